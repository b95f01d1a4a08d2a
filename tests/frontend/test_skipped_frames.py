"""Frames that run natively still compile their callees, through instrumented call sites.

A break in a loop or in a `try`, the recompile limit and a compiler failure make a frame
run natively (api.py); the user functions and modules it calls are compiled in the same
session, counted in its stats, and hit their caches on later calls.
"""

from __future__ import annotations

import logging

import torch
from torch import nn

import tcompile
from tcompile.frontend import api, logs
from tcompile.frontend import config as knobs


def helper(x, w):
    return torch.relu(x @ w) * 2 - x


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(8, 8)

    def forward(self, x):
        return torch.tanh(self.lin(x)) + x


BLOCK = Block().requires_grad_(False)


def loop_with_item(x, w):
    total = 0.0
    for _ in range(3):
        x = BLOCK(helper(x, w))
        total += x.sum().item()  # a break in a loop: the frame runs natively
    return x, total


def item_in_try(x, w):
    try:
        y = helper(x, w)
        scale = y.abs().max().item()  # a break in a try: the frame runs natively
        y = BLOCK(y / scale)
    except ZeroDivisionError:
        y = x
    return y


def inputs():
    return torch.randn(4, 8), torch.randn(8, 8) * 0.3


def assert_close_to_eager(compiled, fn, args):
    got, want = compiled(*args), fn(*args)
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)


def test_callees_of_a_frame_with_a_break_in_a_loop_are_compiled(caplog):
    compiled = tcompile.compile(loop_with_item)
    logs.configure()  # now, not on first use, where it would reset caplog's level
    with caplog.at_level(logging.INFO, logger="tcompile.graph_breaks"):
        assert_close_to_eager(compiled, loop_with_item, inputs())
    stats = compiled.stats
    assert stats.frames_skipped == 1
    assert stats.graphs_compiled == 2  # helper and Block.forward, each once
    assert stats.cache_hits == 4  # the loop's 2nd and 3rd iterations
    assert "callees of loop_with_item are compiled through instrumented call sites" in caplog.text
    for _ in range(2):
        assert_close_to_eager(compiled, loop_with_item, inputs())
    assert (stats.graphs_compiled, stats.cache_hits, stats.frames_skipped) == (2, 16, 1)

    report = tcompile.explain(loop_with_item, *inputs())
    assert (report.graph_count, report.graph_break_count) == (2, 0)
    assert [g.name.rsplit("_", 1)[0] for g in report.graphs] == ["helper", "forward"]


def test_callees_of_a_frame_with_a_break_in_a_try_are_compiled():
    compiled = tcompile.compile(item_in_try)
    for _ in range(3):
        assert_close_to_eager(compiled, item_in_try, inputs())
    stats = compiled.stats
    assert stats.frames_skipped == 1 and stats.graphs_compiled == 2
    assert stats.cache_hits == 4  # both callees on the 2nd and 3rd calls


def test_a_module_with_hooks_runs_its_hooks_natively_around_its_compiled_forward():
    block = Block().requires_grad_(False)
    seen = []
    block.register_forward_hook(lambda mod, args, out: seen.append(out.shape))

    def fn(x, w):
        for _ in range(2):
            x = block(helper(x, w))
            print(end="")  # a break in a loop
        return x

    compiled = tcompile.compile(fn)
    assert_close_to_eager(compiled, fn, inputs())
    assert seen == [torch.Size([4, 8])] * 4  # the hook ran twice in each of both calls
    assert compiled.stats.graphs_compiled == 2  # helper and the block's forward
    assert "forward" not in block.__dict__


def test_callees_compile_after_the_recompile_limit(monkeypatch):
    monkeypatch.setattr(knobs, "recompile_limit", 2)

    def fn(x, w, name):
        return helper(x, w) * len(name)

    compiled = tcompile.compile(fn)
    for name in ("a", "bb"):  # each string is a new guard value: translations 1 and 2
        assert_close_to_eager(compiled, fn, (*inputs(), name))
    assert compiled.stats.graphs_compiled == 2  # fn, with helper inlined, twice
    for name in ("ccc", "dddd", "eeeee"):  # past the limit: fn runs natively
        assert_close_to_eager(compiled, fn, (*inputs(), name))
    stats = compiled.stats
    assert stats.graphs_compiled == 3  # helper, compiled once on its own
    assert stats.cache_hits == 2  # ...and hit by the last two native runs of fn


def test_callees_compile_when_the_compiler_fails_on_the_frame(monkeypatch):
    translate = api.translate

    def failing(fn, args, kwargs, ctx):
        if fn.__name__ == "fn":
            raise RuntimeError("a compiler bug")
        return translate(fn, args, kwargs, ctx)

    monkeypatch.setattr(api, "translate", failing)

    def fn(x, w):
        return helper(x, w) + BLOCK(x)

    compiled = tcompile.compile(fn)
    for _ in range(2):
        assert_close_to_eager(compiled, fn, inputs())
    stats = compiled.stats
    assert (stats.fallbacks, stats.graphs_compiled, stats.cache_hits) == (1, 2, 2)


def test_many_instances_of_one_module_class_each_compile_once():
    """Called from a native frame, each module instance has a cache of its own: a dozen
    blocks of one class (FSDP's units, a loop with a break) are a dozen graphs, none of them
    counted against another's recompile limit."""
    blocks = nn.ModuleList(Block() for _ in range(knobs.recompile_limit + 4)).requires_grad_(False)

    def fn(x):
        for block in blocks:
            x = block(x)
            print(end="")  # a break in a loop
        return x

    compiled = tcompile.compile(fn)
    for _ in range(2):
        assert_close_to_eager(compiled, fn, [torch.randn(4, 8)])
    stats = compiled.stats
    assert stats.frames_skipped == 1 and stats.graphs_compiled == len(blocks)
    assert stats.cache_hits == len(blocks) and stats.recompiles == []

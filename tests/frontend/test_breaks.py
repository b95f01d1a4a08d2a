"""Graph breaks: restart-and-stop, the generated bridge, resume functions, skipped frames.

Each test checks results against eager over several calls, the number of graphs and breaks
`tcompile.explain` reports, and where the break is reported (file:line of the user's code).
"""

from __future__ import annotations

import inspect

import pytest
import torch

import tcompile
from tcompile.frontend.errors import FullGraphError

HERE = __file__


def line_of(fn, text: str) -> int:
    lines, start = inspect.getsourcelines(fn)
    return start + next(i for i, line in enumerate(lines) if text in line)


def toy_example(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b


def test_toy_example_two_graphs_one_break_correct_over_100_calls():
    compiled = tcompile.compile(toy_example)
    for _ in range(100):
        a, b = torch.randn(10), torch.randn(10)
        torch.testing.assert_close(compiled(a, b), toy_example(a, b))
    report = tcompile.explain(toy_example, torch.randn(10), torch.randn(10))
    assert (report.graph_count, report.graph_break_count) == (2, 1)
    brk = report.break_reasons[0]
    assert "branch on a tensor's value" in brk.reason and "b.sum() < 0" in brk.reason
    assert (brk.filename, brk.lineno) == (HERE, line_of(toy_example, "if b.sum()"))
    assert compiled.stats.graphs_compiled == 3  # the entry graph and both branches' resumes


def with_print(x):
    y = x.sin()
    print("between graphs")
    return y.cos() + x


def test_print_mid_function(capsys):
    compiled = tcompile.compile(with_print)
    x = torch.randn(5)
    for _ in range(3):
        torch.testing.assert_close(compiled(x), with_print(x))
    assert capsys.readouterr().out.count("between graphs") == 6  # once per call, each side
    report = tcompile.explain(with_print, x)
    assert (report.graph_count, report.graph_break_count) == (2, 1)
    assert "print" in report.break_reasons[0].reason


def test_item_breaks_and_the_number_reaches_the_resume():
    def fn(x):
        n = x.sum().item()
        return x * n

    compiled = tcompile.compile(fn)
    for _ in range(3):
        x = torch.randn(4)
        torch.testing.assert_close(compiled(x), fn(x))
    report = tcompile.explain(fn, torch.randn(4))
    assert report.graph_break_count == 1 and "item()" in report.break_reasons[0].reason


def test_break_inside_no_grad_reenters_the_context():
    def fn(x):
        with torch.no_grad():
            y = x * 2
            print("inside")
            z = y + x
        return z, x * 3

    x = torch.randn(4, requires_grad=True)
    z, w = tcompile.compile(fn)(x)
    torch.testing.assert_close(z, x.detach() * 3)
    assert not z.requires_grad and w.requires_grad


def callee(t):
    print("in callee")
    return t + 1


def test_break_in_an_inlined_callee_breaks_at_the_outer_call():
    def fn(x):
        y = x * 2
        return callee(y) * 3

    compiled = tcompile.compile(fn)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), fn(x))
    report = tcompile.explain(fn, x)
    # fn's prefix and suffix, plus callee's own two graphs (it is compiled when called)
    assert report.graph_break_count >= 1
    assert report.break_reasons[0].lineno == line_of(callee, "print(")


def test_break_in_a_loop_skips_the_frame():
    def fn(x):
        for i in range(3):
            x = x + i
            print(i)
        return x

    compiled = tcompile.compile(fn)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), fn(x))
    assert compiled.stats.frames_skipped == 1 and compiled.stats.graphs_compiled == 0


def test_break_in_try_skips_the_frame():
    def fn(x):
        try:
            y = x.sum().item()
        except RuntimeError:
            y = 0.0
        return x + y

    compiled = tcompile.compile(fn)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), fn(x))
    assert compiled.stats.frames_skipped == 1


def test_fullgraph_error_names_the_reason_and_the_user_line():
    def fn(x):
        return x * x.sum().item()

    with pytest.raises(FullGraphError) as info:
        tcompile.compile(fn, fullgraph=True)(torch.randn(3))
    assert info.value.reason == "Tensor.item() needs the tensor's value"
    assert (info.value.filename, info.value.lineno) == (HERE, line_of(fn, "return x * x"))


def test_side_effects_before_a_break_are_replayed_once():
    log: list[int] = []

    def fn(x, log):
        log.append(1)
        y = x + 1
        print("break")
        log.append(2)
        return y

    compiled = tcompile.compile(fn)
    torch.testing.assert_close(compiled(torch.ones(2), log), torch.full((2,), 2.0))
    assert log == [1, 2]


def test_bridge_source_follows_the_template():
    from tcompile.frontend.api import _compiled_function

    compiled = tcompile.compile(toy_example)
    compiled(torch.randn(4), torch.randn(4))
    session = _compiled_function(compiled)._session
    bridge = session.translations[0][1].run
    assert bridge.__name__.startswith("___bridge_toy_example")


def test_int_from_item_reaching_the_resume_does_not_recompile_per_value():
    def fn(x):
        k = x.argmax().item()
        return x * k + k

    compiled = tcompile.compile(fn)
    for i in range(6):
        x = torch.randn(8)
        x[i] = 10.0  # k == i: a new value each call
        torch.testing.assert_close(compiled(x), fn(x))
    # the first graph, then the resume: static once, then with `k` symbolic
    assert compiled.stats.graphs_compiled == 3


def make_closure(scale, w):
    def inner(x):
        print("inner")  # break
        return x * scale + w

    return inner


def test_closures_of_one_code_object_share_cache_entries(capsys):
    def outer(x, f):
        return f(x.cos())

    compiled = tcompile.compile(outer)
    closures = [make_closure(2.0, torch.randn(4)) for _ in range(2)]
    for f in closures:  # the second reuses the entries of `inner` and of its resume function
        x = torch.randn(4)
        torch.testing.assert_close(compiled(x, f), outer(x, f))
    # outer twice (its guard is on the identity of `f`), inner's resume once
    assert compiled.stats.graphs_compiled == 3
    other = make_closure(3.0, torch.randn(4))  # another value in a cell: a new entry
    x = torch.randn(4)
    torch.testing.assert_close(compiled(x, other), outer(x, other))
    assert compiled.stats.graphs_compiled == 5
    for f in closures:  # both entries still serve their closures
        x = torch.randn(4)
        torch.testing.assert_close(compiled(x, f), outer(x, f))
    assert compiled.stats.graphs_compiled == 5

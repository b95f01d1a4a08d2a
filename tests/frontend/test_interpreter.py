"""The symbolic interpreter on whole frames: capture, values, lookasides, guards, side effects.

Each test compiles a small function with `tcompile.compile`, compares it with eager on fresh
random inputs and checks what the interpreter captured (graph count, graph inputs, guards).
The broad construct corpus is tests/frontend/test_corpus_*.py; these tests pin down the
interpreter's own mechanisms.
"""

from __future__ import annotations

import collections
import functools
import math

import torch
import torch.nn.functional as F
from torch import nn

import tcompile
from tcompile.frontend.capture import Graph
from tcompile.frontend.record import record
from tcompile.frontend.sources import LocalSource


def run_both(fn, *make, calls=3):
    compiled = tcompile.compile(fn)
    for _ in range(calls):
        args = [m() for m in make]
        torch.testing.assert_close(compiled(*args), fn(*args))
    return compiled


def randn(*shape):
    return lambda: torch.randn(*shape)


def test_straight_line_graph_and_cache_hits():
    compiled = run_both(lambda x, w: torch.relu(x @ w) + 1, randn(4, 8), randn(8, 3))
    assert compiled.stats.graphs_compiled == 1
    assert compiled.stats.cache_hits == 2


def test_cos_sin_is_one_graph_one_kernel():
    def fn(x, y):
        return torch.cos(x) + torch.sin(y)

    report = tcompile.explain(fn, torch.randn(16), torch.randn(16))
    assert (report.graph_count, report.graph_break_count, report.kernel_count) == (1, 0, 1)


def test_capture_records_ops_on_fake_tensors():
    graph = Graph()
    real = torch.randn(3, 4)
    x = graph.input(real, LocalSource("x"))
    assert graph.input(real, LocalSource("x")) is x  # one block argument per real tensor
    y = graph.call(torch.softmax, x, -1)
    text = str(graph.finish([y]))
    assert "torch.aten._softmax" in text and "!torch.tensor<[3, 4], f32>" in text


def test_record_runs_eagerly_on_real_tensors():
    module = record(lambda x, w: torch.tanh(x @ w), torch.randn(2, 3), torch.randn(3, 5))
    assert "torch.aten.mm" in str(module) and "torch.aten.tanh" in str(module)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln = nn.LayerNorm(8)
        self.fc = nn.Linear(8, 8)
        self.register_buffer("scale", torch.full((8,), 0.5))

    def forward(self, x):
        return x + self.fc(self.ln(x)) * self.scale


def test_parameters_and_buffers_are_graph_inputs():
    block = Block()
    compiled = tcompile.compile(block)
    x = torch.randn(2, 8)
    torch.testing.assert_close(compiled(x), block(x))
    torch_ir = dict(tcompile.last_ir(compiled))["torch"]
    signature = torch_ir.split("{")[0] if "func.func" not in torch_ir else \
        torch_ir[torch_ir.index("func.func"):].split("{")[0]
    assert signature.count("!torch.tensor") >= 6  # x, ln.weight/bias, fc.weight/bias, scale
    with torch.no_grad():  # a parameter update is seen without recompiling
        block.fc.weight.mul_(2)
    torch.testing.assert_close(compiled(x), block(x))
    assert compiled.stats.graphs_compiled == 1


def test_guards_recompile_on_dtype_and_python_constants():
    def fn(x, n, act):
        return getattr(F, act)(x) * n

    compiled = tcompile.compile(fn)
    x = torch.randn(4)
    for n, act in [(2, "relu"), (2, "relu"), (3, "relu"), (3, "gelu")]:
        torch.testing.assert_close(compiled(x, n, act), fn(x, n, act))
    assert compiled.stats.graphs_compiled == 3
    torch.testing.assert_close(compiled(x.double(), 3, "gelu"), fn(x.double(), 3, "gelu"))
    assert compiled.stats.graphs_compiled == 4


Pair = collections.namedtuple("Pair", "a b")
CONFIG = {"scale": 2.0, "heads": 2}


def test_python_semantics_fold_while_tracing():
    def helper(t, *rest, k=1, **extra):
        return t * k + sum(rest) + extra.get("z", 0)

    def fn(x):
        B, C = x.shape
        parts = [x[:, i:i + 2] for i in range(0, C, 2)]
        first, *others = parts
        total = functools.reduce(lambda a, b: a + b, others, first)
        d = {"w": total, **{"n": len(parts)}}
        name = f"{CONFIG['heads']}-{C // CONFIG['heads']}"
        p = Pair(total, d["w"] * math.sqrt(C))
        if name.startswith("2") and isinstance(p.a, torch.Tensor) and not any(
                v is None for v in d.values()):
            total = helper(p.b, p.a, 1.0, k=d["n"], z=CONFIG["scale"])
        return Pair(total, tuple(t.sum() for t in parts))

    compiled = run_both(fn, randn(3, 8))
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.graph_breaks == 0


def test_genexp_and_comprehensions_are_inlined():
    def fn(xs):
        ys = [x * 2 for x in xs]
        return sum(y.sum(0) for y in ys), max(len(ys), 1), {i: y for i, y in enumerate(ys)}[1]

    compiled = tcompile.compile(fn)
    xs = [torch.randn(3, 2) for _ in range(3)]
    torch.testing.assert_close(compiled(xs), fn(xs))
    assert compiled.stats.graph_breaks == 0


def test_side_effects_replay_after_the_graph():
    class Counter(nn.Module):
        def __init__(self):
            super().__init__()
            self.steps = 0

        def forward(self, x, seen):
            self.steps += 1
            self.last = x * 2
            seen.append(self.steps)
            return self.last + 1

    m = Counter()
    compiled = tcompile.compile(m)
    seen: list[int] = []
    x = torch.randn(3)
    out = compiled(x, seen)
    torch.testing.assert_close(out, x * 2 + 1)
    torch.testing.assert_close(m.last, x * 2)
    assert m.steps == 1 and seen == [1]
    compiled(x, seen)  # steps changed: the guard on `self.steps` fails, it retraces
    assert m.steps == 2 and seen == [1, 2]


def test_in_place_op_on_an_input_is_written_back():
    def fn(x):
        x.add_(1)
        return x * 2

    x = torch.randn(4)
    expected_x = x + 1
    out = tcompile.compile(fn)(x)
    torch.testing.assert_close(x, expected_x)
    torch.testing.assert_close(out, expected_x * 2)


def test_grad_mode_contexts_and_autograd():
    def fn(x, w):
        with torch.no_grad():
            frozen = x * 2
        return (frozen * w).sum(), torch.is_grad_enabled()

    x, w = torch.randn(4), torch.randn(4, requires_grad=True)
    out, enabled = tcompile.compile(fn)(x, w)
    assert enabled is True
    out.backward()
    torch.testing.assert_close(w.grad, x * 2)


def test_cache_hit_runs_the_generated_bridge_directly():
    compiled = tcompile.compile(lambda x: x + 1)
    x = torch.randn(16)
    compiled(x)
    entry_runs = [t.run for _, t in compiled._session.translations]
    assert len(entry_runs) == 1 and entry_runs[0].__name__.startswith("___bridge")

"""The symbolic interpreter on whole frames: capture, values, lookasides, guards, side effects.

Each test compiles a small function with `tcompile.compile`, compares it with eager on fresh
random inputs and checks what the interpreter captured (graph count, graph inputs, guards).
The broad construct corpus is tests/frontend/test_corpus_*.py; these tests pin down the
interpreter's own mechanisms.
"""

from __future__ import annotations

import collections
import dataclasses
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
    signature = torch_ir[torch_ir.index("func.func"):].split(") ->")[0]
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


def test_python_int_becomes_symbolic_after_it_changes():
    def fn(x, n):
        y = x * n + (n - 1) // 2
        return y / n, n * 2, (x > 0) * n, x.to(torch.int32) * n

    compiled = tcompile.compile(fn)
    for n in (2, 3, 5, -7, 0, 1):
        x = torch.randn(5)
        for got, want in zip(compiled(x, n), fn(x, n), strict=True):
            if isinstance(want, torch.Tensor):  # type promotion as with a Python int
                assert got.dtype == want.dtype
            torch.testing.assert_close(got, want)
    # 2 is specialized; from 3 on `n` is a symbolic int computed into the graph's input
    assert compiled.stats.graphs_compiled == 2 and compiled.stats.cache_hits == 4
    bridge = compiled._code.entries[0].translation.run
    assert {"___graph", "___run"} & set(bridge.__globals__)  # it calls a graph


def test_symbolic_int_used_as_a_size_is_specialized_again():
    def fn(x, n):
        return x.view(n, -1) + 1, torch.ones(n) * n

    compiled = tcompile.compile(fn)
    for n in (2, 4, 2, 4, 8):
        x = torch.randn(8)
        for got, want in zip(compiled(x, n), fn(x, n), strict=True):
            torch.testing.assert_close(got, want)
    # a size cannot be symbolic in a Python int: one graph per value, each then hits
    assert compiled.stats.graphs_compiled == 3 and compiled.stats.cache_hits == 2


def test_views_returned_alias_as_in_eager():
    def fn(x):
        y = x * 2
        return x[:, :2], x.t(), x.view(-1)[3:], y, y.t()[1], (x.t() * 3)

    compiled = tcompile.compile(fn)
    for _ in range(2):
        x = torch.randn(4, 5)
        got, want = compiled(x), fn(x)
        for g, w in zip(got, want, strict=True):
            torch.testing.assert_close(g, w)
            assert (g.shape, g.stride(), g.storage_offset()) == \
                (w.shape, w.stride(), w.storage_offset())
        x.add_(1)  # the views of the input see the change, as in eager
        torch.testing.assert_close(got[0], x[:, :2])
        torch.testing.assert_close(got[2], x.view(-1)[3:])
        got[3].zero_()  # ... and the view of an intermediate sees its base
        assert got[4].abs().sum() == 0
    assert compiled.stats.graphs_compiled == 1


@dataclasses.dataclass
class Scaled:
    value: torch.Tensor
    scale: float = 2.0
    total: torch.Tensor | None = None

    def __post_init__(self):
        self.total = self.value.sum() * self.scale


class Sum:
    def __init__(self, a, b):
        self.a = a
        self.b = b

    @property
    def sum(self):
        return self.a + self.b


def test_user_classes_and_dataclasses_are_constructed_while_tracing():
    def fn(x):
        p = Sum(x.sin(), x.cos())
        out = Scaled(p.sum, scale=3.0)
        return out, p, p, out.total + 1

    compiled = tcompile.compile(fn)
    x = torch.randn(5)
    out, p, q, t = compiled(x)
    want_out, want_p, _, want_t = fn(x)
    assert type(out) is Scaled and type(p) is Sum and p is q  # one object, as in eager
    torch.testing.assert_close(dataclasses.asdict(out), dataclasses.asdict(want_out))
    torch.testing.assert_close(vars(p), vars(want_p))
    torch.testing.assert_close(t, want_t)
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.graph_breaks == 0


def test_set_comprehension_is_folded_and_returned_as_a_new_set():
    def fn(x):
        s = {i % 3 for i in range(7)}
        return x + len(s) + (2 in s), s

    compiled = tcompile.compile(fn)
    x = torch.randn(3)
    (got, s1), (want, s) = compiled(x), fn(x)
    torch.testing.assert_close(got, want)
    assert s1 == s and type(s1) is set and compiled(x)[1] is not s1
    assert compiled.stats.graph_breaks == 0


def test_tensor_of_python_numbers_is_a_constant_in_the_graph():
    def fn(x):
        scale = torch.tensor([[1.5, -2.0, 0.25]])  # non-uniform: one scalar per element
        ones = torch.as_tensor([1, 1, 1], dtype=torch.float64)  # uniform: one `full`
        step = torch.tensor(3, dtype=torch.int32)  # 0-d, int promoted by the float x
        flags = torch.tensor([True, False, True])
        return x * scale + ones + step, torch.where(flags, x, 0.0), torch.tensor([2, 7])

    compiled = run_both(fn, randn(4, 3))
    assert compiled.stats.graph_breaks == 0 and compiled.stats.graphs_compiled == 1
    x = torch.randn(4, 3)
    for got, expected in zip(compiled(x), fn(x), strict=True):
        assert got.dtype == expected.dtype and got.shape == expected.shape
        torch.testing.assert_close(got, expected)


def test_large_tensor_of_python_numbers_breaks_with_a_reason():
    data = list(range(100))

    def fn(x):
        return x + torch.tensor(data, dtype=torch.float32)

    report = tcompile.explain(fn, torch.randn(100))
    assert report.graph_break_count == 1
    assert "too large to record as a constant" in report.break_reasons[0].reason
    torch.testing.assert_close(tcompile.compile(fn)(x := torch.randn(100)), fn(x))

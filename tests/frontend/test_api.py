"""The public API around a stub `translate` (MRU cache, recompiles and their limit, automatic
dynamic bookkeeping, stats, explain, fallbacks, modules), then a few real end-to-end calls."""

from __future__ import annotations

import inspect
import logging
import traceback
from dataclasses import dataclass, field
from typing import Any

import pytest
import torch
from torch import nn

import tcompile
from tcompile.compiler import GraphRecord
from tcompile.frontend import api
from tcompile.frontend import config as knobs
from tcompile.frontend.errors import FullGraphError, SkipFrame
from tcompile.frontend.guards import GuardBuilder
from tcompile.frontend.sources import LocalSource


@dataclass
class Break:
    reason: str
    filename: str
    lineno: int


@dataclass
class StubTranslation:
    guard: Any
    run: Any
    graphs: list = field(default_factory=list)
    breaks: list = field(default_factory=list)


class Stub:
    """A translate that guards each tensor argument (dims in ctx.frame.dynamic symbolic, or
    all of them under dynamic=True) and each int argument, and runs the function as is."""

    def __init__(self):
        self.calls: list[tuple[str, dict]] = []
        self.raises: BaseException | None = None
        self.graphs = 1
        self.breaks: list[Break] = []
        self.shareable = True

    def __call__(self, fn, args, kwargs, ctx):
        self.calls.append((fn.__qualname__, {k: set(v) for k, v in ctx.frame.dynamic.items()}))
        if self.raises is not None:
            raise self.raises
        gb = GuardBuilder(fn)
        bound = inspect.signature(fn).bind(*args, **kwargs)
        bound.apply_defaults()
        for name, value in bound.arguments.items():
            dynamic = ctx.frame.dynamic.get(name, set())
            if isinstance(value, torch.Tensor):
                dims = range(value.dim()) if ctx.config.dynamic else \
                    [d for d in dynamic if d is not None]
                gb.tensor(LocalSource(name), value, dynamic_dims=dims)
            elif type(value) is int:
                (gb.type_is if None in dynamic else gb.equals)(LocalSource(name), value)
            elif isinstance(value, nn.Module):
                gb.id_is(LocalSource(name), value)
        graphs = [GraphRecord(f"{fn.__name__}_{len(self.calls)}_{i}", lambda *a: [],
                              [("torch", "module {}"), ("wrapper", "def call(): pass")],
                              kernel_count=2, target="llvm") for i in range(self.graphs)]
        return StubTranslation(gb.build(), runner(fn) if self.shareable else fn, graphs,
                               list(self.breaks))


def runner(fn):
    """A run that calls the function it is given, as a bridge reads globals and cells
    (outside the class: `___fn` in a method would be name-mangled)."""
    def run(*args, ___fn=fn, **kwargs):
        return ___fn(*args, **kwargs)
    return run


@pytest.fixture
def stub(monkeypatch):
    s = Stub()
    monkeypatch.setattr(api, "translate", s)
    return s


def scale(x, n=2):
    return x * n


def test_decorator_forms_and_wrapping():
    compiled = tcompile.compile(scale)
    assert compiled.__name__ == "scale" and compiled.__wrapped__ is scale

    @tcompile.compile
    def a(x):
        return x

    @tcompile.compile(mode="max-autotune", backend="eager")
    def b(x):
        return x

    assert isinstance(a, api.CompiledFunction) and isinstance(b, api.CompiledFunction)
    assert b._session.config.mode == "max-autotune"
    with pytest.raises(ValueError, match="mode='fast' is not one of"):
        tcompile.compile(scale, mode="fast")
    with pytest.raises(TypeError, match="expected a Python function or an nn.Module, got int"):
        tcompile.compile(3)


def test_builtins_and_partials_compile_like_functions():
    """torch.sin, a functools.partial of torch.add and a callable object compile into one
    graph each, as under torch.compile."""
    import functools

    x, y = torch.randn(4, 5), torch.randn(4, 5)

    class Scale:
        def __call__(self, v):
            return v * 3

    for fn, args in [(torch.sin, (x,)), (functools.partial(torch.add, alpha=2), (x, y)),
                     (Scale(), (x,))]:
        compiled = tcompile.compile(fn)
        torch.testing.assert_close(compiled(*args), fn(*args))
        assert compiled.stats.graphs_compiled == 1 and compiled.stats.graph_breaks == 0
        assert compiled.stats.fallbacks == 0


def test_hits_misses_and_mru_order(stub):
    compiled = tcompile.compile(scale)
    x8, x16 = torch.randn(8), torch.randn(16)
    torch.testing.assert_close(compiled(x8), x8 * 2)
    compiled(torch.randn(8))
    compiled(x16)
    code = compiled._code
    assert [e.guard.check(x16) for e in code.entries] == [True, False]  # newest first
    compiled(torch.randn(8))  # a hit on the older entry moves it to the front
    assert code.entries[0].guard.check(x8)
    compiled(x8, n=3)
    s = compiled.stats
    assert (s.cache_hits, s.cache_misses, s.graphs_compiled) == (2, 3, 3)
    assert s.recompiles == [("scale", "x: size of dim 0 changed from 8 to 16"),
                            ("scale", "n: value changed from 2 to 3")]
    assert len(stub.calls) == 3


def test_automatic_dynamic_records_what_changed(stub):
    compiled = tcompile.compile(scale)
    for size in (8, 9, 10, 11):
        compiled(torch.randn(size, 4), 2)
    compiled(torch.randn(3, 4), 3)
    compiled(torch.randn(5, 4), 4)
    # 8 -> 9 made dim 0 dynamic, so 10 and 11 hit; then n changed once, then it is dynamic
    assert [dyn for _, dyn in stub.calls] == [{}, {"x": {0}}, {"x": {0}, "n": {None}}]
    assert compiled.stats.cache_hits == 3


def test_automatic_dynamic_marks_every_size_that_changed(stub):
    def add(x, y):
        return x + y

    compiled = tcompile.compile(add)
    for size in (8, 16, 32):
        compiled(torch.randn(size, 4), torch.randn(size, 4))
    # Both arguments changed: both become dynamic on the first recompile, not one per call.
    assert [dyn for _, dyn in stub.calls] == [{}, {"x": {0}, "y": {0}}]
    assert compiled.stats.cache_hits == 1


def test_dynamic_false_and_true(stub):
    static = tcompile.compile(scale, dynamic=False)
    for size in (8, 9, 10):
        static(torch.randn(size))
    assert [dyn for _, dyn in stub.calls] == [{}, {}, {}]
    stub.calls.clear()
    dynamic = tcompile.compile(scale, dynamic=True)
    for size in (8, 9, 10):
        dynamic(torch.randn(size))
    assert len(stub.calls) == 1 and dynamic.stats.cache_hits == 2


def test_recompile_limit_then_native(stub, monkeypatch, caplog):
    monkeypatch.setattr(knobs, "recompile_limit", 2)
    compiled = tcompile.compile(scale, dynamic=False)
    with caplog.at_level(logging.WARNING, logger="tcompile"):
        for size in (1, 2, 3, 4):
            x = torch.randn(size)
            torch.testing.assert_close(compiled(x), x * 2)
    assert len(stub.calls) == 2
    assert "scale was recompiled 2 times (the last because x: size of dim 0 changed from 2 to " \
        "3); it runs natively from now on" in caplog.text
    compiled(torch.randn(2))  # existing entries still serve hits
    assert compiled.stats.cache_hits == 1 and compiled.stats.cache_misses == 4


def test_skip_frame_runs_natively(stub):
    stub.raises = SkipFrame("graph break in a loop: call to print")
    compiled = tcompile.compile(scale)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), x * 2)
    torch.testing.assert_close(compiled(x), x * 2)
    assert len(stub.calls) == 1  # the frame is not translated again
    assert compiled.stats.frames_skipped == 1 and compiled.stats.fallbacks == 0


def test_compiler_bug_falls_back_with_a_one_line_warning(stub, caplog):
    stub.raises = KeyError("oops")
    compiled = tcompile.compile(scale)
    x = torch.randn(3)
    with caplog.at_level(logging.WARNING, logger="tcompile"):
        torch.testing.assert_close(compiled(x), x * 2)
    assert compiled.stats.fallbacks == 1
    (message,) = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert message == ("tcompile: scale runs natively: the compiler failed on it "
                       "(KeyError: 'oops'). Please report this bug.")
    assert caplog.records[-1].exc_info is None or caplog.records[-1].levelno == logging.DEBUG


def test_fullgraph_errors_reach_the_user_with_a_short_traceback(stub):
    stub.raises = KeyError("oops")
    compiled = tcompile.compile(scale, fullgraph=True)
    with pytest.raises(FullGraphError, match=r"internal compiler error while translating "
                       r"scale \(KeyError: 'oops'\)"):
        compiled(torch.randn(3))
    stub.raises = FullGraphError("call to print", "model.py", 12)
    compiled = tcompile.compile(scale, fullgraph=True)
    with pytest.raises(FullGraphError, match="call to print at model.py:12") as info:
        compiled(torch.randn(3))
    frames = [f.name for f in traceback.extract_tb(info.value.__traceback__)]
    assert frames[1:] == ["__call__", "_miss"]  # api.py only: no translate/interpreter frames
    assert info.value.__cause__ is None and info.value.__suppress_context__


def test_the_heap_is_frozen_while_compiling_and_only_then(stub, monkeypatch):
    """A compile does not make the collector walk the objects that existed before it
    (gc.freeze) and collects its young objects rarely; after it, and after a failed one,
    nothing stays frozen and the program's thresholds are back; a program's own freeze is
    left alone."""
    import gc

    seen = []
    inner = api.translate

    def translate(*args):
        seen.append(gc.get_freeze_count())
        thresholds.append(gc.get_threshold())
        return inner(*args)

    thresholds = []
    program = gc.get_threshold()
    monkeypatch.setattr(api, "translate", translate)
    x = torch.randn(3)
    torch.testing.assert_close(tcompile.compile(scale)(x), x * 2)
    assert seen[-1] > 1000 and gc.get_freeze_count() == 0
    assert thresholds[-1] == (api.COMPILE_GC_THRESHOLD, *program[1:])
    assert gc.get_threshold() == program
    stub.raises = RuntimeError("compiler bug")
    tcompile.compile(lambda y: y + 1)(x)  # falls back
    assert gc.get_freeze_count() == 0 and gc.get_threshold() == program
    stub.raises = None
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        tcompile.compile(lambda y: y - 1)(x)
        assert seen[-1] == frozen and gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()


def test_explain_reports_graphs_breaks_guards(stub):
    stub.graphs = 2
    stub.breaks = [Break("call to print (a Python builtin with side effects)", "m.py", 7)]
    tcompile.compile(scale)(torch.randn(2))  # explain uses a fresh cache
    report = tcompile.explain(scale, torch.randn(8, 4), n=3)
    assert (report.graph_count, report.graph_break_count, report.kernel_count) == (2, 1, 4)
    assert [g.name for g in report.graphs] == ["scale_2_0", "scale_2_1"]
    assert str(report) == """\
2 graphs, 1 graph break, 4 kernels
Graph breaks:
  1. m.py:7: call to print (a Python builtin with side effects)
Graphs:
  scale_2_0: llvm, 2 kernels
  scale_2_1: llvm, 2 kernels
Guards:
  scale: x: Tensor float32 on cpu, sizes (8, 4), strides (4, 1), requires_grad=False
  scale: n == 3
Recompiles: none"""


def test_stats_repr_reads_well(stub):
    compiled = tcompile.compile(scale)
    compiled(torch.randn(2))
    compiled(torch.randn(2))
    assert repr(compiled.stats) == (
        "Stats(graphs_compiled=1, cache_hits=1, cache_misses=1, graph_breaks=0, "
        "frames_skipped=0, fallbacks=0, recompiles=[])")
    compiled(torch.randn(3))
    assert repr(compiled.stats).endswith(
        "recompiles=[\n    scale: x: size of dim 0 changed from 2 to 3\n])")


def test_last_ir_and_reset(stub):
    compiled = tcompile.compile(scale)
    compiled(torch.randn(2))
    assert tcompile.last_ir(compiled) == [("torch", "module {}"), ("wrapper", "def call(): pass")]
    stub.graphs = 2
    compiled(torch.randn(3))
    assert [s for s, _ in tcompile.last_ir(compiled)] == [
        "scale_2_0: torch", "scale_2_0: wrapper", "scale_2_1: torch", "scale_2_1: wrapper"]
    tcompile.reset()
    compiled(torch.randn(3))
    assert len(stub.calls) == 3 and compiled._code.entries[0].guard.check(torch.randn(3))


def test_wrap_shares_config_stats_and_code_caches(stub, monkeypatch):
    wrapped = []

    def translate(fn, args, kwargs, ctx):
        if fn is scale:
            wrapped.append(ctx.wrap(helper_factory()))
        return stub(fn, args, kwargs, ctx)

    monkeypatch.setattr(api, "translate", translate)
    compiled = tcompile.compile(scale, backend="eager")
    compiled(torch.randn(2))
    (inner,) = wrapped
    assert isinstance(inner, api.CompiledFunction)
    assert inner.stats is compiled.stats and inner._session.config.backend == "eager"
    x = torch.randn(2)
    torch.testing.assert_close(inner(x), x + 1)
    # a new function object of the same code shares the cache entry
    torch.testing.assert_close(compiled._session.wrap(helper_factory())(x), x + 1)
    assert compiled.stats.cache_hits == 1 and len(stub.calls) == 2
    two = helper_factory(2)
    torch.testing.assert_close(compiled._session.wrap(two)(x), x + 2)  # ran with its own cell


def test_entries_whose_run_has_no_fn_are_not_shared(stub):
    stub.shareable = False
    first = tcompile.compile(helper_factory(), backend="eager")
    x = torch.randn(2)
    first(x)
    second = first._session.wrap(helper_factory(5))
    torch.testing.assert_close(second(x), x + 5)
    assert len(stub.calls) == 2
    assert first.stats.recompiles[-1][1] == \
        "a new function object of the same code (its entries cannot be shared)"


def helper_factory(one=1):
    def helper(x):
        return x + one
    return helper


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(4, 4)
        self.scale = 3

    def forward(self, x):
        return self.lin(x) * self.scale


def test_module_runs_forward_through_the_frontend(stub):
    block = Block()
    compiled = tcompile.compile(block)
    assert isinstance(compiled, nn.Module) and compiled.scale == 3 and compiled.lin is block.lin
    x = torch.randn(2, 4)
    torch.testing.assert_close(compiled(x), block(x))
    assert stub.calls[0][0] == "Block.forward"
    assert list(compiled.state_dict()) == ["_orig_mod.lin.weight", "_orig_mod.lin.bias"]
    assert compiled.stats.graphs_compiled == 1


def test_module_hooks_run_natively_around_the_compiled_forward(stub):
    """Hooks run as eager runs them (FSDP2's units are modules with hooks); the forward
    between them is the compiled one, installed on the instance for that call only."""
    block = Block()
    compiled = tcompile.compile(block)
    seen = []
    handle = block.register_forward_hook(lambda m, args, out: seen.append(out.shape))
    doubled = block.register_forward_pre_hook(lambda m, args: (args[0] * 2,))
    x = torch.randn(2, 4)
    torch.testing.assert_close(compiled(x), block(x))
    assert seen == [(2, 4), (2, 4)] and [c[0] for c in stub.calls] == ["Block.forward"]
    assert "forward" not in block.__dict__
    handle.remove()
    doubled.remove()
    torch.testing.assert_close(compiled(x), block(x))
    assert len(stub.calls) == 1 and compiled.stats.cache_hits == 1


def test_mark_dynamic_sets_the_documented_attribute():
    t = torch.randn(2, 3)
    tcompile.mark_dynamic(t, -1)
    tcompile.mark_dynamic(t, 0)
    assert getattr(t, api.DYNAMIC_DIMS_ATTR) == {0, 1}
    with pytest.raises(IndexError, match="dim 2 is out of range"):
        tcompile.mark_dynamic(t, 2)


def test_methods_compile_and_bind():
    class Scaler:
        factor = 2

        @tcompile.compile(backend="eager")
        def apply(self, x):
            return x * self.factor

    x = torch.randn(3)
    torch.testing.assert_close(Scaler().apply(x), x * 2)


# -- the real interpreter -----------------------------------------------------------------

def test_end_to_end_function_recompiles_on_dtype():
    tcompile.reset()

    def f(x, w, n=2):
        return torch.relu(x @ w) * n

    compiled = tcompile.compile(f)
    w = torch.randn(16, 4)
    for _ in range(2):
        x = torch.randn(8, 16)
        torch.testing.assert_close(compiled(x, w), f(x, w))
    xd, wd = torch.randn(8, 16, dtype=torch.float64), w.double()
    torch.testing.assert_close(compiled(xd, wd), f(xd, wd))
    s = compiled.stats
    assert (s.graphs_compiled, s.cache_hits, s.cache_misses) == (2, 1, 2)
    assert s.recompiles == [("test_end_to_end_function_recompiles_on_dtype.<locals>.f",
                             "x: dtype changed from float32 to float64")]
    stages = [name for name, _ in tcompile.last_ir(compiled)]
    assert stages[:3] == ["torch", "torch-to-prim", "prim-to-loop"]


def test_end_to_end_explain_and_module():
    block = Block()
    x = torch.randn(2, 4)
    report = tcompile.explain(block, x)
    assert (report.graph_count, report.graph_break_count) == (1, 0)
    assert "1 graph, 0 graph breaks" in str(report)
    # torch._dynamo.explain's form: explain(fn)(*args) (a function of no arguments too)
    again = tcompile.explain(block)(x)
    assert (again.graph_count, again.graph_break_count, again.kernel_count, again.guards) == \
        (report.graph_count, report.graph_break_count, report.kernel_count, report.guards)
    ones = tcompile.explain(lambda: torch.ones(3) * 2)()
    assert (ones.graph_count, ones.graph_break_count) == (1, 0)
    compiled = tcompile.compile(block)
    torch.testing.assert_close(compiled(x), block(x))
    block.scale = 4  # a guarded attribute: recompiles, never a stale answer
    torch.testing.assert_close(compiled(x), block(x))
    assert compiled.stats.cache_misses == 2


def _graphs(compiled: Any) -> list[GraphRecord]:
    session = api._compiled_function(compiled)._session
    return [g for _, t in session.translations for g in t.graphs]


def test_end_to_end_automatic_dynamic_compiles_the_dynamic_graph(caplog):
    def f(x, y):
        return x * y

    compiled = tcompile.compile(f)
    with caplog.at_level(logging.WARNING, logger="tcompile"):
        for size in (8, 16, 32):
            x, y = torch.randn(size), torch.randn(size)
            torch.testing.assert_close(compiled(x, y), x * y)
    assert "runs eagerly" not in caplog.text
    assert compiled.stats.graphs_compiled == 2 and compiled.stats.cache_hits == 1
    # Broadcasting unified the two symbols: the graph has one, and is not replayed eagerly.
    dynamic = _graphs(compiled)[1]
    assert (dynamic.target, dynamic.fallback_reason) == ("llvm", None)
    assert "!torch.tensor<[8]" not in dynamic.stages[0][1]
    # The sizes it assumed equal, and at least 2, are guarded: these recompile, correctly.
    for sizes in ((32, 1), (1, 1), (5, 5)):
        x, y = torch.randn(sizes[0]), torch.randn(sizes[1])
        torch.testing.assert_close(compiled(x, y), x * y)
    assert compiled.stats.graphs_compiled == 4 and compiled.stats.cache_hits == 2


def test_end_to_end_batch_dim_shared_by_two_inputs(caplog):
    lin = nn.Linear(8, 4)

    def f(x, mask):
        return torch.relu(lin(x)) * mask.unsqueeze(-1)

    compiled = tcompile.compile(f)
    with caplog.at_level(logging.WARNING, logger="tcompile"):
        for batch in (3, 5, 9, 6):
            x, mask = torch.randn(batch, 8), (torch.rand(batch) > 0.5).float()
            with torch.no_grad():
                torch.testing.assert_close(compiled(x, mask), f(x, mask))
    assert "runs eagerly" not in caplog.text
    assert compiled.stats.graphs_compiled == 2 and compiled.stats.cache_hits == 2
    assert all(g.fallback_reason is None for g in _graphs(compiled))


def test_a_graph_whose_compiled_code_fails_reruns_eagerly(caplog):
    """A failure inside generated code is tcompile's, never the user's: the call reruns the
    graph eagerly (graphs are pure), the graph stays eager and the reason is recorded."""
    calls = []

    def broken_backend(module, example_inputs):
        def run(*inputs):
            calls.append(1)
            raise RuntimeError("(*bias): last dimension must be contiguous")
        return run

    def fn(x):
        return (x * 2).sin()

    compiled = tcompile.compile(fn, backend=broken_backend)
    for _ in range(3):
        x = torch.randn(5)
        torch.testing.assert_close(compiled(x), (x * 2).sin())
    assert len(calls) == 1  # tried once, eager afterwards
    assert "runs eagerly from now on" in caplog.text
    graphs = [g for _, t in compiled._session.translations for g in t.graphs]
    assert graphs[0].fallback_reason.startswith("its compiled code failed: RuntimeError")


def test_generated_code_called_directly_fails_over_to_eager(caplog, monkeypatch):
    """Without autograd in play the bridge calls the generated wrapper itself (no per-call
    grad check); a failure there still reruns the call eagerly, once, and the graph stays
    eager."""
    def fn(x):
        return (x * 2).sin()

    compiled = tcompile.compile(fn)
    compiled(torch.randn(5))
    bridge = compiled._code.entries[0].translation.run
    assert "___run" in bridge.__globals__ and "___graph" not in bridge.__globals__
    calls = []

    def broken(*args, **kwargs):
        calls.append(1)
        raise RuntimeError("a launch failed")

    monkeypatch.setitem(bridge.__globals__["___run"].__globals__, "tc_kernel0", broken)
    for _ in range(3):
        x = torch.randn(5)
        torch.testing.assert_close(compiled(x), (x * 2).sin())
    assert len(calls) == 1 and "runs eagerly from now on" in caplog.text
    graphs = [g for _, t in compiled._session.translations for g in t.graphs]
    assert graphs[0].fallback_reason == "its compiled code failed: RuntimeError: a launch failed"
    assert compiled.stats.cache_hits == 3


def test_a_call_with_grad_goes_through_autograd_not_the_direct_path():
    """The direct call is chosen per guard: inputs requiring grad get their own entry, whose
    bridge calls the graph through autograd."""
    def fn(x):
        return (x * 2).sin()

    compiled = tcompile.compile(fn)
    compiled(torch.randn(5))
    x = torch.randn(5, requires_grad=True)
    y = compiled(x)
    y.sum().backward()
    torch.testing.assert_close(x.grad, 2 * torch.cos(2 * x.detach()))
    bridges = [e.translation.run.__globals__ for e in compiled._code.entries]
    assert sorted("___run" in g for g in bridges) == [False, True]


def test_compiling_a_module_imports_no_data_parallel_wrapper():
    # Whether a module is FSDP1's wrapper is asked only of a loaded FSDP: importing it to ask
    # took 1-1.7 s of every first call (DTensor and its ops).
    import subprocess
    import sys

    code = ("import sys, torch, tcompile\n"
            "c = tcompile.compile(torch.nn.Linear(2, 2))\n"
            "print('torch.distributed.fsdp' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=300, check=True)
    assert out.stdout.split() == ["False"]

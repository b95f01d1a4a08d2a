"""One translation of a frame function: interpret it, compile its graph, generate its bridge.

`translate(fn, args, kwargs, ctx)` interprets `fn`'s bytecode on symbolic values made from
the actual arguments. If the whole frame is captured, the result runs one graph and rebuilds
the return value. At the first instruction the interpreter cannot capture, translation
restarts and stops there (research §2.1): the graph so far returns every tensor the rest of
the frame needs, the bridge runs that instruction natively and calls a resume function that
continues the original bytecode, itself compiled lazily on its first call.
"""

from __future__ import annotations

import inspect
import itertools
import re
import types
from dataclasses import dataclass
from typing import Any

import sympy
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    IntegerAttr,
    ModuleOp,
    UnitAttr,
    i64,
)

from tcompile.codegen.wrapper import GUARDED_STRIDES
from tcompile.compiler import WRITTEN, GraphRecord, compile_graph, compile_graph_pieces
from tcompile.dialects.torch import STRIDE_ORDER
from tcompile.frontend import config as global_config
from tcompile.frontend import distributed, logs, native
from tcompile.frontend.bridge import BridgeSource, emit_break, storage_id
from tcompile.frontend.capture import (
    DetachedSource,
    Specialize,
    UnsupportedOp,
    layout_attrs,
    row_major_but_unit_dims,
)
from tcompile.frontend.errors import FullGraphError, SkipFrame, Unsupported
from tcompile.frontend.guards import Guard, GuardBuilder
from tcompile.frontend.interpreter import BreakState, Tracer
from tcompile.passes.loop_write_inputs import NEW_VALUE_OF
from tcompile.passes.prim_autodiff import GRAD_REACHES
from tcompile.split import ddp_cuts

_GENERATOR_FLAGS = inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR
_names = itertools.count()
_IDENTIFIER = re.compile(r"\W")  # "<lambda>" -> "_lambda_": graph names are identifiers


@dataclass
class BreakRecord:
    reason: str
    filename: str
    lineno: int


@dataclass
class Translation:
    guard: Guard
    run: Any  # same signature as fn: runs the graphs, the bridge, resumes
    graphs: list[GraphRecord]
    breaks: list[BreakRecord]


def translate(fn: types.FunctionType, args: tuple, kwargs: dict, ctx: Any) -> Translation:
    """Capture `fn` called with `args`/`kwargs`; raises SkipFrame or FullGraphError."""
    if fn.__code__.co_flags & _GENERATOR_FLAGS:
        raise SkipFrame(f"{fn.__qualname__} is a generator or coroutine")
    while True:
        try:
            return _translate(fn, args, kwargs, ctx)
        except Specialize as e:  # a symbolic number used as a size: make it static, again
            seen = [ctx.frame.dynamic.get(source.expr(), set()) for source in e.sources]
            if not any(None in dims for dims in seen):
                raise SkipFrame(f"cannot make the number {e} static") from None
            for dims in seen:
                dims.discard(None)
            logs.get_logger("recompiles").info(
                "%s: %s used as a size, index or dim: specialized", fn.__qualname__, e)


def _translate(fn: types.FunctionType, args: tuple, kwargs: dict, ctx: Any) -> Translation:
    tracer = _tracer(fn, ctx, stop_at=None)
    breaks: list[BreakRecord] = []
    try:
        outcome = tracer.run_root(args, kwargs)
    except Unsupported as e:
        record = _break_record(tracer, e)
        if ctx.config.fullgraph:
            raise FullGraphError(e.reason, record.filename, record.lineno) from None
        index = _break_index(tracer, e)
        logs.get_logger("graph_breaks").info(
            "graph break in %s at %s:%s: %s", fn.__qualname__, record.filename,
            record.lineno, e.reason)
        breaks.append(record)
        tracer = _tracer(fn, ctx, stop_at=index)
        try:
            outcome = tracer.run_root(args, kwargs)
        except Unsupported as again:
            raise SkipFrame(f"tracing {fn.__qualname__} again up to its graph break failed: "
                            f"{again.reason}") from None
        assert isinstance(outcome, BreakState)
    name = f"{_IDENTIFIER.sub('_', fn.__code__.co_name)}_{next(_names)}"
    bridge = BridgeSource(fn, tracer, ctx.wrap)
    if isinstance(outcome, BreakState):
        emit_break(bridge, outcome, ctx.wrap)
    else:
        bridge.side_effects()
        bridge.restore_grad_mode(tracer.grad_enabled)
        bridge.emit(f"return {bridge.expr(outcome)}")
    graphs: list[GraphRecord] = []
    prologue: list[str] = []
    graph = tracer.graph
    if bridge.outputs:
        module = graph.finish(bridge.outputs, name, drop_unused=True)
        _mark_guarded_strides(module, tracer)
        _mark_new_values(module, tracer, bridge)
        _mark_grad_outputs(module, tracer, bridge)
        _written_inputs_apart(tracer)
        cuts = _bucket_cuts(module, tracer)
        if cuts:
            record, pieces = compile_graph_pieces(module, graph.example_inputs(), ctx.config,
                                                  name, cuts)
            graphs += pieces
            logs.get_logger("graph_breaks").info(
                "graph %s is split into %d graphs at DistributedDataParallel's gradient "
                "buckets", name, len(pieces))
        else:
            record = compile_graph(module, graph.example_inputs(), ctx.config, name)
            graphs.append(record)
        prologue = bridge.graph_prologue(record)
    elif bridge.input_views:
        # Every tensor the frame returns is a view of an input, which the bridge makes from
        # the input: the graph computing them is compiled for explain/last_ir, never run.
        module = graph.finish(bridge.input_views, name)
        graphs.append(compile_graph(module, graph.example_inputs(), ctx.config, name))
    run, text = bridge.build(f"___bridge_{name}", prologue)
    logs.get_logger("output_code").info("bridge of %s:\n%s", fn.__qualname__, text)
    logs.dump_text(name, "bridge.py", text)
    _shape_guards(tracer)
    return Translation(tracer.gb.build(), run, graphs, breaks)


def _bucket_cuts(module: ModuleOp, tracer: Tracer) -> list[int]:
    """Where to split a graph that DistributedDataParallel runs with gradient sync on: at
    its gradient buckets (split.py), or nowhere."""
    ddp = distributed.active_ddp() if global_config.optimize_ddp else None
    if ddp is None or not tracer.entry_grad_enabled or not ddp.require_backward_grad_sync:
        return []
    reduced = {id(p) for p in ddp.parameters() if p.requires_grad}
    inputs = tracer.graph.inputs
    params = [real is not None and id(real) in reduced for real, _ in inputs]
    if not any(params):
        return []
    sizes = [real.numel() * real.element_size() if real is not None else 0
             for real, _ in inputs]
    cuts = ddp_cuts(module, params, sizes, *distributed.bucket_bytes(ddp))
    if cuts is None:
        logs.get_logger("graph_breaks").info(
            "a graph of %s stays whole under DistributedDataParallel: its sizes are symbolic, "
            "so it is not split at the gradient buckets", tracer.fn.__qualname__)
        return []
    return cuts


def _mark_guarded_strides(module: ModuleOp, tracer: Tracer) -> None:
    """Record on each graph argument the strides the guard pins (`tc.guarded_strides`), so
    that the generated wrapper does not check them again on every call, and whether the
    bridge writes a new value into it after the graph (`tc.written`: the backward replay
    needs its value from before)."""
    function = next(iter(module.body.block.ops))
    graph = tracer.graph
    attrs = []
    for real, source in graph.inputs:
        base = source.base if isinstance(source, DetachedSource) else source
        strides = tracer.gb.pinned_strides(base) if real is not None else None
        entries: dict[str, Any] = {} if strides is None else {
            GUARDED_STRIDES: DenseArrayBase.from_list(i64, strides)}
        if strides is not None and not real.is_sparse:
            # A dense input in another order (channels-last activations or weights) is read
            # in its own layout, not copied to row-major on every call.
            order = layout_attrs(list(real.shape), list(strides)).get(STRIDE_ORDER)
            if order is not None and not row_major_but_unit_dims(real.shape, strides):
                entries[STRIDE_ORDER] = order
        if real is not None and graph.stand_in_of(real) is not None and \
                id(graph.stand_in_of(real)) in graph.recorder.mutated:
            entries[WRITTEN] = UnitAttr()
        attrs.append(DictionaryAttr(entries))
    if any(a.data for a in attrs):
        function.arg_attrs = ArrayAttr(attrs)


def _mark_new_values(module: ModuleOp, tracer: Tracer, bridge: BridgeSource) -> None:
    """Mark each result that the bridge writes back into an input with that input's index
    (`tc.new_value_of`), so that the compiler may store it there directly
    (passes/loop_write_inputs.py); the bridge then finds the input itself and copies nothing."""
    graph = tracer.graph
    marks: dict[int, dict[str, Any]] = {}
    for k, (real, _) in enumerate(graph.inputs):
        stand_in = graph.stand_in_of(real) if real is not None else None
        if stand_in is None or id(stand_in) not in graph.recorder.mutated:
            continue
        j = bridge.output_index(stand_in)
        if j is not None:
            marks[j] = {NEW_VALUE_OF: IntegerAttr(k, i64)}
    _add_result_attrs(module, marks)


def _add_result_attrs(module: ModuleOp, marks: dict[int, dict[str, Any]]) -> None:
    """Add attributes to results of the graph's function (by result index)."""
    if not marks:
        return
    function = next(iter(module.body.block.ops))
    results = [dict(a.data) for a in function.res_attrs.data] \
        if function.res_attrs is not None else [{} for _ in function.function_type.outputs]
    for j, attrs in marks.items():
        results[j].update(attrs)
    function.res_attrs = ArrayAttr([DictionaryAttr(r) for r in results])


def _mark_grad_outputs(module: ModuleOp, tracer: Tracer, bridge: BridgeSource) -> None:
    """Mark each result that requires grad in eager with the arguments its gradient reaches
    (`tc.grad_reaches`, prim-autodiff): its stand-in does, since the capture ran autograd on
    the fake tensors as eager runs it on the real ones, and autograd's graph of the
    stand-ins leads to the inputs' stand-ins. prim-autodiff's rules find the same paths,
    except through a zero derivative (`x.sign()`, `x.fill_(1)`, `x ** 0`, whose prim form
    goes through booleans or constants): with the mark the result still requires grad, and
    those arguments get zeros, not None, as in eager."""
    graph = tracer.graph
    stand_ins = {k: graph.stand_in_of(real) for k, (real, _) in enumerate(graph.inputs)
                 if real is not None and real.requires_grad}
    if not stand_ins or not any(t.requires_grad for t in bridge.outputs):
        return
    index = {id(t): k for k, t in stand_ins.items()}
    # autograd node -> bit mask of the inputs below it. A leaf input is the variable of its
    # AccumulateGrad node; an input that is not a leaf is its own grad_fn (the fake's
    # history below it is how the fake was made, not the graph's).
    alive = [t.grad_fn for t in stand_ins.values()]  # (ids of live nodes only: none reused)
    input_nodes = {id(node): k for k, node in zip(stand_ins, alive, strict=True)
                   if node is not None}
    reach: dict[int, int] = {}

    def below(root: Any) -> int:
        stack = [(root, False)]
        while stack:
            node, expanded = stack.pop()
            key = id(node)
            if key in reach:
                continue
            alive.append(node)
            if key in input_nodes:
                reach[key] = 1 << input_nodes[key]
            elif _gives_no_gradient(node):
                reach[key] = 0
            elif hasattr(node, "variable"):  # AccumulateGrad
                k = index.get(id(node.variable))
                reach[key] = 0 if k is None else 1 << k
            elif not expanded:
                stack.append((node, True))
                stack.extend((n, False) for n, _ in node.next_functions
                             if n is not None and id(n) not in reach)
            else:
                mask = 0
                for n, _ in node.next_functions:
                    if n is not None:
                        mask |= reach[id(n)]
                reach[key] = mask
        return reach[id(root)]

    marks: dict[int, dict[str, Any]] = {}
    for j, t in enumerate(bridge.outputs):
        if not t.requires_grad:
            continue
        if t.grad_fn is None:  # a leaf: an input returned as it is
            mask = 1 << index[id(t)] if id(t) in index else 0
        else:
            mask = below(t.grad_fn)
        marks[j] = {GRAD_REACHES: DenseArrayBase.from_list(
            i64, [k for k in range(len(graph.inputs)) if mask >> k & 1])}
    _add_result_attrs(module, marks)


def _gives_no_gradient(node: Any) -> bool:
    """Whether autograd's `node` returns no gradient at all (an undefined tensor: None in
    `.grad`), not zeros: ATen's formula of an ord-0 norm."""
    return type(node).__name__ == "LinalgVectorNormBackward0" and node._saved_ord == 0


def _written_inputs_apart(tracer: Tracer) -> None:
    """A graph treats its inputs as separate tensors: one the function writes into must not
    share memory with another input (`f(x, x)`, `f(x, x[0])`), or the other would be read
    stale. Guarded on every call; an aliased call that misses runs natively (SkipFrame)."""
    graph = tracer.graph
    written, others = [], []
    for real, source in graph.inputs:
        if real is None:
            continue
        stand_in = graph.stand_in_of(real)
        base = source.base if isinstance(source, DetachedSource) else source
        (written if id(stand_in) in graph.recorder.mutated else others).append((real, base))
    if not written:
        return
    seen: dict[int, Any] = {}
    for real, base in [*written, *others]:
        key = storage_id(real)
        first = seen.setdefault(key, base)
        if first is not base and first != base:
            raise SkipFrame(f"{first.display()} and {base.display()} share memory and the "
                            "function writes into one of them")
    sources = [b for _, b in written] + [b for _, b in others]
    n = len(written)
    names = [f"L{i}" for i in range(len(sources))]
    text = (f"___storages_apart(({''.join(x + ', ' for x in names[:n])}), "
            f"({''.join(x + ', ' for x in names[n:])}))")
    helpers = native.load()
    tracer.gb.expr(text, sources, "the inputs written in place share memory with no other "
                   "input", scope={"___storages_apart": storages_apart if helpers is None
                                   else helpers.storages_apart})


def storages_apart(written: tuple[Any, ...], others: tuple[Any, ...]) -> bool:
    ids = {storage_id(t) for t in written}
    return len(ids) == len(written) and not any(storage_id(t) in ids for t in others)


def _shape_guards(tracer: Tracer) -> None:
    """Symbolic sizes: their ranges (`s0 >= 2`: 0 and 1 are specialized), the relations
    tracing assumed (`if x.size(0) > 4`, `x * y` makes two sizes one), and the dynamic dims
    that did not get a symbol of their own (a size of 0 or 1, or one equal to an earlier
    input's, which the ShapeEnv gives that input's symbol) become guards."""
    graph = tracer.graph
    env = graph.shape_env
    facts = [sympy.Ge(sym, env.var_to_range[sym].lower)
             for sym, (_, dim) in graph.symbols.items() if dim is not None]
    facts += [g.expr for g in env.guards]
    for fact in facts:
        if any(str(s).startswith("u") for s in fact.free_symbols):
            # about a size a library call decided (`u0 >= 0`): not a property of the inputs
            continue
        text, sources = _size_text(graph, fact)
        _expr_guard(tracer, text, sources)
    for source, dim, size in graph.dynamic_sizes:
        if graph.symbols.get(size) == (source, dim):
            continue
        text, sources = _size_text(graph, size)
        # This dim is L0; the names of `size`'s sources shift by one.
        text = re.sub(r"\bL(\d+)\b", lambda m: f"L{int(m.group(1)) + 1}", text)
        read = f"size({dim})" if isinstance(dim, int) else dim
        _expr_guard(tracer, f"L0.{read} == {text}", [source, *sources])


def _size_text(graph: Any, expr: Any) -> tuple[str, list[Any]]:
    try:
        return graph.size_expr(expr)
    except UnsupportedOp as e:
        raise SkipFrame(f"a guard on symbolic sizes cannot be checked: {e}") from None


def _expr_guard(tracer: Tracer, text: str, sources: list[Any]) -> None:
    """`gb.expr`, described with the sources' names (`x.size(0) == y.size(0)`)."""
    description = re.sub(r"\bL(\d+)\b", lambda m: sources[int(m.group(1))].display(), text)
    tracer.gb.expr(text, sources, description)


def _tracer(fn: types.FunctionType, ctx: Any, stop_at: int | None) -> Tracer:
    return Tracer(fn, GuardBuilder(fn), ctx.config, ctx.frame.dynamic, stop_at)


def _break_record(tracer: Tracer, e: Unsupported) -> BreakRecord:
    """Where the user's code hit the break: the innermost traced line."""
    filename, lineno = getattr(e, "where", (tracer.fn.__code__.co_filename,
                                            tracer.fn.__code__.co_firstlineno))
    return BreakRecord(e.reason, filename, lineno)


def _break_index(tracer: Tracer, e: Unsupported) -> int:
    """The frame function's instruction to stop at, or SkipFrame if it cannot be split."""
    from tcompile.frontend.bytecode.analysis import in_loop, in_try

    root = tracer.root
    if root is None:
        raise SkipFrame(f"cannot capture the arguments of {tracer.fn.__qualname__}: {e.reason}")
    instr = root.instrs[root.index]
    if in_try(instr):
        raise SkipFrame(f"graph break inside try/except/finally: {e.reason}")
    if in_loop(root.instrs, root.index):
        raise SkipFrame(f"graph break in a loop: {e.reason}")
    return root.index

"""prim-partition: split a joint function into a forward and a backward by a min-cut.

The joint function of `prim-autodiff` computes the outputs and, from the tangents, the
gradients. The forward runs now, the backward when autograd asks; what the forward keeps for
the backward ("saved" values) costs memory and memory traffic, and what it does not keep
the backward recomputes from what it has. As torch's min-cut rematerialization does, the
choice is a minimum cut of a flow network over the forward-computable values:

- each value is an edge `in -> out` whose capacity is its size in bytes (the cost of saving
  it; graph inputs, alive anyway, cost a little less, so a tie saves them; among other values
  a tie saves one the forward writes anyway and the backward reads more directly, see
  `_tie_break`);
- each use is an infinite edge from the operand's `out` to the result's `in`;
- the source feeds the graph inputs and, of what the forward computes for its outputs, the
  ops not worth recomputing (library calls, reductions, random numbers, gathers);
- what the backward reads drains into the sink.

A finite cut separates the values the forward computes from those the backward recomputes;
the cut edges are the values saved. Pointwise and shape ops on the sink side are recomputed
inside the backward's fused kernels.

Before: `@f` with `tc.primal_outputs` (a joint function).
After:  `@f_forward(primals) -> (outputs..., saved...)` with `tc.saved = N` (the saved values
        that are not arguments) and `@f_backward(saved arguments..., saved..., tangents...) ->
        (gradients...)` with `tc.saved_inputs = array<i64: ...>` (the forward arguments it
        takes first, by index).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import sympy
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FunctionType,
    IntegerAttr,
    ModuleOp,
    i64,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass

from tcompile.dialects import prim
from tcompile.passes.prim_autodiff import (
    GRAD_INPUTS,
    PRIMAL_OUTPUTS,
    REQUIRES_GRAD,
    TANGENT,
    arg_attrs,
)

SAVED = "tc.saved"
SAVED_INPUTS = "tc.saved_inputs"
_INF = float("inf")
# What a symbolic size counts as when sizes are compared (the cut needs numbers).
_SYMBOL_SIZE = 64
# Not worth recomputing in the backward: library calls (GEMMs, convolutions, attention),
# reductions, random numbers (a second draw would differ), gathers.
_BANNED = (prim.ExternOp, prim.ReductionOp, prim.ArgReductionOp, prim.VarMeanOp,
           prim.RandomOp, prim.IndexingOp)


@dataclass(frozen=True)
class PrimPartitionPass(ModulePass):
    """Split each joint function into `@<name>_forward` and `@<name>_backward`, saving what a
    min-cut over bytes chooses (see the module docstring).

    Before:

        func.func @f(%x {tc.requires_grad}, %t {tc.tangent = 0}) attributes {
            tc.primal_outputs = 1} {
          %h = prim.extern "aten.mm" %x, %x ...
          %y = prim.tanh %h ...
          %g = ... (from %t and %y)
          func.return %y, %g
        }

    After:

        func.func @f_forward(%x) -> (%y, %h) attributes {tc.saved = 1} {...}
        func.func @f_backward(%h, %t) attributes {tc.saved_inputs = array<i64>} {
          %y = prim.tanh %h ...    (recomputed: cheaper than saving it too)
          ...
        }
    """

    name = "prim-partition"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for fn in [f for f in op.walk() if isinstance(f, func.FuncOp)]:
            if PRIMAL_OUTPUTS in fn.attributes:
                forward, backward = partition(fn)
                block = fn.parent_block()
                assert block is not None
                block.insert_ops_before([forward, backward], fn)
                fn.detach()
                fn.erase()


def _bytes(t: prim.TensorType) -> float:
    n = sympy.Integer(1)
    for s in t.sizes:
        n = n * sympy.sympify(s)
    n = n.subs({s: _SYMBOL_SIZE for s in n.free_symbols})
    width = getattr(t.element_type, "width", None) or getattr(t.element_type, "bitwidth", 32)
    width = width.data if hasattr(width, "data") else width
    return float(n) * max(int(width), 8) / 8


class _Flow:
    """Max-flow (Edmonds-Karp) on a small graph; `source_side()` after `run()`."""

    def __init__(self) -> None:
        self.cap: dict[int, dict[int, float]] = {}

    def edge(self, a: int, b: int, c: float) -> None:
        self.cap.setdefault(a, {})
        self.cap.setdefault(b, {})
        self.cap[a][b] = self.cap[a].get(b, 0.0) + c
        self.cap[b].setdefault(a, 0.0)

    def run(self, s: int, t: int) -> float:
        total = 0.0
        while True:
            parent = {s: s}
            queue = deque([s])
            while queue and t not in parent:
                a = queue.popleft()
                for b, c in self.cap[a].items():
                    if c > 1e-9 and b not in parent:
                        parent[b] = a
                        queue.append(b)
            if t not in parent:
                return total
            path = []
            b = t
            while b != s:
                path.append((parent[b], b))
                b = parent[b]
            push = min(self.cap[a][b] for a, b in path)
            if push == _INF:
                raise ValueError("no finite cut")
            for a, b in path:
                self.cap[a][b] -= push
                self.cap[b][a] += push
            total += push

    def source_side(self, s: int) -> set[int]:
        seen = {s}
        queue = deque([s])
        while queue:
            a = queue.popleft()
            for b, c in self.cap[a].items():
                if c > 1e-9 and b not in seen:
                    seen.add(b)
                    queue.append(b)
        return seen


def partition(fn: func.FuncOp) -> tuple[func.FuncOp, func.FuncOp]:
    block = fn.body.block
    attrs = arg_attrs(fn)
    primals = [a for a, at in zip(block.args, attrs, strict=True) if TANGENT not in at]
    tangents = [a for a, at in zip(block.args, attrs, strict=True) if TANGENT in at]
    ret = block.last_op
    assert isinstance(ret, func.ReturnOp)
    n_out = fn.attributes[PRIMAL_OUTPUTS].value.data
    outputs, grads = list(ret.operands[:n_out]), list(ret.operands[n_out:])
    ops = [o for o in block.ops if o is not ret]

    # Tangent-dependent ops run in the backward, always.
    late: set[SSAValue] = set(tangents)
    backward_ops: set[Operation] = set()
    for o in ops:
        if any(v in late for v in o.operands):
            backward_ops.add(o)
            late.update(o.results)
    early_ops = [o for o in ops if o not in backward_ops]

    # Values the backward reads from the forward side.
    needed = {v for o in backward_ops for v in o.operands if v not in late}
    needed.update(g for g in grads if g not in late)
    # Values the forward must compute: the outputs' producers.
    must: set[Operation] = set()
    pending = [v.owner for v in outputs]
    while pending:
        o = pending.pop()
        if isinstance(o, Operation) and o not in must and o not in backward_ops:
            must.add(o)
            pending.extend(v.owner for v in o.operands)

    values = [*primals, *(r for o in early_ops for r in o.results)]
    index = {v: i for i, v in enumerate(values)}
    distance = _distance_from_backward(early_ops, needed)
    stage = _library_stages(early_ops)
    source, sink = 2 * len(values), 2 * len(values) + 1
    flow = _Flow()
    for v, i in index.items():
        cost = _bytes(v.type) if isinstance(v.type, prim.TensorType) else 8.0
        cost *= _tie_break(v, distance, stage)
        if v in primals:
            cost *= 0.9
            flow.edge(source, 2 * i, _INF)
        flow.edge(2 * i, 2 * i + 1, cost)
        if v in needed:
            flow.edge(2 * i + 1, sink, _INF)
    for o in early_ops:
        for r in o.results:
            j = index[r]
            for v in o.operands:
                flow.edge(2 * index[v] + 1, 2 * j, _INF)
            if o in must and (isinstance(o, _BANNED) or
                              _read_by_libraries_on_both_sides(r, must, backward_ops)):
                flow.edge(source, 2 * j, _INF)
        for a, b in zip(o.results, o.results[1:], strict=False):  # one op, one side
            flow.edge(2 * index[a], 2 * index[b], _INF)
            flow.edge(2 * index[b], 2 * index[a], _INF)
    flow.run(source, sink)
    side = flow.source_side(source)
    saved = [v for v, i in index.items() if 2 * i in side and 2 * i + 1 not in side]
    computed = {v for v, i in index.items() if 2 * i in side}

    # The forward: what the outputs and the saved values need.
    keep: set[Operation] = set()
    pending = [v.owner for v in (*outputs, *saved)]
    while pending:
        o = pending.pop()
        if isinstance(o, Operation) and o not in keep:
            keep.add(o)
            pending.extend(v.owner for v in o.operands)
    forward_ops = [o for o in early_ops if o in keep]
    saved_args = [v for v in saved if v in primals]
    saved_values = [v for v in saved if v not in primals]

    # The backward: recomputed ops (forward-side values not computed there) and the rest.
    recompute: set[Operation] = set()
    pending = [v.owner for v in needed if v not in computed]
    while pending:
        o = pending.pop()
        if isinstance(o, Operation) and o not in recompute and o not in backward_ops:
            recompute.add(o)
            pending.extend(v.owner for v in o.operands if v not in saved)
    backward_list = _recompute_where_used(
        [o for o in ops if o in backward_ops], [o for o in ops if o in recompute], recompute)

    name = fn.sym_name.data
    primal_attrs = [{k: v for k, v in a.items() if k != REQUIRES_GRAD}
                    for a, arg in zip(attrs, block.args, strict=True) if arg in primals]
    forward = _function(f"{name}_forward", primals, primal_attrs, forward_ops,
                        outputs + saved_values)
    forward.attributes[SAVED] = IntegerAttr(len(saved_values), i64)
    if fn.res_attrs is not None:  # the outputs' layouts and `tc.new_value_of` marks
        forward.res_attrs = ArrayAttr([*fn.res_attrs.data[:n_out],
                                       *(DictionaryAttr({}) for _ in saved_values)])
    backward_attrs = [attrs[block.args.index(a)] for a in saved_args]
    backward_attrs = [{k: v for k, v in a.items() if k != REQUIRES_GRAD} for a in backward_attrs]
    backward_attrs += [{} for _ in saved_values]
    backward_attrs += [{TANGENT: attrs[block.args.index(t)][TANGENT]} for t in tangents]
    backward = _function(f"{name}_backward", [*saved_args, *saved_values, *tangents],
                         backward_attrs, backward_list, grads)
    backward.attributes[SAVED_INPUTS] = DenseArrayBase.from_list(
        i64, [primals.index(a) for a in saved_args])
    if GRAD_INPUTS in fn.attributes:
        backward.attributes[GRAD_INPUTS] = fn.attributes[GRAD_INPUTS]
    return forward, backward


# Tie-breaks between cuts of equal bytes (about 2% at most, so they never outweigh a byte count
# that differs by more): a value the backward reads more directly, and a value the forward
# writes to memory anyway, costs less to save.
_PER_STEP = 1e-4
_MAX_STEPS = 100
_NOT_WRITTEN = 1.01


def _distance_from_backward(early_ops: list[Operation], needed: set[SSAValue]
                            ) -> dict[SSAValue, int]:
    """For each forward-side value, the fewest ops between it and a value the backward
    reads (0: the backward reads it), as torch's partitioner's `dist_from_bw`."""
    distance: dict[SSAValue, int] = {v: 0 for v in needed}
    for o in reversed(early_ops):
        near = min((distance[r] + 1 for r in o.results if r in distance), default=None)
        if near is None:
            continue
        for v in o.operands:
            distance[v] = min(distance.get(v, near), near)
    return distance


def _tie_break(v: SSAValue, distance: dict[SSAValue, int], stage: dict[Operation, int]
               ) -> float:
    """The factor on `v`'s bytes that breaks ties between cuts (see `_PER_STEP`).

    A residual stream shows why: `h1 = h0 + dropout(a1)`, `h2 = h1 + dropout(a2)`, ... with
    every `h` normalized by a layer norm. Saving the GEMM outputs `a` or the sums `h` costs the
    same bytes, but the forward writes the `h` anyway (the next residual add reads them after
    the layer's GEMMs) and the backward's layer-norm kernels read them directly; saving the
    `a` made the backward recompute the whole stream in one kernel and every layer-norm
    kernel read three tensors for one (GPT-2 small on the H100: 0.2 ms of GPU time a step)."""
    steps = min(distance.get(v, _MAX_STEPS), _MAX_STEPS)
    factor = 1.0 + _PER_STEP * steps
    if not _written_by_forward(v, stage):
        factor *= _NOT_WRITTEN
    return factor


def _library_stages(early_ops: list[Operation]) -> dict[Operation, int]:
    """For each forward op, the most library calls on a path from the inputs to it (ops of
    one stage can share a kernel; a later stage runs after a library call)."""
    stage: dict[Operation, int] = {}
    for o in early_ops:
        stage[o] = max((stage[p] + isinstance(p, prim.ExternOp) for v in o.operands
                        if isinstance(p := v.owner, Operation) and p in stage), default=0)
    return stage


def _written_by_forward(v: SSAValue, stage: dict[Operation, int]) -> bool:
    """Whether the forward's kernels store `v` whether or not it is saved: a library call's
    or a reduction's result, an input of a library call, or a value read again after a
    library call (a residual stream). A value read only by pointwise ops and reductions of
    its own stage is computed inside their kernel."""
    owner = v.owner
    if not isinstance(owner, Operation) or isinstance(owner, _BANNED):
        return True
    for o in prim.readers(v):
        if o in stage and (isinstance(o, prim.ExternOp) or stage[o] > stage[owner]):
            return True
    return False


def _read_by_libraries_on_both_sides(v: SSAValue, forward: set[Operation],
                                     backward: set[Operation]) -> bool:
    """Whether library calls of the forward and of the backward read `v`, directly or
    through views.

    A value that library calls read in the forward and in the backward (a layer norm's or a
    GELU's output, the input of a GEMM and of its weight's gradient) is stored by the forward
    anyway and would be stored again by the backward that recomputed it: saving it costs no
    traffic, recomputing it a kernel that reads its inputs and writes it. Such values are not
    recomputed, as torch's partitioner bans recomputing what the backward materializes."""
    calls = [o for o in prim.readers(v) if isinstance(o, prim.ExternOp)]
    return any(o in forward for o in calls) and any(o in backward for o in calls)


def _recompute_where_used(backward_ops: list[Operation], recomputed: list[Operation],
                          recompute: set[Operation]) -> list[Operation]:
    """The backward's ops with each recomputed op moved to just before its first use (its
    own operands' recomputations before it). In the joint function every forward op precedes
    every backward op, and in that order the recomputed activations of all layers would be
    computed first and alive at once (ResNet-18: the backward's peak 290 MB above eager's)
    instead of one layer's at a time, as the backward reaches it."""
    order: list[Operation] = []
    placed: set[Operation] = set()

    def place(root: Operation) -> None:
        stack: list[tuple[Operation, int]] = [(root, 0)]  # iterative: chains are long
        while stack:
            o, k = stack.pop()
            if k < len(o.operands):
                stack.append((o, k + 1))
                p = o.operands[k].owner
                if isinstance(p, Operation) and p in recompute and p not in placed:
                    placed.add(p)
                    stack.append((p, 0))
            else:
                order.append(o)

    for o in backward_ops:
        placed.add(o)
        place(o)
    for o in recomputed:  # read only by the results (a gradient the forward side computes)
        if o not in placed:
            placed.add(o)
            place(o)
    return order


def _function(name: str, args: list[SSAValue], arg_attrs: list[dict], ops: list[Operation],
              results: list[SSAValue]) -> func.FuncOp:
    """A new function of `ops` (cloned in order) over fresh arguments standing for `args`."""
    block = Block(arg_types=[a.type for a in args])
    mapping: dict[SSAValue, SSAValue] = dict(zip(args, block.args, strict=True))
    for o in ops:
        new = o.clone(value_mapper=mapping)
        block.add_op(new)
    block.add_op(func.ReturnOp(*(mapping[v] for v in results)))
    fn = func.FuncOp(name, FunctionType.from_lists([a.type for a in args],
                                                   [v.type for v in results]),
                     Region(block))
    fn.arg_attrs = ArrayAttr([DictionaryAttr(a) for a in arg_attrs])
    return fn

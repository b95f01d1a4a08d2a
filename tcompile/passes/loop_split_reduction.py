"""loop-split-reduction: reduce a long range into few outputs in two kernels, not one.

A kernel like `b.sum()` over 4M elements is `loop.kernel [] reduce [r0 = 4194304]`: one
output, so Triton runs it in a single program (one SM) and the LLVM backend on one thread.
As Inductor's split reductions, this pass cuts the range into S chunks of C elements
(r = C*s + c): a first kernel reduces each chunk into a partial, `[s = S, x...] reduce
[c = C]`, storing into a fresh `[x..., S]` buffer; a second kernel `[x...] reduce [s = S]`
combines the partials with the matching reduction (sum, prod, max, min, any, xor_sum combine
with themselves; a Welford's mean, m2 and weight with `welford_combine`, as Chan's parallel
variance) and runs what followed the reduction in the original kernel. When S does not
divide R the first kernel masks its loads to `r < R` and feeds the reduction its identity past
the end; a Welford has no identity (a masked element would count), so its kernels are split
only into chunks that divide R. argmax/argmin and online softmax need more than their own
kind to combine (indices, rescaled sums): such kernels are left alone, as are kernels inside
a `loop.fused` (run this before `loop-fuse`, which fuses each half with its neighbours).

The heuristic: split only when the kernel has fewer than `max-outputs` programs' worth of
outputs (a static number) and a program reduces at least `min-size` elements, or its range is
symbolic (it may be long at run time: S chunks of `CeilDiv(R, S)` elements, masked past R)
(otherwise its outputs already give enough parallel programs). S aims at `partials` programs in
all (about two per SM of an H100, and plenty for the CPU threads), but no chunk is shorter than
`min-chunk` elements, so that each program's loop amortises its start and the second kernel
stays cheap. Among the S from the aim down to half of it, one that divides R is taken (no
masking). A program of an inner reduction computes one output; one of an outer reduction (its
outputs contiguous, its range strided: a column sum, a batch norm's statistics over NHWC) a
tile of `outer-tile` neighbouring outputs (Triton's XBLOCK, the CPU's vector lanes): 64
channels over 100K rows are one program's worth, split into 256 chunks of [392 rows x 64
channels]; 128 channels over 25K rows (two programs' worth) into 128 chunks of 196 rows.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import sympy
from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    AnyFloat,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    Signedness,
    i64,
)
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass

from tcompile.dialects.loop import (
    AllocOp,
    BufferType,
    IndexOp,
    KernelOp,
    LoadOp,
    ReduceOp,
    StoreOp,
    contiguous_strides,
    walk_order,
)
from tcompile.dialects.sym import CeilDiv, ExprAttr, FloorDiv, ModularIndexing
from tcompile.passes.analysis.simplify import simplify_with_ranges

# Kinds whose partial results combine with the same kind, or with the kind `COMBINE` names.
SPLITTABLE = frozenset({"sum", "prod", "max", "min", "any", "xor_sum", "welford"})
COMBINE = {"welford": "welford_combine"}
# Kinds without an identity: split only into chunks that divide the range (no masking).
UNMASKABLE = frozenset({"welford"})


@dataclass(frozen=True)
class LoopSplitReductionPass(ModulePass):
    """Split reductions of a long static range into few outputs into two kernels.

    Before:

        loop.kernel [] reduce [r0 = 1048576] {
          %v = loop.load %x[r0] : f32
          %s = loop.reduce sum %v : f32
          %c = arith.cmpf olt, %s, %zero : f32
          loop.store %out[0], %c : i1
        }

    After:

        %partial = loop.alloc : !loop.buffer<[256], f32>
        loop.kernel [p0 = 256] reduce [r0 = 4096] {
          %v = loop.load %x["4096*p0 + r0"] : f32
          %s = loop.reduce sum %v : f32
          loop.store %partial[p0], %s : f32
        }
        loop.kernel [] reduce [r0 = 256] {
          %p = loop.load %partial[r0] : f32
          %s = loop.reduce sum %p : f32
          %c = arith.cmpf olt, %s, %zero : f32
          loop.store %out[0], %c : i1
        }
    """

    name = "loop-split-reduction"

    min_size: int = 32768
    """Shortest reduction range that is split."""
    max_outputs: int = 128
    """Kernels with this many outputs or more are left alone."""
    partials: int = 256
    """Number of partial reductions (first-kernel programs) aimed at, over all outputs."""
    min_chunk: int = 1024
    """Shortest chunk one partial reduces."""
    outer_tile: int = 64
    """Outputs one program of an outer reduction computes (Triton's widest XBLOCK for one:
    64 float channels are 256 contiguous bytes a row)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for func in [f for f in op.walk() if isinstance(f, FuncOp)]:
            if not func.body.blocks:
                continue
            for kernel in [k for k in func.body.block.ops if isinstance(k, KernelOp)]:
                if (split := self.split_of(kernel)) is not None:
                    _split(kernel, *split)

    def split_of(self, kernel: KernelOp) -> tuple[int, sympy.Expr] | None:
        """(S, C): the number of chunks and their length, or None to leave `kernel` alone."""
        numel, rnumel = kernel.numel, kernel.rnumel
        if not (kernel.is_reduction and numel.is_Integer):
            return None
        numel = int(numel)
        # outputs one program computes, and the programs the outputs give
        tile = min(self.outer_tile, numel) if _is_outer(kernel) else 1
        programs = -(-numel // tile) if tile else 0
        if not rnumel.is_Integer:
            # A symbolic range may be long at run time: S chunks of CeilDiv(R, S), masked.
            if not 0 < programs < self.max_outputs:
                return None
            chunks = max(2, self.partials // programs)
            return chunks, CeilDiv(rnumel, chunks)
        rnumel = int(rnumel)
        # a program's elements: its outputs' ranges
        if rnumel * tile < self.min_size or not 0 < programs < self.max_outputs:
            return None
        aim = max(2, min(self.partials // programs, rnumel * tile // self.min_chunk))
        chunks = next((s for s in range(aim, (aim - 1) // 2, -1) if rnumel % s == 0), aim)
        chunk = -(-rnumel // chunks)
        return -(-rnumel // chunk), sympy.Integer(chunk)  # no chunk lies wholly past the end


def _split(kernel: KernelOp, chunks: int, chunk: sympy.Expr) -> None:
    """Replace `kernel` by the partial and the combining kernels, if its body allows."""
    body = list(kernel.body.block.ops)
    reduces = [op for op in body if isinstance(op, ReduceOp)]
    if not reduces or not all(r.kind.data in SPLITTABLE for r in reduces):
        return
    if (any(r.kind.data in UNMASKABLE for r in reduces)
            and sympy.expand(chunks * chunk - kernel.rnumel) != 0):
        return
    after = _after_reduce(body)
    inside = _closure(body, [v for r in reduces for v in r.inputs])
    # What the epilogue reads from before the reduction is recomputed after it, so it must
    # not depend on the reduction variables; a store inside the reduction loop would have
    # to run in the first kernel, which is not worth it for a kernel with few outputs.
    epilogue = [op for op in body if op in after and not isinstance(op, ReduceOp)]
    outside = _closure(body, [v for op in epilogue for v in op.operands if v.owner not in after])
    reduce_vars = {s for s, _ in kernel.reduce_ranges}
    if (any(isinstance(op, StoreOp) for op in body if op not in after)
            or any(op in after for op in inside)
            or any(_uses(op, reduce_vars) for op in (*outside, *epilogue))):
        return

    extents = [e for _, e in kernel.ranges]
    p = [s for s, _ in kernel.ranges]
    chunk_var = sympy.Dummy("chunk", integer=True, nonnegative=True)
    strides = contiguous_strides([*extents, chunks])
    at_partial = sum((st * v for st, v in zip(strides, [*p, chunk_var], strict=True)),
                     sympy.Integer(0))
    allocs = [[AllocOp(BufferType([*extents, chunks], o.type)) for o in r.outputs]
              for r in reduces]

    # The chunk is the first kernel's outermost variable, the outputs' own stay innermost:
    # a column reduction (`x.sum(0)`) then reads neighbouring outputs from neighbouring
    # addresses, which the CPU backend vectorizes across (and Triton coalesces).
    first = KernelOp([chunks, *extents], [chunk])
    s_var, *first_p = [v for v, _ in first.ranges]
    renamed = dict(zip(p, first_p, strict=True))
    _fill_first(first, kernel, body, inside, reduces, allocs,
                at_partial.xreplace({**renamed, chunk_var: s_var}), chunk, renamed)
    second = KernelOp(extents, [chunks])
    _fill_second(second, body, outside | set(epilogue), reduces, allocs,
                 at_partial.xreplace({chunk_var: second.reduce_ranges[0][0]}))

    block = kernel.parent_block()
    assert block is not None  # split_of is only asked about kernels of a function body
    block.insert_ops_before([*(a for per in allocs for a in per), first, second], kernel)
    kernel.detach()
    kernel.erase()


def _fill_first(first: KernelOp, kernel: KernelOp, body: list[Operation], inside: set[Operation],
                reduces: list[ReduceOp], allocs: list[list[AllocOp]], at_partial: sympy.Expr,
                chunk: sympy.Expr, renamed: dict[sympy.Symbol, sympy.Symbol]) -> None:
    """The partial reductions: chunk `s` of the range is `C*s + c`, masked past its end;
    `renamed` maps the kernel's output variables to the first kernel's."""
    new_block = first.body.block
    ranges = dict(first.ranges + first.reduce_ranges)
    s_var, c_var = first.ranges[0][0], first.reduce_ranges[0][0]
    flat = chunk * s_var + c_var
    rextents = [e for _, e in kernel.reduce_ranges]
    old_vars = [s for s, _ in kernel.reduce_ranges]
    strides = contiguous_strides(rextents)
    substitution: dict[sympy.Symbol, sympy.Expr] = dict(renamed)
    in_bounds: dict[sympy.Symbol, sympy.Expr] = dict(renamed)
    # Variables that every access walks as one (r0, r1, r2 of a batch norm's N, H, W over
    # NHWC: strides 64*H*W, 64*W, 64) are one run of `flat`: the first ones drop out, the last
    # takes the run's position, so that a read indexes `64*flat + channel`, not a sum of
    # divisions and modulos that hides its stride from the code generators.
    uses = [op.index.data if isinstance(op, LoadOp) else op.expr.data
            for op in inside if isinstance(op, LoadOp | IndexOp)]
    for first_k, last_k in _contiguous_runs(uses, old_vars, rextents):
        run = sympy.Mul(*rextents[first_k:last_k + 1])
        for v in old_vars[first_k:last_k]:
            substitution[v] = in_bounds[v] = sympy.Integer(0)
        last = old_vars[last_k]
        substitution[last] = ModularIndexing(flat, strides[last_k], run)
        # Where flat < R holds (a load, masked past the end, or every element when the chunks
        # divide R), the outermost run needs no modulo: the indices of a contiguous read then
        # fold back to `flat` (a modulo per element would keep the loop from vectorizing).
        in_bounds[last] = (FloorDiv(flat, strides[last_k]) if first_k == 0
                           else substitution[last])

    def reindex(expr: sympy.Expr, bounded: bool) -> sympy.Expr:
        return simplify_with_ranges(expr.xreplace(in_bounds if bounded else substitution), ranges)

    in_range: SSAValue | None = None
    if sympy.expand(first.rnumel * first.ranges[0][1] - kernel.rnumel) != 0:
        index = IndexOp(flat, i64)
        end = (arith.ConstantOp(IntegerAttr(int(kernel.rnumel), i64))
               if kernel.rnumel.is_Integer else IndexOp(kernel.rnumel, i64))
        test = arith.CmpiOp(index, end, "slt")
        new_block.add_ops([index, end, test])
        in_range = test.result

    mapping: dict[SSAValue, SSAValue] = {}
    for op in body:
        if op not in inside:
            continue
        if isinstance(op, LoadOp):
            new_ops = _reindexed_load(op, reindex(op.index.data, True), in_range, mapping)
        else:
            new_ops = [op.clone(mapping)]
            if isinstance(new_ops[0], IndexOp):
                new_ops[0].expr = ExprAttr(reindex(new_ops[0].expr.data, in_range is None))
        new_block.add_ops(new_ops)
        mapping.update(zip(op.results, new_ops[-1].results, strict=True))
    # Reduction inputs first, then the reductions, then their stores: the stores run after
    # the reduction loop.
    partials: list[ReduceOp] = []
    for reduce in reduces:
        old = reduce.inputs[0]
        value = mapping.get(old, old)
        identity = _identity(reduce.kind.data, value.type)
        if in_range is not None:
            if isinstance(old.owner, LoadOp) and old.owner.mask is None and old.has_one_use():
                # Masked only to the range and read by this reduction alone: the load itself
                # reads the identity past the end.
                new_load = value.owner
                assert isinstance(new_load, LoadOp)
                new_load.other = identity
            else:
                fill = arith.ConstantOp(identity)
                select = arith.SelectOp(in_range, value, fill)
                new_block.add_ops([fill, select])
                value = select.result
        partials.append(ReduceOp(reduce.kind.data, [value]))
    new_block.add_ops(partials)
    new_block.add_ops([StoreOp(alloc.result, at_partial, out)
                       for partial, per in zip(partials, allocs, strict=True)
                       for out, alloc in zip(partial.outputs, per, strict=True)])


def _reindexed_load(op: LoadOp, index: sympy.Expr, in_range: SSAValue | None,
                    mapping: dict[SSAValue, SSAValue]) -> list[Operation]:
    """`op` at `index`, and masked to the range when `in_range` is given: past the end a
    load's address may lie outside its buffer."""
    ops: list[Operation] = []
    mask = mapping.get(op.mask, op.mask) if op.mask is not None else None
    other = op.other
    if in_range is not None:
        if mask is None:
            mask = in_range
        else:
            both = arith.AndIOp(mask, in_range)
            ops.append(both)
            mask = both.result
        other = other if other is not None else _identity("sum", op.result.type)  # any value
    ops.append(LoadOp(mapping.get(op.buffer, op.buffer), index,
                      [mapping.get(v, v) for v in op.indirect], mask, other))
    return ops


def _fill_second(second: KernelOp, body: list[Operation], kept: set[Operation],
                 reduces: list[ReduceOp], allocs: list[list[AllocOp]], at_partial: sympy.Expr
                 ) -> None:
    """Combine the partials, then recompute what the epilogue reads and run the epilogue."""
    new_block = second.body.block
    mapping: dict[SSAValue, SSAValue] = {}
    for reduce, per in zip(reduces, allocs, strict=True):
        loads = [LoadOp(alloc.result, at_partial) for alloc in per]
        kind = reduce.kind.data
        combined = ReduceOp(COMBINE.get(kind, kind), [load.result for load in loads])
        new_block.add_ops([*loads, combined])
        mapping.update(zip(reduce.outputs, combined.outputs, strict=True))
    for op in body:
        if op in kept:
            new_block.add_op(op.clone(mapping))


def _after_reduce(body: list[Operation]) -> set[Operation]:
    """The reductions and the ops that run after the reduction loop (they use a result)."""
    after: set[Operation] = set()
    values: set[SSAValue] = set()
    for op in body:
        if isinstance(op, ReduceOp) or any(v in values for v in op.operands):
            after.add(op)
            values.update(op.results)
    return after


def _closure(body: list[Operation], roots: list[SSAValue]) -> set[Operation]:
    """The ops of `body` that compute `roots`, directly or through their operands."""
    ops: set[Operation] = set()
    members = set(body)
    pending = [v.owner for v in roots]
    while pending:
        op = pending.pop()
        if isinstance(op, Operation) and op in members and op not in ops:
            ops.add(op)
            pending.extend(v.owner for v in op.operands)
    return ops


def _contiguous_runs(exprs: list[sympy.Expr], variables: list[sympy.Symbol],
                     extents: list[sympy.Expr]) -> list[tuple[int, int]]:
    """The variables cut into runs (first, last position) of neighbours that every expression
    uses as one: linearly, with coefficients c[k] == c[k + 1] * extents[k + 1] (or not at all);
    `exprs` then read `c[last] * (the run's flat index)`."""
    expanded = [sympy.expand(e) for e in exprs]

    def joined(k: int) -> bool:
        a, b = variables[k], variables[k + 1]
        for e in expanded:
            ca, cb = e.coeff(a), e.coeff(b)
            rest = e - ca * a - cb * b
            if ({a, b} & (rest.free_symbols | ca.free_symbols | cb.free_symbols)
                    or sympy.expand(ca - cb * extents[k + 1]) != 0):
                return False
        return True

    runs: list[tuple[int, int]] = []
    start = 0
    for k in range(len(variables)):
        if k == len(variables) - 1 or not joined(k):
            runs.append((start, k))
            start = k + 1
    return runs


def _is_outer(kernel: KernelOp) -> bool:
    """Whether every load that walks the range reads neighbouring outputs from neighbouring
    addresses and the range at a stride (`walk_order` "outer"). Loads the same for every
    output (a layer norm's per-row mean and rstd in its weight's gradient, a column sum of
    `dy * (x - mean) * rstd`) read one value a row for a whole tile and do not count."""
    reduce_vars = {v for v, _ in kernel.reduce_ranges}
    output_vars = {v for v, _ in kernel.ranges}
    loads = [op.index.data for op in kernel.body.block.ops
             if isinstance(op, LoadOp) and op.index.data.free_symbols & reduce_vars
             and op.index.data.free_symbols & output_vars]
    return bool(loads) and all(walk_order(kernel, e) == "outer" for e in loads)


def _uses(op: Operation, variables: set[sympy.Symbol]) -> bool:
    if isinstance(op, LoadOp | StoreOp):
        return bool(op.index.data.free_symbols & variables)
    if isinstance(op, IndexOp):
        return bool(op.expr.data.free_symbols & variables)
    return False


def _identity(kind: str, element_type: Attribute) -> FloatAttr | IntegerAttr:
    """The value `kind` ignores: 0 for sum, any and xor_sum, 1 for prod, the lowest (highest)
    value of the type for max (min)."""
    if isinstance(element_type, AnyFloat):
        value = {"prod": 1.0, "max": -math.inf, "min": math.inf}.get(kind, 0.0)
        return FloatAttr(value, element_type)
    assert isinstance(element_type, IntegerType)
    width = element_type.width.data
    unsigned = width == 1 or element_type.signedness.data == Signedness.UNSIGNED
    low, high = (0, 2**width - 1) if unsigned else (-(2 ** (width - 1)), 2 ** (width - 1) - 1)
    value = {"prod": 1, "max": low, "min": high}.get(kind, 0)
    return IntegerAttr(value, element_type)

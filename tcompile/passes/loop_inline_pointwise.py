"""loop-inline-pointwise: substitute cheap pointwise kernels into the kernels that read them.

`convert-prim-to-loop` emits one kernel per prim op: constants (`prim.full`), dtype casts of
a weight, `x*2` then `+1`, each storing a whole buffer. Inductor never materialises most of
these: a pointwise node's `inner_fn` calls its inputs' loaders, so chains compose, and a buffer
is only *realized* when its body is large (`realize_opcount_threshold`, 30 ops), when several
users would each recompute it and it reads too much (`realize_reads_threshold`, 4), or when a
reduction or a library call needs it. This pass does the same on the loop dialect, right after
the conversion, so that `loop-fuse` sees one kernel where Inductor would have one node (a
[4096] bf16->f32 weight cast does not match a [16384, 4096] group, but its body inlined into
the consumer does). The reads counted here are the copies of the producer's body inlining
makes: its buffer's loads, those of one element in one kernel counted once (`x * x` is one
copy). A producer that loads nothing (a constant, an iota) is always cheaper to recompute
than to read.

A producer is a top-level pointwise kernel that stores one `loop.alloc` buffer, once, at the
row-major linearisation of its own iteration space, `sum(stride_k*p_k)`, covering the buffer.
That store inverts: the element at flat index `g` was computed at
`p_k = ModularIndexing(g, stride_k, n_k)` (`FloorDiv(g, stride_0)` for the outermost), so a
consumer's `loop.load %buf[g]` becomes the producer's body with `p_k` replaced by those
expressions (simplified with the consumer's ranges). Kernels are visited in program order, so a
kernel that received inlined bodies can itself be inlined further down a chain. A producer whose
buffer has no readers left is erased with its alloc. A kernel marked `tc.realize` (stored
for its layout) is never inlined.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import sympy
from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects.builtin import AnyFloat, FloatAttr, IntegerAttr, ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Attribute, Block, Operation, SSAValue
from xdsl.passes import ModulePass

from tcompile.dialects.loop import (
    REALIZE,
    AllocOp,
    BufferType,
    ExternOp,
    FusedOp,
    IndexOp,
    KernelOp,
    LoadOp,
    StoreOp,
    ViewOp,
    contiguous_strides,
)
from tcompile.dialects.sym import FloorDiv, ModularIndexing
from tcompile.passes.analysis.deps import itemsize
from tcompile.passes.analysis.simplify import simplify_with_ranges, upper_bound


@dataclass(frozen=True)
class LoopInlinePointwisePass(ModulePass):
    """Inline cheap pointwise kernels into their readers (Inductor's inner_fn composition).

    Before:

        %wf = loop.alloc : !loop.buffer<[64], f32>
        loop.kernel [p0 = 64] {
          %a = loop.load %w[p0] : bf16
          %b = arith.extf %a : bf16 to f32
          loop.store %wf[p0], %b : f32
        }
        loop.kernel [p0 = 8, p1 = 64] {
          %x = loop.load %in["64*p0 + p1"] : f32
          %y = loop.load %wf[p1] : f32
          %z = arith.mulf %x, %y : f32
          loop.store %out["64*p0 + p1"], %z : f32
        }

    After:

        loop.kernel [p0 = 8, p1 = 64] {
          %x = loop.load %in["64*p0 + p1"] : f32
          %a = loop.load %w[p1] : bf16
          %b = arith.extf %a : bf16 to f32
          %z = arith.mulf %x, %b : f32
          loop.store %out["64*p0 + p1"], %z : f32
        }
    """

    name = "loop-inline-pointwise"

    max_ops: int = 30
    """A producer body with more ops (its store not counted) is kept (realize_opcount_threshold)."""
    max_reads: int = 4
    """A producer that several kernels read is kept when inlining makes more copies of its
    body, or when it reads more buffers (realize_reads_threshold)."""
    max_acc_reads: int = 8
    """A producer that reads more buffers is kept whoever reads it (realize_acc_reads_threshold):
    without this, a residual stream `x + a1 + m1 + a2 + ...` grows into every kernel reading it,
    each recomputing the whole sum (GPT-2's twelfth layer would read all 24 earlier outputs)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for func in [f for f in op.walk() if isinstance(f, FuncOp)]:
            if not func.body.blocks:
                continue
            block = func.body.block
            for kernel in [k for k in block.ops if isinstance(k, KernelOp)]:
                _inline_producer(kernel, block, self.max_ops, self.max_reads,
                                 self.max_acc_reads)


def _inline_producer(kernel: KernelOp, block: Block, max_ops: int, max_reads: int,
                     max_acc_reads: int) -> None:
    store = _single_linear_store(kernel)
    if store is None or REALIZE in kernel.attributes:
        return
    alloc = store.buffer.owner
    assert isinstance(alloc, AllocOp)
    loads = _reader_loads(kernel, store)
    if not loads:
        return
    body_ops = [op for op in kernel.body.block.ops if op is not store]
    if len(body_ops) > max_ops or any(op.regions for op in body_ops):
        return
    reads = len({op.buffer for op in body_ops if isinstance(op, LoadOp)})
    consumers = {_top_level(load) for load in loads}
    copies = len({_copy_key(load) for load in loads})
    if reads > max_acc_reads or (reads and len(consumers) > 1
                                 and max(copies, reads) > max_reads):
        return
    if len(consumers) > 1 and _holds_more(kernel, alloc, body_ops, consumers, block):
        return
    does_loads = reads > 0
    legal = [load for load in loads if _can_substitute(kernel, load)]
    # Recomputing a constant is free; recomputing loads only pays if the buffer disappears.
    if does_loads and len(legal) < len(loads):
        return
    # Loads of one element in one kernel share one copy (in program order, so it dominates).
    shared: dict[tuple, SSAValue] = {}
    for load in legal:
        key = _copy_key(load)
        if key in shared:
            load.result.replace_all_uses_with(shared[key])
            load.parent_block().erase_op(load)
        else:
            shared[key] = _substitute(kernel, store, load)
    if store.buffer.has_one_use():  # the store
        block.erase_op(kernel)
        block.erase_op(alloc)


def _copy_key(load: LoadOp) -> tuple:
    """Loads with one key share one copy of the producer's body: one element read in one
    block (a masked read is its own copy: it is `other` where its mask is off)."""
    return (load.parent_block(), load.index, tuple(load.indirect), load.mask, load.other)


def _holds_more(kernel: KernelOp, alloc: AllocOp, body_ops: list[Operation],
                consumers: set[Operation | None], block: Block) -> bool:
    """Whether inlining into several consumers would keep more bytes alive than the
    producer's own buffer: the buffers it reads that no op reads after its first consumer
    die there when it is kept, but live on to its last consumer when its body is copied
    into each (two gradients of one activation kept apart through a residual block's whole
    backward, where eager sums them into one buffer at once). Only allocations count
    (what a function's arguments hold is its caller's), and only static sizes."""
    position = {op: i for i, op in enumerate(block.ops)}
    first = min(position[c] for c in consumers if c is not None)
    held = 0
    for buffer in {_root(op.buffer) for op in body_ops if isinstance(op, LoadOp)}:
        if not isinstance(buffer.owner, AllocOp) or buffer.owner.parent is not block:
            continue
        if any(position.get(_top_level(u), -1) > first
               for u in _uses_through_views(buffer) if _top_level(u) is not kernel):
            continue
        size = _bytes(buffer)
        if size is None:
            return False
        held += size
    own = _bytes(alloc.result)
    return own is not None and held > own


def _uses_through_views(buffer: SSAValue) -> list[Operation]:
    found = []
    for use in buffer.uses:
        if isinstance(use.operation, ViewOp):
            found += _uses_through_views(use.operation.result)
        else:
            found.append(use.operation)
    return found


def _bytes(buffer: SSAValue) -> int | None:
    t = buffer.type
    assert isinstance(t, BufferType)
    numel = sympy.sympify(t.numel())
    return int(numel) * itemsize(t.element_type) if numel.is_Integer else None


def _single_linear_store(kernel: KernelOp) -> StoreOp | None:
    """The store of a kernel that could be inlined: pointwise, one store to an unshared alloc at
    the row-major linearisation of the kernel's ranges, which cover the whole buffer."""
    if kernel.is_reduction:
        return None
    stores = [op for op in kernel.body.walk() if isinstance(op, StoreOp)]
    if len(stores) != 1 or stores[0].parent_op() is not kernel:
        return None
    store = stores[0]
    alloc = store.buffer.owner
    if not isinstance(alloc, AllocOp) or alloc.is_internal or alloc.parent is not kernel.parent:
        return None
    buffer_type = alloc.result.type
    assert isinstance(buffer_type, BufferType)
    extents = [n for _, n in kernel.ranges]
    linear = sum((s * p for s, (p, _) in zip(contiguous_strides(extents), kernel.ranges,
                                             strict=True)), sympy.Integer(0))
    if sympy.expand(store.index.data - linear) != 0:
        return None
    if sympy.expand(kernel.numel - buffer_type.numel()) != 0:
        return None
    return store


def _reader_loads(kernel: KernelOp, store: StoreOp) -> list[LoadOp]:
    """The loads of the producer's buffer, if they are its only other uses and all come after
    the producer (no extern, view, return or second writer sees the buffer); else []."""
    loads = []
    for use in store.buffer.uses:
        user = use.operation
        if user is store:
            continue
        if not (isinstance(user, LoadOp) and use.index == 0):
            return []
        top = _top_level(user)
        if top is kernel or top is None or not kernel.is_before_in_block(top):
            return []
        loads.append(user)
    return sorted(loads, key=_program_order)


def _program_order(load: LoadOp) -> tuple[int, ...]:
    path = []
    op: Operation | None = load
    while op is not None and not isinstance(op, FuncOp):
        block = op.parent_block()
        if block is None:
            break
        path.append(block.get_operation_index(op))
        op = block.parent_op()
    return tuple(reversed(path))


def _top_level(op: Operation) -> Operation | None:
    """The function-level op (kernel or loop.fused) that holds `op`."""
    while op.parent_op() is not None and not isinstance(op.parent_op(), FuncOp):
        op = op.parent_op()
    return op if isinstance(op.parent_op(), FuncOp) else None


def _can_substitute(producer: KernelOp, load: LoadOp) -> bool:
    """Whether the load may become the producer's body: no mask, only simple indirection, and
    nothing from the producer to the consumer (itself included) writes what the producer
    reads, or the substituted loads would see other values."""
    if load.mask is not None and (load.indirect or any(
            isinstance(op, _INTEGER_DIVISIONS) for op in producer.body.walk())):
        # A masked load (max pooling's window, padding) inlines the producer guarded by its
        # mask: masked-off elements compute on `other` values, which an integer division
        # could trap on.
        return False
    producer_loads = [op for op in producer.body.walk() if isinstance(op, LoadOp)]
    if load.indirect and any(isinstance(op, IndexOp) or isinstance(op, LoadOp) and op.indirect
                             for op in producer.body.walk()):
        # At an element read through an index value (`%buf[i0] indirect(%v)`), the
        # producer's loop variables are functions of that value, which a `loop.index`
        # (an expression of the kernel's own variables) cannot hold.
        return False
    read = {_root(op.buffer) for op in producer_loads}
    if not read:
        return True
    consumer = _top_level(load)
    op = producer.next_op
    while op is not None:
        if _written_roots(op) & read:
            return False
        if op is consumer:
            return True
        op = op.next_op
    return False


_INTEGER_DIVISIONS = (arith.DivSIOp, arith.DivUIOp, arith.RemSIOp, arith.RemUIOp,
                      arith.FloorDivSIOp, arith.CeilDivSIOp, arith.CeilDivUIOp)


def _root(buffer: SSAValue) -> SSAValue:
    while isinstance(buffer.owner, ViewOp):
        buffer = buffer.owner.source
    return buffer


def _written_roots(op: Operation) -> set[SSAValue]:
    if isinstance(op, KernelOp | FusedOp):
        return {_root(s.buffer) for s in op.walk() if isinstance(s, StoreOp)}
    if isinstance(op, ExternOp):
        return {_root(v) for v in op.outs}
    if isinstance(op, AllocOp | ViewOp):
        return set()
    # Anything else may write any buffer it is given.
    return {_root(v) for v in op.operands if isinstance(v.type, BufferType)}


@functools.lru_cache(maxsize=65536)  # a BatchNorm's four per-channel loads ask the same
def _index_at(expr: sympy.Expr, producer_ranges: tuple[tuple[sympy.Symbol, sympy.Expr], ...],
              flat: sympy.Expr, space: tuple[tuple[sympy.Symbol, sympy.Expr], ...]
              ) -> sympy.Expr:
    """A producer's index `expr` (over its loops `producer_ranges`) at the element its
    consumer reads, `flat` (over the consumer's loops `space`), simplified."""
    ranges = dict(space)
    extents = [n for _, n in producer_ranges]
    strides = contiguous_strides(extents)
    # The producer's loads usually read at its own flat position (`sum(stride_k*p_k) + c`,
    # an elementwise op's input laid out as its output): there the substitution is `flat + c`
    # exactly (the FloorDiv/ModularIndexing digits of `flat` recombine to `flat` for every
    # integer when the outermost loop keeps its FloorDiv), without building and simplifying
    # the digits.
    if extents and extents[0] != 1:
        linear = {p: stride for (p, n), stride in zip(producer_ranges, strides, strict=True)
                  if n != 1}
        own = {p for p, _ in producer_ranges}
        coeffs = expr.as_coefficients_dict()
        if (all(coeffs.get(p) == stride for p, stride in linear.items())
                and all(t in linear or not (t.free_symbols & own) for t in coeffs)):
            rest = [c * t for t, c in coeffs.items() if t not in linear]
            return simplify_with_ranges(sympy.Add(flat, *rest), ranges)
    digits = _mixed_radix_digits(flat, extents, strides, ranges)
    if digits is not None:
        at = {p: d for (p, _), d in zip(producer_ranges, digits, strict=True)}
        return simplify_with_ranges(expr.xreplace(at), ranges)
    at = {}
    for k, ((p, n), stride) in enumerate(zip(producer_ranges, strides, strict=True)):
        if n == 1:
            at[p] = sympy.Integer(0)
        else:
            at[p] = FloorDiv(flat, stride) if k == 0 else ModularIndexing(flat, stride, n)
    return simplify_with_ranges(expr.xreplace(at), ranges)


def _mixed_radix_digits(flat: sympy.Expr, extents: list[sympy.Expr],
                        strides: list[sympy.Expr], ranges: dict[sympy.Symbol, sympy.Expr]
                        ) -> list[sympy.Expr] | None:
    """The producer's loop indices at consumer position `flat`, read off its terms, or None.

    When `flat` is a sum of nonnegative multiples of the consumer's loop variables (plus a
    constant) and each term falls in one digit of the producer's mixed radix (its coefficient
    a multiple of that dim's stride) without the digits' sums reaching the next dim, that
    split is the only one: digit k is `FloorDiv(flat, stride_k)` (k = 0) or
    `ModularIndexing(flat, stride_k, n_k)`, without sympy having to prove it. A channels-last
    layer reading a row-major one (`75264*p0 + 56*p1 + p2 + 3136*p3` over [2, 24, 56, 56]:
    p0, p3, p1, p2) took 10-70 ms each through the general simplification, ~0.5 s of
    MobileNetV2's lowering."""
    if not all(sympy.sympify(n).is_Integer and n > 0 for n in extents):
        return None  # (an empty buffer's strides are 0)
    digits: list[sympy.Expr] = [sympy.Integer(0)] * len(extents)
    bounds = [0] * len(extents)  # each digit's largest value
    constant = 0
    for term, c in flat.as_coefficients_dict().items():
        if not (c.is_Integer and c >= 0):
            return None
        if term == 1:
            constant = int(c)
            continue
        n = ranges.get(term)
        if not (term.is_Symbol and n is not None and sympy.sympify(n).is_Integer):
            return None
        k = next((k for k, stride in enumerate(strides)
                  if extents[k] != 1 and c % stride == 0), None)
        if k is None:
            return None
        digits[k] += (c // strides[k]) * term
        bounds[k] += int(c // strides[k]) * (int(n) - 1)
    for k, stride in enumerate(strides):
        if extents[k] != 1:
            q, constant = divmod(constant, int(stride))
            digits[k] += q
            bounds[k] += q
    if constant or any(bounds[k] >= extents[k] for k in range(1, len(extents))):
        return None
    return digits


def _substitute(producer: KernelOp, store: StoreOp, load: LoadOp) -> SSAValue:
    """Replace `load` by a copy of the producer's body evaluated at the element it reads;
    the value that replaced it."""
    consumer = load.parent_op()
    assert isinstance(consumer, KernelOp)
    space = tuple(consumer.ranges + consumer.reduce_ranges)
    ranges = dict(space)
    flat = load.index.data
    producer_ranges = tuple(producer.ranges)

    def rewrite(expr: sympy.Expr) -> sympy.Expr:
        return _index_at(expr, producer_ranges, flat, space)

    block = consumer.body.block
    values: dict[SSAValue, SSAValue] = {}
    for op in producer.body.block.ops:
        if op is store:
            continue
        if isinstance(op, LoadOp):
            index = rewrite(op.index.data)
            # The producer's own `i*` symbols, or (never both) the consumer load's.
            if op.indirect:
                indirect = [values.get(v, v) for v in op.indirect]
            elif index.free_symbols & set(load.indirect_symbols):
                indirect = list(load.indirect)
            else:
                indirect = []
            mask = values.get(op.mask, op.mask) if op.mask is not None else None
            # read only where the consumer's load would, unless the element is inside the
            # buffer wherever the consumer runs (a BatchNorm's per-channel parameters under a
            # convolution window's masked loads: then one load serves every copy)
            if load.mask is not None and not (mask is None and not indirect
                                              and _always_inside(index, op.buffer, ranges)):
                if mask is None:
                    mask = load.mask
                else:
                    both = arith.AndIOp(load.mask, mask)
                    block.insert_op_before(both, load)
                    mask = both.result
            other = op.other
            if mask is not None and other is None:
                other = _zero(op.result.type)
            new: Operation = LoadOp(op.buffer, index, indirect=indirect, mask=mask,
                                    other=other)
            new.attributes |= op.attributes
            new.result.name_hint = op.result.name_hint
            existing = _equal_before(block, load, new)
            if existing is not None:
                new.erase()
                values[op.result] = existing
                continue
        elif isinstance(op, IndexOp):
            new = IndexOp(rewrite(op.expr.data), op.result.type)
            new.result.name_hint = op.result.name_hint
        elif isinstance(op, arith.ConstantOp):
            existing = _equal_before(block, load, op)
            if existing is not None:
                values[op.result] = existing
                continue
            new = op.clone()
            # At the top of the body, where later inlined copies can share it.
            block.insert_op_before(new, block.first_op)
            values[op.result] = new.results[0]
            continue
        else:
            new = op.clone(value_mapper=values)
        block.insert_op_before(new, load)
        values.update(zip(op.results, new.results, strict=True))
    value = values.get(store.value, store.value)
    if load.mask is not None:  # `other` where the consumer's load is masked off
        other = load.other if load.other is not None else _zero(value.type)
        other_value = arith.ConstantOp(other)
        select = arith.SelectOp(load.mask, value, other_value.result)
        block.insert_op_before(other_value, load)
        block.insert_op_before(select, load)
        value = select.result
    load.result.replace_all_uses_with(value)
    block.erase_op(load)
    return value


def _always_inside(index: sympy.Expr, buffer: SSAValue, ranges: dict) -> bool:
    """Whether `index` falls inside `buffer` for every value of the kernel's `ranges`. Each
    division's dividend must be nonnegative there too: the printers' `//` and `%` truncate,
    so `(p - 1) % 32` is -1 at p = 0 where sympy's floor says 31."""
    t = buffer.type
    assert isinstance(t, BufferType)
    if any(upper_bound(d.args[0], ranges) is None
           for d in index.atoms(FloorDiv, ModularIndexing)):
        return False
    bound = upper_bound(index, ranges)  # (None unless also nonnegative)
    last = sum(((n - 1) * stride for n, stride in zip(t.sizes, t.strides, strict=True)),
               sympy.Integer(0))
    return bound is not None and bool(sympy.expand(last - bound).is_nonnegative)


def _zero(t: Attribute) -> FloatAttr | IntegerAttr:
    return FloatAttr(0.0, t) if isinstance(t, AnyFloat) else IntegerAttr(0, t)


def _equal_before(block: Block, load: LoadOp, op: LoadOp | arith.ConstantOp
                  ) -> SSAValue | None:
    """The result of an op of `block` before `load` that computes what `op` does: an equal
    constant, or a load of the same element (nothing in the consumer writes the buffers the
    producer reads, `_can_substitute` checked that)."""
    for other in block.ops:
        if other is load:
            return None
        if isinstance(op, arith.ConstantOp) and isinstance(other, arith.ConstantOp):
            if other.value == op.value and other.result.type == op.result.type:
                return other.result
        elif isinstance(op, LoadOp) and isinstance(other, LoadOp):
            if (other.buffer == op.buffer and other.index == op.index
                    and list(other.indirect) == list(op.indirect)
                    and other.mask is None and op.mask is None):
                return other.result
    return None

"""How one top-level `loop.kernel` or `loop.fused` group runs as a single kernel launch.

Both backends share this schedule (Inductor's `SIMDKernel` split into what is common to its
Triton and C++ codegen). A launch covers the group `(numel, rnumel)`: every program instance
or outer-loop iteration owns some of the `numel` outer indices `xindex`, and walks the
`rnumel` inner indices `rindex` in one or more *loop phases*:

    for xindex in <this launch's share of range(numel)>:
        <phase 1, "loop">   for rindex in range(rnumel): members' per-element ops
                            then: reductions' final values, ops on them, their stores
        <phase 2, "outer">  members over the numel space: one value per xindex
        <phase 3, "loop">   a member reading a reduction of phase 1 needs a new pass over r
        ...

Every member's iteration variables are rewritten as index expressions of `xindex` and
`rindex` (its flat row-major iteration number is `xindex * rnumel + rindex`, or `xindex`
for a member over the numel space), simplified with the known ranges; so a member never
needs its own loop nest.

A `loop.combo` launch has no phases of its own: its `parts` are the schedules of its members,
each over its own range of program ids (`codegen/triton/kernel.py`), sharing one list of
buffer arguments.

`loop.alloc internal` buffers carry values between members of one launch. Those written
once per `xindex` (reduction results, outer members) or read in the same loop phase that
writes them stay in registers: a load from one is the stored value. Any other internal
buffer is *spilled*: it gets memory like an ordinary buffer, and the wrapper allocates it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

import sympy
from xdsl.dialects import arith
from xdsl.ir import Operation, SSAValue

from tcompile.dialects import loop
from tcompile.dialects.sym import FloorDiv, ModularIndexing
from tcompile.passes.analysis.simplify import simplify_with_ranges

XINDEX = sympy.Symbol("xindex", integer=True, nonnegative=True)
RINDEX = sympy.Symbol("rindex", integer=True, nonnegative=True)

Level = Literal["loop", "outer"]


class CodegenError(Exception):
    """Loop IR that a backend cannot turn into a kernel; the message names the construct."""


@dataclass
class Member:
    """One `loop.kernel` of the group, with its variables expressed in xindex/rindex."""

    kernel: loop.KernelOp
    level: Level
    index_map: dict[sympy.Symbol, sympy.Expr]
    ranges: dict[sympy.Symbol, sympy.Expr]
    constants: list[arith.ConstantOp] = field(default_factory=list)
    # Ops run once per (xindex, rindex) element (for an outer member: once per xindex).
    # For a reduction member they end with the `loop.reduce` ops that accumulate.
    body: list[Operation] = field(default_factory=list)
    # Ops of a reduction member that use reduced values: run once per xindex, after the loop.
    post: list[Operation] = field(default_factory=list)

    def index(self, expr: sympy.Expr) -> sympy.Expr:
        """`expr` (over this member's variables) over xindex/rindex, simplified."""
        return simplify_with_ranges(expr.xreplace(self.index_map), self.ranges)

    @property
    def is_reduction(self) -> bool:
        return self.kernel.is_reduction


@dataclass
class Phase:
    level: Level
    members: list[Member]

    @property
    def reductions(self) -> list[Member]:
        return [m for m in self.members if m.is_reduction]


@dataclass
class BufferArg:
    """A buffer the launch reads or writes through memory, in kernel-argument order."""

    value: SSAValue
    name: str  # the kernel parameter: in_ptr0, out_ptr0, ...
    type: loop.BufferType
    written: bool


@dataclass
class KernelSchedule:
    name: str
    op: loop.KernelOp | loop.FusedOp
    numel: sympy.Expr
    rnumel: sympy.Expr
    phases: list[Phase]
    buffers: list[BufferArg]
    registers: set[SSAValue]  # internal buffers kept in registers
    spilled: set[SSAValue]  # internal buffers that need memory after all
    sizes: list[sympy.Symbol]  # size symbols the kernel takes as integer arguments
    parts: list[KernelSchedule] = field(default_factory=list)
    """A `loop.combo`'s members, each run over program ids of its own (numel: the largest)."""

    @property
    def members(self) -> list[Member]:
        return [m for p in self.phases for m in p.members] + \
            [m for part in self.parts for m in part.members]

    @property
    def is_reduction(self) -> bool:
        return any(m.is_reduction for m in self.members)

    def buffer(self, value: SSAValue) -> BufferArg:
        return next(b for b in self.buffers if b.value == value)


def schedule_kernel(op: loop.KernelOp | loop.FusedOp | loop.ComboOp, name: str, *,
                    split_pointwise: bool = False) -> KernelSchedule:
    """The schedule of one top-level kernel op.

    `split_pointwise` (the CPU backend) runs a pointwise kernel, or a group of them over the
    same ranges, as rows: numel = all but the last range, rnumel = the last range, so the
    innermost loop walks the last dimension and vectorizes; otherwise (Triton) a pointwise
    kernel is one flat range.
    """
    if isinstance(op, loop.ComboOp):
        return _combo_schedule(op, name)
    kernels = op.kernels if isinstance(op, loop.FusedOp) else [op]
    numel, rnumel = _group(kernels, split_pointwise)
    ranges = {XINDEX: sympy.Max(numel, 1), RINDEX: sympy.Max(rnumel, 1)}
    members = [_member(k, numel, rnumel, ranges) for k in kernels]
    phases = _phases(members)
    internal = {v for k in kernels for v in _buffers_used(k)
                if isinstance(v.owner, loop.AllocOp) and v.owner.is_internal}
    spilled = {v for v in internal if not _fits_registers(v, phases)}
    registers = internal - spilled
    return KernelSchedule(
        name=name, op=op, numel=numel, rnumel=rnumel, phases=phases,
        buffers=_buffer_args(kernels, registers), registers=registers, spilled=spilled,
        sizes=sorted(_size_symbols(kernels, numel, rnumel), key=lambda s: s.name))


@dataclass
class GemmSchedule:
    """A `loop.gemm` run as one matmul kernel: the product `a @ b` (plus `bias`, an addmm's)
    computed in tiles of (rows, columns) of the epilogue's (M, N) space, which `epilogue`
    schedules as a 2-D tile per program (numel M, rnumel N) whose loads of the product
    (`product`, a register buffer here) take the tile's value."""

    name: str
    op: loop.GemmOp
    epilogue: KernelSchedule
    a: SSAValue
    b: SSAValue
    bias: SSAValue | None

    @property
    def product(self) -> SSAValue:
        return self.op.product


def schedule_gemm(op: loop.GemmOp, name: str) -> GemmSchedule:
    """The template schedule of a `loop.gemm` (see `GemmSchedule`)."""
    kernel, product = op.kernel, op.product
    rows, cols = product.type.sizes
    ranges = {XINDEX: sympy.Max(rows, 1), RINDEX: sympy.Max(cols, 1)}
    member = _member(kernel, rows, cols, ranges)
    registers = {product}
    epilogue = KernelSchedule(
        name=name, op=kernel, numel=rows, rnumel=cols, phases=_phases([member]),
        buffers=_buffer_args([kernel], registers), registers=registers, spilled=set(),
        sizes=sorted(_size_symbols([kernel], rows, cols) |
                     {s for v in op.extern.ins for e in v.type.sizes for s in e.free_symbols},
                     key=lambda s: s.name))
    ins = list(op.extern.ins)
    bias = ins.pop(0) if op.extern.callee.data == "aten.addmm" else None
    return GemmSchedule(name, op, epilogue, ins[0], ins[1], bias)


def _combo_schedule(op: loop.ComboOp, name: str) -> KernelSchedule:
    """One schedule per member (each a flat pointwise launch of static size), their buffers
    renamed to the combo's argument list (read-only ones first)."""
    parts = [schedule_kernel(m, f"{name}_{k}") for k, m in enumerate(op.members)]
    if any(p.rnumel != 1 or not p.numel.is_Integer or p.sizes for p in parts):
        raise CodegenError("a loop.combo member is not a pointwise kernel over static sizes")
    order: list[SSAValue] = []
    written: set[SSAValue] = set()
    for p in parts:
        for b in p.buffers:
            if b.value not in order:
                order.append(b.value)
            if b.written:
                written.add(b.value)
    ins = [v for v in order if v not in written]
    outs = [v for v in order if v in written]
    buffers = [BufferArg(v, f"in_ptr{i}", v.type, False) for i, v in enumerate(ins)]
    buffers += [BufferArg(v, f"out_ptr{i}", v.type, True) for i, v in enumerate(outs)]
    names = {b.value: b.name for b in buffers}
    for p in parts:
        p.buffers = [BufferArg(b.value, names[b.value], b.type, b.written) for b in p.buffers]
    return KernelSchedule(
        name=name, op=op, numel=max((p.numel for p in parts), key=int), rnumel=sympy.Integer(1),
        phases=[], buffers=buffers, registers={v for p in parts for v in p.registers},
        spilled={v for p in parts for v in p.spilled}, sizes=[], parts=parts)


def _group(kernels: list[loop.KernelOp], split_pointwise: bool) -> tuple[sympy.Expr, sympy.Expr]:
    reductions = [k for k in kernels if k.is_reduction]
    if reductions:
        return reductions[0].numel, reductions[0].rnumel
    first = kernels[0]
    extents = [e for _, e in first.ranges]
    same = all([e for _, e in k.ranges] == extents for k in kernels)  # a fused pointwise group
    if split_pointwise and same and (k := _row_start(extents, kernels)) is not None:
        return sympy.Mul(*extents[:k]), sympy.Mul(*extents[k:])
    return first.numel, sympy.Integer(1)


def _row_start(extents: list[sympy.Expr], kernels: list[loop.KernelOp]) -> int | None:
    """Where the rows of a pointwise kernel start: the shortest run of trailing dims long
    enough to vectorize (16 elements, or a symbolic size), so that what varies only with the
    leading dims (a channel's batch-norm parameters in `[N, C, 8, 8]`) is read once per row,
    not gathered per element; None when no leading dim is left.

    Rows are longer where such reads allow: they start right after the innermost dim that a
    load not walking the last dim depends on (`[N, C, 16, 16]` with per-channel loads: rows
    of H * W = 256, not 16). A row's loop then runs long enough that its set-up (the row's
    indices, the hoisted per-channel loads) costs little: a BatchNorm-ReLU over
    [8, 16, 16, 16] ran 2048 rows of 16, now 128 rows of 256."""
    if _all_contiguous(extents, kernels):
        return None
    shortest = None
    for k in range(len(extents) - 1, 0, -1):
        row = sympy.Mul(*extents[k:])
        if not row.is_Integer or int(row) >= 16:
            shortest = k
            break
    if shortest is None:
        return None
    deepest = _deepest_row_invariant_dim(kernels, len(extents))
    if deepest is None or deepest + 1 >= shortest:
        return shortest
    return deepest + 1


def _all_contiguous(extents: list[sympy.Expr], kernels: list[loop.KernelOp]) -> bool:
    """Whether every load and store of the group reads or writes element p0 * (e1 * e2 ...)
    + p1 * (e2 ...) + ... of its buffer, and every index value it computes is that position
    (a random number's counter): the group is then one flat loop over all elements,
    as eager runs it, rather than rows (rows of 24 floats cost a loop set-up and a narrower
    remainder each: exp over [8192, 24] 0.61x eager as rows)."""
    for kernel in kernels:
        flat = kernel.flat_position
        for op in kernel.body.walk():
            if isinstance(op, loop.LoadOp) and (op.indirect or op.mask):
                return False
            if isinstance(op, loop.LoadOp | loop.StoreOp):
                index = op.index.data
            elif isinstance(op, loop.IndexOp):  # (a mask by position, `p1 <= p0`: per row)
                index = op.expr.data
            else:
                continue
            if sympy.expand(index - flat) != 0:
                return False
    return True


def _deepest_row_invariant_dim(kernels: list[loop.KernelOp], rank: int) -> int | None:
    """The innermost dim that some load not depending on the last dim depends on (None if
    every load depends on the last dim, or none depends on anything)."""
    deepest = None
    for kernel in kernels:
        position = {p: d for d, (p, _) in enumerate(kernel.ranges)}
        for op in kernel.body.walk():
            if not isinstance(op, loop.LoadOp):
                continue
            if op.indirect:
                return None  # a gather: keep the rows short
            dims = {position[sym] for sym in op.index.data.free_symbols if sym in position}
            if dims and rank - 1 not in dims:
                deepest = max(dims) if deepest is None else max(deepest, max(dims))
    return deepest


def _decompose(flat: sympy.Expr, extents: list[sympy.Expr]) -> list[sympy.Expr]:
    """Row-major multi-index of flat position `flat` in a grid of `extents`."""
    out: list[sympy.Expr] = []
    stride: sympy.Expr = sympy.Integer(1)
    for k in range(len(extents) - 1, -1, -1):
        e = extents[k]
        if e == 1 or e == 0:  # size 1: always 0; size 0: the kernel never runs
            out.append(sympy.Integer(0))
        elif k == 0:
            out.append(FloorDiv(flat, stride) if stride != 1 else flat)
        else:
            out.append(ModularIndexing(flat, stride, e))
        stride = stride * e
    return out[::-1]


def _member(k: loop.KernelOp, numel: sympy.Expr, rnumel: sympy.Expr,
            ranges: dict[sympy.Symbol, sympy.Expr]) -> Member:
    variables = [v for v, _ in k.ranges]
    extents = [e for _, e in k.ranges]
    if k.is_reduction:
        if sympy.expand(k.numel - numel) != 0 or sympy.expand(k.rnumel - rnumel) != 0:
            raise CodegenError(f"reduction over ({k.numel}, {k.rnumel}) in a group over "
                               f"({numel}, {rnumel})")
        rvars = [v for v, _ in k.reduce_ranges]
        rextents = [e for _, e in k.reduce_ranges]
        mapping = dict(zip(variables, _decompose(XINDEX, extents), strict=True))
        mapping.update(zip(rvars, _decompose(RINDEX, rextents), strict=True))
        level: Level = "loop"
    elif rnumel != 1 and sympy.expand(k.numel - numel * rnumel) == 0:
        mapping = dict(zip(variables, _decompose(XINDEX * rnumel + RINDEX, extents), strict=True))
        level = "loop"
    elif sympy.expand(k.numel - numel) == 0:
        mapping = dict(zip(variables, _decompose(XINDEX, extents), strict=True))
        level = "outer"
    else:
        raise CodegenError(f"kernel over {k.numel} elements does not fit the group "
                           f"({numel}, {rnumel})")
    member = Member(k, level, {v: simplify_with_ranges(e, ranges) for v, e in mapping.items()},
                    ranges)
    reduced: set[SSAValue] = set()
    for op in k.body.block.ops:
        if isinstance(op, arith.ConstantOp):
            member.constants.append(op)
        elif any(o in reduced for o in op.operands):
            member.post.append(op)
            reduced.update(op.results)
        else:
            member.body.append(op)
            if isinstance(op, loop.ReduceOp):
                reduced.update(op.results)
    return member


def _loads(k: loop.KernelOp) -> set[SSAValue]:
    return {op.buffer for op in k.body.walk() if isinstance(op, loop.LoadOp)}


def _stores(k: loop.KernelOp) -> set[SSAValue]:
    return {op.buffer for op in k.body.walk() if isinstance(op, loop.StoreOp)}


def _buffers_used(k: loop.KernelOp) -> set[SSAValue]:
    return _loads(k) | _stores(k)


def _phases(members: list[Member]) -> list[Phase]:
    phases: list[Phase] = []
    reduced_here: set[SSAValue] = set()  # written after the current loop ends
    for m in members:
        current = phases[-1] if phases else None
        if m.level == "outer":
            if current is None or current.level != "outer":
                phases.append(Phase("outer", []))
        elif current is None or current.level != "loop" or _loads(m.kernel) & reduced_here:
            phases.append(Phase("loop", []))
            reduced_here = set()
        phases[-1].members.append(m)
        if m.is_reduction:
            reduced_here |= _stores(m.kernel)
    return phases


def _fits_registers(buffer: SSAValue, phases: list[Phase]) -> bool:
    """Whether every read of an internal buffer can take the value its (one) store made."""
    stores = [(p, m, op) for p in phases for m in p.members for op in m.kernel.body.walk()
              if isinstance(op, loop.StoreOp) and op.buffer == buffer]
    loads = [(p, m, op) for p in phases for m in p.members for op in m.kernel.body.walk()
             if isinstance(op, loop.LoadOp) and op.buffer == buffer]
    if len(stores) != 1:
        return False
    phase, member, store = stores[0]
    index = member.index(store.index.data)
    once_per_x = RINDEX not in index.free_symbols and (store in member.post
                                                        or member.level == "outer")
    for p, m, ld in loads:
        if ld.indirect or ld.mask is not None or m.index(ld.index.data) != index:
            return False
        if not once_per_x and p is not phase:
            return False
        if p is phase and p.members.index(m) < p.members.index(member):
            return False  # read before the write
    return True


def _buffer_args(kernels: list[loop.KernelOp], registers: set[SSAValue]) -> list[BufferArg]:
    order: list[SSAValue] = []
    written: set[SSAValue] = set()
    for k in kernels:
        for op in k.body.walk():
            if isinstance(op, loop.LoadOp | loop.StoreOp) and op.buffer not in registers:
                if op.buffer not in order:
                    order.append(op.buffer)
                if isinstance(op, loop.StoreOp):
                    written.add(op.buffer)
    ins = [v for v in order if v not in written]
    outs = [v for v in order if v in written]
    args = [BufferArg(v, f"in_ptr{i}", v.type, False) for i, v in enumerate(ins)]
    args += [BufferArg(v, f"out_ptr{i}", v.type, True) for i, v in enumerate(outs)]
    return args


def _size_symbols(kernels: list[loop.KernelOp], numel: sympy.Expr,
                  rnumel: sympy.Expr) -> set[sympy.Symbol]:
    symbols: set[sympy.Symbol] = set(numel.free_symbols) | set(rnumel.free_symbols)
    for k in kernels:
        for _, e in k.ranges + k.reduce_ranges:
            symbols |= e.free_symbols
        for op in k.body.walk():
            if isinstance(op, loop.LoadOp | loop.StoreOp):
                symbols |= op.buffer.type.numel().free_symbols
                symbols |= op.index.data.free_symbols - k.variables - set(
                    getattr(op, "indirect_symbols", []))
            elif isinstance(op, loop.IndexOp):
                symbols |= op.expr.data.free_symbols - k.variables
    return symbols


def static_int(expr: sympy.Expr) -> int | None:
    """The value of a size expression if it has no symbols."""
    return int(expr) if expr.is_Integer else None

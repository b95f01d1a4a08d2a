"""One KernelSchedule as the source of a `@triton.jit` kernel plus its launcher.

Layout of the emitted kernel (names follow Inductor):

* pointwise: 1-D `xindex` of shape [XBLOCK], `xmask = xindex < xnumel`;
* 2-D tiled pointwise (a schedule split into rows x last dimension, for transposes): the
  tile `xindex` [XBLOCK, 1] (rows, program_id(0)) x `rindex` [1, RBLOCK] (program_id(1)),
  masked by `xmask & rmask`, no loop;
* reductions: `xindex` [XBLOCK, 1], `rindex` [1, RBLOCK]. *Persistent* (static rnumel small
  enough): `rindex = rbase`, every loop phase is straight-line code over the whole row and
  reductions are `tl.sum(..., 1)[:, None]` and friends. *Looped*: each loop phase is
  `for roffset in tl.range(0, rnumel, RBLOCK)` with [XBLOCK, RBLOCK] accumulators updated under
  the lane mask, and one cross-lane reduction after the loop;
* combo (`loop.combo`): `pid = tl.program_id(0)` picks a part by ranges of program ids
  (`if pid < xblocks0: ... elif pid < xblocks1: ...`), each part a flat pointwise kernel
  over its own static numel.

Every value is tracked with the set of lane axes it varies over ("x", "r"), so pointers are
broadcast to the shape of their masks, and loads that do not depend on r stay [XBLOCK, 1].
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import sympy
from xdsl.dialects import arith
from xdsl.dialects import math as xmath
from xdsl.dialects.builtin import FloatAttr, IntegerAttr
from xdsl.ir import Attribute, Operation, SSAValue

from tcompile.codegen.printer import pyexpr
from tcompile.codegen.schedule import (
    RINDEX,
    XINDEX,
    CodegenError,
    GemmSchedule,
    KernelSchedule,
    Member,
    static_int,
)
from tcompile.dialects import loop

X, R = "x", "r"

TL_DTYPES = {
    "f32": "tl.float32", "f64": "tl.float64", "f16": "tl.float16", "bf16": "tl.bfloat16",
    "i64": "tl.int64", "index": "tl.int64", "i32": "tl.int32", "i16": "tl.int16",
    "i8": "tl.int8", "i1": "tl.int1",
}
FLOATS = {"tl.float32", "tl.float64", "tl.float16", "tl.bfloat16"}
HALF = {"tl.float16", "tl.bfloat16"}
INT_BITS = {"tl.int64": 64, "tl.int32": 32, "tl.int16": 16, "tl.int8": 8, "tl.int1": 1}


def multiple_of_16(e: sympy.Expr) -> bool:
    """Whether an integer argument is a multiple of 16 at every size (a constant, or a
    product such as `768*s0`).

    Triton specialises integer arguments on their value (equal to 1, divisible by 16) and
    compiles again when that changes. A symbolic argument whose divisibility is not known
    statically is marked `do_not_specialize`, so one compiled kernel serves every size (as
    Inductor does); one that is always a multiple of 16 keeps the specialisation, which lets
    Triton vectorise masked loads. The launcher specialises a marked argument after all if it
    is a multiple of 16 at the first size (`TritonLauncher._specialised`)."""
    e = sympy.sympify(e)
    return bool(e.is_integer and (e / 16).is_integer) and e != 0


def tl_dtype(t: Attribute) -> str:
    name = str(t)
    if name not in TL_DTYPES:
        raise CodegenError(f"triton codegen: unsupported element type {name}")
    return TL_DTYPES[name]


def float_literal(v: float) -> str:
    if math.isnan(v):
        return 'float("nan")'
    if math.isinf(v):
        return 'float("inf")' if v > 0 else 'float("-inf")'
    return repr(float(v))


@dataclass(frozen=True)
class Val:
    """An emitted value: a variable (or literal), the lane axes it varies over, its dtype."""

    name: str
    axes: frozenset[str]
    dtype: str


_BINARY = {
    arith.AddfOp: "+", arith.AddiOp: "+", arith.SubfOp: "-", arith.SubiOp: "-",
    arith.MulfOp: "*", arith.MuliOp: "*", arith.DivfOp: "/", arith.DivSIOp: "//",
    arith.RemSIOp: "%", arith.AndIOp: "&", arith.OrIOp: "|", arith.XOrIOp: "^",
    arith.ShLIOp: "<<", arith.ShRSIOp: ">>",
}
_CASTS = (arith.ExtFOp, arith.TruncFOp, arith.ExtSIOp, arith.TruncIOp, arith.SIToFPOp,
          arith.FPToSIOp, arith.IndexCastOp)
# math ops: (function, libdevice?) ; all on f32/f64 (16-bit floats are widened around them)
_MATH = {
    xmath.ExpOp: "tl.exp", xmath.LogOp: "tl.log", xmath.SinOp: "tl.sin", xmath.CosOp: "tl.cos",
    xmath.ErfOp: "tl.erf", xmath.AbsFOp: "tl.abs", xmath.FloorOp: "tl.floor",
    xmath.CeilOp: "tl.ceil", xmath.Exp2Op: "tl.exp2", xmath.Log2Op: "tl.log2",
    xmath.FmaOp: "tl.fma",
    xmath.RsqrtOp: "libdevice.rsqrt", xmath.TanOp: "libdevice.tan",
    xmath.TanhOp: "libdevice.tanh", xmath.SinhOp: "libdevice.sinh",
    xmath.CoshOp: "libdevice.cosh", xmath.AsinOp: "libdevice.asin",
    xmath.AcosOp: "libdevice.acos", xmath.AtanOp: "libdevice.atan",
    xmath.TruncOp: "libdevice.trunc", xmath.RoundEvenOp: "libdevice.rint",
    xmath.RoundOp: "libdevice.round", xmath.ExpM1Op: "libdevice.expm1",
    xmath.Log10Op: "libdevice.log10", xmath.Log1pOp: "libdevice.log1p",
    xmath.PowFOp: "libdevice.pow", xmath.Atan2Op: "libdevice.atan2",
}
# arith.cmpf predicate number -> how to write it with ordered comparisons only (Triton's `!=`
# is unordered on the GPU but ordered in the interpreter, so it is avoided).
_CMPF: dict[int, Callable[[str, str], str]] = {
    0: lambda a, b: f"({a} < {a}) & ({b} < {b})",  # false (same shape as the operands)
    1: lambda a, b: f"{a} == {b}",
    2: lambda a, b: f"{a} > {b}",
    3: lambda a, b: f"{a} >= {b}",
    4: lambda a, b: f"{a} < {b}",
    5: lambda a, b: f"{a} <= {b}",
    6: lambda a, b: f"({a} < {b}) | ({a} > {b})",  # one
    7: lambda a, b: f"({a} == {a}) & ({b} == {b})",  # ord
    8: lambda a, b: f"~(({a} < {b}) | ({a} > {b}))",  # ueq
    9: lambda a, b: f"~({a} <= {b})",  # ugt
    10: lambda a, b: f"~({a} < {b})",  # uge
    11: lambda a, b: f"~({a} >= {b})",  # ult
    12: lambda a, b: f"~({a} > {b})",  # ule
    13: lambda a, b: f"~({a} == {b})",  # une
    14: lambda a, b: f"~(({a} == {a}) & ({b} == {b}))",  # uno
    15: lambda a, b: f"~(({a} < {a}) & ({b} < {b}))",  # true
}
_CMPI = {0: "==", 1: "!=", 2: "<", 3: "<=", 4: ">", 5: ">=", 6: "<", 7: "<=", 8: ">", 9: ">="}


def _int_limits(dtype: str) -> tuple[int, int]:
    bits = INT_BITS[dtype]
    if bits == 1:
        return 0, 1
    return -(2 ** (bits - 1)), 2 ** (bits - 1) - 1


def _identity(kind: str, dtype: str) -> str:
    if kind in ("sum", "any", "xor_sum", "welford", "welford_combine"):
        return "0"
    if kind == "prod":
        return "1"
    if dtype in FLOATS:
        return 'float("-inf")' if kind in ("max", "argmax", "online_softmax") else 'float("inf")'
    lo, hi = _int_limits(dtype)
    return str(lo) if kind in ("max", "argmax") else str(hi)


def loads_first(ops: list[Operation]) -> list[Operation]:
    """`ops` with every load moved as early as its operands allow, as Inductor orders a
    kernel (loads, then compute, then stores): Triton keeps the source order of memory
    operations around control flow, so a load written after a libdevice `sin` (which
    branches) waits for it, and two DRAM round trips run one after the other instead of
    overlapping. On the H100, `cos(x) + sin(y)` over 10000 elements took 1.36 us per kernel
    with y loaded after the cos against 1.17 us for Inductor's kernel, which loads both
    first. A load stays behind the ops that compute its indirect indices or mask, and
    behind the first store (buffers can alias through views)."""
    placed: set[Operation] = set()
    members = set(ops)
    early: list[Operation] = []
    for op in ops:
        if isinstance(op, loop.StoreOp):
            break
        if isinstance(op, loop.LoadOp) and all(
            not isinstance(v.owner, Operation) or v.owner not in members or v.owner in placed
            for v in op.operands
        ):
            early.append(op)
            placed.add(op)
    return early + [op for op in ops if op not in placed]


def storage_root(buffer: SSAValue) -> SSAValue:
    """The buffer whose storage `buffer` is, through `loop.view` ops."""
    while isinstance(buffer.owner, loop.ViewOp):
        buffer = buffer.owner.source
    return buffer


def hoistable_loads(members: list[Member], registers: set[SSAValue]) -> list[tuple[Member, loop.LoadOp]]:
    """The loads of a flat pointwise kernel's members that may run before every member's
    stores: their buffer's storage is stored by no op before them, and their index needs no
    computed value. Distinct storages do not overlap: buffers the graph allocates are its own,
    and an input the function writes is guarded apart from every other input
    (`frontend.translate._written_inputs_apart`). A horizontally fused optimizer step (one
    member per parameter) then issues every parameter's loads at once, instead of one
    member's DRAM round trip after another (62 step counters: 23 us -> under 8 on the H200)."""
    stored: set[SSAValue] = set()
    out = []
    for m in members:
        for op in m.body + m.post:
            if isinstance(op, loop.StoreOp):
                stored.add(storage_root(op.buffer))
            elif (isinstance(op, loop.LoadOp) and not op.indirect and op.mask is None
                  and op.buffer not in registers and storage_root(op.buffer) not in stored):
                out.append((m, op))
    return out


class KernelWriter:
    def __init__(self, schedule: KernelSchedule, persistent_threshold: int, autotune: bool,
                 rows_in_registers: bool = False):
        """`rows_in_registers`: the persistent variant of a reduction whose rnumel is
        symbolic (the launcher runs it while the rows fit, see `twin`)."""
        self.s = schedule
        self.name = schedule.name + ("_persistent" if rows_in_registers else "")
        self.persistent_threshold = persistent_threshold
        self.autotune = autotune
        self.reduction = schedule.is_reduction
        # a pointwise schedule over (rows, last dimension): one 2-D tile per program
        self.tiled = not self.reduction and schedule.rnumel != 1
        rn = static_int(schedule.rnumel)
        # Persistent only for rows read contiguously (INNER): an OUTER reduction (r strided,
        # x contiguous) wants a wide XBLOCK and a short RBLOCK, i.e. the looped variant.
        self.hint = self.reduction_hint() if self.reduction else "inner"
        self.persistent = (self.reduction and rn is not None and rn <= persistent_threshold
                           and (self.hint == "inner" or rn <= 64) and not self._loops_better(rn))
        self.persistent |= rows_in_registers
        self.rnumel_positive = rn is not None and rn >= 1
        self.int64 = self._needs_int64()
        self.lines: list[str] = []
        self.consts: list[str] = []
        self.indent = 1
        self.counter = 0
        self.frames: list[dict] = []
        self.helpers: dict[str, str] = {}
        self.member: Member | None = None
        self.level = "outer"
        self.stored: set[str] = set()  # memory buffers stored since the last barrier
        self.hoisted: set[Operation] = set()  # loads emitted ahead of their member
        self.phase_loads = [{op.buffer for m in p.members for op in m.kernel.body.walk()
                             if isinstance(op, loop.LoadOp)} for p in schedule.phases]
        self.phase_index = 0
        self.uses_libdevice = False

    # -- small utilities ---------------------------------------------------------------------

    def _needs_int64(self) -> bool:
        limit = 2**31 - 1
        total = self.s.numel * self.s.rnumel
        exprs = [total] + [self._extent(b.type) for b in self.s.buffers]
        for e in exprs:
            v = static_int(sympy.expand(e))
            if v is None or v > limit:
                return True
        return False

    @staticmethod
    def _extent(t: loop.BufferType) -> sympy.Expr:
        if any(d == 0 for d in t.sizes):
            return sympy.Integer(0)
        return 1 + sum(((d - 1) * st for d, st in zip(t.sizes, t.strides, strict=True)),
                       sympy.Integer(0))

    def tmp(self) -> str:
        name = f"tmp{self.counter}"
        self.counter += 1
        return name

    def line(self, text: str) -> None:
        self.lines.append("    " * self.indent + text)

    def shape(self, axes: frozenset[str] | set[str]) -> str:
        if not (self.reduction or self.tiled):
            return "[XBLOCK]" if X in axes else "[1]"
        xs = "XBLOCK" if X in axes else "1"
        rs = "RBLOCK" if R in axes else "1"
        return f"[{xs}, {rs}]"

    def lookup(self, key: str, what: object):
        for frame in reversed(self.frames):
            if what in frame[key]:
                return frame[key][what]
        return None

    def assign(self, expr: str, axes: frozenset[str] | set[str], dtype: str) -> Val:
        """`tmpN = expr`, reusing an earlier identical expression (CSE)."""
        hit = self.lookup("cse", expr)
        if hit is not None:
            return hit
        val = Val(self.tmp(), frozenset(axes), dtype)
        self.line(f"{val.name} = {expr}")
        self.frames[-1]["cse"][expr] = val
        return val

    def const(self, value: float | int | bool, dtype: str) -> Val:
        if dtype in FLOATS:
            lit = float_literal(float(value))
        elif dtype == "tl.int1":
            lit = str(bool(value))
        else:
            lit = str(int(value))
        expr = f"tl.full([1], {lit}, {dtype})"
        hit = self.frames[0]["cse"].get(expr)
        if hit is None:
            hit = Val(self.tmp(), frozenset(), dtype)
            self.consts.append(f"    {hit.name} = {expr}")
            self.frames[0]["cse"][expr] = hit
        return hit

    def index_str(self, expr: sympy.Expr, extra: dict[sympy.Symbol, str] | None = None) -> str:
        names = {XINDEX: "xindex", RINDEX: "rindex", **(extra or {})}
        return pyexpr(expr, names, minimum="tl.minimum", maximum="tl.maximum")

    @staticmethod
    def axes_of(expr: sympy.Expr) -> set[str]:
        out = set()
        if XINDEX in expr.free_symbols:
            out.add(X)
        if RINDEX in expr.free_symbols:
            out.add(R)
        return out

    def lane_axes(self) -> set[str]:
        return {X, R} if self.level == "loop" else {X}

    def mask_str(self, parts: set[str]) -> str:
        return " & ".join(m for a, m in ((X, "xmask"), (R, "rmask")) if a in parts)

    def pointer(self, buf: str, idx: str, idx_axes: set[str], needed: set[str]) -> str:
        if needed - idx_axes:
            return f"{buf} + ({idx} + tl.zeros({self.shape(needed)}, tl.int32))"
        return f"{buf} + {idx}" if idx.isidentifier() or idx.isdigit() else f"{buf} + ({idx})"

    # -- values ------------------------------------------------------------------------------

    def value(self, v: SSAValue) -> Val:
        hit = self.lookup("vals", v)
        if hit is not None:
            return hit
        op = v.owner
        if isinstance(op, arith.ConstantOp):
            self.emit_const(op)
            return self.lookup("vals", v)
        # A value computed in a loop body, needed after the loop (in a post op): recompute it
        # at the x level.
        if isinstance(op, Operation) and self.member is not None and op in self.member.body:
            if isinstance(op, loop.ReduceOp):
                raise CodegenError("triton codegen: reduction result used before it is final")
            self.emit_op(op)
            hit = self.lookup("vals", v)
            if hit is not None:
                if R in hit.axes:
                    raise CodegenError("triton codegen: a per-element value of a looped "
                                       "reduction is used after its loop")
                return hit
        raise CodegenError(f"triton codegen: no value for {v} ({getattr(op, 'name', op)})")

    def bind(self, v: SSAValue, val: Val) -> None:
        self.frames[-1]["vals"][v] = val

    def emit_const(self, op: arith.ConstantOp) -> None:
        dtype = tl_dtype(op.result.type)
        attr = op.value
        if isinstance(attr, FloatAttr):
            value: float | int = attr.value.data
        elif isinstance(attr, IntegerAttr):
            value = attr.value.data
        else:
            raise CodegenError(f"triton codegen: arith.constant {attr}")
        self.frames[0]["vals"][op.result] = self.const(value, dtype)

    # -- ops ---------------------------------------------------------------------------------

    def emit_op(self, op: Operation) -> None:
        if isinstance(op, arith.ConstantOp):
            self.emit_const(op)
        elif isinstance(op, loop.LoadOp):
            self.bind(op.result, self.emit_load(op))
        elif isinstance(op, loop.StoreOp):
            self.emit_store(op)
        elif isinstance(op, loop.IndexOp):
            self.bind(op.result, self.emit_index(op))
        elif isinstance(op, loop.ReduceOp):
            self.emit_reduce(op)
        else:
            self.bind(op.results[0], self.emit_scalar(op))

    def emit_index(self, op: loop.IndexOp) -> Val:
        assert self.member is not None
        expr = self.member.index(op.expr.data)
        dtype = tl_dtype(op.result.type)
        if expr.is_Integer:
            return self.const(int(expr), dtype)
        axes = self.axes_of(expr)
        text = self.index_str(expr)
        if axes:
            out = f"({text}).to(tl.int64)"
        else:
            out = f"tl.zeros([1], tl.int64) + ({text})"
        if dtype != "tl.int64":
            out = f"({out}).to({dtype})"
        return self.assign(out, axes, dtype)

    def emit_load(self, op: loop.LoadOp) -> Val:
        assert self.member is not None
        if op.buffer in self.s.registers:
            hit = self.lookup("regs", op.buffer)
            if hit is None:
                raise CodegenError("triton codegen: load of a register buffer before its store")
            return hit
        buf = self.s.buffer(op.buffer).name
        dtype = tl_dtype(op.result.type)
        expr = self.member.index(op.index.data)
        idx_axes = self.axes_of(expr)
        extra: dict[sympy.Symbol, str] = {}
        for sym, operand in zip(op.indirect_symbols, op.indirect, strict=True):
            iv = self.value(operand)
            if iv.dtype != "tl.int64":
                iv = self.assign(f"{iv.name}.to(tl.int64)", iv.axes, "tl.int64")
            extra[sym] = iv.name
            if sym in expr.free_symbols:
                idx_axes |= iv.axes
        lanes = self.lane_axes()
        if not (op.indirect or op.mask is not None or idx_axes
                or (self.level == "loop" and not self.rnumel_positive)):
            return self.emit_uniform_load(op, buf, expr, dtype)
        if op.indirect:
            parts = set(lanes)
        else:
            parts = idx_axes & lanes
            if self.level == "loop" and not self.rnumel_positive:
                parts.add(R)
            if not parts:
                parts = {X}
        needed = parts | idx_axes
        mask = self.mask_str(parts)
        other = ""
        if op.mask is not None:
            m = self.value(op.mask)
            needed |= m.axes
            mask = f"{mask} & {m.name}"
            o = op.other.value.data
            other = f", other={float_literal(o) if dtype in FLOATS else int(o)}"
        if not op.indirect and op.mask is None:
            # a value this program stored at the same addresses under the same mask: the
            # register it was stored from (no barrier, no reload)
            hit = self.lookup("stores", buf)
            if hit is not None and hit[0] == (self.index_str(expr), mask):
                return hit[1]
        self.barrier_after_store(buf)
        ptr = self.pointer(buf, self.index_str(expr, extra), idx_axes, needed)
        policy = self.eviction_policy(op, idx_axes)
        return self.assign(f"tl.load({ptr}, mask={mask}{other}{policy})", needed, dtype)

    def emit_uniform_load(self, op: loop.LoadOp, buf: str, expr: sympy.Expr, dtype: str
                          ) -> Val:
        """A load of one element for the whole program (an optimizer's step count, a
        scalar parameter): one `[1]` value, unmasked (every program has a lane that reads
        it), so what is computed from it alone (Adam's `beta ** step` bias corrections) is
        computed once per thread, not once per element (as Inductor's scalar loads)."""
        self.barrier_after_store(buf)
        ptr = f"{buf} + ({self.index_str(expr)} + tl.zeros([1], tl.int32))"
        policy = self.eviction_policy(op, set())
        return self.assign(f"tl.load({ptr}{policy})", frozenset(), dtype)

    def barrier_after_store(self, buf: str) -> None:
        """A load of a buffer this program stored to waits for the stores (other lanes')."""
        if buf in self.stored:
            self.line("tl.debug_barrier()")
            self.stored.clear()

    def eviction_policy(self, op: loop.LoadOp, idx_axes: set[str]) -> str:
        """In a looped reduction: keep in cache what a later loop phase reads again, or what
        every row reads (weights, a value the index does not vary over); stream the rest."""
        if not (self.reduction and not self.persistent and self.level == "loop"):
            return ""
        later = any(op.buffer in loads for loads in self.phase_loads[self.phase_index + 1:])
        later = later or X not in idx_axes
        return f", eviction_policy=\"{'evict_last' if later else 'evict_first'}\""

    def emit_store(self, op: loop.StoreOp) -> None:
        assert self.member is not None
        value = self.value(op.value)
        if op.buffer in self.s.registers:
            self.frames[-1]["regs"][op.buffer] = value
            return
        buf = self.s.buffer(op.buffer).name
        expr = self.member.index(op.index.data)
        idx_axes = self.axes_of(expr)
        parts = self.lane_axes()
        needed = parts | idx_axes | value.axes
        ptr = self.pointer(buf, self.index_str(expr), idx_axes, needed)
        mask = self.mask_str(parts)
        self.line(f"tl.store({ptr}, {value.name}, mask={mask})")
        self.stored.add(buf)
        prefix = f"tl.load({buf} + "
        for frame in self.frames:
            for key in [k for k in frame["cse"] if k.startswith(prefix)]:
                del frame["cse"][key]
            frame["stores"].pop(buf, None)
        # Later loads of exactly these addresses (each lane its own) read the value back
        # from the register: it is a function of the address (no axis the index lacks) and
        # stored without conversion. Live in this frame only (a loop's last iteration's
        # value is not the buffer's).
        if value.axes <= idx_axes and value.dtype == tl_dtype(op.value.type):
            self.frames[-1]["stores"][buf] = ((self.index_str(expr), mask), value)

    def emit_scalar(self, op: Operation) -> Val:
        args = [self.value(o) for o in op.operands]
        axes = frozenset().union(*(a.axes for a in args)) if args else frozenset()
        names = [a.name for a in args]
        out_dtype = tl_dtype(op.results[0].type)
        t = type(op)
        if t in _BINARY:
            return self.assign(f"{names[0]} {_BINARY[t]} {names[1]}", axes, out_dtype)
        if t is arith.NegfOp:
            return self.assign(f"-{names[0]}", axes, out_dtype)
        if t in (arith.MaximumfOp, arith.MinimumfOp):
            fn = "tl.maximum" if t is arith.MaximumfOp else "tl.minimum"
            return self.assign(f"{fn}({names[0]}, {names[1]}, "
                               "propagate_nan=tl.PropagateNan.ALL)", axes, out_dtype)
        if t in (arith.MaxSIOp, arith.MinSIOp):
            fn = "tl.maximum" if t is arith.MaxSIOp else "tl.minimum"
            return self.assign(f"{fn}({names[0]}, {names[1]})", axes, out_dtype)
        if t is arith.SelectOp:
            return self.assign(f"tl.where({names[0]}, {names[1]}, {names[2]})", axes, out_dtype)
        if t is arith.CmpfOp:
            pred = op.predicate.value.data
            return self.assign(_CMPF[pred](names[0], names[1]), axes, out_dtype)
        if t is arith.CmpiOp:
            pred = _CMPI[op.predicate.value.data]
            return self.assign(f"{names[0]} {pred} {names[1]}", axes, out_dtype)
        if t in _CASTS:
            if args[0].dtype == out_dtype:
                return args[0]
            return self.assign(f"{names[0]}.to({out_dtype})", axes, out_dtype)
        if t is arith.BitcastOp:
            return self.assign(f"{names[0]}.to({out_dtype}, bitcast=True)", axes, out_dtype)
        if t in (arith.ExtUIOp, arith.UIToFPOp):
            src = args[0].dtype
            if src == out_dtype:
                return args[0]
            if src == "tl.int1":
                return self.assign(f"{names[0]}.to({out_dtype})", axes, out_dtype)
            unsigned = src.replace("tl.int", "tl.uint")
            return self.assign(f"{names[0]}.to({unsigned}, bitcast=True).to({out_dtype})",
                               axes, out_dtype)
        if t is loop.RandomOp:
            return self.emit_random(op, names, axes, out_dtype)
        if t is xmath.AbsIOp:
            return self.assign(f"tl.abs({names[0]})", axes, out_dtype)
        if t is xmath.IPowIOp:
            return self.emit_ipow(names, axes, out_dtype, op.results[0].type.width.data)
        if t is xmath.SqrtOp or t in _MATH:
            if t is xmath.SqrtOp:
                fn = "tl.sqrt_rn" if out_dtype != "tl.float64" else "tl.sqrt"
            else:
                fn = _MATH[t]
            if fn.startswith("libdevice."):
                self.uses_libdevice = True
            if out_dtype in HALF:
                wide = [f"{n}.to(tl.float32)" for n in names]
                return self.assign(f"{fn}({', '.join(wide)}).to({out_dtype})", axes, out_dtype)
            return self.assign(f"{fn}({', '.join(names)})", axes, out_dtype)
        raise CodegenError(f"triton codegen: unsupported op {op.name}")

    def emit_ipow(self, names: list[str], axes: frozenset[str], dtype: str, bits: int) -> Val:
        """Integer power by squaring over the exponent's bits, wrapping as eager's does (a
        float pow is inexact past 2**53); a negative exponent gives 0, except for bases 1
        and -1, as in torch (the LLVM backend's `ipow`)."""
        base, exp = names
        result, square, rest = self.tmp(), self.tmp(), self.tmp()
        self.line(f"{result} = {base} * 0 + 1")
        self.line(f"{square} = {base}")
        self.line(f"{rest} = {exp}")
        self.line(f"for _ in tl.static_range({bits}):")
        self.line(f"    {result} = tl.where(({rest} & 1) != 0, {result} * {square}, {result})")
        self.line(f"    {square} = {square} * {square}")
        self.line(f"    {rest} = {rest} >> 1")
        negative = (f"tl.where({base} == 1, 1, tl.where({base} == -1, "
                    f"1 - 2 * ({exp} & 1), 0))")
        return self.assign(f"tl.where({exp} < 0, {negative}, {result}).to({dtype})", axes, dtype)

    def emit_random(self, op: loop.RandomOp, names: list[str], axes: frozenset[str],
                    dtype: str) -> Val:
        """`loop.random` from `tl.randint4x` (Philox-4x32-10 of seed and offset), made into
        floats exactly as the LLVM backend does (codegen/llvm/philox.py), so that both draw
        the same numbers."""
        words = [self.tmp() for _ in range(4)]
        self.line(f"{', '.join(words)} = tl.randint4x({names[0]}, {names[1]})")

        def uniform(hi: str, lo: str, bits: int, plus_one: bool = False) -> str:
            if bits <= 32:
                n = f"({hi} >> {32 - bits})"
                n = f"({n}.to(tl.uint64) + 1)" if plus_one else n
            else:
                n = (f"(({hi}.to(tl.uint64) << {bits - 32}) | "
                     f"({lo} >> {64 - bits}).to(tl.uint64))")
                n = f"({n} + 1)" if plus_one else n
            return f"{n}.to({dtype}) * {float_literal(2.0 ** -bits)}"

        if op.kind.data == "uniform":
            return self.assign(uniform(words[0], words[1], op.bits.value.data), axes, dtype)
        wide = dtype == "tl.float64"
        bits = 53 if wide else 24
        u1 = self.assign(uniform(words[0], words[1], bits, plus_one=True), axes, dtype)
        u2 = self.assign(uniform(*(words[2:] if wide else words[1:3]), bits), axes, dtype)
        return self.assign(f"tl.sqrt(-2.0 * tl.log({u1.name})) * "
                           f"tl.cos({float_literal(2 * math.pi)} * {u2.name})", axes, dtype)

    # -- reductions --------------------------------------------------------------------------

    def across_lanes(self, kind: str, value: str, dtype: str) -> str:
        """The reduction of `value` along axis 1 for the simple kinds."""
        if kind == "sum":
            return f"tl.sum({value}, 1)"
        if kind == "any":
            return f"tl.max({value}, 1)"
        helper = {"max": "max", "min": "min", "prod": "prod", "xor_sum": "xor"}[kind]
        if kind in ("max", "min") and dtype not in FLOATS:
            helper = "i" + helper
        return f"tl.reduce({value}, 1, {self.helper(helper)})"

    def helper(self, kind: str) -> str:
        """A @triton.jit combine function used by tl.reduce, defined once per kernel."""
        name = f"{self.name}_{kind}_combine"
        if name in self.helpers:
            return name
        bodies = {
            "max": ["return tl.maximum(a, b, propagate_nan=tl.PropagateNan.ALL)"],
            "min": ["return tl.minimum(a, b, propagate_nan=tl.PropagateNan.ALL)"],
            "imax": ["return tl.maximum(a, b)"],
            "imin": ["return tl.minimum(a, b)"],
            "prod": ["return a * b"],
            "xor": ["return a ^ b"],
        }
        if kind in bodies:
            src = [f"def {name}(a, b):"] + [f"    {b}" for b in bodies[kind]]
        elif kind in ("argmax", "argmin"):
            cmp = ">" if kind == "argmax" else "<"
            src = [f"def {name}(value_a, index_a, value_b, index_b):",
                   "    nan_a = value_a != value_a",
                   "    nan_b = value_b != value_b",
                   f"    better = (value_a {cmp} value_b) | (nan_a & ~nan_b)",
                   "    tie = (value_a == value_b) | (nan_a & nan_b)",
                   "    take_a = better | (tie & (index_a < index_b))",
                   "    return tl.where(take_a, value_a, value_b), "
                   "tl.where(take_a, index_a, index_b)"]
        elif kind == "welford":
            src = [f"def {name}(mean_a, m2_a, weight_a, mean_b, m2_b, weight_b):",
                   "    weight = weight_a + weight_b",
                   "    delta = mean_b - mean_a",
                   "    frac = tl.where(weight == 0.0, 0.0, weight_b / weight)",
                   "    return mean_a + delta * frac, "
                   "m2_a + m2_b + delta * delta * weight_a * frac, weight"]
        elif kind == "online_softmax":
            src = [f"def {name}(max_a, sum_a, max_b, sum_b):",
                   "    m = tl.maximum(max_a, max_b, propagate_nan=tl.PropagateNan.ALL)",
                   "    s = sum_a * tl.exp(max_a - m) + sum_b * tl.exp(max_b - m)",
                   "    return m, tl.where(m == float(\"-inf\"), 0.0, s)"]
        else:  # pragma: no cover
            raise AssertionError(kind)
        self.helpers[name] = "@triton.jit\n" + "\n".join(src) + "\n"
        return name

    def emit_reduce(self, op: loop.ReduceOp) -> None:
        kind = op.kind.data
        ins = [self.value(v) for v in op.inputs]
        if self.level != "loop":
            raise CodegenError("triton codegen: loop.reduce outside a loop phase")
        if self.persistent:
            outs = self.reduce_persistent(kind, ins, op)
        else:
            outs = self.reduce_looped_update(kind, ins, op)
            if outs is None:
                return  # finalized after the loop
        for r, v in zip(op.outputs, outs, strict=True):
            self.bind(r, v)

    def _acc_dtype(self, kind: str, dtype: str) -> str:
        if dtype in HALF:
            return "tl.float32"
        if dtype == "tl.int1":
            return "tl.int32"
        if kind in ("sum", "prod") and dtype in ("tl.int8", "tl.int16"):
            return "tl.int32"
        return dtype

    def _widen(self, v: Val, dtype: str) -> Val:
        if v.dtype == dtype:
            return v
        return self.assign(f"{v.name}.to({dtype})", v.axes, dtype)

    def _narrow(self, name: str, acc: str, out: str) -> Val:
        if acc == out:
            return Val(name, frozenset({X}), out)
        if out == "tl.int1":
            return self.assign(f"{name} != 0", {X}, out)
        return self.assign(f"{name}.to({out})", {X}, out)

    def _kept(self, expr: str, dtype: str) -> Val:
        return self.assign(f"{expr}[:, None]", {X}, dtype)

    def reduce_persistent(self, kind: str, ins: list[Val], op: loop.ReduceOp) -> list[Val]:
        full = {X, R}
        mask = "rmask & xmask"
        out_dtypes = [tl_dtype(t) for t in op.outputs.types]
        v = ins[0]
        acc = self._acc_dtype(kind, v.dtype)
        v = self._widen(v, acc)
        ident = _identity(kind, acc)
        if kind in ("sum", "any", "max", "min", "prod", "xor_sum"):
            masked = self.assign(f"tl.where({mask}, {v.name}, {ident})", full, acc)
            red = self.across_lanes(kind, masked.name, acc)
            res = self._kept(red, acc)
            return [self._narrow(res.name, acc, out_dtypes[0])]
        if kind in ("argmax", "argmin"):
            idx = ins[1]
            lo, hi = _int_limits(idx.dtype)
            vm = self.assign(f"tl.where({mask}, {v.name}, {ident})", full, acc)
            im = self.assign(f"tl.where({mask}, {idx.name}, {hi})", full, idx.dtype)
            a, b = self.tmp(), self.tmp()
            self.line(f"{a}, {b} = tl.reduce(({vm.name}, {im.name}), 1, {self.helper(kind)})")
            return [self._kept(b, out_dtypes[0])]
        if kind == "welford":
            # A persistent kernel has a static rnumel: every row has that many elements. (A
            # tl.sum of ones here also made the H200 kernel 14x slower, see the report.)
            rn = static_int(self.s.rnumel)
            weight = (self.const(rn, acc) if rn is not None else
                      self.assign(f"tl.zeros([XBLOCK, 1], {acc}) + rnumel", {X}, acc))
            xs = self.assign(f"tl.where({mask}, {v.name}, 0.0)", full, acc)
            mean = self.assign(f"tl.sum({xs.name}, 1)[:, None] / {weight.name}", {X}, acc)
            dev = self.assign(f"tl.where({mask}, {v.name} - {mean.name}, 0.0)", full, acc)
            m2 = self._kept(f"tl.sum({dev.name} * {dev.name}, 1)", acc)
            return [self._narrow(x.name, acc, o)
                    for x, o in zip((mean, m2, weight), out_dtypes, strict=True)]
        if kind == "welford_combine":
            parts = [self.assign(f"tl.where({mask}, {self._widen(x, acc).name}, 0.0)", full, acc)
                     for x in ins]  # a part of weight 0 changes nothing
            names = [self.tmp() for _ in parts]
            self.line(f"{', '.join(names)} = tl.reduce(({', '.join(x.name for x in parts)}), 1, "
                      f"{self.helper('welford')})")
            return [self._narrow(self._kept(n, acc).name, acc, o)
                    for n, o in zip(names, out_dtypes, strict=True)]
        if kind == "online_softmax":
            masked = self.assign(f"tl.where({mask}, {v.name}, {ident})", full, acc)
            mx = self._kept(f"tl.reduce({masked.name}, 1, {self.helper('max')})", acc)
            e = self.assign(f"tl.where({mask}, tl.exp({v.name} - {mx.name}), 0.0)", full, acc)
            sm = self._kept(f"tl.sum({e.name}, 1)", acc)
            return [self._narrow(x.name, acc, o)
                    for x, o in zip((mx, sm), out_dtypes, strict=True)]
        raise CodegenError(f"triton codegen: unsupported reduction {kind}")

    def reduce_looped_update(self, kind: str, ins: list[Val], op: loop.ReduceOp) -> None:
        """Accumulator init (before the loop), update (here), finalize (after the loop)."""
        mask = "rmask & xmask"
        v = ins[0]
        acc_dtype = self._acc_dtype(kind, v.dtype)
        v = self._widen(v, acc_dtype)
        ident = _identity(kind, acc_dtype)
        full = "[XBLOCK, RBLOCK]"
        pre = self.pre_loop
        fin = self.post_loop

        def acc(init: str, dtype: str) -> str:
            name = self.tmp()
            pre.append(f"{name} = tl.full({full}, {init}, {dtype})")
            return name

        out_dtypes = [tl_dtype(t) for t in op.outputs.types]
        results = list(op.outputs)

        def finish(expr: str, parts: int, dtypes: list[str], picks: list[int]) -> None:
            """After the loop: `expr` gives `parts` values; result k is part picks[k]."""
            fin.append((expr, parts, dtypes, picks, results, out_dtypes))

        if kind in ("sum", "prod", "max", "min", "any", "xor_sum"):
            a = acc(ident, acc_dtype)
            step = {
                "sum": f"{a} + {v.name}", "prod": f"{a} * {v.name}",
                "any": f"{a} | {v.name}", "xor_sum": f"{a} ^ {v.name}",
            }.get(kind)
            if kind in ("max", "min"):
                fn = "tl.maximum" if kind == "max" else "tl.minimum"
                nan = ", propagate_nan=tl.PropagateNan.ALL" if acc_dtype in FLOATS else ""
                step = f"{fn}({a}, {v.name}{nan})"
            self.line(f"{a} = tl.where({mask}, {step}, {a})")
            red = self.across_lanes(kind, a, acc_dtype)
            finish(red, 1, [acc_dtype], [0])
        elif kind in ("argmax", "argmin"):
            idx = ins[1]
            lo, hi = _int_limits(idx.dtype)
            av, ai = acc(ident, acc_dtype), acc(str(hi), idx.dtype)
            nv, ni = self.tmp(), self.tmp()
            helper = self.helper(kind)
            self.line(f"{nv}, {ni} = {helper}({av}, {ai}, {v.name}, {idx.name})")
            self.line(f"{av} = tl.where({mask}, {nv}, {av})")
            self.line(f"{ai} = tl.where({mask}, {ni}, {ai})")
            finish(f"tl.reduce(({av}, {ai}), 1, {helper})", 2, [acc_dtype, idx.dtype], [1])
        elif kind == "welford":
            mean, m2, w = acc("0", acc_dtype), acc("0", acc_dtype), acc("0", acc_dtype)
            delta, nw, nmean = self.tmp(), self.tmp(), self.tmp()
            self.line(f"{delta} = {v.name} - {mean}")
            self.line(f"{nw} = {w} + 1")
            self.line(f"{nmean} = {mean} + {delta} / {nw}")
            self.line(f"{m2} = tl.where({mask}, {m2} + {delta} * ({v.name} - {nmean}), {m2})")
            self.line(f"{mean} = tl.where({mask}, {nmean}, {mean})")
            self.line(f"{w} = tl.where({mask}, {nw}, {w})")
            helper = self.helper("welford")
            finish(f"tl.reduce(({mean}, {m2}, {w}), 1, {helper})", 3, [acc_dtype] * 3, [0, 1, 2])
        elif kind == "welford_combine":
            accs = [acc("0", acc_dtype) for _ in range(3)]
            parts = [self._widen(x, acc_dtype).name for x in ins]
            news = [self.tmp() for _ in accs]
            helper = self.helper("welford")
            self.line(f"{', '.join(news)} = {helper}({', '.join(accs)}, {', '.join(parts)})")
            for a, n in zip(accs, news, strict=True):
                self.line(f"{a} = tl.where({mask}, {n}, {a})")
            finish(f"tl.reduce(({', '.join(accs)}), 1, {helper})", 3, [acc_dtype] * 3, [0, 1, 2])
        elif kind == "online_softmax":
            m, s = acc(ident, acc_dtype), acc("0", acc_dtype)
            nm = self.tmp()
            self.line(f"{nm} = tl.maximum({m}, {v.name}, propagate_nan=tl.PropagateNan.ALL)")
            self.line(f"{s} = tl.where({mask}, tl.where({nm} == float(\"-inf\"), 0.0, "
                      f"{s} * tl.exp({m} - {nm}) + tl.exp({v.name} - {nm})), {s})")
            self.line(f"{m} = tl.where({mask}, {nm}, {m})")
            helper = self.helper("online_softmax")
            finish(f"tl.reduce(({m}, {s}), 1, {helper})", 2, [acc_dtype] * 2, [0, 1])
        else:
            raise CodegenError(f"triton codegen: unsupported reduction {kind}")
        return None

    def finalize_looped(self) -> None:
        for expr, parts, dtypes, picks, results, out_dtypes in self.post_loop:
            if parts == 1:
                names = [self.tmp()]
                self.line(f"{names[0]} = {expr}")
            else:
                names = [self.tmp() for _ in range(parts)]
                self.line(f"{', '.join(names)} = {expr}")
            for r, k, o in zip(results, picks, out_dtypes, strict=True):
                res = self._kept(names[k], dtypes[k])
                self.bind(r, self._narrow(res.name, dtypes[k], o))

    # -- the kernel --------------------------------------------------------------------------

    def push(self) -> None:
        self.frames.append({"vals": {}, "cse": {}, "regs": {}, "stores": {}})

    def emit_member_ops(self, m: Member, ops: list[Operation], level: str) -> None:
        self.member = m
        self.level = level
        # In a canonical order (the IR's depends on which kernel first used a constant), so
        # that a repeated layer's kernel is the same source and compiles once.
        for c in sorted(m.constants, key=lambda c: (str(c.result.type), str(c.value))):
            self.emit_const(c)
        for op in loads_first(ops):
            if op not in self.hoisted:
                self.emit_op(op)

    def body(self) -> None:
        s = self.s
        self.push()
        if self.tiled:
            self.tile()
            return
        if s.parts:
            self.combo()
            return
        if not self.reduction:
            self.flat("tl.program_id(0)", "xnumel")
            return
        off = "tl.program_id(0).to(tl.int64)" if self.int64 else "tl.program_id(0)"
        self.line(f"xoffset = {off} * XBLOCK")
        self.line("xindex = xoffset + tl.arange(0, XBLOCK)[:, None]")
        self.line("xmask = xindex < xnumel")
        rbase = "tl.arange(0, RBLOCK)[None, :]"
        self.line(f"rbase = {rbase}.to(tl.int64)" if self.int64 else f"rbase = {rbase}")
        if self.persistent:
            self.line("rindex = rbase")
            self.line("rmask = rindex < rnumel")
        for k, p in enumerate(s.phases):
            self.phase_index = k
            if p.level == "outer":
                for m in p.members:
                    self.emit_member_ops(m, m.body, "outer")
                    self.emit_member_ops(m, m.post, "outer")
                continue
            if self.persistent:
                for m in p.members:
                    self.emit_member_ops(m, m.body, "loop")
            else:
                self.pre_loop: list[str] = []
                self.post_loop: list = []
                mark = len(self.lines)
                self.line("for roffset in tl.range(0, rnumel, RBLOCK):")
                self.indent += 1
                self.push()
                self.line("rindex = roffset + rbase")
                self.line("rmask = rindex < rnumel")
                for m in p.members:
                    self.emit_member_ops(m, m.body, "loop")
                self.frames.pop()
                self.indent -= 1
                self.lines[mark:mark] = ["    " * self.indent + t for t in self.pre_loop]
                self.finalize_looped()
            for m in p.members:
                self.emit_member_ops(m, m.post, "outer")

    def flat(self, pid: str, xnumel: str) -> None:
        """A 1-D pointwise kernel: block `pid` of `xnumel` elements."""
        self.line(f"xoffset = {pid + '.to(tl.int64)' if self.int64 else pid} * XBLOCK")
        self.line("xindex = xoffset + tl.arange(0, XBLOCK)")
        self.line(f"xmask = xindex < {xnumel}")
        members = [m for p in self.s.phases for m in p.members]
        for m, op in hoistable_loads(members, set(self.s.registers)):
            self.member, self.level = m, "outer"
            self.emit_op(op)
            self.hoisted.add(op)
        for m in members:
            self.emit_member_ops(m, m.body + m.post, "outer")

    def combo(self) -> None:
        """A `loop.combo`: part k runs as a flat kernel on program ids [xblocks{k-1},
        xblocks{k}) (Inductor's combo kernels). Every part takes the combo's decision on
        64-bit indexing, so the names its branch defines have the same types in each."""
        parts = self.s.parts
        self.line("pid = tl.program_id(0)")
        for k, part in enumerate(parts):
            before = f"xblocks{k - 1} + " if k else ""
            self.line(f"xblocks{k} = {before}({part.numel} + XBLOCK - 1) // XBLOCK")
        for k, part in enumerate(parts):
            self.line(f"{'elif' if k else 'if'} pid < xblocks{k}:")
            w = KernelWriter(part, self.persistent_threshold, self.autotune)
            w.int64, w.counter, w.indent = self.int64, self.counter, self.indent + 1
            w.push()
            w.flat(f"(pid - xblocks{k - 1})" if k else "pid", str(part.numel))
            self.lines += w.lines
            self.consts += w.consts
            self.helpers.update(w.helpers)
            self.counter = w.counter
            self.uses_libdevice |= w.uses_libdevice

    def tile(self) -> None:
        """A 2-D pointwise kernel: rows on grid axis 0 (up to 2**31 - 1 blocks), the last
        dimension on axis 1 (at most 65535 blocks: the launcher widens RBLOCK to fit)."""
        for axis, (var, block, numel, pos) in enumerate((("x", "XBLOCK", "xnumel", "[:, None]"),
                                                         ("r", "RBLOCK", "rnumel", "[None, :]"))):
            pid = f"tl.program_id({axis})"
            self.line(f"{var}offset = {pid + '.to(tl.int64)' if self.int64 else pid} * {block}")
            self.line(f"{var}index = {var}offset + tl.arange(0, {block}){pos}")
            self.line(f"{var}mask = {var}index < {numel}")
        for p in self.s.phases:
            if p.level != "loop" or p.reductions:
                raise CodegenError("triton codegen: a tiled pointwise kernel has one loop phase")
            for m in p.members:
                self.emit_member_ops(m, m.body + m.post, "loop")

    def _loops_better(self, rnumel: int) -> bool:
        """Rows of 2048..4096 4-byte elements under plain reductions (sum, max, min) run
        faster looped (RBLOCK 2048, the row read again from L2 for the epilogue, as Inductor
        does) than held in registers. Measured on the H100 with both variants of the same
        program (us, looped / persistent / torch.compile): rms_norm f32 16384x4096
        181.1 / 182.9 / 181.5, 65536x2048 356.4 / 360.3 / 361.5, softmax f32 16384x4096
        180.9 / 182.4 / 180.7, sum f32 16384x4096 94.1 / 97.9 / 94.3; but persistent wins
        for bf16 rows (rms_norm 94.1 against 97.0 looped), for Welford (layer_norm bf16
        94.8 against 185.8, f32 183.8 against 199.2) and for rows of 8192 (rms_norm
        358.4 against 366.2, softmax 181.9 against 183.2)."""
        if not 2048 <= rnumel <= 4096:
            return False
        for p in self.s.phases:
            for m in p.members:
                for op in m.kernel.body.walk():
                    if isinstance(op, loop.ReduceOp) and op.kind.data not in ("sum", "max", "min"):
                        return False
                    if isinstance(op, loop.LoadOp) and op.buffer not in self.s.registers \
                            and op.buffer.type.element_type.bitwidth != 32:
                        return False
        return True

    def reduction_hint(self) -> str:
        """"outer" when every load that walks r reads neighbouring outputs from neighbouring
        addresses and none reads r contiguously (a column sum, statistics over NHWC), else
        "inner". Where xindex or rindex stands for several variables (a split reduction's
        [chunk, channel] outputs: `xindex // 64`, `xindex % 64`), the kernel's own innermost
        variables tell."""
        inner = outer = False
        for p in self.s.phases:
            if p.level != "loop":
                continue
            for m in p.members:
                for op in m.kernel.body.walk():
                    if isinstance(op, loop.LoadOp) and op.buffer not in self.s.registers:
                        e = sympy.expand(m.index(op.index.data))
                        if RINDEX not in e.free_symbols:
                            continue
                        own = loop.walk_order(m.kernel, op.index.data)
                        if e.coeff(RINDEX) == 1 or own == "inner":
                            inner = True
                        elif e.coeff(XINDEX) == 1 or own == "outer":
                            outer = True
        return "outer" if outer and not inner else "inner"

    def twin(self) -> KernelWriter | None:
        """For a looped reduction over contiguous rows of symbolic length: the same kernel
        keeping each row in registers, which the launcher runs while rows fit."""
        if not self.reduction or self.persistent or self.hint != "inner" \
                or static_int(self.s.rnumel) is not None:
            return None
        return KernelWriter(self.s, self.persistent_threshold, self.autotune,
                            rows_in_registers=True)

    def signature(self) -> tuple[list[str], dict[str, sympy.Expr]]:
        """The kernel's parameters, and its integer ones by the sizes they take."""
        s = self.s
        params = [b.name for b in s.buffers] + [str(v) for v in s.sizes]
        params += ["xnumel", "rnumel", "XBLOCK: tl.constexpr", "RBLOCK: tl.constexpr"]
        ints = {**{str(v): v for v in s.sizes}, "xnumel": s.numel, "rnumel": s.rnumel}
        return params, ints

    def kernel_source(self) -> list[str]:
        """The combine helpers and the `@triton.jit` function."""
        self.body()
        params, ints = self.signature()
        loose = [name for name, e in ints.items()
                 if sympy.sympify(e).free_symbols and not multiple_of_16(e)]
        jit = f"@triton.jit(do_not_specialize={loose!r})" if loose else "@triton.jit"
        return [*self.helpers.values(),
                f"{jit}\ndef {self.name}_kernel({', '.join(params)}):\n"
                + "\n".join(self.consts + self.lines) + "\n"]

    def source(self) -> str:
        s = self.s
        out = self.kernel_source()
        twin = self.twin()
        rows = ""
        if twin is not None:
            out += twin.kernel_source()
            self.uses_libdevice |= twin.uses_libdevice
            rows = (f", persistent_kernel={twin.name}_kernel, "
                    f"persistent_max={self.persistent_threshold}")
        loaded = {op.buffer for m in s.members for op in m.kernel.body.walk()
                  if isinstance(op, loop.LoadOp)}
        mutated = [k for k, b in enumerate(s.buffers) if b.written and b.value in loaded]
        meta: dict[str, object] = {}
        if self.reduction:
            meta["hint"] = self.hint
        if mutated:
            meta["mutated"] = mutated
        if s.sizes:
            meta["symbolic"] = True
        if s.parts:
            meta["numels"] = [int(p.numel) for p in s.parts]
        kind = "reduction" if self.reduction else "pointwise2d" if self.tiled else \
            "combo" if s.parts else "pointwise"
        out.append(f"{self.name} = TritonLauncher({self.name}_kernel, kind={kind!r}, "
                   f"persistent={self.persistent}, meta={meta!r}, pointers={len(s.buffers)}, "
                   f"autotune={self.autotune}{rows})\n")
        return "\n\n".join(out)


class GemmTemplateWriter(KernelWriter):
    """A `loop.gemm` as one Triton matmul kernel whose epilogue is the group's pointwise
    kernel (Inductor's mm template with a fused epilogue).

    Each program computes an (XBLOCK, RBLOCK) tile of the product, programs grouped by
    GROUP_M rows of tiles so that neighbours share their `a` rows in L2 (the Triton matmul
    tutorial's ordering), in an f32 accumulator over KBLOCK slices of K (masked only where
    K is not a multiple of KBLOCK: EVEN_K), plus an addmm's bias, then rounded to the
    product's type as the library call would store it. The epilogue then runs on that tile as
    a tiled pointwise kernel (`xindex` rows, `rindex` columns), its loads of the product
    taking the tile. Rows and columns past the ends are computed from wrapped-around
    operands (`xindex % xnumel`) and masked at the epilogue's stores.

    The signature ends as every generated kernel's (`..., xnumel, rnumel, XBLOCK, RBLOCK`),
    the matmul's own arguments before it (operand strides, K, and the constexprs KBLOCK,
    GROUP_M, EVEN_K), so that the launcher's static launch path serves it as is.
    """

    def __init__(self, g: GemmSchedule):
        self.g = g
        super().__init__(g.epilogue, 0, autotune=False)
        self.tiled = True
        self.name = g.name

    def _needs_int64(self) -> bool:
        if super()._needs_int64():
            return True
        operands = [self.g.a, self.g.b] + ([self.g.bias] if self.g.bias is not None else [])
        extents = [static_int(sympy.expand(self._extent(v.type))) for v in operands]
        return any(e is None or e > 2**31 - 1 for e in extents)

    def tile(self) -> None:
        g = self.g
        pid = "tl.program_id(0).to(tl.int64)" if self.int64 else "tl.program_id(0)"
        for text in (
                f"pid = {pid}",
                "mblocks = tl.cdiv(xnumel, XBLOCK)",
                "nblocks = tl.cdiv(rnumel, RBLOCK)",
                "group = GROUP_M * nblocks",
                "first_m = (pid // group) * GROUP_M",
                "group_m = tl.minimum(mblocks - first_m, GROUP_M)",
                "pid_m = first_m + (pid % group) % group_m",
                "pid_n = (pid % group) // group_m",
                "xindex = pid_m * XBLOCK + tl.arange(0, XBLOCK)[:, None]",
                "xmask = xindex < xnumel",
                "rindex = pid_n * RBLOCK + tl.arange(0, RBLOCK)[None, :]",
                "rmask = rindex < rnumel",
                "am = xindex % xnumel",
                "bn = rindex % rnumel",
                "kbase = tl.arange(0, KBLOCK)",
                "acc = tl.zeros([XBLOCK, RBLOCK], tl.float32)",
                "for koffset in range(0, knumel, KBLOCK):",
                "    kindex = koffset + kbase",
                "    a_ptrs = a_ptr + am * stride_am + kindex[None, :] * stride_ak",
                "    b_ptrs = b_ptr + kindex[:, None] * stride_bk + bn * stride_bn",
                "    if EVEN_K:",
                "        a = tl.load(a_ptrs)",
                "        b = tl.load(b_ptrs)",
                "    else:",
                "        a = tl.load(a_ptrs, mask=kindex[None, :] < knumel, other=0.0)",
                "        b = tl.load(b_ptrs, mask=kindex[:, None] < knumel, other=0.0)",
                "    acc = tl.dot(a, b, acc)"):
            self.line(text)
        if g.bias is not None:
            self.line("acc += tl.load(bias_ptr + am * stride_biasm + bn * stride_biasn)"
                      ".to(tl.float32)")
        dtype = tl_dtype(g.product.type.element_type)
        product = self.assign(f"acc.to({dtype})", {X, R}, dtype)
        self.frames[-1]["regs"][g.product] = product
        for p in self.s.phases:
            for m in p.members:
                self.emit_member_ops(m, m.body + m.post, "loop")

    def signature(self) -> tuple[list[str], dict[str, sympy.Expr]]:
        s, g = self.s, self.g
        params = ["a_ptr", "b_ptr"] + (["bias_ptr"] if g.bias is not None else [])
        params += [b.name for b in s.buffers] + [str(v) for v in s.sizes]
        params += ["stride_am", "stride_ak", "stride_bk", "stride_bn"]
        params += ["stride_biasm", "stride_biasn"] if g.bias is not None else []
        params += ["knumel", "KBLOCK: tl.constexpr", "GROUP_M: tl.constexpr",
                   "EVEN_K: tl.constexpr", "xnumel", "rnumel", "XBLOCK: tl.constexpr",
                   "RBLOCK: tl.constexpr"]
        ints = {**{str(v): v for v in s.sizes}, "xnumel": s.numel, "rnumel": s.rnumel,
                "knumel": g.a.type.sizes[1]}
        return params, ints

    def source(self) -> str:
        s, g = self.s, self.g
        out = self.kernel_source()
        pointers = 2 + (g.bias is not None) + len(s.buffers)
        out.append(f"{self.name} = GemmTemplate({self.name}_kernel, pointers={pointers}, "
                   f"bias={g.bias is not None})\n")
        return "\n\n".join(out)

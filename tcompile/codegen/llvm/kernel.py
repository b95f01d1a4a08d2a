"""One `KernelSchedule` as one LLVM function (see `tcompile.codegen.llvm` for the convention).

    for x in [xstart, xend):
        phase "loop":   for r in [0, rnumel): members' body ops, reductions in phi accumulators
                        (welford[_combine] / online_softmax / arg*: a second loop over r
                        re-runs the bodies)
                        then reductions' final values and the members' post ops
        phase "outer":  members' body ops once

A float max/min reduction accumulates integer keys (see `_flip_order`); a later loop phase that
would recompute a transcendental of an earlier one reads it back from its output (`reuse`).
An outer reduction (`x.sum(0)`, see `outer_tile`) runs the other way round, a tile of outputs
side by side inside the r loop (`build_outer`). A reduction over dims that are not contiguous
together (a batch norm's over N, H and W of [N, C, H, W]) runs its r loop as two nested loops
(`r_split`), the inner one over a contiguous run.

Values of bf16 type live in registers as float32 values that bf16 represents exactly: a load
widens the bits, an op with a bf16 result rounds to nearest even, a store takes the top half.
Bool (i1) is a byte in memory. Index values are i64.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable, Mapping

import llvmlite.ir as ir
import sympy
from xdsl.dialects import arith
from xdsl.dialects import math as xmath
from xdsl.dialects.builtin import FloatAttr, IntegerAttr
from xdsl.ir import Attribute, Operation, SSAValue

from tcompile.codegen.llvm import philox
from tcompile.codegen.llvm.reuse import Reuse, plan_reuse
from tcompile.codegen.llvm.vecmath import LibmCalls, StringAttributes, VecMath
from tcompile.codegen.schedule import RINDEX, XINDEX, CodegenError, KernelSchedule, Member
from tcompile.dialects import loop
from tcompile.dialects.sym import CeilDiv, FloorDiv, ModularIndexing
from tcompile.passes.analysis.simplify import simplify_with_ranges

F16 = ir.HalfType()
F32 = ir.FloatType()
F64 = ir.DoubleType()
I1 = ir.IntType(1)
I8 = ir.IntType(8)
I16 = ir.IntType(16)
I32 = ir.IntType(32)
I64 = ir.IntType(64)
PTR = ir.PointerType()
REASSOC = ("reassoc", "nsz", "contract")
# Float sums over a longer range add up blocks of this many elements (`cascade_loop`).
CASCADE_BLOCK = 4096
_CASCADED = frozenset({"sum", "welford"})
# Reductions of a second pass over r, which reads the first pass's results (`loop_phase`).
_TWO_PASS = frozenset({"welford", "welford_combine", "online_softmax", "argmax", "argmin"})
# Float reductions that accumulate an ordered integer key and a NaN flag (`_flip_order`).
_MAX_KEYED = frozenset({"max", "min", "online_softmax", "argmax", "argmin"})
# Outer reductions (`outer_tile`): kinds of one pass, the widest tile of outputs.
_OUTER_KINDS = frozenset({"sum", "prod", "max", "min", "any", "xor_sum"})
OUTER_TILE = 512
# An outer reduction's output index is XO * E + XI: XI walks the last output range (of E).
XO = sympy.Symbol("xo", integer=True, nonnegative=True)
XI = sympy.Symbol("xi", integer=True, nonnegative=True)
# A reduction whose indices read r as `r // K` and `r % K` loops r as RO * K + RI (`r_split`).
RO = sympy.Symbol("ro", integer=True, nonnegative=True)
RI = sympy.Symbol("ri", integer=True, nonnegative=True)

_FLOATS = {"f16": F16, "bf16": F32, "f32": F32, "f64": F64}


def tname(t: Attribute) -> str:
    return str(t)


def value_type(t: Attribute) -> ir.Type:
    """How a value of loop-IR type `t` is held in LLVM registers."""
    name = tname(t)
    if name in _FLOATS:
        return _FLOATS[name]
    if name == "index":
        return I64
    m = name.lstrip("su")
    if m.startswith("i") and m[1:].isdigit():
        return ir.IntType(int(m[1:]))
    raise CodegenError(f"LLVM backend: unsupported type {name}")


def storage_type(t: Attribute) -> ir.Type:
    """How an element of type `t` is stored in memory."""
    name = tname(t)
    if name == "bf16":
        return I16
    if name == "i1":
        return I8
    return value_type(t)


def is_float(t: Attribute) -> bool:
    return tname(t) in _FLOATS


def is_unsigned(t: Attribute) -> bool:
    return tname(t).startswith("ui")


# arith.cmpf predicate number -> (ordered?, llvmlite op); 0 and 15 are constants
_CMPF = {1: (True, "=="), 2: (True, ">"), 3: (True, ">="), 4: (True, "<"), 5: (True, "<="),
         6: (True, "!="), 7: (True, "ord"), 8: (False, "=="), 9: (False, ">"),
         10: (False, ">="), 11: (False, "<"), 12: (False, "<="), 13: (False, "!="),
         14: (False, "uno")}
_CMPI = {0: (True, "=="), 1: (True, "!="), 2: (True, "<"), 3: (True, "<="), 4: (True, ">"),
         5: (True, ">="), 6: (False, "<"), 7: (False, "<="), 8: (False, ">"), 9: (False, ">=")}

# f32 functions with an inline polynomial (vecmath); everything else goes to libm
_POLY = {xmath.ExpOp: "exp", xmath.LogOp: "log", xmath.SinOp: "sin", xmath.CosOp: "cos",
         xmath.TanhOp: "tanh", xmath.ErfOp: "erf", xmath.Exp2Op: "exp2",
         xmath.Log1pOp: "log1p", xmath.ExpM1Op: "expm1", xmath.Log2Op: "log2",
         xmath.Log10Op: "log10", xmath.SinhOp: "sinh", xmath.CoshOp: "cosh",
         xmath.AsinhOp: "asinh", xmath.AcoshOp: "acosh", xmath.AtanhOp: "atanh",
         xmath.TanOp: "tan", xmath.AtanOp: "atan", xmath.Atan2Op: "atan2",
         xmath.AsinOp: "asin", xmath.AcosOp: "acos", xmath.PowFOp: "pow"}
_LIBM = {xmath.ExpOp: "exp", xmath.LogOp: "log", xmath.SinOp: "sin", xmath.CosOp: "cos",
         xmath.TanhOp: "tanh", xmath.ErfOp: "erf", xmath.Exp2Op: "exp2",
         xmath.TanOp: "tan", xmath.SinhOp: "sinh", xmath.CoshOp: "cosh", xmath.AsinOp: "asin",
         xmath.AcosOp: "acos", xmath.AtanOp: "atan", xmath.ExpM1Op: "expm1",
         xmath.Log2Op: "log2", xmath.Log10Op: "log10", xmath.Log1pOp: "log1p",
         xmath.AsinhOp: "asinh", xmath.AcoshOp: "acosh", xmath.AtanhOp: "atanh",
         xmath.CbrtOp: "cbrt", xmath.PowFOp: "pow", xmath.Atan2Op: "atan2"}
_INTRINSIC = {xmath.SqrtOp: "llvm.sqrt", xmath.AbsFOp: "llvm.fabs", xmath.FloorOp: "llvm.floor",
              xmath.CeilOp: "llvm.ceil", xmath.TruncOp: "llvm.trunc",
              xmath.RoundEvenOp: "llvm.roundeven", xmath.RoundOp: "llvm.round",
              xmath.FmaOp: "llvm.fma", arith.MaximumfOp: "llvm.maximum",
              arith.MinimumfOp: "llvm.minimum", arith.MaxnumfOp: "llvm.maxnum",
              arith.MinnumfOp: "llvm.minnum", xmath.CopySignOp: "llvm.copysign"}


class _Loop:
    def __init__(self, pre: ir.Block, head: ir.Block, after: ir.Block, i: ir.PhiInstr,
                 stop: ir.Value, phis: list[ir.PhiInstr], inits: list[ir.Value]):
        self.pre, self.head, self.after, self.i, self.stop = pre, head, after, i, stop
        self.phis, self.inits = phis, inits


class _Reduction:
    """Accumulator state of one `loop.reduce` in the loop being emitted."""

    def __init__(self, op: loop.ReduceOp, inits: list[ir.Value]):
        self.op = op
        self.inits = inits
        self.phis: list[ir.Value] = []
        self.new: list[ir.Value] = []
        self.finals: list[ir.Value] = []
        self.first: list[ir.Value] = []  # pass 2: the finals of pass 1


def vector_width(schedule: KernelSchedule) -> int | None:
    """The vector width (bits) the kernel is compiled for, or None for the host's choice.

    A pointwise kernel of plain arithmetic is bound by memory: there 256-bit vectors beat
    512-bit ones (AMD EPYC with AVX-512, one thread, 1024x1024 float32: add 165 -> 150 us,
    eager's 152; relu 112 -> 108), whereas transcendentals and reductions gain from 512 bits
    (exp 355 vs 482 us, amax 68 vs 84 us)."""
    if schedule.is_reduction or element_cost(schedule) > 1:
        return None
    return 256


# The loop vectorizer's interleave count for kernels with transcendentals, for inner loops of
# at least LONG_LOOP iterations and for the others (0: LLVM's choice). Their bodies are long
# dependency chains (a polynomial is 6-10 dependent multiply-adds): LLVM's cost model leaves
# such a loop at one vector an iteration, which the core's scheduler cannot look far enough
# ahead to overlap; independent vectors side by side in the body can. Four need a loop of 64
# floats an iteration, whose remainder runs narrower: rows of 100-300 lost 15-25% with four.
INTERLEAVE_LONG, INTERLEAVE_SHORT, LONG_LOOP = 4, 2, 1024


def interleave_count(schedule: KernelSchedule) -> int:
    """The `llvm.loop.interleave.count` the kernel's loops carry, or 0 for none."""
    if element_cost(schedule) <= 1:
        return 0
    inner = schedule.rnumel if schedule.rnumel != 1 else schedule.numel
    return INTERLEAVE_LONG if inner.is_Integer and int(inner) >= LONG_LOOP else INTERLEAVE_SHORT


def prefer_vector_width(fn: ir.Function, bits: int) -> None:
    attributes = StringAttributes({"prefer-vector-width": str(bits)})
    for name in fn.attributes:
        attributes.add(name)
    fn.attributes = attributes


class KernelBuilder:
    def __init__(self, module: ir.Module, schedule: KernelSchedule, vm: VecMath):
        self.module = module
        self.s = schedule
        self.vm = vm
        self.libm = vm.libm
        nb, ns = len(schedule.buffers), len(schedule.sizes)
        fty = ir.FunctionType(ir.VoidType(), [PTR] * nb + [I64] * (ns + 4))
        self.fn = fn = ir.Function(module, fty, schedule.name)
        fn.attributes.add("nounwind")
        for arg, buf in zip(fn.args[:nb], schedule.buffers, strict=True):
            arg.name = buf.name
            arg.add_attribute("noalias")
        self.ptrs = {buf.value: arg for buf, arg in zip(schedule.buffers, fn.args[:nb], strict=True)}
        self.env: dict[sympy.Symbol, ir.Value] = {}
        for sym, arg in zip(schedule.sizes, fn.args[nb:nb + ns], strict=True):
            arg.name = sym.name
            self.env[sym] = arg
        xnumel, rnumel, xstart, xend = fn.args[nb + ns:]
        for a, n in zip((xnumel, rnumel, xstart, xend), ("xnumel", "rnumel", "xstart", "xend"),
                        strict=True):
            a.name = n
        self.rnumel = (ir.Constant(I64, int(schedule.rnumel)) if schedule.rnumel.is_Integer
                       else rnumel)
        self.xstart, self.xend = xstart, xend
        self.b = ir.IRBuilder(fn.append_basic_block("entry"))
        self.v: dict[SSAValue, ir.Value] = {}
        self.reg: dict[SSAValue, ir.Value] = {}
        self.member: Member | None = None
        self.reductions: dict[loop.ReduceOp, _Reduction] = {}
        self.pass2 = False
        self.outer = outer_tile(schedule)
        self.outer_index: dict[sympy.Expr, sympy.Expr] = {}
        self.r_split = r_split(schedule) if self.outer is None else None
        self.r_index: dict[sympy.Expr, sympy.Expr] = {}
        plans = plan_reuse(schedule)
        self.keeps = {r.producer: r for r in plans}
        self.reloads = {r.consumer: r for r in plans}
        count = interleave_count(schedule)
        self.interleave = None if not count else module.add_metadata(
            [ir.MetaDataString(module, "llvm.loop.interleave.count"), ir.Constant(I32, count)])

    # ---- entry ----------------------------------------------------------------------------

    def build(self) -> ir.Function:
        b = self.b
        for m in self.s.members:
            for c in m.constants:
                self.v[c.result] = self.constant(c)
        if self.outer is not None:
            self.build_outer(*self.outer)
            b.ret_void()
            return self.fn
        lp = self.loop_begin(self.xstart, self.xend, [], "x")
        self.env[XINDEX] = lp.i
        for phase in self.s.phases:
            if phase.level == "outer":
                for m in phase.members:
                    self.member = m
                    for op in m.body:
                        self.emit(op)
            else:
                self.loop_phase(phase.members)
        self.loop_end(lp, [])
        b.ret_void()
        return self.fn

    def loop_phase(self, members: list[Member]) -> None:
        reduces = [op for m in members for op in m.body if isinstance(op, loop.ReduceOp)]
        # pass 1
        self.reductions = {op: _Reduction(op, self.reduce_inits(op)) for op in reduces}
        inits = [v for r in self.reductions.values() for v in r.inits]
        if self.cascades():
            finals = self.cascade_loop(members, inits)
        else:
            finals = self.r_loop(members, ir.Constant(I64, 0), self.rnumel, inits, "r")
        self.bind_finals(finals)
        for op, red in self.reductions.items():
            if op.kind.data in _MAX_KEYED and is_float(op.inputs[0].type):
                red.finals = self._float_max_final(red.finals, value_type(op.inputs[0].type))
        first = self.reductions
        # pass 2 for welford / online_softmax
        two = [op for op in reduces if op.kind.data in _TWO_PASS]
        if two:
            self.pass2 = True
            saved = dict(self.reg)
            self.reductions = {op: _Reduction(op, [self.pass2_init(op)]) for op in two}
            for op, red in self.reductions.items():
                red.first = first[op].finals
            finals = self.r_loop(members, ir.Constant(I64, 0), self.rnumel,
                                 [r.inits[0] for r in self.reductions.values()], "r2_")
            self.bind_finals(finals)
            for op, red in self.reductions.items():
                first[op].finals = [*first[op].finals, red.finals[0]]
            self.reg = saved
            self.pass2 = False
        for op, red in first.items():
            for res, val in zip(op.outputs, self.finalize(op, red.finals), strict=True):
                self.v[res] = self.round_if_bf16(val, res.type)
        self.reductions = {}
        for m in members:
            self.member = m
            for op in m.post:
                self.emit(op)

    def cascades(self) -> bool:
        """Whether pass 1 sums floats over a range that may be longer than one block."""
        sums = any(op.kind.data in _CASCADED and is_float(op.inputs[0].type)
                   for op in self.reductions)
        rnumel = self.s.rnumel
        return sums and not (rnumel.is_Integer and int(rnumel) <= CASCADE_BLOCK)

    def cascade_loop(self, members: list[Member], inits: list[ir.Value]) -> list[ir.Value]:
        """Pass 1 as blocks of CASCADE_BLOCK elements: float sums start from zero in each
        block and add the block's sum into their total after it (cascade summation, as ATen's
        CPU sums: the error grows with the number of blocks, not of elements; a serial f32
        sum of 65536 elements drifts by 1e-3), other accumulators carry through."""
        b = self.b
        size = CASCADE_BLOCK
        if self.r_split is not None:  # whole inner runs in each block
            size = max(1, CASCADE_BLOCK // self.r_split) * self.r_split
        block = ir.Constant(I64, size)
        outer = self.loop_begin(ir.Constant(I64, 0), self.rnumel, inits, "rb")
        end = b.add(outer.i, block)
        end = b.select(b.icmp_signed("<", end, self.rnumel), end, self.rnumel)
        cascaded = [op.kind.data in _CASCADED and is_float(op.inputs[0].type)
                    for op, r in self.reductions.items() for _ in r.inits]
        starts = [ir.Constant(v.type, 0.0) if c else v
                  for v, c in zip(outer.phis, cascaded, strict=True)]
        sums = self.r_loop(members, outer.i, end, starts, "r")
        totals = [b.fadd(total, part) if c else part
                  for total, part, c in zip(outer.phis, sums, cascaded, strict=True)]
        return self.loop_end(outer, totals, step=block)

    def r_loop(self, members: list[Member], start: ir.Value, stop: ir.Value,
               inits: list[ir.Value], name: str) -> list[ir.Value]:
        """The members' bodies over r in [start, stop) (both multiples of `r_split` where
        it is set: then as RO * K + RI, RI the inner loop); the accumulators' final values."""
        k = self.r_split
        if k is None:
            lp = self.loop_begin(start, stop, inits, name)
            self.bind_phis(lp.phis)
            self.run_bodies(members, lp.i)
            return self.loop_end(lp, [v for r in self.reductions.values() for v in r.new])
        b = self.b
        kc = ir.Constant(I64, k)
        outer = self.loop_begin(b.udiv(start, kc), b.udiv(stop, kc), inits, f"{name}o")
        inner = self.loop_begin(ir.Constant(I64, 0), kc, outer.phis, name)
        self.env[RO], self.env[RI] = outer.i, inner.i
        self.bind_phis(inner.phis)
        self.run_bodies(members, b.add(b.mul(outer.i, kc, flags=["nsw", "nuw"]), inner.i,
                                       flags=["nsw", "nuw"]))
        new = self.loop_end(inner, [v for r in self.reductions.values() for v in r.new])
        return self.loop_end(outer, new)

    def run_bodies(self, members: list[Member], r: ir.Value) -> None:
        self.env[RINDEX] = r
        for m in members:
            self.member = m
            for op in m.body:
                if self.pass2 and isinstance(op, loop.StoreOp) and op.buffer not in self.s.registers:
                    continue
                if self.pass2 and isinstance(op, loop.ReduceOp) and op not in self.reductions:
                    continue
                self.emit(op)

    def bind_phis(self, phis: list[ir.PhiInstr]) -> None:
        k = 0
        for r in self.reductions.values():
            r.phis = phis[k:k + len(r.inits)]
            k += len(r.inits)

    def bind_finals(self, finals: list[ir.Value]) -> None:
        k = 0
        for r in self.reductions.values():
            r.finals = finals[k:k + len(r.inits)]
            k += len(r.inits)

    # ---- outer reductions -----------------------------------------------------------------

    def build_outer(self, row: int, tile: int) -> None:
        """An outer reduction (see `outer_tile`), for tiles of `tile` outputs:

            for t in tiles of [xstart, xend):    (outputs XO*row + XI, XI in [xi0 + lo, xi0 + hi))
                acc[lo:hi] = init
                for r in [0, rnumel):            (blocks of CASCADE_BLOCK for a float sum)
                    for j in [lo, hi):  acc[j] = step(acc[j], body(XO, xi0 + j, r))
                for j in [lo, hi):      post ops of acc[j]

        The j loop reads neighbouring elements and vectorizes; a whole tile (lo = 0,
        hi = tile, which the launcher's chunks aligned to `tile` always give) has constant
        bounds, so its accumulators stay in vector registers."""
        b = self.b
        members = self.s.phases[0].members
        self.reductions = {op: _Reduction(op, self.reduce_inits(op))
                           for m in members for op in m.body if isinstance(op, loop.ReduceOp)}
        inits = [v for r in self.reductions.values() for v in r.inits]
        cascaded = [self.cascades() and op.kind.data in _CASCADED and is_float(op.inputs[0].type)
                    for op, r in self.reductions.items() for _ in r.inits]
        # i1 accumulators (max's NaN flag, any) live as bytes: vectors of i1 in memory are not
        # vectorized
        accs = [b.alloca(_acc_memory_type(v.type), size=tile) for v in inits]
        parts = [b.alloca(v.type, size=tile) if c else None
                 for v, c in zip(inits, cascaded, strict=True)]
        width = ir.Constant(I64, tile)
        zero = ir.Constant(I64, 0)
        last = b.sub(b.add(self.xend, width), ir.Constant(I64, 1))
        lp = self.loop_begin(b.udiv(self.xstart, width), b.udiv(last, width), [], "xt")
        base = b.mul(lp.i, width)
        lo = b.select(b.icmp_unsigned(">", self.xstart, base), b.sub(self.xstart, base), zero)
        hi = b.sub(self.xend, base)
        hi = b.select(b.icmp_unsigned("<", hi, width), hi, width)
        self.env[XO] = b.udiv(base, ir.Constant(I64, row))
        xi0 = b.urem(base, ir.Constant(I64, row))
        whole = b.and_(b.icmp_unsigned("==", lo, zero), b.icmp_unsigned("==", hi, width))
        with b.if_else(whole) as (then, otherwise):
            with then:
                self.outer_pass(members, zero, width, xi0, inits, accs, parts)
            with otherwise:
                self.outer_pass(members, lo, hi, xi0, inits, accs, parts)
        self.loop_end(lp, [])
        self.reductions = {}

    def outer_pass(self, members: list[Member], lo: ir.Value, hi: ir.Value, xi0: ir.Value,
                   inits: list[ir.Value], accs: list[ir.AllocaInstr],
                   parts: list[ir.AllocaInstr | None]) -> None:
        b = self.b
        self.over_tile(lo, hi, lambda j: [self.acc_store(v, a, j)
                                          for v, a in zip(inits, accs, strict=True)])
        if not any(parts):
            self.outer_r_loop(members, ir.Constant(I64, 0), self.rnumel, lo, hi, xi0, accs)
        else:  # cascade summation, as `cascade_loop`: each block's sums start from zero
            block = ir.Constant(I64, CASCADE_BLOCK)
            outer = self.loop_begin(ir.Constant(I64, 0), self.rnumel, [], "rb")
            end = b.add(outer.i, block)
            end = b.select(b.icmp_signed("<", end, self.rnumel), end, self.rnumel)
            self.over_tile(lo, hi, lambda j: [self.acc_store(ir.Constant(v.type, 0.0), p, j)
                                              for v, p in zip(inits, parts, strict=True) if p])
            self.outer_r_loop(members, outer.i, end, lo, hi, xi0,
                              [p or a for p, a in zip(parts, accs, strict=True)])

            def add_parts(j: ir.Value) -> None:
                for a, p in zip(accs, parts, strict=True):
                    if p:
                        total = b.fadd(self.acc_load(a, j), self.acc_load(p, j))
                        self.acc_store(total, a, j)
            self.over_tile(lo, hi, add_parts)
            self.loop_end(outer, [], step=block)

        def finish(j: ir.Value) -> None:
            self.env[XI] = b.add(xi0, j)
            self.bind_finals([self.acc_load(a, j) for a in accs])
            for op, red in self.reductions.items():
                if op.kind.data in _MAX_KEYED and is_float(op.inputs[0].type):
                    red.finals = self._float_max_final(red.finals, value_type(op.inputs[0].type))
                for res, val in zip(op.outputs, self.finalize(op, red.finals), strict=True):
                    self.v[res] = self.round_if_bf16(val, res.type)
            for m in members:
                self.member = m
                for op in m.post:
                    self.emit(op)
        self.over_tile(lo, hi, finish)

    def outer_r_loop(self, members: list[Member], start: ir.Value, stop: ir.Value,
                     lo: ir.Value, hi: ir.Value, xi0: ir.Value, accs: list[ir.AllocaInstr]
                     ) -> None:
        b = self.b
        r = self.loop_begin(start, stop, [], "r")

        def step(j: ir.Value) -> None:
            self.env[XI] = b.add(xi0, j)
            self.bind_phis([self.acc_load(a, j) for a in accs])
            self.run_bodies(members, r.i)
            new = [v for red in self.reductions.values() for v in red.new]
            for v, a in zip(new, accs, strict=True):
                self.acc_store(v, a, j)
        self.over_tile(lo, hi, step)
        self.loop_end(r, [])

    def over_tile(self, lo: ir.Value, hi: ir.Value, body: Callable[[ir.Value], object]) -> None:
        lp = self.loop_begin(lo, hi, [], "j")
        body(lp.i)
        self.loop_end(lp, [])

    def acc_load(self, array: ir.AllocaInstr, j: ir.Value) -> ir.Value:
        ptr = self.b.gep(array, [j], inbounds=True, source_etype=array.allocated_type)
        v = self.b.load(ptr, typ=array.allocated_type)
        return self.b.trunc(v, I1) if array.allocated_type == I8 else v

    def acc_store(self, v: ir.Value, array: ir.AllocaInstr, j: ir.Value) -> None:
        ptr = self.b.gep(array, [j], inbounds=True, source_etype=array.allocated_type)
        self.b.store(self.b.zext(v, I8) if v.type == I1 else v, ptr)

    # ---- loops ----------------------------------------------------------------------------

    def loop_begin(self, start: ir.Value, stop: ir.Value, inits: list[ir.Value],
                   name: str) -> _Loop:
        b = self.b
        pre = b.block
        head = self.fn.append_basic_block(f"{name}loop")
        after = self.fn.append_basic_block(f"{name}done")
        b.cbranch(b.icmp_signed("<", start, stop), head, after)
        b.position_at_end(head)
        i = b.phi(I64, name=f"{name}i")
        i.add_incoming(start, pre)
        phis = []
        for init in inits:
            p = b.phi(init.type)
            p.add_incoming(init, pre)
            phis.append(p)
        return _Loop(pre, head, after, i, stop, phis, inits)

    def loop_end(self, lp: _Loop, new: list[ir.Value], step: ir.Value | None = None
                 ) -> list[ir.Value]:
        b = self.b
        latch = b.block
        nxt = b.add(lp.i, step if step is not None else ir.Constant(I64, 1), flags=["nsw", "nuw"])
        lp.i.add_incoming(nxt, latch)
        for p, v in zip(lp.phis, new, strict=True):
            p.add_incoming(v, latch)
        branch = b.cbranch(b.icmp_signed("<", nxt, lp.stop), lp.head, lp.after)
        if self.interleave is not None:
            # a loop's ID is a distinct node listing itself first, then its properties
            loop_id = ir.values.MDValue(self.module, [self.interleave],
                                        name=str(len(self.module.metadata)))
            loop_id.operands = (loop_id, self.interleave)
            branch.set_metadata("llvm.loop", loop_id)
        b.position_at_end(lp.after)
        finals = []
        for init, v in zip(lp.inits, new, strict=True):
            f = b.phi(init.type)
            f.add_incoming(init, lp.pre)
            f.add_incoming(v, latch)
            finals.append(f)
        return finals

    # ---- index expressions ----------------------------------------------------------------

    def index(self, e: sympy.Expr) -> ir.Value:
        if self.outer is not None:  # over XO and XI (see `build_outer`), not xindex
            if e not in self.outer_index:
                self.outer_index[e] = _outer_index(self.s, e)
            e = self.outer_index[e]
        elif self.r_split is not None and RINDEX in e.free_symbols:  # over RO and RI
            if e not in self.r_index:
                self.r_index[e] = _split_index(self.s, e, self.r_split)
            e = self.r_index[e]
        return emit_index(self.b, self.env, e)

    # ---- values ---------------------------------------------------------------------------

    def constant(self, op: arith.ConstantOp) -> ir.Constant:
        attr = op.value
        t = op.result.type
        if isinstance(attr, FloatAttr):
            return self.fconst(float(attr.value.data), t)
        if isinstance(attr, IntegerAttr):
            return ir.Constant(value_type(t), int(attr.value.data))
        raise CodegenError(f"LLVM backend: constant {attr}")

    def fconst(self, v: float, t: Attribute) -> ir.Constant:
        if tname(t) == "bf16" and math.isfinite(v):
            v = _bf16_round_py(v)
        return ir.Constant(value_type(t), v)

    def zero(self, t: Attribute) -> ir.Constant:
        return ir.Constant(value_type(t), 0.0 if is_float(t) else 0)

    def round_bf16(self, x: ir.Value) -> ir.Value:
        """f32 -> nearest-even bf16 bits in the top half (NaN -> 0x7FC0), as f32."""
        b = self.b
        bits = b.bitcast(x, I32)
        lsb = b.and_(b.lshr(bits, ir.Constant(I32, 16)), ir.Constant(I32, 1))
        rounded = b.add(b.add(bits, ir.Constant(I32, 0x7FFF)), lsb)
        rounded = b.and_(rounded, ir.Constant(I32, -65536))
        rounded = b.select(b.fcmp_unordered("uno", x, x), ir.Constant(I32, 0x7FC00000), rounded)
        return b.bitcast(rounded, F32)

    def round_if_bf16(self, x: ir.Value, t: Attribute) -> ir.Value:
        return self.round_bf16(x) if tname(t) == "bf16" else x

    def load_convert(self, raw: ir.Value, t: Attribute) -> ir.Value:
        b = self.b
        name = tname(t)
        if name == "bf16":
            return b.bitcast(b.shl(b.zext(raw, I32), ir.Constant(I32, 16)), F32)
        if name == "i1":
            return b.icmp_unsigned("!=", raw, ir.Constant(I8, 0))
        return raw

    def store_convert(self, v: ir.Value, t: Attribute) -> ir.Value:
        b = self.b
        name = tname(t)
        if name == "bf16":
            bits = b.bitcast(self.round_bf16(v), I32)
            return b.trunc(b.lshr(bits, ir.Constant(I32, 16)), I16)
        if name == "i1":
            return b.zext(v, I8)
        return v

    def fconv(self, v: ir.Value, src: Attribute, dst: Attribute) -> ir.Value:
        """Float conversion between any of f16, bf16, f32, f64."""
        b = self.b
        sty, dty = value_type(src), value_type(dst)
        if tname(src) == "f64" and tname(dst) in ("bf16",):
            v = b.fptrunc(v, F32)
        elif _bits(sty) < _bits(dty):
            v = b.fpext(v, dty)
        elif _bits(sty) > _bits(dty):
            v = b.fptrunc(v, dty)
        return self.round_if_bf16(v, dst)

    # ---- ops ------------------------------------------------------------------------------

    def emit(self, op: Operation) -> None:
        reuse = self.reloads.get(op)
        if reuse is not None:
            self.v[op.results[0]] = self.kept_value(reuse)
            return
        self.emit_op(op)
        reuse = self.keeps.get(op)
        if reuse is not None and not self.pass2:
            self.keep_value(reuse, self.v[op.results[0]])

    def kept_address(self, reuse: Reuse) -> tuple[ir.Value, ir.Type]:
        store = reuse.store
        sty = storage_type(store.value.type)
        idx = self.index(reuse.member.index(store.index.data))
        return self.b.gep(self.ptrs[store.buffer], [idx], inbounds=True, source_etype=sty), sty

    def keep_value(self, reuse: Reuse, value: ir.Value) -> None:
        ptr, _ = self.kept_address(reuse)
        self.b.store(self.store_convert(value, reuse.store.value.type), ptr)

    def kept_value(self, reuse: Reuse) -> ir.Value:
        ptr, sty = self.kept_address(reuse)
        return self.load_convert(self.b.load(ptr, typ=sty), reuse.store.value.type)

    def emit_op(self, op: Operation) -> None:
        if isinstance(op, arith.ConstantOp):
            self.v[op.result] = self.constant(op)
        elif isinstance(op, loop.LoadOp):
            self.v[op.result] = self.load(op)
        elif isinstance(op, loop.StoreOp):
            self.store(op)
        elif isinstance(op, loop.IndexOp):
            assert self.member is not None
            idx = self.index(self.member.index(op.expr.data))
            self.v[op.result] = self.int_cast(idx, value_type(op.result.type))
        elif isinstance(op, loop.ReduceOp):
            self.reduce_step(op)
        else:
            out = self.scalar(op)
            res = op.results[0]
            if tname(res.type) == "bf16" and not isinstance(
                    op, arith.SelectOp | arith.ExtFOp | arith.TruncFOp | arith.SIToFPOp
                    | arith.UIToFPOp):
                out = self.round_bf16(out)
            self.v[res] = out

    def int_cast(self, v: ir.Value, ty: ir.IntType, signed: bool = True) -> ir.Value:
        if v.type.width == ty.width:
            return v
        if v.type.width > ty.width:
            return self.b.trunc(v, ty)
        return self.b.sext(v, ty) if signed else self.b.zext(v, ty)

    def load(self, op: loop.LoadOp) -> ir.Value:
        if op.buffer in self.s.registers:
            if op.buffer not in self.reg:
                raise CodegenError("LLVM backend: register buffer read before its store")
            return self.reg[op.buffer]
        b = self.b
        assert self.member is not None
        for sym, val in zip(op.indirect_symbols, op.indirect, strict=True):
            self.env[sym] = self.int_cast(self.v[val], I64)
        idx = self.index(self.member.index(op.index.data))
        t = op.result.type
        sty = storage_type(t)
        ptr = self.ptrs[op.buffer]
        if op.mask is None:
            raw = b.load(b.gep(ptr, [idx], inbounds=True, source_etype=sty), typ=sty)
            return self.load_convert(raw, t)
        mask = self.v[op.mask]
        other = op.other
        other_v = (self.fconst(float(other.value.data), t) if is_float(t)
                   else ir.Constant(value_type(t), int(other.value.data)))
        pre = b.block
        with b.if_then(mask):
            raw = b.load(b.gep(ptr, [idx], inbounds=True, source_etype=sty), typ=sty)
            loaded = self.load_convert(raw, t)
            then = b.block
        phi = b.phi(value_type(t))
        phi.add_incoming(other_v, pre)
        phi.add_incoming(loaded, then)
        return phi

    def store(self, op: loop.StoreOp) -> None:
        value = self.v[op.value]
        if op.buffer in self.s.registers:
            self.reg[op.buffer] = value
            return
        b = self.b
        assert self.member is not None
        idx = self.index(self.member.index(op.index.data))
        t = op.value.type
        sty = storage_type(t)
        b.store(self.store_convert(value, t),
                b.gep(self.ptrs[op.buffer], [idx], inbounds=True, source_etype=sty))

    # ---- reductions -----------------------------------------------------------------------

    def reduce_inits(self, op: loop.ReduceOp) -> list[ir.Value]:
        kind = op.kind.data
        t = op.inputs[0].type
        ty = value_type(t)
        f = is_float(t)
        if kind in ("sum", "xor_sum", "any", "welford"):
            return [self.zero(t)]
        if kind == "welford_combine":  # the sums of weight * mean and of weight
            return [self.zero(t), self.zero(t)]
        if kind == "prod":
            return [ir.Constant(ty, 1.0 if f else 1)]
        if kind in ("max", "min", "online_softmax", "argmax", "argmin"):
            big = kind in ("min", "argmin")
            if f:
                return [self._key_constant(math.inf if big else -math.inf, ty),
                        self._key_constant(-math.inf if big else math.inf, ty)]
            if ty.width == 1:
                init = ir.Constant(ty, 1 if big else 0)
            else:
                w = ty.width
                if is_unsigned(t):
                    init = ir.Constant(ty, (1 << w) - 1 if big else 0)
                else:
                    init = ir.Constant(ty, (1 << (w - 1)) - 1 if big else -(1 << (w - 1)))
            return [init]
        raise CodegenError(f"LLVM backend: loop.reduce {kind}")

    def pass2_init(self, op: loop.ReduceOp) -> ir.Value:
        if op.kind.data in ("argmax", "argmin"):  # the smallest index of a maximum
            ty = value_type(op.inputs[1].type)
            return ir.Constant(ty, (1 << (ty.width - 1)) - 1)
        return self.zero(op.inputs[0].type)

    # Float max/min reductions accumulate an integer key that orders like the float value
    # (`_flip_order`), not `llvm.maximum`: InstCombine rewrites maximum(acc, select(mask,
    # -inf, x)), the max of masked attention scores, into the conditional update
    # select(mask, acc, maximum(acc, x)), which the loop vectorizer rejects (scalar: 3x slower
    # than ATen); an integer smax of a key has no such fold. A NaN's key lies above +inf's
    # (sign bit clear) or below -inf's (set), so a second accumulator of the opposite extreme
    # tells whether one was seen: a NaN flag of `fcmp uno` and `or` cost two more vector
    # instructions and mask-register spills per element (amax 1024x1024: 58 -> 50 us,
    # eager's 50).
    def _flip_order(self, bits: ir.Value) -> ir.Value:
        """Float bits <-> a signed integer in the order of the non-NaN floats (-0 < +0): the
        magnitude bits of negative values are inverted (the map is its own inverse)."""
        b = self.b
        w = bits.type.width
        sign = b.ashr(bits, ir.Constant(bits.type, w - 1))
        return b.xor(bits, b.and_(sign, ir.Constant(bits.type, (1 << (w - 1)) - 1)))

    def _key_constant(self, v: float, ty: ir.Type) -> ir.Constant:
        fmt, ifmt = {16: ("<e", "<h"), 32: ("<f", "<i"), 64: ("<d", "<q")}[_bits(ty)]
        bits = struct.unpack(ifmt, struct.pack(fmt, v))[0]
        if bits < 0:
            bits ^= (1 << (_bits(ty) - 1)) - 1
        return ir.Constant(ir.IntType(_bits(ty)), bits)

    def _float_max_step(self, acc: list[ir.Value], x: ir.Value, maximum: bool) -> list[ir.Value]:
        key = self._flip_order(self.b.bitcast(x, ir.IntType(_bits(x.type))))
        return [self._smax(acc[0], key, maximum), self._smax(acc[1], key, not maximum)]

    def _smax(self, a: ir.Value, b: ir.Value, maximum: bool) -> ir.Value:
        fn = self.module.declare_intrinsic("llvm.smax" if maximum else "llvm.smin", [a.type],
                                           ir.FunctionType(a.type, [a.type] * 2))
        return self.b.call(fn, [a, b])

    def _float_max_final(self, finals: list[ir.Value], ty: ir.Type) -> list[ir.Value]:
        b = self.b
        top, bottom = self._key_constant(math.inf, ty), self._key_constant(-math.inf, ty)
        nan = ir.Constant(I1, 0)
        for key in finals[:2]:  # the extremum and the opposite extreme (see above)
            nan = b.or_(nan, b.or_(b.icmp_signed(">", key, top), b.icmp_signed("<", key, bottom)))
        value = b.bitcast(self._flip_order(finals[0]), ty)
        return [b.select(nan, ir.Constant(ty, math.nan), value)]

    def _first_index_step(self, acc: ir.Value, x: ir.Value, best: ir.Value, idx: ir.Value
                          ) -> ir.Value:
        """argmax/argmin, pass 2: the smallest index whose value equals pass 1's extremum
        (a NaN if there was one). An argmax in one pass keeps the index in a select chain on
        the running maximum, which the loop vectorizer rejects (5x slower than ATen); two
        vectorized passes are not."""
        b = self.b
        if isinstance(x.type, ir.IntType):
            match = b.icmp_signed("==", x, best)
        else:
            match = b.or_(b.fcmp_ordered("==", x, best),
                          b.and_(b.fcmp_unordered("uno", x, x), b.fcmp_unordered("uno", best, best)))
        cand = b.select(match, idx, ir.Constant(idx.type, (1 << (idx.type.width - 1)) - 1))
        fn = self.module.declare_intrinsic("llvm.smin", [idx.type],
                                           ir.FunctionType(idx.type, [idx.type] * 2))
        return b.call(fn, [acc, cand])

    def _int_max(self, a: ir.Value, x: ir.Value, t: Attribute, maximum: bool) -> ir.Value:
        b = self.b
        if a.type.width == 1:
            return b.or_(a, x) if maximum else b.and_(a, x)
        u = is_unsigned(t)
        name = f"llvm.{'u' if u else 's'}{'max' if maximum else 'min'}"
        fn = self.module.declare_intrinsic(name, [a.type], ir.FunctionType(a.type, [a.type] * 2))
        return b.call(fn, [a, x])

    def reduce_step(self, op: loop.ReduceOp) -> None:
        b = self.b
        red = self.reductions[op]
        kind = op.kind.data
        t = op.inputs[0].type
        x = self.v[op.inputs[0]]
        f = is_float(t)
        acc = red.phis
        if self.pass2:
            first = red.first
            if kind in ("argmax", "argmin"):
                red.new = [self._first_index_step(acc[0], x, first[0], self.v[op.inputs[1]])]
            elif kind == "welford":
                mean = b.fdiv(first[0], b.uitofp(self.rnumel, x.type))
                d = b.fsub(x, mean)
                red.new = [b.fadd(acc[0], b.fmul(d, d), flags=REASSOC)]
            elif kind == "welford_combine":  # m2 = sum(m2_i + weight_i * (mean_i - mean)**2)
                d = b.fsub(x, b.fdiv(first[0], first[1]))
                m2, weight = self.v[op.inputs[1]], self.v[op.inputs[2]]
                red.new = [b.fadd(acc[0], b.fadd(m2, b.fmul(weight, b.fmul(d, d))),
                                  flags=REASSOC)]
            else:
                e = self.math_f(xmath.ExpOp, [b.fsub(x, first[0])], t)
                red.new = [b.fadd(acc[0], e, flags=REASSOC)]
            return
        if kind in ("sum", "welford"):
            red.new = [b.fadd(acc[0], x, flags=REASSOC) if f else b.add(acc[0], x)]
        elif kind == "welford_combine":  # pass 1: the weighted sum of the means, the weight
            weight = self.v[op.inputs[2]]
            red.new = [b.fadd(acc[0], b.fmul(weight, x), flags=REASSOC),
                       b.fadd(acc[1], weight, flags=REASSOC)]
        elif kind == "prod":
            red.new = [b.fmul(acc[0], x, flags=REASSOC) if f else b.mul(acc[0], x)]
        elif kind in ("max", "online_softmax", "min") and f:
            red.new = self._float_max_step(acc, x, kind != "min")
        elif kind in ("max", "min"):
            red.new = [self._int_max(acc[0], x, t, kind == "max")]
        elif kind == "any":
            red.new = [b.or_(acc[0], x)]
        elif kind == "xor_sum":
            red.new = [b.xor(acc[0], x)]
        elif kind in ("argmax", "argmin") and f:
            red.new = self._float_max_step(acc, x, kind == "argmax")
        elif kind in ("argmax", "argmin"):
            red.new = [self._int_max(acc[0], x, t, kind == "argmax")]
        else:
            raise CodegenError(f"LLVM backend: loop.reduce {kind}")

    def finalize(self, op: loop.ReduceOp, finals: list[ir.Value]) -> list[ir.Value]:
        b = self.b
        kind = op.kind.data
        if kind == "welford":
            ty = finals[0].type
            n = b.uitofp(self.rnumel, ty)
            return [b.fdiv(finals[0], n), finals[1], n]
        if kind == "welford_combine":  # [sum of weight * mean, weight, m2]
            return [b.fdiv(finals[0], finals[1]), finals[2], finals[1]]
        if kind == "online_softmax":
            return finals
        if kind in ("argmax", "argmin"):
            return [finals[1]]
        return finals

    # ---- scalar ops -----------------------------------------------------------------------

    def scalar(self, op: Operation) -> ir.Value:
        b = self.b
        args = [self.v[o] for o in op.operands]
        rt = op.results[0].type
        at = op.operands[0].type if op.operands else rt
        handler = _BINARY.get(type(op))
        if handler is not None:
            return handler(b, *args)
        if isinstance(op, loop.RandomOp):
            return self.random(op, args)
        if isinstance(op, arith.NegfOp):
            return b.fneg(args[0])
        if isinstance(op, arith.DivfOp):
            return b.fdiv(args[0], args[1], flags=("arcp",))
        if isinstance(op, arith.SelectOp):
            return b.select(*args)
        if isinstance(op, arith.CmpfOp):
            pred = op.predicate.value.data
            if pred in (0, 15):
                return ir.Constant(I1, int(pred == 15))
            ordered, cmp = _CMPF[pred]
            return (b.fcmp_ordered if ordered else b.fcmp_unordered)(cmp, *args)
        if isinstance(op, arith.CmpiOp):
            # Like the reference interpreter, signedness comes from the operand type (torch
            # dtypes): ui8 and bool compare unsigned, other integers signed, whatever the
            # predicate says.
            _, cmp = _CMPI[op.predicate.value.data]
            signed = not (is_unsigned(at) or args[0].type.width == 1)
            return (b.icmp_signed if signed else b.icmp_unsigned)(cmp, *args)
        if isinstance(op, arith.ExtFOp | arith.TruncFOp):
            return self.fconv(args[0], at, rt)
        if isinstance(op, arith.SIToFPOp | arith.UIToFPOp):
            # as in cmpi: ui8 and bool convert unsigned (True -> 1.0), other integers signed
            signed = not (is_unsigned(at) or args[0].type.width == 1)
            conv = b.sitofp if signed else b.uitofp
            return self.round_if_bf16(conv(args[0], value_type(rt)), rt)
        if isinstance(op, arith.BitcastOp):  # f32 <-> i32, f64 <-> i64 (16-bit floats
            return b.bitcast(args[0], value_type(rt))  # live as f32: widen them first)
        if isinstance(op, arith.FPToSIOp):
            return b.fptosi(args[0], value_type(rt))
        if isinstance(op, arith.FPToUIOp):
            return b.fptoui(args[0], value_type(rt))
        if isinstance(op, arith.ExtSIOp):
            return b.sext(args[0], value_type(rt))
        if isinstance(op, arith.ExtUIOp):
            return b.zext(args[0], value_type(rt))
        if isinstance(op, arith.TruncIOp):
            return b.trunc(args[0], value_type(rt))
        if isinstance(op, arith.IndexCastOp):
            return self.int_cast(args[0], value_type(rt), signed=not is_unsigned(at))
        if isinstance(op, arith.MaxSIOp | arith.MinSIOp | arith.MaxUIOp | arith.MinUIOp):
            name = {arith.MaxSIOp: "smax", arith.MinSIOp: "smin", arith.MaxUIOp: "umax",
                    arith.MinUIOp: "umin"}[type(op)]
            ty = args[0].type
            fn = self.module.declare_intrinsic(f"llvm.{name}", [ty], ir.FunctionType(ty, [ty] * 2))
            return b.call(fn, args)
        if isinstance(op, arith.FloorDivSIOp | arith.CeilDivSIOp):
            # Truncated quotient, stepped toward -inf (floor) or +inf (ceil) when inexact.
            floor = isinstance(op, arith.FloorDivSIOp)
            q = b.sdiv(*args)
            r = b.srem(*args)
            zero = ir.Constant(args[0].type, 0)
            fix = b.and_(b.icmp_signed("!=", r, zero),
                         b.icmp_signed("!=" if floor else "==", b.icmp_signed("<", r, zero),
                                       b.icmp_signed("<", args[1], zero)))
            step = b.zext(fix, args[0].type)
            return b.sub(q, step) if floor else b.add(q, step)
        if isinstance(op, xmath.AbsIOp):
            ty = args[0].type
            fn = self.module.declare_intrinsic("llvm.abs", [ty], ir.FunctionType(ty, [ty, I1]))
            return b.call(fn, [args[0], ir.Constant(I1, 0)])
        if isinstance(op, xmath.IPowIOp):
            return self.ipow(args[0], args[1])
        if isinstance(op, xmath.RsqrtOp):
            s = self.intrinsic_call("llvm.sqrt", args, at)
            return b.fdiv(ir.Constant(s.type, 1.0), s)
        if type(op) in _INTRINSIC:
            return self.intrinsic_call(_INTRINSIC[type(op)], args, at)
        if type(op) in _LIBM:
            return self.math_f(type(op), args, at)
        raise CodegenError(f"LLVM backend: unsupported op {op.name}")

    def random(self, op: loop.RandomOp, args: list[ir.Value]) -> ir.Value:
        """`loop.random`: Philox words (philox.py) made into a uniform or (Box-Muller) normal
        float: sqrt(-2 log u1) cos(2 pi u2), u1 in (0, 1] and u2 in [0, 1) from the first
        words (first two and last two for f64)."""
        b = self.b
        seed, offset = (self.int_cast(a, I64) for a in args)
        words = philox.philox(b, seed, offset)
        t = op.result.type
        ty = value_type(t)
        if op.kind.data == "uniform":
            return philox.uniform(b, words[0], words[1], op.bits.value.data, ty)
        wide = tname(t) == "f64"
        bits = 53 if wide else 24
        u1 = philox.uniform(b, words[0], words[1], bits, ty, plus_one=True)
        u2 = philox.uniform(b, *(words[2:] if wide else words[1:3]), bits, ty)
        radius = self.intrinsic_call("llvm.sqrt", [b.fmul(ir.Constant(ty, -2.0),
                                     self.math_f(xmath.LogOp, [u1], t))], t)
        angle = b.fmul(ir.Constant(ty, 2 * math.pi), u2)
        return b.fmul(radius, self.math_f(xmath.CosOp, [angle], t))

    def intrinsic_call(self, name: str, args: list[ir.Value], t: Attribute) -> ir.Value:
        ty = args[0].type
        return self.b.call(self.vm.intrinsic(name, ty, len(args)), args)

    def math_f(self, cls: type, args: list[ir.Value], t: Attribute) -> ir.Value:
        """A transcendental on f16/bf16/f32 (polynomial or libm f32) or f64 (libm)."""
        b = self.b
        name = tname(t)
        if name == "f64":
            if cls is xmath.PowFOp:  # vectorized, about one ulp (libm's pow is a call a lane)
                return self.vm.pow64(b, *args)
            return self.libm.call(b, _LIBM[cls], *args)
        if name == "f16":
            wide = [b.fpext(a, F32) for a in args]
            return b.fptrunc(self.math_f(cls, wide, _F32_ATTR), F16)
        if cls in _POLY:
            return getattr(self.vm, _POLY[cls])(b, *args)
        return self.libm.call(b, _LIBM[cls] + "f", *args)

    def ipow(self, base: ir.Value, exp: ir.Value) -> ir.Value:
        """Integer power by squaring, wrapping as eager's does; a negative exponent gives
        0, except for bases 1 (1) and -1 (+-1 by the exponent's parity), as in torch."""
        b = self.b
        ty = base.type
        one = ir.Constant(ty, 1)
        if isinstance(exp, ir.Constant) and int(exp.constant) < 0:
            return self.negative_ipow(base, exp)
        if isinstance(exp, ir.Constant):
            e = int(exp.constant)
            result: ir.Value = one
            sq = base
            while e > 0:
                if e & 1:
                    result = b.mul(result, sq)
                e >>= 1
                if e:
                    sq = b.mul(sq, sq)
            return result
        result = one
        sq = base
        e = exp
        for _ in range(ty.width):
            bit = b.trunc(e, I1)
            result = b.select(bit, b.mul(result, sq), result)
            sq = b.mul(sq, sq)
            e = b.lshr(e, ir.Constant(ty, 1))
        negative = b.icmp_signed("<", exp, ir.Constant(ty, 0))
        return b.select(negative, self.negative_ipow(base, exp), result)

    def negative_ipow(self, base: ir.Value, exp: ir.Value) -> ir.Value:
        b = self.b
        ty = base.type
        one, zero = ir.Constant(ty, 1), ir.Constant(ty, 0)
        odd = b.trunc(exp, I1)
        minus_one = b.select(odd, ir.Constant(ty, -1), one)
        return b.select(b.icmp_signed("==", base, one), one,
                        b.select(b.icmp_signed("==", base, ir.Constant(ty, -1)), minus_one,
                                 zero))


def _bits(t: ir.Type) -> int:
    return {F16: 16, F32: 32, F64: 64}[t]


def _bf16_round_py(v: float) -> float:
    import struct

    bits = struct.unpack("<I", struct.pack("<f", v))[0]
    bits = ((bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000) & 0xFFFFFFFF
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def _f32_attr() -> Attribute:
    from xdsl.dialects.builtin import f32

    return f32


_F32_ATTR = _f32_attr()


def _fbin(name: str) -> Callable[..., ir.Value]:
    return lambda b, x, y: getattr(b, name)(x, y)


_BINARY: dict[type, Callable[..., ir.Value]] = {
    arith.AddfOp: _fbin("fadd"), arith.SubfOp: _fbin("fsub"), arith.MulfOp: _fbin("fmul"),
    arith.AddiOp: _fbin("add"), arith.SubiOp: _fbin("sub"), arith.MuliOp: _fbin("mul"),
    arith.DivSIOp: _fbin("sdiv"), arith.DivUIOp: _fbin("udiv"), arith.RemSIOp: _fbin("srem"),
    arith.RemUIOp: _fbin("urem"), arith.AndIOp: _fbin("and_"), arith.OrIOp: _fbin("or_"),
    arith.XOrIOp: _fbin("xor"), arith.ShLIOp: _fbin("shl"), arith.ShRSIOp: _fbin("ashr"),
    arith.ShRUIOp: _fbin("lshr"),
}


def emit_index(b: ir.IRBuilder, env: Mapping[sympy.Symbol, ir.Value], e: sympy.Expr) -> ir.Value:
    """Index expression `e` as i64 instructions at `b`, its symbols' values taken from `env`.
    Every value is a nonnegative integer (see `codegen/printer.py`), so `FloorDiv` and
    `ModularIndexing` are unsigned division and remainder."""
    if e.is_Integer:
        return ir.Constant(I64, int(e))
    if e.is_Symbol:
        if e not in env:
            raise CodegenError(f"LLVM backend: unbound symbol {e} in an index")
        return env[e]
    if e.is_Add or e.is_Mul:
        combine = b.add if e.is_Add else b.mul
        parts = [emit_index(b, env, a) for a in e.args]
        out = parts[0]
        for part in parts[1:]:
            out = combine(out, part, flags=["nsw"])
        return out
    if e.is_Pow and e.exp.is_Integer and e.exp > 0:
        base = emit_index(b, env, e.base)
        out = base
        for _ in range(int(e.exp) - 1):
            out = b.mul(out, base, flags=["nsw"])
        return out
    if isinstance(e, FloorDiv):
        return b.udiv(emit_index(b, env, e.args[0]), emit_index(b, env, e.args[1]))
    if isinstance(e, CeilDiv):
        a, d = emit_index(b, env, e.args[0]), emit_index(b, env, e.args[1])
        return b.udiv(b.sub(b.add(a, d), ir.Constant(I64, 1)), d)
    if isinstance(e, ModularIndexing):
        x, d, m = (emit_index(b, env, a) for a in e.args)
        q = x if isinstance(d, ir.Constant) and d.constant == 1 else b.udiv(x, d)
        return b.urem(q, m)
    if isinstance(e, sympy.Min | sympy.Max):
        name = "llvm.smin" if isinstance(e, sympy.Min) else "llvm.smax"
        fn = b.module.declare_intrinsic(name, [I64], ir.FunctionType(I64, [I64, I64]))
        args = [emit_index(b, env, a) for a in e.args]
        out = args[0]
        for a in args[1:]:
            out = b.call(fn, [out, a])
        return out
    raise CodegenError(f"LLVM backend: index expression {e} ({type(e).__name__})")


def outer_tile(schedule: KernelSchedule) -> tuple[int, int] | None:
    """(E, T) when `schedule` is an *outer reduction*, else None: one loop phase of
    reductions of one pass (sum, prod, max, min, any, xor_sum) whose loads step by one
    element between neighbouring outputs of the last output range (static, E >= 16) and by
    more along r, like `x.sum(0)`. Such a kernel runs T outputs side by side (T divides E,
    at most OUTER_TILE, a multiple of 8 or E), vectorized across them, as Inductor's C++
    backend does; one output at a time, a strided r loop would not vectorize and would read
    each cache line once per output (25x slower than ATen)."""
    if len(schedule.phases) != 1 or schedule.phases[0].level != "loop":
        return None
    members = schedule.members
    ranges = members[0].kernel.ranges
    if not ranges or not all(m.is_reduction and m.kernel.ranges == ranges for m in members):
        return None
    if any(isinstance(op, loop.ReduceOp) and op.kind.data not in _OUTER_KINDS
           for m in members for op in m.body):
        return None
    row = ranges[-1][1]
    if not row.is_Integer or int(row) < 16:
        return None
    row = int(row)
    tile = next((t for t in range(min(row, OUTER_TILE), 7, -1)
                 if row % t == 0 and (t % 8 == 0 or t == row)), None)
    if tile is None:
        return None
    steps = []
    for m in members:
        for op in m.body:
            if isinstance(op, loop.LoadOp) and op.buffer not in schedule.registers:
                e = _outer_index(schedule, m.index(op.index.data))
                steps.append((_step(e, XI), _step(e, RINDEX)))
    if any(r == 1 for _, r in steps) or not any(x == 1 for x, _ in steps):
        return None
    return row, tile


def _outer_index(schedule: KernelSchedule, e: sympy.Expr) -> sympy.Expr:
    """Index `e` over xindex and rindex as one over XO, XI and rindex."""
    extents = [n for _, n in schedule.members[0].kernel.ranges]
    row = int(extents[-1])
    ranges = {XO: sympy.Max(sympy.Mul(*extents[:-1]), 1), XI: sympy.Integer(row),
              RINDEX: sympy.Max(schedule.rnumel, 1)}
    return simplify_with_ranges(e.xreplace({XINDEX: XO * row + XI}), ranges)


def r_split(schedule: KernelSchedule) -> int | None:
    """K when the r loop of `schedule` should run as two nested loops, r = RO * K + RI: a
    static rnumel whose loads read r through `r // K` and `r % K` (a batch norm's statistics
    over N, H and W of [N, C, H, W], flattened: `C*H*W*(r // (H*W)) + r % (H*W)`). Flat, each
    element divides its index and the loop does not vectorize (the loads are not
    consecutive: 1 ns an element, ATen's 0.1); nested, the loads of the inner loop step by
    one. The largest such K that leaves no division of RI in any load's index; None if none
    (or r is already contiguous)."""
    rnumel = schedule.rnumel
    if not rnumel.is_Integer:
        return None
    n = int(rnumel)
    indices = [m.index(op.index.data) for m in schedule.members if m.level == "loop"
               for op in m.body if isinstance(op, loop.LoadOp) and not op.indirect
               and op.buffer not in schedule.registers]
    indices = [e for e in indices if RINDEX in e.free_symbols]
    candidates: set[int] = set()
    for e in indices:
        for f in e.atoms(FloorDiv, ModularIndexing):
            if RINDEX not in f.free_symbols:
                continue
            parts = [a for a in f.args[1:] if a.is_Integer]
            candidates.update(int(a) for a in parts)
            if isinstance(f, ModularIndexing) and all(a.is_Integer for a in f.args[1:]):
                candidates.add(int(f.args[1]) * int(f.args[2]))
    for k in sorted((k for k in candidates if 8 <= k < n and n % k == 0), reverse=True):
        split = [_split_index(schedule, e, k) for e in indices]
        if not any(RI in f.free_symbols for e in split
                   for f in e.atoms(FloorDiv, ModularIndexing, CeilDiv)):
            return k
    return None


def _split_index(schedule: KernelSchedule, e: sympy.Expr, k: int) -> sympy.Expr:
    """Index `e` over xindex and rindex as one over xindex, RO and RI (r = RO * k + RI)."""
    ranges = {XINDEX: sympy.Max(schedule.numel, 1), RO: sympy.Integer(int(schedule.rnumel) // k),
              RI: sympy.Integer(k)}
    return simplify_with_ranges(e.xreplace({RINDEX: RO * k + RI}), ranges)


def _acc_memory_type(t: ir.Type) -> ir.Type:
    return I8 if t == I1 else t


def _step(e: sympy.Expr, var: sympy.Symbol) -> sympy.Expr:
    """How much `e` grows when `var` grows by one; NaN where that is not a constant (`var`
    inside a floor division or modulo: expanding the difference of such indices over
    symbolic sizes took minutes)."""
    if any(var in f.free_symbols for f in e.atoms(FloorDiv, ModularIndexing, CeilDiv)):
        return sympy.nan
    return sympy.expand(e.xreplace({var: var + 1}) - e)


def build_kernel(module: ir.Module, schedule: KernelSchedule, vm: VecMath) -> ir.Function:
    return KernelBuilder(module, schedule, vm).build()


def element_cost(schedule: KernelSchedule) -> int:
    """The work of one (xindex, rindex) element in units of a plain load-op-store, for the
    runtime's threading threshold: a transcendental costs three more (on one core, 512-bit:
    relu 0.11 ns per element, GELU and softmax 0.45-0.55 ns)."""
    pointwise = schedule.rnumel == 1  # its members run once an element at the outer level
    calls = sum(1 for m in schedule.members if m.level == "loop" or pointwise for op in m.body
                if type(op) in _LIBM)
    return 1 + 3 * calls


__all__ = ["build_kernel", "element_cost", "outer_tile", "prefer_vector_width", "vector_width", "KernelBuilder", "LibmCalls", "VecMath"]

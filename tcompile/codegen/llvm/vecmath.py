"""Float32 transcendentals as plain scalar LLVM IR that the loop vectorizer widens.

`llvm.exp/sin/cos.f32` vectorize to vector intrinsics that the x86 backend scalarizes into one
libm call per lane (an order of magnitude slower), so the common functions are written out here
as range reduction + polynomial + exponent bit tricks (Cephes-style). Everything else, and all
float64 math, calls libm through private `tc_libm_<name>` declarations (see `LibmCalls`), which
LLVM cannot turn back into intrinsics; the runtime binds those names to libm's addresses.

Accuracy against float64 (tests/unit/test_llvm_vecmath.py checks these bounds):

* `exp`:  relative error <= 2e-7 (measured 1.2e-7) over [-87, 88.7]; 0 below -104, inf above
  88.73, subnormal results scaled correctly, +-inf and NaN handled.
* `log`:  relative error <= 2e-7 (measured 7.8e-8) over (0, inf) including subnormals;
  log(0) = -inf, log(<0) = NaN, log(inf) = inf, NaN -> NaN.
* `sin`, `cos`: absolute error <= 3e-7 (measured 1e-7) for |x| <= 2**49 ~ 5.6e14: the
  reduction by pi/2 runs in f64 with fused multiply-adds and a two-part pi/2, which stays exact
  up to there. Beyond 2**49 the result is NaN (documented limitation; torch gives the true
  value), as for +-inf and NaN. A per-element libm fallback would stop the loop vectorizer,
  and a table-driven (Payne-Hanek) reduction needs gathers, which are slow on current x86.
* `tanh`: relative error <= 5e-7 (measured 1.4e-7); saturates to +-1, NaN -> NaN.
* `erf`:  relative error <= 5e-7 (measured on every float32 in [1e-6, 4.5]: 4.43e-7, at
  x = 3.90; 2.8e-7 below 0.25); +-1 beyond 4 (within 4.4e-7), NaN -> NaN.
* `exp_bounded`: `exp` without its edge cases, for tanh, which bounds its argument.
* `exp2`: relative error <= 2e-7 (measured 1.2e-7; reduction by rint(x), then exp's polynomial).
"""

from __future__ import annotations

import math

import llvmlite.ir as ir

F32 = ir.FloatType()
F64 = ir.DoubleType()
I32 = ir.IntType(32)
I64 = ir.IntType(64)
PTR = ir.PointerType()


def _c(v: float) -> ir.Constant:
    return ir.Constant(F32, v)


def _i(v: int) -> ir.Constant:
    return ir.Constant(I32, v)


class LibmCalls:
    """Declarations of libm functions under private names (`tc_libm_sinf`)."""

    def __init__(self, module: ir.Module):
        self.module = module
        self._fns: dict[str, ir.Function] = {}

    def get(self, name: str, ty: ir.Type, nargs: int = 1) -> ir.Function:
        fn = self._fns.get(name)
        if fn is None:
            fn = ir.Function(self.module, ir.FunctionType(ty, [ty] * nargs), f"tc_libm_{name}")
            fn.attributes.add("nounwind")
            fn.attributes.add("readnone")
            self._fns[name] = fn
        return fn

    def call(self, b: ir.IRBuilder, name: str, *args: ir.Value) -> ir.Value:
        return b.call(self.get(name, args[0].type, len(args)), list(args))


class VecMath:
    """Emits f32 math into the function an `ir.IRBuilder` is positioned in."""

    def __init__(self, module: ir.Module, libm: LibmCalls):
        self.module = module
        self.libm = libm

    # ---- helpers --------------------------------------------------------------------------

    def intrinsic(self, name: str, ty: ir.Type = F32, nargs: int = 1) -> ir.Function:
        return self.module.declare_intrinsic(name, [ty], ir.FunctionType(ty, [ty] * nargs))

    def fma(self, b: ir.IRBuilder, a: ir.Value, x: ir.Value, c: ir.Value) -> ir.Value:
        return b.call(self.intrinsic("llvm.fma", a.type, 3), [a, x, c])

    def horner(self, b: ir.IRBuilder, z: ir.Value, coeffs: list[float]) -> ir.Value:
        acc: ir.Value = _c(coeffs[0])
        for k in coeffs[1:]:
            acc = self.fma(b, acc, z, _c(k))
        return acc

    def rint(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return b.call(self.intrinsic("llvm.rint", x.type), [x])

    def fabs(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return b.call(self.intrinsic("llvm.fabs", x.type), [x])

    def copysign(self, b: ir.IRBuilder, mag: ir.Value, sign: ir.Value) -> ir.Value:
        return b.call(self.intrinsic("llvm.copysign", mag.type, 2), [mag, sign])

    def clamp(self, b: ir.IRBuilder, x: ir.Value, lo: float, hi: float) -> ir.Value:
        """Clamp to [lo, hi]; NaN stays NaN (callers select on it)."""
        x = b.select(b.fcmp_ordered("<", x, _c(lo)), _c(lo), x)
        return b.select(b.fcmp_ordered(">", x, _c(hi)), _c(hi), x)

    def minnum(self, b: ir.IRBuilder, x: ir.Value, hi: float) -> ir.Value:
        """min(x, hi), and hi for NaN: one instruction, unlike `clamp`."""
        return b.call(self.intrinsic("llvm.minnum", x.type, 2), [x, _c(hi)])

    def is_nan(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return b.fcmp_unordered("uno", x, x)

    # ---- exp ------------------------------------------------------------------------------

    def _exp_poly(self, b: ir.IRBuilder, r: ir.Value) -> ir.Value:
        """exp(r) for |r| <= ln2/2 (Cephes expf)."""
        p = self.horner(b, r, [1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3,
                               4.1665795894e-2, 1.6666665459e-1, 5.0000001201e-1])
        return self.fma(b, p, b.fmul(r, r), b.fadd(r, _c(1.0)))

    def _scale(self, b: ir.IRBuilder, p: ir.Value, n: ir.Value) -> ir.Value:
        """p * 2**n for float n in [-150, 128], as two exact power-of-two factors."""
        ni = b.fptosi(n, I32)
        n1 = b.ashr(ni, _i(1))
        n2 = b.sub(ni, n1)
        s1 = b.bitcast(b.shl(b.add(n1, _i(127)), _i(23)), F32)
        s2 = b.bitcast(b.shl(b.add(n2, _i(127)), _i(23)), F32)
        return b.fmul(b.fmul(p, s1), s2)

    def exp(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # Below -104 the result is 0; scaling down to it would multiply subnormals, which
        # costs a microcode assist per lane (~4x slower softmax over masked scores, whose
        # -inf or -1e4 entries all land here), so those lanes compute exp(0) and select 0.
        under = b.fcmp_ordered("<", x, _c(-104.0))
        xc = self.clamp(b, b.select(under, _c(0.0), x), -104.0, 89.0)
        n = self.rint(b, b.fmul(xc, _c(1.4426950408889634)))
        r = self.fma(b, n, _c(-0.693359375), xc)
        r = self.fma(b, n, _c(2.12194440e-4), r)
        y = b.select(under, _c(0.0), self._scale(b, self._exp_poly(b, r), n))
        return b.select(self.is_nan(b, x), x, y)

    def exp_bounded(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """exp(x) for x in [-87, 88] (not NaN): no clamps or selects for the edge cases, which
        callers that bound their argument (tanh) do not need; one scaling factor suffices."""
        n = self.rint(b, b.fmul(x, _c(1.4426950408889634)))
        r = self.fma(b, n, _c(-0.693359375), x)
        r = self.fma(b, n, _c(2.12194440e-4), r)
        scale = b.bitcast(b.shl(b.add(b.fptosi(n, I32), _i(127)), _i(23)), F32)
        return b.fmul(self._exp_poly(b, r), scale)

    def exp2(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        xc = self.clamp(b, x, -151.0, 129.0)
        n = self.rint(b, xc)
        r = b.fmul(b.fsub(xc, n), _c(math.log(2.0)))
        y = self._scale(b, self._exp_poly(b, r), n)
        return b.select(self.is_nan(b, x), x, y)

    # ---- log ------------------------------------------------------------------------------

    def log(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        tiny = b.fcmp_ordered("<", x, _c(1.17549435e-38))
        xs = b.select(tiny, b.fmul(x, _c(8388608.0)), x)  # subnormals: scale by 2**23
        bits = b.bitcast(xs, I32)
        e = b.sub(b.and_(b.lshr(bits, _i(23)), _i(0xFF)), _i(126))
        e = b.select(tiny, b.sub(e, _i(23)), e)
        m = b.bitcast(b.or_(b.and_(bits, _i(0x007FFFFF)), _i(0x3F000000)), F32)  # [0.5, 1)
        small = b.fcmp_ordered("<", m, _c(0.707106781186547524))
        e = b.select(small, b.sub(e, _i(1)), e)
        m = b.fsub(b.select(small, b.fadd(m, m), m), _c(1.0))
        ef = b.sitofp(e, F32)
        z = b.fmul(m, m)
        p = self.horner(b, m, [7.0376836292e-2, -1.1514610310e-1, 1.1676998740e-1,
                               -1.2420140846e-1, 1.4249322787e-1, -1.6668057665e-1,
                               2.0000714765e-1, -2.4999993993e-1, 3.3333331174e-1])
        y = b.fmul(b.fmul(m, z), p)
        y = self.fma(b, ef, _c(-2.12194440e-4), y)
        y = self.fma(b, z, _c(-0.5), y)
        y = b.fadd(m, y)
        y = self.fma(b, ef, _c(0.693359375), y)
        y = b.select(b.fcmp_ordered("==", x, _c(math.inf)), x, y)
        y = b.select(b.fcmp_ordered("==", x, _c(0.0)), _c(-math.inf), y)
        return b.select(b.fcmp_unordered("<", x, _c(0.0)), _c(math.nan), y)

    # ---- sin / cos ------------------------------------------------------------------------

    def _reduce_cw64(self, b: ir.IRBuilder, x: ir.Value) -> tuple[ir.Value, ir.Value]:
        """x = q * pi/2 + r in f64 with fused multiply-adds (two-part pi/2)."""
        xd = b.fpext(x, F64)
        j = self.rint(b, b.fmul(xd, ir.Constant(F64, 2 / math.pi)))
        p1 = 1.5707963267948966
        p2 = 6.123233995736766e-17
        r = self.fma(b, b.fneg(j), ir.Constant(F64, p1), xd)
        r = self.fma(b, b.fneg(j), ir.Constant(F64, p2), r)
        q = b.trunc(b.fptosi(j, I64), I32)
        return b.fptrunc(r, F32), q

    def _reduce_cw32(self, b: ir.IRBuilder, x: ir.Value) -> tuple[ir.Value, ir.Value]:
        j = self.rint(b, b.fmul(x, _c(0.6366197723675814)))
        q = b.fptosi(j, I32)
        r = self.fma(b, j, _c(-1.5703125), x)  # pi/2 in three parts (Cody-Waite)
        r = self.fma(b, j, _c(-4.837512969970703125e-4), r)
        r = self.fma(b, j, _c(-7.54978995489188216e-8), r)
        return r, q

    REDUCTION = "cw64"  # "cw32": faster (4.8 vs 7.2 ms cos+sin 2**24) but exact to |x| ~ 5e4
    SINCOS_LIMIT = 2.0**49

    def _sincos_poly(self, b: ir.IRBuilder, x: ir.Value) -> tuple[ir.Value, ir.Value]:
        r, q = {"cw64": self._reduce_cw64, "cw32": self._reduce_cw32}[self.REDUCTION](b, x)
        z = b.fmul(r, r)
        s = self.fma(b, b.fmul(r, z),
                     self.horner(b, z, [-1.9515295891e-4, 8.3321608736e-3, -1.6666654611e-1]), r)
        c = self.fma(b, b.fmul(z, z),
                     self.horner(b, z, [2.443315711809948e-5, -1.388731625493765e-3,
                                        4.166664568298827e-2]),
                     self.fma(b, z, _c(-0.5), _c(1.0)))
        odd = b.icmp_signed("!=", b.and_(q, _i(1)), _i(0))
        neg_s = b.icmp_signed("!=", b.and_(q, _i(2)), _i(0))
        neg_c = b.icmp_signed("!=", b.and_(b.add(q, _i(1)), _i(2)), _i(0))
        sv = b.select(odd, c, s)
        cv = b.select(odd, s, c)
        # inf, NaN, and |x| > 2**49 where the f64 reduction is no longer exact
        bad = b.fcmp_unordered(">", self.fabs(b, x), _c(self.SINCOS_LIMIT))
        sv = b.select(bad, _c(math.nan), b.select(neg_s, b.fneg(sv), sv))
        cv = b.select(bad, _c(math.nan), b.select(neg_c, b.fneg(cv), cv))
        return sv, cv

    def sin(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return self._sincos_poly(b, x)[0]

    def cos(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return self._sincos_poly(b, x)[1]

    # ---- tanh, erf ------------------------------------------------------------------------

    def tanh(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        a = self.fabs(b, x)
        z = b.fmul(x, x)
        p = self.horner(b, z, [-5.70498872745e-3, 2.06390887954e-2, -5.37397155531e-2,
                               1.33314422036e-1, -3.33332819422e-1])
        small = self.fma(b, b.fmul(p, z), x, x)
        # NaN: minnum gives 20 here, the unordered compare below picks `small`, which is NaN
        e = self.exp_bounded(b, b.fmul(self.minnum(b, a, 20.0), _c(2.0)))
        big = b.fsub(_c(1.0), b.fdiv(_c(2.0), b.fadd(e, _c(1.0))))
        big = self.copysign(b, big, x)
        return b.select(b.fcmp_unordered("<", a, _c(0.625)), small, big)

    def erf(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # x * P(x^2) / Q(x^2) on [-4, 4] (XLA's and Eigen's float erf); erf rounds to +-1
        # beyond. One division instead of a polynomial per branch plus an exp: GELU(erf)
        # 1.7x faster. All float32 inputs in [1e-6, 4.5] checked: relative error <= 4.43e-7.
        xc = self.copysign(b, self.minnum(b, self.fabs(b, x), 4.0), x)
        xc = b.select(self.is_nan(b, x), x, xc)
        z = b.fmul(xc, xc)
        p = self.horner(b, z, [-2.72614225801306e-10, 2.77068142495902e-08,
                               -2.10102402082508e-06, -5.69250639462346e-05,
                               -7.34990630326855e-04, -2.95459980854025e-03,
                               -1.60960333262415e-02])
        q = self.horner(b, z, [-1.45660718464996e-05, -2.13374055278905e-04,
                               -1.68282697438203e-03, -7.37332916720468e-03,
                               -1.42647390514189e-02])
        return b.fdiv(b.fmul(xc, p), q)

"""Float32 transcendentals as plain scalar LLVM IR that the loop vectorizer widens.

`llvm.exp/sin/cos.f32` vectorize to vector intrinsics that the x86 backend scalarizes into one
libm call per lane (an order of magnitude slower), so the common functions are written out here
as range reduction + polynomial + exponent bit tricks (Cephes-style), and so is float64 pow.
Everything else, and the other float64 math, calls libm through private `tc_libm_<name>`
declarations (see `LibmCalls`), which LLVM cannot turn back into intrinsics; the runtime binds
those names to libm's addresses. A function may send rare lanes to libm (`VecMath._rare`).

Accuracy against float64 (tests/unit/test_llvm_vecmath.py checks these bounds):

* `exp`:  relative error <= 2e-7 (measured 8.6e-8, 1.0 ulp) over [-87, 88.7]; 0 below -104, inf
  above 88.73, subnormal results scaled correctly, +-inf and NaN handled. exp(r) = 1 + r Q(r)
  with a minimax Q (six multiply-adds); n from `llvm.lrint` (vcvtps2dq), whose float
  conversion the vscalefps of `llvm.ldexp` shares: 22 -> 17 vector instructions an element.
* `log`:  relative error <= 2e-7 over (0, inf) including subnormals; log(0) = -inf,
  log(<0) = NaN, log(inf) = inf, NaN -> NaN. On AVX-512 hosts (`_log_table_function`) by a
  16-entry table held in two registers (vpermps): x = 2**k z, log c_i + log(z / c_i) with a
  minimax polynomial of degree 5 on |r| < 0.031 and specials on a branch of their own:
  measured 1.24 ulp (1.2e-7), 20 vector instructions an element, at the speed of a copy at
  1M floats and 1.1-1.2x MKL VML's in cache. Elsewhere the reduction to 1 + r in [2/3, 4/3)
  is integer arithmetic on the bits, then a minimax log(1 + r) of degree 9: measured 1.0 ulp
  (1.05e-7), 25 vector instructions an element.
* `sin`, `cos`: absolute error <= 3e-7 (measured 2.5 ulp near 2**20, 1.8 ulp below 1e5, mean
  0.34 ulp) for every x: up to |x| = 2**20 the reduction x = q pi + r (cos: (n + 1/2) pi + r)
  runs in f32 with fused multiply-adds and pi in three parts, then one minimax odd polynomial
  on |r| <= pi/2 and q's parity xored into the sign bit (SLEEF's scheme: no cosine polynomial,
  no selects: 0.58 -> 0.37 ns an element in cache, against the reduction by pi/2 and both
  polynomials, on Emerald Rapids, where MKL VML takes 0.53); the lanes beyond, and +-inf and
  NaN, go to libm through `_rare`, a function whose vector variant the loop vectorizer calls
  and which returns at once unless a lane needs libm. sin(-0) = -0.
* `tanh`: relative error <= 5e-7 (measured 3.1e-7: 5 ulp just below 1, 3 ulp elsewhere);
  x P(x^2) / Q(x^2), a minimax rational of degrees 13 / 6 on [-9, 9] (one division, no exp:
  33 -> 14 vector instructions an element); saturates to +-1, NaN -> NaN.
* `erf`:  relative error <= 5e-7 (measured on every float32 in [1e-6, 4.5]: 4.43e-7, at
  x = 3.90; 2.8e-7 below 0.25); +-1 beyond 4 (within 4.4e-7), NaN -> NaN.
* `exp2`: relative error <= 2e-7 (measured 8.3e-8; reduction by rint(x), then exp's polynomial).
* `log1p`: relative error <= 3e-7 (measured 1.9e-7) on (-1, inf) including |x| < 1e-30:
  log(1 + x) * x / ((1 + x) - 1); -1 -> -inf, < -1 -> NaN, inf -> inf, +-0 and tiny x -> x.
* `expm1`: relative error <= 2e-7 (measured 1.1e-7) over [-30, 88.7] and near 0 (exp's
  reduction and polynomial without the 1); -1 below -17, inf above 88.72, -0 and subnormals kept.
* `log2`, `log10`: relative error <= 2e-7 (measured 1.4e-7, 1.8e-7), exact exponent part (log2
  of a power of two is exact); edge cases as `log`.
* `sinh`, `cosh`: relative error <= 2e-7 (measured 1.3e-7, 1.4e-7), finite up to |x| = 89.4
  (e^|x| / 2 scaled by 2**(n-1)); Cephes' polynomial for sinh on |x| <= 1.
* `asinh`, `acosh`: relative error <= 3e-7 (measured 2.0e-7, 2.2e-7) through log1p (no
  cancellation near 0 and 1), log(x) + ln2 above 2**12; acosh(< 1) = NaN.
* `atanh`: relative error <= 2e-7 (measured 1.3e-7): Cephes' polynomial below 1/2, else
  1/2 log((1 + a) / (1 - a)); +-1 -> +-inf, |x| > 1 -> NaN.
* `tan`: relative error <= 3.5e-7 (measured 3.1 ulp near 2**20, 2.4 below 100, mean 0.42): the
  reduction by pi/2, one minimax odd polynomial for tan r, -1 / tan r in odd quadrants (one
  division); libm beyond 2**20 like sin and cos; tan(-0) = -0.
* `atan`, `atan2`, `asin`, `acos`: relative error <= 3e-7 (measured 2.0e-7, 2.0e-7, 2.0e-7,
  1.4e-7), Cephes' polynomials with one division (atan, atan2) or one sqrt (asin, acos) and
  pi/2, pi in two parts; atan2's zeros, infinities and signs as C99 (and torch).
* `pow`: relative error <= 1.2e-7 (one rounding of an f64 result good to 1e-9: measured
  6e-8, a correctly rounded result but for near-halfway cases), via 2**(y log2|x|) in f64
  polynomials; results past f32's range are inf or 0 (subnormals rounded from f64); special
  cases as C99 and torch (x**0 = 1**y = 1, odd integer exponents keep a negative base's sign,
  other exponents of a finite negative base give NaN).
* `pow64` (float64 pow, `float_power`): at most 1.3 ulp (measured 1.21; torch's 0.71) against a
  64-bit-mantissa long double, for large exponents, near overflow and for subnormal results and
  bases: log2|x| as a double-double (reduction to [sqrt(1/2), sqrt(2)) on the bits, 2 atanh(s)
  with its s^3 term in double-double), y log2|x| as a double-double, 2**n exp(f ln2) by Taylor;
  special cases as `pow`. It vectorizes (8 lanes) where libm's pow is a call a lane: 2.0x
  eager (ATen's Sleef pow) on 1024x1024.
"""

from __future__ import annotations

import functools
import math

import llvmlite.binding as llvm
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


class StringAttributes(ir.values.FunctionAttributes):
    """A function's attributes plus those llvmlite's set does not know: string attributes
    (`"key"="value"`) and bare ones (`willreturn`, `memory(none)`: value None)."""

    def __init__(self, strings: dict[str, str | None]):
        super().__init__()
        self.strings = dict(strings)

    def _to_list(self, ret_type):
        extra = [k if v is None else f'"{k}"="{v}"' for k, v in self.strings.items()]
        return super()._to_list(ret_type) + extra


@functools.cache
def host_scalef() -> bool:
    """Whether the host CPU has AVX-512, whose `vscalefps` LLVM makes of a vector
    `llvm.ldexp` (two instructions with the conversion of the exponent); elsewhere a vector
    ldexp becomes one libm call per lane, and `VecMath` builds 2**n from exponent bits."""
    return bool(llvm.get_host_cpu_features().get("avx512f"))


class VecMath:
    """Emits f32 math into the function an `ir.IRBuilder` is positioned in.

    `scalef`: scale by 2**n with `llvm.ldexp` (AVX-512 hosts, `host_scalef`) instead of
    building the power of two from its bits (8 vector instructions for the two-factor scale
    of `exp`, 2 with vscalefps: exp of 64K floats in cache 25.5 -> 19 us on Emerald Rapids)."""

    def __init__(self, module: ir.Module, libm: LibmCalls, scalef: bool = False):
        self.module = module
        self.libm = libm
        self.scalef = scalef
        self._variants: list[ir.Function] = []  # VFABI-mapped functions and their variants

    def finish(self) -> None:
        """Keep the VFABI-mapped functions and their vector variants until the loop
        vectorizer has used them, with their signatures (`llvm.compiler.used`); call once,
        after the last kernel."""
        if not self._variants:
            return
        ty = ir.ArrayType(PTR, len(self._variants))
        used = ir.GlobalVariable(self.module, ty, "llvm.compiler.used")
        used.linkage = "appending"
        used.section = "llvm.metadata"
        used.initializer = ir.Constant(ty, list(self._variants))

    # ---- a rare slow path -----------------------------------------------------------------

    # The widths the loop vectorizer may pick for f32 (SSE to AVX-512); `_rare`'s function
    # has a vector variant for each.
    _WIDTHS = (4, 8, 16)

    def _rare(self, b: ir.IRBuilder, fname: str, x: ir.Value, slow: ir.Value,
              fast: ir.Value) -> ir.Value:
        """`fast`, or libm's `fname`(x) where `slow` (an i1) holds, for x that is never 0
        there: a call of a function of ours that the loop vectorizer widens to its vector
        variant (a VFABI mapping), which returns `fast` at once unless some lane is slow and
        calls libm for those lanes only. A vectorized loop keeps its fast path, the rare
        lanes stay exact. (The call costs reloads of the loop's constants, which live in
        registers the call may clobber; inlining it afterwards measured slower.)"""
        fn = self._rare_function(fname)
        return b.call(fn, [b.select(slow, x, _c(0.0)), fast])

    def _mapped_function(self, name: str, nargs: int, mappings: list[str]) -> ir.Function:
        """An f32 function of `nargs` f32 arguments whose calls the loop vectorizer replaces
        by the vector variants `mappings` names (VFABI): never inlined before that, and
        `llvm.compiler.used` (`finish`), so that interprocedural passes keep the signature the
        names describe (a call with a constant argument had dead-argument elimination drop
        the parameter, and LLVM's verifier reject the names)."""
        fn = ir.Function(self.module, ir.FunctionType(F32, [F32] * nargs), name)
        fn.linkage = "internal"
        fn.attributes = StringAttributes({
            "vector-function-abi-variant": ",".join(mappings), "willreturn": None,
            "memory(none)": None})
        for a in ("noinline", "nounwind"):
            fn.attributes.add(a)
        self._variants.append(fn)
        return fn

    def _rare_function(self, fname: str) -> ir.Function:
        """f(y, fast) = y != 0 ? fname(y) : fast (unordered: NaN is slow), and its variants."""
        name = f"tc_vm_{fname}_rare"
        if name in self.module.globals:
            return self.module.globals[name]
        libm = self.libm.get(fname, F32)
        mappings = []
        for n in self._WIDTHS:
            vt = ir.VectorType(F32, n)
            vf = ir.Function(self.module, ir.FunctionType(vt, [vt] * 2), f"{name}_v{n}")
            vf.linkage = "internal"
            vf.attributes.add("nounwind")
            y, fast = vf.args
            entry, lanes, done = (vf.append_basic_block(k) for k in ("entry", "lanes", "fast"))
            b = ir.IRBuilder(entry)
            mask = b.fcmp_unordered("!=", y, ir.Constant(vt, [0.0] * n))
            any_slow = b.icmp_unsigned("!=", b.bitcast(mask, ir.IntType(n)),
                                       ir.Constant(ir.IntType(n), 0))
            b.cbranch(any_slow, lanes, done)
            b.position_at_end(done)
            b.ret(fast)
            b.position_at_end(lanes)
            out: ir.Value = fast
            for k in range(n):
                call_block = vf.append_basic_block(f"call{k}")
                next_block = vf.append_basic_block(f"next{k}")
                here = b.block
                b.cbranch(b.extract_element(mask, _i(k)), call_block, next_block)
                b.position_at_end(call_block)
                updated = b.insert_element(out, b.call(libm, [b.extract_element(y, _i(k))]),
                                           _i(k))
                b.branch(next_block)
                b.position_at_end(next_block)
                phi = b.phi(vt)
                phi.add_incoming(out, here)
                phi.add_incoming(updated, call_block)
                out = phi
            b.ret(out)
            self._variants.append(vf)
            mappings.append(f"_ZGV_LLVM_N{n}vv_{name}({vf.name})")
        # the scalar function (the loop's remainder runs it); not inlined, or the vectorizer
        # would see the libm call instead of the mapped call
        fn = self._mapped_function(name, 2, mappings)
        y, fast = fn.args
        entry, call_block, done = (fn.append_basic_block(k) for k in ("entry", "call", "done"))
        b = ir.IRBuilder(entry)
        b.cbranch(b.fcmp_unordered("!=", y, _c(0.0)), call_block, done)
        b.position_at_end(call_block)
        r = b.call(libm, [y])
        b.branch(done)
        b.position_at_end(done)
        phi = b.phi(F32)
        phi.add_incoming(fast, entry)
        phi.add_incoming(r, call_block)
        b.ret(phi)
        return fn

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

    def estrin(self, b: ir.IRBuilder, z: ir.Value, coeffs: list[float]) -> ir.Value:
        """The polynomial of `coeffs` (highest degree first, as `horner`) at z, in z's type,
        by Estrin's scheme: c1 z + c0 pairs side by side, then pairs of those in z^2, z^4...
        A chain of about 2 log2(n) operations instead of n - 1 multiply-adds, for a few more:
        what a long f64 series needs, whose latency would otherwise leave the out-of-order
        window too few loop iterations to overlap (pow64: 10.2 -> 1.x ns an element)."""
        ty = z.type
        cs = [ir.Constant(ty, c) for c in reversed(coeffs)]  # lowest degree first
        terms = [self.fma(b, cs[k + 1], z, cs[k]) if k + 1 < len(cs) else cs[k]
                 for k in range(0, len(cs), 2)]
        power = b.fmul(z, z)
        while len(terms) > 1:
            terms = [self.fma(b, terms[k + 1], power, terms[k]) if k + 1 < len(terms)
                     else terms[k] for k in range(0, len(terms), 2)]
            if len(terms) > 1:
                power = b.fmul(power, power)
        return terms[0]

    def rint(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return b.call(self.intrinsic("llvm.rint", x.type), [x])

    def sqrt(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return b.call(self.intrinsic("llvm.sqrt", x.type), [x])

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

    # (exp(r) - 1 - r) / r^2 for |r| <= ln2/2 (Cephes expf), for expm1
    _EXP_P = [1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2,
              1.6666665459e-1, 5.0000001201e-1]

    # exp(r) = 1 + r Q(r) for |r| <= ln2/2, Q minimax for exp's relative error (2.0e-9 with
    # these coefficients in f64): six multiply-adds, two fewer operations than Cephes' form
    _EXP_Q = [0.0013843652559444308, 0.00837415549904108, 0.04166800156235695,
              0.16666431725025177, 0.4999999403953552, 1.0, 1.0]

    def _exp_poly(self, b: ir.IRBuilder, r: ir.Value) -> ir.Value:
        """exp(r) for |r| <= ln2/2."""
        return self.horner(b, r, self._EXP_Q)

    def lrint(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """x rounded to the nearest integer, as an i32 (one vcvtps2dq)."""
        fn = self.module.declare_intrinsic("llvm.lrint", [I32, F32], ir.FunctionType(I32, [F32]))
        return b.call(fn, [x])

    def ldexp(self, b: ir.IRBuilder, p: ir.Value, n: ir.Value) -> ir.Value:
        """p * 2**n for an i32 n (one rounding: subnormal results are right)."""
        fn = self.module.declare_intrinsic("llvm.ldexp", [F32, I32],
                                           ir.FunctionType(F32, [F32, I32]))
        return b.call(fn, [p, n])

    def _scale(self, b: ir.IRBuilder, p: ir.Value, n: ir.Value) -> ir.Value:
        """p * 2**n for an i32 n in [-150, 128], as two exact power-of-two factors."""
        if self.scalef:
            return self.ldexp(b, p, n)
        n1 = b.ashr(n, _i(1))
        n2 = b.sub(n, n1)
        s1 = b.bitcast(b.shl(b.add(n1, _i(127)), _i(23)), F32)
        s2 = b.bitcast(b.shl(b.add(n2, _i(127)), _i(23)), F32)
        return b.fmul(b.fmul(p, s1), s2)

    def _exp_reduce(self, b: ir.IRBuilder, x: ir.Value) -> tuple[ir.Value, ir.Value]:
        """x = n ln2 + r, |r| <= ln2/2: n as an i32 (its float conversion is the one the
        vscalefps of `ldexp` takes, so LLVM converts once) and r, by ln2 in two parts."""
        ni = self.lrint(b, b.fmul(x, _c(1.4426950408889634)))
        n = b.sitofp(ni, F32)
        r = self.fma(b, n, _c(-0.693359375), x)
        return ni, self.fma(b, n, _c(2.12194440e-4), r)

    def _min_keep_nan(self, b: ir.IRBuilder, x: ir.Value, hi: float) -> ir.Value:
        """min(x, hi), NaN staying NaN: one vminps with its operands in that order."""
        return b.select(b.fcmp_ordered(">", x, _c(hi)), _c(hi), x)

    def exp(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # Below -104 the result is 0; scaling down to it would make subnormals, which costs
        # a microcode assist per lane (vscalefps too: 0.26 -> 7 ns an element; softmax over
        # masked scores, whose -inf or -1e4 entries all land here), so those lanes compute
        # exp(0) and select 0. NaN goes through the arithmetic (lrint gives INT_MIN, the
        # polynomial NaN), +inf is clamped to 89, whose 2**129 rounds to inf.
        under = b.fcmp_ordered("<", x, _c(-104.0))
        xc = self._min_keep_nan(b, b.select(under, _c(0.0), x), 89.0)
        n, r = self._exp_reduce(b, xc)
        return b.select(under, _c(0.0), self._scale(b, self._exp_poly(b, r), n))

    def exp2(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # NaN: kept by the clamp, then as in exp
        xc = self.clamp(b, x, -151.0, 129.0)
        n = self.lrint(b, xc)
        r = b.fmul(b.fsub(xc, b.sitofp(n, F32)), _c(math.log(2.0)))
        return self._scale(b, self._exp_poly(b, r), n)

    # ---- log ------------------------------------------------------------------------------

    # (log(1 + r) - r) / r^2 for |r| <= 1/3, minimax for the relative error of log(1 + r)
    # (2.6e-8 with these coefficients in f64)
    _LOG_P = [0.1402633637189865, -0.15388540923595428, 0.13995811343193054,
              -0.1641596108675003, 0.20011168718338013, -0.2500782012939453,
              0.33333197236061096, -0.49999937415122986]

    def _log_reduce(self, b: ir.IRBuilder, x: ir.Value, normal: bool = False
                    ) -> tuple[ir.Value, ir.Value]:
        """x = 2**n (1 + r) with 1 + r in [2/3, 4/3): n as a float, and r. Integer arithmetic
        on the bits: subtracting 2/3's bits makes the exponent field n and leaves the
        mantissa's offset from 2/3, to which 2/3's bits are added back. `normal`: x is never
        subnormal (else subnormals are scaled by 2**23 first)."""
        off = _i(0x3F2AAAAB)  # 2/3
        tiny = None if normal else b.fcmp_ordered("<", x, _c(1.17549435e-38))
        xs = x if tiny is None else b.select(tiny, b.fmul(x, _c(8388608.0)), x)
        t = b.sub(b.bitcast(xs, I32), off)
        n = b.sitofp(b.ashr(t, _i(23)), F32)
        if tiny is not None:
            n = b.select(tiny, b.fsub(n, _c(23.0)), n)
        r = b.fsub(b.bitcast(b.add(b.and_(t, _i(0x007FFFFF)), off), F32), _c(1.0))
        return n, r

    def _log1p_small(self, b: ir.IRBuilder, r: ir.Value) -> ir.Value:
        """log(1 + r) for |r| <= 1/3."""
        return self.fma(b, b.fmul(r, r), self.horner(b, r, self._LOG_P), r)

    def _log_split(self, b: ir.IRBuilder, x: ir.Value) -> tuple[ir.Value, ir.Value]:
        """The exponent n (a float) and log(x / 2**n), in [log(2/3), log(4/3))."""
        n, r = self._log_reduce(b, x)
        return n, self._log1p_small(b, r)

    def _log_edges(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
        """A logarithm's value y at x, with x = inf, 0, < 0 and NaN set apart."""
        y = b.select(b.fcmp_ordered("==", x, _c(math.inf)), x, y)
        y = b.select(b.fcmp_ordered("==", x, _c(0.0)), _c(-math.inf), y)
        return b.select(b.fcmp_unordered("<", x, _c(0.0)), _c(math.nan), y)

    def log(self, b: ir.IRBuilder, x: ir.Value, normal: bool = False) -> ir.Value:
        if self.scalef and not normal and host_scalef():  # vpermps and vfpclassps: AVX-512
            return b.call(self._log_table_function(), [x])
        n, r = self._log_reduce(b, x, normal)
        # n ln2 in one multiply-add: ln2's f32 rounding (1.9e-9 relative) stays below 0.05 ulp
        return self._log_edges(b, x, self.fma(b, n, _c(_LN2), self._log1p_small(b, r)))

    # ---- log by a table (AVX-512) -----------------------------------------------------------

    # x = 2**k z with z in [0x3f330000, 2 0x3f330000) (0.699 to 1.398) in 16 subintervals by
    # the top four bits of z's offset; c_i their harmonic midpoints, 1/c_i rounded to f32 and
    # log c_i = -log(that) rounded (subinterval 9 holds 1: 1/c = 1, log c = 0, so r = z - 1
    # is exact near 1); r = z/c - 1 in [-0.0288, 0.0306]
    _LOGT_OFF = 0x3F330000
    _LOGT_INVC = (1.399335265159607, 1.3407164812088013, 1.2870872020721436, 1.2369719743728638,
                  1.1908499002456665, 1.1486021280288696, 1.1088083982467651,
                  1.0713821649551392, 1.0370315313339233, 1.0, 0.9490917325019836,
                  0.8958740234375, 0.8482427000999451, 0.8054790496826172, 0.7670806050300598,
                  0.731860876083374)
    _LOGT_LOGC = (-0.3359973132610321, -0.2932041585445404, -0.25238168239593506,
                  -0.21266643702983856, -0.17466725409030914, -0.1385456621646881,
                  -0.10328592360019684, -0.06894955784082413, -0.036362335085868835, 0.0,
                  0.05224982276558876, 0.10995547473430634, 0.16458848118782043,
                  0.21631808578968048, 0.265163391828537, 0.312164843082428)
    # (log(1 + r) - r) / r^2 on that interval, minimax for log1p's relative error (2.7e-8)
    _LOGT_P = [0.19945934414863586, -0.2501803934574127, 0.33333370089530945, -0.4999999701976776]

    def _log_table_function(self) -> ir.Function:
        """tc_vm_log(x): the natural logarithm by a 16-entry table, whose vector variants
        the loop vectorizer calls (a VFABI mapping, as `_rare`'s) and `cpu.optimize` inlines
        after vectorization. The table lookups are two vpermps (a scalar table load would
        vectorize to a gather): 20 vector instructions an element, where the polynomial on
        [2/3, 4/3) takes 25 (the same count). Subnormals, zero, negatives, inf and NaN take a branch that the
        common vector never does. The scalar function is the 16-lane code on one lane, so a
        loop's remainder gives the same bits as its vector body."""
        name = "tc_vm_log"
        if name in self.module.globals:
            return self.module.globals[name]
        v16 = self._log_table_v16()
        mappings = [f"_ZGV_LLVM_N16v_{name}({v16.name})"]
        for n in (4, 8):
            vt = ir.VectorType(F32, n)
            vf = ir.Function(self.module, ir.FunctionType(vt, [vt]), f"{name}_v{n}")
            vf.linkage = "internal"
            for a in ("nounwind", "alwaysinline"):
                vf.attributes.add(a)
            b = ir.IRBuilder(vf.append_basic_block("entry"))
            ones = ir.Constant(vt, [1.0] * n)  # padding lanes: 1 takes the common path
            wide = b.shuffle_vector(vf.args[0], ones, ir.Constant(
                ir.VectorType(I32, 16), [k if k < n else n + (k % n) for k in range(16)]))
            y = b.call(v16, [wide])
            b.ret(b.shuffle_vector(y, y, ir.Constant(ir.VectorType(I32, n), list(range(n)))))
            self._variants.append(vf)
            mappings.append(f"_ZGV_LLVM_N{n}v_{name}({vf.name})")
        self._variants.append(v16)
        fn = self._mapped_function(name, 1, mappings)
        b = ir.IRBuilder(fn.append_basic_block("entry"))
        vt = ir.VectorType(F32, 16)
        splat = b.insert_element(ir.Constant(vt, [1.0] * 16), fn.args[0], _i(0))
        b.ret(b.extract_element(b.call(v16, [splat]), _i(0)))
        return fn

    def _log_table_v16(self) -> ir.Function:
        vt, it = ir.VectorType(F32, 16), ir.VectorType(I32, 16)
        fn = ir.Function(self.module, ir.FunctionType(vt, [vt]), "tc_vm_log_v16")
        fn.linkage = "internal"
        for a in ("nounwind", "alwaysinline"):
            fn.attributes.add(a)
        perm = self.module.declare_intrinsic(
            "llvm.x86.avx512.permvar.sf.512", (), ir.FunctionType(vt, [vt, it]))
        fma = self.module.declare_intrinsic("llvm.fma.v16f32", (), ir.FunctionType(vt, [vt] * 3))

        def f(v: float) -> ir.Constant:
            return ir.Constant(vt, [v] * 16)

        def i(v: int) -> ir.Constant:
            return ir.Constant(it, [v] * 16)

        invc = ir.Constant(vt, list(self._LOGT_INVC))
        logc = ir.Constant(vt, list(self._LOGT_LOGC))
        entry, slow, done = (fn.append_basic_block(k) for k in ("entry", "special", "done"))
        x = fn.args[0]

        def core(b: ir.IRBuilder, x: ir.Value, k_offset: ir.Value | None) -> ir.Value:
            ix = b.bitcast(x, it)
            t = b.sub(ix, i(self._LOGT_OFF))
            idx = b.lshr(t, i(19))  # vpermps reads the low four bits
            k = b.sitofp(b.ashr(t, i(23)), vt)
            if k_offset is not None:
                k = b.fadd(k, k_offset)
            z = b.bitcast(b.sub(ix, b.and_(t, i(-0x800000))), vt)
            r = b.call(fma, [z, b.call(perm, [invc, idx]), f(-1.0)])
            p = f(self._LOGT_P[0])
            for c in self._LOGT_P[1:]:
                p = b.call(fma, [p, r, f(c)])
            # k ln2 + (log c + log(1 + r)): below 0.36 in magnitude, the sum in brackets
            # rounds by at most 1/4 ulp of a result with k != 0
            lo = b.fadd(b.call(perm, [logc, idx]), b.call(fma, [p, b.fmul(r, r), r]))
            return b.call(fma, [k, f(_LN2), lo])

        b = ir.IRBuilder(entry)
        fast = core(b, x, None)
        # x below 2**-126 (subnormal, zero, negative), inf or NaN: one unsigned compare
        fpclass = self.module.declare_intrinsic(
            "llvm.x86.avx512.fpclass.ps.512", (),
            ir.FunctionType(ir.VectorType(ir.IntType(1), 16), [vt, I32]))
        special = b.call(fpclass, [x, _i(0xFF)])  # NaN, zeros, infinities, subnormal, < 0
        any_special = b.icmp_unsigned("!=", b.bitcast(special, ir.IntType(16)),
                                      ir.Constant(ir.IntType(16), 0))
        b.cbranch(any_special, slow, done)
        b.position_at_end(slow)
        sub = b.and_(b.fcmp_ordered(">", x, f(0.0)), b.fcmp_ordered("<", x, f(1.17549435e-38)))
        xs = b.select(sub, b.fmul(x, f(8388608.0)), x)
        y = core(b, xs, b.select(sub, f(-23.0), f(0.0)))
        y = b.select(b.fcmp_ordered("==", x, f(math.inf)), x, y)
        y = b.select(b.fcmp_ordered("==", x, f(0.0)), f(-math.inf), y)
        y = b.select(b.fcmp_unordered("<", x, f(0.0)), f(math.nan), y)
        b.branch(done)
        b.position_at_end(done)
        phi = b.phi(vt)
        phi.add_incoming(fast, entry)
        phi.add_incoming(y, slow)
        b.ret(phi)
        return fn

    # ---- sin / cos ------------------------------------------------------------------------

    # |x| up to which the f32 reduction is exact enough (sin, cos within 2.5 ulp, tan 3.1);
    # beyond it, and for inf and NaN, libm computes the lane (`_rare`).
    # Past 2**20 the quotient x / pi (or x / (pi/2)) rounds by 1/64 (1/32) or more, so r can
    # leave the polynomials' interval by more than they were fitted for.
    SINCOS_LIMIT = 2.0**20

    # pi in three f32 parts, each rounded down (all positive: x - j A - j B - j C keeps the
    # sign of x = -0 where j = 0; with a negative part, -0 + (+0) would give +0)
    _PI_PARTS = (3.141592502593994, 1.5099578831723193e-07, 1.0780605906948477e-14)

    def _reduce(self, b: ir.IRBuilder, x: ir.Value, j: ir.Value, scale: float) -> ir.Value:
        """x - j * pi * scale (scale 1 or 1/2, j a whole f32 below 2**21): the first part's
        product is a multiple of the part's ulp (2**-22 scale), and so is x beyond 2, so
        x - j A is exact (a multiple of 2**-23 below 2 in magnitude); the other two round
        once each, relative to the result."""
        for part in self._PI_PARTS:
            x = self.fma(b, j, _c(-part * scale), x)
        return x

    def _flip_sign(self, b: ir.IRBuilder, y: ir.Value, q: ir.Value) -> ir.Value:
        """-y where the i32 q is odd, y otherwise: q's low bit xored into y's sign bit."""
        return b.bitcast(b.xor(b.bitcast(y, I32), b.shl(q, _i(31))), F32)

    # sin(r) = r + r^3 P(r^2) on [-pi/2 - 0.06, pi/2 + 0.06] (pi/2 and the rounding of
    # x / pi below SINCOS_LIMIT), minimax for relative error: 1.7 ulp evaluated in f32
    _SIN_P = [2.5943006676243385e-06, -0.0001980450178962201, 0.008332998491823673,
              -0.16666656732559204]

    def _sin_poly(self, b: ir.IRBuilder, r: ir.Value) -> ir.Value:
        z = b.fmul(r, r)
        return self.fma(b, b.fmul(r, z), self.horner(b, z, self._SIN_P), r)

    def _far(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        """|x| beyond SINCOS_LIMIT, or inf, or NaN: libm's lanes."""
        return b.fcmp_unordered(">", self.fabs(b, x), _c(self.SINCOS_LIMIT))

    def sin(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # x = q pi + r, |r| <= pi/2: sin x = (-1)^q sin r, one polynomial and no selects (the
        # reduction by pi/2 needs both the sine and the cosine polynomial and picks one)
        q = self.lrint(b, b.fmul(x, _c(1 / math.pi)))
        r = self._reduce(b, x, b.sitofp(q, F32), 1.0)
        # sin r has r's sign; the copy makes sin(-0) -0 (r^3 P(0) is +0 there, and +0 + -0 = +0)
        y = self._flip_sign(b, self.copysign(b, self._sin_poly(b, r), r), q)
        return self._rare(b, "sinf", x, self._far(b, x), y)

    def cos(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # x = (n + 1/2) pi + r, |r| <= pi/2: cos x = (-1)^(n + 1) sin r
        n = self.lrint(b, self.fma(b, x, _c(1 / math.pi), _c(-0.5)))
        j = self.fma(b, b.sitofp(n, F32), _c(2.0), _c(1.0))  # 2n + 1, exact below 2**23
        r = self._reduce(b, x, j, 0.5)
        y = self._flip_sign(b, self._sin_poly(b, r), b.add(n, _i(1)))
        return self._rare(b, "cosf", x, self._far(b, x), y)

    # ---- tanh, erf ------------------------------------------------------------------------

    # tanh(x) / x = P(x^2) / Q(x^2) on [0, 9], a minimax rational fitted for relative error
    # (6.6e-9 with these coefficients in f64); P(0) = Q(0) = 1, so tiny x (and -0) give x
    _TANH_P = [-8.488313676079107e-14, 5.2778104803197223e-11, -2.0224970143090104e-08,
               1.1154251296829898e-05, 0.0031039509922266006, 0.13084004819393158, 1.0]
    _TANH_Q = [0.00025461375480517745, 0.024495158344507217, 0.4641733169555664, 1.0]

    def tanh(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # beyond +-9 tanh rounds to +-1 in f32, and so does the rational at 9; the clamp keeps
        # NaN (ordered compares), which stays NaN through the quotient
        xc = self.clamp(b, x, -9.0, 9.0)
        z = b.fmul(xc, xc)
        return b.fdiv(b.fmul(xc, self.horner(b, z, self._TANH_P)), self.horner(b, z, self._TANH_Q))

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

    # ---- log1p, expm1 and the functions built on them --------------------------------------

    def log1p(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        return self._log1p_or_log(b, x, None, None)

    def _log1p_or_log(self, b: ir.IRBuilder, v: ir.Value, big: ir.Value | None,
                      w: ir.Value | None) -> ir.Value:
        """log1p(v), or log(w) where `big`: one log for both. log1p(v) = log(u) * v / (u - 1)
        with u = 1 + v rounded (Goldberg): the quotient corrects for the rounding of u, so the
        result keeps log's relative accuracy near 0; u == 1 means v is below half an ulp."""
        u = b.fadd(v, _c(1.0))
        f = b.fdiv(v, b.fsub(u, _c(1.0)))
        if big is not None:
            u = b.select(big, w, u)
            f = b.select(big, _c(1.0), f)
        y = b.fmul(self.log(b, u, normal=True), f)  # u = 1 + v is 0 or above 2**-24
        y = b.select(b.fcmp_ordered("==", u, _c(1.0)), v, y)
        return b.select(b.fcmp_ordered("==", u, _c(math.inf)), u, y)

    def expm1(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # x = n ln2 + r, expm1(x) = 2**n (expm1(r) + 1) - 1 = 2 (s expm1(r) + (s - 1/2)) with
        # s = 2**(n-1): s - 1/2 is exact for n <= 24, beyond it the -1 no longer matters, and
        # 2 s stays finite up to n = 128 (x = 88.72). Below -30 the result rounds to -1.
        xc = self.clamp(b, x, -30.0, 89.0)
        n, r = self._exp_reduce(b, xc)
        p = self.fma(b, self.horner(b, r, self._EXP_P), b.fmul(r, r), r)
        s = b.bitcast(b.shl(b.add(n, _i(126)), _i(23)), F32)
        y = b.fmul(self.fma(b, s, p, b.fsub(s, _c(0.5))), _c(2.0))
        # below 2**-24 the result rounds to x (keeps -0 and subnormals, which s p would lose)
        y = b.select(b.fcmp_ordered("<", self.fabs(b, x), _c(2.0**-24)), x, y)
        return b.select(self.is_nan(b, x), x, y)

    def _exp_half(self, b: ir.IRBuilder, a: ir.Value) -> ir.Value:
        """exp(a) / 2 for a >= 0 (NaN: anything), finite up to a = 89.4 like sinh and cosh."""
        n, r = self._exp_reduce(b, self.minnum(b, a, 90.0))
        return self._scale(b, self._exp_poly(b, r), b.sub(n, _i(1)))

    def sinh(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        a = self.fabs(b, x)
        h = self._exp_half(b, a)
        big = self.copysign(b, b.fsub(h, b.fdiv(_c(0.25), h)), x)
        z = b.fmul(x, x)  # |x| <= 1: Cephes sinhf's polynomial
        p = self.horner(b, z, [2.03721912945e-4, 8.33028376239e-3, 1.66667160211e-1])
        small = self.fma(b, b.fmul(p, z), x, x)
        return b.select(b.fcmp_unordered("<=", a, _c(1.0)), small, big)

    def cosh(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        h = self._exp_half(b, self.fabs(b, x))
        y = b.fadd(h, b.fdiv(_c(0.25), h))
        return b.select(self.is_nan(b, x), x, y)

    def asinh(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # log1p(a + a^2 / (1 + sqrt(1 + a^2))) (no cancellation near 0); log(a) + ln2 above
        # 2**12, where the neglected 1 / (4 a^2) is below 1.5e-8.
        a = self.fabs(b, x)
        big = b.fcmp_ordered(">", a, _c(4096.0))
        a2 = b.fmul(a, a)
        v = b.fadd(a, b.fdiv(a2, b.fadd(_c(1.0), self.sqrt(b, b.fadd(a2, _c(1.0))))))
        y = b.fadd(self._log1p_or_log(b, v, big, a), b.select(big, _c(_LN2), _c(0.0)))
        return self.copysign(b, y, x)

    def acosh(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # log1p(t + sqrt(t (t + 2))) with t = x - 1, exact below 2**24; log(x) + ln2 above 2**12
        big = b.fcmp_ordered(">", x, _c(4096.0))
        t = b.fsub(x, _c(1.0))
        v = b.fadd(t, self.sqrt(b, b.fmul(t, b.fadd(t, _c(2.0)))))
        y = b.fadd(self._log1p_or_log(b, v, big, x), b.select(big, _c(_LN2), _c(0.0)))
        return b.select(b.fcmp_ordered("<", x, _c(1.0)), _c(math.nan), y)

    def atanh(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # |x| < 1/2: Cephes atanhf's polynomial; else 1/2 log((1 + a) / (1 - a)), where 1 - a
        # is exact and the quotient >= 3 (no cancellation); a = 1 gives inf, a > 1 NaN
        a = self.fabs(b, x)
        big = self.log(b, b.fdiv(b.fadd(_c(1.0), a), b.fsub(_c(1.0), a)), normal=True)
        big = self.copysign(b, b.fmul(big, _c(0.5)), x)
        z = b.fmul(x, x)
        p = self.horner(b, z, [1.81740078349e-1, 8.24370301058e-2, 1.46691431730e-1,
                               1.99782164500e-1, 3.33337300303e-1])
        small = self.fma(b, b.fmul(p, z), x, x)
        return b.select(b.fcmp_unordered("<", a, _c(0.5)), small, big)

    # ---- log2, log10 ----------------------------------------------------------------------

    def log2(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # exponent + log(m) log2(e): exact at powers of two
        ef, lm = self._log_split(b, x)
        return self._log_edges(b, x, self.fma(b, lm, _c(1.4426950408889634), ef))

    def log10(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        ef, lm = self._log_split(b, x)
        y = self.fma(b, lm, _c(0.4342944819032518), b.fmul(ef, _c(2.487456639812e-4)))
        return self._log_edges(b, x, self.fma(b, ef, _c(0.30078125), y))  # log10(2), 2 parts

    # ---- tan, atan, atan2, asin, acos -----------------------------------------------------

    # tan(r) = r + r^3 P(r^2) on [-pi/4 - 0.05, pi/4 + 0.05] (pi/4 and the rounding of
    # x / (pi/2) below SINCOS_LIMIT), minimax for relative error: 1.0 ulp evaluated in f32
    _TAN_P = [0.005240458529442549, -0.00174091721419245, 0.012344036251306534,
              0.02067474089562893, 0.05418263003230095, 0.13331535458564758,
              0.3333338499069214]

    def tan(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # x = q pi/2 + r, |r| <= pi/4: tan x = tan r, or -1 / tan r for odd q (near a pole
        # r is small and accurate, so the quotient is too); one polynomial, one division
        q = self.lrint(b, b.fmul(x, _c(2 / math.pi)))
        r = self._reduce(b, x, b.sitofp(q, F32), 0.5)
        z = b.fmul(r, r)
        t = self.fma(b, b.fmul(r, z), self.horner(b, z, self._TAN_P), r)
        y = b.select(b.trunc(q, ir.IntType(1)), b.fdiv(_c(-1.0), t), t)
        return self._rare(b, "tanf", x, self._far(b, x), y)

    def _atan_ratio(self, b: ir.IRBuilder, num: ir.Value, den: ir.Value) -> ir.Value:
        """atan(num / den) for 0 <= num <= den (Cephes atanf): above tan(pi/8) the argument
        becomes (num - den) / (num + den) and pi/4 is added; one division either way."""
        mid = b.fcmp_ordered(">", num, b.fmul(den, _c(0.41421356237309503)))
        xr = b.fdiv(b.select(mid, b.fsub(num, den), num), b.select(mid, b.fadd(num, den), den))
        z = b.fmul(xr, xr)
        p = self.horner(b, z, [8.05374449538e-2, -1.38776856032e-1, 1.99777106478e-1,
                               -3.33329491539e-1])
        y = self.fma(b, b.fmul(p, z), xr, xr)
        return b.fadd(y, b.select(mid, _c(math.pi / 4), _c(0.0)))

    def _pio2_minus(self, b: ir.IRBuilder, t: ir.Value) -> ir.Value:
        """pi/2 - t for 0 <= t <= pi/4, with pi/2 in two parts."""
        return b.fadd(b.fsub(_c(_PIO2_HI), t), _c(_PIO2_LO))

    def atan(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        a = self.fabs(b, x)
        swap = b.fcmp_ordered(">", a, _c(1.0))  # atan(a) = pi/2 - atan(1/a); inf -> pi/2
        t = self._atan_ratio(b, b.select(swap, _c(1.0), a), b.select(swap, a, _c(1.0)))
        return self.copysign(b, b.select(swap, self._pio2_minus(b, t), t), x)

    def atan2(self, b: ir.IRBuilder, y: ir.Value, x: ir.Value) -> ir.Value:
        ay, ax = self.fabs(b, y), self.fabs(b, x)
        swap = b.fcmp_ordered(">", ay, ax)
        num, den = b.select(swap, ax, ay), b.select(swap, ay, ax)
        # num + den must not overflow: scale both by 1/4 above 2**125 (exact for den; num
        # only matters when it is within a factor 2.5 of den)
        k = b.select(b.fcmp_ordered(">", den, _c(2.0**125)), _c(0.25), _c(1.0))
        num, den = b.fmul(num, k), b.fmul(den, k)
        t = self._atan_ratio(b, num, den)
        t = b.select(b.fcmp_ordered("==", den, _c(0.0)), _c(0.0), t)  # atan2(+-0, +-0)
        both_inf = b.and_(b.fcmp_ordered("==", num, _c(math.inf)),
                          b.fcmp_ordered("==", den, _c(math.inf)))
        t = b.select(both_inf, _c(math.pi / 4), t)
        t = b.select(swap, self._pio2_minus(b, t), t)
        # x < 0 (also -0): pi - t, pi in two parts
        xneg = b.icmp_signed("<", b.bitcast(x, I32), _i(0))
        t = b.select(xneg, b.fadd(b.fsub(_c(_PI_HI), t), _c(_PI_LO)), t)
        t = self.copysign(b, t, y)
        return b.select(b.fcmp_unordered("uno", x, y), b.fadd(x, y), t)

    def _asin_poly(self, b: ir.IRBuilder, s: ir.Value, z: ir.Value) -> ir.Value:
        """asin(s) for |s| <= 1/2, z = s^2 (Cephes asinf)."""
        p = self.horner(b, z, [4.2163199048e-2, 2.4181311049e-2, 4.5470025998e-2,
                               7.4953002686e-2, 1.6666752422e-1])
        return self.fma(b, b.fmul(p, z), s, s)

    def asin(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # above 1/2: asin(a) = pi/2 - 2 asin(sqrt((1 - a) / 2)); |x| > 1: sqrt gives NaN
        a = self.fabs(b, x)
        big = b.fcmp_ordered(">", a, _c(0.5))
        z = b.select(big, b.fmul(b.fsub(_c(1.0), a), _c(0.5)), b.fmul(a, a))
        p = self._asin_poly(b, b.select(big, self.sqrt(b, z), a), z)
        y = b.select(big, b.fadd(b.fsub(_c(_PIO2_HI), b.fadd(p, p)), _c(_PIO2_LO)), p)
        return self.copysign(b, y, x)

    def acos(self, b: ir.IRBuilder, x: ir.Value) -> ir.Value:
        # |x| <= 1/2: pi/2 - asin(x); x > 1/2: 2 asin(sqrt((1 - x) / 2)); x < -1/2: pi - that
        a = self.fabs(b, x)
        big = b.fcmp_ordered(">", a, _c(0.5))
        neg = b.fcmp_ordered("<", x, _c(0.0))
        z = b.select(big, b.fmul(b.fsub(_c(1.0), a), _c(0.5)), b.fmul(x, x))
        p = self._asin_poly(b, b.select(big, self.sqrt(b, z), x), z)
        k = b.select(big, b.select(neg, _c(-2.0), _c(2.0)), _c(-1.0))
        hi = b.select(big, b.select(neg, _c(_PI_HI), _c(0.0)), _c(_PIO2_HI))
        lo = b.select(big, b.select(neg, _c(_PI_LO), _c(0.0)), _c(_PIO2_LO))
        return b.fadd(self.fma(b, k, p, hi), lo)

    # ---- pow ------------------------------------------------------------------------------

    def _log2_f64(self, b: ir.IRBuilder, a: ir.Value) -> ir.Value:
        """log2(a) in f64 for a positive normal f64 a (any f32 is one): a = 2**e m with m in
        [sqrt(1/2), sqrt(2)), log2(m) = 2 atanh(s) / ln2 for s = (m - 1) / (m + 1), |s| <=
        0.172: the series to s**11 leaves a relative error below 5e-11 (below 0.1 ulp of
        f32 in 2**(y log2 x) up to its overflow at y log2 x = 128)."""
        bits = b.bitcast(a, I64)
        e = b.sub(b.lshr(bits, ir.Constant(I64, 52)), ir.Constant(I64, 1023))
        m = b.bitcast(b.or_(b.and_(bits, ir.Constant(I64, (1 << 52) - 1)),
                            ir.Constant(I64, 1023 << 52)), F64)  # [1, 2)
        big = b.fcmp_ordered(">", m, _d(math.sqrt(2.0)))
        m = b.select(big, b.fmul(m, _d(0.5)), m)
        e = b.select(big, b.add(e, ir.Constant(I64, 1)), e)
        s = b.fdiv(b.fsub(m, _d(1.0)), b.fadd(m, _d(1.0)))
        z = b.fmul(s, s)
        acc: ir.Value = _d(1.0 / 11)
        for k in (9, 7, 5, 3, 1):
            acc = self.fma(b, acc, z, _d(1.0 / k))
        return self.fma(b, b.fmul(s, acc), _d(2.0 / math.log(2.0)), b.sitofp(e, F64))

    def _exp2_f64(self, b: ir.IRBuilder, t: ir.Value) -> ir.Value:
        """2**t in f64 for t in [-200, 200]: 2**n e**(f ln2) with n = rint(t), |f| <= 1/2,
        Taylor to degree 8 (relative error below 3e-10, 0.005 ulp of f32)."""
        n = b.call(self.intrinsic("llvm.rint", F64), [t])
        z = b.fmul(b.fsub(t, n), _d(math.log(2.0)))
        acc: ir.Value = _d(1.0 / math.factorial(8))
        for k in range(7, -1, -1):
            acc = self.fma(b, acc, z, _d(1.0 / math.factorial(k)))
        scale = b.shl(b.add(b.fptosi(n, I64), ir.Constant(I64, 1023)), ir.Constant(I64, 52))
        return b.fmul(acc, b.bitcast(scale, F64))

    def pow(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
        """x**y as 2**(y log2|x|) computed in f64, whose polynomials vectorize like the f32
        ones (libm's powf is one call per lane), rounded once to f32; signs, zeros,
        infinities and NaN as C99 (and torch): x**0 = 1**y = (-1)**(+-inf) = 1, a negative
        base takes the sign of an odd integer exponent and gives NaN for a non-integer one."""
        ax = self.fabs(b, x)
        lg = self._log2_f64(b, b.fpext(ax, F64))
        lg = b.select(b.fcmp_ordered("==", ax, _c(0.0)), _d(-math.inf), lg)
        lg = b.select(b.fcmp_ordered("==", ax, _c(math.inf)), _d(math.inf), lg)
        t = b.fmul(b.fpext(y, F64), lg)
        # 2**+-200 lies beyond f32, and the rounding to f32 gives inf and 0 from there
        tc = b.call(self.intrinsic("llvm.maxnum", F64, 2), [t, _d(-200.0)])
        tc = b.call(self.intrinsic("llvm.minnum", F64, 2), [tc, _d(200.0)])
        return self._pow_signs(b, x, y, b.fptrunc(self._exp2_f64(b, tc), F32))

    def _pow_signs(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value, r: ir.Value) -> ir.Value:
        """C99's (and torch's) special cases around r = |x|**y, in x's type: NaN in gives
        NaN, x**0 = 1**y = (-1)**(+-inf) = 1, a negative base (-0 too) takes the sign of an
        odd integer exponent, and a finite negative base with a non-integer one gives NaN."""
        ty = x.type
        bits = I64 if ty == F64 else I32

        def c(v: float) -> ir.Constant:
            return ir.Constant(ty, v)
        r = b.select(b.fcmp_unordered("uno", x, y), c(math.nan), r)
        ax, ay = self.fabs(b, x), self.fabs(b, y)
        whole = b.fcmp_ordered("==", b.call(self.intrinsic("llvm.floor", ty), [y]), y)
        # an integer exponent of 2**24 (f64: 2**53) or more is even
        small = b.fcmp_ordered("<", ay, c(2.0**53 if ty == F64 else 2.0**24))
        odd = b.and_(whole, b.trunc(b.fptosi(b.select(small, y, c(0.0)), bits), ir.IntType(1)))
        negative = b.icmp_signed("<", b.bitcast(x, bits), ir.Constant(bits, 0))  # -0 too
        r = b.select(b.and_(negative, odd), b.fneg(r), r)
        finite_negative = b.and_(b.fcmp_ordered("<", x, c(0.0)),
                                 b.fcmp_ordered("!=", x, c(-math.inf)))
        r = b.select(b.and_(finite_negative, b.not_(whole)), c(math.nan), r)
        one = b.or_(b.fcmp_ordered("==", x, c(1.0)), b.fcmp_ordered("==", y, c(0.0)))
        one = b.or_(one, b.and_(b.fcmp_ordered("==", ax, c(1.0)),
                                b.fcmp_ordered("==", ay, c(math.inf))))
        return b.select(one, c(1.0), r)

    # ---- pow in f64 -----------------------------------------------------------------------

    def _fast2sum(self, b: ir.IRBuilder, a: ir.Value, c: ir.Value
                  ) -> tuple[ir.Value, ir.Value]:
        """a + c as a rounded sum and its exact error, for |a| >= |c| (or a = 0)."""
        hi = b.fadd(a, c)
        return hi, b.fsub(c, b.fsub(hi, a))

    def _log2_dd(self, b: ir.IRBuilder, a: ir.Value) -> tuple[ir.Value, ir.Value]:
        """log2(a) as a double-double (hi + lo, relative error below 2**-64) for a positive
        finite f64: a = 2**e m with m in [sqrt(1/2), sqrt(2)) by integer arithmetic on the
        bits (subnormals scaled by 2**54 first), log(m) = 2 atanh(s) for s = (m - 1) / (m + 1)
        with s carried as s + s_lo, |s| <= 0.1716, and the series to s**25."""
        i64 = I64
        tiny = b.fcmp_ordered("<", a, _d(2.0**-1022))
        a = b.select(tiny, b.fmul(a, _d(2.0**54)), a)
        off = ir.Constant(i64, 0x3FE6A09E667F3BCD)  # sqrt(1/2)
        t = b.sub(b.bitcast(a, i64), off)
        e = b.sitofp(b.ashr(t, ir.Constant(i64, 52)), F64)
        e = b.select(tiny, b.fsub(e, _d(54.0)), e)
        m = b.bitcast(b.add(b.and_(t, ir.Constant(i64, (1 << 52) - 1)), off), F64)
        u = b.fsub(m, _d(1.0))  # exact
        v = b.fadd(u, _d(2.0))
        v_lo = b.fadd(b.fsub(_d(2.0), v), u)  # v + v_lo = m + 1 exactly
        inv = b.fdiv(_d(1.0), v)
        sv = b.fmul(u, inv)
        rem = self.fma(b, b.fneg(sv), v, u)
        rem = self.fma(b, b.fneg(sv), v_lo, rem)  # u - s (m + 1), to first order
        s_lo = b.fmul(rem, inv)
        # log(m) = 2 s + 2 s^3 / 3 + 2 s^5 P(s^2): the second term (up to 1% of the first) in
        # double-double, the rest (below 2e-4 of it) in f64
        z = b.fmul(sv, sv)
        z_lo = self.fma(b, b.fmul(sv, _d(2.0)), s_lo, self.fma(b, sv, sv, b.fneg(z)))
        c = b.fmul(sv, z)  # s^3
        c_lo = b.fadd(self.fma(b, sv, z, b.fneg(c)), self.fma(b, sv, z_lo, b.fmul(s_lo, z)))
        d = b.fmul(c, _d(_TWO3_HI))
        d_lo = b.fadd(self.fma(b, c, _d(_TWO3_HI), b.fneg(d)),
                      self.fma(b, c, _d(_TWO3_LO), b.fmul(c_lo, _d(_TWO3_HI))))
        rest = b.fmul(b.fmul(c, z), self.estrin(b, z, [2.0 / k for k in range(25, 3, -2)]))
        h1, e1 = self._fast2sum(b, b.fmul(sv, _d(2.0)), d)
        lo = b.fadd(b.fadd(e1, self.fma(b, s_lo, _d(2.0), d_lo)), rest)
        hi, lo = self._fast2sum(b, h1, lo)
        # times 1/ln2 (two parts), plus e
        c_hi, c_lo = _INVLN2_HI, _INVLN2_LO
        p_hi = b.fmul(hi, _d(c_hi))
        p_lo = b.fadd(self.fma(b, hi, _d(c_hi), b.fneg(p_hi)),
                      self.fma(b, hi, _d(c_lo), b.fmul(lo, _d(c_hi))))
        t_hi, t_err = self._fast2sum(b, e, p_hi)
        return t_hi, b.fadd(p_lo, t_err)

    # exp(r) - 1 - r over r^2, |r| <= ln2/2: Taylor to r^13 (truncation below 2**-57)
    _EXP64 = [1.0 / math.factorial(k) for k in range(13, 1, -1)]

    def pow64(self, b: ir.IRBuilder, x: ir.Value, y: ir.Value) -> ir.Value:
        """x**y in f64 within about one ulp (measured against 64-bit long double: see the
        module docstring): 2**(y log2|x|) with log2 in double-double, y log2|x| as a
        double-double w, 2**w = 2**n exp((w - n) ln2) by a Taylor polynomial; signs, zeros,
        infinities and NaN as C99 (and torch), as `pow`."""
        ax = self.fabs(b, x)
        finite = b.and_(b.fcmp_ordered(">", ax, _d(0.0)),
                        b.fcmp_ordered("<", ax, _d(math.inf)))
        l_hi, l_lo = self._log2_dd(b, b.select(finite, ax, _d(1.0)))
        l_hi = b.select(b.fcmp_ordered("==", ax, _d(0.0)), _d(-math.inf), l_hi)
        l_hi = b.select(b.fcmp_ordered("==", ax, _d(math.inf)), _d(math.inf), l_hi)
        l_lo = b.select(finite, l_lo, _d(0.0))
        w_hi = b.fmul(y, l_hi)
        w_lo = self.fma(b, y, l_lo, self.fma(b, y, l_hi, b.fneg(w_hi)))
        # beyond +-1100 the result is inf or 0 (and NaN stays NaN through the clamp)
        clamped = b.fcmp_unordered(">", self.fabs(b, w_hi), _d(1100.0))  # NaN too
        w_lo = b.select(clamped, _d(0.0), w_lo)
        wc = b.select(b.fcmp_ordered(">", w_hi, _d(1100.0)), _d(1100.0), w_hi)
        wc = b.select(b.fcmp_ordered("<", wc, _d(-1100.0)), _d(-1100.0), wc)
        n = b.call(self.intrinsic("llvm.rint", F64), [wc])
        f = b.fadd(b.fsub(wc, n), w_lo)
        r = b.fmul(f, _d(math.log(2.0)))
        acc = self.estrin(b, r, self._EXP64)
        p = b.fadd(self.fma(b, b.fmul(r, r), acc, r), _d(1.0))
        ni = b.fptosi(n, I32)
        ldexp = self.module.declare_intrinsic("llvm.ldexp", [F64, I32],
                                              ir.FunctionType(F64, [F64, I32]))
        if self.scalef:
            res = b.call(ldexp, [p, ni])
        else:  # two exact power-of-two factors, as `_scale`
            n1 = b.ashr(ni, _i(1))
            n2 = b.sub(ni, n1)
            s1 = b.bitcast(b.shl(b.zext(b.add(n1, _i(1023)), I64), ir.Constant(I64, 52)), F64)
            s2 = b.bitcast(b.shl(b.zext(b.add(n2, _i(1023)), I64), ir.Constant(I64, 52)), F64)
            res = b.fmul(b.fmul(p, s1), s2)
        return self._pow_signs(b, x, y, res)


def _d(v: float) -> ir.Constant:
    return ir.Constant(F64, v)


def _split(v: float) -> tuple[float, float]:
    """v as a float32 part and the float32 rounding of the rest."""
    import struct

    hi = struct.unpack("<f", struct.pack("<f", v))[0]
    return hi, struct.unpack("<f", struct.pack("<f", v - hi))[0]


_LN2 = math.log(2.0)
_PIO2_HI, _PIO2_LO = _split(math.pi / 2)
_PI_HI, _PI_LO = _split(math.pi)

_INVLN2_HI = 1.4426950408889634
_INVLN2_LO = 2.0355273740931033e-17  # 1/ln2 - _INVLN2_HI
_TWO3_HI = 0.6666666666666666
_TWO3_LO = 3.700743415417188e-17  # 2/3 - _TWO3_HI

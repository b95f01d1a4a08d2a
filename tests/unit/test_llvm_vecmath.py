"""Accuracy of the LLVM backend's inline f32 polynomials (vecmath) against float64."""

from __future__ import annotations

import math
import re

import llvmlite.ir as ir
import pytest
import torch

from tcompile.codegen.llvm.vecmath import F32, I64, PTR, LibmCalls, VecMath, host_scalef
from tcompile.runtime import cpu

FUNCS = ("exp", "exp2", "log", "sin", "cos", "tanh", "erf", "log1p", "expm1", "log2", "log10",
         "sinh", "cosh", "asinh", "acosh", "atanh", "tan", "atan", "asin", "acos")
EDGE_CASES = FUNCS
BINARY = ("atan2",)
POW = ("pow",)  # accuracy over ranges of its own: results past f32's range are inf or 0


def elementwise_loop(module: ir.Module, name: str, nin: int, body, ty: ir.Type = F32) -> None:
    """`void name(ty* in..., ty* out, i64 n)`: out[i] = body(builder, in[i]...), a loop the
    vectorizer widens as it does the kernels'."""
    fn = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR] * (nin + 1) + [I64]), name)
    *srcs, dst, n = fn.args
    entry, loop, done = (fn.append_basic_block(k) for k in ("entry", "body", "done"))
    b = ir.IRBuilder(entry)
    b.cbranch(b.icmp_signed(">", n, ir.Constant(I64, 0)), loop, done)
    b.position_at_end(loop)
    i = b.phi(I64)
    i.add_incoming(ir.Constant(I64, 0), entry)
    xs = [b.load(b.gep(src, [i], source_etype=ty), typ=ty) for src in srcs]
    b.store(body(b, *xs), b.gep(dst, [i], source_etype=ty))
    nxt = b.add(i, ir.Constant(I64, 1))
    i.add_incoming(nxt, b.block)
    b.cbranch(b.icmp_signed("<", nxt, n), loop, done)
    b.position_at_end(done)
    b.ret_void()


# scalef: 2**n by `llvm.ldexp` (vscalefps on AVX-512 hosts; a libm call per lane elsewhere,
# slow but the same values), or from exponent bits: both flavours on every host.
@pytest.fixture(scope="module", params=[False, True], ids=["bits", "ldexp"])
def kernels(request):
    module = ir.Module(name=f"vecmath_test_{request.param}")
    vm = VecMath(module, LibmCalls(module), scalef=request.param)
    arity = {**dict.fromkeys(FUNCS, 1), **dict.fromkeys(BINARY + POW, 2)}
    for name, nin in arity.items():
        elementwise_loop(module, f"f_{name}", nin, getattr(vm, name))
    vm.finish()
    mod = cpu.load_module(str(module))
    return {name: mod.kernel(f"f_{name}", nin + 1, 1, parallel=False)
            for name, nin in arity.items()}


def run(kernels, name: str, *xs: torch.Tensor) -> torch.Tensor:
    out = torch.empty_like(xs[0])
    kernels[name](*xs, out, xs[0].numel(), xnumel=1, rnumel=1)
    return out


REFERENCE = {name: getattr(torch, name) for name in FUNCS}

# name -> (inputs, max relative error, max absolute error)
RANGES = {
    "exp": ([(-87.0, 88.7)], 2e-7, 0.0),
    "exp2": ([(-125.0, 127.9)], 2e-7, 0.0),
    "log": ([(1e-30, 1e30), (0.5, 2.0), (1e-44, 1e-38)], 2e-7, 0.0),
    # f32 reduction up to 2**20, libm's lanes beyond (around the switch, and up to 3.4e38)
    "sin": ([(-10.0, 10.0), (-1e5, 1e5), (1e6, 1.1e6), (-1e12, 1e12), (1e30, 3e38)], 0.0, 3e-7),
    "cos": ([(-10.0, 10.0), (-1e5, 1e5), (1e6, 1.1e6), (-1e12, 1e12), (1e30, 3e38)], 0.0, 3e-7),
    "tanh": ([(-12.0, 12.0), (-1.0, 1.0), (1e-30, 1e-3), (2.0, 9.5)], 5e-7, 1e-7),
    "erf": ([(-5.0, 5.0), (-1.0, 1.0), (3.5, 4.5), (1e-6, 1e-2)], 5e-7, 0.0),
    "log1p": ([(-0.999, 1.0), (-1e-3, 1e-3), (1e-30, 1e-3), (1e-3, 1e30)], 3e-7, 0.0),
    "expm1": ([(-30.0, 88.7), (-0.35, 0.35), (1e-30, 1e-3), (88.0, 88.72)], 2e-7, 0.0),
    "log2": ([(1e-30, 1e30), (0.5, 2.0), (1e-44, 1e-38)], 2e-7, 0.0),
    "log10": ([(1e-30, 1e30), (0.5, 2.0), (1e-44, 1e-38)], 2e-7, 0.0),
    "sinh": ([(-89.4, 89.4), (-1.0, 1.0), (1e-30, 1e-3)], 2e-7, 0.0),
    "cosh": ([(-89.4, 89.4), (-1.0, 1.0)], 2e-7, 0.0),
    "asinh": ([(-100.0, 100.0), (-1.0, 1.0), (1e-30, 1e-3), (1.0, 1e38)], 3e-7, 0.0),
    "acosh": ([(1.0, 2.0), (1.0, 1.001), (1.0, 1e38)], 3e-7, 0.0),
    "atanh": ([(-0.999, 0.999), (0.99, 0.99999), (1e-30, 1e-3)], 2e-7, 0.0),
    "tan": ([(-1.5, 1.5), (-10.0, 10.0), (-1e5, 1e5), (1e-30, 1e-3), (1e6, 1.1e6), (1e6, 1e30)],
            3.5e-7, 0.0),
    "atan": ([(-100.0, 100.0), (-1.0, 1.0), (1e-30, 1e-3), (1.0, 1e38)], 3e-7, 0.0),
    "asin": ([(-1.0, 1.0), (0.9, 1.0), (1e-30, 1e-3)], 3e-7, 0.0),
    "acos": ([(-1.0, 1.0), (0.99, 1.0), (-1.0, -0.99)], 2e-7, 0.0),
}


def samples(lo: float, hi: float, n: int = 200_003) -> torch.Tensor:
    if lo > 0:  # log-uniform
        return torch.exp(torch.empty(n, dtype=torch.float64).uniform_(math.log(lo), math.log(hi))
                         ).float()
    return torch.empty(n, dtype=torch.float64).uniform_(lo, hi).float()


@pytest.mark.parametrize("name", FUNCS)
def test_accuracy_against_float64(kernels, name):
    torch.manual_seed(0)
    ranges, rel, atol = RANGES[name]
    for lo, hi in ranges:
        x = samples(lo, hi)
        got = run(kernels, name, x).double()
        ref = REFERENCE[name](x.double())
        err = (got - ref).abs()
        bound = rel * ref.abs() + atol + 1e-300
        worst = (err / bound).max().item()
        assert worst <= 1.0, f"{name} on [{lo}, {hi}]: error {worst:.2f}x the bound"


SPECIAL = [0.0, -0.0, math.inf, -math.inf, math.nan, 1e-45, -1e-45, 1e-38, 88.72, 88.73, -103.0,
           -104.0, -200.0, 3.4e38, -3.4e38, 1.0, -1.0, 0.625, 0.927734375, 10.0]


@pytest.mark.parametrize("name", EDGE_CASES)
def test_special_values_match_torch(kernels, name):
    x = torch.tensor(SPECIAL, dtype=torch.float32)
    got = run(kernels, name, x)
    ref = REFERENCE[name](x.double()).float()
    torch.testing.assert_close(got, ref, rtol=1e-6, atol=1e-7, equal_nan=True)
    zero = ref == 0  # signed zeros too: sin(-0), tan(-0), atan(-0) are -0
    assert torch.equal(got[zero].signbit(), ref[zero].signbit()), x[zero]


def test_exp_subnormal_results(kernels):
    """Results below 2**-126 lose bits but stay within two of the smallest subnormal."""
    x = samples(-103.9, -87.4)
    err = (run(kernels, "exp", x).double() - torch.exp(x.double())).abs()
    assert (err <= 2e-7 * torch.exp(x.double()) + 2 * 2.0**-149).all()


@pytest.mark.parametrize("name", BINARY)
def test_binary_accuracy_against_float64(kernels, name):
    torch.manual_seed(0)
    for lo, hi in [(-10.0, 10.0), (-1e30, 1e30), (-1e-30, 1e-30)]:
        y, x = samples(lo, hi), samples(lo, hi)
        got = run(kernels, name, y, x).double()
        ref = getattr(torch, name)(y.double(), x.double())
        worst = ((got - ref).abs() / (3e-7 * ref.abs() + 1e-300)).max().item()
        assert worst <= 1.0, f"{name} on [{lo}, {hi}]: error {worst:.2f}x the bound"


@pytest.mark.parametrize("name", BINARY)
def test_binary_special_values_match_torch(kernels, name):
    v = torch.tensor([0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 1e-45, 3e38, -3e38])
    y, x = (t.flatten().contiguous() for t in torch.meshgrid(v, v, indexing="ij"))
    got = run(kernels, name, y, x)
    ref = getattr(torch, name)(y.double(), x.double()).float()
    torch.testing.assert_close(got, ref, rtol=1e-6, atol=0.0, equal_nan=True)
    keep = ~ref.isnan()
    assert torch.equal(got[keep].signbit(), ref[keep].signbit())  # atan2(-0, x): -0, -pi


# (base range, log-uniform; exponent range): all results within f32's normal range are
# checked, 1.2e-7 is one ulp at worst (a correct rounding is 6e-8).
POW_RANGES = [((1e-3, 1e3), (-12.0, 12.0)), ((0.5, 2.0), (-100.0, 100.0)),
              ((1e-30, 1e30), (-1.2, 1.2)), ((1e-45, 1e-38), (-1.0, 1.0))]


def test_pow_accuracy_against_float64(kernels):
    torch.manual_seed(0)
    for (lo, hi), (ylo, yhi) in POW_RANGES:
        x = samples(lo, hi)
        y = torch.empty(x.numel(), dtype=torch.float64).uniform_(ylo, yhi).float()
        got = run(kernels, "pow", x, y).double()
        ref = torch.pow(x.double(), y.double())
        keep = (ref.abs() > 1.18e-38) & (ref.abs() < 3.4e38)
        worst = ((got - ref).abs() / (1.2e-7 * ref.abs()))[keep].max().item()
        assert worst <= 1.0, f"pow on [{lo}, {hi}]**[{ylo}, {yhi}]: error {worst:.2f}x the bound"
    # a negative base to an integer power: the sign of odd powers
    x = -samples(0.1, 10.0)
    y = torch.randint(-20, 21, x.shape).float()
    got, ref = run(kernels, "pow", x, y).double(), torch.pow(x.double(), y.double())
    assert ((got - ref).abs() <= 1.2e-7 * ref.abs()).all()


def test_pow_special_values_match_torch(kernels):
    """Every pair of zeros, infinities, NaN, +-1, integers (odd, even, past 2**24) and
    fractions: x**0 = 1**y = (-1)**inf = 1, signs of odd powers, NaN for a negative base to a
    fraction, as torch's own float32 pow."""
    v = torch.tensor([0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 2.0, -2.0, 0.5,
                      -0.5, 3.0, -3.0, 2.5, -2.5, 1e-45, 3e38, -3e38, 16777217.0, 1e10])
    x, y = (t.flatten().contiguous() for t in torch.meshgrid(v, v, indexing="ij"))
    got = run(kernels, "pow", x, y)
    ref = torch.pow(x, y)
    torch.testing.assert_close(got, ref, rtol=1.2e-7, atol=0.0, equal_nan=True)
    keep = ~ref.isnan()
    assert torch.equal(got[keep].signbit(), ref[keep].signbit())


def test_sin_loop_vectorizes_through_the_rare_path_variant():
    """The loop vectorizer widens the call of sin's rare path (libm beyond 2**20) to one of
    its vector variants, so the loop stays vectorized; the remainder calls the scalar one."""
    import llvmlite.binding as llvm

    module = ir.Module(name="vecmath_rare_test")
    vm = VecMath(module, LibmCalls(module))
    elementwise_loop(module, "f_sin", 1, vm.sin)
    vm.finish()
    cpu._get_engine()
    optimized = llvm.parse_assembly(str(module))
    cpu.optimize(optimized)
    text = str(optimized)
    assert "call <16 x float> @tc_vm_sinf_rare_v16" in text or \
        "call <8 x float> @tc_vm_sinf_rare_v8" in text
    assert "float @tc_vm_sinf_rare(float" in text


def _optimized_function(module: ir.Module, name: str) -> str:
    """`name`'s text after the CPU pipeline (O3, then the late inlining of vector variants)."""
    import llvmlite.binding as llvm

    cpu._get_engine()
    optimized = llvm.parse_assembly(str(module))
    cpu.optimize(optimized)
    text = str(optimized)
    body = text[text.index(f"define void @{name}("):]
    return body[:body.index("\n}\n")]


def test_log_by_table_is_inlined_into_the_vectorized_loop():
    """On AVX-512 hosts log's vector variant (two vpermps lookups) replaces the scalar call in
    the vectorized loop and is inlined there after vectorization; the remainder calls the
    scalar function. Other hosts keep the polynomial, with no call."""
    module = ir.Module(name="vecmath_log_table_test")
    vm = VecMath(module, LibmCalls(module), scalef=True)
    elementwise_loop(module, "f_log", 1, vm.log)
    vm.finish()
    body = _optimized_function(module, "f_log")
    if host_scalef():
        assert "@llvm.x86.avx512.permvar.sf.512" in body
        assert "@tc_vm_log_v" not in body  # inlined
        assert re.search(r"call (fastcc )?float @tc_vm_log\(float", body)
    else:
        assert "tc_vm_log" not in body


def test_log_of_a_constant_compiles():
    """A log whose argument is a constant (a gradient's log of a zeros tensor's 0): the
    VFABI-mapped function keeps its parameter through interprocedural optimization (dead
    argument elimination dropped it, and LLVM's verifier aborted the process)."""
    module = ir.Module(name="vecmath_log_constant")
    vm = VecMath(module, LibmCalls(module), scalef=True)
    elementwise_loop(module, "f_log0", 1, lambda b, x: b.fadd(x, vm.log(b, ir.Constant(F32, 0.0))))
    vm.finish()
    kernel = cpu.load_module(str(module)).kernel("f_log0", 2, 1, parallel=False)
    assert torch.equal(run({"log0": kernel}, "log0", torch.ones(40)), torch.full((40,), -math.inf))


@pytest.mark.parametrize("scalef", [False, True], ids=["bits", "ldexp"])
def test_log_lanes_agree_with_the_remainder_and_narrow_vectors(scalef):
    """Every element gets the same bits whether a 16-lane body, the scalar remainder or an
    8- or 4-lane variant (a loop over doubles: the vectorizer picks 8 lanes, 4 for its
    epilogue) computes it, specials included."""
    module = ir.Module(name=f"vecmath_log_lanes_{scalef}")
    vm = VecMath(module, LibmCalls(module), scalef=scalef)
    elementwise_loop(module, "f_log", 1, vm.log)
    elementwise_loop(module, "f_log64", 1,
                     lambda b, x: b.fpext(vm.log(b, b.fptrunc(x, F32)), ir.DoubleType()),
                     ir.DoubleType())
    vm.finish()
    mod = cpu.load_module(str(module))
    f32, f64 = (mod.kernel(name, 2, 1, parallel=False) for name in ("f_log", "f_log64"))
    torch.manual_seed(0)
    x = samples(1e-3, 1e3, 173)
    x[: 7 * len(SPECIAL) : 7] = torch.tensor(SPECIAL)
    whole = run({"log": f32}, "log", x)
    for n in (1, 5, 16, 17, 63, 64, 65, 100):
        for start in (0, 3):
            part = run({"log": f32}, "log", x[start:start + n].clone())
            assert torch.equal(part.view(torch.int32), whole[start:start + n].view(torch.int32))
    wide = run({"log": f64}, "log", x.double())
    assert torch.equal(wide.float().view(torch.int32), whole.view(torch.int32))


@pytest.fixture(scope="module", params=[False, True], ids=["bits", "ldexp"])
def pow64_kernel(request):
    module = ir.Module(name=f"vecmath_pow64_{request.param}")
    vm = VecMath(module, LibmCalls(module), scalef=request.param)
    elementwise_loop(module, "f_pow64", 2, vm.pow64, ir.DoubleType())
    vm.finish()
    kernel = cpu.load_module(str(module)).kernel("f_pow64", 3, 1, parallel=False)

    def run(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        out = torch.empty_like(x)
        kernel(x, y, out, x.numel(), xnumel=1, rnumel=1)
        return out
    return run


def _ulps_f64(got: torch.Tensor, x: torch.Tensor, y: torch.Tensor) -> float:
    """Errors in units of the f64 result's last place (subnormals: 2**-1074), against numpy's
    64-bit-mantissa long double."""
    import numpy as np

    ref = np.power(x.numpy().astype(np.longdouble), y.numpy().astype(np.longdouble))
    spacing = np.maximum(np.spacing(np.abs(ref).astype(np.float64)), 2.0**-1074)
    return float(np.max(np.abs(got.numpy().astype(np.longdouble) - ref) / spacing))


@pytest.mark.parametrize("xs,ys", [
    ((0.0, 4.0), "normal"), ((1e-300, 1e300), (-1.0, 1.0)), ((0.5, 2.0), (-1000.0, 1000.0)),
    ((2.0, 2.0), (1020.0, 1023.99)), ((2.0, 2.0), (-1074.0, -1020.0)),
    ((1e-310, 1e-300), (0.5, 1.0))])
def test_pow64_within_about_an_ulp(pow64_kernel, xs, ys):
    """float64 pow (float_power) by double-double logarithms: at most 1.3 ulp (torch's 0.7),
    also for large exponents, results near overflow and subnormal results and bases."""
    g = torch.Generator().manual_seed(0)
    n = 100_000

    def draw(r):
        if r == "normal":
            return torch.randn(n, dtype=torch.float64, generator=g) * 3
        lo, hi = r
        if lo > 0 and hi / lo > 100:  # log-uniform
            u = torch.rand(n, dtype=torch.float64, generator=g)
            return torch.exp(math.log(lo) + u * (math.log(hi) - math.log(lo)))
        return lo + torch.rand(n, dtype=torch.float64, generator=g) * (hi - lo)
    x, y = draw(xs), draw(ys)
    assert _ulps_f64(pow64_kernel(x, y), x, y) <= 1.3


def test_pow64_special_values_match_torch(pow64_kernel):
    sp = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 2.0, -2.0, 0.5, 5e-324, 1e308,
          -3.0, 3.0, -0.5, 1e300, 2.0**53 + 2, 2.0**53 - 1]
    x, y = torch.meshgrid(torch.tensor(sp, dtype=torch.float64),
                          torch.tensor(sp, dtype=torch.float64), indexing="ij")
    x, y = x.flatten().contiguous(), y.flatten().contiguous()
    torch.testing.assert_close(pow64_kernel(x, y), torch.pow(x, y), rtol=4e-16, atol=0.0,
                               equal_nan=True)

"""The LLVM (CPU) backend end to end: lowered torch programs and hand-written loop IR run
through `compile_loop_module(..., target="llvm")` and match eager PyTorch (or, for IR that no
torch program lowers to, the loop-dialect reference interpreter)."""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys

import llvmlite.binding as llvm
import pytest
import torch
import torch.nn.functional as F

from tcompile.codegen import compile_loop_module
from tcompile.codegen.llvm import generate
from tcompile.codegen.llvm.kernel import element_cost, interleave_count, outer_tile, vector_width
from tcompile.codegen.llvm.reuse import plan_reuse
from tcompile.codegen.schedule import RINDEX, XINDEX, CodegenError, schedule_kernel
from tcompile.dialects import loop
from tcompile.frontend.record import record
from tcompile.passes.loop_split_reduction import LoopSplitReductionPass
from tcompile.passes.pipelines import TorchToLoopPipeline
from tcompile.runtime import cpu
from tcompile.testing.ir import make_context, parse, print_ir
from tcompile.testing.loop_interp import run_loop_function

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "ir"


def lowered(fn, inputs):
    ctx = make_context()
    module = parse(ctx, print_ir(record(fn, *inputs)))
    TorchToLoopPipeline().apply(ctx, module)
    return module


def randn(*shape, dtype=torch.float32):
    return lambda: torch.randn(*shape, dtype=dtype)


def ints(high, *shape, dtype=torch.int64):
    return lambda: torch.randint(0, high, shape, dtype=dtype)


def rms_norm(x, w):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w


def attention(q, k, v):
    return torch.softmax(q @ k.transpose(-2, -1) * 0.125, dim=-1) @ v


def with_nans(x):
    x = x.clone()
    x[1, 3] = float("nan")
    x[2, 0] = float("nan")
    x[2, 5] = float("nan")
    return x


LOW = {"atol": 2e-2, "rtol": 2e-2}
# name -> (fn, input makers, tolerances)
CASES = {
    # the examples of examples/ir at small, odd sizes
    "trig": (lambda x, y: torch.cos(x) + torch.sin(y), [randn(1000), randn(1000)], {}),
    "softmax": (lambda x: torch.softmax(x, -1), [randn(37, 129)], {}),
    "softmax_size1": (lambda x: torch.softmax(x, -1), [randn(1, 1000)], {}),
    "layer_norm_bf16": (lambda x, w, b: F.layer_norm(x, (67,), w, b),
                        [randn(33, 67, dtype=torch.bfloat16), randn(67, dtype=torch.bfloat16),
                         randn(67, dtype=torch.bfloat16)], LOW),
    "layer_norm_f32": (lambda x, w, b: F.layer_norm(x, (1000,), w, b),
                       [randn(5, 1000), randn(1000), randn(1000)], {"atol": 1e-5}),
    "rms_norm": (rms_norm, [randn(33, 37), randn(37)], {}),
    "gelu_bias": (lambda x, b: F.gelu(x + b), [randn(17, 37), randn(37)], {}),
    "gelu_tanh": (lambda x: F.gelu(x, approximate="tanh"), [randn(17, 48)], {}),
    "mlp": (lambda x, w1, b1, w2, b2: F.linear(F.gelu(F.linear(x, w1, b1)), w2, b2),
            [randn(16, 32), randn(64, 32), randn(64), randn(32, 64), randn(32)], {"atol": 1e-4}),
    "attention": (attention, [randn(2, 3, 16, 8), randn(2, 3, 16, 8), randn(2, 3, 16, 8)], {}),
    # pointwise
    "broadcast_3d": (lambda x, y: x * y + 1, [randn(4, 1, 37), randn(5, 1)], {}),
    "size1_dims": (lambda x, y: x - y, [randn(1, 37, 1), randn(1, 1, 1)], {}),
    "activations": (lambda x: F.relu(x) + F.silu(x) + torch.sigmoid(x) + torch.tanh(x)
                    + F.leaky_relu(x, 0.1) + F.hardtanh(x) + F.softplus(x), [randn(6, 1000)], {}),
    "math": (lambda x: torch.sqrt(x.abs() + 1) + torch.exp(x / 4) + torch.log1p(x.abs())
             + x.pow(3) + torch.erf(x) + torch.log(x.abs() + 1e-3), [randn(9, 37)], {}),
    "clamp_where": (lambda x, y: torch.where(x > y, torch.clamp(x, -0.5, 0.5), torch.minimum(x, y)),
                    [randn(6, 37), randn(6, 37)], {}),
    "nan_max": (lambda x, y: torch.maximum(x, y) + torch.minimum(x, y),
                [lambda: with_nans(torch.randn(4, 8)), randn(4, 8)], {"equal_nan": True}),
    # dtypes
    "f16": (lambda x, y: (x * y + torch.exp(x)).to(torch.float16),
            [randn(7, 37, dtype=torch.float16), randn(7, 37, dtype=torch.float16)], LOW),
    "f64": (lambda x: torch.sin(x) * torch.exp(x) + x.sum(-1, keepdim=True),
            [randn(7, 37, dtype=torch.float64)], {}),
    "i64": (lambda a, b: a * 3 + b - (a > b).long(), [ints(100, 4, 37), ints(100, 4, 37)], {}),
    "i32_div": (lambda a, b: torch.div(a, b + 1, rounding_mode="trunc") + torch.fmod(a, b + 1),
                [ints(100, 4, 37, dtype=torch.int32), ints(100, 4, 37, dtype=torch.int32)], {}),
    "bool": (lambda x, y: (x > 0) & (y < 0.5) | (x > 1), [randn(5, 37), randn(5, 37)], {}),
    "bool_in": (lambda x, m: torch.where(m, x, -x), [randn(5, 37), lambda: torch.rand(5, 37) > .5],
                {}),
    "cast": (lambda x: x.to(torch.bfloat16).to(torch.float32) * 2 + x.to(torch.int64),
             [randn(6, 37)], {}),
    # reductions
    "sum_mean": (lambda x: x.sum(1) + x.mean(1), [randn(7, 1000)], {"atol": 1e-4}),
    "sum_dim0": (lambda x: x - x.sum(0, keepdim=True), [randn(37, 33)], {"atol": 1e-5}),
    "amax_amin": (lambda x: x.amax(-1) - x.amin(-1), [randn(7, 33)], {}),
    "amax_nan": (lambda x: x.amax(-1) + x.amin(-1), [lambda: with_nans(torch.randn(4, 8))],
                 {"equal_nan": True}),
    "masked_amax": (lambda x: x.masked_fill(x > 0.5, float("-inf")).amax(-1)
                    + x.masked_fill(x < -0.5, float("inf")).amin(-1), [randn(7, 3)], {}),
    "amax_dtypes": (lambda x: x.double().amax(-1) + x.half().amin(-1)
                    + x.bfloat16().amax(-1).double(), [randn(5, 37)], {"atol": 1e-2}),
    "int_amax": (lambda a: a.amax(-1) - a.to(torch.uint8).amin(-1), [ints(100, 5, 37)], {}),
    "argmax": (lambda x: x.argmax(-1) + x.argmin(-1), [randn(7, 33)], {}),
    "argmax_nan_ties": (lambda x: x.argmax(-1) * 100 + x.argmin(-1),
                        [lambda: with_nans(torch.randint(0, 3, (4, 8)).float())], {}),
    "var_mean": (lambda x: torch.var_mean(x, -1)[0] + torch.var_mean(x, -1)[1],
                 [randn(7, 1000)], {"atol": 1e-5}),
    "prod_any": (lambda x: x.prod(-1) + (x > 1).any(-1).float(), [randn(7, 13)], {}),
    "full_reduction": (lambda x: x.sum(), [randn(7, 33)], {"atol": 1e-4}),
    "log_softmax": (lambda x: torch.log_softmax(x, -1), [randn(7, 33)], {}),
    "masked_softmax": (lambda s, m: torch.softmax(s + m, -1),
                       [randn(2, 3, 5, 37), lambda: torch.zeros(2, 1, 1, 37).masked_fill(
                           torch.rand(2, 1, 1, 37) > 0.7, -10000.0)], {}),
    "causal_softmax": (lambda s: torch.softmax(s.masked_fill(
        torch.ones(9, 9, dtype=torch.bool).triu(1), float("-inf")), -1), [randn(3, 9, 9)], {}),
    "softmax_bf16": (lambda x: torch.softmax(x, -1), [randn(7, 37, dtype=torch.bfloat16)], LOW),
    "int_sum": (lambda a: a.sum(-1), [ints(100, 5, 37)], {}),
    # data movement, masks, indirection
    "permute": (lambda x: x.permute(2, 0, 1) + 1, [randn(3, 4, 37)], {}),
    "slice_select": (lambda x: x[1:, ::2] * x[0, 1], [randn(6, 38)], {}),
    "cat": (lambda x, y: torch.cat([x, y * 2], 1), [randn(3, 4), randn(3, 37)], {}),
    "gather": (lambda x, i: torch.gather(x, 1, i), [randn(5, 8), ints(8, 5, 3)], {}),
    "embedding": (lambda w, i: F.embedding(i, w), [randn(10, 37), ints(10, 4, 3)], {}),
    "index_select": (lambda x, i: torch.index_select(x, 0, i), [randn(10, 6), ints(10, 4)], {}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_eager(name):
    fn, makers, tol = CASES[name]
    torch.manual_seed(sum(map(ord, name)))
    inputs = [m() for m in makers]
    compiled = compile_loop_module(lowered(fn, inputs), target="llvm")
    fresh = [m() for m in makers]
    got = compiled(*fresh)[0]
    torch.testing.assert_close(got, fn(*fresh), **{"atol": 1e-5, "rtol": 1e-5, **tol})


def test_symbolic_size_softmax():
    ctx = make_context()
    module = parse(ctx, (EXAMPLES / "softmax_dynamic.mlir").read_text())
    TorchToLoopPipeline().apply(ctx, module)
    compiled = compile_loop_module(module, target="llvm")
    for batch in (1, 3):
        x = torch.randn(batch, 4096)
        torch.testing.assert_close(compiled(x)[0], torch.softmax(x, -1))


def test_large_parallel_softmax():
    x = torch.randn(300, 1000)  # above the parallel threshold
    compiled = compile_loop_module(lowered(lambda a: torch.softmax(a, -1), [x]), target="llvm")
    torch.testing.assert_close(compiled(x)[0], torch.softmax(x, -1))


# ------------------------------------------------------------------------------------------
# Hand-written loop IR, checked against the reference interpreter


def unary_module(op: str, dtype: str, n: int = 37) -> str:
    return f"""builtin.module {{
  func.func @main(%x: !loop.buffer<[3, {n}], {dtype}>) -> !loop.buffer<[3, {n}], {dtype}> {{
    %o = loop.alloc : !loop.buffer<[3, {n}], {dtype}>
    loop.kernel [p0 = 3, p1 = {n}] {{
      %a = loop.load %x["{n}*p0 + p1"] : {dtype}
      %r = {op} %a : {dtype}
      loop.store %o["{n}*p0 + p1"], %r : {dtype}
    }}
    func.return %o : !loop.buffer<[3, {n}], {dtype}>
  }}
}}"""


def binary_module(op: str, dtype: str, rtype: str | None = None, n: int = 37) -> str:
    rtype = rtype or dtype
    return f"""builtin.module {{
  func.func @main(%x: !loop.buffer<[3, {n}], {dtype}>, %y: !loop.buffer<[3, {n}], {dtype}>)
      -> !loop.buffer<[3, {n}], {rtype}> {{
    %o = loop.alloc : !loop.buffer<[3, {n}], {rtype}>
    loop.kernel [p0 = 3, p1 = {n}] {{
      %a = loop.load %x["{n}*p0 + p1"] : {dtype}
      %b = loop.load %y["{n}*p0 + p1"] : {dtype}
      %r = {op} %a, %b : {dtype}
      loop.store %o["{n}*p0 + p1"], %r : {rtype}
    }}
    func.return %o : !loop.buffer<[3, {n}], {rtype}>
  }}
}}"""


def check_against_interpreter(text: str, inputs: list[torch.Tensor], **tol) -> None:
    module = parse(make_context(), text)
    expected = run_loop_function(module, inputs)
    got = compile_loop_module(module, target="llvm")(*inputs)
    for g, e in zip(got, expected, strict=True):
        torch.testing.assert_close(g, e, **{"atol": 1e-6, "rtol": 1e-5, "equal_nan": True,
                                            **tol})


UNARY = ["math.exp", "math.log", "math.sqrt", "math.rsqrt", "math.sin", "math.cos", "math.tan",
         "math.tanh", "math.sinh", "math.cosh", "math.asin", "math.acos", "math.atan",
         "math.erf", "math.absf", "math.floor", "math.ceil", "math.trunc", "math.roundeven",
         "math.round", "math.exp2", "math.expm1", "math.log2", "math.log10", "math.log1p",
         "arith.negf"]
DOMAIN = {"math.log": "pos", "math.sqrt": "pos", "math.rsqrt": "pos", "math.log2": "pos",
          "math.log10": "pos", "math.log1p": "pos", "math.asin": "unit", "math.acos": "unit"}


@pytest.mark.parametrize("dtype", ["f32", "f64"])
@pytest.mark.parametrize("op", UNARY)
def test_unary_float_ops(op, dtype):
    torch.manual_seed(0)
    tdt = {"f32": torch.float32, "f64": torch.float64}[dtype]
    x = torch.randn(3, 37, dtype=tdt) * 3
    if DOMAIN.get(op) == "pos":
        x = x.abs() + 1e-3
    elif DOMAIN.get(op) == "unit":
        x = torch.rand(3, 37, dtype=tdt) * 1.98 - 0.99
    x[0, :4] = torch.tensor([0.5, -0.5, 2.5, -1.5])  # round-half cases
    check_against_interpreter(unary_module(op, dtype), [x], atol=1e-5)


BINARY_F = ["arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf",
            "arith.minimumf", "math.powf", "math.atan2"]


@pytest.mark.parametrize("op", BINARY_F)
def test_binary_float_ops(op):
    torch.manual_seed(1)
    x, y = torch.randn(3, 37) * 2, torch.randn(3, 37)
    if op == "math.powf":
        x = x.abs()
    x[0, 0] = float("nan")
    check_against_interpreter(binary_module(op, "f32"), [x, y], atol=1e-5)


PREDICATES = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
              "ult", "ule", "une", "uno", "true"]


@pytest.mark.parametrize("pred", PREDICATES)
def test_cmpf(pred):
    x = torch.tensor([[1.0, 2.0, float("nan"), 3.0, -0.0, float("inf")] * 3])
    y = torch.tensor([[1.0, 1.0, 1.0, float("nan"), 0.0, float("inf")] * 3])
    check_against_interpreter(binary_module(f"arith.cmpf {pred},", "f32", "i1", n=18).replace(
        "[3, 18]", "[1, 18]").replace("p0 = 3", "p0 = 1"), [x, y])


BINARY_I = ["arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.remsi",
            "arith.maxsi", "arith.minsi", "arith.andi", "arith.ori", "arith.xori",
            "arith.shli", "arith.shrsi", "arith.cmpi slt,", "arith.cmpi uge,", "math.ipowi"]


@pytest.mark.parametrize("op", BINARY_I)
def test_binary_int_ops(op):
    torch.manual_seed(2)
    x = torch.randint(-50, 50, (3, 37))
    y = torch.randint(1, 6, (3, 37))
    rtype = "i1" if "cmpi" in op else None
    check_against_interpreter(binary_module(op, "i64", rtype), [x, y])


def test_masked_and_indirect_loads():
    text = """builtin.module {
  func.func @main(%x: !loop.buffer<[5, 37], f32>, %i: !loop.buffer<[7], i64>)
      -> !loop.buffer<[7, 42], f32> {
    %o = loop.alloc : !loop.buffer<[7, 42], f32>
    loop.kernel [p0 = 7, p1 = 42] {
      %c37 = arith.constant 37 : i64
      %j = loop.index p1 : i64
      %m = arith.cmpi slt, %j, %c37 : i64
      %row = loop.load %i[p0] : i64
      %r = arith.index_cast %row : i64 to index
      %v = loop.load %x["37*i0 + p1"] indirect(%r : index) mask %m other -1.5 : f32
      loop.store %o["42*p0 + p1"], %v : f32
    }
    func.return %o : !loop.buffer<[7, 42], f32>
  }
}"""
    x = torch.randn(5, 37)
    idx = torch.tensor([4, 0, 3, 3, 1, 2, 0])
    module = parse(make_context(), text)
    got = compile_loop_module(module, target="llvm")(x, idx)[0]
    expected = torch.cat([x[idx], torch.full((7, 5), -1.5)], 1)
    torch.testing.assert_close(got, expected)
    torch.testing.assert_close(got, run_loop_function(module, [x, idx])[0])


def test_casts_and_select():
    text = """builtin.module {
  func.func @main(%x: !loop.buffer<[40], f32>) -> (!loop.buffer<[40], f64>,
      !loop.buffer<[40], bf16>, !loop.buffer<[40], i32>, !loop.buffer<[40], f16>) {
    %o0 = loop.alloc : !loop.buffer<[40], f64>
    %o1 = loop.alloc : !loop.buffer<[40], bf16>
    %o2 = loop.alloc : !loop.buffer<[40], i32>
    %o3 = loop.alloc : !loop.buffer<[40], f16>
    loop.kernel [p0 = 40] {
      %a = loop.load %x[p0] : f32
      %d = arith.extf %a : f32 to f64
      loop.store %o0[p0], %d : f64
      %h = arith.truncf %a : f32 to bf16
      loop.store %o1[p0], %h : bf16
      %i = arith.fptosi %a : f32 to i32
      %i64 = arith.extsi %i : i32 to i64
      %i2 = arith.trunci %i64 : i64 to i32
      %z = arith.constant 0 : i32
      %c = arith.cmpi slt, %i2, %z : i32
      %n = arith.subi %z, %i2 : i32
      %s = arith.select %c, %n, %i2 : i32
      loop.store %o2[p0], %s : i32
      %f = arith.sitofp %s : i32 to f16
      %e = arith.truncf %d : f64 to f16
      %g = arith.addf %f, %e : f16
      loop.store %o3[p0], %g : f16
    }
    func.return %o0, %o1, %o2, %o3 : !loop.buffer<[40], f64>, !loop.buffer<[40], bf16>,
      !loop.buffer<[40], i32>, !loop.buffer<[40], f16>
  }
}"""
    x = torch.randn(40) * 100
    x[:3] = torch.tensor([float("nan"), 1.00390625, 1.01171875])  # NaN, bf16 ties
    check_against_interpreter(text.replace("f32 to i32", "f32 to i32"),
                              [x], rtol=1e-3, atol=1e-3)


REDUCTIONS = {
    "online_softmax": ("%m, %s = loop.reduce online_softmax %a : f32", ["%m", "%s"], "f32"),
    "welford": ("%m, %v, %w = loop.reduce welford %a : f32", ["%m", "%v", "%w"], "f32"),
    # partials (mean, m2, weight) of a split Welford: a, a * a, |a| + 1
    "welford_combine": ("%one = arith.constant 1.0 : f32\n      %q = arith.mulf %a, %a : f32\n"
                        "      %b = math.absf %a : f32\n      %w = arith.addf %b, %one : f32\n"
                        "      %m, %v, %n = loop.reduce welford_combine %a, %q, %w : f32, f32, f32",
                        ["%m", "%v", "%n"], "f32"),
    "xor_sum": ("%i = arith.fptosi %a : f32 to i64\n      %m = loop.reduce xor_sum %i : i64",
                ["%m"], "i64"),
    "argmin": ("%i = loop.index r0 : i64\n      %m = loop.reduce argmin %a, %i : f32, i64",
               ["%m"], "i64"),
    "prod": ("%m = loop.reduce prod %a : f32", ["%m"], "f32"),
    "min": ("%m = loop.reduce min %a : f32", ["%m"], "f32"),
    "any": ("%z = arith.constant 0.0 : f32\n      %c = arith.cmpf ogt, %a, %z : f32\n"
            "      %m = loop.reduce any %c : i1", ["%m"], "i1"),
}


def reduction_module(kind: str, rows: int, cols: int) -> str:
    body, results, rtype = REDUCTIONS[kind]
    n = len(results)
    out_t = f"!loop.buffer<[{rows}], {rtype}>"
    allocs = "\n".join(f"    %o{k} = loop.alloc : {out_t}" for k in range(n))
    stores = "\n".join(f"      loop.store %o{k}[p0], {r} : {rtype}"
                       for k, r in enumerate(results))
    outs = ", ".join(f"%o{k}" for k in range(n))
    return f"""builtin.module {{
  func.func @main(%x: !loop.buffer<[{rows}, {cols}], f32>) -> ({", ".join([out_t] * n)}) {{
{allocs}
    loop.kernel [p0 = {rows}] reduce [r0 = {cols}] {{
      %a = loop.load %x["{cols}*p0 + r0"] : f32
      {body}
{stores}
    }}
    func.return {outs} : {", ".join([out_t] * n)}
  }}
}}"""


@pytest.mark.parametrize("kind", sorted(REDUCTIONS))
def test_reduction_kinds(kind):
    torch.manual_seed(3)
    x = torch.randn(5, 37) * 4
    if kind == "prod":
        x = 1 + x / 40
    check_against_interpreter(reduction_module(kind, 5, 37), [x], atol=1e-5)


@pytest.mark.parametrize("kind", ["welford", "welford_combine", "prod", "min", "any", "xor_sum"])
def test_empty_reduction(kind):
    """rnumel == 0: identities (welford, welford_combine: mean NaN, m2 0, weight 0)."""
    module = parse(make_context(), reduction_module(kind, 4, 0))
    got = compile_loop_module(module, target="llvm")(torch.randn(4, 0))
    expected = {"welford": [float("nan"), 0.0, 0.0],
                "welford_combine": [float("nan"), 0.0, 0.0], "prod": [1.0], "min": [float("inf")],
                "any": [False], "xor_sum": [0]}[kind]
    for g, e in zip(got, expected, strict=True):
        torch.testing.assert_close(g, torch.full((4,), e, dtype=g.dtype), equal_nan=True)


def test_unsupported_op_names_it():
    text = unary_module("math.ctpop", "i64")
    module = parse(make_context(), text)
    kernel = next(op for op in module.walk() if isinstance(op, loop.KernelOp))
    with pytest.raises(CodegenError, match="math.ctpop"):
        generate([schedule_kernel(kernel, "k", split_pointwise=True)])


def test_object_cache_in_fresh_process(tmp_path):
    """A second process loads the compiled object from disk instead of optimizing again."""
    text = unary_module("math.exp", "f32", n=41)
    module = parse(make_context(), text)
    kernel = next(op for op in module.walk() if isinstance(op, loop.KernelOp))
    schedule = schedule_kernel(kernel, "tc_kernel0", split_pointwise=True)
    ir_text = generate([schedule]).files["kernels.ll"]
    (tmp_path / "k.ll").write_text(ir_text)
    script = f"""
import pathlib, time, torch
import tcompile.runtime.cpu as cpu
called = []
real = cpu.optimize
cpu.optimize = lambda m: (called.append(1), real(m))
mod = cpu.load_module(pathlib.Path({str(tmp_path / 'k.ll')!r}).read_text())
k = mod.kernel("tc_kernel0", 2, 0)
x = torch.randn(3, 41); o = torch.empty_like(x)
k(x, o, xnumel={int(schedule.numel)}, rnumel={int(schedule.rnumel)})
assert torch.allclose(o, x.exp(), rtol=1e-6), (o, x.exp())
print(len(called))
"""
    env = {"TCOMPILE_CACHE_DIR": str(tmp_path / "cache"), "PATH": ""}
    runs = [subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                           env=env, check=True).stdout.split()[-1] for _ in range(2)]
    assert runs == ["1", "0"]


def only_schedule(fn, inputs):
    module = lowered(fn, inputs)
    top = [op for op in module.walk() if isinstance(op, loop.FusedOp | loop.KernelOp)
           and not isinstance(op.parent_op(), loop.FusedOp)]
    assert len(top) == 1
    return schedule_kernel(top[0], "tc_kernel0", split_pointwise=True)


def optimized_ir(*schedules) -> str:
    """The LLVM IR of `schedules` after the host's O3 pipeline (what the loop vectorizer made)."""
    cpu._get_engine()
    module = llvm.parse_assembly(generate(list(schedules)).files["kernels.ll"])
    cpu.optimize(module)
    return str(module)


def test_softmax_computes_exp_once():
    """The normalizing loop reads the exponentials that the sum loop stored in the output."""
    schedule = only_schedule(lambda x: torch.softmax(x * 0.125, -1), [torch.randn(4, 33)])
    plans = plan_reuse(schedule)
    assert [(p.producer.name, p.consumer.name) for p in plans] == [("math.exp", "math.exp")]
    assert plans[0].store.buffer == schedule.buffers[-1].value
    text = generate([schedule]).files["kernels.ll"]
    assert text.count('call i32 @"llvm.lrint.i32.f32"') == 1  # one exp polynomial


def test_log_softmax_reuses_nothing():
    """log_softmax's last loop computes no exponential: nothing to keep."""
    schedule = only_schedule(lambda x: torch.log_softmax(x, -1), [torch.randn(4, 33)])
    assert plan_reuse(schedule) == []


def test_masked_max_reduction_vectorizes():
    """max over masked_fill(-inf) stays a plain reduction the loop vectorizer widens."""
    schedule = only_schedule(lambda x: x.masked_fill(x > 1, float("-inf")).amax(-1),
                             [torch.randn(8, 128)])
    assert re.search(r"<\d+ x i32> @llvm\.smax\.v\d+i32", optimized_ir(schedule)), \
        "not vectorized"


def test_column_sum_is_an_outer_reduction():
    """x.sum(0) accumulates a tile of neighbouring outputs side by side, vectorized across
    them (the accumulators stay in vector registers); a row sum does not."""
    schedule = only_schedule(lambda x: x.sum(0), [torch.randn(300, 40)])
    assert outer_tile(schedule) == (40, 40)
    assert "align=40" in generate([schedule]).kernels["tc_kernel0"]
    assert re.search(r"fadd reassoc nsz contract <\d+ x float>", optimized_ir(schedule)), \
        "not vectorized"
    # max's NaN flags are kept as bytes: a vector of i1 in memory would be scalarized
    amax = optimized_ir(only_schedule(lambda x: x.amax(0), [torch.randn(300, 64)]))
    assert re.search(r"<\d+ x i32> @llvm\.smax\.v\d+i32", amax), "not vectorized"
    assert "insertelement <16 x i1>" not in amax
    assert outer_tile(only_schedule(lambda x: x.sum(-1), [torch.randn(300, 40)])) is None
    assert outer_tile(only_schedule(lambda x: x.amax(0), [torch.randn(300, 8)])) is None


@pytest.mark.parametrize("case", ["sum", "prod", "amax_nan", "amin", "int_sum", "any", "long"])
def test_outer_reduction_any_chunk(case, monkeypatch):
    """An outer reduction computes every output whatever chunk [xstart, xend) a call gets:
    whole tiles (of 200 of the 1000 outputs here) and parts of tiles."""
    if case == "long":  # one kernel over all 6000 rows, which loop-split-reduction would cut
        monkeypatch.setattr(LoopSplitReductionPass, "split_of", lambda self, kernel: None)
    torch.manual_seed(0)
    x = torch.randn(300, 1000)
    fn = {"sum": lambda a: a.sum(0), "prod": lambda a: (1 + a * 0.01).prod(0),
          "amax_nan": lambda a: torch.where(a > 3, float("nan"), a).amax(0),
          "amin": lambda a: a.amin(0), "int_sum": lambda a: (a * 100).int().sum(0),
          "any": lambda a: (a > 2.5).any(0),
          # past CASCADE_BLOCK rows: float sums are added up block by block
          "long": lambda a: a.reshape(6000, 50).sum(0)}[case]
    schedule = only_schedule(fn, [x])
    assert outer_tile(schedule) is not None
    kernel = cpu.load_module(generate([schedule]).files["kernels.ll"]).kernel(
        "tc_kernel0", nbuffers=2, nsizes=0)
    expected = fn(x)
    out = torch.empty_like(expected)
    xnumel, rnumel = int(schedule.numel), int(schedule.rnumel)
    bounds = [0, 7, 200, 333, 600, 601, xnumel] if xnumel > 601 else [0, 7, 30, xnumel]
    for start, end in zip(bounds[:-1], bounds[1:], strict=True):
        kernel.fn(x.data_ptr(), out.data_ptr(), xnumel, rnumel, start, end)
    torch.testing.assert_close(out, expected, atol=1e-3, rtol=1e-5, equal_nan=True)


def test_element_cost_counts_transcendentals():
    gelu = only_schedule(lambda x: F.gelu(x), [torch.randn(4, 33)])
    relu = only_schedule(lambda x: torch.relu(x) * 2, [torch.randn(4, 33)])
    assert (element_cost(gelu), element_cost(relu)) == (4, 1)
    assert "cost=4" in generate([gelu]).kernels["tc_kernel0"]
    # a flat pointwise kernel's members sit at the outer level; they run once an element too
    flat = only_schedule(lambda x: F.gelu(x), [torch.randn(4096)])
    assert (flat.rnumel, element_cost(flat)) == (1, 4)


def test_transcendental_loops_ask_for_interleaved_vectors():
    """A loop with a transcendental carries `llvm.loop.interleave.count`, 4 for 1024 iterations
    or more, else 2 (its polynomial is a long dependency chain that one vector an iteration
    leaves unoverlapped: tan at 1024x1024 0.92x -> 1.24x eager); plain arithmetic keeps LLVM's
    own choice."""
    for shape, count in (((64, 96), 2), ((4096,), 4)):  # rows of 96 (a per-row read); flat
        m = torch.randn(shape[0])
        gelu = only_schedule(lambda x, m: F.gelu(x - m.reshape(-1, *[1] * (x.dim() - 1))),
                             [torch.randn(*shape), m])
        relu = only_schedule(lambda x: torch.relu(x) * 2, [torch.randn(*shape)])
        assert (interleave_count(gelu), interleave_count(relu)) == (count, 0)
        text = generate([gelu]).files["kernels.ll"]
        assert f'!{{ !"llvm.loop.interleave.count", i32 {count} }}' in text
        assert "llvm.loop.interleave.count" not in generate([relu]).files["kernels.ll"]
        if len(shape) == 1:  # the vectorizer follows it: four vector stores an iteration
            kernel_body = optimized_ir(gelu).split("define")[1]
            widths = re.findall(r"store <(\d+) x float>", kernel_body)
            widest = max(map(int, widths))  # (and a narrower vector epilogue)
            assert widest >= 8 and sum(int(w) == widest for w in widths) == 4, widths
        x = torch.randn(*shape)
        out = torch.empty_like(x)
        cpu.load_module(text).kernel("tc_kernel0", nbuffers=3, nsizes=0)(
            x, m, out, xnumel=int(gelu.numel), rnumel=int(gelu.rnumel))
        torch.testing.assert_close(out, F.gelu(x - m.reshape(-1, *[1] * (x.dim() - 1))),
                                   rtol=1e-5, atol=1e-6)


def test_memory_bound_kernels_prefer_256_bit_vectors():
    """Plain pointwise arithmetic asks LLVM for 256-bit vectors (on AVX-512 hosts 512-bit
    stores made add 8% slower than eager's); transcendentals and reductions keep the host's
    widest vectors, and the parallel chunk that inlines the kernel says the same."""
    relu = only_schedule(lambda x: torch.relu(x) * 2, [torch.randn(4, 33)])
    gelu = only_schedule(lambda x: F.gelu(x), [torch.randn(4, 33)])
    amax = only_schedule(lambda x: x.amax(-1), [torch.randn(4, 33)])
    assert (vector_width(relu), vector_width(gelu), vector_width(amax)) == (256, None, None)
    text = generate([relu]).files["kernels.ll"]
    defines = [line for line in text.splitlines() if line.startswith("define")]
    assert sum('"prefer-vector-width"="256"' in line for line in defines) == 2, defines
    assert "prefer-vector-width" not in generate([gelu]).files["kernels.ll"]
    x = torch.randn(4, 33)
    out = torch.empty(4, 33)
    cpu.load_module(text).kernel("tc_kernel0", nbuffers=2, nsizes=0)(
        x, out, xnumel=int(relu.numel), rnumel=int(relu.rnumel))
    torch.testing.assert_close(out, torch.relu(x) * 2)


@pytest.mark.parametrize("threads", [2, 3, 7])
@pytest.mark.parametrize("case", ["pointwise", "rows", "reduction", "outer"])
def test_openmp_launch_covers_every_chunk_once(monkeypatch, case, threads):
    """The parallel launcher splits the outer range over OpenMP threads (whole cache lines of
    a flat pointwise kernel per thread): every element is written exactly once."""
    fn, x = {"pointwise": (lambda a: a * 2 + 1, torch.randn(5000)),
             "rows": (lambda a: a * 2 + 1, torch.randn(301, 40)),
             "reduction": (lambda a: a.sum(-1), torch.randn(301, 40)),
             # an outer reduction's tiles of 200 outputs, cut anywhere (no align given)
             "outer": (lambda a: a.sum(0), torch.randn(40, 1000))}[case]
    schedule = only_schedule(fn, [x])
    kernel = cpu.load_module(generate([schedule]).files["kernels.ll"]).kernel(
        "tc_kernel0", nbuffers=2, nsizes=0)
    assert kernel.launch is not None  # torch's OpenMP runtime was found
    monkeypatch.setattr(cpu, "PARALLEL_MIN_ELEMENTS", 0)
    monkeypatch.setattr(cpu, "num_threads", lambda: threads)
    expected = fn(x)
    out = torch.full_like(expected, float("nan"))
    kernel(x, out, xnumel=int(schedule.numel), rnumel=int(schedule.rnumel))
    torch.testing.assert_close(out, expected, atol=1e-5, rtol=1e-5)


def test_fused_pointwise_group_runs_as_rows():
    """Two fused pointwise kernels over the same ranges loop over the last dimension (the
    broadcast bias is then a contiguous load), not over one flat range."""
    def fn(x, b):
        h = x + b  # five kernels read it: kept (loop-inline-pointwise's max_reads)
        return h * h.sin() + h.cos() * h.exp() - h.tanh()

    x, b = torch.randn(6, 40), torch.randn(40)
    schedule = only_schedule(fn, [x, b])
    assert len(schedule.members) == 2
    assert (schedule.numel, schedule.rnumel) == (6, 40)
    compiled = compile_loop_module(lowered(fn, [x, b]), target="llvm")
    torch.testing.assert_close(compiled(x, b)[0], fn(x, b))


def test_pointwise_rows_span_trailing_dims_long_enough_to_vectorize():
    """`[1, 640, 8, 8]` runs as 640 rows of 64 elements (not 5120 rows of 8, too short to
    vectorize, nor one flat range): a channel's parameters are read once per row, and the
    image is walked contiguously along rindex."""
    x, scale = torch.randn(1, 640, 8, 8), torch.randn(640)
    schedule = only_schedule(lambda x, s: torch.nn.functional.silu(x * s[:, None, None]),
                             [x, scale])
    assert (schedule.numel, schedule.rnumel) == (640, 64)
    (member,) = schedule.members
    indices = {op.buffer.type.rank: member.index(op.index.data)
               for op in member.body if isinstance(op, loop.LoadOp)}
    assert indices == {4: 64 * XINDEX + RINDEX, 1: XINDEX}


@pytest.mark.parametrize("case", ["channel_sum", "var", "cascade", "pointwise_rows"])
def test_reduction_over_separate_dims_loops_nested(case):
    """A reduction over dims that are not contiguous together (N, H and W of [N, C, H, W],
    a batch norm's statistics) runs its r loop as RO * K + RI with the inner loop over a
    contiguous run (`r_split`): the loads step by one and vectorize, and every output is
    eager's whatever chunk of x a call gets."""
    from tcompile.codegen.llvm.kernel import r_split

    torch.manual_seed(0)
    fn, x, k = {
        "channel_sum": (lambda a: a.sum((0, 2, 3)), torch.randn(8, 6, 16, 16), 256),
        "var": (lambda a: torch.var(a, (0, 2, 3), correction=0), torch.randn(4, 5, 8, 8), 64),
        # past CASCADE_BLOCK elements: blocks of whole inner runs
        "cascade": (lambda a: a.sum((0, 2)), torch.randn(12, 3, 1000), 1000),
        # a transposed copy's rows read r through division too
        "pointwise_rows": (lambda a: a.transpose(1, 2).contiguous() * 2, torch.randn(4, 32, 24),
                           None),
    }[case]
    schedule = only_schedule(fn, [x])
    split = r_split(schedule)
    if k is None:
        assert split is None or int(schedule.rnumel) % split == 0
    else:
        assert split == k
        assert re.search(r"fadd reassoc nsz contract <\d+ x float>", optimized_ir(schedule)), \
            "not vectorized"
    buffers = len(schedule.buffers)  # the input, the result (and var's mean)
    kernel = cpu.load_module(generate([schedule]).files["kernels.ll"]).kernel(
        "tc_kernel0", nbuffers=buffers, nsizes=0)
    expected = fn(x)
    out = torch.empty_like(expected)
    scratch = [torch.empty_like(expected) for _ in range(buffers - 2)]
    xnumel, rnumel = int(schedule.numel), int(schedule.rnumel)
    for lo, hi in ((0, xnumel), (0, 1), (1, xnumel)):
        out.zero_()
        kernel.fn(x.data_ptr(), out.data_ptr(), *(t.data_ptr() for t in scratch), xnumel,
                  rnumel, lo, hi)
        flat, want = out.reshape(-1), expected.reshape(-1)
        rows = slice(lo * (want.numel() // xnumel), hi * (want.numel() // xnumel))
        torch.testing.assert_close(flat[rows], want[rows], rtol=1e-5, atol=1e-5)


def test_pointwise_rows_run_past_per_channel_reads():
    """A pointwise kernel's rows start after the innermost dim that a per-row read depends
    on (a channel's scale over [N, C, H, W]: rows of H * W, the scale hoisted out of each),
    and stay the shortest vectorizable run where every read walks the last dim; where every
    read and write is the element's own, the kernel is one flat loop."""
    scaled = only_schedule(lambda x, w: torch.relu(x * w[None, :, None, None]),
                           [torch.randn(8, 16, 16, 16), torch.randn(16)])
    assert (int(scaled.numel), int(scaled.rnumel)) == (128, 256)
    broadcast = only_schedule(lambda x, y: x + y, [torch.randn(8, 16, 16, 16),
                                                   torch.randn(16, 16)])
    assert (int(broadcast.numel), int(broadcast.rnumel)) == (2048, 16)
    plain = only_schedule(lambda x: x * 2, [torch.randn(8, 16, 16, 16)])
    assert (int(plain.numel), int(plain.rnumel)) == (32768, 1)
    by_position = only_schedule(lambda x: torch.triu(x) * 2, [torch.randn(64, 64)])
    assert (int(by_position.numel), int(by_position.rnumel)) == (64, 64)  # p1 >= p0 a row
    rowwise = only_schedule(lambda x, m: x - m[:, :, None], [torch.randn(4, 6, 40),
                                                            torch.randn(4, 6)])
    assert (int(rowwise.numel), int(rowwise.rnumel)) == (24, 40)

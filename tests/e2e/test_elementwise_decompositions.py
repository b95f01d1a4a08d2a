"""Elementwise ops that were ATen calls and are now formulas of core ops (torch-decompose):
compiled into the graph's kernels, with eager's values at NaN, infinities and signed zeros."""

from __future__ import annotations

import math

import pytest
import torch

import tcompile

SPECIAL = [0.0, -0.0, 1.0, -1.0, 2.5, -3.0, 1e-3, math.inf, -math.inf, math.nan]


def pairs(dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
    a, b = torch.meshgrid(torch.tensor(SPECIAL), torch.tensor(SPECIAL), indexing="ij")
    return a.flatten().to(dtype), b.flatten().to(dtype)


BINARY = {name: (lambda f: lambda a, b: f(a, b))(getattr(torch, name)) for name in (
    "copysign", "xlogy", "heaviside", "logaddexp", "fmax", "fmin", "clamp_min", "clamp_max")}
HALF_KEPT = {"xlogy", "logaddexp", "sinc"}  # several ops in float: ATen's kernel for bf16
UNARY = {
    **{name: (lambda f: lambda x: f(x))(getattr(torch, name)) for name in (
        "deg2rad", "rad2deg", "isposinf", "isneginf", "sinc", "nansum", "count_nonzero")},
    "nansum_dim": lambda x: torch.nansum(x.view(10, 10), dim=1),
    "count_nonzero_dim": lambda x: torch.count_nonzero(x.view(10, 10), dim=0),
}


def compiled_without_library_calls(fn, *args, library_call=False):
    compiled = tcompile.compile(fn, fullgraph=True)
    got = compiled(*args)
    assert compiled.stats.fallbacks == 0 and compiled.stats.graphs_compiled == 1
    externs = any("loop.extern" in text for _, text in tcompile.last_ir(compiled))
    assert externs == library_call
    return got


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("name", sorted(BINARY))
def test_binary_formulas_match_eager_at_special_values(name, dtype):
    a, b = pairs(dtype)
    fn = BINARY[name]
    kept = dtype == torch.bfloat16 and name in HALF_KEPT
    torch.testing.assert_close(compiled_without_library_calls(fn, a, b, library_call=kept),
                               fn(a, b), equal_nan=True)


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("name", sorted(UNARY))
def test_unary_formulas_match_eager_at_special_values(name, dtype):
    x = pairs(dtype)[0] * pairs(dtype)[1]  # products of the specials: NaN, infs, zeros
    fn = UNARY[name]
    kept = dtype == torch.bfloat16 and name in HALF_KEPT
    torch.testing.assert_close(compiled_without_library_calls(fn, x, library_call=kept), fn(x),
                               equal_nan=True)


def test_integer_operands_stay_library_calls_with_eager_values():
    """The formulas assume one float type; integers (which promote) keep ATen's kernel."""
    x = torch.arange(-3, 4)

    def fn(v):
        return torch.deg2rad(v)
    torch.testing.assert_close(tcompile.compile(fn)(x), fn(x))


@pytest.mark.parametrize("target", ["llvm", "triton"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.bfloat16, torch.float16])
def test_signbit_reads_the_sign_bit_of_zeros_and_nans(target, dtype):
    """signbit is the bit itself: -0.0 and a negative NaN (what -x makes of NaN) set it."""
    x = torch.tensor([0.0, -0.0, 1.0, -2.0, math.inf, -math.inf, math.nan], dtype=dtype)
    bits = {torch.float64: torch.int64, torch.float32: torch.int32}.get(dtype, torch.int16)
    sign = -(2 ** (torch.iinfo(bits).bits - 1))
    negative_nan = (x[-1:].view(bits) | sign).view(dtype)  # -x would not do: bf16's neg
    x = torch.cat([x, negative_nan])                          # makes a positive NaN

    def fn(v):
        return torch.signbit(v)
    got = tcompile.compile(fn, backend=target)(x)
    assert got.tolist() == fn(x).tolist() and sorted(fn(x)[-2:].tolist()) == [False, True]

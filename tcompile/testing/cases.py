"""Small torch programs with input makers: the shared corpus of end-to-end checks.

The lowering tests run them through the loop-dialect interpreter, the codegen tests through
each backend; every one is compared with eager PyTorch on fresh random inputs. The examples
of `examples/ir` appear here at small sizes, plus one case per op family of the torch
dialect's core set.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel


@dataclass
class Case:
    fn: Callable[..., torch.Tensor]
    inputs: Callable[[], list[torch.Tensor]]
    atol: float = 1e-5
    rtol: float = 1.3e-6
    # sizes the dynamic-shape tests keep (tcompile.testing.dynamic): an attention head dim,
    # whose alignment picks CUDA's SDPA kernel (flash needs a multiple of 8), which torch
    # guards; models change batch and sequence lengths, not head dims
    static_sizes: tuple[int, ...] = ()


def randn(*shape: int, dtype: torch.dtype = torch.float32) -> Callable[[], torch.Tensor]:
    return lambda: torch.randn(*shape, dtype=dtype)


def ints(high: int, *shape: int) -> Callable[[], torch.Tensor]:
    return lambda: torch.randint(0, high, shape)


def ties_nan(*shape: int) -> Callable[[], torch.Tensor]:
    """Small integers as floats (many ties) with a NaN in the second row."""
    def make():
        x = torch.randint(0, 4, shape).float()
        x[1, 5] = x[1, 9] = math.nan
        return x
    return make


def pow_specials(which: int) -> Callable[[], torch.Tensor]:
    """The bases (0) or exponents (1) of every pair of pow's special values. (No subnormal:
    Triton's libdevice flushes them to zero on the GPU, where eager's pow does not;
    tests/unit/test_llvm_vecmath.py checks the CPU's powf on them.)"""
    v = torch.tensor([0.0, -0.0, math.inf, -math.inf, math.nan, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5,
                      3.0, -3.0, 2.5, 3e38, 16777217.0])
    return lambda: torch.meshgrid(v, v, indexing="ij")[which].contiguous()


def case(fn, *makers, **tol) -> Case:
    return Case(fn, lambda: [m() for m in makers], **tol)


def rms_norm(x, w):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w


def attention(q, k, v):
    return torch.softmax(q @ k.transpose(-2, -1) * 0.125, dim=-1) @ v


def attention_causal(q, k, v, keep):
    """A causal mask by masked_fill(-inf) where `keep` is 0, the softmax in float32."""
    s = (q @ k.transpose(-2, -1)) / math.sqrt(q.size(-1))
    s = s.masked_fill(keep == 0, float("-inf"))
    return torch.softmax(s.float(), dim=-1).to(q.dtype) @ v


def attention_additive(q, k, v, mask):
    return torch.softmax(q @ k.transpose(-2, -1) * 0.125 + mask, dim=-1) @ v


def merge_heads(y):
    return y.transpose(1, 2).flatten(2)


def sdpa_math(q, k, v, mask):
    """Attention through the math backend: ATen's `_safe_softmax` (0 on fully masked rows)."""
    with sdpa_kernel(SDPBackend.MATH):
        return merge_heads(F.scaled_dot_product_attention(q, k, v, attn_mask=mask))


def masked_rows(n: int) -> Callable[[], torch.Tensor]:
    """A boolean attention mask whose second row masks every key."""
    def make():
        mask = torch.rand(n, n) > 0.5
        mask[1] = False
        return mask
    return make


BF16 = {"atol": 2e-2, "rtol": 2e-2}

CASES: dict[str, Case] = {
    # examples/ir at small sizes
    "trig": case(lambda x, y: torch.cos(x) + torch.sin(y), randn(1000), randn(1000)),
    "softmax": case(lambda x: torch.softmax(x, -1), randn(37, 129)),
    "layer_norm_bf16": case(
        lambda x, w, b: F.layer_norm(x, (64,), w, b),
        randn(33, 64, dtype=torch.bfloat16), randn(64, dtype=torch.bfloat16),
        randn(64, dtype=torch.bfloat16), **BF16),
    "rms_norm": case(rms_norm, randn(33, 64), randn(64)),
    "gelu_bias": case(lambda x, b: F.gelu(x + b), randn(17, 48), randn(48)),
    "gelu_tanh": case(lambda x: F.gelu(x, approximate="tanh"), randn(17, 48)),
    "mlp": case(lambda x, w1, b1, w2, b2: F.linear(F.gelu(F.linear(x, w1, b1)), w2, b2),
                randn(16, 32), randn(64, 32), randn(64), randn(32, 64), randn(32), atol=1e-4),
    "attention": case(attention, randn(2, 3, 16, 8), randn(2, 3, 16, 8), randn(2, 3, 16, 8),
                      atol=1e-5),
    # elementwise and activations
    "arith_scalars": case(lambda x: (x * 2 + 1) / 3 - 0.5, randn(5, 7)),
    "pow_sqrt_exp_log": case(lambda x: torch.sqrt(x.abs() + 1) + torch.exp(x / 4)
                             + torch.log1p(x.abs()) + x.pow(3), randn(5, 7)),
    "activations": case(lambda x: F.relu(x) + F.silu(x) + torch.sigmoid(x) + torch.tanh(x)
                        + F.leaky_relu(x, 0.1) + F.hardtanh(x) + F.softplus(x), randn(6, 9)),
    # the CPU backend's inline polynomials (codegen/llvm/vecmath.py)
    "log_exp_1p": case(lambda x: torch.log1p(x.abs()) + torch.expm1(x) + torch.log2(x.abs())
                       + torch.log10(x.abs() + 1e-3) + F.elu(x) + F.logsigmoid(x), randn(6, 9)),
    # atanh's argument stays away from +-1, where 1 / (1 - t^2) would magnify a one-ulp
    # difference in tanh a thousandfold (eager's own error from the true value is that large)
    "inverse_trig_hyperbolic": case(
        lambda x, y: torch.atan2(x, y) + torch.atan(x * 3) + torch.asin(torch.tanh(x))
        + torch.acos(torch.tanh(y)) + torch.sinh(x) + torch.cosh(y) + torch.tan(x)
        + torch.asinh(x * 10) + torch.acosh(x.abs() + 1) + torch.atanh(torch.tanh(y) * 0.9),
        randn(6, 9), randn(6, 9), atol=1e-5),
    "pow_scalar": case(lambda x: x.pow(2) + x.abs().pow(0.5) + (x.abs() + 1).pow(-1)
                       + x.abs().pow(2.5) + x.pow(3), randn(5, 7)),
    # the CPU backend's powf in f64 polynomials: negative bases to integer powers, 2**x
    "pow_tensor": case(lambda x, y: torch.cat([
        torch.pow(x.abs() + 0.1, y), torch.pow(x, torch.round(y * 3)), 2.0 ** x,
        x.abs().pow(1.7), x.abs().half().pow(y.half()).float()]), randn(6, 9), randn(6, 9)),
    # every pair of 0, -0, +-inf, NaN, +-1, odd, even and fractional exponents (NaN as 7)
    "pow_special_values": case(lambda x, y: torch.where(torch.pow(x, y).isnan(), 7.0,
                                                        torch.pow(x, y)),
                               pow_specials(0), pow_specials(1)),
    "compare_where": case(lambda x, y: torch.where(x > y, x, y * 2), randn(6, 9), randn(6, 9)),
    "addcmul_addcdiv": case(lambda x, a, b: torch.addcmul(x, a, b, value=0.5)
                            + torch.addcdiv(x, a, b.abs() + 1, value=-2), randn(4, 5),
                            randn(5), randn(4, 1)),
    "clamp_minimum": case(lambda x, y: torch.clamp(x, -0.5, 0.5) + torch.minimum(x, y),
                          randn(6, 9), randn(6, 9)),
    "broadcast_3d": case(lambda x, y: x * y, randn(4, 1, 6), randn(5, 1)),
    "int_arith": case(lambda a, b: a * 3 + b, ints(100, 4, 5), ints(100, 4, 5)),
    "cast": case(lambda x: x.to(torch.bfloat16).to(torch.float32) * 2, randn(6, 9)),
    # reductions
    "sum_mean": case(lambda x: x.sum(1) + x.mean(1), randn(7, 33)),
    "sum_keepdim": case(lambda x: x - x.sum(0, keepdim=True), randn(7, 33)),
    "amax_amin": case(lambda x: x.amax(-1) - x.amin(-1), randn(7, 33)),
    "argmax": case(lambda x: x.argmax(-1), randn(7, 33)),
    # ties keep the first index, a NaN wins (its first index); integers too
    "argmax_ties_nan": case(lambda x, i: x.argmax(-1) + x.argmin(0)[:9] + x.argmax()
                            + i.argmin(-1) + i.argmax(), ties_nan(9, 33), ints(4, 9, 33)),
    # integer powers wrap on overflow as eager's; negative exponents give 0 but for 1 and -1
    "int_pow": case(lambda b, e: torch.pow(b, e),
                    lambda: torch.tensor([[-8, 6, 9, 0, 1, -1, 2, -1, 3]]).T,
                    lambda: torch.tensor([5, -3, -2, 0, 7, 40, 63, 2, 1])),
    "var_mean": case(lambda x: torch.var_mean(x, -1)[0] + torch.var_mean(x, -1)[1],
                     randn(7, 33), atol=1e-5),
    "full_reduction": case(lambda x: x.sum(), randn(7, 33), atol=1e-4),
    "log_softmax": case(lambda x: torch.log_softmax(x, -1), randn(7, 33)),
    # views and data movement
    "permute": case(lambda x: x.permute(2, 0, 1) + 1, randn(3, 4, 5)),
    "slice_select": case(lambda x: x[1:, ::2] * x[0, 1], randn(6, 8)),
    "expand": case(lambda x: x.expand(4, 5, 6) * 2, randn(5, 1)),
    "reshape_transposed": case(lambda x: x.t().reshape(-1) + 1, randn(6, 8)),
    # its index, (s0*s1 - 1 - p0) // s0 with symbolic sizes, once simplified into a negative
    # dividend, which `//` and `udiv` cannot divide (the LLVM kernel crashed)
    "flip_reshape_transposed": case(lambda x: torch.flip(x.t().reshape(-1), [0]) * 1,
                                    randn(3, 5)),
    "cat": case(lambda x, y: torch.cat([x, y * 2], 1), randn(3, 4), randn(3, 5)),
    "gather": case(lambda x, i: torch.gather(x, 1, i), randn(5, 8), ints(8, 5, 3)),
    "embedding": case(lambda w, i: F.embedding(i, w), randn(10, 6), ints(10, 4, 3)),
    "index_select": case(lambda x, i: torch.index_select(x, 0, i), randn(10, 6), ints(10, 4)),
    # index assignment (`y[:, 1:3] = v`, `y[0] = v`, `y[y < 0] = v`) in functional form
    "slice_scatter": case(lambda x, v: torch.slice_scatter(x, v * 2, 1, 1, 3) + 1,
                          randn(4, 6), randn(4, 2)),
    "slice_scatter_step": case(lambda x, v: torch.slice_scatter(x, v, 0, -6, None, 2),
                               randn(7, 3), randn(3, 3)),
    "select_scatter": case(lambda x, v: torch.select_scatter(x, v.exp(), 1, -1),
                           randn(4, 5), randn(4)),
    "index_put_mask": case(lambda x, v: torch.index_put(x, (x < 0,), v)
                           + torch.index_put(x, (x[:, 0] > 0,), v, accumulate=True),
                           randn(4, 5), randn(1)),
    "copy_fill": case(lambda x, v: torch.ops.aten.copy(x, v.half())
                      + torch.ops.aten.fill.Scalar(x, 1.5), randn(4, 5), randn(5)),
    "arange_full": case(lambda x: x + torch.arange(6.0, device=x.device)
                        + torch.full((6,), 2.0, device=x.device), randn(6)),
    # library calls
    "bmm_baddbmm": case(lambda a, b: torch.bmm(a, b) + 1, randn(2, 3, 4), randn(2, 4, 5)),
    "conv2d_relu": case(lambda x, w, b: F.relu(F.conv2d(x, w, b, padding=1)),
                        randn(1, 3, 8, 8), randn(4, 3, 3, 3), randn(4), atol=1e-4),
    "baddbmm_addmm": case(lambda c, a, b, bias, x, w: torch.baddbmm(c, a, b, beta=0.5, alpha=2)
                          .sum(0) + torch.addmm(bias, x, w), randn(2, 3, 5), randn(2, 3, 4),
                          randn(2, 4, 5), randn(5), randn(3, 6), randn(6, 5), atol=1e-4),
    # attention as models use it: the heads merged back (eager's fused kernels return the
    # heads' layout transposed, which the result of the merge does not show)
    "sdpa_causal": case(lambda q, k, v: merge_heads(F.scaled_dot_product_attention(
        q, k, v, is_causal=True)), randn(2, 3, 16, 8), randn(2, 3, 16, 8), randn(2, 3, 16, 8),
        static_sizes=(8,)),
    "sdpa_mask_scale": case(lambda q, k, v, m: merge_heads(F.scaled_dot_product_attention(
        q, k, v, attn_mask=m, scale=0.3)), randn(2, 3, 16, 8), randn(2, 3, 12, 8),
        randn(2, 3, 12, 8), randn(2, 1, 16, 12), static_sizes=(8,)),
    "sdpa_causal_bf16": case(lambda q, k, v: merge_heads(F.scaled_dot_product_attention(
        q, k, v, is_causal=True)), randn(2, 3, 16, 8, dtype=torch.bfloat16),
        randn(2, 3, 16, 8, dtype=torch.bfloat16), randn(2, 3, 16, 8, dtype=torch.bfloat16),
        **BF16, static_sizes=(8,)),
    "sdpa_bool_mask_bf16": case(lambda q, k, v, m: merge_heads(F.scaled_dot_product_attention(
        q, k, v, attn_mask=m)), randn(2, 3, 16, 8, dtype=torch.bfloat16),
        randn(2, 3, 16, 8, dtype=torch.bfloat16), randn(2, 3, 16, 8, dtype=torch.bfloat16),
        lambda: torch.rand(16, 16) > 0.3, **BF16, static_sizes=(8,)),
    "sdpa_math_masked_rows": case(sdpa_math, randn(2, 3, 8, 4), randn(2, 3, 8, 4),
                                  randn(2, 3, 8, 4), masked_rows(8)),
    # model building blocks (tcompile/testing/models.py)
    "batch_norm_eval": case(lambda x, w, b, mean, var: F.relu(F.batch_norm(x, mean, var, w, b)),
                            randn(2, 4, 5, 5), randn(4), randn(4), randn(4),
                            lambda: torch.rand(4) + 0.5, atol=1e-5),
    "pooling": case(lambda x: F.max_pool2d(x, 3, 2, 1).sum(1) + F.adaptive_avg_pool2d(x, 1)[:, 0]
                    + F.adaptive_avg_pool2d(x, 5).mean(1), randn(2, 4, 10, 10)),
    "causal_mask_buffer": case(lambda x, mask: x.masked_fill(mask[:, :, :6, :6] == 0,
                                                             float("-inf")).softmax(-1),
                               randn(2, 3, 6, 6), lambda: torch.ones(1, 1, 8, 8).tril()),
    "split_chunk_unbind": case(lambda x: x.chunk(3, -1)[1] * x.split(2, 0)[0].sum()
                               + x.unbind(1)[2][:, None], randn(4, 6), atol=1e-5),
    "triu_scalars": case(lambda x: torch.triu(x, 1) - torch.tril(x, -1) * torch.scalar_tensor(3.0)
                         + torch.full((5, 6), 1.5, device=x.device), randn(5, 6)),
    "constant_pad": case(lambda x: F.pad(x, (1, 2, 0, 3), value=1.5) + F.pad(x, (-1, 4, 2, 1)),
                         randn(2, 4, 5)),
}


def _rand(shape, dtype):
    def make():
        if dtype == torch.bool:
            return torch.rand(shape) > 0.5
        if not dtype.is_floating_point:
            return torch.randint(-50, 50, shape, dtype=dtype)
        return torch.randn(shape, dtype=dtype)
    return make


def _transposed(rows, cols):
    return lambda: torch.randn(cols, rows).t()


def _broadcast(shape):
    return lambda: torch.randn(shape[-1]).expand(*shape)


_LOOSE = {torch.float16: (1e-2, 1e-2), torch.bfloat16: (2e-2, 2e-2)}


def _generated() -> dict[str, Case]:
    out: dict[str, Case] = {}
    for shape in [(1,), (37,), (1000,), (3, 1, 5), (1, 1), (7, 129), (0, 4), (4, 0)]:
        tag = "x".join(map(str, shape))
        out[f"pointwise_{tag}"] = Case(lambda x: torch.exp(x) * 2 - x.abs(),
                                       _inputs(_rand(shape, torch.float32)))
        if len(shape) >= 2 and 0 not in shape:
            out[f"rowsum_{tag}"] = Case(lambda x: x.sum(-1), _inputs(_rand(shape, torch.float32)),
                                        atol=1e-4)
            out[f"softmax_{tag}"] = Case(lambda x: torch.softmax(x, -1),
                                         _inputs(_rand(shape, torch.float32)))
            out[f"colmax_{tag}"] = Case(lambda x: x.amax(0), _inputs(_rand(shape, torch.float32)))
    for dtype in (torch.float64, torch.float16, torch.bfloat16):
        atol, rtol = _LOOSE.get(dtype, (1e-5, 1.3e-6))
        name = str(dtype).removeprefix("torch.")
        out[f"dtype_{name}_pointwise"] = Case(lambda x, y: torch.sigmoid(x) * y + 1,
                                              _inputs(_rand((9, 33), dtype), _rand((33,), dtype)),
                                              atol=atol, rtol=rtol)
        out[f"dtype_{name}_layer_norm"] = Case(lambda x: F.layer_norm(x, (33,)),
                                               _inputs(_rand((9, 33), dtype)),
                                               atol=atol * 2, rtol=rtol)
    for dtype in (torch.int64, torch.int32, torch.int8):
        name = str(dtype).removeprefix("torch.")
        out[f"dtype_{name}"] = Case(lambda a, b: (a * 3 - b).amax(-1) + a.sum(-1),
                                    _inputs(_rand((6, 17), dtype), _rand((6, 17), dtype)))
    out["dtype_bool"] = Case(lambda m, x: torch.where(m & (x > 0), x, -x),
                             _inputs(_rand((5, 13), torch.bool), _rand((5, 13), torch.float32)))
    out["noncontiguous_input"] = Case(lambda x: torch.softmax(x, -1) + x,
                                      _inputs(_transposed(19, 23)))
    out["broadcast_input"] = Case(lambda x, y: x * y + y.sum(0),
                                  _inputs(_broadcast((6, 10)), _rand((6, 10), torch.float32)),
                                  atol=1e-5)
    out["sliced_input"] = Case(lambda x: x * 2, _inputs(lambda: torch.randn(8, 12)[2:, 3:9]))
    return out


def _inputs(*makers):
    return lambda: [m() for m in makers]


GENERATED: dict[str, Case] = _generated()


def _permuted(shape, perm):
    """A random tensor of `shape` whose storage holds its dims in the order `perm`."""
    stored = [shape[k] for k in perm]
    inverse = [perm.index(k) for k in range(len(shape))]
    return lambda: torch.randn(stored).permute(inverse)


def _layouts() -> dict[str, Case]:
    """Outputs that eager lays out other than row-major: results must come back with eager's
    strides (the torch dialect records them as result attributes, `tc.stride_order`)."""
    return {
        "layout_transposed_2d": Case(lambda x: torch.exp(x) * 2 - x, _inputs(_transposed(19, 23))),
        "layout_permuted_4d_broadcast": Case(
            lambda x, y: x * y + 1,
            _inputs(_permuted((2, 3, 4, 5), [0, 2, 3, 1]), _rand((5,), torch.float32))),
        "layout_channels_last": Case(lambda x: x.to(memory_format=torch.channels_last) * 2,
                                     _inputs(_rand((2, 3, 4, 5), torch.float32))),
        # Eager's reductions are row-major even over a permuted input; a pointwise op reading
        # one keeps the permuted layout.
        "layout_reduction_permuted": Case(
            lambda x: (x.sum(1), x.amax(-1, keepdim=True), x - x.mean(-1, keepdim=True)),
            _inputs(_permuted((5, 4, 6), [1, 2, 0])), atol=1e-5),
        # The third output is row-major: eager's `contiguous()` is the layout, not a copy.
        "layout_two_outputs": Case(lambda x: (x.t() * 2, x + 1, x.t().contiguous().sin()),
                                   _inputs(_rand((6, 9), torch.float32))),
        # A result that is the input's value (a returned argument) is copied row-major,
        # or in the input's permuted layout when eager keeps it (clone preserves it).
        "layout_clone_input": Case(lambda x: (x.clone(), x.t().clone()),
                                   _inputs(_rand((4, 7), torch.float32))),
    }


GENERATED.update(_layouts())


def _split_reductions() -> dict[str, Case]:
    """Reductions of a long range into few outputs, which `loop-split-reduction` computes as
    chunk partials and their combination (sizes past its 32768-element threshold)."""
    n = 1 << 20
    return {
        "split_sum": Case(lambda x: x.sum(), _inputs(_rand((n,), torch.float32)), atol=1e-3),
        # Triton's interpreter runs max's combine function slowly: the smallest split size.
        "split_amax": Case(lambda x: x.amax(), _inputs(_rand((32768,), torch.float32))),
        "split_mean_plus_amax": Case(lambda x: x.mean() + x.amax(),
                                     _inputs(_rand((32768,), torch.float32))),
        "split_dot": Case(lambda x, y: (x * y).sum(),
                          _inputs(_rand((65536,), torch.float32), _rand((65536,), torch.float32)),
                          atol=1e-3),
        # Few outputs, each reducing a strided column.
        "split_column_sum": Case(lambda x: x.sum(0), _inputs(_rand((65536, 4), torch.float32)),
                                 atol=1e-3),
        "split_int64_sum": Case(lambda x: x.sum(), _inputs(_rand((65536,), torch.int64)),
                                atol=0, rtol=0),
        # Almost surely true, almost surely false.
        "split_any": Case(lambda x: ((x > 3.5).any(), (x > 6).any()),
                          _inputs(_rand((65536,), torch.float32))),
        # 1000003 is prime: the last chunk is masked, by the load (a sum of loads) or by a
        # select of the reduction's identity (a sum of squares: the load's `other` is squared).
        "split_prime_sum": Case(lambda x: (x.sum(), (x * x).sum()),
                                _inputs(_rand((1000003,), torch.float32)), atol=1e-3, rtol=1e-5),
        # Two reduction ranges (dims 0 and 2) flattened into one before it is cut in chunks.
        "split_two_reduce_dims": Case(lambda x: x.sum((0, 2)),
                                      _inputs(_rand((128, 4, 256), torch.float32)), atol=1e-3),
        # torch.compile's documentation example branches on this.
        "split_toy_example_sum": Case(lambda a, b: (a / (torch.abs(a) + 1), b.sum() < 0),
                                      _inputs(_rand((1000,), torch.float32),
                                              _rand((n,), torch.float32))),
    }


GENERATED.update(_split_reductions())


def _outer_reductions() -> dict[str, Case]:
    """Reductions along a strided dimension (`x.sum(0)`), which the CPU backend runs across
    tiles of neighbouring outputs (`outer_tile`): after a split (40000 rows), a tile that is
    not the whole row (1000 outputs: tiles of 200), several reductions in one kernel."""
    return {
        "outer_split_sum": Case(lambda x: x.sum(0), _inputs(_rand((40000, 24), torch.float32)),
                                atol=1e-3),
        "outer_amin_tiles": Case(lambda x: x.amin(0), _inputs(_rand((64, 1000), torch.float32))),
        "outer_mean_and_max": Case(lambda x: (x.mean(0), x.amax(0), (x > 2).any(0)),
                                   _inputs(_rand((512, 48), torch.float32))),
        "outer_middle_dim": Case(lambda x: x.sum(1), _inputs(_rand((4, 256, 32), torch.float32)),
                                 atol=1e-4),
    }


GENERATED.update(_outer_reductions())

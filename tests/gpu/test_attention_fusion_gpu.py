"""torch-fuse-attention on CUDA: written-out attention becomes one fused attention call
(flash or memory-efficient kernels), with eager's values and gradients."""

from __future__ import annotations

import math

import pytest
import torch

import tcompile

pytestmark = pytest.mark.gpu


def causal(q, k, v, keep):
    s = (q @ k.transpose(-2, -1)) / math.sqrt(q.size(-1))
    s = s.masked_fill(keep == 0, float("-inf"))
    return torch.softmax(s.float(), dim=-1).to(q.dtype) @ v


def plain(q, k, v):
    return torch.softmax(q @ k.transpose(-2, -1) * 0.125, dim=-1) @ v


def fused(compiled) -> int:
    return sum(text.count("scaled_dot_product_attention")
               for stage, text in tcompile.last_ir(compiled) if "torch-to-prim" in stage)


@pytest.mark.parametrize("dtype, tol", [(torch.float32, 2e-4), (torch.bfloat16, 3e-2)])
def test_causal_attention_fused_on_cuda(dtype, tol):
    compiled = tcompile.compile(causal)
    keep = torch.tril(torch.ones(256, 256, device="cuda"))
    for _ in range(2):
        q, k, v = (torch.randn(2, 8, 256, 64, device="cuda", dtype=dtype) for _ in range(3))
        torch.testing.assert_close(compiled(q, k, v, keep), causal(q, k, v, keep),
                                   atol=tol, rtol=tol)
    assert fused(compiled) == 1 and compiled.stats.fallbacks == 0


def test_fused_attention_gradients_on_cuda():
    compiled = tcompile.compile(plain)
    args = [torch.randn(2, 8, 128, 64, device="cuda", requires_grad=True) for _ in range(3)]
    twins = [a.detach().clone().requires_grad_() for a in args]
    weight = torch.randn(2, 8, 128, 64, device="cuda")
    (compiled(*args) * weight).sum().backward()
    (plain(*twins) * weight).sum().backward()
    for a, b in zip(args, twins, strict=True):
        torch.testing.assert_close(a.grad, b.grad, atol=2e-4, rtol=2e-4)
    assert fused(compiled) == 1


def test_all_true_mask_built_in_the_graph_keeps_sdpa_fused_on_cuda():
    """transformers 5.17 under a compiler passes SDPA an all-True mask built in the graph;
    with it, CUDA's dispatcher takes SDPA's math path (ViT: f32 `bmm`s). The capture leaves
    the mask out, so no `bmm` is recorded (lookasides._without_trivial_mask)."""
    import torch.nn.functional as F

    def attend(q, k, v):
        n = q.shape[-2]
        keep = (torch.arange(n, device=q.device) + 0)[None, None, :, None] >= 0
        return F.scaled_dot_product_attention(q, k, v, attn_mask=keep.expand(q.shape[0], 1, n, n))

    compiled = tcompile.compile(attend)
    q, k, v = (torch.randn(4, 12, 197, 64, device="cuda", dtype=torch.bfloat16)
               for _ in range(3))
    torch.testing.assert_close(compiled(q, k, v), attend(q, k, v), atol=3e-2, rtol=3e-2)
    torch_stage = dict(tcompile.last_ir(compiled))["torch"]
    assert "aten.bmm" not in torch_stage and "_safe_softmax" not in torch_stage

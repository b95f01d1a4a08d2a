"""prim-pad-gemm end to end: on the Triton target (here its interpreter) a large GEMM with
unaligned rows (an LM head of 1001 float32 columns, with TF32 allowed) computes 1004 columns
from a zero-padded weight and returns eager's values in eager's layout; without TF32, and on
the LLVM target, the GEMM is left alone."""

from __future__ import annotations

import pytest
import torch
from torch import nn

import tcompile


def stages_of(compiled) -> dict[str, str]:
    return dict(tcompile.last_ir(compiled))


@pytest.fixture
def tf32():
    """float32 GEMMs on TF32 tensor cores, the case where their unaligned rows cost (the
    interpreter computes in float32 all the same)."""
    before = torch.get_float32_matmul_precision()
    torch.set_float32_matmul_precision("high")
    yield
    torch.set_float32_matmul_precision(before)


@pytest.mark.parametrize("bias", [False, True])
def test_lm_head_pads_its_columns_on_triton(bias, tf32):
    torch.manual_seed(0)
    head = nn.Linear(512, 1001, bias=bias)  # 512 x 512 x 1001 = 262M multiply-adds

    def f(x):
        logits = head(x)
        return logits, torch.relu(logits) * 2  # a kernel reads the padded rows

    compiled = tcompile.compile(f, backend="triton")
    with torch.no_grad():
        for _ in range(2):
            x = torch.randn(2, 256, 512)
            got, want = compiled(x), f(x)
            for g, w in zip(got, want, strict=True):
                torch.testing.assert_close(g, w, atol=1e-4, rtol=1e-4)
            # Without a bias the graph returns the logits, the GEMM's padded rows, as
            # torch.compile does (eager's stride order, not its strides). With one, the
            # graph returns the 2-D addmm and the bridge makes the 3-D view of it, with
            # eager's strides, so it first copies it to them. The kernel's result is
            # row-major.
            assert got[0].stride() == ((256 * 1001, 1001, 1) if bias else (256 * 1004, 1004, 1))
            assert got[1].stride() == want[1].stride()
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.fallbacks == 0
    stages = stages_of(compiled)
    lowered = next(text for name, text in stages.items() if "pad_gemm=true" in name)
    assert "!loop.buffer<[1004, 512], f32>" in lowered  # the padded weight
    assert "!loop.buffer<[512, 1004], f32>" in lowered  # the GEMM's aligned result
    gemm = "torch.addmm(" if bias else "torch.mm("
    assert gemm in stages["wrapper"]


def test_lm_head_training_on_triton(tf32):
    torch.manual_seed(0)
    head = nn.Linear(512, 1001)
    compiled = tcompile.compile(head, backend="triton")
    x = torch.randn(512, 512, requires_grad=True)
    got = compiled(x)
    want = head(x.detach().requires_grad_())
    torch.testing.assert_close(got, want, atol=1e-4, rtol=1e-4)
    g = torch.randn_like(got)
    got_grads = torch.autograd.grad(got, [x, head.weight, head.bias], g)
    x2 = x.detach().requires_grad_()
    want_grads = torch.autograd.grad(head(x2), [x2, head.weight, head.bias], g)
    for a, b in zip(got_grads, want_grads, strict=True):
        torch.testing.assert_close(a, b, atol=1e-3, rtol=1e-3)
    assert any("pad_gemm=true" in name for name in stages_of(compiled))


@pytest.mark.parametrize("backend", ["llvm", "triton"])
def test_gemm_left_alone(backend):
    """The LLVM target never pads (MKL has no such cliff); the Triton target leaves a float32
    GEMM alone without TF32: cuBLAS's CUDA-core kernels take unaligned rows almost as fast,
    so padding the weight and copying the result back would cost more."""
    head = nn.Linear(512, 1001)
    compiled = tcompile.compile(head, backend=backend)
    with torch.no_grad():
        x = torch.randn(512, 512)
        torch.testing.assert_close(compiled(x), head(x), atol=1e-4, rtol=1e-4)
    stages = stages_of(compiled)
    assert any("pad_gemm=true" in name for name in stages) == (backend == "triton")
    assert "1004" not in stages["wrapper"].split("\ndef call(")[1]  # (not the graph's name)

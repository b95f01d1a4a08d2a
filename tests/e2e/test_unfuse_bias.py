"""prim-unfuse-bias end to end on the Triton target (its interpreter here): a Linear whose
output only pointwise ops read runs as `mm`, its bias added in the kernel that reads the
result; one whose output is saved for the backward keeps `addmm`. The LLVM target keeps
every `addmm` (MKL's bias epilogue has no slow case to avoid), and so do half-precision
graphs (one rounding of the biased product, as eager)."""

from __future__ import annotations

import copy

import torch
import torch.nn.functional as F
from torch import nn

import tcompile


class Block(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc = nn.Linear(32, 64)
        self.proj = nn.Linear(64, 32)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.proj(F.gelu(self.fc(x), approximate="tanh"))


def _wrapper(compiled) -> str:
    return dict(tcompile.last_ir(compiled))["wrapper"]


def test_inference_adds_the_biases_in_kernels():
    torch.manual_seed(0)
    model = Block()
    compiled = tcompile.compile(model, backend="triton")
    with torch.no_grad():
        for _ in range(2):
            x = torch.randn(4, 8, 32)
            torch.testing.assert_close(compiled(x), model(x), atol=1e-5, rtol=1e-5)
    wrapper = _wrapper(compiled)
    assert wrapper.count("torch.mm(") == 2 and "torch.addmm(" not in wrapper


def test_bfloat16_keeps_addmm():
    """In bfloat16 `mm` + add would round the product before adding the bias; cuBLAS's
    epilogue (and eager) round once: the biases stay in the GEMMs, values as eager's."""
    torch.manual_seed(0)
    model = Block().to(torch.bfloat16)
    compiled = tcompile.compile(model, backend="triton")
    with torch.no_grad():
        x = torch.randn(4, 8, 32, dtype=torch.bfloat16)
        torch.testing.assert_close(compiled(x), model(x), atol=2e-2, rtol=2e-2)
    wrapper = _wrapper(compiled)
    # proj's addmm stays; fc's, with its tanh GELU, is one _addmm_activation
    # (torch-fuse-gemm-activation, tests/e2e/test_gemm_activation.py)
    assert wrapper.count("torch.addmm(") == 1 and wrapper.count("_addmm_activation") == 1
    assert "torch.mm(" not in wrapper


def test_training_keeps_addmm_for_a_saved_output():
    torch.manual_seed(0)
    model = Block()
    reference = copy.deepcopy(model)
    compiled = tcompile.compile(model, backend="triton")
    x = torch.randn(4, 8, 32)
    compiled(x).square().sum().backward()
    reference(x).square().sum().backward()
    for (name, p), q in zip(model.named_parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-4, msg=name)
    # fc's output is saved for GELU's derivative (returned: kept), proj's only read by the add
    wrapper = _wrapper(compiled)
    assert wrapper.count("torch.addmm(") == 1 and wrapper.count("torch.mm(") == 1
    # nor is fc's tanh GELU put in cuBLASLt's epilogue (torch-fuse-gemm-activation runs for
    # inference graphs only: the activation's input is saved for its derivative)
    assert "_addmm_activation" not in wrapper


def test_llvm_target_keeps_addmm():
    model = Block()
    compiled = tcompile.compile(model, backend="llvm")
    with torch.no_grad():
        x = torch.randn(4, 8, 32)
        torch.testing.assert_close(compiled(x), model(x), atol=1e-5, rtol=1e-5)
    assert _wrapper(compiled).count("torch.addmm(") == 2

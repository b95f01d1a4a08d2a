"""torch-fuse-gemm-activation end to end on the Triton target (its interpreter here; the calls
are ATen's `_addmm_activation`, cuBLASLt's epilogue on a GPU): a Linear's ReLU or tanh GELU
that only the next Linear reads is computed by the GEMM call, with eager's values; the erf
GELU, a pointwise reader and the LLVM target keep addmm and a kernel; training graphs too
(tests/e2e/test_unfuse_bias.py::test_training_keeps_addmm_for_a_saved_output)."""

from __future__ import annotations

import pytest
import torch
from torch import nn
from transformers.activations import NewGELUActivation

import tcompile


class MLP(nn.Module):
    def __init__(self, act: nn.Module, residual: bool = False) -> None:
        super().__init__()
        self.fc = nn.Linear(32, 64)
        self.act = act
        self.proj = nn.Linear(64, 32)
        self.residual = residual

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.act(self.fc(x))
        return self.proj(h) + h[..., :32] if self.residual else self.proj(h)


def _wrapper(compiled) -> str:
    return dict(tcompile.last_ir(compiled))["wrapper"]


@pytest.mark.parametrize("act, gelu", [(nn.ReLU(), False), (nn.GELU(approximate="tanh"), True),
                                       (NewGELUActivation(), True)],
                         ids=["relu", "gelu_tanh", "new_gelu"])
@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_activation_in_the_gemm(act, gelu, dtype):
    torch.manual_seed(0)
    model = MLP(act).to(dtype)
    compiled = tcompile.compile(model, backend="triton")
    with torch.no_grad():
        for _ in range(2):
            x = torch.randn(4, 8, 32, dtype=dtype)
            torch.testing.assert_close(compiled(x), model(x), atol=2e-2, rtol=2e-2)
    wrapper = _wrapper(compiled)
    # through torch's binding, as the other GEMMs (a GPU's block of them is host-bound)
    assert wrapper.count(f"torch._addmm_activation(arg2, buf0, buf1, use_gelu={gelu})") == 1
    assert wrapper.count("torch.addmm(") == 1  # proj's
    assert "tl.store" not in wrapper  # no kernel left: the activation is in the GEMM


def test_float32_relu_fused_gelu_not():
    torch.manual_seed(0)
    relu, gelu = MLP(nn.ReLU()), MLP(nn.GELU(approximate="tanh"))
    with torch.no_grad():
        for model, calls in ((relu, 1), (gelu, 0)):
            compiled = tcompile.compile(model, backend="triton")
            x = torch.randn(4, 8, 32)
            torch.testing.assert_close(compiled(x), model(x), atol=1e-5, rtol=1e-5)
            assert _wrapper(compiled).count("_addmm_activation") == calls


@pytest.mark.parametrize("model", [MLP(nn.GELU()), MLP(nn.ReLU(), residual=True)],
                         ids=["erf_gelu", "pointwise_reader"])
def test_left_to_a_kernel(model):
    """The erf GELU is not cuBLASLt's; a ReLU that a pointwise op also reads is computed
    by that op's kernel anyway."""
    torch.manual_seed(0)
    model = model.to(torch.bfloat16)
    compiled = tcompile.compile(model, backend="triton")
    with torch.no_grad():
        x = torch.randn(4, 8, 32, dtype=torch.bfloat16)
        torch.testing.assert_close(compiled(x), model(x), atol=2e-2, rtol=2e-2)
    assert "_addmm_activation" not in _wrapper(compiled)


def test_llvm_target_keeps_addmm():
    model = MLP(nn.ReLU()).to(torch.bfloat16)
    compiled = tcompile.compile(model, backend="llvm")
    with torch.no_grad():
        x = torch.randn(4, 8, 32, dtype=torch.bfloat16)
        torch.testing.assert_close(compiled(x), model(x), atol=2e-2, rtol=2e-2)
    assert "_addmm_activation" not in _wrapper(compiled)

"""Depthwise convolutions compiled for Triton (here its interpreter) are generated kernels,
fused with the BatchNorm and activations around them (convert-prim-to-loop's
`depthwise_conv`, which the compiler sets for the Triton target), with eager's values; the
LLVM target keeps oneDNN's."""

from __future__ import annotations

import re

import pytest
import torch
from torch import nn

import tcompile


class InvertedResidual(nn.Module):
    """MobileNetV2's block: 1x1 expand, BN, ReLU6, depthwise, BN, ReLU6, 1x1 project, BN
    (+ the input when the shapes allow)."""

    def __init__(self, c: int = 8, expand: int = 3, k: int = 3, stride: int = 1,
                 dilation: int = 1, multiplier: int = 1, bias: bool = False):
        super().__init__()
        hidden = c * expand
        self.expand = nn.Sequential(nn.Conv2d(c, hidden, 1, bias=False), nn.BatchNorm2d(hidden),
                                    nn.ReLU6())
        self.dw = nn.Conv2d(hidden, hidden * multiplier, k, stride=stride,
                            padding=dilation * (k // 2), dilation=dilation, groups=hidden,
                            bias=bias)
        self.bn = nn.BatchNorm2d(hidden * multiplier)
        self.project = nn.Sequential(nn.Conv2d(hidden * multiplier, c, 1, bias=False),
                                     nn.BatchNorm2d(c))
        self.residual = stride == 1
        for m in self.modules():
            if isinstance(m, nn.BatchNorm2d):
                m.running_mean.uniform_(-1, 1)
                m.running_var.uniform_(0.5, 2)

    def forward(self, x):
        y = self.project(torch.clamp(self.bn(self.dw(self.expand(x))), 0, 6))
        return x + y if self.residual else y


def wrapper_of(compiled) -> str:
    return dict(tcompile.last_ir(compiled))["wrapper"]


def launches_between_convolutions(wrapper: str) -> list[int]:
    """How many kernel launches the wrapper's `call` makes between consecutive library
    convolutions."""
    body = wrapper.split("\ndef call(")[1].split("\ndef ")[0]
    parts = body.split("torch.convolution(")
    return [len(re.findall(r"\n\s+tc_kernel\d+\(", part)) for part in parts[1:-1]]


@pytest.mark.parametrize("kwargs", [
    {}, {"stride": 2}, {"k": 5, "bias": True}, {"multiplier": 2}, {"dilation": 2},
], ids=["3x3", "stride2", "5x5-bias", "multiplier2", "dilation2"])
def test_depthwise_conv_is_a_kernel_fused_with_its_neighbours(kwargs):
    torch.manual_seed(0)
    model = InvertedResidual(**kwargs).eval()
    compiled = tcompile.compile(model, backend="triton")
    with torch.no_grad():
        x = torch.randn(2, 8, 9, 9)
        torch.testing.assert_close(compiled(x), model(x), atol=1e-5, rtol=1e-5)
        wrapper = wrapper_of(compiled)
        # the two 1x1 convolutions are cuDNN's; the depthwise one is not
        assert wrapper.count("torch.convolution(") == 2
        # between them one launch: the expand's BN + ReLU6, the depthwise window, its BN +
        # ReLU6
        assert launches_between_convolutions(wrapper) == [1]
        # symbolic sizes after a recompile (the window's masks depend on them)
        x = torch.randn(1, 8, 6, 7)
        torch.testing.assert_close(compiled(x), model(x), atol=1e-5, rtol=1e-5)
        assert wrapper_of(compiled).count("torch.convolution(") == 2
    assert compiled.stats.fallbacks == 0 and len(compiled.stats.recompiles) == 1


def test_bfloat16_and_channels_last_input():
    torch.manual_seed(0)
    model = InvertedResidual(stride=2).eval().to(torch.bfloat16)
    compiled = tcompile.compile(model, backend="triton")
    x = torch.randn(2, 8, 10, 10, dtype=torch.bfloat16).to(memory_format=torch.channels_last)
    with torch.no_grad():
        got, want = compiled(x), model(x)
    # eager's bf16 convolutions round each output once, as the kernel's f32 sum does
    torch.testing.assert_close(got, want, atol=3e-2, rtol=3e-2)
    assert got.stride() == want.stride()
    assert wrapper_of(compiled).count("torch.convolution(") == 2


def test_gradients_through_the_kernel_match_eager():
    """A training graph runs the depthwise forward as a kernel and ATen's backward."""
    torch.manual_seed(0)
    model = InvertedResidual().eval()
    ref = InvertedResidual().eval()
    ref.load_state_dict(model.state_dict())
    compiled = tcompile.compile(model, backend="triton")
    x = torch.randn(2, 8, 7, 7)
    compiled(x.clone().requires_grad_()).square().sum().backward()
    ref(x.clone().requires_grad_()).square().sum().backward()
    for (name, p), q in zip(model.named_parameters(), ref.parameters(), strict=True):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-4, msg=name)
    assert compiled.stats.fallbacks == 0


def test_llvm_keeps_the_library_convolution():
    torch.manual_seed(0)
    model = InvertedResidual().eval()
    compiled = tcompile.compile(model, backend="llvm")
    with torch.no_grad():
        x = torch.randn(2, 8, 9, 9)
        torch.testing.assert_close(compiled(x), model(x), atol=1e-5, rtol=1e-5)
    assert wrapper_of(compiled).count("torch.convolution(") == 3

"""prim-channels-last on CUDA: torchvision's convolution nets run their convolutions
channels-last (cuDNN's NHWC kernels, generated ones for depthwise convolutions) with eager's
values, each library call's result taken as ATen returns it, and `reduce-overhead` agrees."""

from __future__ import annotations

import pytest
import torch

import tcompile

pytestmark = pytest.mark.gpu


@pytest.mark.parametrize("name", ["resnet18", "mobilenet_v2"])
@pytest.mark.parametrize("dtype, tol", [(torch.float32, 2e-2), (torch.bfloat16, 1e-1)])
def test_torchvision_nets_channels_last(name, dtype, tol):
    torchvision = pytest.importorskip("torchvision")
    torch.manual_seed(0)
    model = getattr(torchvision.models, name)().eval().to("cuda", dtype)
    compiled = tcompile.compile(model)
    with torch.no_grad():
        for _ in range(2):
            x = torch.randn(4, 3, 64, 64, device="cuda", dtype=dtype)
            got, want = compiled(x).float(), model(x).float()
            assert (got - want).abs().max().item() <= tol * want.abs().max().item()
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.fallbacks == 0
    stages = dict(tcompile.last_ir(compiled))
    assert any(name.startswith("prim-to-loop{") and "channels_last=true" in name
               for name in stages)
    wrapper = stages["wrapper"]
    # ResNet-18's 20 convolutions are cuDNN's; MobileNetV2's 17 depthwise ones of 52 are
    # generated kernels (depthwise_conv)
    convolutions = {"resnet18": 20, "mobilenet_v2": 52 - 17}[name]
    assert ".copy_(" not in wrapper and wrapper.count("torch.convolution(") == convolutions


def test_reduce_overhead_channels_last():
    torchvision = pytest.importorskip("torchvision")
    torch.manual_seed(0)
    model = torchvision.models.resnet18().eval().cuda()
    compiled = tcompile.compile(model, mode="reduce-overhead")
    with torch.no_grad():
        for _ in range(3):
            x = torch.randn(2, 3, 64, 64, device="cuda")
            torch.testing.assert_close(compiled(x), model(x), atol=2e-2, rtol=2e-2)

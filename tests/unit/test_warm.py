"""`tcompile.runtime.warm`: which convolutions a graph's first call is warmed with, in which
layout (prim-channels-last's choice), each distinct one once."""

from __future__ import annotations

import torch

import tcompile
from tcompile.runtime import warm
from tcompile.testing.ir import make_context, parse


class _Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = torch.nn.Conv2d(3, 8, 3, padding=1)  # with a bias
        self.dw = torch.nn.Conv2d(8, 8, 3, padding=1, groups=8, bias=False)  # depthwise
        self.dw2 = torch.nn.Conv2d(8, 8, 3, padding=1, groups=8, bias=False)  # the same call
        self.grouped = torch.nn.Conv2d(8, 8, 1, groups=2, bias=False)  # 4 channels a group
        self.strided = torch.nn.Conv2d(8, 16, 3, stride=2, bias=False)

    def forward(self, x):
        y = self.dw2(self.dw(self.stem(x).relu()))
        return self.strided(self.grouped(y))


def _prim_module(model, x):
    compiled = tcompile.compile(model)
    with torch.no_grad():
        compiled(x)
    text = next(t for stage, t in tcompile.last_ir(compiled) if stage.startswith("torch-to-prim"))
    return parse(make_context(), text)


def test_distinct_convolutions_in_their_layouts():
    x = torch.randn(2, 3, 16, 16)
    module = _prim_module(_Net().eval(), x)
    calls = warm.convolutions(module, channels_last=True)
    f32 = torch.float32
    # the two depthwise convolutions are one call; the grouped one (4 input channels per
    # group) stays NCHW, as prim-channels-last leaves it
    assert [(c[0], c[1], c[2], c[3][-1]) for c in calls] == [
        (((2, 3, 16, 16), True, f32), ((8, 3, 3, 3), True, f32), ((8,), False, f32), 1),
        (((2, 8, 16, 16), True, f32), ((8, 1, 3, 3), True, f32), None, 8),
        (((2, 8, 16, 16), False, f32), ((8, 4, 1, 1), False, f32), None, 2),
        (((2, 8, 16, 16), True, f32), ((16, 8, 3, 3), True, f32), None, 1),
    ]
    assert calls[3][3][:3] == ([2, 2], [0, 0], [1, 1])  # stride, padding, dilation
    # without channels-last (the CPU, or layout optimization off) every one is row-major
    assert not any(t[1] for c in warm.convolutions(module, channels_last=False)
                   for t in c[:3] if t is not None)


def test_large_convolutions_are_not_warmed(monkeypatch):
    module = _prim_module(_Net().eval(), torch.randn(2, 3, 16, 16))
    # the stem's tensors take 7040 bytes, every other convolution's over 16384
    monkeypatch.setattr(warm, "MAX_BYTES", 10_000)
    assert [c[0][0] for c in warm.convolutions(module, channels_last=True)] == [(2, 3, 16, 16)]

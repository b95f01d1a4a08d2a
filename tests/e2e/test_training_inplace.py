"""Training graphs that update inputs in place: the forward's kernels store BatchNorm's running
statistics straight into the buffers (loop-write-inputs; no copy back after the call), and an
input that is both updated and needed by the backward is saved as it was before the call."""

from __future__ import annotations

import copy

import torch
from torch import nn

import tcompile


def test_batchnorm_running_stats_are_written_in_place(monkeypatch):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8), nn.ReLU()).train()
    reference = copy.deepcopy(model)
    compiled = tcompile.compile(model)
    for _ in range(3):
        x = torch.randn(2, 3, 8, 8)
        got, want = compiled(x), reference(x)
        torch.testing.assert_close(got, want, atol=1e-5, rtol=1e-5)
        got.square().sum().backward()
        want.square().sum().backward()
    for a, b in zip(model.buffers(), reference.buffers(), strict=True):
        torch.testing.assert_close(a, b, atol=1e-5, rtol=1e-5)
        assert not a.requires_grad
    for a, b in zip(model.parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(a.grad, b.grad, atol=1e-4, rtol=1e-4)
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.fallbacks == 0
    stages = dict(tcompile.last_ir(compiled))
    assert stages["wrapper"].count("return [arg") == 1  # running stats: the inputs themselves
    copies = []
    original = torch.Tensor.copy_
    monkeypatch.setattr(torch.Tensor, "copy_",
                        lambda self, src, *a, **k: copies.append(1) or original(self, src, *a, **k))
    compiled(torch.randn(2, 3, 8, 8))
    assert copies == []  # no write-back after the call


def test_input_updated_in_place_and_saved_for_the_backward():
    """Eager's autograd refuses this (x changed after its use was recorded); the compiled
    graph computes the gradient with x as it was when the forward read it."""

    def f(x, w):
        y = (x * w).sin()
        x.add_(1)
        return y

    w = torch.randn(16, requires_grad=True)
    compiled = tcompile.compile(f)
    for _ in range(2):
        x = torch.randn(16)
        before = x.clone()
        got = compiled(x, w)
        torch.testing.assert_close(x, before + 1)
        w_eager = w.detach().clone().requires_grad_()
        want = (before * w_eager).sin()
        torch.testing.assert_close(got, want)
        (g,) = torch.autograd.grad(got.sum(), [w])
        (g_eager,) = torch.autograd.grad(want.sum(), [w_eager])
        torch.testing.assert_close(g, g_eager)
    assert compiled.stats.fallbacks == 0

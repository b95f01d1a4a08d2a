"""Compiled graphs launch on their inputs' device, whatever the current device is (run on a
machine with two GPUs: `pytest -m multi_gpu tests/gpu`)."""

from __future__ import annotations

import pytest
import torch

import tcompile

pytestmark = [pytest.mark.gpu, pytest.mark.multi_gpu]


def softmax_sin(x, y):
    return torch.softmax(x, -1) + torch.sin(y)


@pytest.mark.parametrize("current", [0, 1])
def test_inputs_on_another_device_than_the_current_one(current):
    compiled = tcompile.compile(softmax_sin)
    with torch.cuda.device(current):
        for device in ("cuda:1", "cuda:0", "cuda:1"):
            x = torch.randn(64, 1000, device=device)
            y = torch.randn(64, 1000, device=device)
            out = compiled(x, y)
            assert out.device == x.device
            torch.testing.assert_close(out, softmax_sin(x, y))
            assert torch.cuda.current_device() == current
    assert compiled.stats.fallbacks == 0


def test_one_graph_on_both_devices_in_turn():
    """The same generated module serves both devices (its launches are keyed by device)."""
    compiled = tcompile.compile(softmax_sin, dynamic=False)
    for _ in range(3):
        for device in ("cuda:0", "cuda:1"):
            x = torch.randn(8, 300, device=device)
            y = torch.randn(8, 300, device=device)
            torch.testing.assert_close(compiled(x, y), softmax_sin(x, y))

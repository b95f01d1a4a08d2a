"""Random ops drawn in Triton kernels on a real GPU (issue #12): statistics, reproducibility
under `torch.manual_seed` (the seed comes from the CUDA generator), dropout's exact scaling,
and CUDA graphs (`reduce-overhead`), whose replays must draw new numbers each call.

Run on the device machine (`pytest -m gpu tests/gpu`); without CUDA these are deselected.
"""

from __future__ import annotations

import math

import pytest
import torch

import tcompile

pytestmark = pytest.mark.gpu


def _in_kernels(compiled) -> bool:
    wrapper = next(text for stage, text in tcompile.last_ir(compiled) if stage.endswith("wrapper"))
    calls = [line for line in wrapper.splitlines() if "torch.ops." in line]
    return all("aten.randint.low" in line for line in calls)


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16, torch.float64])
def test_rand_randn_statistics(dtype):
    compiled = tcompile.compile(lambda x: (torch.rand_like(x), torch.randn_like(x)))
    u, z = compiled(torch.empty(1024, 1024, device="cuda", dtype=dtype))
    assert _in_kernels(compiled) and compiled.stats.fallbacks == 0
    assert u.device.type == "cuda" and u.dtype == dtype
    tol = 4 / math.sqrt(u.numel())
    assert abs(u.double().mean().item() - 0.5) < tol
    assert abs(u.double().var().item() - 1 / 12) < tol
    assert 0 <= u.min().item() and u.max().item() < 1
    assert abs(z.double().mean().item()) < tol and abs(z.double().var().item() - 1) < 3 * tol


def test_manual_seed_reproduces_and_calls_differ():
    compiled = tcompile.compile(lambda x: x * torch.rand_like(x))
    x = torch.ones(100000, device="cuda")
    torch.manual_seed(11)
    a, b = compiled(x), compiled(x)
    torch.manual_seed(11)
    assert torch.equal(compiled(x), a) and not torch.equal(a, b)


def test_dropout_scales_kept_elements_exactly():
    p = 0.25
    compiled = tcompile.compile(lambda x: torch.nn.functional.dropout(x, p, training=True))
    x = torch.rand(512, 1024, device="cuda") + 1
    y = compiled(x)
    assert _in_kernels(compiled)
    kept = y != 0
    assert abs(1 - kept.float().mean().item() - p) < 0.005
    torch.testing.assert_close(y[kept], x[kept] / (1 - p), rtol=1e-6, atol=0)


def test_cuda_graph_replays_draw_new_numbers():
    compiled = tcompile.compile(lambda x: x + torch.rand_like(x), mode="reduce-overhead")
    x = torch.zeros(4096, device="cuda")
    draws = [compiled(x).clone() for _ in range(4)]
    assert all(not torch.equal(draws[i], draws[i + 1]) for i in range(3))
    assert all(abs(d.mean().item() - 0.5) < 0.03 for d in draws)

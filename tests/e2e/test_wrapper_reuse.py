"""What the generated wrapper shares between a model's repeated layers: identical kernels are
defined once (both targets), and a dead buffer's storage becomes a later buffer of as many
bytes instead of a new allocation. Values stay eager's."""

from __future__ import annotations

import re

import pytest
import torch
from torch import nn

import tcompile


class Layers(nn.Module):
    """Three identical blocks: Linear, then LayerNorm + GELU (a kernel after each GEMM)."""

    def __init__(self, d: int = 32, n: int = 3):
        super().__init__()
        self.linears = nn.ModuleList(nn.Linear(d, d) for _ in range(n))
        self.norms = nn.ModuleList(nn.LayerNorm(d) for _ in range(n))

    def forward(self, x):
        for lin, norm in zip(self.linears, self.norms, strict=True):
            x = nn.functional.gelu(norm(lin(x)))
        return x


def stages_of(compiled) -> dict[str, str]:
    return dict(tcompile.last_ir(compiled))


@pytest.mark.parametrize("backend", ["llvm", "triton"])
def test_repeated_layers_share_kernels_and_buffers(backend):
    torch.manual_seed(0)
    model = Layers().eval()
    compiled = tcompile.compile(model, backend=backend)
    with torch.no_grad():
        for _ in range(2):
            x = torch.randn(16, 32)
            torch.testing.assert_close(compiled(x), model(x), atol=1e-5, rtol=1e-5)
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.fallbacks == 0
    stages = stages_of(compiled)
    wrapper = stages["wrapper"]
    launched = set(re.findall(r"^    (tc_kernel\d+)\(", wrapper, re.M))
    aliases = dict(re.findall(r"^(tc_kernel\d+) = (tc_kernel\d+)  # the same kernel$",
                              wrapper, re.M))
    assert len(launched) == 3 and len(aliases) == 2  # one kernel per layer, defined once
    assert set(aliases.values()) < launched
    if backend == "llvm":
        defined = re.findall(r'^define void @"(tc_kernel\d+)"\(', stages["kernels"], re.M)
        assert len(defined) == 1
    else:
        assert wrapper.count("@triton.jit") == 1
    # each layer's output reuses a dead buffer of the same bytes: one allocation per layer
    # less (the GEMMs allocate their own results)
    assert wrapper.count("  # reuse") >= 1


def test_reused_buffer_is_restrided_to_its_new_shape():
    """A dead (16, 32) buffer becomes a (4, 4, 32) one by as_strided."""

    def f(x, w):
        a = torch.relu(x @ w)  # (16, 32)
        b = torch.sigmoid(a @ w)  # (16, 32): a is dead after this GEMM
        return torch.tanh(b.view(4, 4, 32) @ w)  # (4, 4, 32) output of the kernel

    x, w = torch.randn(16, 32), torch.randn(32, 32)
    compiled = tcompile.compile(f, backend="llvm")
    for _ in range(2):
        torch.testing.assert_close(compiled(x, w), f(x, w), atol=1e-5, rtol=1e-5)
    wrapper = stages_of(compiled)["wrapper"]
    assert "  # reuse" in wrapper

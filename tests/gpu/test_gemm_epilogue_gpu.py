"""Matmul templates with fused epilogues on a GPU (`max-autotune`): the first call times each
template tile against cuBLAS plus the epilogue kernel and keeps the faster; whichever it
keeps, the values are eager's."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import tcompile
from tcompile.runtime import triton as runtime

pytestmark = pytest.mark.gpu


class Block(nn.Module):
    def __init__(self, d: int, hidden: int) -> None:
        super().__init__()
        self.fc = nn.Linear(d, hidden)
        self.proj = nn.Linear(hidden, d)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.proj(F.gelu(self.fc(x)))


@pytest.mark.parametrize("d,hidden,tokens", [(768, 3072, 1024), (200, 328, 77)])
def test_templates_timed_against_cublas(d, hidden, tokens, monkeypatch):
    made = []
    choose = runtime.GemmTemplate._choose

    def spy(self, unfused, args, m, n, k):
        launch = choose(self, unfused, args, m, n, k)
        made.append((m, n, k))
        assert launch is runtime._UNFUSED or self.chosen[(m, n, k)] is not None
        return launch

    monkeypatch.setattr(runtime.GemmTemplate, "_choose", spy)
    torch.manual_seed(0)
    model = Block(d, hidden).cuda().to(torch.bfloat16)
    compiled = tcompile.compile(model, mode="max-autotune")
    with torch.no_grad():
        for _ in range(2):
            x = torch.randn(tokens, d, device="cuda", dtype=torch.bfloat16)
            torch.testing.assert_close(compiled(x), model(x), atol=3e-2, rtol=3e-2)
    assert sorted(made) == sorted([(tokens, hidden, d), (tokens, d, hidden)])

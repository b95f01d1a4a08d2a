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


_CHILD = """
import sys, torch, tcompile
from tcompile.runtime import triton as runtime
if sys.argv[1] == "later":
    def fail(*a):
        raise AssertionError("timed again")
    runtime.GemmTemplate._time = fail
torch.manual_seed(0)
fc, proj = torch.nn.Linear(256, 1024), torch.nn.Linear(1024, 256)
model = torch.nn.Sequential(fc, torch.nn.GELU(), proj).cuda().to(torch.bfloat16)
x = torch.randn(512, 256, device="cuda", dtype=torch.bfloat16)
with torch.no_grad():
    torch.testing.assert_close(tcompile.compile(model, mode="max-autotune")(x), model(x),
                               atol=3e-2, rtol=3e-2)
print("ok")
"""


def test_timed_choices_are_kept_for_later_processes(tmp_path):
    """A second process with the same cache directory runs the kept choices untimed."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "TCOMPILE_CACHE_DIR": str(tmp_path)}
    for run in ("first", "later"):
        done = subprocess.run([sys.executable, "-c", _CHILD, run], env=env,
                              capture_output=True, text=True, timeout=300)
        assert done.returncode == 0 and "ok" in done.stdout, done.stderr[-3000:]
    assert list((tmp_path / "autotune").glob("*.json"))

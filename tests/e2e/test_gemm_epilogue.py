"""loop-gemm-epilogue end to end on the Triton target (its interpreter here, where the
template always runs, with its smallest tile): under `max-autotune` a GEMM and the pointwise
kernel reading its product run as one matmul kernel with that epilogue, with eager's values;
other modes, float32 products and products something else reads keep the library call.
tests/gpu/test_gemm_epilogue_gpu.py checks the timed choice on a GPU."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import tcompile
from tcompile.runtime import triton as runtime


class Block(nn.Module):
    def __init__(self, d: int = 32, hidden: int = 64, approximate: str = "none") -> None:
        super().__init__()
        self.fc = nn.Linear(d, hidden)
        self.proj = nn.Linear(hidden, d)
        self.approximate = approximate

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.proj(F.gelu(self.fc(x), approximate=self.approximate))


def _wrapper(compiled) -> str:
    return dict(tcompile.last_ir(compiled))["wrapper"]


def _run(model, x, mode="max-autotune"):
    compiled = tcompile.compile(model, backend="triton", mode=mode)
    with torch.no_grad():
        out = compiled(x)
        expected = model(x)
    return compiled, out, expected


@pytest.fixture
def choices(monkeypatch):
    """(M, N, K) and the tile of each template choice made (None: the unfused pair)."""
    made: list[tuple[tuple[int, int, int], runtime.GemmConfig | None]] = []
    choose = runtime.GemmTemplate._choose

    def spy(self, unfused, args, m, n, k):
        launch = choose(self, unfused, args, m, n, k)
        made.append(((m, n, k), self.chosen[(m, n, k)]))
        return launch

    monkeypatch.setattr(runtime.GemmTemplate, "_choose", spy)
    return made


@pytest.mark.parametrize("dtype, approximate", [(torch.bfloat16, "none"),
                                                (torch.float16, "none"),
                                                (torch.bfloat16, "tanh")])
def test_mlp_runs_its_gemms_with_fused_epilogues(dtype, approximate, choices, monkeypatch):
    """fc's epilogue is the GELU, proj's the residual add; both products (addmm: one
    rounding of product plus bias, as eager) stay in registers. GPT-2's tanh GELU reads its
    upcast input in four places, which stays one kernel (loop-inline-pointwise counts the
    copies of a producer's body, not its loads); it would be cuBLASLt's epilogue
    (test_tanh_gelu_is_cublaslts_epilogue), which this test turns off to have a template."""
    monkeypatch.setattr(tcompile.config, "gemm_activation_epilogue", False)
    torch.manual_seed(0)
    model = Block(approximate=approximate).to(dtype)
    x = torch.randn(2, 24, 32, dtype=dtype)
    compiled, out, expected = _run(model, x)
    torch.testing.assert_close(out, expected, atol=2e-2, rtol=2e-2)
    wrapper = _wrapper(compiled)
    assert wrapper.count("= GemmTemplate(") == 2
    assert wrapper.count("_unfused():") == 2
    # both groups ran as templates (the interpreter's choice), at the graph's sizes
    assert sorted(size for size, _ in choices) == [(48, 32, 64), (48, 64, 32)]
    assert all(cfg == runtime.GemmConfig(16, 32, 16, 4, 2) for _, cfg in choices)
    x = torch.randn(2, 24, 32, dtype=dtype)  # again: the choices are kept
    with torch.no_grad():
        torch.testing.assert_close(compiled(x), model(x), atol=2e-2, rtol=2e-2)
    assert len(choices) == 2


def test_tanh_gelu_is_cublaslts_epilogue(choices):
    """Under max-autotune too, fc's tanh GELU that only proj reads is one
    `_addmm_activation` (torch-fuse-gemm-activation runs before the groups are made); proj
    and the residual add are the one template left."""
    torch.manual_seed(0)
    model = Block(approximate="tanh").to(torch.bfloat16)
    x = torch.randn(2, 24, 32, dtype=torch.bfloat16)
    compiled, out, expected = _run(model, x)
    torch.testing.assert_close(out, expected, atol=2e-2, rtol=2e-2)
    wrapper = _wrapper(compiled)
    assert wrapper.count("= GemmTemplate(") == 1 and wrapper.count("_addmm_activation") == 1
    assert [size for size, _ in choices] == [(48, 32, 64)]


def test_ragged_sizes_mask_the_tiles(choices):
    """M, N and K that are no multiple of any tile (and K of no KBLOCK: the masked K loop);
    the interpreter checks every load and store against the tensors' memory."""
    torch.manual_seed(0)
    model = Block(d=40, hidden=72).to(torch.bfloat16)
    x = torch.randn(7, 40, dtype=torch.bfloat16)
    compiled, out, expected = _run(model, x)
    torch.testing.assert_close(out, expected, atol=2e-2, rtol=2e-2)
    assert _wrapper(compiled).count("= GemmTemplate(") == 2
    assert sorted(size for size, _ in choices) == [(7, 40, 72), (7, 72, 40)]


def test_unfused_alternative_gives_the_same_values(monkeypatch):
    """Where the first call times the library call plus the kernel faster, those run."""
    monkeypatch.setattr(runtime.GemmTemplate, "_choose",
                        lambda self, unfused, *a: runtime._UNFUSED)
    torch.manual_seed(0)
    model = Block(d=48, hidden=80).to(torch.bfloat16)
    x = torch.randn(3, 5, 48, dtype=torch.bfloat16)
    compiled, out, expected = _run(model, x)
    torch.testing.assert_close(out, expected, atol=2e-2, rtol=2e-2)
    assert _wrapper(compiled).count("= GemmTemplate(") == 2


@pytest.mark.parametrize("case", ["default mode", "float32", "product returned"])
def test_left_to_the_library(case):
    torch.manual_seed(0)
    if case == "product returned":
        def fn(x, w):
            y = x @ w
            return y, torch.relu(y)
        x, w = (torch.randn(16, 32, dtype=torch.bfloat16),
                torch.randn(32, 24, dtype=torch.bfloat16))
        compiled = tcompile.compile(fn, backend="triton", mode="max-autotune")
        for got, want in zip(compiled(x, w), fn(x, w), strict=True):
            torch.testing.assert_close(got, want, atol=2e-2, rtol=2e-2)
    else:
        dtype = torch.float32 if case == "float32" else torch.bfloat16
        model = Block().to(dtype)
        x = torch.randn(4, 32, dtype=dtype)
        mode = "default" if case == "default mode" else "max-autotune"
        compiled, out, expected = _run(model, x, mode)
        torch.testing.assert_close(out, expected, atol=2e-2, rtol=2e-2)
    assert "GemmTemplate" not in _wrapper(compiled)

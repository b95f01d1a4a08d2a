"""prim-pad-gemm on CUDA: GPT-2's LM head (768 -> 50257, bfloat16) computes 50264 columns from
a zero-padded copy of the weight, so cuBLAS runs its tensor-core kernels, and returns eager's
values in eager's stride order: the padded rows without a bias, as torch.compile does; with
one, eager's strides (the bridge views the 2-D addmm) (the speed is in bench/run.py's gpt2
row)."""

from __future__ import annotations

import pytest
import torch
from torch import nn

import tcompile

pytestmark = pytest.mark.gpu


@pytest.mark.parametrize("bias", [False, True])
def test_lm_head_padded_on_cuda(bias):
    torch.manual_seed(0)
    head = nn.Linear(768, 50257, bias=bias).to("cuda", torch.bfloat16)
    compiled = tcompile.compile(head)
    with torch.no_grad():
        for _ in range(2):
            x = torch.randn(4, 512, 768, device="cuda", dtype=torch.bfloat16)
            got, want = compiled(x), head(x)
            padded = (512 * 50264, 50264, 1)
            assert got.stride() == (want.stride() if bias else padded)
            err = (got.float() - want.float()).abs().max().item()
            assert err <= 2e-2 * want.float().abs().max().item()
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.fallbacks == 0
    stages = dict(tcompile.last_ir(compiled))
    lowered = next(text for name, text in stages.items() if "pad_gemm=true" in name)
    assert "!loop.buffer<[50264, 768], bf16>" in lowered  # the padded weight
    assert "!loop.buffer<[2048, 50264], bf16>" in lowered  # the GEMM's aligned result

"""torch-fuse-gemm-activation on a GPU: the tanh GELU of GPT-2's MLP (written out as
transformers' NewGELU, or `F.gelu(approximate="tanh")`) and a ReLU run in cuBLASLt's
epilogue (`_addmm_activation`), with eager's values."""

from __future__ import annotations

import pytest
import torch
from torch import nn

import tcompile
from tcompile.testing.models import GPT2Block

pytestmark = pytest.mark.gpu


def _calls(compiled) -> int:
    return dict(tcompile.last_ir(compiled))["wrapper"].count("_addmm_activation")


def test_gpt2_block_mlp_in_the_epilogue():
    torch.manual_seed(0)
    model = GPT2Block(768, 12).cuda().to(torch.bfloat16).eval()
    compiled = tcompile.compile(model)
    with torch.no_grad():
        for _ in range(2):
            x = torch.randn(4, 128, 768, device="cuda", dtype=torch.bfloat16)
            torch.testing.assert_close(compiled(x), model(x), atol=3e-2, rtol=3e-2)
    assert _calls(compiled) == 1


def test_transformers_gpt2_new_gelu_in_the_epilogue():
    from transformers import GPT2Config, GPT2Model

    torch.manual_seed(0)
    config = GPT2Config(n_layer=2, n_embd=256, n_head=4, vocab_size=1000)
    model = GPT2Model(config).cuda().to(torch.bfloat16).eval()
    compiled = tcompile.compile(model)
    with torch.no_grad():
        ids = torch.randint(0, 1000, (2, 64), device="cuda")
        out, expected = compiled(ids).last_hidden_state, model(ids).last_hidden_state
    rel = ((out.float() - expected.float()).norm() / expected.float().norm()).item()
    assert rel < 1e-2
    assert _calls(compiled) == config.n_layer


@pytest.mark.parametrize("dtype", [torch.float16, torch.float32])
def test_relu_mlp(dtype):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(256, 1024), nn.ReLU(), nn.Linear(1024, 256))
    model = model.cuda().to(dtype)
    compiled = tcompile.compile(model)
    tol = 2e-2 if dtype == torch.float16 else 1e-4
    with torch.no_grad():
        x = torch.randn(512, 256, device="cuda", dtype=dtype)
        torch.testing.assert_close(compiled(x), model(x), atol=tol, rtol=tol)
    assert _calls(compiled) == 1

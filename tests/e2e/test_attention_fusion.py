"""torch-fuse-attention end to end: attention written out compiles to one fused attention
call, with eager's values and gradients, in functions and in transformers' eager attention."""

from __future__ import annotations

import math
import os

import pytest
import torch

import tcompile
from tcompile.testing.cases import attention, attention_additive, attention_causal

os.environ.setdefault("HF_HUB_OFFLINE", "1")


plain, causal, additive = attention, attention_causal, attention_additive


def weights_too(q, k, v):
    p = torch.softmax(q @ k.transpose(-2, -1), dim=-1)
    return p @ v, p


def fused(compiled) -> int:
    return sum(text.count("scaled_dot_product_attention")
               for stage, text in tcompile.last_ir(compiled) if "torch-to-prim" in stage)


def qkv(dtype=torch.float32, requires_grad=False):
    return [torch.randn(2, 4, 48, 16, dtype=dtype, requires_grad=requires_grad)
            for _ in range(3)]


@pytest.mark.parametrize("dtype, tol", [(torch.float32, 1e-5), (torch.bfloat16, 2e-2)])
@pytest.mark.parametrize("fn, extra", [
    (plain, lambda dt: []),
    (causal, lambda dt: [torch.tril(torch.ones(48, 48))]),
    (additive, lambda dt: [torch.randn(48, 48, dtype=dt)]),
])
def test_written_out_attention_is_one_fused_call(fn, extra, dtype, tol):
    compiled = tcompile.compile(fn)
    for _ in range(2):
        args = [*qkv(dtype), *extra(dtype)]
        torch.testing.assert_close(compiled(*args), fn(*args), atol=tol, rtol=tol)
    assert fused(compiled) == 1 and compiled.stats.fallbacks == 0


def test_attention_weights_returned_stay_written_out():
    compiled = tcompile.compile(weights_too)
    args = qkv()
    for got, want in zip(compiled(*args), weights_too(*args), strict=True):
        torch.testing.assert_close(got, want)
    assert fused(compiled) == 0


@pytest.mark.parametrize("fn, extra", [
    (plain, []), (additive, [torch.randn(48, 48)])])
def test_fused_attention_gradients_equal_eager(fn, extra):
    """The fused op's gradient is the math backward, compiled (not a replay)."""
    compiled = tcompile.compile(fn)
    args = qkv(requires_grad=True)
    twins = [a.detach().clone().requires_grad_() for a in args]
    weight = torch.randn(2, 4, 48, 16)
    (compiled(*args, *extra) * weight).sum().backward()
    (fn(*twins, *extra) * weight).sum().backward()
    for a, b in zip(args, twins, strict=True):
        torch.testing.assert_close(a.grad, b.grad, atol=1e-5, rtol=1e-4)
    assert fused(compiled) == 1
    explained = str(tcompile.explain(fn, *args, *extra))
    assert "backward compiled" in explained and "replayed" not in explained


@pytest.mark.parametrize("name", ["gpt2", "llama", "bert"])
def test_transformers_eager_attention_is_fused(name):
    """transformers' `eager` attention (GPT-2, LLaMA with grouped-query heads, BERT) writes
    attention out: every layer's becomes one fused call."""
    transformers = pytest.importorskip("transformers")
    torch.manual_seed(0)
    small = {"gpt2": (transformers.GPT2Config, transformers.GPT2LMHeadModel,
                      {"n_layer": 2, "n_embd": 64, "n_head": 4, "vocab_size": 500}),
             "llama": (transformers.LlamaConfig, transformers.LlamaForCausalLM,
                       {"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 4,
                        "num_key_value_heads": 2, "intermediate_size": 128,
                        "vocab_size": 500}),
             "bert": (transformers.BertConfig, transformers.BertModel,
                      {"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 4,
                       "intermediate_size": 128, "vocab_size": 500})}
    config_cls, model_cls, kwargs = small[name]
    model = model_cls(config_cls(**kwargs)).eval()
    model.config._attn_implementation = "eager"
    compiled = tcompile.compile(model)
    ids = torch.randint(0, 500, (2, 32))
    with torch.no_grad():
        got, want = compiled(ids), model(ids)
    key = "logits" if "logits" in want else "last_hidden_state"
    torch.testing.assert_close(got[key], want[key], atol=1e-4, rtol=1e-4)
    assert fused(compiled) == 2 and compiled.stats.fallbacks == 0


def test_cross_attention_with_other_lengths_and_value_width():
    compiled = tcompile.compile(plain)
    q = torch.randn(2, 4, 48, 16)
    k, v = torch.randn(2, 4, 32, 16), torch.randn(2, 4, 32, 24)
    torch.testing.assert_close(compiled(q, k, v), plain(q, k, v))
    assert fused(compiled) == 1


@pytest.mark.parametrize("fn, mask", [
    (causal, lambda: torch.tril(torch.ones(48, 48)).index_fill_(0, torch.tensor([5]), 0)),
    (additive, lambda: torch.zeros(48, 48).index_fill_(0, torch.tensor([7]), -math.inf)),
])
def test_rows_masked_out_whole_are_nan_as_in_eager(fn, mask):
    """Eager's softmax over a row of -inf is NaN; the fused kernels give 0 there."""
    compiled = tcompile.compile(fn)
    args = [*qkv(), mask()]
    got, want = compiled(*args), fn(*args)
    assert want.isnan().any()
    torch.testing.assert_close(got, want, equal_nan=True)
    assert fused(compiled) == 1

"""`model.generate()` on compiled transformers decoder LMs (issue #11): greedy tokens equal
eager's, the growing KV cache recompiles at most twice (prefill, first decode step, then
symbolic lengths), and nothing breaks the graph."""

from __future__ import annotations

import os

import pytest
import torch

import tcompile

os.environ.setdefault("HF_HUB_OFFLINE", "1")
import transformers  # noqa: E402  (the `dev` and `models` extras install it)


def _gpt2() -> torch.nn.Module:
    return transformers.GPT2LMHeadModel(transformers.GPT2Config(
        n_layer=2, n_embd=32, n_head=4, vocab_size=96, n_positions=64, bos_token_id=0,
        eos_token_id=1, pad_token_id=1))


def _llama() -> torch.nn.Module:
    return transformers.LlamaForCausalLM(transformers.LlamaConfig(
        num_hidden_layers=2, hidden_size=32, intermediate_size=64, num_attention_heads=4,
        num_key_value_heads=2, vocab_size=96, bos_token_id=0, eos_token_id=1, pad_token_id=1))


@pytest.mark.parametrize("build", [_gpt2, _llama], ids=["gpt2", "llama"])
def test_greedy_generate_matches_eager(build):
    torch.manual_seed(0)
    model = build().eval()
    ids = torch.randint(2, 96, (1, 6))
    expected = model.generate(ids, max_new_tokens=10, do_sample=False, min_new_tokens=10)
    model.forward = tcompile.compile(model.forward)
    got = model.generate(ids, max_new_tokens=10, do_sample=False, min_new_tokens=10)
    assert torch.equal(got, expected)
    stats = model.forward.stats
    assert stats.graph_breaks == 0 and stats.fallbacks == 0, stats
    assert stats.graphs_compiled <= 3, stats  # prefill, decode at one length, decode symbolic
    assert stats.cache_hits >= 7, stats

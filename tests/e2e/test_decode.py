"""Autoregressive decoding with a KV cache that grows by one token per step, compiled.

`KVCacheGPT` (tcompile/testing/models.py) is greedy-decoded by `greedy_decode`: a prefill of
the prompt from an empty cache, then single-token steps, each `torch.cat`-ing one position to
every layer's keys and values. Under `tcompile.compile(model)` the whole decode must compile
twice: the prefill (prompt length 5, cache length 0) static, then the first single-token step
recompiles with the cache length symbolic (and the token count specialized to 1), and that
graph serves every later step. The tokens must be eager's, the logits close at every step,
and every graph compiled for the backend asked for: no graph break, no frame run natively, no
graph replayed eagerly.
"""

from __future__ import annotations

import pytest
import torch

import tcompile
from tcompile.frontend.api import _compiled_function
from tcompile.testing.models import KVCacheGPT, greedy_decode

PROMPT = 5


def _decode_compiled(backend: str, n_tokens: int, **config: int) -> None:
    torch.manual_seed(0)
    model = KVCacheGPT(**config).eval()
    prompt = torch.randint(0, model.wte.num_embeddings, (2, PROMPT))
    compiled = tcompile.compile(model, backend=backend)
    graphs_after: list[int] = []  # graphs compiled so far, after each call

    def step(idx, cache):
        out = compiled(idx, cache)
        graphs_after.append(compiled.stats.graphs_compiled)
        return out

    with torch.no_grad():
        expected_tokens, expected_logits = greedy_decode(model, model, prompt, n_tokens)
        tokens, logits = greedy_decode(step, model, prompt, n_tokens)

    assert torch.equal(tokens, expected_tokens)
    for i, (got, expected) in enumerate(zip(logits, expected_logits, strict=True)):
        torch.testing.assert_close(got, expected, atol=1e-4, rtol=1e-4, msg=f"call {i}")
    stats = compiled.stats
    # The prefill compiles, the first step recompiles, the other steps hit its entry.
    assert graphs_after == [1] + [2] * n_tokens, (graphs_after, stats)
    assert stats.graph_breaks == 0 and stats.frames_skipped == 0 and stats.fallbacks == 0, stats
    assert stats.recompiles == [
        ("KVCacheGPT.forward", f"idx: size of dim 1 changed from {PROMPT} to 1")], stats
    assert stats.cache_hits == n_tokens - 1, stats
    translations = _compiled_function(compiled)._session.translations
    graphs = [g for _, t in translations for g in t.graphs]
    assert len(graphs) == 2 and all(g.target == backend for g in graphs), \
        [(g.name, g.target) for g in graphs]


def test_greedy_decode_llvm():
    """64 single-token steps (cache lengths 5..68) on the CPU's LLVM backend."""
    _decode_compiled("llvm", 64, vocab=97, d=64, n_head=4, n_layer=2)


def test_greedy_decode_triton():
    """The same in Triton's interpreter (every load and store bounds-checked), smaller."""
    _decode_compiled("triton", 12, vocab=61, d=32, n_head=2, n_layer=2)


# Sizes used as numbers in tensor ops, the pattern of a KV cache's positions: the torch
# dialect records an int over sizes where ATen takes a Scalar (an iota from `s0`, a fill);
# before, tracing failed on it and the graph broke ("torch.arange failed while tracing:
# Cannot convert expression to float", and for `x + n` "unsupported operand type(s)").
SIZES_AS_SCALARS = {
    "arange": lambda x, c: x + torch.arange(c.size(0), c.size(0) + x.size(0)),
    "arange_f32": lambda x, c: x * torch.arange(c.size(0), c.size(0) + x.size(0),
                                                dtype=torch.float32),
    "arange_negative": lambda x, c: x + torch.arange(c.size(0) - 9, c.size(0) - 9 + x.size(0)),
    "positions_plus_offset": lambda x, c: x + (torch.arange(x.size(0)) + c.size(0)),
    "plus_size": lambda x, c: x / c.size(0) + c.size(0),
    "full": lambda x, c: torch.full((x.size(0),), c.size(0)) + x,
    "masked_fill": lambda x, c: x.masked_fill(x > 0, c.size(0)),
    "clamp": lambda x, c: x.clamp(max=c.size(0)),
    "causal_mask_at_offset": lambda x, c: torch.ones(
        x.size(0), c.size(0) + x.size(0), dtype=torch.bool).tril(c.size(0)),
    "tril_negative": lambda x, c: torch.ones(x.size(0), c.size(0) + x.size(0)).tril(
        3 - c.size(0)),
}


@pytest.mark.parametrize("target", ("llvm", "triton"))
@pytest.mark.parametrize("name", sorted(SIZES_AS_SCALARS))
def test_sizes_as_scalars(name, target):
    fn = SIZES_AS_SCALARS[name]
    compiled = tcompile.compile(fn, backend=target)
    for n, m in ((3, 4), (5, 7), (6, 11)):  # static, then symbolic, then a hit
        x, c = torch.arange(float(n)) * 3 - 4, torch.ones(m)
        torch.testing.assert_close(compiled(x, c), fn(x, c), atol=0, rtol=0)
    stats = compiled.stats
    assert stats.graphs_compiled == 2 and stats.cache_hits == 1, stats
    assert stats.graph_breaks == 0 and stats.fallbacks == 0 and stats.frames_skipped == 0, stats


"""An attention mask the graph computes from no input and that masks nothing is left out of
SDPA's call (`lookasides._without_trivial_mask`), so the dispatcher picks the kernel eager
picks (transformers 5.17 builds such a mask in the graph under a compiler; on CUDA a masked
SDPA takes the math path). Masks that mask something, or depend on an input, stay."""

from __future__ import annotations

import re

import torch
import torch.nn.functional as F

import tcompile
from tcompile.frontend.errors import FullGraphError


def _qkv(batch=2, heads=4, n=17, d=16):
    torch.manual_seed(0)
    return [torch.randn(batch, heads, n, d) for _ in range(3)]


def _sdpa_operands(compiled) -> int:
    """How many tensors the captured SDPA op takes (3: no mask, 4: a mask)."""
    text = dict(tcompile.last_ir(compiled))["torch"]
    found = re.findall(r"= torch\.aten\._scaled_dot_product\w* ([^{:]*)", text)
    assert len(found) == 1, text
    return found[0].count("%")


def _check(fn, *args, operands):
    compiled = tcompile.compile(fn)
    with torch.no_grad():
        torch.testing.assert_close(compiled(*args), fn(*args))
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.graph_breaks == 0
    assert _sdpa_operands(compiled) == operands
    return compiled


def test_all_true_mask_built_in_the_graph_is_dropped():
    def attend(q, k, v):  # transformers 5.17's sdpa_mask under a compiler
        n = q.shape[-2]
        keep = (torch.arange(n) + 0)[None, None, :, None] >= 0
        return F.scaled_dot_product_attention(q, k, v, attn_mask=keep.expand(q.shape[0], -1, n, n))

    compiled = _check(attend, *_qkv(), operands=3)
    assert "where" not in dict(tcompile.last_ir(compiled))["torch"]


def test_zero_additive_mask_is_dropped():
    def attend(q, k, v):
        n = q.shape[-2]
        return F.scaled_dot_product_attention(q, k, v, torch.zeros(n, n))  # positional

    _check(attend, *_qkv(), operands=3)


def test_a_mask_that_masks_something_stays():
    def attend(q, k, v):
        n = q.shape[-2]
        keep = torch.arange(n)[None, :] >= 1  # the first key is masked out
        return F.scaled_dot_product_attention(q, k, v, attn_mask=keep.expand(n, n))

    _check(attend, *_qkv(), operands=4)


def test_a_mask_from_an_input_stays():
    def attend(q, k, v, m):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=m > -10)  # all True here

    _check(attend, *_qkv(), torch.randn(17, 17), operands=4)


def test_a_mask_that_does_not_broadcast_raises_as_eager_does():
    # The fake tensors' SDPA broadcast a mask of higher rank into the output (a (1, 2, 4, 17, 17)
    # result); eager raises. The call breaks, runs eagerly and raises eager's error; a mask
    # that broadcasts compiles in one graph.
    import pytest

    def attend(q, k, v, m):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=m)

    q, k, v = _qkv()
    for shape in [(1, 2, 4, 17, 17), (3, 1, 17, 17), (5, 17)]:
        m = torch.randn(shape)
        with pytest.raises(RuntimeError) as eager:
            attend(q, k, v, m)
        compiled = tcompile.compile(attend)
        with pytest.raises(RuntimeError) as ours:
            compiled(q, k, v, m)
        assert str(ours.value) == str(eager.value)
        assert compiled.stats.graphs_compiled == 0
    m = torch.randn(4, 1, 17)
    compiled = tcompile.compile(attend)
    torch.testing.assert_close(compiled(q, k, v, m), attend(q, k, v, m))
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.graph_breaks == 0
    compiled = tcompile.compile(attend, fullgraph=True)
    with pytest.raises(FullGraphError, match=r"attn_mask of shape \(1, 2, 4, 17, 17\)"):
        compiled(q, k, v, torch.randn(1, 2, 4, 17, 17))

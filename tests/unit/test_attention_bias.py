"""`alloc.attention_bias`: the mask layout the memory-efficient attention kernel accepts."""

import torch

from tcompile.runtime.alloc import attention_bias


def test_broadcast_or_unaligned_masks_are_copied_aligned():
    expanded = torch.randn(2, 1, 5, 7).expand(2, 4, 5, 7)  # stride 0, rows of 7
    out = attention_bias(expanded)
    torch.testing.assert_close(out, expanded, rtol=0, atol=0)
    assert out.stride(-1) == 1 and all(s % 16 == 0 for s in out.stride()[:-1])


def test_aligned_masks_and_none_pass_through():
    mask = torch.randn(2, 4, 5, 32)
    assert attention_bias(mask) is mask
    assert attention_bias(None) is None

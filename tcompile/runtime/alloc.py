"""Buffers for generated wrappers: a caching host allocator and input re-layout.

A fresh large CPU buffer costs more in page faults than the kernel that fills it (glibc maps
blocks above 32 MB with mmap and unmaps them on free, so every call faults the pages in again:
about 18 ms per 64 MB on the development VM). The cache keeps large host blocks and hands one
out again once nothing uses it any more: a block is free when the cache holds the only
reference to its storage. Dead intermediates of a graph are freed by the wrapper (`del`), so
a later buffer of the same size class reuses their memory within the same call, and the
outputs of one call become the buffers of a later call once the caller drops them.

GPU buffers come from torch's CUDA caching allocator, which already works this way.
"""

from __future__ import annotations

import math
import os
import threading

import torch

# Below this size glibc's own free lists already avoid page faults: a block under its
# largest mmap threshold (32 MB on 64-bit Linux) comes from the heap once a block of its
# size was freed, as eager's buffers do. The cache's Python path costs 5-15 us a call (more
# after a kernel has swept the CPU caches) against torch.empty_strided's 1-9 us, so the
# generated wrappers call torch for smaller static buffers (the 1024x1024 float32 add: 171
# -> 165 us, eager 159).
SMALL_BYTES = 32 << 20
# Blocks are rounded up to a multiple of this size, so near sizes share a class.
ROUND_BYTES = 1 << 16
# The cache drops free blocks beyond this total.
LIMIT_BYTES = int(os.environ.get("TCOMPILE_HOST_CACHE_MB", "4096")) << 20


class HostCache:
    def __init__(self, limit_bytes: int = LIMIT_BYTES):
        self.limit = limit_bytes
        self.blocks: dict[int, list[torch.UntypedStorage]] = {}
        self.total = 0
        self.lock = threading.Lock()

    def storage(self, nbytes: int) -> torch.UntypedStorage:
        size = -(-nbytes // ROUND_BYTES) * ROUND_BYTES
        with self.lock:
            blocks = self.blocks.setdefault(size, [])
            for block in blocks:
                if _only_cache_holds(block):
                    return block
            if self.total + size > self.limit:
                self._trim(size)
            block = torch.UntypedStorage(size)
            blocks.append(block)
            self.total += size
            return block

    def _trim(self, needed: int) -> None:
        for size, blocks in self.blocks.items():
            for block in [b for b in blocks if _only_cache_holds(b)]:
                blocks.remove(block)
                self.total -= size
                if self.total + needed <= self.limit:
                    return

    def clear(self) -> None:
        with self.lock:
            self.blocks.clear()
            self.total = 0


def _only_cache_holds(block: torch.UntypedStorage) -> bool:
    return torch._C._storage_Use_Count(block._cdata) == 1


HOST_CACHE = HostCache()


def empty_strided(size: tuple[int, ...], stride: tuple[int, ...], dtype: torch.dtype,
                  device: torch.device) -> torch.Tensor:
    """`torch.empty_strided`, with large host buffers taken from the cache."""
    # The element count decides (cheaply: a wrapper allocates on every call); a block's
    # extent can be larger only for a buffer with gaps, which stays correct either way.
    if device.type != "cpu" or math.prod(size) * dtype.itemsize < SMALL_BYTES:
        return torch.empty_strided(size, stride, dtype=dtype, device=device)
    nbytes = (1 + sum((n - 1) * s for n, s in zip(size, stride, strict=True))) * dtype.itemsize
    block = HOST_CACHE.storage(nbytes)
    return torch.empty(0, dtype=dtype).set_(block, 0, size, stride)


def restride(x: torch.Tensor, stride: tuple[int, ...]) -> torch.Tensor:
    """A copy of `x` laid out with `stride` (kernels are compiled for one input layout)."""
    out = empty_strided(tuple(x.shape), stride, x.dtype, x.device)
    out.copy_(x)
    return out


def adopt(t: torch.Tensor, stride: tuple[int, ...]) -> torch.Tensor:
    """`t` itself when it is laid out with `stride` (dims of size 1 aside: no kernel steps
    along them), else a copy laid out so. For results of library calls, which the wrapper
    takes as its buffers instead of copying them into buffers of its own."""
    for n, have, want in zip(t.shape, t.stride(), stride, strict=True):
        if n > 1 and have != want:
            return restride(t, stride)
    return t



def attention_bias(bias: torch.Tensor | None) -> torch.Tensor | None:
    """An additive attention mask laid out as the memory-efficient attention kernel requires
    (last dim contiguous, rows 16-element aligned), as eager's SDPA pads it before the call:
    a graph's mask buffer may be a broadcast view (stride 0) or an odd-length row."""
    if bias is None or (bias.stride(-1) == 1 and
                        all(s % 16 == 0 for s, n in zip(bias.stride()[:-1], bias.shape[:-1], strict=True)
                            if n > 1)):
        return bias
    n = bias.size(-1)
    padded = torch.empty((*bias.shape[:-1], -(-n // 16) * 16), dtype=bias.dtype,
                         device=bias.device)[..., :n]
    return padded.copy_(bias)

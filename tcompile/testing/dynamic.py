"""The shared corpus at other sizes: what the dynamic-shape tests feed compiled cases.

A case's inputs come from fixed makers (`tcompile.testing.cases`); `resize_inputs` derives
inputs of the same ranks, dtypes, layouts and value distributions with chosen sizes mapped to
new ones. A size is mapped wherever it occurs, so sizes that are equal stay equal (a matmul's
inner dims, a broadcast) and different ones stay different. Sizes 0 and 1 are never mapped
(they are specialized, as torch specializes them), nor are sizes that the program itself pins
(`F.layer_norm(x, (64,))`, `x.expand(4, 5, 6)`): `free_sizes` finds the sizes eager accepts
changed, by running eager on resized inputs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import torch

SizeMap = dict[int, int]


def resize_inputs(inputs: Sequence[torch.Tensor], sizes: SizeMap,
                  generator: torch.Generator) -> list[torch.Tensor]:
    """Fresh inputs with each size `n` in `sizes` replaced by `sizes[n]`: the same dtype, the
    same order of strides (transposed, channels-last and broadcast inputs stay so), values
    drawn from the original's values (index tensors stay in range, positive stay positive)."""
    return [_resize(t, sizes, generator) for t in inputs]


def _resize(t: torch.Tensor, sizes: SizeMap, generator: torch.Generator) -> torch.Tensor:
    shape = [sizes.get(n, n) for n in t.shape]
    broadcast = [d for d in range(t.dim()) if t.stride(d) == 0 and t.shape[d] > 1]
    stored = [1 if d in broadcast else n for d, n in enumerate(shape)]
    numel = 1
    for n in stored:
        numel *= n
    flat = t.reshape(-1)
    if flat.numel() == 0 or numel == 0:
        values = torch.zeros(numel, dtype=t.dtype)
    else:
        picks = torch.randint(0, flat.numel(), (numel,), generator=generator)
        values = flat[picks]
    # Lay the storage out in the original's stride order (largest stride outermost).
    order = sorted(range(t.dim()), key=lambda d: (-t.stride(d), d))
    out = values.reshape([stored[d] for d in order]).permute(
        [order.index(d) for d in range(t.dim())])
    if not broadcast and not _dense(t):
        # A slice of a larger tensor stays one: inside a storage one larger on every side.
        padded = torch.zeros([n + 2 for n in stored], dtype=t.dtype)
        order_padded = padded.permute(order).contiguous().permute(
            [order.index(d) for d in range(t.dim())])
        inner = order_padded[tuple(slice(1, 1 + n) for n in stored)]
        inner.copy_(out)
        return inner
    return out.expand(shape) if broadcast else out


def _dense(t: torch.Tensor) -> bool:
    """Whether `t` starts its storage and fills it (in some order of its dims)."""
    if t.storage_offset() != 0:
        return False
    expected = 1
    for d in sorted(range(t.dim()), key=lambda d: t.stride(d)):
        if t.size(d) != 1 and t.stride(d) != expected:
            return False
        expected *= t.size(d)
    return True


def free_sizes(fn: Callable[..., object], inputs: Sequence[torch.Tensor],
               step: int = 3, keep: Sequence[int] = ()) -> SizeMap:
    """A map `n -> n + step` over the sizes (>= 2, not in `keep`) of `inputs` that eager
    still accepts changed, found greedily (all at once when that works, else one size at a
    time)."""
    candidates = sorted({n for t in inputs for n in t.shape if n >= 2 and n not in keep})
    everything = {n: n + step for n in candidates}
    if _accepts(fn, inputs, everything):
        return everything
    chosen: SizeMap = {}
    for n in candidates:
        trial = {**chosen, n: n + step}
        if _accepts(fn, inputs, trial):
            chosen = trial
    return chosen


def shifted(sizes: SizeMap, step: int) -> SizeMap:
    """The same sizes mapped `step` further than `sizes` maps them (n + step instead)."""
    return {n: n + step for n in sizes}


def _accepts(fn: Callable[..., object], inputs: Sequence[torch.Tensor], sizes: SizeMap) -> bool:
    try:
        fn(*resize_inputs(inputs, sizes, torch.Generator().manual_seed(0)))
    except Exception:
        return False
    return True


def changed_dims(t: torch.Tensor, sizes: SizeMap) -> list[int]:
    """The dims of `t` whose sizes `sizes` maps."""
    return [d for d, n in enumerate(t.shape) if n in sizes]

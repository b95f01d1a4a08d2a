"""Warming a graph's convolutions while the graph compiles.

The first call of a convolution with new sizes, layout and dtype makes cuDNN pick and build
an execution plan and load its kernels; a compiled graph's first call paid it after the whole
compile (MobileNetV2's 52 convolutions, channels-last: ~2 s of its first call on the H200
machine, against 0.03-0.08 s for ResNet-18 and ResNet-50). As soon as the prim stage says
which convolutions the wrapper will call, `start` runs each distinct one once, in a thread,
on uninitialised tensors of its sizes, layout (channels-last where prim-channels-last will
ask for it) and dtype, on a stream of its own, while the calling thread goes on with the
passes, code generation and the Triton compiles (ATen's calls release the GIL). `join` waits
for it before the graph runs: CUDA graph capture (`mode="reduce-overhead"`) forbids other
threads' allocations.

Whatever goes wrong in the thread is logged and ignored: the graph's own call then pays the
first use as before.
"""

from __future__ import annotations

import logging
import threading
from typing import Any

import torch
from xdsl.dialects.builtin import ModuleOp

from tcompile.dialects import prim
from tcompile.dialects.torch import TORCH_DTYPE_NAMES, from_attr

log = logging.getLogger("tcompile")

MAX_BYTES = 1 << 30
"""A convolution whose tensors would take more memory than this is not warmed."""


class Warmer:
    """The thread running a graph's convolutions once (`start`)."""

    def __init__(self, calls: list[tuple[Any, ...]], device: torch.device):
        self.calls = calls
        self.device = device
        self.thread = threading.Thread(target=self._run, daemon=True, name="tcompile-warm")
        self.thread.start()

    def _run(self) -> None:
        try:
            with torch.cuda.device(self.device), torch.no_grad():
                stream = torch.cuda.Stream()
                with torch.cuda.stream(stream):
                    for x, w, b, attrs in self.calls:
                        args = [_empty(x), _empty(w), None if b is None else _empty(b)]
                        torch.convolution(*args, *attrs)
                        del args
                stream.synchronize()
        except Exception as e:  # noqa: BLE001 - the graph's first call warms them instead
            log.debug("tcompile: warming the graph's convolutions failed (%s: %s)",
                      type(e).__name__, e)

    def join(self) -> None:
        self.thread.join()


def start(module: ModuleOp, device: torch.device, channels_last: bool) -> Warmer | None:
    """Run, in a thread, each distinct `aten.convolution` of `module` (prim dialect) once;
    `channels_last`: prim-channels-last will run the eligible ones channels-last. None if
    there is nothing to warm."""
    calls = convolutions(module, channels_last)
    return Warmer(calls, device) if calls else None


def convolutions(module: ModuleOp, channels_last: bool) -> list[tuple[Any, ...]]:
    """The distinct convolutions of `module` (prim dialect) with static sizes, each as
    (input, weight, bias or None, (stride, padding, dilation, transposed, output_padding,
    groups)), a tensor as (sizes, channels-last, dtype)."""
    from tcompile.passes.prim_channels_last import is_channels_last_conv

    seen: set[tuple[Any, ...]] = set()
    calls: list[tuple[Any, ...]] = []
    for op in module.walk():
        if not (isinstance(op, prim.ExternOp) and op.target.data == "aten.convolution"):
            continue
        nhwc = channels_last and is_channels_last_conv(op)
        tensors: list[Any] = []
        for v in op.inputs:
            sizes = v.type.static_sizes()
            if sizes is None or str(v.type.element_type) not in TORCH_DTYPE_NAMES:
                break
            tensors.append((sizes, nhwc and len(sizes) == 4,
                            getattr(torch, TORCH_DTYPE_NAMES[str(v.type.element_type)])))
        else:
            if len(tensors) not in (2, 3) or set(op.absent.get_values()) - {2}:
                continue
            attrs = tuple(from_attr(op.attributes[k]) for k in (
                "stride", "padding", "dilation", "transposed", "output_padding", "groups"))
            key = (*tensors, repr(attrs))
            if key in seen or sum(_bytes(t) for t in tensors) > MAX_BYTES:
                continue
            seen.add(key)
            calls.append((tensors[0], tensors[1], tensors[2] if len(tensors) == 3 else None,
                          attrs))
    return calls


def _bytes(spec: tuple[tuple[int, ...], bool, torch.dtype]) -> int:
    sizes, _, dtype = spec
    n = dtype.itemsize
    for s in sizes:
        n *= s
    return n


def _empty(spec: tuple[tuple[int, ...], bool, torch.dtype]) -> torch.Tensor:
    sizes, nhwc, dtype = spec
    fmt = torch.channels_last if nhwc else torch.contiguous_format
    return torch.empty(sizes, dtype=dtype, device="cuda", memory_format=fmt)

"""`mode="reduce-overhead"`: a graph's wrapper call recorded once as a CUDA graph, then replayed.

A replay launches every kernel of the graph with one driver call, so a launch-bound graph
costs about one launch instead of its Python wrapper plus a launch per kernel. A recording is
made per input signature (shapes, strides, dtypes, device): the first call with a signature
runs the wrapper once to warm up (Triton compiles its kernels there), then records it on
static input buffers. Each later call copies its inputs into those buffers (a `copy_` each for
the large ones, one `torch._foreach_copy_` for the rest) and replays. Parameters
(`nn.Parameter` inputs) are not copied: the recording reads them where they are, as
torch.compile's CUDA graph trees treat parameters as static inputs, and a replay checks that
each still has the address it was recorded with (`p.data = ...` or a module moved to another
tensor records anew). Copying GPT-2's or BERT's weights on every replay cost 0.1-0.2 ms of GPU
time per call. Inputs that are another recording's outputs are read in place the same way: a
training step's backward reads the activations its forward saved where the forward's replay
wrote them (ResNet-18: 620 MB a step copied before, 475 copies). So are tensors marked with
`mark_static_address` (an optimizer's state, which tcompile marks when it compiles
`optimizer.step()`: Adam's moments were copied in and back on every replay, four copies of the
model's size). A graph that updates such an input in place writes the caller's tensor itself
and returns it.

Outputs: a replay writes its outputs into the same memory every time. torch.compile returns
those buffers and lets the next replay overwrite them (reading an overwritten output there is
an error). Here a replay never overwrites a tensor the caller still holds: before a replay,
the recording's outputs must be unreferenced outside this module (no tensor, view or
storage of them alive); if they are held, a second recording with its own memory serves the
call, and if both are held the call runs the wrapper without a graph and returns fresh
tensors. So results are always safe to keep; a loop that drops each result before the next
call (or keeps one at a time, `y = f(x)`) replays every call.

Falls back to the plain wrapper call, logging the reason once per graph, when an input is not
a CUDA tensor, the inputs span several devices, or recording fails.
"""

from __future__ import annotations

import logging
import sys
import weakref
from collections.abc import Callable, Sequence
from typing import Any

import torch

log = logging.getLogger(__name__)

# Recordings per input signature: one in use by the caller plus one to replay.
SLOTS = 2

# Inputs of at least this many elements are copied in by a `copy_` each (a device-to-device
# memcpy where the layouts match), the smaller ones by one `torch._foreach_copy_`. The foreach
# kernel gives a thread block to each 65536 elements, and a block copies them at a few GB/s:
# on the H200 (kernels timed in a CUDA graph) it took 3.4 us on 16384 floats against 1.5 for
# `copy_`, 8.5 against 1.6 on 65536, and 17 us for a GPT-2 block's (8, 512, 768) bf16 input
# against 3.3: 10% of the block's replay.
COPY_ALONE_NUMEL = 16384

# Storages (by address) that recordings write their outputs into: a graph that reads one
# (a training step's backward reading what its forward saved) reads it in place, as it reads
# parameters, instead of copying it into a buffer of its own on every replay.
_STATIC_STORAGES: set[int] = set()

Call = Callable[..., list[torch.Tensor]]

# Storages (by address) of tensors marked with `mark_static_address`, each with a weak
# reference to the tensor marked: a storage counts while that tensor lives on it (a detached
# alias of it, which a graph run without autograd is passed, counts too).
_MARKED: dict[int, weakref.ref] = {}


def mark_static_address(t: torch.Tensor) -> None:
    """Recordings read `t` where it is, like a parameter, instead of copying it into a buffer
    of their own on every replay (and back, when the graph updates it): for tensors that keep
    their memory from call to call, as an optimizer's state does. A replay checks the address;
    a tensor that moved is recorded anew."""
    address = t.untyped_storage().data_ptr()

    def forget(ref: weakref.ref) -> None:
        if _MARKED.get(address) is ref:
            del _MARKED[address]

    _MARKED[address] = weakref.ref(t, forget)


def _read_in_place(t: torch.Tensor) -> bool:
    if isinstance(t, torch.nn.Parameter):
        return True
    address = t.untyped_storage().data_ptr()
    if address in _STATIC_STORAGES:
        return True
    marked = _MARKED.get(address)
    if marked is None:
        return False
    owner = marked()
    if owner is None or owner.untyped_storage().data_ptr() != address:
        del _MARKED[address]  # freed, or moved: its old memory is anyone's now
        return False
    return True


class CUDAGraphRunner:
    """Calls `call(*inputs) -> list of tensors` through CUDA graph replays."""

    def __init__(self, call: Call, name: str = "graph"):
        self.call = call
        self.name = name
        # inputs the graph updates in place (the compiler sets it): the warm-up call of a
        # recording must not update those of them it reads in place
        self.written: frozenset[int] = frozenset()
        self.recordings: dict[tuple[Any, ...], list[_Recording]] = {}
        self.failed: dict[tuple[Any, ...], str] = {}
        self.logged: set[str] = set()

    def __call__(self, *inputs: torch.Tensor) -> list[torch.Tensor]:
        device = _device(inputs)
        if isinstance(device, str):
            return self._fallback(device, inputs)
        key = (device, *[(t.shape, t.stride(), t.dtype) for t in inputs])
        if key in self.failed:
            return self._fallback(self.failed[key], inputs)
        slots = self.recordings.setdefault(key, [])
        for rec in list(slots):
            if not rec.reads(inputs):
                slots.remove(rec)  # a parameter moved (`p.data = ...`): record anew
            elif rec.free():
                return rec.replay(inputs)
        if len(slots) >= SLOTS:
            return self._fallback("the outputs of every recording are still held", inputs)
        try:
            rec = _Recording(self.call, inputs, self.written)
        except Exception as e:  # noqa: BLE001 - any capture failure falls back
            self.failed[key] = f"recording failed ({type(e).__name__}: {e})"
            return self._fallback(self.failed[key], inputs)
        slots.append(rec)
        first, rec.first = rec.first, []
        return first

    def _fallback(self, reason: str, inputs: Sequence[torch.Tensor]) -> list[torch.Tensor]:
        if reason not in self.logged:
            self.logged.add(reason)
            log.info("tcompile: %s runs without CUDA graphs: %s", self.name, reason)
        return self.call(*inputs)


def _device(inputs: Sequence[torch.Tensor]) -> torch.device | str:
    """The CUDA device of all inputs, or why there is none."""
    if not inputs:
        return "it has no inputs to take the device from"
    device = None
    for t in inputs:
        if not isinstance(t, torch.Tensor) or not t.is_cuda:
            return "an input is not a CUDA tensor"
        if device is None:
            device = t.device
        elif t.device != device:
            return "its inputs are on several devices"
    return device


class _Recording:
    """One CUDA graph of the wrapper call, its static inputs and outputs."""

    def __init__(self, call: Call, inputs: Sequence[torch.Tensor],
                 written: frozenset[int] = frozenset()):
        # Parameters, marked tensors and other recordings' outputs are read in place; every
        # other input is copied into a buffer of ours.
        self.direct = [i for i, t in enumerate(inputs) if _read_in_place(t)]
        self.addresses = [inputs[i].data_ptr() for i in self.direct]
        direct = set(self.direct)
        self.copied = [i for i in range(len(inputs)) if i not in direct]
        self.buffers = [_like(inputs[i]) for i in self.copied]
        # (buffer, input index): the large inputs, each copied by its own `copy_`, and the
        # rest, copied by one foreach
        self.alone = [(b, i) for b, i in zip(self.buffers, self.copied, strict=True)
                      if inputs[i].numel() >= COPY_ALONE_NUMEL]
        self.batched = [(b, i) for b, i in zip(self.buffers, self.copied, strict=True)
                        if inputs[i].numel() < COPY_ALONE_NUMEL]
        self.batched_buffers = [b for b, _ in self.batched]
        # (no local may name a buffer when `baseline` counts its references below)
        ours = iter(self.buffers)
        # (a local: a recording holding another's outputs would keep it from replaying)
        static = [t if i in direct else next(ours) for i, t in enumerate(inputs)]
        self._copy_in(inputs)
        stream = torch.cuda.Stream(device=inputs[0].device)
        stream.wait_stream(torch.cuda.current_stream())
        # warm-up: Triton compiles and picks its configs here; on copies of the inputs read
        # in place that the graph updates (a parameter in an optimizer's step), or the first
        # call would update them twice
        warm = [t.clone() if i in direct and i in written else t for i, t in enumerate(static)]
        with torch.cuda.stream(stream):
            call(*warm)
        del warm
        torch.cuda.current_stream().wait_stream(stream)
        self.graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(self.graph):
            self.outputs = tuple(call(*static))
        # Outputs that are an input read in place, updated by the graph (a parameter or an
        # optimizer's state after the step): the caller's own tensor, returned as it is passed
        # (not ours to guard against overwriting; the caller expects the write).
        position = {id(inputs[i]): i for i in self.direct}
        self.in_place = [(j, position[id(out)]) for j, out in enumerate(self.outputs)
                         if id(out) in position]
        theirs = {j for j, _ in self.in_place}
        ours_out = [out for j, out in enumerate(self.outputs) if j not in theirs]
        _STATIC_STORAGES.update(t.untyped_storage().data_ptr() for t in ours_out)
        del static, ours, position
        # Outputs that are inputs the graph updated in place (passes/loop_write_inputs.py: a
        # batch norm's running statistics): the replay updates our copy, which goes back into
        # the caller's tensor, and the caller gets its own tensor back, as without a graph.
        self.written = [(j, k) for j, out in enumerate(self.outputs)
                        for k, buf in enumerate(self.buffers) if out is buf]
        # Graph inputs and outputs are overwritten by the next replay; the counts below are
        # this module's own references (an output may alias another or a static input).
        self.watched = [*self.buffers, *ours_out]
        del ours_out
        self.baseline = self._counts()
        # the first result comes from the recording itself: run it for real, from the
        # caller's values (the warm-up may have updated our copies of written inputs)
        self._copy_in(inputs)
        self.graph.replay()
        self.first = self._write_back(inputs)

    def _counts(self) -> list[tuple[int, int]]:
        return [(sys.getrefcount(t), torch._C._storage_Use_Count(t.untyped_storage()._cdata))
                for t in self.watched]

    def free(self) -> bool:
        """Whether nothing outside this recording references its buffers."""
        return self._counts() == self.baseline

    def reads(self, inputs: Sequence[torch.Tensor]) -> bool:
        """Whether the parameters among `inputs` are where the recording reads them."""
        return all(inputs[i].data_ptr() == a
                   for i, a in zip(self.direct, self.addresses, strict=True))

    def _copy_in(self, inputs: Sequence[torch.Tensor]) -> None:
        for buffer, i in self.alone:
            buffer.copy_(inputs[i])
        if self.batched:
            torch._foreach_copy_(self.batched_buffers, [inputs[i] for _, i in self.batched])

    def replay(self, inputs: Sequence[torch.Tensor]) -> list[torch.Tensor]:
        self._copy_in(inputs)
        self.graph.replay()
        return self._write_back(inputs)

    def _write_back(self, inputs: Sequence[torch.Tensor]) -> list[torch.Tensor]:
        """The outputs, the inputs written in place copied back and returned themselves."""
        outputs = list(self.outputs)
        for j, i in self.in_place:
            outputs[j] = inputs[i]
        if self.written:
            targets = [inputs[self.copied[k]] for _, k in self.written]
            torch._foreach_copy_(targets, [self.buffers[k] for _, k in self.written])
            for (j, _), target in zip(self.written, targets, strict=True):
                outputs[j] = target
        return outputs


def _like(t: torch.Tensor) -> torch.Tensor:
    """A buffer for `t`'s values: `t`'s layout where that is dense, else contiguous (an
    expanded input cannot be copied into), which is what `empty_like` gives."""
    return torch.empty_like(t)

"""Compiled modules inside torch.distributed's data-parallel wrappers.

The wrappers' own Python (DDP's reducer bookkeeping, FSDP's all-gathers, reshards and
autograd hooks) always runs natively, exactly as in eager; only the user's modules are
compiled. Three shapes, one mechanism:

- `DistributedDataParallel` and FSDP1's `FullyShardedDataParallel` are wrapper modules:
  their `forward` is torch's and calls the wrapped module (`.module`,
  `._fsdp_wrapped_module`). A compiled call of a wrapper runs the wrapper natively with the
  wrapped module's `forward` compiled (`call_with_forward`).
- FSDP2 (`fully_shard`) units are the user's modules with forward hooks: the hooks run
  natively around the compiled `forward` (the same `call_with_forward`), so every FSDP unit
  is a graph of its own, with the all-gather before it and the reshard after it.
- `DDP(tcompile.compile(model))`: DDP calls the compiled module inside its
  `_inside_ddp_forward` context; `active_ddp()` finds the DDP instance there while the
  frontend translates, and the graph is split at DDP's gradient buckets (compiler.py,
  `compile_graph_buckets`), so that each bucket's all-reduce starts while the backward of the
  graphs before it still runs (what Dynamo's DDPOptimizer does).

The tracer never inlines a wrapper's forward (`lookasides._call_module`): a call of one is a
graph break whose native call comes back here through the session.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import Any

import torch


@functools.cache  # asked on every module call from a native frame: import once
def _ddp_class() -> type | None:
    if not torch.distributed.is_available():
        return None
    from torch.nn.parallel import DistributedDataParallel

    return DistributedDataParallel


def _fsdp1_class() -> type | None:
    """FSDP1's wrapper class, if a program imported it: a module can be one only then, and
    importing `torch.distributed.fsdp` takes a second or more (DTensor and its ops)."""
    fsdp = sys.modules.get("torch.distributed.fsdp")
    return getattr(fsdp, "FullyShardedDataParallel", None)


def wrapped_module(module: torch.nn.Module) -> torch.nn.Module | None:
    """The module a data-parallel wrapper calls from its `forward` (DDP's `module`, FSDP1's
    `_fsdp_wrapped_module`), or None when `module` is no such wrapper."""
    ddp = _ddp_class()
    if ddp is not None and isinstance(module, ddp):
        return module.module
    fsdp = _fsdp1_class()
    if fsdp is not None and isinstance(module, fsdp):
        return module._fsdp_wrapped_module
    return None


def call_with_forward(module: torch.nn.Module, forward: Callable[..., Any],
                      args: tuple, kwargs: dict[str, Any],
                      caller: torch.nn.Module | None = None) -> Any:
    """`module(*args, **kwargs)` (or `caller(...)`, a wrapper that calls `module`) as eager
    runs it (hooks, wrappers), with `forward(module, ...)` as `module`'s forward for this
    call: the instance's `forward` attribute, which `nn.Module.__call__` reads, is the
    compiled function until the call returns.

    If the instance already has its own `forward` (a re-entrant call, or one a user set),
    it is left alone. Two threads calling the same module at once could see each other's
    attribute: compiled modules are not meant to be shared that way."""
    caller = module if caller is None else caller
    state = module.__dict__
    if "forward" in state:
        return caller(*args, **kwargs)
    state["forward"] = forward.__get__(module)
    try:
        return caller(*args, **kwargs)
    finally:
        state.pop("forward", None)


def call_wrapper(wrapper: torch.nn.Module, forward: Callable[..., Any], *args: Any,
                 **kwargs: Any) -> Any:
    """A data-parallel wrapper called natively, the module it wraps running `forward`
    (that module's compiled forward)."""
    inner = wrapped_module(wrapper)
    assert inner is not None
    return call_with_forward(inner, forward, args, kwargs, caller=wrapper)


def active_ddp() -> Any | None:
    """The DistributedDataParallel instance whose forward is running (DDP sets it around the
    call of the module it wraps), if any."""
    ddp = _ddp_class()
    return None if ddp is None else ddp._get_active_ddp_module()


def bucket_bytes(ddp: Any) -> tuple[int, int]:
    """(first bucket's byte cap, other buckets' cap) of `ddp`'s reducer: the first bucket
    (the gradients ready first, of the last layers) is small so its all-reduce starts
    early."""
    cap = int(ddp.bucket_bytes_cap)
    first = getattr(getattr(ddp, "_bucket_config", None), "first_bucket_bytes_cap", cap)
    return int(first), cap

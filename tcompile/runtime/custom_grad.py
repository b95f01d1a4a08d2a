"""The backward of a `torch.library` custom op, inside a compiled backward.

A custom op registered with `torch.library.register_autograd` (transformers' mixture-of-experts
`grouped_mm_fallback`) has its derivative in Python: `setup_context(ctx, inputs, output)`, then
`backward(ctx, *grads)`. prim-autodiff's rule for such an op calls `tcompile::custom_op_backward`,
itself a custom op, so that the wrapper calls it as it calls any library op and its fake
implementation gives the shapes; it runs those two functions eagerly on the inputs and output the
forward saved, and the rest of the backward stays compiled (without the rule, the whole graph's
backward replayed its captured ops: Mixtral's training step 46 ms against eager's 19 on the H200).

Importing this module registers the op; `torch.ops.tcompile` imports it (tcompile.dialects.torch)
and wrappers that call it import it first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

NAME = "tcompile::custom_op_backward"


def autograd_of(qualname: str) -> tuple[Callable[..., Any], Callable[..., Any]] | None:
    """(setup_context, backward) registered with `torch.library.register_autograd` for the
    custom op `qualname` ("namespace::name"), or None. (torch keeps them on the op's
    `CustomOpDef`, which has no public accessor.)"""
    try:
        from torch._library.custom_ops import OPDEFS
    except ImportError:
        return None
    opdef = OPDEFS.get(qualname)
    setup = getattr(opdef, "_setup_context_fn", None)
    backward = getattr(opdef, "_backward_fn", None)
    return (setup, backward) if setup is not None and backward is not None else None


class _Context:
    """The part of autograd's `ctx` that `setup_context` and `backward` functions use; other
    attributes they set are kept as on any object."""

    def __init__(self, needs_input_grad: tuple[bool, ...]):
        self.needs_input_grad = needs_input_grad
        self.saved_tensors: tuple[torch.Tensor, ...] = ()

    def save_for_backward(self, *tensors: torch.Tensor) -> None:
        self.saved_tensors = tensors

    def mark_non_differentiable(self, *args: Any) -> None:
        pass

    def mark_dirty(self, *args: Any) -> None:
        pass

    def set_materialize_grads(self, value: bool) -> None:
        pass


@torch.library.custom_op(NAME, mutates_args=())
def custom_op_backward(op: str, inputs: list[torch.Tensor], output: torch.Tensor,
                       grad: torch.Tensor, wanted: list[int]) -> list[torch.Tensor]:
    """The gradients of custom op `op`'s inputs `wanted` (positions in `inputs`, all its
    arguments), given its output and that output's gradient."""
    found = autograd_of(op)
    if found is None:
        raise RuntimeError(f"custom op {op} has no autograd formula registered")
    setup, backward = found
    ctx = _Context(tuple(i in wanted for i in range(len(inputs))))
    setup(ctx, tuple(inputs), output)
    grads = backward(ctx, grad)
    grads = grads if isinstance(grads, tuple | list) else (grads,)
    seen = {t.untyped_storage().data_ptr() for t in (*inputs, output, grad)}
    out = []
    for i in wanted:
        g = grads[i] if i < len(grads) else None
        if g is None:
            g = torch.zeros_like(inputs[i])
        elif g.untyped_storage().data_ptr() in seen:  # a custom op's result aliases nothing
            g = g.clone()
        out.append(g)
    return out


@custom_op_backward.register_fake
def _(op: str, inputs: list[torch.Tensor], output: torch.Tensor, grad: torch.Tensor,
      wanted: list[int]) -> list[torch.Tensor]:
    return [torch.empty_like(inputs[i]) for i in wanted]

"""The backwards written in Python, inside a compiled backward: of a `torch.library` custom op,
and of an `autograd.Function`.

A custom op registered with `torch.library.register_autograd` (transformers' mixture-of-experts
`grouped_mm_fallback`) has its derivative in Python: `setup_context(ctx, inputs, output)`, then
`backward(ctx, *grads)`. prim-autodiff's rule for such an op calls `tcompile::custom_op_backward`,
itself a custom op, so that the wrapper calls it as it calls any library op and its fake
implementation gives the shapes; it runs those two functions eagerly on the inputs and output the
forward saved, and the rest of the backward stays compiled (without the rule, the whole graph's
backward replayed its captured ops: Mixtral's training step 46 ms against eager's 19 on the H200).

An `autograd.Function` applied to tensors that require grad (transformers' BLOOM GELU in
training) has its forward traced into the graph, cut from autograd, and its outputs passed
through `tcompile::function_grad`, an identity whose derivative is `tcompile::function_backward`:
that runs the Function's forward again on the saved inputs (under no_grad: it rebuilds the `ctx`
its backward reads, as activation checkpointing does) and then its backward. The Function and
its non-tensor arguments are kept in `FUNCTIONS` under the key the two ops carry.

Importing this module registers the ops; `torch.ops.tcompile` imports it (tcompile.dialects.torch)
and wrappers that call it import it first.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
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
    return _fresh(grads, wanted, [inputs[i] for i in wanted], (*inputs, output, grad))


def _fresh(found: Any, positions: list[int] | tuple[int, ...], like: list[torch.Tensor],
           aliased: tuple[torch.Tensor, ...]) -> list[torch.Tensor]:
    """What a backward written in Python `found` (a tuple, or one gradient) at `positions`,
    as a custom op may return it: zeros like the matching tensor of `like` where it gave
    None or nothing, a copy where it returned one of `aliased` or a view of it (a custom
    op's result aliases nothing)."""
    found = found if isinstance(found, tuple | list) else (found,)
    seen = {t.untyped_storage().data_ptr() for t in aliased}
    out = []
    for i, t in zip(positions, like, strict=True):
        g = found[i] if i < len(found) else None
        if g is None:
            g = torch.zeros_like(t)
        elif g.untyped_storage().data_ptr() in seen:
            g = g.clone()
        out.append(g)
    return out


@custom_op_backward.register_fake
def _(op: str, inputs: list[torch.Tensor], output: torch.Tensor, grad: torch.Tensor,
      wanted: list[int]) -> list[torch.Tensor]:
    return [torch.empty_like(inputs[i]) for i in wanted]


@dataclass(frozen=True)
class FunctionCall:
    """One `Function.apply(*args)` a graph traced: `args` with None where a tensor goes
    (`tensor_positions`), which arguments required grad (the ctx's `needs_input_grad`),
    and where in the forward's outputs (the tuple it returns, or its one result: 0) are
    those that `tcompile::function_grad` passed through."""

    function: type
    args: tuple[Any, ...]
    tensor_positions: tuple[int, ...]
    needs_input_grad: tuple[bool, ...]
    output_positions: tuple[int, ...]

    def arguments(self, tensors: list[torch.Tensor]) -> list[Any]:
        args = list(self.args)
        for i, t in zip(self.tensor_positions, tensors, strict=True):
            args[i] = t
        return args


FUNCTIONS: dict[int, FunctionCall] = {}
_keys = itertools.count()


def register_function(call: FunctionCall) -> int:
    """The key `tcompile::function_grad` and `tcompile::function_backward` name `call` by."""
    key = next(_keys)
    FUNCTIONS[key] = call
    return key


@torch.library.custom_op("tcompile::function_grad", mutates_args=())
def function_grad(inputs: list[torch.Tensor], outputs: list[torch.Tensor], key: int
                  ) -> list[torch.Tensor]:
    """`outputs`, which `FUNCTIONS[key]` computed from `inputs`, given that Function's
    backward as their derivative with respect to `inputs`."""
    return [o.clone() for o in outputs]


@function_grad.register_fake
def _(inputs: list[torch.Tensor], outputs: list[torch.Tensor], key: int) -> list[torch.Tensor]:
    return [torch.empty_like(o) for o in outputs]


def _function_grad_setup(ctx: Any, inputs: tuple[Any, ...], output: Any) -> None:
    ctx.save_for_backward(*inputs[0])
    ctx.key, ctx.outputs = inputs[2], len(inputs[1])


def _function_grad_backward(ctx: Any, grads: list[torch.Tensor]) -> tuple[Any, ...]:
    # (autograd gives an output that got no gradient zeros of its shape)
    return function_backward(list(ctx.saved_tensors), grads, ctx.key), [None] * ctx.outputs, None


function_grad.register_autograd(_function_grad_backward, setup_context=_function_grad_setup)


@torch.library.custom_op("tcompile::function_backward", mutates_args=())
def function_backward(inputs: list[torch.Tensor], grads: list[torch.Tensor], key: int
                      ) -> list[torch.Tensor]:
    """The gradients of `inputs` by the backward of `FUNCTIONS[key]`, given the gradients
    `grads` of the outputs `function_grad` passed through: its forward runs again first,
    under no_grad, to give the backward the ctx it reads; its other outputs' gradients are
    zeros (tensors) or None, as autograd gives them, and a gradient the backward gives as
    None is zeros."""
    call = FUNCTIONS[key]
    fn = call.function
    ctx = _Context(call.needs_input_grad)
    args = call.arguments(inputs)
    with torch.no_grad():
        if fn.setup_context is torch.autograd.Function.setup_context:
            out = fn.forward(ctx, *args)
        else:
            out = fn.forward(*args)
            fn.setup_context(ctx, tuple(args), out)
        outs = out if isinstance(out, tuple) else (out,)
        given = dict(zip(call.output_positions, grads, strict=True))
        found = fn.backward(ctx, *(
            given[i] if i in given else torch.zeros_like(o) if isinstance(o, torch.Tensor)
            else None for i, o in enumerate(outs)))
    return _fresh(found, call.tensor_positions, inputs, (*inputs, *grads))


@function_backward.register_fake
def _(inputs: list[torch.Tensor], grads: list[torch.Tensor], key: int) -> list[torch.Tensor]:
    return [torch.empty_like(t) for t in inputs]

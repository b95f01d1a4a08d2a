"""Views that reach a buffer boundary (an extern operand or a function result) compute what
eager computes, and are materialised as `loop.view`s whenever strides express them.

Each case records a small torch program, lowers it with `torch-to-loop`, and checks the
lowered IR's shape (top-level kernels, externs, views) and its numbers: the loop-dialect
reference interpreter on fresh random inputs against eager, including the strides of the
results.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest
import torch
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from tcompile.dialects import loop
from tcompile.frontend.record import record
from tcompile.passes.pipelines import TorchToLoopPipeline
from tcompile.testing.ir import make_context, parse, print_ir
from tcompile.testing.loop_interp import run_loop_function


@dataclass(frozen=True)
class Case:
    fn: Callable[..., torch.Tensor | tuple[torch.Tensor, ...]]
    shapes: tuple[tuple[int, ...], ...]
    kernels: int  # top-level loop.kernel / loop.fused ops
    externs: int
    views: int  # loop.view ops
    returns_view: bool  # the first result is a loop.view (else a loop.alloc)


def attention(q, k, v):
    return torch.softmax(q @ k.transpose(-2, -1) * 0.125, dim=-1) @ v


def attention_weights(q, k, v):
    p = torch.softmax(q @ k.transpose(-2, -1) * 0.125, dim=-1)
    return p @ v, p


CASES: dict[str, Case] = {
    # k^T reshaped for bmm is strides [20, 1, 5] of k: a view, no copy kernel; the bmm
    # output reshaped back is returned as a view of it.
    "q_kT": Case(lambda q, k: q @ k.transpose(-2, -1), ((2, 3, 4, 5), (2, 3, 4, 5)),
                 kernels=0, externs=1, views=3, returns_view=True),
    # A transposed [6, 4] reshaped to [3, 8] has no strides: one copy kernel feeds mm.
    "not_strided_to_extern": Case(lambda x, w: x.t().reshape(3, 8) @ w, ((4, 6), (8, 2)),
                                  kernels=1, externs=1, views=0, returns_view=False),
    "return_reshape": Case(lambda x: (x + 1).reshape(4, 32), ((8, 16),),
                           kernels=1, externs=0, views=1, returns_view=True),
    "return_transpose": Case(lambda x: (x + 1).t(), ((8, 16),),
                             kernels=1, externs=0, views=1, returns_view=True),
    "return_buffer_and_transpose": Case(lambda x: (y := x.exp(), y.t()), ((8, 16),),
                                        kernels=1, externs=0, views=1, returns_view=False),
    "return_slice": Case(lambda x: (x * 2)[2:6].unsqueeze(0), ((8, 16),),
                         kernels=1, externs=0, views=1, returns_view=True),
    # Eager copies here too (reshape of a non-contiguous value), so both are contiguous.
    "return_not_strided": Case(lambda x: (x + 1).t().reshape(4, 32), ((8, 16),),
                               kernels=1, externs=0, views=0, returns_view=False),
    # A view of an input is copied, never returned as an alias of the caller's tensor; the
    # copy has the alias's strides (eager's): a transposed view of a buffer of its own.
    "return_input_view": Case(lambda x: x.t(), ((8, 16),),
                              kernels=1, externs=0, views=1, returns_view=True),
    # Both matmuls read b^T through one view.
    "shared_view": Case(lambda a, b: (a @ b.t(), (a + 1) @ b.t()), ((8, 16), (32, 16)),
                        kernels=1, externs=2, views=1, returns_view=False),
    # One fused attention call (torch-fuse-attention): no buffer between two matmuls.
    "attention": Case(attention, ((2, 3, 8, 4),) * 3,
                      kernels=0, externs=1, views=0, returns_view=False),
    # Returning the probabilities keeps attention written out: bmm calls on views.
    "attention_weights": Case(attention_weights, ((2, 3, 8, 4),) * 3,
                              kernels=1, externs=2, views=5, returns_view=True),
}


def lower(c: Case, inputs: list[torch.Tensor]) -> ModuleOp:
    ctx = make_context()
    module = parse(ctx, print_ir(record(c.fn, *inputs)))
    TorchToLoopPipeline().apply(ctx, module)
    module.verify()
    return module


def counts(module: ModuleOp) -> tuple[int, int, int]:
    fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    ops = list(fn.body.block.ops)
    return (sum(op.name in ("loop.kernel", "loop.fused") for op in ops),
            sum(isinstance(op, loop.ExternOp) for op in ops),
            sum(isinstance(op, loop.ViewOp) for op in ops))


def results(module: ModuleOp) -> list[loop.AllocOp | loop.ViewOp]:
    ret = next(op for op in module.walk() if isinstance(op, func.ReturnOp))
    return [v.owner for v in ret.arguments]


@pytest.mark.parametrize("name", sorted(CASES))
def test_views_at_buffer_boundaries(name: str):
    c = CASES[name]
    torch.manual_seed(sum(map(ord, name)))
    module = lower(c, [torch.randn(s) for s in c.shapes])
    assert counts(module) == (c.kernels, c.externs, c.views), print_ir(module)

    owners = results(module)
    assert isinstance(owners[0], loop.ViewOp if c.returns_view else loop.AllocOp)
    for owner in owners:  # a result is a buffer the function allocates, or a view of one
        base = owner.source.owner if isinstance(owner, loop.ViewOp) else owner
        assert isinstance(base, loop.AllocOp), print_ir(module)

    fresh = [torch.randn(s) for s in c.shapes]
    expected = c.fn(*fresh)
    expected = [expected] if isinstance(expected, torch.Tensor) else list(expected)
    got = run_loop_function(module, fresh)
    assert len(got) == len(expected)
    for g, e in zip(got, expected, strict=True):
        torch.testing.assert_close(g, e)
        assert g.stride() == e.stride()

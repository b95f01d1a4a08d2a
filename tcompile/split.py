"""Split a captured torch-dialect function into a chain of functions, and where to split it
for DistributedDataParallel's gradient buckets.

A graph that DDP runs is compiled as one graph per bucket (Dynamo's DDPOptimizer does the
same): autograd then sees one node per piece, and the gradients of a piece's parameters are
ready, and their bucket's all-reduce starts, while the backward of the pieces before it is
still running. One graph would hand every gradient to DDP at once, at the very end.

    %a = torch.aten.linear(%x, %w0, %b0)        piece 0: (x, w0, b0) -> (a)
    %b = torch.aten.gelu(%a)                     |
    -------------------------------------- cut   piece 1: (a, w1, b1) -> (c)
    %c = torch.aten.linear(%b, %w1, %b1)         |
    return %c

Each piece is an ordinary graph (compile_graph): forward and backward compiled, fused within
the piece. `Chain` runs the pieces in order, passing the values one piece needs from another.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import torch
from xdsl.dialects import func
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, ModuleOp
from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue

from tcompile.passes.loop_write_inputs import NEW_VALUE_OF
from tcompile.passes.prim_autodiff import GRAD_REACHES
from tcompile.testing.torch_interp import torch_dtype


@dataclass
class Piece:
    module: ModuleOp
    args: list[int]  # indices into the chain's environment: its inputs, then each piece's results
    results: int  # how many values it adds to the environment


@dataclass
class Chain:
    """How the pieces of a split function compute its results: piece k reads `args` from the
    environment (the function's inputs, then every earlier piece's results) and appends its
    own; the function returns the environment's `returns`."""

    pieces: list[Piece]
    returns: list[int]
    values: list[SSAValue]  # the original function's value in each environment slot

    def runner(self, fns: Sequence[Callable[..., list[torch.Tensor]]]
               ) -> Callable[..., list[torch.Tensor]]:
        steps = [(fn, piece.args) for fn, piece in zip(fns, self.pieces, strict=True)]
        returns = self.returns

        def call(*inputs: torch.Tensor) -> list[torch.Tensor]:
            env = list(inputs)
            for fn, args in steps:
                env += fn(*[env[i] for i in args])
            return [env[i] for i in returns]

        return call


def split(module: ModuleOp, cuts: Sequence[int]) -> Chain:
    """The function of `module` as a chain of pieces, cut before each op index in `cuts`
    (indices into its body, the return excluded; increasing). Pieces without a result
    anything reads are left out."""
    function = _function(module)
    block = function.body.block
    ops = list(block.ops)
    ret = ops.pop()
    assert isinstance(ret, func.ReturnOp)
    bounds = [0, *cuts, len(ops)]
    segments = [ops[a:b] for a, b in zip(bounds, bounds[1:], strict=False) if b > a]
    # where each value lives in the environment, and which piece defines it
    slot: dict[SSAValue, int] = {a: i for i, a in enumerate(block.args)}
    piece_of: dict[SSAValue, int] = {}
    for k, segment in enumerate(segments):
        for op in segment:
            for r in op.results:
                piece_of[r] = k
    read_later: set[SSAValue] = set(ret.operands)
    for k, segment in enumerate(segments):
        for op in segment:
            read_later |= {v for v in _operands(op) if piece_of.get(v, -1) < k}
    arg_attrs = function.arg_attrs.data if function.arg_attrs is not None else None
    res_attr_of: dict[SSAValue, DictionaryAttr] = {}
    if function.res_attrs is not None:
        for v, attr in zip(ret.operands, function.res_attrs.data, strict=True):
            # (an input's index means nothing in a piece: its bridge copies that value)
            res_attr_of.setdefault(v, DictionaryAttr(
                {k: a for k, a in attr.data.items() if k not in (NEW_VALUE_OF, GRAD_REACHES)}))
    pieces: list[Piece] = []
    values: list[SSAValue] = list(block.args)
    for k, segment in enumerate(segments):
        inputs: list[SSAValue] = []
        for op in segment:
            for v in _operands(op):
                if piece_of.get(v, -1) < k and v not in inputs:
                    inputs.append(v)
        outputs = [r for op in segment for r in op.results if r in read_later]
        if not outputs:
            continue
        new_block = Block(arg_types=[v.type for v in inputs])
        mapper: dict[SSAValue, SSAValue] = dict(zip(inputs, new_block.args, strict=True))
        for op in segment:
            new_block.add_op(op.clone(value_mapper=mapper))
        new_block.add_op(func.ReturnOp(*[mapper[v] for v in outputs]))
        piece_fn = func.FuncOp(f"{function.sym_name.data}_{len(pieces)}",
                               ([v.type for v in inputs], [v.type for v in outputs]),
                               Region(new_block))
        if arg_attrs is not None:
            piece_fn.arg_attrs = ArrayAttr([
                arg_attrs[v.index] if isinstance(v, BlockArgument) and v.owner is block
                else DictionaryAttr({}) for v in inputs])
        if any(v in res_attr_of for v in outputs):
            piece_fn.res_attrs = ArrayAttr([res_attr_of.get(v, DictionaryAttr({}))
                                            for v in outputs])
        pieces.append(Piece(ModuleOp([piece_fn]), [slot[v] for v in inputs], len(outputs)))
        for v in outputs:
            slot[v] = len(values)
            values.append(v)
    return Chain(pieces, [slot[v] for v in ret.operands], values)


def example_inputs(chain: Chain, module: ModuleOp, inputs: Sequence[torch.Tensor]
                   ) -> list[list[torch.Tensor]]:
    """Example arguments of each piece: the function's own inputs where a piece reads them,
    else empty tensors of the values' types (static sizes), requiring grad where a floating
    value depends on an input that does (what the compiler reads off them: device, dtype,
    whether to build a training graph; a wrong guess costs speed, not correctness, since a
    graph checks its actual inputs when it runs)."""
    function = _function(module)
    device = next((t.device for t in inputs), torch.device("cpu"))
    needs_grad: dict[SSAValue, bool] = {a: t.requires_grad
                                        for a, t in zip(function.args, inputs, strict=True)}
    for op in function.body.block.ops:
        grad = "detach" not in op.name and any(needs_grad.get(v, False) for v in _operands(op))
        for r in op.results:
            needs_grad[r] = grad
    env: list[torch.Tensor] = list(inputs)
    for v in chain.values[len(inputs):]:
        sizes = v.type.static_sizes()
        assert sizes is not None, "split: a value between pieces has a symbolic size"
        example = torch.empty(sizes, dtype=torch_dtype(v.type.element_type), device=device)
        if example.is_floating_point() and needs_grad[v]:
            example.requires_grad_(True)
        env.append(example)
    return [[env[i] for i in piece.args] for piece in chain.pieces]


def ddp_cuts(module: ModuleOp, params: Sequence[bool], sizes: Sequence[int],
             first_cap: int, cap: int) -> list[int] | None:
    """Where to cut the function of `module` so that each piece holds about one DDP bucket of
    parameters. `params[i]`: whether input i is a parameter DDP reduces, `sizes[i]` its bytes.
    Walks the ops from the last one (DDP's first bucket holds the last layers' gradients,
    ready first in the backward), counting each parameter at its last read; a piece is
    closed once its parameters reach the bucket's cap (`first_cap` for the first); [] when
    one piece would do, None when a size is symbolic (a value between pieces needs one)."""
    function = _function(module)
    ops = list(function.body.block.ops)[:-1]
    if any(t.static_sizes() is None for op in ops for t in (r.type for r in op.results)
           if hasattr(t, "static_sizes")):
        return None
    index = {a: i for i, a in enumerate(function.args)}
    seen: set[int] = set()
    cuts: list[int] = []
    filled, limit = 0, first_cap
    for k in reversed(range(len(ops))):
        for v in _operands(ops[k]):
            i = index.get(v)
            if i is not None and params[i] and i not in seen:
                seen.add(i)
                filled += sizes[i]
        if filled >= limit and k > 0:
            cuts.append(k)
            filled, limit = 0, cap
    cuts.reverse()
    return cuts


def _operands(op: Operation) -> list[SSAValue]:
    return [v for o in op.walk() for v in o.operands]


def _function(module: ModuleOp) -> func.FuncOp:
    function = next(iter(module.body.block.ops))
    assert isinstance(function, func.FuncOp)
    return function

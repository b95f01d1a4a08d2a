"""split.py: a captured function as a chain of graphs (DDP's gradient buckets), against the
whole function eagerly: values, gradients, the pieces' signatures, where DDP would cut."""

from __future__ import annotations

import torch
from xdsl.dialects import func

from tcompile import split
from tcompile.compiler import compile_graph_pieces
from tcompile.frontend.config import CompileConfig
from tcompile.frontend.record import record
from tcompile.testing.torch_interp import run_torch_function


def mlp(x, w0, b0, w1, b1, w2):
    h = torch.nn.functional.gelu(torch.nn.functional.linear(x, w0, b0))
    h = torch.relu(torch.nn.functional.linear(h, w1, b1))
    return h @ w2, h.sum()


def inputs(requires_grad: bool = False) -> list[torch.Tensor]:
    shapes = [(8, 16), (32, 16), (32,), (32, 32), (32,), (32, 4)]
    return [torch.randn(s, requires_grad=requires_grad and i > 0) for i, s in enumerate(shapes)]


def ops_of(module):
    return list(next(iter(module.body.block.ops)).body.block.ops)[:-1]


def test_a_chain_of_pieces_computes_the_function():
    example = inputs()
    module = record(mlp, *example)
    n = len(ops_of(module))
    for cuts in ([1], [n // 2], [1, n // 2, n - 1], list(range(1, n))):
        chain = split.split(module, cuts)
        assert 2 <= len(chain.pieces) <= len(cuts) + 1
        runs = [lambda *a, m=p.module: run_torch_function(m, a) for p in chain.pieces]
        fresh = inputs()
        for got, want in zip(chain.runner(runs)(*fresh), mlp(*fresh), strict=True):
            torch.testing.assert_close(got, want)
        for piece in chain.pieces:  # each piece reads only what it needs
            fn = next(iter(piece.module.body.block.ops))
            assert all(arg.uses for arg in fn.args)
            assert isinstance(fn.body.block.last_op, func.ReturnOp)
            assert len(piece.args) == len(fn.args) and piece.results == len(fn.function_type.outputs)


def test_compiled_pieces_give_eager_values_and_gradients():
    torch.manual_seed(0)
    example = inputs(requires_grad=True)
    module = record(mlp, *example)
    n = len(ops_of(module))
    rec, pieces = compile_graph_pieces(module, example, CompileConfig(), "g", [n // 2])
    assert len(pieces) == 2 and [p.name for p in pieces] == ["g_0", "g_1"]
    assert all(p.fallback_reason is None and p.backward == "compiled" for p in pieces)
    for _ in range(2):
        fresh = inputs(requires_grad=True)
        twins = [t.detach().clone().requires_grad_(t.requires_grad) for t in fresh]
        got, want = rec.fn(*fresh), mlp(*twins)
        for g, w in zip(got, want, strict=True):  # fused float sums: 1e-4
            torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-4)
        weight = torch.randn(8, 4)
        ((got[0] * weight).sum() + got[1]).backward()
        ((want[0] * weight).sum() + want[1]).backward()
        for a, b in zip(fresh[1:], twins[1:], strict=True):
            torch.testing.assert_close(a.grad, b.grad)


def test_ddp_cuts_close_a_piece_per_bucket_from_the_last_layer():
    example = inputs()
    module = record(mlp, *example)
    params = [False, True, True, True, True, True]
    sizes = [t.numel() * 4 for t in example]
    ops = ops_of(module)
    # one bucket big enough for everything: no cut
    assert split.ddp_cuts(module, params, sizes, 1 << 20, 1 << 20) == []
    # a bucket of one weight: w2 closes the first piece, w1 (with b1) the second
    cuts = split.ddp_cuts(module, params, sizes, 512, 4096)
    assert len(cuts) == 2 and cuts == sorted(cuts)
    first_reader = {}
    for k, op in enumerate(ops):
        for v in op.operands:
            first_reader.setdefault(v, k)
    args = next(iter(module.body.block.ops)).args
    last_reader = {a: max(k for k, op in enumerate(ops) if a in op.operands) for a in args}
    assert cuts[1] == last_reader[args[5]]  # the piece with w2 starts at its reader
    assert cuts[0] == last_reader[args[3]]
    # a parameter larger than every cap still makes one piece of its own
    assert split.ddp_cuts(module, params, sizes, 1, 1) == sorted(set(
        last_reader[a] for a in args[1:] if last_reader[a] > 0))



def test_ddp_cuts_refuse_symbolic_sizes():
    """A value between pieces needs a size: a graph with symbolic sizes stays whole (None,
    where [] means that one piece holds every bucket)."""
    from tcompile.testing.ir import make_context, parse

    module = parse(make_context(), """
    func.func @f(%x: !torch.tensor<[s0, 16], f32>, %w: !torch.tensor<[16, 32], f32>) -> !torch.tensor<[s0, 32], f32> {
      %y = torch.aten.mm %x, %w : (!torch.tensor<[s0, 16], f32>, !torch.tensor<[16, 32], f32>) -> !torch.tensor<[s0, 32], f32>
      %z = torch.aten.relu %y : (!torch.tensor<[s0, 32], f32>) -> !torch.tensor<[s0, 32], f32>
      func.return %z : !torch.tensor<[s0, 32], f32>
    }""")
    assert split.ddp_cuts(module, [False, True], [0, 2048], 1, 1) is None

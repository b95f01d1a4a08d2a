"""The prim builders that passes use compute result types that their verifiers accept."""

import pytest
import sympy
from xdsl.dialects.builtin import f32, i1, i64
from xdsl.ir import Block
from xdsl.utils.exceptions import VerifyException

from tcompile.dialects import prim
from tcompile.dialects.prim import TensorType
from tcompile.dialects.sym import symbol

S0 = symbol("s0")


def _args(*types: TensorType) -> list:
    return list(Block(arg_types=types).args)


def _verified(op):
    op.verify()
    return op.results[0].type


def test_elementwise_and_comparison_types():
    x, y = _args(TensorType([S0, 4], f32), TensorType([S0, 4], f32))
    assert _verified(prim.AddOp(x, y)) == TensorType([S0, 4], f32)
    assert _verified(prim.LtOp(x, y)) == TensorType([S0, 4], i1)
    assert _verified(prim.IsfiniteOp(x)) == TensorType([S0, 4], i1)
    assert _verified(prim.ConvertElementTypeOp(x, i64)) == TensorType([S0, 4], i64)


def test_reduction_and_shape_types():
    (x,) = _args(TensorType([8, S0, 4], f32))
    assert _verified(prim.SumOp(x, dims=[1])) == TensorType([8, 4], f32)
    assert _verified(prim.ArgmaxOp(x, 2)) == TensorType([8, S0], i64)
    vm = prim.VarMeanOp(x, [0, 2], correction=1)
    vm.verify()
    assert vm.var.type == vm.mean.type == TensorType([S0], f32)
    assert _verified(prim.TransposeOp(x, [2, 0, 1])) == TensorType([4, 8, S0], f32)
    assert _verified(prim.ExpandDimsOp(x, [0, 2])) == TensorType([1, 8, 1, S0, 4], f32)
    assert _verified(prim.SliceOp(x, [0, 1, 0], [8, S0, 4], [2, 1, 1])) == TensorType(
        [4, S0 - 1, 4], f32)
    assert _verified(prim.PadOp(x, [1, 0, 0], [0, 0, -1], 0.0)) == TensorType([9, S0, 3], f32)
    assert _verified(prim.BroadcastInDimOp(x, TensorType([2, 8, S0, 4], f32), [1, 2, 3])) == (
        TensorType([2, 8, S0, 4], f32))
    assert _verified(prim.ReshapeOp(x, TensorType([sympy.Mul(32, S0)], f32))) == TensorType(
        [32 * S0], f32)


def test_data_movement_types():
    x, y, idx = _args(TensorType([8, 4], f32), TensorType([S0, 4], f32), TensorType([3], i64))
    assert _verified(prim.CatOp([x, y], 0)) == TensorType([S0 + 8, 4], f32)
    assert _verified(prim.IndexSelectOp(x, idx, 0)) == TensorType([3, 4], f32)
    ext = prim.ExternOp("aten.mm", [x, None], [TensorType([8, 8], f32)], {})
    ext.verify()
    assert list(ext.absent.get_values()) == [1]


def test_builder_rejects_mismatched_operands():
    x, y = _args(TensorType([4], f32), TensorType([1], f32))
    with pytest.raises(VerifyException, match="operands must have equal shapes"):
        prim.AddOp(x, y).verify()

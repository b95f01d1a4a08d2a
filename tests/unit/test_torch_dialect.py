"""The torch dialect: generated ops match PyTorch's schemas, and the generator is reproducible."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import torch
from xdsl.dialects import test as test_dialect
from xdsl.dialects.builtin import f32
from xdsl.irdl import (
    OperandDef,
    OptOperandDef,
    OptPropertyDef,
    VarOperandDef,
    VarResultDef,
)

from tcompile.dialects.torch import REQUIRED, TensorType, TorchOp
from tcompile.dialects.torch_ops import TORCH_OPS, AtenAddTensorOp, AtenSplitTensorOp
from tcompile.passes.torch_decompose import CORE_OPS, DECOMPOSITIONS

ROOT = Path(__file__).resolve().parents[2]


def _generator():
    spec = importlib.util.spec_from_file_location("gen_torch_ops", ROOT / "scripts" /
                                                  "gen_torch_ops.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generated_file_is_up_to_date():
    generated = _generator().generate()
    assert generated == (ROOT / "tcompile" / "dialects" / "torch_ops.py").read_text(), (
        "torch_ops.py is stale: run .venv/bin/python scripts/gen_torch_ops.py")


def test_op_count():
    assert len(TORCH_OPS) >= 150


def _schema(op: type[TorchOp]) -> torch.FunctionSchema:
    name, _, overload = op.name.removeprefix("torch.aten.").partition(".")
    return getattr(getattr(torch.ops.aten, name), overload or "default")._schema


@pytest.mark.parametrize("op", TORCH_OPS.values(), ids=list(TORCH_OPS))
def test_layout_matches_schema(op: type[TorchOp]):
    schema = _schema(op)
    assert op.SCHEMA == str(schema)
    assert [a.name for a in op.ARGS] == [a.name for a in schema.arguments]
    op_def = op.get_irdl_definition()
    tensor_args = [a for a in schema.arguments if "Tensor" in str(a.real_type)]
    assert len(op_def.operands) == len(tensor_args)
    for (_, operand), arg in zip(op_def.operands, tensor_args, strict=True):
        kind = str(arg.real_type)
        expected = (VarOperandDef if kind.startswith("List") else
                    OptOperandDef if kind.startswith("Optional") else OperandDef)
        assert type(operand) is expected, (arg.name, kind)
    other_args = [a for a in schema.arguments if "Tensor" not in str(a.real_type)]
    assert [n for n in op_def.properties if n != "operandSegmentSizes"] == [
        a.name for a in other_args]
    for arg, spec in zip(other_args, op.property_args(), strict=True):
        optional = arg.has_default_value() or str(arg.real_type).startswith("Optional")
        assert isinstance(op_def.properties[arg.name], OptPropertyDef) == optional, arg.name
        assert (spec.default is not REQUIRED) == arg.has_default_value(), arg.name
    if len(op_def.results) == 1 and isinstance(op_def.results[0][1], VarResultDef):
        assert [str(r.real_type) for r in schema.returns] == ["List[Tensor]"]
    else:
        assert len(op_def.results) == len(schema.returns)


def test_make_and_arg():
    t = TensorType([4, 8], f32)
    src = test_dialect.TestOp.create(result_types=[t, t])
    add = AtenAddTensorOp.make(src.results[0], src.results[1], result_types=[t], alpha=2)
    assert add.arg("self") is src.results[0]
    assert add.arg("alpha") == 2
    add.verify()
    split = AtenSplitTensorOp.make(src.results[0], 2, result_types=[t.with_(shape=[2, 8])] * 2)
    assert split.arg("dim") == 0  # the schema default
    assert len(split.results) == 2
    split.verify()


def test_core_ops_are_ops():
    assert CORE_OPS <= set(TORCH_OPS)
    assert set(DECOMPOSITIONS) <= set(TORCH_OPS)
    assert "torch.aten.mm" in CORE_OPS and "torch.aten.linear" not in CORE_OPS


def test_op_definitions_are_xdsl_s():
    """`aten_op` builds each op's IRDL definition itself (`_op_def`, faster at import): it
    must be the one xDSL's `OpDef.from_pyrdl` makes of the same fields."""
    from xdsl.irdl.operations import OpDef
    from xdsl.traits import Pure

    from tcompile.dialects.torch import _fields, _op_def

    fields = ("name", "operands", "results", "properties", "attributes", "regions",
              "successors", "options", "accessor_names", "assembly_format", "custom_directives")
    for op in TORCH_OPS.values():
        fresh = type(op.__name__, (TorchOp,), {"name": op.name, "__module__": __name__})
        _fields(fresh, op.ARGS, op.RETURNS, random=not op.has_trait(Pure))
        ours, xdsls = _op_def(fresh), OpDef.from_pyrdl(fresh)
        for f in fields:
            assert getattr(ours, f) == getattr(xdsls, f), (op.name, f)
        assert ours.traits.traits == xdsls.traits.traits, op.name
    assert sum(not op.has_trait(Pure) for op in TORCH_OPS.values()) > 0  # both kinds seen

"""Record the ATen ops a Python function runs as a torch-dialect `func.func`.

A `TorchDispatchMode` sees every ATen call after torch's own composite decompositions, with
exact output shapes and dtypes; each becomes one `torch.aten.*` op. This is the capture the
bytecode frontend builds on (it adds guards, graph breaks and symbolic sizes); on its own it
turns test programs into IR:

    module = record(lambda x, w: torch.softmax(x @ w, -1), x, w)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode
from xdsl.builder import Builder, InsertPoint
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    ModuleOp,
    Signedness,
)
from xdsl.ir import Attribute, Block, Region, SSAValue

from tcompile.dialects.torch import TensorType
from tcompile.dialects.torch_ops import TORCH_OPS

ELEMENT_TYPES: dict[torch.dtype, Attribute] = {
    torch.float64: Float64Type(),
    torch.float32: Float32Type(),
    torch.float16: Float16Type(),
    torch.bfloat16: BFloat16Type(),
    torch.int64: IntegerType(64),
    torch.int32: IntegerType(32),
    torch.int16: IntegerType(16),
    torch.int8: IntegerType(8),
    torch.uint8: IntegerType(8, Signedness.UNSIGNED),
    torch.bool: IntegerType(1),
}

# Arguments that only say where or how eager allocates: the IR leaves them to the compiler.
_PLACEMENT_ARGS = ("device", "layout", "pin_memory")

# Autograd-only ops: without autograd they return their input.
_IDENTITY_OPS = ("torch.aten.detach", "torch.aten.lift_fresh")


class UnsupportedOp(Exception):
    """An ATen op (or argument) the torch dialect cannot express."""


def tensor_type(t: torch.Tensor) -> TensorType:
    if t.dtype not in ELEMENT_TYPES:
        raise UnsupportedOp(f"tensors of dtype {t.dtype} are not supported")
    return TensorType(list(t.shape), ELEMENT_TYPES[t.dtype])


class _Recorder(TorchDispatchMode):
    def __init__(self, block: Block, inputs: Sequence[torch.Tensor]):
        super().__init__()
        self.builder = Builder(InsertPoint.at_end(block))
        self.values: dict[int, SSAValue] = {}
        self.alive: list[torch.Tensor] = list(inputs)  # ids stay unique while recording
        for t, arg in zip(inputs, block.args, strict=True):
            self.values[id(t)] = arg

    def value_of(self, t: torch.Tensor, op_name: str) -> SSAValue:
        if id(t) not in self.values:
            raise UnsupportedOp(
                f"{op_name} uses a tensor that is neither an input nor computed by the "
                "function (a constant captured from outside)"
            )
        return self.values[id(t)]

    def convert(self, value: Any, op_name: str) -> Any:
        if isinstance(value, torch.Tensor):
            return self.value_of(value, op_name)
        if isinstance(value, list | tuple):
            return [self.convert(v, op_name) for v in value]
        if isinstance(value, torch.dtype):
            return ELEMENT_TYPES[value]
        if isinstance(value, torch.memory_format):
            return str(value).removeprefix("torch.")  # "contiguous_format"
        return value

    def scalar_operand(self, name: str, value: float | int | bool) -> SSAValue:
        """A Python number passed where the schema has a Tensor (`x * 2` calls mul.Tensor):
        a 0-d `scalar_tensor`, which takes part in type promotion as the number does."""
        t = torch.scalar_tensor(value, dtype=torch.tensor(value).dtype)
        op = TORCH_OPS["torch.aten.scalar_tensor"].make(
            value, dtype=ELEMENT_TYPES[t.dtype], result_types=[tensor_type(t)]
        )
        self.builder.insert(op)
        return op.results[0]

    def __torch_dispatch__(self, fn, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        out = fn(*args, **kwargs)
        schema = fn._schema
        name = (
            "torch."
            + schema.name.replace("::", ".")
            + (f".{schema.overload_name}" if schema.overload_name else "")
        )
        bound = dict(zip((a.name for a in schema.arguments), args, strict=False))
        bound.update(kwargs)
        if name in _IDENTITY_OPS:
            self.values[id(out)] = self.value_of(bound["self"], name)
            self.alive.append(out)
            return out
        tensor_args = {
            a.name for a in schema.arguments if a.type.isSubtypeOf(torch.TensorType.get())
        }
        numbers = {
            k
            for k, v in bound.items()
            if k in tensor_args and not isinstance(v, torch.Tensor) and v is not None
        }
        scalar_name = name.removesuffix(".Tensor") + ".Scalar"
        if numbers == {"other"} and name.endswith(".Tensor") and scalar_name in TORCH_OPS:
            name = scalar_name  # mul.Tensor(x, 2) is mul.Scalar(x, 2)
            numbers = set()
        if name not in TORCH_OPS:
            raise UnsupportedOp(f"ATen op {fn} has no torch-dialect op")
        values = {
            k: self.convert(v, name)
            for k, v in bound.items()
            if k not in _PLACEMENT_ARGS and v is not None and k not in numbers
        }
        values.update({k: self.scalar_operand(name, bound[k]) for k in numbers})
        outputs = [out] if isinstance(out, torch.Tensor) else list(out)
        op = TORCH_OPS[name].make(**values, result_types=[tensor_type(o) for o in outputs])
        self.builder.insert(op)
        for t, r in zip(outputs, op.results, strict=True):
            self.values[id(t)] = r
            self.alive.append(t)
        return out


def record(fn: Callable[..., Any], *inputs: torch.Tensor, name: str = "main") -> ModuleOp:
    """Run `fn(*inputs)` eagerly and return the ATen ops it ran as a torch-dialect module."""
    block = Block(arg_types=[tensor_type(t) for t in inputs])
    recorder = _Recorder(block, inputs)
    with recorder:
        result = fn(*inputs)
    results = [result] if isinstance(result, torch.Tensor) else list(result)
    returned = [recorder.value_of(r, "return") for r in results]
    recorder.builder.insert(func.ReturnOp(*returned))
    function = func.FuncOp(
        name, ([a.type for a in block.args], [v.type for v in returned]), Region(block)
    )
    return ModuleOp([function])

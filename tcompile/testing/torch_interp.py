"""Run a torch-dialect function eagerly, one `torch.ops.aten` call per op: the oracle that
lowered IR is compared against.

Each `torch.aten.<op>.<overload>` op calls exactly that ATen overload, with its operands and
properties passed by schema name, so the oracle is eager PyTorch itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import sympy
import torch
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Attribute, SSAValue, TypeAttribute

from tcompile.dialects.tensor_type import TensorTypeBase
from tcompile.dialects.torch import TORCH_DTYPE_NAMES, TorchOp, aten_overload, op_class

DTYPES: dict[str, torch.dtype] = {
    **{name: getattr(torch, dtype) for name, dtype in TORCH_DTYPE_NAMES.items()},
    "index": torch.int64,
}


def torch_dtype(element_type: Attribute) -> torch.dtype:
    return DTYPES[str(element_type)]


def concrete(value: Any, sizes: Mapping[sympy.Symbol, int]) -> Any:
    """A property value with size symbols replaced by their values, types as torch dtypes."""
    if isinstance(value, list):
        return [concrete(v, sizes) for v in value]
    if isinstance(value, sympy.Expr):
        return int(value.subs(sizes))
    if isinstance(value, TypeAttribute):
        return torch_dtype(value)
    if isinstance(value, str) and value.endswith("_format"):  # a MemoryFormat
        return getattr(torch, value)
    return value


def bind_sizes(types: Sequence[Attribute], tensors: Sequence[torch.Tensor]
               ) -> dict[sympy.Symbol, int]:
    """Values of the size symbols of a signature, read off the actual arguments."""
    sizes: dict[sympy.Symbol, int] = {}
    for t, x in zip(types, tensors, strict=True):
        if not hasattr(t, "sizes"):
            continue
        for dim, actual in zip(t.sizes, x.shape, strict=True):
            if dim.is_Symbol:
                sizes.setdefault(dim, actual)
    return sizes


def call_aten(op_name: str, specs: Sequence[Any], tensors: Sequence[Any],
              properties: Mapping[str, Any]) -> list[torch.Tensor]:
    """Call an ATen overload with tensors (schema order over `specs`' tensor arguments) and
    properties by name; returns its results as a list."""
    kwargs = dict(zip((s.name for s in specs if s.is_tensor), tensors, strict=True))
    kwargs.update(properties)
    out = aten_overload(op_name)(**kwargs)
    if isinstance(out, torch.Tensor):
        return [out]
    flat: list[torch.Tensor] = []
    for o in out:
        flat.extend(o if isinstance(o, list | tuple) else [o])
    return flat


def run_op(op: TorchOp, env: Mapping[SSAValue, Any], sizes: Mapping[sympy.Symbol, int],
           device: Any = None) -> list[torch.Tensor]:
    """Call the ATen overload of `op` on the values `env` holds for its operands, with the
    size symbols' values `sizes`; factory ops without a device make their tensors on
    `device` (if given)."""
    cls = op_class(op.name)
    assert cls is not None, op.name  # the op was parsed or recorded: its class exists
    tensors = []
    for spec in cls.tensor_args():
        value = op.arg(spec.name)
        if isinstance(value, list):
            tensors.append([env[v] for v in value])
        else:
            tensors.append(None if value is None else env[value])
    props = {s.name: concrete(op.arg(s.name), sizes)
             for s in cls.property_args() if s.name in op.properties}
    if device is not None and props.get("device") is None and \
            any(s.name == "device" for s in cls.property_args()):
        props["device"] = device
    return call_aten(op.name, cls.ARGS, tensors, props)


def run_torch_function(module: ModuleOp, inputs: Sequence[torch.Tensor],
                       name: str | None = None, check_dtypes: bool = True) -> list[torch.Tensor]:
    """Evaluate function `name` (default: the first) of a torch-dialect module eagerly.

    `check_dtypes` checks each result's dtype against the IR's type; CPU kernels of a few
    ops differ from CUDA ones there (CPU `native_layer_norm` on bf16 gives bf16 statistics,
    CUDA gives f32), so a file written for one device needs it off on the other."""
    fn = next(op for op in module.walk()
              if isinstance(op, func.FuncOp) and name in (None, op.sym_name.data))
    sizes = bind_sizes([a.type for a in fn.args], inputs)
    env: dict[SSAValue, Any] = dict(zip(fn.args, inputs, strict=True))
    # factory ops without a device make their tensors where the inputs are (the IR is
    # device-agnostic: a graph traced on CUDA tensors replays on CUDA)
    device = next((t.device for t in inputs if isinstance(t, torch.Tensor)), None)
    for op in fn.body.block.ops:
        if isinstance(op, func.ReturnOp):
            return [env[v] for v in op.arguments]
        if not isinstance(op, TorchOp):
            raise NotImplementedError(f"torch interpreter: unexpected op {op.name}")
        results = run_op(op, env, sizes, device)
        for r, value in zip(op.results, results, strict=True):
            expected = r.type
            if check_dtypes and isinstance(expected, TensorTypeBase) and value.dtype != torch_dtype(
                    expected.element_type):
                raise TypeError(f"{op.name}: eager gives {value.dtype}, IR says {expected}")
            env[r] = value
            if isinstance(value, torch.Tensor) and isinstance(expected, TensorTypeBase):
                # a size the op decided (nonzero's count: an unbacked symbol `u0`)
                for dim, actual in zip(expected.sizes, value.shape, strict=True):
                    if dim.is_Symbol:
                        sizes.setdefault(dim, actual)
    raise ValueError(f"function {fn.sym_name.data} has no func.return")

"""Run a torch-dialect function eagerly, one `torch.ops.aten` call per op: the oracle that
lowered IR is compared against.

Each `torch.aten.<op>.<overload>` op calls exactly that ATen overload, with its operands and
properties passed by schema name, so the oracle is eager PyTorch itself.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
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
    return _flat(aten_overload(op_name)(**kwargs))


def _flat(out: Any) -> list[Any]:
    """An overload's return value as a list of results (a list result spread out)."""
    if isinstance(out, torch.Tensor):
        return [out]
    flat: list[Any] = []
    for o in out:
        flat.extend(o if isinstance(o, list | tuple) else [o])
    return flat


def run_op(op: TorchOp, env: Mapping[SSAValue, Any], sizes: dict[sympy.Symbol, int],
           device: Any = None) -> list[torch.Tensor]:
    """Call the ATen overload of `op` on the values `env` holds for its operands, with the
    size symbols' values `sizes`; factory ops without a device make their tensors on
    `device` (if given)."""
    operands = list(dict.fromkeys(op.operands))
    slots = {v: k for k, v in enumerate([*operands, *op.results])}
    values: list[Any] = [env[v] for v in operands] + [None] * len(op.results)
    _Step(op, slots).run(values, sizes, device, check_dtypes=False)
    return values[len(operands):]


def run_torch_function(module: ModuleOp, inputs: Sequence[torch.Tensor],
                       name: str | None = None, check_dtypes: bool = True) -> list[torch.Tensor]:
    """Evaluate function `name` (default: the first) of a torch-dialect module eagerly.

    `check_dtypes` checks each result's dtype against the IR's type; CPU kernels of a few
    ops differ from CUDA ones there (CPU `native_layer_norm` on bf16 gives bf16 statistics,
    CUDA gives f32), so a file written for one device needs it off on the other."""
    return prepare_torch_function(module, name, check_dtypes)(inputs)


def prepare_torch_function(module: ModuleOp, name: str | None = None,
                           check_dtypes: bool = True
                           ) -> Callable[[Sequence[torch.Tensor]], list[torch.Tensor]]:
    """`run_torch_function` for `module` read once: each op's ATen overload, operand slots and
    properties are resolved here, so a call only looks values up and calls ATen (the eager
    backend, a graph's fallback and a replayed backward call it on every step). Properties
    holding size symbols are evaluated per call, with the symbols bound from the inputs (and
    from the results of ops whose size depends on data)."""
    fn = next(op for op in module.walk()
              if isinstance(op, func.FuncOp) and name in (None, op.sym_name.data))
    arg_types = [a.type for a in fn.args]
    slots: dict[SSAValue, int] = {a: i for i, a in enumerate(fn.args)}
    steps: list[_Step] = []
    returned: list[int] | None = None
    for op in fn.body.block.ops:
        if isinstance(op, func.ReturnOp):
            returned = [slots[v] for v in op.arguments]
            break
        if not isinstance(op, TorchOp):
            raise NotImplementedError(f"torch interpreter: unexpected op {op.name}")
        for r in op.results:
            slots[r] = len(slots)
        steps.append(_Step(op, slots))
    if returned is None:
        raise ValueError(f"function {fn.sym_name.data} has no func.return")
    size = len(slots)

    def run(inputs: Sequence[torch.Tensor]) -> list[torch.Tensor]:
        sizes = bind_sizes(arg_types, inputs)
        env: list[Any] = [*inputs, *([None] * (size - len(inputs)))]
        # factory ops without a device make their tensors where the inputs are (the IR is
        # device-agnostic: a graph traced on CUDA tensors replays on CUDA)
        device = next((t.device for t in inputs if isinstance(t, torch.Tensor)), None)
        for step in steps:
            step.run(env, sizes, device, check_dtypes)
        return [env[k] for k in returned]

    return run


class _Step:
    """One op of a prepared function: its overload, where its tensors come from and go."""

    def __init__(self, op: TorchOp, slots: Mapping[SSAValue, int]):
        cls = op_class(op.name)
        assert cls is not None, op.name  # the op was parsed or recorded: its class exists
        self.name = op.name
        self.overload = aten_overload(op.name)
        self.tensors: list[tuple[str, Any]] = []  # (name, a slot, a list of slots or None)
        for spec in cls.tensor_args():
            value = op.arg(spec.name)
            where = [slots[v] for v in value] if isinstance(value, list) else \
                None if value is None else slots[value]
            self.tensors.append((spec.name, where))
        self.static: dict[str, Any] = {}
        self.symbolic: dict[str, Any] = {}
        required = {a.name for a in self.overload._schema.arguments
                    if not a.has_default_value()}
        for spec in cls.property_args():
            if spec.name not in op.properties and spec.name in required:
                self.static[spec.name] = None  # an optional argument without a default: None
            elif spec.name in op.properties:
                value = op.arg(spec.name)
                if _has_symbols(value):
                    self.symbolic[spec.name] = value
                else:
                    self.static[spec.name] = concrete(value, {})
        self.default_device = self.static.get("device") is None and \
            "device" not in self.symbolic and any(s.name == "device" for s in cls.property_args())
        self.results: list[tuple[int, torch.dtype | None, list[tuple[int, sympy.Symbol]]]] = []
        for r in op.results:
            t = r.type
            is_tensor = isinstance(t, TensorTypeBase)
            self.results.append((
                slots[r], torch_dtype(t.element_type) if is_tensor else None,
                [(i, d) for i, d in enumerate(t.sizes) if d.is_Symbol] if is_tensor else []))

    def run(self, env: list[Any], sizes: dict[sympy.Symbol, int], device: Any,
            check_dtypes: bool) -> None:
        kwargs = dict(self.static)
        for name, where in self.tensors:
            kwargs[name] = [env[k] for k in where] if isinstance(where, list) else \
                None if where is None else env[where]
        for name, value in self.symbolic.items():
            kwargs[name] = concrete(value, sizes)
        if self.default_device and device is not None:
            kwargs["device"] = device
        for (slot, dtype, symbols), value in zip(self.results, _flat(self.overload(**kwargs)),
                                                 strict=True):
            if check_dtypes and dtype is not None and value.dtype != dtype:
                raise TypeError(f"{self.name}: eager gives {value.dtype}, IR says {dtype}")
            env[slot] = value
            if symbols and isinstance(value, torch.Tensor):
                # a size the op decided (nonzero's count: an unbacked symbol `u0`)
                for dim, symbol in symbols:
                    sizes.setdefault(symbol, value.shape[dim])


def _has_symbols(value: Any) -> bool:
    if isinstance(value, list):
        return any(_has_symbols(v) for v in value)
    return isinstance(value, sympy.Expr) and bool(value.free_symbols)

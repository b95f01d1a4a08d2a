"""The graph under construction: ATen ops on fake tensors become a torch-dialect `func.func`.

The symbolic interpreter never computes on real data. Each real tensor it meets (an
argument, a parameter, a buffer, a global) becomes a graph input: a block argument of the
function being built and a `FakeTensor` (shapes, dtypes, devices, strides; no storage) that
stands for it. Torch calls run on the fake tensors under two dispatch modes: the fake mode
underneath computes metadata, and the recording mode on top turns every ATen op it sees
(after torch's own composite decompositions) into one `torch.aten.*` op:

    graph = Graph()
    x = graph.input(real_x, LocalSource("x"))
    y = graph.call(torch.relu, x)
    module = graph.finish([y])

`record.py` uses the same recorder on real tensors to turn test programs into IR.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from typing import Any

import sympy
import torch
from torch._dynamo.source import ConstantSource
from torch._subclasses import FakeTensorMode
from torch.fx.experimental.symbolic_shapes import DimDynamic, ShapeEnv, StatelessSymbolicContext
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._sympy.printers import PythonPrinter
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
_IDENTITY_OPS = ("torch.aten.detach", "torch.aten.lift_fresh", "torch.aten.alias")


# Tensor.new_* factories are recorded as the plain factory with the receiver's dtype.
_NEW_LIKE = {
    "torch.aten.new_zeros": "torch.aten.zeros",
    "torch.aten.new_ones": "torch.aten.ones",
    "torch.aten.new_full": "torch.aten.full",
}
_SCHEMA_OF = {
    "torch.aten.zeros": torch.ops.aten.zeros.default,
    "torch.aten.ones": torch.ops.aten.ones.default,
    "torch.aten.full": torch.ops.aten.full.default,
}


_PRINTER = PythonPrinter()


class UnsupportedOp(Exception):
    """An ATen op (or argument) the torch dialect cannot express."""


class Specialize(Exception):
    """A symbolic Python int reached where the graph needs a static value (a size, an
    index, a dim): the translation restarts with the ints of `sources` static."""

    def __init__(self, sources: Sequence[Any]):
        super().__init__(", ".join(s.display() for s in sources))
        self.sources = list(sources)


@dataclass(frozen=True)
class IntInput:
    """A graph input computed from symbolic Python ints: `expr` (over their symbols) as a
    0-d int64 tensor, which takes part in type promotion as a Python int does; `hint` is
    its value in the call being traced."""

    expr: Any
    hint: int = field(compare=False)


def tensor_type(t: torch.Tensor) -> TensorType:
    if t.dtype not in ELEMENT_TYPES:
        raise UnsupportedOp(f"tensors of dtype {t.dtype} are not supported")
    return TensorType([_size_expr(d) for d in t.shape], ELEMENT_TYPES[t.dtype])


def _size_expr(d: int | torch.SymInt) -> Any:
    """A static size as an int; a symbolic one as its sympy expression (`s0`)."""
    return d.node.expr if isinstance(d, torch.SymInt) else int(d)


def _python(expr: Any) -> str:
    """Python source of a sympy expression or relation whose symbols are all `L<i>...`
    names (see `Graph.size_expr`)."""
    return _PRINTER.doprint(expr)


def _op_name(fn: Any) -> str:
    schema = fn._schema
    overload = f".{schema.overload_name}" if schema.overload_name else ""
    return "torch." + schema.name.replace("::", ".") + overload


class Recorder(TorchDispatchMode):
    """Appends one torch-dialect op per ATen call to `block`.

    Tensors are identified by `id`; every tensor the recorder has seen stays referenced in
    `alive`, so ids stay unique while recording. An in-place op on a tensor that is not a view
    is recorded as its functional form, and the tensor is rebound to the new value.
    """

    def __init__(self, block: Block):
        super().__init__()
        self.builder = Builder(InsertPoint.at_end(block))
        self.values: dict[int, SSAValue] = {}
        self.alive: list[torch.Tensor] = []
        self.mutated: dict[int, torch.Tensor] = {}  # id -> tensor written in place
        # Symbols of symbolic Python ints -> their sources, and how an expression over them
        # becomes an operand (a graph input; set by `Graph`).
        self.int_symbols: dict[Any, Any] = {}
        self.int_operand: Callable[[torch.SymInt], SSAValue] | None = None

    def int_sources(self, value: Any) -> list[Any]:
        """The sources of the symbolic Python ints that `value` (a SymInt, SymFloat or
        SymBool) depends on; empty for static values and expressions over sizes."""
        if not isinstance(value, torch.SymInt | torch.SymFloat | torch.SymBool):
            return []
        symbols = value.node.expr.free_symbols
        return [self.int_symbols[s] for s in sorted(symbols, key=str) if s in self.int_symbols]

    def bind(self, t: torch.Tensor, value: SSAValue) -> None:
        self.values[id(t)] = value
        self.alive.append(t)

    def knows(self, t: torch.Tensor) -> bool:
        return id(t) in self.values

    def value_of(self, t: torch.Tensor, op_name: str) -> SSAValue:
        if id(t) not in self.values:
            raise UnsupportedOp(
                f"{op_name} uses a tensor that is neither an input nor computed by the "
                "function (a constant tensor built from Python data)"
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
        if self.int_sources(value):  # the IR's attributes hold sizes, not Python ints
            raise Specialize(self.int_sources(value))
        if isinstance(value, torch.SymInt):
            return value.node.expr  # an int attribute may be a sympy expression over sizes
        if isinstance(value, torch.SymFloat | torch.SymBool):
            raise UnsupportedOp(f"{op_name} takes a symbolic float or bool as an operand")
        return value

    def scalar_operand(self, value: float | int | bool) -> SSAValue:
        """A Python number passed where the schema has a Tensor (`x * 2` calls mul.Tensor):
        a 0-d `scalar_tensor`, which takes part in type promotion as the number does."""
        dtype = (
            torch.bool if isinstance(value, bool)
            else torch.int64 if isinstance(value, int)
            else torch.get_default_dtype()
        )
        op = TORCH_OPS["torch.aten.scalar_tensor"].make(
            value, dtype=ELEMENT_TYPES[dtype], result_types=[TensorType([], ELEMENT_TYPES[dtype])]
        )
        self.builder.insert(op)
        return op.results[0]

    def __torch_dispatch__(self, fn, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if fn is torch.ops.aten.index.Tensor and any(i is None for i in args[1]):
            return self._index_without_none(*args)
        out = fn(*args, **kwargs)
        outputs = [out] if isinstance(out, torch.Tensor) else out
        if not isinstance(outputs, list | tuple) or not all(
            isinstance(o, torch.Tensor) for o in outputs
        ):
            return out  # metadata queries such as prim.device
        name = _op_name(fn)
        bound = dict(zip((a.name for a in fn._schema.arguments), args, strict=False))
        bound.update(kwargs)
        if name in _IDENTITY_OPS:
            self.bind(out, self.value_of(bound["self"], name))
            return out
        if name in _NEW_LIKE:  # x.new_zeros(size): zeros(size) with x's dtype
            name = _NEW_LIKE[name]
            self_ = bound.pop("self")
            bound["dtype"] = bound.get("dtype") or self_.dtype
            fn = _SCHEMA_OF[name]
        inplace = fn._schema.is_mutable and name.split(".")[2].endswith("_")
        if inplace:
            if bound["self"]._base is not None:
                raise UnsupportedOp(f"{name} writes into a view of another tensor")
            parts = name.split(".")
            parts[2] = parts[2].removesuffix("_")
            name = ".".join(parts)
        results = self.record(name, fn, bound, outputs)
        for t, r in zip(outputs, results, strict=True):
            self.bind(t, r)
        if inplace:
            self.mutated[id(out)] = out
        return out

    def _index_without_none(self, x: torch.Tensor, indices: Sequence[Any]) -> torch.Tensor:
        """`aten.index` with None entries (full slices: `x[:, idx]`), which the dialect's
        index (tensor operands only) cannot express: index the permuted tensor whose indexed
        dims come first, then move the result's dims to where eager puts them (in place of
        the indexed dims when those are adjacent, else first)."""
        expected = torch.ops.aten.index.Tensor(x, indices)  # eager's sizes and strides
        dims = [i for i, t in enumerate(indices) if t is not None]
        rest = [i for i in range(x.dim()) if i not in dims]
        with self:
            out = torch.ops.aten.index.Tensor(x.permute(dims + rest), [indices[i] for i in dims])
            k = dims[0]
            if dims == list(range(k, dims[-1] + 1)) and k > 0:
                front = out.dim() - len(rest)  # the dims of the broadcast indices
                out = out.permute([*range(front, front + k), *range(front),
                                   *range(front + k, out.dim())])
            if out.stride() != expected.stride():
                out = out.clone(memory_format=torch.contiguous_format)
        if out.stride() != expected.stride():
            raise UnsupportedOp("indexing with None and tensors gives a layout the torch "
                                "dialect cannot reproduce")
        return out

    def record(self, name: str, fn: Any, bound: dict[str, Any],
               outputs: Sequence[torch.Tensor]) -> Sequence[SSAValue]:
        tensor_args = {
            a.name for a in fn._schema.arguments if a.type.isSubtypeOf(torch.TensorType.get())
        }
        numbers = {
            k
            for k, v in bound.items()
            if k in tensor_args and not isinstance(v, torch.Tensor) and v is not None
        }
        ints = {k for k in numbers if isinstance(bound[k], torch.SymInt)
                and self.int_sources(bound[k])}
        numbers -= ints
        for o in outputs:
            for d in o.shape:
                if self.int_sources(d):
                    raise Specialize(self.int_sources(d))
        scalar_name = name.removesuffix(".Tensor") + ".Scalar"
        if not ints and numbers == {"other"} and name.endswith(".Tensor") and scalar_name in TORCH_OPS:
            name = scalar_name  # mul.Tensor(x, 2) is mul.Scalar(x, 2)
            numbers = set()
        if name not in TORCH_OPS:
            raise UnsupportedOp(f"ATen op {fn} has no torch-dialect op")
        values = {
            k: self.convert(v, name)
            for k, v in bound.items()
            if k not in _PLACEMENT_ARGS and v is not None and k not in numbers | ints
        }
        values.update({k: self.scalar_operand(bound[k]) for k in numbers})
        values.update({k: self.int_operand(bound[k]) for k in ints})
        op = TORCH_OPS[name].make(**values, result_types=[tensor_type(o) for o in outputs])
        self.builder.insert(op)
        return op.results


class Graph:
    """One graph being captured: its inputs (real tensors with their sources), the fake
    tensors standing for them, and the recorded ops.

    With `fake=False` (used by `record`) the ops run on the real inputs instead.
    """

    def __init__(self, fake: bool = True):
        self.block = Block()
        self.recorder = Recorder(self.block)
        self.shape_env = ShapeEnv() if fake else None
        self.fake_mode = FakeTensorMode(shape_env=self.shape_env) if fake else None
        # (real tensor, source) in the order of the block arguments; (None, IntInput).
        self.inputs: list[tuple[torch.Tensor | None, Any]] = []
        self._fake_of: dict[int, torch.Tensor] = {}  # id(real) -> its stand-in
        # Symbols: of a dynamic dim -> (source of the tensor, dim); of a symbolic Python
        # int -> (its source, None).
        self.symbols: dict[Any, tuple[Any, int | None]] = {}
        self._ints: dict[Any, torch.SymInt] = {}  # source -> symbolic int
        self._int_args: dict[Any, SSAValue] = {}  # expression -> its IntInput block argument
        self.recorder.int_operand = self._int_operand

    def input(self, real: torch.Tensor, source: Any,
              dynamic_dims: Sequence[int] = ()) -> torch.Tensor:
        """The stand-in for `real` (a new block argument the first time it is seen)."""
        if id(real) in self._fake_of:
            return self._fake_of[id(real)]
        stand_in = real
        if self.fake_mode is not None:
            stand_in = self._fake(real, dynamic_dims)
        for d in dynamic_dims:
            size = stand_in.shape[d]
            if isinstance(size, torch.SymInt) and size.node.expr.is_Symbol:
                self.symbols.setdefault(size.node.expr, (source, d))
        arg = self.block.insert_arg(tensor_type(stand_in), len(self.block.args))
        self.recorder.bind(stand_in, arg)
        self._fake_of[id(real)] = stand_in
        self.inputs.append((real, source))
        return stand_in

    def int_input(self, value: int, source: Any) -> torch.SymInt:
        """A symbolic int standing for the Python int `value` read from `source`: Python
        arithmetic on it stays symbolic, branches on it become guards (`n >= 0`), and a
        tensor op that uses it gets it as a graph input."""
        if source not in self._ints:
            env = self.shape_env
            where = ConstantSource(f"int{len(self._ints)}")
            sym = env.create_unspecified_symbol(value, where, dynamic_dim=DimDynamic.DYNAMIC)
            self._ints[source] = env.create_symintnode(sym, hint=value, source=where)
            self.symbols[sym] = (source, None)
            self.recorder.int_symbols[sym] = source
        return self._ints[source]

    def _int_operand(self, value: torch.SymInt) -> SSAValue:
        expr = value.node.expr
        if expr not in self._int_args:
            arg = self.block.insert_arg(TensorType([], IntegerType(64)), len(self.block.args))
            self._int_args[expr] = arg
            self.inputs.append((None, IntInput(expr, int(value.node.hint))))
        return self._int_args[expr]

    def tensor_inputs(self) -> list[tuple[torch.Tensor, Any]]:
        """(stand-in, source) of the tensor inputs."""
        return [(self._fake_of[id(real)], source) for real, source in self.inputs
                if real is not None]

    def example_inputs(self) -> list[torch.Tensor]:
        """The graph's inputs in the call being traced."""
        return [torch.tensor(source.hint) if real is None else real
                for real, source in self.inputs]

    def _fake(self, real: torch.Tensor, dynamic_dims: Sequence[int]) -> torch.Tensor:
        with warnings.catch_warnings():
            # Fakeifying copies `.grad`, which warns for non-leaf tensors that require grad.
            warnings.simplefilter("ignore", UserWarning)
            return self._fake_of_real(real, dynamic_dims)

    def _fake_of_real(self, real: torch.Tensor, dynamic_dims: Sequence[int]) -> torch.Tensor:
        if not dynamic_dims:
            return self.fake_mode.from_tensor(real, static_shapes=True)
        context = StatelessSymbolicContext(
            dynamic_sizes=[
                DimDynamic.DYNAMIC if d in dynamic_dims else DimDynamic.STATIC
                for d in range(real.dim())
            ]
        )
        fake = self.fake_mode.from_tensor(
            real, symbolic_context=context, source=ConstantSource(f"input{len(self.inputs)}"))
        return fake

    def size_expr(self, expr: Any) -> tuple[str, list[Any]]:
        """A Python expression for a sympy expression over size symbols, in the form
        `GuardBuilder.expr` takes: `L0`, `L1`, ... stand for the returned tensor sources."""
        sources: list[Any] = []
        names = {}
        for sym in sorted(expr.free_symbols, key=str):
            if sym not in self.symbols:
                raise UnsupportedOp(f"the size symbol {sym} has no source")
            source, dim = self.symbols[sym]
            name = f"L{len(sources)}" if dim is None else f"L{len(sources)}.size({dim})"
            names[sym] = sympy.Symbol(name)
            sources.append(source)
        text = _python(expr.xreplace(names))
        return text, sources

    def modes(self) -> ExitStack:
        """Enter the fake mode (if any) and the recorder on top of it."""
        stack = ExitStack()
        if self.fake_mode is not None:
            stack.enter_context(self.fake_mode)
        stack.enter_context(self.recorder)
        return stack

    def call(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run a torch callable on stand-in tensors, recording the ATen ops it runs."""
        with self.modes():
            return fn(*args, **kwargs)

    def owns(self, t: torch.Tensor) -> bool:
        return self.recorder.knows(t)

    def finish(self, outputs: Sequence[torch.Tensor], name: str = "main") -> ModuleOp:
        """Return the captured function with `outputs` as its results."""
        returned = [self.recorder.value_of(t, "return") for t in outputs]
        self.recorder.builder.insert(func.ReturnOp(*returned))
        function = func.FuncOp(
            name, ([a.type for a in self.block.args], [v.type for v in returned]),
            Region(self.block),
        )
        return ModuleOp([function])

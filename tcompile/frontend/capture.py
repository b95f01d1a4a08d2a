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

In-place ops are recorded as their functional forms; a write into a view (`y[:, 0] = v`)
is also written back into the tensors it views (`views.py`). `record.py` uses the same
recorder on real tensors to turn test programs into IR.
"""

from __future__ import annotations

import functools
import re
import warnings
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from typing import Any

import sympy
import torch
from torch._dispatch.python import enable_python_dispatcher
from torch._guards import GuardSource, Source, dataclass_with_cached_hash
from torch._subclasses import FakeTensorMode
from torch.fx.experimental.symbolic_shapes import DimDynamic, ShapeEnv, StatelessSymbolicContext
from torch.utils._python_dispatch import TorchDispatchMode, _disable_current_modes
from torch.utils._sympy import functions as _torch_sym
from torch.utils._sympy.printers import PythonPrinter
from xdsl.builder import Builder, InsertPoint
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    ComplexType,
    DenseArrayBase,
    DictionaryAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    ModuleOp,
    Signedness,
    UnitAttr,
    i64,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, Region, SSAValue
from xdsl.rewriter import Rewriter
from xdsl.traits import Pure

from tcompile.dialects import sym as symfn
from tcompile.dialects.sym import ExprAttr
from tcompile.dialects.torch import (
    NON_DENSE,
    STRIDE_ORDER,
    TensorType,
    TorchOp,
    op_class,
    to_attr,
)
from tcompile.dialects.torch_ops import TORCH_OPS
from tcompile.frontend.views import Inverse, View, ViewTable, inverse, is_view_op

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
    torch.uint64: IntegerType(64, Signedness.UNSIGNED),  # CUDA attention's RNG state
    # Complex tensors only flow between library calls (convert-torch-to-prim).
    torch.complex32: ComplexType(Float16Type()),
    torch.complex64: ComplexType(Float32Type()),
    torch.complex128: ComplexType(Float64Type()),
}

# Arguments that only say where or how eager allocates: the IR leaves them to the compiler.
_PLACEMENT_ARGS = ("device", "layout", "pin_memory")

# Autograd-only ops: without autograd they return their input (a view: the same value).
_IDENTITY_OPS = ("torch.aten.detach", "torch.aten.lift_fresh", "torch.aten.alias")
# How torch brings a tensor made from Python data into the traced code (`y[m] = 0.0`).
_LIFT_OPS = ("torch.aten.lift_fresh", "torch.aten.lift_fresh_copy")


@dataclass_with_cached_hash(frozen=True)
class _SymbolSource(Source):
    """Where ShapeEnv says a symbol comes from (`input0`, `number1`): what torch._dynamo's
    ConstantSource is, without importing Dynamo (a second of a first call)."""

    source_name: str

    @property
    def guard_source(self) -> GuardSource:
        return GuardSource.CONSTANT

    @property
    def _name_template(self) -> str:
        return self.source_name


# Functional forms of in-place ops that the recorder spells with another op:
# name -> (op, ATen overload, arguments) for the arguments of the in-place op.
_FUNCTIONAL_AS: dict[str, Callable[[dict[str, Any]], tuple[str, Any, dict[str, Any]]]] = {
    # fill_(x, v) takes a 0-d v, which copy broadcasts (`Recorder._copied`)
    "torch.aten.fill.Tensor": lambda b: ("torch.aten.copy", torch.ops.aten.copy.default,
                                         {"self": b["self"], "src": b["value"]}),
    "torch.aten.zero": lambda b: ("torch.aten.fill.Scalar", torch.ops.aten.fill.Scalar,
                                  {"self": b["self"], "value": 0}),
    # random fills whose functional form has another name (dropout's `bernoulli_(1 - p)`)
    "torch.aten.bernoulli.float": lambda b: ("torch.aten.bernoulli.p",
                                             torch.ops.aten.bernoulli.p, b),
    "torch.aten.normal": lambda b: ("torch.aten.normal_functional",
                                    torch.ops.aten.normal_functional.default, b),
    # transpose_ has no overload name; its functional form is transpose.int (stft calls it)
    "torch.aten.transpose": lambda b: ("torch.aten.transpose.int", torch.ops.aten.transpose.int,
                                       b),
}

# Batch norms that update their running statistics in place when training (native_batch_norm
# without saying so in its schema): see Recorder._batch_norm_update.
# cudnn_batch_norm (CUDA's form in training) also returns a uint8 workspace for its own
# backward, which the functional form replaces (the backward is the graph's): it stays
# unbound, as nothing else reads it. (`_batch_norm_with_update` has no `training` argument
# and its workspace is a result user code sees: not recorded so.)
_BATCH_NORM_UPDATES = frozenset({
    "torch.aten.native_batch_norm", "torch.aten._native_batch_norm_legit",
    "torch.aten.cudnn_batch_norm",
})

def _with_defaults(fn: Any, bound: dict[str, Any]) -> dict[str, Any]:
    """`bound` with `fn`'s defaults for the arguments not passed: the dispatcher leaves out
    arguments at their default (`bernoulli_(0.5)`), and the functional form recorded instead
    may have no default for them (`bernoulli.p`)."""
    return {a.name: a.default_value for a in fn._schema.arguments
            if a.has_default_value()} | bound


def _functional_variant(fn: Any) -> Any:
    """The `<op>_functional` overload of an op that writes into an argument (returning the
    new values after its own results), as torch's functionalization names them; None if
    torch has none."""
    namespace, op = fn._schema.name.split("::")
    packet = getattr(torch.ops.aten, op + "_functional", None) if namespace == "aten" else None
    if packet is None:
        return None
    return getattr(packet, fn._schema.overload_name or "default", None)


# Tensor.new_* factories are recorded as the plain factory with the receiver's dtype.
_NEW_LIKE = {
    "torch.aten.new_zeros": "torch.aten.zeros",
    "torch.aten.new_ones": "torch.aten.ones",
    "torch.aten.new_full": "torch.aten.full",
    "torch.aten.new_empty": "torch.aten.empty.memory_format",
}
_SCHEMA_OF = {
    "torch.aten.zeros": torch.ops.aten.zeros.default,
    "torch.aten.ones": torch.ops.aten.ones.default,
    "torch.aten.full": torch.ops.aten.full.default,
    "torch.aten.empty.memory_format": torch.ops.aten.empty.memory_format,
}


# Constant tensors made from Python data are recorded element by element (`Graph.constant`):
# past this many elements the graph would grow with the data.
MAX_CONSTANT_ELEMENTS = 64

_PRINTER = PythonPrinter()


class UnsupportedOp(Exception):
    """An ATen op (or argument) the torch dialect cannot express."""


class Specialize(Exception):
    """A symbolic Python number reached where the graph needs a static value (a size, an
    index, a dim, an attribute): the translation restarts with the numbers of `sources`
    static."""

    def __init__(self, sources: Sequence[Any]):
        super().__init__(", ".join(s.display() for s in sources))
        self.sources = list(sources)


@dataclass(frozen=True)
class NumberInput:
    """A graph input computed from symbolic Python numbers: `expr` (over their symbols) as
    a 0-d tensor of `dtype`, which takes part in type promotion as the Python number does:
    int64 for an int; for a float, the dtype the op computes in (`_operand_dtype`). `hint`
    is its value in the call being traced."""

    expr: Any
    dtype: torch.dtype
    hint: int | float = field(compare=False)


@dataclass(frozen=True)
class DetachedSource:
    """The graph input `base.detach()`: an input that requires grad, read by ops that run
    under `no_grad` or by `detach()` (see `Graph.detached`)."""

    base: Any

    def expr(self) -> str:
        return f"{self.base.expr()}.detach()"

    def display(self) -> str:
        return f"{self.base.display()}.detach()"


def _result_type(value: torch.Tensor | int | None) -> Attribute:
    """An op result: a tensor, an int (i64), or an undefined tensor (None), which nothing
    can use: recorded as an empty tensor."""
    if isinstance(value, torch.Tensor):
        return tensor_type(value)
    return TensorType([0], Float32Type()) if value is None else i64


def tensor_type(t: torch.Tensor) -> TensorType:
    if t.dtype not in ELEMENT_TYPES:
        raise UnsupportedOp(f"tensors of dtype {t.dtype} are not supported")
    return TensorType([_size_expr(d) for d in t.shape], ELEMENT_TYPES[t.dtype])


def _size_expr(d: int | torch.SymInt) -> Any:
    """A static size as an int; a symbolic one as its sympy expression (`s0`)."""
    return d.node.expr if isinstance(d, torch.SymInt) else int(d)


def sym_expr(e: Any) -> Any:
    """A size expression of torch's ShapeEnv in the functions of `tcompile.dialects.sym`
    (torch's `FloorDiv`, `CeilToInt(IntTrueDiv)`, ... are other sympy classes: kept, no
    verifier could prove `((s0 - 1)//2) + 1` equal to the sizes the lowering computes).
    Recorded IR holds torch's expressions until `finish` converts them. Every symbol becomes
    the dialect's one symbol of its name (`sym.symbol`: integer, nonnegative): torch's
    unbacked sizes (`u0`, the count `nonzero` returns) are only integers."""
    if isinstance(e, sympy.Basic):
        e = e.xreplace({s: symfn.symbol(s.name) for s in e.free_symbols
                        if isinstance(s, sympy.Symbol) and not s.is_nonnegative})
    if not isinstance(e, sympy.Basic) or not e.atoms(sympy.Function):
        return e
    return e.replace(_torch_sym.FloorDiv, symfn.FloorDiv).replace(
        _torch_sym.ModularIndexing, symfn.ModularIndexing).replace(
        _torch_sym.CeilDiv, symfn.CeilDiv).replace(
        lambda x: isinstance(x, _torch_sym.CeilToInt) and isinstance(x.args[0],
                                                                   _torch_sym.IntTrueDiv),
        lambda x: symfn.CeilDiv(*x.args[0].args)).replace(
        lambda x: isinstance(x, _torch_sym.PythonMod | _torch_sym.Mod),
        lambda x: symfn.ModularIndexing(x.args[0], 1, x.args[1]))


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
    `alive`, so ids stay unique while recording. An in-place op is recorded as its
    functional form, and the tensor is rebound to the new value; a write into a view also
    rebinds the tensors it views and makes their other views stale (`views.py`).
    """

    def __init__(self, block: Block):
        super().__init__()
        self.builder = Builder(InsertPoint.at_end(block))
        self.values: dict[int, SSAValue] = {}
        self.alive: list[torch.Tensor] = []
        self.mutated: dict[int, torch.Tensor] = {}  # id -> root tensor written in place
        self.arguments: set[int] = set()  # ids of the graph's inputs (their stand-ins)
        # ids of roots last written with grad disabled (an optimizer's update of parameters)
        self.mutated_without_grad: set[int] = set()
        self.views = ViewTable()
        # Symbols of symbolic Python numbers -> their sources, and how an expression over
        # them becomes an operand of a dtype (a graph input; set by `Graph`).
        self.number_symbols: dict[Any, Any] = {}
        self.number_operand: Callable[[torch.SymInt | torch.SymFloat, torch.dtype],
                                      SSAValue] | None = None

    def number_sources(self, value: Any) -> list[Any]:
        """The sources of the symbolic Python numbers that `value` (a SymInt, SymFloat or
        SymBool) depends on; empty for static values and expressions over sizes."""
        if not isinstance(value, torch.SymInt | torch.SymFloat | torch.SymBool):
            return []
        symbols = value.node.expr.free_symbols
        return [self.number_symbols[s] for s in sorted(symbols, key=str)
                if s in self.number_symbols]

    def bind(self, t: torch.Tensor, value: SSAValue) -> None:
        if isinstance(value, BlockArgument):
            self.arguments.add(id(t))  # a tensor from outside: its sizes are the caller's
        self.values[id(t)] = value
        self.alive.append(t)

    def knows(self, t: torch.Tensor) -> bool:
        return id(t) in self.values

    def value_of(self, t: torch.Tensor, op_name: str) -> SSAValue:
        """`t`'s current value; a view made stale by a write into its root is derived
        again from its parent's current value first."""
        view = self.views.get(t)
        if view is not None and self.views.stale(view):
            if view.op is None:
                self.bind(t, self.value_of(view.parent, op_name))
            else:
                self.bind(t, self.record(view.op, view.fn, view.bound, [t])[0])
            self.views.refreshed(view)
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
            if any(v is None for v in value):  # index_put's Tensor?[]: `x[:, idx] = v`
                raise UnsupportedOp(
                    f"{op_name} with a full slice before an index tensor (`x[:, idx] = v`) "
                    "is not supported; write into x.transpose(...)[idx] instead")
            return [self.convert(v, op_name) for v in value]
        if isinstance(value, torch.dtype):
            return ELEMENT_TYPES[value]
        if isinstance(value, torch.memory_format):
            return str(value).removeprefix("torch.")  # "contiguous_format"
        if isinstance(value, torch.Generator):
            raise UnsupportedOp(f"{op_name} draws from an explicit torch.Generator, which a "
                                "graph does not hold (the default generator is supported)")
        if self.number_sources(value):  # the IR's attributes hold sizes, not Python numbers
            raise Specialize(self.number_sources(value))
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

    def constant(self, value: torch.Tensor, device: torch.device) -> torch.Tensor:
        """A tensor torch made from Python data while tracing (`y[m] = 0.0` lifts a
        `tensor(0.0)` into the traced code), recorded as the ops that make it again."""
        with _disable_current_modes():
            numbers = _constant_numbers(value)  # real data: read it outside fake mode
        with self:
            return _make_constant(numbers, value.shape, value.dtype, device)

    def __torch_dispatch__(self, fn, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if fn is torch.ops.aten.index.Tensor and any(i is None for i in args[1]):
            return self._index_without_none(*args)
        if fn in _SCATTER_VIEWS and _any_symbolic(args):
            _equal_sizes(_SCATTER_VIEWS[fn](args[0], *args[2:], **kwargs), args[1])
        if _any_symbolic(args):
            # With symbolic sizes the ops' Python meta functions and decompositions run (as
            # under Dynamo's tracing): the C++ kernels of structured ops (addcmul, ...) want
            # concrete ints, and composites such as constant_pad_nd read concrete sizes,
            # which would specialize them, before failing on storage_offset().
            with enable_python_dispatcher():
                out = fn(*args, **kwargs)
        else:
            out = fn(*args, **kwargs)
        outputs = [out] if isinstance(out, torch.Tensor) else out
        # Tensors, and after the first one also ints and undefined tensors (None): CUDA
        # flash attention returns sequence lengths and, unless varlen, no cumulative ones.
        if not isinstance(outputs, list | tuple) or not outputs or not isinstance(
            outputs[0], torch.Tensor
        ) or not all(o is None or isinstance(o, torch.Tensor | int | torch.SymInt)
                     for o in outputs):
            return out  # metadata queries such as prim.device
        name = _op_name(fn)
        bound = dict(zip((a.name for a in fn._schema.arguments), args, strict=False))
        bound.update(kwargs)
        if name in _LIFT_OPS and not self.knows(bound["self"]):
            self.bind(out, self.value_of(self.constant(bound["self"], out.device), name))
            return out
        if name in _IDENTITY_OPS:
            self.bind(out, self.value_of(bound["self"], name))
            self.views.add(out, bound["self"], None, fn, bound)
            return out
        if name in _NEW_LIKE:  # x.new_zeros(size): zeros(size) with x's dtype
            name = _NEW_LIKE[name]
            self_ = bound.pop("self")
            bound["dtype"] = bound.get("dtype") or self_.dtype
            fn = _SCHEMA_OF[name]
        if name in _BATCH_NORM_UPDATES and bound.get("running_mean") is not None and (
                bound["training"] or fn._schema.is_mutable):
            self._batch_norm_update(name, fn, bound, outputs)
            return out
        inplace = fn._schema.is_mutable and name.split(".")[2].endswith("_")
        if fn._schema.is_mutable and not inplace and _functional_variant(fn) is not None:
            self._functionalized(name, fn, bound, outputs)
            return out
        if inplace:
            target = bound["self"]
            chain = self._write_chain(target, name, fn)
            parts = name.split(".")
            parts[2] = parts[2].removesuffix("_")
            name = ".".join(parts)
            if name in _FUNCTIONAL_AS:
                name, fn, bound = _FUNCTIONAL_AS[name](_with_defaults(fn, bound))
        if inplace and name == "torch.aten.copy":
            results = [self._copied(bound["src"], bound["self"])]
        else:
            results = self.record(name, fn, bound, outputs)
        for t, r in zip(outputs, results, strict=True):
            if isinstance(t, torch.Tensor):
                self.bind(t, r)
        if inplace and chain is not None:
            self._write_back(target, chain)
        elif is_view_op(fn):
            self.views.add_outputs(name, fn, bound, outputs)
        return out

    def _functionalized(self, name: str, fn: Any, bound: dict[str, Any],
                        outputs: Sequence[Any]) -> None:
        """An op that writes into some of its arguments (`rrelu_with_noise(x, noise!)`),
        recorded as its `_functional` variant, whose extra results are the new values of
        those arguments: bound to them and written back as in-place writes are."""
        functional = _functional_variant(fn)
        written = [a.name for a in fn._schema.arguments
                   if a.alias_info is not None and a.alias_info.is_write]
        targets = [bound[w] for w in written]
        chains = [self._write_chain(t, name, fn) for t in targets]
        results = self.record(_op_name(functional), functional, _with_defaults(fn, bound),
                              [*outputs, *targets])
        for t, r in zip(outputs, results, strict=False):
            self.bind(t, r)
        for t, r, chain in zip(targets, results[len(outputs):], chains, strict=True):
            self.bind(t, r)
            if chain is not None:
                self._write_back(t, chain)

    def _batch_norm_update(self, name: str, fn: Any, bound: dict[str, Any],
                           outputs: Sequence[Any]) -> None:
        """Batch norm in training mode, which updates its running statistics in place (in
        the schema or not), recorded as `_native_batch_norm_legit_functional`, whose last two
        results are the new statistics: they are bound to the running tensors and written
        back as other in-place writes are (into a module's buffers, after the graph). Out of
        training (`_native_batch_norm_legit`'s schema still says it writes them) they are
        only read."""
        running = [bound["running_mean"], bound["running_var"]]
        training = bound["training"]  # else: the statistics are read only
        chains = [self._write_chain(t, name, fn) if training else None for t in running]
        functional = torch.ops.aten._native_batch_norm_legit_functional.default
        args = {"input": bound["input"], "weight": bound.get("weight"),
                "bias": bound.get("bias"), "running_mean": running[0],
                "running_var": running[1], "training": training,
                "momentum": bound.get("momentum", bound.get("exponential_average_factor")),
                "eps": bound.get("eps", bound.get("epsilon"))}
        results = self.record("torch.aten._native_batch_norm_legit_functional", functional,
                              args, [*outputs[:3], *running])
        for t, r in zip(outputs[:3], results[:3], strict=True):
            self.bind(t, r)
        for t, r, chain in zip(running, results[3:], chains, strict=True):
            if chain is not None:
                self.bind(t, r)
                self._write_back(t, chain)

    def _copied(self, src: torch.Tensor, like: torch.Tensor) -> SSAValue:
        """The value `like.copy_(src)` gives `like`: `src` in `like`'s dtype, broadcast to
        its sizes. Recorded as `_to_copy` and `expand` rather than `aten.copy`, which has no
        derivative: the graph's backward replays the recorded ops under autograd."""
        with self:
            if src.dtype != like.dtype:
                src = torch.ops.aten._to_copy.default(src, dtype=like.dtype)
            new = torch.ops.aten.expand.default(src, like.shape)
        return self.value_of(new, "copy_")

    def _write_chain(self, target: torch.Tensor, name: str,
                     fn: Any) -> list[tuple[View, Inverse]] | None:
        """The views from `target` up to its root, each with its inverse, checked before
        anything is recorded: a write that cannot be made functional is an UnsupportedOp.
        None for an op that changes only `target`'s sizes or strides (`t_`, `unsqueeze_`),
        which is recorded as the view it makes, on a tensor that shares memory with none."""
        if torch.Tag.inplace_view in fn.tags:
            # (a tensor the function made, written in place before or not, shares memory
            # with nothing else: quantile unsqueezes its result after writing it)
            if self.views.get(target) is not None or self.views.viewed(target) \
                    or target._base is not None or id(target) in self.arguments:
                raise UnsupportedOp(
                    f"{name} changes in place the sizes or strides of an input, a view or "
                    "a tensor with views; use the out-of-place form (`x = x.t()`)")
            return None
        chain = [(view, inverse(view)) for view in self.views.chain(target)]
        for view, inv in chain:
            if inv is None:
                raise UnsupportedOp(
                    f"{name} writes into a view made by {view.op}, which the torch dialect "
                    "cannot write back into the viewed tensor (elements may share memory); "
                    "write into a copy (.clone()) or build the result with torch.where")
        if self.views.root(target)._base is not None:
            raise UnsupportedOp(
                f"{name} writes into a view of a tensor the function did not create (an "
                "input that is a view of another tensor, which another input may also view)")
        return chain

    def _write_back(self, target: torch.Tensor, chain: list[tuple[View, Inverse]]) -> None:
        """`target`, written in place, is bound to its new value: put that value back into
        each parent up to the root, rebind them, and make every other view of the root
        stale. The root is recorded as mutated (the bridge writes graph inputs back)."""
        value = self.values[id(target)]
        for view, inv in chain:
            if inv.op is not None:
                operands = {"self": self.value_of(view.parent, inv.op), "src": value} \
                    if inv.into_parent else {"self": value}
                attrs = {k: self.convert(v, inv.op) for k, v in inv.attrs.items()}
                op = TORCH_OPS[inv.op].make(**operands, **attrs,
                                            result_types=[tensor_type(view.parent)])
                self.builder.insert(op)
                value = op.results[0]
            self.bind(view.parent, value)
        root = self.views.root(target)
        self.views.written(root, [view for view, _ in chain])
        self.mutated[id(root)] = root
        if torch.is_grad_enabled():
            self.mutated_without_grad.discard(id(root))
        else:
            self.mutated_without_grad.add(id(root))

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
        symbolic = {k for k in numbers if self.number_sources(bound[k])}
        numbers -= symbolic
        for o in outputs:
            for d in o.shape if isinstance(o, torch.Tensor) else ():
                if self.number_sources(d):
                    raise Specialize(self.number_sources(d))
        tensor_name = name.removesuffix(".Scalar") + ".Tensor"
        if name.endswith(".Scalar") and self.number_sources(bound.get("other")) \
                and tensor_name in TORCH_OPS:
            name = tensor_name  # gt.Scalar(x, n), n symbolic, is gt.Tensor(x, tensor(n))
            symbolic.add("other")
        scalar_name = name.removesuffix(".Tensor") + ".Scalar"
        if not symbolic and numbers == {"other"} and name.endswith(".Tensor") and scalar_name in TORCH_OPS:
            name = scalar_name  # mul.Tensor(x, 2) is mul.Scalar(x, 2)
            numbers = set()
        number = next((v for v in bound.values() if isinstance(v, complex)), None)
        if number is not None:  # complex tensors are values of the graph, complex numbers not
            raise UnsupportedOp(
                f"{name} takes the Python complex number {number}, which the torch dialect "
                "cannot hold; make a tensor of it outside the compiled function and pass it in")
        cls = op_class(name)
        if cls is None:
            why = "the torch dialect cannot hold its schema's types" if hasattr(fn, "_schema") \
                else "it is not an operator of the dispatcher"
            raise UnsupportedOp(f"op {fn} has no torch-dialect op: {why}")
        values = {
            k: self.convert(v, name)
            for k, v in bound.items()
            if k not in _PLACEMENT_ARGS and v is not None and k not in numbers | symbolic
        }
        values.update({k: self.scalar_operand(bound[k]) for k in numbers})
        values.update({k: self.number_operand(bound[k], _operand_dtype(bound[k], bound,
                                                                       tensor_args))
                       for k in symbolic})
        op = cls.make(**values, result_types=[_result_type(o) for o in outputs])
        self.builder.insert(op)
        return op.results


def _operand_dtype(value: torch.SymInt | torch.SymFloat, bound: dict[str, Any],
                   tensor_args: set[str]) -> torch.dtype:
    """The dtype of the 0-d tensor that stands for a symbolic number in an op: int64 for an
    int; for a float, that of the op's floating tensor operands (eager computes the float
    in it), else the default dtype, as for `int_tensor * 2.5`."""
    if isinstance(value, torch.SymInt):
        return torch.int64
    floating = [v.dtype for k, v in bound.items() if k in tensor_args
                and isinstance(v, torch.Tensor) and v.dtype.is_floating_point]
    return functools.reduce(torch.promote_types, floating, floating[0]) if floating \
        else torch.get_default_dtype()


def _constant_numbers(value: torch.Tensor) -> list[int | float | bool]:
    """The elements of a tensor made from Python data, as Python numbers, if it is small
    enough to record (`MAX_CONSTANT_ELEMENTS`)."""
    if value.numel() > MAX_CONSTANT_ELEMENTS:
        raise UnsupportedOp(
            f"a tensor of {value.numel()} Python numbers is too large to record as a "
            f"constant (at most {MAX_CONSTANT_ELEMENTS} elements); build it once outside "
            "the compiled function and pass it in")
    return value.flatten().tolist()


def _make_constant(numbers: Sequence[int | float | bool], shape: Sequence[int],
                  dtype: torch.dtype, device: torch.device | str | None) -> torch.Tensor:
    """Make a constant tensor again with torch ops (run under the recorder, these are what
    it records): a `full` when its elements are all equal, else one `scalar_tensor` per
    element, stacked and reshaped."""
    if all(n == numbers[0] for n in numbers[1:]) or not numbers:
        return torch.full(shape, numbers[0] if numbers else 0, dtype=dtype, device=device)
    stacked = torch.stack([torch.scalar_tensor(n, dtype=dtype, device=device) for n in numbers])
    return stacked if len(shape) == 1 else stacked.reshape(shape)


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
        # (real tensor, source) in the order of the block arguments; (None, NumberInput).
        self.inputs: list[tuple[torch.Tensor | None, Any]] = []
        self._fake_of: dict[int, torch.Tensor] = {}  # id(real) -> its stand-in
        # Symbols: of a dynamic dim -> (source of the tensor, dim); of a stride or storage
        # offset of an input that is a slice of a larger tensor -> (source of the tensor,
        # "stride(d)" or "storage_offset()"); of a symbolic Python number -> (its source, None).
        self.symbols: dict[Any, tuple[Any, int | str | None]] = {}
        # (source, dim, size) of every dynamic input dim: its symbol, another input's symbol
        # (equal sizes share one), or an int (0 and 1 stay static): the last two need guards.
        # Also (source, "stride(d)" or "storage_offset()", symbol) for the strides and offset
        # of a slice of a larger tensor that are symbols.
        self.dynamic_sizes: list[tuple[Any, int | str, Any]] = []
        self._numbers: dict[Any, torch.SymInt | torch.SymFloat] = {}  # source -> symbolic
        # (expression, dtype) -> its NumberInput block argument
        self._number_args: dict[tuple[Any, torch.dtype], SSAValue] = {}
        self._detached: dict[int, torch.Tensor] = {}  # id(stand-in) -> its detached input
        # ids of stand-ins whose detached input was written in place (under no_grad): their
        # own value in the graph is stale from then on
        self.shadowed: set[int] = set()
        self.recorder.number_operand = self._number_operand

    def constant_value(self, t: torch.Tensor, max_numel: int = 1 << 24) -> torch.Tensor | None:
        """The value of the graph's tensor `t` if the graph computes it from no input (only
        static sizes and constants: `arange(n) >= 0`), evaluated now on the CPU by replaying
        the ops that make it; None if it depends on an input or a symbolic size, draws random
        numbers, or has more than `max_numel` elements."""
        if id(t) not in self.recorder.values or t.numel() > max_numel:
            return None
        needed: set[Operation] = set()
        stack = [self.recorder.values[id(t)]]
        while stack:
            v = stack.pop()
            if isinstance(v, BlockArgument) or not isinstance(v.owner, TorchOp):
                return None
            op = v.owner
            if op in needed:
                continue
            if not op.has_trait(Pure) or any(
                    isinstance(r.type, TensorType) and r.type.static_sizes() is None
                    for r in op.results):
                return None
            needed.add(op)
            stack.extend(op.operands)
        from tcompile.testing.torch_interp import run_op

        env: dict[SSAValue, Any] = {}
        try:
            with _disable_current_modes():  # real tensors, outside the fake mode and recorder
                for op in self.block.ops:
                    if op in needed:
                        env.update(zip(op.results, run_op(op, env, {}, "cpu"), strict=True))
        except Exception:  # noqa: BLE001 - a symbolic property, an op the CPU lacks: unknown
            return None
        return env[self.recorder.values[id(t)]]

    def stand_in_of(self, real: torch.Tensor) -> torch.Tensor | None:
        """The fake tensor standing for the graph input `real` (None if it is not one)."""
        return self._fake_of.get(id(real))

    def input(self, real: torch.Tensor, source: Any,
              dynamic_dims: Sequence[int] = ()) -> torch.Tensor:
        """The stand-in for `real` (a new block argument the first time it is seen)."""
        if id(real) in self._fake_of:
            return self._fake_of[id(real)]
        if real.is_cuda and not self.inputs:
            # the graph's kernels will be Triton's: the compile workers (if any) start now,
            # so they are ready when code generation hands them the kernels
            from tcompile.compiler import start_compile_workers

            start_compile_workers()
        stand_in = real
        if self.fake_mode is not None:
            stand_in = self._fake(real, dynamic_dims)
        for d in dynamic_dims:
            size = sympy.sympify(_size_expr(stand_in.shape[d]))
            if isinstance(size, sympy.Symbol):
                self.symbols.setdefault(size, (source, d))
            self.dynamic_sizes.append((source, d, size))
        if dynamic_dims:
            # A slice of a larger tensor: strides that are no function of its sizes, and its
            # offset, are symbols of their own, read from the tensor by guards and bridges
            # (the wrapper copies such an input dense before its kernels read it).
            for d, stride in enumerate(stand_in.stride()):
                expr = sympy.sympify(_size_expr(stride))
                if isinstance(expr, sympy.Symbol):
                    self.symbols.setdefault(expr, (source, f"stride({d})"))
                    self.dynamic_sizes.append((source, f"stride({d})", expr))
            offset = sympy.sympify(_size_expr(stand_in.storage_offset()))
            if isinstance(offset, sympy.Symbol):
                self.symbols.setdefault(offset, (source, "storage_offset()"))
                self.dynamic_sizes.append((source, "storage_offset()", offset))
        arg = self.block.insert_arg(tensor_type(stand_in), len(self.block.args))
        self.recorder.bind(stand_in, arg)
        self._fake_of[id(real)] = stand_in
        self.inputs.append((real, source))
        return stand_in

    def stride_guard(self, stand_in: torch.Tensor) -> Callable[[str], str] | None:
        """For the stand-in of an input with dynamic sizes that is not contiguous: the
        Python text of its strides as functions of its own sizes (`(1, x.size(0))` for a
        transpose), as the ShapeEnv inferred them, given the text of the tensor; None when it
        is contiguous or has no dynamic size."""
        def raw(d: int | torch.SymInt) -> Any:  # torch's expression: guards print it
            return d.node.expr if isinstance(d, torch.SymInt) else int(d)

        strides = [raw(st) for st in stand_in.stride()]
        if all(isinstance(st, int) for st in strides) or stand_in.is_contiguous():
            return None
        dims: dict[Any, int] = {}
        for d, n in enumerate(stand_in.shape):
            size = raw(n)
            if isinstance(size, sympy.Symbol):
                dims.setdefault(size, d)

        names = {sym: sympy.Symbol(f"___size{d}") for sym, d in dims.items()}
        # A stride of its own (a slice of a larger tensor) is read back as itself: its
        # relation to other inputs' sizes, where the ShapeEnv made them one symbol, is
        # guarded with the sizes (`Graph.dynamic_sizes`).
        for d, st in enumerate(strides):
            if isinstance(st, sympy.Symbol) and st not in names:
                names[st] = sympy.Symbol(f"___stride{d}")
        items = [_python(sympy.sympify(st).xreplace(names)) for st in strides]
        text = f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"

        def render(x: str) -> str:
            return re.sub(r"___(size|stride)(\d+)", lambda m: f"{x}.{m.group(1)}({m.group(2)})",
                          text)

        return render

    def detached(self, stand_in: torch.Tensor) -> torch.Tensor | None:
        """For the stand-in of an input that requires grad, the stand-in of that input
        detached (a graph input of its own, which the bridge passes as `x.detach()`); None
        for other tensors. Ops run under `no_grad`, and `detach()`, read it: the graph's
        backward differentiates the recorded ops, which have no grad mode of their own, so
        only a separate input keeps gradients from flowing through them, as in eager."""
        if not stand_in.requires_grad or self.fake_mode is None:
            return None
        if id(stand_in) not in self._detached:
            found = [(real, source) for real, source in self.inputs
                     if real is not None and self._fake_of[id(real)] is stand_in]
            if not found:
                return None
            real, source = found[0]
            with self.fake_mode:
                twin = stand_in.detach()  # the same (symbolic) sizes and storage
            arg = self.block.insert_arg(tensor_type(twin), len(self.block.args))
            self.recorder.bind(twin, arg)
            detached_real = real.detach()
            self._fake_of[id(detached_real)] = twin
            self.inputs.append((detached_real, DetachedSource(source)))
            self._detached[id(stand_in)] = twin
        return self._detached[id(stand_in)]

    def stop_gradient(self, stand_in: torch.Tensor) -> torch.Tensor | None:
        """`stand_in` cut from autograd, for the ops that run under `no_grad` and for
        `detach()`: for an input, its detached input (`detached`); for a tensor the graph
        computed, the result of a `detach` op recorded in the graph, which stops the
        gradient of the graph's backward there as autograd does in eager. None for tensors
        that do not require grad.

        The recorder itself keeps taking `detach` for the identity: autograd detaches what
        it saves for the backward (softmax's output), and those uses must not stay in the
        graph (torch-fuse-attention wants the probabilities used once)."""
        if not stand_in.requires_grad or self.fake_mode is None:
            return None
        twin = self.detached(stand_in)
        if twin is None:
            fn, bound = torch.ops.aten.detach.default, {"self": stand_in}
            with self.fake_mode:
                twin = fn(stand_in)
            self.recorder.bind(twin, self.recorder.record("torch.aten.detach", fn, bound,
                                                          [twin])[0])
            self.recorder.views.add(twin, stand_in, "torch.aten.detach", fn, bound)
        return twin

    def number_input(self, value: int | float, source: Any) -> torch.SymInt | torch.SymFloat:
        """A symbolic number standing for the Python int or float `value` read from
        `source`: Python arithmetic on it stays symbolic, branches on it become guards
        (`n >= 0`), and a tensor op that uses it gets it as a graph input."""
        if source not in self._numbers:
            env = self.shape_env
            where = _SymbolSource(f"number{len(self._numbers)}")
            sym = env.create_unspecified_symbol(value, where, dynamic_dim=DimDynamic.DYNAMIC)
            make = env.create_symintnode if type(value) is int else env.create_symfloatnode
            self._numbers[source] = make(sym, hint=value, source=where)
            self.symbols[sym] = (source, None)
            self.recorder.number_symbols[sym] = source
        return self._numbers[source]

    def _number_operand(self, value: torch.SymInt | torch.SymFloat, dtype: torch.dtype
                        ) -> SSAValue:
        key = (value.node.expr, dtype)
        if key not in self._number_args:
            arg = self.block.insert_arg(TensorType([], ELEMENT_TYPES[dtype]),
                                        len(self.block.args))
            self._number_args[key] = arg
            self.inputs.append((None, NumberInput(key[0], dtype, value.node.hint)))
        return self._number_args[key]

    def constant(self, value: torch.Tensor, device: torch.device | str | None) -> torch.Tensor:
        """The stand-in for a small tensor made from Python numbers (`torch.tensor([1., 2.])`),
        recorded as the ops that make it again on each run (`_make_constant`). Recording
        (rather than a graph input the bridge would allocate per call) keeps the constant
        inside the graph, where the backend can fold it."""
        numbers = _constant_numbers(value)
        with self.modes():
            return _make_constant(numbers, value.shape, value.dtype, device)

    def tensor_inputs(self) -> list[tuple[torch.Tensor, Any]]:
        """(stand-in, source) of the tensor inputs."""
        return [(self._fake_of[id(real)], source) for real, source in self.inputs
                if real is not None]

    def example_inputs(self) -> list[torch.Tensor]:
        """The graph's inputs in the call being traced."""
        return [torch.tensor(source.hint, dtype=source.dtype) if real is None else real
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
            real, symbolic_context=context, source=_SymbolSource(f"input{len(self.inputs)}"))
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
            name = f"L{len(sources)}" if dim is None else (
                f"L{len(sources)}.size({dim})" if isinstance(dim, int) else f"L{len(sources)}.{dim}")
            names[sym] = sympy.Symbol(name)
            sources.append(source)
        text = _python(expr.xreplace(names))
        return text, sources

    def modes(self) -> ExitStack:
        """Enter the fake mode (if any) and the recorder on top of it."""
        stack = ExitStack()
        if self.fake_mode is not None:
            stack.enter_context(self.fake_mode)
        if self.symbols and torch.backends.cuda.cudnn_sdp_enabled():
            # cuDNN attention builds a plan for each new shape (60-140 ms per sequence length
            # on the H100; eager pays it too, torch.compile does not): with symbolic sizes the
            # dispatcher records flash or memory-efficient attention, which need no setup
            torch.backends.cuda.enable_cudnn_sdp(False)
            stack.callback(torch.backends.cuda.enable_cudnn_sdp, True)
        stack.enter_context(self.recorder)
        return stack

    def call(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run a torch callable on stand-in tensors, recording the ATen ops it runs."""
        with self.modes():
            return fn(*args, **kwargs)

    def _known_size(self, e: sympy.Expr) -> sympy.Expr:
        """`e` through the ShapeEnv's replacements and, when the guards taken while tracing
        fix its value (`(s0 - 1)//2 + 1 == 5`, added to broadcast against a size 5), that
        value."""
        env = self.shape_env
        e = env.replace(e)
        if not isinstance(e, sympy.Expr) or e.is_number or e.is_Symbol:
            return e
        hint = e.xreplace(env.backed_var_to_val)
        if hint.is_Integer and env._maybe_evaluate_static(sympy.Eq(e, hint)) == sympy.true:
            return hint
        return e

    def owns(self, t: torch.Tensor) -> bool:
        return self.recorder.knows(t)

    def finish(self, outputs: Sequence[torch.Tensor], name: str = "main",
               drop_unused: bool = False) -> ModuleOp:
        """Return the captured function with `outputs` as its results. Recording ends here:
        values whose sizes the ShapeEnv resolved are replaced in the block; `drop_unused`:
        static tensor inputs nothing reads leave the function and `inputs`."""
        self.recorder.builder.insert(func.ReturnOp(
            *(self.recorder.value_of(t, "return") for t in outputs)))
        if self.shape_env is not None:
            known: dict[sympy.Expr, sympy.Expr] = {}
            _resolve_sizes(self.block, lambda e: known[e] if e in known else known.setdefault(
                e, self._known_size(e)))
        if drop_unused:
            self._drop_unused_inputs()
        returned = self.block.last_op.operands
        function = func.FuncOp(
            name, ([a.type for a in self.block.args], [v.type for v in returned]),
            Region(self.block), res_attrs=_result_layouts(outputs),
        )
        return ModuleOp([function])

    def _drop_unused_inputs(self) -> None:
        """Tensor inputs of static sizes that no op reads leave the graph (an optimizer's
        parameter, read only through its detached input): a graph input that requires grad
        would make every call go through autograd for nothing. Symbolic ones stay: the
        wrapper may bind a size from them."""
        args = self.block.args
        if len(args) != len(self.inputs):
            return
        for i in reversed(range(len(args))):
            arg, real = args[i], self.inputs[i][0]
            if real is not None and not arg.uses and arg.type.static_sizes() is not None:
                self.block.erase_arg(arg)
                del self.inputs[i]

# scatter op -> the view of its input that its source replaces
_SCATTER_VIEWS = {
    torch.ops.aten.slice_scatter.default: torch.ops.aten.slice.Tensor,
    torch.ops.aten.select_scatter.default: torch.ops.aten.select.int,
    torch.ops.aten.diagonal_scatter.default: torch.ops.aten.diagonal.default,
}


def _equal_sizes(a: torch.Tensor, b: torch.Tensor) -> None:
    """Guard that `a` and `b` have equal sizes (eager checks it when it runs; the meta
    functions of the scatter ops do not), so the ShapeEnv unifies their symbols."""
    if a.dim() == b.dim():
        for x, y in zip(a.shape, b.shape, strict=True):
            if x != y:  # evaluating the SymBool records the guard (or its negation)
                return


def _any_symbolic(args: Sequence[Any]) -> bool:
    """Whether a tensor among `args` (or in a list among them) has a symbolic size."""
    for a in args:
        if isinstance(a, list | tuple):
            if _any_symbolic(a):
                return True
        elif isinstance(a, torch.Tensor) and any(isinstance(d, torch.SymInt) for d in a.shape):
            return True
    return False


def layout_attrs(sizes: Sequence[int | None], strides: Sequence[int | None]
                 ) -> dict[str, Attribute]:
    """`{STRIDE_ORDER: ...}` for a dense tensor laid out other than row-major, `{NON_DENSE}` for
    one whose strides leave gaps or overlap, `{}` for a row-major one (or unknown sizes, or no
    elements). See `_result_layouts` for the order's rules."""
    if None in sizes or None in strides or 0 in sizes:  # unbacked sizes; no elements
        return {}
    n = len(sizes)
    inner_first = sorted(range(n), key=lambda k: (strides[k], sizes[k] != 1, -k))
    expected = 1
    for k in inner_first:
        if sizes[k] != 1 and strides[k] != expected:
            return {NON_DENSE: UnitAttr()}
        expected *= sizes[k]  # type: ignore[operator]
    if inner_first == list(reversed(range(n))):
        return {}
    return {STRIDE_ORDER: DenseArrayBase.from_list(i64, inner_first[::-1])}


def row_major_but_unit_dims(sizes: Sequence[int], strides: Sequence[int]) -> bool:
    """Whether a dense tensor is row-major but for the strides of its dims of size 1 (a 1x1
    convolution's weight gradient from cuDNN, `[O, I, 1, 1]` with strides `(I, 1, I, I)`):
    the same memory as row-major, so the graph plans it (and what is computed from it, an
    optimizer's new parameter and moments) row-major rather than in the order those strides
    suggest, which would keep the results from being written into row-major inputs."""
    expected = 1
    for n, st in zip(reversed(list(sizes)), reversed(list(strides)), strict=True):
        if n != 1:
            if st != expected:
                return False
            expected *= n
    return True


def _result_layouts(outputs: Sequence[torch.Tensor]) -> ArrayAttr[DictionaryAttr] | None:
    """The `res_attrs` recording the layout eager gives each output (torch.py, STRIDE_ORDER),
    or None when every output is contiguous row-major.

    Dims are sorted innermost first by stride; on a tie a size-1 dim goes inside, where its
    stride equals the next one's, so that the order gives back eager's strides for size-1
    dims too (`(4, 1, 1)` for sizes `(3, 1, 4)`: order `[0, 2, 1]`); a result is row-major
    when that order is. Symbolic sizes and strides are read through their hints: the order
    of an output's dims follows from its inputs' layouts, which the guards fix. Outputs whose
    strides leave gaps or overlap get NON_DENSE.
    """

    def hint(d: int | torch.SymInt) -> int | None:
        return d.node.hint if isinstance(d, torch.SymInt) else int(d)

    layouts = [layout_attrs([hint(d) for d in t.shape], [hint(s) for s in t.stride()])
               for t in outputs]
    if not any(layouts):
        return None
    return ArrayAttr([DictionaryAttr(attrs) for attrs in layouts])


def _resolve_sizes(block: Block, replace: Callable[[sympy.Expr], sympy.Expr]) -> None:
    """Rewrite every size in `block` (block argument and result types, int properties)
    through the ShapeEnv's final replacements. Types are written as ops are recorded, but
    tracing may learn later that two symbols are equal (`x * y`) or that one is a constant:
    the lowering then sees one symbol, or the constant (translate guards both)."""

    def resolve(attr: Attribute) -> Attribute:
        if isinstance(attr, TensorType):
            return attr.with_(shape=[sym_expr(replace(d)) for d in attr.sizes])
        if isinstance(attr, ExprAttr):
            return to_attr("int", sym_expr(replace(attr.data)))
        if isinstance(attr, ArrayAttr):
            return ArrayAttr([resolve(a) for a in attr.data])
        return attr

    values = [*block.args, *(r for op in block.ops for r in op.results)]
    for value in values:
        resolved = resolve(value.type)
        if resolved != value.type:
            Rewriter.replace_value_with_new_type(value, resolved)
    for op in block.ops:
        for name, attr in op.properties.items():
            op.properties[name] = resolve(attr)

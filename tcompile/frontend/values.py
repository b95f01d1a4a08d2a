"""Symbolic values: what the interpreter keeps on its stack and in its locals.

A value stands for a Python object of the traced program. It carries its provenance
(`source`, a `Source` tree, or None for values the traced code made), so that guards can be
installed on what tracing depended on and so that a graph break can rebuild the real object.
Real objects are never mutated while tracing: containers read from a source are copied into
symbolic containers, and mutations of pre-existing objects are recorded by the interpreter
and replayed when the compiled code runs.
"""

from __future__ import annotations

import types
from dataclasses import dataclass, field
from typing import Any

import torch


class Value:
    source: Any = None

    def python_type(self) -> type:
        raise NotImplementedError


@dataclass(eq=False)
class ConstantValue(Value):
    """An immutable Python value (None, bool, int, float, str, dtype, device, slice, range,
    torch.Size, Ellipsis, ...), folded while tracing."""

    value: Any
    source: Any = None

    def python_type(self) -> type:
        return type(self.value)


@dataclass(eq=False)
class ObjectValue(Value):
    """Any other real object: a class, a Python module, a builtin, a config object, an
    `nn.Module`. Attribute reads go to the real object and are guarded through `source`."""

    obj: Any
    source: Any = None

    def python_type(self) -> type:
        return type(self.obj)


@dataclass(eq=False)
class NewObjectValue(Value):
    """An instance of a user class that the traced code created (`Ops(0.5)`, a dataclass):
    its class and the attributes assigned so far. The bridge makes the real object with
    `cls.__new__(cls)` and sets these attributes; `cls_source` reaches the class (for
    guarding class attributes read through the object)."""

    cls: type
    attrs: dict[str, Value] = field(default_factory=dict)
    cls_source: Any = None
    source: Any = None

    def python_type(self) -> type:
        return self.cls


@dataclass(eq=False)
class TensorValue(Value):
    """A tensor: its fake stand-in, whose ops the graph records."""

    fake: torch.Tensor
    source: Any = None

    def python_type(self) -> type:
        return torch.Tensor


@dataclass(eq=False)
class ListValue(Value):
    items: list[Value]
    source: Any = None
    mutated: bool = False  # a pre-existing list changed: replay its new contents
    cls: type = list  # a subclass of list read from a source, or list

    def python_type(self) -> type:
        return self.cls


@dataclass(eq=False)
class TupleValue(Value):
    items: list[Value]
    source: Any = None
    cls: type = tuple  # a namedtuple class, or tuple

    def python_type(self) -> type:
        return self.cls


@dataclass(eq=False)
class SetValue(Value):
    """A set the traced code built (`{i % 2 for i in ...}`); its elements are constants."""

    items: set[Any]
    source: Any = None

    def python_type(self) -> type:
        return set


@dataclass(eq=False)
class DictValue(Value):
    """A dict, or an instance of a dict subclass (an `OrderedDict`, transformers'
    `ModelOutput`): its items, and for a subclass instance the traced code made, its instance
    attributes (`attrs`, also what `obj.__dict__` reads). Methods the subclass defines in
    Python are inlined; the builtin ones act on `items`."""

    items: dict[Any, Value]  # keys are real hashable constants
    source: Any = None
    mutated: bool = False
    cls: type = dict
    attrs: dict[str, Value] | None = None
    obj: Any = None  # the real instance of a subclass read from `source`

    def is_plain(self) -> bool:
        return self.cls is dict and self.attrs is None

    def python_type(self) -> type:
        return self.cls


@dataclass(eq=False)
class IteratorValue(Value):
    """An iterator over values known while tracing (lists, ranges, zip, enumerate...)."""

    items: list[Value]
    index: int = 0
    source: Any = None
    returned: Value | None = None  # an inlined generator's return value (`yield from`'s)

    def python_type(self) -> type:
        return type(iter(()))


@dataclass(eq=False)
class CellValue(Value):
    """A closure cell of an inlined function; `contents` is None while the cell is empty."""

    contents: Value | None = None
    source: Any = None


@dataclass(eq=False)
class FunctionValue(Value):
    """A Python function: a real one (`fn`), or one the traced code made with MAKE_FUNCTION
    (`fn` is None; its defaults and closure cells are symbolic)."""

    code: types.CodeType
    globals: dict[str, Any]
    name: str
    defaults: tuple[Value, ...] = ()
    kwdefaults: dict[str, Value] = field(default_factory=dict)
    closure: tuple[CellValue, ...] = ()
    fn: types.FunctionType | None = None
    source: Any = None

    def python_type(self) -> type:
        return types.FunctionType


@dataclass(eq=False)
class BoundMethodValue(Value):
    """`obj.method`: a Python function bound to a value."""

    func: Value
    self_value: Value
    source: Any = None

    def python_type(self) -> type:
        return types.MethodType


@dataclass(eq=False)
class PartialValue(Value):
    """`functools.partial(func, *args, **kwargs)`."""

    func: Value
    args: list[Value]
    kwargs: dict[str, Value]
    source: Any = None


@dataclass(eq=False)
class TensorMethodValue(Value):
    """`tensor.method` before the call: a Tensor method (or `torch.Tensor.<name>`)."""

    name: str
    self_value: TensorValue
    source: Any = None


@dataclass(eq=False)
class SuperValue(Value):
    """`super(cls, obj)`: attribute reads look up the MRO after `cls`."""

    cls: type
    obj: Value


@dataclass(eq=False)
class GradModeValue(Value):
    """A grad-mode context manager (`no_grad`, `enable_grad`, `set_grad_enabled(b)`,
    `inference_mode`), also usable as a decorator, or `contextlib.nullcontext()`, the context
    that leaves the grad mode as it is (`enabled` None: what transformers' `maybe_autocast`
    returns when autocast is off)."""

    enabled: bool | None
    factory: Any  # zero-argument callable that makes the real context manager
    prior: bool | None = None  # set_grad_enabled(b) switched already: the mode before it
    source: Any = None


@dataclass(eq=False)
class ClassDefValue(Value):
    """A class the traced code defines (`class C: ...` inside the function). Defining it is
    traced; using it (attributes, calls, instances, keeping it past the frame or a break) is
    not: a class made while tracing has no object the compiled code could hand back."""

    name: str

    def python_type(self) -> type:
        return type


@dataclass(eq=False)
class ExitValue(Value):
    """The `__exit__` slot that BEFORE_WITH pushes for a context the interpreter models."""

    ctx: GradModeValue
    prior: bool  # the grad mode to restore


@dataclass(eq=False)
class ContextTokenValue(Value):
    """What `ContextVar.set` returned while tracing: the variable and the value `reset`
    restores (None: the value it had before the frame)."""

    var: Value
    prior: Value | None
    source: Any = None


class _Null(Value):
    """The C NULL of the CALL protocol (no `self` for the callable)."""

    def __repr__(self) -> str:
        return "NULL"


NULL = _Null()

# Python values folded as constants while tracing.
CONSTANT_TYPES = (
    type(None), bool, int, float, complex, str, bytes, torch.dtype, torch.device,
    torch.Size, slice, range, type(Ellipsis), type(NotImplemented), torch.memory_format,
    torch.layout,
)


def is_constant(obj: Any) -> bool:
    if isinstance(obj, tuple) and type(obj) in (tuple, torch.Size):
        return all(is_constant(o) for o in obj)
    return type(obj) in CONSTANT_TYPES

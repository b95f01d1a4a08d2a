"""What the interpreter does for each call, attribute read and operator.

`call` is the one entry for calls: user functions and `nn.Module.forward` are inlined,
torch functions and Tensor methods run on fake tensors under the recorder (whatever torch's
dispatcher does is captured), pure builtins and `math`/`operator` functions fold on constant
arguments, and the table `LOOKASIDES` (callable -> handler) gives builtins and container
methods their symbolic meaning. Anything else raises `Unsupported`: a graph break.
"""

from __future__ import annotations

import builtins
import collections
import collections.abc
import contextlib
import contextvars
import copy
import functools
import inspect
import linecache
import math
import operator
import os
import sys
import types
import warnings
from collections.abc import Callable
from typing import Any

import torch
from torch._subclasses.fake_tensor import DataDependentOutputException, DynamicOutputShapeException

from tcompile.frontend import config as global_config
from tcompile.frontend import distributed, optim
from tcompile.frontend.capture import Specialize, UnsupportedOp
from tcompile.frontend.errors import Unsupported
from tcompile.frontend.interpreter import Frame, function_value
from tcompile.frontend.sources import AttrSource, CallSource, GetItemSource
from tcompile.frontend.values import (
    BoundMethodValue,
    ClassDefValue,
    ConstantValue,
    ContextTokenValue,
    DictValue,
    ExitValue,
    FunctionValue,
    GradModeValue,
    IteratorValue,
    ListValue,
    NewObjectValue,
    ObjectValue,
    PartialValue,
    SetValue,
    SuperValue,
    TensorMethodValue,
    TensorValue,
    TupleValue,
    Value,
    is_constant,
)

Handler = Callable[[Frame, list[Value], dict[str, Value]], Value]
LOOKASIDES: dict[Any, Handler] = {}

# Tensor methods that need the tensor's data (or mutate autograd state): a graph break.
_DATA_METHODS = {
    "item": "Tensor.item() needs the tensor's value",
    "tolist": "Tensor.tolist() needs the tensor's values",
    "numpy": "Tensor.numpy() needs the tensor's values",
    "__bool__": "bool(tensor) needs the tensor's value",
    "__int__": "int(tensor) needs the tensor's value",
    "__float__": "float(tensor) needs the tensor's value",
    "__index__": "using a tensor as an index needs its value",
    "backward": "Tensor.backward() runs autograd",
    "register_hook": "Tensor.register_hook() changes autograd state",
    "data_ptr": "Tensor.data_ptr() needs real storage",
}

# Modules whose functions are pure: on constant arguments they fold.
_PURE_MODULES = (math, operator)
_PURE_BUILTINS = {
    abs, all, any, bool, chr, divmod, float, format, hash, int, len, max, min, ord, pow, repr,
    round, sorted, str, sum, tuple, list, dict, isinstance, issubclass, callable, type, slice,
}
# Functions of these modules are called natively (a graph break), never inlined.
_SIDE_EFFECT_MODULES = ("logging", "warnings")

# torch functions whose results are Python values known while tracing.
_TORCH_CONSTANTS: dict[Any, Any] = {
    torch.compiler.is_compiling: True,
    torch.jit.is_scripting: False,
    torch.jit.is_tracing: False,
    torch._C._get_tracing_state: None,
}


def _torch_constants() -> dict[Any, Any]:
    """`_TORCH_CONSTANTS`, with `torch._dynamo.is_compiling` once a program has imported
    Dynamo (importing it here would add a second to every process's first compile)."""
    dynamo = sys.modules.get("torch._dynamo")
    if dynamo is not None and hasattr(dynamo, "is_compiling"):
        _TORCH_CONSTANTS.setdefault(dynamo.is_compiling, True)
    return _TORCH_CONSTANTS


def register(*fns: Any) -> Callable[[Handler], Handler]:
    def deco(handler: Handler) -> Handler:
        for fn in fns:
            LOOKASIDES[fn] = handler
        return handler

    return deco


# -- conversions ---------------------------------------------------------------------------


def to_python(v: Value, what: str = "an argument") -> Any:
    """The real (or fake) Python object a value stands for, to pass to native code."""
    if isinstance(v, ConstantValue):
        return v.value
    if isinstance(v, ObjectValue):
        return v.obj
    if isinstance(v, TensorValue):
        return v.fake
    if isinstance(v, ListValue):
        return [to_python(i, what) for i in v.items]
    if isinstance(v, TupleValue):
        items = [to_python(i, what) for i in v.items]
        return v.cls(*items) if v.cls is not tuple and hasattr(v.cls, "_fields") else tuple(items)
    if isinstance(v, DictValue):
        return {k: to_python(i, what) for k, i in v.items.items()}
    if isinstance(v, SetValue):
        return set(v.items)
    if isinstance(v, FunctionValue) and v.fn is not None:
        return v.fn
    raise Unsupported(f"{what} of type {_type_name(v)} cannot be passed to native code")


def _type_name(v: Value) -> str:
    if isinstance(v, ClassDefValue):
        return f"class {v.name} (defined in the traced code)"
    try:
        return v.python_type().__name__
    except NotImplementedError:
        return type(v).__name__


def constant_of(v: Value, what: str) -> Any:
    """A value that must be known while tracing (a dict key, a slice bound...)."""
    if isinstance(v, ConstantValue):
        return v.value
    if isinstance(v, ObjectValue):
        return v.obj
    if isinstance(v, TupleValue):
        return tuple(constant_of(i, what) for i in v.items)
    if isinstance(v, TensorValue):
        raise Unsupported(f"{what} that is a tensor needs the tensor's value")
    raise Unsupported(f"{what} of type {_type_name(v)} is not a constant")


def _has_tensor(v: Value) -> bool:
    if isinstance(v, TensorValue):
        return True
    if isinstance(v, ListValue | TupleValue):
        return any(_has_tensor(i) for i in v.items)
    return False


def _is_foldable(v: Value) -> bool:
    if isinstance(v, ConstantValue | SetValue):
        return True
    if isinstance(v, TupleValue | ListValue):
        return all(_is_foldable(i) for i in v.items)
    return isinstance(v, ObjectValue)


def _line_of(frame: Frame) -> str:
    instr = frame.instrs[frame.index]
    line = linecache.getline(frame.code.co_filename, instr.lineno or 0).strip()
    return f" (`{line}`)" if line else ""


# -- truth, identity, containment ----------------------------------------------------------


def truth(frame: Frame, v: Value) -> bool:
    if isinstance(v, ConstantValue):
        return bool(v.value)
    if isinstance(v, TensorValue):
        raise Unsupported(f"branch on a tensor's value{_line_of(frame)}")
    if isinstance(v, ListValue | TupleValue):
        return bool(v.items)
    if isinstance(v, DictValue | SetValue):
        return bool(v.items)
    if isinstance(v, ObjectValue):
        return bool(v.obj)
    return True  # functions, methods, modules: objects without __bool__/__len__


def is_same(a: Value, b: Value) -> bool:
    if a is b:
        return True
    if isinstance(a, ConstantValue | ObjectValue) and isinstance(b, ConstantValue | ObjectValue):
        return _real(a) is _real(b)
    if isinstance(a, TensorValue) and isinstance(b, TensorValue):
        return a.fake is b.fake
    if isinstance(a, FunctionValue) and isinstance(b, FunctionValue):
        return a.fn is not None and a.fn is b.fn
    return False


def _real(v: ConstantValue | ObjectValue) -> Any:
    return v.value if isinstance(v, ConstantValue) else v.obj


def contains(frame: Frame, container: Value, item: Value) -> bool:
    override = python_override(container, "__contains__")
    if override is not None:
        return truth(frame, call_override(frame, override, [container, item]))
    if isinstance(container, DictValue | SetValue):
        return constant_of(item, "a dict key") in container.items
    if isinstance(container, ListValue | TupleValue):
        return any(truth(frame, binary_op(frame, operator.eq, i, item)) or is_same(i, item)
                   for i in container.items)
    if isinstance(container, ConstantValue | ObjectValue):
        return constant_of(item, "an operand of `in`") in _real(container)
    raise Unsupported(f"`in` on {_type_name(container)}")


# -- iteration -----------------------------------------------------------------------------


def unpack(frame: Frame, v: Value) -> list[Value]:
    """The items of an iterable value, all known while tracing."""
    override = python_override(v, "__iter__")
    if override is not None:
        return unpack(frame, call_override(frame, override, [v]))
    if isinstance(v, ListValue | TupleValue):
        return list(v.items)
    if isinstance(v, IteratorValue):
        items = v.items[v.index:]
        v.index = len(v.items)
        return items
    if isinstance(v, DictValue | SetValue):
        return [ConstantValue(k) for k in v.items]
    if isinstance(v, ConstantValue):
        return [ConstantValue(i) for i in v.value]
    if isinstance(v, TensorValue):
        if v.fake.dim() == 0:
            raise Unsupported("iteration over a 0-d tensor")
        return unpack(frame, torch_call(frame, torch.unbind, [v], {}))
    if isinstance(v, ObjectValue):
        obj = v.obj
        if isinstance(obj, torch.nn.ModuleDict):
            return [ConstantValue(k) for k in obj]
        if isinstance(obj, torch.nn.Sequential | torch.nn.ModuleList | torch.nn.ParameterList):
            if v.source is not None:
                frame.tracer.gb.length(v.source, len(obj))
            return [frame.tracer.wrap(m, GetItemSource(v.source, i) if v.source else None)
                    for i, m in enumerate(obj)]
        if isinstance(obj, dict | types.MappingProxyType):
            return [ConstantValue(k) for k in obj]
        if type(obj) is list and v.source is None:
            # a list reached without a source (a closure cell of a submodule's decorated
            # forward, read as the function's other state is): its items as they are now
            return [frame.tracer.wrap(o, None) for o in obj]
    if isinstance(v, ObjectValue | NewObjectValue):
        cls = v.python_type()
        if getattr(cls, "__iter__", None) in (None, collections.abc.Sequence.__iter__) and \
                isinstance(inspect.getattr_static(cls, "__getitem__", None), types.FunctionType):
            # the sequence protocol (a `collections.abc.Sequence`): items 0 .. len-1
            n = constant_of(_len(frame, [v], {}), "a length")
            return [_getitem(frame, [v, ConstantValue(i)], {}) for i in range(n)]
    raise Unsupported(f"iteration over {_type_name(v)}")


def iterate(frame: Frame, v: Value) -> IteratorValue:
    if isinstance(v, IteratorValue):
        return v
    return IteratorValue(unpack(frame, v))


def dict_items(frame: Frame, v: Value) -> dict[Any, Value]:
    if isinstance(v, DictValue):
        return dict(v.items)
    if isinstance(v, ObjectValue) and isinstance(v.obj, dict):
        return {k: frame.tracer.wrap(i, GetItemSource(v.source, k) if v.source else None)
                for k, i in v.obj.items()}
    raise Unsupported(f"** on {_type_name(v)}")


# -- attributes ----------------------------------------------------------------------------


def get_attr(frame: Frame, obj: Value, name: str) -> Value:
    tracer = frame.tracer
    if isinstance(obj, ObjectValue | DictValue) and obj.obj is not None and \
            (id(obj.obj), name) in tracer.attr_overrides:
        return tracer.attr_overrides[(id(obj.obj), name)]
    if isinstance(obj, TensorValue):
        return _tensor_attr(frame, obj, name)
    if isinstance(obj, ConstantValue):
        try:
            return tracer.from_python(getattr(obj.value, name))
        except AttributeError:
            raise Unsupported(f"{type(obj.value).__name__} has no attribute {name!r}") from None
    if isinstance(obj, SuperValue):
        return _super_attr(frame, obj, name)
    if isinstance(obj, TupleValue) and name in getattr(obj.cls, "_fields", ()):
        return obj.items[obj.cls._fields.index(name)]
    if isinstance(obj, TupleValue) and name in (fields := _structseq_fields(obj.cls)):
        return obj.items[fields.index(name)]  # torch.return_types.max(...).values
    if isinstance(obj, DictValue | ListValue) and obj.python_type() not in (dict, list):
        return _subclass_attr(frame, obj, name)
    if isinstance(obj, SetValue) and name in _SET_READS:
        return BoundMethodValue(ObjectValue(getattr(set, name)), obj)
    if isinstance(obj, SetValue) and name in _SET_WRITES:
        if obj.source is not None:
            raise Unsupported(f"set.{name} on a set of the program's state")
        return BoundMethodValue(ObjectValue(getattr(set, name)), obj)
    if isinstance(obj, ListValue | TupleValue | DictValue):
        method = getattr(obj.python_type(), name, None)
        if method is None:
            raise Unsupported(f"{_type_name(obj)} has no attribute {name!r}")
        return BoundMethodValue(ObjectValue(method), obj)
    if isinstance(obj, FunctionValue) and obj.fn is not None:
        if not hasattr(obj.fn, name):  # `getattr(fn, "__dynamo_disable", None)`: the default
            raise Unsupported(f"function {obj.name} has no attribute {name!r}")
        return tracer.wrap(getattr(obj.fn, name), _attr_source(obj, name))
    if isinstance(obj, ObjectValue):
        return _object_attr(frame, obj, name)
    if isinstance(obj, NewObjectValue):
        return _new_object_attr(frame, obj, name)
    raise Unsupported(f"attribute {name!r} of {_type_name(obj)}")


# Methods of a set of constants that read it (folded while tracing), and those that change a
# set the traced code built (`memo = set(); memo.add(m)` in `Module.named_modules`); a set
# read from the program's state is not changed by the trace.
_SET_READS = frozenset({"issubset", "issuperset", "isdisjoint", "union", "intersection",
                        "difference", "symmetric_difference", "copy", "__contains__"})
_SET_READ_METHODS = frozenset(getattr(set, name) for name in _SET_READS)
_SET_WRITES = frozenset({"add", "discard", "remove", "update", "clear"})


def _new_object_attr(frame: Frame, obj: NewObjectValue, name: str) -> Value:
    """An attribute of an object made while tracing: its own, else its class's."""
    if name in obj.attrs:
        return obj.attrs[name]
    return _class_attr(frame, obj, obj.cls, obj.cls_source, name)


def _structseq_fields(cls: type) -> list[str]:
    """The field names of a C struct sequence type (`torch.return_types.max`: values,
    indices), in order: its member descriptors; none for other types."""
    if not hasattr(cls, "n_sequence_fields"):
        return []
    return [k for k, v in vars(cls).items() if isinstance(v, types.MemberDescriptorType)]


def _class_attr(frame: Frame, obj: Value, cls: type, cls_source: Any, name: str) -> Value:
    """`obj.name` found on `obj`'s class `cls`: methods bind to `obj`, properties run."""
    if name == "__class__":
        return ObjectValue(cls, cls_source)
    try:
        static = inspect.getattr_static(cls, name)
    except AttributeError:
        raise Unsupported(f"{cls.__name__} object has no attribute {name!r}") from None
    tracer = frame.tracer
    if isinstance(static, property):
        return frame.call(function_value(tracer, static.fget, None), [obj])
    if isinstance(static, staticmethod):
        return _function(tracer, static.__func__)
    if isinstance(static, classmethod):
        return BoundMethodValue(_function(tracer, static.__func__), ObjectValue(cls, cls_source))
    if isinstance(static, types.FunctionType):
        return BoundMethodValue(function_value(tracer, static, None), obj)
    if isinstance(static, types.MethodDescriptorType | types.WrapperDescriptorType):
        return BoundMethodValue(ObjectValue(static), obj)  # dict.get, OrderedDict.__setitem__
    source = AttrSource(cls_source, name) if cls_source is not None else None
    return tracer.wrap(getattr(cls, name), source)


def _subclass_attr(frame: Frame, obj: DictValue | ListValue, name: str) -> Value:
    """An attribute of an instance of a dict or list subclass: an instance attribute (of an
    object the traced code made, or of the real one, read through its source), else its
    class's; `__dict__` of an object the traced code made is its attributes, shared."""
    attrs = getattr(obj, "attrs", None)
    if attrs is not None:
        if name in attrs:
            return attrs[name]
        if name == "__dict__":
            return DictValue(attrs)
    real = getattr(obj, "obj", None)
    if real is not None and name in getattr(real, "__dict__", {}):
        return frame.tracer.wrap(real.__dict__[name], _attr_source(obj, name))
    cls_source = AttrSource(obj.source, "__class__") if obj.source is not None else None
    return _class_attr(frame, obj, obj.python_type(), cls_source, name)


def python_override(v: Value, name: str) -> types.FunctionType | None:
    """The Python method `name` of a dict or list subclass instance, if its class defines one
    (ModelOutput's `__getitem__`, `__setitem__`, `__setattr__`): the interpreter inlines it
    instead of acting on the items."""
    if not isinstance(v, DictValue | ListValue | NewObjectValue) or \
            v.python_type() in (dict, list):
        return None
    static = inspect.getattr_static(v.python_type(), name, None)
    if static in _EXCEPTION_DRIVEN:
        return None
    return static if isinstance(static, types.FunctionType) else None


# Mixin methods that end on an exception (`Sequence.__iter__` indexes until IndexError),
# which the interpreter does not raise: the callers use the protocol's other methods.
_EXCEPTION_DRIVEN = (collections.abc.Sequence.__iter__, collections.abc.Sequence.__contains__,
                     collections.abc.Sequence.index, collections.abc.Sequence.__reversed__)


def call_override(frame: Frame, fn: types.FunctionType, args: list[Value]) -> Value:
    return call(frame, function_value(frame.tracer, fn, None), args, {})


def _attr_source(obj: Value, name: str) -> Any:
    return AttrSource(obj.source, name) if obj.source is not None else None


def _object_attr(frame: Frame, obj: ObjectValue, name: str) -> Value:
    tracer = frame.tracer
    real = obj.obj
    if isinstance(real, types.ModuleType):
        value = getattr(real, name)
        stable = real.__name__.split(".")[0] in global_config.stable_modules
        return tracer.wrap(value, None if stable else _attr_source(obj, name))
    try:
        static = inspect.getattr_static(real, name)
    except AttributeError:
        static = None
    in_instance = isinstance(getattr(real, "__dict__", None), dict) and name in real.__dict__
    if isinstance(real, type) and isinstance(static, classmethod):
        # `Cls.make` is a new bound method on each read: guard the function instead
        func_source = AttrSource(_attr_source(obj, name), "__func__") if obj.source else None
        func = tracer.wrap(static.__func__, func_source) if func_source else \
            _function(tracer, static.__func__)
        return BoundMethodValue(func, obj)
    if not in_instance and not isinstance(real, type):
        if isinstance(real, contextvars.ContextVar) and static in LOOKASIDES:
            return BoundMethodValue(ObjectValue(static), obj)  # get, set, reset
        if isinstance(static, property):
            return frame.call(function_value(tracer, static.fget, None), [obj])
        if isinstance(static, staticmethod):
            return _function(tracer, static.__func__)
        if isinstance(static, classmethod):
            return BoundMethodValue(_function(tracer, static.__func__),
                                    ObjectValue(type(real)))
        if isinstance(static, types.FunctionType):
            return BoundMethodValue(function_value(tracer, static, None), obj)
    try:
        value = getattr(real, name)
    except AttributeError:
        raise Unsupported(f"{type(real).__name__} object has no attribute {name!r}") from None
    return tracer.wrap(value, _attr_source(obj, name))


def _function(tracer: Any, fn: Any) -> Value:
    if isinstance(fn, types.FunctionType):
        return function_value(tracer, fn, None)
    return ObjectValue(fn)


def _super_attr(frame: Frame, sup: SuperValue, name: str) -> Value:
    real = isinstance(sup.obj, ObjectValue | ConstantValue)
    if real:
        self_obj = _real(sup.obj)
        self_type = self_obj if isinstance(self_obj, type) else type(self_obj)
    else:
        self_type = sup.obj.python_type()
    mro = self_type.__mro__
    for klass in mro[mro.index(sup.cls) + 1:]:
        if name in klass.__dict__:
            attr = klass.__dict__[name]
            if isinstance(attr, types.FunctionType):
                return BoundMethodValue(function_value(frame.tracer, attr, None), sup.obj)
            if isinstance(attr, property):
                return frame.call(function_value(frame.tracer, attr.fget, None), [sup.obj])
            if isinstance(attr, staticmethod):
                return _function(frame.tracer, attr.__func__)
            if isinstance(attr, classmethod):
                return BoundMethodValue(_function(frame.tracer, attr.__func__),
                                        ObjectValue(self_type))
            if not real or (_hashable(attr) and attr in LOOKASIDES):
                # a builtin's method on a symbolic instance: `super().__setitem__(k, v)`
                return BoundMethodValue(ObjectValue(attr), sup.obj)
            return ObjectValue(getattr(super(sup.cls, self_obj), name))
    raise Unsupported(f"super() has no attribute {name!r}")


def _tensor_attr(frame: Frame, t: TensorValue, name: str) -> Value:
    static = inspect.getattr_static(torch.Tensor, name, None)
    if name in _DATA_METHODS or isinstance(static, types.MethodDescriptorType |
                                             types.FunctionType | types.WrapperDescriptorType):
        return TensorMethodValue(name, t)
    if name in ("grad", "grad_fn", "_base", "data", "_version"):
        raise Unsupported(f"Tensor.{name} reads autograd state")
    try:
        value = frame.tracer.graph.call(getattr, t.fake, name)
    except AttributeError:
        raise Unsupported(f"Tensor has no attribute {name!r}") from None
    return frame.tracer.from_python(value)


# -- operators -----------------------------------------------------------------------------


def binary_op(frame: Frame, fn: Any, a: Value, b: Value) -> Value:
    if isinstance(a, TensorValue) or isinstance(b, TensorValue):
        return torch_call(frame, fn, [a, b], {})
    seqs = (ListValue, TupleValue)
    if fn in (operator.add, operator.iadd) and (isinstance(a, TupleValue)
                                                 or isinstance(b, TupleValue)):
        a, b = _traced_tuple(a), _traced_tuple(b)  # `(x,) + outputs` with `outputs = ()`
    if isinstance(a, seqs) and isinstance(b, seqs) and fn in (operator.add, operator.iadd):
        if fn is operator.iadd and isinstance(a, ListValue):
            _mutate(a).items.extend(b.items)
            return a
        return type(a)(list(a.items) + list(b.items))
    if isinstance(a, DictValue) and isinstance(b, DictValue) and a.is_plain() and \
            b.is_plain() and fn in (operator.or_, operator.ior):  # `kwargs | {"k": v}`
        if fn is operator.ior:
            _mutate(a).items.update(b.items)
            return a
        return DictValue({**a.items, **b.items})
    if isinstance(a, ListValue) and fn is operator.iadd:
        _mutate(a).items.extend(unpack(frame, b))
        return a
    if isinstance(a, seqs) and isinstance(b, ConstantValue) and fn in (operator.mul,
                                                                         operator.imul):
        return type(a)(list(a.items) * b.value)
    if _is_foldable(a) and _is_foldable(b):
        return _fold(frame, fn, [a, b], {})
    if fn in (operator.eq, operator.ne) and not (_has_tensor(a) or _has_tensor(b)):
        same = is_same(a, b)
        return ConstantValue(same if fn is operator.eq else not same)
    raise Unsupported(f"operator {fn.__name__} on {_type_name(a)} and {_type_name(b)}")


def _traced_tuple(v: Value) -> Value:
    """A constant tuple (a literal such as `()`) as a tuple of constants, which joins a
    traced tuple; any other value as it is."""
    if isinstance(v, ConstantValue) and type(v.value) is tuple:
        return TupleValue([ConstantValue(i) for i in v.value])
    return v


def _fold(frame: Frame, fn: Any, args: list[Value], kwargs: dict[str, Value]) -> Value:
    py_args = [to_python(a) for a in args]
    py_kwargs = {k: to_python(v) for k, v in kwargs.items()}
    try:
        result = fn(*py_args, **py_kwargs)
    except Exception as e:
        raise Unsupported(f"{getattr(fn, '__name__', fn)}() raised {type(e).__name__}: {e}"
                          ) from None
    return frame.tracer.from_python(result)


def _mutate(container: ListValue | DictValue) -> ListValue | DictValue:
    """Mark a container read from the program's state as changed (replayed after the call)."""
    if container.source is not None:
        container.mutated = True
    return container


# -- calls ---------------------------------------------------------------------------------


def call(frame: Frame, fn: Value, args: list[Value], kwargs: dict[str, Value]) -> Value:
    tracer = frame.tracer
    if isinstance(fn, FunctionValue):
        if not is_user_function(fn):
            return defer_call(frame, fn, args, kwargs)
        if fn.fn is not None and _hashable(fn.fn) and fn.fn in LOOKASIDES:
            return LOOKASIDES[fn.fn](frame, args, kwargs)
        if fn.fn is not None and _hashable(fn.fn) and fn.fn in _torch_constants():
            return ConstantValue(_TORCH_CONSTANTS[fn.fn])
        if fn.fn is not None and _is_torch_function(fn.fn):
            return torch_call(frame, fn.fn, args, kwargs)
        return tracer.inline(fn, args, kwargs, frame.depth + 1)
    if isinstance(fn, BoundMethodValue):
        if isinstance(fn.self_value, ObjectValue) and fn.self_value.obj is os.environ and \
                isinstance(fn.func, FunctionValue) and fn.func.name in _ENVIRON_READS:
            # the environment is read once, while tracing (it is not guarded)
            return _fold(frame, getattr(os.environ, fn.func.name), args, kwargs)
        if isinstance(fn.self_value, ObjectValue) and isinstance(fn.func, FunctionValue) \
                and fn.func.fn in (collections.abc.Mapping.get,
                                   collections.abc.Mapping.__contains__):
            # exception-driven mixins (`self[key]` until KeyError): read natively, as
            # `self[key]` of such an object is (a registry such as transformers' interfaces)
            key = constant_of(args[0], "a key")
            real = fn.self_value.obj
            if fn.func.fn is collections.abc.Mapping.__contains__:
                return ConstantValue(key in real)
            if key not in real:
                return args[1] if len(args) > 1 else ConstantValue(None)
            source = fn.self_value.source
            return frame.tracer.wrap(real[key], GetItemSource(source, key)
                                     if source is not None and type(key) in (int, str) else None)
        if isinstance(fn.self_value, ObjectValue) and isinstance(fn.func, FunctionValue) and \
                optim.is_step(fn.self_value.obj, fn.func.fn):
            return optim.step(frame, fn.self_value, args, kwargs)
        if isinstance(fn.self_value, ObjectValue) and isinstance(fn.func, FunctionValue) and \
                optim.is_zero_grad(fn.self_value.obj, fn.func.fn):
            raise Unsupported(f"{type(fn.self_value.obj).__name__}.zero_grad() runs natively "
                              "(it rebinds .grad)")
        return call(frame, fn.func, [fn.self_value, *args], kwargs)
    if isinstance(fn, PartialValue):
        return call(frame, fn.func, [*fn.args, *args], {**fn.kwargs, **kwargs})
    if isinstance(fn, TensorMethodValue):
        if fn.name in _DATA_METHODS:
            raise Unsupported(_DATA_METHODS[fn.name])
        return torch_call(frame, getattr(torch.Tensor, fn.name), [fn.self_value, *args], kwargs)
    if isinstance(fn, ExitValue):
        tracer.set_grad(fn.prior)
        return ConstantValue(None)
    if isinstance(fn, ObjectValue):
        return _call_object(frame, fn, args, kwargs)
    raise Unsupported(f"call to a {_type_name(fn)} value")


_ENVIRON_READS = ("get", "__getitem__", "__contains__", "keys", "items", "values")


def defer_call(frame: Frame, fn: Value, args: list[Value], kwargs: dict[str, Value]) -> Value:
    """A call to logging or `warnings.warn`: its result is None and nothing traced reads what
    it does, so the compiled code makes it after the graph, in program order with the other
    side effects (torch.compile's reorderable logging functions). Its arguments must be
    values the bridge can rebuild."""
    from tcompile.frontend.interpreter import DeferredCall

    for v in [*args, *kwargs.values()]:
        if isinstance(v, TensorValue | NewObjectValue) or _has_tensor(v):
            raise Unsupported(f"a logging or warnings call with a {_type_name(v)} argument")
    frame.tracer.side_effects.append(DeferredCall(fn, list(args), dict(kwargs)))
    return ConstantValue(None)


def is_user_function(fn: FunctionValue) -> bool:
    """Whether calls to `fn` are traced (inlined, or compiled when called natively); the
    functions of `_SIDE_EFFECT_MODULES` are only ever called natively."""
    return fn.globals.get("__name__", "").split(".")[0] not in _SIDE_EFFECT_MODULES


def _hashable(obj: Any) -> bool:
    try:
        hash(obj)
    except TypeError:
        return False
    return True


def _call_object(frame: Frame, fn: ObjectValue, args: list[Value], kwargs: dict[str, Value]
                 ) -> Value:
    obj = fn.obj
    if _hashable(obj) and obj in LOOKASIDES:
        return LOOKASIDES[obj](frame, args, kwargs)
    if _hashable(obj) and obj in _torch_constants():
        return ConstantValue(_TORCH_CONSTANTS[obj])
    if isinstance(obj, torch.nn.Module):
        return _call_module(frame, fn, args, kwargs)
    if _is_torch_function(obj) or (obj in _OPERATORS and any(map(_has_tensor, args))):
        return torch_call(frame, obj, args, kwargs)
    if _is_pure(obj):
        if all(_is_foldable(a) for a in [*args, *kwargs.values()]):
            return _fold(frame, obj, args, kwargs)
    if type(obj) is functools.partial:
        def part(name: str, value: Any, key: Any = None) -> Value:
            source = _attr_source(fn, name)
            if source is not None and name != "func":  # partial.args[i], .keywords[k]
                source = GetItemSource(source, key)
            return frame.tracer.wrap(value, source)

        keywords = {k: part("keywords", v, k) for k, v in obj.keywords.items()}
        return call(frame, part("func", obj.func),
                    [part("args", a, i) for i, a in enumerate(obj.args)] + args,
                    {**keywords, **kwargs})
    if type(obj) in (operator.itemgetter, operator.attrgetter):
        return _getter(frame, obj, args)
    if obj is warnings.warn:
        return defer_call(frame, fn, args, kwargs)
    if type(obj) is functools._lru_cache_wrapper:
        # A cached function is deterministic and runs once per arguments: run it now, as
        # its cache would serve the calls the compiled code makes (transformers'
        # `logger.warning_once`, version checks).
        py_args = [to_python(a) for a in args]
        py_kwargs = {k: to_python(v) for k, v in kwargs.items()}
        if not all(_hashable(a) for a in [*py_args, *py_kwargs.values()]):
            raise Unsupported(f"call to the cached function {obj.__wrapped__.__qualname__} "
                              "with unhashable arguments")
        return frame.tracer.from_python(obj(*py_args, **py_kwargs))
    if isinstance(obj, types.MethodType):
        self_src = _attr_source(fn, "__self__")
        return call(frame, _function(frame.tracer, obj.__func__),
                    [frame.tracer.wrap(obj.__self__, self_src), *args], kwargs)
    if isinstance(obj, torch.jit.ScriptFunction):
        # `torch.jit.script` and `torch.jit.trace` keep the Python function they compiled
        # (`_torchdynamo_inline`): traced as Python, as torch.compile does (DeBERTa-v2's
        # scripted position helpers, a graph break each otherwise)
        original = inspect.getattr_static(obj, "_torchdynamo_inline", None)
        if isinstance(original, types.FunctionType):
            return call(frame, frame.tracer.wrap(original, _attr_source(fn, "_torchdynamo_inline")),
                        args, kwargs)
    if isinstance(obj, type) and issubclass(obj, tuple) and hasattr(obj, "_fields"):
        bound = inspect.signature(obj).bind(*args, **kwargs)
        return TupleValue(list(bound.arguments.values()), cls=obj)
    if isinstance(obj, type) and issubclass(obj, torch.nn.Module) and \
            all(_is_foldable(a) for a in [*args, *kwargs.values()]):
        # `nn.CrossEntropyLoss()`, `GELUActivation()` made in forward: made now, if stateless
        module = _fold(frame, obj, args, kwargs)
        real = _real(module)
        if any(True for _ in real.parameters()) or any(True for _ in real.buffers()):
            raise Unsupported(f"{obj.__name__}(...) with parameters made inside the function")
        frame.tracer.fresh.add(id(real))
        frame.tracer._keep.append(real)
        return module
    if isinstance(obj, type) and _constructible(obj):
        return _construct(frame, fn, args, kwargs)
    if isinstance(obj, types.BuiltinFunctionType | types.BuiltinMethodType):
        raise Unsupported(f"call to {obj.__name__} (a Python builtin with side effects)")
    name = getattr(obj, "__qualname__", None) or type(obj).__name__
    raise Unsupported(f"call to {name}, which tcompile cannot trace")


def _constructible(cls: type) -> bool:
    """A plain Python class whose instances are made by `object.__new__` and filled by its
    Python `__init__`: the interpreter can construct it and the bridge rebuild it."""
    if type(cls).__call__ is not type.__call__ or cls.__module__ == "builtins" \
            or issubclass(cls, torch.nn.Module | torch.Tensor | BaseException):
        return False
    if issubclass(cls, dict):  # a ModelOutput: a DictValue with attributes
        return cls.__new__ is dict.__new__ and getattr(cls, "__slots__", None) is None
    return (cls.__new__ is object.__new__ and cls.__setattr__ is object.__setattr__
            and (cls.__init__ is object.__init__ or isinstance(cls.__init__, types.FunctionType)))


def _construct(frame: Frame, cls: ObjectValue, args: list[Value], kwargs: dict[str, Value]
               ) -> Value:
    """`cls(*args, **kwargs)`: a new symbolic object, then its `__init__` inlined."""
    if issubclass(cls.obj, dict):
        obj: Value = DictValue({}, cls=cls.obj, attrs={})
        init = cls.obj.__init__
        if isinstance(init, types.FunctionType):
            call(frame, function_value(frame.tracer, init, None), [obj, *args], kwargs)
        else:
            call(frame, ObjectValue(init), [obj, *args], kwargs)
        return obj
    obj = NewObjectValue(cls.obj, cls_source=cls.source)
    init = cls.obj.__init__
    if init is object.__init__:
        if args or kwargs:
            raise Unsupported(f"{cls.obj.__name__}() takes no arguments")
        return obj
    call(frame, function_value(frame.tracer, init, None), [obj, *args], kwargs)
    return obj


# operator functions that mutate their first argument: never folded on a copy.
_MUTATING_OPERATORS = {
    "setitem", "delitem", "iadd", "iand", "iconcat", "ifloordiv", "ilshift", "imod", "imul",
    "imatmul", "ior", "ipow", "irshift", "isub", "itruediv", "ixor",
}  # fmt: skip
def _getter(frame: Frame, getter: Any, args: list[Value]) -> Value:
    """operator.itemgetter / attrgetter objects, applied to symbolic values."""
    (target,) = args
    keys = getter.__reduce__()[1]
    if type(getter) is operator.itemgetter:
        values = [_getitem(frame, [target, ConstantValue(k)], {}) for k in keys]
    else:
        values = []
        for dotted in keys:
            v = target
            for name in dotted.split("."):
                v = get_attr(frame, v, name)
            values.append(v)
    return values[0] if len(values) == 1 else TupleValue(values)


_OPERATORS = {v for k, v in vars(operator).items() if callable(v) and not k.startswith("_")}


def _is_pure(obj: Any) -> bool:
    if _hashable(obj) and (obj in _PURE_BUILTINS or obj in _SET_READ_METHODS):
        return True
    module = getattr(obj, "__module__", None)
    if module in ("math", "operator", "_operator"):
        return getattr(obj, "__name__", "") not in _MUTATING_OPERATORS
    # A builtin method of an immutable constant: "a,b".split(","), torch.float16.is_floating_point
    owner = getattr(obj, "__self__", None)
    return isinstance(obj, types.BuiltinMethodType) and owner is not None and is_constant(owner)


def _is_torch_function(obj: Any) -> bool:
    if isinstance(obj, type) or isinstance(obj, torch.nn.Module):
        return False
    if isinstance(obj, torch._ops.OpOverload | torch._ops.OpOverloadPacket):
        return True  # torch.ops.aten.copy, torch.ops.aten.fill.Scalar
    if isinstance(obj, types.MethodDescriptorType | types.WrapperDescriptorType):
        return issubclass(getattr(obj, "__objclass__", object), torch._C.TensorBase)
    module = getattr(obj, "__module__", None) or ""
    return module == "torch" or module.startswith(("torch.nn.functional", "torch._C",
                                                   "torch.functional", "torch.special",
                                                   "torch.fft", "torch.linalg", "torch._refs"))


def _batched_matmul(a: Any, b: Any) -> Any:
    """`a @ b`, with both operands batched (3 dims or more) written out as ATen's composite
    does it: expand to the broadcast batch, fold the batch into one dim, `bmm`, unfold.
    torch 2.11's C++ composite reads the concrete `sizes()` of `a` on this path, which
    specializes a dynamic batch size to its current value (torch 2.13 reads symbolic
    sizes); the ops recorded are the same."""
    if not (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)) \
            or a.dim() < 3 or b.dim() < 3:
        return torch.matmul(a, b)
    n, m, p = a.shape[-2], a.shape[-1], b.shape[-1]
    batch = torch.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    a3 = a.expand(*batch, n, m).reshape(-1, n, m)
    b3 = b.expand(*batch, m, p).reshape(-1, m, p)
    return torch.bmm(a3, b3).view(*batch, n, p)


def _adaptive_avg_pool1d(x: torch.Tensor, output_size: Any) -> torch.Tensor:
    """ATen's composite squeezes in place, and pooling a strided input restrides its output
    in place (`as_strided_`, which graphs do not hold): the same values without either."""
    size = output_size[0] if isinstance(output_size, list | tuple) else output_size
    x = x.unsqueeze(-2).contiguous()
    return torch.nn.functional.adaptive_avg_pool2d(x, (1, size)).squeeze(-2)


# torch functions recorded through another composition of ATen ops
_COMPOSITES: dict[Any, Any] = {
    torch.nn.functional.adaptive_avg_pool1d: _adaptive_avg_pool1d,
    torch.adaptive_avg_pool1d: _adaptive_avg_pool1d,
}

_MATMULS = (torch.matmul, torch.Tensor.matmul, torch.Tensor.__matmul__, operator.matmul)


def torch_call(frame: Frame, fn: Any, args: list[Value], kwargs: dict[str, Value]) -> Value:
    """Run a torch callable on fake tensors, recording the ATen ops it runs."""
    tracer = frame.tracer
    py_args = [to_python(a) for a in args]
    py_kwargs = {k: to_python(v) for k, v in kwargs.items()}
    name = getattr(fn, "__name__", repr(fn))
    if name in _DATA_METHODS and getattr(torch.Tensor, name, None) is fn:
        raise Unsupported(_DATA_METHODS[name])  # torch.Tensor.item(x), unbound
    if any(fn is m for m in _MATMULS) and not kwargs:
        fn = _batched_matmul
    fn = _COMPOSITES.get(fn, fn) if _hashable(fn) else fn
    in_place = name.endswith("_") or name.startswith("__i")
    graph = tracer.graph
    if fn is torch.nn.functional.scaled_dot_product_attention:
        _check_attention_mask(py_args, py_kwargs)
        py_args, py_kwargs = _without_trivial_mask(graph, py_args, py_kwargs)
    if not tracer.grad_enabled or name == "detach":
        target = py_args[0] if in_place and py_args else None
        if isinstance(target, torch.Tensor) and graph.detached(target) is not None:
            # an update in place under no_grad of an input that requires grad (an optimizer's
            # update of a parameter): written through its detached input, so the graph has
            # no autograd history to carry and the bridge writes `p.detach()` back
            graph.shadowed.add(id(target))
        elif isinstance(target, torch.Tensor) and target.requires_grad:
            raise Unsupported(f"torch.{name} writes in place under no_grad into a tensor "
                              "computed with grad enabled (its autograd history would change)")
        py_args, py_kwargs = _detached(graph, py_args), {
            k: _detached(graph, [v])[0] for k, v in py_kwargs.items()}
    elif graph.shadowed and any(id(t) in graph.shadowed
                                for t in _tensors([*py_args, *py_kwargs.values()])):
        raise Unsupported(f"torch.{name} reads, with grad enabled, a tensor that requires grad "
                          "after an update of it in place under no_grad in the same graph")
    try:
        with torch.set_grad_enabled(tracer.grad_enabled):
            out = tracer.graph.call(fn, *py_args, **py_kwargs)
    except (DataDependentOutputException, DynamicOutputShapeException):
        raise Unsupported(f"torch.{name} needs the values of its input tensors") from None
    except UnsupportedOp as e:
        raise Unsupported(str(e)) from None
    except (Unsupported, Specialize):
        raise
    except Exception as e:
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        raise Unsupported(f"torch.{name} failed while tracing: {first}") from None
    if isinstance(out, torch.Tensor) and args and isinstance(args[0], TensorValue) \
            and out is args[0].fake:
        return args[0]  # in-place methods return their receiver
    return tracer.from_python(out)


def _attention_mask(args: list[Any], kwargs: dict[str, Any]
                    ) -> tuple[torch.Tensor, tuple[Any, ...]] | None:
    """An SDPA call's `attn_mask` and the shape of the attention weights it is added to,
    `(*q.shape[:-1], k.shape[-2])`; None where the call has no mask (or no tensors)."""
    mask = kwargs.get("attn_mask", args[3] if len(args) > 3 else None)
    q = args[0] if args else kwargs.get("query")
    k = args[1] if len(args) > 1 else kwargs.get("key")
    if not all(isinstance(t, torch.Tensor) for t in (mask, q, k)):
        return None
    return mask, (*q.shape[:-1], k.shape[-2])


def _check_attention_mask(args: list[Any], kwargs: dict[str, Any]) -> None:
    """Break (so that the call runs eagerly, and raises there) at an `attn_mask` that does
    not broadcast to the attention weights without growing them: eager adds it in place to
    those weights and raises, but the fake tensors' SDPA broadcasts the output (a
    (1, 2, 4, 8, 8) mask under (2, 4, 8, 16) queries gave a (1, 2, 4, 8, 16) result)."""
    found = _attention_mask(args, kwargs)
    if found is None:
        return
    mask, scores = found
    bad = mask.dim() > len(scores) or any(
        type(m) is int and type(s) is int and m not in (1, s)
        for m, s in zip(reversed(mask.shape), reversed(scores), strict=False))
    if bad:
        raise Unsupported(f"scaled_dot_product_attention: attn_mask of shape "
                          f"{tuple(mask.shape)} does not broadcast to the attention weights' "
                          f"{tuple(scores)}")


def _without_trivial_mask(graph: Any, args: list[Any], kwargs: dict[str, Any]
                          ) -> tuple[list[Any], dict[str, Any]]:
    """SDPA's arguments without `attn_mask` where the graph computes it from no input and it
    masks nothing (all True, or an additive mask of zeros). Under a compiler transformers
    cannot look at a padding mask, so it builds an all-True one in the graph (5.17's
    `sdpa_mask`: `arange(n) >= 0`, expanded); with a mask, CUDA's dispatcher picks SDPA's
    math path (f32 `bmm`s and a softmax) where eager runs flash attention. Without it, the
    dispatcher picks as for eager. (A mask eager rejects broke at `_check_attention_mask`.)"""
    found = _attention_mask(args, kwargs)
    if found is None:
        return args, kwargs
    mask, scores = found
    if not all(type(d) is int for d in (*scores, *mask.shape)):
        return args, kwargs  # symbolic sizes
    value = graph.constant_value(mask)
    if value is None or not bool((value if value.dtype == torch.bool else value == 0).all()):
        return args, kwargs
    if "attn_mask" in kwargs:
        return args, {**kwargs, "attn_mask": None}
    return [*args[:3], None, *args[4:]], kwargs


def _detached(graph: Any, values: list[Any]) -> list[Any]:
    """`values` with the tensors that require grad cut from autograd (`Graph.stop_gradient`):
    what an op that runs under no_grad, or `detach()`, reads."""
    out = []
    for v in values:
        if isinstance(v, torch.Tensor):
            cut = graph.stop_gradient(v)
            v = v if cut is None else cut
        elif type(v) in (list, tuple):
            v = type(v)(_detached(graph, list(v)))
        out.append(v)
    return out


def _tensors(values: list[Any]) -> list[torch.Tensor]:
    """The tensors in `values` and in the lists and tuples among them."""
    found: list[torch.Tensor] = []
    for v in values:
        if isinstance(v, torch.Tensor):
            found.append(v)
        elif isinstance(v, list | tuple):
            found += _tensors(list(v))
    return found


def _call_module(frame: Frame, module: ObjectValue, args: list[Value],
                 kwargs: dict[str, Value]) -> Value:
    m = module.obj
    from torch.nn.modules import module as nn_module

    hooks = (m._forward_hooks or m._forward_pre_hooks or m._backward_hooks
             or m._backward_pre_hooks or nn_module._global_forward_hooks
             or nn_module._global_forward_pre_hooks or nn_module._global_backward_hooks)
    if hooks:
        raise Unsupported(f"{type(m).__name__} has hooks; they run natively around its "
                          "compiled forward")
    if distributed.wrapped_module(m) is not None:
        raise Unsupported(f"{type(m).__name__} runs natively; the module it wraps is compiled")
    if module.source is not None:
        frame.tracer.gb.no_hooks(module.source)
    # None where reading it raises: a TorchScript module's (torch.jit.script, trace)
    forward = getattr(type(m), "forward", None)
    if not isinstance(forward, types.FunctionType):
        raise Unsupported(f"{type(m).__name__}.forward is not a Python function (TorchScript, "
                          "or another callable); the module runs natively")
    return call(frame, function_value(frame.tracer, forward, None), [module, *args], kwargs)


# -- builtins ------------------------------------------------------------------------------


@register(len)
def _len(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    (v,) = args
    override = python_override(v, "__len__")
    if override is not None:
        return call_override(frame, override, [v])
    if isinstance(v, ListValue | TupleValue | DictValue | SetValue):
        return ConstantValue(len(v.items))
    if isinstance(v, TensorValue):
        if v.fake.dim() == 0:
            raise Unsupported("len() of a 0-d tensor")
        return ConstantValue(v.fake.shape[0])
    if isinstance(v, ObjectValue) and isinstance(v.obj, torch.nn.Module) and v.source:
        frame.tracer.gb.length(v.source, len(v.obj))
    return _fold(frame, len, args, {})


@register(isinstance)
def _isinstance(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    v, cls = args
    classes = constant_of(cls, "isinstance's class")
    if isinstance(v, TensorValue):
        probe = v.fake
    elif isinstance(v, ConstantValue | ObjectValue):
        probe = _real(v)
    else:
        return ConstantValue(issubclass(v.python_type(), classes))
    return ConstantValue(isinstance(probe, classes))


@register(type)
def _type(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    (v,) = args
    if isinstance(v, TensorValue):
        return ObjectValue(torch.Tensor if v.source is None else type(v.fake).__mro__[1])
    if isinstance(v, ConstantValue | ObjectValue):
        return ObjectValue(type(_real(v)))
    return ObjectValue(v.python_type())


@register(callable)
def _callable(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    (v,) = args
    if isinstance(v, ConstantValue | ObjectValue):
        return ConstantValue(callable(_real(v)))
    return ConstantValue(isinstance(v, FunctionValue | BoundMethodValue | PartialValue
                                    | TensorMethodValue))


@register(getattr)
def _getattr(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    name = constant_of(args[1], "getattr's name")
    try:
        return get_attr(frame, args[0], name)
    except Unsupported:
        if len(args) == 3 and not _has_attr(args[0], name):
            return args[2]
        raise


def _has_attr(v: Value, name: str) -> bool:
    if isinstance(v, ConstantValue | ObjectValue):
        return hasattr(_real(v), name)
    if isinstance(v, TensorValue):
        return hasattr(v.fake, name)
    return hasattr(v.python_type(), name)


@register(hasattr)
def _hasattr(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    v, name = args
    return ConstantValue(_has_attr(v, constant_of(name, "hasattr's name")))


@register(sorted)
def _sorted(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    items = unpack(frame, args[0])
    key = kwargs.get("key")
    reverse = constant_of(kwargs.get("reverse", ConstantValue(False)), "sorted's reverse")
    keys = [constant_of(call(frame, key, [i], {}) if key and not is_same(key, ConstantValue(None))
                        else i, "a sort key") for i in items]
    order = sorted(range(len(items)), key=keys.__getitem__, reverse=reverse)
    return ListValue([items[i] for i in order])


@register(functools.reduce)
def _reduce(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    fn, items = args[0], unpack(frame, args[1])
    if len(args) > 2:
        items = [args[2], *items]
    if not items:
        raise Unsupported("reduce() of an empty sequence with no initial value")
    total = items[0]
    for item in items[1:]:
        total = call(frame, fn, [total, item], {})
    return total


@register(operator.delitem)
def _delitem(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    obj, key = args
    if isinstance(obj, ListValue | DictValue):
        del _mutate(obj).items[constant_of(key, "an index")]
        return ConstantValue(None)
    raise Unsupported(f"item deletion on {_type_name(obj)}")


@register(range)
def _range(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return ConstantValue(range(*(constant_of(a, "a range bound") for a in args)))


@register(enumerate)
def _enumerate(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    start = constant_of(kwargs.get("start", args[1] if len(args) > 1 else ConstantValue(0)),
                        "enumerate's start")
    return IteratorValue([TupleValue([ConstantValue(i), v])
                          for i, v in enumerate(unpack(frame, args[0]), start)])


@register(zip)
def _zip(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    columns = [unpack(frame, a) for a in args]
    return IteratorValue([TupleValue(list(row)) for row in zip(*columns, strict=False)])


@register(set, frozenset)
def _set(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    if kwargs or len(args) > 1:
        raise Unsupported("set() takes at most one iterable")
    items = unpack(frame, args[0]) if args else []
    return SetValue({constant_of(v, "a set element") for v in items})


def _set_write(method: Any) -> Handler:
    def handler(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
        target, *rest = args
        if method is set.update:
            rest = [v for iterable in rest for v in unpack(frame, iterable)]
        elements = [constant_of(v, "a set element") for v in rest]
        try:
            if method is set.update:
                target.items.update(elements)
            else:
                method(target.items, *elements)
        except KeyError as e:
            raise Unsupported(f"set.remove raised KeyError: {e}") from None
        return ConstantValue(None)

    return handler


for _method in (set.add, set.discard, set.remove, set.update, set.clear):
    register(_method)(_set_write(_method))


@register(map)
def _map(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    # applied eagerly while tracing: the calls are traced in order either way, and a map
    # whose function has side effects the program observes between items is rare
    columns = [unpack(frame, a) for a in args[1:]]
    return IteratorValue([frame.call(args[0], list(row), {})
                          for row in zip(*columns, strict=False)])


@register(reversed)
def _reversed(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return IteratorValue(list(reversed(unpack(frame, args[0]))))


@register(iter)
def _iter(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return iterate(frame, args[0])


@register(next)
def _next(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    it = args[0]
    if not isinstance(it, IteratorValue):
        raise Unsupported(f"next() on {_type_name(it)}")
    if it.index < len(it.items):
        it.index += 1
        return it.items[it.index - 1]
    if len(args) == 2:
        return args[1]
    raise Unsupported("next() on an exhausted iterator raises StopIteration")


@register(tuple)
def _tuple(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return TupleValue(unpack(frame, args[0]) if args else [])


@register(list)
def _list(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return ListValue(unpack(frame, args[0]) if args else [])


@register(dict)
def _dict(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    items: dict[Any, Value] = {}
    if args:
        if isinstance(args[0], DictValue | ObjectValue):
            items.update(dict_items(frame, args[0]))
        else:
            for pair in unpack(frame, args[0]):
                k, v = unpack(frame, pair)
                items[constant_of(k, "a dict key")] = v
    items.update(kwargs)
    return DictValue(items)


@register(dict.fromkeys)
def _dict_fromkeys(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    # one value shared by every key, as in Python (`dict.fromkeys(range(n), [])`)
    value = args[1] if len(args) > 1 else kwargs.get("value", ConstantValue(None))
    keys = [constant_of(k, "a dict key") for k in unpack(frame, args[0])]
    return DictValue(dict.fromkeys(keys, value))


@register(sum)
def _sum(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    total = kwargs.get("start", args[1] if len(args) > 1 else ConstantValue(0))
    for item in unpack(frame, args[0]):
        total = binary_op(frame, operator.add, total, item)
    return total


def _any_all(fn: Any) -> Handler:
    def handler(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
        return ConstantValue(fn(truth(frame, v) for v in unpack(frame, args[0])))

    return handler


def _min_max(fn: Any) -> Handler:
    def handler(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
        values = unpack(frame, args[0]) if len(args) == 1 else args
        if all(_is_foldable(v) for v in values) and not kwargs:
            return _fold(frame, fn, values, {})
        raise Unsupported(f"{fn.__name__}() compares values unknown while tracing "
                          "(tensors or symbolic sizes)")

    return handler


def _number(fn: Any) -> Handler:
    def handler(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
        if args and isinstance(args[0], TensorValue):
            raise Unsupported(f"{fn.__name__}(tensor) needs the tensor's value")
        if fn is bool and args:
            return ConstantValue(truth(frame, args[0]))
        return _fold(frame, fn, args, kwargs)

    return handler


for _fn, _make in ((any, _any_all), (all, _any_all), (min, _min_max), (max, _min_max),
                   (int, _number), (float, _number), (bool, _number)):
    LOOKASIDES[_fn] = _make(_fn)


@register(abs)
def _abs(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    if isinstance(args[0], TensorValue):
        return torch_call(frame, torch.abs, args, {})
    return _fold(frame, abs, args, kwargs)


@register(super)
def _super(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    if args:
        cls, obj = args
        return SuperValue(constant_of(cls, "super()'s class"), obj)
    cell = frame.cells.get("__class__")
    if cell is None or cell.contents is None or not frame.code.co_argcount:
        raise Unsupported("super() without arguments outside a method")
    first = frame.locals.get(frame.code.co_varnames[0])
    if first is None and frame.code.co_varnames[0] in frame.cells:
        first = frame.cells[frame.code.co_varnames[0]].contents
    return SuperValue(constant_of(cell.contents, "__class__"), first)


@register(functools.partial)
def _partial(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return PartialValue(args[0], list(args[1:]), dict(kwargs))


@register(operator.getitem)
def _getitem(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    obj, key = args
    override = python_override(obj, "__getitem__")
    if override is not None:
        return call_override(frame, override, [obj, key])
    if isinstance(obj, TensorValue):
        return torch_call(frame, operator.getitem, args, {})
    if isinstance(obj, ListValue | TupleValue):
        k = constant_of(key, "an index")
        if isinstance(k, slice):
            return type(obj)(obj.items[k]) if isinstance(obj, ListValue) else \
                TupleValue(obj.items[k])
        return obj.items[k]
    if isinstance(obj, DictValue):
        k = constant_of(key, "a dict key")
        if k not in obj.items:
            raise Unsupported(f"KeyError: {k!r}")
        return obj.items[k]
    if isinstance(obj, ConstantValue):
        return _fold(frame, operator.getitem, args, {})
    if isinstance(obj, ObjectValue):
        k = constant_of(key, "an index")
        source = GetItemSource(obj.source, k) if obj.source and type(k) in (int, str) else None
        if isinstance(k, slice) and isinstance(obj.obj, torch.nn.ModuleList):
            return ListValue([frame.tracer.wrap(obj.obj[i], GetItemSource(obj.source, i)
                                                if obj.source else None)
                              for i in range(len(obj.obj))[k]])
        if isinstance(k, slice):
            raise Unsupported(f"slicing a {type(obj.obj).__name__}")
        try:
            item = obj.obj[k]
        except Exception as e:
            raise Unsupported(f"{type(obj.obj).__name__}[{k!r}] raised {type(e).__name__}") \
                from None
        return frame.tracer.wrap(item, source)
    raise Unsupported(f"indexing {_type_name(obj)}")


@register(operator.setitem)
def _setitem(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    obj, key, value = args
    override = python_override(obj, "__setitem__")
    if override is not None:
        call_override(frame, override, [obj, key, value])
        return ConstantValue(None)
    if isinstance(obj, TensorValue):  # recorded as a write into a view (capture.py)
        torch_call(frame, torch.Tensor.__setitem__, args, {})
        return ConstantValue(None)
    if isinstance(obj, ListValue | DictValue):
        _mutate(obj).items[constant_of(key, "an index")] = value
        return ConstantValue(None)
    raise Unsupported(f"item assignment on {_type_name(obj)}")


@register(list.append)
def _list_append(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    lst, v = args
    _mutate(lst).items.append(v)
    return ConstantValue(None)


@register(list.extend)
def _list_extend(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    lst, v = args
    _mutate(lst).items.extend(unpack(frame, v))
    return ConstantValue(None)


@register(list.insert)
def _list_insert(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    lst, i, v = args
    _mutate(lst).items.insert(constant_of(i, "an index"), v)
    return ConstantValue(None)


@register(list.pop)
def _list_pop(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    lst = args[0]
    i = constant_of(args[1], "an index") if len(args) > 1 else -1
    return _mutate(lst).items.pop(i)


@register(list.copy, tuple.__iter__)
def _copy(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return ListValue(list(args[0].items))


@register(list.index, tuple.index)
def _index(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    seq, v = args
    for i, item in enumerate(seq.items):
        if is_same(item, v) or (_is_foldable(item) and _is_foldable(v)
                                and to_python(item) == to_python(v)):
            return ConstantValue(i)
    raise Unsupported("list.index() of a value not in the list")


def _readable(frame: Frame, v: Value) -> Value:
    """A container value for the read-only builtin methods (`dict.get`, `keys`, `len`...):
    a real dict or list object (one reached without a source, or a subclass instance the
    frame holds as an object) is read item by item."""
    if isinstance(v, ObjectValue) and isinstance(v.obj, dict | list):
        tracer, obj = frame.tracer, v.obj
        if isinstance(obj, dict):
            if not all(is_constant(k) for k in dict.keys(obj)):
                raise Unsupported(f"a {type(obj).__name__} with keys that are not constants")
            return DictValue({k: tracer.wrap(i, GetItemSource(v.source, k, raw="dict")
                                             if v.source else None)
                              for k, i in dict.items(obj)})
        return ListValue([tracer.wrap(i, GetItemSource(v.source, n, raw="list")
                                      if v.source else None)
                          for n, i in enumerate(list.__iter__(obj))])
    return v


@register(dict.__getitem__, list.__getitem__)
def _raw_getitem(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    obj, key = _readable(frame, args[0]), args[1]
    k = constant_of(key, "an index")
    if isinstance(obj, ListValue) and isinstance(k, slice):
        return ListValue(obj.items[k])
    if isinstance(obj, DictValue) and k not in obj.items:
        raise Unsupported(f"KeyError: {k!r}")
    return obj.items[k]


@register(dict.__setitem__, collections.OrderedDict.__setitem__, list.__setitem__)
def _raw_setitem(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    obj, key, value = args
    _mutate(obj).items[constant_of(key, "an index")] = value
    return ConstantValue(None)


@register(dict.__delitem__, collections.OrderedDict.__delitem__, list.__delitem__)
def _raw_delitem(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    obj, key = args
    del _mutate(obj).items[constant_of(key, "an index")]
    return ConstantValue(None)


@register(dict.__contains__)
def _raw_contains(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return ConstantValue(constant_of(args[1], "a dict key") in _readable(frame, args[0]).items)


@register(dict.__len__, list.__len__)
def _raw_len(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return ConstantValue(len(_readable(frame, args[0]).items))


@register(dict.__iter__, list.__iter__)
def _raw_iter(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    obj = _readable(frame, args[0])
    if isinstance(obj, DictValue):
        return IteratorValue([ConstantValue(k) for k in obj.items])
    return IteratorValue(list(obj.items))


@register(dict.__init__, collections.OrderedDict.__init__)
def _dict_init(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    d = args[0]
    if len(args) > 1:
        d.items.update(dict_items(frame, args[1]) if not isinstance(args[1], ListValue | TupleValue)
                       else {constant_of(k, "a dict key"): v for k, v in
                             (unpack(frame, pair) for pair in args[1].items)})
    d.items.update(kwargs)
    return ConstantValue(None)


@register(setattr)
def _setattr(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    obj, name, value = args
    store_attr(frame, obj, constant_of(name, "an attribute name"), value)
    return ConstantValue(None)


@register(delattr)
def _delattr(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    obj, name = args
    name = constant_of(name, "an attribute name")
    if isinstance(obj, ObjectValue) and id(obj.obj) in frame.tracer.fresh:
        delattr(obj.obj, name)  # a copy the trace made
        return ConstantValue(None)
    if isinstance(obj, NewObjectValue) and name in obj.attrs:
        del obj.attrs[name]
        return ConstantValue(None)
    raise Unsupported(f"delattr on {_type_name(obj)}")


@register(object.__setattr__)
def _object_setattr(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    obj, name, value = args
    store_attr(frame, obj, constant_of(name, "an attribute name"), value, dispatch=False)
    return ConstantValue(None)


def store_attr(frame: Frame, obj: Value, name: str, value: Value, dispatch: bool = True) -> None:
    """`obj.name = value`: through the class's Python `__setattr__` if it has one (and
    `dispatch`), into the attributes of an object the traced code made, else recorded as a
    side effect on a pre-existing object (replayed by the bridge)."""
    tracer = frame.tracer
    if dispatch:
        override = python_override(obj, "__setattr__")
        if override is not None:
            call_override(frame, override, [obj, ConstantValue(name), value])
            return
    if isinstance(obj, NewObjectValue):
        obj.attrs[name] = value
        return
    if isinstance(obj, DictValue) and obj.attrs is not None and obj.source is None:
        obj.attrs[name] = value
        return
    if isinstance(obj, ObjectValue) and id(obj.obj) in tracer.fresh:
        if isinstance(value, TensorValue) or _has_tensor(value):
            raise Unsupported(f"storing a tensor in the attribute {name!r} of a copied object")
        setattr(obj.obj, name, to_python(value))  # a copy the trace made (a config)
        return
    if isinstance(obj, ObjectValue | DictValue | ListValue) and obj.source is not None:
        from tcompile.frontend.interpreter import SideEffect

        tracer.side_effects.append(SideEffect(obj, name, value))
        real = obj.obj if isinstance(obj, ObjectValue | DictValue) else None
        if real is not None:
            tracer.attr_overrides[(id(real), name)] = value
        return
    raise Unsupported(f"assignment to the attribute {name!r} of {_type_name(obj)} object")


@register(contextvars.ContextVar.get)
def _context_get(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    var = args[0]
    state = frame.tracer.context_vars.get(id(_real(var)))
    if state is not None:
        return state[1]
    try:
        value = _real(var).get()
    except LookupError:
        if len(args) > 1:
            raise Unsupported("ContextVar.get(default) of a variable without a value") from None
        raise Unsupported("ContextVar.get() of a variable without a value") from None
    if var.source is None:
        raise Unsupported("ContextVar.get() of a variable the code cannot reach again")
    return frame.tracer.wrap(value, CallSource(var.source, "get"))


@register(contextvars.ContextVar.set)
def _context_set(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    var, value = args
    if var.source is None:
        raise Unsupported("ContextVar.set() of a variable the code cannot reach again")
    states = frame.tracer.context_vars
    prior = states[id(_real(var))][1] if id(_real(var)) in states else None
    states[id(_real(var))] = [var, value]
    return ContextTokenValue(var, prior)


@register(contextvars.ContextVar.reset)
def _context_reset(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    var, token = args
    if not isinstance(token, ContextTokenValue) or not is_same(token.var, var):
        raise Unsupported("ContextVar.reset() with a token from before the frame")
    if token.prior is None:
        frame.tracer.context_vars.pop(id(_real(var)), None)
    else:
        frame.tracer.context_vars[id(_real(var))] = [var, token.prior]
    return ConstantValue(None)


def _copier(fn: Any) -> Handler:
    def handler(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
        """A copy of a plain object (a model config), made now, natively. The copy belongs
        to the trace: its attributes are set natively too, and a compiled call that lets it
        escape returns the object made here."""
        (v,) = args
        if isinstance(v, ConstantValue):
            return v
        if isinstance(v, ListValue | TupleValue | DictValue) and v.python_type() in (
                list, tuple, dict) and not _has_tensor(v):
            if fn is copy.copy:
                return type(v)(dict(v.items) if isinstance(v, DictValue) else list(v.items))
            if isinstance(v, DictValue) and any(_has_tensor(i) or isinstance(i, TensorValue)
                                                for i in v.items.values()):
                raise Unsupported("deepcopy of a dict that holds tensors")
            return frame.tracer.from_python(copy.deepcopy(to_python(v)))
        if not isinstance(v, ObjectValue) or isinstance(v.obj, torch.Tensor | torch.nn.Module
                                                        | type):
            raise Unsupported(f"copy of a {_type_name(v)}")
        made = fn(v.obj)
        if any(isinstance(x, torch.Tensor) for x in getattr(made, "__dict__", {}).values()):
            raise Unsupported(f"copy of a {_type_name(v)} that holds tensors")
        frame.tracer.fresh.add(id(made))
        frame.tracer._keep.append(made)
        return ObjectValue(made)

    return handler


register(copy.deepcopy)(_copier(copy.deepcopy))
register(copy.copy)(_copier(copy.copy))


@register(inspect.signature)
def _signature(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    """A callable's signature, computed natively (inspect's own code is deep and cached)."""
    target = args[0]
    if isinstance(target, BoundMethodValue) and isinstance(target.func, FunctionValue) \
            and target.func.fn is not None and isinstance(target.self_value, ObjectValue):
        real = types.MethodType(target.func.fn, target.self_value.obj)
    else:
        real = to_python(target, "inspect.signature's argument")
    py_kwargs = {k: constant_of(v, "an inspect.signature option") for k, v in kwargs.items()}
    return ObjectValue(inspect.signature(real, **py_kwargs))


@register(dict.get)
def _dict_get(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    d, key = _readable(frame, args[0]), constant_of(args[1], "a dict key")
    default = args[2] if len(args) > 2 else ConstantValue(None)
    return d.items.get(key, default)


@register(dict.keys, collections.OrderedDict.keys)
def _dict_keys(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return ListValue([ConstantValue(k) for k in _readable(frame, args[0]).items])


@register(dict.values, collections.OrderedDict.values)
def _dict_values(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return ListValue(list(_readable(frame, args[0]).items.values()))


@register(dict.items, collections.OrderedDict.items)
def _dict_items(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return ListValue([TupleValue([ConstantValue(k), v])
                      for k, v in _readable(frame, args[0]).items.items()])


@register(dict.update)
def _dict_update(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    d = args[0]
    _mutate(d).items.update(dict_items(frame, args[1]) if len(args) > 1 else {})
    d.items.update(kwargs)
    return ConstantValue(None)


@register(dict.pop)
def _dict_pop(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    d, key = args[0], constant_of(args[1], "a dict key")
    if key not in d.items and len(args) > 2:
        return args[2]
    return _mutate(d).items.pop(key)


@register(dict.copy)
def _dict_copy(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return DictValue(dict(args[0].items))


# -- torch ---------------------------------------------------------------------------------


def _named_members(self: torch.nn.Module, get_members_fn: Callable[..., Any], prefix: str = "",
                   recurse: bool = True, remove_duplicate: bool = True) -> Any:
    """`nn.Module._named_members` (what `parameters()`, `named_buffers()` ... iterate), traced
    in its place: the same items in the same order, the members seen kept in a list and
    compared by identity where torch keeps a set of tensors (which the trace cannot hash)."""
    memo: list[Any] = []
    modules = (self.named_modules(prefix=prefix, remove_duplicate=remove_duplicate)
               if recurse else [(prefix, self)])
    for module_prefix, module in modules:
        for k, v in get_members_fn(module):
            if v is None or any(v is seen for seen in memo):
                continue
            if remove_duplicate:
                memo.append(v)
            yield module_prefix + ("." if module_prefix else "") + k, v


@register(torch.nn.Module._named_members)
def _module_named_members(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return call(frame, function_value(frame.tracer, _named_members, None), args, kwargs)


class _ForwardContext:
    """The `ctx` an `autograd.Function`'s forward gets where no gradient is needed: its
    methods keep what they are given under the attributes eager's ctx uses, and nothing
    reads them but `_autograd_function` (which inputs were marked dirty)."""

    def __init__(self, needs_input_grad: tuple[bool, ...]):
        self.needs_input_grad = needs_input_grad
        self.dirty_tensors: tuple[Any, ...] = ()
        self.materialize_grads = True

    def save_for_backward(self, *tensors: Any) -> None:
        self.to_save = tensors

    def save_for_forward(self, *tensors: Any) -> None:
        self.saved_for_forward = tensors

    def mark_dirty(self, *tensors: Any) -> None:
        self.dirty_tensors = tensors

    def mark_non_differentiable(self, *outputs: Any) -> None:
        self.non_differentiable = outputs

    def set_materialize_grads(self, value: bool) -> None:
        self.materialize_grads = value


@register(inspect.getattr_static(torch.autograd.Function, "apply").__func__)
def _autograd_function(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    """`MyFunction.apply(*inputs)` where no input needs a gradient (under `no_grad`, or
    inputs that do not require grad): autograd runs the forward alone, with grad disabled,
    so it is traced as any function (transformers' BLOOM GELU). An input the forward
    returns comes back as a view of itself, as autograd returns it, unless marked dirty.
    Where a gradient is needed the backward must be the Function's own: see
    `_with_own_backward`."""
    cls_value, *inputs = args
    cls = constant_of(cls_value, "an autograd.Function")
    tracer = frame.tracer
    tensors = [v for v in _leaves([*inputs, *kwargs.values()]) if isinstance(v, TensorValue)]
    needs_grad = tracer.grad_enabled and any(t.fake.requires_grad for t in tensors)
    if needs_grad and (kwargs or any(isinstance(v, ListValue | TupleValue | DictValue)
                                     for v in inputs)):
        raise Unsupported(f"{cls.__qualname__}.apply on tensors that require grad, with "
                          "keyword arguments or tensors inside containers")
    block = tracer.graph.block
    last = block.last_op
    forward = get_attr(frame, cls_value, "forward")
    new_style = cls.setup_context is not torch.autograd.Function.setup_context
    ctx = None if new_style else _construct(
        frame, ObjectValue(_ForwardContext),
        [ConstantValue(tuple(isinstance(v, TensorValue) and v.fake.requires_grad
                             for v in inputs))], {})
    prior = tracer.grad_enabled
    tracer.set_grad(False)
    try:
        out = call(frame, forward, inputs if ctx is None else [ctx, *inputs], kwargs)
    finally:
        tracer.set_grad(prior)
    dirty = ctx.attrs["dirty_tensors"] if isinstance(ctx, NewObjectValue) else ConstantValue(())
    dirty_ids = {id(v) for v in _leaves([dirty])}
    if needs_grad:
        traced = list(block.ops) if last is None else _ops_after(last)
        dirtied = any(isinstance(v, TensorValue) for v in _leaves([dirty]))
        return _with_own_backward(frame, cls, inputs, out, dirtied, traced)

    def returned(v: Value) -> Value:
        if any(v is t for t in tensors) and id(v) not in dirty_ids:
            return torch_call(frame, torch.Tensor.view_as, [v, v], {})
        return v

    if isinstance(out, TupleValue):
        return TupleValue([returned(v) for v in out.items], cls=out.cls)
    return returned(out)


def _ops_after(op: Any) -> list[Any]:
    found = []
    while (op := op.next_op) is not None:
        found.append(op)
    return found


def _with_own_backward(frame: Frame, cls: type, inputs: list[Value], out: Value,
                       dirty: bool, traced: list[Any]) -> Value:
    """`cls.apply(*inputs)` where an input requires grad: its forward was traced with grad
    disabled, so the graph's ops carry no gradient to the inputs (`Graph.stop_gradient`);
    its floating-point outputs pass through `tcompile::function_grad`, whose derivative is
    the Function's own backward, run from the compiled backward after its forward again
    (tcompile/runtime/custom_grad.py). Refused (a graph break, and the call runs natively)
    where running the forward again could differ: random numbers drawn, inputs changed in
    place, an input returned."""
    from xdsl.traits import Pure

    from tcompile.dialects.torch import TorchOp
    from tcompile.runtime import custom_grad

    name = f"{cls.__qualname__}.apply on tensors that require grad"
    if dirty or any(isinstance(op, TorchOp) and not op.has_trait(Pure) for op in traced):
        raise Unsupported(f"{name}: its forward draws random numbers or writes its inputs "
                          "in place, so the backward could not run it again")
    tensors = [v for v in inputs if isinstance(v, TensorValue)]
    # what autograd tracks: a tensor returned, or the tensors of the tuple returned (not
    # those nested deeper, or in lists)
    results = out.items if isinstance(out, TupleValue) else [out]
    outputs = [v for v in results if isinstance(v, TensorValue) and v.fake.is_floating_point()]
    if any(o is t or o.fake is t.fake for o in outputs for t in tensors) or not outputs:
        raise Unsupported(f"{name}: it returns an input, or no floating-point tensor")
    if not all(isinstance(v, TensorValue) or is_constant(to_python(v)) for v in inputs):
        raise Unsupported(f"{name}: an argument that is not a tensor or a constant")
    key = custom_grad.register_function(custom_grad.FunctionCall(
        cls, tuple(None if isinstance(v, TensorValue) else to_python(v) for v in inputs),
        tuple(i for i, v in enumerate(inputs) if isinstance(v, TensorValue)),
        tuple(isinstance(v, TensorValue) and v.fake.requires_grad for v in inputs),
        tuple(i for i, v in enumerate(results) if any(v is o for o in outputs))))
    passed = torch_call(frame, torch.ops.tcompile.function_grad.default,
                        [ListValue(list(tensors)), ListValue(list(outputs)),
                         ConstantValue(key)], {})
    assert isinstance(passed, ListValue)
    new = dict(zip((id(o) for o in outputs), passed.items, strict=True))

    if isinstance(out, TupleValue):
        return TupleValue([new.get(id(v), v) for v in out.items], cls=out.cls)
    return new.get(id(out), out)


def _leaves(values: list[Value]) -> list[Value]:
    """`values`, with the items of tuples and lists among them in their place."""
    found: list[Value] = []
    for v in values:
        found += _leaves(v.items) if isinstance(v, ListValue | TupleValue) else [v]
    return found


@register(torch.is_grad_enabled)
def _is_grad_enabled(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return ConstantValue(frame.tracer.grad_enabled)


@register(torch.no_grad)
def _no_grad(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return GradModeValue(False, torch.no_grad)


@register(torch.enable_grad)
def _enable_grad(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return GradModeValue(True, torch.enable_grad)


@register(torch.inference_mode)
def _inference_mode(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    mode = constant_of(args[0], "inference_mode's argument") if args else True
    return GradModeValue(not mode, functools.partial(torch.inference_mode, mode))


@register(torch.set_grad_enabled)
def _set_grad_enabled(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    mode = constant_of(args[0], "set_grad_enabled's argument")
    # Called as a function it takes effect at once; as a context manager, __exit__ undoes it.
    prior = frame.tracer.grad_enabled
    frame.tracer.set_grad(mode)
    return GradModeValue(mode, functools.partial(torch.set_grad_enabled, mode), prior=prior)


@register(contextlib.nullcontext)
def _nullcontext(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    entered = args[0] if args else kwargs.get("enter_result")
    if entered is not None and not (isinstance(entered, ConstantValue) and entered.value is None):
        raise Unsupported("nullcontext(enter_result): `with ... as` a value is not traced")
    return GradModeValue(None, contextlib.nullcontext)


@register(torch.finfo, torch.iinfo)
def _type_info(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    dtype = constant_of(args[0], "the dtype") if args else torch.get_default_dtype()
    info = torch.finfo if dtype.is_floating_point else torch.iinfo
    return ObjectValue(info(dtype))


def _tensor_of_data(fn: Any, frame: Frame, args: list[Value], kwargs: dict[str, Value]
                    ) -> Value:
    """`torch.tensor([[1, 2], [3, 4]], dtype=...)` (or `torch.as_tensor`) of Python numbers:
    a constant recorded in the graph (`Graph.constant`). Other data (tensors, symbolic ints)
    goes through torch."""
    bound = dict(zip(("data",), args, strict=False)) | kwargs
    options = {k: to_python(v) for k, v in bound.items() if k != "data"}
    data = _numbers(bound.get("data"))
    if data is None or set(options) - {"dtype", "device", "requires_grad"} \
            or options.get("requires_grad"):
        return torch_call(frame, fn, args, kwargs)
    try:
        value = torch.tensor(data, dtype=options.get("dtype"))
    except (TypeError, ValueError, RuntimeError) as e:
        raise Unsupported(f"torch.tensor of {data!r} fails: {e}") from None
    try:
        fake = frame.tracer.graph.constant(value, options.get("device"))
    except UnsupportedOp as e:
        raise Unsupported(str(e)) from None
    return frame.tracer.tensor_value(fake)


register(torch.tensor)(functools.partial(_tensor_of_data, torch.tensor))
register(torch.as_tensor)(functools.partial(_tensor_of_data, torch.as_tensor))


def _numbers(v: Value | None) -> Any:
    """The Python number or (nested) list of numbers `v` stands for; None for other data."""
    if isinstance(v, ConstantValue) and type(v.value) in (bool, int, float):
        return v.value
    if isinstance(v, ListValue | TupleValue) and v.python_type() in (list, tuple):
        items = [_numbers(i) for i in v.items]
        return None if any(i is None for i in items) else items
    return None


@register(torch.is_tensor)
def _is_tensor(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    return ConstantValue(isinstance(args[0], TensorValue))


@register(builtins.__build_class__)
def _build_class(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    # `class C(...)` in traced code: its body runs only when it is built, and nothing but
    # defining it is traced (torch.masked defines an autograd.Function it uses for
    # MaskedTensor inputs only); any use of the class is a graph break, see ClassDefValue
    name = constant_of(args[1], "a class name")
    return ClassDefValue(name)


@register(builtins.print)
def _print(frame: Frame, args: list[Value], kwargs: dict[str, Value]) -> Value:
    raise Unsupported("call to print (a Python builtin with side effects)")


"""The symbolic interpreter: runs a frame's normalized bytecode on symbolic values.

A `Tracer` is one translation attempt of a frame function: it owns the graph being
captured, the guard builder, the ordered side effects and the restart-and-stop point. A
`Frame` is one code object being interpreted (the frame function, or a user function it
inlines): locals, cells, the value stack and the step loop over the instructions of
`bytecode.instructions.normalize`, dispatched by opcode name to the `op_*` methods below.

Calls go through `lookasides.call`: user functions and `nn.Module.forward` are inlined
(a new `Frame`), torch functions run on fake tensors, builtins have lookasides, and anything
else raises `Unsupported`, which becomes a graph break at the frame function's instruction
that was running (research §2.1: the translation restarts and stops there).
"""

from __future__ import annotations

import builtins
import inspect
import operator
import sys
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import torch
from torch.fx.experimental.symbolic_shapes import GuardOnDataDependentSymNode

from tcompile.frontend import config as global_config
from tcompile.frontend.bytecode.instructions import Instr, normalize
from tcompile.frontend.bytecode.versions import PY312, call_target, callable_slots
from tcompile.frontend.capture import Graph
from tcompile.frontend.errors import Unsupported
from tcompile.frontend.sources import (
    AttrSource,
    ClosureSource,
    GetItemSource,
    GlobalSource,
    LocalSource,
    ModuleGlobalSource,
    Source,
)
from tcompile.frontend.values import (
    NULL,
    CellValue,
    ConstantValue,
    DictValue,
    ExitValue,
    FunctionValue,
    GradModeValue,
    IteratorValue,
    ListValue,
    ObjectValue,
    SetValue,
    SuperValue,
    TensorValue,
    TupleValue,
    Value,
    is_constant,
)
from tcompile.runtime.cudagraphs import mark_static_address

_GENERATOR_FLAGS = inspect.CO_GENERATOR | inspect.CO_COROUTINE | inspect.CO_ASYNC_GENERATOR

_BINARY = {
    "+": operator.add, "&": operator.and_, "//": operator.floordiv, "<<": operator.lshift,
    "@": operator.matmul, "*": operator.mul, "%": operator.mod, "|": operator.or_,
    "**": operator.pow, ">>": operator.rshift, "-": operator.sub, "/": operator.truediv,
    "^": operator.xor,
}  # fmt: skip
_INPLACE = {
    "+=": operator.iadd, "&=": operator.iand, "//=": operator.ifloordiv,
    "<<=": operator.ilshift, "@=": operator.imatmul, "*=": operator.imul,
    "%=": operator.imod, "|=": operator.ior, "**=": operator.ipow, ">>=": operator.irshift,
    "-=": operator.isub, "/=": operator.itruediv, "^=": operator.ixor,
}  # fmt: skip
_CONVERSIONS = {"str": str, "repr": repr, "ascii": ascii}
COMPARE = {
    "<": operator.lt, "<=": operator.le, "==": operator.eq, "!=": operator.ne,
    ">": operator.gt, ">=": operator.ge,
}  # fmt: skip


@dataclass
class SideEffect:
    """A mutation of a pre-existing object, replayed when the compiled code runs:
    `setattr(target, name, value)` (name is a str) or `target[name] = value` (item=True)."""

    target: Value
    name: Any
    value: Value
    item: bool = False


@dataclass
class DeferredCall:
    """A call made after the graph, in program order with the side effects: logging."""

    fn: Value
    args: list[Value]
    kwargs: dict[str, Value]


@dataclass
class BreakState:
    """Where the frame function stopped: the instruction and the values before it ran."""

    instr: Instr
    stack: list[Value]
    locals: dict[str, Value]
    cells: dict[str, CellValue]


class Tracer:
    """One translation attempt of the frame function `fn`."""

    def __init__(self, fn: types.FunctionType, gb: Any, config: Any,
                 dynamic: dict[str, set[int | None]], stop_at: int | None):
        self.fn = fn
        self.gb = gb
        self.config = config
        self.dynamic = dynamic
        self.stop_at = stop_at
        self.graph = Graph()
        self.side_effects: list[SideEffect | DeferredCall] = []
        self.grad_enabled = self.entry_grad_enabled = torch.is_grad_enabled()
        self.root: Frame | None = None
        # Containers wrapped from a source, by id of the real object, so that a list read
        # twice is one symbolic list and its mutations are seen by both reads.
        self._wrapped: dict[int, Value] = {}
        self._keep: list[Any] = []
        self.functions: dict[tuple[int, Source | None], FunctionValue] = {}  # function_value
        self.functions_in_making: dict[int, FunctionValue] = {}
        self.fresh: set[int] = set()  # ids of plain objects the trace copied (lookasides)
        # Attributes the traced code assigned: (id of the object, name) -> new value.
        self.attr_overrides: dict[tuple[int, str], Value] = {}
        self.global_overrides: dict[str, Value] = {}  # globals of `fn` the code assigned
        # The cells of the frame function's free variables, and the indices of those its
        # code assigned (replayed by the bridge).
        self.free_cells: list[CellValue] = []
        # ContextVars the traced code set: id of the variable -> [its value, the value set];
        # the bridge sets the last value (reset() back to the entry value removes it)
        self.context_vars: dict[int, list[Value]] = {}
        self.written_free_cells: set[int] = set()

    def mutated_containers(self) -> list[ListValue | DictValue]:
        """Lists and dicts of the program's state that the traced code changed."""
        return [v for v in self._wrapped.values()
                if isinstance(v, ListValue | DictValue) and v.mutated]

    def set_grad(self, enabled: bool) -> None:
        """Grad mode as the traced code sets it (`with torch.no_grad()`)."""
        self.grad_enabled = enabled

    # -- values read from the program's state -----------------------------------------

    def wrap(self, obj: Any, source: Source | None) -> Value:
        """The symbolic value of a real object read from `source`, guarding what tracing
        will depend on. `source` is None for objects the code itself holds (constants)."""
        if source is None:
            return self._wrap_unguarded(obj)
        if id(obj) in self._wrapped and not is_constant(obj):
            value = self._wrapped[id(obj)]
            first = getattr(value, "source", None)
            if isinstance(obj, torch.Tensor) and first is not None and first != source:
                # one tensor reached by two paths (`f(x, x)`) is one graph input: only
                # while both paths lead to the same tensor
                self.gb.expr("L0 is L1", [source, first],
                             f"{source.display()} is {first.display()}")
            return value
        value = self._wrap_guarded(obj, source)
        if not is_constant(obj):
            self._wrapped[id(obj)] = value
            self._keep.append(obj)
        return value

    def _wrap_guarded(self, obj: Any, source: Source) -> Value:
        gb = self.gb
        if isinstance(obj, torch.Tensor):
            dims = self._dynamic_dims(obj, source)
            if obj.is_cuda and self._module_state(obj, source):
                # CUDA graph replays read a module's buffers where they are, as parameters
                # (BatchNorm's running statistics: 120 copies in and back a ResNet-18 step)
                mark_static_address(obj)
            stand_in = self.graph.input(obj, source, dims)
            gb.tensor(source, obj, dims, self.graph.stride_guard(stand_in) if dims else None)
            return TensorValue(stand_in, source)
        if type(obj) in (int, float) and self.config.dynamic is not False \
                and None in self.dynamic.get(source.expr(), ()):
            gb.type_is(source, obj)
            return ObjectValue(self.graph.number_input(obj, source))
        if is_constant(obj):
            if isinstance(obj, type(None) | bool | int | float | str | torch.dtype
                          | torch.device | tuple):
                gb.equals(source, obj)
            else:
                gb.type_is(source, obj)
            return ConstantValue(obj, source)
        if type(obj) in (list, tuple) or _is_namedtuple(obj):
            gb.type_is(source, obj)
            gb.length(source, len(obj))
            items = [self.wrap(o, GetItemSource(source, i)) for i, o in enumerate(obj)]
            if isinstance(obj, list):
                return ListValue(items, source)
            return TupleValue(items, source, type(obj))
        if type(obj) is dict and all(type(k) in (str, int) for k in obj):
            gb.type_is(source, obj)
            gb.dict_keys(source, list(obj))
            return DictValue({k: self.wrap(v, GetItemSource(source, k)) for k, v in obj.items()},
                             source)
        if isinstance(obj, dict) and _container_subclass(type(obj), dict) \
                and all(type(k) in (str, int) for k in dict.keys(obj)):
            # a registry, an OrderedDict, a ModelOutput: items read past the subclass's
            # __getitem__; attribute reads go to the real object (`obj`)
            gb.type_is(source, obj)
            gb.dict_keys(source, list(dict.keys(obj)))
            items = {k: self.wrap(v, GetItemSource(source, k, raw="dict"))
                     for k, v in dict.items(obj)}
            return DictValue(items, source, cls=type(obj), obj=obj)
        if isinstance(obj, list) and _container_subclass(type(obj), list):
            gb.type_is(source, obj)
            gb.length(source, len(obj))
            return ListValue([self.wrap(o, GetItemSource(source, i, raw="list"))
                              for i, o in enumerate(list.__iter__(obj))], source,
                             cls=type(obj))
        if is_nested_function(obj):
            # Made again on each call of the function enclosing it (and by bridges): guard
            # its code; function_value guards its defaults and cells through `source`.
            gb.type_is(source, obj)
            gb.id_is(AttrSource(source, "__code__"), obj.__code__)
            return function_value(self, obj, source)
        if isinstance(obj, types.FunctionType):
            gb.id_is(source, obj)
            return function_value(self, obj, source)
        if isinstance(obj, types.MethodType):
            # a new bound method on each read (`logger.warning_once`): guard its function;
            # its `__self__` is the object read before it, guarded already
            gb.id_is(AttrSource(source, "__func__"), obj.__func__)
        elif isinstance(obj, torch.nn.Module | types.ModuleType | type
                        | types.BuiltinFunctionType) or callable(obj):
            gb.id_is(source, obj)
        else:
            gb.type_is(source, obj)
        return ObjectValue(obj, source)

    def _wrap_unguarded(self, obj: Any) -> Value:
        if isinstance(obj, torch.Tensor):
            raise Unsupported("a tensor constant that is neither an argument nor reachable "
                              "from one (a global, a closure or a module attribute)")
        if is_constant(obj):
            return ConstantValue(obj)
        if isinstance(obj, tuple) and type(obj) is tuple:
            return TupleValue([self._wrap_unguarded(o) for o in obj])
        if type(obj) is dict and all(is_constant(k) for k in obj):
            # a class's metadata (a dataclass's `__dataclass_fields__`): copied, unguarded
            return DictValue({k: self._wrap_unguarded(v) for k, v in obj.items()})
        if isinstance(obj, types.FunctionType):
            return function_value(self, obj, None)
        return ObjectValue(obj)

    def _dynamic_dims(self, t: torch.Tensor, source: Source) -> tuple[int, ...]:
        """The dims of `t` that this translation makes symbolic (sizes 0 and 1 are then
        specialized by the ShapeEnv, as torch does).

        `dynamic=True`: every dim of every tensor but a module's parameters and buffers
        (torch's `force_parameter_static_shapes`: weights keep the sizes their kernels are
        specialized on, and an activation's feature dim unifies with them). Automatic
        (`dynamic=None`): every dim of a tensor whose sizes changed since an earlier
        translation (`_note_dynamic` records them), so that after one recompile any later batch
        size or sequence length runs from the same entry; plus what `mark_dynamic` marked.
        """
        if self.config.dynamic is False:
            return ()
        marked = {d for d in getattr(t, "_tcompile_dynamic_dims", ()) if d < t.dim()}
        if self._module_state(t, source):
            return tuple(sorted(marked))
        if self.config.dynamic is True or self.dynamic.get(source.expr()):
            marked = set(range(t.dim()))
        return tuple(sorted(marked))

    def _module_state(self, t: torch.Tensor, source: Source) -> bool:
        """Whether `t` is a parameter or a buffer of an nn.Module."""
        if isinstance(t, torch.nn.Parameter):
            return True
        base = getattr(source, "base", None)
        owner = self.gb.object_of(base) if base is not None else None
        return isinstance(owner, torch.nn.Module) and \
            any(v is t for v in vars(owner).get("_buffers", {}).values())

    def tensor_value(self, t: torch.Tensor) -> TensorValue:
        if not self.graph.owns(t):
            raise Unsupported("a torch call returned a tensor built from Python data "
                              "(a constant tensor), which graphs cannot hold yet")
        return TensorValue(t)

    def from_python(self, obj: Any) -> Value:
        """A value the traced code computed (no source): results of folding and torch calls."""
        if isinstance(obj, torch.Tensor):
            return self.tensor_value(obj)
        if is_constant(obj):
            return ConstantValue(obj)
        if type(obj) is list:
            return ListValue([self.from_python(o) for o in obj])
        if isinstance(obj, tuple):
            return TupleValue([self.from_python(o) for o in obj], cls=type(obj))
        if type(obj) is dict:
            return DictValue({k: self.from_python(v) for k, v in obj.items()})
        if type(obj) in (set, frozenset) and all(is_constant(o) or isinstance(o, type)
                                                 for o in obj):
            return SetValue(set(obj))
        return ObjectValue(obj)

    # -- running -----------------------------------------------------------------------

    def run_root(self, args: tuple, kwargs: dict) -> Value | BreakState:
        """Interpret the frame function; its return value, or where it stopped."""
        fn = self.fn
        self.gb.grad_mode(self.grad_enabled)
        bound = inspect.signature(fn, follow_wrapped=False).bind(*args, **kwargs)
        bound.apply_defaults()
        local_values = {name: self.wrap(v, LocalSource(name)) for name, v in
                        bound.arguments.items()}
        self.free_cells = [
            CellValue(self.wrap(cell.cell_contents, ClosureSource(name, i)))
            for i, (name, cell) in enumerate(zip(fn.__code__.co_freevars, fn.__closure__ or (),
                                                 strict=True))
        ]
        closure = tuple(self.free_cells)
        self.root = Frame(self, fn.__code__, fn.__globals__, local_values, closure, depth=0,
                          globals_source=GlobalSource)
        return self.root.run()

    def inline(self, fn: FunctionValue, args: Sequence[Value], kwargs: dict[str, Value],
               depth: int) -> Value:
        """Interpret a call to a user function; generators run to exhaustion."""
        if depth > global_config.inline_depth_limit:
            raise Unsupported(f"calls nested deeper than {global_config.inline_depth_limit}")
        local_values = bind_arguments(fn, args, kwargs)
        frame = Frame(self, fn.code, fn.globals, local_values, fn.closure, depth,
                      globals_source=_globals_source(self, fn))
        result = frame.run()
        if fn.code.co_flags & _GENERATOR_FLAGS:
            if fn.code.co_flags & inspect.CO_GENERATOR == 0:
                raise Unsupported(f"{fn.name} is a coroutine")
            return IteratorValue(frame.yielded, returned=result)
        return result


def is_nested_function(obj: Any) -> bool:
    """A function defined inside another function; guards and bridges reach it through its
    source, as the same code may come in another function object on the next call."""
    return isinstance(obj, types.FunctionType) and "<locals>" in obj.__qualname__


def _container_subclass(cls: type, base: type) -> bool:
    """A Python subclass of dict or list whose items are the builtin's storage: read,
    iterated and rebuilt through the builtin's own methods."""
    return cls is not base and type(cls).__call__ is type.__call__ and \
        cls.__new__ is base.__new__ and getattr(cls, "__slots__", None) is None


def _is_namedtuple(obj: Any) -> bool:
    return isinstance(obj, tuple) and hasattr(type(obj), "_fields")


def _globals_source(tracer: Tracer, fn: FunctionValue) -> Any:
    """How an inlined function's globals are reached from the frame function."""
    if fn.globals is tracer.fn.__globals__:
        return GlobalSource
    if fn.fn is not None and fn.source is not None:
        return lambda name: GetItemSource(AttrSource(fn.source, "__globals__"), name)
    # A function from another module reached without a source (a method of a class): its
    # globals are its module's, reached through sys.modules.
    module = fn.globals.get("__name__")
    if not isinstance(module, str) or module.split(".")[0] in global_config.stable_modules:
        return None
    if getattr(sys.modules.get(module), "__dict__", None) is fn.globals:
        return lambda name: ModuleGlobalSource(module, name)
    return None


def function_value(tracer: Tracer, fn: types.FunctionType, source: Source | None
                   ) -> FunctionValue:
    """A real user function: its defaults and closure cells read through `source`."""
    def attr(name: str) -> Source | None:
        return AttrSource(source, name) if source is not None else None

    # A function reachable from its own closure (a recursive nested def, a decorator's
    # wrapper that names itself) is one value, also through the cell's longer source.
    key = (id(fn), source)
    made = tracer.functions.get(key) or tracer.functions_in_making.get(id(fn))
    if made is not None:
        return made
    value = FunctionValue(fn.__code__, fn.__globals__, fn.__name__, fn=fn, source=source)
    tracer.functions[key] = value
    tracer.functions_in_making[id(fn)] = value
    try:
        _read_function_state(tracer, fn, value, attr)
    finally:
        del tracer.functions_in_making[id(fn)]
    return value


def _read_function_state(tracer: Tracer, fn: types.FunctionType, value: FunctionValue,
                         attr: Callable[[str], Source | None]) -> None:
    tracer._keep.append(fn)
    defaults_src = attr("__defaults__")
    defaults = tuple(
        tracer.wrap(d, GetItemSource(defaults_src, i) if defaults_src else None)
        for i, d in enumerate(fn.__defaults__ or ())
    )
    kw_src = attr("__kwdefaults__")
    kwdefaults = {k: tracer.wrap(v, GetItemSource(kw_src, k) if kw_src else None)
                  for k, v in (fn.__kwdefaults__ or {}).items()}
    closure_src = attr("__closure__")
    cells = []
    for i, cell in enumerate(fn.__closure__ or ()):
        src = AttrSource(GetItemSource(closure_src, i), "cell_contents") if closure_src else None
        try:
            contents = cell.cell_contents
        except ValueError:  # an empty cell (a name assigned later in the enclosing frame)
            cells.append(CellValue(None, src))
            continue
        cells.append(CellValue(tracer.wrap(contents, src) if src else
                               tracer._wrap_unguarded(contents), src))
    value.defaults, value.kwdefaults, value.closure = defaults, kwdefaults, tuple(cells)


def bind_arguments(fn: FunctionValue, args: Sequence[Value], kwargs: dict[str, Value]
                   ) -> dict[str, Value]:
    """Python's argument binding for `fn(*args, **kwargs)`, on symbolic values."""
    code = fn.code
    npos = code.co_argcount
    names = code.co_varnames
    kwonly = names[npos:npos + code.co_kwonlyargcount]
    has_varargs = bool(code.co_flags & inspect.CO_VARARGS)
    has_varkw = bool(code.co_flags & inspect.CO_VARKEYWORDS)
    out: dict[str, Value] = {}
    for name, v in zip(names[:npos], args, strict=False):
        out[name] = v
    extra = list(args[npos:])
    if extra and not has_varargs:
        raise Unsupported(f"{fn.name}() takes {npos} positional arguments but {len(args)} "
                          "were given")
    rest: dict[str, Value] = {}
    for k, v in kwargs.items():
        if k in names[code.co_posonlyargcount:npos] or k in kwonly:
            out[k] = v
        elif has_varkw:
            rest[k] = v
        else:
            raise Unsupported(f"{fn.name}() got an unexpected keyword argument {k!r}")
    first_default = npos - len(fn.defaults)
    for i, name in enumerate(names[:npos]):
        if name not in out:
            if i < first_default:
                raise Unsupported(f"{fn.name}() is missing the argument {name!r}")
            out[name] = fn.defaults[i - first_default]
    for name in kwonly:
        if name not in out:
            if name not in fn.kwdefaults:
                raise Unsupported(f"{fn.name}() is missing the argument {name!r}")
            out[name] = fn.kwdefaults[name]
    index = npos + len(kwonly)
    if has_varargs:
        out[names[index]] = TupleValue(extra)
        index += 1
    if has_varkw:
        out[names[index]] = DictValue(rest)
    return out


class _Return(Exception):
    pass


class Frame:
    """The state of one code object being interpreted, and its opcode handlers."""

    def __init__(self, tracer: Tracer, code: types.CodeType, globals_: dict[str, Any],
                 local_values: dict[str, Value], closure: tuple[CellValue, ...], depth: int,
                 globals_source: Any):
        self.tracer = tracer
        self.code = code
        self.globals = globals_
        self.globals_source = globals_source
        self.instrs = normalize(code)
        self.depth = depth
        self.stack: list[Value] = []
        self.cells: dict[str, CellValue] = {}
        for name in code.co_cellvars:
            self.cells[name] = CellValue(local_values.pop(name, None))
        for name, cell in zip(code.co_freevars, closure, strict=True):
            self.cells[name] = cell
        self.locals: dict[str, Value] = local_values
        self.index = 0  # the instruction running
        self.next = 0
        self.yielded: list[Value] = []
        self.result: Value | None = None

    # -- the step loop -------------------------------------------------------------------

    def run(self) -> Value | BreakState:
        tracer = self.tracer
        is_root = self.depth == 0
        while True:
            if is_root and self.next == tracer.stop_at:
                instr = self.instrs[self.next]
                return BreakState(instr, list(self.stack), dict(self.locals), dict(self.cells))
            self.index = self.next
            instr = self.instrs[self.index]
            self.next = self.index + 1
            handler = getattr(self, "op_" + instr.opname, None)
            if handler is None:
                raise Unsupported(f"the bytecode instruction {instr.opname} is not supported")
            try:
                try:
                    handler(instr)
                except GuardOnDataDependentSymNode as e:
                    # `if mask.sum() > 0`, `x[: n.item()]`: Python decides on a size that a
                    # tensor's values decide (an unbacked `u0`), as torch.compile breaks there
                    raise Unsupported("Python depends on a size that tensor data decides: "
                                      f"{str(e).splitlines()[0]}") from None
            except _Return:
                return self.result
            except Unsupported as e:
                if not hasattr(e, "where"):  # the innermost traced line: the user's code
                    e.where = (self.code.co_filename, instr.lineno)
                raise

    def push(self, v: Value) -> None:
        self.stack.append(v)

    def pop(self) -> Value:
        return self.stack.pop()

    def popn(self, n: int) -> list[Value]:
        if n == 0:
            return []
        values = self.stack[-n:]
        del self.stack[-n:]
        return values

    def jump(self, instr: Instr) -> None:
        self.next = instr.target.index

    def call(self, fn: Value, args: Sequence[Value], kwargs: dict[str, Value] | None = None
             ) -> Value:
        from tcompile.frontend.lookasides import call

        return call(self, fn, list(args), kwargs or {})

    # -- loads and stores --------------------------------------------------------------

    def op_LOAD_CONST(self, instr: Instr) -> None:
        self.push(self.tracer.wrap(instr.argval, None))

    def op_LOAD_FAST(self, instr: Instr) -> None:
        if instr.argval not in self.locals:
            raise Unsupported(f"local variable {instr.argval!r} read before assignment")
        self.push(self.locals[instr.argval])

    def op_LOAD_FAST_AND_CLEAR(self, instr: Instr) -> None:
        self.push(self.locals.pop(instr.argval, NULL))

    def op_STORE_FAST(self, instr: Instr) -> None:
        v = self.pop()
        if v is NULL:
            self.locals.pop(instr.argval, None)
        else:
            self.locals[instr.argval] = v

    def op_DELETE_FAST(self, instr: Instr) -> None:
        self.locals.pop(instr.argval, None)

    def op_LOAD_GLOBAL(self, instr: Instr) -> None:
        name = instr.argval
        if self.globals is self.tracer.fn.__globals__ and name in self.tracer.global_overrides:
            value = self.tracer.global_overrides[name]
        elif name in self.globals:
            src = self.globals_source(name) if self.globals_source else None
            value = self.tracer.wrap(self.globals[name], src)
        else:
            builtins = self.globals.get("__builtins__", __builtins__)
            if isinstance(builtins, types.ModuleType):
                builtins = builtins.__dict__
            if name not in builtins:
                raise Unsupported(f"name {name!r} is not defined")
            value = ObjectValue(builtins[name])
        if instr.push_null:
            self.stack.extend(callable_slots(value, NULL, NULL))
        else:
            self.push(value)

    def op_STORE_GLOBAL(self, instr: Instr) -> None:
        if self.globals is not self.tracer.fn.__globals__:
            raise Unsupported("assignment to a global of another module")
        value = self.pop()
        self.tracer.side_effects.append(
            SideEffect(ObjectValue(self.globals), instr.argval, value, item=True))
        self.tracer.global_overrides[instr.argval] = value

    def cell(self, name: str) -> CellValue:
        return self.cells[name]

    def op_LOAD_DEREF(self, instr: Instr) -> None:
        cell = self.cell(instr.argval)
        if cell.contents is None:
            raise Unsupported(f"free variable {instr.argval!r} read before assignment")
        self.push(cell.contents)

    def op_STORE_DEREF(self, instr: Instr) -> None:
        cell = self.cell(instr.argval)
        if cell.source is not None:
            raise Unsupported(f"assignment to the closure variable {instr.argval!r} of a "
                              "function defined outside")
        cell.contents = self.pop()
        written = [i for i, c in enumerate(self.tracer.free_cells) if c is cell]
        self.tracer.written_free_cells.update(written)  # `nonlocal` in the frame function

    def op_LOAD_CLOSURE(self, instr: Instr) -> None:
        self.push(self.cell(instr.argval))

    def op_LOAD_ATTR(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import get_attr

        obj = self.pop()
        value = get_attr(self, obj, instr.argval)
        if instr.method:
            self.stack.extend(callable_slots(value, NULL, NULL))
        else:
            self.push(value)

    def op_LOAD_SUPER_ATTR(self, instr: Instr) -> None:
        """3.12+: `super().name` / `super(cls, self).name` in one instruction; the stack holds
        the global `super`, the class (the `__class__` cell or the explicit argument) and self."""
        from tcompile.frontend.lookasides import constant_of, get_attr

        obj, cls, sup = self.pop(), self.pop(), self.pop()
        if constant_of(sup, "super") is not super:
            raise Unsupported("a `super` that is not the builtin (it is shadowed)")
        value = get_attr(self, SuperValue(constant_of(cls, "super()'s class"), obj), instr.argval)
        if instr.method:
            self.stack.extend(callable_slots(value, NULL, NULL))
        else:
            self.push(value)

    def op_STORE_ATTR(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import store_attr

        obj = self.pop()
        value = self.pop()
        store_attr(self, obj, instr.argval, value)

    # -- the stack -----------------------------------------------------------------------

    def op_POP_TOP(self, instr: Instr) -> None:
        self.pop()

    def op_PUSH_NULL(self, instr: Instr) -> None:
        self.push(NULL)

    def op_COPY(self, instr: Instr) -> None:
        self.push(self.stack[-instr.arg])

    def op_SWAP(self, instr: Instr) -> None:
        s = self.stack
        s[-1], s[-instr.arg] = s[-instr.arg], s[-1]

    # -- operators -----------------------------------------------------------------------

    def op_BINARY_OP(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import binary_op

        b = self.pop()
        a = self.pop()
        fn = _INPLACE.get(instr.argval) or _BINARY[instr.argval]
        self.push(binary_op(self, fn, a, b))

    def op_COMPARE_OP(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import binary_op

        b = self.pop()
        a = self.pop()
        self.push(binary_op(self, COMPARE[instr.argval], a, b))

    def op_IS_OP(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import is_same

        b = self.pop()
        a = self.pop()
        self.push(ConstantValue(is_same(a, b) != bool(instr.argval)))

    def op_CONTAINS_OP(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import contains

        container = self.pop()
        item = self.pop()
        self.push(ConstantValue(contains(self, container, item) != bool(instr.argval)))

    def unary(self, fn: Any) -> None:
        self.push(self.call(ObjectValue(fn), [self.pop()]))

    def op_UNARY_NEGATIVE(self, instr: Instr) -> None:
        self.unary(operator.neg)

    def op_UNARY_INVERT(self, instr: Instr) -> None:
        self.unary(operator.invert)

    def op_UNARY_POSITIVE(self, instr: Instr) -> None:
        self.unary(operator.pos)

    def op_UNARY_NOT(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import truth

        self.push(ConstantValue(not truth(self, self.pop())))

    def op_BINARY_SUBSCR(self, instr: Instr) -> None:
        key = self.pop()
        obj = self.pop()
        self.push(self.call(ObjectValue(operator.getitem), [obj, key]))

    def op_STORE_SUBSCR(self, instr: Instr) -> None:
        key = self.pop()
        obj = self.pop()
        value = self.pop()
        self.call(ObjectValue(operator.setitem), [obj, key, value])

    def op_DELETE_SUBSCR(self, instr: Instr) -> None:
        key = self.pop()
        obj = self.pop()
        self.call(ObjectValue(operator.delitem), [obj, key])

    # -- containers ----------------------------------------------------------------------

    def op_BUILD_TUPLE(self, instr: Instr) -> None:
        self.push(TupleValue(self.popn(instr.arg)))

    def op_BUILD_LIST(self, instr: Instr) -> None:
        self.push(ListValue(self.popn(instr.arg)))

    def op_BUILD_SET(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import constant_of

        self.push(SetValue({constant_of(v, "a set element") for v in self.popn(instr.arg)}))

    def op_BUILD_MAP(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import constant_of

        flat = self.popn(2 * instr.arg)
        self.push(DictValue({constant_of(k, "a dict key"): v
                             for k, v in zip(flat[::2], flat[1::2], strict=True)}))

    def op_BUILD_CONST_KEY_MAP(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import constant_of

        keys = constant_of(self.pop(), "dict keys")
        self.push(DictValue(dict(zip(keys, self.popn(instr.arg), strict=True))))

    def op_BUILD_SLICE(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import constant_of

        parts = [constant_of(v, "a slice bound") for v in self.popn(instr.arg)]
        self.push(ConstantValue(slice(*parts)))

    def op_BUILD_STRING(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import constant_of

        self.push(ConstantValue("".join(constant_of(v, "a string") for v in
                                        self.popn(instr.arg))))

    def op_FORMAT_VALUE(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import constant_of

        conversion, has_spec = instr.argval
        spec = constant_of(self.pop(), "a format spec") if has_spec else ""
        value = constant_of(self.pop(), "a formatted value")
        if conversion:
            value = _CONVERSIONS[conversion](value)
        self.push(ConstantValue(format(value, spec)))

    def op_CONVERT_VALUE(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import constant_of

        self.push(ConstantValue(_CONVERSIONS[instr.argval](constant_of(self.pop(), "a value"))))

    def _seq(self, depth: int) -> Value:
        return self.stack[-depth]

    def op_LIST_APPEND(self, instr: Instr) -> None:
        v = self.pop()
        target = self._seq(instr.arg)
        target.items.append(v)

    def op_LIST_EXTEND(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import unpack

        v = self.pop()
        self._seq(instr.arg).items.extend(unpack(self, v))

    def op_SET_ADD(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import constant_of

        item = constant_of(self.pop(), "a set element")
        self._seq(instr.arg).items.add(item)

    def op_MAP_ADD(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import constant_of

        value = self.pop()
        key = constant_of(self.pop(), "a dict key")
        self._seq(instr.arg).items[key] = value

    def op_DICT_UPDATE(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import dict_items

        v = self.pop()
        self._seq(instr.arg).items.update(dict_items(self, v))

    op_DICT_MERGE = op_DICT_UPDATE

    def op_LIST_TO_TUPLE(self, instr: Instr) -> None:
        self.push(TupleValue(list(self.pop().items)))

    def op_UNPACK_SEQUENCE(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import unpack

        items = unpack(self, self.pop())
        if len(items) != instr.arg:
            raise Unsupported(f"cannot unpack {len(items)} values into {instr.arg}")
        self.stack.extend(reversed(items))

    def op_UNPACK_EX(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import unpack

        items = unpack(self, self.pop())
        before, after = instr.arg & 0xFF, instr.arg >> 8
        middle = ListValue(items[before:len(items) - after])
        values = items[:before] + [middle] + items[len(items) - after:]
        self.stack.extend(reversed(values))

    def op_GET_ITER(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import iterate

        self.push(iterate(self, self.pop()))

    def op_FOR_ITER(self, instr: Instr) -> None:
        it = self.stack[-1]
        if not isinstance(it, IteratorValue):
            raise Unsupported(f"iteration over {it.python_type().__name__}")
        if it.index < len(it.items):
            self.push(it.items[it.index])
            it.index += 1
        else:
            self.pop()
            self.jump(instr)

    # -- control flow --------------------------------------------------------------------

    def op_JUMP(self, instr: Instr) -> None:
        self.jump(instr)

    def _branch(self, instr: Instr, when: bool) -> None:
        from tcompile.frontend.lookasides import truth

        if truth(self, self.pop()) is when:
            self.jump(instr)

    def op_POP_JUMP_IF_TRUE(self, instr: Instr) -> None:
        self._branch(instr, True)

    def op_POP_JUMP_IF_FALSE(self, instr: Instr) -> None:
        self._branch(instr, False)

    def op_JUMP_IF_TRUE_OR_POP(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import truth

        if truth(self, self.stack[-1]):
            self.jump(instr)
        else:
            self.pop()

    def op_JUMP_IF_FALSE_OR_POP(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import truth

        if not truth(self, self.stack[-1]):
            self.jump(instr)
        else:
            self.pop()

    def op_RETURN_VALUE(self, instr: Instr) -> None:
        self.result = self.pop()
        raise _Return

    def op_RETURN_GENERATOR(self, instr: Instr) -> None:
        if self.depth == 0:
            raise Unsupported("the frame is a generator")
        self.push(ConstantValue(None))

    def op_YIELD_VALUE(self, instr: Instr) -> None:
        self.yielded.append(self.pop())
        self.push(ConstantValue(None))

    # `yield from it` in an inlined generator, which runs to exhaustion: GET_YIELD_FROM_ITER,
    # then SEND yields all of `it` at once and leaves its return value (`Module.parameters()`
    # and `named_modules()` delegate to other generators this way).
    def op_GET_YIELD_FROM_ITER(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import iterate

        self.push(iterate(self, self.pop()))

    def op_SEND(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import unpack

        sent = self.pop()
        if not (isinstance(sent, ConstantValue) and sent.value is None):
            raise Unsupported("generator.send() with a value")
        receiver = self.stack[-1]
        self.yielded.extend(unpack(self, receiver))
        result = receiver.returned if isinstance(receiver, IteratorValue) else None
        if not PY312:  # 3.11: SEND pops the exhausted receiver; 3.12+: END_SEND does
            self.pop()
        self.push(result or ConstantValue(None))
        self.jump(instr)

    def op_END_SEND(self, instr: Instr) -> None:
        value = self.pop()
        self.pop()
        self.push(value)

    def op_LOAD_ASSERTION_ERROR(self, instr: Instr) -> None:
        self.push(ObjectValue(AssertionError))

    def op_RAISE_VARARGS(self, instr: Instr) -> None:
        raise Unsupported("the function raises an exception")

    def op_LOAD_BUILD_CLASS(self, instr: Instr) -> None:
        self.push(ObjectValue(builtins.__build_class__))

    def op_BEFORE_WITH(self, instr: Instr) -> None:
        ctx = self.pop()
        if not isinstance(ctx, GradModeValue):
            raise Unsupported(f"`with` on {ctx.python_type().__name__} (only grad-mode "
                              "contexts and nullcontext are supported)")
        prior = self.tracer.grad_enabled if ctx.prior is None else ctx.prior
        if ctx.enabled is not None:
            self.tracer.set_grad(ctx.enabled)
        self.push(ExitValue(ctx, prior))
        self.push(ConstantValue(None))

    # -- calls ---------------------------------------------------------------------------

    def op_CALL(self, instr: Instr) -> None:
        args = self.popn(instr.arg)
        slot1 = self.pop()
        slot0 = self.pop()
        fn, leading = call_target(slot0, slot1, NULL)
        names = instr.kw_names or ()
        kwargs = dict(zip(names, args[len(args) - len(names):], strict=True))
        positional = list(leading) + args[:len(args) - len(names)]
        self.push(self.call(fn, positional, kwargs))

    def op_CALL_FUNCTION_EX(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import dict_items, unpack

        kwargs = dict_items(self, self.pop()) if instr.arg & 1 else {}
        args = unpack(self, self.pop())
        slot1 = self.pop()
        slot0 = self.pop()
        fn, leading = call_target(slot0, slot1, NULL)
        self.push(self.call(fn, list(leading) + args, kwargs))

    def op_MAKE_FUNCTION(self, instr: Instr) -> None:
        code_value = self.pop()
        code = code_value.obj if isinstance(code_value, ObjectValue) else code_value.value
        flags = instr.arg
        closure = tuple(self.pop().items) if flags & 0x08 else ()
        if flags & 0x04:
            self.pop()  # annotations
        kwdefaults = self.pop().items if flags & 0x02 else {}
        defaults = tuple(self.pop().items) if flags & 0x01 else ()
        self.push(FunctionValue(code, self.globals, code.co_name, defaults, dict(kwdefaults),
                                closure))

    def op_IMPORT_NAME(self, instr: Instr) -> None:
        fromlist = self.pop()
        level = self.pop()
        module = __import__(instr.argval, self.globals, None, fromlist.value, level.value)
        self.push(ObjectValue(module))

    def op_IMPORT_FROM(self, instr: Instr) -> None:
        from tcompile.frontend.lookasides import get_attr

        self.push(get_attr(self, self.stack[-1], instr.argval))

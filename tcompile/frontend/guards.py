"""Guards: the conditions under which a translation may be reused, as one generated function.

The interpreter adds a guard for every fact about the inputs its translation depended on
(a tensor's dtype and sizes, an int's value, a module's identity, grad mode...). `build()`
turns them into the source of one Python function that copies the frame function's signature,
so CPython itself binds positional, keyword and default arguments exactly as the call will:

    def ___guard(x, n=4, *, ___fn=___fn0):
        try:
            return (type(x) is ___t0
                and type(n) is int
                and x.dtype is ___dtype1
                ...
                and ___grad_enabled() is True)
        except Exception:
            return False

The body is one short-circuit `and` chain ordered cheap and discriminating first (types and
identities, tensor metadata, containers and constants, global state); a sub-path read by
several terms (`self.lin`) is fetched once into a local with `:=`, and a submodule, parameter
or buffer of a module guarded by identity is read from the module's own `_modules`,
`_parameters` or `_buffers` dict (`self._modules['lin']`), where `nn.Module.__getattr__` finds
it, without that method's Python frames (`module_member`). An exception while reading
means the structure changed, so it is a miss. Globals and closure cells are read through
`___fn`, the function being called, so functions sharing a code object share guards.

With the native helpers built (`frontend/native.py`, `make native`), two things change in
the generated source, not in the terms:

- the six terms of every tensor with static sizes become one C call,
  `___tensors9(x, ___v3._parameters['weight'], ...)` (`_fold_tensors`);
- when the guard reads modules guarded by identity, it snapshots the version tags of their
  dicts (`__dict__`, `_modules`, `_parameters`, `_buffers`, hooks; CPython gives a dict a
  new tag at every change) and, while the snapshot holds, evaluates only the terms the
  snapshot does not imply, reading the modules as constants:

    def ___guard(self, x, *, ___fn=___fn0):
        try:
            if ___versions7.check():        # no module dict changed since the last hit
                return (self is ___obj2 and ___tensors6(x, ___obj9._parameters['weight'], ...)
                    and ___grad_enabled() is True ...)
            if (<the whole chain>):         # something changed: check everything,
                ___versions7.take()         # then snapshot the state that passed
                return True
            return False
        except Exception:
            return False

  A submodule's identity, its constants and hooks, a `bias is None` need no reading then
  (`_implied_term`); tensors' metadata is still checked (`.data =` and `requires_grad_()`
  change no dict). ResNet-50's guard: 424 -> 46 us on the 2-core VM; 36 us on an H200
  host (285 on an H100 host before).

`explain()` is the slow twin used on a miss: it evaluates the same terms one at a time and
returns a `GuardFailure` naming the first that fails, in words ("x: size of dim 0 changed
from 8 to 16"); api.py logs it as the recompile reason and reads `dims` for automatic
dynamic shapes. Measured on an entry of 3 tensors and 9 other guards: see tests/frontend/
test_guards.py::test_guard_cost.
"""

from __future__ import annotations

import inspect
import math
import operator
import re
import sys
import types
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import torch
import torch.nn.modules.module as nn_module

from tcompile.frontend import native
from tcompile.frontend.sources import (
    CLOSURE,
    GLOBALS,
    MODULES,
    AttrSource,
    GetItemSource,
    KeyedItemSource,
    Source,
    parent,
)

# Term order classes: the chain tests cheap, discriminating facts first.
_IDENTITY, _TENSOR_META, _TENSOR_SHAPE, _VALUES, _GLOBAL_STATE, _RELATIONS = range(6)

_HOOK_DICTS = ("_forward_hooks", "_forward_pre_hooks", "_backward_hooks", "_backward_pre_hooks")
_GLOBAL_HOOK_DICTS = tuple(f"_global{name}" for name in _HOOK_DICTS)


@dataclass(frozen=True)
class GuardFailure:
    """The first guard of a cache entry that a call fails.

    `kind` is one of "type", "identity", "tensor_dtype", "tensor_device",
    "tensor_requires_grad", "tensor_dim", "tensor_size", "tensor_stride", "int_value",
    "float_value", "value", "length", "dict_keys", "grad_mode", "hooks", "expr"; `dims` are the tensor dims
    whose sizes differ (kind "tensor_size").
    """

    source_expr: str | None
    kind: str
    description: str
    dims: tuple[int, ...] = ()

    def __str__(self) -> str:
        return self.description


@dataclass(frozen=True)
class _Term:
    """One boolean fact. `render` builds its text from its sources' rendered expressions;
    `failure` says in words why it fails, given the value of `sources[0]` (if any)."""

    order: int
    kind: str
    sources: tuple[Source, ...]
    render: Callable[..., str]
    failure: Callable[[Any], tuple[str, tuple[int, ...]]]
    # a constant the source's value equals (an `equals` value term): what `_fold` compares
    constant: tuple[Any] | None = None

    def text(self) -> str:
        return self.render(*(s.expr() for s in self.sources))


class Guard:
    """The built guard of one cache entry; see the module docstring."""

    def __init__(self, check: Callable[..., bool], bind: Callable[..., dict[str, Any]],
                 terms: Sequence[_Term], scope: dict[str, Any], lines: Sequence[str],
                 source: str):
        self.check = check
        self._bind = bind
        self._terms = [(t, compile(t.text(), "<guard term>", "eval")) for t in terms]
        self._scope = scope
        self._lines = list(lines)
        self.source = source

    def explain(self, *args: Any, **kwargs: Any) -> GuardFailure | None:
        """The first term (in check order) that fails for these arguments, or None."""
        failures = self._failures(args, kwargs, first_only=True)
        return failures[0] if failures else None

    def explain_all(self, *args: Any, **kwargs: Any) -> list[GuardFailure]:
        """Every term that fails for these arguments, in check order: automatic dynamic
        shapes makes every size that changed symbolic at once, not one per recompile."""
        return self._failures(args, kwargs, first_only=False)

    def _failures(self, args: tuple, kwargs: dict[str, Any],
                  first_only: bool) -> list[GuardFailure]:
        bound = self._bind(*args, **kwargs)
        failures: list[GuardFailure] = []
        raised: GuardFailure | None = None
        for term, code in self._terms:
            try:
                if eval(code, self._scope, bound):
                    continue
            except Exception as e:  # the path no longer exists: report it if nothing else fails
                if raised is None:
                    where = term.sources[0].display() if term.sources else "guard"
                    raised = GuardFailure(term.sources[0].expr() if term.sources else None,
                                          term.kind, f"{where}: cannot be read any more "
                                          f"({type(e).__name__}: {e})")
                continue
            value = eval(term.sources[0].expr(), self._scope, bound) if term.sources else None
            description, dims = term.failure(value)
            # a size term that fails with no dim of the same rank differing: the rank changed
            kind = "tensor_dim" if term.kind == "tensor_size" and not dims else term.kind
            failures.append(GuardFailure(term.sources[0].expr() if term.sources else None,
                                         kind, description, dims))
            if first_only:
                break
        return failures or ([raised] if raised is not None else [])

    def describe(self) -> list[str]:
        """One line per guard, for explain() and logs."""
        return list(self._lines)

    def __len__(self) -> int:
        return len(self._terms)


class GuardBuilder:
    """Collects the guards of one translation of `fn` (deduplicated), then builds them."""

    def __init__(self, fn: types.FunctionType):
        self.fn = fn
        self._terms: dict[tuple[str, str], _Term] = {}
        self._lines: dict[str, None] = {}
        self._scope: dict[str, Any] = {MODULES: sys.modules}
        # sources guarded by identity -> their objects: the modules whose members the
        # generated code may read straight from their dicts
        self._objects: dict[Source, Any] = {}
        self._strides: dict[Source, tuple[int, ...]] = {}  # tensors guarded on exact strides
        # tensors guarded on exact sizes and strides: (type, dtype, device, requires_grad,
        # sizes, strides), what one native TensorCheck call tests (`_fold_tensors`)
        self._tensor_specs: dict[Source, tuple[Any, ...]] = {}
        self._typed: set[Source] = set()  # set by `_module_tree`, read by `_implied_term`

    # -- guard kinds ----------------------------------------------------------------------
    def object_of(self, source: Source) -> Any:
        """The object at `source` if it is guarded by identity (a module, a function), else
        None."""
        return self._objects.get(source)

    def tensor(self, source: Source, t: torch.Tensor, dynamic_dims: Sequence[int] = (),
               strides_of: Callable[[str], str] | None = None) -> None:
        """Exact type, dtype, device, requires_grad, rank, sizes (but `dynamic_dims`) and
        strides (for a contiguous tensor with dynamic dims: contiguity; for another one,
        `strides_of(x)`: the text of its strides as functions of its sizes)."""
        name = source.display()
        dynamic = sorted(set(dynamic_dims))
        self._type_term(source, t)
        dtype, device, rg = t.dtype, t.device, t.requires_grad
        dt = self._const(dtype, "dtype")
        self._add(_TENSOR_META, "tensor_dtype", source, lambda x: f"{x}.dtype is {dt}",
                  lambda v: (f"{name}: dtype changed from {_short(dtype)} to "
                             f"{_short(v.dtype)}", ()))
        dev = self._const(device, "device")
        self._add(_TENSOR_META, "tensor_device", source, lambda x: f"{x}.device == {dev}",
                  lambda v: (f"{name}: device changed from {device} to {v.device}", ()))
        self._add(_TENSOR_META, "tensor_requires_grad", source,
                  lambda x: f"{x}.requires_grad is {rg}",
                  lambda v: (f"{name}: requires_grad changed from {rg} to "
                             f"{v.requires_grad}", ()))
        sizes, strides = tuple(t.size()), tuple(t.stride())
        if not dynamic or (not t.is_contiguous() and strides_of is None):
            self._strides[source] = strides
        if not dynamic:
            self._tensor_specs[source] = (type(t), dtype, device, rg, sizes, strides)
            self._add(_TENSOR_SHAPE, "tensor_size", source, lambda x: f"{x}.size() == {sizes}",
                      lambda v: _size_change(name, sizes, tuple(v.size()), ()))
            self._add(_TENSOR_SHAPE, "tensor_stride", source,
                      lambda x: f"{x}.stride() == {strides}",
                      lambda v: (f"{name}: strides changed from {strides} to "
                                 f"{tuple(v.stride())}", ()))
            shown = f"sizes {sizes}, strides {strides}"
        else:
            self._add(_TENSOR_SHAPE, "tensor_dim", source, lambda x: f"{x}.dim() == {len(sizes)}",
                      lambda v: (f"{name}: number of dims changed from {len(sizes)} to "
                                 f"{v.dim()}", ()))
            for d, size in enumerate(sizes):
                if d not in dynamic:
                    self._add(_TENSOR_SHAPE, "tensor_size", source,
                              lambda x, d=d, size=size: f"{x}.size({d}) == {size}",
                              lambda v: _size_change(name, sizes, tuple(v.size()), dynamic))
            if t.is_contiguous():
                self._add(_TENSOR_SHAPE, "tensor_stride", source,
                          lambda x: f"{x}.is_contiguous()",
                          lambda v: (f"{name}: is no longer contiguous (strides "
                                     f"{tuple(v.stride())})", ()))
                layout = "contiguous"
            elif strides_of is not None:  # dense in another order, or broadcast
                self._add(_TENSOR_SHAPE, "tensor_stride", source,
                          lambda x: f"{x}.stride() == {strides_of(x)}",
                          lambda v: (f"{name}: strides {tuple(v.stride())} are not "
                                     f"{strides_of(name)}", ()))
                layout = f"strides {strides_of(name)}"
            else:
                self._add(_TENSOR_SHAPE, "tensor_stride", source,
                          lambda x: f"{x}.stride() == {strides}",
                          lambda v: (f"{name}: strides changed from {strides} to "
                                     f"{tuple(v.stride())}", ()))
                layout = f"strides {strides}"
            pattern = ", ".join("*" if d in dynamic else str(s) for d, s in enumerate(sizes))
            shown = f"sizes ({pattern}) with dims {dynamic} dynamic, {layout}"
        self._line(f"{name}: {type(t).__name__} {_short(dtype)} on {device}, {shown}, "
                   f"requires_grad={rg}")

    def type_is(self, source: Source, value: Any) -> None:
        """type(x) is type(value)."""
        self._type_term(source, value)
        self._line(f"type({source.display()}) is {type(value).__qualname__}")

    def _type_term(self, source: Source, value: Any) -> None:
        cls = type(value)
        ref = self._const(cls, "type")
        name = source.display()
        self._add(_IDENTITY, "type", source, lambda x: f"type({x}) is {ref}",
                  lambda v: (f"{name}: type changed from {cls.__qualname__} to "
                             f"{type(v).__qualname__}", ()))

    def id_is(self, source: Source, value: Any) -> None:
        """x is value (modules, functions, global objects)."""
        ref = self._const(value, "obj")
        name = source.display()
        self._objects[source] = value
        self._add(_IDENTITY, "identity", source, lambda x: f"{x} is {ref}",
                  lambda v: (f"{name}: is not the object seen at compile time (it is now "
                             f"{_brief(v)})", ()))
        self._line(f"{name} is the object seen at compile time ({_brief(value)})")

    def equals(self, source: Source, value: Any) -> None:
        """A constant: None, bool, int, float, str, dtype, device or a tuple of them."""
        name = source.display()
        if value is None or isinstance(value, bool):
            self._add(_IDENTITY, "value", source, lambda x: f"{x} is {value}",
                      lambda v: (f"{name}: value changed from {value!r} to {_brief(v)}", ()),
                      constant=(value,))
            self._line(f"{name} is {value!r}")
            return
        self._type_term(source, value)
        kind = {int: "int_value", float: "float_value"}.get(type(value), "value")
        ref = repr(value) if isinstance(value, int | float | str | tuple) and \
            _evaluates_to(value) else self._const(value, "value")
        self._add(_VALUES, kind, source, lambda x: f"{x} == {ref}",
                  lambda v: (f"{name}: value changed from {value!r} to {v!r}", ()),
                  constant=(value,))
        self._line(f"{name} == {value!r}")

    def length(self, source: Source, n: int) -> None:
        """len(x) == n."""
        name = source.display()
        self._add(_VALUES, "length", source, lambda x: f"len({x}) == {n}",
                  lambda v: (f"len({name}) changed from {n} to {len(v)}", ()))
        self._line(f"len({name}) == {n}")

    def dict_keys(self, source: Source, keys: Sequence[Any]) -> None:
        """list(x.keys()) == list(keys) (order included)."""
        name = source.display()
        expected = list(keys)
        ref = self._const(expected, "keys")
        self._add(_VALUES, "dict_keys", source, lambda x: f"list({x}.keys()) == {ref}",
                  lambda v: (f"{name}: keys changed from {expected} to {list(v.keys())}", ()))
        self._line(f"{name} has keys {expected}")

    def grad_mode(self, enabled: bool) -> None:
        """torch.is_grad_enabled() is `enabled`."""
        self._scope["___grad_enabled"] = torch.is_grad_enabled
        state = "enabled" if enabled else "disabled"
        self._add(_GLOBAL_STATE, "grad_mode", None, lambda: f"___grad_enabled() is {enabled}",
                  lambda _: (f"grad mode changed from {state} to "
                             f"{'disabled' if enabled else 'enabled'}", ()))
        self._line(f"grad mode is {state}")

    def no_hooks(self, source: Source) -> None:
        """The module at `source`, and nn.Module's global hooks, have no forward(-pre) or
        backward(-pre) hooks: the translation inlined `forward` without running any."""
        name = source.display()
        self._add(_GLOBAL_STATE, "hooks", source,
                  lambda m: "not (" + " or ".join(f"{m}.{d}" for d in _HOOK_DICTS) + ")",
                  lambda v: (f"{name}: has hooks now ("
                             + ", ".join(d[1:] for d in _HOOK_DICTS if getattr(v, d)) + ")", ()))
        self._scope["___nn_module"] = nn_module
        self._add(_GLOBAL_STATE, "hooks", None,
                  lambda: "not (" + " or ".join(f"___nn_module.{d}" for d in _GLOBAL_HOOK_DICTS)
                  + ")",
                  lambda _: ("a global nn.Module hook was registered ("
                             + ", ".join(d[1:] for d in _GLOBAL_HOOK_DICTS
                                         if getattr(nn_module, d)) + ")", ()))
        self._line(f"{name} and nn.Module's global hooks have no hooks")

    def expr(self, text: str, sources: Sequence[Source], description: str,
             scope: dict[str, Any] | None = None) -> None:
        """Any boolean expression; `L0`, `L1`, ... in `text` stand for `sources[0]`, ...
        `description` says what it means ("x.size(0) >= 2"); `scope` holds the functions
        `text` calls (names starting with `___`)."""
        srcs = tuple(sources)
        self._scope.update(scope or {})
        # torch's printer writes `torch.sym_float(...)`, `torch._sym_sqrt(...)` (SDPA's
        # default scale), `math.floor(...)`: give them names no user variable can shadow
        if re.search(r"\b(torch|math)\.", text):
            self._scope["___torch"], self._scope["___math"] = torch, math
            text = re.sub(r"\b(torch|math)\.", r"___\1.", text)

        def render(*exprs: str) -> str:
            return re.sub(r"\bL(\d+)\b", lambda m: f"({exprs[int(m.group(1))]})", text)

        self._add(_RELATIONS, "expr", srcs, render,
                  lambda _: (f"{description} no longer holds", ()))
        self._line(description)

    # -- building -------------------------------------------------------------------------
    def build(self) -> Guard:
        terms = sorted(self._terms.values(), key=lambda t: t.order)  # stable: keeps insertion
        params = _signature(self.fn, self._scope)
        checked = self._fold(terms)
        helpers = native.load()
        if helpers is not None:
            checked = self._fold_tensors(checked, helpers)
        body = _Chain(checked, self._objects).render()
        tree = self._module_tree(helpers)
        if tree is None:
            lines = [f"return ({body})"]
        else:
            versions, implied = tree
            fast = [t for t in checked if not self._implied_term(t, implied)]
            constants = self._held_modules(lambda m: self._const(m, "obj"), implied)
            lines = [f"if {versions}.check():",
                     f"    return ({_Chain(fast, self._objects, constants).render()})",
                     f"if ({body}):",
                     f"    {versions}.take()",
                     "    return True",
                     "return False"]
        source = (f"def ___guard({params}):\n"
                  f"    try:\n"
                  + "".join(f"        {line}\n" for line in lines)
                  + "    except Exception:\n"
                  "        return False\n")
        scope = dict(self._scope)
        scope["___fn0"] = self.fn
        exec(compile(source, f"<tcompile guard of {self.fn.__qualname__}>", "exec"), scope)
        # A call that does not bind raises here first: word it as the function would.
        scope["___guard"].__qualname__ = self.fn.__qualname__
        exec(compile(f"def ___bind({params}):\n    return locals()\n", "<tcompile bind>",
                     "exec"), scope)
        return Guard(scope["___guard"], scope["___bind"], terms, scope, list(self._lines),
                     source)

    def pinned_strides(self, source: Source) -> tuple[int, ...] | None:
        """The exact strides a hit guarantees the tensor at `source` has, if any (the
        graph's wrapper need not check them again)."""
        return self._strides.get(source)

    def read(self, sources: Sequence[Source],
             constant: Callable[[Any], str] | None = None) -> list[str]:
        """Expressions for `sources`, to be evaluated left to right in one argument list
        (the bridge's graph call): each path shared by several is fetched once with `:=`,
        module members are read as the guard reads them. With `constant` (the name of an
        object in the reader's scope), read right after a hit: paths start at the deepest
        nn.Module guarded by identity (a hit means each is its compile-time object), as the
        guard's own fast path reads them, instead of walking down from the frame's locals."""
        modules = {} if constant is None else self._held_modules(constant, self._objects)
        chain = _Chain([], self._objects, modules)
        for s in sources:
            chain.count(s)
        return [chain.node(s, define=True) for s in sources]

    def _held_modules(self, name: Callable[[Any], str], among: Iterable[Source]
                      ) -> dict[Source, str]:
        """The sources among `among` of nn.Modules guarded by identity -> `name(module)`: on
        a hit each holds its compile-time object, so a read may start there (`_Chain`'s
        constants)."""
        return {src: name(self._objects[src]) for src in among
                if isinstance(self._objects.get(src), torch.nn.Module)}

    def _fold(self, terms: list[_Term]) -> list[_Term]:
        """The terms the check evaluates: `terms`, with the constant attributes and the hook
        checks of each module guarded by identity folded into one comparison of a tuple read
        from the module's `__dict__` in one C call:

            ___get7(___v20.__dict__) == ___consts8
            # itemgetter('stride', 'padding', ..., '_forward_hooks', ...) == ((1, 1), (0, 0), ..., {}, ...)

        instead of a type and a value term per attribute and four reads for the hooks (a
        MobileNetV2's 180 modules: 1000 terms). Only attributes in the instance `__dict__`
        (where `getattr` finds them: no class attribute of the name) that no other term reads
        through. The folded values compare by Python equality (`1 == 1.0 == True`: the same
        behaviour of the module's code for numbers of equal value), where the terms compare
        types too; `explain()` keeps the separate terms to word a miss."""
        by_source: dict[Source, list[_Term]] = {}
        for t in terms:
            if len(t.sources) == 1:
                by_source.setdefault(t.sources[0], []).append(t)
        others: set[object] = set()  # paths read by terms that cannot fold
        foldable: dict[Source, dict[str, tuple[Any, list[_Term]]]] = {}
        for t in terms:
            member = self._constant_member(t, by_source)
            if member is None:
                for src in t.sources:
                    others.update(_path(src))
                continue
            module_source, attr, value = member
            foldable.setdefault(module_source, {}).setdefault(attr, (value, []))[1].append(t)
        position = {id(t): k for k, t in enumerate(terms)}
        folded: dict[int, _Term] = {}  # id of the first term replaced -> the folded term
        dropped: set[int] = set()
        for module_source, members in foldable.items():
            members = {a: m for a, m in members.items()
                       if a == "hooks" or AttrSource(module_source, a) not in others}
            if len(members) < 2:
                continue
            names: list[str] = []
            values: list[Any] = []
            for attr, (value, replaced) in members.items():
                if attr == "hooks":
                    names += _HOOK_DICTS
                    values += [{}] * len(_HOOK_DICTS)
                else:
                    names.append(attr)
                    values.append(value)
                dropped.update(id(t) for t in replaced)
            get = self._const(operator.itemgetter(*names), "get")
            consts = self._const(tuple(values), "consts")
            first = min((t for _, ts in members.values() for t in ts),
                        key=lambda t: position[id(t)])
            folded[id(first)] = _Term(_VALUES, "module_constants", (module_source,),
                                      lambda m, g=get, c=consts: f"{g}({m}.__dict__) == {c}",
                                      lambda _: ("", ()))
        return [folded.get(id(t), t) for t in terms
                if id(t) not in dropped or id(t) in folded]

    def _constant_member(self, term: _Term, by_source: dict[Source, list[_Term]]
                         ) -> tuple[Source, str, Any] | None:
        """(module source, attribute, value) if `term` can fold into its module's tuple
        (`_fold`): a hook check of an nn.Module guarded by identity, or the type or value
        term of a constant attribute in its instance `__dict__`; the hook check's attribute
        is "hooks"."""
        if len(term.sources) != 1:
            return None
        source = term.sources[0]
        if term.kind == "hooks":
            module = self._objects.get(source)
            ok = isinstance(module, torch.nn.Module) and all(d in vars(module)
                                                             for d in _HOOK_DICTS)
            return (source, "hooks", None) if ok else None
        if term.kind not in ("type", "value", "int_value", "float_value") or \
                not isinstance(source, AttrSource):
            return None
        module = self._objects.get(source.base)
        attr = source.attr
        if not isinstance(module, torch.nn.Module) or attr == "hooks" or \
                attr not in vars(module) or hasattr(type(module), attr):
            return None
        constants = [t.constant for t in by_source[source] if t.constant is not None]
        kinds = {t.kind for t in by_source[source]}
        if len(constants) != 1 or not kinds <= {"type", "value", "int_value", "float_value"}:
            return None
        return source.base, attr, constants[0][0]

    def _fold_tensors(self, terms: list[_Term], helpers: Any) -> list[_Term]:
        """`terms` with the type, dtype, device, requires_grad, size and stride terms of every
        tensor guarded on exact sizes and strides replaced by one native call at the place
        of the first: `___tensors9(x, ___v3._parameters['weight'], ...)` (~15 ns a tensor
        instead of ~600). `explain()` keeps the separate terms to word a miss."""
        kinds = {"type", "tensor_dtype", "tensor_device", "tensor_requires_grad",
                 "tensor_size", "tensor_stride"}
        folded = [t for t in terms if t.kind in kinds and len(t.sources) == 1
                  and t.sources[0] in self._tensor_specs]
        sources = list(dict.fromkeys(t.sources[0] for t in folded))
        if not sources:
            return terms
        check = self._const(helpers.TensorCheck(tuple(self._tensor_specs[s] for s in sources)),
                            "tensors")
        term = _Term(_TENSOR_META, "tensors", tuple(sources),
                     lambda *xs: f"{check}({', '.join(xs)})", lambda _: ("", ()))
        dropped = {id(t) for t in folded}
        first = id(folded[0])
        return [term if id(t) == first else t for t in terms
                if id(t) not in dropped or id(t) == first]

    def _module_tree(self, helpers: Any) -> tuple[str, set[Source]] | None:
        """With the native helpers: the scope name of a `DictVersions` snapshot of the dicts
        of every nn.Module guarded by identity, and the sources whose values those dicts
        fix (members of such a module read from its `__dict__`, `_modules`, `_parameters`
        or `_buffers`). While the snapshot holds, the terms about those values only (their
        identity, constants, hooks) need not be evaluated (`_implied_term`). None without
        helpers or modules."""
        modules = {src: obj for src, obj in self._objects.items()
                   if isinstance(obj, torch.nn.Module)}
        if helpers is None or not modules:
            return None
        implied: set[Source] = set()
        for t in self._terms.values():
            for src in t.sources:
                for node in _path(src):
                    if isinstance(node, Source) and _member_of_module(node, modules):
                        implied.add(node)
        # the dicts the implied terms read: members, and the hooks `no_hooks` checks
        keys = ("_modules", "_parameters", "_buffers", *_HOOK_DICTS)
        versions = helpers.DictVersions(tuple(modules.values()), keys)
        # implied sources whose type is implied too: objects guarded by identity, constants
        self._typed = {t.sources[0] for t in self._terms.values() if t.constant is not None}
        self._typed.update(self._objects)
        return self._const(versions, "versions"), implied

    def _implied_term(self, term: _Term, implied: set[Source]) -> bool:
        """Whether `term` holds whenever the module-tree snapshot does: the identity of a
        member of a module guarded by identity, a constant member (None, bool, int, float,
        str, tuple, dtype: immutable, so the same object is the same value) and its type,
        the folded constants and hook checks of such a module."""
        if term.kind in ("module_constants", "hooks") and len(term.sources) == 1:
            return isinstance(self._objects.get(term.sources[0]), torch.nn.Module)
        if len(term.sources) != 1 or term.sources[0] not in implied:
            return False
        if term.kind in ("identity", "value", "int_value", "float_value"):
            return True
        # the type of a module or of a constant, not of a mutable object
        return term.kind == "type" and term.sources[0] in self._typed

    # -- helpers --------------------------------------------------------------------------
    def _const(self, value: Any, hint: str) -> str:
        for name, existing in self._scope.items():
            # devices are made afresh by each `t.device`: share one name for equal ones
            if existing is value or (isinstance(value, torch.device) and existing == value):
                return name
        name = f"___{hint}{len(self._scope)}"
        self._scope[name] = value
        return name

    def _add(self, order: int, kind: str, sources: Source | tuple[Source, ...] | None,
             render: Callable[..., str],
             failure: Callable[[Any], tuple[str, tuple[int, ...]]],
             constant: tuple[Any] | None = None) -> None:
        srcs = sources if isinstance(sources, tuple) else (() if sources is None else (sources,))
        term = _Term(order, kind, srcs, render, failure, constant)
        self._terms.setdefault((kind, term.text()), term)

    def _line(self, line: str) -> None:
        self._lines[line] = None


class _Chain:
    """Renders terms as one `and` chain, fetching each path read by two or more terms once.

    The first term that reads a shared path binds it with `:=` at its leftmost occurrence,
    which Python evaluates before anything else in that term; later terms use the name.
    User `expr` terms (which may hold conditionals) only use names already bound.
    """

    def __init__(self, terms: Sequence[_Term], objects: dict[Source, Any],
                 constants: dict[Source, str] | None = None):
        self.terms = terms
        self.objects = objects
        # sources known to hold their compile-time object (the module-tree snapshot holds):
        # read as the scope name of that object
        self.constants = constants or {}
        self.uses: dict[object, int] = {}
        for t in terms:
            for s in t.sources:
                self.count(s)
        self._names: dict[object, str] = {}
        self.bound: set[object] = set()

    def count(self, source: Source) -> None:
        for node in _path(source):
            if node in self.constants:
                break
            self.uses[node] = self.uses.get(node, 0) + 1
            if isinstance(node, KeyedItemSource):  # its key is read too
                self.count(node.key)

    def name(self, node: object) -> str | None:
        """The local a path read by two or more terms is fetched into, if any."""
        if node not in self.uses or self.uses[node] < 2 or not _hoistable(node):
            return None
        return self._names.setdefault(node, f"___v{len(self._names)}")

    def render(self) -> str:
        parts = []
        for t in self.terms:
            define = t.kind != "expr"
            parts.append(t.render(*(self.node(s, define) for s in t.sources)))
        return "\n            and ".join(parts) or "True"

    def node(self, node: object, define: bool) -> str:
        if node in self.constants:
            return self.constants[node]
        name = self.name(node)
        if name is not None and node in self.bound:
            return name
        text = self._step(node, define)
        if name is not None and define:
            self.bound.add(node)
            return f"({name} := {text})"
        return text

    def _step(self, node: object, define: bool) -> str:
        if isinstance(node, str):  # a root: GLOBALS or CLOSURE
            return node
        base = _root_of(node) if parent(node) is None else parent(node)
        if base is None:
            return node.expr()
        if isinstance(node, GetItemSource) and node.raw:
            return f"{node.raw}.__getitem__({self.node(base, define)}, {node.key!r})"
        if isinstance(node, KeyedItemSource):  # the key read through the chain too
            return f"{self.node(base, define)}.get({self.node(node.key, define)})"
        base_expr = base if isinstance(base, str) else base.expr()
        member = module_member(node, self.objects.get(base)) if isinstance(base, Source) \
            else None
        return self.node(base, define) + (member or node.expr()[len(base_expr):])


def module_member(node: Source, module: Any) -> str | None:
    """How to read `node` (an attribute or item of `module`, the nn.Module its parent was
    at compile time, guarded by identity) from the module's own dicts: `._modules['lin']`,
    `._parameters['weight']`, `._buffers['running_mean']`; None if it is not such a member.

    This is where `nn.Module.__getattr__` (and `Sequential`/`ModuleList.__getitem__`) finds
    it, and `nn.Module.__setattr__` keeps a name in at most one of those dicts and out of the
    instance `__dict__`, so the read means the same, without their Python frames. A member
    that leaves its dict (`del m.w; m.w = t`) makes the read raise: a guard miss.
    """
    if not isinstance(module, torch.nn.Module):
        return None
    if isinstance(node, AttrSource):
        attr = node.attr
        if attr in vars(module) or hasattr(type(module), attr):  # found before __getattr__
            return None
        for table in ("_parameters", "_buffers", "_modules"):  # __getattr__'s order
            if attr in vars(module).get(table, ()):
                return f".{table}[{attr!r}]"
        return None
    # A positional item of a Sequential or ModuleList whose keys are its positions (as they
    # stay: their methods number submodules again after an insertion or deletion).
    getitem = type(module).__getitem__
    if isinstance(node, GetItemSource) and type(node.key) is int and node.key >= 0 and \
            getitem in (torch.nn.Sequential.__getitem__, torch.nn.ModuleList.__getitem__):
        keys = list(module._modules)
        if node.key < len(keys) and keys[node.key] == str(node.key):
            return f"._modules[{str(node.key)!r}]"
    return None


def _member_of_module(node: Source, modules: dict[Source, Any]) -> bool:
    """Whether `node` is read from the dicts of the nn.Module at its parent source (one of
    `modules`): `module_member`'s `_modules`/`_parameters`/`_buffers` items, or an attribute
    of the instance `__dict__` that no class attribute shadows."""
    base = parent(node)
    module = modules.get(base) if base is not None else None
    if module is None:
        return False
    if module_member(node, module) is not None:
        return True
    return isinstance(node, AttrSource) and node.attr in vars(module) and \
        not hasattr(type(module), node.attr)


def _path(source: Source) -> list[object]:
    """`source` and every source it reads through, down to the GLOBALS/CLOSURE root."""
    nodes: list[object] = []
    node: Source | None = source
    while node is not None:
        nodes.append(node)
        if parent(node) is None and _root_of(node) is not None:
            nodes.append(_root_of(node))
        node = parent(node)
    return nodes


def _root_of(source: Source) -> str | None:
    e = source.expr()
    return next((r for r in (GLOBALS, CLOSURE) if e.startswith(r)), None)


def _hoistable(node: object) -> bool:
    """Parameters are already locals; everything else is worth a name when shared."""
    return isinstance(node, str) or parent(node) is not None or _root_of(node) is not None


def _signature(fn: types.FunctionType, scope: dict[str, Any]) -> str:
    """The parameter list of `fn` as source, defaults as scope names, plus `___fn`."""
    sig = inspect.signature(fn, follow_wrapped=False)
    if "___fn" in sig.parameters:
        raise ValueError(f"{fn.__qualname__}: a parameter named ___fn clashes with tcompile's "
                         "guard functions; rename it")
    out: list[str] = []
    kinds = inspect.Parameter
    saw_star = False
    for i, p in enumerate(sig.parameters.values()):
        if p.kind is kinds.KEYWORD_ONLY and not saw_star:
            out.append("*")
            saw_star = True
        if p.kind is kinds.VAR_KEYWORD:
            if not saw_star:
                out.append("*")
                saw_star = True
            out.append("___fn=___fn0")
        prefix = {kinds.VAR_POSITIONAL: "*", kinds.VAR_KEYWORD: "**"}.get(p.kind, "")
        text = prefix + p.name
        if p.default is not inspect.Parameter.empty:
            scope[f"___default{i}"] = p.default
            text += f"=___default{i}"
        out.append(text)
        if p.kind is kinds.VAR_POSITIONAL:
            saw_star = True
        if p.kind is kinds.POSITIONAL_ONLY and (
                i + 1 == len(sig.parameters)
                or list(sig.parameters.values())[i + 1].kind is not kinds.POSITIONAL_ONLY):
            out.append("/")
    if "___fn=___fn0" not in out:
        if not saw_star:
            out.append("*")
        out.append("___fn=___fn0")
    return ", ".join(out)


def _size_change(name: str, before: tuple[int, ...], after: tuple[int, ...],
                 dynamic: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    if len(before) != len(after):
        return f"{name}: number of dims changed from {len(before)} to {len(after)}", ()
    dims = tuple(d for d, (a, b) in enumerate(zip(before, after, strict=True))
                 if a != b and d not in dynamic)
    changes = "; ".join(f"size of dim {d} changed from {before[d]} to {after[d]}" for d in dims)
    return f"{name}: {changes}", dims


def _short(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def _brief(value: Any) -> str:
    """A short description of an object for messages."""
    if isinstance(value, int | float | str | bool | type(None)):
        return repr(value)
    kind = type(value).__qualname__
    label = getattr(value, "__qualname__", getattr(value, "__name__", None))
    return f"{kind} {label}" if isinstance(label, str) else f"a {kind}"


def _evaluates_to(value: Any) -> bool:
    """Whether `repr(value)` evaluates back to an equal value with no names in scope."""
    try:
        return eval(repr(value), {"__builtins__": {}}) == value
    except Exception:
        return False

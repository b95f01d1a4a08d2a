"""The code that runs a translation: generated Python source, compiled once with `exec`.

For a frame captured whole it calls the graph, replays side effects and rebuilds the return
value; at a graph break it also runs the unsupported instruction natively and calls the
resume function(s) that continue the original bytecode (research §2.2):

    def ___bridge_toy(a, b):
        ___o = ___graph0(a, b)
        if ___o[1]:
            return ___resume0(b, ___o[0])
        return ___resume1(b, ___o[0])

Values become Python expressions over the frame's parameters (`Source.expr()`, with `___fn`
the frame function), the graph outputs `___o[i]` and constants kept in the bridge's
namespace. Once compiled, a cache hit costs one plain function call plus the graph's.
"""

from __future__ import annotations

import collections
import inspect
import math
import re
import sys
import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import torch

from tcompile.frontend import optim
from tcompile.frontend.bytecode.instructions import Instr
from tcompile.frontend.bytecode.versions import call_target
from tcompile.frontend.capture import DetachedSource, NumberInput, UnsupportedOp
from tcompile.frontend.errors import SkipFrame
from tcompile.frontend.interpreter import (
    BreakState,
    DeferredCall,
    SideEffect,
    Tracer,
    is_nested_function,
)
from tcompile.frontend.lookasides import LOOKASIDES, is_user_function
from tcompile.frontend.sources import MODULES, LocalSource
from tcompile.frontend.values import (
    NULL,
    BoundMethodValue,
    CellValue,
    ConstantValue,
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
    TensorMethodValue,
    TensorValue,
    TupleValue,
    Value,
)

if TYPE_CHECKING:
    from tcompile.compiler import GraphRecord

_LITERALS = (type(None), bool, int, str)
# Expressions whose value no code run by the bridge changes: names, number and string
# literals, graph outputs.
_STABLE = re.compile(r"[A-Za-z_]\w*|-?[\d.]+(e[+-]?\d+)?|'[^'\\]*'|___o\[\d+\]")


@dataclass(frozen=True)
class _GraphOutput:
    """Output `index` of the graph, as a source of the sizes the graph decided."""

    index: int

    def expr(self) -> str:
        return f"___o[{self.index}]"

    def display(self) -> str:
        return f"graph output {self.index}"


class BridgeSource:
    """Accumulates the bridge's lines, its namespace and the graph outputs it reads."""

    def __init__(self, fn: types.FunctionType, tracer: Tracer,
                 wrap: Callable[[Callable[..., Any]], Callable[..., Any]]):
        self.fn = fn
        self.tracer = tracer
        self.wrap = wrap
        # The bridge reads globals and closure cells through its `___fn` parameter, whose
        # default is `fn`: another function object of the same code may reuse it (api.py).
        self.namespace: dict[str, Any] = {"___fn0": fn, MODULES: sys.modules}
        self.lines: list[str] = []
        self._view_bases: set[int] = set()  # ids of graph outputs that views are made of
        self.outputs: list[torch.Tensor] = []
        self._output_index: dict[int, int] = {}
        inputs = tracer.graph.tensor_inputs()
        self._input_source = {id(fake): source for fake, source in inputs}
        # Views of an input are made from the input itself, so that they alias it as in eager.
        self._input_of_storage = {storage_id(fake): fake for fake, _ in reversed(inputs)}
        self.input_views: list[torch.Tensor] = []
        # id of a NewObjectValue, a FunctionValue the frame made or a CellValue -> the
        # bridge local holding the object made for it
        self._objects: dict[int, str] = {}
        self._snapshots: dict[int, str] = {}  # id of a value -> the local it was read into
        # id of an input's stand-in written back after the graph -> the local holding the
        # tensor passed to the graph for it
        self._written: dict[int, str] = {}

    def const(self, obj: Any, hint: str = "c") -> str:
        name = f"___{hint}{len(self.namespace)}"
        self.namespace[name] = obj
        return name

    def emit(self, line: str) -> None:
        self.lines.append(line)

    def expr(self, v: Value) -> str:
        """A Python expression that evaluates to the real object `v` stands for."""
        if id(v) in self._snapshots:
            return self._snapshots[id(v)]
        if isinstance(v, TensorValue):
            return self._tensor(v.fake)
        if isinstance(v, ConstantValue):
            value = v.value
            if type(value) in _LITERALS or (type(value) is float and math.isfinite(value)):
                return repr(value)
            return self.const(value)
        if isinstance(v, ObjectValue) and isinstance(v.obj, torch.SymInt | torch.SymFloat
                                                     | torch.SymBool):
            return self._size(v.obj)  # a SymBool: the branch a data-dependent size decides
        if isinstance(v, ObjectValue):
            return v.source.expr() if v.source is not None else self.const(v.obj)
        if isinstance(v, ListValue):
            if v.source is not None:
                return v.source.expr()
            return "[" + ", ".join(self.expr(i) for i in v.items) + "]"
        if isinstance(v, TupleValue):
            if v.source is not None:
                return v.source.expr()
            items = "".join(self.expr(i) + ", " for i in v.items)
            if v.cls is tuple:
                return f"({items})"
            if not hasattr(v.cls, "_fields"):
                # a structseq (torch.return_types.max) takes one sequence, not its items
                return f"{self.const(v.cls, 't')}(({items}))"
            return f"{self.const(v.cls, 't')}({items})"
        if isinstance(v, DictValue):
            if v.source is not None:
                return v.source.expr()
            if not v.is_plain():
                return self._new_mapping(v)
            pairs = ", ".join(f"{self._key(k)}: {self.expr(i)}" for k, i in v.items.items())
            return "{" + pairs + "}"
        if isinstance(v, FunctionValue) and v.fn is not None:
            return v.source.expr() if v.source is not None else self.const(v.fn, "f")
        if isinstance(v, FunctionValue) and not v.kwdefaults:
            return self._new_function(v)
        if isinstance(v, BoundMethodValue):
            return f"{self.const(types.MethodType, 't')}({self.expr(v.func)}, " \
                   f"{self.expr(v.self_value)})"
        if isinstance(v, PartialValue):
            args = "".join(f", {self.expr(a)}" for a in v.args)
            kwargs = "".join(f", {k}={self.expr(a)}" for k, a in v.kwargs.items())
            return f"{self.const(_partial(), 't')}({self.expr(v.func)}{args}{kwargs})"
        if isinstance(v, IteratorValue):
            return "iter([" + ", ".join(self.expr(i) for i in v.items[v.index:]) + "])"
        if isinstance(v, TensorMethodValue):
            return f"{self.expr(v.self_value)}.{v.name}"
        if isinstance(v, GradModeValue):
            return f"{self.const(v.factory, 'ctx')}()"
        if isinstance(v, NewObjectValue):
            return self._new_object(v)
        if isinstance(v, SetValue):  # a new set per call, as in eager
            return f"set({self.const(frozenset(v.items), 'set')})"
        raise SkipFrame(f"a {type(v).__name__} cannot be rebuilt at a graph break")

    def snapshot(self, v: Value) -> None:
        """From here on, `v` is a local holding what `expr(v)` reads now, unless that is
        a name, a literal or a graph output, which nothing the bridge runs can change."""
        text = self.expr(v)
        if id(v) not in self._snapshots and not _STABLE.fullmatch(text):
            name = f"___s{len(self._snapshots)}"
            self.emit(f"{name} = {text}")
            self._snapshots[id(v)] = name

    def _tensor(self, fake: torch.Tensor) -> str:
        """An input; a view of an input or of a graph output, made again from it with eager's
        sizes, strides and offset (so that it aliases what eager's view aliases); else a graph
        output. A view that reads its base's memory otherwise (`view_as_real`, `.imag`,
        `conj()`: another dtype, a conjugate or negative bit) is a graph output, computed
        by the graph (a copy with the view's values)."""
        source = self._input_source.get(id(fake))
        if source is not None:
            return source.expr()
        base = self._input_of_storage.get(storage_id(fake))
        if base is not None and _reads_alike(fake, base):
            self.input_views.append(fake)
        elif fake._base is not None and self.tracer.graph.owns(fake._base) \
                and _reads_alike(fake, fake._base):
            base = fake._base
        else:
            base = None
        if base is None:
            return f"___o[{self.output(fake)}]"
        detach = ".detach()" if base.requires_grad and not fake.requires_grad else ""
        # The offset relative to the base's: the same input may start anywhere in its storage
        # from one call to the next (a slice of a larger tensor), which no guard pins.
        of = self._tensor(base)
        if of.startswith("___o[") and id(base) not in self._view_bases:
            # A graph output may come in eager's stride order with gaps after its rows (a
            # GEMM's padded columns: convert-prim-to-loop): eager's strides first, once
            # (a no-op when they match), for the view's strides to mean what eager's do.
            self._view_bases.add(id(base))
            self.emit(f"{of} = {self.const(restrided, 'restrided')}({of}, "
                      f"{self._ints(base.stride())})")
        shift = fake.storage_offset() - base.storage_offset()
        static_zero = isinstance(shift, int) and shift == 0  # a SymInt is not compared: no guard
        offset = f"{of}.storage_offset()" + ("" if static_zero else f" + {self._int(shift)}")
        return (f"{of}{detach}.as_strided({self._ints(fake.shape)}, "
                f"{self._ints(fake.stride())}, {offset})")

    def _new_object(self, v: NewObjectValue) -> str:
        """An object the frame made, made once per call (by a line emitted before the one
        that uses it), so that every use is the same object."""
        if id(v) not in self._objects:
            attrs = ", ".join(f"{name!r}: {self.expr(a)}" for name, a in v.attrs.items())
            name = f"___obj{len(self._objects)}"
            self.emit(f"{name} = {self.const(new_object, 'new')}({self.const(v.cls, 't')}, "
                      f"{{{attrs}}})")
            self._objects[id(v)] = name
        return self._objects[id(v)]

    def _new_mapping(self, v: DictValue) -> str:
        """An instance of a dict subclass the frame made (a ModelOutput), made once per call
        without running its `__init__`: its items, then its attributes."""
        if id(v) not in self._objects:
            items = ", ".join(f"{self._key(k)}: {self.expr(i)}" for k, i in v.items.items())
            attrs = ", ".join(f"{name!r}: {self.expr(a)}" for name, a in (v.attrs or {}).items())
            name = f"___obj{len(self._objects)}"
            self.emit(f"{name} = {self.const(new_mapping, 'new')}({self.const(v.cls, 't')}, "
                      f"{{{items}}}, {{{attrs}}})")
            self._objects[id(v)] = name
        return self._objects[id(v)]

    def _new_function(self, v: FunctionValue) -> str:
        """A function the frame made (a lambda, a nested def), made again once per call from
        its code object, its defaults and its closure cells."""
        if id(v) not in self._objects:
            defaults = "".join(self.expr(d) + ", " for d in v.defaults)
            scope = "___fn.__globals__" if v.globals is self.fn.__globals__ else \
                self.const(v.globals, "globals")
            closure = "".join(self.cell(c) + ", " for c in v.closure)
            name = f"___made{len(self._objects)}"
            self.emit(f"{name} = {self.const(types.FunctionType, 't')}("
                      f"{self.const(v.code, 'code')}, {scope}, {v.name!r}, ({defaults}), "
                      f"({closure}) or None)")
            self._objects[id(v)] = name
        return self._objects[id(v)]

    def cell(self, cell: CellValue) -> str:
        """A closure cell: the frame function's own cell for its free variables; else a
        cell made once per call, holding the cell's value at the break, which every closure
        and the resume function that use it share (so writes through one reach the others)."""
        if id(cell) not in self._objects:
            index = next((i for i, c in enumerate(self.tracer.free_cells) if c is cell), None)
            if index is not None:
                return f"___fn.__closure__[{index}]"
            contents = "" if cell.contents is None else self.expr(cell.contents)
            name = f"___cell{len(self._objects)}"
            self.emit(f"{name} = {self.const(types.CellType, 't')}({contents})")
            self._objects[id(cell)] = name
        return self._objects[id(cell)]

    def _int(self, d: int | torch.SymInt) -> str:
        return self._size(d) if isinstance(d, torch.SymInt) else str(d)

    def _ints(self, ds: Any) -> str:
        return "(" + "".join(f"{self._int(d)}, " for d in ds) + ")"

    def _size(self, size: torch.SymInt | torch.SymFloat | torch.SymBool) -> str:
        """A symbolic size or number, computed again from the tensors and numbers it comes
        from."""
        return self._symbolic(size.node.expr)

    def _symbolic(self, expr: Any) -> str:
        graph = self.tracer.graph
        for sym in getattr(expr, "free_symbols", ()):
            if sym not in graph.symbols and (found := self._decided_by(sym)) is not None:
                graph.symbols[sym] = found
        try:
            text, sources = graph.size_expr(expr)
        except UnsupportedOp as e:
            raise SkipFrame(str(e)) from None
        return "(" + re.sub(r"\bL(\d+)\b", lambda m: sources[int(m.group(1))].expr(), text) + ")"

    def _decided_by(self, sym: Any) -> tuple[_GraphOutput, int] | None:
        """A size that an op of the graph decided (`n = mask.nonzero().size(0)`, an unbacked
        `u0`): read off a graph output of that size, (its source, dim)."""
        for t in self.tracer.graph.recorder.alive:
            if not self.tracer.graph.owns(t):
                continue
            for d, n in enumerate(t.shape):
                if isinstance(n, torch.SymInt) and n.node.expr == sym:
                    return _GraphOutput(self.output(t)), d
        return None

    def _key(self, k: Any) -> str:
        return repr(k) if type(k) in _LITERALS else self.const(k)

    def output(self, t: torch.Tensor) -> int:
        """The index of `t` among the graph's outputs (added on first use)."""
        if id(t) not in self._output_index:
            self._output_index[id(t)] = len(self.outputs)
            self.outputs.append(t)
        return self._output_index[id(t)]

    def callable_expr(self, v: Value) -> str:
        """How the bridge calls `v` natively: user functions through a lazily compiled
        wrapper (there is no frame hook to catch them otherwise); functions the tracer
        does not trace as Python (a lookaside's, such as `autograd.Function.apply`) as
        they are."""
        if isinstance(v, FunctionValue) and _compiles(v):
            return self._compiled(v)
        if isinstance(v, BoundMethodValue) and isinstance(v.func, FunctionValue) \
                and _compiles(v.func):
            return f"{self.const(types.MethodType, 't')}(" \
                   f"{self._compiled(v.func)}, {self.expr(v.self_value)})"
        if isinstance(v, ObjectValue) and isinstance(v.obj, torch.nn.Module):
            # guarded by identity: its compiled forward (or the module, if it has hooks or
            # its own __call__) is fixed for this translation
            return self.const(self.wrap(v.obj), "call")
        return self.expr(v)

    def _compiled(self, v: FunctionValue) -> str:
        """`v` lazily compiled; a nested function (guarded on its code, not its identity)
        is read from its source and wrapped per call, as it may be another one each call."""
        if v.source is not None and is_nested_function(v.fn):
            return f"{self.const(self.wrap, 'wrap')}({v.source.expr()})"
        return self.const(self.wrap(v.fn), "call")

    def side_effects(self) -> None:
        """Replay the mutations the traced code made to pre-existing objects, in order."""
        recorder = self.tracer.graph.recorder
        no_grad = []
        for t in recorder.mutated.values():
            source = self._input_source.get(id(t))
            if source is None:
                continue
            if t.requires_grad and id(t) in recorder.mutated_without_grad:
                no_grad.append((source.expr(), t))  # a leaf updated under no_grad
            else:
                self._tensor_write_back(source.expr(), t)
        if no_grad:
            self.emit(f"with {self.const(torch.no_grad, 'ctx')}():")
            for target, t in no_grad:
                self._tensor_write_back(target, t, indent="    ")
        code = self.fn.__code__
        star = code.co_argcount + code.co_kwonlyargcount
        n_star = bool(code.co_flags & inspect.CO_VARARGS) + \
            bool(code.co_flags & inspect.CO_VARKEYWORDS)
        fresh = set(code.co_varnames[star:star + n_star])
        for v in self.tracer.mutated_containers():
            if isinstance(v.source, LocalSource) and v.source.name in fresh:
                continue  # the frame's own *args / **kwargs: made by the call, dead after it
            target = v.source.expr()
            if v.python_type() not in (list, dict):  # a subclass: its own methods may refuse
                items = f"[{', '.join(self.expr(i) for i in v.items)}]" \
                    if isinstance(v, ListValue) else \
                    "{" + ", ".join(f"{self._key(k)}: {self.expr(i)}"
                                    for k, i in v.items.items()) + "}"
                self.emit(f"{self.const(refill, 'refill')}({target}, {items})")
            elif isinstance(v, ListValue):
                self.emit(f"{target}[:] = [{', '.join(self.expr(i) for i in v.items)}]")
            else:  # the new items are read before the dict is cleared
                pairs = ", ".join(f"{self._key(k)}: {self.expr(i)}" for k, i in v.items.items())
                self.emit(f"___items = {{{pairs}}}; {target}.clear(); {target}.update(___items)")
        for effect in self.tracer.side_effects:
            if isinstance(effect, DeferredCall):
                args = [self.expr(a) for a in effect.args]
                args += [f"{k}={self.expr(a)}" for k, a in effect.kwargs.items()]
                self.emit(f"{self.expr(effect.fn)}({', '.join(args)})")
            else:
                self.emit(self._store(effect))
        for var, value in self.tracer.context_vars.values():
            self.emit(f"{self.expr(var)}.set({self.expr(value)})")
        for i in sorted(self.tracer.written_free_cells):
            value = self.expr(self.tracer.free_cells[i].contents)
            self.emit(f"___fn.__closure__[{i}].cell_contents = {value}")

    def restore_grad_mode(self, mode: bool) -> None:
        """`torch.set_grad_enabled(b)` called as a function outlives the frame."""
        if mode != self.tracer.entry_grad_enabled:
            self.emit(f"{self.const(torch._C._set_grad_enabled, 'set_grad')}({mode})")

    def graph_prologue(self, record: GraphRecord) -> list[str]:
        """The graph call, then detaching outputs that the frame computed without grad
        (the graph runs differentiably when any input requires grad).

        Where the guard proves that autograd need not see the call (grad mode off, or no
        input requiring grad), the bridge calls the generated code directly (`___run`,
        `record.direct`) instead of `record.fn`, which checks that on every call; a failure
        of the generated code then goes to `record.failed` here, and later calls to the
        eager replay."""
        inputs = self.tracer.graph.inputs
        # `with torch.enable_grad()` inside the frame: differentiate that part
        enable_grad = not self.tracer.entry_grad_enabled and \
            any(t.requires_grad for t in self.outputs)
        args = ", ".join(self._inputs(inputs, enable_grad))
        passed = {id(self.tracer.graph.stand_in_of(real)) for real, _ in inputs
                  if real is not None}
        # a written input the graph does not read (`x.copy_(y)`): always copied into
        unread = [f"{local} = None" for t, local in self._written.items() if t not in passed]
        no_autograd = not enable_grad and (not self.tracer.entry_grad_enabled or not any(
            real is not None and real.requires_grad and not isinstance(source, DetachedSource)
            for real, source in inputs))
        if record.direct is not None and no_autograd:
            namespace = self.namespace

            def failed(error: Exception, *inputs: torch.Tensor) -> list[torch.Tensor]:
                namespace["___run"] = record.replay
                return record.failed(error, inputs)

            namespace["___run"], namespace["___failed"] = record.direct, failed
            lines = [*unread, "try:", f"    ___o = ___run({args})",
                     "except Exception as ___e:", f"    ___o = ___failed(___e, {args})"]
        else:
            self.namespace["___graph"] = record.fn
            lines = [*unread, f"___o = ___graph({args})"]
            if enable_grad:
                lines = [*unread, f"with {self.const(torch.enable_grad, 'ctx')}():",
                         "    " + lines[-1]]
        # (an input passed undetached, see `_inputs`, counts: the graph may return it)
        if any(real is not None and real.requires_grad for real, _ in inputs) or (
                not (self.tracer.entry_grad_enabled or enable_grad)
                and any(isinstance(source, DetachedSource) for _, source in inputs)):
            # (only what autograd tracks: an input the graph updated in place and returned
            # stays that object, and the write-back below sees it done)
            lines += [f"if ___o[{i}].requires_grad: ___o[{i}] = ___o[{i}].detach()"
                      for i, t in enumerate(self.outputs) if not t.requires_grad]
        restride = self.const(restrided, "restrided")
        lines += [f"___o[{i}] = {restride}(___o[{i}], {self._ints(t.stride())})"
                  for i, t in enumerate(self.outputs) if not _contiguous(t)]
        return lines

    def _inputs(self, inputs: list[tuple[Any, Any]], enable_grad: bool) -> list[str]:
        """The graph call's arguments. Tensors are read as the guard reads them (each
        module on their paths fetched once, members from its dicts); `x.detach()` is passed
        as `x` when the graph runs with grad disabled (the guard pins grad mode, and the call
        is not under `enable_grad`): it then records no autograd history, and outputs that
        must not require grad are detached after the call."""
        graph_grad = self.tracer.entry_grad_enabled or enable_grad
        tensors = [source.base if isinstance(source, DetachedSource) and not graph_grad
                   else source for _, source in inputs if not isinstance(source, NumberInput)]
        reads = iter(self.tracer.gb.read(tensors, lambda m: self.const(m, "m")))
        args = [self._number(source) if isinstance(source, NumberInput) else next(reads)
                for _, source in inputs]
        graph = self.tracer.graph
        for i, (real, _) in enumerate(inputs):
            local = self._written.get(id(graph.stand_in_of(real))) if real is not None else None
            if local is not None:
                args[i] = f"({local} := {args[i]})"
        return args

    def _number(self, source: NumberInput) -> str:
        """A symbolic number, which enters the graph as a 0-d tensor."""
        return (f"{self.const(torch.tensor, 'tensor')}({self._symbolic(source.expr)}, "
                f"dtype={self.const(source.dtype, 'dtype')})")

    def _tensor_write_back(self, target: str, t: torch.Tensor, indent: str = "") -> None:
        """Copy the new value of the input `t` into it, unless the graph wrote it there
        (then it returns the input itself: passes/loop_write_inputs.py)."""
        j = self.output(t)
        self._written[id(t)] = f"___w{j}"
        self.emit(f"{indent}if ___o[{j}] is not ___w{j}: {target}.copy_(___o[{j}])")

    def output_index(self, t: torch.Tensor) -> int | None:
        return self._output_index.get(id(t))

    def _store(self, effect: SideEffect) -> str:
        value = self.expr(effect.value)
        if effect.item:
            if isinstance(effect.target, ObjectValue) and effect.target.obj is self.fn.__globals__:
                return f"___fn.__globals__[{effect.name!r}] = {value}"
            return f"{self.expr(effect.target)}[{self._key(effect.name)}] = {value}"
        return f"{self.expr(effect.target)}.{effect.name} = {value}"

    def parameters(self) -> str:
        """The frame function's parameter list, defaults read from the namespace, plus the
        keyword-only `___fn` (before `**kwargs`, as in the guard function)."""
        out = []
        saw_star = False
        kinds = inspect.Parameter
        params = list(inspect.signature(self.fn, follow_wrapped=False).parameters.values())
        for i, p in enumerate(params):
            if p.kind is kinds.KEYWORD_ONLY and not saw_star:
                out.append("*")
                saw_star = True
            if p.kind is kinds.VAR_KEYWORD:
                out += [] if saw_star else ["*"]
                out.append("___fn=___fn0")
            text = {kinds.VAR_POSITIONAL: "*", kinds.VAR_KEYWORD: "**"}.get(p.kind, "") + p.name
            if p.default is not inspect.Parameter.empty:
                text += "=" + self.const(p.default, "default")
            out.append(text)
            saw_star = saw_star or p.kind is kinds.VAR_POSITIONAL
            if p.kind is kinds.POSITIONAL_ONLY and (
                    i + 1 == len(params) or params[i + 1].kind is not kinds.POSITIONAL_ONLY):
                out.append("/")
        if "___fn=___fn0" not in out:
            out += [] if saw_star else ["*"]
            out.append("___fn=___fn0")
        return ", ".join(out)

    def build(self, name: str, prologue: list[str]) -> tuple[Callable[..., Any], str]:
        """Compile the bridge; `prologue` calls the graph (empty if there is none)."""
        body = prologue + self.lines
        text = f"def {name}({self.parameters()}):\n" + "".join(f"    {line}\n" for line in body)
        code = compile(text, f"<tcompile bridge {self.fn.__qualname__}>", "exec")
        exec(code, self.namespace)
        return self.namespace[name], text


def storage_id(t: torch.Tensor) -> int:
    """Equal for tensors that share memory (views of one tensor, or the tensor twice)."""
    return t.untyped_storage()._cdata


def _reads_alike(view: torch.Tensor, base: torch.Tensor) -> bool:
    """Whether `view`'s elements are its base's memory read as the base reads it, so that
    `base.as_strided(...)` makes the view again."""
    return view.dtype == base.dtype and view.is_conj() == base.is_conj() \
        and view.is_neg() == base.is_neg()


def _contiguous(t: torch.Tensor) -> bool:
    """Whether `t`'s strides are the row-major ones (compared symbolically, adding no
    guards); tensors of at most one element have no layout to match."""
    if t.dim() == 0 or (all(isinstance(d, int) for d in t.shape) and t.numel() <= 1):
        return True
    expected: Any = 1
    for size, stride in reversed(list(zip(t.shape, t.stride(), strict=True))):
        if _expr(stride) != _expr(expected):
            return False
        expected = expected * size
    return True


def _expr(d: int | torch.SymInt) -> Any:
    return d.node.expr if isinstance(d, torch.SymInt) else d


def restrided(t: torch.Tensor, stride: tuple[int, ...]) -> torch.Tensor:
    """`t` with the strides eager gives it (graphs return row-major tensors): a copy, unless
    the graph already returned those strides."""
    if t.stride() == stride:
        return t
    out = torch.empty_strided(t.shape, stride, dtype=t.dtype, device=t.device)
    return out.copy_(t)


def refill(obj: Any, items: Any) -> None:
    """Replace the items of a dict or list subclass instance through the builtin's methods
    (an OrderedDict's through OrderedDict's, which keep its order)."""
    if isinstance(obj, list):
        list.__setitem__(obj, slice(None), items)
        return
    base = collections.OrderedDict if isinstance(obj, collections.OrderedDict) else dict
    base.clear(obj)
    for k, v in items.items():
        base.__setitem__(obj, k, v)


def new_mapping(cls: type, items: dict[Any, Any], attrs: dict[str, Any]) -> Any:
    """An instance of the dict subclass `cls` with `items` and instance attributes `attrs`,
    without running `__init__` or the class's `__setattr__` (which tracing ran)."""
    obj = cls.__new__(cls)
    refill(obj, items)
    for name, value in attrs.items():
        object.__setattr__(obj, name, value)
    return obj


def new_object(cls: type, attrs: dict[str, Any]) -> Any:
    """An instance of `cls` with `attrs`, without running `__init__` (which tracing ran)."""
    obj = cls.__new__(cls)
    for name, value in attrs.items():
        setattr(obj, name, value)
    return obj


def _partial() -> Any:
    import functools

    return functools.partial


def _compiles(v: FunctionValue) -> bool:
    """Whether a native call of `v` at a break goes through a compiled wrapper."""
    return v.fn is not None and is_user_function(v) and v.fn not in optim.NATIVE \
        and v.fn not in LOOKASIDES


def emit_break(bridge: BridgeSource, state: BreakState,
               wrap: Callable[[Callable[..., Any]], Callable[..., Any]]) -> None:
    """The bridge's tail at a graph break: replay side effects, run `state.instr` natively
    under the active grad-mode contexts, then continue in a resume function."""
    instr = state.instr
    stack = state.stack
    bridge.side_effects()
    exits = [v for v in stack if isinstance(v, ExitValue)]
    bridge.restore_grad_mode(exits[0].prior if exits else bridge.tracer.grad_enabled)
    native = _NATIVE.get(instr.opname)
    if native is None:
        if instr.opname not in _NATIVE:
            raise SkipFrame(f"a graph break at the bytecode instruction {instr.opname}")
    if instr.opname in ("POP_JUMP_IF_TRUE", "POP_JUMP_IF_FALSE"):
        below = stack[:-1]
        cond = bridge.expr(stack[-1])
        taken = _resume_call(bridge, state, instr.target, below, None)
        fallthrough = _resume_call(bridge, state, _next(bridge, instr), below, None)
        if instr.opname == "POP_JUMP_IF_FALSE":
            taken, fallthrough = fallthrough, taken
        bridge.emit(f"if {cond}:")
        bridge.emit(f"    return {taken}")
        bridge.emit(f"return {fallthrough}")
        return
    consumed, line = native(bridge, instr, stack)
    below = stack[:len(stack) - consumed]
    after = _next(bridge, instr)
    # What the resume function gets was read before the native operation in eager, which
    # may change it (a call writing an attribute or a closure cell): read it now.
    for v in [*below, *(state.locals[n] for n in _live(bridge, state, after))]:
        if not isinstance(v, ExitValue) and v is not NULL:
            bridge.snapshot(v)
    contexts = [v.ctx for v in below if isinstance(v, ExitValue)]
    indent = ""
    for ctx in contexts:  # the native operation runs in the contexts it ran in
        bridge.emit(f"{indent}with {bridge.const(ctx.factory, 'ctx')}():")
        indent += "    "
    for piece in line.split("\n"):
        bridge.emit(indent + piece)
    pushes = instr.opname not in ("STORE_SUBSCR", "STORE_ATTR")
    if after.opname == "RETURN_VALUE" and pushes:
        bridge.emit("return ___r")
        return
    bridge.emit(f"return {_resume_call(bridge, state, after, below, '___r' if pushes else None)}")


def _next(bridge: BridgeSource, instr: Instr) -> Instr:
    from tcompile.frontend.bytecode.instructions import is_resumable, normalize

    instrs = normalize(bridge.fn.__code__)
    if not is_resumable(instrs, instr.index + 1):
        raise SkipFrame("a graph break inside an expanded instruction")
    return instrs[instr.index + 1]


def _resume_call(bridge: BridgeSource, state: BreakState, at: Instr, below: list[Value],
                 result: str | None) -> str:
    """A call of the resume function that continues at `at` with the stack `below` (plus
    `result` on top) and the live locals."""
    from tcompile.frontend.bytecode.resume import VALUE, ResumeSpec, make_resume, resume_function

    fn = bridge.fn
    layout, values = stack_slots(below)
    args = [bridge.expr(v) for v in values]
    if result is not None:
        layout.append(VALUE)
        args.append(result)
    live = _live(bridge, state, at)
    args += [bridge.expr(state.locals[n]) for n in live]
    code = make_resume(ResumeSpec(fn.__code__, at.offset, tuple(layout), live))
    if not (fn.__code__.co_cellvars or fn.__code__.co_freevars):
        target = bridge.const(bridge.wrap(resume_function(code, fn, {})), "resume")
    else:  # the cells of this call (of ___fn): the resume function is made per call
        cells = ", ".join(f"{name!r}: {bridge.cell(cell)}"
                          for name, cell in state.cells.items()
                          if name in fn.__code__.co_cellvars)
        target = (f"{bridge.const(bridge.wrap, 'wrap')}({bridge.const(resume_function, 'rf')}"
                  f"({bridge.const(code, 'code')}, ___fn, {{{cells}}}))")
    return f"{target}({', '.join(args)})"


def _live(bridge: BridgeSource, state: BreakState, at: Instr) -> tuple[str, ...]:
    """The locals bound at the break that the code from `at` on reads, sorted."""
    from tcompile.frontend.bytecode.analysis import live_locals
    from tcompile.frontend.bytecode.instructions import normalize

    return tuple(sorted(n for n in live_locals(normalize(bridge.fn.__code__), at.index)
                        if n in state.locals))


def _call(bridge: BridgeSource, instr: Instr, stack: list[Value]) -> tuple[int, str]:
    n = instr.arg
    operands = stack[len(stack) - n - 2:]
    fn, leading = call_target(operands[0], operands[1], NULL)
    args = list(leading) + operands[2:]
    names = instr.kw_names
    positional = [bridge.expr(a) for a in args[:len(args) - len(names)]]
    keywords = [f"{k}={bridge.expr(a)}" for k, a in zip(names, args[len(args) - len(names):],
                                                        strict=True)]
    return n + 2, f"___r = {bridge.callable_expr(fn)}({', '.join(positional + keywords)})"


def _call_ex(bridge: BridgeSource, instr: Instr, stack: list[Value]) -> tuple[int, str]:
    count = 4 if instr.arg & 1 else 3
    operands = stack[len(stack) - count:]
    fn, leading = call_target(operands[0], operands[1], NULL)
    args = [bridge.expr(a) for a in leading] + [f"*{bridge.expr(operands[2])}"]
    if count == 4:
        args.append(f"**{bridge.expr(operands[3])}")
    return count, f"___r = {bridge.callable_expr(fn)}({', '.join(args)})"


def _store_subscr(bridge: BridgeSource, instr: Instr, stack: list[Value]) -> tuple[int, str]:
    value, obj, key = (bridge.expr(v) for v in stack[-3:])
    return 3, f"{obj}[{key}] = {value}"


def _store_attr(bridge: BridgeSource, instr: Instr, stack: list[Value]) -> tuple[int, str]:
    value, obj = (bridge.expr(v) for v in stack[-2:])
    return 2, f"{obj}.{instr.argval} = {value}"


def _binary(bridge: BridgeSource, instr: Instr, stack: list[Value]) -> tuple[int, str]:
    a, b = (bridge.expr(v) for v in stack[-2:])
    op = instr.argval
    if op.endswith("=") and op not in ("==", "!=", "<=", ">="):
        return 2, f"___r = {a}\n___r {op} {b}"
    line = f"___r = {a} {op} {b}"
    if getattr(instr, "to_bool", False):
        line = f"___r = bool({a} {op} {b})"
    return 2, line


def _subscr(bridge: BridgeSource, instr: Instr, stack: list[Value]) -> tuple[int, str]:
    obj, key = (bridge.expr(v) for v in stack[-2:])
    return 2, f"___r = {obj}[{key}]"


_NATIVE: dict[str, Callable[[BridgeSource, Instr, list[Value]], tuple[int, str]] | None] = {
    "CALL": _call,
    "CALL_FUNCTION_EX": _call_ex,
    "STORE_SUBSCR": _store_subscr,
    "STORE_ATTR": _store_attr,
    "BINARY_OP": _binary,
    "COMPARE_OP": _binary,
    "BINARY_SUBSCR": _subscr,
    "POP_JUMP_IF_TRUE": None,
    "POP_JUMP_IF_FALSE": None,
}


def stack_slots(stack: list[Value]) -> tuple[list[Any], list[Value]]:
    """The resume layout of a stack (value / NULL / with-block slots) and its values."""
    from tcompile.frontend.bytecode.resume import NULL as RESUME_NULL
    from tcompile.frontend.bytecode.resume import VALUE, WithSlot

    layout: list[Any] = []
    values: list[Value] = []
    for v in stack:
        if v is NULL:
            layout.append(RESUME_NULL)
        elif isinstance(v, ExitValue):
            layout.append(WithSlot(v.ctx.factory))
        else:
            layout.append(VALUE)
            values.append(v)
    return layout, values


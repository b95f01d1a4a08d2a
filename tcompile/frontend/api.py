"""The public entry points: `compile`, `explain`, `last_ir`, `mark_dynamic`,
`mark_static_address`, `reset`.

`compile(fn)` returns a `CompiledFunction`. Each call finds the `CompiledCode` of the
function's code object and tries its cache entries most-recently-used first; a hit runs the
entry's translation, a miss translates the frame (tcompile/frontend/translate.py) with real
arguments and stores a new entry:

    call ─► entries[0].guard.check(args) ─► ... ─► entries[-1] ─► miss
                     │ hit                                          │
                     ▼                                              ▼
             entry.run(args)          explain the MRU entry's failing guard (recompile log,
                                      automatic dynamic) ─► translate ─► new entry ─► run

A code object gets `config.recompile_limit` translations; past that, and after `SkipFrame`
or a compiler bug, it runs natively (its existing entries still serve hits), from a copy of
its code whose call sites pass each callable through `_Session.wrap_callee`
(bytecode/instrument.py), so the user functions and modules it calls are still compiled. Resume
functions and user functions that a graph-break bridge calls go through `wrap`, which makes
`CompiledFunction`s of the same `_Session`: same config, same `Stats`, same code caches, so
functions created per call from one code object (resume functions, closures) share entries:
their guard and run read globals and closure cells through a `___fn` keyword argument.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import inspect
import sys
import threading
import types
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import torch
import torch.nn.modules.module as nn_module

from tcompile.frontend import config as knobs
from tcompile.frontend import distributed
from tcompile.frontend.bytecode.instrument import instrument_calls
from tcompile.frontend.config import CompileConfig
from tcompile.frontend.errors import FullGraphError, SkipFrame
from tcompile.frontend.logs import dump_text, get_logger, log
from tcompile.timing import timed

if TYPE_CHECKING:
    from tcompile.compiler import GraphRecord
    from tcompile.frontend.guards import Guard, GuardFailure

# The attribute `mark_dynamic` sets on a tensor: the set of dims translate makes symbolic.
DYNAMIC_DIMS_ATTR = "_tcompile_dynamic_dims"


def translate(fn: types.FunctionType, args: tuple, kwargs: dict, ctx: TranslateContext) -> Any:
    """The interpreter's entry point, imported on first use: translate.py imports this
    module's TranslateContext, and tests replace this function with a stub."""
    with timed("import"):  # the compiler's modules load on the first compile (1-2 s)
        from tcompile.frontend.translate import translate as interpret

    return interpret(fn, args, kwargs, ctx)


_freeze_lock = threading.Lock()
_freeze_depth = 0  # compiles running (in any thread) since this module froze the heap
_thresholds: tuple[int, int, int] = gc.get_threshold()  # the program's, while compiling
COMPILE_GC_THRESHOLD = 100_000
"""Allocations between young collections while compiling (CPython's default is 700)."""


@contextlib.contextmanager
def _old_objects_frozen() -> Iterator[None]:
    """While compiling, the garbage collector leaves the objects that existed before alone
    (`gc.freeze()`, undone after), and collects the young generation every
    `COMPILE_GC_THRESHOLD` allocations instead of every 700. A compile allocates enough (IR,
    sympy expressions, and on the first one the modules it imports) to set off a full
    collection, which walks every object of the process: torch's, the model's, the program's,
    hundreds of thousands (0.1-0.25 s of a small model's first call on the 2-core VM); and
    the hundreds of young collections between them cost as much again (a GPT-2 block's first
    call: 478 collections, 0.23-0.28 s, against 4, 0.13 s). Its own garbage is still
    collected, at most that many objects later. A program that froze objects itself (before
    forking workers) is left as it is."""
    global _freeze_depth, _thresholds
    with _freeze_lock:
        mine = _freeze_depth > 0 or gc.get_freeze_count() == 0
        if mine:
            if _freeze_depth == 0:
                gc.freeze()
                _thresholds = gc.get_threshold()
                gc.set_threshold(max(_thresholds[0], COMPILE_GC_THRESHOLD), *_thresholds[1:])
            _freeze_depth += 1
    try:
        yield
    finally:
        if mine:
            with _freeze_lock:
                _freeze_depth -= 1
                if _freeze_depth == 0:
                    gc.set_threshold(*_thresholds)
                    gc.unfreeze()


@dataclass
class Stats:
    """Counters of one compiled function (and the resume functions it led to)."""

    graphs_compiled: int = 0
    cache_hits: int = 0
    cache_misses: int = 0
    recompiles: list[tuple[str, str]] = field(default_factory=list)  # (function, why)
    graph_breaks: int = 0
    frames_skipped: int = 0
    fallbacks: int = 0

    def __repr__(self) -> str:
        counts = ", ".join(f"{k}={getattr(self, k)}" for k in (
            "graphs_compiled", "cache_hits", "cache_misses", "graph_breaks", "frames_skipped",
            "fallbacks"))
        if not self.recompiles:
            return f"Stats({counts}, recompiles=[])"
        lines = "".join(f"\n    {fn}: {why}" for fn, why in self.recompiles)
        return f"Stats({counts}, recompiles=[{lines}\n])"


@dataclass
class FrameState:
    """What translations of one code object learned across recompiles: `dynamic` maps a
    source expression to the tensor dims seen changing (None: an int seen changing)."""

    dynamic: dict[str, set[int | None]] = field(default_factory=dict)


@dataclass
class TranslateContext:
    """What `translate` gets besides the frame: see docs/frontend.md."""

    config: CompileConfig
    frame: FrameState
    wrap: Callable[[Callable[..., Any]], Callable[..., Any]]


@dataclass
class CacheEntry:
    guard: Guard
    run: Callable[..., Any]
    translation: Any  # translate.Translation
    owner: Callable[..., Any]  # the function translated (the default ___fn of guard and run)
    # Whether `run` reads globals and cells through a `___fn` keyword as the guard does; if
    # not, another function object of the same code cannot reuse the entry (it would run
    # with the owner's closure cells).
    shareable: bool


class CompiledCode:
    """The cache of one code object in one session."""

    def __init__(self, code: types.CodeType):
        self.name = code.co_qualname
        self.entries: list[CacheEntry] = []
        # (owner, guard check, run) of entries[0]: what a call tries first
        self.head: tuple[Callable[..., Any], Callable[..., bool], Callable[..., Any]] | None = \
            None
        self.frame = FrameState()
        self.native_reason: str | None = None  # set: misses run the original code
        self.native_code: types.CodeType | None = None  # its instrumented copy, made once

    def first(self, entry: CacheEntry) -> None:
        """Put `entry` first (a new translation, or the last hit)."""
        if self.entries and self.entries[0] is entry:
            return
        if entry in self.entries:
            self.entries.remove(entry)
        self.entries.insert(0, entry)
        self.head = (entry.owner, entry.guard.check, entry.run)

    def clear(self) -> None:
        self.entries.clear()
        self.head = None
        self.frame = FrameState()
        self.native_reason = None


class _Session:
    """Config, stats and code caches shared by a compiled function and what it wraps."""

    def __init__(self, config: CompileConfig):
        self.config = config
        self.stats = Stats()
        self.codes: dict[int, tuple[weakref.ref, CompiledCode]] = {}
        self.translations: list[tuple[str, Any]] = []  # (function, Translation), in order
        self.last_call_start = 0  # index into translations of the last top-level miss
        # What wrap_callee returns for a function that is not nested: the CompiledFunction,
        # or the function itself when it is library code. Not a weak dict: the
        # CompiledFunction holds its function, so a weak key would never die anyway.
        self.callees: dict[types.FunctionType, Callable[..., Any]] = {}
        # The forward of each module instance called from a native frame (or through its
        # hooks or a data-parallel wrapper), with a cache of its own: twelve blocks of one
        # class are twelve graphs (their parameters are guarded by identity), which one
        # shared cache would count against one recompile limit.
        self.module_callees: weakref.WeakKeyDictionary[torch.nn.Module, CompiledFunction] = \
            weakref.WeakKeyDictionary()
        self.private_codes: weakref.WeakSet[CompiledCode] = weakref.WeakSet()
        _sessions.add(self)

    def code_cache(self, code: types.CodeType) -> CompiledCode:
        # Keyed by identity: code objects compare by value, and two equal code objects of
        # different functions must not share guards on their globals.
        key = id(code)
        found = self.codes.get(key)
        if found is not None and found[0]() is code:
            return found[1]
        cache = CompiledCode(code)
        codes = self.codes
        self.codes[key] = (weakref.ref(code, lambda _: codes.pop(key, None)), cache)
        return cache

    def private_cache(self, code: types.CodeType) -> CompiledCode:
        cache = CompiledCode(code)
        self.private_codes.add(cache)
        return cache

    def module_forward(self, module: torch.nn.Module, forward: types.FunctionType
                       ) -> CompiledFunction | None:
        """The compiled `forward` of this module instance, or None for library code."""
        compiled = self.module_callees.get(module)
        if compiled is None or compiled._fn is not forward:
            if not _is_user_code(forward):
                return None
            compiled = self.module_callees[module] = CompiledFunction(forward, self,
                                                                      private=True)
        return compiled

    def wrap(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        """A lazily compiled `fn` sharing this session (for resume functions and the user
        functions and modules a bridge calls natively); anything else stays as is."""
        if isinstance(fn, types.FunctionType):
            return CompiledFunction(fn, self)
        if isinstance(fn, types.MethodType) and isinstance(fn.__func__, types.FunctionType):
            return types.MethodType(CompiledFunction(fn.__func__, self), fn.__self__)
        if isinstance(fn, torch.nn.Module):
            return self.wrap_callee(fn)
        return fn

    def wrap_callee(self, f: Any) -> Any:
        """What an instrumented call site of a natively run frame calls instead of `f`: user
        functions, bound methods and nn.Modules compiled in this session, anything else
        as is. It runs on every call such a frame makes, so the common cases are a type
        check and a dict lookup."""
        kind = type(f)
        if kind is types.FunctionType:
            return self._callee(f)
        if kind is types.MethodType:
            func = f.__func__
            if type(func) is types.FunctionType:
                compiled = self._callee(func)
                if compiled is not func:
                    return types.MethodType(compiled, f.__self__)
            return f
        if isinstance(f, torch.nn.Module):
            cls = type(f)
            inner = distributed.wrapped_module(f)
            if inner is not None:  # DDP, FSDP1: natively, the module they wrap compiled
                forward = getattr(type(inner), "forward", None)
                wrapped = self.module_forward(inner, forward) \
                    if type(forward) is types.FunctionType else None
                return f if wrapped is None else \
                    functools.partial(distributed.call_wrapper, f, wrapped)
            # None where reading it raises: a TorchScript module's (torch.jit.script, trace)
            forward = getattr(cls, "forward", None)
            # A class's own __call__, or an instance's own forward, is not what we compile.
            if cls.__call__ is not _MODULE_CALL or "forward" in f.__dict__ \
                    or type(forward) is not types.FunctionType:
                return f
            compiled = self.module_forward(f, forward)
            return f if compiled is None else functools.partial(_call_module, compiled, f)
        return f

    def _callee(self, fn: types.FunctionType) -> Callable[..., Any]:
        compiled = self.callees.get(fn)
        if compiled is None:
            compiled = CompiledFunction(fn, self) if _is_user_code(fn) else fn
            # A nested function is made again per call of its enclosing function: caching
            # it would keep every one alive. Its CompiledFunctions share one code cache.
            if "<locals>" not in fn.__qualname__:
                self.callees[fn] = compiled
        return compiled

    def instrument(self, code: types.CodeType, name: str) -> types.CodeType:
        """`code` with its call sites instrumented (`code` itself if none can be)."""
        try:
            native = instrument_calls(code, self.wrap_callee)
        except Exception as e:  # a compiler bug: the frame still runs, only uninstrumented
            log.warning("tcompile: the calls of %s run uncompiled: instrumenting its call "
                        "sites failed (%s: %s). Please report this bug.", name,
                        type(e).__name__, e)
            log.debug("tcompile: instrumenting %s failed", name, exc_info=True)
            return code
        if native is not code:
            get_logger("graph_breaks").info(
                "callees of %s are compiled through instrumented call sites", name)
        return native

    def reset(self) -> None:
        for _, cache in self.codes.values():
            cache.clear()
        for cache in list(self.private_codes):
            cache.clear()
        self.translations.clear()
        self.last_call_start = 0


_sessions: weakref.WeakSet[_Session] = weakref.WeakSet()

# Modules whose functions instrumented call sites never compile: the standard library (this
# includes the side-effect modules `lookasides.is_user_function` keeps out of traces),
# torch and tcompile itself.
_LIBRARY_ROOTS = sys.stdlib_module_names | {"torch", "tcompile"}


_MODULE_CALL = torch.nn.Module.__call__


def _is_user_code(fn: types.FunctionType) -> bool:
    return str(fn.__globals__.get("__name__", "")).partition(".")[0] not in _LIBRARY_ROOTS


def _call_module(forward: Callable[..., Any], module: torch.nn.Module, *args: Any,
                 **kwargs: Any) -> Any:
    """A call of `module` from an instrumented call site: its compiled `forward`, inside
    the module's own call when it has hooks (as CompiledModule does)."""
    if _has_hooks(module):
        return distributed.call_with_forward(module, forward, args, kwargs)
    return forward(module, *args, **kwargs)


class CompiledFunction:
    """What `tcompile.compile(fn)` returns: call it like `fn`."""

    def __init__(self, fn: types.FunctionType, session: _Session, top_level: bool = False,
                 private: bool = False):
        self._fn = fn
        self._session = session
        # private: a cache of its own (one module instance's forward), not the code's
        self._code = session.private_cache(fn.__code__) if private else \
            session.code_cache(fn.__code__)
        self._stats = session.stats
        self._top_level = top_level
        if top_level:
            functools.update_wrapper(self, fn)

    @property
    def stats(self) -> Stats:
        return self._session.stats

    def __get__(self, obj: Any, objtype: type | None = None) -> Any:
        """Decorating a method compiles the function; binding makes a bound method of it."""
        return self if obj is None else types.MethodType(self, obj)

    def __repr__(self) -> str:
        return f"<tcompile.CompiledFunction {self._fn.__qualname__}>"

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        fn, code = self._fn, self._code
        # The common case first, in as few steps as it takes: the entry that hit last.
        head, tried = code.head, None
        if head is not None and head[0] is fn:
            if head[1](*args, **kwargs):
                self._stats.cache_hits += 1
                return head[2](*args, **kwargs)
            tried = code.entries[0]
        for entry in code.entries:
            if entry is tried:
                continue
            if entry.owner is fn:
                if entry.guard.check(*args, **kwargs):
                    return self._hit(entry).run(*args, **kwargs)
            elif entry.shareable and entry.guard.check(*args, ___fn=fn, **kwargs):
                return self._hit(entry).run(*args, ___fn=fn, **kwargs)
        return self._miss(args, kwargs)

    def _hit(self, entry: CacheEntry) -> CacheEntry:
        self._stats.cache_hits += 1
        self._code.first(entry)
        return entry

    def _miss(self, args: tuple, kwargs: dict) -> Any:
        fn, code, session = self._fn, self._code, self._session
        config, stats = session.config, session.stats
        stats.cache_misses += 1
        if code.native_reason is not None:
            return self._run_natively(args, kwargs)
        if code.entries:
            failures = code.entries[0].guard.explain_all(*args, ___fn=fn, **kwargs)
            why = failures[0].description if failures else \
                "a new function object of the same code (its entries cannot be shared)"
            if len(code.entries) >= knobs.recompile_limit:
                code.native_reason = f"recompile limit ({knobs.recompile_limit}) reached"
                log.warning("tcompile: %s was recompiled %d times (the last because %s); it "
                            "runs natively from now on. Pass dynamic=True, or mark the "
                            "varying inputs with tcompile.mark_dynamic.", code.name,
                            knobs.recompile_limit, why)
                return self._run_natively(args, kwargs)
            stats.recompiles.append((code.name, why))
            get_logger("recompiles").info("recompiling %s: %s", code.name, why)
            if config.dynamic is not False:
                for failure in failures:
                    _note_dynamic(code, failure)
        if self._top_level:
            session.last_call_start = len(session.translations)
        ctx = TranslateContext(config, code.frame, session.wrap)
        if _on_cuda(args, kwargs):
            from tcompile.runtime import triton_pool

            triton_pool.start_on_gpu(knobs.compile_threads)
        try:
            with timed("capture"), _old_objects_frozen():
                translation = translate(fn, args, kwargs, ctx)
        except FullGraphError as e:
            raise e.with_traceback(None) from None  # the user's error, not our stack
        except SkipFrame as e:
            stats.frames_skipped += 1
            code.native_reason = e.reason
            get_logger("graph_breaks").info("%s runs natively: %s", code.name, e.reason)
            return self._run_natively(args, kwargs)
        except Exception as e:
            reason = f"{type(e).__name__}: {e}".splitlines()[0]
            if config.fullgraph:
                raise FullGraphError(f"internal compiler error while translating {code.name} "
                                     f"({reason})") from None
            stats.fallbacks += 1
            code.native_reason = reason
            log.warning("tcompile: %s runs natively: the compiler failed on it (%s). Please "
                        "report this bug.", code.name, reason)
            log.debug("tcompile: translating %s failed", code.name, exc_info=True)
            return self._run_natively(args, kwargs)
        self._store(translation)
        return translation.run(*args, **kwargs)

    def _run_natively(self, args: tuple, kwargs: dict) -> Any:
        """Run the frame without translating it, through the instrumented copy of its code
        (a function of `fn`'s globals, defaults and closure, made per call as those may
        change), so that its callees are still compiled."""
        fn, code = self._fn, self._code
        if code.native_code is None:
            code.native_code = self._session.instrument(fn.__code__, code.name)
        if code.native_code is fn.__code__:
            return fn(*args, **kwargs)
        native = types.FunctionType(code.native_code, fn.__globals__, fn.__name__,
                                    fn.__defaults__, fn.__closure__)
        native.__kwdefaults__ = fn.__kwdefaults__
        native.__qualname__ = fn.__qualname__
        return native(*args, **kwargs)

    def _store(self, translation: Any) -> None:
        code, session = self._code, self._session
        shareable = "___fn" in inspect.signature(translation.run).parameters
        code.first(CacheEntry(translation.guard, translation.run, translation, self._fn,
                              shareable))
        session.translations.append((code.name, translation))
        session.stats.graphs_compiled += len(translation.graphs)
        # a graph the compiler failed on replays its ATen ops: a fallback, not a compiled graph
        session.stats.fallbacks += sum(g.fallback_reason is not None for g in translation.graphs)
        session.stats.graph_breaks += len(translation.breaks)
        get_logger("guards").info("guards of %s (entry %d):\n  %s", code.name,
                                  len(code.entries), "\n  ".join(translation.guard.describe()))
        dump_name = translation.graphs[0].name if translation.graphs else code.name
        dump_text(dump_name, "guard.py", translation.guard.source)


def _note_dynamic(code: CompiledCode, failure: GuardFailure) -> None:
    """Automatic dynamic shapes: what changed becomes symbolic in the next translation."""
    if failure.kind == "tensor_size" and failure.source_expr is not None:
        dims: set[int | None] = set(failure.dims)
    elif failure.kind in ("int_value", "float_value") and failure.source_expr is not None:
        dims = {None}
    else:
        return
    known = code.frame.dynamic.setdefault(failure.source_expr, set())
    if dims <= known:  # another guard on the same tensor failed too
        return
    known.update(dims)
    get_logger("recompiles").info("%s: %s becomes dynamic (%s)", code.name,
                                  failure.source_expr, failure.description)


class CompiledModule(torch.nn.Module):
    """What `tcompile.compile(module)` returns: an `nn.Module` whose call runs the module's
    `forward` through the frontend and whose other attributes are the module's.

    Hooks on the module itself (or nn.Module's global hooks) run natively around the
    compiled forward, exactly as in eager (FSDP2's units are such modules); a call of a
    submodule with hooks is a graph break, run the same way. A data-parallel wrapper (DDP,
    FSDP1: frontend/distributed.py) runs natively with the module it wraps compiled. Like
    torch.compile's OptimizedModule, the module is the submodule `_orig_mod` (state_dict
    keys get that prefix).
    """

    def __init__(self, module: torch.nn.Module, session: _Session):
        super().__init__()
        self._orig_mod = module
        inner = distributed.wrapped_module(module)
        self.__dict__["_inner"] = inner
        target = module if inner is None else inner
        forward = target.forward
        if not (isinstance(forward, types.MethodType) and forward.__self__ is target
                and isinstance(forward.__func__, types.FunctionType)):
            raise TypeError(f"tcompile.compile: {type(target).__qualname__}.forward is not a "
                            "Python method; compile a function that calls the module instead")
        # In __dict__, so a call reads them without nn.Module.__getattr__.
        self.__dict__["_module"] = target
        self.__dict__["_compiled"] = CompiledFunction(forward.__func__, session, top_level=True)

    @property
    def stats(self) -> Stats:
        return self._compiled.stats

    def __getattr__(self, name: str) -> Any:
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self.__dict__["_modules"]["_orig_mod"], name)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        module = self._module
        if self._inner is not None:
            return distributed.call_with_forward(module, self._compiled, args, kwargs,
                                                 caller=self._orig_mod)
        if _has_hooks(module):
            return distributed.call_with_forward(module, self._compiled, args, kwargs)
        return self._compiled(module, *args, **kwargs)

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        if self._inner is not None:
            return distributed.call_with_forward(self._module, self._compiled, args, kwargs,
                                                 caller=self._orig_mod)
        return self._compiled(self._module, *args, **kwargs)


def _on_cuda(args: tuple, kwargs: dict) -> bool:
    """Whether a call's arguments (a module's by its first parameter) include a CUDA tensor:
    its graphs will run Triton kernels (`triton_pool.start_on_gpu`)."""
    for value in (*args, *kwargs.values()):
        if isinstance(value, torch.nn.Module):
            value = next(value.parameters(), None)
        if isinstance(value, torch.Tensor) and value.is_cuda:
            return True
    return False


def _has_hooks(module: torch.nn.Module) -> bool:
    return bool(module._forward_hooks or module._forward_pre_hooks or module._backward_hooks
                or module._backward_pre_hooks or nn_module._global_forward_hooks
                or nn_module._global_forward_pre_hooks or nn_module._global_backward_hooks
                or nn_module._global_backward_pre_hooks)


def compile(fn_or_module: Any = None, *, mode: str = "default", fullgraph: bool = False,
            dynamic: bool | None = None, backend: str | Callable[..., Any] = "auto",
            pipeline: str | None = None) -> Any:
    """Compile a function or an `nn.Module`; also `@compile` and `@compile(mode=...)`.

    mode: "default", "reduce-overhead" or "max-autotune". fullgraph: raise `FullGraphError`
    instead of breaking the graph. dynamic: None makes sizes symbolic after they change
    once, True from the start, False never. backend: "auto" (Triton for CUDA inputs, LLVM
    otherwise), "llvm", "triton", "eager" or a callable(module, example_inputs). pipeline: a
    `tc-opt --pass-pipeline` string replacing the default lowering.
    """
    config = CompileConfig(mode, fullgraph, dynamic, backend, pipeline)
    if fn_or_module is None:
        return lambda f: _compile(f, config)
    return _compile(fn_or_module, config)


def _compile(target: Any, config: CompileConfig) -> Any:
    session = _Session(config)
    if isinstance(target, torch.nn.Module):
        return CompiledModule(target, session)
    if isinstance(target, types.MethodType) and isinstance(target.__func__, types.FunctionType):
        return types.MethodType(CompiledFunction(target.__func__, session, top_level=True),
                                target.__self__)
    if isinstance(target, types.FunctionType):
        return CompiledFunction(target, session, top_level=True)
    if isinstance(inspect.getattr_static(type(target), "__call__", None), types.FunctionType):
        return _compile(target.__call__, config)  # an object with a Python __call__
    if callable(target):
        # a builtin (torch.sin), a functools.partial or another callable object: captured
        # through a Python function that calls it, as torch.compile accepts them
        def call(*args: Any, **kwargs: Any) -> Any:
            return target(*args, **kwargs)
        call.__name__ = call.__qualname__ = getattr(target, "__name__", type(target).__name__)
        return CompiledFunction(call, session, top_level=True)
    raise TypeError(f"tcompile.compile: expected a Python function or an nn.Module, got "
                    f"{type(target).__qualname__}")


def mark_dynamic(t: torch.Tensor, dim: int) -> None:
    """Make dim `dim` of `t` symbolic in the next translation that sees `t` as an input."""
    if not -t.dim() <= dim < t.dim():
        raise IndexError(f"tcompile.mark_dynamic: dim {dim} is out of range for a tensor "
                         f"with {t.dim()} dims")
    dims = getattr(t, DYNAMIC_DIMS_ATTR, None)
    if dims is None:
        dims = set()
        setattr(t, DYNAMIC_DIMS_ATTR, dims)
    dims.add(dim % t.dim())


def mark_static_address(t: torch.Tensor) -> None:
    """Under `mode="reduce-overhead"`, CUDA graph replays read `t` where it is instead of
    copying it into a buffer of their own on every call: for inputs that keep their memory
    from call to call (as `torch._dynamo.mark_static_address`). Parameters, and an optimizer's
    state in a compiled `optimizer.step()`, are read in place already."""
    from tcompile.runtime import cudagraphs

    cudagraphs.mark_static_address(t)


def reset() -> None:
    """Forget every compiled entry: the next call of each compiled function translates."""
    for session in list(_sessions):
        session.reset()


def _compiled_function(compiled: Any) -> CompiledFunction:
    if isinstance(compiled, CompiledModule):
        return compiled._compiled
    if isinstance(compiled, types.MethodType) and isinstance(compiled.__func__,
                                                             CompiledFunction):
        return compiled.__func__
    if isinstance(compiled, CompiledFunction):
        return compiled
    raise TypeError(f"expected what tcompile.compile returned, got {type(compiled).__qualname__}")


def last_ir(compiled: Any) -> list[tuple[str, str]]:
    """(stage, text) of each graph compiled by the last call that compiled anything (the
    stages of several graphs are prefixed with the graph's name)."""
    session = _compiled_function(compiled)._session
    graphs = [g for _, t in session.translations[session.last_call_start:] for g in t.graphs]
    if len(graphs) == 1:
        return list(graphs[0].stages)
    return [(f"{g.name}: {stage}", text) for g in graphs for stage, text in g.stages]


@dataclass
class ExplainOutput:
    """What one call of a function compiled afresh produced; `str()` is a report."""

    graph_count: int
    graph_break_count: int
    break_reasons: list[Any]  # translate.BreakRecord
    kernel_count: int
    guards: list[str]
    recompiles: list[tuple[str, str]]
    graphs: list[GraphRecord]

    def __str__(self) -> str:
        def plural(n: int, word: str) -> str:
            return f"{n} {word}{'' if n == 1 else 's'}"

        lines = [f"{plural(self.graph_count, 'graph')}, "
                 f"{plural(self.graph_break_count, 'graph break')}, "
                 f"{plural(self.kernel_count, 'kernel')}"]
        if self.break_reasons:
            lines.append("Graph breaks:")
            lines += [f"  {i}. {b.filename}:{b.lineno}: {b.reason}"
                      for i, b in enumerate(self.break_reasons, 1)]
        if self.graphs:
            lines.append("Graphs:")
            for g in self.graphs:
                how = f"fell back to eager: {g.fallback_reason}" if g.fallback_reason else \
                    f"{g.target}, {plural(g.kernel_count, 'kernel')}"
                if g.backward and not g.fallback_reason:
                    how += f", backward {g.backward}"
                lines.append(f"  {g.name}: {how}")
        lines.append("Guards:" if self.guards else "Guards: none")
        lines += [f"  {line}" for line in self.guards]
        lines.append("Recompiles:" if self.recompiles else "Recompiles: none")
        lines += [f"  {fn}: {why}" for fn, why in self.recompiles]
        return "\n".join(lines)


def explain(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """Compile `fn` afresh (own cache, own stats), call it once and report what happened:
    `explain(fn)(*args, **kwargs)` as `torch._dynamo.explain`, or `explain(fn, *args,
    **kwargs)` at once. Both return an `ExplainOutput`."""
    if not args and not kwargs:
        def explain_call(*args: Any, **kwargs: Any) -> ExplainOutput:
            return _explain(fn, *args, **kwargs)
        return explain_call
    return _explain(fn, *args, **kwargs)


def _explain(fn: Any, *args: Any, **kwargs: Any) -> ExplainOutput:
    compiled = _compile(fn, CompileConfig())
    compiled(*args, **kwargs)
    session = _compiled_function(compiled)._session
    translations = [t for _, t in session.translations]
    graphs = [g for t in translations for g in t.graphs]
    breaks = [b for t in translations for b in t.breaks]
    guards = [f"{name}: {line}" for name, t in session.translations
              for line in t.guard.describe()]
    return ExplainOutput(session.stats.graphs_compiled, session.stats.graph_breaks, breaks,
                         sum(g.kernel_count for g in graphs), guards,
                         list(session.stats.recompiles), graphs)

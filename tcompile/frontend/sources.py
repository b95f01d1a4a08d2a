"""Sources: where a value the interpreter reads came from, as a Python expression.

A guard re-reads every value a translation depended on, so each value carries the path that
reaches it from the frame: a parameter, a global, a closure cell, then attributes and
subscripts. `expr()` is that path as an expression valid inside the generated guard function
(whose parameters are the frame function's parameters and whose `___fn` is the function
itself); `display()` is how a person reads it in a message ("self.lin.weight", "cfg['act']").
Sources are frozen dataclasses, so equal paths compare and hash equal and guards on them
deduplicate.
"""

from __future__ import annotations

from dataclasses import dataclass

# How the generated guard function reaches the frame function's globals and closure cells:
# through the function it is called for, so functions sharing one code object (closures,
# resume functions made per call) share cache entries (see guards.py).
GLOBALS = "___fn.__globals__"
CLOSURE = "___fn.__closure__"
# sys.modules, in the scope of every guard and bridge
MODULES = "___modules"


@dataclass(frozen=True)
class Source:
    def expr(self) -> str:
        """A Python expression that evaluates to the value inside the guard function."""
        raise NotImplementedError

    def display(self) -> str:
        """The value as a person names it in the user's code."""
        raise NotImplementedError


@dataclass(frozen=True)
class LocalSource(Source):
    """A parameter (or, for a resume function, a live local) of the frame function."""

    name: str

    def expr(self) -> str:
        return self.name

    def display(self) -> str:
        return self.name


@dataclass(frozen=True)
class GlobalSource(Source):
    """A name in the frame function's module globals."""

    name: str

    def expr(self) -> str:
        return f"{GLOBALS}[{self.name!r}]"

    def display(self) -> str:
        return self.name


@dataclass(frozen=True)
class ModuleGlobalSource(Source):
    """A name in the globals of another module (those of a library's function that the
    traced code reached through a class, not through a global of its own)."""

    module: str
    name: str

    def expr(self) -> str:
        return f"{MODULES}[{self.module!r}].__dict__[{self.name!r}]"

    def display(self) -> str:
        return f"{self.module}.{self.name}"


@dataclass(frozen=True)
class ClosureSource(Source):
    """The contents of the frame function's closure cell `index` (free variable `name`)."""

    name: str
    index: int

    def expr(self) -> str:
        return f"{CLOSURE}[{self.index}].cell_contents"

    def display(self) -> str:
        return self.name


@dataclass(frozen=True)
class AttrSource(Source):
    base: Source
    attr: str

    def expr(self) -> str:
        return f"{self.base.expr()}.{self.attr}"

    def display(self) -> str:
        return f"{self.base.display()}.{self.attr}"


@dataclass(frozen=True)
class GetItemSource(Source):
    """`base[key]` for a constant key whose repr evaluates back to it (int, str, ...).
    `raw` ("dict" or "list"): an item of a subclass of that builtin, read as
    `dict.__getitem__(base, key)` so that the subclass's own `__getitem__` (transformers'
    ModelOutput indexes by position) is not run."""

    base: Source
    key: object
    raw: str | None = None

    def expr(self) -> str:
        if self.raw:
            return f"{self.raw}.__getitem__({self.base.expr()}, {self.key!r})"
        return f"{self.base.expr()}[{self.key!r}]"

    def display(self) -> str:
        return f"{self.base.display()}[{self.key!r}]"


@dataclass(frozen=True)
class KeyedItemSource(Source):
    """`base.get(key)` for a dict keyed by an object read from another source (an
    optimizer's `state`, keyed by the parameter); None when the key is absent, so that a
    guard reading it never adds an entry to a defaultdict."""

    base: Source
    key: Source

    def expr(self) -> str:
        return f"{self.base.expr()}.get({self.key.expr()})"

    def display(self) -> str:
        return f"{self.base.display()}[{self.key.display()}]"


@dataclass(frozen=True)
class CallSource(Source):
    """`base.method()`: what a method without arguments returns (`ContextVar.get()`)."""

    base: Source
    method: str

    def expr(self) -> str:
        return f"{self.base.expr()}.{self.method}()"

    def display(self) -> str:
        return f"{self.base.display()}.{self.method}()"


def parent(source: Source) -> Source | None:
    """The source `source` reads from; None for a root (local, global, closure)."""
    return getattr(source, "base", None)

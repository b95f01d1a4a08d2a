"""Resume functions: the rest of a function after a graph break, as real bytecode.

At a break the bridge runs the unsupported instruction natively, then calls a resume
function that continues the ORIGINAL code at the next instruction. The interpreter
describes that point with a `ResumeSpec`:

    spec = ResumeSpec(code, offset, stack=(VALUE, NULL, VALUE, WithSlot(torch.no_grad)),
                      live=("x", "n"))
    fn = resume_function(make_resume(spec), original_fn, {"y": y_value})
    result = fn(stack_value0, stack_value1, x, n)

- `offset`: where to continue (`Instr.offset` of the next normalized instruction, which
  must satisfy `instructions.is_resumable`).
- `stack`: the value stack at that point, bottom first, exactly as CPython lays it out
  (NULL slots in the version's order, see `versions`). `VALUE` slots become parameters
  `___stack0 .. ___stack{k-1}` in stack order; `NULL` slots are pushed by the prologue;
  `WithSlot(factory)` is the `__exit__` slot of an active with-block: the prologue calls
  `factory()` and re-enters it with BEFORE_WITH, so the original `__exit__` handler runs
  on both the normal and the exception path (`factory` must build an equivalent context
  manager; it is embedded as a code constant).
- `live`: fast locals to pass, after the stack values, in this order: the names of
  `analysis.live_locals` that are bound at the break. A live local left out starts unbound
  (3.12+ comprehensions read their variable with LOAD_FAST_AND_CLEAR, which allows that).

Cell and free variables are not parameters: every cell and free variable of the original
code is a free variable of the resume code, bound by `resume_function` (see there).
Code objects are cached by (code, offset, stack layout, live, name).
"""

from __future__ import annotations

import enum
import types
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tcompile.frontend.bytecode import assemble


class StackSlot(enum.Enum):
    VALUE = "value"  # a value the caller passes as ___stackK
    NULL = "null"  # a C NULL (below or above a callable, see `versions`)


VALUE = StackSlot.VALUE
NULL = StackSlot.NULL


@dataclass(frozen=True)
class WithSlot:
    """The `__exit__` slot of an active with-block; `factory()` makes the context manager
    that the resume function enters again."""

    factory: Callable[[], Any]


Slot = StackSlot | WithSlot


@dataclass(frozen=True)
class ResumeSpec:
    """Where and how to continue `code` after a graph break (module docstring)."""

    code: types.CodeType
    offset: int
    stack: tuple[Slot, ...]
    live: tuple[str, ...]

    @property
    def argnames(self) -> tuple[str, ...]:
        """The resume function's parameters: stack values, then live locals."""
        count = sum(1 for slot in self.stack if slot is VALUE)
        return tuple(f"___stack{k}" for k in range(count)) + self.live


_CACHE: dict[tuple[ResumeSpec, str], types.CodeType] = {}


def make_resume(spec: ResumeSpec, name: str | None = None) -> types.CodeType:
    """The resume code object for `spec` (cached). Its default name is
    `__resume_<function>_at_<offset>`."""
    name = name or f"__resume_{spec.code.co_name}_at_{spec.offset}"
    key = (spec, name)
    code = _CACHE.get(key)
    if code is None:
        slots: list[tuple[str, Any]] = []
        values = 0
        for slot in spec.stack:
            if slot is VALUE:
                slots.append(("arg", f"___stack{values}"))
                values += 1
            elif slot is NULL:
                slots.append(("null", None))
            else:
                slots.append(("with", slot.factory))
        code = _CACHE[key] = assemble.resume_code(
            spec.code, spec.offset, spec.argnames, slots, name
        )
    return code


def resume_function(
    code: types.CodeType, fn: types.FunctionType, cells: Mapping[str, Any]
) -> types.FunctionType:
    """A function running resume `code` made from `fn`'s code, with `fn`'s globals.

    Its closure binds each free variable of `fn` to `fn.__closure__`'s cell (shared, so
    writes stay visible to `fn`'s other closures), and each cell variable of `fn` to a
    fresh cell holding `cells[name]` (empty if `name` is absent: unbound at the break).
    Pass a `types.CellType` as the value to use that cell itself instead, e.g. the cell a
    closure rebuilt by the bridge shares with the rest of the function.
    """
    own = dict(zip(fn.__code__.co_freevars, fn.__closure__ or (), strict=True))
    closure = []
    for var in code.co_freevars:
        if var in own:
            closure.append(own[var])
        elif var not in cells:
            closure.append(types.CellType())
        elif isinstance(cells[var], types.CellType):
            closure.append(cells[var])
        else:
            closure.append(types.CellType(cells[var]))
    return types.FunctionType(code, fn.__globals__, code.co_name, None, tuple(closure) or None)

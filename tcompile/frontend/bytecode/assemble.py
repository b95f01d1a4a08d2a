"""The one adapter to the `bytecode` package: builds a resume code object from original code.

A resume code object is the ORIGINAL code behind a short prologue that rebuilds the value
stack and jumps to the resume offset (research/frontend.md §2.2):

    COPY_FREE_VARS n; RESUME 0                 (every cell/free variable is now free)
    <one piece per stack slot, bottom first>   LOAD_FAST ___stackK | PUSH_NULL |
                                               factory() then BEFORE_WITH; POP_TOP
    JUMP_FORWARD <the instruction at offset>

The original exception table stays valid: a with-block is re-entered with BEFORE_WITH, which
leaves exactly the `__exit__` slot its handler expects. When the target lies inside a
protected range, the range is split there (the `bytecode` package cannot jump into the
middle of one), keeping the ORIGINAL handler depth: recomputed depths would be wrong because
the jump lands in the middle of an expression.
"""

from __future__ import annotations

import dis
import types
from collections.abc import Sequence
from typing import Any

import bytecode as bc

from tcompile.frontend.bytecode import versions

_PROLOGUE = {"MAKE_CELL", "COPY_FREE_VARS", "RESUME"}


def _instr_at(code: types.CodeType, body: bc.Bytecode, offset: int) -> bc.Instr:
    """The `bytecode` instruction executing at raw `offset` (the offset of an EXTENDED_ARG
    prefix counts as its instruction's)."""
    every = list(dis.get_instructions(code))
    if offset not in {i.offset for i in every}:
        raise ValueError(f"{code.co_qualname} has no instruction at offset {offset}")
    raw = [i for i in every if i.opname != "EXTENDED_ARG"]
    real = [x for x in body if isinstance(x, bc.Instr)]
    if [x.name for x in real] != [i.opname for i in raw]:
        raise AssertionError(
            f"{code.co_qualname}: `bytecode` and `dis` disagree on its instructions"
        )
    return next(x for x, i in zip(real, raw, strict=True) if i.offset >= offset)


def _prologue(slots: Sequence[tuple[str, Any]]) -> list[bc.Instr]:
    """Instructions that push `slots` (bottom first): ("arg", name) loads an argument,
    ("null", None) pushes NULL, ("with", factory) re-enters `factory()` as a with-block."""
    out = []
    for kind, value in slots:
        if kind == "arg":
            out.append(bc.Instr("LOAD_FAST", value))
        elif kind == "null":
            out.append(bc.Instr("PUSH_NULL"))
        elif kind == "with":
            out.append(bc.Instr("LOAD_CONST", value))
            out.append(bc.Instr("PUSH_NULL"))
            if not versions.CALLABLE_BEFORE_NULL:
                out.append(bc.Instr("SWAP", 2))
            if not versions.PY312:
                out.append(bc.Instr("PRECALL", 0))
            out += [bc.Instr("CALL", 0), bc.Instr("BEFORE_WITH"), bc.Instr("POP_TOP")]
        else:
            raise ValueError(f"unknown prologue slot {kind!r}")
    return out


def resume_code(
    code: types.CodeType,
    offset: int,
    argnames: Sequence[str],
    slots: Sequence[tuple[str, Any]],
    name: str,
) -> types.CodeType:
    """`code` entered at `offset` with the value stack rebuilt from `slots` (see
    `_prologue`) and positional parameters `argnames`. Cell and free variables of `code`
    all become free variables (in sorted order: `co_freevars` of the result)."""
    body = bc.Bytecode.from_code(code, conserve_exception_block_stackdepth=True)
    target = _instr_at(code, body, offset)
    label = bc.Label()
    out: list[Any] = []
    in_prologue = True
    current_try: bc.TryBegin | None = None
    split: dict[bc.TryBegin, bc.TryBegin] = {}  # original region -> its part after the target
    for item in body:
        at_target = item is target
        if isinstance(item, bc.Instr):
            if in_prologue and item.name in _PROLOGUE:
                continue
            in_prologue = False
            if isinstance(item.arg, bc.CellVar):
                item = bc.Instr(item.name, bc.FreeVar(item.arg.name), location=item.location)
        if isinstance(item, bc.TryBegin):
            current_try = item
        elif isinstance(item, bc.TryEnd):
            current_try = None
            if item.entry in split:
                item = bc.TryEnd(split[item.entry])
        if at_target:
            if current_try is not None:
                rest = bc.TryBegin(
                    current_try.target, current_try.push_lasti, current_try.stack_depth
                )
                split[current_try] = rest
                out += [bc.TryEnd(current_try), label, rest]
            else:
                out.append(label)
        out.append(item)

    new = bc.Bytecode()
    new.name = new.qualname = name
    new.filename = code.co_filename
    new.first_lineno = code.co_firstlineno
    new.argcount = len(argnames)
    new.argnames = list(argnames)
    new.cellvars = []
    new.freevars = sorted(set(code.co_cellvars) | set(code.co_freevars))
    new.flags = bc.CompilerFlags(code.co_flags) & ~(
        bc.CompilerFlags.VARARGS | bc.CompilerFlags.VARKEYWORDS
    )
    head: list[Any] = []
    if new.freevars:
        head.append(bc.Instr("COPY_FREE_VARS", len(new.freevars)))
    head.append(bc.Instr("RESUME", 0))
    head += _prologue(slots)
    head.append(bc.Instr("JUMP_FORWARD", label))
    new.extend(head + out)
    return new.to_code(compute_exception_stack_depths=False)

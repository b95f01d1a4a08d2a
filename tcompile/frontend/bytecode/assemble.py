"""The one adapter to the `bytecode` package: builds resume code objects (`resume_code`) and
instrumented copies of code objects (`instrument_code`) from original code.

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
from collections.abc import Mapping, Sequence
from typing import Any, Literal

import bytecode as bc

from tcompile.frontend.bytecode import versions

_PROLOGUE = {"MAKE_CELL", "COPY_FREE_VARS", "RESUME"}


def _paired(code: types.CodeType, body: bc.Bytecode) -> list[tuple[dis.Instruction, bc.Instr]]:
    """`dis`'s instructions of `code` (but EXTENDED_ARG) with their `bytecode` twins."""
    raw = [i for i in dis.get_instructions(code) if i.opname != "EXTENDED_ARG"]
    real = [x for x in body if isinstance(x, bc.Instr)]
    if [x.name for x in real] != [i.opname for i in raw]:
        raise AssertionError(
            f"{code.co_qualname}: `bytecode` and `dis` disagree on its instructions"
        )
    return list(zip(raw, real, strict=True))


def _instr_at(code: types.CodeType, body: bc.Bytecode, offset: int) -> bc.Instr:
    """The `bytecode` instruction executing at raw `offset` (the offset of an EXTENDED_ARG
    prefix counts as its instruction's)."""
    if offset not in {i.offset for i in dis.get_instructions(code)}:
        raise ValueError(f"{code.co_qualname} has no instruction at offset {offset}")
    return next(x for i, x in _paired(code, body) if i.offset >= offset)


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


# How `instrument_code` rewrites the raw instruction that pushes a call's callable:
#   "value"   it pushes the callable alone (LOAD_FAST, LOAD_DEREF, LOAD_NAME, plain
#             LOAD_ATTR, LOAD_GLOBAL without NULL; on 3.11/3.12 also LOAD_GLOBAL with a NULL,
#             which it pushes below): wrap the top of the stack after it;
#   "global"  LOAD_GLOBAL with its NULL bit;
#   "method"  LOAD_ATTR/LOAD_METHOD in method form: becomes the plain attribute load, then
#             the bound attribute is wrapped and a NULL slot added.
CallableSite = Literal["value", "global", "method"]


def _wrap_top(wrap: Any, location: Any) -> list[bc.Instr]:
    """[.., f] -> [.., wrap(f)]: the call needs [NULL, wrap, f] (3.11/3.12) or
    [wrap, NULL, f] (3.13) below CALL 1."""
    if versions.CALLABLE_BEFORE_NULL:
        seq = [bc.Instr("PUSH_NULL"), bc.Instr("LOAD_CONST", wrap)]
    else:
        seq = [bc.Instr("LOAD_CONST", wrap), bc.Instr("PUSH_NULL")]
    seq.append(bc.Instr("SWAP", 3))
    if not versions.PY312:
        seq.append(bc.Instr("PRECALL", 1))
    seq.append(bc.Instr("CALL", 1))
    for instr in seq:
        instr.location = location
    return seq


def _rewrite(instr: bc.Instr, site: CallableSite, wrap: Any) -> list[bc.Instr]:
    """`instr` (the producer of a callable) and the instructions that wrap what it pushed."""
    loc = instr.location
    if site == "value" or (site == "global" and not versions.CALLABLE_BEFORE_NULL):
        return [instr, *_wrap_top(wrap, loc)]
    if site == "global":  # 3.13: [f, NULL]; load f alone and push the NULL after wrapping
        _, name = instr.arg
        return [
            bc.Instr("LOAD_GLOBAL", (False, name), location=loc),
            *_wrap_top(wrap, loc),
            bc.Instr("PUSH_NULL", location=loc),
        ]
    name = instr.arg if instr.name == "LOAD_METHOD" else instr.arg[1]
    plain = bc.Instr("LOAD_ATTR", name if not versions.PY312 else (False, name), location=loc)
    null = [bc.Instr("PUSH_NULL", location=loc)]
    if not versions.CALLABLE_BEFORE_NULL:
        null.append(bc.Instr("SWAP", 2, location=loc))
    return [plain, *_wrap_top(wrap, loc), *null]


def instrument_code(
    code: types.CodeType,
    wrap: Any,
    sites: Mapping[int, CallableSite],
    consts: Mapping[int, types.CodeType],
) -> types.CodeType:
    """A copy of `code` in which the raw instruction at each offset in `sites` pushes
    `wrap(callable)` instead of the callable (see `CallableSite`), and the LOAD_CONST at
    each offset in `consts` loads the given code object instead. Exception-table depths
    stay the original ones: the inserted instructions only use the stack above them."""
    body = bc.Bytecode.from_code(code, conserve_exception_block_stackdepth=True)
    by_offset = {raw.offset: real for raw, real in _paired(code, body)}
    site_of = {id(by_offset[offset]): site for offset, site in sites.items()}
    const_of = {id(by_offset[offset]): const for offset, const in consts.items()}
    out: list[Any] = []
    for item in body:
        if id(item) in site_of:
            out += _rewrite(item, site_of[id(item)], wrap)
        elif id(item) in const_of:
            out.append(bc.Instr("LOAD_CONST", const_of[id(item)], location=item.location))
        else:
            out.append(item)
    body.clear()
    body.extend(out)
    return body.to_code(compute_exception_stack_depths=False)

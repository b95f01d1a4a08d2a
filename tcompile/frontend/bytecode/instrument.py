"""Call-site instrumentation: the code of a frame that runs natively, with every callable it
calls passed through a `wrap` function first, so that its callees are still compiled.

There is no frame-evaluation hook, so a skipped frame (a break in a loop or a `try`, the
recompile limit, a compiler failure) would otherwise run all of its callees uncompiled.
`instrument_calls(code, wrap)` returns a copy of `code` in which the instruction that
pushes the callable of each call site is followed by `wrap(callable)`:

    LOAD_GLOBAL helper (+NULL)          LOAD_GLOBAL helper (+NULL)
    LOAD_FAST x                 ->      <wrap>(helper)        LOAD_CONST wrap; CALL 1 ...
    CALL 1                              LOAD_FAST x
                                        CALL 1

A method load (`obj.m(x)`: LOAD_ATTR/LOAD_METHOD in method form) becomes the plain attribute
load plus a NULL slot, so `wrap` sees the bound method. The instructions themselves are
built by `assemble.instrument_code`, per version.

Which instruction pushed a call's callable is found by a stack simulation over the
normalized instructions (jumps and exception edges included). An instruction is
instrumented only if it is a load (LOAD_GLOBAL, LOAD_ATTR, LOAD_FAST, LOAD_DEREF,
LOAD_NAME) all of whose values are consumed as the callable of a CALL or CALL_FUNCTION_EX,
so that wrapping never changes what any other instruction sees. Call sites whose callable
comes from anything else (a call result, a subscript, a lambda, `super()` attributes on
3.12+) are left as they are: an uninstrumented call is fine, a broken stack is not. (The
two loads of `(f if c else g)(x)` both only feed the call: both are instrumented.) Code the simulation cannot model (generators and coroutines, class bodies'
special opcodes) is returned unchanged. On 3.11, comprehensions are separate code objects:
their code is instrumented too.
"""

from __future__ import annotations

import inspect
import types
from collections.abc import Callable
from typing import Any, NamedTuple

from tcompile.frontend.bytecode import versions
from tcompile.frontend.bytecode.assemble import CallableSite, instrument_code
from tcompile.frontend.bytecode.instructions import Instr, normalize

# Frames the simulation does not model (their yield/send protocol differs per version).
_GENERATOR_FLAGS = (
    inspect.CO_GENERATOR
    | inspect.CO_COROUTINE
    | inspect.CO_ASYNC_GENERATOR
    | inspect.CO_ITERABLE_COROUTINE
)
# 3.11 compiles comprehensions to functions called in place; 3.12+ inline them.
_COMPREHENSIONS = {"<listcomp>", "<setcomp>", "<dictcomp>"}


def instrument_calls(code: types.CodeType, wrap: Callable[[Any], Any]) -> types.CodeType:
    """A copy of `code` whose call sites call `wrap(f)` instead of `f` (see the module
    docstring for which call sites); `code` itself if none can be instrumented."""
    if code.co_flags & _GENERATOR_FLAGS:
        return code
    instrs = normalize(code)
    try:
        # +1: normalize expands POP_JUMP_IF_(NOT_)NONE into LOAD_CONST None; IS_OP; ...
        uses = _Simulation(instrs, code.co_stacksize + 1).run()
    except _Unanalysable:
        return code
    sites: dict[int, CallableSite] = {}
    for i, roles in uses.items():
        site = _site(instrs, i, roles)
        if site is not None:
            sites[instrs[i]._raw_offset] = site
    nested: dict[int, types.CodeType] = {}
    for instr in instrs:
        const = instr.argval
        if (
            instr.opname == "LOAD_CONST"
            and isinstance(const, types.CodeType)
            and const.co_name in _COMPREHENSIONS
        ):
            inner = instrument_calls(const, wrap)
            if inner is not const:
                nested[instr._raw_offset] = inner
    if not sites and not nested:
        return code
    return instrument_code(code, wrap, sites, nested)


def _site(instrs: list[Instr], i: int, roles: set[str]) -> CallableSite | None:
    """How to instrument `instrs[i]`, given how its pushed values are used; None: not."""
    instr = instrs[i]
    neighbours = instrs[max(i - 1, 0) : i] + instrs[i + 1 : i + 2]
    if any(n._raw_offset == instr._raw_offset for n in neighbours):
        return None  # one piece of an expanded raw instruction (LOAD_FAST_LOAD_FAST)
    op = instr.opname
    if op == "LOAD_ATTR" and instr.method:
        return "method" if roles == {"method"} else None
    if op == "LOAD_GLOBAL" and instr.push_null:
        return "global" if "callable" in roles and roles <= {"callable", "null"} else None
    if op in ("LOAD_GLOBAL", "LOAD_ATTR", "LOAD_FAST", "LOAD_DEREF", "LOAD_NAME"):
        return "value" if roles == {"callable"} else None
    return None


class _Unanalysable(Exception):
    """The stack simulation met code it does not model, or inconsistent stack depths."""


class _Slot(NamedTuple):
    """One abstract stack slot: what it holds and which instructions may have pushed it.
    kind: "v" a value, "null" a NULL, "m0"/"m1" the two slots of a method load, "?" any."""

    kind: str
    producers: frozenset[int]


# Plain stack effects of normalized ops: (items popped, items pushed), from instructions.OPS.
# fmt: off
_EFFECTS: dict[str, Callable[[Instr], tuple[int, int]]] = {
    **dict.fromkeys(["LOAD_CONST", "LOAD_FAST", "LOAD_CLOSURE", "LOAD_DEREF", "LOAD_NAME",
                     "LOAD_BUILD_CLASS", "LOAD_ASSERTION_ERROR", "GET_LEN", "IMPORT_FROM",
                     "MATCH_MAPPING", "MATCH_SEQUENCE", "MATCH_KEYS", "WITH_EXCEPT_START"],
                    lambda i: (0, 1)),
    **dict.fromkeys(["DELETE_FAST", "DELETE_DEREF", "DELETE_GLOBAL", "DELETE_NAME"],
                    lambda i: (0, 0)),
    **dict.fromkeys(["STORE_FAST", "STORE_DEREF", "STORE_GLOBAL", "STORE_NAME", "DELETE_ATTR",
                     "POP_TOP", "LIST_APPEND", "SET_ADD", "LIST_EXTEND", "SET_UPDATE",
                     "DICT_UPDATE", "DICT_MERGE", "IMPORT_STAR", "POP_EXCEPT", "PRINT_EXPR"],
                    lambda i: (1, 0)),
    **dict.fromkeys(["UNARY_NEGATIVE", "UNARY_NOT", "UNARY_INVERT", "UNARY_POSITIVE",
                     "LIST_TO_TUPLE", "GET_ITER", "CONVERT_VALUE", "CHECK_EXC_MATCH"],
                    lambda i: (1, 1)),
    **dict.fromkeys(["BINARY_SUBSCR", "BINARY_OP", "COMPARE_OP", "IS_OP", "CONTAINS_OP",
                     "IMPORT_NAME", "PREP_RERAISE_STAR"], lambda i: (2, 1)),
    **dict.fromkeys(["BUILD_SLICE", "BUILD_TUPLE", "BUILD_LIST", "BUILD_SET", "BUILD_STRING"],
                    lambda i: (i.arg, 1)),
    "STORE_ATTR": lambda i: (2, 0),
    "STORE_SUBSCR": lambda i: (3, 0),
    "DELETE_SUBSCR": lambda i: (2, 0),
    "MAP_ADD": lambda i: (2, 0),
    "BUILD_MAP": lambda i: (2 * i.arg, 1),
    "BUILD_CONST_KEY_MAP": lambda i: (i.arg + 1, 1),
    "UNPACK_SEQUENCE": lambda i: (1, i.arg),
    "UNPACK_EX": lambda i: (1, (i.arg & 0xFF) + (i.arg >> 8) + 1),
    "MAKE_FUNCTION": lambda i: (1 + bin(i.arg & 15).count("1"), 1),
    "FORMAT_VALUE": lambda i: (1 + i.argval[1], 1),
    "BEFORE_WITH": lambda i: (1, 2),
    "PUSH_EXC_INFO": lambda i: (1, 2),
    "CHECK_EG_MATCH": lambda i: (2, 2),
    "MATCH_CLASS": lambda i: (3, 1),
    "LOAD_SUPER_ATTR": lambda i: (3, 2 if i.method else 1),
}
# fmt: on
# Ops after which control does not fall through: the items they read (return, raise).
_TERMINAL: dict[str, Callable[[Instr], int]] = {
    "RETURN_VALUE": lambda i: 1,
    "RAISE_VARARGS": lambda i: i.arg,
    "RERAISE": lambda i: 1,
}


class _Simulation:
    """Abstract interpretation of the value stack to a fixpoint; `run()` returns, for each
    instruction that pushed something later consumed, the roles its values were used in:
    "callable" (the function slot of a call), "null" (a call's NULL slot), "method" (both
    slots of a method load, consumed together by one call) or "other"."""

    def __init__(self, instrs: list[Instr], max_depth: int):
        self.instrs = instrs
        self.max_depth = max_depth
        self.states: dict[int, tuple[_Slot, ...]] = {}
        self.uses: dict[int, set[str]] = {}

    def run(self) -> dict[int, set[str]]:
        work = [0]
        self.states[0] = ()
        while work:
            i = work.pop()
            for succ, stack in self.step(i, list(self.states[i])):
                if self.merge(succ, stack):
                    work.append(succ)
        return self.uses

    def merge(self, i: int, stack: list[_Slot]) -> bool:
        """Join `stack` into the state at `i`; whether the state changed."""
        if len(stack) > self.max_depth:
            raise _Unanalysable(f"stack deeper than co_stacksize at {self.instrs[i]}")
        old = self.states.get(i)
        if old is None:
            self.states[i] = tuple(stack)
            return True
        if len(old) != len(stack):
            raise _Unanalysable(
                f"stack depths {len(old)} and {len(stack)} meet at {self.instrs[i]}"
            )
        new = tuple(
            a if a == b else _Slot(a.kind if a.kind == b.kind else "?", a.producers | b.producers)
            for a, b in zip(old, stack, strict=True)
        )
        if new == old:
            return False
        self.states[i] = new
        return True

    def use(self, slot: _Slot, role: str) -> None:
        for p in slot.producers:
            self.uses.setdefault(p, set()).add(role)

    def pop(self, stack: list[_Slot], n: int, role: str = "other") -> None:
        if n > len(stack):
            raise _Unanalysable("pop from an empty stack")
        for _ in range(n):
            self.use(stack.pop(), role)

    def step(self, i: int, stack: list[_Slot]) -> list[tuple[int, list[_Slot]]]:
        """The (successor, stack) pairs after `instrs[i]` runs on `stack`."""
        instr = self.instrs[i]
        out = []
        if instr.exn is not None:  # the handler gets the stack cut to its depth
            entry = instr.exn
            if entry.depth > len(stack):
                raise _Unanalysable(f"handler depth above the stack at {instr}")
            pushed = _Slot("v", frozenset())
            out.append((entry.handler.index, stack[: entry.depth] + [pushed] * (1 + entry.lasti)))
        op, mine = instr.opname, frozenset((i,))
        value = _Slot("v", mine)
        if op == "LOAD_GLOBAL":
            null = _Slot("null", mine)
            if not instr.push_null:
                stack.append(value)
            elif versions.CALLABLE_BEFORE_NULL:
                stack += [value, null]
            else:
                stack += [null, value]
        elif op == "LOAD_ATTR":
            self.pop(stack, 1)
            stack += [_Slot("m0", mine), _Slot("m1", mine)] if instr.method else [value]
        elif op == "LOAD_FAST_AND_CLEAR":
            stack.append(_Slot("?", mine))  # NULL when the local is unbound
        elif op == "PUSH_NULL":
            stack.append(_Slot("null", mine))
        elif op == "COPY":
            stack.append(stack[-instr.arg])
        elif op == "SWAP":
            stack[-1], stack[-instr.arg] = stack[-instr.arg], stack[-1]
        elif op in ("CALL", "CALL_FUNCTION_EX"):
            nargs = instr.arg if op == "CALL" else 1 + instr.arg
            self.pop(stack, nargs)
            if len(stack) < 2:
                raise _Unanalysable(f"no call slots below {instr}")
            self.call_slots(stack.pop(-2), stack.pop())
            stack.append(value)
        elif op in ("POP_JUMP_IF_TRUE", "POP_JUMP_IF_FALSE"):
            self.pop(stack, 1)
            out.append((instr.target.index, stack))
        elif op in ("JUMP_IF_TRUE_OR_POP", "JUMP_IF_FALSE_OR_POP"):
            self.use(stack[-1], "other")
            out.append((instr.target.index, list(stack)))
            stack.pop()
        elif op == "FOR_ITER":
            out.append((instr.target.index, stack[:-1]))  # exhausted: the iterator popped
            stack.append(value)
        elif op == "JUMP":
            return [*out, (instr.target.index, stack)]
        elif op in _TERMINAL:  # the rest of the stack is discarded, never read
            self.pop(stack, _TERMINAL[op](instr))
            return out
        elif op in _EFFECTS:
            pops, pushes = _EFFECTS[op](instr)
            self.pop(stack, pops)
            stack += [value] * pushes
        else:
            raise _Unanalysable(f"{op} is not modelled")
        if i + 1 >= len(self.instrs):
            raise _Unanalysable("control falls off the end of the code")
        out.append((i + 1, stack))
        return out

    def call_slots(self, slot0: _Slot, slot1: _Slot) -> None:
        """Record the roles of a call's two slots below its arguments (versions' layouts:
        a NULL on either side marks the other as the callable; two values are a method
        and its `self`)."""
        if slot0.kind == "m0" and slot1.kind == "m1" and slot0.producers == slot1.producers:
            self.use(slot0, "method")
        elif slot0.kind == "null" and slot1.kind == "v":
            self.use(slot0, "null")
            self.use(slot1, "callable")
        elif slot1.kind == "null" and slot0.kind == "v":
            self.use(slot0, "callable")
            self.use(slot1, "null")
        elif slot0.kind == "v" and slot1.kind == "v":
            self.use(slot0, "callable")
            self.use(slot1, "other")
        else:
            self.use(slot0, "other")
            self.use(slot1, "other")

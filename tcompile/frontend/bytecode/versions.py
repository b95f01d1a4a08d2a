"""What differs between CPython 3.11, 3.12 and 3.13 below the normalized instruction set.

Everything version-dependent that `instructions.normalize` cannot fold away lives here:
the order of a callable and its NULL / self slot on the value stack, and the raw encodings
(`BINARY_OP` and `COMPARE_OP` arguments, intrinsic numbers, the exception table) that
normalization decodes.

The callable/NULL order is the one difference the symbolic interpreter must model itself,
because resume functions rebuild the real stack. CPython's layouts:

    LOAD_GLOBAL (push_null)      3.11/3.12: [NULL, value]       3.13: [value, NULL]
    LOAD_ATTR (method form)      function:  [NULL, attr]        3.13: [attr, NULL]
                                 method:    [meth, self]        (all versions)
    PUSH_NULL                    pushes NULL; 3.11/3.12 emit it before the callable,
                                 3.13 after it
    CALL n                       [slot0, slot1, arg0 .. arg(n-1)] -> [result]
    CALL_FUNCTION_EX             [slot0, slot1, args_tuple, (kwargs_mapping)] -> [result]

Every version reads the callable and the optional leading `self` from the pair
(slot0, slot1) the same way (`call_target`); `callable_slots` is its inverse for pushes.
The `with` statement relies on the method form: `__exit__` is called as
`[exit, None] + [None, None]` with `CALL 2`, i.e. `exit(None, None, None)`.
"""

from __future__ import annotations

import sys
import types
from dataclasses import dataclass
from typing import Any

PY312 = sys.version_info >= (3, 12)
PY313 = sys.version_info >= (3, 13)

if sys.version_info < (3, 11) or sys.version_info >= (3, 14):
    raise ImportError(
        f"tcompile's bytecode frontend supports CPython 3.11 to 3.13, not "
        f"{sys.version_info.major}.{sys.version_info.minor}; run on a supported Python."
    )

# 3.13 pushes a callable before its NULL slot (LOAD_GLOBAL, LOAD_ATTR, PUSH_NULL placement).
CALLABLE_BEFORE_NULL = PY313


def callable_slots(fn: Any, self_or_null: Any, null: Any) -> tuple[Any, Any]:
    """The two stack slots (bottom first) for calling `fn`, with `self_or_null` either the
    bound `self` (method form, same order in every version) or the interpreter's `null`."""
    if self_or_null is null and not CALLABLE_BEFORE_NULL:
        return null, fn
    return fn, self_or_null


def call_target(slot0: Any, slot1: Any, null: Any) -> tuple[Any, tuple[Any, ...]]:
    """The callable and its leading positional arguments, from the two slots below a
    `CALL`'s arguments (see the module docstring): `(fn, ())` or `(meth, (self,))`."""
    if slot0 is null:  # 3.11/3.12 function form
        return slot1, ()
    if slot1 is null:  # 3.13 function form
        return slot0, ()
    return slot0, (slot1,)


# BINARY_OP's argument indexes this table in 3.11-3.13 (Include/opcode.h NB_*).
BINARY_OPS = (
    "+", "&", "//", "<<", "@", "*", "%", "|", "**", ">>", "-", "/", "^",
    "+=", "&=", "//=", "<<=", "@=", "*=", "%=", "|=", "**=", ">>=", "-=", "/=", "^=",
)  # fmt: skip

_COMPARE_OPS = ("<", "<=", "==", "!=", ">", ">=")


def decode_compare(arg: int) -> tuple[str, bool]:
    """`COMPARE_OP`'s argument -> (operator, coerce the result to bool). The operator index
    sits at bit 0 (3.11), bit 4 (3.12) or bit 5 (3.13); bit 4 is 3.13's bool coercion."""
    if PY313:
        return _COMPARE_OPS[arg >> 5], bool(arg & 16)
    if PY312:
        return _COMPARE_OPS[arg >> 4], False
    return _COMPARE_OPS[arg], False


# CALL_INTRINSIC_1 / CALL_INTRINSIC_2 numbers (3.12+) -> the normalized op name. The ones
# that replaced 3.11 opcodes take that opcode's name.
INTRINSIC_1 = {
    1: "PRINT_EXPR",
    2: "IMPORT_STAR",
    3: "STOPITERATION_ERROR",
    4: "ASYNC_GEN_WRAP",
    5: "UNARY_POSITIVE",
    6: "LIST_TO_TUPLE",
    7: "INTRINSIC_TYPEVAR",
    8: "INTRINSIC_PARAMSPEC",
    9: "INTRINSIC_TYPEVARTUPLE",
    10: "INTRINSIC_SUBSCRIPT_GENERIC",
    11: "INTRINSIC_TYPEALIAS",
}
INTRINSIC_2 = {
    1: "PREP_RERAISE_STAR",
    2: "INTRINSIC_TYPEVAR_WITH_BOUND",
    3: "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS",
    4: "INTRINSIC_SET_FUNCTION_TYPE_PARAMS",
    5: "INTRINSIC_SET_TYPEPARAM_DEFAULT",
}

# FORMAT_VALUE's low bits (3.11/3.12) and CONVERT_VALUE's argument (3.13).
CONVERSIONS = {0: None, 1: "str", 2: "repr", 3: "ascii"}


@dataclass(frozen=True)
class RawExceptionEntry:
    """One row of `co_exceptiontable`: raw byte offsets, `end` exclusive."""

    start: int
    end: int
    target: int
    depth: int
    lasti: bool


def exception_table(code: types.CodeType) -> list[RawExceptionEntry]:
    """Decode `co_exceptiontable` (the same varint format in 3.11-3.13; `dis` only has a
    private parser). Offsets and lengths are stored in 2-byte code units."""
    data = code.co_exceptiontable
    pos = 0

    def varint() -> int:
        nonlocal pos
        byte = data[pos]
        pos += 1
        value = byte & 63
        while byte & 64:
            byte = data[pos]
            pos += 1
            value = (value << 6) | (byte & 63)
        return value

    entries = []
    while pos < len(data):
        start = varint() * 2
        length = varint() * 2
        target = varint() * 2
        depth_lasti = varint()
        entries.append(
            RawExceptionEntry(
                start, start + length, target, depth_lasti >> 1, bool(depth_lasti & 1)
            )
        )
    return entries

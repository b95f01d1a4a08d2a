"""Version-neutral instructions: `normalize(code)` turns 3.11, 3.12 and 3.13 bytecode into one
instruction set, so the symbolic interpreter writes each opcode handler once.

`normalize(code) -> list[Instr]` is cached per code object. Its instructions keep CPython's
*real value stack* (the interpreter must model it exactly: resume functions rebuild it), but
fold away the encodings that differ. `OPS` below lists every normalized op with its stack
effect, written `[below, ..., top] -> [...]`; `UNSUPPORTED` lists the raw opcodes normalize
passes through under their raw names without giving them a version-neutral meaning.

Conventions:
- `Instr.offset` is where native execution of the instruction starts in the ORIGINAL code:
  instructions folded away in front of it (EXTENDED_ARG, NOP, PRECALL, KW_NAMES, 3.13
  TO_BOOL, CALL_KW's name tuple, CONVERT_VALUE before FORMAT_SIMPLE) are counted as part of
  it. A resume function may start at `instrs[i].offset` with the stack the interpreter had
  before `instrs[i]`, unless `instrs[i].offset == instrs[i - 1].offset` (a later piece of one
  expanded raw instruction; `is_resumable(instrs, i)`). All pieces but the last of an expansion are
  loads, local stores, BUILD_SLICE and IS_OP, which never break, so the instruction after
  a break is always resumable.
- Jumps (`JUMP`, `POP_JUMP_IF_TRUE/FALSE`, `JUMP_IF_TRUE/FALSE_OR_POP`, `FOR_ITER`, `SEND`)
  carry their target Instr in `target` (and `argval`); there are no forward/backward
  variants. JUMP_IF_TRUE/FALSE_OR_POP only occur on 3.11 (3.12+ compile `and`/`or` to
  COPY 1 + POP_JUMP_IF_*); they are kept because splitting them would put a resume point
  inside one raw instruction.
- `lineno` is the source line (the previous instruction's where CPython records none).
- `exn` is the innermost exception-table entry covering the instruction (`ExceptionEntry`:
  handler Instr, stack depth, lasti, and its kind: "with" body, 3.12+ inlined
  "comprehension" cleanup, or "try" for everything else, handlers included).
- Names: loads, stores and deletes of locals, cells, globals and attributes carry the name
  (str) in `argval`. Cell and free variables are always accessed by name through
  LOAD_DEREF/STORE_DEREF/DELETE_DEREF; LOAD_CLOSURE pushes the cell object itself.
- NULL: a C NULL stack slot. LOAD_GLOBAL with `push_null`, LOAD_ATTR / LOAD_SUPER_ATTR with
  `method`, and PUSH_NULL produce it; its position relative to the callable differs in 3.13.
  Use `versions.callable_slots` to push a callable with its self/NULL slot and
  `versions.call_target` to read them back (layouts in `versions`' docstring). Modelling a
  method load as "NULL + bound attribute" is always valid.
- Dropped entirely: the frame prologue (RESUME, MAKE_CELL, COPY_FREE_VARS: the interpreter
  creates cells for `co_cellvars`, copying arguments that are cells, before step 0) and the
  loop exits END_FOR (3.12) / END_FOR + POP_TOP (3.13): FOR_ITER pops the exhausted iterator
  and jumps to the instruction after them, as in 3.11.
- 3.13 TO_BOOL is dropped: POP_JUMP_IF_TRUE/FALSE, JUMP_IF_*_OR_POP and UNARY_NOT take the
  truth value of any object, as in 3.11. COMPARE_OP's `to_bool` flag (3.13) says the real
  instruction pushes `bool(a op b)`: code that runs it natively and passes the result to a
  resume function must apply `bool()` (a 3.13 POP_JUMP_IF_* tests `is True`).
"""

from __future__ import annotations

import dis
import types
from dataclasses import dataclass, field
from typing import Any, Literal

from tcompile.frontend.bytecode import versions

OPS: dict[str, str] = {
    # Locals, cells, globals, names.
    "LOAD_CONST": "[] -> [argval]",
    "LOAD_FAST": "[] -> [local argval]",
    "LOAD_FAST_AND_CLEAR": "[] -> [local argval or NULL if unbound]; unbinds it (3.12+ comprehensions)",
    "STORE_FAST": "[v] -> []",
    "DELETE_FAST": "[] -> []",
    "LOAD_CLOSURE": "[] -> [the cell object of argval] (only to build a closure tuple)",
    "LOAD_DEREF": "[] -> [contents of cell argval]",
    "STORE_DEREF": "[v] -> []",
    "DELETE_DEREF": "[] -> []",
    "LOAD_GLOBAL": "[] -> [value], or value with a NULL slot when push_null (see versions)",
    "STORE_GLOBAL": "[v] -> []",
    "DELETE_GLOBAL": "[] -> []",
    "LOAD_NAME": "[] -> [value] (module and class bodies)",
    "STORE_NAME": "[v] -> []",
    "DELETE_NAME": "[] -> []",
    # Attributes and items.
    "LOAD_ATTR": "[obj] -> [obj.argval]; method: [obj] -> two call slots (see versions)",
    "LOAD_SUPER_ATTR": "[super, cls, self] -> [super(cls, self).argval] (or two call slots if method); 3.12+",
    "STORE_ATTR": "[v, obj] -> [] (obj.argval = v)",
    "DELETE_ATTR": "[obj] -> []",
    "BINARY_SUBSCR": "[obj, key] -> [obj[key]]",
    "STORE_SUBSCR": "[v, obj, key] -> [] (obj[key] = v)",
    "DELETE_SUBSCR": "[obj, key] -> []",
    "BUILD_SLICE": "[start, stop(, step)] -> [slice]; arg = 2 or 3",
    # Operators.
    "BINARY_OP": "[a, b] -> [a argval b]; argval is the operator ('+', '@', '+=', ...)",
    "COMPARE_OP": "[a, b] -> [a argval b]; argval in '<' '<=' '==' '!=' '>' '>='; to_bool: see docstring",
    "IS_OP": "[a, b] -> [a is b]; argval True means 'is not'",
    "CONTAINS_OP": "[a, b] -> [a in b]; argval True means 'not in'",
    "UNARY_NEGATIVE": "[a] -> [-a]",
    "UNARY_NOT": "[a] -> [not a]",
    "UNARY_INVERT": "[a] -> [~a]",
    "UNARY_POSITIVE": "[a] -> [+a]",
    # Stack.
    "POP_TOP": "[v] -> []",
    "PUSH_NULL": "[] -> [NULL] (3.11/3.12 emit it before a callable, 3.13 after)",
    "COPY": "[.., v (arg-th from top)] -> [.., v, v]",
    "SWAP": "swap the top with the arg-th item from the top",
    # Containers.
    "BUILD_TUPLE": "[arg items] -> [tuple]",
    "BUILD_LIST": "[arg items] -> [list]",
    "BUILD_SET": "[arg items] -> [set]",
    "BUILD_MAP": "[k0, v0, .. (arg pairs)] -> [dict]",
    "BUILD_CONST_KEY_MAP": "[v0 .. v(arg-1), keys_tuple] -> [dict]",
    "BUILD_STRING": "[arg strs] -> [joined str]",
    "LIST_APPEND": "[.., list (arg-th from top, after pop), .., v] -> [.., list, ..]; list.append(v)",
    "SET_ADD": "like LIST_APPEND with set.add",
    "MAP_ADD": "[.., dict (arg-th after pop), .., k, v] -> [..]; dict[k] = v",
    "LIST_EXTEND": "[.., list (arg-th after pop), .., it] -> [..]; list.extend(it)",
    "SET_UPDATE": "like LIST_EXTEND with set.update",
    "DICT_UPDATE": "like LIST_EXTEND with dict.update",
    "DICT_MERGE": "like DICT_UPDATE, raising on duplicate keys (f(**a, **b))",
    "LIST_TO_TUPLE": "[list] -> [tuple]",
    "UNPACK_SEQUENCE": "[seq] -> [seq[arg-1], .., seq[0]] (first item on top)",
    "UNPACK_EX": "[seq] -> a, *rest, b unpacking: arg & 0xFF before, arg >> 8 after the star; first on top",
    "GET_ITER": "[obj] -> [iter(obj)]",
    "GET_LEN": "[obj] -> [obj, len(obj)]",
    # Calls and functions.
    "CALL": "[slot0, slot1, arg0 .. arg(arg-1)] -> [result]; the last len(kw_names) args are keywords",
    "CALL_FUNCTION_EX": "[slot0, slot1, args_tuple(, kwargs)] -> [result]; arg = 1 if kwargs",
    "MAKE_FUNCTION": "[(defaults)(, kwdefaults)(, annotations)(, closure), code] -> [fn]; arg flags 1, 2, 4, 8",
    "LOAD_BUILD_CLASS": "[] -> [builtins.__build_class__]",
    "RETURN_VALUE": "[v] -> return v",
    # Control flow (target in `target`).
    "JUMP": "[] -> [], jump",
    "POP_JUMP_IF_TRUE": "[v] -> [], jump if v is true",
    "POP_JUMP_IF_FALSE": "[v] -> [], jump if v is false",
    "JUMP_IF_TRUE_OR_POP": "[v] -> [v] and jump if v is true, else [] (3.11 only)",
    "JUMP_IF_FALSE_OR_POP": "[v] -> [v] and jump if v is false, else [] (3.11 only)",
    "FOR_ITER": "[it] -> [it, next(it)], or [] and jump when it is exhausted",
    # f-strings.
    "FORMAT_VALUE": "[v(, spec)] -> [format(conv(v), spec)]; argval (conversion, has_spec), conversion None/'str'/'repr'/'ascii'",
    "CONVERT_VALUE": "[v] -> [conv(v)], argval 'str'/'repr'/'ascii' (3.13, only when a format spec follows)",
    # Imports.
    "IMPORT_NAME": "[level, fromlist] -> [module argval]",
    "IMPORT_FROM": "[module] -> [module, module.argval]",
    "IMPORT_STAR": "[module] -> []",
    # Exceptions and with-blocks.
    "BEFORE_WITH": "[mgr] -> [bound mgr.__exit__, mgr.__enter__()]",
    "WITH_EXCEPT_START": "[exit, lasti, prev_exc, exc] -> [.., exit(type, exc, tb)]",
    "PUSH_EXC_INFO": "[exc] -> [prev_exc, exc]",
    "POP_EXCEPT": "[prev_exc] -> [] (restores the handled exception)",
    "CHECK_EXC_MATCH": "[exc, type] -> [exc, isinstance match]",
    "CHECK_EG_MATCH": "[eg, type] -> [rest, match] (except*)",
    "PREP_RERAISE_STAR": "[orig, excs] -> [exc to reraise] (except*)",
    "RAISE_VARARGS": "[(exc(, cause))] -> raise; arg = number of operands",
    "RERAISE": "[.., exc] -> re-raise exc; arg 1: also restore f_lasti from the slot below",
    "LOAD_ASSERTION_ERROR": "[] -> [AssertionError]",
    # Pattern matching (same in 3.11-3.13).
    "MATCH_CLASS": "[subject, cls, names] -> [attrs tuple or None]",
    "MATCH_MAPPING": "[subject] -> [subject, is mapping]",
    "MATCH_SEQUENCE": "[subject] -> [subject, is sequence]",
    "MATCH_KEYS": "[subject, keys] -> [subject, keys, values tuple or None]",
    # Interactive mode only.
    "PRINT_EXPR": "[v] -> [] (sys.displayhook(v))",
}

UNSUPPORTED: dict[str, str] = {
    # Generator and coroutine protocol: its stack shapes changed in each version, and the
    # frontend runs generator frames natively (check co_flags).
    "RETURN_GENERATOR": "generator frames are not translated",
    "YIELD_VALUE": "generator frames are not translated",
    "GET_YIELD_FROM_ITER": "generator frames are not translated (an inlined generator's "
                           "`yield from` is interpreted: raw 3.11-3.13 semantics)",
    "SEND": "generator frames are not translated (its target Instr is still resolved; an "
            "inlined generator's `yield from` is interpreted)",
    "END_SEND": "generator frames are not translated (3.12+; interpreted in inlined generators)",
    "CLEANUP_THROW": "generator frames are not translated",
    "STOPITERATION_ERROR": "generator frames are not translated",
    "ASYNC_GEN_WRAP": "async generators are not translated",
    "GET_AWAITABLE": "coroutines are not translated",
    "GET_AITER": "coroutines are not translated",
    "GET_ANEXT": "coroutines are not translated",
    "END_ASYNC_FOR": "coroutines are not translated",
    "BEFORE_ASYNC_WITH": "coroutines are not translated",
    # Class bodies: read the class namespace first; the encoding changed in 3.12.
    "LOAD_CLASSDEREF": "class bodies only (3.11)",
    "LOAD_LOCALS": "class bodies only (3.12+)",
    "LOAD_FROM_DICT_OR_DEREF": "class bodies only (3.12+)",
    "LOAD_FROM_DICT_OR_GLOBALS": "class bodies and PEP 695 scopes only (3.12+)",
    "SETUP_ANNOTATIONS": "module and class bodies only",
    # PEP 695 type parameters (3.12+).
    "INTRINSIC_TYPEVAR": "PEP 695 type parameters",
    "INTRINSIC_PARAMSPEC": "PEP 695 type parameters",
    "INTRINSIC_TYPEVARTUPLE": "PEP 695 type parameters",
    "INTRINSIC_SUBSCRIPT_GENERIC": "PEP 695 type parameters",
    "INTRINSIC_TYPEALIAS": "PEP 695 type parameters",
    "INTRINSIC_TYPEVAR_WITH_BOUND": "PEP 695 type parameters",
    "INTRINSIC_TYPEVAR_WITH_CONSTRAINTS": "PEP 695 type parameters",
    "INTRINSIC_SET_FUNCTION_TYPE_PARAMS": "PEP 695 type parameters",
    "INTRINSIC_SET_TYPEPARAM_DEFAULT": "PEP 695 type parameters",
    # Never in a code object the compiler produces.
    "INTERPRETER_EXIT": "interpreter-internal",
    "ENTER_EXECUTOR": "interpreter-internal (JIT executors replace instructions at run time)",
    "EXIT_INIT_CHECK": "interpreter-internal (__init__ shim frames)",
    "RESERVED": "placeholder opcode",
}

# Raw opcodes normalize folds, renames or expands (the CI check in the tests reads these).
FOLDED = frozenset({
    "CACHE", "EXTENDED_ARG", "NOP", "RESUME", "MAKE_CELL", "COPY_FREE_VARS", "PRECALL",
    "KW_NAMES", "CALL_KW", "TO_BOOL", "END_FOR", "SET_FUNCTION_ATTRIBUTE", "LOAD_METHOD",
    "LOAD_FAST_CHECK", "LOAD_FAST_LOAD_FAST", "STORE_FAST_STORE_FAST", "STORE_FAST_LOAD_FAST",
    "BINARY_SLICE", "STORE_SLICE", "RETURN_CONST", "CALL_INTRINSIC_1", "CALL_INTRINSIC_2",
    "FORMAT_SIMPLE", "FORMAT_WITH_SPEC", "JUMP_FORWARD", "JUMP_BACKWARD",
    "JUMP_BACKWARD_NO_INTERRUPT", "POP_JUMP_IF_NONE", "POP_JUMP_IF_NOT_NONE",
    "POP_JUMP_FORWARD_IF_TRUE", "POP_JUMP_FORWARD_IF_FALSE", "POP_JUMP_FORWARD_IF_NONE",
    "POP_JUMP_FORWARD_IF_NOT_NONE", "POP_JUMP_BACKWARD_IF_TRUE", "POP_JUMP_BACKWARD_IF_FALSE",
    "POP_JUMP_BACKWARD_IF_NONE", "POP_JUMP_BACKWARD_IF_NOT_NONE",
})  # fmt: skip

ExceptionKind = Literal["try", "with", "comprehension"]


@dataclass(eq=False)
class ExceptionEntry:
    """An exception-table entry: on an exception the stack is cut to `depth` items (plus
    the instruction offset if `lasti`), the exception pushed, and `handler` runs.

    `kind`: "with" when the handler is a with-block's `__exit__` call (the entry covers the
    with body), "comprehension" for the 3.12+ inlined comprehension cleanup that restores
    the iteration variable, "try" for all other code (try bodies, except/finally handlers).
    `outer`: for "with" and "comprehension", the entry covering the instruction that opens
    the region (BEFORE_WITH, or the comprehension's SWAP): the enclosing with/try, if any.
    """

    handler: Instr
    depth: int
    lasti: bool
    kind: ExceptionKind
    outer: ExceptionEntry | None = None


@dataclass(eq=False)
class Instr:
    """One normalized instruction (see the module docstring and `OPS`)."""

    opname: str
    arg: int | None
    argval: Any
    offset: int
    lineno: int | None
    index: int = -1
    target: Instr | None = None
    exn: ExceptionEntry | None = None
    push_null: bool = False  # LOAD_GLOBAL: also push a NULL slot
    method: bool = False  # LOAD_ATTR / LOAD_SUPER_ATTR: push two call slots
    kw_names: tuple[str, ...] = ()  # CALL: names of the trailing keyword arguments
    to_bool: bool = False  # COMPARE_OP (3.13): the real result is bool(a op b)
    _raw_offset: int = field(default=-1, repr=False)  # the raw instruction it came from

    def __repr__(self) -> str:
        return f"<Instr {self.index}: {describe(self)}>"


def describe(instr: Instr) -> str:
    """One line for dumps and errors: `@offset OPNAME argval flags`."""
    parts = [f"@{instr.offset}", instr.opname]
    if instr.target is not None:
        parts.append(f"-> {instr.target.index}")
    elif instr.argval is not None or instr.opname == "LOAD_CONST":
        parts.append(repr(instr.argval))
    for flag in ("push_null", "method", "to_bool"):
        if getattr(instr, flag):
            parts.append(flag)
    if instr.kw_names:
        parts.append(f"kw_names={instr.kw_names}")
    return " ".join(parts)


def is_resumable(instrs: list[Instr], index: int) -> bool:
    """Whether native code can start at `instrs[index].offset` with the interpreter's stack
    before `instrs[index]` (false for the later pieces of an expanded raw instruction)."""
    return index == 0 or instrs[index - 1].offset != instrs[index].offset


_CACHE: dict[types.CodeType, list[Instr]] = {}


def normalize(code: types.CodeType) -> list[Instr]:
    """The version-neutral instructions of `code` (cached; do not mutate the result)."""
    instrs = _CACHE.get(code)
    if instrs is None:
        instrs = _CACHE[code] = _Normalizer(code).run()
    return instrs


_JUMP_NAMES = {
    "JUMP_FORWARD": "JUMP",
    "JUMP_BACKWARD": "JUMP",
    "JUMP_BACKWARD_NO_INTERRUPT": "JUMP",
    "POP_JUMP_FORWARD_IF_TRUE": "POP_JUMP_IF_TRUE",
    "POP_JUMP_BACKWARD_IF_TRUE": "POP_JUMP_IF_TRUE",
    "POP_JUMP_FORWARD_IF_FALSE": "POP_JUMP_IF_FALSE",
    "POP_JUMP_BACKWARD_IF_FALSE": "POP_JUMP_IF_FALSE",
}
_KEPT_JUMPS = {"POP_JUMP_IF_TRUE", "POP_JUMP_IF_FALSE", "JUMP_IF_TRUE_OR_POP",
               "JUMP_IF_FALSE_OR_POP", "FOR_ITER", "SEND"}  # fmt: skip
_NONE_JUMPS = {  # -> is `not` (IS_OP's argval)
    "POP_JUMP_IF_NONE": False,
    "POP_JUMP_FORWARD_IF_NONE": False,
    "POP_JUMP_BACKWARD_IF_NONE": False,
    "POP_JUMP_IF_NOT_NONE": True,
    "POP_JUMP_FORWARD_IF_NOT_NONE": True,
    "POP_JUMP_BACKWARD_IF_NOT_NONE": True,
}
# Raw instructions that only prepare the next one: they fold into it (it starts at them).
_PREFIX = {"EXTENDED_ARG", "CACHE", "NOP", "RESUME", "MAKE_CELL", "COPY_FREE_VARS",
           "PRECALL", "KW_NAMES", "TO_BOOL"}  # fmt: skip


class _Normalizer:
    """One pass over `dis.get_instructions`, then jump targets and exception entries."""

    def __init__(self, code: types.CodeType):
        self.code = code
        self.cells = set(code.co_cellvars) | set(code.co_freevars)
        self.out: list[Instr] = []
        self.at_raw: dict[int, Instr] = {}  # raw offset -> the Instr that executes it
        self.waiting: list[int] = []  # raw offsets whose Instr is the next one emitted
        self.prefix_offset: int | None = None  # start of folded prefix instructions
        self.kw_names: tuple[str, ...] = ()
        self.loop_exits: set[int] = set()  # raw offsets of dropped END_FOR (+ POP_TOP)
        self.jumps: dict[Instr, int] = {}  # jump Instr -> raw target offset

    def run(self) -> list[Instr]:
        raw = list(dis.get_instructions(self.code))
        lineno = None
        for k, ins in enumerate(raw):
            if ins.positions is not None and ins.positions.lineno is not None:
                lineno = ins.positions.lineno
            self.step(ins, raw[k - 1] if k else None, lineno)
        if self.waiting:  # trailing folded instructions: nothing follows them
            raise AssertionError(f"{self.code.co_name}: code ends in a folded instruction")
        for i, instr in enumerate(self.out):
            instr.index = i
        for instr, raw_target in self.jumps.items():
            if raw_target in self.loop_exits and instr.opname != "FOR_ITER":
                raise NotImplementedError(
                    f"{self.code.co_name}: a {instr.opname} jumps to a loop's END_FOR"
                )
            instr.target = instr.argval = self.at_raw[raw_target]
        self.attach_exception_entries()
        return self.out

    def emit(
        self,
        raw: dis.Instruction,
        lineno: int | None,
        opname: str,
        arg: int | None = None,
        argval: Any = None,
        **flags: Any,
    ) -> Instr:
        """Append one normalized instruction made from `raw` (pieces of an expansion share
        its offset: the start of any folded prefix, else the raw offset)."""
        offset = raw.offset if self.prefix_offset is None else self.prefix_offset
        instr = Instr(opname, arg, argval, offset, lineno, _raw_offset=raw.offset, **flags)
        self.out.append(instr)
        for waiting in self.waiting:
            self.at_raw[waiting] = instr
        self.waiting.clear()
        self.at_raw.setdefault(raw.offset, instr)
        return instr

    def end_raw(self) -> None:
        self.prefix_offset = None

    def fold_previous(self, raw: dis.Instruction, opname: str) -> Instr:
        """Remove the last emitted instruction (CALL_KW's name tuple, a CONVERT_VALUE),
        which becomes a prefix of the instruction made from `raw`."""
        prev = self.out[-1]
        if prev.opname != opname:
            raise AssertionError(f"{self.code.co_name}: {raw.opname} after {prev.opname}")
        self.out.pop()
        self.prefix_offset = prev.offset
        self.waiting.extend(o for o, i in self.at_raw.items() if i is prev)
        return prev

    def step(self, ins: dis.Instruction, prev: dis.Instruction | None, lineno: int | None) -> None:
        name = ins.opname
        if name in _PREFIX:
            if name == "KW_NAMES":
                self.kw_names = self.code.co_consts[ins.arg]
            if self.prefix_offset is None:
                self.prefix_offset = ins.offset
            self.waiting.append(ins.offset)
            return
        if name == "END_FOR" or (
            versions.PY313 and name == "POP_TOP" and prev is not None and prev.opname == "END_FOR"
        ):
            self.loop_exits.add(ins.offset)
            self.waiting.append(ins.offset)
            return
        if name == "SET_FUNCTION_ATTRIBUTE":
            make = self.out[-1]
            if make.opname != "MAKE_FUNCTION":
                raise AssertionError(
                    f"{self.code.co_name}: SET_FUNCTION_ATTRIBUTE after {make.opname}"
                )
            make.arg |= ins.arg
            make.argval = make.arg
            self.at_raw[ins.offset] = make
            return
        self.translate(ins, lineno)
        self.end_raw()

    def translate(self, ins: dis.Instruction, lineno: int | None) -> None:
        name, arg = ins.opname, ins.arg

        def emit(
            opname: str, arg: int | None = arg, argval: Any = ins.argval, **flags: Any
        ) -> Instr:
            return self.emit(ins, lineno, opname, arg, argval, **flags)

        if name in ("CALL", "CALL_KW"):
            kw_names = self.kw_names
            if name == "CALL_KW":
                kw_names = self.fold_previous(ins, "LOAD_CONST").argval
            self.kw_names = ()
            emit("CALL", arg, arg, kw_names=tuple(kw_names))
        elif name in _JUMP_NAMES or name in _KEPT_JUMPS:
            self.jumps[emit(_JUMP_NAMES.get(name, name))] = ins.argval
        elif name in _NONE_JUMPS:
            emit("LOAD_CONST", None, None)
            emit("IS_OP", int(_NONE_JUMPS[name]), _NONE_JUMPS[name])
            self.jumps[emit("POP_JUMP_IF_TRUE")] = ins.argval
        elif name == "LOAD_METHOD":
            emit("LOAD_ATTR", method=True)
        elif name == "LOAD_ATTR":
            emit("LOAD_ATTR", method=versions.PY312 and bool(arg & 1))
        elif name == "LOAD_SUPER_ATTR":
            emit("LOAD_SUPER_ATTR", method=bool(arg & 1))
        elif name == "LOAD_GLOBAL":
            emit("LOAD_GLOBAL", push_null=bool(arg & 1))
        elif name in ("LOAD_FAST", "LOAD_FAST_CHECK"):
            emit(self.load_fast(ins.argval))
        elif name == "LOAD_FAST_LOAD_FAST":
            first, second = ins.argval
            emit(self.load_fast(first), arg >> 4, first)
            emit(self.load_fast(second), arg & 15, second)
        elif name == "STORE_FAST_STORE_FAST":
            first, second = ins.argval
            emit("STORE_FAST", arg >> 4, first)
            emit("STORE_FAST", arg & 15, second)
        elif name == "STORE_FAST_LOAD_FAST":
            first, second = ins.argval
            emit("STORE_FAST", arg >> 4, first)
            emit(self.load_fast(second), arg & 15, second)
        elif name == "BINARY_SLICE":
            emit("BUILD_SLICE", 2, 2)
            emit("BINARY_SUBSCR", None, None)
        elif name == "STORE_SLICE":
            emit("BUILD_SLICE", 2, 2)
            emit("STORE_SUBSCR", None, None)
        elif name == "RETURN_CONST":
            emit("LOAD_CONST")
            emit("RETURN_VALUE", None, None)
        elif name == "CALL_INTRINSIC_1":
            emit(versions.INTRINSIC_1[arg], None, None)
        elif name == "CALL_INTRINSIC_2":
            emit(versions.INTRINSIC_2[arg], None, None)
        elif name == "BINARY_OP":
            emit("BINARY_OP", arg, versions.BINARY_OPS[arg])
        elif name == "COMPARE_OP":
            op, to_bool = versions.decode_compare(arg)
            emit("COMPARE_OP", arg, op, to_bool=to_bool)
        elif name in ("IS_OP", "CONTAINS_OP"):
            emit(name, arg, bool(arg))
        elif name == "CALL_FUNCTION_EX":
            emit(name, arg & 1, bool(arg & 1))
        elif name == "FORMAT_VALUE":
            emit(name, arg, (versions.CONVERSIONS[arg & 3], bool(arg & 4)))
        elif name == "CONVERT_VALUE":
            emit(name, arg, versions.CONVERSIONS[arg])
        elif name == "FORMAT_SIMPLE":
            conversion = None
            if self.out and self.out[-1].opname == "CONVERT_VALUE":
                conversion = self.fold_previous(ins, "CONVERT_VALUE").argval
            emit("FORMAT_VALUE", None, (conversion, False))
        elif name == "FORMAT_WITH_SPEC":
            emit("FORMAT_VALUE", None, (None, True))
        elif name == "MAKE_FUNCTION":  # 3.13: no argument; SET_FUNCTION_ATTRIBUTE adds flags
            emit(name, arg or 0, arg or 0)
        elif name == "YIELD_VALUE":
            emit(name, None, None)
        else:
            emit(name)

    def load_fast(self, name: str) -> str:
        """3.13 compiles LOAD_CLOSURE to a LOAD_FAST of the cell's slot."""
        return "LOAD_CLOSURE" if name in self.cells else "LOAD_FAST"

    def attach_exception_entries(self) -> None:
        table = versions.exception_table(self.code)
        if not table:
            return
        entries = []
        shared: dict[tuple[int, int, bool], ExceptionEntry] = {}  # one region, several rows
        for row in table:
            key = (row.target, row.depth, row.lasti)
            if key not in shared:
                handler = self.at_raw[row.target]
                shared[key] = ExceptionEntry(handler, row.depth, row.lasti, self.kind(handler, row))
            entries.append((row, shared[key]))
        k = 0
        opened: set[Instr] = set()  # handlers whose region has started
        for instr in self.out:  # both sorted by offset; rows do not overlap
            while k < len(entries) and entries[k][0].end <= instr._raw_offset:
                k += 1
            if k < len(entries) and entries[k][0].start <= instr._raw_offset:
                entry = instr.exn = entries[k][1]
                if entry.handler not in opened and instr.index > 0:
                    opened.add(entry.handler)
                    if entry.kind != "try":
                        entry.outer = self.out[instr.index - 1].exn

    def kind(self, handler: Instr, row: versions.RawExceptionEntry) -> ExceptionKind:
        ops = [i.opname for i in self.out[handler.index : handler.index + 8]]
        if ops[:2] == ["PUSH_EXC_INFO", "WITH_EXCEPT_START"]:
            return "with"
        # 3.12+ inlined comprehension: SWAP 2; POP_TOP; (SWAP n; STORE_FAST name)+; RERAISE 0
        if versions.PY312 and not row.lasti and ops[:2] == ["SWAP", "POP_TOP"]:
            rest = ops[2 : ops.index("RERAISE")] if "RERAISE" in ops else None
            if rest and set(rest) <= {"SWAP", "STORE_FAST"}:
                return "comprehension"
        return "try"

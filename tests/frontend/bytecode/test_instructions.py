"""`normalize`: version-neutral instructions on every supported CPython.

Torch-free: `test_other_pythons.py` also runs these tests under CPython 3.12 and 3.13.
"""

from __future__ import annotations

import argparse
import collections
import dataclasses
import difflib
import dis
import inspect
import json
import json.decoder
import textwrap
import types

from tcompile.frontend.bytecode import instructions, versions
from tcompile.frontend.bytecode.instructions import OPS, UNSUPPORTED, Instr, is_resumable, normalize

JUMPS = {"JUMP", "POP_JUMP_IF_TRUE", "POP_JUMP_IF_FALSE", "JUMP_IF_TRUE_OR_POP",
         "JUMP_IF_FALSE_OR_POP", "FOR_ITER", "SEND"}  # fmt: skip
NEVER_BREAK = {"LOAD_CONST", "LOAD_FAST", "STORE_FAST", "BUILD_SLICE", "IS_OP"}


# The research corpus (research/prototypes/frontend/dis_samples.py). Never called.
# ruff: noqa: F821, F841, B007, UP028
def f_call(self, x, y):
    z = self.linear(x)
    w = x.view(-1)
    t = torch.relu(z)
    u = foo(a=1, b=y)
    return t + w


def f_cmp(x, n):
    if x < n and x != 0 and x is None and x in n:
        return x[1:3]
    return None


def f_slice(x, a, b):
    x[a:b] = 1
    return x[a:b]


def f_comp(xs):
    return [x * 2 for x in xs]


def f_try(x):
    try:
        y = x + 1
    except ValueError as e:
        y = 0
    return y


def f_with(x):
    with torch.no_grad():
        y = x + 1
    return y


def f_gen(xs):
    for x in xs:
        yield x


def f_star(*args, **kw):
    return g(*args, **kw)


def f_fstr(x, n):
    return f"{x}-{n!r}:{n:>3}"


def f_fstr_spec(x, w):
    return f"{x!r:{w}}"


def f_closure(x):
    def inner(y):
        return x + y

    return inner


def f_loop(xs):
    s = 0
    for i, x in enumerate(xs):
        s += x
    while s > 10:
        s -= 1
    return s


def f_unpack(t):
    a, *b = t
    c, d = a
    return (*b, c, d)


def f_super(self, x):
    return super().forward(x)


def f_lff(a, b):
    c = a + b
    return a * c


def f_dict(a, b):
    d = {"a": a, "b": b}
    d2 = {**d, "c": 1}
    s = {a, b}
    return d2, s, [*a]


def f_not(x, flag):
    if not flag:
        x = -x
    assert x is not None, "msg"
    return x if flag else None


def f_aug(self, x):
    self.count += 1
    x[0] += 1
    del x


def f_import():
    import math
    from os import path

    return math.sqrt(2), path


def f_bool(x, y):
    return x and y or not x


def f_kwonly(x, *, scale=1.0):
    return lambda v, w=2: v * scale + w


def f_defaults():
    def inner(a, b=1, *, c=2) -> int:
        return a + b + c

    return inner


def f_pos(x):
    return +x, (*x,)


def f_break(xs):
    for x in xs:
        if x:
            break
        if x is not None:
            continue
    return [(a, b) for a, b in xs if a]


class Base:
    def forward(self, x):
        return x


class Sub(Base):
    def forward(self, x):
        return super().forward(x) + 1


SAMPLES = [f_call, f_cmp, f_slice, f_comp, f_try, f_with, f_gen, f_star, f_fstr, f_fstr_spec,
           f_closure, f_loop, f_unpack, f_super, f_lff, f_dict, f_not, f_aug, f_import, f_bool,
           f_kwonly, f_defaults, f_pos, f_break, Sub.forward]  # fmt: skip


def code_objects(obj, seen=None):
    """Every function code object reachable from a module, class or function."""
    seen = set() if seen is None else seen
    if isinstance(obj, types.CodeType):
        if obj not in seen:
            seen.add(obj)
            yield obj
            for const in obj.co_consts:
                yield from code_objects(const, seen)
    elif isinstance(obj, types.FunctionType):
        yield from code_objects(obj.__code__, seen)
    elif isinstance(obj, classmethod | staticmethod | property):
        for f in (getattr(obj, a, None) for a in ("__func__", "fget", "fset")):
            yield from code_objects(f, seen)
    elif isinstance(obj, type | types.ModuleType):
        for value in list(vars(obj).values()):
            if getattr(value, "__module__", None) == getattr(obj, "__module__", obj.__name__):
                yield from code_objects(value, seen)


def corpus():
    seen = set()
    codes = [code for fn in SAMPLES for code in code_objects(fn, seen)]
    for module in (
        json,
        json.decoder,
        collections,
        dataclasses,
        inspect,
        textwrap,
        argparse,
        difflib,
    ):
        codes += code_objects(module, seen)
    return codes


def check_invariants(code: types.CodeType, instrs: list[Instr]) -> None:
    raw = list(dis.get_instructions(code))
    boundaries = {i.offset for i in raw}
    where = f"{code.co_qualname} ({code.co_filename}:{code.co_firstlineno})"
    for k, instr in enumerate(instrs):
        assert instr.index == k, where
        assert instr.opname in OPS or instr.opname in UNSUPPORTED, (where, instr)
        assert instr.opname not in instructions.FOLDED, (where, instr)
        assert instr.offset in boundaries, (where, instr)
        assert k == 0 or instrs[k - 1].offset <= instr.offset, (where, instr)
        if instr.opname in JUMPS:
            assert instr.target is instrs[instr.target.index] and instr.argval is instr.target, (
                where,
                instr,
            )
        else:
            assert instr.target is None, (where, instr)
        if instr.exn is not None:
            assert instr.exn.handler is instrs[instr.exn.handler.index], (where, instr)
        if not is_resumable(instrs, k):
            assert instrs[k - 1].opname in NEVER_BREAK, (where, instrs[k - 1])


def test_corpus_invariants():
    codes = corpus()
    assert len(codes) > 600
    for code in codes:
        check_invariants(code, normalize(code))


def test_cached_per_code_object():
    assert normalize(f_call.__code__) is normalize(f_call.__code__)


def shape(fn) -> list[tuple]:
    """Opnames with the decoded arguments that matter, jumps as target indices."""
    out = []
    for i in normalize(fn.__code__):
        if i.target is not None:
            out.append((i.opname, i.target.index))
        elif i.opname == "CALL":
            out.append((i.opname, i.arg, i.kw_names))
        elif i.opname in ("LOAD_GLOBAL", "LOAD_ATTR"):
            out.append((i.opname, i.argval, i.push_null or i.method))
        elif i.opname == "MAKE_FUNCTION":
            out.append((i.opname, i.arg))
        elif isinstance(i.argval, str | int | tuple | type(None)):
            out.append((i.opname, i.argval))
        else:
            out.append((i.opname,))
    return out


def test_calls_and_attributes():
    assert shape(f_call) == [
        ("LOAD_FAST", "self"), ("LOAD_ATTR", "linear", True), ("LOAD_FAST", "x"),
        ("CALL", 1, ()), ("STORE_FAST", "z"),
        ("LOAD_FAST", "x"), ("LOAD_ATTR", "view", True), ("LOAD_CONST", -1),
        ("CALL", 1, ()), ("STORE_FAST", "w"),
        ("LOAD_GLOBAL", "torch", False), ("LOAD_ATTR", "relu", True), ("LOAD_FAST", "z"),
        ("CALL", 1, ()), ("STORE_FAST", "t"),
        ("LOAD_GLOBAL", "foo", True), ("LOAD_CONST", 1), ("LOAD_FAST", "y"),
        ("CALL", 2, ("a", "b")), ("STORE_FAST", "u"),
        ("LOAD_FAST", "t"), ("LOAD_FAST", "w"), ("BINARY_OP", "+"), ("RETURN_VALUE", None),
    ]  # fmt: skip


def test_compares_none_jumps_and_slices():
    assert shape(f_cmp) == [
        ("LOAD_FAST", "x"), ("LOAD_FAST", "n"), ("COMPARE_OP", "<"), ("POP_JUMP_IF_FALSE", 22),
        ("LOAD_FAST", "x"), ("LOAD_CONST", 0), ("COMPARE_OP", "!="), ("POP_JUMP_IF_FALSE", 22),
        ("LOAD_FAST", "x"), ("LOAD_CONST", None), ("IS_OP", True), ("POP_JUMP_IF_TRUE", 22),
        ("LOAD_FAST", "x"), ("LOAD_FAST", "n"), ("CONTAINS_OP", False), ("POP_JUMP_IF_FALSE", 22),
        ("LOAD_FAST", "x"), ("LOAD_CONST", 1), ("LOAD_CONST", 3), ("BUILD_SLICE", 2),
        ("BINARY_SUBSCR", None), ("RETURN_VALUE", None), ("LOAD_CONST", None), ("RETURN_VALUE", None),
    ]  # fmt: skip
    assert shape(f_slice) == [
        ("LOAD_CONST", 1), ("LOAD_FAST", "x"), ("LOAD_FAST", "a"), ("LOAD_FAST", "b"),
        ("BUILD_SLICE", 2), ("STORE_SUBSCR", None),
        ("LOAD_FAST", "x"), ("LOAD_FAST", "a"), ("LOAD_FAST", "b"), ("BUILD_SLICE", 2),
        ("BINARY_SUBSCR", None), ("RETURN_VALUE", None),
    ]  # fmt: skip


def test_fstrings_intrinsics_functions():
    assert shape(f_fstr) == [
        ("LOAD_FAST", "x"), ("FORMAT_VALUE", (None, False)), ("LOAD_CONST", "-"),
        ("LOAD_FAST", "n"), ("FORMAT_VALUE", ("repr", False)), ("LOAD_CONST", ":"),
        ("LOAD_FAST", "n"), ("LOAD_CONST", ">3"), ("FORMAT_VALUE", (None, True)),
        ("BUILD_STRING", 5), ("RETURN_VALUE", None),
    ]  # fmt: skip
    spec = [s for s in shape(f_fstr_spec) if s[0] in ("FORMAT_VALUE", "CONVERT_VALUE")]
    if versions.PY313:  # the conversion happens before the spec is computed
        assert spec == [("CONVERT_VALUE", "repr"), ("FORMAT_VALUE", (None, False)),
                        ("FORMAT_VALUE", (None, True))]  # fmt: skip
    else:
        assert spec == [("FORMAT_VALUE", (None, False)), ("FORMAT_VALUE", ("repr", True))]
    assert [s[0] for s in shape(f_pos)][:3] == ["LOAD_FAST", "UNARY_POSITIVE", "BUILD_LIST"]
    assert ("LIST_TO_TUPLE",) in shape(f_pos) or ("LIST_TO_TUPLE", None) in shape(f_pos)
    assert ("MAKE_FUNCTION", 1 | 2 | 4) in shape(f_defaults)
    assert ("MAKE_FUNCTION", 8) in shape(f_closure)
    assert shape(f_closure)[0] == ("LOAD_CLOSURE", "x")


def test_fused_locals_are_expanded():
    assert shape(f_lff) == [
        ("LOAD_FAST", "a"), ("LOAD_FAST", "b"), ("BINARY_OP", "+"), ("STORE_FAST", "c"),
        ("LOAD_FAST", "a"), ("LOAD_FAST", "c"), ("BINARY_OP", "*"), ("RETURN_VALUE", None),
    ]  # fmt: skip
    instrs = normalize(f_lff.__code__)
    if versions.PY313:  # LOAD_FAST_LOAD_FAST and STORE_FAST_LOAD_FAST: one offset per pair
        assert instrs[0].offset == instrs[1].offset and not is_resumable(instrs, 1)


def test_for_loop_exit_skips_end_for():
    instrs = normalize(f_loop.__code__)
    for_iter = next(i for i in instrs if i.opname == "FOR_ITER")
    # FOR_ITER leaves the loop straight to the code after it, as in 3.11.
    assert shape(f_loop)[for_iter.target.index] == ("LOAD_FAST", "s")
    assert for_iter.target.lineno == f_loop.__code__.co_firstlineno + 4


def test_super_loads():
    ops = shape(Sub.forward)
    if versions.PY312:
        assert ops[:4] == [("LOAD_GLOBAL", "super", False), ("LOAD_DEREF", "__class__"),
                           ("LOAD_FAST", "self"), ("LOAD_SUPER_ATTR", "forward")]  # fmt: skip
        assert normalize(Sub.forward.__code__)[3].method
    else:  # 3.11: zero-argument super() is a plain call of the builtin
        assert ops[:3] == [("LOAD_GLOBAL", "super", True), ("CALL", 0, ()),
                           ("LOAD_ATTR", "forward", True)]  # fmt: skip


def test_exception_entries_tell_try_from_with():
    def body(fn, opname, argval):
        return next(i for i in normalize(fn.__code__) if i.opname == opname and i.argval == argval)

    assert body(f_with, "BINARY_OP", "+").exn.kind == "with"
    assert body(f_with, "LOAD_FAST", "y").exn is None
    assert body(f_try, "BINARY_OP", "+").exn.kind == "try"
    handler = body(f_try, "BINARY_OP", "+").exn.handler
    assert handler.opname == "PUSH_EXC_INFO" and not body(f_try, "BINARY_OP", "+").exn.lasti
    if versions.PY312:  # inlined comprehension (3.11: its own code object, no entry)
        assert body(f_comp, "BINARY_OP", "*").exn.kind == "comprehension"


def test_compare_to_bool_flag():
    cmp = next(i for i in normalize(f_loop.__code__) if i.opname == "COMPARE_OP")
    assert cmp.to_bool == versions.PY313


def test_every_real_opcode_is_normalized_or_unsupported():
    """The CI check: each opcode the running CPython can put in a code object has a meaning."""
    specialized = set()
    for family in getattr(dis, "_specializations", {}).values():
        specialized.update(family)
    real = {name for name, op in dis.opmap.items()
            if op < 256 and name not in specialized and not name.startswith("INSTRUMENTED_")}  # fmt: skip
    intrinsics = set(versions.INTRINSIC_1.values()) | set(versions.INTRINSIC_2.values())
    documented = set(OPS) | set(UNSUPPORTED)
    missing = sorted(n for n in real if n not in documented and n not in instructions.FOLDED)
    assert not missing, f"opcodes neither normalized nor listed in UNSUPPORTED: {missing}"
    assert intrinsics <= documented
    assert not (set(OPS) & set(UNSUPPORTED)) and not (set(OPS) & instructions.FOLDED)

"""Resume functions (research T1-T7): continue a function after a break point, compared
with running the original function. Torch-free; also run under CPython 3.12 and 3.13."""

from __future__ import annotations

import dis
import random
import types

from tcompile.frontend.bytecode import analysis, versions
from tcompile.frontend.bytecode.instructions import is_resumable, normalize
from tcompile.frontend.bytecode.resume import (
    NULL,
    VALUE,
    ResumeSpec,
    WithSlot,
    make_resume,
    resume_function,
)

LOG: list = []


def g(x):
    LOG.append(x)
    return x + 1


def h(a, b):
    return (a, b)


def after_call(fn, nth=0):
    """The normalized index just after the `nth` CALL of `fn`, as the interpreter sees it
    when that call is the graph break."""
    instrs = normalize(fn.__code__)
    calls = [i.index for i in instrs if i.opname == "CALL"]
    index = calls[nth] + 1
    assert is_resumable(instrs, index)
    return instrs, index


def resume(fn, stack, nth=0, cells=None, bound=None):
    """A resume function of `fn` after its `nth` call, taking the live locals that are
    bound at the break (all, unless `bound` says which locals are)."""
    instrs, index = after_call(fn, nth)
    live = analysis.live_locals(instrs, index)
    live = tuple(sorted(live if bound is None else live & set(bound)))
    spec = ResumeSpec(fn.__code__, instrs[index].offset, tuple(stack), live)
    return resume_function(make_resume(spec), fn, cells or {}), live


def t1(x, n):
    y = x * 2
    return y + g(y) * n


def test_t1_break_mid_expression():
    r, live = resume(t1, [VALUE, VALUE])
    assert live == ("n",)
    x, n = random.randint(1, 100), random.randint(1, 100)
    y = x * 2
    assert r(y, g(y), n) == t1(x, n)


def t2(xs):
    s = 0
    for x in xs:
        s = s + g(x)
    return s


def test_t2_break_in_for_loop_with_the_iterator_on_the_stack():
    instrs, index = after_call(t2)
    assert analysis.in_loop(instrs, index) and not analysis.in_loop(instrs, 0)
    r, live = resume(t2, [VALUE, VALUE, VALUE])
    assert live == ()
    xs = [random.randint(0, 9) for _ in range(5)]
    it = iter(xs)
    first = next(it)
    assert r(it, 0, g(first)) == t2(xs)


class Ctx:
    depth = 0
    exits: list = []

    def __enter__(self):
        Ctx.depth += 1
        return self

    def __exit__(self, *exc):
        Ctx.depth -= 1
        Ctx.exits.append(exc[0])
        return False


def t3(x):
    with Ctx():
        y = g(x) + 1
        if y > 100:
            raise ValueError("big")
    return y + Ctx.depth


def test_t3_break_in_with_block_normal_and_exception_exit():
    instrs, index = after_call(t3, nth=1)  # call 0 is Ctx()
    assert not analysis.in_try(instrs[index]) and len(analysis.with_blocks(instrs[index])) == 1
    # y is live (an __exit__ that swallows the exception leads to `return y`), but unbound
    assert analysis.live_locals(instrs, index) == {"y"}
    r, _ = resume(t3, [WithSlot(Ctx), VALUE], nth=1, bound={"x"})
    assert r(g(1)) == t3(1) == 3
    assert Ctx.depth == 0 and Ctx.exits[-1] is None
    try:
        r(g(500))
    except ValueError:
        pass
    else:
        raise AssertionError("the resumed with-block swallowed the exception")
    assert Ctx.depth == 0 and Ctx.exits[-1] is ValueError


def t4(x):
    try:
        y = g(x)
        z = 10 // y
    except ZeroDivisionError:
        z = -1
    return z


def test_t4_break_in_try_keeps_the_original_handler():
    instrs, index = after_call(t4)
    assert analysis.in_try(instrs[index])
    r, _ = resume(t4, [VALUE])
    assert r(g(1)) == t4(1) == 5
    assert r(g(-1)) == t4(-1) == -1  # ZeroDivisionError caught by the original handler


def t5(x):
    return h(1, g(x))


def test_t5_null_on_the_stack_in_the_versions_order():
    r, _ = resume(t5, [*versions.callable_slots(VALUE, NULL, NULL), VALUE, VALUE])
    x = random.randint(0, 99)
    assert r(h, 1, g(x)) == t5(x)


def make_t6():
    k = random.randint(1, 9)

    def t6(x):
        y = g(x)
        f2 = lambda: y + k  # noqa: E731
        return f2()

    def t6b(x):
        y = x + 1
        v = g(y)
        return (lambda: y + k + v)()

    return t6, t6b


def test_t6_cell_and_free_variables():
    t6, t6b = make_t6()
    assert set(t6.__code__.co_cellvars) == {"y"} and t6.__code__.co_freevars == ("k",)
    r, live = resume(t6, [VALUE])
    assert live == () and r.__code__.co_freevars == ("k", "y")
    assert r(g(2)) == t6(2)
    r, _ = resume(t6b, [VALUE], cells={"y": 3, "v": "unused: v is stored after the break"})
    assert r(g(3)) == t6b(2)
    cell = types.CellType(3)  # a cell the caller shares with the resume function
    r, _ = resume(t6b, [VALUE], cells={"y": cell})
    assert r(g(3)) == t6b(2) and cell.cell_contents == 3


def t7(xs):
    return [g(x) for x in xs]


def test_t7_break_in_comprehension():
    xs = [random.randint(0, 9) for _ in range(4)]
    if versions.PY312:  # inlined (PEP 709): [saved x (NULL: unbound), list, iterator, g(x)]
        instrs, index = after_call(t7)
        assert not analysis.in_try(instrs[index])
        r, _ = resume(t7, [NULL, VALUE, VALUE, VALUE])
        it = iter(xs)
        assert r([], it, g(next(it))) == t7(xs)
    else:  # 3.11: the comprehension is its own code object, resumed like any other
        code = next(c for c in t7.__code__.co_consts if isinstance(c, types.CodeType))
        comp = types.FunctionType(code, globals())
        r, _ = resume(comp, [VALUE, VALUE, VALUE])
        it = iter(xs)
        assert r([], it, g(next(it))) == t7(xs)


def test_resume_code_is_cached():
    instrs, index = after_call(t1)
    spec = ResumeSpec(t1.__code__, instrs[index].offset, (VALUE, VALUE), ("n",))
    assert make_resume(spec) is make_resume(spec)
    assert make_resume(spec).co_varnames[:3] == ("___stack0", "___stack1", "n")
    assert make_resume(spec).co_name == f"__resume_t1_at_{instrs[index].offset}"


def test_resume_at_an_instruction_with_extended_arg():
    # 300 constants: the last ones are loaded with an EXTENDED_ARG prefix, which counts as
    # part of the instruction the interpreter sees (its offset is the prefix's).
    assigns = "".join(f"    a{k} = {k}.5\n" for k in range(300))
    namespace = {"g": g}
    exec(f"def big(x):\n{assigns}    return g(x) + 299.5 + a0\n", namespace)
    big = namespace["big"]
    instrs, index = after_call(big)
    raw = {i.offset: i.opname for i in dis.get_instructions(big.__code__)}
    assert raw[instrs[index].offset] == "EXTENDED_ARG"
    r, live = resume(big, [VALUE], cells={})
    assert live == ("a0",)
    x = random.randint(0, 9)
    assert r(g(x), 0.5) == big(x)


def t8(x):
    a = g(x)
    b = g(a)
    return a * 10 + b


def test_a_resume_function_can_break_and_resume_again():
    r1, _ = resume(t8, [VALUE])  # after g(x)
    # in r1's code the second call to g is its second CALL (the first is now dead code)
    r2, live = resume(r1, [VALUE], nth=1)
    assert live == ("a",)
    x = random.randint(0, 9)
    a = g(x)
    assert r2(g(a), a) == r1(a) == t8(x)

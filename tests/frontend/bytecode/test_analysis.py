"""Liveness, loops and try/with regions of normalized instructions. Torch-free; also run
under CPython 3.12 and 3.13."""

from __future__ import annotations

from tcompile.frontend.bytecode import analysis, versions
from tcompile.frontend.bytecode.instructions import normalize

# ruff: noqa: F821


def at(fn, opname, argval=None, nth=0):
    """(instrs, index) of the `nth` instruction with that opname (and argval)."""
    instrs = normalize(fn.__code__)
    hits = [i.index for i in instrs if i.opname == opname and argval in (None, i.argval)]
    return instrs, hits[nth]


def straight(a, b, c):
    d = a + b
    e = g(d)
    return e + a


def branches(a, b, flag):
    if flag:
        x = a
    else:
        x = b
    del a
    return x


def test_live_locals_straight_line_and_branches():
    instrs, call = at(straight, "CALL")
    assert analysis.live_locals(instrs, 0) == {"a", "b"}
    assert analysis.live_locals(instrs, call + 1) == {"a"}  # e is written before it is read
    instrs, store = at(branches, "STORE_FAST", "x")
    # both branches write x; `del a` needs a bound a
    assert analysis.live_locals(instrs, 0) == {"a", "b", "flag"}
    assert analysis.live_locals(instrs, store) == {"a"}


def cells(a):
    y = a + 1
    z = g(y)
    return lambda: y + z


def test_cells_are_not_live_locals():
    instrs, call = at(cells, "CALL")
    assert set(cells.__code__.co_cellvars) == {"y", "z"}
    assert analysis.live_locals(instrs, 0) == {"a"}
    assert analysis.live_locals(instrs, call + 1) == frozenset()


def loops(xs, n):
    t = 0
    for x in xs:
        t = t + g(x)
    while n > 0:
        n = n - 1
    r = t + n
    return r


def with_then_code(ctx, x):
    with ctx:
        x = g(x)
    y = x + 1
    return y


def test_in_loop_is_cycle_membership():
    instrs, _ = at(loops, "LOAD_FAST", "xs")
    assert not analysis.in_loop(instrs, 0)
    _, call = at(loops, "CALL")
    _, sub = at(loops, "BINARY_OP", "-")
    _, add = at(loops, "BINARY_OP", "+", nth=1)
    assert analysis.in_loop(instrs, call) and analysis.in_loop(instrs, sub)
    assert not analysis.in_loop(instrs, add)
    # 3.12+ place with-exit handlers at the end and jump back: not a loop
    instrs, after = at(with_then_code, "BINARY_OP", "+")
    assert not any(analysis.in_loop(instrs, i) for i in range(len(instrs)))
    assert analysis.live_locals(instrs, after) == frozenset()


def try_with(ctx, x):
    try:
        with ctx:
            y = g(x)
    except ValueError:
        y = g(0)
    with ctx:
        with ctx:
            z = [g(v) for v in y]
    return z


def test_try_and_with_regions():
    instrs, first = at(try_with, "CALL", nth=0)
    assert analysis.in_try(instrs[first])  # a with-block inside a try
    assert len(analysis.with_blocks(instrs[first])) == 1
    _, zero = at(try_with, "LOAD_CONST", 0)  # g(0)
    assert instrs[zero + 1].opname == "CALL" and analysis.in_try(instrs[zero + 1])
    if versions.PY312:  # the inlined comprehension inside two with-blocks
        _, comp = at(try_with, "LOAD_FAST", "v")
        assert instrs[comp].exn.kind == "comprehension"
    else:  # 3.11: the comprehension is a call of its own code object
        _, comp = at(try_with, "GET_ITER")
        assert instrs[comp + 1].opname == "CALL" and instrs[comp + 1].arg == 0
    assert not analysis.in_try(instrs[comp])
    assert len(analysis.with_blocks(instrs[comp])) == 2
    _, ret = at(try_with, "RETURN_VALUE")
    assert not analysis.in_try(instrs[ret]) and analysis.with_blocks(instrs[ret]) == []

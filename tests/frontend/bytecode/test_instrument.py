"""`instrument_calls`: call sites of natively run frames pass their callables through `wrap`.

Each test compares an instrumented function with the original (same results, same
exceptions) and checks the exact list of callables `wrap` saw. Torch-free:
`test_other_pythons.py` also runs these tests under CPython 3.12 and 3.13.
"""

from __future__ import annotations

import random
import sys
import traceback
import types

from tcompile.frontend.bytecode.instrument import instrument_calls

# ruff: noqa: B023


def instrumented(fn, replace=None):
    """`fn` rebuilt from its instrumented code, and the list of callables `wrap` saw.
    `replace` maps a callable to what the call site calls instead."""
    seen = []

    def wrap(f):
        seen.append(f)
        return (replace or {}).get(f, f)

    code = instrument_calls(fn.__code__, wrap)
    assert code is not fn.__code__, f"nothing instrumented in {fn.__qualname__}"
    new = types.FunctionType(code, fn.__globals__, fn.__name__, fn.__defaults__, fn.__closure__)
    new.__kwdefaults__ = fn.__kwdefaults__
    return new, seen


def g(x):
    return x + 1


def h(x, b=0):
    return x * 2 + b


def bad(x):
    raise ValueError(f"bad {x}")


class Thing:
    def __init__(self, k):
        self.k = k
        self.ns = types.SimpleNamespace(fn=h)

    def m(self, x, b=0):
        return x * self.k + b


class Sub(Thing):
    def m(self, x, b=0):
        return super().m(x, b) + g(0)


class Ctx:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def test_globals_nested_and_keyword_calls():
    def fn(x):
        return g(h(x, b=3)) + h(g(x))

    new, seen = instrumented(fn)
    x = random.randint(1, 100)
    assert new(x) == fn(x)
    assert seen == [g, h, h, g]


def test_methods_are_wrapped_as_bound_methods():
    def fn(obj, x):
        return obj.m(x) + obj.m(x, b=2) + obj.ns.fn(x)

    new, seen = instrumented(fn)
    obj, x = Thing(random.randint(2, 9)), random.randint(1, 100)
    assert new(obj, x) == fn(obj, x)
    assert seen == [obj.m, obj.m, h]
    assert seen[0].__self__ is obj


def test_wrap_decides_what_is_called():
    def fn(obj, x):
        return g(x), obj.m(x)

    obj = Thing(3)
    new, seen = instrumented(fn, {g: lambda x: ("g", x), obj.m: lambda x: ("m", x)})
    assert new(obj, 5) == (("g", 5), ("m", 5))
    assert fn(obj, 5) == (6, 15)


def test_locals_closures_and_star_calls():
    k = h

    def fn(f, x, *args, **kwargs):
        return f(x) + k(x) + h(*args, **kwargs) + k(x, *args[1:]) + f(*args[:1])

    new, seen = instrumented(fn)
    args = (random.randint(1, 9), random.randint(1, 9))
    assert new(g, 4, *args) == fn(g, 4, *args)
    assert new(g, 4, args[0], b=7) == fn(g, 4, args[0], b=7)
    assert seen == [g, h, h, h, g] * 2


def test_calls_in_loops_try_with_and_comprehensions():
    def fn(xs):
        log = []
        total = 0
        for x in xs:
            try:
                total += bad(x) if x % 2 else g(x)
            except ValueError as e:
                log.append(str(e))
            finally:
                total += h(x)
        with Ctx(log) as c:
            total += len([g(x) for x in xs]) + sum({h(x) for x in xs})
            total += sum(v for v in {x: g(x) for x in xs}.values())
            c.log.append(g(total))
        return total, log

    new, seen = instrumented(fn)
    xs = [random.randint(0, 50) for _ in range(6)] + [7, 8]  # bad and g both called
    assert new(xs) == fn(xs)
    called = {f for f in seen if not isinstance(f, types.MethodType)}
    assert {g, h, bad, Ctx, len, sum} <= called
    odd = sum(x % 2 for x in xs)
    assert seen.count(bad) == odd
    assert seen.count(g) == len(xs) - odd + 2 * len(xs) + 1  # loop, list and dict comps, log


def test_uninstrumentable_call_sites_still_run():
    def fn(fns, c, x):
        a = fns[0](x)  # the callable comes from a subscript: not instrumented
        b = (g if c else h)(x)  # both loads only feed the call: both are
        d = (lambda y: y - 1)(x)  # from MAKE_FUNCTION: not
        return a, b, d, make()(x)  # from a call's result: not

    def make():
        return h

    new, seen = instrumented(fn)
    for c in (True, False):
        assert new([h], c, 7) == fn([h], c, 7)
    assert seen == [g, make, h, make]


def test_super_calls_and_methods_of_subclasses():
    def fn(obj, x):
        return obj.m(x, b=1)

    new, seen = instrumented(fn)
    obj = Sub(4)
    assert new(obj, 3) == fn(obj, 3) == 14
    assert seen == [obj.m]
    new_m, seen_m = instrumented(Sub.m)  # super() reads the frame's __class__ cell
    assert new_m(obj, 3, 1) == 14
    # 3.11 calls `super`, then the method; 3.12+ load both with LOAD_SUPER_ATTR (left as is)
    assert seen_m == ([super, super(Sub, obj).m, g] if sys.version_info < (3, 12) else [g])


def test_exceptions_and_tracebacks_point_at_the_same_lines():
    def fn(x):
        y = g(x)
        return h(y) + bad(y)

    new, _ = instrumented(fn)
    lines = []
    for f in (fn, new):
        try:
            f(1)
        except ValueError as e:
            lines.append([(fs.name, fs.lineno) for fs in traceback.extract_tb(e.__traceback__)])
    assert lines[0] == lines[1]


def test_generators_are_left_as_they_are():
    def gen(xs):
        for x in xs:
            yield g(x)

    def fn(xs):
        return list(gen(xs)) + list(g(x) for x in xs)

    assert instrument_calls(gen.__code__, lambda f: f) is gen.__code__
    new, seen = instrumented(fn)
    xs = [random.randint(0, 9) for _ in range(4)]
    assert new(xs) == fn(xs)
    assert seen == [list, gen, list]  # the generator expression's calls are not wrapped


def test_recursion():
    def fact(n):
        return 1 if n <= 1 else n * fact(n - 1)

    new, seen = instrumented(fact)
    assert new(8) == 40320
    assert seen == [fact]  # `fact` inside is the original: only the outer frame is new

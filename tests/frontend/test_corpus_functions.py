"""Frontend corpus: calls and state (research/frontend.md §5, constructs 22–26, 29, 35, 39).

User functions, closures, `functools.partial`, decorators, grad-mode contexts, globals and
imported modules are inlined into one graph; mutations of inputs and globals are replayed so
that their effect after the call is exactly eager's.
"""

import contextlib
import functools
import math

import torch
import torch.nn.functional as F

import tcompile

SCALE = 3.0
ACT2FN = {"gelu": F.gelu, "relu": F.relu, "silu": F.silu}


def helper(x, y):
    return torch.tanh(x) * y


def deep(x, depth):
    return x if depth == 0 else deep(x * 0.5, depth - 1) + 1


# ---- 22. *args and **kwargs


def test_star_args_definition(check):
    def fn(*xs):
        return sum(xs) / len(xs)

    check(fn, (3,), (3,), (3,), graphs=1, breaks=0)


def test_kwargs_definition(check):
    def fn(x, **opts):
        return x * opts["scale"] + opts.get("bias", 0)

    check(fn, (4,), kwargs={"scale": 2.0, "bias": 1.5}, graphs=1, breaks=0)


def test_forwarding_args_and_kwargs(check):
    def inner(x, y, *, alpha=1.0):
        return x + alpha * y

    def fn(*args, **kwargs):
        return inner(*args, **kwargs)

    check(fn, (4,), (4,), kwargs={"alpha": 0.5}, graphs=1, breaks=0)


# ---- 23. defaults and keyword-only arguments


def test_defaults_and_kw_only(check):
    def fn(x, y=2.0, *, z=1.0, mode="add"):
        return x * y + z if mode == "add" else x

    check(fn, (4,), graphs=1, breaks=0)
    check(fn, (4,), 0.5, kwargs={"z": 3.0}, graphs=1, breaks=0)


def test_tensor_default_argument(check):
    def fn(x, w=torch.ones(4)):  # noqa: B008 (a tensor default is what this test is about)
        return x * w

    check(fn, (4,), graphs=1, breaks=0)


# ---- 24. user functions, methods, staticmethod, classmethod


def test_call_user_function(check):
    def fn(x, y):
        return helper(x, y) + helper(y, x)

    check(fn, (4,), (4,), graphs=1, breaks=0)


def test_recursive_user_function(check):
    def fn(x):
        return deep(x, 3)

    check(fn, (4,), graphs=1, breaks=0)


class Ops:
    factor = 2.0

    def __init__(self, bias):
        self.bias = bias

    def apply(self, x):
        return x * self.factor + self.bias

    @staticmethod
    def square(x):
        return x * x

    @classmethod
    def make(cls, bias):
        return cls(bias)


def test_methods_static_and_class_on_plain_object(check):
    ops = Ops(0.5)

    def fn(x):
        return ops.apply(Ops.square(x)) + Ops.make(1.0).bias

    check(fn, (4,), graphs=1, breaks=0)


# ---- 25. closures, nested def, lambda


def test_closure_over_outer_variable(check):
    w = torch.randn(4)
    k = 3

    def fn(x):
        return x * w + k

    check(fn, (4,), graphs=1, breaks=0)


def test_nested_def_and_lambda(check):
    def fn(x):
        bias = x.mean()

        def add_bias(t):
            return t + bias

        double = lambda t: t * 2  # noqa: E731
        return double(add_bias(x))

    check(fn, (4,), graphs=1, breaks=0)


def test_closure_cell_written_inside(check):
    def fn(x):
        total = x

        def accumulate(t):
            nonlocal total
            total = total + t

        accumulate(x)
        accumulate(x * 2)
        return total

    check(fn, (4,), graphs=1, breaks=0)


def test_sorted_with_key_lambda(check):
    def fn(xs):
        return [t * 2 for t in sorted(xs, key=lambda t: t.shape[0])]

    check(fn, lambda: [torch.randn(3), torch.randn(1), torch.randn(2)], graphs=1, breaks=0)


# ---- 26. functools.partial and decorated functions


def test_functools_partial(check):
    softmax_last = functools.partial(torch.softmax, dim=-1)
    scaled = functools.partial(helper, y=0.5)

    def fn(x):
        return softmax_last(x) + scaled(x)

    check(fn, (3, 4), graphs=1, breaks=0)


def logged(f):
    @functools.wraps(f)
    def wrapper(*args, **kwargs):
        return f(*args, **kwargs) * 1.0

    return wrapper


@logged
def decorated(x):
    return x.exp()


def test_decorated_function(check):
    def fn(x):
        return decorated(x) + decorated.__wrapped__(x)

    check(fn, (4,), graphs=1, breaks=0)


def test_compile_as_decorator():
    @tcompile.compile
    def f(x):
        return x.sin() + 1

    @tcompile.compile(fullgraph=True)
    def g(x):
        return x.cos() * 2

    x = torch.randn(5)
    torch.testing.assert_close(f(x), x.sin() + 1)
    torch.testing.assert_close(g(x), x.cos() * 2)
    assert f.stats.graphs_compiled == 1 and g.stats.graphs_compiled == 1


# ---- 29. no_grad, enable_grad, set_grad_enabled, inference_mode


def test_no_grad_block(check):
    def fn(x, w):
        with torch.no_grad():
            y = x * w
        return y + x * w

    check(fn, (4,), lambda: torch.randn(4, requires_grad=True), graphs=1, breaks=0)


def test_nullcontext_block(check):
    # transformers' `maybe_autocast(enabled=False)` returns nullcontext() when autocast is off
    # (LLaMA's rotary embedding): it must not break the graph
    def maybe_autocast(enabled):
        return torch.no_grad() if enabled else contextlib.nullcontext()

    def fn(x, w):
        with maybe_autocast(False):
            y = x * w
        with contextlib.nullcontext(None):
            z = y.sin()
        return z + x

    check(fn, (4,), lambda: torch.randn(4, requires_grad=True), graphs=1, breaks=0)


def test_nullcontext_with_an_enter_result_breaks(check):
    def fn(x):
        with contextlib.nullcontext(2.0) as scale:  # break
            return x * scale

    check(fn, (4,), graphs=0, breaks=1)


def test_enable_grad_inside_no_grad():
    def fn(x):
        with torch.no_grad():
            with torch.enable_grad():
                y = x * 2
            z = x * 3
        return y, z

    x = torch.randn(3, requires_grad=True)
    with torch.no_grad():
        y, z = tcompile.compile(fn)(x)
    assert y.requires_grad and not z.requires_grad
    torch.testing.assert_close(y, x * 2)


def test_set_grad_enabled(check):
    def fn(x, train):
        with torch.set_grad_enabled(train):
            return x.exp()

    check(fn, lambda: torch.randn(3, requires_grad=True), False, graphs=1, breaks=0)
    check(fn, lambda: torch.randn(3, requires_grad=True), True, graphs=1, breaks=0)


def test_inference_mode(check):
    def fn(x):
        with torch.inference_mode():
            return x.relu() * 2

    check(fn, (4,), graphs=1, breaks=0)


@torch.no_grad()
def no_grad_helper(x, w):
    return x @ w


def test_no_grad_as_decorator(check):
    def fn(x, w):
        return no_grad_helper(x, w) + 1

    check(fn, (2, 3), lambda: torch.randn(3, 2, requires_grad=True), graphs=1, breaks=0)


def test_grad_flows_through_compiled_function():
    def fn(x, w):
        return (x @ w).tanh().sum()

    x, w = torch.randn(3, 4), torch.randn(4, 2, requires_grad=True)
    tcompile.compile(fn)(x, w).backward()
    got = w.grad.clone()
    w.grad = None
    fn(x, w).backward()
    torch.testing.assert_close(got, w.grad)


def test_is_grad_enabled_branch(check):
    def fn(x):
        return x * 2 if torch.is_grad_enabled() else x * 3

    check(fn, (3,), graphs=1, breaks=0)


# ---- 35. globals and imported modules


def test_global_constant_and_module(check):
    def fn(x):
        return F.relu(x) * SCALE + math.pi + torch.pi

    check(fn, (4,), graphs=1, breaks=0)


def test_global_dict_of_functions(check):
    def fn(x, act):
        return ACT2FN[act](x)

    check(fn, (4,), "silu", graphs=1, breaks=0)


def test_global_rebinding_is_seen():
    global SCALE

    def fn(x):
        return x * SCALE

    compiled = tcompile.compile(fn)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), x * 3.0)
    SCALE = 5.0
    try:
        torch.testing.assert_close(compiled(x), x * 5.0)
    finally:
        SCALE = 3.0
    torch.testing.assert_close(compiled(x), x * 3.0)


# ---- 39. state mutation visible after the call


def test_append_to_input_list(check):
    def fn(x, log):
        log.append(x * 2)
        log.append("done")
        return x + 1

    check(fn, (3,), lambda: [], graphs=1, breaks=0)


def test_mutate_input_dict(check):
    def fn(x, cache):
        cache["y"] = x.sin()
        cache.pop("old", None)
        return cache["y"] + 1

    check(fn, (3,), lambda: {"old": 1}, graphs=1, breaks=0)


def test_setattr_on_plain_object(check):
    class State:
        def __init__(self):
            self.count = 0
            self.last = None

    def fn(x, state):
        state.count += 1
        state.last = x * state.count
        return state.last

    state = State()
    compiled = tcompile.compile(fn)
    expected = State()
    for _ in range(3):
        x = torch.randn(3)
        torch.testing.assert_close(compiled(x, state), fn(x, expected))
        assert state.count == expected.count
        torch.testing.assert_close(state.last, expected.last)


counter = 0
history = []


def test_global_mutation():
    global counter

    def fn(x):
        global counter
        counter += 1
        history.append(counter)
        return x * counter

    compiled = tcompile.compile(fn)
    try:
        for i in range(1, 4):
            x = torch.randn(3)
            torch.testing.assert_close(compiled(x), x * i)
            assert counter == i and history == list(range(1, i + 1))
    finally:
        counter = 0
        history.clear()
    report = tcompile.explain(fn, torch.randn(3))
    counter = 0
    history.clear()
    assert (report.graph_count, report.graph_break_count) == (1, 0)

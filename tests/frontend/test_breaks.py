"""Graph breaks: restart-and-stop, the generated bridge, resume functions, skipped frames.

Each test checks results against eager over several calls, the number of graphs and breaks
`tcompile.explain` reports, and where the break is reported (file:line of the user's code).
"""

from __future__ import annotations

import contextlib
import inspect

import pytest
import torch

import tcompile
from tcompile.frontend.errors import FullGraphError

HERE = __file__


def line_of(fn, text: str) -> int:
    lines, start = inspect.getsourcelines(fn)
    return start + next(i for i, line in enumerate(lines) if text in line)


def toy_example(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b


def test_toy_example_two_graphs_one_break_correct_over_100_calls():
    compiled = tcompile.compile(toy_example)
    for _ in range(100):
        a, b = torch.randn(10), torch.randn(10)
        torch.testing.assert_close(compiled(a, b), toy_example(a, b))
    report = tcompile.explain(toy_example, torch.randn(10), torch.randn(10))
    assert (report.graph_count, report.graph_break_count) == (2, 1)
    brk = report.break_reasons[0]
    assert "branch on a tensor's value" in brk.reason and "b.sum() < 0" in brk.reason
    assert (brk.filename, brk.lineno) == (HERE, line_of(toy_example, "if b.sum()"))
    assert compiled.stats.graphs_compiled == 3  # the entry graph and both branches' resumes


def with_print(x):
    y = x.sin()
    print("between graphs")
    return y.cos() + x


def test_print_mid_function(capsys):
    compiled = tcompile.compile(with_print)
    x = torch.randn(5)
    for _ in range(3):
        torch.testing.assert_close(compiled(x), with_print(x))
    assert capsys.readouterr().out.count("between graphs") == 6  # once per call, each side
    report = tcompile.explain(with_print, x)
    assert (report.graph_count, report.graph_break_count) == (2, 1)
    assert "print" in report.break_reasons[0].reason


def test_item_breaks_and_the_number_reaches_the_resume():
    def fn(x):
        n = x.sum().item()
        return x * n

    compiled = tcompile.compile(fn)
    for _ in range(3):
        x = torch.randn(4)
        torch.testing.assert_close(compiled(x), fn(x))
    report = tcompile.explain(fn, torch.randn(4))
    assert report.graph_break_count == 1 and "item()" in report.break_reasons[0].reason


def test_break_inside_no_grad_reenters_the_context():
    def fn(x):
        with torch.no_grad():
            y = x * 2
            print("inside")
            z = y + x
        return z, x * 3

    x = torch.randn(4, requires_grad=True)
    z, w = tcompile.compile(fn)(x)
    torch.testing.assert_close(z, x.detach() * 3)
    assert not z.requires_grad and w.requires_grad


def test_break_inside_nullcontext_reenters_it():
    def fn(x):
        with contextlib.nullcontext():
            y = x * 2
            print("inside")
            z = y + x
        return z

    x = torch.randn(4, requires_grad=True)
    z = tcompile.compile(fn)(x)
    torch.testing.assert_close(z, x * 3)
    assert z.requires_grad
    report = tcompile.explain(fn, x)
    assert report.graph_break_count == 1 and "print" in report.break_reasons[0].reason


def callee(t):
    print("in callee")
    return t + 1


def test_break_in_an_inlined_callee_breaks_at_the_outer_call():
    def fn(x):
        y = x * 2
        return callee(y) * 3

    compiled = tcompile.compile(fn)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), fn(x))
    report = tcompile.explain(fn, x)
    # fn's prefix and suffix, plus callee's own two graphs (it is compiled when called)
    assert report.graph_break_count >= 1
    assert report.break_reasons[0].lineno == line_of(callee, "print(")


def test_break_in_a_loop_skips_the_frame():
    def fn(x):
        for i in range(3):
            x = x + i
            print(i)
        return x

    compiled = tcompile.compile(fn)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), fn(x))
    assert compiled.stats.frames_skipped == 1 and compiled.stats.graphs_compiled == 0


def test_break_in_try_skips_the_frame():
    def fn(x):
        try:
            y = x.sum().item()
        except RuntimeError:
            y = 0.0
        return x + y

    compiled = tcompile.compile(fn)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), fn(x))
    assert compiled.stats.frames_skipped == 1


def test_fullgraph_error_names_the_reason_and_the_user_line():
    def fn(x):
        return x * x.sum().item()

    with pytest.raises(FullGraphError) as info:
        tcompile.compile(fn, fullgraph=True)(torch.randn(3))
    assert info.value.reason == "Tensor.item() needs the tensor's value"
    assert (info.value.filename, info.value.lineno) == (HERE, line_of(fn, "return x * x"))


def test_side_effects_before_a_break_are_replayed_once():
    log: list[int] = []

    def fn(x, log):
        log.append(1)
        y = x + 1
        print("break")
        log.append(2)
        return y

    compiled = tcompile.compile(fn)
    torch.testing.assert_close(compiled(torch.ones(2), log), torch.full((2,), 2.0))
    assert log == [1, 2]


def test_bridge_source_follows_the_template():
    from tcompile.frontend.api import _compiled_function

    compiled = tcompile.compile(toy_example)
    compiled(torch.randn(4), torch.randn(4))
    session = _compiled_function(compiled)._session
    bridge = session.translations[0][1].run
    assert bridge.__name__.startswith("___bridge_toy_example")


def test_int_from_item_reaching_the_resume_does_not_recompile_per_value():
    def fn(x):
        k = x.argmax().item()
        return x * k + k

    compiled = tcompile.compile(fn)
    for i in range(6):
        x = torch.randn(8)
        x[i] = 10.0  # k == i: a new value each call
        torch.testing.assert_close(compiled(x), fn(x))
    # the first graph, then the resume: static once, then with `k` symbolic
    assert compiled.stats.graphs_compiled == 3


def make_closure(scale, w):
    def inner(x):
        print("inner")  # break
        return x * scale + w

    return inner


def test_closures_of_one_code_object_share_cache_entries(capsys):
    def outer(x, f):
        return f(x.cos())

    compiled = tcompile.compile(outer)
    closures = [make_closure(2.0, torch.randn(4)) for _ in range(2)]
    for f in closures:  # the second reuses the entries of `inner` and of its resume function
        x = torch.randn(4)
        torch.testing.assert_close(compiled(x, f), outer(x, f))
    # outer once (its guard is on the code of the nested `f`), inner's resume once
    assert compiled.stats.graphs_compiled == 2 and not compiled.stats.recompiles
    other = make_closure(3.0, torch.randn(4))  # another value in a cell: a new entry
    x = torch.randn(4)
    torch.testing.assert_close(compiled(x, other), outer(x, other))
    assert compiled.stats.graphs_compiled == 4
    for f in closures:  # both entries still serve their closures
        x = torch.randn(4)
        torch.testing.assert_close(compiled(x, f), outer(x, f))
    assert compiled.stats.graphs_compiled == 4



def grad_mode_switch(x, w):
    with torch.no_grad():  # on inputs: one graph, which reads them detached
        frozen = x * 2
        scale = torch.sin(w)
    return frozen + x * scale + w * x.detach(), frozen, scale


def detach_in_the_graph(x, w):
    hidden = torch.tanh(x * w)
    with torch.no_grad():
        frozen = hidden * 2
    return hidden * frozen + w * (x * w).detach(), frozen  # cuts kept in the graph


def grad_mode_switch_with_print(x, w):
    with torch.no_grad():
        frozen = x * 2
        print("inside no_grad")
        scale = torch.sin(w) * frozen
    return frozen + x * scale, scale


@pytest.mark.parametrize(("fn", "graphs", "breaks"), [
    (grad_mode_switch, 1, 0), (detach_in_the_graph, 1, 0), (grad_mode_switch_with_print, 2, 1)])
def test_no_grad_inside_the_frame_gives_eager_requires_grad_and_gradients(fn, graphs, breaks,
                                                                          capsys):
    compiled = tcompile.compile(fn)
    for _ in range(2):
        x, w = torch.randn(5, requires_grad=True), torch.randn(5, requires_grad=True)
        ex, ew = (t.detach().clone().requires_grad_() for t in (x, w))
        got, expected = compiled(x, w), fn(ex, ew)
        assert [t.requires_grad for t in got] == [t.requires_grad for t in expected]
        torch.testing.assert_close(got, expected)
        got[0].sum().backward()
        expected[0].sum().backward()
        torch.testing.assert_close((x.grad, w.grad), (ex.grad, ew.grad))
    report = tcompile.explain(fn, torch.randn(5, requires_grad=True), torch.randn(5))
    assert (report.graph_count, report.graph_break_count) == (graphs, breaks)


def test_no_grad_without_inputs_that_require_grad_stays_one_graph():
    report = tcompile.explain(detach_in_the_graph, torch.randn(5), torch.randn(5))
    assert (report.graph_count, report.graph_break_count) == (1, 0)


def closure_across_a_break(x, k):
    scale = k * 2
    acc = x * 0

    def bump(t):
        nonlocal acc
        acc = acc + t * scale
        return acc

    square = lambda t: t * t  # noqa: E731
    bump(x)
    print("break")  # break
    bump(square(x))
    return acc, bump(x), scale


def make_outer(w):
    def outer(x):
        shift = lambda t: t + w  # noqa: E731  (a free variable of `outer` itself)
        y = shift(x)
        print("break")  # break
        return shift(y)
    return outer


def test_closures_live_across_a_break_are_rebuilt_with_shared_cells(capsys):
    compiled = tcompile.compile(closure_across_a_break)
    for k in (1.5, 1.5, 1.5, -2.0):
        if k < 0:  # the closures made per call recompiled nothing
            assert compiled.stats.frames_skipped == 0 and not compiled.stats.recompiles
        x = torch.randn(4)
        torch.testing.assert_close(compiled(x, k), closure_across_a_break(x, k))

    w = torch.randn(4)
    outer = make_outer(w)
    compiled = tcompile.compile(outer)
    for _ in range(3):
        x = torch.randn(4)
        torch.testing.assert_close(compiled(x), outer(x))
    assert compiled.stats.frames_skipped == 0 and not compiled.stats.recompiles


def test_float_from_item_reaching_the_resume_does_not_recompile_per_value():
    def fn(x, ints):
        m = x.mean().item()
        return (x - m) * m, ints * m, x > m

    compiled = tcompile.compile(fn)
    for _ in range(5):
        x, ints = torch.randn(8, dtype=torch.float64), torch.randint(-5, 5, (8,))
        got, expected = compiled(x, ints), fn(x, ints)
        assert [t.dtype for t in got] == [t.dtype for t in expected]  # float64, float32, bool
        torch.testing.assert_close(got, expected)
    # the first graph, then the resume: static once, then with `m` a 0-d tensor input
    assert compiled.stats.graphs_compiled == 3, compiled.stats

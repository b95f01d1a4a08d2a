"""Frontend corpus: graph breaks (issue #4, research/frontend.md §2 and the end of §5).

Code the frontend cannot capture (print, logging, warnings, `.item()`, `.tolist()`, NumPy,
`if tensor:`, an unknown C function) splits the function: the graph so far is compiled, the
piece runs natively, and the rest continues in a resume function that is compiled too. Every
break is reported at its `# break` line. Where splitting is unsafe (in a loop, in try/except)
the frame runs natively: like torch.compile, explain then reports no graph and no break for
it (the skip is counted in `stats.frames_skipped`).

torch.compile differs in a few cases, noted at each test: it traces NumPy and `.tolist()` of
an input without a break, and counts an extra break for a break inside an inlined callee.
"""

import inspect
import logging
import zlib

import numpy as np
import pytest
import torch

import tcompile
from tcompile.frontend.errors import FullGraphError

logger = logging.getLogger("tcompile.tests.frontend.corpus")


def break_line(fn) -> int:
    """The file line number of the first `# break` comment in `fn`'s source."""
    lines, first = inspect.getsourcelines(fn)
    return first + next(i for i, line in enumerate(lines) if "# break" in line)


# ---- one break, two graphs


def test_print(check):
    def fn(x):
        y = x + 1
        print("y computed")  # break
        return y * 2

    check(fn, (4,), graphs=2, breaks=1)


def test_logging_a_tensor(check, caplog):
    def fn(x):
        y = x + 1
        logger.info("y is %s", y)  # break
        return y * 2

    with caplog.at_level(logging.INFO, logger=logger.name):
        check(fn, (4,), graphs=2, breaks=1, calls=2)
    # each eager and compiled call logged once, and explain's call too
    assert len(caplog.records) == 5


def test_item(check):
    def fn(x):
        y = x * 2
        s = y.sum().item()  # break
        return y + s

    check(fn, (4,), graphs=2, breaks=1)


def test_item_used_in_python_branch(check):
    def fn(x):
        y = x.abs()
        if y.max().item() > 100.0:  # break
            return y * 0
        return y - 1

    check(fn, (4,), graphs=2, breaks=1)


def test_tolist(check):
    # torch.compile traces .tolist() of an input; tcompile breaks (issue #4) with nothing
    # captured before it, so only the resume's graph remains
    def fn(x):
        vals = x.tolist()  # break
        return x * len(vals), vals

    check(fn, (4,), graphs=1, breaks=1)


def test_numpy(check):
    # torch.compile traces NumPy through torch._numpy; tcompile runs it natively (a break)
    def fn(x):
        y = x.sin() * 2
        a = np.asarray(y)  # break
        return y + 1, a.shape

    check(fn, (4,), graphs=2, breaks=1)


def test_if_tensor(check):
    def fn(x):
        y = x * 2
        if (x > 0).all():  # break
            return y + 1
        return y - 1

    check(fn, (4,), graphs=2, breaks=1)
    check(fn, lambda: torch.rand(4) + 0.1, graphs=2, breaks=1)


def test_bool_of_tensor_in_and(check):
    def fn(x, flag):
        if flag and x.sum() > 0:  # break
            return x + 1
        return x - 1

    check(fn, (4,), True, graphs=2, breaks=1)


def test_unknown_c_function(check):
    def fn(x):
        y = x + 1
        c = zlib.crc32(b"tcompile")  # break
        return y * (c % 7)

    check(fn, (4,), graphs=2, breaks=1)


# ---- several breaks and what crosses them


def test_two_breaks(check):
    def fn(x):
        y = x * 2
        a = y.sum().item()  # break
        z = y + a
        b = z.sum().item()  # break
        return z * b

    check(fn, (4,), graphs=3, breaks=2)


def test_python_values_live_across_a_break(check):
    def fn(x, n, names):
        y = x * n
        print(len(names))  # break
        return {name: y + i for i, name in enumerate(names)}, n

    check(fn, (3,), 3, lambda: ["a", "b"], graphs=2, breaks=1)


def test_break_in_middle_of_expression(check):
    def fn(x):
        return x.sin() + x.sum().item() * x.cos()  # break

    check(fn, (4,), graphs=2, breaks=1)


def test_break_with_mutation_before_it(check):
    def fn(x, log):
        log.append(x * 2)
        print("logged")  # break
        log.append(x + 1)
        return len(log)

    check(fn, (3,), lambda: [], graphs=2, breaks=1)


def test_break_inside_no_grad():
    def fn(x):
        with torch.no_grad():
            y = x * 2
            s = y.sum().item()  # break
            z = y * x
        return z + s, x * 3

    x = torch.randn(4, requires_grad=True)
    z, w = tcompile.compile(fn)(x)
    ez, ew = fn(x)
    torch.testing.assert_close(z, ez)
    torch.testing.assert_close(w, ew)
    assert not z.requires_grad and w.requires_grad
    report = tcompile.explain(fn, torch.randn(4, requires_grad=True))
    assert (report.graph_count, report.graph_break_count) == (2, 1)


def test_break_inside_no_grad_check(check):
    def fn(x):
        with torch.no_grad():
            y = x * 2
            print("inside")  # break
            z = y * x
        return z + 1

    check(fn, lambda: torch.randn(4, requires_grad=True), graphs=2, breaks=1)


def inner(x):
    s = x.sum().item()  # break
    return x * s


def test_break_in_nested_called_function(check):
    # the call is a break in fn; inner is compiled on its own and breaks again: 2 breaks,
    # 4 graphs (torch.compile says 3 breaks: it also counts its failed inlining attempt).
    # torch.compile reports both at inner's line; tcompile may name the call site for the first
    def fn(x):
        y = x + 1
        z = inner(y)  # break
        return z - 1

    check(fn, (4,), graphs=4, breaks=2)


# ---- frames that run natively


def test_break_in_loop_runs_frame_natively(check):
    def fn(x):
        for _ in range(3):
            x = x + x.sum().item()  # break
        return x

    compiled = check(fn, (4,), graphs=0, breaks=0)
    assert compiled.stats.frames_skipped >= 1


def test_print_in_while_loop(check):
    def fn(x):
        n = 0
        while n < 2:
            print(n)  # break
            x = x * 2
            n += 1
        return x

    check(fn, (4,), graphs=0, breaks=0)


def test_break_in_try_runs_frame_natively(check):
    def fn(x):
        try:
            y = x + 1
            s = y.sum().item()  # break
        except ValueError:
            s = 0.0
        return y * s

    compiled = check(fn, (4,), graphs=0, breaks=0)
    assert compiled.stats.frames_skipped >= 1


def test_exception_raised_after_break_is_caught_eagerly(check):
    def fn(x):
        try:
            if x.sum().item() > 1e9:  # break
                raise ValueError("huge")
            return x * 2
        except ValueError:
            return x

    check(fn, (4,), graphs=0, breaks=0)


# ---- the reasons, and fullgraph=True


def test_break_reasons_name_the_construct():
    def fn(x):
        y = x + 1
        print("y")  # break
        z = y.sum().item()  # break
        return y * z

    report = tcompile.explain(fn, torch.randn(4))
    reasons = [r.reason for r in report.break_reasons]
    assert len(reasons) == 2
    assert "print" in reasons[0] and "item" in reasons[1], reasons
    assert [r.filename for r in report.break_reasons] == [__file__, __file__]
    assert report.break_reasons[0].lineno == break_line(fn)
    assert str(report)  # a readable report


@pytest.mark.parametrize("what", ["print", "item", "if_tensor", "unknown_c"])
def test_fullgraph_error_names_reason_and_line(what):
    def f_print(x):
        print("no")  # break
        return x

    def f_item(x):
        return x * x.sum().item()  # break

    def f_if_tensor(x):
        if x.sum() > 0:  # break
            return x
        return -x

    def f_unknown_c(x):
        return x * zlib.crc32(b"x")  # break

    fn = {"print": f_print, "item": f_item, "if_tensor": f_if_tensor,
          "unknown_c": f_unknown_c}[what]
    with pytest.raises(FullGraphError) as info:
        tcompile.compile(fn, fullgraph=True)(torch.randn(4))
    err = info.value
    assert (err.filename, err.lineno) == (__file__, break_line(fn))
    assert f"{__file__}:{break_line(fn)}" in str(err)
    assert err.reason and err.reason in str(err)


def test_fullgraph_accepts_a_whole_graph():
    def fn(x):
        return torch.relu(x) * 2

    x = torch.randn(4)
    torch.testing.assert_close(tcompile.compile(fn, fullgraph=True)(x), fn(x))

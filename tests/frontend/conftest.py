"""The frontend corpus's one helper: compile a function, compare it with eager, count graphs.

`check(fn, *inputs, graphs=, breaks=)` is a fixture so that every corpus test reads as one
small function plus one line of expectations:

    def test_add(check):
        def fn(x, y):
            return x + y
        check(fn, (4, 8), (4, 8), graphs=1, breaks=0)

An input spec makes a FRESH value for each call:
- a tuple of ints: `torch.randn(*shape)`;
- a `lambda` (any plain function): called with no arguments (`lambda: torch.randint(9, (4,))`);
- anything else (an int, a string, a module, a list factory's result...) is passed as is, the
  same object on every call (a Python list passed as is is shared, so wrap it in a lambda).

Eager runs on a deep copy of the same inputs, so a mutation the function makes (an appended
list, an in-place tensor op, a module attribute) must leave the compiled call's inputs equal
to eager's afterwards. Then `tcompile.explain` on fresh inputs must report exactly `graphs`
graphs and `breaks` graph breaks, each break at a line of the test's source that carries a
`# break` comment.
"""

from __future__ import annotations

import copy
import dataclasses
import linecache
import types
from collections.abc import Callable, Sequence
from typing import Any

import pytest
import torch
from torch import nn

import tcompile
from tcompile.frontend import native
from tcompile.testing.compare import assert_matches

BREAK_MARK = "# break"


def make(spec: Any) -> Any:
    """A fresh input from its spec (see the module docstring)."""
    if isinstance(spec, tuple) and all(isinstance(d, int) for d in spec):
        return torch.randn(*spec)
    if isinstance(spec, types.FunctionType):
        return spec()
    return spec


def assert_same(got: Any, expected: Any, atol: float, rtol: float, where: str = "output") -> None:
    """`got` equals eager's `expected`: tensors by value, dtype, shape and strides; Python
    containers, dataclasses and modules element by element; everything else by `==`."""
    assert type(got) is type(expected), f"{where}: {type(got).__name__} != {type(expected).__name__}"
    if isinstance(expected, torch.Tensor):
        assert_matches(got, expected, atol=atol, rtol=rtol)
        assert got.requires_grad == expected.requires_grad, f"{where}: requires_grad differs"
    elif isinstance(expected, list | tuple):  # namedtuples included: the type is compared above
        assert len(got) == len(expected), f"{where}: length {len(got)} != {len(expected)}"
        for i, (g, e) in enumerate(zip(got, expected, strict=True)):
            assert_same(g, e, atol, rtol, f"{where}[{i}]")
    elif isinstance(expected, dict):
        assert list(got) == list(expected), f"{where}: keys {list(got)} != {list(expected)}"
        for k in expected:
            assert_same(got[k], expected[k], atol, rtol, f"{where}[{k!r}]")
    elif dataclasses.is_dataclass(expected):
        assert_same(dataclasses.asdict(got), dataclasses.asdict(expected), atol, rtol, where)
    elif isinstance(expected, nn.Module):
        assert_same(got.state_dict(), expected.state_dict(), atol, rtol, f"{where}.state_dict()")
        plain = (int, float, str, bool, type(None), list, tuple, dict, torch.Tensor)
        for name, e in vars(expected).items():
            if not name.startswith("_") and isinstance(e, plain):
                assert_same(getattr(got, name), e, atol, rtol, f"{where}.{name}")
    else:
        assert got == expected, f"{where}: {got!r} != {expected!r}"


def break_lines(reasons: Sequence[Any]) -> list[str]:
    """The source line of each graph break, for the `# break` marker check."""
    return [linecache.getline(r.filename, r.lineno) for r in reasons]


def run_check(fn: Callable[..., Any], *inputs: Any, graphs: int, breaks: int,
              kwargs: dict[str, Any] | None = None, calls: int = 3, atol: float = 1e-5,
              rtol: float = 1.3e-6, backend: Any = None, **options: Any) -> Any:
    """Compile `fn`, compare `calls` compiled calls with eager on fresh inputs, then check
    `tcompile.explain`'s graph and break counts. Returns the compiled function (its stats
    cover exactly those `calls` calls). `options` go to `tcompile.compile`."""
    kwargs = kwargs or {}
    if backend is not None:
        options["backend"] = backend
    compiled = tcompile.compile(fn, **options)
    for call in range(calls):
        args = [make(s) for s in inputs]
        kw = {k: make(s) for k, s in kwargs.items()}
        eager_args, eager_kw = copy.deepcopy((args, kw))
        expected = fn(*eager_args, **eager_kw)
        got = compiled(*args, **kw)
        assert_same(got, expected, atol, rtol, f"call {call}: output")
        assert_same(args, eager_args, atol, rtol, f"call {call}: arguments after the call")
        assert_same(kw, eager_kw, atol, rtol, f"call {call}: keyword arguments after the call")

    report = tcompile.explain(fn, *[make(s) for s in inputs],
                              **{k: make(s) for k, s in kwargs.items()})
    assert (report.graph_count, report.graph_break_count) == (graphs, breaks), (
        f"expected {graphs} graph(s) and {breaks} break(s), explain says:\n{report}")
    for line in break_lines(report.break_reasons):
        assert BREAK_MARK in line, f"a graph break is reported at a line without `{BREAK_MARK}`: {line!r}"
    return compiled


@pytest.fixture
def check() -> Callable[..., Any]:
    """`run_check`, with tcompile's caches cleared and torch's RNG seeded per test."""
    tcompile.reset()
    torch.manual_seed(0)
    return run_check


def pytest_collection_modifyitems(config, items):
    """Mark the frontend tests of `tcompile.testing.expected_failures` as strict xfails."""
    from tcompile.testing.expected_failures import expected_failure  # noqa: PLC0415

    for item in items:
        key = item.nodeid.split("tests/frontend/", 1)[-1]
        if reason := expected_failure("frontend", key):
            item.add_marker(pytest.mark.xfail(reason=reason, strict=True))


@pytest.fixture(params=["native", "python"])
def guard_mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Guards built with the native helpers (`make test` builds them), then without them
    (what a machine without a C++ compiler runs)."""
    if request.param == "python":
        monkeypatch.setattr(native, "_loaded", None)
    elif native.SUPPORTED and native.load() is None:
        pytest.fail("the native guard helpers are not built: run `make native`")
    return request.param

"""Compiled graphs against eager: one helper with declared tolerances."""

from __future__ import annotations

import torch

from tcompile.compiler import compile_function
from tcompile.testing.cases import Case


def assert_matches(got: torch.Tensor, expected: torch.Tensor, atol: float, rtol: float) -> None:
    """Same values (NaN where eager has NaN), dtype, shape and strides."""
    torch.testing.assert_close(got, expected, atol=atol, rtol=rtol, equal_nan=True)
    if expected.numel() > 1:
        assert got.stride() == expected.stride(), (got.stride(), expected.stride())


def run_case(c: Case, target: str, seed: str, device: str = "cpu") -> None:
    """Compile `c` for `target` on one set of inputs, run it on fresh ones, compare."""
    torch.manual_seed(sum(map(ord, seed)))

    def inputs() -> list[torch.Tensor]:
        return [t.to(device) for t in c.inputs()]

    graph = compile_function(c.fn, *inputs(), target=target)
    fresh = inputs()  # new values: nothing was specialised to the recorded ones
    expected = c.fn(*fresh)
    expected = [expected] if isinstance(expected, torch.Tensor) else list(expected)
    got = graph(*fresh)
    assert len(got) == len(expected)
    for g, e in zip(got, expected, strict=True):
        assert_matches(g, e, c.atol, c.rtol)

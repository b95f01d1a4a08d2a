"""Every corpus case with dynamic sizes, through the frontend: the check shared by the CPU
tests (tests/e2e/test_dynamic.py) and the GPU tests (tests/gpu).

Three ways to make sizes symbolic, each called at sizes A, then B, then C (the sizes that
`free_sizes` finds the program accepts changed, mapped twice):

- `dynamic`: `tcompile.compile(fn, dynamic=True)`: one translation serves A, B and C;
- `marked`: `tcompile.mark_dynamic` on the dims that change: one translation;
- `automatic`: the default; A compiles static, B recompiles with the changed tensors' sizes
  symbolic, C runs from B's entry: two translations at most.

Every call must match eager (values, dtypes, shapes and strides), and every graph must be
compiled: no graph break, no frame run natively, no graph replayed eagerly.
"""

from __future__ import annotations

import torch

import tcompile
from tcompile.frontend.api import _compiled_function
from tcompile.testing.cases import Case
from tcompile.testing.compare import assert_matches
from tcompile.testing.dynamic import changed_dims, free_sizes, resize_inputs, shifted
from tcompile.testing.expected_failures import expected_failure

MODES = ("dynamic", "marked", "automatic")


def expected_dynamic_failure(name: str, mode: str, target: str, device: str) -> str | None:
    """The reason `name` is expected to fail in `mode` (tcompile.testing.expected_failures:
    for every backend and device, for the backend `target`, or for tensors on `device`)."""
    return next((r for key in (f"{name}::{mode}", f"{name}::{mode}::{target}",
                               f"{name}::{mode}::{device}")
                 if (r := expected_failure("dynamic", key))), None)


def run_dynamic_case(c: Case, target: str, mode: str, seed: str, device: str = "cpu") -> None:
    torch.manual_seed(sum(map(ord, seed)))
    base = c.inputs()
    sizes_b = free_sizes(c.fn, base, keep=c.static_sizes)
    sizes_c = shifted(sizes_b, 5)
    gen = torch.Generator().manual_seed(sum(map(ord, seed)))
    calls = [base, resize_inputs(base, sizes_b, gen), resize_inputs(base, sizes_c, gen)]
    calls = [[t.to(device) for t in inputs] for inputs in calls]
    compiled = tcompile.compile(c.fn, backend=target,
                                dynamic=True if mode == "dynamic" else None)
    if mode == "marked":
        for t in calls[0]:
            for d in changed_dims(t, sizes_b):
                tcompile.mark_dynamic(t, d)
    for inputs in calls:
        expected = c.fn(*inputs)
        got = compiled(*inputs)
        expected = [expected] if isinstance(expected, torch.Tensor) else list(expected)
        got = [got] if isinstance(got, torch.Tensor) else list(got)
        assert len(got) == len(expected)
        for g, e in zip(got, expected, strict=True):
            assert_matches(g, e, c.atol, c.rtol)
    stats = compiled.stats
    assert stats.graph_breaks == 0 and stats.frames_skipped == 0 and stats.fallbacks == 0, stats
    translations = _compiled_function(compiled)._session.translations
    assert all(g.target == target for _, t in translations for g in t.graphs), \
        [(g.name, g.target) for _, t in translations for g in t.graphs]
    allowed = 1 if mode == "automatic" and sizes_b else 0
    assert len(stats.recompiles) <= allowed, (sizes_b, stats)
    if mode == "automatic" and sizes_b:
        assert len(stats.recompiles) == 1, (sizes_b, stats)

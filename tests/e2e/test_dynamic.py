"""Every corpus case with symbolic sizes, through the frontend, on both backends.

Each case of `tcompile.testing.cases` (the hand-written corpus and the generated one) runs
with `dynamic=True`, with `mark_dynamic`, and on the automatic path (sizes A, then B, then C)
through the LLVM backend natively and the Triton backend in Triton's interpreter, where every
load and store is bounds-checked (tests/conftest.py); see `tcompile.testing.dynamic_cases`.

The Triton backend runs `dynamic` and `automatic` only: `marked` differs from `automatic` in
the frontend (which the LLVM runs test), while its graphs make a subset of the dims symbolic
that `automatic` makes symbolic (the changed dims, not all dims of the changed tensors), and
the interpreter's runs are the suite's slowest (up to 24 s a case; the GPU tests run all three
modes on the real Triton).
"""

from __future__ import annotations

import pytest

from tcompile.testing.cases import CASES, GENERATED
from tcompile.testing.dynamic_cases import MODES, expected_dynamic_failure, run_dynamic_case

ALL = {**CASES, **GENERATED}


@pytest.mark.parametrize(("target", "mode"), [(t, m) for t in ("llvm", "triton") for m in MODES
                                              if (t, m) != ("triton", "marked")])
@pytest.mark.parametrize("name", sorted(ALL))
def test_dynamic_sizes_match_eager(name, target, mode, request):
    reason = expected_dynamic_failure(name, mode, target, "cpu")
    if reason:
        request.applymarker(pytest.mark.xfail(reason=reason, strict=True))
    run_dynamic_case(ALL[name], target, mode, seed=name)


def test_symbolic_rows_in_registers_while_they_fit(monkeypatch):
    """A layer norm with every size symbolic: rows of 96 run in the persistent twin of the
    looped kernel, rows of 9000 in the looped kernel itself; both match eager."""
    import torch
    import torch.nn.functional as F

    import tcompile
    import tcompile.runtime.triton as rt

    ran = []
    interpreted = rt._run_interpreted
    monkeypatch.setattr(rt, "_run_interpreted", lambda kernel, *args: (
        ran.append(kernel.fn.__name__), interpreted(kernel, *args)))
    compiled = tcompile.compile(lambda x, w, b: F.layer_norm(x, (x.shape[-1],), w, b),
                                backend="triton", dynamic=True)
    for rows, cols in ((8, 96), (3, 9000)):
        x, w, b = torch.randn(rows, cols), torch.randn(cols), torch.randn(cols)
        torch.testing.assert_close(compiled(x, w, b), F.layer_norm(x, (cols,), w, b),
                                   atol=1e-4, rtol=1e-4)
    assert compiled.stats.graphs_compiled == 1
    assert [name.endswith("_persistent_kernel") for name in ran] == [True, False], ran

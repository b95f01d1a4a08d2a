"""The Triton backend on a real GPU: the CPU suite's cases, and the examples at full size.

Run on the device machine (`pytest -m gpu tests/gpu`); without CUDA these are deselected.
"""

from __future__ import annotations

import pathlib

import pytest
import torch

from tcompile.compiler import compile_torch_module
from tcompile.testing.cases import CASES, GENERATED
from tcompile.testing.compare import assert_matches, run_case
from tcompile.testing.expected_failures import expected_failure
from tcompile.testing.ir import make_context, parse
from tcompile.testing.torch_interp import DTYPES, run_torch_function

pytestmark = pytest.mark.gpu
EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "ir"
ALL = {**CASES, **GENERATED}


@pytest.mark.parametrize("name", sorted(ALL))
def test_case_matches_eager_on_gpu(name):
    if reason := expected_failure("codegen", name):
        pytest.xfail(reason)
    run_case(ALL[name], "triton", seed=name, device="cuda")


@pytest.mark.parametrize("example", sorted(p.stem for p in EXAMPLES.glob("*.mlir")))
def test_example_matches_eager_on_gpu(example):
    ctx = make_context()
    text = (EXAMPLES / f"{example}.mlir").read_text()
    graph = compile_torch_module(parse(ctx, text), "triton")
    torch_module = parse(ctx, text)
    fn = next(op for op in torch_module.walk() if op.name == "func.func")
    torch.manual_seed(0)
    inputs = []
    for arg in fn.args:
        shape = [int(d.subs({s: 1000 for s in d.free_symbols})) for d in arg.type.sizes]
        inputs.append(torch.randn(shape, device="cuda").to(DTYPES[str(arg.type.element_type)]))
    expected = run_torch_function(torch_module, inputs, check_dtypes=False)
    tol = 2e-2 if "bf16" in text else (2e-3 if example == "mlp" else 1e-4)
    for got, e in zip(graph(*inputs), expected, strict=True):
        assert_matches(got, e, atol=tol, rtol=tol)


def test_repeated_calls_with_fresh_and_misaligned_inputs():
    """Later calls take the direct launch path, which must respect Triton's pointer-alignment
    specialisation: a misaligned view gets its own compiled kernel."""
    from tcompile.compiler import compile_function

    def fn(x, y):
        return torch.softmax(x, -1) * 2 + y

    def misaligned(rows, cols):
        return torch.randn(rows * cols + 1, device="cuda")[1:].view(rows, cols)

    graph = compile_function(fn, torch.randn(64, 129, device="cuda"),
                             torch.randn(129, device="cuda"))
    for make in (lambda: torch.randn(64, 129, device="cuda"), lambda: misaligned(64, 129)) * 3:
        x, y = make(), torch.randn(129, device="cuda")
        assert_matches(graph(x, y)[0], fn(x, y), atol=1e-5, rtol=1e-5)


def test_max_autotune_benchmarks_once_and_keeps_the_winner(tmp_path, monkeypatch):
    from tcompile.compiler import compile_function

    monkeypatch.setenv("TCOMPILE_CACHE_DIR", str(tmp_path))
    x = torch.randn(1000, 3000, device="cuda")
    graph = compile_function(lambda a: torch.softmax(a, -1), x, target="triton",
                             mode="max-autotune")
    assert_matches(graph(x)[0], torch.softmax(x, -1), atol=1e-5, rtol=1e-5)
    assert list((tmp_path / "autotune").rglob("*.json")), "no autotune winner on disk"

"""`tcompile.compile` on CUDA tensors: the doc examples and the model zoo through the frontend
and the Triton backend on a real GPU (run on the device machine: `pytest -m gpu tests/gpu`)."""

from __future__ import annotations

import pytest
import torch

import tcompile
from tcompile.testing.models import MODELS

pytestmark = pytest.mark.gpu
TOL = {"atol": 2e-4, "rtol": 2e-4}


def toy_example(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b


def test_doc_examples_on_gpu():
    def fn(x, y):
        return torch.cos(x) + torch.sin(y)

    x, y = torch.randn(1000, device="cuda"), torch.randn(1000, device="cuda")
    compiled = tcompile.compile(fn)
    torch.testing.assert_close(compiled(x, y), fn(x, y))
    report = tcompile.explain(fn, x, y)
    assert (report.graph_count, report.graph_break_count, report.kernel_count) == (1, 0, 1)
    assert tcompile.last_ir(compiled)[0][0] == "torch"

    toy = tcompile.compile(toy_example)
    for i in range(20):
        a = torch.randn(64, device="cuda")
        b = (1.0 if i % 3 else -1.0) * torch.rand(64, device="cuda")
        torch.testing.assert_close(toy(a, b), toy_example(a, b))
    assert toy.stats.graphs_compiled == 3


@pytest.mark.parametrize("name", sorted(MODELS))
def test_model_on_gpu(name):
    torch.manual_seed(0)
    factory, make_inputs = MODELS[name]
    model = factory().eval().cuda()
    compiled = tcompile.compile(model)
    with torch.no_grad():
        for _ in range(2):
            inputs = [t.cuda() for t in make_inputs()]
            torch.testing.assert_close(compiled(*inputs), model(*inputs), **TOL)
        report = tcompile.explain(model, *[t.cuda() for t in make_inputs()])
    assert (report.graph_count, report.graph_break_count) == (1, 0), str(report)
    assert [g.target for g in report.graphs] == ["triton"], [g.fallback_reason for g in report.graphs]


def test_reduce_overhead_mode_on_gpu():
    def fn(x, w):
        return torch.softmax(x @ w, -1) * 2

    x, w = torch.randn(64, 64, device="cuda"), torch.randn(64, 64, device="cuda")
    compiled = tcompile.compile(fn, mode="reduce-overhead")
    for _ in range(3):
        torch.testing.assert_close(compiled(x, w), fn(x, w), **TOL)


@pytest.mark.parametrize("as_module", [False, True])
def test_triton_set_up_starts_before_the_compiler_loads(monkeypatch, as_module):
    """A first call with CUDA arguments (a module's by its parameters) starts Triton's driver
    set-up and the compile workers before the capture, so they overlap the compiler's imports."""
    from tcompile.frontend import api
    from tcompile.runtime import triton_pool

    monkeypatch.setattr(triton_pool, "_STARTED", None)
    seen = []
    inner = api.translate

    def translate(*args):
        seen.append(triton_pool._STARTED is not None)
        return inner(*args)

    monkeypatch.setattr(api, "translate", translate)
    x = torch.randn(64, device="cuda")
    if as_module:
        model = torch.nn.Linear(64, 8).cuda()
        torch.testing.assert_close(tcompile.compile(model)(x), model(x), **TOL)
    else:
        torch.testing.assert_close(tcompile.compile(lambda t: t.sin() + 1)(x), x.sin() + 1)
    assert seen == [True]

"""The model zoo (`tcompile.testing.models`) through `tcompile.compile(model)`: captured whole,
correct against eager with and without grad, then a changing batch size recompiles once and
stays dynamic. Models run in eval mode (dropout off, batch norm on running statistics)."""

import pytest
import torch

import tcompile
from tcompile.testing.models import MODELS

TOL = {"atol": 1e-4, "rtol": 1e-4}


def batch_of(make_inputs, copies: int) -> list[torch.Tensor]:
    """Fresh inputs with `copies` times the example batch (dim 0)."""
    return [torch.cat(parts) for parts in zip(*(make_inputs() for _ in range(copies)),
                                               strict=True)]


@pytest.fixture(params=sorted(MODELS))
def model(request):
    torch.manual_seed(0)
    factory, make_inputs = MODELS[request.param]
    return factory().eval(), make_inputs


def test_captured_whole_and_correct(model):
    m, make_inputs = model
    compiled = tcompile.compile(m)
    for _ in range(2):
        inputs = make_inputs()
        torch.testing.assert_close(compiled(*inputs), m(*inputs), **TOL)
    report = tcompile.explain(m, *make_inputs())
    assert (report.graph_count, report.graph_break_count) == (1, 0), str(report)
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.cache_hits == 1


def test_under_no_grad(model):
    m, make_inputs = model
    compiled = tcompile.compile(m)
    with torch.no_grad():
        for _ in range(2):
            inputs = make_inputs()
            got = compiled(*inputs)
            torch.testing.assert_close(got, m(*inputs), **TOL)
            assert not got.requires_grad
        report = tcompile.explain(m, *make_inputs())
    assert (report.graph_count, report.graph_break_count) == (1, 0), str(report)


def test_changing_batch_size_recompiles_once(model):
    m, make_inputs = model
    compiled = tcompile.compile(m)
    with torch.no_grad():
        for copies in (1, 2, 3):
            inputs = batch_of(make_inputs, copies)
            torch.testing.assert_close(compiled(*inputs), m(*inputs), **TOL)
    # the second batch size recompiles with a dynamic batch dim; the third hits it
    assert compiled.stats.graphs_compiled == 2
    assert len(compiled.stats.recompiles) == 1


def test_gradients_match_eager():
    factory, make_inputs = MODELS["mlp"]
    m = factory()
    compiled = tcompile.compile(m)
    x = make_inputs()[0]
    compiled(x).square().sum().backward()
    got = [p.grad.clone() for p in m.parameters()]
    m.zero_grad()
    m(x).square().sum().backward()
    for g, p in zip(got, m.parameters(), strict=True):
        torch.testing.assert_close(g, p.grad, **TOL)

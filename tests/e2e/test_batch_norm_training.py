"""Batch norm in training mode compiles (issues #12 and #13): the running statistics it
updates in place are new values of the graph, written back into the module's buffers after
it, and the backward replay sees the statistics from before the step."""

from __future__ import annotations

import copy

import pytest
import torch

import tcompile


def _net() -> torch.nn.Module:
    torch.manual_seed(0)
    return torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3), torch.nn.BatchNorm2d(8, momentum=0.2),
                               torch.nn.ReLU(), torch.nn.Flatten(), torch.nn.LazyLinear(4))


def _assert_same_state(eager: torch.nn.Module, compiled: torch.nn.Module) -> None:
    for (name, a), b in zip(eager.state_dict().items(), compiled.state_dict().values(),
                            strict=True):
        torch.testing.assert_close(b, a, rtol=1e-5, atol=1e-6, msg=name)


@pytest.mark.parametrize("grad", [False, True])
def test_a_conv_net_in_train_mode_updates_its_statistics_as_eager(grad):
    eager = _net().train()
    eager(torch.randn(2, 3, 10, 10))  # materialize the lazy layer
    model = copy.deepcopy(eager)
    compiled = tcompile.compile(model)
    for _ in range(3):
        x = torch.randn(4, 3, 10, 10)
        with torch.set_grad_enabled(grad):
            expected, got = eager(x), compiled(x)
        torch.testing.assert_close(got, expected, rtol=1e-5, atol=1e-5)
        if grad:
            expected.square().sum().backward()
            got.square().sum().backward()
            for p, q in zip(eager.parameters(), model.parameters(), strict=True):
                torch.testing.assert_close(q.grad, p.grad, rtol=1e-4, atol=1e-5)
        _assert_same_state(eager, model)
    assert model[1].num_batches_tracked.item() == 4  # the lazy layer's call, then 3 steps
    stats = compiled.stats
    assert (stats.graphs_compiled, stats.graph_breaks, stats.fallbacks) == (1, 0, 0)


def test_functional_batch_norm_writes_back_the_running_statistics():
    def f(x, mean, var, w, b):
        return torch.nn.functional.batch_norm(x, mean, var, w, b, training=True, momentum=0.3)

    compiled = tcompile.compile(f)
    x, w, b = torch.randn(5, 4, 3), torch.randn(4), torch.randn(4)
    mean, var = torch.randn(4), torch.rand(4) + 0.5
    mean2, var2 = mean.clone(), var.clone()
    torch.testing.assert_close(compiled(x, mean, var, w, b), f(x, mean2, var2, w, b),
                               rtol=1e-5, atol=1e-5)
    torch.testing.assert_close(mean, mean2)  # (1 - m) * running + m * batch mean
    torch.testing.assert_close(var, var2)  # the batch variance unbiased: n / (n - 1)
    assert compiled.stats.fallbacks == 0 and compiled.stats.graphs_compiled == 1
    assert "_native_batch_norm_legit_functional" in dict(tcompile.last_ir(compiled))[
        next(stage for stage, _ in tcompile.last_ir(compiled) if stage.endswith("torch"))]


def test_running_statistics_carry_no_gradient():
    """ATen updates the running statistics under no_grad: the joint graph gives them no
    tangent (one for the model's output alone), the backward gets no zeros for them, and the
    gradients and statistics are eager's."""
    from torch import nn

    from tcompile.frontend.api import _compiled_function

    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
                          nn.Conv2d(8, 4, 3)).train()
    twin = copy.deepcopy(model)
    compiled = tcompile.compile(twin)
    for _ in range(3):
        x = torch.randn(2, 3, 8, 8)
        model(x).square().sum().backward()
        compiled(x).square().sum().backward()
    for p, q in zip(model.parameters(), twin.parameters(), strict=True):
        torch.testing.assert_close(q.grad, p.grad, rtol=1e-4, atol=1e-4)
    for a, b in zip(model.buffers(), twin.buffers(), strict=True):
        torch.testing.assert_close(b, a)
        assert not b.requires_grad
    (graph,) = [g for _, t in _compiled_function(compiled)._session.translations
                for g in t.graphs]
    assert graph.backward == "compiled"
    assert dict(graph.stages)["prim-autodiff"].count("tc.tangent") == 1

"""The model zoo (`tcompile.testing.models`) compiled whole for both backends matches eager.

Each model is recorded in eval mode with its parameters and buffers as graph inputs (as the
frontend passes them), once under `torch.no_grad()` and once with grad enabled and
parameters that require grad, then compiled for the LLVM and the Triton (interpreter)
backends and run on fresh inputs. Attention through `F.scaled_dot_product_attention` must
stay one ATen library call.
"""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from tcompile.compiler import compile_function
from tcompile.frontend.record import UnsupportedOp
from tcompile.testing.compare import assert_matches
from tcompile.testing.models import MODELS, functional, functional_inputs

TARGETS = ("llvm", "triton")
SDPA_CPU = "torch._scaled_dot_product_flash_attention_for_cpu("  # the positional binding


def _eval_model(name: str) -> nn.Module:
    model = MODELS[name][0]().eval()
    # Fresh batch norms normalise with mean 0 and variance 1: make the statistics matter.
    for m in model.modules():
        if isinstance(m, nn.BatchNorm2d):
            m.running_mean.uniform_(-0.5, 0.5)
            m.running_var.uniform_(0.5, 2.0)
    return model


@pytest.mark.parametrize("grad", [False, True], ids=["no_grad", "grad"])
@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", sorted(MODELS))
def test_model_matches_eager(name: str, target: str, grad: bool) -> None:
    torch.manual_seed(sum(map(ord, name)))
    model = _eval_model(name)
    names, state = functional_inputs(model)
    n_params = len(list(model.parameters()))
    state = [t.detach().requires_grad_(grad and i < n_params) for i, t in enumerate(state)]
    fn = functional(model, names)
    make_inputs = MODELS[name][1]
    with torch.set_grad_enabled(grad):
        graph = compile_function(fn, *state, *make_inputs(), target=target)
    fresh = make_inputs()
    with torch.no_grad():
        expected = fn(*state, *fresh)
        (got,) = graph(*state, *fresh)
    assert_matches(got, expected, atol=1e-4, rtol=1e-4)
    if name == "gpt2_block":
        assert SDPA_CPU in graph.source


@pytest.mark.parametrize("target", TARGETS)
def test_sdpa_is_one_library_call(target: str) -> None:
    """No decomposed attention: the graph is the ATen call alone, without kernels."""
    q, k, v = (torch.randn(2, 3, 16, 8) for _ in range(3))
    graph = compile_function(lambda q, k, v: F.scaled_dot_product_attention(
        q, k, v, is_causal=True), q, k, v, target=target)
    assert graph.source.count(SDPA_CPU) == 1
    assert "tc_kernel" not in graph.source
    q, k, v = (torch.randn(2, 3, 16, 8) for _ in range(3))
    assert_matches(graph(q, k, v)[0], F.scaled_dot_product_attention(q, k, v, is_causal=True),
                   atol=1e-5, rtol=1e-5)


def test_training_batch_norm_is_refused_by_record() -> None:
    """Running statistics updated in place are new values the frontend writes back
    (tests/e2e/test_batch_norm_training.py); `record`, whose module returns the results only,
    refuses them with a clear error rather than a graph that silently skips the update."""
    bn = nn.BatchNorm2d(4).train()
    names, state = functional_inputs(bn)
    with pytest.raises(UnsupportedOp, match=r"writes into its input\(s\) \[2, 3, 4\] in place"):
        compile_function(functional(bn, names), *state, torch.randn(2, 4, 3, 3))

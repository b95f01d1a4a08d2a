"""`optimizer.step()` compiled on a real GPU (issue #13): Triton kernels update the CUDA
parameters and state in place and follow eager's (foreach) steps.

Run on the device machine (`pytest -m gpu tests/gpu`); without CUDA these are deselected.
"""

from __future__ import annotations

import copy

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import tcompile
from tcompile.frontend.api import _compiled_function

pytestmark = pytest.mark.gpu

OPTIMIZERS = {
    "sgd_momentum": lambda ps: torch.optim.SGD(ps, lr=0.05, momentum=0.9, nesterov=True),
    "adam_amsgrad": lambda ps: torch.optim.Adam(ps, lr=1e-2, amsgrad=True),
    "adamw": lambda ps: torch.optim.AdamW(ps, lr=1e-2, weight_decay=0.1),
}


@pytest.mark.parametrize("name", sorted(OPTIMIZERS))
def test_compiled_step_on_cuda_follows_eager(name):
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(64, 256), nn.GELU(), nn.LayerNorm(256),
                          nn.Linear(256, 64)).cuda()
    reference = copy.deepcopy(model)
    opt, opt_ref = OPTIMIZERS[name](model.parameters()), OPTIMIZERS[name](reference.parameters())
    compiled = tcompile.compile(lambda: opt.step())
    data, target = torch.randn(128, 64, device="cuda"), torch.randn(128, 64, device="cuda")
    for m, o, step in ((model, opt, compiled), (reference, opt_ref, opt_ref.step)):
        for _ in range(20):
            o.zero_grad()
            F.mse_loss(m(data), target).backward()
            step()
    for p, q in zip(model.parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p, q, atol=1e-4, rtol=1e-3)
        assert opt.state[p].keys() == opt_ref.state[q].keys()
        for key in opt.state[p]:
            torch.testing.assert_close(opt.state[p][key].cpu(), opt_ref.state[q][key].cpu(),
                                       atol=1e-4, rtol=1e-3)
    graphs = [g for _, t in _compiled_function(compiled)._session.translations for g in t.graphs]
    assert graphs and all(g.target == "triton" and g.fallback_reason is None for g in graphs)
    assert compiled.stats.graph_breaks == 0
    # one launch per distinct numel plus the step counters (Adam) / none (SGD)
    numels = {p.numel() for p in model.parameters()}
    assert graphs[-1].kernel_count == len(numels) + (0 if name.startswith("sgd") else 1)

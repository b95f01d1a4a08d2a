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
    # every update in one combo kernel (loop-combo), after the step counters' (Adam)
    assert graphs[-1].kernel_count == (1 if name.startswith("sgd") else 2)


@pytest.mark.parametrize("name", sorted(OPTIMIZERS))
def test_step_under_cuda_graphs_reads_the_state_in_place(name, monkeypatch):
    """`mode="reduce-overhead"`: the step's replays read and update the optimizer's state
    where it lies (marked static when the step is compiled), and the parameters, which it is
    passed detached (the step is called with grad enabled), copying in only the gradients
    the backward's replay did not make, and follow eager's steps."""
    import tcompile.runtime.cudagraphs as cudagraphs

    copied = []
    replay = cudagraphs._Recording.replay
    monkeypatch.setattr(cudagraphs._Recording, "replay", lambda self, inputs: (
        copied.append(len(self.copied)), replay(self, inputs))[1])
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(64, 256), nn.GELU(), nn.Linear(256, 64)).cuda()
    reference = copy.deepcopy(model)
    opt, opt_ref = OPTIMIZERS[name](model.parameters()), OPTIMIZERS[name](reference.parameters())
    compiled = tcompile.compile(lambda: opt.step(), mode="reduce-overhead")
    data, target = torch.randn(128, 64, device="cuda"), torch.randn(128, 64, device="cuda")
    for m, o, step in ((model, opt, compiled), (reference, opt_ref, opt_ref.step)):
        for _ in range(8):
            o.zero_grad()
            F.mse_loss(m(data), target).backward()
            step()
    for p, q in zip(model.parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p, q, atol=1e-4, rtol=1e-3)
        for key in opt.state[p]:
            assert cudagraphs._read_in_place(opt.state[p][key])
            torch.testing.assert_close(opt.state[p][key], opt_ref.state[q][key].to("cuda"),
                                       atol=1e-4, rtol=1e-3)
    if name.startswith("sgd"):
        # one launch (loop-combo): a replay would only add copies (runtime/graph.py)
        assert not copied
        return
    assert copied, "no replay"
    # the eager backward's gradients only (the parameters come detached: read in place too)
    assert max(copied) <= len(list(model.parameters()))

"""`optimizer.step()` compiled: SGD, Adam and AdamW updates in one graph (frontend/optim.py),
written into the parameters and the optimizer's state in place (loop-write-inputs)."""

from __future__ import annotations

import copy

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import tcompile
from tcompile.frontend.api import _compiled_function

OPTIMIZERS = {
    "sgd": lambda ps: torch.optim.SGD(ps, lr=0.05),
    "sgd_momentum": lambda ps: torch.optim.SGD(ps, lr=0.05, momentum=0.9, dampening=0.1,
                                               weight_decay=1e-3),
    "sgd_nesterov_maximize": lambda ps: torch.optim.SGD(ps, lr=1e-3, momentum=0.9,
                                                        nesterov=True, maximize=True),
    "adam": lambda ps: torch.optim.Adam(ps, lr=1e-2),
    "adam_amsgrad_wd": lambda ps: torch.optim.Adam(ps, lr=1e-2, weight_decay=0.1,
                                                   amsgrad=True),
    "adamw": lambda ps: torch.optim.AdamW(ps, lr=1e-2, betas=(0.8, 0.99), eps=1e-6),
    "adamw_maximize": lambda ps: torch.optim.AdamW(ps, lr=1e-3, maximize=True),
}


def _model(wide: int | None = None) -> nn.Module:
    if wide is None:
        return nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.LayerNorm(32), nn.Linear(32, 4))
    # two weights above loop-fuse's horizontal bound (65536 elements), of different sizes
    return nn.Sequential(nn.Linear(16, wide), nn.GELU(), nn.LayerNorm(wide),
                         nn.Linear(wide, wide), nn.Linear(wide, wide + 40), nn.ReLU(),
                         nn.Linear(wide + 40, 4))


def _graphs(compiled):
    session = _compiled_function(compiled)._session
    return [g for _, t in session.translations for g in t.graphs]


def _train(model, opt, step, data, target, steps):
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = F.mse_loss(model(data), target)
        loss.backward()
        step()
        losses.append(loss.item())
    return losses


def _compiled_steps_follow_eager(name: str, steps: int, wide: int | None = None,
                                 **compile_options):
    """`steps` training steps with `name`'s update compiled and the same steps in eager: the
    losses, the parameters and every state tensor equal; the compiled step, returned."""
    torch.manual_seed(0)
    model = _model(wide)
    reference = copy.deepcopy(model)
    opt, opt_ref = OPTIMIZERS[name](model.parameters()), OPTIMIZERS[name](reference.parameters())
    compiled = tcompile.compile(lambda: opt.step(), **compile_options)
    data, target = torch.randn(64, 16), torch.randn(64, 4)
    losses = _train(model, opt, compiled, data, target, steps)
    expected = _train(reference, opt_ref, opt_ref.step, data, target, steps)
    torch.testing.assert_close(torch.tensor(losses), torch.tensor(expected), atol=1e-5,
                               rtol=1e-4)
    for p, q in zip(model.parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p, q, atol=1e-5, rtol=1e-4)
        assert p.is_leaf and p.requires_grad and p.grad_fn is None
        state, state_ref = opt.state[p], opt_ref.state[q]
        assert sorted(state) == sorted(state_ref)
        for key in state:
            torch.testing.assert_close(state[key], state_ref[key], atol=1e-5, rtol=1e-4)
    return compiled


@pytest.mark.parametrize("name", sorted(OPTIMIZERS))
def test_compiled_step_follows_eager(name):
    """20 steps with the update compiled: parameters and every state tensor equal eager's;
    one graph (SGD with momentum: two, the first step creates the momentum buffers)."""
    compiled = _compiled_steps_follow_eager(name, 20)
    stats = compiled.stats
    assert stats.graph_breaks == 0 and stats.fallbacks == 0
    assert stats.graphs_compiled == (2 if "momentum" in name or "nesterov" in name else 1)
    assert all(g.fallback_reason is None for g in _graphs(compiled))


def test_sgd_with_weight_decay_is_written_in_place():
    """SGD with momentum and weight decay reads each parameter in the momentum's kernel and
    in the update's (one loop.fused): both stay in place, so the step's graph allocates
    nothing (loop-write-inputs; its steps equal eager's in test_compiled_step_follows_eager)."""
    torch.manual_seed(0)
    model = _model()
    opt = OPTIMIZERS["sgd_momentum"](model.parameters())
    compiled = tcompile.compile(lambda: opt.step())
    for _ in range(2):  # the first step creates the momentum buffers
        for p in model.parameters():
            p.grad = torch.randn_like(p)
        compiled()
    wrapper = dict(tcompile.last_ir(compiled))["wrapper"]
    assert "empty_strided" not in wrapper and "alloc." not in wrapper


def test_update_is_written_in_place():
    """The graph stores the new parameters and state into the tensors themselves: its
    wrapper allocates nothing and returns its inputs, and the tensors keep their identity."""
    torch.manual_seed(0)
    model = _model()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-2)
    compiled = tcompile.compile(lambda: opt.step())
    for p in model.parameters():
        p.grad = torch.randn_like(p)
    compiled()
    ids = {id(t) for p in model.parameters() for t in (p, *opt.state[p].values())}
    ptrs = {t.data_ptr() for p in model.parameters() for t in (p, *opt.state[p].values())}
    compiled()
    assert ids == {id(t) for p in model.parameters() for t in (p, *opt.state[p].values())}
    assert ptrs == {t.data_ptr() for p in model.parameters() for t in (p, *opt.state[p].values())}
    wrapper = dict(tcompile.last_ir(compiled))["wrapper"]
    assert "empty_strided" not in wrapper and "alloc." not in wrapper
    # each parameter's whole update in one kernel, parameters of one numel in one launch,
    # all step counters in one more
    numels = {p.numel() for p in model.parameters()}
    assert _graphs(compiled)[0].kernel_count == len(numels) + 1 == 5
    assert all(opt.state[p]["step"].item() == 2 for p in model.parameters())


def test_parameter_without_grad_is_not_updated_and_guarded():
    torch.manual_seed(0)
    model = _model()
    reference = copy.deepcopy(model)
    opt = torch.optim.Adam(model.parameters(), lr=1e-2)
    opt_ref = torch.optim.Adam(reference.parameters(), lr=1e-2)
    compiled = tcompile.compile(lambda: opt.step())
    for step, m in [(compiled, model), (opt_ref.step, reference)]:
        for i in range(3):
            for j, p in enumerate(m.parameters()):
                p.grad = None if (i == 1 and j == 0) else torch.full_like(p, 0.1 * (i + 1))
            step()
    for p, q in zip(model.parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p, q)
        torch.testing.assert_close(opt.state[p]["step"], opt_ref.state[q]["step"])
    assert compiled.stats.recompiles  # the missing grad is a guard failure, then a graph


def test_changed_learning_rate_recompiles():
    torch.manual_seed(0)
    p = nn.Parameter(torch.randn(8))
    opt = torch.optim.SGD([p], lr=0.1)
    compiled = tcompile.compile(lambda: opt.step())
    p.grad = torch.ones(8)
    before = p.detach().clone()
    compiled()
    opt.param_groups[0]["lr"] = 0.5
    compiled()
    torch.testing.assert_close(p.detach(), before - 0.6)
    assert compiled.stats.graphs_compiled == 2


@pytest.mark.parametrize("kind", ["closure", "differentiable_flag", "hook", "tensor_lr"])
def test_unsupported_steps_break_and_run_eagerly(kind):
    torch.manual_seed(0)
    p = nn.Parameter(torch.randn(8))
    q = nn.Parameter(p.detach().clone())
    p.grad, q.grad = torch.ones(8), torch.ones(8)
    opt = torch.optim.Adam([p], lr=0.1)
    opt_ref = torch.optim.Adam([q], lr=0.1)
    if kind == "closure":
        def step():
            return opt.step(lambda: torch.tensor(1.0))
    else:
        def step():
            return opt.step()
    if kind == "differentiable_flag":
        opt.param_groups[0]["differentiable"] = True
    if kind == "tensor_lr":
        opt.param_groups[0]["lr"] = opt_ref.param_groups[0]["lr"] = torch.tensor(0.1)
    if kind == "hook":
        opt.register_step_pre_hook(lambda o, a, k: None)
    compiled = tcompile.compile(step)
    compiled()
    opt_ref.step()
    torch.testing.assert_close(p, q)
    assert compiled.stats.graphs_compiled == 0


def test_read_of_a_parameter_after_its_update_with_grad_breaks():
    """A parameter updated under no_grad and then used with grad enabled in the same
    graph would be read stale: the graph breaks before the use."""
    torch.manual_seed(0)
    model = nn.Linear(4, 4)
    reference = copy.deepcopy(model)
    for m in (model, reference):
        for p in m.parameters():
            p.grad = torch.ones_like(p)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    opt_ref = torch.optim.SGD(reference.parameters(), lr=0.1)
    x = torch.randn(2, 4)

    def step_then_forward(m, o):
        o.step()
        return m(x)

    compiled = tcompile.compile(step_then_forward)
    out = compiled(model, opt)
    expected = step_then_forward(reference, opt_ref)
    torch.testing.assert_close(out, expected)
    out.sum().backward()
    assert model.weight.grad is not None
    assert compiled.stats.graph_breaks == 1


def test_whole_train_step_in_one_compiled_function():
    """zero_grad, forward, loss, backward and step in one compiled function: zero_grad runs
    natively at a break in the user's frame, backward at another; the model's forward and
    loss are one graph (compiled backward) and the AdamW step another; losses and parameters
    follow eager's, and later calls hit the cache without recompiling."""
    torch.manual_seed(0)
    model = _model()
    reference = copy.deepcopy(model)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-2)
    opt_ref = torch.optim.AdamW(reference.parameters(), lr=1e-2)

    def train_step(m, o, x, y):
        o.zero_grad()
        loss = F.mse_loss(m(x), y)
        loss.backward()
        o.step()
        return loss

    compiled = tcompile.compile(train_step)
    x, y = torch.randn(32, 16), torch.randn(32, 4)
    for _ in range(5):
        torch.testing.assert_close(compiled(model, opt, x, y), train_step(reference, opt_ref, x, y),
                                   atol=1e-5, rtol=1e-4)
    for p, q in zip(model.parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p, q, atol=1e-5, rtol=1e-4)
    stats = compiled.stats
    assert stats.graphs_compiled == 2 and stats.graph_breaks == 2, stats
    assert not stats.recompiles and stats.frames_skipped == 0 and stats.fallbacks == 0
    assert [g.backward for g in _graphs(compiled)] == ["compiled", None]


def test_weight_clipping_under_no_grad_then_use():
    """`with no_grad(): w.clamp_(-1, 1)` then `w * x` with grad: eager's values and gradient
    (before: autograd's leaf in-place error from the bridge)."""
    def f(w, x):
        with torch.no_grad():
            w.clamp_(-1, 1)
        return (w * x).sum()

    w = nn.Parameter(torch.tensor([-2.0, 0.5, 3.0]))
    w_ref = nn.Parameter(w.detach().clone())
    x = torch.tensor([1.0, 2.0, 3.0])
    compiled = tcompile.compile(f)
    compiled(w, x).backward()
    f(w_ref, x).backward()
    torch.testing.assert_close(w.detach(), w_ref.detach())
    torch.testing.assert_close(w.grad, w_ref.grad)


def test_written_input_aliasing_another_input():
    """`f(x, x)` where f writes into its first argument is another graph (one input, guarded
    `a is b`); `f(x, x[:2])` (a view: the graph's inputs would not see each other's writes)
    runs natively; calls with separate tensors stay on the first graph."""
    def f(a, b):
        a.add_(1)
        return b * 2

    compiled = tcompile.compile(f)
    x, y = torch.zeros(4), torch.zeros(4)
    torch.testing.assert_close(compiled(x, y), torch.zeros(4))
    x = torch.zeros(4)
    torch.testing.assert_close(compiled(x, x), torch.full((4,), 2.0))
    torch.testing.assert_close(x, torch.ones(4))
    x = torch.zeros(4)
    torch.testing.assert_close(compiled(x, x[:2]), torch.full((2,), 2.0))
    torch.testing.assert_close(x, torch.ones(4))
    x, y = torch.zeros(4), torch.zeros(4)
    torch.testing.assert_close(compiled(x, y), torch.zeros(4))
    torch.testing.assert_close(x, torch.ones(4))
    assert compiled.stats.graphs_compiled == 2
    assert compiled.stats.frames_skipped == 1


@pytest.mark.parametrize("wide", [None, 257])
def test_adamw_step_on_triton_follows_eager(wide):
    """The Triton target (its interpreter here) fuses the per-parameter updates into flat
    kernels whose loads run ahead of every member's stores
    (`codegen.triton.kernel.hoistable_loads`), and those into combo kernels, each on program
    ids of its own (loop-combo): 3 AdamW steps equal eager's, the step counters first (every
    update reads them), then one combo of the small updates (lock-step groups of small
    parameters among them) and, for the wide model, one of the large weights (a combo runs
    with its heaviest member's registers)."""
    compiled = _compiled_steps_follow_eager("adamw", 2 if wide else 3, wide, backend="triton")
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.fallbacks == 0
    assert _graphs(compiled)[0].kernel_count == (3 if wide else 2)
    wrapper = dict(tcompile.last_ir(compiled))["wrapper"]
    assert wrapper.count("kind='combo'") == (2 if wide else 1)
    if wide:  # the two large weights (257 x 257, 297 x 257) each have their own blocks
        assert "xmask = xindex < 66049" in wrapper and "xmask = xindex < 76329" in wrapper


def test_in_place_writes_through_views_then_reads_on_triton():
    """A write through a view (`x[1].mul_`) and a read of its base in one flat kernel: the
    base's load stays behind the store (same storage), other loads go ahead of it."""
    def f(x, y, z):
        y.add_(1)
        x[1].mul_(2)
        return x * 3 + y, z * 2

    compiled = tcompile.compile(f, backend="triton")
    for _ in range(2):
        args = [torch.randn(4, 8) for _ in range(3)]
        mine = [a.clone() for a in args]
        got, want = compiled(*mine), f(*args)
        for g, w in zip([*got, *mine], [*want, *args], strict=True):
            torch.testing.assert_close(g, w)
    assert compiled.stats.fallbacks == 0

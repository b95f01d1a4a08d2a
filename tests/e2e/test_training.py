"""Training compiled end to end: the backward is a graph of its own (prim-autodiff,
prim-partition), compiled like the forward, and its gradients equal eager's."""

from __future__ import annotations

import copy
import math
import re

import pytest
import torch
import torch.nn.functional as F
from torch import nn

import tcompile
from tcompile.frontend.api import _compiled_function
from tcompile.testing.models import MODELS


def _graphs(compiled):
    session = _compiled_function(compiled)._session
    return [g for _, t in session.translations for g in t.graphs]


def _no_dropout(model: nn.Module) -> nn.Module:
    for mod in model.modules():
        if isinstance(mod, nn.Dropout):
            mod.p = 0.0
    return model


@pytest.mark.parametrize("name", sorted(MODELS))
def test_model_gradients_equal_eager_with_a_compiled_backward(name):
    make, inputs = MODELS[name]
    torch.manual_seed(0)
    model = _no_dropout(make()).train()
    reference = copy.deepcopy(model)
    args = inputs()
    x = args[0].clone().requires_grad_()
    x_ref = args[0].clone().requires_grad_()
    compiled = tcompile.compile(model)
    for _ in range(2):  # the second call is a cache hit
        out = compiled(x, *args[1:])
        out.square().sum().backward()
        expected = reference(x_ref, *args[1:])
        expected.square().sum().backward()
        torch.testing.assert_close(out, expected, atol=1e-5, rtol=1e-4)
    torch.testing.assert_close(x.grad, x_ref.grad, atol=1e-4, rtol=1e-4)
    for (pname, p), q in zip(model.named_parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-4, msg=pname)
    for b, c in zip(model.buffers(), reference.buffers(), strict=True):  # BN running stats
        torch.testing.assert_close(b, c)
    graphs = _graphs(compiled)
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.graph_breaks == 0
    assert [g.backward for g in graphs] == ["compiled"]
    assert graphs[0].target == "llvm"
    stages = [s for s, _ in graphs[0].stages]
    assert {"prim-autodiff", "prim-partition", "wrapper", "backward wrapper"} <= set(stages)


def _check(fn, *inputs, atol=1e-5, rtol=1e-4):
    """Compiled gradients of sum(fn(...) * weight) equal eager's, backward compiled."""
    args = [t.detach().clone().requires_grad_(t.is_floating_point()) for t in inputs]
    refs = [t.detach().clone().requires_grad_(t.is_floating_point()) for t in inputs]
    compiled = tcompile.compile(fn)
    out, expected = compiled(*args), fn(*refs)
    weight = torch.randn(expected.shape)
    (out * weight).sum().backward()
    (expected * weight).sum().backward()
    torch.testing.assert_close(out, expected, atol=atol, rtol=rtol)
    for a, r in zip(args, refs, strict=True):
        if r.grad is not None:
            torch.testing.assert_close(a.grad, r.grad, atol=atol, rtol=rtol)
    assert [g.backward for g in _graphs(compiled)] == ["compiled"]


X = torch.randn(6, 10)
POSITIVE = torch.rand(6, 10) + 0.5
UNIT = torch.rand(6, 10) * 1.8 - 0.9

OPS = {
    "exp_log": (lambda x, p: torch.exp(x) * torch.log(p), X, POSITIVE),
    "log2_log10_log1p": (lambda p: torch.log2(p) + torch.log10(p) + torch.log1p(p), POSITIVE),
    "exp2_expm1": (lambda x: torch.exp2(x) - torch.expm1(x), X),
    "sqrt_rsqrt_reciprocal": (lambda p: p.sqrt() + p.rsqrt() + p.reciprocal(), POSITIVE),
    "trig": (lambda x: x.sin() * x.cos() + x.tan() * 0.1, UNIT),
    "inverse_trig": (lambda u: u.asin() + u.acos() * 0.5 + u.atan(), UNIT),
    "hyperbolic": (lambda x: x.sinh() + x.cosh() + x.tanh(), X),
    "erf_erfinv_sigmoid": (lambda x, u: x.erf() + u.erfinv() + x.sigmoid(), X, UNIT),
    "abs_neg_floor": (lambda x: x.abs() - x.neg() + x.floor() + x.sign(), X),
    "div_sub_mul": (lambda x, p: (x - p) / p * x, X, POSITIVE),
    "pow": (lambda p, x: p ** x + x ** 2 + p ** 0.5, POSITIVE, X),
    "pow_zero_base": (lambda x: torch.zeros(6, 10) ** x.abs(), X),
    "maximum_ties": (lambda x: torch.maximum(x, x.round()) + torch.minimum(x, x.clone()),
                     X.round()),
    "atan2_hypot": (lambda x, p: torch.atan2(x, p) + torch.hypot(x, p), X, POSITIVE),
    "where_relu_gelu": (lambda x: torch.where(x > 0, x * 2, x.exp()) + F.relu(x) + F.gelu(x), X),
    "softplus_silu_mish": (lambda x: F.softplus(x) + F.silu(x) + F.mish(x), X),
    "softmax_log_softmax": (lambda x: x.softmax(-1) + x.log_softmax(0), X),
    "sum_mean_dims": (lambda x: x.sum(0, keepdim=True) + x.mean(-1, keepdim=True), X),
    "var_std": (lambda x: x.var(-1, keepdim=True) + x.std(0), X),
    "amax_ties": (lambda x: x.amax(-1, keepdim=True) + x.amin(0), torch.randint(0, 3, (6, 10)).float()),
    "max_dim_ties": (lambda x: x.max(-1).values, torch.randint(0, 3, (6, 10)).float()),
    "layer_norm": (lambda x, w, b: F.layer_norm(x, (10,), w, b), X, torch.randn(10), torch.randn(10)),
    "views": (lambda x: x.t().reshape(5, 12).flip(0)[1:4, ::1].unsqueeze(0).squeeze(0), X),
    # strided slices (a downsampling, Swin's patch merging) and a slice with a step that
    # runs past the end
    "strided_slices": (lambda x: torch.cat([x[0::2, 0::2], x[1::2, 1::2]], -1) + x[1::2, 1:9:4].sum(),
                       torch.randn(6, 10)),
    "topk_sort_cumsum": (lambda x: torch.topk(x, 3, dim=-1).values.exp().sum(-1, keepdim=True)
                         + torch.sort(x, 0, descending=True).values.cumsum(0), X),
    # subgradient 0 at a zero vector (ATen's norm_backward), not NaN: a zero row's norm and
    # F.normalize of it (its eps clamp), a row of -inf in attention's _safe_softmax
    "norm_at_zero": (lambda x: torch.linalg.vector_norm(x, dim=-1) * 2
                     + torch.linalg.vector_norm(x, 3, dim=-1) + F.normalize(x, dim=-1).sum(-1),
                     torch.cat([torch.zeros(1, 10), X[1:]])),
    "safe_softmax_masked_rows": (lambda x: torch.ops.aten._safe_softmax(x, -1),
                                 torch.cat([torch.full((2, 10), -math.inf), X[2:]])),
    # the GEMM family's library calls other than mm/bmm/addmm (self broadcast in addmv)
    "gemm_family": (lambda v, m, b1, b2, s: torch.cat([
        torch.dot(v, v * 2).reshape(1), torch.mv(m, v), torch.addmv(s[:1, 0], m, v, beta=0.5),
        torch.addr(s, m[:, 0], b2[0, 0], alpha=1.5).flatten(),
        torch.baddbmm(s, b1, b2, alpha=2.0).flatten(), torch.addbmm(s, b1, b2, beta=0.5).flatten()]),
        torch.randn(4), torch.randn(3, 4), torch.randn(2, 3, 4), torch.randn(2, 4, 5),
        torch.randn(3, 5)),
    "cat_pad": (lambda x, y: F.pad(torch.cat([x, y], 1), (1, 2)), X, torch.randn(6, 3)),
    "broadcast": (lambda x, b: x * b + b.unsqueeze(0), X, torch.randn(10)),
    "embedding": (lambda w, i: F.embedding(i, w), torch.randn(7, 4), torch.tensor([[1, 3, 3], [0, 6, 1]])),
    "gather": (lambda x, i: x.gather(1, i), X, torch.randint(0, 10, (6, 4))),
    "mm_bmm_addmm": (lambda a, b, c: (a @ b).sum() + torch.bmm(c, c.transpose(1, 2)).sum()
                     + torch.addmm(b[0], a, b, beta=0.5, alpha=2.0), torch.randn(3, 4),
                     torch.randn(4, 5), torch.randn(2, 3, 4)),
    "conv2d": (lambda x, w, b: F.conv2d(x, w, b, stride=2, padding=1), torch.randn(2, 3, 8, 8),
               torch.randn(4, 3, 3, 3), torch.randn(4)),
    # at the bounds eager's relu and hardtanh pass no gradient, clamp the whole of it
    "relu_clamp_hardtanh_ties": (lambda x: F.relu(x) + x.clamp(-1, 1) * 2 + F.hardtanh(x) * 3
                                 + F.relu6(x * 3) * 4, torch.tensor([-2.0, -1.0, 0.0, 1.0, 2.0, 0.5])),
    "mse_loss": (lambda x, t: F.mse_loss(x, t) + F.mse_loss(x, t, reduction="sum") * 0.1
                 + F.mse_loss(x, t, reduction="none"), X, torch.randn(6, 10)),
    "regression_losses": (lambda x, t: F.smooth_l1_loss(x, t, beta=0.5)
                          + F.smooth_l1_loss(x, t, beta=0.0, reduction="sum")
                          + F.huber_loss(x, t, delta=2.0, reduction="none"), X, torch.randn(6, 10)),
    "bce_losses": (lambda x, p: F.binary_cross_entropy(torch.sigmoid(x), p)
                   + F.binary_cross_entropy_with_logits(x, p, reduction="none"),
                   torch.cat([torch.zeros(1, 10), X[1:]]), torch.rand(6, 10)),
    "pooling": (lambda x: F.max_pool2d(x, 3, 2, 1) + F.avg_pool2d(x, 2, 2, ceil_mode=True)[
        ..., :4, :4] + F.adaptive_avg_pool2d(x, 4) + F.max_pool2d(x, 2), torch.randn(2, 3, 8, 8)),
    "sdpa_causal": (lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True),
                    torch.randn(2, 2, 8, 4), torch.randn(2, 2, 8, 4), torch.randn(2, 2, 8, 4)),
    "dtype_conversion": (lambda x: (x.to(torch.float64) * 3).to(torch.float32), X),
    # library calls whose gradient is ATen's own backward op or the inverse call (Swin's
    # shifted windows roll, a U-Net's or an FPN's upsampling)
    "roll": (lambda x: torch.roll(x, (2, -3), (0, 1)) + torch.roll(x, 7), X),
    "upsampling": (lambda x: torch.cat([
        F.interpolate(x, scale_factor=2, mode="nearest").flatten(),
        F.interpolate(x, size=(5, 11), mode="bilinear").flatten(),
        F.interpolate(x, size=(9, 7), mode="bicubic", align_corners=True).flatten(),
        F.interpolate(x[0], size=13, mode="linear").flatten()]), torch.randn(2, 3, 4, 6)),
    "diagonal_diag_embed_adaptive_max_pool": (lambda x: torch.cat([
        torch.diagonal(x, 1, 1, 2).flatten(), torch.diag_embed(x[0], -1).flatten(),
        F.adaptive_max_pool2d(x, (2, 3)).flatten(), torch.round(x, decimals=1).flatten()]),
        torch.randn(2, 3, 4, 6)),
    "cross_split": (lambda x, y: torch.cat([
        torch.linalg.cross(x[:, :3], y[:1, 3:6]).flatten(),
        (torch.unsafe_split(x, 4, 1)[1][:, :2] * torch.unsafe_split(x, 4, 1)[2]).flatten()]),
        X, X),
    # scatter_reduce with ties (integer values): "amax"/"amin" share the gradient evenly
    "scatter_reduce": (lambda x, s: torch.cat([
        x.scatter_reduce(1, torch.tensor([[0, 1, 1], [2, 2, 0]] * 3), s, reduce, include_self=i)
        for reduce in ("sum", "mean", "amax", "amin") for i in (True, False)]),
        torch.randint(0, 3, (6, 10)).float(), torch.randint(0, 3, (6, 3)).float()),
    # special functions that are library calls: their derivatives are library calls too
    "special_functions": (lambda p, x: torch.lgamma(p) + torch.digamma(p) + torch.polygamma(2, p)
                          + torch.mvlgamma(p + 1, 3) + torch.special.i0(x)
                          + torch.special.i0e(x) + torch.special.erfcx(x), POSITIVE, X),
    "max_unpool2d": (lambda x: F.max_unpool2d(*F.max_pool2d(x, 2, return_indices=True), 2),
                     torch.randn(2, 3, 6, 8)),
    "pool3d_unpool3d": (lambda x: F.max_unpool3d(*F.max_pool3d(x, 2, return_indices=True), 2)
                        + F.max_pool3d(x, 3, 1, 1), torch.randn(1, 2, 4, 4, 6)),
    "grid_sample": (lambda x, grid: F.grid_sample(x, grid.tanh(), align_corners=False),
                    torch.randn(2, 3, 5, 6), torch.randn(2, 4, 3, 2)),
    # values taken at indices (median, kthvalue, mode) and a whole tensor's median, whose
    # gradient ATen shares among the elements equal to it (ties: integer values)
    "median_kthvalue_mode": (lambda x: torch.cat([
        torch.median(x, 1).values, torch.nanmedian(x, 0, keepdim=True).values.flatten(),
        torch.kthvalue(x, 3, 1).values, torch.mode(x, 1).values, torch.median(x).reshape(1)]),
        torch.randint(0, 4, (6, 10)).float()),
    # linear algebra on well-conditioned matrices (a Gaussian process's Cholesky factor and
    # log-determinant, a flow's inverse and solves, a transposed matrix as input too)
    "inv_solve_slogdet": (lambda a, b: torch.cat([
        torch.linalg.inv(a).flatten(), torch.linalg.solve(a, b).flatten(),
        torch.linalg.solve(a.mT, b[..., 0]).flatten(),
        torch.linalg.solve(a, b.mT, left=False).flatten(), torch.linalg.slogdet(a)[1],
        torch.logdet(a @ a.mT)]),
        torch.randn(2, 4, 4) + 4 * torch.eye(4), torch.randn(2, 4, 3)),
    "cholesky": (lambda a: torch.cat([
        torch.linalg.cholesky(a @ a.mT + torch.eye(4)).flatten(),
        torch.linalg.cholesky(a.mT @ a + torch.eye(4), upper=True).flatten()]),
        torch.randn(2, 4, 4)),
    # a Gaussian process's solve and inverse from a Cholesky factor (lower and upper)
    "cholesky_solve_inverse": (lambda low, b: torch.cat([
        torch.cholesky_solve(b, low.tril() + 3 * torch.eye(4)).flatten(),
        torch.cholesky_solve(b, low.triu() + 3 * torch.eye(4), upper=True).flatten(),
        torch.cholesky_inverse(low.tril() + 3 * torch.eye(4)).flatten(),
        torch.cholesky_inverse(low.triu() + 3 * torch.eye(4), upper=True).flatten()]),
        torch.randn(2, 4, 4), torch.randn(2, 4, 3)),
    # NeRF's transmittance: cumprod, here with zeros (ATen's exact gradient at and after them)
    "cumprod_with_zeros": (lambda x: torch.cumprod(x, 1) + torch.cumprod(x, 0),
                           X * (torch.rand(6, 10) > 0.2)),
    # F.unfold (ConvBERT's span convolution): overlapping patches fold back summed
    "unfold": (lambda x: F.unfold(x, (3, 2), dilation=(1, 2), padding=1, stride=(2, 1)),
               torch.randn(2, 3, 7, 6)),
    # running extremes: each value's gradient goes back to where it was taken
    "cummax_cummin": (lambda x: torch.cummax(x, 1).values * 2 + torch.cummin(x, 0).values,
                      X),
}


@pytest.mark.parametrize("name", sorted(OPS))
def test_op_gradients_equal_eager(name):
    torch.manual_seed(0)
    fn, *inputs = OPS[name]
    _check(fn, *inputs, atol=1e-4, rtol=1e-4)


def test_dropout_backward_uses_the_forward_mask():
    """The mask drawn in the forward kernel is the one the backward scales by (the random
    op is never recomputed: its value is saved)."""
    x = torch.randn(64, 64, requires_grad=True)
    compiled = tcompile.compile(lambda t: F.dropout(t, 0.5, training=True))
    y = compiled(x)
    y.sum().backward()
    kept = y != 0
    torch.testing.assert_close(x.grad, kept.float() * 2.0)
    assert 0.35 < kept.float().mean().item() < 0.65
    assert [g.backward for g in _graphs(compiled)] == ["compiled"]


def test_gradients_only_for_inputs_that_require_them():
    x, w = torch.randn(4, 5), torch.randn(5, 3, requires_grad=True)
    compiled = tcompile.compile(lambda a, b: (a @ b).tanh().sum())
    compiled(x, w).backward()
    w2 = w.detach().clone().requires_grad_()
    (x @ w2).tanh().sum().backward()
    torch.testing.assert_close(w.grad, w2.grad)
    assert x.grad is None


@pytest.mark.parametrize("input_grad", [False, True])
def test_convolution_backward_computes_only_the_gradients_needed(input_grad):
    """A first convolution's input needs no gradient (convolution_backward's output_mask
    leaves it out); with an input that requires one, a recompile computes it too."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(),
                          nn.Conv2d(8, 8, 3, padding=1, bias=False))
    twin = copy.deepcopy(model)
    compiled = tcompile.compile(twin)
    x = torch.randn(2, 3, 8, 8)
    xs = [x.clone().requires_grad_(input_grad) for _ in range(2)]
    model(xs[0]).square().sum().backward()
    compiled(xs[1]).square().sum().backward()
    for p, q in zip(model.parameters(), twin.parameters(), strict=True):
        torch.testing.assert_close(q.grad, p.grad, rtol=1e-4, atol=1e-4)
    if input_grad:
        torch.testing.assert_close(xs[1].grad, xs[0].grad, rtol=1e-4, atol=1e-4)
    else:
        assert xs[1].grad is None
    (graph,) = _graphs(compiled)
    assert graph.backward == "compiled"
    joint = dict(graph.stages)["prim-autodiff"]
    assert f"output_mask = [{str(input_grad).lower()}, true, true]" in joint


def test_no_grad_call_runs_the_forward_alone():
    model = nn.Sequential(nn.Linear(8, 8), nn.ReLU())
    compiled = tcompile.compile(model)
    x = torch.randn(2, 8)
    compiled(x).sum().backward()  # compiled with its backward
    with torch.no_grad():
        torch.testing.assert_close(compiled(x), model(x))


def test_double_backward_raises_a_clear_error():
    x = torch.randn(5, requires_grad=True)
    compiled = tcompile.compile(lambda t: (t.sin() * t).sum())
    (g,) = torch.autograd.grad(compiled(x), x, create_graph=True)
    with pytest.raises(RuntimeError, match="once_differentiable|does not require grad"):
        g.sum().backward()


def test_op_without_a_derivative_rule_replays_the_backward_and_says_so():
    """cdist's `_cdist_forward` has no rule; its optional `compute_mode` has no default in
    the schema, so the replay passes the None the capture left out."""
    x = torch.randn(4, 6, requires_grad=True)
    compiled = tcompile.compile(lambda t: torch.cdist(t, t * 2).sum())
    compiled(x).backward()
    x2 = x.detach().clone().requires_grad_()
    torch.cdist(x2, x2 * 2).sum().backward()
    torch.testing.assert_close(x.grad, x2.grad)
    (graph,) = _graphs(compiled)
    assert graph.backward.startswith("replayed: NoDerivative: no derivative rule for")


def test_training_loop_follows_eager_loss_curve():
    """100 steps of forward, backward and AdamW on a small MLP: the compiled model's losses
    follow eager's."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.LayerNorm(32), nn.Linear(32, 4))
    reference = copy.deepcopy(model)
    compiled = tcompile.compile(model)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-2)
    opt_ref = torch.optim.AdamW(reference.parameters(), lr=1e-2)
    data = torch.randn(64, 16)
    target = torch.randn(64, 4)
    losses, expected = [], []
    for _ in range(100):
        for m, o, out in ((compiled, opt, losses), (reference, opt_ref, expected)):
            o.zero_grad()
            loss = F.mse_loss(m(data), target)
            loss.backward()
            o.step()
            out.append(loss.item())
    assert expected[-1] < 0.5 * expected[0]  # it learns
    torch.testing.assert_close(torch.tensor(losses), torch.tensor(expected), atol=1e-4,
                               rtol=1e-3)
    assert compiled.stats.graphs_compiled == 1


@pytest.mark.parametrize("form", ["plain", "causal", "additive_mask"])
def test_attention_math_backward_equals_eager(monkeypatch, form):
    """The written-out attention backward (the rule of the GPU's memory-efficient and cuDNN
    kernels), checked on the CPU by giving it the CPU kernel."""
    from tcompile.passes import derivatives

    monkeypatch.setitem(derivatives.EXTERN, "aten._scaled_dot_product_flash_attention_for_cpu",
                        derivatives._attention_math)
    mask = torch.randn(2, 1, 8, 8) if form == "additive_mask" else None
    q, k, v = torch.randn(2, 3, 8, 4), torch.randn(2, 3, 8, 4), torch.randn(2, 3, 8, 4)
    _check(lambda a, b, c: F.scaled_dot_product_attention(
        a, b, c, attn_mask=mask, is_causal=form == "causal"), q, k, v)


def test_backward_frees_saved_activations_as_it_goes_and_keeps_them_for_retain_graph():
    """The backward wrapper is boxed: it empties its argument list and drops each saved
    activation after its last use, autograd's references having been cleared; with
    `retain_graph=True` they are kept, and a second backward gives the same gradients."""
    from tcompile.compiler import TrainingGraph

    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(16, 64), nn.Tanh(), nn.Linear(64, 64), nn.Tanh(),
                          nn.Linear(64, 4))
    reference = copy.deepcopy(model)
    compiled = tcompile.compile(model)
    x = torch.randn(8, 16)
    seen = []
    boxed = TrainingGraph.backward_boxed

    def spy(self, args):
        seen.append(args)
        return boxed(self, args)

    TrainingGraph.backward_boxed = spy
    try:
        out = compiled(x)
        out.square().sum().backward(retain_graph=True)
        first = [p.grad.clone() for p in model.parameters()]
        out.square().sum().backward()  # the saved values are still there
    finally:
        TrainingGraph.backward_boxed = boxed
    reference(x).square().sum().backward()
    for p, g, q in zip(model.parameters(), first, reference.parameters(), strict=True):
        torch.testing.assert_close(g, q.grad, atol=1e-5, rtol=1e-5)
        torch.testing.assert_close(p.grad, 2 * q.grad, atol=1e-5, rtol=1e-5)
    assert len(seen) == 2 and all(args == [] for args in seen)  # emptied by the wrapper
    [graph] = _graphs(compiled)
    source = dict(graph.snapshots)["backward wrapper"]
    assert "def call_boxed(args):" in source and "args.clear()" in source
    assert re.search(r"\n    del [^\n]*\barg\d+", source), "no argument dropped early"


@pytest.mark.parametrize("backend", ["llvm", "triton"])
def test_max_pool_with_indices_and_its_backward_are_kernels(backend, monkeypatch):
    """Max pooling in a training graph: the forward stores each window's value and index
    (ATen's choice: the first element inside the input, then a greater one or a NaN) and the
    backward gathers each element's gradient from the windows that took it: both are
    kernels, no ATen call; ties, NaN, all -inf, padding, ceil_mode and channels-last agree
    with eager."""
    if backend == "triton":
        monkeypatch.setenv("TRITON_INTERPRET", "1")

    def pool(x):
        return F.max_pool2d(x, 3, 2, 1) * 2 + F.max_pool2d(x, 2, 2, ceil_mode=True)[..., :4, :4]

    torch.manual_seed(0)
    ties = torch.randint(0, 3, (2, 3, 8, 8)).float()
    nans = torch.randn(2, 3, 8, 8)
    nans[0, 0, 2, 3] = nans[1, 2, 0, 0] = float("nan")
    cases = [torch.randn(2, 3, 8, 8), ties, nans, torch.full((1, 2, 8, 8), float("-inf")),
             torch.randn(2, 4, 8, 8).to(memory_format=torch.channels_last)]
    for x in cases:
        compiled = tcompile.compile(pool, backend=backend)
        x_c, x_e = x.clone().requires_grad_(), x.clone().requires_grad_()
        got, want = compiled(x_c), pool(x_e)
        g = torch.randn_like(want)
        got.backward(g)
        want.backward(g)
        torch.testing.assert_close(got, want, equal_nan=True)
        torch.testing.assert_close(x_c.grad, x_e.grad, equal_nan=True)
    ir = dict(tcompile.last_ir(compiled))
    assert "max_pool" not in ir["wrapper"] and "max_pool" not in ir["backward wrapper"]


def test_bounded_activation_gradients_at_ties_and_nan_follow_aten():
    """relu, relu6 and hardtanh pass the gradient where not x <= bound (a NaN input gets it,
    as ATen's threshold_backward); clamp where min <= x <= max (a NaN input gets none); at
    the bounds relu/hardtanh give 0 and clamp gives the gradient."""
    fns = [torch.relu, F.relu6, lambda t: F.hardtanh(t, -0.5, 0.5),
           lambda t: torch.clamp(t, -0.5, 0.5), lambda t: torch.clamp(t, min=0.0)]
    x = torch.tensor([float("nan"), -1.0, -0.5, 0.0, 0.25, 0.5, 1.0, 6.0, 7.0])
    for fn in fns:
        x_c, x_e = x.clone().requires_grad_(), x.clone().requires_grad_()
        compiled = tcompile.compile(lambda t, fn=fn: fn(t) * 3)
        compiled(x_c).backward(torch.ones(9))
        (fn(x_e) * 3).backward(torch.ones(9))
        torch.testing.assert_close(x_c.grad, x_e.grad)


def test_attention_saved_as_computed(monkeypatch):
    """A GPT-2 block's forward saves the attention's output and log-sum-exp in the layouts
    the library wrote them (the output is (batch, seq, heads, dim) in storage): the forward
    returns them without a copy and the backward reads them as they are, with no restride
    of any saved value (each was a copy and a transposed read before)."""
    from tcompile.runtime import alloc
    from tcompile.testing.models import GPT2Block

    torch.manual_seed(0)
    model = GPT2Block(64, 4).train()
    reference = copy.deepcopy(model)
    x = torch.randn(2, 16, 64)
    compiled = tcompile.compile(model)
    restrided = []
    restride = alloc.restride
    monkeypatch.setattr(alloc, "restride", lambda t, s: restrided.append(s) or restride(t, s))
    for _ in range(2):
        compiled(x).square().sum().backward()
        reference(x).square().sum().backward()
    for (pname, p), q in zip(model.named_parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-4, msg=pname)
    assert restrided == []
    (graph,) = _graphs(compiled)
    wrapper = dict(graph.stages)["wrapper"]
    adopted = re.findall(r"^    (buf\d+) = alloc\.adopt\(tmp\d+", wrapper, re.M)
    returned = re.search(r"^    return \[(.*)\]$", wrapper, re.M).group(1).split(", ")
    assert len(adopted) == 2 and set(adopted) <= set(returned)  # output and log-sum-exp


class _TiedLM(nn.Module):
    """An embedding whose weight is also the output projection's (GPT-2's LM head)."""

    def __init__(self, vocab: int = 300, dim: int = 32):
        super().__init__()
        self.wte = nn.Embedding(vocab, dim)
        self.wpe = nn.Embedding(16, dim)
        self.norm = nn.LayerNorm(dim)

    def forward(self, ids):
        h = self.norm(self.wte(ids) + self.wpe(torch.arange(ids.shape[1])))
        return h @ self.wte.weight.t()


class _Lookup(nn.Module):
    def __init__(self, **options):
        super().__init__()
        self.embedding = nn.Embedding(10, 6, **options)
        self.proj = nn.Linear(6, 5)

    def forward(self, ids):
        return self.proj(self.embedding(ids)).square().sum()


# ids with the padding index (0, 8 for -2, 3) and rows read several times
LOOKUP_IDS = torch.tensor([[0, 2, 3, 0, 8], [4, 0, 3, 3, 8]])


@pytest.mark.parametrize("options", [{"padding_idx": 0}, {"padding_idx": -2},
                                     {"scale_grad_by_freq": True},
                                     {"padding_idx": 3, "scale_grad_by_freq": True}],
                         ids=["padding0", "padding-2", "freq", "padding3-freq"])
def test_embedding_gradient_options_follow_aten(options):
    """An embedding's padding row gets no gradient, and with scale_grad_by_freq each row's
    gradient is divided by how often the ids read it, as embedding_dense_backward computes
    them (the forward is a plain lookup: the options reach prim-autodiff on
    `prim.index_select`). Decoder models with a pad token (Mistral, Qwen2, OPT, Gemma...)
    had their padding row trained before."""
    torch.manual_seed(0)
    model = _Lookup(**options)
    reference = copy.deepcopy(model)
    compiled = tcompile.compile(model)
    compiled(LOOKUP_IDS).backward()
    reference(LOOKUP_IDS).backward()
    for (pname, p), q in zip(model.named_parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-5, rtol=1e-4, msg=pname)
    assert [g.backward for g in _graphs(compiled)] == ["compiled"]
    if "padding_idx" in options:
        assert not model.embedding.weight.grad[model.embedding.padding_idx].any()


def test_gradient_through_complex_values_replays_the_backward():
    """An FFT between a real input and a real output: prim-autodiff has no complex rules, so
    the backward replays the captured ops (before, the output was marked as needing no
    gradient and the input silently got none)."""
    x = torch.randn(4, 6, requires_grad=True)
    x2 = x.detach().clone().requires_grad_()
    f = lambda t: torch.fft.irfft(t * 2, n=10).square()  # noqa: E731
    compiled = tcompile.compile(f)
    out = compiled(x)
    assert out.requires_grad
    out.sum().backward()
    f(x2).sum().backward()
    torch.testing.assert_close(x.grad, x2.grad)
    (graph,) = _graphs(compiled)
    assert graph.backward.startswith("replayed: NoDerivative: a gradient through complex values")


@pytest.mark.parametrize("fn", [
    lambda x, y: (x.sign() * 2, (x * y).sum()),
    lambda x, y: (torch.linalg.matrix_power(x, 0),),
    lambda x, y: (x.clone().fill_(3.0) + (y > 0).float(),),
    lambda x, y: (torch.linalg.vector_norm(x, ord=0) + y.sum(),),
], ids=["sign", "matrix_power_0", "fill_and_comparison", "ord0_norm"])
def test_outputs_with_a_zero_derivative_require_grad_as_in_eager(fn):
    """`x.sign()`, `x.fill_(c)`, `x ** 0`: eager's output requires grad and its backward
    gives `x` zeros; their prim forms go through booleans or constants, which no derivative
    rule crosses. The capture's autograd graph says which inputs each output reaches
    (`tc.grad_reaches`): the output gets a tangent, those inputs zeros, and an input that
    reaches it only through a comparison (`y > 0`) or not at all still gets None."""
    x, y = torch.randn(3, 3), torch.randn(3, 3)
    compiled = tcompile.compile(fn)
    results = []
    for run in (fn, compiled):
        a, b = x.clone().requires_grad_(), y.clone().requires_grad_()
        outs = run(a, b)
        assert all(o.requires_grad for o in outs)
        torch.autograd.backward([o.sum() for o in outs])
        results.append((outs, [a.grad, b.grad]))
    (expected_outs, expected), (outs, got) = results
    torch.testing.assert_close(outs, expected_outs)
    assert [g is None for g in got] == [g is None for g in expected]
    torch.testing.assert_close([g for g in got if g is not None],
                               [g for g in expected if g is not None])
    assert [g.backward for g in _graphs(compiled)] == ["compiled"]


def _straight_through(x, w):  # quantization-aware training's estimator
    h = x @ w
    return h + (torch.round(h * 4) / 4 - h).detach()


def _no_grad_target(x, w):  # a target computed without grad from the prediction (BYOL)
    h = torch.tanh(x @ w)
    with torch.no_grad():
        target = h.roll(1, 0) * 0.5 + 0.5
    return (h - target) ** 2


def _cut_read_twice(x, w):  # one cut read by two ops and returned
    h = x @ w
    d = h.detach()
    return h * d + d.exp(), d


def _cut_of_a_view(x, w):
    h = (x @ w).t()
    return h * h[0].detach()


@pytest.mark.parametrize("fn", [_straight_through, _no_grad_target, _cut_read_twice,
                                _cut_of_a_view])
def test_detach_and_no_grad_inside_a_training_graph_stop_its_gradient(fn):
    """A tensor the graph computed, detached or read under no_grad, is cut from autograd
    in the graph itself (a `detach` op that prim-autodiff gives no derivative): one graph,
    no break, a compiled backward, and eager's values, requires_grad and gradients."""
    compiled = tcompile.compile(fn)
    for _ in range(2):
        x, w = torch.randn(6, 5), torch.randn(5, 4)
        results = []
        for run in (fn, compiled):
            a, b = x.clone().requires_grad_(), w.clone().requires_grad_()
            outs = run(a, b)
            outs = outs if isinstance(outs, tuple) else (outs,)
            weights = [torch.linspace(-1, 1, o.numel()).reshape(o.shape) for o in outs]
            torch.autograd.backward([(o * k).sum() for o, k in zip(outs, weights, strict=True)
                                     if o.requires_grad])
            results.append(([o.detach() for o in outs], [o.requires_grad for o in outs],
                             [a.grad, b.grad]))
        (expected, expected_rg, expected_grads), (got, got_rg, grads) = results
        torch.testing.assert_close(got, expected)
        assert got_rg == expected_rg
        torch.testing.assert_close(grads, expected_grads)
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks) == (1, 0)
    assert [g.backward for g in _graphs(compiled)] == ["compiled"]


def test_update_in_place_under_no_grad_of_a_computed_tensor_breaks():
    """Writing under no_grad into a tensor computed with grad enabled changes the data
    autograd's history reads: the graph breaks there and the write runs natively."""
    def fn(x, w):
        h = x @ w
        with torch.no_grad():
            h.clamp_(-0.5, 0.5)
        return h * h

    compiled = tcompile.compile(fn)
    x, w = torch.randn(6, 5), torch.randn(5, 4)
    results = []
    for run in (fn, compiled):
        a, b = x.clone().requires_grad_(), w.clone().requires_grad_()
        out = run(a, b)
        out.sum().backward()
        results.append((out.detach(), a.grad, b.grad))
    torch.testing.assert_close(results[1], results[0])
    assert compiled.stats.graph_breaks == 1
    report = tcompile.explain(fn, x.clone().requires_grad_(), w.clone().requires_grad_())
    assert "writes in place under no_grad" in report.break_reasons[0].reason


def test_sparse_embedding_gradient_replays_the_backward():
    """sparse=True: eager's gradient is a sparse tensor, which a compiled backward would
    not make (it made a dense one before): the backward replays the captured ops."""
    torch.manual_seed(0)
    model = _Lookup(sparse=True)
    reference = copy.deepcopy(model)
    compiled = tcompile.compile(model)
    compiled(LOOKUP_IDS).backward()
    reference(LOOKUP_IDS).backward()
    got, expected = model.embedding.weight.grad, reference.embedding.weight.grad
    assert got.is_sparse and expected.is_sparse
    torch.testing.assert_close(got.to_dense(), expected.to_dense())
    (graph,) = _graphs(compiled)
    assert graph.backward == ("replayed: NoDerivative: an embedding with sparse gradients "
                              "(sparse=True)")


@torch.library.custom_op("tcompile_test::rowwise_mm", mutates_args=())
def _rowwise_mm(x: torch.Tensor, w: torch.Tensor, rows: torch.Tensor) -> torch.Tensor:
    """x @ w[rows]: each row of x times its own (k, n) matrix (a mixture of experts' shape)."""
    return torch.bmm(x.unsqueeze(1), w[rows]).squeeze(1)


@_rowwise_mm.register_fake
def _(x, w, rows):
    return x.new_empty(x.shape[0], w.shape[2])


def _rowwise_mm_setup(ctx, inputs, output):
    ctx.save_for_backward(inputs[0], inputs[1])
    ctx.rows = inputs[2]


def _rowwise_mm_backward(ctx, grad):
    x, w = ctx.saved_tensors
    gx = torch.bmm(grad.unsqueeze(1), w[ctx.rows].transpose(1, 2)).squeeze(1)
    gw = torch.zeros_like(w).index_add_(0, ctx.rows, x.unsqueeze(2) * grad.unsqueeze(1))
    return gx, gw, None


torch.library.register_autograd("tcompile_test::rowwise_mm", _rowwise_mm_backward,
                                setup_context=_rowwise_mm_setup)


def test_custom_op_backward_runs_its_registered_formula_in_the_compiled_backward():
    """A torch.library custom op with `register_autograd` (transformers' MoE grouped matmul):
    the graph's backward stays compiled and calls the op's own formula through
    `tcompile::custom_op_backward` on the saved inputs and output; gradients equal eager's."""
    torch.manual_seed(0)
    x, w = torch.randn(6, 4), torch.randn(3, 4, 5)
    rows = torch.tensor([0, 2, 2, 1, 0, 2])

    def f(x, w, rows):
        return torch.tanh(torch.ops.tcompile_test.rowwise_mm(x * 2, w, rows)).square()

    args = [x.clone().requires_grad_(), w.clone().requires_grad_()]
    refs = [x.clone().requires_grad_(), w.clone().requires_grad_()]
    compiled = tcompile.compile(f)
    compiled(*args, rows).sum().backward()
    f(*refs, rows).sum().backward()
    for a, r in zip(args, refs, strict=True):
        torch.testing.assert_close(a.grad, r.grad)
    (graph,) = _graphs(compiled)
    assert graph.backward == "compiled"
    assert "torch.ops.tcompile.custom_op_backward" in dict(graph.stages)["backward wrapper"]


def test_tied_embedding_gradient_adds_into_the_gemm_gradient():
    """The word embedding's two gradients (the lookup's rows, the LM head's GEMM) are one
    `index_add` into the GEMM's result (prim-autodiff), which the wrapper runs in place
    (`index_add_`: the GEMM's result dies there); the position embedding's lookup gradient
    alone scatters into zeros, also in place. No zeros of the vocabulary's size, no sum."""
    torch.manual_seed(0)
    model = _TiedLM()
    reference = copy.deepcopy(model)
    ids = torch.randint(0, 300, (4, 16))
    compiled = tcompile.compile(model)
    for _ in range(2):
        compiled(ids).square().mean().backward()
        reference(ids).square().mean().backward()
    for (pname, p), q in zip(model.named_parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-5, rtol=1e-4, msg=pname)
    (graph,) = _graphs(compiled)
    stages = dict(graph.stages)
    backward = stages["backward wrapper"]
    assert backward.count("torch.ops.aten.index_add_.default(") == 2
    assert "index_add.default" not in backward
    joint = stages["prim-autodiff"]
    assert joint.count('"aten.index_add"') == 2
    vocab = [ln for ln in joint.splitlines() if "[300, 32]" in ln]
    assert not any("prim.full" in ln or "prim.add" in ln for ln in vocab)

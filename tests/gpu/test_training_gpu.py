"""Training compiled on a real GPU (issue #13): the backward is a Triton graph of its own,
and gradients equal eager's for the test models (fp32) and for flash attention (bf16).

Run on the device machine (`pytest -m gpu tests/gpu`); without CUDA these are deselected.
"""

from __future__ import annotations

import copy

import pytest
import torch
import torch.nn.functional as F
from torch import nn
from torch.nn.attention import SDPBackend, sdpa_kernel

import tcompile
from tcompile.frontend.api import _compiled_function
from tcompile.testing.models import (
    MLP,
    BertLayer,
    GPT2Block,
    GPT2BlockManual,
    SmallResNet,
    TanhGelu,
)

pytestmark = pytest.mark.gpu


def _backward_kinds(compiled) -> list[str | None]:
    session = _compiled_function(compiled)._session
    return [g.backward for _, t in session.translations for g in t.graphs]


MODELS = {
    "mlp": (lambda: MLP(), lambda: [torch.randn(16, 32)]),
    "resnet": (lambda: SmallResNet(8), lambda: [torch.randn(4, 3, 32, 32)]),
    "gpt2_block_manual": (lambda: GPT2BlockManual(64, 4, 32), lambda: [torch.randn(2, 32, 64)]),
    "bert_layer": (lambda: BertLayer(64, 4, 256),
                   lambda: [torch.randn(2, 16, 64), torch.zeros(2, 1, 1, 16)]),
}


@pytest.mark.parametrize("name", sorted(MODELS))
def test_model_gradients_on_gpu(name, monkeypatch):
    # fp32 convolutions without TF32: cuDNN's NHWC and NCHW algorithms round differently in
    # TF32 (a stem's weight gradient 2e-3 apart), which says nothing about the graph
    monkeypatch.setattr(torch.backends.cudnn, "allow_tf32", False)
    make, inputs = MODELS[name]
    torch.manual_seed(0)
    model = make().cuda().train()
    for mod in model.modules():
        if isinstance(mod, nn.Dropout):
            mod.p = 0.0
    reference = copy.deepcopy(model)
    args = [t.cuda() for t in inputs()]
    compiled = tcompile.compile(model)
    out = compiled(*args)
    out.square().mean().backward()
    expected = reference(*args)
    expected.square().mean().backward()
    torch.testing.assert_close(out, expected, atol=1e-4, rtol=1e-3)
    for (pname, p), q in zip(model.named_parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-3, msg=pname)
    assert _backward_kinds(compiled) == ["compiled"]


def test_flash_attention_block_bf16_gradients():
    """GPT2Block's SDPA as CUDA flash attention in bf16: its backward is ATen's flash
    attention backward inside the compiled backward graph."""
    torch.manual_seed(0)
    model = GPT2Block(64, 4).cuda().to(torch.bfloat16).train()
    reference = copy.deepcopy(model)
    x = torch.randn(2, 64, 64, device="cuda", dtype=torch.bfloat16)
    compiled = tcompile.compile(model)
    # H100 prefers cuDNN attention in bf16 (no derivative rule yet): ask for flash
    with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
        compiled(x).float().square().mean().backward()
        reference(x).float().square().mean().backward()
    for (pname, p), q in zip(model.named_parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p.grad.float(), q.grad.float(), atol=3e-2, rtol=3e-2,
                                   msg=pname)
    assert _backward_kinds(compiled) == ["compiled"]


def test_dropout_mask_shared_by_forward_and_backward_on_gpu():
    x = torch.randn(256, 256, device="cuda", requires_grad=True)
    compiled = tcompile.compile(lambda t: F.dropout(t, 0.5, training=True))
    y = compiled(x)
    y.sum().backward()
    torch.testing.assert_close(x.grad, (y != 0).float() * 2.0)
    assert _backward_kinds(compiled) == ["compiled"]


def test_efficient_attention_with_dropout_uses_its_aten_backward():
    """fp32 SDPA with dropout runs CUDA's memory-efficient kernel; its backward is ATen's,
    which rebuilds the forward's dropout mask from the philox seed and offset the forward
    returned. From the same generator state, eager draws the same mask: outputs and
    gradients agree."""
    shape = (2, 4, 128, 64)
    q, k, v = (torch.randn(shape, device="cuda") for _ in range(3))
    fn = lambda q, k, v: F.scaled_dot_product_attention(q, k, v, dropout_p=0.3,  # noqa: E731
                                                        is_causal=True)
    compiled = tcompile.compile(fn)
    grads, outs = [], []
    for f in (compiled, fn):
        args = [t.clone().requires_grad_() for t in (q, k, v)]
        torch.manual_seed(1)
        with sdpa_kernel(SDPBackend.EFFICIENT_ATTENTION):
            out = f(*args)
            out.square().sum().backward()
        outs.append(out.detach())
        grads.append([a.grad for a in args])
    torch.testing.assert_close(outs[0], outs[1], atol=1e-4, rtol=1e-4)
    for a, b in zip(*grads, strict=True):
        torch.testing.assert_close(a, b, atol=1e-3, rtol=1e-3)
    plain = F.scaled_dot_product_attention(q, k, v, is_causal=True)
    assert not torch.allclose(outs[0], plain, atol=1e-2)  # dropout happened
    assert _backward_kinds(compiled) == ["compiled"]


@pytest.mark.parametrize("options", [{"padding_idx": 0},
                                     {"padding_idx": 3, "scale_grad_by_freq": True}, {}],
                         ids=["padding", "padding-freq", "plain"])
def test_embedding_gradient_options_on_gpu(options):
    """The padding row gets no gradient and scale_grad_by_freq divides by the ids' counts on
    the Triton path too (tests/e2e/test_training.py has the CPU's)."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Embedding(50, 16, **options), nn.Linear(16, 8)).cuda()
    reference = copy.deepcopy(model)
    ids = torch.randint(0, 6, (4, 12), device="cuda")
    compiled = tcompile.compile(model)
    compiled(ids).square().sum().backward()
    reference(ids).square().sum().backward()
    for (pname, p), q in zip(model.named_parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-4, msg=pname)
    assert _backward_kinds(compiled) == ["compiled"]


def test_strided_slice_gradient_on_gpu():
    """Swin's patch merging: strided slices concatenated, differentiated in the graph."""
    x = torch.randn(2, 8, 8, 16, device="cuda", requires_grad=True)
    x2 = x.detach().clone().requires_grad_()

    def merge(t):
        return torch.cat([t[:, 0::2, 0::2], t[:, 1::2, 0::2], t[:, 0::2, 1::2], t[:, 1::2, 1::2]],
                         -1).square().sum()

    compiled = tcompile.compile(merge)
    compiled(x).backward()
    merge(x2).backward()
    torch.testing.assert_close(x.grad, x2.grad)
    assert _backward_kinds(compiled) == ["compiled"]


def test_efficient_attention_learned_bias_gets_its_gradient():
    """A learned additive bias (Swin's relative position table, broadcast over the batch)
    through the memory-efficient kernel: its ATen backward is asked for the bias's gradient
    too. Before, the compiled backward left the table without one (None) while eager had it."""
    torch.manual_seed(0)
    shape = (2, 4, 64, 32)
    q, k, v = (torch.randn(shape, device="cuda") for _ in range(3))
    table = torch.randn(4, 64, 64, device="cuda")

    def fn(q, k, v, table):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=table.unsqueeze(0).expand(
            2, -1, -1, -1))

    compiled = tcompile.compile(fn)
    grads = []
    for f in (compiled, fn):
        args = [t.clone().requires_grad_() for t in (q, k, v, table)]
        with sdpa_kernel(SDPBackend.EFFICIENT_ATTENTION):
            f(*args).square().sum().backward()
        grads.append([a.grad for a in args])
    for a, b in zip(*grads, strict=True):
        assert a is not None and b is not None
        torch.testing.assert_close(a, b, atol=1e-3, rtol=1e-3)
    assert _backward_kinds(compiled) == ["compiled"]


def test_library_call_gradients_and_zero_derivatives_on_gpu():
    """The rules that call ATen's backward ops or invert the call (upsampling, roll,
    scatter_reduce, diagonal) and an output with a zero derivative (sign) on the Triton
    path (tests/e2e/test_training.py has the CPU's)."""
    torch.manual_seed(0)
    index = torch.tensor([[0, 1, 1], [2, 2, 0]] * 4, device="cuda")

    def f(x, s):
        up = F.interpolate(x, scale_factor=2, mode="bilinear") + \
            F.interpolate(x, scale_factor=2, mode="nearest")
        return (up.square().sum() + torch.roll(x, (1, -2), (2, 3)).exp().sum()
                + x.flatten(0, 1)[:, 0].scatter_reduce(1, index, s, "amax").sum()
                + torch.diagonal(x, 0, 2, 3).sum() * 3, x.sign())

    x = torch.randint(0, 3, (2, 4, 6, 6), device="cuda").float()
    s = torch.randint(0, 3, (8, 3), device="cuda").float()
    compiled = tcompile.compile(f)
    grads = []
    for run in (compiled, f):
        a, b = x.clone().requires_grad_(), s.clone().requires_grad_()
        loss, sign = run(a, b)
        assert sign.requires_grad
        torch.autograd.backward([loss, sign.sum()])
        grads.append((loss, a.grad, b.grad))
    torch.testing.assert_close(grads[0], grads[1], atol=1e-4, rtol=1e-4)
    assert _backward_kinds(compiled) == ["compiled"]


def test_autograd_function_and_detach_in_a_training_graph_on_gpu():
    """An autograd.Function's own backward from the compiled backward (Triton wrapper), and
    a detach kept in the graph: one graph, gradients as in eager."""
    lin = nn.Linear(32, 32).cuda()

    def fn(x):
        h = TanhGelu.apply(lin(x))
        return (h + (h.round() - h).detach()).square().sum()

    x = torch.randn(8, 32, device="cuda")
    compiled = tcompile.compile(fn)
    grads = []
    for run in (fn, compiled):
        lin.zero_grad()
        run(x).backward()
        grads.append([p.grad.clone() for p in lin.parameters()])
    torch.testing.assert_close(grads[1], grads[0], atol=1e-4, rtol=1e-4)
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks) == (1, 0)
    assert _backward_kinds(compiled) == ["compiled"]

"""prim-channels-last end to end: convolution nets compiled for Triton (here its interpreter)
run their convolutions and the kernels between them channels-last, with eager's values; the
LLVM target and graphs with a backward stay row-major."""

from __future__ import annotations

import copy
import re

import pytest
import torch
from torch import nn

import tcompile
from tcompile.frontend import config as knobs


class Block(nn.Module):
    """conv-BN-ReLU, max pooling, a residual conv-BN block, a depthwise conv, the head."""

    def __init__(self, c: int = 8):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, c, 3, padding=1, bias=False), nn.BatchNorm2d(c),
                                  nn.ReLU(), nn.MaxPool2d(2))
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.dw = nn.Conv2d(c, c, 3, padding=1, groups=c)
        self.head = nn.Linear(c, 5)
        for bn in (self.stem[1], self.bn):
            bn.running_mean.uniform_(-1, 1)
            bn.running_var.uniform_(0.5, 2)

    def forward(self, x):
        x = self.stem(x)
        x = torch.relu(self.bn(self.conv(x)) + x)
        x = torch.relu(self.dw(x))
        return self.head(x.mean((2, 3))), x


def wrapper_of(compiled) -> str:
    return next(text for stage, text in tcompile.last_ir(compiled) if stage == "wrapper")


def test_conv_net_runs_channels_last_on_triton():
    torch.manual_seed(0)
    model = Block().eval()
    compiled = tcompile.compile(model, backend="triton")
    with torch.no_grad():
        for _ in range(2):
            x = torch.randn(2, 3, 8, 8)
            got, want = compiled(x), model(x)
            torch.testing.assert_close(got, want, atol=1e-5, rtol=1e-5)
    # eager's layout for the returned activation (NCHW), though it was computed NHWC
    assert got[1].stride() == want[1].stride()
    assert compiled.stats.fallbacks == 0 and compiled.stats.graphs_compiled == 1
    stages = dict(tcompile.last_ir(compiled))
    assert "prim-to-loop{channels_last=true pad_gemm=true unfuse_bias=true combo=true depthwise_conv=true}" in stages
    wrapper = wrapper_of(compiled)
    # Every library call's result is taken as is: the planned layouts are ATen's.
    # two convolutions from cuDNN; the depthwise one is a kernel (depthwise_conv)
    assert wrapper.count("alloc.adopt(") == 2 and wrapper.count("torch.convolution(") == 2
    assert ".copy_(" not in wrapper
    # the max pooling is a kernel (its indices unused), in NHWC like its input
    assert "max_pool2d" not in wrapper
    # The input is copied into NHWC once; the convolutions read channels-last buffers.
    lowered = stages["prim-to-loop{channels_last=true pad_gemm=true unfuse_bias=true combo=true depthwise_conv=true}"]
    assert lowered.count("!loop.buffer<[2, 8, 8, 3], f32>") >= 1
    assert lowered.count(", [128, 1, 32, 8]>") >= 3  # [2, 8, 4, 4] channels-last views
    # So are the weights, at the start (cuDNN would copy a row-major weight in each call),
    # in the same launch as the input.
    body = wrapper.split("\ndef call(")[1]
    assert len(re.findall(r"\n    tc_kernel\d+\(", body.split("torch.convolution(")[0])) == 1
    weights = re.findall(r"torch\.convolution\(\w+, (\w+),", body)
    assert len(weights) == 2 and weights[0].startswith("buf") and weights[1].startswith("buf")
    assert lowered.count("!loop.buffer<[8, 3, 3, 8], f32>") >= 1


def test_pointwise_conv_weights_are_passed_as_they_are():
    """A 1x1 convolution's row-major weight [O, I, 1, 1] is channels-last already (the
    strides it differs in are of dims of size 1, which cuDNN's layout check skips): the
    wrapper passes the parameter itself, no `as_strided` view of it per call."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ReLU(), nn.Conv2d(8, 16, 1),
                          nn.ReLU(), nn.Conv2d(16, 4, 1, bias=False)).eval()
    compiled = tcompile.compile(model, backend="triton")
    with torch.no_grad():
        for _ in range(2):
            x = torch.randn(2, 3, 6, 6)
            torch.testing.assert_close(compiled(x), model(x), atol=1e-5, rtol=1e-5)
    body = wrapper_of(compiled).split("\ndef call(")[1]
    weights = re.findall(r"torch\.convolution\(\w+, (\w+),", body)
    assert len(weights) == 3 and weights[0].startswith("buf")  # the 3x3 one is relaid
    assert all(re.search(rf"\n    {w} = arg\d+\n", body) for w in weights[1:]), body
    assert "as_strided" not in body


@pytest.mark.parametrize("backend, layout_optimization, expected", [
    ("llvm", True, True), ("llvm", False, False), ("triton", False, False)])
def test_channels_last_in_inference_on_both_targets_unless_the_knob_is_off(
        backend, layout_optimization, expected, monkeypatch):
    monkeypatch.setattr(knobs, "layout_optimization", layout_optimization)
    torch.manual_seed(0)
    model = Block().eval()
    compiled = tcompile.compile(model, backend=backend)
    with torch.no_grad():
        x = torch.randn(2, 3, 8, 8)
        torch.testing.assert_close(compiled(x), model(x), atol=1e-5, rtol=1e-5)
    stages = dict(tcompile.last_ir(compiled))
    assert any("channels_last=true" in name for name in stages) == expected
    assert any(name.startswith("prim-to-loop") for name in stages)


def test_cpu_training_stays_row_major():
    # Training graphs on the CPU keep the row-major layout (channels-last not measured there).
    torch.manual_seed(0)
    model = Block().train()
    compiled = tcompile.compile(model, backend="llvm")
    x = torch.randn(2, 3, 8, 8)
    compiled(x)[0].sum().backward()
    stages = dict(tcompile.last_ir(compiled))
    assert any(name.startswith("forward: prim-to-loop") for name in stages), list(stages)
    assert not any("channels_last=true" in name for name in stages)


@pytest.mark.parametrize("groups", [1, 4])
def test_channels_last_input_and_grouped_convs(groups):
    """A channels-last input gives eager's values and layout; a grouped conv (4 channels per
    group) stays NCHW."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(16, 16, 3, padding=1, groups=groups), nn.ReLU(),
                          nn.Conv2d(16, 8, 1)).eval()
    compiled = tcompile.compile(model, backend="triton")
    with torch.no_grad():
        for x in (torch.randn(2, 16, 6, 6),
                  torch.randn(2, 16, 6, 6).to(memory_format=torch.channels_last)):
            got, want = compiled(x), model(x)
            torch.testing.assert_close(got, want, atol=1e-5, rtol=1e-5)
            assert got.stride() == want.stride()


def test_training_graph_stays_row_major_by_default():
    torch.manual_seed(0)
    model = Block().train()
    compiled = tcompile.compile(model, backend="triton")
    compiled(torch.randn(2, 3, 8, 8))[0].square().sum().backward()
    assert not any("channels_last=true" in stage for stage, _ in tcompile.last_ir(compiled))


def test_training_graph_runs_channels_last_forward_and_backward(monkeypatch):
    """With `config.layout_optimization_training`, both halves run channels-last: the
    forward returns the values it saves in the layout it computed them in, the backward's
    arguments say so (`tc.stride_order`), and convolution_backward reads them without a
    copy; gradients and BatchNorm's running statistics equal eager's."""
    monkeypatch.setattr(knobs, "layout_optimization_training", True)
    torch.manual_seed(0)
    model = Block().train()
    torch.manual_seed(0)
    reference = Block().train()
    reference.load_state_dict(model.state_dict())
    compiled = tcompile.compile(model, backend="triton")
    x = torch.randn(2, 3, 8, 8)
    compiled(x)[0].square().sum().backward()
    reference(x)[0].square().sum().backward()
    for p, q in zip(model.parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p.grad, q.grad, atol=1e-4, rtol=1e-4)
    for b, c in zip(model.buffers(), reference.buffers(), strict=True):
        torch.testing.assert_close(b, c)
    stages = dict(tcompile.last_ir(compiled))
    backward = next(text for stage, text in stages.items()
                    if stage.startswith("backward: prim-to-loop{channels_last=true"))
    # the saved activations come channels-last: [2, 8, 8, 8] with strides (512, 1, 64, 8)
    assert "tc.stride_order = array<i64: 0, 2, 3, 1>" in backward
    assert "f32, [512, 1, 64, 8]>" in backward
    wrapper = stages["backward wrapper"]
    assert wrapper.count("convolution_backward") == 3
    # the weights it reads NHWC too (copied at its start; the depthwise one a view)
    weights = re.findall(r"weight=(\w+),", wrapper)
    assert len(weights) == 3 and all(w.startswith("buf") for w in weights)


def test_adamw_writes_1x1_weights_in_place_after_a_channels_last_backward(monkeypatch):
    """cuDNN returns a 1x1 convolution's weight gradient with strides (I, 1, I, I): row-major
    memory whose size-1 dims suggest channels-last. The AdamW step plans it row-major, so
    its new weight and moments are stored into the (row-major) parameter and state: the
    step's graph returns only its inputs, and the bridge copies nothing back."""
    monkeypatch.setattr(knobs, "layout_optimization_training", True)
    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8),
                          nn.ReLU(), nn.Conv2d(8, 16, 1, stride=2, bias=False))
    reference = copy.deepcopy(model)
    opts = [torch.optim.AdamW(m.parameters(), lr=1e-2) for m in (model, reference)]
    compiled = tcompile.compile(model, backend="triton")

    def adamw_step() -> None:
        opts[0].step()

    step = tcompile.compile(adamw_step, backend="triton")
    x = torch.randn(2, 3, 8, 8)
    for _ in range(2):
        for opt in opts:
            opt.zero_grad(set_to_none=True)
        compiled(x).square().sum().backward()
        step()
        reference(x).square().sum().backward()
        opts[1].step()
    assert model[3].weight.grad.stride() == (8, 1, 8, 8)  # as cuDNN-shaped gradients come
    for p, q in zip(model.parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(p, q, atol=1e-4, rtol=1e-4)
    returned = wrapper_of(step).split("\n    return [")[1].split("]")[0]
    assert "buf" not in returned, returned


@pytest.mark.parametrize("backend", ["llvm", "triton"])
def test_inputs_in_another_order_are_read_in_place(backend):
    """A channels-last input and a transposed (column-major) one are read in their own
    layouts: the wrapper copies neither to row-major, and the values are eager's."""
    def f(x, t):
        return torch.var_mean(x, dim=(0, 2, 3)), (t * 2).sum(0)

    compiled = tcompile.compile(f, backend=backend)
    for _ in range(2):
        x = torch.randn(4, 8, 6, 6).to(memory_format=torch.channels_last)
        t = torch.randn(16, 5).t()
        for got, want in zip(torch.utils._pytree.tree_leaves(compiled(x, t)),
                             torch.utils._pytree.tree_leaves(f(x, t)), strict=True):
            torch.testing.assert_close(got, want, atol=1e-5, rtol=1e-5)
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.fallbacks == 0
    (graph,) = [g for _, tr in tcompile.frontend.api._compiled_function(compiled)._session
                .translations for g in tr.graphs]
    assert "restride" not in dict(graph.stages)["wrapper"]


def test_training_layout_follows_the_mode_unless_set(monkeypatch):
    """Training graphs go channels-last under reduce-overhead by default (CUDA graphs replay
    the launches it adds), row-major otherwise; the knob forces either; not on the CPU."""
    from tcompile.compiler import channels_last

    assert channels_last("triton", True, "reduce-overhead")
    assert not channels_last("triton", True, "default")
    assert channels_last("triton", False, "default")
    assert not channels_last("llvm", True, "reduce-overhead")
    monkeypatch.setattr(knobs, "layout_optimization_training", True)
    assert channels_last("triton", True, "default")
    monkeypatch.setattr(knobs, "layout_optimization_training", False)
    assert not channels_last("triton", True, "reduce-overhead")

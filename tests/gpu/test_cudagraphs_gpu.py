"""`mode="reduce-overhead"` on a real GPU: CUDA graph replays match eager on fresh inputs, a
new input signature gets its own recording, and outputs the caller holds are never
overwritten by a later replay.

Run on the device machine (`pytest -m gpu tests/gpu`); without CUDA these are deselected.
"""

from __future__ import annotations

import pytest
import torch

from tcompile.compiler import compile_function
from tcompile.runtime.cudagraphs import SLOTS
from tcompile.testing.compare import assert_matches

pytestmark = pytest.mark.gpu


def fn(x, w):  # three kernels: row statistics, column sums, the result
    a = torch.softmax(x, -1) * w
    return a + torch.cos(a.sum(0))


def randn(*shape):
    return torch.randn(*shape, device="cuda")


def compiled(rows=64, cols=300):
    return compile_function(fn, randn(rows, cols), randn(cols), mode="reduce-overhead")


def test_replays_match_eager_on_fresh_inputs():
    graph = compiled()
    for _ in range(4):
        x, w = randn(64, 300), randn(300)
        assert_matches(graph(x, w)[0], fn(x, w), atol=1e-5, rtol=1e-5)
    (slots,) = graph.call.recordings.values()
    assert len(slots) == 1  # each result was dropped before the next call: one recording
    # x (19200 elements) is copied in by its own copy_, w by the foreach of the small inputs
    assert [i for _, i in slots[0].alone] == [0] and [i for _, i in slots[0].batched] == [1]


def test_new_shape_records_again_and_odd_layouts_are_copied_in():
    graph = compile_function(fn, randn(64, 300), randn(300), mode="reduce-overhead")
    x, w = randn(64, 300), randn(300)
    assert_matches(graph(x, w)[0], fn(x, w), atol=1e-5, rtol=1e-5)
    xt = randn(300, 64).t()  # transposed: a signature of its own
    assert_matches(graph(xt, w)[0], fn(xt, w), atol=1e-5, rtol=1e-5)
    we = randn(1).expand(300)  # expanded: copied into a dense buffer
    assert_matches(graph(x, we)[0], fn(x, we), atol=1e-5, rtol=1e-5)
    assert len(graph.call.recordings) == 3
    assert not graph.call.failed


def test_held_outputs_are_never_overwritten():
    graph = compiled()
    inputs = [(randn(64, 300), randn(300)) for _ in range(SLOTS + 2)]
    held = [graph(x, w)[0] for x, w in inputs]  # every result kept alive
    view = held[0][:3]
    for (x, w), out in zip(inputs, held, strict=True):
        assert_matches(out, fn(x, w), atol=1e-5, rtol=1e-5)
    assert_matches(view, fn(*inputs[0])[:3], atol=1e-5, rtol=1e-5)
    (slots,) = graph.call.recordings.values()
    assert len(slots) == SLOTS
    del held, view  # now the recordings are free again and replay
    x, w = randn(64, 300), randn(300)
    out = graph(x, w)[0]
    assert_matches(out, fn(x, w), atol=1e-5, rtol=1e-5)
    assert any(out.data_ptr() == rec.outputs[0].data_ptr() for rec in slots)


def test_replay_is_one_launch_for_a_many_kernel_graph():
    """A graph of several kernels replays without running its Python wrapper."""
    def chain(x):
        a = torch.softmax(x, -1)
        return a.sum(0) + x.amax(0), a * 2

    x = randn(128, 40)
    graph = compile_function(chain, x, mode="reduce-overhead")
    graph(x)
    calls = []
    wrapper = graph.call.call
    graph.call.call = lambda *a: calls.append(1) or wrapper(*a)
    for _ in range(3):
        x = randn(128, 40)
        outs = graph(x)
        for k, expected in enumerate(chain(x)):
            assert_matches(outs[k], expected, atol=1e-5, rtol=1e-5)
        del outs  # dropped before the next call: the same recording replays
    assert not calls
    (slots,) = graph.call.recordings.values()
    assert len(slots) == 1


def test_parameters_are_read_in_place_and_a_moved_one_records_anew():
    """A module's parameters are not copied into the recording each replay: it reads them
    where they are, sees in-place updates, and a parameter given new storage records again."""
    model = torch.nn.Sequential(torch.nn.Linear(64, 64), torch.nn.GELU()).cuda()
    import tcompile

    compiled_model = tcompile.compile(model, mode="reduce-overhead")
    with torch.no_grad():
        for _ in range(3):
            x = randn(32, 64)
            assert_matches(compiled_model(x), model(x), atol=1e-4, rtol=1e-4)
        model[0].weight.mul_(2)  # in place: the next replay reads it
        x = randn(32, 64)
        assert_matches(compiled_model(x), model(x), atol=1e-4, rtol=1e-4)
        model[0].weight.data = randn(64, 64)  # new storage: a new recording
        x = randn(32, 64)
        assert_matches(compiled_model(x), model(x), atol=1e-4, rtol=1e-4)
        assert_matches(compiled_model(x), model(x), atol=1e-4, rtol=1e-4)


def test_training_backward_reads_what_the_forward_saved_in_place(monkeypatch):
    """A train step under reduce-overhead: the forward and the backward replay their
    recordings, the backward reads the activations the forward's replay saved where they lie
    (no input of it is copied but the incoming gradient and x; none of the forward's but x), and
    the gradients, the loss and BatchNorm's running statistics follow eager's over several
    steps."""
    import copy

    from torch import nn

    import tcompile
    import tcompile.runtime.cudagraphs as cudagraphs

    copied = []
    replay = cudagraphs._Recording.replay
    monkeypatch.setattr(cudagraphs._Recording, "replay", lambda self, inputs: (
        copied.append(len(self.copied)), replay(self, inputs))[1])
    torch.manual_seed(0)
    model = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(),
                          nn.Conv2d(16, 8, 3), nn.Flatten(), nn.LazyLinear(10)).cuda().train()
    model(randn(4, 3, 12, 12))
    twin = copy.deepcopy(model)
    compiled = tcompile.compile(twin, mode="reduce-overhead")
    with torch.backends.cudnn.flags(allow_tf32=False):
        for _ in range(5):
            x = randn(4, 3, 12, 12)
            want = model(x).square().mean()
            want.backward()
            got = compiled(x).square().mean()
            got.backward()
            torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-5)
            # .grad is the backward replay's output itself, not a clone of it
            assert all(q.grad.untyped_storage().data_ptr() in cudagraphs._STATIC_STORAGES
                       for q in twin.parameters())
            for p, q in zip(model.parameters(), twin.parameters(), strict=True):
                torch.testing.assert_close(q.grad, p.grad, rtol=1e-3, atol=1e-5)
                p.grad = q.grad = None
    for a, b in zip(model.buffers(), twin.buffers(), strict=True):
        torch.testing.assert_close(b, a, rtol=1e-4, atol=1e-5)
    assert copied, "no replay"
    # the forward copies its input x (BatchNorm's running statistics, module buffers, are
    # read and updated in place: it copied 4 before), the backward its tangent and the x its
    # first convolution's weight gradient reads
    assert sorted(set(copied)) == [1, 2]

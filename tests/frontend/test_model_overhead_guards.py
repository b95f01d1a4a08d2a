"""The cheap reads of a compiled model's cache hit keep every guard's meaning.

Guards and bridges read submodules, parameters and buffers straight from the modules'
`_modules`/`_parameters`/`_buffers` dicts, and pass parameters undetached to a graph that
runs without grad. Each test changes the model between calls the way users do (a parameter's
data, its requires_grad, a rebound submodule, a replaced buffer or Sequential item) and checks
that the call recompiles when it must and always matches eager.
"""

from __future__ import annotations

import pytest
import torch
from torch import nn

import tcompile

TOL = {"atol": 1e-5, "rtol": 1e-5}

# each test twice: guards with the native helpers (a module-tree snapshot, one tensor check)
# and plain Python ones
pytestmark = pytest.mark.usefixtures("guard_mode")


class Net(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = nn.Linear(8, 6)
        self.seq = nn.Sequential(nn.Linear(6, 6), nn.ReLU(), nn.Linear(6, 4))
        self.register_buffer("shift", torch.randn(4))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.seq(self.lin(x).tanh()) + self.shift


@pytest.fixture
def net() -> Net:
    torch.manual_seed(0)
    return Net()


def run(compiled, model: nn.Module, misses: int) -> torch.Tensor:
    """One call on fresh inputs: equal to eager, with `misses` cache misses so far."""
    x = torch.randn(3, 8)
    out = compiled(x)
    expected = model(x)
    torch.testing.assert_close(out, expected, **TOL)
    assert out.requires_grad == expected.requires_grad
    assert compiled.stats.cache_misses == misses, compiled.stats.recompiles
    return out


def test_guard_reads_members_from_module_dicts(net):
    compiled = tcompile.compile(net)
    run(compiled, net, 1)
    run(compiled, net, 1)
    source = compiled._compiled._code.entries[0].guard.source
    assert "._modules['lin']" in source and "._parameters['weight']" in source
    assert "._buffers['shift']" in source and "._modules['0']" in source
    assert "__getattr__" not in source
    # the guard pins every input's strides: the graph's wrapper does not check them again
    stages = dict(compiled._compiled._code.entries[0].translation.graphs[0].stages)
    assert "tc.guarded_strides" in stages["torch"] and ".stride() !=" not in stages["wrapper"]


def test_inputs_guarded_only_on_contiguity_keep_their_stride_check(net):
    compiled = tcompile.compile(net, dynamic=True)
    for batch in (3, 5):
        x = torch.randn(batch, 8)
        torch.testing.assert_close(compiled(x), net(x), **TOL)
    assert compiled.stats.cache_misses == 1
    stages = dict(compiled._compiled._code.entries[0].translation.graphs[0].stages)
    # x's strides are not pinned (a contiguity guard), so the wrapper checks them; the
    # parameters keep static sizes under dynamic=True (as torch's), and pinned strides
    assert "(%0: !torch.tensor<[s" in stages["torch"] and ".stride() !=" in stages["wrapper"]
    assert "!torch.tensor<[6, 8], f32> {tc.guarded_strides" in stages["torch"]


def test_parameter_data_of_another_shape_or_layout_recompiles(net):
    compiled = tcompile.compile(net)
    run(compiled, net, 1)
    net.seq[2].weight.data = torch.randn(6, 4).t()  # the same shape, strides (1, 4)
    run(compiled, net, 2)
    net.seq[2].weight.data = torch.randn(5, 6)
    net.seq[2].bias.data = torch.randn(5)
    net.shift = torch.randn(5)
    run(compiled, net, 3)
    why = [reason for _, reason in compiled.stats.recompiles]
    assert "strides changed" in why[0] and "size of dim 0 changed" in why[1], why


def test_parameter_set_to_not_require_grad_recompiles(net):
    compiled = tcompile.compile(net)
    out = run(compiled, net, 1)
    out.sum().backward()
    grad = net.lin.weight.grad.clone()
    net.lin.weight.requires_grad_(False)
    out = run(compiled, net, 2)
    out.sum().backward()
    assert net.lin.weight.grad is not None and torch.equal(net.lin.weight.grad, grad)
    assert net.lin.bias.grad is not None
    assert "requires_grad changed from True to False" in compiled.stats.recompiles[0][1]


def test_no_grad_call_does_not_require_grad_and_grad_call_does(net):
    compiled = tcompile.compile(net)
    with torch.no_grad():
        out = run(compiled, net, 1)
    assert not out.requires_grad
    out = run(compiled, net, 2)  # grad mode is guarded
    assert out.requires_grad
    out.sum().backward()
    assert all(p.grad is not None for p in net.parameters())


def test_rebound_submodule_and_replaced_sequential_item_recompile(net):
    compiled = tcompile.compile(net)
    run(compiled, net, 1)
    net.lin = nn.Linear(8, 6)
    run(compiled, net, 2)
    net.seq[0] = nn.Linear(6, 6)
    run(compiled, net, 3)
    run(compiled, net, 3)
    assert all("is not the object seen at compile time" in why
               for _, why in compiled.stats.recompiles)


def test_replaced_buffer_is_read_again_and_a_new_dtype_recompiles(net):
    compiled = tcompile.compile(net)
    run(compiled, net, 1)
    net.shift = torch.randn(4)  # same metadata: the same entry reads the new tensor
    run(compiled, net, 1)
    net.shift = torch.randn(4, dtype=torch.float64)
    run(compiled, net, 2)
    assert "dtype changed from float32 to float64" in compiled.stats.recompiles[0][1]


def test_member_moved_out_of_its_dict_is_a_miss(net):
    compiled = tcompile.compile(net)
    run(compiled, net, 1)
    shift = net.shift
    del net.shift
    net.shift = shift + 1  # a plain attribute now, not a buffer: read through __dict__
    assert "shift" not in net._buffers
    run(compiled, net, 2)
    run(compiled, net, 2)


def test_bridge_reads_members_from_the_guarded_modules(net):
    """After a hit every module guarded by identity is its compile-time object, so the
    bridge reads parameters and buffers from those modules (as the guard's fast path does)
    rather than walking `self._modules[...]` down again; rebinding still recompiles."""
    compiled = tcompile.compile(net)
    run(compiled, net, 1)
    bridge = compiled._compiled._code.entries[0].run
    names = set(bridge.__code__.co_names)
    assert "_parameters" in names and "_buffers" in names
    assert "_modules" not in names  # no path from `self` to a member
    assert {n for n in names if n.startswith("___m")}
    net.seq[0] = nn.Linear(6, 6)
    run(compiled, net, 2)
    net.seq[0].weight.data.mul_(2)  # in place: same module, read again by the bridge
    run(compiled, net, 2)

"""The native guard helpers (tcompile/frontend/native_guards.cpp) and the guards built on them.

Each helper is checked against the Python it replaces, case by case; then whole compiled
models: the guard's source has the snapshot fast path, every way users change a model
between calls (an attribute, a hook, a parameter replaced or its `.data`, a submodule,
`requires_grad_`, train/eval, the instance `__dict__` itself) is still a miss or a correct
hit, and a hit of a ResNet-50-sized guard costs a fraction of the Python one.
"""

from __future__ import annotations

import timeit

import pytest
import torch
from torch import nn

import tcompile
from tcompile.frontend import native
from tcompile.frontend.api import _compiled_function
from tcompile.frontend.translate import storages_apart

pytestmark = pytest.mark.usefixtures("native_guards")


@pytest.fixture
def native_guards():
    if native.load() is None:
        pytest.fail("the native guard helpers are not built: run `make native`")


def spec(t: torch.Tensor) -> tuple:
    return (type(t), t.dtype, t.device, t.requires_grad, tuple(t.size()), tuple(t.stride()))


def test_tensor_check_tests_each_of_the_six_facts():
    x = torch.randn(3, 4)
    p = nn.Parameter(torch.randn(5))
    check = native.load().TensorCheck((spec(x), spec(p)))
    assert check(x, p) is True
    assert check(torch.randn(3, 4), nn.Parameter(torch.randn(5))) is True  # same metadata
    wrong = {
        "type": (x, p.detach()),
        "dtype": (x.double(), p),
        "device": (x.to("meta"), p),
        "requires_grad": (x.requires_grad_(False), nn.Parameter(torch.randn(5), False)),
        "sizes": (torch.randn(4, 3), p),
        "rank": (torch.randn(12), p),
        "strides": (torch.randn(4, 3).t(), p),
        "not a tensor": (x, 5.0),
        "swapped": (p, x),
    }
    for what, args in wrong.items():
        assert check(*args) is False, what
    with pytest.raises(TypeError):
        check(x)


def test_storages_apart_matches_the_python_check():
    a, b = torch.randn(8), torch.randn(8)
    cases = [((a,), (b,)), ((a, b), ()), ((a,), (a[2:],)), ((a, a.view(2, 4)), ()),
             ((a,), (b, a.t())), ((), (a, a))]
    for written, others in cases:
        assert native.load().storages_apart(written, others) == storages_apart(written, others)


def test_dict_versions_see_every_change_to_a_module():
    lin = nn.Linear(2, 2)
    versions = native.load().DictVersions((lin,), ("_parameters", "_forward_hooks"))
    assert not versions.check()  # nothing taken yet
    changes = {
        "attribute": lambda: setattr(lin, "scale", 2.0),
        "training": lambda: lin.eval(),
        "hook": lambda: lin.register_forward_hook(lambda *a: None),
        "parameter": lambda: setattr(lin, "weight", nn.Parameter(torch.randn(2, 2))),
        "deleted": lambda: delattr(lin, "bias"),
        "__dict__": lambda: setattr(lin, "__dict__", dict(lin.__dict__)),
    }
    for what, change in changes.items():
        versions.take()
        assert versions.check()
        change()
        assert not versions.check(), what
    versions.take()
    lin.weight.data = torch.randn(3, 3)  # same dicts: the tensor check sees this one
    assert versions.check()
    # an object without a __dict__: no snapshot, so its guard evaluates every term
    no_dict = native.load().DictVersions((object(),), ())
    assert no_dict.take() is None and not no_dict.check()


class Block(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = nn.Linear(8, 8)
        self.norm = nn.LayerNorm(8)
        self.scale = 0.5

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(self.lin(x)).relu() * self.scale + x


def compiled_pair():
    torch.manual_seed(0)
    model = nn.Sequential(Block(), Block())
    return model, tcompile.compile(model)


def call(compiled, model, misses: int) -> None:
    x = torch.randn(4, 8)
    torch.testing.assert_close(compiled(x), model(x))
    assert compiled.stats.cache_misses == misses, compiled.stats.recompiles


def test_guard_of_a_module_tree_has_a_snapshot_fast_path():
    model, compiled = compiled_pair()
    call(compiled, model, 1)
    source = _compiled_function(compiled)._code.entries[0].guard.source
    fast = source.split("if ___versions")[1].split("\n        if (")[0]
    assert ".check():" in fast and "___tensors" in fast
    # the fast path checks the root's identity, then reads parameters through the
    # snapshot's modules, not from `self` down, and no submodule's identity or constants
    assert "self is ___obj" in fast and fast.count("is ___obj") == 1
    assert "._modules[" not in fast and ".__dict__" not in fast and "_forward_hooks or" in fast
    assert fast.count("._parameters['weight']") == 4
    call(compiled, model, 1)


@pytest.mark.parametrize("change", [
    "scale", "eval", "hook", "new_weight", "weight_data_shape", "weight_data_dtype",
    "requires_grad", "submodule", "dict", "buffer_like_attr"])
def test_changes_after_the_snapshot_miss_or_hit_correctly(change):
    model, compiled = compiled_pair()
    call(compiled, model, 1)
    call(compiled, model, 1)  # a hit: the snapshot is taken
    block = model[1]
    misses = 2
    if change == "scale":
        block.scale = 2.0
    elif change == "eval":
        model.eval()  # LayerNorm and Linear do not read `training`: the same graph holds
        misses = 1
    elif change == "hook":
        seen = []
        block.lin.register_forward_hook(lambda m, a, out: seen.append(out.shape))
        # the hook's list append: the call runs natively around compiled pieces, whose
        # counts are the same with Python guards; only values and the reason are checked
        misses = None
    elif change == "new_weight":
        block.lin.weight = nn.Parameter(torch.randn(8, 8))
        misses = 1  # parameters are graph inputs: a new one of the same kind is a hit
    elif change == "weight_data_shape":
        block.lin.weight.data = torch.randn(8, 8).t()  # other strides
    elif change == "weight_data_dtype":
        model.double()
    elif change == "requires_grad":
        block.norm.weight.requires_grad_(False)
    elif change == "submodule":
        block.norm = nn.Identity()
    elif change == "dict":
        block.__dict__ = dict(block.__dict__, scale=3.0)
    elif change == "buffer_like_attr":
        block.lin.bias = None
    dtype = torch.float64 if change == "weight_data_dtype" else torch.float32
    x = torch.randn(4, 8, dtype=dtype)
    torch.testing.assert_close(compiled(x), model(x))
    if change == "hook":
        assert len(seen) == 2  # ran in the compiled call and in eager's
        assert "has hooks now" in compiled.stats.recompiles[0][1]
    else:
        assert compiled.stats.cache_misses == misses, compiled.stats.recompiles
    for _ in range(2):  # and it stays right once the new state is snapshotted
        x = torch.randn(4, 8, dtype=dtype)
        torch.testing.assert_close(compiled(x), model(x))
    if misses is not None:
        assert compiled.stats.cache_misses == misses, compiled.stats.recompiles


def test_switching_between_two_entries_keeps_both_correct():
    """train() and eval() each have an entry (dropout reads `training`): every switch
    changes the modules' dicts, so each entry re-checks in Python once and snapshots again."""
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(8, 8), nn.Dropout(0.5), nn.Linear(8, 2))
    compiled = tcompile.compile(model)
    for _ in range(3):
        model.train()
        out = compiled(torch.randn(4, 8))
        assert out.shape == (4, 2)
        model.eval()
        x = torch.randn(4, 8)
        torch.testing.assert_close(compiled(x), model(x))
    assert compiled.stats.cache_misses == 2, compiled.stats.recompiles


def test_a_large_module_tree_is_checked_in_a_fraction_of_the_python_time(monkeypatch):
    torch.manual_seed(0)
    model = nn.Sequential(*(Block() for _ in range(24))).eval()
    x = torch.randn(2, 8)

    def guard_us() -> float:
        compiled = tcompile.compile(model)
        with torch.no_grad():
            compiled(x)
            compiled(x)
        check = _compiled_function(compiled)._code.entries[0].guard.check
        with torch.no_grad():
            assert check(model, x)
            return min(timeit.repeat(lambda: check(model, x), number=200, repeat=5)) / 200 * 1e6

    fast = guard_us()
    monkeypatch.setattr(native, "_loaded", None)
    slow = guard_us()
    print(f"guard of 24 blocks (98 tensors): native {fast:.1f} us, Python {slow:.1f} us")
    assert fast < slow / 3  # ~8x on the 2-core VM

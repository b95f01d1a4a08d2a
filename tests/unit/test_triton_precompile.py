"""Compiling a graph's Triton kernels ahead of its first call.

The wrapper of a Triton graph has `launches(*inputs)`: each launch `call` will make for inputs
of these sizes, which the runtime compiles in parallel right after code generation
(`tcompile.runtime.triton.precompile`). If `launches` disagreed with `call` (another dtype,
size or element count), the warm-up would compile kernels no one runs and the first call would
compile again: the test checks they agree, launch by launch. Kernels with symbolic sizes mark
the size arguments whose divisibility is unknown `do_not_specialize`, so that Triton does not
compile them again when a size's divisibility by 16 changes.
"""

from __future__ import annotations

import pytest
import torch

import tcompile
from tcompile.runtime import triton as rt


def _program(x, w):
    h = torch.softmax(x @ w, -1) * 2 + x.sum(-1, keepdim=True)
    return torch.nn.functional.layer_norm(h, h.shape[-1:]).transpose(0, 1).contiguous()


@pytest.mark.parametrize("dynamic", [False, True])
def test_launches_match_the_calls(monkeypatch, dynamic):
    warmed: list[tuple] = []
    ran: list[tuple] = []

    def fake_precompile(launches, workers, names, path):
        # what the worker processes get: the wrapper's file (kernels by name: GPU only)
        assert path.exists()
        warmed.extend((launcher, dtypes, tuple(sizes), xnumel, rnumel)
                      for launcher, dtypes, sizes, xnumel, rnumel in launches)
        return len(launches)

    original = rt.TritonLauncher.__call__

    def recording_call(self, *args, xnumel, rnumel):
        pointers = [a for a in args if isinstance(a, torch.Tensor)]
        ran.append((self, tuple(a.dtype for a in pointers), args[len(pointers):],
                    xnumel, rnumel))
        return original(self, *args, xnumel=xnumel, rnumel=rnumel)

    monkeypatch.setattr(rt, "precompile", fake_precompile)
    monkeypatch.setattr(rt.TritonLauncher, "__call__", recording_call)
    tcompile.reset()
    fast = tcompile.compile(_program, backend="triton", dynamic=dynamic)
    x, w = torch.randn(37, 24), torch.randn(24, 24)
    torch.testing.assert_close(fast(x, w), _program(x, w))
    assert len(ran) >= 2
    assert warmed == ran


def test_symbolic_sizes_are_not_specialised_unless_multiples_of_16():
    tcompile.reset()
    fast = tcompile.compile(lambda x: torch.softmax(x, -1) + 1, backend="triton")
    x = torch.randn(6, 48)
    tcompile.mark_dynamic(x, 0)
    torch.testing.assert_close(fast(x), torch.softmax(x, -1) + 1)
    wrapper = dict(tcompile.last_ir(fast))["wrapper"]
    jits = [ln for ln in wrapper.splitlines() if ln.startswith("@triton.jit(")]
    assert jits, wrapper
    for jit in jits:
        # the number of rows varies in divisibility; the row length 48 is a constant
        assert "'xnumel'" in jit and "'rnumel'" not in jit, jit


def test_multiple_of_16():
    import sympy

    from tcompile.codegen.triton.kernel import multiple_of_16

    s = sympy.Symbol("s0", integer=True, nonnegative=True)
    assert multiple_of_16(768 * s) and multiple_of_16(16 * s + 32)
    assert not multiple_of_16(s) and not multiple_of_16(8 * s) and not multiple_of_16(s + 16)
    assert multiple_of_16(sympy.Integer(48)) and not multiple_of_16(sympy.Integer(0))


def test_adopt_keeps_a_result_in_the_planned_layout_and_copies_others():
    from tcompile.runtime import alloc

    t = torch.randn(2, 1, 3)
    assert alloc.adopt(t, (3, 3, 1)) is t
    assert alloc.adopt(t, (3, 99, 1)) is t  # a dim of size 1: its stride is never used
    u = torch.randn(3, 2).t()  # (2, 3) with strides (1, 2)
    v = alloc.adopt(u, (3, 1))
    assert v is not u and v.stride() == (3, 1)
    torch.testing.assert_close(v, u)

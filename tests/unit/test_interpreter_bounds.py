"""Triton's interpreter runs our kernels with every load and store bounds-checked
(`tcompile.runtime.triton._checked_memory`): the CI's stand-in for compute-sanitizer. A kernel
that strays outside the tensors it got must fail, naming itself and the nearest tensor; one
that stays inside (masked lanes, views) must run."""

from __future__ import annotations

import pytest
import torch
import triton
import triton.language as tl

from tcompile.runtime import triton as rt


@triton.jit
def _copy_kernel(in_ptr0, out_ptr0, shift, xnumel, rnumel, XBLOCK: tl.constexpr,
                 RBLOCK: tl.constexpr):
    xindex = tl.program_id(0) * XBLOCK + tl.arange(0, XBLOCK)
    xmask = xindex < xnumel
    v = tl.load(in_ptr0 + (xindex + shift), xmask)
    tl.store(out_ptr0 + xindex, v, xmask)


@triton.jit
def _strided_kernel(in_ptr0, out_ptr0, xnumel, rnumel, XBLOCK: tl.constexpr,
                    RBLOCK: tl.constexpr):
    # reads a (4, 3) view with strides (1, 4): x[i, j] at i + 4 * j
    xindex = tl.program_id(0) * XBLOCK + tl.arange(0, XBLOCK)
    xmask = xindex < xnumel
    v = tl.load(in_ptr0 + (xindex // 3 + 4 * (xindex % 3)), xmask)
    tl.store(out_ptr0 + xindex, v, xmask)


def _run(kernel, *args, xnumel, block=16):
    rt._run_interpreted(kernel, (triton.cdiv(xnumel, block),), args, xnumel, 1,
                        {"XBLOCK": block, "RBLOCK": 1})


def _interpreter_error():
    """The interpreter wraps a kernel's exception in its own, keeping the message."""
    from triton.runtime.interpreter import InterpreterError
    return (rt.OutOfBoundsError, InterpreterError)


def test_masked_lanes_past_the_end_are_fine():
    x, out = torch.randn(10), torch.empty(10)
    _run(_copy_kernel, x, out, 0, xnumel=10)  # 16 lanes, 6 masked off
    torch.testing.assert_close(out, x)


def test_load_one_past_the_end_fails():
    x, out = torch.randn(10), torch.empty(10)
    with pytest.raises(_interpreter_error(), match=r"kernel _copy_kernel: load of 4 bytes "
                       r"outside every tensor it got \(1 lanes\); nearest is argument 0 "
                       r"\(float32, sizes \(10,\)"):
        _run(_copy_kernel, x, out, 1, xnumel=10)


def test_store_past_the_end_fails_before_writing():
    x, out = torch.randn(12), torch.zeros(10)
    with pytest.raises(_interpreter_error(), match="store of 4 bytes .* argument 1"):
        _run(_copy_kernel, x, out, 0, xnumel=12)
    assert (out == 0).all()


def test_a_view_is_bounded_by_its_own_elements_not_its_storage():
    base = torch.randn(20)
    x, out = base[4:14], torch.empty(10)
    _run(_copy_kernel, x, out, 0, xnumel=10)
    torch.testing.assert_close(out, x)
    with pytest.raises(_interpreter_error(), match="load"):
        _run(_copy_kernel, x, out, -1, xnumel=10)  # base[3]: in the storage, not in x


def test_transposed_view_runs():
    t = torch.randn(3, 4).t()  # sizes (4, 3), strides (1, 4)
    out = torch.empty(12)
    _run(_strided_kernel, t, out, xnumel=12)
    torch.testing.assert_close(out, t.reshape(-1))

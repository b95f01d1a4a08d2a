"""loop-gemm-epilogue: a matrix product and the pointwise kernel that consumes it, grouped as
one `loop.gemm`, which the Triton backend may run as one matmul kernel with the pointwise
code as its epilogue (the product's tiles never go to memory).

After loop-fuse a Linear followed by GELU is a cuBLAS call writing `%c` and a kernel reading
`%c` back, adding the bias and applying the GELU: one write and one read of the whole
product more than a kernel doing both (Inductor's mm templates with fused epilogues, which
its `max-autotune` picks by benchmark). This pass only marks the pairs; which way a pair runs
is the backend's choice (the Triton backend times both at the first call, under
`max-autotune`; the LLVM backend runs the two ops in order).

A pair qualifies when:

- the product is `aten.mm` or `aten.addmm` (alpha = beta = 1, a bias of shape [N], [1, N]
  or [M, N]) of two matrices into a row-major [M, N] buffer of bf16 or f16 (float32
  products follow torch's TF32 setting, which a template would have to copy);
- its buffer is a plain allocation that nothing else reads, views or returns, and one
  top-level pointwise `loop.kernel` over M * N elements reads it, only at the kernel's own
  row-major position, unmasked;
- the kernel writes no buffer it reads or the product reads (the choice runs both ways on
  the same buffers), and nothing between the two ops writes the product's inputs (the
  product moves down to the kernel).
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy
from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass

from tcompile.dialects.loop import (
    GEMM_CALLEES,
    AllocOp,
    BufferType,
    ComboOp,
    ExternOp,
    FusedOp,
    GemmOp,
    KernelOp,
    LoadOp,
    StoreOp,
    contiguous_strides,
    top_level,
)
from tcompile.passes.loop_fuse import root_buffer

EPILOGUE_TYPES = ("bf16", "f16")


@dataclass(frozen=True)
class LoopGemmEpiloguePass(ModulePass):
    """Group each GEMM with the pointwise kernel that alone reads its product (`loop.gemm`).

    Before:

        %c = loop.alloc : !loop.buffer<[64, 128], bf16>
        loop.extern "aten.mm" ins(%x, %wt : ...) outs(%c : !loop.buffer<[64, 128], bf16>)
        loop.kernel [p0 = 64, p1 = 128] {
          %v = loop.load %c[128*p0 + p1] : bf16
          %b = loop.load %bias[p1] : bf16
          ...
          loop.store %out[128*p0 + p1], %r : bf16
        }

    After:

        %c = loop.alloc : !loop.buffer<[64, 128], bf16>
        loop.gemm {
          loop.extern "aten.mm" ins(%x, %wt : ...) outs(%c : !loop.buffer<[64, 128], bf16>)
          loop.kernel [p0 = 64, p1 = 128] { ... }
        }
    """

    name = "loop-gemm-epilogue"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for fn in [f for f in op.walk() if isinstance(f, FuncOp)]:
            _group(fn)


def _group(fn: FuncOp) -> None:
    for extern in [o for o in fn.body.block.ops if isinstance(o, ExternOp)]:
        kernel = epilogue_of(extern, fn)
        if kernel is None:
            continue
        block = fn.body.block
        position = kernel.next_op  # the group takes the kernel's place
        extern.detach()
        kernel.detach()
        group = GemmOp(extern, kernel)
        if position is None:
            block.add_op(group)
        else:
            block.insert_op_before(group, position)


def epilogue_of(extern: ExternOp, fn: FuncOp) -> KernelOp | None:
    """The kernel that may be `extern`'s epilogue (see the module docstring), or None."""
    if extern.callee.data not in GEMM_CALLEES or len(extern.outs) != 1:
        return None
    product = extern.outs[0]
    t = product.type
    if not isinstance(product.owner, AllocOp) or product.owner.is_internal or t.rank != 2 \
            or str(t.element_type) not in EPILOGUE_TYPES or not _row_major(t):
        return None
    if not _operands_fit(extern, t):
        return None
    users = [u.operation for u in product.uses if u.operation is not extern]
    kernels = {top_level(u, fn) for u in users}
    if len(kernels) != 1:
        return None
    kernel = kernels.pop()
    if not isinstance(kernel, KernelOp) or kernel.is_reduction or \
            sympy.expand(kernel.numel - t.sizes[0] * t.sizes[1]) != 0:
        return None
    flat = kernel.flat_position
    reads: set[SSAValue] = set()
    writes: set[SSAValue] = set()
    for o in kernel.walk():
        if isinstance(o, LoadOp):
            if o.buffer == product and (o.indirect or o.mask is not None or
                                        sympy.expand(o.index.data - flat) != 0):
                return None
            reads.add(root_buffer(o.buffer))
        elif isinstance(o, StoreOp):
            if o.buffer == product:
                return None
            writes.add(root_buffer(o.buffer))
    inputs = {root_buffer(v) for v in extern.ins}
    if writes & (reads | inputs):
        return None
    # the product moves down to the kernel: nothing in between may write its inputs
    op = extern.next_op
    while op is not None and op is not kernel:
        if _writes(op) & inputs:
            return None
        op = op.next_op
    return kernel if op is kernel else None


def _row_major(t: BufferType) -> bool:
    return all(sympy.expand(a - b) == 0
               for a, b in zip(t.strides, contiguous_strides(t.sizes), strict=True))


def _operands_fit(extern: ExternOp, t: BufferType) -> bool:
    """Two matrices of the product's element type, an addmm's bias broadcastable by rows,
    alpha and beta 1."""
    for key, attr in extern.attributes.items():
        if key not in ("alpha", "beta") or not isinstance(attr, IntegerAttr) or \
                attr.value.data != 1:
            return False
    ins = list(extern.ins)
    if extern.callee.data == "aten.addmm":
        if len(ins) != 3:
            return False
        bias = ins.pop(0).type
        n = t.sizes[1]
        if str(bias.element_type) != str(t.element_type) or not (
                (bias.rank == 1 and sympy.expand(bias.sizes[0] - n) == 0) or
                (bias.rank == 2 and sympy.expand(bias.sizes[1] - n) == 0 and
                 (bias.sizes[0] == 1 or sympy.expand(bias.sizes[0] - t.sizes[0]) == 0))):
            return False
    if len(ins) != 2:
        return False
    a, b = (v.type for v in ins)
    return (a.rank == b.rank == 2 and str(a.element_type) == str(b.element_type)
            == str(t.element_type))


def _writes(op: Operation) -> set[SSAValue]:
    if isinstance(op, ExternOp):
        return {root_buffer(v) for v in op.outs}
    if isinstance(op, KernelOp | FusedOp | ComboOp | GemmOp):
        return {root_buffer(o.buffer) for o in op.walk() if isinstance(o, StoreOp)} | \
            {root_buffer(v) for o in op.walk() if isinstance(o, ExternOp) for v in o.outs}
    return set()

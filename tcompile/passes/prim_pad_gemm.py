"""`prim-pad-gemm`: a large GEMM whose result rows are not 16-byte aligned computes a few
columns more, from a zero-padded right-hand matrix, and keeps the view of the columns it needs.

cuBLAS picks its tensor-core kernels only when every matrix's leading dimension is a multiple
of 16 bytes. A GEMM with N columns, N * itemsize not a multiple of 16 (GPT-2's vocabulary of
50257 in bfloat16), falls back to a kernel for unaligned matrices: on the H200 GPT-2's LM head
(4096 x 768 times 768 x 50257, bf16) takes 3.4 ms that way, most of the model's time, against
0.45 ms with N padded to 50264. Padding only the result's rows does not help: the right-hand
matrix, whose rows are N long too (an `nn.Linear` weight (N, K) read transposed), must be
padded as well. As Inductor's `pad_mm` does, this pass rewrites

    Y = X @ W^T        (M x K times K x N)

into

    Wp = pad(W, N -> Np rows of zeros)       a copy of the weight each call (0.05 ms for GPT-2's)
    Yp = X @ Wp^T      (M x Np, aligned rows)
    Y  = Yp[:, :N]     a view: its readers index with the padded row stride

with the padding pushed through the transpose (so the GEMM still reads the weight in its
natural (N, K) layout), and an `addmm`'s bias padded likewise. A function result keeps eager's
row-major layout: convert-prim-to-loop copies a returned view once (0.27 ms for GPT-2's
logits, far less than the unaligned GEMM). Only N is padded (a misaligned K would need both
operands copied); GEMMs below `min_macs` multiply-accumulates, with symbolic sizes, of other
element types, or of float32 without TF32 (`tf32`: cuBLAS's CUDA-core kernels take unaligned
rows almost as fast) are left alone. The pipelines run it for the Triton target
(`prim-to-loop{pad_gemm=true}`); MKL on the CPU has no such cliff.

Before:

    %wt = prim.transpose %w perm [1, 0] : !prim.tensor<[50257, 768], bf16> -> !prim.tensor<[768, 50257], bf16>
    %y = prim.extern "aten.mm" %x, %wt : (!prim.tensor<[4096, 768], bf16>, !prim.tensor<[768, 50257], bf16>) -> !prim.tensor<[4096, 50257], bf16>

After:

    %p = prim.pad %w low [0, 0] high [7, 0] value 0.0 : !prim.tensor<[50257, 768], bf16> -> !prim.tensor<[50264, 768], bf16>
    %pt = prim.transpose %p perm [1, 0] : !prim.tensor<[50264, 768], bf16> -> !prim.tensor<[768, 50264], bf16>
    %yp = prim.extern "aten.mm" %x, %pt : (...) -> !prim.tensor<[4096, 50264], bf16>
    %y = prim.slice %yp start [0, 0] limit [4096, 50257] strides [1, 1] : ... -> !prim.tensor<[4096, 50257], bf16>
"""

from __future__ import annotations

from dataclasses import dataclass

import sympy
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import Rewriter

from tcompile.dialects import prim

GEMMS = {"aten.mm": (None, 0, 1), "aten.addmm": (0, 1, 2)}
"""Padded GEMMs -> the operand positions of (bias, left matrix, right matrix)."""

_ITEMSIZE = {"f16": 2, "bf16": 2, "f32": 4}


@dataclass(frozen=True)
class PrimPadGemmPass(ModulePass):
    """Pad the columns of large GEMMs whose result rows are not 16-byte aligned.

    Before:

        %wt = prim.transpose %w perm [1, 0] : !prim.tensor<[50257, 768], bf16> -> !prim.tensor<[768, 50257], bf16>
        %y = prim.extern "aten.mm" %x, %wt : (...) -> !prim.tensor<[4096, 50257], bf16>

    After:

        %p = prim.pad %w low [0, 0] high [7, 0] value 0.0 : ... -> !prim.tensor<[50264, 768], bf16>
        %pt = prim.transpose %p perm [1, 0] : ... -> !prim.tensor<[768, 50264], bf16>
        %yp = prim.extern "aten.mm" %x, %pt : (...) -> !prim.tensor<[4096, 50264], bf16>
        %y = prim.slice %yp start [0, 0] limit [4096, 50257] strides [1, 1] : ...
    """

    name = "prim-pad-gemm"

    alignment: int = 16
    """Bytes the rows of a GEMM's matrices must be a multiple of (cuBLAS's tensor-core kernels)."""
    tf32: bool = False
    """float32 GEMMs run on TF32 tensor cores (float32 matmul precision "high"), so
    they are padded too. Without it cuBLAS's float32 kernels run on CUDA cores and take
    unaligned rows almost as fast: GPT-2's float32 LM head on the H200 took 6.21 ms unaligned
    and 5.95 ms padded, while the weight's padding and the logits' copy cost 0.46 ms."""
    min_macs: int = 1 << 27
    """Smaller GEMMs (multiply-accumulates M*N*K) are left as they are: the copy of the
    padded operand would cost more than the unaligned kernel loses."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for o in list(op.walk()):
            if isinstance(o, prim.ExternOp) and o.target.data in GEMMS:
                extra = self.padding(o)
                if extra:
                    _pad_columns(o, extra)

    def padding(self, op: prim.ExternOp) -> int:
        """How many columns `op` needs for aligned rows; 0 when aligned, small or symbolic."""
        _, a_at, b_at = GEMMS[op.target.data]
        if len(op.inputs) <= b_at or len(op.outputs) != 1 or op.absent.get_values():
            return 0
        a, b, out = op.inputs[a_at].type, op.inputs[b_at].type, op.outputs[0].type
        if not all(isinstance(t, prim.TensorType) and t.rank == 2 for t in (a, b, out)):
            return 0
        dtype = str(out.element_type)
        itemsize = _ITEMSIZE.get(dtype) if dtype != "f32" or self.tf32 else None
        dims = [*out.sizes, a.sizes[-1]]
        if itemsize is None or b.element_type != out.element_type or \
                not all(isinstance(n, sympy.Integer) for n in dims):
            return 0
        n, macs = int(out.sizes[-1]), int(sympy.prod(dims))
        if (n * itemsize) % self.alignment == 0 or macs < self.min_macs:
            return 0
        multiple = self.alignment // itemsize
        return -n % multiple


def _pad_columns(op: prim.ExternOp, extra: int) -> None:
    """Rewrite `op` (M x K times K x N) into a GEMM of N + `extra` columns and a slice."""
    bias_at, a_at, b_at = GEMMS[op.target.data]
    new: list[Operation] = []

    def pad(value: SSAValue, dim: int) -> SSAValue:
        t = value.type
        high = [extra if d == dim else 0 for d in range(t.rank)]
        # (a padded GEMM is of a float type, its operands and bias too)
        new.append(p := prim.PadOp(value, [0] * t.rank, high, 0.0))
        return p.result

    args = list(op.inputs)
    b = args[b_at]
    owner = b.owner
    if isinstance(owner, prim.TransposeOp) and list(owner.perm.get_values()) == [1, 0]:
        # W (N, K) read as W^T: pad W's rows, so the GEMM reads it transposed as before.
        new.append(t := prim.TransposeOp(pad(owner.input, 0), [1, 0]))
        args[b_at] = t.result
    else:
        args[b_at] = pad(b, 1)
    n = op.outputs[0].type.sizes[1]
    if bias_at is not None:
        bias = args[bias_at]
        if bias.type.rank >= 1 and bias.type.sizes[-1] == n:  # a (1,) bias broadcasts
            args[bias_at] = pad(bias, bias.type.rank - 1)
    out = op.outputs[0].type
    m = out.sizes[0]
    new.append(gemm := prim.ExternOp(op.target.data, args, [out.with_(shape=[m, n + extra])],
                                     dict(op.attributes)))
    new.append(view := prim.SliceOp(gemm.outputs[0], [0, 0], [m, n], [1, 1]))
    Rewriter.replace_op(op, new, [view.result])
    if isinstance(owner, prim.TransposeOp) and not b.uses:
        Rewriter.erase_op(owner)

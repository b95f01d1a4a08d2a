"""`prim-unfuse-bias`: a GEMM with a bias (`aten.addmm`) whose result only pointwise ops read
becomes a plain GEMM and an add, which the readers' fused kernel absorbs.

cuBLAS computes `addmm`'s bias in its epilogue, and its heuristics pick other kernels for
a GEMM with a bias epilogue than for a plain one, slower ones for some shapes: GPT-2's
attention projection (4096 x 768 times 768 x 768, float32) took 128 us as `addmm` on the
H200 against 119 us as `mm`, its MLP projection (K = 3072) 424 against 410. When everything
that reads the result is pointwise (a dropout, the residual add, a layer norm's loads), the
bias add costs nothing in the kernel that reads the GEMM's result anyway. As Inductor's
`unfuse_bias_add_to_pointwise` (`should_prefer_unfused_addmm`), this pass rewrites such an
`addmm` for the Triton target; a result that a library call reads, or that the function
returns (a value a training forward saves), keeps its `addmm`, which writes it once.

A bfloat16 or float16 `addmm` is kept too (as Inductor's `keep_addmm_fused_for_half_dtypes`):
cuBLAS adds the bias to the float32 accumulator and rounds once, where `mm` rounds the product
to 8 bits of mantissa before the add, a second rounding eager does not make; and its bias
kernels are not slower there (the MLP row's 4096 x 4096 times 4096 x 16384 bf16 GEMM: 0.682 ms
with the bias on the H100 against 0.708 as `mm`).

Before:

    %y = prim.extern "aten.addmm" %b, %x, %wt {beta = 1 : i64, alpha = 1 : i64} : (...) -> !prim.tensor<[4096, 768], f32>
    %z = prim.add %y, %r : !prim.tensor<[4096, 768], f32>

After:

    %m = prim.extern "aten.mm" %x, %wt : (...) -> !prim.tensor<[4096, 768], f32>
    %bb = prim.broadcast_in_dim %b dims [1] : !prim.tensor<[768], f32> -> !prim.tensor<[4096, 768], f32>
    %y = prim.add %m, %bb : !prim.tensor<[4096, 768], f32>
    %z = prim.add %y, %r : !prim.tensor<[4096, 768], f32>
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import BFloat16Type, Float16Type, IntegerAttr, ModuleOp
from xdsl.ir import SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from tcompile.dialects import prim


@dataclass(frozen=True)
class PrimUnfuseBiasPass(ModulePass):
    """Split `addmm`s that only pointwise ops read into `mm` and a bias add.

    Before:

        %y = prim.extern "aten.addmm" %b, %x, %wt {beta = 1 : i64, alpha = 1 : i64} : ...
        %z = prim.add %y, %r

    After:

        %m = prim.extern "aten.mm" %x, %wt : ...
        %bb = prim.broadcast_in_dim %b dims [1] : ...
        %y = prim.add %m, %bb
        %z = prim.add %y, %r
    """

    name = "prim-unfuse-bias"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for o in list(op.walk()):
            if isinstance(o, prim.ExternOp) and _unfusable(o):
                _unfuse(o)


def _unfusable(op: prim.ExternOp) -> bool:
    if op.target.data != "aten.addmm" or op.absent.get_values() or len(op.inputs) != 3 \
            or len(op.outputs) != 1:
        return False
    for name in ("alpha", "beta"):
        value = op.attributes.get(name)
        if value is not None and not (isinstance(value, IntegerAttr) and value.value.data == 1):
            return False
    bias, _, _ = op.inputs
    out = op.outputs[0].type
    if isinstance(out, prim.TensorType) and isinstance(out.element_type,
                                                       BFloat16Type | Float16Type):
        return False  # cuBLAS's epilogue rounds once (module docstring)
    if not (isinstance(bias.type, prim.TensorType) and isinstance(out, prim.TensorType)
            and out.rank == 2 and bias.type.element_type == out.element_type
            and bias.type.rank in (1, 2) and bias.type.sizes[-1] == out.sizes[-1]
            and (bias.type.rank == 1 or bias.type.sizes[0] in (1, out.sizes[0]))):
        return False
    return _only_pointwise_readers(op.outputs[0])


def _only_pointwise_readers(v: SSAValue) -> bool:
    """Whether everything that reads `v`, through views, is a pointwise op (and something
    does)."""
    found = prim.readers(v)
    return bool(found) and all(isinstance(o, prim.POINTWISE_OPS) for o in found)


def _unfuse(op: prim.ExternOp) -> None:
    bias, x, w = op.inputs
    out = op.outputs[0]
    t = out.type
    assert isinstance(t, prim.TensorType)
    mm = prim.ExternOp("aten.mm", [x, w], [t])
    if bias.type.rank == 1:
        widened = prim.BroadcastInDimOp(bias, t, [1])
    elif bias.type.sizes[0] == 1:
        widened = prim.BroadcastInDimOp(bias, t, [0, 1])
    else:
        widened = None
    add = prim.AddOp(mm.outputs[0], widened.result if widened is not None else bias)
    new = [mm, *([widened] if widened is not None else []), add]
    Rewriter.insert_op(new, InsertPoint.before(op))
    out.replace_all_uses_with(add.result)
    Rewriter.erase_op(op)

"""`torch-fuse-gemm-activation`: a Linear followed by ReLU or tanh-GELU becomes one cuBLASLt
call with the bias and the activation in its epilogue (`aten._addmm_activation`).

After a Linear (`addmm`) the activation is a pass over the whole product: read it back,
apply, write it again. cuBLASLt applies `relu` or the tanh GELU to the accumulator before
the product leaves the GEMM (its `RELU_BIAS` and `GELU_BIAS` epilogues; torch reaches them
through `_addmm_activation`). On the H200 (torch 2.11, `bench/results/2026-11-29-gpu-s35.md`)
the fused call is 1.05-1.44x the two kernels for bfloat16 and float16 over the shapes of
GPT-2, BERT, LLaMA and the MLP rows (4096 x 768 x 3072: 38.4 against 49.9 us; 4096 x 4096
x 16384: 815 against 876 us), and as fast for float32 GELU (0.99-1.00x), whose epilogue
this pass leaves alone; float32 ReLU 1.01-1.09x.

Matched (for the Triton target, inference graphs: the compiler sets the option):

- `addmm(bias, x, w)` (alpha = beta = 1, a bias of shape [N] and the product's dtype, K and N
  whole 16-byte rows, so cuBLASLt's aligned kernels serve it), read only by the activation,
  directly or through one `view` (a Linear on a batch of rows);
- the activation: `relu`, `gelu(approximate="tanh")`, or the tanh GELU written out as
  transformers' `NewGELUActivation` (GPT-2) has it,
  `0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3)))`;
- whose result no pointwise op reads: only GEMMs, convolutions or the function's return,
  through views. A pointwise reader would take the activation into its own kernel for free,
  and the epilogue's GEMM is slower than the bias-only one (34.0 against 30.2 us above).

Not matched: the erf GELU (`nn.GELU()`): cuBLASLt's GELU is the tanh approximation, up to
4.7e-4 away from it, which is not eager's function.

Numerics: the epilogue adds the bias and applies the activation to the float32 accumulator
and rounds once; eager rounds the biased product to the output type first, then the
activation's result (within one unit in the last place of a bfloat16 output).

Before:

    %y = torch.aten.addmm %b, %x, %wt : (...) -> !torch.tensor<[4096, 3072], bf16>
    %y3 = torch.aten.view %y {size = [8, 512, 3072]} : (...) -> !torch.tensor<[8, 512, 3072], bf16>
    %g = torch.aten.gelu %y3 {approximate = "tanh"} : (...) -> !torch.tensor<[8, 512, 3072], bf16>

After:

    %a = torch.aten._addmm_activation %b, %x, %wt {use_gelu = true} : (...) -> !torch.tensor<[4096, 3072], bf16>
    %g = torch.aten.view %a {size = [8, 512, 3072]} : (...) -> !torch.tensor<[8, 512, 3072], bf16>
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import sympy
from xdsl.context import Context
from xdsl.dialects.builtin import BFloat16Type, Float16Type, Float32Type, ModuleOp
from xdsl.dialects.func import ReturnOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.transforms.dead_code_elimination import region_dce

from tcompile.dialects.torch import TensorType, TorchOp
from tcompile.dialects.torch_ops import TORCH_OPS

VIEWS = ("view", "_unsafe_view", "reshape", "t", "transpose.int", "permute", "unsqueeze",
         "squeeze.dim", "expand")
"""Ops whose result is their operand's data (the readers are looked for through them)."""

LIBRARY_READERS = ("addmm", "mm", "bmm", "matmul", "linear", "baddbmm", "convolution",
                   "_addmm_activation", "scaled_dot_product_attention")
"""Readers that take their operand from memory as it is: no kernel to fuse the activation
into."""


def _aten(op: Operation | None, *names: str) -> bool:
    return isinstance(op, TorchOp) and op.name.removeprefix("torch.aten.") in names


def _scalar_op(value: SSAValue, name: str, constant: float, arg: str = "other"
               ) -> TorchOp | None:
    """The op defining `value` if it is `torch.aten.<name>` with its scalar `arg` equal to
    `constant` (to the precision a Python float literal of it has)."""
    op = value.owner
    if isinstance(op, TorchOp) and _aten(op, name) \
            and math.isclose(float(op.arg(arg)), constant, rel_tol=1e-12):
        return op
    return None


def _new_gelu(op: TorchOp) -> tuple[SSAValue, set[Operation]] | None:
    """x and the ops of `0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x ** 3)))`
    computed by `op` (the final mul), as the capture records transformers' NewGELU."""
    if not _aten(op, "mul.Tensor"):
        return None
    for a, b in (op.operands, op.operands[::-1]):
        half, one = _scalar_op(a, "mul.Scalar", 0.5), _scalar_op(b, "add.Scalar", 1.0)
        if half is None or one is None or one.arg("alpha") != 1:
            continue
        x, tanh = half.operands[0], one.operands[0].owner
        if not (isinstance(tanh, TorchOp) and _aten(tanh, "tanh")):
            continue
        scaled = _scalar_op(tanh.operands[0], "mul.Scalar", math.sqrt(2 / math.pi))
        inner = scaled.operands[0].owner if scaled is not None else None
        if not (isinstance(inner, TorchOp) and _aten(inner, "add.Tensor")
                and inner.arg("alpha") == 1 and x in inner.operands):
            continue
        cubic = _scalar_op(inner.operands[1 if inner.operands[0] is x else 0], "mul.Scalar",
                           0.044715)
        cube = None if cubic is None else _scalar_op(cubic.operands[0], "pow.Tensor_Scalar",
                                                     3.0, "exponent")
        if cube is None or cube.operands[0] is not x:
            continue
        ops: set[Operation] = {op, half, one, tanh, scaled, inner, cubic, cube}
        # every intermediate is read only inside the pattern (it is all replaced)
        if all(u.operation in ops for v in ops - {op} for r in v.results for u in r.uses):
            return x, ops
    return None


def _activation(op: TorchOp) -> tuple[SSAValue, bool, set[Operation]] | None:
    """(input, whether it is the tanh GELU, the ops computing it) if `op` ends a ReLU or a
    tanh GELU."""
    if _aten(op, "relu"):
        return op.operands[0], False, {op}
    if _aten(op, "gelu") and op.arg("approximate") == "tanh":
        return op.operands[0], True, {op}
    found = _new_gelu(op)
    return (found[0], True, found[1]) if found is not None else None


def _only_library_readers(v: SSAValue) -> bool:
    """Whether everything that reads `v`, through views, is a library call or the return."""
    for use in v.uses:
        reader = use.operation
        if _aten(reader, *VIEWS):
            if not _only_library_readers(reader.results[0]):
                return False
        elif not (_aten(reader, *LIBRARY_READERS) or isinstance(reader, ReturnOp)):
            return False
    return True


def _epilogue_type(t: TensorType, gelu: bool) -> bool:
    """Whether cuBLASLt's epilogue is the measured win for products of `t`'s dtype."""
    return isinstance(t.element_type, BFloat16Type | Float16Type) or (
        isinstance(t.element_type, Float32Type) and not gelu)


def _aligned(t: TensorType, *sizes: object) -> bool:
    """Whether rows of each of `sizes` elements of `t`'s dtype are whole 16-byte units."""
    per = 4 if isinstance(t.element_type, Float32Type) else 8
    return all(isinstance(s, int | sympy.Integer) and int(s) % per == 0 for s in sizes)


class FuseGemmActivation(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TorchOp, rewriter: PatternRewriter) -> None:
        found = _activation(op)
        if found is None:
            return
        x, gelu, ops = found
        view = x.owner if _aten(x.owner, "view", "_unsafe_view", "reshape") else None
        product = view.operands[0] if isinstance(view, TorchOp) else x
        addmm = product.owner
        if not _aten(addmm, "addmm"):
            return
        assert isinstance(addmm, TorchOp)
        # the product (and its view) read only by the activation, which replaces them
        if view is not None and not product.has_one_use():
            return
        if not all(u.operation in ops for u in x.uses):
            return
        if addmm.arg("alpha") != 1 or addmm.arg("beta") != 1:
            return
        bias, mat1, _ = addmm.operands
        out, bt = product.type, bias.type
        assert isinstance(out, TensorType) and isinstance(bt, TensorType)
        if not (bt.rank == 1 and bt.sizes[0] == out.sizes[1]
                and bt.element_type == out.element_type and _epilogue_type(out, gelu)
                and isinstance(mat1.type, TensorType)
                and _aligned(out, mat1.type.sizes[1], out.sizes[1])):
            return
        if not _only_library_readers(op.results[0]):
            return
        new: list[TorchOp] = [TORCH_OPS["torch.aten._addmm_activation"].make(
            *addmm.operands, use_gelu=gelu, result_types=[out])]
        if view is not None:
            assert isinstance(view, TorchOp)
            new.append(TORCH_OPS[view.name].make(new[0].results[0], view.arg(_size_arg(view)),
                                                 result_types=[op.results[0].type]))
        rewriter.replace(op, new, [new[-1].results[0]])


def _size_arg(view: TorchOp) -> str:
    return "shape" if view.name.endswith("reshape") else "size"


@dataclass(frozen=True)
class TorchFuseGemmActivationPass(ModulePass):
    """`relu` or tanh `gelu` of an `addmm` that only GEMMs read -> `_addmm_activation`.

    Before: `gelu(view(addmm(%b, %x, %wt)), approximate="tanh")`, read by the next `addmm`
    After:  `view(torch.aten._addmm_activation %b, %x, %wt {use_gelu = true})`
    """

    name = "torch-fuse-gemm-activation"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if PatternRewriteWalker(FuseGemmActivation(), apply_recursively=False).rewrite_module(op):
            region_dce(op.body)  # the product and the activation's ops nothing reads any more

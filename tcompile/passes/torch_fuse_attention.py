"""`torch-fuse-attention`: attention written out becomes one `scaled_dot_product_attention`.

Models that spell attention out (`softmax(q @ k.transpose(-2, -1) * scale + mask) @ v`)
materialize the [B, H, L, S] scores and probabilities; ATen's fused attention (flash or
memory-efficient kernels on CUDA, the flash kernel on the CPU) never does. This pass finds the
pattern in the captured graph and calls the fused op instead, as Inductor's attention pattern
replacement does. Matched, from the second matmul back (each intermediate used once):

- the two batched matmuls as the capture records them (`view`s around `bmm`, `expand`s that
  change nothing, `clone`s that make a transposed operand dense) or as rank-4 `matmul`s
  (hand-written IR), over [B, H, L, E] tensors, `k` transposed on its last two dims;
- a scale: `mul.Scalar` or `div.Scalar` of the scores (before a mask, or after a boolean one);
- a mask: `add.Tensor` of a float mask of the scores' dtype (broadcastable), or
  `masked_fill.Scalar(cond, -inf)` (causal masks from `triu`/`tril`), which becomes the float
  mask `where(cond, -inf, 0)`;
- softmax over the last dim, upcast to float32 and cast back (`softmax(s.float()).to(dt)`)
  or not; `dropout` in eval mode (train=False).

Before:

    %kt = torch.aten.transpose.int %k {dim0 = -2, dim1 = -1} : ... -> !torch.tensor<[2, 4, 32, 64], f32>
    %q3 = torch.aten.view %q {size = [8, 64, 32]} : ...
    %k3 = torch.aten.view %kt {size = [8, 32, 64]} : ...
    %s3 = torch.aten.bmm %q3, %k3 : ... -> !torch.tensor<[8, 64, 64], f32>
    %s = torch.aten.view %s3 {size = [2, 4, 64, 64]} : ...
    %t = torch.aten.mul.Scalar %s {other = 0.17677669529663687} : ...
    %p = torch.aten._softmax %t {dim = -1, half_to_float = false} : ...
    %p3 = torch.aten.view %p {size = [8, 64, 64]} : ...
    %v3 = torch.aten.view %v {size = [8, 64, 32]} : ...
    %o3 = torch.aten.bmm %p3, %v3 : ... -> !torch.tensor<[8, 64, 32], f32>

After:

    %o = torch.aten.scaled_dot_product_attention %q, %k, %v {scale = 0.17677669529663687} : ... -> !torch.tensor<[2, 4, 64, 32], f32>
    %o3 = torch.aten.view %o {size = [8, 64, 32]} : ...

A row masked out whole (every score -inf) is NaN in eager's softmax and 0 in the fused
kernels: with a mask, the rows whose mask is -inf (or False) throughout are set to NaN after
the call, as eager has them.

Not matched (left as written): dropout in training (its random numbers would change), a
float mask of another dtype, a scale after an additive mask, probabilities or scores used
elsewhere (returned attention weights), other ranks. The fused op's gradient is the math
backward (derivatives.py), so training graphs stay compiled end to end.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, f32, i1
from xdsl.ir import SSAValue
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


def _op(value: SSAValue, *names: str) -> TorchOp | None:
    """The op defining `value` if it is one of `torch.aten.<names>` and `value` has no other
    use (the pattern replaces it)."""
    owner = value.owner
    if isinstance(owner, TorchOp) and owner.name.removeprefix("torch.aten.") in names \
            and value.has_one_use():
        return owner
    return None


def _type(value: SSAValue) -> TensorType:
    assert isinstance(value.type, TensorType)
    return value.type


def _unfold(value3: SSAValue) -> SSAValue | None:
    """The rank-4 tensor whose two batch dims a bmm operand folds into one: `view(x)`,
    `view(expand(x))` with the expand a no-op, or either with a `clone` to dense between."""
    view = _op(value3, "view", "_unsafe_view", "reshape")
    if view is None:
        return None
    x = view.operands[0]
    if (copy := _op(x, "clone", "contiguous")) is not None:  # a transposed operand made dense
        x = copy.operands[0]
    expand = _op(x, "expand")
    if expand is not None and _type(expand.operands[0]).sizes == _type(x).sizes:
        x = expand.operands[0]
    t = _type(x)
    if t.rank != 4 or tuple(t.sizes[2:]) != tuple(_type(value3).sizes[1:]):
        return None
    return x


def _untranspose(kt: SSAValue) -> SSAValue | None:
    """k, where `kt` is k with its last two dims swapped."""
    op = _op(kt, "transpose.int")
    if op is not None and {op.arg("dim0") % 4, op.arg("dim1") % 4} == {2, 3}:
        return op.operands[0]
    op = _op(kt, "permute")
    if op is not None and list(op.arg("dims")) in ([0, 1, 3, 2], [0, 1, -1, -2]):
        return op.operands[0]
    return None


@dataclass
class _Match:
    v: SSAValue
    q: SSAValue | None = None  # found by _scores
    k: SSAValue | None = None
    mask: SSAValue | None = None  # a float mask, added to the scaled scores
    cond: SSAValue | None = None  # a boolean mask, where the scores become -inf
    scale: float = 1.0


def _scores(x: SSAValue, match: _Match) -> bool:
    """Walk from the softmax's input back to `q @ k^T`, collecting scale and mask (met in
    reverse order: a scale met before the mask was applied after it)."""
    while True:
        if (op := _op(x, "mul.Scalar", "div.Scalar")) is not None:
            c = float(op.arg("other"))
            match.scale *= c if op.name.endswith("mul.Scalar") else 1 / c
            x = op.operands[0]
        elif (op := _op(x, "masked_fill.Scalar")) is not None and match.mask is None \
                and match.cond is None and float(op.arg("value")) == -math.inf:
            if not match.scale > 0:  # a scale applied after: -inf * c is -inf for c > 0
                return False
            match.cond = op.arg("mask")
            x = op.operands[0]
        elif (op := _op(x, "add.Tensor")) is not None and match.mask is None \
                and match.cond is None and op.arg("alpha") == 1:
            if match.scale != 1.0:  # (s + m) * c: the mask would be scaled too
                return False
            a, b = op.operands
            side = a if _type(a).sizes == _type(x).sizes and _op(
                a, "mul.Scalar", "div.Scalar", "view", "_unsafe_view", "reshape") else b
            mask = b if side is a else a
            if _type(mask).element_type != _type(x).element_type or _type(mask).rank > 4:
                return False
            match.mask, x = mask, side
        else:
            break
    if _type(x).rank != 4:
        return False
    if (matmul := _op(x, "matmul")) is not None:  # before torch-decompose (hand-written IR)
        q, kt = matmul.operands
    else:
        view = _op(x, "view", "_unsafe_view", "reshape")
        bmm = _op(view.operands[0], "bmm") if view is not None else None
        if bmm is None:
            return False
        q, kt = _unfold(bmm.operands[0]), _unfold(bmm.operands[1])
    k = _untranspose(kt) if kt is not None else None
    if q is None or k is None:
        return False
    match.q, match.k = q, k
    return True


class FuseAttention(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TorchOp, rewriter: PatternRewriter) -> None:
        if op.name == "torch.aten.bmm":
            p4, v = _unfold(op.operands[0]), _unfold(op.operands[1])
        elif op.name == "torch.aten.matmul" and all(_type(x).rank == 4 for x in op.operands):
            p4, v = op.operands
        else:
            return
        if p4 is None or v is None:
            return
        x = p4
        if (drop := _op(x, "dropout")) is not None:
            if drop.arg("train") and drop.arg("p") > 0:
                return
            x = drop.operands[0]
        if (down := _op(x, "_to_copy")) is not None:  # softmax(s.float()).to(dt)
            x = down.operands[0]
        softmax = _op(x, "_softmax", "softmax.int")
        if softmax is None or softmax.arg("dim") % 4 != 3:
            return
        s = softmax.operands[0]
        if (up := _op(s, "_to_copy")) is not None and _type(s).element_type == f32:
            s = up.operands[0]
        match = _Match(v)
        if not _scores(s, match):
            return
        q, k = match.q, match.k
        assert q is not None and k is not None
        dtype = _type(q).element_type
        if _type(k).element_type != dtype or _type(v).element_type != dtype \
                or _type(p4).element_type != dtype or _type(k).sizes[3] != _type(q).sizes[3] \
                or not _type(q).sizes[:2] == _type(k).sizes[:2] == _type(v).sizes[:2] \
                or _type(k).sizes[2] != _type(v).sizes[2]:
            return
        new: list[TorchOp] = []

        def emit(name: str, *args: object, type: TensorType) -> SSAValue:
            new.append(TORCH_OPS[f"torch.aten.{name}"].make(*args, result_types=[type]))
            return new[-1].results[0]

        mask, masked = match.mask, None  # masked: where a whole row is masked out
        if match.cond is not None:
            cond = _type(match.cond)
            mask = emit("where.Scalar", match.cond, -math.inf, 0.0,
                        type=cond.with_(element_type=dtype))
            masked = emit("all.dim", match.cond, -1, True,
                          type=cond.with_(shape=[*cond.sizes[:-1], 1]))
        elif mask is not None:
            t = _type(mask)
            if t.rank and t.sizes[-1] != 1:
                minus_inf = emit("eq.Scalar", mask, -math.inf, type=t.with_(element_type=i1))
                masked = emit("all.dim", minus_inf, -1, True,
                              type=t.with_(shape=[*t.sizes[:-1], 1], element_type=i1))
        b, h, n, _ = _type(q).sizes
        out = _type(q).with_(shape=[b, h, n, _type(v).sizes[3]])
        result = emit("scaled_dot_product_attention", q, k, v, mask, 0.0, False, match.scale,
                      type=out)
        if masked is not None:
            # eager's softmax over a row of -inf is NaN; the fused kernels give 0 there
            result = emit("masked_fill.Scalar", result, masked, math.nan, type=out)
        if op.name != "torch.aten.matmul":
            result = emit("view", result, list(_type(op.results[0]).sizes),
                          type=op.results[0].type)
        rewriter.replace(op, new, [result])


@dataclass(frozen=True)
class TorchFuseAttentionPass(ModulePass):
    """softmax(q k^T * scale [+ mask]) v written out -> one scaled_dot_product_attention.

    Before: `bmm(view(softmax(mul(view(bmm(q3, view(transpose(k)))), s))), v3)`
    After:  `view(torch.aten.scaled_dot_product_attention %q, %k, %v {scale = s})`
    """

    name = "torch-fuse-attention"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if PatternRewriteWalker(FuseAttention(), apply_recursively=False).rewrite_module(op):
            region_dce(op.body)  # the scores and probabilities nothing reads any more

"""`torch-decompose`: rewrite composite ATen ops into core ATen ops, inside the torch dialect.

The frontend records whatever ATen ops the program calls; this pass reduces them to the set
`convert-torch-to-prim` lowers (`CORE_OPS`), the way Inductor's decomposition table does:
`linear` becomes `permute` + `addmm`, `matmul` becomes `mm`/`bmm` between `view`s, `silu`
becomes `x * sigmoid(x)`, `reshape` becomes `view`, `contiguous` disappears (value semantics).
Result types of new ops are computed from the op's own operand and result types by shape
arithmetic on sympy sizes, so symbolic sizes work. Decompositions are data: `DECOMPOSITIONS`
maps an op name to a function that returns the replacement values, or None to keep the op
(when a case is not covered, e.g. `dropout` with `train=true`).

Before:

    %y = torch.aten.linear %x, %w, %b : (!torch.tensor<[8, 16], f32>, !torch.tensor<[32, 16], f32>, !torch.tensor<[32], f32>) -> !torch.tensor<[8, 32], f32>

After:

    %wt = torch.aten.permute %w {dims = [1, 0]} : (!torch.tensor<[32, 16], f32>) -> !torch.tensor<[16, 32], f32>
    %y = torch.aten.addmm %b, %x, %wt : (!torch.tensor<[32], f32>, !torch.tensor<[8, 16], f32>, !torch.tensor<[16, 32], f32>) -> !torch.tensor<[8, 32], f32>
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import sympy
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp, f32, i1, i64
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from tcompile.dialects.tensor_type import touches_complex
from tcompile.dialects.torch import TensorType, TorchOp
from tcompile.dialects.torch_ops import TORCH_OPS


class _Builder:
    """Collects the new ops of one decomposition; `emit` returns the op's results."""

    def __init__(self) -> None:
        self.ops: list[Operation] = []

    def emit(self, name: str, *args: object, types: Sequence[Attribute], **kwargs: object
             ) -> list[SSAValue]:
        op = TORCH_OPS[f"torch.aten.{name}"].make(*args, result_types=types, **kwargs)
        self.ops.append(op)
        return list(op.results)

    def one(self, name: str, *args: object, type: Attribute, **kwargs: object) -> SSAValue:
        return self.emit(name, *args, types=[type], **kwargs)[0]


Decomposition = Callable[[TorchOp, _Builder], Sequence[SSAValue] | None]


def _type(value: SSAValue) -> TensorType:
    assert isinstance(value.type, TensorType)  # the dialect verifier guarantees it
    return value.type


def _norm_dim(dim: int, rank: int) -> int:
    return dim + rank if dim < 0 else dim


def _acc_type(t: TensorType) -> Attribute:
    """The element type ATen computes normalization statistics in (float for half types)."""
    return f32 if str(t.element_type) in ("f16", "bf16") else t.element_type


# --- identities and views ------------------------------------------------------------------

def _identity(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    return [op.operands[0]]


def _dropout(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    return None if op.arg("train") else [op.operands[0]]


def _to_view(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    out = op.results[0].type
    return [b.one("view", op.operands[0], list(out.sizes), type=out)]


def _to_expand(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    out = op.results[0].type
    return [b.one("expand", op.operands[0], list(out.sizes), type=out)]


def _permute(b: _Builder, x: SSAValue, perm: list[int]) -> SSAValue:
    sizes = _type(x).sizes
    return b.one("permute", x, perm, type=_type(x).with_(shape=[sizes[p] for p in perm]))


def _swap(rank: int, d0: int, d1: int) -> list[int]:
    perm = list(range(rank))
    perm[d0], perm[d1] = perm[d1], perm[d0]
    return perm


def _transpose(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x = op.operands[0]
    rank = _type(x).rank
    d0, d1 = _norm_dim(op.arg("dim0"), rank), _norm_dim(op.arg("dim1"), rank)
    return [_permute(b, x, _swap(rank, d0, d1))]


def _t(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x = op.operands[0]
    if _type(x).rank < 2:
        return [x]
    return [_permute(b, x, list(reversed(range(_type(x).rank))))]


# --- matmul family ---------------------------------------------------------------------------

def _view(b: _Builder, x: SSAValue, sizes: Sequence[sympy.Expr]) -> SSAValue:
    if tuple(sizes) == _type(x).sizes:
        return x
    return b.one("view", x, list(sizes), type=_type(x).with_(shape=sizes))


def _matmul(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    """ATen's matmul: mm for 2-D, batch dims folded into mm rows or into one bmm batch."""
    a, w = op.operands
    out = op.results[0].type
    ra, rw = _type(a).rank, _type(w).rank
    if ra == 2 and rw == 2:
        return [b.one("mm", a, w, type=out)]
    if ra >= 3 and rw == 2:
        k = _type(a).sizes[-1]
        rows = sympy.Mul(*_type(a).sizes[:-1])
        flat = _view(b, a, [rows, k])
        mm = b.one("mm", flat, w, type=out.with_(shape=[rows, out.sizes[-1]]))
        return [_view(b, mm, out.sizes)]
    if ra >= 3 and rw >= 3:
        batch = out.sizes[:-2]
        m, n, k = out.sizes[-2], out.sizes[-1], _type(a).sizes[-1]
        a = _expand_to(b, a, [*batch, m, k])
        w = _expand_to(b, w, [*batch, k, n])
        count = sympy.Mul(*batch)
        bmm = b.one("bmm", _view(b, a, [count, m, k]), _view(b, w, [count, k, n]),
                    type=out.with_(shape=[count, m, n]))
        return [_view(b, bmm, out.sizes)]
    return None  # matrix-vector cases stay matmul


def _expand_to(b: _Builder, x: SSAValue, sizes: list[sympy.Expr]) -> SSAValue:
    if tuple(sizes) == _type(x).sizes:
        return x
    return b.one("expand", x, sizes, type=_type(x).with_(shape=sizes))


def _linear(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x, w, bias = op.arg("input"), op.arg("weight"), op.arg("bias")
    out = op.results[0].type
    wt = _t_of(b, w)
    if _type(x).rank == 2 and bias is not None:
        return [b.one("addmm", bias, x, wt, type=out)]
    y = b.one("matmul", x, wt, type=out)
    if bias is None:
        return [y]
    return [b.one("add.Tensor", y, bias, type=out)]


def _t_of(b: _Builder, w: SSAValue) -> SSAValue:
    return _permute(b, w, [1, 0]) if _type(w).rank == 2 else w


# --- softmax and normalization -----------------------------------------------------------------

def _softmax_like(core: str) -> Decomposition:
    def decompose(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
        x, out = op.operands[0], op.results[0].type
        if _type(x).element_type != out.element_type:
            x = b.one("_to_copy", x, type=_type(x).with_(element_type=out.element_type),
                      dtype=out.element_type)
        return [b.one(core, x, op.arg("dim"), False, type=out)]

    return decompose


def _layer_norm(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x, out = op.arg("input"), op.results[0].type
    shape = op.arg("normalized_shape")
    sizes = _type(x).sizes
    stat = out.with_(shape=[*sizes[:len(sizes) - len(shape)], *[1] * len(shape)],
                     element_type=_acc_type(out))
    y, _, _ = b.emit("native_layer_norm", x, shape, op.arg("weight"), op.arg("bias"),
                     op.arg("eps"), types=[out, stat, stat])
    return [y]


def _group_norm(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x, out = op.arg("input"), op.results[0].type
    sizes, groups = _type(x).sizes, op.arg("num_groups")
    stat = out.with_(shape=[sizes[0], groups], element_type=_acc_type(out))
    y, _, _ = b.emit("native_group_norm", x, op.arg("weight"), op.arg("bias"), sizes[0],
                     sizes[1], sympy.Mul(*sizes[2:]), groups, op.arg("eps"),
                     types=[out, stat, stat])
    return [y]


def _batch_norm(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    mean, var = op.arg("running_mean"), op.arg("running_var")
    if op.arg("training") or mean is None or var is None:
        return None
    x, out = op.arg("input"), op.results[0].type
    stat = out.with_(shape=[_type(x).sizes[1]], element_type=_acc_type(out))
    y, _, _ = b.emit("_native_batch_norm_legit_no_training", x, op.arg("weight"),
                     op.arg("bias"), mean, var, op.arg("momentum"), op.arg("eps"),
                     types=[out, stat, stat])
    return [y]


# --- elementwise activations -----------------------------------------------------------------

def _silu(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x, out = op.operands[0], op.results[0].type
    return [b.one("mul.Tensor", x, b.one("sigmoid", x, type=out), type=out)]


def _clamp(lo: float, hi: float) -> Decomposition:
    def decompose(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
        return [b.one("clamp", op.operands[0], lo, hi, type=op.results[0].type)]

    return decompose


def _relu6(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    return [b.one("hardtanh", op.operands[0], 0.0, 6.0, type=op.results[0].type)]


def _positive(b: _Builder, x: SSAValue) -> SSAValue:
    return b.one("gt.Scalar", x, 0, type=_type(x).with_(element_type=i1))


def _leaky_relu(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x, out = op.operands[0], op.results[0].type
    scaled = b.one("mul.Scalar", x, op.arg("negative_slope"), type=out)
    return [b.one("where.self", _positive(b, x), x, scaled, type=out)]


def _relu6_of_plus_3(b: _Builder, x: SSAValue) -> SSAValue:
    out = _type(x)
    return b.one("clamp", b.one("add.Scalar", x, 3, type=out), 0, 6, type=out)


def _hardsigmoid(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x, out = op.operands[0], op.results[0].type
    return [b.one("div.Scalar", _relu6_of_plus_3(b, x), 6, type=out)]


def _hardswish(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x, out = op.operands[0], op.results[0].type
    gated = b.one("mul.Tensor", x, _relu6_of_plus_3(b, x), type=out)
    return [b.one("div.Scalar", gated, 6, type=out)]


def _mish(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x, out = op.operands[0], op.results[0].type
    softplus = b.one("softplus", x, type=out)
    return [b.one("mul.Tensor", x, b.one("tanh", softplus, type=out), type=out)]


def _scale(b: _Builder, x: SSAValue, factor: float, op: str = "mul.Scalar") -> SSAValue:
    """`x * factor` (or `x / factor`), skipped for the default factor 1."""
    return x if factor == 1 else b.one(op, x, factor, type=_type(x))


def _elu(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x, out = op.operands[0], op.results[0].type
    alpha, scale, input_scale = op.arg("alpha"), op.arg("scale"), op.arg("input_scale")
    negative = _scale(b, b.one("expm1", _scale(b, x, input_scale), type=out), alpha * scale)
    positive = _scale(b, x, scale)
    return [b.one("where.self", _positive(b, x), positive, negative, type=out)]


def _softplus(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    """`x*beta > threshold ? x : log1p(exp(x*beta)) / beta` (ATen's formula)."""
    x, out = op.operands[0], op.results[0].type
    beta, threshold = op.arg("beta"), op.arg("threshold")
    scaled = _scale(b, x, beta)
    soft = _scale(b, b.one("log1p", b.one("exp", scaled, type=out), type=out), beta, "div.Scalar")
    linear = b.one("gt.Scalar", scaled, threshold, type=out.with_(element_type=i1))
    return [b.one("where.self", linear, x, soft, type=out)]


def _rsub(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    return [b.one("sub.Tensor", op.arg("other"), op.arg("self"), op.arg("alpha"),
                  type=op.results[0].type)]


# --- creation and casts ----------------------------------------------------------------------

def _full(value: int | None) -> Decomposition:
    """ones/zeros (value given) and their `_like` forms, and full_like, -> full."""

    def decompose(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
        out = op.results[0].type
        fill = op.arg("fill_value") if value is None else value
        if isinstance(fill, int) and not isinstance(fill, bool) and str(out.element_type) in (
                "f64", "f32", "f16", "bf16"):
            fill = float(fill)
        return [b.one("full", list(out.sizes), fill, dtype=out.element_type,
                      device=op.arg("device"), type=out)]

    return decompose


def _to_copy(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    x, out = op.operands[0], op.results[0].type
    if _type(x) == out and not (op.name == "torch.aten.to.dtype" and op.arg("copy")):
        return [x]
    return [b.one("_to_copy", x, dtype=out.element_type, type=out)]


# --- reductions ------------------------------------------------------------------------------

def _reduced_dims(op: TorchOp, rank: int) -> list[int]:
    """The dims a reduction reduces, sorted; none for a 0-d tensor (its dim 0 is itself)."""
    dims = op.arg("dim")
    return list(range(rank)) if not dims or rank == 0 else sorted(_norm_dim(d, rank)
                                                                  for d in dims)


def _var_mean(op: TorchOp, b: _Builder) -> tuple[SSAValue, SSAValue]:
    out = op.results[0].type
    var, mean = b.emit("var_mean.correction", op.operands[0], op.arg("dim"),
                       correction=op.arg("correction"), keepdim=op.arg("keepdim"),
                       types=[out, out])
    return var, mean


def _var(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    return [_var_mean(op, b)[0]]


def _std(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    return [b.one("sqrt", _var_mean(op, b)[0], type=op.results[0].type)]


def _std_mean(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    var, mean = _var_mean(op, b)
    return [b.one("sqrt", var, type=op.results[0].type), mean]


def _mean(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    """mean -> sum / count, where the count is static (a Scalar cannot be symbolic)."""
    x, out = op.operands[0], op.results[0].type
    sizes = _type(x).sizes
    has_dims = op.name == "torch.aten.mean.dim"
    dims = _reduced_dims(op, len(sizes)) if has_dims else list(range(len(sizes)))
    count = sympy.Mul(*[sizes[d] for d in dims])
    if not count.is_Integer or str(out.element_type) not in ("f64", "f32", "f16", "bf16"):
        return None
    keepdim = op.arg("keepdim") if has_dims else False
    total = b.one("sum.dim_IntList", x, dims, keepdim, dtype=op.arg("dtype"), type=out)
    return [b.one("div.Scalar", total, int(count), type=out)]


# --- splitting and stacking ------------------------------------------------------------------

def _split(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    """split/split_with_sizes/chunk/unbind -> one slice (or select) per result."""
    x = op.operands[0]
    rank = _type(x).rank
    dim = _norm_dim(op.arg("dim"), rank)
    unbind = op.name == "torch.aten.unbind.int"
    start: sympy.Expr = sympy.Integer(0)
    results = []
    for result in op.results:
        if unbind:
            results.append(b.one("select.int", x, dim, start, type=result.type))
            start += 1
        else:
            end = start + result.type.sizes[dim]
            results.append(b.one("slice.Tensor", x, dim, start, end, type=result.type))
            start = end
    return results


def _stack(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    out = op.results[0].type
    dim = _norm_dim(op.arg("dim"), out.rank)
    parts = []
    for t in op.arg("tensors"):
        sizes = list(_type(t).sizes)
        sizes.insert(dim, 1)
        parts.append(b.one("unsqueeze", t, dim, type=_type(t).with_(shape=sizes)))
    return [b.one("cat", parts, dim, type=out)]


def _nll_loss_forward(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    """`cross_entropy`'s last step: minus the log-probability of each row's target class,
    0 where the target is `ignore_index`; `mean` divides by the rows not ignored (ATen's
    total_weight). Class weights stay an ATen call."""
    x, target = op.arg("self"), op.arg("target")
    out, total_type = op.results[0].type, op.results[1].type
    if op.arg("weight") is not None or _type(x).rank not in (1, 2):
        return None
    if _type(x).rank == 1:  # one row: a batch of one
        rows = [1, *_type(x).sizes]
        x = b.one("unsqueeze", x, 0, type=_type(x).with_(shape=rows))
        target = b.one("unsqueeze", target, 0, type=_type(target).with_(shape=[1]))
    n = _type(x).sizes[0]
    row = _type(x).with_(shape=[n])
    valid = b.one("ne.Scalar", target, op.arg("ignore_index"),
                  type=_type(target).with_(element_type=i1))
    index = b.one("where.ScalarOther", valid, target, 0, type=_type(target))
    column = b.one("unsqueeze", index, 1, type=_type(target).with_(shape=[n, 1]))
    picked = b.one("gather", x, 1, column, type=_type(x).with_(shape=[n, 1]))
    picked = b.one("squeeze.dim", picked, 1, type=row)
    loss = b.one("where.ScalarOther", valid, b.one("neg", picked, type=row), 0.0, type=row)
    count = b.one("sum", b.one("_to_copy", valid, type=row, dtype=row.element_type),
                  type=total_type)
    reduction = op.arg("reduction")
    if reduction == 0:
        if _type(op.arg("self")).rank == 1:
            loss = b.one("squeeze.dim", loss, 0, type=out)
        return [loss, count]
    total = b.one("sum", loss, type=out)
    if reduction == 2:
        return [total, count]
    return [b.one("div.Tensor", total, count, type=out), count]


def _pointwise_loss(formula: Callable[[TorchOp, _Builder, SSAValue, SSAValue, TensorType],
                                     SSAValue]) -> Decomposition:
    """A loss computed per element from `self` and `target`, then none / mean / sum: fused
    with its producer, and differentiable through its prims (the ATen calls have no
    derivative rule). Operands of other sizes or dtypes (broadcast, with eager's warning)
    and element weights stay an ATen call."""
    def decompose(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
        x, target, out = op.arg("self"), op.arg("target"), op.results[0].type
        full = _type(x)
        if full.sizes != _type(target).sizes or full.element_type != _type(target).element_type \
                or op.arg_or("weight", None) is not None \
                or op.arg_or("pos_weight", None) is not None:
            return None
        loss = formula(op, b, x, target, full)
        reduction = op.arg("reduction")
        if reduction == 0:
            return [loss]
        return [b.one("sum" if reduction == 2 else "mean", loss, type=out)]
    return decompose


def _mse(op: TorchOp, b: _Builder, x: SSAValue, t: SSAValue, full: TensorType) -> SSAValue:
    diff = b.one("sub.Tensor", x, t, type=full)
    return b.one("mul.Tensor", diff, diff, type=full)


def _huber_like(param: str, scaled: bool):
    """smooth_l1 (`beta`: 0.5 d^2 / beta below it, |d| - 0.5 beta above) and huber
    (`delta`: 0.5 d^2 below it, delta (|d| - 0.5 delta) above)."""
    def formula(op: TorchOp, b: _Builder, x: SSAValue, t: SSAValue, full: TensorType
                ) -> SSAValue:
        k = float(op.arg(param))
        diff = b.one("sub.Tensor", x, t, type=full)
        size = b.one("abs", diff, type=full)
        if k == 0.0:
            return size  # smooth_l1 with beta 0 is l1
        square = b.one("mul.Scalar", b.one("mul.Tensor", diff, diff, type=full),
                       0.5 / k if scaled else 0.5, type=full)
        linear = b.one("sub.Scalar", size, 0.5 * k, type=full)
        if not scaled:
            linear = b.one("mul.Scalar", linear, k, type=full)
        small = b.one("lt.Scalar", size, k, type=full.with_(element_type=i1))
        return b.one("where.self", small, square, linear, type=full)
    return formula


def _bce(op: TorchOp, b: _Builder, x: SSAValue, t: SSAValue, full: TensorType) -> SSAValue:
    """-(t log x + (1 - t) log(1 - x)), each log at least -100 (ATen's clamp)."""
    log_x = b.one("clamp_min", b.one("log", x, type=full), -100.0, type=full)
    one_minus = b.one("rsub.Scalar", x, 1.0, type=full)
    log_1mx = b.one("clamp_min", b.one("log", one_minus, type=full), -100.0, type=full)
    t_minus_1 = b.one("sub.Scalar", t, 1.0, type=full)
    return b.one("sub.Tensor", b.one("mul.Tensor", t_minus_1, log_1mx, type=full),
                 b.one("mul.Tensor", t, log_x, type=full), type=full)


def _bce_with_logits(op: TorchOp, b: _Builder, x: SSAValue, t: SSAValue, full: TensorType
                     ) -> SSAValue:
    """(1 - t) x - log_sigmoid(x): its gradient is sigmoid(x) - t everywhere, as ATen's."""
    one_minus_t = b.one("rsub.Scalar", t, 1.0, type=full)
    return b.one("sub.Tensor", b.one("mul.Tensor", one_minus_t, x, type=full),
                 b.one("log_sigmoid", x, type=full), type=full)


def _log_sigmoid_forward(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    """log_sigmoid's forward with its buffer (which only its CPU backward reads): zeros."""
    out, buffer = op.results[0].type, op.results[1].type
    zeros = b.one("full", list(buffer.sizes), 0.0, dtype=buffer.element_type, type=buffer)
    return [b.one("log_sigmoid", op.arg("self"), type=out), zeros]


def _eye(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    """eye(n, m): row index == column index, from two iotas."""
    out = op.results[0].type
    n, m = out.sizes
    rows = b.one("arange", n, dtype=i64, type=out.with_(shape=[n], element_type=i64))
    rows = b.one("unsqueeze", rows, 1, type=out.with_(shape=[n, 1], element_type=i64))
    cols = b.one("arange", m, dtype=i64, type=out.with_(shape=[m], element_type=i64))
    same = b.one("eq.Tensor", rows, cols, type=out.with_(element_type=i1))
    return [b.one("_to_copy", same, dtype=out.element_type, type=out)]


def _weight_norm(op: TorchOp, b: _Builder) -> Sequence[SSAValue]:
    """`weight_norm`'s w = v * g / ||v|| (the norm over every dim but `dim`), and the norm."""
    v, g = op.arg("v"), op.arg("g")
    out, norm_type = op.results[0].type, op.results[1].type
    rank = _type(v).rank
    dim = _norm_dim(op.arg("dim"), rank)
    others = [d for d in range(rank) if d != dim]
    norm = b.one("linalg_vector_norm", v, 2, others, True, type=norm_type)
    scale = b.one("div.Tensor", g, norm, type=_type(g))
    return [b.one("mul.Tensor", v, scale, type=out), norm]


_FLOATS = ("f16", "bf16", "f32", "f64")


def _all_float(op: TorchOp, half: bool = True) -> TensorType | None:
    """The result type when every tensor operand and the result have the same float element
    type (the elementwise formulas below assume no promotion), else None. `half=False`:
    not for f16/bf16, where a formula of several ops would round between them and ATen
    computes the whole formula in float."""
    out = op.results[0].type
    types = [v.type for v in op.operands if isinstance(v.type, TensorType)] + [out]
    kinds = {str(t.element_type) for t in types}
    floats = set(_FLOATS) if half else {"f32", "f64"}
    return out if len(kinds) == 1 and kinds <= floats else None


def _bool_of(t: TensorType) -> TensorType:
    return t.with_(element_type=i1)


def _angle_scale(factor: float) -> Decomposition:
    """deg2rad, rad2deg: x times a constant (float inputs; integer ones promote: kept)."""
    def decompose(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
        if (out := _all_float(op)) is None:
            return None
        return [b.one("mul.Scalar", op.operands[0], factor, type=out)]

    return decompose


def _is_signed_inf(value: float) -> Decomposition:
    def decompose(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
        x = op.operands[0]
        if str(_type(x).element_type) not in _FLOATS:
            return None
        return [b.one("eq.Scalar", x, value, type=op.results[0].type)]

    return decompose


def _copysign(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    """|a| with b's sign bit (-0 and a NaN's sign count, as C's copysign)."""
    if (out := _all_float(op)) is None:
        return None
    a, sign = op.operands[0], op.operands[1]
    magnitude = b.one("abs", a, type=_type(a))
    negative = b.one("signbit", sign, type=_bool_of(_type(sign)))
    return [b.one("where.self", negative, b.one("neg", magnitude, type=_type(a)), magnitude,
                  type=out)]


def _xlogy(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    """ATen's: NaN where y is NaN, else 0 where x == 0, else x log(y)."""
    if (out := _all_float(op, half=False)) is None:
        return None
    x, y = op.operands[0], op.operands[1]
    product = b.one("mul.Tensor", x, b.one("log", y, type=_type(y)), type=out)
    zero = b.one("where.ScalarSelf", b.one("eq.Scalar", x, 0, type=_bool_of(_type(x))), 0.0,
                 product, type=out)
    return [b.one("where.self", b.one("isnan", y, type=_bool_of(_type(y))), y, zero, type=out)]


def _heaviside(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    """values where x == 0, else 1 where x > 0 and 0 otherwise (NaN: 0), as ATen."""
    if (out := _all_float(op)) is None:
        return None
    x, values = op.operands[0], op.operands[1]
    step = b.one("where.Scalar", b.one("gt.Scalar", x, 0, type=_bool_of(_type(x))), 1.0, 0.0,
                 type=_type(x))
    return [b.one("where.self", b.one("eq.Scalar", x, 0, type=_bool_of(_type(x))), values,
                  step, type=out)]


def _logaddexp(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    """ATen's: a where a is infinite and equal to b, else max(a, b) + log1p(exp(-|a - b|))."""
    if (out := _all_float(op, half=False)) is None:
        return None
    a, c = op.operands[0], op.operands[1]
    gap = b.one("neg", b.one("abs", b.one("sub.Tensor", a, c, 1, type=out), type=out), type=out)
    value = b.one("add.Tensor", b.one("maximum", a, c, type=out),
                  b.one("log1p", b.one("exp", gap, type=out), type=out), 1, type=out)
    same_inf = b.one("logical_and", b.one("isinf", a, type=_bool_of(_type(a))),
                     b.one("eq.Tensor", a, c, type=_bool_of(out)), type=_bool_of(out))
    return [b.one("where.self", same_inf, a, value, type=out)]


def _fmax_fmin(core: str) -> Decomposition:
    """maximum/minimum that take the other operand where one is NaN (NaN only if both)."""
    def decompose(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
        if (out := _all_float(op)) is None:
            return None
        a, c = op.operands[0], op.operands[1]
        value = b.one(core, a, c, type=out)
        value = b.one("where.self", b.one("isnan", a, type=_bool_of(_type(a))), c, value,
                      type=out)
        return [b.one("where.self", b.one("isnan", c, type=_bool_of(_type(c))), a, value,
                      type=out)]

    return decompose


def _nansum(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    """sum with NaN read as 0 (float inputs; integers have no NaN: sum)."""
    x = op.operands[0]
    t = _type(x)
    if str(t.element_type) in _FLOATS:
        x = b.one("where.ScalarSelf", b.one("isnan", x, type=_bool_of(t)), 0.0, x, type=t)
    return [b.one("sum.dim_IntList", x, op.arg("dim"), op.arg("keepdim"), op.arg("dtype"),
                  type=op.results[0].type)]


def _count_nonzero(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    """The int64 sum of x != 0 over the dims (all of them when none is given)."""
    x = op.operands[0]
    dim = op.arg("dim")
    dims = None if dim is None else [dim] if isinstance(dim, int) else list(dim)
    nonzero = b.one("ne.Scalar", x, 0, type=_bool_of(_type(x)))
    return [b.one("sum.dim_IntList", nonzero, dims, False, None, type=op.results[0].type)]


def _sinc(op: TorchOp, b: _Builder) -> Sequence[SSAValue] | None:
    """1 at 0, else sin(pi x) / (pi x), as ATen (float inputs)."""
    if (out := _all_float(op, half=False)) is None:
        return None
    x = op.operands[0]
    scaled = b.one("mul.Scalar", x, math.pi, type=out)
    ratio = b.one("div.Tensor", b.one("sin", scaled, type=out), scaled, type=out)
    return [b.one("where.ScalarSelf", b.one("eq.Scalar", x, 0, type=_bool_of(out)), 1.0, ratio,
                  type=out)]


DECOMPOSITIONS: dict[str, Decomposition] = {
    "torch.aten._weight_norm_interface": _weight_norm,
    "torch.aten.log_sigmoid_forward": _log_sigmoid_forward,
    "torch.aten.eye": _eye,
    "torch.aten.eye.m": _eye,
    "torch.aten.nll_loss_forward": _nll_loss_forward,
    "torch.aten.mse_loss": _pointwise_loss(_mse),
    "torch.aten.smooth_l1_loss": _pointwise_loss(_huber_like("beta", scaled=True)),
    "torch.aten.huber_loss": _pointwise_loss(_huber_like("delta", scaled=False)),
    "torch.aten.binary_cross_entropy": _pointwise_loss(_bce),
    "torch.aten.binary_cross_entropy_with_logits": _pointwise_loss(_bce_with_logits),
    **{f"torch.aten.{n}": _identity for n in ("contiguous", "clone", "alias")},
    "torch.aten.dropout": _dropout,
    **{f"torch.aten.{n}": _to_view
       for n in ("reshape", "_unsafe_view", "view_as", "flatten.using_ints", "unflatten.int")},
    "torch.aten.expand_as": _to_expand,
    "torch.aten.transpose.int": _transpose,
    "torch.aten.t": _t,
    "torch.aten.numpy_T": _t,
    "torch.aten.matmul": _matmul,
    "torch.aten.linear": _linear,
    "torch.aten.softmax.int": _softmax_like("_softmax"),
    "torch.aten.log_softmax.int": _softmax_like("_log_softmax"),
    "torch.aten.layer_norm": _layer_norm,
    "torch.aten.group_norm": _group_norm,
    "torch.aten.batch_norm": _batch_norm,
    "torch.aten.silu": _silu,
    "torch.aten.relu6": _relu6,  # hardtanh's backward, not clamp's, at the bounds
    "torch.aten.leaky_relu": _leaky_relu,
    "torch.aten.hardsigmoid": _hardsigmoid,
    "torch.aten.hardswish": _hardswish,
    "torch.aten.mish": _mish,
    "torch.aten.elu": _elu,
    "torch.aten.softplus": _softplus,
    "torch.aten.rsub.Tensor": _rsub,
    "torch.aten.ones": _full(1),
    "torch.aten.zeros": _full(0),
    "torch.aten.ones_like": _full(1),
    "torch.aten.zeros_like": _full(0),
    "torch.aten.full_like": _full(None),
    "torch.aten.to.dtype": _to_copy,
    "torch.aten.type_as": _to_copy,
    "torch.aten.var.correction": _var,
    "torch.aten.std.correction": _std,
    "torch.aten.std_mean.correction": _std_mean,
    "torch.aten.mean": _mean,
    "torch.aten.mean.dim": _mean,
    **{f"torch.aten.{n}": _split
       for n in ("split.Tensor", "split_with_sizes", "chunk", "unbind.int")},
    "torch.aten.stack": _stack,
    "torch.aten.deg2rad": _angle_scale(math.pi / 180),
    "torch.aten.rad2deg": _angle_scale(180 / math.pi),
    "torch.aten.isposinf": _is_signed_inf(math.inf),
    "torch.aten.isneginf": _is_signed_inf(-math.inf),
    "torch.aten.copysign.Tensor": _copysign,
    "torch.aten.xlogy.Tensor": _xlogy,
    "torch.aten.heaviside": _heaviside,
    "torch.aten.logaddexp": _logaddexp,
    "torch.aten.fmax": _fmax_fmin("maximum"),
    "torch.aten.fmin": _fmax_fmin("minimum"),
    "torch.aten.nansum": _nansum,
    "torch.aten.count_nonzero": _count_nonzero,
    "torch.aten.count_nonzero.dim_IntList": _count_nonzero,
    "torch.aten.sinc": _sinc,
}

# Ops a decomposition above may keep (the case it does not cover), so they can remain.
_SOMETIMES_KEPT = frozenset({"torch.aten.dropout", "torch.aten.matmul", "torch.aten.batch_norm",
                             "torch.aten.mean", "torch.aten.mean.dim",
                             "torch.aten.nll_loss_forward", "torch.aten.mse_loss",
                             "torch.aten.smooth_l1_loss", "torch.aten.huber_loss",
                             "torch.aten.binary_cross_entropy",
                             "torch.aten.binary_cross_entropy_with_logits",
                             # the elementwise formulas cover float operands of one type
                             "torch.aten.deg2rad", "torch.aten.rad2deg",
                             "torch.aten.isposinf", "torch.aten.isneginf",
                             "torch.aten.copysign.Tensor", "torch.aten.xlogy.Tensor",
                             "torch.aten.heaviside", "torch.aten.logaddexp", "torch.aten.fmax",
                             "torch.aten.fmin", "torch.aten.sinc"})

CORE_OPS: frozenset[str] = (
    frozenset(TORCH_OPS) - frozenset(DECOMPOSITIONS)) | _SOMETIMES_KEPT
"""Names of the torch ops that may remain after `torch-decompose`: what
`convert-torch-to-prim` must lower (or call as an extern)."""


class _Decompose(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: TorchOp, rewriter: PatternRewriter) -> None:
        decomposition = DECOMPOSITIONS.get(op.name)
        if decomposition is None or touches_complex(op):
            return  # the formulas assume real numbers; a complex op stays one library call
        builder = _Builder()
        values = decomposition(op, builder)
        if values is not None:
            rewriter.replace(op, builder.ops, values)


@dataclass(frozen=True)
class TorchDecomposePass(ModulePass):
    """Rewrite composite ATen ops into the core ATen ops of `CORE_OPS` (see module docstring).

    Before:

        %y = torch.aten.linear %x, %w, %b : (!torch.tensor<[8, 16], f32>,
            !torch.tensor<[32, 16], f32>, !torch.tensor<[32], f32>) -> !torch.tensor<[8, 32], f32>

    After:

        %wt = torch.aten.permute %w {dims = [1, 0]} : (!torch.tensor<[32, 16], f32>)
            -> !torch.tensor<[16, 32], f32>
        %y = torch.aten.addmm %b, %x, %wt : (!torch.tensor<[32], f32>,
            !torch.tensor<[8, 16], f32>, !torch.tensor<[16, 32], f32>) -> !torch.tensor<[8, 32], f32>
    """

    name = "torch-decompose"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        PatternRewriteWalker(_Decompose()).rewrite_module(op)

"""Derivative rules of the prim ops, for `prim-autodiff`.

A rule takes the `Diff` builder, the op, and the gradients flowing into its results (None
where a result has none) and returns one gradient per operand (None: no gradient, or the
operand is not differentiable). Formulas follow torch's `derivatives.yaml` where the two
could differ (ties of max/min, pow at 0, the even split of maximum's ties), so that
gradients equal eager's. Library calls (`prim.extern`) have rules by ATen name, which call
ATen's own backward ops where it has one (convolution, attention).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    f32,
    f64,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue

from tcompile.dialects import prim
from tcompile.dialects.prim import EXTERN_LISTS, TensorType
from tcompile.dialects.torch import from_attr, op_class, to_attr
from tcompile.passes.convert_torch_to_prim import SELECTS_INDEX, TIES_TO
from tcompile.passes.prim_autodiff import Diff, NoDerivative, differentiable

Grads = Sequence[SSAValue | None]
Rule = Callable[[Diff, Operation, Grads], list[SSAValue | None]]


# ---- elementwise --------------------------------------------------------------------------

def _unary(f: Callable[[Diff, SSAValue, SSAValue, SSAValue], SSAValue]) -> Rule:
    """A rule `g -> f(d, g, x, y)` of an op y = op(x)."""
    def rule(d: Diff, op: Operation, gs: Grads) -> list[SSAValue | None]:
        return [f(d, gs[0], op.operands[0], op.results[0])]
    return rule


def _rsqrt(d: Diff, g, x, y):  # -0.5 * y^3
    return d.mul(g, d.scale(d.mul(y, d.mul(y, y)), -0.5))


def _erf(d: Diff, g, x, y):  # 2/sqrt(pi) * exp(-x^2)
    e = d.emit(prim.ExpOp(d.neg(d.mul(x, x))))
    return d.mul(g, d.scale(e, 2 / math.sqrt(math.pi)))


def _erfinv(d: Diff, g, x, y):  # sqrt(pi)/2 * exp(y^2)
    e = d.emit(prim.ExpOp(d.mul(y, y)))
    return d.mul(g, d.scale(e, math.sqrt(math.pi) / 2))


def _sign(d: Diff, x):
    """-1, 0 or 1 (as torch's sgn; prim.sign has no loop lowering)."""
    zero = d.like(0.0, x)
    positive = d.where(d.emit(prim.GtOp(x, zero)), d.like(1.0, x), zero)
    return d.where(d.emit(prim.LtOp(x, zero)), d.like(-1.0, x), positive)


def _one_minus_sq(d: Diff, v):
    return d.sub(d.like(1.0, v), d.mul(v, v))


UNARY: dict[type[Operation], Callable] = {
    prim.NegOp: lambda d, g, x, y: d.neg(g),
    prim.AbsOp: lambda d, g, x, y: d.mul(g, _sign(d, x)),
    prim.ExpOp: lambda d, g, x, y: d.mul(g, y),
    prim.Exp2Op: lambda d, g, x, y: d.mul(g, d.scale(y, math.log(2))),
    prim.Expm1Op: lambda d, g, x, y: d.mul(g, d.add(y, d.like(1.0, y))),
    prim.LogOp: lambda d, g, x, y: d.div(g, x),
    prim.Log2Op: lambda d, g, x, y: d.div(g, d.scale(x, math.log(2))),
    prim.Log10Op: lambda d, g, x, y: d.div(g, d.scale(x, math.log(10))),
    prim.Log1pOp: lambda d, g, x, y: d.div(g, d.add(x, d.like(1.0, x))),
    prim.SqrtOp: lambda d, g, x, y: d.div(g, d.scale(y, 2.0)),
    prim.RsqrtOp: _rsqrt,
    prim.ReciprocalOp: lambda d, g, x, y: d.neg(d.mul(g, d.mul(y, y))),
    prim.SinOp: lambda d, g, x, y: d.mul(g, d.emit(prim.CosOp(x))),
    prim.CosOp: lambda d, g, x, y: d.neg(d.mul(g, d.emit(prim.SinOp(x)))),
    prim.TanOp: lambda d, g, x, y: d.mul(g, d.add(d.like(1.0, y), d.mul(y, y))),
    prim.AsinOp: lambda d, g, x, y: d.mul(g, d.emit(prim.RsqrtOp(_one_minus_sq(d, x)))),
    prim.AcosOp: lambda d, g, x, y: d.neg(d.mul(g, d.emit(prim.RsqrtOp(_one_minus_sq(d, x))))),
    prim.AtanOp: lambda d, g, x, y: d.div(g, d.add(d.like(1.0, x), d.mul(x, x))),
    prim.SinhOp: lambda d, g, x, y: d.mul(g, d.emit(prim.CoshOp(x))),
    prim.CoshOp: lambda d, g, x, y: d.mul(g, d.emit(prim.SinhOp(x))),
    prim.TanhOp: lambda d, g, x, y: d.mul(g, _one_minus_sq(d, y)),
    prim.ErfOp: _erf,
    prim.ErfinvOp: _erfinv,
    prim.SigmoidOp: lambda d, g, x, y: d.mul(g, d.mul(y, d.sub(d.like(1.0, y), y))),
}
# Piecewise constant: no gradient (torch's is zero).
ZERO = (prim.FloorOp, prim.CeilOp, prim.TruncOp, prim.RoundOp, prim.SignOp)


def _add(d, op, gs):
    return [gs[0], gs[0]]


def _sub(d, op, gs):
    return [gs[0], d.neg(gs[0])]


def _mul(d, op, gs):
    a, b = op.operands
    return [d.mul(gs[0], b), d.mul(gs[0], a)]


def _div(d, op, gs):
    a, b = op.operands
    ga = d.div(gs[0], b)
    return [ga, d.neg(d.mul(ga, op.results[0]))]


def _pow(d, op, gs):
    """torch's pow_backward_self and pow_backward_exponent: the exponent's gradient is 0 where
    the base is 0 and the exponent >= 0 (not NaN from log(0))."""
    a, b = op.operands
    g, y = gs[0], op.results[0]
    one = d.like(1.0, b)
    ga = d.mul(g, d.mul(b, d.emit(prim.PowOp(a, d.sub(b, one)))))
    zero = d.like(0.0, a)
    at_zero = d.emit(prim.LogicalAndOp(d.emit(prim.EqOp(a, zero)), d.emit(prim.GeOp(b, zero))))
    gb = d.zeros_where(at_zero, d.mul(g, d.mul(y, d.emit(prim.LogOp(a)))))
    return [ga, gb]


def _extremum(bigger: type[Operation], at_least: type[Operation]) -> Rule:
    """maximum/minimum: the gradient goes to the larger (smaller) operand, split evenly on
    ties (as torch.maximum), or all to operand `tc.ties_to` (relu, clamp, hardtanh)."""
    def rule(d, op, gs):
        a, b = op.operands
        g = gs[0]
        zero = d.like(0.0, g)
        ties_to = op.attributes.get(TIES_TO)
        if ties_to is not None:
            # operand k keeps the gradient where it is at least the other (an ordered compare:
            # not where either is NaN), the other operand gets it elsewhere. As ATen: clamp's
            # backward passes it where min <= x, a NaN x gets none; relu's and hardtanh's
            # (threshold_backward) where not x <= bound, a NaN x gets it.
            k = ties_to.value.data
            first, second = (a, b) if k == 0 else (b, a)
            if k == 1:
                # ties to the bound (relu, hardtanh): the result y = max(x, bound) meets the
                # test where x does (y = bound exactly where x <= bound, NaN where x is), so the
                # backward reads the output, which the next layer saves anyway, and a
                # BatchNorm + add + ReLU saves its ReLU alone, not the sum before it too
                second = op.results[0]
            keeps = d.emit(at_least(first, second))
            g_first, g_second = d.where(keeps, g, zero), d.where(keeps, zero, g)
            return [g_first, g_second] if k == 0 else [g_second, g_first]
        half = d.scale(g, 0.5)
        tie = d.emit(prim.EqOp(a, b))
        a_wins = d.emit(bigger(a, b))
        ga = d.where(tie, half, d.where(a_wins, g, zero))
        gb = d.where(tie, half, d.where(a_wins, zero, g))
        return [ga, gb]
    return rule


def _atan2(d, op, gs):
    a, b = op.operands
    denom = d.add(d.mul(a, a), d.mul(b, b))
    return [d.div(d.mul(gs[0], b), denom), d.neg(d.div(d.mul(gs[0], a), denom))]


def _hypot(d, op, gs):
    a, b = op.operands
    y = op.results[0]
    return [d.div(d.mul(gs[0], a), y), d.div(d.mul(gs[0], b), y)]


def _remainder(rounding: type[Operation]) -> Rule:
    def rule(d, op, gs):
        a, b = op.operands
        q = d.emit(rounding(d.div(a, b)))
        return [gs[0], d.neg(d.mul(gs[0], q))]
    return rule


def _where(d, op, gs):
    c = op.operands[0]
    g = gs[0]
    zero = d.like(0.0, g)
    return [None, d.where(c, g, zero), d.where(c, zero, g)]


def _fma(d, op, gs):
    a, b, _ = op.operands
    return [d.mul(gs[0], b), d.mul(gs[0], a), gs[0]]


def _convert(d, op, gs):
    x = op.operands[0]
    if prim.element_kind(x.type.element_type) != "float":
        return [None]
    return [d.convert(gs[0], x.type.element_type)]


# ---- reductions ---------------------------------------------------------------------------

def _kept(rank: int, dims: Sequence[int]) -> list[int]:
    return [i for i in range(rank) if i not in dims]


def _sum(d, op, gs):
    x = op.operands[0]
    dims = list(op.dims.get_values())
    return [d.broadcast(gs[0], x.type, _kept(x.type.rank, dims))]


def _extreme_reduction(d, op, gs):
    """amax/amin: the gradient is split evenly among the elements equal to the result, as
    torch's amax; one made from max.dim/min.dim (`tc.selects_index`) gives all of it to the
    index its argmax picks (the first), as torch's max.dim."""
    x = op.operands[0]
    y = op.results[0]
    dims = list(op.dims.get_values())
    kept = _kept(x.type.rank, dims)
    g = d.broadcast(gs[0], x.type, kept)
    arg = prim.ArgmaxOp if isinstance(op, prim.AmaxOp) else prim.ArgminOp
    index = None
    if SELECTS_INDEX in op.attributes and len(dims) == 1:
        index = d.emit(arg(x, dims[0]))
    if index is not None:
        iota = d.emit(prim.IotaOp(TensorType([x.type.sizes[dims[0]]], i64, x.type.device_name)))
        positions = d.broadcast(iota, x.type.with_(element_type=i64), dims)
        chosen = d.emit(prim.EqOp(positions, d.broadcast(index, positions.type, kept)))
        return [d.where(chosen, g, d.like(0.0, g))]
    hit = d.emit(prim.EqOp(x, d.broadcast(y, x.type, kept)))
    ones = d.where(hit, d.like(1.0, x), d.like(0.0, x))
    count = d.broadcast(d.sum(ones, dims), x.type, kept)
    return [d.div(d.mul(g, ones), count)]


def _var_mean(d, op, gs):
    x = op.operands[0]
    var, mean = op.results
    dims = list(op.dims.get_values())
    kept = _kept(x.type.rank, dims)
    out: SSAValue | None = None
    if gs[1] is not None:
        out = d.div(d.broadcast(gs[1], x.type, kept), d.count(x, dims, x))
    if gs[0] is not None:
        correction = op.correction.value.data
        n = d.count(x, dims, x)
        if correction:
            n = d.sub(n, d.like(float(correction), x))
        centered = d.sub(x, d.broadcast(mean, x.type, kept))
        gv = d.div(d.mul(d.broadcast(gs[0], x.type, kept), d.scale(centered, 2.0)), n)
        out = gv if out is None else d.add(out, gv)
    return [out]


# ---- shapes -------------------------------------------------------------------------------

def _broadcast_in_dim(d, op, gs):
    x = op.operands[0]
    out = op.results[0].type
    dims = list(op.dims.get_values())
    if dims != sorted(dims):
        raise NoDerivative("prim.broadcast_in_dim with permuted dims")
    summed = [i for i in range(out.rank) if i not in dims]
    summed += [dims[i] for i, n in enumerate(x.type.sizes)
               if n == 1 and not prim.sizes_equal(out.sizes[dims[i]], 1)]
    return [d.reshape(d.sum(gs[0], sorted(summed)), x.type)]


def _reshape(d, op, gs):
    return [d.reshape(gs[0], op.operands[0].type)]


def _transpose(d, op, gs):
    perm = list(op.perm.get_values())
    inverse = [perm.index(i) for i in range(len(perm))]
    return [d.transpose(gs[0], inverse)]


def _rev(d, op, gs):
    return [d.emit(prim.RevOp(gs[0], list(op.dims.get_values())))]


def _slice(d, op, gs):
    """The gradient padded with zeros back to the input's shape. Along a dim of stride s the
    gradient's elements first get s - 1 zeros after each (a new dim of size s, padded, and
    merged: `[g0, 0, g1, 0, ...]`, pointwise), so that element k lands at start + k*s (a
    downsampling `x[:, ::2]`, Swin's patch merging)."""
    x = op.operands[0]
    starts = [a.data for a in op.start.data]
    limits = [a.data for a in op.limit.data]
    strides = list(op.strides.get_values())
    if not all(getattr(v, "is_Integer", False) for v in (*starts, *limits, *x.type.sizes)):
        raise NoDerivative("prim.slice with symbolic bounds")
    g = gs[0]
    for dim, stride in enumerate(strides):
        if stride == 1:
            continue
        spread = d.emit(prim.ExpandDimsOp(g, [dim + 1]))
        high = [0] * spread.type.rank
        high[dim + 1] = stride - 1
        spread = d.emit(prim.PadOp(spread, [0] * spread.type.rank, high, 0.0))
        sizes = list(g.type.sizes)
        sizes[dim] = sizes[dim] * stride
        g = d.reshape(spread, g.type.with_(shape=sizes))
    low = [int(a) for a in starts]
    # (negative where the last stride's zeros pass the input's end: cropped)
    high = [int(n) - int(a) - int(m)
            for n, a, m in zip(x.type.sizes, starts, g.type.sizes, strict=True)]
    return [d.emit(prim.PadOp(g, low, high, 0.0))]


def _pad(d, op, gs):
    x = op.operands[0]
    low = list(op.low.get_values())
    if any(v < 0 for v in (*low, *op.high.get_values())):
        raise NoDerivative("prim.pad with negative padding")
    starts = low
    limits = [a + n for a, n in zip(low, x.type.sizes, strict=True)]
    return [d.emit(prim.SliceOp(gs[0], starts, limits, [1] * x.type.rank))]


def _cat(d, op, gs):
    dim = op.dim.value.data
    out: list[SSAValue | None] = []
    start = 0
    g = gs[0]
    for x in op.operands:
        n = x.type.sizes[dim]
        starts = [0] * g.type.rank
        limits = list(g.type.sizes)
        starts[dim] = start
        limits[dim] = start + n
        out.append(d.emit(prim.SliceOp(g, starts, limits, [1] * g.type.rank)))
        start = start + n
    return out


def _added_back(d: Diff, target: str, t: TensorType, index: SSAValue, g: SSAValue,
                dim: int) -> SSAValue:
    """`g` added into zeros of type `t` at the positions `index` reads along `dim`
    (`aten.index_add` or `aten.scatter_add`, `target`): the gradient of a gather, an
    index_select, topk's and sort's values (and an embedding's row counts)."""
    return d.emit(prim.ExternOp(target, [d.full(0.0, t), index, g], [t],
                                {"dim": IntegerAttr(dim, i64)}))


def _gather(d, op, gs):
    x, index = op.operands
    return [_added_back(d, "aten.scatter_add", x.type, index, gs[0], op.dim.value.data),
            None]


def _index_select(d, op, gs):
    """index_select, with an embedding's options (`prim.index_select`): the gradients of the
    slices read at `padding_idx` dropped, and with `scale_grad_by_freq` each divided by the
    number of times `idx` reads its slice, before they are added back at the indices (as
    `embedding_dense_backward` computes them)."""
    x, index = op.operands
    if op.sparse_grad is not None:
        raise NoDerivative("an embedding with sparse gradients (sparse=True)")
    g = gs[0]
    dim = op.dim.value.data
    n = index.type.sizes[0]
    if op.scale_grad_by_freq is not None:
        # counted in f32, exact where g's type is not (bf16 from 257 reads)
        per_slice = g.type.with_(shape=[x.type.sizes[dim]], element_type=f32)
        ones = d.full(1.0, per_slice.with_(shape=[n]))
        counts = _added_back(d, "aten.index_add", per_slice, index, ones, 0)
        times = d.convert(d.emit(prim.IndexSelectOp(counts, index, 0)), g.type.element_type)
        g = d.div(g, d.broadcast(times, g.type, [dim]))
    if op.padding_idx is not None:
        padding = d.emit(prim.FullOp(op.padding_idx.value.data, index.type))
        at_padding = d.emit(prim.EqOp(index, padding))
        g = d.zeros_where(d.broadcast(at_padding, g.type.with_(element_type=i1), [dim]), g)
    return [_added_back(d, "aten.index_add", x.type, index, g, dim), None]


# ---- library calls ------------------------------------------------------------------------

def _mm(d: Diff, a: SSAValue, b: SSAValue, t: TensorType, batched: bool = False) -> SSAValue:
    return d.emit(prim.ExternOp("aten.bmm" if batched else "aten.mm", [a, b], [t]))


def _last_two_swapped(rank: int) -> list[int]:
    perm = list(range(rank))
    perm[-1], perm[-2] = perm[-2], perm[-1]
    return perm


def _t(d: Diff, a: SSAValue) -> SSAValue:
    return d.transpose(a, _last_two_swapped(a.type.rank))


def _extern_mm(d, op, gs):
    a, b = op.operands
    g = gs[0]
    batched = op.target.data == "aten.bmm"
    return [_mm(d, g, _t(d, b), a.type, batched), _mm(d, _t(d, a), g, b.type, batched)]


def _number(op: Operation, name: str, default: float) -> float:
    attr = op.attributes.get(name)
    return default if attr is None else float(from_attr(attr))


def _flag(op: Operation, name: str, default: bool) -> bool:
    attr = op.attributes.get(name)
    return default if attr is None else bool(from_attr(attr))


def _extern_addmm(d, op, gs):
    if op.absent.get_values():
        raise NoDerivative("aten.addmm without a bias")
    bias, a, b = op.operands
    g = gs[0]
    beta, alpha = _number(op, "beta", 1.0), _number(op, "alpha", 1.0)
    gbias = d.sum_to(d.scale(g, beta), bias.type)
    ga = d.scale(_mm(d, g, _t(d, b), a.type), alpha)
    gb = d.scale(_mm(d, _t(d, a), g, b.type), alpha)
    return [gbias, ga, gb]


def _outer(d: Diff, a: SSAValue, b: SSAValue, t: TensorType) -> SSAValue:
    """a[:, None] * b[None, :] as `t` ([len(a), len(b)])."""
    return d.mul(d.broadcast(a, t, [0]), d.broadcast(b, t, [1]))


def _matvec_t(d: Diff, m: SSAValue, g: SSAValue) -> SSAValue:
    """m^T g for a matrix m and a vector g of its rows' count: sum(m * g[:, None], 0)."""
    return d.sum(d.mul(m, d.broadcast(g, m.type, [0])), [0])


def _extern_dot(d, op, gs):
    """dot (and vdot of real vectors): each vector's gradient is the other, scaled by g."""
    a, b = op.operands
    g = d.broadcast(gs[0], a.type, [])
    return [d.mul(g, b), d.mul(g, a)]


def _extern_mv(d, op, gs):
    m, v = op.operands
    return [_outer(d, gs[0], v, m.type), _matvec_t(d, m, gs[0])]


def _extern_addmv(d, op, gs):
    bias, m, v = op.operands
    g = gs[0]
    beta, alpha = _number(op, "beta", 1.0), _number(op, "alpha", 1.0)
    return [d.sum_to(d.scale(g, beta), bias.type), d.scale(_outer(d, g, v, m.type), alpha),
            d.scale(_matvec_t(d, m, g), alpha)]


def _extern_addr(d, op, gs):
    """addr: beta * self + alpha * outer(v1, v2)."""
    bias, v1, v2 = op.operands
    g = gs[0]
    beta, alpha = _number(op, "beta", 1.0), _number(op, "alpha", 1.0)
    g1 = d.sum(d.mul(g, d.broadcast(v2, g.type, [1])), [1])
    g2 = _matvec_t(d, g, v1)
    return [d.sum_to(d.scale(g, beta), bias.type), d.scale(g1, alpha), d.scale(g2, alpha)]


def _extern_baddbmm(d, op, gs, summed: bool = False):
    """baddbmm (beta * self + alpha * b1 @ b2, per batch) and, `summed`, addbmm (the batch's
    products summed): the products' gradients are bmms with g (broadcast over the batch)."""
    bias, b1, b2 = op.operands
    g = gs[0]
    beta, alpha = _number(op, "beta", 1.0), _number(op, "alpha", 1.0)
    gbias = d.sum_to(d.scale(g, beta), bias.type)
    per_batch = d.broadcast(g, g.type.with_(shape=[b1.type.sizes[0], *g.type.sizes]),
                            [1, 2]) if summed else g
    g1 = d.scale(_mm(d, per_batch, _t(d, b2), b1.type, batched=True), alpha)
    g2 = d.scale(_mm(d, _t(d, b1), per_batch, b2.type, batched=True), alpha)
    return [gbias, g1, g2]


def _extern_convolution(d, op, gs):
    """ATen's convolution_backward, asked only for the gradients needed: not the input's of a
    network's first convolution (its dgrad into 3 channels is cuDNN's slowest kernel of a
    ResNet-18 step, 0.5 ms on the H100)."""
    operands = list(op.operands)
    x, w = operands[0], operands[1]
    bias = operands[2] if len(operands) > 2 else None
    bias_sizes = [w.type.sizes[0]] if bias is not None else []
    attrs = {k: op.attributes[k] for k in ("stride", "padding", "dilation", "transposed",
                                            "output_padding", "groups")}
    attrs["bias_sizes"] = ArrayAttr([IntegerAttr(int(n), i64) for n in bias_sizes]) \
        if all(getattr(n, "is_Integer", False) for n in bias_sizes) else None
    if attrs["bias_sizes"] is None:
        raise NoDerivative("aten.convolution with a symbolic number of channels")
    mask = [x in d.active, w in d.active, bias is not None and bias in d.active]
    if not any(mask):
        return [None] * len(operands)
    attrs["output_mask"] = ArrayAttr([IntegerAttr.from_bool(m) for m in mask])
    bias_type = bias.type if bias is not None else TensorType([w.type.sizes[0]],
                                                              w.type.element_type,
                                                              w.type.device_name)
    call = prim.ExternOp("aten.convolution_backward", [gs[0], x, w],
                         [x.type, w.type, bias_type], attrs)
    gx, gw, gb = (g if m else None for g, m in zip(d.emit_all(call), mask, strict=True))
    return [gx, gw] + ([gb] if bias is not None else [])


def _extern_flash_cpu(d, op, gs):
    """`_scaled_dot_product_flash_attention_for_cpu` (out, logsumexp): its ATen backward."""
    q, k, v = op.operands[:3]
    has_mask = 3 not in set(op.absent.get_values())
    mask = op.operands[3] if has_mask else None
    out, lse = op.results
    g = gs[0]
    if g is None:
        return [None] * len(op.operands)
    attrs = {"dropout_p": op.attributes.get("dropout_p", FloatAttr(0.0, f64)),
             "is_causal": op.attributes.get("is_causal", IntegerAttr.from_bool(False))}
    if "scale" in op.attributes:
        attrs["scale"] = op.attributes["scale"]
    if from_attr(attrs["dropout_p"]) != 0.0:
        raise NoDerivative("CPU flash attention with dropout")
    call = prim.ExternOp("aten._scaled_dot_product_flash_attention_for_cpu_backward",
                         [g, q, k, v, out, lse, mask], [q.type, k.type, v.type], attrs)
    gq, gk, gv = d.emit_all(call)
    return [gq, gk, gv] + ([None] if has_mask else [])


def _extern_flash_cuda(d, op, gs):
    """CUDA flash attention (fp16/bf16): results out, logsumexp, cum_seq_q, cum_seq_k,
    rng_state, unused, debug mask (its two int results, max_q and max_k, are not values:
    the sequence lengths of a dense batch); its ATen backward."""
    q, k, v = op.operands[:3]
    out, lse = op.results[0], op.results[1]
    rng_state, unused = op.results[4], op.results[5]
    g = gs[0]
    if g is None:
        return [None] * len(op.operands)
    if from_attr(op.attributes.get("dropout_p", FloatAttr(0.0, f64))) != 0.0:
        raise NoDerivative("CUDA flash attention with dropout")
    attrs = {"max_q": IntegerAttr(int(q.type.sizes[-2]), i64)
             if getattr(q.type.sizes[-2], "is_Integer", False) else None,
             "max_k": IntegerAttr(int(k.type.sizes[-2]), i64)
             if getattr(k.type.sizes[-2], "is_Integer", False) else None,
             "dropout_p": FloatAttr(0.0, f64),
             "is_causal": op.attributes.get("is_causal", IntegerAttr.from_bool(False))}
    if attrs["max_q"] is None or attrs["max_k"] is None:
        raise NoDerivative("CUDA flash attention over symbolic sequence lengths")
    if "scale" in op.attributes:
        attrs["scale"] = op.attributes["scale"]
    call = prim.ExternOp("aten._scaled_dot_product_flash_attention_backward",
                         [g, q, k, v, out, lse, None, None, rng_state, unused],
                         [q.type, k.type, v.type], attrs)
    gq, gk, gv = d.emit_all(call)
    return [gq, gk, gv]


def _extern_efficient(d, op, gs):
    """CUDA memory-efficient attention: results out, logsumexp, philox seed and offset. With
    the logsumexp computed (`compute_log_sumexp`, set when tracing saw inputs that require
    grad), its ATen backward, which replays the forward's dropout mask from the seed and
    offset; without it, the math backward (no dropout then)."""
    if not from_attr(op.attributes.get("compute_log_sumexp", IntegerAttr.from_bool(False))):
        return _attention_math(d, op, gs)
    q, k, v = op.operands[:3]
    absent = set(op.absent.get_values())
    has_bias = 3 not in absent and len(op.operands) > 3
    bias = op.operands[3] if has_bias else None
    out, lse, seed, offset = op.results
    g = gs[0]
    if g is None:
        return [None] * len(op.operands)
    # a learned bias (Swin's relative positions) gets its gradient from the kernel too
    bias_grad = bias is not None and differentiable(bias) and (not d.active or bias in d.active)
    attrs = {"dropout_p": op.attributes.get("dropout_p", FloatAttr(0.0, f64)),
             "grad_input_mask": ArrayAttr([IntegerAttr.from_bool(m)
                                           for m in (True, True, True, bias_grad)]),
             "is_causal": op.attributes.get("is_causal", IntegerAttr.from_bool(False))}
    if "scale" in op.attributes:
        attrs["scale"] = op.attributes["scale"]
    bias_type = bias.type if bias is not None else q.type.with_(shape=[0])
    call = prim.ExternOp("aten._scaled_dot_product_efficient_attention_backward",
                         [g, q, k, v, bias, out, lse, seed, offset],
                         [q.type, k.type, v.type, bias_type], attrs)
    gq, gk, gv, gb = d.emit_all(call)
    return [gq, gk, gv] + ([gb if bias_grad else None] if has_bias else [])


def _attention_math(d, op, gs):
    """The gradient of softmax(q k^T * scale [+ mask | causal]) v written out (the
    math backward), for attention kernels whose ATen backward needs results the graph did
    not ask for (the memory-efficient and cuDNN kernels' logsumexp): the probabilities are
    recomputed from q and k, O(L*S) memory in the backward."""
    q, k, v = op.operands[:3]
    absent = set(op.absent.get_values())
    mask = op.operands[3] if 3 not in absent and len(op.operands) > 3 else None
    out, g = op.results[0], gs[0]
    if g is None:
        return [None] * len(op.operands)
    if from_attr(op.attributes.get("dropout_p", FloatAttr(0.0, f64))) != 0.0:
        raise NoDerivative(f"{op.target.data} with dropout")
    t = q.type
    if t.rank != 4 or k.type.rank != 4:
        raise NoDerivative(f"{op.target.data} over rank-{t.rank} inputs")
    b, h, n_q, e = t.sizes
    n_k = k.type.sizes[2]
    scale = from_attr(op.attributes["scale"]) if "scale" in op.attributes else None
    if scale is None:
        if not getattr(e, "is_Integer", False):
            raise NoDerivative("attention with a symbolic head size")
        scale = 1 / math.sqrt(int(e))

    def flat(x):  # [B, H, L, E] -> [B*H, L, E]
        s = x.type.sizes
        return d.reshape(x, x.type.with_(shape=[s[0] * s[1], s[2], s[3]]))

    q3, k3, v3, o3, g3 = (flat(x) for x in (q, k, v, out, g))
    st = q3.type.with_(shape=[b * h, n_q, n_k])
    scores = d.scale(_mm(d, q3, _t(d, k3), st, batched=True), scale)
    if mask is not None:
        full = d.emit(prim.BroadcastInDimOp(
            d.convert(mask, t.element_type), t.with_(shape=[b, h, n_q, n_k]),
            list(range(4 - mask.type.rank, 4)))) if mask.type.rank <= 4 else None
        if full is None or prim.element_kind(mask.type.element_type) == "bool":
            raise NoDerivative("attention with a boolean or high-rank mask")
        scores = d.add(scores, d.reshape(full, st))
    if from_attr(op.attributes.get("is_causal", IntegerAttr.from_bool(False))):
        rows = d.emit(prim.IotaOp(TensorType([n_q], i64, t.device_name)))
        cols = d.emit(prim.IotaOp(TensorType([n_k], i64, t.device_name)))
        it = st.with_(element_type=i64)
        above = d.emit(prim.GtOp(d.broadcast(cols, it, [2]), d.broadcast(rows, it, [1])))
        scores = d.where(above, d.like(-math.inf, scores), scores)
    rowmax = d.emit(prim.AmaxOp(scores, [2]))
    e_ = d.emit(prim.ExpOp(d.sub(scores, d.broadcast(rowmax, st, [0, 1]))))
    p = d.div(e_, d.broadcast(d.sum(e_, [2]), st, [0, 1]))
    gv = _mm(d, _t(d, p), g3, v3.type, batched=True)
    gp = _mm(d, g3, _t(d, v3), st, batched=True)
    row = d.sum(d.mul(g3, o3), [2])
    gs_ = d.mul(p, d.sub(gp, d.broadcast(row, st, [0, 1])))
    gq = d.scale(_mm(d, gs_, k3, q3.type, batched=True), scale)
    gk = d.scale(_mm(d, _t(d, gs_), q3, k3.type, batched=True), scale)
    grads = [d.reshape(gq, q.type), d.reshape(gk, k.type), d.reshape(gv, v.type)]
    return grads + [None] * (len(op.operands) - 3)


def _ints_attr(*values: int) -> ArrayAttr:
    return ArrayAttr([IntegerAttr(v, i64) for v in values])


def _pool_attrs(op: Operation, names: Sequence[str]) -> dict[str, Attribute]:
    """The pooling op's arguments as its backward takes them: every one spelled out (the
    forward's attributes leave out defaults; an empty stride means the kernel size)."""
    n = len(op.attributes["kernel_size"].data)
    defaults = {"stride": ArrayAttr([]), "padding": _ints_attr(*[0] * n),
                "dilation": _ints_attr(*[1] * n), "ceil_mode": IntegerAttr.from_bool(False),
                "count_include_pad": IntegerAttr.from_bool(True)}
    attrs = {"kernel_size": op.attributes["kernel_size"]}
    for name in names:
        attrs[name] = op.attributes.get(name, defaults[name])
    if not attrs["stride"].data:
        attrs["stride"] = attrs["kernel_size"]
    if "divisor_override" in op.attributes:
        attrs["divisor_override"] = op.attributes["divisor_override"]
    return attrs


def _extern_max_pool(d, op, gs):
    """`max_pool2d_with_indices`, `max_pool3d_with_indices` (out, indices): ATen's backward
    sends each window's gradient to its argmax. convert-prim-to-loop makes the 2-d one a
    kernel that reads only the
    gradient and the indices (undilated windows over a float input): then the input it
    takes is a constant of the input's type, so that the backward needs none of the
    forward's input (a ResNet's stem saved its 98 MB ReLU output for its shape)."""
    x = op.operands[0]
    if gs[0] is None:
        return [None]
    attrs = _pool_attrs(op, ("stride", "padding", "dilation", "ceil_mode"))
    dilation = list(from_attr(attrs["dilation"]))
    shape_only = op.target.data == "aten.max_pool2d_with_indices" and \
        dilation in ([1], [1, 1]) and x.type.rank in (3, 4) and \
        isinstance(x.type.element_type, AnyFloat)
    like = d.like(0.0, x) if shape_only else x
    call = prim.ExternOp(op.target.data + "_backward", [gs[0], like, op.results[1]],
                         [x.type], attrs)
    return d.emit_all(call)


def _extern_avg_pool2d(d, op, gs):
    x = op.operands[0]
    if gs[0] is None:
        return [None]
    attrs = _pool_attrs(op, ("stride", "padding", "ceil_mode", "count_include_pad"))
    call = prim.ExternOp("aten.avg_pool2d_backward", [gs[0], x], [x.type], attrs)
    return d.emit_all(call)


def _extern_adaptive_avg_pool2d(d, op, gs):
    x = op.operands[0]
    if gs[0] is None:
        return [None]
    call = prim.ExternOp("aten._adaptive_avg_pool2d_backward", [gs[0], x], [x.type], {})
    return d.emit_all(call)


def _extern_selected(d, op, gs):
    """Values taken at indices the op returns (topk, sort; median, nanmedian, kthvalue and
    mode along a dim; the running cummax and cummin): each value's gradient goes back to where it was taken from (ATen's
    value_selecting_reduction_backward); a dim the op reduced away (no keepdim) is put
    back first."""
    x = op.operands[0]
    g = gs[0]
    if g is None:
        return [None]
    dim = from_attr(op.attributes.get("dim", IntegerAttr(-1, i64))) % max(x.type.rank, 1)
    index = op.results[1]
    if g.type.rank < x.type.rank:
        shape = list(g.type.sizes)
        shape.insert(dim, 1)
        g = d.reshape(g, g.type.with_(shape=shape))
        index = d.reshape(index, index.type.with_(shape=shape))
    return [_added_back(d, "aten.scatter_add", x.type, index, g, dim)]


def _reversed_cumsum(d: Diff, v: SSAValue, dim: int) -> SSAValue:
    """Sums of `v` from each position to the end along `dim` (cumsum's gradient)."""
    flipped = d.emit(prim.RevOp(v, [dim]))
    summed = d.emit(prim.ExternOp("aten.cumsum", [flipped], [flipped.type],
                                  {"dim": IntegerAttr(dim, i64)}))
    return d.emit(prim.RevOp(summed, [dim]))


def _extern_cumsum(d, op, gs):
    """cumsum: the gradient summed from the end (a reversed cumsum of the reversed gradient)."""
    x = op.operands[0]
    g = gs[0]
    if g is None or not differentiable(x):
        return [None]
    dim = from_attr(op.attributes["dim"]) % max(x.type.rank, 1)
    g = d.convert(g, op.results[0].type.element_type)
    return [d.convert(_reversed_cumsum(d, g, dim), x.type.element_type)]


def _extern_roll(d, op, gs):
    """roll: the gradient rolled back (negated shifts; a roll without dims is of the
    flattened tensor, and so is its inverse)."""
    if gs[0] is None:
        return [None]
    attrs = dict(op.attributes)
    attrs["shifts"] = to_attr("int[]", [-s for s in from_attr(op.attributes["shifts"])])
    return d.emit_all(prim.ExternOp("aten.roll", [gs[0]], [op.operands[0].type], attrs))


def _extern_upsample(d, op, gs):
    """The upsampling ops: ATen's `<op>_backward`, which takes the forward's arguments and
    the input's sizes (each output element's gradient spread over the input elements it
    was interpolated from)."""
    x = op.operands[0]
    if gs[0] is None:
        return [None]
    attrs = dict(op.attributes)
    attrs["input_size"] = to_attr("int[]", x.type.sizes)
    return d.emit_all(prim.ExternOp(op.target.data + "_backward", [gs[0]], [x.type], attrs))


UPSAMPLE = ("upsample_nearest1d", "upsample_nearest2d", "upsample_nearest3d",
            "_upsample_nearest_exact1d", "_upsample_nearest_exact2d",
            "_upsample_nearest_exact3d", "upsample_linear1d", "upsample_bilinear2d",
            "upsample_bicubic2d", "upsample_trilinear3d", "_upsample_bilinear2d_aa",
            "_upsample_bicubic2d_aa")
"""Upsampling ops (their default overloads, which the capture records) with an ATen
backward of the same arguments plus `input_size`."""


def _diagonal_attrs(op: Operation, dim1: int, dim2: int) -> dict[str, Attribute]:
    """offset, dim1, dim2 of a diagonal or diag_embed, spelled out (defaults left out)."""
    defaults = {"offset": 0, "dim1": dim1, "dim2": dim2}
    return {k: op.attributes.get(k, IntegerAttr(v, i64)) for k, v in defaults.items()}


def _extern_diagonal(d, op, gs):
    """diagonal: the gradient placed on that diagonal of zeros (ATen's diagonal_backward)."""
    x = op.operands[0]
    if gs[0] is None:
        return [None]
    attrs = {"input_sizes": to_attr("int[]", x.type.sizes), **_diagonal_attrs(op, 0, 1)}
    return d.emit_all(prim.ExternOp("aten.diagonal_backward", [gs[0]], [x.type], attrs))


def _extern_diag_embed(d, op, gs):
    """diag_embed: the gradient's diagonal where the input was placed."""
    x = op.operands[0]
    if gs[0] is None:
        return [None]
    return d.emit_all(prim.ExternOp("aten.diagonal_copy", [gs[0]], [x.type],
                                    _diagonal_attrs(op, -2, -1)))


def _extern_adaptive_max_pool(d, op, gs):
    """adaptive_max_pool2d/3d (out, indices): each output's gradient to its argmax."""
    x = op.operands[0]
    if gs[0] is None:
        return [None]
    return d.emit_all(prim.ExternOp(op.target.data + "_backward", [gs[0], x, op.results[1]],
                                    [x.type], {}))


def _extern_cross(d, op, gs):
    """linalg_cross: `a x b`'s gradients are `b x g` and `g x a` (summed back over what
    broadcasting added)."""
    a, b = op.operands
    g = gs[0]
    if g is None:
        return [None, None]
    t = op.results[0].type
    attrs = dict(op.attributes)

    def cross(u: SSAValue, v: SSAValue) -> SSAValue:
        return d.emit(prim.ExternOp("aten.linalg_cross", [u, v], [t], attrs))

    return [d.sum_to(cross(b, g), a.type) if differentiable(a) else None,
            d.sum_to(cross(g, a), b.type) if differentiable(b) else None]


def _extern_split(d, op, gs):
    """unsafe_split (a recurrent cell's gates): the pieces' gradients concatenated back,
    zeros for a piece with none."""
    x = op.operands[0]
    dim = from_attr(op.attributes.get("dim", IntegerAttr(0, i64))) % max(x.type.rank, 1)
    pieces = [g if g is not None else d.like(0.0, r) for r, g in zip(op.results, gs, strict=True)]
    return [d.emit(prim.CatOp(pieces, dim)) if len(pieces) > 1 else pieces[0]]


def _extern_scatter_reduce(d, op, gs):
    """scatter_reduce (ATen's scatter_reduce_backward): with "sum" or "mean" the source's
    gradient is read back at the indices and the input's passes (both divided by each
    target's count for "mean"); with "amax" or "amin" the gradient is shared evenly among
    the values equal to the result. Where the source replaced the input
    (`include_self=False`), the input's is zero. "prod" has no rule yet."""
    x, index, src = op.operands
    g = gs[0]
    reduce = from_attr(op.attributes["reduce"])
    include_self = from_attr(op.attributes.get("include_self", IntegerAttr.from_bool(True)))
    if g is None:
        return [None, None, None]
    if reduce == "prod" or not prim.shapes_equal(index.type.sizes, src.type.sizes):
        raise NoDerivative(f"scatter_reduce with reduce={reduce!r} (or a source larger than "
                           "its index)")
    dim = from_attr(op.attributes["dim"]) % max(x.type.rank, 1)

    def scatter_add(into: SSAValue, values: SSAValue) -> SSAValue:
        return d.emit(prim.ExternOp("aten.scatter_add", [into, index, values], [g.type],
                                    {"dim": IntegerAttr(dim, i64)}))

    def indicator(a: SSAValue, b: SSAValue) -> SSAValue:
        return d.convert(d.emit(prim.EqOp(a, b)), g.type.element_type)

    if reduce in ("amax", "amin"):
        y = op.results[0]
        self_is, src_is = indicator(x, y), indicator(src, d.emit(prim.GatherOp(y, index, dim)))
        shared = d.div(g, scatter_add(self_is, src_is))
        gx = d.mul(self_is, shared)
        gsrc = d.mul(src_is, d.emit(prim.GatherOp(shared, index, dim)))
    else:
        gx = g
        if reduce == "mean":
            counts = scatter_add(d.full(1.0 if include_self else 0.0, g.type),
                                 d.full(1.0, src.type))
            gx = d.div(g, d.where(d.emit(prim.EqOp(counts, d.like(0.0, counts))),
                                  d.like(1.0, counts), counts))
        gsrc = d.emit(prim.GatherOp(gx, index, dim))
    if not include_self:
        replaced = scatter_add(d.full(0.0, g.type), d.full(1.0, src.type))
        gx = d.where(d.emit(prim.GtOp(replaced, d.like(0.0, replaced))), d.like(0.0, gx), gx)
    return [gx if differentiable(x) else None, None,
            gsrc if differentiable(src) else None]


def _call(d: Diff, target: str, x: SSAValue, **attrs: Attribute) -> SSAValue:
    """An elementwise library call on `x` (a special function ATen computes)."""
    return d.emit(prim.ExternOp(target, [x], [x.type], attrs))


def _special(derivative: Callable[[Diff, Operation, SSAValue, SSAValue], SSAValue]) -> Rule:
    """The rule of an elementwise special function that is a library call: `g` times its
    derivative (of the input `x` and the result `y`), as ATen's formulas give it."""
    def rule(d, op, gs):
        x, y = op.operands[0], op.results[0]
        if gs[0] is None or not differentiable(x):
            return [None]
        return [d.mul(gs[0], derivative(d, op, x, y))]
    return rule


def _mvlgamma(d, op, x, y):
    """d/dx log Gamma_p(x) = sum over i < p of digamma(x - i / 2)."""
    p = from_attr(op.attributes["p"])
    total = None
    for i in range(p):
        term = _call(d, "aten.digamma", d.sub(x, d.like(i / 2, x)) if i else x)
        total = term if total is None else d.add(total, term)
    return total


def _extern_max_unpool(spatial: int) -> Rule:
    """max_unpool2d/3d: each input element's gradient is the output's at the position it
    was placed (its flat index within the plane or volume; ATen's
    max_pool_double_backward)."""
    def rule(d, op, gs):
        x, index = op.operands[:2]
        g = gs[0]
        if g is None or not differentiable(x):
            return [None, None]
        planes = list(x.type.sizes[:-spatial])

        def flat(v: SSAValue) -> SSAValue:
            return d.reshape(v, v.type.with_(shape=[*planes, math.prod(v.type.sizes[-spatial:])]))

        picked = d.emit(prim.GatherOp(flat(g), flat(index), len(planes)))
        return [d.reshape(picked, x.type), None]
    return rule


def _extern_grid_sampler(d, op, gs):
    """grid_sampler_2d/3d: ATen's backward op, asked only for the gradients needed."""
    x, grid = op.operands
    mask = [x in d.active, grid in d.active]
    if gs[0] is None or not any(mask):
        return [None, None]
    attrs = {**op.attributes, "output_mask": ArrayAttr([IntegerAttr.from_bool(m) for m in mask])}
    call = prim.ExternOp(op.target.data + "_backward", [gs[0], x, grid], [x.type, grid.type],
                         attrs)
    return [g if m else None for g, m in zip(d.emit_all(call), mask, strict=True)]


def _extern_evenly_distributed(d, op, gs):
    """median and nanmedian of a whole tensor: the gradient shared evenly among the elements
    equal to the result (NaN ones where it is NaN; ATen's evenly_distribute_backward)."""
    x = op.operands[0]
    g = gs[0]
    if g is None:
        return [None]
    y = d.broadcast(op.results[0], x.type, [])

    def isnan(v: SSAValue) -> SSAValue:
        return d.emit(prim.NeOp(v, v))

    mask = d.emit(prim.LogicalOrOp(d.emit(prim.EqOp(x, y)), d.emit(prim.LogicalAndOp(
        isnan(x), isnan(y)))))
    # counted and divided in f32, rounded once (ATen divides by an integer count)
    count = d.sum(d.convert(mask, f32), list(range(x.type.rank)))
    share = d.convert(d.div(d.convert(g, f32), count), x.type.element_type)
    return [d.mul(d.convert(mask, x.type.element_type), d.broadcast(share, x.type, []))]


def _extern_cumprod(d, op, gs):
    """cumprod along `dim` (ATen's cumprod_backward, zeros included): before a slice's first
    zero the gradient is the reversed cumulative sum of `g * y` divided by `x`; at the first
    zero it is the reversed cumulative sum of `g` times the cumulative product with that
    zero taken as 1; after it, 0."""
    x = op.operands[0]
    g = gs[0]
    if g is None or not differentiable(x):
        return [None]
    dim = from_attr(op.attributes["dim"]) % max(x.type.rank, 1)
    t = op.results[0].type
    if t.element_type != x.type.element_type:
        raise NoDerivative("cumprod with a dtype: its gradient is computed in the input's")
    cum_attrs = {"dim": IntegerAttr(dim, i64)}

    zero, one = d.like(0.0, x), d.like(1.0, x)
    is_zero = d.emit(prim.EqOp(x, zero))
    zeros_so_far = d.emit(prim.ExternOp("aten.cumsum", [d.convert(is_zero, x.type.element_type)],
                                        [x.type], cum_attrs))
    before = d.emit(prim.EqOp(zeros_so_far, zero))
    first_zero = d.emit(prim.LogicalAndOp(is_zero, d.emit(prim.EqOp(zeros_so_far, one))))
    y = op.results[0]
    gx_before = d.div(_reversed_cumsum(d, d.mul(g, y), dim), d.where(before, x, one))
    y_skip = d.emit(prim.ExternOp("aten.cumprod", [d.where(first_zero, one, x)], [x.type],
                                  cum_attrs))
    gx_zero = _reversed_cumsum(d, d.mul(g, y_skip), dim)
    return [d.where(before, gx_before, d.where(first_zero, gx_zero, zero))]


# ---- linear algebra (real matrices; ATen's formulas, FunctionsManual.cpp) ----------------

def _matmul(d: Diff, a: SSAValue, b: SSAValue) -> SSAValue:
    """a @ b for matrices with the same batch dims (mm, bmm, or matmul above rank 3)."""
    t = a.type.with_(shape=[*a.type.sizes[:-1], b.type.sizes[-1]])
    if a.type.rank == 2:
        return _mm(d, a, b, t)
    if a.type.rank == 3:
        return _mm(d, a, b, t, batched=True)
    return d.emit(prim.ExternOp("aten.matmul", [a, b], [t]))


def _real_matrices(op: Operation, *values: SSAValue) -> None:
    if any(not isinstance(v.type.element_type, AnyFloat) for v in values):
        raise NoDerivative(f"{op.target.data} of complex matrices")


def _extern_linalg_inv(d, op, gs):
    """linalg_inv_ex: -A^{-T} g A^{-T}."""
    a = op.operands[0]
    g = gs[0]
    if g is None or not differentiable(a):
        return [None]
    _real_matrices(op, a)
    inv_t = _t(d, op.results[0])
    return [d.neg(_matmul(d, inv_t, _matmul(d, g, inv_t)))]


# The LU factors `_linalg_solve_ex` and `_linalg_slogdet` return are those of A or of A^T,
# depending on A's strides when they run (ATen factors A^T of a contiguous A, saving a copy):
# inside a compiled graph A's layout is the wrapper's, so the rules factor A^T again.

def _extern_linalg_solve(d, op, gs):
    """_linalg_solve_ex (X = A^{-1} B, or B A^{-1} unless `left`): gB = A^{-T} g (g A^{-T}),
    gA = -gB X^T (-X^T gB), B a vector or a matrix (ATen's linalg_solve_backward)."""
    a, b = op.operands
    x, _, pivots, info = op.results
    g = gs[0]
    if g is None:
        return [None, None]
    _real_matrices(op, a, b)
    left = _flag(op, "left", True)
    vector = b.type.rank == a.type.rank - 1 or b.type.rank == 1
    if a.type.rank != max(x.type.rank + vector, 2) or \
            list(x.type.sizes[:a.type.rank - 2]) != list(a.type.sizes[:-2]):
        raise NoDerivative("_linalg_solve_ex with broadcast batch dims")

    def matrix(v: SSAValue) -> SSAValue:
        return d.reshape(v, v.type.with_(shape=[*v.type.sizes, 1])) if vector else v

    gx = matrix(g)
    # the forward's op, which reports a singular A in `info` (linalg_solve would raise)
    at = _t(d, a)
    gr = d.emit_all(prim.ExternOp(
        "aten._linalg_solve_ex", [at, gx],
        [gx.type, at.type, pivots.type, info.type], {"left": IntegerAttr.from_bool(left)}))[0]
    ga = d.neg(_matmul(d, gr, _t(d, matrix(x))) if left else _matmul(d, _t(d, matrix(x)), gr))
    gb = d.reshape(gr, x.type) if vector else gr
    return [ga if differentiable(a) else None, d.sum_to(gb, b.type) if differentiable(b) else None]


def _extern_slogdet(d, op, gs):
    """_linalg_slogdet (sign, log|det A|, LU, pivots): g_logabsdet * A^{-T} (the sign's
    gradient is zero for real matrices; ATen's slogdet_backward)."""
    a = op.operands[0]
    g = gs[1]
    if g is None or not differentiable(a):
        return [None]
    _real_matrices(op, a)
    info = op.results[0].type.with_(element_type=i32)  # linalg_inv would raise if singular
    inv_t = _t(d, d.emit_all(prim.ExternOp("aten.linalg_inv_ex", [a], [a.type, info]))[0])
    return [d.mul(d.broadcast(g, a.type, list(range(g.type.rank))), inv_t)]


def _tril(d: Diff, v: SSAValue, diagonal: int = 0) -> SSAValue:
    return d.emit(prim.ExternOp("aten.tril", [v], [v.type],
                                {"diagonal": IntegerAttr(diagonal, i64)}))


def _solve_triangular(d: Diff, a: SSAValue, b: SSAValue, upper: bool, left: bool) -> SSAValue:
    return d.emit(prim.ExternOp("aten.linalg_solve_triangular", [a, b], [b.type],
                                {"upper": IntegerAttr.from_bool(upper),
                                 "left": IntegerAttr.from_bool(left)}))


def _extern_cholesky(d, op, gs):
    """linalg_cholesky_ex (A = L L^T, or U^T U with `upper`): with
    P = tril(L^T gL) and its diagonal halved, symmetrised, gA = L^{-T} P L^{-1}
    (ATen's cholesky_backward)."""
    a = op.operands[0]
    g = gs[0]
    if g is None or not differentiable(a):
        return [None]
    _real_matrices(op, a)
    upper = _flag(op, "upper", False)
    lower = _t(d, op.results[0]) if upper else op.results[0]
    g = _t(d, g) if upper else g
    p = _tril(d, _matmul(d, _t(d, lower), g))
    p = d.scale(d.add(p, _t(d, _tril(d, p, -1))), 0.5)
    p = _solve_triangular(d, _t(d, lower), p, upper=True, left=True)
    return [_solve_triangular(d, lower, p, upper=False, left=False)]


def _symmetrized(d: Diff, v: SSAValue) -> SSAValue:
    """v + v^T. (Transposed by a plain op: `Diff.transpose` would rewrite a product this
    pass just made, which `v` itself still needs to be.)"""
    return d.add(v, d.emit(prim.TransposeOp(v, _last_two_swapped(v.type.rank))))


def _extern_cholesky_solve(d, op, gs):
    """cholesky_solve(B, L): X = A^{-1} B with A = L L^T (U^T U if `upper`): gB is
    cholesky_solve(g, L); with S = gB X^T + X gB^T, gL = -S L (-U S) (ATen's
    cholesky_solve_backward)."""
    b, lower = op.operands
    g = gs[0]
    if g is None:
        return [None, None]
    _real_matrices(op, b, lower)
    upper = _flag(op, "upper", False)
    if b.type.rank != lower.type.rank or op.results[0].type.sizes != b.type.sizes:
        raise NoDerivative("cholesky_solve with broadcast batch dims")
    gb = d.emit(prim.ExternOp("aten.cholesky_solve", [g, lower], [b.type],
                              {"upper": IntegerAttr.from_bool(upper)}))
    common = _symmetrized(d, _matmul(d, gb, _t(d, op.results[0])))
    gl = d.neg(_matmul(d, lower, common) if upper else _matmul(d, common, lower))
    return [gb if differentiable(b) else None, gl if differentiable(lower) else None]


def _extern_cholesky_inverse(d, op, gs):
    """cholesky_inverse(L) = A^{-1}: with S = A^{-1} (g + g^T) A^{-1}, gL = -S L (-U S)
    (ATen's cholesky_inverse_backward)."""
    lower = op.operands[0]
    g = gs[0]
    if g is None or not differentiable(lower):
        return [None]
    _real_matrices(op, lower)
    upper = _flag(op, "upper", False)
    inverse = op.results[0]
    common = _matmul(d, inverse, _matmul(d, _symmetrized(d, g), inverse))
    return [d.neg(_matmul(d, lower, common) if upper else _matmul(d, common, lower))]


def _extern_im2col(d, op, gs):
    """im2col (`F.unfold`, ConvBERT's span convolution): the gradient folded back, col2im
    summing the overlapping patches into the input's spatial sizes."""
    x = op.operands[0]
    if gs[0] is None or not differentiable(x):
        return [None]
    attrs = {k: op.attributes[k] for k in ("kernel_size", "dilation", "padding", "stride")}
    attrs["output_size"] = to_attr("int[]", x.type.sizes[-2:])
    return d.emit_all(prim.ExternOp("aten.col2im", [gs[0]], [x.type], attrs))


def _extern_function_grad(d, op, gs):
    """`tcompile::function_grad(inputs, outputs)`: an autograd.Function's outputs, whose
    gradients with respect to its inputs are its own backward's, which
    `tcompile::function_backward` runs (tcompile/runtime/custom_grad.py); an output without
    a gradient gives it zeros. The outputs themselves were computed cut from autograd."""
    n_in, n_out = op.attributes[EXTERN_LISTS].get_values()
    inputs = list(op.operands[:n_in])
    if all(g is None for g in gs):
        return [None] * (n_in + n_out)
    grads = [d.like(0.0, r) if g is None else g for g, r in zip(gs, op.results, strict=True)]
    call = prim.ExternOp(
        "tcompile.function_backward", [*inputs, *grads], [v.type for v in inputs],
        {"key": op.attributes["key"], EXTERN_LISTS: DenseArrayBase.from_list(i64, [n_in, n_out])})
    found = d.emit_all(call)
    return [g if differentiable(v) else None
            for v, g in zip(inputs, found, strict=True)] + [None] * n_out


EXTERN: dict[str, Rule] = {
    "tcompile.function_grad": _extern_function_grad,
    "aten.im2col": _extern_im2col,
    "aten.cholesky_solve": _extern_cholesky_solve,
    "aten.cholesky_inverse": _extern_cholesky_inverse,
    "aten.linalg_inv_ex": _extern_linalg_inv,
    "aten._linalg_solve_ex": _extern_linalg_solve,
    "aten._linalg_slogdet": _extern_slogdet,
    "aten.linalg_cholesky_ex": _extern_cholesky,
    "aten.cumprod": _extern_cumprod,
    "aten.grid_sampler_2d": _extern_grid_sampler,
    "aten.grid_sampler_3d": _extern_grid_sampler,
    **{f"aten.{name}": _extern_selected
       for name in ("median.dim", "nanmedian.dim", "kthvalue", "mode", "cummax", "cummin")},
    "aten.median": _extern_evenly_distributed,
    "aten.nanmedian": _extern_evenly_distributed,
    "aten.vdot": _extern_dot,
    "aten.diagonal_copy": _extern_diagonal,
    "aten.max_unpool2d": _extern_max_unpool(2),
    "aten.max_unpool3d": _extern_max_unpool(3),
    "aten.lgamma": _special(lambda d, op, x, y: _call(d, "aten.digamma", x)),
    "aten.digamma": _special(
        lambda d, op, x, y: _call(d, "aten.polygamma", x, n=IntegerAttr(1, i64))),
    "aten.polygamma": _special(lambda d, op, x, y: _call(
        d, "aten.polygamma", x, n=IntegerAttr(from_attr(op.attributes["n"]) + 1, i64))),
    "aten.mvlgamma": _special(_mvlgamma),
    "aten.i0": _special(lambda d, op, x, y: _call(d, "aten.special_i1", x)),
    "aten.special_i0e": _special(lambda d, op, x, y: d.sub(
        _call(d, "aten.special_i1e", x), d.mul(_sign(d, x), y))),
    # 2 x erfcx(x) - 2 / sqrt(pi)
    "aten.special_erfcx": _special(lambda d, op, x, y: d.sub(
        d.mul(d.scale(x, 2.0), y), d.like(2.0 / math.sqrt(math.pi), x))),
    "aten.linalg_cross": _extern_cross,
    "aten.unsafe_split.Tensor": _extern_split,
    "aten.unsafe_split_with_sizes": _extern_split,
    "aten.scatter_reduce.two": _extern_scatter_reduce,
    **{"aten." + name: _extern_upsample for name in UPSAMPLE},
    "aten.roll": _extern_roll,
    "aten.diagonal": _extern_diagonal,
    "aten.diag_embed": _extern_diag_embed,
    "aten.adaptive_max_pool2d": _extern_adaptive_max_pool,
    "aten.adaptive_max_pool3d": _extern_adaptive_max_pool,
    "aten.round.decimals": lambda d, op, gs: [None],  # piecewise constant
    "aten.dot": _extern_dot,
    "aten.mv": _extern_mv,
    "aten.addmv": _extern_addmv,
    "aten.addr": _extern_addr,
    "aten.baddbmm": _extern_baddbmm,
    "aten.addbmm": lambda d, op, gs: _extern_baddbmm(d, op, gs, summed=True),
    "aten.cumsum": _extern_cumsum,
    "aten.topk": _extern_selected,
    "aten.sort": _extern_selected,
    "aten.max_pool2d_with_indices": _extern_max_pool,
    "aten.max_pool3d_with_indices": _extern_max_pool,
    "aten.avg_pool2d": _extern_avg_pool2d,
    "aten.adaptive_avg_pool2d": _extern_adaptive_avg_pool2d,
    "aten._adaptive_avg_pool2d": _extern_adaptive_avg_pool2d,
    "aten.mm": _extern_mm,
    "aten.bmm": _extern_mm,
    "aten.addmm": _extern_addmm,
    "aten.convolution": _extern_convolution,
    "aten._scaled_dot_product_flash_attention_for_cpu": _extern_flash_cpu,
    "aten._scaled_dot_product_flash_attention": _extern_flash_cuda,
    "aten._scaled_dot_product_efficient_attention": _extern_efficient,
    "aten._scaled_dot_product_cudnn_attention": _attention_math,
    "aten.scaled_dot_product_attention": _attention_math,  # torch-fuse-attention's
}

RULES: dict[type[Operation], Rule] = {
    **{cls: _unary(f) for cls, f in UNARY.items()},
    **{cls: (lambda d, op, gs: [None]) for cls in ZERO},
    prim.AddOp: _add,
    prim.SubOp: _sub,
    prim.MulOp: _mul,
    prim.DivOp: _div,
    prim.PowOp: _pow,
    prim.MaximumOp: _extremum(prim.GtOp, prim.GeOp),
    prim.MinimumOp: _extremum(prim.LtOp, prim.LeOp),
    prim.Atan2Op: _atan2,
    prim.HypotOp: _hypot,
    prim.RemainderOp: _remainder(prim.FloorOp),
    prim.FmodOp: _remainder(prim.TruncOp),
    prim.WhereOp: _where,
    prim.FmaOp: _fma,
    prim.ConvertElementTypeOp: _convert,
    prim.SumOp: _sum,
    prim.AmaxOp: _extreme_reduction,
    prim.AminOp: _extreme_reduction,
    prim.VarMeanOp: _var_mean,
    prim.BroadcastInDimOp: _broadcast_in_dim,
    prim.ReshapeOp: _reshape,
    prim.SqueezeOp: _reshape,
    prim.ExpandDimsOp: _reshape,
    prim.TransposeOp: _transpose,
    prim.RevOp: _rev,
    prim.SliceOp: _slice,
    prim.PadOp: _pad,
    prim.CatOp: _cat,
    prim.IndexSelectOp: _index_select,
    prim.GatherOp: _gather,
}


def rule_of(op: Operation) -> Rule | None:
    if isinstance(op, prim.ExternOp):
        return EXTERN.get(op.target.data) or _custom_op_rule(op.target.data)
    return RULES.get(type(op))


def _custom_op_rule(target: str) -> Rule | None:
    """For a `torch.library` custom op with a registered autograd formula (transformers'
    `grouped_mm_fallback`): its gradients from `tcompile::custom_op_backward`, which runs that
    formula on the saved inputs and output (tcompile/runtime/custom_grad.py). Ops of one
    tensor result whose arguments are all tensors; None for others and ATen's."""
    namespace, name = target.split(".")[:2]
    if namespace in ("aten", "prims", "tcompile"):
        return None
    from tcompile.runtime.custom_grad import autograd_of

    qualname = f"{namespace}::{name}"
    if autograd_of(qualname) is None:
        return None

    def rule(d, op, gs):
        cls = op_class("torch." + target)
        if (cls is None or len(op.results) != 1 or EXTERN_LISTS in op.attributes
                or "absent" in op.attributes or not all(a.is_tensor for a in cls.ARGS)):
            raise NoDerivative(f"{target}: a custom op's formula is called for one tensor "
                               "result and tensor arguments only")
        inputs = list(op.operands)
        wanted = [i for i, v in enumerate(inputs)
                  if differentiable(v) and (not d.active or v in d.active)]
        grads: list[SSAValue | None] = [None] * len(inputs)
        if not wanted or gs[0] is None:
            return grads
        call = prim.ExternOp(
            "tcompile.custom_op_backward", [*inputs, op.results[0], gs[0]],
            [inputs[i].type for i in wanted],
            {"op": StringAttr(qualname),
             "wanted": ArrayAttr([IntegerAttr(i, i64) for i in wanted]),
             EXTERN_LISTS: DenseArrayBase.from_list(i64, [len(inputs)])})
        for i, g in zip(wanted, d.emit_all(call), strict=True):
            grads[i] = g
        return grads
    return rule

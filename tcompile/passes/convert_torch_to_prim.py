"""`convert-torch-to-prim`: lower the core ATen ops left by `torch-decompose` into prim ops.

Everything implicit in ATen becomes explicit here: broadcasting (`prim.broadcast_in_dim`,
right-aligned as in torch), type promotion (`prim.convert_element_type` to the dtype that the
torch op's result type records; Python scalars become `prim.full`), `alpha`, `keepdim`,
negative dims, clamped slice bounds.  Multi-step formulas in f16/bf16 (softmax, layer norm,
gelu, reductions) compute in f32 and convert back, as Inductor does.  GEMM, convolution,
attention, the ops listed in `EXTERN_OPS` and every op with a complex operand or result
(`fft_rfft`, `view_as_real`, `abs` of a complex tensor) become `prim.extern "aten.<op>"`
library calls: kernels never see complex elements, while a real op after such a call (the
`mul` of `view_as_real(fft_fft(x)) * 2`) is lowered and fused as any other.

`LOWERINGS` maps a torch op name to a function `(builder, op) -> replacement values`; the
pass walks each function in order, so an op's operands are already prim values when its
lowering runs.

Before:

    %y = torch.aten.add.Tensor %x, %b {alpha = 2 : i64} : (!torch.tensor<[8, 16], f32>, !torch.tensor<[16], f32>) -> !torch.tensor<[8, 16], f32>

After:

    %0 = prim.broadcast_in_dim %b dims [1] : !prim.tensor<[16], f32> -> !prim.tensor<[8, 16], f32>
    %1 = prim.full 2 : !prim.tensor<[8, 16], f32>
    %2 = prim.mul %0, %1 : !prim.tensor<[8, 16], f32>
    %y = prim.add %x, %2 : !prim.tensor<[8, 16], f32>
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import sympy
from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    FunctionType,
    IntegerAttr,
    ModuleOp,
    UnitAttr,
    f32,
    i1,
    i16,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import PassFailedException

from tcompile.dialects import prim
from tcompile.dialects import torch as torch_dialect
from tcompile.dialects.prim import EXTERN_LISTS, NON_DIFFERENTIABLE, TensorType, element_kind
from tcompile.dialects.sym import sign_of
from tcompile.dialects.tensor_type import touches_complex
from tcompile.dialects.torch import TorchOp

Size = sympy.Expr | int
_HALF = ("f16", "bf16")


def prim_type(t: torch_dialect.TensorType) -> TensorType:
    return TensorType(t.sizes, t.element_type, t.device_name)


class Builder:
    """Inserts prim ops before the torch op being lowered; helpers for what ATen leaves
    implicit."""

    def __init__(self, rewriter: Rewriter, op: TorchOp):
        self.rewriter = rewriter
        self.op = op

    def emit(self, new: Operation) -> SSAValue:
        self.rewriter.insert_op(new, InsertPoint.before(self.op))
        return new.results[0]

    def result_type(self, i: int = 0) -> TensorType:
        return prim_type(self.op.results[i].type)

    def convert(self, v: SSAValue, element_type: Attribute) -> SSAValue:
        if v.type.element_type == element_type:
            return v
        if element_kind(element_type) == "bool" and element_kind(v.type.element_type) != "bool":
            # Casting to bool means `!= 0`, not truncation.
            return self.emit(prim.NeOp(v, self.full(0, v.type)))
        return self.emit(prim.ConvertElementTypeOp(v, element_type))

    def full(self, value: int | float | bool | sympy.Expr, t: TensorType) -> SSAValue:
        kind = element_kind(t.element_type)
        if isinstance(value, sympy.Expr) and not value.is_number:
            # an int over sizes (`torch.full(..., x.size(0))`, `clamp(max=L)`)
            full = self.emit(prim.FullOp(value, t.with_(element_type=i64)))
            return self.convert(full, t.element_type)
        if kind == "bool":
            value = int(bool(value))
        elif kind == "int":
            value = int(value)
        else:
            value = float(value)
        return self.emit(prim.FullOp(value, t))

    def broadcast(self, v: SSAValue, shape: Sequence[Size]) -> SSAValue:
        """Torch's right-aligned broadcasting of `v` to `shape`."""
        t = v.type
        if prim.shapes_equal(t.sizes, shape):
            return v
        offset = len(shape) - t.rank
        dims = [offset + i for i in range(t.rank)]
        return self.emit(prim.BroadcastInDimOp(v, t.with_(shape=shape), dims))

    def operand(self, v: SSAValue | int | float | bool, t: TensorType) -> SSAValue:
        """A tensor or Python scalar as a prim value of type `t` (converted, broadcast)."""
        if not isinstance(v, SSAValue):
            return self.full(v, t)
        return self.broadcast(self.convert(v, t.element_type), t.sizes)

    def reshape(self, v: SSAValue, shape: Sequence[Size]) -> SSAValue:
        if prim.shapes_equal(v.type.sizes, shape):
            return v
        return self.emit(prim.ReshapeOp(v, v.type.with_(shape=shape)))

    def finish(self, v: SSAValue, i: int = 0) -> SSAValue:
        """`v` converted (and reshaped, for keepdim) to the type of the torch op's result i."""
        t = self.result_type(i)
        return self.reshape(self.convert(v, t.element_type), t.sizes)


def _dim(d: int, rank: int) -> int:
    """A torch dim normalised to `[0, rank)` (a 0-d tensor accepts 0 and -1)."""
    return d % max(rank, 1)


def _dims(dims: int | Sequence[int] | None, rank: int) -> list[int]:
    """Reduction dims, normalised and sorted; None or `[]` means all dims. A 0-d tensor has
    none: dim 0 (or -1) of a scalar reduces nothing, as in ATen."""
    if dims is None or dims == [] or rank == 0:
        return list(range(rank))
    if isinstance(dims, int):
        dims = [dims]
    return sorted({_dim(d, rank) for d in dims})


def _compute_type(element_type: Attribute) -> Attribute:
    """Where multi-step float math runs: f32 for f16/bf16 (as Inductor upcasts)."""
    return f32 if str(element_type) in _HALF else element_type


# --- type promotion -------------------------------------------------------------------------

_CATEGORY = {"bool": 0, "int": 1, "float": 2}
_ORDER = ("i1", "ui8", "i8", "i16", "i32", "i64", "f16", "bf16", "f32", "f64")


def _promote_types(a: Attribute, b: Attribute) -> Attribute:
    """torch.promote_types on two dtypes."""
    names = {str(a), str(b)}
    if names == {"f16", "bf16"}:
        return f32
    if names == {"ui8", "i8"}:
        return i16
    return a if _ORDER.index(str(a)) >= _ORDER.index(str(b)) else b


def _combine(higher: Attribute | None, lower: Attribute | None) -> Attribute | None:
    if higher is None:
        return lower
    if lower is None or element_kind(higher) == "float":
        return higher
    if element_kind(higher) == "bool" or element_kind(lower) == "float":
        return _promote_types(higher, lower)
    return higher


def promoted_type(first: SSAValue, *rest: SSAValue | int | float | bool | sympy.Expr
                  ) -> Attribute:
    """torch.result_type: dim tensors beat 0-d tensors beat Python scalars within a
    category; a higher category wins (Python floats as f32, ints and sizes as i64)."""
    state: list[Attribute | None] = [None, None, None]  # dim tensors, 0-d tensors, scalars
    for a in (first, *rest):
        if isinstance(a, SSAValue):
            slot, t = (0 if a.type.rank else 1), a.type.element_type
        else:
            slot = 2
            integer = isinstance(a, int) or (isinstance(a, sympy.Expr) and a.is_integer)
            t = i1 if isinstance(a, bool) else i64 if integer else f32
        state[slot] = t if state[slot] is None else _promote_types(state[slot], t)
    return _combine(state[0], _combine(state[1], state[2]))


# --- elementwise ----------------------------------------------------------------------------

Lowering = Callable[[Builder, TorchOp], Sequence[SSAValue]]


def _sign(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    x = b.operand(op.arg("self"), t)
    return [x if element_kind(t.element_type) == "bool" else _sign_of(b, x)]


def _sign_of(b: Builder, x: SSAValue) -> SSAValue:
    """sign(x) = (x > 0) - (x < 0): 0 for 0 and NaN, as ATen's."""
    t = x.type
    zero = b.full(0, t)
    above = b.convert(b.emit(prim.GtOp(x, zero)), t.element_type)
    below = b.convert(b.emit(prim.LtOp(x, zero)), t.element_type)
    return b.emit(prim.SubOp(above, below))


def _unary(cls: type[prim.ElementwiseUnaryOp]) -> Lowering:
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        t = b.result_type()
        if cls.GIVES_I1:
            x = op.arg("self")
            return [b.emit(cls(x))]
        if cls.ELEMENTS is prim.FLOAT and element_kind(t.element_type) != "float":
            # floor/ceil/round/trunc of an integer tensor are the identity.
            return [op.arg("self")]
        x = b.operand(op.arg("self"), t)
        return [b.emit(cls(x))]

    return lower


def _binary(cls: type[prim.ElementwiseBinaryOp], lhs: str = "self", rhs: str = "other"
            ) -> Lowering:
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        t = b.result_type()
        x, y = op.arg(lhs), op.arg(rhs)
        if cls.GIVES_I1:
            t = t.with_(element_type=promoted_type(x, y))
        return [b.finish(b.emit(cls(b.operand(x, t), b.operand(y, t))))]

    return lower


def _logical(cls: type[prim.ElementwiseBinaryOp]) -> Lowering:
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        t = b.result_type().with_(element_type=i1)
        x, y = b.operand(op.arg("self"), t), b.operand(op.arg("other"), t)
        return [b.finish(b.emit(cls(x, y)))]

    return lower


def _add_sub(cls: type[prim.ElementwiseBinaryOp], reverse: bool = False) -> Lowering:
    """`self + alpha * other` (`other - alpha * self` for rsub)."""

    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        t = b.result_type()
        x, y = op.arg("self"), op.arg("other")
        if reverse:
            x, y = y, x
        alpha = op.arg("alpha")
        y = b.operand(y, t)
        if alpha != 1:
            y = b.emit(prim.MulOp(y, b.full(alpha, t)))
        return [b.emit(cls(b.operand(x, t), y))]

    return lower


def _div_mode(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    mode = op.arg("rounding_mode") if op.name.endswith("_mode") else "floor"
    x, y = b.operand(op.arg("self"), t), b.operand(op.arg("other"), t)
    q = b.emit(prim.DivOp(x, y))
    if mode is None:
        return [q]
    if element_kind(t.element_type) == "float":
        return [b.emit((prim.FloorOp if mode == "floor" else prim.TruncOp)(q))]
    if mode == "trunc":
        return [q]  # integer prim.div truncates
    # Integer floor division: step the truncated quotient down when the remainder is
    # nonzero and its sign differs from the divisor's.
    r = b.emit(prim.SubOp(x, b.emit(prim.MulOp(q, y))))
    zero = b.full(0, t)
    inexact = b.emit(prim.NeOp(r, zero))
    signs_differ = b.emit(prim.NeOp(b.emit(prim.LtOp(r, zero)), b.emit(prim.LtOp(y, zero))))
    step = b.emit(prim.LogicalAndOp(inexact, signs_differ))
    return [b.emit(prim.SubOp(q, b.convert(step, t.element_type)))]


def _pow_tensor_scalar(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """`x ** c`: small integer powers multiply and square roots use sqrt, as Inductor does;
    a general `pow` becomes a libm call per element on the CPU."""
    t = b.result_type()
    c = op.arg("exponent")
    x = b.operand(op.arg("self"), t)
    if c in (2, 3):
        square = b.emit(prim.MulOp(x, x))
        return [square if c == 2 else b.emit(prim.MulOp(square, x))]
    if element_kind(t.element_type) == "float":
        if c == 0.5:
            return [b.emit(prim.SqrtOp(x))]
        if c == -0.5:
            return [b.emit(prim.RsqrtOp(x))]
        if c == -1:
            return [b.emit(prim.DivOp(b.full(1.0, t), x))]
    return [b.finish(b.emit(prim.PowOp(x, b.operand(c, t))))]


def _pow_scalar_base(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    return [b.emit(prim.PowOp(b.operand(op.arg("self"), t), b.operand(op.arg("exponent"), t)))]


def _where(cond: str, on_true: str, on_false: str) -> Lowering:
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        t = b.result_type()
        c = b.operand(op.arg(cond), t.with_(element_type=i1))
        return [b.emit(prim.WhereOp(c, b.operand(op.arg(on_true), t),
                                    b.operand(op.arg(on_false), t)))]

    return lower


TIES_TO = "tc.ties_to"
"""On a prim.maximum / prim.minimum: the operand that gets the whole gradient where both
are equal (relu: the zero; clamp: the input), as the ATen op's backward does; without it the
gradient is split evenly (torch.maximum's)."""


def _bounded(b: Builder, op: TorchOp, lo: Any, hi: Any, ties_to: int) -> Sequence[SSAValue]:
    t = b.result_type()
    v = b.operand(op.arg("self"), t)
    for bound, cls in ((lo, prim.MaximumOp), (hi, prim.MinimumOp)):
        if bound is not None:
            extremum = cls(v, b.operand(bound, t))
            extremum.attributes[TIES_TO] = IntegerAttr(ties_to, i64)
            v = b.emit(extremum)
    return [v]


def _clamp(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """clamp's backward passes the gradient where min <= x <= max: ties go to the input."""
    return _bounded(b, op, op.arg_or("min", None), op.arg_or("max", None), 0)


def _hardtanh(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """hardtanh's (and relu6's) backward passes it where min < x < max: ties to the bound."""
    return _bounded(b, op, op.arg_or("min_val", -1.0), op.arg_or("max_val", 1.0), 1)


def _relu(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """relu's backward (threshold_backward) passes it where x > 0: ties to the zero."""
    return _bounded(b, op, 0, None, 1)


def _square(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = b.operand(op.arg("self"), b.result_type())
    return [b.emit(prim.MulOp(x, x))]


def _isnan(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    if element_kind(x.type.element_type) != "float":
        return [b.full(0, b.result_type())]
    return [b.emit(prim.NeOp(x, x))]


def _isinf(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    if element_kind(x.type.element_type) != "float":
        return [b.full(0, b.result_type())]
    return [b.emit(prim.EqOp(b.emit(prim.AbsOp(x)), b.full(math.inf, x.type)))]


def _gelu(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    ct = t.with_(element_type=_compute_type(t.element_type))
    x = b.operand(op.arg("self"), ct)
    half_x = b.emit(prim.MulOp(x, b.full(0.5, ct)))
    if op.arg("approximate") == "tanh":
        # 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
        cube = b.emit(prim.MulOp(b.emit(prim.MulOp(x, x)), x))
        inner = b.emit(prim.AddOp(x, b.emit(prim.MulOp(cube, b.full(0.044715, ct)))))
        inner = b.emit(prim.MulOp(inner, b.full(math.sqrt(2 / math.pi), ct)))
        g = b.emit(prim.TanhOp(inner))
    else:
        # 0.5 x (1 + erf(x / sqrt 2))
        g = b.emit(prim.ErfOp(b.emit(prim.MulOp(x, b.full(1 / math.sqrt(2), ct)))))
    y = b.emit(prim.MulOp(half_x, b.emit(prim.AddOp(g, b.full(1, ct)))))
    return [b.finish(y)]


# --- reductions -----------------------------------------------------------------------------


def _reduce(b: Builder, cls: type[prim.ReductionOp], x: SSAValue, dims: list[int],
            element_type: Attribute) -> SSAValue:
    """Reduce `x` in `element_type` (f32 for halves) over `dims`."""
    x = b.convert(x, _compute_type(element_type))
    if not dims:  # a 0-d tensor reduces to itself
        return x
    return b.emit(cls(x, dims))


def _reduction(cls: type[prim.ReductionOp], dim_arg: str | None = "dim") -> Lowering:
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        x = op.arg("self")
        dims = _dims(op.arg(dim_arg) if dim_arg else None, x.type.rank)
        et = b.result_type().element_type
        if cls is prim.AnyOp:
            et = i1
        return [b.finish(_reduce(b, cls, x, dims, et))]

    return lower


def _all(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """all(x) = not any(not x)."""
    x = op.arg("self")
    dims = _dims(op.arg("dim") if op.name.endswith(".dim") else None, x.type.rank)
    nx = b.emit(prim.LogicalNotOp(b.convert(x, i1)))
    return [b.finish(b.emit(prim.LogicalNotOp(_reduce(b, prim.AnyOp, nx, dims, i1))))]


def _count(t: TensorType, dims: Sequence[int]) -> sympy.Expr:
    return sympy.Mul(*[t.sizes[d] for d in dims]) if dims else sympy.Integer(1)


def _mean(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    dims = _dims(op.arg("dim") if op.name.endswith(".dim") else None, x.type.rank)
    ct = _compute_type(b.result_type().element_type)
    n = _count(x.type, dims)
    if not n.is_Integer:
        # prim.full cannot hold a symbolic count; var_mean's mean divides by it.
        vm = prim.VarMeanOp(b.convert(x, ct), dims, 0)
        b.emit(vm)
        return [b.finish(vm.mean)]
    s = _reduce(b, prim.SumOp, x, dims, ct)
    return [b.finish(b.emit(prim.DivOp(s, b.full(int(n), s.type))))]


def _var_mean(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    dims = _dims(op.arg("dim"), x.type.rank)
    correction = op.arg("correction")
    correction = 1 if correction is None else correction
    ct = _compute_type(b.result_type().element_type)
    vm = prim.VarMeanOp(b.convert(x, ct), dims, int(correction))
    b.emit(vm)
    return [b.finish(vm.var, 0), b.finish(vm.mean, 1)]


def _arg_reduction(cls: type[prim.ArgReductionOp]) -> Lowering:
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        x = op.arg("self")
        dim = op.arg("dim")
        if dim is None:  # over the flattened tensor
            x, dim = b.reshape(x, [x.type.numel()]), 0
        elif x.type.rank == 0:
            x = b.reshape(x, [1])
        return [b.finish(b.emit(cls(x, _dim(dim, x.type.rank))))]

    return lower


SELECTS_INDEX = "tc.selects_index"
"""Attribute of a prim.amax/amin made from max.dim/min.dim: its gradient goes to the
element its argmax/argmin picks, not evenly to every maximum (see passes/derivatives.py)."""


def _max_min_dim(reduce: type[prim.ReductionOp], arg: type[prim.ArgReductionOp]) -> Lowering:
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        x = op.arg("self")
        if x.type.rank == 0:
            x = b.reshape(x, [1])
        dim = _dim(op.arg("dim"), x.type.rank)
        # the index of a bool max: of the same values as 0/1 (False < True)
        ordered = b.convert(x, i16) if element_kind(x.type.element_type) == "bool" else x
        values = reduce(x, [dim])
        # Its gradient goes to the index alone, as max.dim's (prim-autodiff), even where
        # nothing reads the index any more.
        values.attributes[SELECTS_INDEX] = UnitAttr()
        return [b.finish(b.emit(values), 0), b.finish(b.emit(arg(ordered, dim)), 1)]

    return lower


def _softmax(log: bool, safe: bool = False) -> Lowering:
    """Softmax or log-softmax over `dim`; `safe` (`_safe_softmax`, what attention's math path
    calls) gives 0 instead of NaN on rows that are all -inf."""

    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        x = op.arg("self")
        ct = _compute_type(x.type.element_type)
        x = b.convert(x, ct)
        t = x.type
        d = _dim(op.arg("dim"), t.rank)
        if t.rank == 0:
            return [b.finish(b.full(0 if log else 1, t))]
        keep = [i for i in range(t.rank) if i != d]

        def back(v: SSAValue) -> SSAValue:  # the reduced value broadcast along d again
            return b.emit(prim.BroadcastInDimOp(v, t.with_(element_type=v.type.element_type),
                                                keep))

        peak = b.emit(prim.AmaxOp(x, [d]))
        masked = None
        if safe:  # a row's maximum is -inf exactly when the whole row is
            empty = b.emit(prim.EqOp(peak, b.full(-math.inf, peak.type)))
            masked = back(empty)
            # such rows are computed on zeros and then replaced by zeros, so that their
            # gradient is 0 as ATen's, not NaN (0 times the derivative of 0/0)
            x = b.emit(prim.WhereOp(masked, b.full(0, t), x))
            peak = b.emit(prim.WhereOp(empty, b.full(0, peak.type), peak))
        shifted = b.emit(prim.SubOp(x, back(peak)))
        e = b.emit(prim.ExpOp(shifted))
        total = b.emit(prim.SumOp(e, [d]))
        if log:
            y = b.emit(prim.SubOp(shifted, back(b.emit(prim.LogOp(total)))))
        else:
            y = b.emit(prim.DivOp(e, back(total)))
        if masked is not None:
            y = b.emit(prim.WhereOp(masked, b.full(0, t), y))
        return [b.finish(y)]

    return lower


def _layer_norm(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("input")
    rank = x.type.rank
    axis = rank - len(op.arg("normalized_shape"))
    dims = list(range(axis, rank))
    keep = list(range(axis))
    ct = _compute_type(x.type.element_type)
    x = b.convert(x, ct)
    t = x.type
    vm = prim.VarMeanOp(x, dims, 0)
    b.emit(vm)
    eps = b.full(op.arg("eps"), vm.var.type)
    rstd = b.emit(prim.RsqrtOp(b.emit(prim.AddOp(vm.var, eps))))
    y = b.emit(prim.SubOp(x, b.emit(prim.BroadcastInDimOp(vm.mean, t, keep))))
    y = b.emit(prim.MulOp(y, b.emit(prim.BroadcastInDimOp(rstd, t, keep))))
    if (w := op.arg("weight")) is not None:
        y = b.emit(prim.MulOp(y, b.operand(w, t)))
    if (bias := op.arg("bias")) is not None:
        y = b.emit(prim.AddOp(y, b.operand(bias, t)))
    return [b.finish(y, 0), b.finish(vm.mean, 1), b.finish(rstd, 2)]


# --- views and data movement ----------------------------------------------------------------


def _identity(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    return [b.finish(op.arg("self"))]


def _detach(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """A cut from autograd the capture kept (`Graph.stop_gradient`): a conversion to the
    same type that prim-autodiff gives no derivative (the loop level copies it or inlines
    it into its readers)."""
    x = op.arg("self")
    stop = prim.ConvertElementTypeOp(x, x.type.element_type)
    stop.attributes[NON_DIFFERENTIABLE] = UnitAttr()
    return [b.finish(b.emit(stop))]


def _view(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    return [b.reshape(op.arg("self"), b.result_type().sizes)]


def _permute(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    perm = [_dim(d, x.type.rank) for d in op.arg("dims")]
    if perm == sorted(perm):
        return [x]
    return [b.emit(prim.TransposeOp(x, perm))]


def _expand(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    return [b.broadcast(op.arg("self"), b.result_type().sizes)]


def _clamp_index(v: Size | None, size: Size, default: Size) -> sympy.Expr:
    """A slice bound as Python slicing reads it: None = default, negative from the end,
    clamped to `[0, size]`."""
    if v is None:
        return sympy.sympify(default)
    v = sympy.sympify(v)
    if v.is_negative:
        v = v + size
    if v.is_negative:
        return sympy.Integer(0)
    if (v - size).is_nonnegative or (v.is_Integer and v >= 2**62):
        return sympy.sympify(size)
    return v


def _slice(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    t = x.type
    d = _dim(op.arg("dim"), t.rank)
    step = int(op.arg("step"))
    start = _clamp_index(op.arg("start"), t.sizes[d], 0)
    end = _clamp_index(op.arg("end"), t.sizes[d], t.sizes[d])
    if (end - start).is_negative:
        end = start
    starts = [sympy.Integer(0)] * t.rank
    limits = list(t.sizes)
    strides = [1] * t.rank
    starts[d], limits[d], strides[d] = start, end, step
    if start == 0 and prim.sizes_equal(end, t.sizes[d]) and step == 1:
        return [x]
    return [b.emit(prim.SliceOp(x, starts, limits, strides))]


def _slice_along(b: Builder, x: SSAValue, dim: int, start: sympy.Expr | int, length: sympy.Expr | int) -> SSAValue:
    """`x` narrowed to `length` elements from `start` (negative counts from the end) on `dim`."""
    t = x.type
    start = sympy.sympify(start)
    if start.is_negative:
        start = start + t.sizes[dim]
    starts, limits = [sympy.Integer(0)] * t.rank, list(t.sizes)
    starts[dim], limits[dim] = start, start + length
    return b.emit(prim.SliceOp(x, starts, limits, [1] * t.rank))


def _select(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    d = _dim(op.arg("dim"), x.type.rank)
    return [b.emit(prim.SqueezeOp(_slice_along(b, x, d, op.arg("index"), 1), [d]))]


def _squeeze(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    t = x.type
    if op.name.endswith(".dim") or op.name.endswith(".dims"):
        # `squeeze(x, ())` squeezes nothing (to reductions an empty list means every dim)
        given = op.arg("dim")
        dims = _dims(given, t.rank) if t.rank and given != [] else []
    else:
        dims = list(range(t.rank))
    dims = [d for d in dims if t.sizes[d] == 1]
    if not dims:
        return [x]
    return [b.emit(prim.SqueezeOp(x, dims))]


def _unsqueeze(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    return [b.emit(prim.ExpandDimsOp(x, [_dim(op.arg("dim"), x.type.rank + 1)]))]


def _flip(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    dims = sorted({_dim(d, x.type.rank) for d in op.arg("dims")})
    return [b.emit(prim.RevOp(x, dims))] if dims else [x]


def _constant_pad(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = b.operand(op.arg("self"), b.result_type().with_(shape=op.arg("self").type.sizes))
    pad = op.arg("pad")
    low, high = [0] * x.type.rank, [0] * x.type.rank
    for i in range(len(pad) // 2):  # pairs from the last dim backwards
        low[x.type.rank - 1 - i], high[x.type.rank - 1 - i] = pad[2 * i], pad[2 * i + 1]
    value = op.arg("value")
    value = float(value) if element_kind(x.type.element_type) == "float" else int(value)
    if all(sympy.sympify(a).is_Integer for a in low + high):
        return [b.emit(prim.PadOp(x, low, high, value))]
    # Amounts over sizes (`F.pad(q, (0, 8 - d % 8))`, what CUDA's memory-efficient attention
    # does to the head dim): a cat of filled blocks, or a slice where an amount crops.
    for d in range(x.type.rank):
        for amount, before in ((sympy.sympify(low[d]), True), (sympy.sympify(high[d]), False)):
            n = x.type.sizes[d]
            if amount == 0:
                continue
            sign = sign_of(amount)
            if sign == 1:
                fill = b.emit(prim.FullOp(value, x.type.with_(
                    shape=[amount if k == d else m for k, m in enumerate(x.type.sizes)])))
                x = b.emit(prim.CatOp([fill, x] if before else [x, fill], d))
            elif sign == -1:
                x = _slice_along(b, x, d, -amount if before else 0, n + amount)
            else:
                raise PassFailedException(
                    f"convert-torch-to-prim: constant_pad_nd by {amount} on dim {d}: the sign "
                    "of a padding amount over sizes must be known (pad or crop)")
    return [x]


def _cat(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    d = _dim(op.arg("dim"), t.rank)
    # ATen's legacy rule: a 1-d empty tensor joins anything (an empty KV cache: `torch.tensor([])`)
    tensors = [v for v in op.arg("tensors")
               if not (t.rank != 1 and v.type.rank == 1 and v.type.sizes[0] == 0)]
    inputs = [b.convert(v, t.element_type) for v in tensors]
    if len(inputs) == 1:
        return inputs
    return [b.emit(prim.CatOp(inputs, d))]


def _gather(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    return [b.emit(prim.GatherOp(x, op.arg("index"), _dim(op.arg("dim"), x.type.rank)))]


def _index_select(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x, index = op.arg("self"), op.arg("index")
    index = b.reshape(index, [index.type.numel()])
    if x.type.rank == 0:  # a scalar's dim 0 holds the one element: select from it as [1]
        return [b.finish(b.emit(prim.IndexSelectOp(b.reshape(x, [1]), index, 0)))]
    return [b.emit(prim.IndexSelectOp(x, index, _dim(op.arg("dim"), x.type.rank)))]


def _place_along(b: Builder, x: SSAValue, src: SSAValue, d: int, start: sympy.Expr,
                 end: sympy.Expr, step: int) -> SSAValue:
    """`x` with `x[..., start:end:step, ...] = src` on dim `d` (bounds already clamped).

    Step 1 is a cat of the untouched head and tail around `src`, which works for symbolic
    sizes. A larger step spreads `src` (and an all-true mask) over the positions it writes
    by padding each element with `step - 1` zeros, then selects with `where`; the padding
    amounts are attributes, so this needs a window `end - start` of static length (placed
    in a dim of symbolic size by a cat)."""
    t = x.type
    src = b.convert(src, t.element_type)
    if step == 1:
        size = t.sizes[d]
        pieces = [_slice_along(b, x, d, 0, start) if start != 0 else None, src,
                  _slice_along(b, x, d, end, size - end) if not prim.sizes_equal(end, size)
                  else None]
        pieces = [p for p in pieces if p is not None]
        return pieces[0] if len(pieces) == 1 else b.emit(prim.CatOp(pieces, d))
    length = sympy.sympify(end - start)
    if length.is_Integer and not all(sympy.sympify(s).is_Integer
                                     for s in (t.sizes[d], start, end)):
        # a window of static length at a symbolic place: spread into the window, then cat
        window = _place_along(b, _slice_along(b, x, d, start, length), src, d,
                              sympy.Integer(0), length, step)
        return _place_along(b, x, window, d, start, end, 1)
    if not all(sympy.sympify(s).is_Integer for s in (t.sizes[d], start, end)):
        raise PassFailedException(
            f"convert-torch-to-prim: writing into a strided slice of a dim of symbolic size "
            f"is not supported {_location(b.op)}")

    def spread(v: SSAValue, fill: int | float) -> SSAValue:
        v = b.emit(prim.ExpandDimsOp(v, [d + 1]))
        low, high = [0] * v.type.rank, [0] * v.type.rank
        high[d + 1] = step - 1
        v = b.emit(prim.PadOp(v, low, high, fill))
        n = v.type.sizes[d] * step
        v = b.reshape(v, [*t.sizes[:d], n, *t.sizes[d + 1:]])
        low, high = [0] * t.rank, [0] * t.rank
        low[d], high[d] = int(start), int(t.sizes[d] - start - n)  # negative: crop
        return b.emit(prim.PadOp(v, low, high, fill))

    kind = element_kind(t.element_type)
    data = spread(src, 0.0 if kind == "float" else 0)
    mask = spread(b.full(1, src.type.with_(element_type=i1)), 0)
    return b.emit(prim.WhereOp(mask, data, x))


def _copy(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """The functional `copy_`: `src` converted and broadcast to `self`'s type."""
    return [b.operand(op.arg("src"), b.result_type())]


def _fill(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    return [b.operand(op.arg("value"), b.result_type())]

def _slice_scatter(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    t = x.type
    d = _dim(op.arg("dim"), t.rank)
    start = _clamp_index(op.arg("start"), t.sizes[d], 0)
    end = _clamp_index(op.arg("end"), t.sizes[d], t.sizes[d])
    if (end - start).is_negative:
        return [x]
    return [_place_along(b, x, op.arg("src"), d, start, end, int(op.arg("step")))]


def _select_scatter(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    t = x.type
    d = _dim(op.arg("dim"), t.rank)
    index = sympy.sympify(op.arg("index"))
    if index.is_negative:
        index = index + t.sizes[d]
    src = b.emit(prim.ExpandDimsOp(op.arg("src"), [d]))
    return [_place_along(b, x, src, d, index, index + 1, 1)]


def _index_put(b: Builder, op: TorchOp) -> Sequence[SSAValue | None]:
    """`x[mask] = v` (or `+= v` with accumulate) for one boolean mask over x's leading
    dims: a `where` over the mask broadcast to x. The values must broadcast to x itself
    (a scalar, in practice): values laid out over the selected elements would need a
    compaction (a cumsum of the mask) that prim cannot express yet. Other forms (index
    tensors, several indices) are ATen's kernel."""
    x = op.arg("self")
    t = x.type
    indices = op.arg("indices")
    mask = indices[0] if len(indices) == 1 else None
    values = op.arg("values")
    if mask is None or element_kind(mask.type.element_type) != "bool" \
            or not prim.shapes_equal(mask.type.sizes, t.sizes[:mask.type.rank]) \
            or values.type.numel() != 1:
        return extern(b, op)
    if mask.type.rank != t.rank:  # a mask over the leading dims covers the rest whole
        mask = b.emit(prim.BroadcastInDimOp(mask, t.with_(element_type=i1),
                                            list(range(mask.type.rank))))
    values = b.operand(b.reshape(values, []), t)
    if op.arg("accumulate"):
        values = b.emit(prim.AddOp(x, values))
    return [b.emit(prim.WhereOp(mask, values, x))]


def _embedding(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """Rows of the weight; the lookup's options, which change only its gradient, go with
    them (`prim.index_select`'s `padding_idx`: no gradient for the padding rows, as
    `embedding_dense_backward` skips them)."""
    weight, indices = op.arg("weight"), op.arg("indices")
    padding_idx = op.arg("padding_idx")
    if not isinstance(padding_idx, int):
        raise PassFailedException(f"{op.name}: symbolic padding_idx {padding_idx}")
    flat = b.reshape(indices, [indices.type.numel()])
    rows = b.emit(prim.IndexSelectOp(
        weight, flat, 0, padding_idx=padding_idx if padding_idx >= 0 else None,
        scale_grad_by_freq=bool(op.arg("scale_grad_by_freq")),
        sparse_grad=bool(op.arg("sparse"))))
    return [b.reshape(rows, b.result_type().sizes)]


def _to_copy(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    return [b.convert(op.arg("self"), b.result_type().element_type)]


# --- creation -------------------------------------------------------------------------------


def _full(value_arg: str | None, value: int | float = 0) -> Lowering:
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        return [b.full(op.arg(value_arg) if value_arg else value, b.result_type())]

    return lower


def _arange(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    start, step = op.arg_or("start", 0), op.arg_or("step", 1)
    if isinstance(start, sympy.Expr) and isinstance(step, int):
        # `arange(L, L + T)`, L a size: integers, converted as eager computes them exactly
        return [b.convert(b.emit(prim.IotaOp(t.with_(element_type=i64), start, step)),
                          t.element_type)]
    if element_kind(t.element_type) != "float" and isinstance(start, int) and isinstance(step,
                                                                                         int):
        return [b.emit(prim.IotaOp(t, start, step))]
    # Float ranges: start + step * i computed in the result dtype.
    i = b.convert(b.emit(prim.IotaOp(t.with_(element_type=i64))), t.element_type)
    y = b.emit(prim.MulOp(i, b.full(step, t)))
    return [b.emit(prim.AddOp(y, b.full(start, t)))]


# --- random numbers -------------------------------------------------------------------------
#
# Drawn in the kernels (`prim.rand`/`prim.randn` of a seed, Philox counters), as Inductor does:
# each draw takes a fresh seed from torch's generator when the graph runs, so a program gives
# the same numbers after the same `torch.manual_seed`, but not eager's numbers.


def _seeds(count: int, device: str | None) -> prim.ExternOp:
    """`count` int64 seeds drawn from torch's generator (of `device`) when the graph runs:
    `aten.randint.low(0, 2**63 - 1, [count])`, a library call."""
    return prim.ExternOp("aten.randint.low", [], [TensorType([count], i64, device)], {
        "low": IntegerAttr(0, i64), "high": IntegerAttr(2**63 - 1, i64),
        "size": ArrayAttr([IntegerAttr(count, i64)]), "dtype": i64})


def _seed(b: Builder) -> SSAValue:
    """The 0-d seed of one draw: the next element of the function's seeds (`_share_seeds`
    makes one library call draw them all)."""
    seeds = b.emit(_seeds(1, b.result_type().device_name))
    seeds.owner.attributes[_SEED] = UnitAttr()
    return b.reshape(seeds, [])


_SEED = "tc.seed"  # marks the seed calls of draws while the pass runs


def _share_seeds(f: func.FuncOp, rewriter: Rewriter) -> None:
    """One `aten.randint.low` for all the draws of `f` (per device), at its start: each draw
    reads its element (a slice, a view in the loop dialect), as Inductor's `inductor_seeds`."""
    calls: dict[str | None, list[prim.ExternOp]] = {}
    for op in f.walk():
        if isinstance(op, prim.ExternOp) and _SEED in op.attributes:
            del op.attributes[_SEED]
            calls.setdefault(op.outputs[0].type.device_name, []).append(op)
    block = f.body.blocks[0]
    for device, ops in calls.items():
        if len(ops) < 2:
            continue
        seeds = _seeds(len(ops), device)
        rewriter.insert_op(seeds, InsertPoint.at_start(block))
        for k, op in enumerate(ops):
            one = prim.SliceOp(seeds.outputs[0], [k], [k + 1], [1])
            rewriter.replace_op(op, [one], [one.result])


def _draw(b: Builder, normal: bool = False, t: TensorType | None = None) -> SSAValue:
    """Uniform [0, 1) or standard normal numbers of type `t` (default: the result's), in
    the compute type (f32 for halves; drawn with the significand bits of `t`)."""
    t = t or b.result_type()
    if not isinstance(t.element_type, AnyFloat):
        t = t.with_(element_type=f32)
    cls = prim.RandnOp if normal else prim.RandOp
    return b.convert(b.emit(cls(_seed(b), t)), _compute_type(t.element_type))


def _random(formula: Callable[[Builder, TorchOp, SSAValue, TensorType], SSAValue] | None,
             normal: bool = False) -> Lowering:
    """A random op as `formula(b, op, u, t)` of a draw `u` (uniform, or normal) in the
    compute type `t`, converted to the result type; without a formula, the draw itself."""
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        if formula is None:
            cls = prim.RandnOp if normal else prim.RandOp
            return [b.emit(cls(_seed(b), b.result_type()))]
        u = _draw(b, normal)
        return [b.finish(formula(b, op, u, u.type))]

    return lower


def _scalar(b: Builder, op: TorchOp, name: str, t: TensorType) -> SSAValue:
    return b.operand(op.arg(name), t)


def _affine(shift: str | None, scale: str | None, exp: bool = False
            ) -> Callable[[Builder, TorchOp, SSAValue, TensorType], SSAValue]:
    """`shift + scale * u` (arguments named as in the schema, absent: 0 and 1; `exp`: its
    exponential: log_normal)."""
    def formula(b: Builder, op: TorchOp, u: SSAValue, t: TensorType) -> SSAValue:
        if scale is not None:
            u = b.emit(prim.MulOp(u, _scalar(b, op, scale, t)))
        if shift is not None:
            u = b.emit(prim.AddOp(u, _scalar(b, op, shift, t)))
        return b.emit(prim.ExpOp(u)) if exp else u

    return formula


def _uniform(b: Builder, op: TorchOp, u: SSAValue, t: TensorType) -> SSAValue:
    low, high = _scalar(b, op, "from", t), _scalar(b, op, "to", t)
    return b.emit(prim.AddOp(low, b.emit(prim.MulOp(u, b.emit(prim.SubOp(high, low))))))


def _exponential(b: Builder, op: TorchOp, u: SSAValue, t: TensorType) -> SSAValue:
    # -log(1 - u) / lambda; 1 - u is in (0, 1], so the result is finite
    one_minus = b.emit(prim.SubOp(b.full(1, t), u))
    return b.emit(prim.DivOp(b.emit(prim.NegOp(b.emit(prim.LogOp(one_minus)))),
                             _scalar(b, op, "lambd", t)))


def _cauchy(b: Builder, op: TorchOp, u: SSAValue, t: TensorType) -> SSAValue:
    # median + sigma * tan(pi * (u - 1/2))
    angle = b.emit(prim.MulOp(b.emit(prim.SubOp(u, b.full(0.5, t))), b.full(math.pi, t)))
    return b.emit(prim.AddOp(_scalar(b, op, "median", t),
                             b.emit(prim.MulOp(_scalar(b, op, "sigma", t),
                                               b.emit(prim.TanOp(angle))))))


def _geometric(b: Builder, op: TorchOp, u: SSAValue, t: TensorType) -> SSAValue:
    # the number of trials to the first success: ceil(log(1 - u) / log(1 - p)), at least 1
    p = _scalar(b, op, "p", t)
    trials = b.emit(prim.DivOp(b.emit(prim.Log1pOp(b.emit(prim.NegOp(u)))),
                               b.emit(prim.Log1pOp(b.emit(prim.NegOp(p))))))
    return b.emit(prim.MaximumOp(b.emit(prim.CeilOp(trials)), b.full(1, t)))


def _bernoulli(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """1 where a uniform draw falls below the probability (`p`, or `self`'s elements for
    `bernoulli(probabilities)`), else 0, in the result's dtype (dropout's mask)."""
    t = b.result_type()
    u = _draw(b, t=t)
    name = "p" if any(a.name == "p" for a in op.ARGS) else "self"
    p = b.operand(op.arg(name), t.with_(element_type=u.type.element_type))
    return [b.finish(b.emit(prim.LtOp(u, p)))]


def _dropout(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """`native_dropout` (CUDA's form of dropout) and `dropout`: keep where a uniform draw
    falls below 1 - p, scaled by 1 / (1 - p) (0 for p = 1); the mask is native_dropout's
    second result. Out of training the input and a mask of ones."""
    x, p = op.arg("input"), op.arg("p")
    t = b.result_type()
    if op.arg_or("train", True) is False:
        return [x] + [b.full(True, b.result_type(1))] * (len(op.results) - 1)
    ct = t.with_(element_type=_compute_type(t.element_type))
    keep = b.emit(prim.LtOp(_draw(b, t=t), b.full(1 - p, ct)))
    scale = b.full(1 / (1 - p) if p < 1 else 0.0, ct)
    y = b.emit(prim.MulOp(b.emit(prim.MulOp(b.operand(x, ct), b.convert(keep, ct.element_type))),
                          scale))
    return [b.finish(y)] + [b.finish(keep, 1)] * (len(op.results) - 1)


def _rrelu(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """`rrelu_with_noise_functional`: in training, negative elements are scaled by a slope
    drawn uniformly from [lower, upper), which is the new noise (1 elsewhere); else by the
    mean slope, the noise unchanged."""
    x, noise = op.arg("self"), op.arg("noise")
    t = b.result_type()
    ct = t.with_(element_type=_compute_type(t.element_type))
    lower, upper = op.arg("lower"), op.arg("upper")
    xc = b.operand(x, ct)
    negative = b.emit(prim.LeOp(xc, b.full(0, ct)))
    if op.arg("training"):
        slope = b.emit(prim.AddOp(b.full(lower, ct), b.emit(prim.MulOp(
            _draw(b, t=t), b.full(upper - lower, ct)))))
        slope = b.emit(prim.WhereOp(negative, slope, b.full(1, ct)))
        return [b.finish(b.emit(prim.MulOp(xc, slope))), b.finish(slope, 1)]
    y = b.emit(prim.WhereOp(negative, b.emit(prim.MulOp(xc, b.full((lower + upper) / 2, ct))),
                            xc))
    return [b.finish(y), noise]


def _normal_tensors(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """`normal(mean, std)` with a tensor mean or std (broadcast together)."""
    t = b.result_type()
    ct = t.with_(element_type=_compute_type(t.element_type))
    z = _draw(b, normal=True)
    return [b.finish(b.emit(prim.AddOp(b.operand(op.arg("mean"), ct),
                                       b.emit(prim.MulOp(z, b.operand(op.arg("std"), ct))))))]




# --- formulas for the remaining elementwise ops ---------------------------------------------


def _formula(body: Callable[[Builder, TorchOp, SSAValue, TensorType], SSAValue]) -> Lowering:
    """A float formula over `self`, computed in f32 for halves and converted back."""

    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        t = b.result_type()
        ct = t.with_(element_type=_compute_type(t.element_type))
        return [b.finish(body(b, op, b.operand(op.arg("self"), ct), ct))]

    return lower


def _asinh(b: Builder, op: TorchOp, x: SSAValue, t: TensorType) -> SSAValue:
    # sign(x) * log(|x| + sqrt(x^2 + 1)) keeps precision for large negative x.
    a = b.emit(prim.AbsOp(x))
    r = b.emit(prim.SqrtOp(b.emit(prim.AddOp(b.emit(prim.MulOp(x, x)), b.full(1, t)))))
    return b.emit(prim.MulOp(_sign_of(b, x), b.emit(prim.LogOp(b.emit(prim.AddOp(a, r))))))


def _acosh(b: Builder, op: TorchOp, x: SSAValue, t: TensorType) -> SSAValue:
    r = b.emit(prim.SqrtOp(b.emit(prim.SubOp(b.emit(prim.MulOp(x, x)), b.full(1, t)))))
    return b.emit(prim.LogOp(b.emit(prim.AddOp(x, r))))


def _atanh(b: Builder, op: TorchOp, x: SSAValue, t: TensorType) -> SSAValue:
    d = b.emit(prim.SubOp(b.emit(prim.Log1pOp(x)), b.emit(prim.Log1pOp(b.emit(prim.NegOp(x))))))
    return b.emit(prim.MulOp(d, b.full(0.5, t)))


def _frac(b: Builder, op: TorchOp, x: SSAValue, t: TensorType) -> SSAValue:
    return b.emit(prim.SubOp(x, b.emit(prim.TruncOp(x))))


def _log_sigmoid(b: Builder, op: TorchOp, x: SSAValue, t: TensorType) -> SSAValue:
    # min(x, 0) - log1p(exp(-|x|)): never overflows.
    e = b.emit(prim.ExpOp(b.emit(prim.NegOp(b.emit(prim.AbsOp(x))))))
    return b.emit(prim.SubOp(b.emit(prim.MinimumOp(x, b.full(0, t))), b.emit(prim.Log1pOp(e))))


def _logit(b: Builder, op: TorchOp, x: SSAValue, t: TensorType) -> SSAValue:
    if (eps := op.arg("eps")) is not None:
        x = b.emit(prim.MinimumOp(b.emit(prim.MaximumOp(x, b.full(eps, t))), b.full(1 - eps, t)))
    return b.emit(prim.LogOp(b.emit(prim.DivOp(x, b.emit(prim.SubOp(b.full(1, t), x))))))


def _elu_like(scale: float, alpha: float | None, input_scale: float = 1.0) -> Callable:
    """`scale * (max(0, x) + min(0, alpha * (exp(x * input_scale) - 1)))` (selu, celu)."""

    def body(b: Builder, op: TorchOp, x: SSAValue, t: TensorType) -> SSAValue:
        a = op.arg("alpha") if alpha is None else alpha
        s = input_scale if alpha is not None else 1 / a  # celu: exp(x / alpha)
        e = b.emit(prim.Expm1Op(x if s == 1 else b.emit(prim.MulOp(x, b.full(s, t)))))
        neg = b.emit(prim.MinimumOp(b.full(0, t), b.emit(prim.MulOp(e, b.full(a, t)))))
        y = b.emit(prim.AddOp(b.emit(prim.MaximumOp(x, b.full(0, t))), neg))
        return y if scale == 1 else b.emit(prim.MulOp(y, b.full(scale, t)))

    return body


_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


def _shrink(soft: bool) -> Lowering:
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        t = b.result_type()
        x = b.operand(op.arg("self"), t)
        lambd = op.arg("lambd")
        zero = b.full(0, t)
        inside = b.emit(prim.LeOp(b.emit(prim.AbsOp(x)), b.full(lambd, t)))
        if not soft:
            return [b.emit(prim.WhereOp(inside, zero, x))]
        shrunk = b.emit(prim.SubOp(x, b.emit(prim.MulOp(_sign_of(b, x), b.full(lambd, t)))))
        return [b.emit(prim.WhereOp(inside, zero, shrunk))]

    return lower


def _threshold(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    x = b.operand(op.arg("self"), t)
    below = b.emit(prim.LeOp(x, b.full(op.arg("threshold"), t)))
    return [b.emit(prim.WhereOp(below, b.full(op.arg("value"), t), x))]


def _lerp(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    start, end = b.operand(op.arg("self"), t), b.operand(op.arg("end"), t)
    w = b.operand(op.arg("weight"), t)
    return [b.emit(prim.AddOp(start, b.emit(prim.MulOp(w, b.emit(prim.SubOp(end, start))))))]


_FLOAT_MAX = {"f16": 65504.0, "bf16": 3.3895313892515355e38, "f32": 3.4028234663852886e38,
              "f64": 1.7976931348623157e308}


def _addc(cls: type[prim.ElementwiseBinaryOp]) -> Lowering:
    """`addcmul` / `addcdiv`: self + value * (tensor1 op tensor2)."""

    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        t = b.result_type()
        x, t1, t2 = (b.operand(op.arg(n), t) for n in ("self", "tensor1", "tensor2"))
        y = b.emit(cls(t1, t2))
        if op.arg("value") != 1:
            y = b.emit(prim.MulOp(y, b.full(op.arg("value"), t)))
        return [b.emit(prim.AddOp(x, y))]

    return lower


def _nan_to_num(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    x = op.arg("self")
    if element_kind(t.element_type) != "float":
        return [x]
    big = _FLOAT_MAX[str(t.element_type)]
    for arg, default, test in (("nan", 0.0, None), ("posinf", big, math.inf),
                               ("neginf", -big, -math.inf)):
        value = op.arg(arg)
        hit = (b.emit(prim.NeOp(x, x)) if test is None
               else b.emit(prim.EqOp(x, b.full(test, t))))
        x = b.emit(prim.WhereOp(hit, b.full(default if value is None else value, t), x))
    return [x]


def _glu(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    t = x.type
    d = _dim(op.arg("dim"), t.rank)
    half = t.sizes[d] / 2
    starts, limits = [sympy.Integer(0)] * t.rank, list(t.sizes)
    limits[d] = half
    a = b.emit(prim.SliceOp(x, starts, limits, [1] * t.rank))
    starts, limits = list(starts), list(t.sizes)
    starts[d] = half
    g = b.emit(prim.SliceOp(x, starts, limits, [1] * t.rank))
    return [b.emit(prim.MulOp(a, b.emit(prim.SigmoidOp(g))))]


def _logsumexp(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    x = op.arg("self")
    x = b.convert(x, _compute_type(t.element_type))
    dims = _dims(op.arg("dim"), x.type.rank)
    if not dims:
        return [b.finish(x)]
    keep = [i for i in range(x.type.rank) if i not in dims]
    m = b.emit(prim.AmaxOp(x, dims))
    # An infinite max would give inf - inf = nan below; shift by 0 there instead.
    finite = b.emit(prim.IsfiniteOp(m))
    m = b.emit(prim.WhereOp(finite, m, b.full(0, m.type)))
    shifted = b.emit(prim.SubOp(x, b.emit(prim.BroadcastInDimOp(m, x.type, keep))))
    s = b.emit(prim.SumOp(b.emit(prim.ExpOp(shifted)), dims))
    return [b.finish(b.emit(prim.AddOp(b.emit(prim.LogOp(s)), m)))]


def _vector_norm(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    t = b.result_type()
    x = b.convert(op.arg("self"), _compute_type(t.element_type))
    dims = _dims(op.arg("dim"), x.type.rank)
    p = op.arg("ord") if op.name.endswith("vector_norm") else op.arg("p")
    p = 2 if p is None else p
    a = b.emit(prim.AbsOp(x))
    if not dims:
        return [b.finish(a)]
    if p == math.inf:
        return [b.finish(b.emit(prim.AmaxOp(a, dims)))]
    if p == -math.inf:
        return [b.finish(b.emit(prim.AminOp(a, dims)))]
    if p == 0:
        nonzero = b.convert(b.emit(prim.NeOp(a, b.full(0, a.type))), a.type.element_type)
        return [b.finish(b.emit(prim.SumOp(nonzero, dims)))]
    if p == 1:
        return [b.finish(b.emit(prim.SumOp(a, dims)))]
    if p == 2:
        s = b.emit(prim.SumOp(b.emit(prim.MulOp(a, a)), dims))
        return [b.finish(_root_at_zero_safe(b, s, lambda v: b.emit(prim.SqrtOp(v))))]
    s = b.emit(prim.SumOp(b.emit(prim.PowOp(a, b.full(p, a.type))), dims))
    return [b.finish(_root_at_zero_safe(
        b, s, lambda v: b.emit(prim.PowOp(v, b.full(1 / p, v.type)))))]


def _root_at_zero_safe(b: Builder, s: SSAValue,
                       root: Callable[[SSAValue], SSAValue]) -> SSAValue:
    """`root(s)` of a sum of powers, written `where(s == 0, 0, root(where(s == 0, 1, s)))`:
    the same values, but a zero vector's norm gets gradient 0 instead of NaN (the root's
    derivative is infinite at 0, times the powers' 0), ATen's subgradient (`norm_backward`
    masks it): F.normalize of a zero row (a padding embedding) trains as in eager."""
    zero = b.emit(prim.EqOp(s, b.full(0, s.type)))
    inner = b.emit(prim.WhereOp(zero, b.full(1, s.type), s))
    return b.emit(prim.WhereOp(zero, b.full(0, s.type), root(inner)))


def _tri(lower_triangle: bool) -> Lowering:
    """tril/triu: keep x[..., i, j] where j <= i + diagonal (tril) or j >= i + diagonal."""

    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
        x = op.arg("self")
        t = x.type
        rows, cols = t.sizes[-2], t.sizes[-1]
        mask_type = TensorType([rows, cols], i64)
        row = b.emit(prim.IotaOp(TensorType([rows], i64), start=op.arg("diagonal")))
        col = b.emit(prim.IotaOp(TensorType([cols], i64)))
        row = b.emit(prim.BroadcastInDimOp(row, mask_type, [0]))
        col = b.emit(prim.BroadcastInDimOp(col, mask_type, [1]))
        keep = b.emit((prim.LeOp if lower_triangle else prim.GeOp)(col, row))
        keep = b.broadcast(keep, t.sizes)
        return [b.emit(prim.WhereOp(keep, x, b.full(0, t)))]

    return lower


def _tile_to(b: Builder, x: SSAValue, repeats: Sequence[int]) -> SSAValue:
    """`x` repeated `repeats[i]` times along dim i (`len(repeats) >= rank`, as Tensor.repeat)."""
    t = x.type
    sizes = [sympy.Integer(1)] * (len(repeats) - t.rank) + list(t.sizes)
    x = b.reshape(x, sizes)
    interleaved = [s for r, n in zip(repeats, sizes, strict=True) for s in (r, n)]
    spread = b.emit(prim.BroadcastInDimOp(x, t.with_(shape=interleaved),
                                          [2 * i + 1 for i in range(len(sizes))]))
    return b.reshape(spread, [r * n for r, n in zip(repeats, sizes, strict=True)])


def _repeat(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    return [_tile_to(b, op.arg("self"), op.arg("repeats"))]


def _tile(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x, reps = op.arg("self"), list(op.arg("dims"))
    return [_tile_to(b, x, [1] * (x.type.rank - len(reps)) + reps)]


def _narrow(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("self")
    d = _dim(op.arg("dim"), x.type.rank)
    return [_slice_along(b, x, d, op.arg("start"), op.arg("length"))]


def _pad(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    if op.arg("mode") != "constant":
        return extern(b, op)  # reflect / replicate / circular: ATen's kernels
    return _constant_pad(b, op)


def _batch_norm(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """Batch norm over dim 1 with the running statistics, or the batch's when `training`.
    `_native_batch_norm_legit_functional` also returns the updated running statistics (the
    frontend records training batch norms so and writes them back); `batch_norm` in training
    mode ignores them, the other native ops, which would update them in place, are refused."""
    x = op.arg("input")
    ct = _compute_type(x.type.element_type)
    x = b.convert(x, ct)
    t = x.type
    channel = TensorType([t.sizes[1]], ct)
    training = op.arg_or("training", False)
    functional = op.name == "torch.aten._native_batch_norm_legit_functional"
    if training and op.name != "torch.aten.batch_norm" and not functional \
            and op.arg("running_mean") is not None:
        raise Refused(
            f"convert-torch-to-prim: {op.name} in training mode updates its running "
            f"statistics in place, which a value-semantics graph cannot express "
            f"{_location(op)}\n  call the module's .eval() before compiling it")
    if training or op.arg("running_mean") is None:
        others = [d for d in range(t.rank) if d != 1]
        vm = prim.VarMeanOp(x, others, 0)
        b.emit(vm)
        mean, var = vm.mean, vm.var
    else:
        mean = b.convert(op.arg("running_mean"), ct)
        var = b.convert(op.arg("running_var"), ct)
    eps = op.arg_or("eps", op.arg_or("epsilon", None))  # cudnn_batch_norm: epsilon
    rstd = b.emit(prim.RsqrtOp(b.emit(prim.AddOp(var, b.full(eps, channel)))))
    y = b.emit(prim.SubOp(x, b.emit(prim.BroadcastInDimOp(mean, t, [1]))))
    y = b.emit(prim.MulOp(y, b.emit(prim.BroadcastInDimOp(rstd, t, [1]))))
    for arg, cls in (("weight", prim.MulOp), ("bias", prim.AddOp)):
        if (v := op.arg(arg)) is not None:
            y = b.emit(cls(y, b.emit(prim.BroadcastInDimOp(b.convert(v, ct), t, [1]))))
    # The native ops also return what the backward pass reads: the batch mean and 1/std in
    # training (unused in inference), and cudnn_batch_norm a workspace; never read here.
    saved: list[SSAValue | None] = [mean, rstd] if training else [None, None]
    if functional:
        saved += _updated_statistics(b, op, mean, var, t) if training else [
            op.arg("running_mean"), op.arg("running_var")]
    return [b.finish(y)] + [
        b.finish(saved[i - 1], i) if i <= len(saved) and saved[i - 1] is not None
        else b.full(0, b.result_type(i)) for i in range(1, len(op.results))]


def _updated_statistics(b: Builder, op: TorchOp, mean: SSAValue, var: SSAValue,
                        t: TensorType) -> list[SSAValue]:
    """The running mean and variance after a training step, as ATen updates them:
    (1 - momentum) * running + momentum * batch, the batch variance unbiased (n / (n - 1))."""
    n = sympy.Mul(*[s for d, s in enumerate(t.sizes) if d != 1])
    momentum = op.arg("momentum")
    updated = []
    for running, batch in ((op.arg("running_mean"), mean), (op.arg("running_var"), var)):
        rt = running.type
        if batch is var:
            count = b.full(n, batch.type)  # an expression over sizes if dynamic
            less_one = b.emit(prim.MaximumOp(b.emit(prim.SubOp(count, b.full(1, batch.type))),
                                             b.full(1, batch.type)))
            batch = b.emit(prim.MulOp(batch, b.emit(prim.DivOp(count, less_one))))
        batch = b.convert(batch, rt.element_type)
        kept = b.emit(prim.MulOp(running, b.full(1 - momentum, rt)))
        new = prim.AddOp(kept, b.emit(prim.MulOp(batch, b.full(momentum, rt))))
        new.attributes[NON_DIFFERENTIABLE] = UnitAttr()  # ATen updates them under no_grad
        updated.append(b.emit(new))
    return updated


def _group_norm(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    x = op.arg("input")
    n, c, hw, groups = op.arg("N"), op.arg("C"), op.arg("HxW"), op.arg("group")
    ct = _compute_type(x.type.element_type)
    x = b.convert(x, ct)
    grouped = b.reshape(x, [n, groups, c // groups * hw])
    vm = prim.VarMeanOp(grouped, [2], 0)
    b.emit(vm)
    rstd = b.emit(prim.RsqrtOp(b.emit(prim.AddOp(vm.var, b.full(op.arg("eps"), vm.var.type)))))
    g = grouped.type
    y = b.emit(prim.SubOp(grouped, b.emit(prim.BroadcastInDimOp(vm.mean, g, [0, 1]))))
    y = b.emit(prim.MulOp(y, b.emit(prim.BroadcastInDimOp(rstd, g, [0, 1]))))
    y = b.reshape(y, [n, c, hw])
    for arg, cls in (("weight", prim.MulOp), ("bias", prim.AddOp)):
        if (v := op.arg(arg)) is not None:
            y = b.emit(cls(y, b.emit(prim.BroadcastInDimOp(b.convert(v, ct), y.type, [1]))))
    return [b.finish(y, 0), b.finish(vm.mean, 1), b.finish(rstd, 2)]


def _index(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """`x[..., i0, i1, ...]` with adjacent index tensors: linearise the indexed dims, then
    one index_select."""
    x = op.arg("self")
    t = x.type
    indices = op.arg("indices")
    used = [k for k, v in enumerate(indices) if v is not None]
    if not used or used != list(range(used[0], used[-1] + 1)):
        raise PassFailedException(
            f"convert-torch-to-prim: {op.name} with non-adjacent index tensors is not "
            f"supported {_location(op)}")
    first, last = used[0], used[-1] + 1
    r = b.result_type()
    # The result is x.shape[:first] + broadcast index shape + x.shape[last:].
    index_shape = r.sizes[first:r.rank - (t.rank - last)]
    linear: SSAValue | None = None
    for k in used:
        if element_kind(indices[k].type.element_type) == "bool":
            raise PassFailedException(
                f"convert-torch-to-prim: {op.name} with a boolean mask is not supported "
                f"{_location(op)}")
        idx = b.operand(indices[k], TensorType(index_shape, i64))
        size = b.full(t.sizes[k], idx.type) if t.sizes[k].is_Integer else None
        if size is None:
            raise PassFailedException(
                f"convert-torch-to-prim: {op.name} over a symbolic size is not supported "
                f"{_location(op)}")
        # Negative indices count from the end.
        idx = b.emit(prim.WhereOp(b.emit(prim.LtOp(idx, b.full(0, idx.type))),
                                  b.emit(prim.AddOp(idx, size)), idx))
        linear = idx if linear is None else b.emit(prim.AddOp(b.emit(prim.MulOp(linear, size)),
                                                              idx))
    merged = sympy.Mul(*t.sizes[first:last])
    flat_x = b.reshape(x, [*t.sizes[:first], merged, *t.sizes[last:]])
    flat_i = b.reshape(linear, [linear.type.numel()])
    rows = b.emit(prim.IndexSelectOp(flat_x, flat_i, first))
    return [b.reshape(rows, b.result_type().sizes)]


def _einsum(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """Broadcast every operand to the full index space, multiply, sum the contracted
    indices (GEMM-shaped einsums are decomposed to mm/bmm before this pass)."""
    equation = op.arg("equation").replace(" ", "")
    operands = op.arg("tensors")
    inputs, _, output = equation.partition("->")
    subscripts = inputs.split(",")
    if "->" not in equation or "." in equation or any(len(set(s)) != len(s) for s in subscripts):
        raise PassFailedException(
            f"convert-torch-to-prim: einsum '{equation}' needs an explicit output and no "
            f"ellipsis or repeated index {_location(op)}")
    t = b.result_type()
    sizes: dict[str, Size] = {}
    for s, v in zip(subscripts, operands, strict=True):
        for letter, n in zip(s, v.type.sizes, strict=True):
            if sizes.get(letter, 1) == 1:
                sizes[letter] = n
    contracted = [c for c in dict.fromkeys("".join(subscripts)) if c not in output]
    space = list(output) + contracted
    full = t.with_(shape=[sizes[c] for c in space])
    product: SSAValue | None = None
    for s, v in zip(subscripts, operands, strict=True):
        v = b.convert(v, t.element_type)
        order = sorted(range(len(s)), key=lambda i: space.index(s[i]))
        if order != list(range(len(s))):
            v = b.emit(prim.TransposeOp(v, order))
        v = b.emit(prim.BroadcastInDimOp(v, full, sorted(space.index(c) for c in s)))
        product = v if product is None else b.emit(prim.MulOp(product, v))
    if contracted:
        product = b.emit(prim.SumOp(product, list(range(len(output), len(space)))))
    return [product]


# --- externs --------------------------------------------------------------------------------


def extern(b: Builder, op: TorchOp) -> Sequence[SSAValue | None]:
    """The op as a library call `prim.extern "aten.<op>"` (or `"<namespace>.<op>"` for a
    custom op): tensor arguments as operands (an absent one as `none`; a tensor list as its
    elements, its length in the `tc.lists` attribute), the other arguments as attributes named
    as in the schema. Its results are the op's tensor results; integer results (None here)
    must be unused."""
    args: list[SSAValue | None] = []
    lists: list[int] = []
    for spec in op.tensor_args():
        value = op.arg(spec.name)
        if isinstance(value, list):
            lists.append(len(value))
            args.extend(value)
        else:
            args.append(value)
    tensors = [r for r in op.results if isinstance(r.type, torch_dialect.TensorType)]
    attrs = {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}
    if lists:
        attrs[EXTERN_LISTS] = DenseArrayBase.from_list(i64, lists)
    new = prim.ExternOp(op.name.removeprefix("torch."), args,
                        [prim_type(r.type) for r in tensors], attrs)
    b.rewriter.insert_op(new, InsertPoint.before(op))
    results = iter(new.results)
    return [next(results) if r in tensors else None for r in op.results]


def _signbit(b: Builder, op: TorchOp) -> Sequence[SSAValue]:
    """A bool is never negative; other dtypes test their sign bit (`prim.signbit`)."""
    x = op.arg("self")
    if element_kind(x.type.element_type) == "bool":
        return [b.full(False, b.result_type())]
    return [b.finish(b.emit(prim.SignbitOp(x)))]


def _integer_or_extern(lowering: Lowering) -> Lowering:
    """`lowering` for integers; floats call ATen (float `fmod`/`remainder` need C's fmod,
    which the loop dialect's arith has no op for)."""
    def lower(b: Builder, op: TorchOp) -> Sequence[SSAValue | None]:
        if isinstance(b.result_type().element_type, AnyFloat):
            return extern(b, op)
        return lowering(b, op)

    return lower


A = "torch.aten."

RANDOM_LOWERINGS: dict[str, Lowering] = {
    A + "rand": _random(None),
    A + "rand_like": _random(None),
    A + "randn": _random(None, normal=True),
    A + "randn_like": _random(None, normal=True),
    A + "uniform": _random(_uniform),
    A + "normal_functional": _random(_affine("mean", "std"), normal=True),
    A + "normal.float_float": _random(_affine("mean", "std"), normal=True),
    A + "normal.Tensor_float": _normal_tensors,
    A + "normal.float_Tensor": _normal_tensors,
    A + "normal.Tensor_Tensor": _normal_tensors,
    A + "log_normal": _random(_affine("mean", "std", exp=True), normal=True),
    A + "exponential": _random(_exponential),
    A + "cauchy": _random(_cauchy),
    A + "geometric": _random(_geometric),
    A + "bernoulli": _bernoulli,
    A + "bernoulli.p": _bernoulli,
    A + "bernoulli.Tensor": _bernoulli,
    A + "native_dropout": _dropout,
    A + "rrelu_with_noise_functional": _rrelu,
    A + "dropout": _dropout,
}
"""Random ops drawn in the kernels; torch-decompose leaves dropout as these."""

LOWERINGS: dict[str, Lowering] = {
    **{A + name: _unary(cls) for name, cls in {
        "neg": prim.NegOp, "abs": prim.AbsOp, "exp": prim.ExpOp, "exp2": prim.Exp2Op,
        "expm1": prim.Expm1Op, "log": prim.LogOp, "log2": prim.Log2Op, "log10": prim.Log10Op,
        "log1p": prim.Log1pOp, "sqrt": prim.SqrtOp, "rsqrt": prim.RsqrtOp,
        "reciprocal": prim.ReciprocalOp, "sin": prim.SinOp, "cos": prim.CosOp,
        "tan": prim.TanOp, "asin": prim.AsinOp, "acos": prim.AcosOp, "atan": prim.AtanOp,
        "sinh": prim.SinhOp, "cosh": prim.CoshOp, "tanh": prim.TanhOp, "erf": prim.ErfOp,
        "erfinv": prim.ErfinvOp, "sigmoid": prim.SigmoidOp, "floor": prim.FloorOp,
        "ceil": prim.CeilOp, "round": prim.RoundOp, "trunc": prim.TruncOp,
        "isfinite": prim.IsfiniteOp, "bitwise_not": prim.BitwiseNotOp,
    }.items()},
    A + "sign": lambda b, op: _sign(b, op),
    A + "signbit": _signbit,
    A + "sgn": lambda b, op: _sign(b, op),
    A + "logical_not": lambda b, op: [b.emit(prim.LogicalNotOp(b.convert(op.arg("self"), i1)))],
    A + "isnan": _isnan,
    A + "isinf": _isinf,
    A + "square": _square,
    A + "relu": _relu,
    A + "hardtanh": _hardtanh,
    A + "gelu": _gelu,
    A + "add.Tensor": _add_sub(prim.AddOp),
    A + "add.Scalar": _add_sub(prim.AddOp),
    A + "sub.Tensor": _add_sub(prim.SubOp),
    A + "sub.Scalar": _add_sub(prim.SubOp),
    A + "rsub.Scalar": _add_sub(prim.SubOp, reverse=True),
    A + "rsub.Tensor": _add_sub(prim.SubOp, reverse=True),
    A + "div.Tensor_mode": _div_mode,
    A + "div.Scalar_mode": _div_mode,
    A + "floor_divide": _div_mode,
    A + "pow.Tensor_Tensor": _binary(prim.PowOp, "self", "exponent"),
    A + "pow.Tensor_Scalar": _pow_tensor_scalar,
    A + "pow.Scalar": _pow_scalar_base,
    A + "atan2": _binary(prim.Atan2Op),
    A + "hypot": _binary(prim.HypotOp),
    A + "maximum": _binary(prim.MaximumOp),
    A + "minimum": _binary(prim.MinimumOp),
    A + "bitwise_left_shift.Tensor": _binary(prim.ShiftLeftOp),
    A + "bitwise_right_shift.Tensor": _binary(prim.ShiftRightOp),
    A + "logical_and": _logical(prim.LogicalAndOp),
    A + "logical_or": _logical(prim.LogicalOrOp),
    A + "logical_xor": _logical(prim.NeOp),
    **{A + f"{name}.{overload}": _integer_or_extern(_binary(cls))
       for name, cls in {"remainder": prim.RemainderOp, "fmod": prim.FmodOp}.items()
       for overload in ("Tensor", "Scalar")},
    **{A + f"{name}.{overload}": _binary(cls) for name, cls in {
        "mul": prim.MulOp, "div": prim.DivOp, "bitwise_and": prim.BitwiseAndOp,
        "bitwise_or": prim.BitwiseOrOp,
        "bitwise_xor": prim.BitwiseXorOp, "eq": prim.EqOp, "ne": prim.NeOp, "lt": prim.LtOp,
        "le": prim.LeOp, "gt": prim.GtOp, "ge": prim.GeOp,
    }.items() for overload in ("Tensor", "Scalar")},
    A + "where.self": _where("condition", "self", "other"),
    A + "where.ScalarSelf": _where("condition", "self", "other"),
    A + "where.ScalarOther": _where("condition", "self", "other"),
    A + "where.Scalar": _where("condition", "self", "other"),
    A + "masked_fill.Scalar": _where("mask", "value", "self"),
    A + "masked_fill.Tensor": _where("mask", "value", "self"),
    A + "clamp": _clamp,
    A + "clamp.Tensor": _clamp,
    A + "clamp_min": _clamp,
    A + "clamp_max": _clamp,
    A + "clamp_min.Tensor": _clamp,
    A + "clamp_max.Tensor": _clamp,
    A + "sum": _reduction(prim.SumOp, None),
    A + "sum.dim_IntList": _reduction(prim.SumOp),
    A + "prod": _reduction(prim.ProdOp, None),
    A + "prod.dim_int": _reduction(prim.ProdOp),
    A + "amax": _reduction(prim.AmaxOp),
    A + "amin": _reduction(prim.AminOp),
    A + "max": _reduction(prim.AmaxOp, None),
    A + "min": _reduction(prim.AminOp, None),
    A + "any": _reduction(prim.AnyOp, None),
    A + "any.dim": _reduction(prim.AnyOp),
    A + "all": _all,
    A + "all.dim": _all,
    A + "mean": _mean,
    A + "mean.dim": _mean,
    A + "var_mean.correction": _var_mean,
    A + "argmax": _arg_reduction(prim.ArgmaxOp),
    A + "argmin": _arg_reduction(prim.ArgminOp),
    A + "max.dim": _max_min_dim(prim.AmaxOp, prim.ArgmaxOp),
    A + "min.dim": _max_min_dim(prim.AminOp, prim.ArgminOp),
    A + "_softmax": _softmax(log=False),
    A + "_log_softmax": _softmax(log=True),
    A + "_safe_softmax": _softmax(log=False, safe=True),
    A + "native_layer_norm": _layer_norm,
    A + "view": _view,
    A + "_unsafe_view": _view,
    A + "reshape": _view,
    A + "permute": _permute,
    A + "expand": _expand,
    A + "slice.Tensor": _slice,
    A + "select.int": _select,
    A + "squeeze": _squeeze,
    A + "squeeze.dim": _squeeze,
    A + "squeeze.dims": _squeeze,
    A + "unsqueeze": _unsqueeze,
    A + "flip": _flip,
    A + "constant_pad_nd": _constant_pad,
    A + "clone": _identity,
    A + "alias": _identity,
    A + "detach": _detach,
    A + "cat": _cat,
    A + "gather": _gather,
    A + "index_select": _index_select,
    A + "embedding": _embedding,
    # what torch-decompose keeps of it (class weights, k-d targets) is an ATen call
    A + "nll_loss_forward": extern,
    A + "_to_copy": _to_copy,
    A + "full": _full("fill_value"),
    A + "scalar_tensor": _full("s"),
    A + "empty.memory_format": _full(None),
    A + "empty_like": _full(None),
    A + "arange": _arange,
    A + "arange.start": _arange,
    A + "arange.start_step": _arange,
    A + "acosh": _formula(_acosh),
    A + "asinh": _formula(_asinh),
    A + "atanh": _formula(_atanh),
    A + "frac": _formula(_frac),
    A + "log_sigmoid": _formula(_log_sigmoid),
    A + "logit": _formula(_logit),
    A + "selu": _formula(_elu_like(_SELU_SCALE, _SELU_ALPHA)),
    A + "celu": _formula(_elu_like(1.0, None)),
    A + "hardshrink": _shrink(soft=False),
    A + "softshrink": _shrink(soft=True),
    A + "threshold": _threshold,
    A + "lerp.Scalar": _lerp,
    A + "lerp.Tensor": _lerp,
    A + "nan_to_num": _nan_to_num,
    A + "addcmul": _addc(prim.MulOp),
    A + "addcdiv": _addc(prim.DivOp),
    A + "glu": _glu,
    A + "logsumexp": _logsumexp,
    A + "linalg_vector_norm": _vector_norm,
    A + "norm.ScalarOpt_dim": _vector_norm,
    A + "tril": _tri(lower_triangle=True),
    A + "triu": _tri(lower_triangle=False),
    A + "repeat": _repeat,
    A + "tile": _tile,
    A + "narrow": _narrow,
    A + "pad": _pad,
    A + "batch_norm": _batch_norm,
    A + "native_batch_norm": _batch_norm,
    A + "cudnn_batch_norm": _batch_norm,
    A + "_native_batch_norm_legit_no_training": _batch_norm,
    A + "_native_batch_norm_legit_functional": _batch_norm,
    A + "native_group_norm": _group_norm,
    A + "index.Tensor": _index,
    A + "slice_scatter": _slice_scatter,
    A + "select_scatter": _select_scatter,
    A + "index_put": _index_put,
    A + "copy": _copy,
    A + "fill.Scalar": _fill,
    A + "einsum": _einsum,
    **RANDOM_LOWERINGS,
}

EXTERN_OPS: frozenset[str] = frozenset(A + name for name in (
    # GEMM, convolution and attention: library kernels (cuBLAS, cuDNN, oneDNN, flash).
    "mm", "addmm", "bmm", "baddbmm", "convolution", "conv1d", "conv2d", "conv3d",
    "scaled_dot_product_attention", "_scaled_dot_product_flash_attention_for_cpu",
    "_scaled_dot_product_flash_attention", "_scaled_dot_product_efficient_attention",
    "_scaled_dot_product_cudnn_attention", "dot", "mv", "outer", "matmul",
    # Scans, sorting, pooling and random numbers: no prim lowering yet.
    "cumsum", "cumprod", "sort", "topk", "max_pool2d", "max_pool2d_with_indices", "avg_pool2d",
    "adaptive_avg_pool2d", "_adaptive_avg_pool2d",
    "roll",
    "scatter.src", "scatter.value", "scatter_add",
))
"""Ops that always become `prim.extern` (`extern` below)."""

LOWERINGS.update({name: extern for name in EXTERN_OPS})


def _location(op: Operation) -> str:
    """Where an op sits in the IR, for error messages: its function and its text."""
    parent = op.parent_op()
    while parent is not None and not isinstance(parent, func.FuncOp):
        parent = parent.parent_op()
    where = f"in @{parent.sym_name.data}" if parent is not None else "at top level"
    text = str(op)
    return f"{where}: {text if len(text) <= 300 else text[:300] + ' ...'}"


_perf_hints = logging.getLogger("tcompile.perf_hints")


class Refused(PassFailedException):
    """A lowering's refusal that ATen's kernel cannot stand in for (it would write into the
    graph's inputs behind the graph's back): no library-call fallback."""


@dataclass(frozen=True)
class ConvertTorchToPrimPass(ModulePass):
    """Lower core torch (ATen) ops to prim ops: explicit broadcasting, dtypes, externs.

    Before:

        %y = torch.aten.relu %x : (!torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>

    After:

        %0 = prim.full 0.000000e+00 : !prim.tensor<[4], f32>
        %y = prim.maximum %x, %0 : !prim.tensor<[4], f32>

    An op without a lowering is an error naming the op and where it is, or, with
    `allow-extern-fallback=true` (as the `torch-to-prim` pipeline runs it), a `prim.extern`
    call of the op (`TCOMPILE_LOGS=perf_hints` names each).
    """

    name = "convert-torch-to-prim"

    allow_extern_fallback: bool = False

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        rewriter = Rewriter()
        for f in [o for o in op.walk() if isinstance(o, func.FuncOp)]:
            self._convert_function(f, rewriter)

    def _convert_function(self, f: func.FuncOp, rewriter: Rewriter) -> None:
        if f.body.blocks:
            for arg in f.body.blocks[0].args:
                if isinstance(arg.type, torch_dialect.TensorType):
                    rewriter.replace_value_with_new_type(arg, prim_type(arg.type))
        for o in [o for o in f.walk() if isinstance(o, TorchOp)]:
            self._lower(o, rewriter)
        _share_seeds(f, rewriter)
        inputs = [prim_type(t) if isinstance(t, torch_dialect.TensorType) else t
                  for t in f.function_type.inputs.data]
        outputs = [prim_type(t) if isinstance(t, torch_dialect.TensorType) else t
                   for t in f.function_type.outputs.data]
        f.function_type = FunctionType.from_lists(inputs, outputs)

    def _lower(self, op: TorchOp, rewriter: Rewriter) -> None:
        # Kernels compute on real numbers only (prim.RealElements): an op that takes or
        # gives a complex tensor calls ATen, whatever its lowering for real ones.
        lowering = extern if touches_complex(op) else LOWERINGS.get(op.name)
        if lowering is None:
            if not self.allow_extern_fallback:
                raise PassFailedException(
                    f"convert-torch-to-prim: no lowering for {op.name} {_location(op)}\n"
                    "  add one to LOWERINGS in tcompile/passes/convert_torch_to_prim.py, "
                    "decompose it in torch-decompose, or run with "
                    "'convert-torch-to-prim{allow-extern-fallback=true}' to call ATen")
            _perf_hints.info("%s has no lowering: it runs as a library call %s", op.name,
                             _location(op).split(":")[0])
            lowering = extern
        try:
            values = list(lowering(Builder(rewriter, op), op))
        except Refused:
            raise
        except PassFailedException as e:
            # A form the lowering does not handle (a boolean-mask index, index tensors that
            # are not adjacent): ATen's kernel handles it. What the lowering emitted before
            # giving up is unused, and dead-code elimination removes it.
            if not self.allow_extern_fallback or lowering is extern:
                raise
            _perf_hints.info("%s runs as a library call: %s", op.name,
                             str(e).removeprefix("convert-torch-to-prim: ").splitlines()[0])
            values = list(extern(Builder(rewriter, op), op))
        for old, new in zip(op.results, values, strict=True):
            if new is None:  # an integer result of an extern
                if old.uses.get_length():
                    raise PassFailedException(
                        f"convert-torch-to-prim: integer result {old.index} of {op.name} is "
                        f"used, but a library call's integers are not values of the graph "
                        f"{_location(op)}")
                continue
            if old.name_hint and new.name_hint is None:
                new.name_hint = old.name_hint
            old.replace_all_uses_with(new)
        rewriter.erase_op(op)

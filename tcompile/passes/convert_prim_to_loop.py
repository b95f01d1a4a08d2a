"""convert-prim-to-loop: prim tensor functions become loop kernels over buffers.

Each prim value is tracked as a `_Tensor`: a buffer plus a sympy index expression giving the
storage position of element `(_d0, _d1, ...)`.  Compute ops (elementwise, reductions,
creation, cat, gather) get an output `loop.alloc` and one `loop.kernel` each; fusion is
`loop-fuse`'s job.  Shape ops (broadcast_in_dim, reshape, transpose, slice, rev, squeeze,
expand_dims) emit nothing: they compose index expressions, as Inductor's views do.  A view is
materialised only where a buffer is needed, an extern operand or a function result: a
`loop.view` of its storage when its index simplifies to an affine one (`_Tensor.strided`), a
copy kernel otherwise, once per view. A result that is a view of a function argument is
copied too, so that results never alias inputs.

Results have the layout eager gives them, which the function's result attributes record
(`tc.stride_order`, `tc.non_dense`; row-major without one). The op computing a result laid
out in another order allocates a buffer holding its dims in that order and loops in it (the
store is contiguous, as are the loads of inputs in that layout, the usual reason for eager's
choice); the result is a `loop.view` of that buffer. A returned view in another layout than
asked is copied into one.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import sympy
from xdsl.context import Context
from xdsl.dialects import arith
from xdsl.dialects import math as xmath
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    ComplexType,
    DenseArrayBase,
    DictionaryAttr,
    FloatAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    UnitAttr,
    f32,
    i1,
    i32,
    i64,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.utils.exceptions import DiagnosticException

from tcompile.dialects import loop, prim
from tcompile.dialects.sym import ExprAttr, FloorDiv, ModularIndexing, symbol
from tcompile.dialects.torch import (
    NON_DENSE,
    STRIDE_ORDER,
    STRIDES,
    TORCH_DTYPE_NAMES,
    aten_overload,
)
from tcompile.passes.analysis.simplify import simplify_with_ranges
from tcompile.passes.prim_channels_last import OPERAND_ORDERS, RESULT_ORDERS, read_orders
from tcompile.passes.prim_partition import SAVED

# --------------------------------------------------------------------------------------------
# Values as (buffer, index expression)


def _dim(k: int) -> sympy.Symbol:
    """Placeholder for the k-th coordinate of a value; never printed."""
    return sympy.Symbol(f"_d{k}", integer=True, nonnegative=True)


@dataclass(frozen=True)
class _Tensor:
    """A prim value in storage: element `(_d0, _d1, ...)` is at `buffer[index]`."""

    buffer: SSAValue
    sizes: tuple[sympy.Expr, ...]
    dtype: Attribute
    index: sympy.Expr

    def at(self, coords: Sequence[sympy.Expr]) -> sympy.Expr:
        """The storage index of the element at `coords`."""
        return sympy.sympify(self.index).xreplace({_dim(k): c for k, c in enumerate(coords)})

    def view(self, sizes: Sequence[sympy.Expr], coords: Sequence[sympy.Expr]) -> _Tensor:
        """A value of `sizes` whose element `(_d0, ...)` is this value's element `coords`."""
        return _Tensor(self.buffer, tuple(sizes), self.dtype, self.at(coords))

    def strided(self) -> tuple[sympy.Expr, tuple[sympy.Expr, ...]] | None:
        """`(offset, strides)` when the index is `offset + sum(stride_k * _dk)`, else None.

        The index is first simplified knowing `0 <= _dk < size_k`, which cancels the
        FloorDiv/ModularIndexing that a reshape merging or splitting contiguous dims leaves.
        Affinity is then checked, not guessed: each stride is the difference of the index
        between neighbouring coordinates, must be free of coordinates, and offset plus strides
        must give back the index. A size-1 coordinate is always 0, so its stride is free and
        the contiguous one is taken. Negative strides (`rev`: provably nonpositive) count as
        not strided: torch cannot view them.
        """
        dims = [_dim(k) for k in range(len(self.sizes))]
        unit = {d: sympy.Integer(0) for d, size in zip(dims, self.sizes, strict=True)
                if size == 1}
        index = sympy.sympify(self.index).xreplace(unit)
        index = sympy.expand(simplify_with_ranges(index, dict(zip(dims, self.sizes, strict=True))))
        offset = index.xreplace({d: 0 for d in dims})
        strides: list[sympy.Expr] = []
        for d, contiguous in zip(dims, loop.contiguous_strides(self.sizes), strict=True):
            stride = contiguous if d in unit else sympy.expand(index.xreplace({d: d + 1}) - index)
            # a negative stride (`rev`) is provably <= 0; a size expression such as
            # `s1 - s2 + 3` (a convolution's output) is nonnegative though sympy cannot tell
            if stride.free_symbols & set(dims) or (stride.is_nonpositive and stride != 0):
                return None
            strides.append(stride)
        affine = offset + sum((s * d for s, d in zip(strides, dims, strict=True) if d not in unit),
                              sympy.Integer(0))
        if sympy.expand(affine - index) != 0:
            return None
        return offset, tuple(strides)


def _contiguous(buffer: SSAValue, sizes: Sequence[sympy.Expr], dtype: Attribute,
                offset: sympy.Expr | int = 0) -> _Tensor:
    return _laid_out(buffer, sizes, dtype, loop.contiguous_strides(sizes), offset)


def _laid_out(buffer: SSAValue, sizes: Sequence[sympy.Expr], dtype: Attribute,
              strides: Sequence[sympy.Expr], offset: sympy.Expr | int = 0) -> _Tensor:
    index = offset + sum((s * _dim(k) for k, s in enumerate(strides)), sympy.Integer(0))
    return _Tensor(buffer, tuple(sizes), dtype, index)


Order = tuple[int, ...]
"""Dims from outermost to innermost in storage: the `tc.stride_order` of a result."""


def _result_orders(func: FuncOp, ret: ReturnOp) -> list[Order | None]:
    """Per result of `func`, the layout its caller gets (torch.py, STRIDE_ORDER): an order,
    row-major without an attribute, or None for a NON_DENSE result, returned as computed."""
    attrs = func.res_attrs.data if func.res_attrs is not None else [None] * len(ret.arguments)
    orders: list[Order | None] = []
    for i, (v, attr) in enumerate(zip(ret.arguments, attrs, strict=True)):
        # a returned argument already has its buffer type
        rank = len(v.type.sizes) if isinstance(v.type, prim.TensorType | loop.BufferType) else 0
        entries = attr.data if attr is not None else {}
        if NON_DENSE in entries:
            orders.append(None)
            continue
        order = (tuple(_ints(entries[STRIDE_ORDER])) if STRIDE_ORDER in entries
                 else tuple(range(rank)))
        if sorted(order) != list(range(rank)):
            raise DiagnosticException(
                f"convert-prim-to-loop: {STRIDE_ORDER} {list(order)} of result {i} of "
                f"@{func.sym_name.data} is not a permutation of its {rank} dims")
        orders.append(order)
    return orders


def _padded_in_order(t: _Tensor, order: Order) -> bool:
    """Whether `t` is a strided view whose dims lie in `order` (outermost first) like a dense
    tensor's, the innermost contiguous, each other dim's stride at least the span of the
    dims inside it: dense but for gaps after rows, so no two elements share memory; and
    covering at least 7/8 of its buffer (a small slice returned would keep a large buffer
    alive: it is copied)."""
    layout = t.strided()
    buffer_type = t.buffer.type
    assert isinstance(buffer_type, loop.BufferType)
    covered = sympy.expand(8 * sympy.Mul(*t.sizes) - 7 * sympy.Mul(*buffer_type.sizes))
    if layout is None or not covered.is_nonnegative:
        return False
    strides = layout[1]
    dims = [k for k in reversed(order) if t.sizes[k] != 1]  # innermost first
    if not dims or strides[dims[0]] != 1:
        return False
    for inner, outer in zip(dims, dims[1:], strict=False):
        if not sympy.expand(strides[outer] - strides[inner] * t.sizes[inner]).is_nonnegative:
            return False
    return True


def _drop_layout_attrs(func: FuncOp) -> None:
    """Result layouts are in the result buffer types once lowered: remove the attributes."""
    if func.res_attrs is None:
        return
    kept = [{k: v for k, v in d.data.items() if k not in (STRIDE_ORDER, NON_DENSE)}
            for d in func.res_attrs.data]
    func.res_attrs = ArrayAttr([DictionaryAttr(d) for d in kept]) if any(kept) else None


def _ints(attr: DenseArrayBase) -> list[int]:
    return list(attr.get_values())


def _numel(sizes: Sequence[sympy.Expr]) -> int:
    """The number of elements of static `sizes`."""
    return math.prod(int(n) for n in sizes)


# --------------------------------------------------------------------------------------------
# Scalar code


def _compute_type(dtype: Attribute) -> Attribute:
    """Half-precision values are computed in f32 (as Inductor does)."""
    return f32 if str(dtype) in ("bf16", "f16") else dtype


def _is_float(t: Attribute) -> bool:
    return isinstance(t, AnyFloat)


def _width(t: Attribute) -> int:
    return t.width.data if isinstance(t, IntegerType) else {"f64": 64, "f32": 32}.get(str(t), 16)


def _int_value(body: _Body, value: int | sympy.Expr) -> SSAValue:
    """An i64 value of an integer expression over sizes that may be negative (`s0 - 5`,
    a diagonal `-s0`): index expressions are nonnegative, so the terms with a positive
    coefficient are one `loop.index`, those with a negative one another, subtracted."""
    value = sympy.sympify(value)
    if value.is_Integer:
        return body.const(int(value), i64)
    if value.is_nonnegative:
        return body.add(loop.IndexOp(value, i64))
    terms = sympy.Add.make_args(sympy.expand(value))
    minus = [-t for t in terms if t.could_extract_minus_sign()]
    plus = [t for t in terms if not t.could_extract_minus_sign()]
    parts = [sympy.Add(*plus), sympy.Add(*minus)]
    if not all(e.is_nonnegative for e in parts):
        raise DiagnosticException(f"convert-prim-to-loop: cannot compute {value} from "
                                  "nonnegative index expressions")
    plus_v, minus_v = (body.const(int(e), i64) if e.is_Integer
                       else body.add(loop.IndexOp(e, i64)) for e in parts)
    return body.add(arith.SubiOp(plus_v, minus_v))


# Inductor's max_pointwise_cat_inputs is 8; past this a cat is one copy kernel per input.
POINTWISE_CAT_INPUTS = 8


class _Body:
    """Appends scalar ops to a kernel body."""

    def __init__(self, block: Block):
        self.block = block

    def add(self, op: Operation) -> SSAValue:
        self.block.add_op(op)
        return op.results[0]

    def const(self, value: float | int, t: Attribute) -> SSAValue:
        attr = FloatAttr(float(value), t) if _is_float(t) else IntegerAttr(int(value), t)
        return self.add(arith.ConstantOp(attr))

    def cast(self, v: SSAValue, to: Attribute) -> SSAValue:
        src = v.type
        if src == to:
            return v
        if _is_float(src) and _is_float(to):
            if _width(src) == _width(to):  # bf16 <-> f16 goes through f32
                return self.cast(self.cast(v, f32), to)
            return self.add(arith.ExtFOp(v, to) if _width(src) < _width(to)
                            else arith.TruncFOp(v, to))
        if _is_float(to):
            return self.add(arith.UIToFPOp(v, to) if src == i1 else arith.SIToFPOp(v, to))
        if to == i1:
            zero = self.const(0, src)
            return self.add(arith.CmpfOp(v, zero, "une") if _is_float(src)
                            else arith.CmpiOp(v, zero, "ne"))
        if _is_float(src):
            return self.add(arith.FPToSIOp(v, to))
        if src == i1:
            return self.add(arith.ExtUIOp(v, to))
        return self.add(arith.ExtSIOp(v, to) if _width(src) < _width(to)
                        else arith.TruncIOp(v, to))

    def load(self, t: _Tensor, coords: Sequence[sympy.Expr]) -> SSAValue:
        v = self.add(loop.LoadOp(t.buffer, t.at(coords)))
        return self.cast(v, _compute_type(t.dtype))

    def within(self, inside: SSAValue | None, index: sympy.Expr,
               checks: Sequence[tuple[str, sympy.Expr]]) -> SSAValue | None:
        """`inside` and each `index <predicate> bound` of `checks` (`sge`, `slt`): the mask
        of a load that may fall outside its buffer (padding, a pooling window)."""
        for predicate, bound in checks:
            i = self.add(loop.IndexOp(index, i64))
            limit = self.add(loop.IndexOp(bound, i64))
            test = self.add(arith.CmpiOp(i, limit, predicate))
            inside = test if inside is None else self.add(arith.AndIOp(inside, test))
        return inside

    def store(self, buffer: SSAValue, index: sympy.Expr, v: SSAValue, dtype: Attribute) -> None:
        self.block.add_op(loop.StoreOp(buffer, index, self.cast(v, dtype)))

    def unary(self, name: str, x: SSAValue) -> SSAValue:
        t = x.type
        if name in _FLOAT_UNARY and _is_float(t):
            return self.add(_FLOAT_UNARY[name](x))
        if name == "abs":
            return self.add(xmath.AbsFOp(x) if _is_float(t) else xmath.AbsIOp(x))
        if name == "neg":
            return self.add(arith.NegfOp(x) if _is_float(t)
                            else arith.SubiOp(self.const(0, t), x))
        if name == "reciprocal":
            return self.add(arith.DivfOp(self.const(1.0, t), x))
        if name == "sigmoid":  # 1 / (1 + exp(-x))
            e = self.add(xmath.ExpOp(self.add(arith.NegfOp(x))))
            one = self.const(1.0, t)
            return self.add(arith.DivfOp(one, self.add(arith.AddfOp(one, e))))
        if name == "isfinite":
            if not _is_float(t):
                return self.const(1, i1)
            inf = self.const(float("inf"), t)
            return self.add(arith.CmpfOp(self.add(xmath.AbsFOp(x)), inf, "one"))
        if name in ("bitwise_not", "logical_not"):
            return self.add(arith.XOrIOp(x, self.const(-1 if t != i1 else 1, t)))
        if name == "signbit":
            if not _is_float(t):
                return self.add(arith.CmpiOp(x, self.const(0, t), "slt"))
            # the sign bit itself (-0.0 and a negative NaN too), through the bits of an f32
            # or f64 (16-bit floats widened first: the sign survives)
            if _width(t) < 32:
                x = self.add(arith.ExtFOp(x, f32))
            bits_type = i64 if _width(t) == 64 else i32
            bits = self.add(arith.BitcastOp(x, bits_type))
            return self.add(arith.CmpiOp(bits, self.const(0, bits_type), "slt"))
        if name == "erfinv" and _is_float(t) and _width(t) == 32:
            return self._erfinv(x)
        raise _unsupported(f"prim.{name} on {t}")

    def _erfinv(self, x: SSAValue) -> SSAValue:
        """erfinv in f32 by Giles' approximation ("Approximating the erfinv function", GPU
        Computing Gems, 2011): a polynomial in w = -log(1 - x^2), one for the centre and one
        for the tails, selected per element; +-1 gives +-inf, |x| > 1 NaN (log of a
        negative number)."""
        t = x.type
        one = self.const(1.0, t)
        w = self.add(arith.NegfOp(self.add(xmath.LogOp(self.add(arith.MulfOp(
            self.add(arith.SubfOp(one, x)), self.add(arith.AddfOp(one, x))))))))

        def horner(coefficients: Sequence[float], v: SSAValue) -> SSAValue:
            p = self.const(coefficients[0], t)
            for c in coefficients[1:]:  # fused: half the vector operations of mul + add
                p = self.add(xmath.FmaOp(p, v, self.const(c, t)))
            return p

        centre = horner(_ERFINV_CENTRE, self.add(arith.SubfOp(w, self.const(2.5, t))))
        tails = horner(_ERFINV_TAILS, self.add(arith.SubfOp(self.add(xmath.SqrtOp(w)),
                                                            self.const(3.0, t))))
        p = self.add(arith.SelectOp(self.add(arith.CmpfOp(w, self.const(5.0, t), "olt")),
                                    centre, tails))
        at_one = self.add(arith.CmpfOp(self.add(xmath.AbsFOp(x)), one, "oeq"))
        return self.add(arith.SelectOp(at_one, self.add(arith.MulfOp(
            x, self.const(float("inf"), t))), self.add(arith.MulfOp(p, x))))

    def binary(self, name: str, a: SSAValue, b: SSAValue) -> SSAValue:
        t = a.type
        kind = "float" if _is_float(t) else "bool" if t == i1 else "int"
        if name in _COMPARISONS:
            fpred, ipred = _COMPARISONS[name]
            return self.add(arith.CmpfOp(a, b, fpred) if kind == "float"
                            else arith.CmpiOp(a, b, ipred))
        if name == "hypot" and kind == "float":
            sq = self.add(arith.AddfOp(self.add(arith.MulfOp(a, a)), self.add(arith.MulfOp(b, b))))
            return self.add(xmath.SqrtOp(sq))
        if name == "remainder" and kind == "int":
            # Python's %: the sign of the divisor; C's remainder moved by one divisor where
            # the signs differ (float fmod and remainder are ATen calls: torch-to-prim)
            r = self.add(arith.RemSIOp(a, b))
            zero = self.const(0, t)
            nonzero = self.add(arith.CmpiOp(r, zero, "ne"))
            signs_differ = self.add(arith.XOrIOp(self.add(arith.CmpiOp(r, zero, "slt")),
                                                 self.add(arith.CmpiOp(b, zero, "slt"))))
            moved = self.add(arith.AddiOp(r, b))
            return self.add(arith.SelectOp(self.add(arith.AndIOp(nonzero, signs_differ)),
                                           moved, r))
        op = _BINARY.get((name, kind))
        if op is None:
            raise _unsupported(f"prim.{name} on {t}")
        return self.add(op(a, b))


_FLOAT_UNARY: dict[str, Callable[[SSAValue], Operation]] = {
    "floor": xmath.FloorOp, "ceil": xmath.CeilOp, "trunc": xmath.TruncOp,
    "round": xmath.RoundEvenOp,  # torch.round rounds half to even
    "exp": xmath.ExpOp, "exp2": xmath.Exp2Op, "expm1": xmath.ExpM1Op, "log": xmath.LogOp,
    "log2": xmath.Log2Op, "log10": xmath.Log10Op, "log1p": xmath.Log1pOp, "sqrt": xmath.SqrtOp,
    "rsqrt": xmath.RsqrtOp, "sin": xmath.SinOp, "cos": xmath.CosOp, "tan": xmath.TanOp,
    "asin": xmath.AsinOp, "acos": xmath.AcosOp, "atan": xmath.AtanOp, "sinh": xmath.SinhOp,
    "cosh": xmath.CoshOp, "tanh": xmath.TanhOp, "erf": xmath.ErfOp,
}

# Giles' erfinv polynomials (f32), highest degree first: w - 2.5 for w < 5, sqrt(w) - 3 else.
_ERFINV_CENTRE = (2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06,
                  0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941)
_ERFINV_TAILS = (-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844,
                 0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682)

_BINARY: dict[tuple[str, str], Callable[[SSAValue, SSAValue], Operation]] = {
    ("add", "float"): arith.AddfOp, ("add", "int"): arith.AddiOp, ("add", "bool"): arith.OrIOp,
    ("sub", "float"): arith.SubfOp, ("sub", "int"): arith.SubiOp,
    ("mul", "float"): arith.MulfOp, ("mul", "int"): arith.MuliOp, ("mul", "bool"): arith.AndIOp,
    ("div", "float"): arith.DivfOp, ("div", "int"): arith.DivSIOp,
    ("pow", "float"): xmath.PowFOp, ("pow", "int"): xmath.IPowIOp,
    ("fmod", "int"): arith.RemSIOp,
    ("maximum", "float"): arith.MaximumfOp, ("maximum", "int"): arith.MaxSIOp,
    ("maximum", "bool"): arith.OrIOp,
    ("minimum", "float"): arith.MinimumfOp, ("minimum", "int"): arith.MinSIOp,
    ("minimum", "bool"): arith.AndIOp,
    ("atan2", "float"): xmath.Atan2Op,
    ("bitwise_and", "int"): arith.AndIOp, ("bitwise_and", "bool"): arith.AndIOp,
    ("bitwise_or", "int"): arith.OrIOp, ("bitwise_or", "bool"): arith.OrIOp,
    ("bitwise_xor", "int"): arith.XOrIOp, ("bitwise_xor", "bool"): arith.XOrIOp,
    ("shift_left", "int"): arith.ShLIOp, ("shift_right", "int"): arith.ShRSIOp,
    ("logical_and", "bool"): arith.AndIOp, ("logical_or", "bool"): arith.OrIOp,
}

# prim comparison -> (arith.cmpf predicate, arith.cmpi predicate); `ne` is true on NaN.
_COMPARISONS = {"eq": ("oeq", "eq"), "ne": ("une", "ne"), "lt": ("olt", "slt"),
                "le": ("ole", "sle"), "gt": ("ogt", "sgt"), "ge": ("oge", "sge")}

# prim reduction -> loop.reduce kind
_REDUCE_KINDS = {"sum": "sum", "prod": "prod", "amax": "max", "amin": "min", "any": "any",
                 "xor_sum": "xor_sum"}


def _unsupported(what: str) -> DiagnosticException:
    return DiagnosticException(
        f"convert-prim-to-loop: no lowering for {what} yet; "
        "lower it to a prim.extern instead, or add its scalar code to convert_prim_to_loop.py")


# --------------------------------------------------------------------------------------------
# Functions


class _FunctionLowering:
    """Lowers one function in place: new ops go before each prim op, which is then erased."""

    def __init__(self, func: FuncOp, depthwise_conv: bool = False):
        self.func = func
        self.depthwise_conv = depthwise_conv
        self.values: dict[SSAValue, _Tensor] = {}
        self.anchor: Operation | None = None
        self.returned: list[SSAValue] = []  # buffers already returned (each returned once)
        self.materialised: dict[_Tensor, SSAValue] = {}  # views as extern operands
        self.orders: list[Order | None] = []  # per result
        # Returned values that the caller gets in another order than row-major: the op
        # computing one allocates its buffer in that layout and loops in that order.
        self.layouts: dict[SSAValue, Order] = {}
        self.relaid: dict[tuple[_Tensor, Order], SSAValue] = {}  # operands in a layout
        self.depthwise_weights: dict[SSAValue, _Tensor] = {}  # channel innermost

    # -- emission helpers

    def insert(self, op: Operation) -> Operation:
        assert self.anchor is not None
        Rewriter.insert_op(op, InsertPoint.before(self.anchor))
        return op

    def alloc(self, sizes: Sequence[sympy.Expr], dtype: Attribute, order: Order | None = None
              ) -> _Tensor:
        """A new value in a buffer of its own, row-major or laid out in `order`: then the
        buffer holds the dims in that order, and the value is a view of it."""
        if order is None:
            buffer = self.insert(loop.AllocOp(loop.BufferType(sizes, dtype))).results[0]
            return _contiguous(buffer, sizes, dtype)
        stored = [sizes[k] for k in order]
        buffer = self.insert(loop.AllocOp(loop.BufferType(stored, dtype))).results[0]
        return _laid_out(buffer, sizes, dtype, loop.order_strides(sizes, order))

    def kernel(self, ranges: Sequence[sympy.Expr], reduce_ranges: Sequence[sympy.Expr] = (),
               order: Order | None = None
               ) -> tuple[_Body, list[sympy.Symbol], list[sympy.Symbol]]:
        """A kernel over `ranges` and its variables, one per range. With `order`, the
        kernel's ranges are permuted so that it walks a buffer laid out in that order
        contiguously; the variables still come in the order of `ranges`."""
        order = order or tuple(range(len(ranges)))
        op = self.insert(loop.KernelOp([ranges[k] for k in order], reduce_ranges))
        assert isinstance(op, loop.KernelOp)
        return (_Body(op.body.block), [symbol(f"p{order.index(k)}") for k in range(len(ranges))],
                [symbol(f"r{i}") for i in range(len(reduce_ranges))])

    def copy(self, t: _Tensor, order: Order | None = None) -> _Tensor:
        """A fresh buffer holding the value of `t`, row-major or laid out in `order`. Kernels
        never see complex elements: a complex value (an argument returned as a result) is
        copied by ATen's `clone`."""
        out = self.alloc(t.sizes, t.dtype, order)
        if isinstance(t.dtype, ComplexType):
            src = self.as_view(t)
            assert src is not None  # no prim op but extern takes complex: never a view
            self.insert(loop.ExternOp("aten.clone", [src], [self.as_buffer(out)]))
            return out
        body, p, _ = self.kernel(t.sizes, order=order)
        v = body.add(loop.LoadOp(t.buffer, t.at(p)))
        body.store(out.buffer, out.at(p), v, t.dtype)
        return out

    def as_view(self, t: _Tensor, want: Sequence[sympy.Expr] | None = None) -> SSAValue | None:
        """`t` as its own buffer or a `loop.view` of it, or None when it is not strided, or
        when its strides differ from `want` (size-1 dims aside: the view takes `want`'s)."""
        layout = t.strided()
        if layout is None:
            return None
        offset, strides = layout
        if want is not None:
            if any(size != 1 and sympy.expand(s - w) != 0
                   for size, s, w in zip(t.sizes, strides, want, strict=True)):
                return None
            strides = tuple(want)
        buffer_type = t.buffer.type
        assert isinstance(buffer_type, loop.BufferType)
        if offset == 0 and buffer_type.sizes == t.sizes and strides == buffer_type.strides:
            return t.buffer
        view_type = loop.BufferType(t.sizes, t.dtype, strides)
        return self.insert(loop.ViewOp(t.buffer, offset, view_type)).results[0]

    def as_buffer(self, t: _Tensor) -> SSAValue:
        """`t` as an extern operand: itself, a loop.view of its storage, or a copy.

        Buffers are written once, before any use, so one materialisation serves every later
        use of the same view.
        """
        if t not in self.materialised:
            view = self.as_view(t)
            self.materialised[t] = view if view is not None else self.copy(t).buffer
        return self.materialised[t]

    def as_buffer_in(self, t: _Tensor, order: Order) -> SSAValue:
        """`t` as an extern operand laid out in `order`: a view of it, or a copy in that
        layout (either made once)."""
        key = (t, order)
        if key not in self.relaid:
            view = self.as_view(t, loop.order_strides(t.sizes, order))
            if view is None:
                copy = self.copy(t, order)
                view = self.as_view(copy) or copy.buffer
            self.relaid[key] = view
        return self.relaid[key]

    def result(self, t: _Tensor, order: Order | None) -> SSAValue:
        """`t` as a function result laid out in `order` (None: as computed): a buffer the
        function allocates or a view of one.

        A view of an argument is copied: returning an alias of an input would let the caller
        see its input change when writing to the output. A buffer is returned once; a second
        result of the same value gets a copy. So does a value in another layout, except a
        view whose dims are in `order` with gaps between rows (the columns of a GEMM that
        prim-pad-gemm padded): as Inductor keeps a result's stride order rather than its
        strides (`keep_output_stride`), it is returned as it is (GPT-2's logits: a copy of
        0.39 ms on the H200, 13% of the model's time).
        """
        if isinstance(t.buffer.owner, loop.AllocOp):
            want = None if order is None else loop.order_strides(t.sizes, order)
            view = self.materialised.get(t)
            if view is None or (want is not None and view.type.strides != want):
                view = self.as_view(t, want)
            if view is None and order is not None and _padded_in_order(t, order):
                view = self.as_view(t)
            if view is not None and view not in self.returned:
                return view
        copy = self.copy(t, order)
        view = self.as_view(copy)
        assert view is not None  # a fresh buffer is strided
        return view

    # -- the walk

    def run(self) -> None:
        block = self.func.body.block
        attrs = self.func.arg_attrs.data if self.func.arg_attrs is not None else \
            [None] * len(block.args)
        for arg, attr in zip(list(block.args), attrs, strict=True):
            if isinstance(arg.type, prim.TensorType):
                t = arg.type
                # an argument that comes in another layout (a training graph's backward
                # reading what its forward saved channels-last: prim-channels-last)
                order = tuple(_ints(attr.data[STRIDE_ORDER])) \
                    if attr is not None and STRIDE_ORDER in attr.data else None
                strides = loop.order_strides(t.sizes, order) if order else None
                if attr is not None and STRIDES in attr.data:  # a view it saved
                    strides = tuple(sympy.Integer(n) for n in _ints(attr.data[STRIDES]))
                new = Rewriter.replace_value_with_new_type(
                    arg, loop.BufferType(t.sizes, t.element_type, strides))
                self.values[new] = _laid_out(new, t.sizes, t.element_type, strides) \
                    if strides else _contiguous(new, t.sizes, t.element_type)
        ret = block.last_op
        assert isinstance(ret, ReturnOp)
        self.orders = _result_orders(self.func, ret)
        for v, order in zip(ret.arguments, self.orders, strict=True):
            if order is not None and order != tuple(range(len(order))):
                self.layouts.setdefault(v, order)
        for op in block.ops:  # layouts planned by a pass (prim-channels-last)
            if RESULT_ORDERS in op.attributes:
                planned = read_orders(op.attributes[RESULT_ORDERS])
                for r, order in zip(op.results, planned, strict=True):
                    if order is not None:
                        self.layouts.setdefault(r, order)
        self.relay_arguments(block)
        for op in list(block.ops):
            self.anchor = op
            if isinstance(op, ReturnOp):
                self.lower_return(op)
            elif op.name.startswith("prim."):
                self.lower(op)
        for op in reversed(list(block.ops)):
            if op.name.startswith("prim."):
                Rewriter.erase_op(op)
        self.func.function_type = FunctionType.from_lists(
            [a.type for a in block.args], self.func.function_type.outputs.data)
        _drop_layout_attrs(self.func)

    def relay_arguments(self, block: Block) -> None:
        """Copy the function arguments that library calls want in another layout (a
        channels-last convolution's weights) at the function's start, where the copies are
        adjacent and loop-combo runs them as one launch; the calls then find them made
        (`as_buffer_in`)."""
        first = block.first_op
        for op in list(block.ops):
            if self.depthwise_conv and isinstance(op, prim.ExternOp) and \
                    _depthwise_geometry(op) is not None and \
                    isinstance(op.inputs[1], BlockArgument) and op.inputs[1] in self.values:
                self.anchor = first
                self.depthwise_weight(op.inputs[1])
                continue
            if not isinstance(op, prim.ExternOp) or OPERAND_ORDERS not in op.attributes:
                continue
            for v, order in zip(op.inputs, read_orders(op.attributes[OPERAND_ORDERS]),
                                strict=True):
                if order is not None and isinstance(v, BlockArgument) and v in self.values:
                    self.anchor = first
                    self.as_buffer_in(self.values[v], order)

    def lower_return(self, op: ReturnOp) -> None:
        results: list[SSAValue] = []
        orders = list(self.orders)
        for k in self.saved_as_computed(op):
            orders[k] = None
        for v, order in zip(op.arguments, orders, strict=True):
            results.append(self.result(self.values[v], order) if v in self.values else v)
            self.returned.append(results[-1])
        op.operands = results
        self.func.function_type = FunctionType.from_lists(
            self.func.function_type.inputs.data, [r.type for r in results])

    def saved_as_computed(self, op: ReturnOp) -> list[int]:
        """The results, among the values a training graph's forward saves for its backward
        (`tc.saved`, the last ones), that it returns as computed rather than row-major: the
        backward's arguments are told their layout (`_saved_layouts` in compiler.py), so no
        copy runs on either side. An attention's output laid out (batch, seq, heads, dim) by
        the library, and its q, k, v, views of one projection's result, are saved as they are
        (eager keeps them so too). A view is saved as computed only where the views saved of
        its buffer cover at least half of it: a small slice would keep a large buffer alive.
        Sizes must be static (the strides are the backward's arguments' layout)."""
        if SAVED not in self.func.attributes:
            return []
        saved = self.func.attributes[SAVED].value.data  # type: ignore[attr-defined]
        first = len(op.arguments) - saved
        candidates: list[tuple[int, _Tensor]] = []
        for k in range(first, len(op.arguments)):
            v, order = op.arguments[k], self.orders[k]
            t = self.values.get(v)
            if (t is None or order is None or order != tuple(range(len(order)))
                    or not isinstance(t.buffer.owner, loop.AllocOp)
                    or not all(sympy.sympify(n).is_Integer for n in t.sizes)
                    or t.strided() is None):
                continue
            candidates.append((k, t))
        covered: dict[SSAValue, int] = {}
        for _, t in candidates:
            covered[t.buffer] = covered.get(t.buffer, 0) + _numel(t.sizes)
        kept = []
        for k, t in candidates:
            buffer_type = t.buffer.type
            assert isinstance(buffer_type, loop.BufferType)
            sizes = buffer_type.sizes
            if all(sympy.sympify(n).is_Integer for n in sizes) and \
                    2 * covered[t.buffer] >= _numel(sizes):
                kept.append(k)
        return kept

    def operand(self, v: SSAValue) -> _Tensor:
        if v not in self.values:
            raise DiagnosticException(
                f"convert-prim-to-loop: operand {v.name_hint or v} of {self.anchor.name} is not "
                "a prim tensor defined in this function")
        return self.values[v]

    def lower(self, op: Operation) -> None:
        name = op.name.removeprefix("prim.")
        handler = getattr(self, f"lower_{name}", None)
        if isinstance(op, prim.POINTWISE_OPS):
            handler = self.lower_elementwise
        elif isinstance(op, prim.ReductionOp):
            handler = self.lower_reduction
        elif isinstance(op, prim.ArgReductionOp):
            handler = self.lower_arg_reduction
        if handler is None:
            raise _unsupported(op.name)
        handler(op)

    # -- compute ops

    def lower_elementwise(self, op: Operation) -> None:
        result_type = op.results[0].type
        assert isinstance(result_type, prim.TensorType)
        order = self.layouts.get(op.results[0])
        out = self.alloc(result_type.sizes, result_type.element_type, order)
        body, p, _ = self.kernel(result_type.sizes, order=order)
        args = [body.load(self.operand(v), p) for v in op.operands]
        name = op.name.removeprefix("prim.")
        compute = _compute_type(result_type.element_type)
        if isinstance(op, prim.ConvertElementTypeOp):
            v = body.cast(args[0], compute)
        elif isinstance(op, prim.WhereOp):
            v = body.add(arith.SelectOp(*args))
        elif isinstance(op, prim.FmaOp):
            v = body.add(xmath.FmaOp(*args))
        elif len(args) == 1:
            v = body.unary(name, args[0])
        else:
            v = body.binary(name, *args)
        body.store(out.buffer, out.at(p), v, result_type.element_type)
        self.values[op.results[0]] = out

    def lower_full(self, op: prim.FullOp) -> None:
        t = op.result.type
        order = self.layouts.get(op.result)
        out = self.alloc(t.sizes, t.element_type, order)
        body, p, _ = self.kernel(t.sizes, order=order)
        if isinstance(op.value, ExprAttr):  # an int over sizes
            value = body.cast(_int_value(body, op.value.data), _compute_type(t.element_type))
        else:
            value = body.const(op.value.value.data, _compute_type(t.element_type))
        body.store(out.buffer, out.at(p), value, t.element_type)
        self.values[op.result] = out

    def lower_iota(self, op: prim.IotaOp) -> None:
        t = op.result.type
        order = self.layouts.get(op.result)
        out = self.alloc(t.sizes, t.element_type, order)
        body, p, _ = self.kernel(t.sizes, order=order)
        start = op.start.data if isinstance(op.start, ExprAttr) else op.start.value.data
        step = op.step.value.data
        if not sympy.sympify(start).is_nonnegative or step < 0:  # index expressions are >= 0
            i = body.add(loop.IndexOp(p[0], i64))
            i = body.add(arith.AddiOp(body.add(arith.MuliOp(i, body.const(step, i64))),
                                      _int_value(body, start)))
        else:
            i = body.add(loop.IndexOp(start + step * p[0], i64))
        body.store(out.buffer, out.at(p), body.cast(i, _compute_type(t.element_type)),
                   t.element_type)
        self.values[op.result] = out

    def lower_rand(self, op: prim.RandomOp) -> None:
        """A kernel computing element i of the draw as `loop.random` of (seed, i), i the
        row-major index, whatever the layout the result is stored in (so a consumer that
        inlines the kernel recomputes the same numbers)."""
        t = op.result.type
        order = self.layouts.get(op.result)
        out = self.alloc(t.sizes, t.element_type, order)
        body, p, _ = self.kernel(t.sizes, order=order)
        seed = body.load(self.operand(op.seed), [])
        linear, stride = sympy.Integer(0), sympy.Integer(1)
        for size, var in zip(reversed(t.sizes), reversed(p), strict=True):
            linear, stride = linear + var * stride, stride * size
        offset = body.add(loop.IndexOp(linear, i64))
        compute = _compute_type(t.element_type)
        kind = "normal" if isinstance(op, prim.RandnOp) else "uniform"
        value = body.add(loop.RandomOp(kind, seed, offset, compute,
                                       loop.significand_bits(t.element_type)))
        body.store(out.buffer, out.at(p), value, t.element_type)
        self.values[op.result] = out

    lower_randn = lower_rand

    def reduction_kernel(self, x: _Tensor, dims: Sequence[int], order: Order | None = None
                         ) -> tuple[_Body, list[sympy.Symbol], list[sympy.Symbol], SSAValue]:
        """A kernel over the kept dims (in `order`) reducing `dims`, and the loaded value of
        `x`."""
        kept = [s for k, s in enumerate(x.sizes) if k not in dims]
        body, p, r = self.kernel(kept, [x.sizes[k] for k in dims], order)
        pi, ri = iter(p), iter(r)
        coords = [next(ri) if k in dims else next(pi) for k in range(len(x.sizes))]
        return body, p, r, body.load(x, coords)

    def lower_reduction(self, op: prim.ReductionOp) -> None:
        t = op.result.type
        order = self.layouts.get(op.result)
        out = self.alloc(t.sizes, t.element_type, order)
        body, p, _, v = self.reduction_kernel(self.operand(op.input), _ints(op.dims), order)
        kind = _REDUCE_KINDS[op.name.removeprefix("prim.")]
        reduced = body.add(loop.ReduceOp(kind, [v]))
        body.store(out.buffer, out.at(p), reduced, t.element_type)
        self.values[op.result] = out

    def lower_arg_reduction(self, op: prim.ArgReductionOp) -> None:
        t = op.result.type
        order = self.layouts.get(op.result)
        out = self.alloc(t.sizes, t.element_type, order)
        body, p, r, v = self.reduction_kernel(self.operand(op.input), [op.dim.value.data], order)
        i = body.add(loop.IndexOp(r[0], i64))
        kind = op.name.removeprefix("prim.")
        body.store(out.buffer, out.at(p), body.add(loop.ReduceOp(kind, [v, i])), t.element_type)
        self.values[op.result] = out

    def lower_var_mean(self, op: prim.VarMeanOp) -> None:
        t = op.var.type
        var_order, mean_order = self.layouts.get(op.var), self.layouts.get(op.mean)
        var = self.alloc(t.sizes, t.element_type, var_order)
        mean = self.alloc(t.sizes, t.element_type, mean_order)
        body, p, _, v = self.reduction_kernel(self.operand(op.input), _ints(op.dims),
                                              var_order or mean_order)
        reduce = loop.ReduceOp("welford", [v])
        body.block.add_op(reduce)
        m, m2, weight = reduce.outputs
        # var = m2 / max(weight - correction, 0), as torch divides by N - correction.
        correction = op.correction.value.data
        denom = body.add(arith.MaximumfOp(
            body.add(arith.SubfOp(weight, body.const(correction, weight.type))),
            body.const(0.0, weight.type)))
        body.store(var.buffer, var.at(p), body.add(arith.DivfOp(m2, denom)), t.element_type)
        body.store(mean.buffer, mean.at(p), m, t.element_type)
        self.values[op.var], self.values[op.mean] = var, mean

    def lower_cat(self, op: prim.CatOp) -> None:
        """Up to `POINTWISE_CAT_INPUTS` inputs: one kernel over the result, each input loaded
        under the mask of its slice and the right one selected (as Inductor's pointwise cat):
        one launch, and the loads of producers fuse into it (a KV cache grown by a new row of
        a qkv projection is one kernel). More inputs: one copy kernel per input."""
        t = op.result.type
        order = self.layouts.get(op.result)
        out = self.alloc(t.sizes, t.element_type, order)
        dim = op.dim.value.data
        inputs = [self.operand(v) for v in op.inputs]
        inputs = [x for x in inputs if x.sizes[dim] != 0] or inputs[:1]
        offset = sympy.Integer(0)
        if len(inputs) > POINTWISE_CAT_INPUTS:
            for x in inputs:
                body, p, _ = self.kernel(x.sizes, order=order)
                coords = [c + offset if k == dim else c for k, c in enumerate(p)]
                body.store(out.buffer, out.at(coords), body.load(x, p), t.element_type)
                offset = offset + x.sizes[dim]
            self.values[op.result] = out
            return
        body, p, _ = self.kernel(t.sizes, order=order)
        i = body.add(loop.IndexOp(p[dim], i64))
        value: SSAValue | None = None
        after: SSAValue | None = None  # i >= offset (None for the first input)
        for k, x in enumerate(inputs):
            end = offset + x.sizes[dim]
            before = None  # i < end (None for the last input)
            if k < len(inputs) - 1:
                bound = body.add(loop.IndexOp(end, i64))
                before = body.add(arith.CmpiOp(i, bound, "slt"))
            inside = (before if after is None else after if before is None
                      else body.add(arith.AndIOp(after, before)))
            coords = [c - offset if j == dim else c for j, c in enumerate(p)]
            zero = FloatAttr(0.0, x.dtype) if _is_float(x.dtype) else IntegerAttr(0, x.dtype)
            v = body.cast(body.add(loop.LoadOp(x.buffer, x.at(coords), mask=inside,
                                               other=zero if inside is not None else None)),
                          _compute_type(t.element_type))
            value = v if after is None else body.add(arith.SelectOp(after, v, value))
            if before is not None:
                after = body.add(arith.CmpiOp(i, bound, "sge"))
            offset = end
        body.store(out.buffer, out.at(p), value, t.element_type)
        self.values[op.result] = out

    def lower_pad(self, op: prim.PadOp) -> None:
        """One kernel over the result: a load of the input masked to where the coordinate
        falls inside it, `value` elsewhere (negative amounts crop: a shifted load only)."""
        t = op.result.type
        x = self.operand(op.input)
        order = self.layouts.get(op.result)
        out = self.alloc(t.sizes, t.element_type, order)
        body, p, _ = self.kernel(t.sizes, order=order)
        low, high = _ints(op.low), _ints(op.high)
        inside: SSAValue | None = None
        for k, (lo, hi) in enumerate(zip(low, high, strict=True)):
            checks = [("sge", sympy.Integer(lo))] if lo > 0 else []
            checks += [("slt", lo + x.sizes[k])] if hi > 0 else []
            inside = body.within(inside, p[k], checks)
        coords = [c - lo for c, lo in zip(p, low, strict=True)]
        value = op.value.value.data
        other = (FloatAttr(float(value), x.dtype) if _is_float(x.dtype)
                 else IntegerAttr(int(value), x.dtype))
        v = body.add(loop.LoadOp(x.buffer, x.at(coords), mask=inside,
                                 other=other if inside is not None else None))
        body.store(out.buffer, out.at(p), v, t.element_type)
        self.values[op.result] = out

    def indirect_load(self, body: _Body, x: _Tensor, idx: _Tensor, idx_coords: Sequence[sympy.Expr],
                      coords: Sequence[sympy.Expr], dim: int) -> SSAValue:
        """Load `x` at `coords` with coordinate `dim` replaced by the value of `idx`."""
        i = body.add(loop.LoadOp(idx.buffer, idx.at(idx_coords)))
        # Negative indices count from the end, as in torch.
        size = x.sizes[dim]
        size_value = (body.const(int(size), i.type) if size.is_Integer
                      else body.add(loop.IndexOp(size, i.type)))
        negative = body.add(arith.CmpiOp(i, body.const(0, i.type), "slt"))
        i = body.add(arith.SelectOp(negative, body.add(arith.AddiOp(i, size_value)), i))
        i = body.add(arith.IndexCastOp(i, IndexType()))
        coords = [symbol("i0") if k == dim else c for k, c in enumerate(coords)]
        v = body.add(loop.LoadOp(x.buffer, x.at(coords), indirect=[i]))
        return body.cast(v, _compute_type(x.dtype))

    def lower_gather(self, op: prim.GatherOp) -> None:
        t = op.result.type
        order = self.layouts.get(op.result)
        out = self.alloc(t.sizes, t.element_type, order)
        body, p, _ = self.kernel(t.sizes, order=order)
        x, idx, dim = self.operand(op.input), self.operand(op.index), op.dim.value.data
        v = self.indirect_load(body, x, idx, p, p, dim)
        body.store(out.buffer, out.at(p), v, t.element_type)
        self.values[op.result] = out

    def lower_index_select(self, op: prim.IndexSelectOp) -> None:
        t = op.result.type
        order = self.layouts.get(op.result)
        out = self.alloc(t.sizes, t.element_type, order)
        body, p, _ = self.kernel(t.sizes, order=order)
        x, idx, dim = self.operand(op.input), self.operand(op.index), op.dim.value.data
        v = self.indirect_load(body, x, idx, [p[dim]], p, dim)
        body.store(out.buffer, out.at(p), v, t.element_type)
        self.values[op.result] = out

    def lower_extern(self, op: prim.ExternOp) -> None:
        if op.target.data == "tcompile.function_grad":
            # an autograd.Function's outputs, passed through for prim-autodiff, which gave
            # them the Function's backward: the outputs themselves from here on
            n_in = op.attributes[prim.EXTERN_LISTS].get_values()[0]
            for r, v in zip(op.outputs, op.inputs[n_in:], strict=True):
                self.values[r] = self.operand(v)
            return
        if op.target.data in _MAX_POOLS and self.lower_max_pool(op):
            return
        if op.target.data == "aten.convolution" and self.depthwise_conv and \
                self.lower_depthwise_conv(op):
            return
        if op.target.data == "aten.max_pool2d_with_indices_backward" and \
                self.lower_max_pool_backward(op):
            return
        wanted = read_orders(op.attributes[OPERAND_ORDERS]) if OPERAND_ORDERS in op.attributes \
            else [None] * len(op.inputs)
        ins = [self.as_buffer(self.operand(v)) if order is None else
               self.as_buffer_in(self.operand(v), order)
               for v, order in zip(op.inputs, wanted, strict=True)]
        natural = _library_layouts(op, ins)
        outs = [self.alloc(r.type.sizes, r.type.element_type,
                           self.layouts.get(r) or natural[k])
                for k, r in enumerate(op.outputs)]
        attributes = {k: v for k, v in op.attributes.items()
                      if k not in (RESULT_ORDERS, OPERAND_ORDERS)}
        if _ints(op.absent):  # keeps the schema positions of absent optional tensors
            attributes["absent"] = op.absent
        self.insert(loop.ExternOp(op.target.data, ins, [self.as_buffer(o) for o in outs],
                                  attributes))
        for r, o in zip(op.outputs, outs, strict=True):
            self.values[r] = o

    def lower_max_pool(self, op: prim.ExternOp) -> bool:
        """2-D max pooling as a kernel over the output: the max of its window's masked loads
        (-inf outside the input), in the output's layout. The kernel that produced the input
        (BatchNorm + ReLU after a ResNet's stem) inlines into it, as Inductor fuses them;
        ATen's pooling kernel took 0.126 ms of ResNet-18's 1.13 on the H200. Where the
        indices are read (a training graph's backward), each window element taken also
        gives its index in the input plane (`h * W + w`), as ATen's kernel takes it: the
        first element inside the input, then any greater or NaN one. False (the library
        call) for integers."""
        if len(op.inputs) != 1:
            return False
        x = self.operand(op.inputs[0])
        if not _is_float(x.dtype) or len(x.sizes) not in (3, 4):
            return False
        kernel, stride, padding, dilation = _pool_geometry(op)
        r = op.outputs[0]
        indices = op.outputs[1] if len(op.outputs) > 1 and op.outputs[1].uses else None
        t = r.type
        order = self.layouts.get(r)
        out = self.alloc(t.sizes, t.element_type, order)
        index_out = None if indices is None else self.alloc(
            t.sizes, indices.type.element_type, self.layouts.get(indices) or order)
        body, p, _ = self.kernel(t.sizes, order=order)
        compute = _compute_type(x.dtype)
        acc: SSAValue | None = None
        best: SSAValue | None = None
        # whether an element inside the input came yet (None: the first one always is)
        found: SSAValue | None = None
        for kh in range(kernel[0]):
            for kw in range(kernel[1]):
                coords, inside = _window_tap(body, p, list(p), (kh, kw), stride, padding,
                                             dilation, t.sizes, x.sizes)
                v = body.add(loop.LoadOp(
                    x.buffer, x.at(coords), mask=inside,
                    other=FloatAttr(float("-inf"), x.dtype) if inside is not None else None))
                v = body.cast(v, compute)
                if index_out is None:
                    acc = v if acc is None else body.binary("maximum", acc, v)
                    continue
                flat = body.add(loop.IndexOp(coords[-2] * x.sizes[-1] + coords[-1], i64))
                if acc is None or best is None:
                    acc, best, found = v, flat, inside
                    continue
                take = body.add(arith.OrIOp(body.binary("gt", v, acc),
                                            body.add(arith.CmpfOp(v, v, "uno"))))
                if found is not None:  # the first element inside the input is taken
                    true = body.const(1, i1)
                    take = body.add(arith.OrIOp(take, body.add(arith.XOrIOp(found, true))))
                    found = None if inside is None else body.add(arith.OrIOp(found, inside))
                if inside is not None:
                    take = body.add(arith.AndIOp(take, inside))
                acc = body.add(arith.SelectOp(take, v, acc))
                best = body.add(arith.SelectOp(take, flat, best))
        assert acc is not None
        body.store(out.buffer, out.at(p), acc, t.element_type)
        self.values[r] = out
        if index_out is not None and indices is not None and best is not None:
            body.store(index_out.buffer, index_out.at(p), best, indices.type.element_type)
            self.values[indices] = index_out
        return True

    def lower_depthwise_conv(self, op: prim.ExternOp) -> bool:
        """A depthwise 2-D convolution (`_depthwise_geometry`) as a kernel over the output, as
        `lower_max_pool` lowers pooling: each element the sum, in f32, of its window's masked
        loads (0 outside the input) times the channel's weights, plus the bias. It replaces
        cuDNN's call (40 us of CPU time per call on the H100 machine: MobileNetV2 makes 17
        per forward), and the BatchNorm and activations around it fuse into it. The weights
        are read with the channel innermost (`depthwise_weight`). False (the library call)
        for other convolutions."""
        geometry = _depthwise_geometry(op)
        if geometry is None:
            return False
        stride, padding, dilation = geometry
        x = self.operand(op.inputs[0])
        w = self.depthwise_weight(op.inputs[1])
        bias = self.operand(op.inputs[2]) if len(op.inputs) > 2 else None
        channels, out_channels = int(x.sizes[1]), int(w.sizes[0])
        kh_size, kw_size = int(w.sizes[2]), int(w.sizes[3])
        r = op.outputs[0]
        t = r.type
        order = self.layouts.get(r)
        out = self.alloc(t.sizes, t.element_type, order)
        body, p, _ = self.kernel(t.sizes, order=order)
        multiplier = out_channels // channels  # output channel o reads input channel o // m
        x_channel = p[1] if multiplier == 1 else FloorDiv(p[1], multiplier)
        acc: SSAValue | None = None
        for kh in range(kh_size):
            for kw in range(kw_size):
                coords, inside = _window_tap(body, p, [p[0], x_channel, p[2], p[3]], (kh, kw),
                                             stride, padding, dilation, t.sizes, x.sizes)
                v = body.add(loop.LoadOp(
                    x.buffer, x.at(coords), mask=inside,
                    other=FloatAttr(0.0, x.dtype) if inside is not None else None))
                term = body.binary("mul", body.cast(v, f32),
                                   body.cast(body.load(w, [p[1], 0, kh, kw]), f32))
                acc = term if acc is None else body.binary("add", acc, term)
        assert acc is not None
        if bias is not None:
            acc = body.binary("add", acc, body.cast(body.load(bias, [p[1]]), f32))
        body.store(out.buffer, out.at(p), acc, t.element_type)
        self.values[r] = out
        return True

    def depthwise_weight(self, v: SSAValue) -> _Tensor:
        """A depthwise convolution's weight `[C, 1, kh, kw]` in a copy laid out `[1, kh, kw,
        C]`, made once: the kernel's neighbouring lanes compute neighbouring channels (the
        output is channels-last), so each window element's weights are then one coalesced
        load rather than a load of stride kh * kw (cut the kernel's L1 traffic ~4x)."""
        if v not in self.depthwise_weights:
            relaid = self.copy(self.operand(v), _CHANNEL_INNERMOST)
            store = next(u.operation for u in relaid.buffer.uses
                         if isinstance(u.operation, loop.StoreOp))
            kernel = store.parent_op()
            assert isinstance(kernel, loop.KernelOp)
            kernel.attributes[loop.REALIZE] = UnitAttr()  # not inlined back
            self.depthwise_weights[v] = relaid
        return self.depthwise_weights[v]

    def lower_max_pool_backward(self, op: prim.ExternOp) -> bool:
        """`max_pool2d_with_indices_backward` as a kernel over the input's gradient: each
        element sums the output gradients of the (at most ceil(k / s) per dim) windows that
        cover it and took it (their index is this element's), as Inductor lowers it; no
        scatter, no atomics. False (the library call) for dilated windows."""
        grad, x, idx = (self.operand(v) for v in op.inputs)
        kernel, stride, padding, dilation = _pool_geometry(op)
        if dilation != [1, 1] or len(x.sizes) not in (3, 4) or not _is_float(grad.dtype):
            return False
        r = op.outputs[0]
        t = r.type
        order = self.layouts.get(r)
        out = self.alloc(t.sizes, t.element_type, order)
        body, p, _ = self.kernel(t.sizes, order=order)
        compute = _compute_type(grad.dtype)
        here = body.add(loop.IndexOp(p[-2] * t.sizes[-1] + p[-1], i64))
        acc = body.const(0.0, compute)
        zero = body.const(0.0, compute)
        spans = [-(-kernel[d] // stride[d]) for d in range(2)]  # windows covering a point
        for i in range(spans[0]):
            for j in range(spans[1]):
                coords = list(p)
                inside: SSAValue | None = None
                for d, back in ((0, i), (1, j)):
                    dim = len(p) - 2 + d
                    o = FloorDiv(p[dim] + padding[d], stride[d]) - back
                    coords[dim] = o
                    # in the output, and its window reaches this element
                    inside = body.within(inside, o, [("sge", sympy.Integer(0)),
                                                     ("slt", grad.sizes[dim])])
                    inside = body.within(inside, p[dim] + padding[d] - o * stride[d],
                                         [("slt", sympy.Integer(kernel[d]))])
                assert inside is not None
                g = body.cast(body.add(loop.LoadOp(grad.buffer, grad.at(coords), mask=inside,
                                                   other=FloatAttr(0.0, grad.dtype))), compute)
                k = body.add(loop.LoadOp(idx.buffer, idx.at(coords), mask=inside,
                                         other=IntegerAttr(-1, idx.dtype)))
                took = body.add(arith.AndIOp(inside, body.add(arith.CmpiOp(
                    body.cast(k, i64), here, "eq"))))
                acc = body.add(arith.AddfOp(acc, body.add(arith.SelectOp(took, g, zero))))
        body.store(out.buffer, out.at(p), acc, t.element_type)
        self.values[r] = out
        return True

    # -- views: no code, only index composition

    def lower_broadcast_in_dim(self, op: prim.BroadcastInDimOp) -> None:
        x, out_sizes = self.operand(op.input), op.result.type.sizes
        coords = [sympy.Integer(0) if x.sizes[k] == 1 and out_sizes[d] != 1 else _dim(d)
                  for k, d in enumerate(_ints(op.dims))]
        self.values[op.result] = x.view(out_sizes, coords)

    def lower_transpose(self, op: prim.TransposeOp) -> None:
        x, perm = self.operand(op.input), _ints(op.perm)
        coords = [_dim(perm.index(k)) for k in range(len(perm))]
        self.values[op.result] = x.view(op.result.type.sizes, coords)

    def lower_slice(self, op: prim.SliceOp) -> None:
        x = self.operand(op.input)
        coords = [s.data + step * _dim(k)
                  for k, (s, step) in enumerate(zip(op.start.data, _ints(op.strides), strict=True))]
        self.values[op.result] = x.view(op.result.type.sizes, coords)

    def lower_rev(self, op: prim.RevOp) -> None:
        x, dims = self.operand(op.input), _ints(op.dims)
        coords = [x.sizes[k] - 1 - _dim(k) if k in dims else _dim(k) for k in range(len(x.sizes))]
        self.values[op.result] = x.view(x.sizes, coords)

    def lower_squeeze(self, op: prim.SqueezeOp) -> None:
        x, dims = self.operand(op.input), _ints(op.dims)
        kept = iter(range(len(x.sizes) - len(dims)))
        coords = [sympy.Integer(0) if k in dims else _dim(next(kept)) for k in range(len(x.sizes))]
        self.values[op.result] = x.view(op.result.type.sizes, coords)

    def lower_expand_dims(self, op: prim.ExpandDimsOp) -> None:
        x, dims = self.operand(op.input), _ints(op.dims)
        out_rank = len(x.sizes) + len(dims)
        coords = [_dim(d) for d in range(out_rank) if d not in dims]
        self.values[op.result] = x.view(op.result.type.sizes, coords)

    def lower_reshape(self, op: prim.ReshapeOp) -> None:
        x, out_sizes = self.operand(op.input), op.result.type.sizes
        layout = x.strided()
        if layout is not None and layout[1] == loop.contiguous_strides(x.sizes):
            # Contiguous storage: the same elements, re-linearised.
            self.values[op.result] = _contiguous(x.buffer, out_sizes, x.dtype, layout[0])
            return
        # Otherwise delinearise the output position into the input's coordinates, and cancel
        # what the output's ranges make redundant (dims the reshape only splits or merges).
        flat = sum((s * _dim(k) for k, s in enumerate(loop.contiguous_strides(out_sizes))),
                   sympy.Integer(0))
        in_strides = loop.contiguous_strides(x.sizes)
        coords = [FloorDiv(flat, stride) if k == 0 else ModularIndexing(flat, stride, size)
                  for k, (stride, size) in enumerate(zip(in_strides, x.sizes, strict=True))]
        view = x.view(out_sizes, coords)
        ranges = {_dim(k): size for k, size in enumerate(out_sizes)}
        self.values[op.result] = _Tensor(view.buffer, view.sizes, view.dtype,
                                         simplify_with_ranges(view.index, ranges))


@dataclass(frozen=True)
class ConvertPrimToLoopPass(ModulePass):
    """Lowers functions over `!prim.tensor` to functions over `!loop.buffer`.

    Before:

        func.func @f(%x: !prim.tensor<[8, 16], f32>) -> !prim.tensor<[16, 8], f32> {
          %t = prim.transpose %x perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
          %y = prim.exp %t : !prim.tensor<[16, 8], f32>
          func.return %y : !prim.tensor<[16, 8], f32>
        }

    After (the transpose is folded into the load's index):

        func.func @f(%x: !loop.buffer<[8, 16], f32>) -> !loop.buffer<[16, 8], f32> {
          %y = loop.alloc : !loop.buffer<[16, 8], f32>
          loop.kernel [p0 = 16, p1 = 8] {
            %v = loop.load %x["p0 + 16*p1"] : f32
            %e = math.exp %v : f32
            loop.store %y["8*p0 + p1"], %e : f32
          }
          func.return %y : !loop.buffer<[16, 8], f32>
        }
    """

    name = "convert-prim-to-loop"

    depthwise_conv: bool = False
    """Depthwise convolutions become kernels (`lower_depthwise_conv`) instead of library calls:
    on GPUs, where they save cuDNN's per-call cost and fuse with the ops around them. (On
    the CPU oneDNN's are faster than the generated loops: MobileNetV2 at 224x224 took
    42.4 ms per call with them against 34.0 ms.)"""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for func in list(op.walk()):
            if isinstance(func, FuncOp) and any(
                    isinstance(t, prim.TensorType)
                    for t in (*func.function_type.inputs, *func.function_type.outputs)):
                _FunctionLowering(func, depthwise_conv=self.depthwise_conv).run()


def _library_layouts(op: prim.ExternOp, ins: Sequence[SSAValue]) -> list[Order | None]:
    """The layouts a library call gives its results, by torch's meta kernel of the op run on
    meta tensors laid out as `ins`: attention returns (batch, sequence, heads, dim) storage
    for a query of that layout, a convolution follows its input's memory format. The wrapper
    adopts a result laid out so without a copy, and views of it (the transpose back to
    (batch, sequence, hidden) after attention) stay views. None for a result that is not a
    dense permutation, where the sizes are symbolic, or where the op has no meta kernel
    (the result is then row-major and adopting copies it if the kernel differs)."""
    from tcompile.dialects.prim import EXTERN_LISTS
    from tcompile.dialects.torch import op_class

    none: list[Order | None] = [None] * len(op.outputs)
    if op.target.data in _ROW_MAJOR_RESULTS:
        return none
    cls = op_class("torch." + op.target.data)
    types = [v.type for v in ins]
    if cls is None or EXTERN_LISTS in op.attributes or not all(
            isinstance(t, loop.BufferType) and all(isinstance(n, sympy.Integer)
                                                   for n in (*t.sizes, *t.strides))
            for t in types):
        return none
    # A meta kernel can cost milliseconds (Python decompositions): each layer of a model
    # asks the same question once.
    key = (op.target.data, str(op.absent), *map(str, types),
           *(f"{k}={v}" for k, v in op.attributes.items()))
    if key not in _LAYOUTS_SEEN:
        _LAYOUTS_SEEN[key] = _meta_layouts(op, types, cls)
    return list(_LAYOUTS_SEEN[key])


_MAX_POOLS = frozenset({"aten.max_pool2d_with_indices", "aten.max_pool2d"})
# The largest window (kh * kw) of a depthwise convolution lowered to a kernel: 5x5.
_DEPTHWISE_MAX_WINDOW = 25
# A depthwise weight [C, 1, kh, kw] stored [1, kh, kw, C]
_CHANNEL_INNERMOST = (1, 2, 3, 0)


def _window_tap(body: _Body, p: Sequence[sympy.Symbol], coords: list[sympy.Expr],
                tap: tuple[int, int], stride: Sequence[int], padding: Sequence[int],
                dilation: Sequence[int], out_sizes: Sequence[sympy.Expr],
                in_sizes: Sequence[sympy.Expr]) -> tuple[list[sympy.Expr], SSAValue | None]:
    """Where the window element `tap` (kh, kw) of output `p` lies in a 2-D pooling's or
    convolution's input: `coords` with its last two dims replaced by
    `p * stride - padding + tap * dilation`, and the mask of that position being inside the
    input (None when it always is: the window's centre, or no padding)."""
    inside: SSAValue | None = None
    for d, k in enumerate(tap):
        dim = len(coords) - 2 + d
        at = p[dim] * stride[d] - padding[d] + k * dilation[d]
        coords[dim] = at
        first, last = at.subs(p[dim], 0), at.subs(p[dim], out_sizes[dim] - 1)
        checks = [] if (first >= 0) is sympy.true else [("sge", sympy.Integer(0))]
        if (last < in_sizes[dim]) is not sympy.true:
            checks.append(("slt", in_sizes[dim]))
        inside = body.within(inside, at, checks)
    return coords, inside


def _depthwise_geometry(op: prim.ExternOp
                        ) -> tuple[list[int], list[int], list[int]] | None:
    """The stride, padding and dilation of a depthwise 2-D convolution that
    `lower_depthwise_conv` makes a kernel: `aten.convolution`, not transposed, floats, one
    input channel per group (a static number of them, each giving one or more output
    channels), a static window of at most `_DEPTHWISE_MAX_WINDOW` elements; else None."""
    from tcompile.dialects.torch import from_attr

    if op.target.data != "aten.convolution" or len(op.outputs) != 1 or \
            any(a < 2 for a in _ints(op.absent)):
        return None
    attrs = {k: from_attr(v) for k, v in op.attributes.items()
             if k in ("stride", "padding", "dilation", "transposed", "groups")}
    # (prim tensors, or buffers where the function's arguments are already lowered)
    x, w = (v.type for v in op.inputs[:2])
    if attrs.get("transposed") or len(x.sizes) != 4 or len(w.sizes) != 4 or \
            not _is_float(x.element_type) or x.element_type != w.element_type or \
            not all(s.is_Integer for s in (*w.sizes, x.sizes[1])):
        return None
    channels, groups = int(x.sizes[1]), int(attrs.get("groups", 1))
    out_channels, per_group, kh, kw = (int(s) for s in w.sizes)
    if groups != channels or per_group != 1 or out_channels % channels or \
            kh * kw > _DEPTHWISE_MAX_WINDOW:
        return None

    def pair(name: str, default: int) -> list[int]:
        value = attrs.get(name, [default])
        value = list(value) if isinstance(value, list | tuple) else [value]
        return [int(v) for v in (value * 2 if len(value) == 1 else value)]

    return pair("stride", 1), pair("padding", 0), pair("dilation", 1)


def _pool_geometry(op: prim.ExternOp) -> tuple[list[int], list[int], list[int], list[int]]:
    """A 2-D pooling call's kernel size, stride, padding and dilation, two ints each, with
    ATen's defaults (stride: the kernel size)."""
    from tcompile.dialects.torch import from_attr

    def pair(name: str, default: list[int]) -> list[int]:
        value = from_attr(op.attributes[name]) if name in op.attributes else default
        value = list(value) if isinstance(value, list | tuple) else [value]
        value = value or default
        return [int(v) for v in (value * 2 if len(value) == 1 else value)]

    kernel = pair("kernel_size", [1])
    return kernel, pair("stride", kernel), pair("padding", [0]), pair("dilation", [1])

# GEMMs return a new row-major result whatever their operands' layouts.
_ROW_MAJOR_RESULTS = frozenset({"aten.mm", "aten.addmm", "aten.bmm", "aten.baddbmm"})
_LAYOUTS_SEEN: dict[tuple[str, ...], list[Order | None]] = {}


def _meta_layouts(op: prim.ExternOp, types: Sequence[loop.BufferType], cls: type
                  ) -> list[Order | None]:
    """`_library_layouts` by running the op's meta kernel."""
    import torch

    from tcompile.dialects.torch import from_attr

    none: list[Order | None] = [None] * len(op.outputs)
    absent = set(_ints(op.absent)) if op.absent is not None else set()
    try:
        tensors = iter([torch.empty_strided([int(n) for n in t.sizes],
                                            [int(n) for n in t.strides],
                                            dtype=getattr(torch, TORCH_DTYPE_NAMES[
                                                str(t.element_type)]),
                                            device="meta") for t in types])
        kwargs = {spec.name: None if k in absent else next(tensors)
                  for k, spec in enumerate(cls.tensor_args())}
        kwargs.update({k: from_attr(v) for k, v in op.attributes.items()
                       if not k.startswith("tc.") and k != "absent"})
        results = aten_overload(op.target.data)(**kwargs)
    except Exception:  # no meta kernel, an argument it does not take: row-major
        return none
    results = [results] if isinstance(results, torch.Tensor) else \
        [r for r in results if isinstance(r, torch.Tensor)]
    orders: list[Order | None] = []
    for r, out in zip(results, op.outputs, strict=False):
        order = tuple(sorted(range(r.dim()), key=lambda d: (-r.stride(d), d)))
        want = loop.order_strides([sympy.Integer(n) for n in r.shape], order)
        dense = tuple(r.shape) == tuple(int(n) for n in out.type.sizes) and all(
            n == 1 or have == int(w) for n, have, w in zip(r.shape, r.stride(), want,
                                                           strict=True))
        orders.append(order if dense and order != tuple(range(r.dim())) else None)
    return orders + none[len(orders):]




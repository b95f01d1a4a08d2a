"""The prim dialect: about 70 primitive tensor ops between torch and loop.

`convert-torch-to-prim` lowers core ATen ops into these; `convert-prim-to-loop` turns them into
kernels.  Value semantics and no implicit behaviour: operands that combine have equal shapes
(broadcasting is an explicit `prim.broadcast_in_dim`) and equal element types (conversions are
an explicit `prim.convert_element_type`).  docs/ir.md lists the ops and their syntax.

The many elementwise ops differ only in name and in which element types they accept, so they
are built from one line each (`ExpOp = _unary("exp", FLOAT)`) over three small base classes.
Every op's `__init__` is the builder the passes use; it computes the result type whenever the
operands and attributes determine it (`AddOp(x, y)`, `SumOp(x, dims=[1])`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import ClassVar, NamedTuple

import sympy
from xdsl.dialects.builtin import (
    I64,
    ArrayAttr,
    ComplexType,
    DenseArrayBase,
    Float64Type,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    UnitAttr,
    f64,
    i1,
    i64,
)
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import OpTrait, Pure
from xdsl.utils.exceptions import VerifyException

from tcompile.dialects.sym import (
    CeilDiv,
    ExprAttr,
    as_expr,
    format_expr,
    parse_dim,
    parse_expr,
    print_dim,
)
from tcompile.dialects.tensor_type import TensorTypeBase, touches_complex


@irdl_attr_definition
class TensorType(TensorTypeBase):
    """`!prim.tensor<[s0, 4096], bf16>`: a prim value (same parameters as `!torch.tensor`)."""

    name = "prim.tensor"


# ---------------------------------------------------------------------------------------------
# Shapes and element types
# ---------------------------------------------------------------------------------------------

Size = sympy.Expr | int


def sizes_equal(a: Size, b: Size) -> bool:
    """Whether two (symbolic) sizes are provably equal."""
    return a == b or sympy.simplify(sympy.sympify(a) - sympy.sympify(b)) == 0


def shapes_equal(a: Sequence[Size], b: Sequence[Size]) -> bool:
    return len(a) == len(b) and all(sizes_equal(x, y) for x, y in zip(a, b, strict=True))


def element_kind(t: Attribute) -> str:
    """`"bool"` (i1), `"int"` (other integer types), `"complex"` or `"float"`."""
    if isinstance(t, IntegerType):
        return "bool" if t.width.data == 1 else "int"
    if isinstance(t, ComplexType):
        return "complex"
    return "float"


class Elements(NamedTuple):
    """Which element types an op accepts, and how its error messages name them."""

    description: str
    kinds: frozenset[str]

    def check(self, op_name: str, what: str, t: Attribute) -> None:
        if element_kind(t) not in self.kinds:
            raise VerifyException(
                f"{op_name}: {what} must have {self.description} elements, got {t}")


FLOAT = Elements("floating-point", frozenset({"float"}))
NUMERIC = Elements("numeric (not i1)", frozenset({"float", "int"}))
INTEGER = Elements("integer or i1", frozenset({"int", "bool"}))
INT = Elements("integer (not i1)", frozenset({"int"}))
BOOL = Elements("i1", frozenset({"bool"}))
ANY = Elements("real (not complex)", frozenset({"float", "int", "bool"}))


@dataclass(frozen=True)
class RealElements(OpTrait):
    """Every op but `prim.extern` becomes kernel code, and kernels compute on real numbers
    only: a complex tensor (torch's chalf, cfloat, cdouble) may be an operand or result of
    library calls alone, which `convert-torch-to-prim` makes of every op that touches one."""

    def verify(self, op: Operation) -> None:
        if touches_complex(op):
            raise VerifyException(
                f"{op.name}: complex elements are computed by library calls (prim.extern) "
                "only, never in kernels")


def _fmt(sizes: Sequence[Size]) -> str:
    return "[" + ", ".join(str(s) for s in sizes) + "]"


def _check_result(op_name: str, result: SSAValue, expected: TensorType) -> None:
    got = result.type
    if not isinstance(got, TensorType) or not shapes_equal(got.sizes, expected.sizes) or (
        got.element_type != expected.element_type
    ):
        raise VerifyException(f"{op_name}: result type must be {expected}, got {got}")


def _check_same(op_name: str, values: Sequence[tuple[str, SSAValue]]) -> TensorType:
    """All named operands have the first one's shape and element type; returns that type."""
    first_name, first = values[0]
    t = first.type
    for name, v in values[1:]:
        u = v.type
        if not shapes_equal(t.sizes, u.sizes):
            raise VerifyException(
                f"{op_name}: operands must have equal shapes, got {first_name} "
                f"{_fmt(t.sizes)} and {name} {_fmt(u.sizes)} (broadcast explicitly)"
            )
        if t.element_type != u.element_type:
            raise VerifyException(
                f"{op_name}: operands must have the same element type, got {first_name} "
                f"{t.element_type} and {name} {u.element_type} (convert explicitly)"
            )
    return t


def _check_dims(op_name: str, dims: Sequence[int], rank: int) -> None:
    """`dims` strictly increasing and within `[0, rank)`."""
    if any(not 0 <= d < rank for d in dims):
        raise VerifyException(f"{op_name}: dims {list(dims)} out of range for rank {rank}")
    if any(a >= b for a, b in zip(dims, dims[1:], strict=False)):
        raise VerifyException(f"{op_name}: dims {list(dims)} must be strictly increasing")


def _check_dim(op_name: str, dim: int, rank: int) -> None:
    if not 0 <= dim < rank:
        raise VerifyException(f"{op_name}: dim {dim} out of range for rank {rank}")


def _int_array(values: Iterable[int]) -> DenseArrayBase:
    return DenseArrayBase.from_list(i64, list(values))


def _scalar_attr(value: int | float | sympy.Expr) -> IntegerAttr | FloatAttr | ExprAttr:
    if isinstance(value, bool):
        value = int(value)
    if isinstance(value, sympy.Expr):  # an int over sizes (`torch.full(..., x.size(0))`)
        return IntegerAttr(int(value), i64) if value.is_Integer else ExprAttr(value)
    return IntegerAttr(value, i64) if isinstance(value, int) else FloatAttr(value, f64)


def _int_or_expr(value: int | sympy.Expr) -> IntegerAttr | ExprAttr:
    value = sympy.sympify(value)
    return IntegerAttr(int(value), i64) if value.is_Integer else ExprAttr(value)


def _check_scalar(op_name: str, value: Attribute, element_type: Attribute) -> None:
    if isinstance(value, ExprAttr) and element_kind(element_type) == "bool":
        raise VerifyException(f"{op_name}: symbolic value {value.data} for a tensor of i1")
    if isinstance(value, FloatAttr) and element_kind(element_type) != "float":
        raise VerifyException(
            f"{op_name}: float value {value.value.data} for a tensor of {element_type}"
        )
    if isinstance(value, IntegerAttr) and element_kind(element_type) == "bool" and (
        value.value.data not in (0, 1)
    ):
        raise VerifyException(f"{op_name}: value {value.value.data} for a tensor of i1")


# ---------------------------------------------------------------------------------------------
# Syntax helpers shared by the hand-written formats
# ---------------------------------------------------------------------------------------------


def _parse_int_list(parser: Parser, keyword: str) -> list[int]:
    """`keyword [1, -2]`."""
    parser.parse_keyword(keyword)
    return parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, lambda: parser.parse_integer(allow_boolean=False)
    )


def _print_int_list(printer: Printer, keyword: str, values: Iterable[int]) -> None:
    printer.print_string(f" {keyword} [")
    printer.print_list(values, lambda v: printer.print_string(str(v)))
    printer.print_string("]")


def _parse_scalar(parser: Parser) -> IntegerAttr | FloatAttr | ExprAttr:
    """An integer (`0`) or float (`5.000000e-01`, `-inf`, `nan`) literal, or a quoted
    integer expression over sizes (`"s0 + 1"`)."""
    pos = parser.pos
    if (text := parser.parse_optional_str_literal()) is not None:
        try:
            return ExprAttr(parse_expr(text))
        except ValueError as e:
            parser.raise_error(str(e), pos, parser.pos)
    negative = parser.parse_optional_punctuation("-") is not None
    if parser.parse_optional_keyword("inf") is not None:
        return FloatAttr(-float("inf") if negative else float("inf"), f64)
    if not negative and parser.parse_optional_keyword("nan") is not None:
        return FloatAttr(float("nan"), f64)
    value = parser.parse_number(context_msg=" (or inf, -inf, nan)")
    return _scalar_attr(-value if negative else value)


def _print_scalar(printer: Printer, value: IntegerAttr | FloatAttr | ExprAttr) -> None:
    if isinstance(value, ExprAttr):
        printer.print_string_literal(format_expr(value.data))
        return
    if isinstance(value, IntegerAttr):
        printer.print_string(str(value.value.data))
        return
    v = value.value.data
    if v != v:
        printer.print_string("nan")
    elif v in (float("inf"), -float("inf")):
        printer.print_string("inf" if v > 0 else "-inf")
    else:
        printer.print_float(v, f64)


def _split_attributes(
    attrs: dict[str, Attribute], property_names: Iterable[str]
) -> tuple[dict[str, Attribute], dict[str, Attribute]]:
    """Separate an op's properties from its other attributes in a parsed attr-dict."""
    props = {k: attrs.pop(k) for k in property_names if k in attrs}
    return props, attrs


def _print_attr_dict(printer: Printer, op: IRDLOperation, property_names: Iterable[str]) -> None:
    printer.print_op_attributes(
        op.attributes | {k: op.properties[k] for k in property_names if k in op.properties}
    )


def _parse_results(parser: Parser) -> list[Attribute]:
    """`T` or `(T1, T2)` after a `->`."""
    if parser.parse_optional_punctuation("(") is not None:
        types = [parser.parse_type()]
        while parser.parse_optional_punctuation(",") is not None:
            types.append(parser.parse_type())
        parser.parse_punctuation(")")
        return types
    return [parser.parse_type()]


def _print_results(printer: Printer, types: Sequence[Attribute]) -> None:
    if len(types) == 1:
        printer.print_attribute(types[0])
    else:
        printer.print_string("(")
        printer.print_list(types, printer.print_attribute)
        printer.print_string(")")


# ---------------------------------------------------------------------------------------------
# Elementwise
# ---------------------------------------------------------------------------------------------


class ElementwiseUnaryOp(IRDLOperation):
    """`%y = prim.exp %x : T`; ops whose result is i1 print `: T -> R`."""

    ELEMENTS: ClassVar[Elements]
    GIVES_I1: ClassVar[bool] = False

    input = operand_def(TensorType)
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def __init__(self, input: SSAValue):
        t = input.type
        result = t.with_(element_type=i1) if self.GIVES_I1 else t
        super().__init__(operands=[input], result_types=[result])

    @classmethod
    def parse(cls, parser: Parser) -> ElementwiseUnaryOp:
        operand = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        result = t
        if cls.GIVES_I1:
            parser.parse_punctuation("->")
            result = parser.parse_type()
        (x,) = parser.resolve_operands([operand], [t], parser.pos)
        return cls.create(operands=[x], result_types=[result], attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        if self.GIVES_I1:
            printer.print_string(" -> ")
            printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        t = self.input.type
        self.ELEMENTS.check(self.name, "operand", t.element_type)
        _check_result(self.name, self.result, t.with_(element_type=i1) if self.GIVES_I1 else t)


class ElementwiseBinaryOp(IRDLOperation):
    """`%z = prim.add %x, %y : T`; comparisons (i1 result) print `: T -> R`."""

    ELEMENTS: ClassVar[Elements]
    GIVES_I1: ClassVar[bool] = False

    lhs = operand_def(TensorType)
    rhs = operand_def(TensorType)
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def __init__(self, lhs: SSAValue, rhs: SSAValue):
        t = lhs.type
        result = t.with_(element_type=i1) if self.GIVES_I1 else t
        super().__init__(operands=[lhs, rhs], result_types=[result])

    @classmethod
    def parse(cls, parser: Parser) -> ElementwiseBinaryOp:
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        result = t
        if cls.GIVES_I1:
            parser.parse_punctuation("->")
            result = parser.parse_type()
        operands = parser.resolve_operands([lhs, rhs], [t, t], parser.pos)
        return cls.create(operands=operands, result_types=[result], attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list((self.lhs, self.rhs), printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)
        if self.GIVES_I1:
            printer.print_string(" -> ")
            printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        t = _check_same(self.name, [("lhs", self.lhs), ("rhs", self.rhs)])
        self.ELEMENTS.check(self.name, "operands", t.element_type)
        _check_result(self.name, self.result, t.with_(element_type=i1) if self.GIVES_I1 else t)


def _class_name(op: str) -> str:
    return "".join(part.capitalize() for part in op.split("_")) + "Op"


def _elementwise(base: type, op: str, elements: Elements, gives_i1: bool, doc: str) -> type:
    cls = type(_class_name(op), (base,), {
        "name": f"prim.{op}",
        "__annotations__": {"ELEMENTS": "ClassVar[Elements]", "GIVES_I1": "ClassVar[bool]"},
        "ELEMENTS": elements,
        "GIVES_I1": gives_i1,
        "__doc__": f"`prim.{op}`: {doc} ({elements.description} elements).",
        "__module__": __name__,
    })
    return irdl_op_definition(cls)


def _unary(op: str, elements: Elements, gives_i1: bool = False) -> type[ElementwiseUnaryOp]:
    return _elementwise(ElementwiseUnaryOp, op, elements, gives_i1, f"elementwise {op}")


def _binary(op: str, elements: Elements) -> type[ElementwiseBinaryOp]:
    return _elementwise(ElementwiseBinaryOp, op, elements, False, f"elementwise {op}")


def _comparison(op: str) -> type[ElementwiseBinaryOp]:
    return _elementwise(ElementwiseBinaryOp, op, ANY, True, f"elementwise {op}, i1 result")


AbsOp = _unary("abs", NUMERIC)
NegOp = _unary("neg", NUMERIC)
SignOp = _unary("sign", NUMERIC)
SignbitOp = _unary("signbit", NUMERIC, gives_i1=True)
FloorOp = _unary("floor", FLOAT)
CeilOp = _unary("ceil", FLOAT)
TruncOp = _unary("trunc", FLOAT)
RoundOp = _unary("round", FLOAT)
ExpOp = _unary("exp", FLOAT)
Exp2Op = _unary("exp2", FLOAT)
Expm1Op = _unary("expm1", FLOAT)
LogOp = _unary("log", FLOAT)
Log2Op = _unary("log2", FLOAT)
Log10Op = _unary("log10", FLOAT)
Log1pOp = _unary("log1p", FLOAT)
SqrtOp = _unary("sqrt", FLOAT)
RsqrtOp = _unary("rsqrt", FLOAT)
ReciprocalOp = _unary("reciprocal", FLOAT)
SinOp = _unary("sin", FLOAT)
CosOp = _unary("cos", FLOAT)
TanOp = _unary("tan", FLOAT)
AsinOp = _unary("asin", FLOAT)
AcosOp = _unary("acos", FLOAT)
AtanOp = _unary("atan", FLOAT)
SinhOp = _unary("sinh", FLOAT)
CoshOp = _unary("cosh", FLOAT)
TanhOp = _unary("tanh", FLOAT)
ErfOp = _unary("erf", FLOAT)
ErfinvOp = _unary("erfinv", FLOAT)
SigmoidOp = _unary("sigmoid", FLOAT)
IsfiniteOp = _unary("isfinite", NUMERIC, gives_i1=True)
BitwiseNotOp = _unary("bitwise_not", INTEGER)
LogicalNotOp = _unary("logical_not", BOOL)

AddOp = _binary("add", ANY)
SubOp = _binary("sub", NUMERIC)
MulOp = _binary("mul", ANY)
DivOp = _binary("div", NUMERIC)
PowOp = _binary("pow", NUMERIC)
RemainderOp = _binary("remainder", NUMERIC)
FmodOp = _binary("fmod", NUMERIC)
MaximumOp = _binary("maximum", ANY)
MinimumOp = _binary("minimum", ANY)
Atan2Op = _binary("atan2", FLOAT)
HypotOp = _binary("hypot", FLOAT)
BitwiseAndOp = _binary("bitwise_and", INTEGER)
BitwiseOrOp = _binary("bitwise_or", INTEGER)
BitwiseXorOp = _binary("bitwise_xor", INTEGER)
ShiftLeftOp = _binary("shift_left", INT)
ShiftRightOp = _binary("shift_right", INT)
LogicalAndOp = _binary("logical_and", BOOL)
LogicalOrOp = _binary("logical_or", BOOL)

EqOp = _comparison("eq")
NeOp = _comparison("ne")
LtOp = _comparison("lt")
LeOp = _comparison("le")
GtOp = _comparison("gt")
GeOp = _comparison("ge")

UNARY_OPS: tuple[type[ElementwiseUnaryOp], ...] = (
    AbsOp, NegOp, SignOp, SignbitOp, FloorOp, CeilOp, TruncOp, RoundOp, ExpOp, Exp2Op, Expm1Op,
    LogOp, Log2Op, Log10Op, Log1pOp, SqrtOp, RsqrtOp, ReciprocalOp, SinOp, CosOp, TanOp, AsinOp,
    AcosOp, AtanOp, SinhOp, CoshOp, TanhOp, ErfOp, ErfinvOp, SigmoidOp, IsfiniteOp, BitwiseNotOp,
    LogicalNotOp,
)
BINARY_OPS: tuple[type[ElementwiseBinaryOp], ...] = (
    AddOp, SubOp, MulOp, DivOp, PowOp, RemainderOp, FmodOp, MaximumOp, MinimumOp, Atan2Op,
    HypotOp, BitwiseAndOp, BitwiseOrOp, BitwiseXorOp, ShiftLeftOp, ShiftRightOp, LogicalAndOp,
    LogicalOrOp, EqOp, NeOp, LtOp, LeOp, GtOp, GeOp,
)


class TernaryOp(IRDLOperation):
    """Three operands and a result of one type: `prim.<op> %a, %b, %c : T`."""

    @classmethod
    def parse_operand_types(cls, t: TensorType) -> list[Attribute]:
        return [t, t, t]

    @classmethod
    def parse(cls, parser: Parser) -> TernaryOp:
        names = [parser.parse_unresolved_operand()]
        for _ in range(2):
            parser.parse_punctuation(",")
            names.append(parser.parse_unresolved_operand())
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        if not isinstance(t, TensorType):
            parser.raise_error(f"{cls.name}: expected a !prim.tensor type, got {t}")
        operands = parser.resolve_operands(names, cls.parse_operand_types(t), parser.pos)
        return cls.create(operands=operands, result_types=[t], attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.results[0].type)


@irdl_op_definition
class WhereOp(TernaryOp):
    """`%z = prim.where %c, %a, %b : T`: `c ? a : b` elementwise; c is i1 of T's shape."""

    name = "prim.where"

    condition = operand_def(TensorType)
    on_true = operand_def(TensorType)
    on_false = operand_def(TensorType)
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def __init__(self, condition: SSAValue, on_true: SSAValue, on_false: SSAValue):
        super().__init__(operands=[condition, on_true, on_false], result_types=[on_true.type])

    @classmethod
    def parse_operand_types(cls, t: TensorType) -> list[Attribute]:
        return [t.with_(element_type=i1), t, t]

    def verify_(self) -> None:
        c = self.condition.type
        BOOL.check(self.name, "condition", c.element_type)
        t = _check_same(self.name, [("on_true", self.on_true), ("on_false", self.on_false)])
        if not shapes_equal(c.sizes, t.sizes):
            raise VerifyException(
                f"{self.name}: condition shape {_fmt(c.sizes)} differs from the values' "
                f"shape {_fmt(t.sizes)} (broadcast explicitly)"
            )
        _check_result(self.name, self.result, t)


@irdl_op_definition
class FmaOp(TernaryOp):
    """`%d = prim.fma %a, %b, %c : T`: `a * b + c` with one rounding."""

    name = "prim.fma"

    a = operand_def(TensorType)
    b = operand_def(TensorType)
    c = operand_def(TensorType)
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def __init__(self, a: SSAValue, b: SSAValue, c: SSAValue):
        super().__init__(operands=[a, b, c], result_types=[a.type])

    def verify_(self) -> None:
        t = _check_same(self.name, [("a", self.a), ("b", self.b), ("c", self.c)])
        FLOAT.check(self.name, "operands", t.element_type)
        _check_result(self.name, self.result, t)


@irdl_op_definition
class ConvertElementTypeOp(IRDLOperation):
    """`%y = prim.convert_element_type %x : A -> B`: same shape, another element type."""

    name = "prim.convert_element_type"

    input = operand_def(TensorType)
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())
    assembly_format = "$input attr-dict `:` type($input) `->` type($result)"

    def __init__(self, input: SSAValue, element_type: Attribute):
        result = input.type.with_(element_type=element_type)
        super().__init__(operands=[input], result_types=[result])

    def verify_(self) -> None:
        t = self.input.type
        _check_result(self.name, self.result, t.with_(element_type=self.result.type.element_type))


# ---------------------------------------------------------------------------------------------
# Creation
# ---------------------------------------------------------------------------------------------


@irdl_op_definition
class FullOp(IRDLOperation):
    """`%c = prim.full 5.000000e-01 : T`: a tensor filled with one value (i64 or f64, or an
    integer expression over sizes: `prim.full "s0" : T`)."""

    name = "prim.full"

    value = prop_def(IntegerAttr[I64] | FloatAttr[Float64Type] | ExprAttr)
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def __init__(self, value: int | float | sympy.Expr, result_type: TensorType):
        super().__init__(properties={"value": _scalar_attr(value)}, result_types=[result_type])

    @classmethod
    def parse(cls, parser: Parser) -> FullOp:
        value = _parse_scalar(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        return cls.create(properties={"value": value}, result_types=[t], attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_scalar(printer, self.value)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        _check_scalar(self.name, self.value, self.result.type.element_type)


@irdl_op_definition
class IotaOp(IRDLOperation):
    """`%i = prim.iota {start = 0 : i64, step = 1 : i64} : !prim.tensor<[16], i64>`: 1-D
    `start + step * i`; `start` may be an integer expression over sizes
    (`{start = #sym.expr<"s0">, ...}`: `arange(L, L + T)` with L a size)."""

    name = "prim.iota"

    start = prop_def(IntegerAttr[I64] | ExprAttr)
    step = prop_def(IntegerAttr[I64])
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())
    assembly_format = "attr-dict `:` type($result)"
    irdl_options = (ParsePropInAttrDict(),)

    def __init__(self, result_type: TensorType, start: int | sympy.Expr = 0, step: int = 1):
        super().__init__(
            properties={"start": _int_or_expr(start), "step": IntegerAttr(step, i64)},
            result_types=[result_type],
        )

    def verify_(self) -> None:
        t = self.result.type
        if t.rank != 1:
            raise VerifyException(f"{self.name}: result must be 1-D, got rank {t.rank}")
        NUMERIC.check(self.name, "result", t.element_type)


class RandomOp(IRDLOperation):
    """`%r = prim.rand %seed : !prim.tensor<[], i64> -> T`: random numbers from a seed.

    Element `i` (row-major) is a function of (`%seed`, i) only: Philox-4x32 with 10 rounds,
    key = the seed's two 32-bit halves, counter = (i's low and high 32 bits, 0, 0), as
    `tl.randint4x(seed, i)` computes it (`loop.random`; the floats made of its words are
    spelled out in tcompile/codegen/llvm/philox.py and the Triton codegen). The seed is a
    0-d int64 tensor drawn from torch's generator when the graph runs (`aten.randint`), so
    results follow `torch.manual_seed` and differ from call to call. Not Pure: two ops with
    one seed would give the same numbers, and nothing may merge or move two draws."""

    seed = operand_def(TensorType)
    result = result_def(TensorType)
    assembly_format = "$seed attr-dict `:` type($seed) `->` type($result)"

    def __init__(self, seed: SSAValue, result_type: TensorType):
        super().__init__(operands=[seed], result_types=[result_type])

    def verify_(self) -> None:
        FLOAT.check(self.name, "result", self.result.type.element_type)
        seed = self.seed.type
        if seed.rank != 0 or seed.element_type != i64:
            raise VerifyException(f"{self.name}: the seed must be a 0-d i64 tensor, got {seed}")


@irdl_op_definition
class RandOp(RandomOp):
    """`prim.rand`: uniform in [0, 1), every value a multiple of 2**-m for the result type's
    m-bit significand (so rounding to it never gives 1)."""

    name = "prim.rand"


@irdl_op_definition
class RandnOp(RandomOp):
    """`prim.randn`: standard normal (Box-Muller of two uniform numbers)."""

    name = "prim.randn"


# ---------------------------------------------------------------------------------------------
# Ops with one tensor operand, integer-list keywords and `: A -> B`
# ---------------------------------------------------------------------------------------------


class ListsOp(IRDLOperation):
    """Syntax `%y = prim.<op> %x kw [1, 2] ... {other properties} : A -> B`.

    `LISTS` names the DenseArray properties printed as keyword lists, in order; other
    properties go in the attribute dictionary. With `SAME_TYPE` the type prints once (`: T`).
    """

    LISTS: ClassVar[tuple[str, ...]] = ("dims",)
    SAME_TYPE: ClassVar[bool] = False

    @classmethod
    def parse(cls, parser: Parser) -> ListsOp:
        operand = parser.parse_unresolved_operand()
        props: dict[str, Attribute] = {k: _int_array(_parse_int_list(parser, k)) for k in cls.LISTS}
        attrs = parser.parse_optional_attr_dict()
        other_props = [k for k in cls.get_irdl_definition().properties if k not in cls.LISTS]
        more_props, attrs = _split_attributes(attrs, other_props)
        parser.parse_punctuation(":")
        t = parser.parse_type()
        results = [t]
        if not cls.SAME_TYPE:
            parser.parse_punctuation("->")
            results = _parse_results(parser)
        (x,) = parser.resolve_operands([operand], [t], parser.pos)
        return cls.create(operands=[x], result_types=results, properties=props | more_props,
                          attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.operands[0])
        for k in self.LISTS:
            _print_int_list(printer, k, self.properties[k].get_values())
        _print_attr_dict(printer, self, [k for k in self.properties if k not in self.LISTS])
        printer.print_string(" : ")
        printer.print_attribute(self.operands[0].type)
        if not self.SAME_TYPE:
            printer.print_string(" -> ")
            _print_results(printer, self.result_types)


def _without(sizes: Sequence[Size], dims: Sequence[int]) -> list[Size]:
    return [s for i, s in enumerate(sizes) if i not in dims]


class ReductionOp(ListsOp):
    """`%s = prim.sum %x dims [1] : A -> B`: reduce over `dims`, which leave the shape."""

    ELEMENTS: ClassVar[Elements]

    input = operand_def(TensorType)
    dims = prop_def(DenseArrayBase.constr(I64))
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def __init__(self, input: SSAValue, dims: Sequence[int]):
        t = input.type
        super().__init__(operands=[input], properties={"dims": _int_array(dims)},
                         result_types=[t.with_(shape=_without(t.sizes, dims))])

    def verify_(self) -> None:
        t = self.input.type
        self.ELEMENTS.check(self.name, "operand", t.element_type)
        dims = self.dims.get_values()
        _check_dims(self.name, dims, t.rank)
        _check_result(self.name, self.result, t.with_(shape=_without(t.sizes, dims)))


def _reduction(op: str, elements: Elements) -> type[ReductionOp]:
    cls = type(_class_name(op), (ReductionOp,), {
        "name": f"prim.{op}",
        "__annotations__": {"ELEMENTS": "ClassVar[Elements]"},
        "ELEMENTS": elements,
        "__doc__": f"`prim.{op}`: {op} over `dims` ({elements.description} elements).",
        "__module__": __name__,
    })
    return irdl_op_definition(cls)


SumOp = _reduction("sum", ANY)
ProdOp = _reduction("prod", ANY)
AmaxOp = _reduction("amax", ANY)
AminOp = _reduction("amin", ANY)
AnyOp = _reduction("any", BOOL)
XorSumOp = _reduction("xor_sum", INTEGER)


class ArgReductionOp(IRDLOperation):
    """`%i = prim.argmax %x dim 1 : A -> B`: index (i64) of the extreme along one dim."""

    input = operand_def(TensorType)
    dim = prop_def(IntegerAttr[I64])
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())
    assembly_format = "$input `dim` $dim attr-dict `:` type($input) `->` type($result)"

    def __init__(self, input: SSAValue, dim: int):
        t = input.type
        result = t.with_(shape=_without(t.sizes, [dim]), element_type=i64)
        super().__init__(operands=[input], properties={"dim": IntegerAttr(dim, i64)},
                         result_types=[result])

    def verify_(self) -> None:
        t = self.input.type
        NUMERIC.check(self.name, "operand", t.element_type)
        dim = self.dim.value.data
        _check_dim(self.name, dim, t.rank)
        _check_result(self.name, self.result, t.with_(shape=_without(t.sizes, [dim]),
                                                      element_type=i64))


@irdl_op_definition
class ArgmaxOp(ArgReductionOp):
    """`prim.argmax`: first index of the maximum along `dim`."""

    name = "prim.argmax"


@irdl_op_definition
class ArgminOp(ArgReductionOp):
    """`prim.argmin`: first index of the minimum along `dim`."""

    name = "prim.argmin"


@irdl_op_definition
class VarMeanOp(ListsOp):
    """`%var, %mean = prim.var_mean %x dims [1] {correction = 0 : i64} : A -> (B, B)`.

    Kept whole so that the loop lowering can use a Welford reduction; the variance divides by
    `N - correction`.
    """

    name = "prim.var_mean"

    input = operand_def(TensorType)
    dims = prop_def(DenseArrayBase.constr(I64))
    correction = prop_def(IntegerAttr[I64])
    var = result_def(TensorType)
    mean = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def __init__(self, input: SSAValue, dims: Sequence[int], correction: int):
        t = input.type
        r = t.with_(shape=_without(t.sizes, dims))
        super().__init__(operands=[input], result_types=[r, r], properties={
            "dims": _int_array(dims), "correction": IntegerAttr(correction, i64)})

    def verify_(self) -> None:
        t = self.input.type
        FLOAT.check(self.name, "operand", t.element_type)
        dims = self.dims.get_values()
        _check_dims(self.name, dims, t.rank)
        if self.correction.value.data < 0:
            raise VerifyException(f"{self.name}: correction must be >= 0")
        expected = t.with_(shape=_without(t.sizes, dims))
        _check_result(self.name, self.var, expected)
        _check_result(self.name, self.mean, expected)


class ShapeOp(ListsOp):
    """One operand, one result of the same element type, a `dims`-like property."""

    input = operand_def(TensorType)
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def _check_element_type(self) -> TensorType:
        t = self.input.type
        r = self.result.type
        if r.element_type != t.element_type:
            raise VerifyException(
                f"{self.name}: result element type {r.element_type} differs from the "
                f"operand's {t.element_type}"
            )
        return t


@irdl_op_definition
class BroadcastInDimOp(ShapeOp):
    """`%y = prim.broadcast_in_dim %x dims [1] : A -> B`, e.g. from `[16]` to `[8, 16]`.

    Input dim i becomes output dim `dims[i]`; an input size 1 may broadcast to any size.
    """

    name = "prim.broadcast_in_dim"

    dims = prop_def(DenseArrayBase.constr(I64))

    def __init__(self, input: SSAValue, result_type: TensorType, dims: Sequence[int]):
        super().__init__(operands=[input], properties={"dims": _int_array(dims)},
                         result_types=[result_type])

    def verify_(self) -> None:
        t = self._check_element_type()
        r = self.result.type
        dims = self.dims.get_values()
        if len(dims) != t.rank:
            raise VerifyException(
                f"{self.name}: dims {list(dims)} must have one entry per operand dim "
                f"(rank {t.rank})"
            )
        _check_dims(self.name, dims, r.rank)
        for i, d in enumerate(dims):
            if not (sizes_equal(t.sizes[i], r.sizes[d]) or t.sizes[i] == 1):
                raise VerifyException(
                    f"{self.name}: operand dim {i} of size {t.sizes[i]} cannot broadcast to "
                    f"result dim {d} of size {r.sizes[d]}"
                )


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """`%y = prim.reshape %x : A -> B`: same elements in row-major order, another shape."""

    name = "prim.reshape"

    input = operand_def(TensorType)
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())
    assembly_format = "$input attr-dict `:` type($input) `->` type($result)"

    def __init__(self, input: SSAValue, result_type: TensorType):
        super().__init__(operands=[input], result_types=[result_type])

    def verify_(self) -> None:
        t, r = self.input.type, self.result.type
        if r.element_type != t.element_type:
            raise VerifyException(f"{self.name}: result element type {r.element_type} differs "
                                  f"from the operand's {t.element_type}")
        if not sizes_equal(t.numel(), r.numel()):
            raise VerifyException(
                f"{self.name}: cannot reshape {_fmt(t.sizes)} ({t.numel()} elements) to "
                f"{_fmt(r.sizes)} ({r.numel()} elements)"
            )


@irdl_op_definition
class TransposeOp(ShapeOp):
    """`%y = prim.transpose %x perm [1, 0] : A -> B`: result dim i is operand dim `perm[i]`."""

    name = "prim.transpose"
    LISTS: ClassVar[tuple[str, ...]] = ("perm",)

    perm = prop_def(DenseArrayBase.constr(I64))

    def __init__(self, input: SSAValue, perm: Sequence[int]):
        t = input.type
        super().__init__(operands=[input], properties={"perm": _int_array(perm)},
                         result_types=[t.with_(shape=[t.sizes[p] for p in perm])])

    def verify_(self) -> None:
        t = self._check_element_type()
        perm = self.perm.get_values()
        if sorted(perm) != list(range(t.rank)):
            raise VerifyException(
                f"{self.name}: perm {list(perm)} is not a permutation of 0..{t.rank - 1}")
        _check_result(self.name, self.result, t.with_(shape=[t.sizes[p] for p in perm]))


@irdl_op_definition
class RevOp(ShapeOp):
    """`%y = prim.rev %x dims [0] : T`: reverse the order of elements along `dims`."""

    name = "prim.rev"
    SAME_TYPE: ClassVar[bool] = True

    dims = prop_def(DenseArrayBase.constr(I64))

    def __init__(self, input: SSAValue, dims: Sequence[int]):
        super().__init__(operands=[input], properties={"dims": _int_array(dims)},
                         result_types=[input.type])

    def verify_(self) -> None:
        t = self._check_element_type()
        _check_dims(self.name, self.dims.get_values(), t.rank)
        _check_result(self.name, self.result, t)


@irdl_op_definition
class SqueezeOp(ShapeOp):
    """`%y = prim.squeeze %x dims [1] : A -> B`: drop size-1 dims."""

    name = "prim.squeeze"

    dims = prop_def(DenseArrayBase.constr(I64))

    def __init__(self, input: SSAValue, dims: Sequence[int]):
        t = input.type
        super().__init__(operands=[input], properties={"dims": _int_array(dims)},
                         result_types=[t.with_(shape=_without(t.sizes, dims))])

    def verify_(self) -> None:
        t = self._check_element_type()
        dims = self.dims.get_values()
        _check_dims(self.name, dims, t.rank)
        for d in dims:
            if t.sizes[d] != 1:
                raise VerifyException(f"{self.name}: dim {d} has size {t.sizes[d]}, not 1")
        _check_result(self.name, self.result, t.with_(shape=_without(t.sizes, dims)))


def _expanded(sizes: Sequence[Size], dims: Sequence[int]) -> list[Size]:
    out = list(sizes)
    for d in dims:  # increasing, so each index is already final
        out.insert(d, 1)
    return out


@irdl_op_definition
class ExpandDimsOp(ShapeOp):
    """`%y = prim.expand_dims %x dims [1] : A -> B`: insert size-1 dims at result positions."""

    name = "prim.expand_dims"

    dims = prop_def(DenseArrayBase.constr(I64))

    def __init__(self, input: SSAValue, dims: Sequence[int]):
        t = input.type
        super().__init__(operands=[input], properties={"dims": _int_array(dims)},
                         result_types=[t.with_(shape=_expanded(t.sizes, dims))])

    def verify_(self) -> None:
        t = self._check_element_type()
        dims = self.dims.get_values()
        _check_dims(self.name, dims, t.rank + len(dims))
        _check_result(self.name, self.result, t.with_(shape=_expanded(t.sizes, dims)))


def _slice_size(start: sympy.Expr, limit: sympy.Expr, stride: int) -> sympy.Expr:
    return limit - start if stride == 1 else CeilDiv(limit - start, stride)


@irdl_op_definition
class SliceOp(IRDLOperation):
    """`%y = prim.slice %x start [0, 2] limit [4, 8] strides [1, 2] : A -> B`.

    Per dim, elements `start, start + stride, ...` below `limit`; start and limit may be
    symbolic, `0 <= start <= limit <= size`.
    """

    name = "prim.slice"

    input = operand_def(TensorType)
    start = prop_def(ArrayAttr[ExprAttr])
    limit = prop_def(ArrayAttr[ExprAttr])
    strides = prop_def(DenseArrayBase.constr(I64))
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def __init__(self, input: SSAValue, start: Sequence[Size], limit: Sequence[Size],
                 strides: Sequence[int]):
        starts = [as_expr(s) for s in start]
        limits = [as_expr(s) for s in limit]
        shape = [_slice_size(a, b, s) for a, b, s in zip(starts, limits, strides, strict=True)]
        super().__init__(
            operands=[input],
            properties={"start": ArrayAttr([ExprAttr(s) for s in starts]),
                        "limit": ArrayAttr([ExprAttr(s) for s in limits]),
                        "strides": _int_array(strides)},
            result_types=[input.type.with_(shape=shape)],
        )

    @classmethod
    def parse(cls, parser: Parser) -> SliceOp:
        operand = parser.parse_unresolved_operand()
        props: dict[str, Attribute] = {}
        for k in ("start", "limit"):
            parser.parse_keyword(k)
            props[k] = ArrayAttr(parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: ExprAttr(parse_dim(parser))))
        props["strides"] = _int_array(_parse_int_list(parser, "strides"))
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        parser.parse_punctuation("->")
        r = parser.parse_type()
        (x,) = parser.resolve_operands([operand], [t], parser.pos)
        return cls.create(operands=[x], result_types=[r], properties=props, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        for k in ("start", "limit"):
            printer.print_string(f" {k} [")
            printer.print_list(self.properties[k].data, lambda a: print_dim(printer, a.data))
            printer.print_string("]")
        _print_int_list(printer, "strides", self.strides.get_values())
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        t = self.input.type
        starts = [a.data for a in self.start.data]
        limits = [a.data for a in self.limit.data]
        strides = self.strides.get_values()
        if not len(starts) == len(limits) == len(strides) == t.rank:
            raise VerifyException(
                f"{self.name}: start, limit and strides need one entry per dim (rank {t.rank})")
        for d, (a, b, s, n) in enumerate(zip(starts, limits, strides, t.sizes, strict=True)):
            if s < 1:
                raise VerifyException(f"{self.name}: stride {s} of dim {d} must be >= 1")
            # Symbolic bounds are checked as far as sympy can decide.
            if (b - a).is_negative or (n - b).is_negative:
                raise VerifyException(
                    f"{self.name}: dim {d} needs 0 <= start <= limit <= size, got start {a}, "
                    f"limit {b}, size {n}")
        shape = [_slice_size(a, b, s) for a, b, s in zip(starts, limits, strides, strict=True)]
        _check_result(self.name, self.result, t.with_(shape=shape))


# ---------------------------------------------------------------------------------------------
# Data movement
# ---------------------------------------------------------------------------------------------


def _parse_dim_keyword(parser: Parser) -> IntegerAttr:
    parser.parse_keyword("dim")
    return IntegerAttr(parser.parse_integer(allow_boolean=False), i64)


@irdl_op_definition
class CatOp(IRDLOperation):
    """`%c = prim.cat %a, %b dim 0 : (A, B) -> C`: concatenate along `dim`."""

    name = "prim.cat"

    inputs = var_operand_def(TensorType)
    dim = prop_def(IntegerAttr[I64])
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def __init__(self, inputs: Sequence[SSAValue], dim: int):
        first = inputs[0].type
        shape = list(first.sizes)
        shape[dim] = sympy.Add(*[v.type.sizes[dim] for v in inputs])
        super().__init__(operands=[inputs], properties={"dim": IntegerAttr(dim, i64)},
                         result_types=[first.with_(shape=shape)])

    @classmethod
    def parse(cls, parser: Parser) -> CatOp:
        names = [parser.parse_unresolved_operand()]
        while parser.parse_optional_punctuation(",") is not None:
            names.append(parser.parse_unresolved_operand())
        dim = _parse_dim_keyword(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ft = parser.parse_function_type()
        operands = parser.resolve_operands(names, ft.inputs.data, parser.pos)
        return cls.create(operands=operands, result_types=ft.outputs.data,
                          properties={"dim": dim}, attributes=attrs)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.inputs, printer.print_operand)
        printer.print_string(f" dim {self.dim.value.data}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_function_type(self.inputs.types, [self.result.type])

    def verify_(self) -> None:
        if not self.inputs:
            raise VerifyException(f"{self.name}: needs at least one operand")
        types = [v.type for v in self.inputs]
        first = types[0]
        dim = self.dim.value.data
        _check_dim(self.name, dim, first.rank)
        for i, t in enumerate(types[1:], start=1):
            if t.element_type != first.element_type:
                raise VerifyException(
                    f"{self.name}: operand {i} has element type {t.element_type}, "
                    f"operand 0 has {first.element_type}")
            if t.rank != first.rank or not shapes_equal(_without(t.sizes, [dim]),
                                                        _without(first.sizes, [dim])):
                raise VerifyException(
                    f"{self.name}: operand {i} of shape {_fmt(t.sizes)} does not match operand 0 "
                    f"of shape {_fmt(first.sizes)} outside dim {dim}")
        shape = list(first.sizes)
        shape[dim] = sympy.Add(*[t.sizes[dim] for t in types])
        _check_result(self.name, self.result, first.with_(shape=shape))


class IndexingOp(IRDLOperation):
    """`%r = prim.<op> %x, %idx dim 1 : (A, I) -> R` with an integer index tensor."""

    input = operand_def(TensorType)
    index = operand_def(TensorType)
    dim = prop_def(IntegerAttr[I64])
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    @classmethod
    def parse(cls, parser: Parser) -> IndexingOp:
        x = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        idx = parser.parse_unresolved_operand()
        properties: dict[str, Attribute] = {"dim": _parse_dim_keyword(parser)}
        properties |= cls._parse_options(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ft = parser.parse_function_type()
        operands = parser.resolve_operands([x, idx], ft.inputs.data, parser.pos)
        return cls.create(operands=operands, result_types=ft.outputs.data,
                          properties=properties, attributes=attrs)

    @classmethod
    def _parse_options(cls, parser: Parser) -> dict[str, Attribute]:
        return {}

    def _print_options(self, printer: Printer) -> None:
        pass

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list((self.input, self.index), printer.print_operand)
        printer.print_string(f" dim {self.dim.value.data}")
        self._print_options(printer)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_function_type((self.input.type, self.index.type), [self.result.type])

    def _check_operands(self) -> tuple[TensorType, TensorType, int]:
        t = self.input.type
        idx = self.index.type
        INT.check(self.name, "index", idx.element_type)
        dim = self.dim.value.data
        _check_dim(self.name, dim, t.rank)
        return t, idx, dim


@irdl_op_definition
class GatherOp(IndexingOp):
    """`prim.gather %x, %idx dim d`: `r[i][j] = x[i][idx[i][j]]` for d = 1 (torch.gather)."""

    name = "prim.gather"

    def __init__(self, input: SSAValue, index: SSAValue, dim: int):
        result = input.type.with_(shape=index.type.sizes)
        super().__init__(operands=[input, index], properties={"dim": IntegerAttr(dim, i64)},
                         result_types=[result])

    def verify_(self) -> None:
        t, idx, _ = self._check_operands()
        if idx.rank != t.rank:
            raise VerifyException(
                f"{self.name}: index rank {idx.rank} differs from input rank {t.rank}")
        _check_result(self.name, self.result, t.with_(shape=idx.sizes))


@irdl_op_definition
class IndexSelectOp(IndexingOp):
    """`prim.index_select %x, %idx dim d`: the slices `x[..., idx[k], ...]` along d (1-D idx).

    An embedding lookup's options change only its gradient, as `embedding_dense_backward`
    computes it (`prim-autodiff`'s rule reads them): `padding_idx p` (the slices read at
    index `p` give `x` no gradient), `scale_grad_by_freq` (each slice's gradient divided by
    how often `idx` reads it) and `sparse_grad` (eager's gradient is a sparse tensor, which
    tcompile does not make: no derivative).

        %rows = prim.index_select %w, %ids dim 0 padding_idx 0 : (...) -> ...
    """

    name = "prim.index_select"

    padding_idx = opt_prop_def(IntegerAttr[I64])
    scale_grad_by_freq = opt_prop_def(UnitAttr)
    sparse_grad = opt_prop_def(UnitAttr)

    def __init__(self, input: SSAValue, index: SSAValue, dim: int,
                 padding_idx: int | None = None, scale_grad_by_freq: bool = False,
                 sparse_grad: bool = False):
        shape = list(input.type.sizes)
        shape[dim] = index.type.sizes[0]
        properties: dict[str, Attribute] = {"dim": IntegerAttr(dim, i64)}
        if padding_idx is not None:
            properties["padding_idx"] = IntegerAttr(padding_idx, i64)
        if scale_grad_by_freq:
            properties["scale_grad_by_freq"] = UnitAttr()
        if sparse_grad:
            properties["sparse_grad"] = UnitAttr()
        super().__init__(operands=[input, index], properties=properties,
                         result_types=[input.type.with_(shape=shape)])

    @classmethod
    def _parse_options(cls, parser: Parser) -> dict[str, Attribute]:
        options: dict[str, Attribute] = {}
        if parser.parse_optional_keyword("padding_idx") is not None:
            options["padding_idx"] = IntegerAttr(parser.parse_integer(allow_boolean=False), i64)
        for flag in ("scale_grad_by_freq", "sparse_grad"):
            if parser.parse_optional_keyword(flag) is not None:
                options[flag] = UnitAttr()
        return options

    def _print_options(self, printer: Printer) -> None:
        if self.padding_idx is not None:
            printer.print_string(f" padding_idx {self.padding_idx.value.data}")
        for flag in ("scale_grad_by_freq", "sparse_grad"):
            if flag in self.properties:
                printer.print_string(f" {flag}")

    def verify_(self) -> None:
        t, idx, dim = self._check_operands()
        if idx.rank != 1:
            raise VerifyException(f"{self.name}: index must be 1-D, got rank {idx.rank}")
        shape = list(t.sizes)
        shape[dim] = idx.sizes[0]
        _check_result(self.name, self.result, t.with_(shape=shape))


@irdl_op_definition
class PadOp(IRDLOperation):
    """`%y = prim.pad %x low [0, 1] high [0, 2] value 0.0 : A -> B`: constant padding.

    Negative amounts crop, as in `torch.constant_pad_nd`.
    """

    name = "prim.pad"

    input = operand_def(TensorType)
    low = prop_def(DenseArrayBase.constr(I64))
    high = prop_def(DenseArrayBase.constr(I64))
    value = prop_def(IntegerAttr[I64] | FloatAttr[Float64Type])
    result = result_def(TensorType)
    traits = traits_def(Pure(), RealElements())

    def __init__(self, input: SSAValue, low: Sequence[int], high: Sequence[int],
                 value: int | float):
        t = input.type
        shape = [n + a + b for n, a, b in zip(t.sizes, low, high, strict=True)]
        super().__init__(operands=[input], result_types=[t.with_(shape=shape)], properties={
            "low": _int_array(low), "high": _int_array(high), "value": _scalar_attr(value)})

    @classmethod
    def parse(cls, parser: Parser) -> PadOp:
        operand = parser.parse_unresolved_operand()
        low = _int_array(_parse_int_list(parser, "low"))
        high = _int_array(_parse_int_list(parser, "high"))
        parser.parse_keyword("value")
        value = _parse_scalar(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        parser.parse_punctuation("->")
        r = parser.parse_type()
        (x,) = parser.resolve_operands([operand], [t], parser.pos)
        return cls.create(operands=[x], result_types=[r], attributes=attrs,
                          properties={"low": low, "high": high, "value": value})

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.input)
        _print_int_list(printer, "low", self.low.get_values())
        _print_int_list(printer, "high", self.high.get_values())
        printer.print_string(" value ")
        _print_scalar(printer, self.value)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.input.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)

    def verify_(self) -> None:
        t = self.input.type
        low, high = self.low.get_values(), self.high.get_values()
        if not len(low) == len(high) == t.rank:
            raise VerifyException(
                f"{self.name}: low and high need one entry per dim (rank {t.rank})")
        _check_scalar(self.name, self.value, t.element_type)
        shape = [n + a + b for n, a, b in zip(t.sizes, low, high, strict=True)]
        if any(s.is_negative for s in shape):
            raise VerifyException(f"{self.name}: padding gives a negative size {_fmt(shape)}")
        _check_result(self.name, self.result, t.with_(shape=shape))


# ---------------------------------------------------------------------------------------------
# Externs
# ---------------------------------------------------------------------------------------------


NON_DIFFERENTIABLE = "tc.non_differentiable"
"""Op attribute: its results carry no gradient, whatever its operands do (ATen's
`output_differentiability`: a batch norm's updated running statistics). prim-autodiff gives
a function result computed so no tangent."""

EXTERN_LISTS = "tc.lists"
"""Attribute of a `prim.extern`/`loop.extern` whose schema has tensor-list arguments
(`Tensor[]`, `Tensor?[]`): the length of each, in order; their elements are operands in place."""


@irdl_op_definition
class ExternOp(IRDLOperation):
    """`%y = prim.extern "aten.mm" %a, %b {alpha = 1 : i64} : (A, B) -> R`: a library call.

    The tensor arguments are the operands, in schema order; an absent optional tensor
    argument prints as `none` (its position is in the `absent` property).  Scalar
    arguments are attributes named as in the ATen schema.  Used for GEMM, convolution,
    attention, and ops without a lowering.
    """

    name = "prim.extern"

    target = prop_def(StringAttr)
    absent = prop_def(DenseArrayBase.constr(I64))
    inputs = var_operand_def(TensorType)
    outputs = var_result_def(TensorType)

    def __init__(self, target: str, args: Sequence[SSAValue | None],
                 result_types: Sequence[TensorType],
                 attributes: dict[str, Attribute] | None = None):
        super().__init__(
            operands=[[a for a in args if a is not None]],
            result_types=[result_types],
            properties={"target": StringAttr(target),
                        "absent": _int_array(i for i, a in enumerate(args) if a is None)},
            attributes=attributes or {},
        )

    @classmethod
    def parse(cls, parser: Parser) -> ExternOp:
        target = StringAttr(parser.parse_str_literal('expected the extern\'s name ("aten.mm")'))
        # Arguments: `%a, none, %b`, possibly none at all.
        args: list[UnresolvedOperand | None] = []
        if parser.parse_optional_keyword("none") is not None:
            args.append(None)
        elif (operand := parser.parse_optional_unresolved_operand()) is not None:
            args.append(operand)
        while args and parser.parse_optional_punctuation(",") is not None:
            is_none = parser.parse_optional_keyword("none") is not None
            args.append(None if is_none else parser.parse_unresolved_operand())
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        ft = parser.parse_function_type()
        present = [a for a in args if a is not None]
        operands = parser.resolve_operands(present, ft.inputs.data, parser.pos)
        absent = _int_array(i for i, a in enumerate(args) if a is None)
        return cls.create(operands=operands, result_types=ft.outputs.data, attributes=attrs,
                          properties={"target": target, "absent": absent})

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_string_literal(self.target.data)
        absent = set(self.absent.get_values())
        operands = iter(self.inputs)
        args = ["none" if i in absent else next(operands)
                for i in range(len(self.inputs) + len(absent))]
        if args:
            printer.print_string(" ")
            printer.print_list(args, lambda a: printer.print_string(a) if a == "none"
                               else printer.print_operand(a))
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_function_type(self.inputs.types, self.outputs.types)

    def verify_(self) -> None:
        if not self.target.data:
            raise VerifyException(f"{self.name}: the target name is empty")
        absent = self.absent.get_values()
        n = len(self.inputs) + len(absent)
        increasing = all(a < b for a, b in zip(absent, absent[1:], strict=False))
        if not increasing or any(not 0 <= a < n for a in absent):
            raise VerifyException(
                f"{self.name}: absent positions {list(absent)} must be increasing and below "
                f"the argument count {n}")


POINTWISE_OPS = (ElementwiseUnaryOp, ElementwiseBinaryOp, WhereOp, FmaOp, ConvertElementTypeOp)
"""Ops computing each result element from the operands' elements at the same position."""
SHAPE_OPS = (ShapeOp, ReshapeOp, SliceOp)
"""Ops whose result is the operand's elements rearranged (torch's views): broadcast_in_dim,
reshape, transpose, rev, squeeze, expand_dims, slice."""


def readers(value: SSAValue) -> list[Operation]:
    """The ops that read `value`'s elements, directly or through shape ops (which are not
    listed themselves)."""
    found: list[Operation] = []
    pending, seen = [value], {value}
    while pending:
        for use in pending.pop().uses:
            o = use.operation
            if not isinstance(o, SHAPE_OPS):
                found.append(o)
                continue
            for r in o.results:
                if r not in seen:
                    seen.add(r)
                    pending.append(r)
    return found


Prim = Dialect(
    "prim",
    [
        *UNARY_OPS, *BINARY_OPS, WhereOp, FmaOp, ConvertElementTypeOp,
        FullOp, IotaOp, RandOp, RandnOp,
        SumOp, ProdOp, AmaxOp, AminOp, AnyOp, XorSumOp, ArgmaxOp, ArgminOp, VarMeanOp,
        BroadcastInDimOp, ReshapeOp, TransposeOp, SliceOp, RevOp, SqueezeOp, ExpandDimsOp,
        CatOp, GatherOp, IndexSelectOp, PadOp, ExternOp,
    ],
    [TensorType],
)

"""The tensor type shared by the torch and prim dialects.

`!torch.tensor<[s0, 4096], bf16>` and `!prim.tensor<[s0, 4096], bf16>` carry a shape (each
size an integer or a sympy expression over size symbols), an element type (a builtin type:
f64, f32, f16, bf16, i64, i32, i16, i8, ui8, i1 for bool; ui64 only for the RNG state that
CUDA attention kernels return; complex<f16>, complex<f32>, complex<f64> for torch's chalf,
cfloat, cdouble, which only library calls compute on) and optionally a device
(`!torch.tensor<[4], f32, "cuda:0">`).  Both dialects subclass `TensorTypeBase`; the two
names keep the dialect boundary visible in the IR, as torch-mlir's `!torch.vtensor` and
`tensor` do.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import sympy
from xdsl.dialects.builtin import (
    ArrayAttr,
    ComplexType,
    IntegerType,
    NoneAttr,
    Signedness,
    StringAttr,
    bf16,
    f16,
    f32,
    f64,
    i1,
    i8,
    i16,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import VerifyException
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from tcompile.dialects.sym import ExprAttr, as_expr, parse_dim, print_dim

_ELEMENT_TYPE_ATTRS = (f64, f32, f16, bf16, i64, i32, i16, i8, IntegerType(8, Signedness.UNSIGNED),
                       i1, IntegerType(64, Signedness.UNSIGNED), ComplexType(f16),
                       ComplexType(f32), ComplexType(f64))
ELEMENT_TYPES = tuple(str(t) for t in _ELEMENT_TYPE_ATTRS)  # "f64", ..., "ui8", "complex<f16>"
_ELEMENT_TYPE_SET = frozenset(_ELEMENT_TYPE_ATTRS)


def is_element_type(attr: Attribute) -> bool:
    """Whether `attr` is one of ELEMENT_TYPES: a set lookup (every type made is verified;
    printing the attribute to compare its text took 30 of a tensor type's 54 us)."""
    return attr in _ELEMENT_TYPE_SET


# A dataclass so that subclasses made by `irdl_attr_definition` see these fields and compare
# (and hash) by them; without it two types with different element types compared equal.
@dataclass(frozen=True, init=False)
class TensorTypeBase(ParametrizedAttribute, TypeAttribute):
    """Shape, element type and optional device of a tensor value (value semantics, no strides)."""

    shape: ArrayAttr[ExprAttr]
    element_type: Attribute
    device: StringAttr | NoneAttr

    def __init__(self, shape: Sequence[sympy.Expr | int | str], element_type: Attribute,
                 device: str | None = None):
        super().__init__(
            ArrayAttr([ExprAttr(as_expr(d)) for d in shape]),
            element_type,
            StringAttr(device) if device is not None else NoneAttr(),
        )

    @property
    def sizes(self) -> tuple[sympy.Expr, ...]:
        return tuple(d.data for d in self.shape.data)

    @property
    def rank(self) -> int:
        return len(self.shape.data)

    @property
    def device_name(self) -> str | None:
        return self.device.data if isinstance(self.device, StringAttr) else None

    def static_sizes(self) -> tuple[int, ...] | None:
        """The sizes as Python ints, or None when any size is symbolic."""
        if all(d.is_Integer for d in self.sizes):
            return tuple(int(d) for d in self.sizes)
        return None

    def numel(self) -> sympy.Expr:
        return sympy.Mul(*self.sizes) if self.sizes else sympy.Integer(1)

    def with_(self, shape: Sequence[sympy.Expr | int] | None = None,
              element_type: Attribute | None = None):
        """A copy of this type (same class and device) with another shape or element type."""
        return type(self)(
            self.sizes if shape is None else shape,
            self.element_type if element_type is None else element_type,
            self.device_name,
        )

    def verify(self) -> None:
        if not is_element_type(self.element_type):
            raise VerifyException(
                f"{self.name}: unsupported element type {self.element_type}; "
                f"expected one of {', '.join(ELEMENT_TYPES)}"
            )
        for d in self.sizes:
            if d.is_number and d.is_negative:  # sympy's cached sign, not a built `d < 0`
                raise VerifyException(f"{self.name}: negative size {d}")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            dims = parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: ExprAttr(parse_dim(parser))
            )
            parser.parse_punctuation(",")
            element_type = parser.parse_type()
            device: Attribute = NoneAttr()
            if parser.parse_optional_punctuation(","):
                device = StringAttr(parser.parse_str_literal("expected a device string"))
        return (ArrayAttr(dims), element_type, device)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            with printer.in_square_brackets():
                printer.print_list(self.sizes, lambda d: print_dim(printer, d))
            printer.print_string(", ")
            printer.print_attribute(self.element_type)
            if isinstance(self.device, StringAttr):
                printer.print_string(", ")
                printer.print_string_literal(self.device.data)


def touches_complex(op: Operation) -> bool:
    """Whether a complex tensor is an operand or result of `op` (kernels never compute on
    complex numbers: such an op is a library call)."""
    return any(isinstance(v.type, TensorTypeBase) and isinstance(v.type.element_type, ComplexType)
               for v in (*op.operands, *op.results))

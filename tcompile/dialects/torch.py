"""The torch dialect: ATen ops on `!torch.tensor` values, the IR the frontend records.

Every op is an ATen overload (`torch.aten.add.Tensor`) whose class is generated from PyTorch's
schema into `torch_ops.py` by `scripts/gen_torch_ops.py`. A generated op is data: its class
name, schema string and `Arg` spec (`spec(...)`), made into a class by `aten_op` when first
used (`OpTable`). This module holds the logic they share: the one custom
syntax (docs/ir.md, "torch"), the verifier, and the conversions between schema values and
attributes that passes use (`TorchOp.make`, `TorchOp.arg`).

Schema kinds (`Arg.kind`): `Tensor`, `Tensor?`, `Tensor[]`, `Tensor?[]` are operands; `int`
(also SymInt), `float`, `bool`, `Scalar`, `str`, `ScalarType`, `Layout`, `Device`,
`MemoryFormat`, and `X[]` lists of those, are properties; a `?` suffix makes a value optional
(absent property = None). Results are tensors, except `int` (SymInt) returns, which are `i64`
values (the sequence lengths CUDA flash attention returns for its backward pass).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, MutableMapping, Sequence
from typing import Any, ClassVar, NamedTuple

import sympy
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    StringAttr,
    f64,
    i64,
)
from xdsl.ir import Attribute, Dialect, SSAValue, TypeAttribute
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.irdl.attributes import irdl_list_to_attr_constraint, irdl_to_attr_constraint
from xdsl.irdl.constraints import RangeConstraint, RangeOf
from xdsl.irdl.operations import (
    OpDef,
    PropertyDef,
    VariadicDef,
    _OperandFieldDef,
    _PropertyFieldDef,
    _ResultFieldDef,
    get_accessors_from_op_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from tcompile.dialects.sym import ExprAttr
from tcompile.dialects.tensor_type import ELEMENT_TYPES, TensorTypeBase, is_element_type

# Result attributes of a captured `func.func`: the layout eager gives a result is part of the
# function's ABI, though tensor values have no strides. A result without either attribute is
# contiguous row-major.
STRIDE_ORDER = "tc.stride_order"
"""`array<i64: ...>`, the dims of a dense non-overlapping result from outermost to innermost
(`[1, 2, 0]`: strides `(1, 20, 5)` for sizes `(5, 3, 4)`); it holds for symbolic sizes too."""
NON_DENSE = "tc.non_dense"
"""Unit attribute of a result whose eager strides have gaps, overlap or stride-0 dims (views of
a computed value, `expand`): the lowering returns it as computed, a view when it is one."""

STRIDES = "tc.strides"
"""`array<i64: ...>` on a `func.func` argument: the static strides it comes with where they
are not a dense order (a view a training graph's forward saved as computed, see
`_saved_layouts` in compiler.py); arguments are otherwise row-major or `tc.stride_order`."""

TORCH_DTYPE_NAMES: dict[str, str] = {
    "f64": "float64", "f32": "float32", "f16": "float16", "bf16": "bfloat16",
    "i64": "int64", "i32": "int32", "i16": "int16", "i8": "int8", "ui8": "uint8", "i1": "bool",
    "ui64": "uint64", "complex<f16>": "complex32", "complex<f32>": "complex64",
    "complex<f64>": "complex128",
}
"""Element type (as printed) -> the name of its torch dtype (`torch.<name>`): the one table
the wrapper, the passes and the reference interpreter read (no torch import here)."""


def aten_overload(op_name: str) -> Any:
    """`torch.aten.add.Tensor` or `aten.add.Tensor` -> torch.ops.aten.add.Tensor;
    `aten.mm` -> torch.ops.aten.mm.default."""
    import torch

    parts = op_name.removeprefix("torch.").split(".")
    packet = getattr(getattr(torch.ops, parts[0]), parts[1])  # aten, or a custom op's namespace
    return getattr(packet, parts[2] if len(parts) > 2 else "default")


@irdl_attr_definition
class TensorType(TensorTypeBase):
    """`!torch.tensor<[s0, 4096], bf16>`: a tensor value of the torch dialect."""

    name = "torch.tensor"


_NO_GROUP = object()  # parse: no operand group at this position


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()
"""Default of a schema argument that has none."""


class Arg(NamedTuple):
    """One schema argument: its name, kind (see the module docstring) and default."""

    name: str
    kind: str
    default: Any = REQUIRED

    @property
    def is_tensor(self) -> bool:
        return self.kind.startswith("Tensor")

    @property
    def required(self) -> bool:
        """A property that must be present: not optional and without a default."""
        return self.default is REQUIRED and not self.kind.endswith("?")

    @property
    def value_kind(self) -> str:
        """The kind of a present value (`int[]?` -> `int[]`)."""
        return self.kind.removesuffix("?")


# How each non-tensor kind is stored, for the verifier and its messages.
_KIND_TEXT = {
    "int": "an i64 integer or a #sym.expr",
    "float": "an f64 float",
    "bool": "true or false",
    "Scalar": "an i64 integer, a #sym.expr, an f64 float, or true/false",
    "str": "a string",
    "ScalarType": f"an element type ({', '.join(ELEMENT_TYPES)})",
    "Layout": "a layout name string",
    "Device": "a device string",
    "MemoryFormat": "a memory format name string",
    "Generator": "absent (an explicit torch.Generator is not a value of the graph)",
}


def _is_int_type(attr: Attribute, width: int) -> bool:
    return isinstance(attr, IntegerType) and attr.width.data == width


def attr_has_kind(kind: str, attr: Attribute) -> bool:
    """Whether `attr` is a valid present value of a non-tensor schema kind."""
    if kind.endswith("[]"):
        return isinstance(attr, ArrayAttr) and all(
            attr_has_kind(kind.removesuffix("[]"), a) for a in attr.data)
    match kind:
        case "int":
            return isinstance(attr, ExprAttr) or (
                isinstance(attr, IntegerAttr) and _is_int_type(attr.type, 64))
        case "float":
            return isinstance(attr, FloatAttr) and attr.type == f64
        case "bool":
            return isinstance(attr, IntegerAttr) and _is_int_type(attr.type, 1)
        case "Scalar":  # an int may be an expression over sizes (`arange(L, L + T)`)
            return attr_has_kind("int", attr) or attr_has_kind("float", attr) or (
                attr_has_kind("bool", attr))
        case "ScalarType":
            return isinstance(attr, TypeAttribute) and is_element_type(attr)
        case "Generator":
            return False
        case _:  # str, Layout, Device, MemoryFormat
            return isinstance(attr, StringAttr)


def kind_text(kind: str) -> str:
    if kind.endswith("[]"):
        return f"an array of {kind_text(kind.removesuffix('[]'))}"
    return _KIND_TEXT[kind]


def to_attr(kind: str, value: Any) -> Attribute:
    """The attribute of a Python value of a (present) non-tensor schema kind."""
    if kind.endswith("[]"):
        return ArrayAttr([to_attr(kind.removesuffix("[]"), v) for v in value])
    if isinstance(value, Attribute):
        return value
    match kind:
        case "int":
            value = sympy.sympify(value)
            return IntegerAttr(int(value), i64) if value.is_Integer else ExprAttr(value)
        case "float":
            return FloatAttr(float(value), f64)
        case "bool":
            return IntegerAttr.from_bool(bool(value))
        case "Scalar":
            if isinstance(value, bool):
                return IntegerAttr.from_bool(value)
            if isinstance(value, int) or (isinstance(value, sympy.Expr) and value.is_integer):
                return to_attr("int", value)  # an expression: a symbolic int over sizes
            return FloatAttr(float(value), f64)
        case _:
            return StringAttr(value)


def from_attr(attr: Attribute) -> Any:
    """The Python value of a property: int, sympy expression, float, bool, str, list or type."""
    match attr:
        case ArrayAttr():
            return [from_attr(a) for a in attr.data]
        case IntegerAttr() if _is_int_type(attr.type, 1):
            return bool(attr.value.data)
        case IntegerAttr():
            return attr.value.data
        case FloatAttr():
            return attr.value.data
        case ExprAttr():
            return attr.data
        case StringAttr():
            return attr.data
    return attr


class TorchOp(IRDLOperation):
    """An ATen op. Subclasses are generated; `aten_op` turns their schema into IRDL fields."""

    SCHEMA: ClassVar[str]
    ARGS: ClassVar[tuple[Arg, ...]]
    RETURNS: ClassVar[tuple[str, ...]]

    @classmethod
    def tensor_args(cls) -> tuple[Arg, ...]:
        return tuple(a for a in cls.ARGS if a.is_tensor)

    @classmethod
    def property_args(cls) -> tuple[Arg, ...]:
        return tuple(a for a in cls.ARGS if not a.is_tensor)

    # --- construction and access for passes ---------------------------------------------

    @classmethod
    def make(cls, *args: Any, result_types: Sequence[Attribute], **kwargs: Any) -> TorchOp:
        """Build the op from schema-ordered arguments (positional, then by name).

        Tensors are SSA values (None for an absent `Tensor?`, a list for `Tensor[]`); other
        arguments are Python values (`to_attr`) or attributes; None or left out = default.
        `result_types` has one type per result (for a `Tensor[]` return, one per tensor).
        """
        if len(args) > len(cls.ARGS):
            raise TypeError(f"{cls.name} takes {len(cls.ARGS)} arguments, got {len(args)}")
        values = dict(zip((a.name for a in cls.ARGS), args, strict=False))
        for name, value in kwargs.items():
            if name in values or name not in (a.name for a in cls.ARGS):
                raise TypeError(f"{cls.name}: unexpected or repeated argument {name!r}")
            values[name] = value
        operands = [values.get(a.name) for a in cls.tensor_args()]
        properties = {
            a.name: to_attr(a.value_kind, values[a.name])
            for a in cls.property_args() if values.get(a.name) is not None
        }
        results = [list(result_types)] if cls.RETURNS == ("Tensor[]",) else list(result_types)
        return cls.build(operands=operands, result_types=results, properties=properties)

    def arg_or(self, name: str, default: Any) -> Any:
        """`arg(name)` for overloads whose schema has it; `default` for those without it
        (clamp_min has no `max`, arange no `start`, mse_loss no `weight`)."""
        return self.arg(name) if any(a.name == name for a in type(self).ARGS) else default

    def arg(self, name: str) -> Any:
        """The value of the schema argument `name`: an SSA value (or None or a list) for
        tensors, the Python value of a property (its schema default when absent)."""
        for field, spec in zip(_field_names(type(self).ARGS), type(self).ARGS, strict=True):
            if spec.name != name:
                continue
            if spec.is_tensor:
                value = getattr(self, field)
                return list(value) if spec.kind.endswith("[]") else value
            if name in self.properties:
                return from_attr(self.properties[name])
            return None if spec.default is REQUIRED else spec.default
        raise KeyError(f"{self.name} has no argument {name!r}")

    # --- custom syntax ------------------------------------------------------------------

    @classmethod
    def parse(cls, parser: Parser) -> TorchOp:
        start = parser.pos
        groups: list[list[Any] | Any] = []  # per tensor arg: operand, None, or a list

        def parse_item() -> Any:
            if parser.parse_optional_keyword("none"):
                return None
            return parser.parse_unresolved_operand("expected a tensor operand or 'none'")

        def parse_optional_group() -> list[Any] | Any:
            """An operand, `none`, or a list `[%a, %b]`; `_NO_GROUP` if none is there."""
            if parser.parse_optional_keyword("none"):
                return None
            if parser.parse_optional_punctuation("[") is not None:
                if parser.parse_optional_punctuation("]") is not None:
                    return []
                items = [parse_item()]
                while parser.parse_optional_punctuation(",") is not None:
                    items.append(parse_item())
                parser.parse_punctuation("]")
                return items
            operand = parser.parse_optional_unresolved_operand()
            return _NO_GROUP if operand is None else operand

        first = parse_optional_group()
        if first is not _NO_GROUP:
            groups.append(first)
            while parser.parse_optional_punctuation(",") is not None:
                group = parse_optional_group()
                if group is _NO_GROUP:
                    parser.raise_error("expected a tensor operand, 'none' or a list")
                groups.append(group)
        tensor_args = cls.tensor_args()
        if len(groups) != len(tensor_args):
            names = ", ".join(a.name for a in tensor_args) or "none"
            parser.raise_error(f"{cls.name} takes {len(tensor_args)} tensor arguments "
                               f"({names}), got {len(groups)}", start, parser.pos)
        for spec, group in zip(tensor_args, groups, strict=True):
            is_list = spec.kind.endswith("[]")
            if is_list != isinstance(group, list):
                parser.raise_error(f"{cls.name}: argument '{spec.name}' ({spec.kind}) must be "
                                   + ("a list [%a, ...]" if is_list else "a single operand"),
                                   start, parser.pos)
            if spec.kind != "Tensor?" and (group is None or is_list and None in group):
                parser.raise_error(f"{cls.name}: argument '{spec.name}' ({spec.kind}) "
                                   "cannot be 'none'", start, parser.pos)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        type_pos = parser.pos
        function_type = parser.parse_function_type()
        flat = [u for g in groups for u in (g if isinstance(g, list) else [g]) if u is not None]
        values = iter(parser.resolve_operands(flat, function_type.inputs.data, type_pos))
        operands = [
            [next(values) for _ in g] if isinstance(g, list) else (None if g is None
                                                                  else next(values))
            for g in groups
        ]
        prop_names = {a.name for a in cls.property_args()}
        properties = {k: v for k, v in attrs.items() if k in prop_names}
        attributes = {k: v for k, v in attrs.items() if k not in prop_names}
        outputs = list(function_type.outputs.data)
        if cls.RETURNS == ("Tensor[]",):
            results: list[Any] = [outputs]
        elif len(outputs) != len(cls.RETURNS):
            parser.raise_error(f"{cls.name} has {len(cls.RETURNS)} results, got "
                               f"{len(outputs)} result types", type_pos, parser.pos)
        else:
            results = outputs
        return cls.build(operands=operands, result_types=results, properties=properties,
                         attributes=attributes)

    def print(self, printer: Printer) -> None:
        specs = type(self).ARGS
        groups = []
        for field, spec in zip(_field_names(specs), specs, strict=True):
            if spec.is_tensor:
                groups.append(getattr(self, field))
        if groups:
            printer.print_string(" ")

        def print_group(group: Any) -> None:
            if group is None:
                printer.print_string("none")
            elif isinstance(group, SSAValue):
                printer.print_operand(group)
            else:
                with printer.in_square_brackets():
                    printer.print_list(group, printer.print_operand)

        printer.print_list(groups, print_group)
        # Schema order, then any discardable attributes.
        attrs = {a.name: self.properties[a.name] for a in specs if a.name in self.properties}
        attrs.update(self.attributes)
        if attrs:
            printer.print_string(" ")
            with printer.in_braces():
                printer.print_list(attrs.items(), lambda item: _print_named(printer, *item))
        printer.print_string(" : ")
        with printer.in_parens():
            printer.print_list(self.operand_types, printer.print_attribute)
        printer.print_string(" -> ")
        if len(self.results) == 1:
            printer.print_attribute(self.results[0].type)
        else:
            with printer.in_parens():
                printer.print_list(self.result_types, printer.print_attribute)

    # --- verification -------------------------------------------------------------------

    def verify_(self) -> None:
        # IRDL has checked counts and required properties; this checks what they hold.
        specs = type(self).ARGS
        for field, spec in zip(_field_names(specs), specs, strict=True):
            if not spec.is_tensor:
                continue
            values = getattr(self, field)
            for value in values if isinstance(values, Sequence) else [values]:
                if value is not None and not isinstance(value.type, TensorType):
                    raise VerifyException(f"{self.name}: operand '{spec.name}' must be a "
                                          f"!torch.tensor, got {value.type}")
        kinds = type(self).RETURNS * (len(self.results) if type(self).RETURNS == ("Tensor[]",)
                                      else 1)
        for i, (result, kind) in enumerate(zip(self.results, kinds, strict=True)):
            if kind == "int" and result.type != i64:
                raise VerifyException(f"{self.name}: result {i} (an int) must be i64, got "
                                      f"{result.type}")
            if kind != "int" and not isinstance(result.type, TensorType):
                raise VerifyException(f"{self.name}: result {i} must be a !torch.tensor, "
                                      f"got {result.type}")
        for spec in self.property_args():
            attr = self.properties.get(spec.name)
            if attr is not None and not attr_has_kind(spec.value_kind, attr):
                raise VerifyException(f"{self.name}: property '{spec.name}' must be "
                                      f"{kind_text(spec.value_kind)} ({spec.kind}), got {attr}")


_RESERVED_FIELDS = frozenset({"self", "parent", "clone", "verify", "name", "traits"})


def _print_named(printer: Printer, name: str, attr: Attribute) -> None:
    printer.print_identifier_or_string_literal(name)
    printer.print_string(" = ")
    _print_value(printer, attr)


def _print_value(printer: Printer, attr: Attribute) -> None:
    """Attribute syntax without the types the parser infers anyway: an integer parses as i64
    and a float as f64, so `dim = -1`, `eps = 1.0e-05`, `dims = [1, 0]` read back the same."""
    if isinstance(attr, IntegerAttr) and _is_int_type(attr.type, 64):
        printer.print_string(str(attr.value.data))
    elif isinstance(attr, FloatAttr) and attr.type == f64 and math.isfinite(attr.value.data):
        printer.print_float(attr.value.data, f64)  # NaN/inf print as hex: keep their type
    elif isinstance(attr, ArrayAttr):
        with printer.in_square_brackets():
            printer.print_list(attr.data, lambda a: _print_value(printer, a))
    else:
        printer.print_attribute(attr)


def _field_names(args: Sequence[Arg]) -> list[str]:
    """Python field names of schema arguments (`self` is `self_`, and so on)."""
    return [a.name + "_" if a.name in _RESERVED_FIELDS else a.name for a in args]


class OpSpec(NamedTuple):
    """A generated op as data (`torch_ops.py`): its class name, ATen schema, argument spec,
    result kinds, and whether it draws random numbers."""

    class_name: str
    schema: str
    args: tuple[Arg, ...]
    returns: tuple[str, ...]
    random: bool = False


def spec(class_name: str, schema: str, *args: Arg, returns: tuple[str, ...],
         random: bool = False) -> OpSpec:
    """One entry of `torch_ops.py`: what `aten_op` takes, with the class's name."""
    return OpSpec(class_name, schema, args, returns, random)


class OpTable(MutableMapping[str, type["TorchOp"]]):
    """`TORCH_OPS`: op name (`torch.aten.add.Tensor`) -> op class, each class made from its
    `OpSpec` on first use. A graph uses a few dozen of the 1586 ATen ops; defining them all
    when the compiler is imported took 0.4 s of a process's first compile on the 2-core VM.
    Custom ops' classes (`op_class`) are added by assignment. Iterating over values, as the
    dialect does when a context loads it (parsing, `tc-opt`), makes every class."""

    def __init__(self, module: str, specs: dict[str, OpSpec]):
        self._module = module
        self._specs = specs
        self._classes: dict[str, type[TorchOp]] = {}
        self._names: dict[str, str] | None = None  # class name -> op name

    def __getitem__(self, name: str) -> type[TorchOp]:
        cls = self._classes.get(name)
        if cls is None:
            s = self._specs[name]
            made = aten_op(s.schema, *s.args, returns=s.returns, random=s.random)(
                type(s.class_name, (TorchOp,), {"name": name, "__module__": self._module,
                                                "__qualname__": s.class_name}))
            cls = self._classes.setdefault(name, made)  # one class per op, even if raced
        return cls

    def __setitem__(self, name: str, cls: type[TorchOp]) -> None:
        if name in self._specs:
            raise KeyError(f"{name} is a generated op")
        self._classes[name] = cls

    def __delitem__(self, name: str) -> None:
        raise TypeError("ops are not removed from the torch dialect")

    def __contains__(self, name: object) -> bool:
        return name in self._specs or name in self._classes

    def __iter__(self) -> Iterator[str]:
        yield from self._specs
        yield from (n for n in list(self._classes) if n not in self._specs)

    def __len__(self) -> int:
        return len(self._specs) + sum(n not in self._specs for n in self._classes)

    def class_named(self, class_name: str) -> type[TorchOp]:
        """The generated class `class_name` (`AtenAddTensorOp`); KeyError if none."""
        if self._names is None:
            self._names = {s.class_name: n for n, s in self._specs.items()}
        return self[self._names[class_name]]


def aten_op(schema: str, *args: Arg, returns: tuple[str, ...], random: bool = False
            ) -> Callable[[type[TorchOp]], type[TorchOp]]:
    """Class decorator of a generated op: IRDL fields from its schema's `args` and `returns`.

    Operands (AnyAttr: `TorchOp.verify_` checks them with messages in schema terms) and
    properties are named as in the schema; results are `result` (one tensor or a `Tensor[]`
    list) or `result0, result1, ...`. Ops that draw random numbers are not `Pure`.
    """

    def decorate(cls: type[TorchOp]) -> type[TorchOp]:
        _fields(cls, args, returns, random)
        cls.__doc__ = f"`{schema}`"
        # what `irdl_op_definition(cls)` does, with the definition built by `_op_def`
        for name, accessor in get_accessors_from_op_def(
                _op_def(cls), getattr(cls, "verify_", None)).items():
            setattr(cls, name, accessor)
        cls.SCHEMA, cls.ARGS, cls.RETURNS = schema, args, returns
        return cls

    return decorate


def _fields(cls: type[TorchOp], args: Sequence[Arg], returns: tuple[str, ...],
            random: bool) -> None:
    """The IRDL fields of a generated op, as class attributes (see `aten_op`)."""
    variadic = 0
    for field, spec in zip(_field_names(args), args, strict=True):
        if spec.kind == "Tensor":
            setattr(cls, field, operand_def(AnyAttr()))
        elif spec.kind == "Tensor?":
            setattr(cls, field, opt_operand_def(AnyAttr()))
            variadic += 1
        elif spec.is_tensor:
            setattr(cls, field, var_operand_def(AnyAttr()))
            variadic += 1
        elif spec.required:
            setattr(cls, field, prop_def(AnyAttr(), prop_name=spec.name))
        else:
            setattr(cls, field, opt_prop_def(AnyAttr(), prop_name=spec.name))
    if variadic > 1:
        cls.irdl_options = (AttrSizedOperandSegments(as_property=True),)
    if returns == ("Tensor[]",):
        cls.result = var_result_def(AnyAttr())
    elif len(returns) == 1:
        cls.result = result_def(AnyAttr())
    else:
        for i in range(len(returns)):
            setattr(cls, f"result{i}", result_def(AnyAttr()))
    if not random:
        cls.traits = traits_def(Pure())


def _op_def(cls: type[TorchOp]) -> OpDef:
    """`OpDef.from_pyrdl(cls)` for a class that `aten_op` filled in, from its own fields
    alone. xDSL's `from_pyrdl` walks every class of the op's MRO (`TorchOp`'s many methods
    included) and converts each field's constraint anew; here the fields' constraints (all
    `AnyAttr()`) convert once: defining the dialect's 1586 ATen ops at import (which a
    process's first compile pays) took 0.30 s on the 2-core VM, now 0.20 s.
    `tests/unit/test_torch_dialect.py` checks that both give the same definition for every
    generated op."""
    op_def = OpDef(cls.name)
    for field, value in cls.__dict__.items():
        if isinstance(value, _OperandFieldDef):
            op_def.operands.append((field, _field_def(value)))
        elif isinstance(value, _ResultFieldDef):
            op_def.results.append((field, _field_def(value)))
        elif isinstance(value, _PropertyFieldDef):
            ir_name = field if value.ir_name is None else value.ir_name
            op_def.properties[ir_name] = value.cls(_constraint(value.param), value.default_value)
            op_def.accessor_names[field] = (ir_name, "property")
    for option in cls.__dict__.get("irdl_options", ()):
        op_def.options.append(option)
        if isinstance(option, AttrSizedOperandSegments):  # (generated ops: as a property)
            op_def.properties[option.attribute_name] = PropertyDef(
                irdl_to_attr_constraint(DenseArrayBase))
    if "traits" in cls.__dict__:
        op_def.traits = cls.__dict__["traits"]
    op_def.assembly_format = cls.assembly_format
    op_def.custom_directives = {d.__name__: d for d in cls.custom_directives}
    return op_def


_CONSTRAINTS: dict[Any, Any] = {}  # pyrdl constraint or (def class, constraint) -> converted


def _constraint(param: Any) -> Any:
    """A field's constraint as `OpDef.from_pyrdl` converts it (once per constraint)."""
    if param not in _CONSTRAINTS:
        _CONSTRAINTS[param] = irdl_list_to_attr_constraint((param,), allow_type_var=True)
    return _CONSTRAINTS[param]


def _field_def(value: Any) -> Any:
    """An operand's or result's definition as `OpDef.from_pyrdl` makes it (once per kind
    and constraint: the definitions are immutable)."""
    key = (value.cls, value.param)
    if key not in _CONSTRAINTS:
        if issubclass(value.cls, VariadicDef):
            _CONSTRAINTS[key] = value.cls(value.param if isinstance(value.param, RangeConstraint)
                                          else RangeOf(_constraint(value.param)))
        else:
            _CONSTRAINTS[key] = value.cls(_constraint(value.param))
    return _CONSTRAINTS[key]


class UnsupportedSchema(Exception):
    """A schema with a type the torch dialect cannot hold (Dimname, complex, Storage, ...)."""


_SCHEMA_KINDS = {"Tensor": "Tensor", "int": "int", "SymInt": "int", "float": "float",
                 "bool": "bool", "number": "Scalar", "str": "str", "ScalarType": "ScalarType",
                 "Layout": "Layout", "Device": "Device", "MemoryFormat": "MemoryFormat",
                 "Generator": "Generator"}
# Schemas give enum defaults as their integer codes (c10::MemoryFormat, c10::Layout).
_ENUM_NAMES = {
    "MemoryFormat": ("contiguous_format", "preserve_format", "channels_last", "channels_last_3d"),
    "Layout": ("strided",),
}


def schema_kind(real_type: str) -> str:
    """The dialect's kind of a schema type: `Optional[List[int]]` -> `int[]?`."""
    if real_type.startswith("Optional[") and real_type.endswith("]"):
        return schema_kind(real_type[len("Optional["):-1]) + "?"
    if real_type.startswith("List[") and real_type.endswith("]"):
        return schema_kind(real_type[len("List["):-1]) + "[]"
    if real_type not in _SCHEMA_KINDS:
        raise UnsupportedSchema(f"schema type {real_type!r}")
    return _SCHEMA_KINDS[real_type]


def _schema_default(kind: str, value: Any) -> Any:
    if kind.rstrip("?") in _ENUM_NAMES and isinstance(value, int):
        return _ENUM_NAMES[kind.rstrip("?")][value]
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, list) and all(isinstance(v, int | float) for v in value):
        return value
    raise UnsupportedSchema(f"schema default {value!r}")


def schema_spec(schema: Any) -> tuple[tuple[Arg, ...], tuple[str, ...]]:
    """The `Arg` spec and result kinds of an operator schema (`torch._C.FunctionSchema`), as
    `aten_op` takes them; UnsupportedSchema for what the dialect cannot hold. Results are
    tensors, a tensor list, or tensors followed by ints."""
    if schema.is_mutable or any(a.is_out for a in schema.arguments):
        raise UnsupportedSchema("mutates its arguments (the dialect has value semantics)")
    args = []
    for arg in schema.arguments:
        kind = schema_kind(str(arg.real_type))
        args.append(Arg(arg.name, kind, _schema_default(kind, arg.default_value))
                    if arg.has_default_value() else Arg(arg.name, kind))
    returns = tuple(schema_kind(str(r.real_type)) for r in schema.returns)
    if not returns or any(r not in ("Tensor", "Tensor[]", "int") for r in returns) or (
            "Tensor[]" in returns and len(returns) > 1) or returns[0] == "int":
        raise UnsupportedSchema(f"returns {list(returns)}: tensors (and ints after one) only")
    return tuple(args), returns


def op_class(name: str) -> type[TorchOp] | None:
    """The op class of `torch.<namespace>.<op>.<overload>` (`.default` left out): a generated
    ATen op, or for another namespace (a custom op of `torch.library`, such as
    `transformers::grouped_mm_fallback`) a class made from its schema on first use and added
    to the dialect; None when there is no such operator or the dialect cannot hold it."""
    from tcompile.dialects.torch_ops import TORCH_OPS

    if name in TORCH_OPS:
        return TORCH_OPS[name]
    parts = name.split(".")
    if len(parts) not in (3, 4) or parts[0] != "torch" or parts[1] in ("aten", "prims"):
        return None
    try:
        packet = getattr(getattr(torch_ops_namespace(parts[1]), parts[2]),
                         parts[3] if len(parts) == 4 else "default")
        args, returns = schema_spec(packet._schema)
    except (AttributeError, RuntimeError, UnsupportedSchema):
        return None
    random = _torch().Tag.nondeterministic_seeded in packet.tags
    cls = type("Custom" + "".join(p.title().replace("_", "") for p in parts[1:]) + "Op",
               (TorchOp,), {"name": name, "__module__": __name__})
    op = aten_op(str(packet._schema), *args, returns=returns, random=random)(cls)
    TORCH_OPS[name] = op
    if "Torch" in globals():
        globals()["Torch"]._operations.append(op)  # contexts made from now on know it
    return op


_CUSTOM_OP_NAME = re.compile(r"\btorch\.(?!aten\.)([A-Za-z_]\w*)\.([A-Za-z_]\w*)(\.[A-Za-z_]\w*)?")


def load_custom_ops(ctx: Any, text: str) -> None:
    """Load into `ctx` the classes of the custom ops that IR `text` names, so that it parses
    (a dumped graph that calls `torch.transformers.grouped_mm_fallback`)."""
    for match in _CUSTOM_OP_NAME.finditer(text):
        name = match.group(0)
        if ctx.get_optional_op(name) is None and (op := op_class(name)) is not None:
            ctx.load_op(op)


def torch_ops_namespace(namespace: str) -> Any:
    if namespace == "tcompile":  # tcompile's own ops register when their module loads
        import tcompile.runtime.custom_grad  # noqa: F401
    return getattr(_torch().ops, namespace)


def _torch() -> Any:
    import torch

    return torch


def __getattr__(name: str) -> Any:
    # The generated ops subclass TorchOp, so the dialect can only be assembled after this
    # module has loaded, whichever of the two modules is imported first.
    if name == "Torch":
        from tcompile.dialects.torch_ops import TORCH_OPS

        dialect = Dialect("torch", list(TORCH_OPS.values()), [TensorType])
        globals()["Torch"] = dialect
        return dialect
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

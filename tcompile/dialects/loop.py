"""The loop dialect: kernels over symbolic ranges that load and store buffers (Inductor's model).

`convert-prim-to-loop` produces it, the `loop-*` passes transform it and codegen reads it.
A function body holds `loop.alloc`s, `loop.view`s, `loop.extern` library calls and
`loop.kernel`s (optionally grouped in `loop.fused`, `loop.combo`, or with the product they
read in `loop.gemm`).  A kernel's body is one block of scalar
code: `loop.load`/`loop.store` address a buffer's storage with a flat sympy index expression
over the kernel's iteration variables `p*`, reduction variables `r*` and size symbols `s*`;
`loop.reduce` gives the value after the reduction loop.  Scalar math is upstream `arith` and
`math`.  docs/ir.md has the syntax and the meaning of every op.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from typing import cast

import sympy
from xdsl.dialects.builtin import (
    AnyFloat,
    ArrayAttr,
    DenseArrayBase,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    NoneAttr,
    StringAttr,
    UnitAttr,
    i32,
)
from xdsl.dialects.func import FuncOp
from xdsl.ir import (
    Attribute,
    Block,
    Dialect,
    Operation,
    ParametrizedAttribute,
    Region,
    SSAValue,
    TypeAttribute,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_attr_definition,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import AttrParser, Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import HasParent, NoTerminator, Pure
from xdsl.utils.exceptions import VerifyException

from tcompile.dialects.sym import ExprAttr, as_expr, format_expr, parse_dim, print_dim, symbol
from tcompile.dialects.tensor_type import ELEMENT_TYPES, is_element_type

# --------------------------------------------------------------------------------------------
# Types and attributes


def walk_order(kernel: KernelOp, index: sympy.Expr) -> str | None:
    """How an access at `index` (over `kernel`'s variables) walks memory: "inner" when the
    innermost reduction variable steps to the neighbouring element, else "outer" when the
    innermost output variable does (a column sum, statistics over NHWC), else None."""
    e = sympy.expand(index)
    if kernel.reduce_ranges and e.coeff(kernel.reduce_ranges[-1][0]) == 1:
        return "inner"
    if kernel.ranges and e.coeff(kernel.ranges[-1][0]) == 1:
        return "outer"
    return None


def contiguous_strides(sizes: Sequence[sympy.Expr]) -> tuple[sympy.Expr, ...]:
    """Row-major strides (in elements) of a buffer of these sizes."""
    strides: list[sympy.Expr] = []
    acc: sympy.Expr = sympy.Integer(1)
    for size in reversed(sizes):
        strides.append(acc)
        acc = acc * size
    return tuple(reversed(strides))


def order_strides(sizes: Sequence[sympy.Expr], order: Sequence[int]) -> tuple[sympy.Expr, ...]:
    """The strides of a dense buffer of `sizes` whose dims are laid out in `order`, from
    outermost to innermost (`(0, 2, 3, 1)`: channels-last)."""
    strides: list[sympy.Expr] = [sympy.Integer(0)] * len(sizes)
    acc: sympy.Expr = sympy.Integer(1)
    for k in reversed(order):
        strides[k] = acc
        acc = acc * sizes[k]
    return tuple(strides)


@irdl_attr_definition
class BufferType(ParametrizedAttribute, TypeAttribute):
    """Storage: `!loop.buffer<[s0, 4096], bf16>` (contiguous) or `<[..], dtype, [strides]>`."""

    name = "loop.buffer"

    shape: ArrayAttr[ExprAttr]
    element_type: Attribute
    layout: ArrayAttr[ExprAttr] | NoneAttr
    """Explicit strides, or none for a contiguous row-major buffer."""

    def __init__(self, sizes: Sequence[sympy.Expr | int | str], element_type: Attribute,
                 strides: Sequence[sympy.Expr | int | str] | None = None):
        size_exprs = [as_expr(d) for d in sizes]
        layout: ArrayAttr[ExprAttr] | NoneAttr = NoneAttr()
        # Contiguous strides are never spelled out, so equal layouts give equal types.
        if strides is not None:
            stride_exprs = tuple(as_expr(s) for s in strides)
            if stride_exprs != contiguous_strides(size_exprs):
                layout = ArrayAttr([ExprAttr(s) for s in stride_exprs])
        super().__init__(ArrayAttr([ExprAttr(d) for d in size_exprs]), element_type, layout)

    @property
    def sizes(self) -> tuple[sympy.Expr, ...]:
        return tuple(d.data for d in self.shape.data)

    @property
    def strides(self) -> tuple[sympy.Expr, ...]:
        if isinstance(self.layout, NoneAttr):
            return contiguous_strides(self.sizes)
        return tuple(s.data for s in self.layout.data)

    @property
    def is_contiguous(self) -> bool:
        return isinstance(self.layout, NoneAttr)

    @property
    def rank(self) -> int:
        return len(self.shape.data)

    def numel(self) -> sympy.Expr:
        return sympy.Mul(*self.sizes)

    def verify(self) -> None:
        if not is_element_type(self.element_type):
            raise VerifyException(
                f"loop.buffer: unsupported element type {self.element_type}; "
                f"expected one of {', '.join(ELEMENT_TYPES)}"
            )
        if isinstance(self.layout, ArrayAttr):
            if len(self.layout.data) != self.rank:
                raise VerifyException(
                    f"loop.buffer: {len(self.layout.data)} strides for {self.rank} sizes"
                )
            if self.strides == contiguous_strides(self.sizes):
                raise VerifyException(
                    "loop.buffer: contiguous strides must be left out "
                    f"(write !loop.buffer<[...], {self.element_type}>)"
                )

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        def dims() -> ArrayAttr[ExprAttr]:
            return ArrayAttr(parser.parse_comma_separated_list(
                parser.Delimiter.SQUARE, lambda: ExprAttr(parse_dim(parser))))

        with parser.in_angle_brackets():
            sizes = dims()
            parser.parse_punctuation(",")
            element_type = parser.parse_type()
            layout: Attribute = NoneAttr()
            if parser.parse_optional_punctuation(","):
                layout = dims()
        return (sizes, element_type, layout)

    def print_parameters(self, printer: Printer) -> None:
        def dims(exprs: Iterable[sympy.Expr]) -> None:
            with printer.in_square_brackets():
                printer.print_list(exprs, lambda d: print_dim(printer, d))

        with printer.in_angle_brackets():
            dims(self.sizes)
            printer.print_string(", ")
            printer.print_attribute(self.element_type)
            if not self.is_contiguous:
                printer.print_string(", ")
                dims(self.strides)


@irdl_attr_definition
class RangeAttr(ParametrizedAttribute):
    """A loop variable and its extent: `#loop.range<p0 = 8192>` (`p0 = 8192` in a kernel)."""

    name = "loop.range"

    var: StringAttr
    extent: ExprAttr

    def __init__(self, var: str, extent: sympy.Expr | int | str):
        super().__init__(StringAttr(var), ExprAttr(as_expr(extent)))

    @property
    def symbol(self) -> sympy.Symbol:
        return symbol(self.var.data)

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            return _parse_range(parser)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            self._print_bare(printer)

    def _print_bare(self, printer: Printer) -> None:
        printer.print_string(f"{self.var.data} = ")
        print_dim(printer, self.extent.data)


def _parse_range(parser: AttrParser) -> tuple[StringAttr, ExprAttr]:
    var = parser.parse_identifier("expected a loop variable name")
    parser.parse_punctuation("=")
    return StringAttr(var), ExprAttr(parse_dim(parser))


def _parse_ranges(parser: AttrParser) -> ArrayAttr[RangeAttr]:
    return ArrayAttr(parser.parse_comma_separated_list(
        parser.Delimiter.SQUARE, lambda: RangeAttr.new(_parse_range(parser))))


def _print_ranges(printer: Printer, ranges: ArrayAttr[RangeAttr]) -> None:
    with printer.in_square_brackets():
        printer.print_list(ranges.data, lambda r: r._print_bare(printer))


def _is_size_symbol(s: sympy.Symbol) -> bool:
    """`s0`, ...: a size of an input; `u0`, ...: a size a library call decides (unbacked)."""
    return re.fullmatch(r"[su]\d+", s.name) is not None


# --------------------------------------------------------------------------------------------
# Parsing helpers


def _parse_defined_operand(parser: Parser, what: str) -> SSAValue:
    """An operand whose type the syntax leaves out (a buffer), so it must be defined above."""
    operand: UnresolvedOperand = parser.parse_unresolved_operand(f"expected {what}")
    values = parser.ssa_values.get(operand.operand_name)
    if values is None or operand.index >= len(values):
        parser.raise_error(f"{what} must be defined before its use", operand.span)
    return values[operand.index]


def _parse_operand_list(parser: Parser) -> list[SSAValue]:
    """`(%a, %b : A, B)`."""
    with parser.in_parens():
        pos = parser.pos
        names = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand)
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
    if len(names) != len(types):
        parser.raise_error(f"{len(names)} operands but {len(types)} types", pos, parser.pos)
    return [parser.resolve_operand(n, t) for n, t in zip(names, types, strict=True)]


def _parse_body(parser: Parser) -> Region:
    """A single-block region; `{ }` gives one empty block, as a body always has one."""
    region = parser.parse_region()
    if not region.blocks:
        region.add_block(Block())
    return region


def _segments(*sizes: int) -> DenseArrayBase:
    """The `operandSegmentSizes` property of an op with several variadic operands."""
    return DenseArrayBase.from_list(i32, sizes)


def _buffer_type(value: SSAValue, op: Operation, what: str) -> BufferType:
    if not isinstance(value.type, BufferType):
        raise VerifyException(f"'{op.name}': {what} must be a !loop.buffer, got {value.type}")
    return value.type


# --------------------------------------------------------------------------------------------
# Top-level ops


@irdl_op_definition
class AllocOp(IRDLOperation):
    """`%b = loop.alloc : !loop.buffer<...>`; `loop.alloc internal` when fused away."""

    name = "loop.alloc"

    internal = opt_prop_def(UnitAttr)
    result = result_def(BufferType)

    traits = traits_def(HasParent(FuncOp))

    assembly_format = "(`internal` $internal^)? attr-dict `:` type($result)"

    def __init__(self, buffer_type: BufferType, internal: bool = False):
        super().__init__(result_types=[buffer_type],
                         properties={"internal": UnitAttr()} if internal else {})

    @property
    def is_internal(self) -> bool:
        return self.internal is not None

    def set_internal(self, internal: bool = True) -> None:
        self.internal = UnitAttr() if internal else None

    def verify_(self) -> None:
        if not self.result.type.is_contiguous:
            raise VerifyException(
                "'loop.alloc' allocates contiguous buffers; use loop.view for other strides"
            )


@irdl_op_definition
class ViewOp(IRDLOperation):
    """`%v = loop.view %b offset 0 : A -> B`: the storage of %b under another shape/strides."""

    name = "loop.view"

    source = operand_def(BufferType)
    offset = prop_def(ExprAttr)
    result = result_def(BufferType)

    traits = traits_def(HasParent(FuncOp), Pure())

    def __init__(self, source: SSAValue, offset: sympy.Expr | int, result_type: BufferType):
        super().__init__(operands=[source], result_types=[result_type],
                         properties={"offset": ExprAttr(as_expr(offset))})

    def verify_(self) -> None:
        src, res = self.source.type, self.result.type
        if src.element_type != res.element_type:
            raise VerifyException(
                f"'loop.view': element type {res.element_type} differs from the source's "
                f"{src.element_type}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ViewOp:
        source = parser.parse_unresolved_operand()
        parser.parse_keyword("offset")
        offset = parse_dim(parser)
        parser.parse_punctuation(":")
        source_type = parser.parse_type()
        parser.parse_punctuation("->")
        result_type = parser.parse_type()
        op = cls.create(operands=[parser.resolve_operand(source, source_type)],
                        result_types=[result_type], properties={"offset": ExprAttr(offset)})
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.source)
        printer.print_string(" offset ")
        print_dim(printer, self.offset.data)
        printer.print_string(" : ")
        printer.print_attribute(self.source.type)
        printer.print_string(" -> ")
        printer.print_attribute(self.result.type)


class _GroupSyntax:
    """`loop.fused` / `loop.combo` syntax: `{attributes}` (optional), then the body."""

    @classmethod
    def parse(cls, parser: Parser):
        attributes = parser.parse_optional_attr_dict_with_keyword()
        op = cls.create(regions=[_parse_body(parser)])
        if attributes is not None:
            op.attributes |= attributes.data
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_empty_block=False)


@irdl_op_definition
class ComboOp(_GroupSyntax, IRDLOperation):
    """`loop.combo { loop.fused {...} loop.kernel ... }`: independent pointwise kernels (or
    fused groups) that run as one launch, each over a range of program ids of its own
    (Inductor's combo kernels), where `loop.fused` runs its members in lock-step over one
    range. Each member runs as it would alone; a backend without combo launches runs them one
    after another."""

    name = "loop.combo"

    body = region_def("single_block")

    traits = traits_def(HasParent(FuncOp), NoTerminator())

    def __init__(self, members: Sequence[Operation]):
        super().__init__(regions=[Region(Block(members))])

    @property
    def members(self) -> list[KernelOp | FusedOp]:
        return [op for op in self.body.block.ops if isinstance(op, KernelOp | FusedOp)]

    def verify_(self) -> None:
        for op in self.body.block.ops:
            if not isinstance(op, KernelOp | FusedOp):
                raise VerifyException(
                    f"'loop.combo' may only hold loop.kernel and loop.fused ops, got {op.name}")
            kernels = [op] if isinstance(op, KernelOp) else op.kernels
            if any(k.is_reduction for k in kernels):
                raise VerifyException("'loop.combo' members are pointwise (a reduction's rows "
                                      "need a launch of their own)")
        if self.body.block.args:
            raise VerifyException("'loop.combo' body takes no block arguments")


@irdl_op_definition
class FusedOp(_GroupSyntax, IRDLOperation):
    """`loop.fused { loop.kernel ... loop.kernel ... }`: kernels that run as one launch."""

    name = "loop.fused"

    body = region_def("single_block")

    traits = traits_def(HasParent(FuncOp, ComboOp), NoTerminator())

    def __init__(self, kernels: Sequence[KernelOp]):
        super().__init__(regions=[Region(Block(kernels))])

    @property
    def kernels(self) -> list[KernelOp]:
        return [op for op in self.body.block.ops if isinstance(op, KernelOp)]

    def verify_(self) -> None:
        for op in self.body.block.ops:
            if not isinstance(op, KernelOp):
                raise VerifyException(f"'loop.fused' may only hold loop.kernel ops, got {op.name}")
        if self.body.block.args:
            raise VerifyException("'loop.fused' body takes no block arguments")


def top_level(op: Operation, fn: FuncOp) -> Operation | None:
    """The op of `fn`'s body that holds `op` (a load inside a kernel: the kernel, or the
    `loop.fused` / `loop.combo` / `loop.gemm` around it)."""
    while op is not None and op.parent_block() is not fn.body.block:
        op = op.parent_op()
    return op


GEMM_CALLEES = ("aten.mm", "aten.addmm")
"""The library calls a `loop.gemm` may hold."""


@irdl_op_definition
class GemmOp(_GroupSyntax, IRDLOperation):
    """`loop.gemm { loop.extern "aten.mm" ... outs(%c ...) loop.kernel [...] {...} }`: a
    matrix product and the pointwise kernel that is the only reader of its result `%c`,
    reading each element at the kernel's own position (its epilogue). A backend may run the
    pair as one kernel, whose tiles of the product go to the epilogue in registers (a Triton
    matmul template, loop-gemm-epilogue), or run the two ops in order, as without the group.
    `%c` keeps its buffer either way."""

    name = "loop.gemm"

    body = region_def("single_block")

    traits = traits_def(HasParent(FuncOp), NoTerminator())

    def __init__(self, extern: ExternOp, kernel: KernelOp):
        super().__init__(regions=[Region(Block([extern, kernel]))])

    @property
    def extern(self) -> ExternOp:
        return cast(ExternOp, self.body.block.first_op)

    @property
    def kernel(self) -> KernelOp:
        return cast(KernelOp, self.body.block.last_op)

    @property
    def product(self) -> SSAValue:
        """The product's buffer, which the kernel reads."""
        return self.extern.outs[0]

    def verify_(self) -> None:
        ops = list(self.body.block.ops)
        if len(ops) != 2 or not isinstance(ops[0], ExternOp) or \
                not isinstance(ops[1], KernelOp):
            raise VerifyException("'loop.gemm' holds one loop.extern and one loop.kernel, in "
                                  "that order")
        extern, kernel = ops
        if extern.callee.data not in GEMM_CALLEES or len(extern.outs) != 1:
            raise VerifyException(f"'loop.gemm' product must be one of {', '.join(GEMM_CALLEES)} "
                                  f"with one result, got {extern.callee.data}")
        if kernel.is_reduction:
            raise VerifyException("'loop.gemm' epilogue must be a pointwise kernel")
        if not any(isinstance(o, LoadOp) and o.buffer == extern.outs[0] for o in kernel.walk()):
            raise VerifyException("'loop.gemm' epilogue does not read the product")
        if self.body.block.args:
            raise VerifyException("'loop.gemm' body takes no block arguments")


@irdl_op_definition
class ExternOp(IRDLOperation):
    """`loop.extern "aten.mm" ins(%a, %b : A, B) outs(%c : C) {alpha = 1 : i64}`."""

    name = "loop.extern"

    callee = prop_def(StringAttr)
    ins = var_operand_def(BufferType)
    outs = var_operand_def(BufferType)

    traits = traits_def(HasParent(FuncOp, GemmOp))
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(self, callee: str, ins: Sequence[SSAValue], outs: Sequence[SSAValue],
                 attributes: dict[str, Attribute] | None = None):
        super().__init__(operands=[ins, outs], properties={"callee": StringAttr(callee)},
                         attributes=attributes or {})

    def verify_(self) -> None:
        if not self.outs:
            raise VerifyException(f"'loop.extern' {self.callee.data}: needs an output buffer")

    @classmethod
    def parse(cls, parser: Parser) -> ExternOp:
        callee = parser.parse_str_literal("expected the extern's name, e.g. \"aten.mm\"")
        ins = _parse_operand_list(parser) if parser.parse_optional_keyword("ins") else []
        parser.parse_keyword("outs")
        outs = _parse_operand_list(parser)
        return cls(callee, ins, outs, parser.parse_optional_attr_dict())

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_string_literal(self.callee.data)
        for keyword, values in (("ins", self.ins), ("outs", self.outs)):
            if not values:
                continue
            printer.print_string(f" {keyword}(")
            printer.print_list(values, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list(values.types, printer.print_attribute)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)


REALIZE = "tc.realize"
"""Unit attribute of a `loop.kernel` whose buffer is stored for the layout it gives (a
depthwise convolution's weights with the channel innermost): loop-inline-pointwise leaves it
alone (Inductor's `realize_hint`)."""


@irdl_op_definition
class KernelOp(IRDLOperation):
    """`loop.kernel [p0 = N, ...] reduce [r0 = M, ...] { body }`: a parallel loop nest."""

    name = "loop.kernel"

    range_attrs = prop_def(ArrayAttr[RangeAttr], prop_name="ranges")
    reduce_range_attrs = prop_def(ArrayAttr[RangeAttr], prop_name="reduce_ranges")
    body = region_def("single_block")

    traits = traits_def(HasParent(FuncOp, FusedOp, ComboOp, GemmOp), NoTerminator())

    def __init__(self, ranges: Sequence[sympy.Expr | int],
                 reduce_ranges: Sequence[sympy.Expr | int] = (), body: Block | None = None):
        """Ranges are given as extents; the variables are named p0, p1, ... and r0, r1, ..."""
        super().__init__(
            properties={
                "ranges": ArrayAttr([RangeAttr(f"p{i}", e) for i, e in enumerate(ranges)]),
                "reduce_ranges": ArrayAttr(
                    [RangeAttr(f"r{i}", e) for i, e in enumerate(reduce_ranges)]),
            },
            regions=[Region(body if body is not None else Block())],
        )

    @property
    def ranges(self) -> list[tuple[sympy.Symbol, sympy.Expr]]:
        return [(r.symbol, r.extent.data) for r in self.range_attrs.data]

    @property
    def reduce_ranges(self) -> list[tuple[sympy.Symbol, sympy.Expr]]:
        return [(r.symbol, r.extent.data) for r in self.reduce_range_attrs.data]

    @property
    def numel(self) -> sympy.Expr:
        return sympy.Mul(*(e for _, e in self.ranges))

    @property
    def rnumel(self) -> sympy.Expr:
        return sympy.Mul(*(e for _, e in self.reduce_ranges))

    @property
    def is_reduction(self) -> bool:
        return bool(self.reduce_range_attrs.data)

    @property
    def flat_position(self) -> sympy.Expr:
        """The row-major position of an iteration in the kernel's ranges:
        `p0 * (e1 * e2 ...) + p1 * (e2 ...) + ...`."""
        flat: sympy.Expr = sympy.Integer(0)
        stride: sympy.Expr = sympy.Integer(1)
        for var, extent in reversed(self.ranges):
            flat += var * stride
            stride *= extent
        return flat

    @property
    def variables(self) -> set[sympy.Symbol]:
        return {s for s, _ in self.ranges} | {s for s, _ in self.reduce_ranges}

    def verify_(self) -> None:
        for prefix, attrs in (("p", self.range_attrs), ("r", self.reduce_range_attrs)):
            names = [r.var.data for r in attrs.data]
            expected = [f"{prefix}{i}" for i in range(len(names))]
            if names != expected:
                raise VerifyException(
                    f"'loop.kernel': {'reduce ' if prefix == 'r' else ''}ranges must be named "
                    f"{', '.join(expected)} in order, got {', '.join(names)}"
                )
        block = self.body.block
        if block.args:
            raise VerifyException("'loop.kernel' body takes no block arguments")
        # Values computed from a reduce result exist only after the reduction loop, where the
        # reduction variables are gone.
        after_reduce: set[SSAValue] = set()
        for op in block.ops:
            if isinstance(op, ReduceOp) or any(v in after_reduce for v in op.operands):
                after_reduce.update(op.results)
            if isinstance(op, StoreOp) and op.value in after_reduce:
                used = {s.name for s in op.index.data.free_symbols if s.name.startswith("r")}
                if used:
                    raise VerifyException(
                        f"'loop.store' of a reduction result must not index with reduction "
                        f"variables ({', '.join(sorted(used))}): it runs after the reduction loop"
                    )

    @classmethod
    def parse(cls, parser: Parser) -> KernelOp:
        ranges = _parse_ranges(parser)
        reduce_ranges: ArrayAttr[RangeAttr] = ArrayAttr([])
        if parser.parse_optional_keyword("reduce"):
            reduce_ranges = _parse_ranges(parser)
        attributes = parser.parse_optional_attr_dict_with_keyword()
        op = cls.create(properties={"ranges": ranges, "reduce_ranges": reduce_ranges},
                        regions=[_parse_body(parser)])
        if attributes is not None:
            op.attributes |= attributes.data
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        _print_ranges(printer, self.range_attrs)
        if self.is_reduction:
            printer.print_string(" reduce ")
            _print_ranges(printer, self.reduce_range_attrs)
        printer.print_op_attributes(self.attributes, print_keyword=True)
        printer.print_string(" ")
        printer.print_region(self.body, print_empty_block=False)


# --------------------------------------------------------------------------------------------
# Kernel body ops


def _check_index(op: Operation, expr: sympy.Expr, extra: Iterable[sympy.Symbol] = ()) -> None:
    """Index expressions see the kernel's variables, size symbols and `extra` (indirect) ones."""
    kernel = op.parent_op()
    if not isinstance(kernel, KernelOp):
        return  # detached, or misplaced (HasParent reports that)
    allowed = kernel.variables | set(extra)
    stray = sorted(s.name for s in expr.free_symbols if s not in allowed and not _is_size_symbol(s))
    if stray:
        scope = ", ".join(sorted(s.name for s in allowed)) or "none"
        raise VerifyException(
            f"'{op.name}': index {format_expr(expr)!r} uses {', '.join(stray)}, which the "
            f"enclosing loop.kernel does not define (its variables: {scope}; sizes are s* and u*)"
        )


def _parse_other(parser: Parser) -> float | int:
    """A masked load's `other`: a number, or `inf`, `-inf`, `nan`."""
    negative = parser.parse_optional_punctuation("-") is not None
    if parser.parse_optional_keyword("inf"):
        return -math.inf if negative else math.inf
    if not negative and parser.parse_optional_keyword("nan"):
        return math.nan
    value = parser.parse_number(context_msg=" for `other`")
    return -value if negative else value


def _print_other(printer: Printer, attr: FloatAttr | IntegerAttr) -> None:
    value = attr.value.data
    if isinstance(attr, IntegerAttr):
        printer.print_string(str(value))
    elif math.isnan(value) or math.isinf(value):
        printer.print_string(str(value))  # nan, inf, -inf
    else:
        printer.print_float(value, attr.type)


@irdl_op_definition
class LoadOp(IRDLOperation):
    """`%v = loop.load %buf["4096*p0 + p1"] : f32`, with optional `indirect(...)` symbols
    `i0, i1, ...` bound to runtime index values and an optional `mask %m other 0.0`."""

    name = "loop.load"

    buffer = operand_def(BufferType)
    indirect = var_operand_def(IndexType)
    mask = opt_operand_def(IntegerType(1))
    index = prop_def(ExprAttr)
    other = opt_prop_def(FloatAttr | IntegerAttr)
    result = result_def()

    traits = traits_def(HasParent(KernelOp))
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(self, buffer: SSAValue, index: sympy.Expr | int,
                 indirect: Sequence[SSAValue] = (), mask: SSAValue | None = None,
                 other: FloatAttr | IntegerAttr | None = None):
        buffer_type = buffer.type
        if not isinstance(buffer_type, BufferType):
            raise TypeError(f"loop.load needs a !loop.buffer, got {buffer_type}")
        properties: dict[str, Attribute] = {"index": ExprAttr(as_expr(index))}
        if other is not None:
            properties["other"] = other
        super().__init__(operands=[buffer, indirect, [] if mask is None else [mask]],
                         result_types=[buffer_type.element_type], properties=properties)

    @property
    def indirect_symbols(self) -> list[sympy.Symbol]:
        return [symbol(f"i{k}") for k in range(len(self.indirect))]

    def verify_(self) -> None:
        buffer_type = _buffer_type(self.buffer, self, "the loaded value")
        if self.result.type != buffer_type.element_type:
            raise VerifyException(
                f"'loop.load': result type {self.result.type} differs from the buffer's element "
                f"type {buffer_type.element_type}"
            )
        if (self.mask is None) != (self.other is None):
            raise VerifyException("'loop.load': `mask` and `other` go together")
        if self.other is not None and self.other.type != self.result.type:
            raise VerifyException(
                f"'loop.load': `other` has type {self.other.type}, the load {self.result.type}"
            )
        _check_index(self, self.index.data, self.indirect_symbols)

    @classmethod
    def parse(cls, parser: Parser) -> LoadOp:
        buffer = _parse_defined_operand(parser, "the loaded buffer")
        with parser.in_square_brackets():
            index = parse_dim(parser)
        indirect: list[SSAValue] = []
        if parser.parse_optional_keyword("indirect"):
            indirect = _parse_operand_list(parser)
        mask = other = None
        if parser.parse_optional_keyword("mask"):
            mask = parser.resolve_operand(parser.parse_unresolved_operand(), IntegerType(1))
            parser.parse_keyword("other")
            other = _parse_other(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        properties: dict[str, Attribute] = {"index": ExprAttr(index),
                                            "operandSegmentSizes": _segments(
                                                1, len(indirect), 0 if mask is None else 1)}
        if other is not None:
            properties["other"] = (
                FloatAttr(float(other), result_type) if isinstance(result_type, AnyFloat)
                else IntegerAttr(int(other), result_type))
        op = cls.create(operands=[buffer, *indirect, *([] if mask is None else [mask])],
                        result_types=[result_type], properties=properties,
                        attributes=attributes)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.buffer)
        with printer.in_square_brackets():
            print_dim(printer, self.index.data)
        if self.indirect:
            printer.print_string(" indirect(")
            printer.print_list(self.indirect, printer.print_operand)
            printer.print_string(" : ")
            printer.print_list(self.indirect.types, printer.print_attribute)
            printer.print_string(")")
        if self.mask is not None and self.other is not None:
            printer.print_string(" mask ")
            printer.print_operand(self.mask)
            printer.print_string(" other ")
            _print_other(printer, self.other)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


@irdl_op_definition
class StoreOp(IRDLOperation):
    """`loop.store %buf["4096*p0 + p1"], %v : f32`."""

    name = "loop.store"

    buffer = operand_def(BufferType)
    value = operand_def()
    index = prop_def(ExprAttr)

    traits = traits_def(HasParent(KernelOp))

    def __init__(self, buffer: SSAValue, index: sympy.Expr | int, value: SSAValue):
        super().__init__(operands=[buffer, value],
                         properties={"index": ExprAttr(as_expr(index))})

    def verify_(self) -> None:
        buffer_type = _buffer_type(self.buffer, self, "the stored-to value")
        if self.value.type != buffer_type.element_type:
            raise VerifyException(
                f"'loop.store': value type {self.value.type} differs from the buffer's element "
                f"type {buffer_type.element_type}"
            )
        _check_index(self, self.index.data)

    @classmethod
    def parse(cls, parser: Parser) -> StoreOp:
        buffer = _parse_defined_operand(parser, "the stored-to buffer")
        with parser.in_square_brackets():
            index = parse_dim(parser)
        parser.parse_punctuation(",")
        value = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        value_type = parser.parse_type()
        return cls.create(operands=[buffer, parser.resolve_operand(value, value_type)],
                          properties={"index": ExprAttr(index)}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.buffer)
        with printer.in_square_brackets():
            print_dim(printer, self.index.data)
        printer.print_string(", ")
        printer.print_operand(self.value)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.value.type)


@irdl_op_definition
class IndexOp(IRDLOperation):
    """`%i = loop.index "p0 + 1" : i64`: an index expression as a scalar value."""

    name = "loop.index"

    expr = prop_def(ExprAttr)
    result = result_def(IntegerType | IndexType)

    traits = traits_def(HasParent(KernelOp), Pure())

    def __init__(self, expr: sympy.Expr | int, result_type: IntegerType | IndexType):
        super().__init__(result_types=[result_type], properties={"expr": ExprAttr(as_expr(expr))})

    def verify_(self) -> None:
        _check_index(self, self.expr.data)

    @classmethod
    def parse(cls, parser: Parser) -> IndexOp:
        expr = parse_dim(parser)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        return cls.create(result_types=[parser.parse_type()],
                          properties={"expr": ExprAttr(expr)}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        print_dim(printer, self.expr.data)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


# kind -> (number of operands, number of results)
REDUCE_KINDS: dict[str, tuple[int, int]] = {
    "sum": (1, 1), "prod": (1, 1), "max": (1, 1), "min": (1, 1), "any": (1, 1),
    "xor_sum": (1, 1),
    "argmax": (2, 1), "argmin": (2, 1),  # (value, index) -> index of the extreme value
    "welford": (1, 3),  # -> mean, m2 (sum of squared deviations), weight (count)
    # (mean, m2, weight) of parts -> those of their union (the second half of a split welford)
    "welford_combine": (3, 3),
    "online_softmax": (1, 2),  # -> max, sum of exp(x - max)
}


def reduce_result_types(kind: str, operand_types: Sequence[Attribute]) -> list[Attribute]:
    """The result types of `loop.reduce <kind>` over operands of these types."""
    if kind in ("argmax", "argmin"):
        return [operand_types[1]]
    return [operand_types[0]] * REDUCE_KINDS[kind][1]


@irdl_op_definition
class ReduceOp(IRDLOperation):
    """`%r = loop.reduce sum %v : f32`: the reduction of %v over all `r*` variables."""

    name = "loop.reduce"

    kind = prop_def(StringAttr)
    inputs = var_operand_def()
    outputs = var_result_def()

    traits = traits_def(HasParent(KernelOp))

    def __init__(self, kind: str, inputs: Sequence[SSAValue]):
        super().__init__(operands=[inputs], properties={"kind": StringAttr(kind)},
                         result_types=[reduce_result_types(kind, [v.type for v in inputs])])

    def verify_(self) -> None:
        kind = self.kind.data
        if kind not in REDUCE_KINDS:
            raise VerifyException(
                f"'loop.reduce': unknown kind {kind!r}; expected one of {', '.join(REDUCE_KINDS)}"
            )
        n_in, n_out = REDUCE_KINDS[kind]
        if len(self.inputs) != n_in or len(self.outputs) != n_out:
            raise VerifyException(
                f"'loop.reduce' {kind} takes {n_in} operand(s) and gives {n_out} result(s), "
                f"got {len(self.inputs)} and {len(self.outputs)}"
            )
        expected = reduce_result_types(kind, self.inputs.types)
        if list(self.outputs.types) != expected:
            raise VerifyException(
                f"'loop.reduce' {kind}: result types must be "
                f"{', '.join(map(str, expected))}, got {', '.join(map(str, self.outputs.types))}"
            )
        if kind in ("argmax", "argmin") and not isinstance(
                self.inputs[1].type, IntegerType | IndexType):
            raise VerifyException(f"'loop.reduce' {kind}: the index operand must be an integer")
        if kind in ("welford", "welford_combine", "online_softmax") and not all(
                isinstance(t, AnyFloat) for t in self.inputs.types):
            raise VerifyException(f"'loop.reduce' {kind} reduces floats")
        kernel = self.parent_op()
        if isinstance(kernel, KernelOp) and not kernel.is_reduction:
            raise VerifyException(
                "'loop.reduce' must be in a reduction kernel (a loop.kernel with `reduce` ranges)"
            )

    @classmethod
    def parse(cls, parser: Parser) -> ReduceOp:
        pos = parser.pos
        kind = parser.parse_identifier("expected a reduction kind")
        if kind not in REDUCE_KINDS:
            parser.raise_error(
                f"unknown reduction kind {kind!r}; expected one of {', '.join(REDUCE_KINDS)}",
                pos, parser.pos)
        names = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        types = parser.parse_comma_separated_list(parser.Delimiter.NONE, parser.parse_type)
        if len(types) != len(names) or len(names) != REDUCE_KINDS[kind][0]:
            parser.raise_error(
                f"loop.reduce {kind} takes {REDUCE_KINDS[kind][0]} operand(s) with one type each")
        inputs = [parser.resolve_operand(n, t) for n, t in zip(names, types, strict=True)]
        return cls.create(operands=inputs, result_types=reduce_result_types(kind, types),
                          properties={"kind": StringAttr(kind)}, attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind.data} ")
        printer.print_list(self.inputs, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list(self.inputs.types, printer.print_attribute)


RANDOM_KINDS = ("uniform", "normal")


def significand_bits(t: Attribute) -> int:
    """Bits of a float type's significand, the implicit one included (f32: 24)."""
    return {"f16": 11, "bf16": 8, "f32": 24, "f64": 53}[str(t)]


@irdl_op_definition
class RandomOp(IRDLOperation):
    """`%r = loop.random uniform %seed, %offset {bits = 24 : i64} : f32`: the random number
    of counter `%offset` (i64) in the Philox stream of `%seed` (i64), see `prim.rand`.
    `uniform` is in [0, 1) with `bits` random significand bits (the stored type's, so that
    rounding to it never reaches 1); `normal` is standard normal. Pure: a function of its
    operands, so recomputing it in a consumer's kernel (inlining) gives the same value."""

    name = "loop.random"

    kind = prop_def(StringAttr)
    bits = prop_def(IntegerAttr)
    seed = operand_def(IntegerType)
    offset = operand_def(IntegerType)
    result = result_def(AnyFloat)

    traits = traits_def(HasParent(KernelOp), Pure())

    def __init__(self, kind: str, seed: SSAValue, offset: SSAValue, result_type: AnyFloat,
                 bits: int):
        super().__init__(operands=[seed, offset], result_types=[result_type],
                         properties={"kind": StringAttr(kind),
                                     "bits": IntegerAttr(bits, IntegerType(64))})

    def verify_(self) -> None:
        if self.kind.data not in RANDOM_KINDS:
            raise VerifyException(f"'loop.random': unknown kind {self.kind.data!r}; expected "
                                  f"one of {', '.join(RANDOM_KINDS)}")
        for what, v in (("seed", self.seed), ("offset", self.offset)):
            if v.type != IntegerType(64):
                raise VerifyException(f"'loop.random': the {what} must be i64, got {v.type}")
        most = significand_bits(self.result.type)
        if not 1 <= self.bits.value.data <= most:
            raise VerifyException(f"'loop.random': bits = {self.bits.value.data} must be in "
                                  f"[1, {most}] for {self.result.type}")

    @classmethod
    def parse(cls, parser: Parser) -> RandomOp:
        pos = parser.pos
        kind = parser.parse_identifier("expected a random kind (uniform, normal)")
        if kind not in RANDOM_KINDS:
            parser.raise_error(f"unknown random kind {kind!r}; expected one of "
                               f"{', '.join(RANDOM_KINDS)}", pos, parser.pos)
        seed = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        offset = parser.parse_unresolved_operand()
        attributes = parser.parse_optional_attr_dict()
        bits = attributes.pop("bits", None)
        parser.parse_punctuation(":")
        result_type = parser.parse_type()
        if bits is None:
            if not isinstance(result_type, AnyFloat):
                parser.raise_error(f"loop.random gives a float, not {result_type}")
            bits = IntegerAttr(significand_bits(result_type), IntegerType(64))
        i64_ = IntegerType(64)
        return cls.create(operands=[parser.resolve_operand(seed, i64_),
                                    parser.resolve_operand(offset, i64_)],
                          result_types=[result_type], attributes=attributes,
                          properties={"kind": StringAttr(kind), "bits": bits})

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind.data} ")
        printer.print_operand(self.seed)
        printer.print_string(", ")
        printer.print_operand(self.offset)
        printer.print_string(f" {{bits = {self.bits.value.data}}}")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


Loop = Dialect(
    "loop",
    [AllocOp, ViewOp, ExternOp, ComboOp, FusedOp, GemmOp, KernelOp, LoadOp, StoreOp, IndexOp,
     ReduceOp, RandomOp],
    [BufferType, RangeAttr],
)

"""Symbolic integer expressions shared by the torch, prim and loop dialects.

Sizes of tensors and buffers, and the index expressions of the loop dialect, are sympy
expressions over integer symbols: `s0, s1, ...` for dynamic sizes (as Inductor names them),
`p0, p1, ...` for iteration variables and `r0, r1, ...` for reduction variables.

The text form is `sympy.sstr(e, order="lex")`; parsing goes through a closed function table
and turns every free name into an integer, nonnegative symbol, so equal text gives equal
expressions and text round-trips exactly.  In IR the attribute prints as `#sym.expr<"...">`;
dialects embed bare expressions (`[s0, 4096]`, `%x["4096*p0 + r0"]`) through `parse_dim` /
`print_dim`.
"""

from __future__ import annotations

import functools
import operator
import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

import sympy
from xdsl.ir import Data, Dialect
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer


class FloorDiv(sympy.Function):
    """Integer floor division of nonnegative integers (`x // d`)."""

    is_integer = True
    is_nonnegative = True

    @classmethod
    def eval(cls, x, d):
        if d == 1:
            return x
        if x == 0 or d == 0:  # d == 0 only in zero-size iteration spaces, which never run
            return sympy.Integer(0)
        if x.is_Integer and d.is_Integer:
            return sympy.Integer(int(x) // int(d))
        if isinstance(x, FloorDiv):  # (x // a) // b == x // (a*b)
            return FloorDiv(x.args[0], x.args[1] * d)
        if d.is_Integer:
            # Pull out terms that are exact multiples of d: (d*a + b) // d == a + b // d,
            # while b stays nonnegative (`(2*s0 + 1 - p0) // 2` is kept: every printer
            # divides nonnegative integers only, as Triton's `//` and LLVM's `udiv` need).
            terms = sympy.Add.make_args(x)
            whole = [t for t in terms if _divides(d, t)]
            rest = sympy.Add(*[t for t in terms if not _divides(d, t)])
            if whole and rest.is_nonnegative:
                return sympy.Add(*[t / d for t in whole]) + FloorDiv(rest, d)
        return None


class ModularIndexing(sympy.Function):
    """`(x // div) % mod` for nonnegative integers: Inductor's view-indexing primitive."""

    is_integer = True
    is_nonnegative = True

    @classmethod
    def eval(cls, x, div, mod):
        if x == 0 or mod == 1 or div == 0 or mod == 0:  # 0: a zero-size space, never run
            return sympy.Integer(0)
        if x.is_Integer and div.is_Integer and mod.is_Integer:
            return sympy.Integer((int(x) // int(div)) % int(mod))
        return None


class CeilDiv(sympy.Function):
    """Integer ceiling division of nonnegative integers. By a constant it is written
    `FloorDiv(x + d - 1, d)`, the form torch's ShapeEnv gives sizes (`x[::2]` has
    `(s0 + 1)//2` rows), so that equal sizes are equal expressions."""

    is_integer = True
    is_nonnegative = True

    @classmethod
    def eval(cls, x, d):
        if d == 1:
            return x
        if x.is_Integer and d.is_Integer:
            return sympy.Integer(-(-int(x) // int(d)))
        if d.is_Integer and d > 1:
            return FloorDiv(x + d - 1, d)
        return None


def sign_of(e: sympy.Expr) -> int | None:
    """1 when `e` is provably >= 0, -1 when provably <= 0, else None. Beyond sympy's own
    assumptions, a term linear in `ModularIndexing(x, d, m)` with a constant `m` is bounded
    by that function's range `[0, m - 1]` (`8 - ModularIndexing(s0, 1, 8)` is positive)."""
    cases = [sympy.sympify(e)]
    for mod in cases[0].atoms(ModularIndexing):
        m = mod.args[2]
        u = sympy.Dummy(integer=True)
        if not m.is_Integer or sympy.degree(cases[0].xreplace({mod: u}), u) > 1:
            continue
        cases = [c.xreplace({mod: v}) for c in cases for v in (0, m - 1)]
    if all(c.is_nonnegative for c in cases):
        return 1
    if all(c.is_nonpositive for c in cases):
        return -1
    return None


def eval_index(expr: sympy.Expr, env: Mapping[sympy.Symbol, Any],
               minimum: Callable[[Any, Any], Any] = min,
               maximum: Callable[[Any, Any], Any] = max) -> Any:
    """The value of an index expression with values bound to its symbols: ints, or tensors
    (the loop interpreter's, with elementwise `minimum` and `maximum`); FloorDiv and
    ModularIndexing as Python's `//` and `%`. KeyError for a symbol without a value,
    NotImplementedError for another function."""
    if expr.is_Integer:
        return int(expr)
    if expr.is_Symbol:
        return env[expr]
    args = [eval_index(a, env, minimum, maximum) for a in expr.args]
    if expr.is_Add:
        return functools.reduce(operator.add, args)
    if expr.is_Mul:
        return functools.reduce(operator.mul, args)
    if expr.is_Pow:
        return args[0] ** args[1]
    if isinstance(expr, FloorDiv):
        return args[0] // args[1]
    if isinstance(expr, CeilDiv):
        return -((-args[0]) // args[1])
    if isinstance(expr, ModularIndexing):
        return (args[0] // args[1]) % args[2]
    if isinstance(expr, sympy.Min):
        return functools.reduce(minimum, args)
    if isinstance(expr, sympy.Max):
        return functools.reduce(maximum, args)
    raise NotImplementedError(f"index expression {expr} ({type(expr).__name__})")


def evaluate(expr: sympy.Expr, env: Mapping[sympy.Symbol, int]) -> int | None:
    """The integer value of an index expression at a point (`env`: an int for each symbol),
    computed in Python without building sympy objects (microseconds, against a `subs`'s
    milliseconds); None where it has none: a symbol without a value, a division by zero,
    another function, a value that is not an integer."""
    try:
        value = eval_index(expr, env)
    except (KeyError, NotImplementedError, ZeroDivisionError):
        return None
    return value if isinstance(value, int) else None


def _divides(d: sympy.Integer, term: sympy.Expr) -> bool:
    coeff, _ = term.as_coeff_Mul()
    return coeff.is_Integer and int(coeff) % int(d) == 0


FUNCTIONS: dict[str, object] = {
    "FloorDiv": FloorDiv,
    "ModularIndexing": ModularIndexing,
    "CeilDiv": CeilDiv,
    "Min": sympy.Min,
    "Max": sympy.Max,
}

_NAME = re.compile(r"[A-Za-z_][A-Za-z_0-9]*")


def symbol(name: str) -> sympy.Symbol:
    """The one symbol for `name`: integer and nonnegative, as every size and index is."""
    return sympy.Symbol(name, integer=True, nonnegative=True)


def parse_expr(text: str) -> sympy.Expr:
    """Parse the text form of an expression; raises ValueError with the reason."""
    names: dict[str, object] = {}
    for name in _NAME.findall(text):
        if name in FUNCTIONS:
            names[name] = FUNCTIONS[name]
        else:
            names[name] = symbol(name)
    try:
        expr = sympy.parse_expr(text, local_dict=names, global_dict={"Integer": sympy.Integer},
                                evaluate=True)
    except Exception as e:  # sympy raises SyntaxError, TokenError, TypeError, ...
        raise ValueError(f"malformed index expression {text!r}: {e}") from None
    if not isinstance(expr, sympy.Expr) or not expr.is_integer:
        raise ValueError(f"index expression {text!r} is not an integer expression")
    return expr


def format_expr(expr: sympy.Expr | int) -> str:
    """The canonical text of an expression (what `parse_expr` reads back to the same value)."""
    return sympy.sstr(sympy.sympify(expr), order="lex")


def as_expr(value: sympy.Expr | int | str) -> sympy.Expr:
    if isinstance(value, str):
        return parse_expr(value)
    return sympy.sympify(value)


def free_symbols(exprs: Iterable[sympy.Expr]) -> set[sympy.Symbol]:
    out: set[sympy.Symbol] = set()
    for e in exprs:
        out |= e.free_symbols
    return out


def parse_dim(parser: AttrParser) -> sympy.Expr:
    """One size or index in IR text: `4096`, `s0`, or a quoted expression `"2*s0"`."""
    pos = parser.pos
    value = parser.parse_optional_integer(allow_boolean=False, allow_negative=False)
    if value is not None:
        return sympy.Integer(value)
    name = parser.parse_optional_identifier()
    if name is not None:
        if name in FUNCTIONS:
            parser.raise_error(f"expected a size, got function name {name!r}", pos, parser.pos)
        return symbol(name)
    text = parser.parse_optional_str_literal()
    if text is None:
        parser.raise_error("expected a size: an integer, a symbol, or a quoted expression")
    try:
        return parse_expr(text)
    except ValueError as e:
        parser.raise_error(str(e), pos, parser.pos)


def print_dim(printer: Printer, expr: sympy.Expr) -> None:
    """Inverse of `parse_dim`: integers and lone symbols bare, anything else quoted."""
    if expr.is_Integer:
        printer.print_string(str(int(expr)))
    elif expr.is_Symbol:
        printer.print_string(expr.name)
    else:
        printer.print_string_literal(format_expr(expr))


@irdl_attr_definition
class ExprAttr(Data[sympy.Expr]):
    """A symbolic integer expression: `#sym.expr<"4096*p0 + r0">`."""

    name = "sym.expr"

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> sympy.Expr:
        with parser.in_angle_brackets():
            pos = parser.pos
            text = parser.parse_str_literal("expected a quoted expression")
            try:
                return parse_expr(text)
            except ValueError as e:
                parser.raise_error(str(e), pos, parser.pos)

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string_literal(format_expr(self.data))

    @staticmethod
    def from_value(value: sympy.Expr | int | str) -> ExprAttr:
        return ExprAttr(as_expr(value))


Sym = Dialect("sym", [], [ExprAttr])

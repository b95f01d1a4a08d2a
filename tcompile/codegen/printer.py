"""Index and size expressions (sympy) printed as Python integer arithmetic: the one printer.

Used by the wrapper (sizes, numels, strides from the bound size symbols) and by Triton codegen
(index expressions over `xindex`/`rindex` tensors); the LLVM backend builds the same operations
as instructions (`codegen/llvm/kernel.py`, `emit_index`), and `tests/unit/test_index_printing.py`
checks all of them against sympy on random expressions and sizes.

Every operand of `*`, `//` and `%` is printed as an atom (an integer, a name, or a
parenthesized expression), so no printed text depends on operator precedence: `FloorDiv(x,
768*s0)` is `(x // (768 * s0))`, never `x // 768 * s0`. Every value is a nonnegative integer,
so the truncating `//` and `%` of Triton's integer tensors agree with Python's floor division
and the loop dialect's `FloorDiv`; `CeilDiv` is written `(x + d - 1) // d` for the same reason
(`-(-x // d)` is only right with floor division).
"""

from __future__ import annotations

from collections.abc import Mapping

import sympy

from tcompile.dialects.sym import CeilDiv, FloorDiv, ModularIndexing


def pyexpr(expr: sympy.Expr | int, names: Mapping[sympy.Symbol, str] | None = None, *,
           minimum: str = "min", maximum: str = "max") -> str:
    """`expr` as Python source; `names` renames symbols, `minimum`/`maximum` name the
    functions for `Min`/`Max` (`tl.minimum` in Triton)."""
    return _Printer(names or {}, minimum, maximum).expr(sympy.sympify(expr))


class _Printer:
    def __init__(self, names: Mapping[sympy.Symbol, str], minimum: str, maximum: str):
        self.names, self.minimum, self.maximum = names, minimum, maximum

    def atom(self, e: sympy.Expr) -> str:
        """`e` as an operand of any binary operator."""
        text = self.expr(e)
        if (e.is_Integer and e >= 0) or e.is_Symbol or isinstance(e, sympy.Min | sympy.Max):
            return text
        return text if _wrapped(text) else f"({text})"

    def expr(self, e: sympy.Expr) -> str:
        if e.is_Integer:
            return str(int(e))
        if e.is_Symbol:
            return self.names.get(e, e.name)
        if e.is_Add:
            # positive terms first: `xindex - 1`, not `-1 + xindex`
            terms = sorted(e.args, key=lambda t: (bool(t.as_coeff_Mul()[0].is_negative),
                                                  sympy.default_sort_key(t)))
            out = self.expr(terms[0])
            for t in terms[1:]:
                coeff, _ = t.as_coeff_Mul()
                out += f" - {self.expr(-t)}" if coeff < 0 else f" + {self.expr(t)}"
            return out
        if e.is_Mul:
            coeff, rest = e.as_coeff_Mul()
            if not coeff.is_Integer:
                raise NotImplementedError(f"cannot print index expression {e}: "
                                          f"non-integer coefficient {coeff}")
            factors = [self.atom(f) for f in sympy.Mul.make_args(rest)]
            if coeff == -1:
                return "-" + " * ".join(factors)
            if coeff != 1:
                factors.insert(0, self.atom(coeff))
            return " * ".join(factors)
        if e.is_Pow and e.exp.is_Integer and e.exp > 0:
            return " * ".join([self.atom(e.base)] * int(e.exp))
        if isinstance(e, FloorDiv):
            return f"{self.atom(e.args[0])} // {self.atom(e.args[1])}"
        if isinstance(e, CeilDiv):
            x, d = (self.atom(a) for a in e.args)
            return f"({x} + {d} - 1) // {d}"
        if isinstance(e, ModularIndexing):
            x, d, m = e.args
            inner = self.atom(x) if d == 1 else f"({self.atom(x)} // {self.atom(d)})"
            return f"{inner} % {self.atom(m)}"
        if isinstance(e, sympy.Min | sympy.Max):
            fn = self.minimum if isinstance(e, sympy.Min) else self.maximum
            out = self.expr(e.args[0])
            for a in e.args[1:]:
                out = f"{fn}({out}, {self.expr(a)})"
            return out
        raise NotImplementedError(f"cannot print index expression {e} ({type(e).__name__})")


def _wrapped(text: str) -> bool:
    """Whether `text` is one parenthesized group `( ... )`."""
    if not (text.startswith("(") and text.endswith(")")):
        return False
    depth = 0
    for i, ch in enumerate(text):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0 and i != len(text) - 1:
            return False
    return True

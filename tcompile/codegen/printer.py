"""Index and size expressions (sympy) printed as Python integer arithmetic.

Used by the wrapper (sizes, numels, strides from the bound size symbols) and by Triton codegen
(index expressions over `xindex`/`rindex` tensors). Every value is a nonnegative integer, so
Python's floor division is the loop dialect's `FloorDiv`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import sympy

from tcompile.dialects.sym import CeilDiv, FloorDiv, ModularIndexing


def pyexpr(expr: sympy.Expr, names: Mapping[sympy.Symbol, str] | None = None, *,
           minimum: str = "min", maximum: str = "max") -> str:
    """`expr` as Python source; `names` renames symbols, `minimum`/`maximum` name the
    functions for `Min`/`Max` (`tl.minimum` in Triton)."""
    names = names or {}

    def p(e: sympy.Expr) -> str:
        return _print(e, names, minimum, maximum, p)

    return p(sympy.sympify(expr))


def _print(e: sympy.Expr, names: Mapping[sympy.Symbol, str], minimum: str, maximum: str,
           p: Callable[[sympy.Expr], str]) -> str:
    if e.is_Integer:
        return str(int(e))
    if e.is_Symbol:
        return names.get(e, e.name)
    if e.is_Add:
        terms = sorted(e.args, key=sympy.default_sort_key)
        out = p(terms[0])
        for t in terms[1:]:
            coeff, rest = t.as_coeff_Mul()
            if coeff < 0:
                out += f" - {p(-t)}"
            else:
                out += f" + {p(t)}"
        return f"({out})"
    if e.is_Mul:
        coeff, rest = e.as_coeff_Mul()
        factors = [p(f) for f in sympy.Mul.make_args(rest)]
        if coeff == -1:
            return f"(-{' * '.join(factors)})"
        if coeff != 1:
            factors.insert(0, p(coeff))
        return " * ".join(factors)
    if e.is_Pow and e.exp.is_Integer and e.exp > 0:
        return " * ".join([p(e.base)] * int(e.exp))
    if isinstance(e, FloorDiv):
        return f"({p(e.args[0])} // {p(e.args[1])})"
    if isinstance(e, CeilDiv):
        return f"(-((-{p(e.args[0])}) // {p(e.args[1])}))"
    if isinstance(e, ModularIndexing):
        x, d, m = e.args
        inner = p(x) if d == 1 else f"({p(x)} // {p(d)})"
        return f"({inner} % {p(m)})"
    if isinstance(e, sympy.Min | sympy.Max):
        fn = minimum if isinstance(e, sympy.Min) else maximum
        out = p(e.args[0])
        for a in e.args[1:]:
            out = f"{fn}({out}, {p(a)})"
        return out
    raise NotImplementedError(f"cannot print index expression {e} ({type(e).__name__})")

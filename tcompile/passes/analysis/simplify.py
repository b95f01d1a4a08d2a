"""Simplification of index expressions under known variable ranges.

Views folded into index expressions by `convert-prim-to-loop` leave `FloorDiv` and
`ModularIndexing` terms that the iteration ranges make redundant. `simplify_with_ranges` is
the counterpart of Inductor's `SizeVarAllocator.simplify_with_ranges`: with `0 <= v < n` for
every kernel variable `v` of extent `n` it

- drops terms of `ModularIndexing(x, d, m)`'s `x` that are multiples of `d*m`, and turns it
  into `FloorDiv(x, d)` when `x < d*m`;
- pulls multiples of `d` out of `FloorDiv(x, d)` and turns it into 0 when `x < d`;
- (both only while what is left of `x` is provably nonnegative: every dividend is);
- recombines the pieces a reshape cut a variable into:
  `c*m*FloorDiv(x, d*m) + c*ModularIndexing(x, d, m)` -> `c*FloorDiv(x, d)` and
  `c*m1*ModularIndexing(x, d*m1, m2) + c*ModularIndexing(x, d, m1)`
  -> `c*ModularIndexing(x, d, m1*m2)`.

Every rewrite is exact for nonnegative integers, so a simplified index addresses the same
elements. Bounds are proven only for expressions that are nonnegative by construction (no
negative coefficients); anything else is left alone.
"""

from __future__ import annotations

from collections.abc import Mapping

import sympy

from tcompile.dialects.sym import CeilDiv, FloorDiv, ModularIndexing

Ranges = Mapping[sympy.Symbol, sympy.Expr]


def simplify_with_ranges(expr: sympy.Expr, ranges: Ranges) -> sympy.Expr:
    """`expr` simplified knowing `0 <= v < ranges[v]`; symbols not in `ranges` are constants.

    Memoized on the expression and the ranges of its symbols: each layer of a model asks the
    same questions (LLaMA's first compile spent 1.9 s here, mostly on repeats)."""
    key = (expr, frozenset((v, n) for v, n in ranges.items() if v in expr.free_symbols))
    found = _SIMPLIFIED.get(key)
    if found is None:
        found = expr
        while True:
            simpler = _rewrite(found, ranges)
            if simpler == found:
                break
            found = simpler
        if len(_SIMPLIFIED) >= _SIMPLIFIED_MAX:
            _SIMPLIFIED.clear()
        _SIMPLIFIED[key] = found
    return found


_SIMPLIFIED: dict[tuple[sympy.Expr, frozenset], sympy.Expr] = {}
_SIMPLIFIED_MAX = 100_000


def upper_bound(expr: sympy.Expr, ranges: Ranges) -> sympy.Expr | None:
    """An inclusive upper bound of `expr` (which is then known to be nonnegative), or None."""
    if expr.is_Integer:
        return expr if expr >= 0 else None
    if expr.is_Symbol:
        return ranges[expr] - 1 if expr in ranges else expr
    if expr.is_Add or expr.is_Mul:
        if expr.is_Mul and expr.as_coeff_Mul()[0] < 0:
            return None
        bounds = [upper_bound(a, ranges) for a in expr.args]
        if any(b is None for b in bounds):
            return None
        return expr.func(*bounds)
    if expr.is_Pow and expr.exp.is_Integer and expr.exp > 0:
        base = upper_bound(expr.base, ranges)
        return None if base is None else base**expr.exp
    if isinstance(expr, FloorDiv | CeilDiv):
        x, d = expr.args
        x_max = upper_bound(x, ranges)
        if x_max is None or not _is_positive_constant(d, ranges):
            return None
        return expr.func(x_max, d)
    if isinstance(expr, ModularIndexing):
        x, d, m = expr.args
        if not (_is_positive_constant(d, ranges) and _is_positive_constant(m, ranges)):
            return None
        x_max = upper_bound(x, ranges)
        if x_max is not None and _provably_lt(FloorDiv(x_max, d), m):
            return FloorDiv(x_max, d)
        return m - 1
    if isinstance(expr, sympy.Min | sympy.Max):
        bounds = [upper_bound(a, ranges) for a in expr.args]
        if any(b is None for b in bounds):
            return None
        return expr.func(*bounds)
    return None


def _nonnegative(expr: sympy.Expr, ranges: Ranges) -> bool:
    """Whether `expr` is provably >= 0. The rewrites keep every dividend nonnegative:
    `(s0*s1 - 1 - p0) // s0` must not become `s1 + (-1 - p0) // s0`, which the printers
    (Triton's truncating `//`, LLVM's `udiv`) cannot evaluate."""
    return bool(expr.is_nonnegative) or upper_bound(expr, ranges) is not None


def _is_positive_constant(expr: sympy.Expr, ranges: Ranges) -> bool:
    return not (expr.free_symbols & set(ranges)) and bool(expr.is_positive)


def _provably_lt(a: sympy.Expr, b: sympy.Expr) -> bool:
    return bool(sympy.expand(b - a).is_positive)


def _is_multiple(term: sympy.Expr, d: sympy.Expr) -> bool:
    return bool((term / d).is_integer)


def _rewrite(expr: sympy.Expr, ranges: Ranges) -> sympy.Expr:
    """One bottom-up pass of the rewrites in the module docstring."""
    if not expr.args:
        return expr
    expr = expr.func(*[_rewrite(a, ranges) for a in expr.args])
    if isinstance(expr, ModularIndexing):
        x, d, m = expr.args
        terms = sympy.Add.make_args(x)
        kept = [t for t in terms if not _is_multiple(t, d * m)]
        if len(kept) < len(terms) and _nonnegative(sympy.Add(*kept), ranges):
            return ModularIndexing(sympy.Add(*kept), d, m)
        x_max = upper_bound(x, ranges)
        if x_max is not None and _provably_lt(x_max, d * m):
            return FloorDiv(x, d)
        scaled = _drop_low_terms(x, d, ranges)
        if scaled is not None:  # (c*a + b) // d with b < c and c | d
            return ModularIndexing(scaled[0], scaled[1], m)
        return expr
    if isinstance(expr, FloorDiv):
        x, d = expr.args
        terms = sympy.Add.make_args(x)
        whole = [t for t in terms if _is_multiple(t, d)]
        rest = sympy.Add(*[t for t in terms if not _is_multiple(t, d)])
        if whole and _nonnegative(rest, ranges):  # (d*a + b) // d == a + b // d
            return sympy.Add(*[t / d for t in whole]) + FloorDiv(rest, d)
        x_max = upper_bound(x, ranges)
        if x_max is not None and _provably_lt(x_max, d):
            return sympy.Integer(0)
        scaled = _drop_low_terms(x, d, ranges)
        if scaled is not None:
            return FloorDiv(*scaled)
        return expr
    if expr.is_Add:
        return _recombine(expr)
    return expr


def _drop_low_terms(x: sympy.Expr, d: sympy.Expr, ranges: Ranges
                    ) -> tuple[sympy.Expr, sympy.Expr] | None:
    """`(a, d/c)` when `x = c*a + b` with `0 <= b < c` and `c` dividing `d`, so that
    `x // d == a // (d/c)`: the low terms `b` cannot carry into the quotient."""
    if not d.is_Integer:
        return None
    terms = sympy.Add.make_args(x)
    for t in terms:
        c = sympy.gcd(t.as_coeff_Mul()[0], d)
        if not c.is_Integer or c <= 1:
            continue
        high = [u for u in terms if _is_multiple(u, c)]
        low = sympy.Add(*[u for u in terms if not _is_multiple(u, c)])
        low_max = upper_bound(low, ranges)
        if low != 0 and low_max is not None and _provably_lt(low_max, c):
            return sympy.Add(*[u / c for u in high]), d / c
    return None


def _split_term(term: sympy.Expr) -> tuple[sympy.Expr, sympy.Expr] | None:
    """`term` as (coefficient, FloorDiv or ModularIndexing factor), if it has that shape."""
    factors = sympy.Mul.make_args(term)
    indexing = [f for f in factors if isinstance(f, FloorDiv | ModularIndexing)]
    if len(indexing) != 1:
        return None
    return term / indexing[0], indexing[0]


def _recombine(expr: sympy.Add) -> sympy.Expr:
    """Merge one pair of terms that together are a coarser FloorDiv/ModularIndexing."""
    terms = list(expr.args)
    split = [_split_term(t) for t in terms]
    for i, low in enumerate(split):
        if low is None or not isinstance(low[1], ModularIndexing):
            continue
        coeff, (x, d, m) = low[0], low[1].args
        for j, high in enumerate(split):
            if j == i or high is None or high[1].args[0] != x:
                continue
            if sympy.expand(high[0] - coeff * m) != 0:
                continue
            high_fn = high[1]
            if isinstance(high_fn, FloorDiv) and sympy.expand(high_fn.args[1] - d * m) == 0:
                merged = coeff * FloorDiv(x, d)
            elif (isinstance(high_fn, ModularIndexing)
                  and sympy.expand(high_fn.args[1] - d * m) == 0):
                merged = coeff * ModularIndexing(x, d, m * high_fn.args[2])
            else:
                continue
            rest = [t for k, t in enumerate(terms) if k not in (i, j)]
            return sympy.Add(merged, *rest)
    return expr

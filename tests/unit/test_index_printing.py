"""Index and size expressions printed by every backend compute what sympy says they are.

An index expression is built by the lowering passes as sympy (`Add`, `Mul`, `Pow`, `Min`,
`Max` and tcompile's `FloorDiv`, `ModularIndexing`, `CeilDiv`) and then printed three ways:
`codegen/printer.py`'s `pyexpr` as Python text (the wrapper's sizes and strides), the same
printer as Triton text (`tl.minimum`/`tl.maximum`) evaluated on integer tensors, and
`codegen/llvm/kernel.py`'s `emit_index` as LLVM instructions. A wrong print is silent: it
indexes elsewhere (`FloorDiv(x, 768*s0)` was printed `x // 768 * s0`, and Triton kernels with
symbolic sizes wrote out of bounds).

Hypothesis draws batches of random expressions over size symbols and the lane indices
`xindex`/`rindex`, with divisors kept positive as real sizes are (`s + 1`, `Max(s, 1)`,
positive constants and products of these), and random nonnegative values, always including
all zeros and all ones. Each batch is evaluated by sympy (substituted integers, evaluated to
an exact `Integer`) and by each backend: `eval` of the Python text, one `@triton.jit` kernel
under Triton's interpreter (sizes as int64 scalars, `xindex` a column and `rindex` a row of
int64 values, so expressions broadcast over 2-D tensors as in reduction kernels; `//` and `%`
truncate there, as on the GPU), and one LLVM module through the CPU runtime's JIT (O3, as
kernels are compiled). Flips (`d - 1 - (x mod d)`, the one source of negative terms) are drawn
at any depth; `_flip` says why.
"""

from __future__ import annotations

import ctypes
import importlib.util
import itertools
import pathlib

import llvmlite.ir as ir
import pytest
import sympy
import torch
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tcompile.codegen.llvm.kernel import I64, emit_index
from tcompile.codegen.printer import pyexpr
from tcompile.codegen.schedule import RINDEX, XINDEX
from tcompile.dialects.sym import CeilDiv, FloorDiv, ModularIndexing, symbol
from tcompile.runtime import cpu

SIZES = [symbol("s0"), symbol("s1"), symbol("s2")]
LANES = [XINDEX, RINDEX]
SYMBOLS = SIZES + LANES
SIZE_MAX, LANE_MAX = 40, 5000
XB, RB = 4, 2  # lanes of xindex (a column) and rindex (a row) per Triton program

_counter = itertools.count()

# -- strategies ---------------------------------------------------------------------------------

constants = st.one_of(st.sampled_from([0, 1, 2, 768]), st.integers(0, 1000)).map(sympy.Integer)
# Divisors are sizes made positive, as in real index expressions. A product is a `Mul`
# (`768*Max(1, s0)`, `(s0 + 1)*(s1 + 1)`) or, once sympy distributes a constant over `s + 1`,
# an `Add` (`768*s0 + 768`): either needs parentheses after `//` and `%`.
divisor_factors = st.one_of(
    st.integers(1, 800).map(sympy.Integer),
    st.sampled_from(SIZES).map(lambda s: s + 1),
    st.sampled_from(SIZES).map(lambda s: sympy.Max(s, 1)),
)
divisors = st.lists(divisor_factors, min_size=1, max_size=3).map(lambda fs: sympy.Mul(*fs))


def _extend(children: st.SearchStrategy) -> st.SearchStrategy:
    several = st.lists(children, min_size=2, max_size=3)
    return st.one_of(
        several.map(lambda a: sympy.Add(*a)),
        several.map(lambda a: sympy.Mul(*a)),
        st.tuples(children, st.integers(2, 3)).map(lambda t: t[0] ** t[1]),
        st.tuples(children, divisors).map(lambda t: FloorDiv(*t)),
        st.tuples(children, divisors).map(lambda t: CeilDiv(*t)),
        st.tuples(children, divisors, divisors).map(lambda t: ModularIndexing(*t)),
        st.tuples(children, divisors).map(lambda t: ModularIndexing(t[0], 1, t[1])),
        several.map(lambda a: sympy.Min(*a)),
        several.map(lambda a: sympy.Max(*a)),
        st.tuples(children, divisors).map(lambda t: _flip(*t)),
    )


def _flip(e: sympy.Expr, d: sympy.Expr) -> sympy.Expr:
    """`d - 1 - (e mod d)`: a coordinate of a flipped dimension of size `d` (torch.flip), the
    source of negative terms (`s0 - xindex % (s0 + 1)`). Drawn at any depth: every dividend
    must stay nonnegative (the printers' contract), so `FloorDiv.eval` must not pull multiples
    out of a flip (`FloorDiv(2*s0 + 1 - i, 2)` became `s0 + FloorDiv(1 - i, 2)`)."""
    return d - 1 - ModularIndexing(e, 1, d)


def _bound(e: sympy.Expr) -> int:
    """An upper bound of |every intermediate value| the printed form of `e` computes."""
    if e.is_Integer:
        return abs(int(e))
    if e.is_Symbol:
        return LANE_MAX if e in LANES else SIZE_MAX
    args = [_bound(a) for a in e.args]
    if e.is_Add or isinstance(e, FloorDiv | CeilDiv):  # CeilDiv computes x + d - 1
        return sum(args)
    if e.is_Mul:
        out = 1
        for a in args:
            out *= a
        return out
    if e.is_Pow:
        return args[0] ** int(e.exp)
    return max(args)  # ModularIndexing, Min, Max


# Products and powers of nested expressions outgrow int64 (where Triton and LLVM wrap and
# Python does not); such draws say nothing about printing, so they are left out.
expressions = st.recursive(st.sampled_from(SYMBOLS) | constants, _extend, max_leaves=8)
batches = st.lists(expressions.filter(lambda e: _bound(e) < 2**62), min_size=4, max_size=12)

Row = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]  # sizes, xindex lanes, rindex lanes
rows = st.lists(st.tuples(st.tuples(*[st.integers(0, SIZE_MAX)] * len(SIZES)),
                          st.tuples(*[st.integers(0, LANE_MAX)] * XB),
                          st.tuples(*[st.integers(0, LANE_MAX)] * RB)),
                min_size=1, max_size=3)
# Every batch also runs with every value 0 and every value 1: empty and unit dimensions.
FIXED_ROWS: list[Row] = [((v,) * len(SIZES), (v,) * XB, (v,) * RB) for v in (0, 1)]


def points(row: Row):
    """The (xindex lane, rindex lane, {symbol: value}) of every lane pair of `row`."""
    sizes, xs, rs = row
    for i, x in enumerate(xs):
        for j, r in enumerate(rs):
            yield i, j, {**dict(zip(SIZES, sizes, strict=True)), XINDEX: x, RINDEX: r}


def sympy_value(e: sympy.Expr, values: dict[sympy.Symbol, int]) -> int:
    out = e.xreplace({s: sympy.Integer(v) for s, v in values.items()})
    # With every symbol replaced, tcompile's functions must have evaluated to an exact
    # integer; an unevaluated `FloorDiv(7, 2)` would make the comparisons meaningless.
    assert isinstance(out, sympy.Integer), f"sympy left {e} at {values} as {out}"
    return int(out)


def first_wrong(e: sympy.Expr, k: int, all_rows: list[Row], got) -> str | None:
    for r, row in enumerate(all_rows):
        for i, j, values in points(row):
            want, have = sympy_value(e, values), got(k, r, i, j)
            if want != have:
                return f"at {values}: sympy {want}, got {have}"
    return None


def check(exprs: list[sympy.Expr], all_rows: list[Row], got, backend: str, text=None) -> None:
    """`got(k, r, i, j)` is the backend's value of `exprs[k]` at lanes (i, j) of row r."""
    wrong = []
    for k, e in enumerate(exprs):
        why = first_wrong(e, k, all_rows, got)
        if why is not None:
            wrong.append(f"{e}  printed  {text(e) if text else '-'}  {why}")
    assert not wrong, f"{len(wrong)} expression(s) wrong in {backend}:\n" + "\n".join(wrong)


# -- the backends -------------------------------------------------------------------------------

def python_values(exprs: list[sympy.Expr], all_rows: list[Row]):
    texts = [pyexpr(e) for e in exprs]
    cache = {}
    for r, row in enumerate(all_rows):
        for i, j, values in points(row):
            names = {s.name: v for s, v in values.items()}
            for k, t in enumerate(texts):
                cache[k, r, i, j] = eval(t, {}, names)
    return lambda k, r, i, j: cache[k, r, i, j]


def triton_text(e: sympy.Expr) -> str:
    # the call of `KernelWriter.index_str` (codegen/triton/kernel.py)
    return pyexpr(e, {XINDEX: "xindex", RINDEX: "rindex"}, minimum="tl.minimum",
                  maximum="tl.maximum")


def triton_values(exprs: list[sympy.Expr], all_rows: list[Row], directory: pathlib.Path):
    n = len(exprs)
    lines = ["import triton", "import triton.language as tl", "", "", "@triton.jit",
             "def index_kernel(sizes_ptr, xs_ptr, rs_ptr, out_ptr, XB: tl.constexpr, "
             "RB: tl.constexpr):",
             "    row = tl.program_id(0)"]
    lines += [f"    {s.name} = tl.load(sizes_ptr + row * {len(SIZES)} + {k})"
              for k, s in enumerate(SIZES)]
    lines += ["    xindex = tl.load(xs_ptr + row * XB + tl.arange(0, XB))[:, None]",
              "    rindex = tl.load(rs_ptr + row * RB + tl.arange(0, RB))[None, :]",
              "    lanes = tl.arange(0, XB)[:, None] * RB + tl.arange(0, RB)[None, :]",
              # a value that depends on no lane (sizes only, or a constant) is broadcast
              "    zero = tl.zeros([XB, RB], tl.int64)"]
    lines += [f"    tl.store(out_ptr + (row * {n} + {k}) * (XB * RB) + lanes, "
              f"zero + ({triton_text(e)}))" for k, e in enumerate(exprs)]
    # Triton reads the kernel's source file (inspect.getsource), so it lives in a real file.
    path = directory / f"index_kernel{next(_counter)}.py"
    path.write_text("\n".join(lines) + "\n")
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)

    sizes = torch.tensor([row[0] for row in all_rows], dtype=torch.int64)
    xs = torch.tensor([row[1] for row in all_rows], dtype=torch.int64)
    rs = torch.tensor([row[2] for row in all_rows], dtype=torch.int64)
    out = torch.full((len(all_rows), n, XB, RB), -1, dtype=torch.int64)
    mod.index_kernel[(len(all_rows),)](sizes, xs, rs, out, XB=XB, RB=RB)
    return lambda k, r, i, j: int(out[r, k, i, j])


def llvm_values(exprs: list[sympy.Expr], all_rows: list[Row]):
    module = ir.Module(name="index_printing")
    fty = ir.FunctionType(I64, [I64] * len(SYMBOLS))
    for k, e in enumerate(exprs):
        fn = ir.Function(module, fty, f"index{k}")
        b = ir.IRBuilder(fn.append_basic_block("entry"))
        b.ret(emit_index(b, dict(zip(SYMBOLS, fn.args, strict=True)), e))
    compiled = cpu.load_module(str(module))
    proto = ctypes.CFUNCTYPE(ctypes.c_int64, *[ctypes.c_int64] * len(SYMBOLS))
    fns = [proto(compiled.address(f"index{k}")) for k in range(len(exprs))]

    def value(k: int, r: int, i: int, j: int) -> int:
        sizes, xs, rs = all_rows[r]
        return fns[k](*sizes, xs[i], rs[j])
    return value


# -- tests --------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def kernel_dir(tmp_path_factory) -> pathlib.Path:
    return tmp_path_factory.mktemp("index-printing")


SETTINGS = settings(max_examples=40, deadline=None, derandomize=True, database=None)
s0, s1, s2 = SIZES
# Always run as well: the bug this test was written for (`FloorDiv(x, 768*s0)` printed
# `x // 768 * s0`), a flip divided by a constant, each function over lane tensors, and a value of sizes only.
REGRESSION_EXPRS = [
    FloorDiv(XINDEX, 768 * sympy.Max(s0, 1)),
    ModularIndexing(XINDEX + 4096 * RINDEX, s0 + 1, s1 + 1),
    CeilDiv(RINDEX, s2 + 1),
    sympy.Min(XINDEX, s0) * (s1 + 1) + sympy.Max(RINDEX, s2),
    _flip(XINDEX, s0 + 1),
    FloorDiv(_flip(XINDEX, 2 * s0 + 2), 2),  # once `s0 + FloorDiv(1 - ..., 2)`: negative
    (s0 + 1)**2 * FloorDiv(RINDEX, (s1 + 1) * (s2 + 1)),
    CeilDiv(s0 + s1, 3),
]
REGRESSION_ROWS = [((5, 3, 7), (0, 767, 768 * 6, LANE_MAX), (1, 4096))]


@SETTINGS
@example(exprs=REGRESSION_EXPRS, random_rows=REGRESSION_ROWS)
@given(exprs=batches, random_rows=rows)
def test_python_text(exprs, random_rows):
    all_rows = FIXED_ROWS + random_rows
    check(exprs, all_rows, python_values(exprs, all_rows), "Python", pyexpr)


@SETTINGS
@example(exprs=REGRESSION_EXPRS, random_rows=REGRESSION_ROWS)
@given(exprs=batches, random_rows=rows)
def test_triton_text(kernel_dir, exprs, random_rows):
    all_rows = FIXED_ROWS + random_rows
    check(exprs, all_rows, triton_values(exprs, all_rows, kernel_dir), "Triton", triton_text)


@SETTINGS
@example(exprs=REGRESSION_EXPRS, random_rows=REGRESSION_ROWS)
@given(exprs=batches, random_rows=rows)
def test_llvm_index(exprs, random_rows):
    all_rows = FIXED_ROWS + random_rows
    check(exprs, all_rows, llvm_values(exprs, all_rows), "LLVM")

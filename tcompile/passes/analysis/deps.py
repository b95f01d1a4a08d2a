"""Memory dependencies of loop kernels, in Inductor's canonical form.

A `loop.kernel` reads what it `loop.load`s and writes what it `loop.store`s. Each access is a
`MemDep(buffer, index, var_ranges)`: the SSA buffer, and the flat index as a function of the
*flat iteration number* of the access, written over canonical variables `c0, c1, ...` of
extents `var_ranges` (row-major, `c0` outermost). The canonical form

- renames the kernel's variables, in order `p0, p1, ..., r0, r1, ...`, to `c0, c1, ...`;
- drops variables of extent 1 and simplifies with the ranges (`simplify_with_ranges`);
- merges adjacent variables whenever the index depends on them only through their row-major
  combination `n_inner*c_outer + c_inner` (Inductor's `_simplify_loops`).

Merging makes the form independent of how an iteration space is cut into loops: a pointwise
kernel `[p0 = 8192, p1 = 8192]` writing `%t["8192*p0 + p1"]` and a reduction
`[p0 = 8192] reduce [r0 = 8192]` reading `%t["8192*p0 + r0"]` both give `%t[c0]` over
`(67108864,)`. Fusion aligns the members of a group by flat iteration number, so equal deps
mean "the same element at the same point of the fused loop".

A merge is decided cheaply where it can be: when substituting `n_inner*c_outer + c_inner`
back gives the index itself (sympy distributes the coefficients), it holds; when the two
differ at one of a few points of the iteration space (`sym.evaluate` at the carries), it does
not; only the rest go through simplification and an expanded difference (sympy work that took
most of MobileNetV2's loop-fuse, on its padded depthwise windows).

A store after the reduction loop (its index uses no `r*` variable) covers only the `p*`
space: a reduction storing `%m[p0]` gives `%m[c0]` over `(8192,)`, which a pointwise kernel
`[p0 = 8192, p1 = 8192]` loading `%m[p0]` (`%m[c0]` over `(8192, 8192)`) reads as a
broadcast: `fusable_read_and_write` accepts a read whose ranges start with the write's.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import sympy
from xdsl.ir import Attribute, SSAValue

from tcompile.dialects.loop import FusedOp, KernelOp, LoadOp, StoreOp
from tcompile.dialects.sym import evaluate, symbol
from tcompile.passes.analysis.simplify import simplify_with_ranges

# What a symbolic size counts as when estimating bytes (Inductor's unbacked-symbol fallback).
SIZE_HINT = 8192

_INDIRECT = re.compile(r"i\d+")

Group = tuple[sympy.Expr, sympy.Expr]
"""(numel, rnumel) of a kernel or fused group; rnumel is 1 for pointwise."""


@dataclass(frozen=True)
class MemDep:
    """`buffer[index]` at every point of the iteration space `var_ranges` (see the module)."""

    buffer: SSAValue
    index: sympy.Expr
    var_ranges: tuple[sympy.Expr, ...]
    """Extent of c0, c1, ..."""

    @property
    def is_indirect(self) -> bool:
        """Whether the index uses runtime values (`indirect` symbols), so it matches nothing."""
        return any(_INDIRECT.fullmatch(s.name) for s in self.index.free_symbols)

    def numel(self) -> sympy.Expr:
        """How many iteration points address distinct elements (extents of used variables)."""
        used = self.index.free_symbols
        return sympy.Mul(*(n for i, n in enumerate(self.var_ranges) if canonical_var(i) in used))

    def nbytes_hint(self) -> int:
        """Bytes this access moves, symbolic sizes counted as `SIZE_HINT`."""
        numel = self.numel()
        numel = numel.subs({s: SIZE_HINT for s in numel.free_symbols})
        return int(numel) * itemsize(self.buffer.type.element_type)


@dataclass(frozen=True)
class ReadWrites:
    reads: tuple[MemDep, ...]
    writes: tuple[MemDep, ...]

    def buffers(self) -> set[SSAValue]:
        return {d.buffer for d in self.reads} | {d.buffer for d in self.writes}


def canonical_var(i: int) -> sympy.Symbol:
    return symbol(f"c{i}")


def itemsize(element_type: Attribute) -> int:
    """Bytes per element of a buffer element type (i1 takes a byte, as torch.bool)."""
    return max(1, element_type.bitwidth // 8)


def canonical_dep(buffer: SSAValue, index: sympy.Expr,
                  var_ranges: Sequence[tuple[sympy.Symbol, sympy.Expr]]) -> MemDep:
    """The canonical `MemDep` of `buffer[index]` over the loops `var_ranges` (outer first)."""
    return MemDep(buffer, *_canonical_index(index, tuple(var_ranges)))


@functools.cache  # kernels repeat the same few access patterns; sympy work is the cost
def _canonical_index(index: sympy.Expr, var_ranges: tuple[tuple[sympy.Symbol, sympy.Expr], ...]
                     ) -> tuple[sympy.Expr, tuple[sympy.Expr, ...]]:
    # Work on private symbols so merged variables can be renamed without clashes. They are
    # the same in every call, so `simplify_with_ranges`'s memo answers the repeats. xreplace,
    # not subs: symbols for symbols (or 0) need no matching, and subs is 10x slower.
    temps = [symbol(f"_v{i}") for i in range(len(var_ranges))]
    index = index.xreplace({v: t for (v, _), t in zip(var_ranges, temps, strict=True)})
    loops = [(t, n) for t, (_, n) in zip(temps, var_ranges, strict=True)]
    index = index.xreplace({t: sympy.S.Zero for t, n in loops if n == 1})
    loops = [(t, n) for t, n in loops if n != 1]
    index = simplify_with_ranges(index, dict(loops))
    merged = True
    while merged:
        merged = False
        for i in reversed(range(len(loops) - 1)):
            result = _merge(index, loops, i)
            if result is not None:
                index, loops = result
                merged = True
                break
    names = {t: canonical_var(i) for i, (t, _) in enumerate(loops)}
    return index.xreplace(names), tuple(n for _, n in loops)


_EXPAND_LIMIT = 24  # operations in an index beyond which _merge does not expand


def _merge(index: sympy.Expr, loops: list[tuple[sympy.Symbol, sympy.Expr]],
           i: int) -> tuple[sympy.Expr, list[tuple[sympy.Symbol, sympy.Expr]]] | None:
    """Loops i and i+1 as one, if `index` depends on them only through `n*outer + inner`."""
    (outer, n_outer), (inner, n_inner) = loops[i], loops[i + 1]
    ranges = dict(loops)
    flat = symbol(f"_m_{outer.name}_{inner.name}")  # private, unique, the same each call
    candidate = index.xreplace({outer: sympy.S.Zero, inner: flat})
    new_loops = [*loops[:i], (flat, n_outer * n_inner), *loops[i + 2:]]
    back = candidate.xreplace({flat: n_inner * outer + inner})
    if back == index:  # the usual case (sympy distributes the coefficients): no proof needed
        return simplify_with_ranges(candidate, dict(new_loops)), new_loops
    if _differ_at_a_point(index, candidate, loops, i, flat):
        return None  # refuted by a counterexample: the proof below would fail, slowly
    back = simplify_with_ranges(back, ranges)
    # Expanding the difference proves the two equal; on the large symbolic indices of a
    # backward graph (BatchNorm's gradients over a dynamic batch) it took minutes. Past a
    # size, only equal forms merge (a dep left unmerged is still exact, only less general).
    if back != index and (sympy.count_ops(index) > _EXPAND_LIMIT
                          or sympy.expand(back - index) != 0):
        return None
    return simplify_with_ranges(candidate, dict(new_loops)), new_loops


def _differ_at_a_point(index: sympy.Expr, candidate: sympy.Expr,
                      loops: list[tuple[sympy.Symbol, sympy.Expr]], i: int,
                      flat: sympy.Symbol) -> bool:
    """Whether `index` and `candidate` at `flat = n_inner*outer + inner` (loops i and i+1)
    differ at one of a few points of the iteration space: the carries from the inner loop
    into the outer one, the other loops at their first and last values. False when that
    cannot be evaluated (symbolic extents, sizes)."""
    if not all(isinstance(n, int | sympy.Integer) and n > 0 for _, n in loops):
        return False
    (outer, n_outer), (inner, n_inner) = loops[i], loops[i + 1]
    n_outer, n_inner = int(n_outer), int(n_inner)
    for last in (False, True):
        env = {v: int(n) - 1 if last else 0 for v, n in loops}
        for o, j in ((1, 0), (0, n_inner - 1), (n_outer - 1, n_inner - 1), (1, 1)):
            if o >= n_outer or j >= n_inner:
                continue
            env[outer], env[inner] = o, j
            here = evaluate(index, env)
            env[flat] = n_inner * o + j
            there = evaluate(candidate, env)
            if here is not None and there is not None and here != there:
                return True
    return False


def kernel_read_writes(kernel: KernelOp) -> ReadWrites:
    """The loads and stores of one kernel as canonical deps."""
    full = kernel.ranges + kernel.reduce_ranges
    reduce_vars = {v for v, _ in kernel.reduce_ranges}
    reads: dict[MemDep, None] = {}
    writes: dict[MemDep, None] = {}
    for op in kernel.body.walk():
        if isinstance(op, LoadOp):
            reads[canonical_dep(op.buffer, op.index.data, full)] = None
        elif isinstance(op, StoreOp):
            index = op.index.data
            # A store indexed without r* runs once per output point, after the reduction loop.
            space = full if index.free_symbols & reduce_vars else kernel.ranges
            writes[canonical_dep(op.buffer, index, space)] = None
    return ReadWrites(tuple(reads), tuple(writes))


def merge_read_writes(parts: Iterable[ReadWrites]) -> ReadWrites:
    """Deps of kernels run as one: reads that a member's write provides are internal."""
    parts = list(parts)
    writes = dict.fromkeys(d for p in parts for d in p.writes)
    reads = dict.fromkeys(d for p in parts for d in p.reads if d not in writes)
    return ReadWrites(tuple(reads), tuple(writes))


def read_writes(op: KernelOp | FusedOp) -> ReadWrites:
    """Deps of a kernel, or of a fused group as a whole."""
    if isinstance(op, KernelOp):
        return kernel_read_writes(op)
    return merge_read_writes(kernel_read_writes(k) for k in op.kernels)


def kernel_group(kernel: KernelOp) -> Group:
    return (kernel.numel, kernel.rnumel)


def group(op: KernelOp | FusedOp) -> Group:
    """(numel, rnumel) of a kernel; a fused group has its reductions' group, if it has any."""
    if isinstance(op, KernelOp):
        return kernel_group(op)
    kernels = op.kernels
    reductions = [k for k in kernels if k.is_reduction]
    return kernel_group(reductions[0] if reductions else kernels[0])


def fusable_read_and_write(read: MemDep, write: MemDep) -> bool:
    """Whether `read` takes, at each point of the loop, the element `write` stored there.

    The read's ranges may extend the write's (a broadcast of a reduction's result along the
    reduction axis), as in Inductor's `Scheduler.fusable_read_and_write`.
    """
    if read.buffer is not write.buffer or read.is_indirect or write.is_indirect:
        return False
    n = len(write.var_ranges)
    return (read.index == write.index and len(read.var_ranges) >= n
            and all(sympy.expand(a - b) == 0
                    for a, b in zip(read.var_ranges[:n], write.var_ranges, strict=True)))

"""Memory dependencies of loop kernels (passes/analysis/deps.py) and index simplification."""

from __future__ import annotations

import pytest

from tcompile.dialects.loop import FusedOp, KernelOp
from tcompile.dialects.sym import evaluate, parse_expr, symbol
from tcompile.passes.analysis.deps import (
    MemDep,
    canonical_dep,
    fusable_read_and_write,
    group,
    read_writes,
)
from tcompile.passes.analysis.simplify import simplify_with_ranges, upper_bound
from tcompile.testing.ir import make_context, parse

SOFTMAX_PIECES = """
func.func @f(%x: !loop.buffer<[8192, 8192], f32>, %t: !loop.buffer<[8192, 8192], f32>,
             %m: !loop.buffer<[8192], f32>, %o: !loop.buffer<[8192, 8192], f32>) {
  loop.kernel [p0 = 8192, p1 = 8192] {
    %v = loop.load %x["8192*p0 + p1"] : f32
    loop.store %t["8192*p0 + p1"], %v : f32
  }
  loop.kernel [p0 = 8192] reduce [r0 = 8192] {
    %v = loop.load %t["8192*p0 + r0"] : f32
    %r = loop.reduce max %v : f32
    loop.store %m[p0], %r : f32
  }
  loop.kernel [p0 = 8192, p1 = 8192] {
    %v = loop.load %m[p0] : f32
    %w = loop.load %t["8192*p1 + p0"] : f32
    %s = arith.addf %v, %w : f32
    loop.store %o["8192*p0 + p1"], %s : f32
  }
  loop.fused {
    loop.kernel [p0 = 8192] reduce [r0 = 8192] {
      %v = loop.load %t["8192*p0 + r0"] : f32
      %r = loop.reduce sum %v : f32
      loop.store %m[p0], %r : f32
    }
    loop.kernel [p0 = 8192] {
      %v = loop.load %m[p0] : f32
      loop.store %o[p0], %v : f32
    }
  }
  func.return
}
"""

c0, c1 = symbol("c0"), symbol("c1")
p0, p1, p2, r0 = (symbol(n) for n in ("p0", "p1", "p2", "r0"))


@pytest.fixture(scope="module")
def ops() -> tuple[list, list]:
    module = parse(make_context(), SOFTMAX_PIECES)
    func = next(iter(module.ops))
    block = func.body.block
    return list(block.ops)[:4], list(block.args)


def test_pointwise_write_matches_reduction_read(ops):
    (pw, red, _, _), (x, t, m, o) = ops
    (write,) = read_writes(pw).writes
    (read,) = read_writes(red).reads
    assert write == MemDep(t, c0, (8192 * 8192,))
    assert read == write
    assert fusable_read_and_write(read, write)


def test_reduction_store_is_over_its_outputs_and_read_as_broadcast(ops):
    (_, red, bcast, _), (x, t, m, o) = ops
    (write,) = read_writes(red).writes
    assert write == MemDep(m, c0, (8192,))
    read_m, read_t = read_writes(bcast).reads
    assert read_m == MemDep(m, c0, (8192, 8192))
    assert fusable_read_and_write(read_m, write)
    assert not fusable_read_and_write(write, read_m)


def test_transposed_read_does_not_match(ops):
    (pw, _, bcast, _), (x, t, m, o) = ops
    (write,) = read_writes(pw).writes
    read_t = read_writes(bcast).reads[1]
    assert read_t == MemDep(t, c1 * 8192 + c0, (8192, 8192))
    assert not fusable_read_and_write(read_t, write)


def test_fused_deps_hide_internal_reads_and_take_the_reduction_group(ops):
    (pw, red, bcast, fused), (x, t, m, o) = ops
    assert isinstance(fused, FusedOp)
    rw = read_writes(fused)
    assert [d.buffer for d in rw.writes] == [m, o]
    # The epilogue's read of %m over (8192,) is the reduction's write: internal.
    assert rw.reads == (MemDep(t, c0, (8192 * 8192,)),)
    assert group(fused) == (8192, 8192)
    assert group(pw) == (8192 * 8192, 1)
    assert group(red) == (8192, 8192)
    assert isinstance(red, KernelOp)


def test_bytes_count_used_variables_and_element_size(ops):
    (_, _, _, _), (x, t, m, o) = ops
    assert MemDep(m, c0, (8192, 8192)).nbytes_hint() == 8192 * 4
    assert MemDep(t, c0, (8192 * 8192,)).nbytes_hint() == 8192 * 8192 * 4


def test_canonical_form_merges_contiguous_loops_and_drops_unit_ones(ops):
    _, (x, t, m, o) = ops
    dep = canonical_dep(x, parse_expr("64*p0 + 8*p1 + p2"), [(p0, 4), (p1, 8), (p2, 8)])
    assert dep == MemDep(x, c0, (256,))
    dep = canonical_dep(x, parse_expr("p0 + 8*p2"), [(p0, 8), (p1, 1), (p2, 4)])
    assert dep == MemDep(x, c1 * 8 + c0, (8, 4))
    # Unused inner loops merge; the used outer one stays apart from them.
    dep = canonical_dep(x, p0, [(p0, 4), (p1, 8), (p2, 8)])
    assert dep == MemDep(x, c0, (4, 64))
    # A reshape's FloorDiv/ModularIndexing pair recombines first.
    dep = canonical_dep(x, parse_expr("8*FloorDiv(p0, 8) + ModularIndexing(p0, 1, 8)"),
                        [(p0, 64)])
    assert dep == MemDep(x, c0, (64,))


def test_indirect_deps_match_nothing(ops):
    _, (x, t, m, o) = ops
    dep = canonical_dep(x, parse_expr("i0 + 4*p0"), [(p0, 4)])
    assert dep.is_indirect
    assert not fusable_read_and_write(dep, dep)


@pytest.mark.parametrize(("text", "ranges", "expected"), [
    ("4096*FloorDiv(p0, 4096) + ModularIndexing(p0, 1, 4096)", {p0: 4096 * 4096}, "p0"),
    ("ModularIndexing(4096*p0 + p1, 1, 4096)", {p0: 8, p1: 4096}, "p1"),
    ("FloorDiv(4096*p0 + p1, 4096)", {p0: 8, p1: 4096}, "p0"),
    ("ModularIndexing(p0, 4096, 8)", {p0: 4096 * 8}, "FloorDiv(p0, 4096)"),
    ("ModularIndexing(p0, 4096, 8)", {p0: 4096 * 16}, "ModularIndexing(p0, 4096, 8)"),
    ("256*ModularIndexing(p0, 256, 16) + ModularIndexing(p0, 1, 256)", {p0: 4096}, "p0"),
    ("256*ModularIndexing(p0, 256, 16) + ModularIndexing(p0, 1, 256)", {p0: 8192},
     "ModularIndexing(p0, 1, 4096)"),
    ("FloorDiv(s0*p0 + p1, s0)", {p0: 8, p1: symbol("s0")}, "p0"),
    ("2*s0*FloorDiv(p0, s0) + 2*ModularIndexing(p0, 1, s0) + 7", {p0: symbol("s0")}, "2*p0 + 7"),
    ("FloorDiv(p0, 4)", {p0: 5}, "FloorDiv(p0, 4)"),
])
def test_simplify_with_ranges(text, ranges, expected):
    assert simplify_with_ranges(parse_expr(text), ranges) == parse_expr(expected)


def test_upper_bound_refuses_possibly_negative_expressions():
    assert upper_bound(parse_expr("4*p0 + p1"), {p0: 8, p1: 4}) == 31
    assert upper_bound(p0 - 1, {p0: 8}) is None


def test_evaluate_agrees_with_sympy_at_points():
    env = {p0: 5, p1: 3, symbol("s0"): 7}
    for text in ("4096*p0 + p1 - 9", "ModularIndexing(6144*p0 + 16*p1 - 5, 16, 384)",
                 "FloorDiv(s0*p0 + p1, s0) + CeilDiv(p1, 2)", "Max(p0, p1) - Min(p0, 2)",
                 "p0**2 + 3"):
        expr = parse_expr(text)
        assert evaluate(expr, env) == int(expr.xreplace(env))
    assert evaluate(parse_expr("p0 + s1"), env) is None  # s1 has no value


def test_merges_refuted_at_a_point_give_what_the_proof_gives(monkeypatch):
    # A padded convolution window's load: c1 and c2 do not merge (16 != 4*6), which a point
    # shows before the sympy proof runs; without the points the answer is the same.
    import tcompile.passes.analysis.deps as deps

    index = parse_expr("ModularIndexing(6144*p0 + 16*p1 + 4*p2 + p3 - 5, 16, 384)")
    loops = ((p0, 2), (p1, 384), (p2, 6), (symbol("p3"), 6))
    expected = (parse_expr("ModularIndexing(16*c0 + 4*c1 + c2 - 5, 16, 384)"), (768, 6, 6))
    refuted = []
    differ = deps._differ_at_a_point
    monkeypatch.setattr(deps, "_differ_at_a_point", lambda *a: refuted.append(differ(*a))
                        or refuted[-1])
    deps._canonical_index.cache_clear()
    assert deps._canonical_index(index, loops) == expected
    assert any(refuted)
    monkeypatch.setattr(deps, "_differ_at_a_point", lambda *a: False)
    deps._canonical_index.cache_clear()
    assert deps._canonical_index(index, loops) == expected
    # Symbolic extents: no point is evaluated; the proof decides.
    s0 = symbol("s0")
    assert not differ(parse_expr("s0*p0 + p1"), parse_expr("m"), [(p0, 4), (p1, s0)], 0,
                      symbol("m"))
    deps._canonical_index.cache_clear()

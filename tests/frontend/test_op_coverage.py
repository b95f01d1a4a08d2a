"""Every tensor op a program calls is captured into the graph (issue #12).

The torch dialect holds every functional ATen overload (generated from torch's schemas) and
any custom op (its class made from its schema on first use); an op without a lowering to prim
becomes a library call between the graph's kernels (`loop.extern`), never a graph break. Ops
whose result size depends on the data (`nonzero`, `masked_select`) get unbacked sizes (`u0`)
that the wrapper reads off the library call's result; Python that branches on such a size
breaks the graph there, as torch.compile does.
"""

from __future__ import annotations

import logging

import pytest
import torch

import tcompile
from tcompile.dialects.torch_ops import TORCH_OPS
from tcompile.testing.compare import assert_matches
from tcompile.testing.ir import make_context, parse, print_ir, roundtrip_problems


@torch.library.custom_op("tctest::scaled_add", mutates_args=())
def scaled_add(x: torch.Tensor, y: torch.Tensor, alpha: float) -> torch.Tensor:
    return x + alpha * y


@scaled_add.register_fake
def _(x: torch.Tensor, y: torch.Tensor, alpha: float) -> torch.Tensor:
    return torch.empty_like(x)


def _stage(compiled, name: str) -> str:
    return dict(tcompile.last_ir(compiled))[name]


def test_the_dialect_holds_every_functional_aten_overload():
    assert len(TORCH_OPS) > 1500
    for name in ("histc", "bucketize.Tensor", "nonzero", "masked_select", "searchsorted.Tensor",
                 "kthvalue", "median.dim", "_embedding_bag", "upsample_bilinear2d",
                 "reflection_pad2d", "index_add", "scatter_reduce.two", "linalg_inv_ex"):
        assert "torch.aten." + name in TORCH_OPS, name


def test_an_op_without_lowering_is_a_library_call_in_the_graph(caplog):
    def fn(x):
        return torch.histc(x * 2, bins=10, min=-3, max=3) + 1

    compiled = tcompile.compile(fn)
    x = torch.randn(1000)
    with caplog.at_level(logging.INFO, logger="tcompile.perf_hints"):
        assert torch.equal(compiled(x), fn(x))
    stats = compiled.stats
    assert (stats.graphs_compiled, stats.graph_breaks, stats.fallbacks) == (1, 0, 0)
    assert 'loop.extern "aten.histc"' in _stage(compiled, "prim-to-loop")
    assert any("torch.aten.histc has no lowering" in r.getMessage() for r in caplog.records)


def test_a_custom_op_is_captured_and_called_between_kernels():
    def fn(x, y):
        return torch.ops.tctest.scaled_add(x.sin(), y, 0.5).cos()

    compiled = tcompile.compile(fn)
    x, y = torch.randn(4, 5), torch.randn(4, 5)
    torch.testing.assert_close(compiled(x, y), fn(x, y))
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks) == (1, 0)
    captured = _stage(compiled, "torch")
    assert "torch.tctest.scaled_add" in captured
    assert "torch.ops.tctest.scaled_add.default(x=" in _stage(compiled, "wrapper")
    # a dump of the graph parses again (the op's class comes from its schema) and round-trips
    ctx = make_context()
    module = parse(ctx, captured)
    assert "torch.tctest.scaled_add" in print_ir(module)
    assert roundtrip_problems(ctx, module) == []


def test_index_put_with_index_tensors_and_lists_of_tensors():
    def fn(x, idx, v):
        y = x.clone()
        y[idx] = v
        y[idx, idx] += 1.0
        return y, torch.cat([y, x]).sum(0)

    compiled = tcompile.compile(fn)
    x, idx, v = torch.randn(5, 5), torch.tensor([0, 3]), torch.randn(2, 5)
    for got, expected in zip(compiled(x, idx, v), fn(x, idx, v), strict=True):
        torch.testing.assert_close(got, expected)
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks,
            compiled.stats.fallbacks) == (1, 0, 0)


def test_data_dependent_sizes_are_read_off_the_library_call():
    def fn(x):
        y = x[x > 0]  # as many elements as x has positive ones: an unbacked size u0
        return y * 2, y.sum() + y.numel(), x.nonzero()

    compiled = tcompile.compile(fn)
    for seed in range(3):
        torch.manual_seed(seed)
        x = torch.randn(64)
        for got, expected in zip(compiled(x), fn(x), strict=True):
            torch.testing.assert_close(got, expected.to(got.dtype))
    stats = compiled.stats
    assert (stats.graphs_compiled, stats.graph_breaks, stats.fallbacks, len(stats.recompiles)) \
        == (1, 0, 0, 0), stats
    wrapper = _stage(compiled, "wrapper")
    assert "u0 = tmp0.shape[0]" in wrapper and "DATA_DEPENDENT_SIZES" in wrapper


def test_python_branching_on_a_data_dependent_size_breaks_there():
    def fn(x):
        y = x[x > 1]
        if y.numel() > 0:  # break
            return y.exp()
        return x - 1

    compiled = tcompile.compile(fn)
    for data in (torch.tensor([0.5, 2.0, 3.0]), torch.tensor([0.5, 0.0, -1.0])):
        torch.testing.assert_close(compiled(data), fn(data))
    report = tcompile.explain(fn, torch.tensor([0.5, 2.0]))
    assert report.graph_break_count == 1
    (where,) = report.break_reasons
    assert "a size that tensor data decides" in where.reason
    assert where.lineno == fn.__code__.co_firstlineno + 2


_SMALL_CASES = {
    # reductions of a 0-d tensor over its dim 0 (once a verifier error)
    "sum_0d": (lambda x: x.sum(0), lambda: [torch.tensor(3.0)]),
    "mean_0d": (lambda x: x.mean(0), lambda: [torch.tensor(3.0)]),
    "amax_0d": (lambda x: x.amax(-1), lambda: [torch.tensor(3.0)]),
    "prod_0d": (lambda x: x.prod(0), lambda: [torch.tensor(3.0)]),
    "any_0d": (lambda x: x.any(0), lambda: [torch.tensor(True)]),
    # ops returning torch.return_types structseqs (once a TypeError from the bridge)
    "max_dim": (lambda x: x.max(1), lambda: [torch.randn(3, 4)]),
    "min_dim": (lambda x: torch.min(x, 0), lambda: [torch.randn(3, 4)]),
    "topk": (lambda x: x.topk(2), lambda: [torch.randn(3, 4)]),
    "sort": (lambda x: x.sort(descending=True), lambda: [torch.randn(3, 4)]),
    "kthvalue": (lambda x: torch.kthvalue(x, 2), lambda: [torch.randn(3, 4)]),
    "median_dim": (lambda x: torch.median(x, 1), lambda: [torch.randn(3, 4)]),
    "cummax": (lambda x: torch.cummax(x, 1), lambda: [torch.randn(3, 4)]),
    # scalar code: signs and remainders
    "fmod_float": (lambda *a: torch.fmod(*a), lambda: [torch.randn(64) * 5, torch.randn(64)]),
    "remainder_float": (lambda *a: torch.remainder(*a), lambda: [torch.randn(64) * 5, torch.randn(64)]),
    "remainder_int": (lambda *a: torch.remainder(*a), lambda: [torch.randint(-9, 9, (64,)),
                                                torch.randint(1, 5, (64,)) * (
                                                    torch.randint(0, 2, (64,)) * 2 - 1)]),
    "fmod_int": (lambda *a: torch.fmod(*a), lambda: [torch.randint(-9, 9, (64,)), torch.randint(1, 5, (64,))]),
    "erfinv": (lambda *a: torch.erfinv(*a), lambda: [torch.rand(64) * 2 - 1]),
    "signbit": (lambda *a: torch.signbit(*a), lambda: [torch.tensor([-1.0, 0.0, -0.0, 2.0, float("-inf")])]),
    "mse_loss": (lambda *a: torch.nn.functional.mse_loss(*a), lambda: [torch.randn(5), torch.randn(5)]),
    # an empty dim list squeezes nothing (once squeezed every dim, as a reduction would)
    "squeeze_no_dims": (lambda x: torch.squeeze(x, ()) * 2, lambda: [torch.randn(1, 1, 1)]),
}


@pytest.mark.parametrize("name", sorted(_SMALL_CASES))
def test_small_ops_compile_in_one_graph(name):
    fn, inputs = _SMALL_CASES[name]
    compiled = tcompile.compile(fn)
    args = inputs()
    got, expected = compiled(*args), fn(*args)
    assert type(got) is type(expected)
    got = list(got) if isinstance(got, tuple) else [got]
    expected = list(expected) if isinstance(expected, tuple) else [expected]
    for g, e in zip(got, expected, strict=True):
        assert_matches(g, e, atol=2e-6, rtol=2e-6)
    stats = compiled.stats
    assert (stats.graphs_compiled, stats.graph_breaks, stats.fallbacks) == (1, 0, 0), stats


def test_a_library_result_written_into_a_view_is_kept():
    """`_linalg_solve_ex`'s solution goes into a view of the buffer the graph returns (eager's
    column-major layout): it is copied there, not dropped as an unread result (the garbage
    of an uninitialised buffer came back before)."""
    def fn(a, b):
        return torch.linalg.solve(a, b)

    compiled = tcompile.compile(fn)
    for _ in range(3):
        a, b = torch.randn(5, 5) + 5 * torch.eye(5), torch.randn(5, 1)
        assert_matches(compiled(a, b), fn(a, b), atol=1e-5, rtol=1e-5)


def test_fields_of_a_returned_structseq_by_name():
    def fn(x):
        top = x.max(1)
        return top.values * 2, top.indices, torch.sort(x).values[:, 0]

    compiled = tcompile.compile(fn)
    x = torch.randn(4, 6)
    for got, expected in zip(compiled(x), fn(x), strict=True):
        assert torch.equal(got, expected)
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks) == (1, 0)


def test_bool_max_with_dim_signbit_and_index_select_of_a_scalar():
    def fn(b, x, s):
        return b.max(1), torch.signbit(b), torch.signbit(x), torch.index_select(s, 0,
                                                                                torch.tensor([0]))

    compiled = tcompile.compile(fn)
    b, x, s = torch.rand(3, 4) > 0.5, torch.tensor([-1.0, 0.0, -0.0, 2.0]), torch.tensor(3.0)
    got, expected = compiled(b, x, s), fn(b, x, s)
    assert torch.equal(got[0].values, expected[0].values)
    assert torch.equal(got[0].indices, expected[0].indices)
    for g, e in zip(got[1:], expected[1:], strict=True):
        assert torch.equal(g, e) and g.shape == e.shape
    assert (compiled.stats.graphs_compiled, compiled.stats.fallbacks) == (1, 0)


def test_library_calls_and_unbacked_sizes_round_trip():
    """Every stage of a graph with library calls (a tensor list among their arguments) and a
    data-dependent size prints, parses and prints again identically."""
    def fn(x, idx, v):
        y = x.clone()
        y[idx] = v
        return torch.histc(y, bins=4), y[y > 0] * 2

    compiled = tcompile.compile(fn)
    compiled(torch.randn(5, 3), torch.tensor([0, 3]), torch.randn(2, 3))
    ctx = make_context()
    for stage in ("torch", "torch-to-prim", "prim-to-loop"):
        assert roundtrip_problems(ctx, parse(ctx, _stage(compiled, stage))) == [], stage


def test_a_class_defined_in_the_traced_code_and_not_used_compiles():
    # torch.masked's reductions define an autograd.Function they use for MaskedTensor only
    x, mask = torch.randn(4, 5), torch.rand(4, 5) > 0.5
    compiled = tcompile.compile(lambda x, m: torch.masked.sum(x, 1, mask=m))
    assert_matches(compiled(x, mask), torch.masked.sum(x, 1, mask=mask), 1e-5, 1e-5)
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks) == (1, 0)


def test_using_a_class_defined_in_the_traced_code_breaks_with_its_name(caplog):
    def f(x):
        class Scale:
            k = 2
        return x * Scale.k

    compiled = tcompile.compile(f)
    x = torch.randn(3)
    with caplog.at_level(logging.INFO, logger="tcompile.graph_breaks"):
        assert_matches(compiled(x), f(x), 1e-6, 1e-6)
    assert "attribute 'k' of class Scale (defined in the traced code)" in caplog.text


def test_a_wrapper_whose_closure_holds_itself_is_traced():
    # Tensor.__rsub__ is torch's `_handle_torch_function_and_wrap_type_error_...` wrapper,
    # whose closure holds the wrapper itself: reading its cells recursed without end
    def wraps_itself(f):
        def wrapped(*args):
            assert wrapped is not None
            return f(*args)
        return wrapped

    double = wraps_itself(lambda x: x * 2)
    compiled = tcompile.compile(lambda x: double(x) + torch.Tensor.__rsub__(x, 1.5))
    x = torch.randn(5)
    assert_matches(compiled(x), x * 2 + (1.5 - x), 1e-6, 1e-6)
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks,
            compiled.stats.fallbacks) == (1, 0, 0)


def test_unbound_tensor_item_breaks_with_the_reason(caplog):
    compiled = tcompile.compile(lambda x: torch.Tensor.item(x * 2))
    with caplog.at_level(logging.INFO, logger="tcompile.graph_breaks"):
        assert compiled(torch.tensor(1.25)) == 2.5
    assert "Tensor.item() needs the tensor's value" in caplog.text
    assert compiled.stats.graph_breaks == 1 and compiled.stats.fallbacks == 0


def test_map_and_sets_of_constants_are_traced():
    # torch.svd_lowrank: `set(map(type, tensor_ops)).issubset((torch.Tensor, type(None)))`
    def f(x, y):
        kinds = set(map(type, (x, y)))
        if kinds.issubset((torch.Tensor, type(None))) and torch.Tensor in kinds.union({int}):
            a, b = map(torch.sin, (x, y))
            return sum(map(lambda u, v: u * v, [a, b], [x, y]))
        return x

    compiled = tcompile.compile(f)
    x, y = torch.randn(4), torch.randn(4)
    assert_matches(compiled(x, y), f(x, y), 1e-6, 1e-6)
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks) == (1, 0)

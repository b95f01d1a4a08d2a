"""Random ops drawn in the kernels (issue #12): rand, randn, bernoulli, dropout, normal, ...

Compiled random ops do not give eager's numbers (eager draws from torch's Philox or MT19937
streams in its own order; the kernels compute Philox-4x32 of a per-draw seed and the element's
index), so they are tested by statistics, by their exact relations (dropout's kept elements
are scaled exactly), by reproducibility under `torch.manual_seed`, and by the LLVM and Triton
backends drawing the same numbers from the same seed. Each test also checks that the draw
happened in a kernel: one graph, no library call but the one `aten.randint` of its seeds.
"""

from __future__ import annotations

import math

import pytest
import torch

import tcompile

BACKENDS = ["llvm", "triton"]  # Triton runs in its interpreter on the CPU


def _wrapper(compiled) -> str:
    return next(text for stage, text in tcompile.last_ir(compiled) if stage.endswith("wrapper"))


def _check_in_kernels(compiled) -> None:
    stats = compiled.stats
    assert (stats.graphs_compiled, stats.graph_breaks, stats.fallbacks) == (1, 0, 0)
    calls = [line for line in _wrapper(compiled).splitlines() if "torch.ops." in line]
    assert len(calls) == 1 and "aten.randint.low" in calls[0], calls  # all the seeds


def _moments(t: torch.Tensor) -> tuple[float, float]:
    t = t.double()
    return t.mean().item(), t.var().item()


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("dtype", [torch.float32, torch.float64, torch.bfloat16, torch.float16])
def test_rand_and_randn_have_the_right_distribution(backend, dtype):
    n = 64 if backend == "triton" else 256
    compiled = tcompile.compile(lambda: (torch.rand(n, 256, dtype=dtype),
                                         torch.randn(n, 256, dtype=dtype)), backend=backend)
    u, z = compiled()
    _check_in_kernels(compiled)
    assert u.dtype == z.dtype == dtype and u.shape == z.shape == (n, 256)
    tol = 4 / math.sqrt(u.numel())  # ~4 standard errors of a mean of variance <= 1
    mean, var = _moments(u)
    assert abs(mean - 0.5) < tol and abs(var - 1 / 12) < tol
    assert u.min() >= 0 and u.max() < 1  # never 1, also after rounding to bf16 or f16
    mean, var = _moments(z)
    assert abs(mean) < tol and abs(var - 1) < 3 * tol
    # Kolmogorov-Smirnov distance of the uniform draw from U(0, 1)
    s = torch.sort(u.double().flatten()).values
    grid = torch.arange(1, s.numel() + 1, dtype=torch.float64) / s.numel()
    resolution = 2.0 ** -{torch.bfloat16: 8, torch.float16: 11}.get(dtype, 24)
    assert (s - grid).abs().max().item() < 2 / math.sqrt(s.numel()) + resolution


def test_draws_follow_manual_seed_and_differ_between_calls():
    compiled = tcompile.compile(lambda x: x + torch.rand_like(x), backend="llvm")
    x = torch.zeros(1000)
    torch.manual_seed(7)
    a, b = compiled(x), compiled(x)
    torch.manual_seed(7)
    c = compiled(x)
    assert torch.equal(a, c)
    assert not torch.equal(a, b)
    _check_in_kernels(compiled)


def test_two_draws_in_one_graph_are_independent():
    compiled = tcompile.compile(lambda x: torch.stack([torch.rand_like(x), torch.rand_like(x)]),
                                backend="llvm")
    u, v = compiled(torch.empty(20000))
    assert not torch.equal(u, v)
    assert abs(torch.corrcoef(torch.stack([u, v]))[0, 1].item()) < 0.03


def test_llvm_and_triton_draw_the_same_numbers():
    def f(x):
        return torch.rand_like(x), torch.rand(3, 5, dtype=torch.float64), torch.randn_like(x)

    x = torch.empty(37, 11)
    results = []
    for backend in BACKENDS:
        compiled = tcompile.compile(f, backend=backend)
        torch.manual_seed(3)
        results.append(compiled(x))
    (u1, d1, n1), (u2, d2, n2) = results
    assert torch.equal(u1, u2) and torch.equal(d1, d2)
    torch.testing.assert_close(n1, n2, rtol=1e-5, atol=1e-5)  # log/cos: libraries differ


@pytest.mark.parametrize("backend", BACKENDS)
def test_dropout_zeroes_a_fraction_p_and_scales_the_rest_exactly(backend):
    p = 0.3
    compiled = tcompile.compile(lambda x: torch.nn.functional.dropout(x, p, training=True),
                                backend=backend)
    x = torch.rand(64, 128) + 1  # no zeros in the input
    y = compiled(x)
    _check_in_kernels(compiled)
    kept = y != 0
    assert abs(1 - kept.double().mean().item() - p) < 4 * math.sqrt(p * (1 - p) / x.numel())
    torch.testing.assert_close(y[kept], x[kept] / (1 - p), rtol=1e-6, atol=0)
    # the default p = 0.5 (an argument the dispatcher leaves out) and eval mode
    half = tcompile.compile(lambda x: torch.nn.functional.dropout(x, training=True),
                            backend=backend)
    assert abs((half(x) == 0).double().mean().item() - 0.5) < 0.03
    evaluated = tcompile.compile(lambda x: torch.nn.functional.dropout(x, p, training=False),
                                 backend=backend)
    assert torch.equal(evaluated(x), x)


def test_bernoulli_of_probabilities_and_of_a_number():
    def f(probs, x):
        return torch.bernoulli(probs), torch.bernoulli(x, 0.25), x.bernoulli_(0.75)

    compiled = tcompile.compile(f, backend="llvm")
    probs = torch.tensor([0.0, 1.0, 0.5]).repeat(4000, 1)
    a, b, c = compiled(probs, torch.empty(50000))
    _check_in_kernels(compiled)
    assert a.dtype == torch.float32 and set(a.unique().tolist()) <= {0.0, 1.0}
    assert torch.equal(a[:, 0], torch.zeros(4000)) and torch.equal(a[:, 1], torch.ones(4000))
    assert abs(a[:, 2].mean().item() - 0.5) < 0.04
    assert abs(b.mean().item() - 0.25) < 0.01 and abs(c.mean().item() - 0.75) < 0.01


def test_in_place_fills_of_other_distributions():
    def f(x):
        return (x.new_empty(x.shape).uniform_(-2, 3), torch.empty_like(x).normal_(2, 3),
                torch.empty_like(x).exponential_(4), torch.empty_like(x).log_normal_(0, 0.5),
                torch.empty_like(x).geometric_(0.2), torch.normal(x, 2.0))

    compiled = tcompile.compile(f, backend="llvm")
    x = torch.full((100000,), 5.0)
    u, n, e, ln, g, nm = compiled(x)
    _check_in_kernels(compiled)
    assert u.min() >= -2 and u.max() < 3 and abs(u.mean().item() - 0.5) < 0.03
    assert abs(n.mean().item() - 2) < 0.05 and abs(n.std().item() - 3) < 0.05
    assert e.min() >= 0 and abs(e.mean().item() - 0.25) < 0.01
    assert ln.min() > 0 and abs(ln.mean().item() - math.exp(0.125)) < 0.02
    assert g.min() >= 1 and torch.equal(g, g.round()) and abs(g.mean().item() - 5) < 0.1
    assert abs(nm.mean().item() - 5) < 0.05 and abs(nm.std().item() - 2) < 0.05


def test_a_draw_of_symbolic_size_compiles_once():
    compiled = tcompile.compile(lambda x: x * torch.rand_like(x), backend="llvm", dynamic=True)
    for n in (1000, 3000, 5000):
        y = compiled(torch.ones(n))
        assert y.shape == (n,) and 0.45 < y.mean().item() < 0.55
    assert compiled.stats.graphs_compiled == 1 and not compiled.stats.recompiles


def test_random_integers_are_a_library_call_named_with_a_python_keyword():
    # `random_(2, 10)` is `aten.random.from(self, from=2, to=10)`: the wrapper must spell
    # the overload and the argument, both Python keywords
    compiled = tcompile.compile(lambda x: torch.empty_like(x).random_(2, 10) + x,
                                backend="llvm")
    y = compiled(torch.zeros(5000))
    assert (compiled.stats.graphs_compiled, compiled.stats.fallbacks) == (1, 0)
    assert y.min() == 2 and y.max() == 9 and torch.equal(y, y.round())
    assert "getattr(torch.ops.aten.random, 'from')(" in _wrapper(compiled)


@pytest.mark.parametrize("backend", BACKENDS)
def test_native_dropout_the_cuda_form_draws_in_the_kernel(backend):
    # on CUDA F.dropout is aten.native_dropout (output and mask), on the CPU bernoulli_
    compiled = tcompile.compile(lambda x: torch.ops.aten.native_dropout(x, 0.25, True),
                                backend=backend)
    x = torch.rand(64, 100) + 1
    y, mask = compiled(x)
    _check_in_kernels(compiled)
    assert mask.dtype == torch.bool and torch.equal(mask, y != 0)
    assert abs(mask.double().mean().item() - 0.75) < 0.03
    torch.testing.assert_close(y[mask], x[mask] / 0.75, rtol=1e-6, atol=0)
    evaluated = tcompile.compile(lambda x: torch.ops.aten.native_dropout(x, 0.25, False),
                                 backend=backend)
    y, mask = evaluated(x)
    assert torch.equal(y, x) and bool(mask.all())


def test_rrelu_draws_its_slopes_and_writes_the_noise_back():
    # rrelu_with_noise writes its `noise` argument: recorded as rrelu_with_noise_functional
    def f(x, noise):
        return torch.ops.aten.rrelu_with_noise(x, noise, 0.1, 0.3, True)

    compiled = tcompile.compile(f, backend="llvm")
    x, noise = torch.randn(20000), torch.zeros(20000)
    y = compiled(x, noise)
    _check_in_kernels(compiled)
    negative = x <= 0
    assert torch.equal(y[~negative], x[~negative]) and torch.equal(noise[~negative],
                                                                   torch.ones_like(x)[~negative])
    slopes = y[negative] / x[negative]
    torch.testing.assert_close(slopes, noise[negative])  # the noise is the slope drawn
    assert 0.1 <= slopes.min() and slopes.max() < 0.3 and abs(slopes.mean() - 0.2) < 0.005
    evaluated = tcompile.compile(lambda x: torch.nn.functional.rrelu(x, 0.1, 0.3),
                                 backend="llvm")
    torch.testing.assert_close(evaluated(x), torch.nn.functional.rrelu(x, 0.1, 0.3))

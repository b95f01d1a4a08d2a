"""torch.compile's documentation examples, as issue #4 states them."""

import torch

import tcompile


def test_cos_plus_sin_is_one_graph_one_kernel(check):
    def fn(x, y):
        a = torch.cos(x)
        b = torch.sin(y)
        return a + b

    check(fn, (10, 10), (10, 10), graphs=1, breaks=0)
    assert tcompile.explain(fn, torch.randn(10, 10), torch.randn(10, 10)).kernel_count == 1


def toy_example(a, b):
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:  # break
        b = b * -1
    return x * b


def test_toy_example_two_graphs_one_break(check):
    check(toy_example, (10,), (10,), graphs=2, breaks=1)


def test_toy_example_correct_over_100_calls_with_random_signs():
    compiled = tcompile.compile(toy_example)
    for i in range(100):
        sign = 1.0 if i % 3 else -1.0  # both branches, in an irregular order
        a, b = torch.randn(10), sign * torch.rand(10)
        torch.testing.assert_close(compiled(a, b), toy_example(a, b))
    # the graph before the break and one resume graph per branch, each compiled once
    assert compiled.stats.graphs_compiled == 3


def fn_n(x, n):
    y = x ** 2
    if n >= 0:
        return (n + 1) * y
    else:
        return y / n


def test_int_argument_compiles_three_times():
    compiled = tcompile.compile(fn_n)
    x = torch.randn(10)
    for n in (2, 3, 6, -3):
        torch.testing.assert_close(compiled(x, n), fn_n(x, n))
    # torch.compile: 2 (static), 3 (n becomes a symbolic int, guard n >= 0), 6 hits, -3 (n < 0)
    assert compiled.stats.graphs_compiled == 3
    assert len(compiled.stats.recompiles) == 2

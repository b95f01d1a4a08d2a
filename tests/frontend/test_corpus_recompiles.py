"""Frontend corpus: guards, the cache and recompiles (issue #4, research/frontend.md §3).

Every guard kind that fails must cause a recompile that is named in `stats.recompiles` (the
function and the failing guard), a passing guard a cache hit; results stay eager's
throughout. Sizes that changed become dynamic on the next compile, past the recompile limit
(8) the function runs natively, `dynamic=True` and `mark_dynamic` start dynamic.
"""

import torch
from torch import nn

import tcompile

OFFSET = 1.0


def stats_after(fn, calls, **options):
    """Compile `fn`, run it on each argument tuple of `calls` (comparing with eager), and
    return its stats."""
    compiled = tcompile.compile(fn, **options)
    for args in calls:
        torch.testing.assert_close(compiled(*args), fn(*args))
    return compiled.stats


def failing_guards(stats):
    return [guard for _, guard in stats.recompiles]


def test_cache_hits_and_misses():
    def fn(x):
        return x.sin() * 2

    stats = stats_after(fn, [(torch.randn(4),) for _ in range(5)])
    assert (stats.graphs_compiled, stats.cache_misses, stats.cache_hits) == (1, 1, 4)
    assert stats.recompiles == [] and stats.graph_breaks == 0 and stats.fallbacks == 0


def test_recompile_on_dtype():
    def fn(x):
        return x + 1

    stats = stats_after(fn, [(torch.randn(4),), (torch.randn(4, dtype=torch.float64),),
                             (torch.randn(4),), (torch.randn(4, dtype=torch.float64),)])
    assert stats.graphs_compiled == 2 and stats.cache_hits == 2
    [(function, guard)] = stats.recompiles
    assert "fn" in function and "x" in guard and "dtype" in guard, stats.recompiles


def test_recompile_on_shape_then_dynamic():
    def fn(x):
        return x.cos() + x.shape[0]

    stats = stats_after(fn, [(torch.randn(n, 3),) for n in (4, 8, 16, 5, 4)])
    # one recompile for the size change, then dim 0 is dynamic and every size hits
    assert stats.graphs_compiled == 2 and len(stats.recompiles) == 1
    assert "x" in failing_guards(stats)[0]


def test_recompile_on_stride():
    def fn(x):
        return x * 2

    base = torch.randn(4, 4)
    stats = stats_after(fn, [(torch.randn(4, 4),), (base.t(),)])
    assert stats.graphs_compiled == 2 and len(stats.recompiles) == 1


def test_recompile_on_python_int():
    def fn(x, n):
        return x * n + n

    stats = stats_after(fn, [(torch.randn(3), n) for n in (2, 3, 4, 5)])
    # 2 is specialised; 3 fails the guard on n, n becomes a symbolic int; 4 and 5 hit
    assert stats.graphs_compiled == 2
    assert "n" in failing_guards(stats)[0]


def test_recompile_on_python_bool_and_back():
    def fn(x, flag):
        return x.relu() if flag else x.sigmoid()

    stats = stats_after(fn, [(torch.randn(3), True), (torch.randn(3), False),
                             (torch.randn(3), True), (torch.randn(3), False)])
    assert stats.graphs_compiled == 2 and stats.cache_hits == 2
    assert "flag" in failing_guards(stats)[0]


def test_recompile_on_string_argument():
    def fn(x, act):
        return torch.tanh(x) if act == "tanh" else torch.relu(x)

    stats = stats_after(fn, [(torch.randn(3), "tanh"), (torch.randn(3), "relu")])
    assert stats.graphs_compiled == 2 and "act" in failing_guards(stats)[0]


def test_recompile_on_global_rebinding():
    global OFFSET

    def fn(x):
        return x + OFFSET

    compiled = tcompile.compile(fn)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), x + 1.0)
    OFFSET = 2.0
    try:
        torch.testing.assert_close(compiled(x), x + 2.0)
    finally:
        OFFSET = 1.0
    assert "OFFSET" in failing_guards(compiled.stats)[0]


def test_recompile_on_grad_mode():
    def fn(x):
        return x * 2

    compiled = tcompile.compile(fn)
    x = torch.randn(3, requires_grad=True)
    assert compiled(x).requires_grad
    with torch.no_grad():
        y = compiled(x)
    assert not y.requires_grad
    assert compiled.stats.graphs_compiled == 2
    assert "grad" in failing_guards(compiled.stats)[0].lower()


def test_recompile_on_requires_grad():
    def fn(x):
        return x.exp()

    compiled = tcompile.compile(fn)
    compiled(torch.randn(3))
    y = compiled(torch.randn(3, requires_grad=True))
    assert y.requires_grad
    assert compiled.stats.graphs_compiled == 2
    assert "requires_grad" in failing_guards(compiled.stats)[0]


def test_recompile_on_list_length():
    def fn(xs):
        return sum(xs)

    stats = stats_after(fn, [([torch.randn(2)] * 2,), ([torch.randn(2)] * 3,),
                             ([torch.randn(2)] * 2,)])
    assert stats.graphs_compiled == 2 and stats.cache_hits == 1


def test_recompile_on_dict_keys():
    def fn(d):
        return sum(v * i for i, v in enumerate(d.values()))

    stats = stats_after(fn, [({"a": torch.randn(2), "b": torch.randn(2)},),
                             ({"b": torch.randn(2), "a": torch.randn(2)},)])
    assert stats.graphs_compiled == 2


def test_recompile_on_module_training_flag():
    class M(nn.Module):
        def forward(self, x):
            return x * 2 if self.training else x - 1

    m = M()
    compiled = tcompile.compile(m)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), x * 2)
    m.eval()
    torch.testing.assert_close(compiled(x), x - 1)
    assert compiled.stats.graphs_compiled == 2


def test_module_attribute_change_is_seen():
    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.scale = 2.0

        def forward(self, x):
            return x * self.scale

    m = M()
    compiled = tcompile.compile(m)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), x * 2.0)
    m.scale = 5.0
    torch.testing.assert_close(compiled(x), x * 5.0)


def test_closure_cell_change_is_seen():
    scale = 2.0

    def fn(x):
        return x * scale

    compiled = tcompile.compile(fn)
    x = torch.randn(3)
    torch.testing.assert_close(compiled(x), x * 2.0)
    scale = 4.0  # noqa: F841 (read through fn's closure cell)
    torch.testing.assert_close(compiled(x), x * 4.0)


def test_recompile_limit_then_native():
    def fn(x, name):
        return x * len(name)

    names = [f"name{'x' * i}" for i in range(12)]
    compiled = tcompile.compile(fn)
    for name in names:  # every string is a new guard value: a recompile each time
        x = torch.randn(3)
        torch.testing.assert_close(compiled(x, name), fn(x, name))
    assert compiled.stats.graphs_compiled == 8  # torch.compile's recompile_limit
    assert len(compiled.stats.recompiles) == 7


def test_dynamic_true_compiles_once():
    def fn(x):
        return x.softmax(-1) * x.shape[0]

    stats = stats_after(fn, [(torch.randn(n, 5),) for n in (3, 6, 9)], dynamic=True)
    assert stats.graphs_compiled == 1 and stats.recompiles == []


def test_dynamic_false_never_goes_dynamic():
    def fn(x):
        return x.softmax(-1)

    stats = stats_after(fn, [(torch.randn(n, 5),) for n in (3, 6, 9, 6)], dynamic=False)
    assert stats.graphs_compiled == 3 and stats.cache_hits == 1


def test_mark_dynamic():
    def fn(x):
        return x.sum(0) / x.shape[0]

    compiled = tcompile.compile(fn)
    first = torch.randn(4, 3)
    tcompile.mark_dynamic(first, 0)
    for x in (first, torch.randn(7, 3), torch.randn(2, 3)):
        torch.testing.assert_close(compiled(x), fn(x))
    assert compiled.stats.graphs_compiled == 1


def test_automatic_dynamic_batch_size_in_module():
    m = nn.Sequential(nn.Linear(6, 8), nn.GELU(), nn.Linear(8, 2))
    compiled = tcompile.compile(m)
    for batch in (2, 4, 6, 9):
        x = torch.randn(batch, 6)
        torch.testing.assert_close(compiled(x), m(x))
    assert compiled.stats.graphs_compiled == 2 and len(compiled.stats.recompiles) == 1


def test_reset_clears_the_cache():
    def fn(x):
        return x + 2

    compiled = tcompile.compile(fn)
    compiled(torch.randn(3))
    tcompile.reset()
    torch.testing.assert_close(compiled(torch.ones(3)), torch.full((3,), 3.0))
    assert compiled.stats.graphs_compiled == 2


def test_explain_lists_guards_and_kernels():
    def fn(x, n):
        return torch.relu(x) * n

    report = tcompile.explain(fn, torch.randn(4), 3)
    assert report.graph_count == 1 and report.kernel_count >= 1
    assert report.guards and any("x" in str(g) for g in report.guards)
    assert "1" in str(report)


def test_last_ir_has_the_torch_stage():
    def fn(x):
        return x.tanh() + 1

    compiled = tcompile.compile(fn)
    compiled(torch.randn(4))
    stages = tcompile.last_ir(compiled)
    assert stages and stages[0][0] == "torch" and "torch.aten.tanh" in stages[0][1]

"""The runtime on its own: cached graphs load without the compiler, buffers are reused."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest
import torch

from tcompile.compiler import compile_function
from tcompile.runtime.alloc import HOST_CACHE, empty_strided

LOAD_ONLY = textwrap.dedent("""
    import sys, torch
    from tcompile.runtime.graph import load_graph
    graph = load_graph(sys.argv[1])
    x, y = torch.randn(64, 100), torch.randn(100)
    got = graph(x, y)[0]
    torch.testing.assert_close(got, torch.softmax(x, -1) * y)
    loaded = sorted(m for m in sys.modules if m.split(".")[0] == "xdsl"
                    or m.startswith(("tcompile.codegen", "tcompile.passes", "tcompile.dialects")))
    assert not loaded, loaded
    print("ok")
""")


@pytest.mark.parametrize("target", ["llvm", "triton"])
def test_cached_graph_loads_without_the_compiler(target):
    graph = compile_function(lambda x, y: torch.softmax(x, -1) * y, torch.randn(64, 100),
                             torch.randn(100), target=target)
    out = subprocess.run([sys.executable, "-c", LOAD_ONLY, str(graph.path)],
                         capture_output=True, text=True, env=dict(os.environ), timeout=120)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr[-3000:]


def test_host_cache_hands_out_a_freed_block_again():
    a = empty_strided((4096, 2048), (2048, 1), torch.float32, torch.device("cpu"))  # 32 MB
    ptr = a.data_ptr()
    b = empty_strided((4096, 2048), (2048, 1), torch.float32, torch.device("cpu"))
    assert b.data_ptr() != ptr  # `a` is alive: its block is not free
    del a
    c = empty_strided((2048, 4096), (4096, 1), torch.float32, torch.device("cpu"))
    assert c.data_ptr() == ptr
    small = empty_strided((16,), (1,), torch.float32, torch.device("cpu"))
    assert small.untyped_storage().nbytes() == 64  # small buffers bypass the cache


def test_generated_wrappers_allocate_small_buffers_through_torch():
    """Buffers below the cache's threshold come from torch.empty_strided (glibc reuses them
    as eager's), large ones from the cache."""
    small = compile_function(lambda x: x.exp() + 1, torch.randn(64, 64), target="llvm")
    large = compile_function(lambda x: x.exp() + 1, torch.randn(4096, 2048), target="llvm")
    assert "torch.empty_strided(" in small.source and "alloc.empty_strided(" not in small.source
    assert "alloc.empty_strided(" in large.source


def test_graph_calls_reach_a_steady_state_of_cached_memory():
    """Intermediates die inside the call and outputs die with the caller's reference, so
    repeated calls reuse the same blocks instead of growing the cache."""
    def fn(x, w, v):
        return torch.relu(x @ w) @ v + 1  # 32 MB intermediate, 2 MB output

    x, w, v = torch.randn(8192, 32), torch.randn(32, 1024), torch.randn(1024, 64)
    graph = compile_function(fn, x, w, v, target="llvm")
    assert graph.source.count("alloc.empty_strided(") >= 1
    totals = []
    for _ in range(4):
        out = graph(x, w, v)[0]
        torch.testing.assert_close(out, fn(x, w, v), atol=1e-3, rtol=1e-4)
        del out
        totals.append(HOST_CACHE.total)
    assert totals[0] > 0
    assert totals[1] == totals[2] == totals[3], totals

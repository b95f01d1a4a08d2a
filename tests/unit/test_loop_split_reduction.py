"""loop-split-reduction: the chunking heuristic, its place in the pipeline, and torch.compile's
toy_example, whose `b.sum() < 0` over 2^20 elements is now partial sums and their sum."""

from __future__ import annotations

import pytest
import torch

import tcompile
from tcompile.dialects.loop import KernelOp
from tcompile.dialects.sym import as_expr
from tcompile.passes.loop_fuse import LoopFusePass
from tcompile.passes.loop_split_reduction import LoopSplitReductionPass
from tcompile.passes.pipelines import PrimToLoopPipeline


def toy_example(a, b):  # torch.compile's documentation example
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b


@pytest.mark.parametrize(("outputs", "size", "split"), [
    (1, 1 << 22, (256, 16384)),  # 256 partials, divisible
    (4, 65536, (64, 1024)),  # 256 partials would make chunks shorter than 1024
    (1, 100000, (80, 1250)),  # 97 partials at most; 80 divides the range
    (1, 1000003, (256, 3907)),  # prime: the last chunk is masked
    (1, 32767, None),  # too short
    (128, 1 << 20, None),  # enough outputs already
    (1, "s0", (256, "CeilDiv(s0, 256)")),  # symbolic: may be long, chunks of R/256
    (4, "s0", (64, "CeilDiv(s0, 64)")),
    ("s1", "s0", None),  # a symbolic number of outputs may be enough already
])
def test_heuristic(outputs, size, split):
    outputs, size = as_expr(outputs), as_expr(size)
    kernel = KernelOp([outputs] if outputs != 1 else [], [size])
    if split is not None:
        split = (split[0], as_expr(split[1]))
    assert LoopSplitReductionPass().split_of(kernel) == split


def test_runs_before_fusion():
    stages = [type(p) for p in PrimToLoopPipeline().stages()]
    assert stages.index(LoopSplitReductionPass) + 1 == stages.index(LoopFusePass)


def test_toy_example_sum_is_split_and_matches_eager():
    n = 1 << 20
    a, b = torch.randn(n), torch.randn(n)
    report = tcompile.explain(toy_example, a, b)
    first = report.graphs[0]
    loop_ir = dict(first.stages)["prim-to-loop"]
    # x, the partial sums of b, and their sum fused with `< 0` (was: x and one sum).
    assert first.kernel_count == 3
    assert "loop.kernel [p0 = 256] reduce [r0 = 4096]" in loop_ir
    assert "loop.kernel [] reduce [r0 = 256]" in loop_ir
    compiled = tcompile.compile(toy_example)
    for sign in (1.0, -1.0, 1.0):  # both branches
        a, b = torch.randn(n), sign * torch.rand(n)
        torch.testing.assert_close(compiled(a, b), toy_example(a, b))


@pytest.mark.parametrize("backend", ["llvm", "triton"])
@pytest.mark.parametrize("channels_last", [False, True])
def test_welford_statistics_are_split_and_match_eager(backend, channels_last):
    """A batch norm's statistics: partial means, M2s and weights of chunks, combined by
    `welford_combine`; in NCHW over 32768 elements a channel, in NHWC (an outer reduction,
    whose program takes all 8 channels) over 4096. The data sit far from zero, where a sum of
    squares would cancel."""
    def stats(x):
        var, mean = torch.var_mean(x, dim=(0, 2, 3), correction=1)
        return var, mean

    batch = 4 if channels_last else 32  # (the interpreter runs a program at a time)
    x = 100.0 + torch.randn(batch, 8, 32, 32)
    if channels_last:
        x = x.to(memory_format=torch.channels_last)
    report = tcompile.explain(stats, x)
    loop_ir = dict(report.graphs[0].stages)["prim-to-loop"]
    assert "loop.reduce welford_combine" in loop_ir
    assert report.graphs[0].kernel_count == 2
    compiled = tcompile.compile(stats, backend=backend)
    for _ in range(2):
        x = (100.0 + torch.randn(batch, 8, 32, 32) * torch.rand(8)[:, None, None])
        if channels_last:
            x = x.to(memory_format=torch.channels_last)
        for got, want in zip(compiled(x), stats(x), strict=True):
            torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5)
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.fallbacks == 0


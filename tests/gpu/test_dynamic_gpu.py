"""Symbolic sizes on a real GPU: every corpus case with dynamic sizes through the frontend and
the Triton backend (`tcompile.testing.dynamic_cases`), and the GPT-2 block of issue #10 in
bf16 at GPT-2-small's width, whose second call (the sequence length becoming symbolic)
launched a kernel that wrote out of bounds. Once per session the device run also executes a
subset under `compute-sanitizer --tool memcheck` (bench/gpu_dynamic.sh)."""

from __future__ import annotations

import pytest
import torch

import tcompile
from tcompile.testing.cases import CASES, GENERATED
from tcompile.testing.dynamic_cases import MODES, expected_dynamic_failure, run_dynamic_case
from tcompile.testing.models import GPT2Block

pytestmark = pytest.mark.gpu
ALL = {**CASES, **GENERATED}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", sorted(ALL))
def test_dynamic_case_on_gpu(name, mode, request):
    reason = expected_dynamic_failure(name, mode, "triton", "cuda")
    if reason:
        request.applymarker(pytest.mark.xfail(reason=reason, strict=True))
    run_dynamic_case(ALL[name], "triton", mode, seed=name, device="cuda")


def test_gpt2_block_bf16_sequence_lengths_and_batches():
    torch.manual_seed(0)
    model = GPT2Block(768, 12).cuda().to(torch.bfloat16).eval()
    compiled = tcompile.compile(model)
    shapes = [(4, 64), (4, 128), (4, 77), (8, 128), (2, 300), (3, 1), (1, 512), (5, 33)]
    with torch.no_grad():
        for batch, seq in shapes:
            x = torch.randn(batch, seq, 768, device="cuda", dtype=torch.bfloat16)
            torch.testing.assert_close(compiled(x), model(x), atol=6e-2, rtol=3e-2)
    torch.cuda.synchronize()
    stats = compiled.stats
    # static (4, 64); symbolic from (4, 128) on; a sequence of 1 and a batch of 1 are
    # specialized, as torch specializes them
    assert stats.graphs_compiled == 4, stats
    assert stats.graph_breaks == 0 and stats.fallbacks == 0, stats


def test_kernels_compile_ahead_once_for_every_size(monkeypatch):
    """Each kernel compiles once, in the parallel warm-up right after code generation
    (`launches()` of the wrapper must name exactly what `call` launches), and never again
    at a new size: symbolic size arguments of unknown divisibility that are not multiples of
    16 at the first symbolic size (37, odd) are not specialised."""
    from triton import knobs

    from tcompile.runtime import triton as rt

    compiles: list[bool] = []  # per Triton compile: whether it was part of the warm-up
    ahead = [False]
    precompile = rt.precompile

    def warm_up(*args, **kwargs):
        ahead[0] = True
        try:
            return precompile(*args, **kwargs)
        finally:
            ahead[0] = False

    def hook(*args, **kwargs):
        compiles.append(ahead[0])
        return False  # go on compiling

    monkeypatch.setattr(rt, "precompile", warm_up)
    monkeypatch.setattr(knobs.runtime, "jit_cache_hook", hook)
    torch.manual_seed(0)
    model = GPT2Block(256, 4).cuda().to(torch.bfloat16).eval()
    compiled = tcompile.compile(model)
    counts = []
    with torch.no_grad():
        for seq in (64, 37, 40, 96, 130):  # the second makes the length symbolic
            x = torch.randn(2, seq, 256, device="cuda", dtype=torch.bfloat16)
            torch.testing.assert_close(compiled(x), model(x), atol=6e-2, rtol=3e-2)
            counts.append(len(compiles))
    assert compiled.stats.graphs_compiled == 2, compiled.stats
    assert compiles and all(compiles), "a kernel compiled at its launch, not ahead"
    assert counts[1] > counts[0] > 0 and counts[1:] == [counts[1]] * 4, counts

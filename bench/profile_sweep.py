"""Where a new sequence length's time goes once a GPT-2 block runs with symbolic sizes (GPU
diagnostic, see bench/results/2026-11-25-gpu-h100-dynamic.md): cProfile of one call per length
after the symbolic recompile, eager's first and second call at new lengths, and the ATen ops
of one compiled call.

    python bench/profile_sweep.py        # on a machine with CUDA
"""

from __future__ import annotations

import cProfile
import os
import pathlib
import pstats
import sys
import tempfile
import time

import torch
from torch.profiler import ProfilerActivity, profile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
os.environ.setdefault("TCOMPILE_CACHE_DIR", tempfile.mkdtemp())

import tcompile  # noqa: E402
from tcompile.testing.models import GPT2Block  # noqa: E402


def timed(fn, x) -> float:
    torch.cuda.synchronize()
    start = time.perf_counter()
    fn(x)
    torch.cuda.synchronize()
    return time.perf_counter() - start


def main() -> None:
    torch.manual_seed(0)
    model = GPT2Block(768, 12).cuda().to(torch.bfloat16).eval()
    xs = [torch.randn(4, 32 + 24 * i, 768, device="cuda", dtype=torch.bfloat16)
          for i in range(16)]
    run = tcompile.compile(model)
    with torch.no_grad():
        for x in xs[:2]:  # the static compile, then the symbolic recompile
            timed(run, x)
        prof = cProfile.Profile()
        prof.enable()
        per = [timed(run, x) for x in xs[2:]]
        prof.disable()
        print("per length s:", [round(p, 3) for p in per], "total", round(sum(per), 3))
        print(run.stats)
        stats = pstats.Stats(prof)
        stats.sort_stats("cumulative").print_stats(30)
        stats.sort_stats("tottime").print_stats(15)
        first = [(x.shape[1], round(timed(model, x), 4), round(timed(model, x), 4))
                 for x in (torch.randn(4, 600 + 24 * i, 768, device="cuda",
                                       dtype=torch.bfloat16) for i in range(4))]
        print("eager (length, first call s, second call s):", first)
        x = torch.randn(4, 999, 768, device="cuda", dtype=torch.bfloat16)
        with profile(activities=[ProfilerActivity.CPU]) as p:
            timed(run, x)
        print(p.key_averages().table(sort_by="cpu_time_total", row_limit=12))


if __name__ == "__main__":
    main()

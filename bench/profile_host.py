"""Where one call of a whole model spends its CPU time in tcompile: cProfile over 20 calls of
a `bench/models.py` row (after warm-up, a synchronize after each call), functions by their
own time. The rows bound by the CPU (issue #14 requirement 4) are decided here. With
`--first`: the first call instead (capture, passes, code generation, kernel compiles; empty
caches, after a warm-up compile of another function pays for the imports), functions by
cumulative time.

    python bench/profile_host.py gpt2 [--device cuda] [--top 35] [--first]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pathlib
import pstats
import sys

import torch

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import models  # noqa: E402

import tcompile  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("model", choices=sorted(models.MODELS))
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--small", action="store_true")
    ap.add_argument("--calls", type=int, default=20)
    ap.add_argument("--top", type=int, default=35)
    ap.add_argument("--first", action="store_true", help="profile the first call")
    args = ap.parse_args()
    w = models.MODELS[args.model](args.device, args.small)
    compiled = tcompile.compile(w.fn)
    sync = torch.cuda.synchronize if args.device == "cuda" else (lambda: None)
    if args.first:
        # a compile of something else first: the profile shows this model's compile, not
        # the process's imports (as in bench/run.py, where earlier rows paid them)
        warm = tcompile.compile(lambda x: (x * 2).sin())
        warm(torch.randn(8, device=args.device))
        models.empty_caches()
        profile = cProfile.Profile()
        with torch.no_grad():
            profile.enable()
            compiled(*w.args, **w.kwargs)
            sync()
            profile.disable()
        out = io.StringIO()
        stats = pstats.Stats(profile, stream=out)
        print(f"{args.model} on {args.device}: first call {stats.total_tt:.2f} s (profiled)")
        stats.sort_stats("cumulative").print_stats(args.top)
        print(out.getvalue())
        return
    with torch.no_grad():
        for _ in range(3):
            compiled(*w.args, **w.kwargs)
        sync()
        profile = cProfile.Profile()
        profile.enable()
        for _ in range(args.calls):
            compiled(*w.args, **w.kwargs)
            sync()
        profile.disable()
    out = io.StringIO()
    stats = pstats.Stats(profile, stream=out)
    print(f"{args.model} on {args.device}: {args.calls} calls, "
          f"{stats.total_tt / args.calls * 1e6:.0f} us per call (profiled)")
    stats.sort_stats("tottime").print_stats(args.top)
    print(out.getvalue())


if __name__ == "__main__":
    main()

"""Where compile time goes: cProfile of the first call (static compile) and the second
(symbolic recompile) of bench/dynamic.py's GPT-2 block, from cold caches.

    python bench/profile_compile.py --device cuda [--threads N]   # N worker processes compile the Triton kernels
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pathlib
import pstats
import sys
import tempfile
import time

import torch

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
for var in ("TRITON_CACHE_DIR", "TORCHINDUCTOR_CACHE_DIR", "TCOMPILE_CACHE_DIR"):
    os.environ[var] = tempfile.mkdtemp(prefix="profile-compile-")

import tcompile  # noqa: E402
from tcompile.testing.models import GPT2Block  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    ap.add_argument("--threads", type=int, default=tcompile.config.compile_threads)
    ap.add_argument("--top", type=int, default=45)
    args = ap.parse_args()
    tcompile.config.compile_threads = args.threads
    dtype = torch.bfloat16 if args.device == "cuda" else torch.float32
    d, heads = (768, 12) if args.device == "cuda" else (256, 4)
    model = GPT2Block(d, heads).to(device=args.device, dtype=dtype).eval()
    # imports and one-time set-up (torch._dynamo, xDSL, Triton) out of the way first
    tcompile.compile(lambda t: t.sin() + 1)(torch.randn(8, device=args.device))
    fast = tcompile.compile(model)
    sync = torch.cuda.synchronize if args.device == "cuda" else (lambda: None)
    with torch.no_grad():
        for seq in (32, 56):
            x = torch.randn(4, seq, d, device=args.device, dtype=dtype)
            prof = cProfile.Profile()
            t0 = time.perf_counter()
            prof.enable()
            fast(x)
            sync()
            prof.disable()
            print(f"== sequence {seq}: {time.perf_counter() - t0:.2f} s "
                  f"(compile_threads={args.threads})")
            pstats.Stats(prof).sort_stats("cumulative").print_stats(args.top)


if __name__ == "__main__":
    main()

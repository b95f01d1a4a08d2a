"""Profile one whole model of bench/models.py: the CUDA kernels of a call, eager vs
torch.compile vs tcompile, from torch.profiler (the top kernels by GPU time and how many
launches each compiler makes). With TCOMPILE_DUMP_DIR set, tcompile's stages and wrapper are
dumped there too.

    python bench/profile_model.py gpt2 bert [--top 15] [--small]
"""

from __future__ import annotations

import argparse
import pathlib
import sys
from collections import defaultdict

import torch

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import models  # noqa: E402

import tcompile  # noqa: E402


def kernel_table(fn, w: models.Workload, top: int) -> str:
    """The top kernels of one call of `fn` on `w`'s inputs by total GPU time."""
    from torch.profiler import ProfilerActivity, profile

    for _ in range(3):
        fn(*w.args, **w.kwargs)
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        fn(*w.args, **w.kwargs)
        torch.cuda.synchronize()
    totals: dict[str, list[float]] = defaultdict(lambda: [0.0, 0])
    for e in prof.events():
        if e.device_type == torch.autograd.DeviceType.CUDA:
            t = totals[e.name[:90]]
            t[0] += e.device_time_total
            t[1] += 1
    total = sum(t for t, _ in totals.values())
    launches = sum(n for _, n in totals.values())
    lines = [f"  {total / 1e3:.3f} ms GPU in {launches} kernels"]
    for name, (t, n) in sorted(totals.items(), key=lambda kv: -kv[1][0])[:top]:
        lines.append(f"  {t / 1e3:8.3f} ms {n:4d}x  {name}")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models", nargs="+")
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--small", action="store_true")
    args = ap.parse_args()
    for name in args.models:
        torch.manual_seed(0)
        w = models.MODELS[name]("cuda", args.small)
        with torch.no_grad():
            ours = tcompile.compile(w.fn)
            theirs = torch.compile(w.fn)
            for label, f in (("eager", w.fn), ("torch.compile", theirs), ("tcompile", ours)):
                print(f"{name} {label}:\n{kernel_table(f, w, args.top)}", flush=True)
        torch._dynamo.reset()
        tcompile.reset()


if __name__ == "__main__":
    main()

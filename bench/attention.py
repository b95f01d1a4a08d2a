"""Benchmark: attention written out, eager against torch.compile and tcompile, with and
without `torch-fuse-attention` (the pass that makes it one fused attention call).

    python bench/attention.py                       # CPU: (4, 8, 512, 64) float32
    python bench/attention.py --device cuda --out bench/results   # (8, 16, 1024, 64) bf16
"""

from __future__ import annotations

import argparse
import datetime
import os
import pathlib
import sys
import tempfile

import torch

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import device_name, time_interleaved, versions  # noqa: E402

import tcompile  # noqa: E402
from tcompile.testing.cases import attention, attention_additive, attention_causal  # noqa: E402

# The default lowering without torch-fuse-attention (the "before" column).
WITHOUT_PASS = ("builtin.module(torch-decompose,convert-torch-to-prim{allow-extern-fallback=true},"
                "canonicalize,cse,dce,prim-to-loop)")


ROWS = {
    "softmax(q k^T s) v": (attention, lambda n, dt, dev: []),
    "causal masked_fill, fp32 softmax": (attention_causal, lambda n, dt, dev: [
        torch.tril(torch.ones(n, n, device=dev))]),
    "additive mask": (attention_additive, lambda n, dt, dev: [torch.randn(n, n, dtype=dt, device=dev)]),
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--out", help="directory for a dated markdown copy of the table")
    args = ap.parse_args()
    os.environ["TCOMPILE_CACHE_DIR"] = tempfile.mkdtemp(prefix="tcompile-bench-")
    dev = args.device
    shape, dtype = ((8, 16, 1024, 64), torch.bfloat16) if dev == "cuda" else \
        ((4, 8, 512, 64), torch.float32)
    tol = 3e-2 if dtype == torch.bfloat16 else 1e-4
    lines = [f"# Attention written out, {datetime.date.today().isoformat()}", "",
             f"- device: {device_name(dev)}", f"- versions: {versions()}",
             f"- q, k, v: {tuple(shape)} {str(dtype).removeprefix('torch.')}; median ms", "",
             "| attention | eager ms | torch.compile ms | tcompile ms | tcompile without "
             "torch-fuse-attention ms | tcompile vs eager | vs torch.compile | the pass's "
             "speedup |", "|---|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for name, (fn, extra) in ROWS.items():
        torch.manual_seed(0)
        inputs = [torch.randn(shape, dtype=dtype, device=dev) for _ in range(3)]
        inputs += extra(shape[2], dtype, dev)
        fns = [fn, torch.compile(fn), tcompile.compile(fn),
               tcompile.compile(fn, pipeline=WITHOUT_PASS)]
        want = fn(*inputs)
        for f in fns[1:]:
            torch.testing.assert_close(f(*inputs), want, atol=tol, rtol=tol)
        eager, inductor, tc, before = time_interleaved([lambda f=f, a=inputs: f(*a) for f in fns],
                                                       dev, args.reps)
        line = (f"| {name} | {eager:.3f} | {inductor:.3f} | {tc:.3f} | {before:.3f} | "
                f"{eager / tc:.2f}x | {inductor / tc:.2f}x | {before / tc:.2f}x |")
        lines.append(line)
        print(line, flush=True)
    if args.out:
        out = pathlib.Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        tag = "gpu" if dev == "cuda" else "cpu"
        path = out / f"{datetime.date.today().isoformat()}-{tag}-attention.md"
        path.write_text("\n".join(lines) + "\n")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()

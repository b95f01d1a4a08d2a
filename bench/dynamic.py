"""Benchmark: symbolic sizes against static ones, and a sweep of sequence lengths.

Part 1: the norm and softmax rows of bench/run.py through `tcompile.compile`, static
(`dynamic=False`), with the rows symbolic (`mark_dynamic` on dim 0) and with every size
symbolic (`dynamic=True`), and torch.compile the same three ways; one process, interleaved
timing rounds (bench/run.py's `time_interleaved`), compile time excluded.

Part 2: a GPT-2 block (bf16 on a GPU, f32 on the CPU) called at 16 sequence lengths, each
length `--calls` times, from a cold start: the total wall time including every compile, for
tcompile and torch.compile with their default (automatic) dynamic shapes, and how many graphs
each compiled.

    python bench/dynamic.py                          # CPU (LLVM backend), small sizes
    python bench/dynamic.py --device cuda --out bench/results/
"""

from __future__ import annotations

import argparse
import datetime
import os
import pathlib
import sys
import tempfile
import time

import torch
import torch.nn.functional as F

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import device_name, time_interleaved, versions, write_table  # noqa: E402

import tcompile  # noqa: E402
from tcompile.testing.models import GPT2Block  # noqa: E402


def rms_norm(x, w):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w


def layer_norm(x, w, b):
    return F.layer_norm(x, (x.shape[-1],), w, b, 1e-5)


def softmax(x):
    return torch.softmax(x, -1)


ROWS = {  # name -> (fn, input specs on the GPU, on the CPU)
    "softmax": (softmax, [((8192, 8192), torch.float32)], [((1024, 1000), torch.float32)]),
    "layer_norm": (layer_norm, [((16384, 4096), torch.bfloat16), ((4096,), torch.bfloat16),
                                ((4096,), torch.bfloat16)],
                   [((2048, 1024), torch.float32), ((1024,), torch.float32),
                    ((1024,), torch.float32)]),
    "rms_norm": (rms_norm, [((16384, 4096), torch.float32), ((4096,), torch.float32)],
                 [((2048, 1024), torch.float32), ((1024,), torch.float32)]),
}


def sync(device: str) -> None:
    if device == "cuda":
        torch.cuda.synchronize()


def variants(fn, inputs):
    """(name, compiled callable) for the static, rows-symbolic and all-symbolic compiles of
    both compilers, each compiled and checked on `inputs` before timing."""
    out = []
    for label, make in (("tcompile", tcompile.compile), ("torch.compile", torch.compile)):
        for how in ("static", "rows", "all"):
            compiled = make(fn, dynamic={"static": False, "rows": None, "all": True}[how])
            args = [t.clone() for t in inputs]
            if how == "rows":
                if label == "tcompile":
                    tcompile.mark_dynamic(args[0], 0)
                else:
                    torch._dynamo.mark_dynamic(args[0], 0)
            compiled(*args)
            out.append((f"{label} {how}", compiled))
    return out


def part1(device: str, reps: int) -> list[str]:
    lines = ["| program | eager ms | tcompile static | rows symbolic | all symbolic | "
             "symbolic/static (rows, all) | torch.compile static | rows symbolic | "
             "all symbolic |", "|---|---|---|---|---|---|---|---|---|"]
    print("\n".join(lines), flush=True)
    for name, (fn, gpu_specs, cpu_specs) in ROWS.items():
        torch.manual_seed(0)
        specs = gpu_specs if device == "cuda" else cpu_specs
        inputs = [torch.randn(s, dtype=d, device=device) for s, d in specs]
        expected = fn(*inputs)
        compiled = variants(fn, inputs)
        tol = 2e-2 if expected.dtype == torch.bfloat16 else 1e-4
        for label, c in compiled:
            torch.testing.assert_close(c(*inputs), expected, atol=tol, rtol=tol, msg=label)
        calls = [fn] + [c for _, c in compiled]
        times = time_interleaved([lambda c=c, inputs=inputs: c(*inputs) for c in calls],
                                 device, reps)
        eager, ts, tr, ta, ics, icr, ica = times
        row = (f"| {name} | {eager:.4f} | {ts:.4f} | {tr:.4f} | {ta:.4f} | "
               f"{tr / ts:.2f}x, {ta / ts:.2f}x | {ics:.4f} | {icr:.4f} | {ica:.4f} |")
        print(row, flush=True)
        lines.append(row)
    return lines


def sweep(device: str, calls: int) -> list[str]:
    dtype = torch.bfloat16 if device == "cuda" else torch.float32
    d, heads, batch = (768, 12, 4) if device == "cuda" else (256, 4, 2)
    lengths = [32 + 24 * i for i in range(16)]
    torch.manual_seed(0)
    model = GPT2Block(d, heads).to(device=device, dtype=dtype).eval()
    inputs = [torch.randn(batch, t, d, device=device, dtype=dtype) for t in lengths]
    head = [f"GPT2Block(d={d}, heads={heads}) {str(dtype).removeprefix('torch.')}, batch "
            f"{batch}, sequence lengths {lengths[0]}..{lengths[-1]} (16), {calls} calls each",
            "", "| | total s (compiles included) | graphs compiled | 1st length s | "
            "2nd length s | other 14 lengths s |", "|---|---|---|---|---|---|"]
    print("\n".join(head), flush=True)
    rows = []
    labels = ["eager", "tcompile", "torch.compile"]
    if device == "cuda":
        labels.insert(2, SERIAL)
    for label in labels:
        tcompile.reset()
        torch._dynamo.reset()
        torch._dynamo.utils.counters.clear()
        # cold: no kernel of an earlier row (or run) in Triton's or Inductor's disk caches
        for var in ("TRITON_CACHE_DIR", "TORCHINDUCTOR_CACHE_DIR", "TCOMPILE_CACHE_DIR"):
            os.environ[var] = tempfile.mkdtemp(prefix="bench-sweep-")
        tcompile.config.compile_threads = 1 if label == SERIAL else THREADS
        run = (model if label == "eager" else torch.compile(model) if label == "torch.compile"
               else tcompile.compile(model))
        with torch.no_grad():
            sync(device)
            t0 = time.perf_counter()
            first = []
            for x in inputs:
                s = time.perf_counter()
                for _ in range(calls):
                    y = run(x)
                sync(device)
                first.append(time.perf_counter() - s)
            total = time.perf_counter() - t0
            torch.testing.assert_close(y, model(inputs[-1]), atol=6e-2, rtol=3e-2)
        graphs = run.stats.graphs_compiled if label.startswith("tcompile") else (
            "-" if label == "eager" else torch._dynamo.utils.counters["stats"]["unique_graphs"])
        rows.append(f"| {label} | {total:.2f} | {graphs} | {first[0]:.2f} | {first[1]:.2f} | "
                    f"{sum(first[2:]):.3f} |")
        print(rows[-1], flush=True)
    tcompile.config.compile_threads = THREADS
    notes = ["", "tcompile compiles each graph's Triton kernels right after code generation, "
             f"in {THREADS} worker processes and the calling process "
             f"(`tcompile.config.compile_threads={THREADS}`); the row '{SERIAL}' compiles them "
             "in the calling process alone."]
    return head + rows + (notes if device == "cuda" else [])


THREADS = tcompile.config.compile_threads
SERIAL = "tcompile, compile_threads=1"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--calls", type=int, default=10)
    ap.add_argument("--out", help="directory for a dated markdown copy of the tables")
    args = ap.parse_args()
    os.environ["TCOMPILE_CACHE_DIR"] = tempfile.mkdtemp(prefix="tcompile-bench-")
    lines = [f"# tcompile dynamic shapes, {datetime.date.today().isoformat()}", "",
             f"- device: {device_name(args.device)}", f"- versions: {versions()}", "",
             "## Symbolic sizes against static ones (ms, median of interleaved rounds)", ""]
    print("\n".join(lines), flush=True)
    lines += part1(args.device, args.reps)
    lines += ["", "symbolic/static: tcompile's time with symbolic sizes over its static time "
              "(1.00x: no cost). rows: dim 0 marked dynamic; all: dynamic=True.", "",
              "## A sweep over sequence lengths, from a cold start", ""]
    print("\n".join(lines[-5:]), flush=True)
    lines += sweep(args.device, args.calls)
    if args.out:
        write_table(args.out, args.device, "-dynamic", lines)


if __name__ == "__main__":
    main()

"""Benchmark: convolution nets in inference, eager vs torch.compile vs tcompile, on a GPU.

torchvision's ResNet-18, ResNet-50 and MobileNetV2 (random weights, eval mode, no_grad) on a
batch of 32 x 3 x 224 x 224 (issue #14's size), in float32 (cuDNN's TF32 as torch defaults it)
and bfloat16. Each row checks that the compilers agree with eager, then times the three
taking turns (`run.time_interleaved`: CUDA events through `triton.testing.do_bench`, median of
five rounds), and the two compilers again in `mode="reduce-overhead"` (CUDA graphs). The
column "tcompile NCHW" is tcompile with `config.layout_optimization = False` (no
prim-channels-last), which shows what the channels-last layout is worth. First-call times
include compiling (tcompile with its cache directory emptied first).

    python bench/vision.py [--models resnet18,resnet50,mobilenet_v2] [--dtypes float32,bfloat16]
                           [--batch 32] [--out bench/results/]
"""

from __future__ import annotations

import argparse
import datetime
import os
import pathlib
import shutil
import sys
import time
from collections.abc import Callable

import torch

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import device_name, time_interleaved, versions  # noqa: E402

import tcompile  # noqa: E402
from tcompile.frontend import config as knobs  # noqa: E402

DTYPES = {"float32": torch.float32, "bfloat16": torch.bfloat16}
TOLERANCE = {torch.float32: 2e-2, torch.bfloat16: 1e-1}  # TF32 convolutions, bf16


def model_of(name: str, dtype: torch.dtype) -> torch.nn.Module:
    import torchvision

    torch.manual_seed(0)
    return getattr(torchvision.models, name)().eval().to("cuda", dtype)


def first_call_s(fn: Callable[[], object]) -> float:
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    fn()
    torch.cuda.synchronize()
    return time.perf_counter() - t0


def close(a: torch.Tensor, b: torch.Tensor, dtype: torch.dtype) -> bool:
    scale = b.float().abs().max().item() or 1.0
    return (a.float() - b.float()).abs().max().item() <= TOLERANCE[dtype] * scale


def bench_row(name: str, dtype: torch.dtype, batch: int) -> dict[str, object]:
    model = model_of(name, dtype)
    x = torch.randn(batch, 3, 224, 224, device="cuda", dtype=dtype)
    row: dict[str, object] = {"model": name, "dtype": str(dtype).removeprefix("torch.")}
    with torch.no_grad():
        expected = model(x)
        cache = os.environ.get("TCOMPILE_CACHE_DIR")
        if cache:
            shutil.rmtree(cache, ignore_errors=True)
        ours = tcompile.compile(model)
        row["tcompile first s"] = first_call_s(lambda: ours(x))
        row["graphs"] = ours.stats.graphs_compiled
        row["fallbacks"] = ours.stats.fallbacks
        knobs.layout_optimization = False
        try:  # a session of its own: it does not share `ours`'s entries
            nchw = tcompile.compile(model)
            nchw(x)
        finally:
            knobs.layout_optimization = True
        theirs = torch.compile(model)
        row["torch.compile first s"] = first_call_s(lambda: theirs(x))
        correct = [close(f(x), expected, dtype) for f in (ours, nchw, theirs)]
        row["correct"] = "yes" if all(correct) else f"no {correct}"
        eager_ms, tc_ms, ours_ms, nchw_ms = time_interleaved(
            [lambda: model(x), lambda: theirs(x), lambda: ours(x), lambda: nchw(x)], "cuda",
            reps=0)
        row.update({"eager ms": eager_ms, "torch.compile ms": tc_ms, "tcompile ms": ours_ms,
                    "tcompile NCHW ms": nchw_ms})
        ours_ro = tcompile.compile(model, mode="reduce-overhead")
        theirs_ro = torch.compile(model, mode="reduce-overhead")
        for f in (ours_ro, theirs_ro):
            for _ in range(3):
                f(x)
        tc_ro, ours_ro_ms = time_interleaved([lambda: theirs_ro(x), lambda: ours_ro(x)],
                                             "cuda", reps=0)
        row.update({"torch.compile r-o ms": tc_ro, "tcompile r-o ms": ours_ro_ms})
    torch._dynamo.reset()
    tcompile.reset()
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default="resnet18,resnet50,mobilenet_v2")
    parser.add_argument("--dtypes", default="float32,bfloat16")
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    rows = []
    for dtype in args.dtypes.split(","):
        for name in args.models.split(","):
            row = bench_row(name, DTYPES[dtype], args.batch)
            print(row, flush=True)
            rows.append(row)
    columns = ["model", "dtype", "graphs", "correct", "eager ms", "torch.compile ms",
               "tcompile ms", "tcompile NCHW ms", "torch.compile r-o ms", "tcompile r-o ms",
               "torch.compile first s", "tcompile first s"]
    lines = [f"# Convolution nets on {device_name('cuda')}, {datetime.date.today()}", "",
             f"- versions: {versions()}", f"- batch {args.batch} x 3 x 224 x 224, eval, no_grad;"
             " cuDNN TF32 as torch's default", "",
             "| " + " | ".join(columns) + " | vs torch.compile | r-o vs torch.compile |",
             "|" + "---|" * (len(columns) + 2)]
    for r in rows:
        cells = [f"{r[c]:.3f}" if isinstance(r[c], float) else str(r[c]) for c in columns]
        ratio = r["torch.compile ms"] / r["tcompile ms"]  # type: ignore[operator]
        ratio_ro = r["torch.compile r-o ms"] / r["tcompile r-o ms"]  # type: ignore[operator]
        lines.append("| " + " | ".join(cells) + f" | {ratio:.2f}x | {ratio_ro:.2f}x |")
    table = "\n".join(lines)
    print(table)
    if args.out:
        out = pathlib.Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        (out / f"{datetime.date.today()}-gpu-vision.md").write_text(table + "\n")


if __name__ == "__main__":
    main()

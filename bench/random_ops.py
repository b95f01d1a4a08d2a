"""Random ops drawn in the kernels (issue #12): eager, torch.compile and tcompile side by side.

Values differ between the three (each draws from its own streams), so rows check statistics
only: the fraction dropout keeps, the mean of a uniform draw.

    python bench/random_ops.py [--device cpu|cuda] [--out DIR]
"""

from __future__ import annotations

import argparse
import datetime
import functools
import pathlib
import sys

import torch
import torch.nn.functional as F

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import device_name, time_interleaved, versions  # noqa: E402

import tcompile  # noqa: E402


def dropout_residual(x, res, b):  # a transformer's `res + dropout(x + b)`
    return res + F.dropout(x + b, 0.1, training=True)


def noise(x):  # Gaussian noise and a uniform mask, as in diffusion / augmentation code
    return x + 0.1 * torch.randn_like(x) * (torch.rand_like(x) < 0.5)


ROWS = {
    "dropout_residual": (dropout_residual, lambda n, d, dt: [
        torch.randn(n, 4096, device=d, dtype=dt), torch.randn(n, 4096, device=d, dtype=dt),
        torch.randn(4096, device=d, dtype=dt)]),
    "noise": (noise, lambda n, d, dt: [torch.randn(n, 4096, device=d, dtype=dt)]),
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--out", help="also write the table to DIR/<date>-<device>-random.md")
    args = ap.parse_args()
    device = args.device
    rows = 8192 if device == "cuda" else 512
    lines = [f"# random ops, {datetime.date.today().isoformat()}", "",
             f"- device: {device_name(device)}", f"- versions: {versions()}",
             f"- inputs: {rows} x 4096; median ms (interleaved rounds)", "",
             "| row | dtype | eager ms | torch.compile ms | tcompile ms | vs eager | "
             "vs torch.compile | kept / mean |",
             "|---|---|---|---|---|---|---|---|"]
    for name, (fn, make) in ROWS.items():
        for dtype in (torch.float32, torch.bfloat16):
            inputs = make(rows, device, dtype)
            ours = tcompile.compile(fn)
            theirs = torch.compile(fn)
            out = ours(*inputs)
            theirs(*inputs)
            check = ((out != inputs[1]).float().mean() if name == "dropout_residual"
                     else (out != inputs[0]).float().mean()).item()
            eager_ms, inductor_ms, ours_ms = time_interleaved(
                [functools.partial(f, *inputs) for f in (fn, theirs, ours)], device, reps=20)
            lines.append(f"| {name} | {str(dtype).removeprefix('torch.')} | {eager_ms:.3f} | "
                         f"{inductor_ms:.3f} | {ours_ms:.3f} | {eager_ms / ours_ms:.2f}x | "
                         f"{inductor_ms / ours_ms:.2f}x | {check:.3f} |")
            print(lines[-1], flush=True)
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        path = pathlib.Path(args.out) / f"{datetime.date.today().isoformat()}-{device}-random.md"
        path.write_text(text)


if __name__ == "__main__":
    main()

"""Where a decoding step's time goes: eager vs torch.compile vs tcompile on one device.

For bench/decode.py's model and steps: per token, the wall time (synchronized), the host time
(enqueueing only, no synchronization inside the loop), the kernels launched and their summed
device time (torch.profiler), then cProfile's top functions of tcompile's steps.

    python bench/profile_decode.py --device cuda
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
import time

import torch

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1]))

import tcompile  # noqa: E402
from tcompile.testing.models import KVCacheGPT, greedy_decode  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    ap.add_argument("--tokens", type=int, default=64)
    args = ap.parse_args()
    device, n = args.device, args.tokens
    dtype = torch.bfloat16 if device == "cuda" else torch.float32
    torch.manual_seed(0)
    model = KVCacheGPT(vocab=50257, d=768, n_head=12, n_layer=4, block_size=1024).to(
        device=device, dtype=dtype).eval()
    prompt = torch.randint(0, 50257, (1, 32), device=device)
    sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)
    steps = {"eager": model, "torch.compile": torch.compile(model), "tcompile": tcompile.compile(model)}
    print("| | ms/token (wall) | host ms/token | kernels/token | device ms/token |")
    print("|---|---|---|---|---|")
    with torch.no_grad():
        for label, step in steps.items():
            greedy_decode(step, model, prompt, n)  # compiles
            sync()
            walls, hosts = [], []
            for _ in range(5):
                t0 = time.perf_counter()
                greedy_decode(step, model, prompt, n)
                hosts.append(time.perf_counter() - t0)
                sync()
                walls.append(time.perf_counter() - t0)
            kernels, device_us = "-", "-"
            if device == "cuda":
                acts = [torch.profiler.ProfilerActivity.CUDA]
                with torch.profiler.profile(activities=acts) as prof:
                    greedy_decode(step, model, prompt, n)
                    sync()
                events = [e for e in prof.events() if e.device_type == torch.autograd.DeviceType.CUDA]
                kernels = f"{len(events) / (n + 1):.1f}"
                device_us = f"{sum(e.device_time for e in events) / (n + 1) / 1e3:.3f}"
            print(f"| {label} | {min(walls) / (n + 1) * 1e3:.3f} | {min(hosts) / (n + 1) * 1e3:.3f} "
                  f"| {kernels} | {device_us} |", flush=True)
        prof = cProfile.Profile()
        prof.enable()
        greedy_decode(steps["tcompile"], model, prompt, n)
        prof.disable()
        sync()
    pstats.Stats(prof).sort_stats("tottime").print_stats(25)
    if device == "cuda":
        acts = [torch.profiler.ProfilerActivity.CUDA, torch.profiler.ProfilerActivity.CPU]
        for label in ("eager", "tcompile"):
            with torch.no_grad(), torch.profiler.profile(activities=acts) as p:
                greedy_decode(steps[label], model, prompt, 4)
                sync()
            print(f"== {label}: kernels of 5 calls")
            print(p.key_averages().table(sort_by="device_time_total", row_limit=25))


if __name__ == "__main__":
    main()

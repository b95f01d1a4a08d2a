"""Where a GPU training step's time goes on the host: one `bench/train.py` row, per variant.

For each variant (eager, torch.compile, tcompile, tcompile with channels-last training
graphs, `config.layout_optimization_training = True`, and tcompile with plain Python guards,
tcompile-pyguards, as without the native helpers): the host time of the step's parts
(zero_grad + forward + loss, backward, optimizer step; `perf_counter` around each, the GPU
idle at the start), the wall time with a synchronize per step and pipelined over 20 steps
(median of five turns); then from `torch.profiler` the GPU activities and CUDA runtime
calls per step, ATen copies by shape, the GPU time per step and the top CPU and GPU
entries. A step is bound by the host where its host time exceeds its GPU time: then
launches and library calls, not kernels, decide.

    python bench/train_host.py --row "resnet18 (torchvision)"
    python bench/train_host.py --row "resnet18 (torchvision)" --variants tcompile,tcompile-cl
    python bench/train_host.py --variants eager,torch.compile,tcompile --cprofile tcompile
"""

from __future__ import annotations

import argparse
import copy
import cProfile
import io
import pathlib
import pstats
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import torch

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import train  # noqa: E402

import tcompile  # noqa: E402
from tcompile.frontend import config as knobs  # noqa: E402
from tcompile.frontend import native  # noqa: E402

COMPILERS: dict[str, Callable[[Any], Any]] = {
    "eager": lambda f: f, "torch.compile": torch.compile, "tcompile": tcompile.compile,
    "tcompile-cl": tcompile.compile, "tcompile-pyguards": tcompile.compile}
RUNTIME_CALLS = ("cudaLaunchKernel", "cuLaunchKernel", "cuLaunchKernelEx", "cudaLaunchKernelExC",
                 "cudaMemsetAsync", "cudaMemcpyAsync")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--row", default="resnet18 (torchvision)")
    ap.add_argument("--variants", default=",".join(COMPILERS))
    ap.add_argument("--reps", type=int, default=30)
    ap.add_argument("--top", type=int, default=25, help="rows of the CPU and GPU tables")
    ap.add_argument("--cprofile", default="",
                    help="variants whose forward, backward and optimizer step are each "
                         "profiled with cProfile over 20 steps (Python functions by own time)")
    args = ap.parse_args()
    make, inputs_of, loss_of = train.rows("cuda")[args.row]
    torch.manual_seed(0)
    base = make().cuda().train()
    inputs = inputs_of()
    variants: dict[str, tuple[Any, Callable[[], None], torch.optim.Optimizer]] = {}
    for label in args.variants.split(","):
        model = copy.deepcopy(base)
        opt = torch.optim.AdamW(model.parameters(), lr=1e-4)

        def opt_step(opt: torch.optim.Optimizer = opt) -> None:
            opt.step()

        compiler = COMPILERS[label]
        variants[label] = (compiler(model), compiler(opt_step), opt)

    def parts(label: str) -> list[float]:
        run, opt_step, opt = variants[label]
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        opt.zero_grad(set_to_none=True)
        loss = loss_of(run(*inputs))
        t1 = time.perf_counter()
        loss.backward()
        t2 = time.perf_counter()
        opt_step()
        t3 = time.perf_counter()
        torch.cuda.synchronize()
        t4 = time.perf_counter()
        return [1e3 * t for t in (t1 - t0, t2 - t1, t3 - t2, t3 - t0, t4 - t0)]

    helpers = native.load()
    for label in variants:  # compile (the knobs are read while compiling) and warm up
        knobs.layout_optimization_training = True if label == "tcompile-cl" else None
        native._loaded = None if label == "tcompile-pyguards" else helpers
        for _ in range(3):
            parts(label)
    knobs.layout_optimization_training = None
    native._loaded = helpers
    times: dict[str, list[list[float]]] = {label: [] for label in variants}
    for _ in range(args.reps):
        for label in variants:
            times[label].append(parts(label))
    pipelined: dict[str, list[float]] = {label: [] for label in variants}
    for _ in range(5):  # 20 steps with one synchronize, the variants taking turns
        for label in variants:
            run, opt_step, opt = variants[label]
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            for _ in range(20):
                opt.zero_grad(set_to_none=True)
                loss_of(run(*inputs)).backward()
                opt_step()
            torch.cuda.synchronize()
            pipelined[label].append(1e3 * (time.perf_counter() - t0) / 20)
    print(f"{args.row}: host ms per part (median of {args.reps}, variants taking turns); "
          "pipelined: ms a step over 20 steps, median of 5 turns")
    print(f"  {'variant':14s}     fwd     bwd     opt    host    wall  pipelined")
    for label, rows in times.items():
        medians = [statistics.median(column) for column in zip(*rows, strict=True)]
        print(f"  {label:14s} " + " ".join(f"{m:7.2f}" for m in medians)
              + f" {statistics.median(pipelined[label]):9.2f}")
    for label in filter(None, args.cprofile.split(",")):
        _python_profile(label, *variants[label], inputs, loss_of, args.top)
    from torch.profiler import ProfilerActivity, profile

    for label in variants:
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA],
                     record_shapes=True) as prof:
            for _ in range(2):
                parts(label)
        events = prof.events()
        gpu = [e for e in events if e.device_type == torch.autograd.DeviceType.CUDA]
        calls: dict[str, int] = {}
        for e in events:
            if e.name in RUNTIME_CALLS:
                calls[e.name] = calls.get(e.name, 0) + 1
        print(f"\n{label}: {len(gpu) / 2:.0f} GPU activities a step; runtime calls a step: "
              + ", ".join(f"{k} {v / 2:.0f}" for k, v in sorted(calls.items())))
        for k in prof.key_averages(group_by_input_shape=True):
            if k.key in ("aten::copy_", "aten::clone"):
                print(f"  {k.key} {k.count / 2:.0f} a step, {k.cpu_time_total / 2e3:.3f} ms CPU, "
                      f"shapes {str(k.input_shapes)[:120]}")
        kernels = [k for k in prof.key_averages()
                   if k.device_type == torch.autograd.DeviceType.CUDA]
        kernels.sort(key=lambda k: -k.self_device_time_total)
        print(f"  GPU time a step: {sum(k.self_device_time_total for k in kernels) / 2e3:.2f} ms")
        for k in kernels[:args.top]:
            print(f"  {k.self_device_time_total / 2e3:7.3f} ms {k.count / 2:5.0f}x  {k.key[:100]}")
        print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=args.top))


def _python_profile(label: str, run: Any, opt_step: Callable[[], None],
                    opt: torch.optim.Optimizer, inputs: list, loss_of: Callable[[Any], Any],
                    top: int) -> None:
    """cProfile of each part of 20 steps (the GPU synchronized between parts, so a part's
    time is its own host time): which Python functions the host time goes to."""
    profiles = {part: cProfile.Profile() for part in ("forward", "backward", "optimizer step")}
    for _ in range(20):
        opt.zero_grad(set_to_none=True)
        torch.cuda.synchronize()
        with profiles["forward"]:
            loss = loss_of(run(*inputs))
        torch.cuda.synchronize()
        with profiles["backward"]:
            loss.backward()
        torch.cuda.synchronize()
        with profiles["optimizer step"]:
            opt_step()
        torch.cuda.synchronize()
    for part, prof in profiles.items():
        out = io.StringIO()
        stats = pstats.Stats(prof, stream=out)
        print(f"\n{label}, {part}: {1e3 * stats.total_tt / 20:.2f} ms a step under cProfile")
        stats.sort_stats("tottime").print_stats(top)
        print(out.getvalue())


if __name__ == "__main__":
    main()

"""Benchmark: one DDP training step on the CPU (gloo), eager against torch.compile and tcompile.

`--world` processes (torch.multiprocessing, spawn; one thread each) join one gloo process
group on localhost. Each row is a model trained by DistributedDataParallel three ways, in
the same process group on the same per-rank inputs: eager (`DDP(model)`), torch.compile
(`DDP(torch.compile(model))`) and tcompile (`DDP(tcompile.compile(model))`). A step is
`zero_grad`, forward, an MSE loss, backward (DDP all-reduces the gradients in buckets of
`--bucket-cap-mb`) and an eager AdamW step. After `--warmup` untimed steps (the compiles),
the three take turns for `--rounds` rounds of `--steps` steps; every timed step starts after
a barrier, and the table reports the median over all of them as rank 0 measured it. The last
columns give the largest parameter difference from eager after the same steps, and
tcompile's graph and graph-break counts.

    python bench/distributed.py                       # world 2, both models
    python bench/distributed.py --world 2 --steps 10 --bucket-cap-mb 1 --out table.md
"""

from __future__ import annotations

import argparse
import copy
import datetime
import os
import pathlib
import platform
import statistics
import sys
import time
from collections.abc import Callable

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn.functional as F
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import versions  # noqa: E402

import tcompile  # noqa: E402
from tcompile.testing.distributed import free_port, leave  # noqa: E402
from tcompile.testing.models import GPT2Block  # noqa: E402


class MLPStack(nn.Module):
    """`layers` x (Linear d -> hidden, GELU, Linear hidden -> d)."""

    def __init__(self, d: int = 512, hidden: int = 2048, layers: int = 6):
        super().__init__()
        self.layers = nn.ModuleList(nn.Sequential(nn.Linear(d, hidden), nn.GELU(),
                                                  nn.Linear(hidden, d))
                                    for _ in range(layers))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


# name -> (model factory, input shape); the target has the output's shape
MODELS: dict[str, tuple[Callable[[], nn.Module], tuple[int, ...]]] = {
    "mlp": (MLPStack, (64, 512)),
    "transformer": (lambda: nn.Sequential(*(GPT2Block(256, 4) for _ in range(4))),
                    (8, 128, 256)),
}
DESCRIPTIONS = {"mlp": "mlp 6x(512-2048-512), batch 64",
                "transformer": "gpt2 blocks 4x256, 4 heads, batch 8, seq 128"}
# "tcompile 1 graph": tcompile with tcompile.config.optimize_ddp off (no split at buckets)
COMPILERS = ["eager", "torch.compile", "tcompile", "tcompile 1 graph"]


def cpu_name() -> str:
    try:
        for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _wrap(label: str, model: nn.Module, bucket_cap_mb: float | None) -> DDP:
    kwargs = {} if bucket_cap_mb is None else {"bucket_cap_mb": bucket_cap_mb}
    inner = {"eager": lambda m: m, "torch.compile": torch.compile,
             "tcompile": tcompile.compile, "tcompile 1 graph": tcompile.compile}[label](model)
    return DDP(inner, **kwargs)


def launch_times(starts: list[float], events: list | None = None) -> Callable:
    """A DDP comm hook that records in `starts` when each bucket's all-reduce starts (then
    all-reduces it as DDP's default hook does): the overlap of communication with the
    backward. On a GPU, `events` also gets a CUDA event recorded on the compute stream there:
    when the GPU has computed the bucket's gradients. (A plain function: DDP reads its name
    and its parameters' annotations.)"""

    def record_launch(state, bucket):  # unannotated: DDP checks the annotations' objects
        starts.append(time.perf_counter())
        if events is not None:
            events.append(torch.cuda.Event(enable_timing=True))
            events[-1].record()
        tensor = bucket.buffer().div_(dist.get_world_size())
        return dist.all_reduce(tensor, async_op=True).get_future().then(
            lambda fut: fut.value()[0])

    return record_launch


def overlap(ddp: DDP, x: torch.Tensor, y: torch.Tensor, starts: list[float]) -> str:
    """One backward: when each bucket's all-reduce started, in ms after the backward began,
    and how long the backward took (its end waits for the last all-reduce)."""
    loss = F.mse_loss(ddp(x), y)
    starts.clear()
    dist.barrier()
    t0 = time.perf_counter()
    loss.backward()
    total = (time.perf_counter() - t0) * 1e3
    when = ", ".join(f"{(t - t0) * 1e3:.0f}" for t in starts)
    return f"{len(starts)} buckets start at {when} ms of {total:.0f} ms"


def _step_fn(ddp: DDP, opt: torch.optim.Optimizer, x: torch.Tensor, y: torch.Tensor
             ) -> Callable[[], torch.Tensor]:
    def step() -> torch.Tensor:
        opt.zero_grad(set_to_none=True)
        loss = F.mse_loss(ddp(x), y)
        loss.backward()
        opt.step()
        return loss
    return step


def bench_model(name: str, rank: int, args: argparse.Namespace) -> tuple[str, list[str]]:
    make, shape = MODELS[name]
    torch.manual_seed(0)
    base = make()
    gen = torch.Generator().manual_seed(1000 + rank)  # each rank its own batch
    x = torch.randn(shape, generator=gen)
    y = torch.randn(shape, generator=gen)
    labels = [c for c in COMPILERS if c != "torch.compile" or not args.no_inductor]
    variants = []
    hooks = []
    for label in labels:
        t0 = time.perf_counter()
        ddp = _wrap(label, copy.deepcopy(base), args.bucket_cap_mb)
        starts: list[float] = []
        ddp.register_comm_hook(None, launch_times(starts))
        hooks.append(starts)
        opt = torch.optim.AdamW(ddp.parameters(), lr=1e-4)
        step = _step_fn(ddp, opt, x, y)
        tcompile.config.optimize_ddp = label != "tcompile 1 graph"  # read when translating
        try:
            for _ in range(args.warmup):
                step()
        finally:
            tcompile.config.optimize_ddp = True
        variants.append((label, ddp, step, time.perf_counter() - t0))
    times: list[list[float]] = [[] for _ in variants]
    for _ in range(args.rounds):
        for (_, _, step, _), out in zip(variants, times, strict=True):
            for _ in range(args.steps):
                dist.barrier()
                t0 = time.perf_counter()
                step()
                out.append((time.perf_counter() - t0) * 1e3)
    ms = [statistics.median(t) for t in times]
    eager_params = list(variants[0][1].parameters())
    diffs = [max((a - b).abs().max().item()
                 for a, b in zip(eager_params, ddp.parameters(), strict=True))
             for _, ddp, _, _ in variants[1:]]
    overlaps = [f"{label}: {overlap(ddp, x, y, hook)}"
                for (label, ddp, _, _), hook in zip(variants, hooks, strict=True)]
    stats = next(ddp for label, ddp, _, _ in variants if label == "tcompile").module.stats
    cells = " | ".join(f"{t:.1f}" for t in ms)
    ratios = " | ".join(f"{ms[0] / t:.2f}x" for t in ms[1:])
    warm = " / ".join(f"{w:.1f}" for *_, w in variants)
    diff = " / ".join(f"{d:.1e}" for d in diffs)
    return (f"| {DESCRIPTIONS[name]} | {cells} | {ratios} | {warm} | {diff} | "
            f"{stats.graphs_compiled} / {stats.graph_breaks} |", overlaps)


def _worker(rank: int, args: argparse.Namespace, port: int, results: mp.SimpleQueue) -> None:
    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank,
                            world_size=args.world, timeout=datetime.timedelta(seconds=600))
    try:
        for name in args.models.split(","):
            line, overlaps = bench_model(name, rank, args)
            if rank == 0:
                print(line, flush=True)
                results.put((line, [f"- {DESCRIPTIONS[name]}, {o}" for o in overlaps]))
    finally:
        dist.destroy_process_group()
    leave()



def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--world", type=int, default=2, help="processes (ranks)")
    ap.add_argument("--steps", type=int, default=10, help="timed steps per round")
    ap.add_argument("--rounds", type=int, default=3, help="rounds, the compilers taking turns")
    ap.add_argument("--warmup", type=int, default=3, help="untimed steps first (compiles)")
    ap.add_argument("--bucket-cap-mb", type=float, default=None,
                    help="DDP's bucket_cap_mb (default: DDP's, 25)")
    ap.add_argument("--models", default=",".join(MODELS),
                    help=f"comma-separated, of {', '.join(MODELS)}")
    ap.add_argument("--no-inductor", action="store_true", help="skip torch.compile")
    ap.add_argument("--out", default="", help="also write the markdown to this file")
    args = ap.parse_args()
    unknown = set(args.models.split(",")) - set(MODELS)
    if unknown:
        ap.error(f"unknown models: {', '.join(sorted(unknown))}")
    compilers = [c for c in COMPILERS if c != "torch.compile" or not args.no_inductor]
    header = (f"| model | {' | '.join(c + ' ms' for c in compilers)} | "
              f"{' | '.join(c + ' speedup' for c in compilers[1:])} | "
              f"warm-up s ({' / '.join(compilers)}) | "
              f"max param diff vs eager ({' / '.join(compilers[1:])}) | "
              "tcompile graphs / breaks |")
    bucket = "DDP's default (25)" if args.bucket_cap_mb is None else f"{args.bucket_cap_mb:g}"
    lines = [f"# DDP training step, CPU, gloo, world {args.world}", "",
             f"- date: {datetime.date.today().isoformat()}",
             f"- CPU: {cpu_name()}, {os.cpu_count()} cores; {args.world} processes, "
             "1 thread each",
             f"- versions: {versions()}",
             f"- step: zero_grad, forward, MSE loss, backward (DDP all-reduce, bucket_cap_mb "
             f"{bucket}), eager AdamW step; DDP(model), DDP(torch.compile(model)), "
             "DDP(tcompile.compile(model))",
             f"- {args.warmup} warm-up steps (compiles included: warm-up s), then "
             f"{args.rounds} round{'s' if args.rounds != 1 else ''} of {args.steps} steps "
             "taking turns, a barrier before each; median ms on rank 0", "",
             header, "|" + "---|" * (header.count("|") - 1)]
    print("\n".join(lines), flush=True)
    results = mp.get_context("spawn").SimpleQueue()
    mp.spawn(_worker, args=(args, free_port(), results), nprocs=args.world, join=True)
    overlaps = ["", "When each bucket's all-reduce starts in one backward (rank 0; a start "
                "before the end overlaps the backward's compute):", ""]
    while not results.empty():
        line, notes = results.get()
        lines.append(line)
        overlaps += notes
    print("\n".join(overlaps), flush=True)
    lines += overlaps
    if args.out:
        path = pathlib.Path(args.out)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("\n".join(lines) + "\n")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()

"""Benchmark and check: GPT-2 small trained with DDP and FSDP2 on several GPUs (NCCL).

One process per GPU. For each of DDP and FSDP2 (`fully_shard` on every transformer block,
then the root) and each of eager, `torch.compile` and tcompile, GPT-2 small (a transformers
config, random weights, seed 0) trains `--steps` AdamW steps on the same per-rank batches:
the losses of every step are compared with eager's, the step time is the median over the
steps after `--warmup` (CUDA-synchronized, on rank 0), and the peak memory is each GPU's
`max_memory_allocated` over the run. For DDP, one more backward records when each gradient
bucket's all-reduce starts (a DDP comm hook): the overlap of communication with the backward.

    torchrun is not needed: python bench/multi_gpu.py --out DIR   (NCCL_NVLS_ENABLE=0 kept)
"""

from __future__ import annotations

import argparse
import datetime
import os
import pathlib
import statistics
import sys
import time

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.nn.parallel import DistributedDataParallel as DDP

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from distributed import launch_times  # noqa: E402
from run import versions  # noqa: E402

import tcompile  # noqa: E402
from tcompile.testing.distributed import free_port, leave  # noqa: E402

COMPILERS = ["eager", "torch.compile", "tcompile"]


def gpt2(layers: int, dim: int, heads: int) -> torch.nn.Module:
    from transformers import GPT2Config, GPT2LMHeadModel

    config = GPT2Config(n_layer=layers, n_embd=dim, n_head=heads, attn_pdrop=0.0,
                        resid_pdrop=0.0, embd_pdrop=0.0)
    config._attn_implementation = "sdpa"
    return GPT2LMHeadModel(config)


def wrap(parallel: str, compiler: str, model: torch.nn.Module, rank: int) -> torch.nn.Module:
    compile_fn = {"eager": lambda m: m, "torch.compile": torch.compile,
                  "tcompile": tcompile.compile}[compiler]
    if parallel == "ddp":
        return DDP(compile_fn(model), device_ids=[rank])
    from torch.distributed.fsdp import fully_shard

    for block in model.transformer.h:
        fully_shard(block)
    fully_shard(model)
    return compile_fn(model)


def run(parallel: str, compiler: str, rank: int, args: argparse.Namespace) -> dict:
    device = torch.device("cuda", rank)
    torch.manual_seed(0)
    model = gpt2(args.layers, args.dim, args.heads).to(device)
    net = wrap(parallel, compiler, model, rank)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
    gen = torch.Generator(device=device).manual_seed(1000 + rank)
    batches = [torch.randint(0, 50257, (args.batch, args.seq), device=device, generator=gen)
               for _ in range(args.steps)]
    torch.cuda.synchronize(device)
    torch.cuda.reset_peak_memory_stats(device)
    losses, times = [], []
    t_first = time.perf_counter()
    for step, ids in enumerate(batches):
        dist.barrier()
        torch.cuda.synchronize(device)
        t0 = time.perf_counter()
        opt.zero_grad(set_to_none=True)
        loss = net(ids, labels=ids).loss
        loss.backward()
        opt.step()
        torch.cuda.synchronize(device)
        times.append((time.perf_counter() - t0) * 1e3)
        losses.append(loss.item())
        if step == 0:
            first = time.perf_counter() - t_first
    result = {"losses": losses, "ms": statistics.median(times[args.warmup:]),
              "peak": torch.cuda.max_memory_allocated(device) / 2**20, "first": first}
    if parallel == "ddp":
        starts: list[float] = []
        events: list[torch.cuda.Event] = []
        net.register_comm_hook(None, launch_times(starts, events))
        loss = net(batches[0], labels=batches[0]).loss
        dist.barrier()
        torch.cuda.synchronize(device)
        begin, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        begin.record()
        loss.backward()
        end.record()
        torch.cuda.synchronize(device)
        ready = ", ".join(f"{begin.elapsed_time(e):.1f}" for e in events)
        result["overlap"] = (f"{len(events)} buckets, their gradients computed (all-reduce "
                             f"queued) at {ready} ms of a {begin.elapsed_time(end):.1f} ms "
                             "backward (GPU time)")
    stats = getattr(net if parallel == "fsdp2" else net.module, "stats", None)
    if stats is not None:
        result["graphs"] = f"{stats.graphs_compiled} graphs, {stats.graph_breaks} breaks, " \
                           f"{stats.fallbacks} fallbacks"
    return result


def worker(rank: int, world: int, port: int, args: argparse.Namespace,
           queue: mp.SimpleQueue) -> None:
    torch.cuda.set_device(rank)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    dist.init_process_group("nccl", init_method=f"tcp://127.0.0.1:{port}", rank=rank,
                            world_size=world, timeout=datetime.timedelta(seconds=900),
                            device_id=torch.device("cuda", rank))
    try:
        for parallel in args.parallel.split(","):
            for compiler in args.compilers.split(","):
                result = run(parallel, compiler, rank, args)
                peaks = [None] * world
                dist.all_gather_object(peaks, result["peak"])
                if rank == 0:
                    result["peaks"] = peaks
                    queue.put((parallel, compiler, result))
                    print(parallel, compiler, f"{result['ms']:.1f} ms", flush=True)
                torch._dynamo.reset()
    finally:
        dist.destroy_process_group()
    leave()



def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--world", type=int, default=torch.cuda.device_count())
    ap.add_argument("--steps", type=int, default=50)
    ap.add_argument("--warmup", type=int, default=5, help="steps left out of the median")
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--dim", type=int, default=768)
    ap.add_argument("--heads", type=int, default=12)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--seq", type=int, default=512)
    ap.add_argument("--parallel", default="ddp,fsdp2")
    ap.add_argument("--compilers", default=",".join(COMPILERS))
    ap.add_argument("--rtol", type=float, default=2e-3, help="losses against eager's")
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    os.environ.setdefault("NCCL_NVLS_ENABLE", "0")  # NVLink multicast stays off
    os.environ.setdefault("TORCH_SYMM_MEM_DISABLE_MULTICAST", "1")
    queue = mp.get_context("spawn").SimpleQueue()
    mp.spawn(worker, args=(args.world, free_port(), args, queue), nprocs=args.world)
    results = {}
    while not queue.empty():
        parallel, compiler, result = queue.get()
        results[parallel, compiler] = result
    name = torch.cuda.get_device_name(0)
    lines = [f"# GPT-2 ({args.layers}x{args.dim}) trained on {args.world} GPUs, NCCL", "",
             f"- date: {datetime.date.today().isoformat()}",
             f"- device: {args.world} x {name}; versions: {versions()}",
             f"- batch {args.batch} x seq {args.seq} per GPU, fp32 (TF32 off), AdamW (eager), "
             f"{args.steps} steps; step time: median of steps {args.warmup + 1}-{args.steps} "
             "(rank 0, CUDA-synchronized); peak: max_memory_allocated per GPU", "",
             "| parallel | compiler | step ms | speedup vs eager | peak MiB per GPU | "
             "first step s | losses vs eager (max rel. diff) | graphs |",
             "|---|---|---|---|---|---|---|---|"]
    failures = []
    for (parallel, compiler), r in results.items():
        eager = results.get((parallel, "eager"))
        diff = max(abs(a - b) / abs(b) for a, b in zip(r["losses"], eager["losses"],
                                                       strict=True)) if eager else 0.0
        if diff > args.rtol:
            failures.append(f"{parallel} {compiler}: losses differ from eager's by {diff:.2e}")
        speed = f"{eager['ms'] / r['ms']:.2f}x" if eager else ""
        peaks = " / ".join(f"{p:.0f}" for p in r["peaks"])
        lines.append(f"| {parallel} | {compiler} | {r['ms']:.1f} | {speed} | {peaks} | "
                     f"{r['first']:.1f} | {diff:.1e} | {r.get('graphs', '')} |")
    lines += ["", "DDP: when each gradient bucket's all-reduce starts in one backward (rank 0):",
              ""]
    lines += [f"- {compiler}: {r['overlap']}" for (parallel, compiler), r in results.items()
              if "overlap" in r]
    lines += ["", "Losses of steps 1, 10, 50:", ""]
    lines += [f"- {p} {c}: " + ", ".join(f"{r['losses'][i]:.4f}" for i in (0, 9, -1)
                                         if i < len(r["losses"]))
              for (p, c), r in results.items()]
    text = "\n".join(lines)
    print(text, flush=True)
    if args.out:
        path = pathlib.Path(args.out)
        path.mkdir(parents=True, exist_ok=True)
        (path / "multi-gpu.md").write_text(text + "\n")
    if failures:
        sys.exit("\n".join(failures))


if __name__ == "__main__":
    main()

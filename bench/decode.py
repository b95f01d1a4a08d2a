"""Benchmark: greedy decoding with a KV cache, eager against torch.compile and tcompile.

`KVCacheGPT` (tcompile/testing/models.py) decodes `--tokens` tokens after a prefill of the
prompt, the cache growing by one position per step (`greedy_decode`). For each of eager,
`torch.compile(model)` and `tcompile.compile(model)`, in one process:

- first decode s: the first, cold decode (prefill and every step, each compile included:
  fresh tcompile and Inductor caches, torch.compile reset);
- graphs compiled over that decode (tcompile: `stats.graphs_compiled`; torch.compile:
  `counters["stats"]["unique_graphs"]`), and tcompile's recompiles with their reasons;
- ms/token: per-token latency of the single-token steps, `(decode - prefill) / tokens` from
  the medians of interleaved rounds (bench/run.py's `time_interleaved`) of a whole decode and
  of the prefill alone, after warm-up (compiles excluded);
- whether the tokens are eager's (else the first step where they differ).

    python bench/decode.py                                   # CPU (LLVM), small GPT, f32
    python bench/decode.py --device cuda --out bench/results/   # GPU (Triton), bf16
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

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import device_name, time_interleaved, versions, write_table  # noqa: E402

import tcompile  # noqa: E402
from tcompile.testing.models import KVCacheGPT, greedy_decode  # noqa: E402

# device -> (model config, dtype, batch, prompt length)
CONFIGS = {
    "cpu": (dict(vocab=1024, d=256, n_head=4, n_layer=4, block_size=256), torch.float32, 1,
            16),
    "cuda": (dict(vocab=50257, d=768, n_head=12, n_layer=4, block_size=1024), torch.bfloat16,
             1, 32),
}


def sync(device: str) -> None:
    if device == "cuda":
        torch.cuda.synchronize()


def first_difference(a: torch.Tensor, b: torch.Tensor) -> int | None:
    """The first decode position (column) where the tokens of `a` and `b` differ."""
    differ = (a != b).any(dim=0).nonzero()
    return int(differ[0]) if len(differ) else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    ap.add_argument("--tokens", type=int, default=64)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--threads", type=int, help="torch.set_num_threads (default: torch's)")
    ap.add_argument("--out", help="directory for a dated markdown copy of the table")
    args = ap.parse_args()
    # Cold compiles for both: no tcompile code cache, no Inductor FX graph or kernel cache.
    os.environ["TCOMPILE_CACHE_DIR"] = tempfile.mkdtemp(prefix="tcompile-bench-")
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="inductor-bench-")
    if args.threads:
        torch.set_num_threads(args.threads)
    device, n = args.device, args.tokens
    load = os.getloadavg()[0]
    config, dtype, batch, prompt_len = CONFIGS[device]
    torch.manual_seed(0)
    model = KVCacheGPT(**config).to(device=device, dtype=dtype).eval()
    prompt = torch.randint(0, config["vocab"], (batch, prompt_len), device=device)
    width = ", ".join(f"{k}={v}" for k, v in config.items())
    lines = [f"# tcompile greedy decoding with a KV cache, {datetime.date.today().isoformat()}",
             "", f"- device: {device_name(device)}", f"- versions: {versions()}",
             f"- model: KVCacheGPT({width}), {str(dtype).removeprefix('torch.')}, batch "
             f"{batch}, prompt {prompt_len}, {n} single-token steps (cache lengths "
             f"{prompt_len}..{prompt_len + n - 1})"]
    if device == "cpu":
        lines.append(f"- load average before the run: {load:.2f} on {os.cpu_count()} CPUs "
                     "(other processes slow every column, eager's many small OpenMP regions "
                     "most)")
    lines.append("")
    print("\n".join(lines), flush=True)

    with torch.no_grad():
        expected, _ = greedy_decode(model, model, prompt, n)
        runs, rows = {}, []
        for label in ("eager", "torch.compile", "tcompile"):
            if label == "torch.compile":
                torch._dynamo.reset()
                torch._dynamo.utils.counters.clear()
            tcompile.reset()
            run = {"eager": lambda: model, "torch.compile": lambda: torch.compile(model),
                   "tcompile": lambda: tcompile.compile(model)}[label]()
            sync(device)
            t0 = time.perf_counter()
            tokens, _ = greedy_decode(run, model, prompt, n)
            sync(device)
            first = time.perf_counter() - t0
            if label == "tcompile":
                graphs = str(run.stats.graphs_compiled)
                why = "; ".join(w for _, w in run.stats.recompiles) or "none"
                graphs += f" (recompiles: {why})"
            elif label == "torch.compile":
                graphs = str(torch._dynamo.utils.counters["stats"]["unique_graphs"])
            else:
                graphs = "-"
            diff = first_difference(tokens, expected)
            same = "yes" if diff is None else f"no (from token {diff})"
            runs[label] = run
            rows.append((label, first, graphs, same))
            print(f"{label}: first decode {first:.2f} s, graphs compiled {graphs}, tokens as "
                  f"eager's: {same}", flush=True)

        def decode(run):
            return lambda: greedy_decode(run, model, prompt, n)

        def prefill(run):
            return lambda: run(prompt, model.empty_cache(batch))

        fns = [f(runs[label]) for label in runs for f in (decode, prefill)]
        times = time_interleaved(fns, device, args.reps)

    table = ["| | ms/token | decode ms (prefill + steps) | first decode s (compiles "
             "included) | graphs compiled | tokens as eager's |", "|---|---|---|---|---|---|"]
    for i, (label, first, graphs, same) in enumerate(rows):
        total, pre = times[2 * i], times[2 * i + 1]
        table.append(f"| {label} | {(total - pre) / n:.3f} | {total:.1f} | {first:.2f} | "
                     f"{graphs} | {same} |")
    eager_tok = (times[0] - times[1]) / n
    notes = ["", "ms/token: (decode - prefill) / tokens, medians of interleaved rounds after "
             "warm-up. Speedup over eager per token: " + ", ".join(
                 f"{label} {eager_tok / ((times[2 * i] - times[2 * i + 1]) / n):.2f}x"
                 for i, (label, *_) in enumerate(rows) if label != "eager") + "."]
    if device == "cpu":
        notes.append(f"Load average after the run: {os.getloadavg()[0]:.2f}.")
    print("\n".join(table + notes), flush=True)
    lines += table + notes
    if args.out:
        write_table(args.out, device, "-decode", lines)


if __name__ == "__main__":
    main()

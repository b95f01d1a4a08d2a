"""tcompile's matmul templates with fused epilogues (`max-autotune`) against cuBLAS plus a
kernel, eager and torch.compile, side by side in one process.

Under `max-autotune`, loop-gemm-epilogue groups each GEMM with the pointwise kernel reading
its product, and the first call times the group's Triton template (each tile that fits)
against the library call plus that kernel, keeping the faster (`GemmTemplate`). This prints
each workload's times (median of `--rounds` interleaved rounds of `do_bench`) and what the
first call chose for each GEMM.

    python bench/gemm_templates.py [--workloads mlp,mlp768,gpt_block] [--rounds 3]
"""

from __future__ import annotations

import argparse
import datetime
import pathlib
import statistics
import sys

import torch
import triton
from torch import nn

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

import models  # noqa: E402

import tcompile  # noqa: E402
from tcompile.runtime import triton as runtime  # noqa: E402


def _mlp(d: int, tokens: int):
    model = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))
    return (model.eval().cuda().to(torch.bfloat16),
            torch.randn(tokens, d, device="cuda", dtype=torch.bfloat16))


def _gpt_block():
    w = models.MODELS["gpt_block"]("cuda", False)
    return w.fn, *w.args


WORKLOADS = {
    "mlp": lambda: _mlp(4096, 4096),          # bench/run.py's mlp row
    "mlp768": lambda: _mlp(768, 4096),        # GPT-2 / BERT-base sized feed-forward
    "mlp768_64": lambda: _mlp(768, 64),       # a decoding step's batch
    "gpt_block": _gpt_block,
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workloads", default=",".join(WORKLOADS))
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--no-torch-compile", action="store_true")
    args = ap.parse_args()
    chosen: list[str] = []
    choose = runtime.GemmTemplate._choose

    def spy(self, unfused, call_args, m, n, k):
        launch = choose(self, unfused, call_args, m, n, k)
        cfg = self.chosen[(m, n, k)]
        chosen.append(f"({m} x {k}) @ ({k} x {n}): " + (
            "cuBLAS + kernel" if cfg is None else
            f"template {cfg.XBLOCK}x{cfg.RBLOCK}x{cfg.KBLOCK} w{cfg.num_warps} s{cfg.num_stages}"))
        return launch

    runtime.GemmTemplate._choose = spy
    print(f"# {datetime.date.today()}, {torch.cuda.get_device_name()}, torch {torch.__version__},"
          f" triton {triton.__version__}")
    print("| workload | eager ms | torch.compile | torch.compile max-autotune | tcompile | "
          "tcompile max-autotune | t-c m-a vs default | vs eager |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    notes = []
    for name in args.workloads.split(","):
        fn, *inputs = WORKLOADS[name]()
        variants = {"eager": fn}
        with torch.no_grad():
            if not args.no_torch_compile:
                variants["tc"] = torch.compile(fn)
                variants["tc-ma"] = torch.compile(fn, mode="max-autotune-no-cudagraphs")
            variants["t"] = tcompile.compile(fn)
            chosen.clear()
            variants["t-ma"] = tcompile.compile(fn, mode="max-autotune")
            ref = fn(*inputs).float()
            for key, f in variants.items():
                out = f(*inputs)
                err = (out.float() - ref).abs().max().item()
                if err > 0.1 * ref.abs().max().item():
                    raise SystemExit(f"{name} {key}: max error {err}")
            notes.append(f"- {name}: " + ("; ".join(chosen) or "no loop.gemm"))
            times: dict[str, list[float]] = {k: [] for k in variants}
            for _ in range(args.rounds):
                for key, f in variants.items():
                    times[key].append(triton.testing.do_bench(
                        lambda f=f, inputs=inputs: f(*inputs), warmup=25, rep=100,
                        return_mode="median"))
        ms = {k: statistics.median(v) for k, v in times.items()}

        def cell(k: str, ms: dict[str, float] = ms) -> str:
            return f"{ms[k]:.4f}" if k in ms else "-"

        print(f"| {name} | {cell('eager')} | {cell('tc')} | {cell('tc-ma')} | {cell('t')} | "
              f"{cell('t-ma')} | {ms['t'] / ms['t-ma']:.3f}x | {ms['eager'] / ms['t-ma']:.3f}x |",
              flush=True)
    print("\nFirst-call choices of tcompile max-autotune:")
    print("\n".join(notes))


if __name__ == "__main__":
    main()

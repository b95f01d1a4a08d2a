"""Benchmark: one optimizer step alone, eager against torch.compile and tcompile, in one process.

Each row is an optimizer over the parameters of a model (gradients set once, random): eager
runs torch's default implementation (the per-parameter loop on the CPU, `foreach` on a GPU),
torch.compile and tcompile compile `lambda: opt.step()` (the way torch's tutorial compiles an
optimizer). After the timed steps, every compiled variant's parameters are checked against
eager's (they took the same steps). The tcompile columns say how many kernels one step
launches: per-parameter updates fuse into one kernel each, and parameters with equal numel
share a launch. Times are medians, the three taking turns for five rounds.

    python bench/optim.py                    # CPU
    python bench/optim.py --device cuda --out bench/results/
"""

from __future__ import annotations

import argparse
import copy
import datetime
import pathlib
import sys
from collections.abc import Callable

import torch
from torch import nn

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import device_name, time_interleaved, versions, write_table  # noqa: E402

import tcompile  # noqa: E402
from tcompile.frontend.api import _compiled_function  # noqa: E402


def _mlp_stack() -> nn.Module:
    layers: list[nn.Module] = []
    for _ in range(6):
        layers += [nn.Linear(512, 2048), nn.LayerNorm(2048), nn.Linear(2048, 512)]
    return nn.Sequential(*layers)


def _gpt2(gpu: bool) -> nn.Module:
    import transformers

    cfg = transformers.GPT2Config() if gpu else transformers.GPT2Config(
        n_layer=4, n_embd=256, n_head=4, vocab_size=8192, n_positions=256)
    return transformers.GPT2LMHeadModel(cfg)


OPTIMIZERS: dict[str, Callable] = {
    "SGD momentum": lambda ps: torch.optim.SGD(ps, lr=1e-3, momentum=0.9),
    "Adam": lambda ps: torch.optim.Adam(ps, lr=1e-3),
    "AdamW": lambda ps: torch.optim.AdamW(ps, lr=1e-3, weight_decay=1e-2),
}


def bench_row(model_name: str, opt_name: str, device: str, reps: int, with_inductor: bool,
              pipeline: str | None = None) -> str:
    torch.manual_seed(0)
    gpu = device == "cuda"
    base = (_mlp_stack() if model_name.startswith("mlp") else _gpt2(gpu)).to(device)
    for p in base.parameters():
        p.grad = torch.randn_like(p) * 1e-2
    labels = ["eager", *(["torch.compile"] if with_inductor else []), "tcompile"]
    variants = []
    for label in labels:
        model = copy.deepcopy(base)
        for p, q in zip(model.parameters(), base.parameters(), strict=True):
            p.grad = q.grad.clone()
        opt = OPTIMIZERS[opt_name](list(model.parameters()))

        def step(opt: torch.optim.Optimizer = opt) -> None:
            opt.step()

        fn = {"eager": step, "torch.compile": torch.compile(step) if with_inductor else None,
              "tcompile": tcompile.compile(step, pipeline=pipeline)}[label]
        fn()  # compile (and SGD's second graph, once its momentum buffers exist)
        fn()
        variants.append((label, fn, model))
    sync = torch.cuda.synchronize if gpu else (lambda: None)

    def timed(f: Callable) -> Callable:
        def g() -> None:
            f()
            sync()
        return g

    times = time_interleaved([timed(f) for _, f, _ in variants], "cpu", reps)
    reference = list(variants[0][2].parameters())
    worst = max((a - b).abs().max().item() for _, _, m in variants[1:]
                for a, b in zip(reference, m.parameters(), strict=True))
    session = _compiled_function(variants[-1][1])._session
    graphs = [g for _, t in session.translations for g in t.graphs]
    kernels = graphs[-1].kernel_count if graphs else 0
    n = len(reference)
    cells = " | ".join(f"{t:.3f}" for t in times)
    ratios = " | ".join(f"{times[0] / t:.2f}x" for t in times[1:])
    return (f"| {model_name} ({n} tensors) | {opt_name} | {cells} | {ratios} | {kernels} | "
            f"{worst:.1e} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--no-inductor", action="store_true", help="skip torch.compile")
    ap.add_argument("--out", default="", help="also write the table under this directory")
    ap.add_argument("--independent-numel", type=int, default=0,
                    help="tcompile's pipeline with loop-fuse's max-independent-numel set")
    args = ap.parse_args()
    pipeline = (f"torch-to-prim,prim-to-loop{{max-independent-numel={args.independent_numel}}}"
                if args.independent_numel else None)
    with_inductor = not args.no_inductor
    compilers = ["eager", *(["torch.compile"] if with_inductor else []), "tcompile"]
    gpt2 = "gpt2-small" if args.device == "cuda" else "gpt2 4x256"
    header = (f"| parameters | optimizer | {' | '.join(c + ' ms' for c in compilers)} | "
              f"{' | '.join(c + ' speedup' for c in compilers[1:])} | tcompile kernels | "
              "max abs diff vs eager |")
    lines = [f"# Optimizer step, {device_name(args.device)}", "",
             f"- date: {datetime.date.today().isoformat()}", f"- versions: {versions()}",
             f"- {args.reps} steps per round, 5 rounds, median; eager is torch's default "
             "(for-loop on the CPU, foreach on a GPU)",
             f"- tcompile pipeline: {pipeline or 'default'}", "",
             header, "|" + "---|" * (header.count("|") - 1)]
    print("\n".join(lines), flush=True)
    for model_name in ("mlp 6x(512-2048-512)", gpt2):
        for opt_name in OPTIMIZERS:
            line = bench_row(model_name, opt_name, args.device, args.reps, with_inductor,
                             pipeline)
            print(line, flush=True)
            lines.append(line)
    if args.out:
        write_table(args.out, args.device, "-optim", lines)


if __name__ == "__main__":
    main()

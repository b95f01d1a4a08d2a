"""Benchmark: one training step, eager against torch.compile and tcompile, in one process.

A step is forward, a loss, backward and an optimizer step (AdamW; its `step()` compiled by
torch.compile and tcompile in their rows, eager in the eager row), on the test models of
`tcompile.testing.models`, GPT-2 from transformers (GPT-2 small on a GPU, two layers on the
CPU) and torchvision's ResNet-18 (GPU only), in train mode (BatchNorm updates its running
statistics, dropout draws). The compiled model's backward is
its own graph (`prim-autodiff`, `prim-partition`); the table says so per row ("compiled" or
why it replays the forward eagerly). Times are medians, the three taking turns for five
rounds (`run.time_interleaved`); compile time excluded. Peak memory of a step is
`torch.cuda.max_memory_allocated` on a GPU.

    python bench/train.py                   # CPU
    python bench/train.py --device cuda --out bench/results/
"""

from __future__ import annotations

import argparse
import copy
import datetime
import pathlib
import sys
from collections.abc import Callable
from typing import Any

import torch
from torch import nn

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import device_name, time_interleaved, versions, write_table  # noqa: E402

import tcompile  # noqa: E402
from tcompile.frontend.api import _compiled_function  # noqa: E402
from tcompile.testing.models import MLP, BertLayer, GPT2Block, GPT2BlockManual, SmallResNet  # noqa: E402


def _bert_inputs(batch: int, seq: int, d: int, device: str) -> list[torch.Tensor]:
    mask = torch.zeros(batch, 1, 1, seq, device=device)
    mask[..., seq * 3 // 4:] = -10000.0
    return [torch.randn(batch, seq, d, device=device), mask]


def _gpt2(gpu: bool) -> nn.Module:
    import transformers

    cfg = transformers.GPT2Config() if gpu else transformers.GPT2Config(
        n_layer=2, n_embd=128, n_head=4, vocab_size=2048, n_positions=256)
    return transformers.GPT2LMHeadModel(cfg)


def _resnet18() -> nn.Module:
    import torchvision

    return torchvision.models.resnet18()


def _default_loss(out: torch.Tensor) -> torch.Tensor:
    return out.float().square().mean()


# name -> (model factory, inputs maker, loss of the output); CPU and GPU sizes differ
def rows(device: str) -> dict[str, tuple[Callable[[], nn.Module], Callable[[], list],
                                         Callable[[Any], torch.Tensor]]]:
    gpu = device == "cuda"
    b, t, d = (8, 512, 768) if gpu else (4, 64, 128)

    def randn(*shape: int) -> torch.Tensor:
        return torch.randn(*shape, device=device)

    out = {
        "mlp": (lambda: MLP(512, 2048, 512) if gpu else MLP(256, 1024, 256),
                lambda: [randn(4096 if gpu else 256, 512 if gpu else 256)], _default_loss),
        "resnet (BN train)": (lambda: SmallResNet(32 if gpu else 8),
                              lambda: [randn(64 if gpu else 8, 3, 32, 32)], _default_loss),
        "gpt2 block (sdpa)": (lambda: GPT2Block(d, 12 if gpu else 4), lambda: [randn(b, t, d)],
                              _default_loss),
        "gpt2 block (manual attention)": (lambda: GPT2BlockManual(d, 12 if gpu else 4, t),
                                          lambda: [randn(b, t, d)], _default_loss),
        "bert layer": (lambda: BertLayer(d, 12 if gpu else 4, 4 * d),
                       lambda: _bert_inputs(b, t, d, device), _default_loss),
        # GPT-2 small (124M) on the GPU, a 2-layer one on the CPU; loss = LM cross-entropy
        "gpt2 (transformers)": (
            lambda: _gpt2(gpu),
            lambda: [torch.randint(0, 50257 if gpu else 2048, (8 if gpu else 4, 512 if gpu else 64),
                                   device=device)],
            lambda o: o.logits.float().square().mean()),
    }
    if gpu:
        out["resnet18 (torchvision)"] = (_resnet18, lambda: [randn(32, 3, 224, 224)],
                                         _default_loss)
    return out


PROFILE = 0  # --profile: the number of top kernels to print per variant


def step_fn(model: nn.Module, opt_step: Callable[[], None], opt: torch.optim.Optimizer,
            inputs: list[torch.Tensor], loss_of: Callable[[Any], torch.Tensor]
            ) -> Callable[[], torch.Tensor]:
    def step() -> torch.Tensor:
        opt.zero_grad(set_to_none=True)
        loss = loss_of(model(*inputs))
        loss.backward()
        opt_step()
        return loss
    return step


def bench_row(name: str, device: str, reps: int, with_inductor: bool) -> tuple[str, str]:
    make, inputs_of, loss_of = rows(device)[name]
    torch.manual_seed(0)
    base = make().to(device).train()
    inputs = inputs_of()
    variants: list[tuple[str, nn.Module, Callable]] = []
    for label in ("eager", "torch.compile", "tcompile"):
        if label == "torch.compile" and not with_inductor:
            continue
        model = copy.deepcopy(base)
        opt = torch.optim.AdamW(model.parameters(), lr=1e-4)

        def opt_step(opt: torch.optim.Optimizer = opt) -> None:
            opt.step()

        compiler = {"eager": lambda f: f, "torch.compile": torch.compile,
                    "tcompile": tcompile.compile}[label]
        run = compiler(model)
        variants.append((label, run, step_fn(run, compiler(opt_step), opt, inputs, loss_of)))
    for _, _, step in variants:  # compile, warm up
        step()
        step()
    backward = "?"
    for label, run, _ in variants:
        if label == "tcompile":
            session = _compiled_function(run)._session
            graphs = [g for _, t in session.translations for g in t.graphs]
            backward = ", ".join(sorted({g.backward or "none" for g in graphs})) or "no graph"
            backward += f" ({len(graphs)} graph{'s' if len(graphs) != 1 else ''})"
    sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)

    def timed(step: Callable) -> Callable:
        def f() -> None:
            step()
            sync()
        return f

    if PROFILE:
        from models import Workload
        from profile_model import kernel_table

        for label, _, step in variants:
            print(f"{name} {label}:\n{kernel_table(step, Workload(step), PROFILE)}", flush=True)
    times = time_interleaved([timed(s) for _, _, s in variants], "cpu", reps)
    peaks = []
    for _, _, step in variants:
        if device == "cuda":
            torch.cuda.synchronize()
            torch.cuda.reset_peak_memory_stats()
            step()
            torch.cuda.synchronize()
            peaks.append(f"{torch.cuda.max_memory_allocated() / 2**20:.0f}")
    eager = times[0]
    cells = [f"{t:.3f}" for t in times]
    ratios = [f"{eager / t:.2f}x" for t in times[1:]]
    mem = f" | {' / '.join(peaks)}" if peaks else ""
    return f"| {name} | {' | '.join(cells)} | {' | '.join(ratios)}{mem} | {backward} |", backward


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--rows", default="", help="comma-separated row names (default: all)")
    ap.add_argument("--no-inductor", action="store_true", help="skip torch.compile")
    ap.add_argument("--out", default="", help="also write the table under this directory")
    ap.add_argument("--profile", type=int, default=0, metavar="TOP",
                    help="first print each variant's TOP CUDA kernels of one step")
    args = ap.parse_args()
    global PROFILE
    PROFILE = args.profile
    names = [n for n in rows(args.device) if not args.rows or n in args.rows.split(",")]
    with_inductor = not args.no_inductor
    compilers = ["eager", *(["torch.compile"] if with_inductor else []), "tcompile"]
    header = (f"| model | {' | '.join(c + ' ms' for c in compilers)} | "
              f"{' | '.join(c + ' speedup' for c in compilers[1:])}"
              f"{' | peak MiB (' + ' / '.join(compilers) + ')' if args.device == 'cuda' else ''}"
              " | tcompile backward |")
    sep = "|" + "---|" * (header.count("|") - 1)
    lines = [f"# Training step (forward, backward, AdamW step compiled), {device_name(args.device)}", "",
             f"- date: {datetime.date.today().isoformat()}", f"- versions: {versions()}",
             f"- {args.reps} steps per round, 5 rounds, median", "",
             header, sep]
    print("\n".join(lines), flush=True)
    for name in names:
        line, _ = bench_row(name, args.device, args.reps, with_inductor)
        print(line, flush=True)
        lines.append(line)
    if args.out:
        write_table(args.out, args.device, "-train", lines)


if __name__ == "__main__":
    main()

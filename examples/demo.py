"""What `make demo` runs: `tcompile.compile` on real models and plain Python functions.

Each workload (the models of `tcompile/testing/models.py` and a few functions written in
Python, torch.compile's `toy_example` with its graph break among them) is compiled from its
Python bytecode, checked against eager on fresh random inputs and timed against eager (and
against `torch.compile` with `--with-torch-compile`; it takes minutes to compile on two
cores). Models run in eval mode under `torch.no_grad()`; `mlp (grad)` runs with grad
enabled, so its graph runs inside an autograd Function. The script prints the stages of one
workload (`tcompile.last_ir`: torch dialect, prim, loop, wrapper, kernels), then one table
whose counts come from `tcompile.explain`.

    python examples/demo.py                     # every workload, stages of softmax
    python examples/demo.py --show rms_norm     # the stages of another workload
    python examples/demo.py --quick             # tiny sizes (what the tests run)
    python examples/demo.py resnet gpt2_block   # some workloads (stages of the first)
    python examples/demo.py --device cuda       # on a GPU (the Triton backend)

It exits with status 1 if a workload's result differs from eager.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch
from torch import nn

import tcompile
from tcompile.testing.models import MLP, BertLayer, GPT2Block, SmallResNet

# -- the plain functions: written in Python as a user would, op by op -------------------------


def softmax(x: torch.Tensor) -> torch.Tensor:
    e = torch.exp(x - x.amax(-1, keepdim=True))
    return e / e.sum(-1, keepdim=True)


def layer_norm(x: torch.Tensor, w: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    mean = x.mean(-1, keepdim=True)
    var = (x - mean).pow(2).mean(-1, keepdim=True)
    return (x - mean) * torch.rsqrt(var + 1e-5) * w + b


def rms_norm(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w


def gelu_bias(x: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """GELU's tanh approximation of `x + b`, as GPT-2's code writes it."""
    h = x + b
    return 0.5 * h * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (h + 0.044715 * h ** 3)))


def toy_example(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """torch.compile's documentation example: the `if` on a tensor's value breaks the graph."""
    x = a / (torch.abs(a) + 1)
    if b.sum() < 0:
        b = b * -1
    return x * b


# -- the workloads ------------------------------------------------------------------------------


@dataclass
class Workload:
    name: str
    fn: Callable[..., torch.Tensor]  # a function or an nn.Module in eval mode
    inputs: Callable[[], list[torch.Tensor]]  # fresh random inputs
    no_grad: bool = True
    tolerance: float = 1e-4  # atol and rtol of the comparison with eager


def eval_model(model: nn.Module) -> nn.Module:
    """`model` in eval mode, with batch-norm statistics that are not the identity."""
    for m in model.modules():
        if isinstance(m, nn.BatchNorm2d):
            m.running_mean.uniform_(-0.5, 0.5)
            m.running_var.uniform_(0.5, 2.0)
    return model.eval()


def bert_inputs(batch: int, seq: int, d: int) -> list[torch.Tensor]:
    """Hidden states and BERT's additive attention mask, with random padding lengths."""
    lengths = torch.randint(seq // 2, seq + 1, (batch,))
    padding = torch.arange(seq)[None, :] >= lengths[:, None]
    mask = torch.zeros(batch, 1, 1, seq).masked_fill(padding[:, None, None, :], -10000.0)
    return [torch.randn(batch, seq, d), mask]


def workloads(quick: bool, device: str = "cpu") -> list[Workload]:
    """Sizes where compute dominates (a few ms per eager call on two cores), or tiny ones."""
    rows, cols = (16, 64) if quick else (2048, 2048)
    d, seq, batch = (32, 8, 2) if quick else (256, 128, 4)
    mlp = eval_model(MLP(d, 4 * d, d)).to(device)

    def randn(*sizes: int) -> torch.Tensor:
        return torch.randn(*sizes, device=device)

    def on_device(model: nn.Module) -> nn.Module:
        return eval_model(model).to(device)

    def bert() -> list[torch.Tensor]:
        return [t.to(device) for t in bert_inputs(batch, seq, d)]

    return [
        Workload("mlp", mlp, lambda: [randn(32 * batch, d)]),
        Workload("mlp (grad)", mlp, lambda: [randn(32 * batch, d)], no_grad=False),
        Workload("resnet", on_device(SmallResNet(8 if quick else 16)),
                 lambda: [randn(2 * batch, 3, 32, 32)]),
        Workload("gpt2_block", on_device(GPT2Block(d, 4)), lambda: [randn(batch, seq, d)]),
        Workload("bert_layer", on_device(BertLayer(d, 4, 4 * d)), bert),
        Workload("softmax", softmax, lambda: [randn(rows, cols)]),
        Workload("layer_norm", layer_norm, lambda: [randn(rows, cols), randn(cols), randn(cols)]),
        Workload("rms_norm", rms_norm, lambda: [randn(rows, cols), randn(cols)]),
        Workload("gelu_bias", gelu_bias, lambda: [randn(rows, cols), randn(cols)]),
        Workload("toy_example", toy_example, lambda: [randn(rows * cols), randn(rows * cols)]),
    ]


# -- measuring ----------------------------------------------------------------------------------


def median_ms(fns: list[Callable[..., Any]], args: list[torch.Tensor], rounds: int,
              block: int, sync: Callable[[], None] = lambda: None) -> list[float]:
    """The median wall time of one call of each of `fns`, after three warm-up calls each.
    The functions take turns, `block` calls at a time for `rounds` rounds: a change in the
    machine's load slows all of them alike, and each block starts after a warm-up call, as
    switching wakes or idles different worker threads (ATen's OpenMP, tcompile's pool).
    `sync` waits for the device (a GPU runs the calls asynchronously)."""
    for fn in fns:
        for _ in range(3):
            fn(*args)
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(rounds):
        for fn, fn_times in zip(fns, times, strict=True):
            fn(*args)
            for _ in range(block):
                sync()
                t0 = time.perf_counter()
                fn(*args)
                sync()
                fn_times.append(time.perf_counter() - t0)
    return [statistics.median(t) * 1e3 for t in times]


@dataclass
class Row:
    name: str
    explain: Any  # tcompile.explain's ExplainOutput
    stats: Any  # the compiled function's Stats after all its calls
    eager_ms: float
    tcompile_ms: float
    compile_s: float
    torch_compile_ms: float | None
    error: str | None  # the mismatch with eager, if any

    def notes(self) -> str:
        if self.error:
            return f"WRONG: {self.error}"
        notes = [f"graph {g.name} fell back to eager: {g.fallback_reason.splitlines()[0]}"
                 for g in self.explain.graphs if g.fallback_reason]
        if self.explain.graph_count == 0:
            notes.append("nothing compiled: ran natively")
        native = self.stats.frames_skipped + self.stats.fallbacks
        if native:
            notes.append(f"{native} frame(s) ran natively (TCOMPILE_LOGS=graph_breaks says why)")
        if self.stats.recompiles:
            notes.append(f"{len(self.stats.recompiles)} recompile(s)")
        if self.tcompile_ms > self.eager_ms:
            notes.append("slower than eager")
        return "; ".join(notes)


def run_workload(w: Workload, rounds: int, block: int, with_torch_compile: bool,
                 sync: Callable[[], None]) -> tuple[Row, Any]:
    """Compile, check and time one workload; returns its row and the compiled callable."""
    compiled = tcompile.compile(w.fn)
    args = w.inputs()
    with torch.set_grad_enabled(not w.no_grad):
        t0 = time.perf_counter()
        compiled(*args)
        compile_s = time.perf_counter() - t0
        fresh = w.inputs()
        error = None
        try:
            torch.testing.assert_close(compiled(*fresh), w.fn(*fresh),
                                       atol=w.tolerance, rtol=w.tolerance)
        except AssertionError as e:  # keep the counts and the greatest differences
            error = "; ".join(line.strip() for line in str(e).splitlines()
                              if line.startswith(("Mismatched", "Greatest"))) or str(e)
        # The counts of a fresh compilation (it reuses the generated code on disk).
        explain = tcompile.explain(w.fn, *args)
        fns = [w.fn, compiled] + ([torch.compile(w.fn)] if with_torch_compile else [])
        eager_ms, tcompile_ms, *torch_compile_ms = median_ms(fns, args, rounds, block, sync)
    return Row(w.name, explain, compiled.stats, eager_ms, tcompile_ms, compile_s,
               torch_compile_ms[0] if torch_compile_ms else None, error), compiled


# -- printing -----------------------------------------------------------------------------------


def trimmed(text: str, max_lines: int) -> str:
    lines = text.rstrip().splitlines()
    if len(lines) <= max_lines:
        return "\n".join(lines)
    head = max_lines - 5
    return "\n".join([*lines[:head], f"    ... ({len(lines) - head - 4} lines left out) ...",
                      *lines[-4:]])


def print_stages(name: str, compiled: Any, max_lines: int) -> None:
    for stage, text in tcompile.last_ir(compiled):
        print(f"=============== {name}: {stage}\n{trimmed(text, max_lines)}\n")


def print_table(rows: list[Row], rounds: int, block: int, load: float) -> None:
    tc = any(r.torch_compile_ms is not None for r in rows)
    print(f"times: medians of {rounds * block} calls, eager and compiled taking turns {block} "
          f"calls at a time, {torch.get_num_threads()} threads\n"
          f"load average {load:.1f} on {os.cpu_count()} cores before the run: other processes "
          f"make the times vary (eager's OpenMP threads most)\n"
          f"compile s: the first call (capture, lowering, code generation; no code cache)")
    header = (f"{'workload':<13}{'graphs':>7}{'breaks':>7}{'kernels':>8}{'eager ms':>10}"
              f"{'tcompile ms':>12}{'speedup':>9}")
    print(header + (f"{'torch.compile ms':>17}" if tc else "") + f"{'compile s':>10}  notes")
    for r in rows:
        e = r.explain
        line = (f"{r.name:<13}{e.graph_count:>7}{e.graph_break_count:>7}{e.kernel_count:>8}"
                f"{r.eager_ms:>10.2f}{r.tcompile_ms:>12.2f}{r.eager_ms / r.tcompile_ms:>8.2f}x")
        if tc:
            line += f"{r.torch_compile_ms:>17.2f}"
        print(f"{line}{r.compile_s:>10.2f}  {r.notes()}".rstrip())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("names", nargs="*", help="workloads to run (default: all)")
    ap.add_argument("--show", help="workload whose stages are printed (default: softmax, or "
                    "the first one named)")
    ap.add_argument("--quick", action="store_true", help="tiny sizes and few timed calls")
    ap.add_argument("--with-torch-compile", action="store_true",
                    help="also time torch.compile (slow to compile on two cores)")
    ap.add_argument("--device", default="cpu", help="cpu (the LLVM backend) or cuda (Triton)")
    args = ap.parse_args()
    load = os.getloadavg()[0]
    # A fresh code cache, so "compile s" includes code generation.
    os.environ.setdefault("TCOMPILE_CACHE_DIR", tempfile.mkdtemp(prefix="tcompile-demo-"))
    torch.manual_seed(0)
    chosen = workloads(args.quick, args.device)
    sync = torch.cuda.synchronize if args.device.startswith("cuda") else (lambda: None)
    known = [w.name for w in chosen]
    show = args.show or (args.names[0] if args.names else "softmax")
    for name in [*args.names, show]:
        if name not in known:
            ap.error(f"unknown workload {name!r}; choose from: {', '.join(known)}")
    if args.names:
        if show not in args.names:
            ap.error(f"--show {show}: name it among the workloads to run")
        chosen = [w for w in chosen if w.name in args.names]
    # The first compilation also imports and initialises the compiler (about a second):
    # done here, "compile s" is each workload's own time.
    tcompile.compile(rms_norm)(torch.randn(2, 8, device=args.device),
                               torch.randn(8, device=args.device))
    rounds, block = (1, 3) if args.quick else (4, 5)
    rows = []
    for w in chosen:
        row, compiled = run_workload(w, rounds, block, args.with_torch_compile, sync)
        rows.append(row)
        if w.name == show:
            print_stages(w.name, compiled, max_lines=40 if args.quick else 80)
    targets = sorted({g.target for r in rows for g in r.explain.graphs})
    tolerances = sorted({f"{w.tolerance:g}" for w in chosen})
    print(f"tcompile backend: {', '.join(targets)}; atol and rtol of the comparison with "
          f"eager on fresh inputs: {', '.join(tolerances)}")
    print_table(rows, rounds, block, load)
    wrong = [r.name for r in rows if r.error]
    if wrong:
        print(f"\nresults differ from eager for: {', '.join(wrong)}", file=sys.stderr)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark: eager, torch.compile and tcompile side by side, in one process.

Each row is one of the `examples/ir` programs at its size there. tcompile compiles the
example's torch-dialect file itself; eager and torch.compile run the same computation written
in Python, and the script first checks that all three agree. Times are medians over
repeated calls (CUDA events through `triton.testing.do_bench` on a GPU, `perf_counter` on the
CPU), after warm-up, with eager and the compilers taking turns for five rounds (the median
of the rounds is reported); compile time is not included. "GB/s" counts the minimum traffic: every
input read once and every output written once. On a GPU the table also times both compilers
with `mode="reduce-overhead"` (CUDA graphs).

The second table holds whole models (`bench/models.py`: torchvision's ResNet-18/50 and
MobileNetV2, transformers' GPT-2, LLaMA, BERT and ViT, an MLP, a GPT block, attention written
out) with their CPU time per call and both compilers' first-call time (on a GPU by default each
in fresh processes, as `bench/first_call.py` times them); it runs by default on a GPU, and on
the CPU with `--models` (`--small` shrinks them for a smoke run).

    python bench/run.py                     # CPU (LLVM backend), the examples only
    python bench/run.py --device cuda --out bench/results/   # GPU (Triton backend), all rows
    python bench/run.py --rows none --models gpt2,bert --small   # CPU smoke run of two models
"""

from __future__ import annotations

import argparse
import datetime
import os
import pathlib
import platform
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import torch
import torch.nn.functional as F

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tcompile.codegen import compile_loop_module  # noqa: E402
from tcompile.compiler import lower_to_loop  # noqa: E402
from tcompile.testing.ir import make_context, parse  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
import models  # noqa: E402


def rms_norm(x, w):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w


# example -> (the same program in Python, its inputs as (shape, dtype) pairs)
ROWS: dict[str, tuple[Callable, list[tuple[tuple[int, ...], torch.dtype]]]] = {
    "trig": (lambda x, y: torch.cos(x) + torch.sin(y),
             [((10000,), torch.float32)] * 2),
    "softmax": (lambda x: torch.softmax(x, -1), [((8192, 8192), torch.float32)]),
    "layer_norm": (lambda x, w, b: F.layer_norm(x, (4096,), w, b, 1e-5),
                   [((16384, 4096), torch.bfloat16), ((4096,), torch.bfloat16),
                    ((4096,), torch.bfloat16)]),
    "rms_norm": (rms_norm, [((16384, 4096), torch.float32), ((4096,), torch.float32)]),
    "gelu_bias": (lambda x, b: F.gelu(x + b),
                  [((8192, 4096), torch.float32), ((4096,), torch.float32)]),
}
TOLERANCE = {torch.bfloat16: 2e-2, torch.float32: 1e-4}
PEAK_GBS = {"cuda": 3000.0}  # H100's ~3 TB/s, as the issue states it


def time_interleaved(fns: list[Callable], device: str, reps: int, rounds: int = 5
                     ) -> list[float]:
    """The median over `rounds` of each function's time (`time_ms`), the functions taking
    turns: a row's compilers are timed under the same conditions (clocks, caches, the load
    of the machine) instead of one after the other, which mattered for the rows of a few
    microseconds on the GPU (trig read 0.88x to 1.10x of torch.compile from run to run)."""
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(rounds):
        for fn, out in zip(fns, times, strict=True):
            out.append(time_ms(fn, device, reps))
    return [statistics.median(t) for t in times]


def time_ms(fn: Callable, device: str, reps: int) -> float:
    if device == "cuda":
        import triton.testing

        return float(triton.testing.do_bench(fn, warmup=25, rep=100, return_mode="median"))
    for _ in range(3):
        fn()
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e3


def versions() -> str:
    from importlib.metadata import version

    parts = [f"python {platform.python_version()}", f"torch {torch.__version__}"]
    for pkg in ("triton", "llvmlite", "xdsl"):
        try:
            parts.append(f"{pkg} {version(pkg)}")
        except Exception:
            pass
    return ", ".join(parts)


def device_name(device: str) -> str:
    if device == "cuda":
        return torch.cuda.get_device_name()
    threads = torch.get_num_threads()
    return f"{platform.processor() or platform.machine()} CPU, {threads} threads"


def bench_row(name: str, device: str, target: str, reps: int, with_inductor: bool) -> str:
    fn, specs = ROWS[name]
    torch.manual_seed(0)
    inputs = [torch.randn(shape, dtype=dtype, device=device) for shape, dtype in specs]
    text = (ROOT / "examples" / "ir" / f"{name}.mlir").read_text()
    t0 = time.perf_counter()
    loop_module = lower_to_loop(parse(make_context(), text))
    t1 = time.perf_counter()
    graph = compile_loop_module(loop_module, target)
    got = graph(*inputs)[0]
    if device == "cuda":
        torch.cuda.synchronize()
    t2 = time.perf_counter()
    expected = fn(*inputs)
    tol = TOLERANCE[expected.dtype]
    torch.testing.assert_close(got, expected, atol=tol, rtol=tol)
    timed = [lambda: fn(*inputs), lambda: graph(*inputs)]
    if with_inductor:
        compiled = torch.compile(fn)
        torch.testing.assert_close(compiled(*inputs), expected, atol=tol, rtol=tol)
        timed.append(lambda: compiled(*inputs))
    eager_ms, tc_ms, *rest = time_interleaved(timed, device, reps)
    inductor_ms = rest[0] if rest else float("nan")
    # CUDA graphs on both sides: mode="reduce-overhead"
    overhead_ms = overhead_inductor_ms = float("nan")
    if device == "cuda":
        graphed = compile_loop_module(loop_module, target, mode="reduce-overhead")
        for _ in range(2):  # the first call records, the second replays
            torch.testing.assert_close(graphed(*inputs)[0], expected, atol=tol, rtol=tol)
        timed = [lambda: graphed(*inputs)]
        if with_inductor:
            compiled_ro = torch.compile(fn, mode="reduce-overhead")
            for _ in range(3):  # cudagraph trees record on the third call
                torch.testing.assert_close(compiled_ro(*inputs), expected, atol=tol, rtol=tol)
            timed.append(lambda: compiled_ro(*inputs))
        overhead_ms, *rest = time_interleaved(timed, device, reps)
        overhead_inductor_ms = rest[0] if rest else float("nan")
    nbytes = sum(t.numel() * t.element_size() for t in [*inputs, expected])
    gbs = nbytes / tc_ms / 1e6
    def ms(v: float) -> str:
        return f"{v:.4f}" if v < 0.1 else f"{v:.3f}"

    row = (f"| {name} | {ms(eager_ms)} | {ms(inductor_ms)} | {ms(tc_ms)} | "
           f"{eager_ms / tc_ms:.2f}x | {inductor_ms / tc_ms:.2f}x | {gbs:.0f} |")
    if device in PEAK_GBS:
        row += f" {100 * gbs / PEAK_GBS[device]:.0f}% |"
    row += f" {t1 - t0:.2f} | {t2 - t1:.2f} |"
    if device == "cuda":
        row += (f" {ms(overhead_inductor_ms)} | {ms(overhead_ms)} | "
                f"{overhead_inductor_ms / overhead_ms:.2f}x |")
    return row


def write_table(out_dir: str, device: str, suffix: str, lines: list[str]) -> None:
    """Write `lines` to `<out_dir>/<date>-<cpu|gpu><suffix>.md` (the bench/results naming)."""
    out = pathlib.Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tag = "gpu" if device == "cuda" else "cpu"
    path = out / f"{datetime.date.today().isoformat()}-{tag}{suffix}.md"
    path.write_text("\n".join(lines) + "\n")
    print(f"wrote {path}")


def _fresh_first_calls(row: dict[str, Any], device: str, small: bool, reps: int) -> None:
    """Replace `row`'s first calls with the medians of `reps` fresh processes per compiler
    (`bench/first_call.py`): in one process the compiler timed first pays for what the two
    share (Dynamo's import, CUDA's and the libraries' first use) and the second does not."""
    import first_call

    per = first_call.fresh_first_calls(row["model"], device, small, reps)
    for compiler, runs in per.items():
        if runs:
            row[f"{compiler} first s"] = statistics.median(r["first s"] for r in runs)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    ap.add_argument("--reps", type=int, default=15)
    ap.add_argument("--rows", default=",".join(ROWS), help="comma-separated subset")
    ap.add_argument("--no-torch-compile", action="store_true")
    ap.add_argument("--models", default=None,
                    help="whole-model rows (comma-separated, 'all' or 'none'; default: all on "
                         "cuda, none on cpu)")
    ap.add_argument("--small", action="store_true", help="small model sizes (a smoke run)")
    ap.add_argument("--fresh-first-calls", type=int, default=None, metavar="N",
                    help="model rows' first calls: the median of N fresh processes per "
                         "compiler (bench/first_call.py); 0: in this process, tcompile's before "
                         "torch.compile's (default: 1 on cuda, 0 on cpu)")
    ap.add_argument("--out", help="directory for a dated markdown copy of the table")
    args = ap.parse_args()
    # Empty caches: compile times below are cold.
    models.empty_caches()
    device = args.device
    target = "triton" if device == "cuda" else "llvm"

    lines = [f"# tcompile benchmark, {datetime.date.today().isoformat()}",
             "", f"- device: {device_name(device)}", f"- versions: {versions()}",
             f"- tcompile target: {target}; load average at start: "
             f"{', '.join(f'{x:.2f}' for x in os.getloadavg())}", "",
             "| program | eager ms | torch.compile ms | tcompile ms | vs eager | "
             "vs torch.compile | tcompile GB/s |" + (" % of peak |" if device in PEAK_GBS
                                                     else "") + " lowering s | codegen + 1st call s |"
             + (" torch.compile r-o ms | tcompile r-o ms | r-o vs torch.compile |"
                if device == "cuda" else ""),
             "|---|---|---|---|---|---|---|" + ("---|" if device in PEAK_GBS else "") + "---|---|"
             + ("---|---|---|" if device == "cuda" else "")]
    print("\n".join(lines), flush=True)
    for name in [] if args.rows == "none" else args.rows.split(","):
        row = bench_row(name, device, target, args.reps, not args.no_torch_compile)
        print(row, flush=True)
        lines.append(row)
    lines += ["", "vs eager / vs torch.compile: their time divided by tcompile's (above 1 means "
              "tcompile is faster). Lowering: torch-dialect file to fused loop IR. Codegen + 1st "
              "call: loop IR to kernels, wrapper and compiled code with an empty cache "
              "directory, plus the first call (Triton compiles its kernels there)."]
    if device == "cuda":
        lines += ["", "r-o: mode=\"reduce-overhead\" (CUDA graph replays; inputs other than "
                  "parameters copied into the recording's buffers on each call) for both "
                  "compilers."]
    model_names = args.models or ("all" if device == "cuda" else "none")
    model_names = (list(models.MODELS) if model_names == "all" else
                   [] if model_names == "none" else model_names.split(","))
    if model_names:
        size = "small sizes (--small)" if args.small else "the sizes of bench/models.py"
        lines += ["", f"## Whole models ({size})", ""]
        print("\n".join(lines[-3:]), flush=True)
        rows = []
        fresh = (args.fresh_first_calls if args.fresh_first_calls is not None
                 else int(device == "cuda"))
        for name in model_names:
            rows.append(models.bench_model(name, device, args.small, time_interleaved))
            if fresh and "skipped" not in rows[-1]:
                _fresh_first_calls(rows[-1], device, args.small, fresh)
            print(rows[-1], flush=True)
        table = models.format_rows(rows, device)
        print("\n".join(table), flush=True)
        lines += [*table, "", models.NOTES, "", "first s: " + (
            f"the median of {fresh} fresh process(es) per compiler (bench/first_call.py)"
            if fresh else "in this process, tcompile's first (it pays for what the two share: "
            "Dynamo's import, CUDA's and the libraries' first use); bench/first_call.py "
            "times each in a fresh process") + "."]
    if args.out:
        write_table(args.out, device, "", lines)


if __name__ == "__main__":
    main()

"""First calls from cold caches, each compiler in a fresh process, with tcompile's phases.

`bench/run.py` times tcompile's first call and then torch.compile's in one process, so the
second finds what the first set up (cuDNN plans, lazily loaded CUDA modules, Triton's
driver). Here every (model, compiler) pair runs in its own process: the model's eager call
first (as a user's program would have run it), then the compile call and the compiled first
call, timed together with a synchronize; for tcompile also its phases
(`tcompile.compile_times()`: capture and guards, the passes, code generation, compiling the
Triton kernels, the rest of the call).

    python bench/first_call.py --device cuda [--models gpt2,llama] [--threads 8] [--phases]
        [--sample] [--reps N] [--warmup N] [--out DIR]

Imports are part of a first call, so the libraries' bytecode should be compiled, as a pip
install does. Where site-packages is read-only and has none (the GPU machine), compile it
into a cache first, or every process compiles torch's sources again (3 s of a small row):

    export PYTHONPYCACHEPREFIX=/tmp/pyc; python -m compileall -q -j 16 <site-packages>
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import datetime
import json
import os
import pathlib
import platform
import statistics
import subprocess
import sys
import threading
import time
from typing import Any

import torch

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

DEFAULT_MODELS = "attention,gpt_block,mlp,gpt2,bert,llama,vit,resnet18,resnet50,mobilenet_v2"
PHASES = ("capture", "passes", "codegen", "kernels", "rest")


class WallSampler:
    """Where the main thread's wall-clock time goes: a thread reads its Python stack every
    `interval` seconds. Unlike cProfile it counts time in C calls and waits (for the GIL, a
    file, a lock) to the Python function that made them, and slows the thread it watches
    little; what cProfile attributed to a first call's frames added up to 4x its length.
    `top()` lists functions by the share of samples they were on the stack (inclusive) or on
    top of it (exclusive), in seconds of wall time."""

    def __init__(self, interval: float = 0.002):
        self.interval, self.samples = interval, 0
        self.inclusive: collections.Counter[str] = collections.Counter()
        self.exclusive: collections.Counter[str] = collections.Counter()
        self._main = threading.main_thread().ident
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> WallSampler:
        self.t0 = time.perf_counter()
        self._thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self._stop.set()
        self._thread.join()
        self.seconds = time.perf_counter() - self.t0

    def _run(self) -> None:
        while not self._stop.wait(self.interval):
            frame, seen = sys._current_frames().get(self._main), set()
            if frame is not None:
                self.exclusive[_where(frame.f_code)] += 1
            while frame is not None:
                seen.add(_where(frame.f_code))
                frame = frame.f_back
            self.inclusive.update(seen)
            self.samples += 1

    def top(self, n: int = 25) -> dict[str, list[tuple[str, float]]]:
        per = self.seconds / max(self.samples, 1)
        return {kind: [(k, round(v * per, 3)) for k, v in counter.most_common(n)]
                for kind, counter in (("inclusive", self.inclusive),
                                      ("exclusive", self.exclusive))}


def _where(code: Any) -> str:
    """A frame's function, or the module a `<module>` frame runs."""
    path = code.co_filename.split("site-packages/")[-1]
    return path if code.co_name == "<module>" else f"{os.path.basename(path)}:{code.co_name}"


def _child(model: str, compiler: str, device: str, small: bool,
           sample: bool = False) -> dict[str, Any]:
    import models

    models.empty_caches()
    import tcompile

    w = models.MODELS[model](device, small)
    sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)
    with torch.no_grad():
        w.fn(*w.args, **w.kwargs)
        sync()
    sampler = WallSampler() if sample else contextlib.nullcontext()
    with torch.no_grad(), sampler:
        t0 = time.perf_counter()  # from the compile call: torch.compile imports Dynamo there
        if compiler == "tcompile":
            compiled = tcompile.compile(w.fn, mode="default")
        else:
            compiled = torch.compile(w.fn)
        compiled(*w.args, **w.kwargs)
        sync()
        total = time.perf_counter() - t0
    row: dict[str, Any] = {"model": model, "compiler": compiler, "first s": total}
    if isinstance(sampler, WallSampler):
        row["sampled"] = sampler.top()
    if compiler == "tcompile":
        times = {phase: s for phase, (s, _) in tcompile.compile_times().items()}
        row.update({k: 0.0 for k in PHASES}, phases=times,
                   graphs=compiled.stats.graphs_compiled)
        for phase, seconds in times.items():
            row[_column(phase)] += seconds
        row["rest"] = total - sum(times.values())
    return row


def fresh_first_calls(model: str, device: str, small: bool, reps: int,
                      compilers: tuple[str, ...] = ("tcompile", "torch.compile"),
                      sample: bool = False, warmup: int = 1) -> dict[str, list[dict[str, Any]]]:
    """Each compiler's first call of `model`, `reps` times, each in a fresh process, the
    compilers taking turns and the one that starts alternating: their rows (see `_child`)
    by compiler; a failed process prints its error and leaves no row.

    First, `warmup` unmeasured processes per compiler: the first process on a fresh host
    reads the libraries it loads from disk (cuDNN's attention engines: a first SDPA call
    took 1.22 s there and 0.24 s in the next process on the H200), a cost of the host,
    not of a compiler, which would otherwise fall on whichever compiler ran first.
    Compiler caches stay cold in every process (`models.empty_caches`)."""
    per: dict[str, list[dict[str, Any]]] = {c: [] for c in compilers}
    for rep in range(-warmup, reps):
        for compiler in compilers[::-1] if rep % 2 else compilers:
            cmd = [sys.executable, __file__, "--device", device, "--child", model, compiler,
                   *(["--small"] if small else []), *(["--sample"] if sample else [])]
            out = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
            found = [ln for ln in out.stdout.splitlines() if ln.startswith("ROW ")]
            if not found:
                print(f"{model} {compiler}: failed\n{out.stderr[-2000:]}", flush=True)
                continue
            if rep < 0:
                continue
            per[compiler].append(json.loads(found[-1][4:]))
            for kind, top in per[compiler][-1].pop("sampled", {}).items():
                print(f"{model} {compiler}, {kind} seconds: "
                      + ", ".join(f"{where} {s:.2f}" for where, s in top), flush=True)
    return per


def _column(phase: str) -> str:
    """The table column of a phase of `tcompile.compile_times()`."""
    if phase in ("import", "capture"):
        return "capture"
    if phase.startswith("triton"):
        return "kernels"
    if phase.endswith("codegen") or phase == "print loop IR":
        return "codegen"
    return "passes"  # the pipelines' passes and the verifier


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--models", default=DEFAULT_MODELS)
    ap.add_argument("--small", action="store_true")
    ap.add_argument("--reps", type=int, default=1, help="fresh processes per pair (median)")
    ap.add_argument("--warmup", type=int, default=1,
                    help="unmeasured fresh processes per pair first (the host's disk reads)")
    ap.add_argument("--tcompile-only", action="store_true",
                    help="tcompile's first calls alone (torch.compile's column left empty)")
    ap.add_argument("--threads", type=int, default=None,
                    help="tcompile's Triton compile workers (TCOMPILE_COMPILE_THREADS)")
    ap.add_argument("--phases", action="store_true",
                    help="also print each tcompile run's phases (tcompile.compile_times())")
    ap.add_argument("--sample", action="store_true",
                    help="also print where each first call's wall time went (WallSampler)")
    ap.add_argument("--out", help="also write the table to DIR/<date>-<device>-first-call.md")
    ap.add_argument("--child", nargs=2, metavar=("MODEL", "COMPILER"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print("ROW " + json.dumps(_child(*args.child, args.device, args.small, args.sample)),
              flush=True)
        return
    if args.threads is not None:
        os.environ["TCOMPILE_COMPILE_THREADS"] = str(args.threads)  # the children's
    rows = []
    for model in args.models.split(","):
        compilers = ("tcompile",) if args.tcompile_only else ("tcompile", "torch.compile")
        per = fresh_first_calls(model, args.device, args.small, args.reps, compilers,
                                args.sample, args.warmup)
        for run in per["tcompile"] if args.phases else []:
            phases = sorted(run["phases"].items(), key=lambda kv: -kv[1])
            print(f"{model}: " + ", ".join(f"{p} {s:.2f}" for p, s in phases), flush=True)
        if not all(per.values()):
            continue
        ours = {k: statistics.median(r[k] for r in per["tcompile"])
                for k in ("first s", *PHASES)}
        theirs = (statistics.median(r["first s"] for r in per["torch.compile"])
                  if "torch.compile" in per else float("nan"))
        rows.append({"model": model, "torch.compile s": theirs, **ours,
                     "ratio": ours["first s"] / theirs})
        print(_format([rows[-1]], header=len(rows) == 1), flush=True)
    lines = [f"# First calls, each compiler in a fresh process ({datetime.date.today()})", "",
             f"- device: {_device(args.device)}",
             f"- versions: python {platform.python_version()}, torch {torch.__version__}"
             + (f", triton {_version('triton')}" if args.device == "cuda" else ""),
             f"- command: `python bench/first_call.py --device {args.device} --models "
             f"{args.models}{' --small' if args.small else ''} --reps {args.reps} --warmup "
             f"{args.warmup}`",
             f"- tcompile's compile_threads: {tcompile_threads()}",
             "", _format(rows), "",
             "ratio: tcompile's first call over torch.compile's (issue #14: at most 0.5). Phases "
             "(seconds, from `tcompile.compile_times()`): capture = importing the compiler and "
             "the bytecode capture with its guards; passes = the lowering pipelines' passes and "
             "the verifier; codegen = wrapper and kernel sources; kernels = compiling the Triton "
             "kernels (and waiting for the compile workers); rest = the call itself (library "
             "calls' first use included: cuDNN builds a plan for each new convolution)."]
    if rows and not args.tcompile_only:
        print(f"geomean ratio {statistics.geometric_mean(r['ratio'] for r in rows):.2f}")
    if args.out:
        path = pathlib.Path(args.out) / f"{datetime.date.today()}-{args.device}-first-call.md"
        path.write_text("\n".join(lines) + "\n")


def _format(rows: list[dict[str, Any]], header: bool = True) -> str:
    cols = ["model", "torch.compile s", "first s", *PHASES, "ratio"]
    out = (["| " + " | ".join("tcompile s" if c == "first s" else c for c in cols) + " |",
            "|" + "---|" * len(cols)] if header else [])
    for r in rows:
        out.append("| " + " | ".join(f"{r[c]:.2f}" if isinstance(r[c], float) else str(r[c])
                                     for c in cols) + " |")
    return "\n".join(out)


def tcompile_threads() -> int:
    """tcompile's `config.compile_threads` in the children (TCOMPILE_COMPILE_THREADS or the
    default)."""
    from tcompile.frontend import config

    return config.compile_threads


def _device(device: str) -> str:
    if device == "cuda":
        return f"{torch.cuda.get_device_name()} ({os.cpu_count()} CPUs)"
    return f"{platform.machine()} CPU ({os.cpu_count()} CPUs)"


def _version(name: str) -> str:
    from importlib.metadata import version
    return version(name)


if __name__ == "__main__":
    main()

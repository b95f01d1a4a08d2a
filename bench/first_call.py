"""First calls from cold caches, each compiler in a fresh process, with tcompile's phases.

`bench/run.py` times tcompile's first call and then torch.compile's in one process, so the
second finds what the first set up (cuDNN plans, lazily loaded CUDA modules, Triton's
driver). Here every (model, compiler) pair runs in its own process: the model's eager call
first (as a user's program would have run it), then the compiled first call, timed with a
synchronize; for tcompile also its phases (capture and guards, the passes, code generation,
compiling the Triton kernels, the rest of the call).

    python bench/first_call.py --device cuda [--models gpt2,llama] [--threads 1] [--out DIR]
"""

from __future__ import annotations

import argparse
import datetime
import functools
import json
import os
import pathlib
import platform
import statistics
import subprocess
import sys
import time
from typing import Any

import torch

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

DEFAULT_MODELS = "attention,gpt_block,mlp,gpt2,bert,llama,vit,resnet18,resnet50,mobilenet_v2"
PHASES = ("capture", "passes", "codegen", "kernels", "rest")


def _child(model: str, compiler: str, device: str, small: bool) -> dict[str, Any]:
    import models

    models.empty_caches()
    import tcompile
    from tcompile import compiler as tc_compiler
    from tcompile.frontend import api

    w = models.MODELS[model](device, small)
    sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)
    with torch.no_grad():
        w.fn(*w.args, **w.kwargs)
        sync()
    spent: dict[str, float] = {}

    def timed(owner: Any, name: str, label: str) -> None:
        fn = getattr(owner, name)

        @functools.wraps(fn)
        def wrapper(*a: Any, **k: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return fn(*a, **k)
            finally:
                spent[label] = spent.get(label, 0.0) + time.perf_counter() - t0
        setattr(owner, name, wrapper)

    if compiler == "tcompile":
        for owner, name, label in ((api, "translate", "translate"), (tc_compiler, "_run", "passes"),
                                   (tc_compiler, "_generate", "generate"),
                                   (tc_compiler, "_precompile", "kernels")):
            timed(owner, name, label)
        compiled = tcompile.compile(w.fn, mode="default")
    else:
        compiled = torch.compile(w.fn)
    with torch.no_grad():
        t0 = time.perf_counter()
        compiled(*w.args, **w.kwargs)
        sync()
        total = time.perf_counter() - t0
    row = {"model": model, "compiler": compiler, "first s": total}
    if compiler == "tcompile":
        kernels = spent.get("kernels", 0.0)
        codegen = spent.get("generate", 0.0) - kernels
        capture = spent.get("translate", 0.0) - spent.get("passes", 0.0) - codegen - kernels
        row.update(capture=capture, passes=spent.get("passes", 0.0), codegen=codegen,
                   kernels=kernels, rest=total - spent.get("translate", 0.0),
                   graphs=compiled.stats.graphs_compiled)
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--models", default=DEFAULT_MODELS)
    ap.add_argument("--small", action="store_true")
    ap.add_argument("--reps", type=int, default=1, help="fresh processes per pair (median)")
    ap.add_argument("--tcompile-only", action="store_true",
                    help="tcompile's first calls alone (torch.compile's column left empty)")
    ap.add_argument("--out", help="also write the table to DIR/<date>-<device>-first-call.md")
    ap.add_argument("--child", nargs=2, metavar=("MODEL", "COMPILER"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print("ROW " + json.dumps(_child(*args.child, args.device, args.small)), flush=True)
        return
    rows = []
    for model in args.models.split(","):
        per: dict[str, list[dict[str, Any]]] = {"tcompile": []}
        if not args.tcompile_only:
            per["torch.compile"] = []
        for _ in range(args.reps):
            for compiler in per:
                cmd = [sys.executable, __file__, "--device", args.device, "--child", model,
                       compiler, *(["--small"] if args.small else [])]
                out = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
                found = [ln for ln in out.stdout.splitlines() if ln.startswith("ROW ")]
                if not found:
                    print(f"{model} {compiler}: failed\n{out.stderr[-2000:]}", flush=True)
                    continue
                per[compiler].append(json.loads(found[-1][4:]))
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
             f"{args.models}{' --small' if args.small else ''} --reps {args.reps}`",
             f"- tcompile's compile_threads: {os.environ.get('TCOMPILE_COMPILE_THREADS', '1')}",
             "", _format(rows), "",
             "ratio: tcompile's first call over torch.compile's (issue #14: at most 0.5). Phases "
             "(seconds): capture = bytecode capture, guards and the rest of translation; passes = "
             "the lowering pipeline; codegen = wrapper and kernel sources; kernels = compiling "
             "the Triton kernels; rest = the call itself (library calls' first use included)."]
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


def _device(device: str) -> str:
    if device == "cuda":
        return f"{torch.cuda.get_device_name()} ({os.cpu_count()} CPUs)"
    return f"{platform.machine()} CPU ({os.cpu_count()} CPUs)"


def _version(name: str) -> str:
    from importlib.metadata import version
    return version(name)


if __name__ == "__main__":
    main()

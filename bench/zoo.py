"""Benchmark: the transformers model zoo, eager against tcompile and torch.compile, on the CPU.

Every model of `tcompile.testing.zoo` (tiny configs, random weights, batch 2, 16 tokens or
32x32 images) in one process, under `torch.no_grad()`: tcompile's first call (compile
included, fresh tcompile and Inductor cache directories), its graphs and graph breaks,
whether it matches eager, then the median of 20 calls after 3 warm-up calls for eager,
`tcompile.compile(model)` and `torch.compile(model)` (its first call untimed). At these
sizes a call is mostly Python and dispatch overhead, which is what the times compare.

    python bench/zoo.py [--models gpt2,bert] [--no-torch-compile] [--write]
"""

from __future__ import annotations

import argparse
import datetime
import os
import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import device_name, versions, write_table  # noqa: E402

from tcompile.testing.zoo import ZOO, format_table, run_model  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", default=",".join(ZOO), help="comma-separated subset")
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--no-torch-compile", action="store_true")
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"),
                    help="cuda: tcompile's Triton path against eager and torch.compile on a GPU")
    ap.add_argument("--write", action="store_true",
                    help="also write the table to bench/results/<date>-cpu-zoo.md")
    args = ap.parse_args()
    os.environ["TCOMPILE_CACHE_DIR"] = tempfile.mkdtemp(prefix="tcompile-bench-")
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="inductor-bench-")
    import transformers

    lines = [f"# tcompile model zoo, {datetime.date.today().isoformat()}", "",
             f"- device: {device_name(args.device)}, {os.cpu_count()} CPUs",
             f"- versions: {versions()}, transformers {transformers.__version__}",
             f"- load average at start: {', '.join(f'{x:.2f}' for x in os.getloadavg())}", ""]
    print("\n".join(lines + format_table([]).splitlines()), flush=True)
    rows = []
    for name in args.models.split(","):
        row = run_model(name, time_it=True, torch_compile=not args.no_torch_compile,
                        repeat=args.repeat, device=args.device)
        if row.error:
            print(f"{name}: {row.error}", file=sys.stderr, flush=True)
        print(format_table([row]).splitlines()[-1], flush=True)
        rows.append(row)
    notes = ["", "graphs, breaks: tcompile's graphs compiled and graph breaks over the first "
             "call. correct: the first compiled call's outputs (loss, logits, KV cache...) "
             "against eager's, rtol = atol = 1e-4 (an exception's type where one reached "
             "the caller). first call s: tcompile's first call, compile included."]
    recompiled = [f"{r.model} ({r.recompiles})" for r in rows if r.recompiles]
    if recompiled:
        notes.append("tcompile recompiled during the timed calls (the same inputs each call; "
                     "a function runs natively after 8 recompiles): "
                     + ", ".join(recompiled) + ".")
    print("\n".join(notes), flush=True)
    lines += [format_table(rows), *notes]
    if args.write:
        write_table(str(ROOT / "bench" / "results"), args.device, "-zoo", lines)


if __name__ == "__main__":
    main()

"""Conformance: how much of torch's OpInfo database tcompile compiles, on the CPU.

Every OpInfo of op_db, for each dtype asked for that the op supports, on its first few
sample inputs: compiled afresh, compared with eager and put in one class (compiled, broken,
fallback, wrong, error; skipped where eager itself raises), see tcompile.testing.conformance.
Prints the summary per dtype (markdown) to stdout, one line per op to stderr as it goes, then
the reasons that keep the most samples from compiling and every wrong or failing sample.
`--timing` also times each elementwise op and reduction that compiled, eager against
tcompile, on 1024x1024 inputs (on a machine shared with other work, OMP_NUM_THREADS=1 keeps a
descheduled OpenMP thread from adding whole time slices to both).

    python bench/conformance.py [--dtypes float32,int64] [--samples 3] [--ops add,sum]
                                [--timing] [--write]
"""

from __future__ import annotations

import argparse
import datetime
import os
import pathlib
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import device_name, versions, write_table  # noqa: E402

from tcompile.testing import conformance  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dtypes", default=",".join(conformance.DTYPES),
                    help=f"comma-separated subset of {', '.join(conformance.DTYPES)}")
    ap.add_argument("--samples", type=int, default=3, help="sample inputs per op and dtype")
    ap.add_argument("--ops", help="comma-separated OpInfo names (`name.variant` for one "
                    "variant); default: all of op_db")
    ap.add_argument("--timing", action="store_true",
                    help="time compiled elementwise ops and reductions against eager")
    ap.add_argument("--write", action="store_true",
                    help="also write the report to bench/results/<date>-cpu-conformance.md")
    args = ap.parse_args()
    dtypes = args.dtypes.split(",")
    unknown = set(dtypes) - set(conformance.DTYPES)
    if unknown:
        ap.error(f"unknown dtype(s) {', '.join(sorted(unknown))}")
    ops = args.ops.split(",") if args.ops else None
    try:
        conformance.select_ops(ops)
    except ValueError as e:
        ap.error(str(e))
    os.environ["TCOMPILE_CACHE_DIR"] = tempfile.mkdtemp(prefix="tcompile-conformance-")

    def progress(r: conformance.SampleResult) -> None:
        why = f": {r.reason}" if r.reason else ""
        print(f"{r.op} {r.dtype} #{r.index}: {r.outcome}{why}"[:200], file=sys.stderr,
              flush=True)

    t0 = time.perf_counter()
    report = conformance.run(ops, dtypes, args.samples, timing=args.timing, progress=progress)
    elapsed = time.perf_counter() - t0
    scope = f"ops {args.ops}" if args.ops else "all of op_db"
    lines = [f"# tcompile OpInfo conformance, {datetime.date.today().isoformat()}", "",
             f"- machine: {device_name('cpu')}, {os.cpu_count()} CPUs",
             f"- versions: {versions()}",
             f"- run: {scope}; dtypes {', '.join(dtypes)}; the first {args.samples} sample "
             f"input(s) per op and dtype; {elapsed:.0f} s", "",
             "compiled: one graph (or none needed), no break, nothing natively, matches eager. "
             "broken: matches, but graph breaks. fallback: matches, but a graph replayed eagerly "
             "or a frame ran natively. wrong: differs from eager (values, dtype, shape, "
             "strides, mutated inputs). error: tcompile raised, eager did not. skipped: eager "
             "raised (not in compiled %).", "", conformance.format_summary(report)]
    print("\n".join(lines[-1:]), flush=True)
    reasons = ["", "## Top reasons", "", conformance.format_reasons(report)]
    failures = ["", "## Wrong and error samples", "", conformance.format_failures(report)]
    timings = ["", "## Timing", "",
               "Per call, on one thread: eager, the compiled call (guard, bridge, generated "
               "wrapper, kernels) and the generated code alone (wrapper and kernels, on the "
               "inputs the bridge passes it), taking turns in blocks of about 2 ms, median of "
               "7 rounds.", "", conformance.format_timing_summary(report), "",
               conformance.format_timings(report)] if args.timing else []
    print("\n".join(reasons + failures + timings), flush=True)
    if args.write:
        write_table(str(ROOT / "bench" / "results"), "cpu", "-conformance",
                    lines + reasons + failures + timings)


if __name__ == "__main__":
    main()

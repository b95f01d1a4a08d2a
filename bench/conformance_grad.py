"""Gradient conformance: tcompile's gradients of torch's OpInfo samples against eager's, on the CPU.

Every OpInfo of op_db that supports autograd, in float32, on its first few sample inputs
(made with requires_grad): `op(sample)` compiled afresh, its differentiable outputs
backpropagated with a fixed random cotangent (`torch.autograd.grad`), and the gradients of
every input that requires grad compared with eager's (rtol 1e-3, atol 1e-4, NaN where eager
has NaN). A sample is one of: `compiled` (equal, the graph's backward compiled by
prim-autodiff), `replayed` (equal, the backward replayed the captured ops: NoDerivative, the
reason counted), `wrong` (a gradient differs, or an output that requires grad in eager does
not under tcompile), `error` (the compiled call or its backward raised); samples without a
differentiable output, random ops and ops eager rejects are left out. Prints one line per
wrong or failing sample to stderr, then the summary and the most common replay reasons.

    python bench/conformance_grad.py [--ops add,cumsum] [--samples 2] [--write]
"""

from __future__ import annotations

import argparse
import collections
import datetime
import itertools
import os
import pathlib
import sys
import tempfile

import torch

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from run import device_name, versions  # noqa: E402

from tcompile.testing import conformance  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", help="comma-separated OpInfo names; default: all of op_db")
    ap.add_argument("--samples", type=int, default=2, help="sample inputs per op")
    ap.add_argument("--write", action="store_true",
                    help="also write the report to bench/results/<date>-cpu-conformance-grad.md")
    args = ap.parse_args()
    os.environ["TCOMPILE_CACHE_DIR"] = tempfile.mkdtemp(prefix="tcompile-conformance-grad-")
    counts: collections.Counter[str] = collections.Counter()
    reasons: collections.Counter[str] = collections.Counter()
    failures: list[str] = []
    with torch.random.fork_rng(devices=[]), conformance._quiet():
        for opinfo in conformance.select_ops(args.ops.split(",") if args.ops else None):
            op = conformance._without_seed_wrapper(opinfo.op)
            if (not opinfo.supports_autograd or op is not opinfo.op
                    or torch.float32 not in opinfo.supported_dtypes("cpu")):
                continue
            name = conformance.op_name(opinfo)
            torch.manual_seed(conformance.SEED)
            try:
                samples = list(itertools.islice(
                    opinfo.sample_inputs("cpu", torch.float32, requires_grad=True),
                    args.samples))
            except Exception:
                continue
            for i, sample in enumerate(samples):
                found = conformance.check_gradient(op, sample)
                if found is None:
                    continue
                outcome, detail = found
                counts[outcome] += 1
                if outcome == "replayed":
                    reasons[detail] += 1
                elif outcome in ("wrong", "error"):
                    failures.append(f"{name} #{i}: {outcome}: {detail}")
                    print(failures[-1], file=sys.stderr, flush=True)
    total = sum(counts.values())
    lines = [f"# tcompile gradient conformance, {datetime.date.today().isoformat()}", "",
             f"- machine: {device_name('cpu')}, {os.cpu_count()} CPUs",
             f"- versions: {versions()}",
             f"- run: `python bench/conformance_grad.py --samples {args.samples}` (float32)", "",
             "| samples | compiled | replayed | wrong | error |", "|---|---|---|---|---|",
             f"| {total} | {counts['compiled']} | {counts['replayed']} | {counts['wrong']} | "
             f"{counts['error']} |", "", "## Why backwards replayed (most common)", "",
             "| samples | reason |", "|---|---|",
             *(f"| {n} | {r} |" for r, n in reasons.most_common(25)), "",
             "## Wrong and failing samples", "", *(f"- {f}" for f in failures or ["None."])]
    print("\n".join(lines))
    if args.write:
        path = ROOT / "bench" / "results" / \
            f"{datetime.date.today().isoformat()}-cpu-conformance-grad.md"
        path.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()

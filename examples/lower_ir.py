"""Lower every example in examples/ir from the torch dialect to fused loop kernels, printing
each stage: what `make demo` runs.  The same as, per file and stage,

    tc-opt examples/ir/softmax.mlir --pass-pipeline torch-to-prim
    tc-opt examples/ir/softmax.mlir --pass-pipeline torch-to-loop
"""

from __future__ import annotations

import pathlib
import sys
import time

from xdsl.dialects import func

from tcompile.passes.pipelines import PrimToLoopPipeline, TorchToPrimPipeline
from tcompile.testing.ir import make_context, parse, print_ir

EXAMPLES = pathlib.Path(__file__).resolve().parent / "ir"


def summary(module) -> str:
    counts: dict[str, int] = {}
    for f in module.walk():
        if isinstance(f, func.FuncOp):
            for op in f.body.block.ops:
                if op.name.startswith("loop.") and op.name != "loop.alloc":
                    counts[op.name] = counts.get(op.name, 0) + 1
    return ", ".join(f"{n} x{c}" for n, c in sorted(counts.items())) or "-"


def main(names: list[str]) -> None:
    ctx = make_context()
    files = [EXAMPLES / f"{n}.mlir" for n in names] or sorted(EXAMPLES.glob("*.mlir"))
    rows = []
    for path in files:
        module = parse(ctx, path.read_text(), str(path))
        print(f"=============== {path.name}: torch dialect (input)\n{print_ir(module)}\n")
        start = time.perf_counter()
        TorchToPrimPipeline().apply(ctx, module)
        print(f"--------------- {path.name}: after torch-to-prim\n{print_ir(module)}\n")
        PrimToLoopPipeline().apply(ctx, module)
        elapsed = time.perf_counter() - start
        module.verify()
        print(f"--------------- {path.name}: after prim-to-loop\n{print_ir(module)}\n")
        rows.append((path.stem, summary(module), elapsed))
    print("example            top-level loop ops                               lowering time")
    for name, ops, elapsed in rows:
        print(f"{name:<18} {ops:<48} {elapsed * 1000:7.1f} ms")


if __name__ == "__main__":
    main(sys.argv[1:])

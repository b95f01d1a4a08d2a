"""What `make demo` runs: compile every example of examples/ir and show the IR and the speedup.

For each `examples/ir/*.mlir` (a torch-dialect graph) it lowers to fused loop kernels,
generates code (LLVM on the CPU, Triton on a GPU), checks the result against eager ATen calls
on random inputs and times both. The stages of one example (softmax by default) are printed
in full: torch dialect, prim dialect, loop dialect, the generated wrapper and kernels.

    python examples/demo.py                 # all examples, stages of softmax
    python examples/demo.py --show rms_norm
"""

from __future__ import annotations

import argparse
import os
import pathlib
import statistics
import tempfile
import time
from functools import partial

import torch

from tcompile.codegen import compile_loop_module, generate_graph
from tcompile.passes.pipelines import PrimToLoopPipeline, TorchToPrimPipeline
from tcompile.testing.ir import make_context, parse, print_ir
from tcompile.testing.torch_interp import DTYPES, run_torch_function

EXAMPLES = pathlib.Path(__file__).resolve().parent / "ir"


def median_ms(fn, *args, reps: int = 7) -> float:
    fn(*args)
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn(*args)
        if torch.cuda.is_available():
            torch.cuda.synchronize()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e3


def random_inputs(fn_op, device: str) -> list[torch.Tensor]:
    inputs = []
    for arg in fn_op.args:
        t = arg.type
        shape = [int(d.subs({s: 4096 for s in d.free_symbols})) for d in t.sizes]
        inputs.append(torch.randn(shape, device=device).to(DTYPES[str(t.element_type)]))
    return inputs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--show", default="softmax", help="example whose stages are printed")
    ap.add_argument("names", nargs="*", help="examples to run (default: all)")
    args = ap.parse_args()
    os.environ.setdefault("TCOMPILE_CACHE_DIR", tempfile.mkdtemp(prefix="tcompile-demo-"))
    device = "cuda" if torch.cuda.is_available() else "cpu"
    target = "triton" if device == "cuda" else "llvm"
    ctx = make_context()
    files = [EXAMPLES / f"{n}.mlir" for n in args.names] or sorted(EXAMPLES.glob("*.mlir"))
    rows = []
    for path in files:
        text = path.read_text()
        show = path.stem == args.show
        module = parse(ctx, text, str(path))
        if show:
            print(f"=============== {path.name}: torch dialect\n{print_ir(module)}\n")
        t0 = time.perf_counter()
        TorchToPrimPipeline().apply(ctx, module)
        if show:
            print(f"=============== {path.name}: prim dialect (torch-to-prim)\n"
                  f"{print_ir(module)}\n")
        PrimToLoopPipeline().apply(ctx, module)
        t1 = time.perf_counter()
        if show:
            print(f"=============== {path.name}: loop dialect (prim-to-loop)\n"
                  f"{print_ir(module)}\n")
            source = generate_graph(module, target)
            print(f"=============== {path.name}: generated wrapper ({target})\n{source.wrapper}")
            for name, body in source.files.items():
                print(f"=============== {path.name}: {name}\n{body}")
        t2 = time.perf_counter()
        graph = compile_loop_module(module, target)
        t3 = time.perf_counter()
        torch_module = parse(ctx, text)
        fn_op = next(op for op in torch_module.walk() if op.name == "func.func")
        torch.manual_seed(0)
        inputs = random_inputs(fn_op, device)
        expected = run_torch_function(torch_module, inputs, check_dtypes=False)[0]
        got = graph(*inputs)[0]
        error = (got.double() - expected.double()).abs().max().item()
        eager = median_ms(partial(run_torch_function, check_dtypes=False), torch_module, inputs)
        compiled = median_ms(graph, *inputs)
        rows.append((path.stem, (t1 - t0) * 1e3, (t3 - t2) * 1e3, eager, compiled, error))
    print(f"\ntarget {target} on {device}; times are medians of 7 calls after one warm-up; "
          "eager runs the same ATen ops one by one")
    print(f"{'example':<17}{'lower ms':>9}{'compile ms':>11}{'eager ms':>10}"
          f"{'tcompile ms':>12}{'speedup':>9}{'max |err|':>11}")
    for name, lower, comp, eager, compiled, error in rows:
        print(f"{name:<17}{lower:9.1f}{comp:11.1f}{eager:10.2f}{compiled:12.2f}"
              f"{eager / compiled:8.2f}x{error:11.2e}")


if __name__ == "__main__":
    main()

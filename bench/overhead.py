"""Benchmark: per-call overhead of a cache hit, eager vs torch.compile vs tcompile.

A compiled function pays, on every call, for its guards, the cache lookup and the call into
the compiled graph. On tiny inputs that fixed cost is all there is, so this measures it: the
median time of one call to a function on a 16-element tensor (one input and three inputs),
in one process, after warm-up (compile time is excluded). Issue #4's target is a tcompile
overhead below torch.compile's (default backend, inductor).

A second table times a cache hit of two small models (SmallResNet, GPT2Block of
`tcompile.testing.models`, under no_grad), where guards and argument passing cover every
parameter and buffer: there the time also includes the (small) kernels.

    python bench/overhead.py [--calls 2000] [--repeat 25]
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import timeit
from collections.abc import Callable

import torch
from torch import nn

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import tcompile  # noqa: E402
from tcompile.testing.models import GPT2Block, SmallResNet  # noqa: E402


def add_one(x):
    return x + 1


def three_inputs(x, y, z):
    return x * y + z


ROWS: dict[str, tuple[Callable, int]] = {
    "x + 1": (add_one, 1),
    "x * y + z": (three_inputs, 3),
}

# name -> (the model, its inputs): small sizes, so that the fixed per-call cost shows
MODELS: dict[str, Callable[[], tuple[nn.Module, tuple[torch.Tensor, ...]]]] = {
    "SmallResNet(8), 4x3x32x32": lambda: (SmallResNet(8), (torch.randn(4, 3, 32, 32),)),
    "GPT2Block(32, 4), 2x8x32": lambda: (GPT2Block(32, 4), (torch.randn(2, 8, 32),)),
}


def per_call_us(fn: Callable, args: tuple, calls: int, repeat: int) -> float:
    """Median over `repeat` runs of the mean time of one call, in microseconds."""
    for _ in range(20):
        fn(*args)
    runs = timeit.repeat(lambda: fn(*args), number=calls, repeat=repeat)
    return statistics.median(runs) / calls * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=2000, help="calls per timed run")
    parser.add_argument("--repeat", type=int, default=25, help="timed runs (median)")
    opts = parser.parse_args()

    print(f"## Per-call overhead of a cache hit (torch {torch.__version__}, CPU, "
          "16-element float32 tensors, median µs per call)\n")
    print("| function | eager µs | torch.compile µs | tcompile µs | tcompile / torch.compile |")
    print("|---|---:|---:|---:|---:|")
    for name, (fn, n_inputs) in ROWS.items():
        args = tuple(torch.randn(16) for _ in range(n_inputs))
        compilers = {"eager": fn, "torch.compile": torch.compile(fn),
                     "tcompile": tcompile.compile(fn)}
        expected = fn(*args)
        for label, compiled in compilers.items():
            torch.testing.assert_close(compiled(*args), expected, msg=f"{label} is wrong on {name}")
        eager, inductor, ours = (per_call_us(c, args, opts.calls, opts.repeat)
                                 for c in compilers.values())
        # a native fallback would time eager under tcompile's name: only cache hits count
        stats = compilers["tcompile"].stats
        if stats.graphs_compiled != 1 or stats.cache_misses != 1:
            sys.exit(f"tcompile did not run `{name}` as one cached graph: {stats}")
        print(f"| `{name}` | {eager:.1f} | {inductor:.1f} | {ours:.1f} | {ours / inductor:.2f}x |")

    print("\n## Per-call time of a cache hit of a small model (no_grad, median µs per call)\n")
    print("| model | eager µs | torch.compile µs | tcompile µs | tcompile / torch.compile |")
    print("|---|---:|---:|---:|---:|")
    calls = max(1, opts.calls // 10)  # these calls are ~100x longer
    for name, make in MODELS.items():
        torch.manual_seed(0)
        model, args = make()
        model.eval()
        compilers = {"eager": model, "torch.compile": torch.compile(model),
                     "tcompile": tcompile.compile(model)}
        with torch.no_grad():
            expected = model(*args)
            for label, compiled in compilers.items():
                torch.testing.assert_close(compiled(*args), expected, atol=1e-4, rtol=1e-4,
                                           msg=f"{label} is wrong on {name}")
            eager, inductor, ours = (per_call_us(c, args, calls, opts.repeat)
                                     for c in compilers.values())
        stats = compilers["tcompile"].stats
        if stats.graphs_compiled != 1 or stats.cache_misses != 1:
            sys.exit(f"tcompile did not run `{name}` as one cached graph: {stats}")
        print(f"| {name} | {eager:.1f} | {inductor:.1f} | {ours:.1f} | {ours / inductor:.2f}x |")


if __name__ == "__main__":
    main()

"""The graph compiler: a torch-dialect module in, a callable out.

This is the narrow interface between the frontend and everything below it: lower the
torch-dialect graph with the default pass pipeline (or the user's), generate kernels for the
target and load the cached result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import torch
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from tcompile.codegen import compile_loop_module
from tcompile.frontend.record import record
from tcompile.passes.pipelines import TorchToLoopPipeline
from tcompile.runtime.graph import CompiledGraph
from tcompile.testing.ir import make_context


def default_target(inputs: Sequence[torch.Tensor] = ()) -> str:
    """Triton for CUDA tensors, LLVM for CPU ones."""
    return "triton" if any(t.is_cuda for t in inputs) else "llvm"


def lower_to_loop(module: ModuleOp, passes: Sequence[ModulePass] | None = None) -> ModuleOp:
    """Run the torch-to-loop pipeline (or `passes`) on `module` in place and return it."""
    ctx = make_context()
    for p in passes if passes is not None else [TorchToLoopPipeline()]:
        p.apply(ctx, module)
    module.verify()
    return module


def compile_torch_module(module: ModuleOp, target: str = "llvm",
                         mode: str = "default") -> CompiledGraph:
    """Lower a torch-dialect module and compile its first function for `target`."""
    return compile_loop_module(lower_to_loop(module), target, mode)


def compile_function(fn: Callable[..., Any], *inputs: torch.Tensor, target: str | None = None,
                     mode: str = "default") -> CompiledGraph:
    """Record `fn` on `inputs` (it runs once eagerly) and compile the recorded graph.

    A stand-in for the bytecode frontend in tests and benchmarks: the result is specialised
    to the inputs' shapes and dtypes and returns a list of tensors.
    """
    return compile_torch_module(record(fn, *inputs), target or default_target(inputs), mode)

"""Options of one `tcompile.compile` call, and the frontend's global knobs."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

MODES = ("default", "reduce-overhead", "max-autotune")
BACKENDS = ("auto", "llvm", "triton", "eager")

# Translations per code object before its original code runs natively (torch.compile: 8).
recompile_limit = 8
# How deep the interpreter inlines user functions before it calls one natively (a break).
inline_depth_limit = 32
# Packages whose module attributes and globals are read without guards: the libraries
# themselves do not change while a program runs.
stable_modules = ("torch", "math", "operator", "builtins", "functools", "typing", "dataclasses",
                  "collections", "inspect", "enum", "abc", "contextlib", "contextvars",
                  "tcompile")
# Split a graph that DistributedDataParallel runs at its gradient buckets, one graph per
# bucket, so each bucket's all-reduce overlaps the backward of the graphs before it
# (split.py; torch.compile: torch._dynamo.config.optimize_ddp).
optimize_ddp = True
# Lay convolution nets out channels-last (prim-channels-last; torch.compile:
# torch._inductor.config.layout_optimization): on GPUs, and on the CPU for inference.
layout_optimization = True
# ... in training graphs too (forward and backward; the saved values cross in their layout):
# True, False, or None (the default): under mode="reduce-overhead" only. A ResNet-18 training
# step's GPU time is lower channels-last (H200: 4.45 against 5.45 ms row-major), with fewer
# launches in all (268 against 364: cuDNN's own NCHW<->NHWC copies are gone), but 39 more of
# them are Triton launches from Python (split outer reductions for the batch norms' statistics)
# and its host time is higher; in the default mode the step is bound by the host on every host
# measured (bench/results/2026-11-27-gpu-channels-last-weights-s22.md); CUDA graphs replay the
# launches, and there the GPU time decides.
layout_optimization_training: bool | None = None
# On GPUs, a Linear's ReLU or tanh GELU that only GEMMs read runs in cuBLASLt's epilogue
# (torch-fuse-gemm-activation, inference graphs): 1.05-1.44x the GEMM plus a kernel in
# bfloat16 on the H200 (bench/results/2026-11-29-gpu-s35.md). The epilogue rounds once where
# eager rounds the product, then the activation; False keeps eager's two roundings.
gemm_activation_epilogue = True
# Worker processes compiling Triton kernels (Inductor's compile_threads, also processes;
# tcompile/runtime/triton_pool.py); 1: the calling process compiles each kernel itself. The
# default, one per CPU up to 16, as measured on the H200 machine (16 CPUs, 2026-11-27, first
# call in a fresh process, bench/results/2026-11-27-gpu-s24.md): ResNet-18 6.26 s
# serial, 4.71 s on 8 workers, 4.78 s on 16; GPT-2 8.83, 7.61, 6.33 s; MobileNetV2 10.26,
# 8.73, 6.61 s. The pool starts with 4 of them and starts the others when kernels wait
# (triton_pool.STARTING_WORKERS: sixteen starting at once slowed a small graph's first call,
# mlp 2.51 s against 1.75, bench/results/2026-11-28-gpu-s33.md). Not used on machines without
# CUDA (the CPU backend and Triton's interpreter compile in-process).
compile_threads = int(os.environ.get("TCOMPILE_COMPILE_THREADS", "0")) or min(
    16, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)


@dataclass(frozen=True)
class CompileConfig:
    mode: str = "default"
    fullgraph: bool = False
    dynamic: bool | None = None
    backend: str | Callable[..., Any] = "auto"
    pipeline: str | None = None

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"tcompile.compile: mode={self.mode!r} is not one of {MODES}")
        if not callable(self.backend) and self.backend not in BACKENDS:
            raise ValueError(
                f"tcompile.compile: backend={self.backend!r} is not one of {BACKENDS} "
                "or a callable(module, example_inputs)"
            )

"""Code generation: a loop-dialect function to kernels plus a Python wrapper.

`generate_graph` produces the sources (`tc-opt -t triton|llvm` prints them);
`compile_loop_module` writes them to the cache directory, keyed by a hash of the IR and the
options, and loads the result, so the same graph compiles once per machine.
"""

from __future__ import annotations

import hashlib
import os
from importlib.metadata import version
from typing import TYPE_CHECKING

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from tcompile import __version__
from tcompile.codegen.schedule import CodegenError
from tcompile.runtime.cache import cache_dir

if TYPE_CHECKING:
    from tcompile.codegen.wrapper import GraphSource
    from tcompile.runtime.graph import CompiledGraph

TARGETS = ("llvm", "triton")
MODES = ("default", "reduce-overhead", "max-autotune")


def _backend(target: str):
    if target == "llvm":
        from tcompile.codegen import llvm as backend
    elif target == "triton":
        from tcompile.codegen import triton as backend
    else:
        raise CodegenError(f"unknown target {target!r}; expected one of {', '.join(TARGETS)}")
    return backend


def graph_function(module: ModuleOp, name: str | None = None) -> func.FuncOp:
    fns = [op for op in module.walk() if isinstance(op, func.FuncOp)
           and name in (None, op.sym_name.data)]
    if not fns:
        raise CodegenError(f"no function {name or ''} to compile in the module".replace("  ", " "))
    return fns[0]


def generate_graph(module: ModuleOp, target: str, mode: str = "default",
                   name: str | None = None, boxed: bool = False) -> GraphSource:
    """The wrapper and kernel sources of one loop-dialect function (`boxed`: see
    `generate_wrapper`)."""
    from tcompile.codegen.wrapper import gemms_of, generate_wrapper, schedules_of  # torch

    if mode not in MODES:
        raise CodegenError(f"unknown mode {mode!r}; expected one of {', '.join(MODES)}")
    backend = _backend(target)
    fn = graph_function(module, name)
    _check_loop_level(fn)
    schedules = schedules_of(fn, backend.SPLIT_POINTWISE, combos=backend.COMBO_KERNELS)
    if getattr(backend, "GEMM_TEMPLATES", False):
        gemms = gemms_of(fn)
        kernels = backend.generate(schedules, mode=mode, gemms=gemms)
    else:
        gemms, kernels = [], backend.generate(schedules, mode=mode)
    return generate_wrapper(fn, schedules, kernels, target=target, boxed=boxed, gemms=gemms)


def _check_loop_level(fn: func.FuncOp) -> None:
    from tcompile.dialects.loop import BufferType

    stray = [op.name for op in fn.body.block.ops
             if not op.name.startswith("loop.") and op.name != "func.return"]
    if stray or not all(isinstance(a.type, BufferType) for a in fn.args):
        found = f" (found {stray[0]})" if stray else " (its arguments are not !loop.buffer)"
        raise CodegenError(f"@{fn.sym_name.data} is not loop-dialect IR{found}; lower it first, "
                           "e.g. --pass-pipeline torch-to-loop")


def graph_key(module: ModuleOp, target: str, mode: str, name: str | None = None,
              text: str | None = None, boxed: bool = False) -> str:
    """The cache key of `module`'s generated code; `text`: `str(module)` if already printed."""
    h = hashlib.sha256()
    for part in (str(module) if text is None else text, target, mode, name or "",
                 "boxed" if boxed else "", __version__, version("xdsl"),
                 version("triton") if target == "triton" else version("llvmlite"),
                 _host_flavour(target), _source_stamp()):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def _host_flavour(target: str) -> str:
    """What of the host the generated code depends on: the LLVM kernels' math scales with
    AVX-512's vscalefps where there is one (`vecmath.host_scalef`)."""
    if target != "llvm":
        return ""
    from tcompile.codegen.llvm.vecmath import host_scalef

    return f"scalef={host_scalef()}"


def _source_stamp() -> str:
    """Changes whenever a codegen or runtime source file changes (a development checkout)."""
    root = os.path.dirname(os.path.dirname(__file__))
    stamps = []
    for sub in ("codegen", "runtime"):
        for dirpath, _, files in os.walk(os.path.join(root, sub)):
            for f in sorted(files):
                if f.endswith(".py"):
                    st = os.stat(os.path.join(dirpath, f))
                    stamps.append(f"{f}:{st.st_size}:{st.st_mtime_ns}")
    return ";".join(sorted(stamps))


def compile_loop_module(module: ModuleOp, target: str = "llvm", mode: str = "default",
                        name: str | None = None, text: str | None = None,
                        boxed: bool = False) -> CompiledGraph:
    """A callable running the loop-dialect function `name` (default: the first); `text`:
    `str(module)`, where the caller has printed it; `boxed`: see `generate_wrapper`."""
    from tcompile.runtime.graph import CompiledGraph

    key = graph_key(module, target, mode, name, text, boxed)
    directory = cache_dir("graphs", key[:2], key)
    wrapper = directory / "wrapper.py"
    if not wrapper.exists():
        source = generate_graph(module, target, mode, name, boxed)
        for fname, text in source.files.items():
            _write_atomic(directory / fname, text)
        _write_atomic(wrapper, source.wrapper)
    return CompiledGraph(wrapper, cuda_graphs=mode == "reduce-overhead" and target == "triton")


def _write_atomic(path, text: str) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_text(text)
    os.replace(tmp, path)

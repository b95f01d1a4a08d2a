"""LLVM (CPU) backend: kernel schedules -> one LLVM IR module, run by `tcompile.runtime.cpu`.

Each schedule becomes `void @<name>(ptr noalias %in_ptr0, ..., ptr noalias %out_ptr0, ...,
i64 %s0, ..., i64 %xnumel, i64 %rnumel, i64 %xstart, i64 %xend)`: buffers in
`schedule.buffers` order, size symbols in `schedule.sizes` order, then the launch's numels and
the chunk `[xstart, xend)` of the outer range this call runs. A load or store addresses
`ptr + index` in elements of the buffer's element type. The kernel is scalar IR; the runtime's
O3 pipeline vectorizes it for the host CPU. `@<name>_parallel` runs it on OpenMP threads
(`parallel.py`).
"""

from __future__ import annotations

import re

import llvmlite.ir as ir

from tcompile.codegen.common import GeneratedKernels, without_name
from tcompile.codegen.llvm.kernel import (
    build_kernel,
    element_cost,
    outer_tile,
    prefer_vector_width,
    vector_width,
)
from tcompile.codegen.llvm.parallel import build_parallel_launcher
from tcompile.codegen.llvm.vecmath import LibmCalls, VecMath, host_scalef
from tcompile.codegen.schedule import KernelSchedule

SPLIT_POINTWISE = True
"""Pointwise kernels run as rows (numel = all but the last range, rnumel = the last range)."""

COMBO_KERNELS = False
"""A `loop.combo`'s members run one after another (a launch costs a function call here)."""


def build_module(schedules: list[KernelSchedule]) -> tuple[ir.Module, dict[str, str]]:
    """The module of `schedules`, and the kernels that are another one but for their name
    (each layer of a transformer repeats its predecessor's kernels): name -> the first's
    name. Their functions are dropped, so LLVM optimizes and compiles each kernel once."""
    module = ir.Module(name="tcompile_kernels")
    vm = VecMath(module, LibmCalls(module), scalef=host_scalef())
    first: dict[str, str] = {}  # the kernel's functions with its name taken out -> its name
    same: dict[str, str] = {}
    for schedule in schedules:
        before = set(module.globals)
        kernel = build_kernel(module, schedule, vm)
        chunk = build_parallel_launcher(module, kernel, len(schedule.buffers))
        if (bits := vector_width(schedule)) is not None:
            for fn in (kernel, chunk):  # the chunk inlines the kernel: both say it
                prefer_vector_width(fn, bits)
        # its own functions (`tc_kernel1`, `tc_kernel1_chunk`; not `tc_kernel12`), not the
        # math helpers it was the first to use
        added = [n for n in module.globals
                 if n not in before and without_name(n, schedule.name).startswith("@")]
        # (metadata numbered apart too: each kernel's loops have IDs of their own)
        anonymous = re.sub(r"!\d+", "!", without_name(
            "\n".join(str(module.globals[n]) for n in added), schedule.name))
        if anonymous in first:
            for n in added:
                del module.globals[n]
            same[schedule.name] = first[anonymous]
        else:
            first[anonymous] = schedule.name
    vm.finish()
    return module, same


def _align(schedule: KernelSchedule) -> str:
    """An outer reduction's threads start at whole tiles (`kernel.outer_tile`)."""
    tiles = outer_tile(schedule)
    return f", align={tiles[1]}" if tiles is not None else ""


def generate(schedules: list[KernelSchedule], mode: str = "default") -> GeneratedKernels:
    """The LLVM module of `schedules` as `kernels.ll` plus the wrapper lines that load it."""
    module, same = build_module(schedules)
    kernels = {
        s.name: (f"{s.name} = {same[s.name]}  # the same kernel" if s.name in same else
                 f'{s.name} = _llvm.kernel("{s.name}", nbuffers={len(s.buffers)}, '
                 f"nsizes={len(s.sizes)}, cost={element_cost(s)}{_align(s)}).run")
        for s in schedules
    }
    return GeneratedKernels(
        imports=["import pathlib", "from tcompile.runtime import cpu"],
        prelude=('_llvm = cpu.load_module('
                 'pathlib.Path(__file__).with_name("kernels.ll").read_text())'),
        kernels=kernels,
        files={"kernels.ll": str(module)},
    )

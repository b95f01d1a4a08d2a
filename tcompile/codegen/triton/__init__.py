"""The Triton backend: one `@triton.jit` kernel plus a `TritonLauncher` per KernelSchedule.

`generate(schedules, mode)` returns the pieces of the wrapper module (see `GeneratedKernels`).
Kernels follow the calling convention `kernel(*buffers, *sizes, xnumel, rnumel, XBLOCK,
RBLOCK)`; the launcher (tcompile.runtime.triton) picks the block sizes and the grid.
"""

from __future__ import annotations

from tcompile.codegen.common import GeneratedKernels
from tcompile.codegen.schedule import KernelSchedule
from tcompile.codegen.triton.kernel import KernelWriter

# Triton runs a pointwise kernel as one flat range (no row split as on the CPU).
SPLIT_POINTWISE = False
# Reductions with a static rnumel up to this keep the whole row in registers (no r loop).
PERSISTENT_RNUMEL = 4096


def generate(schedules: list[KernelSchedule], mode: str = "default") -> GeneratedKernels:
    out = GeneratedKernels(imports=["import triton", "import triton.language as tl"])
    libdevice = False
    for s in schedules:
        writer = KernelWriter(s, PERSISTENT_RNUMEL, autotune=(mode == "max-autotune"))
        out.kernels[s.name] = writer.source()
        libdevice |= writer.uses_libdevice
    out.imports.append("from tcompile.runtime.triton import TritonLauncher"
                       + (", libdevice" if libdevice else ""))
    return out

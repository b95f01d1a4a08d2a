"""The Triton backend: one `@triton.jit` kernel plus a `TritonLauncher` per KernelSchedule.

`generate(schedules, mode)` returns the pieces of the wrapper module (see `GeneratedKernels`).
Kernels follow the calling convention `kernel(*buffers, *sizes, xnumel, rnumel, XBLOCK,
RBLOCK)`; the launcher (tcompile.runtime.triton) picks the block sizes and the grid.
"""

from __future__ import annotations

import sympy
from xdsl.ir import Operation

from tcompile.codegen.common import GeneratedKernels, without_name
from tcompile.codegen.schedule import GemmSchedule, KernelSchedule
from tcompile.codegen.triton.kernel import GemmTemplateWriter, KernelWriter
from tcompile.dialects import loop
from tcompile.dialects.sym import FloorDiv, ModularIndexing


def split_pointwise(op: Operation) -> bool:
    """Whether a pointwise kernel runs as 2-D tiles (rows x last dimension) instead of one
    flat range: only a lone pointwise kernel with a transposed access, i.e. a load or store
    whose stride is not 1 in the last range variable but is 1 in another one. A flat kernel
    would touch that buffer uncoalesced; a tile serves both orders (Inductor's YBLOCK/XBLOCK).
    """
    if not isinstance(op, loop.KernelOp) or op.is_reduction or len(op.ranges) < 2:
        return False
    variables = [v for v, e in op.ranges if e != 1]
    if len(variables) < 2 or variables[-1] != op.ranges[-1][0]:
        return False
    last = variables[-1]
    for access in op.body.walk():
        if not isinstance(access, loop.LoadOp | loop.StoreOp):
            continue
        index = sympy.expand(access.index.data)
        opaque = {s for a in index.atoms(FloorDiv, ModularIndexing) for s in a.free_symbols}
        strides = {v: index.coeff(v) for v in variables if v not in opaque}
        if last in opaque or strides[last] in (0, 1):
            continue
        if any(strides[v] == 1 for v in variables[:-1] if v in strides):
            return True
    return False


# Triton runs a pointwise kernel as one flat range, except transposes (see split_pointwise).
SPLIT_POINTWISE = split_pointwise
# A `loop.combo` runs as one kernel, each member on program ids of its own.
COMBO_KERNELS = True
# Reductions with a static rnumel up to this keep the whole row in registers (no r loop). On
# the H100, softmax over 8192 columns took 179.9 us persistent (16 warps) against 182.4 us
# looped (RBLOCK 2048, the row read three times, twice from L2) and 182.5 us looped online
# softmax; torch.compile 179.1 us.
PERSISTENT_RNUMEL = 8192
# A `loop.gemm` may run as one matmul kernel with its epilogue (GemmTemplateWriter), which the
# wrapper's first call times against the library call plus the kernel.
GEMM_TEMPLATES = True


def generate(schedules: list[KernelSchedule], mode: str = "default",
             gemms: list[GemmSchedule] | tuple[GemmSchedule, ...] = ()) -> GeneratedKernels:
    """The kernels of `schedules`. A kernel whose source is another's but for its name (each
    layer of a transformer repeats its predecessor's kernels) is that kernel: its launcher is
    bound to both names, so Triton compiles it once (as Inductor's kernel deduplication;
    a 12-layer BERT has 37 kernels and 7 different ones)."""
    out = GeneratedKernels(imports=["import triton", "import triton.language as tl"])
    libdevice = False
    first: dict[str, str] = {}  # source with the kernel's name taken out -> the first name
    for s in schedules:
        writer = KernelWriter(s, PERSISTENT_RNUMEL, autotune=(mode == "max-autotune"))
        source = writer.source()
        anonymous = without_name(source, s.name)
        if anonymous in first:
            out.kernels[s.name] = f"{s.name} = {first[anonymous]}  # the same kernel"
        else:
            first[anonymous] = s.name
            out.kernels[s.name] = source
        libdevice |= writer.uses_libdevice
    for g in gemms:
        writer = GemmTemplateWriter(g)
        out.kernels[g.name] = writer.source()
        libdevice |= writer.uses_libdevice
    out.imports.append("from tcompile.runtime.triton import "
                       + ("GemmTemplate, " if gemms else "") + "TritonLauncher"
                       + (", libdevice" if libdevice else ""))
    return out

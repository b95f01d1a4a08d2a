"""loop-simplify-indexing: simplify index expressions with the ranges of their kernel.

Reshape views folded by `convert-prim-to-loop` cut a variable into `FloorDiv` and
`ModularIndexing` pieces; within the kernel's ranges most of them are redundant
(`analysis/simplify.py` has the rules). Simpler indices make equal accesses compare equal, so
run this before `loop-fuse`.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from tcompile.dialects.loop import IndexOp, KernelOp, LoadOp, StoreOp
from tcompile.dialects.sym import ExprAttr
from tcompile.passes.analysis.simplify import simplify_with_ranges


@dataclass(frozen=True)
class LoopSimplifyIndexingPass(ModulePass):
    """Simplify every loop.load/store/index expression using its kernel's ranges.

    Before:

        loop.kernel [p0 = 32768] {
          %v = loop.load %x["4096*FloorDiv(p0, 4096) + ModularIndexing(p0, 1, 4096)"] : f32
          %i = loop.index "FloorDiv(p0, 32768)" : i64
          loop.store %y["ModularIndexing(p0, 1, 32768)"], %v : f32
        }

    After:

        loop.kernel [p0 = 32768] {
          %v = loop.load %x[p0] : f32
          %i = loop.index 0 : i64
          loop.store %y[p0], %v : f32
        }
    """

    name = "loop-simplify-indexing"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for kernel in op.walk():
            if isinstance(kernel, KernelOp):
                _simplify_kernel(kernel)


def _simplify_kernel(kernel: KernelOp) -> None:
    ranges = dict(kernel.ranges + kernel.reduce_ranges)
    for op in kernel.body.walk():
        if isinstance(op, LoadOp | StoreOp):
            op.index = ExprAttr(simplify_with_ranges(op.index.data, ranges))
        elif isinstance(op, IndexOp):
            op.expr = ExprAttr(simplify_with_ranges(op.expr.data, ranges))

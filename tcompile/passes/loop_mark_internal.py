"""loop-mark-internal: buffers that live inside one `loop.fused` group need no memory.

A `loop.alloc` whose every use is a `loop.load` or `loop.store` inside the same `loop.fused`
(so it is not returned, viewed or handed to an extern), and that is both written and read
there, only carries values between members of one kernel launch: it becomes
`loop.alloc internal`, which codegen keeps in registers (Inductor's `removed_buffers`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from tcompile.dialects.loop import AllocOp, FusedOp, LoadOp, StoreOp


@dataclass(frozen=True)
class LoopMarkInternalPass(ModulePass):
    """Mark loop.alloc buffers used only inside one loop.fused group as internal.

    Before:

        %t = loop.alloc : !loop.buffer<[64, 128], f32>
        loop.fused {
          loop.kernel [p0 = 64, p1 = 128] { ... loop.store %t["128*p0 + p1"], %v : f32 }
          loop.kernel [p0 = 64] reduce [r0 = 128] { %v = loop.load %t["128*p0 + r0"] : f32 ... }
        }

    After:

        %t = loop.alloc internal : !loop.buffer<[64, 128], f32>
        loop.fused { ... }
    """

    name = "loop-mark-internal"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for alloc in op.walk():
            if isinstance(alloc, AllocOp) and not alloc.is_internal and _is_internal(alloc):
                alloc.set_internal()


def _is_internal(alloc: AllocOp) -> bool:
    users = [use.operation for use in alloc.result.uses]
    if not all(isinstance(u, LoadOp | StoreOp) for u in users):
        return False
    groups = {_enclosing_fused(u) for u in users}
    if len(groups) != 1 or None in groups:
        return False
    return (any(isinstance(u, StoreOp) for u in users)
            and any(isinstance(u, LoadOp) for u in users))


def _enclosing_fused(op: LoadOp | StoreOp) -> FusedOp | None:
    kernel = op.parent_op()
    group = kernel.parent_op() if kernel is not None else None
    return group if isinstance(group, FusedOp) else None

"""loop-write-inputs: a graph result that is the new value of an input is stored into it.

The torch dialect has value semantics, so `p.add_(g)` on a graph input `p` is a new value
that the graph returns and the bridge copies back into `p` after the call (`tc.new_value_of
= k` on the result names the input). That copy reads and writes the tensor once more, which
for an optimizer step (every parameter and its state tensors written in place) is more
memory traffic than the update itself. Where it is safe, the kernel stores the new value
straight into the input's buffer and the graph returns the input itself; the bridge sees the
same tensor and copies nothing (Inductor's mutation of graph inputs through `copy_` nodes
its scheduler turns into stores).

Safe means, for result `%new` (a `loop.alloc`) and argument `%arg` with equal buffer types:
`%new` is stored by one `loop.store` in a kernel K (in a reduction kernel, after its loop: an
index without reduction variables, once per output element); every load of `%arg` is in
an op before K, or at the same index as the store in K or in a pointwise kernel over K's
ranges before K in its `loop.fused` (each element is read before it is overwritten, and
nothing else reads it); nothing after K uses `%arg`, and neither is returned twice. The
frontend guards that a written input shares its memory with no other input.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import IntegerAttr, ModuleOp
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass

from tcompile.dialects.loop import AllocOp, FusedOp, KernelOp, LoadOp, StoreOp, top_level

NEW_VALUE_OF = "tc.new_value_of"


@dataclass(frozen=True)
class LoopWriteInputsPass(ModulePass):
    """Store results marked `tc.new_value_of = k` into argument k where that is safe.

    Before:

        func.func @f(%p: !loop.buffer<[64], f32>, %g: !loop.buffer<[64], f32>)
            -> (!loop.buffer<[64], f32> {tc.new_value_of = 0 : i64}) {
          %new = loop.alloc : !loop.buffer<[64], f32>
          loop.kernel [p0 = 64] {
            %a = loop.load %p[p0] : f32
            %b = loop.load %g[p0] : f32
            %c = arith.subf %a, %b : f32
            loop.store %new[p0], %c : f32
          }
          func.return %new : !loop.buffer<[64], f32>
        }

    After: the kernel stores `%c` into `%p[p0]` and the function returns `%p`.
    """

    name = "loop-write-inputs"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for fn in op.walk():
            if isinstance(fn, FuncOp) and fn.res_attrs is not None:
                _write_inputs(fn)


def _write_inputs(fn: FuncOp) -> None:
    ret = fn.body.block.last_op
    assert isinstance(ret, ReturnOp)
    for j, attrs in enumerate(fn.res_attrs.data):
        target = attrs.data.get(NEW_VALUE_OF)
        if not isinstance(target, IntegerAttr) or target.value.data >= len(fn.args):
            continue
        new, arg = ret.arguments[j], fn.args[target.value.data]
        if _safe(fn, ret, new, arg):
            alloc = new.owner
            new.replace_all_uses_with(arg)
            alloc.detach()
            alloc.erase()


def _safe(fn: FuncOp, ret: ReturnOp, new: SSAValue, arg: SSAValue) -> bool:
    if not isinstance(new.owner, AllocOp) or new.owner.is_internal or new.type != arg.type:
        return False
    if list(ret.arguments).count(new) != 1 or arg in ret.arguments:
        return False
    stores = [u.operation for u in new.uses if isinstance(u.operation, StoreOp)]
    if len(stores) != 1:
        return False
    store = stores[0]
    kernel = store.parent_op()
    if not isinstance(kernel, KernelOp):
        return False
    if kernel.is_reduction and store.index.data.free_symbols & {p for p, _ in
                                                               kernel.reduce_ranges}:
        return False  # a reduction's stores after the loop, once per output element, only
    top = top_level(store, fn)
    order = {op: i for i, op in enumerate(fn.body.block.ops)}
    for use in arg.uses:
        user = use.operation
        where = top_level(user, fn)
        if order[where] < order[top]:
            continue  # read before the kernel writes
        if where is not top or not isinstance(user, LoadOp) or \
                not _reads_first(user.parent_op(), kernel):
            return False
        if user.indirect or user.index.data != store.index.data:
            return False
    return True


def _reads_first(reader: Operation, kernel: KernelOp) -> bool:
    """Whether `reader`'s loads at the store's index run before `kernel` stores there: it is
    `kernel`, or a pointwise kernel before it in its loop.fused over the same ranges (the
    group runs its members in that order at each point: SGD's weight decay reads the
    parameter in the momentum's kernel and again in the update's)."""
    if reader is kernel:
        return True
    group = kernel.parent_op()
    if not isinstance(reader, KernelOp) or not isinstance(group, FusedOp) or \
            reader.parent_op() is not group or reader.is_reduction or kernel.is_reduction:
        return False
    members = group.kernels
    return members.index(reader) < members.index(kernel) and \
        list(reader.ranges) == list(kernel.ranges)

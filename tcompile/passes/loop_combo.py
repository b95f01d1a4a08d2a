"""loop-combo: independent pointwise launches that update inputs in place run as one launch.

An optimizer step updates every parameter, its gradient's reader and its state tensors in
place, one kernel per parameter: loop-fuse's horizontal fusion joins those of one small
size, whose members then run in lock-step (each program instance computes the same
positions of every member), but lock-step is wrong for large tensors: every program would
stream every member's buffers at once (raising loop-fuse's bound from 64K elements made
GPT-2 small's AdamW step 2.6x slower on the H100). So after loop-fuse a GPT-2 small step
still launched 50 kernels for its large parameters and a few for the small sizes.

This pass groups such launches into `loop.combo` ops (Inductor's combo kernels, which its
foreach lowering uses for optimizer steps): one launch whose program ids are split into
ranges, one range per member, each member running as it would alone. What joins a group:

- top-level `loop.kernel` or `loop.fused` ops without reductions, over static sizes;
- that write only function arguments (the in-place updates loop-write-inputs made) or
  internal buffers, so moving them earlier or later allocates nothing sooner nor keeps
  anything alive longer (a forward graph's kernels, which write fresh buffers, are left in
  their order);
- with no path between any two members (directly or through another op), so the group is
  one node of the dependency graph (merging nodes with no path between them keeps the
  graph acyclic); greedy in op order, a group closes when the next eligible launch depends
  on one of its members or the group reaches `max-buffers` pointers or `max-members`.

The function body is then rewritten in a topological order that keeps the original order
where it can (as loop-fuse does).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.passes import ModulePass

from tcompile.dialects.loop import AllocOp, ComboOp, FusedOp, IndexOp, KernelOp, LoadOp, StoreOp
from tcompile.passes.loop_fuse import (
    Node,
    body_and_terminator,
    build_graph,
    fuse_nodes,
    put_back,
    root_buffer,
    topological_order,
)


@dataclass(frozen=True)
class LoopComboPass(ModulePass):
    """Group independent in-place pointwise launches into `loop.combo` ops.

    Before:

        loop.kernel [p0 = 1048576] {
          %a = loop.load %p[p0] : f32
          %g = loop.load %grad[p0] : f32
          %b = arith.subf %a, %g : f32
          loop.store %p[p0], %b : f32
        }
        loop.kernel [p0 = 262144] {
          %a = loop.load %q[p0] : f32
          ...
          loop.store %q[p0], %b : f32
        }

    After:

        loop.combo {
          loop.kernel [p0 = 1048576] { ... }
          loop.kernel [p0 = 262144] { ... }
        }
    """

    name = "loop-combo"

    max_buffers: int = 128
    """Most buffers one launch takes (Triton passes kernel arguments in at most 4 KB)."""

    max_members: int = 32
    """Most launches one combo runs (the generated kernel grows with each)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for func in [f for f in op.walk() if isinstance(f, FuncOp)]:
            if func.body.blocks:
                _combine_block(func.body.block, self.max_buffers, self.max_members)


def eligible(op: Operation) -> bool:
    """A pointwise launch over static sizes that stores only into function arguments or
    internal buffers."""
    if not isinstance(op, KernelOp | FusedOp):
        return False
    kernels = [op] if isinstance(op, KernelOp) else op.kernels
    for k in kernels:
        if k.is_reduction or not k.numel.is_Integer:
            return False
        for inner in k.body.walk():
            if isinstance(inner, IndexOp) and inner.expr.data.free_symbols - k.variables:
                return False
            if not isinstance(inner, LoadOp | StoreOp):
                continue
            if inner.buffer.type.numel().free_symbols or \
                    inner.index.data.free_symbols - k.variables - set(
                        getattr(inner, "indirect_symbols", [])):
                return False
            if isinstance(inner, StoreOp) and not _in_place(inner.buffer):
                return False
    return True


def _in_place(buffer: SSAValue) -> bool:
    root = root_buffer(buffer)
    if isinstance(root, BlockArgument):
        return True
    return isinstance(root.owner, AllocOp) and root.owner.is_internal


def _combine_block(block: Block, max_buffers: int, max_members: int) -> None:
    ops, terminator = body_and_terminator(block)
    nodes = build_graph(block, ops)
    groups: list[list[Node]] = []
    current: list[Node] = []
    buffers: set[SSAValue] = set()
    for node in nodes:
        if node.op is None or not eligible(node.op):
            continue
        touched = node.reads | node.writes
        if current and len(current) < max_members and \
                len(buffers | touched) <= max_buffers and \
                not any(m in node.ancestors for m in current):
            current.append(node)
            buffers |= touched
            continue
        if len(current) > 1:
            groups.append(current)
        current, buffers = [node], set(touched)
    if len(current) > 1:
        groups.append(current)
    if not groups:
        return
    combos: dict[Node, list[Node]] = {}
    for members in groups:
        combined = members[0]
        for m in members[1:]:
            combined = fuse_nodes(combined, m, nodes)
        combos[combined] = members
    order = topological_order(nodes)
    for op in ops:
        op.detach()
    put_back(block, [ComboOp([m.op for m in combos[n]]) if n in combos else n.op
                     for n in order], terminator)

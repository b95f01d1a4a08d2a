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
  anything alive longer; a launch that writes a fresh buffer joins only launches right
  before it, with no other launch between (so nothing moves past another launch: a channels-
  last graph's copies of its weights at its start, or of its weight gradients back to
  row-major before its return, run as one launch; a forward graph's kernels, apart from
  each other, stay in their order);
- with no path between any two members (directly or through another op), so the group is
  one node of the dependency graph (merging nodes with no path between them keeps the
  graph acyclic); greedy in op order, a group closes when the next eligible launch depends
  on one of its members or the group reaches `max-buffers` pointers or `max-members`;
- launches of `large-numel` elements or more only with each other, the others (loop-fuse's
  lock-step groups of small sizes among them) with each other: a combo runs with its
  heaviest member's registers per thread.

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

from tcompile.dialects.loop import (
    AllocOp,
    ComboOp,
    ExternOp,
    FusedOp,
    IndexOp,
    KernelOp,
    LoadOp,
    StoreOp,
)
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

    large_numel: int = 65536
    """Launches over this many elements or more (loop-fuse's `max-independent-numel`: those
    it does not run in lock-step) share combos only with each other."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for func in [f for f in op.walk() if isinstance(f, FuncOp)]:
            if func.body.blocks:
                _combine_block(func.body.block, self.max_buffers, self.max_members,
                               self.large_numel)


def eligible(op: Operation) -> str | None:
    """Whether `op` may join a combo: "in place" for a pointwise launch over static sizes
    that stores only into function arguments or internal buffers, "fresh" for one that also
    stores into buffers the function allocates, None for any other op."""
    if not isinstance(op, KernelOp | FusedOp):
        return None
    kind = "in place"
    kernels = [op] if isinstance(op, KernelOp) else op.kernels
    for k in kernels:
        if k.is_reduction or not k.numel.is_Integer:
            return None
        for inner in k.body.walk():
            if isinstance(inner, IndexOp) and inner.expr.data.free_symbols - k.variables:
                return None
            if not isinstance(inner, LoadOp | StoreOp):
                continue
            if inner.buffer.type.numel().free_symbols or \
                    inner.index.data.free_symbols - k.variables - set(
                        getattr(inner, "indirect_symbols", [])):
                return None
            if isinstance(inner, StoreOp) and not _in_place(inner.buffer):
                kind = "fresh"
    return kind


def _is_launch(op: Operation | None) -> bool:
    return isinstance(op, KernelOp | FusedOp | ComboOp | ExternOp)


def _in_place(buffer: SSAValue) -> bool:
    root = root_buffer(buffer)
    if isinstance(root, BlockArgument):
        return True
    return isinstance(root.owner, AllocOp) and root.owner.is_internal


def lock_step(node: Node) -> bool:
    """Whether a launch is a lock-step group of loop-fuse's horizontal fusion: kernels in
    two or more sets where none writes what another set touches (every program runs a
    slice of each; a step count or learning rate they all read does not join them)."""
    sets: list[tuple[set[SSAValue], set[SSAValue]]] = []  # (written, touched)
    for deps in node.parts:
        written = {root_buffer(d.buffer) for d in deps.writes}
        touched = written | {root_buffer(d.buffer) for d in deps.reads}
        joined = [(w, t) for w, t in sets if w & touched or written & t]
        for w, t in joined:
            sets.remove((w, t))
            written, touched = written | w, touched | t
        sets.append((written, touched))
    return len(sets) > 1


def _combine_block(block: Block, max_buffers: int, max_members: int,
                   large_numel: int) -> None:
    ops, terminator = body_and_terminator(block)
    nodes = build_graph(block, ops)
    groups: list[list[Node]] = []
    # Large launches and lock-step groups fill separate combos: a combo's registers per
    # thread are its heaviest member's, so one lock-step group of 15 small parameters
    # would lower the occupancy of every large parameter's range (GPT-2 small's AdamW
    # ranges streamed at 2.5-3.5 TB/s on the H200 beside one, 4.1 without). Small
    # single launches go with the lock-step groups (a tiny model's step stays one combo).
    open_groups: dict[bool, tuple[list[Node], set[SSAValue]]] = {}  # large? -> group
    # Groups with a member that writes a fresh buffer, and groups that another launch came
    # after: a group that is both closes (its members would move past that launch).
    fresh: set[bool] = set()
    passed: set[bool] = set()

    def close(large: bool) -> None:
        members, _ = open_groups.pop(large, ([], set()))
        fresh.discard(large)
        passed.discard(large)
        if len(members) > 1:
            groups.append(members)

    for node in nodes:
        kind_of_launch = None if node.op is None else eligible(node.op)
        if kind_of_launch is None:
            if _is_launch(node.op):
                passed.update(open_groups)
                for kind in fresh & passed:
                    close(kind)
            continue
        writes_fresh = kind_of_launch == "fresh"
        if any(m in node.ancestors for members, _ in open_groups.values() for m in members):
            # (closing all keeps the merged graph acyclic: no group then waits on another
            # that waits on it)
            for kind in list(open_groups):
                close(kind)
        large = not lock_step(node) and max(int(k.numel) for k in node.kernels) >= large_numel
        if writes_fresh and large in passed:
            close(large)
        touched = node.reads | node.writes
        members, buffers = open_groups.get(large, ([], set()))
        if members and (len(members) >= max_members or len(buffers | touched) > max_buffers):
            close(large)
            members, buffers = [], set()
        open_groups[large] = ([*members, node], buffers | touched)
        if writes_fresh:
            fresh.add(large)
        passed.update(k for k in open_groups if k != large)  # the other group: passed
        for kind in fresh & passed:
            close(kind)
    for kind in list(open_groups):
        close(kind)
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

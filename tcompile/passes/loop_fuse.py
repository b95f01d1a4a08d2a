"""loop-fuse: group kernels into `loop.fused` ops, by the rules of Inductor's scheduler.

Each top-level op of a function is a node; kernels and `loop.fused` ops can fuse, everything
else (`loop.extern`, ops this pass does not know) is a barrier that only orders the others.
Up to 10 rounds, each greedy: candidates are pairs of fusable nodes touching a common buffer,
tried in decreasing order of Inductor's score

    (same kind (both reductions or both not) and shared data, bytes of shared deps, proximity)

and fused when legal (`Scheduler.can_fuse` + `SIMDScheduling.can_fuse`):

- groups `(numel, rnumel)` compatible: two reductions need equal groups, two pointwise nodes
  equal numel, and a pointwise node joins a reduction group `(n, r)` if its numel is `n*r`
  (it runs inside the reduction loop) or `n` (it runs outside, on the reduction's outputs);
- no cycle: no node C with A -> C -> B, since A and B become one;
- vertical: every read of the consumer from a buffer the producer writes is one of the
  producer's writes at the same canonical index (`analysis/deps.py`), so each point of the
  fused loop only needs values computed at that point (a broadcast of a reduction result
  counts); a consumer's write to a buffer the producer touches must hit the elements the
  producer touches at that point;
- some data shared (memory score > 0) and at most `max-fusion-size` kernels per group.

After those rounds, pointwise groups of equal static numel up to `max-independent-numel`
(reductions: of equal numel and rnumel, their product up to it) that share no data fuse
horizontally (Inductor's foreach and combo kernels), in node order,
while no path between them runs through a third node and the group touches at most
`max-independent-buffers` buffers: the updates of an optimizer step's small parameters
(biases, norms' weights, step counters) share launches.

Members of a group are aligned by flat iteration number; codegen runs them in order, a
pointwise member over `n*r` in the reduction loop, one over `n` outside it, and starts a new
reduction loop when a member reads a reduction result of an earlier member. The function
body is then rewritten in a topological order that keeps the original order where it can.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable
from dataclasses import dataclass, field

import sympy
from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import FuncOp
from xdsl.ir import Block, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.traits import IsTerminator

from tcompile.dialects.loop import AllocOp, BufferType, ExternOp, FusedOp, KernelOp, ViewOp
from tcompile.passes.analysis.deps import (
    Group,
    MemDep,
    ReadWrites,
    fusable_read_and_write,
    kernel_group,
    kernel_read_writes,
    merge_read_writes,
)

MAX_ROUNDS = 10  # as Inductor's fuse_nodes


@dataclass(frozen=True)
class LoopFusePass(ModulePass):
    """Fuse loop kernels into loop.fused groups (Inductor's legality and scoring).

    Before:

        loop.kernel [p0 = 64] reduce [r0 = 128] {
          %v = loop.load %x["128*p0 + r0"] : f32
          %s = loop.reduce sum %v : f32
          loop.store %sum[p0], %s : f32
        }
        loop.kernel [p0 = 64, p1 = 128] {
          %v = loop.load %x["128*p0 + p1"] : f32
          %s = loop.load %sum[p0] : f32
          %d = arith.divf %v, %s : f32
          loop.store %out["128*p0 + p1"], %d : f32
        }

    After:

        loop.fused {
          loop.kernel [p0 = 64] reduce [r0 = 128] { ... }
          loop.kernel [p0 = 64, p1 = 128] { ... }
        }
    """

    name = "loop-fuse"

    max_fusion_size: int = 64
    """Most kernels in one loop.fused."""

    max_independent_buffers: int = 128
    """Most buffers in a group of independent kernels (a kernel's arguments; a Triton
    launch passes at most 4 KB of them)."""

    max_independent_numel: int = 65536
    """Largest numel of kernels fused without shared data: small ones are launch-bound;
    large ones run in lock-step, one memory stream per buffer (12 AdamW updates of 1M
    elements each took 1.6x longer on the CPU fused than one after another)."""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for func in [f for f in op.walk() if isinstance(f, FuncOp)]:
            if func.body.blocks:
                _fuse_block(func.body.block, self.max_fusion_size,
                            self.max_independent_buffers, self.max_independent_numel)


@dataclass(eq=False)
class Node:
    """A top-level op, or the kernels fused so far (then `op` is None)."""

    op: Operation | None
    kernels: list[KernelOp]
    """Empty for ops that never fuse."""
    parts: list[ReadWrites]
    """Deps of each kernel."""
    reads: set[SSAValue]
    """Root buffers (views resolved), for ordering."""
    writes: set[SSAValue]
    first: int
    last: int
    """Original positions of the first and last member."""
    ancestors: set[Node] = field(default_factory=set)

    @property
    def fusable(self) -> bool:
        return bool(self.kernels)

    @property
    def is_reduction(self) -> bool:
        return any(k.is_reduction for k in self.kernels)

    @property
    def group(self) -> Group:
        reductions = [k for k in self.kernels if k.is_reduction]
        return kernel_group(reductions[0] if reductions else self.kernels[0])

    @property
    def rw(self) -> ReadWrites:
        return merge_read_writes(self.parts)

    def deps_on(self, buffer: SSAValue) -> list[MemDep]:
        """All accesses of the members to `buffer`'s storage, internal ones included."""
        return [d for p in self.parts for d in (*p.reads, *p.writes) if root_buffer(d.buffer) is buffer]


def root_buffer(buffer: SSAValue) -> SSAValue:
    """The allocated (or argument) buffer whose storage `buffer` is."""
    while isinstance(buffer.owner, ViewOp):
        buffer = buffer.owner.source
    return buffer


def _make_node(op: Operation, position: int) -> Node:
    if isinstance(op, KernelOp | FusedOp):
        kernels = [op] if isinstance(op, KernelOp) else op.kernels
        parts = [kernel_read_writes(k) for k in kernels]
        reads = {root_buffer(d.buffer) for p in parts for d in p.reads}
        writes = {root_buffer(d.buffer) for p in parts for d in p.writes}
        return Node(op, kernels, parts, reads, writes, position, position)
    if isinstance(op, AllocOp | ViewOp):
        return Node(op, [], [], set(), set(), position, position)
    if isinstance(op, ExternOp):
        reads, writes = {root_buffer(v) for v in op.ins}, {root_buffer(v) for v in op.outs}
        return Node(op, [], [], reads, writes, position, position)
    # Unknown ops: assume they read and write every buffer they are given.
    touched = {root_buffer(v) for v in op.operands if isinstance(v.type, BufferType)}
    return Node(op, [], [], touched, set(touched), position, position)


def _values_used(op: Operation, block: Block) -> Iterable[Operation]:
    """Top-level ops of `block` whose results `op` (or anything nested in it) uses."""
    for inner in op.walk():
        for operand in inner.operands:
            owner = operand.owner
            if isinstance(owner, Operation) and owner.parent_block() is block:
                yield owner


def build_graph(block: Block, ops: list[Operation]) -> list[Node]:
    """Nodes in block order, each with its transitive ancestors."""
    nodes = [_make_node(op, i) for i, op in enumerate(ops)]
    by_op = {n.op: n for n in nodes}
    last_writer: dict[SSAValue, Node] = {}
    readers: dict[SSAValue, list[Node]] = {}
    for node in nodes:
        preds = {by_op[o] for o in _values_used(node.op, block) if o in by_op}
        for buf in node.reads:
            if buf in last_writer:
                preds.add(last_writer[buf])
        for buf in node.writes:
            if buf in last_writer:
                preds.add(last_writer[buf])
            preds.update(readers.pop(buf, []))
        preds.discard(node)
        for pred in preds:
            node.ancestors |= {pred} | pred.ancestors
        for buf in node.reads - node.writes:
            readers.setdefault(buf, []).append(node)
        for buf in node.writes:
            last_writer[buf] = node
    return nodes


def _fuse_block(block: Block, max_fusion_size: int, max_independent_buffers: int,
                max_independent_numel: int) -> None:
    ops, terminator = body_and_terminator(block)
    nodes = build_graph(block, ops)
    for _ in range(MAX_ROUNDS):
        if not _fuse_round(nodes, max_fusion_size):
            break
    _fuse_independent(nodes, max_fusion_size, max_independent_buffers, max_independent_numel)
    _rewrite_block(block, ops, nodes, terminator)


def _fuse_independent(nodes: list[Node], max_fusion_size: int, max_buffers: int,
                      max_numel: int) -> None:
    """Horizontal fusion of groups that share no data but have the same numel, or reductions
    the same (numel, rnumel) (Inductor's foreach / combo kernels): an optimizer step updates
    each parameter in a kernel of its own, and the parameters of one shape then run as one
    launch; a batch norm backward's split sums combine their partials in one small kernel.
    Greedy in node order, one open group per size."""
    open_groups: dict[tuple[sympy.Expr, ...], Node] = {}
    for node in list(nodes):
        if not node.fusable:
            continue
        key = tuple(sympy.expand(n) for n in (node.group if node.is_reduction
                                              else node.group[:1]))
        if not (all(n.is_Integer for n in key) and math.prod(int(n) for n in key) <= max_numel):
            continue
        group = open_groups.get(key)
        if group is not None and group in nodes and \
                len(group.reads | group.writes | node.reads | node.writes) <= max_buffers:
            order = _legal_order(group, node, max_fusion_size, shared=False)
            if order is not None:
                open_groups[key] = fuse_nodes(*order, nodes)
                continue
        open_groups[key] = node


def _fuse_round(nodes: list[Node], max_fusion_size: int) -> bool:
    """One greedy round over the candidates, best score first; whether anything fused."""
    candidates = sorted(_candidates(nodes), key=lambda pair: _score(*pair), reverse=True)
    fused_into: dict[Node, Node] = {}

    def current(node: Node) -> Node:
        while node in fused_into:
            node = fused_into[node]
        return node

    for a, b in candidates:
        a, b = current(a), current(b)
        if a is b:
            continue
        order = _legal_order(a, b, max_fusion_size)
        if order is None:
            continue
        new = fuse_nodes(*order, nodes)
        fused_into[a] = fused_into[b] = new
    return bool(fused_into)


def _candidates(nodes: list[Node]) -> list[tuple[Node, Node]]:
    """Pairs of fusable nodes that touch a common buffer, in node order."""
    by_buffer: dict[SSAValue, list[Node]] = {}
    for node in nodes:
        if node.fusable:
            for buf in sorted(node.reads | node.writes, key=lambda b: _first_use(node, b)):
                by_buffer.setdefault(buf, []).append(node)
    pairs: dict[tuple[Node, Node], None] = {}
    for users in by_buffer.values():
        for i, a in enumerate(users):
            for b in users[i + 1:]:
                pairs[(a, b)] = None
    return list(pairs)


def _first_use(node: Node, buffer: SSAValue) -> int:
    """Deterministic order of a node's buffers: where its deps first mention them."""
    deps = [d.buffer for p in node.parts for d in (*p.reads, *p.writes)]
    return next(i for i, b in enumerate(deps) if root_buffer(b) is buffer)


def _score(a: Node, b: Node) -> tuple[bool, int, int]:
    """Inductor's `score_fusion` (without its template term)."""
    memory = _shared_bytes(a, b)
    proximity = -max(abs(a.first - b.last), abs(b.first - a.last))
    return (a.is_reduction == b.is_reduction and memory > 0, memory, proximity)


def _shared_bytes(a: Node, b: Node) -> int:
    """Bytes of deps both nodes have, plus producer writes the other node reads."""
    rw_a, rw_b = a.rw, b.rw
    deps_b = {*rw_b.reads, *rw_b.writes}
    total = sum(d.nbytes_hint() for d in {*rw_a.reads, *rw_a.writes} if d in deps_b)
    for reads, writes in ((rw_b.reads, rw_a.writes), (rw_a.reads, rw_b.writes)):
        for w in writes:
            if any(r != w and fusable_read_and_write(r, w) for r in reads):
                total += w.nbytes_hint()
    return total


def _equal(a: sympy.Expr, b: sympy.Expr) -> bool:
    return sympy.expand(a - b) == 0


def _groups_compatible(a: Node, b: Node) -> bool:
    (n1, r1), (n2, r2) = a.group, b.group
    if a.is_reduction and b.is_reduction:
        return _equal(n1, n2) and _equal(r1, r2)
    if not a.is_reduction and not b.is_reduction:
        return _equal(n1, n2)
    (n, r), m = ((n1, r1), n2) if a.is_reduction else ((n2, r2), n1)
    return _equal(m, n * r) or _equal(m, n)


def _legal_order(a: Node, b: Node, max_fusion_size: int, shared: bool = True
                 ) -> tuple[Node, Node] | None:
    """(producer, consumer) if `a` and `b` may fuse, else None; `shared`: only if they
    share data."""
    if not (a.fusable and b.fusable) or len(a.kernels) + len(b.kernels) > max_fusion_size:
        return None
    if not _groups_compatible(a, b):
        return None
    if b in a.ancestors or (a not in b.ancestors and b.first < a.first):
        a, b = b, a
    # Fusing must not skip over a node between them: a -> c -> b.
    if any(a in c.ancestors for c in b.ancestors if c is not a):
        return None
    if not _vertical_deps_match(a, b):
        return None
    if shared and _shared_bytes(a, b) == 0:
        return None
    return a, b


def _vertical_deps_match(producer: Node, consumer: Node) -> bool:
    """Whether each point of the fused loop needs only values computed at that point."""
    writes = producer.rw.writes
    for read in consumer.rw.reads:
        if root_buffer(read.buffer) in producer.writes and not any(
                fusable_read_and_write(read, w) for w in writes):
            return False
    for write in consumer.rw.writes:
        buf = root_buffer(write.buffer)
        if buf in producer.reads | producer.writes and any(
                d != write or d.is_indirect for d in producer.deps_on(buf)):
            return False
    return True


def fuse_nodes(producer: Node, consumer: Node, nodes: list[Node]) -> Node:
    """Replace the two nodes by one, in `nodes` and in every ancestor set."""
    gone = {producer, consumer}
    new = Node(
        None, producer.kernels + consumer.kernels, producer.parts + consumer.parts,
        producer.reads | consumer.reads, producer.writes | consumer.writes,
        min(producer.first, consumer.first), max(producer.last, consumer.last),
        (producer.ancestors | consumer.ancestors) - gone,
    )
    for node in nodes:
        if node.ancestors & gone:
            node.ancestors = (node.ancestors - gone) | {new} | new.ancestors
    nodes[nodes.index(producer)] = new
    nodes.remove(consumer)
    return new


def topological_order(nodes: list[Node]) -> list[Node]:
    """Dependencies first; otherwise the original order of each node's first member."""
    waiting = {n: len(n.ancestors) for n in nodes}
    descendants: dict[Node, list[Node]] = {n: [] for n in nodes}
    for n in nodes:
        for a in n.ancestors:
            descendants[a].append(n)
    ready = [(n.first, i, n) for i, n in enumerate(nodes) if not n.ancestors]
    heapq.heapify(ready)
    index = {n: i for i, n in enumerate(nodes)}
    order = []
    while ready:
        _, _, node = heapq.heappop(ready)
        order.append(node)
        for d in descendants[node]:
            waiting[d] -= 1
            if waiting[d] == 0:
                heapq.heappush(ready, (d.first, index[d], d))
    return order


def _rewrite_block(block: Block, ops: list[Operation], nodes: list[Node],
                   terminator: Operation | None) -> None:
    order = topological_order(nodes)
    for op in ops:
        op.detach()
    new_ops = []
    for node in order:
        if node.op is not None:
            new_ops.append(node.op)
            continue
        for kernel in node.kernels:
            if kernel.parent is not None:  # inside a loop.fused that joined this group
                kernel.detach()
        new_ops.append(FusedOp(node.kernels))
    # Fused ops whose kernels joined a bigger group are empty now.
    kept = set(new_ops)
    for op in ops:
        if isinstance(op, FusedOp) and op not in kept:
            op.erase()
    put_back(block, new_ops, terminator)


def body_and_terminator(block: Block) -> tuple[list[Operation], Operation | None]:
    """The block's ops but its terminator, and the terminator (None without one)."""
    ops = list(block.ops)
    terminator = ops[-1] if ops and ops[-1].has_trait(IsTerminator) else None
    if terminator is not None:
        ops.pop()
    return ops, terminator


def put_back(block: Block, ops: list[Operation], terminator: Operation | None) -> None:
    """Append detached `ops` to `block`, before its terminator if it has one."""
    for op in ops:
        if terminator is None:
            block.add_op(op)
        else:
            block.insert_op_before(op, terminator)

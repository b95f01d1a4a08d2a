"""Transcendentals that a later loop phase would recompute, kept in the output buffer instead.

Softmax runs three loops over a row: the max, the sum of exp(x - max), then
exp(x - max) / sum. The third loop recomputes every exponential of the second, which is most
of the kernel's work. When a pointwise member of a later loop phase

    phase 2:  e = exp(load(x, r) - max);  sum += e
    phase 3:  e' = exp(load(x, r) - max); store(out, r, e' / sum)

recomputes a value of an earlier loop phase, the earlier phase also stores it into the element
of the output that the later member overwrites anyway, and the later member loads it back:

    phase 2:  e = exp(load(x, r) - max);  sum += e;  store(out, r, e)
    phase 3:  store(out, r, load(out, r) / sum)

Values are matched by value numbering over the members' bodies (loads by buffer and by their
index over xindex/rindex, so the same `rindex` of both loops means the same element). The output
element is private to the row: the member stores it once per (xindex, rindex) and no other
member of the kernel reads or writes the buffer.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects import math as xmath
from xdsl.ir import Operation, SSAValue

from tcompile.codegen.schedule import RINDEX, KernelSchedule, Member
from tcompile.dialects import loop

# Ops worth a store and a load to avoid recomputing (a polynomial each in vecmath or libm).
_COSTLY = (xmath.ExpOp, xmath.Exp2Op, xmath.ExpM1Op, xmath.LogOp, xmath.Log1pOp, xmath.Log2Op,
           xmath.TanhOp, xmath.ErfOp, xmath.SinOp, xmath.CosOp, xmath.PowFOp)


@dataclass(frozen=True)
class Reuse:
    """`consumer` (in `member`, a later phase) has the value of `producer` (an earlier phase);
    `store`'s buffer element holds it between the two."""

    producer: Operation
    consumer: Operation
    member: Member
    store: loop.StoreOp


def plan_reuse(schedule: KernelSchedule) -> list[Reuse]:
    """The transcendentals of later loop phases that an earlier phase computes already."""
    keys: dict[SSAValue, object] = {}
    earlier: dict[object, Operation] = {}  # value key -> op of an earlier loop phase
    plans: list[Reuse] = []
    loop_phases = [p for p in schedule.phases if p.level == "loop"]
    for phase in loop_phases:
        produced: dict[object, Operation] = {}
        for m in phase.members:
            for op in m.constants + m.body:
                _number(op, m, schedule, keys)
            if not m.is_reduction:
                plan = _plan_member(m, schedule, keys, earlier)
                if plan is not None:
                    plans.append(plan)
            for op in m.body:
                if op.results and keys.get(op.results[0]) is not None:
                    produced.setdefault(keys[op.results[0]], op)
        for key, op in produced.items():
            earlier.setdefault(key, op)
    return plans


def _number(op: Operation, m: Member, schedule: KernelSchedule,
            keys: dict[SSAValue, object]) -> None:
    """The value key of `op`'s result, or None where two equal keys might differ in value."""
    if len(op.results) != 1:
        return
    key: object = None
    if isinstance(op, loop.LoadOp):
        if op.buffer in schedule.registers:
            key = ("reg", op.buffer)
        elif not op.indirect and op.mask is None and not _written(op.buffer, schedule):
            key = ("load", op.buffer, m.index(op.index.data))
    elif isinstance(op, arith.ConstantOp):
        key = ("const", str(op.value), str(op.result.type))
    elif not isinstance(op, loop.ReduceOp | loop.IndexOp) and not op.regions:
        operands = tuple(keys.get(o) for o in op.operands)
        if all(k is not None for k in operands):
            key = (op.name, str(op.properties), str(op.attributes), operands,
                   str(op.results[0].type))
    keys[op.results[0]] = key


def _written(buffer: SSAValue, schedule: KernelSchedule) -> bool:
    return any(isinstance(op, loop.StoreOp) and op.buffer == buffer
               for m in schedule.members for op in m.body + m.post)


def _plan_member(m: Member, schedule: KernelSchedule, keys: dict[SSAValue, object],
                 earlier: dict[object, Operation]) -> Reuse | None:
    stores = [op for op in m.body if isinstance(op, loop.StoreOp)]
    if len(stores) != 1 or stores[0].buffer in schedule.registers:
        return None
    store = stores[0]
    if RINDEX not in m.index(store.index.data).free_symbols or _shared(store, schedule):
        return None
    found = [op for op in m.body if isinstance(op, _COSTLY) and keys.get(op.results[0]) in earlier]
    if len(found) != 1 or found[0].results[0].type != store.buffer.type.element_type:
        return None
    return Reuse(earlier[keys[found[0].results[0]]], found[0], m, store)


def _shared(store: loop.StoreOp, schedule: KernelSchedule) -> bool:
    """Whether another op of the kernel reads or writes the stored-to buffer."""
    return any(isinstance(op, loop.LoadOp | loop.StoreOp) and op.buffer == store.buffer
               and op is not store for m in schedule.members for op in m.body + m.post)

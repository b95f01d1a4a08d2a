"""Static facts about normalized instructions that graph breaks need.

- `live_locals`: which fast locals a resume function must receive;
- `in_loop`: whether a break point lies on a cycle (a resume would contain the loop and
  break again on every iteration, so the frame is skipped instead, as in Dynamo);
- `in_try` / `with_blocks`: whether the point is protected by a try/except/finally (no
  resume: the frame is skipped) or only by with-blocks and inlined comprehensions, whose
  exception handlers a resume function keeps working.

The control-flow graph has an edge for every fall-through, jump target and exception
handler. Results are computed once per instruction list (normalize's lists are cached).
"""

from __future__ import annotations

from tcompile.frontend.bytecode.instructions import ExceptionEntry, Instr

_NO_FALLTHROUGH = {"JUMP", "RETURN_VALUE", "RAISE_VARARGS", "RERAISE"}
_READS = {"LOAD_FAST", "LOAD_FAST_AND_CLEAR", "DELETE_FAST"}  # DELETE_FAST needs a value
_WRITES = {"STORE_FAST", "DELETE_FAST", "LOAD_FAST_AND_CLEAR"}  # ...and leaves it unbound


def successors(instrs: list[Instr], index: int) -> list[int]:
    """Indices control may reach right after `instrs[index]`, exception handlers included."""
    instr = instrs[index]
    out = []
    if instr.opname not in _NO_FALLTHROUGH and index + 1 < len(instrs):
        out.append(index + 1)
    if instr.target is not None:
        out.append(instr.target.index)
    if instr.exn is not None:
        out.append(instr.exn.handler.index)
    return out


class _Facts:
    """Liveness and loop membership of one instruction list."""

    def __init__(self, instrs: list[Instr]):
        self.instrs = instrs  # keeps id(instrs) valid while cached
        succ = [successors(instrs, i) for i in range(len(instrs))]
        self.live_in = self._liveness(instrs, succ)
        self.on_cycle = self._cycles(succ)

    @staticmethod
    def _liveness(instrs: list[Instr], succ: list[list[int]]) -> list[frozenset[str]]:
        live: list[frozenset[str]] = [frozenset()] * len(instrs)
        changed = True
        while changed:  # backward data flow to a fixpoint; reverse order converges fast
            changed = False
            for i in reversed(range(len(instrs))):
                instr = instrs[i]
                out: set[str] = set()
                for s in succ[i]:
                    out |= live[s]
                if instr.opname in _WRITES:
                    out.discard(instr.argval)
                if instr.opname in _READS:
                    out.add(instr.argval)
                if out != live[i]:
                    live[i] = frozenset(out)
                    changed = True
        return live

    @staticmethod
    def _cycles(succ: list[list[int]]) -> list[bool]:
        """Whether each node lies on a cycle: Tarjan's strongly connected components,
        iterative (functions can be long)."""
        n = len(succ)
        order, low, on_stack = [-1] * n, [0] * n, [False] * n
        stack: list[int] = []
        result = [False] * n
        counter = 0
        for root in range(n):
            if order[root] != -1:
                continue
            work = [(root, 0)]
            while work:
                node, k = work.pop()
                if k == 0:
                    order[node] = low[node] = counter
                    counter += 1
                    stack.append(node)
                    on_stack[node] = True
                if k < len(succ[node]):
                    work.append((node, k + 1))
                    nxt = succ[node][k]
                    if order[nxt] == -1:
                        work.append((nxt, 0))
                    elif on_stack[nxt]:
                        low[node] = min(low[node], order[nxt])
                    continue
                if low[node] == order[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack[member] = False
                        component.append(member)
                        if member == node:
                            break
                    cyclic = len(component) > 1 or node in succ[node]
                    for member in component:
                        result[member] = cyclic
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
        return result


_FACTS: dict[int, _Facts] = {}


def _facts(instrs: list[Instr]) -> _Facts:
    facts = _FACTS.get(id(instrs))
    if facts is None or facts.instrs is not instrs:
        facts = _FACTS[id(instrs)] = _Facts(instrs)
    return facts


def live_locals(instrs: list[Instr], index: int) -> frozenset[str]:
    """Fast locals that may be read before being written when execution continues at
    `instrs[index]`. Cell and free variables are never included: resume functions get
    them as closure cells."""
    return _facts(instrs).live_in[index]


def in_loop(instrs: list[Instr], index: int) -> bool:
    """Whether `instrs[index]` lies on a cycle of the control-flow graph (a loop body, its
    header, or code a `continue` or retrying handler returns to)."""
    return _facts(instrs).on_cycle[index]


def in_try(instr: Instr) -> bool:
    """Whether an exception raised at `instr` would reach a try/except/finally handler
    (its own or an enclosing one). With-blocks and 3.12+ inlined comprehensions alone do
    not count: a resume function keeps their handlers working."""
    entry = instr.exn
    while entry is not None:
        if entry.kind == "try":
            return True
        entry = entry.outer
    return False


def with_blocks(instr: Instr) -> list[ExceptionEntry]:
    """The with-blocks whose bodies contain `instr`, outermost first (only meaningful
    when `not in_try(instr)`). Each entry's `handler` is the block's `__exit__` path."""
    blocks = []
    entry = instr.exn
    while entry is not None:
        if entry.kind == "with":
            blocks.append(entry)
        entry = entry.outer
    return blocks[::-1]

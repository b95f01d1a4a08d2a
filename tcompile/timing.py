"""Where compiling spends its time: `tcompile.compile_times()`, torch._dynamo.utils.compile_times'
counterpart.

Each phase of a compile (the bytecode capture, each pass pipeline, code generation, Triton's
kernel compiles, waiting for the compile workers) is timed with `timed(phase)`. Phases nest:
a phase's time excludes the phases timed inside it, so the phases add up to the time spent
compiling, and `capture` is the interpreter's own time, not the lowering of the graphs it
hands over. Torch-free, so that every layer (frontend, compiler, runtime) may use it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

_times: dict[str, list[float]] = {}  # phase -> [seconds, times entered]
_lock = threading.Lock()  # a backward compiles in autograd's thread
_local = threading.local()  # .open: the phases being timed in this thread, innermost last


@contextmanager
def timed(phase: str) -> Iterator[None]:
    """Add the time spent inside to `phase`, less that of the phases timed inside it."""
    stack = _local.__dict__.setdefault("open", [])
    entry = [time.perf_counter(), 0.0]  # start, seconds spent in nested phases
    stack.append(entry)
    try:
        yield
    finally:
        stack.pop()
        spent = time.perf_counter() - entry[0]
        with _lock:
            total = _times.setdefault(phase, [0.0, 0])
            total[0] += spent - entry[1]
            total[1] += 1
        if stack:
            stack[-1][1] += spent


def compile_times(reset: bool = False) -> dict[str, tuple[float, int]]:
    """Seconds spent and times entered, by phase, since the process started or the last
    `compile_times(reset=True)` (which returns the totals and starts again)."""
    with _lock:
        out = {phase: (seconds, int(calls)) for phase, (seconds, calls) in _times.items()}
        if reset:
            _times.clear()
    return out


def format_compile_times(times: dict[str, tuple[float, int]] | None = None) -> str:
    """`compile_times()` as a table, longest phase first, with the total."""
    times = compile_times() if times is None else times
    rows = sorted(times.items(), key=lambda kv: -kv[1][0])
    width = max([len("total"), *map(len, times)])
    lines = [f"{'phase':<{width}}  seconds  calls"]
    lines += [f"{p:<{width}}  {s:7.3f}  {n:5d}" for p, (s, n) in rows]
    lines.append(f"{'total':<{width}}  {sum(s for s, _ in times.values()):7.3f}")
    return "\n".join(lines)

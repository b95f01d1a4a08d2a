"""`tcompile.compile_times()`: where compiling spent its time, phase by phase, each phase's
time excluding the phases timed inside it (so they add up to the time spent compiling)."""

from __future__ import annotations

import time

import torch

import tcompile
from tcompile import timing


def test_nested_phases_exclude_each_other():
    timing.compile_times(reset=True)
    with timing.timed("outer"):
        time.sleep(0.02)
        with timing.timed("inner"):
            time.sleep(0.05)
        with timing.timed("inner"):
            time.sleep(0.01)
    times = timing.compile_times(reset=True)
    assert times["inner"][1] == 2 and times["outer"][1] == 1
    assert 0.06 <= times["inner"][0] < 0.2
    assert 0.02 <= times["outer"][0] < 0.06  # the sleeps of "inner" are not counted again
    assert timing.compile_times() == {}


def test_a_compile_is_timed_by_phase():
    tcompile.reset()
    timing.compile_times(reset=True)
    fast = tcompile.compile(lambda x: torch.softmax(x * 2, -1).sum(0))
    x = torch.randn(8, 16)
    torch.testing.assert_close(fast(x), torch.softmax(x * 2, -1).sum(0))
    times = tcompile.compile_times()
    for phase in ("capture", "torch-to-prim", "prim-to-loop", "codegen", "verify"):
        assert phase in times and times[phase][1] >= 1, (phase, times)
    fast(x)  # a cache hit compiles nothing
    assert tcompile.compile_times() == times
    table = timing.format_compile_times(times)
    assert table.splitlines()[0].split() == ["phase", "seconds", "calls"]
    assert table.splitlines()[-1].startswith("total")

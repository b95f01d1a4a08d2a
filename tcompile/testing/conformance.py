"""How much of torch's own OpInfo database tcompile compiles: the conformance suite (issue #12).

For each OpInfo of `torch.testing._internal.common_methods_invocations.op_db`, each dtype asked
for that the op supports on the CPU and its first few sample inputs, `run_sample` calls the
op's function variant eagerly and through a fresh `tcompile.compile`, compares the two, and
puts the sample in exactly one class:

    compiled   one graph (or none: the whole function was captured and needs no kernel, as
               `x.contiguous()` of a contiguous x), no graph break, nothing run natively,
               the result matched
    broken     the result matched, but the function broke into several pieces
    fallback   the result matched, but a graph replayed its ATen ops eagerly or a frame ran
               natively (the compiler gave up on it); wins over `broken` when both happened
    wrong      no exception, but an output (or a mutated input) differs from eager's in type,
               dtype, shape, values or strides
    error      the compiled call raised where eager did not
    skipped    eager itself raised on the sample: it says nothing about tcompile and is not
               counted in the percentages

Strides are compared as users see them (only for outputs of more than one element whose eager
strides are dense and non-overlapping); a stride mismatch is `wrong` with a reason starting
with "strides", so `top_reasons` shows it apart from wrong values. Each non-compiled sample
carries a short reason (the break, fallback or exception message, or the mismatch), and
`top_reasons` groups them by the ATen op they name, so the first lines say what to fix first.

bench/conformance.py runs the whole database (and, with `--timing`, times compiled elementwise
ops and reductions against eager); tests/e2e/test_conformance.py holds a fixed small sample
to `compiled` (known exceptions: `conformance::<op>::<dtype>` in
tcompile/testing/expected_failures.py).

The OpInfo database takes seconds to import, so it is imported inside the functions.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import math
import re
import statistics
import time
import traceback
import warnings
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import torch
from torch._prims_common import is_non_overlapping_and_dense_or_false
from torch.utils._pytree import tree_leaves

import tcompile
from tcompile.frontend.api import Stats, _compiled_function

if TYPE_CHECKING:
    from torch.testing._internal.opinfo.core import OpInfo, SampleInput

CLASSES = ("compiled", "broken", "fallback", "wrong", "error", "skipped")
COUNTED = CLASSES[:-1]  # `skipped` samples say nothing about tcompile
DTYPES: dict[str, torch.dtype] = {"float32": torch.float32, "bfloat16": torch.bfloat16,
                                  "float16": torch.float16, "int64": torch.int64,
                                  "bool": torch.bool}
# (rtol, atol) for floating outputs, by the sample's dtype: OpInfo's own float32 tolerance
# (1.3e-6, 1e-5) is tight for fused kernels that reassociate sums, so rtol is looser; reduced
# precision gets OpInfo's bfloat16 tolerance. Integer and bool outputs must be equal.
TOLERANCES: dict[torch.dtype, tuple[float, float]] = {
    torch.float32: (1e-4, 1e-5), torch.bfloat16: (1.6e-2, 1e-2), torch.float16: (1.6e-2, 1e-2)}
SEED = 0
# Ops whose outputs are uninitialised memory: only their metadata can be compared.
UNINITIALIZED = frozenset({"empty", "empty_like", "empty_permuted", "empty_strided",
                           "new_empty", "new_empty_strided"})
TIMED_SHAPE = (1024, 1024)


@dataclass(frozen=True)
class SampleResult:
    """One sample's class (see the module docstring) and, unless compiled, why."""

    op: str  # the OpInfo's name, `.variant_test_name` appended when it has one
    dtype: str  # a key of DTYPES
    index: int  # the sample's position in `sample_inputs`
    outcome: str  # one of CLASSES
    reason: str = ""


@dataclass(frozen=True)
class Timing:
    """Eager against compiled on a `TIMED_SHAPE` input, per call (see `time_op`): the whole
    compiled call (guard, bridge, generated wrapper, kernels) and the generated code alone
    (wrapper and kernels: the buffers it allocates and its launches; None where the bridge
    does not call it directly)."""

    op: str
    dtype: str
    eager_ms: float
    compiled_ms: float
    kernel_ms: float | None = None
    library_call: bool = False
    """The graph calls ATen for the op (`loop.extern`): eager's own kernel, not ours."""

    @property
    def speedup(self) -> float:
        return self.eager_ms / self.compiled_ms

    @property
    def kernel_speedup(self) -> float | None:
        return None if self.kernel_ms is None else self.eager_ms / self.kernel_ms


@dataclass
class Report:
    """The results of a run, in the order they were produced."""

    results: list[SampleResult] = field(default_factory=list)
    timings: list[Timing] = field(default_factory=list)

    def counts(self) -> dict[str, Counter[str]]:
        """Per dtype (and "all"): how many samples fell in each class."""
        out: dict[str, Counter[str]] = defaultdict(Counter)
        for r in self.results:
            out[r.dtype][r.outcome] += 1
            out["all"][r.outcome] += 1
        return dict(out)

    def top_reasons(self, n: int = 30) -> list[tuple[str, list[SampleResult]]]:
        """The `n` largest groups (see `reason_group`) of the non-compiled samples that count,
        largest first: what to fix first."""
        groups: dict[str, list[SampleResult]] = defaultdict(list)
        for r in self.results:
            if r.outcome in COUNTED and r.outcome != "compiled":
                groups[reason_group(r)].append(r)
        return sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:n]


def op_name(opinfo: OpInfo) -> str:
    return f"{opinfo.name}.{opinfo.variant_test_name}" if opinfo.variant_test_name \
        else opinfo.name


def select_ops(ops: Iterable[str] | None = None) -> list[OpInfo]:
    """The OpInfos named in `ops` (a name selects every variant, `name.variant` one of them),
    or the whole database."""
    with _quiet():
        from torch.testing._internal.common_methods_invocations import op_db
    if ops is None:
        return list(op_db)
    wanted = set(ops)
    found = [o for o in op_db if o.name in wanted or op_name(o) in wanted]
    unknown = wanted - {o.name for o in found} - {op_name(o) for o in found}
    if unknown:
        raise ValueError(f"no OpInfo named {', '.join(sorted(unknown))}")
    return found


def run(ops: Iterable[str] | None = None, dtypes: Iterable[str] = tuple(DTYPES),
        samples: int = 3, timing: bool = False,
        progress: Callable[[SampleResult], None] | None = None) -> Report:
    """Run the first `samples` sample inputs of each op of `ops` (names as `select_ops` takes
    them; default: all of op_db) for each of `dtypes` the op supports on the CPU. With
    `timing`, also time each elementwise op and reduction whose first compiled sample
    compiled (see `time_op`). `progress` sees each result as it is made."""
    report = Report()
    torch_dtypes = [DTYPES[d] for d in dtypes]
    with torch.random.fork_rng(devices=[]), _quiet():
        for opinfo in select_ops(ops):
            supported = opinfo.supported_dtypes("cpu")
            for dtype in (d for d in torch_dtypes if d in supported):
                timed = not timing
                for result, sample in run_op(opinfo, dtype, samples):
                    report.results.append(result)
                    if progress is not None:
                        progress(result)
                    if not timed and result.outcome == "compiled" and sample is not None:
                        timed = True
                        t = time_op(opinfo, dtype, sample)
                        if t is not None:
                            report.timings.append(t)
    return report


def run_op(opinfo: OpInfo, dtype: torch.dtype, samples: int
           ) -> Iterator[tuple[SampleResult, SampleInput | None]]:
    """(result, sample) of the first `samples` sample inputs of `opinfo` in `dtype`, made
    from a fixed seed so that a run is reproducible (one `skipped` result without a sample
    if the OpInfo cannot make them)."""
    name, dtype_name = op_name(opinfo), _dtype_name(dtype)
    torch.manual_seed(SEED)
    try:
        inputs = list(itertools.islice(opinfo.sample_inputs("cpu", dtype, requires_grad=False),
                                       samples))
    except Exception as e:
        yield SampleResult(name, dtype_name, 0, "skipped", f"sample_inputs raised: "
                           f"{_first_line(e)}"), None
        return
    op = _without_seed_wrapper(opinfo.op)
    # Random ops draw in the kernels, from other streams than eager's: their values are
    # checked by statistics (tests/e2e/test_random.py), here their types, shapes, strides
    values = opinfo.name not in UNINITIALIZED and op is opinfo.op
    for i, sample in enumerate(inputs):
        outcome, reason = run_sample(op, sample, dtype, values=values)
        yield SampleResult(name, dtype_name, i, outcome, reason), sample


def _without_seed_wrapper(op: Callable[..., Any]) -> Callable[..., Any]:
    """The OpInfos of random ops call the op through the test helper `wrapper_set_seed`
    (`with freeze_rng_state(): torch.manual_seed(42); return op(...)`): test scaffolding
    around the op, which saves and restores the generator's state tensor. The suite compiles
    the op itself: the same lambda with `wrapper_set_seed` a plain call (`_call` seeds the
    generator before each run, so eager and compiled runs draw from the same state)."""
    code = getattr(op, "__code__", None)
    if code is None or "wrapper_set_seed" not in code.co_names:
        return op
    scope = {**op.__globals__, "wrapper_set_seed": lambda f, *a, **k: f(*a, **k)}
    return type(op)(code, scope, op.__name__, op.__defaults__, op.__closure__)


def run_sample(op: Callable[..., Any], sample: SampleInput, dtype: torch.dtype,
               values: bool = True) -> tuple[str, str]:
    """(class, reason) of `op(sample.input, *sample.args, **sample.kwargs)` compiled afresh
    against eager, each on its own deep copy of the sample (tensors in lists too, views
    sharing their storage as in the sample). The outputs are compared, then the arguments
    after the call (`args[0]` is the sample's input), so that a mutation counts too; without
    `values`, only their types, dtypes, shapes and strides are."""
    expected_out, expected_args, expected_kwargs, _ = _call(op, sample, compiled=False)
    if isinstance(expected_out, Exception):
        return "skipped", f"eager raises {_first_line(expected_out)}"
    out, args, kwargs, compiled = _call(op, sample, compiled=True)
    if isinstance(out, Exception):
        return "error", _first_line(out)
    mismatch = compare(expected_out, out, dtype, values, "output") \
        or compare(expected_args, args, dtype, values, "args") \
        or compare(expected_kwargs, kwargs, dtype, values, "kwargs")
    if mismatch is not None:
        return "wrong", mismatch
    return _classify(compiled)


def _call(op: Callable[..., Any], sample: SampleInput, compiled: bool
          ) -> tuple[Any, list[Any], dict[str, Any], Any]:
    """(the output or the exception raised, the positional and keyword arguments after the
    call, the compiled function or None), from a fresh deep copy of the sample, under the
    same seed (random ops draw the same numbers if tcompile runs them as eager does)."""
    args, kwargs = _deep_clone(([sample.input, *sample.args], sample.kwargs), {})

    def fn(*a: Any) -> Any:
        return op(*a, **kwargs)

    run = tcompile.compile(fn) if compiled else fn
    torch.manual_seed(SEED)
    try:
        out: Any = run(*args)
    except Exception as e:
        out = e
    return out, args, kwargs, run if compiled else None


def _deep_clone(value: Any, storages: dict[int, torch.UntypedStorage]) -> Any:
    """`value` with every tensor in it copied, strides and storage offsets kept, views of one
    storage made views of one copy (`storages`: the copies by data pointer), so that an op
    sees the same aliasing as in the sample; other leaves are immutable and kept."""
    if isinstance(value, torch.Tensor):
        if value.layout != torch.strided or value.is_quantized:
            return value.clone()  # no storage to share (sparse) or to `set_` (quantized)
        storage = value.untyped_storage()
        copied = storages.get(storage.data_ptr())
        if copied is None:
            copied = storages[storage.data_ptr()] = storage.clone()
        return torch.empty(0, dtype=value.dtype).set_(copied, value.storage_offset(),
                                                      value.size(), value.stride())
    if isinstance(value, dict):
        return {k: _deep_clone(v, storages) for k, v in value.items()}
    if isinstance(value, list | tuple):
        items = [_deep_clone(v, storages) for v in value]
        return type(value)(*items) if hasattr(value, "_fields") else type(value)(items)
    return value


def _classify(compiled: Any) -> tuple[str, str]:
    """The class of a call that matched eager, from its stats and its session's records."""
    stats: Stats = compiled.stats
    session = _compiled_function(compiled)._session
    translations = [t for _, t in session.translations]
    if stats.fallbacks or stats.frames_skipped:
        reasons = [g.fallback_reason for t in translations for g in t.graphs
                   if g.fallback_reason] + \
            [c.native_reason for _, c in session.codes.values() if c.native_reason]
        return "fallback", reasons[0] if reasons else "a frame ran natively"
    if stats.graph_breaks:
        b = next(b for t in translations for b in t.breaks)
        return "broken", b.reason
    # graphs_compiled == 0: the whole function was captured, and it needs no kernel
    # (`x.contiguous()` of a contiguous x returns x, `atleast_1d` of a vector): compiled
    if stats.graphs_compiled > 1:
        return "broken", f"{stats.graphs_compiled} graphs without a graph break"
    return "compiled", ""


def compare(expected: Any, got: Any, dtype: torch.dtype, values: bool = True,
            path: str = "output") -> str | None:
    """Why `got` differs from `expected`, as "<what>: <where>: <how>" (None if it does not):
    container types and lengths, then for tensors dtype, shape, layout, values (unless not
    `values`; the tolerance of `dtype` for floating tensors and floats, else exact) and
    strides, for other leaves equality. `path` names the place, for the message."""
    if isinstance(expected, torch.Tensor):
        return _compare_tensors(expected, got, dtype, values, path)
    if type(got) is not type(expected):
        return f"type: {path}: {type(got).__name__}, expected {type(expected).__name__}"
    if isinstance(expected, list | tuple):
        if len(got) != len(expected):
            return f"length: {path}: {len(got)}, expected {len(expected)}"
        return next((m for i, (e, g) in enumerate(zip(expected, got, strict=True))
                     if (m := compare(e, g, dtype, values, f"{path}[{i}]")) is not None), None)
    if isinstance(expected, dict):
        if got.keys() != expected.keys():
            return f"keys: {path}: {sorted(got)}, expected {sorted(expected)}"
        return next((m for k in expected
                     if (m := compare(expected[k], got[k], dtype, values, f"{path}[{k!r}]"))
                     is not None), None)
    if not values:
        return None
    if isinstance(expected, float | complex):
        rtol, atol = TOLERANCES.get(dtype, TOLERANCES[torch.float32])
        try:
            torch.testing.assert_close(got, expected, rtol=rtol, atol=atol, equal_nan=True)
        except AssertionError:
            return f"values: {path}: {got!r}, expected {expected!r}"
        return None
    return None if got == expected else f"values: {path}: {got!r}, expected {expected!r}"


def _compare_tensors(expected: torch.Tensor, got: Any, dtype: torch.dtype, values: bool,
                     path: str) -> str | None:
    if not isinstance(got, torch.Tensor):
        return f"type: {path}: {type(got).__name__}, expected Tensor"
    for what in ("dtype", "shape", "layout"):
        if getattr(got, what) != getattr(expected, what):
            return f"{what}: {path}: {getattr(got, what)}, expected {getattr(expected, what)}"
    if values:
        exact = not (expected.is_floating_point() or expected.is_complex())
        rtol, atol = (0.0, 0.0) if exact else TOLERANCES.get(dtype, TOLERANCES[torch.float32])
        try:
            torch.testing.assert_close(got, expected, rtol=rtol, atol=atol, equal_nan=True)
        except AssertionError as e:
            lines = [line.strip() for line in str(e).splitlines() if line.strip()]
            detail = "; ".join(line for line in lines if line.startswith(
                ("Expected", "Mismatched", "Greatest absolute")))
            return f"values: {path}: {detail or lines[0]}"
    if expected.layout == torch.strided and expected.numel() > 1 \
            and is_non_overlapping_and_dense_or_false(expected) \
            and got.stride() != expected.stride():
        return f"strides: {path}: {got.stride()}, expected {expected.stride()}"
    return None


_OP_NAME = re.compile(r"(?<![!\w])(?:aten|prim)\.\w+")  # not a type: !prim.tensor
_TORCH_NAME = re.compile(r"\btorch\.([\w.]+)")
_DTYPE_NAMES = frozenset(str(d).removeprefix("torch.") for d in vars(torch).values()
                         if isinstance(d, torch.dtype))


def reason_group(result: SampleResult) -> str:
    """What samples failing for the same cause share: for `wrong`, the class and what
    differs (values, strides...); else the class and the ATen or prim op the reason names
    (`aten.nonzero`), or the reason with the names of torch functions, quoted names and
    numbers blanked (`torch.cov needs the values...` and `torch.equal needs...` group)."""
    if result.outcome == "wrong":
        return f"wrong: {result.reason.partition(':')[0]}"
    op = _OP_NAME.search(result.reason)
    if op:
        return f"{result.outcome}: {op.group()}"
    text = _TORCH_NAME.sub(lambda m: m.group() if m.group(1) in _DTYPE_NAMES else "torch.…",
                           result.reason)
    text = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", text)
    return f"{result.outcome}: {re.sub(r'[0-9]+', 'N', text)[:100]}"


def time_op(opinfo: OpInfo, dtype: torch.dtype, sample: SampleInput, rounds: int = 7
            ) -> Timing | None:
    """Eager against a fresh compile of an elementwise op or reduction (the OpInfo classes
    UnaryUfuncInfo, BinaryUfuncInfo, ReductionOpInfo) on `TIMED_SHAPE` inputs in place of the
    sample's tensors (with its other arguments), if the op takes at most two tensors, accepts
    the larger ones and still compiles into one graph that matches eager; else None. Eager,
    the compiled call and its generated code alone take turns (`interleaved_ms`)."""
    from torch.testing._internal.opinfo.core import (
        BinaryUfuncInfo,
        ReductionOpInfo,
        UnaryUfuncInfo,
    )

    if not isinstance(opinfo, UnaryUfuncInfo | BinaryUfuncInfo | ReductionOpInfo):
        return None
    tensors = [a for a in [sample.input, *sample.args] if isinstance(a, torch.Tensor)]
    if not isinstance(sample.input, torch.Tensor) or len(tensors) > 2 \
            or any(isinstance(v, torch.Tensor) for v in sample.kwargs.values()) \
            or any(isinstance(a, list | tuple) for a in sample.args):
        return None
    low, high = getattr(opinfo, "domain", (None, None))
    torch.manual_seed(SEED)
    large = [torch.testing.make_tensor(TIMED_SHAPE, dtype=a.dtype, device="cpu", low=low,
                                       high=high) if isinstance(a, torch.Tensor) else a
             for a in [sample.input, *sample.args]]
    kwargs = sample.kwargs

    def fn(*a: Any) -> Any:
        return _without_seed_wrapper(opinfo.op)(*a, **kwargs)

    try:
        expected = fn(*large)
    except Exception:
        return None
    compiled = tcompile.compile(fn)
    try:
        got = compiled(*large)
    except Exception:
        return None
    if compare(expected, got, dtype) is not None or _classify(compiled)[0] != "compiled":
        return None
    generated = generated_code(compiled, large)
    calls = {"eager": lambda: fn(*large), "compiled": lambda: compiled(*large)}
    if generated is not None:
        calls["kernel"] = generated
    library_call = any("loop.extern" in text for _, text in tcompile.last_ir(compiled))
    ms = interleaved_ms(calls, rounds)
    return Timing(op_name(opinfo), _dtype_name(dtype), ms["eager"], ms["compiled"],
                  ms.get("kernel"), library_call)


def generated_code(compiled: Any, args: Sequence[Any]) -> Callable[[], Any] | None:
    """A call of the generated code of `compiled`'s one graph (its wrapper and kernels) on
    the inputs its bridge passes it for `args`, without the guard and the bridge; None where
    the bridge does not call it directly (autograd must see the graph) or there is no graph."""
    if not compiled._code.entries:
        compiled(*args)
    entries = compiled._code.entries
    if len(entries) != 1:
        return None
    scope = entries[0].run.__globals__
    direct = scope.get("___run")
    if direct is None:
        return None
    seen: list[tuple] = []

    def spy(*inputs: Any) -> Any:
        seen.append(inputs)
        return direct(*inputs)

    scope["___run"] = spy
    try:
        compiled(*args)
    finally:
        scope["___run"] = direct
    if len(seen) != 1:
        return None
    inputs = seen[0]
    return lambda: direct(*inputs)


def interleaved_ms(calls: dict[str, Callable[[], Any]], rounds: int = 7,
                   block_ms: float = 2.0) -> dict[str, float]:
    """The median over `rounds` of each call's mean time in ms, the calls taking turns in
    blocks of about `block_ms` each, so that a slow spell of a shared machine (another
    process, the clock) lands on all of them rather than on one."""
    per_call: dict[str, float] = {}
    for name, call in calls.items():  # warm up, and size the blocks
        call()
        t0 = time.perf_counter()
        call()
        per_call[name] = max(time.perf_counter() - t0, 1e-7) * 1e3
    counts = {k: max(1, min(1000, round(block_ms / v))) for k, v in per_call.items()}
    times: dict[str, list[float]] = {k: [] for k in calls}
    for _ in range(rounds):
        for name, call in calls.items():
            n = counts[name]
            t0 = time.perf_counter()
            for _ in range(n):
                call()
            times[name].append((time.perf_counter() - t0) * 1e3 / n)
    return {k: statistics.median(v) for k, v in times.items()}


def format_summary(report: Report) -> str:
    """The counts per dtype as a markdown table, with the share of counted samples compiled."""
    counts = report.counts()
    lines = [f"| dtype | {' | '.join(CLASSES)} | compiled % |",
             "|---|" + "---|" * (len(CLASSES) + 1)]
    for dtype in [*(d for d in DTYPES if d in counts), "all"]:
        if dtype not in counts:
            continue
        c = counts[dtype]
        counted = sum(c[k] for k in COUNTED)
        share = f"{100 * c['compiled'] / counted:.1f}" if counted else "–"
        lines.append(f"| {dtype} | {' | '.join(str(c[k]) for k in CLASSES)} | {share} |")
    return "\n".join(lines)


def format_reasons(report: Report, n: int = 30, ops_shown: int = 8) -> str:
    """The `n` largest reason groups as a markdown table: an example reason and some ops."""
    lines = ["| samples | group | example | ops |", "|---|---|---|---|"]
    for group, results in report.top_reasons(n):
        ops = sorted({r.op for r in results})
        more = f" (+{len(ops) - ops_shown})" if len(ops) > ops_shown else ""
        example = f"{results[0].op} {results[0].dtype}: {results[0].reason}"
        lines.append(f"| {len(results)} | {_cell(group)} | {_cell(example[:160])} | "
                     f"{', '.join(ops[:ops_shown])}{more} |")
    return "\n".join(lines)


def format_failures(report: Report) -> str:
    """Every `wrong` and `error` sample as a markdown table: the bugs to look at."""
    lines = ["| op | dtype | sample | class | reason |", "|---|---|---|---|---|"]
    lines += [f"| {r.op} | {r.dtype} | {r.index} | {r.outcome} | {_cell(r.reason)} |"
              for r in report.results if r.outcome in ("wrong", "error")]
    return "\n".join(lines)


def format_timings(report: Report) -> str:
    """Eager and compiled times per timed op and their ratios (>1: tcompile is faster): of
    the whole call, and of the generated code alone (wrapper and kernels)."""
    shape = "x".join(map(str, TIMED_SHAPE))
    lines = [f"| op | dtype | eager ms | tcompile ms | kernels ms | speedup ({shape}) | "
             "kernels speedup |", "|---|---|---|---|---|---|---|"]
    for t in report.timings:
        kernel = ("–", "–") if t.kernel_ms is None else \
            (f"{t.kernel_ms:.3f}", f"{t.kernel_speedup:.2f}")
        op = f"{t.op} (ATen call)" if t.library_call else t.op
        lines.append(f"| {op} | {t.dtype} | {t.eager_ms:.3f} | {t.compiled_ms:.3f} | "
                     f"{kernel[0]} | {t.speedup:.2f} | {kernel[1]} |")
    return "\n".join(lines)


def format_timing_summary(report: Report) -> str:
    """How many timed ops are below eager's speed, whole call and generated code alone."""
    import statistics as st

    def row(name: str, ratios: list[float]) -> str:
        if not ratios:
            return f"| {name} | 0 | – | – | – | – |"
        geo = 2 ** (sum(math.log2(r) for r in ratios) / len(ratios))
        return (f"| {name} | {len(ratios)} | {sum(r < 1.0 for r in ratios)} | "
                f"{sum(r < 0.95 for r in ratios)} | {st.median(ratios):.2f} | {geo:.2f} |")

    calls = [t.speedup for t in report.timings]
    kernels = [t.kernel_speedup for t in report.timings if t.kernel_speedup is not None]
    ours = [t.kernel_speedup for t in report.timings
            if t.kernel_speedup is not None and not t.library_call]
    return "\n".join(["| measured | ops | below 1.0x | below 0.95x | median | geomean |",
                      "|---|---|---|---|---|---|", row("whole call", calls),
                      row("generated code", kernels),
                      row("generated code, our kernels (no ATen call)", ours)])


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _dtype_name(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def _first_line(e: BaseException) -> str:
    text = "".join(traceback.format_exception_only(e)).strip()
    return text.splitlines()[0][:300] if text else type(e).__name__


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """No warnings from torch or the ops, and no `tcompile` log records (fallbacks log a
    warning each); loggers a person turned on with TCOMPILE_LOGS still print."""
    logger = logging.getLogger("tcompile")
    level = logger.level
    logger.setLevel(logging.CRITICAL + 1)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        logger.setLevel(level)


# ---- gradients -----------------------------------------------------------------------------

def _grad_tensors(value: Any) -> list[torch.Tensor]:
    return [t for t in tree_leaves(value) if isinstance(t, torch.Tensor)]


def check_gradient(op: Any, sample: Any) -> tuple[str, str] | None:
    """(class, detail) of `op`'s gradients on `sample` (made with requires_grad) compiled
    against eager's, with a fixed random cotangent: `compiled` (equal, the backward compiled),
    `replayed` (equal, the backward replayed the captured ops; the detail says why), `wrong`
    (a gradient differs, or an output that requires grad in eager does not here) or `error`;
    None when eager rejects the sample, it has nothing to differentiate or it holds sparse
    tensors (bench/conformance_grad.py)."""
    args = [sample.input, *sample.args]

    def fn(*a: Any) -> Any:
        return op(*a, **sample.kwargs)

    arg_tensors = _grad_tensors(args)
    if any(t.layout != torch.strided for t in arg_tensors):
        return None  # sparse tensors: graphs take strided ones
    inputs = [t for t in arg_tensors if t.requires_grad]
    torch.manual_seed(1)
    try:
        expected = _grad_tensors(fn(*args))
    except Exception:
        return None  # eager rejects the sample
    if any(t.layout != torch.strided for t in expected):
        return None
    outputs = [o for o in expected if o.is_floating_point() and o.requires_grad]
    if not inputs or not outputs:
        return None
    cotangents = [torch.randn_like(o) for o in outputs]
    want = torch.autograd.grad(outputs, inputs, cotangents, allow_unused=True)
    compiled = tcompile.compile(fn)
    try:
        torch.manual_seed(1)
        got_outputs = [o for o in _grad_tensors(compiled(*args))
                       if o.is_floating_point() and o.requires_grad]
        if len(got_outputs) != len(outputs):
            return "wrong", (f"{len(outputs) - len(got_outputs)} output(s) require grad in "
                             "eager, not under tcompile")
        got = torch.autograd.grad(got_outputs, inputs, cotangents, allow_unused=True)
    except Exception as e:
        return "error", f"{type(e).__name__}: {str(e).strip().splitlines()[0][:150]}"
    for k, (w, g) in enumerate(zip(want, got, strict=True)):
        w = torch.zeros_like(inputs[k]) if w is None else w
        g = torch.zeros_like(inputs[k]) if g is None else g
        if not torch.allclose(w, g, rtol=1e-3, atol=1e-4, equal_nan=True):
            diff = (w - g).abs().nan_to_num(nan=float("inf")).max().item()
            return "wrong", f"input {k}: max difference {diff:.3g}"
    graphs = [g for _, t in _compiled_function(compiled)._session.translations
              for g in t.graphs]
    replayed = [g.backward for g in graphs if g.backward and g.backward != "compiled"]
    return ("replayed", replayed[0].removeprefix("replayed: ")) if replayed \
        else ("compiled", "")

"""Whole models, eager vs torch.compile vs tcompile side by side: `bench/run.py`'s second table.

Each row builds one model with random weights at a realistic size (the GPU sizes below;
`--small` shrinks them for a CPU smoke run), checks that both compilers agree with eager,
then times eager, torch.compile and tcompile taking turns (`run.time_interleaved`: CUDA events
through `triton.testing.do_bench` on a GPU, five rounds, the median), and both compilers
again with `mode="reduce-overhead"` (CUDA graphs, GPU only). Besides the GPU time it reports
what a call costs the CPU (the host time of one call after a synchronize, median of 20: when
it exceeds the GPU time the model is bound by the CPU, issue #14 requirement 4), the part of
it that is tcompile's guard, and each compiler's first call (compiling included, both with
empty cache directories).

| row | what | GPU size |
|---|---|---|
| resnet18, resnet50, mobilenet_v2 | torchvision, eval | 32 x 3 x 224 x 224, float32 (cuDNN TF32 on, torch's default) |
| gpt2 | transformers GPT2LMHeadModel, GPT-2 small's config | 8 x 512 tokens, bfloat16 |
| llama | LlamaForCausalLM: 8 layers, hidden 1024, 16 heads, 4 KV heads | 8 x 512 tokens, bfloat16 |
| bert | BertModel, BERT-base's config, padded attention mask | 8 x 512 tokens, bfloat16 |
| vit | ViTModel, ViT-B/16's config | 32 x 3 x 224 x 224, bfloat16 |
| mlp | Linear 4096->16384, GELU, Linear 16384->4096 | 4096 x 4096, bfloat16 |
| gpt_block | tcompile.testing.models.GPT2Block(768, 12) | 8 x 512 x 768, bfloat16 |
| attention | softmax(q k^T / 8) v written out | q, k, v 8 x 16 x 1024 x 64, bfloat16 |

All run under `torch.no_grad()`. Rows whose library is missing (torchvision on the CPU
machine) are listed as skipped.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch
from torch import nn

import tcompile


@dataclass
class Workload:
    """A model (or function) with its positional and keyword inputs."""

    fn: Callable[..., Any]
    args: tuple[Any, ...] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)
    dtype: torch.dtype = torch.float32


Builder = Callable[[str, bool], Workload]  # (device, small) -> workload


def _vision(name: str) -> Builder:
    def build(device: str, small: bool) -> Workload:
        import torchvision

        model = getattr(torchvision.models, name)().eval().to(device)
        batch, size = (2, 64) if small else (32, 224)
        return Workload(model, (torch.randn(batch, 3, size, size, device=device),))
    return build


def _transformers(model_cls: str, config_cls: str, config: dict[str, Any],
                  small_config: dict[str, Any], inputs: str) -> Builder:
    def build(device: str, small: bool) -> Workload:
        import transformers

        cfg = getattr(transformers, config_cls)(**{**config, **(small_config if small else {})})
        dtype = torch.float32 if small else torch.bfloat16
        model = getattr(transformers, model_cls)(cfg).eval().to(device, dtype)
        batch = 2 if small else (32 if inputs == "images" else 8)
        if inputs == "images":
            size = cfg.image_size
            return Workload(model, kwargs={"pixel_values": torch.randn(
                batch, 3, size, size, device=device, dtype=dtype)}, dtype=dtype)
        seq = 32 if small else 512
        ids = torch.randint(4, cfg.vocab_size, (batch, seq), device=device)
        kwargs: dict[str, Any] = {"input_ids": ids}
        if inputs == "padded":  # the last quarter of every other row is padding
            mask = torch.ones(batch, seq, dtype=torch.long, device=device)
            mask[1::2, -seq // 4:] = 0
            kwargs["attention_mask"] = mask
        return Workload(model, kwargs=kwargs, dtype=dtype)
    return build


def _mlp(device: str, small: bool) -> Workload:
    d, tokens = (256, 64) if small else (4096, 4096)
    dtype = torch.float32 if small else torch.bfloat16
    model = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(), nn.Linear(4 * d, d))
    return Workload(model.eval().to(device, dtype),
                    (torch.randn(tokens, d, device=device, dtype=dtype),), dtype=dtype)


def _gpt_block(device: str, small: bool) -> Workload:
    from tcompile.testing.models import GPT2Block

    (d, heads), (batch, seq) = ((64, 4), (2, 32)) if small else ((768, 12), (8, 512))
    dtype = torch.float32 if small else torch.bfloat16
    return Workload(GPT2Block(d, heads).eval().to(device, dtype),
                    (torch.randn(batch, seq, d, device=device, dtype=dtype),), dtype=dtype)


def attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    return torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(q.size(-1)), dim=-1) @ v


def _attention(device: str, small: bool) -> Workload:
    shape = (2, 4, 64, 64) if small else (8, 16, 1024, 64)
    dtype = torch.float32 if small else torch.bfloat16
    return Workload(attention, tuple(torch.randn(shape, device=device, dtype=dtype)
                                     for _ in range(3)), dtype=dtype)


_SMALL_TEXT = {"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 4,
               "intermediate_size": 128, "vocab_size": 256}
MODELS: dict[str, Builder] = {
    "resnet18": _vision("resnet18"),
    "resnet50": _vision("resnet50"),
    "mobilenet_v2": _vision("mobilenet_v2"),
    "gpt2": _transformers("GPT2LMHeadModel", "GPT2Config", {},
                          {"n_layer": 2, "n_embd": 64, "n_head": 4, "vocab_size": 256},
                          "ids"),
    "llama": _transformers("LlamaForCausalLM", "LlamaConfig",
                           {"num_hidden_layers": 8, "hidden_size": 1024,
                            "num_attention_heads": 16, "num_key_value_heads": 4,
                            "intermediate_size": 2816, "vocab_size": 32000},
                           {**_SMALL_TEXT, "num_key_value_heads": 2}, "ids"),
    "bert": _transformers("BertModel", "BertConfig", {}, _SMALL_TEXT, "padded"),
    "vit": _transformers("ViTModel", "ViTConfig", {},
                         {**_SMALL_TEXT, "image_size": 32, "patch_size": 8}, "images"),
    "mlp": _mlp,
    "gpt_block": _gpt_block,
    "attention": _attention,
}
TOLERANCE = {torch.float32: 2e-2, torch.bfloat16: 6e-2}  # of the output's largest magnitude


def output_tensor(out: Any) -> torch.Tensor:
    """The tensor a row compares: the model's output, its logits or last hidden state."""
    if isinstance(out, torch.Tensor):
        return out
    for name in ("logits", "last_hidden_state"):
        if getattr(out, name, None) is not None:
            return getattr(out, name)
    return out[0]


def relative_error(actual: Any, expected: Any) -> float:
    a, e = output_tensor(actual).float(), output_tensor(expected).float()
    return float((a - e).abs().max() / (e.abs().max() or 1.0))


def host_us(fn: Callable[[], Any], sync: Callable[[], None], calls: int = 20) -> float:
    """The median CPU time of one call: from its start to its return, after a synchronize
    (so the launch queue is empty and no launch waits for the GPU)."""
    times = []
    for _ in range(calls):
        sync()
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    sync()
    return statistics.median(times) * 1e6


def guard_us(compiled: Any, w: Workload) -> float:
    """The median time of tcompile's guard check of the entry that ran last (nan if none)."""
    from tcompile.frontend.api import _compiled_function

    fn = _compiled_function(compiled)
    head = fn._code.head
    if head is None:
        return float("nan")
    args = (w.fn, *w.args) if isinstance(compiled, tcompile.frontend.api.CompiledModule) \
        else w.args
    check = head[1]
    times = []
    for _ in range(50):
        t0 = time.perf_counter()
        check(*args, **w.kwargs)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e6


def first_call_s(fn: Callable[[], Any], sync: Callable[[], None]) -> tuple[float, Any]:
    sync()
    t0 = time.perf_counter()
    out = fn()
    sync()
    return time.perf_counter() - t0, out


def bench_model(name: str, device: str, small: bool,
                time_interleaved: Callable[..., list[float]]) -> dict[str, Any]:
    """One row: the dict of its columns (see `COLUMNS`)."""
    sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)
    torch.manual_seed(0)
    try:
        w = MODELS[name](device, small)
    except ImportError as e:
        return {"model": name, "skipped": f"{e.name} is not installed"}
    row: dict[str, Any] = {"model": name, "dtype": str(w.dtype).removeprefix("torch.")}
    with torch.no_grad():
        _measure(w, row, device, sync, time_interleaved)
    del w  # the model, its inputs and the compiled code go before the next row
    torch._dynamo.reset()
    tcompile.reset()
    if device == "cuda":
        torch.cuda.empty_cache()
    return row


def _measure(w: Workload, row: dict[str, Any], device: str, sync: Callable[[], None],
             time_interleaved: Callable[..., list[float]]) -> None:
    """Fill `row`: first calls, correctness, times (see `COLUMNS`)."""
    tol = TOLERANCE[w.dtype]
    expected = w.fn(*w.args, **w.kwargs)
    ours = tcompile.compile(w.fn)
    row["tcompile first s"], got = first_call_s(lambda: ours(*w.args, **w.kwargs), sync)
    stats = ours.stats
    row["graphs"] = f"{stats.graphs_compiled}/{stats.graph_breaks}/{stats.fallbacks}"
    theirs = torch.compile(w.fn)
    row["torch.compile first s"], got_tc = first_call_s(
        lambda: theirs(*w.args, **w.kwargs), sync)
    errors = [relative_error(got, expected), relative_error(got_tc, expected)]
    row["correct"] = "yes" if errors[0] <= tol else f"no ({errors[0]:.1e})"
    if errors[1] > tol:
        row["correct"] += f"; torch.compile {errors[1]:.1e}"
    calls = [lambda: w.fn(*w.args, **w.kwargs), lambda: theirs(*w.args, **w.kwargs),
             lambda: ours(*w.args, **w.kwargs)]
    row["eager ms"], row["torch.compile ms"], row["tcompile ms"] = time_interleaved(
        calls, device, reps=10)
    row["torch.compile CPU us"] = host_us(calls[1], sync)
    row["tcompile CPU us"] = host_us(calls[2], sync)
    row["guard us"] = guard_us(ours, w)
    if device == "cuda":
        ours_ro = tcompile.compile(w.fn, mode="reduce-overhead")
        theirs_ro = torch.compile(w.fn, mode="reduce-overhead")
        for f in (ours_ro, theirs_ro):
            for _ in range(3):  # record, then replay (cudagraph trees record on the 3rd)
                out = f(*w.args, **w.kwargs)
            if relative_error(out, expected) > tol:
                row["correct"] += "; r-o differs"
        row["torch.compile r-o ms"], row["tcompile r-o ms"] = time_interleaved(
            [lambda: theirs_ro(*w.args, **w.kwargs), lambda: ours_ro(*w.args, **w.kwargs)],
            device, reps=10)


COLUMNS = ["model", "dtype", "graphs", "correct", "eager ms", "torch.compile ms", "tcompile ms",
           "vs eager", "vs torch.compile", "torch.compile r-o ms", "tcompile r-o ms",
           "r-o vs torch.compile", "torch.compile CPU us", "tcompile CPU us", "guard us",
           "torch.compile first s", "tcompile first s", "first call vs torch.compile"]


def format_rows(rows: list[dict[str, Any]], device: str) -> list[str]:
    """The markdown table of `rows`, with ratio columns and a geomean line."""
    columns = [c for c in COLUMNS if device == "cuda" or "r-o" not in c]
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    ratios: dict[str, list[float]] = {"vs eager": [], "vs torch.compile": [],
                                      "r-o vs torch.compile": [],
                                      "first call vs torch.compile": []}
    for r in rows:
        if "skipped" in r:
            lines.append(f"| {r['model']} | skipped: {r['skipped']} |")
            continue
        r = dict(r)
        r["vs eager"] = r["eager ms"] / r["tcompile ms"]
        r["vs torch.compile"] = r["torch.compile ms"] / r["tcompile ms"]
        r["first call vs torch.compile"] = r["tcompile first s"] / r["torch.compile first s"]
        if device == "cuda":
            r["r-o vs torch.compile"] = r["torch.compile r-o ms"] / r["tcompile r-o ms"]
        for k in ratios:
            if k in r:
                ratios[k].append(r[k])
        cells = []
        for c in columns:
            v = r.get(c, "")
            if c in ratios:
                cells.append(f"{v:.2f}x")
            elif isinstance(v, float):
                cells.append(f"{v:.0f}" if c.endswith("us") else
                             f"{v:.2f}" if c.endswith(" s") else f"{v:.3f}")
            else:
                cells.append(str(v))
        lines.append("| " + " | ".join(cells) + " |")
    geo = {k: math.exp(statistics.fmean(map(math.log, v))) for k, v in ratios.items() if v}
    lines += ["", "geomean: " + ", ".join(f"{k} {v:.2f}x" for k, v in geo.items())]
    if "vs torch.compile" in ratios and ratios["vs torch.compile"]:
        worst = min(ratios["vs torch.compile"])
        lines.append(f"slowest row vs torch.compile: {worst:.2f}x")
    return lines


NOTES = """graphs: graphs compiled / graph breaks / graphs that fell back to eager (a compiled row
has 1/0/0). vs eager, vs torch.compile: their time divided by tcompile's (above 1: tcompile
is faster); first call vs torch.compile: tcompile's first call divided by torch.compile's (below
0.5 is issue #14's target). CPU us: the host time of one call after a synchronize (guard,
argument passing, launches and library calls); guard us: tcompile's guard alone. r-o:
mode="reduce-overhead" (CUDA graphs) for both."""


def empty_caches() -> None:
    """Cold first calls: fresh cache directories for both compilers."""
    import tempfile

    os.environ["TCOMPILE_CACHE_DIR"] = tempfile.mkdtemp(prefix="tcompile-bench-")
    # Triton's own cache (~/.triton/cache by default) holds tcompile's compiled kernels:
    # without a fresh one a second run on the same machine finds every kernel compiled.
    os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp(prefix="triton-bench-")
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = tempfile.mkdtemp(prefix="inductor-bench-")

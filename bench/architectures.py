"""Sweep: transformers architectures beyond the zoo, captured and compared with eager on the CPU.

The zoo (`tcompile.testing.zoo`) holds 35 architectures to exact graph counts. This sweep asks
the wider question a user's model would: for every architecture listed below, built with
`AutoConfig.for_model(<type>)` and the size fields it has made tiny (2 layers, hidden size 32,
4 heads, vocabulary 128, 32x32 images), random weights, batch 2 and 16 tokens (the second row
padded), one forward under `torch.no_grad()` eagerly and through `tcompile.compile(model)`:
the graphs and graph breaks of that call, the graphs that fell back to eager (the compiler
failed on them: not compiled, though correct), whether the outputs match eager's
(rtol = atol = 1e-3), and the first reasons for breaks and fallbacks. Architectures whose tiny
config cannot be built by this generic recipe are listed as such, not counted.

With `--train`, one training step instead (the model in eval mode, so that dropout does not
make the two runs differ): the model's loss or the mean square of its outputs
(`zoo.training_loss`), `backward()`, and the loss and every parameter's gradient compared
with eager's (rtol 1e-3, atol 1e-4); "backward" says whether each graph's backward was
compiled (prim-autodiff) or replayed its captured ops eagerly, and why.

    python bench/architectures.py [--models bloom,mamba] [--train] [--write]
"""

from __future__ import annotations

import argparse
import datetime
import importlib.metadata
import logging
import os
import pathlib
import sys
import time
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import torch  # noqa: E402
from run import versions  # noqa: E402

import tcompile  # noqa: E402
from tcompile.testing.zoo import (  # noqa: E402
    BATCH,
    IMAGE,
    VOCAB,
    compare,
    fallback_reasons,
    padded_ids,
    training_loss,
)

# Size fields set where a config has them (and they are not None or lists).
SMALL: dict[str, Any] = dict(
    hidden_size=32, d_model=32, n_embd=32, num_hidden_layers=2, n_layer=2, num_layers=2,
    encoder_layers=2, decoder_layers=2, num_attention_heads=4, n_head=4,
    encoder_attention_heads=4, decoder_attention_heads=4, intermediate_size=64, ffn_dim=64,
    encoder_ffn_dim=64, decoder_ffn_dim=64, d_ff=64, d_kv=8, vocab_size=VOCAB,
    max_position_embeddings=64, n_positions=64, pad_token_id=0, bos_token_id=1,
    eos_token_id=2, decoder_start_token_id=1, num_key_value_heads=2, num_local_experts=4,
    num_experts=4, num_experts_per_tok=2, moe_intermediate_size=32,
    shared_expert_intermediate_size=32, head_dim=8, image_size=IMAGE, patch_size=8,
    num_labels=10, rotary_dim=8)

# (model type, Auto class, inputs)
ARCHITECTURES: list[tuple[str, str, str]] = [
    *[(m, "AutoModelForCausalLM", "text") for m in (
        "gptj gpt_neo bloom codegen mpt stablelm starcoder2 olmo olmo2 cohere granite phi3 "
        "qwen2_moe qwen3_moe deepseek_v3 persimmon xglm biogpt gpt_bigcode gemma3_text smollm3 "
        "glm glm4 helium nemotron arcee ernie4_5 ministral exaone4 falcon_h1 jamba mamba mamba2 "
        "rwkv recurrent_gemma olmoe granitemoe dbrx").split()],
    *[(m, "AutoModel", "text") for m in (
        "mpnet funnel squeezebert canine ernie roformer xlm-roberta camembert nystromformer "
        "megatron-bert mobilebert convbert big_bird longformer modernbert esm deberta "
        "data2vec-text ibert rembert roc_bert splinter xmod layoutlm markuplm").split()],
    *[(m, "AutoModelForSeq2SeqLM", "s2s") for m in (
        "mbart pegasus marian blenderbot blenderbot-small m2m_100 mt5 longt5 umt5 "
        "switch_transformers led prophetnet fsmt plbart bigbird_pegasus").split()],
    *[(m, "AutoModelForImageClassification", "image") for m in (
        "beit deit levit mobilevit mobilevitv2 regnet poolformer segformer cvt convnextv2 bit "
        "focalnet hiera pvt pvt_v2 swinv2 vit_msn data2vec-vision mobilenet_v1 "
        "dinov2_with_registers efficientformer").split()],
]


def build(model_type: str, auto: str, kind: str) -> tuple[torch.nn.Module, dict[str, Any]]:
    import transformers

    cfg = transformers.AutoConfig.for_model(model_type)
    configs = [cfg] + [getattr(cfg, n) for n in ("text_config", "vision_config")
                       if isinstance(getattr(cfg, n, None), transformers.PretrainedConfig)]
    for c in configs:
        for k, v in SMALL.items():
            if getattr(c, k, None) is not None and not isinstance(getattr(c, k), list | tuple):
                setattr(c, k, v)
    if hasattr(cfg, "num_channels"):
        cfg.num_channels = 3
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(sum(map(ord, model_type)))
        model = getattr(transformers, auto).from_config(cfg).eval()
        if kind == "image":
            return model, {"pixel_values": torch.randn(BATCH, 3, IMAGE, IMAGE)}
        ids, mask = padded_ids(0)
    inputs: dict[str, Any] = {"input_ids": ids, "attention_mask": mask}
    if kind == "s2s":
        inputs["decoder_input_ids"] = ids[:, :8]
    return model, inputs


class _Reasons(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


def run(model_type: str, auto: str, kind: str) -> dict[str, Any]:
    row: dict[str, Any] = {"model": model_type, "class": auto}
    try:
        model, inputs = build(model_type, auto, kind)
        with torch.no_grad():
            expected = model(**inputs)
    except Exception as e:  # the generic tiny config does not fit this architecture
        row["build"] = f"{type(e).__name__}: {str(e).splitlines()[0][:100]}"
        return row
    reasons = _Reasons()
    loggers = [logging.getLogger("tcompile.graph_breaks")]
    os.environ["TCOMPILE_LOGS"] = "graph_breaks"
    for lg in loggers:
        lg.addHandler(reasons)
    t0 = time.perf_counter()
    try:
        compiled = tcompile.compile(model)
        with torch.no_grad():
            actual = compiled(**inputs)
        failed = fallback_reasons(compiled)
        row.update(graphs=compiled.stats.graphs_compiled, breaks=compiled.stats.graph_breaks,
                   fallbacks=len(failed),
                   correct=compare(expected, actual, rtol=1e-3, atol=1e-3)[0])
        fallbacks = sorted({f.splitlines()[0][:120] for f in failed})
        breaks = [ln for ln in reasons.lines if ln.startswith("graph break in ")]
        row["why"] = "; ".join([*dict.fromkeys(b.split(": ", 1)[-1][:120] for b in breaks)][:2]
                               + [f"fallback: {f}" for f in fallbacks[:1]])
    except Exception as e:
        row["error"] = f"{type(e).__name__}: {str(e).splitlines()[0][:160]}"
    finally:
        for lg in loggers:
            lg.removeHandler(reasons)
        tcompile.reset()
    row["seconds"] = time.perf_counter() - t0
    return row


def run_train(model_type: str, auto: str, kind: str) -> dict[str, Any]:
    """One training step of the architecture, eagerly and compiled (see the module doc)."""
    row: dict[str, Any] = {"model": model_type, "class": auto}
    try:
        model, inputs = build(model_type, auto, kind)
        params = [(n, p) for n, p in model.named_parameters() if p.requires_grad]
        expected_loss = training_loss(model(**inputs))
        expected_loss.backward()
    except Exception as e:  # the generic tiny config does not fit this architecture
        row["build"] = f"{type(e).__name__}: {str(e).splitlines()[0][:100]}"
        return row
    expected = {n: p.grad.clone() for n, p in params if p.grad is not None}
    model.zero_grad(set_to_none=True)
    reasons = _Reasons()
    logger = logging.getLogger("tcompile.graph_breaks")
    os.environ["TCOMPILE_LOGS"] = "graph_breaks"
    logger.addHandler(reasons)
    t0 = time.perf_counter()
    try:
        compiled = tcompile.compile(model)
        loss = training_loss(compiled(**inputs))
        loss.backward()
        failed = fallback_reasons(compiled)
        graphs = [g for _, t in compiled._compiled._session.translations for g in t.graphs]
        replayed = [g for g in graphs if g.backward not in (None, "compiled")]
        wrong = [n for n, p in params if (expected.get(n) is None) != (p.grad is None) or (
            p.grad is not None and not torch.allclose(p.grad, expected[n], rtol=1e-3,
                                                      atol=1e-4))]
        row.update(graphs=compiled.stats.graphs_compiled, breaks=compiled.stats.graph_breaks,
                   fallbacks=len(failed), replayed=len(replayed),
                   correct=bool(torch.allclose(loss, expected_loss, rtol=1e-3, atol=1e-4))
                   and not wrong, wrong=wrong[:3])
        breaks = [ln for ln in reasons.lines if ln.startswith("graph break in ")]
        row["why"] = "; ".join(
            [*dict.fromkeys(b.split(": ", 1)[-1][:120] for b in breaks)][:2]
            + [f"fallback: {f}" for f in sorted({f.splitlines()[0][:120] for f in failed})[:1]]
            + [g.backward[:120] for g in replayed[:1]]
            + ([f"wrong: {', '.join(wrong[:3])}"] if wrong else []))
    except Exception as e:
        row["error"] = f"{type(e).__name__}: {str(e).splitlines()[0][:160]}"
    finally:
        logger.removeHandler(reasons)
        tcompile.reset()
    row["seconds"] = time.perf_counter() - t0
    return row


def table(rows: list[dict[str, Any]], train: bool = False) -> str:
    extra = " backward replayed |" if train else ""
    out = [f"| model | graphs | breaks | fell back |{extra} correct | s | why |",
           "|---|---|---|---|---|---|---|" + ("---|" if train else "")]
    for r in rows:
        if "build" in r:
            continue
        if "error" in r:
            out.append(f"| {r['model']} | | | |{' |' if train else ''} error | | {r['error']} |")
            continue
        replayed = f" {r['replayed']} |" if train else ""
        out.append(f"| {r['model']} | {r['graphs']} | {r['breaks']} | {r['fallbacks']} |"
                   f"{replayed} {'yes' if r['correct'] else 'NO'} | {r['seconds']:.1f} | "
                   f"{r['why']} |")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models", help="comma-separated model types (default: all)")
    ap.add_argument("--train", action="store_true",
                    help="a training step (loss and gradients) instead of a forward")
    ap.add_argument("--write", action="store_true",
                    help="also write bench/results/<date>-cpu-architectures[-train].md")
    args = ap.parse_args()
    wanted = set(args.models.split(",")) if args.models else None
    rows = []
    for model_type, auto, kind in ARCHITECTURES:
        if wanted is None or model_type in wanted:
            rows.append((run_train if args.train else run)(model_type, auto, kind))
            print(rows[-1], flush=True)
    built = [r for r in rows if "build" not in r]
    one = [r for r in built if r.get("graphs") == 1 and r.get("breaks") == 0
           and r.get("fallbacks") == 0 and not r.get("replayed") and r.get("correct")]
    wrong = [r["model"] for r in built if "error" not in r and not r["correct"]]
    what = "train as one graph with a compiled backward" if args.train else "compile as one graph"
    summary = (f"{len(built)} architectures built ({len(rows) - len(built)} not buildable from "
               f"the generic tiny config); {len(one)} {what}, with no break and no "
               f"fallback; wrong results: {', '.join(wrong) or 'none'}; errors: "
               f"{', '.join(r['model'] for r in built if 'error' in r) or 'none'}")
    suffix = "-train" if args.train else ""
    text = "\n".join([
        f"# transformers architectures beyond the zoo, CPU"
        f"{', a training step' if args.train else ''} ({datetime.date.today()})", "",
        f"- machine: {os.cpu_count()} CPUs; {versions()}, transformers "
        f"{importlib.metadata.version('transformers')}",
        f"- command: `python bench/architectures.py{' --train' if args.train else ''} --write`",
        "", summary, "", table(rows, args.train), "",
        "Not buildable: " + ", ".join(f"{r['model']} ({r['build']})" for r in rows
                                      if "build" in r)])
    print(text)
    if args.write:
        path = ROOT / "bench" / "results" / f"{datetime.date.today()}-cpu-architectures{suffix}.md"
        path.write_text(text + "\n")


if __name__ == "__main__":
    main()

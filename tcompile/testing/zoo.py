"""The transformers model zoo: real architectures, tiny and random, that tcompile is measured on.

`ZOO` maps a name to a `ZooModel` whose `build()` makes a `transformers` model from a small
config (2 layers, hidden size 32 to 64, vocabulary 128, 32x32 images) with random weights, in
eval mode, and realistic keyword inputs: batch 2, 16 tokens, the second row padded on the
right (its last 5 positions masked and set to the pad id), labels for some models so that
they compute their loss too. Weights and inputs come from a seed per model, so two builds
are identical. Nothing is downloaded.

`run_model(name)` compiles one model with `tcompile.compile` and compares it with eager; the
table of `ZOO_EXPECTED` graph and break counts is what tests/models/test_zoo.py holds
tcompile to (models known to fail: `zoo::<model>` in tcompile/testing/expected_failures.py). bench/zoo.py times the whole zoo.

    python -m tcompile.testing.zoo --models gpt2,bert --time --torch-compile

transformers is imported inside the builders: this module imports without it.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import os
import platform
import statistics
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import torch

BATCH, SEQ, PADDED = 2, 16, 5  # the second row's last PADDED tokens are padding
VOCAB = 128
FIRST_ID = 4  # ids 0..3 are the configs' special tokens; inputs draw from FIRST_ID..VOCAB-1
IMAGE = 32
LABELS = 10

Inputs = Callable[[Any], dict[str, Any]]


@dataclass(frozen=True)
class ZooModel:
    name: str
    group: str  # "decoder", "encoder", "encoder-decoder", "vision", "audio" or "multimodal"
    build: Callable[[], tuple[torch.nn.Module, dict[str, Any]]]


def _build(name: str, model_cls: str, config_cls: str, inputs: Inputs, config: dict[str, Any]
           ) -> tuple[torch.nn.Module, dict[str, Any]]:
    """`transformers.<model_cls>(<config_cls>(**config))` in eval mode and its inputs, all
    random numbers drawn from torch's generator seeded by the name (its state restored)."""
    import transformers

    cfg = getattr(transformers, config_cls)(**config)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(sum(map(ord, name)))
        model = getattr(transformers, model_cls)(cfg).eval()
        _randomize_batch_norm(model)
        return model, inputs(cfg)


def _randomize_batch_norm(model: torch.nn.Module) -> None:
    """Fresh batch norms normalise with mean 0 and variance 1: make their statistics matter."""
    for m in model.modules():
        if isinstance(m, torch.nn.modules.batchnorm._BatchNorm) and m.running_mean is not None:
            m.running_mean.uniform_(-0.5, 0.5)
            m.running_var.uniform_(0.5, 2.0)


def padded_ids(pad_id: int | None, eos_id: int | None = None
                ) -> tuple[torch.Tensor, torch.Tensor]:
    """Token ids and their attention mask, the second row padded on the right with `pad_id`
    (0 if the config has none); `eos_id` ends each row's real tokens."""
    ids = torch.randint(FIRST_ID, VOCAB, (BATCH, SEQ))
    mask = torch.ones(BATCH, SEQ, dtype=torch.long)
    mask[1, -PADDED:] = 0
    ids[1, -PADDED:] = pad_id or 0
    if eos_id is not None:
        ids[0, -1] = ids[1, -PADDED - 1] = eos_id
    return ids, mask


def text(labels: str | None = None, token_types: bool = False) -> Inputs:
    """`input_ids` and `attention_mask`; `labels="tokens"` adds per-token labels (-100 on
    padding, as data collators make them), `labels="class"` one class per row."""
    def make(cfg: Any) -> dict[str, Any]:
        ids, mask = padded_ids(cfg.pad_token_id)
        out: dict[str, Any] = {"input_ids": ids, "attention_mask": mask}
        if token_types:
            out["token_type_ids"] = (torch.arange(SEQ) >= SEQ // 2).long().expand(BATCH, SEQ)
        if labels == "tokens":
            out["labels"] = ids.masked_fill(mask == 0, -100)
        elif labels == "class":
            out["labels"] = torch.randint(0, cfg.num_labels, (BATCH,))
        return out
    return make


def images(labels: bool = False) -> Inputs:
    def make(cfg: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"pixel_values": torch.randn(BATCH, 3, IMAGE, IMAGE)}
        if labels:
            out["labels"] = torch.randint(0, cfg.num_labels, (BATCH,))
        return out
    return make


def whisper_inputs(cfg: Any) -> dict[str, Any]:
    """Log-mel features of the length the encoder requires (2 x max_source_positions)."""
    ids, mask = padded_ids(cfg.pad_token_id)
    return {"input_features": torch.randn(BATCH, cfg.num_mel_bins, 2 * cfg.max_source_positions),
            "labels": ids.masked_fill(mask == 0, -100)}


def ctc_inputs(cfg: Any) -> dict[str, Any]:
    """0.1 s of 16 kHz audio per row and CTC label sequences (0 is the blank/pad id)."""
    return {"input_values": torch.randn(BATCH, 1600),
            "labels": torch.randint(1, cfg.vocab_size, (BATCH, 6))}


def clip_inputs(cfg: Any) -> dict[str, Any]:
    """Captions ending with the end-of-text token (CLIP pools there) and one image each."""
    ids, mask = padded_ids(cfg.text_config.pad_token_id, cfg.text_config.eos_token_id)
    return {"input_ids": ids, "attention_mask": mask,
            "pixel_values": torch.randn(BATCH, 3, IMAGE, IMAGE), "return_loss": True}


def siglip_inputs(cfg: Any) -> dict[str, Any]:
    """SigLIP's text tower pools the last position and takes no mask: captions padded to the
    full length, as its processor pads them."""
    ids, _ = padded_ids(cfg.text_config.pad_token_id)
    return {"input_ids": ids, "pixel_values": torch.randn(BATCH, 3, IMAGE, IMAGE),
            "return_loss": True}


SPECIAL = {"pad_token_id": 0, "bos_token_id": 1, "eos_token_id": 2}
# Decoders: 2 layers, hidden 32, 4 heads (2 key/value heads where the family has GQA).
DECODER = {"vocab_size": VOCAB, "hidden_size": 32, "intermediate_size": 64,
           "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2,
           "max_position_embeddings": 64, **SPECIAL}
ENCODER = {"vocab_size": VOCAB, "hidden_size": 32, "intermediate_size": 64,
           "num_hidden_layers": 2, "num_attention_heads": 4, "max_position_embeddings": 64,
           **SPECIAL}
VIT = {"image_size": IMAGE, "patch_size": 8, "hidden_size": 32, "num_hidden_layers": 2,
       "num_attention_heads": 4, "intermediate_size": 64, "num_labels": LABELS}
SPEECH = {"vocab_size": 32, "hidden_size": 32, "num_hidden_layers": 2, "num_attention_heads": 4,
          "intermediate_size": 64, "conv_dim": (32, 32, 32), "conv_stride": (5, 2, 2),
          "conv_kernel": (10, 3, 3), "num_conv_pos_embeddings": 16,
          "num_conv_pos_embedding_groups": 4, **SPECIAL}
TOWER = {"hidden_size": 32, "intermediate_size": 64, "num_hidden_layers": 2,
         "num_attention_heads": 4}

# name -> (group, model class, config class, inputs, config)
_SPECS: dict[str, tuple[str, str, str, Inputs, dict[str, Any]]] = {
    # decoder LMs
    "gpt2": ("decoder", "GPT2LMHeadModel", "GPT2Config", text("tokens"),
             {"vocab_size": VOCAB, "n_positions": 64, "n_embd": 32, "n_layer": 2, "n_head": 4,
              **SPECIAL}),
    "llama": ("decoder", "LlamaForCausalLM", "LlamaConfig", text("tokens"), DECODER),
    "mistral": ("decoder", "MistralForCausalLM", "MistralConfig", text(),
                {**DECODER, "sliding_window": 8}),
    "qwen2": ("decoder", "Qwen2ForCausalLM", "Qwen2Config", text(), DECODER),
    "qwen3": ("decoder", "Qwen3ForCausalLM", "Qwen3Config", text(), {**DECODER, "head_dim": 8}),
    "phi": ("decoder", "PhiForCausalLM", "PhiConfig", text(),
            {**DECODER, "partial_rotary_factor": 0.5}),
    "gpt_neox": ("decoder", "GPTNeoXForCausalLM", "GPTNeoXConfig", text(),
                 {**DECODER, "rotary_pct": 0.25}),
    "opt": ("decoder", "OPTForCausalLM", "OPTConfig", text(),
            {"vocab_size": VOCAB, "hidden_size": 32, "ffn_dim": 64, "num_hidden_layers": 2,
             "num_attention_heads": 4, "max_position_embeddings": 64,
             "word_embed_proj_dim": 32, **SPECIAL}),
    "falcon": ("decoder", "FalconForCausalLM", "FalconConfig", text(),
               {"vocab_size": VOCAB, "hidden_size": 32, "num_hidden_layers": 2,
                "num_attention_heads": 4, **SPECIAL}),
    "gemma": ("decoder", "GemmaForCausalLM", "GemmaConfig", text(),
              {**DECODER, "num_key_value_heads": 1, "head_dim": 8}),
    "gemma2": ("decoder", "Gemma2ForCausalLM", "Gemma2Config", text(),
               {**DECODER, "head_dim": 8, "sliding_window": 8, "query_pre_attn_scalar": 8}),
    "mixtral": ("decoder", "MixtralForCausalLM", "MixtralConfig", text(),
                {**DECODER, "num_local_experts": 4, "num_experts_per_tok": 2}),
    # BLOOM's GELU is a torch.autograd.Function
    "bloom": ("decoder", "BloomForCausalLM", "BloomConfig", text("tokens"),
              {"vocab_size": VOCAB, "hidden_size": 32, "n_layer": 2, "n_head": 4, **SPECIAL}),
    # encoders
    "bert": ("encoder", "BertForSequenceClassification", "BertConfig",
             text("class", token_types=True), {**ENCODER, "num_labels": 3}),
    "roberta": ("encoder", "RobertaModel", "RobertaConfig", text(),
                {**ENCODER, "pad_token_id": 1, "bos_token_id": 0}),
    "distilbert": ("encoder", "DistilBertForSequenceClassification", "DistilBertConfig",
                   text("class"), {"vocab_size": VOCAB, "dim": 32, "hidden_dim": 64,
                                   "n_layers": 2, "n_heads": 4, "max_position_embeddings": 64,
                                   "num_labels": 3, "pad_token_id": 0}),
    "albert": ("encoder", "AlbertModel", "AlbertConfig", text(token_types=True),
               {**ENCODER, "embedding_size": 16, "bos_token_id": 2, "eos_token_id": 3}),
    "deberta_v2": ("encoder", "DebertaV2ForSequenceClassification", "DebertaV2Config",
                   text("class"), {**ENCODER, "num_labels": 3, "relative_attention": True,
                                   "position_buckets": 16, "pos_att_type": ["p2c", "c2p"]}),
    "electra": ("encoder", "ElectraForSequenceClassification", "ElectraConfig", text(),
                {**ENCODER, "embedding_size": 16, "num_labels": 3}),
    # LayoutLM reads `self.dtype`: next(self.parameters()) in forward
    "layoutlm": ("encoder", "LayoutLMModel", "LayoutLMConfig", text(), ENCODER),
    # encoder-decoders
    "t5": ("encoder-decoder", "T5ForConditionalGeneration", "T5Config", text("tokens"),
           {"vocab_size": VOCAB, "d_model": 32, "d_kv": 8, "d_ff": 64, "num_layers": 2,
            "num_heads": 4, "pad_token_id": 0, "eos_token_id": 1, "decoder_start_token_id": 0}),
    "bart": ("encoder-decoder", "BartForConditionalGeneration", "BartConfig", text("tokens"),
             {"vocab_size": VOCAB, "d_model": 32, "encoder_layers": 2, "decoder_layers": 2,
              "encoder_attention_heads": 4, "decoder_attention_heads": 4,
              "encoder_ffn_dim": 64, "decoder_ffn_dim": 64, "max_position_embeddings": 64,
              "pad_token_id": 1, "bos_token_id": 0, "eos_token_id": 2,
              "decoder_start_token_id": 2, "forced_eos_token_id": 2}),
    "whisper": ("encoder-decoder", "WhisperForConditionalGeneration", "WhisperConfig",
                whisper_inputs,
                {"vocab_size": VOCAB, "num_mel_bins": 16, "d_model": 32, "encoder_layers": 2,
                 "decoder_layers": 2, "encoder_attention_heads": 4,
                 "decoder_attention_heads": 4, "encoder_ffn_dim": 64, "decoder_ffn_dim": 64,
                 "max_source_positions": 16, "max_target_positions": 32, **SPECIAL,
                 "decoder_start_token_id": 3, "suppress_tokens": None,
                 "begin_suppress_tokens": None}),
    # vision
    "vit": ("vision", "ViTForImageClassification", "ViTConfig", images(labels=True), VIT),
    "dinov2": ("vision", "Dinov2ForImageClassification", "Dinov2Config", images(),
               {**{k: v for k, v in VIT.items() if k != "intermediate_size"}, "mlp_ratio": 2}),
    "swin": ("vision", "SwinForImageClassification", "SwinConfig", images(),
             {"image_size": IMAGE, "patch_size": 4, "embed_dim": 32, "depths": [1, 1],
              "num_heads": [2, 4], "window_size": 4, "num_labels": LABELS}),
    "convnext": ("vision", "ConvNextForImageClassification", "ConvNextConfig",
                 images(labels=True), {"hidden_sizes": [32, 64], "depths": [1, 1],
                                       "num_stages": 2, "num_labels": LABELS}),
    "resnet": ("vision", "ResNetForImageClassification", "ResNetConfig", images(),
               {"embedding_size": 32, "hidden_sizes": [32, 64], "depths": [1, 1],
                "layer_type": "basic", "num_labels": LABELS}),
    "mobilenet_v2": ("vision", "MobileNetV2ForImageClassification", "MobileNetV2Config",
                     images(), {"image_size": IMAGE, "depth_multiplier": 0.35,
                                "num_labels": LABELS}),
    "efficientnet": ("vision", "EfficientNetForImageClassification", "EfficientNetConfig",
                     images(), {"image_size": IMAGE, "width_coefficient": 0.5,
                                "depth_coefficient": 1.0, "kernel_sizes": [3, 3],
                                "in_channels": [32, 16], "out_channels": [16, 32],
                                "strides": [1, 2], "num_block_repeats": [1, 2],
                                "expand_ratios": [1, 6], "hidden_dim": 640,  # 1280 * 0.5
                                "num_labels": LABELS}),
    # PoolFormer builds its outputs as `(output,) + ()`
    "poolformer": ("vision", "PoolFormerForImageClassification", "PoolFormerConfig", images(),
                   {"hidden_sizes": [16, 32, 32, 32], "depths": [1, 1, 1, 1],
                    "num_labels": LABELS}),
    # audio
    "wav2vec2": ("audio", "Wav2Vec2ForCTC", "Wav2Vec2Config", ctc_inputs, SPEECH),
    "hubert": ("audio", "HubertForCTC", "HubertConfig", ctc_inputs, SPEECH),
    # multimodal
    "clip": ("multimodal", "CLIPModel", "CLIPConfig", clip_inputs,
             {"text_config": {**TOWER, "vocab_size": VOCAB, "max_position_embeddings": 32,
                              "pad_token_id": 1, "bos_token_id": 0, "eos_token_id": 3},
              "vision_config": {**TOWER, "image_size": IMAGE, "patch_size": 8},
              "projection_dim": 32}),
    "siglip": ("multimodal", "SiglipModel", "SiglipConfig", siglip_inputs,
               {"text_config": {**TOWER, "vocab_size": VOCAB, "max_position_embeddings": 32,
                                "pad_token_id": 1, "bos_token_id": 0, "eos_token_id": 3},
                "vision_config": {**TOWER, "image_size": IMAGE, "patch_size": 8}}),
}

ZOO: dict[str, ZooModel] = {
    name: ZooModel(name, group, functools.partial(_build, name, model_cls, config_cls, inputs,
                                                  config))
    for name, (group, model_cls, config_cls, inputs, config) in _SPECS.items()
}

# model -> (graphs compiled, graph breaks) of the first compiled call. A frontend change that
# moves them updates this table (tests/models/test_zoo.py prints the new counts).
ZOO_EXPECTED: dict[str, tuple[int, int]] = {
    "gpt2": (1, 0),
    "llama": (1, 0),
    "mistral": (1, 0),
    "qwen2": (1, 0),
    "qwen3": (1, 0),
    "phi": (1, 0),
    "gpt_neox": (1, 0),
    "opt": (1, 0),
    "falcon": (1, 0),
    "gemma": (1, 0),
    "gemma2": (1, 0),
    "mixtral": (1, 0),
    "bloom": (1, 0),
    "bert": (1, 0),
    "roberta": (1, 0),
    "distilbert": (1, 0),
    "albert": (1, 0),
    "deberta_v2": (2, 1),
    "electra": (1, 0),
    "layoutlm": (1, 0),
    "t5": (1, 0),
    "bart": (1, 0),
    "whisper": (1, 0),
    "vit": (1, 0),
    "dinov2": (1, 0),
    "swin": (1, 0),
    "convnext": (1, 0),
    "resnet": (1, 0),
    "mobilenet_v2": (1, 0),
    "efficientnet": (1, 0),
    "poolformer": (1, 0),
    "wav2vec2": (3, 5),
    "hubert": (3, 5),
    "clip": (1, 0),
    "siglip": (1, 0),
}


def _flatten(out: Any, path: str) -> Iterator[tuple[str, torch.Tensor]]:
    """(path, tensor) for every tensor of a model output, in order; the path names the type
    of each container on the way (a dict where eager returns a ModelOutput differs). A
    transformers `Cache` (DynamicCache, EncoderDecoderCache...) is read through its layers'
    keys and values, duck-typed so that this module needs no transformers."""
    if out is None:
        return
    if isinstance(out, torch.Tensor):
        yield path, out
        return
    path = f"{path}<{type(out).__name__}>"
    if isinstance(out, dict):  # ModelOutput is an OrderedDict of its non-None fields
        for k, v in out.items():
            yield from _flatten(v, f"{path}.{k}")
    elif isinstance(out, list | tuple):
        for i, v in enumerate(out):
            yield from _flatten(v, f"{path}[{i}]")
    elif hasattr(out, "self_attention_cache") and hasattr(out, "cross_attention_cache"):
        yield from _flatten(out.self_attention_cache, f"{path}.self_attention_cache")
        yield from _flatten(out.cross_attention_cache, f"{path}.cross_attention_cache")
    elif isinstance(getattr(out, "layers", None), list):
        for i, layer in enumerate(out.layers):
            yield from _flatten(getattr(layer, "keys", None), f"{path}.layers[{i}].keys")
            yield from _flatten(getattr(layer, "values", None), f"{path}.layers[{i}].values")


def outputs_to_tensors(out: Any) -> list[torch.Tensor]:
    """Every tensor of a model output (ModelOutput, tuple, dict, tensor, Cache), in order;
    None fields are skipped."""
    return [t for _, t in _flatten(out, "out")]


def compare(expected: Any, actual: Any, rtol: float = 1e-4, atol: float = 1e-4
            ) -> tuple[bool, float]:
    """Whether `actual` has `expected`'s structure (the same tensors at the same paths, same
    shapes and dtypes) and values (allclose, NaN where eager has NaN), and the largest
    absolute difference (inf where the structure differs)."""
    e, a = list(_flatten(expected, "out")), list(_flatten(actual, "out"))
    if [p for p, _ in e] != [p for p, _ in a]:
        return False, float("inf")
    ok, err = True, 0.0
    for (_, x), (_, y) in zip(e, a, strict=True):
        if x.shape != y.shape or x.dtype != y.dtype:
            return False, float("inf")
        if x.numel() == 0:
            continue
        if x.is_floating_point() or x.is_complex():
            same_nan = torch.equal(x.isnan(), y.isnan())
            diff = (x - y).abs().nan_to_num(nan=0.0)
            err = max(err, float(diff.max()) if same_nan else float("inf"))
            ok = ok and same_nan and torch.allclose(x, y, rtol=rtol, atol=atol, equal_nan=True)
        else:
            ok = ok and torch.equal(x, y)
            err = max(err, 0.0 if torch.equal(x, y) else float("inf"))
    return ok, err


@dataclass
class ZooRow:
    """One model's line of the zoo table."""

    model: str
    group: str
    graphs: int = 0
    breaks: int = 0
    fallbacks: int = 0
    correct: bool = False
    max_err: float = float("nan")
    eager_ms: float | None = None
    tcompile_ms: float | None = None
    torch_compile_ms: float | None = None
    first_call_s: float | None = None
    error: str | None = None  # "<type>: <message>" of an exception from the compiled call
    recompiles: int = 0  # tcompile's recompiles in the timed calls (the inputs never change)


def _no_sync() -> None:
    pass


def median_ms(fn: Callable[[], Any], repeat: int, warmup: int = 3,
              sync: Callable[[], Any] = _no_sync) -> float:
    """The median wall time of `repeat` calls of `fn` after `warmup` untimed ones, in ms."""
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(repeat):
        sync()
        t0 = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e3


def _to(device: str, v: Any) -> Any:
    if isinstance(v, torch.Tensor):
        return v.to(device)
    if isinstance(v, dict):
        return {k: _to(device, x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return type(v)(_to(device, x) for x in v)
    return v


def fallback_reasons(compiled: Any) -> list[str]:
    """Why each graph of `compiled` (a `tcompile.compile` result, with the resume functions
    it led to) fell back to eager, at compile time or when its code failed."""
    session = compiled._compiled._session
    return [str(g.fallback_reason) for _, t in session.translations for g in t.graphs
            if g.fallback_reason is not None]


def run_model(name: str, *, time_it: bool = False, torch_compile: bool = False,
              fullgraph: bool = False, repeat: int = 20, device: str = "cpu") -> ZooRow:
    """Build `name`, run it eagerly and through `tcompile.compile`, compare, count graphs
    (of the first compiled call) and, with `time_it`, time eager, tcompile and (with
    `torch_compile`) torch.compile. An exception from the compiled call lands in `error`."""
    import tcompile

    entry = ZOO[name]
    row = ZooRow(name, entry.group)
    model, inputs = entry.build()
    sync: Callable[[], Any] = _no_sync
    if device != "cpu":  # CUDA: Triton kernels; times include a synchronize
        model, inputs = model.to(device), _to(device, inputs)
        sync = torch.cuda.synchronize
    with torch.no_grad():
        expected = model(**inputs)
        compiled = tcompile.compile(model, fullgraph=fullgraph)
        t0 = time.perf_counter()
        try:
            actual = compiled(**inputs)
        except Exception as e:  # a compiler bug or an unsupported model: report, go on
            row.error = f"{type(e).__name__}: {e}"
        row.first_call_s = time.perf_counter() - t0
        stats = compiled.stats
        row.graphs, row.breaks, row.fallbacks = (stats.graphs_compiled, stats.graph_breaks,
                                                 stats.fallbacks)
        first_recompiles = len(stats.recompiles)
        if row.error is not None:
            return row
        row.correct, row.max_err = compare(expected, actual)
        row.fallbacks = len(fallback_reasons(compiled))
        if time_it:
            row.eager_ms = median_ms(lambda: model(**inputs), repeat, sync=sync)
            try:
                row.tcompile_ms = median_ms(lambda: compiled(**inputs), repeat, sync=sync)
            except Exception as e:
                row.error = f"{type(e).__name__} (on a later call): {e}"
            if torch_compile:
                torch._dynamo.reset()
                inductor = torch.compile(model)
                inductor(**inputs)
                row.torch_compile_ms = median_ms(lambda: inductor(**inputs), repeat, sync=sync)
        row.recompiles = len(stats.recompiles) - first_recompiles
    return row


@dataclass
class TrainRow:
    """One model's line of the training table: a step's loss and every parameter's
    gradient, compiled against eager."""

    model: str
    group: str
    graphs: int = 0
    breaks: int = 0
    backward: str = ""  # "compiled" (every graph's), or how many replayed the ops eagerly
    loss_ok: bool = False
    grads: int = 0  # parameters with a gradient in eager
    wrong: list[str] = field(default_factory=list)  # those whose compiled gradient differs
    max_err: float = 0.0  # the largest |difference| of a gradient element from eager's
    eager_ms: float | None = None
    tcompile_ms: float | None = None
    first_call_s: float | None = None
    error: str | None = None


def training_loss(out: Any) -> torch.Tensor:
    """The loss a training step backpropagates: the model's own (`out.loss`, where the inputs
    have labels), else the mean square of its floating-point outputs (so every output that
    depends on a parameter gets a gradient)."""
    loss = out.get("loss") if isinstance(out, dict) else getattr(out, "loss", None)
    if loss is not None:
        return loss
    floats = [t for t in outputs_to_tensors(out) if t.is_floating_point() and t.requires_grad]
    return sum(t.float().square().mean() for t in floats)


def train_step(name: str, *, time_it: bool = False, repeat: int = 10, rtol: float = 1e-3,
               atol: float = 1e-4, device: str = "cpu") -> TrainRow:
    """Build `name` (eval mode: no dropout, BatchNorm's statistics fixed, so both runs see
    the same function), take one training step's loss and gradients eagerly and through
    `tcompile.compile`, and compare them; with `time_it`, the median step (forward, loss,
    backward) of each. On CUDA (`device`) the step runs tcompile's Triton kernels."""
    import tcompile

    entry = ZOO[name]
    row = TrainRow(name, entry.group)
    model, inputs = entry.build()
    sync: Callable[[], Any] = _no_sync
    if device != "cpu":
        model, inputs = model.to(device), _to(device, inputs)
        sync = torch.cuda.synchronize
    params = [(n, p) for n, p in model.named_parameters() if p.requires_grad]

    def step(fn: Callable[..., Any]) -> torch.Tensor:
        loss = training_loss(fn(**inputs))
        loss.backward()
        return loss.detach()

    expected_loss = step(model)
    expected = {n: p.grad.clone() for n, p in params if p.grad is not None}
    model.zero_grad(set_to_none=True)
    compiled = tcompile.compile(model)
    t0 = time.perf_counter()
    try:
        loss = step(compiled)
    except Exception as e:  # a compiler bug or an unsupported model: report, go on
        row.error = f"{type(e).__name__}: {e}"
        return row
    row.first_call_s = time.perf_counter() - t0
    row.graphs, row.breaks = compiled.stats.graphs_compiled, compiled.stats.graph_breaks
    session = compiled._compiled._session
    graphs = [g for _, t in session.translations for g in t.graphs]
    differentiated = [g for g in graphs if g.backward is not None]  # (None: nothing needs grad)
    replayed = [g for g in differentiated if g.backward != "compiled"]
    row.backward = (f"{len(replayed)} of {len(differentiated)} replayed" if replayed
                    else "compiled" if differentiated else "none")
    row.loss_ok = bool(torch.allclose(loss, expected_loss, rtol=rtol, atol=atol))
    row.grads = len(expected)
    for n, p in params:
        want, got = expected.get(n), p.grad
        if want is None or got is None:
            if (want is None) != (got is None):
                row.wrong.append(n)
            continue
        row.max_err = max(row.max_err, float((got - want).abs().max()))
        if not torch.allclose(got, want, rtol=rtol, atol=atol):
            row.wrong.append(n)
    if time_it:
        def timed(fn: Callable[..., Any]) -> Callable[[], Any]:
            def run() -> None:
                model.zero_grad(set_to_none=True)
                step(fn)
            return run
        row.eager_ms = median_ms(timed(model), repeat, sync=sync)
        row.tcompile_ms = median_ms(timed(compiled), repeat, sync=sync)
    return row


def format_train_table(rows: list[TrainRow]) -> str:
    def num(v: float | None, fmt: str) -> str:
        return "–" if v is None else format(v, fmt)

    lines = ["| model | group | graphs | breaks | backward | loss | gradients | max diff "
             "| eager step ms | tcompile step ms | first step s |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if r.error:
            lines.append(f"| {r.model} | {r.group} | – | – | – | {r.error.split(':', 1)[0]} "
                         "| – | – | – | – | – |")
            continue
        grads = (f"{r.grads} equal" if not r.wrong
                 else f"{len(r.wrong)} of {r.grads} differ ({', '.join(r.wrong[:3])})")
        lines.append(f"| {r.model} | {r.group} | {r.graphs} | {r.breaks} | {r.backward} | "
                     f"{'equal' if r.loss_ok else 'differs'} | {grads} | {r.max_err:.1e} | "
                     f"{num(r.eager_ms, '.2f')} | {num(r.tcompile_ms, '.2f')} | "
                     f"{num(r.first_call_s, '.2f')} |")
    return "\n".join(lines)


def format_table(rows: list[ZooRow]) -> str:
    """The rows as a markdown table ("–" where a value is missing)."""
    def num(v: float | None, fmt: str) -> str:
        return "–" if v is None else format(v, fmt)

    lines = ["| model | group | graphs | breaks | correct | eager ms | tcompile ms | "
             "torch.compile ms | first call s |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        correct = r.error.split(":", 1)[0] if r.error else ("yes" if r.correct
                                                             else f"no ({r.max_err:.1e})")
        if r.fallbacks and not r.error:
            correct += f" ({r.fallbacks} graph{'s' if r.fallbacks > 1 else ''} eager)"
        lines.append(f"| {r.model} | {r.group} | {r.graphs} | {r.breaks} | {correct} | "
                     f"{num(r.eager_ms, '.2f')} | {num(r.tcompile_ms, '.2f')} | "
                     f"{num(r.torch_compile_ms, '.2f')} | {num(r.first_call_s, '.2f')} |")
    return "\n".join(lines)


def header(device: str = "cpu") -> str:
    """Date, machine and versions: the first lines of a written table."""
    import transformers

    machine = platform.processor() or platform.machine()
    if device != "cpu":
        machine = f"{torch.cuda.get_device_name()} on {machine}"
    return (f"# tcompile model zoo, {datetime.date.today().isoformat()}\n\n"
            f"- machine: {machine}, {os.cpu_count()} CPUs, {torch.get_num_threads()} threads\n"
            f"- versions: python {platform.python_version()}, torch {torch.__version__}, "
            f"transformers {transformers.__version__}\n")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="Compile the transformers model zoo with "
                                 "tcompile and compare it with eager.")
    ap.add_argument("--models", default=",".join(ZOO), help="comma-separated subset")
    ap.add_argument("--time", action="store_true", help="time eager and tcompile")
    ap.add_argument("--torch-compile", action="store_true", help="with --time: torch.compile too")
    ap.add_argument("--device", default="cpu", help="with --train: cpu or cuda")
    ap.add_argument("--train", action="store_true",
                    help="a training step (loss and gradients) instead of inference")
    ap.add_argument("--out", help="write the table (with a header) to this markdown file")
    args = ap.parse_args(argv)
    if args.train:
        train_rows = []
        for name in args.models.split(","):
            train_rows.append(train_step(name, time_it=args.time, device=args.device))
            if train_rows[-1].error:
                print(f"{name}: {train_rows[-1].error}", flush=True)
            print(format_train_table(train_rows[-1:]).splitlines()[-1], flush=True)
        table = format_train_table(train_rows)
        print(table)
        if args.out:
            with open(args.out, "w") as f:
                f.write(f"{header(args.device)}\n{table}\n")
        return
    rows = []
    for name in args.models.split(","):
        row = run_model(name, time_it=args.time, torch_compile=args.torch_compile)
        if row.error:
            print(f"{name}: {row.error}", flush=True)
        rows.append(row)
    table = format_table(rows)
    print(table)
    if args.out:
        with open(args.out, "w") as f:
            f.write(f"{header()}\n{table}\n")


if __name__ == "__main__":
    main()

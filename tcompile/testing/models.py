"""The model zoo: small, real nn.Modules that tcompile must capture whole and match eager on.

These are the models of issue #4 (an MLP, a small ResNet, a GPT-2 block with fused and with
hand-written attention, a BERT encoder layer). The backend tests record them with parameters
passed as graph inputs (`functional_inputs`); the frontend tests compile the modules as they
are. `MODELS` maps a name to `(factory, example_input_maker)` at sizes that run in well under
a second on two CPU cores; keep the class names stable, other tests import them.

`KVCacheGPT` is a small GPT-2 with a KV cache for autoregressive decoding (item 4 of the
dynamic-shapes issue): `forward(idx, cache) -> (last logits, cache)`, the cache growing by
one `torch.cat` per step; `greedy_decode(step, model, prompt, n_tokens)` runs a prefill then
`n_tokens` single-token steps through `step` (the model, eager or compiled).
tests/e2e/test_decode.py and bench/decode.py use them; they are not in `MODELS` (their
inputs are not a list of tensors).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import torch
import torch.nn.functional as F
from torch import nn


class TanhGelu(torch.autograd.Function):
    """transformers' BLOOM GELU in the same form: a tanh GELU whose backward is its own
    (here deliberately not the forward's derivative, so a test sees which one ran)."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * 0.5 * (1.0 + torch.tanh(0.79788456 * x * (1 + 0.044715 * x * x)))

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * (x > 0)


class MLP(nn.Module):
    """Linear-GELU-Linear-ReLU-Linear, with an optional LayerNorm on the input."""

    def __init__(self, d_in: int = 32, hidden: int = 64, d_out: int = 10,
                 layer_norm: bool = False):
        super().__init__()
        self.norm = nn.LayerNorm(d_in) if layer_norm else nn.Identity()
        self.fc1 = nn.Linear(d_in, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.fc3 = nn.Linear(hidden, d_out)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = F.gelu(self.fc1(self.norm(x)))
        return self.fc3(F.relu(self.fc2(x)))


class BasicBlock(nn.Module):
    """ResNet's two 3x3 convolutions with batch norm and a residual (1x1 conv when strided)."""

    def __init__(self, c_in: int, c_out: int, stride: int = 1):
        super().__init__()
        self.conv1 = nn.Conv2d(c_in, c_out, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(c_out)
        self.conv2 = nn.Conv2d(c_out, c_out, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(c_out)
        self.downsample = nn.Identity()
        if stride != 1 or c_in != c_out:
            self.downsample = nn.Sequential(nn.Conv2d(c_in, c_out, 1, stride, bias=False),
                                            nn.BatchNorm2d(c_out))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = F.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return F.relu(y + self.downsample(x))


class SmallResNet(nn.Module):
    """A ResNet for 32x32 images: conv3x3-BN-ReLU stem, BasicBlocks (the second strided),
    adaptive average pooling and a linear head."""

    def __init__(self, width: int = 16, num_classes: int = 10):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, width, 3, 1, 1, bias=False),
                                  nn.BatchNorm2d(width), nn.ReLU())
        self.layers = nn.Sequential(BasicBlock(width, width), BasicBlock(width, 2 * width, 2),
                                    BasicBlock(2 * width, 2 * width))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.head = nn.Linear(2 * width, num_classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.pool(self.layers(self.stem(x)))
        return self.head(torch.flatten(x, 1))


class _GPT2MLP(nn.Module):
    def __init__(self, d: int):
        super().__init__()
        self.c_fc = nn.Linear(d, 4 * d)
        self.c_proj = nn.Linear(4 * d, d)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.c_proj(F.gelu(self.c_fc(x), approximate="tanh"))


class GPT2Block(nn.Module):
    """A pre-norm GPT-2 block: causal self-attention through
    `F.scaled_dot_product_attention(is_causal=True)`, then a GELU(tanh) MLP."""

    def __init__(self, d: int = 64, n_head: int = 4):
        super().__init__()
        self.n_head = n_head
        self.ln_1 = nn.LayerNorm(d)
        self.c_attn = nn.Linear(d, 3 * d)
        self.c_proj = nn.Linear(d, d)
        self.ln_2 = nn.LayerNorm(d)
        self.mlp = _GPT2MLP(d)

    def attention(self, x: torch.Tensor) -> torch.Tensor:
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(C, dim=2)
        q, k, v = (t.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
                   for t in (q, k, v))
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.c_proj(y.transpose(1, 2).contiguous().view(B, T, C))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attention(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT2BlockManual(GPT2Block):
    """GPT2Block with attention written out as nanoGPT's fallback does: `q @ k^T * scale`,
    `masked_fill` with a registered causal-mask buffer sliced to T, softmax, `@ v`; dropout
    layers are present (identities in eval mode)."""

    def __init__(self, d: int = 64, n_head: int = 4, block_size: int = 64):
        super().__init__(d, n_head)
        self.attn_dropout = nn.Dropout(0.1)
        self.resid_dropout = nn.Dropout(0.1)
        mask = torch.tril(torch.ones(block_size, block_size))
        self.register_buffer("bias", mask.view(1, 1, block_size, block_size))

    def attention(self, x: torch.Tensor) -> torch.Tensor:
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(C, dim=2)
        q, k, v = (t.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
                   for t in (q, k, v))
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float("-inf"))
        att = self.attn_dropout(F.softmax(att, dim=-1))
        y = (att @ v).transpose(1, 2).contiguous().view(B, T, C)
        return self.resid_dropout(self.c_proj(y))


class BertLayer(nn.Module):
    """A post-norm BERT encoder layer: self-attention with an additive attention mask
    argument, residual + LayerNorm, GELU(erf) intermediate, residual + LayerNorm."""

    def __init__(self, d: int = 64, n_head: int = 4, intermediate: int = 256):
        super().__init__()
        self.n_head = n_head
        self.query = nn.Linear(d, d)
        self.key = nn.Linear(d, d)
        self.value = nn.Linear(d, d)
        self.attn_out = nn.Linear(d, d)
        self.attn_norm = nn.LayerNorm(d, eps=1e-12)
        self.dropout = nn.Dropout(0.1)
        self.intermediate = nn.Linear(d, intermediate)
        self.output = nn.Linear(intermediate, d)
        self.out_norm = nn.LayerNorm(d, eps=1e-12)

    def heads(self, x: torch.Tensor) -> torch.Tensor:
        B, T, C = x.shape
        return x.view(B, T, self.n_head, C // self.n_head).permute(0, 2, 1, 3)

    def forward(self, x: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        """`attention_mask`: [B, 1, 1, T], 0 where a key is attended and a large negative
        number where it is padding (as BERT's extended attention mask)."""
        B, T, C = x.shape
        q, k, v = self.heads(self.query(x)), self.heads(self.key(x)), self.heads(self.value(x))
        scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(C // self.n_head)
        probs = self.dropout(torch.softmax(scores + attention_mask, dim=-1))
        context = torch.matmul(probs, v).permute(0, 2, 1, 3).reshape(B, T, C)
        x = self.attn_norm(x + self.dropout(self.attn_out(context)))
        y = self.output(F.gelu(self.intermediate(x)))
        return self.out_norm(x + self.dropout(y))


def _bert_inputs(batch: int, seq: int, d: int) -> list[torch.Tensor]:
    lengths = torch.randint(seq // 2, seq + 1, (batch,))
    padding = torch.arange(seq)[None, :] >= lengths[:, None]
    mask = torch.zeros(batch, 1, 1, seq).masked_fill(padding[:, None, None, :], -10000.0)
    return [torch.randn(batch, seq, d), mask]


Factory = Callable[[], nn.Module]
InputMaker = Callable[[], list[torch.Tensor]]

MODELS: dict[str, tuple[Factory, InputMaker]] = {
    "mlp": (MLP, lambda: [torch.randn(8, 32)]),
    "mlp_layer_norm": (lambda: MLP(layer_norm=True), lambda: [torch.randn(8, 32)]),
    "resnet": (SmallResNet, lambda: [torch.randn(2, 3, 32, 32)]),
    "gpt2_block": (GPT2Block, lambda: [torch.randn(2, 16, 64)]),
    "gpt2_block_manual": (GPT2BlockManual, lambda: [torch.randn(2, 16, 64)]),
    "bert_layer": (BertLayer, lambda: _bert_inputs(2, 16, 64)),
}
"""name -> (factory of the module in its initial state, maker of fresh example inputs)."""


class _CachedAttention(nn.Module):
    """GPT-2's causal self-attention over a KV cache: the new keys and values are
    concatenated to the cached ones along the length dim (`torch.cat`, as Hugging Face's
    GPT-2 and most hand-written decoders do) and the new queries attend to all of them."""

    def __init__(self, d: int, n_head: int):
        super().__init__()
        self.n_head = n_head
        self.c_attn = nn.Linear(d, 3 * d)
        self.c_proj = nn.Linear(d, d)

    def forward(self, x: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor
                ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(C, dim=2)
        q, k, v = (t.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
                   for t in (q, k, v))
        k = torch.cat([k_cache, k], dim=2)
        v = torch.cat([v_cache, v], dim=2)
        L = k_cache.size(2)
        # One new token attends to every cached one: no mask. Several (the prompt) see the
        # cache and the new tokens up to their own position: the causal mask shifted by L.
        mask = None
        if T > 1:
            mask = torch.ones(T, L + T, dtype=torch.bool, device=x.device).tril(L)
        y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return self.c_proj(y.transpose(1, 2).contiguous().view(B, T, C)), k, v


class _CachedBlock(nn.Module):
    def __init__(self, d: int, n_head: int):
        super().__init__()
        self.ln_1 = nn.LayerNorm(d)
        self.attn = _CachedAttention(d, n_head)
        self.ln_2 = nn.LayerNorm(d)
        self.mlp = _GPT2MLP(d)

    def forward(self, x: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor
                ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        y, k, v = self.attn(self.ln_1(x), k_cache, v_cache)
        x = x + y
        return x + self.mlp(self.ln_2(x)), k, v


KVCache = list[tuple[torch.Tensor, torch.Tensor]]
"""Per layer, the cached keys and values, each (B, n_head, L, d // n_head)."""


class KVCacheGPT(nn.Module):
    """A small GPT-2 for autoregressive decoding with a KV cache, written the plain way:
    token and position embeddings, `n_layer` pre-norm blocks (`_CachedBlock`), a final
    LayerNorm and an LM head tied to the token embedding.

    `forward(idx, cache)` takes token ids (B, T) and the cache of the tokens before them (a
    list of per-layer (k, v), each (B, n_head, L, head_dim); L = 0 at the start, see
    `empty_cache`) and returns the logits of the last position (B, vocab) and the new cache,
    each tensor one `torch.cat` longer by T. The positions are `arange(L, L + T)`, so L is a
    size that a compiler sees change at every step."""

    def __init__(self, vocab: int = 97, d: int = 64, n_head: int = 4, n_layer: int = 2,
                 block_size: int = 128):
        super().__init__()
        self.n_head = n_head
        self.wte = nn.Embedding(vocab, d)
        self.wpe = nn.Embedding(block_size, d)
        self.h = nn.ModuleList(_CachedBlock(d, n_head) for _ in range(n_layer))
        self.ln_f = nn.LayerNorm(d)
        self.lm_head = nn.Linear(d, vocab, bias=False)
        self.lm_head.weight = self.wte.weight

    def empty_cache(self, batch: int) -> KVCache:
        """The cache before the prompt: every layer's keys and values of length 0."""
        w = self.wte.weight
        d = w.shape[1]
        shape = (batch, self.n_head, 0, d // self.n_head)
        return [(w.new_zeros(shape), w.new_zeros(shape)) for _ in self.h]

    def forward(self, idx: torch.Tensor, cache: KVCache) -> tuple[torch.Tensor, KVCache]:
        B, T = idx.size()
        L = cache[0][0].size(2)
        pos = torch.arange(L, L + T, dtype=torch.long, device=idx.device)
        x = self.wte(idx) + self.wpe(pos)
        new_cache = []
        for block, (k_cache, v_cache) in zip(self.h, cache, strict=True):
            x, k, v = block(x, k_cache, v_cache)
            new_cache.append((k, v))
        logits = self.lm_head(self.ln_f(x[:, -1, :]))
        return logits, new_cache


def greedy_decode(step: Callable[..., tuple[torch.Tensor, KVCache]], model: KVCacheGPT,
                  prompt: torch.Tensor, n_tokens: int = 64
                  ) -> tuple[torch.Tensor, list[torch.Tensor]]:
    """Greedy decoding: `step(prompt, model.empty_cache(B))` once (the prefill), then
    `n_tokens` calls `step(token, cache)` with the last chosen token (B, 1), each choosing
    the argmax of its logits. `step` is the model itself, eager or compiled. Returns the
    chosen tokens (B, n_tokens + 1: the prefill's choice, then each step's) and the logits of
    every call (n_tokens + 1 of them, (B, vocab) each)."""
    logits, cache = step(prompt, model.empty_cache(prompt.shape[0]))
    all_logits = [logits]
    tokens = [logits.argmax(-1, keepdim=True)]
    for _ in range(n_tokens):
        logits, cache = step(tokens[-1], cache)
        all_logits.append(logits)
        tokens.append(logits.argmax(-1, keepdim=True))
    return torch.cat(tokens, dim=1), all_logits


def functional_inputs(model: nn.Module) -> tuple[list[str], list[torch.Tensor]]:
    """The names and tensors of `model`'s parameters and buffers, to pass as graph inputs."""
    named = [*model.named_parameters(), *model.named_buffers()]
    return [n for n, _ in named], [t for _, t in named]


def functional(model: nn.Module, names: list[str]) -> Callable[..., torch.Tensor]:
    """`fn(*state, *inputs)`: `model` called with its parameters and buffers replaced by
    `state` (in the order of `names`), so a recorder sees them as graph inputs."""

    def fn(*args: torch.Tensor) -> torch.Tensor:
        state = dict(zip(names, args[:len(names)], strict=True))
        return torch.func.functional_call(model, state, tuple(args[len(names):]))

    return fn

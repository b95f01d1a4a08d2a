"""DDP and FSDP2 over two GPUs with NCCL: a small GPT-2 trained with tcompile gives eager's
losses (run on a machine with two GPUs: `pytest -m multi_gpu tests/gpu`). The CPU twin with
gloo, more wrappings and exact gradients is tests/distributed/test_distributed.py."""

from __future__ import annotations

import datetime
import os

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.nn.parallel import DistributedDataParallel as DDP

import tcompile
from tcompile.testing.distributed import free_port, leave

pytestmark = [pytest.mark.gpu, pytest.mark.multi_gpu]

STEPS = 8


def _gpt2() -> torch.nn.Module:
    from transformers import GPT2Config, GPT2LMHeadModel

    torch.manual_seed(0)
    config = GPT2Config(n_layer=3, n_embd=128, n_head=4, vocab_size=1000, attn_pdrop=0.0,
                        resid_pdrop=0.0, embd_pdrop=0.0)
    config._attn_implementation = "sdpa"
    return GPT2LMHeadModel(config)


def _wrap(how: str, model: torch.nn.Module, rank: int) -> tuple[torch.nn.Module, object]:
    if how == "eager_ddp":
        return DDP(model, device_ids=[rank], bucket_cap_mb=0.5), None
    if how == "ddp_of_compiled":
        compiled = tcompile.compile(model)
        return DDP(compiled, device_ids=[rank], bucket_cap_mb=0.5), compiled
    if how == "compiled_ddp":
        compiled = tcompile.compile(DDP(model, device_ids=[rank], bucket_cap_mb=0.5))
        return compiled, compiled
    from torch.distributed.fsdp import fully_shard

    for block in model.transformer.h:
        fully_shard(block)
    fully_shard(model)
    if how == "eager_fsdp2":
        return model, None
    compiled = tcompile.compile(model)
    return compiled, compiled


def _losses(how: str, rank: int) -> tuple[list[float], object]:
    device = torch.device("cuda", rank)
    model = _gpt2().to(device)
    net, stats_of = _wrap(how, model, rank)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    gen = torch.Generator(device=device).manual_seed(1000 + rank)
    losses = []
    for _ in range(STEPS):
        ids = torch.randint(0, 1000, (4, 64), device=device, generator=gen)
        opt.zero_grad(set_to_none=True)
        loss = net(ids, labels=ids).loss
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses, stats_of


def _worker(rank: int, world: int, port: int, pairs: list[tuple[str, str]]) -> None:
    torch.cuda.set_device(rank)
    torch.backends.cuda.matmul.allow_tf32 = False
    dist.init_process_group("nccl", init_method=f"tcp://127.0.0.1:{port}", rank=rank,
                            world_size=world, timeout=datetime.timedelta(seconds=120),
                            device_id=torch.device("cuda", rank))
    try:
        for eager_how, compiled_how in pairs:
            want, _ = _losses(eager_how, rank)
            got, compiled = _losses(compiled_how, rank)
            torch.testing.assert_close(torch.tensor(got), torch.tensor(want), rtol=1e-3,
                                       atol=1e-4, msg=lambda m, h=compiled_how: f"{h}: {m}")
            stats = compiled.stats
            assert stats.graphs_compiled >= 2 and stats.fallbacks == 0, (compiled_how, stats)
    finally:
        dist.destroy_process_group()
    leave()



@pytest.mark.parametrize("pairs", [
    [("eager_ddp", "ddp_of_compiled"), ("eager_ddp", "compiled_ddp")],
    [("eager_fsdp2", "compiled_fsdp2")],
], ids=["ddp", "fsdp2"])
def test_gpt2_trains_as_eager_over_two_gpus(pairs):
    """bucket_cap_mb=0.5 makes several buckets: DDP's graphs are split at them (>= 2 graphs);
    FSDP2's blocks are graphs of their own."""
    os.environ.setdefault("NCCL_NVLS_ENABLE", "0")
    mp.spawn(_worker, args=(2, free_port(), pairs), nprocs=2)

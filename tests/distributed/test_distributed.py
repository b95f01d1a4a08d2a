"""tcompile under torch.distributed: DDP and FSDP training steps equal eager's.

Every test starts `world` processes (torch.multiprocessing, spawn) on this machine, joined in
a gloo process group over localhost (a fresh free port per test). Each worker builds the
model twice from the same seed and trains both copies for a few steps on the same per-rank
data: once eagerly, once with tcompile in the wrapping order the test names
(`DDP(tcompile.compile(model))`, `tcompile.compile(DDP(model))`, FSDP2's `fully_shard` or
FSDP1 then `tcompile.compile`). The losses of every step, the final parameters and the final
gradients must equal eager's, and the compiled module's `stats` must show at least one
compiled graph and no new graph after the second step.

A worker fails by raising (the parent re-raises its traceback); collectives time out after
`PG_TIMEOUT`, and the parent kills the workers and fails the test past `TEST_TIMEOUT`, so a
hung worker fails the test instead of hanging it. Workers use one thread each. A worker that
passed leaves without the interpreter's teardown (`leave`: gloo's aborts now and then here).
"""

from __future__ import annotations

import contextlib
import datetime
import pathlib
import sys
import time
from collections.abc import Callable, Iterator

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn.functional as F
from torch import nn
from torch.nn.parallel import DistributedDataParallel as DDP

import tcompile
from tcompile.testing.distributed import free_port, leave

PG_TIMEOUT = datetime.timedelta(seconds=60)
TEST_TIMEOUT = 180.0  # seconds, for all the workers of one test
STEPS = 6
LR = 0.05
LOSS_TOL = {"rtol": 1e-4, "atol": 1e-5}
TENSOR_TOL = {"rtol": 1e-4, "atol": 1e-5}


# ---------------------------------------------------------------------------------------------
# models (module level: the spawned workers import this file to unpickle their entry point)


class MLP(nn.Module):
    """32 -> 64 -> 64 -> 8 with GELU."""

    def __init__(self) -> None:
        super().__init__()
        self.fc1 = nn.Linear(32, 64)
        self.fc2 = nn.Linear(64, 64)
        self.fc3 = nn.Linear(64, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc3(F.gelu(self.fc2(F.gelu(self.fc1(x)))))


class Block(nn.Module):
    """A transformer-like block without attention: x + fc2(gelu(fc1(norm(x))))."""

    def __init__(self, dim: int = 32, hidden: int = 64) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, hidden)
        self.fc2 = nn.Linear(hidden, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.fc2(F.gelu(self.fc1(self.norm(x))))


class Stack(nn.Module):
    """Three `Block`s and a linear head (the unit FSDP shards is a block)."""

    def __init__(self, dim: int = 32, layers: int = 3, out: int = 8) -> None:
        super().__init__()
        self.blocks = nn.ModuleList(Block(dim) for _ in range(layers))
        self.head = nn.Linear(dim, out)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = block(x)
        return self.head(x)


# name -> (model factory, input shape, target shape)
MODELS: dict[str, tuple[Callable[[], nn.Module], tuple[int, ...], tuple[int, ...]]] = {
    "mlp": (MLP, (4, 32), (4, 8)),
    "stack": (Stack, (2, 8, 32), (2, 8, 8)),
}


def _batches(model: str, rank: int) -> list[tuple[torch.Tensor, torch.Tensor]]:
    """The same `STEPS` batches on every call for one rank, different between ranks."""
    _, x_shape, y_shape = MODELS[model]
    gen = torch.Generator().manual_seed(1000 + rank)
    return [(torch.randn(x_shape, generator=gen), torch.randn(y_shape, generator=gen))
            for _ in range(STEPS)]


def _fresh(model: str) -> nn.Module:
    torch.manual_seed(0)
    return MODELS[model][0]()


# ---------------------------------------------------------------------------------------------
# wrappings: each returns (module to train, what carries the tcompile stats or None)


def _wrap_eager_ddp(model: nn.Module, bucket_cap_mb: float | None):
    return DDP(model, **_ddp_kwargs(bucket_cap_mb)), None


def _wrap_ddp_of_compiled(model: nn.Module, bucket_cap_mb: float | None):
    ddp = DDP(tcompile.compile(model), **_ddp_kwargs(bucket_cap_mb))
    return ddp, ddp.module


def _wrap_compiled_ddp(model: nn.Module, bucket_cap_mb: float | None):
    compiled = tcompile.compile(DDP(model, **_ddp_kwargs(bucket_cap_mb)))
    return compiled, compiled


def _ddp_kwargs(bucket_cap_mb: float | None) -> dict:
    return {} if bucket_cap_mb is None else {"bucket_cap_mb": bucket_cap_mb}


def _fsdp2(model: nn.Module) -> nn.Module:
    from torch.distributed.fsdp import fully_shard

    for block in model.blocks:
        fully_shard(block)
    fully_shard(model)
    return model


def _wrap_eager_fsdp2(model: nn.Module, _bucket_cap_mb: float | None):
    return _fsdp2(model), None


def _wrap_compiled_fsdp2(model: nn.Module, _bucket_cap_mb: float | None):
    compiled = tcompile.compile(_fsdp2(model))
    return compiled, compiled


def _fsdp1(model: nn.Module, orig_params: bool) -> nn.Module:
    from torch.distributed.fsdp import FullyShardedDataParallel
    from torch.distributed.fsdp.wrap import ModuleWrapPolicy

    # use_orig_params: the parameters stay the module's (views into the flat shards; what
    # torch.compile requires of FSDP1), else plain tensor attributes set before each forward;
    # device_id: FSDP1 refuses the CPU unless told
    return FullyShardedDataParallel(model, auto_wrap_policy=ModuleWrapPolicy({Block}),
                                    use_orig_params=orig_params, device_id=torch.device("cpu"))


def _wrap_eager_fsdp1(model: nn.Module, _bucket_cap_mb: float | None):
    return _fsdp1(model, True), None


def _wrap_compiled_fsdp1(model: nn.Module, _bucket_cap_mb: float | None):
    compiled = tcompile.compile(_fsdp1(model, True))
    return compiled, compiled


def _wrap_eager_fsdp1_flat(model: nn.Module, _bucket_cap_mb: float | None):
    return _fsdp1(model, False), None


def _wrap_compiled_fsdp1_flat(model: nn.Module, _bucket_cap_mb: float | None):
    compiled = tcompile.compile(_fsdp1(model, False))
    return compiled, compiled


# case -> (eager wrapping, compiled wrapping)
CASES = {
    "ddp_of_compiled": (_wrap_eager_ddp, _wrap_ddp_of_compiled),
    "compiled_ddp": (_wrap_eager_ddp, _wrap_compiled_ddp),
    "fsdp2": (_wrap_eager_fsdp2, _wrap_compiled_fsdp2),
    "fsdp1": (_wrap_eager_fsdp1, _wrap_compiled_fsdp1),
    "fsdp1_flat": (_wrap_eager_fsdp1_flat, _wrap_compiled_fsdp1_flat),
}


# ---------------------------------------------------------------------------------------------
# the worker


def _unsharded_bytes(module: nn.Module) -> int:
    """Bytes held by the all-gathered (unsharded) parameters of FSDP2's block units: 0 once
    each unit has resharded after its forward."""
    return sum(p._unsharded_param.untyped_storage().size()
               for block in module.blocks
               for p in block._get_fsdp_state()._fsdp_param_group.fsdp_params)


def _train(module: nn.Module, batches, stats_of, fsdp2_root: nn.Module | None = None
           ) -> tuple[list[torch.Tensor], int | None]:
    """Train `module` on `batches` (SGD, MSE); the losses, and graphs_compiled after step 2.
    With `fsdp2_root`, also check that every block freed its gathered parameters after its
    forward (the compiled graphs hold no copy that would keep them)."""
    opt = torch.optim.SGD(module.parameters(), lr=LR)
    losses = []
    graphs_after_two = None
    for step, (x, y) in enumerate(batches, 1):
        opt.zero_grad(set_to_none=True)
        out = module(x)
        if fsdp2_root is not None:
            assert _unsharded_bytes(fsdp2_root) == 0, "an FSDP2 unit did not reshard"
        loss = F.mse_loss(out, y)
        loss.backward()
        opt.step()
        losses.append(loss.detach().clone())
        if step == 2 and stats_of is not None:
            graphs_after_two = stats_of.stats.graphs_compiled
    return losses, graphs_after_two


def _local(t: torch.Tensor | None) -> torch.Tensor | None:
    """A DTensor (FSDP2's sharded parameters and gradients) gathered whole; collective."""
    if t is None:
        return None
    from torch.distributed.tensor import DTensor

    return t.full_tensor() if isinstance(t, DTensor) else t.detach()


def _snapshot(module: nn.Module) -> list[tuple[torch.Tensor, torch.Tensor | None]]:
    return [(_local(p), _local(p.grad)) for p in module.parameters()]


def _worker(rank: int, world: int, port: int, case: str, model: str,
            bucket_cap_mb: float | None, min_graphs: int) -> None:
    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank,
                            world_size=world, timeout=PG_TIMEOUT)
    try:
        wrap_eager, wrap_compiled = CASES[case]
        batches = _batches(model, rank)
        eager, _ = wrap_eager(_fresh(model), bucket_cap_mb)
        eager_losses, _ = _train(eager, batches, None)
        eager_state = _snapshot(eager)

        base = _fresh(model)
        compiled, stats_of = wrap_compiled(base, bucket_cap_mb)
        losses, graphs_after_two = _train(compiled, batches, stats_of,
                                          base if case == "fsdp2" else None)
        state = _snapshot(compiled)  # collectives on every rank before any assertion

        where = f"rank {rank}/{world}, {case}, {model}, bucket_cap_mb={bucket_cap_mb}"
        stats = stats_of.stats
        for step, (got, want) in enumerate(zip(losses, eager_losses, strict=True), 1):
            torch.testing.assert_close(got, want, **LOSS_TOL,
                                       msg=lambda m, s=step: f"{where}: loss of step {s}: {m}")
        assert len(state) == len(eager_state), f"{where}: parameter count differs"
        names = [n for n, _ in eager.named_parameters()]
        for name, (p, g), (p_ref, g_ref) in zip(names, state, eager_state, strict=True):
            torch.testing.assert_close(p, p_ref, **TENSOR_TOL,
                                       msg=lambda m, n=name: f"{where}: parameter {n}: {m}")
            assert (g is None) == (g_ref is None), f"{where}: gradient of {name}: {g} vs {g_ref}"
            if g is not None:
                torch.testing.assert_close(g, g_ref, **TENSOR_TOL,
                                           msg=lambda m, n=name: f"{where}: grad of {n}: {m}")
        assert stats.graphs_compiled >= min_graphs, \
            f"{where}: fewer than {min_graphs} graphs compiled: {stats}"
        assert stats.fallbacks == 0, f"{where}: a graph fell back to eager: {stats}"
        assert stats.graphs_compiled == graphs_after_two, (
            f"{where}: compiled again after step 2 ({graphs_after_two} graphs then): {stats}")
    finally:
        dist.destroy_process_group()
    leave()


# ---------------------------------------------------------------------------------------------
# the parent



@contextlib.contextmanager
def _importable() -> Iterator[None]:
    """Make this module importable by its name in the workers while they start.

    A spawned worker unpickles `_worker` by importing `__name__`, with the parent's sys.path.
    pytest's importlib import mode names this module after its path from the root
    (`tests.distributed.test_distributed`) without putting the root on sys.path: add it.
    """
    root = str(pathlib.Path(__file__).resolve().parents[__name__.count(".")])
    added = root not in sys.path
    if added:
        sys.path.insert(0, root)
    try:
        yield
    finally:
        if added:
            sys.path.remove(root)


def _run(case: str, world: int, model: str, bucket_cap_mb: float | None = None,
         min_graphs: int = 1) -> None:
    """Run `_worker` on `world` ranks; re-raise a worker's failure, fail on a timeout."""
    with _importable():  # the workers receive sys.path when they start, not later
        ctx = mp.start_processes(_worker, args=(world, free_port(), case, model,
                                                bucket_cap_mb, min_graphs),
                                 nprocs=world, join=False, start_method="spawn")
    deadline = time.monotonic() + TEST_TIMEOUT
    try:
        while not ctx.join(timeout=1.0):  # raises ProcessRaisedException/ProcessExitedException
            if time.monotonic() > deadline:
                pytest.fail(f"{case} ({model}, world {world}) did not finish in "
                            f"{TEST_TIMEOUT:.0f} s")
    finally:
        for p in ctx.processes:
            if p.is_alive():
                p.kill()
                p.join()


# Four ranks for compiled DDP and FSDP2 only (each four-rank case takes 14-16 s of the suite's
# time on two cores); the other wrappers run on two.
@pytest.mark.parametrize(("model", "world"), [("mlp", 2), ("stack", 2)])
def test_ddp_of_compiled_module(model, world):
    _run("ddp_of_compiled", world, model)


@pytest.mark.parametrize(("model", "world"), [("mlp", 2), ("stack", 2), ("stack", 4)])
def test_compiled_ddp(model, world):
    _run("compiled_ddp", world, model)


@pytest.mark.parametrize("case", ["ddp_of_compiled", "compiled_ddp"])
def test_ddp_small_buckets_split_the_graph(case):
    """bucket_cap_mb=0.01 (10 KB): the stack's gradients fill several buckets, and the
    graph is one graph per bucket (split.py), so each all-reduce starts while the backward
    of the graphs before it runs."""
    _run(case, 2, "stack", bucket_cap_mb=0.01, min_graphs=3)


@pytest.mark.parametrize("world", [2, 4])
def test_fsdp2_fully_shard_each_block_then_root(world):
    """Each block (an FSDP unit: a module with FSDP's hooks) is a graph of its own."""
    _run("fsdp2", world, "stack", min_graphs=3)


@pytest.mark.parametrize(("case", "world"), [("fsdp1", 2), ("fsdp1_flat", 2)])
def test_fsdp1_wrap_each_block(case, world):
    _run(case, world, "stack", min_graphs=3)

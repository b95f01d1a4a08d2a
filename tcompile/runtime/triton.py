"""Launching generated Triton kernels: launch-config heuristics, a per-size config cache and
optional autotuning with winners kept on disk.

Generated kernel modules do `from tcompile.runtime.triton import TritonLauncher, libdevice`.
`libdevice` is Triton's `triton.language.extra.libdevice` on a GPU; under Triton's interpreter
(`TRITON_INTERPRET=1`, where the real libdevice functions are empty stubs) it is a small set of
numpy implementations of the functions the code generator emits.

This module imports nothing from tcompile outside `tcompile.runtime`.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from typing import Any

import torch
import triton

from tcompile.runtime import triton_pool
from tcompile.runtime.cache import cache_dir
from tcompile.timing import timed

INTERPRET = os.environ.get("TRITON_INTERPRET", "0") not in ("", "0")

MAX_GRID = 2**31 - 1
MAX_GRID_YZ = 65535  # CUDA's limit on grid axes 1 and 2
PERSISTENT_BUDGET = 4096  # XBLOCK * RBLOCK of a persistent reduction
LOOPED_RBLOCK = 2048


_current_device = getattr(torch._C, "_cuda_getDevice", None) or (lambda: 0)


def next_pow2(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


def _clamp(v: int, lo: int, hi: int) -> int:
    return max(lo, min(v, hi))


@dataclass(frozen=True)
class Config:
    XBLOCK: int
    RBLOCK: int
    num_warps: int
    num_stages: int = 1

    def kwargs(self) -> dict[str, int]:
        return {"XBLOCK": self.XBLOCK, "RBLOCK": self.RBLOCK, "num_warps": self.num_warps,
                "num_stages": self.num_stages}


def _fit_grid(cfg: Config, xnumel: int) -> Config:
    xblock = cfg.XBLOCK
    while triton.cdiv(xnumel, xblock) > MAX_GRID:
        xblock *= 2
    return cfg if xblock == cfg.XBLOCK else Config(xblock, cfg.RBLOCK, cfg.num_warps,
                                                   cfg.num_stages)


def _fit_grid2d(cfg: Config, xnumel: int, rnumel: int) -> Config:
    """Grid axis 1 (the last dimension's blocks) holds at most MAX_GRID_YZ: widen RBLOCK,
    trading rows for columns so the tile keeps its size."""
    xblock, rblock = cfg.XBLOCK, cfg.RBLOCK
    while triton.cdiv(rnumel, rblock) > MAX_GRID_YZ:
        rblock *= 2
        xblock = max(1, xblock // 2)
    while triton.cdiv(xnumel, xblock) > MAX_GRID:
        xblock *= 2
    return Config(xblock, rblock, cfg.num_warps, cfg.num_stages)


def grid_of(kind: str, cfg: Config, xnumel: int, rnumel: int,
            numels: tuple[int, ...] = ()) -> tuple[int, ...]:
    """The launch grid; `numels`: a combo kernel's parts, each on blocks of its own."""
    if kind == "pointwise2d":
        return (triton.cdiv(xnumel, cfg.XBLOCK), triton.cdiv(rnumel, cfg.RBLOCK))
    if kind == "combo":
        return (sum(triton.cdiv(n, cfg.XBLOCK) for n in numels),)
    return (triton.cdiv(xnumel, cfg.XBLOCK),)


def _tile(xblock: int, rblock: int, xnumel: int, rnumel: int) -> Config:
    """An XBLOCK x RBLOCK tile clipped to the problem, 4 warps (8 from 4096 elements on)."""
    xblock, rblock = min(xblock, next_pow2(xnumel)), min(rblock, next_pow2(rnumel))
    tile = xblock * rblock
    warps = 8 if tile >= 4096 else _clamp(tile // 128, 1, 4)
    return Config(xblock, rblock, warps)


def pointwise2d_config(xnumel: int, rnumel: int) -> Config:
    """Inductor's tiled pointwise rule: 32x32 tiles, 64x64 when both dimensions are large;
    when one side is short, the other is widened to keep about 1024 elements per tile."""
    side = 64 if min(xnumel, rnumel) >= 2048 else 32
    xblock, rblock = min(side, next_pow2(xnumel)), min(side, next_pow2(rnumel))
    budget = side * side
    return _tile(max(xblock, budget // rblock), max(rblock, budget // xblock), xnumel, rnumel)


def pointwise_config(xnumel: int) -> Config:
    """Inductor's 1-D pointwise rule: a block of 256..1024 elements (fewer for tiny sizes),
    one warp per 256 elements, at least 4 warps once the block has 128 elements; blocks
    shrink to 128 elements while there are fewer than 128 programs (a small kernel's time is
    its latency: trig over 10000 elements runs 79 programs of 128, as Inductor's does)."""
    bs = _clamp(next_pow2(xnumel // 128), 256, 1024)
    xblock = min(bs, next_pow2(xnumel))
    while xblock > 128 and triton.cdiv(xnumel, xblock) < 128:
        xblock //= 2
    warps = _clamp(xblock // 256, 1, 8)
    if xblock >= 128:
        warps = max(warps, 4)
    return Config(xblock, 1, warps)


def persistent_config(xnumel: int, rnumel: int, hint: str = "inner") -> Config:
    """The whole row in registers: RBLOCK = next_pow2(rnumel); as many rows as fit in a tile
    of PERSISTENT_BUDGET elements (no more than there are rows, and keeping >= 128 programs);
    a warp per 512 elements, 2..16; rows of 8192 and more get 32 (H100, softmax 8192x8192:
    179.2 us with 32, 179.9 with 16).

    Rows of 257-1024 elements (RBLOCK 512 or 1024) take tiles of 2048 and 4 warps. Measured
    on the H200, each kernel timed alone in a CUDA graph (bench/results/2026-11-29-gpu-s34.md):
    layer norm and softmax over 1024-16384 rows of 768 or 1024, bf16 and f32, ran 5-30%
    faster than with tiles of 4096 and 8 warps (layer norm 4096x768 bf16: 4.3 against
    6.0 us; 16384x768: 14.3 against 19.2, where an earlier, smaller search had put an rms
    norm's best at XBLOCK 4 with 8 warps), softmax over rows of 512 3% faster. Shorter and
    longer rows were within 5% of their best under the first rule (softmax 4096x4096 is flat
    from 4 to 16 warps, layer norm bf16 4096x4096 best at 8)."""
    rblock = next_pow2(max(rnumel, 1))
    medium = 512 <= rblock <= 1024
    xblock = _clamp((2048 if medium else PERSISTENT_BUDGET) // rblock, 1, 128)
    xblock = min(xblock, next_pow2(xnumel))
    # keep enough programs to fill the machine when there are few rows
    while xblock > 1 and triton.cdiv(xnumel, xblock) < 128:
        xblock //= 2
    tile = xblock * rblock
    warps = 4 if medium else 32 if tile >= 8192 else _clamp(next_pow2(tile // 512), 2, 16)
    return Config(xblock, rblock, warps)


def looped_config(xnumel: int, rnumel: int, hint: str = "inner") -> Config:
    """A loop over r in RBLOCK chunks. INNER (r contiguous): one or two rows per program,
    RBLOCK up to 2048, a warp per 128 lanes. OUTER (x contiguous): wide XBLOCK, short RBLOCK."""
    if hint == "outer":
        # enough programs to fill the GPU (measured on the H200, 4096x4096 column sums:
        # (16, 128, 8 warps) 28 us, (64, 8, 4 warps) 111 us, eager 34 us)
        xblock = 64
        while xblock > 8 and triton.cdiv(xnumel, xblock) < 256:
            xblock //= 2
        xblock = min(xblock, next_pow2(xnumel))
        rblock = _clamp(next_pow2(rnumel), 1, max(1, 2048 // xblock))
        return Config(xblock, rblock, 8 if xblock * rblock >= 1024 else 4)
    rblock = min(next_pow2(max(rnumel, 1)), LOOPED_RBLOCK)
    xblock = min(1 if rnumel > 2048 else 2, next_pow2(xnumel))
    warps = _clamp(next_pow2(xblock * rblock // 128), 2, 16)
    return Config(xblock, rblock, warps)


def candidate_configs(kind: str, persistent: bool, xnumel: int, rnumel: int,
                      hint: str) -> list[Config]:
    """What max-autotune tries (the heuristic one first)."""
    out: list[Config] = []
    if kind == "pointwise2d":
        out.append(pointwise2d_config(xnumel, rnumel))
        for xblock, rblock in ((32, 32), (64, 64), (16, 256), (256, 16), (64, 32), (32, 64)):
            out.append(_tile(xblock, rblock, xnumel, rnumel))
    elif kind in ("pointwise", "combo"):
        out.append(pointwise_config(xnumel))
        for xblock, warps in ((128, 4), (256, 4), (512, 4), (1024, 4), (1024, 8), (2048, 8)):
            if xblock <= max(next_pow2(xnumel), 128):
                out.append(Config(xblock, 1, warps))
    elif persistent:
        out.append(persistent_config(xnumel, rnumel, hint))
        rblock = next_pow2(max(rnumel, 1))
        for xblock in (1, 2, 4, 8, 16, 32, 64, 128):
            if xblock * rblock > 2 * PERSISTENT_BUDGET or xblock > next_pow2(xnumel):
                continue
            base = _clamp(next_pow2(xblock * rblock // 256), 1, 32)
            for warps in {base, _clamp(base * 2, 1, 32), _clamp(base // 2, 1, 32)}:
                out.append(Config(xblock, rblock, warps))
    else:
        out.append(looped_config(xnumel, rnumel, hint))
        out.append(looped_config(xnumel, rnumel, "outer" if hint == "inner" else "inner"))
        for xblock, rblock, warps in ((1, 2048, 16), (1, 1024, 8), (2, 1024, 8), (4, 512, 8),
                                      (8, 512, 8), (64, 64, 8), (64, 4, 8), (16, 128, 4)):
            if xblock <= next_pow2(xnumel) and rblock <= max(next_pow2(rnumel), 4):
                out.append(Config(xblock, rblock, warps))
    seen: list[Config] = []
    for c in out:
        c = _fit_grid2d(c, xnumel, rnumel) if kind == "pointwise2d" else _fit_grid(c, xnumel)
        if c not in seen:
            seen.append(c)
    return seen


class TritonLauncher:
    """`launcher(*tensors, *sizes, xnumel=..., rnumel=...)` runs `kernel` on its grid.

    `kind` is "pointwise" (1-D grid over xnumel), "pointwise2d" (2-D tiles: XBLOCK rows on
    grid axis 0, RBLOCK columns on axis 1), "reduction" (1-D grid over rows) or "combo"
    (pointwise parts of `meta["numels"]` elements, each on blocks of its own; xnumel is the
    largest, which picks the block size); `persistent` says the kernel keeps a whole row in
    registers (it then needs RBLOCK >= rnumel). `meta`
    carries codegen facts: `hint` ("inner"/"outer" reduction), `mutated` (argument positions
    both read and written, restored around autotuning runs). The first `pointers` arguments
    are tensors, the rest size integers (by default: the leading non-integers of the first
    call).

    A looped reduction over a symbolic rnumel may come with `persistent_kernel`, the same
    reduction keeping the row in registers: it runs while `next_pow2(rnumel)` is at most
    `persistent_max` (a layer norm over a symbolic 768 columns would otherwise loop, at twice
    the time on the H100).
    """

    def __init__(self, kernel: Any, kind: str = "pointwise", persistent: bool = False,
                 meta: dict[str, Any] | None = None, autotune: bool = False,
                 pointers: int | None = None, persistent_kernel: Any = None,
                 persistent_max: int = 0):
        self.kernel = kernel
        self.kind = kind
        self.persistent = persistent
        self.persistent_kernel = persistent_kernel
        self.persistent_max = persistent_max
        self.meta = dict(meta or {})
        self.hint = self.meta.get("hint", "inner")
        self.numels = tuple(self.meta.get("numels", ()))
        self.autotune = autotune and not INTERPRET
        self.pointers = pointers
        self._configs: dict[tuple[int, int], tuple[tuple[int, ...], dict[str, int], Any]] = {}
        self._lock = threading.Lock()
        self._disk: ChoiceCache | None = None
        self._direct: dict[tuple[Any, ...], Any] = {}
        self._variants: dict[Any, Any] = {}
        self._keep: dict[Any, list[str]] = {}  # variant -> its do_not_specialize names

    def __call__(self, *args: Any, xnumel: int, rnumel: int) -> None:
        if INTERPRET:
            grid, kwargs, kernel = self._launch(args, xnumel, rnumel)
            _run_interpreted(kernel, grid, args, xnumel, rnumel, kwargs)
            return
        # This is the whole per-launch cost of a small graph, so it stays lean: one dict
        # lookup. The compiled kernel depends on the device, the launch config and Triton's
        # specialisations: 16-byte alignment of each pointer, integers equal to 1 or divisible
        # by 16. The key holds the device and the sizes when every pointer is aligned (the
        # caching allocator always aligns), and each pointer's misalignment otherwise.
        pointers = self.pointers
        if pointers is None:
            pointers = self.pointers = next(
                (k for k, a in enumerate(args) if isinstance(a, int)), len(args))
        align = 0
        for a in args[:pointers]:
            align |= a.data_ptr()
        device = args[0].get_device()
        # launch on the inputs' device, as eager (CUDA is initialised: the inputs live there;
        # `torch.cuda.current_device()` would add 1.5 us of Python per launch)
        if device != _current_device():
            if device < 0:
                raise RuntimeError(
                    "a Triton kernel got CPU tensors: Triton runs on CUDA devices, or on the CPU "
                    "under its interpreter (TRITON_INTERPRET=1); backend='llvm' compiles for the "
                    "CPU")
            with torch.cuda.device(device):
                return self(*args, xnumel=xnumel, rnumel=rnumel)
        if align & 15:
            key = (device, xnumel, rnumel, *args[pointers:],
                   *[a.data_ptr() & 15 for a in args[:pointers]])
        else:
            key = (device, xnumel, rnumel, *args[pointers:])
        direct = self._direct.get(key)
        if direct is not None:
            direct(args, xnumel, rnumel)
            return
        with timed("triton compile at first launch"):
            triton_pool.wait_for_triton()
            grid, kwargs, kernel = self._launch(args, xnumel, rnumel)
            # Compiled (or found in Triton's caches) without launching, so that a kernel the
            # static launcher runs never builds Triton's own launcher: a C module per
            # signature, compiled with gcc at the kernel's first launch (0.3 s each on the
            # H100 machine).
            compiled = kernel.warmup(*args, xnumel, rnumel, grid=grid, **kwargs)
            launch = _static_launch(compiled, grid)
        if launch is None:
            compiled = kernel[grid](*args, xnumel, rnumel, **kwargs)
            launch = _triton_launch(compiled, grid, kwargs)
            if launch is not None:
                self._direct[key] = launch
            return
        self._direct[key] = launch
        launch(args, xnumel, rnumel)

    def warmup(self, dtypes: tuple[torch.dtype, ...], sizes: tuple[int, ...], xnumel: int,
               rnumel: int) -> None:
        """Compile the kernel this launcher will run for buffers of `dtypes` (16-byte aligned,
        as the caching allocator gives them) and these sizes, without launching it (a hit in
        Triton's disk cache when a compile worker did it first). Nothing to do when
        autotuning (choosing the config needs real buffers) or interpreting."""
        if INTERPRET or self.autotune or xnumel <= 0:
            return
        kernel, grid, kwargs = self.plan(dtypes, sizes, xnumel, rnumel)
        kernel.warmup(*dtypes, *sizes, xnumel, rnumel, grid=grid, **kwargs)

    def plan(self, dtypes: tuple[torch.dtype, ...], sizes: tuple[int, ...], xnumel: int,
             rnumel: int) -> tuple[Any, tuple[int, ...], dict[str, int]]:
        """The kernel (a `triton.jit` function), grid and launch options this launcher will
        use for buffers of `dtypes` and these sizes: what `warmup` compiles."""
        if self.pointers is None:
            self.pointers = len(dtypes)
        grid, kwargs, kernel = self._launch((*dtypes, *sizes), xnumel, rnumel)
        return kernel, grid, kwargs

    def unspecialised(self, kernel: Any) -> list[str] | None:
        """The `do_not_specialize` names of `kernel` if it is a variant that `_specialised`
        made of a generated kernel (None: the generated kernel itself)."""
        return self._keep.get(kernel)

    def _launch(self, args: tuple[Any, ...], xnumel: int,
                rnumel: int) -> tuple[tuple[int, ...], dict[str, int], Any]:
        launch = self._configs.get((xnumel, rnumel))
        return launch if launch is not None else self._choose(args, xnumel, rnumel)

    # -- choosing a config -------------------------------------------------------------------

    def _persistent_at(self, rnumel: int) -> bool:
        """Whether rows of `rnumel` run in registers (by the kernel or its persistent twin)."""
        return self.persistent or (self.persistent_kernel is not None
                                   and next_pow2(max(rnumel, 1)) <= self.persistent_max)

    def heuristic(self, xnumel: int, rnumel: int) -> Config:
        if self.kind == "pointwise2d":
            return _fit_grid2d(pointwise2d_config(xnumel, rnumel), xnumel, rnumel)
        if self.kind in ("pointwise", "combo"):
            cfg = pointwise_config(xnumel)
        elif self._persistent_at(rnumel):
            cfg = persistent_config(xnumel, rnumel, self.hint)
        else:
            cfg = looped_config(xnumel, rnumel, self.hint)
        return _fit_grid(cfg, xnumel)

    def _choose(self, args: tuple[Any, ...], xnumel: int,
                rnumel: int) -> tuple[tuple[int, ...], dict[str, int], Any]:
        with self._lock:
            cfg = None
            if self.autotune:
                cfg = self._from_disk(xnumel, rnumel)
                if cfg is None:
                    cfg = self._benchmark(args, xnumel, rnumel)
                    self._to_disk(xnumel, rnumel, cfg)
            if cfg is None:
                cfg = self.heuristic(xnumel, rnumel)
                if self.meta.get("symbolic"):
                    cfg = self._reuse(cfg, xnumel, rnumel)
            kernel = self.kernel
            if self.persistent_kernel is not None and self._persistent_at(rnumel):
                kernel = self.persistent_kernel
            kernel = self._specialised(kernel, (*args[self.pointers or 0:], xnumel, rnumel))
            launch = (grid_of(self.kind, cfg, xnumel, rnumel, self.numels), cfg.kwargs(), kernel)
            self._configs[(xnumel, rnumel)] = launch
            return launch

    def _specialised(self, kernel: Any, ints: tuple[int, ...]) -> Any:
        """`kernel`, specialised on the divisibility by 16 of its symbolic integer arguments
        that are multiples of 16 the first time the launcher runs it.

        Codegen marks `do_not_specialize` every symbolic integer argument that is not a
        multiple of 16 at every size (`codegen.triton.kernel.multiple_of_16`). Those that are
        multiples at the first size (a row length of 768 under `dynamic=True`) are specialised
        after all, since divisibility lets Triton vectorise loads (a layer norm over symbolic
        rows of 768 took 1.6x as long without); Triton compiles a second variant if a later size
        is not a multiple. Those that are not stay unspecialised: one kernel for every size."""
        loose = getattr(kernel, "do_not_specialize", None)
        if INTERPRET or not loose:
            return kernel
        variant = self._variants.get(kernel)
        if variant is None:
            value = dict(zip(kernel.arg_names[-len(ints) - 2:-2], ints, strict=True))
            keep = [n for n in loose if value.get(n, 1) % 16]
            variant = kernel
            if len(keep) != len(loose):
                variant = triton.jit(kernel.fn, do_not_specialize=keep)
                self._keep[variant] = keep
            self._variants[kernel] = variant
        return variant

    def _reuse(self, cfg: Config, xnumel: int, rnumel: int) -> Config:
        """For a kernel with symbolic sizes: a config already compiled for other sizes, when
        one is near `cfg` (the same RBLOCK, XBLOCK within a factor of 4, the grid in range),
        else `cfg`. Each new config is a Triton compile (0.1-0.3 s on the H100), which a new
        size would otherwise cost for a few microseconds of launch shape (a layer norm over
        4*L rows took XBLOCK 1, 2 or 4 as L went from 32 to 128)."""
        persistent = self._persistent_at(rnumel)
        for (_, r), (_, kwargs, _) in self._configs.items():
            if self._persistent_at(r) != persistent or kwargs["RBLOCK"] != cfg.RBLOCK:
                continue
            old = Config(**kwargs)
            if not cfg.XBLOCK <= 4 * old.XBLOCK or not old.XBLOCK <= 4 * cfg.XBLOCK:
                continue
            grid = grid_of(self.kind, old, xnumel, rnumel, self.numels)
            if grid[0] <= MAX_GRID and all(g <= MAX_GRID_YZ for g in grid[1:]):
                return old
        return cfg

    def _benchmark(self, args: tuple[Any, ...], xnumel: int, rnumel: int) -> Config:
        from triton.testing import do_bench

        persistent = self._persistent_at(rnumel)
        kernel = self.persistent_kernel if persistent and not self.persistent else self.kernel
        candidates = candidate_configs(self.kind, persistent, xnumel, rnumel, self.hint)
        mutated = set(self.meta.get("mutated", ()))
        bench_args = [a.clone() if k in mutated else a for k, a in enumerate(args)]
        best, best_ms = candidates[0], float("inf")
        for cfg in candidates:
            grid = grid_of(self.kind, cfg, xnumel, rnumel, self.numels)
            kwargs = cfg.kwargs()

            def run(grid=grid, kwargs=kwargs) -> None:
                kernel[grid](*bench_args, xnumel, rnumel, **kwargs)

            try:
                ms = do_bench(run, warmup=5, rep=20)
            except Exception:  # a config that does not compile (too many registers, ...)
                continue
            if ms < best_ms:
                best, best_ms = cfg, ms
        return best

    # -- the on-disk cache of winners --------------------------------------------------------

    def _cache(self) -> ChoiceCache:
        if self._disk is None:
            self._disk = ChoiceCache(self.kernel, self.kind, self.persistent, self.meta)
        return self._disk

    def _from_disk(self, xnumel: int, rnumel: int) -> Config | None:
        entry = self._cache().get(xnumel, rnumel)
        try:
            return Config(**entry) if isinstance(entry, dict) else None
        except TypeError:
            return None

    def _to_disk(self, xnumel: int, rnumel: int, cfg: Config) -> None:
        self._cache().put(cfg.kwargs(), xnumel, rnumel)


class ChoiceCache:
    """Max-autotune's winners kept on disk, so that later processes run them without timing
    again (Inductor's autotune cache): one JSON file per kernel source, `key` (what else
    decides its choices), device, Triton and torch version, mapping the sizes a choice was
    timed at to what won."""

    def __init__(self, kernel: Any, *key: Any):
        src = getattr(kernel, "src", None) or getattr(kernel, "__name__", "")
        self._key = (src, *key)
        self._entries: dict[str, Any] | None = None

    def _file(self):
        device = ""
        try:
            if torch.cuda.is_available():
                device = torch.cuda.get_device_name()
        except Exception:  # pragma: no cover - no torch / no device
            pass
        key = json.dumps([*self._key, device, triton.__version__, torch.__version__],
                         sort_keys=True, default=str)
        digest = hashlib.sha256(key.encode()).hexdigest()[:32]
        return cache_dir("autotune") / f"{digest}.json"

    def _load(self) -> dict[str, Any]:
        if self._entries is None:
            try:
                self._entries = json.loads(self._file().read_text())
            except (OSError, ValueError):
                self._entries = {}
        return self._entries

    def get(self, *sizes: Any) -> Any:
        """What won at `sizes`, None where nothing was kept."""
        return self._load().get(",".join(map(str, sizes)))

    def put(self, choice: Any, *sizes: Any) -> None:
        """Keep `choice` (JSON) for `sizes`, written atomically next to the others."""
        entries = self._load()
        entries[",".join(map(str, sizes))] = choice
        path = self._file()
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(json.dumps(entries, indent=1, sort_keys=True))
        os.replace(tmp, path)


@dataclass(frozen=True)
class GemmConfig:
    """A matmul template's tile (XBLOCK rows x RBLOCK columns, KBLOCK deep) and launch."""

    XBLOCK: int
    RBLOCK: int
    KBLOCK: int
    num_warps: int
    num_stages: int
    GROUP_M: int = 8

    def fits(self, m: int, n: int, k: int) -> bool:
        """Whether the tile is no larger than the problem rounded up to powers of two (at
        least 16, tl.dot's smallest)."""
        return (self.XBLOCK <= max(16, next_pow2(m)) and self.RBLOCK <= max(16, next_pow2(n))
                and self.KBLOCK <= max(16, next_pow2(k)))


# Tiles for 16-bit GEMMs on sm80/sm90, largest first (those of Triton's matmul tutorial, which
# Inductor's max-autotune also tries): measured on the H200, 128x256x64 with 8 warps and 3
# stages runs (4096 x 4096) @ (4096 x 16384) at 98% of cuBLAS (bench/gemm_epilogue.py).
GEMM_CONFIGS = (
    GemmConfig(128, 256, 64, 8, 3),
    GemmConfig(256, 128, 64, 8, 3),
    GemmConfig(128, 128, 64, 4, 4),
    GemmConfig(64, 128, 64, 4, 4),
    GemmConfig(128, 64, 64, 4, 4),
    GemmConfig(64, 64, 64, 4, 4),
    GemmConfig(32, 64, 32, 4, 4),
    GemmConfig(16, 32, 16, 4, 2),
)


class GemmTemplate:
    """`template(unfused, a, b, [bias,] *buffers, *sizes, xnumel=M, rnumel=N, knumel=K)`
    runs a `loop.gemm`: its matmul kernel with the epilogue fused
    (`codegen.triton.kernel.GemmTemplateWriter`), or `unfused()`, the library call followed
    by the epilogue's own kernel, whichever the first call for these sizes timed faster
    (`triton.testing.do_bench`, each tile of `GEMM_CONFIGS` that fits; Inductor's
    max-autotune choice between ATen's GEMM and its templates), kept on disk (`ChoiceCache`)
    for later processes. Under Triton's interpreter there is no timing: the template runs,
    with the smallest tile, so that the CPU tests check its code. The first `pointers`
    arguments are tensors, the rest size integers."""

    def __init__(self, kernel: Any, pointers: int, bias: bool = False):
        self.kernel = kernel
        self.pointers = pointers
        self.bias = bias
        self._disk: ChoiceCache | None = None
        self._choices: dict[tuple[int, ...], Any] = {}
        self.chosen: dict[tuple[int, int, int], GemmConfig | None] = {}
        """(M, N, K) -> the tile that won, None where the unfused pair did."""

    def __call__(self, unfused: Any, *args: Any, xnumel: int, rnumel: int,
                 knumel: int) -> None:
        device = args[0].get_device()
        if not INTERPRET and device != _current_device():
            with torch.cuda.device(device):
                return self(unfused, *args, xnumel=xnumel, rnumel=rnumel, knumel=knumel)
        key = (device, xnumel, rnumel, knumel)
        launch = self._choices.get(key)
        if launch is None:
            with timed("triton compile at first launch"):
                launch = self._choices[key] = self._choose(unfused, args, xnumel, rnumel,
                                                           knumel)
        if launch is _UNFUSED:
            unfused()
        else:
            launch(args)

    def _choose(self, unfused: Any, args: tuple[Any, ...], m: int, n: int, k: int) -> Any:
        configs = [c for c in GEMM_CONFIGS if c.fits(m, n, k)] or [GEMM_CONFIGS[-1]]
        if INTERPRET:
            self.chosen[(m, n, k)] = configs[-1]
            return self._launcher(args, configs[-1], m, n, k)
        if self._disk is None:
            self._disk = ChoiceCache(self.kernel, "gemm", self.bias, GEMM_CONFIGS)
        a, b = args[0], args[1]
        sizes = (m, n, k, a.dtype, *a.stride(), *b.stride())
        kept = self._disk.get(*sizes)
        if kept == "unfused":
            self.chosen[(m, n, k)] = None
            return _UNFUSED
        if isinstance(kept, dict):
            try:
                cfg = GemmConfig(**kept)
                launch = self._launcher(args, cfg, m, n, k)
            except Exception:  # an entry from other code, a tile that no longer compiles
                pass
            else:
                self.chosen[(m, n, k)] = cfg
                return launch
        best, cfg = self._time(unfused, args, configs, m, n, k)
        self.chosen[(m, n, k)] = cfg
        self._disk.put("unfused" if cfg is None else asdict(cfg), *sizes)
        return best

    def _time(self, unfused: Any, args: tuple[Any, ...], configs: list[GemmConfig], m: int,
              n: int, k: int) -> tuple[Any, GemmConfig | None]:
        """The fastest of `unfused` and the template at each tile, and its tile (None:
        `unfused`)."""
        from triton.testing import do_bench

        triton_pool.wait_for_triton()
        best, best_ms, best_cfg = _UNFUSED, do_bench(unfused, warmup=5, rep=20), None
        for cfg in configs:
            try:
                launch = self._launcher(args, cfg, m, n, k)
                ms = do_bench(lambda launch=launch: launch(args), warmup=5, rep=20)
            except Exception:  # a tile that does not compile (shared memory, registers)
                continue
            if ms < best_ms:
                best, best_ms, best_cfg = launch, ms, cfg
        return best, best_cfg

    def _launcher(self, args: tuple[Any, ...], cfg: GemmConfig, m: int, n: int, k: int) -> Any:
        """A function of the call's arguments launching the template with tile `cfg`."""
        a, b = args[0], args[1]
        extra: list[Any] = [a.stride(0), a.stride(1), b.stride(0), b.stride(1)]
        if self.bias:
            extra += args[2].expand(m, n).stride()
        extra += [k, cfg.KBLOCK, cfg.GROUP_M, k % cfg.KBLOCK == 0]
        grid = (triton.cdiv(m, cfg.XBLOCK) * triton.cdiv(n, cfg.RBLOCK),)
        kwargs = {"XBLOCK": cfg.XBLOCK, "RBLOCK": cfg.RBLOCK, "num_warps": cfg.num_warps,
                  "num_stages": cfg.num_stages}
        kernel = self.kernel
        if INTERPRET:
            return lambda args: _run_interpreted(kernel, grid, (*args, *extra), m, n, kwargs)
        compiled = kernel.warmup(*args, *extra, m, n, grid=grid, **kwargs)
        launch = _static_launch(compiled, grid) or _triton_launch(compiled, grid, kwargs)
        if launch is None:
            return lambda args: kernel[grid](*args, *extra, m, n, **kwargs)
        return lambda args: launch((*args, *extra), m, n)


_UNFUSED = object()  # GemmTemplate's choice of the library call plus the epilogue kernel


def precompile(launches: list[tuple[TritonLauncher, tuple[torch.dtype, ...], tuple[int, ...],
                                    int, int]], workers: int, names: dict[int, str] | None = None,
               path: Any = None) -> int:
    """Compile the kernels of a graph's launches (`launches()` of a generated wrapper) before
    its first call. With `workers` > 1 and the wrapper's `path` (and, by `id` of each kernel's
    Python function, its name there), the kernels go to the compile workers
    (`tcompile.runtime.triton_pool`), which take them from the front while this process
    compiles from the back those no worker has taken yet; then it waits for each worker's
    kernel and loads it from Triton's cache. Returns how many launches were warmed up."""
    if INTERPRET or not launches:
        return 0
    triton_pool.wait_for_triton()  # its driver and cache key, set up since the capture
    jobs: list[tuple[TritonLauncher, tuple[torch.dtype, ...], tuple[int, ...], int, int]] = []
    requests: list[dict[str, Any] | None] = []
    seen: set[str] = set()
    repeats = []  # launches of a kernel already among the jobs, for the same arguments
    for launch in launches:
        launcher, dtypes, sizes, xnumel, rnumel = launch
        if launcher.autotune or xnumel <= 0:
            continue
        kernel, grid, kwargs = launcher.plan(dtypes, sizes, xnumel, rnumel)
        key = json.dumps([id(kernel), [str(d) for d in dtypes], [*sizes, xnumel, rnumel],
                          kwargs], sort_keys=True)
        if key in seen:  # the same kernel for the same arguments: compiled once
            repeats.append(launch)
            continue
        seen.add(key)
        jobs.append((launcher, dtypes, sizes, xnumel, rnumel))
        name = (names or {}).get(id(getattr(kernel, "fn", None)))
        data = None
        if workers > 1 and path is not None and name is not None:
            data = _specialization(kernel, (*dtypes, *sizes, xnumel, rnumel), grid, kwargs)
        requests.append(None if data is None else {
            "path": str(path), "module": kernel.fn.__module__, "kernel": name,
            "keep": launcher.unspecialised(kernel), "data": data})
    futures = [triton_pool.submit(workers, r) if r is not None else None for r in requests]
    done = [False] * len(jobs)
    for k in reversed(range(len(jobs))):  # from the back, while no worker has taken them
        if futures[k] is not None and not triton_pool.claim(futures[k]):
            break  # the workers take kernels in order: they have taken every earlier one too
        with timed("triton compile"):
            jobs[k][0].warmup(*jobs[k][1:])
        done[k] = True
    for k, (launcher, dtypes, sizes, xnumel, rnumel) in enumerate(jobs):
        if done[k]:
            continue
        if futures[k] is not None:
            with timed("triton: waiting for workers"):
                try:
                    futures[k].result(timeout=_WORKER_WAIT_S)
                except Exception:  # noqa: BLE001 - this process compiles it, and reports
                    pass
        with timed("triton: loading the workers' kernels"):
            launcher.warmup(dtypes, sizes, xnumel, rnumel)
    for launcher, dtypes, sizes, xnumel, rnumel in repeats:  # found compiled in memory
        launcher.warmup(dtypes, sizes, xnumel, rnumel)
    return len(launches)


_capturing = threading.local()  # .on: this thread asks Triton what it would compile


def _specialization(kernel: Any, args: tuple[Any, ...], grid: tuple[int, ...],
                    kwargs: dict[str, int]) -> str | None:
    """What Triton would compile for `kernel` launched on `args` (torch dtypes standing for
    tensors), as Triton's own `specialization_data`, which `JITFunction.preload` compiles in
    a worker: the specialisation (alignment, divisibility by 16, the options) is worked out
    here, by the Triton and torch that will launch the kernel, not re-derived there. None if
    this process has the kernel already, or this Triton cannot say."""
    from triton import knobs

    captured: list[str] = []
    previous = knobs.runtime.jit_cache_hook

    def hook(*args: Any, **kw: Any) -> Any:
        if getattr(_capturing, "on", False):
            captured.append(kw["compile"]["specialization_data"])
            return True  # do not compile
        return previous(*args, **kw) if previous is not None else None

    knobs.runtime.jit_cache_hook = hook
    _capturing.on = True
    try:
        kernel.warmup(*args, grid=grid, **kwargs)
    except Exception:  # noqa: BLE001 - another Triton: this process compiles it
        return None
    finally:
        _capturing.on = False
        knobs.runtime.jit_cache_hook = previous
    return captured[0] if captured else None


# How long the launching process waits for a worker's compile before doing it itself.
_WORKER_WAIT_S = 60.0


def _triton_launch(compiled: Any, grid: tuple[int, ...], kwargs: dict[str, int]) -> Any:
    """A launch of an already compiled kernel through Triton's own launcher
    (`CompiledKernel.run`), skipping `JITFunction.run`'s argument binding and cache lookup
    (several microseconds, as much as a small kernel takes on the GPU). None if this Triton
    lacks the pieces (the caller keeps using `kernel[grid]`)."""
    from triton import knobs
    from triton.runtime import driver

    try:
        run, function, metadata = compiled.run, compiled.function, compiled.packed_metadata
    except AttributeError:
        return None
    constexprs = (kwargs["XBLOCK"], kwargs["RBLOCK"])
    grid_xyz = (*grid, 1, 1)[:3]
    device = driver.active.get_current_device()
    get_stream = driver.active.get_current_stream
    hooks = knobs.runtime

    def launch(args: tuple[Any, ...], xnumel: int, rnumel: int) -> None:
        bound = (*args, xnumel, rnumel, *constexprs)
        enter = hooks.launch_enter_hook
        stream = get_stream(device)
        launch_metadata = (None if _no_hook(enter) else
                           compiled.launch_metadata(grid, stream, *bound))
        run(*grid_xyz, stream, function, metadata, launch_metadata, enter,
            hooks.launch_exit_hook, *bound)

    return launch


def _no_hook(hook: Any) -> bool:
    """Whether a Triton launch hook is unset (None, or an empty `knobs.HookChain`)."""
    return hook is None or not getattr(hook, "calls", True)


# Triton signature types -> the argument codes of torch's static CUDA launcher
_STATIC_TYPES = {"i1": "i", "i8": "b", "i16": "h", "i32": "i", "i64": "l", "u1": "I",
                 "u8": "B", "u16": "H", "u32": "I", "u64": "K", "fp16": "f", "bf16": "f",
                 "fp32": "f", "f32": "f", "fp64": "d"}


def _static_launch(compiled: Any, grid: tuple[int, ...]) -> Any:
    """A launch of `compiled` over `grid` through torch's static CUDA launcher; see
    `_static_kernel`. None where that launcher cannot run this kernel."""
    from triton.runtime import driver

    loaded = _static_kernel(compiled)
    if loaded is None:
        return None
    launch_kernel, function, types, pick, warps, shared, device = loaded
    get_stream = driver.active.get_current_stream
    gx, gy, gz = (*grid, 1, 1)[:3]
    trailing = (0, 0, None)  # XBLOCK, RBLOCK (folded into the cubin), then scratch

    def launch(args: tuple[Any, ...], xnumel: int, rnumel: int) -> None:
        launch_kernel(function, gx, gy, gz, warps, shared, types,
                      pick((*args, xnumel, rnumel, *trailing)), get_stream(device))

    return launch


# compiled kernel -> what `_static_launch` needs of it; loaded once, whatever the grid (a
# kernel with symbolic sizes launches over a new grid for each new size)
_STATIC_KERNELS: dict[tuple[str, str, int], Any] = {}


def _static_kernel(compiled: Any) -> Any:
    """A launch through torch's static CUDA launcher (`torch._C._StaticCudaLauncher`, what
    Inductor launches its Triton kernels with): the cubin loaded once, then one C++ call per
    launch that reads the tensors' pointers itself. Triton's own launcher adds a Python layer
    per launch (scratch allocation, hooks): on the H100 machine a one-kernel graph's call took
    9.8 us of CPU time through this launcher and 10.6 us through Triton's. None where the
    launcher is missing or cannot run this kernel (scratch memory, cooperative or multi-CTA
    launches, launch hooks)."""
    import operator

    from triton import knobs
    from triton.runtime import driver

    static = getattr(torch._C, "_StaticCudaLauncher", None)
    meta = getattr(compiled, "metadata", None)
    src = getattr(compiled, "src", None)
    cubin = getattr(compiled, "asm", {}).get("cubin")
    if static is None or meta is None or src is None or cubin is None:
        return None
    device = driver.active.get_current_device()
    key = (compiled.hash, meta.name, device)
    if key in _STATIC_KERNELS:
        return _STATIC_KERNELS[key]
    if (getattr(meta, "num_ctas", 1) != 1 or getattr(meta, "launch_cooperative_grid", False)
            or getattr(meta, "launch_pdl", False) or not _no_hook(knobs.runtime.launch_enter_hook)
            or not _no_hook(knobs.runtime.launch_exit_hook)):
        return None
    scratch = 0
    for name in ("global_scratch_size", "profile_scratch_size"):
        if hasattr(meta, name):
            if getattr(meta, name) > 0:
                return None
            scratch += 1  # the kernel takes an unused scratch pointer: pass None
    names = src.fn.arg_names

    def position(key: Any) -> int:
        return names.index(key) if isinstance(key, str) else key[0] if isinstance(
            key, tuple) else key

    signature = {position(k): v for k, v in src.signature.items()}
    constants = {position(k) for k in getattr(src, "constants", {})}
    # the cubin takes the arguments Triton did not fold into constants, in order
    keep = [k for k in sorted(signature) if signature[k] != "constexpr" and k not in constants]
    try:
        types = "".join("O" if signature[k].startswith("*") else _STATIC_TYPES[signature[k]]
                        for k in keep) + "O" * scratch
    except KeyError:
        return None
    # the call's arguments are (*args, xnumel, rnumel, XBLOCK, RBLOCK); the slot after them
    # holds None for the scratch pointers
    nargs = len(names)
    pick = operator.itemgetter(*keep, *[nargs] * scratch)
    if len(keep) + scratch == 1:
        single = pick
        pick = lambda bound: (single(bound),)  # noqa: E731
    path = cache_dir("cubin") / f"{compiled.hash}.cubin"
    if not path.exists():
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_bytes(cubin)
        os.replace(tmp, path)
    try:
        # (function, registers, spills), or (module, function, registers, spills) in newer torch
        function = static._load_kernel(str(path), meta.name, meta.shared, device)[-3]
    except Exception:  # pragma: no cover - a torch whose launcher differs
        loaded = None
    else:
        loaded = (static._launch_kernel, function, types, pick, meta.num_warps,
                  meta.shared, device)
    _STATIC_KERNELS[key] = loaded
    return loaded


def _run_interpreted(kernel: Any, grid: tuple[int, ...], args: tuple[Any, ...], xnumel: int,
                     rnumel: int, kwargs: dict[str, int]) -> None:
    """Under the interpreter: no warps or stages, no floating-point warnings (the GPU
    computes inf/nan in masked-off lanes silently; numpy would warn), and every load and
    store bounds-checked against the tensors the kernel got (`_checked_memory`)."""
    import numpy as np

    with np.errstate(all="ignore"), _checked_memory(kernel.fn.__name__, args):
        kernel[grid](*args, xnumel, rnumel, XBLOCK=kwargs["XBLOCK"], RBLOCK=kwargs["RBLOCK"])


class OutOfBoundsError(RuntimeError):
    """A kernel run by Triton's interpreter loaded or stored outside every tensor it got."""


@contextlib.contextmanager
def _checked_memory(name: str, args: tuple[Any, ...]) -> Iterator[None]:
    """Every unmasked lane of every load and store lies inside one of the tensors among
    `args`, from its first to its last element (not merely inside its storage), or the
    kernel fails with `OutOfBoundsError`. On a GPU a wild access corrupts memory or kills the
    CUDA context; under the interpreter it would silently read or write the host's heap. CPU
    tensors only: the interpreter copies device tensors to the host, at other addresses."""
    tensors = [(k, t) for k, t in enumerate(args) if isinstance(t, torch.Tensor)]
    if any(t.device.type != "cpu" for _, t in tensors):
        yield
        return
    import numpy as np
    from triton.runtime.interpreter import interpreter_builder as builder

    spans = []
    for k, t in tensors:
        extent = 0 if t.numel() == 0 else 1 + sum(
            (n - 1) * st for n, st in zip(t.shape, t.stride(), strict=True))
        spans.append((k, t, t.data_ptr(), t.data_ptr() + extent * t.itemsize))

    def check(what: str, ptrs: Any, mask: Any) -> None:
        addr = ptrs.data.astype(np.uint64)
        on = np.broadcast_to(mask.data, addr.shape) if mask is not None else \
            np.ones(addr.shape, dtype=bool)
        nbytes = max(1, ptrs.get_element_ty().primitive_bitwidth // 8)
        inside = np.zeros(addr.shape, dtype=bool)
        for _, _, lo, hi in spans:
            inside |= (addr >= lo) & (addr + nbytes <= hi)
        bad = on & ~inside
        if bad.any():
            a = int(addr[bad].flat[0])
            k, t, lo, hi = min(spans, key=lambda s: min(abs(a - s[2]), abs(a - s[3])),
                               default=(None, None, 0, 0))
            near = "" if t is None else (
                f"; nearest is argument {k} ({str(t.dtype).removeprefix('torch.')}, sizes "
                f"{tuple(t.shape)}, strides {t.stride()}), at byte offset {a - lo} of its "
                f"{hi - lo}")
            raise OutOfBoundsError(f"kernel {name}: {what} of {nbytes} bytes outside every "
                                   f"tensor it got ({int(bad.sum())} lanes){near}")

    load, store = builder.create_masked_load, builder.create_masked_store

    def checked_load(ptrs, mask, other, *rest):
        check("load", ptrs, mask)
        return load(ptrs, mask, other, *rest)

    def checked_store(ptrs, value, mask, *rest):
        check("store", ptrs, mask)
        return store(ptrs, value, mask, *rest)

    builder.create_masked_load, builder.create_masked_store = checked_load, checked_store
    try:
        yield
    finally:
        del builder.create_masked_load, builder.create_masked_store


# -- libdevice ---------------------------------------------------------------------------------


def _interpreter_libdevice():  # pragma: no cover - exercised by the CPU tests
    """numpy versions of the libdevice functions the code generator emits, for the
    interpreter (whose own libdevice functions are stubs that return None)."""
    import types

    import numpy as np
    import triton.language as tl
    from triton.runtime.interpreter import TensorHandle

    def wrap(data: Any, like: Any) -> Any:
        handle = like.handle
        out = np.asarray(data).astype(handle.data.dtype)
        return tl.core.tensor(TensorHandle(out, handle.dtype.scalar), like.type)

    def unary(f):
        def fn(x, _semantic=None):
            return wrap(f(x.handle.data), x)
        return fn

    def binary(f):
        def fn(x, y, _semantic=None):
            a, b = np.broadcast_arrays(x.handle.data, y.handle.data)
            like = x if x.handle.data.shape == a.shape else y
            return wrap(f(a, b), like)
        return fn

    def round_half_away(x):
        return np.sign(x) * np.floor(np.abs(x) + x.dtype.type(0.5))

    ns = types.SimpleNamespace(
        tanh=unary(np.tanh), sinh=unary(np.sinh), cosh=unary(np.cosh), tan=unary(np.tan),
        asin=unary(np.arcsin), acos=unary(np.arccos), atan=unary(np.arctan),
        expm1=unary(np.expm1), log1p=unary(np.log1p), log10=unary(np.log10),
        rint=unary(np.rint), round=unary(round_half_away), trunc=unary(np.trunc),
        rsqrt=unary(lambda x: 1 / np.sqrt(x)), sqrt=unary(np.sqrt),
        pow=binary(np.power), atan2=binary(np.arctan2), fmod=binary(np.fmod),
        isnan=unary(np.isnan),
    )
    return ns


def _patch_interpreter_bf16() -> None:  # pragma: no cover - exercised by the CPU tests
    """The interpreter truncates f32 -> bf16; the GPU (and torch) round to nearest even.
    Make the interpreter round like the GPU so CPU tests check what the H100 computes. Its
    `tl.dot` multiplies bf16 operands' raw bits (it keeps bf16 as uint16): widen them to
    f32 first, as the tensor cores do exactly."""
    import numpy as np
    import triton.language as tl
    from triton.runtime import interpreter

    builder = interpreter.InterpreterBuilder
    if getattr(builder, "_tcompile_bf16", False):
        return
    original = builder.cast_impl

    def cast_impl(self, src, dst_type):
        if src.dtype.scalar == tl.float32 and dst_type.scalar == tl.bfloat16:
            data = torch.from_numpy(np.ascontiguousarray(src.data)).to(torch.bfloat16)
            return interpreter.TensorHandle(data.view(torch.uint16).numpy(), dst_type.scalar)
        return original(self, src, dst_type)

    def widened(handle):
        if handle.dtype.scalar != tl.bfloat16:
            return handle
        data = (np.asarray(handle.data).astype(np.uint32) << 16).view(np.float32)
        return interpreter.TensorHandle(data, tl.float32)

    dot = builder.create_dot

    def create_dot(self, a, b, d, *rest):
        return dot(self, widened(a), widened(b), d, *rest)

    builder.cast_impl = cast_impl
    builder.create_dot = create_dot
    builder.create_fp_trunc = lambda self, src, dst_type: self.cast_impl(src, dst_type)
    builder._tcompile_bf16 = True


if INTERPRET:
    _patch_interpreter_bf16()
    libdevice = _interpreter_libdevice()
else:
    from triton.language.extra import libdevice  # noqa: F401

"""Compiling Triton kernels in worker processes, ahead of the process that launches them.

Triton's compile holds the GIL for most of its time (the AST-to-TTIR code generator is Python,
its MLIR passes run under the GIL), so threads compile a graph's kernels barely faster than
one after the other (H100 machine, GPT-2 block: 2.57 s serial, 2.21 s on 16 threads). As
Inductor does, kernels compile in a pool of worker processes instead, which write Triton's
on-disk cache; the launching process then compiles each kernel itself, which is a cache hit
(the same source, specialisation, options and target give the same cache key).

The workers are fresh interpreters (`python -m tcompile.runtime.triton_pool`, not forks of a
process with a CUDA context, and not multiprocessing's spawn, which would import the user's
main script again), started when the first Triton graph compiles and ending with the process.
They never touch the GPU: a stub driver answers Triton's questions about the current device
with the parent's target. Until they have started (about
as long as importing torch), the parent compiles each kernel itself, so the pool never makes a
compile slower than compiling in-process; it is a race that the cache settles.
"""

from __future__ import annotations

import atexit
import importlib.util
import itertools
import json
import os
import subprocess
import sys
import threading
from concurrent.futures import Future
from pathlib import Path
from typing import Any

_POOL: _Pool | None = None
_LOCK = threading.Lock()


class _Worker:
    """One `python -m tcompile.runtime.triton_pool` process: JSON requests on its stdin,
    JSON replies on its stdout, a thread completing the futures of its replies."""

    def __init__(self, target: Any, ready: threading.Event):
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        spec = json.dumps([target.backend, target.arch, target.warp_size])
        self.proc = subprocess.Popen([sys.executable, "-m", "tcompile.runtime.triton_pool", spec],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                     env=env)
        self.futures: dict[int, Future] = {}
        self.lock = threading.Lock()
        self.ready = ready
        threading.Thread(target=self._read, daemon=True, name="tcompile-triton-worker").start()

    def submit(self, key: int, request: dict[str, Any]) -> Future:
        future: Future = Future()
        with self.lock:
            self.futures[key] = future
            try:
                assert self.proc.stdin is not None
                self.proc.stdin.write(json.dumps({"id": key, **request}) + "\n")
                self.proc.stdin.flush()
            except (OSError, ValueError) as e:  # the worker is gone
                self.futures.pop(key, None)
                future.set_exception(RuntimeError(f"triton compile worker: {e}"))
        return future

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            try:
                reply = json.loads(line)
            except ValueError:
                continue
            if reply.get("ready"):
                self.ready.set()
                continue
            with self.lock:
                future = self.futures.pop(reply.get("id"), None)
            if future is not None:
                if reply.get("error"):
                    future.set_exception(RuntimeError(reply["error"]))
                else:
                    future.set_result(True)
        with self.lock:  # the worker exited: nothing more will come
            for future in self.futures.values():
                future.set_exception(RuntimeError("triton compile worker exited"))
            self.futures.clear()

    def close(self) -> None:
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
        except OSError:
            pass


class _Pool:
    def __init__(self, workers: int, target: Any):
        self.ready = threading.Event()
        self.workers = [_Worker(target, self.ready) for _ in range(workers)]
        self.ids = itertools.count()

    def submit(self, request: dict[str, Any]) -> Future:
        key = next(self.ids)
        return self.workers[key % len(self.workers)].submit(key, request)


def pool(workers: int) -> _Pool | None:
    """The worker pool (started on first use), or None where it cannot start."""
    global _POOL
    with _LOCK:
        if _POOL is None:
            from triton.runtime import driver

            try:
                _POOL = _Pool(workers, driver.active.get_current_target())
            except Exception:  # noqa: BLE001 - no pool: the parent compiles alone
                return None
            atexit.register(_shutdown)
        return _POOL


def ready() -> bool:
    """Whether a worker has started (a wait for one is then worth it)."""
    return _POOL is not None and _POOL.ready.is_set()


def submit(workers: int, path: Path, kernel: str, dtypes: tuple[Any, ...],
           sizes: tuple[int, ...], xnumel: int, rnumel: int) -> Future | None:
    """Compile launcher `kernel` of the generated module at `path` in a worker for buffers of
    `dtypes` and these sizes; None if there is no pool."""
    p = pool(workers)
    if p is None:
        return None
    from triton import knobs

    return p.submit({"path": str(path), "kernel": kernel,
                     "dtypes": [str(d).removeprefix("torch.") for d in dtypes],
                     "sizes": [int(n) for n in sizes], "xnumel": int(xnumel),
                     "rnumel": int(rnumel), "cache_dir": knobs.cache.dir})


def _shutdown() -> None:
    if _POOL is not None:
        for w in _POOL.workers:
            w.close()


# -- in the worker ------------------------------------------------------------------------

_MODULES: dict[str, Any] = {}


class _CompileOnlyDriver:
    """Triton's driver as the compiler sees it in a worker: device 0, no stream, the
    parent's target. Anything else goes to the real driver (which may then start CUDA)."""

    def __init__(self, target: Any, real: Any):
        self._target = target
        self._real = real  # a function giving the real driver, created only if needed

    def get_current_device(self) -> int:
        return 0

    def get_current_stream(self, device: int | None = None) -> int:
        return 0

    def get_current_target(self) -> Any:
        return self._target

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real(), name)


def _compile(path: str, kernel: str, dtypes: list[str], sizes: list[int], xnumel: int,
             rnumel: int, cache_dir: str) -> None:
    import torch

    os.environ["TRITON_CACHE_DIR"] = cache_dir
    module = _MODULES.get(path)
    if module is None:
        spec = importlib.util.spec_from_file_location(f"tcompile_worker_{len(_MODULES)}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _MODULES[path] = module
    getattr(module, kernel).warmup(tuple(getattr(torch, d) for d in dtypes), tuple(sizes),
                                   xnumel, rnumel)


def _main() -> None:
    # Replies go to the real stdout; anything the compiler prints goes to stderr.
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w")
    sys.stdout = sys.stderr
    import torch  # noqa: F401 - the generated modules import it: pay for it before "ready"
    from triton.backends.compiler import GPUTarget
    from triton.runtime import driver

    backend, arch, warp_size = json.loads(sys.argv[1])
    driver.set_active(_CompileOnlyDriver(GPUTarget(backend, arch, warp_size),
                                         lambda: driver.default))
    import tcompile.runtime.triton  # noqa: F401

    out.write(json.dumps({"ready": True}) + "\n")
    out.flush()
    for line in sys.stdin:
        request = json.loads(line)
        reply: dict[str, Any] = {"id": request.pop("id")}
        try:
            _compile(**request)
        except Exception as e:  # noqa: BLE001 - reported to the parent, which compiles itself
            reply["error"] = f"{type(e).__name__}: {e}"
        out.write(json.dumps(reply) + "\n")
        out.flush()


if __name__ == "__main__":
    _main()

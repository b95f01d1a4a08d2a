"""Compiling Triton kernels in worker processes, ahead of the process that launches them.

Triton's compile holds the GIL for most of its time (the AST-to-TTIR code generator is Python,
its MLIR passes run under the GIL), so threads compile a graph's kernels barely faster than
one after the other (H100 machine, GPT-2 block: 2.57 s serial, 2.21 s on 16 threads). As
Inductor does, kernels compile in a pool of worker processes instead, which write Triton's
on-disk cache; the launching process then compiles each kernel itself, which is a cache hit
(the same source, specialisation, options and target give the same cache key).

The workers are fresh interpreters (`python -m tcompile.runtime.triton_pool`, not forks of a
process with a CUDA context, and not multiprocessing's spawn, which would import the user's
main script again), started when the first Triton graph is captured and ending with the
process. They never import torch: workers that did took 4-5 s to start on the H200 machine,
as long as a whole ResNet-18 compile, where Triton alone loads in well under a second. A
worker executes only the `@triton.jit` functions of a generated wrapper, at their lines in its
file (Triton's cache key holds a kernel's source and first line), and compiles it with
`JITFunction.preload` from the specialization data that the launching process had Triton
work out for the launch (Triton's binder imports torch, so it runs there). Nor do the
workers touch the GPU: a stub driver answers Triton's questions about the current device with
the parent's target.

The pool starts with a few workers (`STARTING_WORKERS`) and starts the others, up to
`compile_threads`, when more kernels wait than it has workers to take them. Kernels go to
whichever worker is free, one at a time, in the order the launching process submitted them;
that process meanwhile compiles from the other end the kernels no worker has taken yet
(`claim`), so the pool never makes a compile slower than compiling in-process, even before its
workers have started.
"""

from __future__ import annotations

import ast
import atexit
import collections
import json
import os
import subprocess
import sys
import threading
import time
from concurrent.futures import Future
from typing import Any

_POOL: _Pool | None = None
_LOCK = threading.Lock()


class _Worker:
    """One `python -m tcompile.runtime.triton_pool` process: a JSON request on its stdin at a
    time, a JSON reply on its stdout, read by a thread that completes the request's future
    and hands the worker the next request."""

    def __init__(self, pool: _Pool, target: Any):
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        spec = json.dumps([target.backend, target.arch, target.warp_size])
        self.started = time.perf_counter()
        self.ready_s: float | None = None  # how long it took to start
        self.proc = subprocess.Popen([sys.executable, "-m", "tcompile.runtime.triton_pool", spec],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                     env=env)
        self.pool = pool
        self.current: Future | None = None  # the request being compiled
        threading.Thread(target=self._read, daemon=True, name="tcompile-triton-worker").start()

    def send(self, future: Future, request: dict[str, Any]) -> bool:
        """Start `request` (the pool's lock is held); False if the worker is gone."""
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(json.dumps(request) + "\n")
            self.proc.stdin.flush()
        except (OSError, ValueError):
            return False
        self.current = future
        return True

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            try:
                reply = json.loads(line)
            except ValueError:
                continue
            if reply.get("ready"):
                self.ready_s = time.perf_counter() - self.started
                self.pool.ready.set()
            else:
                with self.pool.lock:
                    future, self.current = self.current, None
                if future is not None:
                    if reply.get("error"):
                        future.set_exception(RuntimeError(reply["error"]))
                    else:
                        future.set_result(True)
            self.pool.idle(self)
        with self.pool.lock:  # the worker exited: its request will not complete
            future, self.current = self.current, None
        if future is not None:
            future.set_exception(RuntimeError("triton compile worker exited"))

    def close(self) -> None:
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
        except OSError:
            pass


STARTING_WORKERS = 4
"""Workers a pool starts with; it grows to its full size when more kernels wait than these
can take. The workers start with the first capture, and sixteen interpreters loading Triton at
once slowed the imports and the capture of the launching process they overlap, on 16 CPUs
shared with it, while a small graph has a few kernels to compile (H200 machine, fresh
processes: mlp, attention and GPT-2 block first calls 2.51, 2.23, 2.62 s with 16 at once and
1.75, 1.61, 2.19 s with 4; bench/results/2026-11-28-gpu-s33.md)."""


class _Pool:
    def __init__(self, workers: int, target: Any, starting: int | None = None):
        self.ready = threading.Event()  # set when the first worker has started
        self.lock = threading.Lock()
        # requests no worker has taken yet, oldest first
        self.pending: collections.OrderedDict[Future, dict[str, Any]] = collections.OrderedDict()
        self.free: list[_Worker] = []
        self.size, self.target = workers, target  # the most workers it may start
        starting = STARTING_WORKERS if starting is None else starting
        self.workers = [_Worker(self, target) for _ in range(min(workers, starting))]

    def submit(self, request: dict[str, Any]) -> Future:
        """Queue `request`; its future completes when a worker has compiled it."""
        future: Future = Future()
        with self.lock:
            self.pending[future] = request
            self._dispatch()
            self._grow()
        return future

    def _grow(self) -> None:
        """Start more workers (up to the pool's size) for the requests that outnumber the
        workers that could take them: idle ones and those still starting."""
        if len(self.workers) >= self.size:  # grown: no need to poll the workers per kernel
            return
        available = sum(1 for w in self.workers if w.current is None and w.proc.poll() is None)
        for _ in range(min(len(self.pending) - available, self.size - len(self.workers))):
            self.workers.append(_Worker(self, self.target))

    def claim(self, future: Future) -> bool:
        """Take back a request no worker has started (the caller compiles it instead)."""
        with self.lock:
            if self.pending.pop(future, None) is None:
                return False
        future.cancel()
        return True

    def idle(self, worker: _Worker) -> None:
        with self.lock:
            self.free.append(worker)
            self._dispatch()

    def _dispatch(self) -> None:
        while self.free and self.pending:
            worker = self.free.pop()
            future, request = self.pending.popitem(last=False)
            if not worker.send(future, request):  # gone: the request waits for another
                self.pending[future] = request
                self.pending.move_to_end(future, last=False)


def pool(workers: int, target: Any = None) -> _Pool | None:
    """The worker pool (started on first use, compiling for `target`, by default the current
    device's), or None where it cannot start."""
    global _POOL
    if target is None and _POOL is None:
        wait_for_triton()
    with _LOCK:
        if _POOL is None:
            from triton.runtime import driver

            try:
                _POOL = _Pool(workers, target or driver.active.get_current_target())
            except Exception:  # noqa: BLE001 - no pool: the parent compiles alone
                return None
            atexit.register(_shutdown)
        return _POOL


def submit(workers: int, request: dict[str, Any]) -> Future | None:
    """Compile in a worker what `request` says (the arguments of `_compile` but the cache
    directory); None if there is no pool."""
    p = pool(workers)
    if p is None:
        return None
    from triton import knobs

    return p.submit({**request, "cache_dir": knobs.cache.dir})


def claim(future: Future) -> bool:
    """Take back a request that no worker has started: the caller compiles it instead."""
    return _POOL is not None and _POOL.claim(future)


def start(workers: int) -> None:
    """Set Triton up in this process while the first graph is captured and lowered (once per
    process): the compile workers if `workers` > 1, and in a thread the two things Triton
    does before its first compile of a process: its CUDA driver (Triton builds its C
    utilities with a C compiler the first time a cache directory is used, ~1 s on the H200
    machine; the waiting releases the GIL) and its cache key (`triton_key()`: a hash of
    Triton's sources and libraries, 0.5-0.7 s; reading and hashing files mostly releases the
    GIL too). `wait_for_triton()` waits for the thread: anything in this process that
    touches Triton's driver or compiles calls it first."""
    global _STARTED
    with _LOCK:
        if _STARTED is not None:
            return
        _STARTED = threading.Event()
    if workers > 1:
        target = _cuda_target()  # from torch: Triton's driver is not there yet
        if target is not None:
            pool(workers, target)

    def run(done: threading.Event) -> None:
        try:
            from triton.runtime import driver
            from triton.runtime.cache import triton_key

            driver.active.get_current_target()
            triton_key()
        except Exception:  # noqa: BLE001 - another Triton: done at the first compile
            pass
        finally:
            done.set()

    threading.Thread(target=run, args=(_STARTED,), daemon=True, name="tcompile-triton-start").start()


def start_on_gpu(workers: int) -> None:
    """`start` where generated kernels will be compiled Triton (a CUDA device, not Triton's
    interpreter). The frontend calls it when a call to compile has CUDA tensors among its
    arguments, before it loads the compiler's modules and torch._dynamo (0.5-1.5 s of a
    process's first compile): Triton's driver set-up (a C compiler run) and cache key then
    overlap those imports instead of keeping the first kernel compile waiting."""
    if os.environ.get("TRITON_INTERPRET", "0") not in ("", "0"):
        return
    import torch

    if torch.cuda.is_available():
        start(workers)


def wait_for_triton() -> None:
    """Wait for `start`'s thread, if one runs (not to set Triton up twice at once)."""
    if _STARTED is not None:
        _STARTED.wait()


_STARTED: threading.Event | None = None


def _cuda_target() -> Any:
    """Triton's `GPUTarget` for the current CUDA device, from torch (already initialised in
    the launching process), or None on other GPUs (the pool then waits for Triton's driver)."""
    import torch
    from triton.backends.compiler import GPUTarget

    if torch.version.hip is not None or not torch.cuda.is_available():
        return None
    major, minor = torch.cuda.get_device_capability()
    return GPUTarget("cuda", major * 10 + minor, 32)


def _shutdown() -> None:
    if _POOL is not None:
        for w in _POOL.workers:
            w.close()


# -- in the worker ------------------------------------------------------------------------

_MODULES: dict[str, dict[str, Any]] = {}  # wrapper path -> its kernels by name


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


def kernels_of(path: str, module: str) -> dict[str, Any]:
    """The `@triton.jit` functions of the generated wrapper at `path` (and the names bound
    to them), defined at their own lines of that file in a module named `module` (as the
    launching process loaded it), without running the wrapper's imports of torch and
    tcompile: its other statements are left out."""
    import triton
    import triton.language as tl
    from triton.language.extra import libdevice

    with open(path) as f:
        tree = ast.parse(f.read(), path)
    jitted: set[str] = set()
    body: list[ast.stmt] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and any(
                "triton.jit" in ast.unparse(d) for d in node.decorator_list):
            jitted.add(node.name)
            body.append(node)
        elif (isinstance(node, ast.Assign) and isinstance(node.value, ast.Name)
              and node.value.id in jitted):  # `tc_kernel3_kernel = tc_kernel1_kernel`
            body.append(node)
    scope: dict[str, Any] = {"__name__": module, "__file__": path, "triton": triton, "tl": tl,
                             "libdevice": libdevice}
    exec(compile(ast.Module(body=body, type_ignores=[]), path, "exec"), scope)
    return scope


def _compile(path: str, module: str, kernel: str, keep: list[str] | None, data: str,
             cache_dir: str) -> None:
    """Compile kernel `kernel` of the wrapper at `path` (a variant that does not specialise
    the arguments `keep`, as `TritonLauncher._specialised` makes) as the launching process
    will: `data` is Triton's specialization data, worked out there."""
    import triton

    os.environ["TRITON_CACHE_DIR"] = cache_dir
    wait_for_triton()
    scope = _MODULES.get(path)
    if scope is None:
        scope = _MODULES[path] = kernels_of(path, module)
    fn = scope[kernel]
    if keep is not None:
        fn = triton.jit(fn.fn, do_not_specialize=keep)
    fn.preload(data)


def _main() -> None:
    # Replies go to the real stdout; anything the compiler prints goes to stderr.
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w")
    sys.stdout = sys.stderr
    from triton.backends.compiler import GPUTarget
    from triton.runtime import driver

    backend, arch, warp_size = json.loads(sys.argv[1])
    driver.set_active(_CompileOnlyDriver(GPUTarget(backend, arch, warp_size),
                                         lambda: driver.default))
    from triton.language.extra import libdevice  # noqa: F401 - kernels use it: load it now

    start(1)  # Triton's cache key, hashed while the first request is on its way
    out.write(json.dumps({"ready": True}) + "\n")
    out.flush()
    for line in sys.stdin:
        request = json.loads(line)
        reply: dict[str, Any] = {}
        try:
            _compile(**request)
        except Exception as e:  # noqa: BLE001 - reported to the parent, which compiles itself
            reply["error"] = f"{type(e).__name__}: {e}"
        out.write(json.dumps(reply) + "\n")
        out.flush()


if __name__ == "__main__":
    _main()

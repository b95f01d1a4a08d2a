"""Runtime of the LLVM (CPU) backend: JIT-compile a module of kernels and launch them.

`load_module(ir_text)` parses the LLVM IR the codegen wrote, optimizes it at O3 for the host CPU
(loop and SLP vectorization on) and compiles it with one process-wide MCJIT engine. Compiled
objects are cached on disk (`cache_dir("llvm")`, keyed by the IR, the host CPU and llvmlite's
version), so a second process skips optimization and code generation; modules are memoized
per process.

A kernel is `void @name(ptr in/out buffers..., i64 sizes..., i64 xnumel, i64 rnumel,
i64 xstart, i64 xend)`. `CpuKernel` splits `[0, xnumel)` into one chunk per thread; ctypes
releases the GIL during the call, so the chunks run in parallel on a shared thread pool.

This module imports nothing from tcompile outside `tcompile.runtime`.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import hashlib
import os
import re
import threading
from concurrent.futures import ThreadPoolExecutor

import llvmlite
import llvmlite.binding as llvm
import torch

from tcompile.runtime.cache import cache_dir

_FORMAT = "1"  # bump when the way objects are produced changes (part of the cache key)

PARALLEL_MIN_ELEMENTS = 256 * 1024
"""Below this many elements (xnumel * rnumel) a launch runs on the calling thread."""

_lock = threading.RLock()
_engine: llvm.ExecutionEngine | None = None
_host: tuple[str, str] = ("", "")
_modules: dict[str, CpuModule] = {}
_objects: dict[str, bytes] = {}  # object code handed over by MCJIT's notify callback
_symbols: set[str] = set()
_libm: ctypes.CDLL | None = None
_pool: ThreadPoolExecutor | None = None
_pool_size = 0


def _target_machine() -> llvm.TargetMachine:
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(cpu=_host[0], features=_host[1], opt=3,
                                        reloc="default", codemodel="jitdefault")


def _get_engine() -> llvm.ExecutionEngine:
    global _engine, _host
    if _engine is None:
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        _host = (llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten())
        backing = llvm.parse_assembly("")
        # MCJIT owns its TargetMachine: one engine per process, modules added to it.
        engine = llvm.create_mcjit_compiler(backing, _target_machine())
        engine.set_object_cache(_notify, _getbuffer)
        _engine = engine
    return _engine


def _object_path(key: str):
    return cache_dir("llvm") / f"{key}.o"


def _notify(module: llvm.ModuleRef, buffer: bytes) -> None:
    key = module.name
    _objects[key] = buffer
    path = _object_path(key)
    tmp = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        tmp.write_bytes(buffer)
        os.replace(tmp, path)
    except OSError:
        pass


def _getbuffer(module: llvm.ModuleRef) -> bytes | None:
    key = module.name
    if key in _objects:
        return _objects[key]
    try:
        return _object_path(key).read_bytes()
    except OSError:
        return None


def _bind_libm(ir_text: str) -> None:
    """Point the `tc_libm_<name>` declarations of a module at libm's functions."""
    global _libm
    for name in set(re.findall(r'@"?tc_libm_(\w+)"?\(', ir_text)) - _symbols:
        if _libm is None:
            _libm = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")
        address = ctypes.cast(getattr(_libm, name), ctypes.c_void_p).value
        llvm.add_symbol(f"tc_libm_{name}", address)
        _symbols.add(name)


def optimize(module: llvm.ModuleRef) -> None:
    """O3 with loop and SLP vectorization for the host CPU."""
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pto.loop_vectorization = True
    pto.slp_vectorization = True
    pto.loop_unrolling = True
    pto.loop_interleaving = True
    pb = llvm.create_pass_builder(_target_machine(), pto)
    pb.getModulePassManager().run(module, pb)


def module_key(ir_text: str) -> str:
    _get_engine()
    h = hashlib.sha256()
    for part in (ir_text, _host[0], _host[1], llvmlite.__version__, _FORMAT):
        h.update(part.encode())
        h.update(b"\0")
    return h.hexdigest()


def load_module(ir_text: str) -> CpuModule:
    """The compiled module of `ir_text` (memoized per process, cached on disk)."""
    with _lock:
        engine = _get_engine()
        key = module_key(ir_text)
        cached = _modules.get(key)
        if cached is not None:
            return cached
        _bind_libm(ir_text)
        mod = llvm.parse_assembly(ir_text)
        mod.name = key
        # Every module names its kernels tc_kernel0, ...: make the symbols unique in the engine.
        names = {}
        for f in mod.functions:
            if not f.is_declaration:
                names[f.name] = f"{f.name}_{key[:16]}"
                f.name = names[f.name]
        if key not in _objects and not _object_path(key).exists():
            mod.verify()
            optimize(mod)
        engine.add_module(mod)
        engine.finalize_object()
        module = CpuModule(key, engine, mod, names)
        _modules[key] = module
        return module


def num_threads() -> int:
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cores = os.cpu_count() or 1
    return max(1, min(torch.get_num_threads(), cores))


def _get_pool(workers: int) -> ThreadPoolExecutor:
    global _pool, _pool_size
    with _lock:
        if _pool is None or _pool_size < workers:
            _pool = ThreadPoolExecutor(workers, thread_name_prefix="tcompile-cpu")
            _pool_size = workers
        return _pool


class CpuModule:
    def __init__(self, key: str, engine: llvm.ExecutionEngine, module: llvm.ModuleRef,
                 names: dict[str, str]):
        self.key = key
        self._names = names
        self._engine = engine
        self._module = module  # keeps the module (and its code) alive

    def address(self, name: str) -> int:
        symbol = self._names.get(name)
        address = self._engine.get_function_address(symbol) if symbol else 0
        if not address:
            raise KeyError(f"no kernel {name!r} in LLVM module {self.key[:12]}")
        return address

    def kernel(self, name: str, nbuffers: int, nsizes: int, parallel: bool = True) -> CpuKernel:
        return CpuKernel(self.address(name), name, nbuffers, nsizes, parallel)


class CpuKernel:
    """`kernel(*tensors, *sizes, xnumel=n, rnumel=m)` runs the compiled kernel."""

    def __init__(self, address: int, name: str, nbuffers: int, nsizes: int, parallel: bool):
        self.name = name
        self.nbuffers = nbuffers
        self.nsizes = nsizes
        self.parallel = parallel
        argtypes = [ctypes.c_void_p] * nbuffers + [ctypes.c_int64] * (nsizes + 4)
        # CFUNCTYPE (not PYFUNCTYPE): the GIL is released during the call.
        self.fn = ctypes.CFUNCTYPE(None, *argtypes)(address)

    def __call__(self, *args, xnumel: int, rnumel: int) -> None:
        nb = self.nbuffers
        if len(args) != nb + self.nsizes:
            raise TypeError(f"{self.name}: expected {nb} tensors and {self.nsizes} sizes, "
                            f"got {len(args)} arguments")
        cargs = [t.data_ptr() for t in args[:nb]]
        cargs.extend(args[nb:])
        cargs.append(xnumel)
        cargs.append(rnumel)
        fn = self.fn
        work = xnumel * max(rnumel, 1)
        threads = num_threads() if (self.parallel and xnumel > 1
                                    and work >= PARALLEL_MIN_ELEMENTS) else 1
        if threads == 1:
            fn(*cargs, 0, xnumel)
            return
        align = 64 if rnumel <= 1 else 1
        step = -(-xnumel // threads)
        step = -(-step // align) * align
        bounds = [(s, min(xnumel, s + step)) for s in range(0, xnumel, step)]
        pool = _get_pool(len(bounds) - 1)
        futures = [pool.submit(fn, *cargs, s, e) for s, e in bounds[1:]]
        s, e = bounds[0]
        try:
            fn(*cargs, s, e)
        finally:
            for f in futures:
                f.result()

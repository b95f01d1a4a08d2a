"""Runtime of the LLVM (CPU) backend: JIT-compile a module of kernels and launch them.

`load_module(ir_text)` parses the LLVM IR the codegen wrote, optimizes it at O3 for the host CPU
(loop and SLP vectorization on) and compiles it with one process-wide MCJIT engine. Compiled
objects are cached on disk (`cache_dir("llvm")`, keyed by the IR, the host CPU and llvmlite's
version), so a second process skips optimization and code generation; modules are memoized
per process.

A kernel is `void @name(ptr in/out buffers..., i64 sizes..., i64 xnumel, i64 rnumel,
i64 xstart, i64 xend)`. `CpuKernel` runs a large launch through the kernel's
`@name_parallel`, which splits `[0, xnumel)` over the threads of the OpenMP runtime that torch
loaded (see `tcompile.codegen.llvm.parallel`), and a small one on the calling thread; ctypes
releases the GIL during the call.

This module imports nothing from tcompile outside `tcompile.runtime`.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import hashlib
import os
import re
import threading
from collections.abc import Callable

import llvmlite
import llvmlite.binding as llvm
import torch

from tcompile.runtime.cache import cache_dir

_FORMAT = "1"  # bump when the way objects are produced changes (part of the cache key)

PARALLEL_MIN_ELEMENTS = 64 * 1024
"""Below this much work (xnumel * rnumel * the kernel's per-element cost, 1 for plain
arithmetic) a launch runs on the calling thread. An OpenMP launch costs about 1.5 us more
than a serial call; on the 2-core development VM relu breaks even at 32K elements and gains
from 64K on (7.0 instead of 8.6 us), a 128x256 layer norm breaks even."""

_lock = threading.RLock()
_engine: llvm.ExecutionEngine | None = None
_host: tuple[str, str] = ("", "")
_modules: dict[str, CpuModule] = {}
_objects: dict[str, bytes] = {}  # object code handed over by MCJIT's notify callback
_symbols: set[str] = set()
_libm: ctypes.CDLL | None = None
_openmp: ctypes.CDLL | None = None


def _target_machine() -> llvm.TargetMachine:
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(cpu=_host[0], features=_host[1], opt=3,
                                        reloc="default", codemodel="jitdefault")


def _host_features() -> str:
    """The host's CPU features, with 512-bit vectors preferred where AVX-512 has them.

    LLVM tunes recent Intel cores (Skylake-X and later) to prefer 256-bit vectors, which halves
    the throughput of our compute-bound kernels (transcendental polynomials, softmax): with
    two FMA units per core and no frequency licence drop on Sapphire Rapids and later, 512-bit
    vectors are faster (see bench/results/2026-11-21-cpu-models.md)."""
    features = llvm.get_host_cpu_features()
    if features.get("avx512f"):
        features["prefer-256-bit"] = False
    return features.flatten()


def _get_engine() -> llvm.ExecutionEngine:
    global _engine, _host
    if _engine is None:
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        _host = (llvm.get_host_cpu_name(), _host_features())
        backing = llvm.parse_assembly("")
        # MCJIT owns its TargetMachine: one engine per process, modules added to it.
        engine = llvm.create_mcjit_compiler(backing, _target_machine())
        engine.set_object_cache(_notify, _getbuffer)
        _bind_openmp()
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


# The OpenMP entry points of the kernels' parallel launchers (codegen/llvm/parallel.py).
_OMP_SYMBOLS = {"tc_omp_parallel": "GOMP_parallel", "tc_omp_thread_num": "omp_get_thread_num",
                "tc_omp_num_threads": "omp_get_num_threads"}
# Without an OpenMP runtime, kernels run serially and the launchers are never called.
_SERIAL_OMP = {
    "tc_omp_parallel": ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_uint,
                                        ctypes.c_uint)(
        lambda fn, data, n, flags: ctypes.CFUNCTYPE(None, ctypes.c_void_p)(fn)(data)),
    "tc_omp_thread_num": ctypes.CFUNCTYPE(ctypes.c_int)(lambda: 0),
    "tc_omp_num_threads": ctypes.CFUNCTYPE(ctypes.c_int)(lambda: 1),
}


def _openmp_library() -> ctypes.CDLL | None:
    """The OpenMP runtime that torch loaded: its threads are the ones ATen's ops run on."""
    try:
        with open("/proc/self/maps") as maps:
            paths = sorted({line.split()[-1] for line in maps
                            if re.search(r"/lib[gi]?omp[\w.-]*\.so", line)})
    except OSError:
        return None
    for path in paths:
        lib = ctypes.CDLL(path)
        if all(hasattr(lib, name) for name in _OMP_SYMBOLS.values()):
            return lib
    return None


def _bind_openmp() -> None:
    global _openmp
    _openmp = _openmp_library()
    for ours, theirs in _OMP_SYMBOLS.items():
        fn = getattr(_openmp, theirs) if _openmp is not None else _SERIAL_OMP[ours]
        llvm.add_symbol(ours, ctypes.cast(fn, ctypes.c_void_p).value)


def optimize(module: llvm.ModuleRef) -> None:
    """O3 with loop and SLP vectorization for the host CPU."""
    pto = llvm.create_pipeline_tuning_options(speed_level=3)
    pto.loop_vectorization = True
    pto.slp_vectorization = True
    pto.loop_unrolling = True
    pto.loop_interleaving = True
    pb = llvm.create_pass_builder(_target_machine(), pto)
    pb.getModulePassManager().run(module, pb)
    if not any(b"alwaysinline" in a for f in module.functions for a in f.attributes):
        return
    # vector variants that the loop vectorizer called (`VecMath._log_table_function`) are
    # inlined into the vectorized loops now
    late = llvm.create_new_module_pass_manager()
    late.add_always_inliner_pass()
    late.add_instruction_combine_pass()
    late.add_simplify_cfg_pass()
    late.run(module, pb)


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
        # Local functions (internal, private) need no unique name, and keep theirs: a
        # call's vector-function-abi-variant attribute names them (vecmath's rare paths).
        for f in mod.functions:
            if not f.is_declaration and f.linkage not in (llvm.Linkage.internal,
                                                          llvm.Linkage.private):
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


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


_CORES = _cores()  # a system call: asked once, not at every launch


def num_threads() -> int:
    return max(1, min(torch.get_num_threads(), _CORES))


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

    def kernel(self, name: str, nbuffers: int, nsizes: int, parallel: bool = True,
               cost: int = 1, align: int | None = None) -> CpuKernel:
        launcher = self._names.get(f"{name}_parallel")
        launch = self._engine.get_function_address(launcher) if parallel and launcher else 0
        return CpuKernel(self.address(name), name, nbuffers, nsizes, launch, cost, align)


class CpuKernel:
    """`kernel(*tensors, *sizes, xnumel=n, rnumel=m)` runs the compiled kernel.

    `run` is the same call as a function made for this kernel's arguments (generated wrappers
    call it): every launch of a graph goes through it, and a generic `*args` path (slicing,
    a list of data pointers, a length check) cost about 1 us of a 2 us launch."""

    def __init__(self, address: int, name: str, nbuffers: int, nsizes: int, launch: int,
                 cost: int = 1, align: int | None = None):
        self.name = name
        self.nbuffers = nbuffers
        self.nsizes = nsizes
        self.cost = cost  # work per element (see PARALLEL_MIN_ELEMENTS)
        # Where a thread's share of [0, xnumel) may start: pointwise rows at whole cache
        # lines by default, an outer reduction at whole tiles of outputs.
        self.align = align
        # The i64 sizes pass as c_void_p too: a 64-bit integer and a pointer travel in the same
        # registers (x86-64 and AArch64 calling conventions), and ctypes converts a Python int
        # to c_void_p in half the time of c_int64 (6 arguments: 405 against 668 ns a call).
        # Every size is nonnegative.
        argtypes = [ctypes.c_void_p] * (nbuffers + nsizes + 4)
        # CFUNCTYPE (not PYFUNCTYPE): the GIL is released during the call.
        self.fn = ctypes.CFUNCTYPE(None, *argtypes)(address)
        # `@<name>_parallel(i64 *argv, i32 threads)`, or None: run serially.
        self.launch = (ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int32)(launch)
                       if launch and _openmp is not None else None)
        self.run = _make_run(self)

    def __call__(self, *args, xnumel: int, rnumel: int) -> None:
        if len(args) != self.nbuffers + self.nsizes:
            raise TypeError(f"{self.name}: expected {self.nbuffers} tensors and {self.nsizes} "
                            f"sizes, got {len(args)} arguments")
        self.run(*args, xnumel=xnumel, rnumel=rnumel)


def _make_run(kernel: CpuKernel) -> Callable[..., None]:
    """`run(b0, ..., s0, ..., *, xnumel, rnumel)` of `kernel`: serial below
    PARALLEL_MIN_ELEMENTS of work (or on one thread), else on the OpenMP threads. It reads
    this module's PARALLEL_MIN_ELEMENTS and num_threads at each call."""
    buffers = [f"b{i}" for i in range(kernel.nbuffers)]
    sizes = [f"s{i}" for i in range(kernel.nsizes)]
    cargs = ", ".join([f"{b}.data_ptr()" for b in buffers] + sizes)
    cargs = cargs + ", " if cargs else ""
    params = ", ".join([*buffers, *sizes, "*", "xnumel", "rnumel", "fn=fn", "launch=launch"])
    align = kernel.align or 0
    lines = [f"def run({params}):"]
    if kernel.launch is not None:
        lines += [
            f"    if xnumel > 1 and xnumel * (rnumel if rnumel > 1 else 1) * {kernel.cost} "
            ">= PARALLEL_MIN_ELEMENTS and (threads := num_threads()) > 1:",
            f"        array = (ctypes.c_int64 * {kernel.nbuffers + kernel.nsizes + 3})",
            f"        launch(array({cargs}xnumel, rnumel, "
            f"{align or '64 if rnumel <= 1 else 1'}), threads)",
            "        return"]
    lines.append(f"    fn({cargs}xnumel, rnumel, 0, xnumel)")
    namespace = {"fn": kernel.fn, "launch": kernel.launch}
    exec("\n".join(lines), globals(), namespace)  # noqa: S102
    return namespace["run"]

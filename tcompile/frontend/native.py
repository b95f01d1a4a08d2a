"""Native guard helpers: `native_guards.cpp`, compiled against this torch and this Python.

A generated guard (guards.py) spends its time in torch's Python getters (six per tensor,
~0.6 us together) and in re-reading a model's module tree (every submodule's identity, its
constants, its hooks) on every call. `native_guards.cpp` does the tensor checks in one C call
(`TensorCheck`), the storage-overlap check of inputs written in place (`storages_apart`),
and snapshots the version tags of the modules' dicts (`DictVersions`) so that a guard whose
module tree did not change skips re-reading it.

The library is built by `python -m tcompile.frontend.native` (`make native` runs it) into
`tcompile/frontend/_native/` (or the cache directory where that is not writable), one file
per (torch, Python, source) version, with the C++ compiler and torch's headers (~30 s on
the 2-core VM); a process only loads it. When it is not built, or cannot be (no
compiler, a Python whose dicts have no version tags), guards are plain Python, as fast as
before and as correct.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import os
import subprocess
import sys
import sysconfig
import types
from pathlib import Path

import torch

from tcompile.runtime.cache import cache_dir

SOURCE = Path(__file__).with_name("native_guards.cpp")
NAME = "tcompile_native_guards"

# CPython 3.11 and 3.12 give a dict a new `ma_version_tag` at every change; 3.13 can keep
# an instance's attributes outside its materialized dict, and 3.14 drops the tag.
SUPPORTED = (3, 11) <= sys.version_info[:2] <= (3, 12)

_loaded: types.ModuleType | None | bool = False  # False: not looked for yet


def _file_name() -> str:
    key = hashlib.sha256(SOURCE.read_bytes() + f"{torch.__version__} {sys.version}".encode())
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    return f"{NAME}-{key.hexdigest()[:16]}{suffix}"


def _places() -> list[Path]:
    """Where the library may be: beside the source (an editable install or a checkout, so
    a cache directory of the kernels' own, as the tests use, still finds it), else the
    cache directory."""
    return [SOURCE.parent / "_native", cache_dir("native")]


def library_path() -> Path | None:
    """The built library, if any."""
    name = _file_name()
    return next((p / name for p in _places() if (p / name).exists()), None)


def load() -> types.ModuleType | None:
    """The compiled helpers, or None if they are not built (or disabled with
    `TCOMPILE_NATIVE_GUARDS=0`)."""
    global _loaded
    if _loaded is False:
        _loaded = None
        if SUPPORTED and os.environ.get("TCOMPILE_NATIVE_GUARDS", "1") != "0":
            path = library_path()
            if path is not None:
                _loaded = _import(path)
    return _loaded or None


def _writable(place: Path) -> bool:
    try:
        place.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    return os.access(place, os.W_OK)


def _import(path: Path) -> types.ModuleType:
    loader = importlib.machinery.ExtensionFileLoader(NAME, str(path))
    spec = importlib.util.spec_from_file_location(NAME, path, loader=loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def build(verbose: bool = False) -> Path:
    """Compile native_guards.cpp (if not compiled yet) and return the library's path."""
    from torch.utils import cpp_extension

    found = library_path()
    if found is not None:
        return found
    if not SUPPORTED:
        raise RuntimeError(f"native guards need CPython 3.11 or 3.12, not {sys.version}")
    includes = [*cpp_extension.include_paths(), sysconfig.get_paths()["include"]]
    libs = cpp_extension.library_paths()
    abi = int(torch._C._GLIBCXX_USE_CXX11_ABI)
    path = next(p for p in _places() if _writable(p)) / _file_name()
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    cmd = [os.environ.get("CXX", "c++"), "-O2", "-shared", "-fPIC", "-std=c++20", "-w",
           f"-D_GLIBCXX_USE_CXX11_ABI={abi}", *(f"-I{i}" for i in includes), str(SOURCE),
           "-o", str(tmp), *(f"-L{d}" for d in libs), *(f"-Wl,-rpath,{d}" for d in libs),
           "-ltorch_python", "-ltorch", "-ltorch_cpu", "-lc10"]
    if verbose:
        print(" ".join(cmd))
    subprocess.run(cmd, check=True)
    os.replace(tmp, path)  # atomic: a process building beside this one finds a whole file
    for old in path.parent.glob(f"{NAME}-*"):  # builds for other sources or versions
        if old != path and not old.name.endswith(".tmp"):
            old.unlink(missing_ok=True)
    return path


if __name__ == "__main__":
    try:
        print(f"tcompile native guards: {build(verbose='-v' in sys.argv)}")
    except (RuntimeError, OSError, subprocess.CalledProcessError) as e:
        # not fatal: guards stay plain Python
        print(f"tcompile native guards not built ({e}); guards run as Python")

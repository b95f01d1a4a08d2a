"""tcompile: an MLIR-style multi-level IR compiler for PyTorch, built on xDSL.

The public functions live in `tcompile.frontend.api`; they are imported on first use, so
`import tcompile` (and the torch-free `tcompile.frontend.bytecode`) does not import torch.
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"
__all__ = ["compile", "explain", "last_ir", "reset", "mark_dynamic", "mark_static_address",
           "config", "compile_times"]


def __getattr__(name: str) -> Any:
    if name == "config":  # the global knobs (recompile_limit, compile_threads, ...)
        from tcompile.frontend import config

        return config
    if name == "compile_times":  # seconds spent compiling, by phase (tcompile/timing.py)
        from tcompile.timing import compile_times

        return compile_times
    if name in __all__:
        from tcompile.frontend import api

        return getattr(api, name)
    raise AttributeError(f"module 'tcompile' has no attribute {name!r}")

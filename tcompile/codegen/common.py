"""What a backend hands to the wrapper generator."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class GeneratedKernels:
    """The kernels of one graph for one target, as pieces of the generated wrapper module.

    The wrapper module is laid out as: `imports`, `prelude`, each of `kernels` (source that
    defines a module-level callable named after the kernel, called as
    `name(*buffers, *sizes, xnumel=..., rnumel=...)`), then the graph's `call` function.
    `files` are written next to the wrapper (e.g. the LLVM module), read by the prelude.
    """

    imports: list[str] = field(default_factory=list)
    prelude: str = ""
    kernels: dict[str, str] = field(default_factory=dict)
    files: dict[str, str] = field(default_factory=dict)

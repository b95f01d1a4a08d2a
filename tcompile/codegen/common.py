"""What a backend hands to the wrapper generator."""

from __future__ import annotations

import re
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


def without_name(text: str, name: str) -> str:
    """`text` (a kernel's source or IR) with its kernel name taken out: two kernels with the
    same result are the same kernel (each layer of a transformer repeats its predecessor's),
    which the backends define and compile once. `tc_kernel1` also names `tc_kernel1_kernel`
    and `tc_kernel1_chunk`, but not `tc_kernel12`."""
    return re.sub(re.escape(name) + r"(?![0-9])", "@", text)

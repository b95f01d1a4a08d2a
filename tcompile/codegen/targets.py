"""`-t triton` and `-t llvm`: xDSL output targets that print a graph's generated code.

`tc-opt softmax.mlir --pass-pipeline torch-to-loop -t llvm` prints the Python wrapper and the
kernels (Triton source inside the wrapper; the LLVM module after it), exactly what
`compile_loop_module` writes to the cache. `-t 'triton{mode=max-autotune}'` picks the mode.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import IO, ClassVar

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.targets import Target


@dataclass(frozen=True)
class _CodegenTarget(Target):
    name: ClassVar[str]
    mode: str = "default"

    def emit(self, ctx: Context, module: ModuleOp, output: IO[str]) -> None:
        from tcompile.codegen import generate_graph  # torch and the backends load on use

        source = generate_graph(module, self.name, self.mode)
        output.write(f"# ----- wrapper.py (target {self.name}, mode {self.mode}) -----\n")
        output.write(source.wrapper)
        for fname, text in source.files.items():
            output.write(f"\n# ----- {fname} -----\n{text}")


@dataclass(frozen=True)
class TritonTarget(_CodegenTarget):
    name: ClassVar[str] = "triton"


@dataclass(frozen=True)
class LlvmTarget(_CodegenTarget):
    name: ClassVar[str] = "llvm"


TARGETS = {"triton": lambda: TritonTarget, "llvm": lambda: LlvmTarget}

"""Loading a generated graph: import its wrapper module from disk and call it.

Nothing here imports xDSL: a graph compiled once loads in a later process straight from the
cache directory.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path

import torch


class CompiledGraph:
    """A graph's entry point: tensors in, a list of tensors out."""

    def __init__(self, path: Path):
        self.path = Path(path)
        spec = importlib.util.spec_from_file_location(f"tcompile_graph_{self.path.parent.name}",
                                                      self.path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        self.module = module
        self.call = module.call

    def __call__(self, *inputs: torch.Tensor) -> list[torch.Tensor]:
        return self.call(*inputs)

    @property
    def source(self) -> str:
        """The wrapper module's source (kernels included for Triton)."""
        return self.path.read_text()

    def files(self) -> Sequence[Path]:
        return sorted(self.path.parent.iterdir())


def load_graph(path: str | Path) -> CompiledGraph:
    return CompiledGraph(Path(path))

"""Loading a generated graph: import its wrapper module from disk and call it.

Nothing here imports xDSL: a graph compiled once loads in a later process straight from the
cache directory. With `cuda_graphs=True` (`mode="reduce-overhead"` on the Triton target) calls
of a graph with several launches go through CUDA graph replays (tcompile.runtime.cudagraphs,
which says when it falls back and why the outputs it returns are never overwritten behind the
caller's back).
"""

from __future__ import annotations

import importlib.util
import inspect
import logging
from collections.abc import Sequence
from pathlib import Path

import torch

log = logging.getLogger(__name__)


class CompiledGraph:
    """A graph's entry point: tensors in, a list of tensors out."""

    def __init__(self, path: Path, cuda_graphs: bool = False):
        self.path = Path(path)
        spec = importlib.util.spec_from_file_location(f"tcompile_graph_{self.path.parent.name}",
                                                      self.path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        self.module = module
        self.call = module.call
        # `call_boxed(args)`, where the wrapper has one (a backward's: it empties the list
        # and drops each argument after its last use), else None
        self.boxed = getattr(module, "call_boxed", None)
        if cuda_graphs:
            from tcompile.runtime.cudagraphs import CUDAGraphRunner

            name = f"graph {self.path.parent.name[:12]}"
            if getattr(module, "DATA_DEPENDENT_SIZES", ()):
                log.info("tcompile: %s runs without CUDA graphs: sizes %s depend on data", name,
                         ", ".join(module.DATA_DEPENDENT_SIZES))
            elif _launches(module) > 1:
                self.call = CUDAGraphRunner(module.call, name)
                self.boxed = None  # replays read their own copies of the arguments
            else:
                # A replay saves launches; with one launch it would only add the input copies.
                log.info("tcompile: %s runs without CUDA graphs: it launches one kernel", name)

    def precompile(self, inputs: Sequence[torch.Tensor], workers: int) -> int:
        """Compile the graph's Triton kernels for inputs of these sizes before the first call
        (on `workers` processes); how many launches were compiled (0 for other targets)."""
        launches = getattr(self.module, "launches", None)
        if launches is None:
            return 0
        from triton.runtime.jit import JITFunction

        from tcompile.runtime.triton import precompile

        # each kernel's name in the wrapper, by its Python function (which the variants
        # `TritonLauncher._specialised` makes of a kernel share)
        names = {id(v.fn): k for k, v in vars(self.module).items() if isinstance(v, JITFunction)}
        return precompile(launches(*inputs), workers, names, self.path)

    def __call__(self, *inputs: torch.Tensor) -> list[torch.Tensor]:
        return self.call(*inputs)

    @property
    def source(self) -> str:
        """The wrapper module's source (kernels included for Triton)."""
        return self.path.read_text()

    def files(self) -> Sequence[Path]:
        return sorted(self.path.parent.iterdir())


def _launches(module: object) -> int:
    """How many kernel launches and extern calls the wrapper's `call` makes."""
    from tcompile.runtime.triton import TritonLauncher

    source = inspect.getsource(getattr(module, "call_boxed", module.call))
    kernels = [k for k, v in vars(module).items() if isinstance(v, TritonLauncher)]
    return sum(source.count(f"{k}(") for k in kernels) + source.count("torch.ops.")


def load_graph(path: str | Path, cuda_graphs: bool = False) -> CompiledGraph:
    return CompiledGraph(Path(path), cuda_graphs)

"""Record the ATen ops a Python function runs as a torch-dialect `func.func`.

It runs the function once eagerly, on the real inputs, under the recorder of `capture.py`.
The bytecode frontend captures through the same recorder on fake tensors; on its own, this
turns test programs into IR:

    module = record(lambda x, w: torch.softmax(x @ w, -1), x, w)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch
from xdsl.dialects.builtin import ModuleOp

from tcompile.frontend.capture import ELEMENT_TYPES, Graph, UnsupportedOp, tensor_type

__all__ = ["ELEMENT_TYPES", "UnsupportedOp", "record", "tensor_type"]


def record(fn: Callable[..., Any], *inputs: torch.Tensor, name: str = "main") -> ModuleOp:
    """Run `fn(*inputs)` eagerly and return the ATen ops it ran as a torch-dialect module."""
    graph = Graph(fake=False)
    args = [graph.input(t, None) for t in inputs]
    result = graph.call(fn, *args)
    written = [i for i, t in enumerate(args) if id(t) in graph.recorder.mutated]
    if written:
        # the module returns its results only: nothing would write the new values back
        raise UnsupportedOp(
            f"the function writes into its input(s) {written} in place (an in-place op, or a "
            "training BatchNorm's running statistics): record() cannot return that; compile "
            "it with tcompile.compile, which writes inputs back after the graph")
    results = [result] if isinstance(result, torch.Tensor) else list(result)
    return graph.finish(results, name)

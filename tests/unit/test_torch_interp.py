"""The torch-dialect interpreter (`tcompile.testing.torch_interp`): the oracle, and the
replay behind the eager backend, fallbacks and replayed backwards, which reads a function
once (`prepare_torch_function`) and then runs it per call."""

from __future__ import annotations

import torch

import tcompile
from tcompile.frontend.api import _compiled_function


def test_a_prepared_replay_binds_symbolic_and_data_dependent_sizes_on_every_call():
    """One dynamic graph, replayed (backend="eager") on inputs of two sizes: the sizes in its
    properties (`arange(n)`, a reshape) come from each call's inputs, and a size that data
    decides (the boolean mask's count) from the op that makes it, not from the first call."""
    def f(x):
        kept = x[x > 0]
        return kept.sum() + torch.arange(x.shape[0]).float().reshape(-1, 1) * x, kept * 2

    compiled = tcompile.compile(f, dynamic=True, backend="eager")
    for n in (5, 9):
        x = torch.randn(n, 3)
        for got, expected in zip(compiled(x), f(x), strict=True):
            torch.testing.assert_close(got, expected)
    assert compiled.stats.graphs_compiled == 1
    (graph,) = [g for _, t in _compiled_function(compiled)._session.translations
                for g in t.graphs]
    assert graph.target == "eager"

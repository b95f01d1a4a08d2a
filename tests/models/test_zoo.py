"""The transformers model zoo (`tcompile.testing.zoo`) compiled with tcompile matches eager.

Each model is built from its tiny config and run under `torch.no_grad()`, eagerly and through
`tcompile.compile(model)`: the compiled call must raise nothing, return eager's outputs
(`compare`: same fields, shapes, dtypes and values) and compile the graphs and graph breaks
`ZOO_EXPECTED` lists, so that a frontend change that captures more (or less) of a model shows
up here. A model of one graph without breaks compiles with `fullgraph=True`. A model known to
fail is `zoo::<model>` in the one table of expected failures (tcompile/testing/expected_failures.py)
and runs as a strict xfail: once it passes, its line must go.
"""

from __future__ import annotations

import pytest
import torch

import tcompile
from tcompile.testing.expected_failures import expected_failure
from tcompile.testing.zoo import ZOO, ZOO_EXPECTED, compare, train_step


def zoo_params() -> list:
    return [pytest.param(name, id=name, marks=[pytest.mark.xfail(strict=True, reason=reason)]
                         if (reason := expected_failure("zoo", name)) else [])
            for name in ZOO]


@pytest.mark.parametrize("name", zoo_params())
def test_zoo_model_matches_eager(name: str) -> None:
    model, inputs = ZOO[name].build()
    with torch.no_grad():
        expected = model(**inputs)
        # one graph without breaks is what torch.compile captures too: hold it to fullgraph
        compiled = tcompile.compile(model, fullgraph=ZOO_EXPECTED[name] == (1, 0))
        actual = compiled(**inputs)
    ok, err = compare(expected, actual)
    assert ok, f"{name}: the compiled outputs differ from eager's (max abs error {err:.3g})"
    stats = compiled.stats
    counts = (stats.graphs_compiled, stats.graph_breaks)
    recompiles = len(stats.recompiles)
    with torch.no_grad():  # the same inputs again: every frame hits its cache
        again = compiled(**inputs)
    assert compare(expected, again)[0], f"{name}: the second compiled call differs from eager's"
    assert stats.graphs_compiled == counts[0] and len(stats.recompiles) == recompiles, \
        f"{name}: the second call with the same inputs recompiled ({stats})"
    assert counts == ZOO_EXPECTED[name], (
        f"{name}: {counts[0]} graphs and {counts[1]} breaks, ZOO_EXPECTED says "
        f"{ZOO_EXPECTED[name]}: update tcompile/testing/zoo.py if the change is an improvement "
        f"({stats})")


# One model per kind of training graph: a decoder with a pad token (its embedding's padding row
# gets no gradient), a mixture of experts (top-k routing, transformers' grouped matmul custom
# op), an encoder with token types, an encoder-decoder with relative position buckets, a vision
# transformer, a convolution net with BatchNorm and a model whose graph breaks.
TRAINED = ["mistral", "mixtral", "bert", "t5", "vit", "resnet", "wav2vec2"]


@pytest.mark.parametrize("name", TRAINED)
def test_zoo_training_step_matches_eager(name: str) -> None:
    """A training step (the model's loss, or the mean square of its outputs, and backward)
    through tcompile: the loss and every parameter's gradient equal eager's, and each graph's
    backward is compiled."""
    row = train_step(name)
    assert row.error is None, row.error
    assert row.loss_ok, f"{name}: the compiled loss differs from eager's"
    assert not row.wrong, f"{name}: gradients differ from eager's: {row.wrong}"
    assert row.grads > 0
    assert row.backward == "compiled", row.backward

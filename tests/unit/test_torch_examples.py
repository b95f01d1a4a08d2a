"""Every torch-dialect example in `examples/ir/` parses, verifies and round-trips identically
(custom and generic syntax), and `torch-decompose` leaves only `CORE_OPS` in it."""

from __future__ import annotations

import pathlib

import pytest
import torch
from xdsl.context import Context

from tcompile.frontend.record import record
from tcompile.passes.torch_decompose import CORE_OPS, TorchDecomposePass
from tcompile.testing.cases import CASES, GENERATED
from tcompile.testing.ir import make_context, parse, roundtrip_problems

EXAMPLES = sorted((pathlib.Path(__file__).resolve().parents[2] / "examples" / "ir").glob("*.mlir"))


@pytest.fixture(scope="module")
def ctx() -> Context:
    return make_context()


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_roundtrips(ctx: Context, path: pathlib.Path):
    module = parse(ctx, path.read_text(), str(path))
    assert roundtrip_problems(ctx, module) == []


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_decomposes_to_core_ops(ctx: Context, path: pathlib.Path):
    module = parse(ctx, path.read_text(), str(path))
    TorchDecomposePass().apply(ctx, module)
    module.verify()
    left = {op.name for op in module.walk() if op.name.startswith("torch.")}
    assert left <= CORE_OPS
    assert roundtrip_problems(ctx, module) == []


# Ops added with the model zoo and index assignment: each must appear in the corpus below.
NEW_OPS = {
    "torch.aten._scaled_dot_product_flash_attention_for_cpu", "torch.aten.native_batch_norm",
    "torch.aten.addcmul", "torch.aten.addcdiv", "torch.aten.slice_scatter",
    "torch.aten.select_scatter", "torch.aten.index_put", "torch.aten.copy",
    "torch.aten.fill.Scalar", "torch.aten.max_pool2d_with_indices",
    "torch.aten._adaptive_avg_pool2d",
}


def test_every_corpus_program_records_and_roundtrips(ctx: Context):
    """The recorded torch module of every corpus case round-trips, new ops included."""
    seen = set()
    for name, case in sorted({**CASES, **GENERATED}.items()):
        torch.manual_seed(0)
        module = record(case.fn, *case.inputs())
        seen |= {op.name for op in module.walk()}
        assert roundtrip_problems(ctx, module) == [], name
    assert NEW_OPS <= seen, sorted(NEW_OPS - seen)

"""Every torch-dialect example in `examples/ir/` parses, verifies and round-trips identically
(custom and generic syntax), and `torch-decompose` leaves only `CORE_OPS` in it."""

from __future__ import annotations

import pathlib

import pytest
from xdsl.context import Context

from tcompile.passes.torch_decompose import CORE_OPS, TorchDecomposePass
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

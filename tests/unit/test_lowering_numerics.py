"""The lowering computes what eager computes.

Each case is a small torch program: `record` captures its ATen ops as torch-dialect IR,
`torch-to-loop` lowers it, and the loop-dialect reference interpreter evaluates the result on
fresh random inputs, compared with eager PyTorch. The examples of `examples/ir` appear here at
small sizes, plus one case per op family of the torch dialect's core set.

Expected failures live in `XFAIL` below, each with its reason; nothing else is skipped.
"""

from __future__ import annotations

import pathlib

import pytest
import torch

from tcompile.frontend.record import record
from tcompile.passes.pipelines import TorchToLoopPipeline
from tcompile.testing.cases import CASES
from tcompile.testing.ir import make_context, parse, print_ir
from tcompile.testing.loop_interp import run_loop_function
from tcompile.testing.torch_interp import run_torch_function

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "ir"


# Expected failures: case -> reason. Keep this table short and honest.
XFAIL: dict[str, str] = {}


@pytest.mark.parametrize("name", sorted(CASES))
def test_lowered_matches_eager(name):
    if name in XFAIL:
        pytest.xfail(XFAIL[name])
    c = CASES[name]
    torch.manual_seed(sum(map(ord, name)))
    inputs = c.inputs()
    expected = c.fn(*inputs)
    ctx = make_context()
    module = parse(ctx, print_ir(record(c.fn, *inputs)))
    # The oracle agrees with eager on the recorded IR, so the IR says what the program does.
    torch.testing.assert_close(run_torch_function(module, inputs)[0], expected)
    TorchToLoopPipeline().apply(ctx, module)
    module.verify()
    fresh = c.inputs()  # new random values: nothing was specialised to the recorded ones
    got = run_loop_function(module, fresh)[0]
    torch.testing.assert_close(got, c.fn(*fresh), atol=c.atol, rtol=c.rtol)


def test_symbolic_softmax_example_runs_at_any_batch_size():
    ctx = make_context()
    module = parse(ctx, (EXAMPLES / "softmax_dynamic.mlir").read_text())
    TorchToLoopPipeline().apply(ctx, module)
    for batch in (1, 3):
        x = torch.randn(batch, 4096)
        torch.testing.assert_close(run_loop_function(module, [x])[0], torch.softmax(x, -1))

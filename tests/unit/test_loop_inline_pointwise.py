"""loop-inline-pointwise keeps programs computing what eager computes.

Small torch programs are recorded, lowered with `torch-to-loop` (which runs the pass right
after `convert-prim-to-loop`) and evaluated by the loop-dialect reference interpreter on fresh
random inputs. Each also checks what the pass is for: the whole program ends up as one kernel
(or one `loop.fused`), with no buffer left for a constant, a cast or a broadcast operand.
"""

from __future__ import annotations

import pytest
import sympy
import torch
import torch.nn.functional as F
from xdsl.dialects import func

from tcompile.frontend.record import record
from tcompile.passes.pipelines import TorchToLoopPipeline
from tcompile.testing.ir import make_context, parse, print_ir
from tcompile.testing.loop_interp import run_loop_function

BF16 = {"atol": 2e-2, "rtol": 2e-2}


def _chain(x):
    return torch.exp((x * 2 + 1) * 3 - 0.5)


def _shared(x):
    s = torch.sin(x)  # read twice by one kernel and once by another
    return s * s + torch.cos(s)


CASES = {
    # name: (fn, input shapes and dtypes, tolerances)
    "layer_norm_bf16": (lambda x, w, b: F.layer_norm(x, (64,), w, b),
                        [((9, 64), torch.bfloat16), ((64,), torch.bfloat16),
                         ((64,), torch.bfloat16)], BF16),
    "gelu_bias": (lambda x, b: F.gelu(x + b), [((7, 48), torch.float32), ((48,), torch.float32)],
                  {}),
    "softmax": (lambda x: torch.softmax(x, -1), [((5, 33), torch.float32)], {}),
    "chain": (_chain, [((6, 10), torch.float32)], {}),
    "shared": (_shared, [((6, 10), torch.float32)], {}),
    "expand": (lambda x, y: x.expand(4, 5, 6) * 2 + y,
               [((5, 1), torch.float32), ((6,), torch.float32)], {}),
    "weight_cast": (lambda x, w: x * w.float(),
                    [((8, 32), torch.float32), ((32,), torch.bfloat16)], {}),
}


def _inputs(shapes):
    return [torch.randn(*shape, dtype=dtype) for shape, dtype in shapes]


def _top_level_kernels(module) -> int:
    return sum(op.name in ("loop.kernel", "loop.fused")
               for f in module.walk() if isinstance(f, func.FuncOp)
               for op in f.body.block.ops)


@pytest.mark.parametrize("name", sorted(CASES))
def test_inlined_program_matches_eager(name):
    fn, shapes, tol = CASES[name]
    torch.manual_seed(sum(map(ord, name)))
    ctx = make_context()
    module = parse(ctx, print_ir(record(fn, *_inputs(shapes))))
    TorchToLoopPipeline().apply(ctx, module)
    module.verify()
    assert _top_level_kernels(module) == 1, print_ir(module)
    fresh = _inputs(shapes)
    got = run_loop_function(module, fresh)[0]
    torch.testing.assert_close(got, fn(*fresh), **tol)


@pytest.mark.parametrize("text", [
    "12*p0 + 4*p1 + p2",          # the producer's own position: the shortcut
    "12*p0 + 4*p1 + p2 - 5",      # ... with an offset (a padded window)
    "12*p0 + 4*p1 + p2 + s0",     # ... with a symbolic one
    "p1",                         # a per-channel parameter: the digits
    "4*p1 + p2 + 12*FloorDiv(p0, 2)",
    "12*p0 + p1 + 3*p2",          # transposed: the digits
])
def test_index_at_a_consumers_element_is_exact(text):
    # The producer (2, 3, 4) read by a consumer at `flat`, also out of range (negative where
    # the consumer's load is masked): the rewritten index equals the producer's index at
    # flat's digits at every point.
    import itertools

    from tcompile.dialects.sym import evaluate, parse_expr, symbol
    from tcompile.passes.loop_inline_pointwise import _index_at

    p0, p1, p2, q0, q1, s0 = (symbol(n) for n in ("p0", "p1", "p2", "q0", "q1", "s0"))
    producer = ((p0, 2), (p1, 3), (p2, 4))
    space = ((q0, 4), (q1, 6))
    flat = parse_expr("6*q0 + q1 - 2")
    expr = parse_expr(text)
    got = _index_at(expr, producer, flat, space)
    for a, b in itertools.product(range(4), range(6)):
        g = 6 * a + b - 2
        digits = {p0: g // 12, p1: (g // 4) % 3, p2: g % 4, s0: 7}
        assert evaluate(got, {q0: a, q1: b, s0: 7}) == evaluate(expr, digits), (a, b)


@pytest.mark.parametrize("flat, digits", [
    ("12*q0 + q1 + 4*q2", ["q0", "q2", "q1"]),        # channels-last read of a row-major one
    ("4*q2 + 2*q0 + 1", ["0", "q2", "2*q0 + 1"]),     # a stride-2 window's tap
    ("12*q0 + 4*q1 + 2*q2", None),                    # 2*q2 reaches 4: a carry, not read off
    ("12*q0 + q1 + 4*q2 - 1", None),                  # a negative offset (a padded window)
    ("12*q0 + q1 + 4*s0", None),                      # a symbol the consumer does not loop
])
def test_digits_read_off_the_terms(flat, digits):
    """`_mixed_radix_digits` splits a consumer's position into the producer's (2, 3, 4)
    loop indices term by term where no digit carries into the next, and `_index_at` built on
    it equals the producer's index at flat's digits at every point."""
    import itertools

    from tcompile.dialects.sym import FloorDiv, ModularIndexing, evaluate, parse_expr, symbol
    from tcompile.passes.loop_inline_pointwise import _index_at, _mixed_radix_digits

    p0, p1, p2, q0, q1, q2 = (symbol(n) for n in ("p0", "p1", "p2", "q0", "q1", "q2"))
    space = ((q0, 2), (q1, 4), (q2, 3))
    extents = [sympy.Integer(n) for n in (2, 3, 4)]
    strides = [sympy.Integer(n) for n in (12, 4, 1)]
    got = _mixed_radix_digits(parse_expr(flat), extents, strides, dict(space))
    assert got == (None if digits is None else [parse_expr(d) for d in digits])
    if digits is None:
        return
    producer = ((p0, 2), (p1, 3), (p2, 4))
    expr = parse_expr("12*p0 + 4*p1 + p2 + 5*p1")
    index = _index_at(expr, producer, parse_expr(flat), space)
    assert not index.atoms(FloorDiv, ModularIndexing)
    for point in itertools.product(range(2), range(4), range(3)):
        at = dict(zip((q0, q1, q2), point, strict=True))
        g = evaluate(parse_expr(flat), at)
        assert evaluate(index, at) == evaluate(expr, {p0: g // 12, p1: (g // 4) % 3, p2: g % 4})

"""A fixed sample of torch's OpInfo database compiles, and the conformance classifier is right.

`PAIRS` are OpInfo/dtype pairs covering what programs use most: elementwise unary and binary
ops, reductions, views and reshapes, indexing, matmuls, softmax and normalization, losses, in
float32 and a few in bfloat16, float16, int64 and bool. Each runs its first `SAMPLES` sample
inputs through `tcompile.testing.conformance` (compiled afresh, compared with eager): no
sample may be `wrong` or `error`, and every sample must be `compiled` unless the pair is
`conformance::<op>::<dtype>` in tcompile/testing/expected_failures.py. A listed pair must
still not compile (strict: when it starts to, its line goes) and must match eager; a few are
listed on purpose, to show that breaks and fallbacks are classified, not hidden. The whole
database runs from bench/conformance.py (`make conformance`).
"""

from __future__ import annotations

import pytest
import torch

import tcompile
from tcompile.testing import conformance
from tcompile.testing.conformance import Report, SampleResult, compare, reason_group
from tcompile.testing.expected_failures import expected_failure

SAMPLES = 2
PAIRS = [
    # elementwise unary
    ("exp", "float32"), ("sigmoid", "float32"), ("nn.functional.gelu", "float32"),
    ("sin", "bfloat16"), ("tanh", "float16"), ("neg", "int64"), ("logical_not", "bool"),
    # elementwise binary (broadcasting samples, scalars, comparisons, where)
    ("add", "float32"), ("mul", "bfloat16"), ("sub", "int64"),
    ("div.no_rounding_mode", "float32"), ("maximum", "float32"), ("eq", "float32"),
    ("where", "float32"), ("logical_and", "bool"), ("bitwise_and", "int64"),
    # reductions and scans
    ("sum", "float32"), ("argmax", "float32"), ("prod", "int64"), ("cumsum", "float32"),
    ("var", "float32"), ("quantile", "float32"),
    # views, reshapes, concatenation, several outputs
    ("view", "float32"), ("permute", "float32"), ("expand", "float32"), ("cat", "bool"),
    ("split", "float32"),
    # indexing
    ("__getitem__", "float32"), ("gather", "float32"), ("index_put", "float32"),
    ("masked_fill", "float32"), ("index_select", "float32"), ("nonzero", "float32"),
    # matmuls
    ("matmul", "float32"), ("addmm", "float32"), ("nn.functional.linear", "bfloat16"),
    # softmax and normalization
    ("softmax", "float32"), ("softmax", "bfloat16"), ("nn.functional.layer_norm", "float32"),
    # losses
    ("nn.functional.cross_entropy", "float32"), ("nn.functional.mse_loss", "float32"),
    # random ops drawn in the kernels (types and shapes compared, not values)
    ("nn.functional.dropout", "float32"), ("bernoulli", "float32"), ("randn_like", "bfloat16"),
    # known not to compile: a Python bool from values
    ("equal", "float32"),
]


@pytest.mark.parametrize(("op", "dtype"), PAIRS, ids=[f"{o}-{d}" for o, d in PAIRS])
def test_opinfo_pair_compiles(op: str, dtype: str) -> None:
    results = conformance.run([op], [dtype], samples=SAMPLES).results
    counted = [r for r in results if r.outcome != "skipped"]
    assert counted, f"{op} {dtype}: no sample to compare (eager raised on all): {results}"
    bad = [r for r in results if r.outcome in ("wrong", "error")]
    assert not bad, bad
    reason = expected_failure("conformance", f"{op}::{dtype}")
    not_compiled = [r for r in counted if r.outcome != "compiled"]
    if reason is None:
        assert not not_compiled, not_compiled
    else:
        assert not_compiled, (f"conformance::{op}::{dtype} compiles now: remove its line "
                              f"from tcompile/testing/expected_failures.py ({reason})")


def _print_then_add(x: torch.Tensor) -> torch.Tensor:
    print("a graph break")
    return x + 1


def test_print_is_a_break_and_add_compiles() -> None:
    from torch.testing._internal.opinfo.core import SampleInput

    x = torch.randn(3, 4)
    outcome, reason = conformance.run_sample(_print_then_add, SampleInput(x), torch.float32)
    assert (outcome, reason) == ("broken", "call to print (a Python builtin with side effects)")
    sample = SampleInput(x, args=(torch.randn(4),))
    assert conformance.run_sample(torch.add, sample, torch.float32) == ("compiled", "")
    # an in-place op on a transposed input: the mutation is compared too, and matches
    sample = SampleInput(torch.randn(4, 3).t(), args=(2.0,))
    assert conformance.run_sample(torch.Tensor.mul_, sample, torch.float32) == ("compiled", "")


def test_eager_raising_is_skipped() -> None:
    from torch.testing._internal.opinfo.core import SampleInput

    sample = SampleInput(torch.randn(3), args=(torch.randn(4),))
    outcome, reason = conformance.run_sample(torch.add, sample, torch.float32)
    assert outcome == "skipped" and reason.startswith("eager raises RuntimeError"), reason


def test_compare_names_what_differs() -> None:
    f32, x = torch.float32, torch.randn(3, 4)
    assert compare(x, x.clone(), f32) is None
    assert compare(x, x * (1 + 5e-5), f32) is None  # within float32's rtol
    assert compare(x, x + 1e-2, f32).startswith("values: output: Mismatched elements: 12 / 12")
    assert compare(x.bfloat16(), (x * 1.004).bfloat16(), torch.bfloat16) is None
    assert compare(torch.tensor([float("nan"), 1.0]), torch.tensor([float("nan"), 1.0]),
                   f32) is None
    assert compare(torch.tensor([7]), torch.tensor([8]), torch.int64).startswith("values:")
    assert compare(x, x.double(), f32) == \
        "dtype: output: torch.float64, expected torch.float32"
    assert compare(x, x[:2], f32).startswith("shape: output: torch.Size([2, 4])")
    assert compare(x.t().contiguous(), x.t(), f32) == \
        "strides: output: (1, 4), expected (3, 1)"
    # strides of a non-dense eager output (an expanded tensor) are not compared
    assert compare(torch.ones(3, 1).expand(3, 4), torch.ones(3, 4), f32) is None
    # without values (uninitialised memory), metadata still is
    assert compare(x, x + 1, f32, values=False) is None
    assert compare(x.t().contiguous(), x.t() + 1, f32, values=False).startswith("strides:")
    assert compare((x, 2), [x, 2], f32) == "type: output: list, expected tuple"
    assert compare((x, 2), (x,), f32) == "length: output: 1, expected 2"
    assert compare((x, 2), (x, 3), f32, path="args") == "values: args[1]: 3, expected 2"
    assert compare(1.0, 1.0 + 1e-7, f32) is None
    assert compare(x, 1.0, f32) == "type: output: float, expected Tensor"


def test_deep_clone_keeps_aliasing_and_strides() -> None:
    base = torch.randn(4, 4)
    args = [base.t(), base[1], {"out": base[2:]}]
    cloned = conformance._deep_clone(args, {})
    assert cloned[0].stride() == (1, 4) and cloned[1].storage_offset() == 4
    assert cloned[0].untyped_storage().data_ptr() == cloned[2]["out"].untyped_storage().data_ptr()
    assert cloned[0].untyped_storage().data_ptr() != base.untyped_storage().data_ptr()
    cloned[1].zero_()  # row 1 of the copy is column 1 of its transpose, not of `base`
    assert (cloned[0][:, 1] == 0).all() and (base[1] != 0).all()


def test_reasons_group_by_op_and_summary_counts() -> None:
    def r(outcome: str, reason: str = "", dtype: str = "float32") -> SampleResult:
        return SampleResult("op", dtype, 0, outcome, reason)

    assert reason_group(r("broken", "op aten.nonzero.default has no torch-dialect op")) == \
        "broken: aten.nonzero"
    assert reason_group(r("fallback", "VerifyException: prim.sum: dims [0] out of range")) \
        == "fallback: prim.sum"
    assert reason_group(r("broken", "torch.cov needs the values of its input tensors")) == \
        reason_group(r("broken", "torch.equal needs the values of its input tensors"))
    assert reason_group(r("broken", "tensors of dtype torch.complex64 are not supported")) \
        == "broken: tensors of dtype torch.complexN are not supported"
    assert reason_group(r("wrong", "strides: output: (1, 4), expected (3, 1)")) == \
        "wrong: strides"
    report = Report([r("compiled"), r("compiled"), r("broken", "x"), r("skipped", "eager"),
                     r("compiled", dtype="int64")])
    assert conformance.format_summary(report).splitlines()[2:] == [
        "| float32 | 2 | 1 | 0 | 0 | 0 | 1 | 66.7 |",
        "| int64 | 1 | 0 | 0 | 0 | 0 | 0 | 100.0 |",
        "| all | 3 | 1 | 0 | 0 | 0 | 1 | 75.0 |"]
    assert [(g, len(rs)) for g, rs in report.top_reasons()] == [("broken: x", 1)]


def test_timing_measures_the_call_and_the_generated_code() -> None:
    """`--timing`'s row of an op: eager, the compiled call and the generated code alone, the
    last run on the very inputs the bridge passes (its outputs are eager's)."""
    report = conformance.run(["add", "erfc"], ["float32"], samples=1, timing=True)
    timing, library = report.timings  # erfc: an ATen call in the graph (no lowering yet)
    assert timing.op == "add" and timing.kernel_ms is not None and not timing.library_call
    assert timing.eager_ms > 0 and timing.compiled_ms > 0 and timing.kernel_ms > 0
    assert library.op == "erfc" and library.library_call
    table = conformance.format_timings(report)
    assert "| add | float32 |" in table and "| erfc (ATen call) | float32 |" in table
    summary = conformance.format_timing_summary(report)
    assert "| generated code | 2 |" in summary
    assert "| generated code, our kernels (no ATen call) | 1 |" in summary

    x, y = torch.randn(3, 4), torch.randn(3, 4)
    compiled = tcompile.compile(lambda a, b: a * b + 1)
    generated = conformance.generated_code(compiled, [x, y])
    assert generated is not None
    [out] = generated()
    torch.testing.assert_close(out, x * y + 1)
    # autograd must see the graph: the bridge calls it through autograd, not directly
    w = torch.randn(3, 4, requires_grad=True)
    assert conformance.generated_code(tcompile.compile(lambda a, b: a * b), [x, w]) is None


class _Sample:
    def __init__(self, input, *args, **kwargs):
        self.input, self.args, self.kwargs = input, args, kwargs


def test_check_gradient_classifies_compiled_replayed_wrong_and_skipped(monkeypatch) -> None:
    """bench/conformance_grad.py's classifier: a backward prim-autodiff differentiates, one
    that replays (a gradient through complex values, with its reason), a wrong gradient (a
    derivative rule broken on purpose), a compiled output that does not require grad where
    eager's does (sign, with the frontend's `tc.grad_reaches` marks turned off), and samples
    with nothing to differentiate."""
    from tcompile.dialects import prim
    from tcompile.frontend import translate
    from tcompile.passes import derivatives

    x = torch.randn(4, 6, requires_grad=True)
    assert conformance.check_gradient(torch.cumsum, _Sample(x, 1)) == ("compiled", "")
    outcome, reason = conformance.check_gradient(torch.fft.irfft, _Sample(x))
    assert outcome == "replayed" and "complex" in reason
    assert conformance.check_gradient(torch.sign, _Sample(x)) == ("compiled", "")
    with monkeypatch.context() as m:
        m.setattr(translate, "_mark_grad_outputs", lambda *a: None)
        assert conformance.check_gradient(torch.sign, _Sample(x)) == (
            "wrong", "1 output(s) require grad in eager, not under tcompile")
    with monkeypatch.context() as m:
        m.setitem(derivatives.RULES, prim.ExpOp,
                  lambda d, op, gs: [d.scale(d.mul(gs[0], op.results[0]), 2.0)])
        outcome, detail = conformance.check_gradient(torch.exp, _Sample(x))
        assert outcome == "wrong" and detail.startswith("input 0: max difference")
    assert conformance.check_gradient(torch.argmax, _Sample(x)) is None  # integer output
    assert conformance.check_gradient(torch.cumsum, _Sample(x, 7)) is None  # eager raises

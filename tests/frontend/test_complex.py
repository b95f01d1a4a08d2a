"""Complex tensors in captured graphs (issue #12): inputs, outputs and intermediates.

Kernels never compute on complex numbers: every op with a complex operand or result is a
library call (`loop.extern`) between the graph's kernels, while the real ops around them
(`rfft(x).abs() * 2`) are lowered and fused as usual. Views that read complex memory as real
(`view_as_real`, `.real`, `.imag`) or real as complex (`view_as_complex`), and conjugate views,
give eager's values, dtypes, shapes and strides.
"""

from __future__ import annotations

import pytest
import torch

import tcompile
from tcompile.testing.compare import assert_matches
from tcompile.testing.ir import make_context, parse, roundtrip_problems

# (atol, rtol) by the dtype of the result: the FFTs run in ATen, so only the fused real ops
# that follow them may round differently from eager.
_TOLERANCE = {torch.float16: (1e-2, 1e-2), torch.complex32: (1e-2, 1e-2)}


def _stage(compiled, name: str) -> str:
    return dict(tcompile.last_ir(compiled))[name]


def _check(fn, *make_inputs, dynamic=None):
    """`fn` compiled against eager on fresh inputs (one graph, no break, nothing run
    natively); returns the compiled function."""
    compiled = tcompile.compile(fn, dynamic=dynamic)
    compiled(*[make() for make in make_inputs])
    inputs = [make() for make in make_inputs]
    got, expected = compiled(*inputs), fn(*inputs)
    got, expected = ((got, expected) if isinstance(expected, tuple) else ((got,), (expected,)))
    assert len(got) == len(expected)
    for g, e in zip(got, expected, strict=True):
        assert g.dtype == e.dtype and g.shape == e.shape
        assert_matches(g, e, *_TOLERANCE.get(e.dtype, (1e-5, 1e-5)))
    stats = compiled.stats
    assert (stats.graphs_compiled, stats.graph_breaks, stats.fallbacks) == (1, 0, 0), stats
    return compiled


def _real(*shape, dtype=torch.float32):
    return lambda: torch.randn(*shape, dtype=dtype)


def _complex(*shape, dtype=torch.complex64):
    return lambda: torch.randn(*shape, dtype=dtype)


@pytest.mark.parametrize("fn, make", [
    (lambda x: torch.fft.fft(x), _real(4, 16)),
    (lambda z: torch.fft.ifft(z), _complex(4, 16)),
    (lambda x: torch.fft.rfft(x), _real(3, 10)),
    (lambda z: torch.fft.irfft(z, n=10), _complex(3, 6)),
    (lambda x: torch.fft.fft2(x), _real(2, 6, 8)),
    (lambda z: torch.fft.ifftn(z), _complex(2, 6, 8, dtype=torch.complex128)),
    (lambda x: torch.fft.rfft2(x), _real(5, 8, dtype=torch.float64)),
    (lambda z: torch.fft.hfft(z), _complex(4, 5)),
    (lambda x: torch.fft.ihfft(x), _real(4, 9)),
    (lambda x: torch.fft.fft(x.t(), dim=0), _real(8, 3)),
], ids=["fft", "ifft", "rfft", "irfft", "fft2", "ifftn-cdouble", "rfft2-f64", "hfft", "ihfft",
        "fft-of-view"])
def test_ffts_are_library_calls_in_one_graph(fn, make):
    compiled = _check(fn, make)
    assert "loop.kernel" not in _stage(compiled, "prim-to-loop")


def test_real_ops_after_a_complex_op_are_fused_into_kernels():
    def fn(x):
        y = torch.fft.rfft(x)
        return y.abs() * 2 + 1, torch.view_as_real(y) * 3 - x.sum()

    compiled = _check(fn, _real(4, 16))
    loop_ir = _stage(compiled, "prim-to-loop")
    externs = [line.split('"')[1] for line in loop_ir.splitlines() if "loop.extern" in line]
    assert externs == ["aten._fft_r2c", "aten.abs", "aten.view_as_real"]
    assert loop_ir.count("arith.mulf") == 2 and "arith.addf" in loop_ir


def test_view_as_real_and_view_as_complex():
    _check(lambda x: torch.view_as_complex(x * 2), _real(3, 4, 2))
    _check(lambda z: torch.view_as_real(z), _complex(5, 3))
    _check(lambda z: torch.view_as_real(z * z) + 1, _complex(5, 3))
    _check(lambda x: torch.view_as_real(torch.view_as_complex(x.exp())), _real(6, 2))


def test_real_imag_and_conjugate_views():
    _check(lambda z: (z.real * 2, z.imag.exp()), _complex(4, 5))
    _check(lambda z: z.conj(), _complex(4, 5))
    _check(lambda z: (z.conj() * z).real, _complex(4, 5))
    _check(lambda z: torch.fft.fft(z).conj().imag, _complex(4, 5))


def test_complex_inputs_and_outputs():
    _check(lambda z, w: (z * w + z, (z / w).abs()), _complex(3, 4), _complex(3, 4))
    _check(lambda z, x: (z.sum(dim=1), torch.angle(z) + x, z.mean()), _complex(3, 4), _real(3, 4))
    _check(lambda z: (z, torch.fft.ifft(z) * 2), _complex(8, dtype=torch.complex128))
    _check(lambda a, b: torch.complex(a, b.sin()), _real(6), _real(6))
    _check(lambda r, t: torch.polar(r.abs(), t), _real(6), _real(6))


def test_conversions_to_and_from_complex():
    _check(lambda x: x.cfloat() * 2, _real(3, 4))
    _check(lambda x: (x + 1).cdouble(), _real(3, 4))
    _check(lambda x: x.to(torch.complex64).real, _real(3, 4, dtype=torch.float16))
    _check(lambda z: z.to(torch.complex128), _complex(3, 4))


@pytest.mark.filterwarnings("ignore:ComplexHalf support is experimental")
def test_complex_half():
    _check(lambda x: torch.view_as_real(x.chalf()) * 2, _real(3, 4, dtype=torch.float16))


def test_stft_and_its_in_place_transpose():
    # stft transposes its result in place (`transpose_`, recorded as `transpose.int`)
    window = torch.hann_window(16)
    _check(lambda x: torch.stft(x, 16, window=window, return_complex=True), _real(2, 64))


def test_dynamic_shapes():
    compiled = tcompile.compile(lambda x: torch.fft.rfft(x).abs() * 2, dynamic=True)
    for n in (8, 12, 20):
        x = torch.randn(3, n)
        assert_matches(compiled(x), torch.fft.rfft(x).abs() * 2, 1e-5, 1e-5)
    assert compiled.stats.graphs_compiled == 1 and not compiled.stats.recompiles


def test_a_graph_with_complex_values_round_trips():
    def fn(x, z):
        return torch.view_as_real(torch.fft.fft(x.cfloat() + z)).sum(-1) * 2

    compiled = _check(fn, _real(4, 8), _complex(4, 8))
    ctx = make_context()
    for stage in ("torch", "torch-to-prim", "prim-to-loop"):
        text = _stage(compiled, stage)
        assert "complex<f32>" in text, stage
        assert roundtrip_problems(ctx, parse(ctx, text)) == [], stage


def test_a_python_complex_number_breaks_the_graph_and_says_why():
    def fn(z):
        return z.masked_fill(z.abs() > 1, 2j)

    report = str(tcompile.explain(fn, torch.randn(4, dtype=torch.complex64)))
    assert "masked_fill.Scalar takes the Python complex number 2j" in report
    assert "make a tensor of it outside the compiled function" in report

"""Triton codegen end to end: small torch programs, lowered with torch-to-loop, each top-level
kernel scheduled and compiled to a Triton kernel, run (on the CPU through Triton's interpreter,
`TRITON_INTERPRET=1`, set by tests/conftest.py) and compared with eager PyTorch.

Graphs run through the generated wrapper, written afresh for each test (tests patch codegen
knobs such as the persistent-reduction threshold, which the graph cache does not key on).
"""

from __future__ import annotations

import importlib.util
import itertools
import pathlib
import sys
import tempfile

import pytest
import torch
import torch.nn.functional as F
from xdsl.dialects import func

import tcompile.codegen.triton as triton_backend
from tcompile.codegen import generate_graph
from tcompile.codegen.schedule import CodegenError, schedule_kernel
from tcompile.dialects import loop
from tcompile.frontend.record import record
from tcompile.passes.pipelines import TorchToLoopPipeline
from tcompile.runtime.graph import load_graph
from tcompile.testing.ir import make_context, parse, print_ir

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "ir"
_counter = itertools.count()
# Generated sources live here for the whole session (Triton reads them back); removed at exit.
_TMP = tempfile.TemporaryDirectory(prefix="tc-triton-")


def lower(fn, *inputs):
    ctx = make_context()
    module = parse(ctx, print_ir(record(fn, *inputs)))
    TorchToLoopPipeline().apply(ctx, module)
    return module


def lower_text(text: str):
    ctx = make_context()
    module = parse(ctx, text)
    TorchToLoopPipeline().apply(ctx, module)
    return module


def load_source(source: str):
    """Import generated source from a real file (Triton needs inspect.getsource)."""
    path = pathlib.Path(tempfile.mkdtemp(dir=_TMP.name)) / f"gen{next(_counter)}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[path.stem] = mod
    spec.loader.exec_module(mod)
    return mod


def compile_module(module, mode="default"):
    fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    names: dict = {}
    schedules = []
    for op in fn.body.block.ops:
        if isinstance(op, loop.KernelOp | loop.FusedOp):
            names[op] = f"k{len(names)}"
            split = triton_backend.SPLIT_POINTWISE
            schedules.append(schedule_kernel(op, names[op], split_pointwise=split(op)
                                             if callable(split) else split))
    gen = triton_backend.generate(schedules, mode)
    source = "\n".join(gen.imports) + "\n\n" + gen.prelude + "\n\n" + "\n\n".join(
        gen.kernels.values())
    return fn, {s.name: s for s in schedules}, names, load_source(source), source


def run_triton(module, inputs, mode="default"):
    """The graph's real wrapper, generated afresh (no cache: tests patch codegen knobs)."""
    source = generate_graph(module, "triton", mode)
    directory = pathlib.Path(tempfile.mkdtemp(dir=_TMP.name))
    (directory / "wrapper.py").write_text(source.wrapper)
    return load_graph(directory / "wrapper.py")(*inputs)


def check(fn, *inputs, atol=1e-5, rtol=1.3e-6, mode="default"):
    module = lower(fn, *inputs)
    got = run_triton(module, list(inputs), mode)
    expected = fn(*inputs)
    if not isinstance(expected, tuple | list):
        expected = [expected]
    assert len(got) == len(expected)
    for g, e in zip(got, expected, strict=True):
        torch.testing.assert_close(g, e, atol=atol, rtol=rtol, equal_nan=True)
    return module


@pytest.fixture
def looped(monkeypatch):
    """Force the looped reduction variant."""
    monkeypatch.setattr(triton_backend, "PERSISTENT_RNUMEL", 0)


def randn(*shape, dtype=torch.float32):
    return torch.randn(*shape, dtype=dtype)


# -- pointwise ---------------------------------------------------------------------------------

def test_pointwise_trig_not_divisible():
    torch.manual_seed(0)
    check(lambda x, y: torch.cos(x) + torch.sin(y), randn(1000), randn(1000))


def test_pointwise_broadcast_and_size_one():
    torch.manual_seed(1)
    check(lambda x, y: x * y + 1, randn(4, 1, 6), randn(5, 1))
    check(lambda x: x * 2, randn(1, 37, 1))


def test_pointwise_math_ops():
    torch.manual_seed(2)
    x = randn(37, 5)

    def f(x):
        a = torch.tanh(x) + torch.erf(x) + torch.sigmoid(x) + torch.exp(x / 4)
        b = torch.log1p(x.abs()) + torch.sqrt(x.abs() + 1) + torch.rsqrt(x.abs() + 1)
        c = torch.floor(x) + torch.ceil(x) + torch.round(x * 3) + torch.trunc(x * 3)
        d = torch.atan2(x, x + 2) + torch.pow(x.abs() + 0.5, 1.7) + torch.sinh(x) + torch.cosh(x)
        e = torch.asin(x.clamp(-0.9, 0.9)) + torch.acos(x.clamp(-0.9, 0.9)) + torch.atan(x)
        g = torch.expm1(x) + torch.log2(x.abs() + 1) + torch.log10(x.abs() + 1) + torch.tan(x)
        return a + b + c + d + e + g

    check(f, x, atol=1e-4, rtol=1e-4)


def test_pointwise_activations_where_clamp():
    torch.manual_seed(3)
    check(lambda x: F.relu(x) + F.silu(x) + F.gelu(x) + F.gelu(x, approximate="tanh")
          + F.leaky_relu(x, 0.1) + F.hardtanh(x) + F.softplus(x), randn(6, 9), atol=1e-5)
    check(lambda x, y: torch.where(x > y, x, y * 2) + torch.clamp(x, -0.5, 0.5)
          + torch.minimum(x, y), randn(6, 9), randn(6, 9))


def test_maximum_propagates_nan():
    x = torch.tensor([1.0, float("nan"), 3.0, -1.0])
    y = torch.tensor([float("nan"), 0.0, 2.0, 5.0])
    check(lambda x, y: torch.maximum(x, y) + torch.minimum(x, y), x, y)


def test_dtypes():
    torch.manual_seed(4)
    check(lambda a, b: a * 3 + b, torch.randint(-50, 100, (4, 5)), torch.randint(0, 100, (4, 5)))
    check(lambda a, b: a * 3 - b, torch.randint(-50, 100, (7,), dtype=torch.int32),
          torch.randint(0, 100, (7,), dtype=torch.int32))
    check(lambda x: x.to(torch.bfloat16).to(torch.float32) * 2, randn(6, 9))
    check(lambda x, y: x * y + 1, randn(9, dtype=torch.float16), randn(9, dtype=torch.float16),
          atol=1e-2, rtol=1e-2)
    check(lambda x, y: torch.exp(x) * y, randn(9, dtype=torch.float64),
          randn(9, dtype=torch.float64), atol=1e-12, rtol=1e-12)
    check(lambda x, y: (x > 0) & y, randn(11), torch.rand(11) > 0.5)
    check(lambda x: torch.where(x > 0, x, 0.0).to(torch.float16), randn(11), atol=1e-3, rtol=1e-3)


def test_integer_division_and_remainder():
    a = torch.tensor([7, -7, 7, -7, 0, 9])
    b = torch.tensor([2, 2, -2, -2, 3, 4])
    check(lambda a, b: torch.div(a, b, rounding_mode="trunc") + torch.fmod(a, b) * 100, a, b)


def test_views_permute_slice_cat():
    torch.manual_seed(5)
    check(lambda x: x.permute(2, 0, 1) + 1, randn(3, 4, 5))
    check(lambda x: x[1:, ::2] * x[0, 1], randn(6, 8))
    check(lambda x: x.t().reshape(-1) + 1, randn(6, 8))
    check(lambda x, y: torch.cat([x, y * 2], 1), randn(3, 4), randn(3, 5))
    check(lambda x: x + torch.arange(6.0) + torch.full((6,), 2.0), randn(6))


def test_tiled_transposes():
    torch.manual_seed(7)
    check(lambda x: x.t().contiguous(), randn(64, 48))
    check(lambda x: x.t() + 1, randn(37, 45))
    check(lambda x, y: x.permute(0, 2, 1) * y, randn(3, 37, 45), randn(37))
    check(lambda x, y: x.permute(0, 2, 1) * y, randn(2, 20, 33), randn(2, 1, 20))
    check(lambda x: x.t() * 2, randn(1, 33))
    check(lambda x: x.t() * 2, randn(33, 1))
    check(lambda x: x.t() * 2, randn(40, 3))  # a short last dimension stays 1-D
    x = randn(70, 130, dtype=torch.bfloat16)
    check(lambda x: (x.t() * 3).exp(), x, atol=1e-2, rtol=1e-2)


def test_tiled_source_and_configs():
    from tcompile.runtime import triton as rt

    # contiguous(): eager would give `x.t() + 1` the input's layout, read and written in order.
    *_, mod, source = compile_module(lower(lambda x: (x.t() + 1).contiguous(), randn(37, 45)))
    assert "kind='pointwise2d'" in source and "tl.program_id(1)" in source
    assert "for roffset" not in source
    x, out = randn(37, 45), torch.empty(45, 37)
    mod.k0(x, out, xnumel=45, rnumel=37)
    assert mod.k0._configs[(45, 37)][0] == (2, 2)  # 32x32 tiles: 2 row blocks x 2 columns
    torch.testing.assert_close(out, x.t() + 1)
    for fn, x in ((lambda x: x + 1, randn(37, 45)), (lambda x: x.t() * 2, randn(33, 1)),
                  (lambda x: x * x.sum(1, keepdim=True), randn(20, 40)),
                  (lambda x, y: x * y[:, None], randn(20, 40))):
        args = (x, randn(20)) if fn.__code__.co_argcount == 2 else (x,)
        *_, source = compile_module(lower(fn, *args))
        assert "tl.program_id(1)" not in source and "pointwise2d" not in source
    assert rt.pointwise2d_config(45, 37) == rt.Config(32, 32, 4)
    assert rt.pointwise2d_config(4096, 4096) == rt.Config(64, 64, 8)
    assert rt.pointwise2d_config(2, 4096) == rt.Config(2, 512, 4)
    assert rt.pointwise2d_config(1, 33) == rt.Config(1, 64, 1)
    cfg = rt.pointwise2d_config(64, 1 << 24)  # 2**19 column blocks do not fit grid axis 1
    fitted = rt.TritonLauncher(None, kind="pointwise2d").heuristic(64, 1 << 24)
    assert cfg.RBLOCK == 32 and rt.grid_of("pointwise2d", fitted, 64, 1 << 24)[1] <= 65535
    assert fitted.XBLOCK * fitted.RBLOCK == cfg.XBLOCK * cfg.RBLOCK
    cands = rt.candidate_configs("pointwise2d", False, 45, 37, "inner")
    assert rt.Config(32, 32, 4) in cands and rt.Config(64, 64, 8) in cands
    assert all(c.XBLOCK <= 64 and c.RBLOCK <= 64 for c in cands)


def test_uniform_load_is_one_value_per_program():
    """A load of one element for every lane (Adam's step count) is a `[1]` value read
    without a mask, and what only it feeds (`0.9 ** step`) is computed once, not per lane;
    the lanes past the end of the last block still get the right values."""
    def fn(x, step):
        return x / (1 - 0.9 ** step)

    x, step = randn(1000), torch.tensor(3.0)
    module = check(fn, x, step)
    *_, source = compile_module(module)
    assert "tl.load(in_ptr1 + (0 + tl.zeros([1], tl.int32)))" in source
    power = next(line for line in source.splitlines() if "libdevice.pow" in line)
    uniform = {line.split(" = ")[0].strip() for line in source.splitlines()
               if "zeros([1]" in line or "tl.full([1]" in line}
    assert set(power.split("(")[1].rstrip(")").split(", ")) <= uniform  # both [1] values
    check(lambda x, s: (x * s[2]).sum() + s[0], randn(3000), randn(4))  # a reduction too


def test_combo_grid_gives_each_part_its_blocks():
    """A combo launch's grid is the sum of its parts' blocks; the block size is the
    pointwise rule's for the largest part (the launcher's xnumel)."""
    from tcompile.runtime import triton as rt

    launcher = rt.TritonLauncher(None, kind="combo", meta={"numels": [100000, 64, 70000]})
    cfg = launcher.heuristic(100000, 1)
    assert cfg == rt.pointwise_config(100000) and cfg.XBLOCK == 512
    assert rt.grid_of("combo", cfg, 100000, 1, launcher.numels) == (196 + 1 + 137,)


def test_indirect_loads():
    torch.manual_seed(6)
    check(lambda w, i: F.embedding(i, w), randn(10, 6), torch.randint(0, 10, (4, 3)))
    check(lambda x, i: torch.gather(x, 1, i), randn(5, 8), torch.randint(0, 8, (5, 3)))
    check(lambda x, i: torch.index_select(x, 0, i), randn(10, 6), torch.randint(0, 10, (4,)))


# -- reductions --------------------------------------------------------------------------------

REDUCTIONS = {
    "sum_mean": lambda x: x.sum(1) + x.mean(1),
    "sum_dim0": lambda x: x - x.sum(0, keepdim=True),
    "amax_amin": lambda x: x.amax(-1) - x.amin(-1),
    "prod": lambda x: x.prod(-1),
    "argmax": lambda x: x.argmax(-1),
    "argmin": lambda x: x.argmin(-1),
    "var_mean": lambda x: torch.var_mean(x, -1)[0] + torch.var_mean(x, -1)[1],
    "full": lambda x: x.sum(),
    "log_softmax": lambda x: torch.log_softmax(x, -1),
    "any": lambda x: (x > 1.5).any(-1),
}


@pytest.mark.parametrize("variant", ["persistent", "looped"])
@pytest.mark.parametrize("name", sorted(REDUCTIONS))
def test_reductions(name, variant, monkeypatch):
    if variant == "looped":
        monkeypatch.setattr(triton_backend, "PERSISTENT_RNUMEL", 0)
    torch.manual_seed(sum(map(ord, name)))
    x = randn(7, 37) * (0.3 if name == "prod" else 1.0)
    try:
        check(REDUCTIONS[name], x, atol=1e-4, rtol=1e-4)
    except CodegenError as e:  # pragma: no cover - reported, not hidden
        pytest.fail(str(e))


def test_argmax_ties_and_nan():
    x = torch.tensor([[1.0, 3.0, 3.0, 2.0], [float("nan"), 1.0, float("nan"), 5.0],
                      [2.0, 2.0, 2.0, 2.0]])
    check(lambda x: x.argmax(-1) * 10 + x.argmin(-1), x)
    check(lambda x: x.amax(-1), x)


def test_argmax_ties_looped(looped):
    x = torch.tensor([[1.0, 3.0, 3.0, 2.0, 3.0], [float("nan"), 1.0, float("nan"), 5.0, 1.0],
                      [2.0, 2.0, 2.0, 2.0, 2.0]])
    check(lambda x: x.argmax(-1) * 10 + x.argmin(-1), x)


def test_int_and_bool_reductions():
    a = torch.randint(-5, 10, (6, 13))
    check(lambda a: a.sum(-1) + a.amax(-1) * 100, a)
    check(lambda x: (x > 0).sum(-1), randn(5, 9))


@pytest.mark.parametrize("variant", ["persistent", "looped"])
def test_fused_groups(variant, monkeypatch):
    if variant == "looped":
        monkeypatch.setattr(triton_backend, "PERSISTENT_RNUMEL", 0)
    torch.manual_seed(7)
    check(lambda x: torch.softmax(x, -1), randn(37, 129))
    check(lambda x, w: x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w,
          randn(33, 64), randn(64))
    bf = torch.bfloat16
    check(lambda x, w, b: F.layer_norm(x, (64,), w, b), randn(33, 64, dtype=bf),
          randn(64, dtype=bf), randn(64, dtype=bf), atol=2e-2, rtol=2e-2)


def test_attention_with_extern():
    torch.manual_seed(8)

    def attention(q, k, v):
        return torch.softmax(q @ k.transpose(-2, -1) * 0.125, dim=-1) @ v

    check(attention, randn(2, 3, 16, 8), randn(2, 3, 16, 8), randn(2, 3, 16, 8))


@pytest.mark.parametrize("variant", ["persistent", "looped"])
def test_symbolic_softmax(variant, monkeypatch):
    if variant == "looped":
        monkeypatch.setattr(triton_backend, "PERSISTENT_RNUMEL", 0)
    module = lower_text((EXAMPLES / "softmax_dynamic.mlir").read_text())
    for batch in (1, 3):
        x = randn(batch, 4096)
        torch.testing.assert_close(run_triton(module, [x])[0], torch.softmax(x, -1))


# -- hand-written loop IR: reduction kinds the lowering does not produce (yet) -----------------

ONLINE = """
builtin.module {
  func.func @f(%x: !loop.buffer<[5, 19], f32>) -> !loop.buffer<[5, 4], f32> {
    %o = loop.alloc : !loop.buffer<[5, 4], f32>
    loop.kernel [p0 = 5] reduce [r0 = 19] {
      %v = loop.load %x["19*p0 + r0"] : f32
      %m, %s = loop.reduce online_softmax %v : f32
      %mean, %m2, %w = loop.reduce welford %v : f32
      loop.store %o["4*p0"], %m : f32
      loop.store %o["4*p0 + 1"], %s : f32
      loop.store %o["4*p0 + 2"], %m2 : f32
      loop.store %o["4*p0 + 3"], %w : f32
    }
    func.return %o : !loop.buffer<[5, 4], f32>
  }
}
"""

XOR = """
builtin.module {
  func.func @f(%x: !loop.buffer<[3, 10], i32>) -> !loop.buffer<[3], i32> {
    %o = loop.alloc : !loop.buffer<[3], i32>
    loop.kernel [p0 = 3] reduce [r0 = 10] {
      %v = loop.load %x["10*p0 + r0"] : i32
      %r = loop.reduce xor_sum %v : i32
      loop.store %o[p0], %r : i32
    }
    func.return %o : !loop.buffer<[3], i32>
  }
}
"""


@pytest.mark.parametrize("variant", ["persistent", "looped"])
def test_online_softmax_welford_xor(variant, monkeypatch):
    if variant == "looped":
        monkeypatch.setattr(triton_backend, "PERSISTENT_RNUMEL", 0)
    x = randn(5, 19)
    got = run_triton(lower_text(ONLINE), [x])[0]
    m = x.amax(-1)
    expected = torch.stack([m, torch.exp(x - m[:, None]).sum(-1),
                            ((x - x.mean(-1, keepdim=True)) ** 2).sum(-1),
                            torch.full((5,), 19.0)], -1)
    torch.testing.assert_close(got, expected, atol=1e-4, rtol=1e-4)
    a = torch.randint(0, 1000, (3, 10), dtype=torch.int32)
    expected = a[:, 0].clone()
    for k in range(1, 10):
        expected ^= a[:, k]
    torch.testing.assert_close(run_triton(lower_text(XOR), [a])[0], expected)


COMBINE = """
builtin.module {
  func.func @f(%p: !loop.buffer<[3, 5, 19], f32>) -> !loop.buffer<[5, 3], f32> {
    %o = loop.alloc : !loop.buffer<[5, 3], f32>
    loop.kernel [p0 = 5] reduce [r0 = 19] {
      %mean = loop.load %p["19*p0 + r0"] : f32
      %q = loop.load %p["19*p0 + r0 + 95"] : f32
      %w = loop.load %p["19*p0 + r0 + 190"] : f32
      %c:3 = loop.reduce welford_combine %mean, %q, %w : f32, f32, f32
      loop.store %o["3*p0"], %c#0 : f32
      loop.store %o["3*p0 + 1"], %c#1 : f32
      loop.store %o["3*p0 + 2"], %c#2 : f32
    }
    func.return %o : !loop.buffer<[5, 3], f32>
  }
}
"""


@pytest.mark.parametrize("variant", ["persistent", "looped"])
def test_welford_combine(variant, monkeypatch):
    """The partials (mean, M2, weight) of 19 chunks per row combine into those of the whole
    row: the statistics of the concatenated chunks."""
    if variant == "looped":
        monkeypatch.setattr(triton_backend, "PERSISTENT_RNUMEL", 0)
    chunks = [[10.0 + torch.randn(int(n)) for n in torch.randint(1, 9, (19,))] for _ in range(5)]
    p = torch.tensor([[[c.mean().item() for c in row] for row in chunks],
                      [[((c - c.mean()) ** 2).sum().item() for c in row] for row in chunks],
                      [[float(len(c)) for c in row] for row in chunks]])
    rows = [torch.cat(row) for row in chunks]
    expected = torch.tensor([[r.mean().item(), ((r - r.mean()) ** 2).sum().item(), len(r)]
                             for r in rows])
    torch.testing.assert_close(run_triton(lower_text(COMBINE), [p])[0], expected,
                               atol=1e-4, rtol=1e-4)


# -- source shape and the launcher -------------------------------------------------------------

def test_source_shape_persistent_and_looped(monkeypatch):
    module = lower(lambda x: torch.softmax(x, -1), randn(4, 16))
    *_, source = compile_module(module)
    assert "persistent=True" in source and "for roffset" not in source
    assert source.count("tl.load(") == 1  # the row is loaded once, CSE'd across members
    monkeypatch.setattr(triton_backend, "PERSISTENT_RNUMEL", 0)
    *_, source = compile_module(module)
    assert "persistent=False" in source and source.count("for roffset in tl.range(") == 3
    assert "eviction_policy=\"evict_last\"" in source


def test_a_member_reads_what_an_earlier_member_stored_from_its_register():
    """A fused kernel whose second member reads a buffer the first stored at the same
    addresses (a batch norm's output kept for the backward, then its ReLU) takes the stored
    register: no barrier and no reload. Values stay eager's."""
    torch.manual_seed(9)

    def f(x, m, s, y):
        a = (x - m) * s + y
        b = torch.relu(a)
        return a, b, torch.relu((y - m) * s + b)

    module = check(f, randn(64, 32), randn(32), randn(32), randn(64, 32))
    *_, source = compile_module(module)
    assert source.count("tl.store(") == 3
    assert "tl.debug_barrier()" not in source and "tl.load(out_ptr" not in source


def test_unsupported_op_names_the_op():
    from xdsl.dialects import arith

    from tcompile.codegen.triton.kernel import KernelWriter

    module = lower(lambda x: x + 1, randn(4))
    k = next(op for op in module.walk() if isinstance(op, loop.KernelOp))
    add = next(op for op in k.body.walk() if isinstance(op, arith.AddfOp))
    bad = arith.MaxnumfOp(add.lhs, add.rhs)
    k.body.block.insert_op_before(bad, add)
    with pytest.raises(CodegenError, match="arith.maxnumf"):
        KernelWriter(schedule_kernel(k, "bad"), 4096, False).source()


def test_launcher_configs_and_cache():
    from tcompile.runtime import triton as rt

    assert rt.pointwise_config(1000).XBLOCK == 128  # small: more programs, not bigger blocks
    assert rt.pointwise_config(10000) == rt.Config(128, 1, 4)  # Inductor's trig launch
    assert rt.pointwise_config(1 << 16) == rt.Config(512, 1, 4)
    assert rt.pointwise_config(1 << 24) == rt.Config(1024, 1, 4)
    assert rt.persistent_config(16384, 4096) == rt.Config(1, 4096, 8)
    assert rt.persistent_config(8192, 8192) == rt.Config(1, 8192, 32)
    # rows of 257-1024 (GPT-2's and BERT's layer norms over 768): tiles of 2048, 4 warps
    assert rt.persistent_config(4096, 768) == rt.Config(2, 1024, 4)
    assert rt.persistent_config(16384, 512) == rt.Config(4, 512, 4)
    assert rt.persistent_config(4096, 2048) == rt.Config(2, 2048, 8)
    cfg = rt.persistent_config(1 << 20, 64)
    assert cfg.XBLOCK * cfg.RBLOCK <= rt.PERSISTENT_BUDGET and cfg.RBLOCK == 64
    assert rt.looped_config(8192, 8192) == rt.Config(1, 2048, 16)
    assert rt.looped_config(1 << 20, 8192, "outer") == rt.Config(64, 32, 8)
    assert rt.looped_config(4096, 4096, "outer") == rt.Config(16, 128, 8)
    for kind, pers in (("pointwise", False), ("reduction", True), ("reduction", False)):
        assert rt.candidate_configs(kind, pers, 5000, 300, "inner")
    module = lower(lambda x: x * 2, randn(10))
    *_, mod, _ = compile_module(module)
    x, out = randn(10), torch.empty(10)
    mod.k0(x, out, xnumel=10, rnumel=1)
    assert (10, 1) in mod.k0._configs
    torch.testing.assert_close(out, x * 2)


def test_autotune_winners_persist(tmp_path, monkeypatch):
    from tcompile.runtime import triton as rt

    monkeypatch.setenv("TCOMPILE_CACHE_DIR", str(tmp_path))
    module = lower(lambda x: x * 2, randn(10))
    *_, mod, source = compile_module(module, mode="max-autotune")
    assert "autotune=True" in source
    launcher = mod.k0
    launcher.autotune = True  # the interpreter cannot time; pretend with a fixed winner
    monkeypatch.setattr(rt.TritonLauncher, "_benchmark",
                        lambda self, args, xn, rn: rt.Config(128, 1, 4))
    x, out = randn(10), torch.empty(10)
    launcher(x, out, xnumel=10, rnumel=1)
    torch.testing.assert_close(out, x * 2)
    files = list((tmp_path / "autotune").glob("*.json"))
    assert len(files) == 1 and '"XBLOCK": 128' in files[0].read_text()
    fresh = rt.TritonLauncher(launcher.kernel, kind="pointwise", autotune=True)
    fresh.autotune = True
    monkeypatch.setattr(rt.TritonLauncher, "_benchmark", lambda *a: pytest.fail("re-tuned"))
    fresh(x, out, xnumel=10, rnumel=1)
    assert fresh._configs[(10, 1)][1]["XBLOCK"] == 128


def test_gemm_template_choices_persist(tmp_path, monkeypatch):
    """A matmul template's timed choice (here: the library call plus the epilogue kernel) is
    kept on disk per sizes, dtype and strides; a later launcher of the same kernel takes it
    without timing, and other sizes are timed."""
    from tcompile.runtime import triton as rt

    monkeypatch.setenv("TCOMPILE_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(rt, "INTERPRET", False)  # the timed path; the timing is pretended
    monkeypatch.setattr(rt.GemmTemplate, "_time", lambda self, *a: (rt._UNFUSED, None))

    def kernel():  # stands for a jitted template (its source is the key)
        pass

    a, b = torch.randn(48, 32, dtype=torch.bfloat16), torch.randn(32, 64, dtype=torch.bfloat16)
    first = rt.GemmTemplate(kernel, pointers=3)
    assert first._choose(None, (a, b), 48, 64, 32) is rt._UNFUSED
    (entry,) = (tmp_path / "autotune").glob("*.json")
    assert '"unfused"' in entry.read_text()
    monkeypatch.setattr(rt.GemmTemplate, "_time", lambda *a: pytest.fail("timed again"))
    later = rt.GemmTemplate(kernel, pointers=3)
    assert later._choose(None, (a, b), 48, 64, 32) is rt._UNFUSED
    assert later.chosen == {(48, 64, 32): None}
    with pytest.raises(pytest.fail.Exception, match="timed again"):  # a transposed operand
        later._choose(None, (a, b.t().contiguous().t()), 48, 64, 32)


# -- mode="reduce-overhead" without a GPU ------------------------------------------------------

def test_static_addresses_are_read_in_place_while_their_tensor_lives():
    """`tcompile.mark_static_address`: recordings read a marked tensor (and an alias of it,
    as a detached parameter) in place; a parameter always; the mark goes with the tensor, so
    memory reused by another tensor later is copied as usual. The compiled optimizer step
    marks its parameters and state."""
    import gc

    import tcompile
    from tcompile.runtime.cudagraphs import _MARKED, _read_in_place

    state, other = torch.zeros(8), torch.zeros(8)
    tcompile.mark_static_address(state)
    assert _read_in_place(state) and _read_in_place(state.detach())
    assert not _read_in_place(other)
    assert _read_in_place(torch.nn.Parameter(torch.zeros(3)))
    address = state.untyped_storage().data_ptr()
    del state
    gc.collect()
    assert address not in _MARKED

    model = torch.nn.Linear(4, 2)
    opt = torch.optim.Adam(model.parameters())
    model(torch.randn(3, 4)).sum().backward()
    tcompile.compile(lambda: opt.step())()
    for p in model.parameters():
        assert _read_in_place(p.detach())
        assert all(_read_in_place(t) for t in opt.state[p].values())


def test_reduce_overhead_falls_back_on_cpu_tensors(caplog):
    """The mode is accepted on both targets; the Triton graph called with CPU tensors (the
    interpreter) runs its wrapper directly and says why, once; a graph of one kernel and the
    LLVM target ignore it."""
    from tcompile.codegen import compile_loop_module
    from tcompile.runtime.cudagraphs import CUDAGraphRunner

    def fn(x, y):  # three kernels: row statistics, column sums, the result
        a = torch.softmax(x, -1) * y
        return a + a.sum(0)

    torch.manual_seed(20)
    x, y = randn(6, 33), randn(33)
    triton_graph = compile_loop_module(lower(fn, x, y), "triton", mode="reduce-overhead")
    assert isinstance(triton_graph.call, CUDAGraphRunner)
    one_kernel = compile_loop_module(lower(lambda a: torch.softmax(a, -1), x), "triton",
                                     mode="reduce-overhead")
    assert not isinstance(one_kernel.call, CUDAGraphRunner)  # a replay would save nothing
    with caplog.at_level("INFO", logger="tcompile.runtime.cudagraphs"):
        for _ in range(2):
            x, y = randn(6, 33), randn(33)
            torch.testing.assert_close(triton_graph(x, y)[0], fn(x, y))
    reasons = [r.getMessage() for r in caplog.records]
    assert len(reasons) == 1 and "an input is not a CUDA tensor" in reasons[0]
    assert not triton_graph.call.recordings
    llvm_graph = compile_loop_module(lower(fn, x, y), "llvm", mode="reduce-overhead")
    assert not isinstance(llvm_graph.call, CUDAGraphRunner)
    torch.testing.assert_close(llvm_graph(x, y)[0], fn(x, y))


def test_symbolic_row_length_twin_and_config_reuse():
    """A looped reduction over a symbolic row length runs its persistent twin while rows fit
    in registers; a kernel with symbolic sizes reuses a compiled config near the heuristic's
    one (each new config is a Triton compile)."""
    from tcompile.runtime import triton as rt

    launcher = rt.TritonLauncher("looped", kind="reduction", meta={"hint": "inner",
                                 "symbolic": True}, persistent_kernel="persistent",
                                 persistent_max=8192)
    grid, kwargs, kernel = launcher._launch((), 4 * 32, 768)
    assert kernel == "persistent" and kwargs["RBLOCK"] == 1024 and kwargs["XBLOCK"] == 1
    # 4*128 rows: the heuristic wants XBLOCK 2, XBLOCK 1 is compiled already
    assert rt.persistent_config(4 * 128, 768).XBLOCK == 2
    grid, kwargs, kernel = launcher._launch((), 4 * 128, 768)
    assert kernel == "persistent" and kwargs["XBLOCK"] == 1 and grid == (512,)
    # rows of 16384 do not fit: the looped kernel, its own config
    grid, kwargs, kernel = launcher._launch((), 64, 16384)
    assert kernel == "looped" and kwargs["RBLOCK"] == rt.LOOPED_RBLOCK
    # a static kernel keeps the heuristic's choice
    static = rt.TritonLauncher("k", kind="reduction", persistent=True, meta={"hint": "inner"})
    static._launch((), 4 * 32, 768)
    assert static._launch((), 4 * 128, 768)[1]["XBLOCK"] == 2

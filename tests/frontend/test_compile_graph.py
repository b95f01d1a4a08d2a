"""compile_graph: every backend against eager, staged lowering, fallback to eager replay,
gradients through compiled graphs, dumps and their tc-opt reproducers, logs."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from tcompile.compiler import compile_graph
from tcompile.frontend import logs
from tcompile.frontend.config import CompileConfig
from tcompile.frontend.errors import FullGraphError
from tcompile.frontend.record import record


def fn(x, w):
    return torch.softmax(torch.relu(x @ w) * 2, -1)


@pytest.fixture
def graph():
    torch.manual_seed(0)
    x, w = torch.randn(8, 16), torch.randn(16, 4)
    return record(fn, x, w), (x, w)


def fresh():
    return torch.randn(8, 16), torch.randn(16, 4)


@pytest.mark.parametrize("backend, target, kernels", [
    ("auto", "llvm", 1), ("llvm", "llvm", 1), ("triton", "triton", 1), ("eager", "eager", 0)])
def test_backends_match_eager(graph, backend, target, kernels):
    module, example = graph
    # Triton runs CPU tensors only in its interpreter, which a GPU machine does not select.
    device = "cuda" if target == "triton" and torch.cuda.is_available() else "cpu"
    example = [t.to(device) for t in example]
    text = str(module)
    rec = compile_graph(module, example, CompileConfig(backend=backend), "g")
    assert str(module) == text  # the caller's module is left as it was
    assert (rec.name, rec.target, rec.kernel_count, rec.fallback_reason) == \
        ("g", target, kernels, None)
    for _ in range(2):
        x, w = (t.to(device) for t in fresh())
        (out,) = rec.fn(x, w)
        torch.testing.assert_close(out, fn(x, w))
    stages = [s for s, _ in rec.stages]
    if backend == "eager":
        assert stages == ["torch"]
    else:
        # the Triton target lays convolution nets out channels-last, pads GEMM rows, puts
        # activations in cuBLASLt's epilogues... (options of the stages)
        to_prim, to_loop = (
            ("torch-to-prim{gemm_activation=true}",
             "prim-to-loop{channels_last=true pad_gemm=true unfuse_bias=true combo=true depthwise_conv=true}")
            if target == "triton" else ("torch-to-prim", "prim-to-loop"))
        assert stages[:3] == ["torch", to_prim, to_loop]
        assert "loop.kernel" in rec.stages[2][1] and "def call(" in dict(rec.stages)["wrapper"]
        assert ("kernels" in stages) == (target == "llvm")  # Triton kernels are in the wrapper


def test_callable_backend_gets_the_module_and_inputs(graph):
    module, example = graph
    seen = []

    def backend(m, inputs):
        seen.append((str(m), inputs))
        return lambda x, w: (fn(x, w) + 1,)

    rec = compile_graph(module, example, CompileConfig(backend=backend), "g")
    assert seen == [(str(module), list(example))] and rec.target == "custom"
    x, w = fresh()
    torch.testing.assert_close(rec.fn(x, w)[0], fn(x, w) + 1)


def test_pipeline_string_replaces_the_default(graph):
    module, example = graph
    config = CompileConfig(pipeline="builtin.module(torch-to-prim,cse,prim-to-loop)")
    rec = compile_graph(module, example, config, "g")
    assert [s for s, _ in rec.stages][:4] == ["torch", "torch-to-prim", "cse", "prim-to-loop"]
    x, w = fresh()
    torch.testing.assert_close(rec.fn(x, w)[0], fn(x, w))


def test_failed_lowering_replays_eagerly_with_a_logged_reason(graph, caplog):
    module, example = graph
    config = CompileConfig(pipeline="torch-to-prim")  # codegen refuses prim-dialect IR
    with caplog.at_level(logging.WARNING, logger="tcompile"):
        rec = compile_graph(module, example, config, "g")
    assert rec.target == "eager" and "not loop-dialect IR" in rec.fallback_reason
    assert "graph g runs eagerly: the compiler failed on it (CodegenError" in caplog.text
    assert "Traceback" not in caplog.text
    x, w = fresh()
    torch.testing.assert_close(rec.fn(x, w)[0], fn(x, w))


def test_failing_backend_falls_back_or_raises_under_fullgraph(graph):
    module, example = graph

    def broken(m, inputs):
        raise RuntimeError("no kernels today")

    rec = compile_graph(module, example, CompileConfig(backend=broken), "g")
    assert rec.fallback_reason == "RuntimeError: no kernels today"
    x, w = fresh()
    torch.testing.assert_close(rec.fn(x, w)[0], fn(x, w))
    with pytest.raises(FullGraphError, match="the compiler failed on graph g "
                       r"\(RuntimeError: no kernels today\)") as info:
        compile_graph(module, example, CompileConfig(backend=broken, fullgraph=True), "g")
    assert info.value.__cause__ is None and info.value.__suppress_context__


def mlp(x, w1, b1, w2):
    return (torch.tanh(x @ w1 + b1) @ w2).relu().sum(-1)


@pytest.mark.parametrize("backend", ["llvm", "eager"])
def test_gradients_equal_eagers(backend):
    torch.manual_seed(0)
    shapes = [(6, 8), (8, 16), (16,), (16, 4)]
    module = record(mlp, *[torch.randn(s) for s in shapes])
    params = [torch.randn(s, requires_grad=i > 0) for i, s in enumerate(shapes)]
    rec = compile_graph(module, params, CompileConfig(backend=backend), "mlp")
    eager = [p.detach().clone().requires_grad_(p.requires_grad) for p in params]
    (out,) = rec.fn(*params)
    expected = mlp(*eager)
    torch.testing.assert_close(out, expected)
    assert out.requires_grad
    upstream = torch.randn(6)
    out.backward(upstream)
    expected.backward(upstream)
    assert params[0].grad is None
    for p, e in zip(params[1:], eager[1:], strict=True):
        torch.testing.assert_close(p.grad, e.grad)
    with torch.no_grad():  # no autograd: the compiled graph runs bare
        assert not rec.fn(*params)[0].requires_grad


def test_dump_dir_and_repro_sh_reproduce_every_stage(graph, tmp_path, monkeypatch):
    module, example = graph
    monkeypatch.setenv("TCOMPILE_DUMP_DIR", str(tmp_path))
    rec = compile_graph(module, example, CompileConfig(backend="llvm"), "softmax")
    logs.dump_text("softmax", "bridge.py", "# the bridge\n")
    (directory,) = tmp_path.iterdir()
    assert directory.name.endswith("-softmax")
    names = sorted(p.name for p in directory.iterdir())
    assert names == ["00-torch.mlir", "01-torch-to-prim.mlir", "02-prim-to-loop.mlir",
                     "bridge.py", "kernels.ll", "repro.sh", "wrapper.py"]
    stages = dict(rec.stages)
    assert (directory / "01-torch-to-prim.mlir").read_text().strip() == \
        stages["torch-to-prim"].strip()
    script = (directory / "repro.sh").read_text()
    assert "tc-opt 00-torch.mlir --pass-pipeline torch-to-prim > repro/01-torch-to-prim.mlir" \
        in script
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    subprocess.run(["sh", str(directory / "repro.sh")], check=True, env=env)
    for name in ("01-torch-to-prim.mlir", "02-prim-to-loop.mlir"):
        assert (directory / "repro" / name).read_text().strip() == \
            (directory / name).read_text().strip(), name
    assert stages["wrapper"] in (directory / "repro" / "codegen.txt").read_text()


def test_logs_choose_kinds(monkeypatch):
    records = []
    handler = logging.Handler()
    handler.emit = records.append
    logger = logging.getLogger("tcompile.passes")
    logger.addHandler(handler)
    try:
        monkeypatch.setenv("TCOMPILE_LOGS", "passes,recompiles")
        assert logs.get_logger("passes").isEnabledFor(logging.INFO)
        assert not logs.get_logger("output_code").isEnabledFor(logging.INFO)
        x = torch.randn(4)
        compile_graph(record(torch.exp, x), [x], CompileConfig(backend="eager"), "exp")
        assert any("graph exp, torch:" in r.getMessage() for r in records)
        monkeypatch.setenv("TCOMPILE_LOGS", "all")
        assert logs.get_logger("output_code").isEnabledFor(logging.INFO)
    finally:
        logger.removeHandler(handler)
        monkeypatch.delenv("TCOMPILE_LOGS")
        logs.configure()
    assert not logs.get_logger("passes").isEnabledFor(logging.INFO)

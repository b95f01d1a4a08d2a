"""tc-opt as a user meets it: pipelines in both syntaxes, pass listing, readable errors."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tcompile.tools.tc_opt import main, normalize_pipeline, pass_names_in

TRIG = """
func.func @f(%x: f32) -> f32 {
  %y = arith.mulf %x, %x : f32
  %z = arith.mulf %x, %x : f32
  %s = arith.addf %y, %z : f32
  func.return %s : f32
}
"""


def run(capsys, tmp_path, *args: str, text: str = TRIG) -> tuple[int, str, str]:
    src = tmp_path / "in.mlir"
    src.write_text(text)
    code = main([str(src), *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_normalize_pipeline_strips_mlir_wrapper():
    assert normalize_pipeline("builtin.module(cse,dce)") == "cse,dce"
    assert normalize_pipeline(" builtin.module( loop-fuse{max-fusion-size=4} ) ") == \
        "loop-fuse{max-fusion-size=4}"
    assert normalize_pipeline("cse") == "cse"


def test_pass_names_skip_options():
    assert pass_names_in("a{x=1,y=2},b,c{z=[1,2]}") == ["a", "b", "c"]


@pytest.mark.parametrize("spec", ["cse,dce", "builtin.module(cse,dce)"])
def test_pipeline_both_syntaxes(capsys, tmp_path, spec):
    code, out, err = run(capsys, tmp_path, "--pass-pipeline", spec)
    assert code == 0, err
    assert out.count("arith.mulf") == 1  # cse merged the two products


def test_print_ir_after_all_prints_every_pass(capsys, tmp_path):
    code, out, _ = run(capsys, tmp_path, "--pass-pipeline", "cse,dce", "--print-ir-after-all")
    assert code == 0
    assert out.count("IR Dump After") == 2
    assert "IR Dump After cse" in out and "IR Dump After dce" in out


def test_unknown_pass_suggests_close_matches(capsys, tmp_path):
    code, _, err = run(capsys, tmp_path, "--pass-pipeline", "loop-fuze")
    assert code == 1
    assert "unknown pass 'loop-fuze'" in err and "loop-fuse" in err
    assert "Traceback" not in err


def test_malformed_ir_points_at_line_and_column(capsys, tmp_path):
    bad = "func.func @f(%x: f32) {\n  %y = arith.addf %x, : f32\n}\n"
    code, _, err = run(capsys, tmp_path, text=bad)
    assert code == 1
    assert "in.mlir:2:23" in err
    assert "Traceback" not in err


def test_missing_file(capsys, tmp_path):
    assert main([str(tmp_path / "nope.mlir")]) == 1
    assert "no such file" in capsys.readouterr().err


def test_any_file_name_is_read_as_mlir(capsys, tmp_path):
    src = tmp_path / "graph.txt"
    src.write_text(TRIG)
    assert main([str(src), "--pass-pipeline", "cse"]) == 0
    assert capsys.readouterr().out.count("arith.mulf") == 1


def test_list_passes_shows_options_and_defaults(capsys):
    assert main(["--list-passes"]) == 0
    out = capsys.readouterr().out
    for name in ("torch-decompose", "convert-torch-to-prim", "convert-prim-to-loop",
                 "loop-fuse", "torch-to-loop"):
        assert name in out
    assert "max-fusion-size" in out and "default" in out


def test_reads_stdin_as_a_console_script():
    proc = subprocess.run(
        [sys.executable, "-m", "tcompile.tools.tc_opt", "--pass-pipeline", "cse"],
        input=TRIG, capture_output=True, text=True, check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "func.func @f" in proc.stdout

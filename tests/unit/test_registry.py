"""Every registered pass loads, documents itself with an IR example, and has a lit test;
plain `xdsl-opt` sees tcompile's dialects and passes through the xdsl.universe entry point."""

from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest

from tcompile.passes import PASS_MODULES, get_all_passes, load_pass

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", list(PASS_MODULES))
def test_pass_loads_with_its_name_and_docstring(name):
    cls = load_pass(name)
    assert cls.name == name
    doc = cls.__doc__ or ""
    assert "Before" in doc and "After" in doc, f"{name}: docstring needs a before/after example"


@pytest.mark.parametrize("name", list(PASS_MODULES))
def test_pass_has_lit_test(name):
    lit = ROOT / "tests" / "filecheck" / "passes" / f"{name}.mlir"
    assert lit.exists(), f"missing lit test {lit.relative_to(ROOT)}"
    assert f"--pass-pipeline {name}" in lit.read_text() or f"-p {name}" in lit.read_text()


def test_registry_matches_universe():
    from xdsl.universe import Universe

    multiverse = Universe.get_multiverse()
    for name in get_all_passes():
        assert name in multiverse.all_passes
    for dialect in ("torch", "prim", "loop", "sym"):
        assert dialect in multiverse.all_dialects


def test_xdsl_opt_lists_tcompile_passes():
    xdsl_opt = pathlib.Path(sys.executable).parent / "xdsl-opt"
    proc = subprocess.run([str(xdsl_opt), "--help"], capture_output=True, text=True, check=True)
    listed = "".join(proc.stdout.split())  # argparse wraps the pass list after hyphens
    for name in ("convert-torch-to-prim", "loop-fuse", "torch-to-loop"):
        assert name in listed

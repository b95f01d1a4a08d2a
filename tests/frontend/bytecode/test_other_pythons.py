"""The torch-free bytecode tests, run under CPython 3.12 and 3.13 in a subprocess.

pyenv's interpreters have neither pytest nor the `bytecode` package: the venv's pure-Python
`bytecode` package goes on PYTHONPATH (through a symlink) and `run_torch_free.py` calls the
test functions. A missing interpreter is a failure, not a skip: CI has both. Where the suite itself runs on
one of them, that interpreter is used.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

import bytecode
import pytest

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[2]


def interpreter(version: str) -> pathlib.Path:
    if sys.version_info[:2] == tuple(map(int, version.split("."))):
        return pathlib.Path(sys.executable)  # the GPU machine runs the suite on 3.12 itself
    root = pathlib.Path(os.environ.get("PYENV_ROOT", pathlib.Path.home() / ".pyenv"))
    found = sorted(root.glob(f"versions/{version}.*/bin/python"))
    if not found:
        pytest.fail(
            f"CPython {version} is needed to test the bytecode frontend on it, but none is "
            f"under {root}/versions. Install it with `pyenv install {version}`."
        )
    return found[-1]


@pytest.mark.parametrize("version", ["3.12", "3.13"])
def test_torch_free_tests_pass_on(version, tmp_path):
    python = interpreter(version)
    (tmp_path / "bytecode").symlink_to(pathlib.Path(bytecode.__file__).parent)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(tmp_path), str(REPO)]))
    run = subprocess.run(
        [str(python), str(HERE / "run_torch_free.py")],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, f"under {python}:\n{run.stdout}{run.stderr}"

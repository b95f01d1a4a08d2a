"""Run this directory's torch-free test modules without pytest, under any CPython.

    PYTHONPATH=<dir holding the `bytecode` package>:<repo root> python3.13 run_torch_free.py

pyenv's 3.12 and 3.13 have neither pytest nor torch; `test_other_pythons.py` runs this script
there. Every `test_*` function of the modules below is called; failures are printed with
their tracebacks and the exit status is 1. It also checks that nothing imported torch.
"""

from __future__ import annotations

import importlib.util
import pathlib
import sys
import traceback

MODULES = ["test_instructions.py", "test_analysis.py", "test_resume.py", "test_instrument.py"]


def main() -> int:
    here = pathlib.Path(__file__).resolve().parent
    passed, failed = 0, []
    for filename in MODULES:
        name = f"torch_free_{filename[:-3]}"
        spec = importlib.util.spec_from_file_location(name, here / filename)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        for test_name, test in vars(module).items():
            if not test_name.startswith("test_") or not callable(test):
                continue
            try:
                test()
                passed += 1
            except Exception:
                failed.append(f"{filename}::{test_name}")
                print(f"FAILED {filename}::{test_name}\n{traceback.format_exc()}")
    if "torch" in sys.modules:
        failed.append("torch was imported by the torch-free bytecode layer or its tests")
        print(f"FAILED {failed[-1]}")
    version = ".".join(map(str, sys.version_info[:3]))
    print(f"CPython {version}: {passed} passed, {len(failed)} failed {failed or ''}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

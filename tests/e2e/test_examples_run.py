"""The scripts a newcomer runs first work: `examples/quickstart.py` and `examples/demo.py`
(at its `--quick` sizes), each run as a script in a fresh interpreter with warnings as errors.

The demo checks every workload against eager itself (exit status 1 on a mismatch); here we
check its exit status and what its table says about each workload.
"""

from __future__ import annotations

import pathlib
import subprocess
import sys

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples"

# workload -> (graphs, graph breaks) that tcompile.explain reports in the demo's table
DEMO_COUNTS = {
    "mlp": (1, 0), "mlp (grad)": (1, 0), "resnet": (1, 0), "gpt2_block": (1, 0),
    "bert_layer": (1, 0), "softmax": (1, 0), "layer_norm": (1, 0), "rms_norm": (1, 0),
    "gelu_bias": (1, 0), "toy_example": (2, 1),
}


def run_script(*args: str) -> str:
    proc = subprocess.run([sys.executable, "-W", "error", *args], capture_output=True,
                          text=True, timeout=300)
    assert proc.returncode == 0, f"{args} exited with {proc.returncode}:\n{proc.stderr}"
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc.stdout


def test_quickstart() -> None:
    out = run_script(str(EXAMPLES / "quickstart.py"))
    assert "1 graph, 0 graph breaks, 1 kernel" in out  # rms_norm: one fused kernel
    assert "2 graphs, 1 graph break, " in out  # toy_example
    assert "quickstart.py:18: branch on a tensor's value (`if b.sum() < 0:`)" in out
    stages = [line.split()[1] for line in out.splitlines() if line.startswith("==== ")]
    assert stages == ["torch", "torch-to-prim", "prim-to-loop", "wrapper", "kernels"]


def test_demo_quick() -> None:
    out = run_script(str(EXAMPLES / "demo.py"), "--quick")
    for stage in ("torch", "torch-to-prim", "prim-to-loop", "wrapper", "kernels"):
        assert f"=============== softmax: {stage}\n" in out
    rows = {}  # workload -> its cells: graphs, breaks, kernels, times..., notes
    for line in out[out.index("\nworkload "):].splitlines()[2:]:
        name, _, rest = line.partition("  ")
        rows[name.strip()] = rest.split()
    assert set(rows) == set(DEMO_COUNTS)
    for name, (graphs, breaks) in DEMO_COUNTS.items():
        cells = rows[name]
        assert (int(cells[0]), int(cells[1])) == (graphs, breaks), name
        assert int(cells[2]) >= 1, f"{name}: no generated kernel"
        notes = " ".join(cells[7:])
        assert "fell back" not in notes and "nothing compiled" not in notes, f"{name}: {notes}"

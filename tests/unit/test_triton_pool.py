"""The Triton compile workers (`tcompile.runtime.triton_pool`) must compile exactly the kernels
the launching process will ask Triton for: the same cache key, so that the launching process
loads them from Triton's cache instead of compiling them again.

Triton compiles for an H100 (sm_90) without a GPU (its wheel carries ptxas), so this runs on
the CPU machine: a generated graph of several kernels compiles in two workers, then in this
process (as `CompiledGraph.precompile` does), and Triton's cache must hold one entry per
kernel. A key that differed between the two would leave two. It runs in a subprocess
because the test session interprets Triton (`TRITON_INTERPRET=1`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

SCRIPT = r"""
import json, os, sys, tempfile, time
cache = os.environ["TRITON_CACHE_DIR"] = tempfile.mkdtemp()
import torch
from triton.backends.compiler import GPUTarget
from triton.runtime import driver
from tcompile.compiler import compile_function
from tcompile.runtime import triton_pool

target = GPUTarget("cuda", 90, 32)
driver.set_active(triton_pool._CompileOnlyDriver(target, lambda: driver.default))
triton_pool._POOL = triton_pool._Pool(2, target)

def fn(x, w):
    h = torch.softmax(x @ w, -1) * 2 + x.sum(-1, keepdim=True)
    return torch.nn.functional.layer_norm(h, h.shape[-1:]).transpose(0, 1).contiguous().relu()

x, w = torch.randn(37, 24), torch.randn(24, 24)
graph = compile_function(fn, x, w, target="triton")
launchers = {id(k): k for k, *_ in graph.module.launches(x, w)}.values()
assert triton_pool._POOL.ready.wait(120), "the workers did not start"
t0 = time.perf_counter()
warmed = graph.precompile([x, w], 2)
entries = [e for e in os.listdir(cache) if not e.startswith(".")]
# a compiled kernel's cache entry holds its cubin
cubins = [e for e in entries if any(f.endswith(".cubin") for f in os.listdir(os.path.join(cache, e)))]
# and this process holds each compiled kernel (its JIT cache has one entry per kernel)
here = sum(len(kernel.device_caches[0][0]) for launcher in launchers
           for _, _, kernel in launcher._configs.values())
print(json.dumps({"kernels": len(launchers), "warmed": warmed, "cubins": len(cubins), "here": here,
                  "seconds": time.perf_counter() - t0}))
"""


def test_workers_and_the_launching_process_share_cache_keys():
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    env["TRITON_DEFAULT_FP_FUSION"] = "1"
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         env=env, timeout=600)
    assert out.returncode == 0, out.stderr[-3000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["kernels"] >= 2 and result["warmed"] >= result["kernels"], result
    assert result["here"] == result["cubins"] == result["kernels"], result

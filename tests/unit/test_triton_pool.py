"""The Triton compile workers (`tcompile.runtime.triton_pool`) must compile exactly the kernels
the launching process will ask Triton for: the same cache key, so that the launching process
loads them from Triton's cache instead of compiling them again.

Triton compiles for an H100 (sm_90) without a GPU (its wheel carries ptxas), so this runs on
the CPU machine: a generated graph of several kernels compiles in two workers, then in this
process (as `CompiledGraph.precompile` does), and Triton's cache must hold one entry per
kernel. A key that differed between the two would leave two. It runs in a subprocess
because the test session interprets Triton (`TRITON_INTERPRET=1`). The workers must compile
without torch (a worker that imports it takes seconds to start).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import types

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
deadline = time.monotonic() + 120
while len(triton_pool._POOL.free) < 2:  # both workers idle: they take the first two kernels
    assert time.monotonic() < deadline, "a worker did not start"
    time.sleep(0.05)
submitted = []
submit = triton_pool._Pool.submit
triton_pool._Pool.submit = lambda self, request: submitted.append(submit(self, request)) or submitted[-1]
t0 = time.perf_counter()
warmed = graph.precompile([x, w], 2)
by_workers = sum(1 for f in submitted if not f.cancelled() and f.exception() is None)
# the workers never load torch (it would take them seconds to start)
maps = [open(f"/proc/{w.proc.pid}/maps").read() for w in triton_pool._POOL.workers]
torch_in_workers = sum("libtorch" in m for m in maps)
entries = [e for e in os.listdir(cache) if not e.startswith(".")]
# a compiled kernel's cache entry holds its cubin
cubins = [e for e in entries if any(f.endswith(".cubin") for f in os.listdir(os.path.join(cache, e)))]
# and this process holds each compiled kernel (its JIT cache has one entry per kernel)
here = sum(len(kernel.device_caches[0][0]) for launcher in launchers
           for _, _, kernel in launcher._configs.values())
print(json.dumps({"kernels": len(launchers), "warmed": warmed, "cubins": len(cubins), "here": here,
                  "submitted": len(submitted), "by_workers": by_workers,
                  "torch_in_workers": torch_in_workers, "seconds": time.perf_counter() - t0}))
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
    # every kernel went to the pool; the two idle workers compiled at least one each, the
    # launching process the ones no worker had taken
    assert result["submitted"] == result["kernels"], result
    assert 2 <= result["by_workers"] <= result["kernels"], result
    assert result["torch_in_workers"] == 0, result


class _StubWorker:
    """A worker that records what it is sent and completes nothing by itself."""

    def __init__(self):
        self.sent = []

    def send(self, future, request):
        self.sent.append(request["n"])
        return True


def test_free_workers_take_requests_in_order_and_the_caller_claims_from_the_back():
    from tcompile.runtime import triton_pool

    pool = triton_pool._Pool(0, target=None)  # no processes: stub workers come in below
    a, b = _StubWorker(), _StubWorker()
    futures = [pool.submit({"n": n}) for n in range(5)]  # no worker has started yet
    assert len(pool.pending) == 5
    pool.idle(a)
    assert a.sent == [0]
    # the caller compiles from the back while the workers take from the front
    assert pool.claim(futures[4]) and futures[4].cancelled()
    pool.idle(b)
    assert b.sent == [1]
    assert pool.claim(futures[3])
    pool.idle(a)  # a finished 0
    assert a.sent == [0, 2]
    assert not pool.claim(futures[2]) and not pool.claim(futures[1])  # taken by the workers
    assert not pool.pending


def test_the_pool_starts_small_and_grows_while_kernels_wait(monkeypatch):
    from tcompile.runtime import triton_pool

    class Worker:  # a started worker process, as far as the pool can tell
        def __init__(self, pool, target):
            self.current, self.proc = None, types.SimpleNamespace(poll=lambda: None)
            started.append(self)

        def send(self, future, request):
            self.current = future
            return True

    started: list[Worker] = []
    monkeypatch.setattr(triton_pool, "_Worker", Worker)
    pool = triton_pool._Pool(16, target=None, starting=4)
    assert len(started) == 4
    for n in range(4):  # as many requests as starting workers: they wait for those
        pool.submit({"n": n})
    assert len(started) == 4 and len(pool.pending) == 4
    pool.idle(started[0])  # one has started and takes the first request
    assert started[0].current is not None and len(pool.pending) == 3
    pool.submit({"n": 4})  # 4 waiting, 3 workers free to take them: one more starts
    assert len(started) == 5
    for n in range(5, 40):
        pool.submit({"n": n})
    assert len(started) == 16 and len(pool.workers) == 16  # never more than its size
    small = triton_pool._Pool(2, target=None, starting=4)
    assert len(small.workers) == 2

"""Helpers of the tests and benchmarks that start process groups (tests/distributed,
tests/gpu/test_distributed_gpu.py, bench/distributed.py, bench/multi_gpu.py)."""

from __future__ import annotations

import os
import socket
import sys
from typing import NoReturn


def free_port() -> int:
    """A TCP port of localhost that nothing listens on now (the process group's store)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def leave() -> NoReturn:
    """End a worker that succeeded (after `destroy_process_group`) without the interpreter's
    teardown: torch's gloo teardown at exit aborts now and then on the 2-core CPU machine,
    eager DDP without tcompile included (4 of 12 plain runs), which would fail a passing run.
    A worker that raised exits through torch.multiprocessing as usual."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)

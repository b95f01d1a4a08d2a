"""Session setup shared by every test.

- Without a GPU, Triton kernels run in Triton's interpreter (`TRITON_INTERPRET=1`), which
  must be chosen before triton is first imported.
- Compiled graphs go to a fresh cache directory, so no test reads another run's artifacts;
  it is removed when the session ends.
"""

import os
import tempfile

import torch

if not torch.cuda.is_available():
    os.environ.setdefault("TRITON_INTERPRET", "1")
if "TCOMPILE_CACHE_DIR" not in os.environ:
    _CACHE = tempfile.TemporaryDirectory(prefix="tcompile-test-cache-", ignore_cleanup_errors=True)
    os.environ["TCOMPILE_CACHE_DIR"] = _CACHE.name


def pytest_collection_modifyitems(config, items):
    """`gpu`-marked tests need CUDA and `multi_gpu`-marked ones two devices: without them
    they are deselected (and counted as such)."""
    devices = torch.cuda.device_count() if torch.cuda.is_available() else 0
    for marker, needed in (("gpu", 1), ("multi_gpu", 2)):
        if devices >= needed:
            continue
        out = [item for item in items if item.get_closest_marker(marker)]
        if out:
            config.hook.pytest_deselected(items=out)
            items[:] = [item for item in items if not item.get_closest_marker(marker)]

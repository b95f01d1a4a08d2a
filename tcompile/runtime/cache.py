"""Where compiled artifacts live on disk: `$TCOMPILE_CACHE_DIR`, else `~/.cache/tcompile`."""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir(*parts: str) -> Path:
    """The cache subdirectory `parts`, created if missing."""
    root = os.environ.get("TCOMPILE_CACHE_DIR") or Path.home() / ".cache" / "tcompile"
    path = Path(root, *parts)
    path.mkdir(parents=True, exist_ok=True)
    return path

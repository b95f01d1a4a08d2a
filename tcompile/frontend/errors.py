"""Why the frontend stops capturing: graph breaks, skipped frames and `fullgraph` errors.

`Unsupported` is raised inside the symbolic interpreter when it meets code it cannot capture
(a graph break, unless the frame cannot be split); `SkipFrame` tells the caller to run the
whole frame natively; `FullGraphError` is what a user sees under `fullgraph=True`.
"""

from __future__ import annotations


class Unsupported(Exception):
    """Code the interpreter cannot capture; `reason` is a sentence for a person."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class SkipFrame(Exception):
    """Run this frame natively (its callees may still be compiled)."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class FullGraphError(RuntimeError):
    """A graph break, or a graph the compiler failed on, under `fullgraph=True`."""

    def __init__(self, reason: str, filename: str | None = None, lineno: int | None = None):
        self.reason = reason
        self.filename = filename
        self.lineno = lineno
        where = f" at {filename}:{lineno}" if filename is not None else ""
        super().__init__(
            f"tcompile: cannot capture a full graph: {reason}{where}. "
            "Rewrite that line, or compile with fullgraph=False to split the function there."
        )

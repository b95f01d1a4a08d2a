"""What the compiler tells a person: `TCOMPILE_LOGS` loggers and `TCOMPILE_DUMP_DIR` dumps.

`TCOMPILE_LOGS=graph_breaks,recompiles` (or `all`) turns on the `logging` loggers
`tcompile.<kind>` at INFO and prints them to stderr:

    graph_breaks   each graph break: reason and file:line
    recompiles     each recompile: function and the guard that failed
    guards         the guards of each new cache entry
    passes         each lowering stage of each graph
    output_code    each graph's generated wrapper and kernels
    bytecode       the normalized bytecode the interpreter runs, bridges and resumes

`TCOMPILE_DUMP_DIR=dir` writes one numbered subdirectory per compiled graph: the IR after
every stage (`00-torch.mlir`, `01-torch-to-prim.mlir`, ...), the wrapper and kernels, the
guard and bridge sources, and `repro.sh` with the `tc-opt` command of each step. Both
variables are read when a graph is compiled, so tests may set them with monkeypatch.
"""

from __future__ import annotations

import itertools
import logging
import os
import re
import sys
from pathlib import Path

KINDS = ("graph_breaks", "recompiles", "guards", "passes", "output_code", "bytecode",
         "perf_hints")

# Messages for everyone (fallbacks to eager, recompile limits): WARNING by default.
log = logging.getLogger("tcompile")

_handler = logging.StreamHandler(sys.stderr)
_handler.setFormatter(logging.Formatter("[tcompile.%(kind)s] %(message)s"))
_configured: str | None = None
_dump_dirs: dict[str, Path] = {}
_dump_numbers = itertools.count()


class _KindFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.kind = record.name.removeprefix("tcompile.")
        return True


_handler.addFilter(_KindFilter())


def get_logger(kind: str) -> logging.Logger:
    """The logger of one `TCOMPILE_LOGS` kind (configured from the environment)."""
    if kind not in KINDS:
        raise ValueError(f"unknown log kind {kind!r}; expected one of {', '.join(KINDS)}")
    configure()
    return logging.getLogger(f"tcompile.{kind}")


def configure(spec: str | None = None) -> None:
    """Apply `spec` (default: `$TCOMPILE_LOGS`) to the loggers, if it changed."""
    global _configured
    spec = os.environ.get("TCOMPILE_LOGS", "") if spec is None else spec
    if spec == _configured:
        return
    _configured = spec
    wanted = {k.strip() for k in spec.split(",") if k.strip()}
    if "all" in wanted:
        wanted = set(KINDS)
    unknown = wanted - set(KINDS)
    if unknown:
        log.warning("TCOMPILE_LOGS: unknown kind(s) %s; known: %s, all",
                    ", ".join(sorted(unknown)), ", ".join(KINDS))
    for kind in KINDS:
        logger = logging.getLogger(f"tcompile.{kind}")
        if kind in wanted:
            logger.setLevel(logging.INFO)
            if _handler not in logger.handlers:
                logger.addHandler(_handler)
            logger.propagate = False
        else:
            logger.setLevel(logging.NOTSET)
            if _handler in logger.handlers:
                logger.removeHandler(_handler)
            logger.propagate = True


def dump_dir() -> Path | None:
    """`$TCOMPILE_DUMP_DIR`, or None when dumps are off."""
    value = os.environ.get("TCOMPILE_DUMP_DIR")
    return Path(value) if value else None


def new_graph_dir(graph_name: str) -> Path | None:
    """A fresh numbered dump subdirectory for a graph being compiled (None: dumps are off).
    Later `dump_text(graph_name, ...)` calls write there."""
    root = dump_dir()
    if root is None:
        return None
    root.mkdir(parents=True, exist_ok=True)
    stem = re.sub(r"[^A-Za-z0-9_.-]+", "_", graph_name)  # qualnames hold <locals>
    while True:  # numbers continue past an earlier run's directories
        directory = root / f"{next(_dump_numbers):03d}-{stem}"
        if not directory.exists():
            break
    directory.mkdir()
    _dump_dirs[graph_name] = directory
    return directory


def graph_dir(graph_name: str) -> Path | None:
    """The dump subdirectory of `graph_name` (made if the graph has none), or None."""
    root = dump_dir()
    if root is None:
        return None
    directory = _dump_dirs.get(graph_name)
    if directory is None or directory.parent != root:
        return new_graph_dir(graph_name)
    return directory


def dump_text(graph_name: str, filename: str, text: str) -> Path | None:
    """Write `text` as `filename` in the dump directory of `graph_name` (if dumps are on)."""
    directory = graph_dir(graph_name)
    if directory is None:
        return None
    path = directory / filename
    path.write_text(text)
    return path

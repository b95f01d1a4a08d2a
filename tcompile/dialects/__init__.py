"""tcompile's dialects: torch (ATen) -> prim (primitives) -> loop (kernels), plus sym."""

from __future__ import annotations

from collections.abc import Callable

from xdsl.ir import Dialect


def _torch() -> Dialect:
    from tcompile.dialects.torch import Torch

    return Torch


def _prim() -> Dialect:
    from tcompile.dialects.prim import Prim

    return Prim


def _loop() -> Dialect:
    from tcompile.dialects.loop import Loop

    return Loop


def _sym() -> Dialect:
    from tcompile.dialects.sym import Sym

    return Sym


def get_all_dialects() -> dict[str, Callable[[], Dialect]]:
    """Lazy factories for tcompile's dialects, keyed by dialect name."""
    return {"torch": _torch, "prim": _prim, "loop": _loop, "sym": _sym}

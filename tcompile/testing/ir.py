"""IR helpers for tests and examples: a context with every dialect, parse, print, round trip."""

from __future__ import annotations

from io import StringIO

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.universe import Universe


def make_context() -> Context:
    """A context that knows xDSL's dialects and tcompile's (also where tcompile is on the path
    but not installed, so its `xdsl.universe` entry point is missing, as on the GPU machine)."""
    from tcompile.dialects import get_all_dialects

    ctx = Context()
    dialects = {**Universe.get_multiverse().all_dialects, **get_all_dialects()}
    for name, factory in dialects.items():
        ctx.register_dialect(name, factory)
    return ctx


def parse(ctx: Context, text: str, name: str = "<input>") -> ModuleOp:
    from tcompile.dialects.torch import load_custom_ops

    load_custom_ops(ctx, text)  # custom ops' classes come from their schemas
    module = Parser(ctx, text, name).parse_module()
    module.verify()
    return module


def print_ir(module: ModuleOp, generic: bool = False) -> str:
    out = StringIO()
    Printer(stream=out, print_generic_format=generic).print_op(module)
    return out.getvalue()


def roundtrip_problems(ctx: Context, module: ModuleOp) -> list[str]:
    """Why `module` does not print, re-parse and print identically (custom and generic)."""
    problems = []
    text = print_ir(module)
    again = print_ir(parse(ctx, text))
    if again != text:
        problems.append(f"custom syntax does not round-trip:\n{text}\n---\n{again}")
    via_generic = print_ir(parse(ctx, print_ir(module, generic=True)))
    if via_generic != text:
        problems.append(f"generic syntax does not round-trip:\n{text}\n---\n{via_generic}")
    return problems

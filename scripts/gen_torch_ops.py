"""Generate `tcompile/dialects/torch_ops.py` from PyTorch's own ATen schemas.

The torch dialect mirrors ATen (as torch-mlir's `torch_ods_gen.py` does): every functional
overload of the `aten` namespace (no in-place or out= variant: the dialect has value semantics)
whose argument and result types the dialect can hold gets one op class, generated from
`torch.ops.aten.<op>.<overload>._schema`, so names, argument order, types and defaults are
never typed by hand, and capture never breaks on an ATen op for lack of a dialect op. Overloads
left out (`skipped()` lists them with the reason): those taking or returning what a graph
cannot hold (Dimname, complex numbers, Storage, Stream, a Python scalar result such as
`item`). Ops of other namespaces (custom ops, `torch.library`) get their classes from the
same code when first recorded or parsed (`tcompile.dialects.torch.op_class`). Run it after
changing PyTorch:

    .venv/bin/python scripts/gen_torch_ops.py

The output is deterministic: rerunning it reproduces the checked-in file byte for byte
(`tests/unit/test_torch_dialect.py` checks that).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tcompile.dialects.torch import REQUIRED, UnsupportedSchema, schema_spec  # noqa: E402

OUTPUT = Path(__file__).resolve().parent.parent / "tcompile" / "dialects" / "torch_ops.py"

def functional_overloads() -> tuple[list[str], dict[str, str]]:
    """(every functional `aten` overload the dialect can hold, as `op.overload`; the others
    with the reason each is left out), both sorted."""
    found: dict[str, str | None] = {}
    for schema in torch._C._jit_get_all_schemas():
        if not schema.name.startswith("aten::"):
            continue
        op = schema.name.removeprefix("aten::")
        key = op + (f".{schema.overload_name}" if schema.overload_name else "")
        if key in found or schema.is_mutable or any(a.is_out for a in schema.arguments):
            continue
        try:
            packet = getattr(getattr(torch.ops.aten, op), schema.overload_name or "default")
        except AttributeError:
            continue  # a TorchScript-only builtin, not an operator of the dispatcher
        try:
            schema_spec(packet._schema)
            found[key] = None
        except UnsupportedSchema as e:
            found[key] = str(e)
    return (sorted(k for k, why in found.items() if why is None),
            {k: why for k, why in sorted(found.items()) if why is not None})


def literal(value: object) -> str:
    """Python source of a schema default (non-finite floats as `float('inf')`)."""
    if isinstance(value, float) and not math.isfinite(value):
        return f"float({str(value)!r})"
    if isinstance(value, list):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    return repr(value)


def camel(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


def emit_op(overload: str) -> tuple[str, str, list[str], tuple[str, ...], bool]:
    """(class name, schema, argument specs as source, result kinds, random) of one overload."""
    op, _, overload_name = overload.partition(".")
    packet = getattr(getattr(torch.ops.aten, op), overload_name or "default")
    args, returns = schema_spec(packet._schema)
    specs = [f"Arg({a.name!r}, {a.kind!r})" if a.default is REQUIRED else
             f"Arg({a.name!r}, {a.kind!r}, {literal(a.default)})" for a in args]
    random = torch.Tag.nondeterministic_seeded in packet.tags
    # `_adaptive_avg_pool2d` and `adaptive_avg_pool2d` are different ops: keep them apart.
    private = "Private" if op.startswith("_") else ""
    class_name = "Aten" + private + camel(op) + camel(overload_name) + "Op"
    return class_name, str(packet._schema), specs, returns, random


def generate() -> str:
    header = (
        '"""ATen ops of the torch dialect. Generated, do not edit; regenerate with\n'
        "`.venv/bin/python scripts/gen_torch_ops.py`: every functional ATen overload the\n"
        "dialect can hold (`--skipped` lists the others with the reason).\n\n"
        f"Schemas from torch {torch.__version__.split('+')[0]}. Each entry is data: the op's class\n"
        "name, ATen schema and argument spec. `TORCH_OPS[name]` (or the class name imported\n"
        "from this module) makes the class on first use (`tcompile.dialects.torch.OpTable`);\n"
        "parsing, printing and verification live in `tcompile/dialects/torch.py`.\n"
        '"""\n\n'
        "from tcompile.dialects.torch import Arg, OpTable, TorchOp, spec\n\n"
        "TORCH_OPS = OpTable(__name__, {\n"
    )
    classes: dict[str, str] = {}
    entries = []
    overloads, _ = functional_overloads()
    for overload in overloads:
        class_name, schema, specs, returns, random = emit_op(overload)
        while class_name in classes:  # `foo_bar.baz` and `foo.bar_baz`: both FooBarBaz
            class_name = class_name.removesuffix("Op") + "_Op"
        op_name = f"torch.aten.{overload}"
        classes[class_name] = op_name
        entries.append("\n".join([
            f"    {op_name!r}: spec(",
            f"        {class_name!r},",
            f"        {schema!r},",
            *(f"        {a}," for a in specs),
            f"        returns={returns!r},",
            *(["        random=True,"] if random else []),
            "    ),",
        ]) + "\n")
    footer = (
        "})\n\n\n"
        "def __getattr__(name: str) -> type[TorchOp]:\n"
        "    try:\n"
        "        return TORCH_OPS.class_named(name)\n"
        "    except KeyError:\n"
        "        raise AttributeError(f\"module {__name__!r} has no attribute {name!r}\") from None\n"
    )
    return header + "".join(entries) + footer


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the checked-in file differs from what would be generated")
    parser.add_argument("--skipped", action="store_true",
                        help="list the functional overloads left out, with the reason each")
    options = parser.parse_args()
    if options.skipped:
        for overload, why in functional_overloads()[1].items():
            print(f"{overload}: {why}")
        return
    text = generate()
    if options.check:
        sys.exit(0 if OUTPUT.read_text() == text else 1)
    OUTPUT.write_text(text)


if __name__ == "__main__":
    main()

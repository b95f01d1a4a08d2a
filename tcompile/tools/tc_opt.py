"""`tc-opt`: parse a `.mlir` file, run a pass pipeline, print the result.

A subclass of xDSL's `xDSLOptMain`, so every `xdsl-opt` flag works; on top of it:

- `--pass-pipeline "p1,p2{opt=v}"` (also in MLIR's `builtin.module(p1,p2)` form), an alias of `-p`;
- `--list-passes` prints every tcompile pass with its options and defaults;
- `--print-ir-after-all` prints the IR after every pass, the last one included;
- `-t triton` / `-t llvm` print the generated kernels and wrapper of loop-dialect IR;
- mistakes get one readable message and exit status 1, never a traceback: malformed IR points
  at line and column, an unknown pass lists close matches.
"""

from __future__ import annotations

import argparse
import difflib
import io as _io
import os
import re
import sys
import tempfile
import traceback
from collections.abc import Sequence
from typing import IO

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass, get_pass_option_infos
from xdsl.printer import Printer
from xdsl.utils.exceptions import ArgSpecParseError, DiagnosticException, ParseError
from xdsl.xdsl_opt_main import xDSLOptMain

from tcompile import __version__
from tcompile.codegen.schedule import CodegenError
from tcompile.dialects.torch import load_custom_ops
from tcompile.passes import PASS_MODULES, load_pass

_MLIR_WRAPPER = re.compile(r"^\s*builtin\.module\s*\((?P<body>.*)\)\s*$", re.DOTALL)


class UserError(Exception):
    """A mistake in tc-opt's input or arguments: printed as one message, exit status 1."""


def normalize_pipeline(spec: str) -> str:
    """Accept MLIR's `builtin.module(a,b)` wrapper around xDSL's flat `a,b` syntax."""
    match = _MLIR_WRAPPER.match(spec)
    if match:
        spec = match.group("body")
    return spec.strip()


def pass_names_in(spec: str) -> list[str]:
    """Pass names of a flat pipeline spec, skipping `{...}` option blocks."""
    depth, names, current = 0, [], ""
    for ch in spec:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        elif depth == 0 and ch == ",":
            names.append(current.strip())
            current = ""
        elif depth == 0:
            current += ch
    if current.strip():
        names.append(current.strip())
    return names


def describe_passes() -> str:
    """`--list-passes` text: each tcompile pass, its summary line and its options."""
    lines = []
    for name in PASS_MODULES:
        cls = load_pass(name)
        doc = (cls.__doc__ or "").strip().splitlines()
        lines.append(f"{name}" + (f"  -- {doc[0]}" if doc else ""))
        for opt, typ, default in get_pass_option_infos(cls):
            shown = "" if default is None else f" (default: {default})"
            lines.append(f"    {opt.replace('_', '-')}: {typ}{shown}")
    return "\n".join(lines)


class TcOptMain(xDSLOptMain):
    version_format = f"tc-opt (tcompile {__version__}) built on xdsl {{xdsl_version}}"

    def __init__(self, args: Sequence[str] | None = None):
        super().__init__(description="tcompile's modular optimizer driver", args=args)

    def register_all_arguments(self, arg_parser: argparse.ArgumentParser) -> None:
        super().register_all_arguments(arg_parser)
        arg_parser.add_argument(
            "--pass-pipeline", type=str, default=None,
            help='pass pipeline, e.g. "torch-to-prim,cse" or "builtin.module(torch-to-loop)"',
        )
        arg_parser.add_argument(
            "--list-passes", action="store_true", help="list tcompile's passes and their options"
        )
        arg_parser.add_argument(
            "--print-ir-after-all", action="store_true",
            help="print the IR after every pass (the last one included)",
        )

    # tcompile's own dialects and passes are registered directly, not only through the
    # `xdsl.universe` entry point, so tc-opt also works from a checkout on PYTHONPATH.
    def register_all_dialects(self) -> None:
        from tcompile.dialects import get_all_dialects

        super().register_all_dialects()
        for name, factory in get_all_dialects().items():
            if name not in self.ctx.registered_dialect_names:
                self.ctx.register_dialect(name, factory)

    def register_all_frontends(self) -> None:
        super().register_all_frontends()
        parse_mlir = self.available_frontends["mlir"]

        def parse_with_custom_ops(chunk: IO[bytes]) -> ModuleOp:
            # custom ops (`torch.transformers.grouped_mm_fallback`) get their classes from
            # torch's schemas; read() gives str or bytes depending on how xDSL opened it
            text = chunk.read()
            load_custom_ops(self.ctx, text if isinstance(text, str) else text.decode())
            return parse_mlir(_io.StringIO(text) if isinstance(text, str) else _io.BytesIO(text))

        self.available_frontends["mlir"] = parse_with_custom_ops

    def register_all_passes(self) -> None:
        from tcompile.passes import get_all_passes

        super().register_all_passes()
        for name, factory in get_all_passes().items():
            if name not in self.available_passes:
                self.register_pass(name, factory)

    def register_all_targets(self) -> None:
        from tcompile.codegen.targets import TARGETS

        super().register_all_targets()
        self.available_targets.update(TARGETS)

    def setup_pipeline(self) -> None:
        args = self.args
        if args.pass_pipeline is not None:
            if args.passes:
                raise UserError("give the pipeline with -p or --pass-pipeline, not both")
            args.passes = args.pass_pipeline
        args.passes = normalize_pipeline(args.passes)
        for name in pass_names_in(args.passes):
            if name not in self.available_passes:
                close = difflib.get_close_matches(name, self.available_passes, n=3, cutoff=0.5)
                hint = f"; did you mean {', '.join(close)}?" if close else ""
                raise UserError(f"unknown pass '{name}'{hint} (tc-opt --list-passes lists them)")
        try:
            super().setup_pipeline()
        except ArgSpecParseError as e:
            raise UserError(f"malformed pass pipeline: {e}") from None
        except (ValueError, TypeError) as e:
            raise UserError(f"bad pass option: {e}") from None

    def apply_passes(self, prog: ModuleOp) -> None:
        from tcompile.passes.pipelines import expand

        if not self.args.disable_verify:
            prog.verify()
        passes = expand(self.pipeline.passes) if self.args.print_ir_after_all else \
            list(self.pipeline.passes)
        for i, p in enumerate(passes):
            before = str(prog)
            try:
                p.apply(self.ctx, prog)
                if not self.args.disable_verify:
                    prog.verify()
            except DiagnosticException:
                raise
            except Exception as e:
                raise PassCrash(p, before, e) from e
            last = i == len(passes) - 1
            if self.args.print_ir_after_all or (self.args.print_between_passes and not last):
                print(f"// -----// IR Dump After {p.pipeline_pass_spec()} //----- //")
                Printer(stream=sys.stdout).print_op(prog)
                print("\n")


class PassCrash(Exception):
    """A pass raised an unexpected exception: a compiler bug, reported with a reproducer."""

    def __init__(self, p: ModulePass, ir_before: str, error: Exception):
        fd, path = tempfile.mkstemp(prefix="tc-opt-repro-", suffix=".mlir")
        with os.fdopen(fd, "w") as f:
            f.write(ir_before)
        spec = p.pipeline_pass_spec()
        super().__init__(
            f"internal error in pass '{spec}': {type(error).__name__}: {error}\n"
            f"  the IR before the pass is in {path}; reproduce with:\n"
            f"  tc-opt {path} --pass-pipeline '{spec}'\n"
            f"  (set TCOMPILE_DEBUG=1 for the Python traceback)"
        )


def main(argv: Sequence[str] | None = None) -> int:
    try:
        argv = sys.argv[1:] if argv is None else list(argv)
        if "--list-passes" in argv:
            print(describe_passes())
            return 0
        if not any(a in ("-f", "--frontend") or a.startswith("--frontend=") for a in argv):
            argv = ["-f", "mlir", *argv]  # every input is MLIR text, whatever its file name
        TcOptMain(args=argv).run()
    except UserError as e:
        print(f"tc-opt: error: {e}", file=sys.stderr)
        return 1
    except ParseError as e:
        print(f"tc-opt: error: {e}", file=sys.stderr)
        return 1
    except DiagnosticException as e:
        print(f"tc-opt: error: {e}", file=sys.stderr)
        return 1
    except CodegenError as e:
        print(f"tc-opt: error: code generation: {e}", file=sys.stderr)
        return 1
    except PassCrash as e:
        if os.environ.get("TCOMPILE_DEBUG"):
            traceback.print_exception(e.__cause__)
        print(f"tc-opt: error: {e}", file=sys.stderr)
        return 1
    except FileNotFoundError as e:
        print(f"tc-opt: error: no such file: {e.filename}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The registry of every tcompile pass, and how to build pipelines from it.

Each pass lives in `tcompile/passes/<snake_name>.py` as a frozen-dataclass `ModulePass`
whose `name` is the kebab-case pass name. `PASS_MODULES` lists them (named pipelines, which
are passes too, live in `pipelines.py`); everything else — `tc-opt`, the xDSL universe,
`tcompile.compile` — reads this one table through `get_all_passes()`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from xdsl.passes import ModulePass

# pass name -> module under tcompile.passes, in pipeline order.
PASS_MODULES: dict[str, str] = {
    "torch-fuse-attention": "torch_fuse_attention",
    "torch-fuse-gemm-activation": "torch_fuse_gemm_activation",
    "torch-decompose": "torch_decompose",
    "convert-torch-to-prim": "convert_torch_to_prim",
    "prim-autodiff": "prim_autodiff",
    "prim-partition": "prim_partition",
    "prim-channels-last": "prim_channels_last",
    "prim-unfuse-bias": "prim_unfuse_bias",
    "prim-pad-gemm": "prim_pad_gemm",
    "convert-prim-to-loop": "convert_prim_to_loop",
    "loop-inline-pointwise": "loop_inline_pointwise",
    "loop-simplify-indexing": "loop_simplify_indexing",
    "loop-split-reduction": "loop_split_reduction",
    "loop-fuse": "loop_fuse",
    "loop-mark-internal": "loop_mark_internal",
    "loop-write-inputs": "loop_write_inputs",
    "loop-combo": "loop_combo",
    "loop-gemm-epilogue": "loop_gemm_epilogue",
    # named pipelines
    "torch-to-prim": "pipelines",
    "prim-to-loop": "pipelines",
    "torch-to-loop": "pipelines",
}


def load_pass(name: str) -> type[ModulePass]:
    module = importlib.import_module(f"tcompile.passes.{PASS_MODULES[name]}")
    for value in vars(module).values():
        if (isinstance(value, type) and issubclass(value, ModulePass)
                and getattr(value, "name", None) == name):
            return value
    raise ImportError(f"tcompile.passes.{PASS_MODULES[name]} defines no pass named {name!r}")


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """Lazy factories for every tcompile pass, keyed by pass name."""
    return {name: (lambda n=name: load_pass(n)) for name in PASS_MODULES}

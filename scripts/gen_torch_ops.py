"""Generate `tcompile/dialects/torch_ops.py` from PyTorch's own ATen schemas.

The torch dialect mirrors ATen (as torch-mlir's `torch_ods_gen.py` does): for each overload in
`OVERLOADS` this reads `torch.ops.aten.<op>.<overload>._schema` and emits one op class whose
argument spec is the schema's, so names, argument order, types and defaults are never typed by
hand. Run it after changing `OVERLOADS` (or PyTorch):

    .venv/bin/python scripts/gen_torch_ops.py

The output is deterministic: rerunning it reproduces the checked-in file byte for byte
(`tests/unit/test_torch_dialect.py` checks that).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import torch

OUTPUT = Path(__file__).resolve().parent.parent / "tcompile" / "dialects" / "torch_ops.py"

# ATen overloads of the torch dialect, as `op.overload` (`op` alone for `.default`). In-place
# and out= variants are left out: the dialect has value semantics.
OVERLOADS = """
    add.Tensor add.Scalar sub.Tensor sub.Scalar rsub.Tensor rsub.Scalar
    mul.Tensor mul.Scalar div.Tensor div.Scalar div.Tensor_mode div.Scalar_mode
    floor_divide remainder.Tensor remainder.Scalar fmod.Tensor fmod.Scalar
    pow.Tensor_Scalar pow.Tensor_Tensor pow.Scalar
    neg abs exp exp2 expm1 log log2 log10 log1p sqrt rsqrt reciprocal square
    sin cos tan asin acos atan sinh cosh tanh asinh acosh atanh atan2 hypot
    erf erfinv sigmoid logit floor ceil round trunc frac sign sgn signbit
    maximum minimum clamp clamp.Tensor clamp_min clamp_max lerp.Scalar lerp.Tensor
    addcmul addcdiv
    eq.Tensor eq.Scalar ne.Tensor ne.Scalar lt.Tensor lt.Scalar le.Tensor le.Scalar
    gt.Tensor gt.Scalar ge.Tensor ge.Scalar
    logical_and logical_or logical_xor logical_not
    bitwise_and.Tensor bitwise_and.Scalar bitwise_or.Tensor bitwise_or.Scalar
    bitwise_xor.Tensor bitwise_xor.Scalar bitwise_not
    bitwise_left_shift.Tensor bitwise_right_shift.Tensor
    isnan isinf isfinite nan_to_num where.self where.ScalarSelf where.ScalarOther where.Scalar
    masked_fill.Scalar masked_fill.Tensor
    relu relu6 gelu silu hardtanh leaky_relu elu selu celu softplus hardsigmoid hardswish
    mish log_sigmoid hardshrink softshrink threshold glu
    sum sum.dim_IntList mean mean.dim amax amin max max.dim min min.dim argmax argmin
    prod prod.dim_int var.correction var_mean.correction std.correction std_mean.correction
    any any.dim all all.dim logsumexp norm.ScalarOpt_dim linalg_vector_norm
    cumsum cumprod
    view _unsafe_view reshape view_as permute transpose.int t numpy_T expand expand_as
    slice.Tensor select.int narrow squeeze squeeze.dim squeeze.dims unsqueeze
    flatten.using_ints unflatten.int cat stack split.Tensor split_with_sizes chunk unbind.int
    clone contiguous alias repeat tile flip roll constant_pad_nd pad
    mm addmm bmm baddbmm matmul linear dot mv outer einsum
    convolution conv1d conv2d conv3d
    native_layer_norm layer_norm native_batch_norm _native_batch_norm_legit_no_training
    cudnn_batch_norm batch_norm
    native_group_norm group_norm
    _softmax _log_softmax _safe_softmax softmax.int log_softmax.int
    nll_loss_forward log_sigmoid_forward eye eye.m _weight_norm_interface
    embedding scaled_dot_product_attention _scaled_dot_product_flash_attention_for_cpu
    _scaled_dot_product_flash_attention _scaled_dot_product_efficient_attention
    _scaled_dot_product_cudnn_attention
    gather index_select index.Tensor scatter.src scatter.value scatter_add
    slice_scatter select_scatter index_put copy fill.Scalar
    full full_like arange arange.start arange.start_step zeros zeros_like ones ones_like
    empty.memory_format empty_like scalar_tensor rand_like randn_like
    _to_copy to.dtype type_as
    dropout native_dropout tril triu topk sort max_pool2d max_pool2d_with_indices avg_pool2d
    adaptive_avg_pool2d _adaptive_avg_pool2d
""".split()


def kind_of(real_type: str) -> str:
    """The dialect's name for a schema type: `Optional[List[int]]` -> `int[]?`."""
    match = re.fullmatch(r"Optional\[(.*)\]", real_type)
    if match:
        return kind_of(match.group(1)) + "?"
    match = re.fullmatch(r"List\[(.*)\]", real_type)
    if match:
        return kind_of(match.group(1)) + "[]"
    known = {"Tensor": "Tensor", "int": "int", "SymInt": "int", "float": "float", "bool": "bool",
             "number": "Scalar", "str": "str", "ScalarType": "ScalarType", "Layout": "Layout",
             "Device": "Device", "MemoryFormat": "MemoryFormat"}
    if real_type not in known:
        raise SystemExit(f"gen_torch_ops: unsupported schema type {real_type!r}")
    return known[real_type]


# Schemas give enum defaults as their integer codes (c10::MemoryFormat, c10::Layout).
ENUM_NAMES = {
    "MemoryFormat": ("contiguous_format", "preserve_format", "channels_last", "channels_last_3d"),
    "Layout": ("strided",),
}


def default_literal(kind: str, value: object) -> str:
    """Python source for a schema default (enums as their names, as the IR prints them)."""
    if kind.rstrip("?") in ENUM_NAMES and isinstance(value, int):
        return repr(ENUM_NAMES[kind.rstrip("?")][value])
    if value is None or isinstance(value, bool | int | float | str):
        return repr(value)
    if isinstance(value, list) and all(isinstance(v, int) for v in value):
        return repr(value)
    raise SystemExit(f"gen_torch_ops: unsupported schema default {value!r}")


def camel(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in name.split("_"))


def emit_op(overload: str) -> tuple[str, str, str]:
    """(class name, op name, class source) of one overload."""
    op, _, overload_name = overload.partition(".")
    schema = getattr(getattr(torch.ops.aten, op), overload_name or "default")._schema
    if schema.is_mutable:
        raise SystemExit(f"gen_torch_ops: {overload} mutates its arguments")
    args = []
    for arg in schema.arguments:
        kind = kind_of(str(arg.real_type))
        if arg.has_default_value():
            args.append(f"Arg({arg.name!r}, {kind!r}, {default_literal(kind, arg.default_value)})")
        else:
            args.append(f"Arg({arg.name!r}, {kind!r})")
    returns = [kind_of(str(r.real_type)) for r in schema.returns]
    # Integers (the sequence lengths of CUDA flash attention) are i64 results.
    if not returns or any(r not in ("Tensor", "Tensor[]", "int") for r in returns) or (
            "Tensor[]" in returns and len(returns) > 1) or returns[0] == "int":
        raise SystemExit(f"gen_torch_ops: {overload} must return tensors (and ints), got "
                         f"{returns}")
    packet = getattr(getattr(torch.ops.aten, op), overload_name or "default")
    random = torch.Tag.nondeterministic_seeded in packet.tags
    # `_adaptive_avg_pool2d` and `adaptive_avg_pool2d` are different ops: keep them apart.
    private = "Private" if op.startswith("_") else ""
    class_name = "Aten" + private + camel(op) + camel(overload_name) + "Op"
    op_name = f"torch.aten.{overload}"
    lines = [
        "",
        "",
        "@aten_op(",
        f"    {str(schema)!r},",
        *(f"    {a}," for a in args),
        f"    returns={tuple(returns)!r},",
        *(["    random=True,"] if random else []),
        ")",
        f"class {class_name}(TorchOp):",
        f"    name = {op_name!r}",
    ]
    return class_name, op_name, "\n".join(lines) + "\n"


def generate() -> str:
    header = (
        '"""ATen ops of the torch dialect. Generated, do not edit; regenerate with\n'
        "`.venv/bin/python scripts/gen_torch_ops.py` (list of overloads there).\n\n"
        f"Schemas from torch {torch.__version__.split('+')[0]}. Each class is data: the ATen\n"
        "schema and its argument spec; parsing, printing and verification live in\n"
        '`tcompile/dialects/torch.py`.\n"""\n\n'
        "from tcompile.dialects.torch import Arg, TorchOp, aten_op\n"
    )
    classes: dict[str, str] = {}
    bodies = []
    for overload in OVERLOADS:
        class_name, op_name, source = emit_op(overload)
        if class_name in classes:
            raise SystemExit(f"gen_torch_ops: {overload} and {classes[class_name]} would both "
                             f"be {class_name}")
        classes[class_name] = op_name
        bodies.append(source)
    table = ["\n\nTORCH_OPS: dict[str, type[TorchOp]] = {\n"]
    table += [f"    {op_name!r}: {class_name},\n" for class_name, op_name in classes.items()]
    table.append("}\n")
    return header + "".join(bodies) + "".join(table)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="exit 1 if the checked-in file differs from what would be generated")
    options = parser.parse_args()
    text = generate()
    if options.check:
        sys.exit(0 if OUTPUT.read_text() == text else 1)
    OUTPUT.write_text(text)


if __name__ == "__main__":
    main()

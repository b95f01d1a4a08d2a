"""`prim-channels-last`: 2-D convolutions run channels-last (NHWC), and so do the values
around them.

On a GPU, cuDNN's convolutions are faster on channels-last tensors (tensor-core kernels take
NHWC natively; for NCHW they transpose around the call), and ATen's pooling and the fused
pointwise kernels after a convolution are as fast in either layout. As Inductor's layout
optimization does on GPUs, this pass lays a convolution net's activations out channels-last:

- a convolution (`aten.convolution`, rank-4 input, not transposed, groups 1 or depthwise)
  takes its input and weight channels-last (`tc.operand_orders`; a value in another layout
  is copied once) and so returns its result (ATen picks the input's layout); so does a
  convolution's backward (grad_output, input, weight);
- an elementwise op with an operand of its own sizes laid out channels-last writes its result
  channels-last (BatchNorm's normalization, ReLU, the residual add), and an elementwise op
  whose result a convolution reads as input or weight is laid out channels-last too;
- another library call reading a channels-last rank-4 value (max pooling) returns
  channels-last rank-4 results, as ATen's kernels do.

Layouts are annotations (`tc.result_orders`, one array per result, empty for row-major):
convert-prim-to-loop allocates each buffer in its order and loops in it. Values stay what
they are, so a wrong guess costs a copy (`alloc.adopt`), never a wrong result. Function
results keep the layouts eager gives them. Grouped convolutions with more than one input
channel per group stay NCHW (cuDNN's NHWC grouped kernels can be many times slower), and a
graph without an eligible convolution is left alone.

Before:

    %y = prim.extern "aten.convolution" %x, %w, none {groups = 1 : i64, ...} : (!prim.tensor<[32, 64, 56, 56], f32>, ...) -> !prim.tensor<[32, 64, 56, 56], f32>
    %z = prim.maximum %y, %zero : ...

After:

    %y = prim.extern "aten.convolution" %x, %w, none {groups = 1 : i64, ..., tc.operand_orders = [array<i64: 0, 2, 3, 1>, array<i64: 0, 2, 3, 1>], tc.result_orders = [array<i64: 0, 2, 3, 1>]} : ...
    %z = prim.maximum %y, %zero {tc.result_orders = [array<i64: 0, 2, 3, 1>]} : ...

The pipelines run it for the Triton target (`prim-to-loop{channels_last=true}`); on the CPU
ATen's convolutions are not reliably faster in NHWC, and the pass is off.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, DictionaryAttr, ModuleOp, i64
from xdsl.dialects.func import FuncOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass

from tcompile.dialects import prim
from tcompile.dialects.torch import STRIDE_ORDER, from_attr
from tcompile.passes.prim_partition import SAVED

RESULT_ORDERS = "tc.result_orders"
"""Per result, the dims from outermost to innermost in storage (empty: row-major)."""
OPERAND_ORDERS = "tc.operand_orders"
"""Per tensor operand of a library call, the layout it must be given (empty: any)."""

NHWC = (0, 2, 3, 1)


def orders_attr(orders: Sequence[tuple[int, ...] | None]) -> ArrayAttr:
    return ArrayAttr([DenseArrayBase.from_list(i64, list(o or ())) for o in orders])


def read_orders(attr: ArrayAttr) -> list[tuple[int, ...] | None]:
    return [tuple(a.get_values()) or None for a in attr.data]  # type: ignore[attr-defined]


def is_channels_last_conv(op: Operation) -> bool:
    """A 2-D convolution cuDNN runs well channels-last: rank-4 input, not transposed,
    groups 1 or one input channel per group (depthwise)."""
    return isinstance(op, prim.ExternOp) and op.target.data == "aten.convolution" and \
        _nhwc_conv(op, op.inputs[0], op.inputs[1])


def is_channels_last_conv_backward(op: Operation) -> bool:
    """The backward of such a convolution (`aten.convolution_backward` of grad_output,
    input, weight), which cuDNN runs channels-last when its input is."""
    return isinstance(op, prim.ExternOp) and op.target.data == "aten.convolution_backward" \
        and len(op.operands) >= 3 and _nhwc_conv(op, op.operands[1], op.operands[2])


def _nhwc_conv(op: prim.ExternOp, x: SSAValue, w: SSAValue) -> bool:
    if not isinstance(x.type, prim.TensorType) or x.type.rank != 4 or \
            not isinstance(w.type, prim.TensorType):
        return False
    transposed, groups = (op.attributes.get(k) for k in ("transposed", "groups"))
    if transposed is not None and from_attr(transposed):
        return False
    return groups is None or from_attr(groups) == 1 or w.type.sizes[1] == 1


@dataclass(frozen=True)
class PrimChannelsLastPass(ModulePass):
    """Plan channels-last layouts around a function's 2-D convolutions (module docstring).

    Before: `%y = prim.extern "aten.convolution" %x, %w, none {groups = 1 : i64, ...}`,
            `%z = prim.maximum %y, %zero : ...`
    After:  the same ops with
            `tc.operand_orders = [array<i64: 0, 2, 3, 1>, array<i64: 0, 2, 3, 1>]`
            and `tc.result_orders = [array<i64: 0, 2, 3, 1>]` on the convolution, and
            `tc.result_orders = [array<i64: 0, 2, 3, 1>]` on the maximum.
    """

    name = "prim-channels-last"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for fn in op.walk():
            if isinstance(fn, FuncOp) and not fn.is_declaration:
                _plan(fn)


def _rank4(v: SSAValue) -> bool:
    return isinstance(v.type, prim.TensorType) and v.type.rank == 4


def _arg_orders(fn: FuncOp) -> list[tuple[int, ...] | None]:
    """Per argument, the layout its `tc.stride_order` attribute says it comes in."""
    attrs = fn.arg_attrs.data if fn.arg_attrs is not None else [None] * len(fn.args)
    return [tuple(a.data[STRIDE_ORDER].get_values())  # type: ignore[attr-defined]
            if a is not None and STRIDE_ORDER in a.data else None for a in attrs]


def _plan(fn: FuncOp) -> None:
    ops = list(fn.body.block.ops)
    convs = [o for o in ops if is_channels_last_conv(o)]
    backs = [o for o in ops if is_channels_last_conv_backward(o)]
    # a training graph's backward: the forward saved these values channels-last
    given = [a for a, order in zip(fn.args, _arg_orders(fn), strict=True) if order == NHWC]
    if not (convs or backs or given) or any(
            not e.is_Integer for c in convs + backs for v in (*c.operands, *c.results)
            for e in v.type.sizes):
        return  # symbolic sizes: left row-major, as Inductor does
    nhwc: set[SSAValue] = set(given)
    # The values convolutions (and their backwards: grad_output, input, weight) read,
    # computed here by elementwise ops (a weight with BatchNorm folded in): laid out for them.
    for conv in convs + backs:
        for x in conv.operands[:2] if conv in convs else conv.operands[:3]:
            if isinstance(x.owner, prim.POINTWISE_OPS) and _rank4(x):
                nhwc.add(x)
    for o in ops:  # forwards, in program order: an operand's layout is known before its use
        if o in convs:
            nhwc.add(o.results[0])
        elif o in backs:  # grad_input as its input; grad_weight in ATen's natural layout
            nhwc.add(o.results[0])
        elif isinstance(o, prim.POINTWISE_OPS) and _rank4(o.results[0]):
            sizes = o.results[0].type.sizes
            if any(v in nhwc and v.type.sizes == sizes for v in o.operands):
                nhwc.add(o.results[0])
        elif isinstance(o, prim.ExternOp) and o.inputs and o.inputs[0] in nhwc:
            nhwc.update(r for r in o.results if _rank4(r))
    for o in ops:
        if any(r in nhwc for r in o.results):
            o.attributes[RESULT_ORDERS] = orders_attr(
                [NHWC if r in nhwc else None for r in o.results])
    # The weight too: cuDNN copies a row-major weight to channels-last in each call (an
    # ATen clone, 40 us of CPU a call on the H100 machines); as a function argument, the
    # copies of all weights run as one launch (convert-prim-to-loop, loop-combo).
    for conv in convs:
        conv.attributes[OPERAND_ORDERS] = orders_attr(
            [NHWC if i < 2 and _rank4(conv.operands[i]) else None
             for i in range(len(conv.operands))])
    for back in backs:
        back.attributes[OPERAND_ORDERS] = orders_attr(
            [NHWC if i < 3 and _rank4(back.operands[i]) else None
             for i in range(len(back.operands))])
    _saved_channels_last(fn, nhwc)


def _saved_channels_last(fn: FuncOp, nhwc: set[SSAValue]) -> None:
    """A training graph's forward (`tc.saved` values after its outputs, see prim-partition)
    returns the values it saves for the backward in the layout it computed them in:
    channels-last ones stay channels-last (`tc.stride_order` on the result), and the
    compiler tells the backward's arguments so (`tc.stride_order` on them), instead of a
    copy to row-major after the forward and one back before each convolution's backward."""
    if SAVED not in fn.attributes:
        return
    saved = fn.attributes[SAVED].value.data  # type: ignore[attr-defined]
    ret = fn.body.block.last_op
    assert ret is not None
    results = list(ret.operands)
    attrs = [dict(a.data) for a in fn.res_attrs.data] if fn.res_attrs is not None else \
        [{} for _ in results]
    changed = False
    for k in range(len(results) - saved, len(results)):
        if results[k] in nhwc and _rank4(results[k]):
            attrs[k][STRIDE_ORDER] = DenseArrayBase.from_list(i64, list(NHWC))
            changed = True
    if changed:
        fn.res_attrs = ArrayAttr([DictionaryAttr(a) for a in attrs])

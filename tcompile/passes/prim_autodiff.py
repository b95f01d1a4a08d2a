"""prim-autodiff: reverse-mode differentiation of a prim function into a joint graph.

The job AOTAutograd does for torch.compile, done here on our own IR: the function's
arguments marked `tc.requires_grad` are differentiated; each floating-point result that
depends on one of them gets a tangent argument (`tc.tangent`: the gradient flowing into that
result), and the function returns its results followed by the gradient of each marked
argument, in argument order. Walking the ops backwards, each op's derivative rule
(`tcompile.passes.derivatives`) turns the gradients of its results into gradients of its
operands, which accumulate with `prim.add`. Everything stays prim: the backward ops lower,
fuse and compile like the forward's. `prim-partition` then splits the joint function into a
forward and a backward.

The pass's docstring (`PrimAutodiffPass`) shows a function before and after.

A function with an op that has no derivative rule is refused with `NoDerivative` naming the
op (the compiler then differentiates the graph's eager replay instead, and says so).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    FloatAttr,
    FunctionType,
    IntegerAttr,
    ModuleOp,
    i64,
)
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass

from tcompile.dialects import prim
from tcompile.dialects.prim import NON_DIFFERENTIABLE, TensorType, element_kind

REQUIRES_GRAD = "tc.requires_grad"
"""Argument attribute: differentiate the function with respect to this argument."""
TANGENT = "tc.tangent"
"""Argument attribute of the joint function: the gradient flowing into result i
(`{tc.tangent = i}`)."""
PRIMAL_OUTPUTS = "tc.primal_outputs"
"""Function attribute of the joint function: how many of its results are the original ones
(the gradients follow)."""
GRAD_REACHES = "tc.grad_reaches"
"""Result attribute of the function being differentiated: the result requires grad in
eager, and its gradient reaches these arguments (by index) through autograd's graph (the
frontend reads both off the capture). Such a result gets a tangent even where no rule leads
to it (a zero derivative: `sign`, a fill, `x ** 0`, whose prim form goes through booleans or
constants), and each of those arguments that no rule gives a gradient gets zeros, not None:
what eager's backward gives. Removed from the joint function's results."""
GRAD_INPUTS = "tc.grad_inputs"
"""Function attribute of the joint function: the arguments whose gradients it returns, by
index (the `tc.requires_grad` arguments that any result depends on: an argument no result
depends on gets no gradient, None in torch, not zeros)."""


SCATTERS = ("aten.index_add", "aten.scatter_add")
"""Library calls `op(self, dim, index, src)` that return `self` with `src` added at `index`:
a gradient that is one of them into zeros accumulates by adding into the other gradient."""


def _is_zeros(value: SSAValue) -> bool:
    op = value.owner
    return isinstance(op, prim.FullOp) and isinstance(op.value, FloatAttr | IntegerAttr) and \
        op.value.value.data == 0


class NoDerivative(Exception):
    """The function uses an op that has no derivative rule (or a form of it that the rule
    does not cover)."""


def differentiable(value: SSAValue) -> bool:
    t = value.type
    return isinstance(t, TensorType) and element_kind(t.element_type) == "float"


class Diff:
    """What a derivative rule builds with: prim ops inserted before the function's return."""

    def __init__(self, ret: Operation, active: set[SSAValue] | None = None):
        self.ret = ret
        self.created: list[Operation] = []
        # The values a gradient flows to: a rule may skip the others' (a library call that
        # computes several gradients at once is asked only for these).
        self.active: set[SSAValue] = active if active is not None else set()

    def emit(self, op: Operation) -> SSAValue:
        block = self.ret.parent_block()
        assert block is not None
        block.insert_op_before(op, self.ret)
        self.created.append(op)
        return op.results[0]

    def erase_unused(self) -> None:
        """Erase what the rules built that nothing reads (the gradient of an operand that
        needs none: rules compute every operand's)."""
        for op in reversed(self.created):
            if all(not r.uses for r in op.results):
                op.detach()
                op.erase()

    def emit_all(self, op: Operation) -> list[SSAValue]:
        self.emit(op)
        return list(op.results)

    # ---- helpers ----------------------------------------------------------------------------
    def full(self, value: float, t: TensorType) -> SSAValue:
        return self.emit(prim.FullOp(float(value), t))

    def like(self, value: float, x: SSAValue) -> SSAValue:
        return self.full(value, x.type)

    def add(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.emit(prim.AddOp(a, b))

    def accumulate(self, a: SSAValue, b: SSAValue) -> SSAValue:
        """`a + b` for two gradients of one value. Where one is a scatter into zeros (the
        gradient of an embedding lookup or a gather: `index_add(zeros, dim, index, g)`),
        the scatter adds into the other instead: a tied embedding's gradient (GPT-2's word
        embedding is its LM head's weight) is then its GEMM gradient with the lookup's rows
        added, not a 154 MB buffer of zeros, its scatter and a kernel summing the two."""
        for scatter, other in ((b, a), (a, b)):
            op = scatter.owner
            if isinstance(op, prim.ExternOp) and op.target.data in SCATTERS and \
                    op in self.created and not scatter.uses and _is_zeros(op.inputs[0]) and \
                    other.type == scatter.type:
                return self.emit(prim.ExternOp(op.target.data, [other, *op.inputs[1:]],
                                               [scatter.type], dict(op.attributes)))
        return self.add(a, b)

    def sub(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.emit(prim.SubOp(a, b))

    def mul(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.emit(prim.MulOp(a, b))

    def div(self, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.emit(prim.DivOp(a, b))

    def neg(self, a: SSAValue) -> SSAValue:
        return self.emit(prim.NegOp(a))

    def scale(self, a: SSAValue, c: float) -> SSAValue:
        return a if c == 1 else self.mul(a, self.like(c, a))

    def where(self, c: SSAValue, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.emit(prim.WhereOp(c, a, b))

    def zeros_where(self, c: SSAValue, g: SSAValue) -> SSAValue:
        """`g` where `c` is false, 0 where it is true."""
        return self.where(c, self.like(0.0, g), g)

    def convert(self, a: SSAValue, element_type) -> SSAValue:
        if a.type.element_type == element_type:
            return a
        return self.emit(prim.ConvertElementTypeOp(a, element_type))

    def reshape(self, a: SSAValue, t: TensorType) -> SSAValue:
        if prim.shapes_equal(a.type.sizes, t.sizes):
            return a
        return self.emit(prim.ReshapeOp(a, a.type.with_(shape=t.sizes)))

    def transpose(self, a: SSAValue, perm: list[int]) -> SSAValue:
        """`a` transposed, simplified: a transpose of a transpose composes (to nothing when
        they cancel), and the transpose of a product this pass made, `(A B)^T`, is the
        product `B^T A^T` (a weight's gradient is computed in its own layout, not computed
        transposed and copied back)."""
        if perm == sorted(perm):
            return a
        owner = a.owner
        if isinstance(owner, prim.TransposeOp):
            inner = list(owner.perm.get_values())
            return self.transpose(owner.input, [inner[p] for p in perm])
        if (isinstance(owner, prim.ExternOp) and owner in self.created and not a.uses
                and owner.target.data in ("aten.mm", "aten.bmm")
                and perm == [*range(len(perm) - 2), len(perm) - 1, len(perm) - 2]):
            lhs, rhs = owner.operands
            product = prim.ExternOp(owner.target.data,
                                    [self.transpose(rhs, perm), self.transpose(lhs, perm)],
                                    [a.type.with_(shape=[a.type.sizes[p] for p in perm])])
            self.created.remove(owner)
            owner.detach()
            owner.erase()
            return self.emit(product)
        return self.emit(prim.TransposeOp(a, perm))

    def sum(self, a: SSAValue, dims: list[int]) -> SSAValue:
        return self.emit(prim.SumOp(a, dims)) if dims else a

    def broadcast(self, a: SSAValue, t: TensorType, dims: list[int]) -> SSAValue:
        if prim.shapes_equal(a.type.sizes, t.sizes):
            return a
        return self.emit(prim.BroadcastInDimOp(a, t.with_(element_type=a.type.element_type),
                                               dims))

    def count(self, x: SSAValue, dims: list[int], like: SSAValue) -> SSAValue:
        """The number of elements `dims` of `x` span, as a tensor like `like`."""
        n = 1
        for d in dims:
            n = n * x.type.sizes[d]
        if getattr(n, "is_number", True):
            return self.like(float(n), like)
        return self.convert(self.emit(prim.FullOp(n, like.type.with_(element_type=i64))),
                            like.type.element_type)

    def sum_to(self, g: SSAValue, t: TensorType) -> SSAValue:
        """`g` summed over the dims torch's right-aligned broadcasting added or expanded to
        make `t`'s shape into `g`'s."""
        gt = g.type
        offset = gt.rank - t.rank
        dims = list(range(offset))
        dims += [offset + i for i, n in enumerate(t.sizes)
                 if n == 1 and not prim.sizes_equal(gt.sizes[offset + i], 1)]
        return self.reshape(self.sum(g, dims), t)


@dataclass(frozen=True)
class PrimAutodiffPass(ModulePass):
    """Differentiate each function with respect to its `tc.requires_grad` arguments into a
    joint function: results, then gradients (see the module docstring).

    Before:

        func.func @f(%x: !prim.tensor<[4], f32> {tc.requires_grad}) -> !prim.tensor<[4], f32> {
          %y = prim.exp %x : !prim.tensor<[4], f32>
          func.return %y : !prim.tensor<[4], f32>
        }

    After:

        func.func @f(%x: ... {tc.requires_grad}, %t: !prim.tensor<[4], f32> {tc.tangent = 0})
            -> (...) attributes {tc.grad_inputs = array<i64: 0>, tc.primal_outputs = 1} {
          %y = prim.exp %x : !prim.tensor<[4], f32>
          %g = prim.mul %t, %y : !prim.tensor<[4], f32>
          func.return %y, %g : ...
        }
    """

    name = "prim-autodiff"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for fn in [f for f in op.walk() if isinstance(f, func.FuncOp)]:
            if fn.body.blocks:
                differentiate(fn)


def arg_attrs(fn: func.FuncOp) -> list[dict]:
    """Each argument's attributes as a dict (empty where the function has none)."""
    n = len(fn.body.block.args)
    if fn.arg_attrs is None:
        return [{} for _ in range(n)]
    return [dict(a.data) for a in fn.arg_attrs.data]


def _name(op: Operation) -> str:
    return op.target.data if isinstance(op, prim.ExternOp) else op.name


def _is_complex(value: SSAValue) -> bool:
    t = value.type
    return isinstance(t, TensorType) and element_kind(t.element_type) == "complex"


def differentiate(fn: func.FuncOp) -> None:
    """Turn `fn` into its joint function (module docstring); NoDerivative if it cannot."""
    from tcompile.passes.derivatives import rule_of

    block = fn.body.block
    attrs = arg_attrs(fn)
    wrt = [i for i, a in enumerate(attrs) if REQUIRES_GRAD in a]
    if not wrt:
        raise NoDerivative(f"@{fn.sym_name.data}: no argument is marked {REQUIRES_GRAD}")
    ret = block.last_op
    assert isinstance(ret, func.ReturnOp)
    outputs = list(ret.operands)

    # Values that depend on a differentiated argument, through floating-point values. A
    # gradient that would flow through complex values (an FFT between a real input and a
    # real output) has no rules here: refused, or the output would silently get none.
    active: set[SSAValue] = {block.args[i] for i in wrt if differentiable(block.args[i])}
    complex_active: set[SSAValue] = set()
    ops = [o for o in block.ops if o is not ret]
    for o in ops:
        if NON_DIFFERENTIABLE in o.attributes:
            continue
        through_complex = any(v in complex_active for v in o.operands)
        if not through_complex and not any(v in active for v in o.operands):
            continue
        for r in o.results:
            if differentiable(r):
                if through_complex:
                    raise NoDerivative(f"a gradient through complex values ({_name(o)})")
                active.add(r)
            elif _is_complex(r):
                complex_active.add(r)
    if any(v in complex_active for v in outputs):
        raise NoDerivative("a complex output that depends on an input that requires grad")

    grads: dict[SSAValue, SSAValue] = {}
    d = Diff(ret, active)

    def accumulate(v: SSAValue, g: SSAValue) -> None:
        if g.type != v.type:
            raise NoDerivative(f"a derivative rule gave {g.type} for a value of type {v.type}")
        grads[v] = d.accumulate(grads[v], g) if v in grads else g

    res = [dict(a.data) for a in fn.res_attrs.data] if fn.res_attrs is not None else \
        [{} for _ in outputs]
    reaches = {i: list(r.pop(GRAD_REACHES).get_values()) for i, r in enumerate(res)
               if GRAD_REACHES in r}
    for i, out in enumerate(outputs):
        if out in active or (i in reaches and differentiable(out)):
            t = block.insert_arg(out.type, len(block.args))
            attrs.append({TANGENT: IntegerAttr(i, i64)})
            if out in active:
                accumulate(out, t)

    for o in reversed(ops):
        outs = [grads.get(r) if r in active else None for r in o.results]
        if all(g is None for g in outs):
            continue
        rule = rule_of(o)
        if rule is None:
            raise NoDerivative(f"no derivative rule for {_name(o)}")
        ins = rule(d, o, outs)
        for v, g in zip(o.operands, ins, strict=True):
            if g is not None and v in active:
                accumulate(v, g)

    for i in sorted({k for ks in reaches.values() for k in ks}):
        arg = block.args[i]
        if i in wrt and arg not in grads and differentiable(arg):
            grads[arg] = d.like(0.0, arg)  # reached through zero derivatives only
    has_grad = [i for i in wrt if block.args[i] in grads]
    results = [grads[block.args[i]] for i in has_grad]
    new_ret = func.ReturnOp(*outputs, *results)
    block.insert_op_before(new_ret, ret)
    ret.detach()
    ret.erase()
    d.erase_unused()
    fn.function_type = FunctionType.from_lists([a.type for a in block.args],
                                               [v.type for v in new_ret.operands])
    fn.arg_attrs = ArrayAttr([DictionaryAttr(a) for a in attrs])
    if fn.res_attrs is not None:  # the primal outputs keep theirs (layouts, new_value_of)
        fn.res_attrs = ArrayAttr([*(DictionaryAttr(r) for r in res),
                                  *(DictionaryAttr({}) for _ in results)])
    fn.attributes[PRIMAL_OUTPUTS] = IntegerAttr(len(outputs), i64)
    fn.attributes[GRAD_INPUTS] = DenseArrayBase.from_list(i64, has_grad)

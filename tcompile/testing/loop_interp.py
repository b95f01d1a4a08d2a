"""A reference interpreter for the loop dialect: the meaning of lowered IR, checked against
eager PyTorch in tests.

Each `loop.kernel` is evaluated at once over its whole iteration space with torch tensors:
variable `p_k` (or `r_k`) is an `arange` laid along axis k of a grid of all the kernel's
variables, every scalar op becomes the same elementwise torch op on tensors that broadcast over
that grid, `loop.reduce` reduces over the `r*` axes (keeping them as size 1), and loads/stores
gather from and scatter into flat storage. A `loop.fused` runs its kernels in order, which is
its meaning (codegen may keep internal buffers in registers, but must compute the same thing).

Slow for big sizes, exact for small ones, and independent of codegen.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import sympy
import torch
from xdsl.dialects import arith, func
from xdsl.dialects import math as xmath
from xdsl.dialects.builtin import FloatAttr, IntegerAttr, ModuleOp
from xdsl.ir import Operation, SSAValue

from tcompile.dialects import loop, sym
from tcompile.dialects.torch_ops import TORCH_OPS
from tcompile.testing.torch_interp import bind_sizes, call_aten, concrete, torch_dtype


class Storage:
    """A buffer at run time: flat storage plus the layout of its type."""

    def __init__(self, flat: torch.Tensor, offset: int = 0):
        self.flat = flat
        self.offset = offset


def eval_index(expr: sympy.Expr, env: Mapping[sympy.Symbol, Any]) -> Any:
    """Evaluate an integer index expression over tensors (or ints) bound to its symbols."""
    return sym.eval_index(expr, env, _minimum, _maximum)


def _minimum(a: Any, b: Any) -> torch.Tensor:
    return torch.minimum(torch.as_tensor(a), torch.as_tensor(b))


def _maximum(a: Any, b: Any) -> torch.Tensor:
    return torch.maximum(torch.as_tensor(a), torch.as_tensor(b))


def _const(op: arith.ConstantOp) -> torch.Tensor:
    value = op.value
    dtype = torch_dtype(op.result.type)
    if isinstance(value, FloatAttr):
        return torch.tensor(value.value.data, dtype=dtype)
    if isinstance(value, IntegerAttr):
        v = value.value.data
        return torch.tensor(bool(v) if dtype == torch.bool else v, dtype=dtype)
    raise NotImplementedError(f"arith.constant {value}")


_COMPARE = {"eq": torch.eq, "ne": torch.ne, "lt": torch.lt, "le": torch.le,
            "gt": torch.gt, "ge": torch.ge}
# arith.cmpf predicates by number: ordered (o*) are false on NaN, unordered (u*) true.
_CMPF = {0: "false", 1: "oeq", 2: "ogt", 3: "oge", 4: "olt", 5: "ole", 6: "one", 7: "ord",
         8: "ueq", 9: "ugt", 10: "uge", 11: "ult", 12: "ule", 13: "une", 14: "uno", 15: "true"}
# arith.cmpi predicates by number; signedness is carried by the tensors' dtypes.
_CMPI = {0: "eq", 1: "ne", 2: "lt", 3: "le", 4: "gt", 5: "ge",
         6: "lt", 7: "le", 8: "gt", 9: "ge"}


def _cmpf(predicate: str, a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    nan = a.isnan() | b.isnan()
    if predicate in ("false", "true"):
        return torch.full_like(nan, predicate == "true")
    if predicate in ("ord", "uno"):
        return ~nan if predicate == "ord" else nan
    result = _COMPARE[predicate[1:]](a, b)
    return result | nan if predicate[0] == "u" else result & ~nan


def _cast(dtype_of: Callable[[Operation], torch.dtype]):
    return lambda op, a: a.to(dtype_of(op))


def _result_dtype(op: Operation) -> torch.dtype:
    return torch_dtype(op.results[0].type)


# Scalar ops: op class -> f(op, *operand values).
SCALAR_OPS: dict[type[Operation], Callable[..., torch.Tensor]] = {
    arith.AddfOp: lambda op, a, b: a + b, arith.AddiOp: lambda op, a, b: a + b,
    arith.SubfOp: lambda op, a, b: a - b, arith.SubiOp: lambda op, a, b: a - b,
    arith.MulfOp: lambda op, a, b: a * b, arith.MuliOp: lambda op, a, b: a * b,
    arith.DivfOp: lambda op, a, b: a / b,
    arith.DivSIOp: lambda op, a, b: torch.div(a, b, rounding_mode="trunc"),
    arith.RemSIOp: lambda op, a, b: torch.fmod(a, b),
    arith.NegfOp: lambda op, a: -a,
    arith.MaximumfOp: lambda op, a, b: torch.maximum(a, b),
    arith.MinimumfOp: lambda op, a, b: torch.minimum(a, b),
    arith.MaxSIOp: lambda op, a, b: torch.maximum(a, b),
    arith.MinSIOp: lambda op, a, b: torch.minimum(a, b),
    arith.AndIOp: lambda op, a, b: a & b, arith.OrIOp: lambda op, a, b: a | b,
    arith.XOrIOp: lambda op, a, b: a ^ b,
    arith.ShLIOp: lambda op, a, b: a << b, arith.ShRSIOp: lambda op, a, b: a >> b,
    arith.SelectOp: lambda op, c, a, b: torch.where(c, a, b),
    arith.CmpfOp: lambda op, a, b: _cmpf(_CMPF[op.predicate.value.data], a, b),
    arith.CmpiOp: lambda op, a, b: _COMPARE[_CMPI[op.predicate.value.data]](a, b),
    arith.ExtFOp: _cast(_result_dtype), arith.TruncFOp: _cast(_result_dtype),
    arith.ExtSIOp: _cast(_result_dtype), arith.TruncIOp: _cast(_result_dtype),
    arith.SIToFPOp: _cast(_result_dtype), arith.FPToSIOp: lambda op, a: a.trunc().to(
        _result_dtype(op)),
    arith.UIToFPOp: _cast(_result_dtype), arith.IndexCastOp: _cast(_result_dtype),
    arith.ExtUIOp: lambda op, a: a.to(_result_dtype(op)),
    arith.BitcastOp: lambda op, a: a.view(_result_dtype(op)),
    xmath.ExpOp: lambda op, a: torch.exp(a), xmath.LogOp: lambda op, a: torch.log(a),
    xmath.SqrtOp: lambda op, a: torch.sqrt(a), xmath.RsqrtOp: lambda op, a: torch.rsqrt(a),
    xmath.SinOp: lambda op, a: torch.sin(a), xmath.CosOp: lambda op, a: torch.cos(a),
    xmath.TanOp: lambda op, a: torch.tan(a), xmath.TanhOp: lambda op, a: torch.tanh(a),
    xmath.SinhOp: lambda op, a: torch.sinh(a), xmath.CoshOp: lambda op, a: torch.cosh(a),
    xmath.AsinOp: lambda op, a: torch.asin(a), xmath.AcosOp: lambda op, a: torch.acos(a),
    xmath.AtanOp: lambda op, a: torch.atan(a), xmath.ErfOp: lambda op, a: torch.erf(a),
    xmath.AbsFOp: lambda op, a: torch.abs(a), xmath.AbsIOp: lambda op, a: torch.abs(a),
    xmath.FloorOp: lambda op, a: torch.floor(a), xmath.CeilOp: lambda op, a: torch.ceil(a),
    xmath.TruncOp: lambda op, a: torch.trunc(a),
    xmath.RoundEvenOp: lambda op, a: torch.round(a),
    xmath.RoundOp: lambda op, a: torch.sign(a) * torch.floor(torch.abs(a) + 0.5),
    xmath.PowFOp: lambda op, a, b: torch.pow(a, b), xmath.IPowIOp: lambda op, a, b: a ** b,
    xmath.FmaOp: lambda op, a, b, c: a * b + c,
    xmath.Exp2Op: lambda op, a: torch.exp2(a), xmath.ExpM1Op: lambda op, a: torch.expm1(a),
    xmath.Log2Op: lambda op, a: torch.log2(a), xmath.Log10Op: lambda op, a: torch.log10(a),
    xmath.Log1pOp: lambda op, a: torch.log1p(a), xmath.Atan2Op: lambda op, a, b: torch.atan2(a, b),
}


class KernelRun:
    """The evaluation of one kernel over its grid."""

    def __init__(self, kernel: loop.KernelOp, buffers: dict[SSAValue, Storage],
                 sizes: Mapping[sympy.Symbol, int]):
        self.buffers = buffers
        variables = kernel.ranges + kernel.reduce_ranges
        self.rank = len(variables)
        self.reduce_axes = tuple(range(len(kernel.ranges), self.rank))
        self.env: dict[sympy.Symbol, Any] = dict(sizes)
        for axis, (var, extent) in enumerate(variables):
            shape = [1] * self.rank
            shape[axis] = -1
            self.env[var] = torch.arange(int(extent.subs(sizes))).view(shape)
        self.grid = [int(extent.subs(sizes)) for _, extent in variables]
        self.values: dict[SSAValue, torch.Tensor] = {}
        for op in kernel.body.block.ops:
            self.step(op)

    def index(self, expr: sympy.Expr, extra: Mapping[sympy.Symbol, Any] = {}) -> torch.Tensor:
        value = eval_index(expr, {**self.env, **extra})
        return torch.as_tensor(value, dtype=torch.int64)

    def step(self, op: Operation) -> None:
        v = self.values
        if isinstance(op, loop.LoadOp):
            storage = self.buffers[op.buffer]
            extra = {s: v[i] for s, i in zip(op.indirect_symbols, op.indirect, strict=True)}
            idx = self.index(op.index.data, extra) + storage.offset
            if op.mask is not None:
                mask = v[op.mask]
                idx = torch.where(mask, idx, torch.zeros_like(idx))
                loaded = storage.flat[idx]
                other = torch.tensor(op.other.value.data, dtype=loaded.dtype)
                v[op.result] = torch.where(mask, loaded, other)
            else:
                v[op.result] = storage.flat[idx]
        elif isinstance(op, loop.StoreOp):
            storage = self.buffers[op.buffer]
            idx = self.index(op.index.data) + storage.offset
            value = v[op.value]
            shape = torch.broadcast_shapes(idx.shape, value.shape)
            storage.flat[idx.expand(shape).reshape(-1)] = value.expand(shape).reshape(-1).to(
                storage.flat.dtype)
        elif isinstance(op, loop.IndexOp):
            v[op.result] = self.index(op.expr.data).to(torch_dtype(op.result.type))
        elif isinstance(op, loop.ReduceOp):
            outs = self.reduce(op.kind.data, [v[i] for i in op.inputs])
            for r, out in zip(op.outputs, outs, strict=True):
                v[r] = out.to(torch_dtype(r.type))
        elif isinstance(op, arith.ConstantOp):
            v[op.result] = _const(op)
        elif type(op) in SCALAR_OPS:
            out = SCALAR_OPS[type(op)](op, *[v[o] for o in op.operands])
            v[op.results[0]] = out.to(torch_dtype(op.results[0].type))
        else:
            raise NotImplementedError(f"loop interpreter: no semantics for {op.name}")

    def full(self, t: torch.Tensor) -> torch.Tensor:
        return t.expand(self.grid)

    def reduce(self, kind: str, inputs: list[torch.Tensor]) -> list[torch.Tensor]:
        axes = self.reduce_axes
        x = self.full(inputs[0])
        # Flatten the reduce axes into one trailing axis, keep the others.
        kept = x.shape[: len(x.shape) - len(axes)]
        flat = x.reshape(*kept, -1)

        def keep(t: torch.Tensor) -> torch.Tensor:
            return t.reshape(*kept, *([1] * len(axes)))

        match kind:
            case "sum":
                return [keep(flat.sum(-1))]
            case "prod":
                return [keep(flat.prod(-1))]
            case "max":
                return [keep(flat.amax(-1))]
            case "min":
                return [keep(flat.amin(-1))]
            case "any":
                return [keep(flat.bool().any(-1))]
            case "xor_sum":
                out = flat[..., 0]
                for k in range(1, flat.shape[-1]):
                    out = out ^ flat[..., k]
                return [keep(out)]
            case "argmax" | "argmin":
                pick = flat.argmax(-1) if kind == "argmax" else flat.argmin(-1)
                idx = self.full(inputs[1]).reshape(*kept, -1)
                return [keep(idx.gather(-1, pick.unsqueeze(-1)).squeeze(-1))]
            case "welford":
                f = flat.double()
                mean = f.mean(-1)
                m2 = ((f - mean.unsqueeze(-1)) ** 2).sum(-1)
                weight = torch.full_like(mean, flat.shape[-1])
                return [keep(mean), keep(m2), keep(weight)]
            case "welford_combine":
                means, m2s, weights = (self.full(t).reshape(*kept, -1).double() for t in inputs)
                weight = weights.sum(-1)
                mean = (means * weights).sum(-1) / weight
                m2 = (m2s + weights * (means - mean.unsqueeze(-1)) ** 2).sum(-1)
                return [keep(mean), keep(m2), keep(weight)]
            case "online_softmax":
                m = flat.amax(-1)
                s = torch.exp(flat - m.unsqueeze(-1)).sum(-1)
                return [keep(m), keep(s)]
        raise NotImplementedError(f"loop.reduce {kind}")


def _numel(t: loop.BufferType, sizes: Mapping[sympy.Symbol, int]) -> int:
    return math.prod(int(s.subs(sizes)) for s in t.sizes)


def as_tensor(storage: Storage, t: loop.BufferType, sizes: Mapping[sympy.Symbol, int]
              ) -> torch.Tensor:
    return torch.as_strided(storage.flat, [int(s.subs(sizes)) for s in t.sizes],
                            [int(s.subs(sizes)) for s in t.strides], storage.offset)


def run_loop_function(module: ModuleOp, inputs: Sequence[torch.Tensor],
                      name: str | None = None) -> list[torch.Tensor]:
    """Evaluate function `name` (default: the first) of a loop-dialect module."""
    fn = next(op for op in module.walk()
              if isinstance(op, func.FuncOp) and name in (None, op.sym_name.data))
    sizes = bind_sizes([a.type for a in fn.args], inputs)
    buffers: dict[SSAValue, Storage] = {}
    for arg, x in zip(fn.args, inputs, strict=True):
        t = arg.type
        flat = torch.empty(_storage_size(t, sizes), dtype=x.dtype)
        view = torch.as_strided(flat, x.shape, [int(s.subs(sizes)) for s in t.strides])
        view.copy_(x)
        buffers[arg] = Storage(flat)

    def run(op: Operation) -> None:
        if isinstance(op, loop.AllocOp):
            t = op.result.type
            # NaN-filled, so a kernel that reads what nothing wrote shows up in the results.
            fill = float("nan") if t.element_type.name.startswith(("f", "bf")) else 0
            dtype = torch_dtype(t.element_type)
            buffers[op.result] = Storage(torch.full((_numel(t, sizes),), fill, dtype=dtype))
        elif isinstance(op, loop.ViewOp):
            base = buffers[op.source]
            buffers[op.result] = Storage(base.flat, base.offset + int(op.offset.data.subs(sizes)))
        elif isinstance(op, loop.KernelOp):
            KernelRun(op, buffers, sizes)
        elif isinstance(op, loop.FusedOp):
            for k in op.kernels:
                KernelRun(k, buffers, sizes)
        elif isinstance(op, loop.ComboOp):  # independent members: in any order
            for member in op.members:
                for k in [member] if isinstance(member, loop.KernelOp) else member.kernels:
                    KernelRun(k, buffers, sizes)
        elif isinstance(op, loop.ExternOp):
            run_extern(op, buffers, sizes)
        else:
            raise NotImplementedError(f"loop interpreter: no semantics for {op.name}")

    for op in fn.body.block.ops:
        if isinstance(op, func.ReturnOp):
            return [as_tensor(buffers[v], v.type, sizes).clone() for v in op.arguments]
        run(op)
    raise ValueError(f"function {fn.sym_name.data} has no func.return")


def _storage_size(t: loop.BufferType, sizes: Mapping[sympy.Symbol, int]) -> int:
    dims = [int(s.subs(sizes)) for s in t.sizes]
    if 0 in dims:
        return 0
    return 1 + sum((d - 1) * int(st.subs(sizes)) for d, st in zip(dims, t.strides, strict=True))


def run_extern(op: loop.ExternOp, buffers: dict[SSAValue, Storage],
               sizes: Mapping[sympy.Symbol, int]) -> None:
    cls = TORCH_OPS["torch." + op.callee.data]
    absent = set(op.attributes["absent"].get_values()) if "absent" in op.attributes else set()
    ins = iter(op.ins)
    tensors = []
    for k in range(len(cls.tensor_args())):
        if k in absent:
            tensors.append(None)
        else:
            v = next(ins)
            tensors.append(as_tensor(buffers[v], v.type, sizes))
    from tcompile.dialects.torch import from_attr

    props = {k: concrete(from_attr(a), sizes) for k, a in op.attributes.items() if k != "absent"}
    results = call_aten(op.callee.data, cls.ARGS, tensors, props)
    for out, value in zip(op.outs, results, strict=True):
        as_tensor(buffers[out], out.type, sizes).copy_(value)

"""The generated Python wrapper of one graph: the host code around the kernels.

`generate_wrapper` turns a loop-dialect function into the source of a Python module whose
`call(*inputs)` binds the size symbols from the input shapes, brings inputs to the layout the
kernels were compiled for, allocates buffers (through the runtime's caching allocator), runs
each kernel launch and extern call in program order, frees buffers after their last use and
returns the outputs with the sizes, strides and dtypes of the IR's result types. The module
imports only torch, the kernels' runtime and `tcompile.runtime`, never xDSL, so a cached graph
loads without the compiler.
"""

from __future__ import annotations

import keyword
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import sympy
import torch
from xdsl.dialects import func
from xdsl.ir import Operation, SSAValue

from tcompile.codegen.common import GeneratedKernels
from tcompile.codegen.printer import pyexpr
from tcompile.codegen.schedule import (
    CodegenError,
    GemmSchedule,
    KernelSchedule,
    schedule_gemm,
    schedule_kernel,
)
from tcompile.dialects import loop
from tcompile.dialects.prim import EXTERN_LISTS
from tcompile.dialects.torch import REQUIRED, TORCH_DTYPE_NAMES, from_attr, op_class
from tcompile.runtime.alloc import SMALL_BYTES

DTYPES = {name: f"torch.{dtype}" for name, dtype in TORCH_DTYPE_NAMES.items()}
# An argument attribute: the strides a caller guarantees the argument has (the frontend's
# guards check them before every call), whose restride check the wrapper leaves out.
GUARDED_STRIDES = "tc.guarded_strides"
_RESERVED = {"torch", "call", "device", "alloc", "math", "triton", "tl", "pathlib", "cpu"}


def _static_bytes(sizes: tuple[sympy.Expr, ...], strides: tuple[sympy.Expr, ...],
                  dtype: str) -> float:
    """The bytes a buffer spans, or infinity when its shape is symbolic."""
    if not all(e.is_Integer for e in (*sizes, *strides)):
        return math.inf
    if any(n == 0 for n in sizes):
        return 0
    extent = 1 + sum((int(n) - 1) * int(st) for n, st in zip(sizes, strides, strict=True))
    return extent * getattr(torch, dtype.removeprefix("torch.")).itemsize


@dataclass
class GraphSource:
    """Everything generated for one graph: the wrapper module and the files beside it."""

    wrapper: str
    files: dict[str, str] = field(default_factory=dict)


LAUNCHES = (loop.KernelOp, loop.FusedOp, loop.ComboOp)


def kernel_ops(fn: func.FuncOp, combos: bool = True
               ) -> list[loop.KernelOp | loop.FusedOp | loop.ComboOp]:
    """The launches of `fn`; `combos=False`: a `loop.combo`'s members, one launch each (for
    a backend without combo kernels)."""
    out: list[loop.KernelOp | loop.FusedOp | loop.ComboOp] = []
    for op in fn.body.block.ops:
        if isinstance(op, loop.ComboOp) and not combos:
            out.extend(op.members)
        elif isinstance(op, loop.GemmOp):
            out.append(op.kernel)  # the epilogue's launch when the pair runs unfused
        elif isinstance(op, LAUNCHES):
            out.append(op)
    return out


def schedules_of(fn: func.FuncOp, split_pointwise: bool | Callable[[Operation], bool],
                 combos: bool = True) -> list[KernelSchedule]:
    """One schedule per launch; `split_pointwise` is the backend's choice for all pointwise
    kernels, or a function deciding per kernel op; `combos`: whether the backend runs a
    `loop.combo` as one launch (else each member is one)."""
    return [schedule_kernel(op, f"tc_kernel{i}", split_pointwise=split_pointwise(op)
                            if callable(split_pointwise) else split_pointwise)
            for i, op in enumerate(kernel_ops(fn, combos))]


def gemms_of(fn: func.FuncOp) -> list[GemmSchedule]:
    """The template schedule of each `loop.gemm` of `fn`."""
    groups = [op for op in fn.body.block.ops if isinstance(op, loop.GemmOp)]
    return [schedule_gemm(op, f"tc_gemm{i}") for i, op in enumerate(groups)]


def generate_wrapper(fn: func.FuncOp, schedules: list[KernelSchedule],
                     kernels: GeneratedKernels, *, target: str, boxed: bool = False,
                     gemms: Sequence[GemmSchedule] = ()) -> GraphSource:
    """The wrapper module: `call(arg0, ...)` runs the graph. `boxed`: the body is
    `call_boxed(args)`, which takes a list of the arguments, empties it and drops each
    argument after its last use (as AOTAutograd's boxed calling convention), so that a
    backward frees the activations the forward saved as it goes rather than at its end;
    `call` then passes its arguments to it in a new list. `gemms`: the `loop.gemm` groups
    with a matmul template among `kernels` (the others run as their two ops)."""
    return GraphSource(_Wrapper(fn, schedules, kernels, target, boxed, gemms).source(),
                       dict(kernels.files))


class _Wrapper:
    def __init__(self, fn: func.FuncOp, schedules: list[KernelSchedule],
                 kernels: GeneratedKernels, target: str, boxed: bool = False,
                 gemms: Sequence[GemmSchedule] = ()):
        self.fn = fn
        self.gemm_of = {g.op: g for g in gemms}
        # the products of templated GEMMs: only the unfused alternative's function has them
        self.fused_products = {g.product for g in gemms}
        self.boxed = boxed
        self.kernels = kernels
        self.imports: list[str] = []  # what the library calls emitted need imported
        self.target = target
        self.schedules = schedules
        self.schedule_of = {s.op: s for s in schedules}
        self.registers = {v for s in schedules for v in s.registers}
        # Extern results no one reads (sdpa's logsumexp in inference): ATen allocates them,
        # the wrapper neither allocates a buffer for them nor copies them.
        # A view is read through the buffer it views (`_linalg_solve_ex` writes its result
        # into a view laid out as eager's), unless nothing else uses that buffer: a result
        # laid out in another order (channels-last), unread together with its alloc.
        self.unread: set[SSAValue] = set()
        for op in fn.body.block.ops:
            if not isinstance(op, loop.ExternOp) or len(op.outs) < 2:
                continue
            for v in op.outs:
                if v.uses.get_length() != 1:
                    continue
                if isinstance(v.owner, loop.AllocOp):
                    self.unread.add(v)
                elif isinstance(v.owner, loop.ViewOp) and \
                        isinstance(v.owner.source.owner, loop.AllocOp) and \
                        v.owner.source.uses.get_length() == 1:
                    self.unread |= {v, v.owner.source}
        self.names: dict[SSAValue, str] = {}
        self.lines: list[str] = []
        # Sizes that a library call's result decides (`nonzero`, `masked_select`: torch's
        # unbacked symbols `u0`, ...): bound from the result after the call.
        inputs = {sym for a in fn.args for e in a.type.sizes for sym in e.free_symbols}
        self.data_dependent = {
            op: {v for v in op.outs
                 if any(sym not in inputs for e in v.type.sizes for sym in e.free_symbols)}
            for op in fn.body.block.ops if isinstance(op, loop.ExternOp)}
        self.adopted_bases: dict[SSAValue, SSAValue] = {}  # adopted view -> its alloc
        self.as_views: dict[SSAValue, SSAValue | None] = {}  # allocated_as_view's answers
        self.adopted = self.adoptable(fn) | {v for outs in self.data_dependent.values()
                                             for v in outs}
        # (a templated GEMM's product too: its unfused function takes it from the call)
        self.gemm_results = self.functional_gemms(fn) | self.fused_products
        # dead buffers by `_layout_key`: (index of the `del` line naming them, their name,
        # the layout of the tensor of that name)
        self.freed: dict[tuple[str, ...], list[tuple[int, str, loop.BufferType]]] = {}
        # each buffer's last use (a position in `call`'s body), the position of the op
        # emitted now, and the buffers a library call updated in place into its result
        # (no donors: the result lives on in their storage)
        self.last_use: dict[SSAValue, int] = {}
        self.position = -1
        self.updated: set[SSAValue] = set()
        self.input_sizes = frozenset(inputs)
        self.bound: set[sympy.Symbol] = set(inputs)

    # -- naming ---------------------------------------------------------------------------
    def name(self, value: SSAValue) -> str:
        return self.names[value]

    def new_name(self, value: SSAValue, prefix: str = "buf") -> str:
        hint = value.name_hint
        taken = set(self.names.values())
        if (prefix != "buf" and hint and hint.isidentifier() and not keyword.iskeyword(hint)
                and hint not in _RESERVED and not hint.startswith("tc_") and hint not in taken):
            name = hint
        else:
            k = len([n for n in taken if n.startswith(prefix)])
            name = f"{prefix}{k}"
            while name in taken:
                k += 1
                name = f"{prefix}{k}"
        self.names[value] = name
        return name

    @staticmethod
    def expr(e: sympy.Expr) -> str:
        return pyexpr(e)

    def shape(self, exprs: tuple[sympy.Expr, ...]) -> str:
        items = [self.expr(e) for e in exprs]
        return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"

    # -- the module -----------------------------------------------------------------------
    def source(self) -> str:
        fn = self.fn
        body = self.call_function()  # (emitting it may add imports)
        header = [f'"""tcompile graph @{fn.sym_name.data}, target {self.target}: generated '
                  'code, do not edit."""', "import torch", "from tcompile.runtime import alloc",
                  *self.kernels.imports, *self.imports]
        parts = ["\n".join(dict.fromkeys(header))]
        if self.kernels.prelude:
            parts.append(self.kernels.prelude.rstrip())
        parts.extend(src.rstrip() for src in self.kernels.kernels.values())
        parts.append(body)
        if self.bound - self.input_sizes:
            # a CUDA graph would replay the sizes of its capture (tcompile.runtime.graph)
            names = sorted(str(sym) for sym in self.bound - self.input_sizes)
            parts.append(f"DATA_DEPENDENT_SIZES = {tuple(names)!r}")
        if self.target == "triton":
            parts.append(self.launches_function())
        return "\n\n\n".join(parts) + "\n"

    def call_function(self) -> str:
        fn = self.fn
        args = [self.new_name(a, "arg") for a in fn.args]
        self.lines = []
        self.bind_inputs()
        body = [op for op in fn.body.block.ops if not isinstance(op, func.ReturnOp)]
        ret = next(op for op in fn.body.block.ops if isinstance(op, func.ReturnOp))
        last_use = self.last_use = self.last_uses(body, ret)
        if self.boxed:  # the arguments are ours: each dies after its last use
            last_use.update(self.last_uses_of_arguments(body, ret))
            unused = list(dict.fromkeys(self.name(v) for v, i in last_use.items() if i < 0))
            if unused:
                self.lines.append(f"del {', '.join(unused)}")
        # Allocations wait for their first use: the lowering and the fusion place them ahead
        # of a group of kernels (ResNet-18's backward allocated eight 24.5 MB buffers before
        # a block's first kernel), and a buffer allocated late may reuse one freed meanwhile.
        first_use: dict[SSAValue, int] = {}
        for i, op in enumerate(body):
            for v in _buffers_of(op):
                first_use.setdefault(v, i)
        pending: dict[SSAValue, Operation] = {}
        for i, op in enumerate(body):
            if isinstance(op, loop.AllocOp) and first_use.get(op.result, -1) > i:
                pending[op.result] = op
                continue
            for v in _buffers_of(op):
                if v in pending:
                    self.emit(pending.pop(v))
            self.position = i
            self.emit(op)
            dying = [v for v, last in last_use.items() if last == i]
            dead = list(dict.fromkeys(self.name(v) for v in dying))
            if dead:
                self.lines.append(f"del {', '.join(dead)}")
                for v in dying:
                    if self.donor(v):
                        t = (self.as_views.get(v) or v).type  # the tensor of its name
                        self.freed.setdefault(_layout_key(v), []).append(
                            (len(self.lines) - 1, self.name(v), t))
        results = [self.name(v) for v in ret.arguments]
        self.lines = [ln for ln in self.lines if ln]  # `del` lines emptied by reuses
        self.lines.append(f"return [{', '.join(results)}]")
        sig = ", ".join(args)
        if not self.boxed:
            return f"def call({sig}):\n" + "\n".join("    " + ln for ln in self.lines)
        unpack = [f"{sig}{',' if len(args) == 1 else ''} = args"] if args else []
        body = [*unpack, "args.clear()", *self.lines]
        return ("def call_boxed(args):\n" + "\n".join("    " + ln for ln in body) +
                f"\n\n\ndef call({sig}):\n    return call_boxed([{sig}])")

    def launches_function(self) -> str:
        """`launches(*inputs)`: each kernel launch of `call` for inputs of these sizes, as
        (kernel, buffer dtypes, size arguments, xnumel, rnumel), so that the runtime can
        compile every kernel (in parallel) before the first call. Kernels over sizes that a
        library call decides (unbacked) are left out: they compile at their first launch."""
        lines = self.bind_sizes()
        inputs = {sym for a in self.fn.args for e in a.type.sizes for sym in e.free_symbols}
        items = []
        for s in self.schedules:
            if not set(s.sizes) <= inputs:
                continue
            dtypes = [DTYPES[str(b.value.type.element_type)] for b in s.buffers]
            sizes = [sym.name for sym in s.sizes]
            items.append(f"({s.name}, {_tuple(dtypes)}, {_tuple(sizes)}, "
                         f"{self.expr(s.numel)}, {self.expr(s.rnumel)}),")
        args = ", ".join(self.name(a) for a in self.fn.args)
        body = [*lines, "return [", *["    " + i for i in items], "]"]
        return f"def launches({args}):\n" + "\n".join("    " + ln for ln in body)

    def bind_sizes(self) -> list[str]:
        """Lines binding each size symbol to a dimension of an input."""
        lines = []
        bound: set[sympy.Symbol] = set()
        for a in self.fn.args:
            t = a.type
            for k, dim in enumerate(t.sizes):
                if dim.is_Symbol and dim not in bound:
                    lines.append(f"{dim.name} = {self.name(a)}.shape[{k}]")
                    bound.add(dim)
        return lines

    def bind_inputs(self) -> None:
        self.lines.extend(self.bind_sizes())
        bound = {a for arg in self.fn.args for a in arg.type.sizes if a.is_Symbol}
        free = {s for a in self.fn.args for e in a.type.sizes + a.type.strides
                for s in e.free_symbols} - bound
        if free:
            raise CodegenError(f"size symbols {sorted(map(str, free))} are not a dimension of "
                               "any input, so the wrapper cannot bind them")
        # without inputs: Triton's device, or the host under Triton's interpreter (CI)
        device = f"{self.name(self.fn.args[0])}.device" if self.fn.args else (
            "torch.device('cuda' if torch.cuda.is_available() else 'cpu')"
            if self.target == "triton" else "torch.device('cpu')")
        self.lines.append(f"device = {device}")
        for a, guarded in zip(self.fn.args, self.guarded_strides(), strict=True):
            t = a.type
            if t.rank == 0 or (guarded is not None and
                               _same_but_unit_strides(t.sizes, guarded, t.strides)):
                continue
            name = self.name(a)
            strides = self.shape(t.strides)
            # (strides that differ only in dims of size 1 are the same layout: `adopt`
            # keeps such a tensor as it is)
            self.lines.append(f"if {name}.stride() != {strides}:")
            self.lines.append(f"    {name} = alloc.adopt({name}, {strides})")

    def guarded_strides(self) -> list[tuple[int, ...] | None]:
        """Per argument, the strides its `tc.guarded_strides` attribute guarantees."""
        attrs = self.fn.arg_attrs.data if self.fn.arg_attrs is not None else ()
        found: list[tuple[int, ...] | None] = [None] * len(self.fn.args)
        for i, a in enumerate(attrs):
            if GUARDED_STRIDES in a.data:
                found[i] = tuple(a.data[GUARDED_STRIDES].get_values())
        return found

    def last_uses(self, body: list[Operation], ret: func.ReturnOp) -> dict[SSAValue, int]:
        """Buffers the wrapper allocated, by the index of the op that uses them last."""
        returned = set(ret.arguments)
        owned: dict[SSAValue, int] = {}
        base: dict[SSAValue, SSAValue] = {}
        for i, op in enumerate(body):
            if isinstance(op, loop.AllocOp) and op.result not in \
                    self.registers | self.unread | self.fused_products:
                owned[op.result] = i
            elif isinstance(op, loop.ViewOp) and op.result not in self.unread:
                owned[op.result] = i
                base[op.result] = op.source
            for v in _buffers_of(op):
                if v in owned:
                    owned[v] = i
        # A view keeps its source alive: the source dies with its last view.
        for view, src in base.items():
            if src in owned:
                owned[src] = max(owned[src], owned[view])
        # A buffer allocated as its view shares its name: both die with the later.
        for op in body:
            if isinstance(op, loop.AllocOp) and op.result in owned:
                view = self.allocated_as_view(op.result)
                if view is not None and view in owned:
                    owned[view] = owned[op.result] = max(owned[view], owned[op.result])
        keep = set(returned) | {base[v] for v in returned if v in base}
        while True:
            more = {base[v] for v in keep if v in base} - keep
            if not more:
                break
            keep |= more
        return {v: i for v, i in owned.items() if v not in keep}

    def last_uses_of_arguments(self, body: list[Operation], ret: func.ReturnOp
                               ) -> dict[SSAValue, int]:
        """The arguments by the index of the op that uses them last (-1: none does), but
        those returned and those a returned view is of."""
        last: dict[SSAValue, int] = dict.fromkeys(self.fn.args, -1)
        base: dict[SSAValue, SSAValue] = {}
        for i, op in enumerate(body):
            if isinstance(op, loop.ViewOp):
                base[op.result] = op.source
            for v in _buffers_of(op):
                if v in last:
                    last[v] = i
        keep = set(ret.arguments)
        while more := {base[v] for v in keep if v in base} - keep:
            keep |= more
        return {v: i for v, i in last.items() if v not in keep}

    # -- ops ------------------------------------------------------------------------------
    def emit(self, op: Operation) -> None:
        if isinstance(op, loop.AllocOp):
            if op.result in self.registers or op.result in self.unread or \
                    op.result in self.adopted or op.result in self.adopted_bases.values() or \
                    op.result in self.gemm_results:
                return
            t = op.result.type
            view = self.allocated_as_view(op.result)
            if view is not None:  # allocate the view itself; the buffer is its storage
                t = view.type
                name = self.new_name(view)
                self.names[op.result] = name
            else:
                name = self.new_name(op.result)
            dtype = DTYPES[str(t.element_type)]
            if self.reuse(op.result, name):
                return
            if _static_bytes(t.sizes, t.strides, dtype) < SMALL_BYTES:
                # The host cache would not take it: torch's own call costs least.
                self.lines.append(f"{name} = torch.empty_strided({self.shape(t.sizes)}, "
                                  f"{self.shape(t.strides)}, dtype={dtype}, device=device)")
            else:
                self.lines.append(f"{name} = alloc.empty_strided({self.shape(t.sizes)}, "
                                  f"{self.shape(t.strides)}, {dtype}, device)")
        elif isinstance(op, loop.ViewOp):
            if op.result in self.adopted or op.result in self.unread or op.result in self.names:
                return  # named where the library call returns it or its buffer is allocated
            t = op.result.type
            src = self.name(op.source)
            name = self.new_name(op.result)
            if op.offset.data == 0 and (self.kernels_only(op.result) or (
                    tuple(op.source.type.sizes) == tuple(t.sizes) and _same_but_unit_strides(
                        t.sizes, op.source.type.strides, t.strides)
                    and self.layout_unread(op.result))):
                self.lines.append(f"{name} = {src}")  # kernels read its storage only
                return
            # Without an offset, as_strided keeps the source's storage offset.
            offset = "" if op.offset.data == 0 else \
                f", {src}.storage_offset() + {self.expr(op.offset.data)}"
            self.lines.append(f"{name} = {src}.as_strided({self.shape(t.sizes)}, "
                              f"{self.shape(t.strides)}{offset})")
        elif isinstance(op, loop.ComboOp) and op not in self.schedule_of:
            for member in op.members:  # a backend without combo kernels
                self.emit_launch(self.schedule_of[member])
        elif isinstance(op, LAUNCHES):
            self.emit_launch(self.schedule_of[op])
        elif isinstance(op, loop.ExternOp):
            self.emit_extern(op)
        elif isinstance(op, loop.GemmOp) and op in self.gemm_of:
            self.emit_gemm(self.gemm_of[op])
        elif isinstance(op, loop.GemmOp):  # a backend without matmul templates
            self.emit_extern(op.extern)
            self.emit_launch(self.schedule_of[op.kernel])
        else:
            raise CodegenError(f"the wrapper cannot run {op.name}")

    def emit_gemm(self, g: GemmSchedule) -> None:
        """A `loop.gemm` with a matmul template: the library call plus the epilogue's launch
        become a local function, `<name>_unfused`, which the template (`GemmTemplate`) runs
        instead of itself when the first call timed it faster:

            def tc_gemm0_unfused():
                buf3 = torch.mm(arg0, buf1)
                tc_kernel0(buf3, arg2, buf4, xnumel=64, rnumel=128)
            tc_gemm0(tc_gemm0_unfused, arg0, buf1, arg2, buf4, xnumel=64, rnumel=128,
                     knumel=32)
        """
        name = g.name
        mark = len(self.lines)
        self.emit_extern(g.op.extern)  # `bufN = torch.addmm(...)`: a functional GEMM
        self.emit_launch(self.schedule_of[g.op.kernel])
        unfused = self.lines[mark:]
        del self.lines[mark:]
        self.lines.append(f"def {name}_unfused():")
        self.lines.extend("    " + ln for ln in unfused)
        s = g.epilogue
        matrices = [self.name(v) for v in (g.a, g.b, g.bias) if v is not None]
        args = [name + "_unfused", *matrices, *(self.name(b.value) for b in s.buffers),
                *(sym.name for sym in s.sizes)]
        self.lines.append(f"{name}({', '.join(args)}, xnumel={self.expr(s.numel)}, "
                          f"rnumel={self.expr(s.rnumel)}, "
                          f"knumel={self.expr(g.a.type.sizes[1])})")

    # -- buffer reuse ----------------------------------------------------------------------
    def donor(self, value: SSAValue) -> bool:
        """Whether `value`'s tensor, once dead, may become a later buffer of as many bytes: a
        plain allocation of the wrapper (or ATen's fresh GEMM result), not a library call's
        adopted result. Its views die with it (`last_uses`)."""
        return (isinstance(value.owner, loop.AllocOp) and value not in self.registers
                and value not in self.unread and value not in self.adopted
                and value not in self.adopted_bases.values() and value not in self.updated)

    def reuse(self, value: SSAValue, name: str) -> bool:
        """Give `value` the storage of a dead buffer spanning as many bytes of its element
        type instead of allocating (as Inductor's wrapper reuses freed buffers): the donor's
        `del` is taken back and its tensor renamed, restrided where its layout differs.
        A `torch.empty_strided` costs 1-3 us of CPU; GPT-2 allocates 69 buffers a call."""
        pool = self.freed.get(_layout_key(value))
        if not pool:
            return False
        line, donor, donor_type = pool.pop()
        names = [n for n in self.lines[line].removeprefix("del ").split(", ") if n != donor]
        self.lines[line] = f"del {', '.join(names)}" if names else ""
        t = (self.as_views.get(value) or value).type  # the tensor `name` will name
        same = donor_type.sizes == t.sizes and donor_type.strides == t.strides
        tensor = donor if same else \
            f"{donor}.as_strided({self.shape(t.sizes)}, {self.shape(t.strides)})"
        self.lines.append(f"{name} = {tensor}; del {donor}  # reuse")
        return True

    def allocated_as_view(self, buffer: SSAValue) -> SSAValue | None:
        """The view to allocate in place of `buffer`: a buffer laid out in another order
        (channels-last) is an alloc of its dims in that order plus a view at offset 0 with
        the logical dims, which a library call reads. When only kernels use the buffer itself,
        the wrapper allocates the view's shape and strides (`torch.empty_strided`) and names
        the buffer after it: one `as_strided` less (3.5 us of CPU on the H100 machine)."""
        if buffer in self.as_views:  # asked by last_uses, then by emit
            return self.as_views[buffer]
        views = [u.operation for u in buffer.uses if isinstance(u.operation, loop.ViewOp)]
        found = None
        if len(views) == 1 and views[0].offset.data == 0:
            view, t = views[0], buffer.type
            v = view.result.type
            extent = sum((n - 1) * st for n, st in zip(t.sizes, t.strides, strict=True))
            if sympy.expand(extent - sum((n - 1) * st for n, st in zip(
                    v.sizes, v.strides, strict=True))) == 0 and \
                    self.kernels_only(buffer, but=view):
                found = view.result
        self.as_views[buffer] = found
        return found

    def kernels_only(self, value: SSAValue, but: Operation | None = None) -> bool:
        """Whether only kernels use `value` (no library call, view or result): they take
        its storage's address, so a view of another buffer at offset 0 can be that buffer
        (`Tensor.as_strided` costs 3.5 us a call on the H100 machine's CPU)."""
        uses = [u for u in value.uses if u.operation is not but]
        return bool(uses) and all(_in_kernel(u.operation, self.fn) for u in uses)

    def layout_unread(self, value: SSAValue) -> bool:
        """Whether only kernels and library calls with fresh results use `value`: neither
        sees the strides of its dims of size 1 (kernels index them at 0; ATen's layout
        checks, cuDNN's channels-last among them, skip such dims), so a view that only
        changes those strides can be its source (a 1x1 convolution's weight viewed
        channels-last: ResNet-50 made 36 `as_strided` calls per forward for them)."""
        def plain(op: Operation | None) -> bool:
            if isinstance(op, (*LAUNCHES, loop.GemmOp)):  # (a GEMM's template or aten.mm)
                return True
            if not isinstance(op, loop.ExternOp):
                return False
            parts = op.callee.data.split(".")
            return _fresh_results(*parts[:2], parts[2] if len(parts) > 2 else "default")
        return bool(value.uses) and all(plain(loop.top_level(u.operation, self.fn))
                                        for u in value.uses)

    def emit_launch(self, s: KernelSchedule) -> None:
        args = [self.name(b.value) for b in s.buffers] + [sym.name for sym in s.sizes]
        call = (f"{s.name}({', '.join(args)}, xnumel={self.expr(s.numel)}, "
                f"rnumel={self.expr(s.rnumel)})")
        if s.numel.is_Integer:
            if int(s.numel) > 0:
                self.lines.append(call)
        else:
            self.lines.append(f"if {self.expr(s.numel)} > 0:")
            self.lines.append(f"    {call}")

    def emit_extern(self, op: loop.ExternOp) -> None:
        """`torch.ops.aten.<op>.out(..., out=buf)` when ATen has it, else call and adopt or
        copy (`torch.ops.<namespace>.<op>` for a custom op)."""
        callee = op.callee.data
        cls = op_class("torch." + callee)
        if cls is None:
            raise CodegenError(f"the wrapper cannot call {callee}: no such operator")
        absent = set(op.attributes["absent"].get_values()) if "absent" in op.attributes else set()
        lists = iter(op.attributes[EXTERN_LISTS].get_values()
                     if EXTERN_LISTS in op.attributes else ())
        ins = iter(op.ins)
        slot = iter(range(len(op.ins) + len(absent)))

        def take() -> str:
            return "None" if next(slot) in absent else self.name(next(ins))

        kwargs: list[str] = []
        for spec in cls.tensor_args():
            if spec.kind.removesuffix("?").endswith("[]"):
                arg = "[" + ", ".join(take() for _ in range(next(lists))) + "]"
            else:
                arg = take()
            if callee in _EFFICIENT_ATTENTION and spec.name == "attn_bias" and arg != "None":
                # the kernels' layout rules (the backward's too: it gets the saved mask,
                # which `(*bias): last dimension must be contiguous` rejected in Swin)
                arg = f"alloc.attention_bias({arg})"
            kwargs.append(f"{spec.name}={arg}")
        for key, attr in op.attributes.items():
            if key in ("absent", EXTERN_LISTS):
                continue
            value = _py_value(from_attr(attr))
            # `random.from(self, from, to)`: a Python keyword cannot be a keyword argument
            kwargs.append(f"**{{{key!r}: {value}}}" if keyword.iskeyword(key) else
                          f"{key}={value}")
        for a in cls.ARGS:  # optional without a default (`int? divisor_override`): None
            if not a.is_tensor and a.kind.endswith("?") and a.default is REQUIRED \
                    and a.name not in op.attributes and a.name != "device":
                kwargs.append(f"{a.name}=None")
        if any(a.name == "device" for a in cls.ARGS) and "device" not in op.attributes:
            kwargs.append("device=device")  # a factory (rand, randint): the graph's device
        parts = callee.split(".")
        if parts[0] == "tcompile":  # tcompile's own ops register when their module loads
            self.imports.append("import tcompile.runtime.custom_grad")
        packet = f"torch.ops.{parts[0]}.{parts[1]}"
        overload = parts[2] if len(parts) > 2 else "default"
        data_dependent = self.data_dependent.get(op, set())
        if op.outs and op.outs[0] in self.gemm_results:  # ATen allocates the result
            direct = _direct_call(parts[1], kwargs)
            call = f"{direct})" if direct else f"{packet}.default({', '.join(kwargs)})"
            self.lines.append(f"{self.new_name(op.outs[0])} = {call}")
            return
        if len(op.outs) == 1 and _writes_into_out(parts) and not data_dependent:
            out = self.name(op.outs[0])
            direct = _direct_call(parts[1], kwargs)
            self.lines.append(f"{direct}, out={out})" if direct else
                              f"{packet}.out({', '.join(kwargs)}, out={out})")
            return
        if self.emit_in_place(op, parts, kwargs):
            return
        # The outs are ATen's tensor results; its integer results are dropped (`_`).
        kinds = ("Tensor",) * len(op.outs) if cls.RETURNS == ("Tensor[]",) else cls.RETURNS
        tensor_results = [k for k, kind in enumerate(kinds) if kind != "int"]
        names = ["_"] * len(kinds)
        for i, k in enumerate(tensor_results):
            names[k] = f"tmp{i}"
        target = f"getattr({packet}, {overload!r})" if keyword.iskeyword(overload) else \
            f"{packet}.{overload}"  # aten.random.from
        call = _functional_call(parts, kwargs) or f"{target}({', '.join(kwargs)})"
        self.lines.append(f"{', '.join(names)}, = {call}"
                          if len(names) > 1 or cls.RETURNS == ("Tensor[]",) else
                          f"tmp0 = {call}")
        for i, value in enumerate(op.outs):
            if value in data_dependent:
                for k, size in enumerate(value.type.sizes):
                    if size.is_Symbol and size not in self.bound:
                        self.lines.append(f"{size.name} = tmp{i}.shape[{k}]")
                        self.bound.add(size)
                unbound = {s for e in value.type.sizes for s in e.free_symbols} - self.bound
                if unbound:
                    raise CodegenError(f"{callee}: result sizes {value.type.sizes} name "
                                       f"{sorted(map(str, unbound))}, which no size binds")
            if value in self.adopted:
                name = self.new_name(value)
                self.lines.append(f"{name} = alloc.adopt(tmp{i}, "
                                  f"{self.shape(value.type.strides)})")
                base = self.adopted_bases.get(value)
                if base is not None and self.kernels_only(base, but=value.owner):
                    self.lines.append(f"{self.new_name(base)} = {name}")
                elif base is not None:
                    t = base.type
                    self.lines.append(f"{self.new_name(base)} = {name}.as_strided("
                                      f"{self.shape(t.sizes)}, {self.shape(t.strides)})")
            elif value not in self.unread:
                self.lines.append(f"{self.name(value)}.copy_(tmp{i})")
        self.lines.append(f"del {', '.join(n for n in names if n != '_')}")

    def emit_in_place(self, op: loop.ExternOp, callee: list[str], kwargs: list[str]) -> bool:
        """`index_add` / `scatter_add` whose `self` dies here, a buffer of the wrapper laid
        out as the result: the in-place variant updates it and its tensor is the result
        (`buf = torch.ops.aten.index_add_.default(self=buf9, ...)`), instead of ATen copying
        it into a new tensor first (a tied embedding's gradient: 154 MB read and written
        again for GPT-2). The buffer is then no donor for a later allocation."""
        if callee[0] != "aten" or callee[1] not in _IN_PLACE or \
                (len(callee) > 2 and callee[2] != "default") or len(op.outs) != 1:
            return False
        target, out = op.ins[0], op.outs[0]
        if out not in self.adopted or self.last_use.get(target) != self.position or \
                not self.donor(target) or target.type != out.type:
            return False
        self.updated.add(target)
        self.lines.append(f"{self.new_name(out)} = torch.ops.aten.{callee[1]}_.default("
                          f"{', '.join(kwargs)})")
        return True

    def functional_gemms(self, fn: func.FuncOp) -> set[SSAValue]:
        """Row-major GEMM results the wrapper takes from the functional call
        (`buf = torch.addmm(bias, a, b)`, which allocates in C++) instead of allocating them
        for `out=` (a `torch.empty_strided` less: 1 to 5 us of CPU time per GEMM). ATen's
        mm/addmm/bmm/baddbmm return a new contiguous tensor. Not for a buffer something uses
        before the call, for one laid out otherwise (padded rows, channels-last), nor for a
        large host buffer, which comes from the host cache (`alloc.empty_strided`)."""
        found: set[SSAValue] = set()
        body = list(fn.body.block.ops)
        position = {op: i for i, op in enumerate(body)}
        for i, op in enumerate(body):
            if not isinstance(op, loop.ExternOp) or len(op.outs) != 1:
                continue
            parts = op.callee.data.split(".")
            out = op.outs[0]
            t = out.type
            if not _writes_into_out(parts) or self.data_dependent.get(op) or \
                    not isinstance(out.owner, loop.AllocOp) or \
                    out in self.registers | self.unread:
                continue
            dtype = DTYPES[str(t.element_type)]
            if any(sympy.expand(a - b) != 0 for a, b in zip(
                    t.strides, loop.contiguous_strides(t.sizes), strict=True)) or \
                    (self.target != "triton" and
                     _static_bytes(t.sizes, t.strides, dtype) >= SMALL_BYTES):
                continue
            if _used_from(out, i, position, fn) and self.allocated_as_view(out) is None:
                found.add(out)
        return found

    def adoptable(self, fn: func.FuncOp) -> set[SSAValue]:
        """Results of externs called without an `out=` overload whose buffer the wrapper
        need not allocate: ATen's fresh result is used as the buffer when its layout is the
        planned one (`alloc.adopt`; else it is copied into that layout), which saves the
        allocation and a copy kernel (SDPA's output in a decoding step). Only fresh results
        (no alias in the schema) of a plain `loop.alloc` that nothing touches before the call."""
        found: set[SSAValue] = set()
        body = list(fn.body.block.ops)
        position = {op: i for i, op in enumerate(body)}
        for i, op in enumerate(body):
            if not isinstance(op, loop.ExternOp):
                continue
            parts = op.callee.data.split(".")
            if len(op.outs) == 1 and _writes_into_out(parts):
                continue
            if not _fresh_results(*parts[:2], parts[2] if len(parts) > 2 else "default"):
                continue
            for value in op.outs:
                owner = value.owner

                def after(v: SSAValue, but: Operation | None = None, i: int = i) -> bool:
                    return _used_from(v, i, position, fn, but)

                if (isinstance(owner, loop.AllocOp) and value not in self.registers
                        and value not in self.unread and after(value)):
                    found.add(value)
                # A buffer laid out in another order (channels-last) is a view of an alloc
                # holding its dims in that order: ATen's result becomes the view, the alloc
                # a view of that result.
                elif (isinstance(owner, loop.ViewOp) and owner.offset.data == 0
                        and isinstance(owner.source.owner, loop.AllocOp)
                        and owner.source not in self.registers | self.unread
                        and after(value) and after(owner.source, but=owner)):
                    found.add(value)
                    self.adopted_bases[value] = owner.source
        return found


def _layout_key(value: SSAValue) -> tuple[str, ...]:
    """Buffers of one key can share storage: the element type and the bytes spanned (the
    sizes and strides themselves where they are symbolic)."""
    t = value.type
    dtype = DTYPES[str(t.element_type)]
    extent = _static_bytes(t.sizes, t.strides, dtype)
    if extent != math.inf:
        return (dtype, str(extent))
    return (dtype, *map(str, t.sizes), "/", *map(str, t.strides))


def _used_from(value: SSAValue, i: int, position: dict[Operation, int], fn: func.FuncOp,
               but: Operation | None = None) -> bool:
    """Whether every use of `value` (but `but`) is in the op at body position `i` or later:
    nothing touches the buffer before that op writes it."""
    return all(position.get(loop.top_level(u.operation, fn), -1) >= i
               for u in value.uses if u.operation is not but)


def _same_but_unit_strides(sizes: Sequence[object], a: Sequence[object],
                           b: Sequence[object]) -> bool:
    """Whether strides `a` and `b` of a tensor of `sizes` agree on every dim whose size is
    not 1 (the same memory layout)."""
    return all(n == 1 or sa == sb for n, sa, sb in zip(sizes, a, b, strict=True))


def _in_kernel(op: Operation, fn: func.FuncOp) -> bool:
    """Whether `op` is inside a launch (a `loop.gemm`'s epilogue too, not its library call)."""
    top = loop.top_level(op, fn)
    if isinstance(top, loop.GemmOp):
        return op is not top.extern
    return isinstance(top, LAUNCHES)


def _fresh_results(namespace: str, name: str, overload: str) -> bool:
    """Whether every result of `<namespace>.<name>.<overload>` is a new tensor (no alias of an
    input in its schema)."""
    try:
        schema = getattr(getattr(getattr(torch.ops, namespace), name), overload)._schema
    except (AttributeError, RuntimeError):
        return False
    return all(r.alias_info is None for r in schema.returns)


def _tuple(items: list[str]) -> str:
    return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"


def _buffers_of(op: Operation) -> list[SSAValue]:
    if isinstance(op, loop.GemmOp):
        return [*_buffers_of(op.extern), *_buffers_of(op.kernel)]
    if isinstance(op, LAUNCHES):
        return [o.buffer for o in op.walk() if isinstance(o, loop.LoadOp | loop.StoreOp)]
    if isinstance(op, loop.ViewOp):
        return [op.source]
    if isinstance(op, loop.ExternOp):
        return [*op.ins, *op.outs]
    return []


# GEMMs called through torch's Python binding (`torch.addmm(..., out=buf)`) rather than
# `torch.ops.aten.addmm.out(...)`: the binding skips OpOverload's Python layer, a few
# microseconds of host time per call that a decoding step pays 16 times (as Inductor's
# `extern_kernels.addmm`). A GPT-2 block, whose calls are bound by the host, with its MLP's
# `_addmm_activation` (cuBLASLt's GELU epilogue) called as
# `torch.ops.aten._addmm_activation.default(...)` and adopted ran at 0.94x of the unfused
# graph on one H200 host; through the binding, 1.05x on another (host time 346 against 392
# us a call; bench/results/2026-11-29-gpu-s35.md).
_DIRECT_CALLS = ("mm", "addmm", "bmm", "baddbmm", "_addmm_activation")

# Library calls `op(self, ...)` returning `self` updated, with an in-place variant `op_`
# (`Wrapper.emit_in_place`).
_IN_PLACE = ("index_add", "scatter_add")


def _direct_call(name: str, kwargs: list[str]) -> str | None:
    """`torch.<name>(<positional args>, <keyword-only args>` (the caller closes it after
    `out=`), or None when the call does not fit the binding's signature."""
    if name not in _DIRECT_CALLS:
        return None
    args = _binding_args(getattr(torch.ops.aten, name).out._schema, kwargs, fill=False)
    return None if args is None else f"torch.{name}({', '.join(args)}"


def _binding_args(schema: torch._C.FunctionSchema, kwargs: list[str], fill: bool) -> list[str] | None:
    """The wrapper's `name=value` arguments of an ATen call as a binding takes them, in
    `schema`'s order: positional, then `name=value` for keyword-only ones (out arguments
    left out). A missing positional argument takes its default with `fill`, else gives
    None; so does an argument the schema does not have."""
    values = dict(kw.split("=", 1) for kw in kwargs)
    args = []
    for a in schema.arguments:
        if a.is_out:
            continue
        if a.name not in values:
            if not a.has_default_value() or (not a.kwarg_only and not fill):
                return None
            if a.kwarg_only:
                continue
            values[a.name] = repr(a.default_value)  # a later positional argument would shift
        args.append(f"{a.name}={values.pop(a.name)}" if a.kwarg_only else values.pop(a.name))
    return None if values else args


# Library calls the wrapper makes through torch's generated bindings with positional
# arguments (`torch.convolution(a, b, None, [1, 1], ...)`) instead of the operator overload
# with keywords (`torch.ops.aten.convolution.default(input=a, ...)`): 15 us less CPU time a
# call on the H100 machine (a ResNet-18 makes 20), which counts where a model's calls are
# bound by the CPU. Each binding has the overload's schema, with no other overload that
# these arguments could select.
_FUNCTIONAL_BINDINGS = {
    "convolution": "torch", "_scaled_dot_product_efficient_attention": "torch",
    "_scaled_dot_product_flash_attention": "torch",
    "_scaled_dot_product_cudnn_attention": "torch",
    "_scaled_dot_product_flash_attention_for_cpu": "torch", "native_layer_norm": "torch",
    "native_group_norm": "torch", "embedding": "torch",
    "max_pool2d_with_indices": "torch._C._nn", "avg_pool2d": "torch._C._nn",
    "adaptive_avg_pool2d": "torch._C._nn", "upsample_nearest2d": "torch._C._nn",
    "upsample_bilinear2d": "torch._C._nn",
}


_EFFICIENT_ATTENTION = ("aten._scaled_dot_product_efficient_attention",
                        "aten._scaled_dot_product_efficient_attention_backward")


def _functional_call(callee: list[str], kwargs: list[str]) -> str | None:
    """`<binding>.<name>(<positional args>, <keyword-only args>)` for `aten.<name>.default`
    in `_FUNCTIONAL_BINDINGS`, or None (then the overload is called with keywords)."""
    if callee[0] != "aten" or callee[1] not in _FUNCTIONAL_BINDINGS or \
            (len(callee) > 2 and callee[2] != "default"):
        return None
    schema = getattr(torch.ops.aten, callee[1]).default._schema
    args = _binding_args(schema, kwargs, fill=True)
    if args is None:
        return None
    return f"{_FUNCTIONAL_BINDINGS[callee[1]]}.{callee[1]}({', '.join(args)})"


def _writes_into_out(callee: list[str]) -> bool:
    """Whether the wrapper calls `callee` with `out=` its planned buffer: the GEMMs, whose
    kernels write into it. Other ops return a fresh result that the wrapper adopts: an out=
    variant may compute into a temporary and copy (`convolution`), or resize its output on
    the way (`mse_loss.out` computes the unreduced loss in it first, with a warning)."""
    return callee[0] == "aten" and callee[1] in _DIRECT_CALLS and _native_out_overload(callee[1])


def _native_out_overload(name: str) -> bool:
    """Whether ATen computes `<name>.out` into `out=` itself: a kernel of its own for the
    CPU or CUDA. The generated out= variants of ops such as `convolution` or
    `native_layer_norm` (CompositeExplicitAutograd) run the functional op and copy its result,
    and the adopted fresh result saves that copy."""
    packet = getattr(torch.ops.aten, name, None)
    if packet is None or "out" not in packet.overloads():
        return False
    schema = packet.out._schema
    if [a.name for a in schema.arguments if a.is_out] != ["out"]:
        return False
    return any(torch._C._dispatch_has_kernel_for_dispatch_key(schema.name + ".out", key)
               for key in ("CPU", "CUDA"))


def _py_value(value: object) -> str:
    if isinstance(value, sympy.Expr):
        return pyexpr(value)
    if isinstance(value, list):
        return "[" + ", ".join(_py_value(v) for v in value) + "]"
    if isinstance(value, str) and value.endswith("_format"):
        return f"torch.{value}"
    if hasattr(value, "name") and str(value) in DTYPES:  # an element type
        return DTYPES[str(value)]
    return repr(value)

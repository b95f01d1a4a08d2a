"""The graph compiler: a torch-dialect module in, a callable out.

This is the narrow interface between the frontend and everything below it: lower the
torch-dialect graph with the default pass pipeline (or the user's), generate kernels for the
target and load the cached result. `compile_graph` is what the frontend calls (it records
every stage, falls back to eager replay, and makes graphs differentiable); the smaller
functions above it serve tests and benchmarks that start from a recorded module.
"""

from __future__ import annotations

import operator
import re
import shlex
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from tcompile.codegen import compile_loop_module
from tcompile.frontend.config import CompileConfig
from tcompile.frontend.errors import FullGraphError
from tcompile.frontend.logs import dump_dir, get_logger, log, new_graph_dir
from tcompile.frontend.record import record
from tcompile.passes.pipelines import PrimToLoopPipeline, TorchToLoopPipeline
from tcompile.runtime.graph import CompiledGraph
from tcompile.testing.ir import make_context
from tcompile.testing.torch_interp import prepare_torch_function
from tcompile.timing import timed


def default_target(inputs: Sequence[torch.Tensor] = ()) -> str:
    """Triton for CUDA tensors, LLVM for CPU ones."""
    return "triton" if any(t.is_cuda for t in inputs) else "llvm"


def lower_to_loop(module: ModuleOp, passes: Sequence[ModulePass] | None = None) -> ModuleOp:
    """Run the torch-to-loop pipeline (or `passes`) on `module` in place and return it."""
    ctx = make_context()
    for p in passes if passes is not None else [TorchToLoopPipeline()]:
        p.apply(ctx, module)
    module.verify()
    return module


def compile_torch_module(module: ModuleOp, target: str = "llvm",
                         mode: str = "default") -> CompiledGraph:
    """Lower a torch-dialect module and compile its first function for `target`."""
    return compile_loop_module(lower_to_loop(module), target, mode)


def compile_function(fn: Callable[..., Any], *inputs: torch.Tensor, target: str | None = None,
                     mode: str = "default") -> CompiledGraph:
    """Record `fn` on `inputs` (it runs once eagerly) and compile the recorded graph.

    A stand-in for the bytecode frontend in tests and benchmarks: the result is specialised
    to the inputs' shapes and dtypes and returns a list of tensors.
    """
    return compile_torch_module(record(fn, *inputs), target or default_target(inputs), mode)


# -- the frontend's entry point -----------------------------------------------------------

class Snapshot:
    """One stage's IR, printed the first time it is read (`str()`): the stages of every graph
    are kept for `last_ir`, dumps and logs, which most programs never read. The module is
    printed as it is then, so a pass about to change it calls `freeze()` first (a copy costs a
    fifth of a print)."""

    __slots__ = ("module", "_text")

    def __init__(self, module: ModuleOp):
        self.module: ModuleOp | None = module
        self._text: str | None = None

    def freeze(self) -> None:
        if self.module is not None:
            self.module = self.module.clone()

    def __str__(self) -> str:
        if self._text is None:
            self._text = str(self.module)
            self.module = None
        return self._text


@dataclass
class GraphRecord:
    """One graph compiled for the frontend: how to run it and what each stage produced.

    `fn(*tensors)` returns a list of tensors. `stages` are (name, text) pairs: `torch` (the
    captured module), one per pipeline pass (its spec, e.g. `torch-to-prim`), then `wrapper`
    (the generated Python, Triton kernels included) and `kernels` (the LLVM module) when code
    was generated; `snapshots` holds them unprinted until something reads them (printing a
    large graph's IR costs more than a pass). `target` is "llvm", "triton", "eager" or
    "custom" (a callable backend).
    """

    name: str
    fn: Callable[..., list[torch.Tensor]]
    snapshots: list[tuple[str, Snapshot | str]] = field(default_factory=list)
    kernel_count: int = 0
    target: str = "eager"
    fallback_reason: str | None = None
    # How the graph's backward runs when autograd asks: "compiled" (a graph of its own,
    # `prim-autodiff` and `prim-partition`), "replayed: <why>" (autograd differentiates an
    # eager replay of the captured ops), or None (compiled without inputs that need grad).
    backward: str | None = None
    # The generated code itself, for a caller whose guards prove that autograd need not see
    # the call (grad mode off, or no input requiring grad): `fn` without its per-call checks.
    # A failure it raises goes to `failed`. None for eager graphs and callable backends.
    direct: Callable[..., list[torch.Tensor]] | None = None
    replay: Callable[..., list[torch.Tensor]] | None = None

    @property
    def stages(self) -> list[tuple[str, str]]:
        return [(stage, str(text)) for stage, text in self.snapshots]

    def failed(self, error: Exception, inputs: Sequence[torch.Tensor]) -> list[torch.Tensor]:
        """The generated code raised `error` on `inputs`: log it, run the graph eagerly from
        now on (`fallback_reason`) and return the eager result."""
        assert self.replay is not None
        if self.fallback_reason is None:
            reason = f"{type(error).__name__}: {error}".strip()
            log.warning("tcompile: graph %s runs eagerly from now on: its compiled code "
                        "failed (%s). Please report this bug.", self.name,
                        reason.splitlines()[0])
            log.debug("tcompile: graph %s: runtime traceback", self.name, exc_info=error)
            self.fallback_reason = f"its compiled code failed: {reason}"
        return self.replay(*inputs)


def compile_graph(module: ModuleOp, example_inputs: Sequence[torch.Tensor],
                  config: CompileConfig, name: str) -> GraphRecord:
    """Compile the torch-dialect function of `module` as `config` says (see docs/frontend.md).

    `module` is not modified. Lowering runs pass by pass so every stage is recorded (and
    dumped under `TCOMPILE_DUMP_DIR`). If lowering or code generation fails, the graph replays its ATen
    ops eagerly, with the reason logged; under `fullgraph=True` that is a `FullGraphError`.
    """
    replay = _replay(module)
    written = _written(module)
    # lowering works on a copy, in place; the replay keeps the captured IR (unchanged)
    rec = GraphRecord(name, replay, [("torch", Snapshot(module))])
    module = module.clone()
    if config.backend == "eager":
        return _finish(rec, config)
    try:
        if callable(config.backend):
            rec.target = "custom"
            run = config.backend(module, list(example_inputs))
        else:
            run = _lower_and_generate(rec, module, example_inputs, config)
    except FullGraphError:
        raise
    except Exception as e:
        reason = f"{type(e).__name__}: {e}".strip()
        if config.fullgraph:
            raise FullGraphError(f"the compiler failed on graph {name} ({reason})") from None
        log.warning("tcompile: graph %s runs eagerly: the compiler failed on it (%s)",
                    name, reason.splitlines()[0])
        log.debug("tcompile: graph %s: compiler traceback", name, exc_info=True)
        rec.fn, rec.target, rec.fallback_reason = replay, "eager", reason
        return _finish(rec, config)
    if isinstance(run, TrainingGraph):
        run.written = written
    graph = run.forward if isinstance(run, TrainingGraph) else run
    if isinstance(graph, CompiledGraph):
        from tcompile.runtime.cudagraphs import CUDAGraphRunner

        if isinstance(graph.call, CUDAGraphRunner):
            graph.call.written = written
    rec.fn = _graph_call(rec, run, replay, written)
    rec.replay = replay
    if isinstance(run, TrainingGraph):
        rec.direct = run.outputs_only
    elif isinstance(run, CompiledGraph):
        rec.direct = run.call
    return _finish(rec, config)


def compile_graph_pieces(module: ModuleOp, example_inputs: Sequence[torch.Tensor],
                         config: CompileConfig, name: str, cuts: Sequence[int]
                         ) -> tuple[GraphRecord, list[GraphRecord]]:
    """`module` compiled as a chain of graphs, cut before the ops at `cuts` (split.py): a
    record whose `fn` runs the chain, and the records of the pieces (each one compiled as
    `compile_graph` compiles a graph, with its own forward and backward)."""
    from tcompile import split

    chain = split.split(module, cuts)
    examples = split.example_inputs(chain, module, example_inputs)
    pieces = [compile_graph(piece.module, args, config, f"{name}_{k}")
              for k, (piece, args) in enumerate(zip(chain.pieces, examples, strict=True))]
    rec = GraphRecord(name, chain.runner([p.fn for p in pieces]), [("torch", str(module))],
                      target=pieces[0].target if pieces else "eager")
    rec.replay = _replay(module)
    return rec, pieces


def _graph_call(rec: GraphRecord, run: Callable[..., Sequence[torch.Tensor]],
                replay: Callable[..., list[torch.Tensor]],
                written: frozenset[int] = frozenset()) -> Callable[..., list[torch.Tensor]]:
    """The graph's entry point: `run`, through a `torch.autograd.Function` when autograd
    must see the graph (`_GraphFunction`), until it raises. A graph is a pure function of
    its inputs (mutations are its outputs, written back by the bridge), so a failure of the
    generated code (a library call refusing a layout, a device mismatch) reruns the call
    eagerly and the graph stays eager, with the reason logged and recorded
    (`fallback_reason`), instead of reaching the user as an error of tcompile's. One closure
    does both: every call of the graph passes here."""
    training = run if isinstance(run, TrainingGraph) else None
    if training is not None:
        run = training.outputs_only
    elif isinstance(run, CompiledGraph):
        run = run.call  # one Python call less on every call of the graph
    grad_enabled = torch.is_grad_enabled
    requires_grad = operator.attrgetter("requires_grad")

    def call(*inputs: torch.Tensor) -> list[torch.Tensor]:
        if rec.fallback_reason is not None:
            return replay(*inputs)
        try:
            if grad_enabled() and any(map(requires_grad, inputs)):
                if training is not None:
                    outputs = list(_TrainingFunction.apply(training, *inputs))
                    # autograd hands back an input it returned as a new view of it: the
                    # object itself, so the bridge sees the write done and copies nothing
                    for k, i in training.returned_inputs:
                        if not inputs[i].requires_grad:
                            outputs[k] = inputs[i]
                    return outputs
                return list(_GraphFunction.apply(run, replay, written, *inputs))
            return list(run(*inputs))
        except Exception as e:
            return rec.failed(e, inputs)

    return call


def channels_last(target: str, training: bool = False, mode: str = "default",
                  module: ModuleOp | None = None) -> bool:
    """Whether convolution nets run channels-last for `target` (prim-channels-last), as
    Inductor's layout optimization; `config.layout_optimization`. On GPUs (cuDNN's NHWC
    kernels), and for inference on the CPU (oneDNN's NHWC convolutions: the zoo's conv nets
    12-22% faster a call, MobileNetV2 12.3 -> 9.8 ms on the 2-core VM;
    `bench/results/2026-11-28-cpu-channels-last.md`), there only for a `module` with a
    convolution (the option is part of the stage's name in dumps: other graphs keep
    `prim-to-loop`); training graphs on the CPU stay row-major (not measured). A training
    graph's forward and backward both (see `_saved_layouts`) as
    `config.layout_optimization_training` says: by default under `mode="reduce-overhead"`,
    whose CUDA graphs replay the launches it adds."""
    from tcompile.frontend import config as knobs

    if not knobs.layout_optimization:
        return False
    if target != "triton":
        return not training and module is not None and _has_convolution(module)
    if not training:
        return True
    wanted = knobs.layout_optimization_training
    return mode == "reduce-overhead" if wanted is None else bool(wanted)


def _has_convolution(module: ModuleOp) -> bool:
    """Whether a torch- or prim-level module convolves (`torch.aten.convolution`, or
    `prim.extern "aten.convolution"`)."""
    for op in module.walk():
        if op.name == "torch.aten.convolution":
            return True
        target = getattr(op, "target", None)
        if op.name == "prim.extern" and getattr(target, "data", None) == "aten.convolution":
            return True
    return False


def lowering_options(target: str, mode: str = "default") -> dict[str, bool]:
    """The pipelines' options for `target`, all for GPUs: `combo`, groups of independent
    in-place updates (an optimizer step's) run as one launch each (loop-combo); and for
    cuBLAS, `unfuse_bias`, a GEMM's bias that only pointwise ops read is added by them
    (prim-unfuse-bias: cuBLAS's kernels with a bias epilogue are slower for some shapes; as
    Inductor's unfusing);
    `pad_gemm`, large GEMMs with unaligned rows compute a few zero-padded columns more
    (prim-pad-gemm: cuBLAS's tensor-core kernels need 16-byte aligned rows; as Inductor's
    pad_mm); `tf32`, float32 GEMMs run on tensor cores
    (`torch.set_float32_matmul_precision("high")`), without which prim-pad-gemm leaves them
    alone; `depthwise_conv`, depthwise convolutions run as generated kernels, fused with the
    ops around them, instead of cuDNN's calls (convert-prim-to-loop); and under
    `max-autotune`, `gemm_epilogue`, GEMMs grouped with the pointwise kernel reading their
    product (loop-gemm-epilogue), which the wrapper then runs as one Triton matmul with that
    epilogue or as cuBLAS plus the kernel, whichever its first call times faster."""
    return {"pad_gemm": target == "triton",
            "tf32": target == "triton" and torch.get_float32_matmul_precision() != "highest",
            "unfuse_bias": target == "triton", "combo": target == "triton",
            "depthwise_conv": target == "triton",
            "gemm_epilogue": target == "triton" and mode == "max-autotune"}


def pipeline_passes(spec: str | None, target: str = "llvm",
                    module: ModuleOp | None = None, mode: str = "default") -> list[ModulePass]:
    """The passes of a pipeline string, parsed as `tc-opt --pass-pipeline` parses it
    (default: the stages of torch-to-loop, i.e. torch-to-prim then prim-to-loop, with the
    options `target` wants for `module`: for the Triton target, torch-to-prim's
    `gemm_activation`, a Linear's ReLU or tanh GELU in cuBLASLt's epilogue when only GEMMs
    read it (torch-fuse-gemm-activation, `config.gemm_activation_epilogue`; inference graphs,
    which run these stages; a training graph's torch-to-prim runs without it), and
    `lowering_options`)."""
    from tcompile.frontend import config as knobs

    if spec is None:
        return list(TorchToLoopPipeline(channels_last=channels_last(target, module=module),
                                        gemm_activation=target == "triton"
                                        and knobs.gemm_activation_epilogue,
                                        **lowering_options(target, mode)).stages())
    from xdsl.passes import PassPipeline
    from xdsl.universe import Universe

    from tcompile.passes import get_all_passes
    from tcompile.tools.tc_opt import normalize_pipeline

    available = {**Universe.get_multiverse().all_passes, **get_all_passes()}
    return list(PassPipeline.parse_spec(available, normalize_pipeline(spec)).passes)


def _lower_and_generate(rec: GraphRecord, module: ModuleOp,
                        example_inputs: Sequence[torch.Tensor], config: CompileConfig
                        ) -> Callable[..., Sequence[torch.Tensor]]:
    target = default_target(example_inputs) if config.backend == "auto" else config.backend
    if target == "triton":
        start_compile_workers()  # (started by the capture already, where it saw CUDA inputs)
    ctx = make_context()
    passes = pipeline_passes(config.pipeline, target, module, config.mode)
    wrt = _wants_grad(example_inputs)
    if wrt and config.pipeline is not None:
        rec.backward = "replayed: a custom pipeline has no backward stages"
    elif wrt:
        from tcompile.passes.pipelines import TorchToPrimPipeline

        _mark_requires_grad(module, wrt)
        rec.snapshots[0] = ("torch", Snapshot(module))
        _run(TorchToPrimPipeline(), ctx, module, rec)
        stages = len(rec.snapshots)
        try:
            training = _joint_and_partition(rec, module, ctx)
        except Exception as e:  # noqa: BLE001 - any failure: the replayed backward
            reason = f"{type(e).__name__}: {e}".strip().splitlines()[0]
            log.info("tcompile: graph %s: its backward replays the captured ops eagerly (%s)",
                     rec.name, reason)
            log.debug("tcompile: graph %s: training traceback", rec.name, exc_info=True)
            rec.backward = f"replayed: {reason}"
            del rec.snapshots[stages:]
            _drop_grad_reaches(module)
            passes = [PrimToLoopPipeline(channels_last=channels_last(target, module=module),
                                         **lowering_options(target, config.mode))]
        else:
            forward, backward, outputs = training
            # Channels-last where the target wants it: the values the forward saves stay
            # in their layout and the backward's arguments are told (`_saved_layouts`).
            _run(PrimToLoopPipeline(channels_last=channels_last(target, True, config.mode),
                                    **lowering_options(target, config.mode)), ctx, forward, rec,
             "forward: ")
            _saved_layouts(forward, backward, outputs)
            graph = _generate(rec, forward, example_inputs, config, target)
            rec.backward = "compiled"
            training_graph = TrainingGraph(graph, outputs, backward, rec, config, target, wrt)
            training_graph.returned_inputs = _returned_inputs(forward, outputs)
            return training_graph
    for p in passes:
        _run(p, ctx, module, rec)
    return _generate(rec, module, example_inputs, config, target)


def _drop_grad_reaches(module: ModuleOp) -> None:
    """Remove prim-autodiff's `tc.grad_reaches` from the results of a function whose backward
    replays (nothing lowers it further)."""
    from xdsl.dialects import func
    from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr

    from tcompile.passes.prim_autodiff import GRAD_REACHES

    fn = next(iter(module.body.block.ops))
    assert isinstance(fn, func.FuncOp)
    if fn.res_attrs is not None:
        fn.res_attrs = ArrayAttr([DictionaryAttr({k: v for k, v in a.data.items()
                                                  if k != GRAD_REACHES})
                                  for a in fn.res_attrs.data])


def _saved_layouts(forward: ModuleOp, backward: ModuleOp, outputs: int) -> None:
    """Mark each argument of the (prim) backward that receives a value the lowered forward
    returns in another layout than row-major (channels-last, prim-channels-last; an
    attention's output or q, k, v, saved as computed) with that layout: `tc.stride_order`
    for a dense one, `tc.strides` for a view's static strides, so the backward reads it as
    it is."""
    from xdsl.dialects import func
    from xdsl.dialects.builtin import ArrayAttr, DenseArrayBase, DictionaryAttr, i64

    from tcompile.dialects.loop import BufferType, contiguous_strides, order_strides
    from tcompile.dialects.torch import STRIDE_ORDER, STRIDES
    from tcompile.passes.prim_partition import SAVED_INPUTS

    fw = next(iter(forward.body.block.ops))
    bw = next(iter(backward.body.block.ops))
    assert isinstance(fw, func.FuncOp) and isinstance(bw, func.FuncOp)
    first = len(bw.attributes[SAVED_INPUTS].get_values())  # saved values follow saved inputs
    attrs = [dict(a.data) for a in bw.arg_attrs.data] if bw.arg_attrs is not None else \
        [{} for _ in bw.args]
    changed = False
    for j, t in enumerate(fw.function_type.outputs.data[outputs:]):
        if not isinstance(t, BufferType) or t.strides == contiguous_strides(t.sizes):
            continue
        if not all(st.is_Integer for st in t.strides):
            continue
        # dims from outermost to innermost: by decreasing stride
        order = sorted(range(len(t.sizes)), key=lambda d: (-int(t.strides[d]), d))
        if order_strides(t.sizes, order) == tuple(t.strides):
            attrs[first + j][STRIDE_ORDER] = DenseArrayBase.from_list(i64, order)
        elif all(n.is_Integer for n in t.sizes):
            attrs[first + j][STRIDES] = DenseArrayBase.from_list(i64, [int(s) for s in t.strides])
        else:
            continue
        changed = True
    if changed:
        bw.arg_attrs = ArrayAttr([DictionaryAttr(a) for a in attrs])


def _returned_inputs(module: ModuleOp, outputs: int) -> list[tuple[int, int]]:
    """(output, argument) pairs of a lowered forward whose output is its argument itself:
    an input the kernels updated in place (loop-write-inputs; BatchNorm's running
    statistics in training)."""
    from xdsl.dialects import func

    fn = next(iter(module.body.block.ops))
    assert isinstance(fn, func.FuncOp)
    ret = fn.body.block.last_op
    args = list(fn.body.block.args)
    return [(k, args.index(v)) for k, v in enumerate(ret.operands[:outputs]) if v in args]


def _run(p: ModulePass, ctx: Any, module: ModuleOp, rec: GraphRecord, prefix: str = "") -> None:
    for _, snapshot in rec.snapshots:
        if isinstance(snapshot, Snapshot) and snapshot.module is module:
            snapshot.freeze()
    with timed(prefix + p.name):
        p.apply(ctx, module)
    with timed("verify"):
        module.verify()
    rec.snapshots.append((prefix + str(p.pipeline_pass_spec()), Snapshot(module)))


def _generate(rec: GraphRecord, module: ModuleOp, example_inputs: Sequence[torch.Tensor],
              config: CompileConfig, target: str, prefix: str = "", boxed: bool = False
              ) -> CompiledGraph:
    last = rec.snapshots[-1][1] if rec.snapshots else None
    # the cache key hashes the module's text: the last stage's, printed once for both
    with timed("print loop IR"):
        text = str(last) if isinstance(last, Snapshot) and last.module is module else None
    with timed(f"{prefix}codegen"):
        graph = compile_loop_module(module, target, config.mode, text=text, boxed=boxed)
    if target == "triton" and example_inputs:
        _precompile(graph, example_inputs, rec.name)
    rec.target = target
    rec.kernel_count += sum(1 for n in vars(graph.module) if _KERNEL_NAME.fullmatch(n))
    rec.snapshots.append((f"{prefix}wrapper", graph.source))
    rec.snapshots.extend((f"{prefix}kernels", f.read_text()) for f in graph.files()
                      if f.suffix == ".ll")
    return graph


def _wants_grad(example_inputs: Sequence[torch.Tensor]) -> list[int]:
    """The inputs a backward differentiates for: those that require grad, when grad mode
    is on (the guards pin both)."""
    if not torch.is_grad_enabled():
        return []
    return [i for i, t in enumerate(example_inputs)
            if isinstance(t, torch.Tensor) and t.requires_grad]


def _mark_requires_grad(module: ModuleOp, wrt: list[int]) -> None:
    from xdsl.dialects import func
    from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, UnitAttr

    from tcompile.passes.prim_autodiff import REQUIRES_GRAD, arg_attrs

    fn = next(iter(module.body.block.ops))
    assert isinstance(fn, func.FuncOp)
    attrs = arg_attrs(fn)
    for i in wrt:
        attrs[i][REQUIRES_GRAD] = UnitAttr()
    fn.arg_attrs = ArrayAttr([DictionaryAttr(a) for a in attrs])


def _joint_and_partition(rec: GraphRecord, module: ModuleOp, ctx: Any
                         ) -> tuple[ModuleOp, ModuleOp, int]:
    """prim-autodiff and prim-partition on a copy of the prim module; the forward's and the
    backward's functions as modules of their own."""
    from xdsl.dialects import func

    from tcompile.passes.prim_autodiff import PrimAutodiffPass
    from tcompile.passes.prim_partition import SAVED, PrimPartitionPass

    joint = module.clone()
    _run(PrimAutodiffPass(), ctx, joint, rec)
    _run(PrimPartitionPass(), ctx, joint, rec)
    forward, backward = [f for f in joint.body.block.ops if isinstance(f, func.FuncOp)]
    outputs = len(forward.function_type.outputs.data) - forward.attributes[SAVED].value.data
    return ModuleOp([forward.clone()]), ModuleOp([backward.clone()]), outputs


class TrainingGraph:
    """A graph compiled with its backward: `forward.call(*inputs)` returns the outputs and
    then the values saved for `backward(*saved inputs, *saved values, *tangents)`, which
    returns the gradients of the inputs `wrt` (see `prim-partition`). The backward is
    lowered and compiled at its first call (as AOTAutograd compiles lazily): a forward run
    under grad mode whose backward never runs (inference without `no_grad`) costs one
    compile, not two."""

    def __init__(self, forward: CompiledGraph, outputs: int, backward: ModuleOp,
                 rec: GraphRecord, config: CompileConfig, target: str, wrt: list[int]):
        from xdsl.dialects import func

        from tcompile.passes.prim_autodiff import GRAD_INPUTS, TANGENT
        from tcompile.passes.prim_partition import SAVED_INPUTS

        bw = next(iter(backward.body.block.ops))
        assert isinstance(bw, func.FuncOp)
        self.forward = forward
        self.outputs = outputs
        self.backward_module = backward
        self.rec, self.config, self.target = rec, config, target
        self.wrt = list(bw.attributes[GRAD_INPUTS].get_values())  # of `wrt`, those with one
        self.saved_inputs = list(bw.attributes[SAVED_INPUTS].get_values())
        self.tangents = [a.data[TANGENT].value.data for a in bw.arg_attrs.data
                         if TANGENT in a.data]
        self.tangent_set = frozenset(self.tangents)
        self.written: frozenset[int] = frozenset()
        # outputs that are inputs updated in place: given back as the input objects
        self.returned_inputs: list[tuple[int, int]] = []
        self._backward: CompiledGraph | None = None
        self._replayed = False  # the backward runs through CUDA graph replays
        self._lock = threading.Lock()

    def outputs_only(self, *inputs: torch.Tensor) -> list[torch.Tensor]:
        return list(self.forward.call(*inputs)[:self.outputs])

    def backward_boxed(self, args: list[torch.Tensor]) -> Sequence[torch.Tensor]:
        """The gradients from `args` (saved inputs, saved values, tangents), a list that the
        backward empties: each saved activation is freed after its last use there, unless
        the caller holds it elsewhere (`_TrainingFunction.backward` does not)."""
        with self._lock:
            if self._backward is None:
                self._backward = self._compile_backward()
        graph = self._backward
        grads = graph.boxed(args) if graph.boxed is not None else graph.call(*args)
        if self._replayed:
            # A CUDA graph recording keeps its outputs: autograd gets aliases of its own,
            # which AccumulateGrad takes as `.grad` as they are instead of cloning each
            # (ResNet-18: 62 copies a step, and the optimizer's replay then copied the clones
            # in again). The recording replays only once they are dropped (`zero_grad`).
            return [g.detach() for g in grads]
        return grads

    def _compile_backward(self) -> CompiledGraph:
        rec = self.rec
        first = len(rec.snapshots)
        prim_text = str(self.backward_module) if dump_dir() is not None else ""
        try:
            _run(PrimToLoopPipeline(channels_last=channels_last(self.target, True,
                                                                self.config.mode),
                                    **lowering_options(self.target, self.config.mode)),
                 make_context(),
                 self.backward_module, rec, "backward: ")
            graph = _generate(rec, self.backward_module, (), self.config, self.target,
                              "backward ", boxed=True)
        except Exception as e:
            raise RuntimeError(f"tcompile: the backward of graph {rec.name} failed to compile "
                               f"({type(e).__name__}: {e}). Please report this bug; "
                               "backend='eager' runs the function without it.") from e
        directory = new_graph_dir(f"{rec.name}_backward")
        if directory is not None:
            part = GraphRecord(rec.name, rec.fn, [("backward", prim_text), *rec.snapshots[first:]],
                               target=self.target)
            _dump(directory, part, self.config)
        from tcompile.runtime.cudagraphs import CUDAGraphRunner

        self._replayed = isinstance(graph.call, CUDAGraphRunner)
        return graph


def _precompile(graph: CompiledGraph, example_inputs: Sequence[torch.Tensor], name: str) -> None:
    """Compile the graph's Triton kernels for the example sizes, in worker processes. A
    failure here is not the graph's failure: the kernel compiles again at its first launch,
    which reports it."""
    from tcompile.frontend import config as knobs

    try:
        graph.precompile(example_inputs, knobs.compile_threads)
    except Exception as e:  # noqa: BLE001
        log.debug("tcompile: graph %s: compiling kernels ahead failed (%s: %s); they compile "
                  "at their first launch", name, type(e).__name__, e)


def start_compile_workers() -> None:
    """Set Triton up on a machine that runs it (once per process; `triton_pool.start`): the
    compile workers (`config.compile_threads` of them), Triton's driver and the hash of its
    sources, while the graph is captured and lowered."""
    from tcompile.frontend import config as knobs
    from tcompile.runtime import triton_pool

    triton_pool.start_on_gpu(knobs.compile_threads)


_KERNEL_NAME = re.compile(r"tc_kernel\d+")  # what codegen names each generated kernel


def _replay(module: ModuleOp) -> Callable[..., list[torch.Tensor]]:
    """Run the captured ATen ops eagerly (the `eager` backend, fallbacks and backward),
    `module` read at the first call (`prepare_torch_function`; it is not modified)."""
    prepared: list[Callable[[Sequence[torch.Tensor]], list[torch.Tensor]]] = []

    def replay(*inputs: torch.Tensor) -> list[torch.Tensor]:
        if not prepared:
            prepared.append(prepare_torch_function(module, check_dtypes=False))
        return prepared[0](inputs)
    return replay


WRITTEN = "tc.written"
"""Attribute of a graph argument that the caller overwrites with one of the graph's results
after the call (a BatchNorm's running statistics in training, `x.add_(1)` on an input)."""


def _written(module: ModuleOp) -> frozenset[int]:
    function = next(iter(module.body.block.ops))
    attrs = function.arg_attrs.data if function.arg_attrs is not None else ()
    return frozenset(i for i, a in enumerate(attrs) if WRITTEN in a.data)


class _TrainingFunction(torch.autograd.Function):
    """A compiled forward whose compiled backward (`TrainingGraph`) gets the values the
    forward saved. Inputs the caller overwrites after the call (`written`) are saved as
    copies. Double backward raises (`once_differentiable`): the backward graph has no
    derivative of its own."""

    @staticmethod
    def forward(ctx, graph: TrainingGraph, *inputs):
        # before the call: its kernels may update a written input in place
        old = {i: inputs[i].detach().clone() for i in graph.saved_inputs if i in graph.written}
        results = graph.forward.call(*inputs)
        n = graph.outputs
        outputs, saved = tuple(results[:n]), results[n:]
        kept = [old.get(i, inputs[i]) for i in graph.saved_inputs]
        ctx.graph = graph
        ctx.save_for_backward(*kept, *saved)
        # Outputs without a tangent (integers, a batch norm's running statistics) carry no
        # gradient; autograd passes None for an unused output's, not a tensor of zeros.
        ctx.mark_non_differentiable(*(o for i, o in enumerate(outputs)
                                      if i not in graph.tangent_set))
        ctx.set_materialize_grads(False)
        # (metadata, not the outputs: a tensor kept on ctx would keep its own graph alive)
        ctx.like = {i: (outputs[i].shape, outputs[i].dtype, outputs[i].device)
                    for i in graph.tangents}
        return outputs

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, *grads):
        graph = ctx.graph
        tangents = [grads[i] if grads[i] is not None else
                    torch.zeros(ctx.like[i][0], dtype=ctx.like[i][1], device=ctx.like[i][2])
                    for i in graph.tangents]
        args = [*ctx.saved_tensors, *tangents]
        del tangents
        # autograd's own references to the saved values go (unless retain_graph=True): the
        # backward drops each after its last use (AOTAutograd does the same), so the step's
        # peak is not every activation plus the first layers' gradients
        ctx.maybe_clear_saved_tensors()
        found = graph.backward_boxed(args)
        out: list[torch.Tensor | None] = [None] * (len(ctx.needs_input_grad) - 1)
        for i, g in zip(graph.wrt, found, strict=True):
            out[i] = g if ctx.needs_input_grad[i + 1] else None
        return (None, *out)


class _GraphFunction(torch.autograd.Function):
    """A compiled forward whose backward differentiates the eager replay of the same ATen
    ops: generated kernels have no derivatives of their own. Inputs the caller overwrites
    after the call (`written`) are saved as copies: the replay needs their old values."""

    @staticmethod
    def forward(ctx, run, replay, written, *inputs):
        ctx.replay = replay
        ctx.save_for_backward(*(t.detach().clone() if i in written else t
                                for i, t in enumerate(inputs)))
        outputs = tuple(run(*inputs))
        ctx.mark_non_differentiable(*(o for o in outputs if not o.is_floating_point()))
        return outputs

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, *grads):
        inputs = [t.detach().requires_grad_(t.requires_grad) for t in ctx.saved_tensors]
        with torch.enable_grad():
            outputs = ctx.replay(*inputs)
        pairs = [(o, g) for o, g in zip(outputs, grads, strict=True)
                 if g is not None and o.requires_grad]
        wanted = [t for t in inputs if t.requires_grad]
        found = iter(torch.autograd.grad([o for o, _ in pairs], wanted, [g for _, g in pairs],
                                         allow_unused=True) if pairs and wanted else ())
        return (None, None, None,
                *(next(found, None) if t.requires_grad else None for t in inputs))


def _finish(rec: GraphRecord, config: CompileConfig) -> GraphRecord:
    """Log and dump what was compiled."""
    passes, output_code = get_logger("passes"), get_logger("output_code")
    for stage, text in rec.snapshots:  # printed only if the logger prints
        target = output_code if stage.endswith(("wrapper", "kernels")) else passes
        target.info("graph %s, %s:\n%s", rec.name, stage, text)
    if rec.fallback_reason:
        passes.info("graph %s runs eagerly: %s", rec.name, rec.fallback_reason)
    directory = new_graph_dir(rec.name)
    if directory is not None:
        _dump(directory, rec, config)
    return rec


def _dump(directory: Path, rec: GraphRecord, config: CompileConfig) -> None:
    """Numbered stage files plus `repro.sh`, whose commands redo each step from the
    previous stage's file into `repro/`."""
    ir_stages = [(s, t) for s, t in rec.stages if not s.endswith(("wrapper", "kernels"))]
    files = []
    for i, (stage, text) in enumerate(ir_stages):
        fname = f"{i:02d}-{re.sub(r'[^A-Za-z0-9_.-]+', '_', stage.split('{')[0])}.mlir"
        (directory / fname).write_text(text + "\n")
        files.append(fname)
    for stage, text in rec.stages:
        prefix = stage.removesuffix("wrapper").removesuffix("kernels").strip().replace(" ", "_")
        prefix = f"{prefix}_" if prefix else ""
        if stage.endswith("wrapper"):
            (directory / f"{prefix}wrapper.py").write_text(text)
        elif stage.endswith("kernels"):
            (directory / f"{prefix}kernels.ll").write_text(text)
    lines = ["#!/bin/sh", f"# Re-runs each lowering step of graph {rec.name} with tc-opt; "
             "compare repro/ with the files here.", "set -e", 'cd "$(dirname "$0")"',
             "mkdir -p repro"]
    for (stage, _), src, dst in zip(ir_stages[1:], files[:-1], files[1:], strict=True):
        # "forward: prim-to-loop" ran on the forward's function alone (the file before it
        # holds both halves: tc-opt lowers both)
        spec = stage.split(": ", 1)[-1]
        lines.append(f"tc-opt {src} --pass-pipeline {shlex.quote(spec)} > repro/{dst}")
    if rec.target in ("llvm", "triton"):
        target = rec.target if config.mode == "default" else \
            f"{rec.target}{{mode={config.mode}}}"
        lines.append(f"tc-opt {files[-1]} -t {shlex.quote(target)} > repro/codegen.txt")
    if rec.fallback_reason:
        lines.append(f"# the graph ran eagerly: {rec.fallback_reason.splitlines()[0]}")
    script = directory / "repro.sh"
    script.write_text("\n".join(lines) + "\n")
    script.chmod(0o755)

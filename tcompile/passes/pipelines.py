"""Named pipelines: each is a pass that runs a fixed sequence of passes.

`tcompile.compile` and `tc-opt` run the same objects, so `tc-opt x.mlir --pass-pipeline
torch-to-loop` reproduces exactly what the compiler does between the torch and loop stages.
`stages()` spells a pipeline out pass by pass (what `--print-ir-after-all` shows).

    torch-to-prim   torch-fuse-attention[, torch-fuse-gemm-activation], torch-decompose,
                    convert-torch-to-prim, canonicalize, cse, dce
    prim-to-loop    [prim-channels-last, prim-unfuse-bias, prim-pad-gemm,] convert-prim-to-loop,
                    loop-inline-pointwise, loop-simplify-indexing,
                    loop-split-reduction, loop-fuse, loop-mark-internal,
                    loop-write-inputs, cse[, loop-combo][, loop-gemm-epilogue]
    torch-to-loop   torch-to-prim, then prim-to-loop

torch-fuse-gemm-activation, prim-channels-last, prim-unfuse-bias, prim-pad-gemm, loop-combo
and loop-gemm-epilogue run only with the pipelines' `gemm_activation`, `channels_last`,
`unfuse_bias`, `pad_gemm`, `combo` and `gemm_epilogue` options, and convert-prim-to-loop
lowers depthwise convolutions to kernels only with `depthwise_conv`: the compiler sets them
for the Triton target (`torch-to-prim{gemm_activation=true}` and `prim-to-loop
{channels_last=true pad_gemm=true unfuse_bias=true combo=true depthwise_conv=true}` in dumps
and `tc-opt`), `gemm_activation` for inference graphs only, `gemm_epilogue` under
`max-autotune` only.

A graph whose inputs require grad runs torch-to-prim, then prim-autodiff and prim-partition
(joint forward + backward, split by a min-cut), then prim-to-loop on the forward, and on the
backward at its first call (tcompile/compiler.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.transforms.canonicalize import CanonicalizePass
from xdsl.transforms.common_subexpression_elimination import CommonSubexpressionElimination
from xdsl.transforms.dead_code_elimination import DeadCodeElimination

from tcompile.passes.convert_prim_to_loop import ConvertPrimToLoopPass
from tcompile.passes.convert_torch_to_prim import ConvertTorchToPrimPass
from tcompile.passes.loop_combo import LoopComboPass
from tcompile.passes.loop_fuse import LoopFusePass
from tcompile.passes.loop_gemm_epilogue import LoopGemmEpiloguePass
from tcompile.passes.loop_inline_pointwise import LoopInlinePointwisePass
from tcompile.passes.loop_mark_internal import LoopMarkInternalPass
from tcompile.passes.loop_simplify_indexing import LoopSimplifyIndexingPass
from tcompile.passes.loop_split_reduction import LoopSplitReductionPass
from tcompile.passes.loop_write_inputs import LoopWriteInputsPass
from tcompile.passes.prim_channels_last import PrimChannelsLastPass
from tcompile.passes.prim_pad_gemm import PrimPadGemmPass
from tcompile.passes.prim_unfuse_bias import PrimUnfuseBiasPass
from tcompile.passes.torch_decompose import TorchDecomposePass
from tcompile.passes.torch_fuse_attention import TorchFuseAttentionPass
from tcompile.passes.torch_fuse_gemm_activation import TorchFuseGemmActivationPass
from tcompile.timing import timed


class PipelinePass(ModulePass):
    """A pass made of other passes, run in order."""

    def stages(self) -> tuple[ModulePass, ...]:
        raise NotImplementedError

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        for p in self.stages():
            with timed(f"{self.name}/{p.name}"):  # tcompile.compile_times()
                p.apply(ctx, op)


def expand(passes: tuple[ModulePass, ...] | list[ModulePass]) -> list[ModulePass]:
    """Flatten named pipelines into the passes they run."""
    out: list[ModulePass] = []
    for p in passes:
        out.extend(expand(p.stages()) if isinstance(p, PipelinePass) else [p])
    return out


@dataclass(frozen=True)
class TorchToPrimPipeline(PipelinePass):
    """torch dialect to prim dialect: decompose, convert, clean up.

    Before: `torch.aten.linear %x, %w, %b : ...`
    After:  `prim.transpose`, `prim.extern "aten.addmm"`, ... on `!prim.tensor` values.
    """

    name = "torch-to-prim"

    gemm_activation: bool = False
    """Run torch-fuse-gemm-activation (the compiler asks for it for the Triton target's
    inference graphs)."""

    def stages(self) -> tuple[ModulePass, ...]:
        return (
            TorchFuseAttentionPass(),
            *((TorchFuseGemmActivationPass(),) if self.gemm_activation else ()),
            TorchDecomposePass(),
            # An op without a lowering is a library call of ATen (or of its custom op).
            ConvertTorchToPrimPass(allow_extern_fallback=True),
            CanonicalizePass(),
            CommonSubexpressionElimination(),
            DeadCodeElimination(),
        )


@dataclass(frozen=True)
class PrimToLoopPipeline(PipelinePass):
    """prim dialect to fused loop kernels.

    Before: `%y = prim.exp %x : !prim.tensor<[4], f32>` ...
    After:  `loop.fused { loop.kernel [p0 = 4] { ... } ... }` over `!loop.buffer` values.
    """

    name = "prim-to-loop"

    max_independent_numel: int = LoopFusePass.max_independent_numel
    """loop-fuse's bound for fusing kernels that share no data."""

    channels_last: bool = False
    """Run prim-channels-last first (the compiler asks for it for the Triton target)."""

    pad_gemm: bool = False
    """Run prim-pad-gemm first (the compiler asks for it for the Triton target)."""

    tf32: bool = False
    """prim-pad-gemm's option: float32 GEMMs run on TF32 tensor cores, so they are padded too."""

    unfuse_bias: bool = False
    """Run prim-unfuse-bias first (the compiler asks for it for the Triton target)."""

    combo: bool = False
    """Run loop-combo (the compiler asks for it for the Triton target)."""

    gemm_epilogue: bool = False
    """Run loop-gemm-epilogue last (the compiler asks for it for the Triton target under
    `max-autotune`)."""

    depthwise_conv: bool = False
    """convert-prim-to-loop's option: depthwise convolutions become kernels (the compiler
    asks for it for the Triton target)."""

    def stages(self) -> tuple[ModulePass, ...]:
        return (
            *((PrimChannelsLastPass(),) if self.channels_last else ()),
            *((PrimUnfuseBiasPass(),) if self.unfuse_bias else ()),
            *((PrimPadGemmPass(tf32=self.tf32),) if self.pad_gemm else ()),
            ConvertPrimToLoopPass(depthwise_conv=self.depthwise_conv),
            LoopInlinePointwisePass(),
            LoopSimplifyIndexingPass(),
            LoopSplitReductionPass(),
            LoopFusePass(max_independent_numel=self.max_independent_numel),
            LoopMarkInternalPass(),
            LoopWriteInputsPass(),
            CommonSubexpressionElimination(),
            *((LoopComboPass(),) if self.combo else ()),
            *((LoopGemmEpiloguePass(),) if self.gemm_epilogue else ()),
        )


@dataclass(frozen=True)
class TorchToLoopPipeline(PipelinePass):
    """torch dialect all the way to fused loop kernels: torch-to-prim, then prim-to-loop.

    Before: `torch.aten._softmax %x {dim = -1 : i64, half_to_float = false} : ...`
    After:  one `loop.fused` holding the max, exp-sum and normalise kernels.
    """

    name = "torch-to-loop"

    gemm_activation: bool = False
    """torch-to-prim's option: a Linear's ReLU or tanh GELU in cuBLASLt's epilogue."""

    channels_last: bool = False
    """prim-to-loop's option: convolution nets in channels-last layout."""

    pad_gemm: bool = False
    """prim-to-loop's option: large GEMMs with unaligned rows compute padded columns."""

    tf32: bool = False
    """prim-to-loop's option: float32 GEMMs run on TF32 tensor cores (padded too)."""

    unfuse_bias: bool = False
    """prim-to-loop's option: GEMM biases that only pointwise ops read are added by them."""

    combo: bool = False
    """prim-to-loop's option: independent in-place updates share launches (loop-combo)."""

    gemm_epilogue: bool = False
    """prim-to-loop's option: GEMMs grouped with their pointwise epilogues (loop.gemm)."""

    depthwise_conv: bool = False
    """prim-to-loop's option: depthwise convolutions become kernels."""

    def stages(self) -> tuple[ModulePass, ...]:
        return (TorchToPrimPipeline(gemm_activation=self.gemm_activation),
                PrimToLoopPipeline(channels_last=self.channels_last, pad_gemm=self.pad_gemm,
                                   tf32=self.tf32, unfuse_bias=self.unfuse_bias,
                                   combo=self.combo, gemm_epilogue=self.gemm_epilogue,
                                   depthwise_conv=self.depthwise_conv))

// Every example lowers from the torch dialect to loop kernels. The grep keeps the function's
// top-level kernel ops (4 spaces deep: members of a loop.fused are deeper), so the checks see
// what runs: the normalisations and the elementwise examples are one kernel op each (a
// loop.kernel, or a loop.fused group); mlp and attention are library calls with the
// elementwise work between them fused into one kernel op each.

// RUN: tc-opt %examples/ir/trig.mlir --pass-pipeline torch-to-loop | grep -oE "^    loop\.(kernel|fused|extern \"[a-z._]+\")" | filecheck %s --check-prefix ONE
// RUN: tc-opt %examples/ir/softmax.mlir --pass-pipeline torch-to-loop | grep -oE "^    loop\.(kernel|fused|extern \"[a-z._]+\")" | filecheck %s --check-prefix ONE
// RUN: tc-opt %examples/ir/softmax_dynamic.mlir --pass-pipeline torch-to-loop | grep -oE "^    loop\.(kernel|fused|extern \"[a-z._]+\")" | filecheck %s --check-prefix ONE
// RUN: tc-opt %examples/ir/layer_norm.mlir --pass-pipeline torch-to-loop | grep -oE "^    loop\.(kernel|fused|extern \"[a-z._]+\")" | filecheck %s --check-prefix ONE
// RUN: tc-opt %examples/ir/rms_norm.mlir --pass-pipeline torch-to-loop | grep -oE "^    loop\.(kernel|fused|extern \"[a-z._]+\")" | filecheck %s --check-prefix ONE
// RUN: tc-opt %examples/ir/gelu_bias.mlir --pass-pipeline torch-to-loop | grep -oE "^    loop\.(kernel|fused|extern \"[a-z._]+\")" | filecheck %s --check-prefix ONE
// RUN: tc-opt %examples/ir/softmax.mlir --pass-pipeline "builtin.module(torch-to-loop)" | grep -oE "^    loop\.(kernel|fused|extern \"[a-z._]+\")" | filecheck %s --check-prefix ONE
// RUN: tc-opt %examples/ir/mlp.mlir --pass-pipeline torch-to-loop | grep -oE "^    loop\.(kernel|fused|extern \"[a-z._]+\")" | filecheck %s --check-prefix MLP
// RUN: tc-opt %examples/ir/attention.mlir --pass-pipeline torch-to-loop | grep -oE "^    loop\.(kernel|fused|extern \"[a-z._]+\")" | filecheck %s --check-prefix ATTN

// ONE:     loop.{{kernel|fused}}
// ONE-NOT: loop

// linear with a bias is addmm (the bias add happens in the GEMM, as Inductor does); gelu
// between the two GEMMs is one kernel.
// MLP:      loop.extern "aten.addmm"
// MLP-NEXT: loop.{{kernel|fused}}
// MLP-NEXT: loop.extern "aten.addmm"
// MLP-NOT:  loop

// softmax(q·kᵀ·scale)·v written out is one fused attention call (torch-fuse-attention):
// no [B, H, L, S] scores in memory, no kernel of ours.
// ATTN:      loop.extern "aten.scaled_dot_product_attention"
// ATTN-NOT:  loop

// `-t llvm` and `-t triton` print what compile_loop_module writes: the Python wrapper (with
// the Triton kernels inside it) and, for LLVM, the kernel module. Layer norm is one fused
// kernel: a persistent Welford reduction on Triton, a row loop with two passes on the CPU.
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t llvm | filecheck %s --check-prefix=LLVM
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t triton | filecheck %s --check-prefix=TRITON
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t 'triton{mode=max-autotune}' | filecheck %s --check-prefix=TUNE
// RUN: not tc-opt %s -t llvm 2>&1 | filecheck %s --check-prefix=NOTLOOP

// LLVM: tc_kernel0 = _llvm.kernel("tc_kernel0", nbuffers=4, nsizes=0, cost=1)
// LLVM: def call(x, w, b):
// LLVM: buf0 = torch.empty_strided((33, 64), (64, 1), dtype=torch.bfloat16, device=device)
// LLVM-NEXT: tc_kernel0(x, w, b, buf0, xnumel=33, rnumel=64)
// LLVM-NEXT: return [buf0]
// LLVM: ----- kernels.ll -----
// LLVM: define void @"tc_kernel0"(ptr noalias %"in_ptr0", ptr noalias %"in_ptr1", ptr noalias %"in_ptr2", ptr noalias %"out_ptr0", i64 %"xnumel", i64 %"rnumel", i64 %"xstart", i64 %"xend")

// TRITON: @triton.jit
// TRITON-NEXT: def tc_kernel0_kernel(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, rnumel, XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
// TRITON: tl.sum(
// TRITON: tl.store(out_ptr0 + (rindex + 64 * xindex), {{.*}}, mask=xmask & rmask)
// TRITON: tc_kernel0 = TritonLauncher(tc_kernel0_kernel, kind='reduction', persistent=True, {{.*}}, autotune=False)
// TRITON: tc_kernel0(x, w, b, buf0, xnumel=33, rnumel=64)

// TUNE: wrapper.py (target triton, mode max-autotune)
// TUNE: autotune=True)

// NOTLOOP: tc-opt: error: code generation: {{.*}}
func.func @layer_norm(%x: !torch.tensor<[33, 64], bf16>, %w: !torch.tensor<[64], bf16>, %b: !torch.tensor<[64], bf16>) -> !torch.tensor<[33, 64], bf16> {
  %y:3 = torch.aten.native_layer_norm %x, %w, %b {normalized_shape = [64], eps = 1.0e-05 : f64} : (!torch.tensor<[33, 64], bf16>, !torch.tensor<[64], bf16>, !torch.tensor<[64], bf16>) -> (!torch.tensor<[33, 64], bf16>, !torch.tensor<[33, 1], f32>, !torch.tensor<[33, 1], f32>)
  func.return %y#0 : !torch.tensor<[33, 64], bf16>
}

// RUN: tc-opt %s --pass-pipeline loop-gemm-epilogue | filecheck %s
// RUN: tc-opt %s --pass-pipeline loop-gemm-epilogue | tc-opt | filecheck %s
// RUN: tc-opt %s --pass-pipeline loop-gemm-epilogue -t triton | filecheck %s --check-prefix=TRITON
// RUN: tc-opt %s --pass-pipeline loop-gemm-epilogue -t llvm | filecheck %s --check-prefix=LLVM

// A bf16 Linear + GELU: the addmm and the kernel that alone reads its product become one
// loop.gemm, placed where the kernel was (the product moves down past the unrelated kernel).
// CHECK-LABEL: func.func @linear_gelu(
// CHECK:         %[[C:.*]] = loop.alloc : !loop.buffer<[64, 128], bf16>
// CHECK:         loop.kernel [p0 = 16] {
// CHECK:         loop.gemm {
// CHECK-NEXT:      loop.extern "aten.addmm" ins(%{{.*}}) outs(%[[C]] : !loop.buffer<[64, 128], bf16>)
// CHECK-NEXT:      loop.kernel [p0 = 64, p1 = 128] {
// CHECK:             loop.load %[[C]]["128*p0 + p1"] : bf16
// CHECK:             math.erf
// CHECK:         func.return
// The Triton wrapper runs it through the template, with the library call plus the kernel
// as the alternative its first call may time faster.
// TRITON:        def tc_gemm0_kernel(a_ptr, b_ptr, bias_ptr, out_ptr0, stride_am, stride_ak, stride_bk, stride_bn, stride_biasm, stride_biasn, knumel, KBLOCK: tl.constexpr, GROUP_M: tl.constexpr, EVEN_K: tl.constexpr, xnumel, rnumel, XBLOCK: tl.constexpr, RBLOCK: tl.constexpr):
// TRITON:            acc = tl.dot(a, b, acc)
// TRITON:          acc += tl.load(bias_ptr + am * stride_biasm + bn * stride_biasn).to(tl.float32)
// TRITON-NEXT:     [[P:tmp[0-9]+]] = acc.to(tl.bfloat16)
// TRITON-NEXT:     [[F:tmp[0-9]+]] = [[P]].to(tl.float32)
// TRITON:          tl.erf
// TRITON:          tl.store(out_ptr0 + (rindex + 128 * xindex), {{.*}}, mask=xmask & rmask)
// TRITON:        tc_gemm0 = GemmTemplate(tc_gemm0_kernel, pointers=4, bias=True)
// TRITON:        def call(
// TRITON:            def tc_gemm0_unfused():
// TRITON-NEXT:           [[PB:buf[0-9]+]] = torch.addmm(b, x, [[WT:buf[0-9]+]])
// TRITON-NEXT:           tc_kernel1([[PB]], [[OUT:buf[0-9]+]], xnumel=8192, rnumel=1)
// TRITON-NEXT:       tc_gemm0(tc_gemm0_unfused, x, [[WT]], b, [[OUT]], xnumel=64, rnumel=128, knumel=32)
// The LLVM backend has no template: the two ops run in order.
// LLVM:          def call(
// LLVM:            torch.addmm(b, x, {{.*}}, out=[[PL:buf[0-9]+]])
// LLVM:            tc_kernel1([[PL]],
func.func @linear_gelu(%x: !loop.buffer<[64, 32], bf16>, %w: !loop.buffer<[128, 32], bf16>, %b: !loop.buffer<[128], bf16>, %y: !loop.buffer<[16], f32>) -> (!loop.buffer<[64, 128], bf16>, !loop.buffer<[16], f32>) {
  %wt = loop.view %w offset 0 : !loop.buffer<[128, 32], bf16> -> !loop.buffer<[32, 128], bf16, [1, 32]>
  %c = loop.alloc : !loop.buffer<[64, 128], bf16>
  loop.extern "aten.addmm" ins(%b, %x, %wt : !loop.buffer<[128], bf16>, !loop.buffer<[64, 32], bf16>, !loop.buffer<[32, 128], bf16, [1, 32]>) outs(%c : !loop.buffer<[64, 128], bf16>)
  %z = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %v = loop.load %y[p0] : f32
    %e = math.exp %v : f32
    loop.store %z[p0], %e : f32
  }
  %out = loop.alloc : !loop.buffer<[64, 128], bf16>
  loop.kernel [p0 = 64, p1 = 128] {
    %half = arith.constant 5.000000e-01 : f32
    %one = arith.constant 1.000000e+00 : f32
    %s = arith.constant 0.707106769 : f32
    %p = loop.load %c["128*p0 + p1"] : bf16
    %pf = arith.extf %p : bf16 to f32
    %h = arith.mulf %pf, %half : f32
    %u = arith.mulf %pf, %s : f32
    %erf = math.erf %u : f32
    %t = arith.addf %erf, %one : f32
    %g = arith.mulf %h, %t : f32
    %gb = arith.truncf %g : f32 to bf16
    loop.store %out["128*p0 + p1"], %gb : bf16
  }
  func.return %out, %z : !loop.buffer<[64, 128], bf16>, !loop.buffer<[16], f32>
}

// Left alone: the product is also returned; a float32 product (torch's TF32 setting decides
// its precision); a kernel reading the product transposed; a reduction over the product.
// CHECK-LABEL: func.func @not_epilogues(
// CHECK-NOT:     loop.gemm
// CHECK:         func.return
func.func @not_epilogues(%x: !loop.buffer<[64, 32], bf16>, %w: !loop.buffer<[32, 64], bf16>, %xf: !loop.buffer<[64, 32], f32>, %wf: !loop.buffer<[32, 64], f32>) -> (!loop.buffer<[64, 64], bf16>, !loop.buffer<[64, 64], bf16>, !loop.buffer<[64, 64], f32>, !loop.buffer<[64, 64], bf16>, !loop.buffer<[64], f32>) {
  %c1 = loop.alloc : !loop.buffer<[64, 64], bf16>
  loop.extern "aten.mm" ins(%x, %w : !loop.buffer<[64, 32], bf16>, !loop.buffer<[32, 64], bf16>) outs(%c1 : !loop.buffer<[64, 64], bf16>)
  %o1 = loop.alloc : !loop.buffer<[64, 64], bf16>
  loop.kernel [p0 = 4096] {
    %v = loop.load %c1[p0] : bf16
    %n = arith.negf %v : bf16
    loop.store %o1[p0], %n : bf16
  }
  %c2 = loop.alloc : !loop.buffer<[64, 64], f32>
  loop.extern "aten.mm" ins(%xf, %wf : !loop.buffer<[64, 32], f32>, !loop.buffer<[32, 64], f32>) outs(%c2 : !loop.buffer<[64, 64], f32>)
  %o2 = loop.alloc : !loop.buffer<[64, 64], f32>
  loop.kernel [p0 = 4096] {
    %v = loop.load %c2[p0] : f32
    %n = arith.negf %v : f32
    loop.store %o2[p0], %n : f32
  }
  %c3 = loop.alloc : !loop.buffer<[64, 64], bf16>
  loop.extern "aten.mm" ins(%x, %w : !loop.buffer<[64, 32], bf16>, !loop.buffer<[32, 64], bf16>) outs(%c3 : !loop.buffer<[64, 64], bf16>)
  %o3 = loop.alloc : !loop.buffer<[64, 64], bf16>
  loop.kernel [p0 = 64, p1 = 64] {
    %v = loop.load %c3["64*p1 + p0"] : bf16
    loop.store %o3["64*p0 + p1"], %v : bf16
  }
  %c4 = loop.alloc : !loop.buffer<[64, 64], bf16>
  loop.extern "aten.mm" ins(%x, %w : !loop.buffer<[64, 32], bf16>, !loop.buffer<[32, 64], bf16>) outs(%c4 : !loop.buffer<[64, 64], bf16>)
  %o4 = loop.alloc : !loop.buffer<[64], f32>
  loop.kernel [p0 = 64] reduce [r0 = 64] {
    %v = loop.load %c4["64*p0 + r0"] : bf16
    %vf = arith.extf %v : bf16 to f32
    %s = loop.reduce sum %vf : f32
    loop.store %o4[p0], %s : f32
  }
  func.return %c1, %o1, %o2, %o3, %o4 : !loop.buffer<[64, 64], bf16>, !loop.buffer<[64, 64], bf16>, !loop.buffer<[64, 64], f32>, !loop.buffer<[64, 64], bf16>, !loop.buffer<[64], f32>
}

// RUN: tc-opt %s --pass-pipeline "prim-pad-gemm{min_macs=0 tf32=true}" | filecheck %s
// RUN: tc-opt %s --pass-pipeline "prim-pad-gemm{min_macs=0 tf32=true},convert-prim-to-loop" | filecheck %s --check-prefix=LOOP
// RUN: tc-opt %s --pass-pipeline "prim-pad-gemm{min_macs=1000000000 tf32=true}" | filecheck %s --check-prefix=SMALL
// RUN: tc-opt %s --pass-pipeline "prim-pad-gemm{min_macs=0}" | filecheck %s --check-prefix=F32
// RUN: tc-opt %s -p prim-pad-gemm | filecheck %s --check-prefix=DEFAULT

// An LM head: 50257 bf16 columns are not 16-byte aligned rows. The weight (50257, 768) is
// padded to 50264 rows of which the GEMM reads the transpose, as before; the GEMM's result is
// sliced back to 50257 columns (a view).
// CHECK-LABEL: func.func @head(
// CHECK-NOT:     prim.transpose %w
// CHECK:         %[[P:.*]] = prim.pad %w low [0, 0] high [7, 0] value 0.000000e+00 : !prim.tensor<[50257, 768], bf16> -> !prim.tensor<[50264, 768], bf16>
// CHECK-NEXT:    %[[PT:.*]] = prim.transpose %[[P]] perm [1, 0] : !prim.tensor<[50264, 768], bf16> -> !prim.tensor<[768, 50264], bf16>
// CHECK-NEXT:    %[[G:.*]] = prim.extern "aten.mm" %x, %[[PT]] : (!prim.tensor<[16, 768], bf16>, !prim.tensor<[768, 50264], bf16>) -> !prim.tensor<[16, 50264], bf16>
// CHECK-NEXT:    %[[S:.*]] = prim.slice %[[G]] start [0, 0] limit [16, 50257] strides [1, 1] : !prim.tensor<[16, 50264], bf16> -> !prim.tensor<[16, 50257], bf16>
// CHECK-NEXT:    prim.reshape %[[S]]
// A right-hand matrix that is not a transpose is padded along its columns, the bias too.
// CHECK:         %[[V:.*]] = prim.pad %v low [0, 0] high [0, 3] value 0.000000e+00 : !prim.tensor<[64, 1001], f32> -> !prim.tensor<[64, 1004], f32>
// CHECK-NEXT:    %[[B:.*]] = prim.pad %b low [0] high [3] value 0.000000e+00 : !prim.tensor<[1001], f32> -> !prim.tensor<[1004], f32>
// CHECK-NEXT:    prim.extern "aten.addmm" %[[B]], %y, %[[V]] {beta = 1 : i64, alpha = 1 : i64} : (!prim.tensor<[1004], f32>, !prim.tensor<[16, 64], f32>, !prim.tensor<[64, 1004], f32>) -> !prim.tensor<[16, 1004], f32>
// CHECK-NEXT:    prim.slice {{.*}} limit [16, 1001]
// 1024 f32 columns are aligned rows: left alone.
// CHECK:         prim.extern "aten.addmm" %c, %y, %u : (!prim.tensor<[1024], f32>, !prim.tensor<[16, 64], f32>, !prim.tensor<[64, 1024], f32>) -> !prim.tensor<[16, 1024], f32>

// By default (min_macs 2^27): the head (617M multiply-adds) is padded, the 1M one is not.
// DEFAULT:       prim.pad %w
// DEFAULT:       prim.extern "aten.addmm" %b, %y, %v

// Without TF32 (tf32=false, the default) float32 GEMMs run on CUDA cores, where unaligned rows
// cost little: only the bf16 head is padded.
// F32:           prim.pad %w
// F32-NOT:       prim.pad
// F32:           prim.extern "aten.addmm" %b, %y, %v

// Below min_macs nothing changes.
// SMALL-NOT:     prim.pad
// SMALL-NOT:     prim.slice

// Lowered: the padded weight is one copy kernel; the GEMM writes a [16, 50264] buffer; its
// readers index it with the padded row stride, and the logits are returned as a view of it,
// in eager's stride order with the padding after each row (as torch.compile returns them).
// LOOP-LABEL: func.func @head(
// LOOP:         %[[PW:.*]] = loop.alloc : !loop.buffer<[50264, 768], bf16>
// LOOP:         loop.load %w["768*p0 + p1"] mask
// LOOP:         %[[T:.*]] = loop.view %[[PW]] offset 0 : !loop.buffer<[50264, 768], bf16> -> !loop.buffer<[768, 50264], bf16, [1, 768]>
// LOOP:         %[[Y:.*]] = loop.alloc : !loop.buffer<[16, 50264], bf16>
// LOOP-NEXT:    loop.extern "aten.mm" ins(%x, %[[T]] : {{.*}}) outs(%[[Y]] : !loop.buffer<[16, 50264], bf16>)
// LOOP-NOT:     loop.alloc : !loop.buffer<[2, 8, 50257], bf16>
// LOOP:         %[[R:.*]] = loop.view %[[Y]] offset 0 : !loop.buffer<[16, 50264], bf16> -> !loop.buffer<[2, 8, 50257], bf16, [402112, 50264, 1]>
// LOOP:         func.return %[[R]],
func.func @head(%x: !prim.tensor<[16, 768], bf16>, %w: !prim.tensor<[50257, 768], bf16>, %b: !prim.tensor<[1001], f32>, %y: !prim.tensor<[16, 64], f32>, %v: !prim.tensor<[64, 1001], f32>, %u: !prim.tensor<[64, 1024], f32>, %c: !prim.tensor<[1024], f32>) -> (!prim.tensor<[2, 8, 50257], bf16>, !prim.tensor<[16, 1001], f32>, !prim.tensor<[16, 1024], f32>) {
  %wt = prim.transpose %w perm [1, 0] : !prim.tensor<[50257, 768], bf16> -> !prim.tensor<[768, 50257], bf16>
  %l = prim.extern "aten.mm" %x, %wt : (!prim.tensor<[16, 768], bf16>, !prim.tensor<[768, 50257], bf16>) -> !prim.tensor<[16, 50257], bf16>
  %r = prim.reshape %l : !prim.tensor<[16, 50257], bf16> -> !prim.tensor<[2, 8, 50257], bf16>
  %z = prim.extern "aten.addmm" %b, %y, %v {beta = 1 : i64, alpha = 1 : i64} : (!prim.tensor<[1001], f32>, !prim.tensor<[16, 64], f32>, !prim.tensor<[64, 1001], f32>) -> !prim.tensor<[16, 1001], f32>
  %e = prim.exp %z : !prim.tensor<[16, 1001], f32>
  %a = prim.extern "aten.addmm" %c, %y, %u : (!prim.tensor<[1024], f32>, !prim.tensor<[16, 64], f32>, !prim.tensor<[64, 1024], f32>) -> !prim.tensor<[16, 1024], f32>
  func.return %r, %e, %a : !prim.tensor<[2, 8, 50257], bf16>, !prim.tensor<[16, 1001], f32>, !prim.tensor<[16, 1024], f32>
}

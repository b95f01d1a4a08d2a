// RUN: tc-opt %s --pass-pipeline prim-unfuse-bias | filecheck %s

// An addmm whose result only pointwise ops read (through a reshape) becomes mm and a bias add
// that the readers' kernel absorbs.
// CHECK-LABEL: func.func @projection(
// CHECK:         %[[M:.*]] = prim.extern "aten.mm" %x, %w : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
// CHECK-NEXT:    %[[B:.*]] = prim.broadcast_in_dim %b dims [1] : !prim.tensor<[32], f32> -> !prim.tensor<[8, 32], f32>
// CHECK-NEXT:    %[[Y:.*]] = prim.add %[[M]], %[[B]] : !prim.tensor<[8, 32], f32>
// CHECK-NEXT:    %[[R:.*]] = prim.reshape %[[Y]]
// CHECK-NOT:     aten.addmm
func.func @projection(%x: !prim.tensor<[8, 16], f32>, %w: !prim.tensor<[16, 32], f32>, %b: !prim.tensor<[32], f32>, %r: !prim.tensor<[2, 4, 32], f32>) -> !prim.tensor<[2, 4, 32], f32> {
  %y = prim.extern "aten.addmm" %b, %x, %w {beta = 1 : i64, alpha = 1 : i64} : (!prim.tensor<[32], f32>, !prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  %v = prim.reshape %y : !prim.tensor<[8, 32], f32> -> !prim.tensor<[2, 4, 32], f32>
  %z = prim.add %v, %r : !prim.tensor<[2, 4, 32], f32>
  func.return %z : !prim.tensor<[2, 4, 32], f32>
}

// Kept: a result that is returned (a value a training forward saves) or that a library call
// reads is written once by the addmm; so is one with beta != 1.
// CHECK-LABEL: func.func @kept(
// CHECK-COUNT-3: prim.extern "aten.addmm"
// CHECK-NOT:     prim.broadcast_in_dim
func.func @kept(%x: !prim.tensor<[8, 16], f32>, %w: !prim.tensor<[16, 32], f32>, %b: !prim.tensor<[32], f32>, %u: !prim.tensor<[32, 4], f32>) -> (!prim.tensor<[8, 32], f32>, !prim.tensor<[8, 4], f32>, !prim.tensor<[8, 32], f32>) {
  %y = prim.extern "aten.addmm" %b, %x, %w {beta = 1 : i64, alpha = 1 : i64} : (!prim.tensor<[32], f32>, !prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  %e = prim.exp %y : !prim.tensor<[8, 32], f32>
  %h = prim.extern "aten.addmm" %b, %x, %w {beta = 1 : i64, alpha = 1 : i64} : (!prim.tensor<[32], f32>, !prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  %g = prim.extern "aten.mm" %h, %u : (!prim.tensor<[8, 32], f32>, !prim.tensor<[32, 4], f32>) -> !prim.tensor<[8, 4], f32>
  %s = prim.extern "aten.addmm" %b, %x, %w {beta = 2 : i64, alpha = 1 : i64} : (!prim.tensor<[32], f32>, !prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  %t = prim.neg %s : !prim.tensor<[8, 32], f32>
  func.return %y, %g, %t : !prim.tensor<[8, 32], f32>, !prim.tensor<[8, 4], f32>, !prim.tensor<[8, 32], f32>
}

// Kept in bfloat16 and float16: cuBLAS adds the bias before its one rounding of the result,
// `mm` + add would round twice.
// CHECK-LABEL: func.func @half(
// CHECK-COUNT-2: prim.extern "aten.addmm"
// CHECK-NOT:     prim.broadcast_in_dim
func.func @half(%x: !prim.tensor<[8, 16], bf16>, %w: !prim.tensor<[16, 32], bf16>, %b: !prim.tensor<[32], bf16>, %xh: !prim.tensor<[8, 16], f16>, %wh: !prim.tensor<[16, 32], f16>, %bh: !prim.tensor<[32], f16>) -> (!prim.tensor<[8, 32], bf16>, !prim.tensor<[8, 32], f16>) {
  %y = prim.extern "aten.addmm" %b, %x, %w {beta = 1 : i64, alpha = 1 : i64} : (!prim.tensor<[32], bf16>, !prim.tensor<[8, 16], bf16>, !prim.tensor<[16, 32], bf16>) -> !prim.tensor<[8, 32], bf16>
  %e = prim.exp %y : !prim.tensor<[8, 32], bf16>
  %yh = prim.extern "aten.addmm" %bh, %xh, %wh {beta = 1 : i64, alpha = 1 : i64} : (!prim.tensor<[32], f16>, !prim.tensor<[8, 16], f16>, !prim.tensor<[16, 32], f16>) -> !prim.tensor<[8, 32], f16>
  %eh = prim.exp %yh : !prim.tensor<[8, 32], f16>
  func.return %e, %eh : !prim.tensor<[8, 32], bf16>, !prim.tensor<[8, 32], f16>
}

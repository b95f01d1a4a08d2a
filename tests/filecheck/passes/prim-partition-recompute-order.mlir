// prim-partition places each recomputed op just before its first use in the backward: the
// second layer's tanh (of the saved %3) is recomputed first, the first layer's (of the saved
// %2) only after the backward has reached it (after the mm that makes its incoming
// gradient), so the recomputed activations of different layers are not alive at once.
// The input is prim-autodiff's joint function of tanh(2 * tanh(x @ w1) @ w2).sum() with w2
// needing no gradient (a GEMM for its gradient would read the first tanh: that one would be
// saved). The tanhs are recomputed because the forward does not store them (a kernel computes
// each inside its reader) while it stores the GEMMs' results anyway.
// RUN: tc-opt %s --pass-pipeline prim-partition | filecheck %s

// CHECK-LABEL: func.func @mlp_0_backward(
// CHECK:         %[[T2:.*]] = prim.tanh %3
// CHECK-NEXT:    prim.mul %[[T2]], %[[T2]]
// CHECK:         %[[G1:.*]] = prim.extern "aten.mm" %{{.*}}, %{{.*}} : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 16], f32>)
// CHECK:         %[[G2:.*]] = prim.mul %[[G1]],
// CHECK:         %[[T1:.*]] = prim.tanh %2
// CHECK:         prim.mul %[[T1]], %[[T1]]
// CHECK:         prim.mul %[[G2]],
// CHECK:         func.return
builtin.module {
  func.func @mlp_0(%0: !prim.tensor<[8, 16], f32> {tc.guarded_strides = array<i64: 16, 1>}, %1: !prim.tensor<[16, 16], f32> {tc.guarded_strides = array<i64: 16, 1>, tc.requires_grad}, %2: !prim.tensor<[16, 16], f32> {tc.guarded_strides = array<i64: 16, 1>}, %3: !prim.tensor<[], f32> {tc.tangent = 0 : i64}) -> (!prim.tensor<[], f32>, !prim.tensor<[16, 16], f32>) attributes {tc.primal_outputs = 1 : i64, tc.grad_inputs = array<i64: 1>} {
    %4 = prim.extern "aten.mm" %0, %1 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 16], f32>) -> !prim.tensor<[8, 16], f32>
    %5 = prim.tanh %4 : !prim.tensor<[8, 16], f32>
    %30 = prim.full 2.000000e+00 : !prim.tensor<[8, 16], f32>
    %31 = prim.mul %5, %30 : !prim.tensor<[8, 16], f32>
    %6 = prim.extern "aten.mm" %31, %2 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 16], f32>) -> !prim.tensor<[8, 16], f32>
    %7 = prim.tanh %6 : !prim.tensor<[8, 16], f32>
    %8 = prim.sum %7 dims [0, 1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[], f32>
    %9 = prim.broadcast_in_dim %3 dims [] : !prim.tensor<[], f32> -> !prim.tensor<[8, 16], f32>
    %10 = prim.full 1.000000e+00 : !prim.tensor<[8, 16], f32>
    %11 = prim.mul %7, %7 : !prim.tensor<[8, 16], f32>
    %12 = prim.sub %10, %11 : !prim.tensor<[8, 16], f32>
    %13 = prim.mul %9, %12 : !prim.tensor<[8, 16], f32>
    %14 = prim.transpose %2 perm [1, 0] : !prim.tensor<[16, 16], f32> -> !prim.tensor<[16, 16], f32>
    %15 = prim.extern "aten.mm" %13, %14 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 16], f32>) -> !prim.tensor<[8, 16], f32>
    %18 = prim.full 1.000000e+00 : !prim.tensor<[8, 16], f32>
    %19 = prim.mul %5, %5 : !prim.tensor<[8, 16], f32>
    %20 = prim.sub %18, %19 : !prim.tensor<[8, 16], f32>
    %32 = prim.mul %15, %30 : !prim.tensor<[8, 16], f32>
    %21 = prim.mul %32, %20 : !prim.tensor<[8, 16], f32>
    %22 = prim.transpose %0 perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
    %23 = prim.extern "aten.mm" %22, %21 : (!prim.tensor<[16, 8], f32>, !prim.tensor<[8, 16], f32>) -> !prim.tensor<[16, 16], f32>
    func.return %8, %23 : !prim.tensor<[], f32>, !prim.tensor<[16, 16], f32>
  }
}

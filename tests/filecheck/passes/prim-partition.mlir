// prim-partition: the joint function splits into a forward, which returns its outputs and
// then the values it saves, and a backward over the saved values and the tangents. What is
// saved is a minimum cut over bytes: the GEMM's result (a library call, not recomputed) is
// saved and tanh of it recomputed in the backward; the input %x, needed for the weight's
// gradient, is passed to the backward by index (tc.saved_inputs), not returned.
// The input is prim-autodiff's joint function of tests/filecheck/passes/prim-autodiff.mlir.
// RUN: tc-opt %s --pass-pipeline prim-partition | filecheck %s

// CHECK-LABEL: func.func @tanh_linear_forward(
// CHECK-SAME:    -> (!prim.tensor<[], f32>, !prim.tensor<[4, 32], f32>) attributes {tc.saved = 1 : i64}
// CHECK:         %h = prim.extern "aten.addmm"
// CHECK:         func.return %s, %h
// CHECK-LABEL: func.func @tanh_linear_backward(
// CHECK-SAME:    %0: !prim.tensor<[4, 16], f32>, %1: !prim.tensor<[4, 32], f32>, %2: !prim.tensor<[], f32> {tc.tangent = 0 : i64}
// CHECK-SAME:    tc.saved_inputs = array<i64: 0>
// CHECK:         %e = prim.tanh %1
// CHECK:         func.return
builtin.module {
  func.func @tanh_linear(%x: !prim.tensor<[4, 16], f32>, %w: !prim.tensor<[32, 16], f32> {tc.requires_grad}, %b: !prim.tensor<[32], f32> {tc.requires_grad}, %0: !prim.tensor<[], f32> {tc.tangent = 0 : i64}) -> (!prim.tensor<[], f32>, !prim.tensor<[32, 16], f32>, !prim.tensor<[32], f32>) attributes {tc.primal_outputs = 1 : i64, tc.grad_inputs = array<i64: 1, 2>} {
    %t = prim.transpose %w perm [1, 0] : !prim.tensor<[32, 16], f32> -> !prim.tensor<[16, 32], f32>
    %h = prim.extern "aten.addmm" %b, %x, %t : (!prim.tensor<[32], f32>, !prim.tensor<[4, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[4, 32], f32>
    %e = prim.tanh %h : !prim.tensor<[4, 32], f32>
    %s = prim.sum %e dims [0, 1] : !prim.tensor<[4, 32], f32> -> !prim.tensor<[], f32>
    %1 = prim.broadcast_in_dim %0 dims [] : !prim.tensor<[], f32> -> !prim.tensor<[4, 32], f32>
    %2 = prim.full 1.000000e+00 : !prim.tensor<[4, 32], f32>
    %3 = prim.mul %e, %e : !prim.tensor<[4, 32], f32>
    %4 = prim.sub %2, %3 : !prim.tensor<[4, 32], f32>
    %5 = prim.mul %1, %4 : !prim.tensor<[4, 32], f32>
    %6 = prim.sum %5 dims [0] : !prim.tensor<[4, 32], f32> -> !prim.tensor<[32], f32>
    %7 = prim.transpose %5 perm [1, 0] : !prim.tensor<[4, 32], f32> -> !prim.tensor<[32, 4], f32>
    %8 = prim.extern "aten.mm" %7, %x : (!prim.tensor<[32, 4], f32>, !prim.tensor<[4, 16], f32>) -> !prim.tensor<[32, 16], f32>
    func.return %s, %8, %6 : !prim.tensor<[], f32>, !prim.tensor<[32, 16], f32>, !prim.tensor<[32], f32>
  }
}


// A value that GEMMs read on both sides is saved, not recomputed: %e = %h * %h feeds the second
// GEMM in the forward and its weight's gradient in the backward, so the forward stores it
// anyway and a backward that recomputed it would store it again. %h is saved as well (the
// square's derivative reads it); the cut alone would save %h and recompute %e.
// CHECK-LABEL: func.func @square_mlp_forward(
// CHECK-SAME:    attributes {tc.saved = 2 : i64}
// CHECK:         func.return %s, %h, %e
// CHECK-LABEL: func.func @square_mlp_backward(
// CHECK-SAME:    %[[H:.*]]: !prim.tensor<[4, 32], f32>, %[[E:.*]]: !prim.tensor<[4, 32], f32>, %{{.*}}: !prim.tensor<[], f32> {tc.tangent = 0 : i64}
// CHECK:         prim.extern "aten.mm" %{{.*}}, %[[E]] :
// CHECK:         func.return
builtin.module {
  func.func @square_mlp(%x: !prim.tensor<[4, 16], f32>, %w1: !prim.tensor<[32, 16], f32> {tc.requires_grad}, %w2: !prim.tensor<[8, 32], f32> {tc.requires_grad}, %0: !prim.tensor<[], f32> {tc.tangent = 0 : i64}) -> (!prim.tensor<[], f32>, !prim.tensor<[32, 16], f32>, !prim.tensor<[8, 32], f32>) attributes {tc.primal_outputs = 1 : i64, tc.grad_inputs = array<i64: 1, 2>} {
    %t1 = prim.transpose %w1 perm [1, 0] : !prim.tensor<[32, 16], f32> -> !prim.tensor<[16, 32], f32>
    %h = prim.extern "aten.mm" %x, %t1 : (!prim.tensor<[4, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[4, 32], f32>
    %e = prim.mul %h, %h : !prim.tensor<[4, 32], f32>
    %t2 = prim.transpose %w2 perm [1, 0] : !prim.tensor<[8, 32], f32> -> !prim.tensor<[32, 8], f32>
    %y = prim.extern "aten.mm" %e, %t2 : (!prim.tensor<[4, 32], f32>, !prim.tensor<[32, 8], f32>) -> !prim.tensor<[4, 8], f32>
    %s = prim.sum %y dims [0, 1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[], f32>
    %1 = prim.broadcast_in_dim %0 dims [] : !prim.tensor<[], f32> -> !prim.tensor<[4, 8], f32>
    %2 = prim.transpose %1 perm [1, 0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8, 4], f32>
    %3 = prim.extern "aten.mm" %2, %e : (!prim.tensor<[8, 4], f32>, !prim.tensor<[4, 32], f32>) -> !prim.tensor<[8, 32], f32>
    %4 = prim.extern "aten.mm" %1, %w2 : (!prim.tensor<[4, 8], f32>, !prim.tensor<[8, 32], f32>) -> !prim.tensor<[4, 32], f32>
    %5 = prim.add %h, %h : !prim.tensor<[4, 32], f32>
    %6 = prim.mul %5, %4 : !prim.tensor<[4, 32], f32>
    %7 = prim.transpose %6 perm [1, 0] : !prim.tensor<[4, 32], f32> -> !prim.tensor<[32, 4], f32>
    %8 = prim.extern "aten.mm" %7, %x : (!prim.tensor<[32, 4], f32>, !prim.tensor<[4, 16], f32>) -> !prim.tensor<[32, 16], f32>
    func.return %s, %8, %3 : !prim.tensor<[], f32>, !prim.tensor<[32, 16], f32>, !prim.tensor<[8, 32], f32>
  }
}

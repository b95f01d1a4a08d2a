// prim-partition breaks ties between cuts of equal bytes toward values the forward writes
// anyway and the backward reads directly. A residual stream, h1 = x + linear(ln(x)) and
// h2 = h1 + linear(ln(h1)), then ln(h2): saving the first GEMM's result %25 or the sum %26
// costs the same bytes, but the forward stores %26 anyway (it is read again after the second
// GEMM) and the second layer norm's backward reads it, so %26 is saved and not recomputed
// (the backward's %9; %13 is %40).
// The last sum %41 is read only by the last layer norm, inside its kernel: the forward does
// not store it, so the GEMM result %40 is saved and %41 recomputed in the backward.
// The input is prim-autodiff's joint function of that module (4 x 8, tcompile.last_ir).
// RUN: tc-opt %s --pass-pipeline prim-partition | filecheck %s

// CHECK-LABEL: func.func @forward_0_forward(
// CHECK:         %[[A1:.*]] = prim.extern "aten.addmm"
// CHECK-NEXT:    %[[H1:.*]] = prim.add %0, %[[A1]]
// CHECK:         %[[A2:.*]] = prim.extern "aten.addmm"
// CHECK-NEXT:    %[[H2:.*]] = prim.add %[[H1]], %[[A2]]
// CHECK:         func.return %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[H1]], %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[A2]], %{{[0-9]+}}, %{{[0-9]+}} :
// CHECK-LABEL: func.func @forward_0_backward(
// CHECK-NOT:     prim.add %0,
// CHECK:         prim.add %9, %13 : !prim.tensor<[4, 8], f32>
// CHECK-NOT:     prim.add %0,
// CHECK:         func.return
builtin.module {
  func.func @forward_0(%0: !prim.tensor<[4, 8], f32> {tc.guarded_strides = array<i64: 8, 1>, tc.requires_grad}, %1: !prim.tensor<[8], f32> {tc.guarded_strides = array<i64: 1>, tc.requires_grad}, %2: !prim.tensor<[8], f32> {tc.guarded_strides = array<i64: 1>, tc.requires_grad}, %3: !prim.tensor<[8, 8], f32> {tc.guarded_strides = array<i64: 8, 1>, tc.requires_grad}, %4: !prim.tensor<[8], f32> {tc.guarded_strides = array<i64: 1>, tc.requires_grad}, %5: !prim.tensor<[8], f32> {tc.guarded_strides = array<i64: 1>, tc.requires_grad}, %6: !prim.tensor<[8], f32> {tc.guarded_strides = array<i64: 1>, tc.requires_grad}, %7: !prim.tensor<[8, 8], f32> {tc.guarded_strides = array<i64: 8, 1>, tc.requires_grad}, %8: !prim.tensor<[8], f32> {tc.guarded_strides = array<i64: 1>, tc.requires_grad}, %9: !prim.tensor<[8], f32> {tc.guarded_strides = array<i64: 1>, tc.requires_grad}, %10: !prim.tensor<[8], f32> {tc.guarded_strides = array<i64: 1>, tc.requires_grad}, %11: !prim.tensor<[4, 8], f32> {tc.tangent = 0 : i64}) -> (!prim.tensor<[4, 8], f32>, !prim.tensor<[4, 8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8, 8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8, 8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8], f32>) attributes {tc.primal_outputs = 1 : i64, tc.grad_inputs = array<i64: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10>} {
    %12, %13 = prim.var_mean %0 dims [1] {correction = 0 : i64} : !prim.tensor<[4, 8], f32> -> (!prim.tensor<[4], f32>, !prim.tensor<[4], f32>)
    %14 = prim.full 1.000000e-05 : !prim.tensor<[4], f32>
    %15 = prim.add %12, %14 : !prim.tensor<[4], f32>
    %16 = prim.rsqrt %15 : !prim.tensor<[4], f32>
    %17 = prim.broadcast_in_dim %13 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %18 = prim.sub %0, %17 : !prim.tensor<[4, 8], f32>
    %19 = prim.broadcast_in_dim %16 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %20 = prim.mul %18, %19 : !prim.tensor<[4, 8], f32>
    %21 = prim.broadcast_in_dim %1 dims [1] : !prim.tensor<[8], f32> -> !prim.tensor<[4, 8], f32>
    %22 = prim.mul %20, %21 : !prim.tensor<[4, 8], f32>
    %23 = prim.broadcast_in_dim %2 dims [1] : !prim.tensor<[8], f32> -> !prim.tensor<[4, 8], f32>
    %24 = prim.add %22, %23 : !prim.tensor<[4, 8], f32>
    %25 = prim.transpose %3 perm [1, 0] : !prim.tensor<[8, 8], f32> -> !prim.tensor<[8, 8], f32>
    %26 = prim.extern "aten.addmm" %4, %24, %25 : (!prim.tensor<[8], f32>, !prim.tensor<[4, 8], f32>, !prim.tensor<[8, 8], f32>) -> !prim.tensor<[4, 8], f32>
    %27 = prim.add %0, %26 : !prim.tensor<[4, 8], f32>
    %28, %29 = prim.var_mean %27 dims [1] {correction = 0 : i64} : !prim.tensor<[4, 8], f32> -> (!prim.tensor<[4], f32>, !prim.tensor<[4], f32>)
    %30 = prim.add %28, %14 : !prim.tensor<[4], f32>
    %31 = prim.rsqrt %30 : !prim.tensor<[4], f32>
    %32 = prim.broadcast_in_dim %29 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %33 = prim.sub %27, %32 : !prim.tensor<[4, 8], f32>
    %34 = prim.broadcast_in_dim %31 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %35 = prim.mul %33, %34 : !prim.tensor<[4, 8], f32>
    %36 = prim.broadcast_in_dim %5 dims [1] : !prim.tensor<[8], f32> -> !prim.tensor<[4, 8], f32>
    %37 = prim.mul %35, %36 : !prim.tensor<[4, 8], f32>
    %38 = prim.broadcast_in_dim %6 dims [1] : !prim.tensor<[8], f32> -> !prim.tensor<[4, 8], f32>
    %39 = prim.add %37, %38 : !prim.tensor<[4, 8], f32>
    %40 = prim.transpose %7 perm [1, 0] : !prim.tensor<[8, 8], f32> -> !prim.tensor<[8, 8], f32>
    %41 = prim.extern "aten.addmm" %8, %39, %40 : (!prim.tensor<[8], f32>, !prim.tensor<[4, 8], f32>, !prim.tensor<[8, 8], f32>) -> !prim.tensor<[4, 8], f32>
    %42 = prim.add %27, %41 : !prim.tensor<[4, 8], f32>
    %43, %44 = prim.var_mean %42 dims [1] {correction = 0 : i64} : !prim.tensor<[4, 8], f32> -> (!prim.tensor<[4], f32>, !prim.tensor<[4], f32>)
    %45 = prim.add %43, %14 : !prim.tensor<[4], f32>
    %46 = prim.rsqrt %45 : !prim.tensor<[4], f32>
    %47 = prim.broadcast_in_dim %44 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %48 = prim.sub %42, %47 : !prim.tensor<[4, 8], f32>
    %49 = prim.broadcast_in_dim %46 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %50 = prim.mul %48, %49 : !prim.tensor<[4, 8], f32>
    %51 = prim.broadcast_in_dim %9 dims [1] : !prim.tensor<[8], f32> -> !prim.tensor<[4, 8], f32>
    %52 = prim.mul %50, %51 : !prim.tensor<[4, 8], f32>
    %53 = prim.broadcast_in_dim %10 dims [1] : !prim.tensor<[8], f32> -> !prim.tensor<[4, 8], f32>
    %54 = prim.add %52, %53 : !prim.tensor<[4, 8], f32>
    %55 = prim.sum %11 dims [0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8], f32>
    %56 = prim.mul %11, %51 : !prim.tensor<[4, 8], f32>
    %57 = prim.mul %11, %50 : !prim.tensor<[4, 8], f32>
    %58 = prim.sum %57 dims [0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8], f32>
    %59 = prim.mul %56, %49 : !prim.tensor<[4, 8], f32>
    %60 = prim.mul %56, %48 : !prim.tensor<[4, 8], f32>
    %61 = prim.sum %60 dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
    %62 = prim.neg %59 : !prim.tensor<[4, 8], f32>
    %63 = prim.sum %62 dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
    %64 = prim.mul %46, %46 : !prim.tensor<[4], f32>
    %65 = prim.mul %46, %64 : !prim.tensor<[4], f32>
    %66 = prim.full -5.000000e-01 : !prim.tensor<[4], f32>
    %67 = prim.mul %65, %66 : !prim.tensor<[4], f32>
    %68 = prim.mul %61, %67 : !prim.tensor<[4], f32>
    %69 = prim.broadcast_in_dim %63 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %70 = prim.full 8.000000e+00 : !prim.tensor<[4, 8], f32>
    %71 = prim.div %69, %70 : !prim.tensor<[4, 8], f32>
    %72 = prim.full 8.000000e+00 : !prim.tensor<[4, 8], f32>
    %73 = prim.broadcast_in_dim %44 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %74 = prim.sub %42, %73 : !prim.tensor<[4, 8], f32>
    %75 = prim.broadcast_in_dim %68 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %76 = prim.full 2.000000e+00 : !prim.tensor<[4, 8], f32>
    %77 = prim.mul %74, %76 : !prim.tensor<[4, 8], f32>
    %78 = prim.mul %75, %77 : !prim.tensor<[4, 8], f32>
    %79 = prim.div %78, %72 : !prim.tensor<[4, 8], f32>
    %80 = prim.add %71, %79 : !prim.tensor<[4, 8], f32>
    %81 = prim.add %59, %80 : !prim.tensor<[4, 8], f32>
    %82 = prim.sum %81 dims [0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8], f32>
    %83 = prim.extern "aten.mm" %81, %7 : (!prim.tensor<[4, 8], f32>, !prim.tensor<[8, 8], f32>) -> !prim.tensor<[4, 8], f32>
    %84 = prim.transpose %81 perm [1, 0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8, 4], f32>
    %85 = prim.extern "aten.mm" %84, %39 : (!prim.tensor<[8, 4], f32>, !prim.tensor<[4, 8], f32>) -> !prim.tensor<[8, 8], f32>
    %86 = prim.sum %83 dims [0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8], f32>
    %87 = prim.mul %83, %36 : !prim.tensor<[4, 8], f32>
    %88 = prim.mul %83, %35 : !prim.tensor<[4, 8], f32>
    %89 = prim.sum %88 dims [0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8], f32>
    %90 = prim.mul %87, %34 : !prim.tensor<[4, 8], f32>
    %91 = prim.mul %87, %33 : !prim.tensor<[4, 8], f32>
    %92 = prim.sum %91 dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
    %93 = prim.neg %90 : !prim.tensor<[4, 8], f32>
    %94 = prim.add %81, %90 : !prim.tensor<[4, 8], f32>
    %95 = prim.sum %93 dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
    %96 = prim.mul %31, %31 : !prim.tensor<[4], f32>
    %97 = prim.mul %31, %96 : !prim.tensor<[4], f32>
    %98 = prim.full -5.000000e-01 : !prim.tensor<[4], f32>
    %99 = prim.mul %97, %98 : !prim.tensor<[4], f32>
    %100 = prim.mul %92, %99 : !prim.tensor<[4], f32>
    %101 = prim.broadcast_in_dim %95 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %102 = prim.full 8.000000e+00 : !prim.tensor<[4, 8], f32>
    %103 = prim.div %101, %102 : !prim.tensor<[4, 8], f32>
    %104 = prim.full 8.000000e+00 : !prim.tensor<[4, 8], f32>
    %105 = prim.broadcast_in_dim %29 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %106 = prim.sub %27, %105 : !prim.tensor<[4, 8], f32>
    %107 = prim.broadcast_in_dim %100 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %108 = prim.full 2.000000e+00 : !prim.tensor<[4, 8], f32>
    %109 = prim.mul %106, %108 : !prim.tensor<[4, 8], f32>
    %110 = prim.mul %107, %109 : !prim.tensor<[4, 8], f32>
    %111 = prim.div %110, %104 : !prim.tensor<[4, 8], f32>
    %112 = prim.add %103, %111 : !prim.tensor<[4, 8], f32>
    %113 = prim.add %94, %112 : !prim.tensor<[4, 8], f32>
    %114 = prim.sum %113 dims [0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8], f32>
    %115 = prim.extern "aten.mm" %113, %3 : (!prim.tensor<[4, 8], f32>, !prim.tensor<[8, 8], f32>) -> !prim.tensor<[4, 8], f32>
    %116 = prim.transpose %113 perm [1, 0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8, 4], f32>
    %117 = prim.extern "aten.mm" %116, %24 : (!prim.tensor<[8, 4], f32>, !prim.tensor<[4, 8], f32>) -> !prim.tensor<[8, 8], f32>
    %118 = prim.sum %115 dims [0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8], f32>
    %119 = prim.mul %115, %21 : !prim.tensor<[4, 8], f32>
    %120 = prim.mul %115, %20 : !prim.tensor<[4, 8], f32>
    %121 = prim.sum %120 dims [0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[8], f32>
    %122 = prim.mul %119, %19 : !prim.tensor<[4, 8], f32>
    %123 = prim.mul %119, %18 : !prim.tensor<[4, 8], f32>
    %124 = prim.sum %123 dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
    %125 = prim.neg %122 : !prim.tensor<[4, 8], f32>
    %126 = prim.add %113, %122 : !prim.tensor<[4, 8], f32>
    %127 = prim.sum %125 dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
    %128 = prim.mul %16, %16 : !prim.tensor<[4], f32>
    %129 = prim.mul %16, %128 : !prim.tensor<[4], f32>
    %130 = prim.full -5.000000e-01 : !prim.tensor<[4], f32>
    %131 = prim.mul %129, %130 : !prim.tensor<[4], f32>
    %132 = prim.mul %124, %131 : !prim.tensor<[4], f32>
    %133 = prim.broadcast_in_dim %127 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %134 = prim.full 8.000000e+00 : !prim.tensor<[4, 8], f32>
    %135 = prim.div %133, %134 : !prim.tensor<[4, 8], f32>
    %136 = prim.full 8.000000e+00 : !prim.tensor<[4, 8], f32>
    %137 = prim.broadcast_in_dim %13 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %138 = prim.sub %0, %137 : !prim.tensor<[4, 8], f32>
    %139 = prim.broadcast_in_dim %132 dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
    %140 = prim.full 2.000000e+00 : !prim.tensor<[4, 8], f32>
    %141 = prim.mul %138, %140 : !prim.tensor<[4, 8], f32>
    %142 = prim.mul %139, %141 : !prim.tensor<[4, 8], f32>
    %143 = prim.div %142, %136 : !prim.tensor<[4, 8], f32>
    %144 = prim.add %135, %143 : !prim.tensor<[4, 8], f32>
    %145 = prim.add %126, %144 : !prim.tensor<[4, 8], f32>
    func.return %54, %145, %121, %118, %117, %114, %89, %86, %85, %82, %58, %55 : !prim.tensor<[4, 8], f32>, !prim.tensor<[4, 8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8, 8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8, 8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8], f32>, !prim.tensor<[8], f32>
  }
}
// RUN: tc-opt %s --pass-pipeline "convert-prim-to-loop,loop-inline-pointwise,cse" | filecheck %s

// Max pooling whose indices nothing reads is a kernel over the output: each window element a
// load masked to the input (-inf outside), the max of them. The ReLU before it inlines into
// the masked loads, guarded by the same masks (no buffer for it).
// CHECK-LABEL: func.func @pool(
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[2, 3, 5, 5], f32>
// CHECK-NEXT:    loop.kernel [p0 = 2, p1 = 3, p2 = 5, p3 = 5] {
// CHECK:           %[[M:.*]] = arith.andi
// CHECK-NEXT:      %[[V:.*]] = loop.load %x["243*p0 + 81*p1 + 18*p2 + 2*p3 - 10"] mask %[[M]] other 0.000000e+00 : f32
// CHECK-NEXT:      %[[R:.*]] = arith.maximumf %[[V]], {{.*}} : f32
// CHECK-NEXT:      %[[NEG:.*]] = arith.constant 0xff800000 : f32
// CHECK-NEXT:      arith.select %[[M]], %[[R]], %[[NEG]] : f32
// The window's centre is always inside: no mask.
// CHECK:           loop.load %x["243*p0 + 81*p1 + 18*p2 + 2*p3"] : f32
// CHECK:           loop.store %[[OUT]]
// CHECK-NOT:     loop.extern
// CHECK:         func.return %[[OUT]]

// With its indices read (the backward of a training graph needs them): ATen's kernel.
// CHECK-LABEL: func.func @pool_indices(
// CHECK:         loop.extern "aten.max_pool2d_with_indices"
func.func @pool(%x: !prim.tensor<[2, 3, 9, 9], f32>) -> !prim.tensor<[2, 3, 5, 5], f32> {
  %z = prim.full 0.000000e+00 : !prim.tensor<[2, 3, 9, 9], f32>
  %r = prim.maximum %x, %z : !prim.tensor<[2, 3, 9, 9], f32>
  %y, %i = prim.extern "aten.max_pool2d_with_indices" %r {kernel_size = [3 : i64, 3 : i64], stride = [2 : i64, 2 : i64], padding = [1 : i64, 1 : i64]} : (!prim.tensor<[2, 3, 9, 9], f32>) -> (!prim.tensor<[2, 3, 5, 5], f32>, !prim.tensor<[2, 3, 5, 5], i64>)
  func.return %y : !prim.tensor<[2, 3, 5, 5], f32>
}

func.func @pool_indices(%x: !prim.tensor<[2, 3, 9, 9], f32>) -> (!prim.tensor<[2, 3, 5, 5], f32>, !prim.tensor<[2, 3, 5, 5], i64>) {
  %y, %i = prim.extern "aten.max_pool2d_with_indices" %x {kernel_size = [3 : i64, 3 : i64], stride = [2 : i64, 2 : i64], padding = [1 : i64, 1 : i64]} : (!prim.tensor<[2, 3, 9, 9], f32>) -> (!prim.tensor<[2, 3, 5, 5], f32>, !prim.tensor<[2, 3, 5, 5], i64>)
  func.return %y, %i : !prim.tensor<[2, 3, 5, 5], f32>, !prim.tensor<[2, 3, 5, 5], i64>
}

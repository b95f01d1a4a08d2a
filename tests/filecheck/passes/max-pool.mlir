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

// With its indices read (the backward of a training graph needs them), the kernel also
// stores each output's index in the input plane: the first element inside the input, then
// any greater one or a NaN (as ATen's kernel), the value and the index selected together.
// CHECK-LABEL: func.func @pool_indices(
// CHECK-NEXT:    %[[V:.*]] = loop.alloc : !loop.buffer<[2, 3, 5, 5], f32>
// CHECK-NEXT:    %[[I:.*]] = loop.alloc : !loop.buffer<[2, 3, 5, 5], i64>
// CHECK-NEXT:    loop.kernel [p0 = 2, p1 = 3, p2 = 5, p3 = 5] {
// CHECK:           %[[FLAT:.*]] = loop.index "18*p2 + 2*p3 - 10" : i64
// CHECK:           %[[GT:.*]] = arith.cmpf ogt
// CHECK-NEXT:      %[[NAN:.*]] = arith.cmpf uno
// CHECK-NEXT:      arith.ori %[[GT]], %[[NAN]] : i1
// CHECK:           arith.select %{{.*}}, %{{.*}}, %[[FLAT]] : i64
// CHECK:           loop.store %[[V]]["75*p0 + 25*p1 + 5*p2 + p3"]
// CHECK-NEXT:      loop.store %[[I]]["75*p0 + 25*p1 + 5*p2 + p3"]
// CHECK-NOT:     loop.extern
// CHECK:         func.return %[[V]], %[[I]]

// Its backward is a kernel over the input's gradient: each element sums the gradients of
// the (2 x 2 here) windows that cover it and whose index is its own; no scatter, and the
// input itself is not read (only its shape).
// CHECK-LABEL: func.func @pool_backward(
// CHECK-NEXT:    %[[GX:.*]] = loop.alloc : !loop.buffer<[2, 3, 9, 9], f32>
// CHECK-NEXT:    loop.kernel [p0 = 2, p1 = 3, p2 = 9, p3 = 9] {
// CHECK-NEXT:      %[[HERE:.*]] = loop.index "9*p2 + p3" : i64
// CHECK:           loop.load %g["75*p0 + 25*p1 + 5*FloorDiv(p2 + 1, 2) + FloorDiv(p3 + 1, 2)"] mask
// CHECK-NEXT:      %[[K:.*]] = loop.load %i["75*p0 + 25*p1 + 5*FloorDiv(p2 + 1, 2) + FloorDiv(p3 + 1, 2)"] mask {{.*}} other -1 : i64
// CHECK-NEXT:      arith.cmpi eq, %[[K]], %[[HERE]] : i64
// CHECK-COUNT-3:   loop.load %i
// CHECK-NOT:       loop.load %x
// CHECK:           loop.store %[[GX]]
// CHECK-NOT:     loop.extern

// Dilated windows: ATen's backward.
// CHECK-LABEL: func.func @pool_backward_dilated(
// CHECK:         loop.extern "aten.max_pool2d_with_indices_backward"
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

func.func @pool_backward(%g: !prim.tensor<[2, 3, 5, 5], f32>, %x: !prim.tensor<[2, 3, 9, 9], f32>, %i: !prim.tensor<[2, 3, 5, 5], i64>) -> !prim.tensor<[2, 3, 9, 9], f32> {
  %gx = prim.extern "aten.max_pool2d_with_indices_backward" %g, %x, %i {kernel_size = [3 : i64, 3 : i64], stride = [2 : i64, 2 : i64], padding = [1 : i64, 1 : i64], dilation = [1 : i64, 1 : i64], ceil_mode = false} : (!prim.tensor<[2, 3, 5, 5], f32>, !prim.tensor<[2, 3, 9, 9], f32>, !prim.tensor<[2, 3, 5, 5], i64>) -> !prim.tensor<[2, 3, 9, 9], f32>
  func.return %gx : !prim.tensor<[2, 3, 9, 9], f32>
}

func.func @pool_backward_dilated(%g: !prim.tensor<[2, 3, 3, 3], f32>, %x: !prim.tensor<[2, 3, 9, 9], f32>, %i: !prim.tensor<[2, 3, 3, 3], i64>) -> !prim.tensor<[2, 3, 9, 9], f32> {
  %gx = prim.extern "aten.max_pool2d_with_indices_backward" %g, %x, %i {kernel_size = [3 : i64, 3 : i64], stride = [2 : i64, 2 : i64], padding = [0 : i64, 0 : i64], dilation = [2 : i64, 2 : i64], ceil_mode = false} : (!prim.tensor<[2, 3, 3, 3], f32>, !prim.tensor<[2, 3, 9, 9], f32>, !prim.tensor<[2, 3, 3, 3], i64>) -> !prim.tensor<[2, 3, 9, 9], f32>
  func.return %gx : !prim.tensor<[2, 3, 9, 9], f32>
}

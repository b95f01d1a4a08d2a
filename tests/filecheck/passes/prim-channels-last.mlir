// RUN: tc-opt %s --pass-pipeline prim-channels-last | filecheck %s
// RUN: tc-opt %s --pass-pipeline "prim-to-loop{channels_last=true}" | filecheck %s --check-prefix=LOOP

// A convolution takes its input and weight and returns its result channels-last; the
// elementwise ops after it (a per-channel scale, the residual add) write channels-last too.
// CHECK-LABEL: func.func @block(
// CHECK:         prim.extern "aten.convolution" {{.*}}tc.result_orders = [array<i64: 0, 2, 3, 1>], tc.operand_orders = [array<i64: 0, 2, 3, 1>, array<i64: 0, 2, 3, 1>]
// CHECK:         prim.broadcast_in_dim %s dims [0, 1, 2, 3] : !prim
// CHECK:         prim.mul {{.*}}{tc.result_orders = [array<i64: 0, 2, 3, 1>]}
// CHECK:         prim.add {{.*}}{tc.result_orders = [array<i64: 0, 2, 3, 1>]}

// Lowered: the NCHW arguments are copied once into NHWC buffers, at the function's start
// (adjacent, for loop-combo), the convolution's result is a channels-last view of an
// [N, H, W, C] buffer, and the function's result is row-major as eager returns it.
// LOOP-LABEL: func.func @block(
// LOOP-NEXT:    %[[IN:.*]] = loop.alloc : !loop.buffer<[2, 8, 8, 16], f32>
// LOOP-NEXT:    loop.kernel [p0 = 2, p1 = 8, p2 = 8, p3 = 16] {
// LOOP:           loop.store %[[IN]]["1024*p0 + 128*p1 + 16*p2 + p3"]
// LOOP:         %[[X:.*]] = loop.view %[[IN]] offset 0 : !loop.buffer<[2, 8, 8, 16], f32> -> !loop.buffer<[2, 16, 8, 8], f32, [1024, 1, 128, 16]>
// LOOP-NEXT:    %[[WB:.*]] = loop.alloc : !loop.buffer<[16, 3, 3, 16], f32>
// LOOP-NEXT:    loop.kernel [p0 = 16, p1 = 3, p2 = 3, p3 = 16] {
// LOOP:         %[[W:.*]] = loop.view %[[WB]] offset 0 : !loop.buffer<[16, 3, 3, 16], f32> -> !loop.buffer<[16, 16, 3, 3], f32, [144, 1, 48, 16]>
// LOOP:         %[[OUT:.*]] = loop.alloc : !loop.buffer<[2, 8, 8, 16], f32>
// LOOP:         %[[Y:.*]] = loop.view %[[OUT]] offset 0 : {{.*}} -> !loop.buffer<[2, 16, 8, 8], f32, [1024, 1, 128, 16]>
// LOOP:         loop.extern "aten.convolution" ins(%[[X]], %[[W]] : {{.*}}) outs(%[[Y]] : {{.*}})
// LOOP-NOT:     tc.operand_orders
// LOOP:         %[[R:.*]] = loop.alloc : !loop.buffer<[2, 16, 8, 8], f32>
// LOOP:         func.return %[[R]] : !loop.buffer<[2, 16, 8, 8], f32>
func.func @block(%x: !prim.tensor<[2, 16, 8, 8], f32>, %w: !prim.tensor<[16, 16, 3, 3], f32>, %s: !prim.tensor<[1, 16, 1, 1], f32>) -> !prim.tensor<[2, 16, 8, 8], f32> {
  %y = prim.extern "aten.convolution" %x, %w, none {stride = [1 : i64, 1 : i64], padding = [1 : i64, 1 : i64], dilation = [1 : i64, 1 : i64], transposed = false, output_padding = [0 : i64, 0 : i64], groups = 1 : i64} : (!prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[16, 16, 3, 3], f32>) -> !prim.tensor<[2, 16, 8, 8], f32>
  %sb = prim.broadcast_in_dim %s dims [0, 1, 2, 3] : !prim.tensor<[1, 16, 1, 1], f32> -> !prim.tensor<[2, 16, 8, 8], f32>
  %z = prim.mul %y, %sb : !prim.tensor<[2, 16, 8, 8], f32>
  %r = prim.add %z, %x : !prim.tensor<[2, 16, 8, 8], f32>
  func.return %r : !prim.tensor<[2, 16, 8, 8], f32>
}

// A grouped convolution with several input channels per group stays NCHW, and so does
// everything after it.
// CHECK-LABEL: func.func @grouped(
// CHECK-NOT:     tc.result_orders
// CHECK:         func.return
func.func @grouped(%x: !prim.tensor<[2, 16, 8, 8], f32>, %w: !prim.tensor<[16, 4, 3, 3], f32>) -> !prim.tensor<[2, 16, 8, 8], f32> {
  %y = prim.extern "aten.convolution" %x, %w, none {stride = [1 : i64, 1 : i64], padding = [1 : i64, 1 : i64], dilation = [1 : i64, 1 : i64], transposed = false, output_padding = [0 : i64, 0 : i64], groups = 4 : i64} : (!prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[16, 4, 3, 3], f32>) -> !prim.tensor<[2, 16, 8, 8], f32>
  %r = prim.neg %y : !prim.tensor<[2, 16, 8, 8], f32>
  func.return %r : !prim.tensor<[2, 16, 8, 8], f32>
}

// Depthwise (one input channel per group) runs channels-last; so does max pooling after it.
// CHECK-LABEL: func.func @depthwise_pool(
// CHECK:         prim.extern "aten.convolution" {{.*}}tc.result_orders = [array<i64: 0, 2, 3, 1>]
// CHECK:         prim.extern "aten.max_pool2d_with_indices" {{.*}}tc.result_orders = [array<i64: 0, 2, 3, 1>, array<i64: 0, 2, 3, 1>]
// CHECK-NOT:     tc.operand_orders
func.func @depthwise_pool(%x: !prim.tensor<[2, 16, 8, 8], f32>, %w: !prim.tensor<[16, 1, 3, 3], f32>) -> !prim.tensor<[2, 16, 4, 4], f32> {
  %y = prim.extern "aten.convolution" %x, %w, none {stride = [1 : i64, 1 : i64], padding = [1 : i64, 1 : i64], dilation = [1 : i64, 1 : i64], transposed = false, output_padding = [0 : i64, 0 : i64], groups = 16 : i64} : (!prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[16, 1, 3, 3], f32>) -> !prim.tensor<[2, 16, 8, 8], f32>
  %p, %i = prim.extern "aten.max_pool2d_with_indices" %y {kernel_size = [2 : i64, 2 : i64], stride = [2 : i64, 2 : i64], padding = [0 : i64, 0 : i64]} : (!prim.tensor<[2, 16, 8, 8], f32>) -> (!prim.tensor<[2, 16, 4, 4], f32>, !prim.tensor<[2, 16, 4, 4], i64>)
  func.return %p : !prim.tensor<[2, 16, 4, 4], f32>
}

// A training graph's forward (`tc.saved` results after its outputs) returns a value it saves
// in the layout it computed it in (`tc.stride_order` on the result); its output keeps eager's.
// CHECK-LABEL: func.func @forward_saves(
// CHECK-SAME:    -> (!prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[2, 16, 8, 8], f32> {tc.stride_order = array<i64: 0, 2, 3, 1>})
// LOOP-LABEL:  func.func @forward_saves(
// LOOP-SAME:     -> (!loop.buffer<[2, 16, 8, 8], f32>, !loop.buffer<[2, 16, 8, 8], f32, [1024, 1, 128, 16]>)
func.func @forward_saves(%x: !prim.tensor<[2, 16, 8, 8], f32>, %w: !prim.tensor<[16, 16, 3, 3], f32>) -> (!prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[2, 16, 8, 8], f32>) attributes {tc.saved = 1 : i64} {
  %y = prim.extern "aten.convolution" %x, %w, none {stride = [1 : i64, 1 : i64], padding = [1 : i64, 1 : i64], dilation = [1 : i64, 1 : i64], transposed = false, output_padding = [0 : i64, 0 : i64], groups = 1 : i64} : (!prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[16, 16, 3, 3], f32>) -> !prim.tensor<[2, 16, 8, 8], f32>
  %r = prim.neg %y : !prim.tensor<[2, 16, 8, 8], f32>
  func.return %r, %y : !prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[2, 16, 8, 8], f32>
}

// Its backward: an argument that comes channels-last (`tc.stride_order`) is read as it is, what
// is computed from it is channels-last, and convolution_backward takes grad_output, input and
// weight NHWC.
// CHECK-LABEL: func.func @backward_reads(
// CHECK:         prim.mul {{.*}}{tc.result_orders = [array<i64: 0, 2, 3, 1>]}
// CHECK:         prim.extern "aten.convolution_backward" {{.*}}tc.operand_orders = [array<i64: 0, 2, 3, 1>, array<i64: 0, 2, 3, 1>, array<i64: 0, 2, 3, 1>]
// LOOP-LABEL:  func.func @backward_reads(%y: !loop.buffer<[2, 16, 8, 8], f32, [1024, 1, 128, 16]>
// LOOP:          loop.extern "aten.convolution_backward" ins({{.*}} : !loop.buffer<[2, 16, 8, 8], f32, [1024, 1, 128, 16]>, !loop.buffer<[2, 16, 8, 8], f32, [1024, 1, 128, 16]>, !loop.buffer<[16, 16, 3, 3], f32, [144, 1, 48, 16]>)
func.func @backward_reads(%y: !prim.tensor<[2, 16, 8, 8], f32> {tc.stride_order = array<i64: 0, 2, 3, 1>}, %x: !prim.tensor<[2, 16, 8, 8], f32>, %w: !prim.tensor<[16, 16, 3, 3], f32>, %g: !prim.tensor<[2, 16, 8, 8], f32>) -> (!prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[16, 16, 3, 3], f32>) {
  %gy = prim.mul %g, %y : !prim.tensor<[2, 16, 8, 8], f32>
  %gx, %gw, %gb = prim.extern "aten.convolution_backward" %gy, %x, %w {stride = [1 : i64, 1 : i64], padding = [1 : i64, 1 : i64], dilation = [1 : i64, 1 : i64], transposed = false, output_padding = [0 : i64, 0 : i64], groups = 1 : i64, bias_sizes = [], output_mask = [true, true, false]} : (!prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[16, 16, 3, 3], f32>) -> (!prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[16, 16, 3, 3], f32>, !prim.tensor<[16], f32>)
  func.return %gx, %gw : !prim.tensor<[2, 16, 8, 8], f32>, !prim.tensor<[16, 16, 3, 3], f32>
}

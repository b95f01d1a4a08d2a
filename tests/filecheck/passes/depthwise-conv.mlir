// RUN: tc-opt %s --pass-pipeline "convert-prim-to-loop{depthwise_conv=true},loop-inline-pointwise,cse" | filecheck %s
// RUN: tc-opt %s --pass-pipeline "convert-prim-to-loop" | filecheck %s --check-prefix=LIBRARY

// With `depthwise_conv`, a depthwise convolution (one input channel per group) is a kernel
// over its output: its 3 x 3 window's loads, masked to the input (0 outside), times the
// channel's weights, summed, plus the bias. The weights are first copied with the channel
// innermost (a kernel marked `tc.realize`, which loop-inline-pointwise keeps), so that
// neighbouring channels' weights are neighbours. The ReLU before the convolution inlines into
// the masked loads (no buffer for it); the one after it is a kernel of its own here, which
// loop-fuse fuses with this one.
// CHECK-LABEL: func.func @depthwise(
// CHECK-NEXT:    %[[WT:.*]] = loop.alloc : !loop.buffer<[1, 3, 3, 4], f32>
// CHECK-NEXT:    loop.kernel [p0 = 1, p1 = 3, p2 = 3, p3 = 4] attributes {tc.realize} {
// CHECK-NEXT:      loop.load %w["9*p0 + 3*p1 + p2 + 9*p3"] : f32
// CHECK-NEXT:      loop.store %[[WT]]["36*p0 + 12*p1 + 4*p2 + p3"]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[2, 4, 5, 5], f32>
// CHECK-NEXT:    loop.kernel [p0 = 2, p1 = 4, p2 = 5, p3 = 5] {
// CHECK:           %[[M:.*]] = arith.andi
// CHECK-NEXT:      %[[V:.*]] = loop.load %x["324*p0 + 81*p1 + 18*p2 + 2*p3 - 10"] mask %[[M]] other 0.000000e+00 : f32
// CHECK:           loop.load %[[WT]][p1] : f32
// CHECK:           arith.mulf
// The window's centre is always inside: no mask.
// CHECK:           loop.load %x["324*p0 + 81*p1 + 18*p2 + 2*p3"] : f32
// CHECK:           loop.load %[[WT]]["p1 + 16"] : f32
// CHECK:           loop.load %[[WT]]["p1 + 32"] : f32
// CHECK:           arith.mulf
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      %[[B:.*]] = loop.load %b[p1] : f32
// CHECK-NEXT:      %[[Y:.*]] = arith.addf {{.*}}, %[[B]] : f32
// CHECK-NEXT:      loop.store %[[OUT]]["100*p0 + 25*p1 + 5*p2 + p3"], %[[Y]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[RELU:.*]] = loop.alloc
// CHECK-NEXT:    loop.kernel
// CHECK-NOT:     loop.extern
// CHECK:         func.return %[[RELU]]

// Two output channels per input channel: channel p1 reads input channel p1 // 2.
// CHECK-LABEL: func.func @depthwise_multiplier(
// CHECK:         loop.load %x["324*p0 + 9*p2 + p3 + 81*FloorDiv(p1, 2) - 10"] mask
// CHECK-NOT:     loop.extern

// A 7 x 7 window, and grouped convolutions with several channels per group: cuDNN's.
// CHECK-LABEL: func.func @large_window(
// CHECK:         loop.extern "aten.convolution"
// CHECK-LABEL: func.func @grouped(
// CHECK:         loop.extern "aten.convolution"

// Without the option every convolution is the library's.
// LIBRARY-LABEL: func.func @depthwise(
// LIBRARY:         loop.extern "aten.convolution"
func.func @depthwise(%x: !prim.tensor<[2, 4, 9, 9], f32>, %w: !prim.tensor<[4, 1, 3, 3], f32>, %b: !prim.tensor<[4], f32>) -> !prim.tensor<[2, 4, 5, 5], f32> {
  %z = prim.full 0.000000e+00 : !prim.tensor<[2, 4, 9, 9], f32>
  %r = prim.maximum %x, %z : !prim.tensor<[2, 4, 9, 9], f32>
  %y = prim.extern "aten.convolution" %r, %w, %b {stride = [2 : i64, 2 : i64], padding = [1 : i64, 1 : i64], dilation = [1 : i64, 1 : i64], transposed = false, output_padding = [0 : i64, 0 : i64], groups = 4 : i64} : (!prim.tensor<[2, 4, 9, 9], f32>, !prim.tensor<[4, 1, 3, 3], f32>, !prim.tensor<[4], f32>) -> !prim.tensor<[2, 4, 5, 5], f32>
  %z2 = prim.full 0.000000e+00 : !prim.tensor<[2, 4, 5, 5], f32>
  %o = prim.maximum %y, %z2 : !prim.tensor<[2, 4, 5, 5], f32>
  func.return %o : !prim.tensor<[2, 4, 5, 5], f32>
}

func.func @depthwise_multiplier(%x: !prim.tensor<[2, 4, 9, 9], f32>, %w: !prim.tensor<[8, 1, 3, 3], f32>) -> !prim.tensor<[2, 8, 9, 9], f32> {
  %y = prim.extern "aten.convolution" %x, %w, none {stride = [1 : i64, 1 : i64], padding = [1 : i64, 1 : i64], dilation = [1 : i64, 1 : i64], transposed = false, output_padding = [0 : i64, 0 : i64], groups = 4 : i64} : (!prim.tensor<[2, 4, 9, 9], f32>, !prim.tensor<[8, 1, 3, 3], f32>) -> !prim.tensor<[2, 8, 9, 9], f32>
  func.return %y : !prim.tensor<[2, 8, 9, 9], f32>
}

func.func @large_window(%x: !prim.tensor<[2, 4, 9, 9], f32>, %w: !prim.tensor<[4, 1, 7, 7], f32>) -> !prim.tensor<[2, 4, 9, 9], f32> {
  %y = prim.extern "aten.convolution" %x, %w, none {stride = [1 : i64, 1 : i64], padding = [3 : i64, 3 : i64], dilation = [1 : i64, 1 : i64], transposed = false, output_padding = [0 : i64, 0 : i64], groups = 4 : i64} : (!prim.tensor<[2, 4, 9, 9], f32>, !prim.tensor<[4, 1, 7, 7], f32>) -> !prim.tensor<[2, 4, 9, 9], f32>
  func.return %y : !prim.tensor<[2, 4, 9, 9], f32>
}

func.func @grouped(%x: !prim.tensor<[2, 4, 9, 9], f32>, %w: !prim.tensor<[4, 2, 3, 3], f32>) -> !prim.tensor<[2, 4, 9, 9], f32> {
  %y = prim.extern "aten.convolution" %x, %w, none {stride = [1 : i64, 1 : i64], padding = [1 : i64, 1 : i64], dilation = [1 : i64, 1 : i64], transposed = false, output_padding = [0 : i64, 0 : i64], groups = 2 : i64} : (!prim.tensor<[2, 4, 9, 9], f32>, !prim.tensor<[4, 2, 3, 3], f32>) -> !prim.tensor<[2, 4, 9, 9], f32>
  func.return %y : !prim.tensor<[2, 4, 9, 9], f32>
}

// RUN: tc-opt %s --pass-pipeline prim-to-loop | filecheck %s

// A prim softmax: one kernel per prim op after convert-prim-to-loop; the pipeline inlines,
// simplifies and fuses them into one kernel op whose intermediates are internal.
// CHECK-LABEL: func.func @softmax(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[64, 128], f32>) -> !loop.buffer<[64, 128], f32> {
// CHECK-NOT:     {{^    }}loop.{{kernel|fused}}
// CHECK:         %[[OUT:.*]] = loop.alloc : !loop.buffer<[64, 128], f32>
// CHECK:         {{^    }}loop.{{kernel|fused}}
// CHECK-DAG:       loop.reduce max
// CHECK-DAG:       loop.reduce sum
// CHECK:           loop.store %[[OUT]]["128*p0 + p1"]
// CHECK-NOT:     {{^    }}loop.{{kernel|fused}}
// CHECK:         func.return %[[OUT]]
func.func @softmax(%x: !prim.tensor<[64, 128], f32>) -> !prim.tensor<[64, 128], f32> {
  %m = prim.amax %x dims [1] : !prim.tensor<[64, 128], f32> -> !prim.tensor<[64], f32>
  %mb = prim.broadcast_in_dim %m dims [0] : !prim.tensor<[64], f32> -> !prim.tensor<[64, 128], f32>
  %d = prim.sub %x, %mb : !prim.tensor<[64, 128], f32>
  %e = prim.exp %d : !prim.tensor<[64, 128], f32>
  %s = prim.sum %e dims [1] : !prim.tensor<[64, 128], f32> -> !prim.tensor<[64], f32>
  %sb = prim.broadcast_in_dim %s dims [0] : !prim.tensor<[64], f32> -> !prim.tensor<[64, 128], f32>
  %y = prim.div %e, %sb : !prim.tensor<[64, 128], f32>
  func.return %y : !prim.tensor<[64, 128], f32>
}

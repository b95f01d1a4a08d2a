// RUN: tc-opt %s --pass-pipeline torch-to-loop | filecheck %s

// A result layout recorded at capture survives the torch and prim pipelines and becomes the
// result buffer type: `x.permute(2, 0, 1) + 1` runs as one contiguous loop over the input's
// order, and the caller gets eager's strides (1, 20, 5).
// CHECK-LABEL: func.func @permute_add(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[3, 4, 5], f32>) -> !loop.buffer<[5, 3, 4], f32, [1, 20, 5]> {
// CHECK-NEXT:    %[[BUF:.*]] = loop.alloc : !loop.buffer<[3, 4, 5], f32>
// CHECK-NEXT:    loop.kernel [p0 = 3, p1 = 4, p2 = 5] {
// CHECK:           loop.load %[[X]]["20*p0 + 5*p1 + p2"] : f32
// CHECK:           loop.store %[[BUF]]["20*p0 + 5*p1 + p2"]
// CHECK:         %[[OUT:.*]] = loop.view %[[BUF]] offset 0 : !loop.buffer<[3, 4, 5], f32> -> !loop.buffer<[5, 3, 4], f32, [1, 20, 5]>
// CHECK-NEXT:    func.return %[[OUT]]
func.func @permute_add(%x: !torch.tensor<[3, 4, 5], f32>) -> (!torch.tensor<[5, 3, 4], f32> {tc.stride_order = array<i64: 1, 2, 0>}) {
  %p = torch.aten.permute %x {dims = [2, 0, 1]} : (!torch.tensor<[3, 4, 5], f32>) -> !torch.tensor<[5, 3, 4], f32>
  %y = torch.aten.add.Scalar %p {other = 1} : (!torch.tensor<[5, 3, 4], f32>) -> !torch.tensor<[5, 3, 4], f32>
  func.return %y : !torch.tensor<[5, 3, 4], f32>
}

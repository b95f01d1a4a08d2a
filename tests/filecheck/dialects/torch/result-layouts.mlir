// RUN: TC_ROUNDTRIP | filecheck %s
// RUN: TC_GENERIC_ROUNDTRIP | filecheck %s

// The layout eager gives a result is a result attribute of the captured function: an order
// of dims (outermost first) for a dense result, which holds for symbolic sizes too; a unit
// attribute for one with gaps, overlaps or stride-0 dims; nothing for a row-major one.
// CHECK-LABEL: func.func @layouts
// CHECK-SAME: -> (!torch.tensor<[s0, 3, 4], f32> {tc.stride_order = array<i64: 1, 2, 0>}, !torch.tensor<[3, 4, 5], f32> {tc.non_dense}, !torch.tensor<[3, 4], f32>)
func.func @layouts(%x: !torch.tensor<[3, 4, s0], f32>, %y: !torch.tensor<[4, 1], f32>) -> (!torch.tensor<[s0, 3, 4], f32> {tc.stride_order = array<i64: 1, 2, 0>}, !torch.tensor<[3, 4, 5], f32> {tc.non_dense}, !torch.tensor<[3, 4], f32>) {
  %p = torch.aten.permute %x {dims = [2, 0, 1]} : (!torch.tensor<[3, 4, s0], f32>) -> !torch.tensor<[s0, 3, 4], f32>
  %z = torch.aten.add.Scalar %p {other = 1} : (!torch.tensor<[s0, 3, 4], f32>) -> !torch.tensor<[s0, 3, 4], f32>
  %e = torch.aten.expand %y {size = [3, 4, 5]} : (!torch.tensor<[4, 1], f32>) -> !torch.tensor<[3, 4, 5], f32>
  %s = torch.aten.sum.dim_IntList %x {dim = [2]} : (!torch.tensor<[3, 4, s0], f32>) -> !torch.tensor<[3, 4], f32>
  func.return %z, %e, %s : !torch.tensor<[s0, 3, 4], f32>, !torch.tensor<[3, 4, 5], f32>, !torch.tensor<[3, 4], f32>
}

// Softmax over the last dim, as torch.softmax(x, -1) records it.
func.func @softmax(%x: !torch.tensor<[8192, 8192], f32>) -> !torch.tensor<[8192, 8192], f32> {
  %y = torch.aten._softmax %x {dim = -1 : i64, half_to_float = false} : (!torch.tensor<[8192, 8192], f32>) -> !torch.tensor<[8192, 8192], f32>
  func.return %y : !torch.tensor<[8192, 8192], f32>
}

// Softmax over the last dim with a symbolic batch size s0.
func.func @softmax_dynamic(%x: !torch.tensor<[s0, 4096], f32>) -> !torch.tensor<[s0, 4096], f32> {
  %y = torch.aten._softmax %x {dim = -1 : i64, half_to_float = false} : (!torch.tensor<[s0, 4096], f32>) -> !torch.tensor<[s0, 4096], f32>
  func.return %y : !torch.tensor<[s0, 4096], f32>
}

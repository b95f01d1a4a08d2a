// gelu(x + bias), the bias broadcast over rows.
func.func @gelu_bias(%x: !torch.tensor<[8192, 4096], f32>, %bias: !torch.tensor<[4096], f32>) -> !torch.tensor<[8192, 4096], f32> {
  %h = torch.aten.add.Tensor %x, %bias : (!torch.tensor<[8192, 4096], f32>, !torch.tensor<[4096], f32>) -> !torch.tensor<[8192, 4096], f32>
  %y = torch.aten.gelu %h : (!torch.tensor<[8192, 4096], f32>) -> !torch.tensor<[8192, 4096], f32>
  func.return %y : !torch.tensor<[8192, 4096], f32>
}

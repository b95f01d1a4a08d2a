// cos(x) + sin(y) on two 1-D tensors.
func.func @trig(%x: !torch.tensor<[10000], f32>, %y: !torch.tensor<[10000], f32>) -> !torch.tensor<[10000], f32> {
  %cos = torch.aten.cos %x : (!torch.tensor<[10000], f32>) -> !torch.tensor<[10000], f32>
  %sin = torch.aten.sin %y : (!torch.tensor<[10000], f32>) -> !torch.tensor<[10000], f32>
  %sum = torch.aten.add.Tensor %cos, %sin : (!torch.tensor<[10000], f32>, !torch.tensor<[10000], f32>) -> !torch.tensor<[10000], f32>
  func.return %sum : !torch.tensor<[10000], f32>
}

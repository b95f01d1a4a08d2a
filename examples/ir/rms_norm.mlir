// RMS norm: x * rsqrt(mean(x * x, -1, keepdim) + 1e-6) * w, as eager records it.
func.func @rms_norm(%x: !torch.tensor<[16384, 4096], f32>, %w: !torch.tensor<[4096], f32>) -> !torch.tensor<[16384, 4096], f32> {
  %sq = torch.aten.pow.Tensor_Scalar %x {exponent = 2 : i64} : (!torch.tensor<[16384, 4096], f32>) -> !torch.tensor<[16384, 4096], f32>
  %ms = torch.aten.mean.dim %sq {dim = [-1], keepdim = true} : (!torch.tensor<[16384, 4096], f32>) -> !torch.tensor<[16384, 1], f32>
  %eps = torch.aten.add.Scalar %ms {other = 1.0e-06 : f64} : (!torch.tensor<[16384, 1], f32>) -> !torch.tensor<[16384, 1], f32>
  %r = torch.aten.rsqrt %eps : (!torch.tensor<[16384, 1], f32>) -> !torch.tensor<[16384, 1], f32>
  %n = torch.aten.mul.Tensor %x, %r : (!torch.tensor<[16384, 4096], f32>, !torch.tensor<[16384, 1], f32>) -> !torch.tensor<[16384, 4096], f32>
  %y = torch.aten.mul.Tensor %n, %w : (!torch.tensor<[16384, 4096], f32>, !torch.tensor<[4096], f32>) -> !torch.tensor<[16384, 4096], f32>
  func.return %y : !torch.tensor<[16384, 4096], f32>
}

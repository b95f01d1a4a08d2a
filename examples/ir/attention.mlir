// Attention: softmax(q @ k^T * scale) @ v, scale = 1/sqrt(64).
func.func @attention(%q: !torch.tensor<[8, 16, 1024, 64], f32>, %k: !torch.tensor<[8, 16, 1024, 64], f32>, %v: !torch.tensor<[8, 16, 1024, 64], f32>) -> !torch.tensor<[8, 16, 1024, 64], f32> {
  %kt = torch.aten.transpose.int %k {dim0 = -2 : i64, dim1 = -1 : i64} : (!torch.tensor<[8, 16, 1024, 64], f32>) -> !torch.tensor<[8, 16, 64, 1024], f32>
  %s = torch.aten.matmul %q, %kt : (!torch.tensor<[8, 16, 1024, 64], f32>, !torch.tensor<[8, 16, 64, 1024], f32>) -> !torch.tensor<[8, 16, 1024, 1024], f32>
  %scaled = torch.aten.mul.Scalar %s {other = 1.250000e-01 : f64} : (!torch.tensor<[8, 16, 1024, 1024], f32>) -> !torch.tensor<[8, 16, 1024, 1024], f32>
  %p = torch.aten._softmax %scaled {dim = -1 : i64, half_to_float = false} : (!torch.tensor<[8, 16, 1024, 1024], f32>) -> !torch.tensor<[8, 16, 1024, 1024], f32>
  %o = torch.aten.matmul %p, %v : (!torch.tensor<[8, 16, 1024, 1024], f32>, !torch.tensor<[8, 16, 1024, 64], f32>) -> !torch.tensor<[8, 16, 1024, 64], f32>
  func.return %o : !torch.tensor<[8, 16, 1024, 64], f32>
}

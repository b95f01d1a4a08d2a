// Two-layer MLP: linear, gelu, linear.
func.func @mlp(%x: !torch.tensor<[4096, 1024], f32>, %w1: !torch.tensor<[4096, 1024], f32>, %b1: !torch.tensor<[4096], f32>, %w2: !torch.tensor<[1024, 4096], f32>, %b2: !torch.tensor<[1024], f32>) -> !torch.tensor<[4096, 1024], f32> {
  %h = torch.aten.linear %x, %w1, %b1 : (!torch.tensor<[4096, 1024], f32>, !torch.tensor<[4096, 1024], f32>, !torch.tensor<[4096], f32>) -> !torch.tensor<[4096, 4096], f32>
  %g = torch.aten.gelu %h : (!torch.tensor<[4096, 4096], f32>) -> !torch.tensor<[4096, 4096], f32>
  %y = torch.aten.linear %g, %w2, %b2 : (!torch.tensor<[4096, 4096], f32>, !torch.tensor<[1024, 4096], f32>, !torch.tensor<[1024], f32>) -> !torch.tensor<[4096, 1024], f32>
  func.return %y : !torch.tensor<[4096, 1024], f32>
}

// Layer norm over the last dim in bf16 (statistics in f32), returning the normalized tensor.
func.func @layer_norm(%x: !torch.tensor<[16384, 4096], bf16>, %w: !torch.tensor<[4096], bf16>, %b: !torch.tensor<[4096], bf16>) -> !torch.tensor<[16384, 4096], bf16> {
  %y:3 = torch.aten.native_layer_norm %x, %w, %b {normalized_shape = [4096], eps = 1.0e-05 : f64} : (!torch.tensor<[16384, 4096], bf16>, !torch.tensor<[4096], bf16>, !torch.tensor<[4096], bf16>) -> (!torch.tensor<[16384, 4096], bf16>, !torch.tensor<[16384, 1], f32>, !torch.tensor<[16384, 1], f32>)
  func.return %y#0 : !torch.tensor<[16384, 4096], bf16>
}

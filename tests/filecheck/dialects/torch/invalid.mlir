// RUN: tc-opt %s --split-input-file --verify-diagnostics --parsing-diagnostics | filecheck %s

// CHECK: torch.aten.add.Tensor takes 2 tensor arguments (self, other), got 1
func.func @too_few_operands(%x: !torch.tensor<[4, 8], f32>) {
  %0 = torch.aten.add.Tensor %x : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: Expected 2 operands, but got 1
func.func @too_few_operands_generic(%x: !torch.tensor<[4, 8], f32>) {
  %0 = "torch.aten.add.Tensor"(%x) : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: torch.aten.cos takes 1 tensor arguments (self), got 2
func.func @too_many_operands(%x: !torch.tensor<[4, 8], f32>) {
  %0 = torch.aten.cos %x, %x : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: torch.aten.native_layer_norm has 3 results, got 1 result types
func.func @wrong_result_count(%x: !torch.tensor<[4, 8], f32>) {
  %0 = torch.aten.native_layer_norm %x, none, none {normalized_shape = [8], eps = 1.0e-05 : f64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: torch.aten.mm: argument 'self' (Tensor) cannot be 'none'
func.func @none_for_required_tensor(%x: !torch.tensor<[4, 8], f32>) {
  %0 = torch.aten.mm none, %x : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: torch.aten.cat: argument 'tensors' (Tensor[]) must be a list [%a, ...]
func.func @list_expected(%x: !torch.tensor<[4, 8], f32>) {
  %0 = torch.aten.cat %x : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: property 'half_to_float' expected in operation 'torch.aten._softmax'
func.func @missing_property(%x: !torch.tensor<[4, 8], f32>) {
  %0 = torch.aten._softmax %x {dim = -1 : i64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: torch.aten._softmax: property 'dim' must be an i64 integer or a #sym.expr (int), got 1.000000e+00 : f64
func.func @wrong_property_kind(%x: !torch.tensor<[4, 8], f32>) {
  %0 = torch.aten._softmax %x {dim = 1.0 : f64, half_to_float = false} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: torch.aten.sum.dim_IntList: property 'dtype' must be an element type (f64, f32, f16, bf16, i64, i32, i16, i8, ui8, i1, ui64, complex<f16>, complex<f32>, complex<f64>) (ScalarType?), got "f32"
func.func @wrong_dtype_kind(%x: !torch.tensor<[4, 8], f32>) {
  %0 = torch.aten.sum.dim_IntList %x {dim = [0], dtype = "f32"} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[8], f32>
  func.return
}

// -----

// CHECK: property 'foo' is not defined by the operation 'torch.aten.cos'
func.func @unknown_property(%x: !torch.tensor<[4, 8], f32>) {
  %0 = "torch.aten.cos"(%x) <{foo = 1 : i64}> : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: torch.aten.cos: operand 'self' must be a !torch.tensor, got tensor<4xf32>
func.func @builtin_tensor_operand(%x: tensor<4xf32>) {
  %0 = "torch.aten.cos"(%x) : (tensor<4xf32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: torch.aten.cos: result 0 must be a !torch.tensor, got tensor<4xf32>
func.func @builtin_tensor_result(%x: !torch.tensor<[4, 8], f32>) {
  %0 = torch.aten.cos %x : (!torch.tensor<[4, 8], f32>) -> tensor<4xf32>
  func.return
}

// -----

// CHECK: torch.aten._scaled_dot_product_flash_attention: result 4 (an int) must be i64, got !torch.tensor<[], i64>
func.func @int_result_as_tensor(%q: !torch.tensor<[1, 2, 4, 8], f16>) {
  %a:9 = torch.aten._scaled_dot_product_flash_attention %q, %q, %q : (!torch.tensor<[1, 2, 4, 8], f16>, !torch.tensor<[1, 2, 4, 8], f16>, !torch.tensor<[1, 2, 4, 8], f16>) -> (!torch.tensor<[1, 2, 4, 8], f16>, !torch.tensor<[1, 2, 4], f32>, !torch.tensor<[0], i64>, !torch.tensor<[0], i64>, !torch.tensor<[], i64>, i64, !torch.tensor<[2], i64>, !torch.tensor<[0], i64>, !torch.tensor<[0], f16>)
  func.return
}

// -----

// torch has no complex type of bf16 parts.
// CHECK: torch.tensor: unsupported element type complex<bf16>
func.func @bad_element_type(%x: !torch.tensor<[4], complex<bf16>>) {
  func.return
}

// -----

// CHECK: Expected ','
func.func @malformed_type(%x: !torch.tensor<[4] f32>) {
  func.return
}

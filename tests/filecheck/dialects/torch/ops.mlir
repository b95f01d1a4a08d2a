// RUN: TC_ROUNDTRIP | filecheck %s
// RUN: TC_GENERIC_ROUNDTRIP | filecheck %s

// CHECK-LABEL: func.func @arguments
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[4, 8], f32>, %[[Y:.*]]: !torch.tensor<[4, 8], f32>, %[[W:.*]]: !torch.tensor<[8], f32>, %[[D:.*]]: !torch.tensor<[4, 8], f32, "cuda:0">)
func.func @arguments(%x: !torch.tensor<[4, 8], f32>, %y: !torch.tensor<[4, 8], f32>, %w: !torch.tensor<[8], f32>, %d: !torch.tensor<[4, 8], f32, "cuda:0">) {
  // No properties; a Scalar property (int, then float); a defaulted property left out.
  // CHECK-NEXT: torch.aten.cos %[[X]] : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  // CHECK-NEXT: torch.aten.add.Tensor %[[X]], %[[Y]] {alpha = 2} : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  // CHECK-NEXT: torch.aten.mul.Scalar %[[X]] {other = 1.250000e-01}
  // CHECK-NEXT: torch.aten.sub.Tensor %[[X]], %[[Y]] : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %0 = torch.aten.cos %x : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %1 = torch.aten.add.Tensor %x, %y {alpha = 2 : i64} : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %2 = torch.aten.mul.Scalar %x {other = 0.125 : f64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %3 = torch.aten.sub.Tensor %x, %y : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  // int, bool, str and int[] properties, kept in schema order.
  // CHECK-NEXT: torch.aten._softmax %[[X]] {dim = -1, half_to_float = false}
  // CHECK-NEXT: torch.aten.gelu %[[X]] {approximate = "tanh"}
  // CHECK-NEXT: torch.aten.sum.dim_IntList %[[X]] {dim = [0, 1], keepdim = true, dtype = f64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[1, 1], f64>
  %4 = torch.aten._softmax %x {half_to_float = false, dim = -1 : i64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %5 = torch.aten.gelu %x {approximate = "tanh"} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %6 = torch.aten.sum.dim_IntList %x {dim = [0, 1], keepdim = true, dtype = f64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[1, 1], f64>
  // Optional tensors, present and absent.
  // CHECK-NEXT: torch.aten.linear %[[X]], %[[Y]], %[[W]] : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>, !torch.tensor<[8], f32>) -> !torch.tensor<[4, 4], f32>
  // CHECK-NEXT: torch.aten.linear %[[X]], %[[Y]], none : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 4], f32>
  %7 = torch.aten.linear %x, %y, %w : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>, !torch.tensor<[8], f32>) -> !torch.tensor<[4, 4], f32>
  %8 = torch.aten.linear %x, %y, none : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 4], f32>
  // Multiple results, and a device.
  // CHECK-NEXT: %{{.*}}, %{{.*}}, %{{.*}} = torch.aten.native_layer_norm %[[X]], none, %[[W]] {normalized_shape = [8], eps = 1.000000e-05} : (!torch.tensor<[4, 8], f32>, !torch.tensor<[8], f32>) -> (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 1], f32>, !torch.tensor<[4, 1], f32>)
  // CHECK-NEXT: %{{.*}}, %{{.*}} = torch.aten.max.dim %[[D]] {dim = 1} : (!torch.tensor<[4, 8], f32, "cuda:0">) -> (!torch.tensor<[4], f32, "cuda:0">, !torch.tensor<[4], i64, "cuda:0">)
  %9:3 = torch.aten.native_layer_norm %x, none, %w {normalized_shape = [8], eps = 1.0e-05 : f64} : (!torch.tensor<[4, 8], f32>, !torch.tensor<[8], f32>) -> (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 1], f32>, !torch.tensor<[4, 1], f32>)
  %10:2 = torch.aten.max.dim %d {dim = 1 : i64} : (!torch.tensor<[4, 8], f32, "cuda:0">) -> (!torch.tensor<[4], f32, "cuda:0">, !torch.tensor<[4], i64, "cuda:0">)
  func.return
}

// -----

// CHECK-LABEL: func.func @lists_and_symbols
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[s0, 8], bf16>, %[[Y:.*]]: !torch.tensor<[s1, 8], bf16>)
func.func @lists_and_symbols(%x: !torch.tensor<[s0, 8], bf16>, %y: !torch.tensor<[s1, 8], bf16>) {
  // A Tensor[] operand, a Tensor[] result, symbolic sizes in types and in int[] properties.
  // CHECK-NEXT: %[[C:.*]] = torch.aten.cat [%[[X]], %[[Y]]] : (!torch.tensor<[s0, 8], bf16>, !torch.tensor<[s1, 8], bf16>) -> !torch.tensor<["s0 + s1", 8], bf16>
  // CHECK-NEXT: %{{.*}}, %{{.*}} = torch.aten.split_with_sizes %[[C]] {split_sizes = [#sym.expr<"s0">, #sym.expr<"s1">]} : (!torch.tensor<["s0 + s1", 8], bf16>) -> (!torch.tensor<[s0, 8], bf16>, !torch.tensor<[s1, 8], bf16>)
  // CHECK-NEXT: torch.aten.view %[[X]] {size = [#sym.expr<"8*s0">]} : (!torch.tensor<[s0, 8], bf16>) -> !torch.tensor<["8*s0"], bf16>
  // CHECK-NEXT: torch.aten.einsum [%[[X]], %[[Y]]] {equation = "ij,kj->ik"}
  %c = torch.aten.cat [%x, %y] : (!torch.tensor<[s0, 8], bf16>, !torch.tensor<[s1, 8], bf16>) -> !torch.tensor<["s0 + s1", 8], bf16>
  %s:2 = torch.aten.split_with_sizes %c {split_sizes = [#sym.expr<"s0">, #sym.expr<"s1">]} : (!torch.tensor<["s0 + s1", 8], bf16>) -> (!torch.tensor<[s0, 8], bf16>, !torch.tensor<[s1, 8], bf16>)
  %v = torch.aten.view %x {size = [#sym.expr<"8*s0">]} : (!torch.tensor<[s0, 8], bf16>) -> !torch.tensor<["8*s0"], bf16>
  %e = torch.aten.einsum [%x, %y] {equation = "ij,kj->ik"} : (!torch.tensor<[s0, 8], bf16>, !torch.tensor<[s1, 8], bf16>) -> !torch.tensor<[s0, s1], bf16>
  func.return
}

// -----

// CHECK-LABEL: func.func @creation
func.func @creation() {
  // No tensor operands; dtype, device and layout properties.
  // CHECK-NEXT: torch.aten.full {size = [2, 3], fill_value = 1.500000e+00, dtype = bf16, device = "cpu"} : () -> !torch.tensor<[2, 3], bf16, "cpu">
  // CHECK-NEXT: torch.aten.arange.start_step {start = 0, end = 10, step = 2, dtype = i64, layout = "strided"} : () -> !torch.tensor<[5], i64>
  %0 = torch.aten.full {size = [2, 3], fill_value = 1.5 : f64, dtype = bf16, device = "cpu"} : () -> !torch.tensor<[2, 3], bf16, "cpu">
  %1 = torch.aten.arange.start_step {start = 0 : i64, end = 10 : i64, step = 2 : i64, dtype = i64, layout = "strided"} : () -> !torch.tensor<[5], i64>
  func.return
}

// -----

// Integer and float properties print without the types the parser infers (i64, f64);
// non-finite floats keep theirs, since their hex form would read back as an integer.
// CHECK-LABEL: func.func @bare_scalars
// CHECK: torch.aten.full {size = [2, 3], fill_value = 0.70710678118654757}
// CHECK: torch.aten.full {size = [2], fill_value = 0x7ff0000000000000 : f64}
func.func @bare_scalars() -> (!torch.tensor<[2, 3], f32>, !torch.tensor<[2], f32>) {
  %a = torch.aten.full {size = [2, 3], fill_value = 0.70710678118654757 : f64} : () -> !torch.tensor<[2, 3], f32>
  %b = torch.aten.full {size = [2], fill_value = 0x7ff0000000000000 : f64} : () -> !torch.tensor<[2], f32>
  func.return %a, %b : !torch.tensor<[2, 3], f32>, !torch.tensor<[2], f32>
}

// -----

// SymInt returns are i64 results.
// CHECK-LABEL: func.func @int_results
// CHECK: = torch.aten._scaled_dot_product_flash_attention %{{.*}}, %{{.*}}, %{{.*}} {is_causal = true} : (!torch.tensor<[1, 2, 4, 8], f16>, !torch.tensor<[1, 2, 4, 8], f16>, !torch.tensor<[1, 2, 4, 8], f16>) -> (!torch.tensor<[1, 2, 4, 8], f16>, !torch.tensor<[1, 2, 4], f32>, !torch.tensor<[0], i64>, !torch.tensor<[0], i64>, i64, i64, !torch.tensor<[2], i64>, !torch.tensor<[0], i64>, !torch.tensor<[0], f16>)
func.func @int_results(%q: !torch.tensor<[1, 2, 4, 8], f16>) {
  %a:9 = torch.aten._scaled_dot_product_flash_attention %q, %q, %q {is_causal = true} : (!torch.tensor<[1, 2, 4, 8], f16>, !torch.tensor<[1, 2, 4, 8], f16>, !torch.tensor<[1, 2, 4, 8], f16>) -> (!torch.tensor<[1, 2, 4, 8], f16>, !torch.tensor<[1, 2, 4], f32>, !torch.tensor<[0], i64>, !torch.tensor<[0], i64>, i64, i64, !torch.tensor<[2], i64>, !torch.tensor<[0], i64>, !torch.tensor<[0], f16>)
  func.return
}

// -----

// Complex element types (chalf, cfloat, cdouble), as tensors and as a ScalarType property.
// CHECK-LABEL: func.func @complex
// CHECK-NEXT: %[[C:.*]] = torch.aten._to_copy %{{.*}} {dtype = complex<f32>} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], complex<f32>>
// CHECK-NEXT: %[[F:.*]] = torch.aten.fft_fft %[[C]] : (!torch.tensor<[4, 8], complex<f32>>) -> !torch.tensor<[4, 8], complex<f32>>
// CHECK-NEXT: torch.aten.view_as_real %[[F]] : (!torch.tensor<[4, 8], complex<f32>>) -> !torch.tensor<[4, 8, 2], f32>
// CHECK-NEXT: torch.aten.abs %{{.*}} : (!torch.tensor<[2], complex<f16>>) -> !torch.tensor<[2], f16>
// CHECK-NEXT: torch.aten.angle %{{.*}} : (!torch.tensor<[2], complex<f64>>) -> !torch.tensor<[2], f64>
func.func @complex(%x: !torch.tensor<[4, 8], f32>, %h: !torch.tensor<[2], complex<f16>>, %d: !torch.tensor<[2], complex<f64>>) {
  %c = torch.aten._to_copy %x {dtype = complex<f32>} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], complex<f32>>
  %f = torch.aten.fft_fft %c : (!torch.tensor<[4, 8], complex<f32>>) -> !torch.tensor<[4, 8], complex<f32>>
  %r = torch.aten.view_as_real %f : (!torch.tensor<[4, 8], complex<f32>>) -> !torch.tensor<[4, 8, 2], f32>
  %a = torch.aten.abs %h : (!torch.tensor<[2], complex<f16>>) -> !torch.tensor<[2], f16>
  %g = torch.aten.angle %d : (!torch.tensor<[2], complex<f64>>) -> !torch.tensor<[2], f64>
  func.return
}

// tcompile's own custom ops load by name as other custom ops do: an autograd.Function's
// outputs through function_grad (tensor lists as operands, the key an attribute), and the
// call of its backward.
// CHECK-LABEL: func.func @function_grad
// CHECK-NEXT: %[[Y:.*]] = torch.tcompile.function_grad [%{{.*}}], [%{{.*}}] {key = 3} : (!torch.tensor<[4], f32>, !torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
// CHECK-NEXT: torch.tcompile.function_backward [%{{.*}}], [%[[Y]]] {key = 3} : (!torch.tensor<[4], f32>, !torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
func.func @function_grad(%x: !torch.tensor<[4], f32>, %t: !torch.tensor<[4], f32>) {
  %y = torch.tcompile.function_grad [%x], [%t] {key = 3 : i64} : (!torch.tensor<[4], f32>, !torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
  %g = torch.tcompile.function_backward [%x], [%y] {key = 3 : i64} : (!torch.tensor<[4], f32>, !torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
  func.return
}

// RUN: tc-opt %s --split-input-file --verify-diagnostics | filecheck %s

// CHECK: prim.exp: operand must have floating-point elements, got i64
func.func @exp_of_int(%x: !prim.tensor<[4], i64>) {
  %y = prim.exp %x : !prim.tensor<[4], i64>
  func.return
}

// -----

// CHECK: prim.neg: result type must be !prim.tensor<[4], f32>, got !prim.tensor<[4], f16>
func.func @unary_result(%x: !prim.tensor<[4], f32>) {
  %y = "prim.neg"(%x) : (!prim.tensor<[4], f32>) -> !prim.tensor<[4], f16>
  func.return
}

// -----

// CHECK: prim.add: operands must have equal shapes, got lhs [4] and rhs [1] (broadcast explicitly)
func.func @implicit_broadcast(%x: !prim.tensor<[4], f32>, %y: !prim.tensor<[1], f32>) {
  %z = "prim.add"(%x, %y) : (!prim.tensor<[4], f32>, !prim.tensor<[1], f32>) -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.mul: operands must have the same element type, got lhs f32 and rhs bf16 (convert explicitly)
func.func @implicit_promotion(%x: !prim.tensor<[4], f32>, %y: !prim.tensor<[4], bf16>) {
  %z = "prim.mul"(%x, %y) : (!prim.tensor<[4], f32>, !prim.tensor<[4], bf16>) -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.shift_left: operands must have integer (not i1) elements, got f32
func.func @shift_float(%x: !prim.tensor<[4], f32>) {
  %z = prim.shift_left %x, %x : !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.lt: result type must be !prim.tensor<[4], i1>, got !prim.tensor<[4], f32>
func.func @comparison_result(%x: !prim.tensor<[4], f32>) {
  %z = prim.lt %x, %x : !prim.tensor<[4], f32> -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.where: condition must have i1 elements, got f32
func.func @where_condition(%c: !prim.tensor<[4], f32>, %x: !prim.tensor<[4], f32>) {
  %z = "prim.where"(%c, %x, %x) : (!prim.tensor<[4], f32>, !prim.tensor<[4], f32>, !prim.tensor<[4], f32>) -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.where: condition shape [1] differs from the values' shape [4] (broadcast explicitly)
func.func @where_condition_shape(%c: !prim.tensor<[1], i1>, %x: !prim.tensor<[4], f32>) {
  %z = "prim.where"(%c, %x, %x) : (!prim.tensor<[1], i1>, !prim.tensor<[4], f32>, !prim.tensor<[4], f32>) -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.fma: operands must have floating-point elements, got i32
func.func @fma_int(%x: !prim.tensor<[4], i32>) {
  %z = prim.fma %x, %x, %x : !prim.tensor<[4], i32>
  func.return
}

// -----

// CHECK: prim.convert_element_type: result type must be !prim.tensor<[4], bf16>, got !prim.tensor<[2], bf16>
func.func @convert_shape(%x: !prim.tensor<[4], f32>) {
  %y = prim.convert_element_type %x : !prim.tensor<[4], f32> -> !prim.tensor<[2], bf16>
  func.return
}

// -----

// CHECK: prim.full: float value 0.5 for a tensor of i64
func.func @full_float_for_int() {
  %y = prim.full 5.000000e-01 : !prim.tensor<[4], i64>
  func.return
}

// -----

// CHECK: prim.full: value 2 for a tensor of i1
func.func @full_bool() {
  %y = prim.full 2 : !prim.tensor<[4], i1>
  func.return
}

// -----

// CHECK: prim.iota: result must be 1-D, got rank 2
func.func @iota_rank() {
  %y = prim.iota {start = 0 : i64, step = 1 : i64} : !prim.tensor<[4, 4], i64>
  func.return
}

// -----

// CHECK: prim.rand: result must have floating-point elements, got i32
func.func @rand_int(%seed: !prim.tensor<[], i64>) {
  %y = prim.rand %seed : !prim.tensor<[], i64> -> !prim.tensor<[4], i32>
  func.return
}

// -----

// CHECK: prim.randn: the seed must be a 0-d i64 tensor
func.func @rand_seed(%seed: !prim.tensor<[2], i64>) {
  %y = prim.randn %seed : !prim.tensor<[2], i64> -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.sum: dims [2] out of range for rank 2
func.func @reduce_dim_range(%x: !prim.tensor<[4, 8], f32>) {
  %y = prim.sum %x dims [2] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.amax: dims [1, 0] must be strictly increasing
func.func @reduce_dim_order(%x: !prim.tensor<[4, 8], f32>) {
  %y = prim.amax %x dims [1, 0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[], f32>
  func.return
}

// -----

// CHECK: prim.sum: result type must be !prim.tensor<[4], f32>, got !prim.tensor<[4, 1], f32>
func.func @reduce_keepdim(%x: !prim.tensor<[4, 8], f32>) {
  %y = prim.sum %x dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4, 1], f32>
  func.return
}

// -----

// CHECK: prim.any: operand must have i1 elements, got f32
func.func @any_float(%x: !prim.tensor<[4], f32>) {
  %y = prim.any %x dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[], f32>
  func.return
}

// -----

// CHECK: prim.argmax: result type must be !prim.tensor<[4], i64>, got !prim.tensor<[4], i32>
func.func @argmax_index_type(%x: !prim.tensor<[4, 8], f32>) {
  %y = prim.argmax %x dim 1 : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], i32>
  func.return
}

// -----

// CHECK: prim.var_mean: correction must be >= 0
func.func @var_mean_correction(%x: !prim.tensor<[4, 8], f32>) {
  %v, %m = prim.var_mean %x dims [1] {correction = -1 : i64} : !prim.tensor<[4, 8], f32> -> (!prim.tensor<[4], f32>, !prim.tensor<[4], f32>)
  func.return
}

// -----

// CHECK: prim.broadcast_in_dim: dims [0, 1] must have one entry per operand dim (rank 1)
func.func @broadcast_dims_count(%x: !prim.tensor<[16], f32>) {
  %y = prim.broadcast_in_dim %x dims [0, 1] : !prim.tensor<[16], f32> -> !prim.tensor<[8, 16], f32>
  func.return
}

// -----

// CHECK: prim.broadcast_in_dim: dims [1, 0] must be strictly increasing
func.func @broadcast_dims_order(%x: !prim.tensor<[16, 8], f32>) {
  %y = prim.broadcast_in_dim %x dims [1, 0] : !prim.tensor<[16, 8], f32> -> !prim.tensor<[8, 16], f32>
  func.return
}

// -----

// CHECK: prim.broadcast_in_dim: operand dim 0 of size 16 cannot broadcast to result dim 0 of size 8
func.func @broadcast_sizes(%x: !prim.tensor<[16], f32>) {
  %y = prim.broadcast_in_dim %x dims [0] : !prim.tensor<[16], f32> -> !prim.tensor<[8, 16], f32>
  func.return
}

// -----

// CHECK: prim.broadcast_in_dim: result element type f16 differs from the operand's f32
func.func @broadcast_element_type(%x: !prim.tensor<[16], f32>) {
  %y = prim.broadcast_in_dim %x dims [1] : !prim.tensor<[16], f32> -> !prim.tensor<[8, 16], f16>
  func.return
}

// -----

// CHECK: prim.reshape: cannot reshape [s0, 4] (4*s0 elements) to [s0, 2] (2*s0 elements)
func.func @reshape_numel(%x: !prim.tensor<[s0, 4], f32>) {
  %y = prim.reshape %x : !prim.tensor<[s0, 4], f32> -> !prim.tensor<[s0, 2], f32>
  func.return
}

// -----

// CHECK: prim.reshape: result element type i32 differs from the operand's f32
func.func @reshape_element_type(%x: !prim.tensor<[4], f32>) {
  %y = prim.reshape %x : !prim.tensor<[4], f32> -> !prim.tensor<[2, 2], i32>
  func.return
}

// -----

// CHECK: prim.transpose: perm [0, 0] is not a permutation of 0..1
func.func @transpose_perm(%x: !prim.tensor<[4, 8], f32>) {
  %y = prim.transpose %x perm [0, 0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4, 4], f32>
  func.return
}

// -----

// CHECK: prim.transpose: result type must be !prim.tensor<[8, 4], f32>, got !prim.tensor<[4, 8], f32>
func.func @transpose_sizes(%x: !prim.tensor<[4, 8], f32>) {
  %y = prim.transpose %x perm [1, 0] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: prim.slice: start, limit and strides need one entry per dim (rank 2)
func.func @slice_rank(%x: !prim.tensor<[4, 8], f32>) {
  %y = prim.slice %x start [0] limit [4] strides [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: prim.slice: stride 0 of dim 0 must be >= 1
func.func @slice_stride(%x: !prim.tensor<[4], f32>) {
  %y = prim.slice %x start [0] limit [4] strides [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.slice: dim 0 needs 0 <= start <= limit <= size, got start 0, limit 6, size 4
func.func @slice_bounds(%x: !prim.tensor<[4], f32>) {
  %y = prim.slice %x start [0] limit [6] strides [1] : !prim.tensor<[4], f32> -> !prim.tensor<[6], f32>
  func.return
}

// -----

// CHECK: prim.slice: result type must be !prim.tensor<["FloorDiv(s0 + 1, 2)"], f32>, got !prim.tensor<[s0], f32>
func.func @slice_result(%x: !prim.tensor<[s0], f32>) {
  %y = prim.slice %x start [0] limit [s0] strides [2] : !prim.tensor<[s0], f32> -> !prim.tensor<[s0], f32>
  func.return
}

// -----

// CHECK: prim.squeeze: dim 1 has size 8, not 1
func.func @squeeze_size(%x: !prim.tensor<[4, 8], f32>) {
  %y = prim.squeeze %x dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.expand_dims: dims [3] out of range for rank 3
func.func @expand_dims_range(%x: !prim.tensor<[4, 8], f32>) {
  %y = prim.expand_dims %x dims [3] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4, 8, 1], f32>
  func.return
}

// -----

// CHECK: prim.cat: operand 1 of shape [2, 8] does not match operand 0 of shape [4, 16] outside dim 0
func.func @cat_shapes(%x: !prim.tensor<[4, 16], f32>, %y: !prim.tensor<[2, 8], f32>) {
  %z = prim.cat %x, %y dim 0 : (!prim.tensor<[4, 16], f32>, !prim.tensor<[2, 8], f32>) -> !prim.tensor<[6, 16], f32>
  func.return
}

// -----

// CHECK: prim.cat: operand 1 has element type f16, operand 0 has f32
func.func @cat_element_type(%x: !prim.tensor<[4], f32>, %y: !prim.tensor<[2], f16>) {
  %z = prim.cat %x, %y dim 0 : (!prim.tensor<[4], f32>, !prim.tensor<[2], f16>) -> !prim.tensor<[6], f32>
  func.return
}

// -----

// CHECK: prim.cat: result type must be !prim.tensor<[6], f32>, got !prim.tensor<[5], f32>
func.func @cat_result(%x: !prim.tensor<[4], f32>, %y: !prim.tensor<[2], f32>) {
  %z = prim.cat %x, %y dim 0 : (!prim.tensor<[4], f32>, !prim.tensor<[2], f32>) -> !prim.tensor<[5], f32>
  func.return
}

// -----

// CHECK: prim.cat: needs at least one operand
func.func @cat_nothing() {
  %z = "prim.cat"() <{dim = 0 : i64}> : () -> !prim.tensor<[0], f32>
  func.return
}

// -----

// CHECK: prim.gather: index must have integer (not i1) elements, got f32
func.func @gather_float_index(%x: !prim.tensor<[4, 8], f32>) {
  %z = prim.gather %x, %x dim 1 : (!prim.tensor<[4, 8], f32>, !prim.tensor<[4, 8], f32>) -> !prim.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: prim.gather: index rank 1 differs from input rank 2
func.func @gather_rank(%x: !prim.tensor<[4, 8], f32>, %i: !prim.tensor<[4], i64>) {
  %z = prim.gather %x, %i dim 1 : (!prim.tensor<[4, 8], f32>, !prim.tensor<[4], i64>) -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.index_select: index must be 1-D, got rank 2
func.func @index_select_rank(%x: !prim.tensor<[4, 8], f32>, %i: !prim.tensor<[2, 2], i64>) {
  %z = prim.index_select %x, %i dim 0 : (!prim.tensor<[4, 8], f32>, !prim.tensor<[2, 2], i64>) -> !prim.tensor<[2, 2, 8], f32>
  func.return
}

// -----

// CHECK: prim.index_select: dim 2 out of range for rank 2
func.func @index_select_dim(%x: !prim.tensor<[4, 8], f32>, %i: !prim.tensor<[2], i64>) {
  %z = prim.index_select %x, %i dim 2 : (!prim.tensor<[4, 8], f32>, !prim.tensor<[2], i64>) -> !prim.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK: prim.pad: low and high need one entry per dim (rank 2)
func.func @pad_rank(%x: !prim.tensor<[4, 8], f32>) {
  %y = prim.pad %x low [1] high [1] value 0 : !prim.tensor<[4, 8], f32> -> !prim.tensor<[6, 8], f32>
  func.return
}

// -----

// CHECK: prim.pad: padding gives a negative size [-1]
func.func @pad_negative(%x: !prim.tensor<[4], f32>) {
  %y = prim.pad %x low [-3] high [-2] value 0 : !prim.tensor<[4], f32> -> !prim.tensor<[0], f32>
  func.return
}

// -----

// CHECK: prim.extern: the target name is empty
func.func @extern_name(%x: !prim.tensor<[4], f32>) {
  %y = prim.extern "" %x : (!prim.tensor<[4], f32>) -> !prim.tensor<[4], f32>
  func.return
}

// -----

// CHECK: prim.extern: absent positions [3] must be increasing and below the argument count 2
func.func @extern_absent(%x: !prim.tensor<[4], f32>) {
  %y = "prim.extern"(%x) <{target = "aten.foo", absent = array<i64: 3>}> : (!prim.tensor<[4], f32>) -> !prim.tensor<[4], f32>
  func.return
}

// -----

// Kernels never see complex numbers: every prim op but prim.extern refuses them.
// CHECK: prim.add: complex elements are computed by library calls (prim.extern) only, never in kernels
func.func @add_complex(%x: !prim.tensor<[4], complex<f32>>) {
  %y = prim.add %x, %x : !prim.tensor<[4], complex<f32>>
  func.return
}

// -----

// CHECK: prim.transpose: complex elements are computed by library calls (prim.extern) only, never in kernels
func.func @transpose_complex(%x: !prim.tensor<[4, 2], complex<f64>>) {
  %y = prim.transpose %x perm [1, 0] : !prim.tensor<[4, 2], complex<f64>> -> !prim.tensor<[2, 4], complex<f64>>
  func.return
}

// -----

// CHECK: prim.convert_element_type: complex elements are computed by library calls (prim.extern) only, never in kernels
func.func @convert_complex(%x: !prim.tensor<[4], f32>) {
  %y = prim.convert_element_type %x : !prim.tensor<[4], f32> -> !prim.tensor<[4], complex<f32>>
  func.return
}

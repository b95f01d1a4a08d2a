// RUN: TC_ROUNDTRIP | filecheck %s
// RUN: TC_GENERIC_ROUNDTRIP | filecheck %s

// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%x: !prim.tensor<[8, 16], f32>, %y: !prim.tensor<[8, 16], f32>, %b: !prim.tensor<[8, 16], i1>, %n: !prim.tensor<[8, 16], i32>) {
  // CHECK: %e = prim.exp %x : !prim.tensor<[8, 16], f32>
  %e = prim.exp %x : !prim.tensor<[8, 16], f32>
  // CHECK: %r = prim.rsqrt %x : !prim.tensor<[8, 16], f32>
  %r = prim.rsqrt %x : !prim.tensor<[8, 16], f32>
  // CHECK: %f = prim.isfinite %x : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 16], i1>
  %f = prim.isfinite %x : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 16], i1>
  // CHECK: %s = prim.signbit %n : !prim.tensor<[8, 16], i32> -> !prim.tensor<[8, 16], i1>
  %s = prim.signbit %n : !prim.tensor<[8, 16], i32> -> !prim.tensor<[8, 16], i1>
  // CHECK: %bn = prim.bitwise_not %n : !prim.tensor<[8, 16], i32>
  %bn = prim.bitwise_not %n : !prim.tensor<[8, 16], i32>
  // CHECK: %ln = prim.logical_not %b : !prim.tensor<[8, 16], i1>
  %ln = prim.logical_not %b : !prim.tensor<[8, 16], i1>
  // CHECK: %a = prim.add %x, %y : !prim.tensor<[8, 16], f32>
  %a = prim.add %x, %y : !prim.tensor<[8, 16], f32>
  // CHECK: %p = prim.pow %x, %y : !prim.tensor<[8, 16], f32>
  %p = prim.pow %x, %y : !prim.tensor<[8, 16], f32>
  // CHECK: %sh = prim.shift_left %n, %n : !prim.tensor<[8, 16], i32>
  %sh = prim.shift_left %n, %n : !prim.tensor<[8, 16], i32>
  // CHECK: %la = prim.logical_and %b, %b : !prim.tensor<[8, 16], i1>
  %la = prim.logical_and %b, %b : !prim.tensor<[8, 16], i1>
  // CHECK: %lt = prim.lt %x, %y : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 16], i1>
  %lt = prim.lt %x, %y : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 16], i1>
  // CHECK: %w = prim.where %lt, %x, %y : !prim.tensor<[8, 16], f32>
  %w = prim.where %lt, %x, %y : !prim.tensor<[8, 16], f32>
  // CHECK: %fma = prim.fma %x, %y, %x : !prim.tensor<[8, 16], f32>
  %fma = prim.fma %x, %y, %x : !prim.tensor<[8, 16], f32>
  // CHECK: %c = prim.convert_element_type %x : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 16], bf16>
  %c = prim.convert_element_type %x : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 16], bf16>
  func.return
}

// Symbolic sizes compare as expressions.
// CHECK-LABEL: func.func @symbolic
func.func @symbolic(%x: !prim.tensor<[s0, "2*s1"], f16>) -> !prim.tensor<[s0, "2*s1"], f16> {
  // CHECK: %m = prim.mul %x, %x : !prim.tensor<[s0, "2*s1"], f16>
  %m = prim.mul %x, %x : !prim.tensor<[s0, "2*s1"], f16>
  func.return %m : !prim.tensor<[s0, "2*s1"], f16>
}

// CHECK-LABEL: func.func @creation
func.func @creation() {
  // CHECK: %h = prim.full 5.000000e-01 : !prim.tensor<[8, 16], f32>
  %h = prim.full 5.000000e-01 : !prim.tensor<[8, 16], f32>
  // CHECK: %ninf = prim.full -inf : !prim.tensor<[8], f32>
  %ninf = prim.full -inf : !prim.tensor<[8], f32>
  // CHECK: %nan = prim.full nan : !prim.tensor<[8], bf16>
  %nan = prim.full nan : !prim.tensor<[8], bf16>
  // CHECK: %one = prim.full 1 : !prim.tensor<[s0], i1>
  %one = prim.full 1 : !prim.tensor<[s0], i1>
  // CHECK: %i = prim.iota {start = 0 : i64, step = 1 : i64} : !prim.tensor<[16], i64>
  %i = prim.iota {start = 0 : i64, step = 1 : i64} : !prim.tensor<[16], i64>
  // An int over sizes: `torch.full(..., x.size(0))`, `torch.arange(L, L + T)`.
  // CHECK: %fs = prim.full "s0 - 1" : !prim.tensor<[s0], f32>
  %fs = prim.full "s0 - 1" : !prim.tensor<[s0], f32>
  // CHECK: %is = prim.iota {start = #sym.expr<"s0">, step = 1 : i64} : !prim.tensor<[4], i64>
  %is = prim.iota {start = #sym.expr<"s0">, step = 1 : i64} : !prim.tensor<[4], i64>
  func.return
}

// CHECK-LABEL: func.func @random(
// CHECK-NEXT:    %u = prim.rand %seed : !prim.tensor<[], i64> -> !prim.tensor<[4, s0], f32>
// CHECK-NEXT:    %g = prim.randn %seed : !prim.tensor<[], i64> -> !prim.tensor<[4, 4], bf16>
func.func @random(%seed: !prim.tensor<[], i64>) {
  %u = prim.rand %seed : !prim.tensor<[], i64> -> !prim.tensor<[4, s0], f32>
  %g = prim.randn %seed : !prim.tensor<[], i64> -> !prim.tensor<[4, 4], bf16>
  func.return
}

// CHECK-LABEL: func.func @reductions
func.func @reductions(%x: !prim.tensor<[8, 16, 4], f32>, %b: !prim.tensor<[8, 16], i1>, %n: !prim.tensor<[8], i64>) {
  // CHECK: %s = prim.sum %x dims [1] : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[8, 4], f32>
  %s = prim.sum %x dims [1] : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[8, 4], f32>
  // CHECK: %p = prim.prod %x dims [0, 2] : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[16], f32>
  %p = prim.prod %x dims [0, 2] : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[16], f32>
  // CHECK: %mx = prim.amax %x dims [2] : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[8, 16], f32>
  %mx = prim.amax %x dims [2] : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[8, 16], f32>
  // CHECK: %mn = prim.amin %x dims [0, 1, 2] : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[], f32>
  %mn = prim.amin %x dims [0, 1, 2] : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[], f32>
  // CHECK: %any = prim.any %b dims [1] : !prim.tensor<[8, 16], i1> -> !prim.tensor<[8], i1>
  %any = prim.any %b dims [1] : !prim.tensor<[8, 16], i1> -> !prim.tensor<[8], i1>
  // CHECK: %xs = prim.xor_sum %n dims [0] : !prim.tensor<[8], i64> -> !prim.tensor<[], i64>
  %xs = prim.xor_sum %n dims [0] : !prim.tensor<[8], i64> -> !prim.tensor<[], i64>
  // CHECK: %am = prim.argmax %x dim 1 : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[8, 4], i64>
  %am = prim.argmax %x dim 1 : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[8, 4], i64>
  // CHECK: %an = prim.argmin %x dim 0 : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[16, 4], i64>
  %an = prim.argmin %x dim 0 : !prim.tensor<[8, 16, 4], f32> -> !prim.tensor<[16, 4], i64>
  // CHECK: %var, %mean = prim.var_mean %x dims [2] {correction = 0 : i64} : !prim.tensor<[8, 16, 4], f32> -> (!prim.tensor<[8, 16], f32>, !prim.tensor<[8, 16], f32>)
  %var, %mean = prim.var_mean %x dims [2] {correction = 0 : i64} : !prim.tensor<[8, 16, 4], f32> -> (!prim.tensor<[8, 16], f32>, !prim.tensor<[8, 16], f32>)
  func.return
}

// CHECK-LABEL: func.func @shapes
func.func @shapes(%x: !prim.tensor<[8, 16], f32>, %v: !prim.tensor<[16], f32>, %d: !prim.tensor<[s0, 16], f32>) {
  // CHECK: %b = prim.broadcast_in_dim %v dims [1] : !prim.tensor<[16], f32> -> !prim.tensor<[8, 16], f32>
  %b = prim.broadcast_in_dim %v dims [1] : !prim.tensor<[16], f32> -> !prim.tensor<[8, 16], f32>
  // CHECK: %r = prim.reshape %x : !prim.tensor<[8, 16], f32> -> !prim.tensor<[2, 4, 16], f32>
  %r = prim.reshape %x : !prim.tensor<[8, 16], f32> -> !prim.tensor<[2, 4, 16], f32>
  // CHECK: %rd = prim.reshape %d : !prim.tensor<[s0, 16], f32> -> !prim.tensor<["16*s0"], f32>
  %rd = prim.reshape %d : !prim.tensor<[s0, 16], f32> -> !prim.tensor<["16*s0"], f32>
  // CHECK: %t = prim.transpose %x perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
  %t = prim.transpose %x perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
  // CHECK: %sl = prim.slice %x start [0, 2] limit [4, 8] strides [1, 2] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[4, 3], f32>
  %sl = prim.slice %x start [0, 2] limit [4, 8] strides [1, 2] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[4, 3], f32>
  // CHECK: %sd = prim.slice %d start [1, 0] limit [s0, 16] strides [1, 1] : !prim.tensor<[s0, 16], f32> -> !prim.tensor<["s0 - 1", 16], f32>
  %sd = prim.slice %d start [1, 0] limit [s0, 16] strides [1, 1] : !prim.tensor<[s0, 16], f32> -> !prim.tensor<["s0 - 1", 16], f32>
  // CHECK: %rv = prim.rev %x dims [0] : !prim.tensor<[8, 16], f32>
  %rv = prim.rev %x dims [0] : !prim.tensor<[8, 16], f32>
  // CHECK: %ed = prim.expand_dims %x dims [0, 2] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[1, 8, 1, 16], f32>
  %ed = prim.expand_dims %x dims [0, 2] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[1, 8, 1, 16], f32>
  // CHECK: %sq = prim.squeeze %ed dims [0, 2] : !prim.tensor<[1, 8, 1, 16], f32> -> !prim.tensor<[8, 16], f32>
  %sq = prim.squeeze %ed dims [0, 2] : !prim.tensor<[1, 8, 1, 16], f32> -> !prim.tensor<[8, 16], f32>
  func.return
}

// CHECK-LABEL: func.func @data_movement
func.func @data_movement(%x: !prim.tensor<[8, 16], f32>, %y: !prim.tensor<[2, 16], f32>, %i: !prim.tensor<[4], i64>, %j: !prim.tensor<[8, 3], i64>) {
  // CHECK: %c = prim.cat %x, %y dim 0 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[2, 16], f32>) -> !prim.tensor<[10, 16], f32>
  %c = prim.cat %x, %y dim 0 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[2, 16], f32>) -> !prim.tensor<[10, 16], f32>
  // CHECK: %g = prim.gather %x, %j dim 1 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[8, 3], i64>) -> !prim.tensor<[8, 3], f32>
  %g = prim.gather %x, %j dim 1 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[8, 3], i64>) -> !prim.tensor<[8, 3], f32>
  // CHECK: %s = prim.index_select %x, %i dim 0 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[4], i64>) -> !prim.tensor<[4, 16], f32>
  %s = prim.index_select %x, %i dim 0 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[4], i64>) -> !prim.tensor<[4, 16], f32>
  // CHECK: %e = prim.index_select %x, %i dim 0 padding_idx 1 scale_grad_by_freq sparse_grad : (!prim.tensor<[8, 16], f32>, !prim.tensor<[4], i64>) -> !prim.tensor<[4, 16], f32>
  %e = prim.index_select %x, %i dim 0 padding_idx 1 scale_grad_by_freq sparse_grad : (!prim.tensor<[8, 16], f32>, !prim.tensor<[4], i64>) -> !prim.tensor<[4, 16], f32>
  // CHECK: %p = prim.pad %x low [0, 1] high [2, -1] value 0.000000e+00 : !prim.tensor<[8, 16], f32> -> !prim.tensor<[10, 16], f32>
  %p = prim.pad %x low [0, 1] high [2, -1] value 0.000000e+00 : !prim.tensor<[8, 16], f32> -> !prim.tensor<[10, 16], f32>
  func.return
}

// CHECK-LABEL: func.func @externs
func.func @externs(%a: !prim.tensor<[8, 16], f32>, %b: !prim.tensor<[16, 32], f32>, %c: !prim.tensor<[8, 32], f32>, %x: !prim.tensor<[1, 3, 8, 8], f32>, %w: !prim.tensor<[4, 3, 3, 3], f32>) {
  // CHECK: %mm = prim.extern "aten.mm" %a, %b : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  %mm = prim.extern "aten.mm" %a, %b : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  // CHECK: %addmm = prim.extern "aten.addmm" %c, %a, %b {beta = 1 : i64, alpha = 1 : i64} : (!prim.tensor<[8, 32], f32>, !prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  %addmm = prim.extern "aten.addmm" %c, %a, %b {beta = 1 : i64, alpha = 1 : i64} : (!prim.tensor<[8, 32], f32>, !prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  // An absent optional tensor argument prints as `none`.
  // CHECK: %conv = prim.extern "aten.convolution" %x, %w, none {stride = [1 : i64, 1 : i64]} : (!prim.tensor<[1, 3, 8, 8], f32>, !prim.tensor<[4, 3, 3, 3], f32>) -> !prim.tensor<[1, 4, 6, 6], f32>
  %conv = prim.extern "aten.convolution" %x, %w, none {stride = [1, 1]} : (!prim.tensor<[1, 3, 8, 8], f32>, !prim.tensor<[4, 3, 3, 3], f32>) -> !prim.tensor<[1, 4, 6, 6], f32>
  // CHECK: %s0, %s1 = prim.extern "aten.sort" %a : (!prim.tensor<[8, 16], f32>) -> (!prim.tensor<[8, 16], f32>, !prim.tensor<[8, 16], i64>)
  %s0, %s1 = prim.extern "aten.sort" %a : (!prim.tensor<[8, 16], f32>) -> (!prim.tensor<[8, 16], f32>, !prim.tensor<[8, 16], i64>)
  // Complex tensors are operands and results of library calls only.
  // CHECK: %f = prim.extern "aten._fft_r2c" %a {dim = [1 : i64], normalization = 0 : i64, onesided = true} : (!prim.tensor<[8, 16], f32>) -> !prim.tensor<[8, 9], complex<f32>>
  %f = prim.extern "aten._fft_r2c" %a {dim = [1], normalization = 0, onesided = true} : (!prim.tensor<[8, 16], f32>) -> !prim.tensor<[8, 9], complex<f32>>
  // CHECK: %fr = prim.extern "aten.view_as_real" %f : (!prim.tensor<[8, 9], complex<f32>>) -> !prim.tensor<[8, 9, 2], f32>
  %fr = prim.extern "aten.view_as_real" %f : (!prim.tensor<[8, 9], complex<f32>>) -> !prim.tensor<[8, 9, 2], f32>
  func.return
}

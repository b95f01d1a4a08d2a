// RUN: tc-opt %s --split-input-file --pass-pipeline convert-torch-to-prim | filecheck %s
// RUN: tc-opt %s --split-input-file --pass-pipeline 'convert-torch-to-prim{allow-extern-fallback=true}' | filecheck %s --check-prefix=FALLBACK

// Broadcasting, dtype conversion and alpha become explicit.
// CHECK-LABEL: func.func @add_broadcast_alpha
// CHECK-SAME: (%[[X:.*]]: !prim.tensor<[8, 16], f32>, %[[B:.*]]: !prim.tensor<[16], bf16>) -> !prim.tensor<[8, 16], f32>
// CHECK: %[[C:.*]] = prim.convert_element_type %[[B]] : !prim.tensor<[16], bf16> -> !prim.tensor<[16], f32>
// CHECK: %[[BC:.*]] = prim.broadcast_in_dim %[[C]] dims [1] : !prim.tensor<[16], f32> -> !prim.tensor<[8, 16], f32>
// CHECK: %[[A:.*]] = prim.full 2.000000e+00 : !prim.tensor<[8, 16], f32>
// CHECK: %[[M:.*]] = prim.mul %[[BC]], %[[A]]
// CHECK: %[[Y:.*]] = prim.add %[[X]], %[[M]] : !prim.tensor<[8, 16], f32>
// CHECK: func.return %[[Y]] : !prim.tensor<[8, 16], f32>
func.func @add_broadcast_alpha(%x: !torch.tensor<[8, 16], f32>, %b: !torch.tensor<[16], bf16>) -> !torch.tensor<[8, 16], f32> {
  %y = torch.aten.add.Tensor %x, %b {alpha = 2 : i64} : (!torch.tensor<[8, 16], f32>, !torch.tensor<[16], bf16>) -> !torch.tensor<[8, 16], f32>
  func.return %y : !torch.tensor<[8, 16], f32>
}

// -----

// Small integer powers multiply, half powers take square roots; others stay pow.
// CHECK-LABEL: func.func @pow_scalar
// CHECK-SAME: (%[[X:.*]]: !prim.tensor<[4], f32>)
// CHECK: %[[SQ:.*]] = prim.mul %[[X]], %[[X]] : !prim.tensor<[4], f32>
// CHECK: %[[RT:.*]] = prim.sqrt %[[X]] : !prim.tensor<[4], f32>
// CHECK: %[[E:.*]] = prim.full 2.500000e+00 : !prim.tensor<[4], f32>
// CHECK: prim.pow %[[X]], %[[E]] : !prim.tensor<[4], f32>
func.func @pow_scalar(%x: !torch.tensor<[4], f32>) -> (!torch.tensor<[4], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>) {
  %a = torch.aten.pow.Tensor_Scalar %x {exponent = 2 : i64} : (!torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
  %b = torch.aten.pow.Tensor_Scalar %x {exponent = 0.5 : f64} : (!torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
  %c = torch.aten.pow.Tensor_Scalar %x {exponent = 2.5 : f64} : (!torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
  func.return %a, %b, %c : !torch.tensor<[4], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>
}

// -----

// A detach the capture kept (a cut from autograd inside a training graph) becomes a
// conversion to the same type that prim-autodiff gives no derivative.
// CHECK-LABEL: func.func @detach
// CHECK: %[[R:.*]] = prim.round %{{.*}} : !prim.tensor<[4], f32>
// CHECK: %[[D:.*]] = prim.sub %[[R]], %[[X:.*]] : !prim.tensor<[4], f32>
// CHECK: %[[S:.*]] = prim.convert_element_type %[[D]] {tc.non_differentiable} : !prim.tensor<[4], f32> -> !prim.tensor<[4], f32>
// CHECK: prim.add %[[X]], %[[S]] : !prim.tensor<[4], f32>
func.func @detach(%x: !torch.tensor<[4], f32>) -> !torch.tensor<[4], f32> {
  %r = torch.aten.round %x : (!torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
  %d = torch.aten.sub.Tensor %r, %x {alpha = 1 : i64} : (!torch.tensor<[4], f32>, !torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
  %s = torch.aten.detach %d : (!torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
  %y = torch.aten.add.Tensor %x, %s {alpha = 1 : i64} : (!torch.tensor<[4], f32>, !torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
  func.return %y : !torch.tensor<[4], f32>
}

// -----

// Comparisons compute in the promoted dtype; a Python scalar becomes prim.full.
// CHECK-LABEL: func.func @compare_and_select
// CHECK: %[[S:.*]] = prim.full 1.500000e+00 : !prim.tensor<[4], f16>
// CHECK: %[[LT:.*]] = prim.lt %{{.*}}, %[[S]] : !prim.tensor<[4], f16> -> !prim.tensor<[4], i1>
// CHECK: %[[Z:.*]] = prim.full 0.000000e+00 : !prim.tensor<[4], f16>
// CHECK: prim.where %[[LT]], %{{.*}}, %[[Z]] : !prim.tensor<[4], f16>
func.func @compare_and_select(%x: !torch.tensor<[4], f16>) -> !torch.tensor<[4], f16> {
  %c = torch.aten.lt.Scalar %x {other = 1.5 : f64} : (!torch.tensor<[4], f16>) -> !torch.tensor<[4], i1>
  %y = torch.aten.where.ScalarOther %c, %x {other = 0.0 : f64} : (!torch.tensor<[4], i1>, !torch.tensor<[4], f16>) -> !torch.tensor<[4], f16>
  func.return %y : !torch.tensor<[4], f16>
}

// -----

// Unary ops compute in the result dtype; relu is a maximum with 0.
// CHECK-LABEL: func.func @unary
// CHECK: %[[F:.*]] = prim.convert_element_type %{{.*}} : !prim.tensor<[4], i64> -> !prim.tensor<[4], f32>
// CHECK: %[[E:.*]] = prim.exp %[[F]] : !prim.tensor<[4], f32>
// CHECK: %[[ZERO:.*]] = prim.full 0.000000e+00 : !prim.tensor<[4], f32>
// CHECK: prim.maximum %[[E]], %[[ZERO]] {tc.ties_to = 1 : i64} : !prim.tensor<[4], f32>
func.func @unary(%x: !torch.tensor<[4], i64>) -> !torch.tensor<[4], f32> {
  %e = torch.aten.exp %x : (!torch.tensor<[4], i64>) -> !torch.tensor<[4], f32>
  %r = torch.aten.relu %e : (!torch.tensor<[4], f32>) -> !torch.tensor<[4], f32>
  func.return %r : !torch.tensor<[4], f32>
}

// -----

// CHECK-LABEL: func.func @clamp_gelu
// CHECK: prim.maximum {{.*}} {tc.ties_to = 0 : i64}
// CHECK: prim.minimum {{.*}} {tc.ties_to = 0 : i64}
// CHECK: %[[UP:.*]] = prim.convert_element_type %{{.*}} : !prim.tensor<[4], bf16> -> !prim.tensor<[4], f32>
// CHECK: %[[HALF:.*]] = prim.full 5.000000e-01 : !prim.tensor<[4], f32>
// CHECK: %[[HX:.*]] = prim.mul %[[UP]], %[[HALF]]
// CHECK: %[[ERF:.*]] = prim.erf
// CHECK: %[[ONE:.*]] = prim.full 1.000000e+00 : !prim.tensor<[4], f32>
// CHECK: %[[P:.*]] = prim.add %[[ERF]], %[[ONE]]
// CHECK: %[[G:.*]] = prim.mul %[[HX]], %[[P]]
// CHECK: prim.convert_element_type %[[G]] : !prim.tensor<[4], f32> -> !prim.tensor<[4], bf16>
func.func @clamp_gelu(%x: !torch.tensor<[4], bf16>) -> !torch.tensor<[4], bf16> {
  %c = torch.aten.clamp %x {min = -1.0 : f64, max = 1.0 : f64} : (!torch.tensor<[4], bf16>) -> !torch.tensor<[4], bf16>
  %g = torch.aten.gelu %c : (!torch.tensor<[4], bf16>) -> !torch.tensor<[4], bf16>
  func.return %g : !torch.tensor<[4], bf16>
}

// -----

// Reductions drop the dims; keepdim reshapes them back; mean divides by the count.
// CHECK-LABEL: func.func @reductions
// CHECK: %[[S:.*]] = prim.sum %[[X:.*]] dims [1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8], f32>
// CHECK: prim.reshape %[[S]] : !prim.tensor<[8], f32> -> !prim.tensor<[8, 1], f32>
// CHECK: %[[T:.*]] = prim.sum %[[X]] dims [0, 1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[], f32>
// CHECK: %[[N:.*]] = prim.full 1.280000e+02 : !prim.tensor<[], f32>
// CHECK: prim.div %[[T]], %[[N]] : !prim.tensor<[], f32>
// CHECK: prim.amax %[[X]] dims [1]
// CHECK: prim.argmax %[[X]] dim 1 : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8], i64>
// CHECK: prim.var_mean %[[X]] dims [1] {correction = 1 : i64}
func.func @reductions(%x: !torch.tensor<[8, 16], f32>) {
  %s = torch.aten.sum.dim_IntList %x {dim = [-1], keepdim = true} : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[8, 1], f32>
  %m = torch.aten.mean %x : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[], f32>
  %mx:2 = torch.aten.max.dim %x {dim = 1 : i64} : (!torch.tensor<[8, 16], f32>) -> (!torch.tensor<[8], f32>, !torch.tensor<[8], i64>)
  %vm:2 = torch.aten.var_mean.correction %x {dim = [1]} : (!torch.tensor<[8, 16], f32>) -> (!torch.tensor<[8], f32>, !torch.tensor<[8], f32>)
  func.return
}

// -----

// A mean over a symbolic count takes var_mean's mean (prim.full holds no symbols).
// CHECK-LABEL: func.func @mean_symbolic
// CHECK: %{{.*}}, %[[MEAN:.*]] = prim.var_mean %{{.*}} dims [0] {correction = 0 : i64} : !prim.tensor<[s0], f32>
// CHECK: func.return %[[MEAN]]
func.func @mean_symbolic(%x: !torch.tensor<[s0], f32>) -> !torch.tensor<[], f32> {
  %m = torch.aten.mean.dim %x {dim = [0]} : (!torch.tensor<[s0], f32>) -> !torch.tensor<[], f32>
  func.return %m : !torch.tensor<[], f32>
}

// -----

// CHECK-LABEL: func.func @softmax
// CHECK: %[[X:.*]] = prim.convert_element_type %{{.*}} : !prim.tensor<[4, 8], bf16> -> !prim.tensor<[4, 8], f32>
// CHECK: %[[MAX:.*]] = prim.amax %[[X]] dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
// CHECK: %[[MAXB:.*]] = prim.broadcast_in_dim %[[MAX]] dims [0] : !prim.tensor<[4], f32> -> !prim.tensor<[4, 8], f32>
// CHECK: %[[SH:.*]] = prim.sub %[[X]], %[[MAXB]]
// CHECK: %[[E:.*]] = prim.exp %[[SH]]
// CHECK: %[[SUM:.*]] = prim.sum %[[E]] dims [1]
// CHECK: %[[SUMB:.*]] = prim.broadcast_in_dim %[[SUM]] dims [0]
// CHECK: %[[D:.*]] = prim.div %[[E]], %[[SUMB]]
// CHECK: prim.convert_element_type %[[D]] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4, 8], bf16>
// CHECK: %[[LSE:.*]] = prim.log
// CHECK: prim.broadcast_in_dim %[[LSE]] dims [0]
// CHECK: prim.sub
func.func @softmax(%x: !torch.tensor<[4, 8], bf16>, %y: !torch.tensor<[4, 8], f32>) {
  %s = torch.aten._softmax %x {dim = -1 : i64, half_to_float = false} : (!torch.tensor<[4, 8], bf16>) -> !torch.tensor<[4, 8], bf16>
  %l = torch.aten._log_softmax %y {dim = 1 : i64, half_to_float = false} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return
}

// -----

// CHECK-LABEL: func.func @layer_norm
// CHECK: %[[X:.*]] = prim.convert_element_type %{{.*}} : !prim.tensor<[8, 16], bf16> -> !prim.tensor<[8, 16], f32>
// CHECK: %[[VAR:.*]], %[[MEAN:.*]] = prim.var_mean %[[X]] dims [1] {correction = 0 : i64}
// CHECK: %[[EPS:.*]] = prim.full 1.000000e-05 : !prim.tensor<[8], f32>
// CHECK: %[[VE:.*]] = prim.add %[[VAR]], %[[EPS]]
// CHECK: %[[RSTD:.*]] = prim.rsqrt %[[VE]]
// CHECK: prim.sub %[[X]]
// CHECK: prim.mul
// CHECK: prim.mul
// CHECK: prim.add
// CHECK: %[[OUT:.*]] = prim.convert_element_type %{{.*}} : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 16], bf16>
// CHECK: %[[M:.*]] = prim.reshape %[[MEAN]] : !prim.tensor<[8], f32> -> !prim.tensor<[8, 1], f32>
// CHECK: %[[R:.*]] = prim.reshape %[[RSTD]] : !prim.tensor<[8], f32> -> !prim.tensor<[8, 1], f32>
// CHECK: func.return %[[OUT]], %[[M]], %[[R]]
func.func @layer_norm(%x: !torch.tensor<[8, 16], bf16>, %w: !torch.tensor<[16], bf16>, %b: !torch.tensor<[16], bf16>) -> (!torch.tensor<[8, 16], bf16>, !torch.tensor<[8, 1], f32>, !torch.tensor<[8, 1], f32>) {
  %y:3 = torch.aten.native_layer_norm %x, %w, %b {normalized_shape = [16], eps = 1.0e-05 : f64} : (!torch.tensor<[8, 16], bf16>, !torch.tensor<[16], bf16>, !torch.tensor<[16], bf16>) -> (!torch.tensor<[8, 16], bf16>, !torch.tensor<[8, 1], f32>, !torch.tensor<[8, 1], f32>)
  func.return %y#0, %y#1, %y#2 : !torch.tensor<[8, 16], bf16>, !torch.tensor<[8, 1], f32>, !torch.tensor<[8, 1], f32>
}

// -----

// CHECK-LABEL: func.func @views
// CHECK: prim.reshape %{{.*}} : !prim.tensor<[8, 16], f32> -> !prim.tensor<[128], f32>
// CHECK: prim.transpose %{{.*}} perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
// CHECK: prim.broadcast_in_dim %{{.*}} dims [1, 2] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[2, 8, 16], f32>
// CHECK: prim.slice %{{.*}} start [0, 12] limit [8, 16] strides [1, 1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 4], f32>
// CHECK: %[[ROW:.*]] = prim.slice %{{.*}} start [7, 0] limit [8, 16] strides [1, 1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[1, 16], f32>
// CHECK: prim.squeeze %[[ROW]] dims [0] : !prim.tensor<[1, 16], f32> -> !prim.tensor<[16], f32>
// CHECK: prim.expand_dims %{{.*}} dims [1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 1, 16], f32>
// CHECK: prim.rev %{{.*}} dims [0] : !prim.tensor<[8, 16], f32>
// CHECK: prim.pad %{{.*}} low [0, 1] high [0, 2] value 0.000000e+00 : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 19], f32>
func.func @views(%x: !torch.tensor<[8, 16], f32>) {
  %v = torch.aten.view %x {size = [128]} : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[128], f32>
  %p = torch.aten.permute %x {dims = [1, 0]} : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[16, 8], f32>
  %e = torch.aten.expand %x {size = [2, 8, 16]} : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[2, 8, 16], f32>
  %s = torch.aten.slice.Tensor %x {dim = 1 : i64, start = -4 : i64, end = 9223372036854775807 : i64} : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[8, 4], f32>
  %r = torch.aten.select.int %x {dim = 0 : i64, index = -1 : i64} : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[16], f32>
  %u = torch.aten.unsqueeze %x {dim = -2 : i64} : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[8, 1, 16], f32>
  %f = torch.aten.flip %x {dims = [0]} : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[8, 16], f32>
  %c = torch.aten.constant_pad_nd %x {pad = [1, 2]} : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[8, 19], f32>
  func.return
}

// -----

// Padding by an amount over sizes (CUDA's memory-efficient attention pads the head dim to a
// multiple of 8) is a cat of a filled block; a crop by one is a slice.
// CHECK-LABEL: func.func @symbolic_pad
// CHECK:         %[[F:.*]] = prim.full 0.000000e+00 : !prim.tensor<[4, "-ModularIndexing(s0, 1, 8) + 8"], f32>
// CHECK-NEXT:    %{{.*}} = prim.cat %{{.*}}, %[[F]] dim 1 : (!prim.tensor<[4, s0], f32>, !prim.tensor<[4, "-ModularIndexing(s0, 1, 8) + 8"], f32>) -> !prim.tensor<[4, "s0 - ModularIndexing(s0, 1, 8) + 8"], f32>
// CHECK:         prim.slice %{{.*}} start [0, "ModularIndexing(s0, 1, 8)"] limit [4, s0]
func.func @symbolic_pad(%x: !torch.tensor<[4, s0], f32>) {
  %p = torch.aten.constant_pad_nd %x {pad = [0, #sym.expr<"-ModularIndexing(s0, 1, 8) + 8">], value = 0.000000e+00} : (!torch.tensor<[4, s0], f32>) -> !torch.tensor<[4, "s0 - ModularIndexing(s0, 1, 8) + 8"], f32>
  %c = torch.aten.constant_pad_nd %x {pad = [#sym.expr<"-ModularIndexing(s0, 1, 8)">, 0], value = 0.000000e+00} : (!torch.tensor<[4, s0], f32>) -> !torch.tensor<[4, "s0 - ModularIndexing(s0, 1, 8)"], f32>
  func.return
}

// -----

// CHECK-LABEL: func.func @data_movement
// CHECK: prim.cat %{{.*}}, %{{.*}} dim 0 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[8, 16], f32>) -> !prim.tensor<[16, 16], f32>
// CHECK: prim.gather %{{.*}}, %{{.*}} dim 1 : (!prim.tensor<[8, 16], f32>, !prim.tensor<[8, 2], i64>) -> !prim.tensor<[8, 2], f32>
// CHECK: %[[FLAT:.*]] = prim.reshape %{{.*}} : !prim.tensor<[8, 2], i64> -> !prim.tensor<[16], i64>
// CHECK: %[[ROWS:.*]] = prim.index_select %{{.*}}, %[[FLAT]] dim 0 : (!prim.tensor<[100, 16], f32>, !prim.tensor<[16], i64>) -> !prim.tensor<[16, 16], f32>
// CHECK: prim.reshape %[[ROWS]] : !prim.tensor<[16, 16], f32> -> !prim.tensor<[8, 2, 16], f32>
// The options that change only the lookup's gradient stay with it.
// CHECK: prim.index_select %{{.*}}, %{{.*}} dim 0 padding_idx 0 scale_grad_by_freq : (!prim.tensor<[100, 16], f32>, !prim.tensor<[16], i64>) -> !prim.tensor<[16, 16], f32>
// CHECK: prim.convert_element_type %{{.*}} : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 16], bf16>
func.func @data_movement(%x: !torch.tensor<[8, 16], f32>, %i: !torch.tensor<[8, 2], i64>, %e: !torch.tensor<[100, 16], f32>) {
  %c = torch.aten.cat [%x, %x] : (!torch.tensor<[8, 16], f32>, !torch.tensor<[8, 16], f32>) -> !torch.tensor<[16, 16], f32>
  %g = torch.aten.gather %x, %i {dim = 1 : i64} : (!torch.tensor<[8, 16], f32>, !torch.tensor<[8, 2], i64>) -> !torch.tensor<[8, 2], f32>
  %m = torch.aten.embedding %e, %i : (!torch.tensor<[100, 16], f32>, !torch.tensor<[8, 2], i64>) -> !torch.tensor<[8, 2, 16], f32>
  %p = torch.aten.embedding %e, %i {padding_idx = 0 : i64, scale_grad_by_freq = true} : (!torch.tensor<[100, 16], f32>, !torch.tensor<[8, 2], i64>) -> !torch.tensor<[8, 2, 16], f32>
  %t = torch.aten._to_copy %x {dtype = bf16} : (!torch.tensor<[8, 16], f32>) -> !torch.tensor<[8, 16], bf16>
  func.return
}

// -----

// CHECK-LABEL: func.func @creation
// CHECK: prim.full 2.500000e+00 : !prim.tensor<[2, 3], f32>
// CHECK: prim.iota {start = 2 : i64, step = 3 : i64} : !prim.tensor<[4], i64>
func.func @creation() {
  %f = torch.aten.full {size = [2, 3], fill_value = 2.5 : f64} : () -> !torch.tensor<[2, 3], f32>
  %a = torch.aten.arange.start_step {start = 2 : i64, end = 12 : i64, step = 3 : i64} : () -> !torch.tensor<[4], i64>
  func.return
}

// -----

// Scalars that are ints over sizes (a KV cache's positions `arange(L, L + T)`, L a size):
// an iota starting at the expression; a fill in i64, converted.
// CHECK-LABEL: func.func @symbolic_scalars
// CHECK: prim.iota {start = #sym.expr<"s0">, step = 1 : i64} : !prim.tensor<[s1], i64>
// CHECK: %[[F:.*]] = prim.full "s0 - 1" : !prim.tensor<[s1], i64>
// CHECK: prim.convert_element_type %[[F]] : !prim.tensor<[s1], i64> -> !prim.tensor<[s1], f32>
func.func @symbolic_scalars() {
  %a = torch.aten.arange.start {start = #sym.expr<"s0">, end = #sym.expr<"s0 + s1">, dtype = i64} : () -> !torch.tensor<[s1], i64>
  %f = torch.aten.full {size = [#sym.expr<"s1">], fill_value = #sym.expr<"s0 - 1">, dtype = f32} : () -> !torch.tensor<[s1], f32>
  func.return
}

// -----

// Library calls keep their scalar arguments as attributes; an absent tensor is `none`.
// CHECK-LABEL: func.func @externs
// CHECK: prim.extern "aten.mm" %{{.*}}, %{{.*}} : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 4], f32>) -> !prim.tensor<[8, 4], f32>
// CHECK: prim.extern "aten.addmm" %{{.*}}, %{{.*}}, %{{.*}} {beta = 2 : i64} : (!prim.tensor<[4], f32>, !prim.tensor<[8, 16], f32>, !prim.tensor<[16, 4], f32>) -> !prim.tensor<[8, 4], f32>
// CHECK: prim.extern "aten.convolution" %{{.*}}, %{{.*}}, none {stride = [1 : i64, 1 : i64]
func.func @externs(%a: !torch.tensor<[8, 16], f32>, %b: !torch.tensor<[16, 4], f32>, %c: !torch.tensor<[4], f32>, %x: !torch.tensor<[1, 3, 8, 8], f32>, %w: !torch.tensor<[4, 3, 3, 3], f32>) {
  %mm = torch.aten.mm %a, %b : (!torch.tensor<[8, 16], f32>, !torch.tensor<[16, 4], f32>) -> !torch.tensor<[8, 4], f32>
  %am = torch.aten.addmm %c, %a, %b {beta = 2 : i64} : (!torch.tensor<[4], f32>, !torch.tensor<[8, 16], f32>, !torch.tensor<[16, 4], f32>) -> !torch.tensor<[8, 4], f32>
  %cv = torch.aten.convolution %x, %w, none {stride = [1, 1], padding = [0, 0], dilation = [1, 1], transposed = false, output_padding = [0, 0], groups = 1 : i64} : (!torch.tensor<[1, 3, 8, 8], f32>, !torch.tensor<[4, 3, 3, 3], f32>) -> !torch.tensor<[1, 4, 6, 6], f32>
  func.return
}

// FALLBACK-LABEL: func.func @externs
// FALLBACK: prim.extern "aten.mm"

// -----

// tril masks with an iota comparison; repeat broadcasts into interleaved dims and reshapes.
// CHECK-LABEL: func.func @tril_repeat
// CHECK: %[[ROW:.*]] = prim.iota {start = 1 : i64, step = 1 : i64} : !prim.tensor<[4], i64>
// CHECK: %[[COL:.*]] = prim.iota {start = 0 : i64, step = 1 : i64} : !prim.tensor<[8], i64>
// CHECK: %[[R:.*]] = prim.broadcast_in_dim %[[ROW]] dims [0] : !prim.tensor<[4], i64> -> !prim.tensor<[4, 8], i64>
// CHECK: %[[C:.*]] = prim.broadcast_in_dim %[[COL]] dims [1] : !prim.tensor<[8], i64> -> !prim.tensor<[4, 8], i64>
// CHECK: %[[KEEP:.*]] = prim.le %[[C]], %[[R]]
// CHECK: prim.where %[[KEEP]], %{{.*}}, %{{.*}} : !prim.tensor<[4, 8], f32>
// CHECK: %[[X3:.*]] = prim.reshape %{{.*}} : !prim.tensor<[4, 8], f32> -> !prim.tensor<[1, 4, 8], f32>
// CHECK: %[[SPREAD:.*]] = prim.broadcast_in_dim %[[X3]] dims [1, 3, 5] : !prim.tensor<[1, 4, 8], f32> -> !prim.tensor<[2, 1, 1, 4, 3, 8], f32>
// CHECK: prim.reshape %[[SPREAD]] : !prim.tensor<[2, 1, 1, 4, 3, 8], f32> -> !prim.tensor<[2, 4, 24], f32>
func.func @tril_repeat(%x: !torch.tensor<[4, 8], f32>) {
  %t = torch.aten.tril %x {diagonal = 1 : i64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %r = torch.aten.repeat %x {repeats = [2, 1, 3]} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[2, 4, 24], f32>
  func.return
}

// -----

// Advanced indexing wraps negative indices and linearises the indexed dims.
// CHECK-LABEL: func.func @index
// CHECK: %[[I:.*]] = prim.where
// CHECK: %[[J64:.*]] = prim.convert_element_type %{{.*}} : !prim.tensor<[3], i32> -> !prim.tensor<[3], i64>
// CHECK: %[[EIGHT:.*]] = prim.full 8 : !prim.tensor<[3], i64>
// CHECK: %[[J:.*]] = prim.where
// CHECK: %[[ROWOFF:.*]] = prim.mul %[[I]], %[[EIGHT]]
// CHECK: %[[LIN:.*]] = prim.add %[[ROWOFF]], %[[J]]
// CHECK: %[[FLAT:.*]] = prim.reshape %{{.*}} : !prim.tensor<[4, 8], f32> -> !prim.tensor<[32], f32>
// CHECK: prim.index_select %[[FLAT]], %[[LIN]] dim 0 : (!prim.tensor<[32], f32>, !prim.tensor<[3], i64>) -> !prim.tensor<[3], f32>
func.func @index(%x: !torch.tensor<[4, 8], f32>, %i: !torch.tensor<[3], i64>, %j: !torch.tensor<[3], i32>) -> !torch.tensor<[3], f32> {
  %y = torch.aten.index.Tensor %x, [%i, %j] : (!torch.tensor<[4, 8], f32>, !torch.tensor<[3], i64>, !torch.tensor<[3], i32>) -> !torch.tensor<[3], f32>
  func.return %y : !torch.tensor<[3], f32>
}

// -----

// einsum: every operand broadcast to the index space (output letters first), multiplied,
// the contracted letters summed.
// CHECK-LABEL: func.func @einsum
// CHECK: %[[A:.*]] = prim.broadcast_in_dim %{{.*}} dims [1, 2] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[5, 4, 8], f32>
// CHECK: %[[BT:.*]] = prim.transpose %{{.*}} perm [1, 0] : !prim.tensor<[8, 5], f32> -> !prim.tensor<[5, 8], f32>
// CHECK: %[[B:.*]] = prim.broadcast_in_dim %[[BT]] dims [0, 2] : !prim.tensor<[5, 8], f32> -> !prim.tensor<[5, 4, 8], f32>
// CHECK: %[[P:.*]] = prim.mul %[[A]], %[[B]]
// CHECK: prim.sum %[[P]] dims [2] : !prim.tensor<[5, 4, 8], f32> -> !prim.tensor<[5, 4], f32>
func.func @einsum(%a: !torch.tensor<[4, 8], f32>, %b: !torch.tensor<[8, 5], f32>) -> !torch.tensor<[5, 4], f32> {
  %y = torch.aten.einsum [%a, %b] {equation = "ij,jk->ki"} : (!torch.tensor<[4, 8], f32>, !torch.tensor<[8, 5], f32>) -> !torch.tensor<[5, 4], f32>
  func.return %y : !torch.tensor<[5, 4], f32>
}

// -----

// Inference batch norm normalises along dim 1 with the running statistics.
// CHECK-LABEL: func.func @batch_norm
// CHECK: %[[X:.*]] = prim.convert_element_type %{{.*}} : !prim.tensor<[2, 4, 3, 3], bf16> -> !prim.tensor<[2, 4, 3, 3], f32>
// CHECK: %[[MEAN:.*]] = prim.convert_element_type %[[RM:.*]] : !prim.tensor<[4], bf16> -> !prim.tensor<[4], f32>
// CHECK: %[[VAR:.*]] = prim.convert_element_type %[[RV:.*]] : !prim.tensor<[4], bf16> -> !prim.tensor<[4], f32>
// CHECK: %[[RSTD:.*]] = prim.rsqrt
// CHECK: %[[MB:.*]] = prim.broadcast_in_dim %[[MEAN]] dims [1] : !prim.tensor<[4], f32> -> !prim.tensor<[2, 4, 3, 3], f32>
// CHECK: prim.sub %[[X]], %[[MB]]
// CHECK: prim.broadcast_in_dim %[[RSTD]] dims [1]
// CHECK: prim.convert_element_type %{{.*}} : !prim.tensor<[2, 4, 3, 3], f32> -> !prim.tensor<[2, 4, 3, 3], bf16>
// CHECK: prim.full 0.000000e+00 : !prim.tensor<[0], f32>
func.func @batch_norm(%x: !torch.tensor<[2, 4, 3, 3], bf16>, %rm: !torch.tensor<[4], bf16>, %rv: !torch.tensor<[4], bf16>) {
  %y:3 = torch.aten._native_batch_norm_legit_no_training %x, none, none, %rm, %rv {momentum = 0.1 : f64, eps = 1.0e-05 : f64} : (!torch.tensor<[2, 4, 3, 3], bf16>, !torch.tensor<[4], bf16>, !torch.tensor<[4], bf16>) -> (!torch.tensor<[2, 4, 3, 3], bf16>, !torch.tensor<[0], f32>, !torch.tensor<[0], f32>)
  func.return
}

// -----

// Fused attention kernels stay one library call with all their results; no decomposition.
// CHECK-LABEL: func.func @sdpa
// CHECK: %[[O:.*]], %{{.*}} = prim.extern "aten._scaled_dot_product_flash_attention_for_cpu" %{{.*}}, %{{.*}}, %{{.*}}, none {dropout_p = 0.000000e+00 : f64, is_causal = true} : (!prim.tensor<[2, 3, 16, 8], bf16>, !prim.tensor<[2, 3, 16, 8], bf16>, !prim.tensor<[2, 3, 16, 8], bf16>) -> (!prim.tensor<[2, 3, 16, 8], bf16>, !prim.tensor<[2, 3, 16], f32>)
// CHECK: prim.extern "aten._scaled_dot_product_flash_attention_for_cpu" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {scale = 5.000000e-01 : f64}
// CHECK: prim.extern "aten._scaled_dot_product_efficient_attention" %{{.*}}, %{{.*}}, %{{.*}}, none {compute_log_sumexp = false, is_causal = true}
// CHECK-NOT: prim.exp
func.func @sdpa(%q: !torch.tensor<[2, 3, 16, 8], bf16>, %k: !torch.tensor<[2, 3, 16, 8], bf16>, %v: !torch.tensor<[2, 3, 16, 8], bf16>, %m: !torch.tensor<[2, 1, 16, 16], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>) {
  %a, %lse = torch.aten._scaled_dot_product_flash_attention_for_cpu %q, %k, %v, none {dropout_p = 0.0, is_causal = true} : (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16], f32>)
  %b, %lse2 = torch.aten._scaled_dot_product_flash_attention_for_cpu %q, %k, %v, %m {scale = 0.5} : (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 1, 16, 16], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16], f32>)
  %c:4 = torch.aten._scaled_dot_product_efficient_attention %q, %k, %v, none {compute_log_sumexp = false, is_causal = true} : (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 0], f32>, !torch.tensor<[], i64>, !torch.tensor<[], i64>)
  func.return %a, %b, %c#0 : !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>
}

// -----

// Eval-mode native_batch_norm normalises with the running statistics; its saved statistics
// are empty. In training mode without running statistics it normalises with (and returns)
// the batch mean and 1/std.
// CHECK-LABEL: func.func @native_batch_norm
// CHECK-SAME: (%[[X:.*]]: !prim.tensor<[2, 4, 3, 3], f32>, %[[W:.*]]: !prim.tensor<[4], f32>, %[[B:.*]]: !prim.tensor<[4], f32>, %[[RM:.*]]: !prim.tensor<[4], f32>, %[[RV:.*]]: !prim.tensor<[4], f32>)
// CHECK: %[[EPS:.*]] = prim.full 1.000000e-05 : !prim.tensor<[4], f32>
// CHECK: %[[VE:.*]] = prim.add %[[RV]], %[[EPS]]
// CHECK: %[[RSTD:.*]] = prim.rsqrt %[[VE]]
// CHECK: prim.broadcast_in_dim %[[RM]] dims [1] : !prim.tensor<[4], f32> -> !prim.tensor<[2, 4, 3, 3], f32>
// CHECK: %[[VM:.*]], %[[MEAN:.*]] = prim.var_mean %[[X]] dims [0, 2, 3] {correction = 0 : i64}
// CHECK: %[[T:.*]] = prim.add %[[VM]], %{{.*}}
// CHECK: %[[TR:.*]] = prim.rsqrt %[[T]]
// CHECK: func.return %{{.*}}, %[[MEAN]], %[[TR]] :
func.func @native_batch_norm(%x: !torch.tensor<[2, 4, 3, 3], f32>, %w: !torch.tensor<[4], f32>, %b: !torch.tensor<[4], f32>, %rm: !torch.tensor<[4], f32>, %rv: !torch.tensor<[4], f32>) -> (!torch.tensor<[2, 4, 3, 3], f32>, !torch.tensor<[2, 4, 3, 3], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>) {
  %y:3 = torch.aten.native_batch_norm %x, %w, %b, %rm, %rv {training = false, momentum = 0.1, eps = 1.0e-05} : (!torch.tensor<[2, 4, 3, 3], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>) -> (!torch.tensor<[2, 4, 3, 3], f32>, !torch.tensor<[0], f32>, !torch.tensor<[0], f32>)
  %z:3 = torch.aten.native_batch_norm %x, %w, %b, none, none {training = true, momentum = 0.1, eps = 1.0e-05} : (!torch.tensor<[2, 4, 3, 3], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>) -> (!torch.tensor<[2, 4, 3, 3], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>)
  func.return %y#0, %z#0, %z#1, %z#2 : !torch.tensor<[2, 4, 3, 3], f32>, !torch.tensor<[2, 4, 3, 3], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>
}

// -----

// Pooling that keeps its window shape is an ATen call; unused indices are still a result.
// CHECK-LABEL: func.func @pooling
// CHECK: prim.extern "aten.max_pool2d_with_indices" %{{.*}} {kernel_size = [3 : i64, 3 : i64], stride = [2 : i64, 2 : i64], padding = [1 : i64, 1 : i64]} : (!prim.tensor<[2, 4, 9, 9], f32>) -> (!prim.tensor<[2, 4, 5, 5], f32>, !prim.tensor<[2, 4, 5, 5], i64>)
// CHECK: prim.extern "aten._adaptive_avg_pool2d" %{{.*}} {output_size = [3 : i64, 3 : i64]} : (!prim.tensor<[2, 4, 9, 9], f32>) -> !prim.tensor<[2, 4, 3, 3], f32>
func.func @pooling(%x: !torch.tensor<[2, 4, 9, 9], f32>) -> (!torch.tensor<[2, 4, 5, 5], f32>, !torch.tensor<[2, 4, 3, 3], f32>) {
  %m:2 = torch.aten.max_pool2d_with_indices %x {kernel_size = [3, 3], stride = [2, 2], padding = [1, 1]} : (!torch.tensor<[2, 4, 9, 9], f32>) -> (!torch.tensor<[2, 4, 5, 5], f32>, !torch.tensor<[2, 4, 5, 5], i64>)
  %a = torch.aten._adaptive_avg_pool2d %x {output_size = [3, 3]} : (!torch.tensor<[2, 4, 9, 9], f32>) -> !torch.tensor<[2, 4, 3, 3], f32>
  func.return %m#0, %a : !torch.tensor<[2, 4, 5, 5], f32>, !torch.tensor<[2, 4, 3, 3], f32>
}

// -----

// The CUDA kernels the dispatcher picks are library calls too. Flash and cuDNN attention
// also return two integers (sequence lengths for their backward pass): the extern has only
// the tensor results, and the integers must be unused.
// CHECK-LABEL: func.func @sdpa_cuda
// CHECK: %[[A:.*]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = prim.extern "aten._scaled_dot_product_flash_attention" %{{.*}}, %{{.*}}, %{{.*}} {is_causal = true} : (!prim.tensor<[2, 3, 16, 8], bf16>, !prim.tensor<[2, 3, 16, 8], bf16>, !prim.tensor<[2, 3, 16, 8], bf16>) -> (!prim.tensor<[2, 3, 16, 8], bf16>, !prim.tensor<[2, 3, 16], f32>, !prim.tensor<[0], i64>, !prim.tensor<[0], i64>, !prim.tensor<[2], i64>, !prim.tensor<[0], i64>, !prim.tensor<[0], bf16>)
// CHECK: %[[C:.*]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = prim.extern "aten._scaled_dot_product_cudnn_attention" %{{.*}}, %{{.*}}, %{{.*}}, none {compute_log_sumexp = false, is_causal = true}
// CHECK: func.return %[[A]], %[[C]] :
func.func @sdpa_cuda(%q: !torch.tensor<[2, 3, 16, 8], bf16>, %k: !torch.tensor<[2, 3, 16, 8], bf16>, %v: !torch.tensor<[2, 3, 16, 8], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>) {
  %a:9 = torch.aten._scaled_dot_product_flash_attention %q, %k, %v {is_causal = true} : (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16], f32>, !torch.tensor<[0], i64>, !torch.tensor<[0], i64>, i64, i64, !torch.tensor<[2], i64>, !torch.tensor<[0], i64>, !torch.tensor<[0], bf16>)
  %c:9 = torch.aten._scaled_dot_product_cudnn_attention %q, %k, %v, none {compute_log_sumexp = false, is_causal = true} : (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 1], f32>, !torch.tensor<[0], i64>, !torch.tensor<[0], i64>, i64, i64, !torch.tensor<[], i64>, !torch.tensor<[], i64>, !torch.tensor<[0], bf16>)
  func.return %a#0, %c#0 : !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>
}

// -----

// _safe_softmax (attention's math path) is softmax with 0 on rows that are all -inf. Such
// rows are computed on zeros (finite: their gradient is 0, as ATen's, not NaN) and replaced.
// CHECK-LABEL: func.func @safe_softmax
// CHECK: %[[MAX:.*]] = prim.amax %[[X:.*]] dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
// CHECK: %[[NEG:.*]] = prim.full -inf : !prim.tensor<[4], f32>
// CHECK: %[[ALL:.*]] = prim.eq %[[MAX]], %[[NEG]]
// CHECK: %[[ROWS:.*]] = prim.broadcast_in_dim %[[ALL]] dims [0] : !prim.tensor<[4], i1> -> !prim.tensor<[4, 8], i1>
// CHECK: %[[SAFE:.*]] = prim.where %[[ROWS]], %{{.*}}, %[[X]] : !prim.tensor<[4, 8], f32>
// CHECK: %[[PEAK:.*]] = prim.where %[[ALL]], %{{.*}}, %[[MAX]] : !prim.tensor<[4], f32>
// CHECK: %[[Y:.*]] = prim.div
// CHECK: %[[ZERO:.*]] = prim.full 0.000000e+00 : !prim.tensor<[4, 8], f32>
// CHECK: prim.where %[[ROWS]], %[[ZERO]], %[[Y]] : !prim.tensor<[4, 8], f32>
func.func @safe_softmax(%x: !torch.tensor<[4, 8], bf16>) -> !torch.tensor<[4, 8], f32> {
  %y = torch.aten._safe_softmax %x {dim = -1, dtype = f32} : (!torch.tensor<[4, 8], bf16>) -> !torch.tensor<[4, 8], f32>
  func.return %y : !torch.tensor<[4, 8], f32>
}

// -----

// cudnn_batch_norm (eval BatchNorm on CUDA) names its epsilon differently and returns a
// workspace as well.
// CHECK-LABEL: func.func @cudnn_batch_norm
// CHECK-SAME: %[[RV:[a-z0-9]*]]: !prim.tensor<[4], f32>)
// CHECK: %[[EPS:.*]] = prim.full 1.000000e-05 : !prim.tensor<[4], f32>
// CHECK: prim.add %[[RV]], %[[EPS]]
// CHECK: prim.full 0 : !prim.tensor<[0], ui8>
func.func @cudnn_batch_norm(%x: !torch.tensor<[2, 4, 3, 3], f32>, %w: !torch.tensor<[4], f32>, %b: !torch.tensor<[4], f32>, %rm: !torch.tensor<[4], f32>, %rv: !torch.tensor<[4], f32>) -> !torch.tensor<[2, 4, 3, 3], f32> {
  %y:4 = torch.aten.cudnn_batch_norm %x, %w, %b, %rm, %rv {training = false, exponential_average_factor = 0.1, epsilon = 1.0e-05} : (!torch.tensor<[2, 4, 3, 3], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>, !torch.tensor<[4], f32>) -> (!torch.tensor<[2, 4, 3, 3], f32>, !torch.tensor<[0], f32>, !torch.tensor<[0], f32>, !torch.tensor<[0], ui8>)
  func.return %y#0 : !torch.tensor<[2, 4, 3, 3], f32>
}

// -----

// addcmul / addcdiv: self + value * (tensor1 op tensor2), broadcast to the result.
// CHECK-LABEL: func.func @addcmul
// CHECK-SAME: (%[[X:.*]]: !prim.tensor<[4, 5], f32>, %[[A:.*]]: !prim.tensor<[5], f32>, %[[B:.*]]: !prim.tensor<[4, 1], f32>)
// CHECK: %[[AB:.*]] = prim.broadcast_in_dim %[[A]] dims [1]
// CHECK: %[[BB:.*]] = prim.broadcast_in_dim %[[B]] dims [0, 1]
// CHECK: %[[P:.*]] = prim.mul %[[AB]], %[[BB]]
// CHECK: %[[V:.*]] = prim.full 5.000000e-01 : !prim.tensor<[4, 5], f32>
// CHECK: %[[S:.*]] = prim.mul %[[P]], %[[V]]
// CHECK: prim.add %[[X]], %[[S]] : !prim.tensor<[4, 5], f32>
func.func @addcmul(%x: !torch.tensor<[4, 5], f32>, %a: !torch.tensor<[5], f32>, %b: !torch.tensor<[4, 1], f32>) -> !torch.tensor<[4, 5], f32> {
  %y = torch.aten.addcmul %x, %a, %b {value = 0.5} : (!torch.tensor<[4, 5], f32>, !torch.tensor<[5], f32>, !torch.tensor<[4, 1], f32>) -> !torch.tensor<[4, 5], f32>
  func.return %y : !torch.tensor<[4, 5], f32>
}

// -----

// Index assignment in functional form. A step-1 slice (or a select) is a cat of the
// untouched head and tail around the source; a strided slice spreads the source and an
// all-true mask over the written positions with pads, then selects; `x[mask] = scalar` is
// a where.
// CHECK-LABEL: func.func @index_assign
// CHECK: %[[HEAD:.*]] = prim.slice %x start [0, 0] limit [4, 1] strides [1, 1]
// CHECK: %[[TAIL:.*]] = prim.slice %x start [0, 3] limit [4, 6] strides [1, 1]
// CHECK: prim.cat %[[HEAD]], %v, %[[TAIL]] dim 1 : (!prim.tensor<[4, 1], f32>, !prim.tensor<[4, 2], f32>, !prim.tensor<[4, 3], f32>) -> !prim.tensor<[4, 6], f32>
// CHECK: %[[E:.*]] = prim.expand_dims %v dims [2]
// CHECK: %[[P:.*]] = prim.pad %[[E]] low [0, 0, 0] high [0, 0, 2] value 0.000000e+00 : !prim.tensor<[4, 2, 1], f32> -> !prim.tensor<[4, 2, 3], f32>
// CHECK: %[[R:.*]] = prim.reshape %[[P]] : !prim.tensor<[4, 2, 3], f32> -> !prim.tensor<[4, 6], f32>
// CHECK: %[[DATA:.*]] = prim.pad %[[R]] low [0, 1] high [0, -1]
// CHECK: prim.full 1 : !prim.tensor<[4, 2], i1>
// CHECK: %[[MASK:.*]] = prim.pad %{{.*}} low [0, 1] high [0, -1] value 0 : !prim.tensor<[4, 6], i1>
// CHECK: prim.where %[[MASK]], %[[DATA]], %x : !prim.tensor<[4, 6], f32>
// CHECK: %[[ROW:.*]] = prim.expand_dims %r dims [0]
// CHECK: %[[TOP:.*]] = prim.slice %x start [0, 0] limit [3, 6] strides [1, 1]
// CHECK: prim.cat %[[TOP]], %[[ROW]] dim 0
// CHECK: %[[M:.*]] = prim.lt %x
// CHECK: %[[S:.*]] = prim.broadcast_in_dim %s dims [] : !prim.tensor<[], f32> -> !prim.tensor<[4, 6], f32>
// CHECK: prim.where %[[M]], %[[S]], %x : !prim.tensor<[4, 6], f32>
func.func @index_assign(%x: !torch.tensor<[4, 6], f32>, %v: !torch.tensor<[4, 2], f32>, %r: !torch.tensor<[6], f32>, %s: !torch.tensor<[], f32>) -> (!torch.tensor<[4, 6], f32>, !torch.tensor<[4, 6], f32>, !torch.tensor<[4, 6], f32>, !torch.tensor<[4, 6], f32>) {
  %a = torch.aten.slice_scatter %x, %v {dim = 1 : i64, start = 1 : i64, end = 3 : i64} : (!torch.tensor<[4, 6], f32>, !torch.tensor<[4, 2], f32>) -> !torch.tensor<[4, 6], f32>
  %b = torch.aten.slice_scatter %x, %v {dim = 1 : i64, start = 1 : i64, step = 3 : i64} : (!torch.tensor<[4, 6], f32>, !torch.tensor<[4, 2], f32>) -> !torch.tensor<[4, 6], f32>
  %c = torch.aten.select_scatter %x, %r {dim = 0 : i64, index = -1 : i64} : (!torch.tensor<[4, 6], f32>, !torch.tensor<[6], f32>) -> !torch.tensor<[4, 6], f32>
  %m = torch.aten.lt.Scalar %x {other = 0 : i64} : (!torch.tensor<[4, 6], f32>) -> !torch.tensor<[4, 6], i1>
  %d = torch.aten.index_put %x, [%m], %s : (!torch.tensor<[4, 6], f32>, !torch.tensor<[4, 6], i1>, !torch.tensor<[], f32>) -> !torch.tensor<[4, 6], f32>
  func.return %a, %b, %c, %d : !torch.tensor<[4, 6], f32>, !torch.tensor<[4, 6], f32>, !torch.tensor<[4, 6], f32>, !torch.tensor<[4, 6], f32>
}

// -----

// The 2-norm's root is taken where the sum of squares is not 0 (1 stands in), and 0 where it
// is: the same values, and a zero vector's gradient is 0 (ATen's subgradient), not NaN.
// CHECK-LABEL: func.func @vector_norm
// CHECK: %[[S:.*]] = prim.sum %{{.*}} dims [1] : !prim.tensor<[4, 8], f32> -> !prim.tensor<[4], f32>
// CHECK: %[[Z:.*]] = prim.eq %[[S]], %{{.*}}
// CHECK: %[[IN:.*]] = prim.where %[[Z]], %{{.*}}, %[[S]]
// CHECK: %[[R:.*]] = prim.sqrt %[[IN]]
// CHECK: prim.where %[[Z]], %{{.*}}, %[[R]] : !prim.tensor<[4], f32>
func.func @vector_norm(%x: !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4], f32> {
  %n = torch.aten.linalg_vector_norm %x {ord = 2, dim = [1]} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4], f32>
  func.return %n : !torch.tensor<[4], f32>
}

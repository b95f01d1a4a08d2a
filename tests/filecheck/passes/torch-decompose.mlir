// RUN: tc-opt %s --split-input-file --pass-pipeline torch-decompose | filecheck %s

// Value semantics: contiguous, clone, alias and inference dropout are the identity.
// CHECK-LABEL: func.func @identities
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[4, 8], f32>)
// CHECK-NEXT: func.return %[[X]]
func.func @identities(%x: !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32> {
  %0 = torch.aten.contiguous %x : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %1 = torch.aten.clone %0 : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %2 = torch.aten.alias %1 : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %3 = torch.aten.dropout %2 {p = 0.5 : f64, train = false} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return %3 : !torch.tensor<[4, 8], f32>
}

// -----

// Training dropout is random: kept.
// CHECK-LABEL: func.func @dropout_train
// CHECK: torch.aten.dropout
func.func @dropout_train(%x: !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32> {
  %0 = torch.aten.dropout %x {p = 0.5 : f64, train = true} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return %0 : !torch.tensor<[4, 8], f32>
}

// -----

// CHECK-LABEL: func.func @views
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[s0, 8], f32>)
// CHECK-NEXT: %[[V:.*]] = torch.aten.view %[[X]] {size = [#sym.expr<"8*s0">]} : (!torch.tensor<[s0, 8], f32>) -> !torch.tensor<["8*s0"], f32>
// CHECK-NEXT: %[[W:.*]] = torch.aten.view %[[V]] {size = [#sym.expr<"s0">, 2, 4]}
// CHECK-NEXT: %[[P:.*]] = torch.aten.permute %[[W]] {dims = [0, 2, 1]} : (!torch.tensor<[s0, 2, 4], f32>) -> !torch.tensor<[s0, 4, 2], f32>
// CHECK-NEXT: func.return %[[P]]
func.func @views(%x: !torch.tensor<[s0, 8], f32>) -> !torch.tensor<[s0, 4, 2], f32> {
  %0 = torch.aten.flatten.using_ints %x {start_dim = 0 : i64, end_dim = -1 : i64} : (!torch.tensor<[s0, 8], f32>) -> !torch.tensor<["8*s0"], f32>
  %1 = torch.aten.reshape %0 {shape = [#sym.expr<"s0">, 2, 4]} : (!torch.tensor<["8*s0"], f32>) -> !torch.tensor<[s0, 2, 4], f32>
  %2 = torch.aten.transpose.int %1 {dim0 = -1 : i64, dim1 = 1 : i64} : (!torch.tensor<[s0, 2, 4], f32>) -> !torch.tensor<[s0, 4, 2], f32>
  func.return %2 : !torch.tensor<[s0, 4, 2], f32>
}

// -----

// CHECK-LABEL: func.func @linear
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[8, 16], f32>, %[[W:.*]]: !torch.tensor<[32, 16], f32>, %[[B:.*]]: !torch.tensor<[32], f32>)
// CHECK-NEXT: %[[WT:.*]] = torch.aten.permute %[[W]] {dims = [1, 0]} : (!torch.tensor<[32, 16], f32>) -> !torch.tensor<[16, 32], f32>
// CHECK-NEXT: %[[Y:.*]] = torch.aten.addmm %[[B]], %[[X]], %[[WT]] : (!torch.tensor<[32], f32>, !torch.tensor<[8, 16], f32>, !torch.tensor<[16, 32], f32>) -> !torch.tensor<[8, 32], f32>
// CHECK-NEXT: func.return %[[Y]]
func.func @linear(%x: !torch.tensor<[8, 16], f32>, %w: !torch.tensor<[32, 16], f32>, %b: !torch.tensor<[32], f32>) -> !torch.tensor<[8, 32], f32> {
  %y = torch.aten.linear %x, %w, %b : (!torch.tensor<[8, 16], f32>, !torch.tensor<[32, 16], f32>, !torch.tensor<[32], f32>) -> !torch.tensor<[8, 32], f32>
  func.return %y : !torch.tensor<[8, 32], f32>
}

// -----

// N-D linear: matmul, whose batch dims fold into the rows of one mm, then the bias add.
// CHECK-LABEL: func.func @linear_batched
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[s0, 8, 16], f32>, %[[W:.*]]: !torch.tensor<[32, 16], f32>)
// CHECK-NEXT: %[[WT:.*]] = torch.aten.permute %[[W]]
// CHECK-NEXT: %[[X2:.*]] = torch.aten.view %[[X]] {size = [#sym.expr<"8*s0">, 16]}
// CHECK-NEXT: %[[MM:.*]] = torch.aten.mm %[[X2]], %[[WT]] : (!torch.tensor<["8*s0", 16], f32>, !torch.tensor<[16, 32], f32>) -> !torch.tensor<["8*s0", 32], f32>
// CHECK-NEXT: %[[Y:.*]] = torch.aten.view %[[MM]] {size = [#sym.expr<"s0">, 8, 32]}
// CHECK-NEXT: func.return %[[Y]]
func.func @linear_batched(%x: !torch.tensor<[s0, 8, 16], f32>, %w: !torch.tensor<[32, 16], f32>) -> !torch.tensor<[s0, 8, 32], f32> {
  %y = torch.aten.linear %x, %w, none : (!torch.tensor<[s0, 8, 16], f32>, !torch.tensor<[32, 16], f32>) -> !torch.tensor<[s0, 8, 32], f32>
  func.return %y : !torch.tensor<[s0, 8, 32], f32>
}

// -----

// Batched matmul with a broadcast batch dim: expand, flatten the batch, bmm, view back.
// CHECK-LABEL: func.func @matmul_bmm
// CHECK-SAME: (%[[A:.*]]: !torch.tensor<[2, 3, 4, 5], f32>, %[[B:.*]]: !torch.tensor<[3, 5, 6], f32>)
// CHECK-NEXT: %[[BE:.*]] = torch.aten.expand %[[B]] {size = [2, 3, 5, 6]}
// CHECK-NEXT: %[[A3:.*]] = torch.aten.view %[[A]] {size = [6, 4, 5]}
// CHECK-NEXT: %[[B3:.*]] = torch.aten.view %[[BE]] {size = [6, 5, 6]}
// CHECK-NEXT: %[[MM:.*]] = torch.aten.bmm %[[A3]], %[[B3]] : (!torch.tensor<[6, 4, 5], f32>, !torch.tensor<[6, 5, 6], f32>) -> !torch.tensor<[6, 4, 6], f32>
// CHECK-NEXT: %[[Y:.*]] = torch.aten.view %[[MM]] {size = [2, 3, 4, 6]}
// CHECK-NEXT: func.return %[[Y]]
func.func @matmul_bmm(%a: !torch.tensor<[2, 3, 4, 5], f32>, %b: !torch.tensor<[3, 5, 6], f32>) -> !torch.tensor<[2, 3, 4, 6], f32> {
  %y = torch.aten.matmul %a, %b : (!torch.tensor<[2, 3, 4, 5], f32>, !torch.tensor<[3, 5, 6], f32>) -> !torch.tensor<[2, 3, 4, 6], f32>
  func.return %y : !torch.tensor<[2, 3, 4, 6], f32>
}

// -----

// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[4, 8], bf16>)
// CHECK-NEXT: %[[C:.*]] = torch.aten._to_copy %[[X]] {dtype = f32} : (!torch.tensor<[4, 8], bf16>) -> !torch.tensor<[4, 8], f32>
// CHECK-NEXT: %[[S:.*]] = torch.aten._softmax %[[C]] {dim = 1, half_to_float = false}
// CHECK-NEXT: %[[L:.*]] = torch.aten._log_softmax %[[S]] {dim = 0, half_to_float = false}
// CHECK-NEXT: func.return %[[L]]
func.func @softmax(%x: !torch.tensor<[4, 8], bf16>) -> !torch.tensor<[4, 8], f32> {
  %0 = torch.aten.softmax.int %x {dim = 1 : i64, dtype = f32} : (!torch.tensor<[4, 8], bf16>) -> !torch.tensor<[4, 8], f32>
  %1 = torch.aten.log_softmax.int %0 {dim = 0 : i64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return %1 : !torch.tensor<[4, 8], f32>
}

// -----

// CHECK-LABEL: func.func @norms
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[2, 8, 4, 4], bf16>, %[[W:.*]]: !torch.tensor<[8], bf16>)
// CHECK-NEXT: %[[LN:.*]], %{{.*}}, %{{.*}} = torch.aten.native_layer_norm %[[X]], %[[W]], %[[W]] {normalized_shape = [4, 4], eps = 1.000000e-05} : ({{.*}}) -> (!torch.tensor<[2, 8, 4, 4], bf16>, !torch.tensor<[2, 8, 1, 1], f32>, !torch.tensor<[2, 8, 1, 1], f32>)
// CHECK-NEXT: %[[GN:.*]], %{{.*}}, %{{.*}} = torch.aten.native_group_norm %[[LN]], %[[W]], none {N = 2, C = 8, HxW = 16, group = 2, eps = 1.000000e-05} : ({{.*}}) -> (!torch.tensor<[2, 8, 4, 4], bf16>, !torch.tensor<[2, 2], f32>, !torch.tensor<[2, 2], f32>)
// CHECK-NEXT: %[[BN:.*]], %{{.*}}, %{{.*}} = torch.aten._native_batch_norm_legit_no_training %[[GN]], none, none, %[[W]], %[[W]] {momentum = 1.000000e-01, eps = 1.000000e-05}
// CHECK-NEXT: func.return %[[BN]]
func.func @norms(%x: !torch.tensor<[2, 8, 4, 4], bf16>, %w: !torch.tensor<[8], bf16>) -> !torch.tensor<[2, 8, 4, 4], bf16> {
  %0 = torch.aten.layer_norm %x, %w, %w {normalized_shape = [4, 4], eps = 1.0e-05 : f64} : (!torch.tensor<[2, 8, 4, 4], bf16>, !torch.tensor<[8], bf16>, !torch.tensor<[8], bf16>) -> !torch.tensor<[2, 8, 4, 4], bf16>
  %1 = torch.aten.group_norm %0, %w, none {num_groups = 2 : i64, eps = 1.0e-05 : f64} : (!torch.tensor<[2, 8, 4, 4], bf16>, !torch.tensor<[8], bf16>) -> !torch.tensor<[2, 8, 4, 4], bf16>
  %2 = torch.aten.batch_norm %1, none, none, %w, %w {training = false, momentum = 0.1 : f64, eps = 1.0e-05 : f64, cudnn_enabled = false} : (!torch.tensor<[2, 8, 4, 4], bf16>, !torch.tensor<[8], bf16>, !torch.tensor<[8], bf16>) -> !torch.tensor<[2, 8, 4, 4], bf16>
  func.return %2 : !torch.tensor<[2, 8, 4, 4], bf16>
}

// -----

// CHECK-LABEL: func.func @activations
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[4, 8], f32>)
// silu
// CHECK-NEXT: %[[SIG:.*]] = torch.aten.sigmoid %[[X]]
// CHECK-NEXT: %[[SILU:.*]] = torch.aten.mul.Tensor %[[X]], %[[SIG]]
// hardtanh stays (its backward differs from clamp's at the bounds), relu6 is a hardtanh
// CHECK-NEXT: %[[HT:.*]] = torch.aten.hardtanh %[[SILU]] {min_val = -2.000000e+00, max_val = 2.000000e+00}
// CHECK-NEXT: %[[R6:.*]] = torch.aten.hardtanh %[[HT]] {min_val = 0.000000e+00, max_val = 6.000000e+00}
// leaky_relu
// CHECK-NEXT: %[[NEG:.*]] = torch.aten.mul.Scalar %[[R6]] {other = 2.000000e-01}
// CHECK-NEXT: %[[POS:.*]] = torch.aten.gt.Scalar %[[R6]] {other = 0} : ({{.*}}) -> !torch.tensor<[4, 8], i1>
// CHECK-NEXT: %[[LR:.*]] = torch.aten.where.self %[[POS]], %[[R6]], %[[NEG]]
// hardswish
// CHECK-NEXT: %[[P3:.*]] = torch.aten.add.Scalar %[[LR]] {other = 3}
// CHECK-NEXT: %[[C6:.*]] = torch.aten.clamp %[[P3]] {min = 0, max = 6}
// CHECK-NEXT: %[[G:.*]] = torch.aten.mul.Tensor %[[LR]], %[[C6]]
// CHECK-NEXT: %[[HS:.*]] = torch.aten.div.Scalar %[[G]] {other = 6}
// mish: softplus (beta = 1: no scaling), then tanh
// CHECK-NEXT: %[[E:.*]] = torch.aten.exp %[[HS]]
// CHECK-NEXT: %[[SP:.*]] = torch.aten.log1p %[[E]]
// CHECK-NEXT: %[[BIG:.*]] = torch.aten.gt.Scalar %[[HS]] {other = 20}
// CHECK-NEXT: %[[SOFT:.*]] = torch.aten.where.self %[[BIG]], %[[HS]], %[[SP]]
// CHECK-NEXT: %[[T:.*]] = torch.aten.tanh %[[SOFT]]
// CHECK-NEXT: %[[MISH:.*]] = torch.aten.mul.Tensor %[[HS]], %[[T]]
// CHECK-NEXT: func.return %[[MISH]]
func.func @activations(%x: !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32> {
  %0 = torch.aten.silu %x : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %1 = torch.aten.hardtanh %0 {min_val = -2.0 : f64, max_val = 2.0 : f64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %2 = torch.aten.relu6 %1 : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %3 = torch.aten.leaky_relu %2 {negative_slope = 0.2 : f64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %4 = torch.aten.hardswish %3 : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %5 = torch.aten.mish %4 : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return %5 : !torch.tensor<[4, 8], f32>
}

// -----

// CHECK-LABEL: func.func @elu_hardsigmoid_rsub
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[4, 8], f32>, %[[Y:.*]]: !torch.tensor<[4, 8], f32>)
// elu with alpha = 0.5 (scale = input_scale = 1)
// CHECK-NEXT: %[[EM:.*]] = torch.aten.expm1 %[[X]]
// CHECK-NEXT: %[[NEG:.*]] = torch.aten.mul.Scalar %[[EM]] {other = 5.000000e-01}
// CHECK-NEXT: %[[GT:.*]] = torch.aten.gt.Scalar %[[X]] {other = 0}
// CHECK-NEXT: %[[ELU:.*]] = torch.aten.where.self %[[GT]], %[[X]], %[[NEG]]
// hardsigmoid, rsub
// CHECK-NEXT: %[[P3:.*]] = torch.aten.add.Scalar %[[ELU]] {other = 3}
// CHECK-NEXT: %[[C:.*]] = torch.aten.clamp %[[P3]] {min = 0, max = 6}
// CHECK-NEXT: %[[HS:.*]] = torch.aten.div.Scalar %[[C]] {other = 6}
// CHECK-NEXT: %[[R:.*]] = torch.aten.sub.Tensor %[[Y]], %[[HS]] {alpha = 2}
// CHECK-NEXT: func.return %[[R]]
func.func @elu_hardsigmoid_rsub(%x: !torch.tensor<[4, 8], f32>, %y: !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32> {
  %0 = torch.aten.elu %x {alpha = 0.5 : f64} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %1 = torch.aten.hardsigmoid %0 : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %2 = torch.aten.rsub.Tensor %1, %y {alpha = 2 : i64} : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  func.return %2 : !torch.tensor<[4, 8], f32>
}

// -----

// CHECK-LABEL: func.func @creation_and_casts
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[s0, 8], f32>)
// CHECK-NEXT: %[[O:.*]] = torch.aten.full {size = [#sym.expr<"s0">, 8], fill_value = 1.000000e+00, dtype = f32} : () -> !torch.tensor<[s0, 8], f32>
// CHECK-NEXT: %[[Z:.*]] = torch.aten.full {size = [4], fill_value = 0, dtype = i64} : () -> !torch.tensor<[4], i64>
// CHECK-NEXT: %[[H:.*]] = torch.aten._to_copy %[[O]] {dtype = f16} : (!torch.tensor<[s0, 8], f32>) -> !torch.tensor<[s0, 8], f16>
// CHECK-NEXT: func.return %[[H]], %[[Z]]
func.func @creation_and_casts(%x: !torch.tensor<[s0, 8], f32>) -> (!torch.tensor<[s0, 8], f16>, !torch.tensor<[4], i64>) {
  %0 = torch.aten.ones_like %x : (!torch.tensor<[s0, 8], f32>) -> !torch.tensor<[s0, 8], f32>
  %1 = torch.aten.zeros {size = [4], dtype = i64} : () -> !torch.tensor<[4], i64>
  %2 = torch.aten.to.dtype %0 {dtype = f16} : (!torch.tensor<[s0, 8], f32>) -> !torch.tensor<[s0, 8], f16>
  %3 = torch.aten.type_as %x, %x : (!torch.tensor<[s0, 8], f32>, !torch.tensor<[s0, 8], f32>) -> !torch.tensor<[s0, 8], f32>
  func.return %2, %1 : !torch.tensor<[s0, 8], f16>, !torch.tensor<[4], i64>
}

// -----

// CHECK-LABEL: func.func @reductions
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[4, 8], f32>)
// CHECK-NEXT: %[[S:.*]] = torch.aten.sum.dim_IntList %[[X]] {dim = [1], keepdim = true} : ({{.*}}) -> !torch.tensor<[4, 1], f32>
// CHECK-NEXT: %[[M:.*]] = torch.aten.div.Scalar %[[S]] {other = 8}
// CHECK-NEXT: %[[V:.*]], %{{.*}} = torch.aten.var_mean.correction %[[X]] {dim = [1], correction = 1, keepdim = true}
// CHECK-NEXT: %[[SD:.*]] = torch.aten.sqrt %[[V]]
// CHECK-NEXT: func.return %[[M]], %[[SD]]
func.func @reductions(%x: !torch.tensor<[4, 8], f32>) -> (!torch.tensor<[4, 1], f32>, !torch.tensor<[4, 1], f32>) {
  %0 = torch.aten.mean.dim %x {dim = [-1], keepdim = true} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 1], f32>
  %1 = torch.aten.std.correction %x {dim = [1], correction = 1, keepdim = true} : (!torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 1], f32>
  func.return %0, %1 : !torch.tensor<[4, 1], f32>, !torch.tensor<[4, 1], f32>
}

// -----

// A symbolic count is no Scalar: mean stays.
// CHECK-LABEL: func.func @mean_symbolic
// CHECK: torch.aten.mean.dim
func.func @mean_symbolic(%x: !torch.tensor<[s0], f32>) -> !torch.tensor<[], f32> {
  %0 = torch.aten.mean.dim %x {dim = [0]} : (!torch.tensor<[s0], f32>) -> !torch.tensor<[], f32>
  func.return %0 : !torch.tensor<[], f32>
}

// -----

// CHECK-LABEL: func.func @split_stack
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[s0, 8], f32>)
// CHECK-NEXT: %[[A:.*]] = torch.aten.slice.Tensor %[[X]] {dim = 1, start = 0, end = 3} : ({{.*}}) -> !torch.tensor<[s0, 3], f32>
// CHECK-NEXT: %[[B:.*]] = torch.aten.slice.Tensor %[[X]] {dim = 1, start = 3, end = 6}
// CHECK-NEXT: %[[C:.*]] = torch.aten.slice.Tensor %[[X]] {dim = 1, start = 6, end = 8} : ({{.*}}) -> !torch.tensor<[s0, 2], f32>
// CHECK-NEXT: %[[UA:.*]] = torch.aten.unsqueeze %[[A]] {dim = 0} : ({{.*}}) -> !torch.tensor<[1, s0, 3], f32>
// CHECK-NEXT: %[[UB:.*]] = torch.aten.unsqueeze %[[B]] {dim = 0}
// CHECK-NEXT: %[[S:.*]] = torch.aten.cat [%[[UA]], %[[UB]]] {dim = 0} : ({{.*}}) -> !torch.tensor<[2, s0, 3], f32>
// CHECK-NEXT: func.return %[[S]], %[[C]]
func.func @split_stack(%x: !torch.tensor<[s0, 8], f32>) -> (!torch.tensor<[2, s0, 3], f32>, !torch.tensor<[s0, 2], f32>) {
  %0:3 = torch.aten.split.Tensor %x {split_size = 3 : i64, dim = -1 : i64} : (!torch.tensor<[s0, 8], f32>) -> (!torch.tensor<[s0, 3], f32>, !torch.tensor<[s0, 3], f32>, !torch.tensor<[s0, 2], f32>)
  %1 = torch.aten.stack [%0#0, %0#1] : (!torch.tensor<[s0, 3], f32>, !torch.tensor<[s0, 3], f32>) -> !torch.tensor<[2, s0, 3], f32>
  func.return %1, %0#2 : !torch.tensor<[2, s0, 3], f32>, !torch.tensor<[s0, 2], f32>
}

// -----

// mse_loss: squared difference, then the reduction (mean here); operands of other sizes keep
// the ATen op.
// CHECK-LABEL: func.func @mse_loss
// CHECK-NEXT: %[[D:.*]] = torch.aten.sub.Tensor %[[X:.*]], %[[T:.*]] :
// CHECK-NEXT: %[[SQ:.*]] = torch.aten.mul.Tensor %[[D]], %[[D]] :
// CHECK-NEXT: %[[S:.*]] = torch.aten.sum.dim_IntList %[[SQ]] {dim = [0, 1], keepdim = false}
// CHECK-NEXT: %[[M:.*]] = torch.aten.div.Scalar %[[S]] {other = 32}
// CHECK-NEXT: %[[B:.*]] = torch.aten.mse_loss %[[X]], %{{.*}} {reduction = 2}
func.func @mse_loss(%x: !torch.tensor<[4, 8], f32>, %t: !torch.tensor<[4, 8], f32>, %r: !torch.tensor<[8], f32>) -> (!torch.tensor<[], f32>, !torch.tensor<[], f32>) {
  %0 = torch.aten.mse_loss %x, %t {reduction = 1 : i64} : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[], f32>
  %1 = torch.aten.mse_loss %x, %r {reduction = 2 : i64} : (!torch.tensor<[4, 8], f32>, !torch.tensor<[8], f32>) -> !torch.tensor<[], f32>
  func.return %0, %1 : !torch.tensor<[], f32>, !torch.tensor<[], f32>
}

// -----

// binary_cross_entropy_with_logits: (1 - t) x - log_sigmoid(x); smooth_l1_loss: the square
// below beta (0.5 d^2 / beta), the line above (|d| - beta / 2), then the sum.
// CHECK-LABEL: func.func @losses
// CHECK-NEXT: %[[OMT:.*]] = torch.aten.rsub.Scalar %[[T:.*]] {other = 1.000000e+00}
// CHECK-NEXT: %[[A:.*]] = torch.aten.mul.Tensor %[[OMT]], %[[X:[^ ]*]] :
// CHECK-NEXT: %[[LS:.*]] = torch.aten.log_sigmoid %[[X]]
// CHECK-NEXT: %[[BCE:.*]] = torch.aten.sub.Tensor %[[A]], %[[LS]]
// CHECK-NEXT: %[[D:.*]] = torch.aten.sub.Tensor %[[X]], %[[T]]
// CHECK-NEXT: %[[AD:.*]] = torch.aten.abs %[[D]]
// CHECK-NEXT: %[[SQ:.*]] = torch.aten.mul.Tensor %[[D]], %[[D]]
// CHECK-NEXT: %[[SQ2:.*]] = torch.aten.mul.Scalar %[[SQ]] {other = 1.000000e+00}
// CHECK-NEXT: %[[LIN:.*]] = torch.aten.sub.Scalar %[[AD]] {other = 2.500000e-01}
// CHECK-NEXT: %[[SMALL:.*]] = torch.aten.lt.Scalar %[[AD]] {other = 5.000000e-01}
// CHECK-NEXT: %[[L:.*]] = torch.aten.where.self %[[SMALL]], %[[SQ2]], %[[LIN]]
// CHECK-NEXT: %[[S:.*]] = torch.aten.sum %[[L]]
// CHECK-NEXT: func.return %[[BCE]], %[[S]]
func.func @losses(%x: !torch.tensor<[4, 8], f32>, %t: !torch.tensor<[4, 8], f32>) -> (!torch.tensor<[4, 8], f32>, !torch.tensor<[], f32>) {
  %0 = torch.aten.binary_cross_entropy_with_logits %x, %t, none, none {reduction = 0 : i64} : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[4, 8], f32>
  %1 = torch.aten.smooth_l1_loss %x, %t {reduction = 2 : i64, beta = 0.5 : f64} : (!torch.tensor<[4, 8], f32>, !torch.tensor<[4, 8], f32>) -> !torch.tensor<[], f32>
  func.return %0, %1 : !torch.tensor<[4, 8], f32>, !torch.tensor<[], f32>
}

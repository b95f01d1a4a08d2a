// prim-autodiff: the joint function returns the outputs, then the gradient of each
// tc.requires_grad argument some output depends on (tc.grad_inputs); each differentiable
// output gets a tangent argument.
// RUN: tc-opt %s --pass-pipeline prim-autodiff | filecheck %s

// CHECK-LABEL: func.func @tanh_linear(
// CHECK-SAME:    %x: !prim.tensor<[4, 16], f32>, %w: !prim.tensor<[32, 16], f32> {tc.requires_grad}, %b: !prim.tensor<[32], f32> {tc.requires_grad}, %[[T:.*]]: !prim.tensor<[], f32> {tc.tangent = 0 : i64})
// CHECK-SAME:    -> (!prim.tensor<[], f32>, !prim.tensor<[32, 16], f32>, !prim.tensor<[32], f32>) attributes {tc.primal_outputs = 1 : i64, tc.grad_inputs = array<i64: 1, 2>}
// CHECK:         %[[S:.*]] = prim.sum %e dims [0, 1]
// the sum's gradient broadcasts back, tanh's is 1 - y^2
// CHECK:         %[[G:.*]] = prim.broadcast_in_dim %[[T]] dims [] : !prim.tensor<[], f32> -> !prim.tensor<[4, 32], f32>
// CHECK:         %[[SQ:.*]] = prim.mul %e, %e
// CHECK:         %[[D:.*]] = prim.sub %{{.*}}, %[[SQ]]
// CHECK:         %[[GH:.*]] = prim.mul %[[G]], %[[D]]
// the bias gradient sums the broadcast rows; no gradient for %x (it needs none)
// CHECK:         %[[GB:.*]] = prim.sum %[[GH]] dims [0]
// CHECK-NOT:     "aten.mm" %[[GH]]
// the weight's gradient in its own layout: (x^T g)^T = g^T x, no transposed copy
// CHECK:         %[[GT:.*]] = prim.transpose %[[GH]] perm [1, 0]
// CHECK:         %[[GW:.*]] = prim.extern "aten.mm" %[[GT]], %x
// CHECK:         func.return %[[S]], %[[GW]], %[[GB]]
func.func @tanh_linear(%x: !prim.tensor<[4, 16], f32>, %w: !prim.tensor<[32, 16], f32> {tc.requires_grad}, %b: !prim.tensor<[32], f32> {tc.requires_grad}) -> !prim.tensor<[], f32> {
  %t = prim.transpose %w perm [1, 0] : !prim.tensor<[32, 16], f32> -> !prim.tensor<[16, 32], f32>
  %h = prim.extern "aten.addmm" %b, %x, %t : (!prim.tensor<[32], f32>, !prim.tensor<[4, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[4, 32], f32>
  %e = prim.tanh %h : !prim.tensor<[4, 32], f32>
  %s = prim.sum %e dims [0, 1] : !prim.tensor<[4, 32], f32> -> !prim.tensor<[], f32>
  func.return %s : !prim.tensor<[], f32>
}

// Gradients of a value used twice accumulate; an integer output gets no tangent; an
// argument no output depends on gets no gradient (None in torch, not zeros).
// CHECK-LABEL: func.func @reuse(
// CHECK-SAME:    %x: !prim.tensor<[8], f32> {tc.requires_grad}, %unused: !prim.tensor<[8], f32> {tc.requires_grad}, %[[T:.*]]: !prim.tensor<[8], f32> {tc.tangent = 0 : i64})
// CHECK-SAME:    tc.grad_inputs = array<i64: 0>
// CHECK:         %[[A:.*]] = prim.mul %[[T]], %x
// CHECK:         %[[B:.*]] = prim.mul %[[T]], %x
// CHECK:         %[[SUM:.*]] = prim.add %{{.*}}, %{{.*}}
// CHECK:         func.return %y, %i, %[[SUM]]
func.func @reuse(%x: !prim.tensor<[8], f32> {tc.requires_grad}, %unused: !prim.tensor<[8], f32> {tc.requires_grad}) -> (!prim.tensor<[8], f32>, !prim.tensor<[], i64>) {
  %y = prim.mul %x, %x : !prim.tensor<[8], f32>
  %i = prim.argmax %x dim 0 : !prim.tensor<[8], f32> -> !prim.tensor<[], i64>
  func.return %y, %i : !prim.tensor<[8], f32>, !prim.tensor<[], i64>
}

// A tied embedding (GPT-2's word embedding is its LM head's weight): the lookup's gradient
// is added into the GEMM's at the rows looked up (index_add into it), not scattered into
// zeros and summed.
// CHECK-LABEL: func.func @tied_embedding(
// CHECK:         %[[GW:.*]] = prim.extern "aten.mm" %{{.*}}, %h
// CHECK-NOT:     prim.full
// CHECK-NOT:     prim.add
// CHECK:         %[[G:.*]] = prim.extern "aten.index_add" %[[GW]], %idx, %{{.*}} {dim = 0 : i64}
// CHECK-NOT:     prim.add
// CHECK:         func.return %logits, %[[G]]
func.func @tied_embedding(%w: !prim.tensor<[100, 8], f32> {tc.requires_grad}, %idx: !prim.tensor<[6], i64>) -> !prim.tensor<[6, 100], f32> {
  %h = prim.index_select %w, %idx dim 0 : (!prim.tensor<[100, 8], f32>, !prim.tensor<[6], i64>) -> !prim.tensor<[6, 8], f32>
  %t = prim.transpose %w perm [1, 0] : !prim.tensor<[100, 8], f32> -> !prim.tensor<[8, 100], f32>
  %logits = prim.extern "aten.mm" %h, %t : (!prim.tensor<[6, 8], f32>, !prim.tensor<[8, 100], f32>) -> !prim.tensor<[6, 100], f32>
  func.return %logits : !prim.tensor<[6, 100], f32>
}

// An embedding with a padding index: the gradients of the rows read at it are dropped
// before they are added back (embedding_dense_backward skips them); with
// scale_grad_by_freq each is divided by how often its row is read, counted in f32.
// CHECK-LABEL: func.func @padded_embedding(
// CHECK:         %[[COUNTS:.*]] = prim.extern "aten.index_add" %{{.*}}, %idx, %{{.*}} {dim = 0 : i64} : (!prim.tensor<[100], f32>, !prim.tensor<[6], i64>, !prim.tensor<[6], f32>) -> !prim.tensor<[100], f32>
// CHECK:         %[[TIMES:.*]] = prim.index_select %[[COUNTS]], %idx dim 0 :
// CHECK:         %[[SCALED:.*]] = prim.div %{{.*}}, %{{.*}} : !prim.tensor<[6, 8], bf16>
// CHECK:         %[[PAD:.*]] = prim.full 3 : !prim.tensor<[6], i64>
// CHECK:         %[[AT:.*]] = prim.eq %idx, %[[PAD]]
// CHECK:         %[[ATB:.*]] = prim.broadcast_in_dim %[[AT]] dims [0] : !prim.tensor<[6], i1> -> !prim.tensor<[6, 8], i1>
// CHECK:         %[[KEPT:.*]] = prim.where %[[ATB]], %{{.*}}, %[[SCALED]]
// CHECK:         %[[G:.*]] = prim.extern "aten.index_add" %{{.*}}, %idx, %[[KEPT]] {dim = 0 : i64}
// CHECK:         func.return %h, %[[G]]
func.func @padded_embedding(%w: !prim.tensor<[100, 8], bf16> {tc.requires_grad}, %idx: !prim.tensor<[6], i64>) -> !prim.tensor<[6, 8], bf16> {
  %h = prim.index_select %w, %idx dim 0 padding_idx 3 scale_grad_by_freq : (!prim.tensor<[100, 8], bf16>, !prim.tensor<[6], i64>) -> !prim.tensor<[6, 8], bf16>
  func.return %h : !prim.tensor<[6, 8], bf16>
}

// A strided slice (Swin's patch merging reads x[:, 1::2]): the gradient gets a zero after
// each element along the strided dim (expand_dims, pad, reshape: [g0, 0, g1, 0, ...]), then
// the padding back to the input's shape puts element k at 1 + 2k (the last zero cropped).
// CHECK-LABEL: func.func @strided_slice(
// CHECK:         %[[E:.*]] = prim.expand_dims %{{.*}} dims [2] : !prim.tensor<[4, 3], f32> -> !prim.tensor<[4, 3, 1], f32>
// CHECK:         %[[Z:.*]] = prim.pad %[[E]] low [0, 0, 0] high [0, 0, 1] value 0.000000e+00 : !prim.tensor<[4, 3, 1], f32> -> !prim.tensor<[4, 3, 2], f32>
// CHECK:         %[[R:.*]] = prim.reshape %[[Z]] : !prim.tensor<[4, 3, 2], f32> -> !prim.tensor<[4, 6], f32>
// CHECK:         %[[G:.*]] = prim.pad %[[R]] low [0, 1] high [0, -1] value 0.000000e+00 : !prim.tensor<[4, 6], f32> -> !prim.tensor<[4, 6], f32>
// CHECK:         func.return %y, %[[G]]
func.func @strided_slice(%x: !prim.tensor<[4, 6], f32> {tc.requires_grad}) -> !prim.tensor<[4, 3], f32> {
  %y = prim.slice %x start [0, 1] limit [4, 6] strides [1, 2] : !prim.tensor<[4, 6], f32> -> !prim.tensor<[4, 3], f32>
  func.return %y : !prim.tensor<[4, 3], f32>
}

// topk (a mixture of experts' routing): each value's gradient is scattered back to where
// it was taken from, the indices topk returns. cumsum: the reversed cumsum of the reversed
// gradient.
// CHECK-LABEL: func.func @topk_cumsum(
// CHECK:         %[[F:.*]] = prim.rev %{{.*}} dims [1]
// CHECK:         %[[C:.*]] = prim.extern "aten.cumsum" %[[F]] {dim = 1 : i64}
// CHECK:         prim.rev %[[C]] dims [1]
// CHECK:         %[[G:.*]] = prim.extern "aten.scatter_add" %{{.*}}, %t_1, %{{.*}} {dim = 1 : i64} : (!prim.tensor<[4, 6], f32>, !prim.tensor<[4, 3], i64>, !prim.tensor<[4, 3], f32>) -> !prim.tensor<[4, 6], f32>
// CHECK:         func.return %s, %[[G]]
func.func @topk_cumsum(%x: !prim.tensor<[4, 6], f32> {tc.requires_grad}) -> !prim.tensor<[4, 3], f32> {
  %t:2 = prim.extern "aten.topk" %x {k = 3 : i64, dim = -1 : i64} : (!prim.tensor<[4, 6], f32>) -> (!prim.tensor<[4, 3], f32>, !prim.tensor<[4, 3], i64>)
  %s = prim.extern "aten.cumsum" %t#0 {dim = 1 : i64} : (!prim.tensor<[4, 3], f32>) -> !prim.tensor<[4, 3], f32>
  func.return %s : !prim.tensor<[4, 3], f32>
}

// CUDA's memory-efficient attention with a learned additive bias (Swin's relative position
// table): its ATen backward computes the bias's gradient too (grad_input_mask's last entry),
// which the function returns; a bias that needs none is not asked for.
// CHECK-LABEL: func.func @efficient_learned_bias(
// CHECK:         %{{.*}}, %{{.*}}, %{{.*}}, %[[GB:.*]] = prim.extern "aten._scaled_dot_product_efficient_attention_backward" {{.*}}grad_input_mask = [true, true, true, true]
// CHECK:         func.return %o, %{{.*}}, %{{.*}}, %{{.*}}, %[[GB]] :
// CHECK-LABEL: func.func @efficient_fixed_bias(
// CHECK:         prim.extern "aten._scaled_dot_product_efficient_attention_backward" {{.*}}grad_input_mask = [true, true, true, false]
func.func @efficient_learned_bias(%q: !prim.tensor<[2, 3, 16, 8], f32> {tc.requires_grad}, %k: !prim.tensor<[2, 3, 16, 8], f32> {tc.requires_grad}, %v: !prim.tensor<[2, 3, 16, 8], f32> {tc.requires_grad}, %b: !prim.tensor<[2, 3, 16, 16], f32> {tc.requires_grad}) -> !prim.tensor<[2, 3, 16, 8], f32> {
  %o:4 = prim.extern "aten._scaled_dot_product_efficient_attention" %q, %k, %v, %b {compute_log_sumexp = true, scale = 2.500000e-01 : f64} : (!prim.tensor<[2, 3, 16, 8], f32>, !prim.tensor<[2, 3, 16, 8], f32>, !prim.tensor<[2, 3, 16, 8], f32>, !prim.tensor<[2, 3, 16, 16], f32>) -> (!prim.tensor<[2, 3, 16, 8], f32>, !prim.tensor<[2, 3, 32], f32>, !prim.tensor<[], i64>, !prim.tensor<[], i64>)
  func.return %o#0 : !prim.tensor<[2, 3, 16, 8], f32>
}
func.func @efficient_fixed_bias(%q: !prim.tensor<[2, 3, 16, 8], f32> {tc.requires_grad}, %k: !prim.tensor<[2, 3, 16, 8], f32> {tc.requires_grad}, %v: !prim.tensor<[2, 3, 16, 8], f32> {tc.requires_grad}, %b: !prim.tensor<[2, 3, 16, 16], f32>) -> !prim.tensor<[2, 3, 16, 8], f32> {
  %o:4 = prim.extern "aten._scaled_dot_product_efficient_attention" %q, %k, %v, %b {compute_log_sumexp = true, scale = 2.500000e-01 : f64} : (!prim.tensor<[2, 3, 16, 8], f32>, !prim.tensor<[2, 3, 16, 8], f32>, !prim.tensor<[2, 3, 16, 8], f32>, !prim.tensor<[2, 3, 16, 16], f32>) -> (!prim.tensor<[2, 3, 16, 8], f32>, !prim.tensor<[2, 3, 32], f32>, !prim.tensor<[], i64>, !prim.tensor<[], i64>)
  func.return %o#0 : !prim.tensor<[2, 3, 16, 8], f32>
}

// A network's first convolution: its input needs no gradient, so convolution_backward is
// asked for the weight's and the bias's only (output_mask [false, true, true]).
// CHECK-LABEL: func.func @first_conv(
// CHECK:         %{{.*}}, %[[GW:.*]], %[[GB:.*]] = prim.extern "aten.convolution_backward" %{{.*}}, %x, %w {{.*}}output_mask = [false, true, true]
// CHECK:         func.return %y, %[[GW]], %[[GB]]
func.func @first_conv(%x: !prim.tensor<[2, 3, 8, 8], f32>, %w: !prim.tensor<[16, 3, 3, 3], f32> {tc.requires_grad}, %b: !prim.tensor<[16], f32> {tc.requires_grad}) -> !prim.tensor<[2, 16, 8, 8], f32> {
  %y = prim.extern "aten.convolution" %x, %w, %b {stride = [1 : i64, 1 : i64], padding = [1 : i64, 1 : i64], dilation = [1 : i64, 1 : i64], transposed = false, output_padding = [0 : i64, 0 : i64], groups = 1 : i64} : (!prim.tensor<[2, 3, 8, 8], f32>, !prim.tensor<[16, 3, 3, 3], f32>, !prim.tensor<[16], f32>) -> !prim.tensor<[2, 16, 8, 8], f32>
  func.return %y : !prim.tensor<[2, 16, 8, 8], f32>
}

// A result computed by an op marked tc.non_differentiable (a batch norm's updated running
// statistic) gets no tangent; the op's operands still get their gradients through other uses.
// CHECK-LABEL: func.func @non_differentiable(
// CHECK-SAME:    %x: !prim.tensor<[4], f32> {tc.requires_grad}, %[[T:.*]]: !prim.tensor<[4], f32> {tc.tangent = 0 : i64})
// CHECK-NOT:     tc.tangent = 1
// CHECK:         func.return
func.func @non_differentiable(%x: !prim.tensor<[4], f32> {tc.requires_grad}) -> (!prim.tensor<[4], f32>, !prim.tensor<[4], f32>) {
  %y = prim.mul %x, %x : !prim.tensor<[4], f32>
  %s = prim.add %x, %x {tc.non_differentiable} : !prim.tensor<[4], f32>
  func.return %y, %s : !prim.tensor<[4], f32>, !prim.tensor<[4], f32>
}

// A straight-through estimator, x + stop(round(x) - x): the cut (a detach the capture kept)
// has no derivative, so x's gradient is the tangent itself (round's and sub's rules never run).
// CHECK-LABEL: func.func @straight_through(
// CHECK-SAME:    %[[T:[0-9]+]]: !prim.tensor<[4], f32> {tc.tangent = 0 : i64})
// CHECK:         prim.convert_element_type %d {tc.non_differentiable}
// CHECK-NEXT:    %[[Y:.*]] = prim.add %x, %s
// CHECK-NEXT:    func.return %[[Y]], %[[T]] :
func.func @straight_through(%x: !prim.tensor<[4], f32> {tc.requires_grad}) -> !prim.tensor<[4], f32> {
  %r = prim.round %x : !prim.tensor<[4], f32>
  %d = prim.sub %r, %x : !prim.tensor<[4], f32>
  %s = prim.convert_element_type %d {tc.non_differentiable} : !prim.tensor<[4], f32> -> !prim.tensor<[4], f32>
  %y = prim.add %x, %s : !prim.tensor<[4], f32>
  func.return %y : !prim.tensor<[4], f32>
}

// An autograd.Function applied where a gradient is needed: its forward cut from autograd,
// its output passed through tcompile.function_grad, whose derivative is the Function's own
// backward (tcompile.function_backward, given the inputs and the output's tangent).
// CHECK-LABEL: func.func @function_grad(
// CHECK-SAME:    %[[T:[0-9]+]]: !prim.tensor<[4], f32> {tc.tangent = 0 : i64})
// CHECK-NOT:     prim.sub
// CHECK:         %[[G:.*]] = prim.extern "tcompile.function_backward" %x, %[[T]] {key = 7 : i64, tc.lists = array<i64: 1, 1>}
// CHECK-NEXT:    func.return %y, %[[G]] :
func.func @function_grad(%x: !prim.tensor<[4], f32> {tc.requires_grad}) -> !prim.tensor<[4], f32> {
  %c = prim.convert_element_type %x {tc.non_differentiable} : !prim.tensor<[4], f32> -> !prim.tensor<[4], f32>
  %t = prim.tanh %c : !prim.tensor<[4], f32>
  %y = prim.extern "tcompile.function_grad" %x, %t {key = 7 : i64, tc.lists = array<i64: 1, 1>} : (!prim.tensor<[4], f32>, !prim.tensor<[4], f32>) -> !prim.tensor<[4], f32>
  func.return %y : !prim.tensor<[4], f32>
}

// relu (ties to the bound): the gradient's mask compares the result, not the input (equal
// masks: y = 0 exactly where x <= 0, NaN where x is), so the backward reads the output and a
// BatchNorm + add + ReLU need not keep the sum; clamp (ties to the input) compares the input.
// CHECK-LABEL: func.func @relu_clamp(
// CHECK:         %[[R:.*]] = prim.maximum %x, %zero {tc.ties_to = 1 : i64}
// CHECK:         %[[C:.*]] = prim.maximum %x, %lo {tc.ties_to = 0 : i64}
// CHECK-DAG:     prim.ge %zero, %[[R]]
// CHECK-DAG:     prim.ge %x, %lo
func.func @relu_clamp(%x: !prim.tensor<[8], f32> {tc.requires_grad}) -> (!prim.tensor<[8], f32>, !prim.tensor<[8], f32>) {
  %zero = prim.full 0.0 : !prim.tensor<[8], f32>
  %lo = prim.full -1.0 : !prim.tensor<[8], f32>
  %r = prim.maximum %x, %zero {tc.ties_to = 1 : i64} : !prim.tensor<[8], f32>
  %c = prim.maximum %x, %lo {tc.ties_to = 0 : i64} : !prim.tensor<[8], f32>
  func.return %r, %c : !prim.tensor<[8], f32>, !prim.tensor<[8], f32>
}

// A result that requires grad in eager but that no rule reaches (sign's prim form goes
// through booleans: a zero derivative) gets a tangent all the same, and the arguments its
// tc.grad_reaches names get zeros where no rule gives them a gradient; %y, which reaches it
// only through a comparison (not through autograd's graph), gets none, as in eager.
// CHECK-LABEL: func.func @zero_derivative(
// CHECK-SAME:    %x: !prim.tensor<[4], f32> {tc.requires_grad}, %y: !prim.tensor<[4], f32> {tc.requires_grad}, %{{.*}}: !prim.tensor<[4], f32> {tc.tangent = 0 : i64})
// CHECK-SAME:    -> (!prim.tensor<[4], f32>, !prim.tensor<[4], f32>) attributes {tc.primal_outputs = 1 : i64, tc.grad_inputs = array<i64: 0>}
// CHECK:         %s = prim.add %a, %b
// CHECK-NEXT:    %[[Z:.*]] = prim.full 0.000000e+00 : !prim.tensor<[4], f32>
// CHECK-NEXT:    func.return %s, %[[Z]]
func.func @zero_derivative(%x: !prim.tensor<[4], f32> {tc.requires_grad}, %y: !prim.tensor<[4], f32> {tc.requires_grad}) -> (!prim.tensor<[4], f32> {tc.grad_reaches = array<i64: 0>}) {
  %zero = prim.full 0.0 : !prim.tensor<[4], f32>
  %p = prim.gt %x, %zero : !prim.tensor<[4], f32> -> !prim.tensor<[4], i1>
  %q = prim.gt %y, %zero : !prim.tensor<[4], f32> -> !prim.tensor<[4], i1>
  %a = prim.convert_element_type %p : !prim.tensor<[4], i1> -> !prim.tensor<[4], f32>
  %b = prim.convert_element_type %q : !prim.tensor<[4], i1> -> !prim.tensor<[4], f32>
  %s = prim.add %a, %b : !prim.tensor<[4], f32>
  func.return %s : !prim.tensor<[4], f32>
}

// Library calls whose gradient is another call: roll's is the roll back; an upsampling's
// is ATen's backward op with the input's sizes; a diagonal's is ATen's diagonal_backward
// with the defaults spelled out; round with decimals passes none (piecewise constant).
// CHECK-LABEL: func.func @library_inverses(
// CHECK:         prim.extern "aten.round.decimals"
// CHECK-DAG:     prim.extern "aten.roll" %{{.*}} {shifts = [-1 : i64, 2 : i64], dims = [0 : i64, 2 : i64]} : (!prim.tensor<[2, 3, 4, 6], f32>) -> !prim.tensor<[2, 3, 4, 6], f32>
// CHECK-DAG:     prim.extern "aten.upsample_nearest2d_backward" %{{.*}} {output_size = [8 : i64, 12 : i64], input_size = [2 : i64, 3 : i64, 4 : i64, 6 : i64]} : (!prim.tensor<[2, 3, 8, 12], f32>) -> !prim.tensor<[2, 3, 4, 6], f32>
// CHECK-DAG:     prim.extern "aten.diagonal_backward" %{{.*}} {input_sizes = [2 : i64, 3 : i64, 4 : i64, 6 : i64], offset = 0 : i64, dim1 = 2 : i64, dim2 = 3 : i64} : (!prim.tensor<[2, 3, 4], f32>) -> !prim.tensor<[2, 3, 4, 6], f32>
// CHECK-NOT:     "aten.round.decimals"
// CHECK:         func.return
func.func @library_inverses(%x: !prim.tensor<[2, 3, 4, 6], f32> {tc.requires_grad}) -> (!prim.tensor<[2, 3, 4, 6], f32>, !prim.tensor<[2, 3, 8, 12], f32>, !prim.tensor<[2, 3, 4], f32>, !prim.tensor<[2, 3, 4, 6], f32>) {
  %r = prim.extern "aten.roll" %x {shifts = [1 : i64, -2 : i64], dims = [0 : i64, 2 : i64]} : (!prim.tensor<[2, 3, 4, 6], f32>) -> !prim.tensor<[2, 3, 4, 6], f32>
  %u = prim.extern "aten.upsample_nearest2d" %x {output_size = [8 : i64, 12 : i64]} : (!prim.tensor<[2, 3, 4, 6], f32>) -> !prim.tensor<[2, 3, 8, 12], f32>
  %d = prim.extern "aten.diagonal" %x {dim1 = 2 : i64, dim2 = 3 : i64} : (!prim.tensor<[2, 3, 4, 6], f32>) -> !prim.tensor<[2, 3, 4], f32>
  %n = prim.extern "aten.round.decimals" %x {decimals = 2 : i64} : (!prim.tensor<[2, 3, 4, 6], f32>) -> !prim.tensor<[2, 3, 4, 6], f32>
  func.return %r, %u, %d, %n : !prim.tensor<[2, 3, 4, 6], f32>, !prim.tensor<[2, 3, 8, 12], f32>, !prim.tensor<[2, 3, 4], f32>, !prim.tensor<[2, 3, 4, 6], f32>
}

// scatter_reduce "amax" (ATen's scatter_reduce_backward): the gradient is shared among the
// values equal to the result, the input's and the source's (read back at the indices);
// unsafe_split's pieces' gradients are concatenated back, zeros for the piece with none.
// CHECK-LABEL: func.func @scatter_amax_split(
// CHECK:         %[[Z:.*]] = prim.full 0.000000e+00 : !prim.tensor<[2, 2], f32>
// CHECK:         prim.cat %[[Z]], %{{.*}} dim 1
// CHECK:         prim.eq %x, %m
// CHECK:         %[[Y:.*]] = prim.gather %m, %i dim 1
// CHECK:         prim.eq %s, %[[Y]]
// CHECK:         %[[N:.*]] = prim.extern "aten.scatter_add"
// CHECK:         %[[SH:.*]] = prim.div %{{.*}}, %[[N]]
// CHECK:         prim.gather %[[SH]], %i dim 1
func.func @scatter_amax_split(%x: !prim.tensor<[2, 4], f32> {tc.requires_grad}, %i: !prim.tensor<[2, 3], i64>, %s: !prim.tensor<[2, 3], f32> {tc.requires_grad}) -> (!prim.tensor<[2, 4], f32>, !prim.tensor<[2, 2], f32>) {
  %m = prim.extern "aten.scatter_reduce.two" %x, %i, %s {dim = 1 : i64, reduce = "amax"} : (!prim.tensor<[2, 4], f32>, !prim.tensor<[2, 3], i64>, !prim.tensor<[2, 3], f32>) -> !prim.tensor<[2, 4], f32>
  %a, %b = prim.extern "aten.unsafe_split.Tensor" %x {split_size = 2 : i64, dim = 1 : i64} : (!prim.tensor<[2, 4], f32>) -> (!prim.tensor<[2, 2], f32>, !prim.tensor<[2, 2], f32>)
  func.return %m, %b : !prim.tensor<[2, 4], f32>, !prim.tensor<[2, 2], f32>
}

// Special functions that are library calls: lgamma's derivative is digamma, digamma's and
// polygamma(n)'s are polygamma(n + 1).
// CHECK-LABEL: func.func @special_functions(
// CHECK-DAG:     prim.extern "aten.polygamma" %x {n = 3 : i64}
// CHECK-DAG:     prim.extern "aten.polygamma" %x {n = 1 : i64}
// CHECK-DAG:     prim.extern "aten.digamma" %x :
func.func @special_functions(%x: !prim.tensor<[4], f32> {tc.requires_grad}) -> (!prim.tensor<[4], f32>, !prim.tensor<[4], f32>, !prim.tensor<[4], f32>) {
  %l = prim.extern "aten.lgamma" %x : (!prim.tensor<[4], f32>) -> !prim.tensor<[4], f32>
  %d = prim.extern "aten.digamma" %x : (!prim.tensor<[4], f32>) -> !prim.tensor<[4], f32>
  %p = prim.extern "aten.polygamma" %x {n = 2 : i64} : (!prim.tensor<[4], f32>) -> !prim.tensor<[4], f32>
  func.return %l, %d, %p : !prim.tensor<[4], f32>, !prim.tensor<[4], f32>, !prim.tensor<[4], f32>
}

// A value taken along a dim without keepdim (median.dim): its gradient and index get the
// dim back, then the gradient is added into zeros at the index; grid_sampler_2d's gradients
// come from ATen's backward op, asked only for the input's (the grid needs none).
// CHECK-LABEL: func.func @median_grid(
// CHECK-DAG:     %[[GI:.*]] = prim.reshape %{{.*}} : !prim.tensor<[4], i64> -> !prim.tensor<[4, 1], i64>
// CHECK-DAG:     prim.extern "aten.scatter_add" %{{.*}}, %[[GI]], %{{.*}} {dim = 1 : i64}
// CHECK-DAG:     prim.extern "aten.grid_sampler_2d_backward" %{{.*}}, %x, %grid {interpolation_mode = 0 : i64, padding_mode = 0 : i64, align_corners = false, output_mask = [true, false]}
func.func @median_grid(%m: !prim.tensor<[4, 5], f32> {tc.requires_grad}, %x: !prim.tensor<[1, 2, 5, 6], f32> {tc.requires_grad}, %grid: !prim.tensor<[1, 3, 4, 2], f32>) -> (!prim.tensor<[4], f32>, !prim.tensor<[1, 2, 3, 4], f32>) {
  %v, %i = prim.extern "aten.median.dim" %m {dim = 1 : i64} : (!prim.tensor<[4, 5], f32>) -> (!prim.tensor<[4], f32>, !prim.tensor<[4], i64>)
  %s = prim.extern "aten.grid_sampler_2d" %x, %grid {interpolation_mode = 0 : i64, padding_mode = 0 : i64, align_corners = false} : (!prim.tensor<[1, 2, 5, 6], f32>, !prim.tensor<[1, 3, 4, 2], f32>) -> !prim.tensor<[1, 2, 3, 4], f32>
  func.return %v, %s : !prim.tensor<[4], f32>, !prim.tensor<[1, 2, 3, 4], f32>
}

// cumprod (ATen's cumprod_backward, zeros included): the zeros counted along the dim find
// each slice's first zero; before it, reversed cumsum(g * y) / x; at it, the reversed cumsum
// of g times the cumprod with that zero taken as 1; after it, 0.
// CHECK-LABEL: func.func @cumprod(
// CHECK:         %[[Z:.*]] = prim.extern "aten.cumsum" %{{.*}} {dim = 1 : i64}
// CHECK:         prim.eq %[[Z]], %{{.*}}
// CHECK:         %[[SKIP:.*]] = prim.where %{{.*}}, %{{.*}}, %x
// CHECK:         prim.extern "aten.cumprod" %[[SKIP]] {dim = 1 : i64}
func.func @cumprod(%x: !prim.tensor<[3, 5], f32> {tc.requires_grad}) -> !prim.tensor<[3, 5], f32> {
  %y = prim.extern "aten.cumprod" %x {dim = 1 : i64} : (!prim.tensor<[3, 5], f32>) -> !prim.tensor<[3, 5], f32>
  func.return %y : !prim.tensor<[3, 5], f32>
}

// Linear algebra: inv's gradient is -A^{-T} g A^{-T}; solve's solves with A^T again (the LU
// factors the forward returns are A's or A^T's by A's strides); slogdet's is g * A^{-T};
// Cholesky's two triangular solves with L^T and L.
// CHECK-LABEL: func.func @linalg(
// CHECK:         %[[LT:.*]] = prim.transpose %l perm [1, 0]
// CHECK:         %[[P:.*]] = prim.extern "aten.mm" %[[LT]], %{{.*}}
// CHECK:         %[[TRIL:.*]] = prim.extern "aten.tril" %[[P]] {diagonal = 0 : i64}
// CHECK:         prim.extern "aten.tril" %[[TRIL]] {diagonal = -1 : i64}
// CHECK:         %[[S:.*]] = prim.extern "aten.linalg_solve_triangular" %{{.*}}, %{{.*}} {upper = true, left = true}
// CHECK:         prim.extern "aten.linalg_solve_triangular" %l, %[[S]] {upper = false, left = false}
// CHECK:         %[[INV:.*]], %{{.*}} = prim.extern "aten.linalg_inv_ex" %a
// CHECK:         prim.transpose %[[INV]] perm [1, 0]
// CHECK:         %[[AT:.*]] = prim.transpose %a perm [1, 0]
// CHECK:         %[[GB:.*]], %{{.*}}, %{{.*}}, %{{.*}} = prim.extern "aten._linalg_solve_ex" %[[AT]], %{{.*}} {left = true}
// CHECK:         %[[XT:.*]] = prim.transpose %x perm [1, 0]
// CHECK:         %[[GA:.*]] = prim.extern "aten.mm" %[[GB]], %[[XT]]
// CHECK:         prim.neg %[[GA]]
// CHECK:         %[[INVT:.*]] = prim.transpose %inv perm [1, 0]
// CHECK:         %[[R:.*]] = prim.extern "aten.mm" %{{.*}}, %[[INVT]]
// CHECK:         %[[L:.*]] = prim.extern "aten.mm" %[[INVT]], %[[R]]
// CHECK:         prim.neg %[[L]]
func.func @linalg(%a: !prim.tensor<[3, 3], f32> {tc.requires_grad},
                  %b: !prim.tensor<[3, 2], f32> {tc.requires_grad})
    -> (!prim.tensor<[3, 3], f32>, !prim.tensor<[3, 2], f32>, !prim.tensor<[], f32>,
        !prim.tensor<[3, 3], f32>) {
  %inv, %info = prim.extern "aten.linalg_inv_ex" %a : (!prim.tensor<[3, 3], f32>) -> (!prim.tensor<[3, 3], f32>, !prim.tensor<[], i32>)
  %x, %lu, %piv, %info2 = prim.extern "aten._linalg_solve_ex" %a, %b : (!prim.tensor<[3, 3], f32>, !prim.tensor<[3, 2], f32>) -> (!prim.tensor<[3, 2], f32>, !prim.tensor<[3, 3], f32>, !prim.tensor<[3], i32>, !prim.tensor<[], i32>)
  %sign, %logabs, %lu2, %piv2 = prim.extern "aten._linalg_slogdet" %a : (!prim.tensor<[3, 3], f32>) -> (!prim.tensor<[], f32>, !prim.tensor<[], f32>, !prim.tensor<[3, 3], f32>, !prim.tensor<[3], i32>)
  %l, %info3 = prim.extern "aten.linalg_cholesky_ex" %a : (!prim.tensor<[3, 3], f32>) -> (!prim.tensor<[3, 3], f32>, !prim.tensor<[], i32>)
  func.return %inv, %x, %logabs, %l : !prim.tensor<[3, 3], f32>, !prim.tensor<[3, 2], f32>, !prim.tensor<[], f32>, !prim.tensor<[3, 3], f32>
}

// cholesky_solve's gradients: gB solves with the same factor; gL = -(gB X^T + X gB^T) L.
// CHECK-LABEL: func.func @cholesky_solve(
// CHECK:         %[[GB:[0-9]+]] = prim.extern "aten.cholesky_solve" %{{[0-9]+}}, %l {upper = false}
// CHECK:         %[[XT:.*]] = prim.transpose %x perm [1, 0]
// CHECK:         %[[P:.*]] = prim.extern "aten.mm" %[[GB]], %[[XT]]
// CHECK:         %[[PT:.*]] = prim.transpose %[[P]] perm [1, 0]
// CHECK:         %[[S:.*]] = prim.add %[[P]], %[[PT]]
// CHECK:         %[[GL:.*]] = prim.extern "aten.mm" %[[S]], %l
// CHECK:         prim.neg %[[GL]]
func.func @cholesky_solve(%b: !prim.tensor<[3, 2], f32> {tc.requires_grad},
                          %l: !prim.tensor<[3, 3], f32> {tc.requires_grad})
    -> !prim.tensor<[3, 2], f32> {
  %x = prim.extern "aten.cholesky_solve" %b, %l {upper = false} : (!prim.tensor<[3, 2], f32>, !prim.tensor<[3, 3], f32>) -> !prim.tensor<[3, 2], f32>
  func.return %x : !prim.tensor<[3, 2], f32>
}

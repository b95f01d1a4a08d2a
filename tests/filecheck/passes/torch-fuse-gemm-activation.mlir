// RUN: tc-opt %s --split-input-file --pass-pipeline torch-fuse-gemm-activation | filecheck %s

// A Linear on a batch of rows, tanh GELU, the next Linear: the first addmm and the GELU become
// one _addmm_activation, viewed as the GELU's result was; the second addmm stays.
// CHECK-LABEL: func.func @mlp
// CHECK-SAME: (%[[X:.*]]: !torch.tensor<[64, 32], bf16>, %[[W:.*]]: !torch.tensor<[32, 128], bf16>, %[[B:.*]]: !torch.tensor<[128], bf16>
// CHECK-NEXT: %[[A:.*]] = torch.aten._addmm_activation %[[B]], %[[X]], %[[W]] {use_gelu = true} : (!torch.tensor<[128], bf16>, !torch.tensor<[64, 32], bf16>, !torch.tensor<[32, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
// CHECK-NEXT: %[[G:.*]] = torch.aten.view %[[A]] {size = [4, 16, 128]} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
// CHECK-NEXT: %[[G2:.*]] = torch.aten.view %[[G]] {size = [64, 128]}
// CHECK-NEXT: torch.aten.addmm %{{.*}}, %[[G2]], %{{.*}}
// CHECK-NOT: torch.aten.gelu
func.func @mlp(%x: !torch.tensor<[64, 32], bf16>, %w: !torch.tensor<[32, 128], bf16>, %b: !torch.tensor<[128], bf16>, %w2: !torch.tensor<[128, 32], bf16>, %b2: !torch.tensor<[32], bf16>) -> !torch.tensor<[64, 32], bf16> {
  %y = torch.aten.addmm %b, %x, %w : (!torch.tensor<[128], bf16>, !torch.tensor<[64, 32], bf16>, !torch.tensor<[32, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %y3 = torch.aten.view %y {size = [4, 16, 128]} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %g = torch.aten.gelu %y3 {approximate = "tanh"} : (!torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %g2 = torch.aten.view %g {size = [64, 128]} : (!torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %z = torch.aten.addmm %b2, %g2, %w2 : (!torch.tensor<[32], bf16>, !torch.tensor<[64, 128], bf16>, !torch.tensor<[128, 32], bf16>) -> !torch.tensor<[64, 32], bf16>
  func.return %z : !torch.tensor<[64, 32], bf16>
}

// -----

// ReLU of a float32 addmm, returned (no kernel reads it): fused, without a view.
// CHECK-LABEL: func.func @relu_f32
// CHECK-NEXT: %[[A:.*]] = torch.aten._addmm_activation %{{.*}}, %{{.*}}, %{{.*}} {use_gelu = false} : {{.*}} -> !torch.tensor<[64, 128], f32>
// CHECK-NEXT: func.return %[[A]]
func.func @relu_f32(%x: !torch.tensor<[64, 32], f32>, %w: !torch.tensor<[32, 128], f32>, %b: !torch.tensor<[128], f32>) -> !torch.tensor<[64, 128], f32> {
  %y = torch.aten.addmm %b, %x, %w : (!torch.tensor<[128], f32>, !torch.tensor<[64, 32], f32>, !torch.tensor<[32, 128], f32>) -> !torch.tensor<[64, 128], f32>
  %r = torch.aten.relu %y : (!torch.tensor<[64, 128], f32>) -> !torch.tensor<[64, 128], f32>
  func.return %r : !torch.tensor<[64, 128], f32>
}

// -----

// transformers' NewGELU (GPT-2), the tanh GELU written out, as the capture records it: all
// eight ops go.
// CHECK-LABEL: func.func @new_gelu
// CHECK-NEXT: %[[A:.*]] = torch.aten._addmm_activation %{{.*}}, %{{.*}}, %{{.*}} {use_gelu = true}
// CHECK-NEXT: %[[G:.*]] = torch.aten.view %[[A]] {size = [4, 16, 128]}
// CHECK-NEXT: %[[G2:.*]] = torch.aten.view %[[G]] {size = [-1, 128]}
// CHECK-NEXT: torch.aten.addmm %{{.*}}, %[[G2]], %{{.*}}
// CHECK-NOT: torch.aten.tanh
func.func @new_gelu(%x: !torch.tensor<[64, 32], bf16>, %w: !torch.tensor<[32, 128], bf16>, %b: !torch.tensor<[128], bf16>, %w2: !torch.tensor<[128, 32], bf16>, %b2: !torch.tensor<[32], bf16>) -> !torch.tensor<[64, 32], bf16> {
  %y = torch.aten.addmm %b, %x, %w : (!torch.tensor<[128], bf16>, !torch.tensor<[64, 32], bf16>, !torch.tensor<[32, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %v = torch.aten.view %y {size = [4, 16, 128]} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %h = torch.aten.mul.Scalar %v {other = 5.000000e-01} : (!torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %c = torch.aten.pow.Tensor_Scalar %v {exponent = 3.000000e+00} : (!torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %k = torch.aten.mul.Scalar %c {other = 4.471500e-02} : (!torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %s = torch.aten.add.Tensor %v, %k : (!torch.tensor<[4, 16, 128], bf16>, !torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %t = torch.aten.mul.Scalar %s {other = 0.79788456080286541} : (!torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %th = torch.aten.tanh %t : (!torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %o = torch.aten.add.Scalar %th {other = 1.000000e+00} : (!torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %g = torch.aten.mul.Tensor %h, %o : (!torch.tensor<[4, 16, 128], bf16>, !torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[4, 16, 128], bf16>
  %g2 = torch.aten.view %g {size = [-1, 128]} : (!torch.tensor<[4, 16, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %z = torch.aten.addmm %b2, %g2, %w2 : (!torch.tensor<[32], bf16>, !torch.tensor<[64, 128], bf16>, !torch.tensor<[128, 32], bf16>) -> !torch.tensor<[64, 32], bf16>
  func.return %z : !torch.tensor<[64, 32], bf16>
}

// -----

// Left alone: the erf GELU (cuBLASLt's is the tanh one); a float32 tanh GELU (no faster
// fused); an activation a pointwise op reads (its kernel takes the activation for free); an
// addmm something else reads too; N = 100 (rows not whole 16-byte units); alpha = 2.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: _addmm_activation
// CHECK-COUNT-2: torch.aten.gelu
// CHECK-COUNT-4: torch.aten.relu
// CHECK-NOT: _addmm_activation
func.func @kept(%x: !torch.tensor<[64, 32], bf16>, %w: !torch.tensor<[32, 128], bf16>, %b: !torch.tensor<[128], bf16>, %xf: !torch.tensor<[64, 32], f32>, %wf: !torch.tensor<[32, 128], f32>, %bf: !torch.tensor<[128], f32>, %wu: !torch.tensor<[32, 100], bf16>, %bu: !torch.tensor<[100], bf16>) -> (!torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], f32>, !torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 100], bf16>, !torch.tensor<[64, 128], bf16>) {
  %y1 = torch.aten.addmm %b, %x, %w : (!torch.tensor<[128], bf16>, !torch.tensor<[64, 32], bf16>, !torch.tensor<[32, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %erf = torch.aten.gelu %y1 : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %y2 = torch.aten.addmm %bf, %xf, %wf : (!torch.tensor<[128], f32>, !torch.tensor<[64, 32], f32>, !torch.tensor<[32, 128], f32>) -> !torch.tensor<[64, 128], f32>
  %tf = torch.aten.gelu %y2 {approximate = "tanh"} : (!torch.tensor<[64, 128], f32>) -> !torch.tensor<[64, 128], f32>
  %y3 = torch.aten.addmm %b, %x, %w : (!torch.tensor<[128], bf16>, !torch.tensor<[64, 32], bf16>, !torch.tensor<[32, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %r3 = torch.aten.relu %y3 : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %n3 = torch.aten.neg %r3 : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %y4 = torch.aten.addmm %b, %x, %w : (!torch.tensor<[128], bf16>, !torch.tensor<[64, 32], bf16>, !torch.tensor<[32, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %r4 = torch.aten.relu %y4 : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %y5 = torch.aten.addmm %bu, %x, %wu : (!torch.tensor<[100], bf16>, !torch.tensor<[64, 32], bf16>, !torch.tensor<[32, 100], bf16>) -> !torch.tensor<[64, 100], bf16>
  %r5 = torch.aten.relu %y5 : (!torch.tensor<[64, 100], bf16>) -> !torch.tensor<[64, 100], bf16>
  %y6 = torch.aten.addmm %b, %x, %w {alpha = 2} : (!torch.tensor<[128], bf16>, !torch.tensor<[64, 32], bf16>, !torch.tensor<[32, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %r6 = torch.aten.relu %y6 : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  func.return %erf, %tf, %n3, %r4, %y4, %r5, %r6 : !torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], f32>, !torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 100], bf16>, !torch.tensor<[64, 128], bf16>
}

// -----

// Left alone: a NewGELU whose tanh something else reads too (the pattern would not replace it
// all), and FastGELU's form (x * 0.7978845608 * (1 + 0.044715 * x * x)), another spelling.
// CHECK-LABEL: func.func @gelu_lookalikes
// CHECK-NOT: _addmm_activation
// CHECK-COUNT-2: torch.aten.tanh
// CHECK-NOT: _addmm_activation
func.func @gelu_lookalikes(%x: !torch.tensor<[64, 32], bf16>, %w: !torch.tensor<[32, 128], bf16>, %b: !torch.tensor<[128], bf16>) -> (!torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>) {
  %y = torch.aten.addmm %b, %x, %w : (!torch.tensor<[128], bf16>, !torch.tensor<[64, 32], bf16>, !torch.tensor<[32, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %h = torch.aten.mul.Scalar %y {other = 5.000000e-01} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %c = torch.aten.pow.Tensor_Scalar %y {exponent = 3.000000e+00} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %k = torch.aten.mul.Scalar %c {other = 4.471500e-02} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %s = torch.aten.add.Tensor %y, %k : (!torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %t = torch.aten.mul.Scalar %s {other = 0.79788456080286541} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %th = torch.aten.tanh %t : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %o = torch.aten.add.Scalar %th {other = 1.000000e+00} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %g = torch.aten.mul.Tensor %h, %o : (!torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %y2 = torch.aten.addmm %b, %x, %w : (!torch.tensor<[128], bf16>, !torch.tensor<[64, 32], bf16>, !torch.tensor<[32, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %h2 = torch.aten.mul.Scalar %y2 {other = 5.000000e-01} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %a2 = torch.aten.mul.Scalar %y2 {other = 0.79788456080000003} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %sq = torch.aten.mul.Tensor %y2, %y2 : (!torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %k2 = torch.aten.mul.Scalar %sq {other = 4.471500e-02} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %p2 = torch.aten.add.Scalar %k2 {other = 1.000000e+00} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %t2 = torch.aten.mul.Tensor %a2, %p2 : (!torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %th2 = torch.aten.tanh %t2 : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %o2 = torch.aten.add.Scalar %th2 {other = 1.000000e+00} : (!torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  %g2 = torch.aten.mul.Tensor %h2, %o2 : (!torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>) -> !torch.tensor<[64, 128], bf16>
  func.return %g, %th, %g2 : !torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>, !torch.tensor<[64, 128], bf16>
}

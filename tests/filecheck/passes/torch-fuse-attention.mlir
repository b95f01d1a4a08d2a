// RUN: tc-opt %s --split-input-file --pass-pipeline torch-fuse-attention | filecheck %s

// softmax(q @ k^T * s) @ v, as the frontend captures it: one scaled_dot_product_attention
// with the scale, viewed as the bmm's result.
// CHECK-LABEL: func.func @plain
// CHECK-SAME: (%[[Q:.*]]: !torch.tensor<[2, 4, 64, 32], f32>, %[[K:.*]]: !torch.tensor<[2, 4, 64, 32], f32>, %[[V:.*]]: !torch.tensor<[2, 4, 64, 32], f32>)
// CHECK-NEXT: %[[O:.*]] = torch.aten.scaled_dot_product_attention %[[Q]], %[[K]], %[[V]], none {dropout_p = 0.000000e+00, is_causal = false, scale = 0.17677669529663687} : (!torch.tensor<[2, 4, 64, 32], f32>, !torch.tensor<[2, 4, 64, 32], f32>, !torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[2, 4, 64, 32], f32>
// CHECK-NEXT: %[[O3:.*]] = torch.aten.view %[[O]] {size = [8, 64, 32]}
// CHECK-NEXT: func.return %[[O3]]
func.func @plain(%q: !torch.tensor<[2, 4, 64, 32], f32>, %k: !torch.tensor<[2, 4, 64, 32], f32>, %v: !torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32> {
  %kt = torch.aten.transpose.int %k {dim0 = -2, dim1 = -1} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[2, 4, 32, 64], f32>
  %qe = torch.aten.expand %q {size = [2, 4, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[2, 4, 64, 32], f32>
  %q3 = torch.aten.view %qe {size = [-1, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  %ke = torch.aten.expand %kt {size = [2, 4, 32, 64]} : (!torch.tensor<[2, 4, 32, 64], f32>) -> !torch.tensor<[2, 4, 32, 64], f32>
  %k3 = torch.aten.view %ke {size = [8, 32, 64]} : (!torch.tensor<[2, 4, 32, 64], f32>) -> !torch.tensor<[8, 32, 64], f32>
  %s3 = torch.aten.bmm %q3, %k3 : (!torch.tensor<[8, 64, 32], f32>, !torch.tensor<[8, 32, 64], f32>) -> !torch.tensor<[8, 64, 64], f32>
  %s = torch.aten.view %s3 {size = [2, 4, 64, 64]} : (!torch.tensor<[8, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %t = torch.aten.mul.Scalar %s {other = 0.17677669529663687} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %p = torch.aten._softmax %t {dim = -1, half_to_float = false} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %p3 = torch.aten.view %p {size = [-1, 64, 64]} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[8, 64, 64], f32>
  %ve = torch.aten.expand %v {size = [2, 4, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[2, 4, 64, 32], f32>
  %v3 = torch.aten.view %ve {size = [-1, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  %o3 = torch.aten.bmm %p3, %v3 : (!torch.tensor<[8, 64, 64], f32>, !torch.tensor<[8, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  func.return %o3 : !torch.tensor<[8, 64, 32], f32>
}

// -----

// A causal mask by masked_fill(-inf), divided scale, softmax upcast to f32 and back: the
// boolean condition becomes the float mask where(cond, -inf, 0); rows masked out whole are
// NaN afterwards, as eager's softmax makes them (the fused kernels give 0).
// CHECK-LABEL: func.func @causal_bf16
// CHECK: %[[C:.*]] = torch.aten.eq.Scalar
// CHECK-NEXT: %[[M:.*]] = torch.aten.where.Scalar %[[C]] {self = 0xfff0000000000000 : f64, other = 0.000000e+00} : (!torch.tensor<[64, 64], i1>) -> !torch.tensor<[64, 64], bf16>
// CHECK-NEXT: %[[ROWS:.*]] = torch.aten.all.dim %[[C]] {dim = -1, keepdim = true} : (!torch.tensor<[64, 64], i1>) -> !torch.tensor<[64, 1], i1>
// CHECK-NEXT: %[[O:.*]] = torch.aten.scaled_dot_product_attention %{{.*}}, %{{.*}}, %{{.*}}, %[[M]] {dropout_p = 0.000000e+00, is_causal = false, scale = 0.17677669529663687}
// CHECK-NEXT: %[[F:.*]] = torch.aten.masked_fill.Scalar %[[O]], %[[ROWS]] {value = 0x7ff8000000000000 : f64}
// CHECK-NEXT: torch.aten.view %[[F]]
// CHECK-NOT: torch.aten._softmax
func.func @causal_bf16(%q: !torch.tensor<[2, 4, 64, 32], bf16>, %k: !torch.tensor<[2, 4, 64, 32], bf16>, %v: !torch.tensor<[2, 4, 64, 32], bf16>, %mask: !torch.tensor<[64, 64], f32>) -> !torch.tensor<[8, 64, 32], bf16> {
  %kt = torch.aten.transpose.int %k {dim0 = -2, dim1 = -1} : (!torch.tensor<[2, 4, 64, 32], bf16>) -> !torch.tensor<[2, 4, 32, 64], bf16>
  %q3 = torch.aten.view %q {size = [-1, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], bf16>) -> !torch.tensor<[8, 64, 32], bf16>
  %k3 = torch.aten.view %kt {size = [8, 32, 64]} : (!torch.tensor<[2, 4, 32, 64], bf16>) -> !torch.tensor<[8, 32, 64], bf16>
  %s3 = torch.aten.bmm %q3, %k3 : (!torch.tensor<[8, 64, 32], bf16>, !torch.tensor<[8, 32, 64], bf16>) -> !torch.tensor<[8, 64, 64], bf16>
  %s = torch.aten.view %s3 {size = [2, 4, 64, 64]} : (!torch.tensor<[8, 64, 64], bf16>) -> !torch.tensor<[2, 4, 64, 64], bf16>
  %t = torch.aten.div.Scalar %s {other = 5.6568542494923806} : (!torch.tensor<[2, 4, 64, 64], bf16>) -> !torch.tensor<[2, 4, 64, 64], bf16>
  %c = torch.aten.eq.Scalar %mask {other = 0} : (!torch.tensor<[64, 64], f32>) -> !torch.tensor<[64, 64], i1>
  %m = torch.aten.masked_fill.Scalar %t, %c {value = 0xfff0000000000000 : f64} : (!torch.tensor<[2, 4, 64, 64], bf16>, !torch.tensor<[64, 64], i1>) -> !torch.tensor<[2, 4, 64, 64], bf16>
  %up = torch.aten._to_copy %m {dtype = f32} : (!torch.tensor<[2, 4, 64, 64], bf16>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %p = torch.aten._softmax %up {dim = -1, half_to_float = false} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %down = torch.aten._to_copy %p {dtype = bf16} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], bf16>
  %p3 = torch.aten.view %down {size = [-1, 64, 64]} : (!torch.tensor<[2, 4, 64, 64], bf16>) -> !torch.tensor<[8, 64, 64], bf16>
  %v3 = torch.aten.view %v {size = [-1, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], bf16>) -> !torch.tensor<[8, 64, 32], bf16>
  %o3 = torch.aten.bmm %p3, %v3 : (!torch.tensor<[8, 64, 64], bf16>, !torch.tensor<[8, 64, 32], bf16>) -> !torch.tensor<[8, 64, 32], bf16>
  func.return %o3 : !torch.tensor<[8, 64, 32], bf16>
}

// -----

// An additive float mask after the scale: attn_mask (rows of -inf: NaN, as above).
// CHECK-LABEL: func.func @additive
// CHECK-SAME: %[[MASK:[^:]*]]: !torch.tensor<[64, 64], f32>)
// CHECK-NEXT: %[[INF:.*]] = torch.aten.eq.Scalar %[[MASK]] {other = 0xfff0000000000000 : f64}
// CHECK-NEXT: %[[ROWS:.*]] = torch.aten.all.dim %[[INF]] {dim = -1, keepdim = true}
// CHECK-NEXT: %[[O:.*]] = torch.aten.scaled_dot_product_attention %{{.*}}, %{{.*}}, %{{.*}}, %[[MASK]] {dropout_p = 0.000000e+00, is_causal = false, scale = 1.250000e-01}
// CHECK-NEXT: torch.aten.masked_fill.Scalar %[[O]], %[[ROWS]]
func.func @additive(%q: !torch.tensor<[2, 4, 64, 32], f32>, %k: !torch.tensor<[2, 4, 64, 32], f32>, %v: !torch.tensor<[2, 4, 64, 32], f32>, %mask: !torch.tensor<[64, 64], f32>) -> !torch.tensor<[8, 64, 32], f32> {
  %kt = torch.aten.transpose.int %k {dim0 = 2, dim1 = 3} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[2, 4, 32, 64], f32>
  %q3 = torch.aten.view %q {size = [-1, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  %k3 = torch.aten.view %kt {size = [8, 32, 64]} : (!torch.tensor<[2, 4, 32, 64], f32>) -> !torch.tensor<[8, 32, 64], f32>
  %s3 = torch.aten.bmm %q3, %k3 : (!torch.tensor<[8, 64, 32], f32>, !torch.tensor<[8, 32, 64], f32>) -> !torch.tensor<[8, 64, 64], f32>
  %s = torch.aten.view %s3 {size = [2, 4, 64, 64]} : (!torch.tensor<[8, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %t = torch.aten.mul.Scalar %s {other = 0.125} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %m = torch.aten.add.Tensor %t, %mask : (!torch.tensor<[2, 4, 64, 64], f32>, !torch.tensor<[64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %p = torch.aten._softmax %m {dim = -1, half_to_float = false} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %p3 = torch.aten.view %p {size = [-1, 64, 64]} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[8, 64, 64], f32>
  %v3 = torch.aten.view %v {size = [-1, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  %o3 = torch.aten.bmm %p3, %v3 : (!torch.tensor<[8, 64, 64], f32>, !torch.tensor<[8, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  func.return %o3 : !torch.tensor<[8, 64, 32], f32>
}

// -----

// Not matched: the probabilities are returned too (attention weights), and a scale applied
// after an additive mask would scale the mask.
// CHECK-LABEL: func.func @weights_returned
// CHECK-NOT: scaled_dot_product_attention
// CHECK: torch.aten._softmax
// CHECK-LABEL: func.func @scale_after_mask
// CHECK-NOT: scaled_dot_product_attention
// CHECK: torch.aten._softmax
func.func @weights_returned(%q: !torch.tensor<[2, 4, 64, 32], f32>, %k: !torch.tensor<[2, 4, 64, 32], f32>, %v: !torch.tensor<[2, 4, 64, 32], f32>) -> (!torch.tensor<[8, 64, 32], f32>, !torch.tensor<[2, 4, 64, 64], f32>) {
  %kt = torch.aten.transpose.int %k {dim0 = -2, dim1 = -1} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[2, 4, 32, 64], f32>
  %q3 = torch.aten.view %q {size = [-1, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  %k3 = torch.aten.view %kt {size = [8, 32, 64]} : (!torch.tensor<[2, 4, 32, 64], f32>) -> !torch.tensor<[8, 32, 64], f32>
  %s3 = torch.aten.bmm %q3, %k3 : (!torch.tensor<[8, 64, 32], f32>, !torch.tensor<[8, 32, 64], f32>) -> !torch.tensor<[8, 64, 64], f32>
  %s = torch.aten.view %s3 {size = [2, 4, 64, 64]} : (!torch.tensor<[8, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %p = torch.aten._softmax %s {dim = -1, half_to_float = false} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %p3 = torch.aten.view %p {size = [-1, 64, 64]} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[8, 64, 64], f32>
  %v3 = torch.aten.view %v {size = [-1, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  %o3 = torch.aten.bmm %p3, %v3 : (!torch.tensor<[8, 64, 64], f32>, !torch.tensor<[8, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  func.return %o3, %p : !torch.tensor<[8, 64, 32], f32>, !torch.tensor<[2, 4, 64, 64], f32>
}
func.func @scale_after_mask(%q: !torch.tensor<[2, 4, 64, 32], f32>, %k: !torch.tensor<[2, 4, 64, 32], f32>, %v: !torch.tensor<[2, 4, 64, 32], f32>, %mask: !torch.tensor<[64, 64], f32>) -> !torch.tensor<[8, 64, 32], f32> {
  %kt = torch.aten.transpose.int %k {dim0 = -2, dim1 = -1} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[2, 4, 32, 64], f32>
  %q3 = torch.aten.view %q {size = [-1, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  %k3 = torch.aten.view %kt {size = [8, 32, 64]} : (!torch.tensor<[2, 4, 32, 64], f32>) -> !torch.tensor<[8, 32, 64], f32>
  %s3 = torch.aten.bmm %q3, %k3 : (!torch.tensor<[8, 64, 32], f32>, !torch.tensor<[8, 32, 64], f32>) -> !torch.tensor<[8, 64, 64], f32>
  %s = torch.aten.view %s3 {size = [2, 4, 64, 64]} : (!torch.tensor<[8, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %m = torch.aten.add.Tensor %s, %mask : (!torch.tensor<[2, 4, 64, 64], f32>, !torch.tensor<[64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %t = torch.aten.mul.Scalar %m {other = 0.125} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %p = torch.aten._softmax %t {dim = -1, half_to_float = false} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[2, 4, 64, 64], f32>
  %p3 = torch.aten.view %p {size = [-1, 64, 64]} : (!torch.tensor<[2, 4, 64, 64], f32>) -> !torch.tensor<[8, 64, 64], f32>
  %v3 = torch.aten.view %v {size = [-1, 64, 32]} : (!torch.tensor<[2, 4, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  %o3 = torch.aten.bmm %p3, %v3 : (!torch.tensor<[8, 64, 64], f32>, !torch.tensor<[8, 64, 32], f32>) -> !torch.tensor<[8, 64, 32], f32>
  func.return %o3 : !torch.tensor<[8, 64, 32], f32>
}

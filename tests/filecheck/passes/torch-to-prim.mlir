// RUN: tc-opt %s --pass-pipeline torch-to-prim | filecheck %s
// RUN: tc-opt %s --pass-pipeline torch-to-prim --print-ir-after-all | filecheck %s --check-prefix STAGES

// The pipeline decomposes, converts and cleans up: linear becomes a transposed weight
// feeding an addmm extern, and the duplicated relu is computed once (cse).
// CHECK-LABEL: func.func @linear_relu(
// CHECK-SAME:      %[[X:.*]]: !prim.tensor<[8, 16], f32>, %[[W:.*]]: !prim.tensor<[32, 16], f32>, %[[B:.*]]: !prim.tensor<[32], f32>) -> !prim.tensor<[8, 32], f32>
// CHECK:         %[[WT:.*]] = prim.transpose %[[W]] perm [1, 0]
// CHECK:         %[[Y:.*]] = prim.extern "aten.addmm" %[[B]], %[[X]], %[[WT]]
// CHECK:         %[[R:.*]] = prim.maximum %[[Y]], %{{.*}}
// CHECK-NOT:     prim.maximum
// CHECK:         %[[S:.*]] = prim.add %[[R]], %[[R]]
// CHECK:         func.return %[[S]]
func.func @linear_relu(%x: !torch.tensor<[8, 16], f32>, %w: !torch.tensor<[32, 16], f32>, %b: !torch.tensor<[32], f32>) -> !torch.tensor<[8, 32], f32> {
  %y = torch.aten.linear %x, %w, %b : (!torch.tensor<[8, 16], f32>, !torch.tensor<[32, 16], f32>, !torch.tensor<[32], f32>) -> !torch.tensor<[8, 32], f32>
  %r1 = torch.aten.relu %y : (!torch.tensor<[8, 32], f32>) -> !torch.tensor<[8, 32], f32>
  %r2 = torch.aten.relu %y : (!torch.tensor<[8, 32], f32>) -> !torch.tensor<[8, 32], f32>
  %s = torch.aten.add.Tensor %r1, %r2 : (!torch.tensor<[8, 32], f32>, !torch.tensor<[8, 32], f32>) -> !torch.tensor<[8, 32], f32>
  func.return %s : !torch.tensor<[8, 32], f32>
}

// --print-ir-after-all spells the named pipeline out pass by pass.
// STAGES: IR Dump After torch-decompose
// STAGES: IR Dump After convert-torch-to-prim
// STAGES: IR Dump After canonicalize
// STAGES: IR Dump After cse
// STAGES: IR Dump After dce

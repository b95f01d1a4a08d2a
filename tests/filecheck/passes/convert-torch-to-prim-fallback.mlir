// RUN: not tc-opt %s --pass-pipeline convert-torch-to-prim 2>&1 | filecheck %s
// RUN: tc-opt %s --pass-pipeline 'convert-torch-to-prim{allow-extern-fallback=true}' | filecheck %s --check-prefix=FALLBACK

// An op without a lowering is an error naming the op and where it is...
// CHECK: convert-torch-to-prim: no lowering for torch.aten.softmax.int in @softmax: %y = torch.aten.softmax.int %x {dim = 0}
// CHECK-NEXT: decompose it in torch-decompose, or run with {{.*}}allow-extern-fallback=true

// ... or, with the fallback allowed, a call of the ATen op.
// FALLBACK-LABEL: func.func @softmax
// FALLBACK: %[[Y:.*]] = prim.extern "aten.softmax.int" %{{.*}} {dim = 0 : i64} : (!prim.tensor<[8], f32>) -> !prim.tensor<[8], f32>
// FALLBACK: func.return %[[Y]]
func.func @softmax(%x: !torch.tensor<[8], f32>) -> !torch.tensor<[8], f32> {
  %y = torch.aten.softmax.int %x {dim = 0 : i64} : (!torch.tensor<[8], f32>) -> !torch.tensor<[8], f32>
  func.return %y : !torch.tensor<[8], f32>
}

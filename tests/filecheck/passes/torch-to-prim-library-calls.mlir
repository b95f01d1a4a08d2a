// The torch-to-prim pipeline calls ATen for an op without a prim lowering (histc) and for a form
// a lowering refuses (index_put with an index tensor, its tensor list passed element by element
// with the list's length in `tc.lists`); the ops around them still become prim ops.
// RUN: tc-opt %s --pass-pipeline torch-to-prim | filecheck %s
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t llvm | filecheck %s --check-prefix=WRAPPER

// CHECK: prim.extern "aten.histc" %{{.*}} {bins = 10 : i64, min = -3 : i64, max = 3 : i64}
// CHECK: prim.extern "aten.index_put" %{{.*}}, %{{.*}}, %{{.*}} {tc.lists = array<i64: 1>}
// CHECK-NOT: torch.aten
// WRAPPER: torch.ops.aten.histc.default(self=
// WRAPPER: torch.ops.aten.index_put.default(self=x, indices=[i], values=v)
func.func @calls(%x: !torch.tensor<[5, 3], f32>, %i: !torch.tensor<[2], i64>, %v: !torch.tensor<[2, 3], f32>) -> (!torch.tensor<[10], f32>, !torch.tensor<[5, 3], f32>) {
  %e = torch.aten.exp %x : (!torch.tensor<[5, 3], f32>) -> !torch.tensor<[5, 3], f32>
  %h = torch.aten.histc %e {bins = 10, min = -3, max = 3} : (!torch.tensor<[5, 3], f32>) -> !torch.tensor<[10], f32>
  %p = torch.aten.index_put %x, [%i], %v : (!torch.tensor<[5, 3], f32>, !torch.tensor<[2], i64>, !torch.tensor<[2, 3], f32>) -> !torch.tensor<[5, 3], f32>
  func.return %h, %p : !torch.tensor<[10], f32>, !torch.tensor<[5, 3], f32>
}

// A column sum (`x.sum(0)`) on the CPU is an outer reduction: each thread takes whole tiles of
// neighbouring outputs (align=64), a tile's accumulators (an alloca of 64 floats) take one
// row after the other in an r loop, and the innermost loop runs across the tile's outputs,
// whose loads are contiguous and vectorize. A row sum keeps one output per x iteration.
// RUN: tc-opt %s -t llvm | filecheck %s

// CHECK: tc_kernel0 = _llvm.kernel("tc_kernel0", nbuffers=2, nsizes=0, cost=1, align=64)
// CHECK: tc_kernel1 = _llvm.kernel("tc_kernel1", nbuffers=2, nsizes=0, cost=1)
// CHECK: define void @"tc_kernel0"(
// CHECK: alloca float, i32 64
// CHECK: xtloop:
// CHECK: rloop:
// CHECK: {{^}}jloop{{.*}}:
// CHECK: fadd reassoc nsz contract float
// CHECK: define void @"tc_kernel1"(
// CHECK-NOT: alloca
// CHECK: define void @"tc_kernel1_chunk"(
func.func @sums(%x: !loop.buffer<[512, 64], f32>, %cols: !loop.buffer<[64], f32>,
                %rows: !loop.buffer<[512], f32>) {
  loop.kernel [p0 = 64] reduce [r0 = 512] {
    %v = loop.load %x["p0 + 64*r0"] : f32
    %s = loop.reduce sum %v : f32
    loop.store %cols[p0], %s : f32
  }
  loop.kernel [p0 = 512] reduce [r0 = 64] {
    %v = loop.load %x["64*p0 + r0"] : f32
    %s = loop.reduce sum %v : f32
    loop.store %rows[p0], %s : f32
  }
  func.return
}

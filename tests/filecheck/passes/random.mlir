// Random ops are drawn in the kernels (issue #12): each draw takes a fresh seed from torch's
// generator when the graph runs (one `aten.randint.low` library call draws the seeds of all
// draws of the graph), and element i of a draw is `loop.random` of (seed, i), Philox
// counters as `tl.randint4x`.
// RUN: tc-opt %s --pass-pipeline torch-to-prim | filecheck %s --check-prefix=PRIM
// RUN: tc-opt %s --pass-pipeline torch-to-loop | filecheck %s --check-prefix=LOOP
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t llvm | filecheck %s --check-prefix=LLVM
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t triton | filecheck %s --check-prefix=TRITON

// Dropout's mask is `rand < 1 - p` (bernoulli), scaled by 1 / (1 - p).
// PRIM-LABEL: func.func @dropout(
// PRIM:         %[[SEEDS:.*]] = prim.extern "aten.randint.low" {low = 0 : i64, high = 9223372036854775807 : i64, size = [1 : i64], dtype = i64} : () -> !prim.tensor<[1], i64>
// PRIM-NEXT:    %[[SEED:.*]] = prim.reshape %[[SEEDS]] : !prim.tensor<[1], i64> -> !prim.tensor<[], i64>
// PRIM-NEXT:    %[[U:.*]] = prim.rand %[[SEED]] : !prim.tensor<[], i64> -> !prim.tensor<[8, 32], f32>
// PRIM:         prim.lt %[[U]], %{{.*}} : !prim.tensor<[8, 32], f32> -> !prim.tensor<[8, 32], i1>
// PRIM-NOT:     prim.extern "aten.bernoulli

// One kernel: the draw is inlined into the scaling, at the same row-major counter.
// LOOP-LABEL: func.func @dropout(
// LOOP:         loop.extern "aten.randint.low" outs(%[[SEED:.*]] : !loop.buffer<[1], i64>)
// LOOP:         loop.kernel [p0 = 8, p1 = 32] {
// LOOP:           %[[S:.*]] = loop.load %[[SEED]][0] : i64
// LOOP-NEXT:      %[[I:.*]] = loop.index "32*p0 + p1" : i64
// LOOP-NEXT:      %[[U:.*]] = loop.random uniform %[[S]], %[[I]] {bits = 24} : f32
// LOOP:         }
// LOOP-NOT:     loop.kernel

// LLVM: tmp0 = torch.ops.aten.randint.low(low=0, high=9223372036854775807, size=[1], dtype=torch.int64, device=device)
// LLVM: define void @"tc_kernel0"
// LLVM: mul i64 {{.*}}, 3449720151
// LLVM: uitofp i32

// TRITON: = tl.randint4x(
// TRITON: >> 8).to(tl.float32) * 5.960464477539063e-08
func.func @dropout(%x: !torch.tensor<[8, 32], f32>) -> !torch.tensor<[8, 32], f32> {
  %e = torch.aten.empty_like %x : (!torch.tensor<[8, 32], f32>) -> !torch.tensor<[8, 32], f32>
  %m = torch.aten.bernoulli.p %e {p = 0.75 : f64} : (!torch.tensor<[8, 32], f32>) -> !torch.tensor<[8, 32], f32>
  %s = torch.aten.div.Scalar %m {other = 0.75 : f64} : (!torch.tensor<[8, 32], f32>) -> !torch.tensor<[8, 32], f32>
  %y = torch.aten.mul.Tensor %x, %s : (!torch.tensor<[8, 32], f32>, !torch.tensor<[8, 32], f32>) -> !torch.tensor<[8, 32], f32>
  func.return %y : !torch.tensor<[8, 32], f32>
}

// A bf16 draw has 8 random significand bits, so rounding to bf16 never makes 1.0; a
// normal draw is Box-Muller in f32; two draws take two seeds of one library call.
// LOOP-LABEL: func.func @halves(
// LOOP:         %[[SEEDS:.*]] = loop.alloc : !loop.buffer<[2], i64>
// LOOP-NEXT:    loop.extern "aten.randint.low" outs(%[[SEEDS]] : !loop.buffer<[2], i64>)
// LOOP-NOT:     aten.randint
// LOOP:         %[[S0:.*]] = loop.load %[[SEEDS]][0] : i64
// LOOP:         loop.random uniform %[[S0]], %{{.*}} {bits = 8} : f32
// LOOP:         %[[S1:.*]] = loop.load %[[SEEDS]][1] : i64
// LOOP:         loop.random normal %[[S1]], %{{.*}} {bits = 11} : f32
func.func @halves() -> (!torch.tensor<[4, s0], bf16>, !torch.tensor<[4, s0], f16>) {
  %u = torch.aten.rand {size = [4, #sym.expr<"s0">], dtype = bf16} : () -> !torch.tensor<[4, s0], bf16>
  %n = torch.aten.randn {size = [4, #sym.expr<"s0">], dtype = f16} : () -> !torch.tensor<[4, s0], f16>
  func.return %u, %n : !torch.tensor<[4, s0], bf16>, !torch.tensor<[4, s0], f16>
}

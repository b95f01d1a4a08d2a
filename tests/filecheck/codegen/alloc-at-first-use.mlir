// The wrapper allocates a buffer right before the first op that uses it, not where its
// loop.alloc stands: here all three allocs come first, yet %b is allocated after the first
// kernel, and %c takes the storage of %a, dead by then (allocated at the top, it could not).
// RUN: tc-opt %s -t llvm | filecheck %s

// CHECK: def call(x):
// CHECK:         buf0 = torch.empty_strided((64,)
// CHECK-NEXT:    tc_kernel0(x, buf0,
// CHECK-NEXT:    buf1 = torch.empty_strided((64,)
// CHECK-NEXT:    tc_kernel1(buf0, buf1,
// CHECK-NEXT:    buf2 = buf0; del buf0  # reuse
// CHECK-NEXT:    tc_kernel2(buf1, x, buf2,
// CHECK-NEXT:    del buf1
// CHECK-NEXT:    return [buf2]
builtin.module {
  func.func @chain(%x: !loop.buffer<[64], f32>) -> !loop.buffer<[64], f32> {
    %a = loop.alloc : !loop.buffer<[64], f32>
    %b = loop.alloc : !loop.buffer<[64], f32>
    %c = loop.alloc : !loop.buffer<[64], f32>
    loop.kernel [p0 = 64] {
      %v = loop.load %x["p0"] : f32
      %w = arith.addf %v, %v : f32
      loop.store %a["p0"], %w : f32
    }
    loop.kernel [p0 = 64] {
      %v = loop.load %a["p0"] : f32
      %w = arith.mulf %v, %v : f32
      loop.store %b["p0"], %w : f32
    }
    loop.kernel [p0 = 64] {
      %v = loop.load %b["p0"] : f32
      %u = loop.load %x["p0"] : f32
      %w = arith.subf %v, %u : f32
      loop.store %c["p0"], %w : f32
    }
    func.return %c : !loop.buffer<[64], f32>
  }
}

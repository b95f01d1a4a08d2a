// RUN: tc-opt %s --pass-pipeline loop-combo | filecheck %s
// RUN: tc-opt %s --pass-pipeline loop-combo -t triton | filecheck %s --check-prefix=TRITON
// RUN: tc-opt %s --pass-pipeline loop-combo -t llvm | filecheck %s --check-prefix=LLVM
// RUN: tc-opt %s --pass-pipeline 'loop-combo{max_buffers=3}' | filecheck %s --check-prefix=BUF3

// An optimizer-like step: a step counter, then in-place updates that each read it (two
// large ones, two lock-step groups of small ones) and are independent of each other: the
// counter stays alone (the updates depend on it), the large updates share a launch, and
// the lock-step groups another (a combo runs with its heaviest member's registers).
// CHECK-LABEL: func.func @step(
// CHECK:         loop.kernel [] {
// CHECK:           loop.store %t[0]
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.combo {
// CHECK-NEXT:      loop.kernel [p0 = 100000] {
// CHECK:             loop.store %p[p0]
// CHECK:           loop.kernel [p0 = 70000] {
// CHECK:             loop.store %q[p0]
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.combo {
// CHECK-NEXT:      loop.fused {
// CHECK:             loop.store %b1[p0]
// CHECK:             loop.store %b2[p0]
// CHECK:           loop.fused {
// CHECK:             loop.store %b3[p0]
// CHECK:             loop.store %b4[p0]
// CHECK:         func.return
// At most three buffers a launch: the lock-step groups (five with the counter) stay apart.
// BUF3-LABEL:  func.func @step(
// BUF3:          loop.combo {
// BUF3-NEXT:       loop.kernel [p0 = 100000] {
// BUF3:            loop.kernel [p0 = 70000] {
// BUF3-NOT:      loop.combo
// BUF3:          loop.fused {
// BUF3:              loop.store %b2[p0]
// BUF3-NOT:      loop.combo
// BUF3:          loop.fused {
// BUF3:              loop.store %b4[p0]
// BUF3-NOT:      loop.combo
// BUF3:          func.return
// One kernel with a range of program ids per part, sized by the largest part.
// TRITON:        def tc_kernel1_kernel(
// TRITON:          pid = tl.program_id(0)
// TRITON-NEXT:     xblocks0 = (100000 + XBLOCK - 1) // XBLOCK
// TRITON-NEXT:     xblocks1 = xblocks0 + (70000 + XBLOCK - 1) // XBLOCK
// TRITON-NEXT:     if pid < xblocks0:
// TRITON-NEXT:         xoffset = pid * XBLOCK
// TRITON:              xmask = xindex < 100000
// TRITON:          elif pid < xblocks1:
// TRITON-NEXT:         xoffset = (pid - xblocks0) * XBLOCK
// TRITON:              xmask = xindex < 70000
// TRITON:      tc_kernel1 = TritonLauncher(tc_kernel1_kernel, kind='combo', {{.*}}'numels': [100000, 70000]
// TRITON:      tc_kernel2 = TritonLauncher(tc_kernel2_kernel, kind='combo', {{.*}}'numels': [64, 32]
// TRITON:      def call(
// TRITON:          tc_kernel0(
// TRITON-NEXT:     tc_kernel1({{.*}}, xnumel=100000, rnumel=1)
// TRITON-NEXT:     tc_kernel2({{.*}}, xnumel=64, rnumel=1)
// TRITON-NEXT:     return
// The CPU backend runs the members one after another.
// LLVM:        def call(
// LLVM:            tc_kernel0(
// LLVM-NEXT:       tc_kernel1(
// LLVM-NEXT:       tc_kernel2(
// LLVM-NEXT:       tc_kernel3(
// LLVM-NEXT:       tc_kernel4(
// LLVM-NEXT:       return
func.func @step(%t: !loop.buffer<[], f32>, %p: !loop.buffer<[100000], f32>,
                %b1: !loop.buffer<[64], f32>, %b2: !loop.buffer<[64], f32>,
                %q: !loop.buffer<[70000], f32>, %b3: !loop.buffer<[32], f32>,
                %b4: !loop.buffer<[32], f32>) {
  loop.kernel [] {
    %one = arith.constant 1.000000e+00 : f32
    %v = loop.load %t[0] : f32
    %w = arith.addf %v, %one : f32
    loop.store %t[0], %w : f32
  }
  loop.kernel [p0 = 100000] {
    %a = loop.load %p[p0] : f32
    %s = loop.load %t[0] : f32
    %c = arith.subf %a, %s : f32
    loop.store %p[p0], %c : f32
  }
  loop.fused {
    loop.kernel [p0 = 64] {
      %a = loop.load %b1[p0] : f32
      %s = loop.load %t[0] : f32
      %c = arith.mulf %a, %s : f32
      loop.store %b1[p0], %c : f32
    }
    loop.kernel [p0 = 64] {
      %a = loop.load %b2[p0] : f32
      %s = loop.load %t[0] : f32
      %c = arith.mulf %a, %s : f32
      loop.store %b2[p0], %c : f32
    }
  }
  loop.kernel [p0 = 70000] {
    %a = loop.load %q[p0] : f32
    %s = loop.load %t[0] : f32
    %c = arith.addf %a, %s : f32
    loop.store %q[p0], %c : f32
  }
  loop.fused {
    loop.kernel [p0 = 32] {
      %a = loop.load %b3[p0] : f32
      %s = loop.load %t[0] : f32
      %c = arith.mulf %a, %s : f32
      loop.store %b3[p0], %c : f32
    }
    loop.kernel [p0 = 32] {
      %a = loop.load %b4[p0] : f32
      %s = loop.load %t[0] : f32
      %c = arith.mulf %a, %s : f32
      loop.store %b4[p0], %c : f32
    }
  }
  func.return
}

// Kernels that write fresh buffers share a launch only with the launches right before them
// (moving one past another launch would change when its buffer is allocated): the copies
// of two weights at a function's start run as one; a copy after another launch (the large
// update) stays alone, and so does that update.
// CHECK-LABEL: func.func @fresh_buffers(
// CHECK:         loop.combo {
// CHECK-NEXT:      loop.kernel [p0 = 64, p1 = 64] {
// CHECK:             loop.store %a
// CHECK:           loop.kernel [p0 = 32, p1 = 64] {
// CHECK:             loop.store %b
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.kernel [p0 = 100000] {
// CHECK-NOT:     loop.combo
// CHECK:         func.return
func.func @fresh_buffers(%w1: !loop.buffer<[64, 64], f32>, %w2: !loop.buffer<[64, 32], f32>,
                         %x: !loop.buffer<[100000], f32>, %w3: !loop.buffer<[16, 16], f32>)
    -> (!loop.buffer<[64, 64], f32>, !loop.buffer<[32, 64], f32>, !loop.buffer<[16, 16], f32>) {
  %a = loop.alloc : !loop.buffer<[64, 64], f32>
  loop.kernel [p0 = 64, p1 = 64] {
    %v = loop.load %w1["64*p1 + p0"] : f32
    loop.store %a["64*p0 + p1"], %v : f32
  }
  %b = loop.alloc : !loop.buffer<[32, 64], f32>
  loop.kernel [p0 = 32, p1 = 64] {
    %v = loop.load %w2["32*p1 + p0"] : f32
    loop.store %b["64*p0 + p1"], %v : f32
  }
  loop.kernel [p0 = 100000] {
    %v = loop.load %x[p0] : f32
    %d = arith.addf %v, %v : f32
    loop.store %x[p0], %d : f32
  }
  %c = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.kernel [p0 = 16, p1 = 16] {
    %v = loop.load %w3["16*p1 + p0"] : f32
    loop.store %c["16*p0 + p1"], %v : f32
  }
  func.return %a, %b, %c : !loop.buffer<[64, 64], f32>, !loop.buffer<[32, 64], f32>, !loop.buffer<[16, 16], f32>
}

// Left alone: a kernel that writes a fresh buffer and the update after it that reads the
// same input (a path between them), a copy that reads that update, a reduction, and a
// kernel over a symbolic size.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     loop.combo
// CHECK:         func.return
func.func @left_alone(%p: !loop.buffer<[4096], f32>, %q: !loop.buffer<[4096], f32>,
                      %r: !loop.buffer<[64, 64], f32>, %s: !loop.buffer<[64], f32>,
                      %d: !loop.buffer<["s0"], f32>) -> !loop.buffer<[4096], f32> {
  %out = loop.alloc : !loop.buffer<[4096], f32>
  loop.kernel [p0 = 4096] {
    %a = loop.load %p[p0] : f32
    loop.store %out[p0], %a : f32
  }
  loop.kernel [p0 = 4096] {
    %a = loop.load %p[p0] : f32
    %c = arith.addf %a, %a : f32
    loop.store %p[p0], %c : f32
  }
  loop.kernel [p0 = 4096] {
    %a = loop.load %p[p0] : f32
    loop.store %q[p0], %a : f32
  }
  loop.kernel [p0 = 64] reduce [r0 = 64] {
    %a = loop.load %r["64*p0 + r0"] : f32
    %m = loop.reduce sum %a : f32
    loop.store %s[p0], %m : f32
  }
  loop.kernel [p0 = "s0"] {
    %a = loop.load %d[p0] : f32
    %c = arith.addf %a, %a : f32
    loop.store %d[p0], %c : f32
  }
  func.return %out : !loop.buffer<[4096], f32>
}

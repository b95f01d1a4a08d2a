// RUN: tc-opt %s --pass-pipeline loop-fuse | filecheck %s
// RUN: tc-opt %s --pass-pipeline "loop-fuse{max-fusion-size=2}" | filecheck %s --check-prefix=SIZE2
// RUN: tc-opt %s --pass-pipeline "loop-fuse{max-independent-buffers=1}" | filecheck %s --check-prefix=NOBUF

// With at most two kernels per group, softmax's five kernels make groups of 1, 2 and 2:
// same-kind pairs score first, so sub and exp take each other before max can take sub.
// SIZE2-LABEL: func.func @softmax(
// SIZE2:         loop.kernel [p0 = 64] reduce [r0 = 128] {
// SIZE2:             loop.reduce max
// SIZE2:         loop.fused {
// SIZE2-NEXT:      loop.kernel [p0 = 64, p1 = 128] {
// SIZE2:           loop.kernel [p0 = 8192] {
// SIZE2:           }
// SIZE2-NEXT:    }
// SIZE2-NEXT:    loop.fused {
// SIZE2-NEXT:      loop.kernel [p0 = 64] reduce [r0 = 128] {
// SIZE2:           loop.kernel [p0 = 64, p1 = 128] {
// SIZE2:           }
// SIZE2-NEXT:    }
// SIZE2-NEXT:    func.return

// Softmax as five kernels (max, sub, exp, sum, div) over one (64, 128) group: one loop.fused.
// The exp kernel is flat ([8192]) and still matches the 2-D kernels around it.
// CHECK-LABEL: func.func @softmax(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 64] reduce [r0 = 128] {
// CHECK:             loop.reduce max
// CHECK:           loop.kernel [p0 = 64, p1 = 128] {
// CHECK:             arith.subf
// CHECK:           loop.kernel [p0 = 8192] {
// CHECK:             math.exp
// CHECK:           loop.kernel [p0 = 64] reduce [r0 = 128] {
// CHECK:             loop.reduce sum
// CHECK:           loop.kernel [p0 = 64, p1 = 128] {
// CHECK:             arith.divf
// CHECK:           }
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @softmax(%x: !loop.buffer<[64, 128], f32>) -> !loop.buffer<[64, 128], f32> {
  %max = loop.alloc : !loop.buffer<[64], f32>
  %t = loop.alloc : !loop.buffer<[64, 128], f32>
  %e = loop.alloc : !loop.buffer<[64, 128], f32>
  %sum = loop.alloc : !loop.buffer<[64], f32>
  %out = loop.alloc : !loop.buffer<[64, 128], f32>
  loop.kernel [p0 = 64] reduce [r0 = 128] {
    %v = loop.load %x["128*p0 + r0"] : f32
    %m = loop.reduce max %v : f32
    loop.store %max[p0], %m : f32
  }
  loop.kernel [p0 = 64, p1 = 128] {
    %v = loop.load %x["128*p0 + p1"] : f32
    %m = loop.load %max[p0] : f32
    %d = arith.subf %v, %m : f32
    loop.store %t["128*p0 + p1"], %d : f32
  }
  loop.kernel [p0 = 8192] {
    %v = loop.load %t[p0] : f32
    %d = math.exp %v : f32
    loop.store %e[p0], %d : f32
  }
  loop.kernel [p0 = 64] reduce [r0 = 128] {
    %v = loop.load %e["128*p0 + r0"] : f32
    %s = loop.reduce sum %v : f32
    loop.store %sum[p0], %s : f32
  }
  loop.kernel [p0 = 64, p1 = 128] {
    %v = loop.load %e["128*p0 + p1"] : f32
    %s = loop.load %sum[p0] : f32
    %d = arith.divf %v, %s : f32
    loop.store %out["128*p0 + p1"], %d : f32
  }
  func.return %out : !loop.buffer<[64, 128], f32>
}

// Layer norm: a welford reduction and its pointwise epilogue over (s0, 4096).
// CHECK-LABEL: func.func @layer_norm(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = s0] reduce [r0 = 4096] {
// CHECK:             loop.reduce welford
// CHECK:           loop.kernel [p0 = s0, p1 = 4096] {
// CHECK:           }
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @layer_norm(%x: !loop.buffer<[s0, 4096], bf16>, %w: !loop.buffer<[4096], bf16>,
                      %b: !loop.buffer<[4096], bf16>) -> !loop.buffer<[s0, 4096], bf16> {
  %mean = loop.alloc : !loop.buffer<[s0], f32>
  %m2 = loop.alloc : !loop.buffer<[s0], f32>
  %out = loop.alloc : !loop.buffer<[s0, 4096], bf16>
  loop.kernel [p0 = s0] reduce [r0 = 4096] {
    %v = loop.load %x["4096*p0 + r0"] : bf16
    %f = arith.extf %v : bf16 to f32
    %r:3 = loop.reduce welford %f : f32
    loop.store %mean[p0], %r#0 : f32
    loop.store %m2[p0], %r#1 : f32
  }
  loop.kernel [p0 = s0, p1 = 4096] {
    %v = loop.load %x["4096*p0 + p1"] : bf16
    %f = arith.extf %v : bf16 to f32
    %mu = loop.load %mean[p0] : f32
    %q = loop.load %m2[p0] : f32
    %n = arith.constant 4.096000e+03 : f32
    %var = arith.divf %q, %n : f32
    %rs = math.rsqrt %var : f32
    %c = arith.subf %f, %mu : f32
    %y = arith.mulf %c, %rs : f32
    %wv = loop.load %w[p1] : bf16
    %bv = loop.load %b[p1] : bf16
    %wf = arith.extf %wv : bf16 to f32
    %bf = arith.extf %bv : bf16 to f32
    %s = arith.mulf %y, %wf : f32
    %o = arith.addf %s, %bf : f32
    %ob = arith.truncf %o : f32 to bf16
    loop.store %out["4096*p0 + p1"], %ob : bf16
  }
  func.return %out : !loop.buffer<[s0, 4096], bf16>
}

// RMS norm: sum of squares, then a pointwise kernel reading the row's sum as a broadcast.
// CHECK-LABEL: func.func @rms_norm(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 32] reduce [r0 = 256] {
// CHECK:           loop.kernel [p0 = 32, p1 = 256] {
// CHECK:           }
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @rms_norm(%x: !loop.buffer<[32, 256], f32>) -> !loop.buffer<[32, 256], f32> {
  %ss = loop.alloc : !loop.buffer<[32], f32>
  %out = loop.alloc : !loop.buffer<[32, 256], f32>
  loop.kernel [p0 = 32] reduce [r0 = 256] {
    %v = loop.load %x["256*p0 + r0"] : f32
    %sq = arith.mulf %v, %v : f32
    %s = loop.reduce sum %sq : f32
    loop.store %ss[p0], %s : f32
  }
  loop.kernel [p0 = 32, p1 = 256] {
    %v = loop.load %x["256*p0 + p1"] : f32
    %s = loop.load %ss[p0] : f32
    %r = math.rsqrt %s : f32
    %y = arith.mulf %v, %r : f32
    loop.store %out["256*p0 + p1"], %y : f32
  }
  func.return %out : !loop.buffer<[32, 256], f32>
}

// gelu(x + bias): a chain of pointwise kernels with equal numel.
// CHECK-LABEL: func.func @gelu_bias(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 16, p1 = 64] {
// CHECK:             arith.addf
// CHECK:           loop.kernel [p0 = 16, p1 = 64] {
// CHECK:             math.erf
// CHECK:           }
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @gelu_bias(%x: !loop.buffer<[16, 64], f32>, %bias: !loop.buffer<[64], f32>)
    -> !loop.buffer<[16, 64], f32> {
  %t = loop.alloc : !loop.buffer<[16, 64], f32>
  %out = loop.alloc : !loop.buffer<[16, 64], f32>
  loop.kernel [p0 = 16, p1 = 64] {
    %v = loop.load %x["64*p0 + p1"] : f32
    %b = loop.load %bias[p1] : f32
    %s = arith.addf %v, %b : f32
    loop.store %t["64*p0 + p1"], %s : f32
  }
  loop.kernel [p0 = 16, p1 = 64] {
    %v = loop.load %t["64*p0 + p1"] : f32
    %k = arith.constant 0.707106769 : f32
    %h = arith.constant 5.000000e-01 : f32
    %one = arith.constant 1.000000e+00 : f32
    %a = arith.mulf %v, %k : f32
    %e = math.erf %a : f32
    %p = arith.addf %e, %one : f32
    %q = arith.mulf %v, %h : f32
    %y = arith.mulf %q, %p : f32
    loop.store %out["64*p0 + p1"], %y : f32
  }
  func.return %out : !loop.buffer<[16, 64], f32>
}

// cos(x) + sin(y): two independent producers and their consumer, all one group.
// CHECK-LABEL: func.func @cos_plus_sin(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 10000] {
// CHECK:             math.cos
// CHECK:           loop.kernel [p0 = 10000] {
// CHECK:             math.sin
// CHECK:           loop.kernel [p0 = 10000] {
// CHECK:             arith.addf
// CHECK:           }
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @cos_plus_sin(%x: !loop.buffer<[10000], f32>, %y: !loop.buffer<[10000], f32>)
    -> !loop.buffer<[10000], f32> {
  %a = loop.alloc : !loop.buffer<[10000], f32>
  %b = loop.alloc : !loop.buffer<[10000], f32>
  %out = loop.alloc : !loop.buffer<[10000], f32>
  loop.kernel [p0 = 10000] {
    %v = loop.load %x[p0] : f32
    %c = math.cos %v : f32
    loop.store %a[p0], %c : f32
  }
  loop.kernel [p0 = 10000] {
    %v = loop.load %y[p0] : f32
    %s = math.sin %v : f32
    loop.store %b[p0], %s : f32
  }
  loop.kernel [p0 = 10000] {
    %u = loop.load %a[p0] : f32
    %v = loop.load %b[p0] : f32
    %s = arith.addf %u, %v : f32
    loop.store %out[p0], %s : f32
  }
  func.return %out : !loop.buffer<[10000], f32>
}

// A reduction's result read by an epilogue over the reduction's outputs (numel == 64).
// CHECK-LABEL: func.func @reduction_epilogue(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 64] reduce [r0 = 128] {
// CHECK:           loop.kernel [p0 = 64] {
// CHECK:           }
// CHECK-NEXT:    }
func.func @reduction_epilogue(%x: !loop.buffer<[64, 128], f32>) -> !loop.buffer<[64], f32> {
  %s = loop.alloc : !loop.buffer<[64], f32>
  %out = loop.alloc : !loop.buffer<[64], f32>
  loop.kernel [p0 = 64] reduce [r0 = 128] {
    %v = loop.load %x["128*p0 + r0"] : f32
    %r = loop.reduce sum %v : f32
    loop.store %s[p0], %r : f32
  }
  loop.kernel [p0 = 64] {
    %v = loop.load %s[p0] : f32
    %y = math.sqrt %v : f32
    loop.store %out[p0], %y : f32
  }
  func.return %out : !loop.buffer<[64], f32>
}

// Horizontal: two independent reductions of the same input over the same group fuse.
// CHECK-LABEL: func.func @horizontal_reductions(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 64] reduce [r0 = 128] {
// CHECK:             loop.reduce sum
// CHECK:           loop.kernel [p0 = 64] reduce [r0 = 128] {
// CHECK:             loop.reduce max
// CHECK:           }
// CHECK-NEXT:    }
func.func @horizontal_reductions(%x: !loop.buffer<[64, 128], f32>, %s: !loop.buffer<[64], f32>,
                                 %m: !loop.buffer<[64], f32>) {
  loop.kernel [p0 = 64] reduce [r0 = 128] {
    %v = loop.load %x["128*p0 + r0"] : f32
    %r = loop.reduce sum %v : f32
    loop.store %s[p0], %r : f32
  }
  loop.kernel [p0 = 64] reduce [r0 = 128] {
    %v = loop.load %x["128*p0 + r0"] : f32
    %r = loop.reduce max %v : f32
    loop.store %m[p0], %r : f32
  }
  func.return
}

// Reductions of the same input over different groups do not fuse (rows vs columns).
// CHECK-LABEL: func.func @reduction_groups_differ(
// CHECK-NOT:     loop.fused
// CHECK:         func.return
func.func @reduction_groups_differ(%x: !loop.buffer<[64, 128], f32>, %s: !loop.buffer<[64], f32>,
                                   %c: !loop.buffer<[128], f32>) {
  loop.kernel [p0 = 64] reduce [r0 = 128] {
    %v = loop.load %x["128*p0 + r0"] : f32
    %r = loop.reduce sum %v : f32
    loop.store %s[p0], %r : f32
  }
  loop.kernel [p0 = 128] reduce [r0 = 64] {
    %v = loop.load %x["128*r0 + p0"] : f32
    %r = loop.reduce sum %v : f32
    loop.store %c[p0], %r : f32
  }
  func.return
}

// Pointwise kernels of different numel do not fuse, even when one feeds the other.
// CHECK-LABEL: func.func @pointwise_numel_differs(
// CHECK-NOT:     loop.fused
// CHECK:         func.return
func.func @pointwise_numel_differs(%x: !loop.buffer<[64], f32>, %t: !loop.buffer<[64], f32>,
                                   %out: !loop.buffer<[64, 128], f32>) {
  loop.kernel [p0 = 64] {
    %v = loop.load %x[p0] : f32
    %e = math.exp %v : f32
    loop.store %t[p0], %e : f32
  }
  loop.kernel [p0 = 64, p1 = 128] {
    %v = loop.load %t[p0] : f32
    loop.store %out["128*p0 + p1"], %v : f32
  }
  func.return
}

// A pointwise result read transposed by a reduction: each reduction row needs a column of
// the producer, computed at other points of the loop, so they stay apart.
// CHECK-LABEL: func.func @transposed_read(
// CHECK-NOT:     loop.fused
// CHECK:         func.return
func.func @transposed_read(%x: !loop.buffer<[64, 128], f32>) -> !loop.buffer<[128], f32> {
  %t = loop.alloc : !loop.buffer<[64, 128], f32>
  %s = loop.alloc : !loop.buffer<[128], f32>
  loop.kernel [p0 = 64, p1 = 128] {
    %v = loop.load %x["128*p0 + p1"] : f32
    %e = math.exp %v : f32
    loop.store %t["128*p0 + p1"], %e : f32
  }
  loop.kernel [p0 = 128] reduce [r0 = 64] {
    %v = loop.load %t["128*r0 + p0"] : f32
    %r = loop.reduce sum %v : f32
    loop.store %s[p0], %r : f32
  }
  func.return %s : !loop.buffer<[128], f32>
}

// Nothing fuses across an extern: the consumer reads both the producer's buffer and the
// extern's result, so fusing producer and consumer would skip over the extern.
// CHECK-LABEL: func.func @across_extern(
// CHECK-NOT:     loop.fused
// CHECK:         loop.kernel [p0 = 8, p1 = 16]
// CHECK:         loop.extern "aten.mm"
// CHECK:         loop.kernel [p0 = 8, p1 = 16]
// CHECK-NOT:     loop.fused
// CHECK:         func.return
func.func @across_extern(%x: !loop.buffer<[8, 16], f32>, %w: !loop.buffer<[16, 16], f32>)
    -> !loop.buffer<[8, 16], f32> {
  %t = loop.alloc : !loop.buffer<[8, 16], f32>
  %mm = loop.alloc : !loop.buffer<[8, 16], f32>
  %out = loop.alloc : !loop.buffer<[8, 16], f32>
  loop.kernel [p0 = 8, p1 = 16] {
    %v = loop.load %x["16*p0 + p1"] : f32
    %r = math.tanh %v : f32
    loop.store %t["16*p0 + p1"], %r : f32
  }
  loop.extern "aten.mm" ins(%t, %w : !loop.buffer<[8, 16], f32>, !loop.buffer<[16, 16], f32>) outs(%mm : !loop.buffer<[8, 16], f32>)
  loop.kernel [p0 = 8, p1 = 16] {
    %a = loop.load %t["16*p0 + p1"] : f32
    %b = loop.load %mm["16*p0 + p1"] : f32
    %s = arith.addf %a, %b : f32
    loop.store %out["16*p0 + p1"], %s : f32
  }
  func.return %out : !loop.buffer<[8, 16], f32>
}

// No cycle through a third kernel: %a -> %c -> %b with %c fusable with neither (it reads %a
// transposed, and %b reads its result along the other axis), so %a and %b stay apart too.
// CHECK-LABEL: func.func @no_cycle(
// CHECK-NOT:     loop.fused
// CHECK:         func.return
func.func @no_cycle(%x: !loop.buffer<[64, 128], f32>) -> !loop.buffer<[64, 128], f32> {
  %t = loop.alloc : !loop.buffer<[64, 128], f32>
  %col = loop.alloc : !loop.buffer<[128], f32>
  %out = loop.alloc : !loop.buffer<[64, 128], f32>
  loop.kernel [p0 = 64, p1 = 128] {
    %v = loop.load %x["128*p0 + p1"] : f32
    %e = math.exp %v : f32
    loop.store %t["128*p0 + p1"], %e : f32
  }
  loop.kernel [p0 = 128] reduce [r0 = 64] {
    %v = loop.load %t["128*r0 + p0"] : f32
    %r = loop.reduce sum %v : f32
    loop.store %col[p0], %r : f32
  }
  loop.kernel [p0 = 64, p1 = 128] {
    %v = loop.load %t["128*p0 + p1"] : f32
    %c = loop.load %col[p1] : f32
    %d = arith.divf %v, %c : f32
    loop.store %out["128*p0 + p1"], %d : f32
  }
  func.return %out : !loop.buffer<[64, 128], f32>
}

// A kernel joins an existing loop.fused, which keeps its members first.
// CHECK-LABEL: func.func @join_fused(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 64] reduce [r0 = 128] {
// CHECK:           loop.kernel [p0 = 64, p1 = 128] {
// CHECK:             arith.subf
// CHECK:           loop.kernel [p0 = 64, p1 = 128] {
// CHECK:             math.exp
// CHECK:           }
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @join_fused(%x: !loop.buffer<[64, 128], f32>) -> !loop.buffer<[64, 128], f32> {
  %max = loop.alloc : !loop.buffer<[64], f32>
  %t = loop.alloc : !loop.buffer<[64, 128], f32>
  %out = loop.alloc : !loop.buffer<[64, 128], f32>
  loop.fused {
    loop.kernel [p0 = 64] reduce [r0 = 128] {
      %v = loop.load %x["128*p0 + r0"] : f32
      %m = loop.reduce max %v : f32
      loop.store %max[p0], %m : f32
    }
    loop.kernel [p0 = 64, p1 = 128] {
      %v = loop.load %x["128*p0 + p1"] : f32
      %m = loop.load %max[p0] : f32
      %d = arith.subf %v, %m : f32
      loop.store %t["128*p0 + p1"], %d : f32
    }
  }
  loop.kernel [p0 = 64, p1 = 128] {
    %v = loop.load %t["128*p0 + p1"] : f32
    %e = math.exp %v : f32
    loop.store %out["128*p0 + p1"], %e : f32
  }
  func.return %out : !loop.buffer<[64, 128], f32>
}

// The fused group goes after everything its members need: the consumer reads the extern's
// result, so the group lands after the extern, and the transposing kernel that reads the
// producer's output (unfusable) follows the group.
// CHECK-LABEL: func.func @reorder(
// CHECK:         loop.extern "aten.mm"
// CHECK-NEXT:    loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 8, p1 = 16] {
// CHECK:             math.exp
// CHECK:           loop.kernel [p0 = 8, p1 = 16] {
// CHECK:             arith.addf
// CHECK:           }
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.kernel [p0 = 16, p1 = 8] {
// CHECK:         func.return
func.func @reorder(%x: !loop.buffer<[8, 16], f32>, %w: !loop.buffer<[16, 16], f32>)
    -> (!loop.buffer<[8, 16], f32>, !loop.buffer<[16, 8], f32>) {
  %t = loop.alloc : !loop.buffer<[8, 16], f32>
  %tt = loop.alloc : !loop.buffer<[16, 8], f32>
  %mm = loop.alloc : !loop.buffer<[8, 16], f32>
  %out = loop.alloc : !loop.buffer<[8, 16], f32>
  loop.kernel [p0 = 8, p1 = 16] {
    %v = loop.load %x["16*p0 + p1"] : f32
    %e = math.exp %v : f32
    loop.store %t["16*p0 + p1"], %e : f32
  }
  loop.kernel [p0 = 16, p1 = 8] {
    %v = loop.load %t["16*p1 + p0"] : f32
    loop.store %tt["8*p0 + p1"], %v : f32
  }
  loop.extern "aten.mm" ins(%x, %w : !loop.buffer<[8, 16], f32>, !loop.buffer<[16, 16], f32>) outs(%mm : !loop.buffer<[8, 16], f32>)
  loop.kernel [p0 = 8, p1 = 16] {
    %a = loop.load %t["16*p0 + p1"] : f32
    %b = loop.load %mm["16*p0 + p1"] : f32
    %s = arith.addf %a, %b : f32
    loop.store %out["16*p0 + p1"], %s : f32
  }
  func.return %out, %tt : !loop.buffer<[8, 16], f32>, !loop.buffer<[16, 8], f32>
}

// Writing a buffer an earlier kernel reads is fine when each point overwrites the element
// it read (in place)...
// CHECK-LABEL: func.func @in_place(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 16, p1 = 16] {
// CHECK:           loop.kernel [p0 = 16, p1 = 16] {
func.func @in_place(%x: !loop.buffer<[16, 16], f32>, %y: !loop.buffer<[16, 16], f32>) {
  loop.kernel [p0 = 16, p1 = 16] {
    %v = loop.load %x["16*p0 + p1"] : f32
    %e = math.exp %v : f32
    loop.store %y["16*p0 + p1"], %e : f32
  }
  loop.kernel [p0 = 16, p1 = 16] {
    %v = loop.load %y["16*p0 + p1"] : f32
    %n = arith.negf %v : f32
    loop.store %x["16*p0 + p1"], %n : f32
  }
  func.return
}

// ... but not when it overwrites elements that other points of the loop still read.
// CHECK-LABEL: func.func @in_place_transposed(
// CHECK-NOT:     loop.fused
// CHECK:         func.return
func.func @in_place_transposed(%x: !loop.buffer<[16, 16], f32>, %y: !loop.buffer<[16, 16], f32>) {
  loop.kernel [p0 = 16, p1 = 16] {
    %v = loop.load %x["16*p0 + p1"] : f32
    %e = math.exp %v : f32
    loop.store %y["16*p0 + p1"], %e : f32
  }
  loop.kernel [p0 = 16, p1 = 16] {
    %v = loop.load %y["16*p0 + p1"] : f32
    %n = arith.negf %v : f32
    loop.store %x["16*p1 + p0"], %n : f32
  }
  func.return
}

// Independent pointwise kernels of one numel share a launch even without shared data
// (the updates of an optimizer step: one per parameter); a kernel of another numel does not.
// CHECK-LABEL: func.func @independent(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 64] {
// CHECK:           loop.kernel [p0 = 8, p1 = 8] {
// CHECK:             loop.store %b
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.kernel [p0 = 32] {
// SIZE2-LABEL: func.func @independent(
// SIZE2:         loop.fused {
// NOBUF-LABEL: func.func @independent(
// NOBUF-NOT:     loop.fused
// NOBUF:         func.return
func.func @independent(%a: !loop.buffer<[64], f32>, %b: !loop.buffer<[8, 8], f32>,
                       %c: !loop.buffer<[32], f32>) {
  loop.kernel [p0 = 64] {
    %v = loop.load %a[p0] : f32
    %n = arith.negf %v : f32
    loop.store %a[p0], %n : f32
  }
  loop.kernel [p0 = 8, p1 = 8] {
    %v = loop.load %b["8*p0 + p1"] : f32
    %n = arith.negf %v : f32
    loop.store %b["8*p0 + p1"], %n : f32
  }
  loop.kernel [p0 = 32] {
    %v = loop.load %c[p0] : f32
    %n = arith.negf %v : f32
    loop.store %c[p0], %n : f32
  }
  func.return
}

// Independent reductions of one (numel, rnumel) share a launch too (the partials of a batch
// norm backward's split sums, each combined by a small kernel); one of another rnumel does not.
// CHECK-LABEL: func.func @independent_reductions(
// CHECK:         loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = 64] reduce [r0 = 64] {
// CHECK:             loop.store %sa
// CHECK:           loop.kernel [p0 = 64] reduce [r0 = 64] {
// CHECK:             loop.store %sb
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.kernel [p0 = 64] reduce [r0 = 32] {
func.func @independent_reductions(%a: !loop.buffer<[64, 64], f32>, %b: !loop.buffer<[64, 64], f32>,
                                  %c: !loop.buffer<[64, 32], f32>, %sa: !loop.buffer<[64], f32>,
                                  %sb: !loop.buffer<[64], f32>, %sc: !loop.buffer<[64], f32>) {
  loop.kernel [p0 = 64] reduce [r0 = 64] {
    %v = loop.load %a["64*p0 + r0"] : f32
    %s = loop.reduce sum %v : f32
    loop.store %sa[p0], %s : f32
  }
  loop.kernel [p0 = 64] reduce [r0 = 64] {
    %v = loop.load %b["64*p0 + r0"] : f32
    %s = loop.reduce sum %v : f32
    loop.store %sb[p0], %s : f32
  }
  loop.kernel [p0 = 64] reduce [r0 = 32] {
    %v = loop.load %c["32*p0 + r0"] : f32
    %s = loop.reduce sum %v : f32
    loop.store %sc[p0], %s : f32
  }
  func.return
}

// RUN: TC_ROUNDTRIP | filecheck %s
// RUN: TC_GENERIC_ROUNDTRIP | filecheck %s

// The softmax of docs/ir.md: a reduction kernel, then a pointwise one.
// CHECK-LABEL: func.func @softmax(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[8192, 8192], f32>) -> !loop.buffer<[8192, 8192], f32> {
// CHECK-NEXT:    %[[MAX:.*]] = loop.alloc : !loop.buffer<[8192], f32>
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[8192, 8192], f32>
// CHECK-NEXT:    loop.kernel [p0 = 8192] reduce [r0 = 8192] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %[[X]]["8192*p0 + r0"] : f32
// CHECK-NEXT:      %[[M:.*]] = loop.reduce max %[[V]] : f32
// CHECK-NEXT:      loop.store %[[MAX]][p0], %[[M]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.kernel [p0 = 8192, p1 = 8192] {
// CHECK-NEXT:      %[[V2:.*]] = loop.load %[[X]]["8192*p0 + p1"] : f32
// CHECK-NEXT:      %[[M2:.*]] = loop.load %[[MAX]][p0] : f32
// CHECK-NEXT:      %[[D:.*]] = arith.subf %[[V2]], %[[M2]] : f32
// CHECK-NEXT:      loop.store %[[OUT]]["8192*p0 + p1"], %[[D]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[OUT]] : !loop.buffer<[8192, 8192], f32>
func.func @softmax(%x: !loop.buffer<[8192, 8192], f32>) -> !loop.buffer<[8192, 8192], f32> {
  %max = loop.alloc : !loop.buffer<[8192], f32>
  %out = loop.alloc : !loop.buffer<[8192, 8192], f32>
  loop.kernel [p0 = 8192] reduce [r0 = 8192] {
    %v = loop.load %x["8192*p0 + r0"] : f32
    %m = loop.reduce max %v : f32
    loop.store %max[p0], %m : f32
  }
  loop.kernel [p0 = 8192, p1 = 8192] {
    %v = loop.load %x["8192*p0 + p1"] : f32
    %m = loop.load %max[p0] : f32
    %d = arith.subf %v, %m : f32
    loop.store %out["8192*p0 + p1"], %d : f32
  }
  func.return %out : !loop.buffer<[8192, 8192], f32>
}

// -----

// Symbolic sizes, a fused group with an internal buffer, and the multi-result reductions.
// CHECK-LABEL: func.func @fused_welford(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[s0, 4096], bf16>) -> !loop.buffer<[s0], f32> {
// CHECK-NEXT:    %[[MEAN:.*]] = loop.alloc internal : !loop.buffer<[s0], f32>
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[s0], f32>
// CHECK-NEXT:    loop.fused {
// CHECK-NEXT:      loop.kernel [p0 = s0] reduce [r0 = 4096] {
// CHECK-NEXT:        %[[V:.*]] = loop.load %[[X]]["4096*p0 + r0"] : bf16
// CHECK-NEXT:        %[[E:.*]] = arith.extf %[[V]] : bf16 to f32
// CHECK-NEXT:        %[[R:[a-z0-9_]+]], %{{.*}}, %{{.*}} = loop.reduce welford %[[E]] : f32
// CHECK-NEXT:        loop.store %[[MEAN]][p0], %[[R]] : f32
// CHECK-NEXT:      }
// CHECK-NEXT:      loop.kernel [p0 = s0] {
// CHECK-NEXT:        %[[M:.*]] = loop.load %[[MEAN]][p0] : f32
// CHECK-NEXT:        loop.store %[[OUT]][p0], %[[M]] : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @fused_welford(%x: !loop.buffer<[s0, 4096], bf16>) -> !loop.buffer<[s0], f32> {
  %mean = loop.alloc internal : !loop.buffer<[s0], f32>
  %out = loop.alloc : !loop.buffer<[s0], f32>
  loop.fused {
    loop.kernel [p0 = s0] reduce [r0 = 4096] {
      %v = loop.load %x["4096*p0 + r0"] : bf16
      %e = arith.extf %v : bf16 to f32
      %r:3 = loop.reduce welford %e : f32
      loop.store %mean[p0], %r#0 : f32
    }
    loop.kernel [p0 = s0] {
      %m = loop.load %mean[p0] : f32
      loop.store %out[p0], %m : f32
    }
  }
  func.return %out : !loop.buffer<[s0], f32>
}

// -----

// A combo launch: a kernel and a fused group, each on program ids of its own.
// CHECK-LABEL: func.func @combo(
// CHECK-NEXT:    loop.combo {
// CHECK-NEXT:      loop.kernel [p0 = 1024] {
// CHECK-NEXT:        %{{.*}} = loop.load %{{.*}}[p0] : f32
// CHECK:           loop.fused {
// CHECK-NEXT:        loop.kernel [p0 = 64] {
// CHECK-NEXT:          %{{.*}} = loop.load %{{.*}}[p0] : f32
// CHECK-NEXT:          loop.store %{{.*}}[p0], %{{.*}} : f32
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @combo(%x: !loop.buffer<[1024], f32>, %y: !loop.buffer<[64], f32>) {
  loop.combo {
    loop.kernel [p0 = 1024] {
      %v = loop.load %x[p0] : f32
      loop.store %x[p0], %v : f32
    }
    loop.fused {
      loop.kernel [p0 = 64] {
        %v = loop.load %y[p0] : f32
        loop.store %y[p0], %v : f32
      }
    }
  }
  func.return
}

// -----

// CHECK-LABEL: func.func @argmax_online_softmax(
// CHECK:         %[[I:.*]] = loop.index r0 : i64
// CHECK-NEXT:    %[[A:.*]] = loop.reduce argmax %{{.*}}, %[[I]] : f32, i64
// CHECK-NEXT:    %{{.*}}, %[[S1:[a-z0-9_]+]] = loop.reduce online_softmax %{{.*}} : f32
// CHECK:         loop.store %{{.*}}["2*p0 + 1"], %[[S1]] : f32
func.func @argmax_online_softmax(%x: !loop.buffer<[s0, s1], f32>, %idx: !loop.buffer<[s0], i64>,
                                 %st: !loop.buffer<[s0, 2], f32>) {
  loop.kernel [p0 = s0] reduce [r0 = s1] {
    %v = loop.load %x["p0*s1 + r0"] : f32
    %i = loop.index r0 : i64
    %a = loop.reduce argmax %v, %i : f32, i64
    %s:2 = loop.reduce online_softmax %v : f32
    loop.store %idx[p0], %a : i64
    loop.store %st["2*p0"], %s#0 : f32
    loop.store %st["2*p0 + 1"], %s#1 : f32
  }
  func.return
}

// -----

// A split Welford's second half: three partials in, the combined mean, M2 and weight out.
// CHECK-LABEL: func.func @welford_combine(
// CHECK:         %{{.*}}, %[[Q:[a-z0-9_]+]], %{{.*}} = loop.reduce welford_combine %{{.*}}, %{{.*}}, %{{.*}} : f32, f32, f32
// CHECK-NEXT:    loop.store %{{.*}}[p0], %[[Q]] : f32
func.func @welford_combine(%p: !loop.buffer<[3, 8, 64], f32>, %m2: !loop.buffer<[8], f32>) {
  loop.kernel [p0 = 8] reduce [r0 = 64] {
    %mean = loop.load %p["64*p0 + r0"] : f32
    %q = loop.load %p["64*p0 + r0 + 512"] : f32
    %w = loop.load %p["64*p0 + r0 + 1024"] : f32
    %c:3 = loop.reduce welford_combine %mean, %q, %w : f32, f32, f32
    loop.store %m2[p0], %c#1 : f32
  }
  func.return
}

// -----

// Masked and indirect loads: an embedding lookup with a padded, -inf-filled column.
// CHECK-LABEL: func.func @indirect_masked(
// CHECK:         %[[T:.*]] = loop.load %{{.*}}[p0] : i64
// CHECK-NEXT:    %[[TI:.*]] = arith.index_cast %[[T]] : i64 to index
// CHECK-NEXT:    %[[C:.*]] = loop.load %{{.*}}["64*i0 + p1"] indirect(%[[TI]] : index) : f32
// CHECK-NEXT:    %[[K:.*]] = loop.index p1 : index
// CHECK:         %[[MASK:.*]] = arith.cmpi ult, %[[K]], %{{.*}} : index
// CHECK-NEXT:    %{{.*}} = loop.load %{{.*}}["63*p0 + p1"] mask %[[MASK]] other -inf : f32
// CHECK-NEXT:    %{{.*}} = loop.load %{{.*}}["63*p0 + p1"] mask %[[MASK]] other 5.000000e-01 : f32
func.func @indirect_masked(%tok: !loop.buffer<[8], i64>, %table: !loop.buffer<[1000, 64], f32>,
                           %y: !loop.buffer<[8, 63], f32>, %out: !loop.buffer<[8, 64], f32>) {
  loop.kernel [p0 = 8, p1 = 64] {
    %t = loop.load %tok[p0] : i64
    %ti = arith.index_cast %t : i64 to index
    %c = loop.load %table["64*i0 + p1"] indirect(%ti : index) : f32
    %k = loop.index p1 : index
    %n = arith.constant 63 : index
    %mask = arith.cmpi ult, %k, %n : index
    %a = loop.load %y["63*p0 + p1"] mask %mask other -inf : f32
    %b = loop.load %y["63*p0 + p1"] mask %mask other 0.5 : f32
    %s = arith.addf %a, %b : f32
    %u = arith.addf %s, %c : f32
    loop.store %out["64*p0 + p1"], %u : f32
  }
  func.return
}

// -----

// An extern reading a transposed view; strides only appear when not contiguous.
// CHECK-LABEL: func.func @extern_view(
// CHECK-SAME:      %[[A:.*]]: !loop.buffer<[8, 16], f32>, %[[B:.*]]: !loop.buffer<[32, 16], f32>)
// CHECK-NEXT:    %[[BT:.*]] = loop.view %[[B]] offset 0 : !loop.buffer<[32, 16], f32> -> !loop.buffer<[16, 32], f32, [1, 16]>
// CHECK-NEXT:    %[[C:.*]] = loop.alloc : !loop.buffer<[8, 32], f32>
// CHECK-NEXT:    loop.extern "aten.mm" ins(%[[A]], %[[BT]] : !loop.buffer<[8, 16], f32>, !loop.buffer<[16, 32], f32, [1, 16]>) outs(%[[C]] : !loop.buffer<[8, 32], f32>)
// CHECK-NEXT:    %[[D:.*]] = loop.alloc : !loop.buffer<[8, 32], f32>
// CHECK-NEXT:    loop.extern "aten.addmm" ins(%[[C]], %[[A]], %[[BT]] : {{.*}}) outs(%[[D]] : !loop.buffer<[8, 32], f32>) {alpha = 1 : i64, beta = 1 : i64}
// CHECK-NEXT:    %[[S:.*]] = loop.view %[[B]] offset s0 : !loop.buffer<[32, 16], f32> -> !loop.buffer<[s1], f32, ["2*s2"]>
func.func @extern_view(%a: !loop.buffer<[8, 16], f32>, %b: !loop.buffer<[32, 16], f32>)
    -> !loop.buffer<[8, 32], f32> {
  %bt = loop.view %b offset 0 : !loop.buffer<[32, 16], f32> -> !loop.buffer<[16, 32], f32, [1, 16]>
  %c = loop.alloc : !loop.buffer<[8, 32], f32>
  loop.extern "aten.mm" ins(%a, %bt : !loop.buffer<[8, 16], f32>, !loop.buffer<[16, 32], f32, [1, 16]>) outs(%c : !loop.buffer<[8, 32], f32>)
  %d = loop.alloc : !loop.buffer<[8, 32], f32>
  loop.extern "aten.addmm" ins(%c, %a, %bt : !loop.buffer<[8, 32], f32>, !loop.buffer<[8, 16], f32>, !loop.buffer<[16, 32], f32, [1, 16]>) outs(%d : !loop.buffer<[8, 32], f32>) {alpha = 1 : i64, beta = 1 : i64}
  %s = loop.view %b offset s0 : !loop.buffer<[32, 16], f32> -> !loop.buffer<[s1], f32, ["2*s2"]>
  func.return %d : !loop.buffer<[8, 32], f32>
}

// -----

// Complex buffers hold the operands and results of library calls (kernels never load them).
// CHECK-LABEL: func.func @complex_extern(
// CHECK-NEXT:    %[[C:.*]] = loop.alloc : !loop.buffer<[8, 9], complex<f32>>
// CHECK-NEXT:    loop.extern "aten._fft_r2c" ins(%{{.*}} : !loop.buffer<[8, 16], f32>) outs(%[[C]] : !loop.buffer<[8, 9], complex<f32>>) {dim = [1 : i64], normalization = 0 : i64, onesided = true}
func.func @complex_extern(%x: !loop.buffer<[8, 16], f32>) -> !loop.buffer<[8, 9], complex<f32>> {
  %c = loop.alloc : !loop.buffer<[8, 9], complex<f32>>
  loop.extern "aten._fft_r2c" ins(%x : !loop.buffer<[8, 16], f32>) outs(%c : !loop.buffer<[8, 9], complex<f32>>) {dim = [1 : i64], normalization = 0 : i64, onesided = true}
  func.return %c : !loop.buffer<[8, 9], complex<f32>>
}

// -----

// Random numbers: Philox counter %i in the stream of %s (the significand bits of the type
// the result is stored in: bf16 has 8).
// CHECK-LABEL: func.func @random(
// CHECK:         %[[U:.*]] = loop.random uniform %{{.*}}, %{{.*}} {bits = 8} : f32
// CHECK-NEXT:    %[[N:.*]] = loop.random normal %{{.*}}, %{{.*}} {bits = 53} : f64
func.func @random(%seed: !loop.buffer<[], i64>, %u: !loop.buffer<[s0], bf16>,
                  %n: !loop.buffer<[s0], f64>) {
  loop.kernel [p0 = s0] {
    %s = loop.load %seed[0] : i64
    %i = loop.index p0 : i64
    %a = loop.random uniform %s, %i {bits = 8} : f32
    %b = loop.random normal %s, %i : f64
    %c = arith.truncf %a : f32 to bf16
    loop.store %u[p0], %c : bf16
    loop.store %n[p0], %b : f64
  }
  func.return
}

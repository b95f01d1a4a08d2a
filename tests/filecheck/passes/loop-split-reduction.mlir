// RUN: tc-opt %s --pass-pipeline loop-split-reduction | filecheck %s
// RUN: tc-opt %s --pass-pipeline "loop-split-reduction{min-size=4096 partials=8}" | filecheck %s --check-prefix=OPT

// A sum over 2^20 elements into one output: 256 partials of 4096 elements, then their sum.
// CHECK-LABEL: func.func @sum(
// CHECK:         %[[P:.*]] = loop.alloc : !loop.buffer<[256], f32>
// CHECK-NEXT:    loop.kernel [p0 = 256] reduce [r0 = 4096] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["4096*p0 + r0"] : f32
// CHECK-NEXT:      %[[S:.*]] = loop.reduce sum %[[V]] : f32
// CHECK-NEXT:      loop.store %[[P]][p0], %[[S]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.kernel [] reduce [r0 = 256] {
// CHECK-NEXT:      %[[W:.*]] = loop.load %[[P]][r0] : f32
// CHECK-NEXT:      %[[T:.*]] = loop.reduce sum %[[W]] : f32
// CHECK-NEXT:      loop.store %{{.*}}[0], %[[T]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
// OPT-LABEL:   func.func @sum(
// OPT:           loop.kernel [p0 = 8] reduce [r0 = 131072] {
// OPT:           loop.kernel [] reduce [r0 = 8] {
func.func @sum(%x: !loop.buffer<[1048576], f32>, %out: !loop.buffer<[], f32>) {
  loop.kernel [] reduce [r0 = 1048576] {
    %v = loop.load %x[r0] : f32
    %s = loop.reduce sum %v : f32
    loop.store %out[0], %s : f32
  }
  func.return
}

// max combines with max; the partials keep the reduction's type (i32 here).
// CHECK-LABEL: func.func @max(
// CHECK:         %[[P:.*]] = loop.alloc : !loop.buffer<[128], i32>
// CHECK-NEXT:    loop.kernel [p0 = 128] reduce [r0 = 1024] {
// CHECK:           loop.reduce max %{{.*}} : i32
// CHECK:         loop.kernel [] reduce [r0 = 128] {
// CHECK-NEXT:      %[[W:.*]] = loop.load %[[P]][r0] : i32
// CHECK-NEXT:      %{{.*}} = loop.reduce max %[[W]] : i32
func.func @max(%x: !loop.buffer<[131072], i32>, %out: !loop.buffer<[], i32>) {
  loop.kernel [] reduce [r0 = 131072] {
    %v = loop.load %x[r0] : i32
    %m = loop.reduce max %v : i32
    loop.store %out[0], %m : i32
  }
  func.return
}

// What follows the reduction (mean's divide, the `< 0` of torch.compile's toy_example) runs
// after the combination; a constant it reads from before the reduction comes along.
// CHECK-LABEL: func.func @epilogue(
// CHECK:         loop.kernel [p0 = 64] reduce [r0 = 1024] {
// CHECK-NEXT:      loop.load
// CHECK-NEXT:      loop.reduce sum
// CHECK-NEXT:      loop.store
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.kernel [] reduce [r0 = 64] {
// CHECK-NEXT:      %[[W:.*]] = loop.load %{{.*}}[r0] : f32
// CHECK-NEXT:      %[[S:.*]] = loop.reduce sum %[[W]] : f32
// CHECK-NEXT:      %[[N:.*]] = arith.constant 6.553600e+04 : f32
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[M:.*]] = arith.divf %[[S]], %[[N]] : f32
// CHECK-NEXT:      %[[C:.*]] = arith.cmpf olt, %[[M]], %[[Z]] : f32
// CHECK-NEXT:      loop.store %{{.*}}[0], %[[M]] : f32
// CHECK-NEXT:      loop.store %{{.*}}[0], %[[C]] : i1
// CHECK-NEXT:    }
func.func @epilogue(%x: !loop.buffer<[65536], f32>, %mean: !loop.buffer<[], f32>,
                    %negative: !loop.buffer<[], i1>) {
  loop.kernel [] reduce [r0 = 65536] {
    %n = arith.constant 65536.0 : f32
    %zero = arith.constant 0.0 : f32
    %v = loop.load %x[r0] : f32
    %s = loop.reduce sum %v : f32
    %m = arith.divf %s, %n : f32
    %c = arith.cmpf olt, %m, %zero : f32
    loop.store %mean[0], %m : f32
    loop.store %negative[0], %c : i1
  }
  func.return
}

// Few outputs, each reducing a strided column: the partials are [outputs, chunks]. The chunk
// is the first kernel's outer variable (p0), the output's the inner one (p1), so neighbouring
// outputs read neighbouring elements. An outer reduction's program takes all 4 columns: chunks
// of 256 rows hold 1024 elements.
// CHECK-LABEL: func.func @columns(
// CHECK:         %[[P:.*]] = loop.alloc : !loop.buffer<[4, 256], f32>
// CHECK-NEXT:    loop.kernel [p0 = 256, p1 = 4] reduce [r0 = 256] {
// CHECK-NEXT:      %{{.*}} = loop.load %{{.*}}["1024*p0 + p1 + 4*r0"] : f32
// CHECK:           loop.store %[[P]]["p0 + 256*p1"], %{{.*}} : f32
// CHECK:         loop.kernel [p0 = 4] reduce [r0 = 256] {
// CHECK-NEXT:      %{{.*}} = loop.load %[[P]]["256*p0 + r0"] : f32
func.func @columns(%x: !loop.buffer<[65536, 4], f32>, %out: !loop.buffer<[4], f32>) {
  loop.kernel [p0 = 4] reduce [r0 = 65536] {
    %v = loop.load %x["p0 + 4*r0"] : f32
    %s = loop.reduce sum %v : f32
    loop.store %out[p0], %s : f32
  }
  func.return
}

// 1000003 is prime: 256 chunks of 3907, the last one masked to r < 1000003. A load the
// reduction consumes directly reads the identity past the end (0 for sum, -inf for max);
// a computed value is replaced by it with a select.
// CHECK-LABEL: func.func @prime(
// CHECK:         loop.kernel [p0 = 256] reduce [r0 = 3907] {
// CHECK-NEXT:      %[[I:.*]] = loop.index "3907*p0 + r0" : i64
// CHECK-NEXT:      %[[R:.*]] = arith.constant 1000003 : i64
// CHECK-NEXT:      %[[IN:.*]] = arith.cmpi slt, %[[I]], %[[R]] : i64
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["3907*p0 + r0"] mask %[[IN]] other -inf : f32
// CHECK-NEXT:      %[[W:.*]] = loop.load %{{.*}}["3907*p0 + r0"] mask %[[IN]] other 0.000000e+00 : f32
// CHECK-NEXT:      %[[E:.*]] = math.exp %[[W]] : f32
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[SEL:.*]] = arith.select %[[IN]], %[[E]], %[[Z]] : f32
// CHECK-NEXT:      %[[M:.*]] = loop.reduce max %[[V]] : f32
// CHECK-NEXT:      %[[S:.*]] = loop.reduce sum %[[SEL]] : f32
// CHECK-NEXT:      loop.store %{{.*}}[p0], %[[M]] : f32
// CHECK-NEXT:      loop.store %{{.*}}[p0], %[[S]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.kernel [] reduce [r0 = 256] {
// CHECK:           loop.reduce max
// CHECK:           loop.reduce sum
func.func @prime(%x: !loop.buffer<[1000003], f32>, %max: !loop.buffer<[], f32>,
                 %sum: !loop.buffer<[], f32>) {
  loop.kernel [] reduce [r0 = 1000003] {
    %v = loop.load %x[r0] : f32
    %w = loop.load %x[r0] : f32
    %e = math.exp %w : f32
    %m = loop.reduce max %v : f32
    %s = loop.reduce sum %e : f32
    loop.store %max[0], %m : f32
    loop.store %sum[0], %s : f32
  }
  func.return
}

// Left alone: many outputs (enough programs already), a short range, and a Welford whose
// range no chunk count divides (a masked element would count in its weight).
// CHECK-LABEL: func.func @kept(
// CHECK:         loop.kernel [p0 = 128] reduce [r0 = 65536] {
// CHECK:         loop.kernel [] reduce [r0 = 16384] {
// CHECK:         loop.kernel [] reduce [r0 = 1000003] {
// CHECK-NEXT:      %{{.*}} = loop.load %{{.*}}[r0] : f32
// CHECK-NEXT:      %{{.*}}, %{{.*}}, %{{.*}} = loop.reduce welford
// CHECK-NOT:     loop.kernel
// OPT-LABEL:   func.func @kept(
// OPT:           loop.kernel [p0 = 128] reduce [r0 = 65536] {
// OPT:           loop.kernel [p0 = 8] reduce [r0 = 2048] {
// OPT:           loop.kernel [] reduce [r0 = 8] {
// OPT:           loop.kernel [] reduce [r0 = 1000003] {
func.func @kept(%x: !loop.buffer<[8388608], f32>, %rows: !loop.buffer<[128], f32>,
                %out: !loop.buffer<[], f32>) {
  loop.kernel [p0 = 128] reduce [r0 = 65536] {
    %v = loop.load %x["65536*p0 + r0"] : f32
    %s = loop.reduce sum %v : f32
    loop.store %rows[p0], %s : f32
  }
  loop.kernel [] reduce [r0 = 16384] {
    %v = loop.load %x[r0] : f32
    %s = loop.reduce sum %v : f32
    loop.store %out[0], %s : f32
  }
  loop.kernel [] reduce [r0 = 1000003] {
    %v = loop.load %x[r0] : f32
    %mean, %m2, %n = loop.reduce welford %v : f32
    loop.store %out[0], %mean : f32
  }
  func.return
}

// A Welford (a batch norm's statistics: 64 channels of an NHWC [32, 56, 56, 64] tensor) splits
// into chunks that divide its range: the first kernel stores each chunk's mean, M2 and weight,
// the second combines them (`welford_combine`, Chan's formula) and runs the variance's epilogue.
// An outer reduction (channels contiguous): its 64 outputs are one program's worth, 256 chunks.
// N, H and W are one contiguous run in the read: it indexes the flat position, 64*r + channel.
// CHECK-LABEL: func.func @welford(
// CHECK:         %[[PM:.*]] = loop.alloc : !loop.buffer<[64, 256], f32>
// CHECK-NEXT:    %[[PQ:.*]] = loop.alloc : !loop.buffer<[64, 256], f32>
// CHECK-NEXT:    %[[PW:.*]] = loop.alloc : !loop.buffer<[64, 256], f32>
// CHECK-NEXT:    loop.kernel [p0 = 256, p1 = 64] reduce [r0 = 392] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["25088*p0 + p1 + 64*r0"] : f32
// CHECK-NEXT:      %[[M:.*]], %[[Q:.*]], %[[W:.*]] = loop.reduce welford %[[V]] : f32
// CHECK-NEXT:      loop.store %[[PM]]["p0 + 256*p1"], %[[M]] : f32
// CHECK-NEXT:      loop.store %[[PQ]]["p0 + 256*p1"], %[[Q]] : f32
// CHECK-NEXT:      loop.store %[[PW]]["p0 + 256*p1"], %[[W]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    loop.kernel [p0 = 64] reduce [r0 = 256] {
// CHECK-NEXT:      %[[LM:.*]] = loop.load %[[PM]]["256*p0 + r0"] : f32
// CHECK-NEXT:      %[[LQ:.*]] = loop.load %[[PQ]]["256*p0 + r0"] : f32
// CHECK-NEXT:      %[[LW:.*]] = loop.load %[[PW]]["256*p0 + r0"] : f32
// CHECK-NEXT:      %[[CM:.*]], %[[CQ:.*]], %[[CW:.*]] = loop.reduce welford_combine %[[LM]], %[[LQ]], %[[LW]] : f32, f32, f32
// CHECK-NEXT:      %[[VAR:.*]] = arith.divf %[[CQ]], %[[CW]] : f32
// CHECK-NEXT:      loop.store %{{.*}}[p0], %[[VAR]] : f32
// CHECK-NEXT:      loop.store %{{.*}}[p0], %[[CM]] : f32
// CHECK-NEXT:    }
func.func @welford(%x: !loop.buffer<[32, 56, 56, 64], f32>, %var: !loop.buffer<[64], f32>,
                   %mean: !loop.buffer<[64], f32>) {
  loop.kernel [p0 = 64] reduce [r0 = 32, r1 = 56, r2 = 56] {
    %v = loop.load %x["200704*r0 + 3584*r1 + 64*r2 + p0"] : f32
    %m, %m2, %n = loop.reduce welford %v : f32
    %var_ = arith.divf %m2, %n : f32
    loop.store %var[p0], %var_ : f32
    loop.store %mean[p0], %m : f32
  }
  func.return
}

// A batch norm backward's sums over 128 NHWC channels of 25088 rows: too short a range for one
// output, but a program of an outer reduction sums 64 channels (1.6M elements): two programs'
// worth, split into 128 chunks of 196 rows.
// CHECK-LABEL: func.func @outer_sum(
// CHECK:         loop.kernel [p0 = 128, p1 = 128] reduce [r0 = 196] {
// CHECK-NEXT:      %{{.*}} = loop.load %{{.*}}["25088*p0 + p1 + 128*r0"] : f32
// CHECK:         loop.kernel [p0 = 128] reduce [r0 = 128] {
func.func @outer_sum(%x: !loop.buffer<[32, 28, 28, 128], f32>, %out: !loop.buffer<[128], f32>) {
  loop.kernel [p0 = 128] reduce [r0 = 32, r1 = 28, r2 = 28] {
    %v = loop.load %x["100352*r0 + 3584*r1 + 128*r2 + p0"] : f32
    %s = loop.reduce sum %v : f32
    loop.store %out[p0], %s : f32
  }
  func.return
}

// A layer norm weight's gradient, the column sum of dy * (x - mean) * rstd over 4096 rows of
// 768: the per-row mean and rstd are the same for every output of a tile, so the reduction is
// still an outer one (12 programs' worth), split into 16 chunks of 256 rows.
// CHECK-LABEL: func.func @layer_norm_weight_grad(
// CHECK:         loop.kernel [p0 = 16, p1 = 768] reduce [r0 = 256] {
// CHECK-NEXT:      %{{.*}} = loop.load %{{.*}}["196608*p0 + p1 + 768*r0"] : f32
// CHECK-NEXT:      %{{.*}} = loop.load %{{.*}}["196608*p0 + p1 + 768*r0"] : f32
// CHECK-NEXT:      %{{.*}} = loop.load %{{.*}}["256*p0 + r0"] : f32
// CHECK:         loop.kernel [p0 = 768] reduce [r0 = 16] {
func.func @layer_norm_weight_grad(%dy: !loop.buffer<[8, 512, 768], f32>,
                                  %x: !loop.buffer<[8, 512, 768], f32>,
                                  %mean: !loop.buffer<[8, 512], f32>,
                                  %rstd: !loop.buffer<[8, 512], f32>,
                                  %out: !loop.buffer<[768], f32>) {
  loop.kernel [p0 = 768] reduce [r0 = 8, r1 = 512] {
    %g = loop.load %dy["p0 + 393216*r0 + 768*r1"] : f32
    %v = loop.load %x["p0 + 393216*r0 + 768*r1"] : f32
    %m = loop.load %mean["512*r0 + r1"] : f32
    %c = arith.subf %v, %m : f32
    %s = loop.load %rstd["512*r0 + r1"] : f32
    %n = arith.mulf %c, %s : f32
    %t = arith.mulf %g, %n : f32
    %r = loop.reduce sum %t : f32
    loop.store %out[p0], %r : f32
  }
  func.return
}

// A masked load that two reductions read keeps `other` 0; each reduction selects its own
// identity (-inf prints as 0xff800000).
// CHECK-LABEL: func.func @shared_load(
// CHECK:         %[[V:.*]] = loop.load %{{.*}}["3907*p0 + r0"] mask %[[IN:.*]] other 0.000000e+00 : f32
// CHECK-NEXT:    %[[NEG:.*]] = arith.constant 0xff800000 : f32
// CHECK-NEXT:    %[[A:.*]] = arith.select %[[IN]], %[[V]], %[[NEG]] : f32
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[B:.*]] = arith.select %[[IN]], %[[V]], %[[Z]] : f32
// CHECK-NEXT:    %{{.*}} = loop.reduce max %[[A]] : f32
// CHECK-NEXT:    %{{.*}} = loop.reduce sum %[[B]] : f32
func.func @shared_load(%x: !loop.buffer<[1000003], f32>, %max: !loop.buffer<[], f32>,
                       %sum: !loop.buffer<[], f32>) {
  loop.kernel [] reduce [r0 = 1000003] {
    %v = loop.load %x[r0] : f32
    %m = loop.reduce max %v : f32
    %s = loop.reduce sum %v : f32
    loop.store %max[0], %m : f32
    loop.store %sum[0], %s : f32
  }
  func.return
}

// A symbolic range may be long at run time: 256 chunks of FloorDiv(s0 + 255, 256) elements, the
// loads masked to the range (the last chunks may lie past s0).
// CHECK-LABEL: func.func @symbolic(
// CHECK:         %[[P:.*]] = loop.alloc : !loop.buffer<[256], f32>
// CHECK-NEXT:    loop.kernel [p0 = 256] reduce [r0 = "FloorDiv(s0 + 255, 256)"] {
// CHECK-NEXT:      %[[I:.*]] = loop.index "p0*FloorDiv(s0 + 255, 256) + r0" : i64
// CHECK-NEXT:      %[[N:.*]] = loop.index s0 : i64
// CHECK-NEXT:      %[[IN:.*]] = arith.cmpi slt, %[[I]], %[[N]] : i64
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["p0*FloorDiv(s0 + 255, 256) + r0"] mask %[[IN]] other 0.000000e+00 : f32
// CHECK-NEXT:      %[[S:.*]] = loop.reduce sum %[[V]] : f32
// CHECK-NEXT:      loop.store %[[P]][p0], %[[S]] : f32
// CHECK:         loop.kernel [] reduce [r0 = 256] {
func.func @symbolic(%x: !loop.buffer<[s0], f32>, %out: !loop.buffer<[], f32>) {
  loop.kernel [] reduce [r0 = s0] {
    %v = loop.load %x[r0] : f32
    %s = loop.reduce sum %v : f32
    loop.store %out[0], %s : f32
  }
  func.return
}

// A symbolic 2-d range (`x.sum()` of an [s0, s1] tensor) flattens to one: where the load is
// masked to the range, the outer variable needs no modulo, so the read stays contiguous
// (ModularIndexing(..., 1, s0*s1) per element kept the loop from vectorizing: 40x slower).
// CHECK-LABEL: func.func @symbolic_2d(
// CHECK:         loop.kernel [p0 = 256] reduce [r0 = "FloorDiv(s0*s1 + 255, 256)"] {
// CHECK:           %{{.*}} = loop.load %{{.*}}["p0*FloorDiv(s0*s1 + 255, 256) + r0"] mask
// CHECK-NOT:       ModularIndexing
// CHECK:         loop.kernel [] reduce [r0 = 256] {
func.func @symbolic_2d(%x: !loop.buffer<[s0, s1], f32>, %out: !loop.buffer<[], f32>) {
  loop.kernel [] reduce [r0 = s0, r1 = s1] {
    %v = loop.load %x["s1*r0 + r1"] : f32
    %s = loop.reduce sum %v : f32
    loop.store %out[0], %s : f32
  }
  func.return
}

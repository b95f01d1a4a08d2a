// RUN: tc-opt %s --pass-pipeline loop-inline-pointwise | filecheck %s
// RUN: tc-opt %s --pass-pipeline "loop-inline-pointwise{max-reads=1}" | filecheck %s --check-prefix=READS1
// RUN: tc-opt %s --pass-pipeline "loop-inline-pointwise{max-ops=1}" | filecheck %s --check-prefix=OPS1

// A constant kernel (prim.full) goes into its reader, its buffer with it.
// CHECK-LABEL: func.func @constant(
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[8, 16], f32>
// CHECK-NEXT:    loop.kernel [p0 = 8, p1 = 16] {
// CHECK-NEXT:      %[[C:.*]] = arith.constant 5.000000e-01 : f32
// CHECK-NEXT:      %[[X:.*]] = loop.load %{{.*}}["16*p0 + p1"] : f32
// CHECK-NEXT:      %[[Y:.*]] = arith.mulf %[[X]], %[[C]] : f32
// CHECK-NEXT:      loop.store %[[OUT]]["16*p0 + p1"], %[[Y]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[OUT]]
func.func @constant(%x: !loop.buffer<[8, 16], f32>) -> !loop.buffer<[8, 16], f32> {
  %half = loop.alloc : !loop.buffer<[8, 16], f32>
  loop.kernel [p0 = 8, p1 = 16] {
    %c = arith.constant 5.000000e-01 : f32
    loop.store %half["16*p0 + p1"], %c : f32
  }
  %out = loop.alloc : !loop.buffer<[8, 16], f32>
  loop.kernel [p0 = 8, p1 = 16] {
    %a = loop.load %x["16*p0 + p1"] : f32
    %b = loop.load %half["16*p0 + p1"] : f32
    %y = arith.mulf %a, %b : f32
    loop.store %out["16*p0 + p1"], %y : f32
  }
  func.return %out : !loop.buffer<[8, 16], f32>
}

// A [64] bf16 -> f32 weight cast read as a broadcast %wf[p1]: the cast's p0 becomes p1.
// Its two ops are more than max-ops=1 allows.
// OPS1-LABEL: func.func @broadcast_weight(
// OPS1:         %[[WF:.*]] = loop.alloc : !loop.buffer<[64], f32>
// OPS1:           loop.load %[[WF]][p1]
// CHECK-LABEL: func.func @broadcast_weight(
// CHECK-NOT:     loop.alloc : !loop.buffer<[64], f32>
// CHECK:         loop.kernel [p0 = 8, p1 = 64] {
// CHECK-NEXT:      %[[X:.*]] = loop.load %{{.*}}["64*p0 + p1"] : f32
// CHECK-NEXT:      %[[W:.*]] = loop.load %{{.*}}[p1] : bf16
// CHECK-NEXT:      %[[WF:.*]] = arith.extf %[[W]] : bf16 to f32
// CHECK-NEXT:      %[[Y:.*]] = arith.mulf %[[X]], %[[WF]] : f32
// CHECK-NEXT:      loop.store %{{.*}}["64*p0 + p1"], %[[Y]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @broadcast_weight(%x: !loop.buffer<[8, 64], f32>, %w: !loop.buffer<[64], bf16>)
    -> !loop.buffer<[8, 64], f32> {
  %wf = loop.alloc : !loop.buffer<[64], f32>
  loop.kernel [p0 = 64] {
    %a = loop.load %w[p0] : bf16
    %b = arith.extf %a : bf16 to f32
    loop.store %wf[p0], %b : f32
  }
  %out = loop.alloc : !loop.buffer<[8, 64], f32>
  loop.kernel [p0 = 8, p1 = 64] {
    %a = loop.load %x["64*p0 + p1"] : f32
    %b = loop.load %wf[p1] : f32
    %y = arith.mulf %a, %b : f32
    loop.store %out["64*p0 + p1"], %y : f32
  }
  func.return %out : !loop.buffer<[8, 64], f32>
}

// a -> b -> c collapses into c; a flat producer [p0 = 512] read by a 2-D consumer and a
// 2-D producer read by a flat one both map their variables through the flat index.
// CHECK-LABEL: func.func @chain(
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[8, 64], f32>
// CHECK-NEXT:    loop.kernel [p0 = 512] {
// CHECK-DAG:       %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-DAG:       %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:           %[[X:.*]] = loop.load %{{.*}}[p0] : f32
// CHECK-NEXT:      %[[A:.*]] = arith.mulf %[[X]], %[[TWO]] : f32
// CHECK-NEXT:      %[[B:.*]] = arith.addf %[[A]], %[[ONE]] : f32
// CHECK-NEXT:      %[[C:.*]] = math.exp %[[B]] : f32
// CHECK-NEXT:      loop.store %[[OUT]][p0], %[[C]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[OUT]]
func.func @chain(%x: !loop.buffer<[8, 64], f32>) -> !loop.buffer<[8, 64], f32> {
  %a = loop.alloc : !loop.buffer<[8, 64], f32>
  loop.kernel [p0 = 512] {
    %v = loop.load %x[p0] : f32
    %c = arith.constant 2.000000e+00 : f32
    %r = arith.mulf %v, %c : f32
    loop.store %a[p0], %r : f32
  }
  %b = loop.alloc : !loop.buffer<[8, 64], f32>
  loop.kernel [p0 = 8, p1 = 64] {
    %v = loop.load %a["64*p0 + p1"] : f32
    %c = arith.constant 1.000000e+00 : f32
    %r = arith.addf %v, %c : f32
    loop.store %b["64*p0 + p1"], %r : f32
  }
  %out = loop.alloc : !loop.buffer<[8, 64], f32>
  loop.kernel [p0 = 512] {
    %v = loop.load %b[p0] : f32
    %r = math.exp %v : f32
    loop.store %out[p0], %r : f32
  }
  func.return %out : !loop.buffer<[8, 64], f32>
}

// Two readers, three loads (<= max-reads): both get the body. With max-reads=1 it stays.
// The two loads of one element in the first reader share one copy.
// CHECK-LABEL: func.func @two_consumers(
// CHECK-NEXT:    loop.alloc
// CHECK-NEXT:    loop.kernel [p0 = 16] {
// CHECK-NEXT:      %[[X:.*]] = loop.load %{{.*}}[p0] : f32
// CHECK-NEXT:      %[[N:.*]] = arith.negf %[[X]] : f32
// CHECK-NEXT:      %{{.*}} = arith.mulf %[[N]], %[[N]] : f32
// CHECK:         loop.alloc
// CHECK-NEXT:    loop.kernel [p0 = 16] {
// CHECK-NEXT:      %[[X2:.*]] = loop.load %{{.*}}[p0] : f32
// CHECK-NEXT:      %[[N2:.*]] = arith.negf %[[X2]] : f32
// CHECK-NEXT:      %{{.*}} = math.exp %[[N2]] : f32
// READS1-LABEL: func.func @two_consumers(
// READS1:         %[[T:.*]] = loop.alloc : !loop.buffer<[16], f32>
// READS1:           loop.store %[[T]][p0]
// READS1:           loop.load %[[T]][p0]
func.func @two_consumers(%x: !loop.buffer<[16], f32>) -> (!loop.buffer<[16], f32>,
                                                          !loop.buffer<[16], f32>) {
  %t = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %v = loop.load %x[p0] : f32
    %n = arith.negf %v : f32
    loop.store %t[p0], %n : f32
  }
  %y = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %a = loop.load %t[p0] : f32
    %b = loop.load %t[p0] : f32
    %r = arith.mulf %a, %b : f32
    loop.store %y[p0], %r : f32
  }
  %z = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %a = loop.load %t[p0] : f32
    %r = math.exp %a : f32
    loop.store %z[p0], %r : f32
  }
  func.return %y, %z : !loop.buffer<[16], f32>, !loop.buffer<[16], f32>
}

// Read five times by two kernels (> max-reads): realized, as Inductor does. A producer that
// loads nothing is inlined however often it is read.
// CHECK-LABEL: func.func @many_reads(
// CHECK:         %[[T:.*]] = loop.alloc : !loop.buffer<[16], f32>
// CHECK-NEXT:    loop.kernel [p0 = 16] {
// CHECK-NEXT:      loop.load %{{.*}}[p0] : f32
// CHECK-NEXT:      arith.negf
// CHECK-NEXT:      loop.store %[[T]][p0]
// CHECK-COUNT-5:   loop.load %[[T]]
// CHECK-NOT:       loop.alloc
// CHECK:         func.return
func.func @many_reads(%x: !loop.buffer<[16], f32>) -> (!loop.buffer<[16], f32>,
                                                       !loop.buffer<[16], f32>) {
  %t = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %v = loop.load %x[p0] : f32
    %n = arith.negf %v : f32
    loop.store %t[p0], %n : f32
  }
  %c = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %k = arith.constant 3.000000e+00 : f32
    loop.store %c[p0], %k : f32
  }
  %y = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %a = loop.load %t[p0] : f32
    %b = loop.load %t["15 - p0"] : f32
    %k = loop.load %c[p0] : f32
    %r = arith.mulf %a, %b : f32
    %s = arith.mulf %r, %k : f32
    loop.store %y[p0], %s : f32
  }
  %z = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %a = loop.load %t[p0] : f32
    %b = loop.load %t["FloorDiv(p0, 2)"] : f32
    %d = loop.load %t["FloorDiv(p0, 4)"] : f32
    %k = loop.load %c[p0] : f32
    %r = arith.addf %a, %b : f32
    %s = arith.addf %r, %d : f32
    %u = arith.addf %s, %k : f32
    loop.store %z[p0], %u : f32
  }
  func.return %y, %z : !loop.buffer<[16], f32>, !loop.buffer<[16], f32>
}

// Five loads in three readers, but loads of one element in one kernel share one copy: three
// copies (<= max-reads), so each reader gets the body once (GPT-2's tanh GELU reads its upcast
// input as `x * x` in one kernel and three times elsewhere).
// CHECK-LABEL: func.func @shared_copies(
// CHECK-NOT:     loop.alloc : !loop.buffer<[16], f32>
// CHECK-COUNT-3: arith.negf
// CHECK-NOT:     arith.negf
// CHECK:         func.return
func.func @shared_copies(%x: !loop.buffer<[16], f32>) -> (!loop.buffer<[16], bf16>,
                                                          !loop.buffer<[16], bf16>,
                                                          !loop.buffer<[16], bf16>) {
  %t = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %v = loop.load %x[p0] : f32
    %n = arith.negf %v : f32
    loop.store %t[p0], %n : f32
  }
  %y = loop.alloc : !loop.buffer<[16], bf16>
  loop.kernel [p0 = 16] {
    %a = loop.load %t[p0] : f32
    %b = loop.load %t[p0] : f32
    %r = arith.mulf %a, %b : f32
    %h = arith.truncf %r : f32 to bf16
    loop.store %y[p0], %h : bf16
  }
  %z = loop.alloc : !loop.buffer<[16], bf16>
  loop.kernel [p0 = 16] {
    %a = loop.load %t[p0] : f32
    %b = loop.load %t[p0] : f32
    %r = arith.addf %a, %b : f32
    %h = arith.truncf %r : f32 to bf16
    loop.store %z[p0], %h : bf16
  }
  %w = loop.alloc : !loop.buffer<[16], bf16>
  loop.kernel [p0 = 16] {
    %a = loop.load %t[p0] : f32
    %h = arith.truncf %a : f32 to bf16
    loop.store %w[p0], %h : bf16
  }
  func.return %y, %z, %w : !loop.buffer<[16], bf16>, !loop.buffer<[16], bf16>,
      !loop.buffer<[16], bf16>
}

// A buffer an extern reads and a returned buffer keep their producers. A masked read inlines
// its producer under the same mask: the producer's loads that may fall outside their buffer
// where the mask is off are masked too, and the value is the read's `other` there.
// CHECK-LABEL: func.func @kept(
// CHECK:         %[[A:.*]] = loop.alloc : !loop.buffer<[4, 4], f32>
// CHECK-NEXT:    loop.kernel [p0 = 4, p1 = 4] {
// CHECK:           loop.store %[[A]]
// CHECK:         loop.extern "aten.mm" ins(%[[A]], %[[A]]
// CHECK:         %[[R:.*]] = loop.alloc : !loop.buffer<[4, 4], f32>
// CHECK-NEXT:    loop.kernel [p0 = 4, p1 = 4] {
// CHECK:           loop.store %[[R]]
// CHECK-NOT:     loop.alloc : !loop.buffer<[4], f32>
// CHECK:         loop.load %[[R]]["4*p0 + p1"]
// CHECK:         %[[IN:.*]] = arith.cmpi slt
// CHECK-NEXT:    %[[V:.*]] = loop.load %y["p1 + 2"] mask %[[IN]] other 0.000000e+00 : f32
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    arith.select %[[IN]], %[[V]], %[[ZERO]] : f32
// CHECK:         func.return %{{.*}}, %[[R]]
func.func @kept(%x: !loop.buffer<[4, 4], f32>, %y: !loop.buffer<[4], f32>)
    -> (!loop.buffer<[4, 4], f32>, !loop.buffer<[4, 4], f32>) {
  %a = loop.alloc : !loop.buffer<[4, 4], f32>
  loop.kernel [p0 = 4, p1 = 4] {
    %v = loop.load %x["4*p0 + p1"] : f32
    %n = arith.negf %v : f32
    loop.store %a["4*p0 + p1"], %n : f32
  }
  %mm = loop.alloc : !loop.buffer<[4, 4], f32>
  loop.extern "aten.mm" ins(%a, %a : !loop.buffer<[4, 4], f32>, !loop.buffer<[4, 4], f32>)
      outs(%mm : !loop.buffer<[4, 4], f32>)
  %r = loop.alloc : !loop.buffer<[4, 4], f32>
  loop.kernel [p0 = 4, p1 = 4] {
    %v = loop.load %x["4*p0 + p1"] : f32
    %e = math.exp %v : f32
    loop.store %r["4*p0 + p1"], %e : f32
  }
  %m = loop.alloc : !loop.buffer<[4], f32>
  loop.kernel [p0 = 4] {
    %v = loop.load %y[p0] : f32
    loop.store %m[p0], %v : f32
  }
  %out = loop.alloc : !loop.buffer<[4, 4], f32>
  loop.kernel [p0 = 4, p1 = 4] {
    %a0 = loop.load %mm["4*p0 + p1"] : f32
    %a1 = loop.load %r["4*p0 + p1"] : f32
    %i = loop.index p1 : i64
    %c2 = arith.constant 2 : i64
    %in = arith.cmpi slt, %i, %c2 : i64
    %a2 = loop.load %m["p1 + 2"] mask %in other 0.0 : f32
    %s = arith.addf %a0, %a1 : f32
    %t = arith.addf %s, %a2 : f32
    loop.store %out["4*p0 + p1"], %t : f32
  }
  func.return %out, %r : !loop.buffer<[4, 4], f32>, !loop.buffer<[4, 4], f32>
}

// Write after read: %x changes between the producer and its reader, so the reader must see
// the value computed before the change.
// CHECK-LABEL: func.func @war_hazard(
// CHECK:         %[[T:.*]] = loop.alloc : !loop.buffer<[16], f32>
// CHECK-NEXT:    loop.kernel [p0 = 16] {
// CHECK:           loop.store %[[T]][p0]
// CHECK:         loop.extern "aten.zero_"
// CHECK:         loop.load %[[T]][p0]
func.func @war_hazard(%x: !loop.buffer<[16], f32>) -> !loop.buffer<[16], f32> {
  %t = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %v = loop.load %x[p0] : f32
    %n = arith.negf %v : f32
    loop.store %t[p0], %n : f32
  }
  loop.extern "aten.zero_" outs(%x : !loop.buffer<[16], f32>)
  %y = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %v = loop.load %t[p0] : f32
    %e = math.exp %v : f32
    loop.store %y[p0], %e : f32
  }
  func.return %y : !loop.buffer<[16], f32>
}

// A reduction reads the producer inside its loop: the body moves into the loop, at the
// reduction's index; the row statistic read after the loop is substituted there too.
// CHECK-LABEL: func.func @reduction_consumer(
// CHECK:         loop.kernel [p0 = 8] reduce [r0 = 64] {
// CHECK-NEXT:      %[[X:.*]] = loop.load %{{.*}}["64*p0 + r0"] : bf16
// CHECK-NEXT:      %[[F:.*]] = arith.extf %[[X]] : bf16 to f32
// CHECK-NEXT:      %[[S:.*]] = loop.reduce sum %[[F]] : f32
// CHECK-NEXT:      %[[B:.*]] = loop.load %{{.*}}[p0] : f32
// CHECK-NEXT:      %[[E:.*]] = math.exp %[[B]] : f32
// CHECK-NEXT:      %[[R:.*]] = arith.addf %[[S]], %[[E]] : f32
// CHECK-NEXT:      loop.store %{{.*}}[p0], %[[R]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return
func.func @reduction_consumer(%x: !loop.buffer<[8, 64], bf16>, %bias: !loop.buffer<[8], f32>)
    -> !loop.buffer<[8], f32> {
  %xf = loop.alloc : !loop.buffer<[8, 64], f32>
  loop.kernel [p0 = 8, p1 = 64] {
    %v = loop.load %x["64*p0 + p1"] : bf16
    %f = arith.extf %v : bf16 to f32
    loop.store %xf["64*p0 + p1"], %f : f32
  }
  %eb = loop.alloc : !loop.buffer<[8], f32>
  loop.kernel [p0 = 8] {
    %v = loop.load %bias[p0] : f32
    %e = math.exp %v : f32
    loop.store %eb[p0], %e : f32
  }
  %out = loop.alloc : !loop.buffer<[8], f32>
  loop.kernel [p0 = 8] reduce [r0 = 64] {
    %v = loop.load %xf["64*p0 + r0"] : f32
    %s = loop.reduce sum %v : f32
    %b = loop.load %eb[p0] : f32
    %r = arith.addf %s, %b : f32
    loop.store %out[p0], %r : f32
  }
  func.return %out : !loop.buffer<[8], f32>
}

// Indirect reads: the consumer's gather index carries over to the producer's load.
// CHECK-LABEL: func.func @indirect_consumer(
// CHECK:         loop.kernel [p0 = 3, p1 = 6] {
// CHECK:           %[[I:.*]] = arith.index_cast
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["6*i0 + p1"] indirect(%[[I]] : index) : f32
// CHECK-NEXT:      %{{.*}} = arith.negf %[[V]] : f32
func.func @indirect_consumer(%x: !loop.buffer<[10, 6], f32>, %idx: !loop.buffer<[3], i64>)
    -> !loop.buffer<[3, 6], f32> {
  %t = loop.alloc : !loop.buffer<[10, 6], f32>
  loop.kernel [p0 = 10, p1 = 6] {
    %v = loop.load %x["6*p0 + p1"] : f32
    %n = arith.negf %v : f32
    loop.store %t["6*p0 + p1"], %n : f32
  }
  %out = loop.alloc : !loop.buffer<[3, 6], f32>
  loop.kernel [p0 = 3, p1 = 6] {
    %i = loop.load %idx[p0] : i64
    %j = arith.index_cast %i : i64 to index
    %v = loop.load %t["6*i0 + p1"] indirect(%j : index) : f32
    loop.store %out["6*p0 + p1"], %v : f32
  }
  func.return %out : !loop.buffer<[3, 6], f32>
}

// A producer reading its own position (`loop.index`, an iota or mask) stays a kernel under
// an indirect read: there its variables are functions of the index value (Longformer's
// attention mask gathered by position).
// CHECK-LABEL: func.func @index_producer_indirect_consumer(
// CHECK:         loop.kernel [p0 = 2, p1 = 4] {
// CHECK:           loop.index p1 : i64
// CHECK:         loop.kernel [p0 = 3] {
// CHECK:           loop.load %{{.*}}[i0] indirect(%{{.*}} : index) : i1
func.func @index_producer_indirect_consumer(%x: !loop.buffer<[2, 4], i64>,
                                            %idx: !loop.buffer<[3], i64>)
    -> !loop.buffer<[3], i1> {
  %t = loop.alloc : !loop.buffer<[2, 4], i1>
  loop.kernel [p0 = 2, p1 = 4] {
    %v = loop.load %x["4*p0 + p1"] : i64
    %p = loop.index p1 : i64
    %c = arith.cmpi slt, %v, %p : i64
    loop.store %t["4*p0 + p1"], %c : i1
  }
  %out = loop.alloc : !loop.buffer<[3], i1>
  loop.kernel [p0 = 3] {
    %i = loop.load %idx[p0] : i64
    %j = arith.index_cast %i : i64 to index
    %v = loop.load %t[i0] indirect(%j : index) : i1
    loop.store %out[p0], %v : i1
  }
  func.return %out : !loop.buffer<[3], i1>
}

// A gather (its own indirect load) goes into a plain reader with its index operand.
// CHECK-LABEL: func.func @indirect_producer(
// CHECK-NEXT:    loop.alloc
// CHECK-NEXT:    loop.kernel [p0 = 3, p1 = 6] {
// CHECK-NEXT:      %[[I:.*]] = loop.load %{{.*}}[p0] : i64
// CHECK-NEXT:      %[[J:.*]] = arith.index_cast %[[I]] : i64 to index
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["6*i0 + p1"] indirect(%[[J]] : index) : f32
// CHECK-NEXT:      %{{.*}} = math.exp %[[V]] : f32
func.func @indirect_producer(%x: !loop.buffer<[10, 6], f32>, %idx: !loop.buffer<[3], i64>)
    -> !loop.buffer<[3, 6], f32> {
  %g = loop.alloc : !loop.buffer<[3, 6], f32>
  loop.kernel [p0 = 3, p1 = 6] {
    %i = loop.load %idx[p0] : i64
    %j = arith.index_cast %i : i64 to index
    %v = loop.load %x["6*i0 + p1"] indirect(%j : index) : f32
    loop.store %g["6*p0 + p1"], %v : f32
  }
  %e = loop.alloc : !loop.buffer<[3, 6], f32>
  loop.kernel [p0 = 3, p1 = 6] {
    %v = loop.load %g["6*p0 + p1"] : f32
    %r = math.exp %v : f32
    loop.store %e["6*p0 + p1"], %r : f32
  }
  func.return %e : !loop.buffer<[3, 6], f32>
}

// A gather read through another gather would need two sets of `i*` symbols in one load: it
// stays, for its plain reader too, since the buffer is materialised anyway.
// CHECK-LABEL: func.func @gather_of_gather(
// CHECK:         %[[G:.*]] = loop.alloc : !loop.buffer<[3, 6], f32>
// CHECK-NEXT:    loop.kernel [p0 = 3, p1 = 6] {
// CHECK:           loop.store %[[G]]["6*p0 + p1"]
// CHECK:         loop.load %[[G]]["6*p0 + p1"] : f32
// CHECK:         loop.load %[[G]]["6*i0 + p1"] indirect
func.func @gather_of_gather(%x: !loop.buffer<[10, 6], f32>, %idx: !loop.buffer<[3], i64>,
                            %idx2: !loop.buffer<[3], i64>)
    -> (!loop.buffer<[3, 6], f32>, !loop.buffer<[3, 6], f32>) {
  %g = loop.alloc : !loop.buffer<[3, 6], f32>
  loop.kernel [p0 = 3, p1 = 6] {
    %i = loop.load %idx[p0] : i64
    %j = arith.index_cast %i : i64 to index
    %v = loop.load %x["6*i0 + p1"] indirect(%j : index) : f32
    loop.store %g["6*p0 + p1"], %v : f32
  }
  %e = loop.alloc : !loop.buffer<[3, 6], f32>
  loop.kernel [p0 = 3, p1 = 6] {
    %v = loop.load %g["6*p0 + p1"] : f32
    %r = math.exp %v : f32
    loop.store %e["6*p0 + p1"], %r : f32
  }
  %h = loop.alloc : !loop.buffer<[3, 6], f32>
  loop.kernel [p0 = 3, p1 = 6] {
    %i = loop.load %idx2[p0] : i64
    %j = arith.index_cast %i : i64 to index
    %v = loop.load %g["6*i0 + p1"] indirect(%j : index) : f32
    loop.store %h["6*p0 + p1"], %v : f32
  }
  func.return %e, %h : !loop.buffer<[3, 6], f32>, !loop.buffer<[3, 6], f32>
}

// A residual stream: %r1 = x + a, %r2 = r1 + b, %r3 = r2 + c each have one reader and go
// into it down the chain, so %r4 = r3 + d reads five buffers; with two readers it is kept,
// and they read one buffer instead of each recomputing the whole sum (Inductor's
// realize_reads_threshold; GPT-2's layers otherwise re-read every earlier layer's output).
// CHECK-LABEL: func.func @residual_stream(
// CHECK:         %[[R4:.*]] = loop.alloc : !loop.buffer<[16], f32>
// CHECK:         loop.kernel [p0 = 16] {
// CHECK-COUNT-5:   loop.load
// CHECK:           loop.store %[[R4]][p0]
// CHECK:         loop.kernel [p0 = 16] {
// CHECK-NEXT:      loop.load %[[R4]][p0]
// CHECK-NEXT:      math.exp
// CHECK:         loop.kernel [p0 = 16] {
// CHECK-NEXT:      loop.load %[[R4]][p0]
// CHECK-NEXT:      math.tanh
func.func @residual_stream(%x: !loop.buffer<[16], f32>, %a: !loop.buffer<[16], f32>,
                           %b: !loop.buffer<[16], f32>, %c: !loop.buffer<[16], f32>,
                           %d: !loop.buffer<[16], f32>)
    -> (!loop.buffer<[16], f32>, !loop.buffer<[16], f32>) {
  %r1 = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %0 = loop.load %x[p0] : f32
    %1 = loop.load %a[p0] : f32
    %2 = arith.addf %0, %1 : f32
    loop.store %r1[p0], %2 : f32
  }
  %r2 = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %0 = loop.load %r1[p0] : f32
    %1 = loop.load %b[p0] : f32
    %2 = arith.addf %0, %1 : f32
    loop.store %r2[p0], %2 : f32
  }
  %r3 = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %0 = loop.load %r2[p0] : f32
    %1 = loop.load %c[p0] : f32
    %2 = arith.addf %0, %1 : f32
    loop.store %r3[p0], %2 : f32
  }
  %r4 = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %0 = loop.load %r3[p0] : f32
    %1 = loop.load %d[p0] : f32
    %2 = arith.addf %0, %1 : f32
    loop.store %r4[p0], %2 : f32
  }
  %e = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %0 = loop.load %r4[p0] : f32
    %1 = math.exp %0 : f32
    loop.store %e[p0], %1 : f32
  }
  %t = loop.alloc : !loop.buffer<[16], f32>
  loop.kernel [p0 = 16] {
    %0 = loop.load %r4[p0] : f32
    %1 = math.tanh %0 : f32
    loop.store %t[p0], %1 : f32
  }
  func.return %e, %t : !loop.buffer<[16], f32>, !loop.buffer<[16], f32>
}

// A producer with an integer division stays when read masked: inlined, it would divide the
// masked-off elements' values, which may trap.
// CHECK-LABEL: func.func @masked_int_division(
// CHECK:         %[[D:.*]] = loop.alloc : !loop.buffer<[4], i64>
// CHECK:           arith.divsi
// CHECK:         loop.load %[[D]][p0] mask
func.func @masked_int_division(%x: !loop.buffer<[4], i64>, %y: !loop.buffer<[4], i64>)
    -> !loop.buffer<[4], i64> {
  %d = loop.alloc : !loop.buffer<[4], i64>
  loop.kernel [p0 = 4] {
    %a = loop.load %x[p0] : i64
    %b = loop.load %y[p0] : i64
    %q = arith.divsi %a, %b : i64
    loop.store %d[p0], %q : i64
  }
  %out = loop.alloc : !loop.buffer<[4], i64>
  loop.kernel [p0 = 4] {
    %i = loop.index p0 : i64
    %c2 = arith.constant 2 : i64
    %in = arith.cmpi slt, %i, %c2 : i64
    %v = loop.load %d[p0] mask %in other 0 : i64
    loop.store %out[p0], %v : i64
  }
  func.return %out : !loop.buffer<[4], i64>
}

// A masked and an unmasked read of one element are two copies: the masked one is `other`
// where its mask is off, the unmasked one the producer's value everywhere. The producer's
// load is inside %x wherever the kernel runs, so it needs no mask, and both copies share it.
// CHECK-LABEL: func.func @masked_and_unmasked_read(
// CHECK:         %[[IN:.*]] = arith.cmpi slt
// CHECK-NEXT:    %[[X:.*]] = loop.load %x[p0] : f32
// CHECK-NEXT:    %[[ME:.*]] = math.exp %[[X]] : f32
// CHECK:         %[[MS:.*]] = arith.select %[[IN]], %[[ME]], {{.*}} : f32
// CHECK-NEXT:    %[[UE:.*]] = math.exp %[[X]] : f32
// CHECK-NEXT:    arith.addf %[[MS]], %[[UE]] : f32
func.func @masked_and_unmasked_read(%x: !loop.buffer<[4], f32>) -> !loop.buffer<[4], f32> {
  %e = loop.alloc : !loop.buffer<[4], f32>
  loop.kernel [p0 = 4] {
    %v = loop.load %x[p0] : f32
    %w = math.exp %v : f32
    loop.store %e[p0], %w : f32
  }
  %out = loop.alloc : !loop.buffer<[4], f32>
  loop.kernel [p0 = 4] {
    %i = loop.index p0 : i64
    %c2 = arith.constant 2 : i64
    %in = arith.cmpi slt, %i, %c2 : i64
    %a = loop.load %e[p0] mask %in other 0.0 : f32
    %b = loop.load %e[p0] : f32
    %s = arith.addf %a, %b : f32
    loop.store %out[p0], %s : f32
  }
  func.return %out : !loop.buffer<[4], f32>
}

// Two gradients of one activation summed (a residual block's backward): inlined into both
// readers, the two buffers would live until the last one, past a library call; kept, they
// die at the sum and one buffer lives on (eager's gradient accumulation).
// CHECK-LABEL: func.func @sum_of_two_gradients(
// CHECK:         loop.extern "aten.mm" {{.*}} outs(%[[G1:[a-z0-9]+]] :
// CHECK:         loop.extern "aten.mm" {{.*}} outs(%[[G2:[a-z0-9]+]] :
// CHECK-NEXT:    %[[S:.*]] = loop.alloc : !loop.buffer<[16, 16], f32>
// CHECK-NEXT:    loop.kernel [p0 = 16, p1 = 16] {
// CHECK-NEXT:      %{{.*}} = loop.load %[[G1]]["16*p0 + p1"] : f32
// CHECK-NEXT:      %{{.*}} = loop.load %[[G2]]["16*p0 + p1"] : f32
// CHECK-NEXT:      %{{.*}} = arith.addf
// CHECK-NEXT:      loop.store %[[S]]["16*p0 + p1"]
// CHECK-NEXT:    }
// CHECK:           loop.load %[[S]]["16*p0 + p1"]
// CHECK:         loop.extern "aten.mm"
// CHECK:           loop.load %[[S]]["16*p0 + p1"]
// A variant whose first gradient is read after the sum's last reader: keeping the sum
// would not free it, so the sum is inlined as before.
// CHECK-LABEL: func.func @sum_of_one_dying_gradient(
// CHECK:         loop.kernel [p0 = 16, p1 = 16] {
// CHECK-NEXT:      loop.load
// CHECK-NEXT:      loop.load
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      arith.mulf
// CHECK:         loop.extern "aten.mm"
// CHECK:         loop.kernel [p0 = 16, p1 = 16] {
// CHECK-NEXT:      loop.load
// CHECK-NEXT:      loop.load
// CHECK-NEXT:      arith.addf
func.func @sum_of_two_gradients(%a: !loop.buffer<[16, 16], f32>, %w: !loop.buffer<[16, 16], f32>)
    -> (!loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>) {
  %g1 = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.extern "aten.mm" ins(%a, %w : !loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>) outs(%g1 : !loop.buffer<[16, 16], f32>)
  %g2 = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.extern "aten.mm" ins(%w, %a : !loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>) outs(%g2 : !loop.buffer<[16, 16], f32>)
  %s = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.kernel [p0 = 16, p1 = 16] {
    %x = loop.load %g1["16*p0 + p1"] : f32
    %y = loop.load %g2["16*p0 + p1"] : f32
    %z = arith.addf %x, %y : f32
    loop.store %s["16*p0 + p1"], %z : f32
  }
  %r = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.kernel [p0 = 16, p1 = 16] {
    %x = loop.load %s["16*p0 + p1"] : f32
    %y = arith.mulf %x, %x : f32
    loop.store %r["16*p0 + p1"], %y : f32
  }
  %m = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.extern "aten.mm" ins(%r, %w : !loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>) outs(%m : !loop.buffer<[16, 16], f32>)
  %o = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.kernel [p0 = 16, p1 = 16] {
    %x = loop.load %s["16*p0 + p1"] : f32
    %y = loop.load %m["16*p0 + p1"] : f32
    %z = arith.addf %x, %y : f32
    loop.store %o["16*p0 + p1"], %z : f32
  }
  func.return %r, %o : !loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>
}

func.func @sum_of_one_dying_gradient(%a: !loop.buffer<[16, 16], f32>,
                                     %w: !loop.buffer<[16, 16], f32>)
    -> (!loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>) {
  %g1 = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.extern "aten.mm" ins(%a, %w : !loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>) outs(%g1 : !loop.buffer<[16, 16], f32>)
  %s = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.kernel [p0 = 16, p1 = 16] {
    %x = loop.load %g1["16*p0 + p1"] : f32
    %y = loop.load %a["16*p0 + p1"] : f32
    %z = arith.addf %x, %y : f32
    loop.store %s["16*p0 + p1"], %z : f32
  }
  %r = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.kernel [p0 = 16, p1 = 16] {
    %x = loop.load %s["16*p0 + p1"] : f32
    %y = arith.mulf %x, %x : f32
    loop.store %r["16*p0 + p1"], %y : f32
  }
  %m = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.extern "aten.mm" ins(%r, %w : !loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>) outs(%m : !loop.buffer<[16, 16], f32>)
  %o = loop.alloc : !loop.buffer<[16, 16], f32>
  loop.kernel [p0 = 16, p1 = 16] {
    %x = loop.load %s["16*p0 + p1"] : f32
    %y = loop.load %m["16*p0 + p1"] : f32
    %z = arith.addf %x, %y : f32
    loop.store %o["16*p0 + p1"], %z : f32
  }
  func.return %r, %o, %g1 : !loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>, !loop.buffer<[16, 16], f32>
}

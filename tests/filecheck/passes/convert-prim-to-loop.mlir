// RUN: tc-opt %s --pass-pipeline convert-prim-to-loop | filecheck %s

// bf16 is loaded, computed in f32, truncated on store.
// CHECK-LABEL: func.func @elementwise(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[1024], bf16>, %[[Y:.*]]: !loop.buffer<[1024], bf16>) -> !loop.buffer<[1024], bf16> {
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[1024], bf16>
// CHECK-NEXT:    loop.kernel [p0 = 1024] {
// CHECK-NEXT:      %[[A:.*]] = loop.load %[[X]][p0] : bf16
// CHECK-NEXT:      %[[AE:.*]] = arith.extf %[[A]] : bf16 to f32
// CHECK-NEXT:      %[[B:.*]] = loop.load %[[Y]][p0] : bf16
// CHECK-NEXT:      %[[BE:.*]] = arith.extf %[[B]] : bf16 to f32
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[AE]], %[[BE]] : f32
// CHECK-NEXT:      %[[T:.*]] = arith.truncf %[[S]] : f32 to bf16
// CHECK-NEXT:      loop.store %[[OUT]][p0], %[[T]] : bf16
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[OUT]] : !loop.buffer<[1024], bf16>
func.func @elementwise(%x: !prim.tensor<[1024], bf16>, %y: !prim.tensor<[1024], bf16>) -> !prim.tensor<[1024], bf16> {
  %z = prim.add %x, %y : !prim.tensor<[1024], bf16>
  func.return %z : !prim.tensor<[1024], bf16>
}

// The broadcast is no kernel: its load drops the broadcast dim.
// CHECK-LABEL: func.func @broadcast(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[8, 16], f32>, %[[B:.*]]: !loop.buffer<[16], f32>)
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[8, 16], f32>
// CHECK-NEXT:    loop.kernel [p0 = 8, p1 = 16] {
// CHECK-NEXT:      %[[A:.*]] = loop.load %[[X]]["16*p0 + p1"] : f32
// CHECK-NEXT:      %[[C:.*]] = loop.load %[[B]][p1] : f32
// CHECK-NEXT:      %[[M:.*]] = arith.mulf %[[A]], %[[C]] : f32
// CHECK-NEXT:      loop.store %[[OUT]]["16*p0 + p1"], %[[M]] : f32
// CHECK-NEXT:    }
func.func @broadcast(%x: !prim.tensor<[8, 16], f32>, %b: !prim.tensor<[16], f32>) -> !prim.tensor<[8, 16], f32> {
  %bb = prim.broadcast_in_dim %b dims [1] : !prim.tensor<[16], f32> -> !prim.tensor<[8, 16], f32>
  %z = prim.mul %x, %bb : !prim.tensor<[8, 16], f32>
  func.return %z : !prim.tensor<[8, 16], f32>
}

// CHECK-LABEL: func.func @transpose(
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[16, 8], f32>
// CHECK-NEXT:    loop.kernel [p0 = 16, p1 = 8] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["p0 + 16*p1"] : f32
// CHECK-NEXT:      %[[E:.*]] = math.exp %[[V]] : f32
// CHECK-NEXT:      loop.store %[[OUT]]["8*p0 + p1"], %[[E]] : f32
func.func @transpose(%x: !prim.tensor<[8, 16], f32>) -> !prim.tensor<[16, 8], f32> {
  %t = prim.transpose %x perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
  %y = prim.exp %t : !prim.tensor<[16, 8], f32>
  func.return %y : !prim.tensor<[16, 8], f32>
}

// A reshape of a transposed (non-contiguous) value delinearises the index.
// CHECK-LABEL: func.func @reshape(
// CHECK:         loop.kernel [p0 = 128] {
// CHECK-NEXT:      %{{.*}} = loop.load %{{.*}}["FloorDiv(p0, 8) + 16*ModularIndexing(p0, 1, 8)"] : f32
// CHECK-NOT:     loop.kernel
func.func @reshape(%x: !prim.tensor<[8, 16], f32>) -> !prim.tensor<[128], f32> {
  %t = prim.transpose %x perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
  %r = prim.reshape %t : !prim.tensor<[16, 8], f32> -> !prim.tensor<[128], f32>
  %y = prim.neg %r : !prim.tensor<[128], f32>
  func.return %y : !prim.tensor<[128], f32>
}

// A returned view of an argument is copied into a buffer of its own (never an alias of an
// input); the reshape of a contiguous value just re-linearises.
// CHECK-LABEL: func.func @return_view(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[8, 16], f32>) -> !loop.buffer<[4, 32], f32> {
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[4, 32], f32>
// CHECK-NEXT:    loop.kernel [p0 = 4, p1 = 32] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %[[X]]["32*p0 + p1"] : f32
// CHECK-NEXT:      loop.store %[[OUT]]["32*p0 + p1"], %[[V]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[OUT]]
func.func @return_view(%x: !prim.tensor<[8, 16], f32>) -> !prim.tensor<[4, 32], f32> {
  %r = prim.reshape %x : !prim.tensor<[8, 16], f32> -> !prim.tensor<[4, 32], f32>
  func.return %r : !prim.tensor<[4, 32], f32>
}

// CHECK-LABEL: func.func @reduction(
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[s0], bf16>
// CHECK-NEXT:    loop.kernel [p0 = s0] reduce [r0 = 4096] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["4096*p0 + r0"] : bf16
// CHECK-NEXT:      %[[E:.*]] = arith.extf %[[V]] : bf16 to f32
// CHECK-NEXT:      %[[S:.*]] = loop.reduce sum %[[E]] : f32
// CHECK-NEXT:      %[[T:.*]] = arith.truncf %[[S]] : f32 to bf16
// CHECK-NEXT:      loop.store %[[OUT]][p0], %[[T]] : bf16
func.func @reduction(%x: !prim.tensor<[s0, 4096], bf16>) -> !prim.tensor<[s0], bf16> {
  %s = prim.sum %x dims [1] : !prim.tensor<[s0, 4096], bf16> -> !prim.tensor<[s0], bf16>
  func.return %s : !prim.tensor<[s0], bf16>
}

// var = m2 / max(weight - correction, 0), computed after the welford reduction.
// CHECK-LABEL: func.func @var_mean(
// CHECK-NEXT:    %[[VAR:.*]] = loop.alloc : !loop.buffer<[64], f32>
// CHECK-NEXT:    %[[MEAN:.*]] = loop.alloc : !loop.buffer<[64], f32>
// CHECK-NEXT:    loop.kernel [p0 = 64] reduce [r0 = 128] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["128*p0 + r0"] : f32
// CHECK-NEXT:      %[[M:[0-9a-z_]+]], %[[M2:[0-9a-z_]+]], %[[W:[0-9a-z_]+]] = loop.reduce welford %[[V]] : f32
// CHECK-NEXT:      %[[C:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:      %[[N:.*]] = arith.subf %[[W]], %[[C]] : f32
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      %[[D:.*]] = arith.maximumf %[[N]], %[[Z]] : f32
// CHECK-NEXT:      %[[VV:.*]] = arith.divf %[[M2]], %[[D]] : f32
// CHECK-NEXT:      loop.store %[[VAR]][p0], %[[VV]] : f32
// CHECK-NEXT:      loop.store %[[MEAN]][p0], %[[M]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[VAR]], %[[MEAN]]
func.func @var_mean(%x: !prim.tensor<[64, 128], f32>) -> (!prim.tensor<[64], f32>, !prim.tensor<[64], f32>) {
  %var, %mean = prim.var_mean %x dims [1] {correction = 1 : i64} : !prim.tensor<[64, 128], f32> -> (!prim.tensor<[64], f32>, !prim.tensor<[64], f32>)
  func.return %var, %mean : !prim.tensor<[64], f32>, !prim.tensor<[64], f32>
}

// CHECK-LABEL: func.func @argmax(
// CHECK:         loop.kernel [p0 = 64] reduce [r0 = 128] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["128*p0 + r0"] : f32
// CHECK-NEXT:      %[[I:.*]] = loop.index r0 : i64
// CHECK-NEXT:      %[[A:.*]] = loop.reduce argmax %[[V]], %[[I]] : f32, i64
// CHECK-NEXT:      loop.store %{{.*}}[p0], %[[A]] : i64
func.func @argmax(%x: !prim.tensor<[64, 128], f32>) -> !prim.tensor<[64], i64> {
  %a = prim.argmax %x dim 1 : !prim.tensor<[64, 128], f32> -> !prim.tensor<[64], i64>
  func.return %a : !prim.tensor<[64], i64>
}

// The transposed input reaches the extern as a strided view, not a copy.
// CHECK-LABEL: func.func @extern(
// CHECK-SAME:      %[[A:.*]]: !loop.buffer<[8, 16], f32>, %[[B:.*]]: !loop.buffer<[32, 16], f32>)
// CHECK-NEXT:    %[[BT:.*]] = loop.view %[[B]] offset 0 : !loop.buffer<[32, 16], f32> -> !loop.buffer<[16, 32], f32, [1, 16]>
// CHECK-NEXT:    %[[C:.*]] = loop.alloc : !loop.buffer<[8, 32], f32>
// CHECK-NEXT:    loop.extern "aten.mm" ins(%[[A]], %[[BT]] : !loop.buffer<[8, 16], f32>, !loop.buffer<[16, 32], f32, [1, 16]>) outs(%[[C]] : !loop.buffer<[8, 32], f32>)
// CHECK-NEXT:    func.return %[[C]] : !loop.buffer<[8, 32], f32>
func.func @extern(%a: !prim.tensor<[8, 16], f32>, %b: !prim.tensor<[32, 16], f32>) -> !prim.tensor<[8, 32], f32> {
  %bt = prim.transpose %b perm [1, 0] : !prim.tensor<[32, 16], f32> -> !prim.tensor<[16, 32], f32>
  %c = prim.extern "aten.mm" %a, %bt : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  func.return %c : !prim.tensor<[8, 32], f32>
}

// One kernel over the result: each input loaded under the mask of its slice (a middle one
// between two bounds), the right one selected.
// CHECK-LABEL: func.func @cat(
// CHECK-SAME:      %[[A:.*]]: !loop.buffer<[2, 4], f32>, %[[B:.*]]: !loop.buffer<[3, 4], f32>, %[[C:.*]]: !loop.buffer<[1, 4], f32>)
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[6, 4], f32>
// CHECK-NEXT:    loop.kernel [p0 = 6, p1 = 4] {
// CHECK-NEXT:      %[[I:.*]] = loop.index p0 : i64
// CHECK-NEXT:      %[[TWO:.*]] = loop.index 2 : i64
// CHECK-NEXT:      %[[INA:.*]] = arith.cmpi slt, %[[I]], %[[TWO]] : i64
// CHECK-NEXT:      %[[VA:.*]] = loop.load %[[A]]["4*p0 + p1"] mask %[[INA]] other 0.000000e+00 : f32
// CHECK-NEXT:      %[[GEB:.*]] = arith.cmpi sge, %[[I]], %[[TWO]] : i64
// CHECK-NEXT:      %[[FIVE:.*]] = loop.index 5 : i64
// CHECK-NEXT:      %[[LTB:.*]] = arith.cmpi slt, %[[I]], %[[FIVE]] : i64
// CHECK-NEXT:      %[[INB:.*]] = arith.andi %[[GEB]], %[[LTB]] : i1
// CHECK-NEXT:      %[[VB:.*]] = loop.load %[[B]]["4*p0 + p1 - 8"] mask %[[INB]] other 0.000000e+00 : f32
// CHECK-NEXT:      %[[AB:.*]] = arith.select %[[GEB]], %[[VB]], %[[VA]] : f32
// CHECK-NEXT:      %[[GEC:.*]] = arith.cmpi sge, %[[I]], %[[FIVE]] : i64
// CHECK-NEXT:      %[[VC:.*]] = loop.load %[[C]]["4*p0 + p1 - 20"] mask %[[GEC]] other 0.000000e+00 : f32
// CHECK-NEXT:      %[[ABC:.*]] = arith.select %[[GEC]], %[[VC]], %[[AB]] : f32
// CHECK-NEXT:      loop.store %[[OUT]]["4*p0 + p1"], %[[ABC]] : f32
// CHECK-NEXT:    }
func.func @cat(%a: !prim.tensor<[2, 4], f32>, %b: !prim.tensor<[3, 4], f32>, %c: !prim.tensor<[1, 4], f32>) -> !prim.tensor<[6, 4], f32> {
  %d = prim.cat %a, %b, %c dim 0 : (!prim.tensor<[2, 4], f32>, !prim.tensor<[3, 4], f32>, !prim.tensor<[1, 4], f32>) -> !prim.tensor<[6, 4], f32>
  func.return %d : !prim.tensor<[6, 4], f32>
}

// Past 8 inputs, one copy kernel per input, each writing its slice of the output.
// CHECK-LABEL: func.func @cat_many(
// CHECK-COUNT-9: loop.kernel [p0 = 1, p1 = 2] {
// CHECK-NOT:     loop.kernel
// CHECK:         func.return
func.func @cat_many(%a: !prim.tensor<[1, 2], f32>) -> !prim.tensor<[9, 2], f32> {
  %d = prim.cat %a, %a, %a, %a, %a, %a, %a, %a, %a dim 0 : (!prim.tensor<[1, 2], f32>, !prim.tensor<[1, 2], f32>, !prim.tensor<[1, 2], f32>, !prim.tensor<[1, 2], f32>, !prim.tensor<[1, 2], f32>, !prim.tensor<[1, 2], f32>, !prim.tensor<[1, 2], f32>, !prim.tensor<[1, 2], f32>, !prim.tensor<[1, 2], f32>) -> !prim.tensor<[9, 2], f32>
  func.return %d : !prim.tensor<[9, 2], f32>
}

// An indirect load: the index value, wrapped if negative, binds i0.
// CHECK-LABEL: func.func @index_select(
// CHECK-SAME:      %[[W:.*]]: !loop.buffer<[1000, 64], f32>, %[[I:.*]]: !loop.buffer<[8], i64>)
// CHECK:         loop.kernel [p0 = 8, p1 = 64] {
// CHECK-NEXT:      %[[T:.*]] = loop.load %[[I]][p0] : i64
// CHECK-NEXT:      %[[N:.*]] = arith.constant 1000 : i64
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i64
// CHECK-NEXT:      %[[NEG:.*]] = arith.cmpi slt, %[[T]], %[[Z]] : i64
// CHECK-NEXT:      %[[TN:.*]] = arith.addi %[[T]], %[[N]] : i64
// CHECK-NEXT:      %[[TW:.*]] = arith.select %[[NEG]], %[[TN]], %[[T]] : i64
// CHECK-NEXT:      %[[TI:.*]] = arith.index_cast %[[TW]] : i64 to index
// CHECK-NEXT:      %[[V:.*]] = loop.load %[[W]]["64*i0 + p1"] indirect(%[[TI]] : index) : f32
// CHECK-NEXT:      loop.store %{{.*}}["64*p0 + p1"], %[[V]] : f32
func.func @index_select(%w: !prim.tensor<[1000, 64], f32>, %i: !prim.tensor<[8], i64>) -> !prim.tensor<[8, 64], f32> {
  %e = prim.index_select %w, %i dim 0 : (!prim.tensor<[1000, 64], f32>, !prim.tensor<[8], i64>) -> !prim.tensor<[8, 64], f32>
  func.return %e : !prim.tensor<[8, 64], f32>
}

// CHECK-LABEL: func.func @gather(
// CHECK:         loop.kernel [p0 = 4, p1 = 3] {
// CHECK-NEXT:      %[[T:.*]] = loop.load %{{.*}}["3*p0 + p1"] : i64
// CHECK-NEXT:      %[[N:.*]] = loop.index s0 : i64
// CHECK:           %[[TI:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK-NEXT:      %{{.*}} = loop.load %{{.*}}["i0 + p0*s0"] indirect(%[[TI]] : index) : f32
func.func @gather(%x: !prim.tensor<[4, s0], f32>, %i: !prim.tensor<[4, 3], i64>) -> !prim.tensor<[4, 3], f32> {
  %g = prim.gather %x, %i dim 1 : (!prim.tensor<[4, s0], f32>, !prim.tensor<[4, 3], i64>) -> !prim.tensor<[4, 3], f32>
  func.return %g : !prim.tensor<[4, 3], f32>
}

// CHECK-LABEL: func.func @symbolic(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[s0, s1], f32>) -> !loop.buffer<[s1, s0], f32> {
// CHECK-NEXT:    %[[C:.*]] = loop.alloc : !loop.buffer<[s1, s0], f32>
// CHECK-NEXT:    loop.kernel [p0 = s1, p1 = s0] {
// CHECK-NEXT:      %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:      loop.store %[[C]]["p0*s0 + p1"], %[[TWO]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[s1, s0], f32>
// CHECK-NEXT:    loop.kernel [p0 = s1, p1 = s0] {
// CHECK-NEXT:      %[[A:.*]] = loop.load %[[X]]["p0 + p1*s1"] : f32
// CHECK-NEXT:      %[[B:.*]] = loop.load %[[C]]["p0*s0 + p1"] : f32
// CHECK-NEXT:      %[[D:.*]] = arith.divf %[[A]], %[[B]] : f32
// CHECK-NEXT:      loop.store %[[OUT]]["p0*s0 + p1"], %[[D]] : f32
func.func @symbolic(%x: !prim.tensor<[s0, s1], f32>) -> !prim.tensor<[s1, s0], f32> {
  %t = prim.transpose %x perm [1, 0] : !prim.tensor<[s0, s1], f32> -> !prim.tensor<[s1, s0], f32>
  %c = prim.full 2.0 : !prim.tensor<[s1, s0], f32>
  %y = prim.div %t, %c : !prim.tensor<[s1, s0], f32>
  func.return %y : !prim.tensor<[s1, s0], f32>
}

// k^T reshaped for bmm: the reshape merges dims that stay contiguous in k's storage, so the
// FloorDiv/ModularIndexing cancel and the view is strides [20, 1, 5] of k, not a copy.
// CHECK-LABEL: func.func @extern_transpose_reshape(
// CHECK-SAME:      %[[Q:.*]]: !loop.buffer<[2, 3, 4, 5], f32>, %[[K:.*]]: !loop.buffer<[2, 3, 4, 5], f32>)
// CHECK-NEXT:    %[[QR:.*]] = loop.view %[[Q]] offset 0 : !loop.buffer<[2, 3, 4, 5], f32> -> !loop.buffer<[6, 4, 5], f32>
// CHECK-NEXT:    %[[KR:.*]] = loop.view %[[K]] offset 0 : !loop.buffer<[2, 3, 4, 5], f32> -> !loop.buffer<[6, 5, 4], f32, [20, 1, 5]>
// CHECK-NEXT:    %[[S:.*]] = loop.alloc : !loop.buffer<[6, 4, 4], f32>
// CHECK-NEXT:    loop.extern "aten.bmm" ins(%[[QR]], %[[KR]] : {{.*}}) outs(%[[S]] : !loop.buffer<[6, 4, 4], f32>)
// CHECK-NEXT:    func.return %[[S]]
func.func @extern_transpose_reshape(%q: !prim.tensor<[2, 3, 4, 5], f32>, %k: !prim.tensor<[2, 3, 4, 5], f32>) -> !prim.tensor<[6, 4, 4], f32> {
  %kt = prim.transpose %k perm [0, 1, 3, 2] : !prim.tensor<[2, 3, 4, 5], f32> -> !prim.tensor<[2, 3, 5, 4], f32>
  %qr = prim.reshape %q : !prim.tensor<[2, 3, 4, 5], f32> -> !prim.tensor<[6, 4, 5], f32>
  %kr = prim.reshape %kt : !prim.tensor<[2, 3, 5, 4], f32> -> !prim.tensor<[6, 5, 4], f32>
  %s = prim.extern "aten.bmm" %qr, %kr : (!prim.tensor<[6, 4, 5], f32>, !prim.tensor<[6, 5, 4], f32>) -> !prim.tensor<[6, 4, 4], f32>
  func.return %s : !prim.tensor<[6, 4, 4], f32>
}

// [6, 4] (a transposed [4, 6]) reshaped to [3, 8] merges dims that are not contiguous in
// storage: no strides express it, so the extern gets a copy.
// CHECK-LABEL: func.func @extern_not_strided(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[4, 6], f32>, %[[W:.*]]: !loop.buffer<[8, 2], f32>)
// CHECK-NEXT:    %[[R:.*]] = loop.alloc : !loop.buffer<[3, 8], f32>
// CHECK-NEXT:    loop.kernel [p0 = 3, p1 = 8] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %[[X]]["2*p0 + FloorDiv(p1, 4) + 6*ModularIndexing(p1, 1, 4)"] : f32
// CHECK-NEXT:      loop.store %[[R]]["8*p0 + p1"], %[[V]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[Y:.*]] = loop.alloc : !loop.buffer<[3, 2], f32>
// CHECK-NEXT:    loop.extern "aten.mm" ins(%[[R]], %[[W]] : {{.*}}) outs(%[[Y]] : {{.*}})
func.func @extern_not_strided(%x: !prim.tensor<[4, 6], f32>, %w: !prim.tensor<[8, 2], f32>) -> !prim.tensor<[3, 2], f32> {
  %t = prim.transpose %x perm [1, 0] : !prim.tensor<[4, 6], f32> -> !prim.tensor<[6, 4], f32>
  %r = prim.reshape %t : !prim.tensor<[6, 4], f32> -> !prim.tensor<[3, 8], f32>
  %y = prim.extern "aten.mm" %r, %w : (!prim.tensor<[3, 8], f32>, !prim.tensor<[8, 2], f32>) -> !prim.tensor<[3, 2], f32>
  func.return %y : !prim.tensor<[3, 2], f32>
}

// A reversed dim has stride -1, which torch cannot view: a copy.
// CHECK-LABEL: func.func @extern_reversed(
// CHECK-NEXT:    %[[R:.*]] = loop.alloc : !loop.buffer<[4, 8], f32>
// CHECK-NEXT:    loop.kernel [p0 = 4, p1 = 8] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["-8*p0 + p1 + 24"] : f32
// CHECK:         loop.extern "aten.mm" ins(%[[R]], %{{.*}} : {{.*}})
func.func @extern_reversed(%x: !prim.tensor<[4, 8], f32>, %w: !prim.tensor<[8, 2], f32>) -> !prim.tensor<[4, 2], f32> {
  %r = prim.rev %x dims [0] : !prim.tensor<[4, 8], f32>
  %y = prim.extern "aten.mm" %r, %w : (!prim.tensor<[4, 8], f32>, !prim.tensor<[8, 2], f32>) -> !prim.tensor<[4, 2], f32>
  func.return %y : !prim.tensor<[4, 2], f32>
}

// One view feeding two externs is materialised once.
// CHECK-LABEL: func.func @shared_view(
// CHECK-SAME:      %[[A:.*]]: !loop.buffer<[8, 16], f32>, %[[B:.*]]: !loop.buffer<[32, 16], f32>)
// CHECK-NEXT:    %[[BT:.*]] = loop.view %[[B]] offset 0 : !loop.buffer<[32, 16], f32> -> !loop.buffer<[16, 32], f32, [1, 16]>
// CHECK-NEXT:    %[[C:.*]] = loop.alloc : !loop.buffer<[8, 32], f32>
// CHECK-NEXT:    loop.extern "aten.mm" ins(%[[A]], %[[BT]] : {{.*}}) outs(%[[C]] : {{.*}})
// CHECK-NEXT:    %[[D:.*]] = loop.alloc : !loop.buffer<[8, 32], f32>
// CHECK-NEXT:    loop.extern "aten.mm" ins(%[[A]], %[[BT]] : {{.*}}) outs(%[[D]] : {{.*}})
// CHECK-NEXT:    func.return %[[C]], %[[D]]
func.func @shared_view(%a: !prim.tensor<[8, 16], f32>, %b: !prim.tensor<[32, 16], f32>) -> (!prim.tensor<[8, 32], f32>, !prim.tensor<[8, 32], f32>) {
  %bt = prim.transpose %b perm [1, 0] : !prim.tensor<[32, 16], f32> -> !prim.tensor<[16, 32], f32>
  %c = prim.extern "aten.mm" %a, %bt : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  %d = prim.extern "aten.mm" %a, %bt : (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 32], f32>) -> !prim.tensor<[8, 32], f32>
  func.return %c, %d : !prim.tensor<[8, 32], f32>, !prim.tensor<[8, 32], f32>
}

// So is a copy.
// CHECK-LABEL: func.func @shared_copy(
// CHECK-NEXT:    %[[R:.*]] = loop.alloc : !loop.buffer<[3, 8], f32>
// CHECK-NEXT:    loop.kernel [p0 = 3, p1 = 8] {
// CHECK:         loop.extern "aten.mm" ins(%[[R]], %{{.*}} : {{.*}})
// CHECK-NOT:     loop.kernel
// CHECK:         loop.extern "aten.mm" ins(%[[R]], %{{.*}} : {{.*}})
// CHECK-NEXT:    func.return
func.func @shared_copy(%x: !prim.tensor<[4, 6], f32>, %w: !prim.tensor<[8, 2], f32>) -> (!prim.tensor<[3, 2], f32>, !prim.tensor<[3, 2], f32>) {
  %t = prim.transpose %x perm [1, 0] : !prim.tensor<[4, 6], f32> -> !prim.tensor<[6, 4], f32>
  %r = prim.reshape %t : !prim.tensor<[6, 4], f32> -> !prim.tensor<[3, 8], f32>
  %y = prim.extern "aten.mm" %r, %w : (!prim.tensor<[3, 8], f32>, !prim.tensor<[8, 2], f32>) -> !prim.tensor<[3, 2], f32>
  %z = prim.extern "aten.mm" %r, %w : (!prim.tensor<[3, 8], f32>, !prim.tensor<[8, 2], f32>) -> !prim.tensor<[3, 2], f32>
  func.return %y, %z : !prim.tensor<[3, 2], f32>, !prim.tensor<[3, 2], f32>
}

// A returned view of a buffer the function computes is a loop.view of it, not a copy.
// CHECK-LABEL: func.func @return_reshape(
// CHECK-SAME:      -> !loop.buffer<[4, 32], f32> {
// CHECK-NEXT:    %[[Y:.*]] = loop.alloc : !loop.buffer<[8, 16], f32>
// CHECK-NEXT:    loop.kernel [p0 = 8, p1 = 16] {
// CHECK:         }
// CHECK-NEXT:    %[[R:.*]] = loop.view %[[Y]] offset 0 : !loop.buffer<[8, 16], f32> -> !loop.buffer<[4, 32], f32>
// CHECK-NEXT:    func.return %[[R]] : !loop.buffer<[4, 32], f32>
func.func @return_reshape(%x: !prim.tensor<[8, 16], f32>) -> !prim.tensor<[4, 32], f32> {
  %y = prim.exp %x : !prim.tensor<[8, 16], f32>
  %r = prim.reshape %y : !prim.tensor<[8, 16], f32> -> !prim.tensor<[4, 32], f32>
  func.return %r : !prim.tensor<[4, 32], f32>
}

// The function returns the buffer and a transposed view of it, as eager's `y, y.t()` alias
// (the result attribute records eager's layout of `y.t()`; without it results are row-major).
// CHECK-LABEL: func.func @return_transpose(
// CHECK-SAME:      -> (!loop.buffer<[8, 16], f32>, !loop.buffer<[16, 8], f32, [1, 16]>) {
// CHECK-NEXT:    %[[Y:.*]] = loop.alloc : !loop.buffer<[8, 16], f32>
// CHECK-NEXT:    loop.kernel [p0 = 8, p1 = 16] {
// CHECK:         }
// CHECK-NEXT:    %[[T:.*]] = loop.view %[[Y]] offset 0 : !loop.buffer<[8, 16], f32> -> !loop.buffer<[16, 8], f32, [1, 16]>
// CHECK-NEXT:    func.return %[[Y]], %[[T]]
func.func @return_transpose(%x: !prim.tensor<[8, 16], f32>) -> (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 8], f32> {tc.stride_order = array<i64: 1, 0>}) {
  %y = prim.exp %x : !prim.tensor<[8, 16], f32>
  %t = prim.transpose %y perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
  func.return %y, %t : !prim.tensor<[8, 16], f32>, !prim.tensor<[16, 8], f32>
}

// A slice gives an offset; the unit dim of expand_dims takes no part in the layout.
// CHECK-LABEL: func.func @return_slice(
// CHECK:         %[[S:.*]] = loop.view %{{.*}} offset 32 : !loop.buffer<[8, 16], f32> -> !loop.buffer<[1, 4, 16], f32>
// CHECK-NEXT:    func.return %[[S]]
func.func @return_slice(%x: !prim.tensor<[8, 16], f32>) -> !prim.tensor<[1, 4, 16], f32> {
  %y = prim.exp %x : !prim.tensor<[8, 16], f32>
  %s = prim.slice %y start [2, 0] limit [6, 16] strides [1, 1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[4, 16], f32>
  %e = prim.expand_dims %s dims [0] : !prim.tensor<[4, 16], f32> -> !prim.tensor<[1, 4, 16], f32>
  func.return %e : !prim.tensor<[1, 4, 16], f32>
}

// Constant padding is one kernel over the result: a load masked to the input's extent, the
// padding value elsewhere; a negative amount (the -1 cropping dim 1 on the left) only shifts.
// CHECK-LABEL: func.func @pad(
// CHECK: loop.kernel [p0 = 4, p1 = 6] {
// CHECK-NEXT: %[[I:.*]] = loop.index p0 : i64
// CHECK-NEXT: %[[N:.*]] = loop.index 3 : i64
// CHECK-NEXT: %[[IN0:.*]] = arith.cmpi slt, %[[I]], %[[N]] : i64
// CHECK: %[[IN1:.*]] = arith.cmpi slt
// CHECK-NEXT: %[[IN:.*]] = arith.andi %[[IN0]], %[[IN1]] : i1
// CHECK-NEXT: %[[V:.*]] = loop.load %{{.*}}["5*p0 + p1 + 1"] mask %[[IN]] other 1.500000e+00 : bf16
// CHECK-NEXT: loop.store %{{.*}}["6*p0 + p1"], %[[V]] : bf16
func.func @pad(%x: !prim.tensor<[3, 5], bf16>) -> !prim.tensor<[4, 6], bf16> {
  %y = prim.pad %x low [0, -1] high [1, 2] value 1.500000e+00 : !prim.tensor<[3, 5], bf16> -> !prim.tensor<[4, 6], bf16>
  func.return %y : !prim.tensor<[4, 6], bf16>
}

// Ints over sizes: an iota from `s0` indexes from it; a fill or a start that may be negative
// (`s0 - 2`, `3 - s0`) subtracts its negative terms, as index expressions are nonnegative.
// CHECK-LABEL: func.func @symbolic_scalars(
// CHECK: loop.kernel [p0 = s1] {
// CHECK-NEXT: %[[A:.*]] = loop.index "p0 + s0" : i64
// CHECK-NEXT: loop.store %{{.*}}[p0], %[[A]] : i64
// CHECK: loop.kernel [p0 = s1] {
// CHECK-NEXT: %[[S:.*]] = loop.index s0 : i64
// CHECK-NEXT: %[[TWO:.*]] = arith.constant 2 : i64
// CHECK-NEXT: %[[V:.*]] = arith.subi %[[S]], %[[TWO]] : i64
// CHECK-NEXT: %[[F:.*]] = arith.sitofp %[[V]] : i64 to f32
// CHECK-NEXT: loop.store %{{.*}}[p0], %[[F]] : f32
// CHECK: loop.kernel [p0 = s1] {
// CHECK: %[[THREE:.*]] = arith.constant 3 : i64
// CHECK-NEXT: %[[S2:.*]] = loop.index s0 : i64
// CHECK-NEXT: %[[START:.*]] = arith.subi %[[THREE]], %[[S2]] : i64
// CHECK-NEXT: arith.addi %{{.*}}, %[[START]] : i64
func.func @symbolic_scalars() -> (!prim.tensor<[s1], i64>, !prim.tensor<[s1], f32>, !prim.tensor<[s1], i64>) {
  %a = prim.iota {start = #sym.expr<"s0">, step = 1 : i64} : !prim.tensor<[s1], i64>
  %f = prim.full "s0 - 2" : !prim.tensor<[s1], f32>
  %n = prim.iota {start = #sym.expr<"3 - s0">, step = 1 : i64} : !prim.tensor<[s1], i64>
  func.return %a, %f, %n : !prim.tensor<[s1], i64>, !prim.tensor<[s1], f32>, !prim.tensor<[s1], i64>
}

// signbit reads the sign bit (-0.0 and negative NaNs set it): f32 and f64 through their bits,
// 16-bit floats widened to f32 first.
// CHECK-LABEL: func.func @signbit(
// CHECK: %[[V:.*]] = loop.load %{{.*}}[p0] : f32
// CHECK-NEXT: %[[B:.*]] = arith.bitcast %[[V]] : f32 to i32
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: arith.cmpi slt, %[[B]], %[[Z]] : i32
// CHECK: %[[H:.*]] = loop.load %{{.*}}[p0] : bf16
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[H]] : bf16 to f32
// CHECK-NEXT: arith.bitcast %[[W]] : f32 to i32
// CHECK: %[[D:.*]] = loop.load %{{.*}}[p0] : f64
// CHECK-NEXT: arith.bitcast %[[D]] : f64 to i64
func.func @signbit(%x: !prim.tensor<[8], f32>, %h: !prim.tensor<[8], bf16>, %d: !prim.tensor<[8], f64>) -> (!prim.tensor<[8], i1>, !prim.tensor<[8], i1>, !prim.tensor<[8], i1>) {
  %a = prim.signbit %x : !prim.tensor<[8], f32> -> !prim.tensor<[8], i1>
  %b = prim.signbit %h : !prim.tensor<[8], bf16> -> !prim.tensor<[8], i1>
  %c = prim.signbit %d : !prim.tensor<[8], f64> -> !prim.tensor<[8], i1>
  func.return %a, %b, %c : !prim.tensor<[8], i1>, !prim.tensor<[8], i1>, !prim.tensor<[8], i1>
}

// An autograd.Function's outputs passed through tcompile.function_grad (for prim-autodiff,
// which gives them the Function's own backward) are the outputs themselves: no call, no copy.
// CHECK-LABEL: func.func @function_grad
// CHECK-NOT:     loop.extern
// CHECK:         math.tanh
// CHECK-NOT:     loop.extern
// CHECK:         func.return
func.func @function_grad(%x: !prim.tensor<[4], f32> {tc.requires_grad}) -> !prim.tensor<[4], f32> {
  %c = prim.convert_element_type %x {tc.non_differentiable} : !prim.tensor<[4], f32> -> !prim.tensor<[4], f32>
  %t = prim.tanh %c : !prim.tensor<[4], f32>
  %y = prim.extern "tcompile.function_grad" %x, %t {key = 0 : i64, tc.lists = array<i64: 1, 1>} : (!prim.tensor<[4], f32>, !prim.tensor<[4], f32>) -> !prim.tensor<[4], f32>
  func.return %y : !prim.tensor<[4], f32>
}

// RUN: tc-opt %s --pass-pipeline loop-mark-internal | filecheck %s

// %max and %t are written and read inside the group only; %out is returned.
// CHECK-LABEL: func.func @internal(
// CHECK-NEXT:    %[[MAX:.*]] = loop.alloc internal : !loop.buffer<[64], f32>
// CHECK-NEXT:    %[[T:.*]] = loop.alloc internal : !loop.buffer<[64, 128], f32>
// CHECK-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[64, 128], f32>
func.func @internal(%x: !loop.buffer<[64, 128], f32>) -> !loop.buffer<[64, 128], f32> {
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
    loop.kernel [p0 = 64, p1 = 128] {
      %v = loop.load %t["128*p0 + p1"] : f32
      %e = math.exp %v : f32
      loop.store %out["128*p0 + p1"], %e : f32
    }
  }
  func.return %out : !loop.buffer<[64, 128], f32>
}

// Buffers that escape the group stay in memory: read by a kernel outside it (%a), by an
// extern (%b), in another group (%c), or never read at all (%d).
// CHECK-LABEL: func.func @escaping(
// CHECK-NEXT:    loop.alloc : !loop.buffer<[16], f32>
// CHECK-NEXT:    loop.alloc : !loop.buffer<[16], f32>
// CHECK-NEXT:    loop.alloc : !loop.buffer<[16], f32>
// CHECK-NEXT:    loop.alloc : !loop.buffer<[16], f32>
// CHECK-NOT:     internal
// CHECK:         func.return
func.func @escaping(%x: !loop.buffer<[16], f32>, %y: !loop.buffer<[16], f32>) {
  %a = loop.alloc : !loop.buffer<[16], f32>
  %b = loop.alloc : !loop.buffer<[16], f32>
  %c = loop.alloc : !loop.buffer<[16], f32>
  %d = loop.alloc : !loop.buffer<[16], f32>
  loop.fused {
    loop.kernel [p0 = 16] {
      %v = loop.load %x[p0] : f32
      loop.store %a[p0], %v : f32
      loop.store %b[p0], %v : f32
      loop.store %c[p0], %v : f32
      loop.store %d[p0], %v : f32
    }
    loop.kernel [p0 = 16] {
      %v = loop.load %a[p0] : f32
      %w = loop.load %b[p0] : f32
      %s = arith.addf %v, %w : f32
      loop.store %y[p0], %s : f32
    }
  }
  loop.kernel [p0 = 16] {
    %v = loop.load %a[p0] : f32
    loop.store %x[p0], %v : f32
  }
  loop.extern "aten.neg" ins(%b : !loop.buffer<[16], f32>) outs(%x : !loop.buffer<[16], f32>)
  loop.fused {
    loop.kernel [p0 = 16] {
      %v = loop.load %c[p0] : f32
      loop.store %y[p0], %v : f32
    }
  }
  func.return
}

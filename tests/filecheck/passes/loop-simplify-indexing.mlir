// RUN: tc-opt %s --pass-pipeline loop-simplify-indexing | filecheck %s

// A reshape [8, 4096] -> [32768] -> [8, 4096] folded into the index collapses to the plain
// row-major index; FloorDiv of a variable by more than its extent is 0.
// CHECK-LABEL: func.func @reshape_roundtrip(
// CHECK:         loop.kernel [p0 = 8, p1 = 4096] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}["4096*p0 + p1"] : f32
// CHECK-NEXT:      %{{.*}} = loop.index 0 : i64
// CHECK-NEXT:      loop.store %{{.*}}["4096*p0 + p1"], %[[V]] : f32
func.func @reshape_roundtrip(%x: !loop.buffer<[8, 4096], f32>, %y: !loop.buffer<[8, 4096], f32>) {
  loop.kernel [p0 = 8, p1 = 4096] {
    %v = loop.load %x["4096*FloorDiv(4096*p0 + p1, 4096) + ModularIndexing(4096*p0 + p1, 1, 4096)"] : f32
    %i = loop.index "FloorDiv(p1, 4096)" : i64
    loop.store %y["ModularIndexing(4096*p0 + p1, 1, 32768)"], %v : f32
  }
  func.return
}

// A flat kernel over a 2-D buffer: the FloorDiv/ModularIndexing pair recombines into p0,
// also with a symbolic extent; reduction ranges bound r0.
// CHECK-LABEL: func.func @recombine(
// CHECK:         loop.kernel [p0 = "4096*s0"] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %{{.*}}[p0] : f32
// CHECK-NEXT:      loop.store %{{.*}}[p0], %[[V]] : f32
// CHECK:         loop.kernel [p0 = s0] reduce [r0 = 4096] {
// CHECK-NEXT:      %{{.*}} = loop.load %{{.*}}["4096*p0 + r0"] : f32
func.func @recombine(%x: !loop.buffer<[s0, 4096], f32>, %y: !loop.buffer<[s0, 4096], f32>,
                     %s: !loop.buffer<[s0], f32>) {
  loop.kernel [p0 = "4096*s0"] {
    %v = loop.load %x["4096*FloorDiv(p0, 4096) + ModularIndexing(p0, 1, 4096)"] : f32
    loop.store %y[p0], %v : f32
  }
  loop.kernel [p0 = s0] reduce [r0 = 4096] {
    %v = loop.load %y["4096*p0 + ModularIndexing(r0, 1, 4096)"] : f32
    %r = loop.reduce sum %v : f32
    loop.store %s[p0], %r : f32
  }
  func.return
}

// What the ranges do not prove stays: p0 reaches 8192, past 4096*2.
// CHECK-LABEL: func.func @kept(
// CHECK:         loop.load %{{.*}}["ModularIndexing(p0, 4096, 2)"] : f32
// CHECK:         loop.store %{{.*}}["FloorDiv(p0, 4096)"]
func.func @kept(%x: !loop.buffer<[8192], f32>, %y: !loop.buffer<[8192], f32>) {
  loop.kernel [p0 = 16384] {
    %v = loop.load %x["ModularIndexing(p0, 4096, 2)"] : f32
    loop.store %y["ModularIndexing(p0, 4096, 4)"], %v : f32
  }
  func.return
}

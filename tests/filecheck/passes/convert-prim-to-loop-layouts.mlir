// RUN: tc-opt %s --pass-pipeline convert-prim-to-loop | filecheck %s

// Result layouts (`tc.stride_order`, `tc.non_dense`: the layout eager gives each result)
// become the result buffer types; the attributes are gone once lowered.

// The op computing a result laid out in another order allocates its dims in that order and
// loops in it, so that it reads the permuted input and writes contiguously; the caller gets
// a view with the permuted strides.
// CHECK-LABEL: func.func @permuted(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[3, 4, s0], f32>) -> !loop.buffer<[s0, 3, 4], f32, [1, "4*s0", s0]> {
// CHECK-NEXT:    %[[BUF:.*]] = loop.alloc : !loop.buffer<[3, 4, s0], f32>
// CHECK-NEXT:    loop.kernel [p0 = 3, p1 = 4, p2 = s0] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %[[X]]["4*p0*s0 + p1*s0 + p2"] : f32
// CHECK-NEXT:      %[[E:.*]] = math.exp %[[V]] : f32
// CHECK-NEXT:      loop.store %[[BUF]]["4*p0*s0 + p1*s0 + p2"], %[[E]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[OUT:.*]] = loop.view %[[BUF]] offset 0 : !loop.buffer<[3, 4, s0], f32> -> !loop.buffer<[s0, 3, 4], f32, [1, "4*s0", s0]>
// CHECK-NEXT:    func.return %[[OUT]]
// CHECK-NOT:   tc.stride_order
func.func @permuted(%x: !prim.tensor<[3, 4, s0], f32>) -> (!prim.tensor<[s0, 3, 4], f32> {tc.stride_order = array<i64: 1, 2, 0>}) {
  %t = prim.transpose %x perm [2, 0, 1] : !prim.tensor<[3, 4, s0], f32> -> !prim.tensor<[s0, 3, 4], f32>
  %y = prim.exp %t : !prim.tensor<[s0, 3, 4], f32>
  func.return %y : !prim.tensor<[s0, 3, 4], f32>
}

// Without an attribute a result is row-major: a transposed view is copied (value semantics
// made the `contiguous` before the return a no-op)...
// CHECK-LABEL: func.func @row_major(
// CHECK-SAME:      -> !loop.buffer<[16, 8], f32> {
// CHECK:         %[[Y:.*]] = loop.alloc : !loop.buffer<[8, 16], f32>
// CHECK:         %[[OUT:.*]] = loop.alloc : !loop.buffer<[16, 8], f32>
// CHECK-NEXT:    loop.kernel [p0 = 16, p1 = 8] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %[[Y]]["p0 + 16*p1"] : f32
// CHECK-NEXT:      loop.store %[[OUT]]["8*p0 + p1"], %[[V]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[OUT]]
func.func @row_major(%x: !prim.tensor<[8, 16], f32>) -> !prim.tensor<[16, 8], f32> {
  %y = prim.exp %x : !prim.tensor<[8, 16], f32>
  %t = prim.transpose %y perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
  func.return %t : !prim.tensor<[16, 8], f32>
}

// ... while one whose layout the view already has is returned as that view.
// CHECK-LABEL: func.func @view_as_eager(
// CHECK-SAME:      -> !loop.buffer<[16, 8], f32, [1, 16]> {
// CHECK:         %[[OUT:.*]] = loop.view %{{.*}} offset 0 : !loop.buffer<[8, 16], f32> -> !loop.buffer<[16, 8], f32, [1, 16]>
// CHECK-NEXT:    func.return %[[OUT]]
func.func @view_as_eager(%x: !prim.tensor<[8, 16], f32>) -> (!prim.tensor<[16, 8], f32> {tc.stride_order = array<i64: 1, 0>}) {
  %y = prim.exp %x : !prim.tensor<[8, 16], f32>
  %t = prim.transpose %y perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
  func.return %t : !prim.tensor<[16, 8], f32>
}

// A result that is not dense in eager (here a slice with gaps) is returned as computed.
// CHECK-LABEL: func.func @non_dense(
// CHECK-SAME:      -> !loop.buffer<[8, 4], f32, [16, 1]> {
// CHECK:         %[[OUT:.*]] = loop.view %{{.*}} offset 0 : !loop.buffer<[8, 16], f32> -> !loop.buffer<[8, 4], f32, [16, 1]>
// CHECK-NEXT:    func.return %[[OUT]]
// CHECK-NOT:   tc.non_dense
func.func @non_dense(%x: !prim.tensor<[8, 16], f32>) -> (!prim.tensor<[8, 4], f32> {tc.non_dense}) {
  %y = prim.exp %x : !prim.tensor<[8, 16], f32>
  %s = prim.slice %y start [0, 0] limit [8, 4] strides [1, 1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 4], f32>
  func.return %s : !prim.tensor<[8, 4], f32>
}

// One value returned channels-last and row-major: computed channels-last, copied once.
// CHECK-LABEL: func.func @two_layouts(
// CHECK-SAME:      %[[X:.*]]: !loop.buffer<[2, 3, 4, 5], f32>) -> (!loop.buffer<[2, 3, 4, 5], f32, [60, 1, 15, 3]>, !loop.buffer<[2, 3, 4, 5], f32>) {
// CHECK-NEXT:    %[[BUF:.*]] = loop.alloc : !loop.buffer<[2, 4, 5, 3], f32>
// CHECK-NEXT:    loop.kernel [p0 = 2, p1 = 4, p2 = 5, p3 = 3] {
// CHECK-NEXT:      %[[V:.*]] = loop.load %[[X]]["60*p0 + 5*p1 + p2 + 20*p3"] : f32
// CHECK-NEXT:      %[[N:.*]] = arith.negf %[[V]] : f32
// CHECK-NEXT:      loop.store %[[BUF]]["60*p0 + 15*p1 + 3*p2 + p3"], %[[N]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[CL:.*]] = loop.view %[[BUF]] offset 0 : !loop.buffer<[2, 4, 5, 3], f32> -> !loop.buffer<[2, 3, 4, 5], f32, [60, 1, 15, 3]>
// CHECK-NEXT:    %[[ROW:.*]] = loop.alloc : !loop.buffer<[2, 3, 4, 5], f32>
// CHECK-NEXT:    loop.kernel [p0 = 2, p1 = 3, p2 = 4, p3 = 5] {
// CHECK-NEXT:      %[[W:.*]] = loop.load %[[BUF]]["60*p0 + p1 + 15*p2 + 3*p3"] : f32
// CHECK-NEXT:      loop.store %[[ROW]]["60*p0 + 20*p1 + 5*p2 + p3"], %[[W]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[CL]], %[[ROW]]
func.func @two_layouts(%x: !prim.tensor<[2, 3, 4, 5], f32>) -> (!prim.tensor<[2, 3, 4, 5], f32> {tc.stride_order = array<i64: 0, 2, 3, 1>}, !prim.tensor<[2, 3, 4, 5], f32>) {
  %y = prim.neg %x : !prim.tensor<[2, 3, 4, 5], f32>
  func.return %y, %y : !prim.tensor<[2, 3, 4, 5], f32>, !prim.tensor<[2, 3, 4, 5], f32>
}

// A training forward's saved values (`tc.saved`, the last results) are returned as computed:
// the transposed view of %y and the two halves of %z, views covering their buffers, need no
// copy; the backward is told their strides. A quarter of %w alone would keep all of it alive:
// it is copied.
// CHECK-LABEL: func.func @saved(
// CHECK-SAME:      -> (!loop.buffer<[8, 16], f32>, !loop.buffer<[16, 8], f32, [1, 16]>, !loop.buffer<[8, 8], f32, [16, 1]>, !loop.buffer<[8, 8], f32, [16, 1]>, !loop.buffer<[8, 4], f32>)
// CHECK-SAME:      attributes {tc.saved = 4 : i64}
func.func @saved(%x: !prim.tensor<[8, 16], f32>) -> (!prim.tensor<[8, 16], f32>, !prim.tensor<[16, 8], f32>, !prim.tensor<[8, 8], f32>, !prim.tensor<[8, 8], f32>, !prim.tensor<[8, 4], f32>) attributes {tc.saved = 4 : i64} {
  %y = prim.exp %x : !prim.tensor<[8, 16], f32>
  %t = prim.transpose %y perm [1, 0] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[16, 8], f32>
  %z = prim.neg %x : !prim.tensor<[8, 16], f32>
  %z0 = prim.slice %z start [0, 0] limit [8, 8] strides [1, 1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 8], f32>
  %z1 = prim.slice %z start [0, 8] limit [8, 16] strides [1, 1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 8], f32>
  %w = prim.abs %x : !prim.tensor<[8, 16], f32>
  %w0 = prim.slice %w start [0, 0] limit [8, 4] strides [1, 1] : !prim.tensor<[8, 16], f32> -> !prim.tensor<[8, 4], f32>
  func.return %y, %t, %z0, %z1, %w0 : !prim.tensor<[8, 16], f32>, !prim.tensor<[16, 8], f32>, !prim.tensor<[8, 8], f32>, !prim.tensor<[8, 8], f32>, !prim.tensor<[8, 4], f32>
}

// A backward's argument that its forward saved as a view comes with its strides (`tc.strides`).
// CHECK-LABEL: func.func @saved_view_argument(
// CHECK-SAME:      %[[A:.*]]: !loop.buffer<[8, 8], f32, [16, 1]>
// CHECK:           loop.load %[[A]]["16*p0 + p1"] : f32
func.func @saved_view_argument(%a: !prim.tensor<[8, 8], f32> {tc.strides = array<i64: 16, 1>}) -> !prim.tensor<[8, 8], f32> {
  %y = prim.exp %a : !prim.tensor<[8, 8], f32>
  func.return %y : !prim.tensor<[8, 8], f32>
}

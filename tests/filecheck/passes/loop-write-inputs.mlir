// RUN: tc-opt %s --pass-pipeline loop-write-inputs | filecheck %s

// An update in place (`p.sub_(g)`): the kernel stores into %p and returns it.
// CHECK-LABEL: func.func @update(
// CHECK-NOT:     loop.alloc
// CHECK:         loop.store %p[p0], %{{.*}} : f32
// CHECK:         func.return %p : !loop.buffer<[64], f32>
func.func @update(%p: !loop.buffer<[64], f32>, %g: !loop.buffer<[64], f32>)
    -> (!loop.buffer<[64], f32> {tc.new_value_of = 0 : i64}) {
  %new = loop.alloc : !loop.buffer<[64], f32>
  loop.kernel [p0 = 64] {
    %a = loop.load %p[p0] : f32
    %b = loop.load %g[p0] : f32
    %c = arith.subf %a, %b : f32
    loop.store %new[p0], %c : f32
  }
  func.return %new : !loop.buffer<[64], f32>
}

// A fused group: the step counter is written in place before the update reads its new
// value; the parameter is read at the index the update stores.
// CHECK-LABEL: func.func @adam_like(
// CHECK-NOT:     loop.alloc
// CHECK:         loop.store %step[0]
// CHECK:         loop.load %step[0]
// CHECK:         loop.store %p["8*p0 + p1"]
// CHECK:         func.return %step, %p :
func.func @adam_like(%p: !loop.buffer<[4, 8], f32>, %g: !loop.buffer<[4, 8], f32>,
                     %step: !loop.buffer<[], f32>)
    -> (!loop.buffer<[], f32> {tc.new_value_of = 2 : i64},
        !loop.buffer<[4, 8], f32> {tc.new_value_of = 0 : i64}) {
  %s = loop.alloc : !loop.buffer<[], f32>
  loop.kernel [] {
    %one = arith.constant 1.000000e+00 : f32
    %v = loop.load %step[0] : f32
    %w = arith.addf %v, %one : f32
    loop.store %s[0], %w : f32
  }
  %new = loop.alloc : !loop.buffer<[4, 8], f32>
  loop.fused {
    loop.kernel [p0 = 4, p1 = 8] {
      %a = loop.load %p["8*p0 + p1"] : f32
      %b = loop.load %g["8*p0 + p1"] : f32
      %t = loop.load %s[0] : f32
      %d = arith.mulf %b, %t : f32
      %c = arith.subf %a, %d : f32
      loop.store %new["8*p0 + p1"], %c : f32
    }
  }
  func.return %s, %new : !loop.buffer<[], f32>, !loop.buffer<[4, 8], f32>
}

// SGD with momentum and weight decay: the parameter is read by the momentum's kernel and
// again by the update's, which follows it in the group over the same ranges: in place.
// A group whose later kernel reads the input after the store: not in place.
// CHECK-LABEL: func.func @sgd_like(
// CHECK-NOT:     loop.alloc
// CHECK:         loop.store %buf[p0]
// CHECK:         loop.store %p[p0]
// CHECK:         func.return %buf, %p :
func.func @sgd_like(%p: !loop.buffer<[64], f32>, %g: !loop.buffer<[64], f32>,
                    %buf: !loop.buffer<[64], f32>)
    -> (!loop.buffer<[64], f32> {tc.new_value_of = 2 : i64},
        !loop.buffer<[64], f32> {tc.new_value_of = 0 : i64}) {
  %new = loop.alloc : !loop.buffer<[64], f32>
  loop.fused {
    loop.kernel [p0 = 64] {
      %a = loop.load %p[p0] : f32
      %b = loop.load %g[p0] : f32
      %m = loop.load %buf[p0] : f32
      %d = arith.addf %a, %b : f32
      %e = arith.addf %d, %m : f32
      loop.store %buf[p0], %e : f32
    }
    loop.kernel [p0 = 64] {
      %a = loop.load %p[p0] : f32
      %m = loop.load %buf[p0] : f32
      %c = arith.subf %a, %m : f32
      loop.store %new[p0], %c : f32
    }
  }
  func.return %buf, %new : !loop.buffer<[64], f32>, !loop.buffer<[64], f32>
}

// CHECK-LABEL: func.func @read_after_in_group(
// CHECK:         %new = loop.alloc
// CHECK:         func.return %new, %out :
func.func @read_after_in_group(%p: !loop.buffer<[64], f32>)
    -> (!loop.buffer<[64], f32> {tc.new_value_of = 0 : i64}, !loop.buffer<[64], f32>) {
  %new = loop.alloc : !loop.buffer<[64], f32>
  %out = loop.alloc : !loop.buffer<[64], f32>
  loop.fused {
    loop.kernel [p0 = 64] {
      %a = loop.load %p[p0] : f32
      %c = arith.addf %a, %a : f32
      loop.store %new[p0], %c : f32
    }
    loop.kernel [p0 = 64] {
      %a = loop.load %p[p0] : f32
      loop.store %out[p0], %a : f32
    }
  }
  func.return %new, %out : !loop.buffer<[64], f32>, !loop.buffer<[64], f32>
}

// Not in place: the input is read at another index (a shift), read again by a later
// kernel, or the result is a transpose of it.
// CHECK-LABEL: func.func @unsafe(
// CHECK-COUNT-3: loop.alloc
// CHECK:         func.return %new1, %new2, %new3 :
func.func @unsafe(%x: !loop.buffer<[64], f32>, %y: !loop.buffer<[64], f32>,
                  %z: !loop.buffer<[8, 8], f32>)
    -> (!loop.buffer<[64], f32> {tc.new_value_of = 0 : i64},
        !loop.buffer<[64], f32> {tc.new_value_of = 1 : i64},
        !loop.buffer<[8, 8], f32> {tc.new_value_of = 2 : i64}) {
  %new1 = loop.alloc : !loop.buffer<[64], f32>
  loop.kernel [p0 = 64] {
    %a = loop.load %x["63 - p0"] : f32
    loop.store %new1[p0], %a : f32
  }
  %new2 = loop.alloc : !loop.buffer<[64], f32>
  loop.kernel [p0 = 64] {
    %a = loop.load %y[p0] : f32
    %b = arith.addf %a, %a : f32
    loop.store %new2[p0], %b : f32
  }
  %later = loop.alloc : !loop.buffer<[64], f32>
  loop.kernel [p0 = 64] {
    %a = loop.load %y[p0] : f32
    loop.store %later[p0], %a : f32
  }
  %new3 = loop.alloc : !loop.buffer<[8, 8], f32>
  loop.kernel [p0 = 8, p1 = 8] {
    %a = loop.load %z["8*p1 + p0"] : f32
    loop.store %new3["8*p0 + p1"], %a : f32
  }
  func.return %new1, %new2, %new3 : !loop.buffer<[64], f32>, !loop.buffer<[64], f32>, !loop.buffer<[8, 8], f32>
}

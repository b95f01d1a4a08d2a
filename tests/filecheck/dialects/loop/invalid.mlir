// RUN: tc-opt %s --split-input-file --verify-diagnostics | filecheck %s

// CHECK: index '64*p0 + q' uses q, which the enclosing loop.kernel does not define
func.func @stray_symbol(%x: !loop.buffer<[8, 64], f32>) {
  loop.kernel [p0 = 8] {
    %v = loop.load %x["64*p0 + q"] : f32
    loop.store %x[p0], %v : f32
  }
  func.return
}

// -----

// CHECK: index 'i0' uses i0, which the enclosing loop.kernel does not define
func.func @indirect_symbol_without_operand(%x: !loop.buffer<[8], f32>) {
  loop.kernel [p0 = 8] {
    %v = loop.load %x[i0] : f32
    loop.store %x[p0], %v : f32
  }
  func.return
}

// -----

// CHECK: 'loop.load': result type f16 differs from the buffer's element type f32
func.func @load_type(%x: !loop.buffer<[8], f32>) {
  loop.kernel [p0 = 8] {
    %v = loop.load %x[p0] : f16
  }
  func.return
}

// -----

// CHECK: 'loop.store': value type i64 differs from the buffer's element type f32
func.func @store_type(%x: !loop.buffer<[8], f32>) {
  loop.kernel [p0 = 8] {
    %i = loop.index p0 : i64
    loop.store %x[p0], %i : i64
  }
  func.return
}

// -----

// CHECK: 'loop.load': `other` has type f64, the load f32
func.func @other_type(%x: !loop.buffer<[8], f32>, %m: i1) {
  loop.kernel [p0 = 8] {
    %v = "loop.load"(%x, %m) <{index = #sym.expr<"p0">, other = 0.0 : f64, operandSegmentSizes = array<i32: 1, 0, 1>}> : (!loop.buffer<[8], f32>, i1) -> f32
  }
  func.return
}

// -----

// CHECK: 'loop.load' expects parent op 'loop.kernel'
func.func @load_outside_kernel(%x: !loop.buffer<[8], f32>) {
  %v = loop.load %x[0] : f32
  func.return
}

// -----

// CHECK: 'loop.reduce' must be in a reduction kernel
func.func @reduce_in_pointwise(%x: !loop.buffer<[8], f32>) {
  loop.kernel [p0 = 8] {
    %v = loop.load %x[p0] : f32
    %s = loop.reduce sum %v : f32
  }
  func.return
}

// -----

// CHECK: 'loop.reduce' welford takes 1 operand(s) and gives 3 result(s), got 1 and 1
func.func @welford_results(%x: !loop.buffer<[8], f32>) {
  loop.kernel [p0 = 1] reduce [r0 = 8] {
    %v = loop.load %x[r0] : f32
    %s = "loop.reduce"(%v) <{kind = "welford"}> : (f32) -> f32
  }
  func.return
}

// -----

// CHECK: 'loop.reduce' welford_combine reduces floats
func.func @welford_combine_ints(%x: !loop.buffer<[8], f32>, %n: !loop.buffer<[8], i64>) {
  loop.kernel [p0 = 1] reduce [r0 = 8] {
    %v = loop.load %x[r0] : f32
    %w = loop.load %n[r0] : i64
    %r:3 = "loop.reduce"(%v, %v, %w) <{kind = "welford_combine"}> : (f32, f32, i64) -> (f32, f32, f32)
  }
  func.return
}

// -----

// CHECK: 'loop.reduce': unknown kind 'mean'
func.func @reduce_kind(%x: !loop.buffer<[8], f32>) {
  loop.kernel [p0 = 1] reduce [r0 = 8] {
    %v = loop.load %x[r0] : f32
    %s = "loop.reduce"(%v) <{kind = "mean"}> : (f32) -> f32
  }
  func.return
}

// -----

// CHECK: 'loop.store' of a reduction result must not index with reduction variables (r0)
func.func @store_after_reduce(%x: !loop.buffer<[8], f32>) {
  loop.kernel [p0 = 1] reduce [r0 = 8] {
    %v = loop.load %x[r0] : f32
    %s = loop.reduce sum %v : f32
    loop.store %x[r0], %s : f32
  }
  func.return
}

// -----

// CHECK: 'loop.kernel': ranges must be named p0, p1 in order, got p1, p0
func.func @range_names(%x: !loop.buffer<[8, 8], f32>) {
  loop.kernel [p1 = 8, p0 = 8] {
  }
  func.return
}

// -----

// CHECK: 'loop.kernel' expects parent op to be one of 'func.func', 'loop.fused', 'loop.combo'
func.func @nested_kernel(%x: !loop.buffer<[8], f32>) {
  loop.kernel [p0 = 8] {
    loop.kernel [p0 = 8] {
    }
  }
  func.return
}

// -----

// CHECK: 'loop.fused' may only hold loop.kernel ops, got arith.constant
func.func @fused_constant() {
  loop.fused {
    %c = arith.constant 1.0 : f32
  }
  func.return
}

// -----

// CHECK: 'loop.combo' members are pointwise (a reduction's rows need a launch of their own)
func.func @combo_reduction(%x: !loop.buffer<[8, 8], f32>, %y: !loop.buffer<[8], f32>) {
  loop.combo {
    loop.kernel [p0 = 8] reduce [r0 = 8] {
      %v = loop.load %x["8*p0 + r0"] : f32
      %s = loop.reduce sum %v : f32
      loop.store %y[p0], %s : f32
    }
  }
  func.return
}

// -----

// CHECK: 'loop.combo' may only hold loop.kernel and loop.fused ops, got arith.constant
func.func @combo_constant() {
  loop.combo {
    %c = arith.constant 1.0 : f32
  }
  func.return
}

// -----

// CHECK: loop.buffer: contiguous strides must be left out
func.func @contiguous_strides(%x: !loop.buffer<[8, 4], f32, [4, 1]>) {
  func.return
}

// -----

// CHECK: 'loop.view': element type f16 differs from the source's f32
func.func @view_dtype(%x: !loop.buffer<[8], f32>) {
  %v = loop.view %x offset 0 : !loop.buffer<[8], f32> -> !loop.buffer<[8], f16>
  func.return
}

// -----

// CHECK: 'loop.extern' aten.mm: needs an output buffer
func.func @extern_no_outs(%x: !loop.buffer<[8], f32>) {
  "loop.extern"(%x) <{callee = "aten.mm", operandSegmentSizes = array<i32: 1, 0>}> : (!loop.buffer<[8], f32>) -> ()
  func.return
}

// -----

// CHECK: 'loop.random': bits = 24 must be in [1, 11] for f16
func.func @random_bits(%seed: !loop.buffer<[], i64>, %u: !loop.buffer<[4], f16>) {
  loop.kernel [p0 = 4] {
    %s = loop.load %seed[0] : i64
    %i = loop.index p0 : i64
    %a = loop.random uniform %s, %i {bits = 24} : f16
    loop.store %u[p0], %a : f16
  }
  func.return
}

// -----

// CHECK: 'loop.gemm' epilogue must be a pointwise kernel
func.func @gemm_reduction_epilogue(%a: !loop.buffer<[8, 4], bf16>, %b: !loop.buffer<[4, 8], bf16>, %o: !loop.buffer<[8], f32>) {
  %c = loop.alloc : !loop.buffer<[8, 8], bf16>
  loop.gemm {
    loop.extern "aten.mm" ins(%a, %b : !loop.buffer<[8, 4], bf16>, !loop.buffer<[4, 8], bf16>) outs(%c : !loop.buffer<[8, 8], bf16>)
    loop.kernel [p0 = 8] reduce [r0 = 8] {
      %v = loop.load %c["8*p0 + r0"] : bf16
      %f = arith.extf %v : bf16 to f32
      %s = loop.reduce sum %f : f32
      loop.store %o[p0], %s : f32
    }
  }
  func.return
}

// -----

// CHECK: 'loop.gemm' product must be one of aten.mm, aten.addmm with one result, got aten.bmm
func.func @gemm_not_a_gemm(%a: !loop.buffer<[2, 8, 4], bf16>, %b: !loop.buffer<[2, 4, 8], bf16>, %o: !loop.buffer<[128], bf16>) {
  %c = loop.alloc : !loop.buffer<[2, 8, 8], bf16>
  loop.gemm {
    loop.extern "aten.bmm" ins(%a, %b : !loop.buffer<[2, 8, 4], bf16>, !loop.buffer<[2, 4, 8], bf16>) outs(%c : !loop.buffer<[2, 8, 8], bf16>)
    loop.kernel [p0 = 128] {
      %v = loop.load %c[p0] : bf16
      loop.store %o[p0], %v : bf16
    }
  }
  func.return
}

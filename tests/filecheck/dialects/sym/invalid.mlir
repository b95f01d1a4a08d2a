// RUN: tc-opt %s --split-input-file --parsing-diagnostics | filecheck %s

// CHECK: malformed index expression '4096*'
"test.op"() {a = #sym.expr<"4096*">} : () -> ()

// -----

// CHECK: is not an integer expression
"test.op"() {a = #sym.expr<"p0 / 2">} : () -> ()

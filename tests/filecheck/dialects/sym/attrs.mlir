// RUN: TC_ROUNDTRIP | filecheck %s
// RUN: TC_GENERIC_ROUNDTRIP | filecheck %s

// Expressions print in one canonical order, so equal expressions give equal text.
// A CeilDiv by a constant is written as the FloorDiv torch gives sizes: CeilDiv(s0, 128) = FloorDiv(s0 + 127, 128).
// CHECK: "test.op"() {a = #sym.expr<"4096*p0 + r0">, b = #sym.expr<"256*FloorDiv(p0, 4) + ModularIndexing(p1, 1, 256)">, c = #sym.expr<"s0">, d = #sym.expr<"FloorDiv(s0 + 127, 128)">, e = #sym.expr<"CeilDiv(s0, s1)">} : () -> ()
"test.op"() {a = #sym.expr<"r0 + 4096*p0">, b = #sym.expr<"ModularIndexing(p1, 1, 256) + 256*FloorDiv(p0, 4)">, c = #sym.expr<"s0">, d = #sym.expr<"CeilDiv(s0, 128)">, e = #sym.expr<"CeilDiv(s0, s1)">} : () -> ()

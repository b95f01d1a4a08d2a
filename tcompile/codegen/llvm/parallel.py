"""The parallel launcher of a kernel: its outer range split over the OpenMP threads of ATen.

For kernel `@k(buffers..., sizes..., xnumel, rnumel, xstart, xend)` this emits

    void @k_parallel(ptr %argv, i32 %nthreads)     ; argv: i64[buffers, sizes, xnumel,
                                                   ;            rnumel, align]
        GOMP_parallel(@k_chunk, %argv, %nthreads, 0)
    void @k_chunk(ptr %argv)                        ; run by every thread of the team
        step = round_up(ceil(xnumel / num_threads), align)
        @k(..., xstart = thread_num * step, xend = min(xnumel, xstart + step))

so a launch is one ctypes call, and the threads are the OpenMP runtime's that ATen's own ops
use: they spin for a while after each parallel region, so a kernel that follows an ATen op (or
another kernel) starts on both cores at once. Waking a thread of our own costs 10-50 us on the
development VM (an idle virtual CPU has to be woken), as much as a small kernel takes.

The runtime binds `tc_omp_parallel`, `tc_omp_thread_num` and `tc_omp_num_threads` to
`GOMP_parallel`, `omp_get_thread_num` and `omp_get_num_threads` of the loaded OpenMP library.
"""

from __future__ import annotations

import llvmlite.ir as ir

I32 = ir.IntType(32)
I64 = ir.IntType(64)
PTR = ir.PointerType()


def _declare(module: ir.Module, name: str, fty: ir.FunctionType) -> ir.Function:
    fn = module.globals.get(name)
    if fn is None:
        fn = ir.Function(module, fty, name)
        fn.attributes.add("nounwind")
    return fn


def build_parallel_launcher(module: ir.Module, kernel: ir.Function, nbuffers: int) -> ir.Function:
    """`@<kernel>_parallel` and `@<kernel>_chunk` (see the module docstring); returns the chunk."""
    nargs = len(kernel.args) - 2  # buffers, sizes, xnumel, rnumel
    thread_num = _declare(module, "tc_omp_thread_num", ir.FunctionType(I32, []))
    num_threads = _declare(module, "tc_omp_num_threads", ir.FunctionType(I32, []))
    omp_parallel = _declare(module, "tc_omp_parallel",
                            ir.FunctionType(ir.VoidType(), [PTR, PTR, I32, I32]))

    chunk = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR]), f"{kernel.name}_chunk")
    chunk.attributes.add("nounwind")
    b = ir.IRBuilder(chunk.append_basic_block("entry"))
    argv = chunk.args[0]

    def arg(k: int) -> ir.Value:
        return b.load(b.gep(argv, [ir.Constant(I64, k)], source_etype=I64), typ=I64)

    values = [arg(k) for k in range(nargs + 1)]
    xnumel, align = values[nargs - 2], values[nargs]
    tid = b.sext(b.call(thread_num, []), I64)
    nth = b.sext(b.call(num_threads, []), I64)
    one = ir.Constant(I64, 1)
    per = b.udiv(b.sub(b.add(xnumel, nth), one), nth)
    step = b.mul(b.udiv(b.sub(b.add(per, align), one), align), align)
    start = b.mul(tid, step)
    end = b.select(b.icmp_unsigned("<", b.add(start, step), xnumel), b.add(start, step), xnumel)
    with b.if_then(b.icmp_unsigned("<", start, end)):
        call_args = [b.inttoptr(v, PTR) for v in values[:nbuffers]]
        call_args += values[nbuffers:nargs] + [start, end]
        b.call(kernel, call_args)
    b.ret_void()

    launch = ir.Function(module, ir.FunctionType(ir.VoidType(), [PTR, I32]),
                         f"{kernel.name}_parallel")
    launch.attributes.add("nounwind")
    b = ir.IRBuilder(launch.append_basic_block("entry"))
    b.call(omp_parallel, [chunk, launch.args[0], launch.args[1], ir.Constant(I32, 0)])
    b.ret_void()
    return chunk

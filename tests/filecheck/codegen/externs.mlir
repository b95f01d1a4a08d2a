// Library calls in the generated wrapper: GEMMs are called through torch's binding, which
// allocates a row-major result in C++ (`buf = torch.mm(a, b)`), except a large host buffer,
// which comes from the host cache and is written with `out=`; other ops are called (through torch's positional binding where the wrapper
// knows one, `_FUNCTIONAL_BINDINGS`) and their fresh results adopted as the graph's buffers
// (`alloc.adopt` copies one only if its layout is not the planned one), except results no
// one reads (attention's logsumexp and RNG state), which get neither a buffer nor a copy.
// Integer results (CUDA flash attention's sequence lengths) are dropped.
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t triton | filecheck %s --check-prefixes=CHECK,TRITON
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t llvm | filecheck %s --check-prefixes=CHECK,LLVM

// CHECK: def call(q, k, v, m, a, b, c, d):
// CHECK-NOT: empty_strided
// CHECK: tmp0, tmp1, = torch._scaled_dot_product_flash_attention_for_cpu(q, k, v, 0.0, True, attn_mask=None)
// CHECK-NEXT: buf0 = alloc.adopt(tmp0, (384, 128, 8, 1))
// CHECK-NEXT: del tmp0, tmp1
// CHECK: tmp0, tmp1, tmp2, tmp3, _, _, tmp4, tmp5, tmp6, = torch._scaled_dot_product_flash_attention(q, k, v, 0.0, True, False)
// CHECK-NEXT: buf1 = alloc.adopt(tmp0, (384, 128, 8, 1))
// The memory-efficient kernel returns (batch, sequence, heads, dim) storage whatever the
// query's layout (its meta kernel says so): adopted as it is, then copied to the row-major
// layout the function returns.
// CHECK: tmp0, tmp1, tmp2, tmp3, = torch._scaled_dot_product_efficient_attention(q, k, v, alloc.attention_bias(m), False, 0.0, False, scale=0.5)
// CHECK-NEXT: buf2 = alloc.adopt(tmp0, (384, 8, 24, 1))
// CHECK: tmp0, tmp1, tmp2, tmp3, _, _, tmp4, tmp5, tmp6, = torch._scaled_dot_product_cudnn_attention(q, k, v, None, False, 0.0, True, False)
// CHECK-NOT: empty_strided((8, 4)
// CHECK: [[MM:buf[0-9]+]] = torch.mm(a, b)
// TRITON: = torch.mm(c, d)
// LLVM: [[BIG:buf[0-9]+]] = alloc.empty_strided((4096, 2048), (2048, 1), torch.float32, device)
// LLVM-NEXT: torch.mm(c, d, out=[[BIG]])
// CHECK: tc_kernel0(buf3,
// CHECK-NOT: copy_(tmp
func.func @externs(%q: !torch.tensor<[2, 3, 16, 8], bf16>, %k: !torch.tensor<[2, 3, 16, 8], bf16>, %v: !torch.tensor<[2, 3, 16, 8], bf16>, %m: !torch.tensor<[2, 3, 16, 16], bf16>, %a: !torch.tensor<[8, 16], f32>, %b: !torch.tensor<[16, 4], f32>, %c: !torch.tensor<[4096, 16], f32>, %d: !torch.tensor<[16, 2048], f32>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[8, 4], f32>, !torch.tensor<[4096, 2048], f32>) {
  %cpu:2 = torch.aten._scaled_dot_product_flash_attention_for_cpu %q, %k, %v, none {dropout_p = 0.0, is_causal = true} : (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16], f32>)
  %flash:9 = torch.aten._scaled_dot_product_flash_attention %q, %k, %v {is_causal = true} : (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16], f32>, !torch.tensor<[0], i64>, !torch.tensor<[0], i64>, i64, i64, !torch.tensor<[2], i64>, !torch.tensor<[0], i64>, !torch.tensor<[0], bf16>)
  %eff:4 = torch.aten._scaled_dot_product_efficient_attention %q, %k, %v, %m {compute_log_sumexp = false, scale = 0.5} : (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 16], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 0], f32>, !torch.tensor<[], i64>, !torch.tensor<[], i64>)
  %cudnn:9 = torch.aten._scaled_dot_product_cudnn_attention %q, %k, %v, none {compute_log_sumexp = false, is_causal = true} : (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 1], f32>, !torch.tensor<[0], i64>, !torch.tensor<[0], i64>, i64, i64, !torch.tensor<[], i64>, !torch.tensor<[], i64>, !torch.tensor<[0], bf16>)
  %mm = torch.aten.mm %a, %b : (!torch.tensor<[8, 16], f32>, !torch.tensor<[16, 4], f32>) -> !torch.tensor<[8, 4], f32>
  %big = torch.aten.mm %c, %d : (!torch.tensor<[4096, 16], f32>, !torch.tensor<[16, 2048], f32>) -> !torch.tensor<[4096, 2048], f32>
  func.return %cpu#0, %flash#0, %eff#0, %cudnn#0, %mm, %big : !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[8, 4], f32>, !torch.tensor<[4096, 2048], f32>
}

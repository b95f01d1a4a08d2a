// The memory-efficient attention's backward gets its additive mask laid out as the kernel
// requires, as the forward does (`alloc.attention_bias`): a training graph passes it the
// mask the forward saved, which may be a broadcast view (Swin's relative position bias
// failed with "(*bias): last dimension must be contiguous" on the H200).
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t triton | filecheck %s

// CHECK: def call(g, q, k, v, m, o, lse, seed, offset):
// CHECK: torch.ops.aten._scaled_dot_product_efficient_attention_backward.default(grad_out_=g, query=q, key=k, value=v, attn_bias=alloc.attention_bias(m), out=o, logsumexp=lse, philox_seed=seed, philox_offset=offset, dropout_p=0.0, grad_input_mask=[True, True, True, False]
func.func @backward(%g: !torch.tensor<[2, 3, 16, 8], bf16>, %q: !torch.tensor<[2, 3, 16, 8], bf16>, %k: !torch.tensor<[2, 3, 16, 8], bf16>, %v: !torch.tensor<[2, 3, 16, 8], bf16>, %m: !torch.tensor<[2, 3, 16, 16], bf16>, %o: !torch.tensor<[2, 3, 16, 8], bf16>, %lse: !torch.tensor<[2, 3, 32], f32>, %seed: !torch.tensor<[], i64>, %offset: !torch.tensor<[], i64>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>) {
  %r:4 = torch.aten._scaled_dot_product_efficient_attention_backward %g, %q, %k, %v, %m, %o, %lse, %seed, %offset {dropout_p = 0.0, grad_input_mask = [true, true, true, false], scale = 0.5} : (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 16], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 32], f32>, !torch.tensor<[], i64>, !torch.tensor<[], i64>) -> (!torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[0], bf16>)
  func.return %r#0, %r#1, %r#2 : !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>, !torch.tensor<[2, 3, 16, 8], bf16>
}

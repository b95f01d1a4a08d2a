// A library call whose result a fused kernel reads: ATen's generated out= variant of
// convolution would run the functional op and copy its result into `out=`, so the functional
// op is called and its fresh result adopted as the buffer the kernel reads (no copy).
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t llvm | filecheck %s
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t triton | filecheck %s

// CHECK: def call(x, w):
// CHECK-NOT: convolution.out
// CHECK: tmp0 = torch.convolution(x, w, None
// CHECK-NEXT: buf0 = alloc.adopt(tmp0, (640, 64, 8, 1))
// CHECK-NOT: copy_(tmp
// CHECK: tc_kernel0(buf0,
func.func @conv_relu(%x: !torch.tensor<[1, 3, 8, 8], f32>, %w: !torch.tensor<[10, 3, 3, 3], f32>) -> !torch.tensor<[1, 10, 8, 8], f32> {
  %c = torch.aten.convolution %x, %w, none {stride = [1, 1], padding = [1, 1], dilation = [1, 1], transposed = false, output_padding = [0, 0], groups = 1} : (!torch.tensor<[1, 3, 8, 8], f32>, !torch.tensor<[10, 3, 3, 3], f32>) -> !torch.tensor<[1, 10, 8, 8], f32>
  %r = torch.aten.relu %c : (!torch.tensor<[1, 10, 8, 8], f32>) -> !torch.tensor<[1, 10, 8, 8], f32>
  func.return %r : !torch.tensor<[1, 10, 8, 8], f32>
}

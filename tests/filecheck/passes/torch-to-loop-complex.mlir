// Complex tensors flow between library calls only: torch-decompose keeps an op on complex
// numbers (its formulas assume real ones), convert-torch-to-prim calls ATen for every op with a
// complex operand or result, and the real ops after them (`abs(rfft(x)) * 2`) are lowered and
// fused as any other. A complex argument returned as a result is copied by ATen's `clone`.
// RUN: tc-opt %s --pass-pipeline torch-decompose,convert-torch-to-prim | filecheck %s
// RUN: tc-opt %s --pass-pipeline torch-to-loop | filecheck %s --check-prefix=LOOP
// RUN: tc-opt %s --pass-pipeline torch-to-loop -t llvm | filecheck %s --check-prefix=WRAPPER

// CHECK-LABEL: func.func @rfft_abs
// CHECK-NEXT:    %[[C:.*]] = prim.extern "aten._fft_r2c" %{{.*}} {dim = [1 : i64], normalization = 0 : i64, onesided = true} : (!prim.tensor<[4, 16], f32>) -> !prim.tensor<[4, 9], complex<f32>>
// CHECK-NEXT:    %[[A:.*]] = prim.extern "aten.abs" %[[C]] : (!prim.tensor<[4, 9], complex<f32>>) -> !prim.tensor<[4, 9], f32>
// CHECK-NEXT:    %[[TWO:.*]] = prim.full 2.000000e+00 : !prim.tensor<[4, 9], f32>
// CHECK-NEXT:    %{{.*}} = prim.mul %[[A]], %[[TWO]] : !prim.tensor<[4, 9], f32>
// CHECK-NEXT:    %[[R:.*]] = prim.extern "aten.view_as_real" %[[C]] : (!prim.tensor<[4, 9], complex<f32>>) -> !prim.tensor<[4, 9, 2], f32>
// CHECK-NEXT:    %[[ONE:.*]] = prim.full 1.000000e+00 : !prim.tensor<[4, 9, 2], f32>
// CHECK-NEXT:    %{{.*}} = prim.add %[[R]], %[[ONE]] : !prim.tensor<[4, 9, 2], f32>

// LOOP-LABEL: func.func @rfft_abs
// LOOP:         %[[C:.*]] = loop.alloc : !loop.buffer<[4, 9], complex<f32>>
// LOOP-NEXT:    loop.extern "aten._fft_r2c" ins(%{{.*}} : !loop.buffer<[4, 16], f32>) outs(%[[C]] : !loop.buffer<[4, 9], complex<f32>>)
// LOOP:         loop.extern "aten.abs" ins(%[[C]] : !loop.buffer<[4, 9], complex<f32>>) outs(%[[A:.*]] : !loop.buffer<[4, 9], f32>)
// LOOP:         loop.kernel [p0 = 4, p1 = 9] {
// LOOP:           loop.load %[[A]]["9*p0 + p1"] : f32
// LOOP:         loop.extern "aten.view_as_real" ins(%[[C]] : !loop.buffer<[4, 9], complex<f32>>) outs(%[[R:.*]] : !loop.buffer<[4, 9, 2], f32>)
// LOOP:         loop.kernel [p0 = 4, p1 = 9, p2 = 2] {
// LOOP:           loop.load %[[R]]["18*p0 + 2*p1 + p2"] : f32

// WRAPPER-LABEL: def call(x):
// WRAPPER:         tmp0 = torch.ops.aten._fft_r2c.default(self=x, dim=[1], normalization=0, onesided=True)
// WRAPPER:         tmp0 = torch.ops.aten.abs.default(self=[[C:buf[0-9]+]])
// WRAPPER:         tc_kernel0(
// WRAPPER:         [[R:buf[0-9]+]] = torch.empty_strided((4, 9, 2), (18, 2, 1), dtype=torch.float32, device=device)
// WRAPPER-NEXT:    tmp0 = torch.ops.aten.view_as_real.default(self=[[C]])
// WRAPPER-NEXT:    [[R]].copy_(tmp0)
func.func @rfft_abs(%x: !torch.tensor<[4, 16], f32>) -> (!torch.tensor<[4, 9], f32>, !torch.tensor<[4, 9, 2], f32>) {
  %c = torch.aten._fft_r2c %x {dim = [1], normalization = 0, onesided = true} : (!torch.tensor<[4, 16], f32>) -> !torch.tensor<[4, 9], complex<f32>>
  %a = torch.aten.abs %c : (!torch.tensor<[4, 9], complex<f32>>) -> !torch.tensor<[4, 9], f32>
  %y = torch.aten.mul.Scalar %a {other = 2} : (!torch.tensor<[4, 9], f32>) -> !torch.tensor<[4, 9], f32>
  %r = torch.aten.view_as_real %c : (!torch.tensor<[4, 9], complex<f32>>) -> !torch.tensor<[4, 9, 2], f32>
  %z = torch.aten.add.Scalar %r {other = 1, alpha = 1} : (!torch.tensor<[4, 9, 2], f32>) -> !torch.tensor<[4, 9, 2], f32>
  func.return %y, %z : !torch.tensor<[4, 9], f32>, !torch.tensor<[4, 9, 2], f32>
}

// mean of real numbers decomposes into sum / count; of complex ones it is one library call.
// CHECK-LABEL: func.func @mean
// CHECK-NEXT:    %[[M:.*]] = prim.extern "aten.mean.dim" %{{.*}} {dim = [0 : i64], keepdim = false} : (!prim.tensor<[4, 8], complex<f64>>) -> !prim.tensor<[8], complex<f64>>
// CHECK-NEXT:    func.return %[[M]]
func.func @mean(%z: !torch.tensor<[4, 8], complex<f64>>) -> !torch.tensor<[8], complex<f64>> {
  %m = torch.aten.mean.dim %z {dim = [0], keepdim = false} : (!torch.tensor<[4, 8], complex<f64>>) -> !torch.tensor<[8], complex<f64>>
  func.return %m : !torch.tensor<[8], complex<f64>>
}

// A conversion to complex (`x.cfloat()`) is a library call too.
// CHECK-LABEL: func.func @cfloat
// CHECK-NEXT:    %{{.*}} = prim.extern "aten._to_copy" %{{.*}} {dtype = complex<f32>} : (!prim.tensor<[4], f32>) -> !prim.tensor<[4], complex<f32>>
func.func @cfloat(%x: !torch.tensor<[4], f32>) -> !torch.tensor<[4], complex<f32>> {
  %y = torch.aten._to_copy %x {dtype = complex<f32>} : (!torch.tensor<[4], f32>) -> !torch.tensor<[4], complex<f32>>
  func.return %y : !torch.tensor<[4], complex<f32>>
}

// LOOP-LABEL: func.func @identity
// LOOP-NEXT:    %[[OUT:.*]] = loop.alloc : !loop.buffer<[4], complex<f16>>
// LOOP-NEXT:    loop.extern "aten.clone" ins(%{{.*}} : !loop.buffer<[4], complex<f16>>) outs(%[[OUT]] : !loop.buffer<[4], complex<f16>>)
// LOOP-NEXT:    func.return %[[OUT]]
func.func @identity(%z: !torch.tensor<[4], complex<f16>>) -> !torch.tensor<[4], complex<f16>> {
  func.return %z : !torch.tensor<[4], complex<f16>>
}

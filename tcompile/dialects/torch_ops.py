"""ATen ops of the torch dialect. Generated, do not edit; regenerate with
`.venv/bin/python scripts/gen_torch_ops.py`: every functional ATen overload the
dialect can hold (`--skipped` lists the others with the reason).

Schemas from torch 2.13.0. Each class is data: the ATen
schema and its argument spec; parsing, printing and verification live in
`tcompile/dialects/torch.py`.
"""

from tcompile.dialects.torch import Arg, TorchOp, aten_op


@aten_op(
    'aten::__and__.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenPrivateAndScalarOp(TorchOp):
    name = 'torch.aten.__and__.Scalar'


@aten_op(
    'aten::__and__.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateAndTensorOp(TorchOp):
    name = 'torch.aten.__and__.Tensor'


@aten_op(
    'aten::__interpolate(Tensor input, int? size=None, float? scale_factor=None, str mode="nearest", bool? align_corners=None, bool? recompute_scale_factor=None, bool antialias=False) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int?', None),
    Arg('scale_factor', 'float?', None),
    Arg('mode', 'str', 'nearest'),
    Arg('align_corners', 'bool?', None),
    Arg('recompute_scale_factor', 'bool?', None),
    Arg('antialias', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateInterpolateOp(TorchOp):
    name = 'torch.aten.__interpolate'


@aten_op(
    'aten::__interpolate.scale_list(Tensor input, int? size=None, float[]? scale_factor=None, str mode="nearest", bool? align_corners=None, bool? recompute_scale_factor=None, bool antialias=False) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int?', None),
    Arg('scale_factor', 'float[]?', None),
    Arg('mode', 'str', 'nearest'),
    Arg('align_corners', 'bool?', None),
    Arg('recompute_scale_factor', 'bool?', None),
    Arg('antialias', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateInterpolateScaleListOp(TorchOp):
    name = 'torch.aten.__interpolate.scale_list'


@aten_op(
    'aten::__interpolate.size_list(Tensor input, int[]? size=None, float? scale_factor=None, str mode="nearest", bool? align_corners=None, bool? recompute_scale_factor=None, bool antialias=False) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int[]?', None),
    Arg('scale_factor', 'float?', None),
    Arg('mode', 'str', 'nearest'),
    Arg('align_corners', 'bool?', None),
    Arg('recompute_scale_factor', 'bool?', None),
    Arg('antialias', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateInterpolateSizeListOp(TorchOp):
    name = 'torch.aten.__interpolate.size_list'


@aten_op(
    'aten::__interpolate.size_list_scale_list(Tensor input, int[]? size=None, float[]? scale_factor=None, str mode="nearest", bool? align_corners=None, bool? recompute_scale_factor=None, bool antialias=False) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int[]?', None),
    Arg('scale_factor', 'float[]?', None),
    Arg('mode', 'str', 'nearest'),
    Arg('align_corners', 'bool?', None),
    Arg('recompute_scale_factor', 'bool?', None),
    Arg('antialias', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateInterpolateSizeListScaleListOp(TorchOp):
    name = 'torch.aten.__interpolate.size_list_scale_list'


@aten_op(
    'aten::__lshift__.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenPrivateLshiftScalarOp(TorchOp):
    name = 'torch.aten.__lshift__.Scalar'


@aten_op(
    'aten::__lshift__.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateLshiftTensorOp(TorchOp):
    name = 'torch.aten.__lshift__.Tensor'


@aten_op(
    'aten::__or__.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenPrivateOrScalarOp(TorchOp):
    name = 'torch.aten.__or__.Scalar'


@aten_op(
    'aten::__or__.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateOrTensorOp(TorchOp):
    name = 'torch.aten.__or__.Tensor'


@aten_op(
    'aten::__rshift__.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenPrivateRshiftScalarOp(TorchOp):
    name = 'torch.aten.__rshift__.Scalar'


@aten_op(
    'aten::__rshift__.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateRshiftTensorOp(TorchOp):
    name = 'torch.aten.__rshift__.Tensor'


@aten_op(
    'aten::__upsample(Tensor input, int? size=None, int? scale_factor=None, str mode="nearest", bool? align_corners=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int?', None),
    Arg('scale_factor', 'int?', None),
    Arg('mode', 'str', 'nearest'),
    Arg('align_corners', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleOp(TorchOp):
    name = 'torch.aten.__upsample'


@aten_op(
    'aten::__upsample.size_list(Tensor input, int[]? size=None, int? scale_factor=None, str mode="nearest", bool? align_corners=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int[]?', None),
    Arg('scale_factor', 'int?', None),
    Arg('mode', 'str', 'nearest'),
    Arg('align_corners', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleSizeListOp(TorchOp):
    name = 'torch.aten.__upsample.size_list'


@aten_op(
    'aten::__upsample_bilinear(Tensor input, int? size=None, int? scale_factor=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int?', None),
    Arg('scale_factor', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleBilinearOp(TorchOp):
    name = 'torch.aten.__upsample_bilinear'


@aten_op(
    'aten::__upsample_bilinear.scale_list(Tensor input, int? size=None, int[]? scale_factor=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int?', None),
    Arg('scale_factor', 'int[]?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleBilinearScaleListOp(TorchOp):
    name = 'torch.aten.__upsample_bilinear.scale_list'


@aten_op(
    'aten::__upsample_bilinear.size_list(Tensor input, int[]? size=None, int? scale_factor=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int[]?', None),
    Arg('scale_factor', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleBilinearSizeListOp(TorchOp):
    name = 'torch.aten.__upsample_bilinear.size_list'


@aten_op(
    'aten::__upsample_bilinear.size_list_scale_list(Tensor input, int[]? size=None, int[]? scale_factor=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int[]?', None),
    Arg('scale_factor', 'int[]?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleBilinearSizeListScaleListOp(TorchOp):
    name = 'torch.aten.__upsample_bilinear.size_list_scale_list'


@aten_op(
    'aten::__upsample_nearest(Tensor input, int? size=None, int? scale_factor=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int?', None),
    Arg('scale_factor', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestOp(TorchOp):
    name = 'torch.aten.__upsample_nearest'


@aten_op(
    'aten::__upsample_nearest.size_list(Tensor input, int[]? size=None, int? scale_factor=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('size', 'int[]?', None),
    Arg('scale_factor', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestSizeListOp(TorchOp):
    name = 'torch.aten.__upsample_nearest.size_list'


@aten_op(
    'aten::__xor__.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenPrivateXorScalarOp(TorchOp):
    name = 'torch.aten.__xor__.Scalar'


@aten_op(
    'aten::__xor__.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateXorTensorOp(TorchOp):
    name = 'torch.aten.__xor__.Tensor'


@aten_op(
    'aten::_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateAdaptiveAvgPool2dOp(TorchOp):
    name = 'torch.aten._adaptive_avg_pool2d'


@aten_op(
    'aten::_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateAdaptiveAvgPool2dBackwardOp(TorchOp):
    name = 'torch.aten._adaptive_avg_pool2d_backward'


@aten_op(
    'aten::_adaptive_avg_pool3d(Tensor self, SymInt[3] output_size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateAdaptiveAvgPool3dOp(TorchOp):
    name = 'torch.aten._adaptive_avg_pool3d'


@aten_op(
    'aten::_adaptive_avg_pool3d_backward(Tensor grad_output, Tensor self) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateAdaptiveAvgPool3dBackwardOp(TorchOp):
    name = 'torch.aten._adaptive_avg_pool3d_backward'


@aten_op(
    'aten::_add_batch_dim(Tensor self, int batch_dim, int level) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('batch_dim', 'int'),
    Arg('level', 'int'),
    returns=('Tensor',),
)
class AtenPrivateAddBatchDimOp(TorchOp):
    name = 'torch.aten._add_batch_dim'


@aten_op(
    'aten::_add_relu.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenPrivateAddReluScalarOp(TorchOp):
    name = 'torch.aten._add_relu.Scalar'


@aten_op(
    'aten::_add_relu.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenPrivateAddReluTensorOp(TorchOp):
    name = 'torch.aten._add_relu.Tensor'


@aten_op(
    'aten::_addmm_activation(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1, bool use_gelu=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat1', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    Arg('use_gelu', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateAddmmActivationOp(TorchOp):
    name = 'torch.aten._addmm_activation'


@aten_op(
    'aten::_aminmax(Tensor self) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateAminmaxOp(TorchOp):
    name = 'torch.aten._aminmax'


@aten_op(
    'aten::_aminmax.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateAminmaxDimOp(TorchOp):
    name = 'torch.aten._aminmax.dim'


@aten_op(
    'aten::_amp_update_scale(Tensor self, Tensor growth_tracker, Tensor found_inf, float scale_growth_factor, float scale_backoff_factor, int growth_interval) -> (Tensor, Tensor growth_tracker_out)',
    Arg('self', 'Tensor'),
    Arg('growth_tracker', 'Tensor'),
    Arg('found_inf', 'Tensor'),
    Arg('scale_growth_factor', 'float'),
    Arg('scale_backoff_factor', 'float'),
    Arg('growth_interval', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateAmpUpdateScaleOp(TorchOp):
    name = 'torch.aten._amp_update_scale'


@aten_op(
    'aten::_autocast_to_full_precision(Tensor(a) self, bool cuda_enabled, bool cpu_enabled) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('cuda_enabled', 'bool'),
    Arg('cpu_enabled', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateAutocastToFullPrecisionOp(TorchOp):
    name = 'torch.aten._autocast_to_full_precision'


@aten_op(
    'aten::_autocast_to_reduced_precision(Tensor(a) self, bool cuda_enabled, bool cpu_enabled, ScalarType cuda_dtype, ScalarType cpu_dtype) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('cuda_enabled', 'bool'),
    Arg('cpu_enabled', 'bool'),
    Arg('cuda_dtype', 'ScalarType'),
    Arg('cpu_dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenPrivateAutocastToReducedPrecisionOp(TorchOp):
    name = 'torch.aten._autocast_to_reduced_precision'


@aten_op(
    'aten::_batch_norm_impl_index(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> (Tensor, Tensor, Tensor, Tensor, int)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('training', 'bool'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    Arg('cudnn_enabled', 'bool'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'int'),
)
class AtenPrivateBatchNormImplIndexOp(TorchOp):
    name = 'torch.aten._batch_norm_impl_index'


@aten_op(
    'aten::_batch_norm_impl_index_backward(int impl_index, Tensor input, Tensor grad_output, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var_transform, bool train, float eps, bool[3] output_mask, Tensor reservedSpace) -> (Tensor, Tensor, Tensor)',
    Arg('impl_index', 'int'),
    Arg('input', 'Tensor'),
    Arg('grad_output', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('save_mean', 'Tensor?'),
    Arg('save_var_transform', 'Tensor?'),
    Arg('train', 'bool'),
    Arg('eps', 'float'),
    Arg('output_mask', 'bool[]'),
    Arg('reservedSpace', 'Tensor'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateBatchNormImplIndexBackwardOp(TorchOp):
    name = 'torch.aten._batch_norm_impl_index_backward'


@aten_op(
    'aten::_batch_norm_no_update(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, float momentum, float eps) -> (Tensor, Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateBatchNormNoUpdateOp(TorchOp):
    name = 'torch.aten._batch_norm_no_update'


@aten_op(
    'aten::_batch_norm_with_update_functional(Tensor input, Tensor? weight, Tensor? bias, Tensor running_mean, Tensor running_var, float momentum, float eps) -> (Tensor, Tensor, Tensor, Tensor, Tensor running_mean_out, Tensor running_var_out)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('running_mean', 'Tensor'),
    Arg('running_var', 'Tensor'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateBatchNormWithUpdateFunctionalOp(TorchOp):
    name = 'torch.aten._batch_norm_with_update_functional'


@aten_op(
    'aten::_cast_Byte(Tensor self, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCastByteOp(TorchOp):
    name = 'torch.aten._cast_Byte'


@aten_op(
    'aten::_cast_Char(Tensor self, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCastCharOp(TorchOp):
    name = 'torch.aten._cast_Char'


@aten_op(
    'aten::_cast_Double(Tensor self, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCastDoubleOp(TorchOp):
    name = 'torch.aten._cast_Double'


@aten_op(
    'aten::_cast_Float(Tensor self, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCastFloatOp(TorchOp):
    name = 'torch.aten._cast_Float'


@aten_op(
    'aten::_cast_Half(Tensor self, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCastHalfOp(TorchOp):
    name = 'torch.aten._cast_Half'


@aten_op(
    'aten::_cast_Int(Tensor self, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCastIntOp(TorchOp):
    name = 'torch.aten._cast_Int'


@aten_op(
    'aten::_cast_Long(Tensor self, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCastLongOp(TorchOp):
    name = 'torch.aten._cast_Long'


@aten_op(
    'aten::_cast_Short(Tensor self, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCastShortOp(TorchOp):
    name = 'torch.aten._cast_Short'


@aten_op(
    'aten::_cdist_backward(Tensor grad, Tensor x1, Tensor x2, float p, Tensor cdist) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('x1', 'Tensor'),
    Arg('x2', 'Tensor'),
    Arg('p', 'float'),
    Arg('cdist', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateCdistBackwardOp(TorchOp):
    name = 'torch.aten._cdist_backward'


@aten_op(
    'aten::_cdist_forward(Tensor x1, Tensor x2, float p, int? compute_mode) -> Tensor',
    Arg('x1', 'Tensor'),
    Arg('x2', 'Tensor'),
    Arg('p', 'float'),
    Arg('compute_mode', 'int?'),
    returns=('Tensor',),
)
class AtenPrivateCdistForwardOp(TorchOp):
    name = 'torch.aten._cdist_forward'


@aten_op(
    'aten::_cholesky_solve_helper(Tensor self, Tensor A, bool upper) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('A', 'Tensor'),
    Arg('upper', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateCholeskySolveHelperOp(TorchOp):
    name = 'torch.aten._cholesky_solve_helper'


@aten_op(
    'aten::_chunk_cat(Tensor[] tensors, int dim, int num_chunks) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    Arg('dim', 'int'),
    Arg('num_chunks', 'int'),
    returns=('Tensor',),
)
class AtenPrivateChunkCatOp(TorchOp):
    name = 'torch.aten._chunk_cat'


@aten_op(
    'aten::_coalesce(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateCoalesceOp(TorchOp):
    name = 'torch.aten._coalesce'


@aten_op(
    'aten::_coalesced(Tensor self, bool coalesced) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('coalesced', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateCoalescedOp(TorchOp):
    name = 'torch.aten._coalesced'


@aten_op(
    'aten::_compute_linear_combination(Tensor input, Tensor coefficients) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('coefficients', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateComputeLinearCombinationOp(TorchOp):
    name = 'torch.aten._compute_linear_combination'


@aten_op(
    'aten::_conj(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateConjOp(TorchOp):
    name = 'torch.aten._conj'


@aten_op(
    'aten::_conj_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateConjCopyOp(TorchOp):
    name = 'torch.aten._conj_copy'


@aten_op(
    'aten::_conj_physical(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateConjPhysicalOp(TorchOp):
    name = 'torch.aten._conj_physical'


@aten_op(
    'aten::_conv_depthwise2d(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias, SymInt[2] stride, SymInt[2] padding, SymInt[2] dilation) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateConvDepthwise2dOp(TorchOp):
    name = 'torch.aten._conv_depthwise2d'


@aten_op(
    'aten::_convert_indices_from_coo_to_csr(Tensor self, int size, *, bool out_int32=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int'),
    Arg('out_int32', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateConvertIndicesFromCooToCsrOp(TorchOp):
    name = 'torch.aten._convert_indices_from_coo_to_csr'


@aten_op(
    'aten::_convert_indices_from_csr_to_coo(Tensor crow_indices, Tensor col_indices, *, bool out_int32=False, bool transpose=False) -> Tensor',
    Arg('crow_indices', 'Tensor'),
    Arg('col_indices', 'Tensor'),
    Arg('out_int32', 'bool', False),
    Arg('transpose', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateConvertIndicesFromCsrToCooOp(TorchOp):
    name = 'torch.aten._convert_indices_from_csr_to_coo'


@aten_op(
    'aten::_convert_weight_to_int4pack(Tensor self, int innerKTiles) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('innerKTiles', 'int'),
    returns=('Tensor',),
)
class AtenPrivateConvertWeightToInt4packOp(TorchOp):
    name = 'torch.aten._convert_weight_to_int4pack'


@aten_op(
    'aten::_convert_weight_to_int4pack_for_cpu(Tensor self, int innerKTiles) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('innerKTiles', 'int'),
    returns=('Tensor',),
)
class AtenPrivateConvertWeightToInt4packForCpuOp(TorchOp):
    name = 'torch.aten._convert_weight_to_int4pack_for_cpu'


@aten_op(
    'aten::_convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool benchmark, bool deterministic, bool cudnn_enabled, bool allow_tf32) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('transposed', 'bool'),
    Arg('output_padding', 'int[]'),
    Arg('groups', 'int'),
    Arg('benchmark', 'bool'),
    Arg('deterministic', 'bool'),
    Arg('cudnn_enabled', 'bool'),
    Arg('allow_tf32', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateConvolutionOp(TorchOp):
    name = 'torch.aten._convolution'


@aten_op(
    'aten::_convolution.deprecated(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, int[] output_padding, SymInt groups, bool benchmark, bool deterministic, bool cudnn_enabled) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('transposed', 'bool'),
    Arg('output_padding', 'int[]'),
    Arg('groups', 'int'),
    Arg('benchmark', 'bool'),
    Arg('deterministic', 'bool'),
    Arg('cudnn_enabled', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateConvolutionDeprecatedOp(TorchOp):
    name = 'torch.aten._convolution.deprecated'


@aten_op(
    'aten::_convolution_double_backward(Tensor? ggI, Tensor? ggW, Tensor? ggb, Tensor gO, Tensor weight, Tensor self, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)',
    Arg('ggI', 'Tensor?'),
    Arg('ggW', 'Tensor?'),
    Arg('ggb', 'Tensor?'),
    Arg('gO', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('transposed', 'bool'),
    Arg('output_padding', 'int[]'),
    Arg('groups', 'int'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateConvolutionDoubleBackwardOp(TorchOp):
    name = 'torch.aten._convolution_double_backward'


@aten_op(
    'aten::_convolution_mode(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, str padding, SymInt[] dilation, SymInt groups) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'str'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenPrivateConvolutionModeOp(TorchOp):
    name = 'torch.aten._convolution_mode'


@aten_op(
    'aten::_copy_from(Tensor self, Tensor dst, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dst', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCopyFromOp(TorchOp):
    name = 'torch.aten._copy_from'


@aten_op(
    'aten::_copy_from_and_resize(Tensor self, Tensor dst) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dst', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateCopyFromAndResizeOp(TorchOp):
    name = 'torch.aten._copy_from_and_resize'


@aten_op(
    'aten::_cslt_compress(Tensor input) -> Tensor',
    Arg('input', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateCsltCompressOp(TorchOp):
    name = 'torch.aten._cslt_compress'


@aten_op(
    'aten::_cslt_sparse_mm(Tensor compressed_A, Tensor dense_B, Tensor? bias=None, Tensor? alpha=None, ScalarType? out_dtype=None, bool transpose_result=False, int alg_id=0, int split_k=1, int split_k_mode=-1) -> Tensor',
    Arg('compressed_A', 'Tensor'),
    Arg('dense_B', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('alpha', 'Tensor?', None),
    Arg('out_dtype', 'ScalarType?', None),
    Arg('transpose_result', 'bool', False),
    Arg('alg_id', 'int', 0),
    Arg('split_k', 'int', 1),
    Arg('split_k_mode', 'int', -1),
    returns=('Tensor',),
)
class AtenPrivateCsltSparseMmOp(TorchOp):
    name = 'torch.aten._cslt_sparse_mm'


@aten_op(
    'aten::_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, bool zero_infinity=False) -> (Tensor, Tensor)',
    Arg('log_probs', 'Tensor'),
    Arg('targets', 'Tensor'),
    Arg('input_lengths', 'int[]'),
    Arg('target_lengths', 'int[]'),
    Arg('blank', 'int', 0),
    Arg('zero_infinity', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateCtcLossOp(TorchOp):
    name = 'torch.aten._ctc_loss'


@aten_op(
    'aten::_ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, bool zero_infinity=False) -> (Tensor, Tensor)',
    Arg('log_probs', 'Tensor'),
    Arg('targets', 'Tensor'),
    Arg('input_lengths', 'Tensor'),
    Arg('target_lengths', 'Tensor'),
    Arg('blank', 'int', 0),
    Arg('zero_infinity', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateCtcLossTensorOp(TorchOp):
    name = 'torch.aten._ctc_loss.Tensor'


@aten_op(
    'aten::_ctc_loss_backward(Tensor grad, Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('log_probs', 'Tensor'),
    Arg('targets', 'Tensor'),
    Arg('input_lengths', 'int[]'),
    Arg('target_lengths', 'int[]'),
    Arg('neg_log_likelihood', 'Tensor'),
    Arg('log_alpha', 'Tensor'),
    Arg('blank', 'int'),
    Arg('zero_infinity', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCtcLossBackwardOp(TorchOp):
    name = 'torch.aten._ctc_loss_backward'


@aten_op(
    'aten::_ctc_loss_backward.Tensor(Tensor grad, Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, Tensor neg_log_likelihood, Tensor log_alpha, int blank, bool zero_infinity=False) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('log_probs', 'Tensor'),
    Arg('targets', 'Tensor'),
    Arg('input_lengths', 'Tensor'),
    Arg('target_lengths', 'Tensor'),
    Arg('neg_log_likelihood', 'Tensor'),
    Arg('log_alpha', 'Tensor'),
    Arg('blank', 'int'),
    Arg('zero_infinity', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateCtcLossBackwardTensorOp(TorchOp):
    name = 'torch.aten._ctc_loss_backward.Tensor'


@aten_op(
    'aten::_cudnn_attention_backward(Tensor grad_out, Tensor query, Tensor key, Tensor value, Tensor out, Tensor logsumexp, Tensor philox_seed, Tensor philox_offset, Tensor attn_bias, Tensor cum_seq_q, Tensor cum_seq_k, SymInt max_q, SymInt max_k, float dropout_p, bool is_causal, *, float? scale=None) -> (Tensor, Tensor, Tensor)',
    Arg('grad_out', 'Tensor'),
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('out', 'Tensor'),
    Arg('logsumexp', 'Tensor'),
    Arg('philox_seed', 'Tensor'),
    Arg('philox_offset', 'Tensor'),
    Arg('attn_bias', 'Tensor'),
    Arg('cum_seq_q', 'Tensor'),
    Arg('cum_seq_k', 'Tensor'),
    Arg('max_q', 'int'),
    Arg('max_k', 'int'),
    Arg('dropout_p', 'float'),
    Arg('is_causal', 'bool'),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateCudnnAttentionBackwardOp(TorchOp):
    name = 'torch.aten._cudnn_attention_backward'


@aten_op(
    'aten::_cudnn_attention_forward(Tensor query, Tensor key, Tensor value, Tensor? attn_bias, Tensor? cum_seq_q, Tensor? cum_seq_k, SymInt max_q, SymInt max_k, bool compute_log_sumexp, float dropout_p=0., bool is_causal=False, bool return_debug_mask=False, *, float? scale=None) -> (Tensor output, Tensor logsumexp, Tensor cum_seq_q, Tensor cum_seq_k, SymInt max_q, SymInt max_k, Tensor philox_seed, Tensor philox_offset, Tensor debug_attn_mask)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('attn_bias', 'Tensor?'),
    Arg('cum_seq_q', 'Tensor?'),
    Arg('cum_seq_k', 'Tensor?'),
    Arg('max_q', 'int'),
    Arg('max_k', 'int'),
    Arg('compute_log_sumexp', 'bool'),
    Arg('dropout_p', 'float', 0.0),
    Arg('is_causal', 'bool', False),
    Arg('return_debug_mask', 'bool', False),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'int', 'int', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateCudnnAttentionForwardOp(TorchOp):
    name = 'torch.aten._cudnn_attention_forward'


@aten_op(
    'aten::_cudnn_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank, bool deterministic, bool zero_infinity) -> (Tensor, Tensor)',
    Arg('log_probs', 'Tensor'),
    Arg('targets', 'Tensor'),
    Arg('input_lengths', 'int[]'),
    Arg('target_lengths', 'int[]'),
    Arg('blank', 'int'),
    Arg('deterministic', 'bool'),
    Arg('zero_infinity', 'bool'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateCudnnCtcLossOp(TorchOp):
    name = 'torch.aten._cudnn_ctc_loss'


@aten_op(
    'aten::_cudnn_ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank, bool deterministic, bool zero_infinity) -> (Tensor, Tensor)',
    Arg('log_probs', 'Tensor'),
    Arg('targets', 'Tensor'),
    Arg('input_lengths', 'Tensor'),
    Arg('target_lengths', 'Tensor'),
    Arg('blank', 'int'),
    Arg('deterministic', 'bool'),
    Arg('zero_infinity', 'bool'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateCudnnCtcLossTensorOp(TorchOp):
    name = 'torch.aten._cudnn_ctc_loss.Tensor'


@aten_op(
    'aten::_cudnn_init_dropout_state(float dropout, bool train, int dropout_seed, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('dropout_seed', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
    random=True,
)
class AtenPrivateCudnnInitDropoutStateOp(TorchOp):
    name = 'torch.aten._cudnn_init_dropout_state'


@aten_op(
    'aten::_cudnn_rnn(Tensor input, Tensor[] weight, int weight_stride0, Tensor? weight_buf, Tensor hx, Tensor? cx, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, SymInt[] batch_sizes, Tensor? dropout_state) -> (Tensor, Tensor, Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor[]'),
    Arg('weight_stride0', 'int'),
    Arg('weight_buf', 'Tensor?'),
    Arg('hx', 'Tensor'),
    Arg('cx', 'Tensor?'),
    Arg('mode', 'int'),
    Arg('hidden_size', 'int'),
    Arg('proj_size', 'int'),
    Arg('num_layers', 'int'),
    Arg('batch_first', 'bool'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_sizes', 'int[]'),
    Arg('dropout_state', 'Tensor?'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateCudnnRnnOp(TorchOp):
    name = 'torch.aten._cudnn_rnn'


@aten_op(
    'aten::_cudnn_rnn_flatten_weight(Tensor[] weight_arr, int weight_stride0, SymInt input_size, int mode, SymInt hidden_size, SymInt proj_size, int num_layers, bool batch_first, bool bidirectional) -> Tensor',
    Arg('weight_arr', 'Tensor[]'),
    Arg('weight_stride0', 'int'),
    Arg('input_size', 'int'),
    Arg('mode', 'int'),
    Arg('hidden_size', 'int'),
    Arg('proj_size', 'int'),
    Arg('num_layers', 'int'),
    Arg('batch_first', 'bool'),
    Arg('bidirectional', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateCudnnRnnFlattenWeightOp(TorchOp):
    name = 'torch.aten._cudnn_rnn_flatten_weight'


@aten_op(
    'aten::_dim_arange(Tensor like, int dim) -> Tensor',
    Arg('like', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenPrivateDimArangeOp(TorchOp):
    name = 'torch.aten._dim_arange'


@aten_op(
    'aten::_dirichlet_grad(Tensor x, Tensor alpha, Tensor total) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('alpha', 'Tensor'),
    Arg('total', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateDirichletGradOp(TorchOp):
    name = 'torch.aten._dirichlet_grad'


@aten_op(
    'aten::_dyn_quant_matmul_4bit(Tensor inp, Tensor packed_weights, int block_size, int in_features, int out_features) -> Tensor',
    Arg('inp', 'Tensor'),
    Arg('packed_weights', 'Tensor'),
    Arg('block_size', 'int'),
    Arg('in_features', 'int'),
    Arg('out_features', 'int'),
    returns=('Tensor',),
)
class AtenPrivateDynQuantMatmul4bitOp(TorchOp):
    name = 'torch.aten._dyn_quant_matmul_4bit'


@aten_op(
    'aten::_dyn_quant_pack_4bit_weight(Tensor weights, Tensor scales_zeros, Tensor? bias, int block_size, int in_features, int out_features) -> Tensor',
    Arg('weights', 'Tensor'),
    Arg('scales_zeros', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('block_size', 'int'),
    Arg('in_features', 'int'),
    Arg('out_features', 'int'),
    returns=('Tensor',),
)
class AtenPrivateDynQuantPack4bitWeightOp(TorchOp):
    name = 'torch.aten._dyn_quant_pack_4bit_weight'


@aten_op(
    'aten::_efficient_attention_backward(Tensor grad_out_, Tensor query, Tensor key, Tensor value, Tensor? bias, Tensor out, Tensor? cu_seqlens_q, Tensor? cu_seqlens_k, SymInt max_seqlen_q, SymInt max_seqlen_k, Tensor logsumexp, float dropout_p, Tensor philox_seed, Tensor philox_offset, int custom_mask_type, bool bias_requires_grad, *, float? scale=None, int? num_splits_key=None, int? window_size=None, bool shared_storage_dqdkdv=False) -> (Tensor, Tensor, Tensor, Tensor)',
    Arg('grad_out_', 'Tensor'),
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('out', 'Tensor'),
    Arg('cu_seqlens_q', 'Tensor?'),
    Arg('cu_seqlens_k', 'Tensor?'),
    Arg('max_seqlen_q', 'int'),
    Arg('max_seqlen_k', 'int'),
    Arg('logsumexp', 'Tensor'),
    Arg('dropout_p', 'float'),
    Arg('philox_seed', 'Tensor'),
    Arg('philox_offset', 'Tensor'),
    Arg('custom_mask_type', 'int'),
    Arg('bias_requires_grad', 'bool'),
    Arg('scale', 'float?', None),
    Arg('num_splits_key', 'int?', None),
    Arg('window_size', 'int?', None),
    Arg('shared_storage_dqdkdv', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateEfficientAttentionBackwardOp(TorchOp):
    name = 'torch.aten._efficient_attention_backward'


@aten_op(
    'aten::_efficient_attention_forward(Tensor query, Tensor key, Tensor value, Tensor? bias, Tensor? cu_seqlens_q, Tensor? cu_seqlens_k, SymInt? max_seqlen_q, SymInt? max_seqlen_k, float dropout_p, int custom_mask_type, bool compute_log_sumexp=False, *, float? scale=None, Tensor? seqlen_k=None, int? window_size=None) -> (Tensor output, Tensor logsumexp, Tensor philox_seed, Tensor philox_offset, SymInt max_seqlen_batch_q, SymInt max_seqlen_batch_k)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('cu_seqlens_q', 'Tensor?'),
    Arg('cu_seqlens_k', 'Tensor?'),
    Arg('max_seqlen_q', 'int?'),
    Arg('max_seqlen_k', 'int?'),
    Arg('dropout_p', 'float'),
    Arg('custom_mask_type', 'int'),
    Arg('compute_log_sumexp', 'bool', False),
    Arg('scale', 'float?', None),
    Arg('seqlen_k', 'Tensor?', None),
    Arg('window_size', 'int?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'int', 'int'),
    random=True,
)
class AtenPrivateEfficientAttentionForwardOp(TorchOp):
    name = 'torch.aten._efficient_attention_forward'


@aten_op(
    'aten::_efficientzerotensor(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateEfficientzerotensorOp(TorchOp):
    name = 'torch.aten._efficientzerotensor'


@aten_op(
    'aten::_embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1) -> (Tensor, Tensor, Tensor, Tensor)',
    Arg('weight', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('scale_grad_by_freq', 'bool', False),
    Arg('mode', 'int', 0),
    Arg('sparse', 'bool', False),
    Arg('per_sample_weights', 'Tensor?', None),
    Arg('include_last_offset', 'bool', False),
    Arg('padding_idx', 'int', -1),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateEmbeddingBagOp(TorchOp):
    name = 'torch.aten._embedding_bag'


@aten_op(
    'aten::_embedding_bag_backward(Tensor grad, Tensor indices, Tensor offsets, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, SymInt num_weights, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('offset2bag', 'Tensor'),
    Arg('bag_size', 'Tensor'),
    Arg('maximum_indices', 'Tensor'),
    Arg('num_weights', 'int'),
    Arg('scale_grad_by_freq', 'bool'),
    Arg('mode', 'int'),
    Arg('sparse', 'bool'),
    Arg('per_sample_weights', 'Tensor?'),
    Arg('padding_idx', 'int', -1),
    returns=('Tensor',),
)
class AtenPrivateEmbeddingBagBackwardOp(TorchOp):
    name = 'torch.aten._embedding_bag_backward'


@aten_op(
    'aten::_embedding_bag_dense_backward(Tensor grad, Tensor indices, Tensor offset2bag, Tensor bag_size, Tensor maximum_indices, SymInt num_weights, bool scale_grad_by_freq, int mode, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('offset2bag', 'Tensor'),
    Arg('bag_size', 'Tensor'),
    Arg('maximum_indices', 'Tensor'),
    Arg('num_weights', 'int'),
    Arg('scale_grad_by_freq', 'bool'),
    Arg('mode', 'int'),
    Arg('per_sample_weights', 'Tensor?'),
    Arg('padding_idx', 'int', -1),
    returns=('Tensor',),
)
class AtenPrivateEmbeddingBagDenseBackwardOp(TorchOp):
    name = 'torch.aten._embedding_bag_dense_backward'


@aten_op(
    'aten::_embedding_bag_forward_only(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False, int padding_idx=-1) -> (Tensor, Tensor, Tensor, Tensor)',
    Arg('weight', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('scale_grad_by_freq', 'bool', False),
    Arg('mode', 'int', 0),
    Arg('sparse', 'bool', False),
    Arg('per_sample_weights', 'Tensor?', None),
    Arg('include_last_offset', 'bool', False),
    Arg('padding_idx', 'int', -1),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateEmbeddingBagForwardOnlyOp(TorchOp):
    name = 'torch.aten._embedding_bag_forward_only'


@aten_op(
    'aten::_embedding_bag_per_sample_weights_backward(Tensor grad, Tensor weight, Tensor indices, Tensor offsets, Tensor offset2bag, int mode, int padding_idx=-1) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('offset2bag', 'Tensor'),
    Arg('mode', 'int'),
    Arg('padding_idx', 'int', -1),
    returns=('Tensor',),
)
class AtenPrivateEmbeddingBagPerSampleWeightsBackwardOp(TorchOp):
    name = 'torch.aten._embedding_bag_per_sample_weights_backward'


@aten_op(
    'aten::_embedding_bag_sparse_backward(Tensor grad, Tensor indices, Tensor offsets, Tensor offset2bag, Tensor bag_size, SymInt num_weights, bool scale_grad_by_freq, int mode, Tensor? per_sample_weights, int padding_idx=-1) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('offset2bag', 'Tensor'),
    Arg('bag_size', 'Tensor'),
    Arg('num_weights', 'int'),
    Arg('scale_grad_by_freq', 'bool'),
    Arg('mode', 'int'),
    Arg('per_sample_weights', 'Tensor?'),
    Arg('padding_idx', 'int', -1),
    returns=('Tensor',),
)
class AtenPrivateEmbeddingBagSparseBackwardOp(TorchOp):
    name = 'torch.aten._embedding_bag_sparse_backward'


@aten_op(
    'aten::_empty_affine_quantized(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, float scale=1., int zero_point=0, MemoryFormat? memory_format=0) -> Tensor',
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('scale', 'float', 1.0),
    Arg('zero_point', 'int', 0),
    Arg('memory_format', 'MemoryFormat?', 'contiguous_format'),
    returns=('Tensor',),
)
class AtenPrivateEmptyAffineQuantizedOp(TorchOp):
    name = 'torch.aten._empty_affine_quantized'


@aten_op(
    'aten::_empty_per_channel_affine_quantized(SymInt[] size, *, Tensor scales, Tensor zero_points, int axis, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=0) -> Tensor',
    Arg('size', 'int[]'),
    Arg('scales', 'Tensor'),
    Arg('zero_points', 'Tensor'),
    Arg('axis', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', 'contiguous_format'),
    returns=('Tensor',),
)
class AtenPrivateEmptyPerChannelAffineQuantizedOp(TorchOp):
    name = 'torch.aten._empty_per_channel_affine_quantized'


@aten_op(
    'aten::_euclidean_dist(Tensor x1, Tensor x2) -> Tensor',
    Arg('x1', 'Tensor'),
    Arg('x2', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateEuclideanDistOp(TorchOp):
    name = 'torch.aten._euclidean_dist'


@aten_op(
    'aten::_fake_quantize_learnable_per_channel_affine(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, float grad_factor=1.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('axis', 'int'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    Arg('grad_factor', 'float', 1.0),
    returns=('Tensor',),
)
class AtenPrivateFakeQuantizeLearnablePerChannelAffineOp(TorchOp):
    name = 'torch.aten._fake_quantize_learnable_per_channel_affine'


@aten_op(
    'aten::_fake_quantize_learnable_per_channel_affine_backward(Tensor grad, Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max, float grad_factor=1.) -> (Tensor, Tensor, Tensor)',
    Arg('grad', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('axis', 'int'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    Arg('grad_factor', 'float', 1.0),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateFakeQuantizeLearnablePerChannelAffineBackwardOp(TorchOp):
    name = 'torch.aten._fake_quantize_learnable_per_channel_affine_backward'


@aten_op(
    'aten::_fake_quantize_learnable_per_tensor_affine(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor=1.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    Arg('grad_factor', 'float', 1.0),
    returns=('Tensor',),
)
class AtenPrivateFakeQuantizeLearnablePerTensorAffineOp(TorchOp):
    name = 'torch.aten._fake_quantize_learnable_per_tensor_affine'


@aten_op(
    'aten::_fake_quantize_learnable_per_tensor_affine_backward(Tensor grad, Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max, float grad_factor=1.) -> (Tensor, Tensor, Tensor)',
    Arg('grad', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    Arg('grad_factor', 'float', 1.0),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateFakeQuantizeLearnablePerTensorAffineBackwardOp(TorchOp):
    name = 'torch.aten._fake_quantize_learnable_per_tensor_affine_backward'


@aten_op(
    'aten::_fake_quantize_per_tensor_affine_cachemask_tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, Tensor fake_quant_enabled, int quant_min, int quant_max) -> (Tensor output, Tensor mask)',
    Arg('self', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('fake_quant_enabled', 'Tensor'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateFakeQuantizePerTensorAffineCachemaskTensorQparamsOp(TorchOp):
    name = 'torch.aten._fake_quantize_per_tensor_affine_cachemask_tensor_qparams'


@aten_op(
    'aten::_fft_c2c(Tensor self, SymInt[] dim, int normalization, bool forward) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('normalization', 'int'),
    Arg('forward', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateFftC2cOp(TorchOp):
    name = 'torch.aten._fft_c2c'


@aten_op(
    'aten::_fft_c2r(Tensor self, int[] dim, int normalization, SymInt last_dim_size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('normalization', 'int'),
    Arg('last_dim_size', 'int'),
    returns=('Tensor',),
)
class AtenPrivateFftC2rOp(TorchOp):
    name = 'torch.aten._fft_c2r'


@aten_op(
    'aten::_fft_r2c(Tensor self, int[] dim, int normalization, bool onesided) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('normalization', 'int'),
    Arg('onesided', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateFftR2cOp(TorchOp):
    name = 'torch.aten._fft_r2c'


@aten_op(
    'aten::_flash_attention_backward(Tensor grad_out, Tensor query, Tensor key, Tensor value, Tensor out, Tensor logsumexp, Tensor cum_seq_q, Tensor cum_seq_k, SymInt max_q, SymInt max_k, float dropout_p, bool is_causal, Tensor rng_state, Tensor unused, *, float? scale=None, SymInt? window_size_left=None, SymInt? window_size_right=None) -> (Tensor, Tensor, Tensor)',
    Arg('grad_out', 'Tensor'),
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('out', 'Tensor'),
    Arg('logsumexp', 'Tensor'),
    Arg('cum_seq_q', 'Tensor'),
    Arg('cum_seq_k', 'Tensor'),
    Arg('max_q', 'int'),
    Arg('max_k', 'int'),
    Arg('dropout_p', 'float'),
    Arg('is_causal', 'bool'),
    Arg('rng_state', 'Tensor'),
    Arg('unused', 'Tensor'),
    Arg('scale', 'float?', None),
    Arg('window_size_left', 'int?', None),
    Arg('window_size_right', 'int?', None),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateFlashAttentionBackwardOp(TorchOp):
    name = 'torch.aten._flash_attention_backward'


@aten_op(
    'aten::_flash_attention_forward(Tensor query, Tensor key, Tensor value, Tensor? cum_seq_q, Tensor? cum_seq_k, SymInt max_q, SymInt max_k, float dropout_p, bool is_causal, bool return_debug_mask, *, float? scale=None, SymInt? window_size_left=None, SymInt? window_size_right=None, Tensor? seqused_k=None, Tensor? alibi_slopes=None, Tensor? block_table=None, int? num_splits=None) -> (Tensor output, Tensor softmax_logsumexp, Tensor rng_state, Tensor unused, Tensor debug_attn_mask)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('cum_seq_q', 'Tensor?'),
    Arg('cum_seq_k', 'Tensor?'),
    Arg('max_q', 'int'),
    Arg('max_k', 'int'),
    Arg('dropout_p', 'float'),
    Arg('is_causal', 'bool'),
    Arg('return_debug_mask', 'bool'),
    Arg('scale', 'float?', None),
    Arg('window_size_left', 'int?', None),
    Arg('window_size_right', 'int?', None),
    Arg('seqused_k', 'Tensor?', None),
    Arg('alibi_slopes', 'Tensor?', None),
    Arg('block_table', 'Tensor?', None),
    Arg('num_splits', 'int?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateFlashAttentionForwardOp(TorchOp):
    name = 'torch.aten._flash_attention_forward'


@aten_op(
    'aten::_flash_attention_forward.quantized(Tensor query, Tensor key, Tensor value, Tensor? cum_seq_q, Tensor? cum_seq_k, SymInt max_q, SymInt max_k, float dropout_p, bool is_causal, bool return_debug_mask, Tensor? q_descale, Tensor? k_descale, Tensor? v_descale, *, float? scale=None, SymInt? window_size_left=None, SymInt? window_size_right=None, Tensor? seqused_k=None, Tensor? alibi_slopes=None) -> (Tensor output, Tensor softmax_logsumexp, Tensor rng_state, Tensor unused, Tensor debug_attn_mask)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('cum_seq_q', 'Tensor?'),
    Arg('cum_seq_k', 'Tensor?'),
    Arg('max_q', 'int'),
    Arg('max_k', 'int'),
    Arg('dropout_p', 'float'),
    Arg('is_causal', 'bool'),
    Arg('return_debug_mask', 'bool'),
    Arg('q_descale', 'Tensor?'),
    Arg('k_descale', 'Tensor?'),
    Arg('v_descale', 'Tensor?'),
    Arg('scale', 'float?', None),
    Arg('window_size_left', 'int?', None),
    Arg('window_size_right', 'int?', None),
    Arg('seqused_k', 'Tensor?', None),
    Arg('alibi_slopes', 'Tensor?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateFlashAttentionForwardQuantizedOp(TorchOp):
    name = 'torch.aten._flash_attention_forward.quantized'


@aten_op(
    'aten::_foobar(Tensor self, bool arg1=True, bool arg2=True, *, bool arg3=True) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('arg1', 'bool', True),
    Arg('arg2', 'bool', True),
    Arg('arg3', 'bool', True),
    returns=('Tensor',),
)
class AtenPrivateFoobarOp(TorchOp):
    name = 'torch.aten._foobar'


@aten_op(
    'aten::_foreach_abs(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAbsOp(TorchOp):
    name = 'torch.aten._foreach_abs'


@aten_op(
    'aten::_foreach_acos(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAcosOp(TorchOp):
    name = 'torch.aten._foreach_acos'


@aten_op(
    'aten::_foreach_add.List(Tensor[] self, Tensor[] other, *, Scalar alpha=1) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor[]'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAddListOp(TorchOp):
    name = 'torch.aten._foreach_add.List'


@aten_op(
    'aten::_foreach_add.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalar', 'Scalar'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAddScalarOp(TorchOp):
    name = 'torch.aten._foreach_add.Scalar'


@aten_op(
    'aten::_foreach_add.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalars', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAddScalarListOp(TorchOp):
    name = 'torch.aten._foreach_add.ScalarList'


@aten_op(
    'aten::_foreach_add.Tensor(Tensor[] self, Tensor other, *, Scalar alpha=1) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAddTensorOp(TorchOp):
    name = 'torch.aten._foreach_add.Tensor'


@aten_op(
    'aten::_foreach_addcdiv.Scalar(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('tensor1', 'Tensor[]'),
    Arg('tensor2', 'Tensor[]'),
    Arg('value', 'Scalar', 1),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAddcdivScalarOp(TorchOp):
    name = 'torch.aten._foreach_addcdiv.Scalar'


@aten_op(
    'aten::_foreach_addcdiv.ScalarList(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('tensor1', 'Tensor[]'),
    Arg('tensor2', 'Tensor[]'),
    Arg('scalars', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAddcdivScalarListOp(TorchOp):
    name = 'torch.aten._foreach_addcdiv.ScalarList'


@aten_op(
    'aten::_foreach_addcdiv.Tensor(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Tensor scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('tensor1', 'Tensor[]'),
    Arg('tensor2', 'Tensor[]'),
    Arg('scalars', 'Tensor'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAddcdivTensorOp(TorchOp):
    name = 'torch.aten._foreach_addcdiv.Tensor'


@aten_op(
    'aten::_foreach_addcmul.Scalar(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar value=1) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('tensor1', 'Tensor[]'),
    Arg('tensor2', 'Tensor[]'),
    Arg('value', 'Scalar', 1),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAddcmulScalarOp(TorchOp):
    name = 'torch.aten._foreach_addcmul.Scalar'


@aten_op(
    'aten::_foreach_addcmul.ScalarList(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Scalar[] scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('tensor1', 'Tensor[]'),
    Arg('tensor2', 'Tensor[]'),
    Arg('scalars', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAddcmulScalarListOp(TorchOp):
    name = 'torch.aten._foreach_addcmul.ScalarList'


@aten_op(
    'aten::_foreach_addcmul.Tensor(Tensor[] self, Tensor[] tensor1, Tensor[] tensor2, Tensor scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('tensor1', 'Tensor[]'),
    Arg('tensor2', 'Tensor[]'),
    Arg('scalars', 'Tensor'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAddcmulTensorOp(TorchOp):
    name = 'torch.aten._foreach_addcmul.Tensor'


@aten_op(
    'aten::_foreach_asin(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAsinOp(TorchOp):
    name = 'torch.aten._foreach_asin'


@aten_op(
    'aten::_foreach_atan(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachAtanOp(TorchOp):
    name = 'torch.aten._foreach_atan'


@aten_op(
    'aten::_foreach_ceil(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachCeilOp(TorchOp):
    name = 'torch.aten._foreach_ceil'


@aten_op(
    'aten::_foreach_clamp_max.List(Tensor[] self, Tensor[] other) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachClampMaxListOp(TorchOp):
    name = 'torch.aten._foreach_clamp_max.List'


@aten_op(
    'aten::_foreach_clamp_max.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalar', 'Scalar'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachClampMaxScalarOp(TorchOp):
    name = 'torch.aten._foreach_clamp_max.Scalar'


@aten_op(
    'aten::_foreach_clamp_max.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalars', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachClampMaxScalarListOp(TorchOp):
    name = 'torch.aten._foreach_clamp_max.ScalarList'


@aten_op(
    'aten::_foreach_clamp_min.List(Tensor[] self, Tensor[] other) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachClampMinListOp(TorchOp):
    name = 'torch.aten._foreach_clamp_min.List'


@aten_op(
    'aten::_foreach_clamp_min.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalar', 'Scalar'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachClampMinScalarOp(TorchOp):
    name = 'torch.aten._foreach_clamp_min.Scalar'


@aten_op(
    'aten::_foreach_clamp_min.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalars', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachClampMinScalarListOp(TorchOp):
    name = 'torch.aten._foreach_clamp_min.ScalarList'


@aten_op(
    'aten::_foreach_clone(Tensor[] self, *, MemoryFormat? memory_format=None) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor[]',),
)
class AtenPrivateForeachCloneOp(TorchOp):
    name = 'torch.aten._foreach_clone'


@aten_op(
    'aten::_foreach_copy(Tensor[] self, Tensor[] src, bool non_blocking=False) -> Tensor[] self_out',
    Arg('self', 'Tensor[]'),
    Arg('src', 'Tensor[]'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor[]',),
)
class AtenPrivateForeachCopyOp(TorchOp):
    name = 'torch.aten._foreach_copy'


@aten_op(
    'aten::_foreach_cos(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachCosOp(TorchOp):
    name = 'torch.aten._foreach_cos'


@aten_op(
    'aten::_foreach_cosh(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachCoshOp(TorchOp):
    name = 'torch.aten._foreach_cosh'


@aten_op(
    'aten::_foreach_div.List(Tensor[] self, Tensor[] other) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachDivListOp(TorchOp):
    name = 'torch.aten._foreach_div.List'


@aten_op(
    'aten::_foreach_div.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalar', 'Scalar'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachDivScalarOp(TorchOp):
    name = 'torch.aten._foreach_div.Scalar'


@aten_op(
    'aten::_foreach_div.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalars', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachDivScalarListOp(TorchOp):
    name = 'torch.aten._foreach_div.ScalarList'


@aten_op(
    'aten::_foreach_div.Tensor(Tensor[] self, Tensor other) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachDivTensorOp(TorchOp):
    name = 'torch.aten._foreach_div.Tensor'


@aten_op(
    'aten::_foreach_erf(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachErfOp(TorchOp):
    name = 'torch.aten._foreach_erf'


@aten_op(
    'aten::_foreach_erfc(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachErfcOp(TorchOp):
    name = 'torch.aten._foreach_erfc'


@aten_op(
    'aten::_foreach_exp(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachExpOp(TorchOp):
    name = 'torch.aten._foreach_exp'


@aten_op(
    'aten::_foreach_expm1(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachExpm1Op(TorchOp):
    name = 'torch.aten._foreach_expm1'


@aten_op(
    'aten::_foreach_floor(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachFloorOp(TorchOp):
    name = 'torch.aten._foreach_floor'


@aten_op(
    'aten::_foreach_frac(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachFracOp(TorchOp):
    name = 'torch.aten._foreach_frac'


@aten_op(
    'aten::_foreach_lerp.List(Tensor[] self, Tensor[] tensors1, Tensor[] weights) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('tensors1', 'Tensor[]'),
    Arg('weights', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachLerpListOp(TorchOp):
    name = 'torch.aten._foreach_lerp.List'


@aten_op(
    'aten::_foreach_lerp.Scalar(Tensor[] self, Tensor[] tensors1, Scalar weight) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('tensors1', 'Tensor[]'),
    Arg('weight', 'Scalar'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachLerpScalarOp(TorchOp):
    name = 'torch.aten._foreach_lerp.Scalar'


@aten_op(
    'aten::_foreach_lerp.ScalarList(Tensor[] self, Tensor[] tensors1, Scalar[] weight) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('tensors1', 'Tensor[]'),
    Arg('weight', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachLerpScalarListOp(TorchOp):
    name = 'torch.aten._foreach_lerp.ScalarList'


@aten_op(
    'aten::_foreach_lgamma(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachLgammaOp(TorchOp):
    name = 'torch.aten._foreach_lgamma'


@aten_op(
    'aten::_foreach_log(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachLogOp(TorchOp):
    name = 'torch.aten._foreach_log'


@aten_op(
    'aten::_foreach_log10(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachLog10Op(TorchOp):
    name = 'torch.aten._foreach_log10'


@aten_op(
    'aten::_foreach_log1p(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachLog1pOp(TorchOp):
    name = 'torch.aten._foreach_log1p'


@aten_op(
    'aten::_foreach_log2(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachLog2Op(TorchOp):
    name = 'torch.aten._foreach_log2'


@aten_op(
    'aten::_foreach_max(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMaxOp(TorchOp):
    name = 'torch.aten._foreach_max'


@aten_op(
    'aten::_foreach_maximum.List(Tensor[] self, Tensor[] other) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMaximumListOp(TorchOp):
    name = 'torch.aten._foreach_maximum.List'


@aten_op(
    'aten::_foreach_maximum.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalar', 'Scalar'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMaximumScalarOp(TorchOp):
    name = 'torch.aten._foreach_maximum.Scalar'


@aten_op(
    'aten::_foreach_maximum.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalars', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMaximumScalarListOp(TorchOp):
    name = 'torch.aten._foreach_maximum.ScalarList'


@aten_op(
    'aten::_foreach_minimum.List(Tensor[] self, Tensor[] other) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMinimumListOp(TorchOp):
    name = 'torch.aten._foreach_minimum.List'


@aten_op(
    'aten::_foreach_minimum.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalar', 'Scalar'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMinimumScalarOp(TorchOp):
    name = 'torch.aten._foreach_minimum.Scalar'


@aten_op(
    'aten::_foreach_minimum.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalars', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMinimumScalarListOp(TorchOp):
    name = 'torch.aten._foreach_minimum.ScalarList'


@aten_op(
    'aten::_foreach_mm(Tensor[] self, Tensor[] mat2) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('mat2', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMmOp(TorchOp):
    name = 'torch.aten._foreach_mm'


@aten_op(
    'aten::_foreach_mul.List(Tensor[] self, Tensor[] other) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMulListOp(TorchOp):
    name = 'torch.aten._foreach_mul.List'


@aten_op(
    'aten::_foreach_mul.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalar', 'Scalar'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMulScalarOp(TorchOp):
    name = 'torch.aten._foreach_mul.Scalar'


@aten_op(
    'aten::_foreach_mul.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalars', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMulScalarListOp(TorchOp):
    name = 'torch.aten._foreach_mul.ScalarList'


@aten_op(
    'aten::_foreach_mul.Tensor(Tensor[] self, Tensor other) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachMulTensorOp(TorchOp):
    name = 'torch.aten._foreach_mul.Tensor'


@aten_op(
    'aten::_foreach_neg(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachNegOp(TorchOp):
    name = 'torch.aten._foreach_neg'


@aten_op(
    'aten::_foreach_norm.Scalar(Tensor[] self, Scalar ord=2, ScalarType? dtype=None) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('ord', 'Scalar', 2),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor[]',),
)
class AtenPrivateForeachNormScalarOp(TorchOp):
    name = 'torch.aten._foreach_norm.Scalar'


@aten_op(
    'aten::_foreach_pow.List(Tensor[] self, Tensor[] exponent) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('exponent', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachPowListOp(TorchOp):
    name = 'torch.aten._foreach_pow.List'


@aten_op(
    'aten::_foreach_pow.Scalar(Tensor[] self, Scalar exponent) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('exponent', 'Scalar'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachPowScalarOp(TorchOp):
    name = 'torch.aten._foreach_pow.Scalar'


@aten_op(
    'aten::_foreach_pow.ScalarAndTensor(Scalar self, Tensor[] exponent) -> Tensor[]',
    Arg('self', 'Scalar'),
    Arg('exponent', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachPowScalarAndTensorOp(TorchOp):
    name = 'torch.aten._foreach_pow.ScalarAndTensor'


@aten_op(
    'aten::_foreach_pow.ScalarList(Tensor[] self, Scalar[] exponent) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('exponent', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachPowScalarListOp(TorchOp):
    name = 'torch.aten._foreach_pow.ScalarList'


@aten_op(
    'aten::_foreach_powsum.Scalar(Tensor[] self, Scalar ord=2, ScalarType? dtype=None) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('ord', 'Scalar', 2),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor[]',),
)
class AtenPrivateForeachPowsumScalarOp(TorchOp):
    name = 'torch.aten._foreach_powsum.Scalar'


@aten_op(
    'aten::_foreach_reciprocal(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachReciprocalOp(TorchOp):
    name = 'torch.aten._foreach_reciprocal'


@aten_op(
    'aten::_foreach_round(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachRoundOp(TorchOp):
    name = 'torch.aten._foreach_round'


@aten_op(
    'aten::_foreach_rsqrt(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachRsqrtOp(TorchOp):
    name = 'torch.aten._foreach_rsqrt'


@aten_op(
    'aten::_foreach_sigmoid(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachSigmoidOp(TorchOp):
    name = 'torch.aten._foreach_sigmoid'


@aten_op(
    'aten::_foreach_sign(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachSignOp(TorchOp):
    name = 'torch.aten._foreach_sign'


@aten_op(
    'aten::_foreach_sin(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachSinOp(TorchOp):
    name = 'torch.aten._foreach_sin'


@aten_op(
    'aten::_foreach_sinh(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachSinhOp(TorchOp):
    name = 'torch.aten._foreach_sinh'


@aten_op(
    'aten::_foreach_sqrt(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachSqrtOp(TorchOp):
    name = 'torch.aten._foreach_sqrt'


@aten_op(
    'aten::_foreach_sub.List(Tensor[] self, Tensor[] other, *, Scalar alpha=1) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('other', 'Tensor[]'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor[]',),
)
class AtenPrivateForeachSubListOp(TorchOp):
    name = 'torch.aten._foreach_sub.List'


@aten_op(
    'aten::_foreach_sub.Scalar(Tensor[] self, Scalar scalar) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalar', 'Scalar'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachSubScalarOp(TorchOp):
    name = 'torch.aten._foreach_sub.Scalar'


@aten_op(
    'aten::_foreach_sub.ScalarList(Tensor[] self, Scalar[] scalars) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    Arg('scalars', 'Scalar[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachSubScalarListOp(TorchOp):
    name = 'torch.aten._foreach_sub.ScalarList'


@aten_op(
    'aten::_foreach_tan(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachTanOp(TorchOp):
    name = 'torch.aten._foreach_tan'


@aten_op(
    'aten::_foreach_tanh(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachTanhOp(TorchOp):
    name = 'torch.aten._foreach_tanh'


@aten_op(
    'aten::_foreach_trunc(Tensor[] self) -> Tensor[]',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachTruncOp(TorchOp):
    name = 'torch.aten._foreach_trunc'


@aten_op(
    'aten::_foreach_zero(Tensor[] self) -> Tensor[] self_out',
    Arg('self', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateForeachZeroOp(TorchOp):
    name = 'torch.aten._foreach_zero'


@aten_op(
    'aten::_functional_assert_async.msg(Tensor self, str assert_msg, Tensor dep_token) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('assert_msg', 'str'),
    Arg('dep_token', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateFunctionalAssertAsyncMsgOp(TorchOp):
    name = 'torch.aten._functional_assert_async.msg'


@aten_op(
    'aten::_functional_assert_scalar(Scalar self, str assert_msg, Tensor dep_token) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('assert_msg', 'str'),
    Arg('dep_token', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateFunctionalAssertScalarOp(TorchOp):
    name = 'torch.aten._functional_assert_scalar'


@aten_op(
    'aten::_functional_sym_constrain_range(Scalar size, int? min, int? max, Tensor dep_token) -> Tensor',
    Arg('size', 'Scalar'),
    Arg('min', 'int?'),
    Arg('max', 'int?'),
    Arg('dep_token', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateFunctionalSymConstrainRangeOp(TorchOp):
    name = 'torch.aten._functional_sym_constrain_range'


@aten_op(
    'aten::_functional_sym_constrain_range_for_size(Scalar size, int? min, int? max, Tensor dep_token) -> Tensor',
    Arg('size', 'Scalar'),
    Arg('min', 'int?'),
    Arg('max', 'int?'),
    Arg('dep_token', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateFunctionalSymConstrainRangeForSizeOp(TorchOp):
    name = 'torch.aten._functional_sym_constrain_range_for_size'


@aten_op(
    'aten::_fused_dropout(Tensor self, float p, Generator? generator=None) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('p', 'float'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateFusedDropoutOp(TorchOp):
    name = 'torch.aten._fused_dropout'


@aten_op(
    'aten::_fused_moving_avg_obs_fq_helper_functional(Tensor self, Tensor observer_on, Tensor fake_quant_on, Tensor running_min, Tensor running_max, Tensor scale, Tensor zero_point, float averaging_const, int quant_min, int quant_max, int ch_axis, bool per_row_fake_quant=False, bool symmetric_quant=False) -> (Tensor output, Tensor mask, Tensor running_min_out, Tensor running_max_out, Tensor scale_out, Tensor zero_point_out)',
    Arg('self', 'Tensor'),
    Arg('observer_on', 'Tensor'),
    Arg('fake_quant_on', 'Tensor'),
    Arg('running_min', 'Tensor'),
    Arg('running_max', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('averaging_const', 'float'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    Arg('ch_axis', 'int'),
    Arg('per_row_fake_quant', 'bool', False),
    Arg('symmetric_quant', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateFusedMovingAvgObsFqHelperFunctionalOp(TorchOp):
    name = 'torch.aten._fused_moving_avg_obs_fq_helper_functional'


@aten_op(
    'aten::_fused_rms_norm(Tensor input, int[] normalized_shape, Tensor? weight, float? eps) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('normalized_shape', 'int[]'),
    Arg('weight', 'Tensor?'),
    Arg('eps', 'float?'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateFusedRmsNormOp(TorchOp):
    name = 'torch.aten._fused_rms_norm'


@aten_op(
    'aten::_fused_rms_norm_backward(Tensor grad_out, Tensor input, int[] normalized_shape, Tensor rstd, Tensor? weight, bool[2] output_mask) -> (Tensor, Tensor)',
    Arg('grad_out', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('normalized_shape', 'int[]'),
    Arg('rstd', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateFusedRmsNormBackwardOp(TorchOp):
    name = 'torch.aten._fused_rms_norm_backward'


@aten_op(
    'aten::_fw_primal(Tensor(a) self, int level) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('level', 'int'),
    returns=('Tensor',),
)
class AtenPrivateFwPrimalOp(TorchOp):
    name = 'torch.aten._fw_primal'


@aten_op(
    'aten::_fw_primal_copy(Tensor self, int level) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('level', 'int'),
    returns=('Tensor',),
)
class AtenPrivateFwPrimalCopyOp(TorchOp):
    name = 'torch.aten._fw_primal_copy'


@aten_op(
    'aten::_gather_sparse_backward(Tensor self, int dim, Tensor index, Tensor grad) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('grad', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateGatherSparseBackwardOp(TorchOp):
    name = 'torch.aten._gather_sparse_backward'


@aten_op(
    'aten::_grad_sum_to_size(Tensor(a) self, int[]? size) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]?'),
    returns=('Tensor',),
)
class AtenPrivateGradSumToSizeOp(TorchOp):
    name = 'torch.aten._grad_sum_to_size'


@aten_op(
    'aten::_grid_sampler_2d_cpu_fallback(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('grid', 'Tensor'),
    Arg('interpolation_mode', 'int'),
    Arg('padding_mode', 'int'),
    Arg('align_corners', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateGridSampler2dCpuFallbackOp(TorchOp):
    name = 'torch.aten._grid_sampler_2d_cpu_fallback'


@aten_op(
    'aten::_grid_sampler_2d_cpu_fallback_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> (Tensor, Tensor)',
    Arg('grad_output', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('grid', 'Tensor'),
    Arg('interpolation_mode', 'int'),
    Arg('padding_mode', 'int'),
    Arg('align_corners', 'bool'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateGridSampler2dCpuFallbackBackwardOp(TorchOp):
    name = 'torch.aten._grid_sampler_2d_cpu_fallback_backward'


@aten_op(
    'aten::_grouped_mm(Tensor self, Tensor mat2, Tensor? offs=None, Tensor? bias=None, ScalarType? out_dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('offs', 'Tensor?', None),
    Arg('bias', 'Tensor?', None),
    Arg('out_dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenPrivateGroupedMmOp(TorchOp):
    name = 'torch.aten._grouped_mm'


@aten_op(
    'aten::_histogramdd_bin_edges(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('bins', 'int[]'),
    Arg('range', 'float[]?', None),
    Arg('weight', 'Tensor?', None),
    Arg('density', 'bool', False),
    returns=('Tensor[]',),
)
class AtenPrivateHistogramddBinEdgesOp(TorchOp):
    name = 'torch.aten._histogramdd_bin_edges'


@aten_op(
    'aten::_histogramdd_from_bin_cts(Tensor self, int[] bins, *, float[]? range=None, Tensor? weight=None, bool density=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('bins', 'int[]'),
    Arg('range', 'float[]?', None),
    Arg('weight', 'Tensor?', None),
    Arg('density', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateHistogramddFromBinCtsOp(TorchOp):
    name = 'torch.aten._histogramdd_from_bin_cts'


@aten_op(
    'aten::_histogramdd_from_bin_tensors(Tensor self, Tensor[] bins, *, Tensor? weight=None, bool density=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('bins', 'Tensor[]'),
    Arg('weight', 'Tensor?', None),
    Arg('density', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateHistogramddFromBinTensorsOp(TorchOp):
    name = 'torch.aten._histogramdd_from_bin_tensors'


@aten_op(
    'aten::_index_put_impl(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False, bool unsafe=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor?[]'),
    Arg('values', 'Tensor'),
    Arg('accumulate', 'bool', False),
    Arg('unsafe', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateIndexPutImplOp(TorchOp):
    name = 'torch.aten._index_put_impl'


@aten_op(
    'aten::_indices(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateIndicesOp(TorchOp):
    name = 'torch.aten._indices'


@aten_op(
    'aten::_indices_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateIndicesCopyOp(TorchOp):
    name = 'torch.aten._indices_copy'


@aten_op(
    'aten::_int_mm(Tensor self, Tensor mat2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateIntMmOp(TorchOp):
    name = 'torch.aten._int_mm'


@aten_op(
    'aten::_is_all_true(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateIsAllTrueOp(TorchOp):
    name = 'torch.aten._is_all_true'


@aten_op(
    'aten::_is_any_true(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateIsAnyTrueOp(TorchOp):
    name = 'torch.aten._is_any_true'


@aten_op(
    'aten::_jagged_to_padded_dense_forward(Tensor values, Tensor[] offsets, SymInt[] max_lengths, float padding_value=0.) -> Tensor',
    Arg('values', 'Tensor'),
    Arg('offsets', 'Tensor[]'),
    Arg('max_lengths', 'int[]'),
    Arg('padding_value', 'float', 0.0),
    returns=('Tensor',),
)
class AtenPrivateJaggedToPaddedDenseForwardOp(TorchOp):
    name = 'torch.aten._jagged_to_padded_dense_forward'


@aten_op(
    'aten::_lazy_clone(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateLazyCloneOp(TorchOp):
    name = 'torch.aten._lazy_clone'


@aten_op(
    'aten::_linalg_det(Tensor A) -> (Tensor result, Tensor LU, Tensor pivots)',
    Arg('A', 'Tensor'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateLinalgDetOp(TorchOp):
    name = 'torch.aten._linalg_det'


@aten_op(
    'aten::_linalg_eigh(Tensor A, str UPLO="L", bool compute_v=True) -> (Tensor eigenvalues, Tensor eigenvectors)',
    Arg('A', 'Tensor'),
    Arg('UPLO', 'str', 'L'),
    Arg('compute_v', 'bool', True),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateLinalgEighOp(TorchOp):
    name = 'torch.aten._linalg_eigh'


@aten_op(
    'aten::_linalg_eigvals(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateLinalgEigvalsOp(TorchOp):
    name = 'torch.aten._linalg_eigvals'


@aten_op(
    'aten::_linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet, Tensor LU, Tensor pivots)',
    Arg('A', 'Tensor'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateLinalgSlogdetOp(TorchOp):
    name = 'torch.aten._linalg_slogdet'


@aten_op(
    'aten::_linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor LU, Tensor pivots, Tensor info)',
    Arg('A', 'Tensor'),
    Arg('B', 'Tensor'),
    Arg('left', 'bool', True),
    Arg('check_errors', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateLinalgSolveExOp(TorchOp):
    name = 'torch.aten._linalg_solve_ex'


@aten_op(
    'aten::_linalg_svd(Tensor A, bool full_matrices=False, bool compute_uv=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)',
    Arg('A', 'Tensor'),
    Arg('full_matrices', 'bool', False),
    Arg('compute_uv', 'bool', True),
    Arg('driver', 'str?', None),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateLinalgSvdOp(TorchOp):
    name = 'torch.aten._linalg_svd'


@aten_op(
    'aten::_list_to_tensor(int[] self) -> Tensor',
    Arg('self', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateListToTensorOp(TorchOp):
    name = 'torch.aten._list_to_tensor'


@aten_op(
    'aten::_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('half_to_float', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateLogSoftmaxOp(TorchOp):
    name = 'torch.aten._log_softmax'


@aten_op(
    'aten::_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output', 'Tensor'),
    Arg('dim', 'int'),
    Arg('input_dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenPrivateLogSoftmaxBackwardDataOp(TorchOp):
    name = 'torch.aten._log_softmax_backward_data'


@aten_op(
    'aten::_logcumsumexp(Tensor self, int dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenPrivateLogcumsumexpOp(TorchOp):
    name = 'torch.aten._logcumsumexp'


@aten_op(
    'aten::_lstm_mps(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor[]'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_first', 'bool'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateLstmMpsOp(TorchOp):
    name = 'torch.aten._lstm_mps'


@aten_op(
    'aten::_lu_with_info(Tensor self, bool pivot=True, bool check_errors=True) -> (Tensor LU, Tensor pivots, Tensor info)',
    Arg('self', 'Tensor'),
    Arg('pivot', 'bool', True),
    Arg('check_errors', 'bool', True),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateLuWithInfoOp(TorchOp):
    name = 'torch.aten._lu_with_info'


@aten_op(
    'aten::_make_dep_token(*, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenPrivateMakeDepTokenOp(TorchOp):
    name = 'torch.aten._make_dep_token'


@aten_op(
    'aten::_make_dual(Tensor(a) primal, Tensor tangent, int level) -> Tensor(a)',
    Arg('primal', 'Tensor'),
    Arg('tangent', 'Tensor'),
    Arg('level', 'int'),
    returns=('Tensor',),
)
class AtenPrivateMakeDualOp(TorchOp):
    name = 'torch.aten._make_dual'


@aten_op(
    'aten::_make_dual_copy(Tensor primal, Tensor tangent, int level) -> Tensor',
    Arg('primal', 'Tensor'),
    Arg('tangent', 'Tensor'),
    Arg('level', 'int'),
    returns=('Tensor',),
)
class AtenPrivateMakeDualCopyOp(TorchOp):
    name = 'torch.aten._make_dual_copy'


@aten_op(
    'aten::_make_per_channel_quantized_tensor(Tensor self, Tensor scale, Tensor zero_point, int axis) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('axis', 'int'),
    returns=('Tensor',),
)
class AtenPrivateMakePerChannelQuantizedTensorOp(TorchOp):
    name = 'torch.aten._make_per_channel_quantized_tensor'


@aten_op(
    'aten::_make_per_tensor_quantized_tensor(Tensor self, float scale, int zero_point) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('scale', 'float'),
    Arg('zero_point', 'int'),
    returns=('Tensor',),
)
class AtenPrivateMakePerTensorQuantizedTensorOp(TorchOp):
    name = 'torch.aten._make_per_tensor_quantized_tensor'


@aten_op(
    'aten::_masked_scale(Tensor self, Tensor mask, float scale) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('scale', 'float'),
    returns=('Tensor',),
)
class AtenPrivateMaskedScaleOp(TorchOp):
    name = 'torch.aten._masked_scale'


@aten_op(
    'aten::_masked_softmax(Tensor self, Tensor mask, int? dim=None, int? mask_type=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('dim', 'int?', None),
    Arg('mask_type', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateMaskedSoftmaxOp(TorchOp):
    name = 'torch.aten._masked_softmax'


@aten_op(
    'aten::_masked_softmax_backward(Tensor grad_output, Tensor output, Tensor mask, int? dim=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('dim', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateMaskedSoftmaxBackwardOp(TorchOp):
    name = 'torch.aten._masked_softmax_backward'


@aten_op(
    'aten::_mixed_dtypes_linear(Tensor input, Tensor weight, Tensor scale, *, Tensor? bias=None, str? activation=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('activation', 'str?', None),
    returns=('Tensor',),
)
class AtenPrivateMixedDtypesLinearOp(TorchOp):
    name = 'torch.aten._mixed_dtypes_linear'


@aten_op(
    'aten::_mkldnn_reshape(Tensor self, int[] shape) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('shape', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateMkldnnReshapeOp(TorchOp):
    name = 'torch.aten._mkldnn_reshape'


@aten_op(
    'aten::_mkldnn_transpose(Tensor self, int dim0, int dim1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim0', 'int'),
    Arg('dim1', 'int'),
    returns=('Tensor',),
)
class AtenPrivateMkldnnTransposeOp(TorchOp):
    name = 'torch.aten._mkldnn_transpose'


@aten_op(
    'aten::_mps_convolution(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('padding', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenPrivateMpsConvolutionOp(TorchOp):
    name = 'torch.aten._mps_convolution'


@aten_op(
    'aten::_mps_convolution_transpose(Tensor self, Tensor weight, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('padding', 'int[]'),
    Arg('output_padding', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenPrivateMpsConvolutionTransposeOp(TorchOp):
    name = 'torch.aten._mps_convolution_transpose'


@aten_op(
    'aten::_native_batch_norm_legit.no_stats(Tensor input, Tensor? weight, Tensor? bias, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('training', 'bool'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateNativeBatchNormLegitNoStatsOp(TorchOp):
    name = 'torch.aten._native_batch_norm_legit.no_stats'


@aten_op(
    'aten::_native_batch_norm_legit_functional(Tensor input, Tensor? weight, Tensor? bias, Tensor running_mean, Tensor running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor, Tensor running_mean_out, Tensor running_var_out)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('running_mean', 'Tensor'),
    Arg('running_var', 'Tensor'),
    Arg('training', 'bool'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateNativeBatchNormLegitFunctionalOp(TorchOp):
    name = 'torch.aten._native_batch_norm_legit_functional'


@aten_op(
    'aten::_native_batch_norm_legit_no_training(Tensor input, Tensor? weight, Tensor? bias, Tensor running_mean, Tensor running_var, float momentum, float eps) -> (Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('running_mean', 'Tensor'),
    Arg('running_var', 'Tensor'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateNativeBatchNormLegitNoTrainingOp(TorchOp):
    name = 'torch.aten._native_batch_norm_legit_no_training'


@aten_op(
    'aten::_native_multi_head_attention(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, bool need_weights=True, bool average_attn_weights=True, int? mask_type=None) -> (Tensor, Tensor)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('embed_dim', 'int'),
    Arg('num_head', 'int'),
    Arg('qkv_weight', 'Tensor'),
    Arg('qkv_bias', 'Tensor'),
    Arg('proj_weight', 'Tensor'),
    Arg('proj_bias', 'Tensor'),
    Arg('mask', 'Tensor?', None),
    Arg('need_weights', 'bool', True),
    Arg('average_attn_weights', 'bool', True),
    Arg('mask_type', 'int?', None),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateNativeMultiHeadAttentionOp(TorchOp):
    name = 'torch.aten._native_multi_head_attention'


@aten_op(
    'aten::_ncf_unsqueeze(Tensor(a) self, int ndim) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('ndim', 'int'),
    returns=('Tensor',),
)
class AtenPrivateNcfUnsqueezeOp(TorchOp):
    name = 'torch.aten._ncf_unsqueeze'


@aten_op(
    'aten::_ncf_view(Tensor(a) self, int[] input_shape, int normalized_ndim) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('input_shape', 'int[]'),
    Arg('normalized_ndim', 'int'),
    returns=('Tensor',),
)
class AtenPrivateNcfViewOp(TorchOp):
    name = 'torch.aten._ncf_view'


@aten_op(
    'aten::_neg_view(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNegViewOp(TorchOp):
    name = 'torch.aten._neg_view'


@aten_op(
    'aten::_neg_view_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNegViewCopyOp(TorchOp):
    name = 'torch.aten._neg_view_copy'


@aten_op(
    'aten::_nested_compute_contiguous_strides_offsets(Tensor nested_size) -> (Tensor, Tensor)',
    Arg('nested_size', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateNestedComputeContiguousStridesOffsetsOp(TorchOp):
    name = 'torch.aten._nested_compute_contiguous_strides_offsets'


@aten_op(
    'aten::_nested_from_padded(Tensor padded, Tensor cpu_nested_shape_example, bool fuse_transform_0213=False) -> Tensor',
    Arg('padded', 'Tensor'),
    Arg('cpu_nested_shape_example', 'Tensor'),
    Arg('fuse_transform_0213', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateNestedFromPaddedOp(TorchOp):
    name = 'torch.aten._nested_from_padded'


@aten_op(
    'aten::_nested_from_padded_and_nested_example(Tensor padded, Tensor nt_example) -> Tensor',
    Arg('padded', 'Tensor'),
    Arg('nt_example', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedFromPaddedAndNestedExampleOp(TorchOp):
    name = 'torch.aten._nested_from_padded_and_nested_example'


@aten_op(
    'aten::_nested_from_padded_tensor(Tensor padded, Tensor offsets, Tensor dummy, int ragged_idx=1, Tensor? min_seqlen=None, Tensor? max_seqlen=None, SymInt? sum_S=None) -> Tensor',
    Arg('padded', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('dummy', 'Tensor'),
    Arg('ragged_idx', 'int', 1),
    Arg('min_seqlen', 'Tensor?', None),
    Arg('max_seqlen', 'Tensor?', None),
    Arg('sum_S', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateNestedFromPaddedTensorOp(TorchOp):
    name = 'torch.aten._nested_from_padded_tensor'


@aten_op(
    'aten::_nested_get_jagged_dummy(Tensor any) -> Tensor',
    Arg('any', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedGetJaggedDummyOp(TorchOp):
    name = 'torch.aten._nested_get_jagged_dummy'


@aten_op(
    'aten::_nested_get_lengths(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedGetLengthsOp(TorchOp):
    name = 'torch.aten._nested_get_lengths'


@aten_op(
    'aten::_nested_get_max_seqlen(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedGetMaxSeqlenOp(TorchOp):
    name = 'torch.aten._nested_get_max_seqlen'


@aten_op(
    'aten::_nested_get_min_seqlen(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedGetMinSeqlenOp(TorchOp):
    name = 'torch.aten._nested_get_min_seqlen'


@aten_op(
    'aten::_nested_get_offsets(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedGetOffsetsOp(TorchOp):
    name = 'torch.aten._nested_get_offsets'


@aten_op(
    'aten::_nested_get_values(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedGetValuesOp(TorchOp):
    name = 'torch.aten._nested_get_values'


@aten_op(
    'aten::_nested_get_values_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedGetValuesCopyOp(TorchOp):
    name = 'torch.aten._nested_get_values_copy'


@aten_op(
    'aten::_nested_select_backward(Tensor grad_output, Tensor self, int dim, SymInt index) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'int'),
    returns=('Tensor',),
)
class AtenPrivateNestedSelectBackwardOp(TorchOp):
    name = 'torch.aten._nested_select_backward'


@aten_op(
    'aten::_nested_sum_backward(Tensor grad, Tensor self, int[1]? dim, bool keepdim=False) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateNestedSumBackwardOp(TorchOp):
    name = 'torch.aten._nested_sum_backward'


@aten_op(
    'aten::_nested_tensor_from_mask(Tensor t, Tensor mask, bool mask_check=True) -> Tensor',
    Arg('t', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('mask_check', 'bool', True),
    returns=('Tensor',),
)
class AtenPrivateNestedTensorFromMaskOp(TorchOp):
    name = 'torch.aten._nested_tensor_from_mask'


@aten_op(
    'aten::_nested_tensor_from_tensor_list(Tensor[] list, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('list', 'Tensor[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateNestedTensorFromTensorListOp(TorchOp):
    name = 'torch.aten._nested_tensor_from_tensor_list'


@aten_op(
    'aten::_nested_tensor_size(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedTensorSizeOp(TorchOp):
    name = 'torch.aten._nested_tensor_size'


@aten_op(
    'aten::_nested_tensor_softmax_with_shape(Tensor self, Tensor query) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('query', 'Tensor'),
    returns=('Tensor',),
    random=True,
)
class AtenPrivateNestedTensorSoftmaxWithShapeOp(TorchOp):
    name = 'torch.aten._nested_tensor_softmax_with_shape'


@aten_op(
    'aten::_nested_tensor_storage_offsets(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedTensorStorageOffsetsOp(TorchOp):
    name = 'torch.aten._nested_tensor_storage_offsets'


@aten_op(
    'aten::_nested_tensor_strides(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedTensorStridesOp(TorchOp):
    name = 'torch.aten._nested_tensor_strides'


@aten_op(
    'aten::_nested_view_from_buffer(Tensor(a) self, Tensor nested_size, Tensor nested_strides, Tensor offsets) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('nested_size', 'Tensor'),
    Arg('nested_strides', 'Tensor'),
    Arg('offsets', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedViewFromBufferOp(TorchOp):
    name = 'torch.aten._nested_view_from_buffer'


@aten_op(
    'aten::_nested_view_from_buffer_copy(Tensor self, Tensor nested_size, Tensor nested_strides, Tensor offsets) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('nested_size', 'Tensor'),
    Arg('nested_strides', 'Tensor'),
    Arg('offsets', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateNestedViewFromBufferCopyOp(TorchOp):
    name = 'torch.aten._nested_view_from_buffer_copy'


@aten_op(
    'aten::_nested_view_from_jagged(Tensor(a) self, Tensor offsets, Tensor dummy, Tensor? lengths=None, int ragged_idx=1, Tensor? min_seqlen=None, Tensor? max_seqlen=None) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('dummy', 'Tensor'),
    Arg('lengths', 'Tensor?', None),
    Arg('ragged_idx', 'int', 1),
    Arg('min_seqlen', 'Tensor?', None),
    Arg('max_seqlen', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenPrivateNestedViewFromJaggedOp(TorchOp):
    name = 'torch.aten._nested_view_from_jagged'


@aten_op(
    'aten::_nested_view_from_jagged_copy(Tensor self, Tensor offsets, Tensor dummy, Tensor? lengths=None, int ragged_idx=1, Tensor? min_seqlen=None, Tensor? max_seqlen=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('dummy', 'Tensor'),
    Arg('lengths', 'Tensor?', None),
    Arg('ragged_idx', 'int', 1),
    Arg('min_seqlen', 'Tensor?', None),
    Arg('max_seqlen', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenPrivateNestedViewFromJaggedCopyOp(TorchOp):
    name = 'torch.aten._nested_view_from_jagged_copy'


@aten_op(
    'aten::_new_zeros_with_same_feature_meta(Tensor self, Tensor other, *, int self_num_batch_dims=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('self_num_batch_dims', 'int', 0),
    returns=('Tensor',),
)
class AtenPrivateNewZerosWithSameFeatureMetaOp(TorchOp):
    name = 'torch.aten._new_zeros_with_same_feature_meta'


@aten_op(
    'aten::_nnpack_spatial_convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[2] padding, SymInt[2] stride=[1, 1]) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('padding', 'int[]'),
    Arg('stride', 'int[]', [1, 1]),
    returns=('Tensor',),
)
class AtenPrivateNnpackSpatialConvolutionOp(TorchOp):
    name = 'torch.aten._nnpack_spatial_convolution'


@aten_op(
    'aten::_no_grad_embedding_renorm_(Tensor weight, Tensor input, float max_norm, float norm_type) -> Tensor',
    Arg('weight', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('max_norm', 'float'),
    Arg('norm_type', 'float'),
    returns=('Tensor',),
)
class AtenPrivateNoGradEmbeddingRenormOp(TorchOp):
    name = 'torch.aten._no_grad_embedding_renorm_'


@aten_op(
    'aten::_pack_padded_sequence(Tensor input, Tensor lengths, bool batch_first) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('lengths', 'Tensor'),
    Arg('batch_first', 'bool'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivatePackPaddedSequenceOp(TorchOp):
    name = 'torch.aten._pack_padded_sequence'


@aten_op(
    'aten::_pack_padded_sequence_backward(Tensor grad, SymInt[] input_size, Tensor batch_sizes, bool batch_first) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('input_size', 'int[]'),
    Arg('batch_sizes', 'Tensor'),
    Arg('batch_first', 'bool'),
    returns=('Tensor',),
)
class AtenPrivatePackPaddedSequenceBackwardOp(TorchOp):
    name = 'torch.aten._pack_padded_sequence_backward'


@aten_op(
    'aten::_pad_circular(Tensor self, SymInt[] pad) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('pad', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivatePadCircularOp(TorchOp):
    name = 'torch.aten._pad_circular'


@aten_op(
    'aten::_pad_enum(Tensor self, SymInt[] pad, int mode, float? value=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('pad', 'int[]'),
    Arg('mode', 'int'),
    Arg('value', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivatePadEnumOp(TorchOp):
    name = 'torch.aten._pad_enum'


@aten_op(
    'aten::_pad_packed_sequence(Tensor data, Tensor batch_sizes, bool batch_first, Scalar padding_value, int total_length) -> (Tensor, Tensor)',
    Arg('data', 'Tensor'),
    Arg('batch_sizes', 'Tensor'),
    Arg('batch_first', 'bool'),
    Arg('padding_value', 'Scalar'),
    Arg('total_length', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivatePadPackedSequenceOp(TorchOp):
    name = 'torch.aten._pad_packed_sequence'


@aten_op(
    'aten::_padded_dense_to_jagged_forward(Tensor dense, Tensor[] offsets, SymInt? total_L=None) -> Tensor',
    Arg('dense', 'Tensor'),
    Arg('offsets', 'Tensor[]'),
    Arg('total_L', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivatePaddedDenseToJaggedForwardOp(TorchOp):
    name = 'torch.aten._padded_dense_to_jagged_forward'


@aten_op(
    'aten::_pdist_backward(Tensor grad, Tensor self, float p, Tensor pdist) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('p', 'float'),
    Arg('pdist', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivatePdistBackwardOp(TorchOp):
    name = 'torch.aten._pdist_backward'


@aten_op(
    'aten::_pdist_forward(Tensor self, float p=2.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'float', 2.0),
    returns=('Tensor',),
)
class AtenPrivatePdistForwardOp(TorchOp):
    name = 'torch.aten._pdist_forward'


@aten_op(
    'aten::_philox_key_fold_in(Tensor key, int data) -> Tensor',
    Arg('key', 'Tensor'),
    Arg('data', 'int'),
    returns=('Tensor',),
)
class AtenPrivatePhiloxKeyFoldInOp(TorchOp):
    name = 'torch.aten._philox_key_fold_in'


@aten_op(
    'aten::_philox_key_split(Tensor key, int num_splits) -> Tensor',
    Arg('key', 'Tensor'),
    Arg('num_splits', 'int'),
    returns=('Tensor',),
)
class AtenPrivatePhiloxKeySplitOp(TorchOp):
    name = 'torch.aten._philox_key_split'


@aten_op(
    'aten::_philox_normal(Tensor self, Tensor key, float mean=0., float std=1.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('mean', 'float', 0.0),
    Arg('std', 'float', 1.0),
    returns=('Tensor',),
)
class AtenPrivatePhiloxNormalOp(TorchOp):
    name = 'torch.aten._philox_normal'


@aten_op(
    'aten::_philox_uniform(Tensor self, Tensor key, float low=0., float high=1.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('low', 'float', 0.0),
    Arg('high', 'float', 1.0),
    returns=('Tensor',),
)
class AtenPrivatePhiloxUniformOp(TorchOp):
    name = 'torch.aten._philox_uniform'


@aten_op(
    'aten::_pin_memory(Tensor self, Device? device=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('device', 'Device?', None),
    returns=('Tensor',),
)
class AtenPrivatePinMemoryOp(TorchOp):
    name = 'torch.aten._pin_memory'


@aten_op(
    'aten::_prelu_kernel(Tensor self, Tensor weight) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivatePreluKernelOp(TorchOp):
    name = 'torch.aten._prelu_kernel'


@aten_op(
    'aten::_prelu_kernel_backward(Tensor grad_output, Tensor self, Tensor weight) -> (Tensor, Tensor)',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivatePreluKernelBackwardOp(TorchOp):
    name = 'torch.aten._prelu_kernel_backward'


@aten_op(
    'aten::_remove_batch_dim(Tensor self, int level, SymInt batch_size, int out_dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('level', 'int'),
    Arg('batch_size', 'int'),
    Arg('out_dim', 'int'),
    returns=('Tensor',),
)
class AtenPrivateRemoveBatchDimOp(TorchOp):
    name = 'torch.aten._remove_batch_dim'


@aten_op(
    'aten::_reshape_alias(Tensor(a) self, SymInt[] size, SymInt[] stride) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('stride', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateReshapeAliasOp(TorchOp):
    name = 'torch.aten._reshape_alias'


@aten_op(
    'aten::_reshape_alias_copy(Tensor self, SymInt[] size, SymInt[] stride) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('stride', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateReshapeAliasCopyOp(TorchOp):
    name = 'torch.aten._reshape_alias_copy'


@aten_op(
    'aten::_reshape_copy(Tensor self, SymInt[] size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateReshapeCopyOp(TorchOp):
    name = 'torch.aten._reshape_copy'


@aten_op(
    'aten::_reshape_from_tensor(Tensor self, Tensor shape) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('shape', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateReshapeFromTensorOp(TorchOp):
    name = 'torch.aten._reshape_from_tensor'


@aten_op(
    'aten::_resize_output(Tensor self, SymInt[] size, Device device) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('device', 'Device'),
    returns=('Tensor',),
)
class AtenPrivateResizeOutputOp(TorchOp):
    name = 'torch.aten._resize_output'


@aten_op(
    'aten::_rowwise_prune(Tensor weight, Tensor mask, ScalarType compressed_indices_dtype) -> (Tensor, Tensor)',
    Arg('weight', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('compressed_indices_dtype', 'ScalarType'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateRowwisePruneOp(TorchOp):
    name = 'torch.aten._rowwise_prune'


@aten_op(
    'aten::_safe_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenPrivateSafeSoftmaxOp(TorchOp):
    name = 'torch.aten._safe_softmax'


@aten_op(
    'aten::_sample_dirichlet(Tensor self, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenPrivateSampleDirichletOp(TorchOp):
    name = 'torch.aten._sample_dirichlet'


@aten_op(
    'aten::_saturate_weight_to_fp16(Tensor weight) -> Tensor',
    Arg('weight', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateSaturateWeightToFp16Op(TorchOp):
    name = 'torch.aten._saturate_weight_to_fp16'


@aten_op(
    'aten::_scaled_dot_product_attention_math(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0., bool is_causal=False, Tensor? dropout_mask=None, *, float? scale=None, bool enable_gqa=False) -> (Tensor, Tensor)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('attn_mask', 'Tensor?', None),
    Arg('dropout_p', 'float', 0.0),
    Arg('is_causal', 'bool', False),
    Arg('dropout_mask', 'Tensor?', None),
    Arg('scale', 'float?', None),
    Arg('enable_gqa', 'bool', False),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateScaledDotProductAttentionMathOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_attention_math'


@aten_op(
    'aten::_scaled_dot_product_attention_math_for_mps(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0., bool is_causal=False, Tensor? dropout_mask=None, *, float? scale=None, bool enable_gqa=False) -> (Tensor, Tensor)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('attn_mask', 'Tensor?', None),
    Arg('dropout_p', 'float', 0.0),
    Arg('is_causal', 'bool', False),
    Arg('dropout_mask', 'Tensor?', None),
    Arg('scale', 'float?', None),
    Arg('enable_gqa', 'bool', False),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateScaledDotProductAttentionMathForMpsOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_attention_math_for_mps'


@aten_op(
    'aten::_scaled_dot_product_cudnn_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_bias, bool compute_log_sumexp, float dropout_p=0., bool is_causal=False, bool return_debug_mask=False, *, float? scale=None) -> (Tensor output, Tensor logsumexp, Tensor cum_seq_q, Tensor cum_seq_k, SymInt max_q, SymInt max_k, Tensor philox_seed, Tensor philox_offset, Tensor debug_attn_mask)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('attn_bias', 'Tensor?'),
    Arg('compute_log_sumexp', 'bool'),
    Arg('dropout_p', 'float', 0.0),
    Arg('is_causal', 'bool', False),
    Arg('return_debug_mask', 'bool', False),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'int', 'int', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateScaledDotProductCudnnAttentionOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_cudnn_attention'


@aten_op(
    'aten::_scaled_dot_product_cudnn_attention_backward(Tensor grad_out, Tensor query, Tensor key, Tensor value, Tensor out, Tensor logsumexp, Tensor philox_seed, Tensor philox_offset, Tensor attn_bias, Tensor cum_seq_q, Tensor cum_seq_k, SymInt max_q, SymInt max_k, float dropout_p, bool is_causal, *, float? scale=None) -> (Tensor, Tensor, Tensor)',
    Arg('grad_out', 'Tensor'),
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('out', 'Tensor'),
    Arg('logsumexp', 'Tensor'),
    Arg('philox_seed', 'Tensor'),
    Arg('philox_offset', 'Tensor'),
    Arg('attn_bias', 'Tensor'),
    Arg('cum_seq_q', 'Tensor'),
    Arg('cum_seq_k', 'Tensor'),
    Arg('max_q', 'int'),
    Arg('max_k', 'int'),
    Arg('dropout_p', 'float'),
    Arg('is_causal', 'bool'),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateScaledDotProductCudnnAttentionBackwardOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_cudnn_attention_backward'


@aten_op(
    'aten::_scaled_dot_product_efficient_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_bias, bool compute_log_sumexp, float dropout_p=0., bool is_causal=False, *, float? scale=None) -> (Tensor output, Tensor log_sumexp, Tensor philox_seed, Tensor philox_offset)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('attn_bias', 'Tensor?'),
    Arg('compute_log_sumexp', 'bool'),
    Arg('dropout_p', 'float', 0.0),
    Arg('is_causal', 'bool', False),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateScaledDotProductEfficientAttentionOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_efficient_attention'


@aten_op(
    'aten::_scaled_dot_product_efficient_attention_backward(Tensor grad_out_, Tensor query, Tensor key, Tensor value, Tensor attn_bias, Tensor out, Tensor logsumexp, Tensor philox_seed, Tensor philox_offset, float dropout_p, bool[4] grad_input_mask, bool is_causal=False, *, float? scale=None) -> (Tensor, Tensor, Tensor, Tensor)',
    Arg('grad_out_', 'Tensor'),
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('attn_bias', 'Tensor'),
    Arg('out', 'Tensor'),
    Arg('logsumexp', 'Tensor'),
    Arg('philox_seed', 'Tensor'),
    Arg('philox_offset', 'Tensor'),
    Arg('dropout_p', 'float'),
    Arg('grad_input_mask', 'bool[]'),
    Arg('is_causal', 'bool', False),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateScaledDotProductEfficientAttentionBackwardOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_efficient_attention_backward'


@aten_op(
    'aten::_scaled_dot_product_flash_attention(Tensor query, Tensor key, Tensor value, float dropout_p=0., bool is_causal=False, bool return_debug_mask=False, *, float? scale=None) -> (Tensor output, Tensor logsumexp, Tensor cum_seq_q, Tensor cum_seq_k, SymInt max_q, SymInt max_k, Tensor rng_state, Tensor unused, Tensor debug_attn_mask)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('dropout_p', 'float', 0.0),
    Arg('is_causal', 'bool', False),
    Arg('return_debug_mask', 'bool', False),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'int', 'int', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateScaledDotProductFlashAttentionOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_flash_attention'


@aten_op(
    'aten::_scaled_dot_product_flash_attention.quantized(Tensor query, Tensor key, Tensor value, Tensor? q_descale, Tensor? k_descale, Tensor? v_descale, float dropout_p=0., bool is_causal=False, bool return_debug_mask=False, *, float? scale=None) -> (Tensor output, Tensor logsumexp, Tensor cum_seq_q, Tensor cum_seq_k, SymInt max_q, SymInt max_k, Tensor rng_state, Tensor unused, Tensor debug_attn_mask)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('q_descale', 'Tensor?'),
    Arg('k_descale', 'Tensor?'),
    Arg('v_descale', 'Tensor?'),
    Arg('dropout_p', 'float', 0.0),
    Arg('is_causal', 'bool', False),
    Arg('return_debug_mask', 'bool', False),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'int', 'int', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateScaledDotProductFlashAttentionQuantizedOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_flash_attention.quantized'


@aten_op(
    'aten::_scaled_dot_product_flash_attention_backward(Tensor grad_out, Tensor query, Tensor key, Tensor value, Tensor out, Tensor logsumexp, Tensor cum_seq_q, Tensor cum_seq_k, SymInt max_q, SymInt max_k, float dropout_p, bool is_causal, Tensor philox_seed, Tensor philox_offset, *, float? scale=None) -> (Tensor grad_query, Tensor grad_key, Tensor grad_value)',
    Arg('grad_out', 'Tensor'),
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('out', 'Tensor'),
    Arg('logsumexp', 'Tensor'),
    Arg('cum_seq_q', 'Tensor'),
    Arg('cum_seq_k', 'Tensor'),
    Arg('max_q', 'int'),
    Arg('max_k', 'int'),
    Arg('dropout_p', 'float'),
    Arg('is_causal', 'bool'),
    Arg('philox_seed', 'Tensor'),
    Arg('philox_offset', 'Tensor'),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateScaledDotProductFlashAttentionBackwardOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_flash_attention_backward'


@aten_op(
    'aten::_scaled_dot_product_flash_attention_for_cpu(Tensor query, Tensor key, Tensor value, float dropout_p=0., bool is_causal=False, *, Tensor? attn_mask=None, float? scale=None) -> (Tensor output, Tensor logsumexp)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('dropout_p', 'float', 0.0),
    Arg('is_causal', 'bool', False),
    Arg('attn_mask', 'Tensor?', None),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateScaledDotProductFlashAttentionForCpuOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_flash_attention_for_cpu'


@aten_op(
    'aten::_scaled_dot_product_flash_attention_for_cpu_backward(Tensor grad_out, Tensor query, Tensor key, Tensor value, Tensor out, Tensor logsumexp, float dropout_p, bool is_causal, *, Tensor? attn_mask=None, float? scale=None) -> (Tensor grad_query, Tensor grad_key, Tensor grad_value)',
    Arg('grad_out', 'Tensor'),
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('out', 'Tensor'),
    Arg('logsumexp', 'Tensor'),
    Arg('dropout_p', 'float'),
    Arg('is_causal', 'bool'),
    Arg('attn_mask', 'Tensor?', None),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateScaledDotProductFlashAttentionForCpuBackwardOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_flash_attention_for_cpu_backward'


@aten_op(
    'aten::_scaled_dot_product_fused_attention_overrideable(Tensor query, Tensor key, Tensor value, Tensor? attn_bias=None, float dropout_p=0., bool is_causal=False, bool return_debug_mask=False, *, float? scale=None) -> (Tensor output, Tensor logsumexp, Tensor cum_seq_q, Tensor cum_seq_k, SymInt max_q, SymInt max_k, Tensor philox_seed, Tensor philox_offset, Tensor debug_attn_mask)',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('attn_bias', 'Tensor?', None),
    Arg('dropout_p', 'float', 0.0),
    Arg('is_causal', 'bool', False),
    Arg('return_debug_mask', 'bool', False),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'int', 'int', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenPrivateScaledDotProductFusedAttentionOverrideableOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_fused_attention_overrideable'


@aten_op(
    'aten::_scaled_dot_product_fused_attention_overrideable_backward(Tensor grad_out, Tensor query, Tensor key, Tensor value, Tensor attn_bias, bool[4] grad_input_mask, Tensor out, Tensor logsumexp, Tensor cum_seq_q, Tensor cum_seq_k, SymInt max_q, SymInt max_k, float dropout_p, bool is_causal, Tensor philox_seed, Tensor philox_offset, *, float? scale=None) -> (Tensor grad_query, Tensor grad_key, Tensor grad_value, Tensor grad_attn_bias)',
    Arg('grad_out', 'Tensor'),
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('attn_bias', 'Tensor'),
    Arg('grad_input_mask', 'bool[]'),
    Arg('out', 'Tensor'),
    Arg('logsumexp', 'Tensor'),
    Arg('cum_seq_q', 'Tensor'),
    Arg('cum_seq_k', 'Tensor'),
    Arg('max_q', 'int'),
    Arg('max_k', 'int'),
    Arg('dropout_p', 'float'),
    Arg('is_causal', 'bool'),
    Arg('philox_seed', 'Tensor'),
    Arg('philox_offset', 'Tensor'),
    Arg('scale', 'float?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateScaledDotProductFusedAttentionOverrideableBackwardOp(TorchOp):
    name = 'torch.aten._scaled_dot_product_fused_attention_overrideable_backward'


@aten_op(
    'aten::_scaled_grouped_mm(Tensor self, Tensor mat2, Tensor scale_a, Tensor scale_b, Tensor? offs=None, Tensor? bias=None, Tensor? scale_result=None, ScalarType? out_dtype=None, bool use_fast_accum=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('scale_a', 'Tensor'),
    Arg('scale_b', 'Tensor'),
    Arg('offs', 'Tensor?', None),
    Arg('bias', 'Tensor?', None),
    Arg('scale_result', 'Tensor?', None),
    Arg('out_dtype', 'ScalarType?', None),
    Arg('use_fast_accum', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateScaledGroupedMmOp(TorchOp):
    name = 'torch.aten._scaled_grouped_mm'


@aten_op(
    'aten::_scaled_grouped_mm_v2(Tensor self, Tensor mat2, Tensor[] scale_a, int[] recipe_a, int[] swizzle_a, Tensor[] scale_b, int[] recipe_b, int[] swizzle_b, Tensor? offs=None, Tensor? bias=None, ScalarType? out_dtype=None, int[] contraction_dim=[], bool use_fast_accum=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('scale_a', 'Tensor[]'),
    Arg('recipe_a', 'int[]'),
    Arg('swizzle_a', 'int[]'),
    Arg('scale_b', 'Tensor[]'),
    Arg('recipe_b', 'int[]'),
    Arg('swizzle_b', 'int[]'),
    Arg('offs', 'Tensor?', None),
    Arg('bias', 'Tensor?', None),
    Arg('out_dtype', 'ScalarType?', None),
    Arg('contraction_dim', 'int[]', []),
    Arg('use_fast_accum', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateScaledGroupedMmV2Op(TorchOp):
    name = 'torch.aten._scaled_grouped_mm_v2'


@aten_op(
    'aten::_scaled_mm(Tensor self, Tensor mat2, Tensor scale_a, Tensor scale_b, Tensor? bias=None, Tensor? scale_result=None, ScalarType? out_dtype=None, bool use_fast_accum=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('scale_a', 'Tensor'),
    Arg('scale_b', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('scale_result', 'Tensor?', None),
    Arg('out_dtype', 'ScalarType?', None),
    Arg('use_fast_accum', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateScaledMmOp(TorchOp):
    name = 'torch.aten._scaled_mm'


@aten_op(
    'aten::_scaled_mm_v2(Tensor self, Tensor mat2, Tensor[] scale_a, int[] recipe_a, int[] swizzle_a, Tensor[] scale_b, int[] recipe_b, int[] swizzle_b, Tensor? bias, ScalarType? out_dtype, int[] contraction_dim=[], bool use_fast_accum=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('scale_a', 'Tensor[]'),
    Arg('recipe_a', 'int[]'),
    Arg('swizzle_a', 'int[]'),
    Arg('scale_b', 'Tensor[]'),
    Arg('recipe_b', 'int[]'),
    Arg('swizzle_b', 'int[]'),
    Arg('bias', 'Tensor?'),
    Arg('out_dtype', 'ScalarType?'),
    Arg('contraction_dim', 'int[]', []),
    Arg('use_fast_accum', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateScaledMmV2Op(TorchOp):
    name = 'torch.aten._scaled_mm_v2'


@aten_op(
    'aten::_segment_reduce_backward(Tensor grad, Tensor output, Tensor data, str reduce, *, Tensor? lengths=None, Tensor? offsets=None, int axis=0, Scalar? initial=None) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('output', 'Tensor'),
    Arg('data', 'Tensor'),
    Arg('reduce', 'str'),
    Arg('lengths', 'Tensor?', None),
    Arg('offsets', 'Tensor?', None),
    Arg('axis', 'int', 0),
    Arg('initial', 'Scalar?', None),
    returns=('Tensor',),
)
class AtenPrivateSegmentReduceBackwardOp(TorchOp):
    name = 'torch.aten._segment_reduce_backward'


@aten_op(
    'aten::_shape_as_tensor(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateShapeAsTensorOp(TorchOp):
    name = 'torch.aten._shape_as_tensor'


@aten_op(
    'aten::_slow_conv2d_backward.output_mask(Tensor grad_output, Tensor self, Tensor weight, SymInt[2] kernel_size, SymInt[2] stride, SymInt[2] padding, bool[3] output_mask) -> (Tensor grad_input, Tensor grad_weight, Tensor grad_bias)',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateSlowConv2dBackwardOutputMaskOp(TorchOp):
    name = 'torch.aten._slow_conv2d_backward.output_mask'


@aten_op(
    'aten::_slow_conv2d_forward(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias, SymInt[2] stride, SymInt[2] padding) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateSlowConv2dForwardOp(TorchOp):
    name = 'torch.aten._slow_conv2d_forward'


@aten_op(
    'aten::_sobol_engine_draw(Tensor quasi, int n, Tensor sobolstate, int dimension, int num_generated, ScalarType? dtype) -> (Tensor, Tensor)',
    Arg('quasi', 'Tensor'),
    Arg('n', 'int'),
    Arg('sobolstate', 'Tensor'),
    Arg('dimension', 'int'),
    Arg('num_generated', 'int'),
    Arg('dtype', 'ScalarType?'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateSobolEngineDrawOp(TorchOp):
    name = 'torch.aten._sobol_engine_draw'


@aten_op(
    'aten::_softmax(Tensor self, int dim, bool half_to_float) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('half_to_float', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateSoftmaxOp(TorchOp):
    name = 'torch.aten._softmax'


@aten_op(
    'aten::_softmax_backward_data(Tensor grad_output, Tensor output, int dim, ScalarType input_dtype) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output', 'Tensor'),
    Arg('dim', 'int'),
    Arg('input_dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenPrivateSoftmaxBackwardDataOp(TorchOp):
    name = 'torch.aten._softmax_backward_data'


@aten_op(
    'aten::_sparse_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat1', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenPrivateSparseAddmmOp(TorchOp):
    name = 'torch.aten._sparse_addmm'


@aten_op(
    'aten::_sparse_broadcast_to(Tensor(a) self, int[] size) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateSparseBroadcastToOp(TorchOp):
    name = 'torch.aten._sparse_broadcast_to'


@aten_op(
    'aten::_sparse_broadcast_to_copy(Tensor self, int[] size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateSparseBroadcastToCopyOp(TorchOp):
    name = 'torch.aten._sparse_broadcast_to_copy'


@aten_op(
    'aten::_sparse_bsc_tensor_unsafe(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('ccol_indices', 'Tensor'),
    Arg('row_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseBscTensorUnsafeOp(TorchOp):
    name = 'torch.aten._sparse_bsc_tensor_unsafe'


@aten_op(
    'aten::_sparse_bsr_tensor_unsafe(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('crow_indices', 'Tensor'),
    Arg('col_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseBsrTensorUnsafeOp(TorchOp):
    name = 'torch.aten._sparse_bsr_tensor_unsafe'


@aten_op(
    'aten::_sparse_compressed_tensor_unsafe(Tensor compressed_indices, Tensor plain_indices, Tensor values, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('compressed_indices', 'Tensor'),
    Arg('plain_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseCompressedTensorUnsafeOp(TorchOp):
    name = 'torch.aten._sparse_compressed_tensor_unsafe'


@aten_op(
    'aten::_sparse_compressed_tensor_with_dims(int nnz, int dense_dim, int[] size, int[] blocksize, ScalarType index_dtype, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('nnz', 'int'),
    Arg('dense_dim', 'int'),
    Arg('size', 'int[]'),
    Arg('blocksize', 'int[]'),
    Arg('index_dtype', 'ScalarType'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenPrivateSparseCompressedTensorWithDimsOp(TorchOp):
    name = 'torch.aten._sparse_compressed_tensor_with_dims'


@aten_op(
    'aten::_sparse_coo_tensor_unsafe(Tensor indices, Tensor values, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool? is_coalesced=None) -> Tensor',
    Arg('indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('is_coalesced', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseCooTensorUnsafeOp(TorchOp):
    name = 'torch.aten._sparse_coo_tensor_unsafe'


@aten_op(
    'aten::_sparse_coo_tensor_with_dims(int sparse_dim, int dense_dim, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('sparse_dim', 'int'),
    Arg('dense_dim', 'int'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenPrivateSparseCooTensorWithDimsOp(TorchOp):
    name = 'torch.aten._sparse_coo_tensor_with_dims'


@aten_op(
    'aten::_sparse_coo_tensor_with_dims_and_tensors(int sparse_dim, int dense_dim, SymInt[] size, Tensor indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False, bool? is_coalesced=None) -> Tensor',
    Arg('sparse_dim', 'int'),
    Arg('dense_dim', 'int'),
    Arg('size', 'int[]'),
    Arg('indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    Arg('is_coalesced', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseCooTensorWithDimsAndTensorsOp(TorchOp):
    name = 'torch.aten._sparse_coo_tensor_with_dims_and_tensors'


@aten_op(
    'aten::_sparse_csc_tensor_unsafe(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('ccol_indices', 'Tensor'),
    Arg('row_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseCscTensorUnsafeOp(TorchOp):
    name = 'torch.aten._sparse_csc_tensor_unsafe'


@aten_op(
    'aten::_sparse_csr_prod.dim_dtype(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseCsrProdDimDtypeOp(TorchOp):
    name = 'torch.aten._sparse_csr_prod.dim_dtype'


@aten_op(
    'aten::_sparse_csr_sum.dim_dtype(Tensor self, int[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseCsrSumDimDtypeOp(TorchOp):
    name = 'torch.aten._sparse_csr_sum.dim_dtype'


@aten_op(
    'aten::_sparse_csr_tensor_unsafe(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('crow_indices', 'Tensor'),
    Arg('col_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseCsrTensorUnsafeOp(TorchOp):
    name = 'torch.aten._sparse_csr_tensor_unsafe'


@aten_op(
    'aten::_sparse_log_softmax(Tensor self, int dim, bool half_to_float) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('half_to_float', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateSparseLogSoftmaxOp(TorchOp):
    name = 'torch.aten._sparse_log_softmax'


@aten_op(
    'aten::_sparse_log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseLogSoftmaxIntOp(TorchOp):
    name = 'torch.aten._sparse_log_softmax.int'


@aten_op(
    'aten::_sparse_log_softmax_backward_data(Tensor grad_output, Tensor output, int dim, Tensor self) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output', 'Tensor'),
    Arg('dim', 'int'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateSparseLogSoftmaxBackwardDataOp(TorchOp):
    name = 'torch.aten._sparse_log_softmax_backward_data'


@aten_op(
    'aten::_sparse_mask_projection(Tensor self, Tensor mask, bool accumulate_matches=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('accumulate_matches', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateSparseMaskProjectionOp(TorchOp):
    name = 'torch.aten._sparse_mask_projection'


@aten_op(
    'aten::_sparse_mm(Tensor sparse, Tensor dense) -> Tensor',
    Arg('sparse', 'Tensor'),
    Arg('dense', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateSparseMmOp(TorchOp):
    name = 'torch.aten._sparse_mm'


@aten_op(
    'aten::_sparse_mm.reduce(Tensor sparse, Tensor dense, str reduce) -> Tensor',
    Arg('sparse', 'Tensor'),
    Arg('dense', 'Tensor'),
    Arg('reduce', 'str'),
    returns=('Tensor',),
)
class AtenPrivateSparseMmReduceOp(TorchOp):
    name = 'torch.aten._sparse_mm.reduce'


@aten_op(
    'aten::_sparse_mm_reduce_impl(Tensor self, Tensor other, str reduce) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('reduce', 'str'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateSparseMmReduceImplOp(TorchOp):
    name = 'torch.aten._sparse_mm_reduce_impl'


@aten_op(
    'aten::_sparse_mm_reduce_impl_backward(Tensor self, Tensor grad_out, Tensor weight, str reduce, Tensor arg_out, bool[2] output_mask) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('grad_out', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('reduce', 'str'),
    Arg('arg_out', 'Tensor'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateSparseMmReduceImplBackwardOp(TorchOp):
    name = 'torch.aten._sparse_mm_reduce_impl_backward'


@aten_op(
    'aten::_sparse_semi_structured_addmm(Tensor input, Tensor mat1, Tensor mat1_meta, Tensor mat2, *, Scalar alpha=1, Scalar beta=1, ScalarType? out_dtype=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('mat1', 'Tensor'),
    Arg('mat1_meta', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('alpha', 'Scalar', 1),
    Arg('beta', 'Scalar', 1),
    Arg('out_dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseSemiStructuredAddmmOp(TorchOp):
    name = 'torch.aten._sparse_semi_structured_addmm'


@aten_op(
    'aten::_sparse_semi_structured_apply(Tensor input, Tensor thread_masks) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('thread_masks', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateSparseSemiStructuredApplyOp(TorchOp):
    name = 'torch.aten._sparse_semi_structured_apply'


@aten_op(
    'aten::_sparse_semi_structured_apply_dense(Tensor input, Tensor thread_masks) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('thread_masks', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateSparseSemiStructuredApplyDenseOp(TorchOp):
    name = 'torch.aten._sparse_semi_structured_apply_dense'


@aten_op(
    'aten::_sparse_semi_structured_linear(Tensor input, Tensor weight, Tensor meta, *, Tensor? bias=None, str? activation=None, ScalarType? out_dtype=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('meta', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('activation', 'str?', None),
    Arg('out_dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseSemiStructuredLinearOp(TorchOp):
    name = 'torch.aten._sparse_semi_structured_linear'


@aten_op(
    'aten::_sparse_semi_structured_mm(Tensor mat1, Tensor mat1_meta, Tensor mat2, *, ScalarType? out_dtype=None) -> Tensor',
    Arg('mat1', 'Tensor'),
    Arg('mat1_meta', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('out_dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseSemiStructuredMmOp(TorchOp):
    name = 'torch.aten._sparse_semi_structured_mm'


@aten_op(
    'aten::_sparse_semi_structured_tile(Tensor input, str algorithm="", bool use_cutlass=True) -> (Tensor, Tensor, Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('algorithm', 'str', ''),
    Arg('use_cutlass', 'bool', True),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateSparseSemiStructuredTileOp(TorchOp):
    name = 'torch.aten._sparse_semi_structured_tile'


@aten_op(
    'aten::_sparse_softmax(Tensor self, int dim, bool half_to_float) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('half_to_float', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateSparseSoftmaxOp(TorchOp):
    name = 'torch.aten._sparse_softmax'


@aten_op(
    'aten::_sparse_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenPrivateSparseSoftmaxIntOp(TorchOp):
    name = 'torch.aten._sparse_softmax.int'


@aten_op(
    'aten::_sparse_softmax_backward_data(Tensor grad_output, Tensor output, int dim, Tensor self) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output', 'Tensor'),
    Arg('dim', 'int'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateSparseSoftmaxBackwardDataOp(TorchOp):
    name = 'torch.aten._sparse_softmax_backward_data'


@aten_op(
    'aten::_sparse_sparse_matmul(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateSparseSparseMatmulOp(TorchOp):
    name = 'torch.aten._sparse_sparse_matmul'


@aten_op(
    'aten::_sparse_sum(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateSparseSumOp(TorchOp):
    name = 'torch.aten._sparse_sum'


@aten_op(
    'aten::_sparse_sum.dim(Tensor self, int[1] dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateSparseSumDimOp(TorchOp):
    name = 'torch.aten._sparse_sum.dim'


@aten_op(
    'aten::_sparse_sum.dim_dtype(Tensor self, int[1] dim, *, ScalarType dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenPrivateSparseSumDimDtypeOp(TorchOp):
    name = 'torch.aten._sparse_sum.dim_dtype'


@aten_op(
    'aten::_sparse_sum.dtype(Tensor self, *, ScalarType dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenPrivateSparseSumDtypeOp(TorchOp):
    name = 'torch.aten._sparse_sum.dtype'


@aten_op(
    'aten::_sparse_sum_backward(Tensor grad, Tensor self, int[] dim) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateSparseSumBackwardOp(TorchOp):
    name = 'torch.aten._sparse_sum_backward'


@aten_op(
    'aten::_spdiags(Tensor diagonals, Tensor offsets, int[] shape, Layout? layout=None) -> Tensor',
    Arg('diagonals', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('shape', 'int[]'),
    Arg('layout', 'Layout?', None),
    returns=('Tensor',),
)
class AtenPrivateSpdiagsOp(TorchOp):
    name = 'torch.aten._spdiags'


@aten_op(
    'aten::_spsolve(Tensor A, Tensor B, *, bool left=True) -> Tensor',
    Arg('A', 'Tensor'),
    Arg('B', 'Tensor'),
    Arg('left', 'bool', True),
    returns=('Tensor',),
)
class AtenPrivateSpsolveOp(TorchOp):
    name = 'torch.aten._spsolve'


@aten_op(
    'aten::_stack(Tensor[] tensors, int dim=0) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor',),
)
class AtenPrivateStackOp(TorchOp):
    name = 'torch.aten._stack'


@aten_op(
    'aten::_standard_gamma(Tensor self, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenPrivateStandardGammaOp(TorchOp):
    name = 'torch.aten._standard_gamma'


@aten_op(
    'aten::_standard_gamma_grad(Tensor self, Tensor output) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateStandardGammaGradOp(TorchOp):
    name = 'torch.aten._standard_gamma_grad'


@aten_op(
    'aten::_test_ambiguous_defaults.a(Tensor dummy, int a=1, int b=1) -> Tensor',
    Arg('dummy', 'Tensor'),
    Arg('a', 'int', 1),
    Arg('b', 'int', 1),
    returns=('Tensor',),
)
class AtenPrivateTestAmbiguousDefaultsAOp(TorchOp):
    name = 'torch.aten._test_ambiguous_defaults.a'


@aten_op(
    'aten::_test_ambiguous_defaults.b(Tensor dummy, int a=2, str b="2") -> Tensor',
    Arg('dummy', 'Tensor'),
    Arg('a', 'int', 2),
    Arg('b', 'str', '2'),
    returns=('Tensor',),
)
class AtenPrivateTestAmbiguousDefaultsBOp(TorchOp):
    name = 'torch.aten._test_ambiguous_defaults.b'


@aten_op(
    'aten::_test_autograd_multiple_dispatch.fullcoverage(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateTestAutogradMultipleDispatchFullcoverageOp(TorchOp):
    name = 'torch.aten._test_autograd_multiple_dispatch.fullcoverage'


@aten_op(
    'aten::_test_autograd_multiple_dispatch.ntonly(Tensor self, bool b) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('b', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateTestAutogradMultipleDispatchNtonlyOp(TorchOp):
    name = 'torch.aten._test_autograd_multiple_dispatch.ntonly'


@aten_op(
    'aten::_test_autograd_multiple_dispatch_view(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateTestAutogradMultipleDispatchViewOp(TorchOp):
    name = 'torch.aten._test_autograd_multiple_dispatch_view'


@aten_op(
    'aten::_test_autograd_multiple_dispatch_view_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateTestAutogradMultipleDispatchViewCopyOp(TorchOp):
    name = 'torch.aten._test_autograd_multiple_dispatch_view_copy'


@aten_op(
    'aten::_test_check_tensor(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateTestCheckTensorOp(TorchOp):
    name = 'torch.aten._test_check_tensor'


@aten_op(
    'aten::_test_functorch_fallback(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateTestFunctorchFallbackOp(TorchOp):
    name = 'torch.aten._test_functorch_fallback'


@aten_op(
    'aten::_test_optional_filled_intlist(Tensor values, int[2]? addends) -> Tensor',
    Arg('values', 'Tensor'),
    Arg('addends', 'int[]?'),
    returns=('Tensor',),
)
class AtenPrivateTestOptionalFilledIntlistOp(TorchOp):
    name = 'torch.aten._test_optional_filled_intlist'


@aten_op(
    'aten::_test_optional_floatlist(Tensor values, float[]? addends) -> Tensor',
    Arg('values', 'Tensor'),
    Arg('addends', 'float[]?'),
    returns=('Tensor',),
)
class AtenPrivateTestOptionalFloatlistOp(TorchOp):
    name = 'torch.aten._test_optional_floatlist'


@aten_op(
    'aten::_test_optional_intlist(Tensor values, int[]? addends) -> Tensor',
    Arg('values', 'Tensor'),
    Arg('addends', 'int[]?'),
    returns=('Tensor',),
)
class AtenPrivateTestOptionalIntlistOp(TorchOp):
    name = 'torch.aten._test_optional_intlist'


@aten_op(
    'aten::_test_parallel_materialize(Tensor self, int num_parallel, bool skip_first=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('num_parallel', 'int'),
    Arg('skip_first', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateTestParallelMaterializeOp(TorchOp):
    name = 'torch.aten._test_parallel_materialize'


@aten_op(
    'aten::_test_serialization_subcmul(Tensor self, Tensor other, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenPrivateTestSerializationSubcmulOp(TorchOp):
    name = 'torch.aten._test_serialization_subcmul'


@aten_op(
    'aten::_test_string_default(Tensor dummy, str a="\\"\\\'\\\\", str b="\\"\\\'\\\\") -> Tensor',
    Arg('dummy', 'Tensor'),
    Arg('a', 'str', '"\'\\'),
    Arg('b', 'str', '"\'\\'),
    returns=('Tensor',),
)
class AtenPrivateTestStringDefaultOp(TorchOp):
    name = 'torch.aten._test_string_default'


@aten_op(
    'aten::_test_warn_in_autograd(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateTestWarnInAutogradOp(TorchOp):
    name = 'torch.aten._test_warn_in_autograd'


@aten_op(
    'aten::_thnn_differentiable_gru_cell_backward(Tensor grad_hy, Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias, Tensor? hidden_bias) -> (Tensor, Tensor, Tensor, Tensor, Tensor)',
    Arg('grad_hy', 'Tensor'),
    Arg('input_gates', 'Tensor'),
    Arg('hidden_gates', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('input_bias', 'Tensor?'),
    Arg('hidden_bias', 'Tensor?'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateThnnDifferentiableGruCellBackwardOp(TorchOp):
    name = 'torch.aten._thnn_differentiable_gru_cell_backward'


@aten_op(
    'aten::_thnn_differentiable_lstm_cell_backward(Tensor? grad_hy, Tensor? grad_cy, Tensor input_gates, Tensor hidden_gates, Tensor? input_bias, Tensor? hidden_bias, Tensor cx, Tensor cy) -> (Tensor, Tensor, Tensor, Tensor, Tensor)',
    Arg('grad_hy', 'Tensor?'),
    Arg('grad_cy', 'Tensor?'),
    Arg('input_gates', 'Tensor'),
    Arg('hidden_gates', 'Tensor'),
    Arg('input_bias', 'Tensor?'),
    Arg('hidden_bias', 'Tensor?'),
    Arg('cx', 'Tensor'),
    Arg('cy', 'Tensor'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateThnnDifferentiableLstmCellBackwardOp(TorchOp):
    name = 'torch.aten._thnn_differentiable_lstm_cell_backward'


@aten_op(
    'aten::_thnn_fused_gru_cell(Tensor input_gates, Tensor hidden_gates, Tensor hx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor, Tensor)',
    Arg('input_gates', 'Tensor'),
    Arg('hidden_gates', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('input_bias', 'Tensor?', None),
    Arg('hidden_bias', 'Tensor?', None),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateThnnFusedGruCellOp(TorchOp):
    name = 'torch.aten._thnn_fused_gru_cell'


@aten_op(
    'aten::_thnn_fused_gru_cell_backward(Tensor grad_hy, Tensor workspace, bool has_bias) -> (Tensor, Tensor, Tensor, Tensor, Tensor)',
    Arg('grad_hy', 'Tensor'),
    Arg('workspace', 'Tensor'),
    Arg('has_bias', 'bool'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateThnnFusedGruCellBackwardOp(TorchOp):
    name = 'torch.aten._thnn_fused_gru_cell_backward'


@aten_op(
    'aten::_thnn_fused_lstm_cell(Tensor input_gates, Tensor hidden_gates, Tensor cx, Tensor? input_bias=None, Tensor? hidden_bias=None) -> (Tensor, Tensor, Tensor)',
    Arg('input_gates', 'Tensor'),
    Arg('hidden_gates', 'Tensor'),
    Arg('cx', 'Tensor'),
    Arg('input_bias', 'Tensor?', None),
    Arg('hidden_bias', 'Tensor?', None),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateThnnFusedLstmCellOp(TorchOp):
    name = 'torch.aten._thnn_fused_lstm_cell'


@aten_op(
    'aten::_thnn_fused_lstm_cell_backward(Tensor? grad_hy, Tensor? grad_cy, Tensor cx, Tensor cy, Tensor workspace, bool has_bias) -> (Tensor, Tensor, Tensor, Tensor, Tensor)',
    Arg('grad_hy', 'Tensor?'),
    Arg('grad_cy', 'Tensor?'),
    Arg('cx', 'Tensor'),
    Arg('cy', 'Tensor'),
    Arg('workspace', 'Tensor'),
    Arg('has_bias', 'bool'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateThnnFusedLstmCellBackwardOp(TorchOp):
    name = 'torch.aten._thnn_fused_lstm_cell_backward'


@aten_op(
    'aten::_thnn_fused_lstm_cell_backward_impl(Tensor? grad_hy, Tensor? grad_cy, Tensor cx, Tensor cy, Tensor workspace, bool has_bias) -> (Tensor, Tensor, Tensor)',
    Arg('grad_hy', 'Tensor?'),
    Arg('grad_cy', 'Tensor?'),
    Arg('cx', 'Tensor'),
    Arg('cy', 'Tensor'),
    Arg('workspace', 'Tensor'),
    Arg('has_bias', 'bool'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateThnnFusedLstmCellBackwardImplOp(TorchOp):
    name = 'torch.aten._thnn_fused_lstm_cell_backward_impl'


@aten_op(
    'aten::_to_copy(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('non_blocking', 'bool', False),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenPrivateToCopyOp(TorchOp):
    name = 'torch.aten._to_copy'


@aten_op(
    'aten::_to_cpu(Tensor[] tensors) -> Tensor[]',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenPrivateToCpuOp(TorchOp):
    name = 'torch.aten._to_cpu'


@aten_op(
    'aten::_to_dense(Tensor self, ScalarType? dtype=None, bool? masked_grad=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('masked_grad', 'bool?', None),
    returns=('Tensor',),
)
class AtenPrivateToDenseOp(TorchOp):
    name = 'torch.aten._to_dense'


@aten_op(
    'aten::_to_sparse(Tensor self, *, Layout? layout=None, int[2]? blocksize=None, int? dense_dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('layout', 'Layout?', None),
    Arg('blocksize', 'int[]?', None),
    Arg('dense_dim', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateToSparseOp(TorchOp):
    name = 'torch.aten._to_sparse'


@aten_op(
    'aten::_to_sparse.sparse_dim(Tensor self, int sparse_dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('sparse_dim', 'int'),
    returns=('Tensor',),
)
class AtenPrivateToSparseSparseDimOp(TorchOp):
    name = 'torch.aten._to_sparse.sparse_dim'


@aten_op(
    'aten::_to_sparse_bsc(Tensor self, int[2] blocksize, int? dense_dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('blocksize', 'int[]'),
    Arg('dense_dim', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateToSparseBscOp(TorchOp):
    name = 'torch.aten._to_sparse_bsc'


@aten_op(
    'aten::_to_sparse_bsr(Tensor self, int[2] blocksize, int? dense_dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('blocksize', 'int[]'),
    Arg('dense_dim', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateToSparseBsrOp(TorchOp):
    name = 'torch.aten._to_sparse_bsr'


@aten_op(
    'aten::_to_sparse_csc(Tensor self, int? dense_dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dense_dim', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateToSparseCscOp(TorchOp):
    name = 'torch.aten._to_sparse_csc'


@aten_op(
    'aten::_to_sparse_csr(Tensor self, int? dense_dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dense_dim', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateToSparseCsrOp(TorchOp):
    name = 'torch.aten._to_sparse_csr'


@aten_op(
    'aten::_to_sparse_semi_structured(Tensor dense) -> (Tensor, Tensor)',
    Arg('dense', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateToSparseSemiStructuredOp(TorchOp):
    name = 'torch.aten._to_sparse_semi_structured'


@aten_op(
    'aten::_transform_bias_rescale_qkv(Tensor qkv, Tensor qkv_bias, int num_heads) -> (Tensor, Tensor, Tensor)',
    Arg('qkv', 'Tensor'),
    Arg('qkv_bias', 'Tensor'),
    Arg('num_heads', 'int'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateTransformBiasRescaleQkvOp(TorchOp):
    name = 'torch.aten._transform_bias_rescale_qkv'


@aten_op(
    'aten::_transformer_encoder_layer_fwd(Tensor src, int embed_dim, int num_heads, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool norm_first, float eps, Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, Tensor norm_bias_2, Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor ffn_bias_2, Tensor? mask=None, int? mask_type=None) -> Tensor',
    Arg('src', 'Tensor'),
    Arg('embed_dim', 'int'),
    Arg('num_heads', 'int'),
    Arg('qkv_weight', 'Tensor'),
    Arg('qkv_bias', 'Tensor'),
    Arg('proj_weight', 'Tensor'),
    Arg('proj_bias', 'Tensor'),
    Arg('use_gelu', 'bool'),
    Arg('norm_first', 'bool'),
    Arg('eps', 'float'),
    Arg('norm_weight_1', 'Tensor'),
    Arg('norm_bias_1', 'Tensor'),
    Arg('norm_weight_2', 'Tensor'),
    Arg('norm_bias_2', 'Tensor'),
    Arg('ffn_weight_1', 'Tensor'),
    Arg('ffn_bias_1', 'Tensor'),
    Arg('ffn_weight_2', 'Tensor'),
    Arg('ffn_bias_2', 'Tensor'),
    Arg('mask', 'Tensor?', None),
    Arg('mask_type', 'int?', None),
    returns=('Tensor',),
)
class AtenPrivateTransformerEncoderLayerFwdOp(TorchOp):
    name = 'torch.aten._transformer_encoder_layer_fwd'


@aten_op(
    'aten::_trilinear(Tensor i1, Tensor i2, Tensor i3, int[] expand1, int[] expand2, int[] expand3, int[] sumdim, int unroll_dim=1) -> Tensor',
    Arg('i1', 'Tensor'),
    Arg('i2', 'Tensor'),
    Arg('i3', 'Tensor'),
    Arg('expand1', 'int[]'),
    Arg('expand2', 'int[]'),
    Arg('expand3', 'int[]'),
    Arg('sumdim', 'int[]'),
    Arg('unroll_dim', 'int', 1),
    returns=('Tensor',),
)
class AtenPrivateTrilinearOp(TorchOp):
    name = 'torch.aten._trilinear'


@aten_op(
    'aten::_triton_multi_head_attention(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None) -> Tensor',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('embed_dim', 'int'),
    Arg('num_head', 'int'),
    Arg('qkv_weight', 'Tensor'),
    Arg('qkv_bias', 'Tensor'),
    Arg('proj_weight', 'Tensor'),
    Arg('proj_bias', 'Tensor'),
    Arg('mask', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenPrivateTritonMultiHeadAttentionOp(TorchOp):
    name = 'torch.aten._triton_multi_head_attention'


@aten_op(
    'aten::_triton_scaled_dot_attention(Tensor q, Tensor k, Tensor v, float dropout_p=0.) -> Tensor',
    Arg('q', 'Tensor'),
    Arg('k', 'Tensor'),
    Arg('v', 'Tensor'),
    Arg('dropout_p', 'float', 0.0),
    returns=('Tensor',),
    random=True,
)
class AtenPrivateTritonScaledDotAttentionOp(TorchOp):
    name = 'torch.aten._triton_scaled_dot_attention'


@aten_op(
    'aten::_unique(Tensor self, bool sorted=True, bool return_inverse=False) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('sorted', 'bool', True),
    Arg('return_inverse', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateUniqueOp(TorchOp):
    name = 'torch.aten._unique'


@aten_op(
    'aten::_unique2(Tensor self, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('sorted', 'bool', True),
    Arg('return_inverse', 'bool', False),
    Arg('return_counts', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenPrivateUnique2Op(TorchOp):
    name = 'torch.aten._unique2'


@aten_op(
    'aten::_unpack_dual(Tensor(a) dual, int level) -> (Tensor(a) primal, Tensor tangent)',
    Arg('dual', 'Tensor'),
    Arg('level', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateUnpackDualOp(TorchOp):
    name = 'torch.aten._unpack_dual'


@aten_op(
    'aten::_unsafe_index.Tensor(Tensor self, Tensor?[] indices) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor?[]'),
    returns=('Tensor',),
)
class AtenPrivateUnsafeIndexTensorOp(TorchOp):
    name = 'torch.aten._unsafe_index.Tensor'


@aten_op(
    'aten::_unsafe_index.Tensor_hacked_twin(Tensor self, Tensor[] indices) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenPrivateUnsafeIndexTensorHackedTwinOp(TorchOp):
    name = 'torch.aten._unsafe_index.Tensor_hacked_twin'


@aten_op(
    'aten::_unsafe_index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor?[]'),
    Arg('values', 'Tensor'),
    Arg('accumulate', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateUnsafeIndexPutOp(TorchOp):
    name = 'torch.aten._unsafe_index_put'


@aten_op(
    'aten::_unsafe_index_put.hacked_twin(Tensor self, Tensor[] indices, Tensor values, bool accumulate=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor[]'),
    Arg('values', 'Tensor'),
    Arg('accumulate', 'bool', False),
    returns=('Tensor',),
)
class AtenPrivateUnsafeIndexPutHackedTwinOp(TorchOp):
    name = 'torch.aten._unsafe_index_put.hacked_twin'


@aten_op(
    'aten::_unsafe_masked_index(Tensor self, Tensor mask, Tensor?[] indices, Scalar fill) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('indices', 'Tensor?[]'),
    Arg('fill', 'Scalar'),
    returns=('Tensor',),
)
class AtenPrivateUnsafeMaskedIndexOp(TorchOp):
    name = 'torch.aten._unsafe_masked_index'


@aten_op(
    'aten::_unsafe_masked_index_put_accumulate(Tensor self, Tensor mask, Tensor?[] indices, Tensor values) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('indices', 'Tensor?[]'),
    Arg('values', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateUnsafeMaskedIndexPutAccumulateOp(TorchOp):
    name = 'torch.aten._unsafe_masked_index_put_accumulate'


@aten_op(
    'aten::_unsafe_view(Tensor self, SymInt[] size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateUnsafeViewOp(TorchOp):
    name = 'torch.aten._unsafe_view'


@aten_op(
    'aten::_upsample_bicubic2d_aa(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleBicubic2dAaOp(TorchOp):
    name = 'torch.aten._upsample_bicubic2d_aa'


@aten_op(
    'aten::_upsample_bicubic2d_aa.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('align_corners', 'bool'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenPrivateUpsampleBicubic2dAaVecOp(TorchOp):
    name = 'torch.aten._upsample_bicubic2d_aa.vec'


@aten_op(
    'aten::_upsample_bicubic2d_aa_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleBicubic2dAaBackwardOp(TorchOp):
    name = 'torch.aten._upsample_bicubic2d_aa_backward'


@aten_op(
    'aten::_upsample_bilinear2d_aa(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleBilinear2dAaOp(TorchOp):
    name = 'torch.aten._upsample_bilinear2d_aa'


@aten_op(
    'aten::_upsample_bilinear2d_aa.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('align_corners', 'bool'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenPrivateUpsampleBilinear2dAaVecOp(TorchOp):
    name = 'torch.aten._upsample_bilinear2d_aa.vec'


@aten_op(
    'aten::_upsample_bilinear2d_aa_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleBilinear2dAaBackwardOp(TorchOp):
    name = 'torch.aten._upsample_bilinear2d_aa_backward'


@aten_op(
    'aten::_upsample_lanczos2d_aa(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleLanczos2dAaOp(TorchOp):
    name = 'torch.aten._upsample_lanczos2d_aa'


@aten_op(
    'aten::_upsample_lanczos2d_aa.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('align_corners', 'bool'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenPrivateUpsampleLanczos2dAaVecOp(TorchOp):
    name = 'torch.aten._upsample_lanczos2d_aa.vec'


@aten_op(
    'aten::_upsample_lanczos2d_aa_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleLanczos2dAaBackwardOp(TorchOp):
    name = 'torch.aten._upsample_lanczos2d_aa_backward'


@aten_op(
    'aten::_upsample_nearest_exact1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('scales', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestExact1dOp(TorchOp):
    name = 'torch.aten._upsample_nearest_exact1d'


@aten_op(
    'aten::_upsample_nearest_exact1d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestExact1dVecOp(TorchOp):
    name = 'torch.aten._upsample_nearest_exact1d.vec'


@aten_op(
    'aten::_upsample_nearest_exact1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('scales', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestExact1dBackwardOp(TorchOp):
    name = 'torch.aten._upsample_nearest_exact1d_backward'


@aten_op(
    'aten::_upsample_nearest_exact2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestExact2dOp(TorchOp):
    name = 'torch.aten._upsample_nearest_exact2d'


@aten_op(
    'aten::_upsample_nearest_exact2d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestExact2dVecOp(TorchOp):
    name = 'torch.aten._upsample_nearest_exact2d.vec'


@aten_op(
    'aten::_upsample_nearest_exact2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestExact2dBackwardOp(TorchOp):
    name = 'torch.aten._upsample_nearest_exact2d_backward'


@aten_op(
    'aten::_upsample_nearest_exact3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('scales_d', 'float?', None),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestExact3dOp(TorchOp):
    name = 'torch.aten._upsample_nearest_exact3d'


@aten_op(
    'aten::_upsample_nearest_exact3d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestExact3dVecOp(TorchOp):
    name = 'torch.aten._upsample_nearest_exact3d.vec'


@aten_op(
    'aten::_upsample_nearest_exact3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('scales_d', 'float?', None),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenPrivateUpsampleNearestExact3dBackwardOp(TorchOp):
    name = 'torch.aten._upsample_nearest_exact3d_backward'


@aten_op(
    'aten::_values(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateValuesOp(TorchOp):
    name = 'torch.aten._values'


@aten_op(
    'aten::_values_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateValuesCopyOp(TorchOp):
    name = 'torch.aten._values_copy'


@aten_op(
    'aten::_weight_int4pack_mm(Tensor self, Tensor mat2, int qGroupSize, Tensor qScaleAndZeros) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('qGroupSize', 'int'),
    Arg('qScaleAndZeros', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateWeightInt4packMmOp(TorchOp):
    name = 'torch.aten._weight_int4pack_mm'


@aten_op(
    'aten::_weight_int4pack_mm_for_cpu(Tensor self, Tensor mat2, int qGroupSize, Tensor qScaleAndZeros) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('qGroupSize', 'int'),
    Arg('qScaleAndZeros', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateWeightInt4packMmForCpuOp(TorchOp):
    name = 'torch.aten._weight_int4pack_mm_for_cpu'


@aten_op(
    'aten::_weight_int4pack_mm_with_scales_and_zeros(Tensor self, Tensor mat2, int qGroupSize, Tensor qScale, Tensor qZeros) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('qGroupSize', 'int'),
    Arg('qScale', 'Tensor'),
    Arg('qZeros', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateWeightInt4packMmWithScalesAndZerosOp(TorchOp):
    name = 'torch.aten._weight_int4pack_mm_with_scales_and_zeros'


@aten_op(
    'aten::_weight_int8pack_mm(Tensor self, Tensor mat2, Tensor scales) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('scales', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateWeightInt8packMmOp(TorchOp):
    name = 'torch.aten._weight_int8pack_mm'


@aten_op(
    'aten::_weight_norm(Tensor v, Tensor g, int dim=0) -> Tensor',
    Arg('v', 'Tensor'),
    Arg('g', 'Tensor'),
    Arg('dim', 'int', 0),
    returns=('Tensor',),
)
class AtenPrivateWeightNormOp(TorchOp):
    name = 'torch.aten._weight_norm'


@aten_op(
    'aten::_weight_norm_differentiable_backward(Tensor grad_w, Tensor saved_v, Tensor saved_g, Tensor saved_norms, int dim) -> (Tensor, Tensor)',
    Arg('grad_w', 'Tensor'),
    Arg('saved_v', 'Tensor'),
    Arg('saved_g', 'Tensor'),
    Arg('saved_norms', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateWeightNormDifferentiableBackwardOp(TorchOp):
    name = 'torch.aten._weight_norm_differentiable_backward'


@aten_op(
    'aten::_weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor, Tensor)',
    Arg('v', 'Tensor'),
    Arg('g', 'Tensor'),
    Arg('dim', 'int', 0),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateWeightNormInterfaceOp(TorchOp):
    name = 'torch.aten._weight_norm_interface'


@aten_op(
    'aten::_weight_norm_interface_backward(Tensor grad_w, Tensor saved_v, Tensor saved_g, Tensor saved_norms, int dim) -> (Tensor, Tensor)',
    Arg('grad_w', 'Tensor'),
    Arg('saved_v', 'Tensor'),
    Arg('saved_g', 'Tensor'),
    Arg('saved_norms', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateWeightNormInterfaceBackwardOp(TorchOp):
    name = 'torch.aten._weight_norm_interface_backward'


@aten_op(
    'aten::_wrapped_linear_prepack(Tensor weight, Tensor weight_scale, Tensor weight_zero_point, Tensor bias) -> Tensor',
    Arg('weight', 'Tensor'),
    Arg('weight_scale', 'Tensor'),
    Arg('weight_zero_point', 'Tensor'),
    Arg('bias', 'Tensor'),
    returns=('Tensor',),
)
class AtenPrivateWrappedLinearPrepackOp(TorchOp):
    name = 'torch.aten._wrapped_linear_prepack'


@aten_op(
    'aten::_wrapped_quantized_linear_prepacked(Tensor input, Tensor input_scale, Tensor input_zero_point, Tensor packed_weight, Tensor output_scale, Tensor output_zero_point, int out_channel) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('input_scale', 'Tensor'),
    Arg('input_zero_point', 'Tensor'),
    Arg('packed_weight', 'Tensor'),
    Arg('output_scale', 'Tensor'),
    Arg('output_zero_point', 'Tensor'),
    Arg('out_channel', 'int'),
    returns=('Tensor',),
)
class AtenPrivateWrappedQuantizedLinearPrepackedOp(TorchOp):
    name = 'torch.aten._wrapped_quantized_linear_prepacked'


@aten_op(
    'aten::abs(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAbsOp(TorchOp):
    name = 'torch.aten.abs'


@aten_op(
    'aten::absolute(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAbsoluteOp(TorchOp):
    name = 'torch.aten.absolute'


@aten_op(
    'aten::acos(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAcosOp(TorchOp):
    name = 'torch.aten.acos'


@aten_op(
    'aten::acosh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAcoshOp(TorchOp):
    name = 'torch.aten.acosh'


@aten_op(
    'aten::adaptive_avg_pool1d(Tensor self, int[1] output_size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor',),
)
class AtenAdaptiveAvgPool1dOp(TorchOp):
    name = 'torch.aten.adaptive_avg_pool1d'


@aten_op(
    'aten::adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor',),
)
class AtenAdaptiveAvgPool2dOp(TorchOp):
    name = 'torch.aten.adaptive_avg_pool2d'


@aten_op(
    'aten::adaptive_avg_pool3d(Tensor self, SymInt[3] output_size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor',),
)
class AtenAdaptiveAvgPool3dOp(TorchOp):
    name = 'torch.aten.adaptive_avg_pool3d'


@aten_op(
    'aten::adaptive_max_pool1d(Tensor self, int[1] output_size) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor', 'Tensor'),
)
class AtenAdaptiveMaxPool1dOp(TorchOp):
    name = 'torch.aten.adaptive_max_pool1d'


@aten_op(
    'aten::adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor', 'Tensor'),
)
class AtenAdaptiveMaxPool2dOp(TorchOp):
    name = 'torch.aten.adaptive_max_pool2d'


@aten_op(
    'aten::adaptive_max_pool2d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor'),
    returns=('Tensor',),
)
class AtenAdaptiveMaxPool2dBackwardOp(TorchOp):
    name = 'torch.aten.adaptive_max_pool2d_backward'


@aten_op(
    'aten::adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor', 'Tensor'),
)
class AtenAdaptiveMaxPool3dOp(TorchOp):
    name = 'torch.aten.adaptive_max_pool3d'


@aten_op(
    'aten::adaptive_max_pool3d_backward(Tensor grad_output, Tensor self, Tensor indices) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor'),
    returns=('Tensor',),
)
class AtenAdaptiveMaxPool3dBackwardOp(TorchOp):
    name = 'torch.aten.adaptive_max_pool3d_backward'


@aten_op(
    'aten::add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenAddScalarOp(TorchOp):
    name = 'torch.aten.add.Scalar'


@aten_op(
    'aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenAddTensorOp(TorchOp):
    name = 'torch.aten.add.Tensor'


@aten_op(
    'aten::addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('batch1', 'Tensor'),
    Arg('batch2', 'Tensor'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenAddbmmOp(TorchOp):
    name = 'torch.aten.addbmm'


@aten_op(
    'aten::addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('tensor1', 'Tensor'),
    Arg('tensor2', 'Tensor'),
    Arg('value', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenAddcdivOp(TorchOp):
    name = 'torch.aten.addcdiv'


@aten_op(
    'aten::addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('tensor1', 'Tensor'),
    Arg('tensor2', 'Tensor'),
    Arg('value', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenAddcmulOp(TorchOp):
    name = 'torch.aten.addcmul'


@aten_op(
    'aten::addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat1', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenAddmmOp(TorchOp):
    name = 'torch.aten.addmm'


@aten_op(
    'aten::addmm.dtype(Tensor self, Tensor mat1, Tensor mat2, ScalarType out_dtype, *, Scalar beta=1, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat1', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('out_dtype', 'ScalarType'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenAddmmDtypeOp(TorchOp):
    name = 'torch.aten.addmm.dtype'


@aten_op(
    'aten::addmv(Tensor self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat', 'Tensor'),
    Arg('vec', 'Tensor'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenAddmvOp(TorchOp):
    name = 'torch.aten.addmv'


@aten_op(
    'aten::addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('vec1', 'Tensor'),
    Arg('vec2', 'Tensor'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenAddrOp(TorchOp):
    name = 'torch.aten.addr'


@aten_op(
    'aten::adjoint(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAdjointOp(TorchOp):
    name = 'torch.aten.adjoint'


@aten_op(
    'aten::affine_grid_generator(Tensor theta, SymInt[] size, bool align_corners) -> Tensor',
    Arg('theta', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('align_corners', 'bool'),
    returns=('Tensor',),
)
class AtenAffineGridGeneratorOp(TorchOp):
    name = 'torch.aten.affine_grid_generator'


@aten_op(
    'aten::affine_grid_generator_backward(Tensor grad, SymInt[] size, bool align_corners) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('align_corners', 'bool'),
    returns=('Tensor',),
)
class AtenAffineGridGeneratorBackwardOp(TorchOp):
    name = 'torch.aten.affine_grid_generator_backward'


@aten_op(
    'aten::alias(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAliasOp(TorchOp):
    name = 'torch.aten.alias'


@aten_op(
    'aten::alias_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAliasCopyOp(TorchOp):
    name = 'torch.aten.alias_copy'


@aten_op(
    'aten::all(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAllOp(TorchOp):
    name = 'torch.aten.all'


@aten_op(
    'aten::all.dim(Tensor self, int dim, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenAllDimOp(TorchOp):
    name = 'torch.aten.all.dim'


@aten_op(
    'aten::all.dims(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?', None),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenAllDimsOp(TorchOp):
    name = 'torch.aten.all.dims'


@aten_op(
    'aten::alpha_dropout(Tensor input, float p, bool train) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('p', 'float'),
    Arg('train', 'bool'),
    returns=('Tensor',),
    random=True,
)
class AtenAlphaDropoutOp(TorchOp):
    name = 'torch.aten.alpha_dropout'


@aten_op(
    'aten::amax(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]', []),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenAmaxOp(TorchOp):
    name = 'torch.aten.amax'


@aten_op(
    'aten::amin(Tensor self, int[1] dim=[], bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]', []),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenAminOp(TorchOp):
    name = 'torch.aten.amin'


@aten_op(
    'aten::aminmax(Tensor self, *, int? dim=None, bool keepdim=False) -> (Tensor min, Tensor max)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int?', None),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenAminmaxOp(TorchOp):
    name = 'torch.aten.aminmax'


@aten_op(
    'aten::angle(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAngleOp(TorchOp):
    name = 'torch.aten.angle'


@aten_op(
    'aten::any(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAnyOp(TorchOp):
    name = 'torch.aten.any'


@aten_op(
    'aten::any.dim(Tensor self, int dim, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenAnyDimOp(TorchOp):
    name = 'torch.aten.any.dim'


@aten_op(
    'aten::any.dims(Tensor self, int[]? dim=None, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?', None),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenAnyDimsOp(TorchOp):
    name = 'torch.aten.any.dims'


@aten_op(
    'aten::arange(Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('end', 'Scalar'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenArangeOp(TorchOp):
    name = 'torch.aten.arange'


@aten_op(
    'aten::arange.start(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Scalar'),
    Arg('end', 'Scalar'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenArangeStartOp(TorchOp):
    name = 'torch.aten.arange.start'


@aten_op(
    'aten::arange.start_step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Scalar'),
    Arg('end', 'Scalar'),
    Arg('step', 'Scalar', 1),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenArangeStartStepOp(TorchOp):
    name = 'torch.aten.arange.start_step'


@aten_op(
    'aten::arccos(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenArccosOp(TorchOp):
    name = 'torch.aten.arccos'


@aten_op(
    'aten::arccosh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenArccoshOp(TorchOp):
    name = 'torch.aten.arccosh'


@aten_op(
    'aten::arcsin(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenArcsinOp(TorchOp):
    name = 'torch.aten.arcsin'


@aten_op(
    'aten::arcsinh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenArcsinhOp(TorchOp):
    name = 'torch.aten.arcsinh'


@aten_op(
    'aten::arctan(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenArctanOp(TorchOp):
    name = 'torch.aten.arctan'


@aten_op(
    'aten::arctan2(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenArctan2Op(TorchOp):
    name = 'torch.aten.arctan2'


@aten_op(
    'aten::arctanh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenArctanhOp(TorchOp):
    name = 'torch.aten.arctanh'


@aten_op(
    'aten::argmax(Tensor self, int? dim=None, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int?', None),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenArgmaxOp(TorchOp):
    name = 'torch.aten.argmax'


@aten_op(
    'aten::argmin(Tensor self, int? dim=None, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int?', None),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenArgminOp(TorchOp):
    name = 'torch.aten.argmin'


@aten_op(
    'aten::argsort(Tensor self, int dim=-1, bool descending=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', -1),
    Arg('descending', 'bool', False),
    returns=('Tensor',),
)
class AtenArgsortOp(TorchOp):
    name = 'torch.aten.argsort'


@aten_op(
    'aten::argsort.stable(Tensor self, *, bool stable, int dim=-1, bool descending=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('stable', 'bool'),
    Arg('dim', 'int', -1),
    Arg('descending', 'bool', False),
    returns=('Tensor',),
)
class AtenArgsortStableOp(TorchOp):
    name = 'torch.aten.argsort.stable'


@aten_op(
    'aten::argwhere(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenArgwhereOp(TorchOp):
    name = 'torch.aten.argwhere'


@aten_op(
    'aten::as_strided(Tensor(a) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('storage_offset', 'int?', None),
    returns=('Tensor',),
)
class AtenAsStridedOp(TorchOp):
    name = 'torch.aten.as_strided'


@aten_op(
    'aten::as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('storage_offset', 'int?', None),
    returns=('Tensor',),
)
class AtenAsStridedCopyOp(TorchOp):
    name = 'torch.aten.as_strided_copy'


@aten_op(
    'aten::as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('src', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('storage_offset', 'int?', None),
    returns=('Tensor',),
)
class AtenAsStridedScatterOp(TorchOp):
    name = 'torch.aten.as_strided_scatter'


@aten_op(
    'aten::as_tensor(Tensor(a) data, *, ScalarType? dtype=None, Device? device=None) -> Tensor(b|a)',
    Arg('data', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('device', 'Device?', None),
    returns=('Tensor',),
)
class AtenAsTensorOp(TorchOp):
    name = 'torch.aten.as_tensor'


@aten_op(
    'aten::as_tensor.bool(bool t, *, ScalarType? dtype=None, Device? device=None) -> Tensor',
    Arg('t', 'bool'),
    Arg('dtype', 'ScalarType?', None),
    Arg('device', 'Device?', None),
    returns=('Tensor',),
)
class AtenAsTensorBoolOp(TorchOp):
    name = 'torch.aten.as_tensor.bool'


@aten_op(
    'aten::as_tensor.float(float t, *, ScalarType? dtype=None, Device? device=None) -> Tensor',
    Arg('t', 'float'),
    Arg('dtype', 'ScalarType?', None),
    Arg('device', 'Device?', None),
    returns=('Tensor',),
)
class AtenAsTensorFloatOp(TorchOp):
    name = 'torch.aten.as_tensor.float'


@aten_op(
    'aten::as_tensor.int(int t, *, ScalarType? dtype=None, Device? device=None) -> Tensor',
    Arg('t', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('device', 'Device?', None),
    returns=('Tensor',),
)
class AtenAsTensorIntOp(TorchOp):
    name = 'torch.aten.as_tensor.int'


@aten_op(
    'aten::asin(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAsinOp(TorchOp):
    name = 'torch.aten.asin'


@aten_op(
    'aten::asinh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAsinhOp(TorchOp):
    name = 'torch.aten.asinh'


@aten_op(
    'aten::atan(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAtanOp(TorchOp):
    name = 'torch.aten.atan'


@aten_op(
    'aten::atan2(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenAtan2Op(TorchOp):
    name = 'torch.aten.atan2'


@aten_op(
    'aten::atanh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAtanhOp(TorchOp):
    name = 'torch.aten.atanh'


@aten_op(
    'aten::atleast_1d(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAtleast1dOp(TorchOp):
    name = 'torch.aten.atleast_1d'


@aten_op(
    'aten::atleast_1d.Sequence(Tensor[] tensors) -> Tensor[]',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenAtleast1dSequenceOp(TorchOp):
    name = 'torch.aten.atleast_1d.Sequence'


@aten_op(
    'aten::atleast_2d(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAtleast2dOp(TorchOp):
    name = 'torch.aten.atleast_2d'


@aten_op(
    'aten::atleast_2d.Sequence(Tensor[] tensors) -> Tensor[]',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenAtleast2dSequenceOp(TorchOp):
    name = 'torch.aten.atleast_2d.Sequence'


@aten_op(
    'aten::atleast_3d(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAtleast3dOp(TorchOp):
    name = 'torch.aten.atleast_3d'


@aten_op(
    'aten::atleast_3d.Sequence(Tensor[] tensors) -> Tensor[]',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenAtleast3dSequenceOp(TorchOp):
    name = 'torch.aten.atleast_3d.Sequence'


@aten_op(
    'aten::avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], bool ceil_mode=False, bool count_include_pad=True) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0]),
    Arg('ceil_mode', 'bool', False),
    Arg('count_include_pad', 'bool', True),
    returns=('Tensor',),
)
class AtenAvgPool1dOp(TorchOp):
    name = 'torch.aten.avg_pool1d'


@aten_op(
    'aten::avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0]),
    Arg('ceil_mode', 'bool', False),
    Arg('count_include_pad', 'bool', True),
    Arg('divisor_override', 'int?', None),
    returns=('Tensor',),
)
class AtenAvgPool2dOp(TorchOp):
    name = 'torch.aten.avg_pool2d'


@aten_op(
    'aten::avg_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('ceil_mode', 'bool'),
    Arg('count_include_pad', 'bool'),
    Arg('divisor_override', 'int?'),
    returns=('Tensor',),
)
class AtenAvgPool2dBackwardOp(TorchOp):
    name = 'torch.aten.avg_pool2d_backward'


@aten_op(
    'aten::avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('ceil_mode', 'bool', False),
    Arg('count_include_pad', 'bool', True),
    Arg('divisor_override', 'int?', None),
    returns=('Tensor',),
)
class AtenAvgPool3dOp(TorchOp):
    name = 'torch.aten.avg_pool3d'


@aten_op(
    'aten::avg_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, bool ceil_mode, bool count_include_pad, int? divisor_override) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('ceil_mode', 'bool'),
    Arg('count_include_pad', 'bool'),
    Arg('divisor_override', 'int?'),
    returns=('Tensor',),
)
class AtenAvgPool3dBackwardOp(TorchOp):
    name = 'torch.aten.avg_pool3d_backward'


@aten_op(
    'aten::baddbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('batch1', 'Tensor'),
    Arg('batch2', 'Tensor'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenBaddbmmOp(TorchOp):
    name = 'torch.aten.baddbmm'


@aten_op(
    'aten::baddbmm.dtype(Tensor self, Tensor batch1, Tensor batch2, ScalarType out_dtype, *, Scalar beta=1, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('batch1', 'Tensor'),
    Arg('batch2', 'Tensor'),
    Arg('out_dtype', 'ScalarType'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenBaddbmmDtypeOp(TorchOp):
    name = 'torch.aten.baddbmm.dtype'


@aten_op(
    'aten::bartlett_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenBartlettWindowOp(TorchOp):
    name = 'torch.aten.bartlett_window'


@aten_op(
    'aten::bartlett_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('periodic', 'bool'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenBartlettWindowPeriodicOp(TorchOp):
    name = 'torch.aten.bartlett_window.periodic'


@aten_op(
    'aten::batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('training', 'bool'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    Arg('cudnn_enabled', 'bool'),
    returns=('Tensor',),
)
class AtenBatchNormOp(TorchOp):
    name = 'torch.aten.batch_norm'


@aten_op(
    'aten::batch_norm_backward(Tensor grad_out, Tensor input, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, bool update, float eps, bool[3] output_mask, Tensor reserve) -> (Tensor, Tensor, Tensor)',
    Arg('grad_out', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('save_mean', 'Tensor?'),
    Arg('save_var', 'Tensor?'),
    Arg('update', 'bool'),
    Arg('eps', 'float'),
    Arg('output_mask', 'bool[]'),
    Arg('reserve', 'Tensor'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenBatchNormBackwardOp(TorchOp):
    name = 'torch.aten.batch_norm_backward'


@aten_op(
    'aten::batch_norm_backward_elemt(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, Tensor sum_dy, Tensor sum_dy_xmu, Tensor count) -> Tensor',
    Arg('grad_out', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('mean', 'Tensor'),
    Arg('invstd', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('sum_dy', 'Tensor'),
    Arg('sum_dy_xmu', 'Tensor'),
    Arg('count', 'Tensor'),
    returns=('Tensor',),
)
class AtenBatchNormBackwardElemtOp(TorchOp):
    name = 'torch.aten.batch_norm_backward_elemt'


@aten_op(
    'aten::batch_norm_backward_reduce(Tensor grad_out, Tensor input, Tensor mean, Tensor invstd, Tensor? weight, bool input_g, bool weight_g, bool bias_g) -> (Tensor, Tensor, Tensor, Tensor)',
    Arg('grad_out', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('mean', 'Tensor'),
    Arg('invstd', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('input_g', 'bool'),
    Arg('weight_g', 'bool'),
    Arg('bias_g', 'bool'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenBatchNormBackwardReduceOp(TorchOp):
    name = 'torch.aten.batch_norm_backward_reduce'


@aten_op(
    'aten::batch_norm_elemt(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor invstd, float eps) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('mean', 'Tensor'),
    Arg('invstd', 'Tensor'),
    Arg('eps', 'float'),
    returns=('Tensor',),
)
class AtenBatchNormElemtOp(TorchOp):
    name = 'torch.aten.batch_norm_elemt'


@aten_op(
    'aten::batch_norm_gather_stats(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, int count) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('mean', 'Tensor'),
    Arg('invstd', 'Tensor'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    Arg('count', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenBatchNormGatherStatsOp(TorchOp):
    name = 'torch.aten.batch_norm_gather_stats'


@aten_op(
    'aten::batch_norm_gather_stats_with_counts(Tensor input, Tensor mean, Tensor invstd, Tensor? running_mean, Tensor? running_var, float momentum, float eps, Tensor counts) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('mean', 'Tensor'),
    Arg('invstd', 'Tensor'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    Arg('counts', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenBatchNormGatherStatsWithCountsOp(TorchOp):
    name = 'torch.aten.batch_norm_gather_stats_with_counts'


@aten_op(
    'aten::batch_norm_stats(Tensor input, float eps) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('eps', 'float'),
    returns=('Tensor', 'Tensor'),
)
class AtenBatchNormStatsOp(TorchOp):
    name = 'torch.aten.batch_norm_stats'


@aten_op(
    'aten::batch_norm_update_stats(Tensor input, Tensor? running_mean, Tensor? running_var, float momentum) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('momentum', 'float'),
    returns=('Tensor', 'Tensor'),
)
class AtenBatchNormUpdateStatsOp(TorchOp):
    name = 'torch.aten.batch_norm_update_stats'


@aten_op(
    'aten::bernoulli(Tensor self, *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenBernoulliOp(TorchOp):
    name = 'torch.aten.bernoulli'


@aten_op(
    'aten::bernoulli.Tensor(Tensor self, Tensor p, *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'Tensor'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenBernoulliTensorOp(TorchOp):
    name = 'torch.aten.bernoulli.Tensor'


@aten_op(
    'aten::bernoulli.p(Tensor self, float p, *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'float'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenBernoulliPOp(TorchOp):
    name = 'torch.aten.bernoulli.p'


@aten_op(
    'aten::bilinear(Tensor input1, Tensor input2, Tensor weight, Tensor? bias=None) -> Tensor',
    Arg('input1', 'Tensor'),
    Arg('input2', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenBilinearOp(TorchOp):
    name = 'torch.aten.bilinear'


@aten_op(
    'aten::binary_cross_entropy(Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?', None),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenBinaryCrossEntropyOp(TorchOp):
    name = 'torch.aten.binary_cross_entropy'


@aten_op(
    'aten::binary_cross_entropy_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight=None, int reduction=1) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?', None),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenBinaryCrossEntropyBackwardOp(TorchOp):
    name = 'torch.aten.binary_cross_entropy_backward'


@aten_op(
    'aten::binary_cross_entropy_with_logits(Tensor self, Tensor target, Tensor? weight=None, Tensor? pos_weight=None, int reduction=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?', None),
    Arg('pos_weight', 'Tensor?', None),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenBinaryCrossEntropyWithLogitsOp(TorchOp):
    name = 'torch.aten.binary_cross_entropy_with_logits'


@aten_op(
    'aten::bincount(Tensor self, Tensor? weights=None, SymInt minlength=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weights', 'Tensor?', None),
    Arg('minlength', 'int', 0),
    returns=('Tensor',),
)
class AtenBincountOp(TorchOp):
    name = 'torch.aten.bincount'


@aten_op(
    'aten::binomial(Tensor count, Tensor prob, Generator? generator=None) -> Tensor',
    Arg('count', 'Tensor'),
    Arg('prob', 'Tensor'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenBinomialOp(TorchOp):
    name = 'torch.aten.binomial'


@aten_op(
    'aten::bitwise_and.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenBitwiseAndScalarOp(TorchOp):
    name = 'torch.aten.bitwise_and.Scalar'


@aten_op(
    'aten::bitwise_and.Scalar_Tensor(Scalar self, Tensor other) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseAndScalarTensorOp(TorchOp):
    name = 'torch.aten.bitwise_and.Scalar_Tensor'


@aten_op(
    'aten::bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseAndTensorOp(TorchOp):
    name = 'torch.aten.bitwise_and.Tensor'


@aten_op(
    'aten::bitwise_left_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseLeftShiftScalarTensorOp(TorchOp):
    name = 'torch.aten.bitwise_left_shift.Scalar_Tensor'


@aten_op(
    'aten::bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseLeftShiftTensorOp(TorchOp):
    name = 'torch.aten.bitwise_left_shift.Tensor'


@aten_op(
    'aten::bitwise_left_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenBitwiseLeftShiftTensorScalarOp(TorchOp):
    name = 'torch.aten.bitwise_left_shift.Tensor_Scalar'


@aten_op(
    'aten::bitwise_not(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseNotOp(TorchOp):
    name = 'torch.aten.bitwise_not'


@aten_op(
    'aten::bitwise_or.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenBitwiseOrScalarOp(TorchOp):
    name = 'torch.aten.bitwise_or.Scalar'


@aten_op(
    'aten::bitwise_or.Scalar_Tensor(Scalar self, Tensor other) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseOrScalarTensorOp(TorchOp):
    name = 'torch.aten.bitwise_or.Scalar_Tensor'


@aten_op(
    'aten::bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseOrTensorOp(TorchOp):
    name = 'torch.aten.bitwise_or.Tensor'


@aten_op(
    'aten::bitwise_right_shift.Scalar_Tensor(Scalar self, Tensor other) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseRightShiftScalarTensorOp(TorchOp):
    name = 'torch.aten.bitwise_right_shift.Scalar_Tensor'


@aten_op(
    'aten::bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseRightShiftTensorOp(TorchOp):
    name = 'torch.aten.bitwise_right_shift.Tensor'


@aten_op(
    'aten::bitwise_right_shift.Tensor_Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenBitwiseRightShiftTensorScalarOp(TorchOp):
    name = 'torch.aten.bitwise_right_shift.Tensor_Scalar'


@aten_op(
    'aten::bitwise_xor.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenBitwiseXorScalarOp(TorchOp):
    name = 'torch.aten.bitwise_xor.Scalar'


@aten_op(
    'aten::bitwise_xor.Scalar_Tensor(Scalar self, Tensor other) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseXorScalarTensorOp(TorchOp):
    name = 'torch.aten.bitwise_xor.Scalar_Tensor'


@aten_op(
    'aten::bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseXorTensorOp(TorchOp):
    name = 'torch.aten.bitwise_xor.Tensor'


@aten_op(
    'aten::blackman_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenBlackmanWindowOp(TorchOp):
    name = 'torch.aten.blackman_window'


@aten_op(
    'aten::blackman_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('periodic', 'bool'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenBlackmanWindowPeriodicOp(TorchOp):
    name = 'torch.aten.blackman_window.periodic'


@aten_op(
    'aten::block_diag(Tensor[] tensors) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenBlockDiagOp(TorchOp):
    name = 'torch.aten.block_diag'


@aten_op(
    'aten::bmm(Tensor self, Tensor mat2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    returns=('Tensor',),
)
class AtenBmmOp(TorchOp):
    name = 'torch.aten.bmm'


@aten_op(
    'aten::bmm.dtype(Tensor self, Tensor mat2, ScalarType out_dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('out_dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenBmmDtypeOp(TorchOp):
    name = 'torch.aten.bmm.dtype'


@aten_op(
    'aten::broadcast_tensors(Tensor[] tensors) -> Tensor[]',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenBroadcastTensorsOp(TorchOp):
    name = 'torch.aten.broadcast_tensors'


@aten_op(
    'aten::broadcast_to(Tensor(a) self, SymInt[] size) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    returns=('Tensor',),
)
class AtenBroadcastToOp(TorchOp):
    name = 'torch.aten.broadcast_to'


@aten_op(
    'aten::bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('boundaries', 'Tensor'),
    Arg('out_int32', 'bool', False),
    Arg('right', 'bool', False),
    returns=('Tensor',),
)
class AtenBucketizeScalarOp(TorchOp):
    name = 'torch.aten.bucketize.Scalar'


@aten_op(
    'aten::bucketize.Tensor(Tensor self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('boundaries', 'Tensor'),
    Arg('out_int32', 'bool', False),
    Arg('right', 'bool', False),
    returns=('Tensor',),
)
class AtenBucketizeTensorOp(TorchOp):
    name = 'torch.aten.bucketize.Tensor'


@aten_op(
    'aten::cartesian_prod(Tensor[] tensors) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenCartesianProdOp(TorchOp):
    name = 'torch.aten.cartesian_prod'


@aten_op(
    'aten::cat(Tensor[] tensors, int dim=0) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor',),
)
class AtenCatOp(TorchOp):
    name = 'torch.aten.cat'


@aten_op(
    'aten::cauchy(Tensor self, float median=0., float sigma=1., *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('median', 'float', 0.0),
    Arg('sigma', 'float', 1.0),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenCauchyOp(TorchOp):
    name = 'torch.aten.cauchy'


@aten_op(
    'aten::ccol_indices(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCcolIndicesOp(TorchOp):
    name = 'torch.aten.ccol_indices'


@aten_op(
    'aten::ccol_indices_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCcolIndicesCopyOp(TorchOp):
    name = 'torch.aten.ccol_indices_copy'


@aten_op(
    'aten::cdist(Tensor x1, Tensor x2, float p=2., int? compute_mode=None) -> Tensor',
    Arg('x1', 'Tensor'),
    Arg('x2', 'Tensor'),
    Arg('p', 'float', 2.0),
    Arg('compute_mode', 'int?', None),
    returns=('Tensor',),
)
class AtenCdistOp(TorchOp):
    name = 'torch.aten.cdist'


@aten_op(
    'aten::ceil(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCeilOp(TorchOp):
    name = 'torch.aten.ceil'


@aten_op(
    'aten::celu(Tensor self, Scalar alpha=1.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('alpha', 'Scalar', 1.0),
    returns=('Tensor',),
)
class AtenCeluOp(TorchOp):
    name = 'torch.aten.celu'


@aten_op(
    'aten::chain_matmul(Tensor[] matrices) -> Tensor',
    Arg('matrices', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenChainMatmulOp(TorchOp):
    name = 'torch.aten.chain_matmul'


@aten_op(
    'aten::chalf(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenChalfOp(TorchOp):
    name = 'torch.aten.chalf'


@aten_op(
    'aten::channel_shuffle(Tensor self, SymInt groups) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenChannelShuffleOp(TorchOp):
    name = 'torch.aten.channel_shuffle'


@aten_op(
    'aten::cholesky(Tensor self, bool upper=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('upper', 'bool', False),
    returns=('Tensor',),
)
class AtenCholeskyOp(TorchOp):
    name = 'torch.aten.cholesky'


@aten_op(
    'aten::cholesky_inverse(Tensor self, bool upper=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('upper', 'bool', False),
    returns=('Tensor',),
)
class AtenCholeskyInverseOp(TorchOp):
    name = 'torch.aten.cholesky_inverse'


@aten_op(
    'aten::cholesky_solve(Tensor self, Tensor input2, bool upper=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('input2', 'Tensor'),
    Arg('upper', 'bool', False),
    returns=('Tensor',),
)
class AtenCholeskySolveOp(TorchOp):
    name = 'torch.aten.cholesky_solve'


@aten_op(
    'aten::choose_qparams_optimized(Tensor input, int numel, int n_bins, float ratio, int bit_width) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('numel', 'int'),
    Arg('n_bins', 'int'),
    Arg('ratio', 'float'),
    Arg('bit_width', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenChooseQparamsOptimizedOp(TorchOp):
    name = 'torch.aten.choose_qparams_optimized'


@aten_op(
    'aten::chunk(Tensor(a -> *) self, int chunks, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('chunks', 'int'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenChunkOp(TorchOp):
    name = 'torch.aten.chunk'


@aten_op(
    'aten::clamp(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('min', 'Scalar?', None),
    Arg('max', 'Scalar?', None),
    returns=('Tensor',),
)
class AtenClampOp(TorchOp):
    name = 'torch.aten.clamp'


@aten_op(
    'aten::clamp.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('min', 'Tensor?', None),
    Arg('max', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenClampTensorOp(TorchOp):
    name = 'torch.aten.clamp.Tensor'


@aten_op(
    'aten::clamp_max(Tensor self, Scalar max) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('max', 'Scalar'),
    returns=('Tensor',),
)
class AtenClampMaxOp(TorchOp):
    name = 'torch.aten.clamp_max'


@aten_op(
    'aten::clamp_max.Tensor(Tensor self, Tensor max) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('max', 'Tensor'),
    returns=('Tensor',),
)
class AtenClampMaxTensorOp(TorchOp):
    name = 'torch.aten.clamp_max.Tensor'


@aten_op(
    'aten::clamp_min(Tensor self, Scalar min) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('min', 'Scalar'),
    returns=('Tensor',),
)
class AtenClampMinOp(TorchOp):
    name = 'torch.aten.clamp_min'


@aten_op(
    'aten::clamp_min.Tensor(Tensor self, Tensor min) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('min', 'Tensor'),
    returns=('Tensor',),
)
class AtenClampMinTensorOp(TorchOp):
    name = 'torch.aten.clamp_min.Tensor'


@aten_op(
    'aten::clip(Tensor self, Scalar? min=None, Scalar? max=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('min', 'Scalar?', None),
    Arg('max', 'Scalar?', None),
    returns=('Tensor',),
)
class AtenClipOp(TorchOp):
    name = 'torch.aten.clip'


@aten_op(
    'aten::clip.Tensor(Tensor self, Tensor? min=None, Tensor? max=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('min', 'Tensor?', None),
    Arg('max', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenClipTensorOp(TorchOp):
    name = 'torch.aten.clip.Tensor'


@aten_op(
    'aten::clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenCloneOp(TorchOp):
    name = 'torch.aten.clone'


@aten_op(
    'aten::coalesce(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCoalesceOp(TorchOp):
    name = 'torch.aten.coalesce'


@aten_op(
    'aten::col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('kernel_size', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('stride', 'int[]'),
    returns=('Tensor',),
)
class AtenCol2imOp(TorchOp):
    name = 'torch.aten.col2im'


@aten_op(
    'aten::col_indices(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenColIndicesOp(TorchOp):
    name = 'torch.aten.col_indices'


@aten_op(
    'aten::col_indices_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenColIndicesCopyOp(TorchOp):
    name = 'torch.aten.col_indices_copy'


@aten_op(
    'aten::column_stack(Tensor[] tensors) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenColumnStackOp(TorchOp):
    name = 'torch.aten.column_stack'


@aten_op(
    'aten::combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('r', 'int', 2),
    Arg('with_replacement', 'bool', False),
    returns=('Tensor',),
)
class AtenCombinationsOp(TorchOp):
    name = 'torch.aten.combinations'


@aten_op(
    'aten::complex(Tensor real, Tensor imag) -> Tensor',
    Arg('real', 'Tensor'),
    Arg('imag', 'Tensor'),
    returns=('Tensor',),
)
class AtenComplexOp(TorchOp):
    name = 'torch.aten.complex'


@aten_op(
    'aten::concat(Tensor[] tensors, int dim=0) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor',),
)
class AtenConcatOp(TorchOp):
    name = 'torch.aten.concat'


@aten_op(
    'aten::concatenate(Tensor[] tensors, int dim=0) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor',),
)
class AtenConcatenateOp(TorchOp):
    name = 'torch.aten.concatenate'


@aten_op(
    'aten::conj(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenConjOp(TorchOp):
    name = 'torch.aten.conj'


@aten_op(
    'aten::conj_physical(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenConjPhysicalOp(TorchOp):
    name = 'torch.aten.conj_physical'


@aten_op(
    'aten::constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('pad', 'int[]'),
    Arg('value', 'Scalar', 0),
    returns=('Tensor',),
)
class AtenConstantPadNdOp(TorchOp):
    name = 'torch.aten.constant_pad_nd'


@aten_op(
    'aten::contiguous(Tensor(a) self, *, MemoryFormat memory_format=0) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('memory_format', 'MemoryFormat', 'contiguous_format'),
    returns=('Tensor',),
)
class AtenContiguousOp(TorchOp):
    name = 'torch.aten.contiguous'


@aten_op(
    'aten::conv1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=[1], SymInt[1] padding=[0], SymInt[1] dilation=[1], SymInt groups=1) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1]),
    Arg('padding', 'int[]', [0]),
    Arg('dilation', 'int[]', [1]),
    Arg('groups', 'int', 1),
    returns=('Tensor',),
)
class AtenConv1dOp(TorchOp):
    name = 'torch.aten.conv1d'


@aten_op(
    'aten::conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=[1], str padding="valid", SymInt[1] dilation=[1], SymInt groups=1) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1]),
    Arg('padding', 'str', 'valid'),
    Arg('dilation', 'int[]', [1]),
    Arg('groups', 'int', 1),
    returns=('Tensor',),
)
class AtenConv1dPaddingOp(TorchOp):
    name = 'torch.aten.conv1d.padding'


@aten_op(
    'aten::conv2d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0], SymInt[2] dilation=[1, 1], SymInt groups=1) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1]),
    Arg('padding', 'int[]', [0, 0]),
    Arg('dilation', 'int[]', [1, 1]),
    Arg('groups', 'int', 1),
    returns=('Tensor',),
)
class AtenConv2dOp(TorchOp):
    name = 'torch.aten.conv2d'


@aten_op(
    'aten::conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=[1, 1], str padding="valid", SymInt[2] dilation=[1, 1], SymInt groups=1) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1]),
    Arg('padding', 'str', 'valid'),
    Arg('dilation', 'int[]', [1, 1]),
    Arg('groups', 'int', 1),
    returns=('Tensor',),
)
class AtenConv2dPaddingOp(TorchOp):
    name = 'torch.aten.conv2d.padding'


@aten_op(
    'aten::conv3d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0], SymInt[3] dilation=[1, 1, 1], SymInt groups=1) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1, 1]),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('dilation', 'int[]', [1, 1, 1]),
    Arg('groups', 'int', 1),
    returns=('Tensor',),
)
class AtenConv3dOp(TorchOp):
    name = 'torch.aten.conv3d'


@aten_op(
    'aten::conv3d.padding(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], str padding="valid", SymInt[3] dilation=[1, 1, 1], SymInt groups=1) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1, 1]),
    Arg('padding', 'str', 'valid'),
    Arg('dilation', 'int[]', [1, 1, 1]),
    Arg('groups', 'int', 1),
    returns=('Tensor',),
)
class AtenConv3dPaddingOp(TorchOp):
    name = 'torch.aten.conv3d.padding'


@aten_op(
    'aten::conv_depthwise3d(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias, SymInt[3] stride, SymInt[3] padding, SymInt[3] dilation) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    returns=('Tensor',),
)
class AtenConvDepthwise3dOp(TorchOp):
    name = 'torch.aten.conv_depthwise3d'


@aten_op(
    'aten::conv_tbc(Tensor self, Tensor weight, Tensor bias, int pad=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor'),
    Arg('pad', 'int', 0),
    returns=('Tensor',),
)
class AtenConvTbcOp(TorchOp):
    name = 'torch.aten.conv_tbc'


@aten_op(
    'aten::conv_tbc_backward(Tensor self, Tensor input, Tensor weight, Tensor bias, int pad) -> (Tensor, Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor'),
    Arg('pad', 'int'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenConvTbcBackwardOp(TorchOp):
    name = 'torch.aten.conv_tbc_backward'


@aten_op(
    'aten::conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, SymInt[1] stride=[1], SymInt[1] padding=[0], SymInt[1] output_padding=[0], SymInt groups=1, SymInt[1] dilation=[1]) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1]),
    Arg('padding', 'int[]', [0]),
    Arg('output_padding', 'int[]', [0]),
    Arg('groups', 'int', 1),
    Arg('dilation', 'int[]', [1]),
    returns=('Tensor',),
)
class AtenConvTranspose1dOp(TorchOp):
    name = 'torch.aten.conv_transpose1d'


@aten_op(
    'aten::conv_transpose2d.input(Tensor input, Tensor weight, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0], SymInt[2] output_padding=[0, 0], SymInt groups=1, SymInt[2] dilation=[1, 1]) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1]),
    Arg('padding', 'int[]', [0, 0]),
    Arg('output_padding', 'int[]', [0, 0]),
    Arg('groups', 'int', 1),
    Arg('dilation', 'int[]', [1, 1]),
    returns=('Tensor',),
)
class AtenConvTranspose2dInputOp(TorchOp):
    name = 'torch.aten.conv_transpose2d.input'


@aten_op(
    'aten::conv_transpose3d.input(Tensor input, Tensor weight, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0], SymInt[3] output_padding=[0, 0, 0], SymInt groups=1, SymInt[3] dilation=[1, 1, 1]) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1, 1]),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('output_padding', 'int[]', [0, 0, 0]),
    Arg('groups', 'int', 1),
    Arg('dilation', 'int[]', [1, 1, 1]),
    returns=('Tensor',),
)
class AtenConvTranspose3dInputOp(TorchOp):
    name = 'torch.aten.conv_transpose3d.input'


@aten_op(
    'aten::convolution(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('transposed', 'bool'),
    Arg('output_padding', 'int[]'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenConvolutionOp(TorchOp):
    name = 'torch.aten.convolution'


@aten_op(
    'aten::convolution_backward(Tensor grad_output, Tensor input, Tensor weight, SymInt[]? bias_sizes, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)',
    Arg('grad_output', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias_sizes', 'int[]?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('transposed', 'bool'),
    Arg('output_padding', 'int[]'),
    Arg('groups', 'int'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenConvolutionBackwardOp(TorchOp):
    name = 'torch.aten.convolution_backward'


@aten_op(
    'aten::convolution_backward_overrideable(Tensor grad_output, Tensor input, Tensor weight, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups, bool[3] output_mask) -> (Tensor grad_input, Tensor grad_weight, Tensor grad_bias)',
    Arg('grad_output', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('transposed', 'bool'),
    Arg('output_padding', 'int[]'),
    Arg('groups', 'int'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenConvolutionBackwardOverrideableOp(TorchOp):
    name = 'torch.aten.convolution_backward_overrideable'


@aten_op(
    'aten::convolution_overrideable(Tensor input, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, bool transposed, SymInt[] output_padding, SymInt groups) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('transposed', 'bool'),
    Arg('output_padding', 'int[]'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenConvolutionOverrideableOp(TorchOp):
    name = 'torch.aten.convolution_overrideable'


@aten_op(
    'aten::copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('src', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenCopyOp(TorchOp):
    name = 'torch.aten.copy'


@aten_op(
    'aten::copy_sparse_to_sparse(Tensor self, Tensor src, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('src', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenCopySparseToSparseOp(TorchOp):
    name = 'torch.aten.copy_sparse_to_sparse'


@aten_op(
    'aten::copysign.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenCopysignScalarOp(TorchOp):
    name = 'torch.aten.copysign.Scalar'


@aten_op(
    'aten::copysign.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenCopysignTensorOp(TorchOp):
    name = 'torch.aten.copysign.Tensor'


@aten_op(
    'aten::corrcoef(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCorrcoefOp(TorchOp):
    name = 'torch.aten.corrcoef'


@aten_op(
    'aten::cos(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCosOp(TorchOp):
    name = 'torch.aten.cos'


@aten_op(
    'aten::cosh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCoshOp(TorchOp):
    name = 'torch.aten.cosh'


@aten_op(
    'aten::cosine_embedding_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=1) -> Tensor',
    Arg('input1', 'Tensor'),
    Arg('input2', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('margin', 'float', 0.0),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenCosineEmbeddingLossOp(TorchOp):
    name = 'torch.aten.cosine_embedding_loss'


@aten_op(
    'aten::cosine_similarity(Tensor x1, Tensor x2, int dim=1, float eps=1e-08) -> Tensor',
    Arg('x1', 'Tensor'),
    Arg('x2', 'Tensor'),
    Arg('dim', 'int', 1),
    Arg('eps', 'float', 1e-08),
    returns=('Tensor',),
)
class AtenCosineSimilarityOp(TorchOp):
    name = 'torch.aten.cosine_similarity'


@aten_op(
    'aten::count_nonzero(Tensor self, int? dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int?', None),
    returns=('Tensor',),
)
class AtenCountNonzeroOp(TorchOp):
    name = 'torch.aten.count_nonzero'


@aten_op(
    'aten::count_nonzero.dim_IntList(Tensor self, int[] dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    returns=('Tensor',),
)
class AtenCountNonzeroDimIntListOp(TorchOp):
    name = 'torch.aten.count_nonzero.dim_IntList'


@aten_op(
    'aten::cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('correction', 'int', 1),
    Arg('fweights', 'Tensor?', None),
    Arg('aweights', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenCovOp(TorchOp):
    name = 'torch.aten.cov'


@aten_op(
    'aten::cpu(Tensor(a) self) -> Tensor(b|a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCpuOp(TorchOp):
    name = 'torch.aten.cpu'


@aten_op(
    'aten::cross(Tensor self, Tensor other, int? dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('dim', 'int?', None),
    returns=('Tensor',),
)
class AtenCrossOp(TorchOp):
    name = 'torch.aten.cross'


@aten_op(
    'aten::cross_entropy_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, SymInt ignore_index=-100, float label_smoothing=0.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?', None),
    Arg('reduction', 'int', 1),
    Arg('ignore_index', 'int', -100),
    Arg('label_smoothing', 'float', 0.0),
    returns=('Tensor',),
)
class AtenCrossEntropyLossOp(TorchOp):
    name = 'torch.aten.cross_entropy_loss'


@aten_op(
    'aten::crow_indices(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCrowIndicesOp(TorchOp):
    name = 'torch.aten.crow_indices'


@aten_op(
    'aten::crow_indices_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCrowIndicesCopyOp(TorchOp):
    name = 'torch.aten.crow_indices_copy'


@aten_op(
    'aten::ctc_loss.IntList(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank=0, int reduction=1, bool zero_infinity=False) -> Tensor',
    Arg('log_probs', 'Tensor'),
    Arg('targets', 'Tensor'),
    Arg('input_lengths', 'int[]'),
    Arg('target_lengths', 'int[]'),
    Arg('blank', 'int', 0),
    Arg('reduction', 'int', 1),
    Arg('zero_infinity', 'bool', False),
    returns=('Tensor',),
)
class AtenCtcLossIntListOp(TorchOp):
    name = 'torch.aten.ctc_loss.IntList'


@aten_op(
    'aten::ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank=0, int reduction=1, bool zero_infinity=False) -> Tensor',
    Arg('log_probs', 'Tensor'),
    Arg('targets', 'Tensor'),
    Arg('input_lengths', 'Tensor'),
    Arg('target_lengths', 'Tensor'),
    Arg('blank', 'int', 0),
    Arg('reduction', 'int', 1),
    Arg('zero_infinity', 'bool', False),
    returns=('Tensor',),
)
class AtenCtcLossTensorOp(TorchOp):
    name = 'torch.aten.ctc_loss.Tensor'


@aten_op(
    'aten::cuda(Tensor(a) self) -> Tensor(b|a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCudaOp(TorchOp):
    name = 'torch.aten.cuda'


@aten_op(
    'aten::cudnn_affine_grid_generator(Tensor theta, int N, int C, int H, int W) -> Tensor grid',
    Arg('theta', 'Tensor'),
    Arg('N', 'int'),
    Arg('C', 'int'),
    Arg('H', 'int'),
    Arg('W', 'int'),
    returns=('Tensor',),
)
class AtenCudnnAffineGridGeneratorOp(TorchOp):
    name = 'torch.aten.cudnn_affine_grid_generator'


@aten_op(
    'aten::cudnn_affine_grid_generator_backward(Tensor grad, int N, int C, int H, int W) -> Tensor grad_theta',
    Arg('grad', 'Tensor'),
    Arg('N', 'int'),
    Arg('C', 'int'),
    Arg('H', 'int'),
    Arg('W', 'int'),
    returns=('Tensor',),
)
class AtenCudnnAffineGridGeneratorBackwardOp(TorchOp):
    name = 'torch.aten.cudnn_affine_grid_generator_backward'


@aten_op(
    'aten::cudnn_batch_norm(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon) -> (Tensor, Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('training', 'bool'),
    Arg('exponential_average_factor', 'float'),
    Arg('epsilon', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenCudnnBatchNormOp(TorchOp):
    name = 'torch.aten.cudnn_batch_norm'


@aten_op(
    'aten::cudnn_batch_norm_backward(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon, Tensor reserveSpace) -> (Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('grad_output', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('save_mean', 'Tensor?'),
    Arg('save_var', 'Tensor?'),
    Arg('epsilon', 'float'),
    Arg('reserveSpace', 'Tensor'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenCudnnBatchNormBackwardOp(TorchOp):
    name = 'torch.aten.cudnn_batch_norm_backward'


@aten_op(
    'aten::cudnn_convolution(Tensor self, Tensor weight, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic, bool allow_tf32) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('padding', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    Arg('benchmark', 'bool'),
    Arg('deterministic', 'bool'),
    Arg('allow_tf32', 'bool'),
    returns=('Tensor',),
)
class AtenCudnnConvolutionOp(TorchOp):
    name = 'torch.aten.cudnn_convolution'


@aten_op(
    'aten::cudnn_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, SymInt groups) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('z', 'Tensor'),
    Arg('alpha', 'Scalar?'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenCudnnConvolutionAddReluOp(TorchOp):
    name = 'torch.aten.cudnn_convolution_add_relu'


@aten_op(
    'aten::cudnn_convolution_relu(Tensor self, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, SymInt groups) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenCudnnConvolutionReluOp(TorchOp):
    name = 'torch.aten.cudnn_convolution_relu'


@aten_op(
    'aten::cudnn_convolution_transpose(Tensor self, Tensor weight, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic, bool allow_tf32) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('padding', 'int[]'),
    Arg('output_padding', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    Arg('benchmark', 'bool'),
    Arg('deterministic', 'bool'),
    Arg('allow_tf32', 'bool'),
    returns=('Tensor',),
)
class AtenCudnnConvolutionTransposeOp(TorchOp):
    name = 'torch.aten.cudnn_convolution_transpose'


@aten_op(
    'aten::cudnn_grid_sampler(Tensor self, Tensor grid) -> Tensor output',
    Arg('self', 'Tensor'),
    Arg('grid', 'Tensor'),
    returns=('Tensor',),
)
class AtenCudnnGridSamplerOp(TorchOp):
    name = 'torch.aten.cudnn_grid_sampler'


@aten_op(
    'aten::cudnn_grid_sampler_backward(Tensor self, Tensor grid, Tensor grad_output) -> (Tensor grad_self, Tensor grad_grid)',
    Arg('self', 'Tensor'),
    Arg('grid', 'Tensor'),
    Arg('grad_output', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenCudnnGridSamplerBackwardOp(TorchOp):
    name = 'torch.aten.cudnn_grid_sampler_backward'


@aten_op(
    'aten::cummax(Tensor self, int dim) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenCummaxOp(TorchOp):
    name = 'torch.aten.cummax'


@aten_op(
    'aten::cummaxmin_backward(Tensor grad, Tensor input, Tensor indices, int dim) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenCummaxminBackwardOp(TorchOp):
    name = 'torch.aten.cummaxmin_backward'


@aten_op(
    'aten::cummin(Tensor self, int dim) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenCumminOp(TorchOp):
    name = 'torch.aten.cummin'


@aten_op(
    'aten::cumprod(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenCumprodOp(TorchOp):
    name = 'torch.aten.cumprod'


@aten_op(
    'aten::cumprod_backward(Tensor grad, Tensor input, int dim, Tensor output) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('dim', 'int'),
    Arg('output', 'Tensor'),
    returns=('Tensor',),
)
class AtenCumprodBackwardOp(TorchOp):
    name = 'torch.aten.cumprod_backward'


@aten_op(
    'aten::cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenCumsumOp(TorchOp):
    name = 'torch.aten.cumsum'


@aten_op(
    'aten::cumulative_trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor',
    Arg('y', 'Tensor'),
    Arg('dx', 'Scalar', 1),
    Arg('dim', 'int', -1),
    returns=('Tensor',),
)
class AtenCumulativeTrapezoidDxOp(TorchOp):
    name = 'torch.aten.cumulative_trapezoid.dx'


@aten_op(
    'aten::cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor',
    Arg('y', 'Tensor'),
    Arg('x', 'Tensor'),
    Arg('dim', 'int', -1),
    returns=('Tensor',),
)
class AtenCumulativeTrapezoidXOp(TorchOp):
    name = 'torch.aten.cumulative_trapezoid.x'


@aten_op(
    'aten::data(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenDataOp(TorchOp):
    name = 'torch.aten.data'


@aten_op(
    'aten::deg2rad(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenDeg2radOp(TorchOp):
    name = 'torch.aten.deg2rad'


@aten_op(
    'aten::dequantize.list(Tensor[] qtensors) -> Tensor[]',
    Arg('qtensors', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenDequantizeListOp(TorchOp):
    name = 'torch.aten.dequantize.list'


@aten_op(
    'aten::dequantize.self(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenDequantizeSelfOp(TorchOp):
    name = 'torch.aten.dequantize.self'


@aten_op(
    'aten::dequantize.tensor(Tensor qtensor) -> Tensor',
    Arg('qtensor', 'Tensor'),
    returns=('Tensor',),
)
class AtenDequantizeTensorOp(TorchOp):
    name = 'torch.aten.dequantize.tensor'


@aten_op(
    'aten::dequantize.tensors(Tensor[] tensors) -> Tensor[]',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenDequantizeTensorsOp(TorchOp):
    name = 'torch.aten.dequantize.tensors'


@aten_op(
    'aten::det(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenDetOp(TorchOp):
    name = 'torch.aten.det'


@aten_op(
    'aten::detach(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenDetachOp(TorchOp):
    name = 'torch.aten.detach'


@aten_op(
    'aten::detach_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenDetachCopyOp(TorchOp):
    name = 'torch.aten.detach_copy'


@aten_op(
    'aten::diag(Tensor self, int diagonal=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('diagonal', 'int', 0),
    returns=('Tensor',),
)
class AtenDiagOp(TorchOp):
    name = 'torch.aten.diag'


@aten_op(
    'aten::diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('offset', 'int', 0),
    Arg('dim1', 'int', -2),
    Arg('dim2', 'int', -1),
    returns=('Tensor',),
)
class AtenDiagEmbedOp(TorchOp):
    name = 'torch.aten.diag_embed'


@aten_op(
    'aten::diagflat(Tensor self, int offset=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('offset', 'int', 0),
    returns=('Tensor',),
)
class AtenDiagflatOp(TorchOp):
    name = 'torch.aten.diagflat'


@aten_op(
    'aten::diagonal(Tensor(a) self, int offset=0, int dim1=0, int dim2=1) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('offset', 'int', 0),
    Arg('dim1', 'int', 0),
    Arg('dim2', 'int', 1),
    returns=('Tensor',),
)
class AtenDiagonalOp(TorchOp):
    name = 'torch.aten.diagonal'


@aten_op(
    'aten::diagonal_backward(Tensor grad_output, SymInt[] input_sizes, int offset, int dim1, int dim2) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('input_sizes', 'int[]'),
    Arg('offset', 'int'),
    Arg('dim1', 'int'),
    Arg('dim2', 'int'),
    returns=('Tensor',),
)
class AtenDiagonalBackwardOp(TorchOp):
    name = 'torch.aten.diagonal_backward'


@aten_op(
    'aten::diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('offset', 'int', 0),
    Arg('dim1', 'int', 0),
    Arg('dim2', 'int', 1),
    returns=('Tensor',),
)
class AtenDiagonalCopyOp(TorchOp):
    name = 'torch.aten.diagonal_copy'


@aten_op(
    'aten::diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('src', 'Tensor'),
    Arg('offset', 'int', 0),
    Arg('dim1', 'int', 0),
    Arg('dim2', 'int', 1),
    returns=('Tensor',),
)
class AtenDiagonalScatterOp(TorchOp):
    name = 'torch.aten.diagonal_scatter'


@aten_op(
    'aten::diff(Tensor self, int n=1, int dim=-1, Tensor? prepend=None, Tensor? append=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n', 'int', 1),
    Arg('dim', 'int', -1),
    Arg('prepend', 'Tensor?', None),
    Arg('append', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenDiffOp(TorchOp):
    name = 'torch.aten.diff'


@aten_op(
    'aten::digamma(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenDigammaOp(TorchOp):
    name = 'torch.aten.digamma'


@aten_op(
    'aten::dist(Tensor self, Tensor other, Scalar p=2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('p', 'Scalar', 2),
    returns=('Tensor',),
)
class AtenDistOp(TorchOp):
    name = 'torch.aten.dist'


@aten_op(
    'aten::div.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenDivScalarOp(TorchOp):
    name = 'torch.aten.div.Scalar'


@aten_op(
    'aten::div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('rounding_mode', 'str?'),
    returns=('Tensor',),
)
class AtenDivScalarModeOp(TorchOp):
    name = 'torch.aten.div.Scalar_mode'


@aten_op(
    'aten::div.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenDivTensorOp(TorchOp):
    name = 'torch.aten.div.Tensor'


@aten_op(
    'aten::div.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('rounding_mode', 'str?'),
    returns=('Tensor',),
)
class AtenDivTensorModeOp(TorchOp):
    name = 'torch.aten.div.Tensor_mode'


@aten_op(
    'aten::divide.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenDivideScalarOp(TorchOp):
    name = 'torch.aten.divide.Scalar'


@aten_op(
    'aten::divide.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('rounding_mode', 'str?'),
    returns=('Tensor',),
)
class AtenDivideScalarModeOp(TorchOp):
    name = 'torch.aten.divide.Scalar_mode'


@aten_op(
    'aten::divide.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenDivideTensorOp(TorchOp):
    name = 'torch.aten.divide.Tensor'


@aten_op(
    'aten::divide.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('rounding_mode', 'str?'),
    returns=('Tensor',),
)
class AtenDivideTensorModeOp(TorchOp):
    name = 'torch.aten.divide.Tensor_mode'


@aten_op(
    'aten::dot(Tensor self, Tensor tensor) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('tensor', 'Tensor'),
    returns=('Tensor',),
)
class AtenDotOp(TorchOp):
    name = 'torch.aten.dot'


@aten_op(
    'aten::dropout(Tensor input, float p, bool train) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('p', 'float'),
    Arg('train', 'bool'),
    returns=('Tensor',),
    random=True,
)
class AtenDropoutOp(TorchOp):
    name = 'torch.aten.dropout'


@aten_op(
    'aten::dsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('indices', 'int[]'),
    returns=('Tensor[]',),
)
class AtenDsplitArrayOp(TorchOp):
    name = 'torch.aten.dsplit.array'


@aten_op(
    'aten::dsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('sections', 'int'),
    returns=('Tensor[]',),
)
class AtenDsplitIntOp(TorchOp):
    name = 'torch.aten.dsplit.int'


@aten_op(
    'aten::dstack(Tensor[] tensors) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenDstackOp(TorchOp):
    name = 'torch.aten.dstack'


@aten_op(
    'aten::einsum(str equation, Tensor[] tensors, *, int[]? path=None) -> Tensor',
    Arg('equation', 'str'),
    Arg('tensors', 'Tensor[]'),
    Arg('path', 'int[]?', None),
    returns=('Tensor',),
)
class AtenEinsumOp(TorchOp):
    name = 'torch.aten.einsum'


@aten_op(
    'aten::einsum.sublist(Tensor a, ...) -> Tensor',
    Arg('a', 'Tensor'),
    returns=('Tensor',),
)
class AtenEinsumSublistOp(TorchOp):
    name = 'torch.aten.einsum.sublist'


@aten_op(
    'aten::elu(Tensor self, Scalar alpha=1, Scalar scale=1, Scalar input_scale=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('alpha', 'Scalar', 1),
    Arg('scale', 'Scalar', 1),
    Arg('input_scale', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenEluOp(TorchOp):
    name = 'torch.aten.elu'


@aten_op(
    'aten::elu_backward(Tensor grad_output, Scalar alpha, Scalar scale, Scalar input_scale, bool is_result, Tensor self_or_result) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('alpha', 'Scalar'),
    Arg('scale', 'Scalar'),
    Arg('input_scale', 'Scalar'),
    Arg('is_result', 'bool'),
    Arg('self_or_result', 'Tensor'),
    returns=('Tensor',),
)
class AtenEluBackwardOp(TorchOp):
    name = 'torch.aten.elu_backward'


@aten_op(
    'aten::embedding(Tensor weight, Tensor indices, SymInt padding_idx=-1, bool scale_grad_by_freq=False, bool sparse=False) -> Tensor',
    Arg('weight', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('padding_idx', 'int', -1),
    Arg('scale_grad_by_freq', 'bool', False),
    Arg('sparse', 'bool', False),
    returns=('Tensor',),
)
class AtenEmbeddingOp(TorchOp):
    name = 'torch.aten.embedding'


@aten_op(
    'aten::embedding_backward(Tensor grad, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq, bool sparse) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('num_weights', 'int'),
    Arg('padding_idx', 'int'),
    Arg('scale_grad_by_freq', 'bool'),
    Arg('sparse', 'bool'),
    returns=('Tensor',),
)
class AtenEmbeddingBackwardOp(TorchOp):
    name = 'torch.aten.embedding_backward'


@aten_op(
    'aten::embedding_bag(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq=False, int mode=0, bool sparse=False, Tensor? per_sample_weights=None, bool include_last_offset=False) -> (Tensor, Tensor, Tensor, Tensor)',
    Arg('weight', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('scale_grad_by_freq', 'bool', False),
    Arg('mode', 'int', 0),
    Arg('sparse', 'bool', False),
    Arg('per_sample_weights', 'Tensor?', None),
    Arg('include_last_offset', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenEmbeddingBagOp(TorchOp):
    name = 'torch.aten.embedding_bag'


@aten_op(
    'aten::embedding_bag.padding_idx(Tensor weight, Tensor indices, Tensor offsets, bool scale_grad_by_freq, int mode, bool sparse, Tensor? per_sample_weights, bool include_last_offset, int? padding_idx) -> (Tensor, Tensor, Tensor, Tensor)',
    Arg('weight', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('offsets', 'Tensor'),
    Arg('scale_grad_by_freq', 'bool'),
    Arg('mode', 'int'),
    Arg('sparse', 'bool'),
    Arg('per_sample_weights', 'Tensor?'),
    Arg('include_last_offset', 'bool'),
    Arg('padding_idx', 'int?'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenEmbeddingBagPaddingIdxOp(TorchOp):
    name = 'torch.aten.embedding_bag.padding_idx'


@aten_op(
    'aten::embedding_dense_backward(Tensor grad_output, Tensor indices, SymInt num_weights, SymInt padding_idx, bool scale_grad_by_freq) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('num_weights', 'int'),
    Arg('padding_idx', 'int'),
    Arg('scale_grad_by_freq', 'bool'),
    returns=('Tensor',),
)
class AtenEmbeddingDenseBackwardOp(TorchOp):
    name = 'torch.aten.embedding_dense_backward'


@aten_op(
    'aten::embedding_renorm(Tensor self, Tensor indices, float max_norm, float norm_type) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('max_norm', 'float'),
    Arg('norm_type', 'float'),
    returns=('Tensor',),
)
class AtenEmbeddingRenormOp(TorchOp):
    name = 'torch.aten.embedding_renorm'


@aten_op(
    'aten::embedding_sparse_backward(Tensor grad, Tensor indices, int num_weights, int padding_idx, bool scale_grad_by_freq) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('num_weights', 'int'),
    Arg('padding_idx', 'int'),
    Arg('scale_grad_by_freq', 'bool'),
    returns=('Tensor',),
)
class AtenEmbeddingSparseBackwardOp(TorchOp):
    name = 'torch.aten.embedding_sparse_backward'


@aten_op(
    'aten::empty.memory_format(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenEmptyMemoryFormatOp(TorchOp):
    name = 'torch.aten.empty.memory_format'


@aten_op(
    'aten::empty_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenEmptyLikeOp(TorchOp):
    name = 'torch.aten.empty_like'


@aten_op(
    'aten::empty_permuted(SymInt[] size, int[] physical_layout, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('physical_layout', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenEmptyPermutedOp(TorchOp):
    name = 'torch.aten.empty_permuted'


@aten_op(
    'aten::empty_quantized(int[] size, Tensor qtensor, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('qtensor', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenEmptyQuantizedOp(TorchOp):
    name = 'torch.aten.empty_quantized'


@aten_op(
    'aten::empty_strided(SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenEmptyStridedOp(TorchOp):
    name = 'torch.aten.empty_strided'


@aten_op(
    'aten::eq.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenEqScalarOp(TorchOp):
    name = 'torch.aten.eq.Scalar'


@aten_op(
    'aten::eq.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenEqTensorOp(TorchOp):
    name = 'torch.aten.eq.Tensor'


@aten_op(
    'aten::erf(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenErfOp(TorchOp):
    name = 'torch.aten.erf'


@aten_op(
    'aten::erfc(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenErfcOp(TorchOp):
    name = 'torch.aten.erfc'


@aten_op(
    'aten::erfinv(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenErfinvOp(TorchOp):
    name = 'torch.aten.erfinv'


@aten_op(
    'aten::exp(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenExpOp(TorchOp):
    name = 'torch.aten.exp'


@aten_op(
    'aten::exp2(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenExp2Op(TorchOp):
    name = 'torch.aten.exp2'


@aten_op(
    'aten::expand(Tensor(a) self, SymInt[] size, *, bool implicit=False) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('implicit', 'bool', False),
    returns=('Tensor',),
)
class AtenExpandOp(TorchOp):
    name = 'torch.aten.expand'


@aten_op(
    'aten::expand_as(Tensor(a) self, Tensor other) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenExpandAsOp(TorchOp):
    name = 'torch.aten.expand_as'


@aten_op(
    'aten::expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('implicit', 'bool', False),
    returns=('Tensor',),
)
class AtenExpandCopyOp(TorchOp):
    name = 'torch.aten.expand_copy'


@aten_op(
    'aten::expm1(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenExpm1Op(TorchOp):
    name = 'torch.aten.expm1'


@aten_op(
    'aten::exponential(Tensor self, float lambd=1., *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('lambd', 'float', 1.0),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenExponentialOp(TorchOp):
    name = 'torch.aten.exponential'


@aten_op(
    'aten::eye(SymInt n, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('n', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenEyeOp(TorchOp):
    name = 'torch.aten.eye'


@aten_op(
    'aten::eye.m(SymInt n, SymInt m, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('n', 'int'),
    Arg('m', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenEyeMOp(TorchOp):
    name = 'torch.aten.eye.m'


@aten_op(
    'aten::fake_quantize_per_channel_affine(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('axis', 'int'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    returns=('Tensor',),
)
class AtenFakeQuantizePerChannelAffineOp(TorchOp):
    name = 'torch.aten.fake_quantize_per_channel_affine'


@aten_op(
    'aten::fake_quantize_per_channel_affine_cachemask(Tensor self, Tensor scale, Tensor zero_point, int axis, int quant_min, int quant_max) -> (Tensor output, Tensor mask)',
    Arg('self', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('axis', 'int'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenFakeQuantizePerChannelAffineCachemaskOp(TorchOp):
    name = 'torch.aten.fake_quantize_per_channel_affine_cachemask'


@aten_op(
    'aten::fake_quantize_per_channel_affine_cachemask_backward(Tensor grad, Tensor mask) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('mask', 'Tensor'),
    returns=('Tensor',),
)
class AtenFakeQuantizePerChannelAffineCachemaskBackwardOp(TorchOp):
    name = 'torch.aten.fake_quantize_per_channel_affine_cachemask_backward'


@aten_op(
    'aten::fake_quantize_per_tensor_affine(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('scale', 'float'),
    Arg('zero_point', 'int'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    returns=('Tensor',),
)
class AtenFakeQuantizePerTensorAffineOp(TorchOp):
    name = 'torch.aten.fake_quantize_per_tensor_affine'


@aten_op(
    'aten::fake_quantize_per_tensor_affine.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, int quant_min, int quant_max) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    returns=('Tensor',),
)
class AtenFakeQuantizePerTensorAffineTensorQparamsOp(TorchOp):
    name = 'torch.aten.fake_quantize_per_tensor_affine.tensor_qparams'


@aten_op(
    'aten::fake_quantize_per_tensor_affine_cachemask(Tensor self, float scale, int zero_point, int quant_min, int quant_max) -> (Tensor output, Tensor mask)',
    Arg('self', 'Tensor'),
    Arg('scale', 'float'),
    Arg('zero_point', 'int'),
    Arg('quant_min', 'int'),
    Arg('quant_max', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenFakeQuantizePerTensorAffineCachemaskOp(TorchOp):
    name = 'torch.aten.fake_quantize_per_tensor_affine_cachemask'


@aten_op(
    'aten::fake_quantize_per_tensor_affine_cachemask_backward(Tensor grad, Tensor mask) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('mask', 'Tensor'),
    returns=('Tensor',),
)
class AtenFakeQuantizePerTensorAffineCachemaskBackwardOp(TorchOp):
    name = 'torch.aten.fake_quantize_per_tensor_affine_cachemask_backward'


@aten_op(
    'aten::fbgemm_linear_fp16_weight(Tensor input, Tensor packed_weight, Tensor bias) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('packed_weight', 'Tensor'),
    Arg('bias', 'Tensor'),
    returns=('Tensor',),
)
class AtenFbgemmLinearFp16WeightOp(TorchOp):
    name = 'torch.aten.fbgemm_linear_fp16_weight'


@aten_op(
    'aten::fbgemm_linear_fp16_weight_fp32_activation(Tensor input, Tensor packed_weight, Tensor? bias) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('packed_weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    returns=('Tensor',),
)
class AtenFbgemmLinearFp16WeightFp32ActivationOp(TorchOp):
    name = 'torch.aten.fbgemm_linear_fp16_weight_fp32_activation'


@aten_op(
    'aten::fbgemm_linear_int8_weight(Tensor input, Tensor weight, Tensor packed, Tensor col_offsets, Scalar weight_scale, Scalar weight_zero_point, Tensor bias) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('packed', 'Tensor'),
    Arg('col_offsets', 'Tensor'),
    Arg('weight_scale', 'Scalar'),
    Arg('weight_zero_point', 'Scalar'),
    Arg('bias', 'Tensor'),
    returns=('Tensor',),
)
class AtenFbgemmLinearInt8WeightOp(TorchOp):
    name = 'torch.aten.fbgemm_linear_int8_weight'


@aten_op(
    'aten::fbgemm_linear_int8_weight_fp32_activation(Tensor input, Tensor weight, Tensor packed, Tensor col_offsets, Scalar weight_scale, Scalar weight_zero_point, Tensor bias) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('packed', 'Tensor'),
    Arg('col_offsets', 'Tensor'),
    Arg('weight_scale', 'Scalar'),
    Arg('weight_zero_point', 'Scalar'),
    Arg('bias', 'Tensor'),
    returns=('Tensor',),
)
class AtenFbgemmLinearInt8WeightFp32ActivationOp(TorchOp):
    name = 'torch.aten.fbgemm_linear_int8_weight_fp32_activation'


@aten_op(
    'aten::fbgemm_pack_gemm_matrix_fp16(Tensor input) -> Tensor',
    Arg('input', 'Tensor'),
    returns=('Tensor',),
)
class AtenFbgemmPackGemmMatrixFp16Op(TorchOp):
    name = 'torch.aten.fbgemm_pack_gemm_matrix_fp16'


@aten_op(
    'aten::fbgemm_pack_quantized_matrix(Tensor input) -> Tensor',
    Arg('input', 'Tensor'),
    returns=('Tensor',),
)
class AtenFbgemmPackQuantizedMatrixOp(TorchOp):
    name = 'torch.aten.fbgemm_pack_quantized_matrix'


@aten_op(
    'aten::fbgemm_pack_quantized_matrix.KN(Tensor input, int K, int N) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('K', 'int'),
    Arg('N', 'int'),
    returns=('Tensor',),
)
class AtenFbgemmPackQuantizedMatrixKNOp(TorchOp):
    name = 'torch.aten.fbgemm_pack_quantized_matrix.KN'


@aten_op(
    'aten::feature_alpha_dropout(Tensor input, float p, bool train) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('p', 'float'),
    Arg('train', 'bool'),
    returns=('Tensor',),
    random=True,
)
class AtenFeatureAlphaDropoutOp(TorchOp):
    name = 'torch.aten.feature_alpha_dropout'


@aten_op(
    'aten::feature_dropout(Tensor input, float p, bool train) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('p', 'float'),
    Arg('train', 'bool'),
    returns=('Tensor',),
    random=True,
)
class AtenFeatureDropoutOp(TorchOp):
    name = 'torch.aten.feature_dropout'


@aten_op(
    'aten::fft_fft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n', 'int?', None),
    Arg('dim', 'int', -1),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftFftOp(TorchOp):
    name = 'torch.aten.fft_fft'


@aten_op(
    'aten::fft_fft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]', [-2, -1]),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftFft2Op(TorchOp):
    name = 'torch.aten.fft_fft2'


@aten_op(
    'aten::fft_fftfreq(int n, float d=1., *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('n', 'int'),
    Arg('d', 'float', 1.0),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenFftFftfreqOp(TorchOp):
    name = 'torch.aten.fft_fftfreq'


@aten_op(
    'aten::fft_fftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]?', None),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftFftnOp(TorchOp):
    name = 'torch.aten.fft_fftn'


@aten_op(
    'aten::fft_fftshift(Tensor self, int[1]? dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?', None),
    returns=('Tensor',),
)
class AtenFftFftshiftOp(TorchOp):
    name = 'torch.aten.fft_fftshift'


@aten_op(
    'aten::fft_hfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n', 'int?', None),
    Arg('dim', 'int', -1),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftHfftOp(TorchOp):
    name = 'torch.aten.fft_hfft'


@aten_op(
    'aten::fft_hfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]', [-2, -1]),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftHfft2Op(TorchOp):
    name = 'torch.aten.fft_hfft2'


@aten_op(
    'aten::fft_hfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]?', None),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftHfftnOp(TorchOp):
    name = 'torch.aten.fft_hfftn'


@aten_op(
    'aten::fft_ifft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n', 'int?', None),
    Arg('dim', 'int', -1),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftIfftOp(TorchOp):
    name = 'torch.aten.fft_ifft'


@aten_op(
    'aten::fft_ifft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]', [-2, -1]),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftIfft2Op(TorchOp):
    name = 'torch.aten.fft_ifft2'


@aten_op(
    'aten::fft_ifftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]?', None),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftIfftnOp(TorchOp):
    name = 'torch.aten.fft_ifftn'


@aten_op(
    'aten::fft_ifftshift(Tensor self, int[1]? dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?', None),
    returns=('Tensor',),
)
class AtenFftIfftshiftOp(TorchOp):
    name = 'torch.aten.fft_ifftshift'


@aten_op(
    'aten::fft_ihfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n', 'int?', None),
    Arg('dim', 'int', -1),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftIhfftOp(TorchOp):
    name = 'torch.aten.fft_ihfft'


@aten_op(
    'aten::fft_ihfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]', [-2, -1]),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftIhfft2Op(TorchOp):
    name = 'torch.aten.fft_ihfft2'


@aten_op(
    'aten::fft_ihfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]?', None),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftIhfftnOp(TorchOp):
    name = 'torch.aten.fft_ihfftn'


@aten_op(
    'aten::fft_irfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n', 'int?', None),
    Arg('dim', 'int', -1),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftIrfftOp(TorchOp):
    name = 'torch.aten.fft_irfft'


@aten_op(
    'aten::fft_irfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]', [-2, -1]),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftIrfft2Op(TorchOp):
    name = 'torch.aten.fft_irfft2'


@aten_op(
    'aten::fft_irfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]?', None),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftIrfftnOp(TorchOp):
    name = 'torch.aten.fft_irfftn'


@aten_op(
    'aten::fft_rfft(Tensor self, SymInt? n=None, int dim=-1, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n', 'int?', None),
    Arg('dim', 'int', -1),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftRfftOp(TorchOp):
    name = 'torch.aten.fft_rfft'


@aten_op(
    'aten::fft_rfft2(Tensor self, SymInt[1]? s=None, int[1] dim=[-2, -1], str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]', [-2, -1]),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftRfft2Op(TorchOp):
    name = 'torch.aten.fft_rfft2'


@aten_op(
    'aten::fft_rfftfreq(int n, float d=1., *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('n', 'int'),
    Arg('d', 'float', 1.0),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenFftRfftfreqOp(TorchOp):
    name = 'torch.aten.fft_rfftfreq'


@aten_op(
    'aten::fft_rfftn(Tensor self, SymInt[1]? s=None, int[1]? dim=None, str? norm=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('s', 'int[]?', None),
    Arg('dim', 'int[]?', None),
    Arg('norm', 'str?', None),
    returns=('Tensor',),
)
class AtenFftRfftnOp(TorchOp):
    name = 'torch.aten.fft_rfftn'


@aten_op(
    'aten::fill.Scalar(Tensor self, Scalar value) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('value', 'Scalar'),
    returns=('Tensor',),
)
class AtenFillScalarOp(TorchOp):
    name = 'torch.aten.fill.Scalar'


@aten_op(
    'aten::fill.Tensor(Tensor self, Tensor value) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('value', 'Tensor'),
    returns=('Tensor',),
)
class AtenFillTensorOp(TorchOp):
    name = 'torch.aten.fill.Tensor'


@aten_op(
    'aten::fix(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenFixOp(TorchOp):
    name = 'torch.aten.fix'


@aten_op(
    'aten::flatten.using_ints(Tensor(a) self, int start_dim=0, int end_dim=-1) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('start_dim', 'int', 0),
    Arg('end_dim', 'int', -1),
    returns=('Tensor',),
)
class AtenFlattenUsingIntsOp(TorchOp):
    name = 'torch.aten.flatten.using_ints'


@aten_op(
    'aten::flatten_dense_tensors(Tensor[] tensors) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenFlattenDenseTensorsOp(TorchOp):
    name = 'torch.aten.flatten_dense_tensors'


@aten_op(
    'aten::flip(Tensor self, int[] dims) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dims', 'int[]'),
    returns=('Tensor',),
)
class AtenFlipOp(TorchOp):
    name = 'torch.aten.flip'


@aten_op(
    'aten::fliplr(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenFliplrOp(TorchOp):
    name = 'torch.aten.fliplr'


@aten_op(
    'aten::flipud(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenFlipudOp(TorchOp):
    name = 'torch.aten.flipud'


@aten_op(
    'aten::float_power.Scalar(Scalar self, Tensor exponent) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('exponent', 'Tensor'),
    returns=('Tensor',),
)
class AtenFloatPowerScalarOp(TorchOp):
    name = 'torch.aten.float_power.Scalar'


@aten_op(
    'aten::float_power.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('exponent', 'Scalar'),
    returns=('Tensor',),
)
class AtenFloatPowerTensorScalarOp(TorchOp):
    name = 'torch.aten.float_power.Tensor_Scalar'


@aten_op(
    'aten::float_power.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('exponent', 'Tensor'),
    returns=('Tensor',),
)
class AtenFloatPowerTensorTensorOp(TorchOp):
    name = 'torch.aten.float_power.Tensor_Tensor'


@aten_op(
    'aten::floor(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenFloorOp(TorchOp):
    name = 'torch.aten.floor'


@aten_op(
    'aten::floor_divide(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenFloorDivideOp(TorchOp):
    name = 'torch.aten.floor_divide'


@aten_op(
    'aten::floor_divide.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenFloorDivideScalarOp(TorchOp):
    name = 'torch.aten.floor_divide.Scalar'


@aten_op(
    'aten::fmax(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenFmaxOp(TorchOp):
    name = 'torch.aten.fmax'


@aten_op(
    'aten::fmin(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenFminOp(TorchOp):
    name = 'torch.aten.fmin'


@aten_op(
    'aten::fmod.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenFmodScalarOp(TorchOp):
    name = 'torch.aten.fmod.Scalar'


@aten_op(
    'aten::fmod.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenFmodTensorOp(TorchOp):
    name = 'torch.aten.fmod.Tensor'


@aten_op(
    'aten::frac(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenFracOp(TorchOp):
    name = 'torch.aten.frac'


@aten_op(
    'aten::fractional_max_pool2d(Tensor self, int[2] kernel_size, int[2] output_size, Tensor random_samples) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('output_size', 'int[]'),
    Arg('random_samples', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenFractionalMaxPool2dOp(TorchOp):
    name = 'torch.aten.fractional_max_pool2d'


@aten_op(
    'aten::fractional_max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] output_size, Tensor indices) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('output_size', 'int[]'),
    Arg('indices', 'Tensor'),
    returns=('Tensor',),
)
class AtenFractionalMaxPool2dBackwardOp(TorchOp):
    name = 'torch.aten.fractional_max_pool2d_backward'


@aten_op(
    'aten::fractional_max_pool3d(Tensor self, int[3] kernel_size, int[3] output_size, Tensor random_samples) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('output_size', 'int[]'),
    Arg('random_samples', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenFractionalMaxPool3dOp(TorchOp):
    name = 'torch.aten.fractional_max_pool3d'


@aten_op(
    'aten::fractional_max_pool3d_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] output_size, Tensor indices) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('output_size', 'int[]'),
    Arg('indices', 'Tensor'),
    returns=('Tensor',),
)
class AtenFractionalMaxPool3dBackwardOp(TorchOp):
    name = 'torch.aten.fractional_max_pool3d_backward'


@aten_op(
    'aten::frexp.Tensor(Tensor self) -> (Tensor mantissa, Tensor exponent)',
    Arg('self', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenFrexpTensorOp(TorchOp):
    name = 'torch.aten.frexp.Tensor'


@aten_op(
    'aten::frobenius_norm.dim(Tensor self, int[1] dim, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenFrobeniusNormDimOp(TorchOp):
    name = 'torch.aten.frobenius_norm.dim'


@aten_op(
    'aten::from_file(str filename, bool? shared=None, int? size=0, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('filename', 'str'),
    Arg('shared', 'bool?', None),
    Arg('size', 'int?', 0),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenFromFileOp(TorchOp):
    name = 'torch.aten.from_file'


@aten_op(
    'aten::full(SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('fill_value', 'Scalar'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenFullOp(TorchOp):
    name = 'torch.aten.full'


@aten_op(
    'aten::full_like(Tensor self, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('fill_value', 'Scalar'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenFullLikeOp(TorchOp):
    name = 'torch.aten.full_like'


@aten_op(
    'aten::gather(Tensor self, int dim, Tensor index, *, bool sparse_grad=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('sparse_grad', 'bool', False),
    returns=('Tensor',),
)
class AtenGatherOp(TorchOp):
    name = 'torch.aten.gather'


@aten_op(
    'aten::gather_backward(Tensor grad, Tensor self, int dim, Tensor index, bool sparse_grad) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('sparse_grad', 'bool'),
    returns=('Tensor',),
)
class AtenGatherBackwardOp(TorchOp):
    name = 'torch.aten.gather_backward'


@aten_op(
    'aten::gcd(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenGcdOp(TorchOp):
    name = 'torch.aten.gcd'


@aten_op(
    'aten::ge.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenGeScalarOp(TorchOp):
    name = 'torch.aten.ge.Scalar'


@aten_op(
    'aten::ge.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenGeTensorOp(TorchOp):
    name = 'torch.aten.ge.Tensor'


@aten_op(
    'aten::gelu(Tensor self, *, str approximate="none") -> Tensor',
    Arg('self', 'Tensor'),
    Arg('approximate', 'str', 'none'),
    returns=('Tensor',),
)
class AtenGeluOp(TorchOp):
    name = 'torch.aten.gelu'


@aten_op(
    'aten::gelu_backward(Tensor grad_output, Tensor self, *, str approximate="none") -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('approximate', 'str', 'none'),
    returns=('Tensor',),
)
class AtenGeluBackwardOp(TorchOp):
    name = 'torch.aten.gelu_backward'


@aten_op(
    'aten::geometric(Tensor self, float p, *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'float'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenGeometricOp(TorchOp):
    name = 'torch.aten.geometric'


@aten_op(
    'aten::geqrf(Tensor self) -> (Tensor a, Tensor tau)',
    Arg('self', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenGeqrfOp(TorchOp):
    name = 'torch.aten.geqrf'


@aten_op(
    'aten::ger(Tensor self, Tensor vec2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('vec2', 'Tensor'),
    returns=('Tensor',),
)
class AtenGerOp(TorchOp):
    name = 'torch.aten.ger'


@aten_op(
    'aten::glu(Tensor self, int dim=-1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', -1),
    returns=('Tensor',),
)
class AtenGluOp(TorchOp):
    name = 'torch.aten.glu'


@aten_op(
    'aten::glu_backward(Tensor grad_output, Tensor self, int dim) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenGluBackwardOp(TorchOp):
    name = 'torch.aten.glu_backward'


@aten_op(
    'aten::glu_backward_jvp(Tensor grad_x, Tensor grad_glu, Tensor x, Tensor dgrad_glu, Tensor dx, int dim) -> Tensor',
    Arg('grad_x', 'Tensor'),
    Arg('grad_glu', 'Tensor'),
    Arg('x', 'Tensor'),
    Arg('dgrad_glu', 'Tensor'),
    Arg('dx', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenGluBackwardJvpOp(TorchOp):
    name = 'torch.aten.glu_backward_jvp'


@aten_op(
    'aten::glu_jvp(Tensor glu, Tensor x, Tensor dx, int dim) -> Tensor',
    Arg('glu', 'Tensor'),
    Arg('x', 'Tensor'),
    Arg('dx', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenGluJvpOp(TorchOp):
    name = 'torch.aten.glu_jvp'


@aten_op(
    'aten::gradient.array(Tensor self, *, int[] dim, int edge_order=1) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('edge_order', 'int', 1),
    returns=('Tensor[]',),
)
class AtenGradientArrayOp(TorchOp):
    name = 'torch.aten.gradient.array'


@aten_op(
    'aten::gradient.scalararray(Tensor self, *, Scalar spacing, int[] dim, int edge_order=1) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('spacing', 'Scalar'),
    Arg('dim', 'int[]'),
    Arg('edge_order', 'int', 1),
    returns=('Tensor[]',),
)
class AtenGradientScalararrayOp(TorchOp):
    name = 'torch.aten.gradient.scalararray'


@aten_op(
    'aten::gradient.scalarint(Tensor self, *, Scalar? spacing=None, int? dim=None, int edge_order=1) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('spacing', 'Scalar?', None),
    Arg('dim', 'int?', None),
    Arg('edge_order', 'int', 1),
    returns=('Tensor[]',),
)
class AtenGradientScalarintOp(TorchOp):
    name = 'torch.aten.gradient.scalarint'


@aten_op(
    'aten::gradient.scalarrayarray(Tensor self, *, Scalar[] spacing, int[] dim, int edge_order=1) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('spacing', 'Scalar[]'),
    Arg('dim', 'int[]'),
    Arg('edge_order', 'int', 1),
    returns=('Tensor[]',),
)
class AtenGradientScalarrayarrayOp(TorchOp):
    name = 'torch.aten.gradient.scalarrayarray'


@aten_op(
    'aten::gradient.scalarrayint(Tensor self, *, Scalar[] spacing, int? dim=None, int edge_order=1) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('spacing', 'Scalar[]'),
    Arg('dim', 'int?', None),
    Arg('edge_order', 'int', 1),
    returns=('Tensor[]',),
)
class AtenGradientScalarrayintOp(TorchOp):
    name = 'torch.aten.gradient.scalarrayint'


@aten_op(
    'aten::gradient.tensorarray(Tensor self, *, Tensor[] spacing, int[] dim, int edge_order=1) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('spacing', 'Tensor[]'),
    Arg('dim', 'int[]'),
    Arg('edge_order', 'int', 1),
    returns=('Tensor[]',),
)
class AtenGradientTensorarrayOp(TorchOp):
    name = 'torch.aten.gradient.tensorarray'


@aten_op(
    'aten::gradient.tensorarrayint(Tensor self, *, Tensor[] spacing, int? dim=None, int edge_order=1) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('spacing', 'Tensor[]'),
    Arg('dim', 'int?', None),
    Arg('edge_order', 'int', 1),
    returns=('Tensor[]',),
)
class AtenGradientTensorarrayintOp(TorchOp):
    name = 'torch.aten.gradient.tensorarrayint'


@aten_op(
    'aten::greater.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenGreaterScalarOp(TorchOp):
    name = 'torch.aten.greater.Scalar'


@aten_op(
    'aten::greater.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenGreaterTensorOp(TorchOp):
    name = 'torch.aten.greater.Tensor'


@aten_op(
    'aten::greater_equal.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenGreaterEqualScalarOp(TorchOp):
    name = 'torch.aten.greater_equal.Scalar'


@aten_op(
    'aten::greater_equal.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenGreaterEqualTensorOp(TorchOp):
    name = 'torch.aten.greater_equal.Tensor'


@aten_op(
    'aten::grid_sampler(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('grid', 'Tensor'),
    Arg('interpolation_mode', 'int'),
    Arg('padding_mode', 'int'),
    Arg('align_corners', 'bool'),
    returns=('Tensor',),
)
class AtenGridSamplerOp(TorchOp):
    name = 'torch.aten.grid_sampler'


@aten_op(
    'aten::grid_sampler_2d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('grid', 'Tensor'),
    Arg('interpolation_mode', 'int'),
    Arg('padding_mode', 'int'),
    Arg('align_corners', 'bool'),
    returns=('Tensor',),
)
class AtenGridSampler2dOp(TorchOp):
    name = 'torch.aten.grid_sampler_2d'


@aten_op(
    'aten::grid_sampler_2d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)',
    Arg('grad_output', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('grid', 'Tensor'),
    Arg('interpolation_mode', 'int'),
    Arg('padding_mode', 'int'),
    Arg('align_corners', 'bool'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor'),
)
class AtenGridSampler2dBackwardOp(TorchOp):
    name = 'torch.aten.grid_sampler_2d_backward'


@aten_op(
    'aten::grid_sampler_3d(Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('grid', 'Tensor'),
    Arg('interpolation_mode', 'int'),
    Arg('padding_mode', 'int'),
    Arg('align_corners', 'bool'),
    returns=('Tensor',),
)
class AtenGridSampler3dOp(TorchOp):
    name = 'torch.aten.grid_sampler_3d'


@aten_op(
    'aten::grid_sampler_3d_backward(Tensor grad_output, Tensor input, Tensor grid, int interpolation_mode, int padding_mode, bool align_corners, bool[2] output_mask) -> (Tensor, Tensor)',
    Arg('grad_output', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('grid', 'Tensor'),
    Arg('interpolation_mode', 'int'),
    Arg('padding_mode', 'int'),
    Arg('align_corners', 'bool'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor'),
)
class AtenGridSampler3dBackwardOp(TorchOp):
    name = 'torch.aten.grid_sampler_3d_backward'


@aten_op(
    'aten::group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, float eps=1.0000000000000001e-05, bool cudnn_enabled=True) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('num_groups', 'int'),
    Arg('weight', 'Tensor?', None),
    Arg('bias', 'Tensor?', None),
    Arg('eps', 'float', 1e-05),
    Arg('cudnn_enabled', 'bool', True),
    returns=('Tensor',),
)
class AtenGroupNormOp(TorchOp):
    name = 'torch.aten.group_norm'


@aten_op(
    'aten::gru.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)',
    Arg('data', 'Tensor'),
    Arg('batch_sizes', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenGruDataOp(TorchOp):
    name = 'torch.aten.gru.data'


@aten_op(
    'aten::gru.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_first', 'bool'),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenGruInputOp(TorchOp):
    name = 'torch.aten.gru.input'


@aten_op(
    'aten::gru_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('w_ih', 'Tensor'),
    Arg('w_hh', 'Tensor'),
    Arg('b_ih', 'Tensor?', None),
    Arg('b_hh', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenGruCellOp(TorchOp):
    name = 'torch.aten.gru_cell'


@aten_op(
    'aten::gt.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenGtScalarOp(TorchOp):
    name = 'torch.aten.gt.Scalar'


@aten_op(
    'aten::gt.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenGtTensorOp(TorchOp):
    name = 'torch.aten.gt.Tensor'


@aten_op(
    'aten::hamming_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenHammingWindowOp(TorchOp):
    name = 'torch.aten.hamming_window'


@aten_op(
    'aten::hamming_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('periodic', 'bool'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenHammingWindowPeriodicOp(TorchOp):
    name = 'torch.aten.hamming_window.periodic'


@aten_op(
    'aten::hamming_window.periodic_alpha(int window_length, bool periodic, float alpha, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('periodic', 'bool'),
    Arg('alpha', 'float'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenHammingWindowPeriodicAlphaOp(TorchOp):
    name = 'torch.aten.hamming_window.periodic_alpha'


@aten_op(
    'aten::hamming_window.periodic_alpha_beta(int window_length, bool periodic, float alpha, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('periodic', 'bool'),
    Arg('alpha', 'float'),
    Arg('beta', 'float'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenHammingWindowPeriodicAlphaBetaOp(TorchOp):
    name = 'torch.aten.hamming_window.periodic_alpha_beta'


@aten_op(
    'aten::hann_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenHannWindowOp(TorchOp):
    name = 'torch.aten.hann_window'


@aten_op(
    'aten::hann_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('periodic', 'bool'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenHannWindowPeriodicOp(TorchOp):
    name = 'torch.aten.hann_window.periodic'


@aten_op(
    'aten::hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('lambd', 'Scalar', 0.5),
    returns=('Tensor',),
)
class AtenHardshrinkOp(TorchOp):
    name = 'torch.aten.hardshrink'


@aten_op(
    'aten::hardshrink_backward(Tensor grad_out, Tensor self, Scalar lambd) -> Tensor',
    Arg('grad_out', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('lambd', 'Scalar'),
    returns=('Tensor',),
)
class AtenHardshrinkBackwardOp(TorchOp):
    name = 'torch.aten.hardshrink_backward'


@aten_op(
    'aten::hardsigmoid(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenHardsigmoidOp(TorchOp):
    name = 'torch.aten.hardsigmoid'


@aten_op(
    'aten::hardsigmoid_backward(Tensor grad_output, Tensor self) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenHardsigmoidBackwardOp(TorchOp):
    name = 'torch.aten.hardsigmoid_backward'


@aten_op(
    'aten::hardswish(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenHardswishOp(TorchOp):
    name = 'torch.aten.hardswish'


@aten_op(
    'aten::hardswish_backward(Tensor grad_output, Tensor self) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenHardswishBackwardOp(TorchOp):
    name = 'torch.aten.hardswish_backward'


@aten_op(
    'aten::hardtanh(Tensor self, Scalar min_val=-1, Scalar max_val=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('min_val', 'Scalar', -1),
    Arg('max_val', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenHardtanhOp(TorchOp):
    name = 'torch.aten.hardtanh'


@aten_op(
    'aten::hardtanh_backward(Tensor grad_output, Tensor self, Scalar min_val, Scalar max_val) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('min_val', 'Scalar'),
    Arg('max_val', 'Scalar'),
    returns=('Tensor',),
)
class AtenHardtanhBackwardOp(TorchOp):
    name = 'torch.aten.hardtanh_backward'


@aten_op(
    'aten::hash_tensor(Tensor self, int[1] dim=[], *, bool keepdim=False, int mode=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]', []),
    Arg('keepdim', 'bool', False),
    Arg('mode', 'int', 0),
    returns=('Tensor',),
)
class AtenHashTensorOp(TorchOp):
    name = 'torch.aten.hash_tensor'


@aten_op(
    'aten::heaviside(Tensor self, Tensor values) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('values', 'Tensor'),
    returns=('Tensor',),
)
class AtenHeavisideOp(TorchOp):
    name = 'torch.aten.heaviside'


@aten_op(
    'aten::hinge_embedding_loss(Tensor self, Tensor target, float margin=1., int reduction=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('margin', 'float', 1.0),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenHingeEmbeddingLossOp(TorchOp):
    name = 'torch.aten.hinge_embedding_loss'


@aten_op(
    'aten::histc(Tensor self, int bins=100, Scalar min=0, Scalar max=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('bins', 'int', 100),
    Arg('min', 'Scalar', 0),
    Arg('max', 'Scalar', 0),
    returns=('Tensor',),
)
class AtenHistcOp(TorchOp):
    name = 'torch.aten.histc'


@aten_op(
    'aten::histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)',
    Arg('self', 'Tensor'),
    Arg('bins', 'int', 100),
    Arg('range', 'float[]?', None),
    Arg('weight', 'Tensor?', None),
    Arg('density', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenHistogramBinCtOp(TorchOp):
    name = 'torch.aten.histogram.bin_ct'


@aten_op(
    'aten::histogram.bins_tensor(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor bin_edges)',
    Arg('self', 'Tensor'),
    Arg('bins', 'Tensor'),
    Arg('weight', 'Tensor?', None),
    Arg('density', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenHistogramBinsTensorOp(TorchOp):
    name = 'torch.aten.histogram.bins_tensor'


@aten_op(
    'aten::hsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('indices', 'int[]'),
    returns=('Tensor[]',),
)
class AtenHsplitArrayOp(TorchOp):
    name = 'torch.aten.hsplit.array'


@aten_op(
    'aten::hsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('sections', 'int'),
    returns=('Tensor[]',),
)
class AtenHsplitIntOp(TorchOp):
    name = 'torch.aten.hsplit.int'


@aten_op(
    'aten::hspmm(Tensor mat1, Tensor mat2) -> Tensor',
    Arg('mat1', 'Tensor'),
    Arg('mat2', 'Tensor'),
    returns=('Tensor',),
)
class AtenHspmmOp(TorchOp):
    name = 'torch.aten.hspmm'


@aten_op(
    'aten::hstack(Tensor[] tensors) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenHstackOp(TorchOp):
    name = 'torch.aten.hstack'


@aten_op(
    'aten::huber_loss(Tensor self, Tensor target, int reduction=1, float delta=1.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int', 1),
    Arg('delta', 'float', 1.0),
    returns=('Tensor',),
)
class AtenHuberLossOp(TorchOp):
    name = 'torch.aten.huber_loss'


@aten_op(
    'aten::huber_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float delta) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int'),
    Arg('delta', 'float'),
    returns=('Tensor',),
)
class AtenHuberLossBackwardOp(TorchOp):
    name = 'torch.aten.huber_loss_backward'


@aten_op(
    'aten::hypot(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenHypotOp(TorchOp):
    name = 'torch.aten.hypot'


@aten_op(
    'aten::i0(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenI0Op(TorchOp):
    name = 'torch.aten.i0'


@aten_op(
    'aten::igamma(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenIgammaOp(TorchOp):
    name = 'torch.aten.igamma'


@aten_op(
    'aten::igammac(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenIgammacOp(TorchOp):
    name = 'torch.aten.igammac'


@aten_op(
    'aten::im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('stride', 'int[]'),
    returns=('Tensor',),
)
class AtenIm2colOp(TorchOp):
    name = 'torch.aten.im2col'


@aten_op(
    'aten::imag(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenImagOp(TorchOp):
    name = 'torch.aten.imag'


@aten_op(
    'aten::index.Tensor(Tensor self, Tensor?[] indices) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor?[]'),
    returns=('Tensor',),
)
class AtenIndexTensorOp(TorchOp):
    name = 'torch.aten.index.Tensor'


@aten_op(
    'aten::index.Tensor_hacked_twin(Tensor self, Tensor[] indices) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenIndexTensorHackedTwinOp(TorchOp):
    name = 'torch.aten.index.Tensor_hacked_twin'


@aten_op(
    'aten::index_add(Tensor self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('source', 'Tensor'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenIndexAddOp(TorchOp):
    name = 'torch.aten.index_add'


@aten_op(
    'aten::index_copy(Tensor self, int dim, Tensor index, Tensor source) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('source', 'Tensor'),
    returns=('Tensor',),
)
class AtenIndexCopyOp(TorchOp):
    name = 'torch.aten.index_copy'


@aten_op(
    'aten::index_fill.int_Scalar(Tensor self, int dim, Tensor index, Scalar value) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('value', 'Scalar'),
    returns=('Tensor',),
)
class AtenIndexFillIntScalarOp(TorchOp):
    name = 'torch.aten.index_fill.int_Scalar'


@aten_op(
    'aten::index_fill.int_Tensor(Tensor self, int dim, Tensor index, Tensor value) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('value', 'Tensor'),
    returns=('Tensor',),
)
class AtenIndexFillIntTensorOp(TorchOp):
    name = 'torch.aten.index_fill.int_Tensor'


@aten_op(
    'aten::index_put(Tensor self, Tensor?[] indices, Tensor values, bool accumulate=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor?[]'),
    Arg('values', 'Tensor'),
    Arg('accumulate', 'bool', False),
    returns=('Tensor',),
)
class AtenIndexPutOp(TorchOp):
    name = 'torch.aten.index_put'


@aten_op(
    'aten::index_put.hacked_twin(Tensor self, Tensor[] indices, Tensor values, bool accumulate=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor[]'),
    Arg('values', 'Tensor'),
    Arg('accumulate', 'bool', False),
    returns=('Tensor',),
)
class AtenIndexPutHackedTwinOp(TorchOp):
    name = 'torch.aten.index_put.hacked_twin'


@aten_op(
    'aten::index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('source', 'Tensor'),
    Arg('reduce', 'str'),
    Arg('include_self', 'bool', True),
    returns=('Tensor',),
)
class AtenIndexReduceOp(TorchOp):
    name = 'torch.aten.index_reduce'


@aten_op(
    'aten::index_select(Tensor self, int dim, Tensor index) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    returns=('Tensor',),
)
class AtenIndexSelectOp(TorchOp):
    name = 'torch.aten.index_select'


@aten_op(
    'aten::index_select_backward(Tensor grad, SymInt[] self_sizes, int dim, Tensor index) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('self_sizes', 'int[]'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    returns=('Tensor',),
)
class AtenIndexSelectBackwardOp(TorchOp):
    name = 'torch.aten.index_select_backward'


@aten_op(
    'aten::indices(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIndicesOp(TorchOp):
    name = 'torch.aten.indices'


@aten_op(
    'aten::indices_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIndicesCopyOp(TorchOp):
    name = 'torch.aten.indices_copy'


@aten_op(
    'aten::infinitely_differentiable_gelu_backward(Tensor grad, Tensor self) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenInfinitelyDifferentiableGeluBackwardOp(TorchOp):
    name = 'torch.aten.infinitely_differentiable_gelu_backward'


@aten_op(
    'aten::inner(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenInnerOp(TorchOp):
    name = 'torch.aten.inner'


@aten_op(
    'aten::instance_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool use_input_stats, float momentum, float eps, bool cudnn_enabled) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('use_input_stats', 'bool'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    Arg('cudnn_enabled', 'bool'),
    returns=('Tensor',),
)
class AtenInstanceNormOp(TorchOp):
    name = 'torch.aten.instance_norm'


@aten_op(
    'aten::int_repr(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIntReprOp(TorchOp):
    name = 'torch.aten.int_repr'


@aten_op(
    'aten::inverse(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenInverseOp(TorchOp):
    name = 'torch.aten.inverse'


@aten_op(
    'aten::isclose(Tensor self, Tensor other, float rtol=1.0000000000000001e-05, float atol=1e-08, bool equal_nan=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('rtol', 'float', 1e-05),
    Arg('atol', 'float', 1e-08),
    Arg('equal_nan', 'bool', False),
    returns=('Tensor',),
)
class AtenIscloseOp(TorchOp):
    name = 'torch.aten.isclose'


@aten_op(
    'aten::isfinite(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIsfiniteOp(TorchOp):
    name = 'torch.aten.isfinite'


@aten_op(
    'aten::isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor',
    Arg('element', 'Scalar'),
    Arg('test_elements', 'Tensor'),
    Arg('assume_unique', 'bool', False),
    Arg('invert', 'bool', False),
    returns=('Tensor',),
)
class AtenIsinScalarTensorOp(TorchOp):
    name = 'torch.aten.isin.Scalar_Tensor'


@aten_op(
    'aten::isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False) -> Tensor',
    Arg('elements', 'Tensor'),
    Arg('test_element', 'Scalar'),
    Arg('assume_unique', 'bool', False),
    Arg('invert', 'bool', False),
    returns=('Tensor',),
)
class AtenIsinTensorScalarOp(TorchOp):
    name = 'torch.aten.isin.Tensor_Scalar'


@aten_op(
    'aten::isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor',
    Arg('elements', 'Tensor'),
    Arg('test_elements', 'Tensor'),
    Arg('assume_unique', 'bool', False),
    Arg('invert', 'bool', False),
    returns=('Tensor',),
)
class AtenIsinTensorTensorOp(TorchOp):
    name = 'torch.aten.isin.Tensor_Tensor'


@aten_op(
    'aten::isinf(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIsinfOp(TorchOp):
    name = 'torch.aten.isinf'


@aten_op(
    'aten::isnan(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIsnanOp(TorchOp):
    name = 'torch.aten.isnan'


@aten_op(
    'aten::isneginf(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIsneginfOp(TorchOp):
    name = 'torch.aten.isneginf'


@aten_op(
    'aten::isposinf(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIsposinfOp(TorchOp):
    name = 'torch.aten.isposinf'


@aten_op(
    'aten::isreal(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIsrealOp(TorchOp):
    name = 'torch.aten.isreal'


@aten_op(
    'aten::istft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, bool normalized=False, bool? onesided=None, int? length=None, bool return_complex=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n_fft', 'int'),
    Arg('hop_length', 'int?', None),
    Arg('win_length', 'int?', None),
    Arg('window', 'Tensor?', None),
    Arg('center', 'bool', True),
    Arg('normalized', 'bool', False),
    Arg('onesided', 'bool?', None),
    Arg('length', 'int?', None),
    Arg('return_complex', 'bool', False),
    returns=('Tensor',),
)
class AtenIstftOp(TorchOp):
    name = 'torch.aten.istft'


@aten_op(
    'aten::kaiser_window(int window_length, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenKaiserWindowOp(TorchOp):
    name = 'torch.aten.kaiser_window'


@aten_op(
    'aten::kaiser_window.beta(int window_length, bool periodic, float beta, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('periodic', 'bool'),
    Arg('beta', 'float'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenKaiserWindowBetaOp(TorchOp):
    name = 'torch.aten.kaiser_window.beta'


@aten_op(
    'aten::kaiser_window.periodic(int window_length, bool periodic, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('window_length', 'int'),
    Arg('periodic', 'bool'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenKaiserWindowPeriodicOp(TorchOp):
    name = 'torch.aten.kaiser_window.periodic'


@aten_op(
    'aten::kl_div(Tensor self, Tensor target, int reduction=1, *, bool log_target=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int', 1),
    Arg('log_target', 'bool', False),
    returns=('Tensor',),
)
class AtenKlDivOp(TorchOp):
    name = 'torch.aten.kl_div'


@aten_op(
    'aten::kron(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenKronOp(TorchOp):
    name = 'torch.aten.kron'


@aten_op(
    'aten::kthvalue(Tensor self, SymInt k, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('k', 'int'),
    Arg('dim', 'int', -1),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenKthvalueOp(TorchOp):
    name = 'torch.aten.kthvalue'


@aten_op(
    'aten::l1_loss(Tensor self, Tensor target, int reduction=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenL1LossOp(TorchOp):
    name = 'torch.aten.l1_loss'


@aten_op(
    'aten::layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, Tensor? bias=None, float eps=1.0000000000000001e-05, bool cudnn_enable=True) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('normalized_shape', 'int[]'),
    Arg('weight', 'Tensor?', None),
    Arg('bias', 'Tensor?', None),
    Arg('eps', 'float', 1e-05),
    Arg('cudnn_enable', 'bool', True),
    returns=('Tensor',),
)
class AtenLayerNormOp(TorchOp):
    name = 'torch.aten.layer_norm'


@aten_op(
    'aten::lcm(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLcmOp(TorchOp):
    name = 'torch.aten.lcm'


@aten_op(
    'aten::ldexp.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLdexpTensorOp(TorchOp):
    name = 'torch.aten.ldexp.Tensor'


@aten_op(
    'aten::le.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenLeScalarOp(TorchOp):
    name = 'torch.aten.le.Scalar'


@aten_op(
    'aten::le.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLeTensorOp(TorchOp):
    name = 'torch.aten.le.Tensor'


@aten_op(
    'aten::leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('negative_slope', 'Scalar', 0.01),
    returns=('Tensor',),
)
class AtenLeakyReluOp(TorchOp):
    name = 'torch.aten.leaky_relu'


@aten_op(
    'aten::leaky_relu_backward(Tensor grad_output, Tensor self, Scalar negative_slope, bool self_is_result) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('negative_slope', 'Scalar'),
    Arg('self_is_result', 'bool'),
    returns=('Tensor',),
)
class AtenLeakyReluBackwardOp(TorchOp):
    name = 'torch.aten.leaky_relu_backward'


@aten_op(
    'aten::lerp.Scalar(Tensor self, Tensor end, Scalar weight) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('end', 'Tensor'),
    Arg('weight', 'Scalar'),
    returns=('Tensor',),
)
class AtenLerpScalarOp(TorchOp):
    name = 'torch.aten.lerp.Scalar'


@aten_op(
    'aten::lerp.Tensor(Tensor self, Tensor end, Tensor weight) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('end', 'Tensor'),
    Arg('weight', 'Tensor'),
    returns=('Tensor',),
)
class AtenLerpTensorOp(TorchOp):
    name = 'torch.aten.lerp.Tensor'


@aten_op(
    'aten::less.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenLessScalarOp(TorchOp):
    name = 'torch.aten.less.Scalar'


@aten_op(
    'aten::less.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLessTensorOp(TorchOp):
    name = 'torch.aten.less.Tensor'


@aten_op(
    'aten::less_equal.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenLessEqualScalarOp(TorchOp):
    name = 'torch.aten.less_equal.Scalar'


@aten_op(
    'aten::less_equal.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLessEqualTensorOp(TorchOp):
    name = 'torch.aten.less_equal.Tensor'


@aten_op(
    'aten::lgamma(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLgammaOp(TorchOp):
    name = 'torch.aten.lgamma'


@aten_op(
    'aten::lift(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLiftOp(TorchOp):
    name = 'torch.aten.lift'


@aten_op(
    'aten::lift_fresh(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLiftFreshOp(TorchOp):
    name = 'torch.aten.lift_fresh'


@aten_op(
    'aten::lift_fresh_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLiftFreshCopyOp(TorchOp):
    name = 'torch.aten.lift_fresh_copy'


@aten_op(
    'aten::linalg__powsum(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('ord', 'Scalar', 2),
    Arg('dim', 'int[]?', None),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenLinalgPowsumOp(TorchOp):
    name = 'torch.aten.linalg__powsum'


@aten_op(
    'aten::linalg_cholesky(Tensor self, *, bool upper=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('upper', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgCholeskyOp(TorchOp):
    name = 'torch.aten.linalg_cholesky'


@aten_op(
    'aten::linalg_cholesky_ex(Tensor self, *, bool upper=False, bool check_errors=False) -> (Tensor L, Tensor info)',
    Arg('self', 'Tensor'),
    Arg('upper', 'bool', False),
    Arg('check_errors', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenLinalgCholeskyExOp(TorchOp):
    name = 'torch.aten.linalg_cholesky_ex'


@aten_op(
    'aten::linalg_cond(Tensor self, Scalar? p=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'Scalar?', None),
    returns=('Tensor',),
)
class AtenLinalgCondOp(TorchOp):
    name = 'torch.aten.linalg_cond'


@aten_op(
    'aten::linalg_cond.p_str(Tensor self, str p) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'str'),
    returns=('Tensor',),
)
class AtenLinalgCondPStrOp(TorchOp):
    name = 'torch.aten.linalg_cond.p_str'


@aten_op(
    'aten::linalg_cross(Tensor self, Tensor other, *, int dim=-1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('dim', 'int', -1),
    returns=('Tensor',),
)
class AtenLinalgCrossOp(TorchOp):
    name = 'torch.aten.linalg_cross'


@aten_op(
    'aten::linalg_det(Tensor A) -> Tensor',
    Arg('A', 'Tensor'),
    returns=('Tensor',),
)
class AtenLinalgDetOp(TorchOp):
    name = 'torch.aten.linalg_det'


@aten_op(
    'aten::linalg_diagonal(Tensor(a) A, *, int offset=0, int dim1=-2, int dim2=-1) -> Tensor(a)',
    Arg('A', 'Tensor'),
    Arg('offset', 'int', 0),
    Arg('dim1', 'int', -2),
    Arg('dim2', 'int', -1),
    returns=('Tensor',),
)
class AtenLinalgDiagonalOp(TorchOp):
    name = 'torch.aten.linalg_diagonal'


@aten_op(
    'aten::linalg_eig(Tensor self) -> (Tensor eigenvalues, Tensor eigenvectors)',
    Arg('self', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenLinalgEigOp(TorchOp):
    name = 'torch.aten.linalg_eig'


@aten_op(
    'aten::linalg_eigh(Tensor self, str UPLO="L") -> (Tensor eigenvalues, Tensor eigenvectors)',
    Arg('self', 'Tensor'),
    Arg('UPLO', 'str', 'L'),
    returns=('Tensor', 'Tensor'),
)
class AtenLinalgEighOp(TorchOp):
    name = 'torch.aten.linalg_eigh'


@aten_op(
    'aten::linalg_eigvals(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLinalgEigvalsOp(TorchOp):
    name = 'torch.aten.linalg_eigvals'


@aten_op(
    'aten::linalg_eigvalsh(Tensor self, str UPLO="L") -> Tensor',
    Arg('self', 'Tensor'),
    Arg('UPLO', 'str', 'L'),
    returns=('Tensor',),
)
class AtenLinalgEigvalshOp(TorchOp):
    name = 'torch.aten.linalg_eigvalsh'


@aten_op(
    'aten::linalg_householder_product(Tensor input, Tensor tau) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('tau', 'Tensor'),
    returns=('Tensor',),
)
class AtenLinalgHouseholderProductOp(TorchOp):
    name = 'torch.aten.linalg_householder_product'


@aten_op(
    'aten::linalg_inv(Tensor A) -> Tensor',
    Arg('A', 'Tensor'),
    returns=('Tensor',),
)
class AtenLinalgInvOp(TorchOp):
    name = 'torch.aten.linalg_inv'


@aten_op(
    'aten::linalg_inv_ex(Tensor A, *, bool check_errors=False) -> (Tensor inverse, Tensor info)',
    Arg('A', 'Tensor'),
    Arg('check_errors', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenLinalgInvExOp(TorchOp):
    name = 'torch.aten.linalg_inv_ex'


@aten_op(
    'aten::linalg_ldl_factor(Tensor self, *, bool hermitian=False) -> (Tensor LD, Tensor pivots)',
    Arg('self', 'Tensor'),
    Arg('hermitian', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenLinalgLdlFactorOp(TorchOp):
    name = 'torch.aten.linalg_ldl_factor'


@aten_op(
    'aten::linalg_ldl_factor_ex(Tensor self, *, bool hermitian=False, bool check_errors=False) -> (Tensor LD, Tensor pivots, Tensor info)',
    Arg('self', 'Tensor'),
    Arg('hermitian', 'bool', False),
    Arg('check_errors', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenLinalgLdlFactorExOp(TorchOp):
    name = 'torch.aten.linalg_ldl_factor_ex'


@aten_op(
    'aten::linalg_ldl_solve(Tensor LD, Tensor pivots, Tensor B, *, bool hermitian=False) -> Tensor',
    Arg('LD', 'Tensor'),
    Arg('pivots', 'Tensor'),
    Arg('B', 'Tensor'),
    Arg('hermitian', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgLdlSolveOp(TorchOp):
    name = 'torch.aten.linalg_ldl_solve'


@aten_op(
    'aten::linalg_lstsq(Tensor self, Tensor b, float? rcond=None, *, str? driver=None) -> (Tensor solution, Tensor residuals, Tensor rank, Tensor singular_values)',
    Arg('self', 'Tensor'),
    Arg('b', 'Tensor'),
    Arg('rcond', 'float?', None),
    Arg('driver', 'str?', None),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenLinalgLstsqOp(TorchOp):
    name = 'torch.aten.linalg_lstsq'


@aten_op(
    'aten::linalg_lu(Tensor A, *, bool pivot=True) -> (Tensor P, Tensor L, Tensor U)',
    Arg('A', 'Tensor'),
    Arg('pivot', 'bool', True),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenLinalgLuOp(TorchOp):
    name = 'torch.aten.linalg_lu'


@aten_op(
    'aten::linalg_lu_factor(Tensor A, *, bool pivot=True) -> (Tensor LU, Tensor pivots)',
    Arg('A', 'Tensor'),
    Arg('pivot', 'bool', True),
    returns=('Tensor', 'Tensor'),
)
class AtenLinalgLuFactorOp(TorchOp):
    name = 'torch.aten.linalg_lu_factor'


@aten_op(
    'aten::linalg_lu_factor_ex(Tensor A, *, bool pivot=True, bool check_errors=False) -> (Tensor LU, Tensor pivots, Tensor info)',
    Arg('A', 'Tensor'),
    Arg('pivot', 'bool', True),
    Arg('check_errors', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenLinalgLuFactorExOp(TorchOp):
    name = 'torch.aten.linalg_lu_factor_ex'


@aten_op(
    'aten::linalg_lu_solve(Tensor LU, Tensor pivots, Tensor B, *, bool left=True, bool adjoint=False) -> Tensor',
    Arg('LU', 'Tensor'),
    Arg('pivots', 'Tensor'),
    Arg('B', 'Tensor'),
    Arg('left', 'bool', True),
    Arg('adjoint', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgLuSolveOp(TorchOp):
    name = 'torch.aten.linalg_lu_solve'


@aten_op(
    'aten::linalg_matmul(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLinalgMatmulOp(TorchOp):
    name = 'torch.aten.linalg_matmul'


@aten_op(
    'aten::linalg_matrix_exp(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLinalgMatrixExpOp(TorchOp):
    name = 'torch.aten.linalg_matrix_exp'


@aten_op(
    'aten::linalg_matrix_norm(Tensor self, Scalar ord, int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('ord', 'Scalar'),
    Arg('dim', 'int[]', [-2, -1]),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenLinalgMatrixNormOp(TorchOp):
    name = 'torch.aten.linalg_matrix_norm'


@aten_op(
    'aten::linalg_matrix_norm.str_ord(Tensor self, str ord="fro", int[] dim=[-2, -1], bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('ord', 'str', 'fro'),
    Arg('dim', 'int[]', [-2, -1]),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenLinalgMatrixNormStrOrdOp(TorchOp):
    name = 'torch.aten.linalg_matrix_norm.str_ord'


@aten_op(
    'aten::linalg_matrix_power(Tensor self, int n) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n', 'int'),
    returns=('Tensor',),
)
class AtenLinalgMatrixPowerOp(TorchOp):
    name = 'torch.aten.linalg_matrix_power'


@aten_op(
    'aten::linalg_matrix_rank(Tensor self, float tol, bool hermitian=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('tol', 'float'),
    Arg('hermitian', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgMatrixRankOp(TorchOp):
    name = 'torch.aten.linalg_matrix_rank'


@aten_op(
    'aten::linalg_matrix_rank.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('atol', 'float?', None),
    Arg('rtol', 'float?', None),
    Arg('hermitian', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgMatrixRankAtolRtolFloatOp(TorchOp):
    name = 'torch.aten.linalg_matrix_rank.atol_rtol_float'


@aten_op(
    'aten::linalg_matrix_rank.atol_rtol_tensor(Tensor input, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('atol', 'Tensor?', None),
    Arg('rtol', 'Tensor?', None),
    Arg('hermitian', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgMatrixRankAtolRtolTensorOp(TorchOp):
    name = 'torch.aten.linalg_matrix_rank.atol_rtol_tensor'


@aten_op(
    'aten::linalg_matrix_rank.tol_tensor(Tensor input, Tensor tol, bool hermitian=False) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('tol', 'Tensor'),
    Arg('hermitian', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgMatrixRankTolTensorOp(TorchOp):
    name = 'torch.aten.linalg_matrix_rank.tol_tensor'


@aten_op(
    'aten::linalg_multi_dot(Tensor[] tensors) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenLinalgMultiDotOp(TorchOp):
    name = 'torch.aten.linalg_multi_dot'


@aten_op(
    'aten::linalg_norm(Tensor self, Scalar? ord=None, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('ord', 'Scalar?', None),
    Arg('dim', 'int[]?', None),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenLinalgNormOp(TorchOp):
    name = 'torch.aten.linalg_norm'


@aten_op(
    'aten::linalg_norm.ord_str(Tensor self, str ord, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('ord', 'str'),
    Arg('dim', 'int[]?', None),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenLinalgNormOrdStrOp(TorchOp):
    name = 'torch.aten.linalg_norm.ord_str'


@aten_op(
    'aten::linalg_pinv(Tensor self, float rcond, bool hermitian=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('rcond', 'float'),
    Arg('hermitian', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgPinvOp(TorchOp):
    name = 'torch.aten.linalg_pinv'


@aten_op(
    'aten::linalg_pinv.atol_rtol_float(Tensor self, *, float? atol=None, float? rtol=None, bool hermitian=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('atol', 'float?', None),
    Arg('rtol', 'float?', None),
    Arg('hermitian', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgPinvAtolRtolFloatOp(TorchOp):
    name = 'torch.aten.linalg_pinv.atol_rtol_float'


@aten_op(
    'aten::linalg_pinv.atol_rtol_tensor(Tensor self, *, Tensor? atol=None, Tensor? rtol=None, bool hermitian=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('atol', 'Tensor?', None),
    Arg('rtol', 'Tensor?', None),
    Arg('hermitian', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgPinvAtolRtolTensorOp(TorchOp):
    name = 'torch.aten.linalg_pinv.atol_rtol_tensor'


@aten_op(
    'aten::linalg_pinv.rcond_tensor(Tensor self, Tensor rcond, bool hermitian=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('rcond', 'Tensor'),
    Arg('hermitian', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgPinvRcondTensorOp(TorchOp):
    name = 'torch.aten.linalg_pinv.rcond_tensor'


@aten_op(
    'aten::linalg_qr(Tensor A, str mode="reduced") -> (Tensor Q, Tensor R)',
    Arg('A', 'Tensor'),
    Arg('mode', 'str', 'reduced'),
    returns=('Tensor', 'Tensor'),
)
class AtenLinalgQrOp(TorchOp):
    name = 'torch.aten.linalg_qr'


@aten_op(
    'aten::linalg_slogdet(Tensor A) -> (Tensor sign, Tensor logabsdet)',
    Arg('A', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenLinalgSlogdetOp(TorchOp):
    name = 'torch.aten.linalg_slogdet'


@aten_op(
    'aten::linalg_solve(Tensor A, Tensor B, *, bool left=True) -> Tensor',
    Arg('A', 'Tensor'),
    Arg('B', 'Tensor'),
    Arg('left', 'bool', True),
    returns=('Tensor',),
)
class AtenLinalgSolveOp(TorchOp):
    name = 'torch.aten.linalg_solve'


@aten_op(
    'aten::linalg_solve_ex(Tensor A, Tensor B, *, bool left=True, bool check_errors=False) -> (Tensor result, Tensor info)',
    Arg('A', 'Tensor'),
    Arg('B', 'Tensor'),
    Arg('left', 'bool', True),
    Arg('check_errors', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenLinalgSolveExOp(TorchOp):
    name = 'torch.aten.linalg_solve_ex'


@aten_op(
    'aten::linalg_solve_triangular(Tensor self, Tensor B, *, bool upper, bool left=True, bool unitriangular=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('B', 'Tensor'),
    Arg('upper', 'bool'),
    Arg('left', 'bool', True),
    Arg('unitriangular', 'bool', False),
    returns=('Tensor',),
)
class AtenLinalgSolveTriangularOp(TorchOp):
    name = 'torch.aten.linalg_solve_triangular'


@aten_op(
    'aten::linalg_svd(Tensor A, bool full_matrices=True, *, str? driver=None) -> (Tensor U, Tensor S, Tensor Vh)',
    Arg('A', 'Tensor'),
    Arg('full_matrices', 'bool', True),
    Arg('driver', 'str?', None),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenLinalgSvdOp(TorchOp):
    name = 'torch.aten.linalg_svd'


@aten_op(
    'aten::linalg_svdvals(Tensor A, *, str? driver=None) -> Tensor',
    Arg('A', 'Tensor'),
    Arg('driver', 'str?', None),
    returns=('Tensor',),
)
class AtenLinalgSvdvalsOp(TorchOp):
    name = 'torch.aten.linalg_svdvals'


@aten_op(
    'aten::linalg_tensorinv(Tensor self, int ind=2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('ind', 'int', 2),
    returns=('Tensor',),
)
class AtenLinalgTensorinvOp(TorchOp):
    name = 'torch.aten.linalg_tensorinv'


@aten_op(
    'aten::linalg_tensorsolve(Tensor self, Tensor other, int[]? dims=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('dims', 'int[]?', None),
    returns=('Tensor',),
)
class AtenLinalgTensorsolveOp(TorchOp):
    name = 'torch.aten.linalg_tensorsolve'


@aten_op(
    'aten::linalg_vander(Tensor x, *, SymInt? N=None) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('N', 'int?', None),
    returns=('Tensor',),
)
class AtenLinalgVanderOp(TorchOp):
    name = 'torch.aten.linalg_vander'


@aten_op(
    'aten::linalg_vecdot(Tensor x, Tensor y, *, int dim=-1) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('y', 'Tensor'),
    Arg('dim', 'int', -1),
    returns=('Tensor',),
)
class AtenLinalgVecdotOp(TorchOp):
    name = 'torch.aten.linalg_vecdot'


@aten_op(
    'aten::linalg_vector_norm(Tensor self, Scalar ord=2, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('ord', 'Scalar', 2),
    Arg('dim', 'int[]?', None),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenLinalgVectorNormOp(TorchOp):
    name = 'torch.aten.linalg_vector_norm'


@aten_op(
    'aten::linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenLinearOp(TorchOp):
    name = 'torch.aten.linear'


@aten_op(
    'aten::linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -> (Tensor, Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('grad_output', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenLinearBackwardOp(TorchOp):
    name = 'torch.aten.linear_backward'


@aten_op(
    'aten::linspace(Scalar start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Scalar'),
    Arg('end', 'Scalar'),
    Arg('steps', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenLinspaceOp(TorchOp):
    name = 'torch.aten.linspace'


@aten_op(
    'aten::linspace.Scalar_Tensor(Scalar start, Tensor end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Scalar'),
    Arg('end', 'Tensor'),
    Arg('steps', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenLinspaceScalarTensorOp(TorchOp):
    name = 'torch.aten.linspace.Scalar_Tensor'


@aten_op(
    'aten::linspace.Tensor_Scalar(Tensor start, Scalar end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Tensor'),
    Arg('end', 'Scalar'),
    Arg('steps', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenLinspaceTensorScalarOp(TorchOp):
    name = 'torch.aten.linspace.Tensor_Scalar'


@aten_op(
    'aten::linspace.Tensor_Tensor(Tensor start, Tensor end, int steps, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Tensor'),
    Arg('end', 'Tensor'),
    Arg('steps', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenLinspaceTensorTensorOp(TorchOp):
    name = 'torch.aten.linspace.Tensor_Tensor'


@aten_op(
    'aten::log(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogOp(TorchOp):
    name = 'torch.aten.log'


@aten_op(
    'aten::log10(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLog10Op(TorchOp):
    name = 'torch.aten.log10'


@aten_op(
    'aten::log1p(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLog1pOp(TorchOp):
    name = 'torch.aten.log1p'


@aten_op(
    'aten::log2(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLog2Op(TorchOp):
    name = 'torch.aten.log2'


@aten_op(
    'aten::log_normal(Tensor self, float mean=1., float std=2., *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mean', 'float', 1.0),
    Arg('std', 'float', 2.0),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenLogNormalOp(TorchOp):
    name = 'torch.aten.log_normal'


@aten_op(
    'aten::log_sigmoid(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogSigmoidOp(TorchOp):
    name = 'torch.aten.log_sigmoid'


@aten_op(
    'aten::log_sigmoid_backward(Tensor grad_output, Tensor self, Tensor buffer) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('buffer', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogSigmoidBackwardOp(TorchOp):
    name = 'torch.aten.log_sigmoid_backward'


@aten_op(
    'aten::log_sigmoid_forward(Tensor self) -> (Tensor output, Tensor buffer)',
    Arg('self', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenLogSigmoidForwardOp(TorchOp):
    name = 'torch.aten.log_sigmoid_forward'


@aten_op(
    'aten::log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenLogSoftmaxIntOp(TorchOp):
    name = 'torch.aten.log_softmax.int'


@aten_op(
    'aten::logaddexp(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogaddexpOp(TorchOp):
    name = 'torch.aten.logaddexp'


@aten_op(
    'aten::logaddexp2(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogaddexp2Op(TorchOp):
    name = 'torch.aten.logaddexp2'


@aten_op(
    'aten::logcumsumexp(Tensor self, int dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenLogcumsumexpOp(TorchOp):
    name = 'torch.aten.logcumsumexp'


@aten_op(
    'aten::logdet(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogdetOp(TorchOp):
    name = 'torch.aten.logdet'


@aten_op(
    'aten::logical_and(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogicalAndOp(TorchOp):
    name = 'torch.aten.logical_and'


@aten_op(
    'aten::logical_not(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogicalNotOp(TorchOp):
    name = 'torch.aten.logical_not'


@aten_op(
    'aten::logical_or(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogicalOrOp(TorchOp):
    name = 'torch.aten.logical_or'


@aten_op(
    'aten::logical_xor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogicalXorOp(TorchOp):
    name = 'torch.aten.logical_xor'


@aten_op(
    'aten::logit(Tensor self, float? eps=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('eps', 'float?', None),
    returns=('Tensor',),
)
class AtenLogitOp(TorchOp):
    name = 'torch.aten.logit'


@aten_op(
    'aten::logit_backward(Tensor grad_output, Tensor self, float? eps=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('eps', 'float?', None),
    returns=('Tensor',),
)
class AtenLogitBackwardOp(TorchOp):
    name = 'torch.aten.logit_backward'


@aten_op(
    'aten::logspace(Scalar start, Scalar end, int steps, float base=10., *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Scalar'),
    Arg('end', 'Scalar'),
    Arg('steps', 'int'),
    Arg('base', 'float', 10.0),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenLogspaceOp(TorchOp):
    name = 'torch.aten.logspace'


@aten_op(
    'aten::logspace.Scalar_Tensor(Scalar start, Tensor end, int steps, float base=10., *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Scalar'),
    Arg('end', 'Tensor'),
    Arg('steps', 'int'),
    Arg('base', 'float', 10.0),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenLogspaceScalarTensorOp(TorchOp):
    name = 'torch.aten.logspace.Scalar_Tensor'


@aten_op(
    'aten::logspace.Tensor_Scalar(Tensor start, Scalar end, int steps, float base=10., *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Tensor'),
    Arg('end', 'Scalar'),
    Arg('steps', 'int'),
    Arg('base', 'float', 10.0),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenLogspaceTensorScalarOp(TorchOp):
    name = 'torch.aten.logspace.Tensor_Scalar'


@aten_op(
    'aten::logspace.Tensor_Tensor(Tensor start, Tensor end, int steps, float base=10., *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Tensor'),
    Arg('end', 'Tensor'),
    Arg('steps', 'int'),
    Arg('base', 'float', 10.0),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenLogspaceTensorTensorOp(TorchOp):
    name = 'torch.aten.logspace.Tensor_Tensor'


@aten_op(
    'aten::logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenLogsumexpOp(TorchOp):
    name = 'torch.aten.logsumexp'


@aten_op(
    'aten::lstm.data(Tensor data, Tensor batch_sizes, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor, Tensor)',
    Arg('data', 'Tensor'),
    Arg('batch_sizes', 'Tensor'),
    Arg('hx', 'Tensor[]'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    returns=('Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenLstmDataOp(TorchOp):
    name = 'torch.aten.lstm.data'


@aten_op(
    'aten::lstm.input(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor[]'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_first', 'bool'),
    returns=('Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenLstmInputOp(TorchOp):
    name = 'torch.aten.lstm.input'


@aten_op(
    'aten::lstm_cell(Tensor input, Tensor[] hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor[]'),
    Arg('w_ih', 'Tensor'),
    Arg('w_hh', 'Tensor'),
    Arg('b_ih', 'Tensor?', None),
    Arg('b_hh', 'Tensor?', None),
    returns=('Tensor', 'Tensor'),
)
class AtenLstmCellOp(TorchOp):
    name = 'torch.aten.lstm_cell'


@aten_op(
    'aten::lt.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenLtScalarOp(TorchOp):
    name = 'torch.aten.lt.Scalar'


@aten_op(
    'aten::lt.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLtTensorOp(TorchOp):
    name = 'torch.aten.lt.Tensor'


@aten_op(
    'aten::lu_solve(Tensor self, Tensor LU_data, Tensor LU_pivots) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('LU_data', 'Tensor'),
    Arg('LU_pivots', 'Tensor'),
    returns=('Tensor',),
)
class AtenLuSolveOp(TorchOp):
    name = 'torch.aten.lu_solve'


@aten_op(
    'aten::lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> (Tensor P, Tensor L, Tensor U)',
    Arg('LU_data', 'Tensor'),
    Arg('LU_pivots', 'Tensor'),
    Arg('unpack_data', 'bool', True),
    Arg('unpack_pivots', 'bool', True),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenLuUnpackOp(TorchOp):
    name = 'torch.aten.lu_unpack'


@aten_op(
    'aten::mH(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMHOp(TorchOp):
    name = 'torch.aten.mH'


@aten_op(
    'aten::mH.a(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMHAOp(TorchOp):
    name = 'torch.aten.mH.a'


@aten_op(
    'aten::mT(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMTOp(TorchOp):
    name = 'torch.aten.mT'


@aten_op(
    'aten::mT.a(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMTAOp(TorchOp):
    name = 'torch.aten.mT.a'


@aten_op(
    'aten::margin_ranking_loss(Tensor input1, Tensor input2, Tensor target, float margin=0., int reduction=1) -> Tensor',
    Arg('input1', 'Tensor'),
    Arg('input2', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('margin', 'float', 0.0),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenMarginRankingLossOp(TorchOp):
    name = 'torch.aten.margin_ranking_loss'


@aten_op(
    'aten::masked_fill.Scalar(Tensor self, Tensor mask, Scalar value) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('value', 'Scalar'),
    returns=('Tensor',),
)
class AtenMaskedFillScalarOp(TorchOp):
    name = 'torch.aten.masked_fill.Scalar'


@aten_op(
    'aten::masked_fill.Tensor(Tensor self, Tensor mask, Tensor value) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('value', 'Tensor'),
    returns=('Tensor',),
)
class AtenMaskedFillTensorOp(TorchOp):
    name = 'torch.aten.masked_fill.Tensor'


@aten_op(
    'aten::masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('source', 'Tensor'),
    returns=('Tensor',),
)
class AtenMaskedScatterOp(TorchOp):
    name = 'torch.aten.masked_scatter'


@aten_op(
    'aten::masked_scatter_backward(Tensor grad_output, Tensor mask, SymInt[] sizes) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('sizes', 'int[]'),
    returns=('Tensor',),
)
class AtenMaskedScatterBackwardOp(TorchOp):
    name = 'torch.aten.masked_scatter_backward'


@aten_op(
    'aten::masked_select(Tensor self, Tensor mask) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mask', 'Tensor'),
    returns=('Tensor',),
)
class AtenMaskedSelectOp(TorchOp):
    name = 'torch.aten.masked_select'


@aten_op(
    'aten::masked_select_backward(Tensor grad, Tensor input, Tensor mask) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('mask', 'Tensor'),
    returns=('Tensor',),
)
class AtenMaskedSelectBackwardOp(TorchOp):
    name = 'torch.aten.masked_select_backward'


@aten_op(
    'aten::matmul(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMatmulOp(TorchOp):
    name = 'torch.aten.matmul'


@aten_op(
    'aten::matmul_backward(Tensor grad, Tensor self, Tensor other, bool[2] mask) -> (Tensor, Tensor)',
    Arg('grad', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('mask', 'bool[]'),
    returns=('Tensor', 'Tensor'),
)
class AtenMatmulBackwardOp(TorchOp):
    name = 'torch.aten.matmul_backward'


@aten_op(
    'aten::matrix_H(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMatrixHOp(TorchOp):
    name = 'torch.aten.matrix_H'


@aten_op(
    'aten::matrix_H.a(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMatrixHAOp(TorchOp):
    name = 'torch.aten.matrix_H.a'


@aten_op(
    'aten::matrix_exp(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMatrixExpOp(TorchOp):
    name = 'torch.aten.matrix_exp'


@aten_op(
    'aten::matrix_exp_backward(Tensor self, Tensor grad) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('grad', 'Tensor'),
    returns=('Tensor',),
)
class AtenMatrixExpBackwardOp(TorchOp):
    name = 'torch.aten.matrix_exp_backward'


@aten_op(
    'aten::matrix_power(Tensor self, int n) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n', 'int'),
    returns=('Tensor',),
)
class AtenMatrixPowerOp(TorchOp):
    name = 'torch.aten.matrix_power'


@aten_op(
    'aten::max(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMaxOp(TorchOp):
    name = 'torch.aten.max'


@aten_op(
    'aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenMaxDimOp(TorchOp):
    name = 'torch.aten.max.dim'


@aten_op(
    'aten::max.other(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMaxOtherOp(TorchOp):
    name = 'torch.aten.max.other'


@aten_op(
    'aten::max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0]),
    Arg('dilation', 'int[]', [1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenMaxPool1dOp(TorchOp):
    name = 'torch.aten.max_pool1d'


@aten_op(
    'aten::max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0]),
    Arg('dilation', 'int[]', [1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenMaxPool1dWithIndicesOp(TorchOp):
    name = 'torch.aten.max_pool1d_with_indices'


@aten_op(
    'aten::max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0]),
    Arg('dilation', 'int[]', [1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenMaxPool2dOp(TorchOp):
    name = 'torch.aten.max_pool2d'


@aten_op(
    'aten::max_pool2d_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0]),
    Arg('dilation', 'int[]', [1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenMaxPool2dBackwardOp(TorchOp):
    name = 'torch.aten.max_pool2d_backward'


@aten_op(
    'aten::max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0]),
    Arg('dilation', 'int[]', [1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenMaxPool2dWithIndicesOp(TorchOp):
    name = 'torch.aten.max_pool2d_with_indices'


@aten_op(
    'aten::max_pool2d_with_indices_backward(Tensor grad_output, Tensor self, int[2] kernel_size, int[2] stride, int[2] padding, int[2] dilation, bool ceil_mode, Tensor indices) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('ceil_mode', 'bool'),
    Arg('indices', 'Tensor'),
    returns=('Tensor',),
)
class AtenMaxPool2dWithIndicesBackwardOp(TorchOp):
    name = 'torch.aten.max_pool2d_with_indices_backward'


@aten_op(
    'aten::max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('dilation', 'int[]', [1, 1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenMaxPool3dOp(TorchOp):
    name = 'torch.aten.max_pool3d'


@aten_op(
    'aten::max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('dilation', 'int[]', [1, 1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenMaxPool3dWithIndicesOp(TorchOp):
    name = 'torch.aten.max_pool3d_with_indices'


@aten_op(
    'aten::max_pool3d_with_indices_backward(Tensor grad_output, Tensor self, int[3] kernel_size, int[3] stride, int[3] padding, int[3] dilation, bool ceil_mode, Tensor indices) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('ceil_mode', 'bool'),
    Arg('indices', 'Tensor'),
    returns=('Tensor',),
)
class AtenMaxPool3dWithIndicesBackwardOp(TorchOp):
    name = 'torch.aten.max_pool3d_with_indices_backward'


@aten_op(
    'aten::max_unpool2d(Tensor self, Tensor indices, SymInt[2] output_size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor',),
)
class AtenMaxUnpool2dOp(TorchOp):
    name = 'torch.aten.max_unpool2d'


@aten_op(
    'aten::max_unpool3d(Tensor self, Tensor indices, SymInt[3] output_size, int[3] stride, int[3] padding) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenMaxUnpool3dOp(TorchOp):
    name = 'torch.aten.max_unpool3d'


@aten_op(
    'aten::maximum(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMaximumOp(TorchOp):
    name = 'torch.aten.maximum'


@aten_op(
    'aten::mean(Tensor self, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenMeanOp(TorchOp):
    name = 'torch.aten.mean'


@aten_op(
    'aten::mean.dim(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?'),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenMeanDimOp(TorchOp):
    name = 'torch.aten.mean.dim'


@aten_op(
    'aten::median(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMedianOp(TorchOp):
    name = 'torch.aten.median'


@aten_op(
    'aten::median.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenMedianDimOp(TorchOp):
    name = 'torch.aten.median.dim'


@aten_op(
    'aten::meshgrid(Tensor[] tensors) -> Tensor[]',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenMeshgridOp(TorchOp):
    name = 'torch.aten.meshgrid'


@aten_op(
    'aten::meshgrid.indexing(Tensor[] tensors, *, str indexing) -> Tensor[]',
    Arg('tensors', 'Tensor[]'),
    Arg('indexing', 'str'),
    returns=('Tensor[]',),
)
class AtenMeshgridIndexingOp(TorchOp):
    name = 'torch.aten.meshgrid.indexing'


@aten_op(
    'aten::min(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMinOp(TorchOp):
    name = 'torch.aten.min'


@aten_op(
    'aten::min.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenMinDimOp(TorchOp):
    name = 'torch.aten.min.dim'


@aten_op(
    'aten::min.other(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMinOtherOp(TorchOp):
    name = 'torch.aten.min.other'


@aten_op(
    'aten::minimum(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMinimumOp(TorchOp):
    name = 'torch.aten.minimum'


@aten_op(
    'aten::miopen_batch_norm(Tensor input, Tensor weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float exponential_average_factor, float epsilon) -> (Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('training', 'bool'),
    Arg('exponential_average_factor', 'float'),
    Arg('epsilon', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenMiopenBatchNormOp(TorchOp):
    name = 'torch.aten.miopen_batch_norm'


@aten_op(
    'aten::miopen_batch_norm_backward(Tensor input, Tensor grad_output, Tensor weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_var, float epsilon) -> (Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('grad_output', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('save_mean', 'Tensor?'),
    Arg('save_var', 'Tensor?'),
    Arg('epsilon', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenMiopenBatchNormBackwardOp(TorchOp):
    name = 'torch.aten.miopen_batch_norm_backward'


@aten_op(
    'aten::miopen_convolution(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('padding', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    Arg('benchmark', 'bool'),
    Arg('deterministic', 'bool'),
    returns=('Tensor',),
)
class AtenMiopenConvolutionOp(TorchOp):
    name = 'torch.aten.miopen_convolution'


@aten_op(
    'aten::miopen_convolution_add_relu(Tensor self, Tensor weight, Tensor z, Scalar? alpha, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, SymInt groups) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('z', 'Tensor'),
    Arg('alpha', 'Scalar?'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenMiopenConvolutionAddReluOp(TorchOp):
    name = 'torch.aten.miopen_convolution_add_relu'


@aten_op(
    'aten::miopen_convolution_relu(Tensor self, Tensor weight, Tensor? bias, SymInt[] stride, SymInt[] padding, SymInt[] dilation, SymInt groups) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenMiopenConvolutionReluOp(TorchOp):
    name = 'torch.aten.miopen_convolution_relu'


@aten_op(
    'aten::miopen_convolution_transpose(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('padding', 'int[]'),
    Arg('output_padding', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    Arg('benchmark', 'bool'),
    Arg('deterministic', 'bool'),
    returns=('Tensor',),
)
class AtenMiopenConvolutionTransposeOp(TorchOp):
    name = 'torch.aten.miopen_convolution_transpose'


@aten_op(
    'aten::miopen_ctc_loss(Tensor log_probs, Tensor targets, int[] input_lengths, int[] target_lengths, int blank, bool deterministic, bool zero_infinity) -> (Tensor, Tensor)',
    Arg('log_probs', 'Tensor'),
    Arg('targets', 'Tensor'),
    Arg('input_lengths', 'int[]'),
    Arg('target_lengths', 'int[]'),
    Arg('blank', 'int'),
    Arg('deterministic', 'bool'),
    Arg('zero_infinity', 'bool'),
    returns=('Tensor', 'Tensor'),
)
class AtenMiopenCtcLossOp(TorchOp):
    name = 'torch.aten.miopen_ctc_loss'


@aten_op(
    'aten::miopen_ctc_loss.Tensor(Tensor log_probs, Tensor targets, Tensor input_lengths, Tensor target_lengths, int blank, bool deterministic, bool zero_infinity) -> (Tensor, Tensor)',
    Arg('log_probs', 'Tensor'),
    Arg('targets', 'Tensor'),
    Arg('input_lengths', 'Tensor'),
    Arg('target_lengths', 'Tensor'),
    Arg('blank', 'int'),
    Arg('deterministic', 'bool'),
    Arg('zero_infinity', 'bool'),
    returns=('Tensor', 'Tensor'),
)
class AtenMiopenCtcLossTensorOp(TorchOp):
    name = 'torch.aten.miopen_ctc_loss.Tensor'


@aten_op(
    'aten::miopen_depthwise_convolution(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool benchmark, bool deterministic) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('padding', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    Arg('benchmark', 'bool'),
    Arg('deterministic', 'bool'),
    returns=('Tensor',),
)
class AtenMiopenDepthwiseConvolutionOp(TorchOp):
    name = 'torch.aten.miopen_depthwise_convolution'


@aten_op(
    'aten::miopen_rnn(Tensor input, Tensor[] weight, int weight_stride0, Tensor hx, Tensor? cx, int mode, int hidden_size, int num_layers, bool batch_first, float dropout, bool train, bool bidirectional, int[] batch_sizes, Tensor? dropout_state) -> (Tensor, Tensor, Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor[]'),
    Arg('weight_stride0', 'int'),
    Arg('hx', 'Tensor'),
    Arg('cx', 'Tensor?'),
    Arg('mode', 'int'),
    Arg('hidden_size', 'int'),
    Arg('num_layers', 'int'),
    Arg('batch_first', 'bool'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_sizes', 'int[]'),
    Arg('dropout_state', 'Tensor?'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
    random=True,
)
class AtenMiopenRnnOp(TorchOp):
    name = 'torch.aten.miopen_rnn'


@aten_op(
    'aten::mish(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMishOp(TorchOp):
    name = 'torch.aten.mish'


@aten_op(
    'aten::mish_backward(Tensor grad_output, Tensor self) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMishBackwardOp(TorchOp):
    name = 'torch.aten.mish_backward'


@aten_op(
    'aten::mkldnn_adaptive_avg_pool2d(Tensor self, int[2] output_size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor',),
)
class AtenMkldnnAdaptiveAvgPool2dOp(TorchOp):
    name = 'torch.aten.mkldnn_adaptive_avg_pool2d'


@aten_op(
    'aten::mkldnn_adaptive_avg_pool2d_backward(Tensor grad_output, Tensor self) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMkldnnAdaptiveAvgPool2dBackwardOp(TorchOp):
    name = 'torch.aten.mkldnn_adaptive_avg_pool2d_backward'


@aten_op(
    'aten::mkldnn_convolution(Tensor self, Tensor weight, Tensor? bias, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?'),
    Arg('padding', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenMkldnnConvolutionOp(TorchOp):
    name = 'torch.aten.mkldnn_convolution'


@aten_op(
    'aten::mkldnn_linear(Tensor self, Tensor weight, Tensor? bias=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenMkldnnLinearOp(TorchOp):
    name = 'torch.aten.mkldnn_linear'


@aten_op(
    'aten::mkldnn_linear_backward(Tensor self, Tensor grad_output, Tensor weight, bool[3] output_mask) -> (Tensor, Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('grad_output', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenMkldnnLinearBackwardOp(TorchOp):
    name = 'torch.aten.mkldnn_linear_backward'


@aten_op(
    'aten::mkldnn_linear_backward_input(int[] input_size, Tensor grad_output, Tensor weight) -> Tensor',
    Arg('input_size', 'int[]'),
    Arg('grad_output', 'Tensor'),
    Arg('weight', 'Tensor'),
    returns=('Tensor',),
)
class AtenMkldnnLinearBackwardInputOp(TorchOp):
    name = 'torch.aten.mkldnn_linear_backward_input'


@aten_op(
    'aten::mkldnn_linear_backward_weights(Tensor grad_output, Tensor input, Tensor weight, bool bias_defined) -> (Tensor, Tensor)',
    Arg('grad_output', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('bias_defined', 'bool'),
    returns=('Tensor', 'Tensor'),
)
class AtenMkldnnLinearBackwardWeightsOp(TorchOp):
    name = 'torch.aten.mkldnn_linear_backward_weights'


@aten_op(
    'aten::mkldnn_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0]),
    Arg('dilation', 'int[]', [1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenMkldnnMaxPool2dOp(TorchOp):
    name = 'torch.aten.mkldnn_max_pool2d'


@aten_op(
    'aten::mkldnn_max_pool2d_backward(Tensor grad_output, Tensor output, Tensor input, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0]),
    Arg('dilation', 'int[]', [1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenMkldnnMaxPool2dBackwardOp(TorchOp):
    name = 'torch.aten.mkldnn_max_pool2d_backward'


@aten_op(
    'aten::mkldnn_max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('dilation', 'int[]', [1, 1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenMkldnnMaxPool3dOp(TorchOp):
    name = 'torch.aten.mkldnn_max_pool3d'


@aten_op(
    'aten::mkldnn_max_pool3d_backward(Tensor grad_output, Tensor output, Tensor input, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('dilation', 'int[]', [1, 1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenMkldnnMaxPool3dBackwardOp(TorchOp):
    name = 'torch.aten.mkldnn_max_pool3d_backward'


@aten_op(
    'aten::mkldnn_reorder_conv2d_weight(Tensor self, SymInt[2] padding=[0, 0], SymInt[2] stride=[1, 1], SymInt[2] dilation=[1, 1], SymInt groups=1, SymInt[]? input_size=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]', [0, 0]),
    Arg('stride', 'int[]', [1, 1]),
    Arg('dilation', 'int[]', [1, 1]),
    Arg('groups', 'int', 1),
    Arg('input_size', 'int[]?', None),
    returns=('Tensor',),
)
class AtenMkldnnReorderConv2dWeightOp(TorchOp):
    name = 'torch.aten.mkldnn_reorder_conv2d_weight'


@aten_op(
    'aten::mkldnn_reorder_conv3d_weight(Tensor self, SymInt[3] padding=[0, 0, 0], SymInt[3] stride=[1, 1, 1], SymInt[3] dilation=[1, 1, 1], SymInt groups=1, SymInt[]? input_size=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('stride', 'int[]', [1, 1, 1]),
    Arg('dilation', 'int[]', [1, 1, 1]),
    Arg('groups', 'int', 1),
    Arg('input_size', 'int[]?', None),
    returns=('Tensor',),
)
class AtenMkldnnReorderConv3dWeightOp(TorchOp):
    name = 'torch.aten.mkldnn_reorder_conv3d_weight'


@aten_op(
    'aten::mkldnn_rnn_layer(Tensor input, Tensor weight0, Tensor weight1, Tensor weight2, Tensor weight3, Tensor hx_, Tensor cx_, bool reverse, int[] batch_sizes, int mode, int hidden_size, int num_layers, bool has_biases, bool bidirectional, bool batch_first, bool train) -> (Tensor, Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight0', 'Tensor'),
    Arg('weight1', 'Tensor'),
    Arg('weight2', 'Tensor'),
    Arg('weight3', 'Tensor'),
    Arg('hx_', 'Tensor'),
    Arg('cx_', 'Tensor'),
    Arg('reverse', 'bool'),
    Arg('batch_sizes', 'int[]'),
    Arg('mode', 'int'),
    Arg('hidden_size', 'int'),
    Arg('num_layers', 'int'),
    Arg('has_biases', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_first', 'bool'),
    Arg('train', 'bool'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenMkldnnRnnLayerOp(TorchOp):
    name = 'torch.aten.mkldnn_rnn_layer'


@aten_op(
    'aten::mkldnn_rnn_layer_backward(Tensor input, Tensor weight1, Tensor weight2, Tensor weight3, Tensor weight4, Tensor hx_, Tensor cx_tmp, Tensor output, Tensor hy_, Tensor cy_, Tensor? grad_output, Tensor? grad_hy, Tensor? grad_cy, bool reverse, int mode, int hidden_size, int num_layers, bool has_biases, bool train, bool bidirectional, int[] batch_sizes, bool batch_first, Tensor workspace) -> (Tensor, Tensor, Tensor, Tensor, Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight1', 'Tensor'),
    Arg('weight2', 'Tensor'),
    Arg('weight3', 'Tensor'),
    Arg('weight4', 'Tensor'),
    Arg('hx_', 'Tensor'),
    Arg('cx_tmp', 'Tensor'),
    Arg('output', 'Tensor'),
    Arg('hy_', 'Tensor'),
    Arg('cy_', 'Tensor'),
    Arg('grad_output', 'Tensor?'),
    Arg('grad_hy', 'Tensor?'),
    Arg('grad_cy', 'Tensor?'),
    Arg('reverse', 'bool'),
    Arg('mode', 'int'),
    Arg('hidden_size', 'int'),
    Arg('num_layers', 'int'),
    Arg('has_biases', 'bool'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_sizes', 'int[]'),
    Arg('batch_first', 'bool'),
    Arg('workspace', 'Tensor'),
    returns=('Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor', 'Tensor'),
)
class AtenMkldnnRnnLayerBackwardOp(TorchOp):
    name = 'torch.aten.mkldnn_rnn_layer_backward'


@aten_op(
    'aten::mm(Tensor self, Tensor mat2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    returns=('Tensor',),
)
class AtenMmOp(TorchOp):
    name = 'torch.aten.mm'


@aten_op(
    'aten::mm.dtype(Tensor self, Tensor mat2, ScalarType out_dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('out_dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenMmDtypeOp(TorchOp):
    name = 'torch.aten.mm.dtype'


@aten_op(
    'aten::mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', -1),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenModeOp(TorchOp):
    name = 'torch.aten.mode'


@aten_op(
    'aten::moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('source', 'int'),
    Arg('destination', 'int'),
    returns=('Tensor',),
)
class AtenMoveaxisIntOp(TorchOp):
    name = 'torch.aten.moveaxis.int'


@aten_op(
    'aten::moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('source', 'int[]'),
    Arg('destination', 'int[]'),
    returns=('Tensor',),
)
class AtenMoveaxisIntlistOp(TorchOp):
    name = 'torch.aten.moveaxis.intlist'


@aten_op(
    'aten::movedim.int(Tensor(a) self, int source, int destination) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('source', 'int'),
    Arg('destination', 'int'),
    returns=('Tensor',),
)
class AtenMovedimIntOp(TorchOp):
    name = 'torch.aten.movedim.int'


@aten_op(
    'aten::movedim.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('source', 'int[]'),
    Arg('destination', 'int[]'),
    returns=('Tensor',),
)
class AtenMovedimIntlistOp(TorchOp):
    name = 'torch.aten.movedim.intlist'


@aten_op(
    'aten::mps_convolution_backward(Tensor self, Tensor grad_output, Tensor weight, SymInt[] padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool[3] output_mask) -> (Tensor, Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('grad_output', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('padding', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenMpsConvolutionBackwardOp(TorchOp):
    name = 'torch.aten.mps_convolution_backward'


@aten_op(
    'aten::mps_convolution_transpose_backward(Tensor self, Tensor grad_output, Tensor weight, SymInt[] padding, SymInt[] output_padding, SymInt[] stride, SymInt[] dilation, SymInt groups, bool[2] output_mask) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('grad_output', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('padding', 'int[]'),
    Arg('output_padding', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dilation', 'int[]'),
    Arg('groups', 'int'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor'),
)
class AtenMpsConvolutionTransposeBackwardOp(TorchOp):
    name = 'torch.aten.mps_convolution_transpose_backward'


@aten_op(
    'aten::mse_loss(Tensor self, Tensor target, int reduction=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenMseLossOp(TorchOp):
    name = 'torch.aten.mse_loss'


@aten_op(
    'aten::mse_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int'),
    returns=('Tensor',),
)
class AtenMseLossBackwardOp(TorchOp):
    name = 'torch.aten.mse_loss_backward'


@aten_op(
    'aten::msort(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMsortOp(TorchOp):
    name = 'torch.aten.msort'


@aten_op(
    'aten::mul.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenMulScalarOp(TorchOp):
    name = 'torch.aten.mul.Scalar'


@aten_op(
    'aten::mul.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMulTensorOp(TorchOp):
    name = 'torch.aten.mul.Tensor'


@aten_op(
    'aten::multi_margin_loss(Tensor self, Tensor target, Scalar p=1, Scalar margin=1, Tensor? weight=None, int reduction=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('p', 'Scalar', 1),
    Arg('margin', 'Scalar', 1),
    Arg('weight', 'Tensor?', None),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenMultiMarginLossOp(TorchOp):
    name = 'torch.aten.multi_margin_loss'


@aten_op(
    'aten::multi_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, Scalar p, Scalar margin, Tensor? weight=None, int reduction=1) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('p', 'Scalar'),
    Arg('margin', 'Scalar'),
    Arg('weight', 'Tensor?', None),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenMultiMarginLossBackwardOp(TorchOp):
    name = 'torch.aten.multi_margin_loss_backward'


@aten_op(
    'aten::multilabel_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenMultilabelMarginLossOp(TorchOp):
    name = 'torch.aten.multilabel_margin_loss'


@aten_op(
    'aten::multilabel_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, Tensor is_target) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int'),
    Arg('is_target', 'Tensor'),
    returns=('Tensor',),
)
class AtenMultilabelMarginLossBackwardOp(TorchOp):
    name = 'torch.aten.multilabel_margin_loss_backward'


@aten_op(
    'aten::multilabel_margin_loss_forward(Tensor self, Tensor target, int reduction) -> (Tensor output, Tensor is_target)',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenMultilabelMarginLossForwardOp(TorchOp):
    name = 'torch.aten.multilabel_margin_loss_forward'


@aten_op(
    'aten::multinomial(Tensor self, SymInt num_samples, bool replacement=False, *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('num_samples', 'int'),
    Arg('replacement', 'bool', False),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenMultinomialOp(TorchOp):
    name = 'torch.aten.multinomial'


@aten_op(
    'aten::multiply.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenMultiplyScalarOp(TorchOp):
    name = 'torch.aten.multiply.Scalar'


@aten_op(
    'aten::multiply.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMultiplyTensorOp(TorchOp):
    name = 'torch.aten.multiply.Tensor'


@aten_op(
    'aten::mv(Tensor self, Tensor vec) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('vec', 'Tensor'),
    returns=('Tensor',),
)
class AtenMvOp(TorchOp):
    name = 'torch.aten.mv'


@aten_op(
    'aten::mvlgamma(Tensor self, int p) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'int'),
    returns=('Tensor',),
)
class AtenMvlgammaOp(TorchOp):
    name = 'torch.aten.mvlgamma'


@aten_op(
    'aten::nan_to_num(Tensor self, float? nan=None, float? posinf=None, float? neginf=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('nan', 'float?', None),
    Arg('posinf', 'float?', None),
    Arg('neginf', 'float?', None),
    returns=('Tensor',),
)
class AtenNanToNumOp(TorchOp):
    name = 'torch.aten.nan_to_num'


@aten_op(
    'aten::nanmean(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?', None),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenNanmeanOp(TorchOp):
    name = 'torch.aten.nanmean'


@aten_op(
    'aten::nanmedian(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenNanmedianOp(TorchOp):
    name = 'torch.aten.nanmedian'


@aten_op(
    'aten::nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenNanmedianDimOp(TorchOp):
    name = 'torch.aten.nanmedian.dim'


@aten_op(
    'aten::nanquantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor',
    Arg('self', 'Tensor'),
    Arg('q', 'Tensor'),
    Arg('dim', 'int?', None),
    Arg('keepdim', 'bool', False),
    Arg('interpolation', 'str', 'linear'),
    returns=('Tensor',),
)
class AtenNanquantileOp(TorchOp):
    name = 'torch.aten.nanquantile'


@aten_op(
    'aten::nanquantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor',
    Arg('self', 'Tensor'),
    Arg('q', 'float'),
    Arg('dim', 'int?', None),
    Arg('keepdim', 'bool', False),
    Arg('interpolation', 'str', 'linear'),
    returns=('Tensor',),
)
class AtenNanquantileScalarOp(TorchOp):
    name = 'torch.aten.nanquantile.scalar'


@aten_op(
    'aten::nansum(Tensor self, int[1]? dim=None, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?', None),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenNansumOp(TorchOp):
    name = 'torch.aten.nansum'


@aten_op(
    'aten::narrow(Tensor(a) self, int dim, SymInt start, SymInt length) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('start', 'int'),
    Arg('length', 'int'),
    returns=('Tensor',),
)
class AtenNarrowOp(TorchOp):
    name = 'torch.aten.narrow'


@aten_op(
    'aten::narrow.Tensor(Tensor(a) self, int dim, Tensor start, SymInt length) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('start', 'Tensor'),
    Arg('length', 'int'),
    returns=('Tensor',),
)
class AtenNarrowTensorOp(TorchOp):
    name = 'torch.aten.narrow.Tensor'


@aten_op(
    'aten::narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('start', 'int'),
    Arg('length', 'int'),
    returns=('Tensor',),
)
class AtenNarrowCopyOp(TorchOp):
    name = 'torch.aten.narrow_copy'


@aten_op(
    'aten::native_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, bool training, float momentum, float eps) -> (Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('training', 'bool'),
    Arg('momentum', 'float'),
    Arg('eps', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenNativeBatchNormOp(TorchOp):
    name = 'torch.aten.native_batch_norm'


@aten_op(
    'aten::native_batch_norm_backward(Tensor grad_out, Tensor input, Tensor? weight, Tensor? running_mean, Tensor? running_var, Tensor? save_mean, Tensor? save_invstd, bool train, float eps, bool[3] output_mask) -> (Tensor, Tensor, Tensor)',
    Arg('grad_out', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('running_mean', 'Tensor?'),
    Arg('running_var', 'Tensor?'),
    Arg('save_mean', 'Tensor?'),
    Arg('save_invstd', 'Tensor?'),
    Arg('train', 'bool'),
    Arg('eps', 'float'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenNativeBatchNormBackwardOp(TorchOp):
    name = 'torch.aten.native_batch_norm_backward'


@aten_op(
    'aten::native_channel_shuffle(Tensor self, SymInt groups) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('groups', 'int'),
    returns=('Tensor',),
)
class AtenNativeChannelShuffleOp(TorchOp):
    name = 'torch.aten.native_channel_shuffle'


@aten_op(
    'aten::native_dropout(Tensor input, float p, bool? train) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('p', 'float'),
    Arg('train', 'bool?'),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenNativeDropoutOp(TorchOp):
    name = 'torch.aten.native_dropout'


@aten_op(
    'aten::native_dropout_backward(Tensor grad_output, Tensor mask, float scale) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('mask', 'Tensor'),
    Arg('scale', 'float'),
    returns=('Tensor',),
)
class AtenNativeDropoutBackwardOp(TorchOp):
    name = 'torch.aten.native_dropout_backward'


@aten_op(
    'aten::native_group_norm(Tensor input, Tensor? weight, Tensor? bias, SymInt N, SymInt C, SymInt HxW, int group, float eps) -> (Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('N', 'int'),
    Arg('C', 'int'),
    Arg('HxW', 'int'),
    Arg('group', 'int'),
    Arg('eps', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenNativeGroupNormOp(TorchOp):
    name = 'torch.aten.native_group_norm'


@aten_op(
    'aten::native_group_norm_backward(Tensor grad_out, Tensor input, Tensor mean, Tensor rstd, Tensor? weight, SymInt N, SymInt C, SymInt HxW, int group, bool[3] output_mask) -> (Tensor, Tensor, Tensor)',
    Arg('grad_out', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('mean', 'Tensor'),
    Arg('rstd', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('N', 'int'),
    Arg('C', 'int'),
    Arg('HxW', 'int'),
    Arg('group', 'int'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenNativeGroupNormBackwardOp(TorchOp):
    name = 'torch.aten.native_group_norm_backward'


@aten_op(
    'aten::native_layer_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight, Tensor? bias, float eps) -> (Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('normalized_shape', 'int[]'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('eps', 'float'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenNativeLayerNormOp(TorchOp):
    name = 'torch.aten.native_layer_norm'


@aten_op(
    'aten::native_layer_norm_backward(Tensor grad_out, Tensor input, SymInt[] normalized_shape, Tensor mean, Tensor rstd, Tensor? weight, Tensor? bias, bool[3] output_mask) -> (Tensor, Tensor, Tensor)',
    Arg('grad_out', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('normalized_shape', 'int[]'),
    Arg('mean', 'Tensor'),
    Arg('rstd', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('output_mask', 'bool[]'),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenNativeLayerNormBackwardOp(TorchOp):
    name = 'torch.aten.native_layer_norm_backward'


@aten_op(
    'aten::native_norm(Tensor self, Scalar p=2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'Scalar', 2),
    returns=('Tensor',),
)
class AtenNativeNormOp(TorchOp):
    name = 'torch.aten.native_norm'


@aten_op(
    'aten::native_norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'Scalar?'),
    Arg('dim', 'int[]'),
    Arg('keepdim', 'bool'),
    Arg('dtype', 'ScalarType?'),
    returns=('Tensor',),
)
class AtenNativeNormScalarOptDimDtypeOp(TorchOp):
    name = 'torch.aten.native_norm.ScalarOpt_dim_dtype'


@aten_op(
    'aten::ne.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenNeScalarOp(TorchOp):
    name = 'torch.aten.ne.Scalar'


@aten_op(
    'aten::ne.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenNeTensorOp(TorchOp):
    name = 'torch.aten.ne.Tensor'


@aten_op(
    'aten::neg(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenNegOp(TorchOp):
    name = 'torch.aten.neg'


@aten_op(
    'aten::negative(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenNegativeOp(TorchOp):
    name = 'torch.aten.negative'


@aten_op(
    'aten::nested_to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('padding', 'float'),
    Arg('output_size', 'int[]?', None),
    returns=('Tensor',),
)
class AtenNestedToPaddedTensorOp(TorchOp):
    name = 'torch.aten.nested_to_padded_tensor'


@aten_op(
    'aten::new_empty(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenNewEmptyOp(TorchOp):
    name = 'torch.aten.new_empty'


@aten_op(
    'aten::new_empty_strided(Tensor self, SymInt[] size, SymInt[] stride, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('stride', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenNewEmptyStridedOp(TorchOp):
    name = 'torch.aten.new_empty_strided'


@aten_op(
    'aten::new_full(Tensor self, SymInt[] size, Scalar fill_value, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('fill_value', 'Scalar'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenNewFullOp(TorchOp):
    name = 'torch.aten.new_full'


@aten_op(
    'aten::new_ones(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenNewOnesOp(TorchOp):
    name = 'torch.aten.new_ones'


@aten_op(
    'aten::new_zeros(Tensor self, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenNewZerosOp(TorchOp):
    name = 'torch.aten.new_zeros'


@aten_op(
    'aten::nextafter(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenNextafterOp(TorchOp):
    name = 'torch.aten.nextafter'


@aten_op(
    'aten::nll_loss(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, SymInt ignore_index=-100) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?', None),
    Arg('reduction', 'int', 1),
    Arg('ignore_index', 'int', -100),
    returns=('Tensor',),
)
class AtenNllLossOp(TorchOp):
    name = 'torch.aten.nll_loss'


@aten_op(
    'aten::nll_loss2d(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, SymInt ignore_index=-100) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?', None),
    Arg('reduction', 'int', 1),
    Arg('ignore_index', 'int', -100),
    returns=('Tensor',),
)
class AtenNllLoss2dOp(TorchOp):
    name = 'torch.aten.nll_loss2d'


@aten_op(
    'aten::nll_loss2d_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('reduction', 'int'),
    Arg('ignore_index', 'int'),
    Arg('total_weight', 'Tensor'),
    returns=('Tensor',),
)
class AtenNllLoss2dBackwardOp(TorchOp):
    name = 'torch.aten.nll_loss2d_backward'


@aten_op(
    'aten::nll_loss2d_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('reduction', 'int'),
    Arg('ignore_index', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenNllLoss2dForwardOp(TorchOp):
    name = 'torch.aten.nll_loss2d_forward'


@aten_op(
    'aten::nll_loss_backward(Tensor grad_output, Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index, Tensor total_weight) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('reduction', 'int'),
    Arg('ignore_index', 'int'),
    Arg('total_weight', 'Tensor'),
    returns=('Tensor',),
)
class AtenNllLossBackwardOp(TorchOp):
    name = 'torch.aten.nll_loss_backward'


@aten_op(
    'aten::nll_loss_forward(Tensor self, Tensor target, Tensor? weight, int reduction, SymInt ignore_index) -> (Tensor output, Tensor total_weight)',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('reduction', 'int'),
    Arg('ignore_index', 'int'),
    returns=('Tensor', 'Tensor'),
)
class AtenNllLossForwardOp(TorchOp):
    name = 'torch.aten.nll_loss_forward'


@aten_op(
    'aten::nll_loss_nd(Tensor self, Tensor target, Tensor? weight=None, int reduction=1, SymInt ignore_index=-100) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('weight', 'Tensor?', None),
    Arg('reduction', 'int', 1),
    Arg('ignore_index', 'int', -100),
    returns=('Tensor',),
)
class AtenNllLossNdOp(TorchOp):
    name = 'torch.aten.nll_loss_nd'


@aten_op(
    'aten::nonzero(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenNonzeroOp(TorchOp):
    name = 'torch.aten.nonzero'


@aten_op(
    'aten::nonzero_numpy(Tensor self) -> Tensor[]',
    Arg('self', 'Tensor'),
    returns=('Tensor[]',),
)
class AtenNonzeroNumpyOp(TorchOp):
    name = 'torch.aten.nonzero_numpy'


@aten_op(
    'aten::nonzero_static(Tensor self, *, SymInt size, int fill_value=-1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int'),
    Arg('fill_value', 'int', -1),
    returns=('Tensor',),
)
class AtenNonzeroStaticOp(TorchOp):
    name = 'torch.aten.nonzero_static'


@aten_op(
    'aten::norm.Scalar(Tensor self, Scalar p=2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'Scalar', 2),
    returns=('Tensor',),
)
class AtenNormScalarOp(TorchOp):
    name = 'torch.aten.norm.Scalar'


@aten_op(
    'aten::norm.ScalarOpt_dim(Tensor self, Scalar? p, int[1] dim, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'Scalar?'),
    Arg('dim', 'int[]'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenNormScalarOptDimOp(TorchOp):
    name = 'torch.aten.norm.ScalarOpt_dim'


@aten_op(
    'aten::norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, *, ScalarType dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'Scalar?'),
    Arg('dim', 'int[]'),
    Arg('keepdim', 'bool'),
    Arg('dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenNormScalarOptDimDtypeOp(TorchOp):
    name = 'torch.aten.norm.ScalarOpt_dim_dtype'


@aten_op(
    'aten::norm.ScalarOpt_dtype(Tensor self, Scalar? p, *, ScalarType dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'Scalar?'),
    Arg('dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenNormScalarOptDtypeOp(TorchOp):
    name = 'torch.aten.norm.ScalarOpt_dtype'


@aten_op(
    'aten::norm_except_dim(Tensor v, int pow=2, int dim=0) -> Tensor',
    Arg('v', 'Tensor'),
    Arg('pow', 'int', 2),
    Arg('dim', 'int', 0),
    returns=('Tensor',),
)
class AtenNormExceptDimOp(TorchOp):
    name = 'torch.aten.norm_except_dim'


@aten_op(
    'aten::normal.Tensor_Tensor(Tensor mean, Tensor std, *, Generator? generator=None) -> Tensor',
    Arg('mean', 'Tensor'),
    Arg('std', 'Tensor'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenNormalTensorTensorOp(TorchOp):
    name = 'torch.aten.normal.Tensor_Tensor'


@aten_op(
    'aten::normal.Tensor_float(Tensor mean, float std=1., *, Generator? generator=None) -> Tensor',
    Arg('mean', 'Tensor'),
    Arg('std', 'float', 1.0),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenNormalTensorFloatOp(TorchOp):
    name = 'torch.aten.normal.Tensor_float'


@aten_op(
    'aten::normal.float_Tensor(float mean, Tensor std, *, Generator? generator=None) -> Tensor',
    Arg('mean', 'float'),
    Arg('std', 'Tensor'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenNormalFloatTensorOp(TorchOp):
    name = 'torch.aten.normal.float_Tensor'


@aten_op(
    'aten::normal.float_float(float mean, float std, SymInt[] size, *, Generator? generator=None, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('mean', 'float'),
    Arg('std', 'float'),
    Arg('size', 'int[]'),
    Arg('generator', 'Generator?', None),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenNormalFloatFloatOp(TorchOp):
    name = 'torch.aten.normal.float_float'


@aten_op(
    'aten::normal_functional(Tensor self, float mean=0., float std=1., *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mean', 'float', 0.0),
    Arg('std', 'float', 1.0),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenNormalFunctionalOp(TorchOp):
    name = 'torch.aten.normal_functional'


@aten_op(
    'aten::not_equal.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenNotEqualScalarOp(TorchOp):
    name = 'torch.aten.not_equal.Scalar'


@aten_op(
    'aten::not_equal.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenNotEqualTensorOp(TorchOp):
    name = 'torch.aten.not_equal.Tensor'


@aten_op(
    'aten::nuclear_norm(Tensor self, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenNuclearNormOp(TorchOp):
    name = 'torch.aten.nuclear_norm'


@aten_op(
    'aten::nuclear_norm.dim(Tensor self, int[2] dim, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenNuclearNormDimOp(TorchOp):
    name = 'torch.aten.nuclear_norm.dim'


@aten_op(
    'aten::numpy_T(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenNumpyTOp(TorchOp):
    name = 'torch.aten.numpy_T'


@aten_op(
    'aten::numpy_T.a(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenNumpyTAOp(TorchOp):
    name = 'torch.aten.numpy_T.a'


@aten_op(
    'aten::one_hot(Tensor self, int num_classes=-1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('num_classes', 'int', -1),
    returns=('Tensor',),
)
class AtenOneHotOp(TorchOp):
    name = 'torch.aten.one_hot'


@aten_op(
    'aten::ones(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenOnesOp(TorchOp):
    name = 'torch.aten.ones'


@aten_op(
    'aten::ones_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenOnesLikeOp(TorchOp):
    name = 'torch.aten.ones_like'


@aten_op(
    'aten::orgqr(Tensor self, Tensor input2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('input2', 'Tensor'),
    returns=('Tensor',),
)
class AtenOrgqrOp(TorchOp):
    name = 'torch.aten.orgqr'


@aten_op(
    'aten::ormqr(Tensor self, Tensor input2, Tensor input3, bool left=True, bool transpose=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('input2', 'Tensor'),
    Arg('input3', 'Tensor'),
    Arg('left', 'bool', True),
    Arg('transpose', 'bool', False),
    returns=('Tensor',),
)
class AtenOrmqrOp(TorchOp):
    name = 'torch.aten.ormqr'


@aten_op(
    'aten::outer(Tensor self, Tensor vec2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('vec2', 'Tensor'),
    returns=('Tensor',),
)
class AtenOuterOp(TorchOp):
    name = 'torch.aten.outer'


@aten_op(
    'aten::pad(Tensor self, SymInt[] pad, str mode="constant", float? value=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('pad', 'int[]'),
    Arg('mode', 'str', 'constant'),
    Arg('value', 'float?', None),
    returns=('Tensor',),
)
class AtenPadOp(TorchOp):
    name = 'torch.aten.pad'


@aten_op(
    'aten::pad_sequence(Tensor[] sequences, bool batch_first=False, float padding_value=0., str padding_side="right") -> Tensor',
    Arg('sequences', 'Tensor[]'),
    Arg('batch_first', 'bool', False),
    Arg('padding_value', 'float', 0.0),
    Arg('padding_side', 'str', 'right'),
    returns=('Tensor',),
)
class AtenPadSequenceOp(TorchOp):
    name = 'torch.aten.pad_sequence'


@aten_op(
    'aten::pairwise_distance(Tensor x1, Tensor x2, float p=2., float eps=9.9999999999999995e-07, bool keepdim=False) -> Tensor',
    Arg('x1', 'Tensor'),
    Arg('x2', 'Tensor'),
    Arg('p', 'float', 2.0),
    Arg('eps', 'float', 1e-06),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenPairwiseDistanceOp(TorchOp):
    name = 'torch.aten.pairwise_distance'


@aten_op(
    'aten::pdist(Tensor self, float p=2.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'float', 2.0),
    returns=('Tensor',),
)
class AtenPdistOp(TorchOp):
    name = 'torch.aten.pdist'


@aten_op(
    'aten::permute(Tensor(a) self, int[] dims) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dims', 'int[]'),
    returns=('Tensor',),
)
class AtenPermuteOp(TorchOp):
    name = 'torch.aten.permute'


@aten_op(
    'aten::permute_copy(Tensor self, int[] dims) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dims', 'int[]'),
    returns=('Tensor',),
)
class AtenPermuteCopyOp(TorchOp):
    name = 'torch.aten.permute_copy'


@aten_op(
    'aten::pin_memory(Tensor(a) self, Device? device=None) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('device', 'Device?', None),
    returns=('Tensor',),
)
class AtenPinMemoryOp(TorchOp):
    name = 'torch.aten.pin_memory'


@aten_op(
    'aten::pinverse(Tensor self, float rcond=1.0000000000000001e-15) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('rcond', 'float', 1e-15),
    returns=('Tensor',),
)
class AtenPinverseOp(TorchOp):
    name = 'torch.aten.pinverse'


@aten_op(
    'aten::pixel_shuffle(Tensor self, int upscale_factor) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('upscale_factor', 'int'),
    returns=('Tensor',),
)
class AtenPixelShuffleOp(TorchOp):
    name = 'torch.aten.pixel_shuffle'


@aten_op(
    'aten::pixel_unshuffle(Tensor self, int downscale_factor) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('downscale_factor', 'int'),
    returns=('Tensor',),
)
class AtenPixelUnshuffleOp(TorchOp):
    name = 'torch.aten.pixel_unshuffle'


@aten_op(
    'aten::poisson(Tensor self, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenPoissonOp(TorchOp):
    name = 'torch.aten.poisson'


@aten_op(
    'aten::poisson_nll_loss(Tensor input, Tensor target, bool log_input, bool full, float eps, int reduction) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('log_input', 'bool'),
    Arg('full', 'bool'),
    Arg('eps', 'float'),
    Arg('reduction', 'int'),
    returns=('Tensor',),
)
class AtenPoissonNllLossOp(TorchOp):
    name = 'torch.aten.poisson_nll_loss'


@aten_op(
    'aten::polar(Tensor abs, Tensor angle) -> Tensor',
    Arg('abs', 'Tensor'),
    Arg('angle', 'Tensor'),
    returns=('Tensor',),
)
class AtenPolarOp(TorchOp):
    name = 'torch.aten.polar'


@aten_op(
    'aten::polygamma(int n, Tensor self) -> Tensor',
    Arg('n', 'int'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPolygammaOp(TorchOp):
    name = 'torch.aten.polygamma'


@aten_op(
    'aten::positive(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenPositiveOp(TorchOp):
    name = 'torch.aten.positive'


@aten_op(
    'aten::pow.Scalar(Scalar self, Tensor exponent) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('exponent', 'Tensor'),
    returns=('Tensor',),
)
class AtenPowScalarOp(TorchOp):
    name = 'torch.aten.pow.Scalar'


@aten_op(
    'aten::pow.Tensor_Scalar(Tensor self, Scalar exponent) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('exponent', 'Scalar'),
    returns=('Tensor',),
)
class AtenPowTensorScalarOp(TorchOp):
    name = 'torch.aten.pow.Tensor_Scalar'


@aten_op(
    'aten::pow.Tensor_Tensor(Tensor self, Tensor exponent) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('exponent', 'Tensor'),
    returns=('Tensor',),
)
class AtenPowTensorTensorOp(TorchOp):
    name = 'torch.aten.pow.Tensor_Tensor'


@aten_op(
    'aten::prelu(Tensor self, Tensor weight) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    returns=('Tensor',),
)
class AtenPreluOp(TorchOp):
    name = 'torch.aten.prelu'


@aten_op(
    'aten::prod(Tensor self, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenProdOp(TorchOp):
    name = 'torch.aten.prod'


@aten_op(
    'aten::prod.dim_int(Tensor self, int dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenProdDimIntOp(TorchOp):
    name = 'torch.aten.prod.dim_int'


@aten_op(
    'aten::put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('index', 'Tensor'),
    Arg('source', 'Tensor'),
    Arg('accumulate', 'bool', False),
    returns=('Tensor',),
)
class AtenPutOp(TorchOp):
    name = 'torch.aten.put'


@aten_op(
    'aten::q_per_channel_scales(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenQPerChannelScalesOp(TorchOp):
    name = 'torch.aten.q_per_channel_scales'


@aten_op(
    'aten::q_per_channel_zero_points(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenQPerChannelZeroPointsOp(TorchOp):
    name = 'torch.aten.q_per_channel_zero_points'


@aten_op(
    'aten::qr(Tensor self, bool some=True) -> (Tensor Q, Tensor R)',
    Arg('self', 'Tensor'),
    Arg('some', 'bool', True),
    returns=('Tensor', 'Tensor'),
)
class AtenQrOp(TorchOp):
    name = 'torch.aten.qr'


@aten_op(
    'aten::quantile(Tensor self, Tensor q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor',
    Arg('self', 'Tensor'),
    Arg('q', 'Tensor'),
    Arg('dim', 'int?', None),
    Arg('keepdim', 'bool', False),
    Arg('interpolation', 'str', 'linear'),
    returns=('Tensor',),
)
class AtenQuantileOp(TorchOp):
    name = 'torch.aten.quantile'


@aten_op(
    'aten::quantile.scalar(Tensor self, float q, int? dim=None, bool keepdim=False, *, str interpolation="linear") -> Tensor',
    Arg('self', 'Tensor'),
    Arg('q', 'float'),
    Arg('dim', 'int?', None),
    Arg('keepdim', 'bool', False),
    Arg('interpolation', 'str', 'linear'),
    returns=('Tensor',),
)
class AtenQuantileScalarOp(TorchOp):
    name = 'torch.aten.quantile.scalar'


@aten_op(
    'aten::quantize_per_channel(Tensor self, Tensor scales, Tensor zero_points, int axis, ScalarType dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('scales', 'Tensor'),
    Arg('zero_points', 'Tensor'),
    Arg('axis', 'int'),
    Arg('dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenQuantizePerChannelOp(TorchOp):
    name = 'torch.aten.quantize_per_channel'


@aten_op(
    'aten::quantize_per_tensor(Tensor self, float scale, int zero_point, ScalarType dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('scale', 'float'),
    Arg('zero_point', 'int'),
    Arg('dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenQuantizePerTensorOp(TorchOp):
    name = 'torch.aten.quantize_per_tensor'


@aten_op(
    'aten::quantize_per_tensor.tensor_qparams(Tensor self, Tensor scale, Tensor zero_point, ScalarType dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('scale', 'Tensor'),
    Arg('zero_point', 'Tensor'),
    Arg('dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenQuantizePerTensorTensorQparamsOp(TorchOp):
    name = 'torch.aten.quantize_per_tensor.tensor_qparams'


@aten_op(
    'aten::quantize_per_tensor.tensors(Tensor[] tensors, Tensor scales, Tensor zero_points, ScalarType dtype) -> Tensor[]',
    Arg('tensors', 'Tensor[]'),
    Arg('scales', 'Tensor'),
    Arg('zero_points', 'Tensor'),
    Arg('dtype', 'ScalarType'),
    returns=('Tensor[]',),
)
class AtenQuantizePerTensorTensorsOp(TorchOp):
    name = 'torch.aten.quantize_per_tensor.tensors'


@aten_op(
    'aten::quantize_per_tensor_dynamic(Tensor self, ScalarType dtype, bool reduce_range) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType'),
    Arg('reduce_range', 'bool'),
    returns=('Tensor',),
)
class AtenQuantizePerTensorDynamicOp(TorchOp):
    name = 'torch.aten.quantize_per_tensor_dynamic'


@aten_op(
    'aten::quantized_batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor mean, Tensor var, float eps, float output_scale, int output_zero_point) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('weight', 'Tensor?'),
    Arg('bias', 'Tensor?'),
    Arg('mean', 'Tensor'),
    Arg('var', 'Tensor'),
    Arg('eps', 'float'),
    Arg('output_scale', 'float'),
    Arg('output_zero_point', 'int'),
    returns=('Tensor',),
)
class AtenQuantizedBatchNormOp(TorchOp):
    name = 'torch.aten.quantized_batch_norm'


@aten_op(
    'aten::quantized_gru.data_legacy(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)',
    Arg('data', 'Tensor'),
    Arg('batch_sizes', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    returns=('Tensor', 'Tensor'),
)
class AtenQuantizedGruDataLegacyOp(TorchOp):
    name = 'torch.aten.quantized_gru.data_legacy'


@aten_op(
    'aten::quantized_gru.input_legacy(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_first', 'bool'),
    returns=('Tensor', 'Tensor'),
)
class AtenQuantizedGruInputLegacyOp(TorchOp):
    name = 'torch.aten.quantized_gru.input_legacy'


@aten_op(
    'aten::quantized_gru_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('w_ih', 'Tensor'),
    Arg('w_hh', 'Tensor'),
    Arg('b_ih', 'Tensor'),
    Arg('b_hh', 'Tensor'),
    Arg('packed_ih', 'Tensor'),
    Arg('packed_hh', 'Tensor'),
    Arg('col_offsets_ih', 'Tensor'),
    Arg('col_offsets_hh', 'Tensor'),
    Arg('scale_ih', 'Scalar'),
    Arg('scale_hh', 'Scalar'),
    Arg('zero_point_ih', 'Scalar'),
    Arg('zero_point_hh', 'Scalar'),
    returns=('Tensor',),
)
class AtenQuantizedGruCellOp(TorchOp):
    name = 'torch.aten.quantized_gru_cell'


@aten_op(
    'aten::quantized_lstm.data_legacy(Tensor data, Tensor batch_sizes, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, *, ScalarType? dtype=None, bool use_dynamic=False) -> (Tensor, Tensor, Tensor)',
    Arg('data', 'Tensor'),
    Arg('batch_sizes', 'Tensor'),
    Arg('hx', 'Tensor[]'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('dtype', 'ScalarType?', None),
    Arg('use_dynamic', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenQuantizedLstmDataLegacyOp(TorchOp):
    name = 'torch.aten.quantized_lstm.data_legacy'


@aten_op(
    'aten::quantized_lstm.input_legacy(Tensor input, Tensor[] hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first, *, ScalarType? dtype=None, bool use_dynamic=False) -> (Tensor, Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor[]'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_first', 'bool'),
    Arg('dtype', 'ScalarType?', None),
    Arg('use_dynamic', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenQuantizedLstmInputLegacyOp(TorchOp):
    name = 'torch.aten.quantized_lstm.input_legacy'


@aten_op(
    'aten::quantized_lstm_cell(Tensor input, Tensor[] hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor[]'),
    Arg('w_ih', 'Tensor'),
    Arg('w_hh', 'Tensor'),
    Arg('b_ih', 'Tensor'),
    Arg('b_hh', 'Tensor'),
    Arg('packed_ih', 'Tensor'),
    Arg('packed_hh', 'Tensor'),
    Arg('col_offsets_ih', 'Tensor'),
    Arg('col_offsets_hh', 'Tensor'),
    Arg('scale_ih', 'Scalar'),
    Arg('scale_hh', 'Scalar'),
    Arg('zero_point_ih', 'Scalar'),
    Arg('zero_point_hh', 'Scalar'),
    returns=('Tensor', 'Tensor'),
)
class AtenQuantizedLstmCellOp(TorchOp):
    name = 'torch.aten.quantized_lstm_cell'


@aten_op(
    'aten::quantized_max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], int[1] dilation=[1], bool ceil_mode=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0]),
    Arg('dilation', 'int[]', [1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenQuantizedMaxPool1dOp(TorchOp):
    name = 'torch.aten.quantized_max_pool1d'


@aten_op(
    'aten::quantized_max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, int[2] dilation=1, bool ceil_mode=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0]),
    Arg('dilation', 'int[]', [1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenQuantizedMaxPool2dOp(TorchOp):
    name = 'torch.aten.quantized_max_pool2d'


@aten_op(
    'aten::quantized_max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, int[3] dilation=1, bool ceil_mode=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('stride', 'int[]', []),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('dilation', 'int[]', [1, 1, 1]),
    Arg('ceil_mode', 'bool', False),
    returns=('Tensor',),
)
class AtenQuantizedMaxPool3dOp(TorchOp):
    name = 'torch.aten.quantized_max_pool3d'


@aten_op(
    'aten::quantized_rnn_relu_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('w_ih', 'Tensor'),
    Arg('w_hh', 'Tensor'),
    Arg('b_ih', 'Tensor'),
    Arg('b_hh', 'Tensor'),
    Arg('packed_ih', 'Tensor'),
    Arg('packed_hh', 'Tensor'),
    Arg('col_offsets_ih', 'Tensor'),
    Arg('col_offsets_hh', 'Tensor'),
    Arg('scale_ih', 'Scalar'),
    Arg('scale_hh', 'Scalar'),
    Arg('zero_point_ih', 'Scalar'),
    Arg('zero_point_hh', 'Scalar'),
    returns=('Tensor',),
)
class AtenQuantizedRnnReluCellOp(TorchOp):
    name = 'torch.aten.quantized_rnn_relu_cell'


@aten_op(
    'aten::quantized_rnn_tanh_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor b_ih, Tensor b_hh, Tensor packed_ih, Tensor packed_hh, Tensor col_offsets_ih, Tensor col_offsets_hh, Scalar scale_ih, Scalar scale_hh, Scalar zero_point_ih, Scalar zero_point_hh) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('w_ih', 'Tensor'),
    Arg('w_hh', 'Tensor'),
    Arg('b_ih', 'Tensor'),
    Arg('b_hh', 'Tensor'),
    Arg('packed_ih', 'Tensor'),
    Arg('packed_hh', 'Tensor'),
    Arg('col_offsets_ih', 'Tensor'),
    Arg('col_offsets_hh', 'Tensor'),
    Arg('scale_ih', 'Scalar'),
    Arg('scale_hh', 'Scalar'),
    Arg('zero_point_ih', 'Scalar'),
    Arg('zero_point_hh', 'Scalar'),
    returns=('Tensor',),
)
class AtenQuantizedRnnTanhCellOp(TorchOp):
    name = 'torch.aten.quantized_rnn_tanh_cell'


@aten_op(
    'aten::rad2deg(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenRad2degOp(TorchOp):
    name = 'torch.aten.rad2deg'


@aten_op(
    'aten::rand(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandOp(TorchOp):
    name = 'torch.aten.rand'


@aten_op(
    'aten::rand.generator(SymInt[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('generator', 'Generator?'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandGeneratorOp(TorchOp):
    name = 'torch.aten.rand.generator'


@aten_op(
    'aten::rand_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandLikeOp(TorchOp):
    name = 'torch.aten.rand_like'


@aten_op(
    'aten::rand_like.generator(Tensor self, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('generator', 'Generator?'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandLikeGeneratorOp(TorchOp):
    name = 'torch.aten.rand_like.generator'


@aten_op(
    'aten::randint(SymInt high, SymInt[] size, *, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('high', 'int'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', 4),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandintOp(TorchOp):
    name = 'torch.aten.randint'


@aten_op(
    'aten::randint.generator(SymInt high, SymInt[] size, *, Generator? generator, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('high', 'int'),
    Arg('size', 'int[]'),
    Arg('generator', 'Generator?'),
    Arg('dtype', 'ScalarType?', 4),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandintGeneratorOp(TorchOp):
    name = 'torch.aten.randint.generator'


@aten_op(
    'aten::randint.low(SymInt low, SymInt high, SymInt[] size, *, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('low', 'int'),
    Arg('high', 'int'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', 4),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandintLowOp(TorchOp):
    name = 'torch.aten.randint.low'


@aten_op(
    'aten::randint.low_generator(SymInt low, SymInt high, SymInt[] size, *, Generator? generator, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('low', 'int'),
    Arg('high', 'int'),
    Arg('size', 'int[]'),
    Arg('generator', 'Generator?'),
    Arg('dtype', 'ScalarType?', 4),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandintLowGeneratorOp(TorchOp):
    name = 'torch.aten.randint.low_generator'


@aten_op(
    'aten::randint_like(Tensor self, SymInt high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('high', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandintLikeOp(TorchOp):
    name = 'torch.aten.randint_like'


@aten_op(
    'aten::randint_like.Tensor(Tensor self, Tensor high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('high', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandintLikeTensorOp(TorchOp):
    name = 'torch.aten.randint_like.Tensor'


@aten_op(
    'aten::randint_like.Tensor_generator(Tensor self, Tensor high, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('high', 'Tensor'),
    Arg('generator', 'Generator?'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandintLikeTensorGeneratorOp(TorchOp):
    name = 'torch.aten.randint_like.Tensor_generator'


@aten_op(
    'aten::randint_like.generator(Tensor self, SymInt high, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('high', 'int'),
    Arg('generator', 'Generator?'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandintLikeGeneratorOp(TorchOp):
    name = 'torch.aten.randint_like.generator'


@aten_op(
    'aten::randint_like.low_dtype(Tensor self, SymInt low, SymInt high, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('low', 'int'),
    Arg('high', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandintLikeLowDtypeOp(TorchOp):
    name = 'torch.aten.randint_like.low_dtype'


@aten_op(
    'aten::randint_like.low_generator_dtype(Tensor self, SymInt low, SymInt high, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('low', 'int'),
    Arg('high', 'int'),
    Arg('generator', 'Generator?'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandintLikeLowGeneratorDtypeOp(TorchOp):
    name = 'torch.aten.randint_like.low_generator_dtype'


@aten_op(
    'aten::randn(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandnOp(TorchOp):
    name = 'torch.aten.randn'


@aten_op(
    'aten::randn.generator(SymInt[] size, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('generator', 'Generator?'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandnGeneratorOp(TorchOp):
    name = 'torch.aten.randn.generator'


@aten_op(
    'aten::randn_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandnLikeOp(TorchOp):
    name = 'torch.aten.randn_like'


@aten_op(
    'aten::randn_like.generator(Tensor self, *, Generator? generator, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('generator', 'Generator?'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandnLikeGeneratorOp(TorchOp):
    name = 'torch.aten.randn_like.generator'


@aten_op(
    'aten::random(Tensor self, *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandomOp(TorchOp):
    name = 'torch.aten.random'


@aten_op(
    'aten::random.from(Tensor self, int from, int? to, *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('from', 'int'),
    Arg('to', 'int?'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandomFromOp(TorchOp):
    name = 'torch.aten.random.from'


@aten_op(
    'aten::random.to(Tensor self, int to, *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('to', 'int'),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandomToOp(TorchOp):
    name = 'torch.aten.random.to'


@aten_op(
    'aten::randperm(SymInt n, *, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('n', 'int'),
    Arg('dtype', 'ScalarType?', 4),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandpermOp(TorchOp):
    name = 'torch.aten.randperm'


@aten_op(
    'aten::randperm.generator(SymInt n, *, Generator? generator, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('n', 'int'),
    Arg('generator', 'Generator?'),
    Arg('dtype', 'ScalarType?', 4),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRandpermGeneratorOp(TorchOp):
    name = 'torch.aten.randperm.generator'


@aten_op(
    'aten::range(Scalar start, Scalar end, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Scalar'),
    Arg('end', 'Scalar'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenRangeOp(TorchOp):
    name = 'torch.aten.range'


@aten_op(
    'aten::range.step(Scalar start, Scalar end, Scalar step=1, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('start', 'Scalar'),
    Arg('end', 'Scalar'),
    Arg('step', 'Scalar', 1),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenRangeStepOp(TorchOp):
    name = 'torch.aten.range.step'


@aten_op(
    'aten::ravel(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenRavelOp(TorchOp):
    name = 'torch.aten.ravel'


@aten_op(
    'aten::real(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenRealOp(TorchOp):
    name = 'torch.aten.real'


@aten_op(
    'aten::reciprocal(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenReciprocalOp(TorchOp):
    name = 'torch.aten.reciprocal'


@aten_op(
    'aten::reflection_pad1d(Tensor self, SymInt[2] padding) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReflectionPad1dOp(TorchOp):
    name = 'torch.aten.reflection_pad1d'


@aten_op(
    'aten::reflection_pad1d_backward(Tensor grad_output, Tensor self, SymInt[2] padding) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReflectionPad1dBackwardOp(TorchOp):
    name = 'torch.aten.reflection_pad1d_backward'


@aten_op(
    'aten::reflection_pad2d(Tensor self, SymInt[4] padding) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReflectionPad2dOp(TorchOp):
    name = 'torch.aten.reflection_pad2d'


@aten_op(
    'aten::reflection_pad2d_backward(Tensor grad_output, Tensor self, SymInt[4] padding) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReflectionPad2dBackwardOp(TorchOp):
    name = 'torch.aten.reflection_pad2d_backward'


@aten_op(
    'aten::reflection_pad3d(Tensor self, SymInt[6] padding) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReflectionPad3dOp(TorchOp):
    name = 'torch.aten.reflection_pad3d'


@aten_op(
    'aten::reflection_pad3d_backward(Tensor grad_output, Tensor self, SymInt[6] padding) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReflectionPad3dBackwardOp(TorchOp):
    name = 'torch.aten.reflection_pad3d_backward'


@aten_op(
    'aten::relu(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenReluOp(TorchOp):
    name = 'torch.aten.relu'


@aten_op(
    'aten::relu6(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenRelu6Op(TorchOp):
    name = 'torch.aten.relu6'


@aten_op(
    'aten::remainder.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenRemainderScalarOp(TorchOp):
    name = 'torch.aten.remainder.Scalar'


@aten_op(
    'aten::remainder.Scalar_Tensor(Scalar self, Tensor other) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenRemainderScalarTensorOp(TorchOp):
    name = 'torch.aten.remainder.Scalar_Tensor'


@aten_op(
    'aten::remainder.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenRemainderTensorOp(TorchOp):
    name = 'torch.aten.remainder.Tensor'


@aten_op(
    'aten::renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'Scalar'),
    Arg('dim', 'int'),
    Arg('maxnorm', 'Scalar'),
    returns=('Tensor',),
)
class AtenRenormOp(TorchOp):
    name = 'torch.aten.renorm'


@aten_op(
    'aten::repeat(Tensor self, SymInt[] repeats) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('repeats', 'int[]'),
    returns=('Tensor',),
)
class AtenRepeatOp(TorchOp):
    name = 'torch.aten.repeat'


@aten_op(
    'aten::repeat_interleave.Tensor(Tensor repeats, *, SymInt? output_size=None) -> Tensor',
    Arg('repeats', 'Tensor'),
    Arg('output_size', 'int?', None),
    returns=('Tensor',),
)
class AtenRepeatInterleaveTensorOp(TorchOp):
    name = 'torch.aten.repeat_interleave.Tensor'


@aten_op(
    'aten::repeat_interleave.self_Tensor(Tensor self, Tensor repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('repeats', 'Tensor'),
    Arg('dim', 'int?', None),
    Arg('output_size', 'int?', None),
    returns=('Tensor',),
)
class AtenRepeatInterleaveSelfTensorOp(TorchOp):
    name = 'torch.aten.repeat_interleave.self_Tensor'


@aten_op(
    'aten::repeat_interleave.self_int(Tensor self, SymInt repeats, int? dim=None, *, SymInt? output_size=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('repeats', 'int'),
    Arg('dim', 'int?', None),
    Arg('output_size', 'int?', None),
    returns=('Tensor',),
)
class AtenRepeatInterleaveSelfIntOp(TorchOp):
    name = 'torch.aten.repeat_interleave.self_int'


@aten_op(
    'aten::replication_pad1d(Tensor self, SymInt[2] padding) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReplicationPad1dOp(TorchOp):
    name = 'torch.aten.replication_pad1d'


@aten_op(
    'aten::replication_pad1d_backward(Tensor grad_output, Tensor self, SymInt[2] padding) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReplicationPad1dBackwardOp(TorchOp):
    name = 'torch.aten.replication_pad1d_backward'


@aten_op(
    'aten::replication_pad2d(Tensor self, SymInt[4] padding) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReplicationPad2dOp(TorchOp):
    name = 'torch.aten.replication_pad2d'


@aten_op(
    'aten::replication_pad2d_backward(Tensor grad_output, Tensor self, SymInt[4] padding) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReplicationPad2dBackwardOp(TorchOp):
    name = 'torch.aten.replication_pad2d_backward'


@aten_op(
    'aten::replication_pad3d(Tensor self, SymInt[6] padding) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReplicationPad3dOp(TorchOp):
    name = 'torch.aten.replication_pad3d'


@aten_op(
    'aten::replication_pad3d_backward(Tensor grad_output, Tensor self, SymInt[6] padding) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenReplicationPad3dBackwardOp(TorchOp):
    name = 'torch.aten.replication_pad3d_backward'


@aten_op(
    'aten::reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('shape', 'int[]'),
    returns=('Tensor',),
)
class AtenReshapeOp(TorchOp):
    name = 'torch.aten.reshape'


@aten_op(
    'aten::reshape_as(Tensor(a) self, Tensor other) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenReshapeAsOp(TorchOp):
    name = 'torch.aten.reshape_as'


@aten_op(
    'aten::resize(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenResizeOp(TorchOp):
    name = 'torch.aten.resize'


@aten_op(
    'aten::resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('the_template', 'Tensor'),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenResizeAsOp(TorchOp):
    name = 'torch.aten.resize_as'


@aten_op(
    'aten::resize_as_sparse(Tensor self, Tensor the_template) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('the_template', 'Tensor'),
    returns=('Tensor',),
)
class AtenResizeAsSparseOp(TorchOp):
    name = 'torch.aten.resize_as_sparse'


@aten_op(
    'aten::resolve_conj(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenResolveConjOp(TorchOp):
    name = 'torch.aten.resolve_conj'


@aten_op(
    'aten::resolve_neg(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenResolveNegOp(TorchOp):
    name = 'torch.aten.resolve_neg'


@aten_op(
    'aten::rms_norm(Tensor input, SymInt[] normalized_shape, Tensor? weight=None, float? eps=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('normalized_shape', 'int[]'),
    Arg('weight', 'Tensor?', None),
    Arg('eps', 'float?', None),
    returns=('Tensor',),
)
class AtenRmsNormOp(TorchOp):
    name = 'torch.aten.rms_norm'


@aten_op(
    'aten::rnn_relu.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)',
    Arg('data', 'Tensor'),
    Arg('batch_sizes', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenRnnReluDataOp(TorchOp):
    name = 'torch.aten.rnn_relu.data'


@aten_op(
    'aten::rnn_relu.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_first', 'bool'),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenRnnReluInputOp(TorchOp):
    name = 'torch.aten.rnn_relu.input'


@aten_op(
    'aten::rnn_relu_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('w_ih', 'Tensor'),
    Arg('w_hh', 'Tensor'),
    Arg('b_ih', 'Tensor?', None),
    Arg('b_hh', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenRnnReluCellOp(TorchOp):
    name = 'torch.aten.rnn_relu_cell'


@aten_op(
    'aten::rnn_tanh.data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)',
    Arg('data', 'Tensor'),
    Arg('batch_sizes', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenRnnTanhDataOp(TorchOp):
    name = 'torch.aten.rnn_tanh.data'


@aten_op(
    'aten::rnn_tanh.input(Tensor input, Tensor hx, Tensor[] params, bool has_biases, int num_layers, float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('params', 'Tensor[]'),
    Arg('has_biases', 'bool'),
    Arg('num_layers', 'int'),
    Arg('dropout', 'float'),
    Arg('train', 'bool'),
    Arg('bidirectional', 'bool'),
    Arg('batch_first', 'bool'),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenRnnTanhInputOp(TorchOp):
    name = 'torch.aten.rnn_tanh.input'


@aten_op(
    'aten::rnn_tanh_cell(Tensor input, Tensor hx, Tensor w_ih, Tensor w_hh, Tensor? b_ih=None, Tensor? b_hh=None) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('hx', 'Tensor'),
    Arg('w_ih', 'Tensor'),
    Arg('w_hh', 'Tensor'),
    Arg('b_ih', 'Tensor?', None),
    Arg('b_hh', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenRnnTanhCellOp(TorchOp):
    name = 'torch.aten.rnn_tanh_cell'


@aten_op(
    'aten::roll(Tensor self, SymInt[1] shifts, int[1] dims=[]) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('shifts', 'int[]'),
    Arg('dims', 'int[]', []),
    returns=('Tensor',),
)
class AtenRollOp(TorchOp):
    name = 'torch.aten.roll'


@aten_op(
    'aten::rot90(Tensor self, int k=1, int[] dims=[0, 1]) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('k', 'int', 1),
    Arg('dims', 'int[]', [0, 1]),
    returns=('Tensor',),
)
class AtenRot90Op(TorchOp):
    name = 'torch.aten.rot90'


@aten_op(
    'aten::round(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenRoundOp(TorchOp):
    name = 'torch.aten.round'


@aten_op(
    'aten::round.decimals(Tensor self, *, int decimals) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('decimals', 'int'),
    returns=('Tensor',),
)
class AtenRoundDecimalsOp(TorchOp):
    name = 'torch.aten.round.decimals'


@aten_op(
    'aten::row_indices(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenRowIndicesOp(TorchOp):
    name = 'torch.aten.row_indices'


@aten_op(
    'aten::row_indices_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenRowIndicesCopyOp(TorchOp):
    name = 'torch.aten.row_indices_copy'


@aten_op(
    'aten::row_stack(Tensor[] tensors) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenRowStackOp(TorchOp):
    name = 'torch.aten.row_stack'


@aten_op(
    'aten::rrelu(Tensor self, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('lower', 'Scalar', 0.125),
    Arg('upper', 'Scalar', 0.3333333333333333),
    Arg('training', 'bool', False),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenRreluOp(TorchOp):
    name = 'torch.aten.rrelu'


@aten_op(
    'aten::rrelu_with_noise_backward(Tensor grad_output, Tensor self, Tensor noise, Scalar lower, Scalar upper, bool training, bool self_is_result) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('noise', 'Tensor'),
    Arg('lower', 'Scalar'),
    Arg('upper', 'Scalar'),
    Arg('training', 'bool'),
    Arg('self_is_result', 'bool'),
    returns=('Tensor',),
)
class AtenRreluWithNoiseBackwardOp(TorchOp):
    name = 'torch.aten.rrelu_with_noise_backward'


@aten_op(
    'aten::rrelu_with_noise_functional(Tensor self, Tensor noise, Scalar lower=0.125, Scalar upper=0.33333333333333331, bool training=False, Generator? generator=None) -> (Tensor, Tensor noise_out)',
    Arg('self', 'Tensor'),
    Arg('noise', 'Tensor'),
    Arg('lower', 'Scalar', 0.125),
    Arg('upper', 'Scalar', 0.3333333333333333),
    Arg('training', 'bool', False),
    Arg('generator', 'Generator?', None),
    returns=('Tensor', 'Tensor'),
    random=True,
)
class AtenRreluWithNoiseFunctionalOp(TorchOp):
    name = 'torch.aten.rrelu_with_noise_functional'


@aten_op(
    'aten::rsqrt(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenRsqrtOp(TorchOp):
    name = 'torch.aten.rsqrt'


@aten_op(
    'aten::rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenRsubScalarOp(TorchOp):
    name = 'torch.aten.rsub.Scalar'


@aten_op(
    'aten::rsub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenRsubTensorOp(TorchOp):
    name = 'torch.aten.rsub.Tensor'


@aten_op(
    'aten::scalar_tensor(Scalar s, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('s', 'Scalar'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenScalarTensorOp(TorchOp):
    name = 'torch.aten.scalar_tensor'


@aten_op(
    'aten::scaled_dot_product_attention(Tensor query, Tensor key, Tensor value, Tensor? attn_mask=None, float dropout_p=0., bool is_causal=False, *, float? scale=None, bool enable_gqa=False) -> Tensor',
    Arg('query', 'Tensor'),
    Arg('key', 'Tensor'),
    Arg('value', 'Tensor'),
    Arg('attn_mask', 'Tensor?', None),
    Arg('dropout_p', 'float', 0.0),
    Arg('is_causal', 'bool', False),
    Arg('scale', 'float?', None),
    Arg('enable_gqa', 'bool', False),
    returns=('Tensor',),
    random=True,
)
class AtenScaledDotProductAttentionOp(TorchOp):
    name = 'torch.aten.scaled_dot_product_attention'


@aten_op(
    'aten::scatter.reduce(Tensor self, int dim, Tensor index, Tensor src, *, str reduce) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('src', 'Tensor'),
    Arg('reduce', 'str'),
    returns=('Tensor',),
)
class AtenScatterReduceOp(TorchOp):
    name = 'torch.aten.scatter.reduce'


@aten_op(
    'aten::scatter.src(Tensor self, int dim, Tensor index, Tensor src) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('src', 'Tensor'),
    returns=('Tensor',),
)
class AtenScatterSrcOp(TorchOp):
    name = 'torch.aten.scatter.src'


@aten_op(
    'aten::scatter.value(Tensor self, int dim, Tensor index, Scalar value) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('value', 'Scalar'),
    returns=('Tensor',),
)
class AtenScatterValueOp(TorchOp):
    name = 'torch.aten.scatter.value'


@aten_op(
    'aten::scatter.value_reduce(Tensor self, int dim, Tensor index, Scalar value, *, str reduce) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('value', 'Scalar'),
    Arg('reduce', 'str'),
    returns=('Tensor',),
)
class AtenScatterValueReduceOp(TorchOp):
    name = 'torch.aten.scatter.value_reduce'


@aten_op(
    'aten::scatter_add(Tensor self, int dim, Tensor index, Tensor src) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('src', 'Tensor'),
    returns=('Tensor',),
)
class AtenScatterAddOp(TorchOp):
    name = 'torch.aten.scatter_add'


@aten_op(
    'aten::scatter_reduce.two(Tensor self, int dim, Tensor index, Tensor src, str reduce, *, bool include_self=True) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    Arg('src', 'Tensor'),
    Arg('reduce', 'str'),
    Arg('include_self', 'bool', True),
    returns=('Tensor',),
)
class AtenScatterReduceTwoOp(TorchOp):
    name = 'torch.aten.scatter_reduce.two'


@aten_op(
    'aten::searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor',
    Arg('sorted_sequence', 'Tensor'),
    Arg('self', 'Scalar'),
    Arg('out_int32', 'bool', False),
    Arg('right', 'bool', False),
    Arg('side', 'str?', None),
    Arg('sorter', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenSearchsortedScalarOp(TorchOp):
    name = 'torch.aten.searchsorted.Scalar'


@aten_op(
    'aten::searchsorted.Tensor(Tensor sorted_sequence, Tensor self, *, bool out_int32=False, bool right=False, str? side=None, Tensor? sorter=None) -> Tensor',
    Arg('sorted_sequence', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('out_int32', 'bool', False),
    Arg('right', 'bool', False),
    Arg('side', 'str?', None),
    Arg('sorter', 'Tensor?', None),
    returns=('Tensor',),
)
class AtenSearchsortedTensorOp(TorchOp):
    name = 'torch.aten.searchsorted.Tensor'


@aten_op(
    'aten::segment_reduce(Tensor data, str reduce, *, Tensor? lengths=None, Tensor? indices=None, Tensor? offsets=None, int axis=0, bool unsafe=False, Scalar? initial=None) -> Tensor',
    Arg('data', 'Tensor'),
    Arg('reduce', 'str'),
    Arg('lengths', 'Tensor?', None),
    Arg('indices', 'Tensor?', None),
    Arg('offsets', 'Tensor?', None),
    Arg('axis', 'int', 0),
    Arg('unsafe', 'bool', False),
    Arg('initial', 'Scalar?', None),
    returns=('Tensor',),
)
class AtenSegmentReduceOp(TorchOp):
    name = 'torch.aten.segment_reduce'


@aten_op(
    'aten::select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'int'),
    returns=('Tensor',),
)
class AtenSelectIntOp(TorchOp):
    name = 'torch.aten.select.int'


@aten_op(
    'aten::select_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt index) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('input_sizes', 'int[]'),
    Arg('dim', 'int'),
    Arg('index', 'int'),
    returns=('Tensor',),
)
class AtenSelectBackwardOp(TorchOp):
    name = 'torch.aten.select_backward'


@aten_op(
    'aten::select_copy.int(Tensor self, int dim, SymInt index) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'int'),
    returns=('Tensor',),
)
class AtenSelectCopyIntOp(TorchOp):
    name = 'torch.aten.select_copy.int'


@aten_op(
    'aten::select_scatter(Tensor self, Tensor src, int dim, SymInt index) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('src', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'int'),
    returns=('Tensor',),
)
class AtenSelectScatterOp(TorchOp):
    name = 'torch.aten.select_scatter'


@aten_op(
    'aten::selu(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSeluOp(TorchOp):
    name = 'torch.aten.selu'


@aten_op(
    'aten::set(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSetOp(TorchOp):
    name = 'torch.aten.set'


@aten_op(
    'aten::set.source_Tensor(Tensor self, Tensor source) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('source', 'Tensor'),
    returns=('Tensor',),
)
class AtenSetSourceTensorOp(TorchOp):
    name = 'torch.aten.set.source_Tensor'


@aten_op(
    'aten::sgn(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSgnOp(TorchOp):
    name = 'torch.aten.sgn'


@aten_op(
    'aten::sigmoid(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSigmoidOp(TorchOp):
    name = 'torch.aten.sigmoid'


@aten_op(
    'aten::sigmoid_backward(Tensor grad_output, Tensor output) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output', 'Tensor'),
    returns=('Tensor',),
)
class AtenSigmoidBackwardOp(TorchOp):
    name = 'torch.aten.sigmoid_backward'


@aten_op(
    'aten::sign(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSignOp(TorchOp):
    name = 'torch.aten.sign'


@aten_op(
    'aten::signbit(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSignbitOp(TorchOp):
    name = 'torch.aten.signbit'


@aten_op(
    'aten::silu(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSiluOp(TorchOp):
    name = 'torch.aten.silu'


@aten_op(
    'aten::silu_backward(Tensor grad_output, Tensor self) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSiluBackwardOp(TorchOp):
    name = 'torch.aten.silu_backward'


@aten_op(
    'aten::sin(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSinOp(TorchOp):
    name = 'torch.aten.sin'


@aten_op(
    'aten::sinc(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSincOp(TorchOp):
    name = 'torch.aten.sinc'


@aten_op(
    'aten::sinh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSinhOp(TorchOp):
    name = 'torch.aten.sinh'


@aten_op(
    'aten::slice.Tensor(Tensor(a) self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', 0),
    Arg('start', 'int?', None),
    Arg('end', 'int?', None),
    Arg('step', 'int', 1),
    returns=('Tensor',),
)
class AtenSliceTensorOp(TorchOp):
    name = 'torch.aten.slice.Tensor'


@aten_op(
    'aten::slice_backward(Tensor grad_output, SymInt[] input_sizes, int dim, SymInt start, SymInt end, SymInt step) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('input_sizes', 'int[]'),
    Arg('dim', 'int'),
    Arg('start', 'int'),
    Arg('end', 'int'),
    Arg('step', 'int'),
    returns=('Tensor',),
)
class AtenSliceBackwardOp(TorchOp):
    name = 'torch.aten.slice_backward'


@aten_op(
    'aten::slice_copy.Tensor(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', 0),
    Arg('start', 'int?', None),
    Arg('end', 'int?', None),
    Arg('step', 'int', 1),
    returns=('Tensor',),
)
class AtenSliceCopyTensorOp(TorchOp):
    name = 'torch.aten.slice_copy.Tensor'


@aten_op(
    'aten::slice_inverse(Tensor(a) self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('src', 'Tensor'),
    Arg('dim', 'int', 0),
    Arg('start', 'int?', None),
    Arg('end', 'int?', None),
    Arg('step', 'int', 1),
    returns=('Tensor',),
)
class AtenSliceInverseOp(TorchOp):
    name = 'torch.aten.slice_inverse'


@aten_op(
    'aten::slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('src', 'Tensor'),
    Arg('dim', 'int', 0),
    Arg('start', 'int?', None),
    Arg('end', 'int?', None),
    Arg('step', 'int', 1),
    returns=('Tensor',),
)
class AtenSliceScatterOp(TorchOp):
    name = 'torch.aten.slice_scatter'


@aten_op(
    'aten::slogdet(Tensor self) -> (Tensor sign, Tensor logabsdet)',
    Arg('self', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenSlogdetOp(TorchOp):
    name = 'torch.aten.slogdet'


@aten_op(
    'aten::slow_conv3d(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0]) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1, 1]),
    Arg('padding', 'int[]', [0, 0, 0]),
    returns=('Tensor',),
)
class AtenSlowConv3dOp(TorchOp):
    name = 'torch.aten.slow_conv3d'


@aten_op(
    'aten::slow_conv3d_forward(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias, SymInt[3] stride, SymInt[3] padding) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('bias', 'Tensor?'),
    Arg('stride', 'int[]'),
    Arg('padding', 'int[]'),
    returns=('Tensor',),
)
class AtenSlowConv3dForwardOp(TorchOp):
    name = 'torch.aten.slow_conv3d_forward'


@aten_op(
    'aten::slow_conv_dilated2d(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0], SymInt[2] dilation=[1, 1]) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1]),
    Arg('padding', 'int[]', [0, 0]),
    Arg('dilation', 'int[]', [1, 1]),
    returns=('Tensor',),
)
class AtenSlowConvDilated2dOp(TorchOp):
    name = 'torch.aten.slow_conv_dilated2d'


@aten_op(
    'aten::slow_conv_dilated3d(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0], SymInt[3] dilation=[1, 1, 1]) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1, 1]),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('dilation', 'int[]', [1, 1, 1]),
    returns=('Tensor',),
)
class AtenSlowConvDilated3dOp(TorchOp):
    name = 'torch.aten.slow_conv_dilated3d'


@aten_op(
    'aten::slow_conv_transpose2d(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0], SymInt[2] output_padding=[0, 0], SymInt[2] dilation=[1, 1]) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1]),
    Arg('padding', 'int[]', [0, 0]),
    Arg('output_padding', 'int[]', [0, 0]),
    Arg('dilation', 'int[]', [1, 1]),
    returns=('Tensor',),
)
class AtenSlowConvTranspose2dOp(TorchOp):
    name = 'torch.aten.slow_conv_transpose2d'


@aten_op(
    'aten::slow_conv_transpose3d(Tensor self, Tensor weight, SymInt[3] kernel_size, Tensor? bias=None, SymInt[3] stride=[1, 1, 1], SymInt[3] padding=[0, 0, 0], SymInt[3] output_padding=[0, 0, 0], SymInt[3] dilation=[1, 1, 1]) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1, 1]),
    Arg('padding', 'int[]', [0, 0, 0]),
    Arg('output_padding', 'int[]', [0, 0, 0]),
    Arg('dilation', 'int[]', [1, 1, 1]),
    returns=('Tensor',),
)
class AtenSlowConvTranspose3dOp(TorchOp):
    name = 'torch.aten.slow_conv_transpose3d'


@aten_op(
    'aten::smm(Tensor self, Tensor mat2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    returns=('Tensor',),
)
class AtenSmmOp(TorchOp):
    name = 'torch.aten.smm'


@aten_op(
    'aten::smooth_l1_loss(Tensor self, Tensor target, int reduction=1, float beta=1.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int', 1),
    Arg('beta', 'float', 1.0),
    returns=('Tensor',),
)
class AtenSmoothL1LossOp(TorchOp):
    name = 'torch.aten.smooth_l1_loss'


@aten_op(
    'aten::smooth_l1_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction, float beta) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int'),
    Arg('beta', 'float'),
    returns=('Tensor',),
)
class AtenSmoothL1LossBackwardOp(TorchOp):
    name = 'torch.aten.smooth_l1_loss_backward'


@aten_op(
    'aten::soft_margin_loss(Tensor self, Tensor target, int reduction=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenSoftMarginLossOp(TorchOp):
    name = 'torch.aten.soft_margin_loss'


@aten_op(
    'aten::soft_margin_loss_backward(Tensor grad_output, Tensor self, Tensor target, int reduction) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('target', 'Tensor'),
    Arg('reduction', 'int'),
    returns=('Tensor',),
)
class AtenSoftMarginLossBackwardOp(TorchOp):
    name = 'torch.aten.soft_margin_loss_backward'


@aten_op(
    'aten::softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenSoftmaxIntOp(TorchOp):
    name = 'torch.aten.softmax.int'


@aten_op(
    'aten::softplus(Tensor self, Scalar beta=1, Scalar threshold=20) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('beta', 'Scalar', 1),
    Arg('threshold', 'Scalar', 20),
    returns=('Tensor',),
)
class AtenSoftplusOp(TorchOp):
    name = 'torch.aten.softplus'


@aten_op(
    'aten::softplus_backward(Tensor grad_output, Tensor self, Scalar beta, Scalar threshold) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('beta', 'Scalar'),
    Arg('threshold', 'Scalar'),
    returns=('Tensor',),
)
class AtenSoftplusBackwardOp(TorchOp):
    name = 'torch.aten.softplus_backward'


@aten_op(
    'aten::softshrink(Tensor self, Scalar lambd=0.5) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('lambd', 'Scalar', 0.5),
    returns=('Tensor',),
)
class AtenSoftshrinkOp(TorchOp):
    name = 'torch.aten.softshrink'


@aten_op(
    'aten::softshrink_backward(Tensor grad_output, Tensor self, Scalar lambd) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('lambd', 'Scalar'),
    returns=('Tensor',),
)
class AtenSoftshrinkBackwardOp(TorchOp):
    name = 'torch.aten.softshrink_backward'


@aten_op(
    'aten::sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', -1),
    Arg('descending', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenSortOp(TorchOp):
    name = 'torch.aten.sort'


@aten_op(
    'aten::sort.stable(Tensor self, *, bool? stable, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('stable', 'bool?'),
    Arg('dim', 'int', -1),
    Arg('descending', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenSortStableOp(TorchOp):
    name = 'torch.aten.sort.stable'


@aten_op(
    'aten::sorted.Tensor(Tensor[](a) input) -> Tensor[]',
    Arg('input', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenSortedTensorOp(TorchOp):
    name = 'torch.aten.sorted.Tensor'


@aten_op(
    'aten::sparse_bsc_tensor.ccol_row_value(Tensor ccol_indices, Tensor row_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('ccol_indices', 'Tensor'),
    Arg('row_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseBscTensorCcolRowValueOp(TorchOp):
    name = 'torch.aten.sparse_bsc_tensor.ccol_row_value'


@aten_op(
    'aten::sparse_bsc_tensor.ccol_row_value_size(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('ccol_indices', 'Tensor'),
    Arg('row_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseBscTensorCcolRowValueSizeOp(TorchOp):
    name = 'torch.aten.sparse_bsc_tensor.ccol_row_value_size'


@aten_op(
    'aten::sparse_bsr_tensor.crow_col_value(Tensor crow_indices, Tensor col_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('crow_indices', 'Tensor'),
    Arg('col_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseBsrTensorCrowColValueOp(TorchOp):
    name = 'torch.aten.sparse_bsr_tensor.crow_col_value'


@aten_op(
    'aten::sparse_bsr_tensor.crow_col_value_size(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('crow_indices', 'Tensor'),
    Arg('col_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseBsrTensorCrowColValueSizeOp(TorchOp):
    name = 'torch.aten.sparse_bsr_tensor.crow_col_value_size'


@aten_op(
    'aten::sparse_compressed_tensor.comp_plain_value(Tensor compressed_indices, Tensor plain_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('compressed_indices', 'Tensor'),
    Arg('plain_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseCompressedTensorCompPlainValueOp(TorchOp):
    name = 'torch.aten.sparse_compressed_tensor.comp_plain_value'


@aten_op(
    'aten::sparse_compressed_tensor.comp_plain_value_size(Tensor compressed_indices, Tensor plain_indices, Tensor values, SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('compressed_indices', 'Tensor'),
    Arg('plain_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseCompressedTensorCompPlainValueSizeOp(TorchOp):
    name = 'torch.aten.sparse_compressed_tensor.comp_plain_value_size'


@aten_op(
    'aten::sparse_coo_tensor.indices(Tensor indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool? is_coalesced=None) -> Tensor',
    Arg('indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('is_coalesced', 'bool?', None),
    returns=('Tensor',),
)
class AtenSparseCooTensorIndicesOp(TorchOp):
    name = 'torch.aten.sparse_coo_tensor.indices'


@aten_op(
    'aten::sparse_coo_tensor.indices_size(Tensor indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool? is_coalesced=None) -> Tensor',
    Arg('indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('is_coalesced', 'bool?', None),
    returns=('Tensor',),
)
class AtenSparseCooTensorIndicesSizeOp(TorchOp):
    name = 'torch.aten.sparse_coo_tensor.indices_size'


@aten_op(
    'aten::sparse_coo_tensor.size(int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseCooTensorSizeOp(TorchOp):
    name = 'torch.aten.sparse_coo_tensor.size'


@aten_op(
    'aten::sparse_csc_tensor.ccol_row_value(Tensor ccol_indices, Tensor row_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('ccol_indices', 'Tensor'),
    Arg('row_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseCscTensorCcolRowValueOp(TorchOp):
    name = 'torch.aten.sparse_csc_tensor.ccol_row_value'


@aten_op(
    'aten::sparse_csc_tensor.ccol_row_value_size(Tensor ccol_indices, Tensor row_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('ccol_indices', 'Tensor'),
    Arg('row_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseCscTensorCcolRowValueSizeOp(TorchOp):
    name = 'torch.aten.sparse_csc_tensor.ccol_row_value_size'


@aten_op(
    'aten::sparse_csr_tensor.crow_col_value(Tensor crow_indices, Tensor col_indices, Tensor values, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('crow_indices', 'Tensor'),
    Arg('col_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseCsrTensorCrowColValueOp(TorchOp):
    name = 'torch.aten.sparse_csr_tensor.crow_col_value'


@aten_op(
    'aten::sparse_csr_tensor.crow_col_value_size(Tensor crow_indices, Tensor col_indices, Tensor values, int[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False) -> Tensor',
    Arg('crow_indices', 'Tensor'),
    Arg('col_indices', 'Tensor'),
    Arg('values', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', False),
    returns=('Tensor',),
)
class AtenSparseCsrTensorCrowColValueSizeOp(TorchOp):
    name = 'torch.aten.sparse_csr_tensor.crow_col_value_size'


@aten_op(
    'aten::sparse_mask(Tensor self, Tensor mask) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mask', 'Tensor'),
    returns=('Tensor',),
)
class AtenSparseMaskOp(TorchOp):
    name = 'torch.aten.sparse_mask'


@aten_op(
    'aten::sparse_resize(Tensor self, int[] size, int sparse_dim, int dense_dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('sparse_dim', 'int'),
    Arg('dense_dim', 'int'),
    returns=('Tensor',),
)
class AtenSparseResizeOp(TorchOp):
    name = 'torch.aten.sparse_resize'


@aten_op(
    'aten::sparse_resize_and_clear(Tensor self, int[] size, int sparse_dim, int dense_dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    Arg('sparse_dim', 'int'),
    Arg('dense_dim', 'int'),
    returns=('Tensor',),
)
class AtenSparseResizeAndClearOp(TorchOp):
    name = 'torch.aten.sparse_resize_and_clear'


@aten_op(
    'aten::sparse_sampled_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat1', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenSparseSampledAddmmOp(TorchOp):
    name = 'torch.aten.sparse_sampled_addmm'


@aten_op(
    'aten::special_airy_ai(Tensor x) -> Tensor',
    Arg('x', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialAiryAiOp(TorchOp):
    name = 'torch.aten.special_airy_ai'


@aten_op(
    'aten::special_bessel_j0(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialBesselJ0Op(TorchOp):
    name = 'torch.aten.special_bessel_j0'


@aten_op(
    'aten::special_bessel_j1(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialBesselJ1Op(TorchOp):
    name = 'torch.aten.special_bessel_j1'


@aten_op(
    'aten::special_bessel_y0(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialBesselY0Op(TorchOp):
    name = 'torch.aten.special_bessel_y0'


@aten_op(
    'aten::special_bessel_y1(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialBesselY1Op(TorchOp):
    name = 'torch.aten.special_bessel_y1'


@aten_op(
    'aten::special_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialTOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_t'


@aten_op(
    'aten::special_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialTNScalarOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_t.n_scalar'


@aten_op(
    'aten::special_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialTXScalarOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_t.x_scalar'


@aten_op(
    'aten::special_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialUOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_u'


@aten_op(
    'aten::special_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialUNScalarOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_u.n_scalar'


@aten_op(
    'aten::special_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialUXScalarOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_u.x_scalar'


@aten_op(
    'aten::special_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialVOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_v'


@aten_op(
    'aten::special_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialVNScalarOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_v.n_scalar'


@aten_op(
    'aten::special_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialVXScalarOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_v.x_scalar'


@aten_op(
    'aten::special_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialWOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_w'


@aten_op(
    'aten::special_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialWNScalarOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_w.n_scalar'


@aten_op(
    'aten::special_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialChebyshevPolynomialWXScalarOp(TorchOp):
    name = 'torch.aten.special_chebyshev_polynomial_w.x_scalar'


@aten_op(
    'aten::special_digamma(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialDigammaOp(TorchOp):
    name = 'torch.aten.special_digamma'


@aten_op(
    'aten::special_entr(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialEntrOp(TorchOp):
    name = 'torch.aten.special_entr'


@aten_op(
    'aten::special_erf(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialErfOp(TorchOp):
    name = 'torch.aten.special_erf'


@aten_op(
    'aten::special_erfc(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialErfcOp(TorchOp):
    name = 'torch.aten.special_erfc'


@aten_op(
    'aten::special_erfcx(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialErfcxOp(TorchOp):
    name = 'torch.aten.special_erfcx'


@aten_op(
    'aten::special_erfinv(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialErfinvOp(TorchOp):
    name = 'torch.aten.special_erfinv'


@aten_op(
    'aten::special_exp2(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialExp2Op(TorchOp):
    name = 'torch.aten.special_exp2'


@aten_op(
    'aten::special_expit(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialExpitOp(TorchOp):
    name = 'torch.aten.special_expit'


@aten_op(
    'aten::special_expm1(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialExpm1Op(TorchOp):
    name = 'torch.aten.special_expm1'


@aten_op(
    'aten::special_gammainc(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialGammaincOp(TorchOp):
    name = 'torch.aten.special_gammainc'


@aten_op(
    'aten::special_gammaincc(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialGammainccOp(TorchOp):
    name = 'torch.aten.special_gammaincc'


@aten_op(
    'aten::special_gammaln(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialGammalnOp(TorchOp):
    name = 'torch.aten.special_gammaln'


@aten_op(
    'aten::special_hermite_polynomial_h(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialHermitePolynomialHOp(TorchOp):
    name = 'torch.aten.special_hermite_polynomial_h'


@aten_op(
    'aten::special_hermite_polynomial_h.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialHermitePolynomialHNScalarOp(TorchOp):
    name = 'torch.aten.special_hermite_polynomial_h.n_scalar'


@aten_op(
    'aten::special_hermite_polynomial_h.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialHermitePolynomialHXScalarOp(TorchOp):
    name = 'torch.aten.special_hermite_polynomial_h.x_scalar'


@aten_op(
    'aten::special_hermite_polynomial_he(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialHermitePolynomialHeOp(TorchOp):
    name = 'torch.aten.special_hermite_polynomial_he'


@aten_op(
    'aten::special_hermite_polynomial_he.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialHermitePolynomialHeNScalarOp(TorchOp):
    name = 'torch.aten.special_hermite_polynomial_he.n_scalar'


@aten_op(
    'aten::special_hermite_polynomial_he.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialHermitePolynomialHeXScalarOp(TorchOp):
    name = 'torch.aten.special_hermite_polynomial_he.x_scalar'


@aten_op(
    'aten::special_i0(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialI0Op(TorchOp):
    name = 'torch.aten.special_i0'


@aten_op(
    'aten::special_i0e(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialI0eOp(TorchOp):
    name = 'torch.aten.special_i0e'


@aten_op(
    'aten::special_i1(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialI1Op(TorchOp):
    name = 'torch.aten.special_i1'


@aten_op(
    'aten::special_i1e(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialI1eOp(TorchOp):
    name = 'torch.aten.special_i1e'


@aten_op(
    'aten::special_laguerre_polynomial_l(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialLaguerrePolynomialLOp(TorchOp):
    name = 'torch.aten.special_laguerre_polynomial_l'


@aten_op(
    'aten::special_laguerre_polynomial_l.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialLaguerrePolynomialLNScalarOp(TorchOp):
    name = 'torch.aten.special_laguerre_polynomial_l.n_scalar'


@aten_op(
    'aten::special_laguerre_polynomial_l.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialLaguerrePolynomialLXScalarOp(TorchOp):
    name = 'torch.aten.special_laguerre_polynomial_l.x_scalar'


@aten_op(
    'aten::special_legendre_polynomial_p(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialLegendrePolynomialPOp(TorchOp):
    name = 'torch.aten.special_legendre_polynomial_p'


@aten_op(
    'aten::special_legendre_polynomial_p.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialLegendrePolynomialPNScalarOp(TorchOp):
    name = 'torch.aten.special_legendre_polynomial_p.n_scalar'


@aten_op(
    'aten::special_legendre_polynomial_p.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialLegendrePolynomialPXScalarOp(TorchOp):
    name = 'torch.aten.special_legendre_polynomial_p.x_scalar'


@aten_op(
    'aten::special_log1p(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialLog1pOp(TorchOp):
    name = 'torch.aten.special_log1p'


@aten_op(
    'aten::special_log_ndtr(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialLogNdtrOp(TorchOp):
    name = 'torch.aten.special_log_ndtr'


@aten_op(
    'aten::special_log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenSpecialLogSoftmaxOp(TorchOp):
    name = 'torch.aten.special_log_softmax'


@aten_op(
    'aten::special_logit(Tensor self, float? eps=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('eps', 'float?', None),
    returns=('Tensor',),
)
class AtenSpecialLogitOp(TorchOp):
    name = 'torch.aten.special_logit'


@aten_op(
    'aten::special_logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenSpecialLogsumexpOp(TorchOp):
    name = 'torch.aten.special_logsumexp'


@aten_op(
    'aten::special_modified_bessel_i0(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialModifiedBesselI0Op(TorchOp):
    name = 'torch.aten.special_modified_bessel_i0'


@aten_op(
    'aten::special_modified_bessel_i1(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialModifiedBesselI1Op(TorchOp):
    name = 'torch.aten.special_modified_bessel_i1'


@aten_op(
    'aten::special_modified_bessel_k0(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialModifiedBesselK0Op(TorchOp):
    name = 'torch.aten.special_modified_bessel_k0'


@aten_op(
    'aten::special_modified_bessel_k1(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialModifiedBesselK1Op(TorchOp):
    name = 'torch.aten.special_modified_bessel_k1'


@aten_op(
    'aten::special_multigammaln(Tensor self, int p) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('p', 'int'),
    returns=('Tensor',),
)
class AtenSpecialMultigammalnOp(TorchOp):
    name = 'torch.aten.special_multigammaln'


@aten_op(
    'aten::special_ndtr(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialNdtrOp(TorchOp):
    name = 'torch.aten.special_ndtr'


@aten_op(
    'aten::special_ndtri(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialNdtriOp(TorchOp):
    name = 'torch.aten.special_ndtri'


@aten_op(
    'aten::special_polygamma(int n, Tensor self) -> Tensor',
    Arg('n', 'int'),
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialPolygammaOp(TorchOp):
    name = 'torch.aten.special_polygamma'


@aten_op(
    'aten::special_psi(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialPsiOp(TorchOp):
    name = 'torch.aten.special_psi'


@aten_op(
    'aten::special_round(Tensor self, *, int decimals=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('decimals', 'int', 0),
    returns=('Tensor',),
)
class AtenSpecialRoundOp(TorchOp):
    name = 'torch.aten.special_round'


@aten_op(
    'aten::special_scaled_modified_bessel_k0(Tensor x) -> Tensor',
    Arg('x', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialScaledModifiedBesselK0Op(TorchOp):
    name = 'torch.aten.special_scaled_modified_bessel_k0'


@aten_op(
    'aten::special_scaled_modified_bessel_k1(Tensor x) -> Tensor',
    Arg('x', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialScaledModifiedBesselK1Op(TorchOp):
    name = 'torch.aten.special_scaled_modified_bessel_k1'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_t(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialTOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_t'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_t.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialTNScalarOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_t.n_scalar'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_t.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialTXScalarOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_t.x_scalar'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_u(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialUOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_u'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_u.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialUNScalarOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_u.n_scalar'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_u.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialUXScalarOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_u.x_scalar'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_v(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialVOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_v'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_v.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialVNScalarOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_v.n_scalar'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_v.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialVXScalarOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_v.x_scalar'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_w(Tensor x, Tensor n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialWOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_w'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_w.n_scalar(Tensor x, Scalar n) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('n', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialWNScalarOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_w.n_scalar'


@aten_op(
    'aten::special_shifted_chebyshev_polynomial_w.x_scalar(Scalar x, Tensor n) -> Tensor',
    Arg('x', 'Scalar'),
    Arg('n', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialShiftedChebyshevPolynomialWXScalarOp(TorchOp):
    name = 'torch.aten.special_shifted_chebyshev_polynomial_w.x_scalar'


@aten_op(
    'aten::special_sinc(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialSincOp(TorchOp):
    name = 'torch.aten.special_sinc'


@aten_op(
    'aten::special_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenSpecialSoftmaxOp(TorchOp):
    name = 'torch.aten.special_softmax'


@aten_op(
    'aten::special_spherical_bessel_j0(Tensor x) -> Tensor',
    Arg('x', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialSphericalBesselJ0Op(TorchOp):
    name = 'torch.aten.special_spherical_bessel_j0'


@aten_op(
    'aten::special_xlog1py(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialXlog1pyOp(TorchOp):
    name = 'torch.aten.special_xlog1py'


@aten_op(
    'aten::special_xlog1py.other_scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialXlog1pyOtherScalarOp(TorchOp):
    name = 'torch.aten.special_xlog1py.other_scalar'


@aten_op(
    'aten::special_xlog1py.self_scalar(Scalar self, Tensor other) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialXlog1pySelfScalarOp(TorchOp):
    name = 'torch.aten.special_xlog1py.self_scalar'


@aten_op(
    'aten::special_xlogy(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialXlogyOp(TorchOp):
    name = 'torch.aten.special_xlogy'


@aten_op(
    'aten::special_xlogy.other_scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialXlogyOtherScalarOp(TorchOp):
    name = 'torch.aten.special_xlogy.other_scalar'


@aten_op(
    'aten::special_xlogy.self_scalar(Scalar self, Tensor other) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialXlogySelfScalarOp(TorchOp):
    name = 'torch.aten.special_xlogy.self_scalar'


@aten_op(
    'aten::special_zeta(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialZetaOp(TorchOp):
    name = 'torch.aten.special_zeta'


@aten_op(
    'aten::special_zeta.other_scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenSpecialZetaOtherScalarOp(TorchOp):
    name = 'torch.aten.special_zeta.other_scalar'


@aten_op(
    'aten::special_zeta.self_scalar(Scalar self, Tensor other) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenSpecialZetaSelfScalarOp(TorchOp):
    name = 'torch.aten.special_zeta.self_scalar'


@aten_op(
    'aten::split(Tensor(a -> *) self, int[] split_sizes, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('split_sizes', 'int[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenSplitOp(TorchOp):
    name = 'torch.aten.split'


@aten_op(
    'aten::split.Tensor(Tensor(a -> *) self, SymInt split_size, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('split_size', 'int'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenSplitTensorOp(TorchOp):
    name = 'torch.aten.split.Tensor'


@aten_op(
    'aten::split.sizes(Tensor(a -> *) self, SymInt[] split_size, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('split_size', 'int[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenSplitSizesOp(TorchOp):
    name = 'torch.aten.split.sizes'


@aten_op(
    'aten::split_copy.Tensor(Tensor self, SymInt split_size, int dim=0) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('split_size', 'int'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenSplitCopyTensorOp(TorchOp):
    name = 'torch.aten.split_copy.Tensor'


@aten_op(
    'aten::split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('split_sizes', 'int[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenSplitWithSizesOp(TorchOp):
    name = 'torch.aten.split_with_sizes'


@aten_op(
    'aten::split_with_sizes_copy(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('split_sizes', 'int[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenSplitWithSizesCopyOp(TorchOp):
    name = 'torch.aten.split_with_sizes_copy'


@aten_op(
    'aten::sqrt(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSqrtOp(TorchOp):
    name = 'torch.aten.sqrt'


@aten_op(
    'aten::square(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSquareOp(TorchOp):
    name = 'torch.aten.square'


@aten_op(
    'aten::squeeze(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSqueezeOp(TorchOp):
    name = 'torch.aten.squeeze'


@aten_op(
    'aten::squeeze.dim(Tensor(a) self, int dim) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenSqueezeDimOp(TorchOp):
    name = 'torch.aten.squeeze.dim'


@aten_op(
    'aten::squeeze.dims(Tensor(a) self, int[] dim) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    returns=('Tensor',),
)
class AtenSqueezeDimsOp(TorchOp):
    name = 'torch.aten.squeeze.dims'


@aten_op(
    'aten::squeeze_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSqueezeCopyOp(TorchOp):
    name = 'torch.aten.squeeze_copy'


@aten_op(
    'aten::squeeze_copy.dim(Tensor self, int dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenSqueezeCopyDimOp(TorchOp):
    name = 'torch.aten.squeeze_copy.dim'


@aten_op(
    'aten::squeeze_copy.dims(Tensor self, int[] dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    returns=('Tensor',),
)
class AtenSqueezeCopyDimsOp(TorchOp):
    name = 'torch.aten.squeeze_copy.dims'


@aten_op(
    'aten::sspaddmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat1', 'Tensor'),
    Arg('mat2', 'Tensor'),
    Arg('beta', 'Scalar', 1),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenSspaddmmOp(TorchOp):
    name = 'torch.aten.sspaddmm'


@aten_op(
    'aten::stack(Tensor[] tensors, int dim=0) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor',),
)
class AtenStackOp(TorchOp):
    name = 'torch.aten.stack'


@aten_op(
    'aten::std(Tensor self, bool unbiased=True) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('unbiased', 'bool', True),
    returns=('Tensor',),
)
class AtenStdOp(TorchOp):
    name = 'torch.aten.std'


@aten_op(
    'aten::std.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?', None),
    Arg('correction', 'Scalar?', None),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenStdCorrectionOp(TorchOp):
    name = 'torch.aten.std.correction'


@aten_op(
    'aten::std.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?'),
    Arg('unbiased', 'bool', True),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenStdDimOp(TorchOp):
    name = 'torch.aten.std.dim'


@aten_op(
    'aten::std_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('unbiased', 'bool', True),
    returns=('Tensor', 'Tensor'),
)
class AtenStdMeanOp(TorchOp):
    name = 'torch.aten.std_mean'


@aten_op(
    'aten::std_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?', None),
    Arg('correction', 'Scalar?', None),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenStdMeanCorrectionOp(TorchOp):
    name = 'torch.aten.std_mean.correction'


@aten_op(
    'aten::std_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?'),
    Arg('unbiased', 'bool', True),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenStdMeanDimOp(TorchOp):
    name = 'torch.aten.std_mean.dim'


@aten_op(
    'aten::stft(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool normalized=False, bool? onesided=None, bool? return_complex=None, bool? align_to_window=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n_fft', 'int'),
    Arg('hop_length', 'int?', None),
    Arg('win_length', 'int?', None),
    Arg('window', 'Tensor?', None),
    Arg('normalized', 'bool', False),
    Arg('onesided', 'bool?', None),
    Arg('return_complex', 'bool?', None),
    Arg('align_to_window', 'bool?', None),
    returns=('Tensor',),
)
class AtenStftOp(TorchOp):
    name = 'torch.aten.stft'


@aten_op(
    'aten::stft.center(Tensor self, int n_fft, int? hop_length=None, int? win_length=None, Tensor? window=None, bool center=True, str pad_mode="reflect", bool normalized=False, bool? onesided=None, bool? return_complex=None, bool? align_to_window=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('n_fft', 'int'),
    Arg('hop_length', 'int?', None),
    Arg('win_length', 'int?', None),
    Arg('window', 'Tensor?', None),
    Arg('center', 'bool', True),
    Arg('pad_mode', 'str', 'reflect'),
    Arg('normalized', 'bool', False),
    Arg('onesided', 'bool?', None),
    Arg('return_complex', 'bool?', None),
    Arg('align_to_window', 'bool?', None),
    returns=('Tensor',),
)
class AtenStftCenterOp(TorchOp):
    name = 'torch.aten.stft.center'


@aten_op(
    'aten::sub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenSubScalarOp(TorchOp):
    name = 'torch.aten.sub.Scalar'


@aten_op(
    'aten::sub.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenSubTensorOp(TorchOp):
    name = 'torch.aten.sub.Tensor'


@aten_op(
    'aten::subtract.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenSubtractScalarOp(TorchOp):
    name = 'torch.aten.subtract.Scalar'


@aten_op(
    'aten::subtract.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenSubtractTensorOp(TorchOp):
    name = 'torch.aten.subtract.Tensor'


@aten_op(
    'aten::sum(Tensor self, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenSumOp(TorchOp):
    name = 'torch.aten.sum'


@aten_op(
    'aten::sum.dim_IntList(Tensor self, int[1]? dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?'),
    Arg('keepdim', 'bool', False),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenSumDimIntListOp(TorchOp):
    name = 'torch.aten.sum.dim_IntList'


@aten_op(
    'aten::sum_to_size(Tensor self, SymInt[] size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    returns=('Tensor',),
)
class AtenSumToSizeOp(TorchOp):
    name = 'torch.aten.sum_to_size'


@aten_op(
    'aten::svd(Tensor self, bool some=True, bool compute_uv=True) -> (Tensor U, Tensor S, Tensor V)',
    Arg('self', 'Tensor'),
    Arg('some', 'bool', True),
    Arg('compute_uv', 'bool', True),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenSvdOp(TorchOp):
    name = 'torch.aten.svd'


@aten_op(
    'aten::swapaxes(Tensor(a) self, int axis0, int axis1) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('axis0', 'int'),
    Arg('axis1', 'int'),
    returns=('Tensor',),
)
class AtenSwapaxesOp(TorchOp):
    name = 'torch.aten.swapaxes'


@aten_op(
    'aten::swapdims(Tensor(a) self, int dim0, int dim1) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim0', 'int'),
    Arg('dim1', 'int'),
    returns=('Tensor',),
)
class AtenSwapdimsOp(TorchOp):
    name = 'torch.aten.swapdims'


@aten_op(
    'aten::t(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenTOp(TorchOp):
    name = 'torch.aten.t'


@aten_op(
    'aten::t_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenTCopyOp(TorchOp):
    name = 'torch.aten.t_copy'


@aten_op(
    'aten::take(Tensor self, Tensor index) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('index', 'Tensor'),
    returns=('Tensor',),
)
class AtenTakeOp(TorchOp):
    name = 'torch.aten.take'


@aten_op(
    'aten::take_along_dim(Tensor self, Tensor indices, int? dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor'),
    Arg('dim', 'int?', None),
    returns=('Tensor',),
)
class AtenTakeAlongDimOp(TorchOp):
    name = 'torch.aten.take_along_dim'


@aten_op(
    'aten::tan(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenTanOp(TorchOp):
    name = 'torch.aten.tan'


@aten_op(
    'aten::tanh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenTanhOp(TorchOp):
    name = 'torch.aten.tanh'


@aten_op(
    'aten::tanh_backward(Tensor grad_output, Tensor output) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output', 'Tensor'),
    returns=('Tensor',),
)
class AtenTanhBackwardOp(TorchOp):
    name = 'torch.aten.tanh_backward'


@aten_op(
    'aten::tensor.bool(bool t, *, ScalarType? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor',
    Arg('t', 'bool'),
    Arg('dtype', 'ScalarType?', None),
    Arg('device', 'Device?', None),
    Arg('requires_grad', 'bool', False),
    returns=('Tensor',),
)
class AtenTensorBoolOp(TorchOp):
    name = 'torch.aten.tensor.bool'


@aten_op(
    'aten::tensor.float(float t, *, ScalarType? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor',
    Arg('t', 'float'),
    Arg('dtype', 'ScalarType?', None),
    Arg('device', 'Device?', None),
    Arg('requires_grad', 'bool', False),
    returns=('Tensor',),
)
class AtenTensorFloatOp(TorchOp):
    name = 'torch.aten.tensor.float'


@aten_op(
    'aten::tensor.int(int t, *, ScalarType? dtype=None, Device? device=None, bool requires_grad=False) -> Tensor',
    Arg('t', 'int'),
    Arg('dtype', 'ScalarType?', None),
    Arg('device', 'Device?', None),
    Arg('requires_grad', 'bool', False),
    returns=('Tensor',),
)
class AtenTensorIntOp(TorchOp):
    name = 'torch.aten.tensor.int'


@aten_op(
    'aten::tensor_split.indices(Tensor(a -> *) self, SymInt[] indices, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('indices', 'int[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenTensorSplitIndicesOp(TorchOp):
    name = 'torch.aten.tensor_split.indices'


@aten_op(
    'aten::tensor_split.sections(Tensor(a -> *) self, SymInt sections, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('sections', 'int'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenTensorSplitSectionsOp(TorchOp):
    name = 'torch.aten.tensor_split.sections'


@aten_op(
    'aten::tensor_split.tensor_indices_or_sections(Tensor(a -> *) self, Tensor tensor_indices_or_sections, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('tensor_indices_or_sections', 'Tensor'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenTensorSplitTensorIndicesOrSectionsOp(TorchOp):
    name = 'torch.aten.tensor_split.tensor_indices_or_sections'


@aten_op(
    'aten::tensordot(Tensor self, Tensor other, int[] dims_self, int[] dims_other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('dims_self', 'int[]'),
    Arg('dims_other', 'int[]'),
    returns=('Tensor',),
)
class AtenTensordotOp(TorchOp):
    name = 'torch.aten.tensordot'


@aten_op(
    'aten::thnn_conv2d(Tensor self, Tensor weight, SymInt[2] kernel_size, Tensor? bias=None, SymInt[2] stride=[1, 1], SymInt[2] padding=[0, 0]) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('weight', 'Tensor'),
    Arg('kernel_size', 'int[]'),
    Arg('bias', 'Tensor?', None),
    Arg('stride', 'int[]', [1, 1]),
    Arg('padding', 'int[]', [0, 0]),
    returns=('Tensor',),
)
class AtenThnnConv2dOp(TorchOp):
    name = 'torch.aten.thnn_conv2d'


@aten_op(
    'aten::threshold(Tensor self, Scalar threshold, Scalar value) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('threshold', 'Scalar'),
    Arg('value', 'Scalar'),
    returns=('Tensor',),
)
class AtenThresholdOp(TorchOp):
    name = 'torch.aten.threshold'


@aten_op(
    'aten::threshold_backward(Tensor grad_output, Tensor self, Scalar threshold) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('threshold', 'Scalar'),
    returns=('Tensor',),
)
class AtenThresholdBackwardOp(TorchOp):
    name = 'torch.aten.threshold_backward'


@aten_op(
    'aten::tile(Tensor self, SymInt[] dims) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dims', 'int[]'),
    returns=('Tensor',),
)
class AtenTileOp(TorchOp):
    name = 'torch.aten.tile'


@aten_op(
    'aten::to.device(Tensor(a) self, Device device, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('device', 'Device'),
    Arg('dtype', 'ScalarType'),
    Arg('non_blocking', 'bool', False),
    Arg('copy', 'bool', False),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenToDeviceOp(TorchOp):
    name = 'torch.aten.to.device'


@aten_op(
    'aten::to.dtype(Tensor(a) self, ScalarType dtype, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType'),
    Arg('non_blocking', 'bool', False),
    Arg('copy', 'bool', False),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenToDtypeOp(TorchOp):
    name = 'torch.aten.to.dtype'


@aten_op(
    'aten::to.dtype_layout(Tensor(a) self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('non_blocking', 'bool', False),
    Arg('copy', 'bool', False),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenToDtypeLayoutOp(TorchOp):
    name = 'torch.aten.to.dtype_layout'


@aten_op(
    'aten::to.other(Tensor(a) self, Tensor other, bool non_blocking=False, bool copy=False, MemoryFormat? memory_format=None) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    Arg('copy', 'bool', False),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenToOtherOp(TorchOp):
    name = 'torch.aten.to.other'


@aten_op(
    'aten::to.prim_Device(Tensor(a) self, Device? device, int? dtype=None, bool non_blocking=False, bool copy=False) -> Tensor(b|a)',
    Arg('self', 'Tensor'),
    Arg('device', 'Device?'),
    Arg('dtype', 'int?', None),
    Arg('non_blocking', 'bool', False),
    Arg('copy', 'bool', False),
    returns=('Tensor',),
)
class AtenToPrimDeviceOp(TorchOp):
    name = 'torch.aten.to.prim_Device'


@aten_op(
    'aten::to.prim_dtype(Tensor(a) self, int? dtype=None, bool non_blocking=False, bool copy=False) -> Tensor(b|a)',
    Arg('self', 'Tensor'),
    Arg('dtype', 'int?', None),
    Arg('non_blocking', 'bool', False),
    Arg('copy', 'bool', False),
    returns=('Tensor',),
)
class AtenToPrimDtypeOp(TorchOp):
    name = 'torch.aten.to.prim_dtype'


@aten_op(
    'aten::to.prim_other(Tensor(a) self, bool non_blocking=False, bool copy=False) -> Tensor(b|a)',
    Arg('self', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    Arg('copy', 'bool', False),
    returns=('Tensor',),
)
class AtenToPrimOtherOp(TorchOp):
    name = 'torch.aten.to.prim_other'


@aten_op(
    'aten::to_dense(Tensor self, ScalarType? dtype=None, *, bool? masked_grad=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('masked_grad', 'bool?', None),
    returns=('Tensor',),
)
class AtenToDenseOp(TorchOp):
    name = 'torch.aten.to_dense'


@aten_op(
    'aten::to_dense_backward(Tensor grad, Tensor input, bool? masked_grad=None) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('input', 'Tensor'),
    Arg('masked_grad', 'bool?', None),
    returns=('Tensor',),
)
class AtenToDenseBackwardOp(TorchOp):
    name = 'torch.aten.to_dense_backward'


@aten_op(
    'aten::to_mkldnn(Tensor self, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenToMkldnnOp(TorchOp):
    name = 'torch.aten.to_mkldnn'


@aten_op(
    'aten::to_mkldnn_backward(Tensor grad, Tensor input) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('input', 'Tensor'),
    returns=('Tensor',),
)
class AtenToMkldnnBackwardOp(TorchOp):
    name = 'torch.aten.to_mkldnn_backward'


@aten_op(
    'aten::to_padded_tensor(Tensor self, float padding, SymInt[]? output_size=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('padding', 'float'),
    Arg('output_size', 'int[]?', None),
    returns=('Tensor',),
)
class AtenToPaddedTensorOp(TorchOp):
    name = 'torch.aten.to_padded_tensor'


@aten_op(
    'aten::to_sparse(Tensor self, *, Layout? layout=None, int[2]? blocksize=None, int? dense_dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('layout', 'Layout?', None),
    Arg('blocksize', 'int[]?', None),
    Arg('dense_dim', 'int?', None),
    returns=('Tensor',),
)
class AtenToSparseOp(TorchOp):
    name = 'torch.aten.to_sparse'


@aten_op(
    'aten::to_sparse.sparse_dim(Tensor self, int sparse_dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('sparse_dim', 'int'),
    returns=('Tensor',),
)
class AtenToSparseSparseDimOp(TorchOp):
    name = 'torch.aten.to_sparse.sparse_dim'


@aten_op(
    'aten::to_sparse_bsc(Tensor self, int[2] blocksize, int? dense_dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('blocksize', 'int[]'),
    Arg('dense_dim', 'int?', None),
    returns=('Tensor',),
)
class AtenToSparseBscOp(TorchOp):
    name = 'torch.aten.to_sparse_bsc'


@aten_op(
    'aten::to_sparse_bsr(Tensor self, int[2] blocksize, int? dense_dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('blocksize', 'int[]'),
    Arg('dense_dim', 'int?', None),
    returns=('Tensor',),
)
class AtenToSparseBsrOp(TorchOp):
    name = 'torch.aten.to_sparse_bsr'


@aten_op(
    'aten::to_sparse_csc(Tensor self, int? dense_dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dense_dim', 'int?', None),
    returns=('Tensor',),
)
class AtenToSparseCscOp(TorchOp):
    name = 'torch.aten.to_sparse_csc'


@aten_op(
    'aten::to_sparse_csr(Tensor self, int? dense_dim=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dense_dim', 'int?', None),
    returns=('Tensor',),
)
class AtenToSparseCsrOp(TorchOp):
    name = 'torch.aten.to_sparse_csr'


@aten_op(
    'aten::topk(Tensor self, SymInt k, int dim=-1, bool largest=True, bool sorted=True) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('k', 'int'),
    Arg('dim', 'int', -1),
    Arg('largest', 'bool', True),
    Arg('sorted', 'bool', True),
    returns=('Tensor', 'Tensor'),
)
class AtenTopkOp(TorchOp):
    name = 'torch.aten.topk'


@aten_op(
    'aten::trace(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenTraceOp(TorchOp):
    name = 'torch.aten.trace'


@aten_op(
    'aten::trace_backward(Tensor grad, SymInt[] sizes) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('sizes', 'int[]'),
    returns=('Tensor',),
)
class AtenTraceBackwardOp(TorchOp):
    name = 'torch.aten.trace_backward'


@aten_op(
    'aten::transpose.int(Tensor(a) self, int dim0, int dim1) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim0', 'int'),
    Arg('dim1', 'int'),
    returns=('Tensor',),
)
class AtenTransposeIntOp(TorchOp):
    name = 'torch.aten.transpose.int'


@aten_op(
    'aten::transpose_copy.int(Tensor self, int dim0, int dim1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim0', 'int'),
    Arg('dim1', 'int'),
    returns=('Tensor',),
)
class AtenTransposeCopyIntOp(TorchOp):
    name = 'torch.aten.transpose_copy.int'


@aten_op(
    'aten::trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor',
    Arg('y', 'Tensor'),
    Arg('dx', 'Scalar', 1),
    Arg('dim', 'int', -1),
    returns=('Tensor',),
)
class AtenTrapezoidDxOp(TorchOp):
    name = 'torch.aten.trapezoid.dx'


@aten_op(
    'aten::trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor',
    Arg('y', 'Tensor'),
    Arg('x', 'Tensor'),
    Arg('dim', 'int', -1),
    returns=('Tensor',),
)
class AtenTrapezoidXOp(TorchOp):
    name = 'torch.aten.trapezoid.x'


@aten_op(
    'aten::trapz.dx(Tensor y, *, float dx=1., int dim=-1) -> Tensor',
    Arg('y', 'Tensor'),
    Arg('dx', 'float', 1.0),
    Arg('dim', 'int', -1),
    returns=('Tensor',),
)
class AtenTrapzDxOp(TorchOp):
    name = 'torch.aten.trapz.dx'


@aten_op(
    'aten::trapz.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor',
    Arg('y', 'Tensor'),
    Arg('x', 'Tensor'),
    Arg('dim', 'int', -1),
    returns=('Tensor',),
)
class AtenTrapzXOp(TorchOp):
    name = 'torch.aten.trapz.x'


@aten_op(
    'aten::triangular_solve(Tensor self, Tensor A, bool upper=True, bool transpose=False, bool unitriangular=False) -> (Tensor solution, Tensor cloned_coefficient)',
    Arg('self', 'Tensor'),
    Arg('A', 'Tensor'),
    Arg('upper', 'bool', True),
    Arg('transpose', 'bool', False),
    Arg('unitriangular', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenTriangularSolveOp(TorchOp):
    name = 'torch.aten.triangular_solve'


@aten_op(
    'aten::tril(Tensor self, SymInt diagonal=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('diagonal', 'int', 0),
    returns=('Tensor',),
)
class AtenTrilOp(TorchOp):
    name = 'torch.aten.tril'


@aten_op(
    'aten::tril_indices(int row, int col, int offset=0, *, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('row', 'int'),
    Arg('col', 'int'),
    Arg('offset', 'int', 0),
    Arg('dtype', 'ScalarType?', 4),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenTrilIndicesOp(TorchOp):
    name = 'torch.aten.tril_indices'


@aten_op(
    'aten::triplet_margin_loss(Tensor anchor, Tensor positive, Tensor negative, float margin=1., float p=2., float eps=9.9999999999999995e-07, bool swap=False, int reduction=1) -> Tensor',
    Arg('anchor', 'Tensor'),
    Arg('positive', 'Tensor'),
    Arg('negative', 'Tensor'),
    Arg('margin', 'float', 1.0),
    Arg('p', 'float', 2.0),
    Arg('eps', 'float', 1e-06),
    Arg('swap', 'bool', False),
    Arg('reduction', 'int', 1),
    returns=('Tensor',),
)
class AtenTripletMarginLossOp(TorchOp):
    name = 'torch.aten.triplet_margin_loss'


@aten_op(
    'aten::triu(Tensor self, SymInt diagonal=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('diagonal', 'int', 0),
    returns=('Tensor',),
)
class AtenTriuOp(TorchOp):
    name = 'torch.aten.triu'


@aten_op(
    'aten::triu_indices(int row, int col, int offset=0, *, ScalarType? dtype=4, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('row', 'int'),
    Arg('col', 'int'),
    Arg('offset', 'int', 0),
    Arg('dtype', 'ScalarType?', 4),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenTriuIndicesOp(TorchOp):
    name = 'torch.aten.triu_indices'


@aten_op(
    'aten::true_divide.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenTrueDivideScalarOp(TorchOp):
    name = 'torch.aten.true_divide.Scalar'


@aten_op(
    'aten::true_divide.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenTrueDivideTensorOp(TorchOp):
    name = 'torch.aten.true_divide.Tensor'


@aten_op(
    'aten::trunc(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenTruncOp(TorchOp):
    name = 'torch.aten.trunc'


@aten_op(
    'aten::type_as(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenTypeAsOp(TorchOp):
    name = 'torch.aten.type_as'


@aten_op(
    'aten::unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenUnbindIntOp(TorchOp):
    name = 'torch.aten.unbind.int'


@aten_op(
    'aten::unbind_copy.int(Tensor self, int dim=0) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenUnbindCopyIntOp(TorchOp):
    name = 'torch.aten.unbind_copy.int'


@aten_op(
    'aten::unflatten.int(Tensor(a) self, int dim, SymInt[] sizes) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('sizes', 'int[]'),
    returns=('Tensor',),
)
class AtenUnflattenIntOp(TorchOp):
    name = 'torch.aten.unflatten.int'


@aten_op(
    'aten::unflatten_dense_tensors(Tensor flat, Tensor[] tensors) -> Tensor[]',
    Arg('flat', 'Tensor'),
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor[]',),
)
class AtenUnflattenDenseTensorsOp(TorchOp):
    name = 'torch.aten.unflatten_dense_tensors'


@aten_op(
    'aten::unfold(Tensor(a) self, int dimension, int size, int step) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dimension', 'int'),
    Arg('size', 'int'),
    Arg('step', 'int'),
    returns=('Tensor',),
)
class AtenUnfoldOp(TorchOp):
    name = 'torch.aten.unfold'


@aten_op(
    'aten::unfold_backward(Tensor grad_in, SymInt[] input_sizes, int dim, int size, int step) -> Tensor',
    Arg('grad_in', 'Tensor'),
    Arg('input_sizes', 'int[]'),
    Arg('dim', 'int'),
    Arg('size', 'int'),
    Arg('step', 'int'),
    returns=('Tensor',),
)
class AtenUnfoldBackwardOp(TorchOp):
    name = 'torch.aten.unfold_backward'


@aten_op(
    'aten::unfold_copy(Tensor self, int dimension, int size, int step) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dimension', 'int'),
    Arg('size', 'int'),
    Arg('step', 'int'),
    returns=('Tensor',),
)
class AtenUnfoldCopyOp(TorchOp):
    name = 'torch.aten.unfold_copy'


@aten_op(
    'aten::uniform(Tensor self, float from=0., float to=1., *, Generator? generator=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('from', 'float', 0.0),
    Arg('to', 'float', 1.0),
    Arg('generator', 'Generator?', None),
    returns=('Tensor',),
    random=True,
)
class AtenUniformOp(TorchOp):
    name = 'torch.aten.uniform'


@aten_op(
    'aten::unique_consecutive(Tensor self, bool return_inverse=False, bool return_counts=False, int? dim=None) -> (Tensor, Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('return_inverse', 'bool', False),
    Arg('return_counts', 'bool', False),
    Arg('dim', 'int?', None),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenUniqueConsecutiveOp(TorchOp):
    name = 'torch.aten.unique_consecutive'


@aten_op(
    'aten::unique_dim(Tensor self, int dim, bool sorted=True, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('sorted', 'bool', True),
    Arg('return_inverse', 'bool', False),
    Arg('return_counts', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenUniqueDimOp(TorchOp):
    name = 'torch.aten.unique_dim'


@aten_op(
    'aten::unique_dim_consecutive(Tensor self, int dim, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('return_inverse', 'bool', False),
    Arg('return_counts', 'bool', False),
    returns=('Tensor', 'Tensor', 'Tensor'),
)
class AtenUniqueDimConsecutiveOp(TorchOp):
    name = 'torch.aten.unique_dim_consecutive'


@aten_op(
    'aten::unsafe_chunk(Tensor self, int chunks, int dim=0) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('chunks', 'int'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenUnsafeChunkOp(TorchOp):
    name = 'torch.aten.unsafe_chunk'


@aten_op(
    'aten::unsafe_split.Tensor(Tensor self, SymInt split_size, int dim=0) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('split_size', 'int'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenUnsafeSplitTensorOp(TorchOp):
    name = 'torch.aten.unsafe_split.Tensor'


@aten_op(
    'aten::unsafe_split_with_sizes(Tensor self, SymInt[] split_sizes, int dim=0) -> Tensor[]',
    Arg('self', 'Tensor'),
    Arg('split_sizes', 'int[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenUnsafeSplitWithSizesOp(TorchOp):
    name = 'torch.aten.unsafe_split_with_sizes'


@aten_op(
    'aten::unsqueeze(Tensor(a) self, int dim) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenUnsqueezeOp(TorchOp):
    name = 'torch.aten.unsqueeze'


@aten_op(
    'aten::unsqueeze_copy(Tensor self, int dim) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenUnsqueezeCopyOp(TorchOp):
    name = 'torch.aten.unsqueeze_copy'


@aten_op(
    'aten::upsample_bicubic2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleBicubic2dOp(TorchOp):
    name = 'torch.aten.upsample_bicubic2d'


@aten_op(
    'aten::upsample_bicubic2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('align_corners', 'bool'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenUpsampleBicubic2dVecOp(TorchOp):
    name = 'torch.aten.upsample_bicubic2d.vec'


@aten_op(
    'aten::upsample_bicubic2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleBicubic2dBackwardOp(TorchOp):
    name = 'torch.aten.upsample_bicubic2d_backward'


@aten_op(
    'aten::upsample_bilinear2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleBilinear2dOp(TorchOp):
    name = 'torch.aten.upsample_bilinear2d'


@aten_op(
    'aten::upsample_bilinear2d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('align_corners', 'bool'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenUpsampleBilinear2dVecOp(TorchOp):
    name = 'torch.aten.upsample_bilinear2d.vec'


@aten_op(
    'aten::upsample_bilinear2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, bool align_corners, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleBilinear2dBackwardOp(TorchOp):
    name = 'torch.aten.upsample_bilinear2d_backward'


@aten_op(
    'aten::upsample_linear1d(Tensor self, SymInt[1] output_size, bool align_corners, float? scales=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleLinear1dOp(TorchOp):
    name = 'torch.aten.upsample_linear1d'


@aten_op(
    'aten::upsample_linear1d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('align_corners', 'bool'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenUpsampleLinear1dVecOp(TorchOp):
    name = 'torch.aten.upsample_linear1d.vec'


@aten_op(
    'aten::upsample_linear1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, bool align_corners, float? scales=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleLinear1dBackwardOp(TorchOp):
    name = 'torch.aten.upsample_linear1d_backward'


@aten_op(
    'aten::upsample_nearest1d(Tensor self, SymInt[1] output_size, float? scales=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('scales', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleNearest1dOp(TorchOp):
    name = 'torch.aten.upsample_nearest1d'


@aten_op(
    'aten::upsample_nearest1d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenUpsampleNearest1dVecOp(TorchOp):
    name = 'torch.aten.upsample_nearest1d.vec'


@aten_op(
    'aten::upsample_nearest1d_backward(Tensor grad_output, SymInt[1] output_size, SymInt[3] input_size, float? scales=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('scales', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleNearest1dBackwardOp(TorchOp):
    name = 'torch.aten.upsample_nearest1d_backward'


@aten_op(
    'aten::upsample_nearest2d(Tensor self, SymInt[2] output_size, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleNearest2dOp(TorchOp):
    name = 'torch.aten.upsample_nearest2d'


@aten_op(
    'aten::upsample_nearest2d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenUpsampleNearest2dVecOp(TorchOp):
    name = 'torch.aten.upsample_nearest2d.vec'


@aten_op(
    'aten::upsample_nearest2d_backward(Tensor grad_output, SymInt[2] output_size, SymInt[4] input_size, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleNearest2dBackwardOp(TorchOp):
    name = 'torch.aten.upsample_nearest2d_backward'


@aten_op(
    'aten::upsample_nearest3d(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('scales_d', 'float?', None),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleNearest3dOp(TorchOp):
    name = 'torch.aten.upsample_nearest3d'


@aten_op(
    'aten::upsample_nearest3d.vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenUpsampleNearest3dVecOp(TorchOp):
    name = 'torch.aten.upsample_nearest3d.vec'


@aten_op(
    'aten::upsample_nearest3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('scales_d', 'float?', None),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleNearest3dBackwardOp(TorchOp):
    name = 'torch.aten.upsample_nearest3d_backward'


@aten_op(
    'aten::upsample_trilinear3d(Tensor self, SymInt[3] output_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_d', 'float?', None),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleTrilinear3dOp(TorchOp):
    name = 'torch.aten.upsample_trilinear3d'


@aten_op(
    'aten::upsample_trilinear3d.vec(Tensor input, SymInt[]? output_size, bool align_corners, float[]? scale_factors) -> Tensor',
    Arg('input', 'Tensor'),
    Arg('output_size', 'int[]?'),
    Arg('align_corners', 'bool'),
    Arg('scale_factors', 'float[]?'),
    returns=('Tensor',),
)
class AtenUpsampleTrilinear3dVecOp(TorchOp):
    name = 'torch.aten.upsample_trilinear3d.vec'


@aten_op(
    'aten::upsample_trilinear3d_backward(Tensor grad_output, SymInt[3] output_size, SymInt[5] input_size, bool align_corners, float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor',
    Arg('grad_output', 'Tensor'),
    Arg('output_size', 'int[]'),
    Arg('input_size', 'int[]'),
    Arg('align_corners', 'bool'),
    Arg('scales_d', 'float?', None),
    Arg('scales_h', 'float?', None),
    Arg('scales_w', 'float?', None),
    returns=('Tensor',),
)
class AtenUpsampleTrilinear3dBackwardOp(TorchOp):
    name = 'torch.aten.upsample_trilinear3d_backward'


@aten_op(
    'aten::value_selecting_reduction_backward(Tensor grad, int dim, Tensor indices, SymInt[] sizes, bool keepdim) -> Tensor',
    Arg('grad', 'Tensor'),
    Arg('dim', 'int'),
    Arg('indices', 'Tensor'),
    Arg('sizes', 'int[]'),
    Arg('keepdim', 'bool'),
    returns=('Tensor',),
)
class AtenValueSelectingReductionBackwardOp(TorchOp):
    name = 'torch.aten.value_selecting_reduction_backward'


@aten_op(
    'aten::values(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenValuesOp(TorchOp):
    name = 'torch.aten.values'


@aten_op(
    'aten::values_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenValuesCopyOp(TorchOp):
    name = 'torch.aten.values_copy'


@aten_op(
    'aten::vander(Tensor x, int? N=None, bool increasing=False) -> Tensor',
    Arg('x', 'Tensor'),
    Arg('N', 'int?', None),
    Arg('increasing', 'bool', False),
    returns=('Tensor',),
)
class AtenVanderOp(TorchOp):
    name = 'torch.aten.vander'


@aten_op(
    'aten::var(Tensor self, bool unbiased=True) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('unbiased', 'bool', True),
    returns=('Tensor',),
)
class AtenVarOp(TorchOp):
    name = 'torch.aten.var'


@aten_op(
    'aten::var.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?', None),
    Arg('correction', 'Scalar?', None),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenVarCorrectionOp(TorchOp):
    name = 'torch.aten.var.correction'


@aten_op(
    'aten::var.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?'),
    Arg('unbiased', 'bool', True),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenVarDimOp(TorchOp):
    name = 'torch.aten.var.dim'


@aten_op(
    'aten::var_mean(Tensor self, bool unbiased=True) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('unbiased', 'bool', True),
    returns=('Tensor', 'Tensor'),
)
class AtenVarMeanOp(TorchOp):
    name = 'torch.aten.var_mean'


@aten_op(
    'aten::var_mean.correction(Tensor self, int[1]? dim=None, *, Scalar? correction=None, bool keepdim=False) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?', None),
    Arg('correction', 'Scalar?', None),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenVarMeanCorrectionOp(TorchOp):
    name = 'torch.aten.var_mean.correction'


@aten_op(
    'aten::var_mean.dim(Tensor self, int[1]? dim, bool unbiased=True, bool keepdim=False) -> (Tensor, Tensor)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]?'),
    Arg('unbiased', 'bool', True),
    Arg('keepdim', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenVarMeanDimOp(TorchOp):
    name = 'torch.aten.var_mean.dim'


@aten_op(
    'aten::vdot(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenVdotOp(TorchOp):
    name = 'torch.aten.vdot'


@aten_op(
    'aten::view(Tensor(a) self, SymInt[] size) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    returns=('Tensor',),
)
class AtenViewOp(TorchOp):
    name = 'torch.aten.view'


@aten_op(
    'aten::view.dtype(Tensor(a) self, ScalarType dtype) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenViewDtypeOp(TorchOp):
    name = 'torch.aten.view.dtype'


@aten_op(
    'aten::view_as(Tensor(a) self, Tensor other) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenViewAsOp(TorchOp):
    name = 'torch.aten.view_as'


@aten_op(
    'aten::view_as_complex(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenViewAsComplexOp(TorchOp):
    name = 'torch.aten.view_as_complex'


@aten_op(
    'aten::view_as_complex_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenViewAsComplexCopyOp(TorchOp):
    name = 'torch.aten.view_as_complex_copy'


@aten_op(
    'aten::view_as_real(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenViewAsRealOp(TorchOp):
    name = 'torch.aten.view_as_real'


@aten_op(
    'aten::view_as_real_copy(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenViewAsRealCopyOp(TorchOp):
    name = 'torch.aten.view_as_real_copy'


@aten_op(
    'aten::view_copy(Tensor self, SymInt[] size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    returns=('Tensor',),
)
class AtenViewCopyOp(TorchOp):
    name = 'torch.aten.view_copy'


@aten_op(
    'aten::view_copy.dtype(Tensor self, ScalarType dtype) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType'),
    returns=('Tensor',),
)
class AtenViewCopyDtypeOp(TorchOp):
    name = 'torch.aten.view_copy.dtype'


@aten_op(
    'aten::vsplit.array(Tensor(a -> *) self, int[] indices) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('indices', 'int[]'),
    returns=('Tensor[]',),
)
class AtenVsplitArrayOp(TorchOp):
    name = 'torch.aten.vsplit.array'


@aten_op(
    'aten::vsplit.int(Tensor(a -> *) self, int sections) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('sections', 'int'),
    returns=('Tensor[]',),
)
class AtenVsplitIntOp(TorchOp):
    name = 'torch.aten.vsplit.int'


@aten_op(
    'aten::vstack(Tensor[] tensors) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    returns=('Tensor',),
)
class AtenVstackOp(TorchOp):
    name = 'torch.aten.vstack'


@aten_op(
    'aten::where(Tensor condition) -> Tensor[]',
    Arg('condition', 'Tensor'),
    returns=('Tensor[]',),
)
class AtenWhereOp(TorchOp):
    name = 'torch.aten.where'


@aten_op(
    'aten::where.Scalar(Tensor condition, Scalar self, Scalar other) -> Tensor',
    Arg('condition', 'Tensor'),
    Arg('self', 'Scalar'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenWhereScalarOp(TorchOp):
    name = 'torch.aten.where.Scalar'


@aten_op(
    'aten::where.ScalarOther(Tensor condition, Tensor self, Scalar other) -> Tensor',
    Arg('condition', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenWhereScalarOtherOp(TorchOp):
    name = 'torch.aten.where.ScalarOther'


@aten_op(
    'aten::where.ScalarSelf(Tensor condition, Scalar self, Tensor other) -> Tensor',
    Arg('condition', 'Tensor'),
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenWhereScalarSelfOp(TorchOp):
    name = 'torch.aten.where.ScalarSelf'


@aten_op(
    'aten::where.self(Tensor condition, Tensor self, Tensor other) -> Tensor',
    Arg('condition', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenWhereSelfOp(TorchOp):
    name = 'torch.aten.where.self'


@aten_op(
    'aten::xlogy.Scalar_Other(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenXlogyScalarOtherOp(TorchOp):
    name = 'torch.aten.xlogy.Scalar_Other'


@aten_op(
    'aten::xlogy.Scalar_Self(Scalar self, Tensor other) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenXlogyScalarSelfOp(TorchOp):
    name = 'torch.aten.xlogy.Scalar_Self'


@aten_op(
    'aten::xlogy.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenXlogyTensorOp(TorchOp):
    name = 'torch.aten.xlogy.Tensor'


@aten_op(
    'aten::zero(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenZeroOp(TorchOp):
    name = 'torch.aten.zero'


@aten_op(
    'aten::zeros(SymInt[] size, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None) -> Tensor',
    Arg('size', 'int[]'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    returns=('Tensor',),
)
class AtenZerosOp(TorchOp):
    name = 'torch.aten.zeros'


@aten_op(
    'aten::zeros_like(Tensor self, *, ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dtype', 'ScalarType?', None),
    Arg('layout', 'Layout?', None),
    Arg('device', 'Device?', None),
    Arg('pin_memory', 'bool?', None),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenZerosLikeOp(TorchOp):
    name = 'torch.aten.zeros_like'


TORCH_OPS: dict[str, type[TorchOp]] = {
    'torch.aten.__and__.Scalar': AtenPrivateAndScalarOp,
    'torch.aten.__and__.Tensor': AtenPrivateAndTensorOp,
    'torch.aten.__interpolate': AtenPrivateInterpolateOp,
    'torch.aten.__interpolate.scale_list': AtenPrivateInterpolateScaleListOp,
    'torch.aten.__interpolate.size_list': AtenPrivateInterpolateSizeListOp,
    'torch.aten.__interpolate.size_list_scale_list': AtenPrivateInterpolateSizeListScaleListOp,
    'torch.aten.__lshift__.Scalar': AtenPrivateLshiftScalarOp,
    'torch.aten.__lshift__.Tensor': AtenPrivateLshiftTensorOp,
    'torch.aten.__or__.Scalar': AtenPrivateOrScalarOp,
    'torch.aten.__or__.Tensor': AtenPrivateOrTensorOp,
    'torch.aten.__rshift__.Scalar': AtenPrivateRshiftScalarOp,
    'torch.aten.__rshift__.Tensor': AtenPrivateRshiftTensorOp,
    'torch.aten.__upsample': AtenPrivateUpsampleOp,
    'torch.aten.__upsample.size_list': AtenPrivateUpsampleSizeListOp,
    'torch.aten.__upsample_bilinear': AtenPrivateUpsampleBilinearOp,
    'torch.aten.__upsample_bilinear.scale_list': AtenPrivateUpsampleBilinearScaleListOp,
    'torch.aten.__upsample_bilinear.size_list': AtenPrivateUpsampleBilinearSizeListOp,
    'torch.aten.__upsample_bilinear.size_list_scale_list': AtenPrivateUpsampleBilinearSizeListScaleListOp,
    'torch.aten.__upsample_nearest': AtenPrivateUpsampleNearestOp,
    'torch.aten.__upsample_nearest.size_list': AtenPrivateUpsampleNearestSizeListOp,
    'torch.aten.__xor__.Scalar': AtenPrivateXorScalarOp,
    'torch.aten.__xor__.Tensor': AtenPrivateXorTensorOp,
    'torch.aten._adaptive_avg_pool2d': AtenPrivateAdaptiveAvgPool2dOp,
    'torch.aten._adaptive_avg_pool2d_backward': AtenPrivateAdaptiveAvgPool2dBackwardOp,
    'torch.aten._adaptive_avg_pool3d': AtenPrivateAdaptiveAvgPool3dOp,
    'torch.aten._adaptive_avg_pool3d_backward': AtenPrivateAdaptiveAvgPool3dBackwardOp,
    'torch.aten._add_batch_dim': AtenPrivateAddBatchDimOp,
    'torch.aten._add_relu.Scalar': AtenPrivateAddReluScalarOp,
    'torch.aten._add_relu.Tensor': AtenPrivateAddReluTensorOp,
    'torch.aten._addmm_activation': AtenPrivateAddmmActivationOp,
    'torch.aten._aminmax': AtenPrivateAminmaxOp,
    'torch.aten._aminmax.dim': AtenPrivateAminmaxDimOp,
    'torch.aten._amp_update_scale': AtenPrivateAmpUpdateScaleOp,
    'torch.aten._autocast_to_full_precision': AtenPrivateAutocastToFullPrecisionOp,
    'torch.aten._autocast_to_reduced_precision': AtenPrivateAutocastToReducedPrecisionOp,
    'torch.aten._batch_norm_impl_index': AtenPrivateBatchNormImplIndexOp,
    'torch.aten._batch_norm_impl_index_backward': AtenPrivateBatchNormImplIndexBackwardOp,
    'torch.aten._batch_norm_no_update': AtenPrivateBatchNormNoUpdateOp,
    'torch.aten._batch_norm_with_update_functional': AtenPrivateBatchNormWithUpdateFunctionalOp,
    'torch.aten._cast_Byte': AtenPrivateCastByteOp,
    'torch.aten._cast_Char': AtenPrivateCastCharOp,
    'torch.aten._cast_Double': AtenPrivateCastDoubleOp,
    'torch.aten._cast_Float': AtenPrivateCastFloatOp,
    'torch.aten._cast_Half': AtenPrivateCastHalfOp,
    'torch.aten._cast_Int': AtenPrivateCastIntOp,
    'torch.aten._cast_Long': AtenPrivateCastLongOp,
    'torch.aten._cast_Short': AtenPrivateCastShortOp,
    'torch.aten._cdist_backward': AtenPrivateCdistBackwardOp,
    'torch.aten._cdist_forward': AtenPrivateCdistForwardOp,
    'torch.aten._cholesky_solve_helper': AtenPrivateCholeskySolveHelperOp,
    'torch.aten._chunk_cat': AtenPrivateChunkCatOp,
    'torch.aten._coalesce': AtenPrivateCoalesceOp,
    'torch.aten._coalesced': AtenPrivateCoalescedOp,
    'torch.aten._compute_linear_combination': AtenPrivateComputeLinearCombinationOp,
    'torch.aten._conj': AtenPrivateConjOp,
    'torch.aten._conj_copy': AtenPrivateConjCopyOp,
    'torch.aten._conj_physical': AtenPrivateConjPhysicalOp,
    'torch.aten._conv_depthwise2d': AtenPrivateConvDepthwise2dOp,
    'torch.aten._convert_indices_from_coo_to_csr': AtenPrivateConvertIndicesFromCooToCsrOp,
    'torch.aten._convert_indices_from_csr_to_coo': AtenPrivateConvertIndicesFromCsrToCooOp,
    'torch.aten._convert_weight_to_int4pack': AtenPrivateConvertWeightToInt4packOp,
    'torch.aten._convert_weight_to_int4pack_for_cpu': AtenPrivateConvertWeightToInt4packForCpuOp,
    'torch.aten._convolution': AtenPrivateConvolutionOp,
    'torch.aten._convolution.deprecated': AtenPrivateConvolutionDeprecatedOp,
    'torch.aten._convolution_double_backward': AtenPrivateConvolutionDoubleBackwardOp,
    'torch.aten._convolution_mode': AtenPrivateConvolutionModeOp,
    'torch.aten._copy_from': AtenPrivateCopyFromOp,
    'torch.aten._copy_from_and_resize': AtenPrivateCopyFromAndResizeOp,
    'torch.aten._cslt_compress': AtenPrivateCsltCompressOp,
    'torch.aten._cslt_sparse_mm': AtenPrivateCsltSparseMmOp,
    'torch.aten._ctc_loss': AtenPrivateCtcLossOp,
    'torch.aten._ctc_loss.Tensor': AtenPrivateCtcLossTensorOp,
    'torch.aten._ctc_loss_backward': AtenPrivateCtcLossBackwardOp,
    'torch.aten._ctc_loss_backward.Tensor': AtenPrivateCtcLossBackwardTensorOp,
    'torch.aten._cudnn_attention_backward': AtenPrivateCudnnAttentionBackwardOp,
    'torch.aten._cudnn_attention_forward': AtenPrivateCudnnAttentionForwardOp,
    'torch.aten._cudnn_ctc_loss': AtenPrivateCudnnCtcLossOp,
    'torch.aten._cudnn_ctc_loss.Tensor': AtenPrivateCudnnCtcLossTensorOp,
    'torch.aten._cudnn_init_dropout_state': AtenPrivateCudnnInitDropoutStateOp,
    'torch.aten._cudnn_rnn': AtenPrivateCudnnRnnOp,
    'torch.aten._cudnn_rnn_flatten_weight': AtenPrivateCudnnRnnFlattenWeightOp,
    'torch.aten._dim_arange': AtenPrivateDimArangeOp,
    'torch.aten._dirichlet_grad': AtenPrivateDirichletGradOp,
    'torch.aten._dyn_quant_matmul_4bit': AtenPrivateDynQuantMatmul4bitOp,
    'torch.aten._dyn_quant_pack_4bit_weight': AtenPrivateDynQuantPack4bitWeightOp,
    'torch.aten._efficient_attention_backward': AtenPrivateEfficientAttentionBackwardOp,
    'torch.aten._efficient_attention_forward': AtenPrivateEfficientAttentionForwardOp,
    'torch.aten._efficientzerotensor': AtenPrivateEfficientzerotensorOp,
    'torch.aten._embedding_bag': AtenPrivateEmbeddingBagOp,
    'torch.aten._embedding_bag_backward': AtenPrivateEmbeddingBagBackwardOp,
    'torch.aten._embedding_bag_dense_backward': AtenPrivateEmbeddingBagDenseBackwardOp,
    'torch.aten._embedding_bag_forward_only': AtenPrivateEmbeddingBagForwardOnlyOp,
    'torch.aten._embedding_bag_per_sample_weights_backward': AtenPrivateEmbeddingBagPerSampleWeightsBackwardOp,
    'torch.aten._embedding_bag_sparse_backward': AtenPrivateEmbeddingBagSparseBackwardOp,
    'torch.aten._empty_affine_quantized': AtenPrivateEmptyAffineQuantizedOp,
    'torch.aten._empty_per_channel_affine_quantized': AtenPrivateEmptyPerChannelAffineQuantizedOp,
    'torch.aten._euclidean_dist': AtenPrivateEuclideanDistOp,
    'torch.aten._fake_quantize_learnable_per_channel_affine': AtenPrivateFakeQuantizeLearnablePerChannelAffineOp,
    'torch.aten._fake_quantize_learnable_per_channel_affine_backward': AtenPrivateFakeQuantizeLearnablePerChannelAffineBackwardOp,
    'torch.aten._fake_quantize_learnable_per_tensor_affine': AtenPrivateFakeQuantizeLearnablePerTensorAffineOp,
    'torch.aten._fake_quantize_learnable_per_tensor_affine_backward': AtenPrivateFakeQuantizeLearnablePerTensorAffineBackwardOp,
    'torch.aten._fake_quantize_per_tensor_affine_cachemask_tensor_qparams': AtenPrivateFakeQuantizePerTensorAffineCachemaskTensorQparamsOp,
    'torch.aten._fft_c2c': AtenPrivateFftC2cOp,
    'torch.aten._fft_c2r': AtenPrivateFftC2rOp,
    'torch.aten._fft_r2c': AtenPrivateFftR2cOp,
    'torch.aten._flash_attention_backward': AtenPrivateFlashAttentionBackwardOp,
    'torch.aten._flash_attention_forward': AtenPrivateFlashAttentionForwardOp,
    'torch.aten._flash_attention_forward.quantized': AtenPrivateFlashAttentionForwardQuantizedOp,
    'torch.aten._foobar': AtenPrivateFoobarOp,
    'torch.aten._foreach_abs': AtenPrivateForeachAbsOp,
    'torch.aten._foreach_acos': AtenPrivateForeachAcosOp,
    'torch.aten._foreach_add.List': AtenPrivateForeachAddListOp,
    'torch.aten._foreach_add.Scalar': AtenPrivateForeachAddScalarOp,
    'torch.aten._foreach_add.ScalarList': AtenPrivateForeachAddScalarListOp,
    'torch.aten._foreach_add.Tensor': AtenPrivateForeachAddTensorOp,
    'torch.aten._foreach_addcdiv.Scalar': AtenPrivateForeachAddcdivScalarOp,
    'torch.aten._foreach_addcdiv.ScalarList': AtenPrivateForeachAddcdivScalarListOp,
    'torch.aten._foreach_addcdiv.Tensor': AtenPrivateForeachAddcdivTensorOp,
    'torch.aten._foreach_addcmul.Scalar': AtenPrivateForeachAddcmulScalarOp,
    'torch.aten._foreach_addcmul.ScalarList': AtenPrivateForeachAddcmulScalarListOp,
    'torch.aten._foreach_addcmul.Tensor': AtenPrivateForeachAddcmulTensorOp,
    'torch.aten._foreach_asin': AtenPrivateForeachAsinOp,
    'torch.aten._foreach_atan': AtenPrivateForeachAtanOp,
    'torch.aten._foreach_ceil': AtenPrivateForeachCeilOp,
    'torch.aten._foreach_clamp_max.List': AtenPrivateForeachClampMaxListOp,
    'torch.aten._foreach_clamp_max.Scalar': AtenPrivateForeachClampMaxScalarOp,
    'torch.aten._foreach_clamp_max.ScalarList': AtenPrivateForeachClampMaxScalarListOp,
    'torch.aten._foreach_clamp_min.List': AtenPrivateForeachClampMinListOp,
    'torch.aten._foreach_clamp_min.Scalar': AtenPrivateForeachClampMinScalarOp,
    'torch.aten._foreach_clamp_min.ScalarList': AtenPrivateForeachClampMinScalarListOp,
    'torch.aten._foreach_clone': AtenPrivateForeachCloneOp,
    'torch.aten._foreach_copy': AtenPrivateForeachCopyOp,
    'torch.aten._foreach_cos': AtenPrivateForeachCosOp,
    'torch.aten._foreach_cosh': AtenPrivateForeachCoshOp,
    'torch.aten._foreach_div.List': AtenPrivateForeachDivListOp,
    'torch.aten._foreach_div.Scalar': AtenPrivateForeachDivScalarOp,
    'torch.aten._foreach_div.ScalarList': AtenPrivateForeachDivScalarListOp,
    'torch.aten._foreach_div.Tensor': AtenPrivateForeachDivTensorOp,
    'torch.aten._foreach_erf': AtenPrivateForeachErfOp,
    'torch.aten._foreach_erfc': AtenPrivateForeachErfcOp,
    'torch.aten._foreach_exp': AtenPrivateForeachExpOp,
    'torch.aten._foreach_expm1': AtenPrivateForeachExpm1Op,
    'torch.aten._foreach_floor': AtenPrivateForeachFloorOp,
    'torch.aten._foreach_frac': AtenPrivateForeachFracOp,
    'torch.aten._foreach_lerp.List': AtenPrivateForeachLerpListOp,
    'torch.aten._foreach_lerp.Scalar': AtenPrivateForeachLerpScalarOp,
    'torch.aten._foreach_lerp.ScalarList': AtenPrivateForeachLerpScalarListOp,
    'torch.aten._foreach_lgamma': AtenPrivateForeachLgammaOp,
    'torch.aten._foreach_log': AtenPrivateForeachLogOp,
    'torch.aten._foreach_log10': AtenPrivateForeachLog10Op,
    'torch.aten._foreach_log1p': AtenPrivateForeachLog1pOp,
    'torch.aten._foreach_log2': AtenPrivateForeachLog2Op,
    'torch.aten._foreach_max': AtenPrivateForeachMaxOp,
    'torch.aten._foreach_maximum.List': AtenPrivateForeachMaximumListOp,
    'torch.aten._foreach_maximum.Scalar': AtenPrivateForeachMaximumScalarOp,
    'torch.aten._foreach_maximum.ScalarList': AtenPrivateForeachMaximumScalarListOp,
    'torch.aten._foreach_minimum.List': AtenPrivateForeachMinimumListOp,
    'torch.aten._foreach_minimum.Scalar': AtenPrivateForeachMinimumScalarOp,
    'torch.aten._foreach_minimum.ScalarList': AtenPrivateForeachMinimumScalarListOp,
    'torch.aten._foreach_mm': AtenPrivateForeachMmOp,
    'torch.aten._foreach_mul.List': AtenPrivateForeachMulListOp,
    'torch.aten._foreach_mul.Scalar': AtenPrivateForeachMulScalarOp,
    'torch.aten._foreach_mul.ScalarList': AtenPrivateForeachMulScalarListOp,
    'torch.aten._foreach_mul.Tensor': AtenPrivateForeachMulTensorOp,
    'torch.aten._foreach_neg': AtenPrivateForeachNegOp,
    'torch.aten._foreach_norm.Scalar': AtenPrivateForeachNormScalarOp,
    'torch.aten._foreach_pow.List': AtenPrivateForeachPowListOp,
    'torch.aten._foreach_pow.Scalar': AtenPrivateForeachPowScalarOp,
    'torch.aten._foreach_pow.ScalarAndTensor': AtenPrivateForeachPowScalarAndTensorOp,
    'torch.aten._foreach_pow.ScalarList': AtenPrivateForeachPowScalarListOp,
    'torch.aten._foreach_powsum.Scalar': AtenPrivateForeachPowsumScalarOp,
    'torch.aten._foreach_reciprocal': AtenPrivateForeachReciprocalOp,
    'torch.aten._foreach_round': AtenPrivateForeachRoundOp,
    'torch.aten._foreach_rsqrt': AtenPrivateForeachRsqrtOp,
    'torch.aten._foreach_sigmoid': AtenPrivateForeachSigmoidOp,
    'torch.aten._foreach_sign': AtenPrivateForeachSignOp,
    'torch.aten._foreach_sin': AtenPrivateForeachSinOp,
    'torch.aten._foreach_sinh': AtenPrivateForeachSinhOp,
    'torch.aten._foreach_sqrt': AtenPrivateForeachSqrtOp,
    'torch.aten._foreach_sub.List': AtenPrivateForeachSubListOp,
    'torch.aten._foreach_sub.Scalar': AtenPrivateForeachSubScalarOp,
    'torch.aten._foreach_sub.ScalarList': AtenPrivateForeachSubScalarListOp,
    'torch.aten._foreach_tan': AtenPrivateForeachTanOp,
    'torch.aten._foreach_tanh': AtenPrivateForeachTanhOp,
    'torch.aten._foreach_trunc': AtenPrivateForeachTruncOp,
    'torch.aten._foreach_zero': AtenPrivateForeachZeroOp,
    'torch.aten._functional_assert_async.msg': AtenPrivateFunctionalAssertAsyncMsgOp,
    'torch.aten._functional_assert_scalar': AtenPrivateFunctionalAssertScalarOp,
    'torch.aten._functional_sym_constrain_range': AtenPrivateFunctionalSymConstrainRangeOp,
    'torch.aten._functional_sym_constrain_range_for_size': AtenPrivateFunctionalSymConstrainRangeForSizeOp,
    'torch.aten._fused_dropout': AtenPrivateFusedDropoutOp,
    'torch.aten._fused_moving_avg_obs_fq_helper_functional': AtenPrivateFusedMovingAvgObsFqHelperFunctionalOp,
    'torch.aten._fused_rms_norm': AtenPrivateFusedRmsNormOp,
    'torch.aten._fused_rms_norm_backward': AtenPrivateFusedRmsNormBackwardOp,
    'torch.aten._fw_primal': AtenPrivateFwPrimalOp,
    'torch.aten._fw_primal_copy': AtenPrivateFwPrimalCopyOp,
    'torch.aten._gather_sparse_backward': AtenPrivateGatherSparseBackwardOp,
    'torch.aten._grad_sum_to_size': AtenPrivateGradSumToSizeOp,
    'torch.aten._grid_sampler_2d_cpu_fallback': AtenPrivateGridSampler2dCpuFallbackOp,
    'torch.aten._grid_sampler_2d_cpu_fallback_backward': AtenPrivateGridSampler2dCpuFallbackBackwardOp,
    'torch.aten._grouped_mm': AtenPrivateGroupedMmOp,
    'torch.aten._histogramdd_bin_edges': AtenPrivateHistogramddBinEdgesOp,
    'torch.aten._histogramdd_from_bin_cts': AtenPrivateHistogramddFromBinCtsOp,
    'torch.aten._histogramdd_from_bin_tensors': AtenPrivateHistogramddFromBinTensorsOp,
    'torch.aten._index_put_impl': AtenPrivateIndexPutImplOp,
    'torch.aten._indices': AtenPrivateIndicesOp,
    'torch.aten._indices_copy': AtenPrivateIndicesCopyOp,
    'torch.aten._int_mm': AtenPrivateIntMmOp,
    'torch.aten._is_all_true': AtenPrivateIsAllTrueOp,
    'torch.aten._is_any_true': AtenPrivateIsAnyTrueOp,
    'torch.aten._jagged_to_padded_dense_forward': AtenPrivateJaggedToPaddedDenseForwardOp,
    'torch.aten._lazy_clone': AtenPrivateLazyCloneOp,
    'torch.aten._linalg_det': AtenPrivateLinalgDetOp,
    'torch.aten._linalg_eigh': AtenPrivateLinalgEighOp,
    'torch.aten._linalg_eigvals': AtenPrivateLinalgEigvalsOp,
    'torch.aten._linalg_slogdet': AtenPrivateLinalgSlogdetOp,
    'torch.aten._linalg_solve_ex': AtenPrivateLinalgSolveExOp,
    'torch.aten._linalg_svd': AtenPrivateLinalgSvdOp,
    'torch.aten._list_to_tensor': AtenPrivateListToTensorOp,
    'torch.aten._log_softmax': AtenPrivateLogSoftmaxOp,
    'torch.aten._log_softmax_backward_data': AtenPrivateLogSoftmaxBackwardDataOp,
    'torch.aten._logcumsumexp': AtenPrivateLogcumsumexpOp,
    'torch.aten._lstm_mps': AtenPrivateLstmMpsOp,
    'torch.aten._lu_with_info': AtenPrivateLuWithInfoOp,
    'torch.aten._make_dep_token': AtenPrivateMakeDepTokenOp,
    'torch.aten._make_dual': AtenPrivateMakeDualOp,
    'torch.aten._make_dual_copy': AtenPrivateMakeDualCopyOp,
    'torch.aten._make_per_channel_quantized_tensor': AtenPrivateMakePerChannelQuantizedTensorOp,
    'torch.aten._make_per_tensor_quantized_tensor': AtenPrivateMakePerTensorQuantizedTensorOp,
    'torch.aten._masked_scale': AtenPrivateMaskedScaleOp,
    'torch.aten._masked_softmax': AtenPrivateMaskedSoftmaxOp,
    'torch.aten._masked_softmax_backward': AtenPrivateMaskedSoftmaxBackwardOp,
    'torch.aten._mixed_dtypes_linear': AtenPrivateMixedDtypesLinearOp,
    'torch.aten._mkldnn_reshape': AtenPrivateMkldnnReshapeOp,
    'torch.aten._mkldnn_transpose': AtenPrivateMkldnnTransposeOp,
    'torch.aten._mps_convolution': AtenPrivateMpsConvolutionOp,
    'torch.aten._mps_convolution_transpose': AtenPrivateMpsConvolutionTransposeOp,
    'torch.aten._native_batch_norm_legit.no_stats': AtenPrivateNativeBatchNormLegitNoStatsOp,
    'torch.aten._native_batch_norm_legit_functional': AtenPrivateNativeBatchNormLegitFunctionalOp,
    'torch.aten._native_batch_norm_legit_no_training': AtenPrivateNativeBatchNormLegitNoTrainingOp,
    'torch.aten._native_multi_head_attention': AtenPrivateNativeMultiHeadAttentionOp,
    'torch.aten._ncf_unsqueeze': AtenPrivateNcfUnsqueezeOp,
    'torch.aten._ncf_view': AtenPrivateNcfViewOp,
    'torch.aten._neg_view': AtenPrivateNegViewOp,
    'torch.aten._neg_view_copy': AtenPrivateNegViewCopyOp,
    'torch.aten._nested_compute_contiguous_strides_offsets': AtenPrivateNestedComputeContiguousStridesOffsetsOp,
    'torch.aten._nested_from_padded': AtenPrivateNestedFromPaddedOp,
    'torch.aten._nested_from_padded_and_nested_example': AtenPrivateNestedFromPaddedAndNestedExampleOp,
    'torch.aten._nested_from_padded_tensor': AtenPrivateNestedFromPaddedTensorOp,
    'torch.aten._nested_get_jagged_dummy': AtenPrivateNestedGetJaggedDummyOp,
    'torch.aten._nested_get_lengths': AtenPrivateNestedGetLengthsOp,
    'torch.aten._nested_get_max_seqlen': AtenPrivateNestedGetMaxSeqlenOp,
    'torch.aten._nested_get_min_seqlen': AtenPrivateNestedGetMinSeqlenOp,
    'torch.aten._nested_get_offsets': AtenPrivateNestedGetOffsetsOp,
    'torch.aten._nested_get_values': AtenPrivateNestedGetValuesOp,
    'torch.aten._nested_get_values_copy': AtenPrivateNestedGetValuesCopyOp,
    'torch.aten._nested_select_backward': AtenPrivateNestedSelectBackwardOp,
    'torch.aten._nested_sum_backward': AtenPrivateNestedSumBackwardOp,
    'torch.aten._nested_tensor_from_mask': AtenPrivateNestedTensorFromMaskOp,
    'torch.aten._nested_tensor_from_tensor_list': AtenPrivateNestedTensorFromTensorListOp,
    'torch.aten._nested_tensor_size': AtenPrivateNestedTensorSizeOp,
    'torch.aten._nested_tensor_softmax_with_shape': AtenPrivateNestedTensorSoftmaxWithShapeOp,
    'torch.aten._nested_tensor_storage_offsets': AtenPrivateNestedTensorStorageOffsetsOp,
    'torch.aten._nested_tensor_strides': AtenPrivateNestedTensorStridesOp,
    'torch.aten._nested_view_from_buffer': AtenPrivateNestedViewFromBufferOp,
    'torch.aten._nested_view_from_buffer_copy': AtenPrivateNestedViewFromBufferCopyOp,
    'torch.aten._nested_view_from_jagged': AtenPrivateNestedViewFromJaggedOp,
    'torch.aten._nested_view_from_jagged_copy': AtenPrivateNestedViewFromJaggedCopyOp,
    'torch.aten._new_zeros_with_same_feature_meta': AtenPrivateNewZerosWithSameFeatureMetaOp,
    'torch.aten._nnpack_spatial_convolution': AtenPrivateNnpackSpatialConvolutionOp,
    'torch.aten._no_grad_embedding_renorm_': AtenPrivateNoGradEmbeddingRenormOp,
    'torch.aten._pack_padded_sequence': AtenPrivatePackPaddedSequenceOp,
    'torch.aten._pack_padded_sequence_backward': AtenPrivatePackPaddedSequenceBackwardOp,
    'torch.aten._pad_circular': AtenPrivatePadCircularOp,
    'torch.aten._pad_enum': AtenPrivatePadEnumOp,
    'torch.aten._pad_packed_sequence': AtenPrivatePadPackedSequenceOp,
    'torch.aten._padded_dense_to_jagged_forward': AtenPrivatePaddedDenseToJaggedForwardOp,
    'torch.aten._pdist_backward': AtenPrivatePdistBackwardOp,
    'torch.aten._pdist_forward': AtenPrivatePdistForwardOp,
    'torch.aten._philox_key_fold_in': AtenPrivatePhiloxKeyFoldInOp,
    'torch.aten._philox_key_split': AtenPrivatePhiloxKeySplitOp,
    'torch.aten._philox_normal': AtenPrivatePhiloxNormalOp,
    'torch.aten._philox_uniform': AtenPrivatePhiloxUniformOp,
    'torch.aten._pin_memory': AtenPrivatePinMemoryOp,
    'torch.aten._prelu_kernel': AtenPrivatePreluKernelOp,
    'torch.aten._prelu_kernel_backward': AtenPrivatePreluKernelBackwardOp,
    'torch.aten._remove_batch_dim': AtenPrivateRemoveBatchDimOp,
    'torch.aten._reshape_alias': AtenPrivateReshapeAliasOp,
    'torch.aten._reshape_alias_copy': AtenPrivateReshapeAliasCopyOp,
    'torch.aten._reshape_copy': AtenPrivateReshapeCopyOp,
    'torch.aten._reshape_from_tensor': AtenPrivateReshapeFromTensorOp,
    'torch.aten._resize_output': AtenPrivateResizeOutputOp,
    'torch.aten._rowwise_prune': AtenPrivateRowwisePruneOp,
    'torch.aten._safe_softmax': AtenPrivateSafeSoftmaxOp,
    'torch.aten._sample_dirichlet': AtenPrivateSampleDirichletOp,
    'torch.aten._saturate_weight_to_fp16': AtenPrivateSaturateWeightToFp16Op,
    'torch.aten._scaled_dot_product_attention_math': AtenPrivateScaledDotProductAttentionMathOp,
    'torch.aten._scaled_dot_product_attention_math_for_mps': AtenPrivateScaledDotProductAttentionMathForMpsOp,
    'torch.aten._scaled_dot_product_cudnn_attention': AtenPrivateScaledDotProductCudnnAttentionOp,
    'torch.aten._scaled_dot_product_cudnn_attention_backward': AtenPrivateScaledDotProductCudnnAttentionBackwardOp,
    'torch.aten._scaled_dot_product_efficient_attention': AtenPrivateScaledDotProductEfficientAttentionOp,
    'torch.aten._scaled_dot_product_efficient_attention_backward': AtenPrivateScaledDotProductEfficientAttentionBackwardOp,
    'torch.aten._scaled_dot_product_flash_attention': AtenPrivateScaledDotProductFlashAttentionOp,
    'torch.aten._scaled_dot_product_flash_attention.quantized': AtenPrivateScaledDotProductFlashAttentionQuantizedOp,
    'torch.aten._scaled_dot_product_flash_attention_backward': AtenPrivateScaledDotProductFlashAttentionBackwardOp,
    'torch.aten._scaled_dot_product_flash_attention_for_cpu': AtenPrivateScaledDotProductFlashAttentionForCpuOp,
    'torch.aten._scaled_dot_product_flash_attention_for_cpu_backward': AtenPrivateScaledDotProductFlashAttentionForCpuBackwardOp,
    'torch.aten._scaled_dot_product_fused_attention_overrideable': AtenPrivateScaledDotProductFusedAttentionOverrideableOp,
    'torch.aten._scaled_dot_product_fused_attention_overrideable_backward': AtenPrivateScaledDotProductFusedAttentionOverrideableBackwardOp,
    'torch.aten._scaled_grouped_mm': AtenPrivateScaledGroupedMmOp,
    'torch.aten._scaled_grouped_mm_v2': AtenPrivateScaledGroupedMmV2Op,
    'torch.aten._scaled_mm': AtenPrivateScaledMmOp,
    'torch.aten._scaled_mm_v2': AtenPrivateScaledMmV2Op,
    'torch.aten._segment_reduce_backward': AtenPrivateSegmentReduceBackwardOp,
    'torch.aten._shape_as_tensor': AtenPrivateShapeAsTensorOp,
    'torch.aten._slow_conv2d_backward.output_mask': AtenPrivateSlowConv2dBackwardOutputMaskOp,
    'torch.aten._slow_conv2d_forward': AtenPrivateSlowConv2dForwardOp,
    'torch.aten._sobol_engine_draw': AtenPrivateSobolEngineDrawOp,
    'torch.aten._softmax': AtenPrivateSoftmaxOp,
    'torch.aten._softmax_backward_data': AtenPrivateSoftmaxBackwardDataOp,
    'torch.aten._sparse_addmm': AtenPrivateSparseAddmmOp,
    'torch.aten._sparse_broadcast_to': AtenPrivateSparseBroadcastToOp,
    'torch.aten._sparse_broadcast_to_copy': AtenPrivateSparseBroadcastToCopyOp,
    'torch.aten._sparse_bsc_tensor_unsafe': AtenPrivateSparseBscTensorUnsafeOp,
    'torch.aten._sparse_bsr_tensor_unsafe': AtenPrivateSparseBsrTensorUnsafeOp,
    'torch.aten._sparse_compressed_tensor_unsafe': AtenPrivateSparseCompressedTensorUnsafeOp,
    'torch.aten._sparse_compressed_tensor_with_dims': AtenPrivateSparseCompressedTensorWithDimsOp,
    'torch.aten._sparse_coo_tensor_unsafe': AtenPrivateSparseCooTensorUnsafeOp,
    'torch.aten._sparse_coo_tensor_with_dims': AtenPrivateSparseCooTensorWithDimsOp,
    'torch.aten._sparse_coo_tensor_with_dims_and_tensors': AtenPrivateSparseCooTensorWithDimsAndTensorsOp,
    'torch.aten._sparse_csc_tensor_unsafe': AtenPrivateSparseCscTensorUnsafeOp,
    'torch.aten._sparse_csr_prod.dim_dtype': AtenPrivateSparseCsrProdDimDtypeOp,
    'torch.aten._sparse_csr_sum.dim_dtype': AtenPrivateSparseCsrSumDimDtypeOp,
    'torch.aten._sparse_csr_tensor_unsafe': AtenPrivateSparseCsrTensorUnsafeOp,
    'torch.aten._sparse_log_softmax': AtenPrivateSparseLogSoftmaxOp,
    'torch.aten._sparse_log_softmax.int': AtenPrivateSparseLogSoftmaxIntOp,
    'torch.aten._sparse_log_softmax_backward_data': AtenPrivateSparseLogSoftmaxBackwardDataOp,
    'torch.aten._sparse_mask_projection': AtenPrivateSparseMaskProjectionOp,
    'torch.aten._sparse_mm': AtenPrivateSparseMmOp,
    'torch.aten._sparse_mm.reduce': AtenPrivateSparseMmReduceOp,
    'torch.aten._sparse_mm_reduce_impl': AtenPrivateSparseMmReduceImplOp,
    'torch.aten._sparse_mm_reduce_impl_backward': AtenPrivateSparseMmReduceImplBackwardOp,
    'torch.aten._sparse_semi_structured_addmm': AtenPrivateSparseSemiStructuredAddmmOp,
    'torch.aten._sparse_semi_structured_apply': AtenPrivateSparseSemiStructuredApplyOp,
    'torch.aten._sparse_semi_structured_apply_dense': AtenPrivateSparseSemiStructuredApplyDenseOp,
    'torch.aten._sparse_semi_structured_linear': AtenPrivateSparseSemiStructuredLinearOp,
    'torch.aten._sparse_semi_structured_mm': AtenPrivateSparseSemiStructuredMmOp,
    'torch.aten._sparse_semi_structured_tile': AtenPrivateSparseSemiStructuredTileOp,
    'torch.aten._sparse_softmax': AtenPrivateSparseSoftmaxOp,
    'torch.aten._sparse_softmax.int': AtenPrivateSparseSoftmaxIntOp,
    'torch.aten._sparse_softmax_backward_data': AtenPrivateSparseSoftmaxBackwardDataOp,
    'torch.aten._sparse_sparse_matmul': AtenPrivateSparseSparseMatmulOp,
    'torch.aten._sparse_sum': AtenPrivateSparseSumOp,
    'torch.aten._sparse_sum.dim': AtenPrivateSparseSumDimOp,
    'torch.aten._sparse_sum.dim_dtype': AtenPrivateSparseSumDimDtypeOp,
    'torch.aten._sparse_sum.dtype': AtenPrivateSparseSumDtypeOp,
    'torch.aten._sparse_sum_backward': AtenPrivateSparseSumBackwardOp,
    'torch.aten._spdiags': AtenPrivateSpdiagsOp,
    'torch.aten._spsolve': AtenPrivateSpsolveOp,
    'torch.aten._stack': AtenPrivateStackOp,
    'torch.aten._standard_gamma': AtenPrivateStandardGammaOp,
    'torch.aten._standard_gamma_grad': AtenPrivateStandardGammaGradOp,
    'torch.aten._test_ambiguous_defaults.a': AtenPrivateTestAmbiguousDefaultsAOp,
    'torch.aten._test_ambiguous_defaults.b': AtenPrivateTestAmbiguousDefaultsBOp,
    'torch.aten._test_autograd_multiple_dispatch.fullcoverage': AtenPrivateTestAutogradMultipleDispatchFullcoverageOp,
    'torch.aten._test_autograd_multiple_dispatch.ntonly': AtenPrivateTestAutogradMultipleDispatchNtonlyOp,
    'torch.aten._test_autograd_multiple_dispatch_view': AtenPrivateTestAutogradMultipleDispatchViewOp,
    'torch.aten._test_autograd_multiple_dispatch_view_copy': AtenPrivateTestAutogradMultipleDispatchViewCopyOp,
    'torch.aten._test_check_tensor': AtenPrivateTestCheckTensorOp,
    'torch.aten._test_functorch_fallback': AtenPrivateTestFunctorchFallbackOp,
    'torch.aten._test_optional_filled_intlist': AtenPrivateTestOptionalFilledIntlistOp,
    'torch.aten._test_optional_floatlist': AtenPrivateTestOptionalFloatlistOp,
    'torch.aten._test_optional_intlist': AtenPrivateTestOptionalIntlistOp,
    'torch.aten._test_parallel_materialize': AtenPrivateTestParallelMaterializeOp,
    'torch.aten._test_serialization_subcmul': AtenPrivateTestSerializationSubcmulOp,
    'torch.aten._test_string_default': AtenPrivateTestStringDefaultOp,
    'torch.aten._test_warn_in_autograd': AtenPrivateTestWarnInAutogradOp,
    'torch.aten._thnn_differentiable_gru_cell_backward': AtenPrivateThnnDifferentiableGruCellBackwardOp,
    'torch.aten._thnn_differentiable_lstm_cell_backward': AtenPrivateThnnDifferentiableLstmCellBackwardOp,
    'torch.aten._thnn_fused_gru_cell': AtenPrivateThnnFusedGruCellOp,
    'torch.aten._thnn_fused_gru_cell_backward': AtenPrivateThnnFusedGruCellBackwardOp,
    'torch.aten._thnn_fused_lstm_cell': AtenPrivateThnnFusedLstmCellOp,
    'torch.aten._thnn_fused_lstm_cell_backward': AtenPrivateThnnFusedLstmCellBackwardOp,
    'torch.aten._thnn_fused_lstm_cell_backward_impl': AtenPrivateThnnFusedLstmCellBackwardImplOp,
    'torch.aten._to_copy': AtenPrivateToCopyOp,
    'torch.aten._to_cpu': AtenPrivateToCpuOp,
    'torch.aten._to_dense': AtenPrivateToDenseOp,
    'torch.aten._to_sparse': AtenPrivateToSparseOp,
    'torch.aten._to_sparse.sparse_dim': AtenPrivateToSparseSparseDimOp,
    'torch.aten._to_sparse_bsc': AtenPrivateToSparseBscOp,
    'torch.aten._to_sparse_bsr': AtenPrivateToSparseBsrOp,
    'torch.aten._to_sparse_csc': AtenPrivateToSparseCscOp,
    'torch.aten._to_sparse_csr': AtenPrivateToSparseCsrOp,
    'torch.aten._to_sparse_semi_structured': AtenPrivateToSparseSemiStructuredOp,
    'torch.aten._transform_bias_rescale_qkv': AtenPrivateTransformBiasRescaleQkvOp,
    'torch.aten._transformer_encoder_layer_fwd': AtenPrivateTransformerEncoderLayerFwdOp,
    'torch.aten._trilinear': AtenPrivateTrilinearOp,
    'torch.aten._triton_multi_head_attention': AtenPrivateTritonMultiHeadAttentionOp,
    'torch.aten._triton_scaled_dot_attention': AtenPrivateTritonScaledDotAttentionOp,
    'torch.aten._unique': AtenPrivateUniqueOp,
    'torch.aten._unique2': AtenPrivateUnique2Op,
    'torch.aten._unpack_dual': AtenPrivateUnpackDualOp,
    'torch.aten._unsafe_index.Tensor': AtenPrivateUnsafeIndexTensorOp,
    'torch.aten._unsafe_index.Tensor_hacked_twin': AtenPrivateUnsafeIndexTensorHackedTwinOp,
    'torch.aten._unsafe_index_put': AtenPrivateUnsafeIndexPutOp,
    'torch.aten._unsafe_index_put.hacked_twin': AtenPrivateUnsafeIndexPutHackedTwinOp,
    'torch.aten._unsafe_masked_index': AtenPrivateUnsafeMaskedIndexOp,
    'torch.aten._unsafe_masked_index_put_accumulate': AtenPrivateUnsafeMaskedIndexPutAccumulateOp,
    'torch.aten._unsafe_view': AtenPrivateUnsafeViewOp,
    'torch.aten._upsample_bicubic2d_aa': AtenPrivateUpsampleBicubic2dAaOp,
    'torch.aten._upsample_bicubic2d_aa.vec': AtenPrivateUpsampleBicubic2dAaVecOp,
    'torch.aten._upsample_bicubic2d_aa_backward': AtenPrivateUpsampleBicubic2dAaBackwardOp,
    'torch.aten._upsample_bilinear2d_aa': AtenPrivateUpsampleBilinear2dAaOp,
    'torch.aten._upsample_bilinear2d_aa.vec': AtenPrivateUpsampleBilinear2dAaVecOp,
    'torch.aten._upsample_bilinear2d_aa_backward': AtenPrivateUpsampleBilinear2dAaBackwardOp,
    'torch.aten._upsample_lanczos2d_aa': AtenPrivateUpsampleLanczos2dAaOp,
    'torch.aten._upsample_lanczos2d_aa.vec': AtenPrivateUpsampleLanczos2dAaVecOp,
    'torch.aten._upsample_lanczos2d_aa_backward': AtenPrivateUpsampleLanczos2dAaBackwardOp,
    'torch.aten._upsample_nearest_exact1d': AtenPrivateUpsampleNearestExact1dOp,
    'torch.aten._upsample_nearest_exact1d.vec': AtenPrivateUpsampleNearestExact1dVecOp,
    'torch.aten._upsample_nearest_exact1d_backward': AtenPrivateUpsampleNearestExact1dBackwardOp,
    'torch.aten._upsample_nearest_exact2d': AtenPrivateUpsampleNearestExact2dOp,
    'torch.aten._upsample_nearest_exact2d.vec': AtenPrivateUpsampleNearestExact2dVecOp,
    'torch.aten._upsample_nearest_exact2d_backward': AtenPrivateUpsampleNearestExact2dBackwardOp,
    'torch.aten._upsample_nearest_exact3d': AtenPrivateUpsampleNearestExact3dOp,
    'torch.aten._upsample_nearest_exact3d.vec': AtenPrivateUpsampleNearestExact3dVecOp,
    'torch.aten._upsample_nearest_exact3d_backward': AtenPrivateUpsampleNearestExact3dBackwardOp,
    'torch.aten._values': AtenPrivateValuesOp,
    'torch.aten._values_copy': AtenPrivateValuesCopyOp,
    'torch.aten._weight_int4pack_mm': AtenPrivateWeightInt4packMmOp,
    'torch.aten._weight_int4pack_mm_for_cpu': AtenPrivateWeightInt4packMmForCpuOp,
    'torch.aten._weight_int4pack_mm_with_scales_and_zeros': AtenPrivateWeightInt4packMmWithScalesAndZerosOp,
    'torch.aten._weight_int8pack_mm': AtenPrivateWeightInt8packMmOp,
    'torch.aten._weight_norm': AtenPrivateWeightNormOp,
    'torch.aten._weight_norm_differentiable_backward': AtenPrivateWeightNormDifferentiableBackwardOp,
    'torch.aten._weight_norm_interface': AtenPrivateWeightNormInterfaceOp,
    'torch.aten._weight_norm_interface_backward': AtenPrivateWeightNormInterfaceBackwardOp,
    'torch.aten._wrapped_linear_prepack': AtenPrivateWrappedLinearPrepackOp,
    'torch.aten._wrapped_quantized_linear_prepacked': AtenPrivateWrappedQuantizedLinearPrepackedOp,
    'torch.aten.abs': AtenAbsOp,
    'torch.aten.absolute': AtenAbsoluteOp,
    'torch.aten.acos': AtenAcosOp,
    'torch.aten.acosh': AtenAcoshOp,
    'torch.aten.adaptive_avg_pool1d': AtenAdaptiveAvgPool1dOp,
    'torch.aten.adaptive_avg_pool2d': AtenAdaptiveAvgPool2dOp,
    'torch.aten.adaptive_avg_pool3d': AtenAdaptiveAvgPool3dOp,
    'torch.aten.adaptive_max_pool1d': AtenAdaptiveMaxPool1dOp,
    'torch.aten.adaptive_max_pool2d': AtenAdaptiveMaxPool2dOp,
    'torch.aten.adaptive_max_pool2d_backward': AtenAdaptiveMaxPool2dBackwardOp,
    'torch.aten.adaptive_max_pool3d': AtenAdaptiveMaxPool3dOp,
    'torch.aten.adaptive_max_pool3d_backward': AtenAdaptiveMaxPool3dBackwardOp,
    'torch.aten.add.Scalar': AtenAddScalarOp,
    'torch.aten.add.Tensor': AtenAddTensorOp,
    'torch.aten.addbmm': AtenAddbmmOp,
    'torch.aten.addcdiv': AtenAddcdivOp,
    'torch.aten.addcmul': AtenAddcmulOp,
    'torch.aten.addmm': AtenAddmmOp,
    'torch.aten.addmm.dtype': AtenAddmmDtypeOp,
    'torch.aten.addmv': AtenAddmvOp,
    'torch.aten.addr': AtenAddrOp,
    'torch.aten.adjoint': AtenAdjointOp,
    'torch.aten.affine_grid_generator': AtenAffineGridGeneratorOp,
    'torch.aten.affine_grid_generator_backward': AtenAffineGridGeneratorBackwardOp,
    'torch.aten.alias': AtenAliasOp,
    'torch.aten.alias_copy': AtenAliasCopyOp,
    'torch.aten.all': AtenAllOp,
    'torch.aten.all.dim': AtenAllDimOp,
    'torch.aten.all.dims': AtenAllDimsOp,
    'torch.aten.alpha_dropout': AtenAlphaDropoutOp,
    'torch.aten.amax': AtenAmaxOp,
    'torch.aten.amin': AtenAminOp,
    'torch.aten.aminmax': AtenAminmaxOp,
    'torch.aten.angle': AtenAngleOp,
    'torch.aten.any': AtenAnyOp,
    'torch.aten.any.dim': AtenAnyDimOp,
    'torch.aten.any.dims': AtenAnyDimsOp,
    'torch.aten.arange': AtenArangeOp,
    'torch.aten.arange.start': AtenArangeStartOp,
    'torch.aten.arange.start_step': AtenArangeStartStepOp,
    'torch.aten.arccos': AtenArccosOp,
    'torch.aten.arccosh': AtenArccoshOp,
    'torch.aten.arcsin': AtenArcsinOp,
    'torch.aten.arcsinh': AtenArcsinhOp,
    'torch.aten.arctan': AtenArctanOp,
    'torch.aten.arctan2': AtenArctan2Op,
    'torch.aten.arctanh': AtenArctanhOp,
    'torch.aten.argmax': AtenArgmaxOp,
    'torch.aten.argmin': AtenArgminOp,
    'torch.aten.argsort': AtenArgsortOp,
    'torch.aten.argsort.stable': AtenArgsortStableOp,
    'torch.aten.argwhere': AtenArgwhereOp,
    'torch.aten.as_strided': AtenAsStridedOp,
    'torch.aten.as_strided_copy': AtenAsStridedCopyOp,
    'torch.aten.as_strided_scatter': AtenAsStridedScatterOp,
    'torch.aten.as_tensor': AtenAsTensorOp,
    'torch.aten.as_tensor.bool': AtenAsTensorBoolOp,
    'torch.aten.as_tensor.float': AtenAsTensorFloatOp,
    'torch.aten.as_tensor.int': AtenAsTensorIntOp,
    'torch.aten.asin': AtenAsinOp,
    'torch.aten.asinh': AtenAsinhOp,
    'torch.aten.atan': AtenAtanOp,
    'torch.aten.atan2': AtenAtan2Op,
    'torch.aten.atanh': AtenAtanhOp,
    'torch.aten.atleast_1d': AtenAtleast1dOp,
    'torch.aten.atleast_1d.Sequence': AtenAtleast1dSequenceOp,
    'torch.aten.atleast_2d': AtenAtleast2dOp,
    'torch.aten.atleast_2d.Sequence': AtenAtleast2dSequenceOp,
    'torch.aten.atleast_3d': AtenAtleast3dOp,
    'torch.aten.atleast_3d.Sequence': AtenAtleast3dSequenceOp,
    'torch.aten.avg_pool1d': AtenAvgPool1dOp,
    'torch.aten.avg_pool2d': AtenAvgPool2dOp,
    'torch.aten.avg_pool2d_backward': AtenAvgPool2dBackwardOp,
    'torch.aten.avg_pool3d': AtenAvgPool3dOp,
    'torch.aten.avg_pool3d_backward': AtenAvgPool3dBackwardOp,
    'torch.aten.baddbmm': AtenBaddbmmOp,
    'torch.aten.baddbmm.dtype': AtenBaddbmmDtypeOp,
    'torch.aten.bartlett_window': AtenBartlettWindowOp,
    'torch.aten.bartlett_window.periodic': AtenBartlettWindowPeriodicOp,
    'torch.aten.batch_norm': AtenBatchNormOp,
    'torch.aten.batch_norm_backward': AtenBatchNormBackwardOp,
    'torch.aten.batch_norm_backward_elemt': AtenBatchNormBackwardElemtOp,
    'torch.aten.batch_norm_backward_reduce': AtenBatchNormBackwardReduceOp,
    'torch.aten.batch_norm_elemt': AtenBatchNormElemtOp,
    'torch.aten.batch_norm_gather_stats': AtenBatchNormGatherStatsOp,
    'torch.aten.batch_norm_gather_stats_with_counts': AtenBatchNormGatherStatsWithCountsOp,
    'torch.aten.batch_norm_stats': AtenBatchNormStatsOp,
    'torch.aten.batch_norm_update_stats': AtenBatchNormUpdateStatsOp,
    'torch.aten.bernoulli': AtenBernoulliOp,
    'torch.aten.bernoulli.Tensor': AtenBernoulliTensorOp,
    'torch.aten.bernoulli.p': AtenBernoulliPOp,
    'torch.aten.bilinear': AtenBilinearOp,
    'torch.aten.binary_cross_entropy': AtenBinaryCrossEntropyOp,
    'torch.aten.binary_cross_entropy_backward': AtenBinaryCrossEntropyBackwardOp,
    'torch.aten.binary_cross_entropy_with_logits': AtenBinaryCrossEntropyWithLogitsOp,
    'torch.aten.bincount': AtenBincountOp,
    'torch.aten.binomial': AtenBinomialOp,
    'torch.aten.bitwise_and.Scalar': AtenBitwiseAndScalarOp,
    'torch.aten.bitwise_and.Scalar_Tensor': AtenBitwiseAndScalarTensorOp,
    'torch.aten.bitwise_and.Tensor': AtenBitwiseAndTensorOp,
    'torch.aten.bitwise_left_shift.Scalar_Tensor': AtenBitwiseLeftShiftScalarTensorOp,
    'torch.aten.bitwise_left_shift.Tensor': AtenBitwiseLeftShiftTensorOp,
    'torch.aten.bitwise_left_shift.Tensor_Scalar': AtenBitwiseLeftShiftTensorScalarOp,
    'torch.aten.bitwise_not': AtenBitwiseNotOp,
    'torch.aten.bitwise_or.Scalar': AtenBitwiseOrScalarOp,
    'torch.aten.bitwise_or.Scalar_Tensor': AtenBitwiseOrScalarTensorOp,
    'torch.aten.bitwise_or.Tensor': AtenBitwiseOrTensorOp,
    'torch.aten.bitwise_right_shift.Scalar_Tensor': AtenBitwiseRightShiftScalarTensorOp,
    'torch.aten.bitwise_right_shift.Tensor': AtenBitwiseRightShiftTensorOp,
    'torch.aten.bitwise_right_shift.Tensor_Scalar': AtenBitwiseRightShiftTensorScalarOp,
    'torch.aten.bitwise_xor.Scalar': AtenBitwiseXorScalarOp,
    'torch.aten.bitwise_xor.Scalar_Tensor': AtenBitwiseXorScalarTensorOp,
    'torch.aten.bitwise_xor.Tensor': AtenBitwiseXorTensorOp,
    'torch.aten.blackman_window': AtenBlackmanWindowOp,
    'torch.aten.blackman_window.periodic': AtenBlackmanWindowPeriodicOp,
    'torch.aten.block_diag': AtenBlockDiagOp,
    'torch.aten.bmm': AtenBmmOp,
    'torch.aten.bmm.dtype': AtenBmmDtypeOp,
    'torch.aten.broadcast_tensors': AtenBroadcastTensorsOp,
    'torch.aten.broadcast_to': AtenBroadcastToOp,
    'torch.aten.bucketize.Scalar': AtenBucketizeScalarOp,
    'torch.aten.bucketize.Tensor': AtenBucketizeTensorOp,
    'torch.aten.cartesian_prod': AtenCartesianProdOp,
    'torch.aten.cat': AtenCatOp,
    'torch.aten.cauchy': AtenCauchyOp,
    'torch.aten.ccol_indices': AtenCcolIndicesOp,
    'torch.aten.ccol_indices_copy': AtenCcolIndicesCopyOp,
    'torch.aten.cdist': AtenCdistOp,
    'torch.aten.ceil': AtenCeilOp,
    'torch.aten.celu': AtenCeluOp,
    'torch.aten.chain_matmul': AtenChainMatmulOp,
    'torch.aten.chalf': AtenChalfOp,
    'torch.aten.channel_shuffle': AtenChannelShuffleOp,
    'torch.aten.cholesky': AtenCholeskyOp,
    'torch.aten.cholesky_inverse': AtenCholeskyInverseOp,
    'torch.aten.cholesky_solve': AtenCholeskySolveOp,
    'torch.aten.choose_qparams_optimized': AtenChooseQparamsOptimizedOp,
    'torch.aten.chunk': AtenChunkOp,
    'torch.aten.clamp': AtenClampOp,
    'torch.aten.clamp.Tensor': AtenClampTensorOp,
    'torch.aten.clamp_max': AtenClampMaxOp,
    'torch.aten.clamp_max.Tensor': AtenClampMaxTensorOp,
    'torch.aten.clamp_min': AtenClampMinOp,
    'torch.aten.clamp_min.Tensor': AtenClampMinTensorOp,
    'torch.aten.clip': AtenClipOp,
    'torch.aten.clip.Tensor': AtenClipTensorOp,
    'torch.aten.clone': AtenCloneOp,
    'torch.aten.coalesce': AtenCoalesceOp,
    'torch.aten.col2im': AtenCol2imOp,
    'torch.aten.col_indices': AtenColIndicesOp,
    'torch.aten.col_indices_copy': AtenColIndicesCopyOp,
    'torch.aten.column_stack': AtenColumnStackOp,
    'torch.aten.combinations': AtenCombinationsOp,
    'torch.aten.complex': AtenComplexOp,
    'torch.aten.concat': AtenConcatOp,
    'torch.aten.concatenate': AtenConcatenateOp,
    'torch.aten.conj': AtenConjOp,
    'torch.aten.conj_physical': AtenConjPhysicalOp,
    'torch.aten.constant_pad_nd': AtenConstantPadNdOp,
    'torch.aten.contiguous': AtenContiguousOp,
    'torch.aten.conv1d': AtenConv1dOp,
    'torch.aten.conv1d.padding': AtenConv1dPaddingOp,
    'torch.aten.conv2d': AtenConv2dOp,
    'torch.aten.conv2d.padding': AtenConv2dPaddingOp,
    'torch.aten.conv3d': AtenConv3dOp,
    'torch.aten.conv3d.padding': AtenConv3dPaddingOp,
    'torch.aten.conv_depthwise3d': AtenConvDepthwise3dOp,
    'torch.aten.conv_tbc': AtenConvTbcOp,
    'torch.aten.conv_tbc_backward': AtenConvTbcBackwardOp,
    'torch.aten.conv_transpose1d': AtenConvTranspose1dOp,
    'torch.aten.conv_transpose2d.input': AtenConvTranspose2dInputOp,
    'torch.aten.conv_transpose3d.input': AtenConvTranspose3dInputOp,
    'torch.aten.convolution': AtenConvolutionOp,
    'torch.aten.convolution_backward': AtenConvolutionBackwardOp,
    'torch.aten.convolution_backward_overrideable': AtenConvolutionBackwardOverrideableOp,
    'torch.aten.convolution_overrideable': AtenConvolutionOverrideableOp,
    'torch.aten.copy': AtenCopyOp,
    'torch.aten.copy_sparse_to_sparse': AtenCopySparseToSparseOp,
    'torch.aten.copysign.Scalar': AtenCopysignScalarOp,
    'torch.aten.copysign.Tensor': AtenCopysignTensorOp,
    'torch.aten.corrcoef': AtenCorrcoefOp,
    'torch.aten.cos': AtenCosOp,
    'torch.aten.cosh': AtenCoshOp,
    'torch.aten.cosine_embedding_loss': AtenCosineEmbeddingLossOp,
    'torch.aten.cosine_similarity': AtenCosineSimilarityOp,
    'torch.aten.count_nonzero': AtenCountNonzeroOp,
    'torch.aten.count_nonzero.dim_IntList': AtenCountNonzeroDimIntListOp,
    'torch.aten.cov': AtenCovOp,
    'torch.aten.cpu': AtenCpuOp,
    'torch.aten.cross': AtenCrossOp,
    'torch.aten.cross_entropy_loss': AtenCrossEntropyLossOp,
    'torch.aten.crow_indices': AtenCrowIndicesOp,
    'torch.aten.crow_indices_copy': AtenCrowIndicesCopyOp,
    'torch.aten.ctc_loss.IntList': AtenCtcLossIntListOp,
    'torch.aten.ctc_loss.Tensor': AtenCtcLossTensorOp,
    'torch.aten.cuda': AtenCudaOp,
    'torch.aten.cudnn_affine_grid_generator': AtenCudnnAffineGridGeneratorOp,
    'torch.aten.cudnn_affine_grid_generator_backward': AtenCudnnAffineGridGeneratorBackwardOp,
    'torch.aten.cudnn_batch_norm': AtenCudnnBatchNormOp,
    'torch.aten.cudnn_batch_norm_backward': AtenCudnnBatchNormBackwardOp,
    'torch.aten.cudnn_convolution': AtenCudnnConvolutionOp,
    'torch.aten.cudnn_convolution_add_relu': AtenCudnnConvolutionAddReluOp,
    'torch.aten.cudnn_convolution_relu': AtenCudnnConvolutionReluOp,
    'torch.aten.cudnn_convolution_transpose': AtenCudnnConvolutionTransposeOp,
    'torch.aten.cudnn_grid_sampler': AtenCudnnGridSamplerOp,
    'torch.aten.cudnn_grid_sampler_backward': AtenCudnnGridSamplerBackwardOp,
    'torch.aten.cummax': AtenCummaxOp,
    'torch.aten.cummaxmin_backward': AtenCummaxminBackwardOp,
    'torch.aten.cummin': AtenCumminOp,
    'torch.aten.cumprod': AtenCumprodOp,
    'torch.aten.cumprod_backward': AtenCumprodBackwardOp,
    'torch.aten.cumsum': AtenCumsumOp,
    'torch.aten.cumulative_trapezoid.dx': AtenCumulativeTrapezoidDxOp,
    'torch.aten.cumulative_trapezoid.x': AtenCumulativeTrapezoidXOp,
    'torch.aten.data': AtenDataOp,
    'torch.aten.deg2rad': AtenDeg2radOp,
    'torch.aten.dequantize.list': AtenDequantizeListOp,
    'torch.aten.dequantize.self': AtenDequantizeSelfOp,
    'torch.aten.dequantize.tensor': AtenDequantizeTensorOp,
    'torch.aten.dequantize.tensors': AtenDequantizeTensorsOp,
    'torch.aten.det': AtenDetOp,
    'torch.aten.detach': AtenDetachOp,
    'torch.aten.detach_copy': AtenDetachCopyOp,
    'torch.aten.diag': AtenDiagOp,
    'torch.aten.diag_embed': AtenDiagEmbedOp,
    'torch.aten.diagflat': AtenDiagflatOp,
    'torch.aten.diagonal': AtenDiagonalOp,
    'torch.aten.diagonal_backward': AtenDiagonalBackwardOp,
    'torch.aten.diagonal_copy': AtenDiagonalCopyOp,
    'torch.aten.diagonal_scatter': AtenDiagonalScatterOp,
    'torch.aten.diff': AtenDiffOp,
    'torch.aten.digamma': AtenDigammaOp,
    'torch.aten.dist': AtenDistOp,
    'torch.aten.div.Scalar': AtenDivScalarOp,
    'torch.aten.div.Scalar_mode': AtenDivScalarModeOp,
    'torch.aten.div.Tensor': AtenDivTensorOp,
    'torch.aten.div.Tensor_mode': AtenDivTensorModeOp,
    'torch.aten.divide.Scalar': AtenDivideScalarOp,
    'torch.aten.divide.Scalar_mode': AtenDivideScalarModeOp,
    'torch.aten.divide.Tensor': AtenDivideTensorOp,
    'torch.aten.divide.Tensor_mode': AtenDivideTensorModeOp,
    'torch.aten.dot': AtenDotOp,
    'torch.aten.dropout': AtenDropoutOp,
    'torch.aten.dsplit.array': AtenDsplitArrayOp,
    'torch.aten.dsplit.int': AtenDsplitIntOp,
    'torch.aten.dstack': AtenDstackOp,
    'torch.aten.einsum': AtenEinsumOp,
    'torch.aten.einsum.sublist': AtenEinsumSublistOp,
    'torch.aten.elu': AtenEluOp,
    'torch.aten.elu_backward': AtenEluBackwardOp,
    'torch.aten.embedding': AtenEmbeddingOp,
    'torch.aten.embedding_backward': AtenEmbeddingBackwardOp,
    'torch.aten.embedding_bag': AtenEmbeddingBagOp,
    'torch.aten.embedding_bag.padding_idx': AtenEmbeddingBagPaddingIdxOp,
    'torch.aten.embedding_dense_backward': AtenEmbeddingDenseBackwardOp,
    'torch.aten.embedding_renorm': AtenEmbeddingRenormOp,
    'torch.aten.embedding_sparse_backward': AtenEmbeddingSparseBackwardOp,
    'torch.aten.empty.memory_format': AtenEmptyMemoryFormatOp,
    'torch.aten.empty_like': AtenEmptyLikeOp,
    'torch.aten.empty_permuted': AtenEmptyPermutedOp,
    'torch.aten.empty_quantized': AtenEmptyQuantizedOp,
    'torch.aten.empty_strided': AtenEmptyStridedOp,
    'torch.aten.eq.Scalar': AtenEqScalarOp,
    'torch.aten.eq.Tensor': AtenEqTensorOp,
    'torch.aten.erf': AtenErfOp,
    'torch.aten.erfc': AtenErfcOp,
    'torch.aten.erfinv': AtenErfinvOp,
    'torch.aten.exp': AtenExpOp,
    'torch.aten.exp2': AtenExp2Op,
    'torch.aten.expand': AtenExpandOp,
    'torch.aten.expand_as': AtenExpandAsOp,
    'torch.aten.expand_copy': AtenExpandCopyOp,
    'torch.aten.expm1': AtenExpm1Op,
    'torch.aten.exponential': AtenExponentialOp,
    'torch.aten.eye': AtenEyeOp,
    'torch.aten.eye.m': AtenEyeMOp,
    'torch.aten.fake_quantize_per_channel_affine': AtenFakeQuantizePerChannelAffineOp,
    'torch.aten.fake_quantize_per_channel_affine_cachemask': AtenFakeQuantizePerChannelAffineCachemaskOp,
    'torch.aten.fake_quantize_per_channel_affine_cachemask_backward': AtenFakeQuantizePerChannelAffineCachemaskBackwardOp,
    'torch.aten.fake_quantize_per_tensor_affine': AtenFakeQuantizePerTensorAffineOp,
    'torch.aten.fake_quantize_per_tensor_affine.tensor_qparams': AtenFakeQuantizePerTensorAffineTensorQparamsOp,
    'torch.aten.fake_quantize_per_tensor_affine_cachemask': AtenFakeQuantizePerTensorAffineCachemaskOp,
    'torch.aten.fake_quantize_per_tensor_affine_cachemask_backward': AtenFakeQuantizePerTensorAffineCachemaskBackwardOp,
    'torch.aten.fbgemm_linear_fp16_weight': AtenFbgemmLinearFp16WeightOp,
    'torch.aten.fbgemm_linear_fp16_weight_fp32_activation': AtenFbgemmLinearFp16WeightFp32ActivationOp,
    'torch.aten.fbgemm_linear_int8_weight': AtenFbgemmLinearInt8WeightOp,
    'torch.aten.fbgemm_linear_int8_weight_fp32_activation': AtenFbgemmLinearInt8WeightFp32ActivationOp,
    'torch.aten.fbgemm_pack_gemm_matrix_fp16': AtenFbgemmPackGemmMatrixFp16Op,
    'torch.aten.fbgemm_pack_quantized_matrix': AtenFbgemmPackQuantizedMatrixOp,
    'torch.aten.fbgemm_pack_quantized_matrix.KN': AtenFbgemmPackQuantizedMatrixKNOp,
    'torch.aten.feature_alpha_dropout': AtenFeatureAlphaDropoutOp,
    'torch.aten.feature_dropout': AtenFeatureDropoutOp,
    'torch.aten.fft_fft': AtenFftFftOp,
    'torch.aten.fft_fft2': AtenFftFft2Op,
    'torch.aten.fft_fftfreq': AtenFftFftfreqOp,
    'torch.aten.fft_fftn': AtenFftFftnOp,
    'torch.aten.fft_fftshift': AtenFftFftshiftOp,
    'torch.aten.fft_hfft': AtenFftHfftOp,
    'torch.aten.fft_hfft2': AtenFftHfft2Op,
    'torch.aten.fft_hfftn': AtenFftHfftnOp,
    'torch.aten.fft_ifft': AtenFftIfftOp,
    'torch.aten.fft_ifft2': AtenFftIfft2Op,
    'torch.aten.fft_ifftn': AtenFftIfftnOp,
    'torch.aten.fft_ifftshift': AtenFftIfftshiftOp,
    'torch.aten.fft_ihfft': AtenFftIhfftOp,
    'torch.aten.fft_ihfft2': AtenFftIhfft2Op,
    'torch.aten.fft_ihfftn': AtenFftIhfftnOp,
    'torch.aten.fft_irfft': AtenFftIrfftOp,
    'torch.aten.fft_irfft2': AtenFftIrfft2Op,
    'torch.aten.fft_irfftn': AtenFftIrfftnOp,
    'torch.aten.fft_rfft': AtenFftRfftOp,
    'torch.aten.fft_rfft2': AtenFftRfft2Op,
    'torch.aten.fft_rfftfreq': AtenFftRfftfreqOp,
    'torch.aten.fft_rfftn': AtenFftRfftnOp,
    'torch.aten.fill.Scalar': AtenFillScalarOp,
    'torch.aten.fill.Tensor': AtenFillTensorOp,
    'torch.aten.fix': AtenFixOp,
    'torch.aten.flatten.using_ints': AtenFlattenUsingIntsOp,
    'torch.aten.flatten_dense_tensors': AtenFlattenDenseTensorsOp,
    'torch.aten.flip': AtenFlipOp,
    'torch.aten.fliplr': AtenFliplrOp,
    'torch.aten.flipud': AtenFlipudOp,
    'torch.aten.float_power.Scalar': AtenFloatPowerScalarOp,
    'torch.aten.float_power.Tensor_Scalar': AtenFloatPowerTensorScalarOp,
    'torch.aten.float_power.Tensor_Tensor': AtenFloatPowerTensorTensorOp,
    'torch.aten.floor': AtenFloorOp,
    'torch.aten.floor_divide': AtenFloorDivideOp,
    'torch.aten.floor_divide.Scalar': AtenFloorDivideScalarOp,
    'torch.aten.fmax': AtenFmaxOp,
    'torch.aten.fmin': AtenFminOp,
    'torch.aten.fmod.Scalar': AtenFmodScalarOp,
    'torch.aten.fmod.Tensor': AtenFmodTensorOp,
    'torch.aten.frac': AtenFracOp,
    'torch.aten.fractional_max_pool2d': AtenFractionalMaxPool2dOp,
    'torch.aten.fractional_max_pool2d_backward': AtenFractionalMaxPool2dBackwardOp,
    'torch.aten.fractional_max_pool3d': AtenFractionalMaxPool3dOp,
    'torch.aten.fractional_max_pool3d_backward': AtenFractionalMaxPool3dBackwardOp,
    'torch.aten.frexp.Tensor': AtenFrexpTensorOp,
    'torch.aten.frobenius_norm.dim': AtenFrobeniusNormDimOp,
    'torch.aten.from_file': AtenFromFileOp,
    'torch.aten.full': AtenFullOp,
    'torch.aten.full_like': AtenFullLikeOp,
    'torch.aten.gather': AtenGatherOp,
    'torch.aten.gather_backward': AtenGatherBackwardOp,
    'torch.aten.gcd': AtenGcdOp,
    'torch.aten.ge.Scalar': AtenGeScalarOp,
    'torch.aten.ge.Tensor': AtenGeTensorOp,
    'torch.aten.gelu': AtenGeluOp,
    'torch.aten.gelu_backward': AtenGeluBackwardOp,
    'torch.aten.geometric': AtenGeometricOp,
    'torch.aten.geqrf': AtenGeqrfOp,
    'torch.aten.ger': AtenGerOp,
    'torch.aten.glu': AtenGluOp,
    'torch.aten.glu_backward': AtenGluBackwardOp,
    'torch.aten.glu_backward_jvp': AtenGluBackwardJvpOp,
    'torch.aten.glu_jvp': AtenGluJvpOp,
    'torch.aten.gradient.array': AtenGradientArrayOp,
    'torch.aten.gradient.scalararray': AtenGradientScalararrayOp,
    'torch.aten.gradient.scalarint': AtenGradientScalarintOp,
    'torch.aten.gradient.scalarrayarray': AtenGradientScalarrayarrayOp,
    'torch.aten.gradient.scalarrayint': AtenGradientScalarrayintOp,
    'torch.aten.gradient.tensorarray': AtenGradientTensorarrayOp,
    'torch.aten.gradient.tensorarrayint': AtenGradientTensorarrayintOp,
    'torch.aten.greater.Scalar': AtenGreaterScalarOp,
    'torch.aten.greater.Tensor': AtenGreaterTensorOp,
    'torch.aten.greater_equal.Scalar': AtenGreaterEqualScalarOp,
    'torch.aten.greater_equal.Tensor': AtenGreaterEqualTensorOp,
    'torch.aten.grid_sampler': AtenGridSamplerOp,
    'torch.aten.grid_sampler_2d': AtenGridSampler2dOp,
    'torch.aten.grid_sampler_2d_backward': AtenGridSampler2dBackwardOp,
    'torch.aten.grid_sampler_3d': AtenGridSampler3dOp,
    'torch.aten.grid_sampler_3d_backward': AtenGridSampler3dBackwardOp,
    'torch.aten.group_norm': AtenGroupNormOp,
    'torch.aten.gru.data': AtenGruDataOp,
    'torch.aten.gru.input': AtenGruInputOp,
    'torch.aten.gru_cell': AtenGruCellOp,
    'torch.aten.gt.Scalar': AtenGtScalarOp,
    'torch.aten.gt.Tensor': AtenGtTensorOp,
    'torch.aten.hamming_window': AtenHammingWindowOp,
    'torch.aten.hamming_window.periodic': AtenHammingWindowPeriodicOp,
    'torch.aten.hamming_window.periodic_alpha': AtenHammingWindowPeriodicAlphaOp,
    'torch.aten.hamming_window.periodic_alpha_beta': AtenHammingWindowPeriodicAlphaBetaOp,
    'torch.aten.hann_window': AtenHannWindowOp,
    'torch.aten.hann_window.periodic': AtenHannWindowPeriodicOp,
    'torch.aten.hardshrink': AtenHardshrinkOp,
    'torch.aten.hardshrink_backward': AtenHardshrinkBackwardOp,
    'torch.aten.hardsigmoid': AtenHardsigmoidOp,
    'torch.aten.hardsigmoid_backward': AtenHardsigmoidBackwardOp,
    'torch.aten.hardswish': AtenHardswishOp,
    'torch.aten.hardswish_backward': AtenHardswishBackwardOp,
    'torch.aten.hardtanh': AtenHardtanhOp,
    'torch.aten.hardtanh_backward': AtenHardtanhBackwardOp,
    'torch.aten.hash_tensor': AtenHashTensorOp,
    'torch.aten.heaviside': AtenHeavisideOp,
    'torch.aten.hinge_embedding_loss': AtenHingeEmbeddingLossOp,
    'torch.aten.histc': AtenHistcOp,
    'torch.aten.histogram.bin_ct': AtenHistogramBinCtOp,
    'torch.aten.histogram.bins_tensor': AtenHistogramBinsTensorOp,
    'torch.aten.hsplit.array': AtenHsplitArrayOp,
    'torch.aten.hsplit.int': AtenHsplitIntOp,
    'torch.aten.hspmm': AtenHspmmOp,
    'torch.aten.hstack': AtenHstackOp,
    'torch.aten.huber_loss': AtenHuberLossOp,
    'torch.aten.huber_loss_backward': AtenHuberLossBackwardOp,
    'torch.aten.hypot': AtenHypotOp,
    'torch.aten.i0': AtenI0Op,
    'torch.aten.igamma': AtenIgammaOp,
    'torch.aten.igammac': AtenIgammacOp,
    'torch.aten.im2col': AtenIm2colOp,
    'torch.aten.imag': AtenImagOp,
    'torch.aten.index.Tensor': AtenIndexTensorOp,
    'torch.aten.index.Tensor_hacked_twin': AtenIndexTensorHackedTwinOp,
    'torch.aten.index_add': AtenIndexAddOp,
    'torch.aten.index_copy': AtenIndexCopyOp,
    'torch.aten.index_fill.int_Scalar': AtenIndexFillIntScalarOp,
    'torch.aten.index_fill.int_Tensor': AtenIndexFillIntTensorOp,
    'torch.aten.index_put': AtenIndexPutOp,
    'torch.aten.index_put.hacked_twin': AtenIndexPutHackedTwinOp,
    'torch.aten.index_reduce': AtenIndexReduceOp,
    'torch.aten.index_select': AtenIndexSelectOp,
    'torch.aten.index_select_backward': AtenIndexSelectBackwardOp,
    'torch.aten.indices': AtenIndicesOp,
    'torch.aten.indices_copy': AtenIndicesCopyOp,
    'torch.aten.infinitely_differentiable_gelu_backward': AtenInfinitelyDifferentiableGeluBackwardOp,
    'torch.aten.inner': AtenInnerOp,
    'torch.aten.instance_norm': AtenInstanceNormOp,
    'torch.aten.int_repr': AtenIntReprOp,
    'torch.aten.inverse': AtenInverseOp,
    'torch.aten.isclose': AtenIscloseOp,
    'torch.aten.isfinite': AtenIsfiniteOp,
    'torch.aten.isin.Scalar_Tensor': AtenIsinScalarTensorOp,
    'torch.aten.isin.Tensor_Scalar': AtenIsinTensorScalarOp,
    'torch.aten.isin.Tensor_Tensor': AtenIsinTensorTensorOp,
    'torch.aten.isinf': AtenIsinfOp,
    'torch.aten.isnan': AtenIsnanOp,
    'torch.aten.isneginf': AtenIsneginfOp,
    'torch.aten.isposinf': AtenIsposinfOp,
    'torch.aten.isreal': AtenIsrealOp,
    'torch.aten.istft': AtenIstftOp,
    'torch.aten.kaiser_window': AtenKaiserWindowOp,
    'torch.aten.kaiser_window.beta': AtenKaiserWindowBetaOp,
    'torch.aten.kaiser_window.periodic': AtenKaiserWindowPeriodicOp,
    'torch.aten.kl_div': AtenKlDivOp,
    'torch.aten.kron': AtenKronOp,
    'torch.aten.kthvalue': AtenKthvalueOp,
    'torch.aten.l1_loss': AtenL1LossOp,
    'torch.aten.layer_norm': AtenLayerNormOp,
    'torch.aten.lcm': AtenLcmOp,
    'torch.aten.ldexp.Tensor': AtenLdexpTensorOp,
    'torch.aten.le.Scalar': AtenLeScalarOp,
    'torch.aten.le.Tensor': AtenLeTensorOp,
    'torch.aten.leaky_relu': AtenLeakyReluOp,
    'torch.aten.leaky_relu_backward': AtenLeakyReluBackwardOp,
    'torch.aten.lerp.Scalar': AtenLerpScalarOp,
    'torch.aten.lerp.Tensor': AtenLerpTensorOp,
    'torch.aten.less.Scalar': AtenLessScalarOp,
    'torch.aten.less.Tensor': AtenLessTensorOp,
    'torch.aten.less_equal.Scalar': AtenLessEqualScalarOp,
    'torch.aten.less_equal.Tensor': AtenLessEqualTensorOp,
    'torch.aten.lgamma': AtenLgammaOp,
    'torch.aten.lift': AtenLiftOp,
    'torch.aten.lift_fresh': AtenLiftFreshOp,
    'torch.aten.lift_fresh_copy': AtenLiftFreshCopyOp,
    'torch.aten.linalg__powsum': AtenLinalgPowsumOp,
    'torch.aten.linalg_cholesky': AtenLinalgCholeskyOp,
    'torch.aten.linalg_cholesky_ex': AtenLinalgCholeskyExOp,
    'torch.aten.linalg_cond': AtenLinalgCondOp,
    'torch.aten.linalg_cond.p_str': AtenLinalgCondPStrOp,
    'torch.aten.linalg_cross': AtenLinalgCrossOp,
    'torch.aten.linalg_det': AtenLinalgDetOp,
    'torch.aten.linalg_diagonal': AtenLinalgDiagonalOp,
    'torch.aten.linalg_eig': AtenLinalgEigOp,
    'torch.aten.linalg_eigh': AtenLinalgEighOp,
    'torch.aten.linalg_eigvals': AtenLinalgEigvalsOp,
    'torch.aten.linalg_eigvalsh': AtenLinalgEigvalshOp,
    'torch.aten.linalg_householder_product': AtenLinalgHouseholderProductOp,
    'torch.aten.linalg_inv': AtenLinalgInvOp,
    'torch.aten.linalg_inv_ex': AtenLinalgInvExOp,
    'torch.aten.linalg_ldl_factor': AtenLinalgLdlFactorOp,
    'torch.aten.linalg_ldl_factor_ex': AtenLinalgLdlFactorExOp,
    'torch.aten.linalg_ldl_solve': AtenLinalgLdlSolveOp,
    'torch.aten.linalg_lstsq': AtenLinalgLstsqOp,
    'torch.aten.linalg_lu': AtenLinalgLuOp,
    'torch.aten.linalg_lu_factor': AtenLinalgLuFactorOp,
    'torch.aten.linalg_lu_factor_ex': AtenLinalgLuFactorExOp,
    'torch.aten.linalg_lu_solve': AtenLinalgLuSolveOp,
    'torch.aten.linalg_matmul': AtenLinalgMatmulOp,
    'torch.aten.linalg_matrix_exp': AtenLinalgMatrixExpOp,
    'torch.aten.linalg_matrix_norm': AtenLinalgMatrixNormOp,
    'torch.aten.linalg_matrix_norm.str_ord': AtenLinalgMatrixNormStrOrdOp,
    'torch.aten.linalg_matrix_power': AtenLinalgMatrixPowerOp,
    'torch.aten.linalg_matrix_rank': AtenLinalgMatrixRankOp,
    'torch.aten.linalg_matrix_rank.atol_rtol_float': AtenLinalgMatrixRankAtolRtolFloatOp,
    'torch.aten.linalg_matrix_rank.atol_rtol_tensor': AtenLinalgMatrixRankAtolRtolTensorOp,
    'torch.aten.linalg_matrix_rank.tol_tensor': AtenLinalgMatrixRankTolTensorOp,
    'torch.aten.linalg_multi_dot': AtenLinalgMultiDotOp,
    'torch.aten.linalg_norm': AtenLinalgNormOp,
    'torch.aten.linalg_norm.ord_str': AtenLinalgNormOrdStrOp,
    'torch.aten.linalg_pinv': AtenLinalgPinvOp,
    'torch.aten.linalg_pinv.atol_rtol_float': AtenLinalgPinvAtolRtolFloatOp,
    'torch.aten.linalg_pinv.atol_rtol_tensor': AtenLinalgPinvAtolRtolTensorOp,
    'torch.aten.linalg_pinv.rcond_tensor': AtenLinalgPinvRcondTensorOp,
    'torch.aten.linalg_qr': AtenLinalgQrOp,
    'torch.aten.linalg_slogdet': AtenLinalgSlogdetOp,
    'torch.aten.linalg_solve': AtenLinalgSolveOp,
    'torch.aten.linalg_solve_ex': AtenLinalgSolveExOp,
    'torch.aten.linalg_solve_triangular': AtenLinalgSolveTriangularOp,
    'torch.aten.linalg_svd': AtenLinalgSvdOp,
    'torch.aten.linalg_svdvals': AtenLinalgSvdvalsOp,
    'torch.aten.linalg_tensorinv': AtenLinalgTensorinvOp,
    'torch.aten.linalg_tensorsolve': AtenLinalgTensorsolveOp,
    'torch.aten.linalg_vander': AtenLinalgVanderOp,
    'torch.aten.linalg_vecdot': AtenLinalgVecdotOp,
    'torch.aten.linalg_vector_norm': AtenLinalgVectorNormOp,
    'torch.aten.linear': AtenLinearOp,
    'torch.aten.linear_backward': AtenLinearBackwardOp,
    'torch.aten.linspace': AtenLinspaceOp,
    'torch.aten.linspace.Scalar_Tensor': AtenLinspaceScalarTensorOp,
    'torch.aten.linspace.Tensor_Scalar': AtenLinspaceTensorScalarOp,
    'torch.aten.linspace.Tensor_Tensor': AtenLinspaceTensorTensorOp,
    'torch.aten.log': AtenLogOp,
    'torch.aten.log10': AtenLog10Op,
    'torch.aten.log1p': AtenLog1pOp,
    'torch.aten.log2': AtenLog2Op,
    'torch.aten.log_normal': AtenLogNormalOp,
    'torch.aten.log_sigmoid': AtenLogSigmoidOp,
    'torch.aten.log_sigmoid_backward': AtenLogSigmoidBackwardOp,
    'torch.aten.log_sigmoid_forward': AtenLogSigmoidForwardOp,
    'torch.aten.log_softmax.int': AtenLogSoftmaxIntOp,
    'torch.aten.logaddexp': AtenLogaddexpOp,
    'torch.aten.logaddexp2': AtenLogaddexp2Op,
    'torch.aten.logcumsumexp': AtenLogcumsumexpOp,
    'torch.aten.logdet': AtenLogdetOp,
    'torch.aten.logical_and': AtenLogicalAndOp,
    'torch.aten.logical_not': AtenLogicalNotOp,
    'torch.aten.logical_or': AtenLogicalOrOp,
    'torch.aten.logical_xor': AtenLogicalXorOp,
    'torch.aten.logit': AtenLogitOp,
    'torch.aten.logit_backward': AtenLogitBackwardOp,
    'torch.aten.logspace': AtenLogspaceOp,
    'torch.aten.logspace.Scalar_Tensor': AtenLogspaceScalarTensorOp,
    'torch.aten.logspace.Tensor_Scalar': AtenLogspaceTensorScalarOp,
    'torch.aten.logspace.Tensor_Tensor': AtenLogspaceTensorTensorOp,
    'torch.aten.logsumexp': AtenLogsumexpOp,
    'torch.aten.lstm.data': AtenLstmDataOp,
    'torch.aten.lstm.input': AtenLstmInputOp,
    'torch.aten.lstm_cell': AtenLstmCellOp,
    'torch.aten.lt.Scalar': AtenLtScalarOp,
    'torch.aten.lt.Tensor': AtenLtTensorOp,
    'torch.aten.lu_solve': AtenLuSolveOp,
    'torch.aten.lu_unpack': AtenLuUnpackOp,
    'torch.aten.mH': AtenMHOp,
    'torch.aten.mH.a': AtenMHAOp,
    'torch.aten.mT': AtenMTOp,
    'torch.aten.mT.a': AtenMTAOp,
    'torch.aten.margin_ranking_loss': AtenMarginRankingLossOp,
    'torch.aten.masked_fill.Scalar': AtenMaskedFillScalarOp,
    'torch.aten.masked_fill.Tensor': AtenMaskedFillTensorOp,
    'torch.aten.masked_scatter': AtenMaskedScatterOp,
    'torch.aten.masked_scatter_backward': AtenMaskedScatterBackwardOp,
    'torch.aten.masked_select': AtenMaskedSelectOp,
    'torch.aten.masked_select_backward': AtenMaskedSelectBackwardOp,
    'torch.aten.matmul': AtenMatmulOp,
    'torch.aten.matmul_backward': AtenMatmulBackwardOp,
    'torch.aten.matrix_H': AtenMatrixHOp,
    'torch.aten.matrix_H.a': AtenMatrixHAOp,
    'torch.aten.matrix_exp': AtenMatrixExpOp,
    'torch.aten.matrix_exp_backward': AtenMatrixExpBackwardOp,
    'torch.aten.matrix_power': AtenMatrixPowerOp,
    'torch.aten.max': AtenMaxOp,
    'torch.aten.max.dim': AtenMaxDimOp,
    'torch.aten.max.other': AtenMaxOtherOp,
    'torch.aten.max_pool1d': AtenMaxPool1dOp,
    'torch.aten.max_pool1d_with_indices': AtenMaxPool1dWithIndicesOp,
    'torch.aten.max_pool2d': AtenMaxPool2dOp,
    'torch.aten.max_pool2d_backward': AtenMaxPool2dBackwardOp,
    'torch.aten.max_pool2d_with_indices': AtenMaxPool2dWithIndicesOp,
    'torch.aten.max_pool2d_with_indices_backward': AtenMaxPool2dWithIndicesBackwardOp,
    'torch.aten.max_pool3d': AtenMaxPool3dOp,
    'torch.aten.max_pool3d_with_indices': AtenMaxPool3dWithIndicesOp,
    'torch.aten.max_pool3d_with_indices_backward': AtenMaxPool3dWithIndicesBackwardOp,
    'torch.aten.max_unpool2d': AtenMaxUnpool2dOp,
    'torch.aten.max_unpool3d': AtenMaxUnpool3dOp,
    'torch.aten.maximum': AtenMaximumOp,
    'torch.aten.mean': AtenMeanOp,
    'torch.aten.mean.dim': AtenMeanDimOp,
    'torch.aten.median': AtenMedianOp,
    'torch.aten.median.dim': AtenMedianDimOp,
    'torch.aten.meshgrid': AtenMeshgridOp,
    'torch.aten.meshgrid.indexing': AtenMeshgridIndexingOp,
    'torch.aten.min': AtenMinOp,
    'torch.aten.min.dim': AtenMinDimOp,
    'torch.aten.min.other': AtenMinOtherOp,
    'torch.aten.minimum': AtenMinimumOp,
    'torch.aten.miopen_batch_norm': AtenMiopenBatchNormOp,
    'torch.aten.miopen_batch_norm_backward': AtenMiopenBatchNormBackwardOp,
    'torch.aten.miopen_convolution': AtenMiopenConvolutionOp,
    'torch.aten.miopen_convolution_add_relu': AtenMiopenConvolutionAddReluOp,
    'torch.aten.miopen_convolution_relu': AtenMiopenConvolutionReluOp,
    'torch.aten.miopen_convolution_transpose': AtenMiopenConvolutionTransposeOp,
    'torch.aten.miopen_ctc_loss': AtenMiopenCtcLossOp,
    'torch.aten.miopen_ctc_loss.Tensor': AtenMiopenCtcLossTensorOp,
    'torch.aten.miopen_depthwise_convolution': AtenMiopenDepthwiseConvolutionOp,
    'torch.aten.miopen_rnn': AtenMiopenRnnOp,
    'torch.aten.mish': AtenMishOp,
    'torch.aten.mish_backward': AtenMishBackwardOp,
    'torch.aten.mkldnn_adaptive_avg_pool2d': AtenMkldnnAdaptiveAvgPool2dOp,
    'torch.aten.mkldnn_adaptive_avg_pool2d_backward': AtenMkldnnAdaptiveAvgPool2dBackwardOp,
    'torch.aten.mkldnn_convolution': AtenMkldnnConvolutionOp,
    'torch.aten.mkldnn_linear': AtenMkldnnLinearOp,
    'torch.aten.mkldnn_linear_backward': AtenMkldnnLinearBackwardOp,
    'torch.aten.mkldnn_linear_backward_input': AtenMkldnnLinearBackwardInputOp,
    'torch.aten.mkldnn_linear_backward_weights': AtenMkldnnLinearBackwardWeightsOp,
    'torch.aten.mkldnn_max_pool2d': AtenMkldnnMaxPool2dOp,
    'torch.aten.mkldnn_max_pool2d_backward': AtenMkldnnMaxPool2dBackwardOp,
    'torch.aten.mkldnn_max_pool3d': AtenMkldnnMaxPool3dOp,
    'torch.aten.mkldnn_max_pool3d_backward': AtenMkldnnMaxPool3dBackwardOp,
    'torch.aten.mkldnn_reorder_conv2d_weight': AtenMkldnnReorderConv2dWeightOp,
    'torch.aten.mkldnn_reorder_conv3d_weight': AtenMkldnnReorderConv3dWeightOp,
    'torch.aten.mkldnn_rnn_layer': AtenMkldnnRnnLayerOp,
    'torch.aten.mkldnn_rnn_layer_backward': AtenMkldnnRnnLayerBackwardOp,
    'torch.aten.mm': AtenMmOp,
    'torch.aten.mm.dtype': AtenMmDtypeOp,
    'torch.aten.mode': AtenModeOp,
    'torch.aten.moveaxis.int': AtenMoveaxisIntOp,
    'torch.aten.moveaxis.intlist': AtenMoveaxisIntlistOp,
    'torch.aten.movedim.int': AtenMovedimIntOp,
    'torch.aten.movedim.intlist': AtenMovedimIntlistOp,
    'torch.aten.mps_convolution_backward': AtenMpsConvolutionBackwardOp,
    'torch.aten.mps_convolution_transpose_backward': AtenMpsConvolutionTransposeBackwardOp,
    'torch.aten.mse_loss': AtenMseLossOp,
    'torch.aten.mse_loss_backward': AtenMseLossBackwardOp,
    'torch.aten.msort': AtenMsortOp,
    'torch.aten.mul.Scalar': AtenMulScalarOp,
    'torch.aten.mul.Tensor': AtenMulTensorOp,
    'torch.aten.multi_margin_loss': AtenMultiMarginLossOp,
    'torch.aten.multi_margin_loss_backward': AtenMultiMarginLossBackwardOp,
    'torch.aten.multilabel_margin_loss': AtenMultilabelMarginLossOp,
    'torch.aten.multilabel_margin_loss_backward': AtenMultilabelMarginLossBackwardOp,
    'torch.aten.multilabel_margin_loss_forward': AtenMultilabelMarginLossForwardOp,
    'torch.aten.multinomial': AtenMultinomialOp,
    'torch.aten.multiply.Scalar': AtenMultiplyScalarOp,
    'torch.aten.multiply.Tensor': AtenMultiplyTensorOp,
    'torch.aten.mv': AtenMvOp,
    'torch.aten.mvlgamma': AtenMvlgammaOp,
    'torch.aten.nan_to_num': AtenNanToNumOp,
    'torch.aten.nanmean': AtenNanmeanOp,
    'torch.aten.nanmedian': AtenNanmedianOp,
    'torch.aten.nanmedian.dim': AtenNanmedianDimOp,
    'torch.aten.nanquantile': AtenNanquantileOp,
    'torch.aten.nanquantile.scalar': AtenNanquantileScalarOp,
    'torch.aten.nansum': AtenNansumOp,
    'torch.aten.narrow': AtenNarrowOp,
    'torch.aten.narrow.Tensor': AtenNarrowTensorOp,
    'torch.aten.narrow_copy': AtenNarrowCopyOp,
    'torch.aten.native_batch_norm': AtenNativeBatchNormOp,
    'torch.aten.native_batch_norm_backward': AtenNativeBatchNormBackwardOp,
    'torch.aten.native_channel_shuffle': AtenNativeChannelShuffleOp,
    'torch.aten.native_dropout': AtenNativeDropoutOp,
    'torch.aten.native_dropout_backward': AtenNativeDropoutBackwardOp,
    'torch.aten.native_group_norm': AtenNativeGroupNormOp,
    'torch.aten.native_group_norm_backward': AtenNativeGroupNormBackwardOp,
    'torch.aten.native_layer_norm': AtenNativeLayerNormOp,
    'torch.aten.native_layer_norm_backward': AtenNativeLayerNormBackwardOp,
    'torch.aten.native_norm': AtenNativeNormOp,
    'torch.aten.native_norm.ScalarOpt_dim_dtype': AtenNativeNormScalarOptDimDtypeOp,
    'torch.aten.ne.Scalar': AtenNeScalarOp,
    'torch.aten.ne.Tensor': AtenNeTensorOp,
    'torch.aten.neg': AtenNegOp,
    'torch.aten.negative': AtenNegativeOp,
    'torch.aten.nested_to_padded_tensor': AtenNestedToPaddedTensorOp,
    'torch.aten.new_empty': AtenNewEmptyOp,
    'torch.aten.new_empty_strided': AtenNewEmptyStridedOp,
    'torch.aten.new_full': AtenNewFullOp,
    'torch.aten.new_ones': AtenNewOnesOp,
    'torch.aten.new_zeros': AtenNewZerosOp,
    'torch.aten.nextafter': AtenNextafterOp,
    'torch.aten.nll_loss': AtenNllLossOp,
    'torch.aten.nll_loss2d': AtenNllLoss2dOp,
    'torch.aten.nll_loss2d_backward': AtenNllLoss2dBackwardOp,
    'torch.aten.nll_loss2d_forward': AtenNllLoss2dForwardOp,
    'torch.aten.nll_loss_backward': AtenNllLossBackwardOp,
    'torch.aten.nll_loss_forward': AtenNllLossForwardOp,
    'torch.aten.nll_loss_nd': AtenNllLossNdOp,
    'torch.aten.nonzero': AtenNonzeroOp,
    'torch.aten.nonzero_numpy': AtenNonzeroNumpyOp,
    'torch.aten.nonzero_static': AtenNonzeroStaticOp,
    'torch.aten.norm.Scalar': AtenNormScalarOp,
    'torch.aten.norm.ScalarOpt_dim': AtenNormScalarOptDimOp,
    'torch.aten.norm.ScalarOpt_dim_dtype': AtenNormScalarOptDimDtypeOp,
    'torch.aten.norm.ScalarOpt_dtype': AtenNormScalarOptDtypeOp,
    'torch.aten.norm_except_dim': AtenNormExceptDimOp,
    'torch.aten.normal.Tensor_Tensor': AtenNormalTensorTensorOp,
    'torch.aten.normal.Tensor_float': AtenNormalTensorFloatOp,
    'torch.aten.normal.float_Tensor': AtenNormalFloatTensorOp,
    'torch.aten.normal.float_float': AtenNormalFloatFloatOp,
    'torch.aten.normal_functional': AtenNormalFunctionalOp,
    'torch.aten.not_equal.Scalar': AtenNotEqualScalarOp,
    'torch.aten.not_equal.Tensor': AtenNotEqualTensorOp,
    'torch.aten.nuclear_norm': AtenNuclearNormOp,
    'torch.aten.nuclear_norm.dim': AtenNuclearNormDimOp,
    'torch.aten.numpy_T': AtenNumpyTOp,
    'torch.aten.numpy_T.a': AtenNumpyTAOp,
    'torch.aten.one_hot': AtenOneHotOp,
    'torch.aten.ones': AtenOnesOp,
    'torch.aten.ones_like': AtenOnesLikeOp,
    'torch.aten.orgqr': AtenOrgqrOp,
    'torch.aten.ormqr': AtenOrmqrOp,
    'torch.aten.outer': AtenOuterOp,
    'torch.aten.pad': AtenPadOp,
    'torch.aten.pad_sequence': AtenPadSequenceOp,
    'torch.aten.pairwise_distance': AtenPairwiseDistanceOp,
    'torch.aten.pdist': AtenPdistOp,
    'torch.aten.permute': AtenPermuteOp,
    'torch.aten.permute_copy': AtenPermuteCopyOp,
    'torch.aten.pin_memory': AtenPinMemoryOp,
    'torch.aten.pinverse': AtenPinverseOp,
    'torch.aten.pixel_shuffle': AtenPixelShuffleOp,
    'torch.aten.pixel_unshuffle': AtenPixelUnshuffleOp,
    'torch.aten.poisson': AtenPoissonOp,
    'torch.aten.poisson_nll_loss': AtenPoissonNllLossOp,
    'torch.aten.polar': AtenPolarOp,
    'torch.aten.polygamma': AtenPolygammaOp,
    'torch.aten.positive': AtenPositiveOp,
    'torch.aten.pow.Scalar': AtenPowScalarOp,
    'torch.aten.pow.Tensor_Scalar': AtenPowTensorScalarOp,
    'torch.aten.pow.Tensor_Tensor': AtenPowTensorTensorOp,
    'torch.aten.prelu': AtenPreluOp,
    'torch.aten.prod': AtenProdOp,
    'torch.aten.prod.dim_int': AtenProdDimIntOp,
    'torch.aten.put': AtenPutOp,
    'torch.aten.q_per_channel_scales': AtenQPerChannelScalesOp,
    'torch.aten.q_per_channel_zero_points': AtenQPerChannelZeroPointsOp,
    'torch.aten.qr': AtenQrOp,
    'torch.aten.quantile': AtenQuantileOp,
    'torch.aten.quantile.scalar': AtenQuantileScalarOp,
    'torch.aten.quantize_per_channel': AtenQuantizePerChannelOp,
    'torch.aten.quantize_per_tensor': AtenQuantizePerTensorOp,
    'torch.aten.quantize_per_tensor.tensor_qparams': AtenQuantizePerTensorTensorQparamsOp,
    'torch.aten.quantize_per_tensor.tensors': AtenQuantizePerTensorTensorsOp,
    'torch.aten.quantize_per_tensor_dynamic': AtenQuantizePerTensorDynamicOp,
    'torch.aten.quantized_batch_norm': AtenQuantizedBatchNormOp,
    'torch.aten.quantized_gru.data_legacy': AtenQuantizedGruDataLegacyOp,
    'torch.aten.quantized_gru.input_legacy': AtenQuantizedGruInputLegacyOp,
    'torch.aten.quantized_gru_cell': AtenQuantizedGruCellOp,
    'torch.aten.quantized_lstm.data_legacy': AtenQuantizedLstmDataLegacyOp,
    'torch.aten.quantized_lstm.input_legacy': AtenQuantizedLstmInputLegacyOp,
    'torch.aten.quantized_lstm_cell': AtenQuantizedLstmCellOp,
    'torch.aten.quantized_max_pool1d': AtenQuantizedMaxPool1dOp,
    'torch.aten.quantized_max_pool2d': AtenQuantizedMaxPool2dOp,
    'torch.aten.quantized_max_pool3d': AtenQuantizedMaxPool3dOp,
    'torch.aten.quantized_rnn_relu_cell': AtenQuantizedRnnReluCellOp,
    'torch.aten.quantized_rnn_tanh_cell': AtenQuantizedRnnTanhCellOp,
    'torch.aten.rad2deg': AtenRad2degOp,
    'torch.aten.rand': AtenRandOp,
    'torch.aten.rand.generator': AtenRandGeneratorOp,
    'torch.aten.rand_like': AtenRandLikeOp,
    'torch.aten.rand_like.generator': AtenRandLikeGeneratorOp,
    'torch.aten.randint': AtenRandintOp,
    'torch.aten.randint.generator': AtenRandintGeneratorOp,
    'torch.aten.randint.low': AtenRandintLowOp,
    'torch.aten.randint.low_generator': AtenRandintLowGeneratorOp,
    'torch.aten.randint_like': AtenRandintLikeOp,
    'torch.aten.randint_like.Tensor': AtenRandintLikeTensorOp,
    'torch.aten.randint_like.Tensor_generator': AtenRandintLikeTensorGeneratorOp,
    'torch.aten.randint_like.generator': AtenRandintLikeGeneratorOp,
    'torch.aten.randint_like.low_dtype': AtenRandintLikeLowDtypeOp,
    'torch.aten.randint_like.low_generator_dtype': AtenRandintLikeLowGeneratorDtypeOp,
    'torch.aten.randn': AtenRandnOp,
    'torch.aten.randn.generator': AtenRandnGeneratorOp,
    'torch.aten.randn_like': AtenRandnLikeOp,
    'torch.aten.randn_like.generator': AtenRandnLikeGeneratorOp,
    'torch.aten.random': AtenRandomOp,
    'torch.aten.random.from': AtenRandomFromOp,
    'torch.aten.random.to': AtenRandomToOp,
    'torch.aten.randperm': AtenRandpermOp,
    'torch.aten.randperm.generator': AtenRandpermGeneratorOp,
    'torch.aten.range': AtenRangeOp,
    'torch.aten.range.step': AtenRangeStepOp,
    'torch.aten.ravel': AtenRavelOp,
    'torch.aten.real': AtenRealOp,
    'torch.aten.reciprocal': AtenReciprocalOp,
    'torch.aten.reflection_pad1d': AtenReflectionPad1dOp,
    'torch.aten.reflection_pad1d_backward': AtenReflectionPad1dBackwardOp,
    'torch.aten.reflection_pad2d': AtenReflectionPad2dOp,
    'torch.aten.reflection_pad2d_backward': AtenReflectionPad2dBackwardOp,
    'torch.aten.reflection_pad3d': AtenReflectionPad3dOp,
    'torch.aten.reflection_pad3d_backward': AtenReflectionPad3dBackwardOp,
    'torch.aten.relu': AtenReluOp,
    'torch.aten.relu6': AtenRelu6Op,
    'torch.aten.remainder.Scalar': AtenRemainderScalarOp,
    'torch.aten.remainder.Scalar_Tensor': AtenRemainderScalarTensorOp,
    'torch.aten.remainder.Tensor': AtenRemainderTensorOp,
    'torch.aten.renorm': AtenRenormOp,
    'torch.aten.repeat': AtenRepeatOp,
    'torch.aten.repeat_interleave.Tensor': AtenRepeatInterleaveTensorOp,
    'torch.aten.repeat_interleave.self_Tensor': AtenRepeatInterleaveSelfTensorOp,
    'torch.aten.repeat_interleave.self_int': AtenRepeatInterleaveSelfIntOp,
    'torch.aten.replication_pad1d': AtenReplicationPad1dOp,
    'torch.aten.replication_pad1d_backward': AtenReplicationPad1dBackwardOp,
    'torch.aten.replication_pad2d': AtenReplicationPad2dOp,
    'torch.aten.replication_pad2d_backward': AtenReplicationPad2dBackwardOp,
    'torch.aten.replication_pad3d': AtenReplicationPad3dOp,
    'torch.aten.replication_pad3d_backward': AtenReplicationPad3dBackwardOp,
    'torch.aten.reshape': AtenReshapeOp,
    'torch.aten.reshape_as': AtenReshapeAsOp,
    'torch.aten.resize': AtenResizeOp,
    'torch.aten.resize_as': AtenResizeAsOp,
    'torch.aten.resize_as_sparse': AtenResizeAsSparseOp,
    'torch.aten.resolve_conj': AtenResolveConjOp,
    'torch.aten.resolve_neg': AtenResolveNegOp,
    'torch.aten.rms_norm': AtenRmsNormOp,
    'torch.aten.rnn_relu.data': AtenRnnReluDataOp,
    'torch.aten.rnn_relu.input': AtenRnnReluInputOp,
    'torch.aten.rnn_relu_cell': AtenRnnReluCellOp,
    'torch.aten.rnn_tanh.data': AtenRnnTanhDataOp,
    'torch.aten.rnn_tanh.input': AtenRnnTanhInputOp,
    'torch.aten.rnn_tanh_cell': AtenRnnTanhCellOp,
    'torch.aten.roll': AtenRollOp,
    'torch.aten.rot90': AtenRot90Op,
    'torch.aten.round': AtenRoundOp,
    'torch.aten.round.decimals': AtenRoundDecimalsOp,
    'torch.aten.row_indices': AtenRowIndicesOp,
    'torch.aten.row_indices_copy': AtenRowIndicesCopyOp,
    'torch.aten.row_stack': AtenRowStackOp,
    'torch.aten.rrelu': AtenRreluOp,
    'torch.aten.rrelu_with_noise_backward': AtenRreluWithNoiseBackwardOp,
    'torch.aten.rrelu_with_noise_functional': AtenRreluWithNoiseFunctionalOp,
    'torch.aten.rsqrt': AtenRsqrtOp,
    'torch.aten.rsub.Scalar': AtenRsubScalarOp,
    'torch.aten.rsub.Tensor': AtenRsubTensorOp,
    'torch.aten.scalar_tensor': AtenScalarTensorOp,
    'torch.aten.scaled_dot_product_attention': AtenScaledDotProductAttentionOp,
    'torch.aten.scatter.reduce': AtenScatterReduceOp,
    'torch.aten.scatter.src': AtenScatterSrcOp,
    'torch.aten.scatter.value': AtenScatterValueOp,
    'torch.aten.scatter.value_reduce': AtenScatterValueReduceOp,
    'torch.aten.scatter_add': AtenScatterAddOp,
    'torch.aten.scatter_reduce.two': AtenScatterReduceTwoOp,
    'torch.aten.searchsorted.Scalar': AtenSearchsortedScalarOp,
    'torch.aten.searchsorted.Tensor': AtenSearchsortedTensorOp,
    'torch.aten.segment_reduce': AtenSegmentReduceOp,
    'torch.aten.select.int': AtenSelectIntOp,
    'torch.aten.select_backward': AtenSelectBackwardOp,
    'torch.aten.select_copy.int': AtenSelectCopyIntOp,
    'torch.aten.select_scatter': AtenSelectScatterOp,
    'torch.aten.selu': AtenSeluOp,
    'torch.aten.set': AtenSetOp,
    'torch.aten.set.source_Tensor': AtenSetSourceTensorOp,
    'torch.aten.sgn': AtenSgnOp,
    'torch.aten.sigmoid': AtenSigmoidOp,
    'torch.aten.sigmoid_backward': AtenSigmoidBackwardOp,
    'torch.aten.sign': AtenSignOp,
    'torch.aten.signbit': AtenSignbitOp,
    'torch.aten.silu': AtenSiluOp,
    'torch.aten.silu_backward': AtenSiluBackwardOp,
    'torch.aten.sin': AtenSinOp,
    'torch.aten.sinc': AtenSincOp,
    'torch.aten.sinh': AtenSinhOp,
    'torch.aten.slice.Tensor': AtenSliceTensorOp,
    'torch.aten.slice_backward': AtenSliceBackwardOp,
    'torch.aten.slice_copy.Tensor': AtenSliceCopyTensorOp,
    'torch.aten.slice_inverse': AtenSliceInverseOp,
    'torch.aten.slice_scatter': AtenSliceScatterOp,
    'torch.aten.slogdet': AtenSlogdetOp,
    'torch.aten.slow_conv3d': AtenSlowConv3dOp,
    'torch.aten.slow_conv3d_forward': AtenSlowConv3dForwardOp,
    'torch.aten.slow_conv_dilated2d': AtenSlowConvDilated2dOp,
    'torch.aten.slow_conv_dilated3d': AtenSlowConvDilated3dOp,
    'torch.aten.slow_conv_transpose2d': AtenSlowConvTranspose2dOp,
    'torch.aten.slow_conv_transpose3d': AtenSlowConvTranspose3dOp,
    'torch.aten.smm': AtenSmmOp,
    'torch.aten.smooth_l1_loss': AtenSmoothL1LossOp,
    'torch.aten.smooth_l1_loss_backward': AtenSmoothL1LossBackwardOp,
    'torch.aten.soft_margin_loss': AtenSoftMarginLossOp,
    'torch.aten.soft_margin_loss_backward': AtenSoftMarginLossBackwardOp,
    'torch.aten.softmax.int': AtenSoftmaxIntOp,
    'torch.aten.softplus': AtenSoftplusOp,
    'torch.aten.softplus_backward': AtenSoftplusBackwardOp,
    'torch.aten.softshrink': AtenSoftshrinkOp,
    'torch.aten.softshrink_backward': AtenSoftshrinkBackwardOp,
    'torch.aten.sort': AtenSortOp,
    'torch.aten.sort.stable': AtenSortStableOp,
    'torch.aten.sorted.Tensor': AtenSortedTensorOp,
    'torch.aten.sparse_bsc_tensor.ccol_row_value': AtenSparseBscTensorCcolRowValueOp,
    'torch.aten.sparse_bsc_tensor.ccol_row_value_size': AtenSparseBscTensorCcolRowValueSizeOp,
    'torch.aten.sparse_bsr_tensor.crow_col_value': AtenSparseBsrTensorCrowColValueOp,
    'torch.aten.sparse_bsr_tensor.crow_col_value_size': AtenSparseBsrTensorCrowColValueSizeOp,
    'torch.aten.sparse_compressed_tensor.comp_plain_value': AtenSparseCompressedTensorCompPlainValueOp,
    'torch.aten.sparse_compressed_tensor.comp_plain_value_size': AtenSparseCompressedTensorCompPlainValueSizeOp,
    'torch.aten.sparse_coo_tensor.indices': AtenSparseCooTensorIndicesOp,
    'torch.aten.sparse_coo_tensor.indices_size': AtenSparseCooTensorIndicesSizeOp,
    'torch.aten.sparse_coo_tensor.size': AtenSparseCooTensorSizeOp,
    'torch.aten.sparse_csc_tensor.ccol_row_value': AtenSparseCscTensorCcolRowValueOp,
    'torch.aten.sparse_csc_tensor.ccol_row_value_size': AtenSparseCscTensorCcolRowValueSizeOp,
    'torch.aten.sparse_csr_tensor.crow_col_value': AtenSparseCsrTensorCrowColValueOp,
    'torch.aten.sparse_csr_tensor.crow_col_value_size': AtenSparseCsrTensorCrowColValueSizeOp,
    'torch.aten.sparse_mask': AtenSparseMaskOp,
    'torch.aten.sparse_resize': AtenSparseResizeOp,
    'torch.aten.sparse_resize_and_clear': AtenSparseResizeAndClearOp,
    'torch.aten.sparse_sampled_addmm': AtenSparseSampledAddmmOp,
    'torch.aten.special_airy_ai': AtenSpecialAiryAiOp,
    'torch.aten.special_bessel_j0': AtenSpecialBesselJ0Op,
    'torch.aten.special_bessel_j1': AtenSpecialBesselJ1Op,
    'torch.aten.special_bessel_y0': AtenSpecialBesselY0Op,
    'torch.aten.special_bessel_y1': AtenSpecialBesselY1Op,
    'torch.aten.special_chebyshev_polynomial_t': AtenSpecialChebyshevPolynomialTOp,
    'torch.aten.special_chebyshev_polynomial_t.n_scalar': AtenSpecialChebyshevPolynomialTNScalarOp,
    'torch.aten.special_chebyshev_polynomial_t.x_scalar': AtenSpecialChebyshevPolynomialTXScalarOp,
    'torch.aten.special_chebyshev_polynomial_u': AtenSpecialChebyshevPolynomialUOp,
    'torch.aten.special_chebyshev_polynomial_u.n_scalar': AtenSpecialChebyshevPolynomialUNScalarOp,
    'torch.aten.special_chebyshev_polynomial_u.x_scalar': AtenSpecialChebyshevPolynomialUXScalarOp,
    'torch.aten.special_chebyshev_polynomial_v': AtenSpecialChebyshevPolynomialVOp,
    'torch.aten.special_chebyshev_polynomial_v.n_scalar': AtenSpecialChebyshevPolynomialVNScalarOp,
    'torch.aten.special_chebyshev_polynomial_v.x_scalar': AtenSpecialChebyshevPolynomialVXScalarOp,
    'torch.aten.special_chebyshev_polynomial_w': AtenSpecialChebyshevPolynomialWOp,
    'torch.aten.special_chebyshev_polynomial_w.n_scalar': AtenSpecialChebyshevPolynomialWNScalarOp,
    'torch.aten.special_chebyshev_polynomial_w.x_scalar': AtenSpecialChebyshevPolynomialWXScalarOp,
    'torch.aten.special_digamma': AtenSpecialDigammaOp,
    'torch.aten.special_entr': AtenSpecialEntrOp,
    'torch.aten.special_erf': AtenSpecialErfOp,
    'torch.aten.special_erfc': AtenSpecialErfcOp,
    'torch.aten.special_erfcx': AtenSpecialErfcxOp,
    'torch.aten.special_erfinv': AtenSpecialErfinvOp,
    'torch.aten.special_exp2': AtenSpecialExp2Op,
    'torch.aten.special_expit': AtenSpecialExpitOp,
    'torch.aten.special_expm1': AtenSpecialExpm1Op,
    'torch.aten.special_gammainc': AtenSpecialGammaincOp,
    'torch.aten.special_gammaincc': AtenSpecialGammainccOp,
    'torch.aten.special_gammaln': AtenSpecialGammalnOp,
    'torch.aten.special_hermite_polynomial_h': AtenSpecialHermitePolynomialHOp,
    'torch.aten.special_hermite_polynomial_h.n_scalar': AtenSpecialHermitePolynomialHNScalarOp,
    'torch.aten.special_hermite_polynomial_h.x_scalar': AtenSpecialHermitePolynomialHXScalarOp,
    'torch.aten.special_hermite_polynomial_he': AtenSpecialHermitePolynomialHeOp,
    'torch.aten.special_hermite_polynomial_he.n_scalar': AtenSpecialHermitePolynomialHeNScalarOp,
    'torch.aten.special_hermite_polynomial_he.x_scalar': AtenSpecialHermitePolynomialHeXScalarOp,
    'torch.aten.special_i0': AtenSpecialI0Op,
    'torch.aten.special_i0e': AtenSpecialI0eOp,
    'torch.aten.special_i1': AtenSpecialI1Op,
    'torch.aten.special_i1e': AtenSpecialI1eOp,
    'torch.aten.special_laguerre_polynomial_l': AtenSpecialLaguerrePolynomialLOp,
    'torch.aten.special_laguerre_polynomial_l.n_scalar': AtenSpecialLaguerrePolynomialLNScalarOp,
    'torch.aten.special_laguerre_polynomial_l.x_scalar': AtenSpecialLaguerrePolynomialLXScalarOp,
    'torch.aten.special_legendre_polynomial_p': AtenSpecialLegendrePolynomialPOp,
    'torch.aten.special_legendre_polynomial_p.n_scalar': AtenSpecialLegendrePolynomialPNScalarOp,
    'torch.aten.special_legendre_polynomial_p.x_scalar': AtenSpecialLegendrePolynomialPXScalarOp,
    'torch.aten.special_log1p': AtenSpecialLog1pOp,
    'torch.aten.special_log_ndtr': AtenSpecialLogNdtrOp,
    'torch.aten.special_log_softmax': AtenSpecialLogSoftmaxOp,
    'torch.aten.special_logit': AtenSpecialLogitOp,
    'torch.aten.special_logsumexp': AtenSpecialLogsumexpOp,
    'torch.aten.special_modified_bessel_i0': AtenSpecialModifiedBesselI0Op,
    'torch.aten.special_modified_bessel_i1': AtenSpecialModifiedBesselI1Op,
    'torch.aten.special_modified_bessel_k0': AtenSpecialModifiedBesselK0Op,
    'torch.aten.special_modified_bessel_k1': AtenSpecialModifiedBesselK1Op,
    'torch.aten.special_multigammaln': AtenSpecialMultigammalnOp,
    'torch.aten.special_ndtr': AtenSpecialNdtrOp,
    'torch.aten.special_ndtri': AtenSpecialNdtriOp,
    'torch.aten.special_polygamma': AtenSpecialPolygammaOp,
    'torch.aten.special_psi': AtenSpecialPsiOp,
    'torch.aten.special_round': AtenSpecialRoundOp,
    'torch.aten.special_scaled_modified_bessel_k0': AtenSpecialScaledModifiedBesselK0Op,
    'torch.aten.special_scaled_modified_bessel_k1': AtenSpecialScaledModifiedBesselK1Op,
    'torch.aten.special_shifted_chebyshev_polynomial_t': AtenSpecialShiftedChebyshevPolynomialTOp,
    'torch.aten.special_shifted_chebyshev_polynomial_t.n_scalar': AtenSpecialShiftedChebyshevPolynomialTNScalarOp,
    'torch.aten.special_shifted_chebyshev_polynomial_t.x_scalar': AtenSpecialShiftedChebyshevPolynomialTXScalarOp,
    'torch.aten.special_shifted_chebyshev_polynomial_u': AtenSpecialShiftedChebyshevPolynomialUOp,
    'torch.aten.special_shifted_chebyshev_polynomial_u.n_scalar': AtenSpecialShiftedChebyshevPolynomialUNScalarOp,
    'torch.aten.special_shifted_chebyshev_polynomial_u.x_scalar': AtenSpecialShiftedChebyshevPolynomialUXScalarOp,
    'torch.aten.special_shifted_chebyshev_polynomial_v': AtenSpecialShiftedChebyshevPolynomialVOp,
    'torch.aten.special_shifted_chebyshev_polynomial_v.n_scalar': AtenSpecialShiftedChebyshevPolynomialVNScalarOp,
    'torch.aten.special_shifted_chebyshev_polynomial_v.x_scalar': AtenSpecialShiftedChebyshevPolynomialVXScalarOp,
    'torch.aten.special_shifted_chebyshev_polynomial_w': AtenSpecialShiftedChebyshevPolynomialWOp,
    'torch.aten.special_shifted_chebyshev_polynomial_w.n_scalar': AtenSpecialShiftedChebyshevPolynomialWNScalarOp,
    'torch.aten.special_shifted_chebyshev_polynomial_w.x_scalar': AtenSpecialShiftedChebyshevPolynomialWXScalarOp,
    'torch.aten.special_sinc': AtenSpecialSincOp,
    'torch.aten.special_softmax': AtenSpecialSoftmaxOp,
    'torch.aten.special_spherical_bessel_j0': AtenSpecialSphericalBesselJ0Op,
    'torch.aten.special_xlog1py': AtenSpecialXlog1pyOp,
    'torch.aten.special_xlog1py.other_scalar': AtenSpecialXlog1pyOtherScalarOp,
    'torch.aten.special_xlog1py.self_scalar': AtenSpecialXlog1pySelfScalarOp,
    'torch.aten.special_xlogy': AtenSpecialXlogyOp,
    'torch.aten.special_xlogy.other_scalar': AtenSpecialXlogyOtherScalarOp,
    'torch.aten.special_xlogy.self_scalar': AtenSpecialXlogySelfScalarOp,
    'torch.aten.special_zeta': AtenSpecialZetaOp,
    'torch.aten.special_zeta.other_scalar': AtenSpecialZetaOtherScalarOp,
    'torch.aten.special_zeta.self_scalar': AtenSpecialZetaSelfScalarOp,
    'torch.aten.split': AtenSplitOp,
    'torch.aten.split.Tensor': AtenSplitTensorOp,
    'torch.aten.split.sizes': AtenSplitSizesOp,
    'torch.aten.split_copy.Tensor': AtenSplitCopyTensorOp,
    'torch.aten.split_with_sizes': AtenSplitWithSizesOp,
    'torch.aten.split_with_sizes_copy': AtenSplitWithSizesCopyOp,
    'torch.aten.sqrt': AtenSqrtOp,
    'torch.aten.square': AtenSquareOp,
    'torch.aten.squeeze': AtenSqueezeOp,
    'torch.aten.squeeze.dim': AtenSqueezeDimOp,
    'torch.aten.squeeze.dims': AtenSqueezeDimsOp,
    'torch.aten.squeeze_copy': AtenSqueezeCopyOp,
    'torch.aten.squeeze_copy.dim': AtenSqueezeCopyDimOp,
    'torch.aten.squeeze_copy.dims': AtenSqueezeCopyDimsOp,
    'torch.aten.sspaddmm': AtenSspaddmmOp,
    'torch.aten.stack': AtenStackOp,
    'torch.aten.std': AtenStdOp,
    'torch.aten.std.correction': AtenStdCorrectionOp,
    'torch.aten.std.dim': AtenStdDimOp,
    'torch.aten.std_mean': AtenStdMeanOp,
    'torch.aten.std_mean.correction': AtenStdMeanCorrectionOp,
    'torch.aten.std_mean.dim': AtenStdMeanDimOp,
    'torch.aten.stft': AtenStftOp,
    'torch.aten.stft.center': AtenStftCenterOp,
    'torch.aten.sub.Scalar': AtenSubScalarOp,
    'torch.aten.sub.Tensor': AtenSubTensorOp,
    'torch.aten.subtract.Scalar': AtenSubtractScalarOp,
    'torch.aten.subtract.Tensor': AtenSubtractTensorOp,
    'torch.aten.sum': AtenSumOp,
    'torch.aten.sum.dim_IntList': AtenSumDimIntListOp,
    'torch.aten.sum_to_size': AtenSumToSizeOp,
    'torch.aten.svd': AtenSvdOp,
    'torch.aten.swapaxes': AtenSwapaxesOp,
    'torch.aten.swapdims': AtenSwapdimsOp,
    'torch.aten.t': AtenTOp,
    'torch.aten.t_copy': AtenTCopyOp,
    'torch.aten.take': AtenTakeOp,
    'torch.aten.take_along_dim': AtenTakeAlongDimOp,
    'torch.aten.tan': AtenTanOp,
    'torch.aten.tanh': AtenTanhOp,
    'torch.aten.tanh_backward': AtenTanhBackwardOp,
    'torch.aten.tensor.bool': AtenTensorBoolOp,
    'torch.aten.tensor.float': AtenTensorFloatOp,
    'torch.aten.tensor.int': AtenTensorIntOp,
    'torch.aten.tensor_split.indices': AtenTensorSplitIndicesOp,
    'torch.aten.tensor_split.sections': AtenTensorSplitSectionsOp,
    'torch.aten.tensor_split.tensor_indices_or_sections': AtenTensorSplitTensorIndicesOrSectionsOp,
    'torch.aten.tensordot': AtenTensordotOp,
    'torch.aten.thnn_conv2d': AtenThnnConv2dOp,
    'torch.aten.threshold': AtenThresholdOp,
    'torch.aten.threshold_backward': AtenThresholdBackwardOp,
    'torch.aten.tile': AtenTileOp,
    'torch.aten.to.device': AtenToDeviceOp,
    'torch.aten.to.dtype': AtenToDtypeOp,
    'torch.aten.to.dtype_layout': AtenToDtypeLayoutOp,
    'torch.aten.to.other': AtenToOtherOp,
    'torch.aten.to.prim_Device': AtenToPrimDeviceOp,
    'torch.aten.to.prim_dtype': AtenToPrimDtypeOp,
    'torch.aten.to.prim_other': AtenToPrimOtherOp,
    'torch.aten.to_dense': AtenToDenseOp,
    'torch.aten.to_dense_backward': AtenToDenseBackwardOp,
    'torch.aten.to_mkldnn': AtenToMkldnnOp,
    'torch.aten.to_mkldnn_backward': AtenToMkldnnBackwardOp,
    'torch.aten.to_padded_tensor': AtenToPaddedTensorOp,
    'torch.aten.to_sparse': AtenToSparseOp,
    'torch.aten.to_sparse.sparse_dim': AtenToSparseSparseDimOp,
    'torch.aten.to_sparse_bsc': AtenToSparseBscOp,
    'torch.aten.to_sparse_bsr': AtenToSparseBsrOp,
    'torch.aten.to_sparse_csc': AtenToSparseCscOp,
    'torch.aten.to_sparse_csr': AtenToSparseCsrOp,
    'torch.aten.topk': AtenTopkOp,
    'torch.aten.trace': AtenTraceOp,
    'torch.aten.trace_backward': AtenTraceBackwardOp,
    'torch.aten.transpose.int': AtenTransposeIntOp,
    'torch.aten.transpose_copy.int': AtenTransposeCopyIntOp,
    'torch.aten.trapezoid.dx': AtenTrapezoidDxOp,
    'torch.aten.trapezoid.x': AtenTrapezoidXOp,
    'torch.aten.trapz.dx': AtenTrapzDxOp,
    'torch.aten.trapz.x': AtenTrapzXOp,
    'torch.aten.triangular_solve': AtenTriangularSolveOp,
    'torch.aten.tril': AtenTrilOp,
    'torch.aten.tril_indices': AtenTrilIndicesOp,
    'torch.aten.triplet_margin_loss': AtenTripletMarginLossOp,
    'torch.aten.triu': AtenTriuOp,
    'torch.aten.triu_indices': AtenTriuIndicesOp,
    'torch.aten.true_divide.Scalar': AtenTrueDivideScalarOp,
    'torch.aten.true_divide.Tensor': AtenTrueDivideTensorOp,
    'torch.aten.trunc': AtenTruncOp,
    'torch.aten.type_as': AtenTypeAsOp,
    'torch.aten.unbind.int': AtenUnbindIntOp,
    'torch.aten.unbind_copy.int': AtenUnbindCopyIntOp,
    'torch.aten.unflatten.int': AtenUnflattenIntOp,
    'torch.aten.unflatten_dense_tensors': AtenUnflattenDenseTensorsOp,
    'torch.aten.unfold': AtenUnfoldOp,
    'torch.aten.unfold_backward': AtenUnfoldBackwardOp,
    'torch.aten.unfold_copy': AtenUnfoldCopyOp,
    'torch.aten.uniform': AtenUniformOp,
    'torch.aten.unique_consecutive': AtenUniqueConsecutiveOp,
    'torch.aten.unique_dim': AtenUniqueDimOp,
    'torch.aten.unique_dim_consecutive': AtenUniqueDimConsecutiveOp,
    'torch.aten.unsafe_chunk': AtenUnsafeChunkOp,
    'torch.aten.unsafe_split.Tensor': AtenUnsafeSplitTensorOp,
    'torch.aten.unsafe_split_with_sizes': AtenUnsafeSplitWithSizesOp,
    'torch.aten.unsqueeze': AtenUnsqueezeOp,
    'torch.aten.unsqueeze_copy': AtenUnsqueezeCopyOp,
    'torch.aten.upsample_bicubic2d': AtenUpsampleBicubic2dOp,
    'torch.aten.upsample_bicubic2d.vec': AtenUpsampleBicubic2dVecOp,
    'torch.aten.upsample_bicubic2d_backward': AtenUpsampleBicubic2dBackwardOp,
    'torch.aten.upsample_bilinear2d': AtenUpsampleBilinear2dOp,
    'torch.aten.upsample_bilinear2d.vec': AtenUpsampleBilinear2dVecOp,
    'torch.aten.upsample_bilinear2d_backward': AtenUpsampleBilinear2dBackwardOp,
    'torch.aten.upsample_linear1d': AtenUpsampleLinear1dOp,
    'torch.aten.upsample_linear1d.vec': AtenUpsampleLinear1dVecOp,
    'torch.aten.upsample_linear1d_backward': AtenUpsampleLinear1dBackwardOp,
    'torch.aten.upsample_nearest1d': AtenUpsampleNearest1dOp,
    'torch.aten.upsample_nearest1d.vec': AtenUpsampleNearest1dVecOp,
    'torch.aten.upsample_nearest1d_backward': AtenUpsampleNearest1dBackwardOp,
    'torch.aten.upsample_nearest2d': AtenUpsampleNearest2dOp,
    'torch.aten.upsample_nearest2d.vec': AtenUpsampleNearest2dVecOp,
    'torch.aten.upsample_nearest2d_backward': AtenUpsampleNearest2dBackwardOp,
    'torch.aten.upsample_nearest3d': AtenUpsampleNearest3dOp,
    'torch.aten.upsample_nearest3d.vec': AtenUpsampleNearest3dVecOp,
    'torch.aten.upsample_nearest3d_backward': AtenUpsampleNearest3dBackwardOp,
    'torch.aten.upsample_trilinear3d': AtenUpsampleTrilinear3dOp,
    'torch.aten.upsample_trilinear3d.vec': AtenUpsampleTrilinear3dVecOp,
    'torch.aten.upsample_trilinear3d_backward': AtenUpsampleTrilinear3dBackwardOp,
    'torch.aten.value_selecting_reduction_backward': AtenValueSelectingReductionBackwardOp,
    'torch.aten.values': AtenValuesOp,
    'torch.aten.values_copy': AtenValuesCopyOp,
    'torch.aten.vander': AtenVanderOp,
    'torch.aten.var': AtenVarOp,
    'torch.aten.var.correction': AtenVarCorrectionOp,
    'torch.aten.var.dim': AtenVarDimOp,
    'torch.aten.var_mean': AtenVarMeanOp,
    'torch.aten.var_mean.correction': AtenVarMeanCorrectionOp,
    'torch.aten.var_mean.dim': AtenVarMeanDimOp,
    'torch.aten.vdot': AtenVdotOp,
    'torch.aten.view': AtenViewOp,
    'torch.aten.view.dtype': AtenViewDtypeOp,
    'torch.aten.view_as': AtenViewAsOp,
    'torch.aten.view_as_complex': AtenViewAsComplexOp,
    'torch.aten.view_as_complex_copy': AtenViewAsComplexCopyOp,
    'torch.aten.view_as_real': AtenViewAsRealOp,
    'torch.aten.view_as_real_copy': AtenViewAsRealCopyOp,
    'torch.aten.view_copy': AtenViewCopyOp,
    'torch.aten.view_copy.dtype': AtenViewCopyDtypeOp,
    'torch.aten.vsplit.array': AtenVsplitArrayOp,
    'torch.aten.vsplit.int': AtenVsplitIntOp,
    'torch.aten.vstack': AtenVstackOp,
    'torch.aten.where': AtenWhereOp,
    'torch.aten.where.Scalar': AtenWhereScalarOp,
    'torch.aten.where.ScalarOther': AtenWhereScalarOtherOp,
    'torch.aten.where.ScalarSelf': AtenWhereScalarSelfOp,
    'torch.aten.where.self': AtenWhereSelfOp,
    'torch.aten.xlogy.Scalar_Other': AtenXlogyScalarOtherOp,
    'torch.aten.xlogy.Scalar_Self': AtenXlogyScalarSelfOp,
    'torch.aten.xlogy.Tensor': AtenXlogyTensorOp,
    'torch.aten.zero': AtenZeroOp,
    'torch.aten.zeros': AtenZerosOp,
    'torch.aten.zeros_like': AtenZerosLikeOp,
}

"""ATen ops of the torch dialect. Generated, do not edit; regenerate with
`.venv/bin/python scripts/gen_torch_ops.py` (list of overloads there).

Schemas from torch 2.13.0. Each class is data: the ATen
schema and its argument spec; parsing, printing and verification live in
`tcompile/dialects/torch.py`.
"""

from tcompile.dialects.torch import Arg, TorchOp, aten_op


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
    'aten::add.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenAddScalarOp(TorchOp):
    name = 'torch.aten.add.Scalar'


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
    'aten::sub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenSubScalarOp(TorchOp):
    name = 'torch.aten.sub.Scalar'


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
    'aten::rsub.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('alpha', 'Scalar', 1),
    returns=('Tensor',),
)
class AtenRsubScalarOp(TorchOp):
    name = 'torch.aten.rsub.Scalar'


@aten_op(
    'aten::mul.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMulTensorOp(TorchOp):
    name = 'torch.aten.mul.Tensor'


@aten_op(
    'aten::mul.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenMulScalarOp(TorchOp):
    name = 'torch.aten.mul.Scalar'


@aten_op(
    'aten::div.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenDivTensorOp(TorchOp):
    name = 'torch.aten.div.Tensor'


@aten_op(
    'aten::div.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenDivScalarOp(TorchOp):
    name = 'torch.aten.div.Scalar'


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
    'aten::div.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    Arg('rounding_mode', 'str?'),
    returns=('Tensor',),
)
class AtenDivScalarModeOp(TorchOp):
    name = 'torch.aten.div.Scalar_mode'


@aten_op(
    'aten::floor_divide(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenFloorDivideOp(TorchOp):
    name = 'torch.aten.floor_divide'


@aten_op(
    'aten::remainder.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenRemainderTensorOp(TorchOp):
    name = 'torch.aten.remainder.Tensor'


@aten_op(
    'aten::remainder.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenRemainderScalarOp(TorchOp):
    name = 'torch.aten.remainder.Scalar'


@aten_op(
    'aten::fmod.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenFmodTensorOp(TorchOp):
    name = 'torch.aten.fmod.Tensor'


@aten_op(
    'aten::fmod.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenFmodScalarOp(TorchOp):
    name = 'torch.aten.fmod.Scalar'


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
    'aten::pow.Scalar(Scalar self, Tensor exponent) -> Tensor',
    Arg('self', 'Scalar'),
    Arg('exponent', 'Tensor'),
    returns=('Tensor',),
)
class AtenPowScalarOp(TorchOp):
    name = 'torch.aten.pow.Scalar'


@aten_op(
    'aten::neg(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenNegOp(TorchOp):
    name = 'torch.aten.neg'


@aten_op(
    'aten::abs(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAbsOp(TorchOp):
    name = 'torch.aten.abs'


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
    'aten::expm1(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenExpm1Op(TorchOp):
    name = 'torch.aten.expm1'


@aten_op(
    'aten::log(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogOp(TorchOp):
    name = 'torch.aten.log'


@aten_op(
    'aten::log2(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLog2Op(TorchOp):
    name = 'torch.aten.log2'


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
    'aten::sqrt(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSqrtOp(TorchOp):
    name = 'torch.aten.sqrt'


@aten_op(
    'aten::rsqrt(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenRsqrtOp(TorchOp):
    name = 'torch.aten.rsqrt'


@aten_op(
    'aten::reciprocal(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenReciprocalOp(TorchOp):
    name = 'torch.aten.reciprocal'


@aten_op(
    'aten::square(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSquareOp(TorchOp):
    name = 'torch.aten.square'


@aten_op(
    'aten::sin(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSinOp(TorchOp):
    name = 'torch.aten.sin'


@aten_op(
    'aten::cos(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCosOp(TorchOp):
    name = 'torch.aten.cos'


@aten_op(
    'aten::tan(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenTanOp(TorchOp):
    name = 'torch.aten.tan'


@aten_op(
    'aten::asin(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAsinOp(TorchOp):
    name = 'torch.aten.asin'


@aten_op(
    'aten::acos(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAcosOp(TorchOp):
    name = 'torch.aten.acos'


@aten_op(
    'aten::atan(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAtanOp(TorchOp):
    name = 'torch.aten.atan'


@aten_op(
    'aten::sinh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSinhOp(TorchOp):
    name = 'torch.aten.sinh'


@aten_op(
    'aten::cosh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCoshOp(TorchOp):
    name = 'torch.aten.cosh'


@aten_op(
    'aten::tanh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenTanhOp(TorchOp):
    name = 'torch.aten.tanh'


@aten_op(
    'aten::asinh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAsinhOp(TorchOp):
    name = 'torch.aten.asinh'


@aten_op(
    'aten::acosh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAcoshOp(TorchOp):
    name = 'torch.aten.acosh'


@aten_op(
    'aten::atanh(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAtanhOp(TorchOp):
    name = 'torch.aten.atanh'


@aten_op(
    'aten::atan2(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenAtan2Op(TorchOp):
    name = 'torch.aten.atan2'


@aten_op(
    'aten::hypot(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenHypotOp(TorchOp):
    name = 'torch.aten.hypot'


@aten_op(
    'aten::erf(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenErfOp(TorchOp):
    name = 'torch.aten.erf'


@aten_op(
    'aten::erfinv(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenErfinvOp(TorchOp):
    name = 'torch.aten.erfinv'


@aten_op(
    'aten::sigmoid(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSigmoidOp(TorchOp):
    name = 'torch.aten.sigmoid'


@aten_op(
    'aten::logit(Tensor self, float? eps=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('eps', 'float?', None),
    returns=('Tensor',),
)
class AtenLogitOp(TorchOp):
    name = 'torch.aten.logit'


@aten_op(
    'aten::floor(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenFloorOp(TorchOp):
    name = 'torch.aten.floor'


@aten_op(
    'aten::ceil(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenCeilOp(TorchOp):
    name = 'torch.aten.ceil'


@aten_op(
    'aten::round(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenRoundOp(TorchOp):
    name = 'torch.aten.round'


@aten_op(
    'aten::trunc(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenTruncOp(TorchOp):
    name = 'torch.aten.trunc'


@aten_op(
    'aten::frac(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenFracOp(TorchOp):
    name = 'torch.aten.frac'


@aten_op(
    'aten::sign(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSignOp(TorchOp):
    name = 'torch.aten.sign'


@aten_op(
    'aten::sgn(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSgnOp(TorchOp):
    name = 'torch.aten.sgn'


@aten_op(
    'aten::signbit(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSignbitOp(TorchOp):
    name = 'torch.aten.signbit'


@aten_op(
    'aten::maximum(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMaximumOp(TorchOp):
    name = 'torch.aten.maximum'


@aten_op(
    'aten::minimum(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMinimumOp(TorchOp):
    name = 'torch.aten.minimum'


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
    'aten::clamp_min(Tensor self, Scalar min) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('min', 'Scalar'),
    returns=('Tensor',),
)
class AtenClampMinOp(TorchOp):
    name = 'torch.aten.clamp_min'


@aten_op(
    'aten::clamp_max(Tensor self, Scalar max) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('max', 'Scalar'),
    returns=('Tensor',),
)
class AtenClampMaxOp(TorchOp):
    name = 'torch.aten.clamp_max'


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
    'aten::eq.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenEqTensorOp(TorchOp):
    name = 'torch.aten.eq.Tensor'


@aten_op(
    'aten::eq.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenEqScalarOp(TorchOp):
    name = 'torch.aten.eq.Scalar'


@aten_op(
    'aten::ne.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenNeTensorOp(TorchOp):
    name = 'torch.aten.ne.Tensor'


@aten_op(
    'aten::ne.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenNeScalarOp(TorchOp):
    name = 'torch.aten.ne.Scalar'


@aten_op(
    'aten::lt.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLtTensorOp(TorchOp):
    name = 'torch.aten.lt.Tensor'


@aten_op(
    'aten::lt.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenLtScalarOp(TorchOp):
    name = 'torch.aten.lt.Scalar'


@aten_op(
    'aten::le.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLeTensorOp(TorchOp):
    name = 'torch.aten.le.Tensor'


@aten_op(
    'aten::le.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenLeScalarOp(TorchOp):
    name = 'torch.aten.le.Scalar'


@aten_op(
    'aten::gt.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenGtTensorOp(TorchOp):
    name = 'torch.aten.gt.Tensor'


@aten_op(
    'aten::gt.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenGtScalarOp(TorchOp):
    name = 'torch.aten.gt.Scalar'


@aten_op(
    'aten::ge.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenGeTensorOp(TorchOp):
    name = 'torch.aten.ge.Tensor'


@aten_op(
    'aten::ge.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenGeScalarOp(TorchOp):
    name = 'torch.aten.ge.Scalar'


@aten_op(
    'aten::logical_and(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogicalAndOp(TorchOp):
    name = 'torch.aten.logical_and'


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
    'aten::logical_not(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogicalNotOp(TorchOp):
    name = 'torch.aten.logical_not'


@aten_op(
    'aten::bitwise_and.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseAndTensorOp(TorchOp):
    name = 'torch.aten.bitwise_and.Tensor'


@aten_op(
    'aten::bitwise_and.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenBitwiseAndScalarOp(TorchOp):
    name = 'torch.aten.bitwise_and.Scalar'


@aten_op(
    'aten::bitwise_or.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseOrTensorOp(TorchOp):
    name = 'torch.aten.bitwise_or.Tensor'


@aten_op(
    'aten::bitwise_or.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenBitwiseOrScalarOp(TorchOp):
    name = 'torch.aten.bitwise_or.Scalar'


@aten_op(
    'aten::bitwise_xor.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseXorTensorOp(TorchOp):
    name = 'torch.aten.bitwise_xor.Tensor'


@aten_op(
    'aten::bitwise_xor.Scalar(Tensor self, Scalar other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenBitwiseXorScalarOp(TorchOp):
    name = 'torch.aten.bitwise_xor.Scalar'


@aten_op(
    'aten::bitwise_not(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseNotOp(TorchOp):
    name = 'torch.aten.bitwise_not'


@aten_op(
    'aten::bitwise_left_shift.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseLeftShiftTensorOp(TorchOp):
    name = 'torch.aten.bitwise_left_shift.Tensor'


@aten_op(
    'aten::bitwise_right_shift.Tensor(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenBitwiseRightShiftTensorOp(TorchOp):
    name = 'torch.aten.bitwise_right_shift.Tensor'


@aten_op(
    'aten::isnan(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIsnanOp(TorchOp):
    name = 'torch.aten.isnan'


@aten_op(
    'aten::isinf(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIsinfOp(TorchOp):
    name = 'torch.aten.isinf'


@aten_op(
    'aten::isfinite(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenIsfiniteOp(TorchOp):
    name = 'torch.aten.isfinite'


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
    'aten::where.self(Tensor condition, Tensor self, Tensor other) -> Tensor',
    Arg('condition', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenWhereSelfOp(TorchOp):
    name = 'torch.aten.where.self'


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
    'aten::where.ScalarOther(Tensor condition, Tensor self, Scalar other) -> Tensor',
    Arg('condition', 'Tensor'),
    Arg('self', 'Tensor'),
    Arg('other', 'Scalar'),
    returns=('Tensor',),
)
class AtenWhereScalarOtherOp(TorchOp):
    name = 'torch.aten.where.ScalarOther'


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
    'aten::gelu(Tensor self, *, str approximate="none") -> Tensor',
    Arg('self', 'Tensor'),
    Arg('approximate', 'str', 'none'),
    returns=('Tensor',),
)
class AtenGeluOp(TorchOp):
    name = 'torch.aten.gelu'


@aten_op(
    'aten::silu(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSiluOp(TorchOp):
    name = 'torch.aten.silu'


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
    'aten::leaky_relu(Tensor self, Scalar negative_slope=0.01) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('negative_slope', 'Scalar', 0.01),
    returns=('Tensor',),
)
class AtenLeakyReluOp(TorchOp):
    name = 'torch.aten.leaky_relu'


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
    'aten::selu(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenSeluOp(TorchOp):
    name = 'torch.aten.selu'


@aten_op(
    'aten::celu(Tensor self, Scalar alpha=1.) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('alpha', 'Scalar', 1.0),
    returns=('Tensor',),
)
class AtenCeluOp(TorchOp):
    name = 'torch.aten.celu'


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
    'aten::hardsigmoid(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenHardsigmoidOp(TorchOp):
    name = 'torch.aten.hardsigmoid'


@aten_op(
    'aten::hardswish(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenHardswishOp(TorchOp):
    name = 'torch.aten.hardswish'


@aten_op(
    'aten::mish(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenMishOp(TorchOp):
    name = 'torch.aten.mish'


@aten_op(
    'aten::log_sigmoid(Tensor self) -> Tensor',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenLogSigmoidOp(TorchOp):
    name = 'torch.aten.log_sigmoid'


@aten_op(
    'aten::hardshrink(Tensor self, Scalar lambd=0.5) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('lambd', 'Scalar', 0.5),
    returns=('Tensor',),
)
class AtenHardshrinkOp(TorchOp):
    name = 'torch.aten.hardshrink'


@aten_op(
    'aten::softshrink(Tensor self, Scalar lambd=0.5) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('lambd', 'Scalar', 0.5),
    returns=('Tensor',),
)
class AtenSoftshrinkOp(TorchOp):
    name = 'torch.aten.softshrink'


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
    'aten::glu(Tensor self, int dim=-1) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', -1),
    returns=('Tensor',),
)
class AtenGluOp(TorchOp):
    name = 'torch.aten.glu'


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
    'aten::logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int[]'),
    Arg('keepdim', 'bool', False),
    returns=('Tensor',),
)
class AtenLogsumexpOp(TorchOp):
    name = 'torch.aten.logsumexp'


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
    'aten::cumsum(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenCumsumOp(TorchOp):
    name = 'torch.aten.cumsum'


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
    'aten::view(Tensor(a) self, SymInt[] size) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    returns=('Tensor',),
)
class AtenViewOp(TorchOp):
    name = 'torch.aten.view'


@aten_op(
    'aten::_unsafe_view(Tensor self, SymInt[] size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('size', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateUnsafeViewOp(TorchOp):
    name = 'torch.aten._unsafe_view'


@aten_op(
    'aten::reshape(Tensor(a) self, SymInt[] shape) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('shape', 'int[]'),
    returns=('Tensor',),
)
class AtenReshapeOp(TorchOp):
    name = 'torch.aten.reshape'


@aten_op(
    'aten::view_as(Tensor(a) self, Tensor other) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenViewAsOp(TorchOp):
    name = 'torch.aten.view_as'


@aten_op(
    'aten::permute(Tensor(a) self, int[] dims) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dims', 'int[]'),
    returns=('Tensor',),
)
class AtenPermuteOp(TorchOp):
    name = 'torch.aten.permute'


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
    'aten::t(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenTOp(TorchOp):
    name = 'torch.aten.t'


@aten_op(
    'aten::numpy_T(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenNumpyTOp(TorchOp):
    name = 'torch.aten.numpy_T'


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
    'aten::select.int(Tensor(a) self, int dim, SymInt index) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'int'),
    returns=('Tensor',),
)
class AtenSelectIntOp(TorchOp):
    name = 'torch.aten.select.int'


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
    'aten::unsqueeze(Tensor(a) self, int dim) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    returns=('Tensor',),
)
class AtenUnsqueezeOp(TorchOp):
    name = 'torch.aten.unsqueeze'


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
    'aten::unflatten.int(Tensor(a) self, int dim, SymInt[] sizes) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('sizes', 'int[]'),
    returns=('Tensor',),
)
class AtenUnflattenIntOp(TorchOp):
    name = 'torch.aten.unflatten.int'


@aten_op(
    'aten::cat(Tensor[] tensors, int dim=0) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor',),
)
class AtenCatOp(TorchOp):
    name = 'torch.aten.cat'


@aten_op(
    'aten::stack(Tensor[] tensors, int dim=0) -> Tensor',
    Arg('tensors', 'Tensor[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor',),
)
class AtenStackOp(TorchOp):
    name = 'torch.aten.stack'


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
    'aten::split_with_sizes(Tensor(a -> *) self, SymInt[] split_sizes, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('split_sizes', 'int[]'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenSplitWithSizesOp(TorchOp):
    name = 'torch.aten.split_with_sizes'


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
    'aten::unbind.int(Tensor(a -> *) self, int dim=0) -> Tensor(a)[]',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', 0),
    returns=('Tensor[]',),
)
class AtenUnbindIntOp(TorchOp):
    name = 'torch.aten.unbind.int'


@aten_op(
    'aten::clone(Tensor self, *, MemoryFormat? memory_format=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('memory_format', 'MemoryFormat?', None),
    returns=('Tensor',),
)
class AtenCloneOp(TorchOp):
    name = 'torch.aten.clone'


@aten_op(
    'aten::contiguous(Tensor(a) self, *, MemoryFormat memory_format=0) -> Tensor(a)',
    Arg('self', 'Tensor'),
    Arg('memory_format', 'MemoryFormat', 'contiguous_format'),
    returns=('Tensor',),
)
class AtenContiguousOp(TorchOp):
    name = 'torch.aten.contiguous'


@aten_op(
    'aten::alias(Tensor(a) self) -> Tensor(a)',
    Arg('self', 'Tensor'),
    returns=('Tensor',),
)
class AtenAliasOp(TorchOp):
    name = 'torch.aten.alias'


@aten_op(
    'aten::repeat(Tensor self, SymInt[] repeats) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('repeats', 'int[]'),
    returns=('Tensor',),
)
class AtenRepeatOp(TorchOp):
    name = 'torch.aten.repeat'


@aten_op(
    'aten::tile(Tensor self, SymInt[] dims) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dims', 'int[]'),
    returns=('Tensor',),
)
class AtenTileOp(TorchOp):
    name = 'torch.aten.tile'


@aten_op(
    'aten::flip(Tensor self, int[] dims) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dims', 'int[]'),
    returns=('Tensor',),
)
class AtenFlipOp(TorchOp):
    name = 'torch.aten.flip'


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
    'aten::constant_pad_nd(Tensor self, SymInt[] pad, Scalar value=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('pad', 'int[]'),
    Arg('value', 'Scalar', 0),
    returns=('Tensor',),
)
class AtenConstantPadNdOp(TorchOp):
    name = 'torch.aten.constant_pad_nd'


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
    'aten::mm(Tensor self, Tensor mat2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    returns=('Tensor',),
)
class AtenMmOp(TorchOp):
    name = 'torch.aten.mm'


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
    'aten::bmm(Tensor self, Tensor mat2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('mat2', 'Tensor'),
    returns=('Tensor',),
)
class AtenBmmOp(TorchOp):
    name = 'torch.aten.bmm'


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
    'aten::matmul(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenMatmulOp(TorchOp):
    name = 'torch.aten.matmul'


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
    'aten::dot(Tensor self, Tensor tensor) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('tensor', 'Tensor'),
    returns=('Tensor',),
)
class AtenDotOp(TorchOp):
    name = 'torch.aten.dot'


@aten_op(
    'aten::mv(Tensor self, Tensor vec) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('vec', 'Tensor'),
    returns=('Tensor',),
)
class AtenMvOp(TorchOp):
    name = 'torch.aten.mv'


@aten_op(
    'aten::outer(Tensor self, Tensor vec2) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('vec2', 'Tensor'),
    returns=('Tensor',),
)
class AtenOuterOp(TorchOp):
    name = 'torch.aten.outer'


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
    'aten::_softmax(Tensor self, int dim, bool half_to_float) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('half_to_float', 'bool'),
    returns=('Tensor',),
)
class AtenPrivateSoftmaxOp(TorchOp):
    name = 'torch.aten._softmax'


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
    'aten::_safe_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenPrivateSafeSoftmaxOp(TorchOp):
    name = 'torch.aten._safe_softmax'


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
    'aten::log_softmax.int(Tensor self, int dim, ScalarType? dtype=None) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('dtype', 'ScalarType?', None),
    returns=('Tensor',),
)
class AtenLogSoftmaxIntOp(TorchOp):
    name = 'torch.aten.log_softmax.int'


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
    'aten::log_sigmoid_forward(Tensor self) -> (Tensor output, Tensor buffer)',
    Arg('self', 'Tensor'),
    returns=('Tensor', 'Tensor'),
)
class AtenLogSigmoidForwardOp(TorchOp):
    name = 'torch.aten.log_sigmoid_forward'


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
    'aten::_weight_norm_interface(Tensor v, Tensor g, int dim=0) -> (Tensor, Tensor)',
    Arg('v', 'Tensor'),
    Arg('g', 'Tensor'),
    Arg('dim', 'int', 0),
    returns=('Tensor', 'Tensor'),
)
class AtenPrivateWeightNormInterfaceOp(TorchOp):
    name = 'torch.aten._weight_norm_interface'


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
    'aten::index_select(Tensor self, int dim, Tensor index) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('dim', 'int'),
    Arg('index', 'Tensor'),
    returns=('Tensor',),
)
class AtenIndexSelectOp(TorchOp):
    name = 'torch.aten.index_select'


@aten_op(
    'aten::index.Tensor(Tensor self, Tensor?[] indices) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('indices', 'Tensor?[]'),
    returns=('Tensor',),
)
class AtenIndexTensorOp(TorchOp):
    name = 'torch.aten.index.Tensor'


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
    'aten::copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('src', 'Tensor'),
    Arg('non_blocking', 'bool', False),
    returns=('Tensor',),
)
class AtenCopyOp(TorchOp):
    name = 'torch.aten.copy'


@aten_op(
    'aten::fill.Scalar(Tensor self, Scalar value) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('value', 'Scalar'),
    returns=('Tensor',),
)
class AtenFillScalarOp(TorchOp):
    name = 'torch.aten.fill.Scalar'


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
    'aten::type_as(Tensor self, Tensor other) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('other', 'Tensor'),
    returns=('Tensor',),
)
class AtenTypeAsOp(TorchOp):
    name = 'torch.aten.type_as'


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
    'aten::tril(Tensor self, SymInt diagonal=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('diagonal', 'int', 0),
    returns=('Tensor',),
)
class AtenTrilOp(TorchOp):
    name = 'torch.aten.tril'


@aten_op(
    'aten::triu(Tensor self, SymInt diagonal=0) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('diagonal', 'int', 0),
    returns=('Tensor',),
)
class AtenTriuOp(TorchOp):
    name = 'torch.aten.triu'


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
    'aten::sort(Tensor self, int dim=-1, bool descending=False) -> (Tensor values, Tensor indices)',
    Arg('self', 'Tensor'),
    Arg('dim', 'int', -1),
    Arg('descending', 'bool', False),
    returns=('Tensor', 'Tensor'),
)
class AtenSortOp(TorchOp):
    name = 'torch.aten.sort'


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
    'aten::adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor',),
)
class AtenAdaptiveAvgPool2dOp(TorchOp):
    name = 'torch.aten.adaptive_avg_pool2d'


@aten_op(
    'aten::_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor',
    Arg('self', 'Tensor'),
    Arg('output_size', 'int[]'),
    returns=('Tensor',),
)
class AtenPrivateAdaptiveAvgPool2dOp(TorchOp):
    name = 'torch.aten._adaptive_avg_pool2d'


TORCH_OPS: dict[str, type[TorchOp]] = {
    'torch.aten.add.Tensor': AtenAddTensorOp,
    'torch.aten.add.Scalar': AtenAddScalarOp,
    'torch.aten.sub.Tensor': AtenSubTensorOp,
    'torch.aten.sub.Scalar': AtenSubScalarOp,
    'torch.aten.rsub.Tensor': AtenRsubTensorOp,
    'torch.aten.rsub.Scalar': AtenRsubScalarOp,
    'torch.aten.mul.Tensor': AtenMulTensorOp,
    'torch.aten.mul.Scalar': AtenMulScalarOp,
    'torch.aten.div.Tensor': AtenDivTensorOp,
    'torch.aten.div.Scalar': AtenDivScalarOp,
    'torch.aten.div.Tensor_mode': AtenDivTensorModeOp,
    'torch.aten.div.Scalar_mode': AtenDivScalarModeOp,
    'torch.aten.floor_divide': AtenFloorDivideOp,
    'torch.aten.remainder.Tensor': AtenRemainderTensorOp,
    'torch.aten.remainder.Scalar': AtenRemainderScalarOp,
    'torch.aten.fmod.Tensor': AtenFmodTensorOp,
    'torch.aten.fmod.Scalar': AtenFmodScalarOp,
    'torch.aten.pow.Tensor_Scalar': AtenPowTensorScalarOp,
    'torch.aten.pow.Tensor_Tensor': AtenPowTensorTensorOp,
    'torch.aten.pow.Scalar': AtenPowScalarOp,
    'torch.aten.neg': AtenNegOp,
    'torch.aten.abs': AtenAbsOp,
    'torch.aten.exp': AtenExpOp,
    'torch.aten.exp2': AtenExp2Op,
    'torch.aten.expm1': AtenExpm1Op,
    'torch.aten.log': AtenLogOp,
    'torch.aten.log2': AtenLog2Op,
    'torch.aten.log10': AtenLog10Op,
    'torch.aten.log1p': AtenLog1pOp,
    'torch.aten.sqrt': AtenSqrtOp,
    'torch.aten.rsqrt': AtenRsqrtOp,
    'torch.aten.reciprocal': AtenReciprocalOp,
    'torch.aten.square': AtenSquareOp,
    'torch.aten.sin': AtenSinOp,
    'torch.aten.cos': AtenCosOp,
    'torch.aten.tan': AtenTanOp,
    'torch.aten.asin': AtenAsinOp,
    'torch.aten.acos': AtenAcosOp,
    'torch.aten.atan': AtenAtanOp,
    'torch.aten.sinh': AtenSinhOp,
    'torch.aten.cosh': AtenCoshOp,
    'torch.aten.tanh': AtenTanhOp,
    'torch.aten.asinh': AtenAsinhOp,
    'torch.aten.acosh': AtenAcoshOp,
    'torch.aten.atanh': AtenAtanhOp,
    'torch.aten.atan2': AtenAtan2Op,
    'torch.aten.hypot': AtenHypotOp,
    'torch.aten.erf': AtenErfOp,
    'torch.aten.erfinv': AtenErfinvOp,
    'torch.aten.sigmoid': AtenSigmoidOp,
    'torch.aten.logit': AtenLogitOp,
    'torch.aten.floor': AtenFloorOp,
    'torch.aten.ceil': AtenCeilOp,
    'torch.aten.round': AtenRoundOp,
    'torch.aten.trunc': AtenTruncOp,
    'torch.aten.frac': AtenFracOp,
    'torch.aten.sign': AtenSignOp,
    'torch.aten.sgn': AtenSgnOp,
    'torch.aten.signbit': AtenSignbitOp,
    'torch.aten.maximum': AtenMaximumOp,
    'torch.aten.minimum': AtenMinimumOp,
    'torch.aten.clamp': AtenClampOp,
    'torch.aten.clamp.Tensor': AtenClampTensorOp,
    'torch.aten.clamp_min': AtenClampMinOp,
    'torch.aten.clamp_max': AtenClampMaxOp,
    'torch.aten.lerp.Scalar': AtenLerpScalarOp,
    'torch.aten.lerp.Tensor': AtenLerpTensorOp,
    'torch.aten.addcmul': AtenAddcmulOp,
    'torch.aten.addcdiv': AtenAddcdivOp,
    'torch.aten.eq.Tensor': AtenEqTensorOp,
    'torch.aten.eq.Scalar': AtenEqScalarOp,
    'torch.aten.ne.Tensor': AtenNeTensorOp,
    'torch.aten.ne.Scalar': AtenNeScalarOp,
    'torch.aten.lt.Tensor': AtenLtTensorOp,
    'torch.aten.lt.Scalar': AtenLtScalarOp,
    'torch.aten.le.Tensor': AtenLeTensorOp,
    'torch.aten.le.Scalar': AtenLeScalarOp,
    'torch.aten.gt.Tensor': AtenGtTensorOp,
    'torch.aten.gt.Scalar': AtenGtScalarOp,
    'torch.aten.ge.Tensor': AtenGeTensorOp,
    'torch.aten.ge.Scalar': AtenGeScalarOp,
    'torch.aten.logical_and': AtenLogicalAndOp,
    'torch.aten.logical_or': AtenLogicalOrOp,
    'torch.aten.logical_xor': AtenLogicalXorOp,
    'torch.aten.logical_not': AtenLogicalNotOp,
    'torch.aten.bitwise_and.Tensor': AtenBitwiseAndTensorOp,
    'torch.aten.bitwise_and.Scalar': AtenBitwiseAndScalarOp,
    'torch.aten.bitwise_or.Tensor': AtenBitwiseOrTensorOp,
    'torch.aten.bitwise_or.Scalar': AtenBitwiseOrScalarOp,
    'torch.aten.bitwise_xor.Tensor': AtenBitwiseXorTensorOp,
    'torch.aten.bitwise_xor.Scalar': AtenBitwiseXorScalarOp,
    'torch.aten.bitwise_not': AtenBitwiseNotOp,
    'torch.aten.bitwise_left_shift.Tensor': AtenBitwiseLeftShiftTensorOp,
    'torch.aten.bitwise_right_shift.Tensor': AtenBitwiseRightShiftTensorOp,
    'torch.aten.isnan': AtenIsnanOp,
    'torch.aten.isinf': AtenIsinfOp,
    'torch.aten.isfinite': AtenIsfiniteOp,
    'torch.aten.nan_to_num': AtenNanToNumOp,
    'torch.aten.where.self': AtenWhereSelfOp,
    'torch.aten.where.ScalarSelf': AtenWhereScalarSelfOp,
    'torch.aten.where.ScalarOther': AtenWhereScalarOtherOp,
    'torch.aten.where.Scalar': AtenWhereScalarOp,
    'torch.aten.masked_fill.Scalar': AtenMaskedFillScalarOp,
    'torch.aten.masked_fill.Tensor': AtenMaskedFillTensorOp,
    'torch.aten.relu': AtenReluOp,
    'torch.aten.relu6': AtenRelu6Op,
    'torch.aten.gelu': AtenGeluOp,
    'torch.aten.silu': AtenSiluOp,
    'torch.aten.hardtanh': AtenHardtanhOp,
    'torch.aten.leaky_relu': AtenLeakyReluOp,
    'torch.aten.elu': AtenEluOp,
    'torch.aten.selu': AtenSeluOp,
    'torch.aten.celu': AtenCeluOp,
    'torch.aten.softplus': AtenSoftplusOp,
    'torch.aten.hardsigmoid': AtenHardsigmoidOp,
    'torch.aten.hardswish': AtenHardswishOp,
    'torch.aten.mish': AtenMishOp,
    'torch.aten.log_sigmoid': AtenLogSigmoidOp,
    'torch.aten.hardshrink': AtenHardshrinkOp,
    'torch.aten.softshrink': AtenSoftshrinkOp,
    'torch.aten.threshold': AtenThresholdOp,
    'torch.aten.glu': AtenGluOp,
    'torch.aten.sum': AtenSumOp,
    'torch.aten.sum.dim_IntList': AtenSumDimIntListOp,
    'torch.aten.mean': AtenMeanOp,
    'torch.aten.mean.dim': AtenMeanDimOp,
    'torch.aten.amax': AtenAmaxOp,
    'torch.aten.amin': AtenAminOp,
    'torch.aten.max': AtenMaxOp,
    'torch.aten.max.dim': AtenMaxDimOp,
    'torch.aten.min': AtenMinOp,
    'torch.aten.min.dim': AtenMinDimOp,
    'torch.aten.argmax': AtenArgmaxOp,
    'torch.aten.argmin': AtenArgminOp,
    'torch.aten.prod': AtenProdOp,
    'torch.aten.prod.dim_int': AtenProdDimIntOp,
    'torch.aten.var.correction': AtenVarCorrectionOp,
    'torch.aten.var_mean.correction': AtenVarMeanCorrectionOp,
    'torch.aten.std.correction': AtenStdCorrectionOp,
    'torch.aten.std_mean.correction': AtenStdMeanCorrectionOp,
    'torch.aten.any': AtenAnyOp,
    'torch.aten.any.dim': AtenAnyDimOp,
    'torch.aten.all': AtenAllOp,
    'torch.aten.all.dim': AtenAllDimOp,
    'torch.aten.logsumexp': AtenLogsumexpOp,
    'torch.aten.norm.ScalarOpt_dim': AtenNormScalarOptDimOp,
    'torch.aten.linalg_vector_norm': AtenLinalgVectorNormOp,
    'torch.aten.cumsum': AtenCumsumOp,
    'torch.aten.cumprod': AtenCumprodOp,
    'torch.aten.view': AtenViewOp,
    'torch.aten._unsafe_view': AtenPrivateUnsafeViewOp,
    'torch.aten.reshape': AtenReshapeOp,
    'torch.aten.view_as': AtenViewAsOp,
    'torch.aten.permute': AtenPermuteOp,
    'torch.aten.transpose.int': AtenTransposeIntOp,
    'torch.aten.t': AtenTOp,
    'torch.aten.numpy_T': AtenNumpyTOp,
    'torch.aten.expand': AtenExpandOp,
    'torch.aten.expand_as': AtenExpandAsOp,
    'torch.aten.slice.Tensor': AtenSliceTensorOp,
    'torch.aten.select.int': AtenSelectIntOp,
    'torch.aten.narrow': AtenNarrowOp,
    'torch.aten.squeeze': AtenSqueezeOp,
    'torch.aten.squeeze.dim': AtenSqueezeDimOp,
    'torch.aten.squeeze.dims': AtenSqueezeDimsOp,
    'torch.aten.unsqueeze': AtenUnsqueezeOp,
    'torch.aten.flatten.using_ints': AtenFlattenUsingIntsOp,
    'torch.aten.unflatten.int': AtenUnflattenIntOp,
    'torch.aten.cat': AtenCatOp,
    'torch.aten.stack': AtenStackOp,
    'torch.aten.split.Tensor': AtenSplitTensorOp,
    'torch.aten.split_with_sizes': AtenSplitWithSizesOp,
    'torch.aten.chunk': AtenChunkOp,
    'torch.aten.unbind.int': AtenUnbindIntOp,
    'torch.aten.clone': AtenCloneOp,
    'torch.aten.contiguous': AtenContiguousOp,
    'torch.aten.alias': AtenAliasOp,
    'torch.aten.repeat': AtenRepeatOp,
    'torch.aten.tile': AtenTileOp,
    'torch.aten.flip': AtenFlipOp,
    'torch.aten.roll': AtenRollOp,
    'torch.aten.constant_pad_nd': AtenConstantPadNdOp,
    'torch.aten.pad': AtenPadOp,
    'torch.aten.mm': AtenMmOp,
    'torch.aten.addmm': AtenAddmmOp,
    'torch.aten.bmm': AtenBmmOp,
    'torch.aten.baddbmm': AtenBaddbmmOp,
    'torch.aten.matmul': AtenMatmulOp,
    'torch.aten.linear': AtenLinearOp,
    'torch.aten.dot': AtenDotOp,
    'torch.aten.mv': AtenMvOp,
    'torch.aten.outer': AtenOuterOp,
    'torch.aten.einsum': AtenEinsumOp,
    'torch.aten.convolution': AtenConvolutionOp,
    'torch.aten.conv1d': AtenConv1dOp,
    'torch.aten.conv2d': AtenConv2dOp,
    'torch.aten.conv3d': AtenConv3dOp,
    'torch.aten.native_layer_norm': AtenNativeLayerNormOp,
    'torch.aten.layer_norm': AtenLayerNormOp,
    'torch.aten.native_batch_norm': AtenNativeBatchNormOp,
    'torch.aten._native_batch_norm_legit_no_training': AtenPrivateNativeBatchNormLegitNoTrainingOp,
    'torch.aten.cudnn_batch_norm': AtenCudnnBatchNormOp,
    'torch.aten.batch_norm': AtenBatchNormOp,
    'torch.aten.native_group_norm': AtenNativeGroupNormOp,
    'torch.aten.group_norm': AtenGroupNormOp,
    'torch.aten._softmax': AtenPrivateSoftmaxOp,
    'torch.aten._log_softmax': AtenPrivateLogSoftmaxOp,
    'torch.aten._safe_softmax': AtenPrivateSafeSoftmaxOp,
    'torch.aten.softmax.int': AtenSoftmaxIntOp,
    'torch.aten.log_softmax.int': AtenLogSoftmaxIntOp,
    'torch.aten.nll_loss_forward': AtenNllLossForwardOp,
    'torch.aten.log_sigmoid_forward': AtenLogSigmoidForwardOp,
    'torch.aten.eye': AtenEyeOp,
    'torch.aten.eye.m': AtenEyeMOp,
    'torch.aten._weight_norm_interface': AtenPrivateWeightNormInterfaceOp,
    'torch.aten.embedding': AtenEmbeddingOp,
    'torch.aten.scaled_dot_product_attention': AtenScaledDotProductAttentionOp,
    'torch.aten._scaled_dot_product_flash_attention_for_cpu': AtenPrivateScaledDotProductFlashAttentionForCpuOp,
    'torch.aten._scaled_dot_product_flash_attention': AtenPrivateScaledDotProductFlashAttentionOp,
    'torch.aten._scaled_dot_product_efficient_attention': AtenPrivateScaledDotProductEfficientAttentionOp,
    'torch.aten._scaled_dot_product_cudnn_attention': AtenPrivateScaledDotProductCudnnAttentionOp,
    'torch.aten.gather': AtenGatherOp,
    'torch.aten.index_select': AtenIndexSelectOp,
    'torch.aten.index.Tensor': AtenIndexTensorOp,
    'torch.aten.scatter.src': AtenScatterSrcOp,
    'torch.aten.scatter.value': AtenScatterValueOp,
    'torch.aten.scatter_add': AtenScatterAddOp,
    'torch.aten.slice_scatter': AtenSliceScatterOp,
    'torch.aten.select_scatter': AtenSelectScatterOp,
    'torch.aten.index_put': AtenIndexPutOp,
    'torch.aten.copy': AtenCopyOp,
    'torch.aten.fill.Scalar': AtenFillScalarOp,
    'torch.aten.full': AtenFullOp,
    'torch.aten.full_like': AtenFullLikeOp,
    'torch.aten.arange': AtenArangeOp,
    'torch.aten.arange.start': AtenArangeStartOp,
    'torch.aten.arange.start_step': AtenArangeStartStepOp,
    'torch.aten.zeros': AtenZerosOp,
    'torch.aten.zeros_like': AtenZerosLikeOp,
    'torch.aten.ones': AtenOnesOp,
    'torch.aten.ones_like': AtenOnesLikeOp,
    'torch.aten.empty.memory_format': AtenEmptyMemoryFormatOp,
    'torch.aten.empty_like': AtenEmptyLikeOp,
    'torch.aten.scalar_tensor': AtenScalarTensorOp,
    'torch.aten.rand_like': AtenRandLikeOp,
    'torch.aten.randn_like': AtenRandnLikeOp,
    'torch.aten._to_copy': AtenPrivateToCopyOp,
    'torch.aten.to.dtype': AtenToDtypeOp,
    'torch.aten.type_as': AtenTypeAsOp,
    'torch.aten.dropout': AtenDropoutOp,
    'torch.aten.native_dropout': AtenNativeDropoutOp,
    'torch.aten.tril': AtenTrilOp,
    'torch.aten.triu': AtenTriuOp,
    'torch.aten.topk': AtenTopkOp,
    'torch.aten.sort': AtenSortOp,
    'torch.aten.max_pool2d': AtenMaxPool2dOp,
    'torch.aten.max_pool2d_with_indices': AtenMaxPool2dWithIndicesOp,
    'torch.aten.avg_pool2d': AtenAvgPool2dOp,
    'torch.aten.adaptive_avg_pool2d': AtenAdaptiveAvgPool2dOp,
    'torch.aten._adaptive_avg_pool2d': AtenPrivateAdaptiveAvgPool2dOp,
}

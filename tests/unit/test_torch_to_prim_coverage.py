"""Every torch op that `torch-decompose` may leave is lowered by `convert-torch-to-prim`: to prim
ops (`LOWERINGS`), or, in the default pipeline, as a library call of ATen."""

from tcompile.dialects.torch_ops import TORCH_OPS
from tcompile.passes.convert_torch_to_prim import (
    EXTERN_OPS,
    LOWERINGS,
    ConvertTorchToPrimPass,
)
from tcompile.passes.pipelines import TorchToPrimPipeline
from tcompile.passes.torch_decompose import CORE_OPS


def test_every_core_op_is_lowered_or_called():
    (convert,) = [p for p in TorchToPrimPipeline().stages()
                  if isinstance(p, ConvertTorchToPrimPass)]
    assert convert.allow_extern_fallback
    # the ops with prim lowerings, beyond the library calls, are the ones kernels are made of
    assert len(CORE_OPS & LOWERINGS.keys()) - len(EXTERN_OPS) > 150


def test_lowerings_name_real_ops():
    unknown = sorted(LOWERINGS.keys() - TORCH_OPS.keys())
    assert not unknown, f"LOWERINGS names ops that the torch dialect does not define: {unknown}"


def test_externs_are_lowerings():
    assert EXTERN_OPS <= LOWERINGS.keys()

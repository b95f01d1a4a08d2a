"""Every torch op that `torch-decompose` may leave has a lowering in `convert-torch-to-prim`."""

from tcompile.dialects.torch_ops import TORCH_OPS
from tcompile.passes.convert_torch_to_prim import EXTERN_OPS, LOWERINGS
from tcompile.passes.torch_decompose import CORE_OPS


def test_every_core_op_has_a_lowering():
    missing = sorted(CORE_OPS - LOWERINGS.keys())
    assert not missing, f"core ops without a lowering in convert-torch-to-prim: {missing}"


def test_lowerings_name_real_ops():
    unknown = sorted(LOWERINGS.keys() - TORCH_OPS.keys())
    assert not unknown, f"LOWERINGS names ops that the torch dialect does not define: {unknown}"


def test_externs_are_lowerings():
    assert EXTERN_OPS <= LOWERINGS.keys()

"""xDSL plugin entry point: makes tcompile's dialects and passes visible to `xdsl-opt`."""

from xdsl.universe import Universe

from tcompile.dialects import get_all_dialects
from tcompile.passes import get_all_passes

TCOMPILE_UNIVERSE = Universe(all_dialects=get_all_dialects(), all_passes=get_all_passes())

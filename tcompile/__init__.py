"""tcompile: an MLIR-style multi-level IR compiler for PyTorch, built on xDSL."""

__version__ = "0.1.0"

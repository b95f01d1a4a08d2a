"""The bytecode layer of the frontend: no torch, tested on CPython 3.11, 3.12 and 3.13.

- `versions`: what still differs between versions after normalization (callable/NULL order).
- `instructions`: `normalize(code) -> list[Instr]`, the version-neutral instruction set.
- `analysis`: liveness, loops (back-edges), try/with regions.
- `assemble`: the only importer of the `bytecode` package.
- `resume`: resume functions for graph breaks.
"""

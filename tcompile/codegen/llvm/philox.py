"""The random numbers of `loop.random` as LLVM IR: Philox-4x32-10, as Triton's
`tl.randint4x(seed, offset)` computes it, so the CPU and the GPU draw the same numbers.

Key: the seed's low and high 32 bits; counter: the offset's low and high 32 bits, 0, 0; ten
rounds. The uniform float of `bits` significand bits is the top `bits` bits of the first
output word (two words past 32 bits) times 2**-bits, in [0, 1). Everything is integer
arithmetic on one element, which the loop vectorizer widens (`umulhi` is a 64-bit multiply).
"""

from __future__ import annotations

import llvmlite.ir as ir

I32 = ir.IntType(32)
I64 = ir.IntType(64)

ROUND_A, ROUND_B = 0xD2511F53, 0xCD9E8D57
KEY_A, KEY_B = 0x9E3779B9, 0xBB67AE85
ROUNDS = 10


def _mulhi(b: ir.IRBuilder, a: int, x: ir.Value) -> ir.Value:
    wide = b.mul(b.zext(x, I64), ir.Constant(I64, a))
    return b.trunc(b.lshr(wide, ir.Constant(I64, 32)), I32)


def _halves(b: ir.IRBuilder, v: ir.Value) -> tuple[ir.Value, ir.Value]:
    return b.trunc(v, I32), b.trunc(b.lshr(v, ir.Constant(I64, 32)), I32)


def philox(b: ir.IRBuilder, seed: ir.Value, offset: ir.Value) -> list[ir.Value]:
    """The four 32-bit words of Philox-4x32-10 for i64 `seed` and `offset`."""
    k0, k1 = _halves(b, seed)
    c0, c1 = _halves(b, offset)
    c2 = c3 = ir.Constant(I32, 0)
    for _ in range(ROUNDS):
        c0, c1, c2, c3 = (
            b.xor(b.xor(_mulhi(b, ROUND_B, c2), c1), k0),
            b.mul(c2, ir.Constant(I32, ROUND_B)),
            b.xor(b.xor(_mulhi(b, ROUND_A, c0), c3), k1),
            b.mul(c0, ir.Constant(I32, ROUND_A)),
        )
        k0 = b.add(k0, ir.Constant(I32, KEY_A))
        k1 = b.add(k1, ir.Constant(I32, KEY_B))
    return [c0, c1, c2, c3]


def uniform(b: ir.IRBuilder, hi: ir.Value, lo: ir.Value, bits: int, ty: ir.Type,
            plus_one: bool = False) -> ir.Value:
    """A float of type `ty` in [0, 1) (`plus_one`: in (0, 1]) from the top `bits` bits of
    the 64-bit word `hi:lo` (only `hi` for 32 bits or fewer)."""
    if bits <= 32:
        n = b.lshr(hi, ir.Constant(I32, 32 - bits))
        if plus_one:
            n = b.add(b.zext(n, I64), ir.Constant(I64, 1))
    else:
        n = b.or_(b.shl(b.zext(hi, I64), ir.Constant(I64, bits - 32)),
                  b.zext(b.lshr(lo, ir.Constant(I32, 64 - bits)), I64))
        if plus_one:
            n = b.add(n, ir.Constant(I64, 1))
    return b.fmul(b.uitofp(n, ty), ir.Constant(ty, 2.0 ** -bits))

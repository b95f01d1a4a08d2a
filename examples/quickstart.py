"""Start here: compile a Python function with tcompile, call it, and look at what was made.

    python examples/quickstart.py
"""

import torch

import tcompile


def rms_norm(x, w):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w


def toy_example(a, b):  # from torch.compile's documentation
    x = a / (torch.abs(a) + 1)
    # Python needs the tensor's value here: a graph break.
    if b.sum() < 0:
        b = b * -1
    return x * b


fast = tcompile.compile(rms_norm)
x, w = torch.randn(64, 256), torch.randn(256)
torch.testing.assert_close(fast(x, w), rms_norm(x, w))  # the first call compiles
print(fast.stats, end="\n\n")
print(tcompile.explain(rms_norm, x, w), end="\n\n")
print(tcompile.explain(toy_example, torch.randn(10), torch.randn(10)), end="\n\n")

for stage, text in tcompile.last_ir(fast):  # torch, prim, loop dialects, wrapper, kernels
    lines = text.splitlines()
    print(f"==== {stage} ({len(lines)} lines)", *lines[:30], sep="\n")

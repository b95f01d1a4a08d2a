"""Debug helper: run one zoo model compiled on a device and print the full traceback of an
error that reaches the caller (`python bench/zoo_trace.py mixtral cuda`)."""

import sys
import traceback

import torch

import tcompile
from tcompile.testing.zoo import ZOO, _to

name, device = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "cpu"
model, inputs = ZOO[name].build()
model, inputs = model.to(device), _to(device, inputs)
with torch.no_grad():
    try:
        tcompile.compile(model)(**inputs)
        print("no error")
    except Exception:
        traceback.print_exc()

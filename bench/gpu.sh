#!/usr/bin/env bash
# On the GPU machine (the `device` tool, carrying .whl from ../shared/tools/device-wheels.sh):
# the GPU tests, then the GPU benchmark; logs and the dated table land in $OUT.
set -uo pipefail
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
  --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1 TCOMPILE_CACHE_DIR=/tmp/tcompile-cache
OUT=${OUT:-/tmp/out}
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv | tee "$OUT/gpu.txt"
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)" \
  | tee -a "$OUT/gpu.txt"
if [ "${SKIP_TESTS:-0}" != 1 ]; then
  python3 -m pytest -q -m gpu tests/gpu ${PYTEST_ARGS:-} 2>&1 | tee "$OUT/gpu-tests.log" | tail -40
fi
python3 bench/run.py --device cuda --out "$OUT" ${BENCH_ARGS:-} 2>&1 | tee "$OUT/bench.log"
if [ "${SKIP_VISION:-0}" != 1 ]; then  # torchvision's convolution nets (installed on the GPU machine)
  python3 bench/vision.py --out "$OUT" 2>&1 | tee "$OUT/vision.log"
fi

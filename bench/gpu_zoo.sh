#!/usr/bin/env bash
# The transformers model zoo on the GPU machine (the `device` tool, carry .whl): eager,
# tcompile (Triton) and torch.compile side by side, one model per line as it finishes.
#   MODELS=gpt2,llama [TESTS=1] bash bench/gpu_zoo.sh
set -uo pipefail
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
  --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1
OUT=${OUT:-/tmp/out}
mkdir -p "$OUT"
if [ "${TESTS:-0}" = 1 ]; then
  python3 -m pytest -q -p no:cacheprovider -m gpu -n 8 tests/gpu 2>&1 | tail -5 | tee "$OUT/gpu-tests.txt"
fi
python3 bench/zoo.py --device cuda --models "${MODELS}" 2>&1 | grep -v "^\[transformers\]" \
  | tee "$OUT/zoo-${PART:-0}.txt"

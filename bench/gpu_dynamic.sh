#!/usr/bin/env bash
# On the GPU machine (the `device` tool, carrying .whl from ../shared/tools/device-wheels.sh):
# issue #10's checks. The dynamic-shape GPU tests, a subset under compute-sanitizer's memcheck,
# then bench/dynamic.py and the decode benchmark; logs and dated tables land in $OUT.
#   PARTS="tests memcheck bench decode profile" (default: all but profile)   PYTEST_ARGS=...   SANITIZE_K=...
set -uo pipefail
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
  --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=/tmp/site:$PWD PYTHONUNBUFFERED=1 TCOMPILE_CACHE_DIR=/tmp/tcompile-cache
OUT=${OUT:-/tmp/out}
PARTS=${PARTS:-tests memcheck bench decode}
mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv | tee "$OUT/gpu.txt"
python3 -c "import torch, triton; print('torch', torch.__version__, 'triton', triton.__version__)" \
  | tee -a "$OUT/gpu.txt"
for part in $PARTS; do
  case $part in
    tests)
      # xdist (carried as a wheel) spreads the tests over processes sharing the GPU
      python3 -c "import xdist" 2>/dev/null && par="-n ${WORKERS:-8}" || par=""
      python3 -m pytest -q -m gpu tests/gpu $par ${PYTEST_ARGS:-} 2>&1 \
        | tee "$OUT/gpu-tests.log" | tail -40 ;;
    memcheck)
      # Every load and store of the generated kernels checked by the hardware's own tool.
      compute-sanitizer --tool memcheck --error-exitcode 99 --print-limit 20 \
        python3 -m pytest -q -m gpu tests/gpu/test_dynamic_gpu.py -p no:cacheprovider \
        -k "${SANITIZE_K:-gpt2 or softmax or layer_norm or rms_norm or attention or sdpa or split_sum or gather or cat}" \
        2>&1 | tee "$OUT/memcheck.log" | tail -25
      echo "compute-sanitizer exit: ${PIPESTATUS[0]}" | tee -a "$OUT/memcheck.log" ;;
    bench)
      python3 bench/dynamic.py --device cuda --out "$OUT" 2>&1 | tee "$OUT/bench-dynamic.log" ;;
    decode)
      python3 bench/decode.py --device cuda --out "$OUT" 2>&1 | tee "$OUT/bench-decode.log" ;;
    profile)
      # diagnostics: where a decoding step's and a compile's time go
      python3 bench/profile_decode.py --device cuda > "$OUT/profile-decode.log" 2>&1
      python3 bench/profile_compile.py --device cuda > "$OUT/profile-compile.log" 2>&1
      python3 bench/profile_compile.py --device cuda --threads 1 > "$OUT/profile-compile-1.log" 2>&1
      head -8 "$OUT/profile-decode.log"; grep "^== " "$OUT"/profile-compile*.log ;;
  esac
done

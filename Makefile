# tcompile: `make test` and `make demo` do all set-up on a fresh machine.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install native test filecheck pytest lint demo bench conformance clean

$(BIN)/python:
	$(PY) -m venv $(VENV)

# torch first, pinned, so pip never resolves a CUDA build from the index; the constraints
# keep later requirements (transformers...) from upgrading it.
$(STAMP): $(BIN)/python pyproject.toml constraints.txt
	$(BIN)/pip install -q --disable-pip-version-check torch==2.13.0
	$(BIN)/pip install -q --disable-pip-version-check -c constraints.txt -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

# the guards' C++ helpers (tcompile/frontend/native.py), built once per torch and Python
# version; without a compiler guards stay plain Python
native: install
	$(BIN)/python -m tcompile.frontend.native

filecheck: install
	$(BIN)/lit -sv tests/filecheck

# Test processes (pytest-xdist), a file's tests in one process. CI's machine has 2 cores: the
# suite took 18.5 min in one process there and 10.8 min in two (2026-11-27).
PYTEST_WORKERS ?= 2

pytest: native
	$(BIN)/pytest -q -W error -n $(PYTEST_WORKERS) --dist loadfile tests

lint: install
	$(BIN)/ruff check tcompile tests scripts bench examples

test: filecheck pytest

demo: native
	$(BIN)/python examples/demo.py

# eager, torch.compile and tcompile side by side on the CPU (see bench/run.py for the GPU),
# then the per-call overhead of a cache hit, then greedy decoding with a KV cache.
bench: native
	$(BIN)/python bench/run.py
	$(BIN)/python bench/overhead.py
	$(BIN)/python bench/train.py
	$(BIN)/python bench/optim.py
	$(BIN)/python bench/distributed.py --steps 5 --rounds 2
	$(BIN)/python bench/decode.py
	$(BIN)/python bench/zoo.py

# how much of torch's OpInfo database tcompile compiles (five dtypes, three samples per op),
# written to bench/results/<date>-cpu-conformance.md; see bench/conformance.py; and the
# gradients of its float32 samples (bench/conformance_grad.py, <date>-cpu-conformance-grad.md).
conformance: install
	$(BIN)/python bench/conformance.py --write
	$(BIN)/python bench/conformance_grad.py --write

clean:
	rm -rf $(VENV)

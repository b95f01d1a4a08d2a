"""The one table of expected failures: every test tcompile is known to fail, with the reason.

Keys are `<suite>::<name>`: `codegen::<case>` for a corpus case of `tcompile.testing.cases`
(run by tests/e2e/test_codegen.py on both backends and by tests/gpu on a GPU), and
`frontend::<file>::<test>` for a test of tests/frontend, `dynamic::<case>::<mode>` (or
`...::<mode>::<target>` for one backend, `...::<mode>::<device>` for CPU or CUDA tensors) for
a corpus case with symbolic sizes (tcompile.testing.dynamic_cases), `zoo::<model>` for a
transformers model of tcompile.testing.zoo (none today), `conformance::<op>::<dtype>` for an
OpInfo of tests/e2e/test_conformance.py's fixed sample known not to compile (broken or
fallback: see tcompile.testing.conformance).
Frontend and dynamic entries run as strict xfails: when one starts passing the suite fails
until its line is removed here. Conformance entries are as strict: a listed pair whose
samples all compile fails its test.
"""

from __future__ import annotations

EXPECTED_FAILURES: dict[str, str] = {
    # tests/e2e/test_dynamic.py and tests/gpu/test_dynamic_gpu.py: `dynamic::<case>::<mode>`
    # (strict: on every backend the entry applies to)
    **{f"dynamic::conv2d_relu::{m}::cpu": "the case also resizes the kernel (3 -> 6); on "
       "CPU tensors torch's convolution meta guards the kernel size against the first sizes "
       "(w.size(3) <= 3), so the new kernel size recompiles once more, as under torch.compile"
       for m in ("dynamic", "marked")},
    **{f"dynamic::sdpa_math_masked_rows::{m}": "`with sdpa_kernel(...)`: the frontend traces "
       "only grad-mode context managers; the function runs natively (also with static sizes)"
       for m in ("dynamic", "marked", "automatic")},
    **{f"dynamic::split_chunk_unbind::{m}": "chunk(3)/split(2) return as many tensors as "
       "the size allows: the count is guarded (as under torch.compile), so a size giving "
       "another count recompiles" for m in ("dynamic", "marked", "automatic")},
    # --- tests/e2e/test_conformance.py: `conformance::<op>::<dtype>` (strict) -------------
    "conformance::equal::float32": "torch.equal returns a Python bool computed from the "
    "values: a graph break, as under torch.compile (broken)",
    # --- end of conformance ----------------------------------------------------------------
}


def expected_failure(suite: str, name: str) -> str | None:
    """The reason `name` of `suite` ("codegen" or "frontend") is expected to fail, if it is."""
    return EXPECTED_FAILURES.get(f"{suite}::{name}")

"""The one table of expected failures: every test tcompile is known to fail, with the reason.

Keys are `<suite>::<name>`: `codegen::<case>` for a corpus case of `tcompile.testing.cases`
(run by tests/e2e/test_codegen.py on both backends and by tests/gpu on a GPU), and
`frontend::<file>::<test>` for a test of tests/frontend. Frontend entries run as strict
xfails: when one starts passing the suite fails until its line is removed here.
"""

from __future__ import annotations

EXPECTED_FAILURES: dict[str, str] = {
}


def expected_failure(suite: str, name: str) -> str | None:
    """The reason `name` of `suite` ("codegen" or "frontend") is expected to fail, if it is."""
    return EXPECTED_FAILURES.get(f"{suite}::{name}")

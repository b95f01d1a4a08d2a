"""The frontend's expected failures: one table, a reason each.

Each entry is a test that states behaviour issue #4 asks for and tcompile does not have yet.
They run as strict xfails: when one starts passing, the suite fails until its line is removed.
"""

FRONTEND_XFAIL: dict[str, str] = {
    "test_corpus_python.py::test_range_with_step_and_accumulator":
        "index assignment breaks, and a break inside a loop runs the frame natively",
    "test_corpus_tensors.py::test_index_with_tensor":
        "the LLVM lowering drops the contiguous clone after a permute: strides (1, 5), eager (3, 1)",
    "test_corpus_tensors.py::test_index_assignment":
        "no slice_scatter/select_scatter/index_put op in the torch dialect: a break",
    "test_corpus_tensors.py::test_index_assignment_into_input":
        "no slice_scatter/select_scatter/index_put op in the torch dialect: a break",
    "test_corpus_tensors.py::test_index_put_with_mask":
        "no index_put op in the torch dialect: a break",
}

"""Frontend corpus: writes into views are captured in the graph (tcompile/frontend/views.py).

Index assignment (`y[:, 0] = v`), in-place ops on slices, reshapes and transposes, and mask
assignment become functional ops (`select_scatter`, `slice_scatter`, `index_put`, ...) with
no graph break; the tensor viewed, its other views and a mutated input end up as in eager.
"""

import torch

import tcompile
from tcompile.compiler import compile_function


def test_slice_select_and_step_assignment(check):
    def fn(x, v, w):
        y = x.clone()
        y[1:3] = v
        y[:, 2] = 0.5
        y[::2, -1] = w
        y[1][2:4] = 7.0
        y[4, :3] = torch.tensor([1.0, 2.0, 3.0])
        return y

    check(fn, (5, 6), (6,), (3,), graphs=1, breaks=0)


def test_inplace_ops_into_slices(check):
    def fn(x):
        y = x.clone()
        y[1:3] += 1
        y[:, 1:] *= x[:, :-1]
        y[..., 0].sub_(y[..., 1])
        return y

    check(fn, (4, 5), graphs=1, breaks=0)


def test_write_through_view_and_reshape(check):
    def fn(x):
        y = x.clone()
        y.view(-1)[0] = 5.0
        y.reshape(5, 4)[1].mul_(2)
        y.unsqueeze(0)[0, 3] = -1.0
        return y

    check(fn, (4, 5), graphs=1, breaks=0)


def test_write_through_transpose_and_permute(check):
    def fn(x):
        y = x.clone()
        y[0].t().mul_(2)
        y.permute(2, 0, 1)[1] = 0.0
        y.transpose(0, 1)[:, 1] += 3
        return y

    check(fn, (2, 3, 4), graphs=1, breaks=0)


def test_two_views_of_one_base(check):
    def fn(x):
        y = x.clone()
        row, col = y[0], y[:, 1]
        a, b = y.chunk(2, dim=1)
        row.add_(1)  # col and b see it
        before = col * 2
        b.zero_()  # row and col see it
        return row + 0, col * 1, before, a.sum(), y

    check(fn, (4, 6), graphs=1, breaks=0)


def test_write_into_base_then_read_views(check):
    def fn(x):
        y = x.clone()
        first, flat = y[0], y.view(-1)
        y.mul_(2)
        y[1] = first  # the first row after the write, doubled
        return first + 0, flat.sum(), y

    check(fn, (3, 4), graphs=1, breaks=0)


def test_write_into_view_of_input(check):
    def fn(x):
        row = x[1]
        x[0] = x[1] * 2
        x[:, 2:] += 1  # row sees it
        return row * 1, x[0], x.sum()

    check(fn, (3, 4), graphs=1, breaks=0)


def test_write_then_read_base_same_graph(check):
    def fn(x):
        y = torch.zeros_like(x)
        for i in range(0, x.shape[0], 2):
            y[i] = x[i].exp()
        return y.sum(0) + y[1]

    check(fn, (6, 3), graphs=1, breaks=0)


def test_mask_assignment(check):
    def fn(x, m):
        y = x.clone()
        y[y < 0] = 0.0
        y[y > 1] = m  # a 0-d tensor
        y[x.abs() < 0.1] += m
        return y

    check(fn, (4, 5), lambda: torch.randn(()), graphs=1, breaks=0)


def test_write_into_symbolic_sizes(check):
    def fn(x):
        y = x.clone()
        y[1:] -= x[:-1]
        y[:, 0] = 1.0
        return y

    compiled = check(fn, (4, 3), graphs=1, breaks=0, dynamic=True)
    assert compiled.stats.graphs_compiled == 1
    x = torch.randn(7, 3)
    torch.testing.assert_close(compiled(x), fn(x))
    assert compiled.stats.graphs_compiled == 1


def test_write_into_expanded_view_breaks(check):
    def fn(x):
        e = x.unsqueeze(0).expand(3, 4)
        e[0].add_(1)  # break
        return x * 2

    check(fn, (4,), graphs=2, breaks=1)
    reason = tcompile.explain(fn, torch.randn(4)).break_reasons[0].reason
    assert "view made by torch.aten.expand" in reason, reason


def test_resizing_a_viewed_tensor_in_place_breaks(check):
    def fn(x):
        y = x * 2
        first = y[0]
        y.t_()  # break
        return y + first.sum()

    check(fn, (3, 4), graphs=2, breaks=1)


def test_resizing_a_written_tensor_in_place(check):
    """A tensor the function made and wrote in place shares memory with nothing: changing
    its sizes in place (what torch.quantile does to its result) stays in the graph; an
    input's sizes are the caller's, so resizing it in place breaks."""
    def fn(x):
        y = x * 2
        y.add_(1)
        y.unsqueeze_(0)
        y.transpose_(0, 2)
        y.squeeze_(1)
        return y - 1

    check(fn, (3, 4), graphs=1, breaks=0)
    check(lambda x, q: torch.quantile(x, q, dim=1), (5, 7), torch.tensor([0.2, 0.7]),
          graphs=1, breaks=0)

    def resize_input(x):
        x.add_(1)
        x.t_()  # break
        return x * 2

    check(resize_input, (3, 4), graphs=2, breaks=1)


def test_backward_through_writes_into_views():
    def fn(x, w):
        y = x * w
        y[0] = 0.0
        y[:, 1:] *= w[:, :-1]
        y[1:, 0] = x[:-1, 0]
        return (y**2).sum()

    tcompile.reset()
    compiled = tcompile.compile(fn)
    x = torch.randn(3, 4)
    w = torch.randn(3, 4, requires_grad=True)
    w_eager = w.detach().clone().requires_grad_()
    compiled(x, w).backward()
    fn(x, w_eager).backward()
    torch.testing.assert_close(w.grad, w_eager.grad)
    assert tcompile.explain(fn, x, w).graph_break_count == 0


def test_record_path_writes_into_views():
    def fn(x):
        y = x.clone()
        y[:, 1:3] = y[:, :2] * 2
        y[y < 0] = 0.0
        return y.t()

    x = torch.randn(4, 5)
    (got,) = compile_function(fn, x)(x)
    torch.testing.assert_close(got, fn(x))


def test_returned_view_of_an_input_follows_its_offset():
    """A view of an input is made again from the input on every call, relative to where the
    input starts in its storage: slices of one storage at different offsets hit one entry."""
    def fn(x):
        return x[1:], x * 2

    compiled = tcompile.compile(fn)
    a, b = torch.arange(10.0), torch.arange(20.0)
    for x in (a[:8], b[5:13], b[7:15]):
        view, doubled = compiled(x)
        expected = fn(x)
        assert torch.equal(view, expected[0]) and torch.equal(doubled, expected[1])
        assert view.data_ptr() == expected[0].data_ptr()
    assert compiled.stats.graphs_compiled == 1 and compiled.stats.cache_hits == 2

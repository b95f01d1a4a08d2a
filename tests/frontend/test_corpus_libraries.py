"""Frontend corpus: the Python that current model libraries wrap around tensors (issue #11),
each in the shape transformers 5.x writes it, and each captured as one graph where
torch.compile has no break.
"""

from __future__ import annotations

import contextvars
import dataclasses
import functools
import logging
import warnings
from collections import OrderedDict
from typing import Any

import pytest
import torch
from torch import nn

import tcompile
from tcompile.frontend.errors import FullGraphError
from tcompile.testing.models import TanhGelu

# ---- dict and list subclasses, super() calls to builtin methods


class Registry(dict):
    def __setitem__(self, key: Any, value: Any) -> None:
        super().__setitem__(str(key), value)

    def get(self, key: Any) -> Any:
        return super().get(str(key.__class__)) or {}


REGISTRY = Registry()


class Layers(list):
    def total(self) -> int:
        return super().__len__() + len(self)


def test_dict_subclass_super_get(check):
    REGISTRY[torch.nn.Linear] = {"scale": 2.0}

    def fn(x):
        found = REGISTRY.get(x)  # the class of a tensor: not registered
        return x * (found.get("scale", 3.0))

    check(fn, (4,), graphs=1, breaks=0)


def test_list_subclass_methods(check):
    layers = Layers([1, 2, 3])

    def fn(x):
        return x * layers.total() + layers[1]

    check(fn, (4,), graphs=1, breaks=0)


# ---- ContextVar, and a global-variable fallback while compiling (transformers' output capture)

_COLLECTOR: contextvars.ContextVar = contextvars.ContextVar("collector", default=None)


def test_context_var_get_set_reset(check):
    def fn(x):
        token = _COLLECTOR.set({"outputs": []})
        try:
            _COLLECTOR.get()["outputs"].append(x * 2)
            collected = _COLLECTOR.get()["outputs"]
        finally:
            _COLLECTOR.reset(token)
        return collected[0] + 1, _COLLECTOR.get()

    check(fn, (4,), graphs=1, breaks=0)
    assert _COLLECTOR.get() is None


class CompileableVar:
    def __init__(self) -> None:
        self.var = contextvars.ContextVar("v", default=None)
        self.global_var = None
        self.compiling = False

    def set(self, value: Any) -> Any:
        if torch.compiler.is_compiling():
            self.global_var = value
            self.compiling = True
            return None
        return self.var.set(value)

    def reset(self, token: Any) -> None:
        if self.compiling or token is None:
            self.global_var = None
            self.compiling = False
        else:
            self.var.reset(token)


ACTIVE = CompileableVar()


def test_is_compiling_branch_and_try_finally(check):
    def fn(x):
        token = ACTIVE.set({"a": 1})
        try:
            y = x.sin()
        finally:
            ACTIVE.reset(token)
        return y

    check(fn, (4,), graphs=1, breaks=0)
    assert ACTIVE.global_var is None and ACTIVE.compiling is False


def test_dynamo_is_compiling_folds_to_true(check):
    """Libraries ask `torch._dynamo.is_compiling()` (tcompile does not import Dynamo itself;
    the check finds the function once the program has)."""
    import torch._dynamo

    seen = []

    def fn(x):
        if torch._dynamo.is_compiling():
            seen.append(True)
        return x.sin()

    check(fn, (4,), graphs=1, breaks=0)
    from tcompile.frontend.lookasides import _torch_constants

    assert _torch_constants()[torch._dynamo.is_compiling] is True


# ---- decorators: functools.wraps wrappers with *args/**kwargs


def can_return_tuple(func):
    @functools.wraps(func)
    def wrapper(self, *args, **kwargs):
        return_dict = kwargs.pop("return_dict", getattr(self.config, "return_dict", True))
        out = func(self, *args, **kwargs)
        return out if return_dict else tuple(out.values())

    return wrapper


@dataclasses.dataclass
class Config:
    hidden: int = 8
    return_dict: bool = True
    scale: float = 0.5


class Output(OrderedDict):
    """transformers' ModelOutput: a dataclass whose fields are also its (non-None) items."""

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if value is not None:
                self[f.name] = value

    def __setitem__(self, key: Any, value: Any) -> None:
        super().__setitem__(key, value)
        super().__setattr__(key, value)

    def __getitem__(self, k: Any) -> Any:
        if isinstance(k, str):
            return dict(self.items())[k]
        return self.to_tuple()[k]

    def to_tuple(self) -> tuple:
        return tuple(self[k] for k in self.keys())


@dataclasses.dataclass
class BlockOutput(Output):
    hidden: torch.Tensor | None = None
    logits: torch.Tensor | None = None
    loss: torch.Tensor | None = None


class Block(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.config = Config()
        self.proj = nn.Linear(8, 8)

    @can_return_tuple
    def forward(self, x, labels=None):
        h = self.proj(x) * self.config.scale
        logits = h.relu()
        loss = None if labels is None else (logits - labels).square().mean()
        return BlockOutput(hidden=h, logits=logits, loss=loss)


def test_wraps_decorator_and_model_output(check):
    def fn(block, x):
        out = block(x)
        return out.logits + out["hidden"] + out[0], out

    check(fn, Block(), (2, 8), graphs=1, breaks=0)


def test_model_output_to_tuple(check):
    def fn(block, x, y):
        return block(x, labels=y, return_dict=False)

    check(fn, Block(), (2, 8), (2, 8), graphs=1, breaks=0)


# ---- logging and warnings: run after the graph, in order


logger = logging.getLogger("tcompile.tests.libraries")


def test_logging_and_warnings(check, caplog):
    def fn(x):
        logger.info("running on %s", "cpu")
        if x.shape[0] > 2:
            warnings.warn("long input", UserWarning, stacklevel=2)
        return x + 1

    with caplog.at_level(logging.INFO, logger="tcompile.tests.libraries"), \
            warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        check(fn, (4,), graphs=1, breaks=0)
        compiled = tcompile.compile(fn)
        caplog.clear()
        seen.clear()
        compiled(torch.randn(4))
    assert [r.getMessage() for r in caplog.records] == ["running on cpu"]
    assert [str(w.message) for w in seen] == ["long input"]


def test_logging_after_the_graph(check, caplog):
    def fn(x):
        y = x + 1
        logger.info("y has %d elements", y.numel())
        return y * 2

    with caplog.at_level(logging.INFO, logger=logger.name):
        check(fn, (4,), graphs=1, breaks=0, calls=2)
    # each eager and compiled call logged once, and explain's call too
    assert [r.getMessage() for r in caplog.records] == ["y has 4 elements"] * 5


def test_warnings_warn(check):
    def fn(x):
        y = x + 1
        warnings.warn("careful", UserWarning, stacklevel=1)
        return y * 2

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check(fn, (4,), graphs=1, breaks=0)


def test_cached_function_runs_once(check):
    calls = []

    @functools.lru_cache(None)
    def warn_once(message):
        calls.append(message)
        return len(message)

    def fn(x):
        return x * warn_once("hello")

    check(fn, (4,), graphs=1, breaks=0, calls=3)
    assert calls == ["hello"]


# ---- generators, comprehensions, slices


def test_generators_and_comprehensions(check):
    def fn(xs):
        squares = [x * x for x in xs]
        total = sum(s.sum() for s in squares)
        named = {f"t{i}": s for i, s in enumerate(squares)}
        return total + named["t1"].mean(), any(x.dim() == 2 for x in xs)

    check(fn, lambda: [torch.randn(3), torch.randn(2, 2)], graphs=1, breaks=0)


def test_slice_builtin(check):
    def fn(x, keep=2):
        s = slice(-keep, None) if keep else slice(None)
        return x[:, s]

    check(fn, (3, 5), graphs=1, breaks=0)


# ---- a break deep inside a callee leaves the callee compiled


class Inner(nn.Module):
    def forward(self, x):
        y = x.sin()
        print("inner")  # break
        return y.cos()


class Outer(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.inner = Inner()

    def forward(self, x):
        return self.inner(x * 2) + 1


def test_break_inside_called_module_compiles_both_sides(capsys):
    compiled = tcompile.compile(Outer())
    x = torch.randn(4)
    out = compiled(x)
    torch.testing.assert_close(out, (x * 2).sin().cos() + 1)
    report = tcompile.explain(Outer(), torch.randn(4))
    # Outer before and after the call, Inner before and after the print
    assert report.graph_count == 4, str(report)
    assert report.graph_break_count >= 1
    assert all(b.filename == __file__ for b in report.break_reasons), str(report)


class Logger:
    @functools.lru_cache(None)  # noqa: B019  (transformers' Logger.warning_once)
    def warning_once(self, message):
        return None


LOGGER = Logger()


def test_bound_method_read_per_call_does_not_recompile():
    def fn(x):
        LOGGER.warning_once("deprecated")  # a new bound method object on every read
        return x + 1

    compiled = tcompile.compile(fn)
    for _ in range(4):
        x = torch.randn(3)
        torch.testing.assert_close(compiled(x), x + 1)
    assert compiled.stats.graphs_compiled == 1 and not compiled.stats.recompiles, \
        compiled.stats


# ---- TorchScript helpers (DeBERTa-v2's position buckets, transformers <= 5.17)


def _jit(make: Any, *args: Any) -> Any:
    """`torch.jit.script(fn)` or `torch.jit.trace(fn, inputs)`, without their deprecation
    warning (the test suite makes warnings errors)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return make(*args)


def _log_bucket_py(relative_pos, bucket_size: int, max_position: int):
    sign = torch.sign(relative_pos)
    mid = bucket_size // 2
    abs_pos = torch.where((relative_pos < mid) & (relative_pos > -mid),
                          torch.tensor(mid - 1).type_as(relative_pos), torch.abs(relative_pos))
    log_pos = torch.ceil(torch.log(abs_pos / mid) / torch.log(
        torch.tensor((max_position - 1) / mid)) * (mid - 1)) + mid
    return torch.where(abs_pos <= mid, relative_pos.type_as(log_pos), log_pos * sign)


def _scaled(x, y):
    return x * 2 + y


_log_bucket = _jit(torch.jit.script, _log_bucket_py)
_traced = _jit(torch.jit.trace, _scaled, (torch.randn(3), torch.randn(3)))


def test_scripted_and_traced_functions_are_traced_as_python(check):
    def fn(x, n: int = 16):
        ids = torch.arange(n)
        rel = _log_bucket(ids[:, None] - ids[None, :], 8, 64)
        return _traced(x, rel.float().sum(0))

    assert isinstance(_log_bucket, torch.jit.ScriptFunction)
    check(fn, (16,), graphs=1, breaks=0)


def _double_py(x):
    return x * 2


def _triple_py(x):
    return x * 3


_double = _jit(torch.jit.script, _double_py)
_triple = _jit(torch.jit.script, _triple_py)


def test_scripted_function_rebound_recompiles():
    scale = {"fn": _double}

    def fn(x):
        return scale["fn"](x) + 1

    compiled = tcompile.compile(fn, fullgraph=True)
    x = torch.randn(4)
    torch.testing.assert_close(compiled(x), x * 2 + 1)
    scale["fn"] = _triple
    torch.testing.assert_close(compiled(x), x * 3 + 1)
    assert compiled.stats.graphs_compiled == 2


class _Scaled(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.linear = nn.Linear(4, 4)

    def forward(self, x):
        return torch.relu(self.linear(x))


def test_scripted_module_runs_natively(check):
    """A TorchScript module's forward is not Python: a graph break, the module run natively
    (its class's `forward` is a descriptor that fails outside TorchScript; it crashed the
    capture and the natively run frame before)."""
    scripted = _jit(torch.jit.script, _Scaled())

    def fn(x):
        return scripted(x) * 2  # break

    check(fn, (2, 4), graphs=1, breaks=1)


# ---- torch.autograd.Function, with and without a gradient


class ScaleSplit(torch.autograd.Function):  # new style: setup_context; several outputs
    @staticmethod
    def forward(x, scale):
        return x * scale, x.sum()

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.scale = inputs[1]

    @staticmethod
    def backward(ctx, g, gs):
        return g * ctx.scale + gs, None


class PassThrough(torch.autograd.Function):  # returns its input; an in-place one, dirty
    @staticmethod
    def forward(ctx, x, y):
        y.add_(1)
        ctx.mark_dirty(y)
        ctx.mark_non_differentiable(y)
        ctx.set_materialize_grads(False)
        return x, y, ctx.needs_input_grad

    @staticmethod
    def backward(ctx, gx, gy):
        return gx, None


def test_autograd_function_forward_without_grad(check):
    def fn(x):
        with torch.no_grad():
            a = TanhGelu.apply(x)
        b, total = ScaleSplit.apply(x, 3.0)
        return a, b, total

    check(fn, (4, 8), graphs=1, breaks=0)


def test_autograd_function_returning_its_inputs(check):
    def fn(x, y):
        same, dirty, needs = PassThrough.apply(x, y)
        return same * 2, dirty + 1, needs

    check(fn, (3,), (3,), graphs=1, breaks=0)  # y written in place, as in eager

    compiled = tcompile.compile(lambda x, y: PassThrough.apply(x, y), fullgraph=True)
    x, y = torch.randn(3), torch.randn(3)
    same, dirty, _ = compiled(x, y)
    assert same._base is x and dirty is y  # as autograd returns them


def _grads_as_in_eager(fn, *shapes):
    """fn's outputs and its inputs' gradients compiled and eagerly (each output weighted
    by fixed numbers and summed); the compiled function."""
    compiled = tcompile.compile(fn)
    inputs = [torch.randn(s) for s in shapes]
    results = []
    for run in (fn, compiled):
        args = [t.clone().requires_grad_() for t in inputs]
        outs = run(*args)
        outs = outs if isinstance(outs, tuple) else (outs,)
        torch.autograd.backward([(o * torch.linspace(-1, 2, o.numel()).reshape(o.shape)).sum()
                                 for o in outs])
        results.append(([o.detach() for o in outs], [a.grad for a in args]))
    torch.testing.assert_close(results[1], results[0])
    return compiled


def _backward_of(compiled):
    from tcompile.frontend.api import _compiled_function

    session = _compiled_function(compiled)._session
    return [g.backward for _, t in session.translations for g in t.graphs]


def test_autograd_function_needing_a_gradient_keeps_its_own_backward():
    """Its forward traced (cut from autograd), its outputs given the Function's own backward
    (TanhGelu's is deliberately not its forward's derivative): one graph, backward compiled."""
    def fn(x):
        return TanhGelu.apply(x * 2).sum()

    compiled = _grads_as_in_eager(fn, (5,))
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks) == (1, 0)
    assert _backward_of(compiled) == ["compiled"]


def test_autograd_function_needing_a_gradient_new_style_several_outputs():
    """setup_context, a number argument, two outputs of which one is left out of the loss
    (the backward gets zeros for it), and a Linear before it whose gradients flow through."""
    lin = torch.nn.Linear(4, 4)

    def fn(x):
        scaled, total = ScaleSplit.apply(lin(x), 3.0)
        unused, _ = ScaleSplit.apply(x, 0.5)
        return scaled.tanh(), total, unused * 0

    compiled = _grads_as_in_eager(fn, (3, 4))
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks) == (1, 0)
    assert _backward_of(compiled) == ["compiled"]


class Mixed(torch.autograd.Function):  # autograd tracks only the tensors of the tuple
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return [x * 2, x.sum()], (x * 3,), x * 4, x.long()

    @staticmethod
    def backward(ctx, glist, gnested, g, gint):
        assert glist is None and gnested is None and gint.shape == g.shape  # as in eager
        (x,) = ctx.saved_tensors
        return g * x


def test_autograd_function_needing_a_gradient_tracks_what_autograd_tracks():
    def fn(x):
        (a, b), (c,), d, e = Mixed.apply(x)
        return d, torch.tensor([t.requires_grad for t in (a, b, c, d, e)])

    compiled = _grads_as_in_eager(lambda x: fn(x)[0], (5,))
    assert (compiled.stats.graphs_compiled, compiled.stats.graph_breaks) == (1, 0)
    x = torch.randn(5, requires_grad=True)
    assert tcompile.compile(fn)(x)[1].tolist() == fn(x)[1].tolist() == [False] * 3 + [True, False]


class NoisyScale(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return x * torch.rand_like(x)

    @staticmethod
    def backward(ctx, g):
        return g


class AddOneInPlace(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.mark_dirty(x)
        return x.add_(1)

    @staticmethod
    def backward(ctx, g):
        return g * 3


class Doubled(torch.autograd.Function):  # returns its input; its backward doubles
    @staticmethod
    def forward(ctx, x):
        return x

    @staticmethod
    def backward(ctx, g):
        return g * 2


@pytest.mark.parametrize(("fn", "why"), [
    (lambda x, y: NoisyScale.apply(x), "draws random numbers"),
    (lambda x, y: AddOneInPlace.apply(x * y), "in place"),
    (lambda x, y: Doubled.apply(x) * y, "returns an input"),
])
def test_autograd_function_needing_a_gradient_that_cannot_run_again_breaks(fn, why):
    """The backward runs the forward again to rebuild its ctx: where that could differ from
    the first run, the call breaks the graph and runs natively, with its own backward."""
    x, y = torch.randn(3, requires_grad=True), torch.randn(3)
    compiled = tcompile.compile(fn)
    torch.manual_seed(0)
    compiled(x, y.clone()).sum().backward()
    expected = x.detach().clone().requires_grad_()
    torch.manual_seed(0)
    fn(expected, y.clone()).sum().backward()
    torch.testing.assert_close(x.grad, expected.grad)
    assert compiled.stats.graph_breaks == 1
    with pytest.raises(FullGraphError, match=why):
        tcompile.compile(fn, fullgraph=True)(x, y.clone())


# ---- a submodule's forward decorated with a list in its closure


def fire_hooks(child_names):  # transformers' force_accelerate_hooks, in the same form
    if isinstance(child_names, str):
        child_names = [child_names]

    def decorator(forward):
        @functools.wraps(forward)
        def wrapped(self, *args, **kwargs):
            hooked = []
            for name in child_names:
                child = getattr(self, name)
                hooked.append((child, getattr(child, "_hf_hook", None)))
            out = forward(self, *args, **kwargs)
            for child, hook in reversed(hooked):
                if hook is not None:
                    hook.post_forward(child, ())
            return out

        return wrapped

    return decorator


class Mixer(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1d = nn.Conv1d(4, 4, 3, padding=1, groups=4)

    @fire_hooks("conv1d")
    def forward(self, x):
        return self.conv1d(x).relu()


def test_submodule_forward_with_a_closure_list(check):
    check(nn.Sequential(Mixer(), Mixer()), (2, 4, 8), graphs=1, breaks=0)

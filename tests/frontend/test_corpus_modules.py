"""Frontend corpus: nn.Module code (research/frontend.md §5, constructs 1–3, 27, 28, 34, 39).

Attributes, submodules, containers of modules, `super()`, properties, buffers and module
state mutation: compiled modules are captured as one graph, parameters and buffers as graph
inputs, and attribute writes replayed so the module ends in eager's state.
"""

import copy

import torch
import torch.nn.functional as F
from torch import nn

import tcompile

# ---- 1. module attribute reads


class Scaled(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(8))
        self.scale = 0.5
        self.config = type("Config", (), {"hidden_size": 8, "eps": 1e-5})()

    def forward(self, x):
        y = x * self.weight * self.scale
        if self.training:
            y = y + 1
        return y / (self.config.hidden_size + self.config.eps)


def test_module_attributes(check):
    check(Scaled(), (3, 8), graphs=1, breaks=0)


def test_module_attributes_eval(check):
    check(Scaled().eval(), (3, 8), graphs=1, breaks=0)


def test_module_passed_as_argument(check):
    m = nn.Linear(4, 3)

    def fn(mod, x):
        return mod(x).relu()

    check(fn, m, (2, 4), graphs=1, breaks=0)


def test_parameters_are_inputs_not_constants(check):
    m = nn.Linear(4, 4)
    compiled = check(m, (2, 4), graphs=1, breaks=0)
    with torch.no_grad():
        m.weight.mul_(-1)  # an in-place update must show in the next compiled call
    x = torch.randn(2, 4)
    torch.testing.assert_close(compiled(x), m(x))
    assert compiled.stats.recompiles == []


# ---- 2. submodule calls


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 8)
        self.norm = nn.LayerNorm(8)
        self.act = nn.GELU()

    def forward(self, x):
        return x + self.act(self.fc(self.norm(x)))


def test_submodules(check):
    check(Block(), (2, 8), graphs=1, breaks=0, atol=1e-5, rtol=1e-5)


def test_nested_submodules(check):
    class Outer(nn.Module):
        def __init__(self):
            super().__init__()
            self.a = Block()
            self.b = Block()

        def forward(self, x):
            return self.b(self.a(x))

    check(Outer(), (2, 8), graphs=1, breaks=0, atol=1e-5, rtol=1e-5)


def test_shared_submodule_called_twice(check):
    class Twice(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = nn.Linear(6, 6)

        def forward(self, x):
            return self.fc(torch.tanh(self.fc(x)))

    check(Twice(), (3, 6), graphs=1, breaks=0)


def test_builtin_layers(check):
    m = nn.Sequential(nn.Conv2d(3, 4, 3, padding=1), nn.BatchNorm2d(4), nn.ReLU(),
                      nn.MaxPool2d(2), nn.Flatten(), nn.Linear(4 * 4 * 4, 5)).eval()
    check(m, (2, 3, 8, 8), graphs=1, breaks=0, atol=1e-5, rtol=1e-5)


def test_embedding_and_dropout_in_eval(check):
    class Emb(nn.Module):
        def __init__(self):
            super().__init__()
            self.emb = nn.Embedding(10, 4)
            self.drop = nn.Dropout(0.5)

        def forward(self, idx):
            return self.drop(self.emb(idx))

    check(Emb().eval(), lambda: torch.randint(0, 10, (2, 5)), graphs=1, breaks=0)


# ---- 3. Sequential, ModuleList, ModuleDict


def test_sequential(check):
    m = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
    check(m, (3, 4), graphs=1, breaks=0)


def test_modulelist_iteration_and_len(check):
    class Stack(nn.Module):
        def __init__(self):
            super().__init__()
            self.layers = nn.ModuleList(nn.Linear(4, 4) for _ in range(3))

        def forward(self, x):
            for layer in self.layers:
                x = torch.relu(layer(x))
            return x * len(self.layers)

    check(Stack(), (2, 4), graphs=1, breaks=0)


def test_modulelist_indexing_and_slicing(check):
    class Stack(nn.Module):
        def __init__(self):
            super().__init__()
            self.layers = nn.ModuleList(nn.Linear(4, 4) for _ in range(4))

        def forward(self, x):
            x = self.layers[0](x) + self.layers[-1](x)
            for layer in self.layers[1:3]:
                x = layer(x)
            return x

    check(Stack(), (2, 4), graphs=1, breaks=0)


def test_moduledict_items_and_keys(check):
    class Heads(nn.Module):
        def __init__(self):
            super().__init__()
            self.heads = nn.ModuleDict({"a": nn.Linear(4, 2), "b": nn.Linear(4, 3)})

        def forward(self, x):
            out = {name: head(x) for name, head in self.heads.items()}
            return out, self.heads["a"](x) + ("b" in self.heads)

    check(Heads(), (2, 4), graphs=1, breaks=0)


def test_sequential_enumerate_with_residual(check):
    class Res(nn.Module):
        def __init__(self):
            super().__init__()
            self.seq = nn.Sequential(*[nn.Linear(4, 4) for _ in range(3)])

        def forward(self, x):
            for i, layer in enumerate(self.seq):
                x = layer(x) + x if i % 2 == 0 else layer(x)
            return x

    check(Res(), (2, 4), graphs=1, breaks=0)


# ---- 24. methods, staticmethod, classmethod on modules


class WithHelpers(nn.Module):
    gain = 3

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    @staticmethod
    def act(x):
        return x * torch.sigmoid(x)

    @classmethod
    def factor(cls):
        return cls.gain * 2

    def project(self, x, scale=1.0):
        return self.fc(x) * scale

    def forward(self, x):
        return self.act(self.project(x, scale=2.0)) * self.factor()


def test_module_methods_static_and_class(check):
    check(WithHelpers(), (3, 4), graphs=1, breaks=0)


# ---- 27. super()


class Base(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        return self.fc(x)


class Derived(Base):
    def forward(self, x):
        return super().forward(x).relu() + 1


class DerivedTwice(Derived):
    def forward(self, x):
        return super().forward(x) * 2


def test_zero_argument_super(check):
    check(Derived(), (2, 4), graphs=1, breaks=0)


def test_super_chain(check):
    check(DerivedTwice(), (2, 4), graphs=1, breaks=0)


def test_two_argument_super(check):
    class Explicit(Base):
        def forward(self, x):
            return super(Explicit, self).forward(x) - x  # noqa: UP008 (the two-argument form)

    check(Explicit(), (2, 4), graphs=1, breaks=0)


# ---- 28. @property


class WithProperty(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)
        self.n_head = 2

    @property
    def head_dim(self):
        return self.fc.out_features // self.n_head

    @property
    def dtype(self):
        return self.fc.weight.dtype

    def forward(self, x):
        return self.fc(x.to(self.dtype)).view(-1, self.n_head, self.head_dim)


def test_property_on_module(check):
    check(WithProperty(), (3, 4), graphs=1, breaks=0)


# ---- 34. registered buffers, sliced


class Causal(nn.Module):
    def __init__(self, block_size=8):
        super().__init__()
        self.register_buffer("mask", torch.tril(torch.ones(block_size, block_size)))
        self.register_buffer("pos", torch.arange(block_size), persistent=False)

    def forward(self, att):
        T = att.size(-1)
        att = att.masked_fill(self.mask[:T, :T] == 0, float("-inf"))
        return F.softmax(att, dim=-1), self.pos[:T] * 2


def test_buffer_sliced_causal_mask(check):
    check(Causal(), (2, 5, 5), graphs=1, breaks=0)


def test_batchnorm_training_updates_running_stats(check):
    # in training mode BatchNorm updates its buffers in place; the state must match eager's
    m = nn.BatchNorm1d(4)
    check(m, (8, 4), graphs=1, breaks=0, atol=1e-5, rtol=1e-5)


# ---- 39. module state mutation: replayed so that the module ends as eagerly


class Counter(nn.Module):
    def __init__(self):
        super().__init__()
        self.step = 0
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        self.step += 1
        self.last = x.sum()
        return self.fc(x) * self.step


def test_attribute_mutation_is_replayed():
    m = Counter()
    compiled = tcompile.compile(m)
    eager = copy.deepcopy(m)
    for _ in range(3):
        x = torch.randn(2, 4)
        # step is an int the graph depends on: every call is a new value (recompile or
        # symbolic int); what matters here is the result and the state after each call
        torch.testing.assert_close(compiled(x), eager(x))
        assert m.step == eager.step
        torch.testing.assert_close(m.last, eager.last)
    report = tcompile.explain(copy.deepcopy(eager), torch.randn(2, 4))
    assert (report.graph_count, report.graph_break_count) == (1, 0)


class KVCache(nn.Module):
    def __init__(self):
        super().__init__()
        self.k_cache = None

    def forward(self, k):
        if self.k_cache is None:
            self.k_cache = k * 1
        else:
            self.k_cache = torch.cat([self.k_cache, k], dim=0)
        return self.k_cache.sum(0)


def test_cache_attribute_assignment():
    m = KVCache()
    eager = KVCache()
    compiled = tcompile.compile(m)
    for _ in range(3):
        k = torch.randn(1, 4)
        torch.testing.assert_close(compiled(k), eager(k))
        torch.testing.assert_close(m.k_cache, eager.k_cache)
    report = tcompile.explain(KVCache(), torch.randn(1, 4))
    assert (report.graph_count, report.graph_break_count) == (1, 0)


# ---- hooks: never ignored. tcompile deliberately differs from torch.compile here, which by
# default does not guard hooks added after the first call (skip_nnmodule_hook_guards=True).


def test_forward_hook_is_honoured():
    m = nn.Linear(4, 4)
    compiled = tcompile.compile(m)
    x = torch.randn(2, 4)
    torch.testing.assert_close(compiled(x), m(x))
    handle = m.register_forward_hook(lambda mod, args, out: out * 10)
    torch.testing.assert_close(compiled(x), m(x))
    handle.remove()
    torch.testing.assert_close(compiled(x), m(x))


def test_forward_pre_hook_on_submodule_is_honoured():
    m = nn.Sequential(nn.Linear(4, 4), nn.ReLU())
    compiled = tcompile.compile(m)
    x = torch.randn(2, 4)
    compiled(x)
    m[0].register_forward_pre_hook(lambda mod, args: (args[0] + 100,))
    torch.testing.assert_close(compiled(x), m(x))

"""Frontend corpus: Python around the tensors (research/frontend.md §5, constructs 9–21, 30–31,
36–38, 40), interpreted at compile time and guarded, so each function is one graph.
"""

import collections
import dataclasses
import enum
import math
import operator

import torch
import torch.nn.functional as F

# ---- 9. int and float arithmetic on sizes and hyperparameters


def test_size_arithmetic(check):
    def fn(x):
        C = x.shape[-1]
        n_head = 4
        head_dim = C // n_head
        scale = head_dim ** -0.5
        return x * scale + int(C / 3) - float(n_head) % 3

    check(fn, (2, 16), graphs=1, breaks=0)


def test_python_number_arguments(check):
    def fn(x, alpha, beta):
        return x * alpha + beta / 2, alpha * beta

    check(fn, (4,), 3, 0.25, graphs=1, breaks=0)


def test_divmod_round_abs(check):
    def fn(x):
        q, r = divmod(x.shape[0], 3)
        return x * q + r + round(2.6) + abs(-3) + round(1.23456, 2)

    check(fn, (7,), graphs=1, breaks=0)


# ---- 10. math.* and operator.*


def test_math_functions(check):
    def fn(x):
        d = x.shape[-1]
        return x / math.sqrt(d) + math.log(2.0) * math.pi + math.exp(0.5) + math.floor(2.7)

    check(fn, (3, 4), graphs=1, breaks=0)


def test_math_on_tensor_shape_and_inf(check):
    def fn(x):
        return x.masked_fill(x > 1, -math.inf), math.prod(x.shape), math.ceil(x.shape[0] / 2)

    check(fn, (5, 2), graphs=1, breaks=0)


def test_operator_module(check):
    def fn(x, y):
        return operator.add(x, y), operator.mul(x, 2), operator.neg(y), operator.getitem(x, 0)

    check(fn, (3, 4), (3, 4), graphs=1, breaks=0)


def test_operator_itemgetter_attrgetter(check):
    def fn(pair):
        first = operator.itemgetter(0)(pair)
        return first * operator.attrgetter("shape")(first)[0] + pair[1]

    check(fn, lambda: (torch.randn(3), torch.randn(3)), graphs=1, breaks=0)


# ---- 11. branches on Python values


def test_is_not_none(check):
    def fn(x, bias=None):
        if bias is not None:
            x = x + bias
        return x * 2

    check(fn, (4,), (4,), graphs=1, breaks=0)
    check(fn, (4,), None, graphs=1, breaks=0)


def test_and_or_conditions(check):
    def fn(x, training, p):
        if training and p > 0:
            return x * (1 - p)
        return x

    check(fn, (4,), True, 0.5, graphs=1, breaks=0)
    # returns its input untouched: no tensor op, so no graph (as torch.compile)
    check(fn, (4,), False, 0.5, graphs=0, breaks=0)


def test_ternary_and_or_default(check):
    def fn(x, scale=None, name=""):
        scale = scale or 1.0
        label = name or "default"
        return x * scale if label == "default" else x

    check(fn, (4,), graphs=1, breaks=0)
    check(fn, (4,), 3.0, "custom", graphs=0, breaks=0)  # no tensor op: no graph


def test_branch_on_shape(check):
    def fn(x):
        if x.shape[0] > 2:
            return x[:2]
        elif x.dim() == 1:
            return -x
        return x

    check(fn, (5,), graphs=1, breaks=0)


def test_not_and_comparison_chain(check):
    def fn(x, n):
        if not (0 < n <= 4):
            n = 4
        return x[:n]

    check(fn, (6,), 9, graphs=1, breaks=0)


# ---- 12. isinstance, type(x) is, callable


def test_isinstance_dispatch(check):
    def fn(x, y):
        if isinstance(y, torch.Tensor):
            return x + y
        if isinstance(y, (int, float)):
            return x * y
        return x

    check(fn, (4,), (4,), graphs=1, breaks=0)
    check(fn, (4,), 2.5, graphs=1, breaks=0)


def test_type_is_and_callable(check):
    def fn(x, act):
        if type(x) is torch.Tensor and callable(act):
            return act(x)
        return x

    check(fn, (4,), torch.tanh, graphs=1, breaks=0)


def test_torch_is_tensor(check):
    def fn(x, y):
        return x + (y if torch.is_tensor(y) else 0)

    check(fn, (3,), (3,), graphs=1, breaks=0)


# ---- 13. getattr, hasattr


def test_getattr_on_module_F(check):
    def fn(x, act_name):
        return getattr(F, act_name)(x)

    check(fn, (5,), "silu", graphs=1, breaks=0)


def test_getattr_default_and_hasattr(check):
    class Cfg:
        hidden = 4

    cfg = Cfg()

    def fn(x):
        eps = getattr(cfg, "eps", 1e-5)
        if hasattr(cfg, "hidden"):
            x = x * cfg.hidden
        return x + eps

    check(fn, (3,), graphs=1, breaks=0)


def test_getattr_tensor_method(check):
    def fn(x):
        return getattr(x, "relu")() + getattr(torch, "sigmoid")(x)  # noqa: B009

    check(fn, (4,), graphs=1, breaks=0)


# ---- 14. packing and unpacking


def test_tuple_unpacking(check):
    def fn(pair):
        a, b = pair
        (c, d), e = (a, b), a * b
        return c + d + e

    check(fn, lambda: (torch.randn(3), torch.randn(3)), graphs=1, breaks=0)


def test_tuple_literal_joins_traced_tuple(check):
    def fn(x):
        outputs = ()
        outputs = (x * 2,) + outputs  # transformers' PoolFormer layer
        outputs += (x + 1,)
        return outputs + (3,)

    check(fn, (4,), graphs=1, breaks=0)


def test_dict_fromkeys(check):
    def fn(x):
        states = dict.fromkeys(range(2))  # transformers' linear-attention caches
        flags = dict.fromkeys(["a", "b"], False)
        shared = dict.fromkeys("pq", [])
        shared["p"].append(x)
        states[1] = x * 2
        return states[0] is None, states[1] + len(shared["q"]), flags["b"]

    check(fn, (3,), graphs=1, breaks=0)


def test_star_unpacking(check):
    def fn(x):
        first, *rest = x.unbind(0)
        *init, last = rest
        return first + sum(init) + last, [*rest, first], (*init, last)

    check(fn, (4, 3), graphs=1, breaks=0)


def test_swap_and_nested_tuple_output(check):
    def fn(x, y):
        x, y = y, x
        return (x, (y, x - y)), [x]

    check(fn, (3,), (3,), graphs=1, breaks=0)


# ---- 15. list methods


def test_list_methods(check):
    def fn(x):
        out = [x]
        out.append(x * 2)
        out.extend([x + 1, x - 1])
        out.insert(0, -x)
        last = out.pop()
        return torch.stack(out + [last]), out[1:3], len(out)

    check(fn, (3,), graphs=1, breaks=0)


def test_list_reversed_and_slicing(check):
    def fn(xs):
        return [t * i for i, t in enumerate(reversed(xs))], xs[::-1][0], xs[-2:]

    check(fn, lambda: [torch.randn(2) for _ in range(4)], graphs=1, breaks=0)


def test_list_index_assignment(check):
    def fn(x):
        parts = list(x.chunk(3))
        parts[1] = parts[1] * 10
        del parts[0]
        return torch.cat(parts)

    check(fn, (6,), graphs=1, breaks=0)


# ---- 16. dicts


def test_dict_literal_and_access(check):
    def fn(x):
        d = {"a": x, "b": x * 2}
        d["c"] = d["a"] + d.get("b", 0) + d.get("missing", 1)
        return d, "c" in d, len(d)

    check(fn, (3,), graphs=1, breaks=0)


def test_dict_items_update_merge(check):
    def fn(inputs):
        extra = {"z": inputs["x"] * 3}
        merged = {**inputs, **extra}
        merged.update(w=merged["y"] - 1)
        return {k: v.sum() for k, v in merged.items()}, sorted(merged.keys())

    check(fn, lambda: {"x": torch.randn(3), "y": torch.randn(3)}, graphs=1, breaks=0)


def test_dict_kwargs_input(check):
    def fn(x, opts):
        return x * opts["scale"] + opts.get("shift", 0.0)

    check(fn, (4,), lambda: {"scale": 2.0}, graphs=1, breaks=0)


# ---- 17. for i in range(n)


def test_range_loop(check):
    def fn(x, n):
        for i in range(n):
            x = x * 0.9 + i
        return x

    check(fn, (4,), 4, graphs=1, breaks=0)


def test_range_with_step_and_accumulator(check):
    def fn(x):
        acc = torch.zeros_like(x)
        for i in range(0, x.shape[0], 2):
            acc[i] = x[i] * i
        return acc

    check(fn, (6,), graphs=1, breaks=0)


def test_nested_loops(check):
    def fn(x):
        out = []
        for i in range(2):
            for j in range(3):
                out.append(x[i, j] * (i + j))
        return torch.stack(out)

    check(fn, (2, 3), graphs=1, breaks=0)


# ---- 18. enumerate, zip, reversed


def test_enumerate_zip(check):
    def fn(xs, ws):
        total = 0
        for i, (x, w) in enumerate(zip(xs, ws)):  # noqa: B905 (plain zip, as users write it)
            total = total + x * w * i
        return total

    check(fn, lambda: [torch.randn(3) for _ in range(3)],
          lambda: [torch.randn(3) for _ in range(3)], graphs=1, breaks=0)


def test_reversed_range_and_zip_strict(check):
    def fn(x):
        rows = x.unbind(0)
        return [r * i for i, r in zip(reversed(range(len(rows))), rows, strict=True)]

    check(fn, (3, 2), graphs=1, breaks=0)


# ---- 19. while, break, continue


def test_while_loop_on_python_int(check):
    def fn(x):
        n = 0
        while n < 3:
            x = x + n
            n += 1
        return x

    check(fn, (4,), graphs=1, breaks=0)


def test_break_and_continue(check):
    def fn(x):
        for i in range(10):
            if i % 2 == 1:
                continue
            if i > 5:
                break
            x = x * 2 - i
        return x

    check(fn, (4,), graphs=1, breaks=0)


def test_for_else(check):
    def fn(x, names):
        for n in names:
            if n == "stop":
                break
        else:
            x = x + 1
        return x

    check(fn, (3,), lambda: ["a", "b"], graphs=1, breaks=0)


# ---- 20. comprehensions


def test_list_comprehension(check):
    def fn(x):
        return torch.stack([x * i for i in range(3) if i != 1])

    check(fn, (4,), graphs=1, breaks=0)


def test_dict_and_set_comprehension(check):
    def fn(x):
        d = {f"k{i}": x + i for i in range(3)}
        s = {i % 2 for i in range(5)}
        return d, len(s)

    check(fn, (2,), graphs=1, breaks=0)


def test_dict_union(check):
    def mix(x, **kwargs):
        merged = kwargs | {"scale": 2.0}  # transformers' FalconH1 mixer
        merged |= {"shift": x}
        return x * merged["scale"] + merged["shift"] + merged["bias"]

    def fn(x):
        return mix(x, bias=1.5)

    check(fn, (3,), graphs=1, breaks=0)


def test_set_built_and_changed(check):
    def fn(x):
        seen = set()
        seen.add("a")
        seen.update(["b", "c"], ("d",))
        seen.discard("c")
        seen.discard("missing")
        seen.remove("d")
        return x * len(seen), "a" in seen, "c" in seen

    check(fn, (2,), graphs=1, breaks=0)


def test_yield_from_in_a_generator(check):
    def inner(x, n):
        for i in range(n):
            yield x * i
        return n

    def outer(x):
        yield x
        got = yield from inner(x, 2)
        yield from [x + got, x - got]

    def fn(x):
        return sum(outer(x))

    check(fn, (3,), graphs=1, breaks=0)


def test_parameters_in_forward(check):
    class Net(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.a = torch.nn.Linear(3, 3)
            self.b = self.a  # shared: listed once
            self.register_buffer("scale", torch.tensor(2.0))

        def forward(self, x):
            first = next(self.parameters())  # where users read the device and dtype
            x = x.to(first.device, first.dtype)
            names = [name for name, _ in self.named_parameters()]
            return self.b(self.a(x)) * len(names) * next(self.buffers())

    check(Net(), (2, 3), graphs=1, breaks=0)


def test_named_modules_in_forward(check):
    class Net(torch.nn.Module):  # Module.named_modules fills a set of the modules seen
        def __init__(self):
            super().__init__()
            self.a = torch.nn.Linear(3, 3)
            self.b = self.a

        def forward(self, x):
            names = [name for name, _ in self.named_modules()]
            return self.b(self.a(x)) * len(names)

    check(Net(), (2, 3), graphs=1, breaks=0)


def test_nested_comprehension_with_closure(check):
    def fn(x):
        scale = 2
        return [[x[i] * j * scale for j in range(2)] for i in range(x.shape[0])]

    check(fn, (3, 2), graphs=1, breaks=0)


# ---- 21. generator expressions in sum/any/all/tuple/max


def test_sum_of_generator(check):
    def fn(xs):
        return sum(x * x for x in xs)

    check(fn, lambda: [torch.randn(3) for _ in range(4)], graphs=1, breaks=0)


def test_any_all_max_over_python_values(check):
    def fn(x, sizes):
        if any(s > 3 for s in sizes) and all(s > 0 for s in sizes):
            return x * max(s for s in sizes)
        return x

    check(fn, (2,), lambda: [1, 5, 2], graphs=1, breaks=0)


def test_tuple_of_generator(check):
    def fn(q, k, v):
        q, k, v = (t.transpose(0, 1) for t in (q, k, v))
        return tuple(t * 2 for t in (q, k, v)), min(t.shape[0] for t in (q, k))

    check(fn, (2, 3), (2, 3), (2, 3), graphs=1, breaks=0)


# ---- 30. f-strings, str.format, %


def test_fstring_keys(check):
    def fn(x):
        out = {}
        for i in range(2):
            out[f"layer_{i}.out"] = x * i
        return out, "{}-{:03d}".format("a", 7), "%s=%d" % ("n", x.shape[0])  # noqa: UP031

    check(fn, (3,), graphs=1, breaks=0)


def test_fstring_with_format_spec_selects_branch(check):
    def fn(x, p):
        tag = f"{p:.2f}"
        return x * 2 if tag == "0.50" else x

    check(fn, (3,), 0.5, graphs=1, breaks=0)


# ---- 31. assert on shapes and config


def test_assert_on_shapes(check):
    def fn(x, y):
        assert x.shape == y.shape, f"shapes differ: {x.shape} {y.shape}"
        assert x.dim() == 2
        return x + y

    check(fn, (2, 3), (2, 3), graphs=1, breaks=0)


# ---- 36. string operations on config, enums


class Act(enum.Enum):
    RELU = "relu"
    GELU = "gelu"


def test_string_ops_on_config(check):
    def fn(x, name):
        if name.startswith("gelu") and "tanh" in name.split("_"):
            return F.gelu(x, approximate="tanh")
        if name == "relu":
            return x.relu()
        return x.upper() if isinstance(x, str) else x

    check(fn, (4,), "gelu_tanh", graphs=1, breaks=0)
    check(fn, (4,), "relu", graphs=1, breaks=0)


def test_enum_comparison(check):
    def fn(x, act):
        if act is Act.GELU:
            return F.gelu(x)
        return F.relu(x) if act == Act.RELU else x

    check(fn, (4,), Act.GELU, graphs=1, breaks=0)
    check(fn, (4,), Act.RELU, graphs=1, breaks=0)


# ---- 37. builtins


def test_builtins_on_python_values(check):
    def fn(x, sizes):
        n = len(sizes) + min(sizes) + max(sizes) + sum(sizes) + abs(-2)
        flags = [bool(s - 2) for s in sorted(sizes)]
        return x * n + int(all(flags)) + float(any(flags)), list(range(3)), dict(a=1)

    check(fn, (3,), lambda: [3, 1, 2], graphs=1, breaks=0)


def test_iter_next(check):
    def fn(xs):
        it = iter(xs)
        first = next(it)
        second = next(it)
        return first - second + next(it, first)

    check(fn, lambda: [torch.randn(2) for _ in range(2)], graphs=1, breaks=0)


def test_min_max_of_tensors_elementwise(check):
    def fn(x, y):
        return torch.maximum(x, y), max(x.shape[0], y.shape[0]), min(2, 3)

    check(fn, (4,), (4,), graphs=1, breaks=0)


# ---- 38. namedtuple and dataclass outputs


Output = collections.namedtuple("Output", ["logits", "loss"])


@dataclasses.dataclass
class ModelOutput:
    hidden: torch.Tensor
    n_layers: int


def test_namedtuple_output(check):
    def fn(x):
        out = Output(logits=x * 2, loss=x.pow(2).mean())
        return out, out.logits.sum() + out[1]

    check(fn, (4,), graphs=1, breaks=0)


def test_dataclass_output(check):
    def fn(x):
        return ModelOutput(hidden=x.tanh(), n_layers=2)

    check(fn, (4,), graphs=1, breaks=0)


def test_namedtuple_input(check):
    def fn(batch):
        return batch.logits.softmax(-1) * batch.loss

    check(fn, lambda: Output(torch.randn(2, 3), torch.randn(())), graphs=1, breaks=0)


# ---- 40. predicates known at compile time


def test_compile_time_predicates(check):
    def fn(x):
        if torch.jit.is_scripting():
            return x
        if not torch.compiler.is_compiling():
            # eager takes this branch: the compiled function must give the same result anyway
            return x * 2
        return x * 2

    check(fn, (3,), graphs=1, breaks=0)


def test_requires_grad_and_is_cuda_predicates(check):
    def fn(x):
        y = x * 3 if x.is_cuda else x * 2
        return y + 1 if x.requires_grad else y, x.is_floating_point()

    check(fn, (3,), graphs=1, breaks=0)

"""`optimizer.step()` inside a compiled function: every parameter's update in the graph.

torch's optimizers wrap `step` in profiler hooks, lazily create their state in Python and
pick a loop per device (`_single_tensor_adam`, `_multi_tensor_adam`, ...); none of that is
the math, and the per-parameter loops read `step.item()`. So a call to `step()` on an
optimizer of a known class (SGD, Adam, AdamW) is replaced while tracing by

1. the optimizer's lazy state initialization, done now on the real objects (what its first
   eager step would do; the state then exists for every later call, compiled or not);
2. the update written below in plain torch ops over lists of tensors (`_sgd`, `_adam`),
   inlined like user code: parameters, gradients and state tensors are graph inputs
   (read through `opt.param_groups[g]['params'][i]`, its `.grad` and `opt.state[p]`), the
   hyperparameters are constants under guards, and every in-place update is an input
   mutation of the graph.

The backend then fuses each parameter's update into one kernel, and the updates of
parameters of one shape into one kernel (horizontal fusion in `loop-fuse`), so a model's
optimizer step is a few kernel launches instead of a dozen ATen calls per parameter; the
state stays in the optimizer. The bias corrections of Adam are computed from the step
*tensor* (torch's `capturable` form), so the graph does not change from step to step; on a
GPU the step counters are kept on the parameter's device for that reason.

Anything else (a closure, hooks, `fused`/`differentiable`, sparse or complex gradients, a
tensor learning rate, an optimizer subclass) traces the optimizer's own code, which breaks
the graph at its profiler context.
"""

from __future__ import annotations

from typing import Any

import torch
import torch.optim.optimizer as optimizer_module

from tcompile.frontend.errors import Unsupported
from tcompile.frontend.sources import AttrSource, GetItemSource, KeyedItemSource, ModuleGlobalSource
from tcompile.frontend.values import ConstantValue, ListValue, ObjectValue, Value
from tcompile.runtime.cudagraphs import mark_static_address


def is_step(obj: Any, fn: Any) -> bool:
    """Whether `fn` is the `step` of the optimizer `obj` that `step` below replaces."""
    return type(obj) in _UPDATES and fn is type(obj).step


def is_zero_grad(obj: Any, fn: Any) -> bool:
    """Whether `fn` is torch's `zero_grad` of the optimizer `obj`: it runs natively at a
    graph break in the caller's frame (it rebinds `.grad`, which graphs do not track; traced,
    its `torch._disable_dynamo` wrapper and profiler context would break three frames deep and
    recompile on every call)."""
    return isinstance(obj, torch.optim.Optimizer) and fn in NATIVE


# Functions a graph break's bridge calls as they are, not compiled.
NATIVE = frozenset({torch.optim.Optimizer.__dict__["zero_grad"]})


def step(frame: Any, opt_value: ObjectValue, args: list[Value], kwargs: dict[str, Value]
         ) -> Value:
    from tcompile.frontend.interpreter import function_value
    from tcompile.frontend.lookasides import constant_of

    tracer = frame.tracer
    opt = opt_value.obj
    name = type(opt).__name__
    if opt_value.source is None:
        raise Unsupported(f"{name}.step() of an optimizer made inside the compiled function")
    closure = args[0] if args else kwargs.get("closure", ConstantValue(None))
    if not (isinstance(closure, ConstantValue) and closure.value is None) or len(args) > 1:
        raise Unsupported(f"{name}.step(closure): the closure re-runs the model")
    source = opt_value.source
    # Hooks run Python around the step: none may be registered (guarded, as dicts' keys).
    module = "torch.optim.optimizer"
    for hooks, hooks_src in [
            *((getattr(opt, h), AttrSource(source, h))
              for h in ("_optimizer_step_pre_hooks", "_optimizer_step_post_hooks")),
            *((getattr(optimizer_module, h), ModuleGlobalSource(module, h))
              for h in ("_global_optimizer_pre_hooks", "_global_optimizer_post_hooks"))]:
        if hooks:
            raise Unsupported(f"{name}.step() with a step hook registered")
        tracer.wrap(hooks, hooks_src)
    if getattr(opt, "grad_scale", None) is not None or getattr(opt, "found_inf", None) is not None:
        raise Unsupported(f"{name}.step() with a grad scaler's grad_scale/found_inf")

    groups_src = AttrSource(source, "param_groups")
    update = function_value(tracer, _UPDATES[type(opt)], None)
    prior = tracer.grad_enabled
    tracer.set_grad(False)  # `_use_grad_for_differentiable`: differentiable=False
    try:
        for g, group in enumerate(opt.param_groups):
            group_src = GetItemSource(groups_src, g)
            _check_options(name, group)  # before any is read as a guarded constant
            options = {k: constant_of(tracer.wrap(v, GetItemSource(group_src, k)), k)
                       for k, v in group.items() if k != "params"}
            params, grads, states = [], [], []
            params_src = GetItemSource(group_src, "params")
            for i, p in enumerate(group["params"]):
                p_src = GetItemSource(params_src, i)
                if p.grad is not None and (p.grad.is_sparse or p.is_complex()):
                    raise Unsupported(f"{name}.step() with sparse or complex parameters")
                grad = tracer.wrap(p.grad, AttrSource(p_src, "grad"))
                if isinstance(grad, ConstantValue):  # None: no update (guarded)
                    continue
                _init_state(opt, p, options)
                # CUDA graphs read the state, and the parameters the graph gets detached
                # (a step called with grad enabled), in place
                for t in (p, *opt.state[p].values()):
                    if isinstance(t, torch.Tensor):
                        mark_static_address(t)
                params.append(tracer.wrap(p, p_src))
                grads.append(grad)
                states.append(tracer.wrap(opt.state[p], KeyedItemSource(
                    AttrSource(source, "state"), p_src)))
            if params:
                kw = {k: ConstantValue(options[k]) for k in _OPTIONS[type(opt)]}
                tracer.inline(update, [ListValue(params), ListValue(grads), ListValue(states)],
                              kw, frame.depth + 1)
    finally:
        tracer.set_grad(prior)
    return ConstantValue(None)


def _check_options(name: str, options: dict[str, Any]) -> None:
    for flag in ("fused", "differentiable"):
        if options.get(flag):
            raise Unsupported(f"{name}.step() with {flag}=True")
    for k in ("lr", "betas", "weight_decay", "momentum"):
        values = options.get(k, ())
        if any(isinstance(v, torch.Tensor) for v in
               (values if isinstance(values, tuple) else (values,))):
            raise Unsupported(f"{name}.step() with a tensor {k}")


def _init_state(opt: torch.optim.Optimizer, p: torch.Tensor, options: dict[str, Any]) -> None:
    """The optimizer's lazy state initialization, run now on the real objects."""
    state = opt.state[p]  # a defaultdict: made empty as the eager step makes it
    if isinstance(opt, torch.optim.Adam):
        if len(state) == 0:
            state["step"] = torch.zeros((), dtype=optimizer_module._get_scalar_dtype(),
                                        device=p.device)
            state["exp_avg"] = torch.zeros_like(p, memory_format=torch.preserve_format)
            state["exp_avg_sq"] = torch.zeros_like(p, memory_format=torch.preserve_format)
            if options["amsgrad"]:
                state["max_exp_avg_sq"] = torch.zeros_like(p, memory_format=torch.preserve_format)
        elif state["step"].device != p.device:
            # on the CPU unless capturable: the graph runs on one device (capturable's layout,
            # which the eager step also accepts)
            state["step"] = state["step"].to(p.device)


# -- the updates, traced like user code ------------------------------------------------------
# Each follows torch's `_single_tensor_*` loop (torch/optim/sgd.py, adam.py) in the same order
# of in-place ops; Adam's bias corrections use the step tensor as its capturable form does.

def _sgd(params, grads, states, *, lr, momentum, dampening, weight_decay, nesterov, maximize):
    for i in range(len(params)):
        param = params[i]
        grad = grads[i] if not maximize else -grads[i]
        if weight_decay != 0:
            grad = grad.add(param, alpha=weight_decay)
        if momentum != 0:
            state = states[i]
            buf = state.get("momentum_buffer")
            if buf is None:
                buf = torch.clone(grad).detach()
                state["momentum_buffer"] = buf
            else:
                buf.mul_(momentum).add_(grad, alpha=1 - dampening)
            grad = grad.add(buf, alpha=momentum) if nesterov else buf
        param.add_(grad, alpha=-lr)


def _adam(params, grads, states, *, lr, betas, eps, weight_decay, amsgrad, maximize,
          decoupled_weight_decay):
    beta1, beta2 = betas
    for i in range(len(params)):
        param = params[i]
        grad = grads[i] if not maximize else -grads[i]
        state = states[i]
        exp_avg = state["exp_avg"]
        exp_avg_sq = state["exp_avg_sq"]
        step_t = state["step"]
        step_t += 1
        if weight_decay != 0:
            if decoupled_weight_decay:
                param.mul_(1 - lr * weight_decay)
            else:
                grad = grad.add(param, alpha=weight_decay)
        exp_avg.lerp_(grad, 1 - beta1)
        exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
        bias_correction1 = 1 - beta1 ** step_t
        bias_correction2_sqrt = (1 - beta2 ** step_t).sqrt()
        step_size = lr / bias_correction1
        if amsgrad:
            max_exp_avg_sq = state["max_exp_avg_sq"]
            max_exp_avg_sq.copy_(torch.maximum(max_exp_avg_sq, exp_avg_sq))
            denom = (max_exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
        else:
            denom = (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps)
        param.sub_(exp_avg / denom * step_size)


_UPDATES = {torch.optim.SGD: _sgd, torch.optim.Adam: _adam, torch.optim.AdamW: _adam}
_OPTIONS = {
    torch.optim.SGD: ("lr", "momentum", "dampening", "weight_decay", "nesterov", "maximize"),
    torch.optim.Adam: ("lr", "betas", "eps", "weight_decay", "amsgrad", "maximize",
                       "decoupled_weight_decay"),
}
_OPTIONS[torch.optim.AdamW] = _OPTIONS[torch.optim.Adam]

"""Writes into views, made functional for the recorder of `capture.py`.

The torch dialect has value semantics: a tensor is an SSA value, and an in-place op is
recorded as its functional form, whose result the tensor is rebound to. A write into a
view must also change the tensor it views and every other view of that tensor: `y[:, 0] = v`
is `select` then `copy_` on the select's result, `y[1:3] += 1` is `slice` then `add_`.

The recorder keeps a `ViewTable`: for every view op it records (one whose schema says the
result aliases `self`: `select`, `slice`, `view`, `t`, `permute`, `unsqueeze`, `split`...),
the tensor viewed (the *parent*), the *root* up the chain (the first tensor that is not a
view) and how to derive the view again. A write into a view `v` of root `r` is recorded as

1. the functional op on `v`'s current value (`copy_` -> `copy`);
2. that new value put back into each parent up the chain (`inverse`): `select_scatter` /
   `slice_scatter` into the parent's current value, or the inverse view of the new value
   (`permute` by the inverse permutation, `transpose`, a `reshape` to the parent's sizes);
3. `r` and the chain rebound to their new values, and `r`'s version bumped: every other
   view of `r` is then stale, and its next use derives it again from its parent's current
   value (`Recorder.value_of`). A write into `r` itself bumps its version the same way.

Views whose elements may share memory (`expand`) or that have no inverse in the dialect
(`diagonal`, `as_strided`, `unfold`) are not made functional: a write into them stays an
`UnsupportedOp` (a graph break, where eager gives the answer or its own error).

This is our own small functionalization (Dynamo leaves it to AOTAutograd's
`FunctionalTensorMode`, research/frontend.md): it needs only the view ops the recorder sees.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import torch

# Views that keep the elements in row-major order: the inverse is a reshape to the
# parent's sizes. (`alias`, `detach` and `lift_fresh` are recorded as the same value.)
_RESHAPES = ("torch.aten.view", "torch.aten.unsqueeze", "torch.aten.squeeze",
             "torch.aten.squeeze.dim", "torch.aten.squeeze.dims")
# Views with several results, each recorded as the `slice` or `select` that makes it.
_SPLITS = ("torch.aten.split.Tensor", "torch.aten.split_with_sizes", "torch.aten.unbind.int")


@dataclass
class View:
    """A tensor recorded as a view of `parent`: the op `op` (its ATen overload `fn`, its
    arguments `bound` with `parent` as `self`) derives it again; `op` None means it is the
    parent's value itself. `version` is the version of `root` its recorded value reflects."""

    parent: torch.Tensor
    root: torch.Tensor
    op: str | None
    fn: Any
    bound: dict[str, Any]
    version: int


@dataclass(frozen=True)
class Inverse:
    """How a view's new value goes back into its parent: the op `op` with the attributes
    `attrs`, applied to the parent's current value (`self`) and the view's new value
    (`src`) when `into_parent`, else to the new value alone (`self`); `op` None: the new
    value is the parent's."""

    op: str | None
    attrs: dict[str, Any]
    into_parent: bool


def is_view_op(fn: Any) -> bool:
    """The ATen overload returns a tensor (or tensors) aliasing its `self` without writing it."""
    returns = fn._schema.returns
    alias = returns[0].alias_info if returns else None
    return alias is not None and not alias.is_write


class ViewTable:
    """The views a recorder has seen, their roots, and the roots' versions."""

    def __init__(self) -> None:
        self._views: dict[int, View] = {}
        self._versions: dict[int, int] = {}  # id(root) -> number of writes into its tree
        self._parents: set[int] = set()  # ids of the tensors that have views

    def get(self, t: torch.Tensor) -> View | None:
        return self._views.get(id(t))

    def root(self, t: torch.Tensor) -> torch.Tensor:
        view = self._views.get(id(t))
        return t if view is None else view.root

    def add(self, t: torch.Tensor, parent: torch.Tensor, op: str | None, fn: Any,
            bound: dict[str, Any]) -> None:
        """Record `t` as a view of `parent`, current as of now (unless it is `parent`
        itself, as `to` returns a tensor already of its dtype)."""
        if t is parent:
            return
        root = self.root(parent)
        self._parents.add(id(parent))
        self._views[id(t)] = View(parent, root, op, fn, bound, self._versions.get(id(root), 0))

    def add_outputs(self, name: str, fn: Any, bound: dict[str, Any],
                    outputs: Sequence[torch.Tensor]) -> None:
        """Record the results of the view op `name` as views of its `self`. The pieces of
        `split` and `unbind` are recorded as the `slice` or `select` that makes each one."""
        parent = bound["self"]
        storage = parent.untyped_storage()._cdata
        if any(o.untyped_storage()._cdata != storage for o in outputs):
            return  # `to.dtype` aliases only when the dtype is already its own
        if len(outputs) == 1 and name not in _SPLITS:
            self.add(outputs[0], parent, name, fn, bound)
            return
        dim = bound.get("dim", 0)
        start: Any = 0
        for i, piece in enumerate(outputs):
            if name == "torch.aten.unbind.int":
                self.add(piece, parent, "torch.aten.select.int", torch.ops.aten.select.int,
                         {"self": parent, "dim": dim, "index": i})
                continue
            end = start + piece.shape[dim]
            self.add(piece, parent, "torch.aten.slice.Tensor", torch.ops.aten.slice.Tensor,
                     {"self": parent, "dim": dim, "start": start, "end": end, "step": 1})
            start = end

    def viewed(self, t: torch.Tensor) -> bool:
        """Some recorded view has `t` as its parent."""
        return id(t) in self._parents

    def stale(self, view: View) -> bool:
        return view.version != self._versions.get(id(view.root), 0)

    def refreshed(self, view: View) -> None:
        """`view`'s recorded value was derived again from its parent's current value."""
        view.version = self._versions.get(id(view.root), 0)

    def chain(self, t: torch.Tensor) -> list[View]:
        """The records of `t` and of each view up to its root (empty when `t` is not a view)."""
        out = []
        while (view := self._views.get(id(t))) is not None:
            out.append(view)
            t = view.parent
        return out

    def written(self, root: torch.Tensor, chain: Sequence[View]) -> None:
        """A write into `root`'s tree through `chain` (whose values are rebound): every
        other view of `root` is stale."""
        self._versions[id(root)] = self._versions.get(id(root), 0) + 1
        for view in chain:
            self.refreshed(view)


def inverse(view: View) -> Inverse | None:
    """How a new value of `view` goes back into its parent; None when the view has no
    inverse in the torch dialect (`expand`, `diagonal`, ...)."""
    b = view.bound
    rank = view.parent.dim()
    if view.op is None:
        return Inverse(None, {}, into_parent=False)
    if view.op == "torch.aten.select.int":
        return Inverse("torch.aten.select_scatter", {"dim": b["dim"], "index": b["index"]},
                       into_parent=True)
    if view.op == "torch.aten.slice.Tensor":
        attrs = {k: b[k] for k in ("dim", "start", "end", "step") if b.get(k) is not None}
        return Inverse("torch.aten.slice_scatter", attrs, into_parent=True)
    if view.op == "torch.aten.t":
        return Inverse("torch.aten.t", {}, into_parent=False)
    if view.op == "torch.aten.transpose.int":
        return Inverse("torch.aten.transpose.int", {"dim0": b["dim0"], "dim1": b["dim1"]},
                       into_parent=False)
    if view.op == "torch.aten.permute":
        dims = [d % rank for d in b["dims"]]
        return Inverse("torch.aten.permute", {"dims": sorted(range(rank), key=dims.__getitem__)},
                       into_parent=False)
    if view.op in _RESHAPES:
        return Inverse("torch.aten.reshape", {"shape": list(view.parent.shape)},
                       into_parent=False)
    return None

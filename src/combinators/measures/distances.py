"""Nominal privacy-level types: never bare floats, so mixing measures is a type error.

Every value is validated when it is built (negative, NaN, infinite where not allowed, δ > 1
raise ``InvalidArgument`` naming the argument); a ``Fraction`` is rounded *up* to a float, the
weaker guarantee (DESIGN.md §2).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import final

import attrs
from typing_extensions import override

from .._arith import float_up
from .._validation import check_nonneg, check_probability
from ..errors import InvalidArgument


__all__ = ["EpsDelta", "Epsilon", "RenyiEps", "Rho", "RhoDelta", "loss_up"]


def loss_up(name: str, value: object, *, allow_inf: bool = True) -> float:
    """A validated privacy loss as a float, rounded up when it is not a float already."""
    if type(value) is float and (0.0 <= value < math.inf or (allow_inf and value == math.inf)):
        return value  # the common case, decided without the general checks (NaN fails both tests)
    v = check_nonneg(name, value, allow_inf=allow_inf)
    if isinstance(v, Fraction):
        f = float_up(v)
        if math.isinf(f) and not allow_inf:
            msg = f"{name}={value!r} is beyond the float range; pass a finite number below 1.8e308"
            raise InvalidArgument(msg)
        return f
    return v


def _prob_up(name: str, value: object) -> float:
    v = check_probability(name, value)
    return float_up(v) if isinstance(v, Fraction) else v


def _eps(value: float | Fraction) -> float:
    return loss_up("epsilon", value)


def _delta(value: float | Fraction) -> float:
    return _prob_up("delta", value)


def _rho(value: float | Fraction) -> float:
    return loss_up("rho", value)


def _renyi(value: float | Fraction) -> float:
    return loss_up("epsilon", value)


def _fmt(x: float) -> str:
    return "math.inf" if math.isinf(x) else repr(x)


@final
@attrs.frozen(repr=False)
class Epsilon:
    """A pure-DP level ``ε`` (``inf`` allowed: no guarantee).

    Example:
        >>> Epsilon(0.5)
        Epsilon(0.5)
        >>> Epsilon(-1)
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: epsilon=-1 must be >= 0; privacy losses are never negative
    """

    epsilon: float = attrs.field(converter=_eps)

    @override
    def __repr__(self) -> str:
        return f"Epsilon({_fmt(self.epsilon)})"


@final
@attrs.frozen(repr=False)
class EpsDelta:
    """An approximate-DP level ``(ε, δ)`` with ``δ ∈ [0, 1]``.

    Example:
        >>> EpsDelta(1.0, 1e-6)
        EpsDelta(1.0, 1e-06)
        >>> EpsDelta(1.0, 2)
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: delta=2 must be a probability in [0, 1]
    """

    epsilon: float = attrs.field(converter=_eps)
    delta: float = attrs.field(converter=_delta)

    @override
    def __repr__(self) -> str:
        return f"EpsDelta({_fmt(self.epsilon)}, {self.delta!r})"


@final
@attrs.frozen(repr=False)
class RenyiEps:
    """A Rényi-DP level ``ε`` at the order fixed by its measure ``RenyiDP(alpha)``."""

    epsilon: float = attrs.field(converter=_renyi)

    @override
    def __repr__(self) -> str:
        return f"RenyiEps({_fmt(self.epsilon)})"


@final
@attrs.frozen(repr=False)
class Rho:
    """A zCDP level ``ρ``: ``D_α ≤ ρα`` for every ``α > 1`` (Bun–Steinke 2016)."""

    rho: float = attrs.field(converter=_rho)

    @override
    def __repr__(self) -> str:
        return f"Rho({_fmt(self.rho)})"


@final
@attrs.frozen(repr=False)
class RhoDelta:
    """An approximate-zCDP level ``(ρ, δ)`` (seed 003 Def 3, mixture form)."""

    rho: float = attrs.field(converter=_rho)
    delta: float = attrs.field(converter=_delta)

    @override
    def __repr__(self) -> str:
        return f"RhoDelta({_fmt(self.rho)}, {self.delta!r})"



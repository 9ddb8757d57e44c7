"""Explicit conversions of certified mechanisms between measures: never silent (DESIGN.md §1).

Each returns a new ``Mechanism`` with the same machine and a certificate under the target
measure, computed by the level conversion of ``combinators.measures.conversions`` (which cites
its source and rounds toward the weaker guarantee).
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TypeVar

from .._typing import A, D, Q, S, X
from ..errors import IncompatibleMeasureError
from ..measures import (
    FDP,
    ZCDP,
    ApproxDP,
    EpsDelta,
    Epsilon,
    Measure,
    TradeOff,
    PureDP,
    RenyiDP,
    RenyiEps,
    Rho,
)
from ..measures import conversions as conv
from .certificate import Certificate, Mechanism

__all__ = ["convert", "to_approx_dp", "to_renyi", "to_tradeoff", "to_zcdp"]

E = TypeVar("E")


def convert(m: Mechanism[X, S, Q, A, D], target: Measure[E], f: Callable[[D], E]) -> Mechanism[X, S, Q, A, E]:
    """The same machine certified under ``target`` at ``f(level)``; ``f`` must be a valid
    conversion (the named functions below use the library's)."""
    return Mechanism(m.machine, Certificate(target, f(m.level), m.certificate.relation))


def _require(m: Mechanism[X, S, Q, A, D], kind: type[object], name: str) -> None:
    if not isinstance(m.measure, kind):
        msg = f"{name} converts a {kind.__name__} mechanism, got one under {m.measure!r}"
        raise IncompatibleMeasureError(msg)


def to_zcdp(m: Mechanism[X, S, Q, A, Epsilon]) -> Mechanism[X, S, Q, A, Rho]:
    """Pure ε-DP ⇒ (ε²/2)-zCDP (Bun–Steinke 2016, Prop 1.4).

    Example:
        >>> from combinators.primitives import randomized_response
        >>> to_zcdp(randomized_response(1.0)).level
        Rho(0.5)
    """
    _require(m, PureDP, "to_zcdp")
    return convert(m, ZCDP(), conv.pure_to_zcdp)


def to_renyi(m: Mechanism[X, S, Q, A, Rho], order: RenyiDP) -> Mechanism[X, S, Q, A, RenyiEps]:
    """ρ-zCDP ⇒ (α, ρα)-RDP: a ρ = 0.5 child counts 1.5 in an RDP_3 filter (seed 000 Def 4.4).

    Example:
        >>> from combinators.primitives import gaussian
        >>> to_renyi(gaussian(1.0), RenyiDP(3)).level
        RenyiEps(1.5)
    """
    _require(m, ZCDP, "to_renyi")
    return convert(m, order, lambda r: conv.zcdp_to_renyi(r, order))


def to_approx_dp(m: Mechanism[X, S, Q, A, Rho], delta: float | Fraction) -> Mechanism[X, S, Q, A, EpsDelta]:
    """ρ-zCDP ⇒ (ρ + 2·sqrt(ρ·ln(1/δ)), δ)-DP (Bun–Steinke 2016, Prop 1.3)."""
    _require(m, ZCDP, "to_approx_dp")
    return convert(m, ApproxDP(), lambda r: conv.zcdp_to_approx_dp(r, delta))


def to_tradeoff(m: Mechanism[X, S, Q, A, EpsDelta]) -> Mechanism[X, S, Q, A, TradeOff]:
    """(ε,δ)-DP ⇔ f_{ε,δ}-DP (Dong–Roth–Su 2022; seed 000 §3)."""
    _require(m, ApproxDP, "to_tradeoff")
    return convert(m, FDP(), conv.approx_dp_to_tradeoff)

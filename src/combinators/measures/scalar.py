"""The measures whose levels are numbers: pure DP, approximate DP, Rényi DP at a fixed order, zCDP.

Each is a frozen value; its ``compose`` is basic composition with upward rounding, and its
``close`` is a sound three-valued check on a finite pair (seed 000 §3; DESIGN.md §2).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from fractions import Fraction
from typing import Final, TypeVar, final

import attrs
from typing_extensions import override

from .._arith import fsum_up, up
from .._validation import check_order
from ..errors import IncompatibleMeasureError
from ..prob import FiniteDist, Interval, exp_bounds, upper
from ._pairs import hockey_stick, kl_bounds, likelihood_ratio_bounds, log_bounds, renyi_moment
from ._protocol import Verdict
from .distances import EpsDelta, Epsilon, RenyiEps, Rho

__all__ = ["ApproxDP", "PureDP", "RenyiDP", "ZCDP", "hockey_stick_verdict", "incompatible", "renyi_divergence_bounds"]

T = TypeVar("T", bound=Hashable)
L = TypeVar("L")


def incompatible(measure: object, level: object, expected: type[L]) -> IncompatibleMeasureError:
    """The error for a level of the wrong measure, naming both."""
    msg = (f"{measure!r} takes {expected.__name__} levels, got {level!r}; convert explicitly "
           "(combinators.measures.conversions) instead of mixing measures")
    return IncompatibleMeasureError(msg)


def _combine(a: Verdict, b: Verdict) -> Verdict:
    if Verdict.VIOLATED in (a, b):
        return Verdict.VIOLATED
    if Verdict.INCONCLUSIVE in (a, b):
        return Verdict.INCONCLUSIVE
    return Verdict.CERTIFIED


def hockey_stick_verdict(p: FiniteDist[T], q: FiniteDist[T], epsilon: float, delta: float) -> Verdict:
    """Whether ``sup_S P(S) − e^ε Q(S) ≤ δ`` in both directions, soundly."""
    e = exp_bounds(epsilon) if math.isfinite(epsilon) else None
    if e is None:
        return Verdict.CERTIFIED
    d = Fraction(delta)
    out = Verdict.CERTIFIED
    for a, b in ((p, q), (q, p)):
        hs_hi = upper(hockey_stick(a, b, e.lo))  # smaller e^ε gives the larger divergence
        hs_lo_v = hockey_stick(a, b, e.hi)
        hs_lo = hs_lo_v.lo if not isinstance(hs_lo_v, Fraction) else hs_lo_v
        if hs_lo > d:
            return Verdict.VIOLATED
        if hs_hi > d:
            out = Verdict.INCONCLUSIVE
    return out


@final
@attrs.frozen
class PureDP:
    """Pure ε-DP: levels ``Epsilon``, ordered by ≤; divergence ``max |log P/Q|``.

    Example:
        >>> PureDP().compose([Epsilon(0.25), Epsilon(0.5)])
        Epsilon(0.75)
        >>> PureDP().leq(Epsilon(0.5), Epsilon(1.0))
        True
    """

    def leq(self, a: Epsilon, b: Epsilon, /) -> bool:
        return a.epsilon <= b.epsilon

    def zero(self) -> Epsilon:
        return Epsilon(0.0)

    def compose(self, levels: Sequence[Epsilon], /) -> Epsilon:
        return Epsilon(fsum_up(self.check_level(x).epsilon for x in levels))

    def check_level(self, level: object, /) -> Epsilon:
        if not isinstance(level, Epsilon):
            raise incompatible(self, level, Epsilon)
        return level

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: Epsilon, /) -> Verdict:
        level = self.check_level(level)
        if math.isinf(level.epsilon):
            return Verdict.CERTIFIED
        e = exp_bounds(level.epsilon)
        out = Verdict.CERTIFIED
        for a, b in ((p, q), (q, p)):
            lo, hi = likelihood_ratio_bounds(a, b)
            if lo is None or lo > e.hi:
                return Verdict.VIOLATED
            if hi is None or hi > e.lo:
                out = Verdict.INCONCLUSIVE
        return out

    def divergence(self, p: FiniteDist[T], q: FiniteDist[T], /) -> Epsilon:
        """The smallest ε for which the pair is ε-close, rounded up."""
        worst = 0.0
        for a, b in ((p, q), (q, p)):
            _, hi = likelihood_ratio_bounds(a, b)
            if hi is None:
                return Epsilon(math.inf)
            if hi > 1:
                worst = max(worst, log_bounds(_interval(hi))[1])
        return Epsilon(worst)


def _interval(x: Fraction) -> Interval:
    return Interval(x, x)


@final
@attrs.frozen
class ApproxDP:
    """Approximate (ε,δ)-DP: levels ``EpsDelta``, ordered component-wise (incomparable pairs
    exist); divergence the hockey-stick ``δ(ε)`` in both directions.

    Example:
        >>> ApproxDP().leq(EpsDelta(0.5, 1e-6), EpsDelta(1, 1e-5))
        True
        >>> ApproxDP().leq(EpsDelta(0.5, 1e-4), EpsDelta(1, 1e-5)), ApproxDP().leq(EpsDelta(1, 1e-5), EpsDelta(0.5, 1e-4))
        (False, False)
    """

    def leq(self, a: EpsDelta, b: EpsDelta, /) -> bool:
        return a.epsilon <= b.epsilon and a.delta <= b.delta

    def zero(self) -> EpsDelta:
        return EpsDelta(0.0, 0.0)

    def compose(self, levels: Sequence[EpsDelta], /) -> EpsDelta:
        checked = [self.check_level(x) for x in levels]
        delta = min(1.0, fsum_up(x.delta for x in checked))
        return EpsDelta(fsum_up(x.epsilon for x in checked), delta)

    def check_level(self, level: object, /) -> EpsDelta:
        if not isinstance(level, EpsDelta):
            raise incompatible(self, level, EpsDelta)
        return level

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: EpsDelta, /) -> Verdict:
        level = self.check_level(level)
        return hockey_stick_verdict(p, q, level.epsilon, level.delta)


def _alpha(a: object) -> Fraction | float:
    return check_order("alpha", a)


_LN_GRID_RATIO: Final = 1.08
_ALPHA_MAX: Final = 2048.0


@final
@attrs.frozen(repr=False)
class RenyiDP:
    """Rényi DP at one order α > 1 fixed in advance: levels ``RenyiEps``, ordered by ≤,
    divergence ``max(D_α(P‖Q), D_α(Q‖P))`` (seed 000 §4).

    Example:
        >>> RenyiDP(2)
        RenyiDP(alpha=2)
        >>> RenyiDP(1)
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: alpha=1 must be a finite Rényi order > 1 (for alpha = inf use PureDP)
    """

    alpha: Fraction | float = attrs.field(converter=_alpha)

    @override
    def __repr__(self) -> str:
        a = self.alpha
        shown = str(a.numerator) if isinstance(a, Fraction) and a.denominator == 1 else repr(a)
        return f"RenyiDP(alpha={shown})"

    def leq(self, a: RenyiEps, b: RenyiEps, /) -> bool:
        return a.epsilon <= b.epsilon

    def zero(self) -> RenyiEps:
        return RenyiEps(0.0)

    def compose(self, levels: Sequence[RenyiEps], /) -> RenyiEps:
        return RenyiEps(fsum_up(self.check_level(x).epsilon for x in levels))

    def check_level(self, level: object, /) -> RenyiEps:
        if not isinstance(level, RenyiEps):
            raise incompatible(self, level, RenyiEps)
        return level

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: RenyiEps, /) -> Verdict:
        level = self.check_level(level)
        if math.isinf(level.epsilon):
            return Verdict.CERTIFIED
        bound = exp_bounds(Fraction(self.alpha - 1) * Fraction(level.epsilon))
        out = Verdict.CERTIFIED
        for a, b in ((p, q), (q, p)):
            m = renyi_moment(a, b, self.alpha)
            if m is None or m.lo > bound.hi:
                return Verdict.VIOLATED
            if m.hi > bound.lo:
                out = Verdict.INCONCLUSIVE
        return out

    def divergence(self, p: FiniteDist[T], q: FiniteDist[T], /) -> RenyiEps:
        """``max(D_α(P‖Q), D_α(Q‖P))``, rounded up."""
        return RenyiEps(max(renyi_divergence_bounds(p, q, self.alpha)[1],
                            renyi_divergence_bounds(q, p, self.alpha)[1]))


def renyi_divergence_bounds(p: FiniteDist[T], q: FiniteDist[T], alpha: Fraction | float) -> tuple[float, float]:
    """Bounds of ``D_α(P‖Q)`` (one direction; ``inf`` where the moment is infinite)."""
    m = renyi_moment(p, q, alpha)
    if m is None:
        return math.inf, math.inf
    lo, hi = log_bounds(m)
    am1 = float(alpha) - 1
    return max(0.0, lo / up(am1)) if math.isfinite(lo) else 0.0, up(max(0.0, hi) / am1)


def _grid() -> tuple[float, ...]:
    out = [1.0]
    a = 1.0
    while a < _ALPHA_MAX:
        a = 1.0 + (a - 1.0) * _LN_GRID_RATIO if a > 1.01 else a + 0.01
        out.append(a)
    return tuple(out)


_GRID: Final = _grid()


@final
@attrs.frozen
class ZCDP:
    """ρ-zCDP: levels ``Rho``; divergence ``sup_α D_α/α`` (seed 000 Def 4.4), bounded on a grid.

    The upper bound uses that ``D_α`` is non-decreasing in α: on ``[α_i, α_{i+1}]``,
    ``D_α/α ≤ D_{α_{i+1}}/α_i``, and beyond the grid ``D_α/α ≤ D_∞/α_max``.
    """

    def leq(self, a: Rho, b: Rho, /) -> bool:
        return a.rho <= b.rho

    def zero(self) -> Rho:
        return Rho(0.0)

    def compose(self, levels: Sequence[Rho], /) -> Rho:
        return Rho(fsum_up(self.check_level(x).rho for x in levels))

    def check_level(self, level: object, /) -> Rho:
        if not isinstance(level, Rho):
            raise incompatible(self, level, Rho)
        return level

    def bounds(self, p: FiniteDist[T], q: FiniteDist[T]) -> tuple[float, float]:
        """Lower and upper bounds of ``sup_α max(D_α(P‖Q), D_α(Q‖P))/α``."""
        lo_all, hi_all = 0.0, 0.0
        for a, b in ((p, q), (q, p)):
            kl_lo, kl_hi = kl_bounds(a, b)
            if math.isinf(kl_lo):
                return math.inf, math.inf
            lo_all = max(lo_all, kl_lo)
            prev_hi = kl_hi
            d_prev = 1.0
            for alpha in _GRID[1:]:
                d_lo, d_hi = renyi_divergence_bounds(a, b, alpha)
                lo_all = max(lo_all, d_lo / up(alpha))
                hi_all = max(hi_all, up(d_hi / d_prev), prev_hi)
                prev_hi, d_prev = d_hi, alpha
            lr = likelihood_ratio_bounds(a, b)[1]
            d_inf = math.inf if lr is None else log_bounds(_interval(max(lr, Fraction(1))))[1]
            hi_all = max(hi_all, up(d_inf / _ALPHA_MAX))
        return lo_all, hi_all

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: Rho, /) -> Verdict:
        level = self.check_level(level)
        lo, hi = self.bounds(p, q)
        if lo > level.rho:
            return Verdict.VIOLATED
        return Verdict.CERTIFIED if hi <= level.rho else Verdict.INCONCLUSIVE

    def divergence(self, p: FiniteDist[T], q: FiniteDist[T], /) -> Rho:
        """A sound upper bound of ``sup_α D_α/α`` (both directions)."""
        return Rho(self.bounds(p, q)[1])

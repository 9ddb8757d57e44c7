"""Probabilistic DP on a finite pair: how likely the privacy loss exceeds ε (seed 003 §2.6)."""

from __future__ import annotations

from collections.abc import Hashable
from fractions import Fraction
from typing import Final, TypeVar

from .._validation import check_instance, check_nonneg
from ..errors import InvalidArgument
from ..prob import FiniteDist, Interval, Prob, exp_bounds, lower, upper

__all__ = ["pdp_delta"]

T = TypeVar("T", bound=Hashable)
_ZERO: Final = Fraction(0)


def pdp_delta(
    p: FiniteDist[T], q: FiniteDist[T], epsilon: float | Fraction | None = None, *, e_eps: Prob | None = None
) -> Prob:
    """``P_{v∼p}(|L(v)| > ε)`` with the privacy loss ``L(v) = log(p(v)/q(v))``.

    A pair is (ε,δ)-pDP iff this is ≤ δ (seed 003 §2.6, eq. (12), two-sided). ``L = +∞``
    where ``q(v) = 0 < p(v)``. With an irrational ``e^ε`` or interval probabilities the answer
    is an ``Interval``: views where ``|L| > ε`` holds surely count in the lower end, views
    where it may hold in the upper end.

    Args:
        p, q: the view distributions on ``x`` and ``x'``.
        epsilon: ε (its ``e^ε`` is bounded outward), or
        e_eps: ``e^ε`` itself, exact (``Fraction``) or an interval.

    Returns:
        A ``Fraction`` when everything is exact, else an ``Interval`` that contains the value.

    Example:
        >>> from fractions import Fraction as F
        >>> p = FiniteDist.from_pairs([(1, F(3, 4)), (0, F(1, 4))])   # RR with e^ε = 3 on 1
        >>> q = FiniteDist.from_pairs([(1, F(1, 4)), (0, F(3, 4))])   # and on 0
        >>> pdp_delta(p, q, e_eps=F(3)), pdp_delta(p, q, e_eps=F(2))
        (Fraction(0, 1), Fraction(1, 1))

    References: seed 003 eq. (12) and App. F; research/ERRATA.md A2 (both outcomes of App. F's
    mechanism have |L| > ε, so its pDP δ at ε is 1).
    """
    check_instance("p", p, FiniteDist, "a FiniteDist (the view distribution on x)")
    check_instance("q", q, FiniteDist, "a FiniteDist (the view distribution on x')")
    if (epsilon is None) == (e_eps is None):
        msg = "pass exactly one of epsilon= (ε) or e_eps= (e^ε, exact or an Interval)"
        raise InvalidArgument(msg)
    if e_eps is None:
        e: Prob = exp_bounds(check_nonneg("epsilon", epsilon))
    else:
        e = e_eps
        if lower(e) < 1:
            msg = f"e_eps={e_eps!r} must be a Fraction or an Interval >= 1 (e^ε of some ε >= 0)"
            raise InvalidArgument(msg)
    e_lo, e_hi = lower(e), upper(e)
    lo = _ZERO
    hi = _ZERO
    for v, pv in p.items:
        qv = q[v]
        surely = lower(pv) > e_hi * upper(qv) or lower(qv) > e_hi * upper(pv)
        maybe = upper(pv) > e_lo * lower(qv) or upper(qv) > e_lo * lower(pv)
        if surely:
            lo += lower(pv)
        if maybe:
            hi += upper(pv)
    hi = min(hi, Fraction(1))  # a probability
    return lo if lo == hi else Interval(lo, hi)

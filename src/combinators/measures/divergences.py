"""Divergences of one pair of finite distributions, outward-rounded.

Exact (``Fraction``) inputs give exact hockey-stick values and exact likelihood ratios; Rényi
moments at non-integer orders and logarithms are irrational and come back as intervals whose
end points were rounded outward, so a comparison against a claimed level is sound both ways.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Hashable
from fractions import Fraction
from typing import Final, TypeVar

from .._arith import down, float_down, float_up, log_fraction_bounds, up
from .._validation import check_instance, check_order, check_positive
from ..prob import FiniteDist, Interval, Prob, as_interval, exp_bounds, lower, upper
from ..errors import InvalidArgument
from ..prob.interval import EXP_LIMIT

__all__ = [
    "check_dists",
    "hockey_stick",
    "kl_bounds",
    "likelihood_ratio_bounds",
    "log_bounds",
    "renyi_moment",
]

T = TypeVar("T", bound=Hashable)
_ZERO: Final = Fraction(0)
_U: Final = Fraction(1, 2**50)  # generous bound on the relative error of one float operation chain
_EXACT_POWER_LIMIT: Final = 2**14  # integer orders up to this are raised exactly; beyond, in log space
_FLOAT_MAX: Final = Fraction(sys.float_info.max)


def check_dists(p: object, q: object) -> None:
    """Refuse ``p`` or ``q`` unless each is a ``FiniteDist`` (decided by type)."""
    check_instance("p", p, FiniteDist, "a FiniteDist")
    check_instance("q", q, FiniteDist, "a FiniteDist")


def hockey_stick(p: FiniteDist[T], q: FiniteDist[T], e_eps: Prob) -> Prob:
    """``sup_S P(S) − e^ε·Q(S) = Σ_x max(0, P(x) − e^ε·Q(x))`` (one direction).

    Exact when ``p``, ``q`` and ``e_eps`` are exact; otherwise an interval that contains it.

    Example:
        >>> from fractions import Fraction as F
        >>> p = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
        >>> q = FiniteDist.from_pairs([(0, F(1, 4)), (1, F(3, 4))])
        >>> hockey_stick(p, q, F(3)), hockey_stick(p, q, F(2))
        (Fraction(0, 1), Fraction(1, 4))
    """
    check_dists(p, q)
    if not isinstance(e_eps, Interval):
        check_positive("e_eps", e_eps, allow_inf=False)
    elif e_eps.lo <= 0:
        msg = f"e_eps={e_eps!r} must be > 0 (it is e^epsilon)"
        raise InvalidArgument(msg)
    if isinstance(e_eps, Fraction) and p.is_exact and q.is_exact:
        total = _ZERO
        for x, px in p.items:
            t: Fraction = lower(px) - e_eps * lower(q[x])  # all exact here
            if t > 0:
                total += t
        return total
    e = as_interval(e_eps)
    lo = _ZERO
    hi = _ZERO
    for x, px in p.items:
        qx = q[x]
        lo += max(_ZERO, lower(px) - e.hi * upper(qx))
        hi += max(_ZERO, upper(px) - e.lo * lower(qx))
    return Interval(lo, hi)


def likelihood_ratio_bounds(p: FiniteDist[T], q: FiniteDist[T]) -> tuple[Fraction | None, Fraction | None]:
    """Bounds ``(lo, hi)`` of ``max_x P(x)/Q(x)`` over ``x`` in the support of ``p``.

    ``None`` stands for +∞ (``Q(x) = 0 < P(x)``); ``(0, 0)`` for an empty ``p``.
    """
    lo: Fraction | None = _ZERO
    hi: Fraction | None = _ZERO
    for x, px in p.items:
        qx = q[x]
        if upper(qx) == 0:
            if lower(px) > 0:
                return None, None
            hi = None
            continue
        if lower(qx) == 0:
            hi = None
        elif hi is not None:
            hi = max(hi, upper(px) / lower(qx))
        if lo is not None:
            lo = max(lo, lower(px) / upper(qx))
    return lo, hi


def _pow_bounds(x: Fraction, y: Fraction, alpha: Fraction | float) -> tuple[Fraction, Fraction | None]:
    """Bounds of ``x^α · y^(1−α)`` for ``x, y > 0`` and ``α > 1``, at any magnitude (the upper
    one ``None``, +∞, past ``e^EXP_LIMIT``; the lower one capped there).

    Integer orders are exact; otherwise the exponent ``α·log x + (1−α)·log y`` is bounded in
    log space (it decreases in ``log y`` since ``1−α < 0``) and exponentiated outward.
    """
    a = Fraction(alpha)
    if a.denominator == 1 and a <= _EXACT_POWER_LIMIT:
        v = x ** int(a) / y ** (int(a) - 1)
        return v, v
    if a > _FLOAT_MAX:
        return _ZERO, None  # an order past the float range: only the trivial bounds, never a wrong one
    af = float(alpha)
    lx_lo, lx_hi = log_fraction_bounds(x)
    ly_lo, ly_hi = log_fraction_bounds(y)
    e_lo = af * lx_lo + (1 - af) * ly_hi
    e_hi = af * lx_hi + (1 - af) * ly_lo
    # float products and sums of these magnitudes are within a few ulps
    err = 16 * math.ulp(abs(af * lx_lo) + abs((1 - af) * ly_hi) + abs(e_lo) + abs(e_hi) + 1.0)
    # and α itself may not be a float (α = 1001/1000 with Q-masses of 1e-100 is certified falsely
    # without this margin): the true exponent differs by (α − af)·(log x − log y)
    gap = abs(a - Fraction(af))
    if gap:
        spread = max(abs(lx_lo), abs(lx_hi)) + max(abs(ly_lo), abs(ly_hi))
        err += up(up(float_up(gap) * spread))
    hi = e_hi + err
    if math.isnan(e_lo - err) or math.isnan(hi):  # inf - inf at orders near the float range
        return _ZERO, None
    return exp_bounds(min(e_lo - err, EXP_LIMIT)).lo, (None if hi > EXP_LIMIT else exp_bounds(hi).hi)


def renyi_moment(p: FiniteDist[T], q: FiniteDist[T], alpha: Fraction | float) -> tuple[Fraction | None, Fraction | None]:
    """Bounds ``(lo, hi)`` of ``Σ_x P(x)^α Q(x)^(1−α)`` (so ``D_α = log(moment)/(α−1)``).

    ``None`` stands for +∞: ``hi`` is ``None`` when some ``Q(x)`` may be 0 where ``P(x)`` may
    be positive; ``lo`` is ``None`` (surely infinite) only when ``Q(x)`` is surely 0 where
    ``P(x)`` is surely positive.

    Example:
        >>> from fractions import Fraction as F
        >>> p = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
        >>> q = FiniteDist.from_pairs([(0, F(1, 4)), (1, F(3, 4))])
        >>> renyi_moment(p, q, 2)   # (3/4)^2/(1/4) + (1/4)^2/(3/4)
        (Fraction(7, 3), Fraction(7, 3))
    """
    check_dists(p, q)
    alpha = check_order("alpha", alpha)
    lo: Fraction | None = _ZERO
    hi: Fraction | None = _ZERO
    for x, px in p.items:
        qx = q[x]
        p_lo, p_hi, q_lo, q_hi = lower(px), upper(px), lower(qx), upper(qx)
        if p_hi == 0:
            continue
        if p_lo > 0 and lo is not None:
            lo = None if q_hi == 0 else lo + _pow_bounds(p_lo, q_hi, alpha)[0]
        if q_lo == 0:
            hi = None
        elif hi is not None:
            term = _pow_bounds(p_hi, q_lo, alpha)[1]
            hi = None if term is None else hi + term
    return lo, (None if lo is None else hi)


def kl_bounds(p: FiniteDist[T], q: FiniteDist[T]) -> tuple[float, float]:
    """Bounds of ``KL(P‖Q) = Σ P log(P/Q)`` (``inf`` if ``Q(x) = 0 < P(x)``).

    Exact masses give each term from rational bounds of ``log(P/Q)`` (any magnitude, a mass below
    the float range included, with no division by zero); interval masses give the trivial
    ``[0, inf]``, since ``log`` of a ratio of intervals can move far more than their widths.
    """
    terms_lo: list[float] = []
    terms_hi: list[float] = []
    for x, px in p.items:
        qx = q[x]
        if upper(px) == 0:
            continue
        if upper(qx) == 0:
            return math.inf, math.inf
        if not (isinstance(px, Fraction) and isinstance(qx, Fraction)):
            return 0.0, math.inf
        l_lo, l_hi = log_fraction_bounds(px / qx)
        p_lo, p_hi = float_down(px), float_up(px)
        terms_lo.append(down(min(p_lo * l_lo, p_hi * l_lo)))  # px·log ≥ this whatever the sign
        terms_hi.append(up(max(p_lo * l_hi, p_hi * l_hi)))
    n = len(terms_lo) + 2
    lo = math.fsum(terms_lo) - n * math.ulp(math.fsum(abs(t) for t in terms_lo) + 1.0)
    hi = math.fsum(terms_hi) + n * math.ulp(math.fsum(abs(t) for t in terms_hi) + 1.0)
    return max(0.0, down(lo)), up(hi)


def log_bounds(v: Interval) -> tuple[float, float]:
    """Bounds of ``log`` over an interval of non-negative rationals (``-inf`` for a zero end)."""
    lo = log_fraction_bounds(v.lo)[0] if v.lo > 0 else -math.inf
    hi = log_fraction_bounds(v.hi)[1] if v.hi > 0 else -math.inf
    return lo, hi

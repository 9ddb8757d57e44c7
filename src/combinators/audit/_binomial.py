"""Binomial tails and one-sided Clopper–Pearson bounds, without scipy.

``P(X ≥ k) = I_p(k, n−k+1)`` for ``X ~ Bin(n, p)``, where ``I`` is the regularized incomplete
beta function, evaluated by its continued fraction (DLMF 8.17.22, in the modified Lentz form of
Press et al., *Numerical Recipes*, 3rd ed., §6.4), on the side of the symmetry
``I_x(a, b) = 1 − I_{1−x}(b, a)`` where the fraction converges fast and nothing cancels. The
Clopper–Pearson bounds (Clopper, Pearson 1934) are the quantiles of these tails, found by
bisection on ``p``, and every bound is rounded outwards: the bisection returns the conservative
end of its bracket, and it solves for a level ``1e-6`` (relatively) below the one asked for, far
more than the relative error of the tail (about ``1e-8`` at ``n = 10^7``: the ``lgamma``
prefactor), so a bound is never tighter than the exact one.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Final

__all__ = ["binomial_cdf", "binomial_sf", "cp_lower", "cp_upper"]

_TINY: Final = 1e-300
_EPS: Final = 1e-16
_SLACK: Final = 1 - 1e-6
"""The level the bisection solves for, relative to the one asked for (see the module doc)."""


def _fraction(a: float, b: float, x: float) -> float:
    """The continued fraction of ``I_x(a, b)`` (Numerical Recipes ``betacf``); converges fast for
    ``x < (a + 1)/(a + b + 2)``, in ``O(√max(a, b))`` terms."""
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c = 1.0
    d = 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > _TINY else _TINY)
    h = d
    for m in range(1, 200 + 20 * math.isqrt(int(max(a, b)) + 1)):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > _TINY else _TINY)
        c = 1.0 + aa / c
        c = c if abs(c) > _TINY else _TINY
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > _TINY else _TINY)
        c = 1.0 + aa / c
        c = c if abs(c) > _TINY else _TINY
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < _EPS:
            return h
    msg = f"the incomplete beta continued fraction did not converge at a={a}, b={b}, x={x}"
    raise ArithmeticError(msg)


def _betainc(a: float, b: float, x: float) -> tuple[float, float]:
    """``(I_x(a, b), 1 − I_x(a, b))`` for ``a, b > 0``: the continued fraction computes the one
    on its fast side directly, so whichever is small keeps its relative precision."""
    if x <= 0.0:
        return 0.0, 1.0
    if x >= 1.0:
        return 1.0, 0.0
    log_front = (a * math.log(x) + b * math.log1p(-x)
                 + math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b))
    if x < (a + 1.0) / (a + b + 2.0):
        s = math.exp(log_front) * _fraction(a, b, x) / a
        return s, 1.0 - s
    s = math.exp(log_front) * _fraction(b, a, 1.0 - x) / b
    return 1.0 - s, s


def binomial_sf(k: int, n: int, p: float) -> float:
    """``P(X ≥ k) = I_p(k, n−k+1)`` for ``X ~ Bin(n, p)``."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return _betainc(k, n - k + 1, p)[0]


def binomial_cdf(k: int, n: int, p: float) -> float:
    """``P(X ≤ k) = 1 − I_p(k+1, n−k)`` for ``X ~ Bin(n, p)``."""
    if k < 0:
        return 0.0
    if k >= n:
        return 1.0
    return _betainc(k + 1, n - k, p)[1]


def _bisect(f: Callable[[float], float], target: float, *, increasing: bool, low_end: bool) -> float:
    """An end of a bracket in ``[0, 1]`` around the root of the monotone ``f(p) = target``, halved
    until no float lies inside: the low end keeps ``f < target`` when ``f`` increases, the high
    end when it decreases (the caller picks the end on the conservative side)."""
    lo, hi = 0.0, 1.0
    while True:
        mid = lo + (hi - lo) / 2
        if mid <= lo or mid >= hi:
            return lo if low_end else hi
        if (f(mid) < target) == increasing:
            lo = mid
        else:
            hi = mid


def cp_lower(k: int, n: int, alpha: float) -> float:
    """A lower ``1 − alpha`` confidence bound on ``p`` from ``k`` successes in ``n`` trials: at most
    the Clopper–Pearson bound, the ``p`` with ``P_p(X ≥ k) = alpha`` (0 when ``k = 0``)."""
    if k <= 0:
        return 0.0
    # P_p(X ≥ k) increases in p: keep P(lo) below the target, return lo
    return _bisect(lambda p: binomial_sf(k, n, p), alpha * _SLACK, increasing=True, low_end=True)


def cp_upper(k: int, n: int, alpha: float) -> float:
    """An upper ``1 − alpha`` confidence bound on ``p`` from ``k`` successes in ``n`` trials: at least
    the Clopper–Pearson bound, the ``p`` with ``P_p(X ≤ k) = alpha`` (1 when ``k = n``)."""
    if k >= n:
        return 1.0
    # P_p(X ≤ k) decreases in p: keep P(hi) below the target, return hi
    return _bisect(lambda p: binomial_cdf(k, n, p), alpha * _SLACK, increasing=False, low_end=False)

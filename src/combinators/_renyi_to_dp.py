"""The cores of the tight conversions to (ε, δ)-DP and of the Rényi divergence of pure DP.

Shared by ``measures.conversions`` (the typed conversions of levels) and ``accounting.tight``
(the public functions of numbers and the admitted counts), so both give the same number:

- Rényi DP at one order → (ε, δ)-DP: Canonne–Kamath–Steinke 2020, Prop 12 (Balle et al. 2020,
  Thm 21 is the same bound), ``δ = exp((α−1)(τ−ε))·(1 − 1/α)^α/(α−1)``, and solved for ε,
  ``ε = τ + log(1 − 1/α) − (log δ + log α)/(α − 1)``.
- zCDP → (ε, δ)-DP: CKS 2020 Cor 13, the infimum of Prop 12 over the orders with ``τ = αρ``.
  A float search picks the order; *any* order gives a valid bound, so an imprecise search can
  only make the answer larger, never wrong.
- ``D_α`` of randomized response ``RR_ε``, the largest Rényi divergence of an ε-DP pair
  (Kairouz–Oh–Viswanath 2015, Thm 2.5; Mironov 2017, Prop 5).

Every result is an upper bound of the exact value of its formula: the closed forms are
evaluated in exact rationals except for ``log`` and ``exp``, whose float results are widened
by two ulps (libm is within one). Orders are exact rationals of any size.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Final

from ._arith import down, exp_up, float_down, float_up, log_down, log_up, up
from ._arith import bisect_floats, log_fraction_bounds

_HALF: Final = Fraction(1, 2)
_SEARCH_ALPHA: Final = 1e300
"""The largest order the zCDP searches try (internal orders are exact rationals, so any size works)."""
_BISECT: Final = 200


_FLOAT_SAFE: Final = Fraction(2) ** 1000


def _log_bound(x: Fraction, *, upper: bool) -> float:
    """A bound of ``log x`` for a rational ``x > 0``, above when ``upper``, else below (``log1p``
    near 1, for precision)."""
    if x == 1:
        return 0.0
    if _HALF <= x <= 2:
        if upper:
            return up(up(math.log1p(float_up(x - 1))))
        return down(down(math.log1p(float_down(x - 1))))
    if not 1 / _FLOAT_SAFE <= x <= _FLOAT_SAFE:  # its float would underflow or overflow
        return log_fraction_bounds(x)[1 if upper else 0]
    return log_up(float_up(x)) if upper else log_down(float_down(x))


def _log_lo(x: Fraction) -> float:
    """A lower bound of ``log x`` for a rational ``x > 0``."""
    return _log_bound(x, upper=False)


def _log_hi(x: Fraction) -> float:
    """An upper bound of ``log x`` for a rational ``x > 0``."""
    return _log_bound(x, upper=True)


def _log_one_minus_inv_hi(alpha: Fraction) -> float:
    """An upper bound of ``log(1 − 1/α)`` (negative), precise both near α = 1 and for large α."""
    if alpha >= 2:
        return up(up(math.log1p(float_up(-1 / alpha))))
    return _log_hi((alpha - 1) / alpha)


def _renyi_log_delta_hi(tau: Fraction, alpha: Fraction, eps: Fraction) -> Fraction:
    """An upper bound of ``(α−1)(τ−ε) + α·log(1 − 1/α) − log(α − 1)``, exactly as a rational."""
    a = (alpha - 1) * (tau - eps)
    b = alpha * Fraction(_log_one_minus_inv_hi(alpha))
    c = -Fraction(_log_lo(alpha - 1))
    return a + b + c


def _exp_of_log_hi(x: Fraction) -> float:
    """``min(1, exp(x))`` rounded up, for a rational ``x`` (an upper bound of a log δ)."""
    if x >= 0:
        return 1.0
    if x < -800:
        return math.ulp(0.0)  # exp(x) is below the least positive subnormal
    return min(1.0, exp_up(float_up(x)))



def _renyi_epsilon_hi(tau: Fraction, alpha: Fraction, delta: Fraction) -> float:
    if delta == 1:
        return 0.0
    n = -Fraction(_log_lo(delta)) - Fraction(_log_lo(alpha))  # ≥ −log δ − log α
    eps = tau + Fraction(_log_one_minus_inv_hi(alpha)) + n / (alpha - 1)
    return max(0.0, float_up(eps))



def _bisect_order(increasing: Callable[[float], float], alpha_hi: float) -> Fraction:
    """An order ``α = 1 + m`` near the root of an increasing function of ``m = α − 1`` (negative
    near 0), by bisection on ``log m``. Returns an exact order ``> 1`` and ``≤ alpha_hi``: every
    order gives a valid bound, so capping the search (at 10³⁰⁰) can only make the result larger,
    never wrong. Working with ``m`` rather than ``α`` keeps orders within 10⁻³⁰⁰ of 1 (the best
    ones for δ near 1) apart from 1."""
    _, hi = bisect_floats(lambda t: increasing(math.exp(t)) < 0, -690.0, math.log(alpha_hi - 1), steps=_BISECT)
    return 1 + Fraction(math.exp(hi))


def _zcdp_best_order_for_delta(rho: float, eps: float) -> Fraction:
    """The order minimising CKS's δ: the root of ``(2α−1)ρ − ε + log(1 − 1/α)`` (convex exponent),
    in ``m = α − 1``: ``(1 + 2m)ρ − ε + log m − log(1 + m)``."""
    def slope(m: float) -> float:
        return (1 + 2 * m) * rho - eps + math.log(m) - math.log1p(m)
    return _bisect_order(slope, min(_SEARCH_ALPHA, (eps + 1) / (2 * rho) + 2))


def _zcdp_best_order_for_epsilon(rho: float, delta: float) -> Fraction:
    """The order minimising CKS's ε: the root of ``ρ(α−1)² + log α + log δ`` (increasing), in
    ``m = α − 1``: ``ρm² + log(1 + m) + log δ``."""
    log_d = math.log(delta)

    def slope(m: float) -> float:
        return rho * m * m + math.log1p(m) + log_d  # inf past the float range, no OverflowError
    return _bisect_order(slope, min(_SEARCH_ALPHA, 2 + math.sqrt(-log_d / rho)))


def _zcdp_delta(rho: Fraction, eps: Fraction) -> float:
    if rho == 0:
        return 0.0
    # the floats only pick the order (every order gives a valid bound): keep them positive
    alpha = _zcdp_best_order_for_delta(float_up(rho), float_down(eps))  # float(eps) overflows past 1.8e308
    return _exp_of_log_hi(_renyi_log_delta_hi(alpha * rho, alpha, eps))



def _zcdp_epsilon(rho: Fraction, delta: Fraction) -> float:
    if rho == 0 or delta == 1:
        return 0.0
    # the floats only pick the order (every order gives a valid bound): keep them positive
    alpha = _zcdp_best_order_for_epsilon(float_up(rho), max(float_down(delta), math.ulp(0.0)))
    return _renyi_epsilon_hi(alpha * rho, alpha, delta)



_REL_PAD: Final = 1e-14
"""Relative widening of a float ``log cosh``: a handful of libm calls, each within two ulps."""


def _log_cosh(x: float) -> float:
    """``log cosh x`` for ``x ≥ 0`` without cancellation (float, within a few ulps)."""
    if x <= 1.0:
        u = math.expm1(x)
        return math.log1p(u * u / (2 * (1 + u)))  # cosh x − 1 = (e^x − 1)²/(2e^x)
    return x - math.log(2) + math.log1p(math.exp(-2 * x))


def _rr_renyi_float(eps: float, alpha: float) -> float:
    """``D_α(RR_ε(0)‖RR_ε(1))`` in floats (for searches, not for bounds)."""
    if eps == 0:
        return 0.0
    return (_log_cosh((alpha - 0.5) * eps) - _log_cosh(eps / 2)) / (alpha - 1)


_TINY_EPS: Final = Fraction(2) ** -400
"""Below this ε, ``pure_renyi`` answers ``min(ε, αε²/2)``: exact to a relative O(ε²) there."""


def _rr_renyi_hi(eps: Fraction, alpha: Fraction) -> float:
    """An upper bound of ``D_α(RR_ε)`` (see ``pure_renyi``)."""
    if eps == 0:
        return 0.0
    # D_α ≤ ε (pure DP) and D_α ≤ αε²/2 (Bun–Steinke 2016, Prop 3.3): both bounds are valid.
    simple = min(float_up(eps), float_up(alpha * eps * eps / 2))
    if eps < _TINY_EPS:  # log cosh(ε/2) ≈ ε²/8 would be subnormal, where the relative pad fails
        return simple
    big = _log_cosh(float_up((alpha - _HALF) * eps)) * (1 + _REL_PAD)
    small = _log_cosh(float_down(eps / 2)) * (1 - _REL_PAD)
    if math.isinf(big):
        return simple
    return min(float_up((Fraction(big) - Fraction(small)) / (alpha - 1)), simple)


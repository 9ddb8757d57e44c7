"""Tight conversions to (ε, δ)-DP, and how many children a zCDP, RDP or GDP filter admits.

A filter that keeps its running loss in zCDP, in Rényi DP at one order, or in Gaussian DP is
checked against an ``(ε, δ)`` budget through a conversion, and the conversion decides how far the
filter can go. This module gives the tightest known ones, in both directions (δ given ε, and ε
given δ), as pure functions of numbers:

- **Rényi DP at one order** (``renyi_delta``, ``renyi_epsilon``): Canonne–Kamath–Steinke 2020,
  Prop 12 (arXiv:2004.00010v3, §2.3). If ``D_α(M(x)‖M(x')) ≤ τ`` for neighbours, ``M`` is
  ``(ε, δ)``-DP with ``δ = exp((α−1)(τ−ε))·(1 − 1/α)^α/(α−1)``. Solved for ε, this is
  ``ε = τ + log(1 − 1/α) − (log δ + log α)/(α − 1)`` (the same bound, as printed in Balle et al.
  2020, "Hypothesis testing interpretations and Rényi DP", Thm 21); it is also
  ``measures.conversions.renyi_to_approx_dp``. It improves Mironov's ``τ + log(1/δ)/(α−1)`` by
  ``log(α/(α−1)) + log(α)/(α−1) > 0`` at every order. It is *not* the optimal single-order
  conversion of Asoodeh et al. 2021, which has no closed form and is not implemented here.
- **zCDP** (``zcdp_delta``, ``zcdp_epsilon``): CKS 2020 Cor 13, the infimum of Prop 12 over all
  orders with ``τ = αρ``: ``δ = inf_{α>1} exp((α−1)(αρ−ε))·(1 − 1/α)^α/(α−1)``. The exponent is
  convex in α with derivative ``(2α−1)ρ − ε + log(1 − 1/α)``, so the best order is found by
  bisection; *any* order gives a valid bound, so an imprecise search can only make δ larger.
- **Gaussian DP, exactly** (``gdp_delta``, ``gdp_epsilon``): ``δ(ε) = Φ(−ε/μ + μ/2) −
  e^ε·Φ(−ε/μ − μ/2)`` (Dong–Roth–Su 2019, Cor 2.13; Balle–Wang 2018, Thm 8), through
  ``measures.conversions.gdp_to_approx_dp``, whose Φ bounds are rigorous. Where ``e^ε`` leaves
  the float range (ε > 700) δ is bounded by its first term ``Φ(−ε/μ + μ/2)``, and by 1 for
  μ > 10¹⁰: valid upper bounds, the first one loose (by a factor of about ``1 + μ/z``, with
  ``z = ε/μ − μ/2``), but only far outside any useful range.

Rounding: every δ and ε returned is an upper bound of the exact value of its formula (DESIGN.md
§2). The closed forms are evaluated with exact rational arithmetic except for ``log`` and
``exp``, whose float results are widened by two ulps (libm is within one), and ε given δ for
GDP is the least float found by bisection whose *upper bound* of δ is within the target. The
ρ and μ budgets are rounded *down*. So every admitted count below is at most what exact
arithmetic admits.

**Admitted counts** under a budget ``(ε, δ) = (1, 10⁻⁶)``, children pure ``ε_m = 0.01`` (each
charged ``ε_m²/2`` in zCDP, Bun–Steinke 2016 Prop 1.4) or Gaussian ``μ_m = 0.01``:

==========================================================  =====
filter and conversion                                       count
==========================================================  =====
zCDP, Bun–Steinke ``ρ + 2√(ρ log 1/δ)`` (Prop 1.3)            349
zCDP, CKS tight (``ρ* = 0.0243560``)                          487
RDP at one order, charging ``ρα`` (any order)              ≤ 487
RDP at one order, exact ``D_α`` of ``RR_{ε_m}`` (α ≈ 22)       490
Gaussian DP, ``μ = √k·μ_m``, exact conversion                 560
==========================================================  =====

The RDP order is chosen by a search that depends only on the parameters, never on the data,
so it is fixed in advance as the RDP filter requires. The exact Rényi divergence of a pure
ε-DP mechanism is at most that of randomized response (every ε-DP pair is a post-processing of
``RR_ε``, Kairouz–Oh–Viswanath 2015 Thm 2.5; Bun–Steinke 2016 Prop 3.3 bounds it by ``αε²/2``).
The Gaussian count is the non-adaptive optimum for Gaussians (the GDP composition is exact), and
a GDP filter attains it fully adaptively (Smith–Thakurta 2022; seed 000 Thm 3.4). The optimum for
*pure* children, 562, is ``accounting.optimal.optimal_admitted_count``.

Example:
    >>> zcdp_admitted_count(Epsilon(0.01), EpsDelta(1.0, 1e-6), conversion="bun-steinke")
    349
    >>> zcdp_admitted_count(Epsilon(0.01), EpsDelta(1.0, 1e-6))
    487
    >>> renyi_admitted_count(Epsilon(0.01), EpsDelta(1.0, 1e-6))
    490
    >>> gdp_admitted_count(gaussian_tradeoff(0.01), EpsDelta(1.0, 1e-6))
    560
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Final, Literal, TypeAlias

from .._arith import bisect_floats, float_down, float_up, log_inv_up, mul_up, sqrt_up, up
from .._validation import check_choice, check_nonneg, check_order, check_positive_delta, check_probability
from ..errors import InvalidArgument
from ..measures import EpsDelta, Epsilon, GaussianTradeOff, RenyiDP, Rho, gaussian_tradeoff
from ..measures.distances import budget_float, loss_float
from ..measures.tradeoffs import require_gaussian
from .._renyi_to_dp import _BISECT, _exp_of_log_hi, _renyi_epsilon_hi, _renyi_log_delta_hi, _rr_renyi_float
from .._renyi_to_dp import _rr_renyi_hi, _zcdp_delta, _zcdp_epsilon
from .._renyi_to_dp import _log_hi as _log_hi  # re-exported: accounting.fdp and the tests use it
from .._renyi_to_dp import _log_lo as _log_lo
from ..measures.conversions import bun_steinke_epsilon, gdp_to_approx_dp, pure_to_zcdp, zcdp_to_approx_dp
from ..measures.conversions import zcdp_to_renyi
from .bounds import _budget, _child_epsilon, _count_budget, _largest_admitted

__all__ = [
    "RenyiCharge",
    "ZCDPConversion",
    "best_renyi_order",
    "gdp_admitted_count",
    "gdp_delta",
    "gdp_epsilon",
    "gdp_mu_budget",
    "pure_renyi",
    "renyi_admitted_count",
    "renyi_delta",
    "renyi_epsilon",
    "zcdp_admitted_count",
    "zcdp_delta",
    "zcdp_epsilon",
    "zcdp_rho_budget",
]

ZCDPConversion: TypeAlias = Literal["tight", "bun-steinke"]
"""zCDP → (ε, δ): CKS 2020 Cor 13 (``"tight"``) or Bun–Steinke 2016 Prop 1.3."""

RenyiCharge: TypeAlias = Literal["exact", "zcdp"]
"""What an RDP filter charges a pure ε_m child: ``D_α`` of ``RR_{ε_m}``, or ``α·ε_m²/2`` via zCDP."""

_CONVERSIONS: Final[tuple[ZCDPConversion, ...]] = ("tight", "bun-steinke")
_CHARGES: Final[tuple[RenyiCharge, ...]] = ("exact", "zcdp")
_ZERO: Final = Fraction(0)
_ONE: Final = Fraction(1)
_MAX_ALPHA: Final = 1e15
"""Orders above this are refused: ``α − 1`` and ``α`` would no longer differ as floats."""
_INV_SQRT2: Final = 0.7071067811865476


# ---------------------------------------------------------------------------------------------
# Checked arguments
# ---------------------------------------------------------------------------------------------


def _loss(name: str, value: object) -> Fraction:
    """A finite privacy loss ``>= 0``, exactly."""
    return Fraction(check_nonneg(name, value))


def _order(name: str, value: object) -> Fraction:
    a = check_order(name, value)
    if a > _MAX_ALPHA:
        msg = f"{name}={value!r} is too large an order; pass an order <= 1e15"
        raise InvalidArgument(msg)
    return Fraction(a)


def _budget_delta(budget: EpsDelta) -> float:
    """``budget.delta`` for a count: in ``(0, 1)`` (at δ = 1 every count is admitted)."""
    d = budget_float(budget.delta)  # rounded down: a smaller δ budget
    if not 0 < d < 1:
        msg = f"budget={budget!r} must have 0 < delta < 1 (delta = 0: no child fits; delta = 1: all do)"
        raise InvalidArgument(msg)
    return d


# ---------------------------------------------------------------------------------------------
# Rényi DP at one order: CKS 2020 Prop 12
# ---------------------------------------------------------------------------------------------



def renyi_delta(tau: float | Fraction, alpha: float | Fraction, epsilon: float | Fraction) -> float:
    """``(α, τ)``-RDP ⇒ ``(ε, δ)``-DP with ``δ = exp((α−1)(τ−ε))·(1 − 1/α)^α/(α−1)``, rounded up.

    Args:
        tau: the Rényi divergence bound ``τ ≥ 0`` at order α, finite.
        alpha: the order, finite, ``1 < α ≤ 10¹⁵``.
        epsilon: the target ``ε ≥ 0``, finite.

    Returns:
        An upper bound of ``min(1, δ)``.

    Raises:
        InvalidArgument: for a NaN, negative or infinite ``tau`` or ``epsilon``, or an
            ``alpha`` that is not a finite order above 1.

    Example:
        >>> round(renyi_delta(0.5, 2, 1.0), 12)    # e^{−1/2}·(1/2)²/1 = 0.151632664928…
        0.151632664928

    References:
        Canonne–Kamath–Steinke 2020, Prop 12; Balle et al. 2020, Thm 21 (the same bound).
    """
    t = _loss("tau", tau)
    a = _order("alpha", alpha)
    e = _loss("epsilon", epsilon)
    return _exp_of_log_hi(_renyi_log_delta_hi(t, a, e))



def renyi_epsilon(tau: float | Fraction, alpha: float | Fraction, delta: float | Fraction) -> float:
    """``(α, τ)``-RDP ⇒ ``(ε, δ)``-DP with ``ε = τ + log(1 − 1/α) − (log δ + log α)/(α − 1)``.

    The same bound as ``renyi_delta``, solved for ε; rounded up and clamped at 0 (an
    ``(ε, δ)`` guarantee with ε < 0 implies the ``(0, δ)`` one).

    Args:
        tau: the Rényi divergence bound ``τ ≥ 0`` at order α, finite.
        alpha: the order, finite, ``1 < α ≤ 10¹⁵``.
        delta: the target δ in ``(0, 1]``.

    Returns:
        An upper bound of ``max(0, ε)``.

    Raises:
        InvalidArgument: for a bad ``tau`` or ``alpha`` (as in ``renyi_delta``), or δ outside
            ``(0, 1]``.

    Example:
        >>> round(renyi_epsilon(1.0, 2, 0.5), 12)   # 1 + log(1/2) − (log(1/2) + log 2)/1
        0.30685281944

    References:
        Canonne–Kamath–Steinke 2020, Prop 12; Balle et al. 2020, Thm 21.
    """
    t = _loss("tau", tau)
    a = _order("alpha", alpha)
    d = Fraction(check_positive_delta("delta", delta))
    return _renyi_epsilon_hi(t, a, d)


# ---------------------------------------------------------------------------------------------
# zCDP: CKS 2020 Cor 13
# ---------------------------------------------------------------------------------------------



def zcdp_delta(rho: float | Fraction, epsilon: float | Fraction) -> float:
    """ρ-zCDP ⇒ ``(ε, δ)``-DP with ``δ = inf_{α>1} exp((α−1)(αρ−ε))·(1 − 1/α)^α/(α−1)``.

    Evaluated at the (numerically) best order; any order gives a valid bound, and the value at
    that order is rounded up, so the result is never below the infimum.

    Args:
        rho: ``ρ ≥ 0``, finite.
        epsilon: the target ``ε ≥ 0``, finite.

    Returns:
        An upper bound of the CKS δ (0 for ρ = 0, at most 1).

    Raises:
        InvalidArgument: for a NaN, negative or infinite argument, naming it.

    Example:
        >>> zcdp_delta(0.0243559, 1.0) <= 1e-6 < zcdp_delta(0.0243560, 1.0)   # ρ* = 0.02435597…
        True

    References:
        Canonne–Kamath–Steinke 2020, Cor 13 (and Prop 12).
    """
    return _zcdp_delta(_loss("rho", rho), _loss("epsilon", epsilon))



def zcdp_epsilon(rho: float | Fraction, delta: float | Fraction) -> float:
    """ρ-zCDP ⇒ ``(ε, δ)``-DP with ``ε = inf_{α>1} αρ + log(1 − 1/α) − (log δ + log α)/(α − 1)``.

    The CKS bound solved for ε (the best order solves ``ρ(α−1)² = log(1/(αδ))``); rounded up.
    ``measures.conversions.zcdp_to_approx_dp`` gives the same ε; Bun–Steinke's is larger.

    Args:
        rho: ``ρ ≥ 0``, finite.
        delta: the target δ in ``(0, 1]``.

    Returns:
        An upper bound of the CKS ε (0 for ρ = 0 or δ = 1).

    Raises:
        InvalidArgument: for a NaN, negative or infinite ρ, or δ outside ``(0, 1]``.

    Example:
        >>> round(zcdp_epsilon(0.5, 1e-6), 6)   # Bun–Steinke: 0.5 + 2·√(0.5·ln 10⁶) = 5.756522
        5.221534

    References:
        Canonne–Kamath–Steinke 2020, Cor 13; Bun–Steinke 2016, Prop 1.3 (the weaker bound).
    """
    return _zcdp_epsilon(_loss("rho", rho), Fraction(check_positive_delta("delta", delta)))


def _largest_float(ok: Callable[[float], bool], start: float) -> float:
    """The largest float ``x ≥ 0`` (to within a few ulps, from below) with ``ok(x)``, for a
    predicate that holds on ``[0, x*]`` and fails above; ``start > 0`` is a first guess."""
    lo, hi = 0.0, start
    while ok(hi):
        lo, hi = hi, hi * 2
        if math.isinf(hi):
            return lo
    return bisect_floats(ok, lo, hi, steps=_BISECT)[0]


def _target(epsilon: object, delta: object) -> tuple[Fraction, float]:
    eps = _loss("epsilon", epsilon)
    d = check_probability("delta", delta)
    if not 0 < d < 1:
        msg = f"delta={delta!r} must be in (0, 1): at 0 no loss fits, at 1 every loss does"
        raise InvalidArgument(msg)
    return eps, float_down(Fraction(d))


def zcdp_rho_budget(epsilon: float | Fraction, delta: float | Fraction) -> float:
    """The largest ρ whose tight conversion (``zcdp_delta``) is within ``(ε, δ)``, rounded down.

    A zCDP filter with this ρ budget stops every interaction within ``(ε, δ)``-DP.

    Args:
        epsilon: the target ``ε ≥ 0``, finite.
        delta: the target δ in ``(0, 1)``.

    Returns:
        ρ* with ``zcdp_delta(ρ*, ε) ≤ δ`` (so never above the exact ρ*).

    Raises:
        InvalidArgument: for a NaN, negative or infinite ε, or δ outside ``(0, 1)``.

    Example:
        >>> round(zcdp_rho_budget(1.0, 1e-6), 7)   # CKS; Bun–Steinke gives 0.0174689
        0.024356

    References:
        Canonne–Kamath–Steinke 2020, Cor 13.
    """
    eps, d = _target(epsilon, delta)
    start = max(float_down(eps), 1e-3)  # float(eps) overflows past 1.8e308
    return _largest_float(lambda r: _zcdp_delta(Fraction(r), eps) <= d, start)


# ---------------------------------------------------------------------------------------------
# Gaussian DP, exactly
# ---------------------------------------------------------------------------------------------


def _mu(value: object) -> float:
    return float_up(_loss("mu", value))


def _gdp_delta(mu: float, eps: Fraction) -> float:
    if mu == 0:
        return 0.0  # G_0 is the identity: δ(ε) = 0 for every ε ≥ 0
    if math.isinf(mu):
        return 1.0  # a μ past the float range, rounded up: δ = 1 is the only bound left
    z = eps / Fraction(mu) - Fraction(mu) / 2
    if z > 40:
        return math.ulp(0.0)  # δ ≤ Φ(−z) ≤ e^{−z²/2}/2 < 1e-347: below every positive float
    if eps > 700:
        # e^ε is beyond the float range; bound δ by its first term Φ(−z) (erfc within 2⁻⁴⁴ relative)
        return min(1.0, up(0.5 * math.erfc(float_down(z) * _INV_SQRT2) * (1 + 2.0**-40)))
    if mu > 1e10:
        return 1.0  # δ > 1 − e^{−10¹⁹}: 1 is the float just above it
    return loss_float(gdp_to_approx_dp(GaussianTradeOff(mu), eps).delta)


def gdp_delta(mu: float | Fraction, epsilon: float | Fraction) -> float:
    """μ-GDP ⇔ ``(ε, Φ(−ε/μ + μ/2) − e^ε·Φ(−ε/μ − μ/2))``-DP for every ε ≥ 0, δ rounded up.

    This is the exact privacy profile of ``G_μ`` (``measures.conversions.gdp_to_approx_dp``).

    Args:
        mu: ``μ ≥ 0``, finite (a ``Fraction`` is rounded up).
        epsilon: ``ε ≥ 0``, finite.

    Returns:
        An upper bound of δ(ε).

    Raises:
        InvalidArgument: for a NaN, negative or infinite argument, naming it.

    Example:
        >>> gdp_delta(1.0, 1.0)   # 0.12693673750664…, rounded up
        0.126936737506...

    References:
        Dong–Roth–Su 2019, Cor 2.13; Balle–Wang 2018, Thm 8.
    """
    return _gdp_delta(_mu(mu), _loss("epsilon", epsilon))


def _gdp_epsilon(mu: float, delta: Fraction) -> float:
    if mu == 0 or delta == 1:
        return 0.0
    if math.isinf(mu):
        return math.inf  # a μ past the float range, rounded up: no finite ε is certain
    d = float_down(delta)
    if _gdp_delta(mu, _ZERO) <= d:
        return 0.0

    def too_big_delta(e: float) -> bool:
        return _gdp_delta(mu, Fraction(e)) > d

    # μ-GDP ⇒ μ²/2-zCDP: the Bun–Steinke ε is an upper end (stretched until it is one).
    hi = zcdp_to_approx_dp(Rho(mul_up(mu, mu) / 2), d).epsilon + 1.0
    if math.isinf(hi):
        return math.inf  # beyond the float range: inf is the only upper bound left
    while too_big_delta(hi):
        hi *= 2
        if math.isinf(hi):
            return math.inf
    return bisect_floats(too_big_delta, 0.0, hi, steps=_BISECT)[1]


def gdp_epsilon(mu: float | Fraction, delta: float | Fraction) -> float:
    """μ-GDP ⇒ ``(ε, δ)``-DP for the least such ε (the exact profile, inverted), rounded up.

    Computed by bisection on the rigorous upper bound of ``δ(ε)``: the result is a float ε
    whose δ is certainly within the target, so it is never below the exact ε.

    Args:
        mu: ``μ ≥ 0``, finite.
        delta: the target δ in ``(0, 1]``.

    Returns:
        An upper bound of the least ε with ``δ(ε) ≤ delta`` (0 when ``δ(0) ≤ delta``).

    Raises:
        InvalidArgument: for a NaN, negative or infinite μ, or δ outside ``(0, 1]``.

    Example:
        >>> round(gdp_epsilon(1.0, gdp_delta(1.0, 1.0)), 9)
        1.0

    References:
        Dong–Roth–Su 2019, Cor 2.13.
    """
    return _gdp_epsilon(_mu(mu), Fraction(check_positive_delta("delta", delta)))


def gdp_mu_budget(epsilon: float | Fraction, delta: float | Fraction) -> float:
    """The largest μ such that μ-GDP is ``(ε, δ)``-DP, rounded down.

    Args:
        epsilon: the target ``ε ≥ 0``, finite.
        delta: the target δ in ``(0, 1)``.

    Returns:
        μ* with ``gdp_delta(μ*, ε) ≤ δ``.

    Raises:
        InvalidArgument: for a NaN, negative or infinite ε, or δ outside ``(0, 1)``.

    Example:
        >>> round(gdp_mu_budget(1.0, 1e-6), 6)
        0.236704

    References:
        Dong–Roth–Su 2019, Cor 2.13.
    """
    eps, d = _target(epsilon, delta)
    return _largest_float(lambda m: _gdp_delta(m, eps) <= d, 0.1)


# ---------------------------------------------------------------------------------------------
# The Rényi divergence of pure ε-DP
# ---------------------------------------------------------------------------------------------


def pure_renyi(epsilon: float | Fraction, alpha: float | Fraction) -> float:
    """The largest Rényi divergence of order α of an ε-DP mechanism, rounded up.

    It is attained by randomized response (every ε-DP pair is a post-processing of ``RR_ε``,
    KOV 2015 Thm 2.5, and ``D_α`` obeys data processing): with ``p = e^ε/(1 + e^ε)``, ``q = 1 − p``,
    ``D_α = log(p^α q^{1−α} + q^α p^{1−α})/(α − 1)
    = (log cosh((α − ½)ε) − log cosh(ε/2))/(α − 1)``, the second form free of cancellation.
    It is below ``αε²/2``, the zCDP charge ``ε²/2`` at order α (Bun–Steinke 2016, Prop 3.3).

    Args:
        epsilon: ``ε ≥ 0``, finite.
        alpha: the order, finite, ``1 < α ≤ 10¹⁵``.

    Returns:
        An upper bound of ``D_α(RR_ε(0)‖RR_ε(1))``.

    Raises:
        InvalidArgument: for a NaN, negative or infinite ε, or a bad order.

    Example:
        >>> pure_renyi(0.01, 22) < 22 * 0.01**2 / 2
        True
        >>> round(pure_renyi(1.0, 2), 12)   # log((e² + e⁻¹)/(1 + e)) = 0.735325664055519…
        0.735325664056

    References:
        Bun–Steinke 2016, Prop 3.3; Kairouz–Oh–Viswanath 2015, Thm 2.5; Mironov 2017, Prop 5.
    """
    return _rr_renyi_hi(_loss("epsilon", epsilon), _order("alpha", alpha))


# ---------------------------------------------------------------------------------------------
# Admitted counts
# ---------------------------------------------------------------------------------------------


def _conversion(value: object) -> ZCDPConversion:
    return check_choice("conversion", value, _CONVERSIONS)


def _charge(value: object) -> RenyiCharge:
    return check_choice("charge", value, _CHARGES)


def zcdp_admitted_count(child: Epsilon, budget: EpsDelta, *, conversion: ZCDPConversion = "tight") -> int:
    """How many pure ``child``-DP mechanisms a zCDP filter admits under an ``(ε, δ)`` budget.

    Each child is charged ``ρ_m = ε_m²/2`` (rounded up; Bun–Steinke 2016 Prop 1.4); ``k`` are
    admitted while ``k·ρ_m`` (rounded up) converts to ``(ε, δ)`` through ``conversion``:
    ``"tight"`` is ``zcdp_delta`` (CKS 2020 Cor 13), ``"bun-steinke"`` is ``ρ + 2√(ρ·log(1/δ)) ≤ ε``
    (Bun–Steinke Prop 1.3, the looser bound, kept for comparison).

    Args:
        child: ``Epsilon(ε_m)`` with ``0 < ε_m < ∞``.
        budget: the target ``(ε, δ)`` with ε finite and ``0 < δ < 1``.
        conversion: ``"tight"`` (default) or ``"bun-steinke"``.

    Returns:
        The largest admitted ``k`` (never more than exact arithmetic admits).

    Raises:
        InvalidArgument: for a bad child, budget or conversion, or a count beyond 2**53.

    Privacy:
        zCDP composes additively under fully adaptive choice of the ρ_m (seed 000 Thm 4.10;
        seed 001 Thm 2), so the filter ``Σρ_m ≤ ρ*`` is valid, and ρ*-zCDP is ``(ε, δ)``-DP.

    Example:
        >>> zcdp_admitted_count(Epsilon(0.1), EpsDelta(1.0, 1e-6))
        4

    References:
        Bun–Steinke 2016, Props 1.3, 1.4; Canonne–Kamath–Steinke 2020, Cor 13.
    """
    _child_epsilon(child)
    target = _count_budget(budget)
    d = _budget_delta(target)
    how = _conversion(conversion)
    rho_m = loss_float(pure_to_zcdp(child).rho)
    eps = budget_float(target.epsilon)
    if how == "tight":
        e = Fraction(eps)
        estimate = zcdp_rho_budget(eps, d) / rho_m

        def ok(k: int) -> bool:
            rho_k = mul_up(float(k), rho_m)  # inf for a child ε past about 1e154: never admitted
            return math.isfinite(rho_k) and _zcdp_delta(Fraction(rho_k), e) <= d
    else:
        log_inv = -math.log(d)
        log_inv_hi = log_inv_up(d)
        estimate = (eps / (math.sqrt(log_inv + eps) + math.sqrt(log_inv))) ** 2 / rho_m

        def ok(k: int) -> bool:
            return bun_steinke_epsilon(mul_up(float(k), rho_m), log_inv_hi) <= eps
    return _largest_admitted(estimate, ok)


def _renyi_child_cost(eps_m: float, alpha: Fraction, charge: RenyiCharge) -> float:
    if charge == "exact":
        return _rr_renyi_hi(Fraction(eps_m), alpha)
    rho_m = pure_to_zcdp(Epsilon(eps_m))
    return loss_float(zcdp_to_renyi(rho_m, RenyiDP(alpha)).epsilon)


def _renyi_tau_budget_float(alpha: float, eps: float, log_delta: float) -> float:
    """The τ at which CKS's δ equals the target, in floats (for the order search)."""
    return eps + (log_delta - alpha * math.log1p(-1 / alpha) + math.log(alpha - 1)) / (alpha - 1)


def _best_order(eps_m: float, eps: float, delta: float, charge: RenyiCharge) -> float:
    """The order maximising the real-valued count ``τ_budget(α)/τ_child(α)`` (float search on
    a grid of ``log(α − 1)``, then golden-section refinement around the best grid point)."""
    log_d = math.log(delta)

    def count(t: float) -> float:
        a = 1 + math.exp(t)
        cost = _rr_renyi_float(eps_m, a) if charge == "exact" else a * eps_m * eps_m / 2
        return _renyi_tau_budget_float(a, eps, log_d) / cost if cost > 0 else -math.inf

    grid = [-12 + i * 0.1 for i in range(461)]  # α − 1 from 6e-6 to 1e15
    vals = [count(t) for t in grid]
    i = max(range(len(grid)), key=vals.__getitem__)
    lo, hi = grid[max(0, i - 1)], grid[min(len(grid) - 1, i + 1)]
    g = (math.sqrt(5) - 1) / 2
    for _ in range(80):
        m1, m2 = hi - g * (hi - lo), lo + g * (hi - lo)
        if count(m1) < count(m2):
            lo = m1
        else:
            hi = m2
    return 1 + math.exp((lo + hi) / 2)


def best_renyi_order(child: Epsilon, budget: EpsDelta, *, charge: RenyiCharge = "exact") -> float:
    """The Rényi order at which an RDP filter admits the most pure ``child``-DP mechanisms.

    It maximises ``τ*(α)/τ_m(α)``, where ``τ*(α)`` is the largest τ that ``renyi_delta``
    converts to the budget and ``τ_m(α)`` the charge per child. It depends only on the
    parameters, so fixing the filter's order to it in advance is legitimate.

    Args:
        child: ``Epsilon(ε_m)`` with ``0 < ε_m < ∞``.
        budget: the target ``(ε, δ)`` with ε finite and ``0 < δ < 1``.
        charge: ``"exact"`` (``pure_renyi``) or ``"zcdp"`` (``α·ε_m²/2``).

    Returns:
        The order α (a float ``> 1``).

    Raises:
        InvalidArgument: for a bad child, budget or charge.

    Example:
        >>> 21 < best_renyi_order(Epsilon(0.01), EpsDelta(1.0, 1e-6)) < 23
        True
    """
    eps_m = _child_epsilon(child)
    target = _budget(budget)
    d = _budget_delta(target)
    how = _charge(charge)
    if math.isinf(target.epsilon):
        msg = f"budget={target!r} has epsilon = inf: every order admits every count"
        raise InvalidArgument(msg)
    return _best_order(eps_m, budget_float(target.epsilon), d, how)


def renyi_admitted_count(child: Epsilon, budget: EpsDelta, *, alpha: float | Fraction | None = None,
                         charge: RenyiCharge = "exact") -> int:
    """How many pure ``child``-DP mechanisms an RDP filter at one order admits under ``(ε, δ)``.

    The filter fixes the order α in advance and charges each child ``τ_m``: with
    ``charge="exact"`` the exact worst-case Rényi divergence of an ε_m-DP mechanism
    (``pure_renyi``, randomized response), with ``charge="zcdp"`` the zCDP charge ``α·ε_m²/2``.
    ``k`` children are admitted while ``renyi_delta(k·τ_m, α, ε) ≤ δ`` (CKS 2020 Prop 12).

    Args:
        child: ``Epsilon(ε_m)`` with ``0 < ε_m < ∞``.
        budget: the target ``(ε, δ)`` with ε finite and ``0 < δ < 1``.
        alpha: the order; ``None`` uses ``best_renyi_order`` (a data-independent choice).
        charge: ``"exact"`` (default) or ``"zcdp"``.

    Returns:
        The largest admitted ``k``. With ``charge="zcdp"`` it never exceeds
        ``zcdp_admitted_count(child, budget)`` (the zCDP bound is the infimum over orders).

    Raises:
        InvalidArgument: for a bad child, budget, order or charge, or a count beyond 2**53.

    Privacy:
        Rényi DP at a fixed order composes additively under fully adaptive choice (seed 000
        Thm 4.6: valid for concurrent interactive mechanisms too), so the filter
        ``Σ τ_m ≤ τ*`` is valid.

    Example:
        >>> renyi_admitted_count(Epsilon(0.01), EpsDelta(1.0, 1e-6), alpha=12)
        95
        >>> renyi_admitted_count(Epsilon(0.01), EpsDelta(1.0, 1e-6), charge="zcdp")
        487

    References:
        Canonne–Kamath–Steinke 2020, Prop 12; Bun–Steinke 2016, Prop 3.3; Mironov 2017, Prop 1.
    """
    eps_m = _child_epsilon(child)
    target = _count_budget(budget)
    d = _budget_delta(target)
    how = _charge(charge)
    eps = budget_float(target.epsilon)
    a = _order("alpha", alpha) if alpha is not None else Fraction(_best_order(eps_m, eps, d, how))
    tau_m = _renyi_child_cost(eps_m, a, how)
    e = Fraction(eps)
    af = float(a)
    estimate = max(0.0, _renyi_tau_budget_float(af, eps, math.log(d))) / tau_m

    def ok(k: int) -> bool:
        return _exp_of_log_hi(_renyi_log_delta_hi(Fraction(mul_up(float(k), tau_m)), a, e)) <= d
    return _largest_admitted(estimate, ok)


def gdp_admitted_count(child: GaussianTradeOff, budget: EpsDelta) -> int:
    """How many ``μ_m``-GDP children a Gaussian-DP filter admits under an ``(ε, δ)`` budget.

    ``k`` children compose to ``μ = √k·μ_m`` (rounded up; Dong–Roth–Su 2019 Cor 3.3), converted
    exactly with ``gdp_delta``. This is also the largest ``k`` that a non-adaptive composition
    of ``k`` Gaussian mechanisms ``μ_m`` allows: for Gaussians the filter loses nothing.

    Args:
        child: ``gaussian_tradeoff(μ_m)`` with ``μ_m > 0``.
        budget: the target ``(ε, δ)`` with ε finite and ``0 < δ < 1``.

    Returns:
        The largest admitted ``k``.

    Raises:
        InvalidArgument: for a bad child or budget, or a count beyond 2**53.

    Privacy:
        A Gaussian-DP filter with ``Σ μ_m² ≤ μ*²`` is valid under fully adaptive choice of the
        μ_m (Smith–Thakurta 2022; concurrently, seed 000 Thm 3.4).

    Example:
        >>> gdp_admitted_count(gaussian_tradeoff(0.1), EpsDelta(1.0, 1e-6))
        5

    References:
        Dong–Roth–Su 2019, Cor 2.13, Cor 3.3; Smith–Thakurta 2022, Thm 1.
    """
    mu = require_gaussian("child", child).mu
    if mu == 0:
        msg = f"child={child!r} must have mu > 0: otherwise every count is admitted"
        raise InvalidArgument(msg)
    target = _count_budget(budget)
    d = _budget_delta(target)
    eps = target.epsilon
    e = Fraction(eps)
    sq = mul_up(mu, mu)
    ratio = gdp_mu_budget(eps, d) / mu
    estimate = ratio * ratio  # inf past the float range, where ** raises

    def ok(k: int) -> bool:
        return _gdp_delta(sqrt_up(mul_up(float(k), sq)), e) <= d
    return _largest_admitted(estimate, ok)


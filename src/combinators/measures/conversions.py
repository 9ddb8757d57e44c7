"""Explicit conversions between privacy levels: typed edges, each citing its source.

Every function maps a level of one measure to a level of another that a mechanism with the
first guarantee is known to satisfy. None happens silently (DESIGN.md §2). Arithmetic rounds
toward the weaker guarantee: ε, ρ and δ are rounded *up*, a trade-off curve *down*, so the
result is never a stronger claim than the theorem gives. These are pure functions of levels;
converting a certified mechanism is a thin wrapper in ``combinators.machines``.

To (ε, δ)-DP, the tight conversions. zCDP and Rényi DP convert with Canonne–Kamath–Steinke
2020 (Prop 12 at one order, Cor 13 over all orders), the same code as ``accounting.tight``, so a
converted mechanism and the accountant agree. ``to_approx_dp(gaussian(sigma=10.0), 1e-6)``
states ε = 0.4299…, where Bun–Steinke 2016 Prop 1.3 gave 0.5307….

Which δ for approximate zCDP → (ε,δ)-DP. Seed 003 Lemma 1 gives ``δ + (1−δ)δ'``; seed 001
Lemma 2.3 gives ``δ + δ'``. Both are valid and their ε parts agree (research/ERRATA.md B11).
We use seed 003's form, which is the tighter one: 0.01000099 instead of 0.010001 at
``δ = 0.01``, ``δ' = 1e−6``.

No DP → pDP conversion. Seed 003 Lemma 2 prints "(ε,δ)-DP ⇒ (2ε, 2δ/(ε·e^ε))-pDP". As printed,
it is false for every ε > 0.468 (research/ERRATA.md A1). A two-outcome mechanism that is exactly
(1, 0.01)-DP has ``P(|L| > 2) = 0.0157``, above the printed 0.00736. The corrected bound has not
been proved here, so the library offers no such conversion. The direction pDP ⇒ DP is the
identity and needs no function.

Example:
    >>> zcdp_to_approx_dp(Rho(0.5), 1e-6)
    EpsDelta(5.22153..., 1e-06)
    >>> approx_zcdp_to_approx_dp(RhoDelta(0.5, 0.01), 1e-6).delta   # 0.01000099, rounded up
    0.010000990000000001
"""

from __future__ import annotations

import math
from fractions import Fraction

from .._arith import add_up, float_up, log_inv_up, mul_up, positive_delta_up, sqrt_up
from .._validation import check_instance, check_nonneg
from ..errors import InvalidArgument
from .._renyi_to_dp import _renyi_epsilon_hi, _rr_renyi_hi, _zcdp_epsilon
from .approx_zcdp import ApproxZCDP
from .distances import EpsDelta, Epsilon, RenyiEps, Rho, RhoDelta, loss_float
from .fdp import FDP, tradeoff_to_profile
from .tradeoffs import GaussianTradeOff, PiecewiseTradeOff, TradeOff, f_eps_delta, gaussian_to_piecewise, require_gaussian
from .scalar import ZCDP, ApproxDP, PureDP, RenyiDP

__all__ = [
    "approx_dp_to_approx_zcdp",
    "approx_dp_to_tradeoff",
    "approx_zcdp_to_approx_dp",
    "gaussian_to_piecewise",
    "gdp_to_approx_dp",
    "pure_to_approx_dp",
    "pure_to_renyi",
    "pure_to_tradeoff",
    "pure_to_zcdp",
    "renyi_to_approx_dp",
    "tradeoff_to_approx_dp",
    "zcdp_to_approx_dp",
    "zcdp_to_approx_zcdp",
    "zcdp_to_renyi",
]


def bun_steinke_epsilon(rho: float, log_inv: float) -> float:
    """Bun–Steinke 2016 Prop 1.3, ``ρ + 2·√(ρ·L)`` with ``L = ln(1/δ)``, rounded up.

    Not a conversion of this module (``zcdp_to_approx_dp`` is tighter): it is the bound that the
    Whitehouse et al. 2023 filter's theorem states, and the baseline of the admitted counts.
    """
    if math.isinf(rho):
        return math.inf
    prod = mul_up(rho, log_inv)
    # √ρ·√L rather than √(ρL) keeps full precision where ρL would be subnormal.
    # ... and where ρL overflows to inf (ρ past about 1e307) while ρ + 2√(ρL) is still finite.
    root = sqrt_up(prod) if 2.0**-1000 < prod < math.inf else mul_up(sqrt_up(rho), sqrt_up(log_inv))
    return add_up(rho, 2.0 * root)  # doubling a float is exact (an overflow gives inf, still an upper bound)


def pure_to_approx_dp(level: Epsilon) -> EpsDelta:
    """ε-DP ⇒ (ε, 0)-DP (the definitions coincide).

    Example:
        >>> pure_to_approx_dp(Epsilon(0.5))
        EpsDelta(0.5, 0.0)
    """
    return EpsDelta(PureDP().check_level(level).epsilon, 0.0)


def pure_to_zcdp(level: Epsilon) -> Rho:
    """ε-DP ⇒ ½ε²-zCDP, rounded up.

    Example:
        >>> pure_to_zcdp(Epsilon(1.0))
        Rho(0.5)

    References:
        Bun–Steinke 2016, Prop 1.4 (proved in their §3); seed 003 Lemma 1 (the δ = 0 case).
    """
    eps = loss_float(PureDP().check_level(level).epsilon)
    return Rho(mul_up(mul_up(eps, eps), 0.5))


def approx_dp_to_approx_zcdp(level: EpsDelta) -> RhoDelta:
    """(ε, δ)-DP ⇒ δ-approximate ½ε²-zCDP, with ρ rounded up.

    Example:
        >>> approx_dp_to_approx_zcdp(EpsDelta(1.0, 1e-6))
        RhoDelta(0.5, 1e-06)

    References:
        seed 003 Lemma 1 (after Bun–Steinke 2016).
    """
    lv = ApproxDP().check_level(level)
    eps = loss_float(lv.epsilon)
    return RhoDelta(mul_up(mul_up(eps, eps), 0.5), lv.delta)


def zcdp_to_approx_zcdp(level: Rho) -> RhoDelta:
    """ρ-zCDP ⇒ 0-approximate ρ-zCDP (the definitions coincide).

    Example:
        >>> zcdp_to_approx_zcdp(Rho(0.25))
        RhoDelta(0.25, 0.0)
    """
    return RhoDelta(ZCDP().check_level(level).rho, 0.0)


def zcdp_to_renyi(level: Rho, order: RenyiDP) -> RenyiEps:
    """ρ-zCDP ⇒ ``(α, ρα)``-RDP for the order α of ``order``, rounded up.

    Example:
        >>> zcdp_to_renyi(Rho(0.5), RenyiDP(3))
        RenyiEps(1.5)

    References:
        Bun–Steinke 2016, Def 1.1 (zCDP is RDP at every order with ε = ρα); seed 000 Def 4.4.
    """
    rho = ZCDP().check_level(level).rho
    order = check_instance("order", order, RenyiDP, "a RenyiDP measure, e.g. RenyiDP(2)")
    if math.isinf(rho):
        return RenyiEps(math.inf)
    return RenyiEps(float_up(Fraction(rho) * Fraction(order.alpha)))


def zcdp_to_approx_dp(level: Rho, delta: float | Fraction) -> EpsDelta:
    """ρ-zCDP ⇒ ``(ε, δ)``-DP for any δ in (0, 1], with the tight ε of Canonne–Kamath–Steinke.

    ``ε = inf_{α>1} αρ + log(1 − 1/α) − (log δ + log α)/(α − 1)`` (clamped at 0), rounded up;
    below Bun–Steinke's ``ρ + 2·√(ρ·ln(1/δ))`` at every ρ > 0 and δ < 1. At δ = 1 it is 0.

    Example:
        >>> zcdp_to_approx_dp(Rho(0.5), 1e-6).epsilon   # CKS 5.2215…; Bun–Steinke gives 5.7565…
        5.22153...
        >>> zcdp_to_approx_dp(Rho(2), 1.0)
        EpsDelta(0.0, 1.0)

    Raises:
        InvalidArgument: for δ = 0 (no finite ε) or δ outside [0, 1].

    References:
        Canonne–Kamath–Steinke 2020, Cor 13 (improving Bun–Steinke 2016, Prop 1.3).
    """
    rho = loss_float(ZCDP().check_level(level).rho)
    d = positive_delta_up("delta", delta)
    return EpsDelta(_tight_zcdp_epsilon(rho, d), d)


def _tight_zcdp_epsilon(rho: float, delta: float) -> float:
    if math.isinf(rho):
        return math.inf
    return _zcdp_epsilon(Fraction(rho), Fraction(delta))


def approx_zcdp_to_approx_dp(level: RhoDelta, delta_prime: float | Fraction) -> EpsDelta:
    """δ-approximate ρ-zCDP ⇒ ``(ε, δ + (1−δ)·δ')``-DP for any δ' in (0, 1], where ``(ε, δ')`` is
    the tight conversion of ρ-zCDP (``zcdp_to_approx_dp``).

    The ρ-zCDP part converts with any valid ``(ε, δ')``; the δ part is that of Whitehouse et al.
    2023, Lemma 1, rounded up (Rogers et al. 2023, Lemma 2.3 state ``δ + δ'``, also valid but looser).

    Example:
        >>> approx_zcdp_to_approx_dp(RhoDelta(0.5, 0.01), 1e-6)
        EpsDelta(5.22153..., 0.010000990000000001)

    References:
        Whitehouse et al. 2023, Lemma 1 (after Bun–Steinke 2016); Canonne–Kamath–Steinke 2020, Cor 13.
    """
    lv = ApproxZCDP().check_level(level)
    dp = positive_delta_up("delta_prime", delta_prime)
    d = Fraction(lv.delta)
    delta = min(1.0, float_up(d + (1 - d) * Fraction(dp)))
    return EpsDelta(_tight_zcdp_epsilon(lv.rho, dp), delta)


def renyi_to_approx_dp(level: RenyiEps, order: RenyiDP, delta: float | Fraction) -> EpsDelta:
    """``(α, τ)``-RDP ⇒ ``(ε, δ)``-DP with ``ε = τ + log(1 − 1/α) − (log δ + log α)/(α − 1)``.

    For any δ in (0, 1]; ε is rounded up and clamped at 0. It is below Mironov's
    ``τ + log(1/δ)/(α − 1)`` by ``log(α/(α−1)) + log(α)/(α−1) > 0`` at every order.

    Example:
        >>> renyi_to_approx_dp(RenyiEps(1.0), RenyiDP(2), 0.5).epsilon   # 1 − ln 2 = 0.30685281944005469…
        0.3068528194400...

    References:
        Canonne–Kamath–Steinke 2020, Prop 12; Balle et al. 2020, Thm 21 (improving Mironov
        2017, Prop 3).
    """
    order = check_instance("order", order, RenyiDP, "a RenyiDP measure, e.g. RenyiDP(2)")
    eps = order.check_level(level).epsilon
    d = positive_delta_up("delta", delta)
    if math.isinf(eps):
        return EpsDelta(math.inf, d)
    return EpsDelta(_renyi_epsilon_hi(Fraction(eps), Fraction(order.alpha), Fraction(d)), d)


def pure_to_renyi(level: Epsilon, order: RenyiDP) -> RenyiEps:
    """ε-DP ⇒ ``(α, D_α(RR_ε))``-RDP: the exact largest Rényi divergence of an ε-DP pair, rounded up.

    ``D_α(RR_ε) = (log cosh((α − ½)ε) − log cosh(ε/2))/(α − 1)``, attained by randomized
    response; it is below both ε and the zCDP route ``αε²/2``.

    Example:
        >>> pure_to_renyi(Epsilon(1.0), RenyiDP(2)).epsilon   # log((e² + e⁻¹)/(1 + e)) = 0.735325664055519…
        0.73532566405...

    References:
        Kairouz–Oh–Viswanath 2015, Thm 2.5 (every ε-DP pair is a post-processing of RR_ε);
        Mironov 2017, Prop 5; Bun–Steinke 2016, Prop 3.3.
    """
    eps = PureDP().check_level(level).epsilon
    order = check_instance("order", order, RenyiDP, "a RenyiDP measure, e.g. RenyiDP(2)")
    if math.isinf(eps):
        return RenyiEps(math.inf)
    return RenyiEps(_rr_renyi_hi(Fraction(eps), Fraction(order.alpha)))


def pure_to_tradeoff(level: Epsilon) -> PiecewiseTradeOff:
    """ε-DP ⇔ ``f_{ε,0}``-DP (the curve rounded down for a float ε): ``approx_dp_to_tradeoff`` of
    ``(ε, 0)``.

    Example:
        >>> pure_to_tradeoff(Epsilon(1.0))
        f_eps_delta(1.0, 0.0)
    """
    return approx_dp_to_tradeoff(pure_to_approx_dp(level))


def approx_dp_to_tradeoff(level: EpsDelta) -> PiecewiseTradeOff:
    """(ε, δ)-DP ⇔ ``f_{ε,δ}``-DP (the curve rounded down for a float ε).

    Example:
        >>> approx_dp_to_tradeoff(EpsDelta(1.0, 0.01))
        f_eps_delta(1.0, 0.01)

    References:
        seed 000 Def 3.2; Dong–Roth–Su 2019, Prop 2.5.
    """
    lv = ApproxDP().check_level(level)
    return f_eps_delta(lv.epsilon, lv.delta)


def tradeoff_to_approx_dp(level: TradeOff, epsilon: float | Fraction) -> EpsDelta:
    """f-DP ⇒ ``(ε, δ_f(ε))``-DP with ``δ_f(ε) = sup_α (1 − e^ε·α − f(α))``, δ rounded up.

    Example:
        >>> tradeoff_to_approx_dp(f_eps_delta(e_eps=3, delta=0.25), 0.0)
        EpsDelta(0.0, 0.625)

    References:
        Dong–Roth–Su 2019, Prop 2.12.
    """
    check_nonneg("epsilon", epsilon, allow_inf=True)
    return EpsDelta(epsilon, tradeoff_to_profile(FDP().check_level(level)).delta(epsilon))


def gdp_to_approx_dp(level: GaussianTradeOff, epsilon: float | Fraction) -> EpsDelta:
    """μ-GDP ⇔ ``(ε, Φ(−ε/μ + μ/2) − e^ε·Φ(−ε/μ − μ/2))``-DP for every ε ≥ 0 (tight; δ rounded up).

    Example:
        >>> gdp_to_approx_dp(GaussianTradeOff(1.0), 1.0).delta   # 0.12693673750664…, rounded up
        0.126936737506...

    References:
        Dong–Roth–Su 2019, Cor 2.13; Balle–Wang 2018, Thm 8.
    """
    return tradeoff_to_approx_dp(require_gaussian("level", level), epsilon)

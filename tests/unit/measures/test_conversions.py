"""Conversions between levels: values against mpmath, rounding toward the weaker guarantee."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction as F
from typing import Any

import mpmath
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.errors import IncompatibleMeasureError, InvalidArgument
from combinators.measures import EpsDelta, Epsilon, RenyiDP, RenyiEps, Rho, RhoDelta, f_eps_delta
from combinators.measures import gaussian_tradeoff
from combinators.measures import conversions as cv
from tests.reference_mp import Mp, mp


losses = st.just(0.0) | st.floats(1e-300, 100)  # no subnormals: their rounding is coarse by design
deltas = st.floats(1e-300, 1.0)


def _assert_up(got: float | F, true: Mp, rel: float = 1e-12) -> None:
    assert mp(got) >= true, (got, true)
    assert mp(got) <= true * (1 + mpmath.mpf(rel)) + mpmath.mpf(1e-300), (got, true)


def _prop12_epsilon(tau: Mp, alpha: Mp, delta: Mp) -> Mp:
    """Canonne–Kamath–Steinke 2020 Prop 12 solved for ε, as printed by Balle et al. 2020 Thm 21."""
    return tau + mpmath.log1p(-1 / alpha) - (mpmath.log(delta) + mpmath.log(alpha)) / (alpha - 1)


def ref_renyi_epsilon(tau: Mp, alpha: Mp, delta: Mp) -> Mp:
    """Prop 12's ε, clamped at 0 (an (ε, δ) guarantee with ε < 0 implies the (0, δ) one)."""
    return mpmath.mpf(0) if delta == 1 else max(mpmath.mpf(0), _prop12_epsilon(tau, alpha, delta))


def ref_zcdp_epsilon(rho: Mp, delta: Mp) -> Mp:
    """CKS 2020 Cor 13: the infimum over α of Prop 12 with τ = αρ. Its derivative in α is
    ``ρ + (ln δ + ln α)/(α − 1)²``, so the minimiser solves ``ρm² + ln(1 + m) = ln(1/δ)`` with
    ``m = α − 1``, found by bisection on ``log m`` (the left side increases with m)."""
    if rho == 0 or delta == 1:
        return mpmath.mpf(0)
    target = -mpmath.log(delta)
    root = mpmath.sqrt(target / rho)  # m* lies in [min(√(T/2ρ), T/2), √(T/ρ) + T + 1], T = ln(1/δ)
    bracket = [mpmath.log(min(root, target)) - 5, mpmath.log(root + target + 1)]
    for _ in range(400):
        mid = sum(bracket) / 2
        m = mpmath.exp(mid)
        bracket[0 if rho * m * m + mpmath.log1p(m) < target else 1] = mid
    m = mpmath.exp(bracket[1])
    return max(mpmath.mpf(0), _prop12_epsilon((1 + m) * rho, 1 + m, delta))


def ref_bun_steinke(rho: Mp, delta: Mp) -> Mp:
    return rho + 2 * mpmath.sqrt(rho * mpmath.log(1 / delta))


def _assert_tight(got: float | F, true: Mp) -> None:
    """Not below the true value, and within 1e-9 relative above it (plus 1e-15 near 0, where the
    closed form cancels terms of order one)."""
    assert mp(got) >= true, (got, true)
    assert mp(got) <= true * (1 + mpmath.mpf(1e-9)) + mpmath.mpf(1e-15), (got, true)


@given(losses, deltas)
def test_zcdp_to_approx_dp(rho: float, delta: float) -> None:
    """The tight ε of CKS 2020 Cor 13, never above Bun–Steinke's."""
    got = cv.zcdp_to_approx_dp(Rho(rho), delta)
    assert got.delta == delta
    _assert_tight(got.epsilon, ref_zcdp_epsilon(mp(rho), mp(delta)))
    assert mp(got.epsilon) <= ref_bun_steinke(mp(rho), mp(delta)) * (1 + mpmath.mpf(2) ** -50)


@given(losses, st.floats(0, 1), deltas)
def test_approx_zcdp_to_approx_dp(rho: float, delta: float, delta_p: float) -> None:
    got = cv.approx_zcdp_to_approx_dp(RhoDelta(rho, delta), delta_p)
    _assert_tight(got.epsilon, ref_zcdp_epsilon(mp(rho), mp(delta_p)))
    _assert_up(got.delta, mp(delta) + (1 - mp(delta)) * mp(delta_p))


@given(losses, st.floats(1.001, 64) | st.fractions(F(1001, 1000), 64), deltas)
def test_renyi_to_approx_dp(eps: float, alpha: float | F, delta: float) -> None:
    """CKS 2020 Prop 12, never above Mironov's ``τ + log(1/δ)/(α − 1)``."""
    got = cv.renyi_to_approx_dp(RenyiEps(eps), RenyiDP(alpha), delta)
    assert got.delta == delta
    _assert_tight(got.epsilon, ref_renyi_epsilon(mp(eps), mp(alpha), mp(delta)))
    mironov = mp(eps) + mpmath.log(1 / mp(delta)) / (mp(alpha) - 1)
    assert mp(got.epsilon) <= mironov * (1 + mpmath.mpf(2) ** -50)


@pytest.mark.parametrize(("rho", "delta", "true", "bun_steinke"), [
    (0.005, 1e-6, "0.42994146883694927924000571728285817195334682978571", 0.5307),  # σ = 10
    (1 / 32, 1e-3, "0.68800245548780839255523113749966853847515898172085", 0.9605),  # σ = 4
])
def test_the_gaussian_mechanism_converts_tightly(rho: float, delta: float, true: str, bun_steinke: float) -> None:
    """``to_approx_dp(gaussian(sigma), δ)`` states the CKS ε (mpmath, 50 digits, offline), not
    Bun–Steinke's (23% and 40% larger here)."""
    from combinators.machines import to_approx_dp
    from combinators.primitives import gaussian

    got = to_approx_dp(gaussian(sigma=math.sqrt(1 / (2 * rho))), delta).level
    assert got.delta == delta
    _assert_tight(got.epsilon, mpmath.mpf(true))
    assert round(float(ref_bun_steinke(mp(rho), mp(delta))), 4) == bun_steinke


def test_renyi_to_approx_dp_example() -> None:
    """(32, 1.1)-RDP at δ = 1e-5: CKS 1.32783806…, Mironov 1.4714."""
    got = cv.renyi_to_approx_dp(RenyiEps(1.1), RenyiDP(32), 1e-5)
    _assert_tight(got.epsilon, ref_renyi_epsilon(mp(1.1), mpmath.mpf(32), mp(1e-5)))
    assert got.epsilon < 1.33


def test_delta_one_allows_anything() -> None:
    """At δ = 1 every pair is (0, 1)-DP."""
    assert cv.zcdp_to_approx_dp(Rho(2), 1.0) == EpsDelta(0.0, 1.0)
    assert cv.renyi_to_approx_dp(RenyiEps(5.0), RenyiDP(2), 1.0) == EpsDelta(0.0, 1.0)
    assert cv.approx_zcdp_to_approx_dp(RhoDelta(2, 0.5), 1.0) == EpsDelta(0.0, 1.0)


@given(st.just(0.0) | st.floats(1e-6, 100), st.floats(1.001, 64) | st.fractions(F(1001, 1000), 64))
def test_pure_to_renyi(eps: float, alpha: float | F) -> None:
    """The exact ``D_α(RR_ε)``, from its definition ``log(p^α q^{1−α} + q^α p^{1−α})/(α − 1)``
    (at 50 digits the sum resolves D_α for ε ≥ 1e-6; accounting/test_dp_conversions.py covers tiny ε)."""
    got = cv.pure_to_renyi(Epsilon(eps), RenyiDP(alpha)).epsilon
    e, a = mp(eps), mp(alpha)
    p, q = 1 / (1 + mpmath.exp(-e)), 1 / (1 + mpmath.exp(e))
    true = mpmath.log(p**a * q ** (1 - a) + q**a * p ** (1 - a)) / (a - 1) if eps else mpmath.mpf(0)
    assert mp(got) >= true
    assert mp(got) <= true * (1 + mpmath.mpf(1e-9)) + mpmath.mpf(1e-300)
    assert got <= eps and mp(got) <= a * e * e / 2 * (1 + mpmath.mpf(2) ** -50)


def test_pure_conversions_at_the_edges() -> None:
    assert cv.pure_to_renyi(Epsilon(math.inf), RenyiDP(2)) == RenyiEps(math.inf)
    assert cv.pure_to_renyi(Epsilon(1.0), RenyiDP(10**400)).epsilon <= 1.0
    assert cv.pure_to_approx_dp(Epsilon(math.inf)) == EpsDelta(math.inf, 0.0)
    with pytest.raises(InvalidArgument, match="order="):
        cv.pure_to_renyi(Epsilon(1.0), 2)  # type: ignore[arg-type]


@given(losses, st.floats(1.001, 64) | st.fractions(F(1001, 1000), 64))
def test_zcdp_to_renyi(rho: float, alpha: float | F) -> None:
    _assert_up(cv.zcdp_to_renyi(Rho(rho), RenyiDP(alpha)).epsilon, mp(rho) * mp(alpha), rel=2**-52)


@given(losses, st.floats(0, 1))
def test_dp_to_zcdp(eps: float, delta: float) -> None:
    _assert_up(cv.pure_to_zcdp(Epsilon(eps)).rho, mp(eps) ** 2 / 2, rel=2**-51)
    got = cv.approx_dp_to_approx_zcdp(EpsDelta(eps, delta))
    assert got.delta == delta
    _assert_up(got.rho, mp(eps) ** 2 / 2, rel=2**-51)


@given(st.integers(1, 64), st.floats(0, 30))
def test_gdp_to_approx_dp(k: int, eps: float) -> None:
    """The tight Gaussian profile (Dong–Roth–Su Cor 2.13), δ rounded up."""
    mu = k / 16
    got = cv.gdp_to_approx_dp(gaussian_tradeoff(mu), eps)
    m, e = mp(mu), mp(eps)
    true = max(mpmath.mpf(0), mpmath.ncdf(-e / m + m / 2) - mpmath.exp(e) * mpmath.ncdf(-e / m - m / 2))
    assert got.epsilon == eps
    assert true <= mp(got.delta) <= true + mpmath.mpf(1e-12)


def test_gdp_example() -> None:
    """μ = 1 at ε = 1: δ = 0.12693673750664394…"""
    got = cv.gdp_to_approx_dp(gaussian_tradeoff(1.0), 1.0).delta
    _assert_up(got, mpmath.mpf("0.126936737506643945800829624757766880415080650112"), rel=1e-11)


@given(st.integers(0, 40), st.integers(0, 16), st.floats(0, 5))
def test_tradeoff_to_approx_dp(e4: int, d16: int, eps: float) -> None:
    """f_{ε0,δ0}-DP ⇒ (ε, δ(ε))-DP; at ε = ε0 the profile gives back δ0."""
    e, delta = 1 + F(e4, 4), F(d16, 16)
    f = f_eps_delta(e_eps=e, delta=delta)
    got = cv.tradeoff_to_approx_dp(f, eps)
    c = (1 - delta) / (1 + e)
    b = mpmath.exp(mp(eps))
    true = max(mpmath.mpf(0), mp(delta), 1 - mp(c) * (1 + b), 1 - b * mp(1 - delta))
    assert got.epsilon == eps and true <= mp(got.delta) <= true + mpmath.mpf(2) ** -50
    back = cv.tradeoff_to_approx_dp(f, math.log(float(e)) * (1 + 2**-50))
    assert back.delta == float(delta) or mp(back.delta) - mp(delta) <= mpmath.mpf(2) ** -50


def test_to_tradeoff_is_f_eps_delta() -> None:
    assert cv.pure_to_tradeoff(Epsilon(1.0)) == f_eps_delta(1.0, 0.0)
    assert cv.approx_dp_to_tradeoff(EpsDelta(0.5, 0.01)) == f_eps_delta(0.5, 0.01)
    assert cv.approx_dp_to_tradeoff(EpsDelta(math.log(3), 0)).points[1][0] <= F(1, 4)


def test_identity_conversions() -> None:
    assert cv.pure_to_approx_dp(Epsilon(0.5)) == EpsDelta(0.5, 0)
    assert cv.zcdp_to_approx_zcdp(Rho(0.5)) == RhoDelta(0.5, 0)


def test_edge_values() -> None:
    assert cv.zcdp_to_approx_dp(Rho(0), 1e-9) == EpsDelta(0, 1e-9)
    assert cv.zcdp_to_approx_dp(Rho(math.inf), 1e-9).epsilon == math.inf
    assert cv.zcdp_to_renyi(Rho(math.inf), RenyiDP(2)) == RenyiEps(math.inf)
    assert cv.renyi_to_approx_dp(RenyiEps(math.inf), RenyiDP(2), 0.1).epsilon == math.inf
    assert cv.approx_zcdp_to_approx_dp(RhoDelta(1, 1), 0.5).delta == 1.0
    assert cv.zcdp_to_approx_dp(Rho(0.5), F(1, 10**6)).delta >= 1e-6  # a Fraction δ rounds up
    # exact values beyond the float range round up to inf, never OverflowError
    assert Epsilon(10**400) == Epsilon(math.inf) and Rho(F(10**400, 7)) == Rho(math.inf)
    assert cv.zcdp_to_renyi(Rho(0.5), RenyiDP(10**400)) == RenyiEps(math.inf)


def test_a_gaussian_curve_with_a_subnormal_mu() -> None:
    """ε/μ past the float range gives a bound, not NaN (-inf and inf in the slack)."""
    assert cv.gdp_to_approx_dp(gaussian_tradeoff(1e-310), 1.0) == EpsDelta(1.0, 0.0)
    near_zero = cv.gdp_to_approx_dp(gaussian_tradeoff(1e-310), 0.0).delta  # Φ(μ/2) − Φ(−μ/2) ≈ 4e-311
    assert 4e-311 <= near_zero <= 1e-12


def test_other_real_types_are_read_exactly_and_rounded_up() -> None:
    """numpy's longdouble and int64 are read exactly, not through float(), which rounds to nearest."""
    # numpy scalars are outside the typed API (float | Fraction) but accepted at run time
    third: Any = np.longdouble(1) / 3
    exact = F(*third.as_integer_ratio())
    assert F(Epsilon(third).epsilon) >= exact and F(Rho(third).rho) >= exact
    assert F(EpsDelta(0.0, third).delta) >= exact
    big: Any = np.int64(2**60 + 1)
    assert F(Epsilon(big).epsilon) >= 2**60 + 1
    assert type(Epsilon(np.float64(0.1)).epsilon) is float and Epsilon(np.float64(0.1)) == Epsilon(0.1)


def test_errors_name_the_argument() -> None:
    with pytest.raises(InvalidArgument, match=r"delta=0 gives no finite epsilon"):
        cv.zcdp_to_approx_dp(Rho(0.5), 0)
    with pytest.raises(InvalidArgument, match=r"delta_prime=0"):
        cv.approx_zcdp_to_approx_dp(RhoDelta(0.5, 0.1), 0.0)
    with pytest.raises(InvalidArgument, match="delta"):
        cv.renyi_to_approx_dp(RenyiEps(1), RenyiDP(2), 2.0)
    bad: Callable[..., Any] = cv.zcdp_to_renyi
    with pytest.raises(InvalidArgument, match=r"order=2 must be a RenyiDP measure"):
        bad(Rho(0.5), 2)
    with pytest.raises(IncompatibleMeasureError, match=r"ZCDP\(\) takes Rho levels"):
        bad(Epsilon(0.5), RenyiDP(2))
    gdp: Callable[..., Any] = cv.gdp_to_approx_dp
    with pytest.raises(InvalidArgument, match="must be a GaussianTradeOff"):
        gdp(f_eps_delta(e_eps=3), 1.0)
    with pytest.raises(InvalidArgument, match="epsilon"):
        cv.tradeoff_to_approx_dp(f_eps_delta(e_eps=3), -1.0)


def test_machine_conversions_reach_every_measure_with_a_tight_edge() -> None:
    """``to_approx_dp`` takes pure, zCDP, approximate zCDP and RDP mechanisms; ``to_renyi`` pure
    and zCDP ones. Each states the level of the tight level conversion."""
    from combinators.errors import IncompatibleMeasureError
    from combinators.machines import convert, to_approx_dp, to_renyi, to_tradeoff
    from combinators.measures import ApproxZCDP
    from combinators.primitives import gaussian, randomized_response

    rr = randomized_response(1.0)
    assert to_approx_dp(rr).level == EpsDelta(1.0, 0.0)
    assert to_approx_dp(rr, 1e-6).level == EpsDelta(1.0, 0.0)  # δ = 0 is stronger than any δ asked
    r2 = to_renyi(rr, RenyiDP(2))
    assert r2.level == cv.pure_to_renyi(Epsilon(1.0), RenyiDP(2)) and r2.machine == rr.machine
    assert to_approx_dp(r2, 1e-5).level == cv.renyi_to_approx_dp(r2.level, RenyiDP(2), 1e-5)
    g = gaussian(1.0)
    approx = convert(g, ApproxZCDP(), cv.zcdp_to_approx_zcdp)
    assert to_approx_dp(approx, 1e-6).level == cv.approx_zcdp_to_approx_dp(RhoDelta(0.5, 0.0), 1e-6)
    assert to_approx_dp(g, 1e-6).level == cv.zcdp_to_approx_dp(Rho(0.5), 1e-6)
    with pytest.raises(InvalidArgument, match="needs delta"):
        to_approx_dp(g)  # type: ignore[arg-type]  # mypy sees it too: only pure DP needs no δ
    with pytest.raises(InvalidArgument, match="delta="):
        to_approx_dp(rr, 2.0)
    with pytest.raises(IncompatibleMeasureError, match="converts a ZCDP or ApproxZCDP or RenyiDP or PureDP"):
        to_approx_dp(to_tradeoff(to_approx_dp(rr)), 1e-6)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------
# Numbers past the float range: a conservative answer, never OverflowError


def test_zcdp_conversion_where_rho_times_log_overflows() -> None:
    """ρ·ln(1/δ) is inf for ρ = 1.7e308, while ρ + 2√(ρ·ln(1/δ)) is a finite float."""
    rho = mpmath.mpf(1.7e308)
    exact = rho + 2 * mpmath.sqrt(rho * mpmath.log(10**6))
    eps = cv.zcdp_to_approx_dp(Rho(1.7e308), 1e-6).epsilon
    assert math.isfinite(eps) and mpmath.mpf(eps) >= exact and eps <= math.nextafter(float(exact), math.inf)


@pytest.mark.parametrize("eps", [10**400, F(10**400, 3)], ids=["10**400", "10**400/3"])
def test_tradeoff_conversions_at_an_epsilon_past_the_float_range(eps: object) -> None:
    # f_{1, 1/10}: δ(ε') = 1/10 for every ε' ≥ 1; G_1: δ(ε) < 1e-300 for ε ≥ 40
    assert cv.tradeoff_to_approx_dp(f_eps_delta(1.0, 0.1), eps).delta == 0.1  # type: ignore[arg-type]
    for level in (cv.gdp_to_approx_dp(gaussian_tradeoff(1.0), eps),  # type: ignore[arg-type]
                  cv.tradeoff_to_approx_dp(gaussian_tradeoff(1.0), eps)):  # type: ignore[arg-type]
        assert level.epsilon == math.inf and 0 <= level.delta <= 1e-280


def test_gdp_conversion_of_a_mu_near_the_float_range() -> None:
    # μ = 1e200 at ε = 1: δ = Φ(5e199 − 1e-200) − e·Φ(−5e199 − 1e-200) = 1 − (tiny), rounded up
    assert cv.gdp_to_approx_dp(gaussian_tradeoff(1e200), 1.0) == EpsDelta(1.0, 1.0)
    assert cv.tradeoff_to_approx_dp(gaussian_tradeoff(1e200), 1.0) == EpsDelta(1.0, 1.0)

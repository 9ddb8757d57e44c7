"""Tight conversions and admitted counts, against independent mpmath references at 50 digits.

The references below re-derive every quantity from its textbook form, not from the library's
formulas: CKS's δ is minimised over the order by a ternary search (not the derivative root),
the Rényi divergence of randomized response is the sum ``p^α q^{1−α} + q^α p^{1−α}`` (not the
``log cosh`` form), the Gaussian profile uses ``mpmath.ncdf``, and every count is the largest
``k`` found by bisection on the reference.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable
from fractions import Fraction as F

import mpmath
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combinators.accounting.dp_conversions import best_renyi_order, gdp_admitted_count, gdp_delta, gdp_epsilon
from combinators.accounting.dp_conversions import gdp_mu_budget, pure_renyi, renyi_admitted_count, renyi_delta
from combinators.accounting.dp_conversions import renyi_epsilon, zcdp_admitted_count, zcdp_delta, zcdp_epsilon
from combinators.accounting.dp_conversions import zcdp_rho_budget
from combinators.accounting.dp_conversions import _log_hi, _log_lo  # the far-range paths under test
from combinators.errors import InvalidArgument
from combinators.measures import EpsDelta, Epsilon, Rho, gaussian_tradeoff
from combinators.measures.conversions import zcdp_to_approx_dp
from tests.reference_mp import Mp, mp


# ---------------------------------------------------------------------------------------------
# Independent references
# ---------------------------------------------------------------------------------------------


def ref_renyi_log_delta(tau: Mp, alpha: Mp, eps: Mp) -> Mp:
    """log of CKS 2020 Prop 12's δ, straight from the printed formula."""
    return (alpha - 1) * (tau - eps) + alpha * mpmath.log1p(-1 / alpha) - mpmath.log(alpha - 1)


def ref_renyi_delta(tau: Mp, alpha: Mp, eps: Mp) -> Mp:
    return min(mpmath.mpf(1), mpmath.exp(ref_renyi_log_delta(tau, alpha, eps)))


def ref_renyi_epsilon(tau: Mp, alpha: Mp, delta: Mp) -> Mp:
    """Prop 12 solved for ε by bisection on the δ form (not the closed form)."""
    lo, hi = mpmath.mpf(-1), mpmath.mpf(1)
    target = mpmath.log(delta)
    while ref_renyi_log_delta(tau, alpha, hi) > target:
        lo, hi = hi, hi * 2
    for _ in range(120):
        mid = (lo + hi) / 2
        if ref_renyi_log_delta(tau, alpha, mid) > target:
            lo = mid
        else:
            hi = mid
    return max(mpmath.mpf(0), hi)


def _ternary_min(f: Callable[[Mp], Mp], lo: float, hi: float, steps: int = 160) -> Mp:
    """``min f`` over ``t ∈ [lo, hi]`` for a unimodal ``f`` (golden-section search)."""
    a, b = mpmath.mpf(lo), mpmath.mpf(hi)
    g = (mpmath.sqrt(5) - 1) / 2
    for _ in range(steps):
        c, d = b - g * (b - a), a + g * (b - a)
        if f(c) < f(d):
            b = d
        else:
            a = c
    return f((a + b) / 2)


def ref_zcdp_delta(rho: Mp, eps: Mp) -> Mp:
    """CKS Cor 13: inf over α = 1 + e^t of Prop 12 with τ = αρ (golden-section in t)."""
    if rho == 0:
        return mpmath.mpf(0)
    best = _ternary_min(lambda t: ref_renyi_log_delta((1 + mpmath.exp(t)) * rho, 1 + mpmath.exp(t), eps), -25, 25)
    return min(mpmath.mpf(1), mpmath.exp(best))


def ref_zcdp_epsilon(rho: Mp, delta: Mp, t_max: float = 25) -> Mp:
    """inf over α of the closed-form ε of Prop 12 (Balle et al. 2020 Thm 21 form)."""
    if rho == 0 or delta == 1:
        return mpmath.mpf(0)

    def eps_at(t: Mp) -> Mp:
        a = 1 + mpmath.exp(t)
        return a * rho + mpmath.log1p(-1 / a) - (mpmath.log(delta) + mpmath.log(a)) / (a - 1)
    return max(mpmath.mpf(0), _ternary_min(eps_at, -25, t_max))


def ref_gdp_delta(mu: Mp, eps: Mp) -> Mp:
    if mu == 0:
        return mpmath.mpf(0)
    return mpmath.ncdf(-eps / mu + mu / 2) - mpmath.exp(eps) * mpmath.ncdf(-eps / mu - mu / 2)


def ref_gdp_epsilon(mu: Mp, delta: Mp) -> Mp:
    if mu == 0 or ref_gdp_delta(mu, mpmath.mpf(0)) <= delta:
        return mpmath.mpf(0)
    lo, hi = mpmath.mpf(0), mpmath.mpf(1)
    while ref_gdp_delta(mu, hi) > delta:
        hi *= 2
    for _ in range(200):
        mid = (lo + hi) / 2
        if ref_gdp_delta(mu, mid) > delta:
            lo = mid
        else:
            hi = mid
    return hi


def ref_rr_renyi(eps: Mp, alpha: Mp) -> Mp:
    """``D_α(RR_ε(0)‖RR_ε(1))`` from the definition (Bun–Steinke 2016, Prop 3.3's sum)."""
    p = mpmath.exp(eps) / (1 + mpmath.exp(eps))
    q = 1 - p
    return mpmath.log(p**alpha * q ** (1 - alpha) + q**alpha * p ** (1 - alpha)) / (alpha - 1)


def ref_largest(ok: Callable[[int], bool], hi: int = 1 << 20) -> int:
    lo = 0
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if ok(mid):
            lo = mid
        else:
            hi = mid
    return lo


def ref_largest_real(ok: Callable[[Mp], bool], hi: float) -> Mp:
    lo, h = mpmath.mpf(0), mpmath.mpf(hi)
    for _ in range(200):
        mid = (lo + h) / 2
        if ok(mid):
            lo = mid
        else:
            h = mid
    return lo


def _assert_up(got: float, true: Mp, rel: float, absolute: float = 1e-300) -> None:
    assert mp(got) >= true, (got, true)
    assert mp(got) <= true * (1 + mpmath.mpf(rel)) + mpmath.mpf(absolute), (got, true)


BUDGET = EpsDelta(1.0, 1e-6)
EPS_M = 0.01


# ---------------------------------------------------------------------------------------------
# The admitted counts of the issue (item 9), each from an independent reference
# ---------------------------------------------------------------------------------------------


def test_bun_steinke_count_349() -> None:
    rho_m = mp(EPS_M) ** 2 / 2
    log_inv = mpmath.log(10**6)
    ref = ref_largest(lambda k: k * rho_m + 2 * mpmath.sqrt(k * rho_m * log_inv) <= 1)
    assert ref == 349
    assert zcdp_admitted_count(Epsilon(EPS_M), BUDGET, conversion="bun-steinke") == ref


def test_tight_zcdp_rho_star_and_count_487() -> None:
    one, d = mpmath.mpf(1), mpmath.mpf(1e-6)
    rho_star = ref_largest_real(lambda r: ref_zcdp_delta(r, one) <= d, 0.1)
    assert mpmath.nstr(rho_star, 6) == "0.024356"  # the ρ* = 0.0243560
    got = zcdp_rho_budget(1.0, 1e-6)
    assert mp(got) <= rho_star
    assert mp(got) >= rho_star * (1 - mpmath.mpf(1e-12))
    assert zcdp_delta(got, 1.0) <= 1e-6
    rho_m = mp(EPS_M) ** 2 / 2
    ref = ref_largest(lambda k: ref_zcdp_delta(k * rho_m, one) <= d, 1024)
    assert ref == 487
    assert zcdp_admitted_count(Epsilon(EPS_M), BUDGET) == ref
    # the tight ε at ρ* is 1 (the conversion in the other direction agrees)
    _assert_up(zcdp_epsilon(got, 1e-6), ref_zcdp_epsilon(mp(got), d), rel=1e-10)
    assert abs(zcdp_epsilon(got, 1e-6) - 1.0) < 1e-9


def _ref_rdp_count(alpha: Mp, charge: str) -> int:
    one, d = mpmath.mpf(1), mpmath.mpf(1e-6)
    cost = ref_rr_renyi(mp(EPS_M), alpha) if charge == "exact" else alpha * mp(EPS_M) ** 2 / 2
    return ref_largest(lambda k: ref_renyi_delta(k * cost, alpha, one) <= d, 1024)


def test_rdp_exact_charge_count_490_at_alpha_about_22() -> None:
    grid = [mpmath.mpf(20) + mpmath.mpf(i) / 10 for i in range(51)]  # α from 20 to 25
    counts = [_ref_rdp_count(a, "exact") for a in grid]
    assert max(counts) == 490
    best = [float(a) for a, c in zip(grid, counts, strict=True) if c == 490]
    assert min(best) < 22 < max(best)
    alpha = best_renyi_order(Epsilon(EPS_M), BUDGET)
    assert 21 < alpha < 23
    assert renyi_admitted_count(Epsilon(EPS_M), BUDGET) == 490
    assert _ref_rdp_count(mp(alpha), "exact") == 490


@pytest.mark.parametrize("alpha", [12, 15, 20, 22, 23, 24, 30, 64])
def test_rdp_counts_at_fixed_orders(alpha: int) -> None:
    for charge in ("exact", "zcdp"):
        got = renyi_admitted_count(Epsilon(EPS_M), BUDGET, alpha=alpha, charge=charge)
        assert got == _ref_rdp_count(mpmath.mpf(alpha), charge)
        if charge == "zcdp":
            assert got <= 487


def test_rdp_zcdp_charge_never_beats_487() -> None:
    assert renyi_admitted_count(Epsilon(EPS_M), BUDGET, charge="zcdp") == 487
    assert 21 < best_renyi_order(Epsilon(EPS_M), BUDGET, charge="zcdp") < 23
    for alpha in [1.5, 2, 5, 21.5, 21.98, 22.5, 100, 1000]:
        assert renyi_admitted_count(Epsilon(EPS_M), BUDGET, alpha=alpha, charge="zcdp") <= 487


def test_gdp_count_560() -> None:
    one, d = mpmath.mpf(1), mpmath.mpf(1e-6)
    ref = ref_largest(lambda k: ref_gdp_delta(mpmath.sqrt(k) * mp(EPS_M), one) <= d, 1024)
    assert ref == 560
    assert gdp_admitted_count(gaussian_tradeoff(EPS_M), BUDGET) == ref
    mu_star = ref_largest_real(lambda m: ref_gdp_delta(m, one) <= d, 1.0)
    got = gdp_mu_budget(1.0, 1e-6)
    assert mp(got) <= mu_star
    assert mp(got) >= mu_star * (1 - mpmath.mpf(1e-12))


def test_counts_side_by_side_are_ordered() -> None:
    """Bun–Steinke < tight zCDP ≤ RDP (exact charge) < GDP, as the issue's table says."""
    child = Epsilon(EPS_M)
    counts = [zcdp_admitted_count(child, BUDGET, conversion="bun-steinke"), zcdp_admitted_count(child, BUDGET),
              renyi_admitted_count(child, BUDGET), gdp_admitted_count(gaussian_tradeoff(EPS_M), BUDGET)]
    assert counts == [349, 487, 490, 560]


@pytest.mark.parametrize(("eps_m", "budget"), [(0.1, EpsDelta(1.0, 1e-6)), (0.001, EpsDelta(1.0, 1e-6)),
                                               (0.01, EpsDelta(0.5, 1e-5)), (0.05, EpsDelta(2.0, 1e-9))])
def test_other_counts_against_reference(eps_m: float, budget: EpsDelta) -> None:
    e, d = mp(budget.epsilon), mp(budget.delta)
    rho_m = mp(eps_m) ** 2 / 2
    hi = 1 << 22
    assert zcdp_admitted_count(Epsilon(eps_m), budget) == ref_largest(lambda k: ref_zcdp_delta(k * rho_m, e) <= d, hi)
    log_inv = mpmath.log(1 / d)
    assert zcdp_admitted_count(Epsilon(eps_m), budget, conversion="bun-steinke") == ref_largest(
        lambda k: k * rho_m + 2 * mpmath.sqrt(k * rho_m * log_inv) <= e, hi)
    assert gdp_admitted_count(gaussian_tradeoff(eps_m), budget) == ref_largest(
        lambda k: ref_gdp_delta(mpmath.sqrt(k) * mp(eps_m), e) <= d, hi)


# ---------------------------------------------------------------------------------------------
# Conversions: never below the reference, close to it
# ---------------------------------------------------------------------------------------------

losses = st.just(0.0) | st.floats(1e-6, 20)
orders = st.floats(1.01, 200) | st.fractions(F(101, 100), 200)
targets = st.floats(1e-30, 0.5)


@given(losses, orders, st.floats(0, 20))
def test_renyi_delta_never_below_reference(tau: float, alpha: float | F, eps: float) -> None:
    got = renyi_delta(tau, alpha, eps)
    _assert_up(got, ref_renyi_delta(mp(tau), mp(alpha), mp(eps)), rel=1e-10)


@given(losses, orders, targets)
def test_renyi_epsilon_never_below_reference(tau: float, alpha: float | F, delta: float) -> None:
    got = renyi_epsilon(tau, alpha, delta)
    _assert_up(got, ref_renyi_epsilon(mp(tau), mp(alpha), mp(delta)), rel=1e-12, absolute=1e-12)
    assert renyi_delta(tau, alpha, got) <= delta * (1 + 1e-9)


@settings(max_examples=40)
@given(st.just(0.0) | st.floats(1e-5, 5), st.floats(0, 10))
def test_zcdp_delta_never_below_reference(rho: float, eps: float) -> None:
    _assert_up(zcdp_delta(rho, eps), ref_zcdp_delta(mp(rho), mp(eps)), rel=1e-9)


@settings(max_examples=40)
@given(st.just(0.0) | st.floats(1e-5, 5), targets)
def test_zcdp_epsilon_never_below_reference(rho: float, delta: float) -> None:
    got = zcdp_epsilon(rho, delta)
    _assert_up(got, ref_zcdp_epsilon(mp(rho), mp(delta)), rel=1e-9, absolute=1e-12)
    assert got <= zcdp_to_approx_dp(Rho(rho), delta).epsilon  # the conversion is this same bound
    assert mp(got) <= mp(rho) + 2 * mpmath.sqrt(mp(rho) * mpmath.log(1 / mp(delta))) * (1 + mpmath.mpf(2) ** -50)


@settings(max_examples=40)
@given(st.just(0.0) | st.floats(1e-3, 10), st.floats(0, 20))
def test_gdp_delta_never_below_reference(mu: float, eps: float) -> None:
    _assert_up(gdp_delta(mu, eps), ref_gdp_delta(mp(mu), mp(eps)), rel=1e-9, absolute=5e-324)


@settings(max_examples=40)
@given(st.floats(1e-3, 10), st.floats(26.5, 39))
def test_gdp_delta_in_the_far_tail(mu: float, z: float) -> None:
    """Where Φ(−ε/μ + μ/2) is below 1e-296 (erfc leaves the normal floats), δ is still within a
    relative 1e-9 of the exact value, down to the least subnormal: no floor above the true δ."""
    eps = (z * math.sqrt(2) + mu / 2) * mu
    _assert_up(gdp_delta(mu, eps), ref_gdp_delta(mp(mu), mp(eps)), rel=1e-9, absolute=5e-324)


@settings(max_examples=40)
@given(st.floats(1e-3, 10), st.floats(1e-320, 1e-90))
def test_gdp_epsilon_stays_tight_below_1e_90(mu: float, delta: float) -> None:
    _assert_up(gdp_epsilon(mu, delta), ref_gdp_epsilon(mp(mu), mp(delta)), rel=1e-9, absolute=1e-12)


def test_gdp_epsilon_at_1e_293() -> None:
    """μ = 0.009765…, δ = 1.417e-293: ε = 0.35525… (the floored Φ gave 0.3906)."""
    mu, delta = 0.009765030732662728, 1.4171133963904757e-293
    got = gdp_epsilon(mu, delta)
    _assert_up(got, ref_gdp_epsilon(mp(mu), mp(delta)), rel=1e-9)
    assert 0.3552 < got < 0.3553


@settings(max_examples=40)
@given(st.just(0.0) | st.floats(1e-3, 10), targets)
def test_gdp_epsilon_never_below_reference(mu: float, delta: float) -> None:
    _assert_up(gdp_epsilon(mu, delta), ref_gdp_epsilon(mp(mu), mp(delta)), rel=1e-9, absolute=1e-12)


@given(st.just(0.0) | st.floats(1e-8, 10), orders)
def test_pure_renyi_never_below_reference(eps: float, alpha: float | F) -> None:
    got = pure_renyi(eps, alpha)
    true = ref_rr_renyi(mp(eps), mp(alpha)) if eps else mpmath.mpf(0)
    _assert_up(got, true, rel=1e-9)
    assert mp(got) <= mp(alpha) * mp(eps) ** 2 / 2 * (1 + mpmath.mpf(1e-15)) or mp(got) <= mp(eps) * (
        1 + mpmath.mpf(1e-15))


@given(st.floats(1e-300, 1e-100), orders)
def test_pure_renyi_never_below_reference_for_tiny_epsilon(eps: float, alpha: float | F) -> None:
    """Below ε ≈ 1e-154 the log-cosh difference is subnormal: the value must still not come out low."""
    got = mp(pure_renyi(eps, alpha))
    with mpmath.workdps(700):  # the definition cancels to ~ε²: twice ε's decimal exponent in digits
        true = ref_rr_renyi(mpmath.mpf(eps), mpmath.mpf(F(alpha).numerator) / F(alpha).denominator)
        assert got >= true


@given(st.integers(1, 10**30), st.integers(1001, 20000), st.booleans())
def test_log_bounds_beyond_the_float_range(mantissa: int, bits: int, tiny: bool) -> None:
    x = F(mantissa, 2**bits) if tiny else F(mantissa * 2**bits)
    with mpmath.workdps(60):
        true = mpmath.log(mpmath.mpf(x.numerator)) - mpmath.log(mpmath.mpf(x.denominator))
        assert _log_lo(x) <= true <= _log_hi(x)
        assert _log_hi(x) - _log_lo(x) <= 1e-12 * abs(true)


def test_exact_parameters_beyond_the_float_range_do_not_crash() -> None:
    """ρ or δ below the least float (as a Fraction) give bounds (δ → the least float, ε ≥ the
    target's), never ZeroDivisionError or a math domain error."""
    tiny = F(1, 10**400)
    assert 0 < zcdp_delta(tiny, 1) <= math.ulp(0.0)
    assert zcdp_epsilon(tiny, 1e-6) >= 0.0
    assert zcdp_epsilon(0.5, tiny) >= float(ref_zcdp_epsilon(mpmath.mpf(0.5), mpmath.mpf(1e-300)))
    assert renyi_epsilon(1, 2, tiny) >= 1 + math.log(0.5) + 921.03 - math.log(2)  # τ + log(1−1/α) − (log δ + log α)


def test_point_values() -> None:
    assert round(renyi_delta(0.5, 2, 1.0), 15) == round(float(mpmath.exp(-0.5) / 4), 15)
    _assert_up(zcdp_epsilon(0.5, 1e-6), ref_zcdp_epsilon(mpmath.mpf(0.5), mpmath.mpf(1e-6)), rel=1e-12)
    assert zcdp_delta(0.0, 0.0) == 0.0 and zcdp_epsilon(0.0, 1e-9) == 0.0
    assert zcdp_epsilon(1.0, 1.0) == 0.0 and renyi_epsilon(3.0, 2, 1) == 0.0
    assert gdp_epsilon(0.0, 1e-9) == 0.0 and gdp_delta(0.0, 0.0) == 0.0
    assert pure_renyi(0.0, 5) == 0.0
    assert renyi_delta(100.0, 2, 0.0) == 1.0  # clamped


# ---------------------------------------------------------------------------------------------
# Monotonicity
# ---------------------------------------------------------------------------------------------


@given(losses, losses, orders, st.floats(0, 20))
def test_renyi_delta_monotone(t1: float, t2: float, alpha: float | F, eps: float) -> None:
    lo, hi = sorted([t1, t2])
    assert renyi_delta(lo, alpha, eps) <= renyi_delta(hi, alpha, eps)
    assert renyi_delta(lo, alpha, eps + 0.5) <= renyi_delta(lo, alpha, eps)


@given(losses, orders, targets, targets)
def test_renyi_epsilon_monotone(tau: float, alpha: float | F, d1: float, d2: float) -> None:
    lo, hi = sorted([d1, d2])
    assert renyi_epsilon(tau, alpha, hi) <= renyi_epsilon(tau, alpha, lo)
    assert renyi_epsilon(tau, alpha, lo) <= renyi_epsilon(tau + 0.25, alpha, lo)


@settings(max_examples=40)
@given(st.floats(1e-5, 5), st.floats(1e-5, 5), st.floats(0, 10))
def test_zcdp_delta_monotone(r1: float, r2: float, eps: float) -> None:
    """Up to the 1e-12 by which two numerically chosen orders can differ in optimality."""
    lo, hi = sorted([r1, r2])
    assert zcdp_delta(lo, eps) <= zcdp_delta(hi, eps) * (1 + 1e-12)
    assert zcdp_delta(lo, eps + 0.5) <= zcdp_delta(lo, eps) * (1 + 1e-12)


@settings(max_examples=40)
@given(st.floats(1e-5, 5), targets, targets)
def test_zcdp_epsilon_monotone(rho: float, d1: float, d2: float) -> None:
    lo, hi = sorted([d1, d2])
    assert zcdp_epsilon(rho, hi) <= zcdp_epsilon(rho, lo) + 1e-12
    assert zcdp_epsilon(rho, lo) <= zcdp_epsilon(rho * 2, lo) + 1e-12


@settings(max_examples=40)
@given(st.floats(1e-3, 10), st.floats(1e-3, 10), st.floats(0, 20))
def test_gdp_monotone(m1: float, m2: float, eps: float) -> None:
    """Monotone in μ up to the bisection's tolerance: each ε is an upper bound found to ~1e-13
    relative, so μ one ulp apart may swap by that much (μ = 0.001, δ = 1e-6: both results lie
    1.7e-13 above the truth 0.00271821908881399518…, 2e-16 apart)."""
    lo, hi = sorted([m1, m2])
    assert gdp_delta(lo, eps) <= gdp_delta(hi, eps) * (1 + 1e-12) + 1e-300
    assert gdp_epsilon(lo, 1e-6) <= gdp_epsilon(hi, 1e-6) * (1 + 1e-12)


def test_gdp_epsilon_is_above_the_truth_at_one_ulp_apart() -> None:
    """The truth at μ = 0.001 and μ = 0.001 + 1 ulp, δ = 1e-6 (a 60-digit bisection of
    Φ(−ε/μ + μ/2) − e^ε·Φ(−ε/μ − μ/2) = δ, Dong–Roth–Su 2019 Cor 2.13): 0.0027182190888139952."""
    for mu in (0.001, 0.0010000000000000002):
        eps = gdp_epsilon(mu, 1e-6)
        assert 0.0027182190888139952 <= eps <= 0.0027182190888139952 * (1 + 1e-9)


@given(st.floats(1e-8, 10), st.floats(1e-8, 10), orders)
def test_pure_renyi_monotone(e1: float, e2: float, alpha: float | F) -> None:
    lo, hi = sorted([e1, e2])
    assert pure_renyi(lo, alpha) <= pure_renyi(hi, alpha) * (1 + 1e-13)


@settings(max_examples=25)
@given(st.floats(0.005, 0.5), st.floats(0.005, 0.5), st.floats(0.5, 3), st.sampled_from([1e-9, 1e-6, 1e-3]))
def test_counts_monotone(e1: float, e2: float, eps: float, delta: float) -> None:
    lo, hi = sorted([e1, e2])
    budget = EpsDelta(eps, delta)
    assert zcdp_admitted_count(Epsilon(hi), budget) <= zcdp_admitted_count(Epsilon(lo), budget)
    for how in ("tight", "bun-steinke"):
        assert (zcdp_admitted_count(Epsilon(lo), budget, conversion=how)
                <= zcdp_admitted_count(Epsilon(lo), EpsDelta(eps, delta * 10), conversion=how))
    assert gdp_admitted_count(gaussian_tradeoff(hi), budget) <= gdp_admitted_count(gaussian_tradeoff(lo), budget)
    assert renyi_admitted_count(Epsilon(hi), budget, alpha=8) <= renyi_admitted_count(Epsilon(lo), budget, alpha=8)
    # the tight conversion admits at least as many as Bun–Steinke, GDP as many as zCDP of μ²/2
    assert zcdp_admitted_count(Epsilon(lo), budget) >= zcdp_admitted_count(Epsilon(lo), budget, conversion="bun-steinke")


# ---------------------------------------------------------------------------------------------
# Invalid arguments
# ---------------------------------------------------------------------------------------------

NAN, INF = math.nan, math.inf
CHILD = Epsilon(0.01)

BAD: list[tuple[str, Callable[[], object], str]] = [
    ("renyi_delta tau nan", lambda: renyi_delta(NAN, 2, 1), r"tau=nan"),
    ("renyi_delta tau negative", lambda: renyi_delta(-1.0, 2, 1), r"tau=-1.0"),
    ("renyi_delta tau inf", lambda: renyi_delta(INF, 2, 1), r"tau=inf"),
    ("renyi_delta alpha 1", lambda: renyi_delta(1, 1, 1), r"alpha=1 must be a finite Rényi order"),
    ("renyi_delta alpha nan", lambda: renyi_delta(1, NAN, 1), r"alpha=nan"),
    ("renyi_delta alpha inf", lambda: renyi_delta(1, INF, 1), r"alpha=inf"),
    ("renyi_delta alpha huge", lambda: renyi_delta(1, 1e300, 1), r"alpha=1e\+300"),
    ("renyi_delta epsilon negative", lambda: renyi_delta(1, 2, -0.5), r"epsilon=-0.5"),
    ("renyi_delta epsilon inf", lambda: renyi_delta(1, 2, INF), r"epsilon=inf"),
    ("renyi_epsilon delta 0", lambda: renyi_epsilon(1, 2, 0), r"delta=0"),
    ("renyi_epsilon delta > 1", lambda: renyi_epsilon(1, 2, 1.5), r"delta=1.5"),
    ("renyi_epsilon delta nan", lambda: renyi_epsilon(1, 2, NAN), r"delta=nan"),
    ("zcdp_delta rho nan", lambda: zcdp_delta(NAN, 1), r"rho=nan"),
    ("zcdp_delta rho negative", lambda: zcdp_delta(-0.1, 1), r"rho=-0.1"),
    ("zcdp_delta rho inf", lambda: zcdp_delta(INF, 1), r"rho=inf"),
    ("zcdp_delta epsilon nan", lambda: zcdp_delta(0.1, NAN), r"epsilon=nan"),
    ("zcdp_epsilon delta negative", lambda: zcdp_epsilon(0.1, -1e-6), r"delta=-1e-06"),
    ("zcdp_epsilon delta inf", lambda: zcdp_epsilon(0.1, INF), r"delta=inf"),
    ("zcdp_epsilon delta 0", lambda: zcdp_epsilon(0.1, 0), r"delta=0"),
    ("gdp_delta mu nan", lambda: gdp_delta(NAN, 1), r"mu=nan"),
    ("gdp_delta mu negative", lambda: gdp_delta(-1, 1), r"mu=-1"),
    ("gdp_delta mu inf", lambda: gdp_delta(INF, 1), r"mu=inf"),
    ("gdp_delta epsilon negative", lambda: gdp_delta(1, -1), r"epsilon=-1"),
    ("gdp_epsilon delta > 1", lambda: gdp_epsilon(1, 2), r"delta=2"),
    ("gdp_epsilon delta 0", lambda: gdp_epsilon(1, 0.0), r"delta=0"),
    ("pure_renyi epsilon nan", lambda: pure_renyi(NAN, 2), r"epsilon=nan"),
    ("pure_renyi epsilon inf", lambda: pure_renyi(INF, 2), r"epsilon=inf"),
    ("pure_renyi alpha 0.5", lambda: pure_renyi(1, 0.5), r"alpha=0.5"),
    ("rho budget epsilon inf", lambda: zcdp_rho_budget(INF, 1e-6), r"epsilon=inf"),
    ("rho budget delta 1", lambda: zcdp_rho_budget(1, 1.0), r"delta=1.0 must be in \(0, 1\)"),
    ("rho budget delta nan", lambda: zcdp_rho_budget(1, NAN), r"delta=nan"),
    ("mu budget delta 0", lambda: gdp_mu_budget(1, 0), r"delta=0 must be in \(0, 1\)"),
    ("mu budget epsilon negative", lambda: gdp_mu_budget(-1, 0.1), r"epsilon=-1"),
    ("count child not Epsilon", lambda: zcdp_admitted_count(Rho(0.1), BUDGET), r"child=Rho\(0.1\)"),  # type: ignore[arg-type]
    ("count child zero", lambda: zcdp_admitted_count(Epsilon(0.0), BUDGET), r"child=Epsilon\(0.0\)"),
    ("count child inf", lambda: renyi_admitted_count(Epsilon(INF), BUDGET), r"child=Epsilon\(math.inf\)"),
    ("count budget not EpsDelta", lambda: zcdp_admitted_count(CHILD, Epsilon(1.0)), r"budget=Epsilon"),  # type: ignore[arg-type]
    ("count budget delta 0", lambda: zcdp_admitted_count(CHILD, EpsDelta(1.0, 0.0)), r"budget=EpsDelta\(1.0, 0.0\)"),
    ("count budget delta 1", lambda: gdp_admitted_count(gaussian_tradeoff(0.01), EpsDelta(1.0, 1.0)), r"budget="),
    ("count budget epsilon inf", lambda: zcdp_admitted_count(CHILD, EpsDelta(INF, 1e-6)), r"budget=EpsDelta\(math.inf"),
    ("count conversion", lambda: zcdp_admitted_count(CHILD, BUDGET, conversion="cks"), r"conversion='cks'"),  # type: ignore[arg-type]
    ("count charge", lambda: renyi_admitted_count(CHILD, BUDGET, charge="rho"), r"charge='rho'"),  # type: ignore[arg-type]
    ("count alpha nan", lambda: renyi_admitted_count(CHILD, BUDGET, alpha=NAN), r"alpha=nan"),
    ("count alpha 1", lambda: renyi_admitted_count(CHILD, BUDGET, alpha=1), r"alpha=1"),
    ("best order budget inf", lambda: best_renyi_order(CHILD, EpsDelta(INF, 1e-6)), r"budget=EpsDelta\(math.inf"),
    ("gdp child not Gaussian", lambda: gdp_admitted_count(CHILD, BUDGET), r"child=Epsilon\(0.01\)"),  # type: ignore[arg-type]
    ("gdp child mu 0", lambda: gdp_admitted_count(gaussian_tradeoff(0.0), BUDGET), r"child=gaussian_tradeoff\(0.0\)"),
    ("count beyond 2**53", lambda: zcdp_admitted_count(Epsilon(1e-12), BUDGET), r"more than 2\*\*53"),
]


@pytest.mark.parametrize(("make", "match"), [(m, r) for _, m, r in BAD], ids=[n for n, _, _ in BAD])
def test_invalid_arguments(make: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        make()


def test_extreme_inputs_stay_sound() -> None:
    """Far outside the useful range the functions still answer, with valid (if trivial) bounds."""
    tiny = math.ulp(0.0)
    assert 0 < zcdp_delta(1e-300, 1e300) <= tiny  # the least positive float bounds an underflowing δ
    assert zcdp_delta(1e300, 0.0) == 1.0
    _assert_up(zcdp_epsilon(1e-300, 1e-300), ref_zcdp_epsilon(mpmath.mpf(1e-300), mpmath.mpf(1e-300), 400), rel=1e-6)
    assert gdp_delta(1.0, 1e300) == tiny and gdp_delta(1e300, 1.0) == 1.0
    assert gdp_epsilon(1e300, 1e-6) == math.inf
    _assert_up(gdp_delta(30.0, 800.0), mpmath.ncdf(-800 / mpmath.mpf(30) + 15), rel=1e-9)  # e^ε beyond floats
    assert gdp_delta(30.0, 800.0) >= float(ref_gdp_delta(mpmath.mpf(30), mpmath.mpf(800)))
    assert pure_renyi(1e300, 1e15) == 1e300
    assert renyi_delta(1e300, 1e15, 0.0) == 1.0 and renyi_delta(0.0, 2, 1e300) == tiny
    assert zcdp_rho_budget(1e-300, 1e-300) >= 0.0 and gdp_mu_budget(1e300, 0.5) > 0


# ---------------------------------------------------------------------------------------------
# Numbers past the float range: a conservative answer, never OverflowError


@pytest.mark.parametrize("mu", [10**400, F(10**400, 3), 1e308], ids=["10**400", "10**400/3", "1e308"])
def test_gdp_with_a_mu_past_the_float_range_is_no_guarantee(mu: object) -> None:
    # δ_μ(ε) = Φ(−ε/μ + μ/2) − e^ε·Φ(−ε/μ − μ/2) → 1 as μ → ∞: δ = 1, and no finite ε for δ < 1
    assert gdp_delta(mu, 1.0) == 1.0  # type: ignore[arg-type]
    assert gdp_epsilon(mu, 1e-6) == math.inf  # type: ignore[arg-type]


def test_gdp_admitted_count_far_out() -> None:
    # one child of μ = 1e200 alone has δ(1) = 1 − (tiny) > 1e-6: none is admitted
    assert gdp_admitted_count(gaussian_tradeoff(1e200), EpsDelta(1.0, 1e-6)) == 0
    # ε = 1e308 admits μ* ≈ √(2ε) ≈ 1.4e154 (μ*²/2 ≈ ε): (μ*/0.1)² ≈ 2e310 children, past 2**53
    with pytest.raises(InvalidArgument, match="2\\*\\*53"):
        gdp_admitted_count(gaussian_tradeoff(0.1), EpsDelta(1e308, 1e-6))


def test_zcdp_admitted_count_of_a_child_past_the_float_range() -> None:
    # ρ_m = ε_m²/2 = 5e399 for ε_m = 1e200: one child is far past (1, 1e-6)
    assert zcdp_admitted_count(Epsilon(1e200), EpsDelta(1.0, 1e-6)) == 0
    assert zcdp_admitted_count(Epsilon(1e200), EpsDelta(1.0, 1e-6), conversion="bun-steinke") == 0


@pytest.mark.parametrize("eps", [10**400, F(10**400, 3)], ids=["10**400", "10**400/3"])
def test_zcdp_targets_past_the_float_range(eps: object) -> None:
    # δ(ρ = 1, ε) ≤ exp(−(ε − ρ)²/(4ρ)) (Bun–Steinke Lemma 3.5 at the best order): 0 to any float
    assert 0 <= zcdp_delta(1.0, eps) <= 1e-300  # type: ignore[arg-type]
    # ρ* for ε ≥ 1e399 exceeds every float: the budget, rounded down, is the largest finite one
    assert zcdp_rho_budget(eps, 1e-6) == sys.float_info.max  # type: ignore[arg-type]

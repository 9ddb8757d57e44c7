"""f-DP: trade-off curves, their order, composition, audit plans and profiles (mpmath references)."""

from __future__ import annotations

import math
import pickle
import sys
from collections.abc import Callable
from fractions import Fraction as F
from typing import Any, TypeAlias

import attrs
import mpmath
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from combinators.errors import IncompatibleMeasureError, InvalidArgument
from combinators.measures import FDP, ApproxDP, EpsDelta, GaussianTradeOff, Measure, PiecewiseTradeOff
from combinators.measures import PrivacyProfile, SingleValued, TradeOff, Verdict, f_eps_delta
from combinators.measures import gaussian_to_piecewise, gaussian_tradeoff, hockey_stick, tradeoff_of_pair
from combinators.measures import tradeoff_to_profile
from combinators.measures.audit_plans import Auditable, HockeyStickTest
from combinators.measures._normal import phi_bounds as _phi_bounds
from combinators.measures._normal import phi_inv_bounds as _phi_inv_bounds
from combinators.prob import FiniteDist, Interval, lower, upper
from combinators.testing.strategies import finite_pairs, invalid_mus, invalid_tradeoff_points, tradeoffs
from combinators.testing._hostile import crafted_pickle
from tests.reference_mp import Mp, mp


Pair: TypeAlias = tuple[FiniteDist[int], FiniteDist[int]]
fdp = FDP()


def _phi_true(x: Mp) -> Mp:
    return mpmath.ncdf(x)


def _phi_inv_true(p: Mp) -> Mp:
    return mpmath.sqrt(2) * mpmath.erfinv(2 * p - 1)


def _gauss_true(mu: float, alpha: F | float) -> Mp:
    """``G_μ(α) = Φ(Φ⁻¹(1 − α) − μ)``."""
    a = mp(alpha)
    if a == 0:
        return mpmath.mpf(1)
    if a == 1:
        return mpmath.mpf(0)
    # erfinv(2α − 1) needs the digits of a tiny α (or 1 − α) beyond the 50 kept elsewhere
    with mpmath.workdps(50 + int(-mpmath.log10(min(a, 1 - a)))):
        return +_phi_true(-_phi_inv_true(mp(alpha)) - mp(mu))


def _gauss_delta_true(mu: float, eps: float) -> Mp:
    m, e = mp(mu), mp(eps)
    return _phi_true(-e / m + m / 2) - mpmath.exp(e) * _phi_true(-e / m - m / 2)


def _dist(*ps: F) -> FiniteDist[int]:
    return FiniteDist.from_pairs((i, p) for i, p in enumerate(ps) if p)


RR3 = (_dist(F(3, 4), F(1, 4)), _dist(F(1, 4), F(3, 4)))


# --------------------------------------------------------------------------------------------
# Construction and validation
# --------------------------------------------------------------------------------------------


@given(invalid_tradeoff_points())
def test_invalid_curves_are_rejected(points: list[tuple[float, float]]) -> None:
    with pytest.raises(InvalidArgument, match="points"):
        PiecewiseTradeOff(points)


def test_non_convex_message_names_the_point_and_the_fix() -> None:
    with pytest.raises(InvalidArgument, match=r"not convex at points\[1\]=\(0\.5, 0\.4\).*lower convex envelope"):
        PiecewiseTradeOff([(0, 1), (0.5, 0.4), (0.75, 0), (1, 0)])


def test_above_diagonal_message() -> None:
    with pytest.raises(InvalidArgument, match=r"points\[1\].*above 1 - alpha"):
        PiecewiseTradeOff([(0, 1), (0.5, 0.6), (1, 0)])


@given(invalid_mus())
def test_invalid_mu_rejected(mu: object) -> None:
    ctor: Callable[[Any], object] = gaussian_tradeoff
    with pytest.raises(InvalidArgument, match="mu"):
        ctor(mu)


def test_evolve_revalidates() -> None:
    g = f_eps_delta(e_eps=3)
    with pytest.raises(InvalidArgument, match="convex"):
        attrs.evolve(g, points=[(0, 1), (0.5, 0.4), (0.75, 0), (1, 0)])


def test_collinear_points_are_dropped_so_equal_curves_are_equal() -> None:
    a = PiecewiseTradeOff([(0, 1), (F(1, 8), F(5, 8)), (F(1, 4), F(1, 4)), (1, 0)])
    b = PiecewiseTradeOff([(0, 1), (F(1, 4), F(1, 4)), (F(1, 2), F(1, 6)), (1, 0)])
    assert a == f_eps_delta(e_eps=3) == b
    assert hash(a) == hash(b)


def test_f_eps_delta_arguments() -> None:
    with pytest.raises(InvalidArgument, match="exactly one"):
        f_eps_delta()
    with pytest.raises(InvalidArgument, match="exactly one"):
        f_eps_delta(1.0, e_eps=3)
    with pytest.raises(InvalidArgument, match="e_eps"):
        f_eps_delta(e_eps=F(1, 2))
    with pytest.raises(InvalidArgument, match="delta"):
        f_eps_delta(1.0, 1.5)
    with pytest.raises(InvalidArgument, match="epsilon"):
        f_eps_delta(-1.0)


def test_f_eps_delta_edge_cases() -> None:
    zero_curve = PiecewiseTradeOff([(0, 0), (1, 0)])
    assert f_eps_delta(math.inf, 0.0) == zero_curve
    assert f_eps_delta(1.0, 1.0) == zero_curve
    assert f_eps_delta(e_eps=5, delta=1) == zero_curve
    assert f_eps_delta(0.0, 0.0) == fdp.zero()
    assert f_eps_delta(e_eps=1, delta=F(1, 4)).points == ((F(0), F(3, 4)), (F(3, 4), F(0)), (F(1), F(0)))
    # ε so large that (1 − δ)/(1 + e^ε) underflows as a float: the breakpoint stays rational
    tiny = f_eps_delta(800.0, 0.0)
    assert 0 < tiny.points[1][0] < F(1, 10**300)


@given(st.floats(0, 30), st.floats(0, 1), st.floats(0, 1))
def test_f_eps_delta_is_below_the_exact_curve(eps: float, delta: float, alpha: float) -> None:
    """A float ε gives a curve pointwise at or below f_{ε,δ} (weaker), and very close to it."""
    f = f_eps_delta(eps, delta)
    got = f.exact(F(alpha))
    digits = 60 + (int(-math.log10(alpha)) if alpha > 0 else 0)
    with mpmath.workdps(digits):  # e^ε·α must not vanish in the rounding of 1 − δ − e^ε·α
        e = mpmath.exp(mp(eps))
        d, a = mp(delta), mp(alpha)
        true = max(mpmath.mpf(0), 1 - d - e * a, (1 - d - a) / e)
        assert mp(got) <= true
        assert true - mp(got) <= mpmath.mpf(2) ** -50 * (1 + e)


@given(st.integers(1, 40), st.integers(1, 40), st.integers(0, 20))
def test_f_eps_delta_is_the_trade_off_of_rr(num: int, den: int, d16: int) -> None:
    """``f_{ε,δ} = T(RR_{ε,δ}(0), RR_{ε,δ}(1))`` exactly (seed 003 Def 7), for rational e^ε."""
    e = F(max(num, den), min(num, den))
    delta = F(min(d16, 16), 16)
    keep, flip = (1 - delta) * e / (1 + e), (1 - delta) / (1 + e)
    rr0 = FiniteDist.from_pairs([(0, keep), (1, flip), ("bot", delta)])
    rr1 = FiniteDist.from_pairs([(1, keep), (0, flip), ("top", delta)])
    assert tradeoff_of_pair(rr0, rr1) == f_eps_delta(e_eps=e, delta=delta)


def test_tradeoff_of_pair_checks_its_inputs() -> None:
    half = FiniteDist.from_pairs([(0, F(1, 2))])
    with pytest.raises(InvalidArgument, match="p has total probability 1/2"):
        tradeoff_of_pair(half, RR3[0])
    fuzzy = FiniteDist.from_pairs([(0, Interval(F(1, 3), F(1, 2))), (1, Interval(F(1, 2), F(2, 3)))])
    with pytest.raises(InvalidArgument, match="q holds the interval probability"):
        tradeoff_of_pair(RR3[0], fuzzy)


def _np_true(p: FiniteDist[int], q: FiniteDist[int], alpha: F) -> F:
    """``T(P, Q)(α)`` by brute force: the best randomised test, as a small LP over subsets.

    Optimal tests reject the outcomes in order of ``Q/P``; with ties allowed in any order, the
    minimum over all orders of the piecewise-linear type-II curve is the trade-off.
    """
    import itertools

    outcomes = sorted(set(p) | set(q))
    best = F(1)
    for order in itertools.permutations(outcomes):
        a, b = F(0), F(1)
        for x in order:
            px, qx = lower(p[x]), lower(q[x])  # exact strategies: Fractions
            if px and a + px >= alpha:
                best = min(best, b - (alpha - a) / px * qx)
                break
            a, b = a + px, b - qx
        else:
            best = min(best, b)
    return best


@given(finite_pairs(3), st.integers(0, 12))
def test_tradeoff_of_pair_matches_brute_force(pq: Pair, k: int) -> None:
    p, q = pq
    alpha = F(k, 12)
    assert tradeoff_of_pair(p, q).exact(alpha) == _np_true(p, q, alpha)


@given(tradeoffs("piecewise"))
def test_canonical_pair_round_trip(f: TradeOff) -> None:
    assert isinstance(f, PiecewiseTradeOff)
    p, q = f.pair()
    assert tradeoff_of_pair(p, q) == f


def test_call_rounds_down_and_checks_alpha() -> None:
    f = f_eps_delta(e_eps=3)
    assert f(F(1, 8)) == 0.625 and f(1) == 0.0
    third = f(F(1, 3))  # 2/9, not a float: rounded down
    assert F(third) <= F(2, 9) and F(math.nextafter(third, 1)) > F(2, 9)
    with pytest.raises(InvalidArgument, match="alpha"):
        f(1.5)
    with pytest.raises(InvalidArgument, match="alpha"):
        gaussian_tradeoff(1)(-0.1)


@pytest.mark.parametrize(
    "value",
    [f_eps_delta(e_eps=3), f_eps_delta(1.0, 0.01), f_eps_delta(e_eps=F(5, 2), delta=F(1, 10)),
     PiecewiseTradeOff([(0, 1), (0.25, 0.25), (1, 0)]), gaussian_tradeoff(1.5),
     tradeoff_of_pair(*RR3), FDP().compose([f_eps_delta(e_eps=3), f_eps_delta(e_eps=2)]), FDP().zero(),
     gaussian_to_piecewise(gaussian_tradeoff(0.5), slopes=4), FDP().divergence(*RR3)],
    ids=repr,
)
def test_repr_rebuilds_the_value(value: TradeOff) -> None:
    namespace = {name: globals()[name] for name in
                 ("f_eps_delta", "PiecewiseTradeOff", "gaussian_tradeoff", "tradeoff_of_pair", "FDP",
                  "gaussian_to_piecewise", "FiniteDist")}
    namespace["Fraction"] = F
    assert eval(repr(value), namespace) == value  # noqa: S307 - the repr is the API under test
    assert repr(tradeoff_to_profile(value)).startswith("tradeoff_to_profile(")


# --------------------------------------------------------------------------------------------
# The normal distribution
# --------------------------------------------------------------------------------------------


def test_erfc_accuracy_assumption() -> None:
    """The module assumes ``math.erfc`` within 2⁻⁴⁴ relative on [−6, 26]; check it on a grid."""
    worst = mpmath.mpf(0)
    for i in range(0, 3201):
        z = -6 + i * 0.01
        true = mpmath.erfc(mpmath.mpf(z))
        worst = max(worst, abs((mpmath.mpf(math.erfc(z)) - true) / true))
    assert worst < mpmath.mpf(2) ** -44


@given(st.floats(-37, 38))
def test_phi_bounds_contain_phi(x: float) -> None:
    lo, hi = _phi_bounds(x)
    if x > 0:  # compare the upper tail 1 − Φ(x) = Φ(−x): Φ(x) itself rounds to 1 at 50 digits past x ≈ 15
        tail = _phi_true(mpmath.mpf(-x))
        assert mp(1 - hi) <= tail <= mp(1 - lo)
    else:
        true = _phi_true(mpmath.mpf(x))
        assert mp(lo) <= true <= mp(hi)


@given(st.fractions(F(1, 10**12), 1 - F(1, 10**12)))
def test_phi_inv_bounds_contain_phi_inv(p: F) -> None:
    assume(0 < p < 1)
    lo, hi = _phi_inv_bounds(p)
    true = _phi_inv_true(mp(p))
    assert lo <= true <= hi
    assert hi - lo < 1e-8


@given(st.floats(0.01, 6), st.floats(0, 1))
def test_gaussian_evaluation(mu: float, alpha: float) -> None:
    got = gaussian_tradeoff(mu)(alpha)
    assert abs(mp(got) - _gauss_true(mu, alpha)) < 1e-12


# --------------------------------------------------------------------------------------------
# Order
# --------------------------------------------------------------------------------------------


def test_order_examples() -> None:
    g1, g2 = gaussian_tradeoff(1), gaussian_tradeoff(2)
    assert fdp.leq(g1, g2) and not fdp.leq(g2, g1)
    assert fdp.leq(fdp.zero(), g1) and fdp.leq(gaussian_tradeoff(0), fdp.zero())
    top = PiecewiseTradeOff([(0, 0), (1, 0)])
    assert fdp.leq(g2, top) and not fdp.leq(top, g2)
    # RR with e^ε = 3 is μ-GDP iff μ ≥ −2Φ⁻¹(1/4) = 1.3489795…
    rr = f_eps_delta(e_eps=3)
    assert fdp.leq(rr, gaussian_tradeoff(1.35)) and not fdp.leq(rr, gaussian_tradeoff(1.34))
    assert not fdp.leq(gaussian_tradeoff(1.35), rr)
    # G_0.5 ≥ f_{ε,0} for ε large enough, never for ε small
    assert fdp.leq(gaussian_tradeoff(0.5), f_eps_delta(e_eps=100, delta=F(1, 2)))
    assert not fdp.leq(gaussian_tradeoff(0.5), f_eps_delta(e_eps=F(11, 10)))


def _pw_geq_gauss_true(f: PiecewiseTradeOff, mu: float) -> bool:
    """Exact criterion: f ≥ G_μ iff it holds at f's breakpoints (G is convex)."""
    return all(mp(y) >= _gauss_true(mu, x) for x, y in f.points)


def _gauss_geq_pw_true(mu: float, f: PiecewiseTradeOff) -> bool:
    """G_μ ≥ f iff G ≥ every line of f: ``min_α G(α) + bα ≥ a``, minimised by mpmath."""
    for a, b in f.lines():
        if a <= 0:
            continue
        if b == 0:
            return False
        m, bb = mp(mu), mp(b)
        eps = mpmath.log(bb)
        delta = _phi_true(-eps / m + m / 2) - bb * _phi_true(-eps / m - m / 2)
        if 1 - delta < mp(a):
            return False
    return True


@given(tradeoffs("piecewise"), st.integers(1, 64))
def test_mixed_order_is_sound(f: TradeOff, k: int) -> None:
    """Between a curve and a Gaussian, leq never answers a wrong True (checked with mpmath)."""
    assert isinstance(f, PiecewiseTradeOff)
    mu = k / 16
    g = gaussian_tradeoff(mu)
    if fdp.leq(f, g):
        assert _pw_geq_gauss_true(f, mu)
    if fdp.leq(g, f):
        assert _gauss_geq_pw_true(mu, f)


@given(tradeoffs("piecewise"), tradeoffs("piecewise"))
def test_piecewise_order_is_exact(f: TradeOff, g: TradeOff) -> None:
    assert isinstance(f, PiecewiseTradeOff) and isinstance(g, PiecewiseTradeOff)
    grid = [F(i, 240) for i in range(241)] + [x for x, _ in f.points + g.points]
    assert fdp.leq(f, g) == all(f.exact(x) >= g.exact(x) for x in grid)


def test_check_level() -> None:
    with pytest.raises(IncompatibleMeasureError, match=r"FDP\(\) takes trade-off functions.*conversions"):
        fdp.check_level(EpsDelta(1, 0))
    assert fdp.check_level(gaussian_tradeoff(1)) == gaussian_tradeoff(1)


def test_fdp_is_a_measure() -> None:
    m: Measure[TradeOff] = FDP()
    s: SingleValued[TradeOff] = FDP()
    a: Auditable[TradeOff] = FDP()
    assert m.zero() == s.zero() and a.audit_plan(m.zero()).trivial is False


# --------------------------------------------------------------------------------------------
# Composition
# --------------------------------------------------------------------------------------------


def test_gaussian_composition() -> None:
    got = fdp.compose([gaussian_tradeoff(3), gaussian_tradeoff(4)])
    assert got == gaussian_tradeoff(5)
    got = fdp.compose([gaussian_tradeoff(0.1)] * 10)
    assert isinstance(got, GaussianTradeOff)
    true = mpmath.sqrt(10 * mp(0.1) ** 2)
    assert true <= mp(got.mu) <= true * (1 + mpmath.mpf(1e-15))


@given(finite_pairs(3), finite_pairs(3))
def test_piecewise_composition_is_the_product_pair(a: Pair, b: Pair) -> None:
    """``T(P, Q) ⊗ T(P', Q') = T(P×P', Q×Q')`` (Dong–Roth–Su Thm 3.2), built independently."""
    fa, fb = tradeoff_of_pair(*a), tradeoff_of_pair(*b)
    expected = tradeoff_of_pair(a[0].product(b[0]), a[1].product(b[1]))
    assert fdp.compose([fa, fb]) == expected


def test_composition_of_rr() -> None:
    """Two RR with e^ε = 3: reject on (1,1) first (ratio 9), then the mixed outcomes."""
    two = fdp.compose([f_eps_delta(e_eps=3), f_eps_delta(e_eps=3)])
    assert isinstance(two, PiecewiseTradeOff)
    assert two.points == ((F(0), F(1)), (F(1, 16), F(7, 16)), (F(7, 16), F(1, 16)), (F(1), F(0)))
    # the steepest line of the 4-fold composition is the pure (4 ln 3, 0)-DP test: slope 3⁴
    four = fdp.compose([f_eps_delta(e_eps=3)] * 4)
    assert isinstance(four, PiecewiseTradeOff)
    assert four.lines()[0] == (F(1), F(81))


def test_mixed_composition_is_refused_with_advice() -> None:
    with pytest.raises(InvalidArgument, match=r"levels\[1\].*Gaussian.*levels\[2\].*gaussian_to_piecewise"):
        fdp.compose([fdp.zero(), gaussian_tradeoff(1), f_eps_delta(e_eps=3)])
    # identities are dropped first, so they never make a mix
    assert fdp.compose([fdp.zero(), gaussian_tradeoff(1)]) == gaussian_tradeoff(1)
    assert fdp.compose([gaussian_tradeoff(0), f_eps_delta(e_eps=3)]) == f_eps_delta(e_eps=3)
    # the advice works
    low = gaussian_to_piecewise(gaussian_tradeoff(1))
    both = fdp.compose([low, f_eps_delta(e_eps=3)])
    assert fdp.leq(fdp.compose([f_eps_delta(e_eps=3)]), both)


@pytest.mark.parametrize("mu", [1e-300, 1e-8, 0.001, 0.0625, 0.5, 1.0, 1.75, 3.0, 6.0])
def test_gaussian_to_piecewise_is_below_and_within_1e_5(mu: float) -> None:
    """The default curve lies below ``G_μ`` and within 1e-5 of it everywhere: ``G_μ`` minus a
    line is convex, so on each segment the largest gap is at an end, a breakpoint (64 fixed
    slopes were 3.6e-4 off at μ = 1)."""
    g = gaussian_tradeoff(mu)
    low = gaussian_to_piecewise(g)
    assert fdp.leq(g, low)
    gaps = [_gauss_true(mu, x) - mp(y) for x, y in low.points]
    assert min(gaps) >= 0 and max(gaps) <= 1e-5
    for i in range(1, 20):
        alpha = F(i, 20)
        gap = _gauss_true(mu, alpha) - mp(low.exact(alpha))
        assert 0 <= gap <= 1e-5


def test_gaussian_to_piecewise_with_fixed_slopes() -> None:
    """``slopes=n`` keeps the grid of 2n + 1 lines (coarser, still below G_μ)."""
    g = gaussian_tradeoff(1.0)
    coarse = gaussian_to_piecewise(g, slopes=64)
    assert fdp.leq(g, coarse) and len(coarse.lines()) <= 129
    assert max(_gauss_true(1.0, x) - mp(y) for x, y in coarse.points) > 1e-4
    assert repr(coarse) == "gaussian_to_piecewise(gaussian_tradeoff(1.0), slopes=64)"
    assert repr(gaussian_to_piecewise(g)) == "gaussian_to_piecewise(gaussian_tradeoff(1.0))"


# --------------------------------------------------------------------------------------------
# Audit plans and close
# --------------------------------------------------------------------------------------------


def test_piecewise_plan_is_exact() -> None:
    plan = fdp.audit_plan(f_eps_delta(e_eps=3, delta=F(1, 10)))
    assert plan.certify == plan.refute
    # the line of slope 1/3 becomes, by complement, the slope-3 test of the other direction
    assert plan.certify == (HockeyStickTest(F(3), F(1, 10)),)
    two = fdp.audit_plan(PiecewiseTradeOff([(0, 1), (F(1, 4), F(1, 4)), (F(1, 2), F(1, 8)), (1, 0)]))
    assert two.certify == (HockeyStickTest(F(3), F(0)), HockeyStickTest(F(2), F(1, 4)), HockeyStickTest(F(4), F(0)))
    assert fdp.audit_plan(PiecewiseTradeOff([(0, 0), (1, 0)])).trivial


@given(finite_pairs(3), st.integers(1, 12), st.integers(0, 8))
def test_close_of_f_eps_delta_is_the_hockey_stick(pq: Pair, e4: int, d8: int) -> None:
    """Exact rational levels: close is (ε,δ)-closeness in both directions, decided exactly."""
    p, q = pq
    e, delta = 1 + F(e4, 4), F(d8, 16)
    within = upper(hockey_stick(p, q, e)) <= delta and upper(hockey_stick(q, p, e)) <= delta
    verdict = fdp.close(p, q, f_eps_delta(e_eps=e, delta=delta))
    assert verdict is (Verdict.CERTIFIED if within else Verdict.VIOLATED)


@given(finite_pairs(3), tradeoffs("piecewise"))
def test_close_agrees_with_divergence(pq: Pair, f: TradeOff) -> None:
    """For an exact pair and a piecewise-linear level: CERTIFIED iff divergence ⪯ level."""
    p, q = pq
    div = fdp.divergence(p, q)
    assert fdp.close(p, q, div) is Verdict.CERTIFIED
    within = fdp.leq(div, f)  # T ≥ f both ways, i.e. the tightest level is below f in the order
    assert fdp.close(p, q, f) is (Verdict.CERTIFIED if within else Verdict.VIOLATED)


@given(finite_pairs(3))
def test_divergence_is_the_envelope_of_both_directions(pq: Pair) -> None:
    p, q = pq
    div = fdp.divergence(p, q)
    t1, t2 = tradeoff_of_pair(p, q), tradeoff_of_pair(q, p)
    assert fdp.leq(t1, div) and fdp.leq(t2, div)  # below both curves: a weaker level than either
    for k in range(13):
        x = F(k, 12)
        assert div.exact(x) <= min(t1.exact(x), t2.exact(x))
    # tight: every vertex of the envelope is a vertex of one of the two curves
    vertices = set(t1.points) | set(t2.points)
    assert all(pt in vertices for pt in div.points)


@given(finite_pairs(3), st.integers(1, 48))
def test_gaussian_close_is_sound(pq: Pair, k: int) -> None:
    """CERTIFIED and VIOLATED agree with the exact answer (the envelope above G_μ, by mpmath)."""
    p, q = pq
    mu = k / 16
    verdict = fdp.close(p, q, gaussian_tradeoff(mu))
    truth = _pw_geq_gauss_true(fdp.divergence(p, q), mu)
    if verdict is Verdict.CERTIFIED:
        assert truth
    if verdict is Verdict.VIOLATED:
        assert not truth


def test_gaussian_close_brackets_rr_tightly() -> None:
    """RR with e^ε = 3 is μ-GDP iff μ ≥ 1.3489795…: the inconclusive band is narrow."""
    p, q = RR3
    assert fdp.close(p, q, gaussian_tradeoff(1.34)) is Verdict.VIOLATED
    assert fdp.close(p, q, gaussian_tradeoff(1.36)) is Verdict.CERTIFIED
    assert fdp.close(p, p, gaussian_tradeoff(0.01)) is Verdict.CERTIFIED
    disjoint = (_dist(F(1)), FiniteDist.from_pairs([(1, F(1))]))
    assert fdp.close(*disjoint, gaussian_tradeoff(30)) is Verdict.VIOLATED


def test_divergence_needs_exact_pairs() -> None:
    fuzzy = FiniteDist.from_pairs([(0, Interval(F(1, 3), F(1, 2))), (1, Interval(F(1, 2), F(2, 3)))])
    with pytest.raises(InvalidArgument, match="interval probability"):
        fdp.divergence(fuzzy, fuzzy)


def test_close_with_interval_probabilities_is_sound() -> None:
    """Float ε makes interval probabilities: never a wrong verdict, near-boundary inconclusive."""
    e = mpmath.e
    lo, hi = F(math.nextafter(float(e / (1 + e)), 0)), F(math.nextafter(float(e / (1 + e)), 1))
    keep = Interval(lo, hi)
    p = FiniteDist.from_pairs([(0, keep), (1, 1 - keep)])
    q = FiniteDist.from_pairs([(1, keep), (0, 1 - keep)])
    assert fdp.close(p, q, f_eps_delta(1.01, 0.0)) is Verdict.CERTIFIED
    assert fdp.close(p, q, f_eps_delta(0.99, 0.0)) is Verdict.VIOLATED
    assert fdp.close(p, q, f_eps_delta(1.0, 0.0)) is not Verdict.VIOLATED


# --------------------------------------------------------------------------------------------
# Privacy profiles
# --------------------------------------------------------------------------------------------


@given(st.integers(1, 40), st.integers(0, 16), st.floats(0, 5))
def test_profile_of_f_eps_delta(e4: int, d16: int, eps: float) -> None:
    """δ(ε') of f_{ε,δ} is ``max(δ, 1 − (1−δ)(1+e^ε')/(1+e^ε), 0)``-shaped: check against mpmath."""
    e, delta = 1 + F(e4, 4), F(d16, 16)
    prof = tradeoff_to_profile(f_eps_delta(e_eps=e, delta=delta))
    got = prof.delta(eps)
    b = mpmath.exp(mp(eps))
    c = mp((1 - delta) / (1 + e))
    true = max(mpmath.mpf(0), 1 - mp(1 - delta), 1 - c - b * c, 1 - b * mp(1 - delta))
    assert mp(got) >= true
    assert mp(got) <= true + mpmath.mpf(2) ** -50


@given(st.integers(1, 64), st.floats(0, 20))
def test_gaussian_profile(k: int, eps: float) -> None:
    mu = k / 16
    got = tradeoff_to_profile(gaussian_tradeoff(mu)).delta(eps)
    true = max(mpmath.mpf(0), _gauss_delta_true(mu, eps))
    assert mp(got) >= true
    assert mp(got) <= true + mpmath.mpf(1e-12)


def test_profile_details() -> None:
    prof = tradeoff_to_profile(f_eps_delta(e_eps=3, delta=F(1, 100)))
    assert isinstance(prof, PrivacyProfile)
    assert prof.breakpoints() == ((F(3), F(1, 100)), (F(1, 3), F(67, 100)))
    assert prof(math.log(3)) >= 0.01 and prof(math.inf) == 0.0
    assert prof.delta(F(1, 2)) == prof.delta(0.5) or prof.delta(F(1, 2)) >= prof.delta(0.5)
    assert tradeoff_to_profile(gaussian_tradeoff(1)).breakpoints() == ()
    assert tradeoff_to_profile(gaussian_tradeoff(0)).delta(0.0) == 0.0
    with pytest.raises(InvalidArgument, match="epsilon"):
        prof.delta(-1.0)


@given(finite_pairs(3), st.integers(0, 20))
def test_profile_is_sound_for_the_divergence(pq: Pair, k: int) -> None:
    """A pair at its own f-DP level is (ε, δ(ε))-DP for the profile's δ (ApproxDP audit)."""
    p, q = pq
    eps = k / 8
    delta = tradeoff_to_profile(fdp.divergence(p, q)).delta(eps)
    assert ApproxDP().close(p, q, EpsDelta(eps, min(1.0, delta))) is not Verdict.VIOLATED


# ---------------------------------------------------------------------------------------------
# Bad arguments and numbers past the float range

_NOT_A_DIST: list[object] = [None, 0.5, -1.0, math.nan, math.inf, True, "p", (), 10**400]


@pytest.mark.parametrize("bad", _NOT_A_DIST, ids=lambda v: repr(v)[:24])
@pytest.mark.parametrize("fn", [tradeoff_of_pair, FDP().divergence], ids=["tradeoff_of_pair", "FDP().divergence"])
def test_a_pair_of_non_distributions_is_refused_by_name(fn: Callable[..., Any], bad: object) -> None:
    p = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
    with pytest.raises(InvalidArgument, match=r"^p=.*must be a FiniteDist"):
        fn(bad, p)
    with pytest.raises(InvalidArgument, match=r"^q=.*must be a FiniteDist"):
        fn(p, bad)


@pytest.mark.parametrize("bad", [None, 0.0, math.nan, True, 10**400, f_eps_delta(e_eps=3)], ids=lambda v: repr(v)[:24])
def test_fdp_compose_refuses_levels_that_are_not_a_sequence(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="levels"):
        FDP().compose(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [None, 0.0, -1.0, math.nan, True, "1", (), 10**400, EpsDelta(1.0, 0.0)], ids=lambda v: repr(v)[:24])
def test_privacy_profile_refuses_a_level_that_is_not_a_tradeoff_function(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="tradeoff"):
        PrivacyProfile(bad)  # type: ignore[arg-type]


def test_a_breakpoint_past_the_float_range_is_refused_with_a_readable_number() -> None:
    with pytest.raises(InvalidArgument, match=r"1e\+400"):
        PiecewiseTradeOff([(0, 1), (10**400, 0), (1, 0)])


def test_f_eps_delta_past_the_float_range() -> None:
    # e^ε = 10**400/3 exactly: c = 1/(1 + e^ε) = 3/(10**400 + 3)
    g = f_eps_delta(e_eps=F(10**400, 3))
    assert g.points[1] == (F(3, 10**400 + 3), F(3, 10**400 + 3))
    assert "Fraction(" in repr(g)
    for eps in (10**400, F(10**400, 3)):  # e^ε is not represented: refused, as for epsilon = 1e7
        with pytest.raises(InvalidArgument, match="exp"):
            f_eps_delta(eps, 0.1)


def test_gaussian_to_piecewise_bounds_its_work_and_takes_a_huge_mu() -> None:
    with pytest.raises(InvalidArgument, match="slopes"):
        gaussian_to_piecewise(gaussian_tradeoff(1.0), slopes=10**400)
    # G_μ for μ = 1e200 is 0 on (0, 1]: only the curve g = 0 on (0, 1] lies below it, so every
    # breakpoint past α = 0 is at β = 0
    low = gaussian_to_piecewise(gaussian_tradeoff(1e200))
    assert all(y == 0 for x, y in low.points if x > 0)


def test_phi_bounds_far_in_the_upper_tail() -> None:
    """Φ(x) for x ≥ 1e160: the margin (2|z| + 2)|z| is past the float range, and the bounds stay finite."""
    for x in (1e160, 1e300, sys.float_info.max):
        lo, hi = _phi_bounds(x)
        assert lo <= 1 <= hi and 1 - lo <= F(1, 10**290)


@pytest.mark.parametrize("eps", [10**400, F(10**400, 3), 1e300], ids=["10**400", "10**400/3", "1e300"])
def test_a_profile_past_the_float_range_is_an_upper_bound(eps: object) -> None:
    # f_{1, 1/10} has δ(ε') = 1/10 for every ε' ≥ 1 (its profile is flat past its slope e^1)
    assert tradeoff_to_profile(f_eps_delta(1.0, 0.1)).delta(eps) == 0.1  # type: ignore[arg-type]
    # G_1 has δ(ε) = Φ(−ε + 1/2) − e^ε·Φ(−ε − 1/2) < 1e-300 for ε ≥ 40: any float in [0, 1e-280] bounds it
    assert 0 <= tradeoff_to_profile(gaussian_tradeoff(1.0)).delta(eps) <= 1e-280  # type: ignore[arg-type]
    # μ = 1e200 at ε = 1: δ = Φ(5e199 − 1e-200) − e·Φ(−5e199 − 1e-200) = 1 − (tiny), rounded up
    assert tradeoff_to_profile(gaussian_tradeoff(1e200)).delta(1.0) == 1.0


def test_piecewise_tradeoff_unpickles_through_its_validators() -> None:
    g = f_eps_delta(1.0, 0.1)
    back = pickle.loads(pickle.dumps(g))
    assert back == g and repr(back) == repr(g) and back(0.05) == g(0.05)
    forged_curve = f_eps_delta(e_eps=3)
    object.__setattr__(forged_curve, "points", ((F(0), F(2)), (F(1), F(0))))  # g(0) = 2 > 1
    with pytest.raises(InvalidArgument, match="above 1 - alpha"):
        pickle.loads(pickle.dumps(forged_curve))
    with pytest.raises(InvalidArgument):
        pickle.loads(crafted_pickle(PiecewiseTradeOff, points=((0, 1), (F(1, 2), F(3, 4)), (1, 0))))

"""f-DP accounting: PLD composition against brute-force enumeration and an mpmath KOV/MV reference."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction as F
from itertools import combinations, product

import mpmath
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combinators.accounting.pld import PrivacyLossDistribution, compose_eps_delta, compose_gdp, compose_plds
from combinators.accounting.pld import pld_of_pair, pld_of_tradeoff, profile_delta, profile_epsilon
from combinators.accounting.pld import tradeoff_product
from combinators.errors import InvalidArgument
from combinators.measures import FDP, EpsDelta, Epsilon, PiecewiseTradeOff, f_eps_delta, gaussian_tradeoff
from combinators.prob import FiniteDist, Interval
from tests.reference_mp import Mp, mp


# ---------------------------------------------------------------------------------------------
# Independent references: the KOV / MV formulas by enumeration, the hockey-stick of products
# ---------------------------------------------------------------------------------------------


def ref_mv_delta(eps: list[Mp], deltas: list[Mp], eps_g: Mp) -> Mp:
    """Murtagh–Vadhan Thm 1.5 by enumeration of all subsets (seed 002 §4):
    δ(ε_g) = 1 − Π(1 − δ_i)·(1 − Σ_S max(0, e^{Σ_S ε} − e^{ε_g}·e^{Σ_{S^c} ε}) / Π(1 + e^{ε_i}))."""
    k = len(eps)
    total = mpmath.mpf(0)
    for r in range(k + 1):
        for s in combinations(range(k), r):
            inside = mpmath.fsum(eps[i] for i in s)
            outside = mpmath.fsum(eps[i] for i in range(k) if i not in s)
            total += max(mpmath.mpf(0), mpmath.exp(inside) - mpmath.exp(eps_g + outside))
    pure = total / mpmath.fprod(1 + mpmath.exp(e) for e in eps)
    return 1 - mpmath.fprod(1 - d for d in deltas) * (1 - pure)


def ref_kov_delta(k: int, eps0: Mp, delta0: Mp, eps_g: Mp) -> Mp:
    """Kairouz–Oh–Viswanath's binomial form of the same profile (k equal mechanisms)."""
    s = mpmath.fsum(mpmath.binomial(k, i) * max(mpmath.mpf(0), mpmath.exp((k - i) * eps0) - mpmath.exp(eps_g + i * eps0))
                    for i in range(k + 1))
    return 1 - (1 - delta0) ** k * (1 - s / (1 + mpmath.exp(eps0)) ** k)


def ref_least_eps(delta_of: Callable[[Mp], Mp], target: Mp, hi: float) -> Mp:
    lo, h = mpmath.mpf(0), mpmath.mpf(hi)
    if delta_of(lo) <= target:
        return lo
    for _ in range(170):
        mid = (lo + h) / 2
        if delta_of(mid) > target:
            lo = mid
        else:
            h = mid
    return h


def _rr_pair(e: F, d: F) -> tuple[dict[str, F], dict[str, F]]:
    """``RR_{ε,δ}(0)`` and ``RR_{ε,δ}(1)`` with ``e^ε = e``: ``(⊤, b)`` w.p. δ, else ``b`` w.p. ``(1−δ)e/(1+e)``."""
    def rr(b: int) -> dict[str, F]:
        return {f"T{b}": d, str(b): (1 - d) * e / (1 + e), str(1 - b): (1 - d) / (1 + e)}
    return rr(0), rr(1)


def _product(parts: list[dict[str, F]]) -> dict[tuple[str, ...], F]:
    out: dict[tuple[str, ...], F] = {}
    for combo in product(*(list(x.items()) for x in parts)):
        mass = F(1)
        for _, m in combo:
            mass *= m
        key = tuple(k for k, _ in combo)
        out[key] = out.get(key, F(0)) + mass
    return out


def _hockey_stick(p: dict[tuple[str, ...], F], q: dict[tuple[str, ...], F], b: F) -> F:
    keys = set(p) | set(q)
    return sum((max(F(0), p.get(x, F(0)) - b * q.get(x, F(0))) for x in keys), start=F(0))


def _assert_up(got: float | F, true: Mp, rel: float, absolute: float = 1e-300) -> None:
    assert mp(got) >= true, (got, true)
    assert mp(got) <= true * (1 + mpmath.mpf(rel)) + mpmath.mpf(absolute), (got, true)


# ---------------------------------------------------------------------------------------------
# The cross-check of the issue: PLD of RR_{ε,δ}^{⊗k} at KOV's optimal ε_g gives δ_g
# ---------------------------------------------------------------------------------------------

KOV_ROWS = [(50, 0.1, 0.0, 1e-5), (20, 0.2, 1e-3, 0.05), (100, 0.05, 1e-6, 1e-4), (30, 0.5, 0.0, 1e-6)]


@pytest.mark.parametrize(("k", "eps0", "delta0", "delta_g"), KOV_ROWS)
def test_pld_of_composed_rr_meets_kov(k: int, eps0: float, delta0: float, delta_g: float) -> None:
    e0, d0, dg = mp(eps0), mp(delta0), mp(delta_g)
    eps_g = ref_least_eps(lambda x: ref_kov_delta(k, e0, d0, x), dg, k * eps0)
    pld = pld_of_tradeoff(f_eps_delta(eps0, delta0)).self_compose(k)
    assert len(pld) == k + 1
    # δ at the optimal ε_g (the float just above it) equals δ_g to 1e-9
    at = float(eps_g)
    at = at if mp(at) >= eps_g else math.nextafter(at, math.inf)
    got = pld.delta(at)
    assert abs(mp(got) - dg) <= mpmath.mpf(1e-9) * dg
    assert mp(got) >= ref_kov_delta(k, e0, d0, mp(at))  # never below the exact profile
    # and in the other direction, and through `optimal`
    _assert_up(pld.epsilon(delta_g), eps_g, rel=1e-9)
    _assert_up(compose_eps_delta([EpsDelta(eps0, delta0)] * k, delta_g).epsilon, eps_g, rel=1e-9)


def test_seed_004_row_through_optimal() -> None:
    assert round(compose_eps_delta([Epsilon(0.1)] * 50, 1e-5).epsilon, 6) == 2.844667
    hetero = compose_eps_delta([Epsilon(0.1), Epsilon(0.2), Epsilon(0.3), Epsilon(0.5)], 1e-3)
    assert round(hetero.epsilon, 7) == 1.090264  # seed 004 §5.4: 1.0902640
    assert hetero.delta == 1e-3


# ---------------------------------------------------------------------------------------------
# Seed 002 §7 items 4 and 5 (MV and KOV against brute force), through the exact PLD
# ---------------------------------------------------------------------------------------------

MV_ROWS = [
    ([(0.5, 0.0), (1.0, 0.0), (0.3, 0.0)], 1.0, 0.17904988921681772),
    ([(0.5, 0.01), (1.0, 0.02)], 0.8, 0.2520543754589031),
    ([(0.2, 0.0)] * 5, 0.4, 0.0599634266198964),
    ([(0.2, 0.0)] * 5, 0.6, 0.0165672524089292),
    ([(0.2, 0.0)] * 5, 0.2, 0.095493209012345),
    ([(0.2, 0.0)] * 5, 1.0, 0.0),
]


@pytest.mark.parametrize(("params", "eps_g", "printed"), MV_ROWS)
def test_mv_rows(params: list[tuple[float, float]], eps_g: float, printed: float) -> None:
    ref = ref_mv_delta([mp(e) for e, _ in params], [mp(d) for _, d in params], mp(eps_g))
    assert abs(ref - mp(printed)) <= mpmath.mpf(1e-14)  # the digest's number is right
    pld = compose_plds([pld_of_tradeoff(f_eps_delta(e, d)) for e, d in params])
    _assert_up(pld.delta(eps_g), ref, rel=1e-12, absolute=1e-15)
    curve = tradeoff_product([f_eps_delta(e, d) for e, d in params])
    _assert_up(profile_delta(curve, eps_g), ref, rel=1e-12, absolute=1e-15)


def test_lemma_5_11_composition_leaks_0_0298() -> None:
    """Comp(RR_{ε,0.01}, RR_{0,0.02}) at ε: δ = 1 − 0.99·0.98 (seed 002 §7 item 3), exactly."""
    a = pld_of_tradeoff(f_eps_delta(e_eps=2, delta=F(1, 100)))
    b = pld_of_tradeoff(f_eps_delta(e_eps=1, delta=F(2, 100)))
    both = a.compose(b)
    assert both.p_infinite == F(298, 10_000)
    assert both.delta(math.log(2) * (1 + 1e-15)) == 0.0298


# ---------------------------------------------------------------------------------------------
# PLD composition is the product of pairs (brute-force enumeration, exact)
# ---------------------------------------------------------------------------------------------

rationals_e = st.fractions(F(1), F(5), max_denominator=12)
rationals_d = st.just(F(0)) | st.fractions(F(0), F(1, 5), max_denominator=50)


@settings(max_examples=60)
@given(st.lists(st.tuples(rationals_e, rationals_d), min_size=1, max_size=4), rationals_e)
def test_pld_equals_enumerated_product(params: list[tuple[F, F]], b: F) -> None:
    pairs = [_rr_pair(e, d) for e, d in params]
    p = _product([x for x, _ in pairs])
    q = _product([y for _, y in pairs])
    exact_pq = _hockey_stick(p, q, b)
    pld = compose_plds([pld_of_tradeoff(f_eps_delta(e_eps=e, delta=d)) for e, d in params])
    got = pld.delta(math.log(b))
    assert F(got) >= exact_pq - F(1, 10**15)  # log(b) is a float: the bracket of e^ε is a few ulps wide
    assert F(got) <= exact_pq + F(1, 10**14)
    # the curve is symmetric, so the other direction has the same profile
    assert _hockey_stick(q, p, b) == exact_pq
    # and pld_of_pair on the enumerated pair agrees exactly, atom for atom (swapped orientation
    # aside, the canonical RR pair and the enumerated one have the same likelihood-ratio law)
    direct = pld_of_pair(FiniteDist.from_mapping(p), FiniteDist.from_mapping(q))
    assert direct.atoms == pld.atoms
    assert (direct.p_infinite, direct.q_infinite) == (pld.p_infinite, pld.q_infinite)


@settings(max_examples=60)
@given(st.lists(st.tuples(rationals_e, rationals_d), min_size=1, max_size=4))
def test_tradeoff_product_equals_fdp_compose(params: list[tuple[F, F]]) -> None:
    curves = [f_eps_delta(e_eps=e, delta=d) for e, d in params]
    assert tradeoff_product(curves) == FDP().compose(curves)


def _exact(x: object) -> F:
    assert isinstance(x, F)
    return x


@st.composite
def finite_pairs(draw: st.DrawFn) -> tuple[FiniteDist[int], FiniteDist[int]]:
    n = draw(st.integers(1, 5))
    wp = draw(st.lists(st.integers(0, 6), min_size=n, max_size=n).filter(any))
    wq = draw(st.lists(st.integers(0, 6), min_size=n, max_size=n).filter(any))
    p = FiniteDist.from_pairs((i, F(w, sum(wp))) for i, w in enumerate(wp))
    q = FiniteDist.from_pairs((i, F(w, sum(wq))) for i, w in enumerate(wq))
    return p, q


@settings(max_examples=80)
@given(finite_pairs(), finite_pairs(), st.fractions(F(1), F(8), max_denominator=7))
def test_pairs_compose_to_their_product(a: tuple[FiniteDist[int], FiniteDist[int]],
                                        b: tuple[FiniteDist[int], FiniteDist[int]], e: F) -> None:
    prod_p, prod_q = a[0].product(b[0]), a[1].product(b[1])
    composed = pld_of_pair(*a).compose(pld_of_pair(*b))
    assert composed.atoms == pld_of_pair(prod_p, prod_q).atoms
    exact = sum((max(F(0), _exact(prod_p[x]) - e * _exact(prod_q[x])) for x in set(prod_p) | set(prod_q)),
                start=F(0))
    got = composed.delta(math.log(e))
    assert exact - F(1, 10**15) <= F(got) <= exact + F(1, 10**14)


@given(finite_pairs())
def test_tradeoff_round_trip_and_orientation(pair: tuple[FiniteDist[int], FiniteDist[int]]) -> None:
    p, q = pair
    pld = pld_of_pair(p, q)
    curve = pld.tradeoff()
    assert pld_of_tradeoff(curve).atoms == pld.atoms
    assert pld_of_tradeoff(curve).tradeoff() == curve
    # T(Q, P): its profile is the hockey-stick of P over Q, which is what pld.delta computes
    for eps in (0.0, 0.3, 1.0, 2.5):
        assert abs(profile_delta(curve, eps) - pld.delta(eps)) <= 1e-15


# ---------------------------------------------------------------------------------------------
# Both directions of the profile: consistent, monotone, never below the exact value
# ---------------------------------------------------------------------------------------------


def _exact_profile(pld: PrivacyLossDistribution, eps: Mp) -> Mp:
    b = mpmath.exp(eps)
    return mp(pld.p_infinite) + mpmath.fsum(max(mpmath.mpf(0), mp(p) - b * mp(q)) for p, q in pld.atoms)


@settings(max_examples=60)
@given(finite_pairs(), st.floats(0, 5), st.floats(0, 5))
def test_profile_directions(pair: tuple[FiniteDist[int], FiniteDist[int]], e1: float, e2: float) -> None:
    pld = pld_of_pair(*pair)
    lo, hi = sorted([e1, e2])
    slack = mpmath.mpf(10) ** -40  # the reference's own rounding (50 digits)
    assert pld.delta(hi) <= pld.delta(lo)
    _assert_up(pld.delta(lo), _exact_profile(pld, mp(lo)) - slack, rel=1e-14, absolute=1e-15)
    d = pld.delta(lo)
    eps = pld.epsilon(d)
    assert eps <= lo + 1e-12  # δ(lo) is reached at lo (or earlier)
    if math.isfinite(eps):
        assert _exact_profile(pld, mp(eps)) <= mp(d) + slack  # the returned ε is valid for d
        true_eps = ref_least_eps(lambda x: _exact_profile(pld, x), mp(d), 60)
        # the reference's δ carries its own 50-digit rounding: where the exact least ε is 0 and δ(0) = d
        # exactly, its δ(0) may land a hair above d and its bisection return 4e-50 instead of 0
        _assert_up(eps, true_eps - slack, rel=1e-12, absolute=1e-12)


@settings(max_examples=60)
@given(finite_pairs(), st.floats(0, 1), st.floats(0, 1))
def test_epsilon_monotone_in_delta(pair: tuple[FiniteDist[int], FiniteDist[int]], d1: float, d2: float) -> None:
    pld = pld_of_pair(*pair)
    lo, hi = sorted([d1, d2])
    assert pld.epsilon(hi) <= pld.epsilon(lo)
    if pld.p_infinite > F(lo):
        assert pld.epsilon(lo) == math.inf


def test_profile_epsilon_of_gaussian_and_eps_delta_curves() -> None:
    true = ref_least_eps(
        lambda x: mpmath.ncdf(-x + mpmath.mpf(1) / 2) - mpmath.exp(x) * mpmath.ncdf(-x - mpmath.mpf(1) / 2),
        mpmath.mpf(1e-6), 20)
    _assert_up(profile_epsilon(gaussian_tradeoff(1.0), 1e-6), true, rel=1e-9)
    assert profile_epsilon(gaussian_tradeoff(0.0), 0.0) == 0.0
    f = f_eps_delta(e_eps=3, delta=F(1, 100))
    _assert_up(profile_epsilon(f, 0.01), mpmath.log(3), rel=1e-15)
    assert profile_epsilon(f, 0.005) == math.inf
    assert profile_epsilon(f, 1.0) == 0.0
    assert profile_delta(f, 0.0) == 0.505


# ---------------------------------------------------------------------------------------------
# Gaussian DP composition
# ---------------------------------------------------------------------------------------------


@given(st.lists(st.just(0.0) | st.floats(1e-6, 100), max_size=30))
def test_compose_gdp_never_below_exact(mus: list[float]) -> None:
    got = compose_gdp([gaussian_tradeoff(m) for m in mus]).mu
    _assert_up(got, mpmath.sqrt(mpmath.fsum(mp(m) ** 2 for m in mus)), rel=1e-14)


@given(st.lists(st.floats(1e-6, 100), min_size=1, max_size=30), st.data())
def test_compose_gdp_monotone(mus: list[float], data: st.DataObject) -> None:
    i = data.draw(st.integers(0, len(mus) - 1))
    bigger = data.draw(st.floats(mus[i], 200))
    base = compose_gdp([gaussian_tradeoff(m) for m in mus]).mu
    assert compose_gdp([gaussian_tradeoff(m) for m in mus[:i] + [bigger] + mus[i + 1:]]).mu >= base
    assert compose_gdp([gaussian_tradeoff(m) for m in mus + [1.0]]).mu >= base


def test_compose_gdp_values() -> None:
    assert compose_gdp([]) == gaussian_tradeoff(0.0)
    assert compose_gdp([gaussian_tradeoff(0.0)] * 3) == gaussian_tradeoff(0.0)
    assert compose_gdp([gaussian_tradeoff(3.0), gaussian_tradeoff(4.0)]) == gaussian_tradeoff(5.0)
    _assert_up(compose_gdp([gaussian_tradeoff(0.01)] * 560).mu, mpmath.sqrt(560) * mp(0.01), rel=1e-15)


# ---------------------------------------------------------------------------------------------
# Support cap and speed
# ---------------------------------------------------------------------------------------------


def test_support_cap_refuses_clearly() -> None:
    plds = [pld_of_tradeoff(f_eps_delta(e_eps=F(p, 1))) for p in (2, 3, 5, 7, 11, 13)]
    assert len(compose_plds(plds)) == 2**6  # distinct primes: no two products coincide
    with pytest.raises(InvalidArgument, match=r"plds\[0\.\.5\] has 64 distinct finite losses, above max_support=40"):
        compose_plds(plds, max_support=40)


def test_dependent_ratios_are_merged() -> None:
    """Ratios 2 and 4 come from different inputs: 2·2 = 4·1 must still merge into one loss."""
    two = pld_of_tradeoff(f_eps_delta(e_eps=2))
    four = pld_of_tradeoff(f_eps_delta(e_eps=4))
    merged = compose_plds([two, two, four])
    ratios = [p / q for p, q in merged.atoms]
    assert ratios == sorted(set(ratios), reverse=True)
    assert ratios == [F(16), F(4), F(1), F(1, 4), F(1, 16)]
    assert merged.tradeoff() == FDP().compose([f_eps_delta(e_eps=2)] * 2 + [f_eps_delta(e_eps=4)])


def test_self_compose_is_fast_and_exact() -> None:
    pld = pld_of_tradeoff(f_eps_delta(e_eps=F(11, 10), delta=F(1, 10**6))).self_compose(60)
    assert len(pld) == 61
    assert pld.p_infinite == 1 - (1 - F(1, 10**6)) ** 60
    assert sum((p for p, _ in pld.atoms), start=pld.p_infinite) == 1


def test_a_zero_epsilon_curve_keeps_one_loss_value() -> None:
    """``f_{0,δ}`` is ``T(RR_{0,δ})``: its finite losses are all 0, so any self-composition has a
    single atom (loss 0) and ``P(L = ∞) = 1 − (1 − δ)^k`` (a float ε = 0 is e^ε = 1 exactly)."""
    d = 0.01
    assert f_eps_delta(0.0, d).points == f_eps_delta(e_eps=1, delta=d).points
    pld = pld_of_tradeoff(f_eps_delta(0.0, d)).self_compose(70)
    assert len(pld) == 1 and pld.atoms[0][0] == pld.atoms[0][1]
    assert pld.p_infinite == 1 - (1 - F(d)) ** 70
    assert pld.delta(0.0) >= 1 - (1 - d) ** 70 * (1 + 1e-15)


# ---------------------------------------------------------------------------------------------
# Invalid arguments
# ---------------------------------------------------------------------------------------------

NAN, INF = math.nan, math.inf
RR = pld_of_tradeoff(f_eps_delta(e_eps=3))
FP = FiniteDist.from_pairs([(0, F(1, 2)), (1, F(1, 2))])

BAD: list[tuple[str, Callable[[], object], str]] = [
    ("delta epsilon nan", lambda: RR.delta(NAN), r"epsilon=nan"),
    ("delta epsilon negative", lambda: RR.delta(-1.0), r"epsilon=-1.0"),
    ("epsilon delta nan", lambda: RR.epsilon(NAN), r"delta=nan"),
    ("epsilon delta negative", lambda: RR.epsilon(-0.1), r"delta=-0.1"),
    ("epsilon delta inf", lambda: RR.epsilon(INF), r"delta=inf"),
    ("epsilon delta > 1", lambda: RR.epsilon(1.5), r"delta=1.5"),
    ("self_compose k 0", lambda: RR.self_compose(0), r"k=0 must be a positive int"),
    ("self_compose k float", lambda: RR.self_compose(2.0), r"k=2.0"),  # type: ignore[arg-type]
    ("compose max_support 0", lambda: compose_plds([RR, RR], max_support=0), r"max_support=0"),
    ("compose empty", lambda: compose_plds([]), r"plds=\[\] is empty"),
    ("compose not a pld", lambda: compose_plds([RR, 1.0]), r"plds\[1\]=1.0"),  # type: ignore[list-item]
    ("pld atoms nan", lambda: PrivacyLossDistribution([(NAN, 0.5)]), r"atoms\[0\]\[0\]=nan"),
    ("pld atoms negative", lambda: PrivacyLossDistribution([(0.5, -0.5)]), r"atoms\[0\]\[1\]=-0.5"),
    ("pld atoms inf", lambda: PrivacyLossDistribution([(INF, 0.5)]), r"atoms\[0\]\[0\]=inf"),
    ("pld atom zero", lambda: PrivacyLossDistribution([(1, 0)], q_infinite=1), r"atoms\[0\]=\(1, 0\)"),
    ("pld unsorted", lambda: PrivacyLossDistribution([(0.25, 0.75), (0.75, 0.25)]), r"atoms\[1\] has a likelihood"),
    ("pld mass", lambda: PrivacyLossDistribution([(0.5, 0.5)]), r"sum to 0.5"),
    ("pld p_infinite > 1", lambda: PrivacyLossDistribution([], p_infinite=2), r"p_infinite=2"),
    ("pld q_infinite nan", lambda: PrivacyLossDistribution([], p_infinite=1, q_infinite=NAN), r"q_infinite=nan"),
    ("pld_of_pair interval", lambda: pld_of_pair(FP, FiniteDist.from_pairs([(0, Interval(F(1, 3), F(1, 2)))])), r"q holds"),
    ("pld_of_tradeoff gaussian", lambda: pld_of_tradeoff(gaussian_tradeoff(1.0)), r"level=gaussian_tradeoff\(1.0\)"),  # type: ignore[arg-type]
    ("tradeoff_product empty", lambda: tradeoff_product([]), r"levels=\[\]"),
    ("tradeoff_product gaussian", lambda: tradeoff_product([gaussian_tradeoff(1.0)]), r"levels\[0\]="),  # type: ignore[list-item]
    ("compose_gdp not gaussian", lambda: compose_gdp([f_eps_delta(1.0)]), r"levels\[0\]=f_eps_delta"),  # type: ignore[list-item]
    ("compose_gdp not a sequence", lambda: compose_gdp(1.0), r"levels=1.0"),  # type: ignore[arg-type]
    ("compose_eps_delta empty", lambda: compose_eps_delta([], 1e-6), r"levels=\[\]"),
    ("compose_eps_delta inf", lambda: compose_eps_delta([Epsilon(INF)], 1e-6), r"levels\[0\]=Epsilon\(math.inf\)"),
    ("compose_eps_delta bad level", lambda: compose_eps_delta([0.1], 1e-6), r"levels\[0\]=0.1"),  # type: ignore[list-item]
    ("compose_eps_delta delta_g nan", lambda: compose_eps_delta([Epsilon(0.1)], NAN), r"delta_g=nan"),
    ("compose_eps_delta delta_g > 1", lambda: compose_eps_delta([Epsilon(0.1)], 2.0), r"delta_g=2.0"),
    ("profile_delta level", lambda: profile_delta(EpsDelta(1.0, 0.0), 1.0), r"level=EpsDelta"),  # type: ignore[arg-type]
    ("profile_delta epsilon negative", lambda: profile_delta(f_eps_delta(1.0), -1), r"epsilon=-1"),
    ("profile_epsilon delta nan", lambda: profile_epsilon(gaussian_tradeoff(1.0), NAN), r"delta=nan"),
    ("profile_epsilon delta 0 gaussian", lambda: profile_epsilon(gaussian_tradeoff(1.0), 0), r"delta=0"),
    ("profile_epsilon delta > 1", lambda: profile_epsilon(f_eps_delta(1.0), 1.5), r"delta=1.5"),
    ("profile_epsilon mu 0 delta nan", lambda: profile_epsilon(gaussian_tradeoff(0.0), NAN), r"delta=nan"),
]


@pytest.mark.parametrize(("make", "match"), [(m, r) for _, m, r in BAD], ids=[n for n, _, _ in BAD])
def test_invalid_arguments(make: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        make()


def test_piecewise_level_type_is_checked() -> None:
    assert isinstance(tradeoff_product([f_eps_delta(e_eps=2)]), PiecewiseTradeOff)


def test_huge_epsilon_needs_no_huge_exponential() -> None:
    pld = pld_of_tradeoff(f_eps_delta(1.0, 1e-6)).self_compose(5)
    assert pld.delta(1e300) == pld.delta(math.inf) == float(pld.p_infinite) == pytest.approx(5e-6, rel=1e-5)
    assert F(pld.delta(1e300)) >= pld.p_infinite


# ---------------------------------------------------------------------------------------------
# Bad arguments and numbers past the float range


@pytest.mark.parametrize("bad", [None, 0.5, math.nan, -math.inf, True, "p", (), 10**400], ids=lambda v: repr(v)[:24])
def test_pld_of_pair_refuses_non_distributions_by_name(bad: object) -> None:
    p = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
    with pytest.raises(InvalidArgument, match=r"^p=.*must be a FiniteDist"):
        pld_of_pair(bad, p)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match=r"^q=.*must be a FiniteDist"):
        pld_of_pair(p, bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("eps", [10**400, F(10**400, 3)], ids=["10**400", "10**400/3"])
def test_pld_delta_past_the_float_range_is_the_infinite_loss_mass(eps: object) -> None:
    # f_{1, 1/10}: P(L = +∞) = 1/10 and the finite losses are ±1: δ(ε) = 1/10 for every ε ≥ 1
    assert pld_of_tradeoff(f_eps_delta(1.0, 0.1)).delta(eps) == 0.1  # type: ignore[arg-type]
    assert profile_delta(f_eps_delta(1.0, 0.1), eps) == 0.1  # type: ignore[arg-type]
    # G_1: δ(ε) < 1e-300 for ε ≥ 40
    assert 0 <= profile_delta(gaussian_tradeoff(1.0), eps) <= 1e-280  # type: ignore[arg-type]


def test_self_compose_refuses_a_count_it_cannot_list() -> None:
    with pytest.raises(InvalidArgument, match="k="):
        pld_of_tradeoff(f_eps_delta(e_eps=2)).self_compose(10**400)


def test_self_compose_leaves_the_distribution_it_composes_as_it_was() -> None:
    rr = pld_of_tradeoff(f_eps_delta(e_eps=2))
    once = rr.self_compose(1)
    assert repr(rr) == "pld_of_tradeoff(f_eps_delta(e_eps=2))"
    assert once == rr and repr(once) == "pld_of_tradeoff(f_eps_delta(e_eps=2)).self_compose(1)"
    assert rr.origin == "pld_of_tradeoff(f_eps_delta(e_eps=2))"


def test_a_distribution_keeps_its_origin_as_a_field() -> None:
    """The expression that built a distribution is a field given when it is built (its repr), not
    set afterwards; it takes no part in equality, and a bare one lists its atoms."""
    bare = PrivacyLossDistribution([(F(3, 4), F(1, 4)), (F(1, 4), F(3, 4))])
    named = PrivacyLossDistribution([(F(3, 4), F(1, 4)), (F(1, 4), F(3, 4))], origin="rr")
    assert named == bare and repr(named) == "rr" and repr(bare).startswith("PrivacyLossDistribution([(")
    assert named == pld_of_tradeoff(f_eps_delta(e_eps=3))
    with pytest.raises(InvalidArgument, match="origin must be None or a non-empty one-line string"):
        PrivacyLossDistribution([(F(1), F(1))], origin=3)  # type: ignore[arg-type]  # misuse on purpose


def test_a_refused_distribution_past_the_float_range_says_why() -> None:
    """The message of a misordered atom prints its likelihood ratios; one past the float range
    (P/Q = 5e399) raised OverflowError from the formatter instead of the InvalidArgument."""
    with pytest.raises(InvalidArgument, match=r"P/Q = 5e\+399 not below that of atoms\[0\] \(2.5e\+399\)"):
        PrivacyLossDistribution([(F(1, 4), F(1, 10**400)), (F(1, 2), F(1, 10**400)), (F(1, 4), 1 - F(2, 10**400))])

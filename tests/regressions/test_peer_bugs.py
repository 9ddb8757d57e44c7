"""Known failures of peer libraries, each re-created against this one (seed 004 issue 14 part 5;
research/anchor-verification.md §6–§7). Every test names the report it re-creates; the numbers
come from exact or 50-digit computations written here, never from the library's output."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import mpmath
import pytest

from combinators.accounting import compose_plds, optimal, optimal_homogeneous, pld_of_pair, renyi_epsilon
from combinators.composition import filtered
from combinators.composition.capabilities import Adaptivity, Combinator, Rule, Status, lookup
from combinators.composition.filter_session import open_filter_session
from combinators.composition.filters import Query, Spawn, Spawned
from combinators.errors import BudgetExceeded, InvalidArgument, SessionClosed
from combinators.machines import BIT_FLIP, HALT, open_session, to_zcdp
from combinators.measures import Epsilon, PureDP
from combinators.measures.conversions import pure_to_zcdp
from combinators.primitives import laplace, randomized_response
from combinators.prob import FiniteDist, sampled_coins
from tests.reference_mp import reference_precision


def _pure_filter(budget: float, **options: Any) -> Any:
    return filtered(PureDP(), "additive", Epsilon(budget), relation=BIT_FLIP, **options)


def _child() -> Any:
    """Randomized response with e^ε = 1: 0-DP, so it may be spawned at any level (charged that level)."""
    return randomized_response(e_eps=1)


# ---------------------------------------------------------------------------------------------
# spends and ledgers
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("spend", [0.1, 1 / 300, 0.01])
def test_float_drift_in_spends_never_admits_past_the_exact_budget(spend: float) -> None:
    """Spending 0.1 ten times against 1.0 (anchor-verification §6 item 18) and a bucket at k/300
    (cross-media-measurement #2209, where a skipped bucket allowed unlimited queries): the
    filter admits exactly the children whose exact sum of float levels fits in 1, then refuses."""
    f = open_filter_session(_pure_filter(1.0), 1, seed=0)
    admitted = 0
    while True:
        try:
            f.spawn(_child(), Epsilon(spend))
        except BudgetExceeded:
            break
        admitted += 1
        assert admitted <= 1000
    exact = Fraction(spend)                                       # the float's exact value
    assert admitted * exact <= 1                                  # never past the budget
    assert admitted >= math.floor(1 / exact) - 1                  # and not absurdly short of it
    assert f.status().children == admitted


def test_a_subnormal_spend_after_exhaustion_is_refused_and_changes_nothing() -> None:
    """A fail-open ledger (an `openmed` pull request, anchor-verification §6 item 18): after the
    budget is spent exactly, a spend of 5e-324 must not be admitted."""
    f = open_filter_session(_pure_filter(1.0), 1, seed=0)
    f.spawn(_child(), Epsilon(1.0))
    before = f.status()
    for tiny in (5e-324, 2.2250738585072014e-308, 0.0):
        if tiny == 0.0:
            f.spawn(_child(), Epsilon(tiny))                      # ε = 0 costs nothing and fits
            continue
        with pytest.raises(BudgetExceeded):
            f.spawn(_child(), Epsilon(tiny))
    assert f.status().spent == before.spent


def test_a_child_of_a_halted_filter_answers_halt() -> None:
    """Stale children (anchor-verification §6 item 17: a child of an exhausted filter queried
    after the filter stopped): with on_exhaust="halt", once a spawn does not fit the children are
    not answered either."""
    mech = _pure_filter(1.0, on_exhaust="halt")
    m = mech.machine
    coins = sampled_coins(3)
    s = m.init(1)
    s, first = m.step(s, Spawn(_child(), Epsilon(0.6)), coins)
    assert first == Spawned(0)
    s, answer = m.step(s, Query(0, None), coins)
    assert answer in (0, 1)
    s, refused = m.step(s, Spawn(_child(), Epsilon(0.6)), coins)
    assert refused is HALT
    assert m.step(s, Query(0, None), coins) == (s, HALT)


# ---------------------------------------------------------------------------------------------
# data
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("datum", [math.nan, math.inf, -math.inf, "secret-1234"])
def test_nan_and_infinite_data_are_refused_without_their_value(datum: object) -> None:
    """NaN survives clipping and bound checks (Desfontaines' thesis; dp-recorder's
    test_nan_injection): the Laplace mechanism refuses it before it releases, the session closes
    (no retry with fresh noise), and the message describes the kind of datum, never its value."""
    s = open_session(laplace(epsilon=1.0), datum, seed=0)  # type: ignore[misc]  # what a caller may pass
    with pytest.raises(SessionClosed) as info:
        s.ask(None)
    text = str(info.value)
    assert "real number" in text and "secret-1234" not in text
    with pytest.raises(SessionClosed):
        s.ask(None)


# ---------------------------------------------------------------------------------------------
# conversions
# ---------------------------------------------------------------------------------------------

def test_opendp_2911_pure_dp_converts_to_half_epsilon_squared_zcdp() -> None:
    """OpenDP #2911: an ε-DP mechanism that is not ε-bounded-range was charged the bounded-range
    bound ε²/8. The generic conversion is ε²/2 (Bun–Steinke 2016, Prop 1.4)."""
    for eps in (0.1, 1.0, 3.0):
        rho = pure_to_zcdp(Epsilon(eps)).rho
        assert rho >= Fraction(eps) ** 2 / 2
        assert rho == pytest.approx(eps**2 / 2, rel=1e-15)
    rr = randomized_response(e_eps=3)                              # ln 3-DP, not claimed bounded-range
    converted = to_zcdp(rr)
    assert converted.level.rho >= mpmath.log(3) ** 2 / 2


def test_tf_privacy_166_orders_near_one_never_convert_to_epsilon_zero() -> None:
    """TF Privacy #166: orders near 1 made the RDP → (ε, δ) conversion return ε = 0. At α = 1 +
    1e-8 the bound τ + log(1 − 1/α) − (log δ + log α)/(α − 1) is about 1.15e9, computed here at 50
    digits; the library's value is never below it."""
    with reference_precision():
        for alpha in (1 + 1e-8, 1 + 1e-4, 1.01):
            tau = alpha / 2                                       # a Gaussian of σ = 1, Δ = 1: τ = α/2
            a, t, d = mpmath.mpf(alpha), mpmath.mpf(tau), mpmath.mpf(1e-5)
            truth = t + mpmath.log(1 - 1 / a) - (mpmath.log(d) + mpmath.log(a)) / (a - 1)
            got = renyi_epsilon(tau, alpha, 1e-5)
            assert got > 0 and mpmath.mpf(got) >= truth
            assert got == pytest.approx(float(truth), rel=1e-9)
    with pytest.raises(InvalidArgument):
        renyi_epsilon(0.5, 1.0, 1e-5)                              # α = 1 is not an order of the bound


def test_google_dp_110_epsilon_zero_keeps_every_mass() -> None:
    """Google DP #110: a privacy-loss distribution built at ε = 0 silently overwrote a mass. Here
    a mechanism whose two output laws are equal has the loss 0 with all its mass, and δ(ε) = 0."""
    p = FiniteDist.from_pairs([(0, Fraction(1, 3)), (1, Fraction(2, 3))])
    pld = pld_of_pair(p, p)
    assert pld.delta(0.0) == 0 and pld.delta(0.5) == 0
    assert pld.losses() == (0.0,) and pld.atoms[0] == (Fraction(1), Fraction(1))   # loss 0 holds all the mass
    with pytest.raises(InvalidArgument, match="epsilon"):
        laplace(epsilon=0.0)                                      # ε = 0 needs infinite noise
    assert randomized_response(e_eps=1).level == Epsilon(0.0)


# ---------------------------------------------------------------------------------------------
# composition
# ---------------------------------------------------------------------------------------------

def test_dp_accounting_composition_count_is_never_ignored() -> None:
    """dp-accounting 0.6: ``PLDAccountant.compose(event, count)`` ignored ``count``. Composing k
    copies here agrees with listing them, and grows with k."""
    previous: float | Fraction = -1.0
    for k in (1, 2, 5, 20):
        homogeneous = optimal_homogeneous(k, 0.5, 0.0, 1e-6).epsilon
        listed = optimal([0.5] * k, None, 1e-6).epsilon
        assert homogeneous == pytest.approx(listed, rel=1e-9)
        assert homogeneous > previous
        previous = homogeneous
    p = FiniteDist.from_pairs([(0, Fraction(3, 4)), (1, Fraction(1, 4))])
    q = FiniteDist.from_pairs([(0, Fraction(1, 4)), (1, Fraction(3, 4))])
    one = pld_of_pair(p, q)                                       # randomized response with e^ε = 3
    for k in (2, 3):
        assert one.self_compose(k) == compose_plds([one] * k)
    # two copies: the loss 2 ln 3 has P-mass 9/16 and Q-mass 1/16, so δ(ln 3) = 9/16 − 3·1/16 = 6/16
    two = one.self_compose(2)
    assert two.delta(math.log(3)) == pytest.approx(6 / 16, rel=1e-12) and two.delta(math.log(3)) >= 6 / 16 - 1e-15
    assert len(one.self_compose(3)) == 4 and len(two) == 3       # the count is applied: k + 1 losses


def _kov_delta(k: int, eps: Any, eps_g: Any) -> Any:
    """δ(ε_g) of k-fold ε-DP composition (Kairouz–Oh–Viswanath 2015, Thm 3.3), summed at 50 digits."""
    e = mpmath.e ** eps
    total = mpmath.mpf(0)
    for i in range(k + 1):
        term = e ** (k - i) - mpmath.e ** eps_g * e**i
        if term <= 0:
            break
        total += mpmath.binomial(k, i) * term
    return total / (1 + e) ** k


def test_dp_accounting_self_compose_is_never_below_the_truth_at_k_10_000() -> None:
    """dp-accounting's ``self_compose`` came out 4.3e-8 below the truth at k = 10⁴. The optimal
    composition here, at k = 10⁴ and ε = 0.01, is checked against the exact Kairouz–Oh–Viswanath
    sum at 50 digits: its ε meets the target δ, and one part in 10⁹ less does not."""
    k, eps, target = 10_000, 0.01, 1e-6
    got = optimal_homogeneous(k, eps, 0.0, target).epsilon
    with reference_precision():
        assert _kov_delta(k, mpmath.mpf(eps), mpmath.mpf(got)) <= mpmath.mpf(target)
        assert _kov_delta(k, mpmath.mpf(eps), mpmath.mpf(got) * (1 - mpmath.mpf(1e-9))) > mpmath.mpf(target)


def test_pld_self_compose_is_never_below_the_exact_composition() -> None:
    """The same report for privacy-loss distributions: the k-fold PLD of randomized response at
    e^ε = 3 against the exact binomial δ(ε) (Kairouz–Oh–Viswanath 2015, Thm 3.3), k = 60."""
    p = FiniteDist.from_pairs([(0, Fraction(3, 4)), (1, Fraction(1, 4))])
    q = FiniteDist.from_pairs([(0, Fraction(1, 4)), (1, Fraction(3, 4))])
    k = 60
    composed = pld_of_pair(p, q).self_compose(k)
    with reference_precision():
        for eps_g in (0.0, 5.0, 20.0, 40.0):
            truth = _kov_delta(k, mpmath.log(3), mpmath.mpf(eps_g))
            got = composed.delta(eps_g)
            assert mpmath.mpf(got) >= truth * (1 - mpmath.mpf(1e-15))
            assert got == pytest.approx(float(truth), rel=1e-9, abs=1e-300)


def test_a_fixed_parameter_bound_is_never_used_as_a_filter() -> None:
    """Rogers, Roth, Ullman, Vadhan 2016: bounds for levels fixed in advance do not carry over to
    levels chosen from earlier answers. Concurrent composition with adaptive levels is forbidden
    for every measure; composing f-DP curves and stopping at the target is not a valid filter
    (Tran, Koskela, Räisä, Honkela 2026), only the Gaussian-DP one is."""
    for measure in ("PureDP", "ApproxDP", "ZCDP", "RenyiDP", "FDP"):
        for rule in Rule:
            entry = lookup(measure, Combinator.CONCURRENT, Adaptivity.ADAPTIVE, rule)
            assert entry.status is Status.FORBIDDEN
    assert lookup("FDP", Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE).status is Status.FORBIDDEN

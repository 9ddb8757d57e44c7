"""Continuation rules and accumulators: the Whitehouse (ε,δ) filter, y*, ρ*, the additive rules,
the approximate-zCDP filter; reference values recomputed independently; an exact validity check."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from fractions import Fraction as F
from typing import Any, Final

import mpmath
import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.accounting.filter_rules import Accumulator, AdditiveAccumulator, Filter, GaussianAccumulator
from combinators.accounting.filter_rules import ScalarAccumulator, WhitehouseAccumulator, additive_accumulator
from combinators.accounting.filter_rules import admitted_prefix, continues, gaussian_accumulator
from combinators.accounting.filter_rules import privacy_filter, remaining, rho_star, whitehouse_accumulator
from combinators.accounting.filter_rules import whitehouse_admitted_count, whitehouse_epsilon, y_star
from combinators.errors import BudgetExceeded, IncompatibleMeasureError, InvalidArgument
from combinators.measures import FDP, ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps
from combinators.measures import Rho, RhoDelta, gaussian_tradeoff
from combinators.measures.conversions import approx_zcdp_to_approx_dp
from combinators.testing._hostile import forge
from tests.reference_mp import Mp, mp


def _g(sum_sq: Mp, delta_prime: float) -> Mp:
    """The Whitehouse curve √(2 ln(1/δ') V) + V/2, written out at 50 digits."""
    return mpmath.sqrt(2 * mpmath.log(1 / mp(delta_prime)) * sum_sq) + sum_sq / 2


def _true_y_star(eps: float | F, delta_prime: float) -> Mp:
    two_l = 2 * mpmath.log(1 / mp(delta_prime))
    return (mpmath.sqrt(two_l + 2 * mp(eps)) - mpmath.sqrt(two_l)) ** 2


def _true_count(eps_m: float, budget: float, delta_prime: float) -> int:
    """Largest n with n·ε_m² ≤ y* (exact in mpmath; g is increasing)."""
    n = int(mpmath.floor(_true_y_star(budget, delta_prime) / mp(eps_m) ** 2))
    assert _g(n * mp(eps_m) ** 2, delta_prime) <= mp(budget) < _g((n + 1) * mp(eps_m) ** 2, delta_prime)
    return n


# --- y*, ρ*, the curve ---------------------------------------------------------------------------

def test_y_star_errata_value() -> None:
    """research/ERRATA.md A4: y*(1, 1e-6) = 0.034937809538246756, the root of f(y) = ε."""
    got = y_star(1.0, 1e-6)
    true = _true_y_star(1.0, 1e-6)
    assert mp(got) <= true
    assert abs(mp(got) - true) <= true * mpmath.mpf(1e-14)
    assert got == pytest.approx(0.034937809538246756, rel=1e-15)
    assert abs(_g(true, 1e-6) - 1) < mpmath.mpf(10) ** -40


def test_printed_y_star_solves_half_epsilon() -> None:
    """Why y_star does not use the printed (√(2L+ε) − √(2L))²: it solves f(y) = ε/2 (ERRATA A4)."""
    two_l = 2 * mpmath.log(mpmath.mpf(10) ** 6)
    printed = (mpmath.sqrt(two_l + 1) - mpmath.sqrt(two_l)) ** 2
    assert float(printed) == pytest.approx(0.0088876883, abs=1e-10)
    assert abs(mpmath.sqrt(two_l * printed) + printed / 2 - mpmath.mpf(1) / 2) < mpmath.mpf(10) ** -40
    assert y_star(1.0, 1e-6) != pytest.approx(float(printed))


@given(st.floats(1e-6, 100.0), st.floats(1e-300, 0.9))
def test_y_star_is_a_tight_lower_bound_of_the_root(eps: float, delta_prime: float) -> None:
    got = y_star(eps, delta_prime)
    true = _true_y_star(eps, delta_prime)
    assert mp(got) <= true
    assert mp(got) >= true * (1 - mpmath.mpf(1e-13))
    assert whitehouse_epsilon(got, delta_prime) <= eps


@given(st.floats(1e-6, 100.0), st.floats(1e-6, 100.0), st.floats(1e-300, 0.9), st.floats(1e-300, 0.9))
def test_y_star_monotone(e1: float, e2: float, d1: float, d2: float) -> None:
    (elo, ehi), (dlo, dhi) = sorted((e1, e2)), sorted((d1, d2))
    assert y_star(elo, dlo) <= y_star(ehi, dlo)
    assert y_star(elo, dlo) <= y_star(elo, dhi)


@pytest.mark.parametrize("eps", [1e308, 5e307, float.fromhex("0x1.fffffffffffffp+1023"), 10**400, F(10**400, 3)])
def test_y_star_and_rho_star_at_the_top_of_the_float_range(eps: float | F) -> None:
    """An ε near or past the largest float: a finite root never above the true one, within
    the 64 ulp steps and 64 bisections of the step-down, also at 5e307, where the check's
    ρ·ln(1/δ') overflows."""
    y, r = y_star(eps, 1e-6), rho_star(eps, 1e-6)
    true_y = _true_y_star(eps, 1e-6)
    assert 0 < y < math.inf and 0 < r < math.inf
    assert mp(y) <= true_y and mp(r) <= true_y / 2
    assert whitehouse_epsilon(y, 1e-6) <= eps


@pytest.mark.parametrize("func", [y_star, rho_star, whitehouse_epsilon])
def test_a_delta_prime_below_the_float_range_is_refused(func: Callable[[object, object], float]) -> None:
    """δ' = 10⁻⁴⁰⁰ has no float at or below it but 0: refused by name (ln(1/0) has no value)."""
    with pytest.raises(InvalidArgument, match="delta_prime"):
        func(1.0, F(1, 10**400))


def test_whitehouse_admitted_count_of_an_enormous_budget_is_refused_quickly() -> None:
    """ε = 5e307 admits more than 2⁵³ children: said at once, without stepping the root down for ever."""
    with pytest.raises(InvalidArgument, match="2\\*\\*53"):
        whitehouse_admitted_count(Epsilon(1.0), EpsDelta(5e307, 1e-6))


@pytest.mark.parametrize(
    ("eps", "delta_pp", "printed"),
    [(1, 1e-6, 0.017468904769123432), (1, 1e-5, 0.0208199383395355), (10, 1e-6, 1.3530146901688735),
     (0.5, 1e-6, 0.004443844159097092), (2, 1e-10, 0.04163987667907102)],
)
def test_rho_star_seed_001_table(eps: float, delta_pp: float, printed: float) -> None:
    """seed-001.md §6: ρ*(ε, δ'') = (√(L + ε) − √L)², here never above the true root."""
    big_l = mpmath.log(1 / mp(delta_pp))
    true = (mpmath.sqrt(big_l + eps) - mpmath.sqrt(big_l)) ** 2
    got = rho_star(eps, delta_pp)
    assert mp(got) <= true
    assert got == pytest.approx(printed, rel=1e-13)
    assert got == pytest.approx(y_star(eps, delta_pp) / 2, rel=1e-13)


@pytest.mark.parametrize(
    ("epsilons", "delta_prime", "printed"),
    [([0.1] * 10, 1e-6, 1.7122581362691103), ([1.0], 1e-6, 5.756521769756932),
     ([0.5] * 4, 1e-5, 5.298525912188081), ([0.1, 0.2, 0.3], 1e-6, 2.0368103508549056)],
)
def test_accumulator_seed_000_values(epsilons: list[float], delta_prime: float, printed: float) -> None:
    """seed-000.md §6.1, first table: ε_acc through the incremental accumulator."""
    acc = whitehouse_accumulator(delta_prime, 1e-5)
    for e in epsilons:
        acc = acc.add(EpsDelta(e, 0.0))
    true = _g(mpmath.fsum(mp(e) ** 2 for e in epsilons), delta_prime)
    got = acc.value()
    assert got.delta == 1e-5  # the target δ, not δ' + Σδ_m
    assert mp(got.epsilon) >= true  # an upper bound of the exact curve at the exact sum
    assert got.epsilon == pytest.approx(printed, rel=1e-14)
    assert acc.count == len(epsilons)


@pytest.mark.parametrize(
    ("budget", "eps_m", "delta_prime", "count", "at_k", "at_k1"),
    [(1.0, 0.1, 1e-6, 3, 0.9254562776310878, 1.0713043539513865),
     (2.0, 0.1, 1e-6, 13, 1.9602658771451336, 2.036810350854906),
     (1.0, 0.05, 1e-5, 16, 0.9797051824376165, 1.0104914591607401)],
)
def test_seed_000_admission_table(budget: float, eps_m: float, delta_prime: float, count: int,
                                  at_k: float, at_k1: float) -> None:
    """seed-000.md §6.1, second table: the largest k and ε_acc at k and k + 1."""
    level = EpsDelta(eps_m, 0.0)
    acc = whitehouse_accumulator(delta_prime, delta_prime)
    target = EpsDelta(budget, delta_prime)
    assert admitted_prefix(acc, [level] * (count + 5), target) == count == _true_count(eps_m, budget, delta_prime)
    for _ in range(count):
        acc = acc.add(level)
    assert acc.value().epsilon == pytest.approx(at_k, rel=1e-14)
    assert acc.add(level).value().epsilon == pytest.approx(at_k1, rel=1e-14)
    assert acc.within(target) and not acc.admits(level, target)


SEED_003_COUNTS = [(1.0, 1e-6, 0.01, 349), (1.0, 1e-6, 0.1, 3), (1.0, 1e-6, 0.001, 34937), (0.5, 1e-5, 0.01, 106)]


@pytest.mark.parametrize(("budget", "delta_prime", "eps_m", "count"), SEED_003_COUNTS)
def test_seed_003_admitted_counts(budget: float, delta_prime: float, eps_m: float, count: int) -> None:
    """seed-003.md §4.4: 349 / 3 / 34937 / 106, in O(1) and by running the incremental filter."""
    target = EpsDelta(budget, delta_prime)
    assert whitehouse_admitted_count(Epsilon(eps_m), target) == count == _true_count(eps_m, budget, delta_prime)
    acc = whitehouse_accumulator(delta_prime, delta_prime)
    assert admitted_prefix(acc, [EpsDelta(eps_m, 0.0)] * (count + 2), target) == count


@pytest.mark.parametrize(("budget", "delta_prime", "eps_m", "count"), SEED_003_COUNTS)
def test_filter_equals_the_zcdp_route(budget: float, delta_prime: float, eps_m: float, count: int) -> None:
    """Seed 003 AC 5: convert to ρ_n = ε_n²/2, run the Thm 1 filter with ρ = y*/2, convert back."""
    rho_budget = RhoDelta(y_star(budget, delta_prime) / 2, 0.0)
    zcdp = additive_accumulator(ApproxZCDP())
    half_sq = F(eps_m) ** 2 / 2
    n = admitted_prefix(zcdp, [RhoDelta(half_sq, 0.0)] * (count + 2), rho_budget)
    assert n == count
    rho = RhoDelta(n * half_sq, 0.0)
    back = approx_zcdp_to_approx_dp(rho, delta_prime)
    assert back.epsilon <= budget
    assert back.epsilon <= whitehouse_epsilon(2 * rho.rho, delta_prime)  # CKS, below the filter's Bun–Steinke ε


def test_single_large_spawn_is_refused_not_basic() -> None:
    """seed-000.md §6.1: one (1, 0)-DP spawn under (1, 1e-5) with δ' = 1e-6 gives 5.7565 > 1."""
    acc = whitehouse_accumulator(1e-6, 1e-5)
    assert not acc.admits(EpsDelta(1.0, 0.0), EpsDelta(1.0, 1e-5))
    assert acc.add(EpsDelta(1.0, 0.0)).value().epsilon == pytest.approx(5.756521769756932, rel=1e-15)


def test_delta_condition() -> None:
    """seed-000.md §6.1: with δ = 1e-5, δ' = 1e-6 the δ_m may sum to 9e-6; 9.0000001e-6 is refused."""
    acc = whitehouse_accumulator(1e-6, 1e-5)
    budget = EpsDelta(1.0, 1e-5)
    assert F(1e-6) + F(9e-6) <= F(1e-5)  # exact arithmetic admits it, so must the filter
    assert acc.admits(EpsDelta(0.01, 9e-6), budget)
    assert not acc.admits(EpsDelta(0.01, 9.0000001e-6), budget)
    crossed = acc.add(EpsDelta(0.01, 4.5e-6)).add(EpsDelta(0.01, 4.5000001e-6))
    assert crossed.value() == EpsDelta(math.inf, 1.0)  # the paper's (∞, ∞)
    assert not crossed.within(EpsDelta(1e300, 0.999))
    assert crossed.add(EpsDelta(0.0, 0.0)).value() == EpsDelta(math.inf, 1.0)


def test_accumulator_reports_target_delta_and_starts_at_zero() -> None:
    acc = whitehouse_accumulator(1e-6, 1e-3)
    assert acc.value() == EpsDelta(0.0, 1e-3)
    assert acc.add(EpsDelta(0.1, 1e-4)).value().delta == 1e-3
    assert acc.add(EpsDelta(math.inf, 0.0)).value() == EpsDelta(math.inf, 1e-3)


# --- additive rules ----------------------------------------------------------------------------

def test_pure_filter_admits_99_spends_of_a_hundredth() -> None:
    """DESIGN.md §2: the float 0.01 is above 1/100, so exact arithmetic on it admits 99, and so do we."""
    levels = [Epsilon(0.01)] * 200
    exact = max(n for n in range(201) if n * F(0.01) <= 1)
    assert exact == 99
    assert admitted_prefix(additive_accumulator(PureDP()), levels, Epsilon(1.0)) == 99


@pytest.mark.parametrize(
    ("measure", "level", "budget", "count"),
    [(PureDP(), Epsilon(0.25), Epsilon(1.0), 4),
     (PureDP(), Epsilon(0.5), Epsilon(1.0), 2),
     (RenyiDP(2), RenyiEps(0.25), RenyiEps(1.0), 4),
     (ZCDP(), Rho(0.25), Rho(0.5), 2),
     (ApproxZCDP(), RhoDelta(0.25, 0.125), RhoDelta(0.5, 0.25), 2),
     (ApproxDP(), EpsDelta(0.5, 0.25), EpsDelta(1.0, 0.5), 2)],
)
def test_spending_exactly_the_budget_is_allowed(measure: Any, level: Any, budget: Any, count: int) -> None:
    acc = additive_accumulator(measure)
    assert admitted_prefix(acc, [level] * (count + 3), budget) == count
    for _ in range(count):
        acc = acc.add(level)
    assert acc.value() == budget and acc.within(budget)


def test_approx_zcdp_boundary_example() -> None:
    """seed-001.md §6 / §10 item 5(a): ε = 1, δ'' = 1e-6 gives ρ* = 0.0174689…; 0.017 is admitted,
    a further 0.0005 is refused, and a request bringing the total to exactly ρ* is admitted."""
    budget = RhoDelta(rho_star(1.0, 1e-6), 0.0)
    f = privacy_filter(additive_accumulator(ApproxZCDP()), budget)
    f = f.add(RhoDelta(0.017, 0.0))
    assert not f.admits(RhoDelta(0.0005, 0.0))
    rest = budget.rho - 0.017
    assert F(rest) == F(budget.rho) - F(0.017)  # exact (Sterbenz), so the total is exactly ρ*
    f = f.add(RhoDelta(rest, 0.0))
    assert f.spent() == budget and f.count == 2
    assert not f.admits(RhoDelta(5e-324, 0.0))
    assert f.admits(RhoDelta(0.0, 0.0))  # zero spends fit: the rule is ≤


def test_approx_zcdp_delta_side() -> None:
    f = privacy_filter(additive_accumulator(ApproxZCDP()), RhoDelta(1.0, 0.5))
    f = f.add(RhoDelta(0.0, 0.25)).add(RhoDelta(0.0, 0.25))
    assert not f.admits(RhoDelta(0.0, 5e-324))
    assert f.spent() == RhoDelta(0.0, 0.5)


def test_filter_refusal_changes_nothing() -> None:
    f = privacy_filter(additive_accumulator(ZCDP()), Rho(0.5)).add(Rho(0.5))
    with pytest.raises(BudgetExceeded, match="does not fit"):
        f.add(Rho(0.125))
    assert f.spent() == Rho(0.5) and f.count == 1


def test_additive_refuses_fdp_and_mixed_levels() -> None:
    with pytest.raises(InvalidArgument, match="measure=FDP"):
        additive_accumulator(FDP())  # type: ignore[call-overload]
    acc = additive_accumulator(PureDP())
    with pytest.raises(IncompatibleMeasureError):
        acc.add(Rho(0.1))  # type: ignore[arg-type]
    with pytest.raises(IncompatibleMeasureError):
        acc.within(Rho(0.1))  # type: ignore[arg-type]
    with pytest.raises(IncompatibleMeasureError):
        privacy_filter(acc, Rho(1.0))  # type: ignore[misc]


def test_generic_protocol_accepts_both_kinds() -> None:
    accs: list[Accumulator[EpsDelta]] = [additive_accumulator(ApproxDP()), whitehouse_accumulator(1e-6, 1e-6)]
    counts = [admitted_prefix(a, [EpsDelta(0.01, 0.0)] * 500, EpsDelta(1.0, 1e-6)) for a in accs]
    assert counts == [99, 349]  # basic vs the Whitehouse rule
    f: Filter[EpsDelta] = privacy_filter(accs[1], EpsDelta(1.0, 1e-6))
    assert f.admits(EpsDelta(0.01, 0.0))


# --- laws (hypothesis) --------------------------------------------------------------------------

small = st.floats(0, 0.3)
pairs = st.tuples(small, st.floats(0, 1e-6))


def _accumulators() -> list[tuple[Accumulator[Any], Callable[[float, float], Any], Callable[[float, float], Any]]]:
    """(empty accumulator, level builder, budget builder)."""
    return [
        (additive_accumulator(PureDP()), lambda e, d: Epsilon(e), lambda e, d: Epsilon(e)),
        (additive_accumulator(RenyiDP(3)), lambda e, d: RenyiEps(e), lambda e, d: RenyiEps(e)),
        (additive_accumulator(ZCDP()), lambda e, d: Rho(e), lambda e, d: Rho(e)),
        (additive_accumulator(ApproxZCDP()), RhoDelta, RhoDelta),
        (additive_accumulator(ApproxDP()), EpsDelta, EpsDelta),
        (whitehouse_accumulator(1e-6, 2e-6), EpsDelta, EpsDelta),
    ]


@given(st.lists(pairs, max_size=25), st.tuples(st.floats(0, 3), st.floats(0, 1e-5)), st.integers(0, 5))
def test_admits_is_add_then_within(seq: list[tuple[float, float]], bud: tuple[float, float], which: int) -> None:
    acc, make, make_budget = _accumulators()[which]
    budget = make_budget(*bud)
    for e, d in seq:
        level = make(e, d)
        assert acc.admits(level, budget) == acc.add(level).within(budget)
        before = acc
        acc = acc.add(level)
        assert before.count + 1 == acc.count  # values are immutable: before is unchanged


@given(st.lists(pairs, min_size=1, max_size=25), st.tuples(st.floats(0, 3), st.floats(0, 1e-5)), st.integers(0, 5))
def test_admits_n_plus_one_only_if_admits_n(seq: list[tuple[float, float]], bud: tuple[float, float],
                                            which: int) -> None:
    acc, make, make_budget = _accumulators()[which]
    budget = make_budget(*bud)
    levels = [make(e, d) for e, d in seq]
    for n in range(len(levels)):
        if continues(acc, levels[: n + 1], budget):
            assert continues(acc, levels[:n], budget)
    n = admitted_prefix(acc, levels, budget)
    assert n == 0 or continues(acc, levels[:n], budget)  # the empty interaction needs no check


@given(st.lists(st.floats(0, 1), max_size=30))
def test_running_sums_are_upper_bounds(epsilons: list[float]) -> None:
    pure: ScalarAccumulator[Epsilon] = additive_accumulator(PureDP())
    white: WhitehouseAccumulator = whitehouse_accumulator(1e-6, 1e-6)
    for e in epsilons:
        pure, white = pure.add(Epsilon(e)), white.add(EpsDelta(e, 0.0))
    assert F(pure.value().epsilon) >= sum((F(e) for e in epsilons), F(0))
    assert F(white.sum_sq) >= sum((F(e) ** 2 for e in epsilons), F(0))
    assert mp(white.value().epsilon) >= _g(mp(white.sum_sq), 1e-6)


@given(st.floats(1e-3, 1.0), st.floats(1e-3, 1.0), st.floats(0.01, 5.0), st.floats(1e-12, 0.5))
def test_whitehouse_count_monotone_and_never_above_exact(e1: float, e2: float, budget: float,
                                                         delta_prime: float) -> None:
    lo, hi = sorted((e1, e2))
    count = whitehouse_admitted_count
    assert count(Epsilon(lo), EpsDelta(budget, delta_prime)) >= count(Epsilon(hi), EpsDelta(budget, delta_prime))
    assert count(Epsilon(lo), EpsDelta(budget, delta_prime)) <= count(Epsilon(lo), EpsDelta(2 * budget, delta_prime))
    assert count(Epsilon(lo), EpsDelta(budget, delta_prime / 2)) <= count(Epsilon(lo), EpsDelta(budget, delta_prime))
    assert count(Epsilon(lo), EpsDelta(budget, delta_prime)) <= _true_count(lo, budget, delta_prime)


normal_v = st.just(0.0) | st.floats(1e-300, 10)  # subnormal V rounds coarsely (by design)


@given(normal_v, normal_v, st.floats(1e-300, 0.9))
def test_whitehouse_epsilon_monotone_and_tight(v1: float, v2: float, delta_prime: float) -> None:
    lo, hi = sorted((v1, v2))
    assert whitehouse_epsilon(lo, delta_prime) <= whitehouse_epsilon(hi, delta_prime)
    assert whitehouse_epsilon(lo, delta_prime) <= whitehouse_epsilon(lo, delta_prime / 2)
    true = _g(mp(hi), delta_prime)
    got = mp(whitehouse_epsilon(hi, delta_prime))
    assert true <= got <= true * (1 + mpmath.mpf(1e-12)) + mpmath.mpf(1e-300)


@given(st.floats(0, 10) | st.floats(0, 1e-307), st.floats(1e-300, 0.9))
def test_accumulator_and_curve_agree_to_the_bit(v: float, delta_prime: float) -> None:
    """The filter decides with the same floats that ``whitehouse_epsilon`` reports, and a float
    sum is read exactly as the equal Fraction (subnormal halves rounded up, not to even)."""
    acc = WhitehouseAccumulator(delta_prime, delta_prime, v)
    assert acc.value().epsilon == whitehouse_epsilon(v, delta_prime) == whitehouse_epsilon(F(v), delta_prime)
    assert mp(acc.value().epsilon) >= _g(mp(v), delta_prime)


# --- exact validity: enumerate adaptive randomized response stopped by the rule -------------------

def _stopped_hockey_sticks(eps: float, delta_prime: float, bold: bool) -> tuple[float, float]:
    """Both hockey-stick divergences at ε of the transcript of adaptively chosen ε_n-randomized
    response (ε_n ∈ {0.05, 0.15}, from the sign of the running loss) stopped by the Thm 2 rule.

    Views with the same running loss have the same likelihood ratio, so the state (a, b, k) —
    a children at 0.05, b at 0.15, loss k·0.05 — carries the whole computation exactly.
    """
    lo = 0.05
    hi = 3 * lo  # RR at 0.15000000000000002: every loss is a multiple of 0.05
    size = 2000
    mid = size // 2
    ks = np.arange(size) - mid
    frontier: dict[tuple[int, int], np.ndarray[Any, np.dtype[np.float64]]] = {(0, 0): np.zeros(size)}
    frontier[(0, 0)][mid] = 1.0
    stopped = np.zeros(size)
    while frontier:
        nxt: dict[tuple[int, int], np.ndarray[Any, np.dtype[np.float64]]] = {}
        for (a, b), mass in frontier.items():
            wants_hi = (ks >= 0) if bold else (ks < 0)
            for pick_hi in (False, True):
                part = np.where(wants_hi == pick_hi, mass, 0.0)
                if not part.any():
                    continue
                a2, b2 = (a, b + 1) if pick_hi else (a + 1, b)
                v = a2 * F(lo) ** 2 + b2 * F(hi) ** 2
                if whitehouse_epsilon(v, delta_prime) > eps:
                    stopped += part
                    continue
                e = hi if pick_hi else lo
                step = 3 if pick_hi else 1
                p_keep = math.exp(e) / (1 + math.exp(e))
                moved = np.zeros(size)
                moved[step:] += p_keep * part[:-step]
                moved[:-step] += (1 - p_keep) * part[step:]
                nxt[(a2, b2)] = nxt.get((a2, b2), np.zeros(size)) + moved
        frontier = nxt
    assert stopped.sum() == pytest.approx(1.0, abs=1e-12)
    loss = ks * lo
    p_vs_q = float(np.sum(stopped * np.maximum(0.0, 1 - np.exp(eps - loss))))
    q_vs_p = float(np.sum(stopped * np.maximum(0.0, np.exp(-loss) - np.exp(eps))))
    return p_vs_q, q_vs_p


@pytest.mark.parametrize(("eps", "delta_prime"), [(1.0, 0.1), (1.0, 0.01), (2.0, 0.05)])
@pytest.mark.parametrize("bold", [True, False], ids=["big-when-ahead", "big-when-behind"])
def test_stopped_transcript_is_eps_delta_dp_exactly(eps: float, delta_prime: float, bold: bool) -> None:
    """seed-003.md §5 [DERIVED] / AC 5: the exact hockey-stick divergence of the stopped transcript
    is at most δ' (both directions)."""
    p_vs_q, q_vs_p = _stopped_hockey_sticks(eps, delta_prime, bold)
    assert p_vs_q <= delta_prime and q_vs_p <= delta_prime


# --- bad inputs --------------------------------------------------------------------------------

NAN, INF = math.nan, math.inf

BAD: list[tuple[str, Callable[[], object], str]] = [
    ("y_star epsilon 0", lambda: y_star(0.0, 1e-6), "epsilon=0.0 must be > 0"),
    ("y_star epsilon nan", lambda: y_star(NAN, 1e-6), "epsilon=nan"),
    ("y_star epsilon inf", lambda: y_star(INF, 1e-6), "epsilon=inf"),
    ("y_star epsilon negative", lambda: y_star(-1.0, 1e-6), "epsilon=-1.0"),
    ("y_star delta_prime 0", lambda: y_star(1.0, 0.0), "delta_prime=0.0 must be in (0, 1)"),
    ("y_star delta_prime 1", lambda: y_star(1.0, 1.0), "delta_prime=1.0"),
    ("y_star delta_prime nan", lambda: y_star(1.0, NAN), "delta_prime=nan"),
    ("rho_star delta_prime > 1", lambda: rho_star(1.0, 2.0), "delta_prime=2.0"),
    ("rho_star epsilon negative", lambda: rho_star(-1.0, 1e-6), "epsilon=-1.0"),
    ("curve sum_sq negative", lambda: whitehouse_epsilon(-1.0, 1e-6), "sum_sq=-1.0"),
    ("curve sum_sq inf", lambda: whitehouse_epsilon(INF, 1e-6), "sum_sq=inf"),
    ("curve sum_sq nan", lambda: whitehouse_epsilon(NAN, 1e-6), "sum_sq=nan"),
    ("curve delta_prime inf", lambda: whitehouse_epsilon(1.0, INF), "delta_prime=inf"),
    ("accumulator delta < delta_prime", lambda: whitehouse_accumulator(1e-5, 1e-6), "delta=1e-06 must be >="),
    ("accumulator delta_prime 0", lambda: whitehouse_accumulator(0.0, 1e-6), "delta_prime=0.0"),
    ("accumulator delta nan", lambda: whitehouse_accumulator(1e-6, NAN), "delta=nan"),
    ("accumulator delta > 1", lambda: whitehouse_accumulator(1e-6, 1.5), "delta=1.5"),
    ("accumulator negative sum", lambda: WhitehouseAccumulator(1e-6, 1e-6, -1.0), "sum_sq=-1.0"),
    ("accumulator negative count", lambda: WhitehouseAccumulator(1e-6, 1e-6, 0.0, 0.0, -1), "count=-1"),
    ("accumulator level type", lambda: whitehouse_accumulator(1e-6, 1e-6).add(Epsilon(0.1)),  # type: ignore[arg-type]
     "level=Epsilon(0.1) must be an EpsDelta"),
    ("accumulator budget type", lambda: whitehouse_accumulator(1e-6, 1e-6).within(Epsilon(1)),  # type: ignore[arg-type]
     "budget=Epsilon(1.0)"),
    ("count child zero", lambda: whitehouse_admitted_count(Epsilon(0.0), EpsDelta(1, 1e-6)), "child=Epsilon(0.0)"),
    ("count budget delta 0", lambda: whitehouse_admitted_count(Epsilon(0.1), EpsDelta(1, 0.0)), "budget.delta=0.0"),
    ("count budget eps inf", lambda: whitehouse_admitted_count(Epsilon(0.1), EpsDelta(INF, 1e-6)), "epsilon = inf"),
    ("additive measure", lambda: additive_accumulator("PureDP"), "measure='PureDP'"),  # type: ignore[call-overload]
    ("scalar total negative", lambda: ScalarAccumulator(PureDP(), -1.0, 0), "total=-1.0 must be >= 0"),
    ("scalar total nan", lambda: ScalarAccumulator(PureDP(), NAN, 0), "total=nan"),
    ("scalar total str", lambda: ScalarAccumulator(PureDP(), "1", 0), "total='1' must be a real number"),
    ("scalar measure", lambda: ScalarAccumulator(ApproxDP(), 0.0, 0),  # type: ignore[arg-type]
     "measure=ApproxDP() is not a measure whose levels are one number"),
    ("scalar count negative", lambda: ScalarAccumulator(PureDP(), 0.0, -1), "count=-1"),
    ("scalar count bool", lambda: ScalarAccumulator(PureDP(), 0.0, True), "count=True"),
]


@pytest.mark.parametrize(("factory", "match"), [(f, m) for _, f, m in BAD], ids=[c[0] for c in BAD])
def test_bad_input_raises_naming_the_argument(factory: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument) as info:
        factory()
    assert match in str(info.value)


_SCALAR_CASES: Final = (
    (PureDP(), Epsilon),
    (RenyiDP(3), RenyiEps),
    (ZCDP(), Rho),
)


@given(st.lists(st.floats(0, 10, allow_subnormal=False), max_size=30), st.sampled_from(_SCALAR_CASES))
def test_scalar_accumulator_is_the_measures_own_upward_sum(losses: list[float], case: tuple[Any, Any]) -> None:
    """The float running sum equals folding the measure's compose over the same levels (both
    one ``add_up`` per level), and admits exactly what that level sum admits."""
    measure, level = case
    acc = additive_accumulator(measure)
    assert isinstance(acc, ScalarAccumulator)
    folded = measure.zero()
    for x in losses:
        acc = acc.add(level(x))
        folded = measure.compose([folded, level(x)])
    assert acc.value() == folded == acc.spent and acc.count == len(losses)
    budget = level(sum(losses) + 1.0)
    assert acc.within(budget) == measure.leq(folded, budget)
    assert acc.admits(level(1.0), budget) == measure.leq(measure.compose([folded, level(1.0)]), budget)


def test_accumulators_take_numpy_and_python_numbers_and_store_python_ones() -> None:
    acc = ScalarAccumulator(PureDP(), np.float64(0.25), np.int64(2))
    assert type(acc.total) is float and acc.total == 0.25 and type(acc.count) is int and acc.count == 2
    assert acc == ScalarAccumulator(PureDP(), 0.25, 2) == ScalarAccumulator(PureDP(), F(1, 4), 2)
    tenth = ScalarAccumulator(ZCDP(), np.float32(0.1), 0).total  # float32(0.1) is not a float64: rounded up
    assert type(tenth) is float and F(tenth) >= F(float(np.float32(0.1))) and tenth == float(np.float32(0.1))
    assert ScalarAccumulator(PureDP(), 10**400, 0).total == INF  # an upper bound stays one
    assert type(AdditiveAccumulator(ApproxDP(), EpsDelta(0.0, 0.0), np.int64(1)).count) is int
    g = GaussianAccumulator(np.float64(1.0), np.int64(3))
    assert (type(g.sum_sq), type(g.count)) == (float, int)
    w = WhitehouseAccumulator(1e-6, 1e-6, np.float64(0.5), np.float32(0.0), np.int64(1))
    assert (type(w.sum_sq), type(w.sum_delta), type(w.count)) == (float, float, int)
    for count in (np.float64(1.0), 1.0, True, np.bool_(True), -1, np.int64(-1)):
        with pytest.raises(InvalidArgument, match="^count=.* must be an int >= 0"):
            ScalarAccumulator(PureDP(), 0.0, count)


@pytest.mark.parametrize("measure", [None, "PureDP", 1.0, ApproxDP(), ApproxZCDP(), FDP(), PureDP])
def test_a_scalar_accumulator_takes_only_the_one_number_measures(measure: Any) -> None:
    with pytest.raises(InvalidArgument, match="^measure=.* ScalarAccumulator takes PureDP"):
        ScalarAccumulator(measure, 0.0, 0)


class _Picky:
    """An accumulator of the caller's whose within raises a raw TypeError on a budget it cannot read."""

    count = 0

    def value(self) -> Epsilon:
        return Epsilon(0.0)

    def add(self, level: Epsilon, /) -> _Picky:
        return self

    def within(self, budget: object, /) -> bool:
        if type(budget) is Epsilon:
            return True
        raise TypeError("not an Epsilon")

    def admits(self, level: Epsilon, budget: object, /) -> bool:
        return self.within(budget)


@pytest.mark.parametrize("accumulator", [None, "additive", 1.0, (), PureDP(), Epsilon(1.0)])
def test_a_filter_and_the_rules_refuse_what_is_not_an_accumulator(accumulator: Any) -> None:
    for call in (lambda: Filter(accumulator, Epsilon(1.0)), lambda: privacy_filter(accumulator, Epsilon(1.0)),
                 lambda: continues(accumulator, [Epsilon(0.5)], Epsilon(1.0)),
                 lambda: admitted_prefix(accumulator, [Epsilon(0.5)], Epsilon(1.0))):
        with pytest.raises(InvalidArgument, match="^accumulator=.* must be an Accumulator"):
            call()


def test_a_filter_and_the_rules_refuse_a_budget_the_accumulator_cannot_compare() -> None:
    acc = additive_accumulator(PureDP())
    bad: Any
    for bad in (Rho(0.5), -1.0, None, "1", (), EpsDelta(1.0, 0.0)):
        for call in (lambda: Filter(acc, bad), lambda: privacy_filter(acc, bad),
                     lambda: continues(acc, [], bad), lambda: admitted_prefix(acc, [], bad)):
            with pytest.raises(IncompatibleMeasureError, match="PureDP\\(\\) takes Epsilon levels"):
                call()
    picky: Any = _Picky()
    with pytest.raises(InvalidArgument, match="^budget='1' cannot be compared by the accumulator _Picky"):
        privacy_filter(picky, "1")
    assert privacy_filter(picky, Epsilon(1.0)).add(Epsilon(5.0)).count == 0  # the caller's rule, taken


def test_the_rules_refuse_levels_that_are_not_iterable_and_consume_them_lazily() -> None:
    acc = additive_accumulator(PureDP())
    bad: Any
    for bad in (None, 1.0, Epsilon(0.5), "ab", b"ab", {Epsilon(0.5): 1}):
        for rule in (continues, admitted_prefix):
            with pytest.raises(InvalidArgument, match="^levels=.* must be an iterable of levels"):
                rule(acc, bad, Epsilon(1.0))
    # an endless stream: the filter stops at its first refusal (0.25 is exact: 4 fit in 1.0)
    assert admitted_prefix(acc, itertools.repeat(Epsilon(0.25)), Epsilon(1.0)) == 4
    assert continues(acc, (Epsilon(0.25) for _ in range(4)), Epsilon(1.0))


def test_scalar_accumulator_refuses_another_measures_level() -> None:
    with pytest.raises(IncompatibleMeasureError, match="takes Rho levels, got Epsilon"):
        additive_accumulator(ZCDP()).add(Epsilon(0.1))  # type: ignore[arg-type]


def test_pairs_keep_the_level_sum() -> None:
    """Approximate DP and approximate zCDP levels are pairs: their additive accumulator sums levels."""
    assert isinstance(additive_accumulator(ApproxDP()), AdditiveAccumulator)
    assert isinstance(additive_accumulator(ApproxZCDP()), AdditiveAccumulator)


# Levels forged around their constructors: an accumulator takes a level only
# as its constructor builds it, so a negative, NaN or non-float number never lowers a running sum.
@pytest.mark.parametrize(("accumulator", "level", "numbers", "budget"), [
    (additive_accumulator(PureDP()), Epsilon(0.5), {"epsilon": -0.5}, Epsilon(1.0)),
    (additive_accumulator(PureDP()), Epsilon(0.5), {"epsilon": "0.5"}, Epsilon(1.0)),
    (additive_accumulator(RenyiDP(2)), RenyiEps(0.5), {"epsilon": -math.inf}, RenyiEps(1.0)),
    (additive_accumulator(ZCDP()), Rho(0.5), {"rho": F(-1, 2)}, Rho(1.0)),
    (additive_accumulator(ApproxDP()), EpsDelta(0.5, 0.0), {"delta": -1e-6}, EpsDelta(1.0, 1e-6)),
    (additive_accumulator(ApproxZCDP()), RhoDelta(0.5, 0.0), {"rho": -0.5}, RhoDelta(1.0, 1e-6)),
    (whitehouse_accumulator(1e-6, 2e-6), EpsDelta(0.5, 0.0), {"delta": -1e-6}, EpsDelta(1.0, 2e-6)),
    (whitehouse_accumulator(1e-6, 2e-6), EpsDelta(0.5, 0.0), {"epsilon": math.nan}, EpsDelta(1.0, 2e-6)),
    (gaussian_accumulator(), gaussian_tradeoff(0.5), {"mu": -0.5}, gaussian_tradeoff(1.0)),
])
def test_accumulators_refuse_forged_levels(accumulator: Any, level: Any, numbers: dict[str, object],
                                           budget: Any) -> None:
    spent = accumulator.add(level)
    forged = forge(level, **numbers)
    for call in (lambda: spent.add(forged), lambda: spent.admits(forged, budget),
                 lambda: privacy_filter(spent, budget).admits(forged), lambda: spent.within(forged)):
        with pytest.raises(InvalidArgument, match="forged"):
            call()


@pytest.mark.parametrize(
    ("build", "error", "match"),
    [
        (lambda: AdditiveAccumulator(ApproxDP(), Rho(0.0), 0), IncompatibleMeasureError, "Rho"),  # type: ignore[misc]  # the mismatch under test
        (lambda: AdditiveAccumulator(FDP(), gaussian_tradeoff(0.0), 0), InvalidArgument, "measure=FDP()"),
        (lambda: GaussianAccumulator(-1.0, 0), InvalidArgument, "sum_sq=-1.0"),
        (lambda: GaussianAccumulator(math.nan, 0), InvalidArgument, "sum_sq=nan"),
    ],
    ids=["additive-level-of-other-measure", "additive-fdp", "gaussian-negative", "gaussian-nan"],
)
def test_accumulators_check_their_fields(build: Any, error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        build()


# ---------------------------------------------------------------------------------------------
# Exact levels: a Fraction is spent exactly; a float keeps its upward rounding
# ---------------------------------------------------------------------------------------------

_spends = st.lists(st.fractions(F(0), F(1, 4), max_denominator=1000), min_size=1, max_size=60)


@given(_spends, st.fractions(F(1, 100), F(3), max_denominator=1000))
def test_random_fraction_spends_fill_the_budget_exactly(spends: list[F], budget: F) -> None:
    """Greedy spending: the admitted exact sum never exceeds the budget, and each refused spend
    would have exceeded it (exact arithmetic decides both, for every scalar measure and for pairs)."""
    cases: list[tuple[Any, Callable[[F], Any]]] = [(PureDP(), Epsilon), (ZCDP(), Rho), (RenyiDP(2), RenyiEps),
                          (ApproxDP(), lambda x: EpsDelta(x, x / 10**6))]
    for measure, make in cases:
        f: Filter[Any] = privacy_filter(additive_accumulator(measure), make(budget))
        total = F(0)
        for x in spends:
            if f.admits(make(x)):
                f = f.add(make(x))
                total += x
                assert total <= budget
            else:
                assert total + x > budget
        assert f.spent() == make(total)


@given(st.lists(st.one_of(st.fractions(F(0), F(1, 4), max_denominator=100), st.floats(0, 0.25)), min_size=1,
                max_size=60),
       st.one_of(st.fractions(F(1, 100), F(3), max_denominator=100), st.floats(0.01, 3)))
def test_mixed_float_and_fraction_spends_never_pass_the_exact_sum(spends: list[Any], budget: Any) -> None:
    """A float is the dyadic rational it holds: whatever the mix, the exact sum of what is
    admitted is at most the budget (floats alone may stop earlier: their sum rounds up)."""
    f = privacy_filter(additive_accumulator(PureDP()), Epsilon(budget))
    total = F(0)
    for x in spends:
        if f.admits(Epsilon(x)):
            f = f.add(Epsilon(x))
            total += F(x)
    assert total <= F(budget)
    assert F(f.spent().epsilon) >= total  # the running sum is an upper bound of the exact one


def test_the_pure_filter_admits_100_fraction_children_and_99_floats() -> None:
    """Σ 100·(1/100) = 1 exactly; the float 0.01 is above 1/100, so a hundred of it exceed 1."""
    for child, count in ((Epsilon(F(1, 100)), 100), (Epsilon(0.01), 99)):
        assert admitted_prefix(additive_accumulator(PureDP()), [child] * 200, Epsilon(F(1))) == count
        assert admitted_prefix(additive_accumulator(PureDP()), [child] * 200, Epsilon(1.0)) == count
    assert admitted_prefix(additive_accumulator(ApproxDP()), [EpsDelta(F(1, 100), F(1, 10**8))] * 200,
                           EpsDelta(F(1), F(1, 10**6))) == 100
    assert admitted_prefix(additive_accumulator(ZCDP()), [Rho(F(1, 100))] * 200, Rho(1.0)) == 100


def test_whitehouse_takes_fraction_levels_rounded_up() -> None:
    """The Whitehouse rule is float arithmetic (a square root, a log): a Fraction ε is rounded up
    there, so it admits no more than the float just above it."""
    budget = EpsDelta(1.0, 1e-6)
    w = whitehouse_accumulator(1e-6, 1e-6)
    exact = admitted_prefix(w, [EpsDelta(F(1, 100), 0.0)] * 1000, budget)
    assert exact == admitted_prefix(w, [EpsDelta(0.01, 0.0)] * 1000, budget) == 349


def test_remaining_of_an_exact_sum_is_the_exact_remainder() -> None:
    acc = additive_accumulator(PureDP()).add(Epsilon(F(1, 3)))
    assert remaining(acc, Epsilon(F(1))) == Epsilon(F(2, 3))
    assert remaining(acc, Epsilon(1.0)) == Epsilon(1 - F(1, 3))  # the float 1.0 is exactly 1
    assert remaining(acc, Epsilon(math.inf)) == Epsilon(math.inf)
    assert remaining(additive_accumulator(PureDP()).add(Epsilon(math.inf)), Epsilon(F(1))) is None


def test_whitehouse_add_builds_what_the_constructor_builds_and_rechecks_a_forged_accumulator() -> None:
    acc = whitehouse_accumulator(1e-6, 1e-5).add(EpsDelta(0.5, 1e-7)).add(EpsDelta(0.25, 0.0))
    built = WhitehouseAccumulator(acc.delta_prime, acc.delta, acc.sum_sq, acc.sum_delta, acc.count)
    assert acc == built and acc._log_inv == built._log_inv and repr(acc) == repr(built)
    assert (acc.sum_sq, acc.count) == (0.3125, 2)  # 0.5² + 0.25², exact in floats
    # ln(1/δ') is derived from δ' on each add, never copied: a forged one would make ε too small.
    forged_log = forge(whitehouse_accumulator(1e-6, 1e-5), _log_inv=0.0)
    assert forged_log.add(EpsDelta(1.0, 0.0))._log_inv >= float(mpmath.log(10**6))
    for field, bad in (("sum_sq", math.nan), ("sum_delta", -1.0), ("count", -5), ("delta", 2.0), ("delta_prime", 0.0)):
        with pytest.raises(InvalidArgument, match=f"^{field}="):
            forge(whitehouse_accumulator(1e-6, 1e-5), **{field: bad}).add(EpsDelta(0.1, 0.0))

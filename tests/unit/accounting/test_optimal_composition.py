"""Optimal composition: values against an independent mpmath reference, rounding, monotonicity.

The reference is the plain Murtagh–Vadhan / Kairouz–Oh–Viswanath condition evaluated at 50
digits (a sum over subsets, or over the binomial index with exact integer binomials), never the
library's code path. A returned ``ε`` is *never below* the truth iff it satisfies the condition
(``lhs(ε) ≤ R``), and within 1e-9 relative of it iff ``ε·(1 − 1e-9)`` does not.
"""

from __future__ import annotations

import importlib
import itertools
import math
import re
import time
import tracemalloc
from collections.abc import Callable
from fractions import Fraction as F
from typing import Any

import mpmath
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combinators.accounting.optimal_composition import optimal, optimal_admitted_count, optimal_homogeneous
from combinators.errors import InvalidArgument
from combinators.measures import EpsDelta
from tests.reference_mp import Mp, mp

# The package re-exports the function `optimal`, which shadows the submodule attribute.
module = importlib.import_module("combinators.accounting.optimal_composition")


DPS = 50
REL = 1e-9


def mp_lhs_subsets(eps: list[float], x: float) -> Mp:
    """Σ_S max(0, e^{Σ_S ε} − e^x·e^{Σ_{not S} ε}) / Π(1 + e^ε), over all 2^k subsets."""
    with mpmath.workdps(DPS):
        e = [mp(v) for v in eps]
        total = mpmath.fsum(e)
        ex = mpmath.exp(mp(x))
        acc = mpmath.mpf(0)
        for bits in itertools.product((0, 1), repeat=len(e)):
            a = mpmath.fsum(v for v, b in zip(e, bits, strict=True) if b)
            acc += max(mpmath.mpf(0), mpmath.exp(a) - ex * mpmath.exp(total - a))
        den = mpmath.fprod(1 + mpmath.exp(v) for v in e)
        return acc / den


def mp_lhs_binomial(k: int, eps: float, x: float | F) -> Mp:
    """(1 + e^ε)^{−k} Σ_i C(k, i)·max(0, e^{iε} − e^x·e^{(k−i)ε}), C(k, i) exact integers."""
    with mpmath.workdps(DPS):
        e = mp(eps)
        ex = mpmath.exp(mp(x))
        acc = mpmath.mpf(0)
        comb = 1  # C(k, i), from i = k down
        for i in range(k, -1, -1):
            term = mpmath.exp(i * e) - ex * mpmath.exp((k - i) * e)
            if term <= 0:
                break  # the terms decrease with i going down: the rest are <= 0 too
            acc += comb * term
            comb = comb * i // (k - i + 1)
        return acc / (1 + mpmath.exp(e)) ** k


def mp_rhs(deltas: list[float], delta_g: float) -> Mp:
    """``1 − (1 − δ_g)/Π(1 − δ_i) = (Π(1 − δ_i) − 1 + δ_g)/Π(1 − δ_i)``, without cancelling a tiny δ_g."""
    with mpmath.workdps(DPS):
        if any(d >= 1 for d in deltas):
            return mpmath.mpf(-1) if delta_g < 1 else mpmath.mpf(0)
        log_keep = mpmath.fsum(mpmath.log1p(-mp(d)) for d in deltas)
        return (mpmath.expm1(log_keep) + mp(delta_g)) / mpmath.exp(log_keep)


def assert_exact(lhs: Callable[[float], Mp], rhs: Mp, level_number: float | F) -> None:
    """``got`` satisfies the condition (not below the truth) and ``got·(1 − 1e-9)`` does not."""
    got = float(level_number)  # the function under test returns floats
    assert lhs(got) <= rhs, f"{got!r} is below the exact optimal epsilon"
    if got > 1e-12:
        below = got * (1 - REL) - 1e-12
        assert below <= 0 or lhs(below) > rhs, f"{got!r} is more than 1e-9 above the exact value"


# ----------------------------------------------------------------------------------------------
# reference values


TABLE = [  # seed-004.md §5.4: k, ε, δ_g, OptComp
    (10, 0.1, 1e-5, 0.9936912),
    (10, 0.5, 1e-5, 4.9988541),
    (12, 0.2, 1e-6, 2.3986893),
    (50, 0.1, 1e-5, 2.844667),
    (100, 0.1, 1e-6, 4.774568),
]


@pytest.mark.parametrize(("k", "eps", "dg", "printed"), TABLE)
def test_seed_004_table(k: int, eps: float, dg: float, printed: float) -> None:
    got = optimal_homogeneous(k, eps, 0.0, dg)
    assert got.delta == dg
    assert got.epsilon == pytest.approx(printed, rel=1e-6)
    assert_exact(lambda x: mp_lhs_binomial(k, eps, x), mp(dg), got.epsilon)
    assert optimal([eps] * k, None, dg) == got  # the grouped general path agrees


@pytest.mark.parametrize(("deltas", "printed"), [(None, 1.0902640), ([1e-4] * 4, 1.0941668)])
def test_seed_004_heterogeneous(deltas: list[float] | None, printed: float) -> None:
    eps = [0.1, 0.2, 0.3, 0.5]
    got = optimal(eps, deltas, 1e-3).epsilon
    assert got == pytest.approx(printed, rel=1e-7)
    assert_exact(lambda x: mp_lhs_subsets(eps, x), mp_rhs(deltas or [0.0] * 4, 1e-3), got)


@pytest.mark.parametrize(("k", "eps", "delta", "dg"), [
    (1000, 0.01, 0.0, 1e-6),
    (10_000, 0.01, 0.0, 1e-6),
    (700, 1.0, 0.0, 1e-6),       # k·ε = 700
    (10_000, 0.07, 0.0, 1e-6),   # k·ε = 700 at k = 10^4
    (2000, 2.0, 0.0, 1e-9),      # k·ε = 4000: e^{kε} overflows a float
    (200, 0.05, 1e-8, 1e-5),     # approximate components
    (1, 0.3, 0.0, 0.01),
    (3, 5.0, 1e-3, 0.5),
    (5000, 3.0, 0.0, 0.999),     # large k: a window of atoms near the top
    (8000, 0.5, 0.0, 0.99),      # the root lies below the mode: the window is widened
    (6000, 20.0, 0.0, 0.3),
])
def test_large_and_extreme_rows(k: int, eps: float, delta: float, dg: float) -> None:
    got = optimal_homogeneous(k, eps, delta, dg).epsilon
    assert math.isfinite(got)
    assert_exact(lambda x: mp_lhs_binomial(k, eps, x), mp_rhs([delta] * k, dg), got)


def test_admitted_count_562_not_563() -> None:
    """research/ERRATA.md C, checked independently: ε(562) ≤ 1 < ε(563) at δ = 1e-6."""
    assert mp_lhs_binomial(562, 0.01, 1.0) <= mp(1e-6) < mp_lhs_binomial(563, 0.01, 1.0)
    assert optimal_admitted_count(0.01, 1.0, 1e-6) == 562
    assert optimal_homogeneous(562, 0.01, 0.0, 1e-6).epsilon <= 1.0 < optimal_homogeneous(563, 0.01, 0.0, 1e-6).epsilon


def test_admitted_count_edges() -> None:
    assert optimal_admitted_count(0.01, 1.0, 0.0) == 99  # float 0.01 is above 1/100: 100 of them exceed 1
    assert optimal_admitted_count(2.0, 1.0, 1e-6) == 0
    n = optimal_admitted_count(0.01, 0.0, 0.05)  # budget ε = 0: total variation ≤ 0.05
    assert mp_lhs_binomial(n, 0.01, 0.0) <= mp(0.05) < mp_lhs_binomial(n + 1, 0.01, 0.0)


def test_an_exact_budget_rounds_down() -> None:
    """Fraction(3, 10) is rounded down: rounded up to 0.30000000000000004 three float 0.1s would fit
    under it, though 3 × 0.1000000000000000055… exceeds 3/10 exactly."""
    assert 3 * F(0.1) > F(3, 10) > 2 * F(0.1)
    assert optimal_admitted_count(0.1, F(3, 10), 0.0) == 2
    assert optimal_admitted_count(0.1, F(0.1) - F(1, 10**30), 0.0) == 0
    assert optimal_admitted_count(0.1, F(0.1), 0.0) == 1


# ----------------------------------------------------------------------------------------------
# special right sides


def test_negative_right_side_is_inf() -> None:
    assert optimal_homogeneous(10, 0.1, 1e-3, 1e-3).epsilon == math.inf
    assert optimal([0.1, 0.2], [0.01, 0.01], 0.0198).epsilon == math.inf  # R = 1 − 0.9802/0.9801
    assert optimal([0.1], [1.0], 0.5).epsilon == math.inf


def test_zero_right_side_is_basic() -> None:
    assert optimal([0.1, 0.2], None, 0.0).epsilon == 0.30000000000000004  # Σε rounded up
    assert optimal([0.25], [0.5], 0.5).epsilon == 0.25  # R = 1 − 0.5/0.5 = 0 exactly


def test_delta_g_one_and_zero_answers() -> None:
    assert optimal([3.0, 4.0], [1.0, 0.5], 1.0) == EpsDelta(0.0, 1.0)
    tv = math.tanh(0.05)  # one RR_{0.1}: δ(0) is the total variation distance
    assert optimal_homogeneous(1, 0.1, 0.0, tv * 1.0001).epsilon == 0.0
    assert optimal_homogeneous(1, 0.1, 0.0, tv * 0.9999).epsilon > 0.0
    assert optimal_homogeneous(5, 0.0, 0.0, 0.0).epsilon == 0.0


# ----------------------------------------------------------------------------------------------
# heterogeneous: exact against brute force, and the grid path


small_eps = st.lists(st.floats(0.0, 3.0), min_size=1, max_size=7)


@settings(max_examples=25)
@given(small_eps, st.floats(1e-12, 0.5), st.floats(0.0, 1e-3))
def test_heterogeneous_matches_brute_force(eps: list[float], dg: float, d: float) -> None:
    deltas = [d] * len(eps)
    got = optimal(eps, deltas, dg).epsilon
    rhs = mp_rhs(deltas, dg)
    if rhs < 0:
        assert got == math.inf
        return
    assert_exact(lambda x: mp_lhs_subsets(eps, x), rhs, got)


def test_twenty_distinct_is_exact_and_fast() -> None:
    eps = [0.05 + 0.0371 * i for i in range(20)]
    t0 = time.perf_counter()
    got = optimal(eps, None, 1e-6).epsilon
    assert time.perf_counter() - t0 < 2.0  # well under a second on the reference machine
    # a second, independent evaluation of the condition: 2^20 subsets, grouped by their sum in floats
    # is the library's method, so here: meet in the middle over mpmath sums of two halves.
    assert_exact(lambda x: _mp_lhs_mitm(eps, x), mp(1e-6), got)


def _mp_lhs_mitm(eps: list[float], x: float) -> Mp:
    """The subset sum with S = S1 ∪ S2 split into halves: Σ_{S1,S2} max(0, e^{a1+a2} − e^x·e^{T−a1−a2})."""
    with mpmath.workdps(30):
        e = [mp(v) for v in eps]
        half = len(e) // 2
        total = mpmath.fsum(e)

        def sums(part: list[Mp]) -> list[Mp]:
            return [mpmath.fsum(v for v, b in zip(part, bits, strict=True) if b)
                    for bits in itertools.product((0, 1), repeat=len(part))]

        left, right = sums(e[:half]), sorted(sums(e[half:]))
        ex = mpmath.exp(mp(x))
        # for each left sum a1 only right sums a2 with 2(a1 + a2) > T + x contribute
        exp_r = [mpmath.exp(v) for v in right]
        exp_neg_r = [mpmath.exp(-v) for v in right]
        suffix_pos = list(itertools.accumulate(reversed(exp_r)))[::-1] + [mpmath.mpf(0)]
        suffix_neg = list(itertools.accumulate(reversed(exp_neg_r)))[::-1] + [mpmath.mpf(0)]
        acc = mpmath.mpf(0)
        floats_right = [float(v) for v in right]
        for a1 in left:
            bound = (total + mp(x)) / 2 - a1
            j = _first_above(floats_right, right, bound)
            acc += mpmath.exp(a1) * suffix_pos[j] - ex * mpmath.exp(total - a1) * suffix_neg[j]
        return acc / mpmath.fprod(1 + mpmath.exp(v) for v in e)


def _first_above(floats: list[float], vals: list[Mp], bound: Mp) -> int:
    import bisect

    j = bisect.bisect_left(floats, float(bound))
    while j > 0 and vals[j - 1] > bound:
        j -= 1
    while j < len(vals) and vals[j] <= bound:
        j += 1
    return j


@settings(max_examples=10)
@given(st.lists(st.floats(0.01, 1.0), min_size=2, max_size=8), st.sampled_from([2.0**-6, 2.0**-9, 1e-3]))
def test_grid_path_is_an_upper_bound_with_the_stated_error(eps: list[float], grid: float) -> None:
    exact = optimal(eps, None, 1e-6).epsilon
    got = optimal(eps, None, 1e-6, grid=grid).epsilon
    assert got >= exact
    h = 2.0 ** math.floor(math.log2(grid))
    big_h = math.fsum(math.ceil(e / h) * h - e for e in eps)
    # the stated bound: the exact value at R·e^{−H}, plus 2H
    lowered = optimal(eps, None, 1e-6 * math.exp(-big_h)).epsilon
    assert got <= lowered + 2 * big_h + 1e-9


def test_many_distinct_uses_a_grid_upper_bound() -> None:
    eps = [0.1 + 1e-4 * i for i in range(40)]  # 2^40 atoms: grid path
    t0 = time.perf_counter()
    got = optimal(eps, None, 1e-6).epsilon
    assert time.perf_counter() - t0 < 5.0
    lower = optimal_homogeneous(40, min(eps), 0.0, 1e-6).epsilon  # each ε_i ≥ 0.1
    upper = optimal_homogeneous(40, max(eps), 0.0, 1e-6).epsilon
    assert lower <= got <= upper + 0.05


# ----------------------------------------------------------------------------------------------
# properties


TOL = 1e-11


def _le(a: float | F, b: float | F) -> bool:
    """``a ≤ b`` up to the rounding of two independent upper bounds (far below 1e-9)."""
    return a <= b + TOL * max(1.0, abs(float(b)))


@given(st.integers(1, 300), st.floats(0.0, 2.0), st.floats(1e-12, 0.5), st.floats(1e-12, 0.5))
def test_monotone_in_delta_g(k: int, eps: float, d1: float, d2: float) -> None:
    lo, hi = sorted((d1, d2))
    assert _le(optimal_homogeneous(k, eps, 0.0, hi).epsilon, optimal_homogeneous(k, eps, 0.0, lo).epsilon)


@given(st.integers(1, 300), st.floats(0.0, 2.0), st.floats(0.0, 2.0), st.floats(1e-12, 0.5))
def test_monotone_in_epsilon(k: int, e1: float, e2: float, dg: float) -> None:
    lo, hi = sorted((e1, e2))
    assert _le(optimal_homogeneous(k, lo, 0.0, dg).epsilon, optimal_homogeneous(k, hi, 0.0, dg).epsilon)


@given(st.integers(1, 300), st.integers(1, 300), st.floats(0.0, 2.0), st.floats(1e-12, 0.5))
def test_monotone_in_k(k1: int, k2: int, eps: float, dg: float) -> None:
    lo, hi = sorted((k1, k2))
    assert _le(optimal_homogeneous(lo, eps, 0.0, dg).epsilon, optimal_homogeneous(hi, eps, 0.0, dg).epsilon)


@given(st.lists(st.floats(0.0, 2.0), min_size=1, max_size=6), st.data())
def test_monotone_in_each_epsilon_i(eps: list[float], data: st.DataObject) -> None:
    i = data.draw(st.integers(0, len(eps) - 1))
    bigger = list(eps)
    bigger[i] = data.draw(st.floats(eps[i], 3.0))
    dg = data.draw(st.floats(1e-10, 0.3))
    assert _le(optimal(eps, None, dg).epsilon, optimal(bigger, None, dg).epsilon)


@given(st.lists(st.floats(0.0, 2.0), min_size=1, max_size=6), st.data())
def test_monotone_in_each_delta_i(eps: list[float], data: st.DataObject) -> None:
    deltas = data.draw(st.lists(st.floats(0.0, 1e-4), min_size=len(eps), max_size=len(eps)))
    i = data.draw(st.integers(0, len(eps) - 1))
    bigger = list(deltas)
    bigger[i] = data.draw(st.floats(deltas[i], 1e-3))
    dg = data.draw(st.floats(1e-3, 0.3))
    assert _le(optimal(eps, deltas, dg).epsilon, optimal(eps, bigger, dg).epsilon)


def _advanced_tanh(eps: list[float], delta_prime: float) -> Mp:
    """Seed 003 eq. (2) / KOV: √(2 ln(1/δ')·Σε²) + Σ ε·tanh(ε/2), written out here (in mpmath)."""
    with mpmath.workdps(DPS):
        e = [mp(v) for v in eps]
        return (mpmath.sqrt(2 * mpmath.log(1 / mp(delta_prime)) * mpmath.fsum(v * v for v in e))
                + mpmath.fsum(v * mpmath.tanh(v / 2) for v in e))


@given(st.lists(st.floats(0.0, 2.0), min_size=1, max_size=8), st.floats(1e-12, 0.5))
def test_never_above_basic_or_advanced(eps: list[float], dg: float) -> None:
    got = optimal(eps, None, dg).epsilon
    assert got <= math.fsum(eps) * (1 + 2**-52) or got <= sum(F(e) for e in eps)
    assert mp(got) <= _advanced_tanh(eps, dg)


@given(st.integers(1, 2000), st.floats(0.0, 1.0), st.floats(0.0, 1e-6), st.floats(1e-10, 0.1))
def test_homogeneous_never_above_basic_or_advanced(k: int, eps: float, d: float, dp: float) -> None:
    got = optimal_homogeneous(k, eps, d, dp + k * d).epsilon  # advanced: δ_g = δ' + kδ
    assert got <= k * eps * (1 + 2**-52)
    with mpmath.workdps(DPS):
        e = mp(eps)
        adv = mpmath.sqrt(2 * k * mpmath.log(1 / mp(dp))) * e + k * e * mpmath.tanh(e / 2)
    assert mp(got) <= adv


@settings(max_examples=30)
@given(st.integers(1, 400), st.just(0.0) | st.floats(1e-7, 5.0), st.sampled_from([0.0, 1e-9, 1e-5]),
       st.floats(1e-12, 0.9))
def test_homogeneous_matches_reference(k: int, eps: float, d: float, dg: float) -> None:
    got = optimal_homogeneous(k, eps, d, dg).epsilon
    rhs = mp_rhs([d] * k, dg)
    if rhs < 0:
        assert got == math.inf
        return
    assert_exact(lambda x: mp_lhs_binomial(k, eps, x), rhs, got)


def test_right_side_decided_exactly_near_zero() -> None:
    """R = 1 − (1 − δ_g)/(1 − δ) is 2.2e-16 here: too close to 0 for floats, decided with fractions."""
    dg = 0.5000000000000001
    got = optimal([0.25], [0.5], dg).epsilon
    rhs = mp_rhs([0.5], dg)
    assert 0 < rhs < 1e-15
    assert_exact(lambda x: mp_lhs_subsets([0.25], x), rhs, got)
    assert optimal([0.25], [0.5], 0.4999999999999999).epsilon == math.inf


def test_homogeneous_is_fast() -> None:
    optimal_homogeneous(10_000, 0.01, 0.0, 1e-6)
    t0 = time.perf_counter()
    for _ in range(10):
        optimal_homogeneous(10_000, 0.01, 0.0, 1e-6)
    assert (time.perf_counter() - t0) / 10 < 0.05  # about 1 ms on the reference machine


# ----------------------------------------------------------------------------------------------
# bounded work at large k


@pytest.mark.parametrize(
    ("k", "eps", "dg", "truth"),
    # the least ε_g by the binomial recurrence at 40 digits, summed over every atom within 14
    # (at ε = 5, 40) standard deviations of the mode, the rest far below R·e^{−90}
    [(10**9, 5.0, 0.5, "4933071489.69905334584"),
     (10**9, 0.1, 0.5, "4995836.499116173322802"),
     (10**9, 1e-4, 1e-6, "19.42365639466996519828")],
)
def test_a_billion_mechanisms_in_bounded_memory_and_time(k: int, eps: float, dg: float, truth: str) -> None:
    """The issue's rows needed more than 11.8 GB (ε = 5) and peaked at 5.8 GB (ε = 0.1): the
    atoms below the mode were all taken whenever the root fell below the window's first loss."""
    tracemalloc.start()
    t0 = time.perf_counter()
    try:
        got = optimal_homogeneous(k, eps, 0.0, dg).epsilon
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert time.perf_counter() - t0 < 10  # about 0.5 s on the reference machine
    assert peak < 2**30
    with mpmath.workdps(DPS):
        ref = mpmath.mpf(truth)
        assert ref <= mp(got) <= ref * (1 + mpmath.mpf(REL))


@settings(max_examples=15, deadline=None)
@given(st.integers(5000, 20000), st.floats(1e-3, 2.0), st.floats(1e-30, 0.9), st.sampled_from([16, 64, 256]))
def test_blocks_are_an_upper_bound(k: int, eps: float, dg: float, atoms: int) -> None:
    """The block path (forced here with windows of 16 to 256 atoms, so blocks of hundreds) satisfies
    the exact condition, i.e. is never below the optimal ε_g, and is never worse than basic
    composition. Forced this coarse it may be loose (1.9× at 16 atoms, k = 5000, ε = 1/32,
    δ_g = 1/2); at the real window of 2¹⁷ atoms the tests above pin it to 1e-11."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(module, "_WINDOW_ATOMS", atoms)
        mp.setattr(module, "_FINE_ATOMS", atoms)
        got = optimal_homogeneous(k, eps, 0.0, dg).epsilon
    exact = optimal_homogeneous(k, eps, 0.0, dg).epsilon
    rhs = mp_rhs([0.0], dg)
    assert mp_lhs_binomial(k, eps, got) <= rhs
    assert exact * (1 - 1e-12) <= got <= k * eps  # (the default path rounds up too)


def test_a_grid_too_fine_is_refused_not_run() -> None:
    """2²⁵ + 0.9·2²⁵ grid steps took 4.4 GB and over a minute; now refused by name."""
    with pytest.raises(InvalidArgument, match="grid"):
        optimal([1.0, 0.9], None, 1e-6, grid=2**-25)
    with pytest.raises(InvalidArgument, match="grid"):
        optimal([0.5] * 1000 + [0.3], None, 1e-6, grid=2**-14)  # 8·10⁶ steps, 8·10⁹ additions


def test_a_grid_past_the_float_range_is_the_widest_and_one_below_it_is_too_fine() -> None:
    """Any grid is sound: ε_i rounded up to one step of a huge grid compose to at most the basic
    sum, which ``optimal`` never exceeds. Past the float range (10⁴⁰⁰) the grid is the widest float;
    below its bottom it is refused as too fine, by name, not with an OverflowError."""
    eps = [0.1, 0.2, 0.3]
    exact = F(0.1) + F(0.2) + F(0.3)
    basic = float(exact) if F(float(exact)) >= exact else math.nextafter(float(exact), math.inf)
    for grid in (10**400, F(10**400, 3), 1e300, 1.7976931348623157e308):
        got = optimal(eps, None, 1e-3, grid=grid)
        assert got == EpsDelta(basic, 1e-3) and got.epsilon >= optimal(eps, None, 1e-3).epsilon
    for grid in (5e-324, F(1, 10**400), 1e-300):
        with pytest.raises(InvalidArgument, match="^grid=.* is too fine"):
            optimal(eps, None, 1e-3, grid=grid)


@pytest.mark.parametrize(("k", "eps"), [(4097, 700.0), (10**6, 1e300), (2**53, 700.0)])
def test_no_spread_at_large_epsilon(k: int, eps: float) -> None:
    """``e^{−ε}`` underflows, so the binomial's spread is 0 and the top atom holds all the mass but
    ``k·e^{−ε}``: ε_g is ``kε`` up to far less than an ulp (the window must still move)."""
    t0 = time.perf_counter()
    got = optimal_homogeneous(k, eps, 0.0, 5e-324).epsilon
    assert time.perf_counter() - t0 < 1
    assert F(got) >= k * F(eps) and got == pytest.approx(k * eps, rel=1e-15)


def test_the_largest_binomial_count_is_fast() -> None:
    """k = 2⁵³ at ε = 5: blocks whose losses are 10⁵ apart are summed one step at a time (one
    segment per block took 9 s); the value lies below the Kairouz–Oh–Viswanath bound."""
    t0 = time.perf_counter()
    got = optimal_homogeneous(2**53, 5.0, 0.0, 1e-6).epsilon
    assert time.perf_counter() - t0 < 5
    with mpmath.workdps(DPS):
        assert mp(got) < _kairouz_mp(2**53, 5.0, 1e-6)


@settings(max_examples=40)
@given(st.lists(st.floats(-1e17, 1e17) | st.floats(-800.0, 50.0) | st.just(-math.inf), min_size=1, max_size=40),
       st.booleans())
def test_prefix_sums_one_step_at_a_time_bound_their_error(xs: list[float], growing: bool) -> None:
    """``ln Σ_{a≤m} e^{x_a}`` by ``logaddexp`` steps lies within its stated error of 50 digits."""
    lx = np.array(sorted(xs) if growing else xs)
    with np.errstate(all="ignore"):
        out, err = module._log_prefix_steps(lx)
    with mpmath.workdps(DPS):
        acc = mpmath.mpf(0)
        for x, o, e in zip(lx.tolist(), out.tolist(), err.tolist(), strict=True):
            acc += mpmath.exp(mp(x)) if x > -math.inf else 0
            if acc == 0:
                assert o == -math.inf
            else:
                assert abs(mpmath.log(acc) - mp(o)) <= mp(e)


def test_zero_right_side_at_a_billion_is_basic_at_once() -> None:
    """R = 0 (δ_g = 0, pure children): ε_g = kε with no atoms (it built all 5·10⁸ of them)."""
    got = optimal_homogeneous(10**9, 1e-4, 0.0, 0.0).epsilon
    assert F(got) >= 10**9 * F(1e-4) and got == pytest.approx(1e5, rel=1e-15)


def _kairouz_mp(k: int, eps: float, dg: float) -> Mp:
    """Kairouz–Oh–Viswanath 2015 Thm 3.4 (third form, δ = 0): kε·tanh(ε/2) + ε·√(2k·ln(1/δ_g))."""
    e = mp(eps)
    return k * e * mpmath.tanh(e / 2) + e * mpmath.sqrt(2 * k * mpmath.log(1 / mp(dg)))


@pytest.mark.parametrize(("k", "eps"), [(2**53 + 1, 1e-7), (10**20, 1e-9), (10**400, 1e-200), (10**400, 0.5)],
                         ids=["2**53+1", "1e20", "1e400-tiny", "1e400"])
def test_counts_past_2_to_the_53_take_the_kairouz_bound(k: int, eps: float) -> None:
    """A count past 2⁵³ is not a float (float(k) may round it down, and overflows past 1.8e308):
    such counts get the closed form, an upper bound of the optimal ε_g, rounded up."""
    got = optimal_homogeneous(k, eps, 0.0, 1e-6).epsilon
    if k * F(eps) > 2**1024:
        assert got == math.inf
    else:
        with mpmath.workdps(DPS):
            bound = _kairouz_mp(k, eps, 1e-6)
            assert bound <= mp(got) <= bound * (1 + mpmath.mpf(1e-12))
    assert got >= optimal_homogeneous(2**53, eps, 0.0, 1e-6).epsilon  # ε_g grows with k


def test_counts_past_the_float_range_with_deltas() -> None:
    """(1 − δ)^k for k = 10⁴⁰⁰ (OverflowError before): R < 0, so no ε reaches δ_g."""
    assert optimal_homogeneous(10**400, 1e-100, 1e-300, 0.5).epsilon == math.inf
    assert optimal_homogeneous(10**400, 0.0, 0.0, 0.5).epsilon == 0.0


def test_fractions_round_toward_the_weaker_guarantee() -> None:
    got = optimal_homogeneous(50, F(1, 10), F(0), F(1, 100_000))
    assert got.delta <= F(1, 100_000)
    assert got.epsilon >= optimal_homogeneous(50, 0.1, 0.0, 1e-5).epsilon * (1 - 1e-12)


# ----------------------------------------------------------------------------------------------
# invalid arguments


NAN, INF = math.nan, math.inf

BAD: list[tuple[str, Callable[[], object], str]] = [
    ("epsilons empty", lambda: optimal([], None, 1e-6), "epsilons=[] is empty"),
    ("epsilons str", lambda: optimal("0.1", None, 1e-6), "epsilons='0.1' must be a sequence"),  # type: ignore[arg-type]
    ("epsilons not iterable", lambda: optimal(0.1, None, 1e-6), "epsilons=0.1 must be a sequence"),  # type: ignore[arg-type]
    ("epsilon nan", lambda: optimal([0.1, NAN], None, 1e-6), "epsilons[1]=nan"),
    ("epsilon negative", lambda: optimal([-0.1], None, 1e-6), "epsilons[0]=-0.1 must be >= 0"),
    ("epsilon inf", lambda: optimal([INF], None, 1e-6), "epsilons[0]=inf"),
    ("deltas length", lambda: optimal([0.1, 0.2], [0.0], 1e-6), "deltas has 1 entries but epsilons has 2"),
    ("delta > 1", lambda: optimal([0.1], [1.5], 1e-6), "deltas[0]=1.5 must be a probability"),
    ("delta nan", lambda: optimal([0.1], [NAN], 1e-6), "deltas[0]=nan must be a probability"),
    ("delta_g > 1", lambda: optimal([0.1], None, 2.0), "delta_g=2.0 must be a probability"),
    ("delta_g negative", lambda: optimal([0.1], None, -1e-6), "delta_g=-1e-06 must be a probability"),
    ("delta_g nan", lambda: optimal([0.1], None, NAN), "delta_g=nan must be a probability"),
    ("grid zero", lambda: optimal([0.1], None, 1e-6, grid=0.0), "grid=0.0 must be a finite width > 0"),
    ("grid inf", lambda: optimal([0.1], None, 1e-6, grid=INF), "grid=inf must be a finite width > 0"),
    ("grid too fine", lambda: optimal([1.0] * 3, None, 1e-6, grid=1e-9), "is too fine"),
    ("k zero", lambda: optimal_homogeneous(0, 0.1, 0.0, 1e-6), "k=0 must be a positive int"),
    ("k float", lambda: optimal_homogeneous(2.5, 0.1, 0.0, 1e-6), "k=2.5 must be a positive int"),  # type: ignore[arg-type]
    ("k bool", lambda: optimal_homogeneous(True, 0.1, 0.0, 1e-6), "k=True must be a positive int"),
    ("hom epsilon inf", lambda: optimal_homogeneous(3, INF, 0.0, 1e-6), "epsilon=inf"),
    ("hom epsilon nan", lambda: optimal_homogeneous(3, NAN, 0.0, 1e-6), "epsilon=nan"),
    ("hom delta > 1", lambda: optimal_homogeneous(3, 0.1, 1.1, 1e-6), "delta=1.1 must be a probability"),
    ("hom delta_g nan", lambda: optimal_homogeneous(3, 0.1, 0.0, NAN), "delta_g=nan"),
    ("count epsilon zero", lambda: optimal_admitted_count(0.0, 1.0, 1e-6), "epsilon=0 admits every count"),
    ("count epsilon negative", lambda: optimal_admitted_count(-0.1, 1.0, 1e-6), "epsilon=-0.1 must be >= 0"),
    ("count budget inf", lambda: optimal_admitted_count(0.1, INF, 1e-6), "budget_epsilon=inf"),
    ("count budget nan", lambda: optimal_admitted_count(0.1, NAN, 1e-6), "budget_epsilon=nan"),
    ("count delta_g one", lambda: optimal_admitted_count(0.1, 1.0, 1.0), "delta_g=1 admits every count"),
    ("count too many", lambda: optimal_admitted_count(1e-5, 10.0, 1e-6), "admits more than 16777216"),
]


@pytest.mark.parametrize(("call", "match"), [(c, m) for _, c, m in BAD], ids=[b[0] for b in BAD])
def test_bad_input_raises_naming_the_argument(call: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=re.escape(match)):
        call()


@settings(max_examples=40)
@given(st.lists(st.floats(0.0, 4.0), min_size=2, max_size=6), st.floats(1e-12, 0.5), st.floats(0.0, 1e-4))
def test_scalar_and_vector_paths_agree(eps: list[float], dg: float, d: float) -> None:
    """Few atoms take a scalar path; the vectorised one must give the same bound (both ≥ exact)."""
    small = optimal(eps, [d] * len(eps), dg).epsilon
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(module, "_SMALL_ATOMS", 0)
        vector = optimal(eps, [d] * len(eps), dg).epsilon
    assert small == vector or abs(float(small) - float(vector)) <= 1e-11 * max(1.0, abs(float(vector)))

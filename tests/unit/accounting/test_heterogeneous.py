"""The certified interval of optimal composition for many distinct ε (accounting.heterogeneous).

The truth is the Murtagh–Vadhan condition evaluated at 50 digits over all subsets
(``mp_lhs_subsets``), never the library's code path: ``upper`` is never below it
(``lhs(upper) ≤ R``) and ``lower`` never above it (``lhs(lower) ≥ R``, or ``lower = 0``).
"""

from __future__ import annotations

import importlib
import math
import random
from collections import Counter
from typing import Any

import mpmath
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combinators.accounting import optimal, optimal_interval
from combinators.accounting.heterogeneous import _lambda_up
from combinators.errors import InvalidArgument
from tests.reference_mp import mp
from tests.unit.accounting.test_optimal_composition import mp_lhs_subsets, mp_rhs

module = importlib.import_module("combinators.accounting.optimal_composition")


def grid_interval(eps: list[float], deltas: list[float], dg: float, tol: float) -> tuple[float, float]:
    """Both ends from the loss grid (the exact path's upper end left out), at the grid ``tol`` picks."""
    groups = sorted(Counter(e for e in eps if e > 0).items())
    counted = sorted(Counter(deltas).items())
    lr = module._log_rhs(counted, dg)
    out: tuple[float, float] = module._bracket(groups, lr, module._rhs_up(counted, dg), module.fsum_up(eps), tol)
    return out


def assert_contains(eps: list[float], deltas: list[float], dg: float, lower: float, upper: float) -> None:
    rhs = mp_rhs(deltas, dg)
    if rhs < 0:
        assert lower == upper == math.inf
        return
    assert lower <= upper
    assert mp_lhs_subsets(eps, upper) <= rhs, f"upper={upper!r} is below the exact optimal epsilon"
    assert lower == 0 or mp_lhs_subsets(eps, lower) >= rhs, f"lower={lower!r} is above the exact optimal epsilon"


# the seed-004 rows (Murtagh–Vadhan 2016 §5.4 values 1.0902640 and 1.0941668)
@pytest.mark.parametrize(("deltas", "printed"), [([0.0] * 4, 1.0902640), ([1e-4] * 4, 1.0941668)])
@pytest.mark.parametrize("tol", [1.0, 0.1, 0.01, 1e-4])
def test_the_grid_interval_holds_the_seed_004_values(deltas: list[float], printed: float, tol: float) -> None:
    eps = [0.1, 0.2, 0.3, 0.5]
    lower, upper = grid_interval(eps, deltas, 1e-3, tol)
    assert lower <= printed + 1e-7 and printed - 1e-7 <= upper
    assert upper - lower <= tol
    assert_contains(eps, deltas, 1e-3, lower, upper)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.floats(1e-3, 2.0), min_size=1, max_size=8), st.floats(1e-9, 0.5), st.floats(0.0, 1e-3),
       st.sampled_from([2.0, 0.5, 0.05, 0.005]))
def test_the_grid_interval_contains_the_truth(eps: list[float], dg: float, d: float, tol: float) -> None:
    """Both ends of the grid bracket, at coarse and fine grids, against the 50-digit subset sum."""
    deltas = [d] * len(eps)
    lower, upper = grid_interval(eps, deltas, dg, tol)
    assert_contains(eps, deltas, dg, lower, upper)


@settings(max_examples=15, deadline=None)
@given(st.lists(st.floats(0.0, 1.5), min_size=1, max_size=12), st.floats(1e-9, 0.5))
def test_optimal_interval_contains_the_truth_up_to_twelve_distinct(eps: list[float], dg: float) -> None:
    deltas = [0.0] * len(eps)
    lower, upper = optimal_interval(eps, None, dg)
    assert upper == optimal(eps, None, dg).epsilon
    assert_contains(eps, deltas, dg, lower, upper)


@settings(max_examples=200, deadline=None)
@given(st.floats(1e-4, 3.0), st.sampled_from([2.0**-4, 2.0**-7, 2.0**-10, 2.0**-14]), st.floats(0.0, 1.0))
def test_the_mixture_dominates_randomized_response(eps: float, h: float, where: float) -> None:
    """``λ·δ_b(x) + (1 − λ)·δ_a(x) ≥ δ_ε(x)`` at the kinks and between them (x ≥ 1 and x < 1)."""
    a = math.floor(eps / h) * h
    b = a + h
    lam = _lambda_up(eps, a, h)
    assert 0 <= lam <= 1
    with mpmath.workdps(50):

        def hs(e: float, x: Any) -> Any:
            p = 1 / (1 + mpmath.exp(-mp(e)))
            q = 1 - p
            return max(mpmath.mpf(0), p - x * q) + max(mpmath.mpf(0), q - x * p)

        xs = [mpmath.mpf(1), mpmath.exp(mp(a)), mpmath.exp(mp(eps)), mpmath.exp(mp(b)),
              mpmath.exp(mp(a) + mp(where) * mp(h)), mpmath.exp(mp(where) * mp(a))]
        for x in xs + [1 / x for x in xs]:
            mix = mp(lam) * hs(b, x) + (1 - mp(lam)) * hs(a, x)
            assert mix >= hs(eps, x) - mpmath.mpf(10) ** -40, (eps, h, float(x))  # equal at e^{±b}: 50-digit noise


def _thousand() -> list[float]:
    rng = random.Random(4)
    return [rng.uniform(0.005, 0.015) for _ in range(1000)]


def test_a_thousand_distinct_epsilons_are_within_a_hundredth_of_the_truth() -> None:
    """The default path's value is the upper end of an interval at most 0.01 wide (it was 0.071
    above the truth, an ε-grid rounding each ε_i up by ~5%)."""
    eps = _thousand()
    got = optimal(eps, None, 1e-6).epsilon
    lower, upper = optimal_interval(eps, None, 1e-6)
    assert got == upper
    assert upper - lower <= 0.01
    # independently, the ε-grid of `optimal(grid=h)` brackets the truth: each ε_i rounded down to
    # h·ℕ composes exactly to a value below it, each rounded up to one above it
    h = 2.0**-14
    below = optimal([math.floor(e / h) * h for e in eps], None, 1e-6, grid=h).epsilon - 1e-9
    above = optimal(eps, None, 1e-6, grid=h).epsilon
    assert 1.435 < below < above < 1.445
    assert below <= lower <= above and below <= upper <= below + 0.01  # within 0.01 of the truth
    # a finer interval: the truth lies in [1.43998, 1.44040]; both ends agree with it
    fine_lower, fine_upper = optimal_interval(eps, None, 1e-6, tolerance=0.001)
    assert lower <= fine_upper and fine_lower <= upper
    assert fine_upper - fine_lower <= 0.001
    assert upper - fine_lower <= 0.01


def test_the_interval_of_edge_cases() -> None:
    assert optimal_interval([0.5, 0.25], [0.5, 0.5], 0.01) == (math.inf, math.inf)  # no ε reaches δ_g
    assert optimal_interval([0.0, 0.0], None, 1e-6) == (0.0, 0.0)
    assert optimal_interval([0.5, 0.25], None, 1.0) == (0.0, 0.0)
    lower, upper = optimal_interval([0.5, 0.25], None, 0.0)  # R = 0: the largest loss
    assert lower <= 0.75 <= upper and upper - lower < 1e-12


@pytest.mark.parametrize("tol", [0.0, -1.0, math.inf, math.nan])
def test_a_bad_tolerance_is_refused_by_name(tol: float) -> None:
    with pytest.raises(InvalidArgument, match="^tolerance="):
        optimal_interval([0.1, 0.2], None, 1e-6, tolerance=tol)

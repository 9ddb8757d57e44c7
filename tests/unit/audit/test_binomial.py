"""The binomial tails and Clopper–Pearson bounds of the sampled audit, against mpmath and exact sums.

The references are independent: mpmath's regularized incomplete beta at 40 digits, its bisection
for the quantiles, and the binomial sum itself (exact ``Fraction`` arithmetic for small ``n``,
50-digit mpmath terms for a small ``k`` at large ``n``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import mpmath
import pytest

from combinators.audit._binomial import binomial_cdf, binomial_sf, cp_lower, cp_upper

CASES = [(0, 10), (1, 10), (5, 10), (10, 10), (3, 40), (37, 40), (150, 400), (999, 1000)]


def _exact_sf(k: int, n: int, p: Fraction) -> Fraction:
    return sum((math.comb(n, j) * p**j * (1 - p) ** (n - j) for j in range(k, n + 1)), Fraction(0))


def _mp_root(f: Callable[[Any], Any], increasing: bool) -> float:
    lo, hi = mpmath.mpf(0), mpmath.mpf(1)
    for _ in range(64):
        mid = (lo + hi) / 2
        if (f(mid) < 0) == increasing:
            lo = mid
        else:
            hi = mid
    return float((lo + hi) / 2)


def _mp_cp(k: int, n: int, a: float) -> tuple[float, float]:
    """The exact Clopper–Pearson bounds: ``P_p(X ≥ k) = a`` and ``P_p(X ≤ k) = a``."""
    with mpmath.workdps(30):
        lo = 0.0 if k == 0 else _mp_root(
            lambda p: mpmath.betainc(k, n - k + 1, 0, p, regularized=True) - a, True)
        hi = 1.0 if k == n else _mp_root(
            lambda p: 1 - mpmath.betainc(k + 1, n - k, 0, p, regularized=True) - a, False)
    return lo, hi


@pytest.mark.parametrize(("k", "n"), [(0, 10), (3, 10), (10, 10), (7, 40), (39, 40), (120, 300)])
@pytest.mark.parametrize("p", [Fraction(1, 1000), Fraction(1, 3), Fraction(9, 10)])
def test_tails_match_the_exact_binomial_sum(k: int, n: int, p: Fraction) -> None:
    sf = _exact_sf(k, n, p)
    assert binomial_sf(k, n, float(p)) == pytest.approx(float(sf), rel=1e-11, abs=1e-300)
    assert binomial_cdf(k, n, float(p)) == pytest.approx(float(1 - _exact_sf(k + 1, n, p)), rel=1e-11, abs=1e-300)


@pytest.mark.parametrize(("k", "n"), CASES)
@pytest.mark.parametrize("alpha", [0.005, 0.05, 1e-9])
def test_clopper_pearson_bounds_are_outward_and_within_1e_minus_5_of_mpmath(k: int, n: int, alpha: float) -> None:
    lo, hi = cp_lower(k, n, alpha), cp_upper(k, n, alpha)
    mlo, mhi = _mp_cp(k, n, alpha)
    assert lo <= mlo and hi >= mhi  # never tighter than the exact bound
    assert mlo - lo <= 1e-5 * mlo  # the 1e-6 slack in the level, not more
    assert hi - mhi <= 1e-5 * mhi


@pytest.mark.parametrize(("k", "n"), [(0, 10**6), (3, 500_000), (10, 10**7), (50, 10**6)])
def test_bounds_at_large_n_keep_their_level(k: int, n: int) -> None:
    """A small k at large n, where mpmath's betainc is slow: the tail at the bound, summed term by
    term at 50 digits, is at most the level (so the bound is outward) and close to it."""
    alpha = 0.005
    with mpmath.workdps(50):
        def cdf(kk: int, p: float) -> float:
            pm = mpmath.mpf(p)
            return float(mpmath.fsum(mpmath.binomial(n, j) * pm**j * (1 - pm) ** (n - j) for j in range(kk + 1)))
        hi = cp_upper(k, n, alpha)
        assert alpha * (1 - 1e-5) <= cdf(k, hi) <= alpha
        if k > 0:
            lo = cp_lower(k, n, alpha)
            assert alpha * (1 - 1e-5) <= 1 - cdf(k - 1, lo) <= alpha


def test_the_ends_of_the_range() -> None:
    assert cp_lower(0, 50, 0.01) == 0.0 and cp_upper(50, 50, 0.01) == 1.0
    # k = n: P_p(X ≥ n) = p^n = a, so the lower bound is a^(1/n); k = 0 mirrors it
    assert cp_lower(50, 50, 0.01) <= 0.01 ** (1 / 50) <= cp_lower(50, 50, 0.01) * (1 + 1e-6)
    assert 1 - 0.01 ** (1 / 50) <= cp_upper(0, 50, 0.01) <= (1 - 0.01 ** (1 / 50)) * (1 + 1e-6)

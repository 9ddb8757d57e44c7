"""The doubling baseline of the accuracy-first benchmark against noise reduction (seed 001 §1, §10
item 13): what the filters charge for k attempts, and a smoke run of
benchmarks/bench_accuracy_first.py (the timed run is not part of the suite)."""

from __future__ import annotations

import importlib.util
from fractions import Fraction
from pathlib import Path
from types import ModuleType

import mpmath
import pytest

from combinators.measures import Epsilon


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    folder = Path(__file__).parents[3] / "benchmarks"
    with pytest.MonkeyPatch.context() as mp:
        mp.syspath_prepend(str(folder))  # as `python benchmarks/bench_accuracy_first.py` has it
        spec = importlib.util.spec_from_file_location("bench_accuracy_first", folder / "bench_accuracy_first.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    return module


def _geometric_sum(first: float, factor: int, k: int) -> Fraction:
    """``ρ_1·(c^k − 1)/(c − 1)``, exactly, for the float ``ρ_1``."""
    return Fraction(first) * (Fraction(factor) ** k - 1) / (factor - 1)


def _close_above(spent: float, exact: Fraction) -> bool:
    """``spent`` is the exact charge or a few ulps above it (never on the weak side)."""
    return exact <= Fraction(spent) <= exact * (1 + Fraction(1, 10**12))


@pytest.mark.parametrize(("factor", "k"), [(2, 16), (3, 7)])
def test_laplace_doubling_charges_all_k_attempts(bench: ModuleType, factor: int, k: int) -> None:
    # A count of 0 never stops: |y| ≥ 19.6·sd has probability e^(−19.6·√2) < 1e-12 per Laplace attempt,
    # so all k attempts run, each a fresh mechanism charged its own ε_j = ε_1·c^j.
    grid = tuple(Fraction(1, 10**4) * factor**j for j in range(k))
    ladder = bench.Ladder(tuple(float(e) for e in grid), bench.laplace_child, Epsilon, bench.LAPLACE_STOP, float)
    out = bench.laplace_doubling((0,), 0, ladder=ladder, budget=1e6)
    assert out.released == 0
    assert _close_above(out.spent, sum((Fraction(float(e)) for e in grid), Fraction(0)))
    assert out.spent == pytest.approx(float(_geometric_sum(1e-4, factor, k)), rel=1e-12)


@pytest.mark.parametrize(("factor", "k"), [(2, 24), (3, 9)])
def test_gaussian_doubling_charges_all_k_attempts(bench: ModuleType, factor: int, k: int) -> None:
    grid = tuple(1e-8 * factor**j for j in range(k))
    ladder = bench.Ladder(grid, bench.gaussian_child, bench.GAUSSIAN_LADDER.level, bench.BROWNIAN_STOP,
                          bench.GAUSSIAN_LADDER.parameter)
    out = bench.gaussian_doubling((0,), 0, ladder=ladder, budget=1e6)
    assert out.released == 0
    assert _close_above(out.spent, sum((Fraction(r) for r in grid), Fraction(0)))
    assert out.spent == pytest.approx(float(_geometric_sum(1e-8, factor, k)), rel=1e-12)


def test_doubling_stops_at_the_first_attempt_that_does_not_fit(bench: ModuleType) -> None:
    """At ε = 1, attempts 10^-4·2^j fit while 2^k − 1 ≤ 10^4: k = 13 (0.8191), and the 14th
    (total 1.6383) is refused, charging nothing."""
    out = bench.laplace_doubling((0,), 0)
    assert out.released == 0
    assert _close_above(out.spent, _geometric_sum(1e-4, 2, 13))


def test_a_large_count_stops_at_the_first_attempt(bench: ModuleType) -> None:
    # 10^5 against ε_1 = 1e-4: sd = √2·10^4, so 1.96·sd = 27,719 ≤ 0.1·|y| unless |y| < 277,186: the
    # first attempt rarely passes; at ε_5 = 3.2e-3 (sd 442) it passes unless the noise is below −91,000.
    out = bench.laplace_doubling((10**5,), 0)
    assert out.released == 1
    assert Fraction(out.spent) >= _geometric_sum(1e-4, 2, 1)
    assert out.spent <= float(_geometric_sum(1e-4, 2, 6))


def test_laplace_noise_reduction_charges_only_the_level_it_stops_at(bench: ModuleType) -> None:
    """A count of 0 never stops, so the round runs to the end of its grid, cut to ε_j ≤ 1: k = 14
    levels (1e-4·2^13 = 0.8192 ≤ 1 < 1e-4·2^14), charged ε_1·2^(k−1) = 0.8192 alone, where doubling
    pays 0.8191 for 13 attempts and cannot afford the 14th."""
    out = bench.laplace_noise_reduction_run((0,), 0)
    assert out.released == 0
    assert Fraction(out.spent) == Fraction(1e-4) * 2**13


def test_laplace_noise_reduction_charges_a_single_grid_level_when_it_stops(bench: ModuleType) -> None:
    out = bench.laplace_noise_reduction_run((10**5,), 0)
    assert out.released == 1
    levels = Fraction(out.spent) / Fraction(1e-4)
    assert levels.denominator == 1 and levels.numerator & (levels.numerator - 1) == 0  # ε_1·2^(k−1), a power of 2
    # 10^5 stops once 1.96·√2/ε ≤ ~10^4, at ε ≈ 2.8e-4 (k ≈ 3), far below the grid's top 0.8192 (its sup)
    assert levels <= 2**6


def test_brownian_noise_reduction_charges_the_linear_bound_at_its_last_time(bench: ModuleType) -> None:
    """A count of 0 never stops: the round runs to the last time t_j whose bound fits ε = 1 and is
    charged E_a(t_j) = 1/(2t) + a + ln(1/δ_n)/(2at) there alone, with δ_n = 1e-6/200 and a tuned at
    t_12: t_17, E = 0.92466… (t_18 would cost 1.77…)."""
    mpmath.mp.dps = 40
    log_inv = mpmath.log(mpmath.mpf(200) / mpmath.mpf(1e-6))
    times = [mpmath.mpf(1 / (2 * (1e-8 * 2**j))) for j in range(24)]  # the grid as the benchmark gives it
    a = mpmath.sqrt(log_inv / (2 * times[12]))
    bounds = [1 / (2 * t) + a + log_inv / (2 * a * t) for t in times]
    fits = [j for j in range(24) if bounds[j] <= 1]
    assert fits[-1] == 17 and bounds[18] > 1
    out = bench.brownian_noise_reduction_run((0,), 0)
    assert out.released == 0
    assert out.spent == pytest.approx(float(bounds[17]), rel=1e-12)


def test_the_benchmark_runs_on_a_few_counts(bench: ModuleType) -> None:
    data = bench.counts(300)
    assert data[:4] == (100000, 50000, 33333, 25000) and len(data) == 300
    outcomes = [run(data, 0) for run in bench.STRATEGIES]
    for o in outcomes:
        assert 0 < o.released < 300 and 0 <= o.accurate <= o.released and 0 < o.spent <= 1
    rows = bench.table(outcomes)
    assert len(rows) == 2 + len(outcomes) and rows[2].startswith("| (a) Laplace doubling | 0 |")
    a, b, c, d = (o.released for o in outcomes)
    assert b > a and d < c  # noise reduction beats doubling under a pure budget; Lemma 5.2 adds linearly
    assert bench.ratios(outcomes)[0].startswith(f"# (b)/(a) by seed: {b}/{a} = ")

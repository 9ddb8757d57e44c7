"""Monte Carlo validity, seeded and with power (δ' = 0.05, 10^5 paths): the seed-003 odometers and
the Thm 4 boundary are crossed with frequency at most δ' (+ 3 standard errors), while bounds that
are not valid are crossed measurably more often; and seed 001's zCDP-filter reference run.

Every bound comes from the library; numpy only simulates the privacy losses. The adversary picks
each ε_n from the outputs so far (a predictable choice), so this exercises fully adaptive
composition, not a fixed sequence.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction as F
from typing import Any, TypeAlias

import numpy as np
import pytest

from combinators.accounting.filter_rules import AdditiveAccumulator, additive_accumulator, rho_star, whitehouse_epsilon, y_star
from combinators.accounting.time_uniform import filter_odometer, linear_boundary, linear_boundary_delta
from combinators.accounting.time_uniform import mixture_odometer, rogers_baseline_odometer, stitched_odometer
from combinators.measures import ApproxZCDP, RhoDelta

Floats: TypeAlias = np.ndarray[Any, np.dtype[np.float64]]

DELTA = 0.05
PATHS = 100_000
STEPS = 400
LOW = 0.05
HIGH = 2 * LOW  # exactly twice in binary, so V_n = LOW²·(a + 4b) takes at most 4n + 1 values


def _limit(p: float = DELTA, n: int = PATHS) -> float:
    """δ plus three standard errors of a frequency with mean δ."""
    return p + 3 * math.sqrt(p * (1 - p) / n)


def _tabulate(bound: Callable[[F], float]) -> Floats:
    """``bound(V)`` for every ``V = LOW²·m``, ``m = 0..4·STEPS`` (exact V, as the odometers take it)."""
    unit = F(LOW) ** 2
    return np.array([bound(m * unit) for m in range(4 * STEPS + 1)])


def _crossing_frequencies(bounds: dict[str, Callable[[F], float]], seed: int) -> dict[str, float]:
    """Adaptive pure randomized response: ε_n = 0.1 while the running loss is ≥ 0, else 0.05.

    Under x (true bit 1) each ε_n-RR answer is correct with probability e^ε/(1 + e^ε) and adds
    +ε_n to the privacy loss, else −ε_n: a pure ε_n-DP, hence (ε_n, 0)-pDP, mechanism. Returns, for
    each bound, the frequency of ∃n ≤ STEPS: L_{1:n} > U_n.
    """
    tables = {name: _tabulate(b) for name, b in bounds.items()}
    rng = np.random.default_rng(seed)
    loss = np.zeros(PATHS)
    m = np.zeros(PATHS, dtype=np.int64)
    crossed = {name: np.zeros(PATHS, dtype=bool) for name in bounds}
    for _ in range(STEPS):
        ahead = loss >= 0
        eps = np.where(ahead, HIGH, LOW)
        correct = rng.random(PATHS) < 1 / (1 + np.exp(-eps))
        loss += np.where(correct, eps, -eps)
        m += np.where(ahead, 4, 1)
        for name, table in tables.items():
            crossed[name] |= loss > table[m]
    return {name: float(c.mean()) for name, c in crossed.items()}


def test_odometers_are_valid_for_adaptive_randomized_response() -> None:
    """Seed 003 AC 8: P(∃n: L_{1:n} > U_n) ≤ δ' for each Thm 3 odometer and the Lemma 3 baseline;
    the pointwise advanced-composition curve, "not a valid odometer" (Fig. 3b), is crossed more
    often than δ', which shows the test can see a violation."""
    ys = y_star(1.0, DELTA)
    freq = _crossing_frequencies(
        {
            "filter": lambda v: filter_odometer(v, DELTA, ys),
            "mixture": lambda v: mixture_odometer(v, DELTA, 0.1),
            "stitched": lambda v: stitched_odometer(v, DELTA, 0.05),
            "rogers baseline": lambda v: rogers_baseline_odometer(v, DELTA, 100),
            "pointwise curve (invalid)": lambda v: whitehouse_epsilon(v, DELTA),
        },
        seed=20240501,
    )
    for name in ("filter", "mixture", "stitched", "rogers baseline"):
        assert freq[name] <= _limit(), (name, freq)
    assert freq["filter"] > 0.01, freq  # tangent near where the walk is: the bound is nearly tight
    assert freq["pointwise curve (invalid)"] > _limit(), freq


def test_linear_boundary_on_an_adaptive_random_walk() -> None:
    """Seed 003 AC 9 (Thm 4): M_n = Σ ±σ_n with σ_n ∈ {0.05, 0.1} chosen from the sign of M; each
    step is σ_n²-subGaussian. With exp(−b²/(2a)) = δ the line is crossed with frequency ≤ δ;
    the same line with 0.8·b is crossed far more often (power)."""
    a = 0.5
    b = math.sqrt(2 * a * math.log(1 / DELTA))
    level = linear_boundary_delta(a, b)
    assert level == pytest.approx(DELTA, rel=1e-12)
    line = _tabulate(lambda v: linear_boundary(v, a, b))
    low_line = _tabulate(lambda v: linear_boundary(v, a, 0.8 * b))
    rng = np.random.default_rng(7)
    walk = np.zeros(PATHS)
    m = np.zeros(PATHS, dtype=np.int64)
    crossed = np.zeros(PATHS, dtype=bool)
    crossed_low = np.zeros(PATHS, dtype=bool)
    for _ in range(STEPS):
        ahead = walk >= 0
        sigma = np.where(ahead, HIGH, LOW)
        walk += np.where(rng.random(PATHS) < 0.5, sigma, -sigma)
        m += np.where(ahead, 4, 1)
        crossed |= walk >= line[m]
        crossed_low |= walk >= low_line[m]
    assert crossed.mean() <= _limit(level)
    assert crossed.mean() > 0.02  # the bound is nearly attained (Ville is tight for small steps)
    assert crossed_low.mean() > _limit(level)


def test_zcdp_filter_reference_run() -> None:
    """seed-001.md §10 item 5(c): ε = 1, δ'' = 0.05, so ρ* = 0.0718853320496111. The adversary asks
    ρ*/10 if the last noise was > 0, else ρ*/3 (also first), for Gaussian mechanisms with Δ = 1
    (σ² = 1/(2ρ)). The filter (approximate zCDP, budget (ρ*, 0)) halts at its first refusal.
    P(Σ_{n≤N} L_n > ε) must be ≤ δ''; the seed's own run of 2·10^5 paths gave 0.0052.

    The filter decisions come from the library's accumulator, memoised on the history of choices.
    Under x the privacy loss of one Gaussian release with noise η ~ N(0, 1/(2ρ)) is
    L = ((η + 1)² − η²)/(2σ²) = ρ·(2η + 1), i.e. N(ρ, 2ρ).
    """
    paths = 200_000
    rho = rho_star(1.0, DELTA)
    assert rho == pytest.approx(0.0718853320496111, rel=1e-14)
    budget = RhoDelta(rho, 0.0)
    requests = (RhoDelta(rho / 10, 0.0), RhoDelta(rho / 3, 0.0))  # index 0 after noise > 0
    rng = np.random.default_rng(11)
    loss = np.zeros(paths)
    last_positive = np.zeros(paths, dtype=bool)
    running = np.ones(paths, dtype=bool)
    node = np.zeros(paths, dtype=np.int64)  # which history each path is at (index into states)
    states = [additive_accumulator(ApproxZCDP())]
    steps = 0
    while running.any():
        choice = np.where(last_positive, 0, 1)
        key = node * 2 + choice
        admitted = np.zeros(paths, dtype=bool)
        next_states: list[AdditiveAccumulator[RhoDelta]] = []
        new_node = np.zeros(paths, dtype=np.int64)
        for k in np.unique(key[running]):
            parent, pick = divmod(int(k), 2)
            acc = states[parent]
            here = running & (key == k)
            if acc.admits(requests[pick], budget):
                admitted |= here
                new_node[here] = len(next_states)
                next_states.append(acc.add(requests[pick]))
        rho_n = np.where(choice == 0, rho / 10, rho / 3)
        eta = rng.normal(0.0, 1.0, paths) * np.sqrt(1 / (2 * rho_n))
        loss = np.where(admitted, loss + rho_n * (2 * eta + 1), loss)
        last_positive = np.where(admitted, eta > 0, last_positive)
        running, node, states = admitted, new_node, next_states
        steps += 1
    assert 3 <= steps <= 11
    freq = float((loss > 1.0).mean())
    print(f"zCDP filter reference run: {steps} rounds, violation frequency {freq}")
    assert freq <= _limit(DELTA, paths)
    se = math.sqrt(0.0052 * (1 - 0.0052) / paths)
    assert abs(freq - 0.0052) <= 4 * se * math.sqrt(2), freq  # two independent runs of 2·10^5

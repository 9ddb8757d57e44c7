"""Benchmark: accuracy-first counts — doubling against noise reduction, under one budget each.

Issue 13, "Benchmark" (the relative-error counts task of Rogers–Samorodnitsky–Wu–Ramdas 2023, §1).
The data is the vector of counts ``⌊10^5/i⌋``, i = 1 … 20,000; an analyst asks for them largest
first, each to a relative error of 0.1, and stops a count as soon as a released value ``y`` passes
``1.96·sd ≤ 0.1·|y|``, where ``sd`` is the standard deviation of the noise at the level just
released (public: it is the level's, not the data's). Each count is one query of sensitivity 1
(the filters' relation is ``sensitivity_relation(1)``: every statistic asked has sensitivity 1).
Four strategies, each under one filter, each moving on to the next count when a count stops and
ending when its filter no longer admits what the next count needs:

- **(a) Laplace doubling**: a fresh Laplace mechanism per attempt, ε_j = 10^-4·2^j (j < 16), every
  attempt charged to the library's pure filter at ε = 1 (``filtered(PureDP(), "additive",
  Epsilon(1))``); it ends when the next attempt does not fit.
- **(b) Laplace noise reduction** on the same grid, cut to the levels that fit the remaining
  budget, one round per count in the ex-post filter at (ε, δ) = (1, 0) (Rogers et al. 2023,
  Lemma 5.2), charged ε_T of the level T it stopped at.
- **(c) Gaussian doubling**: a fresh Gaussian mechanism per attempt, ρ_j = 10^-8·2^j zCDP (j < 24),
  under the zCDP filter of Rogers et al. 2023, Thm 2 (after Whitehouse et al. 2023) at ε = 1, δ = 0,
  δ'' = 1e-6: every attempt is charged, and the filter admits while Σρ ≤ ρ*(1, 1e-6) =
  (√(ln 10^6 + 1) − √(ln 10^6))² (``accounting.rho_star``); with δ = 0 the approximate-zCDP rule is
  the zCDP filter ``filtered(ZCDP(), "additive", Rho(ρ*))``.
- **(d) Brownian noise reduction** at t_j = 1/(2ρ_j) (the same variances as (c)), the ex-post
  filter at (1, 1e-6), the linear-boundary ex-post function with δ_n = 1e-6/200 and ``a`` tuned to
  the time the previous count stopped at (the first count: t_12), the grid cut to the times whose
  bound fits the remaining budget.

A count whose grid (or doubling ladder) runs out before its stop fires is not released, and the
strategy ends there: the counts only get smaller, so the next one needs a finer level still.

Reported per strategy and seed: the counts released, the share of them within 0.1 of the truth,
the budget spent (what the filter charged), and the wall time.

Doubling pays every attempt, ρ_1(c^k − 1)/(c − 1) for k attempts with factor c; noise reduction
pays only the level it stops at, ρ_1·c^(k−1) (Rogers et al. 2023, §1, Lemma 4.1). With c = 2 the
charge of a count halves, so under a pure budget spent linearly (Σ_i ε_i with ε_i ∝ i) the number of
counts grows by √2. The zCDP filter composes Gaussian attempts under a square root (ρ adds, and
ε ≈ 2√(ρ·ln(1/δ''))), while the ex-post filter of Lemma 5.2 adds each Brownian round's ex-post
bound ε linearly; so (d) releases fewer counts than (c), the gap the paper's unified Brownian +
zCDP filter (its §6) closes.

Run: ``python benchmarks/bench_accuracy_first.py [--seeds 0 1 2]`` (a few seconds per strategy).
"""

from __future__ import annotations

import argparse
import datetime
import math
import platform
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any, Final, final

import attrs
import numpy as np

from _versions import installed
from combinators.accounting import rho_star
from combinators.composition.filters import STATUS, FilterStatus, Query, Spawn, Spawned, filtered
from combinators.errors import BudgetExceeded
from combinators.machines import Mechanism, NoninteractiveMechanism, certify_machine, open_session
from combinators.measures import ZCDP, Epsilon, PureDP, Rho
from combinators.measures.conversions import bun_steinke_epsilon
from combinators.primitives import gaussian, laplace, sensitivity_relation
from combinators.prob import Coins

TOP: Final = 10**5
N_COUNTS: Final = 20_000
ALPHA: Final = 0.1  # the target relative error
Z: Final = 1.96  # the stop: Z·sd ≤ ALPHA·|y|
EPSILON: Final = 1.0
DELTA_PP: Final = 1e-6  # δ'' of the zCDP filter
DELTA: Final = 1e-6  # δ of the Brownian ex-post filter
ROUNDS: Final = 200  # δ_n = DELTA/ROUNDS for each Brownian round
LAPLACE_GRID: Final = tuple(1e-4 * 2**j for j in range(16))
RHO_GRID: Final = tuple(1e-8 * 2**j for j in range(24))
FIRST_TUNING: Final = 12  # (d): the first count's linear boundary is tuned at t_12
RELATION: Final = sensitivity_relation(1)


def counts(n: int = N_COUNTS) -> tuple[int, ...]:
    """The data: ``⌊10^5/i⌋`` for i = 1 … n, largest first."""
    return tuple(TOP // i for i in range(1, n + 1))


def stops(y: float, sd: float) -> bool:
    """The relative-error stop: ``1.96·sd ≤ 0.1·|y|`` (only the release and the level's public sd)."""
    return Z * sd <= ALPHA * abs(y)


@final
@attrs.frozen
class OnCount(NoninteractiveMechanism[Sequence[int], float]):
    """A scalar noise machine run on one count of the data: ``inner.release(data[index])``."""

    index: int
    inner: NoninteractiveMechanism[float, float]

    def release(self, data: Sequence[int], coins: Coins, /) -> float:
        return self.inner.release(float(data[self.index]), coins)


def on_count(index: int, m: Mechanism[float, Any, object, float, Any]) -> Mechanism[Sequence[int], Any, object, float, Any]:
    """``m`` run on count ``index``, certified as ``m`` is: a count has sensitivity 1, which is the
    caller's word here as for every statistic (``sensitivity_relation``), so the certificate is
    asserted and the filters take it with ``trust_asserted=True``."""
    inner: Any = m.machine
    return certify_machine(OnCount(index, inner), m.measure, m.level, m.certificate.relation,
                           justification="one count has sensitivity 1; the noise is the library's proved primitive")


@attrs.frozen
class Outcome:
    """One strategy's run on one seed: ``spent`` is what its filter charged, in the filter's own
    unit (ε, or ρ for the zCDP filter), and ``spent_text`` says which."""

    strategy: str
    seed: int
    released: int
    accurate: int
    spent: float
    spent_text: str
    seconds: float

    @property
    def share(self) -> float:
        return self.accurate / self.released if self.released else math.nan


@attrs.frozen
class Ladder:
    """A doubling strategy: the levels tried in turn, the child at a level, and its public sd."""

    grid: tuple[float, ...]
    child: Callable[[int, float], Mechanism[Sequence[int], Any, object, float, Any]]
    level: Callable[[float], object]
    sd: Callable[[Mechanism[Sequence[int], Any, object, float, Any]], float]


def doubling(data: Sequence[int], session: Any, ladder: Ladder) -> tuple[int, int]:
    """Ask the counts in turn, each by fresh attempts up the ladder, every attempt spawned (so
    charged) in ``session``'s filter, until an attempt is refused or a ladder runs out.

    Returns the counts released and how many of them were within ``ALPHA`` of the truth.
    """
    released = accurate = 0
    for i, truth in enumerate(data):
        for p in ladder.grid:
            child = ladder.child(i, p)
            try:
                spawned = session.ask(Spawn(child, ladder.level(p)))
            except BudgetExceeded:
                return released, accurate
            assert type(spawned) is Spawned
            y = session.ask(Query(spawned.index, None))
            if stops(y, ladder.sd(child)):
                released += 1
                accurate += abs(y - truth) <= ALPHA * truth
                break
        else:
            return released, accurate
    return released, accurate


def laplace_child(i: int, eps: float) -> Mechanism[Sequence[int], Any, object, float, Any]:
    return on_count(i, laplace(epsilon=eps))


def gaussian_child(i: int, rho: float) -> Mechanism[Sequence[int], Any, object, float, Any]:
    return on_count(i, gaussian(rho=rho))


LAPLACE_LADDER: Final = Ladder(LAPLACE_GRID, laplace_child, Epsilon, lambda m: math.sqrt(2) * m.machine.inner.scale)
GAUSSIAN_LADDER: Final = Ladder(RHO_GRID, gaussian_child, Rho, lambda m: m.machine.inner.sigma)


def _run_doubling(f: Any, data: Sequence[int], seed: int, ladder: Ladder) -> tuple[int, int, Any, float]:
    """``doubling`` in a session of the filter ``f``: the counts released, the accurate ones, what
    the filter spent (its ``STATUS``) and the seconds taken."""
    t0 = time.perf_counter()
    s = open_session(f, data, seed=seed)
    released, accurate = doubling(data, s, ladder)
    seconds = time.perf_counter() - t0
    status: FilterStatus[Any] = s.ask(STATUS)
    return released, accurate, status.spent, seconds


def laplace_doubling(data: Sequence[int], seed: int, *, ladder: Ladder = LAPLACE_LADDER,
                     budget: float = EPSILON) -> Outcome:
    """(a): Laplace doubling under the pure filter at ε = ``budget``."""
    f = filtered(PureDP(), "additive", Epsilon(budget), relation=RELATION, trust_asserted=True)
    released, accurate, spent, seconds = _run_doubling(f, data, seed, ladder)
    eps = spent.epsilon
    return Outcome("(a) Laplace doubling", seed, released, accurate, eps, f"ε = {eps:.4f}", seconds)


def gaussian_doubling(data: Sequence[int], seed: int, *, ladder: Ladder = GAUSSIAN_LADDER,
                      budget: float | None = None) -> Outcome:
    """(c): Gaussian doubling under the zCDP filter at ρ = ``budget``, by default ρ*(ε = 1,
    δ'' = 1e-6) (Rogers et al. 2023, Thm 2 with δ = 0)."""
    rho_budget = rho_star(EPSILON, DELTA_PP) if budget is None else budget
    f = filtered(ZCDP(), "additive", Rho(rho_budget), relation=RELATION, trust_asserted=True)
    released, accurate, spent, seconds = _run_doubling(f, data, seed, ladder)
    rho = spent.rho
    eps = bun_steinke_epsilon(rho, -math.log(DELTA_PP))
    return Outcome("(c) Gaussian doubling", seed, released, accurate, rho,
                   f"ρ = {rho:.6f} (ε = {eps:.4f} at δ'' = 1e-6)", seconds)


STRATEGIES: Final[tuple[Callable[[Sequence[int], int], Outcome], ...]] = (laplace_doubling, gaussian_doubling)


def table(outcomes: Sequence[Outcome]) -> list[str]:
    """The markdown rows of ``outcomes``."""
    rows = ["| strategy | seed | counts released | within 0.1 of the truth | budget spent | time (s) |",
            "|---|---|---|---|---|---|"]
    for o in outcomes:
        rows.append(f"| {o.strategy} | {o.seed} | {o.released} | {o.share:.3f} | {o.spent_text} | {o.seconds:.2f} |")
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2], help="the seeds of the coins")
    args = parser.parse_args(argv)
    data = counts()
    print(f"# bench_accuracy_first {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, "
          f"Python {platform.python_version()}, numpy {np.__version__}, combinators {installed('combinators')}, "
          f"{platform.machine()} {platform.system()}")
    print(f"# counts ⌊10^5/i⌋, i = 1…{len(data)}, largest first; stop at {Z}·sd ≤ {ALPHA}·|y|")
    outcomes = []
    for run in STRATEGIES:
        for seed in args.seeds:
            outcomes.append(run(data, seed))
    for row in table(outcomes):
        print(row)
    sys.stdout.flush()


if __name__ == "__main__":
    main()

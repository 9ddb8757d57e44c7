"""Benchmark: accuracy-first counts — doubling against noise reduction, under one budget each.

Issue 13, "Benchmark" (the relative-error counts task of Rogers–Samorodnitsky–Wu–Ramdas 2023, §1).
The data is the vector of counts ``⌊10^5/i⌋``, i = 1 … 20,000; an analyst asks for them largest
first, each to a relative error of 0.1, and stops a count as soon as a released value ``y`` passes
``1.96·sd ≤ 0.1·|y|``, where ``sd`` is the standard deviation of the noise at the level just
released (public: it is the level's, not the data's): ``relative_error_stop(0.1, …)`` of
``combinators.expost``, for all four strategies (a doubling attempt shows it its one
release). Each count is one query of sensitivity 1, so every filter is stated for
``sensitivity_relation(1)``. A round is the library's mechanism on a real value, run on one count
by ``OnCount``; that the count has sensitivity 1 is the caller's word (``certify_machine``,
``expost_mechanism``), so the filters are built with ``trust_asserted=True``. (A noise-reduction
factory given a ``statistic`` states its certificate for that statistic's own relation, which a
filter over many different counts cannot share.) Four strategies, each under one filter, each moving on to the next count when a count stops and
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
  (√(ln 10^6 + 1) − √(ln 10^6))² (``accounting.rho_star``): the library's approximate-zCDP filter
  ``filtered(ApproxZCDP(), "additive", RhoDelta(ρ*, 0), sequential=True)``, each ρ-zCDP attempt
  stated as (ρ, 0)-approximate zCDP.
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
from combinators.expost import (ExPostMechanism, Round, brownian_linear_boundary, brownian_noise_reduction,
                                expost_filter, expost_mechanism, laplace_noise_reduction, relative_error_stop)
from combinators.machines import Mechanism, NoninteractiveMechanism, certify_machine, open_session
from combinators.measures import ApproxZCDP, EpsDelta, Epsilon, PureDP, RhoDelta
from combinators.measures.conversions import bun_steinke_epsilon, zcdp_to_approx_zcdp
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
TIME_GRID: Final = tuple(1 / (2 * r) for r in RHO_GRID)  # (d): variance 1/(2ρ_j), the same noise as (c)
FIRST_TUNING: Final = 12  # (d): the first count's linear boundary is tuned at t_12
RELATION: Final = sensitivity_relation(1)


def counts(n: int = N_COUNTS) -> tuple[int, ...]:
    """The data: ``⌊10^5/i⌋`` for i = 1 … n, largest first."""
    return tuple(TOP // i for i in range(1, n + 1))


@final
@attrs.frozen
class OnCount(NoninteractiveMechanism[Sequence[int], Any]):
    """A machine on a real value run on one count of the data: ``inner.release(data[index])``, its
    release unchanged (so an ex-post function reads the inner machine's own release)."""

    index: int
    inner: NoninteractiveMechanism[float, Any]

    def release(self, data: Sequence[int], coins: Coins, /) -> Any:
        return self.inner.release(float(data[self.index]), coins)


def on_count(index: int, m: Mechanism[float, Any, object, float, Any], *, approx_zcdp: bool = False
             ) -> Mechanism[Sequence[int], Any, object, float, Any]:
    """``m`` run on count ``index``, certified as ``m`` is: a count has sensitivity 1, which is the
    caller's word here as for every statistic (``sensitivity_relation``), so the certificate is
    asserted and the filters take it with ``trust_asserted=True``. With ``approx_zcdp``, a ρ-zCDP
    ``m`` is stated as (ρ, 0)-approximate zCDP (the definitions coincide), for the approximate-zCDP
    filter."""
    inner: Any = m.machine
    if approx_zcdp:
        return certify_machine(OnCount(index, inner), ApproxZCDP(), zcdp_to_approx_zcdp(m.level),
                               m.certificate.relation, justification=_ON_COUNT)
    return certify_machine(OnCount(index, inner), m.measure, m.level, m.certificate.relation, justification=_ON_COUNT)


def on_count_expost(index: int, m: ExPostMechanism[Any, Any]) -> ExPostMechanism[Any, Any]:
    """The ex-post mechanism ``m`` (built with ``statistic=None``) run on count ``index``, with
    ``m``'s ex-post function and δ, on the caller's word as in ``on_count``."""
    return expost_mechanism(OnCount(index, m.machine), m.expost.e, m.expost.delta, m.relation, justification=_ON_COUNT)


_ON_COUNT: Final = "one count has sensitivity 1; the noise and its certificate are the library's (proved)"


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
    """A doubling strategy: the levels tried in turn, the child at a level, the level it is
    charged, its stopping function and the parameter that function reads the level as (the
    Laplace ε itself; the Gaussian variance 1/(2ρ), as a Brownian time)."""

    grid: tuple[float, ...]
    child: Callable[[int, float], Mechanism[Sequence[int], Any, object, float, Any]]
    level: Callable[[float], object]
    stop: Callable[[Any], bool]
    parameter: Callable[[float], float]


def doubling(data: Sequence[int], session: Any, ladder: Ladder) -> tuple[int, int]:
    """Ask the counts in turn, each by fresh attempts up the ladder, every attempt spawned (so
    charged) in ``session``'s filter, until an attempt is refused or a ladder runs out.

    Returns the counts released and how many of them were within ``ALPHA`` of the truth.
    """
    released = accurate = 0
    for i, truth in enumerate(data):
        for p in ladder.grid:
            try:
                spawned = session.ask(Spawn(ladder.child(i, p), ladder.level(p)))
            except BudgetExceeded:
                return released, accurate
            assert type(spawned) is Spawned
            y = session.ask(Query(spawned.index, None))
            if ladder.stop(((ladder.parameter(p), y),)):
                released += 1
                accurate += abs(y - truth) <= ALPHA * truth
                break
        else:
            return released, accurate
    return released, accurate


def laplace_child(i: int, eps: float) -> Mechanism[Sequence[int], Any, object, float, Any]:
    return on_count(i, laplace(epsilon=eps))


def gaussian_child(i: int, rho: float) -> Mechanism[Sequence[int], Any, object, float, Any]:
    return on_count(i, gaussian(rho=rho), approx_zcdp=True)


LAPLACE_STOP: Final = relative_error_stop(ALPHA, "laplace", z=Z)
BROWNIAN_STOP: Final = relative_error_stop(ALPHA, "brownian", z=Z)
LAPLACE_LADDER: Final = Ladder(LAPLACE_GRID, laplace_child, Epsilon, LAPLACE_STOP, float)
GAUSSIAN_LADDER: Final = Ladder(RHO_GRID, gaussian_child, lambda rho: RhoDelta(rho, 0.0), BROWNIAN_STOP,
                                lambda rho: 1 / (2 * rho))


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
    """(c): Gaussian doubling under the approximate-zCDP filter at (ρ, δ) = (``budget``, 0), by
    default ρ*(ε = 1, δ'' = 1e-6): Rogers et al. 2023, Thm 2 at (ε, δ, δ'') = (1, 0, 1e-6). The
    attempts run one after the other (``sequential=True``, the form the library offers for
    approximate zCDP)."""
    rho_budget = rho_star(EPSILON, DELTA_PP) if budget is None else budget
    f = filtered(ApproxZCDP(), "additive", RhoDelta(rho_budget, 0.0), relation=RELATION, sequential=True,
                 trust_asserted=True)
    released, accurate, spent, seconds = _run_doubling(f, data, seed, ladder)
    rho = spent.rho
    eps = bun_steinke_epsilon(rho, -math.log(DELTA_PP))
    return Outcome("(c) Gaussian doubling", seed, released, accurate, rho,
                   f"ρ = {rho:.6f} (ε = {eps:.4f} at δ'' = 1e-6)", seconds)


# A noise-reduction round for count i: built from the filter's STATUS (what remains) and the time
# the previous count stopped at (public: a release), or None when nothing fits.
RoundFor = Callable[[int, FilterStatus[EpsDelta], float | None], "ExPostMechanism[Any, Any] | None"]


def noise_reduction(data: Sequence[int], session: Any, round_for: RoundFor, stop: Callable[[Any], bool]
                    ) -> tuple[int, int]:
    """Ask the counts in turn, one noise-reduction round each in ``session``'s ex-post filter,
    until no round fits or a round reaches its grid's end before its stop fires.

    Returns the counts released and how many of them were within ``ALPHA`` of the truth.
    """
    released = accurate = 0
    previous: float | None = None
    for i, truth in enumerate(data):
        m = round_for(i, session.ask(STATUS), previous)
        if m is None:
            break
        try:
            pairs = session.ask(Round(m))
        except BudgetExceeded:
            break
        previous, y = pairs[-1]
        if not stop(pairs):
            break
        released += 1
        accurate += abs(y - truth) <= ALPHA * truth
    return released, accurate


def laplace_round(i: int, status: FilterStatus[EpsDelta], previous: float | None) -> ExPostMechanism[Any, Any] | None:
    """(b): Laplace noise reduction on count ``i`` over the levels of ``LAPLACE_GRID`` that fit
    what remains (its ex-post function's sup is the grid's last ε)."""
    left = status.remaining
    grid = () if left is None else tuple(e for e in LAPLACE_GRID if e <= left.epsilon)
    return on_count_expost(i, laplace_noise_reduction(None, grid, LAPLACE_STOP)) if grid else None


def brownian_round(i: int, status: FilterStatus[EpsDelta], previous: float | None) -> ExPostMechanism[Any, Any] | None:
    """(d): Brownian noise reduction on count ``i`` over the times of ``TIME_GRID`` whose linear
    bound fits what remains; the bound has δ_n = δ/ROUNDS and is tuned at the time the previous
    count stopped at (the first count: t_12)."""
    left = status.remaining
    delta_n = DELTA / ROUNDS
    if left is None or left.delta < delta_n:
        return None
    tuned = TIME_GRID[FIRST_TUNING] if previous is None else previous
    e = brownian_linear_boundary(delta_n, TIME_GRID[-1], target_time=tuned)
    grid = tuple(t for t in TIME_GRID if e.at_time(t) <= left.epsilon)
    if not grid:
        return None
    bound = brownian_linear_boundary(delta_n, grid[-1], a=e.a)
    return on_count_expost(i, brownian_noise_reduction(None, grid, BROWNIAN_STOP, bound=bound))


def _run_noise_reduction(strategy: str, delta: float, round_for: RoundFor, stop: Callable[[Any], bool],
                         data: Sequence[int], seed: int) -> Outcome:
    f = expost_filter(EPSILON, delta, relation=RELATION, trust_asserted=True)
    t0 = time.perf_counter()
    s = open_session(f, data, seed=seed)
    released, accurate = noise_reduction(data, s, round_for, stop)
    seconds = time.perf_counter() - t0
    status: FilterStatus[EpsDelta] = s.ask(STATUS)
    spent = status.spent
    text = f"ε = {spent.epsilon:.4f}" + (f", δ = {spent.delta:.3g}" if delta else "")
    return Outcome(strategy, seed, released, accurate, spent.epsilon, text, seconds)


def laplace_noise_reduction_run(data: Sequence[int], seed: int) -> Outcome:
    """(b): Laplace noise reduction under the ex-post filter at (1, 0)."""
    return _run_noise_reduction("(b) Laplace noise reduction", 0.0, laplace_round, LAPLACE_STOP, data, seed)


def brownian_noise_reduction_run(data: Sequence[int], seed: int) -> Outcome:
    """(d): Brownian noise reduction under the ex-post filter at (1, 1e-6)."""
    return _run_noise_reduction("(d) Brownian noise reduction", DELTA, brownian_round, BROWNIAN_STOP, data, seed)


STRATEGIES: Final[tuple[Callable[[Sequence[int], int], Outcome], ...]] = (
    laplace_doubling, laplace_noise_reduction_run, gaussian_doubling, brownian_noise_reduction_run)


def table(outcomes: Sequence[Outcome]) -> list[str]:
    """The markdown rows of ``outcomes``."""
    rows = ["| strategy | seed | counts released | within 0.1 of the truth | budget spent | time (s) |",
            "|---|---|---|---|---|---|"]
    for o in outcomes:
        rows.append(f"| {o.strategy} | {o.seed} | {o.released} | {o.share:.3f} | {o.spent_text} | {o.seconds:.2f} |")
    return rows


def ratios(outcomes: Sequence[Outcome]) -> list[str]:
    """The counts of (b) over (a) and of (d) over (c), seed by seed."""
    by = {(o.strategy[:3], o.seed): o.released for o in outcomes}
    seeds = sorted({o.seed for o in outcomes})
    out = []
    for top, bottom, note in (("(b)", "(a)", f" (√2 = {math.sqrt(2):.3f})"), ("(d)", "(c)", "")):
        pairs = [(by[top, s], by[bottom, s]) for s in seeds if (top, s) in by and (bottom, s) in by]
        if pairs:
            shown = ", ".join(f"{t}/{b} = {t / b:.3f}" if b else f"{t}/0" for t, b in pairs)
            out.append(f"# {top}/{bottom} by seed: {shown}{note}")
    return out


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
    for line in ratios(outcomes):
        print(line)
    sys.stdout.flush()


if __name__ == "__main__":
    main()

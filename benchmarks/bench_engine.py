"""Benchmark: the composition engine (filters), side by side with OpenDP 0.16 and a bare loop.

Issue 5, "How it is checked". Two parts, one run:

1. **Microseconds per spawn + answer** with a cheap child, for N = 1,000, 10,000 and 100,000
   children: the first 1,000 and the last 1,000 before each N are timed (flat means the two agree).
   Rows: our ``filtered`` driven by ``machine.step`` on a state (``init(data)``, coins
   ``sampled_coins(0)``), and through ``open_session`` (adds a lock and answer checks), for a
   Laplace child under pure DP (additive rule) and a Gaussian child under zCDP (additive rule);
   one spawn + one answer is two messages, ``Spawn(child, level)`` then ``Query(j, None)``.
   OpenDP (``dp.enable_features("contrib")``): ``make_adaptive_composition`` (d_mids fixed up
   front), ``make_fully_adaptive_composition`` (the odometer) and ``make_privacy_filter``;
   invoking a queryable on a measurement is its spawn + answer. The floor is a bare loop: one
   ``numpy`` noise draw plus a float budget sum. The budgets are large enough that nothing is
   refused. ``make_privacy_filter`` recomputes its whole history on each query, so it runs under a
   wall-clock cap (``--filter-seconds``, default 20 s) and its row shows only the N it reached.

2. **Admitted counts** under (ε, δ) = (1, 1e-6) for pure ε_m = 0.01 children and for Gaussian
   μ_m = 0.01 children (σ = 100 at sensitivity 1, ρ_m = μ_m²/2 = 5e-5): ours are the O(1)
   ``*_admitted_count`` functions of ``combinators.accounting``, and the zCDP row is also checked by
   driving a real zCDP filter until it refuses; OpenDP's are counted by spawning into its
   ``make_privacy_filter`` until it refuses, with a pure budget ε = 1 and with the zCDP budget
   ρ* that its own conversion (``make_zCDP_to_approxDP`` + ``make_fix_delta``) maps to ε ≤ 1 at
   δ = 1e-6 (found by bisection).

3. **Issue 15's goals** (``--goals``): interleaved medians of µs per spawn + answer for a pure
   Laplace child through ``step()`` and through a session, and a Whitehouse (ε, δ) child
   through ``step()``, each with its ratio to the floor and to OpenDP's adaptive composition
   measured in the same rounds; then one run of 10^6 children through ``step()`` timed per block
   of 1,000 (flat from 10^3 to 10^6) with every collection of Python's cyclic GC timed
   (``gc.callbacks``: the longest pause; the harness's 10^6 prebuilt ``Query`` messages are
   frozen out of the collector first with ``gc.freeze()``, so the pauses are the engine's), and the bytes each answered child adds to the state
   (``tracemalloc``, the live state only); and the exact-level admission counts (100 children of
   ``Fraction(1, 100)`` under ``Fraction(1)``, against 99 floats 0.01).

Run: ``python benchmarks/bench_engine.py [--quick] [--filter-seconds S] [--goals]``
(``--quick`` stops at N = 10,000; ``--goals`` prints only part 3). Without OpenDP it prints
"opendp not installed" and the rest.
"""

from __future__ import annotations

import argparse
import datetime
import gc
import importlib
import math
import os
import platform
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import numpy as np

from _versions import installed
from combinators.accounting import (
    additive_accumulator,
    admitted_prefix,
    whitehouse_accumulator,
    gdp_admitted_count,
    optimal_admitted_count,
    renyi_admitted_count,
    whitehouse_admitted_count,
    zcdp_admitted_count,
)
from combinators.accounting.dp_conversions import best_renyi_order, renyi_delta, zcdp_rho_budget
from combinators.composition.filters import Query, Spawn, Spawned, filtered
from combinators.machines import open_session, to_approx_dp
from combinators.measures import ZCDP, ApproxDP, EpsDelta, Epsilon, PureDP, Rho, gaussian_tradeoff
from combinators.primitives import gaussian, laplace, sensitivity_relation
from combinators.prob import sampled_coins

BLOCK = 1_000
BUDGET = EpsDelta(1.0, 1e-6)
EPS_M = 0.01
MU_M = 0.01

# One spawn + answer, called with the running index i; a runner returns it after its setup.
Step = Callable[[int], object]

dp: Any = None
try:  # imported by name: opendp ships no type information in every environment
    dp = importlib.import_module("opendp.prelude")
    dp.enable_features("contrib")
    HAVE_OPENDP = True
except ImportError:
    HAVE_OPENDP = False


# ---------------------------------------------------------------------------------------------
# Part 1: timings
# ---------------------------------------------------------------------------------------------


def _time_blocks(step: Step, n_max: int, seconds: float | None) -> dict[int, float]:
    """µs per call for each block of BLOCK calls, keyed by the block's end (1000, 2000, …)."""
    out: dict[int, float] = {}
    start = time.perf_counter()
    for end in range(BLOCK, n_max + 1, BLOCK):
        t0 = time.perf_counter()
        for i in range(end - BLOCK, end):
            step(i)
        t1 = time.perf_counter()
        out[end] = (t1 - t0) * 1e6 / BLOCK
        if seconds is not None and t1 - start > seconds:
            break
    return out


def _ours_step(kind: str, n_max: int) -> Step:
    """Our filter driven by ``machine.step`` on a state value."""
    if kind == "pure":
        child: Any = laplace(scale=1, sensitivity=1)
        mech: Any = filtered(PureDP(), additive_accumulator(PureDP()), Epsilon(float(n_max) * 2),
                             relation=sensitivity_relation(1))
        level: Any = Epsilon(1.0)
    else:
        child = gaussian(1.0, sensitivity=1)
        mech = filtered(ZCDP(), additive_accumulator(ZCDP()), Rho(float(n_max)),
                        relation=sensitivity_relation(1))
        level = Rho(0.5)
    return _stepper(mech.machine, Spawn(child, level), n_max)


def _stepper(machine: Any, spawn: Spawn[Any], n_max: int) -> Step:
    """Spawn + answer through ``machine.step`` on a state value (checked once, then restarted)."""
    coins = sampled_coins(0)
    holder: list[Any] = [machine.init(0.0)]
    queries = [Query(i, None) for i in range(n_max)]

    def step(i: int) -> object:
        state, a = machine.step(holder[0], spawn, coins)
        state, a = machine.step(state, queries[i], coins)
        holder[0] = state
        return a

    first = step(0)
    assert isinstance(first, float), first
    holder[0] = machine.init(0.0)
    return step


def _ours_session(kind: str, n_max: int) -> Step:
    """Our filter through ``open_session`` (a lock, answer checks)."""
    if kind == "pure":
        child: Any = laplace(scale=1, sensitivity=1)
        mech: Any = filtered(PureDP(), additive_accumulator(PureDP()), Epsilon(float(n_max) * 2),
                             relation=sensitivity_relation(1))
        level: Any = Epsilon(1.0)
    else:
        child = gaussian(1.0, sensitivity=1)
        mech = filtered(ZCDP(), additive_accumulator(ZCDP()), Rho(float(n_max)),
                        relation=sensitivity_relation(1))
        level = Rho(0.5)
    session: Any = open_session(mech, 0.0, seed=0)
    spawn = Spawn(child, level)
    queries = [Query(i, None) for i in range(n_max)]

    def step(i: int) -> object:
        s = session.ask(spawn)
        assert type(s) is Spawned
        return session.ask(queries[i])

    return step


def _bare(kind: str, n_max: int) -> Step:
    """The floor: one numpy noise draw plus a float budget sum."""
    rng = np.random.default_rng(0)
    spent = [0.0]
    draw = rng.laplace if kind == "pure" else rng.normal

    def step(i: int) -> object:
        spent[0] += 1.0
        return 0.0 + draw(0.0, 1.0)

    return step


def _ours_whitehouse(kind: str, n_max: int) -> Step:
    """Our (ε, δ) filter with the Whitehouse rule, a Laplace child converted to (ε, 0), through ``step()``."""
    mech: Any = filtered(ApproxDP(), whitehouse_accumulator(1e-9, 1e-6), EpsDelta(1e6, 1e-6),
                         relation=sensitivity_relation(1))
    child: Any = to_approx_dp(laplace(scale=100, sensitivity=1))  # pure ⇒ (ε, 0), a proved conversion
    return _stepper(mech.machine, Spawn(child, child.level), n_max)


def _opendp_space() -> tuple[Any, Any]:
    return dp.atom_domain(T=float, nan=False), dp.absolute_distance(T=float)


def _opendp_child(kind: str, scale: float) -> Any:
    space = _opendp_space()
    if kind == "pure":
        return dp.m.make_laplace(*space, scale=scale)
    return dp.m.make_gaussian(*space, scale=scale)


def _opendp_measure(kind: str) -> Any:
    return dp.max_divergence() if kind == "pure" else dp.zero_concentrated_divergence()


def _opendp_adaptive(kind: str, n_max: int) -> Step:
    child = _opendp_child(kind, 1.0)
    d_mid = child.map(1.0)
    comp = dp.c.make_adaptive_composition(*_opendp_space(), _opendp_measure(kind), d_in=1.0,
                                          d_mids=[d_mid] * n_max)
    queryable = comp(0.0)
    return lambda i: queryable(child)


def _opendp_odometer(kind: str, n_max: int) -> Step:
    child = _opendp_child(kind, 1.0)
    odometer = dp.c.make_fully_adaptive_composition(*_opendp_space(), _opendp_measure(kind))
    queryable = odometer(0.0)
    return lambda i: queryable(child)


def _opendp_filter(kind: str, n_max: int) -> Step:
    child = _opendp_child(kind, 1.0)
    odometer = dp.c.make_fully_adaptive_composition(*_opendp_space(), _opendp_measure(kind))
    filt = dp.c.make_privacy_filter(odometer, d_in=1.0, d_out=float(n_max) * 2)
    queryable = filt(0.0)
    return lambda i: queryable(child)


def timings(ns: list[int], filter_seconds: float) -> list[tuple[str, str, dict[int, float]]]:
    n_max = max(ns)
    rows: list[tuple[str, Callable[[str, int], Step], str, float | None]] = []
    for kind, label in (("pure", "Laplace, pure DP"), ("zcdp", "Gaussian, zCDP")):
        rows.append((f"bare loop (floor), {label}", _bare, kind, None))
        rows.append((f"ours filtered, step(), {label}", _ours_step, kind, None))
        rows.append((f"ours filtered, open_session, {label}", _ours_session, kind, None))
        if HAVE_OPENDP:
            rows.append((f"OpenDP adaptive_composition, {label}", _opendp_adaptive, kind, None))
            rows.append((f"OpenDP fully_adaptive (odometer), {label}", _opendp_odometer, kind, None))
            rows.append((f"OpenDP privacy_filter, {label}", _opendp_filter, kind, filter_seconds))
    out = []
    for name, make, kind, cap in rows:
        step = make(kind, n_max)
        blocks = _time_blocks(step, n_max, cap)
        out.append((name, kind, blocks))
        print(f"  timed {name}: {len(blocks) * BLOCK} calls", file=sys.stderr, flush=True)
    return out


# ---------------------------------------------------------------------------------------------
# Part 2: admitted counts
# ---------------------------------------------------------------------------------------------


def _largest(ok: Callable[[int], bool]) -> int:
    """The largest k ≥ 0 with ok(k), for ok monotone decreasing (ok(0) assumed)."""
    hi = 1
    while ok(hi):
        hi *= 2
    lo = hi // 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if ok(mid) else (lo, mid)
    return lo


def _ours_zcdp_driven(rho_m: float) -> int:
    """Drive a real zCDP filter at budget zcdp_rho_budget(1, 1e-6) until it refuses."""
    mech: Any = filtered(ZCDP(), additive_accumulator(ZCDP()), Rho(zcdp_rho_budget(1.0, 1e-6)),
                         relation=sensitivity_relation(1))
    child: Any = gaussian(rho=rho_m)
    machine = mech.machine
    coins = sampled_coins(0)
    state = machine.init(0.0)
    n = 0
    while True:
        state, a = machine.step(state, Spawn(child, Rho(rho_m)), coins)
        if type(a) is not Spawned:
            return n
        n += 1


def _ours_counts() -> dict[str, tuple[int | None, int | None]]:
    """Name -> (pure ε_m = 0.01 count, Gaussian μ_m = 0.01 count)."""
    rho_m = MU_M * MU_M / 2
    pure = Epsilon(EPS_M)
    alpha = best_renyi_order(pure, BUDGET)
    # Gaussian children in an RDP_α filter: each is charged α·ρ_m (exact for Gaussians).
    g_rdp = _largest(lambda k: renyi_delta(k * alpha * rho_m, alpha, BUDGET.epsilon) <= BUDGET.delta)
    rho_star = zcdp_rho_budget(BUDGET.epsilon, BUDGET.delta)
    g_zcdp = _largest(lambda k: k * rho_m <= rho_star)
    driven = _ours_zcdp_driven(rho_m)
    assert driven == g_zcdp, (driven, g_zcdp)
    return {
        "ours Whitehouse filter (δ' = δ)": (whitehouse_admitted_count(pure, BUDGET), None),
        "ours zCDP filter, tight conversion": (zcdp_admitted_count(pure, BUDGET, conversion="tight"),
                                               g_zcdp),
        f"ours RDP filter, fixed α = {alpha:.1f}": (renyi_admitted_count(pure, BUDGET, alpha=alpha),
                                                     g_rdp),
        "ours Gaussian-DP filter": (None, gdp_admitted_count(gaussian_tradeoff(MU_M), BUDGET)),
        "non-adaptive optimum (reference)": (
            optimal_admitted_count(EPS_M, BUDGET.epsilon, BUDGET.delta),
            gdp_admitted_count(gaussian_tradeoff(MU_M), BUDGET)),
    }


def _opendp_count(measure: Any, d_out: float, child: Any, limit: int = 5_000) -> int:
    odometer = dp.c.make_fully_adaptive_composition(*_opendp_space(), measure)
    queryable = dp.c.make_privacy_filter(odometer, d_in=1.0, d_out=d_out)(0.0)
    n = 0
    while n < limit:
        try:
            queryable(child)
        except dp.OpenDPException:
            return n
        n += 1
    return n


def _opendp_rho_budget() -> float:
    """The largest ρ that OpenDP's zCDP → (ε, δ) conversion maps to ε ≤ 1 at δ = 1e-6."""
    def eps_of(rho: float) -> float:
        m = _opendp_child("zcdp", 1.0 / math.sqrt(2.0 * rho))
        fixed = dp.c.make_fix_delta(dp.c.make_zCDP_to_approxDP(m), BUDGET.delta)
        return float(fixed.map(1.0)[0])

    lo, hi = 1e-4, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if eps_of(mid) <= BUDGET.epsilon else (lo, mid)
    return lo


def _opendp_counts() -> dict[str, tuple[int | None, int | None]]:
    lap = _opendp_child("pure", 1.0 / EPS_M)
    gau = _opendp_child("zcdp", 1.0 / MU_M)  # ρ = 1/(2σ²) = 5e-5 = μ²/2 at sensitivity 1
    rho = _opendp_rho_budget()
    return {
        "OpenDP privacy_filter, pure budget ε = 1": (
            _opendp_count(dp.max_divergence(), BUDGET.epsilon, lap), None),
        f"OpenDP privacy_filter, zCDP budget ρ = {rho:.6f}": (
            _opendp_count(dp.zero_concentrated_divergence(), rho, dp.c.make_pureDP_to_zCDP(lap)),
            _opendp_count(dp.zero_concentrated_divergence(), rho, gau)),
    }


# ---------------------------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------------------------


# ---------------------------------------------------------------------------------------------
# Part 3: issue 15's goals
# ---------------------------------------------------------------------------------------------

GOAL_ROUNDS = 7
GOAL_CALLS = 20_000


def _median_rounds(makers: dict[str, Callable[[], Step]], rounds: int, calls: int) -> dict[str, list[float]]:
    """µs per call of each row, ``rounds`` rounds interleaved (every row once per round, each
    on a fresh filter), so a change of load hits all rows alike."""
    out: dict[str, list[float]] = {name: [] for name in makers}
    for _ in range(rounds):
        for name, make in makers.items():
            step = make()
            t0 = time.perf_counter()
            for i in range(calls):
                step(i)
            out[name].append((time.perf_counter() - t0) * 1e6 / calls)
    return out


def _scale_run(n: int) -> tuple[dict[int, float], float, int, float]:
    """One run of ``n`` children through ``step()``: µs per call in the block of 1,000 ending at each
    power of ten, the longest cyclic-GC pause (ms), how many collections, and their total (ms)."""
    step = _ours_step("pure", n)  # its n prebuilt Query messages are the harness's, not the engine's:
    gc.collect()
    gc.freeze()  # they go to the permanent generation, so the pauses timed are the engine's own
    pauses: list[float] = []
    started = [0.0]

    def timer(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            pauses.append((time.perf_counter() - started[0]) * 1e3)

    gc.callbacks.append(timer)
    try:
        blocks = _time_blocks(step, n, None)
    finally:
        gc.callbacks.remove(timer)
        gc.unfreeze()
    marks = {k: blocks[k] for k in blocks if k in {10**e for e in range(3, 8)}}
    return marks, max(pauses, default=0.0), len(pauses), sum(pauses)


def _bytes_per_child(n: int) -> float:
    """Bytes the live state of a filter grows by per answered child (spawned, then released)."""
    step = _ours_step("pure", n)
    step(0)  # the first spawn builds what every later one shares
    gc.collect()
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    for i in range(1, n):
        step(i)
    gc.collect()
    grown = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    return grown / (n - 1)


def _exact_counts() -> list[tuple[str, int]]:
    """Children of 1/100 admitted under a budget of 1: Fraction levels (exact sums) and floats."""
    rows = []
    for label, child, budget in (
            ("pure, Fraction(1, 100) under Fraction(1)", Epsilon(Fraction(1, 100)), Epsilon(Fraction(1))),
            ("pure, float 0.01 under 1.0", Epsilon(0.01), Epsilon(1.0)),
            ("(ε, δ), (Fraction(1, 100), Fraction(1, 10**8)) under (1, 10^-6) exact",
             EpsDelta(Fraction(1, 100), Fraction(1, 10**8)), EpsDelta(Fraction(1), Fraction(1, 10**6))),
            ("zCDP, Fraction(1, 100) under Fraction(1)", Rho(Fraction(1, 100)), Rho(Fraction(1)))):
        measure: Any = {Epsilon: PureDP(), EpsDelta: ApproxDP(), Rho: ZCDP()}[type(child)]
        rows.append((label, admitted_prefix(additive_accumulator(measure), [child] * 200, budget)))
    return rows


def goals(quick: bool) -> None:
    """Part 3: the rows of issue 15's goals 1 and 2."""
    load = os.getloadavg()
    print(f"\n## issue 15 goals (load average {load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f} on "
          f"{os.cpu_count()} cores)")
    makers: dict[str, Callable[[], Step]] = {
        "bare loop (floor), Laplace": lambda: _bare("pure", GOAL_CALLS),
        "ours step(), Laplace, pure DP": lambda: _ours_step("pure", GOAL_CALLS),
        "ours session, Laplace, pure DP": lambda: _ours_session("pure", GOAL_CALLS),
        "ours step(), Whitehouse (ε, δ), Laplace": lambda: _ours_whitehouse("approx", GOAL_CALLS),
    }
    if HAVE_OPENDP:
        makers["OpenDP adaptive_composition, Laplace"] = lambda: _opendp_adaptive("pure", GOAL_CALLS)
    rounds = 3 if quick else GOAL_ROUNDS
    times = _median_rounds(makers, rounds, GOAL_CALLS)
    med = {name: statistics.median(ts) for name, ts in times.items()}
    floor = med["bare loop (floor), Laplace"]
    peer = med.get("OpenDP adaptive_composition, Laplace")
    goal = {"ours step(), Laplace, pure DP": "≤ 1.5 and ≤ 3.5× floor", "ours session, Laplace, pure DP": "≤ 2.0",
            "ours step(), Whitehouse (ε, δ), Laplace": "≤ 2.5"}
    print(f"µs per spawn + answer, median of {rounds} interleaved rounds of {GOAL_CALLS:,} (range in brackets)")
    print("| row | µs | ratio to floor | ratio to OpenDP | goal |")
    print("|---|---|---|---|---|")
    for name, m in med.items():
        spread = f"{min(times[name]):.2f}–{max(times[name]):.2f}"
        to_peer = "—" if peer is None else f"{m / peer:.3f}×"
        print(f"| {name} | {m:.2f} ({spread}) | {m / floor:.2f}× | {to_peer} | {goal.get(name, '')} |")

    n = 10**5 if quick else 10**6
    marks, longest, count, total = _scale_run(n)
    print(f"\n{n:,} children through step(): µs per call in the block of 1,000 ending at N")
    print("| " + " | ".join(f"N = {k:,}" for k in marks) + " | cyclic GC: longest pause | collections | total |")
    print("|" + "---|" * (len(marks) + 3))
    print("| " + " | ".join(f"{v:.2f}" for v in marks.values())
          + f" | {longest:.1f} ms | {count} | {total:.0f} ms |")
    per_child = _bytes_per_child(10**5)
    print(f"\nbytes per answered child (live state, 10^5 children): {per_child:.1f} B (goal ≤ 24 B)")

    print("\nadmitted children of 1/100 under a budget of 1 (exact: 100, floats: 99)")
    print("| levels | admitted |")
    print("|---|---|")
    for label, k in _exact_counts():
        print(f"| {label} | {k} |")


def _fmt(x: float | None) -> str:
    if x is None:
        return "—"
    return f"{x:,.1f}" if x < 1_000 else f"{x:,.0f}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="stop at N = 10,000")
    parser.add_argument("--filter-seconds", type=float, default=20.0,
                        help="wall-clock cap for OpenDP's privacy filter (default 20)")
    parser.add_argument("--goals", action="store_true", help="only issue 15's goal rows (part 3)")
    args = parser.parse_args(argv)
    ns = [1_000, 10_000] if args.quick else [1_000, 10_000, 100_000]

    print(f"date {datetime.date.today().isoformat()}; python {platform.python_version()}; "
          f"combinators {installed('combinators')}; opendp {installed('opendp')}; numpy {np.__version__}; "
          f"{platform.machine()}, {platform.system()}")
    if not HAVE_OPENDP:
        print("opendp not installed: the OpenDP rows are left out")
    if args.goals:
        goals(args.quick)
        return

    print("\n## µs per spawn + answer: the last 1,000 of N children")
    header = (["system"] + [f"N = {n:,}" + (" (the first 1,000)" if n == BLOCK else "") for n in ns]
              + ["ratio to ours step()"])
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    results = timings(ns, args.filter_seconds)
    ours = {kind: blocks for name, kind, blocks in results if name.startswith("ours filtered, step()")}
    for name, kind, blocks in results:
        ref = ours[kind]
        reached = [n for n in ns if n in blocks]
        last = reached[-1] if reached else max(blocks)
        ratio = blocks[last] / ref[last]
        cells = [name] + [_fmt(blocks.get(n)) for n in ns]
        cells.append(f"{ratio:.2f}× at N = {last:,}")
        print("| " + " | ".join(cells) + " |")
    for name, _, blocks in results:
        done = max(blocks)
        if done < max(ns):
            print(f"  {name}: stopped by the --filter-seconds cap after {done:,} children "
                  f"(µs per call in its last block: {_fmt(blocks[done])})")

    print("\n## admitted under (ε, δ) = (1, 1e-6): pure ε_m = 0.01 and Gaussian μ_m = 0.01 children")
    counts = _ours_counts()
    if HAVE_OPENDP:
        counts.update(_opendp_counts())
    else:
        print("opendp not installed: OpenDP's counts are left out")
    best_pure = max(c[0] for n, c in counts.items() if n.startswith("ours") and c[0] is not None)
    best_g = max(c[1] for n, c in counts.items() if n.startswith("ours") and c[1] is not None)
    print("| filter | pure 0.01 | ratio to our best | Gaussian 0.01 | ratio to our best |")
    print("|---|---|---|---|---|")
    for name, (p, g) in counts.items():
        rp = "—" if p is None else f"{p / best_pure:.3f}"
        rg = "—" if g is None else f"{g / best_g:.3f}"
        print(f"| {name} | {'—' if p is None else p} | {rp} | {'—' if g is None else g} | {rg} |")
    print(f"goal: ≤ 5 µs per spawn+answer flat in N; admitted ≥ 490 pure (ours best: {best_pure}), "
          f"≥ 560 Gaussian (ours best: {best_g})")


if __name__ == "__main__":
    main()

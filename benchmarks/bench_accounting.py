"""Benchmark: optimal composition, side by side with dp-accounting and the exact value.

For each row it prints every system's ε, its distance to the exact value (mpmath, 40 digits,
by bisection on the plain Kairouz–Oh–Viswanath / Murtagh–Vadhan sum, independent of our code),
the wall time, and the ratios to ours. Rows: the (k, ε0, δ_g) table of seed-004.md §5.4;
k = 1,000 and 10,000 pure ε0 = 0.01 mechanisms at δ_g = 1e-6; the heterogeneous rows of §5.4;
then the admitted count under a (1, 1e-6) budget for ε_m = 0.01.

dp-accounting systems (0.6):
- ``low-level``: ``pld.privacy_loss_distribution.from_privacy_parameters(ε0, δ).self_compose(k)``
  (heterogeneous rows: ``compose`` of the different PLDs), at its default discretisation 1e-4;
- ``PLDAccountant loop``: ``PLDAccountant(REPLACE_ONE)``, one ``compose(RandomizedResponseDpEvent)``
  per mechanism (binary RR with noise ``p = 2/(1 + e^ε0)`` is exactly ε0-DP);
- ``PLDAccountant count``: the same event composed once with ``count=k``;
- ``RDP``: ``RdpAccountant(REPLACE_ONE)`` with the same events and ``count=k``.

Run: ``python benchmarks/bench_accounting.py [--skip-slow] [--distinct-only]`` (``--skip-slow`` leaves
out the PLDAccountant loop at k = 10,000, about 40 s; ``--distinct-only`` runs only the row of 1,000
distinct ε, whose exact value is out of reach: it prints a certified interval for it instead).
Without dp-accounting it prints ours and the exact values only.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import importlib
import math
import platform
import random
import statistics
import sys
import time
import warnings
from collections.abc import Callable, Sequence
from fractions import Fraction
from importlib import metadata
from typing import Any

import mpmath
import numpy as np

from combinators.accounting.optimal_composition import (optimal, optimal_admitted_count, optimal_homogeneous,
                                                        optimal_interval)

dp_event: Any = None
pld: Any = None
rdp: Any = None
common: Any = None
pldm: Any = None
NeighboringRelation: Any = None
try:  # imported by name: dp-accounting ships no type information
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        dp_event = importlib.import_module("dp_accounting.dp_event")
        pld = importlib.import_module("dp_accounting.pld")
        rdp = importlib.import_module("dp_accounting.rdp")
        common = importlib.import_module("dp_accounting.pld.common")
        pldm = importlib.import_module("dp_accounting.pld.privacy_loss_distribution")
        NeighboringRelation = importlib.import_module("dp_accounting.privacy_accountant").NeighboringRelation
    HAVE_PEER = True
except ImportError:
    HAVE_PEER = False

HOMOGENEOUS = [  # (k, ε0, δ_g): seed-004.md §5.4, then the two large rows
    (10, 0.1, 1e-5),
    (10, 0.5, 1e-5),
    (12, 0.2, 1e-6),
    (50, 0.1, 1e-5),
    (100, 0.1, 1e-6),
    (1000, 0.01, 1e-6),
    (10_000, 0.01, 1e-6),
]
HETEROGENEOUS = [  # (ε_i, δ_i, δ_g): seed-004.md §5.4
    ((0.1, 0.2, 0.3, 0.5), (0.0, 0.0, 0.0, 0.0), 1e-3),
    ((0.1, 0.2, 0.3, 0.5), (1e-4, 1e-4, 1e-4, 1e-4), 1e-3),
]
DPS = 40


# ----------------------------------------------------------------------------------------------
# the exact value, independently


def _mp(x: float) -> Any:
    f = Fraction(x)
    return mpmath.mpf(f.numerator) / f.denominator


def _lhs_binomial(k: int, eps: float, x: Any) -> Any:
    """(1 + e^ε)^{−k} Σ_i C(k, i)·max(0, e^{iε} − e^x·e^{(k−i)ε}), exact integer binomials."""
    e = _mp(eps)
    ex = mpmath.exp(x)
    acc = mpmath.mpf(0)
    comb = 1
    for i in range(k, -1, -1):
        term = mpmath.exp(i * e) - ex * mpmath.exp((k - i) * e)
        if term <= 0:
            break
        acc += comb * term
        comb = comb * i // (k - i + 1)
    return acc / (1 + mpmath.exp(e)) ** k


def _lhs_subsets(eps: Sequence[float], x: Any) -> Any:
    e = [_mp(v) for v in eps]
    total = mpmath.fsum(e)
    ex = mpmath.exp(x)
    acc = mpmath.mpf(0)
    for mask in range(1 << len(e)):
        a = mpmath.fsum(v for j, v in enumerate(e) if mask >> j & 1)
        acc += max(mpmath.mpf(0), mpmath.exp(a) - ex * mpmath.exp(total - a))
    return acc / mpmath.fprod(1 + mpmath.exp(v) for v in e)


def _rhs(deltas: Sequence[float], delta_g: float) -> Any:
    log_keep = mpmath.fsum(mpmath.log1p(-_mp(d)) for d in deltas)
    return (mpmath.expm1(log_keep) + _mp(delta_g)) / mpmath.exp(log_keep)


def _least(lhs: Callable[[Any], Any], rhs: Any, hi: float, guess: float) -> Any:
    """The least x ≥ 0 with lhs(x) ≤ rhs, by bisection to 1e-20 relative (lhs decreases in x)."""
    lo_x, hi_x = mpmath.mpf(0), _mp(hi)
    a, b = _mp(guess) * (1 - mpmath.mpf(1e-7)), _mp(guess) * (1 + mpmath.mpf(1e-7))
    if lhs(a) > rhs and lhs(b) <= rhs:  # a checked bracket around the float value
        lo_x, hi_x = a, b
    while hi_x - lo_x > hi_x * mpmath.mpf(1e-20):
        mid = (lo_x + hi_x) / 2
        lo_x, hi_x = (lo_x, mid) if lhs(mid) <= rhs else (mid, hi_x)
    return hi_x


# ----------------------------------------------------------------------------------------------
# timing


def _timed(fn: Callable[[], float], budget: float = 0.3) -> tuple[float, float]:
    """(value, median seconds) over as many runs as fit in ``budget`` seconds.

    A call slower than ``budget`` is timed once; otherwise the first (warm-up) call is dropped.
    """
    t0 = time.perf_counter()
    value = fn()
    first = time.perf_counter() - t0
    if first > budget:
        return value, first
    times: list[float] = []
    for _ in range(max(3, min(50, int(budget / max(first, 1e-6))))):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return value, statistics.median(times)


# ----------------------------------------------------------------------------------------------
# the systems


def _ours_homogeneous(k: int, eps: float, dg: float) -> float:
    return optimal_homogeneous(k, eps, 0.0, dg).epsilon


def _ours_general(eps: list[float], deltas: list[float], dg: float) -> float:
    return optimal(eps, deltas, dg).epsilon



def _rr_event(eps: float) -> Any:
    return dp_event.RandomizedResponseDpEvent(noise_parameter=2 / (1 + math.exp(eps)), num_buckets=2)


def _peer_low_level(eps: Sequence[float], deltas: Sequence[float], dg: float) -> float:
    if len(set(zip(eps, deltas, strict=True))) == 1:
        one = pldm.from_privacy_parameters(common.DifferentialPrivacyParameters(eps[0], deltas[0]))
        return float(one.self_compose(len(eps)).get_epsilon_for_delta(dg))
    plds = [pldm.from_privacy_parameters(common.DifferentialPrivacyParameters(e, d))
            for e, d in zip(eps, deltas, strict=True)]
    total = plds[0]
    for x in plds[1:]:
        total = total.compose(x)
    return float(total.get_epsilon_for_delta(dg))


def _peer_pld_loop(eps: Sequence[float], dg: float) -> float:
    acct = pld.PLDAccountant(neighboring_relation=NeighboringRelation.REPLACE_ONE)
    for e in eps:
        acct.compose(_rr_event(e))
    return float(acct.get_epsilon(dg))


def _peer_pld_count(eps: float, k: int, dg: float) -> float:
    acct = pld.PLDAccountant(neighboring_relation=NeighboringRelation.REPLACE_ONE)
    acct.compose(_rr_event(eps), k)
    return float(acct.get_epsilon(dg))


def _peer_rdp(eps: Sequence[float], dg: float) -> float:
    acct = rdp.RdpAccountant(neighboring_relation=NeighboringRelation.REPLACE_ONE)
    if len(set(eps)) == 1:
        acct.compose(_rr_event(eps[0]), len(eps))
    else:
        for e in eps:
            acct.compose(_rr_event(e))
    return float(acct.get_epsilon(dg))


# ----------------------------------------------------------------------------------------------
# the table


def _fmt_eps(x: float) -> str:
    return "inf" if math.isinf(x) else f"{x:.10f}"


def _fmt_diff(x: float, exact: Any) -> str:
    if math.isinf(x):
        return "—"
    d = _mp(x) - exact
    return f"{float(d):+.2e}" + (" **below**" if d < 0 else "")


def _fmt_ms(s: float) -> str:
    return f"{s * 1e3:.3f}" if s < 0.01 else f"{s * 1e3:.1f}"


def _systems_rows(systems: list[tuple[str, Callable[[], float]]], exact: Any) -> None:
    """Print one table line per system: ε, its distance to the exact value, time, ratios to ours."""
    ours_eps, ours_t = math.nan, math.nan
    for name, fn in systems:
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                eps, t = _timed(fn)
        except Exception as exc:  # a peer that cannot express the row
            print(f"| | {name} | n/a ({type(exc).__name__}) | | | | |", flush=True)
            continue
        if name == "ours":
            ours_eps, ours_t = eps, t
        ratio = "" if name == "ours" or math.isinf(eps) else f"{eps / ours_eps:.9f}"
        speed = "" if name == "ours" else f"{t / ours_t:.1f}×"
        print(f"| | {name} | {_fmt_eps(eps)} | {_fmt_diff(eps, exact)} | {_fmt_ms(t)} | {ratio} | {speed} |",
              flush=True)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--skip-slow", action="store_true", help="skip the PLDAccountant loop at k = 10,000")
    parser.add_argument("--distinct-only", action="store_true", help="only the row of 1,000 distinct ε")
    args = parser.parse_args(argv)

    versions = [f"python {platform.python_version()}"]
    for dist in ("combinators", "numpy", "mpmath", "dp-accounting"):
        try:
            versions.append(f"{dist} {metadata.version(dist)}")
        except metadata.PackageNotFoundError:
            versions.append(f"{dist} (not installed)")
    print(f"# bench_accounting — {datetime.date.today().isoformat()} — {', '.join(versions)}")
    print(f"# machine: {platform.machine()}, {platform.system()}")
    if not HAVE_PEER:
        print("dp-accounting not installed: showing ours and the exact values only "
              "(pip install -e '.[bench]' in a separate virtual environment)")
    print()
    if args.distinct_only:
        _distinct(HAVE_PEER)
        return 0
    header = ["| row | system | ε | ε − exact | time (ms) | ε / ours | time / ours |",
              "|---|---|---|---|---|---|---|"]
    print("\n".join(header))

    mpmath.mp.dps = DPS
    for k, eps0, dg in HOMOGENEOUS:
        ours_value = optimal_homogeneous(k, eps0, 0.0, dg).epsilon
        exact = _least(functools.partial(_lhs_binomial, k, eps0), _mp(dg), k * eps0, ours_value)
        same, zeros = [eps0] * k, [0.0] * k
        systems: list[tuple[str, Callable[[], float]]] = [("ours", functools.partial(_ours_homogeneous, k, eps0, dg))]
        if HAVE_PEER:
            systems.append(("low-level self_compose", functools.partial(_peer_low_level, same, zeros, dg)))
            if not (args.skip_slow and k >= 10_000):
                systems.append(("PLDAccountant loop", functools.partial(_peer_pld_loop, same, dg)))
            systems.append(("PLDAccountant count=k", functools.partial(_peer_pld_count, eps0, k, dg)))
            systems.append(("RDP", functools.partial(_peer_rdp, same, dg)))
        print(f"| **k={k}, ε0={eps0}, δ_g={dg}** | exact (mpmath) | {mpmath.nstr(exact, 12)} | | | | |")
        _systems_rows(systems, exact)

    for eps_t, del_t, dg in HETEROGENEOUS:
        eps_l, del_l = list(eps_t), list(del_t)
        ours_value = optimal(eps_l, del_l, dg).epsilon
        exact = _least(functools.partial(_lhs_subsets, eps_l), _rhs(del_l, dg), math.fsum(eps_l), ours_value)
        systems = [("ours", functools.partial(_ours_general, eps_l, del_l, dg))]
        if HAVE_PEER:
            systems.append(("low-level compose", functools.partial(_peer_low_level, eps_l, del_l, dg)))
            if not any(del_l):
                systems.append(("PLDAccountant loop", functools.partial(_peer_pld_loop, eps_l, dg)))
                systems.append(("RDP", functools.partial(_peer_rdp, eps_l, dg)))
        label = f"ε={eps_t}, δ_i={del_t[0]}, δ_g={dg}"
        print(f"| **{label}** | exact (mpmath) | {mpmath.nstr(exact, 12)} | | | | |")
        _systems_rows(systems, exact)

    print()
    _admission(HAVE_PEER)
    print()
    _distinct(HAVE_PEER)
    return 0


# ----------------------------------------------------------------------------------------------
# many distinct ε: no exact value; a certified interval instead


def distinct_epsilons() -> list[float]:
    """The row of issue 15: 1,000 distinct ε_i drawn uniformly from [0.005, 0.015] (seed 4)."""
    rng = random.Random(4)
    return [rng.uniform(0.005, 0.015) for _ in range(1000)]


def _floor(eps: list[float], h: float) -> float:
    """The floor: a bare NumPy loop of the same shape as one of our two bounds (two shifted
    multiply-adds per mechanism on the same window), then a plain float root. No rounding
    control, no truncation bookkeeping: a value with no guarantee, only a time."""
    total = math.fsum(eps)
    w = math.ceil(total / h)  # the whole support: no window
    law = np.zeros(2 * w + 1)
    law[w] = 1.0
    for e in eps:
        r = round(e / h)
        p = 1 / (1 + math.exp(-e))
        nxt = np.zeros_like(law)
        nxt[r:] += p * law[:law.size - r]
        nxt[:law.size - r] += (1 - p) * law[r:]
        law = nxt
    loss = np.arange(-w, w + 1) * h
    top = law[::-1].cumsum()
    bottom = (law * np.exp(-loss))[::-1].cumsum()
    x = (top - 1e-6) / bottom
    return float(np.log(x[x > 0]).max())


def _distinct(have_peer: bool) -> None:
    """The heterogeneous row: ours (default path and its interval), the previous default (an
    ε-grid), dp-accounting's PLD accountant and low-level PLD, and the floor, timed interleaved."""
    eps, dg = distinct_epsilons(), 1e-6
    fine = optimal_interval(eps, None, dg, tolerance=5e-4)
    interval = optimal_interval(eps, None, dg)
    total = math.fsum(eps)
    old_grid = 2.0 ** math.ceil(math.log2(total / max(4096.0, 4e7 / (2.0 * (len(eps) + 1)))))
    systems: list[tuple[str, Callable[[], float]]] = [
        ("ours: optimal (default path)", lambda: optimal(eps, None, dg).epsilon),
        ("ours: optimal_interval (upper end)", lambda: optimal_interval(eps, None, dg)[1]),
        (f"ours before: ε-grid h=2^{int(math.log2(old_grid))} (previous default)",
         lambda: optimal(eps, None, dg, grid=old_grid).epsilon),
        ("floor: bare NumPy loop, h=2^-9, no guarantee", lambda: _floor(eps, 2.0**-9)),
    ]
    if have_peer:
        systems.append(("dp-accounting PLDAccountant loop", lambda: _peer_pld_loop(eps, dg)))
        systems.append(("dp-accounting low-level compose", lambda: _peer_low_level(eps, [0.0] * len(eps), dg)))
    values: dict[str, float] = {}
    times: dict[str, list[float]] = {name: [] for name, _ in systems}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name, fn in systems:  # warm-up
            values[name] = fn()
        for _ in range(5):  # interleaved rounds
            for name, fn in systems:
                t0 = time.perf_counter()
                fn()
                times[name].append(time.perf_counter() - t0)
    med = {name: statistics.median(ts) for name, ts in times.items()}
    ours = med["ours: optimal (default path)"]
    print(f"1,000 distinct ε_i ~ U[0.005, 0.015] (random.Random(4)), δ_i = 0, δ_g = {dg}. The exact value is "
          f"#P-hard; it lies in [{fine[0]:.6f}, {fine[1]:.6f}] (optimal_interval at tolerance 5e-4). Our default "
          f"interval: [{interval[0]:.6f}, {interval[1]:.6f}], width {interval[1] - interval[0]:.4f}. Medians of 5 "
          f"interleaved runs; load average {_load()}.")
    print()
    print("| system | ε | ε − truth (range) | time (ms) | time / ours |")
    print("|---|---|---|---|---|")
    for name, _ in systems:
        v = values[name]
        lo, hi = v - fine[1], v - fine[0]
        gap = f"{lo:+.4f} … {hi:+.4f}" + (" **below**" if hi < 0 else "")
        ratio = "" if name.startswith("ours: optimal (") else f"{med[name] / ours:.1f}×"
        print(f"| {name} | {v:.5f} | {gap} | {_fmt_ms(med[name])} | {ratio} |", flush=True)


def _load() -> str:
    try:
        with open("/proc/loadavg") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "unknown"


def _largest(fits: Callable[[int], bool], lo: int, hi: int) -> int:
    """The largest k in [lo, hi) with fits(k), for fits monotone, fits(lo) true and fits(hi) false."""
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo


def _admission(have_peer: bool) -> None:
    """Admitted count of pure 0.01-DP mechanisms under (1, 1e-6), non-adaptive and adaptive."""
    print("| admitted under (1, 1e-6), ε_m = 0.01 | count | time (ms) |")
    print("|---|---|---|")
    exact_ok = _lhs_binomial(562, 0.01, mpmath.mpf(1)) <= _mp(1e-6) < _lhs_binomial(563, 0.01, mpmath.mpf(1))
    print(f"| exact optimum (mpmath check of 562 and 563) | {562 if exact_ok else '?'} | |")
    count, t = _timed(lambda: float(optimal_admitted_count(0.01, 1.0, 1e-6)))
    print(f"| ours: optimal_admitted_count | {int(count)} | {_fmt_ms(t)} |")
    for label, fn in _ours_other_counts():
        try:
            value, t = _timed(fn)
            print(f"| ours: {label} | {int(value)} | {_fmt_ms(t)} |")
        except Exception as exc:  # another part of the library not built yet
            print(f"| ours: {label} | n/a ({type(exc).__name__}) | |")
    if not have_peer:
        return
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        t0 = time.perf_counter()
        n = _largest(lambda k: _peer_low_level([0.01] * k, [0.0] * k, 1e-6) <= 1.0, 100, 1000)
        print(f"| dp-accounting low-level self_compose (bisection) | {n} | {_fmt_ms(time.perf_counter() - t0)} |")
        t0 = time.perf_counter()
        n = _largest(lambda k: _peer_rdp([0.01] * k, 1e-6) <= 1.0, 100, 1000)
        print(f"| dp-accounting RDP (bisection) | {n} | {_fmt_ms(time.perf_counter() - t0)} |")
        t0 = time.perf_counter()
        acct = pld.PLDAccountant(neighboring_relation=NeighboringRelation.REPLACE_ONE)
        n = 0
        while True:
            acct.compose(_rr_event(0.01))
            if acct.get_epsilon(1e-6) > 1.0:
                break
            n += 1
        print(f"| dp-accounting PLDAccountant, one compose per mechanism (filter) | {n} | "
              f"{_fmt_ms(time.perf_counter() - t0)} |")


def _ours_other_counts() -> list[tuple[str, Callable[[], float]]]:
    """The adaptive filters' counts of item 9, where those parts of the library exist."""
    composition = importlib.import_module("combinators.accounting.bounds")
    filters = importlib.import_module("combinators.accounting.filter_rules")
    tight = importlib.import_module("combinators.accounting.dp_conversions")
    from combinators.measures import EpsDelta, Epsilon, gaussian_tradeoff

    out: list[tuple[str, Callable[[], float]]] = []
    child, budget = Epsilon(0.01), EpsDelta(1.0, 1e-6)
    out.append(("advanced composition, tanh form", lambda: float(composition.advanced_admitted_count(child, budget))))
    out.append(("advanced composition, DRV form",
                lambda: float(composition.advanced_admitted_count(child, budget, form="drv"))))
    out.append(("Whitehouse et al. filter", lambda: float(filters.whitehouse_admitted_count(child, budget))))
    out.append(("zCDP filter, tight conversion", lambda: float(tight.zcdp_admitted_count(child, budget))))
    out.append(("zCDP filter, Bun–Steinke conversion",
                lambda: float(tight.zcdp_admitted_count(child, budget, conversion="bun-steinke"))))
    out.append(("RDP filter, one order, exact charge", lambda: float(tight.renyi_admitted_count(child, budget))))
    out.append(("RDP filter, one order, charged ρα through zCDP",
                lambda: float(tight.renyi_admitted_count(child, budget, charge="zcdp"))))
    out.append(("Gaussian-DP filter, Gaussian children μ_m = 0.01 (non-adaptive optimum for Gaussians)",
                lambda: float(tight.gdp_admitted_count(gaussian_tradeoff(0.01), budget))))
    return out


if __name__ == "__main__":
    sys.exit(main())

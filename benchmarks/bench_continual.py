"""Benchmark: the binary-tree counter as a continual mechanism, side by side with dpcrpy and two floors.

Issue 12, "How it is checked". For T = 2^14, 2^17 and 2^20 updates, each followed by a release
of the noisy count (one message to our counter: the update, answered with the count), the
microseconds per update + release of:

- **session**: ``tree_counter(1.0, T)`` through ``open_session`` (a lock and answer checks per
  message), the way a curator runs it;
- **game**: the same machine inside the event-level privacy game
  ``verifier(one_step_neighbours()) @ identifier(0) @ M`` driven by ``step`` on its state, with
  identical pairs ``(x, x)`` (Henzinger–Safavi–Vadhan 2024, Def 3.7);
- **dpcrpy**: dpcrpy 1.0.0's ``BinMech`` (the same tree of Chan–Shi–Song 2011, continuous
  Laplace noise ``LapNoiMech``; its ``dpRelease(x)`` is one update + release);
- **plain loop**: the same tree as a bare Python loop on lists, discrete-Laplace noise drawn 256
  at a time from numpy (no validation, no state values, no privacy checks);
- **offline numpy**: the whole stream at once, vectorised: every level's node sums by a reshape,
  noise for all nodes, every prefix's answer from the bits of t (the floor: not a continual
  mechanism, it needs the whole stream in advance).

Flat in T means the per-update cost does not grow with T (the state is O(log T)). The
variance column compares the error at t = T − 1 (popcount log2 T): ours is
``popcount(t)·2s/(1−s)²`` with ``s = e^(−ε/L)``, dpcrpy's ``2(L/ε)²·popcount(t)``.

Each cell is the best of ``--repeat`` runs (default 3): the machine is shared, and the best run is
the one least slowed by the others.

Run: ``python benchmarks/bench_continual.py [--quick] [--repeat N]`` (``--quick`` stops at
T = 2^17). Without dpcrpy (``pip install -e '.[bench]'``) its column reads "not installed".
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import math
import platform
import sys
import time
from typing import Any

import numpy as np

from _versions import installed
from combinators.continual.counters import one_step_neighbours, tree_counter
from combinators.machines import identifier, open_session, verifier
from combinators.prob import sampled_coins

EPSILON = 1.0

dpcr_bin: Any = None
dpcr_noise: Any = None
try:  # imported by name: dpcrpy ships no type information
    dpcr_bin = importlib.import_module("dpcrpy.treeMethods.binMech").BinMech
    dpcr_noise = importlib.import_module("dpcrpy.framework.noiMech").LapNoiMech
    HAVE_DPCRPY = True
except ImportError:
    HAVE_DPCRPY = False


def _updates(t: int) -> list[int]:
    return [int(v) for v in np.random.default_rng(1).integers(0, 2, t)]


def _per_update(seconds: float, t: int) -> float:
    return seconds * 1e6 / t


def time_session(xs: list[int]) -> float:
    s = open_session(tree_counter(EPSILON, horizon=len(xs)), None, seed=0)
    ask = s.ask
    t0 = time.perf_counter()
    for x in xs:
        ask(x)
    return _per_update(time.perf_counter() - t0, len(xs))


def time_game(xs: list[int]) -> float:
    m: Any = tree_counter(EPSILON, horizon=len(xs)).machine
    v: Any = verifier(one_step_neighbours())
    g: Any = v @ identifier(0) @ m
    state, coins, step = g.init(None), sampled_coins(0), g.step
    pairs = [(x, x) for x in xs]
    t0 = time.perf_counter()
    for p in pairs:
        state, _answer = step(state, p, coins)
    return _per_update(time.perf_counter() - t0, len(xs))


def time_dpcrpy(xs: list[int]) -> float | None:
    if not HAVE_DPCRPY:
        return None
    np.random.seed(0)
    mech = dpcr_bin(kOrder=int(math.log2(len(xs))), noiMech=dpcr_noise(epsilon=EPSILON))
    release = mech.dpRelease
    t0 = time.perf_counter()
    for x in xs:
        release(x)
    return _per_update(time.perf_counter() - t0, len(xs))


def plain_loop(xs: list[int], seed: int = 0) -> list[int]:
    """The tree counter as a bare loop: per level the exact and the noisy sum of the closed
    interval on the path; the answer adds the noisy sums of t's bits."""
    t_max = len(xs)
    levels = t_max.bit_length()
    s = math.exp(-EPSILON / levels)
    rng = np.random.default_rng(seed)
    sums = [0] * levels
    noisy = [0] * levels
    out = []
    noise: list[int] = []
    k = 0
    for t, x in enumerate(xs, 1):
        if k == len(noise):
            noise = (rng.geometric(1 - s, 256) - rng.geometric(1 - s, 256)).tolist()
            k = 0
        level = (t & -t).bit_length() - 1
        total = x
        for j in range(level):
            total += sums[j]
            sums[j] = 0
            noisy[j] = 0
        sums[level] = total
        noisy[level] = total + noise[k]
        k += 1
        out.append(sum(noisy))
    return out


def time_plain(xs: list[int]) -> float:
    t0 = time.perf_counter()
    plain_loop(xs)
    return _per_update(time.perf_counter() - t0, len(xs))


def offline_numpy(xs: list[int], seed: int = 0, noise: bool = True) -> np.ndarray[Any, Any]:
    """Every release at once (T a power of 2): level j's node k sums the block
    ``k·2^j + 1 … (k+1)·2^j``; the answer at t adds, for each bit j of t, node ``(t >> j) − 1``."""
    x = np.asarray(xs, dtype=np.int64)
    t_max = len(xs)
    levels = t_max.bit_length()
    s = math.exp(-EPSILON / levels)
    rng = np.random.default_rng(seed)
    ts = np.arange(1, t_max + 1, dtype=np.int64)
    out = np.zeros(t_max, dtype=np.int64)
    for j in range(levels):
        width = 1 << j
        nodes = x.reshape(-1, width).sum(axis=1)
        if noise:
            nodes = nodes + rng.geometric(1 - s, nodes.size) - rng.geometric(1 - s, nodes.size)
        hi = ts >> j
        out += np.where(hi & 1, nodes[np.maximum(hi - 1, 0)], 0)
    return out


def time_offline(xs: list[int]) -> float:
    t0 = time.perf_counter()
    offline_numpy(xs)
    return _per_update(time.perf_counter() - t0, len(xs))


def variances(t_max: int) -> tuple[float, float]:
    """The error variance at t = T − 1: ours (two-sided geometric, ratio e^(−ε/L)) and dpcrpy's
    (Laplace of scale L/ε)."""
    levels = t_max.bit_length()
    pop = bin(t_max - 1).count("1")
    s = math.exp(-EPSILON / levels)
    return pop * 2 * s / (1 - s) ** 2, pop * 2 * (levels / EPSILON) ** 2


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="stop at T = 2^17")
    parser.add_argument("--repeat", type=int, default=3, help="runs per cell; the best is shown")
    args = parser.parse_args(argv)
    repeat = max(1, args.repeat)
    exponents = (14, 17) if args.quick else (14, 17, 20)
    print(f"# bench_continual {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, "
          f"Python {platform.python_version()}, numpy {np.__version__}, combinators {installed('combinators')}, "
          f"dpcrpy {installed('dpcrpy')}, {platform.machine()} {platform.system()}")
    print(f"# ε = {EPSILON}; µs per update + release; ratios to the plain loop")
    print("| T | session | game | dpcrpy BinMech | plain loop | offline numpy | session/plain | game/plain | "
          "dpcrpy/plain | var ours | var dpcrpy |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for e in exponents:
        t = 2**e
        xs = _updates(t)
        sess, gm, pl, off = (min(timed(xs) for _ in range(repeat))
                             for timed in (time_session, time_game, time_plain, time_offline))
        dp = None if not HAVE_DPCRPY else min(time_dpcrpy(xs) or math.inf for _ in range(repeat))
        vo, vd = variances(t)
        dp_text = "not installed" if dp is None else f"{dp:.2f}"
        dp_ratio = "—" if dp is None else f"{dp / pl:.1f}×"
        print(f"| 2^{e} | {sess:.2f} | {gm:.2f} | {dp_text} | {pl:.2f} | {off:.3f} | {sess / pl:.1f}× | "
              f"{gm / pl:.1f}× | {dp_ratio} | {vo:.0f} | {vd:.0f} |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

"""Benchmark of the exact audit: worst case over every deterministic adversary (issue 15, goals 4–6).

The machine answers each query j ∈ {1, 2, 3} with a fresh randomized response of bit j of the
data (keep probability 3/4 exactly, so e^ε = 3); x0 = (0,0,0), x1 = (1,0,0). The worst
adversary repeats query 1, so the exact hockey-stick δ(ln 3) at depth k is the closed form of
k-fold RR (DESIGN.md §1, "Speed of the exact audit"; prototype/check_audit.py).

Rows: the memo/no-memo table (depth 2…8); goal 4, the library without memo against the floor, a
minimal generic recursion written apart (``audit_floor.py``), in one run; goal 5, the same search
sharded on a ``ProcessPoolExecutor`` of 2 workers at depth 9 (with a calibration row: how much two
processes gain on a plain loop right now, since the machine may be shared); goal 6, an adaptive
filter over a 12-message menu at depth 8, serial and sharded. Each row prints the load average.

Run: ``python benchmarks/bench_audit.py [max_depth] [no_memo_limit_seconds] [--goals | --goal6]``.
"""

from __future__ import annotations

import math
import os
import platform
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction
from typing import Final, final

import attrs
from typing_extensions import override

from combinators.audit import audit, worst_case
from combinators.audit._search import Compiled
from combinators.composition.filters import Query, Spawn, filtered
from combinators.machines import Halt, InteractiveMechanism
from combinators.measures import ApproxDP, EpsDelta, RenyiDP, RenyiEps
from combinators.measures.audit_plans import HockeyStickTest
from combinators.prob import Coins, Prob
from combinators.prob.enumerate import Limits

sys.path.insert(0, os.path.dirname(__file__))
from _versions import installed  # noqa: E402  # run as a script from the repository root
from audit_floor import floor_worst_case  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from tests.unit.composition.test_filters_audit import rr_at_rdp2_cost  # noqa: E402  # RR certified under RDP_2

R2: Final = RenyiDP(2)

Bits = tuple[int, ...]
KEEP: Final = Fraction(3, 4)
E_EPS: Final = Fraction(3)
X0: Final = (0, 0, 0)
X1: Final = (1, 0, 0)
QUERIES: Final = (1, 2, 3)


@final
@attrs.frozen
class RRBits(InteractiveMechanism[Bits, Bits, int, int]):
    """Query j (1-based) answers a fresh randomized response of bit j."""

    keep: Prob

    @override
    def init(self, data: Bits, /) -> Bits:
        return data

    @override
    def step(self, state: Bits, query: int, coins: Coins, /) -> tuple[Bits, int | Halt]:
        b = state[query - 1]
        return state, (b if coins.bernoulli(self.keep) else 1 - b)


def closed_form(k: int, keep: Fraction, e_eps: Fraction) -> Fraction:
    """δ(ε) of k-fold RR on the differing bit: Σ_i C(k,i) max(0, P_i − e^ε Q_i)."""
    return sum((math.comb(k, i) * max(Fraction(0), keep ** (k - i) * (1 - keep) ** i
                                      - e_eps * (1 - keep) ** (k - i) * keep**i)
                for i in range(k + 1)), start=Fraction(0))


def _timed(memo: bool, d: int) -> tuple[Fraction, int, float]:
    t = time.perf_counter()
    w = worst_case(RRBits(KEEP), X0, X1, QUERIES, d, HockeyStickTest(E_EPS, Fraction(0)), memo=memo,
                   history_budget=10**9)
    dt = time.perf_counter() - t
    v = w.value
    assert isinstance(v, Fraction)
    return v, w.histories_visited, dt


def _load() -> str:
    return "load {:.2f} {:.2f} {:.2f}".format(*os.getloadavg())


def _burn(n: int) -> int:
    s = 0
    for i in range(n):
        s += i * i
    return s


def goals() -> None:
    """Goals 4–6 of issue 15, each as a ratio to its reference in the same run."""
    test = HockeyStickTest(E_EPS, Fraction(0))
    m = RRBits(KEEP)
    print(f"\ncombinators {installed('combinators')}, Python {platform.python_version()}, "
          f"{platform.machine()} {platform.system()}, {os.cpu_count()} CPU(s); {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    if "--goal6" in sys.argv:
        with ProcessPoolExecutor(2) as ex:
            goal6(ex)
        return
    print("goal 4: no memo, one process — the library against the floor (a minimal recursion, audit_floor.py)")
    for d in (7, 8):
        c = Compiled(((m, X0), (m, X1)), QUERIES, d, Limits())
        floor, ours = [], []
        for _ in range(3):  # interleaved, medians
            t = time.perf_counter()
            want = floor_worst_case(c, E_EPS)
            floor.append(time.perf_counter() - t)
            t = time.perf_counter()
            got = worst_case(m, X0, X1, QUERIES, d, test, memo=False, history_budget=10**9)
            ours.append(time.perf_counter() - t)
            assert got.value == want == closed_form(d, KEEP, E_EPS)
        f, o = sorted(floor)[1], sorted(ours)[1]
        print(f"  depth {d}: {got.histories_visited:,} histories; floor {f:.3f} s, ours {o:.3f} s "
              f"(compilation included) = {o / f:.2f}× the floor  [{_load()}]")
    print("goal 5: depth 9, no memo — serial against a ProcessPoolExecutor(2)")
    n = 3_000_000
    t = time.perf_counter()
    _burn(n), _burn(n)
    serial_burn = time.perf_counter() - t
    with ProcessPoolExecutor(2) as ex:
        list(ex.map(_burn, [1, 1]))  # workers up
        t = time.perf_counter()
        list(ex.map(_burn, [n, n]))
        par_burn = time.perf_counter() - t
        print(f"  calibration: two plain loops gain {serial_burn / par_burn:.2f}× on 2 processes now  [{_load()}]")
        t = time.perf_counter()
        serial = worst_case(m, X0, X1, QUERIES, 9, test, memo=False, history_budget=10**9)
        ts = time.perf_counter() - t
        t = time.perf_counter()
        sharded = worst_case(m, X0, X1, QUERIES, 9, test, memo=False, history_budget=10**9, executor=ex)
        tp = time.perf_counter() - t
        assert sharded == serial
        print(f"  {serial.histories_visited:,} histories: serial {ts:.2f} s, sharded {tp:.2f} s = {ts / tp:.2f}× "
              f"(equal value and count)  [{_load()}]")
        goal6(ex)


def goal6(ex: ProcessPoolExecutor) -> None:
    """Goal 6: the adaptive filter over a 12-message menu at depth 8, serial and sharded."""
    if True:
        print("goal 6: an RDP_2 filter (budget 3.0) over 12 messages (spawn RR children at cost 0.4, 0.6, 0.1; query "
              "children 0…8), depth 8, memo; replay_budget 10^8 (the default 10^6 stops compilation)")
        f6 = filtered(R2, "additive", RenyiEps(3.0), trust_asserted=True)
        children = [rr_at_rdp2_cost(c)[0] for c in (0.4, 0.6, 0.1)]
        menu = [*(Spawn(ch, ch.level) for ch in children), *(Query(j, None) for j in range(9))]
        for label, kw in (("serial", {}), ("sharded on 2 processes", {"executor": ex})):
            t = time.perf_counter()
            r = audit(f6, 0, 1, menu, 8, R2, RenyiEps(3.0), replay_budget=10**8, **kw)  # type: ignore[arg-type]
            print(f"  {label}: {r.verdict.name} in {time.perf_counter() - t:.2f} s, {r.histories_visited:,} "
                  f"histories  [{_load()}]")


def main() -> None:
    if "--goals" in sys.argv or "--goal6" in sys.argv:
        goals()
        return
    max_depth = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    limit = float(sys.argv[2]) if len(sys.argv) > 2 else 30.0
    print(f"exact audit, RR bits (keep 3/4, e^ε = 3), x0={X0}, x1={X1}, queries {QUERIES}; "
          f"{os.cpu_count()} CPU(s), one process")
    print(f"{'d':>2} | {'δ(ln 3), exact':>22} | {'closed form':>5} | {'memo: histories':>15} {'time':>9} | "
          f"{'no memo: histories':>18} {'time':>9}")
    print("-" * 100)
    last_plain = 0.0
    for d in range(2, max_depth + 1):
        v, n_memo, t_memo = _timed(True, d)
        ok = v == closed_form(d, KEEP, E_EPS)
        if last_plain * 7 < limit:  # each level has 6× the histories
            v2, n_plain, t_plain = _timed(False, d)
            assert v2 == v
            last_plain = t_plain
            plain = f"{n_plain:>18,} {t_plain:>8.3f}s"
        else:
            plain = f"{'skipped (>' + str(int(limit)) + ' s)':>28}"
        shown = str(v) if len(str(v)) <= 22 else f"{float(v):.15g}"
        print(f"{d:>2} | {shown:>22} | {'==' if ok else '!='!s:>11} | {n_memo:>15,} {t_memo:>8.4f}s | {plain}")
        assert ok
    # the whole audit of a claim at depth 8, with float ε (interval arithmetic), both directions and witness
    d = max_depth
    delta = float(closed_form(d, KEEP, E_EPS))
    for claim_delta, label in ((delta * 0.99, "just below the true δ"), (delta * 1.01, "just above")):
        t = time.perf_counter()
        r = audit(RRBits(KEEP), X0, X1, QUERIES, d, ApproxDP(), EpsDelta(math.log(3), claim_delta))
        dt = time.perf_counter() - t
        print(f"audit(depth {d}, ApproxDP at (ln 3, {claim_delta:.6g}) [{label}]): {r.verdict.name} in "
              f"{dt:.3f}s, {r.histories_visited:,} histories"
              + (f", witness event of {len(r.witness.event or ())} views" if r.witness else ""))


if __name__ == "__main__":
    main()

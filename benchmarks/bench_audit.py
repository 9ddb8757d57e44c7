"""Benchmark of the exact audit: worst case over every deterministic adversary, depth 2…8.

The machine answers each query j ∈ {1, 2, 3} with a fresh randomized response of bit j of the
data (keep probability 3/4 exactly, so e^ε = 3); x0 = (0,0,0), x1 = (1,0,0). The worst
adversary repeats query 1, so the exact hockey-stick δ(ln 3) at depth k is the closed form of
k-fold RR (DESIGN.md §1, "Speed of the exact audit"; prototype/check_audit.py).

Run: ``python benchmarks/bench_audit.py [max_depth] [no_memo_limit_seconds]``.
"""

from __future__ import annotations

import math
import os
import sys
import time
from fractions import Fraction
from typing import Final, final

import attrs
from typing_extensions import override

from combinators.audit import audit, worst_case
from combinators.machines import Halt, InteractiveMechanism
from combinators.measures import ApproxDP, EpsDelta
from combinators.measures.audit_plans import HockeyStickTest
from combinators.prob import Coins, Prob

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


def main() -> None:
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

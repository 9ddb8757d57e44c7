"""The floor of the exact-audit benchmark: a minimal generic recursion over histories, written apart
from the library (issue 15, goal 4).

It computes the same worst case as ``worst_case(..., memo=False)`` for a hockey-stick test with an
exact ``e``: the machine's branches (enumerated once by the library's compiler, not timed) are put
over one common denominator, and ``V_k(P, Q) = max_q Σ_a V_{k−1}(P·T_{q,a}, Q·T_{q,a})`` is the plain
recursion, ``V_0 = max(0, |P| − e·|Q|)``, one call per history, no memo, no intervals, no budget. The
benchmark reports the library's time as a ratio to this one.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from combinators.audit._search import Compiled
from combinators.prob import Interval


def floor_tables(c: Compiled) -> tuple[list[Any], int]:
    """``rows[s][q] = ((answer, ((next state, integer weight), …)), …)`` and the common denominator."""
    dens = {1}
    for rows in c.raw:
        for row in rows or ():
            for _, _, p in row:
                assert not isinstance(p, Interval), "the floor is exact only"
                dens.add(Fraction(p).denominator)
    d = math.lcm(*dens)
    out: list[Any] = []
    for rows in c.raw:
        if rows is None:
            out.append(None)
            continue
        per_query = []
        for row in rows:
            by_answer: dict[int, list[tuple[int, int]]] = {}
            for a, s2, p in row:
                by_answer.setdefault(a, []).append((s2, (Fraction(p) * d).numerator))
            per_query.append(tuple((a, tuple(b)) for a, b in by_answer.items()))
        out.append(tuple(per_query))
    return out, d


def floor_worst_case(c: Compiled, e: Fraction) -> Fraction:
    """``max over adversaries of Σ_v max(0, P(v) − e·Q(v))``, P from the first start state, by plain recursion."""
    rows, d = floor_tables(c)
    m, n = e.denominator, e.numerator
    nq, halt = len(c.queries), c.halt
    pow_d = [d**k for k in range(c.depth + 1)]

    def push(vec: dict[int, int], qi: int) -> dict[int, dict[int, int]]:
        out: dict[int, dict[int, int]] = {}
        for s, w in vec.items():
            for a, branches in rows[s][qi]:
                child = out.setdefault(a, {})
                for s2, t in branches:
                    child[s2] = child.get(s2, 0) + w * t
        return out

    def value(k: int, p: dict[int, int], q: dict[int, int]) -> int:
        if k == 0:
            return max(0, m * sum(p.values()) - n * sum(q.values()))
        best = 0
        for qi in range(nq):
            cp, cq = push(p, qi), push(q, qi)
            total = 0
            for a, dp in cp.items():
                dq = cq.get(a, {})
                if a == halt:
                    total += max(0, m * sum(dp.values()) - n * sum(dq.values())) * pow_d[k - 1]
                else:
                    total += value(k - 1, dp, dq)
            best = max(best, total)
        return best

    p0, q0 = c.starts
    return Fraction(value(c.depth, {p0: 1}, {q0: 1}), m * pow_d[c.depth])

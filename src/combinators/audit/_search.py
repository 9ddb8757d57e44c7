"""The recursion over histories behind the exact audit (DESIGN.md §1 and §4).

For a test whose functional is additive over views, ``F(P, Q) = Σ_v φ(P(v), Q(v))`` with a
1-homogeneous ``φ`` (hockey-stick ``max(0, p − e·q)``, Rényi moment ``p^α q^(1−α)``), the worst
case over deterministic adversaries of depth ``k`` from a pair of state sub-distributions is

    V_0(P, Q) = φ(|P|, |Q|)
    V_k(P, Q) = max_q Σ_a V_{k−1}(P·T_{q,a}, Q·T_{q,a})        (a = HALT: φ of the child)

one visit per history: the adversary takes at each history the query whose subtree
contributes most, and the maximising queries are the witness strategy. Deterministic
adversaries suffice by joint convexity (seed 000 Lemma 2.3; seed 004 Lemma 1), and stopping
early never helps, since ``F`` only grows when views are refined (data processing).

Speed (measured ways in DESIGN.md §1):

- the machine is *compiled* once: every reachable ``(state, query)`` is enumerated once, and
  all branch probabilities are put over one common denominator ``D``, so weights are Python
  ints (``D^t`` times the probability at level ``t``) and the recursion never builds a
  ``Fraction``;
- ``V`` is 1-homogeneous in ``(P, Q)`` jointly, so it is memoised on the primitive integer
  vector of each ray, ``(k, P/g, Q/g)`` with ``g`` the gcd of all entries.

Soundness: with ``Interval`` probabilities the recursion carries lower and upper weight
vectors and returns ``[max of lowers, max of uppers]``, which contains the true maximum; the
witness is the argmax of the lowers. Nothing is ever rounded to a float except the
irrational Rényi powers, which are bounded outward.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, Final, TypeAlias

from .._arith import exp_down, exp_up
from ..errors import InvalidArgument, NotEnumerable
from ..machines import Halt, InteractiveMechanism
from ..measures.audit_plans import HockeyStickTest, PlanTest
from ..prob import FiniteDist, Interval, Prob, lower, upper
from ..prob.enumerate import Limits, enumerate_branches
from ._observe import Interner, check_hashable, same_step

__all__ = ["Compiled", "Engine", "Num"]

Num: TypeAlias = int | Fraction | float
"""An exact value (int or Fraction) or ``math.inf`` (an infinite Rényi moment); never a finite float."""

_INF: Final = math.inf
_EMPTY: Final[dict[int, int]] = {}
_HALTED: Final = -1  # the "next state" of a HALT answer: never expanded

# rows[s][qi] = ((answer index, ((next state index, integer weight), …)), …)
Rows: TypeAlias = list[tuple[tuple[tuple[int, tuple[tuple[int, int], ...]], ...], ...] | None]


class Compiled:
    """A finite machine (or two) compiled for the audit: interned states and answers, and the
    branches of every reachable ``(state, query)`` as integer weights over one denominator.

    States are ``(machine slot, state)`` pairs, so the two start configurations may belong to
    two different machines (e.g. the privacy games ``b = 0`` and ``b = 1``).
    """

    __slots__ = ("_answer_index", "_keys", "_limits", "_same", "answers", "d", "depth", "exact", "halt", "hi", "lo",
                 "machines", "queries", "raw", "starts", "state_index", "states")

    def __init__(
        self,
        starts: Sequence[tuple[InteractiveMechanism[Any, Any, Any, Any], object]],
        queries: Sequence[object],
        depth: int,
        limits: Limits,
    ) -> None:
        self.queries = tuple(queries)
        if not self.queries:  # the search starts from "no query yet" and would report that
            msg = "queries=[] gives the adversary nothing to send; pass at least one query, e.g. [None]"
            raise InvalidArgument(msg)
        for q in self.queries:
            check_hashable("query", q)
        self.depth = depth
        self._limits = limits
        # states and answers are merged by type and value, never by their own == (_observe)
        self._keys = Interner()
        self._same = same_step(self._keys)
        self.machines: list[InteractiveMechanism[Any, Any, Any, Any]] = []
        self.states: list[tuple[int, object]] = []
        self.state_index: dict[tuple[int, int], int] = {}
        self.answers: list[object] = []
        self.halt = -2  # index of HALT among the answers, once seen
        self._answer_index: dict[int, int] = {}
        # raw[s][qi] = ((answer, next state, probability), …), merged; None until expanded
        self.raw: list[tuple[tuple[tuple[int, int, Prob], ...], ...] | None] = []
        self.starts = tuple(self._intern(self._slot(m), s) for m, s in starts)
        frontier = list(dict.fromkeys(self.starts))
        for _ in range(depth):
            nxt: list[int] = []
            for s in frontier:
                nxt.extend(self._expand(s))
            frontier = nxt
        self._integerise()

    def _slot(self, machine: InteractiveMechanism[Any, Any, Any, Any]) -> int:
        for i, m in enumerate(self.machines):
            if m is machine:  # by identity: a machine's own == is not trusted
                return i
        self.machines.append(machine)
        return len(self.machines) - 1

    def _intern(self, slot: int, state: object) -> int:
        key = (slot, self._keys.code(state, "state"))
        i = self.state_index.get(key)
        if i is None:
            i = self.state_index[key] = len(self.states)
            self.states.append((slot, state))
            self.raw.append(None)
        return i

    def _answer(self, a: object) -> int:
        key = self._keys.code(a, "answer")
        i = self._answer_index.get(key)
        if i is None:
            i = self._answer_index[key] = len(self.answers)
            self.answers.append(a)
            if isinstance(a, Halt):
                self.halt = i
        return i

    def _expand(self, s: int) -> list[int]:
        """Enumerate ``s`` under every query; return the states seen for the first time."""
        if self.raw[s] is not None:
            return []
        slot, state = self.states[s]
        machine = self.machines[slot]
        before = len(self.states)
        rows: list[tuple[tuple[int, int, Prob], ...]] = []
        for q in self.queries:
            acc: dict[tuple[int, int], Prob] = {}
            for (s2, a), p in enumerate_branches(machine.step, (state, q), self._limits, self._same):
                ai = self._answer(a)
                si = _HALTED if isinstance(a, Halt) else self._intern(slot, s2)
                old = acc.get((ai, si))
                acc[ai, si] = p if old is None else old + p
            rows.append(tuple((ai, si, p) for (ai, si), p in acc.items()))
        self.raw[s] = tuple(rows)
        return list(range(before, len(self.states)))

    def _integerise(self) -> None:
        dens: set[int] = {1}
        exact = True
        for rows in self.raw:
            for row in rows or ():
                for _, _, p in row:
                    if isinstance(p, Interval):
                        exact = False
                    dens.add(lower(p).denominator)
                    dens.add(upper(p).denominator)
        self.exact = exact
        self.d = math.lcm(*dens)
        self.lo: Rows = [None if rows is None else _rows(rows, self.d, lower) for rows in self.raw]
        self.hi: Rows = self.lo if exact else [None if rows is None else _rows(rows, self.d, upper) for rows in self.raw]


def _rows(
    rows: tuple[tuple[tuple[int, int, Prob], ...], ...], d: int, end: Callable[[Prob], Fraction]
) -> tuple[tuple[tuple[int, tuple[tuple[int, int], ...]], ...], ...]:
    out = []
    for row in rows:
        by_answer: dict[int, list[tuple[int, int]]] = {}
        for ai, si, p in row:
            w = end(p) * d
            by_answer.setdefault(ai, []).append((si, w.numerator))  # w is an integer: d is a common denominator
        out.append(tuple((ai, tuple(b)) for ai, b in by_answer.items()))
    return tuple(out)


def _push(vec: dict[int, int], rows: Rows, qi: int) -> dict[int, dict[int, int]]:
    """``vec · T_{q,a}`` for every answer ``a``, as integer vectors."""
    out: dict[int, dict[int, int]] = {}
    for s, w in vec.items():
        row = rows[s]
        assert row is not None  # every state below the last level was expanded
        for a, branches in row[qi]:
            d = out.get(a)
            if d is None:
                d = out[a] = {}
            for s2, t in branches:
                d[s2] = d.get(s2, 0) + w * t
    return out


def _norm(vec: dict[int, int], g: int) -> dict[int, int]:
    return {s: w // g for s, w in vec.items()}


def _key(vec: dict[int, int]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted(vec.items()))


def _ratio_pow(p: int, q: int, am1: float, am1_err: float, *, up: bool) -> Num:
    """A bound of ``p · (p/q)^(α−1) = p^α q^(1−α)`` for positive ints, outward, at a non-integer order."""
    lp, lq = math.log(p), math.log(q)
    r = lp - lq
    err_r = 8 * (math.ulp(abs(lp) + 1) + math.ulp(abs(lq) + 1)) + 2 * math.ulp(abs(r) + 1)
    t = am1 * r
    err = abs(am1) * err_r * (1 + 2**-40) + abs(r) * am1_err + 8 * math.ulp(abs(t) + 1)
    return (_exp_up(t + err) if up else _exp_down(t - err)) * p


_EXP_CHUNK: Final = 512.0
_EXP_CHUNK_UP: Final = Fraction(exp_up(_EXP_CHUNK))
_EXP_CHUNK_DOWN: Final = Fraction(exp_down(_EXP_CHUNK))


_EXP_CAP: Final = 100_000.0  # beyond e^(10^5): upper bound +inf, lower bound e^(10^5)


def _exp_up(x: float) -> Fraction | float:
    """An upper bound of ``e^x`` as a Fraction beyond the float range too (``inf`` past the cap).

    ``x − n·512`` is exact in floats: both are multiples of ``ulp(x)`` (x < 2^61) and the
    difference lies in ``[0, 512]``.
    """
    if x > _EXP_CAP:
        return _INF
    n = max(0, math.ceil((x - _EXP_CHUNK) / _EXP_CHUNK))
    return _EXP_CHUNK_UP**n * Fraction(exp_up(x - n * _EXP_CHUNK))


def _exp_down(x: float) -> Fraction:
    """A lower bound of ``e^x`` as a Fraction beyond the float range too."""
    x = min(x, _EXP_CAP)
    n = max(0, math.ceil((x - _EXP_CHUNK) / _EXP_CHUNK))
    return _EXP_CHUNK_DOWN**n * Fraction(exp_down(x - n * _EXP_CHUNK))


class Engine:
    """The worst case of one test's functional over deterministic adversaries (one direction).

    Values are scaled: ``m·D^k`` times the true value for the hockey-stick (``e = n/m``),
    ``D^k`` for the Rényi moment, at remaining depth ``k``.
    """

    __slots__ = ("_alpha", "_am1", "_am1_err", "_int_alpha", "_leaf", "_m", "_n_hi", "_n_lo", "_pow_d",
                 "budget", "c", "memo", "table", "test", "visited")

    def __init__(self, compiled: Compiled, test: PlanTest, *, memo: bool, budget: int) -> None:
        self.c = compiled
        self.test = test
        self.memo = memo
        self.budget = budget
        self.visited = 0
        self.table: dict[tuple[object, ...], tuple[Num, Num, int]] = {}
        self._pow_d = [compiled.d**k for k in range(compiled.depth + 1)]
        self._m = 1
        self._n_lo = self._n_hi = 0
        self._int_alpha = 0
        self._am1 = self._am1_err = 0.0
        self._leaf: Callable[[int, int, int, int], tuple[Num, Num]]
        if isinstance(test, HockeyStickTest):
            e_lo, e_hi = lower(test.e), upper(test.e)
            if e_lo < 0:
                msg = f"hockey-stick test {test!r}: e must be >= 0"
                raise InvalidArgument(msg)
            self._m = math.lcm(e_lo.denominator, e_hi.denominator)
            self._n_lo, self._n_hi = (e_lo * self._m).numerator, (e_hi * self._m).numerator
            self._leaf = self._hs_leaf
        else:
            a = Fraction(test.alpha)
            if a <= 1:
                msg = f"Rényi test {test!r}: alpha must be > 1"
                raise InvalidArgument(msg)
            if a.denominator == 1:
                self._int_alpha = a.numerator
            self._am1 = float(a - 1)
            self._am1_err = float(abs(Fraction(self._am1) - (a - 1))) * 2 + 2**-1000
            self._leaf = self._renyi_leaf

    # ---- leaves -------------------------------------------------------------------------
    def _hs_leaf(self, pl: int, ph: int, ql: int, qh: int) -> tuple[Num, Num]:
        lo = self._m * pl - self._n_hi * qh
        hi = self._m * ph - self._n_lo * ql
        return (lo if lo > 0 else 0), (hi if hi > 0 else 0)

    def _moment(self, p: int, q: int, *, up: bool) -> Num:
        if p == 0:
            return 0
        if q == 0:
            return _INF
        a = self._int_alpha
        if a:
            return Fraction(p**a, q ** (a - 1))
        return _ratio_pow(p, q, self._am1, self._am1_err, up=up)

    def _renyi_leaf(self, pl: int, ph: int, ql: int, qh: int) -> tuple[Num, Num]:
        return self._moment(pl, qh, up=False), self._moment(ph, ql, up=True)

    # ---- recursion ----------------------------------------------------------------------
    def run(self, p_start: int, q_start: int) -> tuple[Num, Num]:
        """``[lower, upper]`` of the worst case from the start states ``(p_start, q_start)``."""
        p, q = {p_start: 1}, {q_start: 1}
        lo, hi, _ = self.value(self.c.depth, p, p, q, q)
        scale = self._m * self._pow_d[self.c.depth]
        return _scaled(lo, scale), _scaled(hi, scale)

    def value(
        self, k: int, pl: dict[int, int], ph: dict[int, int], ql: dict[int, int], qh: dict[int, int]
    ) -> tuple[Num, Num, int]:
        """Scaled ``(lower, upper, argmax-of-lower query index)`` of ``V_k`` (index -1 at a leaf)."""
        self.visited += 1
        if self.visited > self.budget:
            msg = (f"the audit visited more than {self.budget} histories; lower the depth, shrink the "
                   "query alphabet, or raise history_budget")
            raise NotEnumerable(msg)
        ph_mass = sum(ph.values())
        if ph_mass == 0:  # impossible under the first input: every view below contributes 0
            return 0, 0, -1
        qh_mass = sum(qh.values())
        if k == 0 or qh_mass == 0:  # a leaf, or Q = 0 below: refining changes nothing
            lo, hi = self._leaf(sum(pl.values()), ph_mass, sum(ql.values()), qh_mass)
            s = self._pow_d[k]
            return lo * s, hi * s, -1
        if not self.memo:
            return self._best(k, pl, ph, ql, qh)
        if self.c.exact:
            g = math.gcd(*pl.values(), *ql.values())
            if g != 1:
                pl, ql = _norm(pl, g), _norm(ql, g)
            key: tuple[object, ...] = (k, _key(pl), _key(ql))
            ph, qh = pl, ql
        else:
            g = math.gcd(*pl.values(), *ph.values(), *ql.values(), *qh.values())
            if g != 1:
                pl, ph, ql, qh = _norm(pl, g), _norm(ph, g), _norm(ql, g), _norm(qh, g)
            key = (k, _key(pl), _key(ph), _key(ql), _key(qh))
        hit = self.table.get(key)
        if hit is None:
            hit = self.table[key] = self._best(k, pl, ph, ql, qh)
        lo, hi, best = hit
        return lo * g, hi * g, best

    def _best(
        self, k: int, pl: dict[int, int], ph: dict[int, int], ql: dict[int, int], qh: dict[int, int]
    ) -> tuple[Num, Num, int]:
        c = self.c
        exact, halt, lo_rows, hi_rows = c.exact, c.halt, c.lo, c.hi
        s = self._pow_d[k - 1]
        best_lo: Num = -1
        best_hi: Num = 0
        best_q = 0
        for qi in range(len(c.queries)):
            cpl, cql = _push(pl, lo_rows, qi), _push(ql, lo_rows, qi)
            if exact:
                cph, cqh = cpl, cql
            else:
                cph, cqh = _push(ph, hi_rows, qi), _push(qh, hi_rows, qi)
            tot_lo: Num = 0
            tot_hi: Num = 0
            for a, dph in cph.items():
                dpl = cpl[a]
                dql = cql.get(a, _EMPTY)
                dqh = cqh.get(a, _EMPTY)
                if a == halt:
                    lo, hi = self._leaf(sum(dpl.values()), sum(dph.values()), sum(dql.values()), sum(dqh.values()))
                    tot_lo, tot_hi = _plus(tot_lo, _times(lo, s)), _plus(tot_hi, _times(hi, s))
                else:
                    lo, hi, _ = self.value(k - 1, dpl, dph, dql, dqh)
                    tot_lo, tot_hi = _plus(tot_lo, lo), _plus(tot_hi, hi)
            if tot_lo > best_lo:
                best_lo, best_q = tot_lo, qi
            if tot_hi > best_hi:
                best_hi = tot_hi
        return best_lo, best_hi, best_q

    # ---- witness ------------------------------------------------------------------------
    def strategy(self, p_start: int, q_start: int) -> dict[tuple[tuple[int, int], ...], int]:
        """The argmax-of-lowers strategy as ``history (query and answer indices) -> query index``,
        on the histories it reaches with positive probability under the first input."""
        c = self.c
        moves: dict[tuple[tuple[int, int], ...], int] = {}

        def walk(k: int, pl: dict[int, int], ph: dict[int, int], ql: dict[int, int], qh: dict[int, int],
                 hist: tuple[tuple[int, int], ...]) -> None:
            if k == 0 or sum(ph.values()) == 0 or sum(qh.values()) == 0:
                return
            _, _, qi = self.value(k, pl, ph, ql, qh)
            moves[hist] = qi
            cpl, cql = _push(pl, c.lo, qi), _push(ql, c.lo, qi)
            cph, cqh = (cpl, cql) if c.exact else (_push(ph, c.hi, qi), _push(qh, c.hi, qi))
            for a, dph in cph.items():
                if a != c.halt:
                    walk(k - 1, cpl[a], dph, cql.get(a, _EMPTY), cqh.get(a, _EMPTY), (*hist, (qi, a)))

        p, q = {p_start: 1}, {q_start: 1}
        walk(c.depth, p, p, q, q, ())
        return moves

    def views(self, start: int, moves: dict[tuple[tuple[int, int], ...], int]) -> FiniteDist[tuple[tuple[int, int], ...]]:
        """The exact view distribution (over index histories) of a strategy from one start state."""
        c = self.c
        layer: dict[tuple[tuple[tuple[int, int], ...], int], Prob] = {((), start): Fraction(1)}
        done: list[tuple[tuple[tuple[int, int], ...], Prob]] = []
        for _ in range(c.depth):
            nxt: dict[tuple[tuple[tuple[int, int], ...], int], Prob] = {}
            for (hist, s), p in layer.items():
                qi = moves.get(hist)
                rows = c.raw[s]
                if qi is None or rows is None:
                    done.append((hist, p))
                    continue
                for ai, si, w in rows[qi]:
                    h2 = (*hist, (qi, ai))
                    if ai == c.halt:
                        done.append((h2, p * w))
                    else:
                        old = nxt.get((h2, si))
                        nxt[h2, si] = p * w if old is None else old + p * w
            layer = nxt
        done.extend((hist, p) for (hist, _), p in layer.items())
        return FiniteDist.from_pairs(done)


# A float in these sums is only ever +inf (an infinite Rényi moment); Python turns the int or
# Fraction beside it into a float first, which overflows past 1.8e308, though the result is +inf
# either way.
def _plus(a: Num, b: Num) -> Num:
    try:
        return a + b
    except OverflowError:
        return math.inf


def _times(a: Num, b: int) -> Num:
    try:
        return a * b
    except OverflowError:
        return math.inf


def _scaled(x: Num, scale: int) -> Num:
    if isinstance(x, float):
        return x  # math.inf
    return Fraction(x, scale) if isinstance(x, int) else x / scale

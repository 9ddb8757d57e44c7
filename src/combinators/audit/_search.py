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
import pickle
import secrets
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, as_completed
from fractions import Fraction
from typing import Any, Final, TypeAlias

from typing_extensions import override

from .._arith import exp_down, exp_up
from ..errors import InvalidArgument, NotEnumerable
from ..machines import Halt, InteractiveMechanism
from ..measures.audit_plans import HockeyStickTest, PlanTest
from ..prob import FiniteDist, Interval, Prob, lower, upper
from ..prob.enumerate import Limits, enumerate_branches
from ._observe import Interner, check_hashable, same_step

__all__ = ["Compiled", "Engine", "Num", "Progress"]

Num: TypeAlias = int | Fraction | float
"""An exact value (int or Fraction) or ``math.inf`` (an infinite Rényi moment); never a finite float."""

_INF: Final = math.inf
_EMPTY: Final[dict[int, int]] = {}
_HALTED: Final = -1  # the "next state" of a HALT answer: never expanded

# rows[s][qi] = ((answer index, total weight, ((next state index, integer weight), …)), …); the total is
# the answer's mass, so a level's masses are pushed down with its vectors instead of summed again
Rows: TypeAlias = list[tuple[tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...], ...] | None]


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

    @override
    def __getstate__(self) -> dict[str, object]:
        """What a worker process needs to search (the integer rows), not the machines, their states or
        the interner: a pickled ``Compiled`` is for ``Engine`` only (``_shards``)."""
        return {"lo": self.lo, "hi": self.hi, "halt": self.halt, "exact": self.exact, "d": self.d,
                "depth": self.depth, "queries": tuple(range(len(self.queries))), "starts": self.starts}

    def __setstate__(self, state: dict[str, object]) -> None:
        for name, value in state.items():
            object.__setattr__(self, name, value)

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
) -> tuple[tuple[tuple[int, int, tuple[tuple[int, int], ...]], ...], ...]:
    out = []
    for row in rows:
        by_answer: dict[int, list[tuple[int, int]]] = {}
        for ai, si, p in row:
            w = end(p) * d
            by_answer.setdefault(ai, []).append((si, w.numerator))  # w is an integer: d is a common denominator
        out.append(tuple((ai, sum(w for _, w in b), tuple(b)) for ai, b in by_answer.items()))
    return tuple(out)


def _push(vec: dict[int, int], rows: Rows, qi: int) -> dict[int, list[Any]]:
    """``vec · T_{q,a}`` for every answer ``a``: ``[integer vector, its mass]``."""
    out: dict[int, list[Any]] = {}
    for s, w in vec.items():
        row = rows[s]
        assert row is not None  # every state below the last level was expanded
        for a, mass, branches in row[qi]:
            e = out.get(a)
            if e is None:
                e = out[a] = [{}, 0]
            e[1] += w * mass
            d = e[0]
            for s2, t in branches:
                d[s2] = d.get(s2, 0) + w * t
    return out


def _masses(vec: dict[int, int], rows: Rows, qi: int) -> dict[int, int]:
    """The masses of ``vec · T_{q,a}`` for every answer ``a``, without the vectors (the last level)."""
    if len(vec) == 1:
        ((s, w),) = vec.items()
        row = rows[s]
        assert row is not None
        return {a: w * mass for a, mass, _ in row[qi]}
    out: dict[int, int] = {}
    for s, w in vec.items():
        row = rows[s]
        assert row is not None
        for a, mass, _ in row[qi]:
            out[a] = out.get(a, 0) + w * mass
    return out


_NOTHING: Final[list[Any]] = [_EMPTY, 0]


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


Progress: TypeAlias = Callable[[int, int], object]
"""Called now and then during a search with ``(histories visited, estimated total)``."""

_REPORT_EVERY: Final = 1 << 16  # visits between two progress reports

Child: TypeAlias = tuple[int, bool, tuple[dict[int, int], ...], tuple[int, ...]]


class Engine:
    """The worst case of one test's functional over deterministic adversaries (one direction).

    Values are scaled: ``m·D^k`` times the true value for the hockey-stick (``e = n/m``),
    ``D^k`` for the Rényi moment, at remaining depth ``k``.

    The search is iterative (an explicit stack of frames, one per open history of depth ≥ 2), so
    the depth is bounded by time and memory, not by Python's recursion limit. A node carries its
    vectors and their masses, pushed down from its parent; the last level needs only the masses.
    When every weight and ``e`` are exact (the *fast path*), a node is the pair ``(P, Q)`` and a
    value one integer; otherwise it is ``(P_lo, P_hi, Q_lo, Q_hi)`` and values are
    ``[lower, upper]`` pairs (module docs). The history budget is checked once per node opened,
    for all its children at once.
    """

    __slots__ = ("_alpha", "_am1", "_am1_err", "_collected", "_done", "_fast", "_frontier", "_frontier_k",
                 "_int_alpha", "_leaf", "_m", "_n_hi", "_n_lo", "_next_report", "_open_answers", "_pow_d", "_ranked", "budget",
                 "c", "memo", "progress", "table", "test", "visited")

    def __init__(self, compiled: Compiled, test: PlanTest, *, memo: bool, budget: int,
                 progress: Progress | None = None, fast: bool = True) -> None:
        self.c = compiled
        self.test = test
        self.memo = memo
        self.budget = budget
        self.progress = progress
        self.visited = 0
        self._done = 0.0  # the share of the current search finished, for the progress estimate
        self._next_report = _REPORT_EVERY
        self.table: dict[tuple[object, ...], tuple[Num, Num, int]] = {}
        # sharding (run with an executor): the depth of the shards' roots, their values and visits once
        # computed, and the roots met while collecting them
        self._frontier_k = self._ranked = -1
        self._frontier: dict[tuple[object, ...], tuple[Num, Num, int, int]] = {}
        self._collected: dict[tuple[object, ...], tuple[int, tuple[dict[int, int], ...]]] = {}
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
        # fast=False takes the general path even where the fast one applies (to cross-check them)
        self._fast = fast and compiled.exact and isinstance(test, HockeyStickTest) and self._n_lo == self._n_hi
        # per state and query, how many answers are not HALT: the histories a last level visits
        self._open_answers = [() if rows is None else tuple(sum(1 for a, _, _ in row if a != compiled.halt)
                                                             for row in rows) for rows in compiled.lo]

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

    def _leaf_of(self, masses: tuple[int, ...]) -> tuple[Num, Num]:
        """The leaf value of a node's masses, ``(P, Q)`` on the fast path, else ``(P_lo, P_hi, Q_lo, Q_hi)``."""
        if self._fast:
            v = self._m * masses[0] - self._n_lo * masses[1]
            return (v, v) if v > 0 else (0, 0)
        pl, ph, ql, qh = masses
        return self._leaf(pl, ph, ql, qh)

    # ---- budget and progress -----------------------------------------------------------
    def _count(self, n: int) -> None:
        self.visited += n
        if self.visited > self.budget:
            msg = (f"the audit visited more than {self.budget} histories; lower the depth, shrink the "
                   "query alphabet, or raise history_budget")
            raise NotEnumerable(msg)
        if self.progress is not None and self.visited >= self._next_report:
            self._next_report = self.visited + _REPORT_EVERY
            done = self._done
            self.progress(self.visited, max(self.visited, round(self.visited / done)) if done > 0 else self.visited)

    # ---- one level ------------------------------------------------------------------------
    def _children(self, vecs: tuple[dict[int, int], ...]) -> list[Child]:
        """``(query index, is HALT, vectors, masses)`` of every answer to every query."""
        c = self.c
        halt, lo_rows, hi_rows = c.halt, c.lo, c.hi
        out: list[Child] = []
        for qi in range(len(c.queries)):
            if self._fast:
                cp, cq = _push(vecs[0], lo_rows, qi), _push(vecs[1], lo_rows, qi)
                for a, (dp, pm) in cp.items():
                    dq, qm = cq.get(a, _NOTHING)
                    out.append((qi, a == halt, (dp, dq), (pm, qm)))
                continue
            pl, ph, ql, qh = vecs
            cpl, cql = _push(pl, lo_rows, qi), _push(ql, lo_rows, qi)
            cph, cqh = (cpl, cql) if c.exact else (_push(ph, hi_rows, qi), _push(qh, hi_rows, qi))
            for a, (dph, phm) in cph.items():
                dpl, plm = cpl[a]
                dql, qlm = cql.get(a, _NOTHING)
                dqh, qhm = cqh.get(a, _NOTHING)
                out.append((qi, a == halt, (dpl, dph, dql, dqh), (plm, phm, qlm, qhm)))
        return out

    def _last(self, vecs: tuple[dict[int, int], ...]) -> tuple[Num, Num, int]:
        """``V_1``: every child is a leaf, so only the masses of the children are needed."""
        c = self.c
        halt, lo_rows, hi_rows = c.halt, c.lo, c.hi
        best_lo: Num = -1
        best_hi: Num = 0
        best_q = 0
        count = 0
        if self._fast:
            m, n = self._m, self._n_lo
            p, q = vecs
            if len(p) == 1:  # one state under the first input (a machine whose state is its data): no merging
                ((sp, wp),) = p.items()
                row_p = lo_rows[sp]
                assert row_p is not None
                mp_, open_ = m * wp, self._open_answers[sp]
                for qi in range(len(c.queries)):
                    mq = _masses(q, lo_rows, qi)
                    tot = 0
                    for a, pm, _ in row_p[qi]:
                        v = mp_ * pm - n * mq.get(a, 0)
                        if v > 0:
                            tot += v
                    count += open_[qi]
                    if tot > best_lo:
                        best_lo, best_q = tot, qi
            else:
                for qi in range(len(c.queries)):
                    mq = _masses(q, lo_rows, qi)
                    tot = 0
                    for a, pm in _masses(p, lo_rows, qi).items():
                        if a != halt:
                            count += 1
                        v = m * pm - n * mq.get(a, 0)
                        if v > 0:
                            tot += v
                    if tot > best_lo:
                        best_lo, best_q = tot, qi
            self._count(count)
            return best_lo, best_lo, best_q
        pl, ph, ql, qh = vecs
        leaf = self._leaf
        for qi in range(len(c.queries)):
            mpl, mql = _masses(pl, lo_rows, qi), _masses(ql, lo_rows, qi)
            mph, mqh = (mpl, mql) if c.exact else (_masses(ph, hi_rows, qi), _masses(qh, hi_rows, qi))
            tot_lo: Num = 0
            tot_hi: Num = 0
            for a, phm in mph.items():
                if a != halt:
                    count += 1
                lo, hi = leaf(mpl[a], phm, mql.get(a, 0), mqh.get(a, 0))
                tot_lo, tot_hi = _plus(tot_lo, lo), _plus(tot_hi, hi)
            if tot_lo > best_lo:
                best_lo, best_q = tot_lo, qi
            if tot_hi > best_hi:
                best_hi = tot_hi
        self._count(count)
        return best_lo, best_hi, best_q

    def _normalised(self, k: int, vecs: tuple[dict[int, int], ...]) -> tuple[tuple[object, ...], int,
                                                                                tuple[dict[int, int], ...]]:
        """The memo key of a node (its ray: the vectors over the gcd of their entries), the gcd and the
        normalised vectors."""
        if self._fast or self.c.exact:
            p, q = (vecs[0], vecs[1]) if self._fast else (vecs[0], vecs[2])
            g = math.gcd(*p.values(), *q.values())
            if g != 1:
                p, q = _norm(p, g), _norm(q, g)
            return (k, _key(p), _key(q)), g, ((p, q) if self._fast else (p, p, q, q))
        g = math.gcd(*(w for v in vecs for w in v.values()))
        if g != 1:
            vecs = tuple(_norm(v, g) for v in vecs)
        return (k, *(_key(v) for v in vecs)), g, vecs

    # ---- the search -----------------------------------------------------------------------
    def run(self, p_start: int, q_start: int, *, executor: Executor | None = None) -> tuple[Num, Num]:
        """``[lower, upper]`` of the worst case from the start states ``(p_start, q_start)``; with an
        executor, the subtrees below the top levels are searched by its workers (``_shard_values``)."""
        p, q = {p_start: 1}, {q_start: 1}
        self._done = 0.0
        progress = self.progress
        if executor is not None and self.c.depth >= 3:
            self._shard(executor, p, q)
            self.progress = None  # reported as the shards finished; the top levels' pass is short
        self._ranked = 0
        try:
            lo, hi, _ = self.value(self.c.depth, p, p, q, q)
        finally:
            self._frontier_k, self._frontier, self.progress = -1, {}, progress
        if self.progress is not None:
            self.progress(self.visited, self.visited)
        scale = self._m * self._pow_d[self.c.depth]
        return _scaled(lo, scale), _scaled(hi, scale)

    def _rank(self) -> int:
        self._ranked += 1
        return self._ranked - 1

    def _shard(self, executor: Executor, p: dict[int, int], q: dict[int, int]) -> None:
        """Search the subtrees below the top levels on ``executor``'s workers, and keep their values for
        the top levels' search.

        A collecting pass over the top levels finds the shards' roots (the distinct nodes at one depth,
        the highest with at least ``SHARDS`` of them); its placeholders, memo entries and visits are
        then discarded. Each worker searches its roots exactly as the serial search would, so every
        value, hence the verdict and the witness, is the serial one; with memo on, the workers do not
        share their memo tables, so the count of visits may be higher.
        """
        table, visited, progress = dict(self.table), self.visited, self.progress
        self.progress = None
        try:
            for levels in range(1, self.c.depth - 1):
                self._frontier_k, self._frontier, self._collected = self.c.depth - levels, {}, {}
                self.value(self.c.depth, p, p, q, q)
                self.table, self.visited = dict(table), visited
                if len(self._collected) >= SHARDS:
                    break
        finally:
            self.progress = progress
        roots = list(self._collected.items())
        self._collected = {}
        chunks = [roots[i::SHARDS] for i in range(min(SHARDS, len(roots)))]
        budget = self.budget - self.visited
        # the tables pickled once, not once per chunk (a filter's can be large); a worker unpickles them
        # once per search (_tables)
        tables = (secrets.token_hex(8), pickle.dumps(self.c, protocol=pickle.HIGHEST_PROTOCOL))
        futures = {executor.submit(_shard_values, tables, self.test, self.memo, self._fast, budget,
                                   [r for _, r in chunk]): chunk for chunk in chunks}
        done_visits = 0
        for n, fut in enumerate(as_completed(futures), 1):
            chunk = futures[fut]
            for (fkey, _), found in zip(chunk, fut.result(), strict=True):
                self._frontier[fkey] = found
                done_visits += found[3]
            if done_visits > budget:  # the workers had the budget each; together they must keep it too
                self._count(done_visits)
            if progress is not None:
                progress(self.visited + done_visits, self.visited + round(done_visits * len(chunks) / n))

    def value(
        self, k: int, pl: dict[int, int], ph: dict[int, int], ql: dict[int, int], qh: dict[int, int]
    ) -> tuple[Num, Num, int]:
        """Scaled ``(lower, upper, argmax-of-lower query index)`` of ``V_k`` (index -1 at a leaf)."""
        self._count(1)
        ph_mass = sum(ph.values())
        if ph_mass == 0:  # impossible under the first input: every view below contributes 0
            return 0, 0, -1
        qh_mass = sum(qh.values())
        if k == 0 or qh_mass == 0:  # a leaf, or Q = 0 below: refining changes nothing
            lo, hi = self._leaf(sum(pl.values()), ph_mass, sum(ql.values()), qh_mass)
            s = self._pow_d[k]
            return _times(lo, s), _times(hi, s), -1
        return self._search(k, (pl, ql) if self._fast else (pl, ph, ql, qh))

    def _open(self, k: int, vecs: tuple[dict[int, int], ...]) -> tuple[Num, Num, int] | list[Any]:
        """A node of depth ``k ≥ 1`` with positive masses: its value (a memo hit or the last level), or
        a new frame ``[k, children, next child, lower totals, upper totals, memo key, gcd, share]``."""
        key: tuple[object, ...] | None = None
        g = 1
        if self.memo:
            key, g, vecs = self._normalised(k, vecs)
            hit = self.table.get(key)
            if hit is not None:
                return _times(hit[0], g), _times(hit[1], g), hit[2]
        if k == self._frontier_k:  # a shard's root: its value comes from a worker
            # without memo every history is its own shard, as the serial search visits each: the roots are
            # keyed by their rank in the walk, the same in the collecting pass and the real one
            fkey = key if key is not None else (len(self._collected) if not self._frontier else self._rank(),)
            shard = self._frontier.get(fkey)
            if shard is None:  # collecting the roots: a placeholder value, discarded with the pass
                self._collected.setdefault(fkey, (k, vecs))
                found: tuple[Num, Num, int] = (0, 0, 0)
            else:
                found = shard[:3]
                self._count(shard[3])
            if key is not None:
                self.table[key] = found
                return _times(found[0], g), _times(found[1], g), found[2]
            return found
        if k == 1:
            found = self._last(vecs)
            if key is not None:
                self.table[key] = found
                return _times(found[0], g), _times(found[1], g), found[2]
            return found
        children = self._children(vecs)
        self._count(sum(1 for ch in children if not ch[1]))
        n = len(self.c.queries)
        return [k, children, 0, [0] * n, [0] * n, key, g, 0.0]

    def _search(self, k: int, vecs: tuple[dict[int, int], ...]) -> tuple[Num, Num, int]:
        """``V_k`` of a node with positive masses, by a depth-first walk with an explicit stack."""
        fast = self._fast
        pow_d = self._pow_d
        i_ph, i_qh = (0, 1) if fast else (1, 3)  # where the masses that decide "empty" are
        opened = self._open(k, vecs)
        if not isinstance(opened, list):
            self._done += 1.0
            return opened
        opened[7] = 1.0
        stack = [opened]
        returned: tuple[Num, Num, int] | None = None
        while True:
            f = stack[-1]
            fk, children, i, tl, th = f[0], f[1], f[2], f[3], f[4]
            share = f[7] / len(children)
            if returned is not None:  # the child at i − 1 was a frame, now finished
                qi = children[i - 1][0]
                if fast:
                    tl[qi] += returned[0]
                else:
                    tl[qi], th[qi] = _plus(tl[qi], returned[0]), _plus(th[qi], returned[1])
                returned = None
            s = pow_d[fk - 1]
            opened_child = False
            while i < len(children):
                qi, halt, cvecs, cm = children[i]
                i += 1
                if halt or cm[i_qh] == 0 or cm[i_ph] == 0:  # HALT, or a leaf: refining changes nothing
                    if cm[i_ph] == 0 and not halt:  # impossible under the first input: 0 below
                        self._done += share
                        continue
                    lo, hi = self._leaf_of(cm)
                    lo, hi = _times(lo, s), _times(hi, s)
                else:
                    got = self._open(fk - 1, cvecs)
                    if isinstance(got, list):
                        got[7] = share
                        f[2] = i
                        stack.append(got)
                        opened_child = True
                        break
                    lo, hi, _ = got
                self._done += share
                if fast:
                    tl[qi] += lo
                else:
                    tl[qi], th[qi] = _plus(tl[qi], lo), _plus(th[qi], hi)
            if opened_child:
                continue
            best_lo: Num = -1
            best_hi: Num = 0
            best_q = 0
            for qi in range(len(tl)):
                if tl[qi] > best_lo:
                    best_lo, best_q = tl[qi], qi
                if th[qi] > best_hi:
                    best_hi = th[qi]
            if fast:
                best_hi = best_lo
            key, g = f[5], f[6]
            if key is not None:
                self.table[key] = (best_lo, best_hi, best_q)
            stack.pop()
            returned = (_times(best_lo, g), _times(best_hi, g), best_q)
            if not stack:
                return returned

    # ---- witness ------------------------------------------------------------------------
    def strategy(self, p_start: int, q_start: int) -> dict[tuple[tuple[int, int], ...], int]:
        """The argmax-of-lowers strategy as ``history (query and answer indices) -> query index``,
        on the histories it reaches with positive probability under the first input."""
        c = self.c
        moves: dict[tuple[tuple[int, int], ...], int] = {}
        p, q = {p_start: 1}, {q_start: 1}
        todo: list[tuple[int, dict[int, int], dict[int, int], dict[int, int], dict[int, int],
                         tuple[tuple[int, int], ...]]] = [(c.depth, p, p, q, q, ())]
        while todo:  # an explicit stack: the depth is not bounded by the recursion limit
            k, pl, ph, ql, qh, hist = todo.pop()
            if k == 0 or sum(ph.values()) == 0 or sum(qh.values()) == 0:
                continue
            _, _, qi = self.value(k, pl, ph, ql, qh)
            moves[hist] = qi
            cpl, cql = _push(pl, c.lo, qi), _push(ql, c.lo, qi)
            cph, cqh = (cpl, cql) if c.exact else (_push(ph, c.hi, qi), _push(qh, c.hi, qi))
            for a, (dph, _) in reversed(cph.items()):
                if a != c.halt:
                    todo.append((k - 1, cpl[a][0], dph, cql.get(a, _NOTHING)[0], cqh.get(a, _NOTHING)[0],
                                 (*hist, (qi, a))))
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


SHARDS: Final = 32
"""The least number of subtrees a sharded search hands to its executor (when the depth allows): a
few per worker, so that uneven subtrees even out."""


# in a worker (per thread: an engine is not shared by two searches at once): the engine of the current
# search, by its token, so that its tables are unpickled once and its memo table is shared by the
# chunks this worker gets (a memo entry is a function of its key)
_WORKER = threading.local()


def _shard_values(tables: tuple[str, bytes], test: PlanTest, memo: bool, fast: bool, budget: int,
                  roots: list[tuple[int, tuple[dict[int, int], ...]]]) -> list[tuple[Num, Num, int, int]]:
    """In a worker: ``(lower, upper, best query, visits)`` of each root, searched as the serial search
    would (``Engine._shard``)."""
    token, blob = tables
    key = (token, test, memo, fast)
    engine: Engine | None = None
    if getattr(_WORKER, "key", None) == key:
        engine = _WORKER.engine
    if engine is None:
        compiled = pickle.loads(blob)  # noqa: S301  # the tables this library pickled (Engine._shard)
        engine = Engine(compiled, test, memo=memo, budget=budget, fast=fast)
        _WORKER.key, _WORKER.engine = key, engine
    engine.budget = engine.visited + budget
    out: list[tuple[Num, Num, int, int]] = []
    for k, vecs in roots:
        before = engine.visited
        lo, hi, best = engine._search(k, vecs)
        out.append((lo, hi, best, engine.visited - before))
    return out


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

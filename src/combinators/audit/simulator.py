"""The simulator of Vadhan–Wang 2021, Thm 5.2: a pure ε-DP interactive mechanism is a
post-processing of one randomized-response bit.

For an interactive mechanism ``M`` that is ε-DP on a neighbouring pair ``(x0, x1)`` there is an
interactive post-processor ``T`` with

    View(A ↔ M(x_b)) ≡ View(A ↔ T ∘* RR_ε(b))        for b ∈ {0, 1} and every adversary A,

and ``T`` depends on ``M``, ``x0``, ``x1`` and ε, never on ``A`` (Vadhan–Wang 2021, Thm 5.2; the
non-interactive case is Kairouz–Oh–Viswanath 2015). ``T`` receives one bit ``r = RR_ε(b)`` and then
answers each query by the conditional law, with ``hi = x_r`` and ``lo = x_{1−r}``,

    P[a | earlier history h, query q] = (e^ε·p_hi(h, (q, a)) − p_lo(h, (q, a))) / (e^ε·p_hi(h) − p_lo(h)),

where ``p_x(h)`` is the probability that ``M(x)`` answers the history's queries with its answers
(``p_x(()) = 1``). Mixing the two laws with the weights of ``RR_ε(b)`` gives back ``p_{x_b}``
exactly. The numerators are ≥ 0 precisely because ``M`` is ε-DP against the adversary that sends
the history's queries, and they sum to the denominator, so every conditional is a probability.

``rr_simulator`` builds ``T`` as an exact table: every history of at most ``depth`` queries from a
finite alphabet, enumerated through the exact audit's compiler, each conditional a ``Fraction``
in ``[0, 1]``. It refuses, naming the history, a mechanism that is not ε-DP there (a conditional
would be negative). ``view_distance`` checks the theorem: the largest total variation distance
between two machines' views over every deterministic adversary of the scope, exactly; it is 0
for ``M`` on ``x_b`` against ``T @ randomized_response(e_eps=e)`` on ``b``.

Scope: the equality holds for every adversary (deterministic or randomized) that sends at most
``depth`` queries from ``queries``. Past ``depth`` queries ``T`` answers ``HALT``; a query outside
the alphabet is answered ``Invalid`` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final, Generic, TypeAlias, TypeVar, final

import attrs
from typing_extensions import Unpack, override

from .._literal import call_text, check_origin, literal, plain
from .._validation import check_real, check_tuple_of
from ..errors import InvalidArgument, NotEnumerable
from ..machines import (
    HALT,
    Halt,
    InteractiveMechanism,
    InteractivePostprocessor,
    Invalid,
    Left,
    Mechanism,
    Right,
    check_related,
)
from ..measures import Epsilon
from ..measures.audit_plans import HockeyStickTest
from ..primitives import randomized_response
from ..prob import Coins
from ._exact import AuditBudgets, WorstCase, _check_distinct, _limits, _queries
from ._observe import Interner
from ._search import Compiled, Engine
from ._views import check_depth, machine_of

__all__ = ["RRSimulator", "SimulatorState", "rr_simulator", "view_distance"]

X = TypeVar("X")
S = TypeVar("S")
Q = TypeVar("Q")
A = TypeVar("A")

_ONE: Final = Fraction(1)
_ZERO: Final = Fraction(0)
_END: Final = -1  # the "node" after a HALT answer: every later query is answered HALT

Row: TypeAlias = tuple[tuple[tuple[int, int], Fraction], ...]
"""A conditional law of the next answer: ``((answer index, next node), probability)`` pairs."""
Node: TypeAlias = "tuple[tuple[Row | None, Row | None], ...] | None"
"""Per query index, the laws for ``r = 0`` and ``r = 1`` (``None``: a history ``T(r)`` never
reaches); ``None`` for a node at the full depth."""
SimulatorState: TypeAlias = tuple[int | None, int, int | None]
"""``(r, node, pending query index)``: the bit of randomized response once received, the
history's node, and the query waiting for that bit."""


def _check_nodes(inst: RRSimulator[Any, Any], attribute: object, nodes: object) -> None:
    """The table's shape: each node a tuple per query of two laws (or ``None``), each law exact
    with masses in ``(0, 1]`` summing to 1, answer indices in range and next nodes further on."""
    check_tuple_of("nodes", nodes, None, "a non-empty tuple of nodes", nonempty=True)
    table: tuple[object, ...] = nodes  # type: ignore[assignment]  # checked to be a tuple just above
    n_queries, n_answers = len(inst.queries), len(inst.answers)
    for i, node in enumerate(table):
        if node is None:
            continue
        if not isinstance(node, tuple) or len(node) != n_queries:
            msg = f"nodes[{i}] must be None or a tuple of one pair of laws per query ({n_queries})"
            raise InvalidArgument(msg)
        for qi, pair in enumerate(node):
            if not isinstance(pair, tuple) or len(pair) != 2:
                msg = f"nodes[{i}][{qi}] must be a pair (law for r = 0, law for r = 1)"
                raise InvalidArgument(msg)
            for r, row in enumerate(pair):
                if row is not None:
                    _check_row(f"nodes[{i}][{qi}][{r}]", row, i, len(table), n_answers)


def _check_row(where: str, row: object, i: int, n_nodes: int, n_answers: int) -> None:
    if not isinstance(row, tuple) or not row:
        msg = f"{where} must be a non-empty tuple of ((answer index, next node), probability) pairs"
        raise InvalidArgument(msg)
    total = _ZERO
    for item in row:
        ok = (isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], tuple) and len(item[0]) == 2
              and type(item[1]) is Fraction and 0 < item[1] <= 1)
        if ok:
            (ai, child), p = item
            ok = (type(ai) is int and 0 <= ai < n_answers and type(child) is int
                  and (child == _END or i < child < n_nodes))
        if not ok:
            msg = (f"{where}: each item must be ((answer index, next node), p) with p a Fraction in (0, 1], an "
                   f"answer index below {n_answers} and a next node after {i} (or {_END} after HALT)")
            raise InvalidArgument(msg)
        total += item[1]
    if total != 1:
        msg = f"{where}: the probabilities sum to {total}, not 1"
        raise InvalidArgument(msg)


def _e_eps(value: object) -> Fraction:
    e = check_real("e_eps", value)
    if not isinstance(e, Fraction) or e < 1:
        msg = (f"e_eps={value!r} must be an int or Fraction >= 1 (e^ε, exactly: the simulator's conditionals are "
               "exact Fractions, e.g. e_eps=3 for ε = ln 3)")
        raise InvalidArgument(msg)
    return e


def _alphabet(value: object) -> tuple[object, ...]:
    check_tuple_of("queries", value, None, "a non-empty tuple of queries", nonempty=True)
    return value  # type: ignore[return-value]  # checked to be a tuple just above


def _interner(queries: tuple[object, ...]) -> tuple[Interner, dict[int, int]]:
    keys = Interner(by_identity=False)
    index: dict[int, int] = {}
    for qi, q in enumerate(queries):
        index.setdefault(keys.code(q, "query"), qi)
    return keys, index


@final
@attrs.frozen(repr=False)
class RRSimulator(InteractivePostprocessor[SimulatorState, Q, "A | Halt | Invalid", object, int], Generic[Q, A]):
    """The post-processor ``T`` of Vadhan–Wang 2021, Thm 5.2, as an exact table (module docs).

    Build it with ``rr_simulator``; ``T @ randomized_response(e_eps=e)`` (or ``T.simulation()``) is
    then the mechanism on the bit ``b`` whose views equal those of ``M`` on ``x_b``. The first
    query is held while ``T`` asks randomized response for its bit (``Right(None)``); from then on
    ``T`` draws each answer from ``nodes[node][query index][r]`` and never talks right again.

    Fields: ``queries`` (the alphabet), ``answers`` (every answer ``M`` gives in the scope, ``HALT``
    included), ``depth``, ``e_eps`` (``e^ε`` of the randomized response it expects) and ``nodes``
    (the table; node 0 is the empty history). The table holds probabilities, no data; the repr of
    one that ``rr_simulator`` built is that call, which shows the pair the caller gave (the pair is
    no secret of ``T ∘* RR_ε``: its secret is the bit ``b``).
    """

    queries: tuple[Q, ...] = attrs.field(converter=_alphabet)
    answers: tuple[A | Halt, ...] = attrs.field(
        validator=lambda _i, a, v: check_tuple_of(a.name, v, None, "a tuple of answers"))
    depth: int = attrs.field(validator=lambda _i, a, v: check_depth(v))
    e_eps: Fraction = attrs.field(converter=_e_eps)
    nodes: tuple[Node, ...] = attrs.field(validator=_check_nodes)
    origin: str | None = attrs.field(default=None, eq=False, kw_only=True, validator=check_origin)
    _lookup: tuple[Interner, dict[int, int]] = attrs.field(
        init=False, eq=False, default=attrs.Factory(lambda s: _interner(s.queries), takes_self=True))

    @override
    def __repr__(self) -> str:
        if self.origin is not None:
            return self.origin
        return (f"RRSimulator(queries={self.queries!r}, answers={self.answers!r}, depth={self.depth}, "
                f"e_eps={literal(plain(self.e_eps))}, nodes={self.nodes!r})")

    @override
    def initial(self) -> SimulatorState:
        return (None, 0, None)

    @override
    def step(
        self, state: SimulatorState, msg: Left[Q] | Right[int | Halt], coins: Coins, /
    ) -> tuple[SimulatorState, Left[A | Halt | Invalid] | Right[object]]:
        r, node, pending = state
        if isinstance(msg, Right):
            bit = msg.msg
            if pending is None:
                return state, Left(Invalid("the simulator got a message from the right that it did not ask for"))
            if type(bit) not in (int, bool) or not 0 <= bit <= 1:  # type: ignore[operator]  # an int or a bool
                return (r, node, None), Left(Invalid(
                    "the simulator takes one bit (0 or 1) of randomized response from the right; compose it as "
                    "T @ randomized_response(e_eps=...)"))
            return self._answer(int(bit), node, pending, coins)  # type: ignore[arg-type]  # an int or a bool
        if node == _END or self.nodes[node] is None:
            return state, Left(HALT)
        keys, index = self._lookup
        k = keys.find(msg.msg)
        qi = None if k is None else index.get(k)
        if qi is None:
            return state, Left(Invalid(f"invalid query: this simulator was built for the queries "
                                       f"{list(self.queries)!r} only"))
        if r is None:
            return (None, node, qi), Right(None)
        return self._answer(r, node, qi, coins)

    def _answer(self, r: int, node: int, qi: int, coins: Coins) -> tuple[SimulatorState, Left[A | Halt | Invalid]]:
        laws = self.nodes[node]
        assert laws is not None  # a node at full depth answers HALT before it asks for a bit
        row = laws[qi][r]
        # T(r) reaches only histories of positive probability under it, where the law exists
        assert row is not None
        ai, child = coins.choice(row)
        return (r, child, None), Left(self.answers[ai])

    def conditionals(self) -> tuple[tuple[tuple[tuple[Q, A | Halt], ...], Q, int, tuple[tuple[A | Halt, Fraction], ...]], ...]:
        """Every conditional law of the table as ``(history, query, r, ((answer, probability), …))``,
        the history in the caller's queries and ``M``'s answers."""
        out = []
        histories: dict[int, tuple[tuple[Q, A | Halt], ...]] = {0: ()}
        for i, laws in enumerate(self.nodes):
            if laws is None:
                continue
            h = histories[i]
            for qi, pair in enumerate(laws):
                q = self.queries[qi]
                for r, row in enumerate(pair):
                    if row is None:
                        continue
                    for (ai, child), _ in row:
                        if child != _END:
                            histories[child] = (*h, (q, self.answers[ai]))
                    out.append((h, q, r, tuple((self.answers[ai], p) for (ai, _), p in row)))
        return tuple(out)

    def simulation(self) -> Mechanism[int, Any, Q, A | Halt | Invalid, Epsilon]:
        """``T ∘* RR_ε``: the certified ln(e_eps)-DP mechanism on the bit ``b`` whose views equal
        those of ``M`` on ``x_b`` (in the scope)."""
        return self @ randomized_response(e_eps=self.e_eps)


def _show(history: tuple[tuple[object, object], ...]) -> str:
    return repr(history)


def _not_private(history: tuple[tuple[object, object], ...], e: Fraction, first: int, p_first: Fraction,
                 p_second: Fraction) -> InvalidArgument:
    """The error for a history whose probability on ``x_first`` exceeds e^ε times the other's."""
    other = 1 - first
    msg = (f"the mechanism is not ε-DP at this pair for e^ε = {e}: the history {_show(history)} has probability "
           f"{p_first} on x{first} but {p_second} on x{other}, and {p_first} > e^ε·{p_second}. The simulator of "
           "Vadhan–Wang 2021, Thm 5.2 needs ε-DP against the adversary that sends the history's queries: "
           "pass a larger e_eps, or audit the mechanism (combinators.audit.audit)")
    return InvalidArgument(msg)


def _table(c: Compiled, e: Fraction, depth: int, budget: int) -> tuple[Node, ...]:
    """The simulator's table, node by node in breadth-first order (module docs for the law)."""
    Dist: TypeAlias = dict[int, Fraction]
    halt = c.halt
    # per node: (history in user terms, sub-distribution of M's states on x0, on x1, p0(h), p1(h))
    pending: list[tuple[tuple[tuple[object, object], ...], Dist, Dist, Fraction, Fraction]] = [
        ((), {c.starts[0]: _ONE}, {c.starts[1]: _ONE}, _ONE, _ONE)]
    nodes: list[Node] = []
    level_end = 1
    level = 0
    i = 0
    while i < len(pending):
        if i == level_end:
            level += 1
            level_end = len(pending)
        history, d0, d1, h0, h1 = pending[i]
        i += 1
        if level == depth:
            nodes.append(None)
            continue
        laws: list[tuple[Row | None, Row | None]] = []
        for qi, q in enumerate(c.queries):
            children: dict[int, tuple[Dist, Dist]] = {}
            for d, side in ((d0, 0), (d1, 1)):
                for s, w in d.items():
                    rows = c.raw[s]
                    assert rows is not None  # every state below the full depth was expanded
                    for ai, si, p in rows[qi]:
                        pair = children.setdefault(ai, ({}, {}))
                        assert isinstance(p, Fraction)  # the caller checked that the compilation is exact
                        pair[side][si] = pair[side].get(si, _ZERO) + w * p
            rows_r: list[list[tuple[tuple[int, int], Fraction]]] = [[], []]
            dens = (e * h0 - h1, e * h1 - h0) if e != 1 else (h0, h1)
            for ai, (c0, c1) in children.items():
                p0, p1 = sum(c0.values(), _ZERO), sum(c1.values(), _ZERO)
                if p0 == 0 and p1 == 0:
                    continue
                seen = (*history, (q, c.answers[ai]))
                if e == 1:
                    if p0 != p1:
                        raise _not_private(seen, e, *((0, p0, p1) if p0 > p1 else (1, p1, p0)))
                    nums = (p0, p1)
                else:
                    nums = (e * p0 - p1, e * p1 - p0)
                    for r in (0, 1):
                        if nums[r] < 0:
                            first, p_first, p_second = (1, p1, p0) if r == 0 else (0, p0, p1)
                            raise _not_private(seen, e, first, p_first, p_second)
                child = _END
                if ai != halt:
                    child = len(pending)
                    if child > budget:
                        msg = (f"the simulator's table passed {budget} histories; lower the depth, shrink the "
                               "query alphabet, or raise history_budget")
                        raise NotEnumerable(msg)
                    pending.append((seen, c0, c1, p0, p1))
                for r in (0, 1):
                    if nums[r] > 0:
                        rows_r[r].append(((ai, child), nums[r] / dens[r]))
            laws.append((tuple(rows_r[0]) or None, tuple(rows_r[1]) or None))
        nodes.append(tuple(laws))
    return tuple(nodes)


def rr_simulator(
    mechanism: Mechanism[X, S, Q, A, Any] | InteractiveMechanism[X, S, Q, A],
    x0: X,
    x1: X,
    queries: Sequence[Q],
    depth: int,
    *,
    e_eps: int | Fraction,
    **budgets: Unpack[AuditBudgets],
) -> RRSimulator[Q, A]:
    """The simulator ``T`` of Vadhan–Wang 2021, Thm 5.2 for ``mechanism`` at the pair ``(x0, x1)``.

    ``T @ randomized_response(e_eps=e_eps)`` run on the bit ``b`` gives every adversary of the
    scope (at most ``depth`` queries from ``queries``) exactly the view of ``mechanism`` on
    ``x_b``; ``T`` is built from the mechanism, the pair and ε alone, never from an adversary.

    Args:
        mechanism: a finite machine (every draw exact: ``Fraction`` probabilities), or a
            certified mechanism (then ``x0`` and ``x1`` must be neighbours under its relation).
        x0, x1: the pair; two of the same type and value are refused.
        queries: the alphabet of the simulated adversaries.
        depth: the most queries simulated, at most ``MAX_AUDIT_DEPTH``; past it ``T`` answers ``HALT``.
        e_eps: ``e^ε`` as an exact int or Fraction ``>= 1``.
        budgets: ``branch_budget``, ``replay_budget`` (the exact interpreter) and
            ``history_budget`` (nodes of the table), as in ``audit``.

    Returns:
        ``RRSimulator``, every conditional an exact ``Fraction`` in ``[0, 1]``.

    Raises:
        InvalidArgument: the mechanism is not ε-DP at the pair against some adversary of the
            scope (the message names the history whose probabilities break ``p ≤ e^ε·p'``),
            probabilities that are not exact (a float parameter), and bad arguments as in ``audit``.
        NotEnumerable: a continuous draw, or a budget passed.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> from combinators.testing.strategies import RRBits
        >>> m = RRBits(Fraction(2, 3))                        # RR of bit j per query j: ln 2-DP per query
        >>> t = rr_simulator(m, (0, 0), (1, 0), [0, 1], 2, e_eps=4)   # two queries: (ln 4)-DP
        >>> view_distance(m, (1, 0), t.simulation(), 1, [0, 1], 2).value   # b = 1: exactly M(x1)
        Fraction(0, 1)
        >>> rr_simulator(m, (0, 0), (1, 0), [0, 1], 2, e_eps=3)   # doctest: +ELLIPSIS
        Traceback (most recent call last):
        combinators.errors.InvalidArgument: the mechanism is not ε-DP at this pair for e^ε = 3: the history ((0, 0), (0, 0)) has probability 4/9 on x0 but 1/9 on x1, ...

    References: Vadhan–Wang 2021, Thm 5.2 (Thm 1.5); Kairouz–Oh–Viswanath 2015 (the non-interactive case).
    """
    depth = check_depth(depth)
    e = _e_eps(e_eps)
    limits, history_budget = _limits("rr_simulator", budgets)
    machine = machine_of(mechanism)
    _check_distinct(x0, x1)
    if isinstance(mechanism, Mechanism):
        check_related(mechanism.certificate.relation, x0, x1)
    alphabet = _queries(queries)
    c = Compiled(((machine, machine.init(x0)), (machine, machine.init(x1))), alphabet, depth, limits)
    if not c.exact:
        msg = ("the mechanism draws with probabilities that are not exact Fractions (a float parameter?); the "
               "simulator's conditionals are exact: build the mechanism with rational parameters")
        raise InvalidArgument(msg)
    nodes = _table(c, e, depth, history_budget)
    origin = call_text("rr_simulator", mechanism, x0, x1, list(alphabet), depth, e_eps=plain(e))
    return RRSimulator(alphabet, tuple(c.answers), depth, e, nodes, origin=origin)  # type: ignore[arg-type]  # the alphabet's and M's answers


def view_distance(
    m0: Mechanism[X, Any, Q, Any, Any] | InteractiveMechanism[X, Any, Q, Any],
    data0: X,
    m1: Mechanism[Any, Any, Q, Any, Any] | InteractiveMechanism[Any, Any, Q, Any],
    data1: object,
    queries: Sequence[Q],
    depth: int,
    **budgets: Unpack[AuditBudgets],
) -> WorstCase:
    """The largest total variation distance between the views of ``m0`` on ``data0`` and ``m1``
    on ``data1``, over every deterministic adversary of at most ``depth`` queries from ``queries``.

    It is ``0`` exactly when every such adversary (and, by convexity, every randomized one) sees
    the same view distribution from both: the check of Vadhan–Wang 2021, Thm 5.2 for a simulator.
    Computed by the exact audit's recursion (the hockey-stick divergence at ``e = 1``), with
    views told apart by type and value.

    Args:
        m0, m1: finite machines or certified mechanisms (their states, queries and answers hashable).
        data0, data1: their inputs.
        queries, depth: the adversaries' alphabet and most queries, as in ``audit``.
        budgets: as in ``audit`` (``AuditBudgets``).

    Returns:
        ``WorstCase``: ``value`` is the distance (a ``Fraction`` when every probability is exact).

    Raises:
        NotEnumerable, ImpureStepError, InvalidArgument: as ``worst_case``.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> rr = randomized_response(e_eps=3)
        >>> view_distance(rr, 0, rr, 1, [None], 1).value     # 3/4 − 1/4
        Fraction(1, 2)
    """
    depth = check_depth(depth)
    limits, history_budget = _limits("view_distance", budgets)
    a, b = machine_of(m0), machine_of(m1)
    c = Compiled(((a, a.init(data0)), (b, b.init(data1))), _queries(queries), depth, limits)
    engine = Engine(c, HockeyStickTest(_ONE, _ZERO), memo=True, budget=history_budget)
    lo, hi = engine.run(*c.starts)
    return WorstCase(lo, hi, engine.visited)


"""Deterministic adversaries and the exact distribution of the views they produce.

A deterministic adversary of bounded depth is a finite tree: after each history (the
transcript ``((q1, a1), …, (qt, at))`` so far) it sends one query, or stops. Its view is that
transcript, so the view distribution on a data set is a finite distribution over transcripts,
computed here exactly by replaying the machine's step through the exact interpreter
(``combinators.prob.enumerate_step``; DESIGN.md §1, "Randomness").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from typing import Any, Final, Generic, TypeAlias, TypeVar, final

import attrs
from typing_extensions import override

from .._validation import check_positive_int
from ..errors import InvalidArgument
from ..machines import HALT, Halt, InteractiveMechanism, Mechanism
from ..prob import DEFAULT_BRANCH_BUDGET, FiniteDist, Prob, enumerate_step

__all__ = ["History", "Strategy", "StrategyLike", "check_hashable", "strategy_function", "view_distribution",
           "views_from_state"]

Q = TypeVar("Q")
A = TypeVar("A")
X = TypeVar("X")
S = TypeVar("S")
D = TypeVar("D")

History: TypeAlias = "tuple[tuple[Q, A | Halt], ...]"
"""A transcript ``((q1, a1), …, (qt, at))``: what a deterministic adversary has seen, and its view."""

StrategyLike: TypeAlias = "Callable[[History[Q, A]], Q | Halt] | Mapping[History[Q, A], Q]"
"""A deterministic adversary: a function or mapping from histories to the next query
(``HALT`` or a missing history: the adversary stops there, as in ``interact``)."""

_ZERO: Final = Fraction(0)
_ONE: Final = Fraction(1)

_UNHASHABLE: Final = (
    "{what} {value!r} is not hashable ({err}); the exact audit merges equal {what}s and memoises on "
    "them, so they must be immutable values (tuples, frozensets, enums, frozen attrs classes), not "
    "lists, dicts or sets"
)


def check_hashable(what: str, value: object) -> None:
    """Raise ``InvalidArgument`` naming ``what`` if ``value`` cannot be hashed."""
    try:
        hash(value)
    except TypeError as e:
        msg = _UNHASHABLE.format(what=what, value=value, err=e)
        raise InvalidArgument(msg) from e


def _check_moves(inst: object, attribute: object, value: tuple[tuple[object, object], ...]) -> None:
    seen: set[object] = set()
    for history, query in value:
        check_hashable("history", history)
        check_hashable("query", query)
        if not isinstance(history, tuple):
            msg = f"history {history!r} must be a tuple of (query, answer) pairs"
            raise InvalidArgument(msg)
        if history in seen:
            msg = f"history {history!r} has two moves; a deterministic adversary sends one query per history"
            raise InvalidArgument(msg)
        seen.add(history)


def _moves(value: Iterable[tuple[History[Q, A], Q]]) -> tuple[tuple[History[Q, A], Q], ...]:
    return tuple(value)


@final
@attrs.frozen(repr=False)
class Strategy(Generic[Q, A]):
    """A deterministic adversary as a finite tree: the query it sends after each history.

    A history not in the tree is where the adversary stops (``s(h)`` is then ``HALT``). Deterministic adversaries suffice
    for every audited measure: the divergences are jointly convex, so a randomized adversary
    is no stronger than the best deterministic one (seed 000 Lemma 2.3; seed 004 Lemma 1).

    Example:
        >>> s = Strategy.from_mapping({(): 0, ((0, 1),): 2})
        >>> s(()), s(((0, 1),)), s(((0, 0),))
        (0, 2, HALT)
        >>> len(s)
        2
    """

    moves: tuple[tuple[History[Q, A], Q], ...] = attrs.field(converter=_moves, validator=_check_moves)
    _index: dict[History[Q, A], Q] = attrs.field(init=False, eq=False, hash=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_index", dict(self.moves))

    @staticmethod
    def from_mapping(moves: Mapping[History[Q, A], Q]) -> Strategy[Q, A]:
        """The strategy that sends ``moves[h]`` after history ``h`` and stops elsewhere."""
        return Strategy(tuple(moves.items()))

    def __call__(self, history: History[Q, A]) -> Q | Halt:
        """The query sent after ``history``, or ``HALT`` where the adversary stops."""
        return self._index.get(history, HALT)

    def __len__(self) -> int:
        return len(self.moves)

    def as_dict(self) -> dict[History[Q, A], Q]:
        """The moves as a fresh dict ``history -> query``."""
        return dict(self._index)

    @override
    def __repr__(self) -> str:
        return f"Strategy.from_mapping({self._index!r})"


def strategy_function(strategy: StrategyLike[Q, A]) -> Callable[[History[Q, A]], Q | Halt]:
    """A mapping or a function from histories to queries, as a function (``HALT``: stop)."""
    if isinstance(strategy, Mapping):
        moves: Mapping[History[Q, A], Q] = strategy

        def move(history: History[Q, A]) -> Q | Halt:
            return moves[history] if history in moves else HALT

        return move
    return strategy


def views_from_state(
    machine: InteractiveMechanism[Any, S, Q, A],
    state: S,
    strategy: Callable[[History[Q, A]], Q | Halt],
    depth: int,
    *,
    branch_budget: int = DEFAULT_BRANCH_BUDGET,
) -> FiniteDist[History[Q, A]]:
    """The exact view distribution of one deterministic adversary, from a given machine state.

    Histories advance level by level; equal ``(history, state)`` pairs are merged and every
    ``(state, query)`` step is enumerated once. The states must be hashable.
    """
    cache: dict[tuple[S, Q], list[tuple[tuple[S, A | Halt], Prob]]] = {}
    layer: dict[tuple[History[Q, A], S], Prob] = {((), state): _ONE}
    done: list[tuple[History[Q, A], Prob]] = []
    for _ in range(depth):
        nxt: dict[tuple[History[Q, A], S], Prob] = {}
        for (history, s), p in layer.items():
            q = strategy(history)
            if isinstance(q, Halt):
                done.append((history, p))
                continue
            check_hashable("query", q)  # before it is part of a key (review: a raw TypeError)
            key = (s, q)
            branches = cache.get(key)
            if branches is None:
                branches = cache[key] = enumerate_step(machine.step, s, q, branch_budget=branch_budget)
            for (s2, a), w in branches:
                h2: History[Q, A] = (*history, (q, a))
                if isinstance(a, Halt):
                    done.append((h2, p * w))
                    continue
                check_hashable("answer", a)
                check_hashable("state", s2)
                k2 = (h2, s2)
                old = nxt.get(k2)
                nxt[k2] = p * w if old is None else old + p * w
        layer = nxt
    done.extend((history, p) for (history, _), p in layer.items())
    return FiniteDist.from_pairs(done)


def view_distribution(
    mechanism: InteractiveMechanism[X, S, Q, A] | Mechanism[X, S, Q, A, D],
    data: X,
    strategy: StrategyLike[Q, A],
    depth: int,
    *,
    branch_budget: int = DEFAULT_BRANCH_BUDGET,
) -> FiniteDist[History[Q, A]]:
    """The exact distribution of the view of one deterministic adversary on ``data``.

    The adversary sends ``strategy(h)`` after history ``h`` (``HALT`` or a missing history:
    it stops), for at most ``depth`` queries; the view is the transcript. Probabilities are
    ``Fraction``s when every draw is exact, else outward-rounded ``Interval``s.

    Args:
        mechanism: a finite machine (every draw finite), or a certified mechanism.
        data: its input; the machine starts from ``init(data)``.
        strategy: a ``Strategy``, a mapping or a function from histories to queries.
        depth: the most queries the adversary sends.
        branch_budget: passed to the exact interpreter for each step.

    Returns:
        ``FiniteDist`` over transcripts ``((q1, a1), …)``; a transcript ends early where the
        adversary stops or the machine answers ``HALT``.

    Raises:
        NotEnumerable: a continuous draw, or a step with more than ``branch_budget`` outcomes.
        InvalidArgument: an unhashable state, query or answer; a depth below 1.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> rr = randomized_response(e_eps=3)            # keeps its bit with probability 3/4
        >>> d = view_distribution(rr, 1, {(): None}, 1)        # a NIM takes any query
        >>> d[((None, 1),)], d[((None, 0),)]
        (Fraction(3, 4), Fraction(1, 4))

    References: seed 000 Def 1.5–1.6 (interaction and views); seed 002 §2.2.
    """
    check_positive_int("depth", depth)
    machine = mechanism.machine if isinstance(mechanism, Mechanism) else mechanism
    state = machine.init(data)
    check_hashable("state", state)
    return views_from_state(machine, state, strategy_function(strategy), depth, branch_budget=branch_budget)


"""Deterministic adversaries and the exact distribution of the views they produce.

A deterministic adversary of bounded depth is a finite tree: after each history (the
transcript ``((q1, a1), …, (qt, at))`` so far) it sends one query, or stops. Its view is that
transcript, so the view distribution on a data set is a finite distribution over transcripts,
computed here exactly by replaying the machine's step through the exact interpreter
(``combinators.prob.enumerate_step``; DESIGN.md §1, "Randomness"). Views are told apart by
type and value (``_observe``): an answer ``True`` is not an answer ``1``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from typing import Any, Final, Generic, TypeAlias, TypeVar, cast, final

import attrs
from typing_extensions import override

from .._validation import check_pairs, check_positive_int
from ..errors import InvalidArgument
from ..machines import HALT, Halt, InteractiveMechanism, Mechanism
from ..prob import DEFAULT_BRANCH_BUDGET, DEFAULT_REPLAY_BUDGET, FiniteDist, Prob
from ..prob.enumerate import Limits, enumerate_branches
from ._observe import Interner, check_hashable, same_step

__all__ = ["MAX_AUDIT_DEPTH", "History", "Adversary", "AdversaryLike", "check_depth", "machine_of", "strategy_function",
           "view_distribution", "views_from_state"]

Q = TypeVar("Q")
A = TypeVar("A")
X = TypeVar("X")
S = TypeVar("S")
D = TypeVar("D")

History: TypeAlias = "tuple[tuple[Q, A | Halt], ...]"
"""A transcript ``((q1, a1), …, (qt, at))``: what a deterministic adversary has seen, and its view."""

AdversaryLike: TypeAlias = "Callable[[History[Q, A]], Q | Halt] | Mapping[History[Q, A], Q]"
"""A deterministic adversary: a function or mapping from histories to the next query
(``HALT`` or a missing history: the adversary stops there, as in ``interact``)."""

_ZERO: Final = Fraction(0)
_ONE: Final = Fraction(1)

MAX_AUDIT_DEPTH: Final = 10_000
"""The most queries an audited adversary may send (``depth``). The search keeps its own stack, so
the depth is not bounded by Python's recursion limit; but its weights carry one factor of the common
denominator per query and a witness's histories grow with the depth, so a depth past this bound would
run for ever, and it is refused at once."""


def check_depth(depth: object) -> int:
    """``depth`` as an int in ``[1, MAX_AUDIT_DEPTH]`` (a numpy integer too), else ``InvalidArgument``."""
    d = check_positive_int("depth", depth)
    if d > MAX_AUDIT_DEPTH:
        shown = f"depth={d}" if d < 10**12 else "depth (a huge int)"  # str() of 10**5000 raises
        msg = (f"{shown} is past the audit's bound of {MAX_AUDIT_DEPTH} queries (one level of recursion per "
               "query); audit at a smaller depth")
        raise InvalidArgument(msg)
    return d


def machine_of(mechanism: object) -> InteractiveMechanism[Any, Any, Any, Any]:
    """The machine of a certified mechanism, or ``mechanism`` itself when it is a machine."""
    machine = mechanism.machine if isinstance(mechanism, Mechanism) else mechanism
    if not isinstance(machine, InteractiveMechanism):
        msg = (f"mechanism= must be an InteractiveMechanism or a certified Mechanism, not "
               f"{type(mechanism).__name__}")
        raise InvalidArgument(msg)
    return machine


def _check_moves(inst: object, attribute: object, value: tuple[tuple[object, object], ...]) -> None:
    for history, query in value:
        check_hashable("history", history)
        check_hashable("query", query)
        if not isinstance(history, tuple):
            msg = f"history {history!r} must be a tuple of (query, answer) pairs"
            raise InvalidArgument(msg)


def _moves(value: Iterable[tuple[History[Q, A], Q]]) -> tuple[tuple[History[Q, A], Q], ...]:
    """The moves as a tuple of ``(history, query)`` pairs; a mapping goes through ``from_mapping``
    (iterating one would read its keys as the moves)."""
    given: object = value  # callers without mypy may pass anything
    if isinstance(given, Mapping):
        msg = "moves= is a mapping; build the strategy with Adversary.from_mapping(moves)"
        raise InvalidArgument(msg)
    if isinstance(given, (str, bytes)) or not isinstance(given, Iterable):
        msg = (f"moves= must be a sequence of (history, query) pairs, e.g. [((), None)], not "
               f"{type(given).__name__}")
        raise InvalidArgument(msg)
    moves = tuple(check_pairs("moves", given, "(history, query)"))
    if not moves:
        msg = ("moves= is empty: an adversary that sends no query sees nothing; pass at least one move, "
               "e.g. [((), None)]")
        raise InvalidArgument(msg)
    return cast("tuple[tuple[History[Q, A], Q], ...]", moves)  # the pairs' parts are checked by _check_moves


def _table(moves: tuple[tuple[History[Q, A], Q], ...]) -> tuple[Interner, dict[int, Q]]:
    """The histories' codes and the query after each (the first, if a history repeats: the
    validator then refuses it)."""
    keys = Interner(by_identity=False)
    index: dict[int, Q] = {}
    for history, query in moves:
        index.setdefault(keys.code(history, "history"), query)
    return keys, index


def _check_one_move_per_history(moves: tuple[tuple[History[Q, A], Q], ...],
                                table: tuple[Interner, dict[int, Q]]) -> None:
    keys, index = table
    if len(index) == len(moves):
        return
    seen: set[int] = set()
    for history, _ in moves:
        k = keys.code(history, "history")
        if k in seen:
            msg = f"history {history!r} has two moves; a deterministic adversary sends one query per history"
            raise InvalidArgument(msg)
        seen.add(k)


@final
@attrs.frozen(repr=False)
class Adversary(Generic[Q, A]):
    """A deterministic adversary as a finite tree: the query it sends after each history.

    A history not in the tree is where the adversary stops (``s(h)`` is then ``HALT``). Deterministic adversaries suffice
    for every audited measure: the divergences are jointly convex, so a randomized adversary
    is no stronger than the best deterministic one (seed 000 Lemma 2.3; seed 004 Lemma 1).

    Example:
        >>> s = Adversary.from_mapping({(): 0, ((0, 1),): 2})
        >>> s(()), s(((0, 1),)), s(((0, 0),))
        (0, 2, HALT)
        >>> len(s)
        2
    """

    moves: tuple[tuple[History[Q, A], Q], ...] = attrs.field(converter=_moves, validator=_check_moves)
    # keyed by type and value (``_observe``): ((None, True),) and ((None, 1),) are two histories
    _table: tuple[Interner, dict[int, Q]] = attrs.field(
        init=False, eq=False, hash=False, default=attrs.Factory(lambda s: _table(s.moves), takes_self=True),
        validator=lambda s, _a, t: _check_one_move_per_history(s.moves, t))

    @staticmethod
    def from_mapping(moves: Mapping[History[Q, A], Q]) -> Adversary[Q, A]:
        """The strategy that sends ``moves[h]`` after history ``h`` and stops elsewhere."""
        given: object = moves  # callers without mypy may pass anything
        if not isinstance(given, Mapping):
            msg = f"moves= must be a mapping from histories to queries, e.g. {{(): None}}, not {type(given).__name__}"
            raise InvalidArgument(msg)
        return Adversary(tuple(given.items()))

    def __call__(self, history: History[Q, A]) -> Q | Halt:
        """The query sent after ``history``, or ``HALT`` where the adversary stops."""
        keys, index = self._table
        k = keys.find(history)
        return HALT if k is None else index.get(k, HALT)

    def __len__(self) -> int:
        return len(self.moves)

    def as_dict(self) -> dict[History[Q, A], Q]:
        """The moves as a fresh dict ``history -> query`` (a dict merges histories that are ``==``
        but of different types, e.g. answers ``True`` and ``1``: ``moves`` keeps them apart)."""
        return dict(self.moves)

    @override
    def __repr__(self) -> str:
        inner = ", ".join(f"{h!r}: {q!r}" for h, q in self.moves)
        return f"Adversary.from_mapping({{{inner}}})"


def strategy_function(strategy: AdversaryLike[Q, A]) -> Callable[[History[Q, A]], Q | Halt]:
    """A mapping or a function from histories to queries, as a function (``HALT``: stop)."""
    given: object = strategy  # callers without mypy may pass anything
    if not isinstance(given, Mapping) and not callable(given):
        msg = (f"strategy= must be a Adversary, a mapping or a function from histories to queries, not "
               f"{type(given).__name__}")
        raise InvalidArgument(msg)
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
    limits: Limits | None = None,
) -> FiniteDist[History[Q, A]]:
    """The exact view distribution of one deterministic adversary, from a given machine state.

    Histories advance level by level; ``(history, state)`` pairs of the same type and value are
    merged, and every ``(state, query)`` step is enumerated once, each branch replayed to check
    that the step is pure. The states must be hashable.
    """
    limits = Limits() if limits is None else limits
    keys = Interner()
    same = same_step(keys)
    cache: dict[tuple[int, int], list[tuple[tuple[S, A | Halt], Prob]]] = {}
    # (history key, state key) -> (history, state, probability); keys by type and value
    layer: dict[tuple[tuple[int, ...], int], tuple[History[Q, A], S, Prob]] = {
        ((), keys.code(state, "state")): ((), state, _ONE)}
    done: dict[tuple[int, ...], tuple[History[Q, A], Prob]] = {}

    def finish(hk: tuple[int, ...], history: History[Q, A], p: Prob) -> None:
        old = done.get(hk)
        done[hk] = (history, p if old is None else old[1] + p)

    for _ in range(depth):
        nxt: dict[tuple[tuple[int, ...], int], tuple[History[Q, A], S, Prob]] = {}
        for (hk, sk), (history, s, p) in layer.items():
            q = strategy(history)
            if isinstance(q, Halt):
                finish(hk, history, p)
                continue
            qk = keys.code(q, "query")
            branches = cache.get((sk, qk))
            if branches is None:
                branches = cache[sk, qk] = enumerate_branches(machine.step, (s, q), limits, same)
            for (s2, a), w in branches:
                h2: History[Q, A] = (*history, (q, a))
                hk2 = (*hk, qk, keys.code(a, "answer"))
                if isinstance(a, Halt):
                    finish(hk2, h2, p * w)
                    continue
                k2 = (hk2, keys.code(s2, "state"))
                old = nxt.get(k2)
                nxt[k2] = (h2, s2, p * w if old is None else old[2] + p * w)
        layer = nxt
    for (hk, _), (history, _, p) in layer.items():
        finish(hk, history, p)
    seen: set[object] = set()
    for history, _ in done.values():
        if history in seen:
            msg = (f"two views are equal under == but differ in type (history {history!r}, e.g. answers "
                   "True and 1): a FiniteDist would merge them; audit(...) keeps them apart, or answer "
                   "values of one type")
            raise InvalidArgument(msg)
        seen.add(history)
    return FiniteDist.from_pairs(done.values())


def view_distribution(
    mechanism: InteractiveMechanism[X, S, Q, A] | Mechanism[X, S, Q, A, D],
    data: X,
    strategy: AdversaryLike[Q, A],
    depth: int,
    *,
    branch_budget: int = DEFAULT_BRANCH_BUDGET,
    replay_budget: int = DEFAULT_REPLAY_BUDGET,
) -> FiniteDist[History[Q, A]]:
    """The exact distribution of the view of one deterministic adversary on ``data``.

    The adversary sends ``strategy(h)`` after history ``h`` (``HALT`` or a missing history:
    it stops), for at most ``depth`` queries; the view is the transcript. Probabilities are
    ``Fraction``s when every draw is exact, else outward-rounded ``Interval``s.

    Args:
        mechanism: a finite machine (every draw finite), or a certified mechanism.
        data: its input; the machine starts from ``init(data)``.
        strategy: a ``Adversary``, a mapping or a function from histories to queries.
        depth: the most queries the adversary sends, at most ``MAX_AUDIT_DEPTH`` (10,000).
        branch_budget: the most outcomes of one step for the exact interpreter.
        replay_budget: the most work in all (runs of steps plus draws replayed), so a step that
            draws without end gives up within seconds.

    Returns:
        ``FiniteDist`` over transcripts ``((q1, a1), …)``; a transcript ends early where the
        adversary stops or the machine answers ``HALT``.

    Raises:
        NotEnumerable: a continuous draw, a step with more than ``branch_budget`` outcomes, or
            more than ``replay_budget`` work.
        ImpureStepError: a step gave a different result on the same coins (it draws
            randomness outside ``coins``).
        InvalidArgument: an unhashable state, query or answer; a depth or budget that is not a
            positive int, a depth past ``MAX_AUDIT_DEPTH``; a mechanism that is not a machine; a
            strategy that is neither a mapping nor a function; two transcripts equal under ``==``
            but of different types.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> rr = randomized_response(e_eps=3)            # keeps its bit with probability 3/4
        >>> d = view_distribution(rr, 1, {(): None}, 1)        # a NIM takes any query
        >>> d[((None, 1),)], d[((None, 0),)]
        (Fraction(3, 4), Fraction(1, 4))

    References: seed 000 Def 1.5–1.6 (interaction and views); seed 002 §2.2.
    """
    depth = check_depth(depth)
    limits = Limits(branch_budget=branch_budget, replay_budget=replay_budget)
    machine = machine_of(mechanism)
    move = strategy_function(strategy)
    return views_from_state(machine, machine.init(data), move, depth, limits=limits)

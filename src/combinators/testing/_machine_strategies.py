"""Small finite machines and hypothesis strategies for exact audits and the ∘* laws.

Everything here draws through ``Coins`` with exact ``Fraction`` pmfs, so ``combinators.audit``
can enumerate it exactly:

- example machines: ``RRBits`` (a fresh randomized response of one bit per query),
  ``HiddenBit`` (a hidden random state and ``HALT``), ``Leak`` (releases its data: the
  canonical false claim, for tests of what the library refuses);
- ``TableMachine`` / ``TableIPM``: a finite IM / IPM given by explicit pmf tables, and
  ``table_machines`` / ``table_ipms``, hypothesis strategies that draw random ones;
- ``adversary_trees``: random deterministic adversaries (``combinators.audit.Adversary``), of
  full depth or stopping early;
- ``identity_ipm``: the IPM that forwards queries and answers unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final, TypeAlias, TypeVar, final

import attrs
from hypothesis import strategies as st
from typing_extensions import override

from .._validation import check_bool, check_instance, check_pairs, check_positive_int, check_sequence_of
from ..audit import History, Adversary
from ..errors import InvalidArgument, InvalidData
from ..machines import (
    HALT,
    Halt,
    InteractiveMechanism,
    InteractivePostprocessor,
    Left,
    MapAnswers,
    NoninteractiveMechanism,
    Right,
)
from .._validation import bit_datum
from ..prob import Coins, Prob
from ..prob.coins import check_pmf
from ..prob.interval import check_prob

__all__ = [
    "HALTED",
    "HiddenBit",
    "Leak",
    "RRBits",
    "TableIPM",
    "TableMachine",
    "adversary_trees",
    "identity_ipm",
    "pmfs",
    "table_ipms",
    "table_machines",
]

T = TypeVar("T")
Q = TypeVar("Q")
A = TypeVar("A")

HALTED: Final = -1
"""The absorbing state of a table machine or table IPM after it answered ``HALT``."""

Bits: TypeAlias = tuple[int, ...]


@final
@attrs.frozen
class Leak(NoninteractiveMechanism[object, object]):
    """Releases its data unchanged: no privacy at all, whatever a certificate says.

    Example:
        >>> from combinators.prob import sampled_coins
        >>> Leak().release("secret", sampled_coins(0))
        'secret'
    """

    @override
    def release(self, data: object, coins: Coins, /) -> object:
        return data

Pmf: TypeAlias = tuple[tuple[T, Fraction], ...]
MachineRow: TypeAlias = Pmf[tuple[int | Halt, int]]
IPMOut: TypeAlias = Left[int | Halt] | Right[int]
IPMRow: TypeAlias = Pmf[tuple[IPMOut, int]]


def _check_keep(inst: object, attribute: attrs.Attribute[Prob], value: object) -> None:
    check_prob("keep", value)


@final
@attrs.frozen
class RRBits(InteractiveMechanism[Bits, Bits, int, int]):
    """Answers query ``j`` with a fresh randomized response of bit ``j`` of the data.

    Example:
        >>> from combinators.audit import view_distribution
        >>> d = view_distribution(RRBits(Fraction(3, 4)), (1, 0), {(): 0, ((0, 1),): 1}, 2)
        >>> d[((0, 1), (1, 0))]
        Fraction(9, 16)
    """

    keep: Prob = attrs.field(validator=_check_keep)

    @override
    def init(self, data: Bits, /) -> Bits:
        given: object = data  # callers without mypy may pass anything
        if type(given) not in (tuple, list):
            msg = f"RRBits takes a tuple of bits (0 or 1); the data is a {type(given).__name__}"
            raise InvalidData(msg)
        bits = tuple(bit_datum("RRBits", b) for b in given)  # type: ignore[attr-defined]  # a tuple or a list
        if not bits:
            msg = "RRBits takes at least one bit; the data is empty"
            raise InvalidData(msg)
        return bits

    @override
    def step(self, state: Bits, query: int, coins: Coins, /) -> tuple[Bits, int | Halt]:
        b = state[query]
        return state, (b if coins.bernoulli(self.keep) else 1 - b)


@final
@attrs.frozen
class HiddenBit(InteractiveMechanism[Bits, tuple[Bits, int], int, int]):
    """A machine with hidden random state and ``HALT``.

    The first query draws a hidden ``z = RR_{3/4}(x[0])``; query ``j ≥ 0`` answers
    ``x[j] XOR z`` with probability 2/3 (flipped otherwise); a negative query halts.
    """

    @override
    def init(self, data: Bits, /) -> tuple[Bits, int]:
        return tuple(data), -1

    @override
    def step(self, state: tuple[Bits, int], query: int, coins: Coins, /) -> tuple[tuple[Bits, int], int | Halt]:
        x, z = state
        if query < 0:
            return state, HALT
        if z < 0:
            z = x[0] if coins.bernoulli(Fraction(3, 4)) else 1 - x[0]
        bit = x[query] ^ z
        return (x, z), (bit if coins.bernoulli(Fraction(2, 3)) else 1 - bit)


def _pmfs_tuple(inst: object, attribute: "attrs.Attribute[Any]", value: object) -> None:
    _rows(attribute.name, value)


def _rows(name: str, value: object) -> None:
    """A tuple of exact pmfs (each checked by ``check_pmf``)."""
    rows: tuple[object, ...] = check_instance(name, value, tuple, "a tuple of pmfs")
    for i, pmf in enumerate(rows):
        check_pmf(check_pairs(f"{name}[{i}]", pmf, "(outcome, probability)"))


def _table(inst: object, attribute: "attrs.Attribute[Any]", value: object) -> None:
    table: tuple[object, ...] = check_instance(attribute.name, value, tuple, "a tuple of rows (one per state)")
    for s, row in enumerate(table):
        _rows(f"{attribute.name}[{s}]", row)


def _max_calls(inst: object, attribute: attrs.Attribute[int], value: object) -> None:
    check_positive_int("max_calls", value)


@final
@attrs.frozen
class TableMachine(InteractiveMechanism[int, int, int, int]):
    """A finite IM: ``rows[s][q]`` is the pmf of ``(answer, next state)`` in state ``s``.

    ``init(data)`` is the state ``data``; a ``HALT`` answer moves to the absorbing ``HALTED``.
    """

    rows: tuple[tuple[MachineRow, ...], ...] = attrs.field(validator=_table)

    @override
    def init(self, data: int, /) -> int:
        if not 0 <= data < len(self.rows):
            msg = f"data={data!r} must be a state index in range({len(self.rows)})"
            raise InvalidArgument(msg)
        return data

    @override
    def step(self, state: int, query: int, coins: Coins, /) -> tuple[int, int | Halt]:
        if state == HALTED:
            return state, HALT
        answer, nxt = coins.choice(self.rows[state][query])
        if isinstance(answer, Halt):
            return HALTED, HALT
        return nxt, answer


@final
@attrs.frozen
class TableIPM(InteractivePostprocessor[tuple[int, int], int, int, int, int]):
    """A finite IPM with state ``(s, calls)``; ``calls`` counts right messages since the last
    left one, and at ``max_calls`` the pmf ``fallback[s]`` (left answers only) is used, so it
    sends at most ``max_calls`` messages right per left message.

    ``left_rows[s][q]`` handles a left query ``q``; ``right_rows[s][a]`` an answer ``a`` from
    the right, with index ``n_right_answers`` for ``HALT``. Sending ``Left(HALT)`` is absorbing.
    """

    left_rows: tuple[tuple[IPMRow, ...], ...] = attrs.field(validator=_table)
    right_rows: tuple[tuple[IPMRow, ...], ...] = attrs.field(validator=_table)
    fallback: tuple[IPMRow, ...] = attrs.field(validator=_pmfs_tuple)
    max_calls: int = attrs.field(validator=_max_calls)

    @override
    def initial(self) -> tuple[int, int]:
        return 0, 0

    @override
    def step(
        self, state: tuple[int, int], msg: Left[int] | Right[int | Halt], coins: Coins, /
    ) -> tuple[tuple[int, int], Left[int | Halt] | Right[int]]:
        s, calls = state
        if s == HALTED:
            return state, Left(HALT)
        if isinstance(msg, Left):
            calls = 0
            row = self.left_rows[s][msg.msg]
        else:
            a = msg.msg
            row = self.right_rows[s][len(self.right_rows[s]) - 1 if isinstance(a, Halt) else a]
        if calls >= self.max_calls:
            row = self.fallback[s]
        out, nxt = coins.choice(row)
        if isinstance(out, Right):
            return (nxt, calls + 1), out
        if isinstance(out.msg, Halt):
            return (HALTED, 0), Left(HALT)
        return (nxt, 0), out


def _identity(x: T) -> T:
    return x


def identity_ipm() -> MapAnswers[Q, A, A]:
    """The IPM that forwards every query right and every answer left unchanged (``I @ M ≡ M``).

    Its query and answer types come from the context: ``i: MapAnswers[int, int, int] = identity_ipm()``.
    """
    return MapAnswers(_identity)


def _any(name: str, item: object) -> object:
    return item


def pmfs(outcomes: Sequence[T], max_support: int = 3) -> st.SearchStrategy[Pmf[T]]:
    """A pmf with exact ``Fraction`` masses on 1 to ``max_support`` distinct outcomes.

    Example:
        >>> from hypothesis import find
        >>> pmf = find(pmfs([0, 1, 2]), lambda pmf: len(pmf) == 2)
        >>> sum(p for _, p in pmf)
        Fraction(1, 1)
    """
    check_sequence_of("outcomes", outcomes, _any, nonempty=True)
    return _pmfs(list(outcomes), check_positive_int("max_support", max_support))


@st.composite
def _pmfs(draw: st.DrawFn, outcomes: Sequence[T], max_support: int) -> Pmf[T]:
    idx = draw(st.lists(st.integers(0, len(outcomes) - 1), min_size=1, max_size=max_support, unique=True))
    weights = [draw(st.integers(1, 4)) for _ in idx]
    total = sum(weights)
    return tuple((outcomes[i], Fraction(w, total)) for i, w in zip(idx, weights, strict=True))


def table_machines(
    n_states: int = 3, n_queries: int = 2, n_answers: int = 2, *, halts: bool = True, max_support: int = 3,
) -> st.SearchStrategy[TableMachine]:
    """A random finite IM over ``range(n_states)``, queries ``range(n_queries)``, answers
    ``range(n_answers)`` (plus ``HALT`` if ``halts``), every pmf exact on at most
    ``max_support`` outcomes; ``init(x)`` is state ``x``."""
    return _table_machines(check_positive_int("n_states", n_states), check_positive_int("n_queries", n_queries),
                           check_positive_int("n_answers", n_answers), check_positive_int("max_support", max_support),
                           check_bool("halts", halts))


@st.composite
def _table_machines(draw: st.DrawFn, n_states: int, n_queries: int, n_answers: int, max_support: int,
                    halts: bool) -> TableMachine:
    answers: list[int | Halt] = [*range(n_answers), *([HALT] if halts else [])]
    outcomes = [(a, s) for a in answers for s in range(n_states)]
    rows = tuple(tuple(draw(pmfs(outcomes, max_support)) for _ in range(n_queries)) for _ in range(n_states))
    return TableMachine(rows)


def table_ipms(
    n_states: int = 2,
    n_left_queries: int = 2,
    n_left_answers: int = 2,
    n_right_queries: int = 2,
    n_right_answers: int = 2,
    *,
    max_calls: int = 2,
    halts: bool = True,
    max_support: int = 3,
) -> st.SearchStrategy[TableIPM]:
    """A random finite IPM: left queries ``range(n_left_queries)`` answered by
    ``range(n_left_answers)`` (plus ``HALT``); right queries ``range(n_right_queries)`` answered
    by ``range(n_right_answers)`` or ``HALT``; at most ``max_calls`` right messages per left one;
    every pmf on at most ``max_support`` outcomes."""
    return _table_ipms(check_positive_int("n_states", n_states), check_positive_int("n_left_queries", n_left_queries),
                       check_positive_int("n_left_answers", n_left_answers),
                       check_positive_int("n_right_queries", n_right_queries),
                       check_positive_int("n_right_answers", n_right_answers), check_positive_int("max_calls", max_calls),
                       check_positive_int("max_support", max_support), check_bool("halts", halts))


@st.composite
def _table_ipms(draw: st.DrawFn, n_states: int, n_left_queries: int, n_left_answers: int, n_right_queries: int,
                n_right_answers: int, max_calls: int, max_support: int, halts: bool) -> TableIPM:
    lefts: list[IPMOut] = [Left(a) for a in range(n_left_answers)]
    if halts:
        lefts.append(Left(HALT))
    outs: list[IPMOut] = [*lefts, *(Right(q) for q in range(n_right_queries))]
    both = [(o, s) for o in outs for s in range(n_states)]
    only_left = [(o, s) for o in lefts for s in range(n_states)]
    left_rows = tuple(tuple(draw(pmfs(both, max_support)) for _ in range(n_left_queries)) for _ in range(n_states))
    right_rows = tuple(tuple(draw(pmfs(both, max_support)) for _ in range(n_right_answers + 1)) for _ in range(n_states))
    fallback = tuple(draw(pmfs(only_left, max_support)) for _ in range(n_states))
    return TableIPM(left_rows, right_rows, fallback, max_calls)


def adversary_trees(queries: Sequence[Q], answers: Sequence[A], depth: int, *,
                    stops: bool = False) -> st.SearchStrategy[Adversary[Q, A]]:
    """A random deterministic adversary of at most ``depth`` queries: one query per history, for
    every history over ``answers`` (a ``HALT`` ends a history, so it needs no move).

    With ``stops=True`` the adversary may also stop early after any history (no move there, so
    nothing below it), which covers every adversary of depth at most ``depth``. For a concurrent
    composition, make the child index part of the query: ``queries=[(j, q) for j in … for q in …]``.

    Example:
        >>> from hypothesis import find
        >>> a = find(adversary_trees([0, 1], [0, 1], 2, stops=True), lambda a: len(a) == 2)
        >>> a(()) in (0, 1), len(a)
        (True, 2)
    """
    check_sequence_of("queries", queries, _any, nonempty=True)
    check_sequence_of("answers", answers, _any, nonempty=True)
    return _adversary_trees(list(queries), list(answers), check_positive_int("depth", depth), check_bool("stops", stops))


@st.composite
def _adversary_trees(draw: st.DrawFn, queries: Sequence[Q], answers: Sequence[A], depth: int,
                     stops: bool) -> Adversary[Q, A]:
    moves: dict[History[Q, A], Q] = {}
    frontier: list[History[Q, A]] = [()]
    for level in range(depth):
        nxt: list[History[Q, A]] = []
        for h in frontier:
            if stops and h and draw(st.booleans()):
                continue  # the adversary stops after h
            q = draw(st.sampled_from(queries))
            moves[h] = q
            if level + 1 < depth:
                nxt.extend((*h, (q, a)) for a in answers)
        frontier = nxt
    return Adversary.from_mapping(moves)

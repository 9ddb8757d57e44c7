"""Identifiers, verifiers and games (combinators.machines.games; seed 002 §3): the identifier forwards
the b-th of a pair and its halt absorbs, the verifier halts on the first invalid prefix, and a game
over identical pairs is the machine itself."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import attrs
import pytest
from typing_extensions import override

from combinators.audit import view_distribution
from combinators.errors import InvalidArgument
from combinators.machines import HALT, Identifier, Left, Right, game, identifier, verifier
from combinators.machines import Verifier
from combinators.machines import INVALID, PrefixPredicate, Rejected, Verification, prefix_predicate
from combinators.testing.strategies import RRBits
from combinators.measures import Epsilon, PureDP, Verdict
from combinators.prob import sampled_coins

# RRBits keeping every bit answers query j with bit j exactly: the machine the games wrap.
ECHO = RRBits(Fraction(1))


def test_identifier_forwards_bth_message() -> None:
    for b in (0, 1):
        i: Identifier[int, int] = identifier(b)
        m = i @ ECHO
        s = m.init((0, 1))
        _, a = m.step(s, (0, 1), sampled_coins(0))
        assert a == b


def test_identifier_halts_on_non_pair() -> None:
    i: Identifier[int, int] = identifier(0)
    m = i @ ECHO
    _, a = m.step(m.init((0, 1)), 5, sampled_coins(0))  # type: ignore[arg-type]  # a non-pair, on purpose
    assert a is HALT


@pytest.mark.parametrize("b", [2, -1, True, "0"])
def test_identifier_rejects_bad_bit(b: object) -> None:
    with pytest.raises(InvalidArgument, match="b="):
        identifier(b)  # type: ignore[arg-type]


def test_verifier_halts_on_first_invalid_prefix_and_stays_halted() -> None:
    v: Verifier[int, int] = verifier(lambda hist: len(hist) <= 2)
    m = v @ ECHO
    s = m.init((1, 0, 1))
    s, a1 = m.step(s, 0, sampled_coins(0))
    s, a2 = m.step(s, 1, sampled_coins(0))
    s, a3 = m.step(s, 2, sampled_coins(0))
    s, a4 = m.step(s, 0, sampled_coins(0))
    assert (a1, a2, a3, a4) == (1, 0, HALT, HALT)


def test_game_with_identical_pairs_is_the_same_machine() -> None:
    def same(hist: tuple[tuple[int, int], ...]) -> bool:
        return all(x == y for x, y in hist)

    for b in (0, 1):
        g = game(ECHO, same, b)
        s = g.init((1, 0))
        s, a = g.step(s, (1, 1), sampled_coins(0))
        assert a == 0
        _, a = g.step(s, (0, 1), sampled_coins(0))
        assert a is HALT


def test_the_identifiers_halt_is_absorbing() -> None:
    ident: Any = identifier(1)
    s = ident.initial()
    s, out = ident.step(s, Left("not a pair"), sampled_coins(0))
    assert out == Left(HALT)
    s, out = ident.step(s, Left((0, 1)), sampled_coins(0))  # after HALT a well-formed pair is not forwarded
    assert out == Left(HALT)
    s, out = ident.step(s, Right(1), sampled_coins(0))
    assert out == Left(HALT)


@pytest.mark.parametrize("b", [0, 1])
def test_the_game_forwards_query_b_of_each_pair(b: int) -> None:
    """HSV 2023 Def 3.7 on RR of each bit (keep 3/4) of the data (0, 1): asked the pair of queries
    (0, 1), game b answers about bit b, so the answer equals b with probability 3/4."""
    g = game(RRBits(Fraction(3, 4)), lambda pairs: True, b)
    d = view_distribution(g, (0, 1), {(): (0, 1)}, 1)
    assert d[(((0, 1), b),)] == Fraction(3, 4) and d[(((0, 1), 1 - b),)] == Fraction(1, 4)


def test_the_two_games_are_exactly_ln3_close() -> None:
    """The views of games 0 and 1 above differ by the ratio (3/4)/(1/4) = 3: within ln 3 and no less
    (Warner 1965: RR with keep 3/4 is exactly ln 3-DP)."""
    views = [view_distribution(game(RRBits(Fraction(3, 4)), lambda pairs: True, b), (0, 1), {(): (0, 1)}, 1)
             for b in (0, 1)]
    assert PureDP().close(views[0], views[1], Epsilon(math.log(3) * (1 + 1e-12))) is Verdict.CERTIFIED
    assert PureDP().close(views[0], views[1], Epsilon(math.log(3) * (1 - 1e-12))) is Verdict.VIOLATED


# ---------------------------------------------------------------------------------------------
# verification functions as incremental checkers
# ---------------------------------------------------------------------------------------------

@attrs.frozen
class AtMostOneDiffering(Verification[tuple[int, int], int]):
    """Valid while at most one pair differs; its state counts the differing pairs (O(1) a step)."""

    @override
    def start(self) -> int:
        return 0

    @override
    def step(self, state: int, message: tuple[int, int], /) -> int | Rejected:
        n = state + (message[0] != message[1])
        return INVALID if n > 1 else n

    @override
    def first_pair_consistent(self) -> bool:
        return False


def test_an_incremental_verification_is_the_prefix_predicate_it_stands_for() -> None:
    f = AtMostOneDiffering()
    assert f(()) and f(((0, 1), (1, 1))) and not f(((0, 1), (1, 0)))
    v: Verifier[tuple[int, int], int] = verifier(f)
    s = v.initial()
    s, out = v.step(s, Left((0, 1)), sampled_coins(0))
    assert out == Right((0, 1)) and s == 1
    s, out = v.step(s, Left((1, 1)), sampled_coins(0))
    assert out == Right((1, 1)) and s == 1   # O(1) state: a count, not the messages
    s, out = v.step(s, Left((1, 0)), sampled_coins(0))
    assert out == Left(HALT) and s is HALT
    assert v.step(s, Left((0, 0)), sampled_coins(0)) == (HALT, Left(HALT))   # halting absorbs


def test_a_plain_predicate_goes_through_prefix_predicate() -> None:
    def short(msgs: tuple[int, ...]) -> bool:
        return len(msgs) <= 2

    v: Verifier[int, int] = verifier(short)
    assert v.f == prefix_predicate(short) and not v.f.first_pair_consistent()
    assert repr(v) == "verifier(test_a_plain_predicate_goes_through_prefix_predicate.<locals>.short)"
    assert prefix_predicate(short, fpc=True).first_pair_consistent()
    s = v.initial()
    for m in (7, 8):
        s, out = v.step(s, Left(m), sampled_coins(0))
        assert out == Right(m)
    assert s == (7, 8)
    assert v.step(s, Left(9), sampled_coins(0)) == (HALT, Left(HALT))


def test_a_predicate_answering_a_truthy_non_bool_rejects() -> None:
    """Only ``True`` keeps a prefix valid: a predicate answering 1 or "yes" must not pass a message."""
    forged: Any = lambda msgs: 1
    p: PrefixPredicate[int] = prefix_predicate(forged)
    assert p.step((), 0) is INVALID


@pytest.mark.parametrize("bad", [None, 3, "f"])
def test_a_verifier_needs_a_verification_function(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="must be a verification function"):
        Verifier(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [1, "yes", None])
def test_prefix_predicate_fpc_is_a_bool(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="fpc=.* must be True or False"):
        prefix_predicate(lambda msgs: True, fpc=bad)  # type: ignore[arg-type]

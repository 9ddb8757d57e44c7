"""Interaction of an adversary with a mechanism (combinators.machines.interaction; seed 000 §2): the
view records the adversary's coins and the transcript, and the run ends on either side's HALT."""

from __future__ import annotations

from fractions import Fraction
from typing import final

import attrs
import pytest
from typing_extensions import override

from combinators.errors import InvalidArgument
from combinators.machines import HALT, Halt, InteractiveMechanism, game, interact
from combinators.primitives import randomized_response
from combinators.testing.strategies import HiddenBit, RRBits
from combinators.prob import Coins, sampled_coins
from tests.reference_machines import Answers


# hand-written: an adversary, whose data is None (the kit's machines take bits or a state index)
@final
@attrs.frozen
class AskAll(InteractiveMechanism[None, int, int | None, int]):
    """Asks query 0, then a random one of {0, 1}, then halts."""

    @override
    def init(self, data: None, /) -> int:
        return 0

    @override
    def step(self, state: int, query: int | None, coins: Coins, /) -> tuple[int, int | Halt]:
        if state == 0:
            return 1, 0
        if state == 1:
            return 2, coins.uniform_int(2)
        return 3, HALT


def test_interact_records_coins_and_transcript() -> None:
    v = interact(AskAll(), RRBits(Fraction(1)), (1, 0), sampled_coins(4))
    assert v.ended_by == "adversary"
    assert len(v.adversary_coins) == 1
    j = v.adversary_coins[0]
    assert isinstance(j, int)
    assert v.transcript == (0, 1, j, (1, 0)[j])


# an adversary that asks the halting query -1 first
ASK_NEGATIVE: Answers[None, int] = Answers(lambda x, c: -1)


def test_interact_stops_on_mechanism_halt() -> None:
    v = interact(ASK_NEGATIVE, HiddenBit(), (1,), sampled_coins(4))
    assert v.ended_by == "mechanism"
    assert v.transcript == (-1, HALT)


def test_game_and_interact_refuse_what_is_not_a_machine() -> None:
    rr = randomized_response(1.0)
    with pytest.raises(InvalidArgument, match="m=5.0 must be an InteractiveMechanism"):
        game(5.0, lambda pairs: True, 0)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="adversary=5 must be an InteractiveMechanism"):
        interact(5, rr, 1, sampled_coins(0))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="mechanism=None must be an InteractiveMechanism"):
        interact(AskAll(), None, 1, sampled_coins(0))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="coins=0 must be Coins"):
        interact(AskAll(), rr, 1, 0)  # type: ignore[arg-type]

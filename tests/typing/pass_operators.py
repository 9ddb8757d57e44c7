"""What ``@`` returns, pinned with ``assert_type`` (checked by tests/test_typing.py)."""

from __future__ import annotations

from fractions import Fraction
from typing import final

import attrs
from typing_extensions import assert_type, override

from combinators.machines import Halt, Identifier, InteractiveMechanism, InteractivePostprocessor, Left
from combinators.machines import Mechanism, NIMState, PipelineState, Right, identifier
from combinators.measures import Epsilon, EpsDelta
from combinators.primitives import Flag, randomized_response, randomized_response_delta
from combinators.prob import Coins
from combinators.testing.strategies import RRBits

Bits = tuple[int, ...]


ECHO = RRBits(Fraction(1))  # answers query j with bit j


@final
@attrs.frozen
class Parse(InteractivePostprocessor[None, str, str, int, int]):
    @override
    def initial(self) -> None:
        return None

    @override
    def step(self, state: None, msg: Left[str] | Right[int | Halt], coins: Coins, /
             ) -> tuple[None, Left[str | Halt] | Right[int]]:
        if isinstance(msg, Left):
            return None, Right(int(msg.msg))
        return None, Left(str(msg.msg))


@final
@attrs.frozen
class Twice(InteractivePostprocessor[int, int, int, int, int]):
    @override
    def initial(self) -> int:
        return 0

    @override
    def step(self, state: int, msg: Left[int] | Right[int | Halt], coins: Coins, /
             ) -> tuple[int, Left[int | Halt] | Right[int]]:
        if isinstance(msg, Left):
            return msg.msg, Right(msg.msg)
        return state, Left(msg.msg)


def plus_one(a: int) -> int:
    return a + 1


# an @ pipeline's state is one flat tuple however the @ nest (PipelineState), so it is not pinned further
assert_type(Parse() @ ECHO, InteractiveMechanism[Bits, PipelineState, str, str])
assert_type(Parse() @ Twice(), InteractivePostprocessor[PipelineState, str, str, int, int])
assert_type((Parse() @ Twice()) @ ECHO, InteractiveMechanism[Bits, PipelineState, str, str])
assert_type(Parse() @ (Twice() @ ECHO), InteractiveMechanism[Bits, PipelineState, str, str])
assert_type(plus_one @ ECHO, InteractiveMechanism[Bits, PipelineState, int, int])

rr = randomized_response(e_eps=3)
assert_type(rr, Mechanism[int, NIMState[int], object, int, Epsilon])
assert_type(plus_one @ rr, Mechanism[int, NIMState[int], object, int, Epsilon])
assert_type(rr.level, Epsilon)
assert_type(randomized_response_delta(1.0, 0.01).level, EpsDelta)
assert_type(randomized_response_delta(1.0, 0.01),
            Mechanism[int, NIMState[int], object, int | Flag, EpsDelta])

ident: Identifier[int, int] = identifier(0)
assert_type(ident @ ECHO, InteractiveMechanism[Bits, PipelineState, tuple[int, int], int])

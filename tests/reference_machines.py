"""Machines the tests share: seed 002 Alg 1 and Alg 2 written as nested binary machines, as the paper
states them (the reference that the library's flat ``@`` pipelines are checked against: same calls,
same order, same coins; the same exact view distributions), and the two toy machines the testing kit
does not provide (``RRForever``, ``SampleOnly``, ``Answers``)."""

from __future__ import annotations

from fractions import Fraction
from collections.abc import Callable
from typing import Any, Generic, TypeVar, final

import attrs

from typing_extensions import override

from combinators.machines import Halt, InteractiveMechanism, InteractivePostprocessor, Left, Right
from combinators.prob import Coins

__all__ = ["Answers", "RRForever", "RefChain", "RefPost", "SampleOnly"]

X = TypeVar("X")
A = TypeVar("A")


class RefPost(InteractiveMechanism[object, tuple[object, object], object, object]):
    """Seed 002 Alg 1, nested: P ∘* M."""

    def __init__(self, p: Any, m: Any) -> None:
        self.p, self.m = p, m

    @override
    def init(self, data: object, /) -> tuple[object, object]:
        return self.p.initial(), self.m.init(data)

    @override
    def step(self, state: tuple[object, object], query: object, coins: Coins, /
             ) -> tuple[tuple[object, object], object]:
        sp, sm = state
        sp, out = self.p.step(sp, Left(query), coins)
        while isinstance(out, Right):
            sm, a = self.m.step(sm, out.msg, coins)
            sp, out = self.p.step(sp, Right(a), coins)
        return (sp, sm), out.msg


class RefChain(InteractivePostprocessor[tuple[object, object], object, object, object, object]):
    """Seed 002 Alg 2, nested, with the direction labels flipped between P1 and P2."""

    def __init__(self, p1: Any, p2: Any) -> None:
        self.p1, self.p2 = p1, p2

    @override
    def initial(self) -> tuple[object, object]:
        return self.p1.initial(), self.p2.initial()

    @override
    def step(self, state: tuple[object, object], msg: Left[object] | Right[object], coins: Coins, /
             ) -> tuple[tuple[object, object], Left[object] | Right[object]]:
        s1, s2 = state
        if isinstance(msg, Left):
            s1, out1 = self.p1.step(s1, msg, coins)
        else:
            s2, out2 = self.p2.step(s2, msg, coins)
            if isinstance(out2, Right):
                return (s1, s2), out2
            s1, out1 = self.p1.step(s1, Right(out2.msg), coins)
        while isinstance(out1, Right):
            s2, out2 = self.p2.step(s2, Left(out1.msg), coins)
            if isinstance(out2, Right):
                return (s1, s2), out2
            s1, out1 = self.p1.step(s1, Right(out2.msg), coins)
        return (s1, s2), out1


@final
@attrs.frozen
class RRForever(InteractiveMechanism[int, int, object, int]):
    """Randomized response of the datum bit, afresh on every query whatever it is, never halting.

    The kit's ``RRBits`` takes a tuple of bits and answers index queries; the filters and audits
    that use this one run it on the bits 0 and 1 themselves (``BIT_FLIP``) with any query."""

    keep: Fraction

    @override
    def init(self, data: int, /) -> int:
        return data

    @override
    def step(self, state: int, query: object, coins: Coins, /) -> tuple[int, int | Halt]:
        return state, (state if coins.bernoulli(self.keep) else 1 - state)


@final
@attrs.frozen
class SampleOnly(InteractiveMechanism[int, int, object, float]):
    """The datum plus Laplace(1) noise on every query: continuous, so it can be sampled but not
    enumerated (the kit's machines are all finite)."""

    @override
    def init(self, data: int, /) -> int:
        return data

    @override
    def step(self, state: int, query: object, coins: Coins, /) -> tuple[int, float | Halt]:
        return state, state + coins.laplace(1.0)


@final
@attrs.frozen
class Answers(InteractiveMechanism[X, X, object, A], Generic[X, A]):
    """A machine whose state is its datum, unchanged, and whose answer to every query is
    ``answer(datum, coins)``: a toy machine in one line where only its answer matters (a draw the
    audit cannot enumerate, randomness outside ``coins``, a step that raises on its data)."""

    answer: Callable[[X, Coins], A]

    @override
    def init(self, data: X, /) -> X:
        return data

    @override
    def step(self, state: X, query: object, coins: Coins, /) -> tuple[X, A | Halt]:
        return state, self.answer(state, coins)

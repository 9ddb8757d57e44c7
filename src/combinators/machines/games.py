"""Identifiers, verifiers and the privacy game of a continual mechanism (seed 002 §3).

The game of ``M`` w.r.t. a verification function ``f`` is ``verifier(f) @ identifier(b) @ M``;
``M`` is (ε,δ)-DP w.r.t. ``f`` iff the views for ``b = 0`` and ``b = 1`` are (ε,δ)-close for
every adversary (seed 002 Def 3.7, Cor 3.8).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeAlias, final

import attrs
from typing_extensions import override

from .._typing import A, Q, S, X
from ..errors import InvalidArgument
from ..prob import Coins
from ._core import InteractiveMechanism, InteractivePostprocessor, PipelineState
from .certificate import Mechanism
from .messages import HALT, Halt, Left, Right

__all__ = ["Identifier", "Verifier", "VerifierState", "game", "identifier", "verifier"]


@final
@attrs.frozen
class Identifier(InteractivePostprocessor["int | Halt", tuple[Q, Q], A, Q, A], Generic[Q, A]):
    """ℐ(b) (seed 002 Def 3.2): takes pairs ``(m0, m1)`` from the left and forwards ``m_b``
    to the right; answers from the right go left unchanged. A left message that is not a pair
    halts for good (seed 002 Remark 3.6: such a message is never valid)."""

    b: int = attrs.field()

    @b.validator
    def _check_b(self, attribute: attrs.Attribute[int], value: int) -> None:
        if value not in (0, 1) or isinstance(value, bool):
            msg = f"b={value!r} must be the int 0 or 1 (which message of each pair to forward)"
            raise InvalidArgument(msg)

    @override
    def initial(self) -> int | Halt:
        return self.b

    @override
    def step(self, state: int | Halt, msg: Left[tuple[Q, Q]] | Right[A | Halt], coins: Coins, /
             ) -> tuple[int | Halt, Left[A | Halt] | Right[Q]]:
        if isinstance(state, Halt):  # absorbing: no pair after the halt is forwarded
            return state, Left(HALT)
        if isinstance(msg, Right):
            return state, Left(msg.msg)
        pair: object = msg.msg
        if not (isinstance(pair, tuple) and len(pair) == 2):
            return HALT, Left(HALT)
        return state, Right(msg.msg[state])


def identifier(b: int) -> Identifier[Q, A]:
    """ℐ(b): forwards the ``b``-th message of each pair (seed 002 Def 3.2).

    Its message types come from context: ``i: Identifier[int, int] = identifier(0)``.
    """
    return Identifier(b)


VerifierState: TypeAlias = "tuple[Q, ...] | Halt"


@final
@attrs.frozen(repr=False)
class Verifier(InteractivePostprocessor["tuple[Q, ...] | Halt", Q, A, Q, A], Generic[Q, A]):
    """𝒱[f] (seed 002 Def 3.5): keeps the left messages so far, evaluates ``f`` on every
    prefix, forwards a message right while the prefix is valid and halts on the first invalid
    one. Halting is absorbing, so validity is prefix-closed whatever ``f`` does later."""

    f: Callable[[tuple[Q, ...]], bool] = attrs.field()

    @f.validator
    def _check_f(self, attribute: attrs.Attribute[object], value: object) -> None:
        if not callable(value):
            msg = f"f={value!r} must be a verification function: a callable from the messages so far to bool"
            raise InvalidArgument(msg)

    @override
    def __repr__(self) -> str:
        return f"verifier({getattr(self.f, '__qualname__', repr(self.f))})"

    @override
    def initial(self) -> tuple[Q, ...] | Halt:
        return ()

    @override
    def step(
        self, state: tuple[Q, ...] | Halt, msg: Left[Q] | Right[A | Halt], coins: Coins, /
    ) -> tuple[tuple[Q, ...] | Halt, Left[A | Halt] | Right[Q]]:
        if isinstance(msg, Right):
            return state, Left(msg.msg)
        if isinstance(state, Halt):
            return state, Left(HALT)
        hist = (*state, msg.msg)
        if self.f(hist):
            return hist, Right(msg.msg)
        return HALT, Left(HALT)


def verifier(f: Callable[[tuple[Q, ...]], bool]) -> Verifier[Q, A]:
    """𝒱[f] for a verification function ``f`` on sequences of left messages.

    Its answer type comes from context: ``v: Verifier[int, int] = verifier(f)``.
    """
    return Verifier(f)


def game(
    m: InteractiveMechanism[X, S, Q, A], f: Callable[[tuple[tuple[Q, Q], ...]], bool], b: int
) -> InteractiveMechanism[X, PipelineState, tuple[Q, Q], A]:
    """The privacy game ``𝒱[f] ∘* ℐ(b) ∘* M`` (Henzinger–Safavi–Vadhan 2023, Def 3.7); its state is the verifier's, the
    identifier's, then M's (or, for a pipeline M, its stages' and its mechanism's) in one flat tuple.

    Privacy: M is d-DP w.r.t. f iff ``game(M, f, 0)`` and ``game(M, f, 1)`` give d-close
    views to every adversary; ``combinators.audit`` checks that on finite instances.
    """
    given: object = m  # callers without mypy may pass anything
    if not isinstance(given, (InteractiveMechanism, Mechanism)):
        msg = f"m={m!r} must be an InteractiveMechanism or a certified Mechanism"
        raise InvalidArgument(msg)
    v: Verifier[tuple[Q, Q], A] = Verifier(f)
    i: Identifier[Q, A] = Identifier(b)
    return (v @ i) @ m

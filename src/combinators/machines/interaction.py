"""Running an adversary against a mechanism and recording its view (seed 000 Def 1.5–1.6)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar, final

import attrs

from .._typing import A, D, Q, S, X
from .._validation import check_instance, check_positive_int
from ..errors import InvalidArgument
from ..prob import Coins, Prob
from ..prob.coins import check_coins
from ._core import InteractiveMechanism
from .certificate import Mechanism
from .messages import Halt

__all__ = ["View", "interact"]

SA = TypeVar("SA")
T = TypeVar("T")


class _Recording:
    """Coins that record every value an adversary draws (its part of the view)."""

    __slots__ = ("drawn", "inner")

    def __init__(self, inner: Coins) -> None:
        self.inner = inner
        self.drawn: list[object] = []

    def _rec(self, v: T) -> T:
        self.drawn.append(v)
        return v

    def bernoulli(self, p: Prob, /) -> bool:
        return self._rec(self.inner.bernoulli(p))

    def uniform_int(self, n: int, /) -> int:
        return self._rec(self.inner.uniform_int(n))

    def choice(self, pmf: Sequence[tuple[T, Prob]], /) -> T:
        return self._rec(self.inner.choice(pmf))

    def geometric(self, p: Prob, /) -> int:
        return self._rec(self.inner.geometric(p))

    def discrete_laplace(self, r: Prob, /) -> int:
        return self._rec(self.inner.discrete_laplace(r))

    def laplace(self, scale: float, /) -> float:
        return self._rec(self.inner.laplace(scale))

    def gaussian(self, sigma: float, /) -> float:
        return self._rec(self.inner.gaussian(sigma))


def _tuple(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_instance(attribute.name, value, tuple, "a tuple")


def _ended_by(inst: object, attribute: attrs.Attribute[str], value: object) -> None:
    if not (isinstance(value, str) and value in ("adversary", "mechanism", "max_rounds")):
        msg = f"ended_by={value!r} must be 'adversary', 'mechanism' or 'max_rounds'"
        raise InvalidArgument(msg)


def _check_machine(name: str, value: object) -> None:
    if not isinstance(value, (InteractiveMechanism, Mechanism)):
        msg = f"{name}={value!r} must be an InteractiveMechanism or a certified Mechanism"
        raise InvalidArgument(msg)


@final
@attrs.frozen
class View(Generic[Q, A]):
    """What the adversary sees: its own coins and the transcript ``(q1, a1, q2, a2, …)``.

    ``ended_by`` is ``"adversary"`` (it sent ``HALT``), ``"mechanism"`` (it answered ``HALT``)
    or ``"max_rounds"``.
    """

    adversary_coins: tuple[object, ...] = attrs.field(validator=_tuple)
    transcript: tuple[Q | A | Halt, ...] = attrs.field(validator=_tuple)
    ended_by: str = attrs.field(validator=_ended_by)


def interact(
    adversary: InteractiveMechanism[None, SA, A | None, Q],
    mechanism: InteractiveMechanism[X, S, Q, A] | Mechanism[X, S, Q, A, D],
    data: X,
    coins: Coins,
    *,
    max_rounds: int = 10_000,
) -> View[Q, A]:
    """Run ``adversary`` against ``mechanism`` on ``data`` until either side halts.

    The adversary speaks first, receiving ``None`` (the empty message λ); it stops the
    interaction by sending ``HALT`` (seed 002 §2.2.1).

    Example:
        >>> from combinators.primitives import randomized_response
        >>> from combinators.prob import sampled_coins
        >>> from combinators.machines import HALT
        >>> class AskOnce(InteractiveMechanism):
        ...     def init(self, data): return 0
        ...     def step(self, s, a, coins): return (s + 1, None if s == 0 else HALT)
        >>> v = interact(AskOnce(), randomized_response(epsilon=1.0), 1, sampled_coins(0))
        >>> v.ended_by, len(v.transcript)
        ('adversary', 2)
    """
    check_positive_int("max_rounds", max_rounds)
    check_instance("adversary", adversary, InteractiveMechanism, "an InteractiveMechanism (it receives answers, sends queries)")
    _check_machine("mechanism", mechanism)
    coins = check_coins("coins", coins)
    machine = mechanism.machine if isinstance(mechanism, Mechanism) else mechanism
    rec = _Recording(coins)
    sa = adversary.init(None)
    sm = machine.init(data)
    transcript: list[Q | A | Halt] = []
    sa, q = adversary.step(sa, None, rec)
    for _ in range(max_rounds):
        if isinstance(q, Halt):
            return View(tuple(rec.drawn), tuple(transcript), "adversary")
        transcript.append(q)
        sm, a = machine.step(sm, q, coins)
        transcript.append(a)
        if isinstance(a, Halt):
            return View(tuple(rec.drawn), tuple(transcript), "mechanism")
        sa, q = adversary.step(sa, a, rec)
    return View(tuple(rec.drawn), tuple(transcript), "max_rounds")

"""Interactive randomized response IRR_{ε,δ} (seed 002 Def 2.9).

IRR holds a secret bit ``b`` and answers one query symbol (every message counts as ``q*``):

1. first ``q*``: ``τ = ⊥`` with probability δ, else ``τ = ⊤``; the state becomes ``(τ, b)``;
2. second ``q*``: ``b`` if ``τ = ⊥``; else ``b`` with probability ``e^ε/(1+e^ε)`` and ``1−b``
   otherwise; the state becomes null;
3. every later ``q*``: ``HALT`` (absorbing).

**The ⊤/⊥ convention clash.** In IRR the paper's ⊥ marks the δ-reveal event; in RR_{ε,δ}
(seed 002 Def 2.3) ⊤ does, and this library's ``randomized_response_delta`` uses seed 003's
labels instead, where the reveal answers ``TOP`` for ``b = 1`` and ``BOT`` for ``b = 0``. To keep
the three apart, IRR's first answer has its own type with meaningful names:
``IRRFlag.REVEAL`` (the paper's ⊥) and ``IRRFlag.NOISY`` (the paper's ⊤). The explicit map is

==============================  ===============================
IRR's two answers ``(τ, a)``     ``randomized_response_delta``
==============================  ===============================
``(REVEAL, 1)`` (paper ⊥, 1)    ``TOP``  (seed 002 RR: (⊤, 1))
``(REVEAL, 0)`` (paper ⊥, 0)    ``BOT``  (seed 002 RR: (⊤, 0))
``(NOISY, a)``  (paper ⊤, a)    ``a``    (seed 002 RR: (⊥, a))
==============================  ===============================

``irr_to_rr`` and ``rr_to_irr`` implement it; under it the joint output of IRR_{ε,δ}(b) is
exactly RR_{ε,δ}(b) (the tests check this by exact enumeration).
"""

from __future__ import annotations

from fractions import Fraction
from numbers import Integral
from typing import Final, TypeAlias, final

import attrs
import numpy as np
from typing_extensions import override

from .._literal import NamedConstant
from .._validation import bit_datum, check_probability
from ..errors import InvalidArgument
from ..machines import BIT_FLIP, HALT, Halt, InteractiveMechanism, Mechanism, Proved
from ..machines.certificate import issue
from ..machines.composite import call_text
from ..measures import ApproxDP, EpsDelta
from ..prob import Coins, Interval, Prob
from ._params import delta_probability, epsilon_and_exp, keep_probability, plain, privacy_args
from ._randomized_response import BOT, TOP, Flag

__all__ = [
    "IRRAnswer",
    "IRRFlag",
    "IRRState",
    "InteractiveRandomizedResponse",
    "interactive_randomized_response",
    "irr_to_rr",
    "rr_to_irr",
]

_THEOREM: Final = ("interactive randomized response is a post-processing of RR_{ε,δ}, which is (ε,δ)-DP: "
                  "Henzinger–Safavi–Vadhan 2024, Def 2.9 and Lemma 2.4; Kairouz–Oh–Viswanath 2015")


class IRRFlag(NamedConstant):
    """IRR's first answer τ: ``REVEAL`` is the paper's ⊥ (the δ-event: the second answer is b
    itself), ``NOISY`` is the paper's ⊤ (the second answer is RR_ε of b)."""

    REVEAL = "⊥"
    NOISY = "⊤"


IRRState: TypeAlias = int | tuple[IRRFlag, int] | None
"""The secret bit ``b`` before the first query, ``(τ, b)`` after it, ``None`` after the second."""
IRRAnswer: TypeAlias = IRRFlag | int
"""τ for the first query, a bit for the second."""

_REVEAL: Final = IRRFlag.REVEAL
_NOISY: Final = IRRFlag.NOISY


def _check_prob(inst: object, attribute: attrs.Attribute[Prob], value: object) -> None:
    if isinstance(value, Interval):
        ok = 0 <= value.lo and value.hi <= 1
    else:
        ok = isinstance(value, Fraction) and 0 <= value <= 1
    if not ok:
        msg = f"{attribute.name}={value!r} must be a Fraction or an Interval inside [0, 1]"
        raise InvalidArgument(msg)


@final
@attrs.frozen
class InteractiveRandomizedResponse(InteractiveMechanism[int, IRRState, object, IRRAnswer]):
    """The machine of IRR_{ε,δ} (seed 002 Def 2.9); ``keep = e^ε/(1+e^ε)``.

    Every message is the query symbol ``q*``. Build it with ``interactive_randomized_response``.
    """

    keep: Prob = attrs.field(validator=_check_prob)
    delta: Prob = attrs.field(validator=_check_prob)

    @override
    def init(self, data: int, /) -> IRRState:
        return bit_datum("interactive randomized response", data)

    @override
    def step(self, state: IRRState, query: object, coins: Coins, /) -> tuple[IRRState, IRRAnswer | Halt]:
        if state is None:  # third and later q*: absorbing
            return None, HALT
        if isinstance(state, tuple):  # second q*
            tau, b = state
            if tau is _REVEAL:
                return None, b
            return None, b if coins.bernoulli(self.keep) else 1 - b
        tau = _REVEAL if coins.bernoulli(self.delta) else _NOISY  # first q*
        return (tau, state), tau


def irr_to_rr(tau: IRRFlag, bit: int) -> int | Flag:
    """IRR's two answers as the output of ``randomized_response_delta`` (see the module table).

    Example:
        >>> irr_to_rr(IRRFlag.REVEAL, 1), irr_to_rr(IRRFlag.REVEAL, 0), irr_to_rr(IRRFlag.NOISY, 0)
        (TOP, BOT, 0)
    """
    given: object = tau  # callers without mypy may pass anything
    if not isinstance(given, IRRFlag):
        msg = f"tau={tau!r} must be IRRFlag.REVEAL or IRRFlag.NOISY (IRR's first answer)"
        raise InvalidArgument(msg)
    b = _answer_bit("bit", bit)
    if tau is _REVEAL:
        return TOP if b == 1 else BOT
    return b


def rr_to_irr(out: int | Flag) -> tuple[IRRFlag, int]:
    """The inverse of ``irr_to_rr``: an RR_{ε,δ} output as IRR's two answers.

    Example:
        >>> rr_to_irr(TOP), rr_to_irr(1)
        ((IRRFlag.REVEAL, 1), (IRRFlag.NOISY, 1))
    """
    if isinstance(out, Flag):
        return _REVEAL, 1 if out is TOP else 0
    return _NOISY, _answer_bit("out", out)


def _answer_bit(name: str, value: object) -> int:
    """A released bit: the int 0 or 1 (a numpy integer too), never a truthy stand-in."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, Integral) or int(value) not in (0, 1):
        msg = f"{name}={value!r} must be the int 0 or 1"
        raise InvalidArgument(msg)
    return int(value)


def interactive_randomized_response(
    epsilon: float | None = None, delta: float | Fraction = 0, *, e_eps: int | Fraction | None = None
) -> Mechanism[int, IRRState, object, IRRAnswer, EpsDelta]:
    """IRR_{ε,δ} on a secret bit (seed 002 Def 2.9): τ first, then the (possibly noisy) bit.

    The first answer is ``IRRFlag.REVEAL`` (the paper's ⊥) with probability δ and
    ``IRRFlag.NOISY`` (⊤) otherwise; the second is ``b`` after ``REVEAL``, and after ``NOISY`` it
    is ``b`` with probability ``e^ε/(1+e^ε)``, else ``1−b``; every later answer is ``HALT``.

    Args:
        epsilon: ε as a float (``e^ε`` is then irrational: probabilities become intervals).
        delta: δ in [0, 1], a ``Fraction`` or a float (taken at its exact binary value, so
            enumeration stays exact).
        e_eps: ``e^ε`` as an exact rational ``>= 1`` instead of ``epsilon``.

    Returns:
        The certified mechanism; its answers are ``IRRFlag``, then a bit, then ``HALT``.

    Raises:
        InvalidArgument: not exactly one of ``epsilon``/``e_eps``; ``epsilon`` negative, NaN
            or infinite; ``e_eps`` not a rational ``>= 1``; ``delta`` outside [0, 1]; a bool.
        InvalidData: from ``init``, when the data is not the bit 0 or 1 (an int or a bool),
            as for ``randomized_response``; the message names its type, never its value.

    Privacy: (ε,δ)-DP (``ApproxDP``) under ``BIT_FLIP`` against adaptive adversaries: the
        transcript is a post-processing of RR_{ε,δ}(b) (``irr_to_rr`` is a bijection onto its
        outputs), and RR_{ε,δ} is (ε,δ)-DP, tightly (seed 002 Lemma 2.4).

    Example:
        >>> m = interactive_randomized_response(e_eps=3, delta=Fraction(1, 10))
        >>> m.machine
        InteractiveRandomizedResponse(keep=Fraction(3, 4), delta=Fraction(1, 10))
        >>> m.level
        EpsDelta(1.0986122886681102, Fraction(1, 10))
        >>> from combinators.prob import enumerate_step
        >>> enumerate_step(m.machine.step, m.machine.init(1), "q*")
        [(((IRRFlag.REVEAL, 1), IRRFlag.REVEAL), Fraction(1, 10)), (((IRRFlag.NOISY, 1), IRRFlag.NOISY), Fraction(9, 10))]

    References: seed 002 Def 2.9 (IRR), Def 2.3 and Lemma 2.4 (RR_{ε,δ}, after Kairouz–Oh–
        Viswanath 2015); the ⊤/⊥ erratum in research/seed-002.md §2.3.
    """
    eps, e = epsilon_and_exp(epsilon, e_eps)
    d = check_probability("delta", delta)
    d_prob = delta_probability(d)
    machine = InteractiveRandomizedResponse(keep_probability(e), d_prob)
    extra = {"delta": plain(d)} if d else {}
    origin = call_text("interactive_randomized_response", **privacy_args(epsilon, e_eps), **extra)
    return issue(machine, ApproxDP(), EpsDelta(eps, d), BIT_FLIP, Proved(_THEOREM), origin=origin)

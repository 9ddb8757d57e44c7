"""Randomized response: RR_ε (seed 004 §2.7) and RR_{ε,δ} (seed 003 Def 7; seed 004 Def 10).

One labelling is used throughout, seed 003's: ``RR_{ε,δ}(b)`` answers ``b`` with probability
``(1−δ)·e^ε/(1+e^ε)``, ``1−b`` with ``(1−δ)/(1+e^ε)``, and reveals with probability δ: ``TOP``
when ``b = 1``, ``BOT`` when ``b = 0``. Seed 004's Murtagh–Vadhan labels map as
``BOT ↔ 0``, ``0 ↔ 1``, ``1 ↔ 2``, ``TOP ↔ 3``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final, final

import attrs
from typing_extensions import override

from .._literal import NamedConstant
from .._validation import bit_datum, check_probability
from ..machines import BIT_FLIP, Mechanism, NIMState, NoninteractiveMechanism, Proved
from ..machines.certificate import issue
from ..machines.composite import call_text
from ..measures import ApproxDP, EpsDelta, Epsilon, PureDP
from ..prob import Coins, Prob
from ..prob.interval import check_prob
from ._params import delta_probability, epsilon_and_exp, keep_probability, plain, privacy_args

__all__ = ["BOT", "TOP", "Flag", "RandomizedResponse", "RandomizedResponseDelta",
           "randomized_response", "randomized_response_delta"]

_RR_THEOREM: Final = "randomized response is ε-DP: Warner 1965; Dwork–Roth 2014, Claim 3.5; Vadhan–Wang 2021, §2.7"
_RRD_THEOREM: Final = "RR_{ε,δ} is (ε,δ)-DP, tightly: Kairouz–Oh–Viswanath 2015; Whitehouse et al. 2023, Def 7"


class Flag(NamedConstant, bare=True):
    """The reveal outputs of RR_{ε,δ}: ``TOP`` reveals b = 1, ``BOT`` reveals b = 0."""

    TOP = "⊤"
    BOT = "⊥"


TOP: Final = Flag.TOP
BOT: Final = Flag.BOT


def _check_prob(inst: object, attribute: attrs.Attribute[Prob], value: object) -> None:
    check_prob(attribute.name, value)


def _bit(b: object) -> int:
    return bit_datum("randomized response", b)


@final
@attrs.frozen
class RandomizedResponse(NoninteractiveMechanism[int, int]):
    """The machine of RR_ε on one bit: keep it with probability ``keep``, else flip it."""

    keep: Prob = attrs.field(validator=_check_prob)

    @override
    def release(self, data: int, coins: Coins, /) -> int:
        b = _bit(data)
        return b if coins.bernoulli(self.keep) else 1 - b


@final
@attrs.frozen
class RandomizedResponseDelta(NoninteractiveMechanism[int, "int | Flag"]):
    """The machine of RR_{ε,δ} on one bit (seed 003 Def 7)."""

    keep: Prob = attrs.field(validator=_check_prob)
    delta: Prob = attrs.field(validator=_check_prob)

    @override
    def release(self, data: int, coins: Coins, /) -> int | Flag:
        b = _bit(data)
        if coins.bernoulli(self.delta):
            return TOP if b == 1 else BOT
        return b if coins.bernoulli(self.keep) else 1 - b


def randomized_response(
    epsilon: float | None = None, *, e_eps: int | Fraction | None = None
) -> Mechanism[int, NIMState[int], object, int, Epsilon]:
    """RR_ε on one bit: ``b`` with probability ``e^ε/(1+e^ε)``, ``1−b`` otherwise.

    Args:
        epsilon: ε as a float (its ``e^ε`` is irrational: probabilities become intervals).
        e_eps: ``e^ε`` as an exact rational instead (``e_eps=3`` is exactly ln 3-DP).

    Privacy: ε-DP (pure) under ``BIT_FLIP``; the bound is tight.

    Data: the bit 0 or 1, as an int or a bool (a bool is a bit); anything else (``"0"``, NaN,
    ``2``, ``0.5``) raises ``InvalidData`` at the release, naming its type, never its value.
    ``randomized_response_delta`` takes the same.

    Example:
        >>> randomized_response(e_eps=3).machine
        RandomizedResponse(keep=Fraction(3, 4))
        >>> randomized_response(e_eps=3).level
        Epsilon(1.0986122886681102)

    References: seed 004 §2.7 (RR_ε, the building block of Thm 5.2).
    """
    eps, e = epsilon_and_exp(epsilon, e_eps)
    origin = call_text("randomized_response", **privacy_args(epsilon, e_eps))
    return issue(RandomizedResponse(keep_probability(e)), PureDP(), Epsilon(eps), BIT_FLIP, Proved(_RR_THEOREM),
                 origin=origin)


def randomized_response_delta(
    epsilon: float | None = None, delta: float | Fraction = 0, *, e_eps: int | Fraction | None = None
) -> Mechanism[int, NIMState[int], object, int | Flag, EpsDelta]:
    """RR_{ε,δ} on one bit (seed 003 Def 7): reveal with probability δ, else RR_ε.

    Args:
        epsilon: ε as a float, or ``e_eps`` as an exact rational ``e^ε``.
        delta: δ in [0, 1], a ``Fraction`` or a float (taken at its exact binary value, so
            enumeration stays exact).

    Privacy: (ε,δ)-DP under ``BIT_FLIP``, tight: the hockey-stick divergence at ε is exactly δ.

    Example:
        >>> m = randomized_response_delta(e_eps=3, delta=Fraction(1, 100))
        >>> m.machine
        RandomizedResponseDelta(keep=Fraction(3, 4), delta=Fraction(1, 100))

    References: seed 003 Def 7 and App. D; seed 004 Def 10 (relabelled, see module docs).
    """
    eps, e = epsilon_and_exp(epsilon, e_eps)
    d = check_probability("delta", delta)
    d_prob = delta_probability(d)
    level = EpsDelta(eps, d)  # a Fraction δ stays exact (the level keeps it)
    origin = call_text("randomized_response_delta", **privacy_args(epsilon, e_eps), delta=plain(d))
    return issue(RandomizedResponseDelta(keep_probability(e), d_prob), ApproxDP(), level, BIT_FLIP,
                 Proved(_RRD_THEOREM), origin=origin)

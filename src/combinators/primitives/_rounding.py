"""Rounding a continuous release to a grid, and telling continuous releases apart.

The composition theorems of continual mechanisms need discrete answer distributions
(Henzinger–Safavi–Vadhan 2024, Def 4.6); a real-valued release becomes discrete by rounding it to
a multiple of a small step, which is post-processing and keeps the guarantee.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import final

import attrs
from typing_extensions import override

from .._literal import literal
from .._validation import check_positive_real
from ..errors import InvalidArgument
from ..machines import MapAnswers, MappedRelease, Post
from ._additive import AdditiveNoise

__all__ = ["RoundTo", "continuous_answers", "round_to"]


def _step(value: object) -> Fraction:
    v = check_positive_real("step", value, "the grid the answers are rounded to")
    return Fraction(v)


@final
@attrs.frozen(repr=False)
class RoundTo:
    """``x ↦ step · round(x / step)``, exactly, as a ``Fraction`` (ties to even); build it with
    ``round_to(step)``."""

    step: Fraction = attrs.field(converter=_step)

    @override
    def __repr__(self) -> str:
        return f"round_to({literal(self.step)})"

    def __call__(self, x: float, /) -> Fraction:
        given: object = x  # answers of a caller's machine may be anything
        if isinstance(given, bool) or not isinstance(given, (int, float, Fraction)) or (
                isinstance(given, float) and not math.isfinite(given)):
            msg = f"round_to rounds finite reals; got a {type(given).__name__}"
            raise InvalidArgument(msg)
        return round(Fraction(given) / self.step) * self.step


def round_to(step: float | Fraction) -> RoundTo:
    """The rounding of a real answer to the nearest multiple of ``step`` (> 0), exactly: use it as
    ``round_to(Fraction(1, 64)) @ laplace(scale=2.0)`` to give a continual composition the discrete
    answers its theorems need (Henzinger–Safavi–Vadhan 2024, Def 4.6).

    Example:
        >>> from combinators.prob import sampled_coins
        >>> from combinators.primitives import laplace
        >>> m = round_to(Fraction(1, 4)) @ laplace(scale=2.0)
        >>> m
        round_to(Fraction(1, 4)) @ laplace(scale=2.0)
        >>> a = m.machine.release(1.0, sampled_coins(0))
        >>> type(a), (a * 4).denominator
        (<class 'fractions.Fraction'>, 1)
    """
    return RoundTo(step)


def continuous_answers(machine: object) -> bool:
    """Whether ``machine`` releases a continuous draw as it is: a Laplace or Gaussian machine, or
    one post-processed without a ``round_to`` between the draw and the answer. A machine the
    library cannot see into is taken at its word (False)."""
    while True:
        if isinstance(machine, AdditiveNoise):
            return True
        if type(machine) is MappedRelease:
            if any(type(g) is RoundTo for g in machine.maps):
                return False
            machine = machine.inner
        elif type(machine) is Post:
            if any(type(p) is MapAnswers and type(p.g) is RoundTo for p in machine.stages):
                return False
            machine = machine.inner
        else:
            return False

"""The generic distance-measure protocol: a poset of privacy levels plus a divergence.

Haney et al. 2023, Def 2.1 (after Vadhan–Zhang): a tuple ``(𝒟, ⪯, D)`` with ``(𝒟, ⪯)`` a poset and ``D``
closed under post-processing and jointly convex. Filter, odometer and concurrent-composition
code is written once against this protocol (DESIGN.md §2); docs/reference/measures.md describes
it, with the registry (``combinators.measures.registry``) through which a measure tells the
library everything else it needs.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from fractions import Fraction
from typing import Protocol, TypeVar

from .._literal import NamedConstant
from ..prob import FiniteDist

__all__ = ["D", "Measure", "ScalarMeasure", "SingleValued", "Verdict"]

D = TypeVar("D")
T = TypeVar("T", bound=Hashable)


class Verdict(NamedConstant):
    """Three-valued answer of a closeness check.

    Rounding may turn an answer into ``INCONCLUSIVE``, never into a wrong ``CERTIFIED`` or a
    wrong ``VIOLATED`` (DESIGN.md §1).
    """

    CERTIFIED = "certified"
    VIOLATED = "violated"
    INCONCLUSIVE = "inconclusive"


class Measure(Protocol[D]):
    """A distance measure over privacy levels of type ``D``.

    Subclass requirements (the library checks them with ``combinators.testing.laws``, not at
    run time): ``leq`` is a partial order with ``zero()`` as its bottom; ``compose`` is basic
    composition, monotone and associative with ``zero()`` as identity; ``close`` is sound: it
    answers ``CERTIFIED`` only if the pair is within ``level``, ``VIOLATED`` only if it is not.
    """

    def leq(self, a: D, b: D, /) -> bool:
        """``a ⪯ b``: ``a`` is at least as private as ``b``. False both ways if incomparable."""
        ...

    def zero(self) -> D:
        """The bottom element: no privacy loss."""
        ...

    def compose(self, levels: Sequence[D], /) -> D:
        """Basic (sequential and concurrent, non-adaptive) composition of ``levels``."""
        ...

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: D, /) -> Verdict:
        """Whether the pair ``(p, q)`` is within ``level``, in both directions."""
        ...

    def check_level(self, level: object, /) -> D:
        """``level`` if it is a level of this measure, else raise ``IncompatibleMeasureError``."""
        ...


class SingleValued(Measure[D], Protocol[D]):
    """A measure whose divergence of a finite pair is a single level (not a curve)."""

    def divergence(self, p: FiniteDist[T], q: FiniteDist[T], /) -> D:
        """The tightest level (a sound upper bound where it is irrational), both directions."""
        ...


class ScalarMeasure(Measure[D], Protocol[D]):
    """A measure whose levels are one privacy loss ``>= 0`` ordered by ≤ and composed by ``+``
    (``PureDP``, ``RenyiDP(α)``, ``ZCDP``), so a running sum can be kept as a number (a float,
    or an exact ``Fraction``).

    Subclass requirements: ``leq(a, b) == (loss(a) <= loss(b))``; ``compose`` adds the losses
    (rounded up on floats, exact on Fractions); ``of_loss(loss(d)) == d``.
    """

    def loss(self, level: object, /) -> float | Fraction:
        """The number in ``level``; raise ``IncompatibleMeasureError`` for another measure's level."""
        ...

    def of_loss(self, loss: float | Fraction, /) -> D:
        """The level whose number is ``loss`` (validated: ``>= 0``, not NaN)."""
        ...

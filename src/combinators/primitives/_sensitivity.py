"""Numeric queries: the sensitivity relation and the parameter checks of the noise primitives.

A noise mechanism takes the *value* of a query as its data. Its guarantee is stated for the
relation "the two values are at most Δ apart" (``sensitivity_relation(Δ)``): if a query ``f``
has sensitivity Δ under some neighbouring relation on data sets (``ADD_REMOVE_ONE``,
``SUBSTITUTE_ONE``, …), then the mechanism run on ``f(x)`` is private under that relation with
the same level. Showing that ``f`` has sensitivity Δ is the caller's job.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Final

import numpy as np

from .._arith import exact_text, float_up
from .._validation import check_positive_real
from ..errors import InvalidArgument
from ..machines import Relation, WithinDistance
from ..machines.composite import call_text

__all__ = [
    "float_at_least",
    "float_up",
    "sensitivity_relation",
]


def as_float(value: object) -> object:
    """A numpy float as the Python float of the same value (an attrs converter); anything else as is."""
    return float(value) if isinstance(value, np.floating) else value


def float_at_least(what: str, x: Fraction | float) -> float:
    """A finite float ``>= x`` for a noise scale: more noise than asked is always safe.

    ``what`` names the argument(s) that led to ``x``, for the error beyond the float range.
    """
    f = float_up(Fraction(x))
    if not math.isfinite(f):
        msg = f"{what} gives a noise scale beyond the float range; ask for less privacy"
        raise InvalidArgument(msg)
    return f


def _plain(d: Fraction) -> int | float | Fraction:
    """Δ as a repr shows it: an int, else the float that is exactly Δ, else the Fraction."""
    if d.denominator == 1:
        return d.numerator
    try:
        f = float(d)
    except OverflowError:  # past the float range: only the Fraction names it
        return d
    return f if Fraction(f) == d else d


def sensitivity_arg(delta_in: int | float | Fraction) -> dict[str, object]:
    """``sensitivity=Δ`` for a factory's repr, or nothing for the default Δ = 1."""
    return {} if delta_in == 1 else {"sensitivity": _plain(Fraction(delta_in))}


def sensitivity_relation(delta_in: int | float | Fraction) -> Relation:
    """The relation "query values at most ``delta_in`` apart" on a numeric query's values.

    A noise mechanism certified under ``sensitivity_relation(Δ)`` and run on ``f(x)`` is
    private under any relation on data sets for which the query ``f`` has sensitivity Δ
    (``|f(x) − f(x')| ≤ Δ`` for neighbours; for a scalar query the L1 and L2 sensitivities
    coincide). Equal values give equal relations: ``1``, ``1.0`` and ``Fraction(1)``.

    Args:
        delta_in: Δ, a finite real ``> 0``.

    Raises:
        InvalidArgument: ``delta_in`` is not a finite real ``> 0``.

    Example:
        >>> sensitivity_relation(2), sensitivity_relation(2).meaning
        (sensitivity_relation(2), 'query values x, x′ with |x − x′| ≤ 2')
        >>> sensitivity_relation(2.0) == sensitivity_relation(Fraction(2))
        True
        >>> sensitivity_relation(Fraction(1, 2)).name, sensitivity_relation(Fraction(1, 3)).name
        ('sensitivity 0.5', 'sensitivity 1/3')
    """
    d = Fraction(check_positive_real("delta_in", delta_in, "a sensitivity; a constant query needs no noise"))
    known = _RELATIONS.get(d)
    if known is not None:
        return known
    shown = exact_text(d)
    made = Relation(f"sensitivity {shown}", f"query values x, x′ with |x − x′| ≤ {shown}", WithinDistance(d),
                    origin=call_text("sensitivity_relation", _plain(d)))
    if len(_RELATIONS) < _RELATIONS_KEPT:
        _RELATIONS[d] = made
    return made


# One Relation per sensitivity, so a filter and its children share the object and the engine's
# identity test decides their match without comparing predicates on every spawn.
_RELATIONS: Final[dict[Fraction, Relation]] = {}
_RELATIONS_KEPT: Final = 1024

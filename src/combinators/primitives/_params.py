"""Turning a user's ε into exact or outward-rounded probabilities for the coins."""

from __future__ import annotations

import math
from fractions import Fraction

from .._arith import log_up
from .._validation import check_finite_nonneg, check_real
from ..errors import InvalidArgument
from ..prob import Interval, Prob, exp_bounds

__all__ = ["epsilon_and_exp", "keep_probability"]


def epsilon_and_exp(epsilon: object, e_eps: object) -> tuple[float, Prob]:
    """From exactly one of ``epsilon`` (a float) or ``e_eps`` (a rational ``e^ε ≥ 1``), the
    certified ε (rounded up) and ``e^ε`` (exact, or an interval that contains it)."""
    if (epsilon is None) == (e_eps is None):
        msg = ("pass exactly one of epsilon= (a float) or e_eps= (an exact rational e^ε, e.g. "
               "Fraction(3) for ε = ln 3)")
        raise InvalidArgument(msg)
    if e_eps is not None:
        e = check_real("e_eps", e_eps)
        if not isinstance(e, Fraction) or e < 1:
            msg = f"e_eps={e_eps!r} must be an int or Fraction >= 1 (e^ε of some ε >= 0)"
            raise InvalidArgument(msg)
        eps = 0.0 if e == 1 else log_up(float(e) if Fraction(float(e)) >= e else math.nextafter(float(e), math.inf))
        return eps, e
    eps_v = check_finite_nonneg("epsilon", epsilon)
    eps_f = float(eps_v) if Fraction(float(eps_v)) >= Fraction(eps_v) else math.nextafter(float(eps_v), math.inf)
    return eps_f, exp_bounds(eps_v)


def keep_probability(e: Prob) -> Prob:
    """``e^ε / (1 + e^ε)``, exact or outward (it is increasing in ``e^ε``)."""
    if isinstance(e, Interval):
        return Interval(e.lo / (1 + e.lo), e.hi / (1 + e.hi))
    return e / (1 + e)



"""Turning a user's ε into exact or outward-rounded probabilities for the coins."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Final

from .._arith import float_up, log_fraction_bounds, log_up, up
from .._literal import plain
from .._validation import check_finite_nonneg, check_real
from ..errors import InvalidArgument
from ..prob import Interval, Prob, exp_bounds

__all__ = ["delta_probability", "epsilon_and_exp", "keep_probability", "plain", "privacy_args"]


def privacy_args(epsilon: object, e_eps: object) -> dict[str, object]:
    """The keyword arguments a factory's repr shows for the one of ``epsilon`` or ``e_eps``
    given (after ``epsilon_and_exp`` accepted them), as the checks read them."""
    if e_eps is not None:
        return {"e_eps": plain(Fraction(check_real("e_eps", e_eps)))}
    return {"epsilon": plain(check_finite_nonneg("epsilon", epsilon))}


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
        if e == 1:
            return 0.0, e
        if e >= _FLOAT_SAFE:  # past the float range: log of the exact rational
            return up(log_fraction_bounds(e)[1]), e
        return _auditable(log_up(float_up(e)), e), e
    eps_v = check_finite_nonneg("epsilon", epsilon)
    try:
        bounds = exp_bounds(eps_v)
    except InvalidArgument:
        msg = (f"epsilon={epsilon!r} is too large for e^ε to be built exactly (ε ≤ 2^20 here); such a "
               "level is no guarantee, or pass e_eps= as an exact int or Fraction")
        raise InvalidArgument(msg) from None
    return float_up(Fraction(eps_v)), bounds


_FLOAT_SAFE: Final = Fraction(2) ** 1000


def _auditable(eps: float, e: Fraction) -> float:
    """``eps >= ln e`` raised until the lower end of ``exp_bounds(eps)`` reaches ``e``.

    The exact audit tests a level ε against the interval ``exp_bounds(ε)`` of ``e^ε``, and
    certifies ``P <= e^ε·Q`` only if the interval's lower end is at least the true ratio ``e``.
    The float just above ``ln e`` has an ``e^ε`` whose lower end falls a few ulps below ``e``,
    so the mechanism's own certificate would be INCONCLUSIVE; a few more ulps make it
    certifiable. Raising ε only weakens the guarantee stated, so it stays sound.
    """
    step = math.ulp(eps)
    while exp_bounds(eps).lo < e:
        eps = up(eps + step)
        step *= 2
    return eps


def delta_probability(delta: float | Fraction) -> Fraction:
    """δ as the exact probability the coins draw: a float is its own binary value exactly, so
    the certified δ is the drawn one and the exact audit can certify it."""
    return Fraction(delta)


def keep_probability(e: Prob) -> Prob:
    """``e^ε / (1 + e^ε)``, exact or outward (it is increasing in ``e^ε``)."""
    if isinstance(e, Interval):
        return Interval(e.lo / (1 + e.lo), e.hi / (1 + e.hi))
    return e / (1 + e)

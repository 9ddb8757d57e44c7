"""Turning a user's ε into exact or outward-rounded probabilities for the coins."""

from __future__ import annotations

import math
from fractions import Fraction
from numbers import Integral, Real
from typing import Final

import numpy as np

from .._arith import float_up, log_up, up
from .._validation import check_finite_nonneg, check_real
from ..errors import InvalidArgument, InvalidData
from ..measures._pairs import _log_fraction
from ..prob import Interval, Prob, exp_bounds

__all__ = ["bit_datum", "delta_probability", "epsilon_and_exp", "int_datum", "keep_probability", "real_datum"]


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
            return up(_log_fraction(e)[1]), e
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




# ---------------------------------------------------------------------------------------------
# The data a primitive takes, checked at its first use of it. A refusal names the data's type,
# never its value: it may reach the analyst through a session.
# ---------------------------------------------------------------------------------------------


def bit_datum(mechanism: str, data: object) -> int:
    """The secret bit of ``mechanism``: ``0`` or ``1`` as an int (numpy's ints too) or a bool.

    A bool is taken because it *is* a bit (``int(True) == 1``, exactly); anything else that is
    merely truthy (``"0"``, NaN, ``2``, ``0.5``) is refused rather than read as 1.
    """
    if type(data) is int and (data == 0 or data == 1):  # the common case, without the ABC checks
        return data
    if isinstance(data, (bool, np.bool_)):
        return 1 if data else 0
    if isinstance(data, Integral):
        b = int(data)
        if b in (0, 1):
            return b
        msg = f"{mechanism} takes a bit, 0 or 1; the data is an {type(data).__name__} that is neither"
        raise InvalidData(msg)
    msg = f"{mechanism} takes a bit, 0 or 1 (an int or a bool); the data is a {type(data).__name__}"
    raise InvalidData(msg)


def real_datum(mechanism: str, data: object) -> float:
    """The query value of a real-valued noise ``mechanism`` as a finite float: an int, float or
    Fraction (numpy's real scalars too), not a bool, not a string, not NaN or ±inf."""
    if type(data) is float and math.isfinite(data):  # the common case, without the ABC checks
        return data
    if isinstance(data, (bool, np.bool_)) or not isinstance(data, Real):
        msg = (f"{mechanism} takes a real number (int, float or Fraction) as the query's value; the data "
               f"is a {type(data).__name__}")
        raise InvalidData(msg)
    try:
        x = float(data)
    except (OverflowError, ValueError, TypeError, ZeroDivisionError):
        x = math.inf
    if not math.isfinite(x):
        msg = (f"{mechanism} takes a finite real number as the query's value; the data is a "
               f"{type(data).__name__} that is NaN, infinite or beyond the float range")
        raise InvalidData(msg)
    return x


def int_datum(mechanism: str, data: object) -> int:
    """The query value of an integer-valued noise ``mechanism``: an int (numpy's ints too), not a
    bool, not a float."""
    if type(data) is int:  # the common case, without the ABC checks
        return data
    if isinstance(data, (bool, np.bool_)) or not isinstance(data, Integral):
        msg = f"{mechanism} takes an int as the query's value; the data is a {type(data).__name__}"
        raise InvalidData(msg)
    return int(data)

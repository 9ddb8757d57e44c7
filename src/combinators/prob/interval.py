"""Exact and outward-rounded probabilities.

A probability handed to ``Coins`` is either a ``Fraction`` (exact) or an ``Interval`` with
rational end points that contains the true, possibly irrational, value (DESIGN.md §1). Plain
floats are refused by the exact interpreter: float RR keeps with probability
0.7500000000000001, and an exact audit on it would "find" δ = 3.3e-16 in an exactly ln 3-DP
mechanism.
"""

from __future__ import annotations

import math
from fractions import Fraction
from numbers import Integral
from typing import Final, TypeAlias, final

import attrs
import numpy as np
from typing_extensions import override

from .._arith import exp_down, exp_up, float_up
from .._validation import check_real
from ..errors import InvalidArgument
from ..errors import ExponentTooLarge as ExponentTooLarge  # defined in errors.py with every library error

__all__ = ["EXP_LIMIT", "ExponentTooLarge", "Interval", "Prob", "as_interval", "check_exact", "check_prob", "exp_bounds", "lower", "prob_of_float", "upper"]


def _to_fraction(x: object) -> Fraction:
    if isinstance(x, Fraction):
        return x
    v = check_real("an interval end point", x)
    if isinstance(v, float) and not math.isfinite(v):
        msg = f"an interval end point must be finite, got {x!r}"
        raise InvalidArgument(msg)
    return Fraction(v)


def _check_order(inst: Interval, attribute: attrs.Attribute[Fraction], value: Fraction) -> None:
    if value < inst.lo:
        msg = f"Interval(lo={inst.lo}, hi={value}) is empty: lo must be <= hi"
        raise InvalidArgument(msg)


@final
@attrs.frozen(repr=False)
class Interval:
    """A closed interval ``[lo, hi]`` of rationals that contains a true value.

    Arithmetic is outward: the result always contains every value the operands could take.
    Multiplication assumes non-negative operands (probabilities, ``e^ε``).

    Example:
        >>> p = Interval(Fraction(1, 4), Fraction(1, 2))
        >>> 1 - p
        Interval(Fraction(1, 2), Fraction(3, 4))
        >>> p * 2 + Fraction(1)
        Interval(Fraction(3, 2), Fraction(2, 1))
    """

    lo: Fraction = attrs.field(converter=_to_fraction)
    hi: Fraction = attrs.field(converter=_to_fraction, validator=_check_order)

    @override
    def __repr__(self) -> str:
        return f"Interval({self.lo!r}, {self.hi!r})"

    @property
    def width(self) -> Fraction:
        """``hi - lo``."""
        return self.hi - self.lo

    def __add__(self, other: Interval | Fraction | int) -> Interval:
        o = as_interval(other)
        return Interval(self.lo + o.lo, self.hi + o.hi)

    __radd__ = __add__

    def __sub__(self, other: Interval | Fraction | int) -> Interval:
        o = as_interval(other)
        return Interval(self.lo - o.hi, self.hi - o.lo)

    def __rsub__(self, other: Interval | Fraction | int) -> Interval:
        return as_interval(other) - self

    def __mul__(self, other: Interval | Fraction | int) -> Interval:
        o = as_interval(other)
        if self.lo < 0 or o.lo < 0:
            msg = "Interval multiplication is defined here for non-negative operands only"
            raise InvalidArgument(msg)
        return Interval(self.lo * o.lo, self.hi * o.hi)

    __rmul__ = __mul__

    def __truediv__(self, other: Interval | Fraction | int) -> Interval:
        o = as_interval(other)
        if o.lo <= 0 or self.lo < 0:
            msg = "Interval division is defined here for a non-negative numerator and a positive divisor"
            raise InvalidArgument(msg)
        return Interval(self.lo / o.hi, self.hi / o.lo)

    def __contains__(self, x: Fraction | int) -> bool:
        return self.lo <= x <= self.hi


Prob: TypeAlias = Fraction | Interval
"""An exact probability or an interval that contains it; never a bare float."""


def check_exact(name: str, value: object) -> Interval | Fraction:
    """``value`` held exactly: an ``Interval``, or an ``int``/``Fraction``/numpy integer as a Fraction.

    Floats are refused: an exact computation must not start from a rounded number.
    """
    if isinstance(value, Interval):
        return value
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, (Fraction, Integral)):
        msg = (f"{name}={value!r} must be exact (a Fraction, an int or an Interval), not "
               f"{type(value).__name__}; write Fraction(1, 3), not 1/3")
        raise InvalidArgument(msg)
    return Fraction(int(value)) if isinstance(value, Integral) else value


def check_prob(name: str, value: object) -> Prob:
    """An exact probability (``check_exact``) within ``[0, 1]``."""
    p = check_exact(name, value)
    if lower(p) < 0 or upper(p) > 1:
        msg = f"{name}={value!r} must be a probability in [0, 1]"
        raise InvalidArgument(msg)
    return p


def as_interval(p: Interval | Fraction | int) -> Interval:
    """``p`` as an interval (a point interval for an exact value; a finite float is taken exactly)."""
    if isinstance(p, Interval):
        return p
    if isinstance(p, (float, np.floating)) and math.isfinite(p):
        f = Fraction(float(p))
        return Interval(f, f)
    q = check_exact("p", p)
    return q if isinstance(q, Interval) else Interval(q, q)


def lower(p: Prob) -> Fraction:
    """The lower end of ``p`` (``p`` itself when exact)."""
    given: object = p  # callers without mypy may pass a float or a string
    if isinstance(given, Fraction):
        return given
    if isinstance(given, Interval):
        return given.lo
    return lower(check_exact("p", given))


def upper(p: Prob) -> Fraction:
    """The upper end of ``p`` (``p`` itself when exact)."""
    given: object = p
    if isinstance(given, Fraction):
        return given
    if isinstance(given, Interval):
        return given.hi
    return upper(check_exact("p", given))


_EXP_LIMIT = 2**20  # e^x then has about 1.5 million bits: the largest we build exactly
EXP_LIMIT: Final = _EXP_LIMIT

_LOG2_E = 1.4426950408889634  # 1/ln 2 to double precision; the ±2^-50 margin covers its error


def exp_bounds(x: float | Fraction) -> Interval:
    """An interval with rational end points that contains ``exp(x)``.

    ``exp(0)`` is exactly 1; every other rational x has an irrational exponential.

    Example:
        >>> exp_bounds(0)
        Interval(Fraction(1, 1), Fraction(1, 1))
        >>> b = exp_bounds(1.0); float(b.lo) < 2.718281828459045 < float(b.hi)
        True
    """
    x = check_real("x", x)
    if isinstance(x, float) and math.isnan(x):
        msg = "x=nan has no exponential; pass a real number"
        raise InvalidArgument(msg)
    if x == 0:
        return Interval(Fraction(1), Fraction(1))
    if x == math.inf:
        msg = "exp(inf) has no finite bracket; a privacy level of inf is no guarantee"
        raise ExponentTooLarge(msg)
    if x > _EXP_LIMIT:
        msg = (f"exp({float_up(x)!r}) is beyond what this library represents exactly (the limit is "
               f"x <= {_EXP_LIMIT}); a privacy level this large is no guarantee: use math.inf")
        raise ExponentTooLarge(msg)
    if x < -745:  # e^x is below the least positive float; decided before float(x), which may overflow
        return Interval(Fraction(0), Fraction(math.ulp(0.0)))
    if x > 700:  # beyond float range: bracket e^x by powers of two, e^x = 2^(x·log2 e)
        bits = float(x) * _LOG2_E
        k_lo = math.floor(bits * (1 - 2**-50)) - 1
        k_hi = math.ceil(bits * (1 + 2**-50)) + 1
        return Interval(Fraction(2) ** k_lo, Fraction(2) ** k_hi)
    xf = float(x)
    if Fraction(xf) == x:
        return Interval(Fraction(exp_down(xf)), Fraction(exp_up(xf)))
    # x is a Fraction that is not a float: widen by the float rounding of x itself.
    lo = math.nextafter(xf, -math.inf)
    hi = math.nextafter(xf, math.inf)
    return Interval(Fraction(exp_down(lo)), Fraction(exp_up(hi)))


def prob_of_float(p: float) -> Interval:
    """The tightest interval of floats around a probability that was computed in floats.

    Use it only where the float is within one ulp of the true value; primitives build their
    intervals from exact bounds instead (e.g. ``e^ε/(1+e^ε)`` from ``exp_bounds``).
    """
    if not 0 <= p <= 1:
        msg = f"p={p!r} must be a probability in [0, 1]"
        raise InvalidArgument(msg)
    lo = max(0.0, math.nextafter(p, -math.inf))
    hi = min(1.0, math.nextafter(p, math.inf))
    return Interval(Fraction(lo), Fraction(hi))

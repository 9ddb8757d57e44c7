"""Argument checks that name the argument in the user's words and say what to do (style rule 19)."""

from __future__ import annotations

import math
from fractions import Fraction
from numbers import Integral, Real

from .errors import InvalidArgument

__all__ = ["check_pairs", "check_positive_int", "check_finite_nonneg", "check_nonneg", "check_order", "check_probability", "check_real"]


def check_real(name: str, value: object) -> float | Fraction:
    """Return ``value`` if it is a real number (not bool, not complex), else raise."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Fraction, Real)):
        msg = f"{name}={value!r} must be a real number (int, float or Fraction), not {type(value).__name__}"
        raise InvalidArgument(msg)
    if isinstance(value, (Fraction, int)):
        return Fraction(value)
    if isinstance(value, float):
        return float(value)  # a plain float (numpy's float64 is a float subclass)
    # another Real (numpy's longdouble, int64, float32, ...): exactly, so the caller rounds it the
    # safe way; float() would round to nearest, sometimes down (found in review)
    if isinstance(value, Integral):
        return Fraction(int(value))
    as_ratio = getattr(value, "as_integer_ratio", None)
    if callable(as_ratio):
        try:
            num, den = as_ratio()
            return Fraction(num, den)
        except (OverflowError, ValueError, TypeError):  # inf and nan have no ratio
            pass
    return float(value)  # a Real without a ratio: the nearest float


def check_nonneg(name: str, value: object, *, allow_inf: bool = False) -> float | Fraction:
    """A real ``>= 0``; NaN is refused; ``inf`` only where ``allow_inf``."""
    v = check_real(name, value)
    if isinstance(v, float) and math.isnan(v):
        msg = f"{name}=nan is not a privacy parameter; pass a number >= 0"
        raise InvalidArgument(msg)
    if v < 0:
        msg = f"{name}={value!r} must be >= 0; privacy losses are never negative"
        raise InvalidArgument(msg)
    if not allow_inf and isinstance(v, float) and math.isinf(v):
        msg = f"{name}=inf is not a usable privacy level here; pass a finite number >= 0"
        raise InvalidArgument(msg)
    return v


def check_finite_nonneg(name: str, value: object) -> float | Fraction:
    """A finite real ``>= 0``."""
    return check_nonneg(name, value, allow_inf=False)


def check_probability(name: str, value: object) -> float | Fraction:
    """A real in ``[0, 1]``."""
    v = check_real(name, value)
    if not 0 <= v <= 1:  # NaN fails this too
        msg = f"{name}={value!r} must be a probability in [0, 1]"
        raise InvalidArgument(msg)
    return v


def check_order(name: str, value: object) -> float | Fraction:
    """A Rényi order ``alpha``: finite and ``> 1``."""
    v = check_real(name, value)
    if not (v > 1) or (isinstance(v, float) and math.isinf(v)):
        msg = f"{name}={value!r} must be a finite Rényi order > 1 (for alpha = inf use PureDP)"
        raise InvalidArgument(msg)
    return v


def check_positive_int(name: str, value: object) -> int:
    """A Python ``int`` ``>= 1`` (not bool)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        msg = f"{name}={value!r} must be a positive int"
        raise InvalidArgument(msg)
    return value


def check_pairs(name: str, value: object, meaning: str) -> list[tuple[object, object]]:
    """``value`` as a list of 2-item pairs, each still to be checked by the caller.

    ``meaning`` names the pair's parts in the user's words, e.g. ``"(alpha, beta)"``.
    """
    try:
        raw = list(value)  # type: ignore[call-overload]  # any iterable; checked right here
    except TypeError:
        msg = f"{name}={value!r} must be a sequence of {meaning} pairs"
        raise InvalidArgument(msg) from None
    out: list[tuple[object, object]] = []
    for i, item in enumerate(raw):
        if not isinstance(item, (tuple, list)) or len(item) != 2:
            msg = f"{name}[{i}]={item!r} must be a pair {meaning}"
            raise InvalidArgument(msg)
        out.append((item[0], item[1]))
    return out

"""Conservative arithmetic on privacy loss: every result rounds toward the weaker guarantee.

A loss (ε, ρ, δ, a Rényi ε) that is computed in floats is rounded *up* with ``math.nextafter``
after each operation, so a filter can never admit more than the exact arithmetic would
(DESIGN.md §2; style rule 9). Exact inputs (``Fraction``) stay exact where the operation allows.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction

__all__ = [
    "add_up",
    "down",
    "exp_down",
    "exp_up",
    "fsum_up",
    "log_down",
    "log_up",
    "mul_up",
    "sqrt_up",
    "up",
]

_INF = math.inf


def up(x: float) -> float:
    """The next float above ``x`` (``x`` itself for ±inf)."""
    return x if math.isinf(x) else math.nextafter(x, _INF)


def down(x: float) -> float:
    """The next float below ``x``, clamped at 0 for non-negative ``x``."""
    if math.isinf(x):
        return x
    y = math.nextafter(x, -_INF)
    return 0.0 if x >= 0 > y else y


def add_up(a: float, b: float) -> float:
    """An upper bound of ``a + b``: exact when the float sum is exact, else one ulp above."""
    s = a + b
    if math.isinf(s):
        return s
    # Fraction comparison tells whether the rounded sum is already >= the exact sum.
    return s if Fraction(s) >= Fraction(a) + Fraction(b) else up(s)


def fsum_up(xs: Iterable[float]) -> float:
    """An upper bound of ``sum(xs)``: ``math.fsum`` is correctly rounded, so one ulp up suffices."""
    vals = list(xs)
    s = math.fsum(vals)
    if math.isinf(s):
        return s
    exact = sum((Fraction(v) for v in vals), start=Fraction(0))
    return s if Fraction(s) >= exact else up(s)


def mul_up(a: float, b: float) -> float:
    """An upper bound of ``a * b`` for non-negative operands."""
    p = a * b
    if math.isinf(p) or math.isnan(p):
        return p
    return p if Fraction(p) >= Fraction(a) * Fraction(b) else up(p)


def sqrt_up(x: float) -> float:
    """An upper bound of ``sqrt(x)``: the float root itself when its square is not below ``x``
    (``math.sqrt`` is correctly rounded, so one ulp up is enough otherwise)."""
    r = math.sqrt(x)
    if math.isinf(r):
        return r
    return r if Fraction(r) * Fraction(r) >= Fraction(x) else up(r)


def exp_up(x: float) -> float:
    """An upper bound of ``exp(x)`` (libm's exp is within 1 ulp; two ulps are safe)."""
    return up(up(math.exp(x)))


def exp_down(x: float) -> float:
    """A lower bound of ``exp(x)``."""
    return down(down(math.exp(x)))


def log_up(x: float) -> float:
    """An upper bound of ``log(x)`` for ``x > 0``."""
    return up(up(math.log(x)))


def log_down(x: float) -> float:
    """A lower bound of ``log(x)`` for ``x > 0``."""
    y = math.log(x)
    return math.nextafter(math.nextafter(y, -_INF), -_INF)

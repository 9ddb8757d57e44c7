"""The tests' independent high-precision reference: exact values as mpmath numbers.

mpmath ships no type information, so its numbers are typed ``Mp`` (``Any``). The working precision is
the caller's: tests/unit/measures/conftest.py and the accounting test modules set 50 digits."""

from __future__ import annotations

from fractions import Fraction
from typing import Any, TypeAlias

import mpmath

Mp: TypeAlias = Any
"""An ``mpmath.mpf``."""


def mp(x: float | Fraction) -> Mp:
    """``x`` as an mpmath number: its numerator over its denominator at the working precision.

    Exact for a float (53 significant bits over a power of two) at any precision of 53 bits or more;
    a Fraction whose binary expansion does not end is rounded once, to nearest."""
    x = Fraction(x)
    return mpmath.mpf(x.numerator) / x.denominator

"""The tests' independent high-precision reference: exact values as mpmath numbers, at one precision.

mpmath ships no type information, so its numbers are typed ``Mp`` (``Any``). Reference values are
computed at ``DIGITS`` significant digits: the accounting and measures tests get it for every test
through ``mpmath_reference_digits`` (their conftest.py), other tests inside ``reference_precision()``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from fractions import Fraction
from typing import Any, TypeAlias

import mpmath
import pytest

Mp: TypeAlias = Any
"""An ``mpmath.mpf``."""

DIGITS = 50
"""Significant digits of the reference values: far beyond a float's 16, so a reference rounded at
this precision decides a comparison with the library's float bound."""


def reference_precision() -> AbstractContextManager[Any]:
    """mpmath at ``DIGITS`` significant digits inside the ``with`` block, restored after it."""
    return mpmath.workdps(DIGITS)  # type: ignore[no-any-return]  # mpmath is untyped


@pytest.fixture(autouse=True, scope="module")
def mpmath_reference_digits() -> Iterator[None]:
    """Every test of a module that imports this fixture (or of a folder whose conftest does)
    computes its references at ``DIGITS`` digits."""
    with reference_precision():
        yield


def mp(x: float | Fraction) -> Mp:
    """``x`` as an mpmath number: its numerator over its denominator at the working precision.

    Exact for a float (53 significant bits over a power of two) at any precision of 53 bits or more;
    a Fraction whose binary expansion does not end is rounded once, to nearest."""
    x = Fraction(x)
    return mpmath.mpf(x.numerator) / x.denominator

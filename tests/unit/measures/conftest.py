"""mpmath at 50 significant digits for the independent reference values of these tests."""

from __future__ import annotations

from collections.abc import Iterator

import mpmath
import pytest


@pytest.fixture(autouse=True, scope="module")
def _mpmath_50_digits() -> Iterator[None]:
    with mpmath.workdps(50):
        yield

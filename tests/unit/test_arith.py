"""Conservative arithmetic: every result is an upper bound, and the tightest float one."""

from __future__ import annotations

import math
from fractions import Fraction as F

from hypothesis import given
from hypothesis import strategies as st

from combinators._arith import add_up, exp_down, exp_up, float_down, float_up, fsum_up, mul_up, sqrt_up

finite = st.floats(0, 1e300, allow_nan=False, allow_infinity=False)


def _tight_up(x: float, exact: F) -> bool:
    """``x`` is the smallest float >= exact."""
    return F(x) >= exact and (x == 0 or F(math.nextafter(x, -math.inf)) < exact)


@given(finite, finite)
def test_add_up(a: float, b: float) -> None:
    assert _tight_up(add_up(a, b), F(a) + F(b))


@given(st.lists(finite, max_size=20))
def test_fsum_up(xs: list[float]) -> None:
    assert _tight_up(fsum_up(xs), sum((F(x) for x in xs), start=F(0)))


BIGGEST = 1.7976931348623157e308


@given(st.floats(0, BIGGEST), st.floats(0, BIGGEST))
def test_mul_up(a: float, b: float) -> None:
    got = mul_up(a, b)
    if math.isinf(got):  # the product overflows: +inf is the only float upper bound
        assert F(a) * F(b) > F(BIGGEST)
        return
    assert F(got) >= F(a) * F(b)
    assert got == 0 or F(math.nextafter(got, -math.inf)) < F(a) * F(b)


@given(st.floats(0, BIGGEST))
def test_sqrt_up(x: float) -> None:
    r = sqrt_up(x)
    assert F(r) * F(r) >= F(x)
    below = math.nextafter(r, -math.inf)
    assert r == 0 or F(below) * F(below) < F(x)


def test_near_the_largest_float() -> None:
    """Veltkamp's split overflows when the product is near the largest float: sqrt_up once
    answered √(max) rounded *down* there, and mul_up one ulp loose."""
    r = sqrt_up(BIGGEST)
    assert F(r) ** 2 >= F(BIGGEST) > F(math.nextafter(r, 0.0)) ** 2
    a = math.sqrt(BIGGEST)
    b = math.nextafter(BIGGEST / a, 0.0)
    got = mul_up(a, b)
    assert F(got) >= F(a) * F(b) > F(math.nextafter(got, 0.0))


def test_exact_values_stay_exact() -> None:
    assert add_up(0.25, 0.5) == 0.75
    assert sqrt_up(25.0) == 5.0
    assert mul_up(0.5, 0.5) == 0.25
    assert fsum_up([0.25] * 4) == 1.0


@given(st.fractions() | st.integers())
def test_float_up_and_down_bracket_tightly(x: F | int) -> None:
    hi, lo = float_up(x), float_down(x)
    assert F(lo) <= x <= F(hi)
    assert F(math.nextafter(hi, -math.inf)) < x < F(math.nextafter(lo, math.inf)) or F(hi) == x == F(lo)


def test_float_up_and_down_beyond_the_float_range() -> None:
    """A huge exact loss rounds up to inf (a weaker, still true, guarantee), not OverflowError."""
    assert float_up(10**400) == math.inf and float_down(10**400) == BIGGEST
    assert float_up(-(10**400)) == -BIGGEST and float_down(-(10**400)) == -math.inf
    assert float_up(F(10**400, 3)) == math.inf


def test_past_the_float_range() -> None:
    """exp and fsum answer inf where an upper bound is inf, never OverflowError."""
    assert exp_up(710.0) == math.inf and exp_down(710.0) == BIGGEST
    assert fsum_up([BIGGEST, BIGGEST]) == math.inf

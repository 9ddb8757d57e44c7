"""Conservative arithmetic: every result is an upper bound, and the tightest float one."""

from __future__ import annotations

import math
from fractions import Fraction as F

from hypothesis import given
from hypothesis import strategies as st

import mpmath
import pytest

from combinators._arith import add_up, exp_down, exp_up, float_down, float_up, fsum_up, log_inv_up, mul_up
from combinators._arith import positive_delta_down, positive_delta_up, probability_down, probability_up, sqrt_up
from combinators.errors import InvalidArgument

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


# Above ½ the two formulas for ln(1/δ), ``-log1p(δ − 1)`` and ``-log(δ)``, each two ulps up,
# differ by an ulp in both directions: at the first δ the log1p one is larger, at the second
# the log one. ``log_inv_up`` answers the larger, never a smaller bound than either.
@pytest.mark.parametrize("delta", [0.9765351033064413, 0.8663829044609329, 0.9999999999999998, 0.5, 1e-300])
def test_log_inv_up_is_an_upper_bound_no_smaller_than_either_formula(delta: float) -> None:
    with mpmath.workprec(200):
        exact = -mpmath.log(mpmath.mpf(delta))
        assert mpmath.mpf(log_inv_up(delta)) >= exact
    by_log = -math.nextafter(math.nextafter(math.log(delta), -math.inf), -math.inf)
    assert log_inv_up(delta) >= by_log
    if delta > 0.5:
        by_log1p = math.nextafter(math.nextafter(-math.log1p(delta - 1.0), math.inf), math.inf)
        assert log_inv_up(delta) >= by_log1p


def test_log_inv_up_at_one_is_zero() -> None:
    assert log_inv_up(1.0) == 0.0


@given(st.fractions(F(1, 10**30), F(1)))
def test_positive_delta_rounds_in_its_named_direction(delta: F) -> None:
    assert F(positive_delta_up("delta", delta)) >= delta
    assert _tight_up(positive_delta_up("delta", delta), delta)
    if delta < 1:
        assert 0 < F(positive_delta_down("delta_prime", delta)) <= delta


@pytest.mark.parametrize(("call", "match"), [
    (lambda: positive_delta_up("delta", 0), r"delta=0 must be in \(0, 1\]: delta=0 gives no finite epsilon"),
    (lambda: positive_delta_down("delta_prime", 1.0), r"delta_prime=1.0 must be in \(0, 1\)"),
    (lambda: positive_delta_down("delta_prime", F(1, 10**400)), r"below the smallest positive float"),
])
def test_positive_delta_refuses(call: object, match: str) -> None:
    assert callable(call)
    with pytest.raises(InvalidArgument, match=match):
        call()


@given(st.fractions(F(0), F(1)))
def test_probability_rounds_in_its_named_direction(p: F) -> None:
    assert _tight_up(probability_up("delta", p), p)
    lo = probability_down("delta_g", p)
    assert F(lo) <= p and (lo == 1 or F(math.nextafter(lo, math.inf)) > p)

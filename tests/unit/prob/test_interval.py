"""Outward-rounded intervals and exp bounds (combinators.prob.interval)."""

from __future__ import annotations

import math
from fractions import Fraction as F

import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.errors import InvalidArgument
from combinators.prob import FiniteDist, Interval, enumerate_step, exp_bounds


def test_rr_ln3_interval_vs_exact() -> None:
    """RR with keep 3/4 is exact; with float ε = ln 3 the probabilities are intervals around 3/4."""
    e = exp_bounds(math.log(3))
    keep = Interval(e.lo / (1 + e.lo), e.hi / (1 + e.hi))
    assert F(3, 4) in keep or abs(keep.lo - F(3, 4)) < F(1, 10**14)
    d = FiniteDist.from_branches(enumerate_step(lambda c: c.bernoulli(keep)))
    got = d[True]
    assert isinstance(got, Interval)
    assert got.lo <= keep.hi and got.hi >= keep.lo


def test_interval_arithmetic_is_outward() -> None:
    a = Interval(F(1, 4), F(1, 2))
    b = Interval(F(1, 3), F(2, 3))
    assert a + b == Interval(F(7, 12), F(7, 6))
    assert a - b == Interval(F(1, 4) - F(2, 3), F(1, 2) - F(1, 3))
    assert a * b == Interval(F(1, 12), F(1, 3))
    with pytest.raises(InvalidArgument, match="empty"):
        Interval(F(1), F(0))


@given(st.floats(min_value=-50, max_value=50, allow_nan=False))
def test_exp_bounds_contain_exp(x: float) -> None:
    b = exp_bounds(x)
    assert b.lo <= F(math.exp(x)) * (1 + F(1, 10**15)) and b.hi >= F(math.exp(x)) * (1 - F(1, 10**15))
    assert b.lo <= b.hi


def test_exp_bounds_beyond_float_range() -> None:
    b = exp_bounds(800)
    assert b.lo > F(10) ** 347 and b.hi < F(10) ** 348


def test_exp_bounds_refuses_astronomical_arguments() -> None:
    with pytest.raises(InvalidArgument, match="use math.inf"):
        exp_bounds(1e300)


def test_exp_bounds_below_the_float_range() -> None:
    tiny = exp_bounds(F(-(10**400)))
    assert tiny.lo == 0 and 0 < tiny.hi <= F(5e-324)

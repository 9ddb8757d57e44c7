"""round_to and continuous_answers (combinators.primitives; seed 002 Def 4.6): rounding a real
release to a grid is exact, and a continuous draw is recognised through post-processing unless a
rounding comes after it."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.errors import InvalidArgument
from combinators.machines import MapAnswers, postprocess
from combinators.primitives import (
    RoundTo,
    continuous_answers,
    gaussian,
    geometric,
    laplace,
    randomized_response,
    round_to,
)


@given(st.floats(-1e6, 1e6), st.fractions(Fraction(1, 1000), Fraction(10)))
def test_round_to_gives_the_nearest_multiple_exactly(x: float, step: Fraction) -> None:
    r = round_to(step)(x)
    assert type(r) is Fraction and (r / step).denominator == 1
    assert abs(r - Fraction(x)) <= step / 2


def test_round_to_examples() -> None:
    assert round_to(Fraction(1, 4))(0.3) == Fraction(1, 4)
    assert round_to(0.5)(1.26) == Fraction(3, 2)
    assert round_to(1)(2.5) == 2 and round_to(1)(3.5) == 4      # ties to even
    assert repr(round_to(Fraction(1, 64))) == "round_to(Fraction(1, 64))"


@pytest.mark.parametrize("bad", [0, -1, float("nan"), float("inf"), True, "1"])
def test_round_to_needs_a_positive_step(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="step="):
        round_to(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), "1", None, True])
def test_round_to_refuses_what_is_not_a_finite_real(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="rounds finite reals"):
        RoundTo(Fraction(1))(bad)  # type: ignore[arg-type]


def test_continuous_answers_sees_through_post_processing_until_a_rounding() -> None:
    lap = laplace(scale=2.0)
    assert continuous_answers(lap.machine) and continuous_answers(gaussian(1.0).machine)
    assert continuous_answers((abs @ lap).machine)
    assert not continuous_answers((round_to(0.5) @ lap).machine)
    assert not continuous_answers((abs @ (round_to(0.5) @ lap)).machine)
    rounded_im: Any = postprocess(MapAnswers(round_to(1)), lap.machine)
    assert not continuous_answers(rounded_im)
    assert not continuous_answers(geometric(1.0, lo=0, hi=3).machine)
    assert not continuous_answers(randomized_response(e_eps=3).machine)
    assert not continuous_answers(object())

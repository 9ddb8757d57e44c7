"""The argument checks every entry point uses: numpy scalars are numbers, bool is not."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from combinators._validation import check_bool, check_callable, check_int, check_positive, check_positive_int
from combinators._validation import check_sequence_of, check_str
from combinators.errors import InvalidArgument


def test_check_int_takes_numpy_integers_as_python_ints() -> None:
    v = check_positive_int("k", np.int64(3))
    assert v == 3 and type(v) is int
    assert check_int("lo", np.int32(-2)) == -2


@pytest.mark.parametrize("bad", [True, np.bool_(True), 1.0, np.float64(1.0), "1", None])
def test_check_int_refuses_what_is_not_an_integer(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="k=.* must be a positive int"):
        check_positive_int("k", bad)


def test_check_int_minimum_names_the_bound() -> None:
    with pytest.raises(InvalidArgument, match=r"seed=-1 must be an int >= 0"):
        check_int("seed", -1, minimum=0)


def test_check_positive_refuses_zero_nan_and_bool() -> None:
    assert check_positive("sigma", np.float32(0.5)) == Fraction(1, 2)
    for bad in (0, 0.0, float("nan"), True, -1):
        with pytest.raises(InvalidArgument, match="sigma="):
            check_positive("sigma", bad)


def test_check_bool_refuses_truthy_stand_ins() -> None:
    assert check_bool("exact", np.bool_(False)) is False
    for bad in (1, 0.0, "yes", None):
        with pytest.raises(InvalidArgument, match="exact=.* must be True or False"):
            check_bool("exact", bad)


def test_check_str_and_check_callable() -> None:
    assert check_str("reason", "spent") == "spent"
    with pytest.raises(InvalidArgument, match="reason=5 must be a str"):
        check_str("reason", 5)
    with pytest.raises(InvalidArgument, match="g=1.5 must be a function"):
        check_callable("g", 1.5)


def test_check_sequence_of_checks_each_item_and_refuses_strings() -> None:
    assert check_sequence_of("ks", (1, np.int64(2)), check_positive_int) == [1, 2]
    with pytest.raises(InvalidArgument, match=r"ks\[1\]=0 must be a positive int"):
        check_sequence_of("ks", [1, 0], check_positive_int)
    for bad in ("12", 5, {1: 2}):
        with pytest.raises(InvalidArgument, match="ks="):
            check_sequence_of("ks", bad, check_positive_int)
    with pytest.raises(InvalidArgument, match="ks is empty"):
        check_sequence_of("ks", [], check_positive_int, nonempty=True)


def test_finite_positive_float_names_the_field_and_the_factory() -> None:
    import attrs

    from combinators._validation import finite_positive_float

    @attrs.frozen
    class Noise:
        scale: float = attrs.field(validator=finite_positive_float("noise"))

    assert Noise(0.5).scale == 0.5
    for bad in (0.0, -1.0, math.inf, math.nan, True, 1):
        with pytest.raises(InvalidArgument, match=r"scale=.* must be a finite float > 0 \(build it with noise\(\.\.\.\)\)"):
            Noise(bad)

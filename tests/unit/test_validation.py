"""The argument checks every entry point uses: numpy scalars are numbers, bool is not."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
from typing_extensions import override

from combinators._validation import check_bool, check_callable, check_choice, check_int, check_positive
from combinators._validation import check_positive_int, check_sequence_of, check_str
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
    with pytest.raises(InvalidArgument, match=r"ks=\[\] is empty; pass at least one item"):
        check_sequence_of("ks", [], check_positive_int, nonempty=True)


class _EqualsEverything:
    """A caller's object that answers ``==`` with True to anything."""

    @override
    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = None  # type: ignore[assignment]  # unhashable, as an __eq__ override makes it


def test_check_choice_decides_by_exact_type_and_names_the_choices() -> None:
    assert check_choice("form", "drv", ("kairouz", "drv")) == "drv"
    for bad in (_EqualsEverything(), "DRV", None, b"drv"):
        with pytest.raises(InvalidArgument, match="form=.* must be 'kairouz' or 'drv'"):
            check_choice("form", bad, ("kairouz", "drv"))


def test_an_option_string_is_not_taken_from_an_object_that_equals_everything() -> None:
    """The accounting options (``form``, ``conversion``, ``charge``) were compared with ``==``,
    which asked the caller's object: one that equals everything was taken for the first option."""
    from combinators.accounting import advanced, product_budget_bound, renyi_admitted_count, zcdp_admitted_count
    from combinators.measures import EpsDelta, Epsilon
    with pytest.raises(InvalidArgument, match="form="):
        advanced([Epsilon(0.1)], 1e-6, form=_EqualsEverything())  # type: ignore[arg-type]  # misuse on purpose
    with pytest.raises(InvalidArgument, match="form="):
        product_budget_bound(EpsDelta(0.1, 1e-6), 1e-6, form=_EqualsEverything())  # type: ignore[arg-type]  # misuse on purpose
    with pytest.raises(InvalidArgument, match="conversion="):
        zcdp_admitted_count(Epsilon(0.01), EpsDelta(1.0, 1e-6), conversion=_EqualsEverything())  # type: ignore[arg-type]  # misuse on purpose
    with pytest.raises(InvalidArgument, match="charge="):
        renyi_admitted_count(Epsilon(0.01), EpsDelta(1.0, 1e-6), charge=_EqualsEverything())  # type: ignore[arg-type]  # misuse on purpose


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


def test_same_value_asks_a_class_only_about_its_own_instances() -> None:
    """One value: one exact type and ``==`` answering exactly True; a caller's object whose ``==``
    answers True to everything is not any other value, and a truthy non-bool answer is no."""
    from typing_extensions import override

    from combinators._validation import same_value
    from combinators.measures import PureDP, RenyiDP

    from tests.hostile import ClaimsEqual

    class Truthy:
        @override
        def __eq__(self, other: object) -> bool:
            return "yes"  # type: ignore[return-value]  # a truthy answer that is not True

        __hash__ = object.__hash__

    assert same_value(PureDP(), PureDP()) and same_value(RenyiDP(2), RenyiDP(2))
    assert not same_value(RenyiDP(2), RenyiDP(3))
    assert not same_value(ClaimsEqual(), PureDP()) and not same_value(PureDP(), ClaimsEqual())
    t = Truthy()
    assert same_value(t, t) and not same_value(t, Truthy())

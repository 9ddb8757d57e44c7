"""Trade-off curves as values: how they are built, shown, compared and pickled."""

from __future__ import annotations

import pickle
from fractions import Fraction

import attrs
import pytest

from combinators.errors import InvalidArgument
from combinators.measures import PiecewiseTradeOff, f_eps_delta


def test_a_curve_keeps_the_expression_that_built_it_as_a_field() -> None:
    f = f_eps_delta(e_eps=3)
    assert f.origin == repr(f) == "f_eps_delta(e_eps=3)"
    # the origin is given to the constructor, kept by pickling and not part of the value
    rebuilt = PiecewiseTradeOff(f.points, origin="f_eps_delta(e_eps=3)")
    assert rebuilt == f and repr(rebuilt) == repr(f)
    assert PiecewiseTradeOff(f.points) == f and repr(PiecewiseTradeOff(f.points)).startswith("PiecewiseTradeOff(")
    assert pickle.loads(pickle.dumps(f)).origin == f.origin
    assert attrs.evolve(f, origin=None).origin is None and f.origin == "f_eps_delta(e_eps=3)"


@pytest.mark.parametrize("bad", ["", "f_eps_delta(\n)", "a\x1b[2J", 3, b"f"], ids=repr)
def test_a_curve_refuses_an_origin_that_is_not_a_one_line_expression(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="origin must be None or a non-empty one-line string"):
        PiecewiseTradeOff([(0, 1), (1, 0)], origin=bad)  # type: ignore[arg-type]


def test_a_curve_rebuilt_from_accepted_points_shares_them_and_a_forged_tuple_is_still_checked() -> None:
    f = f_eps_delta(e_eps=3)
    assert attrs.evolve(f, origin="f").points is f.points  # accepted once: not converted again
    forged = ((Fraction(0), Fraction(2)), (Fraction(1), Fraction(0)))  # g(0) = 2 > 1
    with pytest.raises(InvalidArgument, match="above 1 - alpha"):
        PiecewiseTradeOff(forged)


def test_no_points_are_refused_as_no_points() -> None:
    with pytest.raises(InvalidArgument, match="points"):
        PiecewiseTradeOff(None)  # type: ignore[arg-type]

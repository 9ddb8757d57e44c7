"""The scalar measures' methods take only levels of their own measure and finite distributions:
anything else is answered with a library error naming it, never a raw ``AttributeError`` or
``TypeError``."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np
import pytest

from combinators.errors import CombinatorsError, IncompatibleMeasureError, InvalidArgument
from combinators.measures import ZCDP, ApproxDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps, Rho
from combinators.prob import FiniteDist
from combinators.testing._hostile import forge

MEASURES: list[tuple[Any, Any, Any]] = [  # (measure, a small level, a larger one)
    (PureDP(), Epsilon(0.25), Epsilon(0.5)),
    (ApproxDP(), EpsDelta(0.25, 1e-6), EpsDelta(0.5, 1e-6)),
    (RenyiDP(2), RenyiEps(0.25), RenyiEps(0.5)),
    (ZCDP(), Rho(0.25), Rho(0.5)),
]
NOT_LEVELS: list[object] = [0.5, 1, True, "1", None, (), np.float64(0.5), object()]


@pytest.mark.parametrize(("measure", "small", "large"), MEASURES, ids=lambda x: repr(x)[:12])
@pytest.mark.parametrize("bad", NOT_LEVELS, ids=repr)
def test_leq_refuses_what_is_not_a_level(measure: Any, small: Any, large: Any, bad: object) -> None:
    with pytest.raises(IncompatibleMeasureError):
        measure.leq(bad, large)
    with pytest.raises(IncompatibleMeasureError):
        measure.leq(small, bad)
    assert measure.leq(small, large) and not measure.leq(large, small)


@pytest.mark.parametrize(("measure", "small", "large"), MEASURES, ids=lambda x: repr(x)[:12])
def test_leq_refuses_another_measures_level_and_a_forged_one(measure: Any, small: Any, large: Any) -> None:
    other = Epsilon(1.0) if isinstance(measure, ZCDP) else Rho(0.5)
    with pytest.raises(IncompatibleMeasureError, match="convert explicitly"):
        measure.leq(other, large)  # e.g. PureDP().leq(Rho(.5), Epsilon(1)): refused, not an AttributeError
    field = "rho" if isinstance(measure, ZCDP) else "epsilon"
    fresh = measure.compose([small])  # a new level object, equal to small
    forge(fresh, **{field: -1.0})  # a negative loss would compare below every level
    with pytest.raises(InvalidArgument, match="forged"):
        measure.leq(fresh, large)


@pytest.mark.parametrize(("measure", "small", "large"), MEASURES, ids=lambda x: repr(x)[:12])
@pytest.mark.parametrize("bad", [0.5, None, True, "ab", object()], ids=repr)
def test_compose_refuses_what_is_not_a_sequence_of_levels(measure: Any, small: Any, large: Any, bad: object) -> None:
    with pytest.raises(InvalidArgument, match="levels"):
        measure.compose(bad)


@pytest.mark.parametrize(("measure", "small", "large"), MEASURES, ids=lambda x: repr(x)[:12])
def test_compose_takes_any_iterable_of_levels(measure: Any, small: Any, large: Any) -> None:
    """0.25 + 0.5 = 0.75 exactly in binary; δ adds likewise to 2e-6 (basic composition)."""
    expected = measure.compose([small, large])
    assert measure.compose(x for x in (small, large)) == expected
    assert measure.compose(iter((small, large, measure.zero()))) == expected
    assert measure.compose(()) == measure.zero()
    with pytest.raises(CombinatorsError):
        measure.compose([small, 0.5])


FAIR = FiniteDist.from_pairs([(0, Fraction(1, 2)), (1, Fraction(1, 2))])


@pytest.mark.parametrize("method", ["PureDP().divergence", "ZCDP().divergence", "ZCDP().bounds"])
@pytest.mark.parametrize("bad", [0.5, None, (), {0: 1}, "1"], ids=repr)
def test_divergences_refuse_what_is_not_a_finite_dist(method: str, bad: object) -> None:
    measure, name = method.split(".")
    fn = getattr(PureDP() if measure == "PureDP()" else ZCDP(), name)
    with pytest.raises(InvalidArgument, match=r"^p=.*FiniteDist"):
        fn(bad, FAIR)
    with pytest.raises(InvalidArgument, match=r"^q=.*FiniteDist"):
        fn(FAIR, bad)
    fn(FAIR, FAIR)
    assert PureDP().divergence(FAIR, FAIR) == Epsilon(0.0)  # P/Q = 1 everywhere: ε = 0

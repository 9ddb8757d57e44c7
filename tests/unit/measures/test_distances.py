"""The level types: copies and pickles go through the constructor, and the measures take only
levels as their constructors built them."""

from __future__ import annotations

import copy
import math
import pickle
from fractions import Fraction as F
from typing import Any

import pytest
from typing_extensions import override

from combinators.errors import IncompatibleMeasureError, InvalidArgument
from combinators.measures import FDP, ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps
from combinators.measures import Rho, RhoDelta, gaussian_tradeoff
from combinators.measures.distances import intact
from combinators.testing._hostile import crafted_pickle, forge

LEVELS = [Epsilon(0.5), EpsDelta(0.5, 1e-6), RenyiEps(math.inf), Rho(0.25), RhoDelta(0.25, 1.0), gaussian_tradeoff(2.0),
          Epsilon(F(1, 3)), EpsDelta(F(1, 3), F(1, 10**6)), EpsDelta(F(1, 3), 1e-6), RenyiEps(F(7, 2)), Rho(F(1, 100))]


@pytest.mark.parametrize("level", LEVELS, ids=repr)
def test_levels_copy_and_pickle_by_value(level: Any) -> None:
    for clone in (copy.copy(level), copy.deepcopy(level), pickle.loads(pickle.dumps(level))):
        assert clone == level and type(clone) is type(level) and repr(clone) == repr(level)


@pytest.mark.parametrize(("level", "text"), [
    (Epsilon(F(1, 3)), "Epsilon(Fraction(1, 3))"),
    (EpsDelta(F(1, 100), F(1, 10**8)), "EpsDelta(Fraction(1, 100), Fraction(1, 100000000))"),
    (Rho(F(2)), "Rho(Fraction(2, 1))"),
    (RenyiEps(F(1, 2)), "RenyiEps(Fraction(1, 2))"),
    (Epsilon(1), "Epsilon(1.0)"),
    (RhoDelta(F(1, 3), F(1, 3)), "RhoDelta(0.33333333333333337, 0.33333333333333337)"),
])
def test_a_fraction_level_stays_exact_and_its_repr_rebuilds_it(level: Any, text: str) -> None:
    """A Fraction is kept (so sums of it are exact); an int is a float as before; the pair of
    approximate zCDP still rounds a Fraction up (its accumulator keeps floats)."""
    assert repr(level) == text
    back = eval(text, {"Fraction": F, "Epsilon": Epsilon, "EpsDelta": EpsDelta, "Rho": Rho,  # noqa: S307
                       "RenyiEps": RenyiEps, "RhoDelta": RhoDelta})
    assert back == level and repr(back) == text


class _Third(F):
    """A Fraction subclass whose parts are not what they say."""

    @property
    @override
    def numerator(self) -> Any:
        return 1.5


def test_a_fraction_is_copied_into_a_plain_one_and_a_bad_subclass_is_refused() -> None:
    x = F(1, 3)
    assert Epsilon(x).epsilon is not x and type(Epsilon(x).epsilon) is F
    with pytest.raises(InvalidArgument, match="plain ints"):
        Epsilon(_Third(1, 3))
    with pytest.raises(InvalidArgument, match="must be >= 0"):
        Epsilon(F(-1, 3))
    with pytest.raises(InvalidArgument, match="probability"):
        EpsDelta(F(1), F(4, 3))


@pytest.mark.parametrize("parts", [{"_numerator": -1}, {"_numerator": 1.5}, {"_denominator": 0},
                                   {"_denominator": -3}])
@pytest.mark.parametrize("make", [lambda: (PureDP(), Epsilon(F(1, 3)), "epsilon"),
                                  lambda: (ZCDP(), Rho(F(1, 3)), "rho"),
                                  lambda: (ApproxDP(), EpsDelta(F(1, 3), F(1, 3)), "delta")], ids=["pure", "zcdp", "approx"])
def test_a_fraction_changed_after_the_level_was_built_is_forged(make: Any, parts: dict[str, object]) -> None:
    """A Fraction is not frozen: one whose parts are reassigned (a negative loss would refund
    budget) makes its level forged wherever it is charged."""
    measure, level, field = make()
    assert intact(level)
    number = getattr(level, field)
    for k, v in parts.items():
        setattr(number, k, v)
    assert not intact(level)
    with pytest.raises(InvalidArgument, match="forged"):
        measure.check_level(level)
    with pytest.raises(InvalidArgument, match="forged"):
        measure.compose([level, level])


@pytest.mark.parametrize(("cls", "state"), [
    (Epsilon, {"epsilon": -1.0}),
    (Epsilon, {"epsilon": math.nan}),
    (EpsDelta, {"epsilon": 1.0, "delta": 2.0}),
    (RenyiEps, {"epsilon": "1"}),
    (Rho, {"rho": -0.5}),
    (RhoDelta, {"rho": 0.5, "delta": -1e-6}),
    (type(gaussian_tradeoff(1.0)), {"mu": -1.0}),
    (Epsilon, {}),
])
def test_a_pickle_carrying_a_bare_state_is_validated(cls: type, state: dict[str, object]) -> None:
    """The form attrs' default pickling writes (the object, then its state) goes through every
    validator: Epsilon(-1.0) does not come back whole."""
    with pytest.raises(InvalidArgument):
        pickle.loads(crafted_pickle(cls, **state))


def test_a_pickle_carrying_a_bare_valid_state_loads() -> None:
    assert pickle.loads(crafted_pickle(EpsDelta, epsilon=1.0, delta=1e-6)) == EpsDelta(1.0, 1e-6)


@pytest.mark.parametrize(("measure", "level", "numbers"), [
    (PureDP(), Epsilon(1.0), {"epsilon": -1.0}),
    (PureDP(), Epsilon(1.0), {"epsilon": 1}),
    (ApproxDP(), EpsDelta(1.0, 0.0), {"delta": math.nan}),
    (RenyiDP(2), RenyiEps(1.0), {"epsilon": -0.0 - 1e-300}),
    (ZCDP(), Rho(1.0), {"rho": True}),
    (ApproxZCDP(), RhoDelta(1.0, 0.0), {"delta": 1.5}),
])
def test_measures_refuse_forged_levels_where_they_enter(measure: Any, level: Any, numbers: dict[str, object]) -> None:
    assert intact(level) and measure.check_level(level) is level
    forge(level, **numbers)
    assert not intact(level)
    with pytest.raises(InvalidArgument, match="forged"):
        measure.check_level(level)
    with pytest.raises(InvalidArgument, match="forged"):
        measure.compose([level, level])
    if hasattr(measure, "loss"):
        with pytest.raises(InvalidArgument, match="forged"):
            measure.loss(level)


def test_another_measures_level_is_still_incompatible_and_a_subclass_is_refused() -> None:
    with pytest.raises(IncompatibleMeasureError):
        PureDP().check_level(Rho(1.0))
    with pytest.raises(IncompatibleMeasureError):
        FDP().check_level(Epsilon(1.0))
    sub = type("Sub", (Rho,), {"__slots__": ()})
    with pytest.raises(InvalidArgument, match="subclass"):
        ZCDP().check_level(sub(1.0))

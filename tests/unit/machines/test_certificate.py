"""Certificates (combinators.machines.certificate): a certificate refuses a forged or wrongly typed
level (also when unpickled), and its relations decide their pairs without trusting the caller's objects."""

from __future__ import annotations

import math
import pickle
from fractions import Fraction as F
from typing import Any

import numpy as np
import pytest
from typing_extensions import override

from combinators.errors import InvalidArgument
from combinators.machines import ADD_REMOVE_ONE, BIT_FLIP, Certificate, Relation, WithinDistance
from combinators.machines import certify_machine, check_related, relates
from combinators.measures import ApproxDP, EpsDelta, Epsilon, PureDP, Rho
from combinators.testing.strategies import Leak


# ----------------------------------------------------------------------------- forged levels


def _forged(level: object, field: str, value: object) -> object:
    object.__setattr__(level, field, value)
    return level


@pytest.mark.parametrize("level", [
    _forged(Epsilon(1.0), "epsilon", -1.0),
    _forged(Epsilon(1.0), "epsilon", math.nan),
    _forged(Epsilon(1.0), "epsilon", "1.0"),
    _forged(Epsilon(1.0), "epsilon", F(-1, 2)),  # a Fraction >= 0 is an exact level's number; a negative one is forged
    _forged(Epsilon(1.0), "epsilon", True),
], ids=["negative", "nan", "str", "fraction", "bool"])
def test_a_certificate_refuses_a_forged_level(level: Epsilon) -> None:
    with pytest.raises(InvalidArgument, match="not a valid level|must be >= 0|forged"):
        Certificate(PureDP(), level, BIT_FLIP)
    with pytest.raises(InvalidArgument, match="not a valid level|must be >= 0|forged"):
        certify_machine(Leak(), PureDP(), level, BIT_FLIP)


def test_a_forged_approx_level_and_a_wrongly_typed_level_are_refused() -> None:
    with pytest.raises(InvalidArgument, match="not a valid level|must be >= 0|forged"):
        forged: Any = _forged(EpsDelta(1.0, 1e-6), "delta", 2.0)
        Certificate(ApproxDP(), forged, BIT_FLIP)
    with pytest.raises(InvalidArgument, match="not a valid level|must be >= 0|forged"):
        Certificate(PureDP(), Rho(0.5), BIT_FLIP)  # type: ignore[misc]


def test_a_certificate_unpickles_through_its_validators() -> None:
    c = Certificate(PureDP(), Epsilon(1.0), BIT_FLIP)
    data = pickle.dumps(c)
    assert pickle.loads(data) == c
    forged = Certificate(PureDP(), Epsilon(1.0), BIT_FLIP)
    object.__setattr__(forged.level, "epsilon", -1.0)
    with pytest.raises(InvalidArgument, match="not a valid level|must be >= 0|forged"):
        pickle.loads(pickle.dumps(forged))


# ------------------------------------------------------------------------------------ relations


def test_relations_compare_their_predicates_without_trusting_them() -> None:
    assert Relation("bit flip", BIT_FLIP.meaning) != BIT_FLIP  # the predicate is part of the relation

    class Always:
        def __call__(self, x: object, y: object) -> bool:
            return False

        @override
        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = object.__hash__

    assert Relation(BIT_FLIP.name, BIT_FLIP.meaning, Always()) != BIT_FLIP
    assert BIT_FLIP != Relation(BIT_FLIP.name, BIT_FLIP.meaning, Always())


def test_the_librarys_relations_decide_their_pairs() -> None:
    assert BIT_FLIP.related is not None and ADD_REMOVE_ONE.related is not None
    assert BIT_FLIP.related(0, 1) and not BIT_FLIP.related(1, 1) and not BIT_FLIP.related(0.0, 1)
    assert BIT_FLIP.related(True, 0) and not BIT_FLIP.related(True, 1)  # the bits randomized response reads
    # numpy's ints are bits, as randomized response takes them; a subclass (its own ==) is not
    assert BIT_FLIP.related(np.int64(0), 1) and BIT_FLIP.related(np.uint8(1), np.int32(0))
    assert not BIT_FLIP.related(np.int64(1), 1) and not BIT_FLIP.related(np.int64(2), 0)

    class Sly(np.int64):
        pass

    assert not BIT_FLIP.related(Sly(0), 1)
    assert ADD_REMOVE_ONE.related((1, 2), (1, 2, 2)) and not ADD_REMOVE_ONE.related((1, 2), (1, 3))
    assert repr(BIT_FLIP) == "BIT_FLIP"
    with pytest.raises(InvalidArgument, match="name=3 must be a str"):
        Relation(3, "x")  # type: ignore[arg-type]


def test_relations_take_numpy_bits_and_reals_and_refuse_what_is_no_relation() -> None:
    import numpy as np

    from combinators.machines import WithinDistance, relates

    assert relates(BIT_FLIP, np.int64(0), 1) and relates(BIT_FLIP, True, False)  # what RR takes as data
    assert not relates(BIT_FLIP, 0.0, 1) and not relates(BIT_FLIP, 2, 1)
    assert WithinDistance(np.float32(0.5)) == WithinDistance(F(1, 2)) and WithinDistance(np.int64(2)).bound == 2
    with pytest.raises(InvalidArgument, match="query value must be a finite"):
        WithinDistance(True)
    with pytest.raises(InvalidArgument, match="must be a Relation"):
        relates(0.5, 0, 1)  # type: ignore[arg-type]


def test_relates_and_check_related_refuse_what_is_not_a_relation() -> None:
    bad: Any
    for bad in (None, 5, "bit flip", BIT_FLIP.related, ()):
        with pytest.raises(InvalidArgument, match="^relation=.* must be a Relation"):
            relates(bad, 0, 1)
        with pytest.raises(InvalidArgument, match="^relation=.* must be a Relation"):
            check_related(bad, 0, 1)


def test_bit_flip_relates_numpy_bits_as_the_primitives_take_them() -> None:
    assert relates(BIT_FLIP, np.int64(0), 1) and relates(BIT_FLIP, np.uint8(1), np.int32(0))
    check_related(BIT_FLIP, np.int64(1), np.int64(0))
    assert relates(BIT_FLIP, np.bool_(True), 0) and relates(BIT_FLIP, True, 0)  # bools are bits to RR too
    for x, y in ((np.int64(1), 1), (np.bool_(True), 1), (np.int64(2), 1), (0.0, 1), (np.float64(0), 1)):
        assert not relates(BIT_FLIP, x, y) and not relates(BIT_FLIP, y, x)


def test_within_distance_takes_numpy_numbers_exactly() -> None:
    assert WithinDistance(np.float32(1.0))(np.int64(2), np.float64(3.0))
    assert not WithinDistance(F(1))(0, np.float32(1.5))  # float32(1.5) is exactly 3/2
    assert WithinDistance(np.float64(0.5)).bound == F(1, 2)
    bad: Any
    for bad in (math.nan, np.float64(math.inf), "1", None, True):
        with pytest.raises(InvalidArgument, match="must be a finite int, float or Fraction"):
            WithinDistance(F(1))(0, bad)
        with pytest.raises(InvalidArgument, match="must be a finite int, float or Fraction"):
            WithinDistance(bad)

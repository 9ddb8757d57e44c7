"""Randomized response (RR_ε, RR_{ε,δ}) and IRR: the data they take, and what they refuse."""

from __future__ import annotations

import math
from fractions import Fraction as F

import numpy as np
import pytest

from combinators.errors import InvalidArgument, InvalidData
from combinators.machines import Mechanism
from combinators.primitives import (
    interactive_randomized_response,
    randomized_response,
    randomized_response_delta,
)
from combinators.prob import enumerate_step, sampled_coins

MECHANISMS: list[Mechanism[int, object, object, object, object]] = [
    randomized_response(e_eps=3),  # type: ignore[list-item]
    randomized_response_delta(e_eps=3, delta=F(1, 10)),  # type: ignore[list-item]
    interactive_randomized_response(e_eps=3, delta=F(1, 10)),  # type: ignore[list-item]
]
IDS = ["RR", "RR_delta", "IRR"]


def first_answers(m: Mechanism[int, object, object, object, object], x: object) -> dict[object, F]:
    """The exact distribution of the first answer on data ``x``."""
    out: dict[object, F] = {}
    for (_, answer), p in enumerate_step(m.machine.step, m.machine.init(x), None):  # type: ignore[arg-type]
        assert isinstance(p, F)
        out[answer] = out.get(answer, F(0)) + p
    return out


@pytest.mark.parametrize("m", MECHANISMS, ids=IDS)
@pytest.mark.parametrize("bad", ["0", "1", math.nan, math.inf, 2, -1, 0.5, 1.0, None, F(1), np.int64(2)],
                         ids=repr)
def test_anything_but_a_bit_is_refused_without_echoing_it(
        m: Mechanism[int, object, object, object, object], bad: object) -> None:
    """Before, any truthy value was read as 1 ("0" and NaN included)."""
    with pytest.raises(InvalidData, match="takes a bit, 0 or 1") as info:
        m.machine.step(m.machine.init(bad), None, sampled_coins(0))  # type: ignore[arg-type]
    assert isinstance(info.value, InvalidArgument)
    assert f"the data is a{'n' if type(bad).__name__[0] in 'aeiou' else ''} {type(bad).__name__}" in str(info.value)
    if bad is not None:  # (None's type is NoneType)
        assert repr(bad) not in str(info.value)


@pytest.mark.parametrize("m", MECHANISMS, ids=IDS)
def test_a_bool_or_numpy_bit_is_the_bit(m: Mechanism[int, object, object, object, object]) -> None:
    """``True``/``False`` and numpy's ints and bools are read as the bits they equal: same
    distribution as the ints 1 and 0 (RR_3 keeps the bit with probability 3/4)."""
    for one in (True, np.int64(1), np.bool_(True), np.uint8(1)):
        assert first_answers(m, one) == first_answers(m, 1)
    for zero in (False, np.int64(0), np.bool_(False)):
        assert first_answers(m, zero) == first_answers(m, 0)
    assert first_answers(MECHANISMS[0], 1) == {1: F(3, 4), 0: F(1, 4)}

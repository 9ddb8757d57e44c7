"""Randomized response (RR_ε, RR_{ε,δ}) and IRR: the data they take, what they refuse, and their own
certificates under the exact audit (ε within rounding of ln e^ε)."""

from __future__ import annotations

import math
from fractions import Fraction as F
from typing import Final

import mpmath
import numpy as np
import pytest

from combinators.audit import audit
from combinators.errors import InvalidArgument, InvalidData
from combinators.machines import Mechanism
from combinators.measures import Verdict
from combinators.primitives import RandomizedResponseDelta, interactive_randomized_response
from combinators.primitives import randomized_response, randomized_response_delta
from combinators.prob import enumerate_step, sampled_coins
from tests.reference_mp import reference_precision

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
    """Only 0 and 1 are bits: a truthy value ("0" and NaN included) is not read as 1."""
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


E_EPS: Final = (2, F(3, 2), F(101, 100), 3)


def _ln(e: int | F) -> mpmath.mpf:  # type: ignore[no-any-unimported]  # mpmath ships no types
    f = F(e)
    with reference_precision():
        return mpmath.log(mpmath.mpf(f.numerator) / f.denominator)


@pytest.mark.parametrize("e", E_EPS)
def test_rr_certificate_is_certified_by_the_exact_audit(e: int | F) -> None:
    m = randomized_response(e_eps=e)
    assert audit(m, 0, 1, [None], 1).verdict is Verdict.CERTIFIED
    assert audit(m, 1, 0, [None], 2).verdict is Verdict.CERTIFIED
    eps = m.level.epsilon
    with reference_precision():  # sound (never below ln e) and only rounding above it
        assert _ln(e) <= eps <= _ln(e) * (1 + mpmath.mpf(10) ** -13)


@pytest.mark.parametrize("e", E_EPS)
@pytest.mark.parametrize("delta", [F(1, 100), 0.01, 1e-6, 0.0])
def test_rr_delta_certificate_is_certified_by_the_exact_audit(e: int | F, delta: F | float) -> None:
    m = randomized_response_delta(e_eps=e, delta=delta)
    assert audit(m, 0, 1, [None], 1).verdict is Verdict.CERTIFIED
    assert audit(m, 1, 0, [None], 1).verdict is Verdict.CERTIFIED
    assert _ln(e) <= m.level.epsilon


def test_a_float_delta_is_drawn_at_its_exact_binary_value() -> None:
    """The δ drawn is the δ certified: 0.01 is 5764607523034235/2^59 exactly."""
    m = randomized_response_delta(e_eps=3, delta=0.01)
    assert isinstance(m.machine, RandomizedResponseDelta)
    assert m.machine.delta == F(5764607523034235, 2**59)
    assert m.level.delta == 0.01


def test_exact_parameters_past_the_float_range() -> None:
    assert randomized_response(e_eps=2**1024 - 1).level.epsilon >= 709.78  # ln(2^1024 − 1)
    assert interactive_randomized_response(e_eps=10**400).level.epsilon >= 921.03  # 400·ln 10
    with pytest.raises(InvalidArgument, match="epsilon=.* is too large for e\\^ε to be built exactly"):
        randomized_response(10**400)

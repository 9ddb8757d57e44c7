"""RR_ε and RR_{ε,δ}: their own certificates pass the exact audit, with ε within rounding of ln e^ε."""

from __future__ import annotations

from fractions import Fraction as F
from typing import Final

import mpmath
import pytest

from combinators.audit import audit
from combinators.measures import Verdict
from combinators.primitives import RandomizedResponseDelta, randomized_response, randomized_response_delta

E_EPS: Final = (2, F(3, 2), F(101, 100), 3)


def _ln(e: int | F) -> mpmath.mpf:  # type: ignore[no-any-unimported]  # mpmath ships no types
    f = F(e)
    with mpmath.workdps(50):
        return mpmath.log(mpmath.mpf(f.numerator) / f.denominator)


@pytest.mark.parametrize("e", E_EPS)
def test_rr_certificate_is_certified_by_the_exact_audit(e: int | F) -> None:
    m = randomized_response(e_eps=e)
    assert audit(m, 0, 1, [None], 1).verdict is Verdict.CERTIFIED
    assert audit(m, 1, 0, [None], 2).verdict is Verdict.CERTIFIED
    eps = m.level.epsilon
    with mpmath.workdps(50):  # sound (never below ln e) and only rounding above it
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

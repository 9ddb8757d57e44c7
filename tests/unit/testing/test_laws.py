"""The law checks (combinators.testing.laws) pass on a lawful measure and catch an unlawful one:
a check that cannot fail protects nothing."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import settings

from combinators.measures import Epsilon, PureDP, ZCDP
from combinators.measures.conversions import pure_to_zcdp
from combinators.prob import FiniteDist
from combinators.testing import laws
from combinators.testing.strategies import epsilons, finite_pairs


def test_pure_dp_obeys_the_measure_laws() -> None:
    laws.check_measure_laws(PureDP(), epsilons(), finite_pairs(), exact=True,
                            settings=settings(max_examples=30, deadline=None))


def test_pure_to_zcdp_obeys_the_conversion_laws() -> None:
    """Bun–Steinke 2016, Prop 3.3: ε-DP implies (ε²/2)-zCDP, monotone in ε."""
    laws.conversion_monotone(PureDP(), ZCDP(), pure_to_zcdp, Epsilon(0.5), Epsilon(1.0))
    p = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
    q = FiniteDist.from_pairs([(0, F(1, 4)), (1, F(3, 4))])
    laws.conversion_sound(PureDP(), ZCDP(), pure_to_zcdp, p, q, Epsilon(1.1))


def test_a_conversion_that_reverses_the_order_is_caught() -> None:
    def reverse(e: Epsilon) -> Epsilon:
        return Epsilon(10 - e.epsilon)

    with pytest.raises(laws.LawViolation, match="not monotone"):
        laws.conversion_monotone(PureDP(), PureDP(), reverse, Epsilon(1.0), Epsilon(2.0))


def test_a_conversion_that_claims_too_little_loss_is_caught() -> None:
    """RR with keep 3/4 is within ln 3 ≈ 1.0986 and not within 1.0: halving ε is unsound."""
    p = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
    q = FiniteDist.from_pairs([(0, F(1, 4)), (1, F(3, 4))])

    def halve(e: Epsilon) -> Epsilon:
        return Epsilon(e.epsilon / 2)

    with pytest.raises(laws.LawViolation, match="unsound"):
        laws.conversion_sound(PureDP(), PureDP(), halve, p, q, Epsilon(1.1))


def test_the_laws_refuse_what_is_not_a_measure() -> None:
    with pytest.raises(Exception, match="measure"):
        laws.leq_reflexive(object(), Epsilon(1.0))  # type: ignore[arg-type]

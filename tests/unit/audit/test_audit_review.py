"""Regressions for what an adversarial review of the audit and the primitives found (2026-11-23):
an infinite Rényi moment beside one past the float range, an empty query alphabet, a Gaussian
whose σ underflows, and exact parameters past the float range."""

from __future__ import annotations

from fractions import Fraction as F
from typing import final

import attrs
import pytest
from typing_extensions import override

from combinators.audit import HockeyStickTest, audit, view_distribution, worst_case
from combinators.errors import InvalidArgument
from combinators.machines import InteractiveMechanism, NoninteractiveMechanism
from combinators.measures import Epsilon, RenyiDP, RenyiEps, Rho, Verdict
from combinators.primitives import (
    gaussian,
    geometric,
    interactive_randomized_response,
    randomized_response,
    randomized_response_delta,
)
from combinators.prob import Coins, exp_bounds


def test_an_infinite_renyi_moment_beside_a_huge_one_is_violated_not_an_overflow() -> None:
    """RR_δ at e^ε = 1000: the ⊤ flag has P > 0 = Q (an infinite moment) while the other views'
    moments at order 200 are rationals above 1.8e308; adding them raised OverflowError."""
    rrd = randomized_response_delta(e_eps=1000, delta=F(1, 100))
    result = audit(rrd, 0, 1, [None], 1, RenyiDP(200), RenyiEps(1.0))
    assert result.verdict is Verdict.VIOLATED


def test_an_empty_query_alphabet_is_refused() -> None:
    """With no query the search reported its starting point, [-1/2, 0], for a true value of 1/2."""
    with pytest.raises(InvalidArgument, match=r"queries=\[\] gives the adversary nothing to send"):
        worst_case(randomized_response(e_eps=3), 0, 1, [], 1, HockeyStickTest(F(1, 2), F(0)))
    with pytest.raises(InvalidArgument, match="queries"):
        audit(randomized_response(e_eps=3), 0, 1, [], 1)


def test_a_gaussian_whose_sigma_underflows_is_built_at_once() -> None:
    """Δ²/(2ρ) below the least float made the search for σ walk the subnormals one by one."""
    g = gaussian(rho=1e308, sensitivity=1e-10)
    sigma = g.machine.sigma  # type: ignore[attr-defined]
    assert 0 < sigma and F(sigma) ** 2 >= F(1e-10) ** 2 / (2 * F(1e308))
    assert g.level.rho <= 1e308  # the certificate follows the σ drawn with: more noise, smaller ρ
    assert gaussian(rho=F(10**320)).level == Rho(float("inf"))  # 1/(2σ²) rounded up past the float range


def test_exact_parameters_past_the_float_range() -> None:
    assert randomized_response(e_eps=2**1024 - 1).level.epsilon >= 709.78  # ln(2^1024 − 1)
    assert interactive_randomized_response(e_eps=10**400).level.epsilon >= 921.03  # 400·ln 10
    with pytest.raises(InvalidArgument, match="epsilon=.* is too large for e\\^ε to be built exactly"):
        randomized_response(10**400)
    assert geometric(2 * 10**308, lo=0, hi=1).level == Epsilon(float("inf"))
    tiny = exp_bounds(F(-(10**400)))
    assert tiny.lo == 0 and 0 < tiny.hi <= F(5e-324)


@final
@attrs.frozen
class ListsItsQueries(InteractiveMechanism[int, object, object, int]):
    """Its next state is a list: unhashable, so the exact audit cannot merge it."""

    @override
    def init(self, data: int, /) -> object:
        return data

    @override
    def step(self, state: object, query: object, coins: Coins, /) -> tuple[object, int]:
        return [state], 0


def test_view_distribution_names_an_unhashable_next_state_or_query() -> None:
    with pytest.raises(InvalidArgument, match=r"state \[0\] is not hashable"):
        view_distribution(ListsItsQueries(), 0, lambda h: 0, 2)
    with pytest.raises(InvalidArgument, match=r"query \[0\] is not hashable"):
        view_distribution(ListsItsQueries(), 0, lambda h: [0], 2)


@final
@attrs.frozen
class ThreeWay(NoninteractiveMechanism[int, str]):
    """A release whose Rényi moment at a large fractional order is a rational of ~43,000 digits."""

    @override
    def release(self, data: int, coins: Coins, /) -> str:
        if data == 0:
            return coins.choice([("A", F(1, 2)), ("B", F(1, 2))])
        return coins.choice([("A", F(1, 10**27)), ("B", F(1, 5)), ("C", F(4, 5) - F(1, 10**27))])


def test_a_result_with_huge_rationals_still_has_a_repr() -> None:
    """Found in review: the moment past the float range raised OverflowError, and once that was
    fixed, printing the result raised ValueError (Python's limit on digits in int → str)."""
    result = audit(ThreeWay(), 0, 1, [None], 1, RenyiDP(2047.5), RenyiEps(1.0))
    assert result.verdict is Verdict.VIOLATED
    assert "<a Fraction of about 10^" in repr(result)

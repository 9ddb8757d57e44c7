"""The hypothesis strategies of levels and distributions (combinators.measures.level_strategies) draw
what they promise."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction as F
from typing import Any

import pytest
from hypothesis import given

from combinators.errors import InvalidArgument
from combinators.measures import EpsDelta, Epsilon, GaussianTradeOff, PiecewiseTradeOff, RenyiEps, Rho
from combinators.measures import RhoDelta, TradeOff
from combinators.prob import FiniteDist
from combinators.testing.strategies import eps_deltas, epsilons, finite_pairs, invalid_deltas
from combinators.testing.strategies import invalid_eps_deltas, invalid_epsilons, invalid_renyi_eps
from combinators.testing.strategies import invalid_rhos, renyi_eps, rho_deltas, rhos, tradeoffs


def _dyadic(x: float | F) -> bool:
    return math.isinf(x) or F(x).denominator <= 2**20


@given(epsilons(), renyi_eps(), rhos(), eps_deltas(), rho_deltas())
def test_exact_levels_are_dyadic(e: Epsilon, r: RenyiEps, rho: Rho, ed: EpsDelta, rd: RhoDelta) -> None:
    assert all(_dyadic(x) for x in (e.epsilon, r.epsilon, rho.rho, ed.epsilon, ed.delta, rd.rho, rd.delta))
    assert e.epsilon <= 8 or math.isinf(e.epsilon)


@given(epsilons(exact=False, allow_infinity=False, max_value=3.0))
def test_bounds_respected(e: Epsilon) -> None:
    assert 0 <= e.epsilon <= 3


@given(tradeoffs("piecewise"), tradeoffs("gaussian"))
def test_tradeoff_kinds(pw: TradeOff, g: TradeOff) -> None:
    assert isinstance(pw, PiecewiseTradeOff) and isinstance(g, GaussianTradeOff)


@given(finite_pairs(4))
def test_finite_pairs_are_exact_distributions(pq: tuple[FiniteDist[int], FiniteDist[int]]) -> None:
    for d in pq:
        assert d.is_exact and d.mass == 1 and set(d.support) <= {0, 1, 2, 3}


@pytest.mark.parametrize("ctor", [Epsilon, RenyiEps, Rho])
@given(bad=invalid_epsilons())
def test_invalid_losses(ctor: Callable[[Any], object], bad: object) -> None:
    with pytest.raises(InvalidArgument):
        ctor(bad)


@given(invalid_rhos(), invalid_renyi_eps())
def test_invalid_aliases(a: object, b: object) -> None:
    rho: Callable[[Any], object] = Rho
    ren: Callable[[Any], object] = RenyiEps
    with pytest.raises(InvalidArgument):
        rho(a)
    with pytest.raises(InvalidArgument):
        ren(b)


@given(invalid_deltas())
def test_invalid_deltas(bad: object) -> None:
    ctor: Callable[[Any, Any], object] = EpsDelta
    with pytest.raises(InvalidArgument, match="delta"):
        ctor(1.0, bad)


@pytest.mark.parametrize("ctor", [EpsDelta, RhoDelta])
@given(args=invalid_eps_deltas())
def test_invalid_pairs(ctor: Callable[..., object], args: tuple[object, object]) -> None:
    with pytest.raises(InvalidArgument):
        ctor(*args)

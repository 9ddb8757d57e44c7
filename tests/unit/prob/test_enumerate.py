"""Exact enumeration of a step's coin flips (combinators.prob.enumerate): exact Fraction weights,
budgets on branches, draws and replays, and purity checks."""

from __future__ import annotations

from fractions import Fraction as F
from typing import Any

import pytest

from combinators.errors import ImpureStepError, InvalidArgument, NotEnumerable
from combinators.prob import Coins, FiniteDist, Interval, enumerate_step


def test_enumeration_exact_fractions() -> None:
    def step(coins: Coins) -> int:
        return coins.uniform_int(3) + (1 if coins.bernoulli(F(1, 4)) else 0)

    d = FiniteDist.from_branches(enumerate_step(step))
    assert d.mass == 1
    assert d[0] == F(1, 3) * F(3, 4)
    assert d[1] == F(1, 3) * F(1, 4) + F(1, 3) * F(3, 4)
    assert d[3] == F(1, 12)
    assert all(isinstance(p, F) for _, p in d.items)


def test_sum_starts_exact() -> None:
    """A float would creep in from ``1/1``; every probability here stays a Fraction."""
    d = FiniteDist.from_branches(enumerate_step(lambda c: c.choice([("a", F(1, 2)), ("b", F(1, 2))])))
    assert type(d.mass) is F


def test_float_probability_refused() -> None:
    with pytest.raises(InvalidArgument, match="Fraction or an Interval"):
        enumerate_step(lambda c: c.bernoulli(0.75))  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [None, 5, "step", F(1, 2)])
def test_enumerate_step_takes_a_function(bad: Any) -> None:
    """What is not a function is refused by name, before the enumeration calls it."""
    with pytest.raises(InvalidArgument, match="step=.* must be a function"):
        enumerate_step(bad)


def test_enumerate_step_calls_the_step_with_its_args_and_the_coins() -> None:
    """Arguments the step cannot take are refused by name; a step that takes them is enumerated
    with them."""
    coins_only: Any = lambda c: c.bernoulli(F(1, 2))
    one_arg: Any = lambda x, c: x
    with pytest.raises(InvalidArgument, match=r"step\(\*args, coins\) with 1 argument\(s\)"):
        enumerate_step(coins_only, 5)
    with pytest.raises(InvalidArgument, match="with 0 argument"):
        enumerate_step(one_arg)
    assert enumerate_step(lambda x, c: x + c.bernoulli(F(1, 4)), 2) == [(3, F(1, 4)), (2, F(3, 4))]
    assert enumerate_step(lambda *a: len(a), 1, 2) == [(3, F(1))]


@pytest.mark.parametrize("draw", ["laplace", "gaussian"])
def test_continuous_draw_is_sample_only(draw: str) -> None:
    def step(coins: Coins) -> float:
        return coins.laplace(1.0) if draw == "laplace" else coins.gaussian(1.0)

    with pytest.raises(NotEnumerable, match="sample-only"):
        enumerate_step(step)


def test_branch_budget_stops_unbounded_geometric() -> None:
    with pytest.raises(NotEnumerable, match="branch"):
        enumerate_step(lambda c: c.geometric(F(1, 2)), branch_budget=50)


def test_draw_budget_stops_endless_single_path() -> None:
    def forever(coins: Coins) -> int:
        n = 0
        while coins.bernoulli(F(1)):
            n += 1
        return n

    with pytest.raises(NotEnumerable, match="without end"):
        enumerate_step(forever, draw_budget=100)


def test_geometric_mass_within_budget() -> None:
    """Truncated by the budget it raises; a bounded variant enumerates exactly."""
    def bounded(coins: Coins) -> int:
        k = 0
        while k < 5 and not coins.bernoulli(F(1, 2)):
            k += 1
        return k

    d = FiniteDist.from_branches(enumerate_step(bounded))
    assert d.mass == 1 and d[5] == F(1, 32)


def test_impure_step_detected() -> None:
    calls = [0]

    def impure(coins: Coins) -> int:
        calls[0] += 1
        return coins.uniform_int(2 + calls[0] % 2)

    with pytest.raises(ImpureStepError):
        enumerate_step(impure)


def test_replay_budget_bounds_the_work_of_an_unbounded_draw() -> None:
    """A geometric draw needs ~k²/2 replayed draws for k branches: the budget counts them all."""
    with pytest.raises(NotEnumerable, match="more than 5000 replayed draws"):
        enumerate_step(lambda c: c.geometric(F(1, 2)), replay_budget=5000)
    # within the budget the weights are exact: branch k has probability 2^-(k+1)
    def bounded(coins: Coins) -> int:
        k = 0
        while k < 60 and not coins.bernoulli(F(1, 2)):
            k += 1
        return k

    branches = enumerate_step(bounded)
    assert [p for _, p in branches] == [F(1, 2 ** (k + 1)) for k in range(60)] + [F(1, 2**60)]


def test_purity_replays_catch_randomness_outside_coins() -> None:
    import random

    from combinators.prob.enumerate import Limits, enumerate_branches

    rng = random.Random(7)
    with pytest.raises(ImpureStepError, match="outside coins"):
        enumerate_branches(lambda c: rng.random(), (), Limits(), lambda a, b: a == b)
    assert enumerate_branches(lambda c: c.bernoulli(F(1, 3)), (), Limits(), lambda a, b: a == b) == [
        (True, F(1, 3)), (False, F(2, 3))]

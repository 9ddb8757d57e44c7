"""Coins, exact enumeration, intervals and finite distributions."""

from __future__ import annotations

import math
from fractions import Fraction as F
from typing import Any

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.errors import ImpureStepError, InvalidArgument, NotEnumerable
from combinators.prob import (
    Coins,
    FiniteDist,
    Interval,
    SampledCoins,
    as_interval,
    enumerate_step,
    exp_bounds,
    lower,
    sampled_coins,
    upper,
)


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


def test_rr_ln3_interval_vs_exact() -> None:
    """RR with keep 3/4 is exact; with float ε = ln 3 the probabilities are intervals around 3/4."""
    e = exp_bounds(math.log(3))
    keep = Interval(e.lo / (1 + e.lo), e.hi / (1 + e.hi))
    assert F(3, 4) in keep or abs(keep.lo - F(3, 4)) < F(1, 10**14)
    d = FiniteDist.from_branches(enumerate_step(lambda c: c.bernoulli(keep)))
    got = d[True]
    assert isinstance(got, Interval)
    assert got.lo <= keep.hi and got.hi >= keep.lo


def test_float_probability_refused() -> None:
    with pytest.raises(InvalidArgument, match="Fraction or an Interval"):
        enumerate_step(lambda c: c.bernoulli(0.75))  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [None, 5, "step", F(1, 2)])
def test_enumerate_step_takes_a_function(bad: Any) -> None:
    """It raised a raw TypeError ('... is not callable') from inside the enumeration."""
    with pytest.raises(InvalidArgument, match="step=.* must be a function"):
        enumerate_step(bad)


def test_enumerate_step_calls_the_step_with_its_args_and_the_coins() -> None:
    """Arguments the step cannot take raised a raw TypeError from the step's call; a step that
    takes them is enumerated with them."""
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


def test_sampled_coins_reproducible() -> None:
    def draws(seed: int) -> list[object]:
        c = sampled_coins(seed)
        return [c.bernoulli(F(1, 3)), c.uniform_int(10), c.choice([(1, F(1, 2)), (2, F(1, 2))]),
                c.geometric(F(1, 2)), c.discrete_laplace(F(1, 2)), c.laplace(1.0), c.gaussian(1.0)]

    assert draws(5) == draws(5)
    assert draws(5) != draws(6)


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda c: c.bernoulli(F(3, 2)), "p=3/2"),
        (lambda c: c.uniform_int(0), "n=0"),
        (lambda c: c.choice([]), "non-empty"),
        (lambda c: c.choice([(1, F(1, 2))]), "must sum to 1"),
        (lambda c: c.laplace(-1.0), "scale"),
        (lambda c: c.gaussian(math.nan), "sigma"),
    ],
)
def test_sampler_rejects_bad_arguments(call: object, match: str) -> None:
    c = sampled_coins(0)
    with pytest.raises(InvalidArgument, match=match):
        call(c)  # type: ignore[operator]


def test_interval_arithmetic_is_outward() -> None:
    a = Interval(F(1, 4), F(1, 2))
    b = Interval(F(1, 3), F(2, 3))
    assert a + b == Interval(F(7, 12), F(7, 6))
    assert a - b == Interval(F(1, 4) - F(2, 3), F(1, 2) - F(1, 3))
    assert a * b == Interval(F(1, 12), F(1, 3))
    with pytest.raises(InvalidArgument, match="empty"):
        Interval(F(1), F(0))


@given(st.floats(min_value=-50, max_value=50, allow_nan=False))
def test_exp_bounds_contain_exp(x: float) -> None:
    b = exp_bounds(x)
    assert b.lo <= F(math.exp(x)) * (1 + F(1, 10**15)) and b.hi >= F(math.exp(x)) * (1 - F(1, 10**15))
    assert b.lo <= b.hi


def test_exp_bounds_beyond_float_range() -> None:
    b = exp_bounds(800)
    assert b.lo > F(10) ** 347 and b.hi < F(10) ** 348


def test_finite_dist_pushforward_and_product() -> None:
    d = FiniteDist.from_pairs([(0, F(1, 3)), (1, F(2, 3))])
    assert d.pushforward(lambda x: x * 0) == FiniteDist.point(0)
    prod = d.product(d)
    assert prod[(1, 1)] == F(4, 9) and prod.mass == 1


def test_finite_dist_rejects_floats_and_duplicates() -> None:
    with pytest.raises(InvalidArgument, match="never bare floats"):
        FiniteDist(((0, 0.5),))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="appears twice"):
        FiniteDist(((0, F(1, 2)), (0, F(1, 2))))


def test_exp_bounds_refuses_astronomical_arguments() -> None:
    with pytest.raises(InvalidArgument, match="use math.inf"):
        exp_bounds(1e300)


@pytest.mark.parametrize(("kind", "numpy_draw"), [
    ("laplace", lambda rng, s: float(rng.laplace(0.0, s))),
    ("gaussian", lambda rng, s: float(rng.normal(0.0, s))),
])
def test_buffered_noise_is_numpys_scalar_draws_bit_for_bit(kind: str, numpy_draw: Any) -> None:
    """Continuous draws are taken 256 at a time; the values are numpy's own scalar
    ``laplace(0, s)`` / ``normal(0, s)`` sequence from the same seed, across chunk boundaries."""
    coins = sampled_coins(11)
    ours = [getattr(coins, kind)(2.5) for _ in range(700)]
    rng = np.random.default_rng(11)
    assert ours == [numpy_draw(rng, 2.5) for _ in range(700)]


def test_buffered_noise_draws_stay_independent_of_other_draws() -> None:
    """Interleaving Bernoulli draws does not repeat or skip noise values: the noise sequence is a
    run of fresh standard draws, scaled."""
    coins = sampled_coins(5)
    xs = []
    for i in range(600):
        coins.bernoulli(F(1, 2))
        xs.append(coins.laplace(1.0 + i % 3))
    assert len({x / (1.0 + i % 3) for i, x in enumerate(xs)}) == 600


class QueuedRandom:
    """A stand-in for numpy's generator whose ``random()`` returns the queued values."""

    def __init__(self, *values: float) -> None:
        self.values = list(values)

    def random(self) -> float:
        return self.values.pop(0)


def _coins(*values: float) -> Any:
    return SampledCoins(QueuedRandom(*values))  # type: ignore[arg-type]  # only random() is used


def test_bernoulli_draws_exactly_p_not_its_float() -> None:
    """``random() < float(p)`` would give p = 2^-60 the probability 2^-53. U's
    first 53 bits are k/2^53 and more bits are drawn only when they cannot decide."""
    tiny = F(1, 2**60)
    assert _coins(0.0, 0.0).bernoulli(tiny) is True  # U < 2^-106: below p
    assert _coins(0.0, 0.5).bernoulli(tiny) is False  # U ≥ 2^-54 > p
    assert _coins(0.0, 2.0**-8).bernoulli(tiny) is True  # U in [2^-61, 2^-61 + 2^-106): below p
    assert _coins(0.0, 2.0**-6).bernoulli(tiny) is False  # U ≥ 2^-59: above p
    assert _coins(0.75).bernoulli(F(3, 4)) is False and _coins(0.75 - 2.0**-53).bernoulli(F(3, 4)) is True


def test_choice_gives_a_tiny_mass_its_exact_probability() -> None:
    """A mass below half an ulp of the running float sum is drawn at its probability (never drawing
    it is an infinite privacy loss for the clamped geometric mechanism's far outcomes)."""
    pmf = [("a", 1 - F(1, 2**60)), ("b", F(1, 2**60))]
    top = 1 - 2.0**-53  # the largest value random() returns
    assert _coins(top, top).choice(pmf) == "b"  # U ≥ 1 − 2^-106 > 1 − 2^-60
    assert _coins(top, 0.0).choice(pmf) == "a"  # U in [1 − 2^-53, 1 − 2^-53 + 2^-106)
    assert _coins(0.5).choice(pmf) == "a"


def test_uniform_int_past_int64() -> None:
    """n ≥ 2^63, where numpy's integers() raises a raw ValueError, is drawn uniformly too."""
    c = sampled_coins(3)
    n = 2**64 + 3
    draws = [c.uniform_int(n) for _ in range(4000)]
    assert all(0 <= k < n for k in draws)
    assert 0.45 < sum(k < n // 2 for k in draws) / len(draws) < 0.55  # halves equally likely
    assert len({k >> 60 for k in draws}) == 16  # the top bits vary too


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


# ---- bad arguments are refused by name, never with a raw error -------------

BAD_PROB_ARGS: list[tuple[str, Any, str]] = [
    ("from_pairs of a number", lambda: FiniteDist.from_pairs(5), "pairs=5"),  # type: ignore[arg-type]
    ("from_pairs of a str", lambda: FiniteDist.from_pairs("ab"), "pairs="),  # type: ignore[arg-type]
    ("from_pairs of a non-pair", lambda: FiniteDist.from_pairs([(0, F(1, 2), 1)]), r"pairs\[0\]"),  # type: ignore[arg-type]
    ("from_pairs of a str mass", lambda: FiniteDist.from_pairs([(0, "1")]), "must be exact"),  # type: ignore[list-item]
    ("from_pairs of a list outcome", lambda: FiniteDist.from_pairs([([0], F(1))]), "hashable"),  # type: ignore[type-var]
    ("FiniteDist of a number", lambda: FiniteDist(5), "items=5"),  # type: ignore[arg-type]
    ("from_mapping of a list", lambda: FiniteDist.from_mapping([(0, F(1))]), "pmf=.* must be a mapping"),  # type: ignore[arg-type]
    ("point of a list", lambda: FiniteDist.point([0]), "hashable"),  # type: ignore[type-var]
    ("pushforward of a number", lambda: FiniteDist.point(0).pushforward(5), "g=5 must be a function"),  # type: ignore[arg-type]
    ("product with a number", lambda: FiniteDist.point(0).product(5), "other=5 must be a FiniteDist"),  # type: ignore[arg-type]
    ("lower of nan", lambda: lower(math.nan), "p=nan must be exact"),  # type: ignore[arg-type]
    ("upper of a str", lambda: upper("1"), "p='1' must be exact"),  # type: ignore[arg-type]
    ("as_interval of a str", lambda: as_interval("1"), "p='1' must be exact"),  # type: ignore[arg-type]
    ("as_interval of nan", lambda: as_interval(math.nan), "p=nan"),  # type: ignore[arg-type]
    ("exp_bounds of nan", lambda: exp_bounds(math.nan), "x=nan"),
    ("exp_bounds of bool", lambda: exp_bounds(True), "x=True must be a real number"),
    ("exp_bounds of inf", lambda: exp_bounds(math.inf), "exp\\(inf\\)"),
    ("seed bool", lambda: sampled_coins(True), "seed=True"),
    ("seed negative", lambda: sampled_coins(-1), "seed=-1 must be an int >= 0"),
    ("seed float", lambda: sampled_coins(1.5), "seed=1.5"),  # type: ignore[arg-type]
    ("laplace scale bool", lambda: sampled_coins(0).laplace(True), "scale=True"),
    ("laplace scale 10**400", lambda: sampled_coins(0).laplace(10**400), "scale=.* must be a finite number"),
    ("gaussian sigma 10**400", lambda: sampled_coins(0).gaussian(10**400), "sigma=.* must be a finite number"),
    ("choice of a number", lambda: sampled_coins(0).choice(5), "pmf=5"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "match"), [(c, m) for _, c, m in BAD_PROB_ARGS], ids=[b[0] for b in BAD_PROB_ARGS])
def test_prob_refuses_bad_arguments_by_name(call: Any, match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        call()


def test_numpy_scalars_are_numbers_in_prob() -> None:
    assert sampled_coins(np.int64(3)).uniform_int(np.int64(5)) in range(5)  # type: ignore[arg-type]
    assert isinstance(sampled_coins(0).laplace(np.float32(1.0)), float)  # type: ignore[arg-type]
    assert as_interval(np.float64(0.5)) == Interval(F(1, 2), F(1, 2))  # type: ignore[arg-type]
    assert lower(np.int64(1)) == 1  # type: ignore[arg-type]


def test_exp_bounds_below_the_float_range() -> None:
    tiny = exp_bounds(F(-(10**400)))
    assert tiny.lo == 0 and 0 < tiny.hi <= F(5e-324)

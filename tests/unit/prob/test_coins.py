"""Sampled coins (combinators.prob.coins): reproducible draws, exact Bernoulli and choice
probabilities, numpy's noise sequence, and bad arguments refused by name."""

from __future__ import annotations

import math
from fractions import Fraction as F
from typing import Any

import numpy as np
import pytest

from combinators.errors import InvalidArgument
from combinators.prob import Interval, SampledCoins, as_interval, lower, sampled_coins


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


def test_numpy_scalars_are_numbers_in_prob() -> None:
    assert sampled_coins(np.int64(3)).uniform_int(np.int64(5)) in range(5)  # type: ignore[arg-type]
    assert isinstance(sampled_coins(0).laplace(np.float32(1.0)), float)  # type: ignore[arg-type]
    assert as_interval(np.float64(0.5)) == Interval(F(1, 2), F(1, 2))  # type: ignore[arg-type]
    assert lower(np.int64(1)) == 1  # type: ignore[arg-type]

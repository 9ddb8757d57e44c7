"""Finite distributions (combinators.prob.dist): exact masses, pushforward and product, and bad
arguments to the prob package refused by name."""

from __future__ import annotations

import math
from fractions import Fraction as F
from typing import Any

import pytest

from combinators.errors import InvalidArgument
from combinators.prob import FiniteDist, as_interval, exp_bounds, lower, sampled_coins, upper


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



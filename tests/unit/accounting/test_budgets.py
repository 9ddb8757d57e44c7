"""Seed 002's product budget and Thm 5.4 bound: exact rational and mpmath references, enumeration."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction as F
from itertools import product
from typing import Any, TypeAlias

import mpmath
import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.accounting.budgets import product_budget, product_budget_bound
from combinators.errors import InvalidArgument
from combinators.measures import EpsDelta, Epsilon

Mp: TypeAlias = Any
"""An ``mpmath.mpf`` (mpmath ships no type information)."""


def _exact_budget(ds: list[float] | list[F]) -> F:
    keep = F(1)
    for d in ds:
        keep *= 1 - F(d)
    return 1 - keep


def _next_up(x: F) -> F:
    """The smallest float ``>= x``, as a Fraction (the best an upward-rounded result can be)."""
    f = float(x)
    return F(f if F(f) >= x else math.nextafter(f, math.inf))


probs = st.just(0.0) | st.floats(1e-300, 1.0)
small_probs = st.just(0.0) | st.floats(1e-300, 0.05)


# ---------------------------------------------------------------------------------------------
# Values
# ---------------------------------------------------------------------------------------------


def test_errata_a8_product_budget_value() -> None:
    got = product_budget([0.01, 0.02])
    exact = _exact_budget([0.01, 0.02])
    assert F(got) == _next_up(exact)
    assert abs(got - 0.0298) < 1e-17
    exact_rational = product_budget([F(1, 100), F(2, 100)])
    assert F(exact_rational) == _next_up(F(298, 10_000))


def test_errata_a8_thm_5_4_forms() -> None:
    tight = product_budget_bound(EpsDelta(0.7, 0.01), 0.02)
    printed = product_budget_bound(EpsDelta(0.7, 0.01), 0.02, form="printed")
    assert tight.epsilon == printed.epsilon == 0.7
    assert F(tight.delta) == _next_up(F(0.01) + F(0.02) - F(0.01) * F(0.02))
    assert F(printed.delta) == _next_up(F(0.01) + F(0.02))
    assert round(tight.delta, 12) == 0.0298 and round(printed.delta, 12) == 0.03


def _rr(e: F, d: F, b: int) -> dict[str, F]:
    """``RR_{ε,δ}(b)`` with ``e^ε = e`` (seed 002 §7 item 2): (⊤, b) w.p. δ, else b w.p. (1−δ)e/(1+e)."""
    return {f"T{b}": d, str(b): (1 - d) * e / (1 + e), str(1 - b): (1 - d) / (1 + e)}


def _hockey_stick(p: dict[tuple[str, ...], F], q: dict[tuple[str, ...], F], e: F) -> F:
    return sum((max(F(0), p[x] - e * q.get(x, F(0))) for x in p), start=F(0))


def _joint(parts: list[dict[str, F]]) -> dict[tuple[str, ...], F]:
    out: dict[tuple[str, ...], F] = {}
    for combo in product(*(list(x.items()) for x in parts)):
        key = tuple(k for k, _ in combo)
        mass = F(1)
        for _, m in combo:
            mass *= m
        out[key] = out.get(key, F(0)) + mass
    return out


def test_thm_5_4_against_enumeration() -> None:
    """Comp(RR_{ε,0.01}, RR_{0,0.02}) leaks exactly 1 − 0.99·0.98 = 0.0298 at ε (research/ERRATA.md A8),
    computed here by enumeration with e^ε = 2 (exact); the tight form equals it, the printed one is above."""
    e, d, dp = F(2), F(1, 100), F(2, 100)
    p = _joint([_rr(e, d, 0), _rr(F(1), dp, 0)])
    q = _joint([_rr(e, d, 1), _rr(F(1), dp, 1)])
    leak = max(_hockey_stick(p, q, e), _hockey_stick(q, p, e))
    assert leak == F(298, 10_000)
    tight = product_budget_bound(EpsDelta(math.log(2), d), dp)
    printed = product_budget_bound(EpsDelta(math.log(2), d), dp, form="printed")
    assert leak <= F(tight.delta) <= leak + F(1, 10**17)  # EpsDelta holds δ = 0.01 rounded up to a float
    assert F(printed.delta) >= F(3, 100) > leak


def test_many_tiny_deltas_log_space_against_mpmath() -> None:
    got = product_budget([1e-12] * 1000)
    true = 1 - (1 - mpmath.mpf(1e-12)) ** 1000
    assert mpmath.mpf(got) >= true
    assert mpmath.mpf(got) <= true * (1 + mpmath.mpf(1e-13))
    assert got < 1000 * 1e-12  # below the union bound


def test_edge_cases() -> None:
    assert product_budget([]) == 0.0
    assert product_budget([0.0] * 100) == 0.0
    assert product_budget([0.5, 1.0]) == 1.0
    assert product_budget([0.3] + [1.0] + [0.0] * 100) == 1.0
    assert product_budget([F(1, 2)] * 100) == 1.0
    assert product_budget_bound(EpsDelta(2.0, 1.0), 0.5) == EpsDelta(2.0, 1.0)
    assert product_budget_bound(EpsDelta(2.0, 0.75), 0.5, form="printed") == EpsDelta(2.0, 1.0)


# ---------------------------------------------------------------------------------------------
# Properties: never below the exact value, tight, monotone
# ---------------------------------------------------------------------------------------------


@given(st.lists(probs, max_size=64))
def test_exact_path_is_the_rounded_up_exact_value(ds: list[float]) -> None:
    got = product_budget(ds)
    assert F(got) == min(_next_up(_exact_budget(ds)), F(1))


@given(st.lists(small_probs, min_size=65, max_size=150))
def test_log_space_path_never_below_exact(ds: list[float]) -> None:
    got = F(product_budget(ds))
    exact = _exact_budget(ds)
    assert got >= exact
    assert got <= exact * (1 + F(1, 10**12)) + F(1, 10**300)
    assert got <= _next_up(sum((F(d) for d in ds), start=F(0))) or got == 1


@given(st.lists(probs, max_size=80), probs)
def test_monotone_in_more_mechanisms(ds: list[float], extra: float) -> None:
    assert product_budget(ds + [extra]) >= product_budget(ds)


@given(st.lists(probs, min_size=1, max_size=80), st.data())
def test_monotone_in_each_delta(ds: list[float], data: st.DataObject) -> None:
    i = data.draw(st.integers(0, len(ds) - 1))
    bigger = data.draw(st.floats(ds[i], 1.0))
    assert product_budget(ds[:i] + [bigger] + ds[i + 1:]) >= product_budget(ds)


@given(st.lists(probs, max_size=80))
def test_between_max_and_union_bound(ds: list[float]) -> None:
    got = product_budget(ds)
    assert got >= max(ds, default=0.0)
    assert got <= min(1.0, math.fsum(ds) * (1 + 1e-15) + 1e-300) or got == 1.0


@given(st.floats(0, 50), probs, probs)
def test_thm_5_4_forms_never_below_exact(eps: float, d: float, dp: float) -> None:
    tight = product_budget_bound(EpsDelta(eps, d), dp)
    printed = product_budget_bound(EpsDelta(eps, d), dp, form="printed")
    assert tight.epsilon == printed.epsilon == eps
    assert F(tight.delta) == min(F(1), _next_up(1 - (1 - F(d)) * (1 - F(dp))))
    assert F(printed.delta) == min(F(1), _next_up(F(d) + F(dp)))
    assert tight.delta <= printed.delta
    assert tight.delta >= max(d, dp)


@given(st.floats(0, 50), probs, probs, probs)
def test_thm_5_4_monotone(eps: float, d: float, dp1: float, dp2: float) -> None:
    lo, hi = sorted([dp1, dp2])
    for form in ("tight", "printed"):
        assert (product_budget_bound(EpsDelta(eps, d), lo, form=form).delta
                <= product_budget_bound(EpsDelta(eps, d), hi, form=form).delta)
        assert (product_budget_bound(EpsDelta(eps, lo), d, form=form).delta
                <= product_budget_bound(EpsDelta(eps, hi), d, form=form).delta)


# ---------------------------------------------------------------------------------------------
# Invalid arguments: a clear error naming the argument
# ---------------------------------------------------------------------------------------------

NAN, INF = math.nan, math.inf

BAD: list[tuple[str, Callable[[], object], str]] = [
    ("delta nan", lambda: product_budget([0.1, NAN]), r"deltas\[1\]=nan"),
    ("delta negative", lambda: product_budget([-0.1]), r"deltas\[0\]=-0.1"),
    ("delta inf", lambda: product_budget([INF]), r"deltas\[0\]=inf"),
    ("delta > 1", lambda: product_budget([0.5, 1.5]), r"deltas\[1\]=1.5"),
    ("delta str", lambda: product_budget(["0.1"]), r"deltas\[0\]='0.1'"),  # type: ignore[list-item]
    ("deltas not a sequence", lambda: product_budget(0.1), r"deltas=0.1"),  # type: ignore[arg-type]
    ("deltas a string", lambda: product_budget("0.1"), r"deltas='0.1'"),  # type: ignore[arg-type]
    ("delta_prime nan", lambda: product_budget_bound(EpsDelta(1.0, 0.0), NAN), r"delta_prime=nan"),
    ("delta_prime negative", lambda: product_budget_bound(EpsDelta(1.0, 0.0), -1e-9), r"delta_prime=-1e-09"),
    ("delta_prime inf", lambda: product_budget_bound(EpsDelta(1.0, 0.0), INF), r"delta_prime=inf"),
    ("delta_prime > 1", lambda: product_budget_bound(EpsDelta(1.0, 0.0), 2), r"delta_prime=2"),
    ("level not EpsDelta", lambda: product_budget_bound(Epsilon(1.0), 0.1), r"level=Epsilon\(1.0\)"),  # type: ignore[arg-type]
    ("form unknown", lambda: product_budget_bound(EpsDelta(1.0, 0.0), 0.1, form="sum"), r"form='sum'"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("make", "match"), [(m, r) for _, m, r in BAD], ids=[n for n, _, _ in BAD])
def test_invalid_arguments(make: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        make()


def test_mpmath_reference_is_independent_of_the_float_path() -> None:
    """The log-space path against a 50-digit product for a mix of large and small δ."""
    ds = [0.3, 1e-9, 0.05] * 30
    true: Mp = 1 - mpmath.fprod(1 - mpmath.mpf(d) for d in ds)
    got = product_budget(ds)
    assert mpmath.mpf(got) >= true
    assert mpmath.mpf(got) <= true * (1 + mpmath.mpf(1e-14))

"""Concurrent composition (seed 004): the order of Thm 4.1 against brute force, rounding, refusals.

References are computed here, independently: every ordering enumerated with mpmath at 50
digits, the closed form ``δ·(e^{kε} − 1)/(e^ε − 1)`` and exact sums with fractions.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable
from fractions import Fraction as F

import mpmath
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combinators.accounting.concurrent_bounds import concurrent_approx, concurrent_approx_homogeneous
from combinators.accounting.concurrent_bounds import concurrent_order, concurrent_pure
from combinators.accounting.optimal_composition import optimal
from combinators.errors import InvalidArgument
from combinators.measures import EpsDelta
from tests.reference_mp import Mp, mp


DPS = 50


def mp_delta(eps: list[float], deltas: list[float], order: tuple[int, ...]) -> Mp:
    """Σ_i δ_{π(i)}·exp(Σ_{j<i} ε_{π(j)}) for one order π."""
    with mpmath.workdps(DPS):
        total, prefix = mpmath.mpf(0), mpmath.mpf(0)
        for i in order:
            total += mp(deltas[i]) * mpmath.exp(prefix)
            prefix += mp(eps[i])
        return total


def mp_best(eps: list[float], deltas: list[float]) -> Mp:
    return min(mp_delta(eps, deltas, order) for order in itertools.permutations(range(len(eps))))


# ----------------------------------------------------------------------------------------------
# approximate components: Thm 4.1


params = st.tuples(st.floats(0.0, 3.0), st.just(0.0) | st.floats(1e-12, 1e-2))


@settings(max_examples=60)
@given(st.lists(params, min_size=1, max_size=6))
def test_order_is_optimal_against_brute_force(pairs: list[tuple[float, float]]) -> None:
    eps = [e for e, _ in pairs]
    deltas = [d for _, d in pairs]
    best = mp_best(eps, deltas)
    order = concurrent_order(eps, deltas)
    assert sorted(order) == list(range(len(eps)))
    # the exchange-argument order attains the minimum (up to the float comparison of its keys)
    assert mp_delta(eps, deltas, order) <= best * (1 + mpmath.mpf(1e-12))
    got = concurrent_approx(eps, deltas)
    assert mp(got.delta) >= min(best, mpmath.mpf(1))  # rounded up
    assert mp(got.delta) <= best * (1 + mpmath.mpf(1e-12)) + mpmath.mpf(1e-300)
    assert F(got.epsilon) >= sum((F(e) for e in eps), start=F(0))  # Σε rounded up
    assert got.epsilon <= math.fsum(eps) * (1 + 2**-52)


def test_homogeneous_closed_form_seed_004() -> None:
    """Seed 004 §4.4: k = 10, ε = 0.1, δ = 1e-6 → (1.0, 1.6338e-05); k = 2 → (2ε, (1 + e^ε)δ)."""
    with mpmath.workdps(DPS):
        e, d = mp(0.1), mp(1e-6)
        ref = d * (mpmath.exp(10 * e) - 1) / (mpmath.exp(e) - 1)
    got = concurrent_approx_homogeneous(10, 0.1, 1e-6)
    assert f"{got.delta:.4e}" == "1.6338e-05"
    assert ref <= mp(got.delta) <= ref * (1 + mpmath.mpf(1e-14))
    assert got.epsilon == pytest.approx(1.0, rel=1e-15) and got.epsilon >= 1.0
    general = concurrent_approx([0.1] * 10, [1e-6] * 10)
    assert general.delta == pytest.approx(got.delta, rel=1e-14)
    two = concurrent_approx_homogeneous(2, 0.5, 1e-6)
    with mpmath.workdps(DPS):
        ref2 = (1 + mpmath.exp(mp(0.5))) * mp(1e-6)
    assert two.epsilon == 1.0
    assert ref2 <= mp(two.delta) <= ref2 * (1 + mpmath.mpf(1e-14))
    assert f"{two.delta:.4e}" == "2.6487e-06"


def test_homogeneous_factor_and_edges() -> None:
    """The δ factor over basic kδ is 1281.8 at k = 10, ε = 1 (seed 004 §4.4); ε = 0 gives kδ."""
    got = concurrent_approx_homogeneous(10, 1.0, 1e-6)
    assert got.delta / 1e-5 == pytest.approx(1281.8, rel=1e-4)
    assert concurrent_approx_homogeneous(7, 0.0, 1e-3) == EpsDelta(0.0, 0.007)
    assert concurrent_approx_homogeneous(7, 0.5, 0.0).delta == 0.0
    assert concurrent_approx_homogeneous(10, 50.0, 0.5).delta == 1.0  # capped
    assert concurrent_approx([50.0, 50.0], [0.9, 0.9]).delta == 1.0
    tiny = concurrent_approx_homogeneous(3, 1e-320, 1e-3)
    assert tiny.delta >= 3e-3


def test_past_the_float_range_of_e_to_the_epsilon() -> None:
    """e^{kε} past 709.78 gives a valid δ, not OverflowError: here
    capped at 1 or, where it is representable, checked against the exact sum in mpmath."""
    assert concurrent_approx_homogeneous(1413, 0.5028, 1.76e-15).delta == 1.0  # 1.76e-15·e^710 ≫ 1
    assert concurrent_approx_homogeneous(800, 1.0, 1e-9).delta == 1.0
    assert concurrent_approx_homogeneous(1, 800.0, 1e-6).delta >= 1e-6
    got = concurrent_approx_homogeneous(2, 705.0, 1e-310).delta  # δ(1 + e^705) ≈ 1.7e-4
    assert mpmath.mpf(got) >= mpmath.mpf(1e-310) * (1 + mpmath.exp(705))
    assert concurrent_order([800.0, 0.5], [1e-6, 1e-6]) == (1, 0)
    both = concurrent_approx([0.5, 800.0], [1e-6, 1e-6])  # 0.5 first: δ_0 + δ_1·e^0.5
    assert both.delta == pytest.approx(1e-6 * (1 + math.exp(0.5)), rel=1e-12)
    assert concurrent_approx([800.0, 800.0], [1e-6, 1e-6]).delta == 1.0


@given(st.integers(1, 60), st.floats(0.0, 2.0), st.floats(0.0, 1e-3))
def test_homogeneous_matches_the_sum(k: int, eps: float, delta: float) -> None:
    got = concurrent_approx_homogeneous(k, eps, delta)
    with mpmath.workdps(DPS):
        ref = mpmath.fsum(mp(delta) * mpmath.exp(i * mp(eps)) for i in range(k))
    assert mp(got.delta) >= min(ref, mpmath.mpf(1))
    assert mp(got.delta) <= ref * (1 + mpmath.mpf(1e-13)) + mpmath.mpf(1e-300)


@given(st.lists(params, min_size=1, max_size=8), st.data())
def test_monotone_in_every_argument(pairs: list[tuple[float, float]], data: st.DataObject) -> None:
    eps = [e for e, _ in pairs]
    deltas = [d for _, d in pairs]
    i = data.draw(st.integers(0, len(eps) - 1))
    more_eps = list(eps)
    more_eps[i] = data.draw(st.floats(eps[i], 4.0))
    more_delta = list(deltas)
    more_delta[i] = data.draw(st.floats(deltas[i], 0.05))
    base = concurrent_approx(eps, deltas)
    for bigger in (concurrent_approx(more_eps, deltas), concurrent_approx(eps, more_delta)):
        assert base.epsilon <= bigger.epsilon
        assert base.delta <= bigger.delta * (1 + 1e-12)


def test_weaker_than_basic_and_at_most_exp_sum_times_basic() -> None:
    eps, deltas = [0.3, 0.1, 0.7, 0.2], [1e-6, 3e-6, 0.0, 2e-7]
    got = concurrent_approx(eps, deltas)
    basic = math.fsum(deltas)
    assert basic <= got.delta <= math.exp(math.fsum(eps)) * basic


# ----------------------------------------------------------------------------------------------
# pure components: Thm 3.1 and Thm 5.4


def test_pure_at_zero_delta_is_the_sum() -> None:
    got = concurrent_pure([0.1, 0.2, 0.3])
    assert got.delta == 0.0
    assert F(got.epsilon) >= F(0.1) + F(0.2) + F(0.3)
    assert got.epsilon == math.nextafter(math.fsum([0.1, 0.2, 0.3]), math.inf) or got.epsilon == math.fsum(
        [0.1, 0.2, 0.3])


def test_pure_with_delta_is_optimal_composition_of_rr() -> None:
    """Seed 004 §7 item 7: 2.844667 for k = 50, ε = 0.1, δ_g = 1e-5."""
    got = concurrent_pure([0.1] * 50, 1e-5)
    assert got.epsilon == pytest.approx(2.844667, rel=1e-6)
    assert got == optimal([0.1] * 50, None, 1e-5)
    eps = [0.1, 0.2, 0.3, 0.5]
    assert concurrent_pure(eps, 1e-3, deltas=[0, 0, 0, 0]) == optimal(eps, None, 1e-3)
    assert concurrent_pure(eps, 1e-3).epsilon == pytest.approx(1.0902640, rel=1e-7)


@given(st.lists(st.floats(0.0, 2.0), min_size=1, max_size=6), st.floats(0.0, 0.5))
def test_pure_never_above_the_sum(eps: list[float], dg: float) -> None:
    got = concurrent_pure(eps, dg)
    assert got.epsilon <= concurrent_pure(eps).epsilon


def test_pure_refuses_approximate_components() -> None:
    with pytest.raises(InvalidArgument, match=re.escape("deltas[1]=1e-06 > 0")) as info:
        concurrent_pure([0.1, 0.2], 1e-5, deltas=[0.0, 1e-6])
    assert "concurrent_approx" in str(info.value)
    with pytest.raises(InvalidArgument, match=re.escape("deltas[0]=0.5 > 0")):
        concurrent_pure([0.1], deltas=[0.5])


# ----------------------------------------------------------------------------------------------
# invalid arguments


NAN, INF = math.nan, math.inf

BAD: list[tuple[str, Callable[[], object], str]] = [
    ("pure empty", lambda: concurrent_pure([]), "epsilons=[] is empty"),
    ("pure nan", lambda: concurrent_pure([NAN]), "epsilons[0]=nan"),
    ("pure negative", lambda: concurrent_pure([0.1, -1.0]), "epsilons[1]=-1.0 must be >= 0"),
    ("pure inf", lambda: concurrent_pure([INF]), "epsilons[0]=inf"),
    ("pure str", lambda: concurrent_pure("abc"), "epsilons='abc' must be a sequence"),  # type: ignore[arg-type]
    ("pure delta_g > 1", lambda: concurrent_pure([0.1], 1.5), "delta_g=1.5 must be a probability"),
    ("pure delta_g nan", lambda: concurrent_pure([0.1], NAN), "delta_g=nan must be a probability"),
    ("pure deltas length", lambda: concurrent_pure([0.1], deltas=[0.0, 0.0]),
     "deltas has 2 entries but epsilons has 1"),
    ("pure deltas nan", lambda: concurrent_pure([0.1], deltas=[NAN]), "deltas[0]=nan must be a probability"),
    ("approx empty", lambda: concurrent_approx([], []), "epsilons=[] is empty"),
    ("approx length", lambda: concurrent_approx([0.1, 0.2], [1e-6]), "deltas has 1 entries but epsilons has 2"),
    ("approx delta > 1", lambda: concurrent_approx([0.1], [2.0]), "deltas[0]=2.0 must be a probability"),
    ("approx delta negative", lambda: concurrent_approx([0.1], [-1e-9]), "deltas[0]=-1e-09 must be a probability"),
    ("approx eps inf", lambda: concurrent_approx([INF], [0.0]), "epsilons[0]=inf"),
    ("approx deltas not a list", lambda: concurrent_approx([0.1], 1e-6), "deltas=1e-06 must be a sequence"),  # type: ignore[arg-type]
    ("order length", lambda: concurrent_order([0.1], []), "deltas has 0 entries but epsilons has 1"),
    ("hom k zero", lambda: concurrent_approx_homogeneous(0, 0.1, 1e-6), "k=0 must be a positive int"),
    ("hom k float", lambda: concurrent_approx_homogeneous(1.5, 0.1, 1e-6), "k=1.5 must be a positive int"),  # type: ignore[arg-type]
    ("hom eps nan", lambda: concurrent_approx_homogeneous(3, NAN, 1e-6), "epsilon=nan"),
    ("hom eps negative", lambda: concurrent_approx_homogeneous(3, -0.5, 1e-6), "epsilon=-0.5 must be >= 0"),
    ("hom delta > 1", lambda: concurrent_approx_homogeneous(3, 0.1, 1.01), "delta=1.01 must be a probability"),
]


@pytest.mark.parametrize(("call", "match"), [(c, m) for _, c, m in BAD], ids=[b[0] for b in BAD])
def test_bad_input_raises_naming_the_argument(call: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=re.escape(match)):
        call()


def test_concurrent_homogeneous_count_past_2_to_the_53_is_not_rounded_down() -> None:
    """k = 2⁵³ + 1 is not a float: kε is computed from the exact count, never from float(k) rounded down."""
    level = concurrent_approx_homogeneous(2**53 + 1, 1.0, 0.0)
    assert F(level.epsilon) >= 2**53 + 1


@pytest.mark.parametrize(("epsilon", "delta", "expected"), [(0.1, 1e-9, EpsDelta(math.inf, 1.0)),
                                                          (0.0, 1e-9, EpsDelta(0.0, 1.0)),
                                                          (0.1, 0.0, EpsDelta(math.inf, 0.0))])
def test_concurrent_homogeneous_count_past_the_float_range(epsilon: float, delta: float, expected: EpsDelta) -> None:
    """k = 10⁴⁰⁰ is past the float range: kε is inf and kδ is capped at 1, with no overflow."""
    assert concurrent_approx_homogeneous(10**400, epsilon, delta) == expected


def test_homogeneous_count_may_be_a_numpy_integer() -> None:
    import numpy as np

    assert concurrent_approx_homogeneous(np.int64(3), 0.5, 0.0) == concurrent_approx_homogeneous(3, 0.5, 0.0)  # type: ignore[arg-type]

"""Basic and advanced composition: reference values recomputed with mpmath, rounding up, monotonicity."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction as F

import mpmath
import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.accounting.bounds import AdvancedForm, advanced, advanced_admitted_count, basic
from combinators.errors import InvalidArgument
from combinators.measures import EpsDelta, Epsilon
from tests.reference_mp import Mp, mp


FORMS: tuple[AdvancedForm, ...] = ("kairouz", "drv")


def _lower(eps: Mp, form: AdvancedForm) -> Mp:
    e = mpmath.exp(eps)
    return eps * (e - 1) / (e + 1) if form == "kairouz" else eps * (e - 1)


def _true_advanced(epsilons: list[float], delta_prime: float, form: AdvancedForm) -> Mp:
    """Seed 003 eq. (2) / DRV 2010, written out independently at 50 digits."""
    big_l = mpmath.log(1 / mp(delta_prime))
    sum_sq = mpmath.fsum(mp(e) ** 2 for e in epsilons)
    return mpmath.sqrt(2 * big_l * sum_sq) + mpmath.fsum(_lower(mp(e), form) for e in epsilons)


def _true_count(eps_m: float, budget: float, delta_prime: float, form: AdvancedForm) -> int:
    """The largest k with advanced(k × ε_m) ≤ budget, by solving the quadratic in √k at 50 digits."""
    e, b = mp(eps_m), mp(budget)
    s = e * mpmath.sqrt(2 * mpmath.log(1 / mp(delta_prime)))
    c = _lower(e, form)
    t = (-s + mpmath.sqrt(s * s + 4 * c * b)) / (2 * c)
    k = int(mpmath.floor(t * t))

    def value(n: int) -> Mp:
        return s * mpmath.sqrt(n) + n * c

    while value(k) > b:
        k -= 1
    while value(k + 1) <= b:
        k += 1
    return k


def _assert_up(got: float | F, true: Mp, rel: float = 1e-12) -> None:
    assert mp(got) >= true, (got, true)
    assert mp(got) <= true * (1 + mpmath.mpf(rel)) + mpmath.mpf(1e-300), (got, true)


# --- basic -------------------------------------------------------------------------------------

def test_basic_adds_and_caps_delta() -> None:
    assert basic([EpsDelta(0.25, 0.5), EpsDelta(0.5, 0.75)]) == EpsDelta(0.75, 1.0)
    assert basic([Epsilon(0.25), EpsDelta(0.5, 1e-6)]) == EpsDelta(0.75, 1e-6)
    assert basic([]) == EpsDelta(0.0, 0.0)


def test_basic_rounds_up_and_float_hundredth_exceeds_one() -> None:
    got = basic([Epsilon(0.01)] * 100)
    exact = 100 * F(0.01)
    assert exact > 1  # the float 0.01 is slightly above 1/100 (DESIGN.md §2)
    assert F(got.epsilon) >= exact
    assert got.epsilon > 1.0


@given(st.lists(st.tuples(st.floats(0, 10), st.floats(0, 0.1)), max_size=20))
def test_basic_is_an_upper_bound_within_an_ulp(pairs: list[tuple[float, float]]) -> None:
    got = basic([EpsDelta(e, d) for e, d in pairs])
    exact_e = sum((F(e) for e, _ in pairs), F(0))
    exact_d = sum((F(d) for _, d in pairs), F(0))
    assert F(got.epsilon) >= exact_e and got.epsilon <= math.nextafter(float(exact_e), math.inf)
    assert F(got.delta) >= min(exact_d, F(1))


# --- advanced: reference values ----------------------------------------------------------------

def test_advanced_349_and_350_in_the_tanh_form() -> None:
    """Seed 003 AC 2; research/ERRATA.md A3: 0.99944916057 at 349, 1.00090502960 at 350."""
    at_349 = advanced([Epsilon(0.01)] * 349, 1e-6)
    at_350 = advanced([Epsilon(0.01)] * 350, 1e-6)
    _assert_up(at_349.epsilon, _true_advanced([0.01] * 349, 1e-6, "kairouz"))
    _assert_up(at_350.epsilon, _true_advanced([0.01] * 350, 1e-6, "kairouz"))
    assert at_349.epsilon <= 1 < at_350.epsilon
    assert at_349.epsilon == pytest.approx(0.99944916057, abs=1e-11)
    assert at_350.epsilon == pytest.approx(1.00090502960, abs=1e-11)
    assert at_349.delta == 1e-6


def test_advanced_drv_form_exceeds_one_at_349() -> None:
    """ERRATA A3: the DRV form gives 1.01707439 at 349."""
    got = advanced([Epsilon(0.01)] * 349, 1e-6, form="drv").epsilon
    _assert_up(got, _true_advanced([0.01] * 349, 1e-6, "drv"))
    assert got == pytest.approx(1.01707439, abs=1e-8)


@pytest.mark.parametrize(
    ("k", "eps", "delta_prime", "tanh_value", "drv_value"),
    [
        (10, 0.1, 1e-5, 1.567386, 1.622598),
        (10, 0.5, 1e-5, 8.811729, 10.830742),
        (12, 0.2, 1e-6, 3.881028, 4.173192),
        (50, 0.1, 1e-5, 3.642862, 3.918925),
        (100, 0.1, 1e-6, 5.756106, 6.308231),
    ],
)
def test_advanced_seed_004_table(k: int, eps: float, delta_prime: float, tanh_value: float, drv_value: float) -> None:
    """The two advanced columns of seed-004.md §5.4 (6 decimals), and mpmath at 1e-12."""
    rows: tuple[tuple[AdvancedForm, float], ...] = (("kairouz", tanh_value), ("drv", drv_value))
    for form, printed in rows:
        got = advanced([Epsilon(eps)] * k, delta_prime, form=form).epsilon
        _assert_up(got, _true_advanced([eps] * k, delta_prime, form))
        assert got == pytest.approx(printed, abs=1e-6)


def test_advanced_heterogeneous_and_delta_sum() -> None:
    levels: list[EpsDelta | Epsilon] = [EpsDelta(0.1, 1e-7), EpsDelta(0.2, 0.0), EpsDelta(0.3, 2e-7), Epsilon(0.5)]
    for form in FORMS:
        got = advanced(levels, 1e-6, form=form)
        _assert_up(got.epsilon, _true_advanced([0.1, 0.2, 0.3, 0.5], 1e-6, form))
        assert F(got.delta) >= F(1e-6) + F(1e-7) + F(2e-7)
        assert got.delta == pytest.approx(1.3e-6, rel=1e-15)


def test_advanced_empty_and_delta_cap() -> None:
    assert advanced([], 0.5) == EpsDelta(0.0, 0.5)
    assert advanced([EpsDelta(0.1, 0.9)], 0.5).delta == 1.0


# --- admitted counts ---------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("eps_m", "budget", "delta_prime", "tanh_count", "drv_count"),
    [
        (0.01, 1.0, 1e-6, 349, 337),
        (0.1, 1.0, 1e-6, 3, 3),
        (0.001, 1.0, 1e-6, 34937, 33785),
        (0.01, 0.5, 1e-5, 106, 104),
    ],
)
def test_admitted_counts(eps_m: float, budget: float, delta_prime: float, tanh_count: int, drv_count: int) -> None:
    """Seed 003 §4.4 (tanh column) and research/ERRATA.md A3 (DRV)."""
    rows: tuple[tuple[AdvancedForm, int], ...] = (("kairouz", tanh_count), ("drv", drv_count))
    for form, printed in rows:
        got = advanced_admitted_count(Epsilon(eps_m), EpsDelta(budget, delta_prime), form=form)
        assert got == printed == _true_count(eps_m, budget, delta_prime, form)


def test_admitted_count_agrees_with_advanced() -> None:
    for form in FORMS:
        k = advanced_admitted_count(Epsilon(0.01), EpsDelta(1.0, 1e-6), form=form)
        assert advanced([Epsilon(0.01)] * k, 1e-6, form=form).epsilon <= 1.0
        assert advanced([Epsilon(0.01)] * (k + 1), 1e-6, form=form).epsilon > 1.0


def test_admitted_count_zero_when_one_mechanism_is_too_much() -> None:
    assert advanced_admitted_count(Epsilon(1.0), EpsDelta(1.0, 1e-6)) == 0
    assert advanced_admitted_count(Epsilon(1.0), EpsDelta(0.0, 1e-6)) == 0


@given(st.floats(1e-3, 2.0), st.floats(0.01, 5.0), st.floats(1e-12, 0.5), st.sampled_from(FORMS))
def test_admitted_count_never_exceeds_exact(eps_m: float, budget: float, delta_prime: float,
                                            form: AdvancedForm) -> None:
    got = advanced_admitted_count(Epsilon(eps_m), EpsDelta(budget, delta_prime), form=form)
    assert got <= _true_count(eps_m, budget, delta_prime, form)
    assert got >= _true_count(eps_m, budget, delta_prime, form) - 1


@given(st.floats(1e-3, 1.0), st.floats(1e-3, 1.0), st.floats(0.05, 5.0), st.floats(1e-12, 0.5),
       st.sampled_from(FORMS))
def test_admitted_count_monotone(e1: float, e2: float, budget: float, delta_prime: float, form: AdvancedForm) -> None:
    lo, hi = sorted((e1, e2))
    count = advanced_admitted_count
    assert count(Epsilon(lo), EpsDelta(budget, delta_prime), form=form) >= count(
        Epsilon(hi), EpsDelta(budget, delta_prime), form=form)
    assert count(Epsilon(lo), EpsDelta(budget, delta_prime), form=form) <= count(
        Epsilon(lo), EpsDelta(2 * budget, delta_prime), form=form)
    assert count(Epsilon(lo), EpsDelta(budget, delta_prime / 2), form=form) <= count(
        Epsilon(lo), EpsDelta(budget, delta_prime), form=form)


# --- advanced: properties ----------------------------------------------------------------------

# No ε below 1e-150: ε² would be subnormal, where upward rounding is coarse by design.
level_lists = st.lists(st.tuples(st.just(0.0) | st.floats(1e-150, 3), st.floats(0, 1e-3)), min_size=1, max_size=12)


@given(level_lists, st.floats(1e-300, 0.99), st.sampled_from(FORMS))
def test_advanced_is_a_tight_upper_bound(pairs: list[tuple[float, float]], delta_prime: float,
                                         form: AdvancedForm) -> None:
    got = advanced([EpsDelta(e, d) for e, d in pairs], delta_prime, form=form)
    _assert_up(got.epsilon, _true_advanced([e for e, _ in pairs], delta_prime, form), rel=1e-11)


@given(level_lists, st.integers(0, 11), st.floats(0, 1), st.floats(1e-12, 0.5), st.sampled_from(FORMS))
def test_advanced_monotone_in_every_argument(pairs: list[tuple[float, float]], index: int, bump: float,
                                             delta_prime: float, form: AdvancedForm) -> None:
    i = index % len(pairs)
    base = [EpsDelta(e, d) for e, d in pairs]
    more_eps = list(base)
    more_eps[i] = EpsDelta(pairs[i][0] + bump, pairs[i][1])
    more_delta = list(base)
    more_delta[i] = EpsDelta(pairs[i][0], pairs[i][1] + bump * 1e-3)
    b = advanced(base, delta_prime, form=form)
    assert advanced(more_eps, delta_prime, form=form).epsilon >= b.epsilon
    assert advanced(more_delta, delta_prime, form=form).delta >= b.delta
    smaller = advanced(base, delta_prime / 2, form=form)
    assert smaller.epsilon >= b.epsilon and smaller.delta <= b.delta
    assert advanced(base, delta_prime, form="drv").epsilon >= advanced(base, delta_prime, form="kairouz").epsilon


@given(level_lists, st.integers(0, 11), st.floats(0, 1))
def test_basic_monotone(pairs: list[tuple[float, float]], index: int, bump: float) -> None:
    i = index % len(pairs)
    base = [EpsDelta(e, d) for e, d in pairs]
    bigger = list(base)
    bigger[i] = EpsDelta(pairs[i][0] + bump, min(1.0, pairs[i][1] + bump))
    assert basic(bigger).epsilon >= basic(base).epsilon
    assert basic(bigger).delta >= basic(base).delta


# --- bad inputs --------------------------------------------------------------------------------

NAN, INF = math.nan, math.inf

BAD: list[tuple[str, Callable[[], object], str]] = [
    ("advanced delta_prime nan", lambda: advanced([Epsilon(0.1)], NAN), "delta_prime=nan"),
    ("advanced delta_prime 0", lambda: advanced([Epsilon(0.1)], 0.0), "delta_prime=0.0 must be in (0, 1)"),
    ("advanced delta_prime 1", lambda: advanced([Epsilon(0.1)], 1.0), "delta_prime=1.0 must be in (0, 1)"),
    ("advanced delta_prime negative", lambda: advanced([Epsilon(0.1)], -1e-6), "delta_prime=-1e-06"),
    ("advanced delta_prime inf", lambda: advanced([Epsilon(0.1)], INF), "delta_prime=inf"),
    ("advanced form", lambda: advanced([Epsilon(0.1)], 1e-6, form="tanh"), "form='tanh'"),  # type: ignore[arg-type]
    ("advanced level type", lambda: advanced([0.1], 1e-6), "levels[0]=0.1"),  # type: ignore[list-item]
    ("advanced levels not a sequence", lambda: advanced(0.1, 1e-6), "levels=0.1"),  # type: ignore[arg-type]
    ("basic level type", lambda: basic([EpsDelta(0.1, 0.0), "x"]), "levels[1]='x'"),  # type: ignore[list-item]
    ("count child zero", lambda: advanced_admitted_count(Epsilon(0.0), EpsDelta(1, 1e-6)), "child=Epsilon(0.0)"),
    ("count child inf", lambda: advanced_admitted_count(Epsilon(INF), EpsDelta(1, 1e-6)), "child=Epsilon(math.inf)"),
    ("count child float", lambda: advanced_admitted_count(0.1, EpsDelta(1, 1e-6)), "child=0.1"),  # type: ignore[arg-type]
    ("count budget type", lambda: advanced_admitted_count(Epsilon(0.1), Epsilon(1)), "budget=Epsilon(1.0)"),  # type: ignore[arg-type]
    ("count budget delta 0", lambda: advanced_admitted_count(Epsilon(0.1), EpsDelta(1, 0)), "budget.delta=0.0"),
    ("count budget eps inf", lambda: advanced_admitted_count(Epsilon(0.1), EpsDelta(INF, 1e-6)), "budget=EpsDelta(math.inf"),
    ("count too many", lambda: advanced_admitted_count(Epsilon(1e-200), EpsDelta(1, 1e-6)), "more than 2**53"),
    ("count form", lambda: advanced_admitted_count(Epsilon(0.1), EpsDelta(1, 1e-6), form="x"), "form='x'"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("factory", "match"), [(f, m) for _, f, m in BAD], ids=[c[0] for c in BAD])
def test_bad_input_raises_naming_the_argument(factory: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument) as info:
        factory()
    assert match in str(info.value)


def test_negative_and_nan_levels_cannot_even_be_built() -> None:
    """Levels validate themselves (measures.distances), so the functions never see them."""
    with pytest.raises(InvalidArgument, match="epsilon=-0.1"):
        advanced([EpsDelta(-0.1, 0.0)], 1e-6)
    with pytest.raises(InvalidArgument, match="epsilon=nan"):
        basic([Epsilon(NAN)])


@pytest.mark.parametrize("form", ["kairouz", "drv"])
def test_advanced_refuses_a_delta_prime_below_the_float_range(form: AdvancedForm) -> None:
    """δ' = 10⁻⁴⁰⁰ has no positive float at or below it: refused by name, since ln(1/δ') would be ln(1/0)."""
    with pytest.raises(InvalidArgument, match="delta_prime"):
        advanced([Epsilon(0.1)] * 3, F(1, 10**400), form=form)

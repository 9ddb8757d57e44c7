"""Seed 003 odometers, the Rogers et al. baseline and the Thm 4–6 boundaries: the §5 table,
tangency, dominance of the advanced-composition curve, ∞ regions, monotonicity, bad inputs."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction as F

import mpmath
import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.accounting.filter_rules import whitehouse_epsilon, y_star
from combinators.accounting.time_uniform import filter_odometer, linear_boundary, linear_boundary_delta
from combinators.accounting.time_uniform import mixture_boundary, mixture_odometer, odometer_path
from combinators.accounting.time_uniform import rogers_baseline_odometer, stitched_boundary, stitched_odometer
from combinators.errors import InvalidArgument
from combinators.measures import EpsDelta, Epsilon
from tests.reference_mp import Mp, mp


# Seed 003 Thm 3 written out at 50 digits, with the paper's decimal constants as exact decimals.
def _log_inv(dp: float) -> Mp:
    return mpmath.log(1 / mp(dp))


def _g(v: Mp, dp: float) -> Mp:
    return mpmath.sqrt(2 * _log_inv(dp) * v) + v / 2


def _u_filter(v: Mp, dp: float, y: Mp) -> Mp:
    big_l = _log_inv(dp)
    return mpmath.sqrt(2 * y * big_l) / 2 + mpmath.sqrt(2 * big_l) / (2 * mpmath.sqrt(y)) * v + v / 2


def _u_mixture(v: Mp, dp: float, gamma: Mp) -> Mp:
    return mpmath.sqrt(2 * mpmath.log(1 / mp(dp) * mpmath.sqrt((v + gamma) / gamma)) * (gamma + v)) + v / 2


def _u_stitched(v: Mp, dp: float, v0: Mp) -> Mp:
    c17, c072, c52 = mpmath.mpf(17) / 10, mpmath.mpf(72) / 100, mpmath.mpf(52) / 10
    return c17 * mpmath.sqrt(v * (mpmath.log(mpmath.log(2 * v / v0)) + c072 * mpmath.log(c52 / mp(dp)))) + v / 2


def _u_rogers(v: Mp, dp: float, n: int) -> Mp:
    """Seed 003 Lemma 3 as printed."""
    d = mp(dp)
    if mpmath.mpf(1) / n**2 <= v <= 1:
        inside = mpmath.log(110 * mpmath.e) + 2 * mpmath.log(mpmath.log(n) / d)
        return mpmath.sqrt(2 * v * inside) + v / 2
    loglog = mpmath.log(mpmath.log(4 / d * mpmath.log(n, 2)))
    return mpmath.sqrt(2 * (mpmath.mpf(1) / n**2 + v) * (1 + mpmath.log(1 + n**2 * v) / 2) * loglog) + v / 2


def _assert_up(got: float, true: Mp, rel: float = 1e-12) -> None:
    assert mp(got) >= true, (got, true)
    assert mp(got) <= true * (1 + mpmath.mpf(rel)), (got, true)


DP = 1e-6
Y = y_star(1.0, DP)

# seed-003.md §5 table: v, g(v), u^F (y* = root for ε = 1), u^M (γ = 0.01), u^S (v0 = 1e-4).
TABLE = [
    (1e-4, 0.052615, 0.492722, 0.528419, 0.055834),
    (1e-3, 0.166726, 0.505827, 0.552759, 0.188513),
    (1e-2, 0.530652, 0.636877, 0.757651, 0.613248),
    (Y, 1.000000, 1.000000, 1.161674, 1.163760),
    (0.1, 1.712258, 1.947380, 1.867465, 2.000373),
    (1, 5.756522, 15.052409, 6.206891, 6.729309),
    (10, 21.622581, 146.102699, 23.594170, 24.851557),
]


@pytest.mark.parametrize(("v", "g", "u_f", "u_m", "u_s"), TABLE)
def test_seed_003_table(v: float, g: float, u_f: float, u_m: float, u_s: float) -> None:
    """seed-003.md §5 at δ' = 1e-6: relative tolerance 1e-6, or half a unit of the table's sixth
    decimal where that is looser (the small-v rows are printed to 6 decimals only); and mpmath
    at 1e-12, never below."""
    got_f = filter_odometer(v, DP, Y)
    got_m = mixture_odometer(v, DP, 0.01)
    got_s = stitched_odometer(v, DP, 1e-4)
    printed = 5e-7
    assert whitehouse_epsilon(v, DP) == pytest.approx(g, rel=1e-6, abs=printed)
    assert got_f == pytest.approx(u_f, rel=1e-6, abs=printed)
    assert got_m == pytest.approx(u_m, rel=1e-6, abs=printed)
    assert got_s == pytest.approx(u_s, rel=1e-6, abs=printed)
    _assert_up(got_f, _u_filter(mp(v), DP, mp(Y)))
    _assert_up(got_m, _u_mixture(mp(v), DP, mp(0.01)))
    _assert_up(got_s, _u_stitched(mp(v), DP, mp(1e-4)))


def test_stitched_constant_is_5_2() -> None:
    """ERRATA A6: 5.2 gives u^S(1e-4) = 0.0558341; the misprint "5·2" = 10 would give 0.0570406."""
    assert stitched_odometer(1e-4, DP, 1e-4) == pytest.approx(0.0558341, abs=1e-7)
    misprint = mpmath.mpf(17) / 10 * mpmath.sqrt(
        mp(1e-4) * (mpmath.log(mpmath.log(2)) + mpmath.mpf(72) / 100 * mpmath.log(10 / mp(DP)))) + mp(5e-5)
    assert float(misprint) == pytest.approx(0.0570406, abs=1e-7)


def test_filter_odometer_is_tangent_to_the_curve_at_y_star() -> None:
    """u^F(y*) == g(y*) and the slopes agree there (exactly in mpmath; to rounding in floats)."""
    y = mp(Y)
    assert abs(_u_filter(y, DP, y) - _g(y, DP)) < mpmath.mpf(10) ** -45
    slope_g = mpmath.diff(lambda v: _g(v, DP), y)
    slope_u = mpmath.diff(lambda v: _u_filter(v, DP, y), y)
    assert abs(slope_g - slope_u) < mpmath.mpf(10) ** -30
    assert filter_odometer(Y, DP, Y) == pytest.approx(whitehouse_epsilon(Y, DP), rel=1e-14)
    assert filter_odometer(Y, DP, Y) == pytest.approx(1.0, rel=1e-14)


GRID = [10.0 ** (k / 4) for k in range(-40, 9)] + [0.0, Y]


@pytest.mark.parametrize("v", GRID)
def test_filter_and_mixture_dominate_the_curve(v: float) -> None:
    """u^F ≥ g (a tangent line above a concave curve) and u^M ≥ g, on a grid from 1e-10 to 100."""
    g = _g(mp(v), DP)
    for tangent in (Y, 1e-3, 1.0):
        assert mp(filter_odometer(v, DP, tangent)) >= g
    for gamma in (1e-4, 0.01, 1.0):
        assert mp(mixture_odometer(v, DP, gamma)) >= g


def test_no_odometer_dominates_the_others() -> None:
    """seed-003.md §5 claim 3: stitched best at large v, mixture beats stitched at small v after
    v0, and the filter odometer is best near y*."""
    def trio(v: float) -> tuple[float, float, float]:
        return filter_odometer(v, DP, Y), mixture_odometer(v, DP, 0.01), stitched_odometer(v, DP, 1e-4)
    f, m, s = trio(10.0)
    assert s > m and f > m  # at 10 the mixture (γ = 0.01) is best; stitched wins later
    f, m, s = trio(1e4)
    assert s < m < f
    f, m, s = trio(Y)
    assert f < m and f < s
    f, m, s = trio(2e-4)
    assert s < m


def test_stitched_is_infinite_before_v0() -> None:
    v0 = 1e-4
    assert stitched_odometer(0.0, DP, v0) == math.inf
    assert stitched_odometer(F(v0) - F(1, 10**40), DP, v0) == math.inf  # decided exactly
    assert stitched_boundary(math.nextafter(v0, 0), DP, v0) == math.inf
    assert math.isfinite(stitched_odometer(v0, DP, v0))


def test_thm_4_level_and_filter_odometer_identity() -> None:
    """Seed 003 AC 9 and ERRATA A5: with a = y*, b = √(2 ln(1/δ') y*), exp(−b²/(2a)) = δ';
    the filter odometer is that line plus V/2."""
    b = math.sqrt(2 * math.log(1 / DP) * Y)
    assert linear_boundary_delta(Y, b) == pytest.approx(DP, rel=1e-13)
    assert mp(linear_boundary_delta(1, 2)) >= mpmath.exp(-2)
    for v in (0.0, 1e-3, Y, 1.0, 50.0):
        assert filter_odometer(v, DP, Y) == pytest.approx(linear_boundary(v, Y, b) + v / 2, rel=1e-14)
        assert mixture_odometer(v, DP, 0.01) == pytest.approx(mixture_boundary(v, DP, 0.01) + v / 2, rel=1e-14)
    assert stitched_odometer(1.0, DP, 1e-4) == pytest.approx(stitched_boundary(1.0, DP, 1e-4) + 0.5, rel=1e-14)


def test_linear_boundary_is_exact_rational_rounded_up() -> None:
    got = linear_boundary(F(1, 3), F(1, 7), F(1, 5))
    exact = F(1, 10) + F(1, 5) * F(1, 3) / (2 * F(1, 7))
    assert F(got) >= exact and got == pytest.approx(float(exact), rel=1e-16)


# --- odometer paths ----------------------------------------------------------------------------

def test_path_uses_the_current_mechanism() -> None:
    """The bound at step n uses ε_{1:n} (seed 003 §2.9): U_1 is u(ε_1²), not u(0)."""
    path = odometer_path([Epsilon(0.1), Epsilon(0.2)], 0.0, lambda v: mixture_odometer(v, DP, 0.01))
    assert path == (mixture_odometer(F(0.1) ** 2, DP, 0.01), mixture_odometer(F(0.1) ** 2 + F(0.2) ** 2, DP, 0.01))


def test_path_is_infinite_after_the_delta_budget() -> None:
    """U_n = ∞ for n > N = inf{n : δ'' < Σ_{m≤n+1} δ_m}: equality still counts as within."""
    levels = [EpsDelta(0.1, 0.25), EpsDelta(0.1, 0.25), EpsDelta(0.1, 0.0), EpsDelta(0.1, 5e-324), EpsDelta(0.1, 0.0)]
    path = odometer_path(levels, 0.5, lambda v: filter_odometer(v, DP, Y))
    assert [math.isinf(u) for u in path] == [False, False, False, True, True]
    assert odometer_path([EpsDelta(0.1, 0.1)], 0.0, lambda v: filter_odometer(v, DP, Y)) == (math.inf,)
    assert odometer_path([], 0.5, lambda v: filter_odometer(v, DP, Y)) == ()
    assert odometer_path([Epsilon(math.inf), Epsilon(0.1)], 0.5,
                         lambda v: mixture_odometer(v, DP, 0.01)) == (math.inf, math.inf)


def test_rogers_path_infinite_after_budget() -> None:
    path = odometer_path([EpsDelta(0.1, 0.0), EpsDelta(0.1, 1e-3)], 1e-4,
                         lambda v: rogers_baseline_odometer(v, DP, 1000))
    assert math.isfinite(path[0]) and path[1] == math.inf


# --- Rogers et al. baseline --------------------------------------------------------------------

@pytest.mark.parametrize("v", [0.0, 1e-7, F(1, 10**6), 1e-3, 0.5, 1.0, 1.01, 10.0])
def test_rogers_as_printed(v: float | F) -> None:
    """Lemma 3 as printed, with its [1/|x|², 1] case split (closed at both ends)."""
    _assert_up(rogers_baseline_odometer(v, DP, 1000), _u_rogers(mp(v), DP, 1000))
    _assert_up(rogers_baseline_odometer(v, 0.05, 2), _u_rogers(mp(v), 0.05, 2))


def test_rogers_is_not_monotone_at_v_equal_one() -> None:
    """As printed the bound drops when V passes 1 (documented; a sign of the garbled transcription)."""
    assert rogers_baseline_odometer(1.0, DP, 1000) > rogers_baseline_odometer(math.nextafter(1.0, 2), DP, 1000)


def test_rogers_refuses_delta_prime_above_one_over_e() -> None:
    inv_e = mpmath.exp(-1)
    below = math.exp(-1) if mp(math.exp(-1)) <= inv_e else math.nextafter(math.exp(-1), 0)
    above = math.nextafter(below, 1)
    assert mp(above) > inv_e
    assert math.isfinite(rogers_baseline_odometer(0.5, below, 100))
    with pytest.raises(InvalidArgument, match="must be <= 1/e"):
        rogers_baseline_odometer(0.5, above, 100)
    with pytest.raises(InvalidArgument, match="delta_prime=0.5 must be <= 1/e"):
        rogers_baseline_odometer(0.5, 0.5, 100)


# --- properties --------------------------------------------------------------------------------

vs = st.just(0.0) | st.floats(1e-300, 1e3)  # subnormal V rounds coarsely (by design)
dps = st.floats(1e-300, 0.99)


def _odometers(dp: float) -> list[Callable[[float | F], float]]:
    return [lambda v: filter_odometer(v, dp, Y), lambda v: filter_odometer(v, dp, 2.0),
            lambda v: mixture_odometer(v, dp, 0.01), lambda v: mixture_odometer(v, dp, 10.0),
            lambda v: stitched_odometer(v, dp, 1e-4), lambda v: stitched_odometer(v, dp, 1.0)]


@given(vs, vs, dps, st.integers(0, 5))
def test_odometers_non_decreasing_in_v(v1: float, v2: float, dp: float, which: int) -> None:
    """Non-decreasing in V; the stitched odometer from v0 on (before v0 it is ∞ by definition)."""
    lo, hi = sorted((v1, v2))
    u = _odometers(dp)[which]
    if math.isfinite(u(lo)):
        assert u(lo) <= u(hi)


@given(vs, dps, dps, st.integers(0, 5))
def test_odometers_non_increasing_in_delta_prime(v: float, d1: float, d2: float, which: int) -> None:
    dlo, dhi = sorted((d1, d2))
    assert _odometers(dlo)[which](v) >= _odometers(dhi)[which](v)


@given(st.lists(st.floats(0, 0.5), max_size=30), dps)
def test_paths_non_decreasing(epsilons: list[float], dp: float) -> None:
    for u in _odometers(dp):
        path = [x for x in odometer_path([Epsilon(e) for e in epsilons], 0.0, u) if math.isfinite(x)]
        assert all(a <= b for a, b in zip(path, path[1:], strict=False))


@given(vs, dps, st.floats(1e-6, 100))
def test_values_are_tight_upper_bounds(v: float, dp: float, param: float) -> None:
    _assert_up(filter_odometer(v, dp, param), _u_filter(mp(v), dp, mp(param)))
    _assert_up(mixture_odometer(v, dp, param), _u_mixture(mp(v), dp, mp(param)))
    if v >= param:
        _assert_up(stitched_odometer(v, dp, param), _u_stitched(mp(v), dp, mp(param)))


@given(vs, vs, st.floats(1e-6, 1e3), st.floats(1e-6, 1e3))
def test_linear_boundary_monotone(v1: float, v2: float, a: float, b: float) -> None:
    lo, hi = sorted((v1, v2))
    assert linear_boundary(lo, a, b) <= linear_boundary(hi, a, b)
    assert linear_boundary(lo, a, b) <= linear_boundary(lo, a, 2 * b)
    assert linear_boundary(lo, a, b) >= linear_boundary(lo, 2 * a, b)
    assert linear_boundary_delta(a, b) >= linear_boundary_delta(a, 2 * b)


# --- bad inputs --------------------------------------------------------------------------------

NAN, INF = math.nan, math.inf

BAD: list[tuple[str, Callable[[], object], str]] = [
    ("filter v negative", lambda: filter_odometer(-1.0, DP, Y), "v=-1.0"),
    ("filter v nan", lambda: filter_odometer(NAN, DP, Y), "v=nan"),
    ("filter v inf", lambda: filter_odometer(INF, DP, Y), "v=inf"),
    ("filter delta_prime 0", lambda: filter_odometer(1.0, 0.0, Y), "delta_prime=0.0"),
    ("filter delta_prime 1", lambda: filter_odometer(1.0, 1.0, Y), "delta_prime=1.0"),
    ("filter delta_prime nan", lambda: filter_odometer(1.0, NAN, Y), "delta_prime=nan"),
    ("filter tangent 0", lambda: filter_odometer(1.0, DP, 0.0), "tangent_at=0.0 must be > 0"),
    ("filter tangent inf", lambda: filter_odometer(1.0, DP, INF), "tangent_at=inf"),
    ("mixture gamma 0", lambda: mixture_odometer(1.0, DP, 0.0), "gamma=0.0"),
    ("mixture gamma negative", lambda: mixture_odometer(1.0, DP, -1.0), "gamma=-1.0"),
    ("mixture delta_prime > 1", lambda: mixture_odometer(1.0, 1.5, 0.01), "delta_prime=1.5"),
    ("stitched v0 0", lambda: stitched_odometer(1.0, DP, 0.0), "v0=0.0"),
    ("stitched v0 nan", lambda: stitched_odometer(1.0, DP, NAN), "v0=nan"),
    ("stitched delta_prime negative", lambda: stitched_odometer(1.0, -DP, 1e-4), "delta_prime=-1e-06"),
    ("rogers size 1", lambda: rogers_baseline_odometer(1.0, DP, 1), "dataset_size=1"),
    ("rogers size float", lambda: rogers_baseline_odometer(1.0, DP, 100.0), "dataset_size=100.0"),  # type: ignore[arg-type]
    ("rogers delta_prime 0", lambda: rogers_baseline_odometer(1.0, 0.0, 100), "delta_prime=0.0"),
    ("rogers v negative", lambda: rogers_baseline_odometer(-1.0, DP, 100), "v=-1.0"),
    ("linear a 0", lambda: linear_boundary(1.0, 0.0, 1.0), "a=0.0"),
    ("linear b inf", lambda: linear_boundary(1.0, 1.0, INF), "b=inf"),
    ("linear delta b nan", lambda: linear_boundary_delta(1.0, NAN), "b=nan"),
    ("mixture boundary delta 0", lambda: mixture_boundary(1.0, 0.0, 1.0), "delta=0.0"),
    ("stitched boundary delta 1", lambda: stitched_boundary(1.0, 1.0, 1.0), "delta=1.0"),
    ("path delta_pp > 1", lambda: odometer_path([], 2.0, lambda v: 0.0), "delta_pp=2.0"),
    ("path delta_pp nan", lambda: odometer_path([], NAN, lambda v: 0.0), "delta_pp=nan"),
    ("path level type", lambda: odometer_path([0.1], 0.0, lambda v: 0.0), "levels[0]=0.1"),  # type: ignore[list-item]
]


@pytest.mark.parametrize(("factory", "match"), [(f, m) for _, f, m in BAD], ids=[c[0] for c in BAD])
def test_bad_input_raises_naming_the_argument(factory: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument) as info:
        factory()
    assert match in str(info.value)


_TINY = F(1, 10**400)
"""A δ' with no positive float at or below it."""


@pytest.mark.parametrize(
    "call",
    [lambda: filter_odometer(1.0, _TINY, 1.0), lambda: mixture_boundary(1.0, _TINY, 1.0),
     lambda: mixture_odometer(1.0, _TINY, 1.0), lambda: stitched_boundary(1.0, _TINY, 1.0),
     lambda: stitched_odometer(1.0, _TINY, 1.0), lambda: rogers_baseline_odometer(1.0, _TINY, 100)],
)
def test_a_delta_below_the_float_range_is_refused(call: Callable[[], float]) -> None:
    """A δ that rounds to 0 is refused by name: log 0 and 1/0 have no value."""
    with pytest.raises(InvalidArgument, match="delta"):
        call()


def test_rogers_baseline_takes_a_dataset_size_past_the_float_range() -> None:
    """|x| = 10⁴⁰⁰ is past the float range (no float(|x|)): seed 003 Lemma 3's inside case, at 50 digits."""
    n, v, dp = 10**400, 1, mp(1e-6)
    true = mpmath.sqrt(2 * v * (mpmath.log(110 * mpmath.e) + 2 * mpmath.log(mpmath.log(n) / dp))) + mpmath.mpf(v) / 2
    got = rogers_baseline_odometer(1.0, 1e-6, n)
    assert true <= mp(got) <= true * (1 + mpmath.mpf(1e-12))


def test_odometer_path_refuses_an_odometer_that_is_not_a_function() -> None:
    with pytest.raises(InvalidArgument, match="odometer=0.5 must be a function"):
        odometer_path([EpsDelta(0.1, 0.0)], 1e-7, 0.5)  # type: ignore[arg-type]

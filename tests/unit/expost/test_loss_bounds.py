"""Ex-post functions of noise reduction and the privacy-loss functions (seed 001 Def 2.3, Def 4.1;
digest §9.1–§9.2, §10 items 2 and 12; issue 13 part 6).

Reference values come from mpmath at 60 digits on the exact values of the float inputs, or from
the issue's table; every bound must be at or above the exact value (never on the weak side).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import mpmath
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combinators.errors import InvalidArgument
from combinators.expost import ExPostFunction
from combinators.expost.loss_bounds import (
    LaplaceExPost,
    BrownianLinearBoundary,
    Release,
    brownian_loss,
    gaussian_loss,
    laplace_expost,
    laplace_loss,
    brownian_linear_boundary,
)
from combinators.expost.noise_reduction import brownian_noise_reduction
from combinators.prob import sampled_coins

mpmath.mp.dps = 60


def exact_linear(delta: float | Fraction, t: float, a: float, sens: float | Fraction = 1) -> Any:
    """E_a(t) = Δ²/(2t) + a + Δ²·ln(1/δ)/(2at), at 60 digits, on the exact inputs."""
    d = mpmath.mpf(Fraction(delta).numerator) / Fraction(delta).denominator
    s = mpmath.mpf(Fraction(sens).numerator) / Fraction(sens).denominator
    t_, a_ = mpmath.mpf(t), mpmath.mpf(a)
    return s**2 / (2 * t_) + a_ + s**2 * mpmath.log(1 / d) / (2 * a_ * t_)


def tuned_exact(delta: float, t_star: float) -> Any:
    """The optimum over a at t*: Δ²/(2t*) + Δ·√(2 ln(1/δ)/t*) (Δ = 1), the zCDP→DP conversion at ρ = 1/(2t*)."""
    return 1 / (2 * mpmath.mpf(t_star)) + mpmath.sqrt(2 * mpmath.log(1 / mpmath.mpf(delta)) / t_star)


# ---------------------------------------------------------------------------------------------
# The issue's numbers
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("t_star", "issue_value"), [(1.0, 5.756521769756932), (4.0, 2.753260884878466),
                                                     (100.0, 0.5306521769756932)])
def test_tuned_linear_boundary_matches_the_issue_and_is_never_below(t_star: float, issue_value: float) -> None:
    e = brownian_linear_boundary(1e-6, 0.01, target_time=t_star)
    got = e.at_time(t_star)
    exact = tuned_exact(1e-6, t_star)
    assert got >= exact
    assert abs(got - issue_value) <= 1e-12 * issue_value
    assert (got - exact) / exact <= 1e-12
    assert e(((200.0, 1.0), (t_star, 0.3))) == got  # at the last released time


def test_tuned_value_is_the_zcdp_conversion() -> None:
    """E(t*) = ρ + 2√(ρ ln(1/δ)) with ρ = Δ²/(2t*) (Bun–Steinke 2016, Prop 1.3): 0.5-zCDP at δ = 1e-6."""
    rho = mpmath.mpf(1) / 2
    conv = rho + 2 * mpmath.sqrt(rho * mpmath.log(1 / mpmath.mpf(1e-6)))
    assert brownian_linear_boundary(1e-6, 1.0, target_time=1.0).sup == pytest.approx(float(conv), rel=1e-12)


@pytest.mark.parametrize("t", [100.0, 4.0, 1.0, 0.01])
def test_default_intercept_gives_log_inverse_delta_plus_delta_squared_over_t(t: float) -> None:
    """a = ln(1/δ): E(t) = ln(1/δ) + Δ²/t."""
    e = brownian_linear_boundary(0.05, 0.01, sensitivity=2)
    exact = mpmath.log(20) + mpmath.mpf(4) / t
    assert e.at_time(t) >= exact and (e.at_time(t) - exact) / exact <= 1e-13
    assert e.a >= math.log(20)


@settings(max_examples=150, deadline=None)
@given(delta=st.floats(1e-300, 0.999999), t=st.floats(1e-6, 1e6), a=st.floats(1e-6, 1e6),
       sens=st.one_of(st.floats(1e-3, 1e3), st.fractions(Fraction(1, 1000), 1000)))
def test_the_linear_boundary_is_never_below_the_exact_value(delta: float, t: float, a: float,
                                                            sens: float | Fraction) -> None:
    e = brownian_linear_boundary(delta, t, a=a, sensitivity=sens)
    exact = exact_linear(delta, t, a, sens)
    got = e.at_time(t)
    assert got >= exact
    assert (got - exact) / exact <= 1e-13


def test_a_fraction_delta_rounds_towards_the_larger_bound() -> None:
    third = Fraction(1, 3)
    got = brownian_linear_boundary(third, 1.0, a=1.0).at_time(1.0)
    assert got >= exact_linear(third, 1.0, 1.0)


# ---------------------------------------------------------------------------------------------
# The linear boundary holds for every stopping function: Monte Carlo
# ---------------------------------------------------------------------------------------------

DELTA = 0.05
TIMES = np.geomspace(100.0, 0.01, 400)
PATHS = 20_000


def brownian_paths(times: np.ndarray, n: int, seed: int) -> np.ndarray:
    """n paths of B at the decreasing times, by independent increments (numpy, not the mechanism)."""
    var = np.append(times[:-1] - times[1:], times[-1])
    inc = np.random.default_rng(seed).standard_normal((n, len(times))) * np.sqrt(var)
    return np.cumsum(inc[:, ::-1], axis=1)[:, ::-1]


def violation_frequency(bound: Callable[[float], float]) -> float:
    """Pr[∃k: L(t_k) > E(t_k)] for neighbours with ‖u‖ = Δ = 1: the worst stopping function stops
    at the first such k, so this is the largest violation rate any stopping function reaches."""
    b = brownian_paths(TIMES, PATHS, 2023)
    loss = 1 / (2 * TIMES) + b / TIMES
    e = np.array([bound(float(t)) for t in TIMES])
    return float(np.mean((loss > e).any(axis=1)))


def test_linear_boundary_violations_are_at_most_delta_on_every_path() -> None:
    """δ = 0.05, Δ = 1, a = ln(1/δ), 400 geometric times 100 → 0.01, 20,000 paths: the frequency of a
    path crossing the bound anywhere is ≤ δ + 3 s.e. (0.0396 in the digest)."""
    e = brownian_linear_boundary(DELTA, 0.01)
    freq = violation_frequency(e.at_time)
    assert freq <= DELTA + 3 * math.sqrt(DELTA * (1 - DELTA) / PATHS)
    assert freq > DELTA / 2  # a dense grid comes close to δ: the check is not vacuous


def test_the_boundary_check_can_fail() -> None:
    """Without its drift term Δ²·ln(1/δ)/(2at) the bound is crossed on most paths."""
    freq = violation_frequency(lambda t: 1 / (2 * t) + math.log(1 / DELTA))
    assert freq > 0.5


def test_linear_boundary_holds_through_the_mechanism_under_the_worst_stop() -> None:
    """Through ``brownian_noise_reduction``: a stopping function that knows f(x) and f(x′) (public in
    this test) stops as soon as the loss exceeds the bound; the realised loss exceeds the charged
    E with frequency ≤ δ + 3 s.e."""
    times = tuple(float(t) for t in np.geomspace(100.0, 0.01, 50))
    bound = brownian_linear_boundary(DELTA, times[-1])
    fx, fx_n = 1.0, 0.0

    at = {t: bound.at_time(t) for t in times}

    def greedy(released: Release) -> bool:
        t, y = released[-1]
        return brownian_loss(y, fx, fx_n, time=t) > at[t]

    m = brownian_noise_reduction(None, times, greedy, bound=bound)
    coins = sampled_coins(99)
    n = 4000
    bad = 0
    for _ in range(n):
        out = m.machine.release(fx, coins)
        t, y = out[-1]
        bad += brownian_loss(y, fx, fx_n, time=t) > m.realised(out)
    assert bad / n <= DELTA + 3 * math.sqrt(DELTA * (1 - DELTA) / n)
    assert bad > 0


# ---------------------------------------------------------------------------------------------
# The functions as values
# ---------------------------------------------------------------------------------------------


def test_laplace_expost_is_delta1_times_the_last_level_rounded_up() -> None:
    e = laplace_expost(2.0, sensitivity=Fraction(1, 3))
    assert isinstance(e, ExPostFunction)
    got = e(((0.5, 1.0), (0.7, 2.0)))
    assert Fraction(got) >= Fraction(1, 3) * Fraction(0.7) and got == pytest.approx(0.7 / 3, rel=1e-15)
    assert Fraction(e.sup) >= Fraction(2, 3)
    assert laplace_expost(Fraction(1, 2)).largest_epsilon == 0.5


@pytest.mark.parametrize("build", [lambda: laplace_expost(2.0, sensitivity=Fraction(1, 3)), lambda: laplace_expost(1.5),
                                   lambda: brownian_linear_boundary(1e-6, 0.25, target_time=4.0),
                                   lambda: brownian_linear_boundary(Fraction(1, 3), 1e-3, sensitivity=2.5, a=0.75)])
def test_repr_rebuilds_the_function(build: Callable[[], Any]) -> None:
    x = build()
    ns = {"laplace_expost": laplace_expost, "brownian_linear_boundary": brownian_linear_boundary, "Fraction": Fraction, "math": math}
    back = eval(repr(x), ns)  # noqa: S307 - the repr is the API under test
    assert type(back) is type(x) and back == x


def test_linear_boundary_repr_shows_the_intercept() -> None:
    assert repr(brownian_linear_boundary(0.05, 0.01, a=2.0)) == "brownian_linear_boundary(0.05, 0.01, a=2.0)"
    assert repr(brownian_linear_boundary(0.05, 0.01, a=2.0, sensitivity=3)) == "brownian_linear_boundary(0.05, 0.01, sensitivity=3, a=2.0)"


BAD_RELEASES: list[tuple[object, str]] = [
    ([(1.0, 2.0)], "non-empty tuple"),
    ((), "non-empty tuple"),
    (((1, 2.0),), "float"),
    (((math.nan, 2.0),), "finite"),
    (((-1.0, 2.0),), "finite"),
    ((1.0, 2.0), "pair"),
]


@pytest.mark.parametrize(("release", "match"), BAD_RELEASES)
@pytest.mark.parametrize("e", [laplace_expost(2.0), brownian_linear_boundary(0.05, 0.01)], ids=["laplace", "linear"])
def test_a_malformed_release_is_refused(e: ExPostFunction[Any], release: object, match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        e(release)


def test_a_release_off_the_grid_is_refused() -> None:
    with pytest.raises(InvalidArgument, match="above the grid's largest"):
        laplace_expost(2.0)(((4.0, 1.0),))
    with pytest.raises(InvalidArgument, match="below the grid's smallest"):
        brownian_linear_boundary(0.05, 0.01)(((0.001, 1.0),))


BAD: list[tuple[str, Callable[[], object], str]] = [
    ("delta-zero", lambda: brownian_linear_boundary(0, 1.0), "delta=0"),
    ("delta-one", lambda: brownian_linear_boundary(1, 1.0), "delta=1"),
    ("delta-nan", lambda: brownian_linear_boundary(math.nan, 1.0), "delta=nan"),
    ("delta-bool", lambda: brownian_linear_boundary(True, 1.0), "delta=True"),
    ("time-zero", lambda: brownian_linear_boundary(0.05, 0.0), "smallest_time=0.0 must be > 0"),
    ("time-inf", lambda: brownian_linear_boundary(0.05, math.inf), "smallest_time=inf"),
    ("a-negative", lambda: brownian_linear_boundary(0.05, 1.0, a=-1.0), "a=-1.0 must be > 0"),
    ("a-and-target", lambda: brownian_linear_boundary(0.05, 1.0, a=1.0, target_time=2.0), "at most one of a="),
    ("target-nan", lambda: brownian_linear_boundary(0.05, 1.0, target_time=math.nan), "target_time=nan"),
    ("sensitivity-zero", lambda: brownian_linear_boundary(0.05, 1.0, sensitivity=0), "sensitivity=0"),
    ("eps-zero", lambda: laplace_expost(0.0), "largest_epsilon=0.0 must be > 0"),
    ("eps-inf", lambda: laplace_expost(math.inf), "largest_epsilon=inf"),
    ("eps-huge", lambda: laplace_expost(10**400), "beyond the float range"),
    ("lap-sensitivity-bool", lambda: laplace_expost(1.0, sensitivity=False), "sensitivity=False"),
    ("class-a-nan", lambda: BrownianLinearBoundary(0.05, 1.0, math.nan), "a=nan"),
    ("class-int-time", lambda: BrownianLinearBoundary(0.05, 1, 1.0), "must be floats"),
    ("class-eps-int", lambda: LaplaceExPost(2), "must be a float"),
    ("loss-eps", lambda: laplace_loss(0.0, 0.0, 1.0, epsilon=0.0), "epsilon=0.0"),
    ("loss-rho", lambda: gaussian_loss(0.0, 0.0, 1.0, rho=-1.0), "rho=-1.0"),
    ("loss-time", lambda: brownian_loss(0.0, 0.0, 1.0, time=math.nan), "time=nan"),
    ("loss-dims", lambda: gaussian_loss((0.0, 1.0), 0.0, 1.0, rho=1.0), "one dimension"),
    ("loss-empty", lambda: laplace_loss((), (), (), epsilon=1.0), "no coordinates"),
]


@pytest.mark.parametrize(("name", "build", "match"), BAD, ids=[b[0] for b in BAD])
def test_bad_arguments_are_refused(name: str, build: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        build()


# ---------------------------------------------------------------------------------------------
# Privacy-loss functions (Def 2.3)
# ---------------------------------------------------------------------------------------------


def test_gaussian_loss_under_x_is_normal_with_mean_rho_u2_over_2_and_variance_rho_u2() -> None:
    """Digest §10 item 2: L ~ N(ρ‖u‖²/2, ρ‖u‖²) under x; both moments within 3 s.e."""
    rho, fx, fx_n = 0.5, (1.0, -1.0), (0.0, 1.0)
    u2 = 1.0 + 4.0
    n = 20_000
    z = np.random.default_rng(4).standard_normal((n, 2)) / math.sqrt(rho)
    losses = np.array([gaussian_loss((fx[0] + a, fx[1] + b), fx, fx_n, rho=rho) for a, b in z])
    mean, var = rho * u2 / 2, rho * u2
    assert abs(float(np.mean(losses)) - mean) <= 3 * math.sqrt(var / n)
    assert abs(float(np.var(losses)) - var) <= 3 * var * math.sqrt(2 / n)


def test_laplace_loss_is_bounded_by_eps_times_the_l1_distance() -> None:
    rng = np.random.default_rng(6)
    eps, fx, fx_n = 0.7, (0.0, 2.0, -1.0), (0.5, 1.0, -1.25)
    l1 = 0.5 + 1.0 + 0.25
    worst = 0.0
    for y in rng.laplace(0.0, 3.0, (5000, 3)):
        worst = max(worst, abs(laplace_loss(tuple(y), fx, fx_n, epsilon=eps)))
    assert worst <= eps * l1 * (1 + 1e-12)
    assert worst >= eps * l1 * 0.999  # attained far out: the bound is tight
    assert laplace_loss(-10.0, 0.0, 1.0, epsilon=2.0) == pytest.approx(2.0)   # 2·(11 − 10)
    assert laplace_loss(10.0, 0.0, 1.0, epsilon=2.0) == pytest.approx(-2.0)   # 2·(9 − 10)


def test_brownian_loss_is_the_drift_plus_the_scaled_path() -> None:
    """L^(t) = ‖u‖²/(2t) + ⟨u, B(t)⟩/t (digest §9.1), with y = f(x) + B(t)."""
    t, fx, fx_n, b = 3.0, (0.7, 0.1), (-0.3, 0.5), (0.4, -1.2)
    u = (fx[0] - fx_n[0], fx[1] - fx_n[1])
    want = (u[0] ** 2 + u[1] ** 2) / (2 * t) + (u[0] * b[0] + u[1] * b[1]) / t
    y = (fx[0] + b[0], fx[1] + b[1])
    assert brownian_loss(y, fx, fx_n, time=t) == pytest.approx(want, rel=1e-12)
    assert brownian_loss(y, fx, fx_n, time=t) == pytest.approx(gaussian_loss(y, fx, fx_n, rho=1 / t), rel=1e-12)

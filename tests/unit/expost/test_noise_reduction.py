"""Brownian and Laplace noise reduction (seed 001 Def 4.4, Lemma 4.1; digest §4.5, §4.6, §10 items 9–11).

Statistical checks are seeded. KS tests run at α = 0.001 with n = 10^5 (the issue's acceptance
level), with the statistic and its asymptotic critical value written here (scipy is not a test
dependency): D > c(α)·√(1/n) (one sample) or c(α)·√((n+m)/(nm)) (two samples), c(α) = √(−ln(α/2)/2).
Moments and frequencies are checked within 3 standard errors (4 where one test makes many
comparisons at once, said where it does).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from functools import cache
from typing import Any

import attrs
import numpy as np
import pytest

from combinators.errors import InvalidArgument, InvalidData
from combinators.expost import ExPost, ExPostMechanism, expost_assumptions
from combinators.expost.loss_bounds import Release, brownian_loss, laplace_expost, laplace_loss, brownian_linear_boundary
from combinators.expost.noise_reduction import (
    BrownianNoiseReduction,
    LaplaceNoiseReduction,
    StatisticWithin,
    RelativeErrorStop,
    brownian_noise_reduction,
    laplace_noise_reduction,
    relative_error_stop,
)
from combinators.machines import NoninteractiveMechanism, Proved, relates
from combinators.primitives import sensitivity_relation
from combinators.prob import sampled_coins

ALPHA = 0.001
C_ALPHA = math.sqrt(-math.log(ALPHA / 2) / 2)  # 1.9495…, the Kolmogorov quantile at 1 − α
N = 100_000
GRID = (100.0, 25.0, 4.0, 1.0, 0.25)  # digest §10 item 9(b)
EPS = (0.1, 0.2, 0.5, 1.0, 2.0)       # digest appendix: the Laplace check's grid


def never(released: Release) -> bool:
    return False


def ks_one(sample: np.ndarray, cdf: Callable[[np.ndarray], np.ndarray]) -> float:
    """The one-sample Kolmogorov–Smirnov statistic sup |F_n − F|."""
    x = np.sort(sample)
    f = cdf(x)
    n = len(x)
    return float(max(np.max(np.arange(1, n + 1) / n - f), np.max(f - np.arange(0, n) / n)))


def ks_two(a: np.ndarray, b: np.ndarray) -> float:
    """The two-sample Kolmogorov–Smirnov statistic sup |F_a − F_b|."""
    a, b = np.sort(a), np.sort(b)
    pts = np.concatenate([a, b])
    fa = np.searchsorted(a, pts, side="right") / len(a)
    fb = np.searchsorted(b, pts, side="right") / len(b)
    return float(np.max(np.abs(fa - fb)))


_erf = np.vectorize(math.erf)


def normal_cdf(x: np.ndarray) -> np.ndarray:
    return np.asarray(0.5 * (1 + _erf(x / math.sqrt(2))), dtype=float)


def laplace_cdf(x: np.ndarray) -> np.ndarray:
    return np.asarray(np.where(x < 0, 0.5 * np.exp(np.minimum(x, 0)), 1 - 0.5 * np.exp(-np.maximum(x, 0))), dtype=float)


def test_the_ks_helpers_can_fail() -> None:
    """A shifted sample fails the one-sample test and differs in the two-sample one: the KS checks bite."""
    z = np.random.default_rng(0).standard_normal(N)
    assert ks_one(z, normal_cdf) <= C_ALPHA / math.sqrt(N)
    assert ks_one(z + 0.02, normal_cdf) > C_ALPHA / math.sqrt(N)
    assert ks_two(z[: N // 2], z[N // 2:] + 0.05) > C_ALPHA * math.sqrt(2 / (N // 2))


@cache
def brownian_samples(sampler: str) -> np.ndarray:
    """N runs of the whole grid through the machine, f(x) = 3: the noise B(t_k), one row per run."""
    m = brownian_noise_reduction(None, GRID, never, bound=brownian_linear_boundary(0.05, GRID[-1]), sampler=sampler)  # type: ignore[arg-type]  # checked names
    coins = sampled_coins(11 if sampler == "bridge" else 12)
    rows = [[y for _, y in m.machine.release(3.0, coins)] for _ in range(N)]
    return np.asarray(rows, dtype=float) - 3.0


@pytest.mark.parametrize("sampler", ["bridge", "increments"])
def test_brownian_marginals_are_normal_with_variance_t(sampler: str) -> None:
    b = brownian_samples(sampler)
    for k, t in enumerate(GRID):
        d = ks_one(b[:, k] / math.sqrt(t), normal_cdf)
        assert d <= C_ALPHA / math.sqrt(N), (sampler, t, d)


@pytest.mark.parametrize("sampler", ["bridge", "increments"])
def test_brownian_covariance_is_min_of_the_times(sampler: str) -> None:
    """Cov(B(s), B(t)) = min(s, t): Cov(B(100), B(4)) = 4 within 3 s.e.; every pair within 4 s.e.
    (ten comparisons). For jointly normal X, Y with mean 0, Var(XY) = Var X·Var Y + Cov²."""
    b = brownian_samples(sampler)
    for i, s in enumerate(GRID):
        for j, t in enumerate(GRID):
            if j < i:
                continue
            c = min(s, t)
            se = math.sqrt((s * t + c * c) / N)
            got = float(np.mean(b[:, i] * b[:, j]))
            k = 3 if (s, t) == (100.0, 4.0) else 4
            assert abs(got - c) <= k * se, (sampler, s, t, got)


@pytest.mark.parametrize("sampler", ["bridge", "increments"])
def test_brownian_increments_are_independent_of_later_values(sampler: str) -> None:
    """B(t_j) − B(t_{j+1}) and B(t_{j+1}) are uncorrelated, and so are their squares (4 s.e.: eight
    comparisons); independent Gaussians have both correlations 0."""
    b = brownian_samples(sampler)
    for j in range(len(GRID) - 1):
        inc, later = b[:, j] - b[:, j + 1], b[:, j + 1]
        assert abs(np.corrcoef(inc, later)[0, 1]) <= 4 / math.sqrt(N)
        assert abs(np.corrcoef(inc**2, later**2)[0, 1]) <= 4 * math.sqrt(2) / math.sqrt(N)  # noqa: PLR2004 - s.e. of a correlation of squares


def test_the_two_brownian_samplers_agree() -> None:
    """Two-sample KS per level: the forward bridge and the backward increments have one law."""
    a, b = brownian_samples("bridge"), brownian_samples("increments")
    for k in range(len(GRID)):
        assert ks_two(a[:, k], b[:, k]) <= C_ALPHA * math.sqrt(2 / N), GRID[k]


def test_the_covariance_check_can_fail() -> None:
    """Independent noise per level (the doubling baseline's) has the right marginals but covariance 0,
    which the covariance test above refuses."""
    z = np.random.default_rng(3).standard_normal((N, 2)) * np.sqrt([100.0, 4.0])
    assert abs(float(np.mean(z[:, 0] * z[:, 1])) - 4.0) > 3 * math.sqrt((400 + 16) / N)


def joint_llr(release: Release, fx: float, fx_neighbour: float) -> float:
    """log p_x(y_1..k) − log p_x′(y_1..k) for the Gaussian vector with covariance min(t_i, t_j),
    computed from the full covariance matrix (not through the increments)."""
    t = np.array([p for p, _ in release])
    y = np.array([v for _, v in release], dtype=float)
    cov = np.minimum.outer(t, t)
    inv = np.linalg.inv(cov)
    r1, r0 = y - fx_neighbour, y - fx
    return float((r1 @ inv @ r1 - r0 @ inv @ r0) / 2)


@pytest.mark.parametrize("sampler", ["bridge", "increments"])
def test_the_prefix_loss_is_the_last_releases_loss(sampler: str) -> None:
    """Lemma 4.1: the log-likelihood ratio of the whole released prefix equals that of the last
    release alone (t = (10, 3, 1, 0.2), f(x) = 0.7, f(x′) = −0.3), to 1e-9 relative; over the full
    grid and under a random stop drawn independently of the data."""
    times = (10.0, 3.0, 1.0, 0.2)
    rng = np.random.default_rng(5)

    def random_stop(released: Release) -> bool:
        return bool(rng.random() < 0.4)

    for stop in (never, random_stop):
        m = brownian_noise_reduction(None, times, stop, bound=brownian_linear_boundary(0.05, 0.2), sampler=sampler)  # type: ignore[arg-type]
        coins = sampled_coins(21)
        lengths = set()
        for _ in range(200):
            out = m.machine.release(0.7, coins)
            lengths.add(len(out))
            t_last, y_last = out[-1]
            assert isinstance(y_last, float)
            last = brownian_loss(y_last, 0.7, -0.3, time=t_last)
            assert joint_llr(out, 0.7, -0.3) == pytest.approx(last, rel=1e-9, abs=1e-12)
        assert lengths == ({4} if stop is never else {1, 2, 3, 4})


def test_the_prefix_check_can_fail() -> None:
    """With independent noise per level the prefix's ratio is the sum of the levels', not the last's."""
    rel: Release = ((10.0, 0.9), (3.0, 1.4), (1.0, 0.2))
    indep = sum(brownian_loss(y, 0.7, -0.3, time=t) for t, y in rel)
    assert joint_llr(rel, 0.7, -0.3) != pytest.approx(indep, rel=1e-3)


def test_brownian_vector_statistic_releases_tuples_on_one_path() -> None:
    """A tuple-valued statistic gives tuple values of its dimension; the coordinates are independent
    Brownian paths (their cross-covariance is 0 within 4 s.e.)."""
    m = brownian_noise_reduction(lambda x: (x[0], x[1]), (4.0, 1.0), never, bound=brownian_linear_boundary(0.05, 1.0))
    coins = sampled_coins(2)
    outs = [m.machine.release((1.0, -2.0), coins) for _ in range(20_000)]
    assert all(type(y) is tuple and len(y) == 2 for out in outs for _, y in out)
    b = np.array([[out[0][1][0] - 1.0, out[0][1][1] + 2.0] for out in outs])  # type: ignore[index]
    assert abs(float(np.mean(b[:, 0] * b[:, 1]))) <= 4 * 4 / math.sqrt(20_000)
    assert float(np.var(b[:, 0])) == pytest.approx(4.0, abs=4 * 4 * math.sqrt(2 / 20_000))


# ---------------------------------------------------------------------------------------------
# Laplace noise reduction
# ---------------------------------------------------------------------------------------------


@cache
def laplace_samples() -> np.ndarray:
    m = laplace_noise_reduction(None, EPS, never)
    coins = sampled_coins(31)
    return np.asarray([[y for _, y in m.machine.release(-2.0, coins)] for _ in range(N)], dtype=float) + 2.0


def test_laplace_marginals_are_laplace_one_over_epsilon() -> None:
    eta = laplace_samples()
    for k, e in enumerate(EPS):
        d = ks_one(eta[:, k] * e, laplace_cdf)
        assert d <= C_ALPHA / math.sqrt(N), (e, d)


def test_laplace_stays_with_probability_ratio_squared() -> None:
    """η_k = η_{k+1} with probability (ε_k/ε_{k+1})² (binomial, within 3 s.e.)."""
    eta = laplace_samples()
    for k in range(len(EPS) - 1):
        p = (EPS[k] / EPS[k + 1]) ** 2
        freq = float(np.mean(eta[:, k] == eta[:, k + 1]))
        assert abs(freq - p) <= 3 * math.sqrt(p * (1 - p) / N), (EPS[k], freq, p)


def test_laplace_stay_coin_is_the_exact_ratio_of_the_float_scales() -> None:
    """The stay probability is the Fraction (b_{k+1}/b_k)² of the float scales b = 1/ε rounded up
    (exactly what makes η_k ~ Lap(b_k)), as coins.bernoulli takes it; it is (ε_k/ε_{k+1})² to 1e-15."""
    machine = laplace_noise_reduction(None, [0.1, 0.3], never).machine
    assert isinstance(machine, LaplaceNoiseReduction)
    seen: list[object] = []

    @attrs.define
    class Spy:
        inner: Any

        def __getattr__(self, name: str) -> Any:
            return getattr(self.inner, name)

        def bernoulli(self, p: object, /) -> bool:
            seen.append(p)
            return bool(self.inner.bernoulli(p))

    machine.release(0.0, Spy(sampled_coins(0)))  # a spy with every Coins method
    b_coarse, b_fine = 1 / 0.1, 1 / 0.3
    assert Fraction(b_coarse) >= 1 / Fraction(0.1) and Fraction(math.nextafter(b_fine, 0)) < 1 / Fraction(0.3)
    b_fine = b_fine if Fraction(b_fine) >= 1 / Fraction(0.3) else math.nextafter(b_fine, math.inf)
    assert seen == [(Fraction(b_fine) / Fraction(b_coarse)) ** 2]
    assert float(seen[0]) == pytest.approx((0.1 / 0.3) ** 2, rel=1e-15)  # type: ignore[arg-type]


@pytest.mark.parametrize("d", [1, 3])
def test_laplace_realised_loss_is_at_most_delta1_eps_T_on_every_path(d: int) -> None:
    """|L| ≤ Δ1·ε_T on every path, for neighbours with ‖f(x) − f(x′)‖₁ = Δ1 and a stop on the releases."""
    sens = 1.5
    fx = tuple(2.0 + 0.5 * i for i in range(d))
    fx_n = tuple(v + (sens / d if i % 2 == 0 else -sens / d) for i, v in enumerate(fx))
    target = 0.8

    def accurate_enough(released: Release) -> bool:  # a relative-error rule on the releases only
        eps, y = released[-1]
        first = y[0] if isinstance(y, tuple) else y
        return 2 / eps <= target * abs(first)

    stat = (lambda x: x) if d > 1 else None
    m = laplace_noise_reduction(stat, EPS, accurate_enough, sensitivity=sens)
    coins = sampled_coins(41 + d)
    data = fx if d > 1 else fx[0]
    lengths = set()
    for _ in range(3000):
        out = m.machine.release(data, coins)
        eps_t, y = out[-1]
        bound = m.realised(out)
        assert bound == pytest.approx(sens * eps_t) and bound >= sens * eps_t
        assert abs(laplace_loss(y, data, fx_n if d > 1 else fx_n[0], epsilon=eps_t)) <= bound * (1 + 1e-12)
        lengths.add(len(out))
    assert lengths == {1, 2, 3, 4, 5}


def test_laplace_certificate() -> None:
    m = laplace_noise_reduction(None, [0.25, 0.5, Fraction(1)], never, sensitivity=2)
    assert isinstance(m, ExPostMechanism)
    assert m.expost.e == laplace_expost(1.0, sensitivity=2) and type(m.expost.provenance) is Proved
    assert expost_assumptions(m) == ()
    assert m.expost.sup == 2.0 and m.expost.delta == 0
    assert m.relation is sensitivity_relation(2)
    assert "Lemma 2.1" in m.theorem and "[derived" in m.theorem
    assert repr(m.machine) == "LaplaceNoiseReduction(epsilons=(0.25, 0.5, 1.0), stop=never, statistic=None)"


def test_brownian_certificate_with_the_linear_boundary() -> None:
    bound = brownian_linear_boundary(1e-6, 0.25, target_time=4.0)
    m = brownian_noise_reduction(None, list(GRID), never, bound=bound)
    assert isinstance(m.machine, BrownianNoiseReduction) and isinstance(m.machine, NoninteractiveMechanism)
    assert m.expost.e is bound and m.expost.delta == 1e-6 and expost_assumptions(m) == ()
    assert m.expost.sup == bound.at_time(0.25)
    assert "Lemma 4.1" in m.theorem and "[derived" in m.theorem
    assert m.relation is sensitivity_relation(1)
    assert repr(m.machine) == ("BrownianNoiseReduction(times=(100.0, 25.0, 4.0, 1.0, 0.25), stop=never, "
                               "statistic=None, sampler='bridge')")


def test_brownian_takes_a_callers_expost_certificate_as_it_is() -> None:
    mine = ExPost(brownian_linear_boundary(0.01, 0.5), 0.01)
    m = brownian_noise_reduction(None, (2.0, 1.0, 0.5), never, bound=mine)
    assert m.expost is mine and "the caller's" in m.theorem
    assert expost_assumptions(m) == ("asserted by the caller",)


def test_the_relation_of_a_statistic_is_its_sensitivity() -> None:
    def total(x: tuple[float, ...]) -> tuple[float, float]:
        return (sum(x), float(len(x)))

    m = brownian_noise_reduction(total, GRID, never, bound=brownian_linear_boundary(0.05, 0.25, sensitivity=2), sensitivity=2)
    assert relates(m.relation, (1.0, 1.0), (1.0, 1.0, 0.0))      # ‖(0, 1)‖₂ = 1 ≤ 2
    assert not relates(m.relation, (1.0,), (4.0,))                # ‖(3, 0)‖₂ = 3
    lap = laplace_noise_reduction(total, EPS, never, sensitivity=2)
    assert relates(lap.relation, (1.0, 1.0), (2.0, 1.0, 0.0))      # ‖(1, 1)‖₁ = 2
    assert not relates(lap.relation, (1.0, 1.0), (2.5, 1.0, 0.0))  # ‖(1.5, 1)‖₁ = 2.5
    assert lap.relation.related == StatisticWithin(total, Fraction(2), 1)


# ---------------------------------------------------------------------------------------------
# The stopping function sees the released pairs only
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["brownian-bridge", "brownian-increments", "laplace"])
def test_a_stopping_function_gets_only_the_released_pairs(kind: str) -> None:
    calls: list[tuple[tuple[object, ...], dict[str, object]]] = []
    secret = object()

    def spy(*args: object, **kwargs: object) -> bool:
        calls.append((args, kwargs))
        return len(args[0]) == 3  # type: ignore[arg-type]

    def stat(x: object) -> float:
        assert x is secret
        return 5.0

    if kind == "laplace":
        m = laplace_noise_reduction(stat, EPS, spy)
    else:
        m = brownian_noise_reduction(stat, GRID, spy, bound=brownian_linear_boundary(0.05, 0.25),
                                     sampler=kind.split("-")[1])  # type: ignore[arg-type]
    out = m.machine.release(secret, sampled_coins(0))
    assert len(out) == 3 and len(calls) == 3
    for k, (args, kwargs) in enumerate(calls):
        assert kwargs == {} and len(args) == 1
        assert type(args[0]) is tuple and args[0] == out[: k + 1]
        assert all(type(p) is tuple and len(p) == 2 and type(p[0]) is float and type(p[1]) is float for p in args[0])
        assert all(v is not secret and v != 5.0 for _, v in args[0])


def test_the_grid_end_stops_without_asking() -> None:
    calls = []

    def count(released: Release) -> bool:
        calls.append(len(released))
        return False

    out = laplace_noise_reduction(None, EPS, count).machine.release(0.0, sampled_coins(0))
    assert len(out) == len(EPS) and calls == [1, 2, 3, 4]


def test_a_stopping_function_answering_a_non_bool_is_refused() -> None:
    m = laplace_noise_reduction(None, EPS, lambda r: "yes")  # type: ignore[arg-type]  # a misuse mypy refuses
    with pytest.raises(InvalidArgument, match="answered a str; it must answer True or False"):
        m.machine.release(0.0, sampled_coins(0))


def test_a_failing_statistic_names_its_failure_never_the_data() -> None:
    def lookup(x: dict[str, float]) -> float:
        return x["patient 17: HIV+"]

    m = brownian_noise_reduction(lookup, GRID, never, bound=brownian_linear_boundary(0.05, 0.25))
    with pytest.raises(InvalidData) as err:
        m.machine.release({"other": 1.0}, sampled_coins(0))
    assert "KeyError" in str(err.value) and "patient" not in str(err.value)
    with pytest.raises(InvalidData, match="str"):
        laplace_noise_reduction(None, EPS, never).machine.release("secret", sampled_coins(0))
    with pytest.raises(InvalidData, match="NaN"):
        laplace_noise_reduction(None, EPS, never).machine.release(math.nan, sampled_coins(0))
    with pytest.raises(InvalidData, match="takes a real number .* the data is a tuple"):  # statistic=None: a real
        laplace_noise_reduction(None, EPS, never).machine.release((1.0, 2.0), sampled_coins(0))


def test_the_draws_come_from_the_coins() -> None:
    """One seed, one release: the machines draw nothing outside ``coins``."""
    for m in (brownian_noise_reduction(None, GRID, never, bound=brownian_linear_boundary(0.05, 0.25)),
              brownian_noise_reduction(None, GRID, never, bound=brownian_linear_boundary(0.05, 0.25), sampler="increments"),
              laplace_noise_reduction(None, EPS, never)):
        assert m.machine.release(1.0, sampled_coins(8)) == m.machine.release(1.0, sampled_coins(8))


def test_relative_error_stop_reads_the_noise_scale_from_the_release() -> None:
    """z·sd ≤ target·|y| with sd = √t (Brownian) or √2/ε (Laplace), for every coordinate."""
    b = relative_error_stop(0.1, "brownian")
    assert not b(((4.0, 39.1),)) and b(((4.0, 39.3),))           # 1.96·2 = 3.92 ≤ 0.1·|y| iff |y| ≥ 39.2
    lap = relative_error_stop(0.5, "laplace", z=1.0)
    assert lap(((2.0, 1.5),)) and not lap(((2.0, 1.4),))         # √2/2 = 0.7071 ≤ 0.5·|y| iff |y| ≥ 1.4142
    assert not b(((4.0, (50.0, -10.0)),)) and b(((4.0, (50.0, -40.0)),))
    assert b == relative_error_stop(Fraction(1, 10), "brownian")


def test_a_library_stop_rebuilds_the_mechanism_from_its_repr() -> None:
    ns = {"brownian_noise_reduction": brownian_noise_reduction, "laplace_noise_reduction": laplace_noise_reduction,
          "brownian_linear_boundary": brownian_linear_boundary, "relative_error_stop": relative_error_stop,
          "BrownianNoiseReduction": BrownianNoiseReduction, "LaplaceNoiseReduction": LaplaceNoiseReduction,
          "Fraction": Fraction}
    built = [brownian_noise_reduction(None, GRID, relative_error_stop(0.1, "brownian"), sensitivity=0.5,
                                      bound=brownian_linear_boundary(1e-6, 0.25, target_time=4.0), sampler="increments"),
             laplace_noise_reduction(None, EPS, relative_error_stop(0.2, "laplace", z=2.5), sensitivity=3)]
    for m in built:
        for x in (m, m.machine):
            back = eval(repr(x), ns)  # noqa: S307 - the repr is the API under test
            assert type(back) is type(x) and back == x, repr(x)


# ---------------------------------------------------------------------------------------------
# Bad inputs: one table
# ---------------------------------------------------------------------------------------------

LB = brownian_linear_boundary(0.05, 0.25)

BAD: list[tuple[str, Callable[[], object], str]] = [
    ("times-increasing", lambda: brownian_noise_reduction(None, (1.0, 2.0), never, bound=LB),
     r"times must be strictly decreasing .*times\[0\] = 1.0 and times\[1\] = 2.0"),
    ("times-repeated", lambda: brownian_noise_reduction(None, (2.0, 1.0, 1.0), never, bound=LB), "strictly decreasing"),
    ("times-collapse-as-floats", lambda: brownian_noise_reduction(
        None, (Fraction(10**17 + 1, 10**17), 1.0), never, bound=LB), r"\(as floats\)"),
    ("times-zero", lambda: brownian_noise_reduction(None, (1.0, 0.0), never, bound=LB), r"times\[1\]=0.0 must be > 0"),
    ("times-negative", lambda: brownian_noise_reduction(None, (1.0, -1.0), never, bound=LB), r"times\[1\]=-1.0"),
    ("times-nan", lambda: brownian_noise_reduction(None, (math.nan,), never, bound=LB), r"times\[0\]=nan"),
    ("times-inf", lambda: brownian_noise_reduction(None, (math.inf, 1.0), never, bound=LB), r"times\[0\]=inf"),
    ("times-bool", lambda: brownian_noise_reduction(None, (True,), never, bound=LB), r"times\[0\]=True"),
    ("times-empty", lambda: brownian_noise_reduction(None, (), never, bound=LB), "empty"),
    ("times-number", lambda: brownian_noise_reduction(None, 1.0, never, bound=LB), "times=1.0 must be a sequence"),  # type: ignore[arg-type]
    ("times-too-close", lambda: brownian_noise_reduction(None, (1e-323, 5e-324), never, bound=brownian_linear_boundary(0.05, 5e-324)),
     "too close"),
    ("times-huge", lambda: brownian_noise_reduction(None, (10**400,), never, bound=LB), "beyond the float range"),
    ("sensitivity-zero", lambda: brownian_noise_reduction(None, (1.0,), never, bound=LB, sensitivity=0), "sensitivity=0"),
    ("sensitivity-nan", lambda: laplace_noise_reduction(None, (1.0,), never, sensitivity=math.nan), "sensitivity=nan"),
    ("sensitivity-bool", lambda: laplace_noise_reduction(None, (1.0,), never, sensitivity=True), "sensitivity=True"),
    ("sensitivity-above-bound", lambda: brownian_noise_reduction(None, (1.0,), never, bound=LB, sensitivity=2),
     "for sensitivity 1, below the mechanism's 2"),
    ("bound-short", lambda: brownian_noise_reduction(None, (1.0, 0.1), never, bound=LB),
     r"covers times down to 0.25, but the grid goes down to 0.1"),
    ("bound-type", lambda: brownian_noise_reduction(None, (1.0,), never, bound=0.5), "bound=0.5 must be"),  # type: ignore[arg-type]
    ("sampler", lambda: brownian_noise_reduction(None, (1.0,), never, bound=LB, sampler="exact"),  # type: ignore[arg-type]
     "sampler='exact' must be 'bridge' or 'increments'"),
    ("stop-not-callable", lambda: brownian_noise_reduction(None, (1.0,), 3, bound=LB), "stop=3 must be a function"),  # type: ignore[arg-type]
    ("statistic-not-callable", lambda: laplace_noise_reduction(2, (1.0,), never), "statistic=2 must be"),  # type: ignore[arg-type]
    ("eps-decreasing", lambda: laplace_noise_reduction(None, (2.0, 1.0), never),
     r"epsilons must be strictly increasing .*epsilons\[0\] = 2.0 and epsilons\[1\] = 1.0"),
    ("eps-zero", lambda: laplace_noise_reduction(None, (0.0, 1.0), never), r"epsilons\[0\]=0.0 must be > 0"),
    ("eps-negative", lambda: laplace_noise_reduction(None, (-1.0, 1.0), never), r"epsilons\[0\]=-1.0"),
    ("eps-nan", lambda: laplace_noise_reduction(None, (1.0, math.nan), never), r"epsilons\[1\]=nan"),
    ("eps-inf", lambda: laplace_noise_reduction(None, (1.0, math.inf), never), r"epsilons\[1\]=inf"),
    ("eps-bool", lambda: laplace_noise_reduction(None, (False, 1.0), never), r"epsilons\[0\]=False"),
    ("eps-tiny", lambda: laplace_noise_reduction(None, (5e-324,), never), "noise scale 1/ε beyond the float range"),
    ("eps-string", lambda: laplace_noise_reduction(None, "12", never), "must be a sequence"),  # type: ignore[arg-type]
    ("machine-unsorted", lambda: BrownianNoiseReduction((1.0, 2.0), never), "strictly decreasing"),
    ("machine-ints", lambda: LaplaceNoiseReduction((1, 2), never), "must be a tuple of floats"),
    ("stop-target", lambda: relative_error_stop(0.0, "brownian"), "target=0.0 must be > 0"),
    ("stop-noise", lambda: relative_error_stop(0.1, "gaussian"), "noise='gaussian' must be 'brownian' or 'laplace'"),  # type: ignore[arg-type]
    ("stop-z", lambda: relative_error_stop(0.1, "laplace", z=math.nan), "z=nan"),
    ("stop-class-int", lambda: RelativeErrorStop(1, "laplace"), "must be a float"),
    ("machine-sampler", lambda: BrownianNoiseReduction((1.0,), never, None, "fast"), "sampler='fast'"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("name", "build", "match"), BAD, ids=[b[0] for b in BAD])
def test_bad_arguments_are_refused_when_built(name: str, build: Callable[[], object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        build()


def test_noise_reduction_rounds_run_in_the_expost_filter() -> None:
    """To ``expost_filter`` each mechanism is one round that runs to its stop: it is admitted on its
    sup, answered with the whole tuple of pairs and charged E at that release; a Brownian round
    whose sup (1/8 + √(2·ln 1000/4) ≈ 1.98 at t = 4) exceeds what is left is refused."""
    from combinators.composition import STATUS
    from combinators.errors import BudgetExceeded
    from combinators.expost import Round, expost_filter
    from combinators.machines import open_session

    f = expost_filter(1.0, 1e-3, relation=sensitivity_relation(1))
    s = open_session(f, 2.0, seed=0)
    lap = laplace_noise_reduction(None, (0.1, 0.2, 0.4), relative_error_stop(0.5, "laplace"))
    out = s.ask(Round(lap))
    assert type(out) is tuple and 1 <= len(out) <= 3 and [p for p, _ in out] == [0.1, 0.2, 0.4][: len(out)]
    charged = lap.realised(out)
    assert s.ask(STATUS).spent.epsilon == charged  # type: ignore[attr-defined]  # a FilterStatus
    bm = brownian_noise_reduction(None, (100.0, 25.0, 4.0), never,
                                  bound=brownian_linear_boundary(1e-3, 4.0, target_time=4.0))
    with pytest.raises(BudgetExceeded):
        s.ask(Round(bm))

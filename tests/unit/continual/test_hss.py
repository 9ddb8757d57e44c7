"""The HSS continual monotone histogram (seed 002 Alg 4, §7.2, §7 item 8)."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import numpy as np
import pytest

from tests.unit.continual.test_counters import rounds_up
from combinators.continual.counters import DCounter, TreeCounter, one_step_neighbours, tree_counter
from combinators.continual.hss import HSSHistogram, advance, hss_histogram
from combinators.continual.svt import SparseVector, svt_neighbours
from combinators.errors import InvalidArgument
from combinators.machines import HALT, Invalid, open_session, to_approx_dp
from combinators.measures import ApproxDP, Epsilon, PureDP
from combinators.prob import sampled_coins


def gamma(t: int, j: int, beta: float, eps: float | Fraction) -> float:
    return 2.0 + j / 4


def xi(t: int, j: int, beta: float, eps: float | Fraction) -> float:
    return 1.0



def histogram(*args: Any, **kwargs: Any) -> HSSHistogram:
    """The machine of ``hss_histogram(...)``."""
    m = hss_histogram(*args, **kwargs).machine
    assert type(m) is HSSHistogram
    return m


def test_hss_splits_the_budget_in_three() -> None:
    """§7 item 8: SVT at ε/3 (threshold Lap(6/ε), queries Lap(12/ε)), Laplace 3/ε, counters ε/(3d)."""
    eps, d = 1.5, 3
    m = histogram(eps, sum, d, gamma, xi, beta=0.1, horizon=16)
    assert (m.svt_epsilon, m.threshold_scale, m.query_scale, m.laplace_scale, m.counter_epsilon) == (
        Fraction(1, 2), Fraction(4), Fraction(8), Fraction(2), Fraction(1, 6))
    svt = m.svt.machine
    assert isinstance(svt, SparseVector)
    assert m.svt.level == Epsilon(Fraction(1, 2)) and m.svt.certificate.relation == svt_neighbours(d).as_relation()
    third = Fraction(eps) / 3  # scale 6/ε: ratio e^(−ε/6); 12/ε: e^(−ε/12); 3/ε: e^(−ε/3)
    assert rounds_up(svt.r_threshold, third / 2) and rounds_up(svt.r_query, third / 4)
    assert rounds_up(m.r_laplace, third)
    dc = m.counter.machine
    assert isinstance(dc, DCounter) and dc.d == d
    assert m.counter.certificate.relation == one_step_neighbours(dimension=d).as_relation()
    assert isinstance(m.counter.certificate.measure, PureDP)
    assert m.counter.level.epsilon == pytest.approx(0.5) and m.counter.level.epsilon >= 0.5
    each = dc.counter
    assert isinstance(each, TreeCounter)  # 5 levels at ε/(3d) = 1/6: node ratio e^(−1/30)
    assert rounds_up(each.r, Fraction(1, 30))
    # the three thirds add up to ε
    assert 3 * m.svt_epsilon == Fraction(eps)


def _reference(xs: list[tuple[int, ...]], q: Any, d: int) -> list[int]:
    """Alg 4 with every noise 0 (transcribed from the digest, independent of the module)."""
    h, c, out, j, t = [0] * d, [0] * d, q(tuple([0] * d)), 1, 0
    svt_h = list(h)
    thresh = gamma(1, j, 0.1, 0)
    outs = []
    for x in xs:
        t += 1
        c = [a + b for a, b in zip(c, x)]
        svt_h = [a + b for a, b in zip(svt_h, x)]
        if q(tuple(svt_h)) > thresh:  # SVT answers ⊤
            if q(tuple(a + b for a, b in zip(c, h))) > thresh - xi(t, j, 0.1, 0):
                thresh += gamma(t, j, 0.1, 0)
            h = [a + b for a, b in zip(h, c)]  # the d-counter's exact count
            out = q(tuple(h))
            svt_h = list(h)
            c = [0] * d
            j += 1
            thresh = thresh - gamma(t, j - 1, 0.1, 0) + gamma(t, j, 0.1, 0)
        thresh = thresh - gamma(t, j, 0.1, 0) + gamma(t + 1, j, 0.1, 0)
        outs.append(out)
    return outs


def test_hss_without_noise_follows_alg_4() -> None:
    d, horizon = 2, 16
    rng = np.random.default_rng(4)
    xs = [tuple(int(v) for v in rng.integers(0, 2, d)) for _ in range(horizon)]
    exact = lambda e, t: tree_counter(r=Fraction(1, 10**30), horizon=t)  # noqa: E731 - noise-free counter
    m = histogram(3000.0, sum, d, gamma, xi, beta=0.1, horizon=horizon, counter=exact)
    s, coins, outs = m.initial(), sampled_coins(0), []
    for x in xs:
        s, a = m.step(s, x, coins)
        outs.append(a)
    assert outs == _reference(xs, sum, d)
    assert len(set(outs)) > 2  # several intervals closed
    assert m.step(s, xs[0], coins) == (s, HALT)


def test_advance_is_the_controller_of_alg_4() -> None:
    # no ⊤: the threshold moves from γ(t, j) to γ(t+1, j) (here constant in t)
    assert advance(gamma, xi, 0.1, 1.0, sum, 3, 2, 10.0, False, None, None) == (10.0, 2, None)
    # ⊤ with a large noisy value: raised by γ(t, j), then shifted to the next interval's γ
    thresh, j, out = advance(gamma, xi, 0.1, 1.0, sum, 3, 2, 10.0, True, 100, (4, 5))  # type: ignore[misc]
    assert (thresh, j, out) == (10.0 + 2.5 - 2.5 + 2.75, 3, 9)
    # a schedule that answers nonsense
    assert advance(lambda *a: math.nan, xi, 0.1, 1.0, sum, 3, 2, 10.0, False, None, None) is None


@pytest.mark.parametrize("message", [(1,), (1, 2), (True, 0), [1, 0], 1, None, (0.0, 1)])
def test_hss_refuses_a_malformed_update_and_keeps_its_state(message: object) -> None:
    m = histogram(1.0, sum, 2, gamma, xi, beta=0.1, horizon=4)
    s = m.initial()
    s2, a = m.step(s, message, sampled_coins(0))  # type: ignore[arg-type]  # a hostile message
    assert s2 is s and isinstance(a, Invalid)


@pytest.mark.parametrize(("kwargs", "name"), [
    ({"epsilon": 0.0}, "epsilon"),
    ({"epsilon": math.inf}, "epsilon"),
    ({"d": 0}, "d"),
    ({"d": 10**400}, "d"),
    ({"horizon": 0}, "horizon"),
    ({"beta": 0.0}, "beta"),
    ({"beta": 1.5}, "beta"),
    ({"gamma": None}, "gamma"),
    ({"xi": 3}, "xi"),
    ({"q": "sum"}, "q"),
    ({"gamma": lambda *a: "x"}, "gamma"),
    ({"q": lambda h: 0.5}, "q"),
    ({"counter": 3}, "counter"),
])
def test_hss_histogram_refuses_bad_arguments_when_built(kwargs: dict[str, Any], name: str) -> None:
    args: dict[str, Any] = {"epsilon": 1.0, "q": sum, "d": 2, "gamma": gamma, "xi": xi, "beta": 0.1, "horizon": 4}
    args.update(kwargs)
    with pytest.raises(InvalidArgument, match=name):
        hss_histogram(**args)


def test_hss_runs_through_a_session() -> None:
    m = hss_histogram(1.0, sum, 2, gamma, xi, beta=0.1, horizon=3)
    assert isinstance(m.machine, HSSHistogram)
    s = open_session(m, None, seed=3)
    assert all(type(s.ask((1, 1))) is int for _ in range(3))


def test_hss_with_delta_gives_the_counters_epsilon_over_3d_and_delta_over_d() -> None:
    seen: list[tuple[Any, ...]] = []

    def approx(e: Fraction, t: int, delta: Fraction) -> Any:
        seen.append((e, t, delta))
        return to_approx_dp(tree_counter(e, horizon=t))

    m = histogram(Fraction(3, 2), sum, 3, gamma, xi, beta=0.1, horizon=8, delta=Fraction(3, 100),
                  counter=approx)
    assert seen == [(Fraction(1, 6), 8, Fraction(1, 100))]
    assert isinstance(m.counter.certificate.measure, ApproxDP)

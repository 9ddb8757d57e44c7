"""The binary-tree counter and the d-counter (seed 002 §6.1, Cor 7.5; Chan–Shi–Song 2011)."""

from __future__ import annotations

import importlib.util
import itertools
import math
from fractions import Fraction
from pathlib import Path
from typing import Any

import mpmath
import numpy as np
import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from combinators.audit import audit_game, view_distribution
from combinators.continual.counters import (
    DCounter,
    DiscreteLaplaceNoise,
    GaussianTreeCounter,
    TreeController,
    TreeCounter,
    counter_updates,
    d_counter,
    gaussian_tree_counter,
    modular_tree_counter,
    noise_node,
    one_step_neighbours,
    tree_counter,
)
from combinators.continual.modular import modular, paired_run
from combinators.continual.parallel import sparse_parallel
from combinators.continual.verification import event_level
from combinators.errors import InvalidArgument
from combinators.machines import HALT, Invalid, Relation, caller_assumptions_of, certify_machine, open_session, to_approx_dp
from combinators.measures import ApproxDP, EpsDelta, Epsilon, PureDP, Verdict
from combinators.prob import sampled_coins

BITS = [(0, 0), (1, 1), (0, 1), (1, 0)]


def _run(machine: Any, updates: list[Any], seed: int = 0) -> list[Any]:
    s, coins, out = machine.init(None), sampled_coins(seed), []
    for x in updates:
        s, a = machine.step(s, x, coins)
        out.append(a)
    return out


# ---------------------------------------------------------------------------------------------
# the neighbouring notion
# ---------------------------------------------------------------------------------------------

def test_one_step_neighbours_admits_one_differing_step_by_at_most_one() -> None:
    f = one_step_neighbours()
    assert f == event_level(counter_updates()) and repr(f) == "event_level(counter_updates())"
    assert one_step_neighbours(3) == event_level(counter_updates(dimension=3))
    assert one_step_neighbours(3).as_relation() != one_step_neighbours(2).as_relation()
    assert f(((3, 3), (0, 1), (5, 5)))
    assert f(((1, 0),))
    assert not f(((0, 1), (0, 1)))            # two differing steps
    assert not f(((0, 2),))                   # by more than 1
    assert not f(((0, True),))                # a bool is not an update
    assert not f(((0.0, 1.0),))               # nor a float
    assert not f(((0,),))  # type: ignore[arg-type]  # not a pair
    assert not f.first_pair_consistent()
    g = one_step_neighbours(dimension=2)
    assert g((((0, 1), (1, 0)), ((2, 2), (2, 2))))
    assert not g((((0, 2), (1, 0)),))
    assert not g((((0, 1, 0), (1, 0, 0)),))   # wrong dimension
    with pytest.raises(InvalidArgument, match="dimension"):
        one_step_neighbours(dimension=0)


def test_counter_updates_relates_ints_or_int_tuples_at_most_one_apart() -> None:
    """∼′ and ∼_C of seed 002 §7 (Cor 7.5): by exact type, a bool or a float is not an update."""
    r, r2 = counter_updates().related, counter_updates(dimension=2).related
    assert r is not None and r2 is not None
    assert r(3, 4) and r(4, 4) and not r(3, 5)
    assert not r(0, True) and not r(0.0, 1) and not r((0,), (1,))
    assert r2((0, 1), (1, 0)) and r2((5, 5), (4, 6)) and not r2((0, 2), (0, 0))
    assert not r2((0, 1, 0), (1, 0, 0)) and not r2((0, 1.0), (0, 1))


# ---------------------------------------------------------------------------------------------
# the tree counter
# ---------------------------------------------------------------------------------------------

def test_tree_counter_exact_audit_is_tight_at_its_level() -> None:
    """T = 4, L = 3 levels at r = 1/2 each: an update is in 3 nodes, so ε = 3 ln 2, attained."""
    m = tree_counter(r=Fraction(1, 2), horizon=4, window=(-1, 3))
    assert m.level.epsilon >= 3 * math.log(2)
    assert m.level.epsilon == pytest.approx(3 * math.log(2), rel=1e-14)
    certified = audit_game(m, one_step_neighbours(), None, BITS, 4, PureDP(), m.level)
    assert certified.verdict is Verdict.CERTIFIED
    below = audit_game(m, one_step_neighbours(), None, BITS, 4, PureDP(), Epsilon(0.95 * m.level.epsilon))
    assert below.verdict is Verdict.VIOLATED
    w = below.witness
    assert w is not None and type(w.p_event) is Fraction and type(w.q_event) is Fraction
    assert w.p_event / w.q_event == 8  # 2^3: the ratio of three nodes at r = 1/2


def test_tree_counter_with_three_updates_has_two_levels() -> None:
    m = tree_counter(r=Fraction(1, 2), horizon=3, window=(-1, 3))
    assert m.level.epsilon == pytest.approx(2 * math.log(2), rel=1e-14)
    assert audit_game(m, one_step_neighbours(), None, BITS, 3, PureDP(), m.level).verdict is Verdict.CERTIFIED


def rounds_up(r: object, x: Fraction) -> bool:
    """Whether the ratio ``r`` is ``e^(−x)`` rounded up by less than 1e-15 (50 digits)."""
    mpmath.mp.dps = 50
    if type(r) is not Fraction:
        return False
    true = mpmath.exp(-mpmath.mpf(x.numerator) / x.denominator)
    mine = mpmath.mpf(r.numerator) / r.denominator
    return bool(true <= mine < true + mpmath.mpf(10) ** -15)


def _two_sided_geometric_variance(s: float) -> float:
    """Σ_k k²·(1−s)/(1+s)·s^|k|, summed with 50 digits (independent of the closed form)."""
    mpmath.mp.dps = 50
    ms = mpmath.mpf(s)
    c = (1 - ms) / (1 + ms)
    return float(2 * mpmath.nsum(lambda k: k**2 * c * ms**k, [1, mpmath.inf]))


def test_tree_counter_error_variance_is_popcount_times_the_node_variance() -> None:
    horizon, eps, runs = 64, 1.0, 4000
    levels = 7  # ⌊log2 64⌋ + 1
    s = math.exp(-eps / levels)
    node_var = _two_sided_geometric_variance(s)
    assert node_var == pytest.approx(2 * s / (1 - s) ** 2, rel=1e-12)
    m = tree_counter(eps, horizon=horizon).machine
    steps = [1, 32, 48, 63, 64]
    errors: dict[int, list[int]] = {t: [] for t in steps}
    rng = np.random.default_rng(12)
    for seed in range(runs):
        xs = [int(v) for v in rng.integers(0, 2, horizon)]
        out = _run(m, xs, seed)
        for t in steps:
            errors[t].append(out[t - 1] - sum(xs[:t]))
    for t in steps:
        sq = np.array(errors[t], dtype=float) ** 2
        est, se = sq.mean(), sq.std(ddof=1) / math.sqrt(runs)
        expected = bin(t).count("1") * node_var
        assert abs(est - expected) <= 3 * se, (t, est, expected, se)


def test_tree_counter_answers_exact_counts_plus_noise_and_halts_after_the_horizon() -> None:
    m = tree_counter(r=Fraction(1, 10**9), horizon=5).machine  # noise almost surely 0
    out = _run(m, [1, 2, 0, 5, 1, 1])
    assert out == [1, 3, 3, 8, 9, HALT]
    s = m.init(None)
    for _ in range(5):
        s, _a = m.step(s, 1, sampled_coins(0))
    assert m.step(s, 1, sampled_coins(0)) == (s, HALT)


def test_tree_counter_state_holds_one_sum_per_level() -> None:
    m = tree_counter(1.0, horizon=2**20).machine
    assert isinstance(m, TreeCounter) and m.levels == 21
    s = m.init(None)
    coins = sampled_coins(0)
    for _ in range(1000):
        s, _a = m.step(s, 1, coins)
    t, sums, noisy = s
    assert t == 1000 and len(sums) == len(noisy) == 21
    assert sum(sums) == 1000  # the closed intervals on the path tile 1..t
    assert all(v == 0 for i, v in enumerate(sums) if not (1000 >> i) & 1)


@pytest.mark.parametrize("message", [1.0, True, "1", None, (1,), Fraction(1)])
def test_tree_counter_refuses_a_message_that_is_not_an_int_and_keeps_its_state(message: object) -> None:
    m = tree_counter(1.0, horizon=4).machine
    s = m.init(None)
    s2, a = m.step(s, message, sampled_coins(0))  # type: ignore[arg-type]  # a hostile message
    assert s2 is s and isinstance(a, Invalid)


def test_tree_counter_window_clamps_each_node() -> None:
    m = tree_counter(r=Fraction(1, 10**9), horizon=4, window=(0, 2)).machine
    assert _run(m, [5, 0, 0, 0]) == [2, 2, 2, 2]


@pytest.mark.parametrize(("kwargs", "name"), [
    ({"epsilon": 1.0}, "horizon"),
    ({"epsilon": 1.0, "horizon": 0}, "horizon"),
    ({"epsilon": 1.0, "horizon": 2.5}, "horizon"),
    ({"epsilon": 0.0, "horizon": 4}, "epsilon"),
    ({"epsilon": math.nan, "horizon": 4}, "epsilon"),
    ({"epsilon": math.inf, "horizon": 4}, "epsilon"),
    ({"epsilon": -1.0, "horizon": 4}, "epsilon"),
    ({"horizon": 4}, "exactly one"),
    ({"epsilon": 1.0, "r": Fraction(1, 2), "horizon": 4}, "exactly one"),
    ({"r": 0.5, "horizon": 4}, "r="),
    ({"r": Fraction(1), "horizon": 4}, "r="),
    ({"epsilon": 1.0, "horizon": 4, "window": (3, 1)}, "window"),
    ({"epsilon": 1.0, "horizon": 4, "window": [0, 1]}, "window"),
    ({"epsilon": 1.0, "horizon": 4, "window": 3}, "window"),
    ({"epsilon": 1.0, "horizon": 4, "window": ()}, "window"),
])
def test_tree_counter_refuses_bad_arguments_when_built(kwargs: dict[str, Any], name: str) -> None:
    with pytest.raises(InvalidArgument, match=name):
        tree_counter(**kwargs)


def test_tree_counter_certificate_and_repr() -> None:
    m = tree_counter(0.5, horizon=10)
    assert type(m.machine) is TreeCounter
    assert repr(m) == "tree_counter(epsilon=0.5, horizon=10)"
    assert m.level == Epsilon(0.5)
    assert m.certificate.relation == one_step_neighbours().as_relation()
    assert "Chan–Shi–Song 2011" in m.certificate.provenance.theorem  # type: ignore[union-attr]


def test_tree_counter_runs_through_a_session() -> None:
    s = open_session(tree_counter(1.0, horizon=3), None, seed=1)
    assert all(type(s.ask(1)) is int for _ in range(3))


# ---------------------------------------------------------------------------------------------
# the d-counter
# ---------------------------------------------------------------------------------------------

def test_d_counter_splits_epsilon_over_d_counters() -> None:
    m = d_counter(Fraction(3, 2), 3, horizon=8)
    dc = m.machine
    assert isinstance(dc, DCounter)
    each = dc.counter
    assert type(each) is TreeCounter
    assert m.level.epsilon == pytest.approx(1.5, rel=1e-15) and m.level.epsilon >= 1.5
    assert m.certificate.relation == one_step_neighbours(dimension=3).as_relation()
    # the node ratio of each counter is e^(−(ε/d)/L) = e^(−(1/2)/4)
    assert rounds_up(each.r, Fraction(1, 8))


def test_d_counter_feeds_coordinates_and_halts_with_its_counters() -> None:
    exact = d_counter(1.0, 2, horizon=2, counter=lambda e, t: tree_counter(r=Fraction(1, 10**9), horizon=t))
    assert _run(exact.machine, [(1, 0), (1, 3), (0, 0)]) == [(1, 0), (2, 3), HALT]
    s = exact.machine.init(None)
    for bad in [(1,), (1, 0.5), [1, 0], 1]:
        assert exact.machine.step(s, bad, sampled_coins(0))[0] is s  # type: ignore[arg-type]


def test_d_counter_exact_audit_at_the_sum_of_its_counters() -> None:
    m = d_counter(1.0, 2, horizon=2,
                  counter=lambda e, t: tree_counter(r=Fraction(1, 2), horizon=t, window=(-1, 2)))
    assert m.level.epsilon == pytest.approx(4 * math.log(2), rel=1e-14)  # 2 counters × 2 levels × ln 2
    pairs = [((0, 0), (0, 0)), ((1, 1), (1, 1)), ((0, 0), (1, 1)), ((1, 0), (0, 1))]
    f = one_step_neighbours(dimension=2)
    assert audit_game(m, f, None, pairs, 2, PureDP(), m.level).verdict is Verdict.CERTIFIED
    assert audit_game(m, f, None, pairs, 2, PureDP(), Epsilon(0.95 * m.level.epsilon)).verdict is Verdict.VIOLATED


@pytest.mark.parametrize(("args", "kwargs", "name"), [
    ((1.0, 0, 4), {}, "d"),
    ((1.0, 2**21, 4), {}, "d"),
    ((1.0, 2, 0), {}, "horizon"),
    ((0.0, 2, 4), {}, "epsilon"),
    ((1.0, 2, 4), {"counter": 3}, "counter"),
    ((1.0, 2, 4), {"counter": lambda e, t: 3}, "counter"),
])
def test_d_counter_refuses_bad_arguments_when_built(args: tuple[Any, ...], kwargs: dict[str, Any], name: str) -> None:
    with pytest.raises(InvalidArgument, match=name):
        d_counter(*args, **kwargs)


def test_the_continual_benchmark_runs_on_a_tiny_stream(monkeypatch: pytest.MonkeyPatch) -> None:
    """A smoke run of benchmarks/bench_continual.py (the timed run is not part of the suite)."""
    folder = Path(__file__).parents[3] / "benchmarks"
    monkeypatch.syspath_prepend(str(folder))  # as `python benchmarks/bench_continual.py` has it
    path = folder / "bench_continual.py"
    spec = importlib.util.spec_from_file_location("bench_continual", path)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    xs = [1, 0, 1, 1, 0, 0, 1, 1]
    assert bench.offline_numpy(xs, noise=False).tolist() == list(itertools.accumulate(xs))
    assert len(bench.plain_loop(xs)) == 8
    for timed in (bench.time_session, bench.time_game, bench.time_plain, bench.time_offline):
        assert timed(xs) > 0


def _gdp_mu(epsilon: float, delta: float) -> Any:
    """The μ at which μ-GDP is exactly (ε, δ)-DP, by bisection on the Gaussian privacy profile
    δ(ε) = Φ(−ε/μ + μ/2) − e^ε·Φ(−ε/μ − μ/2) (Balle–Wang 2018, Thm 8) at 50 digits."""
    mpmath.mp.dps = 50
    e, d = mpmath.mpf(epsilon), mpmath.mpf(delta)

    def profile(mu: Any) -> Any:
        return mpmath.ncdf(-e / mu + mu / 2) - mpmath.exp(e) * mpmath.ncdf(-e / mu - mu / 2)

    lo, hi = mpmath.mpf("1e-6"), mpmath.mpf(50)
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if profile(mid) <= d else (lo, mid)
    return lo


@pytest.mark.parametrize(("epsilon", "delta", "horizon"), [(1.0, 1e-6, 1024), (0.5, 1e-3, 100), (3.0, 1e-9, 1)])
def test_gaussian_tree_counter_noise_is_root_levels_over_the_gdp_budget(epsilon: float, delta: float,
                                                                         horizon: int) -> None:
    """σ = √L/μ*, μ* the exact Gaussian-DP budget of (ε, δ): L node sums move by at most 1 each."""
    c = gaussian_tree_counter(epsilon, horizon, delta=delta)
    machine = c.machine
    assert type(machine) is GaussianTreeCounter
    levels = horizon.bit_length()
    mu = _gdp_mu(epsilon, delta)
    sigma = machine.sigma
    assert machine.levels == levels and c.level == EpsDelta(epsilon, delta)
    assert mpmath.mpf(sigma) * mu >= mpmath.sqrt(levels)                 # never less noise than needed
    assert float(mpmath.sqrt(levels) / mu) == pytest.approx(sigma, rel=1e-9)
    assert isinstance(c.certificate.measure, ApproxDP) and not caller_assumptions_of(c)
    assert c.certificate.relation == one_step_neighbours().as_relation()


def test_gaussian_tree_counter_error_variance_is_popcount_times_the_rounded_node_variance() -> None:
    """The error at t sums popcount(t) independent rounded N(0, σ²) draws; rounding adds a
    variance of 1/12 per draw when σ ≫ 1 (Sheppard's correction)."""
    horizon, runs = 16, 4000
    m = gaussian_tree_counter(1.0, horizon, delta=1e-6).machine
    assert type(m) is GaussianTreeCounter
    node_var = m.sigma**2 + 1 / 12
    steps = [1, 7, 8, 15]
    errors: dict[int, list[int]] = {t: [] for t in steps}
    rng = np.random.default_rng(5)
    for seed in range(runs):
        xs = [int(v) for v in rng.integers(0, 2, horizon)]
        out = _run(m, xs, seed)
        assert all(type(a) is int for a in out)
        for t in steps:
            errors[t].append(out[t - 1] - sum(xs[:t]))
    for t in steps:
        sq = np.array(errors[t], dtype=float) ** 2
        est, se = sq.mean(), sq.std(ddof=1) / math.sqrt(runs)
        assert abs(est - bin(t).count("1") * node_var) <= 3 * se, (t, est, se)
    assert _run(m, [1] * 17)[-1] is HALT
    s = m.init(None)
    assert m.step(s, 1.5, sampled_coins(0)) == (s, Invalid("an update must be an int"))  # type: ignore[arg-type]


def test_gaussian_tree_counter_makes_the_approximate_d_counter_proved() -> None:
    m = d_counter(Fraction(1), 4, 8, delta=Fraction(1, 100), counter=gaussian_tree_counter)
    assert isinstance(m.certificate.measure, ApproxDP) and not caller_assumptions_of(m)
    assert float(m.level.epsilon) == pytest.approx(1.0) and m.level.epsilon >= 1
    assert float(m.level.delta) == pytest.approx(0.01) and m.level.delta >= Fraction(1, 100)  # exact levels stay exact
    assert repr(gaussian_tree_counter(1.0, 8, delta=0.001)) == "gaussian_tree_counter(1.0, 8, delta=0.001)"
    for bad in ({"delta": 0}, {"delta": 1}, {"delta": float("nan")}, {"delta": -0.1}):
        with pytest.raises(InvalidArgument, match="delta"):
            gaussian_tree_counter(1.0, 8, **bad)
    with pytest.raises(InvalidArgument, match="epsilon"):
        gaussian_tree_counter(0.0, 8, delta=0.1)
    with pytest.raises(InvalidArgument, match="horizon"):
        gaussian_tree_counter(1.0, 0, delta=0.1)


def test_d_counter_with_delta_gives_each_counter_epsilon_and_delta_over_d() -> None:
    """Henzinger–Safavi–Vadhan 2024, d-counter-init(ε, δ): d counters, each (ε/d, δ/d)."""
    seen: list[tuple[Any, ...]] = []

    def approx(e: Fraction, t: int, delta: Fraction) -> Any:
        seen.append((e, t, delta))
        return to_approx_dp(tree_counter(e, horizon=t))

    m = d_counter(Fraction(1), 4, 8, delta=Fraction(1, 100), counter=approx)
    assert seen == [(Fraction(1, 4), 8, Fraction(1, 400))]
    assert isinstance(m.certificate.measure, ApproxDP)
    assert m.level.epsilon == pytest.approx(1.0) and m.level.epsilon >= 1.0
    with pytest.raises(InvalidArgument, match="delta"):
        d_counter(1.0, 2, 4, delta=0.1)  # the pure tree counter takes no δ
    with pytest.raises(InvalidArgument, match="delta"):
        d_counter(1.0, 2, 4, delta=1.5, counter=approx)


def test_d_counter_refuses_a_counter_certified_on_the_callers_word() -> None:
    """A counter whose certificate is the caller's (certify_machine) is not laundered into a
    proved d-counter certificate: refused, as compositions refuse such children."""
    def asserted(e: Fraction, t: int) -> Any:
        honest = tree_counter(e, horizon=t)
        return certify_machine(honest.machine, PureDP(), honest.level, honest.certificate.relation,
                               justification="the caller's word")

    with pytest.raises(InvalidArgument, match="caller's word"):
        d_counter(1.0, 2, 4, counter=asserted)


# ---------------------------------------------------------------------------------------------
# the tree counter as a modular mechanism (seed 002 Thm 6.1, Cor 6.6, Cor 5.5; issue 12 part 7)
# ---------------------------------------------------------------------------------------------

MESSAGES = [1, 0, 2, 1, 1.5, True, -1, 1, 0, 1, 1, 5, 1]


@pytest.mark.parametrize("kwargs", [{"epsilon": 1.0}, {"r": Fraction(1, 2), "window": (-3, 5)},
                                    {"epsilon": Fraction(1, 3)}])
def test_the_modular_tree_counter_answers_what_the_tree_counter_answers_on_the_same_coins(
        kwargs: dict[str, Any]) -> None:
    """The fast machine and modular(controller) draw the same noise in the same order: equal
    answers on every seed, refusals and the halt past the horizon included."""
    fast, slow = tree_counter(horizon=9, **kwargs).machine, modular_tree_counter(horizon=9, **kwargs).machine
    answers: list[Any] = []
    for seed in range(20):
        answers = _run(fast, MESSAGES, seed)
        assert _run(slow, MESSAGES, seed) == answers
    assert isinstance(answers[4], Invalid) and isinstance(answers[5], Invalid) and answers[-2:] == [HALT, HALT]


def test_the_modular_tree_counter_has_the_tree_counters_exact_view_distribution() -> None:
    fast = tree_counter(r=Fraction(1, 2), horizon=3, window=(-1, 3))
    slow = modular_tree_counter(r=Fraction(1, 2), horizon=3, window=(-1, 3))
    for stream in ([1, 0, 1], [0, 0, 0], [1, 1, 1]):
        def adversary(h: tuple[Any, ...], xs: list[int] = stream) -> Any:
            return xs[len(h)] if len(h) < len(xs) else HALT

        a, b = view_distribution(fast, None, adversary, 3), view_distribution(slow, None, adversary, 3)
        assert a == b
    ones: Any = lambda h: 1  # noqa: E731 - two constant adversaries
    zeros: Any = lambda h: 0  # noqa: E731
    assert view_distribution(fast, None, ones, 2) != view_distribution(fast, None, zeros, 2)


def test_the_modular_tree_counter_is_exactly_private_at_its_level() -> None:
    """Thm 6.1 on the modular machine itself: the exact audit of the event-level game certifies
    2 ln 2 at T = 3 (2 levels at r = 1/2) and finds the leak below it."""
    m = modular_tree_counter(r=Fraction(1, 2), horizon=3, window=(-1, 3))
    assert m.level == tree_counter(r=Fraction(1, 2), horizon=3, window=(-1, 3)).level
    assert m.level.epsilon == pytest.approx(2 * math.log(2), rel=1e-14)
    assert audit_game(m, one_step_neighbours(), None, BITS, 3, PureDP(), m.level).verdict is Verdict.CERTIFIED
    below = audit_game(m, one_step_neighbours(), None, BITS, 3, PureDP(), Epsilon(0.95 * m.level.epsilon))
    assert below.verdict is Verdict.VIOLATED


def controller_of(m: Any) -> TreeController:
    machine = m.machine
    assert type(machine) is TreeCounter
    return machine.controller()


def _covering(t: int, step: int) -> tuple[int, ...]:
    """The nodes (named by the time they close, ≤ t) whose dyadic interval holds ``step``:
    (s − 2^lowbit(s), s] ∋ step (independent of the module's level arithmetic)."""
    out = []
    for s in range(1, t + 1):
        width = 1
        while s % (2 * width) == 0:
            width *= 2
        if s - width < step <= s:
            out.append(s)
    return tuple(out)


def _neighbour(xs: list[int], i: int, delta: int) -> list[int]:
    ys = list(xs)
    ys[i] += delta
    return ys


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 2**10), st.data(), st.integers(0, 2**32 - 1))
def test_neighbouring_streams_change_at_most_L_node_inputs_each_by_at_most_one(horizon: int, data: st.DataObject,
                                                                               seed: int) -> None:
    """Issue 12 part 7, by the paired harness (Def 6.2): with the nodes' answers shared, streams
    that differ at one step by at most 1 reach only the nodes covering that step, at most
    L = ⌊log2 T⌋ + 1 of them, each input differing by exactly the change; so f′ = f_∞ with L
    pure ε/L children (Cor 5.5) holds."""
    controller = controller_of(tree_counter(1.0, horizon=horizon))
    levels = horizon.bit_length()
    t = data.draw(st.integers(1, min(horizon, 200)), label="t")
    xs = data.draw(st.lists(st.integers(-3, 3), min_size=t, max_size=t), label="xs")
    i = data.draw(st.integers(0, t - 1), label="i")
    delta = data.draw(st.sampled_from([-1, 1]), label="delta")
    ys = _neighbour(xs, i, delta)
    report = paired_run(controller, xs, ys, controller.f_prime(), f=one_step_neighbours(), coins=sampled_coins(seed))
    assert report.verdict, report.reason
    assert report.differing == _covering(t, i + 1) and len(report.differing) <= levels
    assert all(b - a == delta for j in report.differing for a, b in report.inputs[j - 1])
    assert controller.f_prime() == sparse_parallel([controller.node.level] * levels)
    assert controller.node.level.epsilon == pytest.approx(1 / levels, rel=1e-12)   # ε/L per node


def test_a_change_at_step_1_reaches_all_L_nodes_at_horizon_2_to_the_10() -> None:
    """T = 2^10, L = 11: step 1 lies in the nodes closing at 1, 2, 4, …, 1024, so f_∞ with k = L
    admits the pair and k = L − 1 does not (the count L is needed, not only sufficient)."""
    controller = controller_of(tree_counter(1.0, horizon=2**10))
    xs = [(7 * s) % 3 % 2 for s in range(2**10)]
    ys = _neighbour(xs, 0, 1)
    report = paired_run(controller, xs, ys, controller.f_prime(), f=one_step_neighbours(), coins=sampled_coins(1))
    assert report.verdict and report.differing == tuple(2**k for k in range(11)) and len(report.creations) == 2**10
    fewer = sparse_parallel([controller.node.level] * 10)
    assert not paired_run(controller, xs, ys, fewer, f=one_step_neighbours(), coins=sampled_coins(1)).verdict


def test_the_tree_counter_certificate_cites_the_modular_design_theorem() -> None:
    for m in (tree_counter(1.0, horizon=8), modular_tree_counter(1.0, horizon=8)):
        theorem = m.certificate.provenance.theorem  # type: ignore[union-attr]
        for cited in ("Henzinger–Safavi–Vadhan 2024, Thm 6.1", "Cor 6.6", "Cor 5.5", "paired", "Chan–Shi–Song 2011"):
            assert cited in theorem
        assert "seed" not in theorem
    assert repr(modular_tree_counter(1.0, horizon=8)) == "modular_tree_counter(epsilon=1.0, horizon=8)"


def test_a_node_is_discrete_laplace_at_ln_1_over_r() -> None:
    node = noise_node(Fraction(1, 2))
    assert node.level.epsilon == pytest.approx(math.log(2), rel=1e-14) and node.level.epsilon >= math.log(2)
    assert noise_node(Fraction(1, 2), epsilon=Fraction(7, 10)).level == Epsilon(Fraction(7, 10))  # ln 2 < 0.7
    assert noise_node(Fraction(1, 2), epsilon=Fraction(1, 2)).level == node.level  # ln 2 > 1/2: not stated
    m = node.machine
    s, a = m.step(m.init(None), 5, sampled_coins(0))
    assert type(a) is int and m.step(s, 5, sampled_coins(0))[1] is HALT
    assert isinstance(m.step(m.init(None), 0.5, sampled_coins(0))[1], Invalid)
    with pytest.raises(InvalidArgument, match="r="):
        DiscreteLaplaceNoise(Fraction(1))
    with pytest.raises(InvalidArgument, match="counter"):
        TreeController(3)  # type: ignore[arg-type]  # a hostile argument
    assert is_same_machine(modular(controller_of(tree_counter(1.0, horizon=4))),
                           modular_tree_counter(1.0, horizon=4).machine)


def is_same_machine(a: object, b: object) -> bool:
    return type(a) is type(b) and a == b


def test_d_counter_refuses_a_counter_certified_for_a_look_alike_relation() -> None:
    """The counter's certificate must be stated for one_step_neighbours() itself (its claim),
    not for a relation that only prints like it."""
    real = one_step_neighbours().as_relation()
    look_alike = Relation(real.name, real.meaning)                      # no claim: prints alike, says nothing

    def counter(e: Fraction, t: int) -> Any:
        honest = tree_counter(e, horizon=t)
        return certify_machine(honest.machine, PureDP(), honest.level, look_alike, justification="the caller's word")

    assert repr(look_alike) == repr(real) and look_alike != real
    with pytest.raises(InvalidArgument, match="one_step_neighbours"):
        d_counter(1.0, 2, 4, counter=counter, trust_asserted=True)
    honest = d_counter(1.0, 2, 4, counter=lambda e, t: certify_machine(
        tree_counter(e, horizon=t).machine, PureDP(), Epsilon(float(e)), one_step_neighbours().as_relation(),
        justification="the caller's word"), trust_asserted=True)
    assert any("asserted by the caller" in a for a in caller_assumptions_of(honest))

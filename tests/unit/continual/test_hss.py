"""The HSS continual monotone histogram (seed 002 Alg 4, §7.2, §7 item 8)."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import attrs
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typing_extensions import override

from tests.unit.continual.test_counters import rounds_up
from combinators.continual.counters import (
    DCounter,
    DiscreteLaplaceNoise,
    TreeCounter,
    counter_updates,
    gaussian_tree_counter,
    one_step_neighbours,
    tree_counter,
)
from combinators.continual.hss import (
    HSSController,
    HSSHistogram,
    advance,
    binary_updates,
    hss_histogram,
    hss_neighbours,
)
from combinators.continual.lift import Continual
from combinators.continual.modular import Controller, SubMechanisms, modular, paired_run
from combinators.continual.parallel import product_budget_parallel, sparse_parallel
from combinators.continual.svt import SparseVector, svt_neighbours
from combinators.continual.taint import Tainted, apply
from combinators.continual.verification import event_level, identical
from combinators.errors import InvalidArgument, TaintError
from combinators.machines import HALT, Invalid, caller_assumptions_of, certify_machine, open_session, to_approx_dp
from combinators.measures import ApproxDP, EpsDelta, Epsilon, PureDP
from combinators.prob import sampled_coins


def gamma(t: int, j: int, beta: float, eps: float | Fraction) -> float:
    return 2.0 + j / 4


def xi(t: int, j: int, beta: float, eps: float | Fraction) -> float:
    return 1.0



def histogram(*args: Any, **kwargs: Any) -> HSSHistogram:
    """The machine of ``hss_histogram(...)`` (these tests are about what it does, so a query
    whose sensitivity is the caller's word is trusted)."""
    kwargs.setdefault("trust_asserted", True)
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
    m = hss_histogram(1.0, max, 2, gamma, xi, beta=0.1, horizon=3)
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


# ---------------------------------------------------------------------------------------------
# the modular design: the controller, the paired harness, the certificate (seed 002 §6, §7.2)
# ---------------------------------------------------------------------------------------------

def low(t: int, j: int, beta: float, eps: float | Fraction) -> float:
    """A low threshold schedule: intervals close often, so every kind of sub-mechanism is used."""
    return 1.0


def _kind(create: Any) -> str:
    machine = create.mechanism.machine
    if type(machine) is SparseVector:
        return "svt"
    if type(machine) is DCounter:
        return "counter"
    assert type(machine) is Continual and type(machine.inner) is DiscreteLaplaceNoise
    return "laplace"


def _binary(d: int) -> st.SearchStrategy[tuple[int, ...]]:
    return st.tuples(*[st.integers(0, 1)] * d)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 3), st.integers(1, 40), st.data(), st.integers(0, 2**32 - 1))
def test_neighbouring_streams_reach_one_sparse_vector_one_laplace_and_the_counter(d: int, horizon: int,
                                                                                  data: st.DataObject,
                                                                                  seed: int) -> None:
    """Issue 12 / seed 002 §7.2, by the paired harness (Def 6.2): with every sub-mechanism answer
    shared, ∼_H-neighbouring streams give at most one sparse vector instance differing inputs
    (with the same thresholds), at most one Laplace mechanism an input differing by at most 1,
    and the d-counter ∼_C-neighbouring interval sums; f′ = f_∞ of the three levels holds."""
    m = histogram(60.0, max, d, low, low, beta=0.1, horizon=horizon)
    t = data.draw(st.integers(1, horizon), label="t")
    xs = data.draw(st.lists(_binary(d), min_size=t, max_size=t), label="xs")
    i = data.draw(st.integers(0, t - 1), label="i")
    other = data.draw(_binary(d).filter(lambda y: y != xs[i]), label="x′")
    ys = [*xs[:i], other, *xs[i + 1:]]
    report = paired_run(m.controller(), xs, ys, m.f_prime(), f=hss_neighbours(d), coins=sampled_coins(seed))
    assert report.verdict, report.reason
    assert _kind(report.creations[0]) == "counter"
    kinds = [_kind(report.creations[j - 1]) for j in report.differing]
    assert len(kinds) == len(set(kinds)) and "svt" in kinds     # the instance watching step i always differs
    near = counter_updates(dimension=d).related
    assert near is not None
    for j, kind in zip(report.differing, kinds):
        pairs = report.inputs[j - 1]
        if kind == "svt":
            assert all(identical(a[1], b[1]) for a, b in pairs)  # the same thresholds
            assert sum(not identical(a[0], b[0]) for a, b in pairs) == 1
        elif kind == "laplace":
            (a, b), = pairs
            assert abs(a - b) == 1                                # max is 1-sensitive
        else:
            assert sum(not identical(a, b) for a, b in pairs) == 1 and all(near(a, b) for a, b in pairs)


def test_the_harness_sees_a_query_that_is_not_1_sensitive() -> None:
    """sum over two coordinates moves by 2 when both flip: the Laplace input then differs by 2,
    which f′ (the child's im_style(sensitivity_relation(1))) rejects."""
    m = histogram(60.0, sum, 2, low, low, beta=0.1, horizon=8)
    xs = [(0, 0)] + [(1, 1)] * 7
    ys = [(1, 1)] * 8
    reports = [paired_run(m.controller(), xs, ys, m.f_prime(), f=hss_neighbours(2), coins=sampled_coins(s))
               for s in range(5)]
    assert not all(r.verdict for r in reports)
    assert all("rejects message" in r.reason for r in reports if not r.verdict)


@attrs.frozen
class Mutant(Controller[Any, tuple[int, ...], Any]):
    """The HSS controller with a changed step (HSSController is final: the mutants wrap it)."""

    inner: HSSController

    @override
    def start(self, subs: SubMechanisms, /) -> Any:
        return self.inner.start(subs)

    @override
    def step(self, state: Any, x: Tainted[tuple[int, ...]], subs: SubMechanisms, /) -> tuple[Any, Any]:
        return self.inner.step(state, x, subs)


@attrs.frozen
class BranchesOnTheIntervalSum(Mutant):
    """The mutant of the issue: it tests the tainted interval sum against the threshold itself
    instead of asking the sparse vector."""

    @override
    def step(self, state: Any, x: Tainted[tuple[int, ...]], subs: SubMechanisms, /) -> tuple[Any, Any]:
        c = apply(lambda c, x: max(a + b for a, b in zip(c, x)), state[5], x)
        if c > state[2]:  # the bug: a branch on a tainted value (mypy skips comparisons' truthiness)
            return state, state[4] + 1
        return self.inner.step(state, x, subs)


def test_a_mutant_that_branches_on_a_tainted_value_is_caught() -> None:
    m = histogram(3.0, max, 2, gamma, xi, beta=0.1, horizon=8)
    mutant = BranchesOnTheIntervalSum(m.controller())
    with pytest.raises(TaintError, match="truth-tested.*destination property"):
        paired_run(mutant, [(1, 0), (1, 1)], [(1, 0), (0, 1)], m.f_prime(), f=hss_neighbours(2))
    machine = modular(mutant)
    with pytest.raises(TaintError):
        machine.step(machine.init(None), (1, 1), sampled_coins(0))
    assert paired_run(m.controller(), [(1, 0), (1, 1)], [(1, 0), (0, 1)], m.f_prime(), f=hss_neighbours(2)).verdict


def _plus(c: tuple[int, ...], x: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(a + b for a, b in zip(c, x))


@attrs.frozen
class ForgetsTheReset(Mutant):
    """Taint-clean, but keeps the interval sum across intervals: a flipped update then reaches
    every later Laplace mechanism and counter input (the f → f′ property broken)."""

    @override
    def step(self, state: Any, x: Tainted[tuple[int, ...]], subs: SubMechanisms, /) -> tuple[Any, Any]:
        new, out = self.inner.step(state, x, subs)
        if type(new) is tuple and new[6] != state[6]:  # a new interval began (an untainted handle)
            new = (*new[:5], apply(_plus, state[5], x), *new[6:])
        return new, out


def test_forgetting_the_reset_breaks_f_to_f_prime_and_the_harness_sees_it() -> None:
    m = histogram(60.0, max, 2, low, low, beta=0.1, horizon=12)
    xs = [(1, 1)] * 12
    ys = [(0, 1)] + [(1, 1)] * 11
    for seed in range(5):
        bad = paired_run(ForgetsTheReset(m.controller()), xs, ys, m.f_prime(), f=hss_neighbours(2),
                         coins=sampled_coins(seed))
        assert not bad.verdict and "rejects message" in bad.reason
        assert paired_run(m.controller(), xs, ys, m.f_prime(), f=hss_neighbours(2), coins=sampled_coins(seed)).verdict


UPDATES: list[Any] = [(1, 0), (1, 1), (2, 0), (0, 1), (1, 1), "x", (1, 1), (0, 0), (1, 1), (1, 0), (1, 1), (0, 1), (1, 1)]


def _run(machine: Any, updates: list[Any], seed: int) -> list[Any]:
    s, coins, out = machine.init(None), sampled_coins(seed), []
    for x in updates:
        s, a = machine.step(s, x, coins)
        out.append(a)
    return out


def _approx(e: Fraction, t: int, delta: Fraction) -> Any:
    return to_approx_dp(tree_counter(e, horizon=t))


@pytest.mark.parametrize("extra", [{}, {"delta": Fraction(1, 100), "counter": _approx}])
def test_the_modular_histogram_answers_what_the_machine_answers_on_the_same_coins(extra: dict[str, Any]) -> None:
    """HSSHistogram and modular(controller) draw the same noise in the same order: equal answers
    on every seed, refusals and the halt past the horizon included."""
    m = histogram(30.0, max, 2, low, low, beta=0.1, horizon=9, **extra)
    answers: list[Any] = []
    for seed in range(10):
        answers = _run(m, UPDATES, seed)
        assert _run(modular(m.controller()), UPDATES, seed) == answers
    assert isinstance(answers[2], Invalid) and isinstance(answers[5], Invalid) and answers[-1] is HALT
    assert len({a for a in answers if type(a) is int}) > 1  # several intervals closed


def test_hss_is_certified_at_epsilon_by_the_modular_design_theorem() -> None:
    """ε/3 + ε/3 + ε/3 (Cor 5.5), rounded up; w.r.t. ∼_H = event_level(binary_updates(d))."""
    eps, d = 1.5, 3
    mech = hss_histogram(eps, max, d, gamma, xi, beta=0.1, horizon=16)
    assert isinstance(mech.certificate.measure, PureDP)
    assert mech.level.epsilon == pytest.approx(eps, rel=1e-15) and mech.level.epsilon >= eps
    assert mech.certificate.relation == hss_neighbours(d).as_relation() == event_level(binary_updates(d)).as_relation()
    theorem = mech.certificate.provenance.theorem  # type: ignore[union-attr]
    for cited in ("Henzinger–Safavi–Vadhan 2024", "Thm 6.1", "Cor 6.6", "Cor 5.5", "paired"):
        assert cited in theorem
    m = mech.machine
    assert type(m) is HSSHistogram
    third = Epsilon(Fraction(eps) / 3)
    assert m.f_prime() == sparse_parallel([third, third, m.counter.level])
    assert repr(mech) == "hss_histogram(1.5, max, 3, gamma, xi, beta=0.1, horizon=16)"


def _weakened(e: Fraction, t: int, delta: Fraction) -> Any:
    """A pure tree counter restated (ε, δ) on the caller's word (true: ε-DP implies (ε, δ)-DP)."""
    pure = tree_counter(e, horizon=t)
    return certify_machine(pure.machine, ApproxDP(), EpsDelta(pure.level.epsilon, float(delta)),
                           one_step_neighbours().as_relation(), justification="ε-DP implies (ε, δ)-DP")


def test_hss_with_approximate_counters_is_certified_at_epsilon_delta() -> None:
    """(ε/3, δ) counters: the product budget f_{∞,δ} (Def 5.3; Thm 5.4 as corrected, Lemma 5.11,
    with Comp(RR_{ε_i,0}) (ε, 0)-DP) gives (ε, δ), δ the d-counter's."""
    with pytest.raises(InvalidArgument, match="caller's word"):
        hss_histogram(Fraction(3, 2), max, 3, gamma, xi, beta=0.1, horizon=8, delta=Fraction(3, 100),
                      counter=_weakened)
    mech = hss_histogram(Fraction(3, 2), max, 3, gamma, xi, beta=0.1, horizon=8, delta=Fraction(3, 100),
                         counter=_weakened, trust_asserted=True)
    assert any("asserted by the caller" in a for a in caller_assumptions_of(mech))
    m = mech.machine
    assert type(m) is HSSHistogram and isinstance(mech.certificate.measure, ApproxDP)
    level = mech.level
    assert type(level) is EpsDelta
    assert level.epsilon == pytest.approx(1.5, rel=1e-15) and level.epsilon >= 1.5
    assert level.delta == m.counter.level.delta and level.delta == pytest.approx(0.03, rel=1e-12)
    assert level.delta >= 0.03
    eps3 = Epsilon(Fraction(1, 2)).epsilon
    assert m.f_prime() == product_budget_parallel([eps3, eps3, m.counter.level.epsilon], Fraction(level.delta))
    xs = [(1, 0, 1), (1, 1, 1), (0, 0, 1), (1, 1, 0)]
    ys = [(1, 0, 1), (0, 1, 1), (0, 0, 1), (1, 1, 0)]
    assert paired_run(m.controller(), xs, ys, m.f_prime(), f=hss_neighbours(3), coins=sampled_coins(2)).verdict


def test_hss_with_gaussian_tree_counters_is_proved_at_epsilon_delta() -> None:
    """The library's (ε, δ) counter: no caller's word, so no trust_asserted."""
    mech = hss_histogram(Fraction(3, 2), max, 3, gamma, xi, beta=0.1, horizon=8, delta=Fraction(3, 100),
                         counter=gaussian_tree_counter)
    assert not caller_assumptions_of(mech)
    level = mech.level
    assert type(level) is EpsDelta and isinstance(mech.certificate.measure, ApproxDP)
    assert level.epsilon == pytest.approx(1.5, rel=1e-15) and level.epsilon >= 1.5
    assert level.delta == pytest.approx(0.03, rel=1e-12) and level.delta >= 0.03
    s = open_session(mech, None, seed=1)
    assert all(type(s.ask(x)) is int for x in [(1, 0, 1), (1, 1, 1), (0, 0, 1)])


def test_hss_neighbours_is_event_level_binary_updates() -> None:
    f = hss_neighbours(2)
    assert repr(f) == "event_level(binary_updates(2))"
    assert f((((0, 1), (1, 1)), ((1, 1), (1, 1))))
    assert not f((((0, 1), (1, 1)), ((1, 0), (1, 1))))     # two differing steps
    assert not f((((0, 1), (0, 2)),)) and not f((((0, 1), (0, True)),))
    with pytest.raises(InvalidArgument, match="d"):
        hss_neighbours(0)
    with pytest.raises(InvalidArgument, match="histogram"):
        HSSController(3)  # type: ignore[arg-type]  # a hostile argument


def test_a_query_whose_sensitivity_is_the_callers_word_needs_trust_asserted() -> None:
    """The guarantee needs q monotone and 1-sensitive (seed 002 Lemma 7.4); the library knows it of
    ``max`` (and of ``sum`` on one coordinate) only. ``sum`` on two coordinates is 2-sensitive, so
    a certificate for it must say it rests on the caller's word."""
    with pytest.raises(InvalidArgument, match="rests on the caller's word .*1-sensitive"):
        hss_histogram(1.0, sum, 2, gamma, xi, beta=0.1, horizon=4)
    trusted = hss_histogram(1.0, sum, 2, gamma, xi, beta=0.1, horizon=4, trust_asserted=True)
    assert any("1-sensitive" in a for a in caller_assumptions_of(trusted))
    assert caller_assumptions_of(hss_histogram(1.0, max, 2, gamma, xi, beta=0.1, horizon=4)) == ()

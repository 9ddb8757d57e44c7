"""OdomCon and Lemma 2.19: a deterministic, state-preserving privacy_loss charged at spawn time, and
filters and odometers that make the same decisions on random sequences of levels."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.accounting import Accumulator, additive_accumulator, gaussian_accumulator, whitehouse_accumulator
from combinators.composition.capabilities import CompositionForbidden
from combinators.composition.concomp import ChildHalted
from combinators.composition.filters import PRIVACY_LOSS, Exhausted, FiltCon, FilterState, Query, Spawn
from combinators.composition.filters import Spawned, filtered
from combinators.composition.odometers import OdomCon, filter_from_odometer, odometer, odometer_from_filter
from combinators.errors import BudgetExceeded, InvalidArgument
from combinators.machines import BIT_FLIP, HALT, Invalid, Mechanism, Refusal, certify_machine, open_session, to_renyi
from combinators.measures import FDP, ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Epsilon, Measure, PureDP, RenyiDP, RenyiEps, Rho
from combinators.primitives import gaussian, randomized_response, sensitivity_relation
from combinators.prob import sampled_coins

COINS = sampled_coins(0)
RR = randomized_response(e_eps=3).machine
REL = sensitivity_relation(1)


def child(measure: Measure[Any], level: Any) -> Mechanism[int, Any, object, int, Any]:
    """A noninteractive child with a certificate asserted for the rules under test."""
    return certify_machine(RR, measure, level, BIT_FLIP)


def test_seed_000_section_6_3_readings() -> None:
    """0 before any spawn, 1.5 and 3.0 after Gaussian releases at α = 3 (§9 item 6)."""
    g = odometer(RenyiDP(3), "additive", relation=REL)
    release = to_renyi(gaussian(1.0), RenyiDP(3))
    s = g.init(2.0)
    readings = []
    for _ in range(2):
        s2, loss = g.step(s, PRIVACY_LOSS, COINS)
        assert s2 is s
        readings.append(loss)
        s, a = g.step(s, Spawn(release, RenyiEps(1.5)), COINS)
        assert isinstance(a, Spawned)
        s, x = g.step(s, Query(a.index, None), COINS)
        assert isinstance(x, float)
    readings.append(g.step(s, PRIVACY_LOSS, COINS)[1])
    assert readings == [RenyiEps(0.0), RenyiEps(1.5), RenyiEps(3.0)]


def test_the_filter_of_section_6_3_accepts_one_release_and_refuses_the_second() -> None:
    g = odometer(RenyiDP(3), "additive", relation=REL)
    f = filter_from_odometer(g, RenyiEps(2.0))
    s = open_session(f, 2.0, seed=0)
    release = to_renyi(gaussian(1.0), RenyiDP(3))
    assert s.ask(Spawn(release, RenyiEps(1.5))) == Spawned(0)
    with pytest.raises(BudgetExceeded, match=r"insufficient budget.*RenyiEps\(3.0\)"):
        s.ask(Spawn(release, RenyiEps(1.5)))
    assert isinstance(s.ask(Query(0, None)), float)


def test_privacy_loss_is_deterministic_unchanged_by_queries_and_charged_at_spawn() -> None:
    g = odometer(PureDP(), "additive", trust_asserted=True)
    s = g.init(1)
    s, _ = g.step(s, Spawn(child(PureDP(), Epsilon(0.25)), Epsilon(0.25)), COINS)
    s, _ = g.step(s, Spawn(child(PureDP(), Epsilon(0.5)), Epsilon(0.5)), COINS)
    first = g.step(s, PRIVACY_LOSS, COINS)
    assert first == g.step(s, PRIVACY_LOSS, COINS) == (s, Epsilon(0.75))
    assert first[0] is s
    for j in (0, 1, 0, 1, 0):
        s, _ = g.step(s, Query(j, None), COINS)
        assert g.step(s, PRIVACY_LOSS, COINS)[1] == Epsilon(0.75)


def test_odometer_error_vocabulary_changes_nothing() -> None:
    g = odometer(PureDP(), "additive", trust_asserted=True)
    s = g.init(1)
    s, _ = g.step(s, Spawn(child(PureDP(), Epsilon(0.5)), Epsilon(0.5)), COINS)
    s, a = g.step(s, Query(0, None), COINS)
    for msg, start in [
        ("privacy loss", "invalid query"),
        (Query(1, None), "invalid query: there is no mechanism 1"),
        (Spawn(child(PureDP(), Epsilon(0.5)), Epsilon(0.25)), "divergence cannot be parsed"),
        (Spawn(child(ZCDP(), Rho(0.5)), Rho(0.5)), "divergence cannot be parsed"),
    ]:
        s2, a = g.step(s, msg, COINS)  # type: ignore[arg-type]  # some of them are misuses on purpose
        assert isinstance(a, Invalid) and a.reason.startswith(start), a
        assert s2 is s
    s, a = g.step(s, Query(0, None), COINS)
    assert a == ChildHalted(0)
    assert g.step(s, PRIVACY_LOSS, COINS)[1] == Epsilon(0.5)


def test_an_odometer_never_refuses_for_budget() -> None:
    g = odometer(ZCDP(), "additive", trust_asserted=True)
    s = g.init(1)
    for i in range(50):
        s, a = g.step(s, Spawn(child(ZCDP(), Rho(10.0)), Rho(10.0)), COINS)
        assert a == Spawned(i)
    assert g.step(s, PRIVACY_LOSS, COINS)[1] == Rho(500.0)


def test_whitehouse_odometer_reports_the_target_delta_then_infinity() -> None:
    g = odometer(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), trust_asserted=True)
    s = g.init(1)
    for e in (0.1, 0.2, 0.3):
        s, _ = g.step(s, Spawn(child(ApproxDP(), EpsDelta(e, 0.0)), EpsDelta(e, 0.0)), COINS)
    assert g.step(s, PRIVACY_LOSS, COINS)[1] == EpsDelta(2.036810350854906, 1e-05)  # seed 000 §6.1
    s, _ = g.step(s, Spawn(child(ApproxDP(), EpsDelta(0.0, 9.1e-6)), EpsDelta(0.0, 9.1e-6)), COINS)
    loss = g.step(s, PRIVACY_LOSS, COINS)[1]
    assert isinstance(loss, EpsDelta) and loss.epsilon == float("inf") and loss.delta == 1.0


def test_conversions_and_their_errors() -> None:
    g = odometer(ZCDP(), "additive", relation=REL)
    f = filter_from_odometer(g, Rho(1.0), cap=3, on_exhaust="halt")
    m = f.machine
    assert isinstance(m, FiltCon) and m.cap == 3 and m.on_exhaust == "halt" and m.relation == REL
    assert f.level == Rho(1.0) and "Lemma 2.19" in m.theorem and "Thm 4.11" in m.theorem
    assert odometer_from_filter(f) == g == odometer_from_filter(m)
    assert isinstance(odometer_from_filter(filtered(ZCDP(), "additive", Rho(1.0))), OdomCon)
    with pytest.raises(InvalidArgument, match="must be an OdomCon"):
        filter_from_odometer(f, Rho(1.0))  # type: ignore[arg-type]  # a filter is not an odometer
    with pytest.raises(InvalidArgument, match="must be a filter"):
        odometer_from_filter(g)  # type: ignore[arg-type]  # an odometer is not a filter
    with pytest.raises(CompositionForbidden, match="sequential-only"):
        odometer(ApproxZCDP(), "additive")


def test_repr() -> None:
    assert repr(odometer(PureDP(), "additive", finite_communication=True)) == \
        "odometer(PureDP(), 'additive', finite_communication=True)"
    assert repr(odometer(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5))) == \
        "odometer(ApproxDP(), whitehouse_accumulator(1e-06, 1e-05))"
    assert repr(odometer(FDP(), gaussian_accumulator())) == "odometer(FDP(), gaussian_accumulator())"


@pytest.mark.parametrize(
    "build",
    [
        lambda: odometer(PureDP(), "additive"),
        lambda: odometer(PureDP(), "additive", finite_communication=True, trust_asserted=True),
        lambda: odometer(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5)),
        lambda: odometer(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5).add(EpsDelta(0.5, 1e-7))),
        lambda: odometer(FDP(), gaussian_accumulator()),
        lambda: odometer(ZCDP(), "additive", relation=BIT_FLIP),
        lambda: odometer(ApproxZCDP(), "additive", sequential=True),
        lambda: OdomCon(RenyiDP(3), additive_accumulator(RenyiDP(3))),
    ],
    ids=["pure", "options", "whitehouse", "whitehouse-spent", "gaussian", "zcdp", "approx-zcdp-sequential", "hand-built"],
)
def test_an_odometers_repr_is_the_call_that_rebuilds_it(build: Any) -> None:
    """``eval(repr(g)) == g``: the repr is the ``odometer(...)`` call, short, and the theorem derived
    again from the table is the same."""
    import combinators.accounting
    import combinators.composition
    import combinators.machines
    import combinators.measures
    names = {name: getattr(module, name)
             for module in (combinators.measures, combinators.accounting, combinators.machines, combinators.composition)
             for name in module.__all__}
    g = build()
    again = eval(repr(g), names)  # noqa: S307  # the repr under test, built here
    assert again == g and again.theorem == g.theorem and len(repr(g)) < 140


# ---------------------------------------------------------------------------------------------
# Lemma 2.19: the same decisions on random sequences of levels
# ---------------------------------------------------------------------------------------------

_CASES: list[tuple[Measure[Any], Any, float]] = [
    (PureDP(), Epsilon, 1.0),
    (RenyiDP(2), RenyiEps, 1.0),
    (ZCDP(), Rho, 0.5),
]


@given(case=st.sampled_from(range(len(_CASES))),
       levels=st.lists(st.floats(min_value=0.0, max_value=0.6, allow_nan=False), max_size=25),
       budget_scale=st.sampled_from([0.5, 1.0, 2.0]), mode=st.sampled_from(["refuse", "halt"]))
def test_filter_from_odometer_decides_like_the_odometer_reading(case: int, levels: list[float], budget_scale: float,
                                                                 mode: str) -> None:
    measure, kind, unit = _CASES[case]
    _check_same_decisions(odometer(measure, "additive", trust_asserted=True), kind(budget_scale * unit), [kind(x) for x in levels], measure,
                          mode)


@given(pairs=st.lists(st.tuples(st.floats(min_value=0.0, max_value=0.5), st.sampled_from([0.0, 1e-7, 3e-6])),
                      max_size=20),
       eps=st.sampled_from([0.5, 1.0, 2.0]), delta=st.sampled_from([1e-6, 1e-5]),
       mode=st.sampled_from(["refuse", "halt"]))
def test_whitehouse_filter_from_odometer_decides_like_the_odometer(pairs: list[tuple[float, float]], eps: float,
                                                                    delta: float, mode: str) -> None:
    acc: Accumulator[EpsDelta] = whitehouse_accumulator(1e-6, delta)
    _check_same_decisions(odometer(ApproxDP(), acc, trust_asserted=True), EpsDelta(eps, delta), [EpsDelta(e, d) for e, d in pairs],
                          ApproxDP(), mode)


def _check_same_decisions(g: OdomCon[Any], budget: Any, levels: list[Any], measure: Measure[Any], mode: str) -> None:
    """Run the filter 𝕀(G ⪯ d) and the odometer G side by side on the same requests: the filter admits a
    spawn iff the odometer's reading after it (on a trial copy of its state: states are values) is ⪯ d."""
    f = filter_from_odometer(g, budget, on_exhaust="halt" if mode == "halt" else "refuse")
    fm = f.machine
    fs = fm.init(1)
    gs = g.init(1)
    for level in levels:
        spawn = Spawn(child(measure, level), level)
        trial, _ = g.step(gs, spawn, COINS)
        reading = g.step(trial, PRIVACY_LOSS, COINS)[1]
        fs2, answer = fm.step(fs, spawn, COINS)
        if isinstance(fs, Exhausted):
            assert answer is HALT and fs2 is fs
            continue
        if measure.leq(reading, budget):
            assert isinstance(answer, Spawned), (level, reading, answer)
            gs = trial
        elif mode == "halt":
            assert isinstance(fs2, Exhausted)
        else:
            assert isinstance(answer, Refusal) and fs2 is fs
        fs = fs2
        if isinstance(fs, FilterState):
            assert fs.spent == g.step(gs, PRIVACY_LOSS, COINS)[1]
            assert measure.leq(fs.spent, budget)


@pytest.mark.parametrize("bad", [None, 0.0, ()], ids=repr)
def test_an_odometers_theorem_is_a_str(bad: object) -> None:
    """The theorem is a str: an empty tuple is not replaced by the table's statement, a number is not kept."""
    with pytest.raises(InvalidArgument, match="theorem=.* must be a str"):
        OdomCon(PureDP(), additive_accumulator(PureDP()), theorem=bad)  # type: ignore[arg-type]  # misuse on purpose

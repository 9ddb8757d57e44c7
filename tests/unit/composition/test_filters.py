"""FiltCon: spawns checked before they run, queries never metered, refusals and halts that change
nothing, every measure's rule, nesting, and the error vocabulary of seed 000 §9 item 15."""

from __future__ import annotations

import math
import pickle
from fractions import Fraction as F
from typing import Any, TypeAlias, final

import attrs
import mpmath
import numpy as np
import pytest
from typing_extensions import override

from combinators.accounting import Accumulator, ScalarAccumulator, additive_accumulator, gaussian_accumulator
from combinators.accounting import whitehouse_accumulator
from combinators.accounting.dp_conversions import pure_renyi
from combinators.audit import audit
from combinators.composition._children import pvector
from combinators.composition._nested import deep_eq, deep_hash
from combinators.composition.capabilities import CompositionForbidden
from combinators.composition.concomp import ChildHalted, ConComp, NullExtension, concurrent, null_extension
from combinators.composition.concomp import ordered_concurrent
from combinators.composition.filters import PRIVACY_LOSS, STATUS, Exhausted, FiltCon, FilterState
from combinators.composition.filters import FilterStatus, Query, Spawn, Spawned, filtered
from combinators.composition._engine import _with_slot
from combinators.composition.odometers import OdomCon, filter_from_odometer, odometer
from combinators.errors import BudgetExceeded, IncompatibleMeasureError, InvalidArgument, InvalidQuery, MachineHalted
from combinators.machines import ADD_REMOVE_ONE, BIT_FLIP, HALT, Certificate, Chain, Halt
from combinators.machines import InteractiveMechanism, InteractivePostprocessor, Invalid, Left, MapAnswers
from combinators.machines import Mechanism, Post, Refusal, Right, certify_machine, convert, open_session
from combinators.machines import to_renyi, to_tradeoff, to_zcdp
from combinators.measures import FDP, ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps
from combinators.measures import Rho, RhoDelta, TradeOff, Verdict, gaussian_tradeoff
from combinators.primitives import gaussian, interactive_randomized_response, laplace, randomized_response
from combinators.primitives import randomized_response_delta, sensitivity_relation
from combinators.prob import Coins, FiniteDist, enumerate_step, sampled_coins
from combinators.testing._hostile import crafted_pickle, forge
from tests.reference_mp import reference_precision
from tests.reference_machines import RRForever
from tests.hostile import ClaimsEqual, compares_as

AnyFilter: TypeAlias = "Mechanism[Any, FilterState[Any] | Exhausted, Any, object, Any]"


# hand-written: any query (a TableMachine takes index queries) and a halt after n of them
@final
@attrs.frozen
class StopsAt(InteractiveMechanism[int, int, object, int]):
    """An interactive child that counts its queries and halts at the ``n``-th."""

    n: int

    @override
    def init(self, data: int, /) -> int:
        return 0

    @override
    def step(self, state: int, query: object, coins: Coins, /) -> tuple[int, int | Halt]:
        if state + 1 >= self.n:
            return state + 1, HALT
        return state + 1, state


RR3 = randomized_response(e_eps=3)  # exactly ln 3-DP, a noninteractive child
COINS = sampled_coins(0)


def pure(level: float) -> Mechanism[int, Any, object, int, Epsilon]:
    """An interactive child certified at ``level`` (it answers 0, then halts: no data, no privacy)."""
    return certify_machine(StopsAt(2), PureDP(), Epsilon(level), BIT_FLIP)


def nim(measure: Any, level: Any) -> Mechanism[int, Any, object, int, Any]:
    """A noninteractive child (randomized response) with a certificate asserted for the rules under test."""
    return certify_machine(RR3.machine, measure, level, BIT_FLIP)


def run(f: AnyFilter, data: object, *msgs: object) -> tuple[FilterState[Any] | Exhausted, list[object]]:
    """Feed ``msgs`` to the filter's machine; the final state and the answers."""
    m = f.machine
    s = m.init(data)
    out = []
    for msg in msgs:
        s, a = m.step(s, msg, COINS)
        out.append(a)
    return s, out


def live(s: FilterState[Any] | Exhausted) -> FilterState[Any]:
    assert isinstance(s, FilterState), s
    return s


def step(f: AnyFilter, s: FilterState[Any] | Exhausted, msg: object) -> tuple[FilterState[Any] | Exhausted, object]:
    return f.machine.step(s, msg, COINS)


# ---------------------------------------------------------------------------------------------
# The basic protocol
# ---------------------------------------------------------------------------------------------


def test_spawn_then_query_then_refuse_keeps_children_working() -> None:
    f = filtered(PureDP(), "additive", Epsilon(1.5), trust_asserted=True)
    s, answers = run(f, 1, Spawn(RR3, Epsilon(1.1)), Query(0, None))
    assert answers[0] == Spawned(0) and answers[1] in (0, 1)
    before = live(s)
    s2, a = step(f, before, Spawn(RR3, Epsilon(1.1)))
    assert isinstance(a, Refusal)
    assert (a.spent, a.requested, a.budget) == (Epsilon(1.1), Epsilon(1.1), Epsilon(1.5))
    assert a.reason.startswith("insufficient budget")
    assert s2 is before  # nothing changed, nothing ran
    s3, a = step(f, s2, Query(0, None))  # the child still answers (it is a NIM: now it halts)
    assert a == ChildHalted(0)
    s4, a = step(f, s3, Spawn(nim(PureDP(), Epsilon(0.25)), Epsilon(0.25)))  # a smaller spawn still fits
    assert a == Spawned(1) and live(s4).spent == Epsilon(1.35)


def test_children_are_started_on_the_filters_data_and_answer_from_their_own_state() -> None:
    f = filtered(PureDP(), "additive", Epsilon(10.0), finite_communication=True, trust_asserted=True)
    child = certify_machine(RRForever(F(1)), PureDP(), Epsilon(9.0), BIT_FLIP)  # keep = 1: answers the bit
    s, answers = run(f, 1, Spawn(child, Epsilon(9.0)), Query(0, "q"), Query(0, "q"), Spawn(pure(0.5), Epsilon(0.5)),
                     Query(1, None), Query(0, None), Query(1, None), Query(1, None))
    assert answers == [Spawned(0), 1, 1, Spawned(1), 0, 1, ChildHalted(1), answers[-1]]
    assert isinstance(answers[-1], Invalid) and "mechanism 1 has halted" in answers[-1].reason


def test_queries_are_never_metered() -> None:
    f = filtered(PureDP(), "additive", Epsilon(1.0), finite_communication=True, trust_asserted=True)
    child = certify_machine(RRForever(F(3, 4)), PureDP(), Epsilon(1.0), BIT_FLIP)
    s, _ = run(f, 0, Spawn(child, Epsilon(1.0)), *[Query(0, None)] * 50)
    assert live(s).spent == Epsilon(1.0) and live(s).count == 1


def test_the_level_charged_is_the_requested_one_not_the_certificate() -> None:
    f = filtered(PureDP(), "additive", Epsilon(2.0))
    s, answers = run(f, 1, Spawn(RR3, Epsilon(1.5)))
    assert answers == [Spawned(0)] and live(s).spent == Epsilon(1.5)


@pytest.mark.parametrize(
    ("measure", "budget", "levels"),
    [
        (PureDP(), Epsilon(1.0), [Epsilon(0.25), Epsilon(0.25), Epsilon(0.5)]),
        (ZCDP(), Rho(0.5), [Rho(0.25), Rho(0.25)]),
        (RenyiDP(3), RenyiEps(1.0), [RenyiEps(0.5), RenyiEps(0.25), RenyiEps(0.25)]),
        (ApproxDP(), EpsDelta(1.0, 0.5), [EpsDelta(0.5, 0.25), EpsDelta(0.5, 0.25)]),
    ],
    ids=["pure", "zcdp", "renyi", "approx-basic"],
)
def test_spending_exactly_the_budget_is_allowed(measure: Any, budget: Any, levels: list[Any]) -> None:
    f = filtered(measure, "additive", budget, trust_asserted=True)
    s, answers = run(f, 1, *[Spawn(nim(measure, lv), lv) for lv in levels])
    assert answers == [Spawned(i) for i in range(len(levels))]
    assert live(s).spent == budget
    tiny = {PureDP: Epsilon(1e-300), ZCDP: Rho(1e-300), RenyiDP: RenyiEps(1e-300),
            ApproxDP: EpsDelta(1e-300, 0.0)}[type(measure)]
    s2, a = step(f, s, Spawn(nim(measure, tiny), tiny))
    assert isinstance(a, Refusal) and s2 is s


@pytest.mark.parametrize(
    ("measure", "budget", "child"),
    [
        (PureDP(), Epsilon(F(1)), Epsilon(F(1, 100))),
        (ApproxDP(), EpsDelta(F(1), F(1, 10**6)), EpsDelta(F(1, 100), F(1, 10**8))),
        (ZCDP(), Rho(F(1)), Rho(F(1, 100))),
    ],
    ids=["pure", "approx", "zcdp"],
)
def test_fraction_levels_are_spent_exactly(measure: Any, budget: Any, child: Any) -> None:
    """100 children of 1/100 spend a budget of 1 exactly (Σ 1/100 = 1, and ≤ allows equality);
    the 101st is refused. Floats would stop at 99: the float 0.01 is above 1/100."""
    f = filtered(measure, "additive", budget, trust_asserted=True)
    assert f.certificate.level == budget and repr(f.certificate.level) == repr(budget)  # Fraction(1, 1), not 1.0
    s, answers = run(f, 1, *[Spawn(nim(measure, child), child)] * 100)
    assert answers == [Spawned(i) for i in range(100)]
    assert live(s).spent == budget
    s2, a = step(f, s, Spawn(nim(measure, child), child))
    assert isinstance(a, Refusal) and s2 is s


def test_a_float_after_fraction_spends_never_admits_past_the_exact_sum() -> None:
    """Σ = 99/100 exactly, then the float 0.01 (above 1/100 by about 2e-19): the exact sum exceeds 1,
    so it is refused; Fraction(1, 100) still fits."""
    f = filtered(PureDP(), "additive", Epsilon(1.0), trust_asserted=True)
    c = Epsilon(F(1, 100))
    s, _ = run(f, 1, *[Spawn(nim(PureDP(), c), c)] * 99)
    assert F(0.01) > F(1, 100)
    _, a = step(f, s, Spawn(nim(PureDP(), Epsilon(0.01)), Epsilon(0.01)))
    assert isinstance(a, Refusal)
    _, a = step(f, s, Spawn(nim(PureDP(), c), c))
    assert a == Spawned(99)


def test_seed_000_acceptance_item_5_renyi_gaussian_filter() -> None:
    """RDP α = 3, budget 2.0, Gaussian σ = 1 at 1.5 each (§9 item 5, §6.3)."""
    rel = sensitivity_relation(1)
    child = to_renyi(gaussian(1.0), RenyiDP(3))
    assert child.level == RenyiEps(1.5)
    for mode in ("refuse", "halt"):
        f = filtered(RenyiDP(3), "additive", RenyiEps(2.0), on_exhaust=mode, relation=rel)
        s, answers = run(f, 2.0, Spawn(child, RenyiEps(1.5)), Spawn(child, RenyiEps(1.5)))
        assert answers[0] == Spawned(0)
        if mode == "refuse":
            assert isinstance(answers[1], Refusal)
            _, a = step(f, s, Query(0, None))
            assert isinstance(a, float)  # queries to child 0 keep working
        else:
            assert answers[1] is HALT and isinstance(s, Exhausted)
            for msg in (Query(0, None), Spawn(child, RenyiEps(0.1)), "garbage", PRIVACY_LOSS):
                s2, a = step(f, s, msg)
                assert a is HALT and s2 is s  # absorbing: the same halt answer, forever
    capped = filtered(PureDP(), "additive", Epsilon(10.0), cap=2)
    s, answers = run(capped, 1, *[Spawn(RR3, Epsilon(1.1))] * 3)
    assert answers[:2] == [Spawned(0), Spawned(1)]
    assert isinstance(answers[2], Refusal) and "at mechanism count limit" in answers[2].reason


def test_zcdp_child_is_converted_explicitly_and_counts_rho_alpha_in_renyi() -> None:
    rel = sensitivity_relation(1)
    f = filtered(RenyiDP(3), "additive", RenyiEps(3.0), relation=rel)
    g = gaussian(rho=0.5)
    s = f.machine.init(0.0)
    s2, a = f.machine.step(s, Spawn(g, Rho(0.5)), COINS)  # type: ignore[arg-type]  # a Spawn[Rho] is not a Spawn[RenyiEps]
    assert isinstance(a, Invalid) and s2 is s
    assert "divergence cannot be parsed" in a.reason and "to_renyi" in a.reason
    converted = to_renyi(g, RenyiDP(3))
    s3, a = f.machine.step(s, Spawn(converted, RenyiEps(1.5)), COINS)
    assert a == Spawned(0) and live(s3).spent == RenyiEps(1.5)  # ρ = 0.5 counts 1.5 at α = 3
    _, a = f.machine.step(s3, Spawn(converted, RenyiEps(1.5)), COINS)
    assert a == Spawned(1)  # 3.0: exactly the budget


def test_filter_is_certified_at_its_budget_with_the_theorem() -> None:
    cases: list[tuple[AnyFilter, str]] = [
        (filtered(PureDP(), "additive", Epsilon(1.0)), "Thm 1.22/4.6"),
        (filtered(RenyiDP(2), "additive", RenyiEps(1.0)), "seed 000 Thm 1.22/4.6"),
        (filtered(ZCDP(), "additive", Rho(1.0)), "seed 000 Thm 4.10"),
        (filtered(ApproxDP(), "additive", EpsDelta(1.0, 1e-6)), "seed 000 Thm 1.20"),
        (filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(1.0, 1e-5)), "Thm 3.7"),
        (filtered(ApproxZCDP(), "additive", RhoDelta(1.0, 1e-6), sequential=True), "Haney et al. 2023, §4 (an open problem)"),
    ]
    for f, cite in cases:
        m = f.machine
        assert isinstance(m, FiltCon)
        assert f.certificate.level == m.budget and f.certificate.measure == m.measure
        assert cite in m.theorem, m.theorem


# ---------------------------------------------------------------------------------------------
# Rules for every measure
# ---------------------------------------------------------------------------------------------


def test_whitehouse_filter_numbers_of_seed_000_section_6_1() -> None:
    w = filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(1.0, 1e-5))
    one = randomized_response_delta(1.0)
    s, answers = run(w, 1, Spawn(one, EpsDelta(1.0, 0.0)))
    assert isinstance(answers[0], Refusal)  # ε_acc = 5.7565 > 1: loose for few mechanisms, no fallback
    tenth = randomized_response_delta(0.1)
    s, answers = run(w, 1, *[Spawn(tenth, EpsDelta(0.1, 0.0))] * 4)
    assert answers[:3] == [Spawned(0), Spawned(1), Spawned(2)] and isinstance(answers[3], Refusal)
    # the δ condition: Σδ_m may reach 9e-6, and a spawn taking it to 9.0000001e-6 is refused
    leaky = randomized_response_delta(0.01, 9.0000001e-6)
    s, answers = run(w, 1, Spawn(leaky, EpsDelta(0.01, 9.0000001e-6)))
    assert isinstance(answers[0], Refusal) and answers[0].reason.startswith("insufficient budget")
    ok = randomized_response_delta(0.01, 9e-6)
    s, answers = run(w, 1, Spawn(ok, EpsDelta(0.01, 9e-6)))
    assert answers == [Spawned(0)]


def test_approximate_dp_needs_finite_communication_for_interactive_children() -> None:
    w = filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(1.0, 1e-5), trust_asserted=True)
    chatty = certify_machine(RRForever(F(1, 2)), ApproxDP(), EpsDelta(0.0, 0.0), BIT_FLIP)
    s = w.machine.init(1)
    s2, a = step(w, s, Spawn(chatty, EpsDelta(0.1, 0.0)))
    assert isinstance(a, Invalid) and "finite communication" in a.reason and s2 is s
    w2 = filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(1.0, 1e-5), finite_communication=True, trust_asserted=True)
    _, a = step(w2, w2.machine.init(1), Spawn(chatty, EpsDelta(0.1, 0.0)))
    assert a == Spawned(0)
    pure_filter = filtered(PureDP(), "additive", Epsilon(1.0), trust_asserted=True)  # additive pure DP: no condition
    _, a = step(pure_filter, pure_filter.machine.init(1),
                Spawn(certify_machine(RRForever(F(1, 2)), PureDP(), Epsilon(0.0), BIT_FLIP), Epsilon(0.5)))
    assert a == Spawned(0)


def test_an_answered_noninteractive_child_is_one_shared_marker_and_halts_as_its_step_would() -> None:
    """After its one release a noninteractive child keeps nothing but a shared marker (no
    ``(machine, state)`` pair per child); a later query halts it, as ``NoninteractiveMechanism.step``
    does, and a sequential filter still closes it when the next child is spawned."""
    c = Epsilon(0.25)
    f = filtered(PureDP(), "additive", Epsilon(1000.0), trust_asserted=True)
    s, answers = run(f, 1, *[m for _ in range(100) for m in (Spawn(nim(PureDP(), c), c), Query(_, None))])
    slots = list(live(s).children)
    assert len(slots) == 100 and all(x is slots[0] for x in slots) and type(slots[0]) is not tuple
    s2, a = step(f, s, Query(7, None))
    assert a == ChildHalted(7) and list(live(s2).children)[7] is not slots[0]
    _, a = step(f, s2, Query(7, None))
    assert isinstance(a, Invalid) and "mechanism 7 has halted" in a.reason
    seq = filtered(ApproxZCDP(), "additive", RhoDelta(0.5, 1e-6), sequential=True, trust_asserted=True)
    level = RhoDelta(0.25, 5e-7)
    s, answers = run(seq, 1, Spawn(nim(ApproxZCDP(), level), level), Query(0, None), Spawn(nim(ApproxZCDP(), level), level))
    assert answers[0] == Spawned(0) and answers[2] == Spawned(1)
    _, a = step(seq, s, Query(0, None))
    assert isinstance(a, Invalid) and "closed when a later one was spawned" in a.reason


def test_a_state_whose_running_sum_was_forged_is_not_charged_on() -> None:
    """The spawn charges the number its check read once (no second read of the level), and the new
    sum still goes through the accumulator's own check: a state whose sum was set negative around
    the constructor (which would refund budget) gets no child."""
    f = filtered(PureDP(), "additive", Epsilon(1.0), trust_asserted=True)
    c = Epsilon(0.5)
    s, _ = run(f, 1, Spawn(nim(PureDP(), c), c), Spawn(nim(PureDP(), c), c))
    forge(live(s).accumulator, total=-100.0)
    s2, a = step(f, s, Spawn(nim(PureDP(), c), c))
    assert isinstance(a, Invalid) and s2 is s


def test_approximate_zcdp_filter_is_sequential_only() -> None:
    with pytest.raises(CompositionForbidden, match="sequential-only.*open problem"):
        filtered(ApproxZCDP(), "additive", RhoDelta(1.0, 1e-6), trust_asserted=True)
    f = filtered(ApproxZCDP(), "additive", RhoDelta(0.5, 1e-6), sequential=True, trust_asserted=True)
    child = certify_machine(RRForever(F(1)), ApproxZCDP(), RhoDelta(0.25, 5e-7), BIT_FLIP)
    s, answers = run(f, 1, Spawn(child, RhoDelta(0.25, 5e-7)), Query(0, None), Spawn(child, RhoDelta(0.25, 5e-7)),
                     Query(1, None))
    assert answers == [Spawned(0), 1, Spawned(1), 1]
    assert live(s).spent == RhoDelta(0.5, 1e-6)
    s2, a = step(f, s, Query(0, None))
    assert isinstance(a, Invalid) and "closed when a later one was spawned" in a.reason and s2 is s
    _, a = step(f, s, Spawn(child, RhoDelta(0.25, 5e-7)))
    assert isinstance(a, Refusal)


@final
@attrs.frozen
class MaxAccumulator:
    """A (made-up) non-additive rule: G = max d_i. Valid for nothing here; the table must refuse it."""

    measure: RenyiDP
    top: float | F = 0.0
    count: int = 0

    def value(self) -> RenyiEps:
        return RenyiEps(self.top)

    def add(self, level: RenyiEps, /) -> MaxAccumulator:
        return MaxAccumulator(self.measure, max(self.top, level.epsilon), self.count + 1)

    def within(self, budget: RenyiEps, /) -> bool:
        return self.top <= budget.epsilon

    def admits(self, level: RenyiEps, budget: RenyiEps, /) -> bool:
        return self.add(level).within(budget)


@final
@attrs.frozen
class GaussianDPAccumulator:
    """μ = (Σμ_i²)^½ for Gaussian trade-off levels, exact and without rounding care (a test double)."""

    sum_sq: float = 0.0
    count: int = 0

    def value(self) -> TradeOff:
        return gaussian_tradeoff(math.sqrt(self.sum_sq))

    def add(self, level: TradeOff, /) -> GaussianDPAccumulator:
        mu = getattr(level, "mu")
        return GaussianDPAccumulator(self.sum_sq + mu * mu, self.count + 1)

    def within(self, budget: TradeOff, /) -> bool:
        return FDP().leq(self.value(), budget)

    def admits(self, level: TradeOff, budget: TradeOff, /) -> bool:
        return self.add(level).within(budget)


def test_capability_table_refuses_unproved_rules_with_the_citation() -> None:
    acc: Accumulator[RenyiEps] = MaxAccumulator(RenyiDP(2))
    with pytest.raises(CompositionForbidden, match=r"only Thm 1.22/4.6 \(additive\) is proved for Rényi DP"):
        filtered(RenyiDP(2), acc, RenyiEps(1.0))
    with pytest.raises(CompositionForbidden, match="only Thm 1.22/4.6"):
        odometer(RenyiDP(2), acc)
    with pytest.raises(CompositionForbidden, match=r"natural f-DP filter .* is invalid.*Tran"):
        filtered(FDP(), "additive", gaussian_tradeoff(1.0))


def test_a_custom_fdp_rule_is_admitted_for_noninteractive_children() -> None:
    """The Gaussian-DP filter (Smith–Thakurta 2022) through a user's accumulator: a custom f-DP rule,
    taken only when the caller asserts it is valid, and the theorem records the assertion."""
    gdp: Accumulator[TradeOff] = GaussianDPAccumulator()
    with pytest.raises(InvalidArgument, match="not one of the library's proved rules.*rule_is_valid=True"):
        filtered(FDP(), gdp, gaussian_tradeoff(1.0), trust_asserted=True)
    f = filtered(FDP(), gdp, gaussian_tradeoff(1.0), rule_is_valid=True, trust_asserted=True)
    assert "Smith–Thakurta" in live_theorem(f)
    assert "GaussianDPAccumulator is asserted valid by the caller" in live_theorem(f)
    assert repr(f.machine).endswith("rule_is_valid=True, trust_asserted=True)")
    child = nim(FDP(), gaussian_tradeoff(0.6))
    s, answers = run(f, 1, Spawn(child, gaussian_tradeoff(0.6)), Spawn(child, gaussian_tradeoff(0.6)),
                     Spawn(child, gaussian_tradeoff(0.6)))
    assert answers[:2] == [Spawned(0), Spawned(1)] and isinstance(answers[2], Refusal)  # 0.72 ≤ 1 < 1.08


def live_theorem(f: AnyFilter) -> str:
    assert isinstance(f.machine, FiltCon)
    return f.machine.theorem


# ---------------------------------------------------------------------------------------------
# The error vocabulary (seed 000 §9 item 15): the message, and nothing changed
# ---------------------------------------------------------------------------------------------


def _started() -> tuple[AnyFilter, FilterState[Any]]:
    f = filtered(PureDP(), "additive", Epsilon(2.5), cap=2)
    s, answers = run(f, 1, Spawn(RR3, Epsilon(1.1)), Query(0, None))
    assert answers[0] == Spawned(0)
    return f, live(s)


@pytest.mark.parametrize(
    "msg",
    ["hello", None, (0, None), Query(1, None),  # the rest are built around the messages' own checks:
     forge(Query(0, None), index=-1), forge(Query(0, None), index=True), forge(Query(0, None), index="0"),
     PRIVACY_LOSS,
     forge(Spawn(RR3, RR3.level), mechanism="not a mechanism")],
    ids=["string", "none", "tuple", "index-out-of-range", "negative-index", "bool-index", "str-index",
         "privacy-loss", "not-a-mechanism"],
)
def test_invalid_query(msg: object) -> None:
    f, s = _started()
    s2, a = step(f, s, msg)
    assert isinstance(a, Invalid) and a.reason.startswith("invalid query"), a
    assert s2 is s


def test_invalid_query_for_a_halted_child() -> None:
    f, s0 = _started()
    s, a = step(f, s0, Query(0, None))
    assert a == ChildHalted(0)
    s2, a = step(f, s, Query(0, None))
    assert isinstance(a, Invalid) and "invalid query: mechanism 0 has halted" in a.reason and s2 is s


def test_insufficient_budget() -> None:
    f, s = _started()
    s2, a = step(f, s, Spawn(RR3, Epsilon(1.5)))
    assert isinstance(a, Refusal) and a.reason.startswith("insufficient budget") and s2 is s
    assert (a.spent, a.requested, a.budget) == (Epsilon(1.1), Epsilon(1.5), Epsilon(2.5))


def test_at_mechanism_count_limit() -> None:
    f, s0 = _started()
    s, a = step(f, s0, Spawn(RR3, Epsilon(1.1)))
    assert a == Spawned(1)
    s2, a = step(f, s, Spawn(RR3, Epsilon(1.1)))
    assert isinstance(a, Refusal) and a.reason.startswith("at mechanism count limit") and s2 is s


@pytest.mark.parametrize(
    ("spawn", "why"),
    [
        (Spawn(RR3, Epsilon(1.0)), "certified at Epsilon(1.0986122886681102), which does not cover"),
        # a zCDP child charged an Epsilon, a pure child charged a Rho, an odometer: Spawn refuses
        # them when it is built (test_spawn_refuses_what_no_filter_admits), so these are built around it
        (forge(Spawn(RR3, RR3.level), mechanism=to_zcdp(RR3), level=Epsilon(1.2)),
         "certified under ZCDP() but this filter is under PureDP()"),
        (forge(Spawn(RR3, RR3.level), level=Rho(1.2)), "is not a level of PureDP()"),
        (Spawn(certify_machine(StopsAt(2), PureDP(), Epsilon(0.1), ADD_REMOVE_ONE), Epsilon(0.1)),
         "certified for the relation 'add/remove one'"),
        (forge(Spawn(RR3, RR3.level), mechanism=odometer(PureDP(), "additive"), level=Epsilon(0.1)),
         "an odometer has no level to charge"),
        (Spawn(certify_machine(odometer(PureDP(), "additive"), PureDP(), Epsilon(0.1), BIT_FLIP), Epsilon(0.1)),
         "an odometer has no level to charge"),
    ],
    ids=["does-not-cover", "other-measure", "level-of-other-measure", "other-relation", "odometer",
         "certified-odometer"],
)
def test_divergence_cannot_be_parsed(spawn: Spawn[Any], why: str) -> None:
    f, s = _started()
    s2, a = step(f, s, spawn)
    assert isinstance(a, Invalid) and a.reason.startswith("divergence cannot be parsed") and why in a.reason, a
    assert s2 is s


def test_halt_is_absorbing() -> None:
    f = filtered(PureDP(), "additive", Epsilon(2.5), cap=2, on_exhaust="halt")
    s, answers = run(f, 1, Spawn(RR3, Epsilon(1.1)), Spawn(RR3, Epsilon(1.5)))
    assert answers == [Spawned(0), HALT]
    assert isinstance(s, Exhausted) and s.reason.startswith("insufficient budget")
    for msg in (Query(0, None), Spawn(RR3, Epsilon(1.1)), "x"):
        s2, a = step(f, s, msg)
        assert a is HALT and s2 is s
    s, answers = run(f, 1, Spawn(RR3, Epsilon(1.1)), Spawn(RR3, Epsilon(1.1)), Spawn(RR3, Epsilon(1.1)))
    assert answers == [Spawned(0), Spawned(1), HALT]
    assert isinstance(s, Exhausted) and s.reason.startswith("at mechanism count limit")
    # an invalid message does not halt the filter (it is answered from the message alone)
    s, answers = run(f, 1, Spawn(RR3, Epsilon(1.0)), Spawn(RR3, Epsilon(1.1)))
    assert isinstance(answers[0], Invalid) and answers[1] == Spawned(0)


def test_session_turns_the_vocabulary_into_exceptions_and_commits_nothing() -> None:
    f = filtered(PureDP(), "additive", Epsilon(2.5), cap=2, trust_asserted=True)
    s = open_session(f, 1, seed=1)
    assert s.ask(Spawn(RR3, Epsilon(1.1))) == Spawned(0)
    with pytest.raises(BudgetExceeded, match=r"insufficient budget.*spent Epsilon\(1.1\), requested Epsilon\(1.5\)"):
        s.ask(Spawn(RR3, Epsilon(1.5)))
    with pytest.raises(InvalidQuery, match="divergence cannot be parsed"):
        s.ask(Spawn(RR3, Epsilon(0.5)))
    with pytest.raises(InvalidQuery, match="there is no mechanism 3"):
        s.ask(Query(3, None))
    assert s.ask(Spawn(RR3, Epsilon(1.1))) == Spawned(1)  # the refusals spent nothing
    with pytest.raises(BudgetExceeded, match="at mechanism count limit"):
        s.ask(Spawn(nim(PureDP(), Epsilon(0.1)), Epsilon(0.1)))
    assert s.ask(Query(1, None)) in (0, 1)
    assert s.ask(Query(1, None)) == ChildHalted(1)
    assert repr(s) == "<Session over filtered(PureDP(), 'additive', Epsilon(2.5), cap=2, trust_asserted=True)>"
    h = open_session(filtered(PureDP(), "additive", Epsilon(1.0), on_exhaust="halt", trust_asserted=True), 1, seed=1)
    with pytest.raises(MachineHalted):
        h.ask(Spawn(RR3, Epsilon(1.1)))
    with pytest.raises(MachineHalted):
        h.ask(Query(0, None))


@final
@attrs.frozen
class SpawnQueryThenRefuse(InteractivePostprocessor[int, object, object, "Spawn[Epsilon] | Query", object]):
    """One analyst query = spawn RR3 at 1.1, query it, then answer the analyst with a refusal of
    its own making (or pass on the filter's refusal). One initial state, so ``P ∘* F`` keeps F's
    certificate (seed 000 Thm 2.17)."""

    @override
    def initial(self) -> int:
        return 0

    @override
    def step(self, state: int, msg: Left[object] | Right[object], coins: Coins, /
             ) -> tuple[int, Left[object] | Right[Spawn[Epsilon] | Query]]:
        if isinstance(msg, Left):
            return 1, Right(Spawn(RR3, Epsilon(1.1)))
        answer = msg.msg
        if isinstance(answer, Spawned):
            return 2, Right(Query(answer.index, None))
        if isinstance(answer, Refusal):
            return 0, Left(answer)
        return 0, Left(Refusal(Epsilon(0.0), Epsilon(0.0), Epsilon(0.0), f"made up after the answer {answer!r}"))


def test_a_session_commits_the_spend_behind_a_passed_on_refusal() -> None:
    """The session keeps a step that ended in a refusal, so the spawn and the noise inside this
    post-processor's step are not free to redraw."""
    s = open_session(SpawnQueryThenRefuse() @ filtered(PureDP(), "additive", Epsilon(2.5)), 1, seed=0)
    for _ in range(2):
        with pytest.raises(BudgetExceeded, match=r"made up after the answer [01] .* state did change"):
            s.ask(None)
    with pytest.raises(BudgetExceeded, match=r"insufficient budget.*spent Epsilon\(2.2\), requested Epsilon\(1.1\)"):
        s.ask(None)  # the filter remembers both children


# ---------------------------------------------------------------------------------------------
# Nesting (seed 000 Alg 12)
# ---------------------------------------------------------------------------------------------


def test_a_nested_filter_counts_as_its_budget_and_checks_its_own_spawns() -> None:
    outer = filtered(PureDP(), "additive", Epsilon(3.0), trust_asserted=True)
    inner = filtered(PureDP(), "additive", Epsilon(2.5), trust_asserted=True)
    s, answers = run(outer, 1, Spawn(inner, Epsilon(2.5)), Query(0, Spawn(RR3, Epsilon(1.1))),
                     Query(0, Query(0, None)), Query(0, Spawn(RR3, Epsilon(1.1))), Query(0, Spawn(RR3, Epsilon(1.1))),
                     Spawn(nim(PureDP(), Epsilon(0.5)), Epsilon(0.5)), Spawn(nim(PureDP(), Epsilon(0.5)), Epsilon(0.5)))
    assert answers[0] == Spawned(0) and answers[1] == Spawned(0) and answers[2] in (0, 1) and answers[3] == Spawned(1)
    refusal = answers[4]
    assert isinstance(refusal, Refusal) and refusal.budget == Epsilon(2.5)  # the inner filter refused
    assert answers[5] == Spawned(1) and isinstance(answers[6], Refusal)  # 2.5 + 0.5 = 3.0, then no more
    assert live(s).spent == Epsilon(3.0)


def test_a_nested_filter_must_be_charged_at_least_its_budget() -> None:
    outer = filtered(PureDP(), "additive", Epsilon(3.0))
    inner = filtered(PureDP(), "additive", Epsilon(2.5))
    s = outer.machine.init(1)
    s2, a = step(outer, s, Spawn(inner, Epsilon(2.0)))
    assert isinstance(a, Invalid) and "does not cover" in a.reason and s2 is s


def test_an_odometer_enters_a_filter_only_as_a_filter_with_d_fixed_in_advance() -> None:
    outer = filtered(ZCDP(), "additive", Rho(1.0), relation=sensitivity_relation(1))
    g = odometer(ZCDP(), "additive", relation=sensitivity_relation(1))
    s = outer.machine.init(0.0)
    with pytest.raises(InvalidArgument, match="filter_from_odometer"):
        Spawn(g, Rho(0.5))  # type: ignore[arg-type]  # an odometer is no Mechanism
    s2, a = step(outer, s, forge(Spawn(gaussian(rho=0.5), Rho(0.5)), mechanism=g))  # one built around Spawn's check
    assert isinstance(a, Invalid) and "filter_from_odometer" in a.reason and s2 is s
    as_filter = filter_from_odometer(g, Rho(0.5))
    s3, a = step(outer, s, Spawn(as_filter, Rho(0.5)))
    assert a == Spawned(0)
    s4, a = step(outer, s3, Query(0, Spawn(gaussian(rho=0.5), Rho(0.5))))
    assert a == Spawned(0)
    _, a = step(outer, s4, Query(0, Spawn(gaussian(rho=0.5), Rho(0.5))))
    assert isinstance(a, Refusal) and a.budget == Rho(0.5)


def test_a_halting_nested_filter_is_a_halted_child_and_the_parent_goes_on() -> None:
    outer = filtered(PureDP(), "additive", Epsilon(3.0))
    inner = filtered(PureDP(), "additive", Epsilon(1.5), on_exhaust="halt")
    s, answers = run(outer, 1, Spawn(inner, Epsilon(1.5)), Query(0, Spawn(RR3, Epsilon(1.1))),
                     Query(0, Spawn(RR3, Epsilon(1.1))), Query(0, Query(0, None)), Spawn(RR3, Epsilon(1.1)))
    assert answers[:3] == [Spawned(0), Spawned(0), ChildHalted(0)]
    assert isinstance(answers[3], Invalid) and answers[4] == Spawned(1)


# ---------------------------------------------------------------------------------------------
# Construction errors, repr, the persistent state
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "exc", "match"),
    [
        ({"cap": 0}, InvalidArgument, "cap=0 must be None"),
        ({"cap": True}, InvalidArgument, "cap=True must be None"),
        ({"on_exhaust": "stop"}, InvalidArgument, "on_exhaust='stop' must be 'refuse'"),
        ({"relation": "bit flip"}, InvalidArgument, "relation='bit flip' must be a Relation"),
        ({"finite_communication": 1}, InvalidArgument, "finite_communication=1 must be True or False"),
        ({"sequential": "yes"}, InvalidArgument, "sequential='yes' must be True or False"),
    ],
    ids=["cap-0", "cap-bool", "on-exhaust", "relation", "finite-communication", "sequential"],
)
def test_bad_arguments(kwargs: dict[str, Any], exc: type[Exception], match: str) -> None:
    with pytest.raises(exc, match=match):
        filtered(PureDP(), "additive", Epsilon(1.0), **kwargs)


def test_bad_rules_and_budgets() -> None:
    with pytest.raises(IncompatibleMeasureError, match="takes Epsilon levels"):
        filtered(PureDP(), "additive", Rho(1.0))  # type: ignore[misc]  # a Rho budget for PureDP
    with pytest.raises(IncompatibleMeasureError, match=r"adds levels of ZCDP\(\)"):
        filtered(PureDP(), additive_accumulator(ZCDP()), Epsilon(1.0))  # type: ignore[misc]  # wrong measure
    with pytest.raises(IncompatibleMeasureError, match="Whitehouse"):
        filtered(PureDP(), whitehouse_accumulator(1e-6, 1e-5), Epsilon(1.0))  # type: ignore[misc]  # (ε, δ) rule
    with pytest.raises(InvalidArgument, match="rule='sum' must be an Accumulator or 'additive'"):
        filtered(PureDP(), "sum", Epsilon(1.0))  # type: ignore[arg-type]  # not a rule
    with pytest.raises(InvalidArgument, match="must be an Accumulator"):
        filtered(PureDP(), 3, Epsilon(1.0))  # type: ignore[arg-type]  # not a rule


def test_repr_rebuilds_the_call_and_never_shows_data() -> None:
    f = filtered(PureDP(), "additive", Epsilon(1.0), cap=3, on_exhaust="halt", relation=ADD_REMOVE_ONE,
                 finite_communication=True)
    options = f"cap=3, on_exhaust='halt', relation={ADD_REMOVE_ONE!r}, finite_communication=True"
    assert repr(f) == f"filtered(PureDP(), 'additive', Epsilon(1.0), {options})"
    assert repr(f.machine) == f"FiltCon(PureDP(), additive_accumulator(PureDP()), Epsilon(1.0), {options})"
    w = filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(1.0, 1e-5))
    assert repr(w) == "filtered(ApproxDP(), whitehouse_accumulator(1e-06, 1e-05), EpsDelta(1.0, 1e-05))"
    assert repr(w.machine) == "FiltCon(ApproxDP(), whitehouse_accumulator(1e-06, 1e-05), EpsDelta(1.0, 1e-05))"
    o = filter_from_odometer(odometer(ZCDP(), "additive", relation=ADD_REMOVE_ONE), Rho(1.0), cap=2)
    assert repr(o) == f"filter_from_odometer(odometer(ZCDP(), 'additive', relation={ADD_REMOVE_ONE!r}), Rho(1.0), cap=2)"
    assert repr(o.machine).startswith(f"FiltCon(ZCDP(), additive_accumulator(ZCDP()), Rho(1.0), cap=2, "
                                      f"relation={ADD_REMOVE_ONE!r}, theorem=")
    secret = "patient-record-1234"
    s, _ = run(filtered(PureDP(), "additive", Epsilon(1.0)), secret)
    assert secret not in repr(s) and repr(s) == "FilterState(spent=Epsilon(0.0), children=0)"


def _rebuild(text: str) -> Any:
    """``eval`` of a repr among the public names it may use (measures, accounting, machines, composition)."""
    import combinators.accounting
    import combinators.composition
    import combinators.machines
    import combinators.measures
    names = {name: getattr(module, name)
             for module in (combinators.measures, combinators.accounting, combinators.machines, combinators.composition)
             for name in module.__all__}
    return eval(text, names)  # noqa: S307  # the repr under test, built here


@pytest.mark.parametrize(
    "build",
    [
        lambda: filtered(PureDP(), "additive", Epsilon(1.0)),
        lambda: filtered(PureDP(), "additive", Epsilon(1.0), cap=3, on_exhaust="halt", relation=ADD_REMOVE_ONE,
                         finite_communication=True, trust_asserted=True),
        lambda: filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(1.0, 1e-5)),
        lambda: filtered(ApproxDP(), "additive", EpsDelta(1.0, 1e-5)),
        lambda: filtered(RenyiDP(3), "additive", RenyiEps(2.0)),
        lambda: filtered(ZCDP(), "additive", Rho(0.5), cap=1),
        lambda: filtered(ApproxZCDP(), "additive", RhoDelta(0.5, 1e-6), sequential=True),
    ],
    ids=["pure", "options", "whitehouse", "approx-additive", "renyi", "zcdp-cap", "approx-zcdp-sequential"],
)
def test_a_filters_repr_is_the_call_that_rebuilds_it(build: Any) -> None:
    """The filter prints as the ``filtered(...)`` call and its machine as the ``FiltCon(...)`` call;
    evaluated, each is the same value, the machine equal field for field, the theorem too."""
    f = build()
    again = _rebuild(repr(f))
    assert again == f and again.machine == f.machine and again.machine.theorem == f.machine.theorem
    machine = _rebuild(repr(f.machine))
    assert machine == f.machine and machine.theorem == f.machine.theorem
    assert type(again) is Mechanism and type(machine) is FiltCon and len(repr(f)) < 160


def test_a_filters_derived_fields_are_attrs_defaults() -> None:
    """``needs_finite_communication``, the rules and ``theorem`` are derived by attrs defaults from
    the fields (no ``__attrs_post_init__`` writes): not arguments, recomputed by ``evolve``, and a
    stated theorem is kept."""
    fields = attrs.fields_dict(FiltCon)
    for name in ("needs_finite_communication", "_rules"):
        assert not fields[name].init and isinstance(fields[name].default, attrs.Factory)  # type: ignore[arg-type]
    assert fields["theorem"].kw_only and isinstance(fields["theorem"].default, attrs.Factory)  # type: ignore[arg-type]
    raw = FiltCon(ApproxZCDP(), additive_accumulator(ApproxZCDP()), RhoDelta(0.5, 1e-6), sequential=True)
    assert "sequential" in raw.theorem and not raw.needs_finite_communication
    assert type(_rebuild(repr(raw))) is FiltCon and _rebuild(repr(raw)) == raw
    stated = FiltCon(PureDP(), additive_accumulator(PureDP()), Epsilon(1.0), theorem="why")
    assert stated.theorem == "why" and stated == FiltCon(PureDP(), additive_accumulator(PureDP()), Epsilon(1.0))


def test_a_step_shares_the_children_it_does_not_touch() -> None:
    """A spawn or a query copies O(log n) references, never the list of children (part 8)."""
    f = filtered(PureDP(), "additive", Epsilon(1e9), finite_communication=True, trust_asserted=True)
    child = certify_machine(StopsAt(10**9), PureDP(), Epsilon(1.0), BIT_FLIP)
    m = f.machine
    s = live(m.init(0))
    sp = Spawn(child, Epsilon(1.0))
    for _ in range(5000):
        s = live(m.step(s, sp, COINS)[0])
    s2 = live(m.step(s, Query(77, None), COINS)[0])
    s3 = live(m.step(s, sp, COINS)[0])
    for new in (s2, s3):
        old_root, new_root = s.children._root, new.children._root  # noqa: SLF001  # white-box check
        shared = sum(a is b for a, b in zip(old_root, new_root, strict=False))
        assert shared >= len(old_root) - 1  # at most one top-level subtree was copied
    assert s2.children[77] != s.children[77] and s2.children[78] is s.children[78]
    assert list(s3.children)[:5000] == list(s.children) and len(s3.children) == 5001
    assert pvector(s.children) == s.children and hash(pvector(s.children)) == hash(s.children)


def test_renyi_filter_charging_the_exact_renyi_divergence_of_pure_children() -> None:
    """A pure ε-DP child converted to RDP_α at the exact D_α of RR_ε (accounting.tight.pure_renyi; every
    ε-DP interactive mechanism is a post-processing of RR_ε, seed 004 Thm 5.2) costs less than ρα = αε²/2."""
    order = RenyiDP(3)
    exact = convert(RR3, order, lambda e: RenyiEps(pure_renyi(e.epsilon, 3)))
    via_zcdp = to_renyi(to_zcdp(RR3), order)
    assert exact.level.epsilon < via_zcdp.level.epsilon
    assert audit(exact, 0, 1, [None], 1).verdict is Verdict.CERTIFIED  # the certificate is true
    f = filtered(order, "additive", RenyiEps(4.0), trust_asserted=True)
    for child, admitted in ((exact, 4), (via_zcdp, 2)):
        _, answers = run(f, 1, *[Spawn(child, child.level)] * 5)
        assert sum(isinstance(a, Spawned) for a in answers) == admitted


def test_many_children_answer_like_a_model_in_any_order() -> None:
    """1,100 children (noninteractive and interactive, so slots live in the trie and in the tail)
    queried in a shuffled order answer exactly as each child alone would: a noninteractive one
    releases once, then halts (ChildHalted), then is invalid; ``StopsAt(3)`` answers 0, 1, then halts."""
    import random

    f = filtered(PureDP(), "additive", Epsilon(1e6), trust_asserted=True)
    m = f.machine
    s = live(m.init(1))
    inter = certify_machine(StopsAt(3), PureDP(), Epsilon(1.0), BIT_FLIP)
    kinds = ["nim" if i % 3 else "inter" for i in range(1100)]
    for i, kind in enumerate(kinds):
        s2, a = m.step(s, Spawn(nim(PureDP(), Epsilon(1.0)) if kind == "nim" else inter, Epsilon(1.0)), COINS)
        assert a == Spawned(i)
        s = live(s2)
    asked = [0] * 1100
    order = [j for j in range(1100) for _ in range(4)]
    random.Random(3).shuffle(order)
    for j in order:
        before = s
        s2, a = m.step(s, Query(j, None), COINS)
        n = asked[j]
        asked[j] += 1
        if kinds[j] == "nim":
            expected: object = "bit" if n == 0 else ChildHalted(j) if n == 1 else "invalid"
        else:
            expected = n if n < 2 else ChildHalted(j) if n == 2 else "invalid"
        if expected == "bit":
            assert a in (0, 1)
        elif expected == "invalid":
            assert isinstance(a, Invalid) and "has halted" in a.reason and s2 is before
        else:
            assert a == expected
        s = live(s2)
    assert s.count == 1100 and s.spent == Epsilon(1100.0)


def test_filter_state_is_a_value_that_never_equals_a_plain_tuple() -> None:
    f = filtered(PureDP(), "additive", Epsilon(10.0))
    a = live(f.machine.init(1))
    b = live(f.machine.init(1))
    assert a == b and hash(a) == hash(b) and not a != b
    assert a != tuple(a) and tuple(a) != a and not a == tuple(a)  # noqa: SIM201, PLR1714
    c = live(f.machine.step(a, Spawn(RR3, Epsilon(2.0)), COINS)[0])
    assert c != a and c.count == 1 and a.count == 0 and repr(c) == "FilterState(spent=Epsilon(2.0), children=1)"


def test_filter_state_copies_and_pickles_by_value() -> None:
    import copy
    import pickle

    f = filtered(PureDP(), "additive", Epsilon(100.0))
    s = live(f.machine.init(1))
    for _ in range(40):  # past one tail: the trie is used
        s = live(f.machine.step(s, Spawn(RR3, Epsilon(1.1)), COINS)[0])
    s = live(f.machine.step(s, Query(3, None), COINS)[0])
    for clone in (copy.deepcopy(s), pickle.loads(pickle.dumps(s)), copy.copy(s)):
        assert isinstance(clone, FilterState) and clone == s and clone.count == 40
        assert clone.spent == s.spent and list(clone.children) == list(s.children)


# ---------------------------------------------------------------------------------------------
# Levels forged around their constructors
# ---------------------------------------------------------------------------------------------

LAPLACE = laplace(scale=1, sensitivity=1)  # 1-DP for |x - x'| <= 1 (Dwork et al. 2006)
FORGED_NUMBERS = [-1.0, math.nan, -math.inf, "0", F(-1), True, 0, np.float64(-1.0)]


def forged_child(number: object) -> tuple[Mechanism[Any, Any, Any, Any, Epsilon], Epsilon]:
    """The Laplace machine with a certificate at a level that passed its validators and was then
    set to ``number`` with ``object.__setattr__``; the same level object is requested."""
    level = Epsilon(1.0)
    child = Mechanism(LAPLACE.machine, Certificate(PureDP(), level, LAPLACE.certificate.relation))
    return child, forge(level, epsilon=number)


@pytest.mark.parametrize("number", FORGED_NUMBERS)
def test_a_forged_level_refunds_no_budget(number: object) -> None:
    """Epsilon(-1.0) spawned after each real 1-DP Laplace child refunds nothing: only one 1-DP child
    fits in a budget of 1."""
    f = filtered(PureDP(), "additive", Epsilon(1.0), relation=LAPLACE.certificate.relation)
    s = f.machine.init(0.0)
    s, a = step(f, s, Spawn(LAPLACE, Epsilon(1.0)))
    assert a == Spawned(0)
    child, level = forged_child(number)
    s2, a = step(f, s, Spawn(child, level))
    assert isinstance(a, Invalid) and "forged" in a.reason and s2 is s
    _, a = step(f, s, Spawn(LAPLACE, Epsilon(1.0)))
    assert isinstance(a, Refusal) and live(s).spent == Epsilon(1.0)


def test_a_forged_level_is_refused_by_a_session_and_an_odometer_too() -> None:
    rel = LAPLACE.certificate.relation
    session = open_session(filtered(PureDP(), "additive", Epsilon(1.0), relation=rel), 0.0, seed=0)
    session.ask(Spawn(LAPLACE, Epsilon(1.0)))
    with pytest.raises(InvalidQuery, match="forged"):
        session.ask(Spawn(*forged_child(-1.0)))
    with pytest.raises(BudgetExceeded):
        session.ask(Spawn(LAPLACE, Epsilon(1.0)))
    g = odometer(PureDP(), "additive", relation=rel)
    s = g.init(0.0)
    s, _ = g.step(s, Spawn(LAPLACE, Epsilon(1.0)), COINS)
    s2, a = g.step(s, Spawn(*forged_child(-1.0)), COINS)
    assert isinstance(a, Invalid) and s2 is s and g.step(s, PRIVACY_LOSS, COINS)[1] == Epsilon(1.0)


def test_a_certificate_whose_level_was_forged_after_it_was_built_covers_nothing() -> None:
    """The requested level is intact, but the certificate's was set to -1 (so that it 'covers' 0)."""
    f = filtered(PureDP(), "additive", Epsilon(1.0), relation=LAPLACE.certificate.relation)
    child, _ = forged_child(-1.0)
    s = f.machine.init(0.0)
    s2, a = step(f, s, Spawn(child, Epsilon(0.0)))
    assert isinstance(a, Invalid) and "certificate" in a.reason and s2 is s


def test_a_crafted_pickle_of_a_negative_level_does_not_load() -> None:
    with pytest.raises(InvalidArgument, match="never negative"):
        pickle.loads(crafted_pickle(Epsilon, epsilon=-1.0))


@pytest.mark.parametrize(("measure", "level", "numbers"), [
    (ZCDP(), Rho(0.5), {"rho": -0.5}),
    (RenyiDP(3), RenyiEps(0.5), {"epsilon": math.nan}),
    (ApproxDP(), EpsDelta(0.5, 1e-6), {"delta": -1e-6}),
    (ApproxZCDP(), RhoDelta(0.5, 1e-6), {"rho": -0.5}),
])
def test_forged_levels_are_refused_under_every_measure(measure: Any, level: Any, numbers: dict[str, object]) -> None:
    f = filtered(measure, "additive", level, sequential=isinstance(measure, ApproxZCDP), finite_communication=True, trust_asserted=True)
    s = f.machine.init(1)
    s, a = step(f, s, Spawn(nim(measure, level), level))
    assert a == Spawned(0)
    copy = attrs.evolve(level)
    child = nim(measure, copy)  # certified while its numbers were intact
    s2, a = step(f, s, Spawn(child, forge(copy, **numbers)))
    assert isinstance(a, Invalid) and s2 is s


def test_a_whitehouse_filter_refuses_a_forged_negative_delta() -> None:
    """A negative δ_m would lower Σδ_m and let a child with δ_m > 0 through the δ'' budget."""
    f = filtered(ApproxDP(), whitehouse_accumulator(1e-6, 2e-6), EpsDelta(1.0, 2e-6), trust_asserted=True)
    s = f.machine.init(1)
    s, a = step(f, s, Spawn(nim(ApproxDP(), EpsDelta(0.1, 1e-6)), EpsDelta(0.1, 1e-6)))
    assert a == Spawned(0)
    level = EpsDelta(0.0, 0.0)
    child = nim(ApproxDP(), level)
    s2, a = step(f, s, Spawn(child, forge(level, delta=-1e-6)))
    assert isinstance(a, Invalid) and s2 is s
    _, a = step(f, s, Spawn(nim(ApproxDP(), EpsDelta(0.1, 1e-6)), EpsDelta(0.1, 1e-6)))
    assert isinstance(a, Refusal)  # δ' + 2·1e-6 > 2e-6


def test_a_gaussian_dp_filter_refuses_a_forged_mu() -> None:
    f = filtered(FDP(), gaussian_accumulator(), gaussian_tradeoff(1.0), trust_asserted=True)
    s = f.machine.init(1)
    level = gaussian_tradeoff(0.5)
    child = nim(FDP(), level)
    s2, a = step(f, s, Spawn(child, forge(level, mu=math.nan)))
    assert isinstance(a, Invalid) and s2 is s


# ---------------------------------------------------------------------------------------------
# A filter inside a spawned child is checked through every wrapper
# ---------------------------------------------------------------------------------------------

BIG = filtered(PureDP(), "additive", Epsilon(100.0))


def _identity(a: object) -> object:
    return a


def restated(machine: InteractiveMechanism[Any, Any, Any, Any]) -> Mechanism[Any, Any, Any, Any, Epsilon]:
    """``machine`` with a hand-made certificate at ε = 0.5."""
    return certify_machine(machine, PureDP(), Epsilon(0.5), BIT_FLIP)


def deep(machine: InteractiveMechanism[Any, Any, Any, Any], n: int) -> InteractiveMechanism[Any, Any, Any, Any]:
    for _ in range(n):
        machine = _identity @ machine
    return machine


HIDDEN_FILTERS = {
    "map_answers": restated(_identity @ BIG.machine),
    "ipm": restated(Post((MapAnswers(_identity),), BIG.machine)),
    "chain": restated(Post((MapAnswers(_identity), MapAnswers(_identity)), BIG.machine)),
    "null_extension": null_extension(restated(BIG.machine), trust_asserted=True),
    "concurrent": concurrent(restated(BIG.machine), trust_asserted=True),
    "ordered_concurrent": ordered_concurrent(restated(BIG.machine), trust_asserted=True),
    "concurrent restated": restated(concurrent(BIG, BIG).machine),
    "raw ConComp": restated(ConComp((RR3.machine, BIG.machine))),
    "raw ConComp holding concurrent()": restated(ConComp((concurrent(BIG).machine,))),
    "nested wrappers": null_extension(concurrent(restated(_identity @ NullExtension(BIG.machine)),
                                                 nim(PureDP(), Epsilon(0.0)), trust_asserted=True),
                                     trust_asserted=True),
    "5000 deep": restated(deep(BIG.machine, 5000)),
}


@pytest.mark.parametrize("child", HIDDEN_FILTERS.values(), ids=HIDDEN_FILTERS.keys())
def test_a_filter_restated_below_its_budget_is_refused_through_every_wrapper(
        child: Mechanism[Any, Any, Any, Any, Epsilon]) -> None:
    """``(lambda a: a) @ filtered(PureDP(), "additive", Epsilon(100), trust_asserted=True)`` certified at
    0.5 by hand is not admitted by a filter of budget 1 (it would admit 50 inner spawns of 1.1)."""
    f = filtered(PureDP(), "additive", Epsilon(1.0), finite_communication=True, trust_asserted=True)
    s = f.machine.init(1)
    s2, a = step(f, s, Spawn(child, Epsilon(0.5)))
    assert isinstance(a, Invalid) and a.reason.startswith("divergence cannot be parsed") and s2 is s


def test_honest_wrapped_filters_are_admitted_and_keep_their_own_budget() -> None:
    small = filtered(PureDP(), "additive", Epsilon(0.5), trust_asserted=True)  # q is certified by hand
    quarter = filtered(PureDP(), "additive", Epsilon(0.25), trust_asserted=True)
    f = filtered(PureDP(), "additive", Epsilon(2.0), finite_communication=True, trust_asserted=True)
    q = nim(PureDP(), Epsilon(0.25))
    s, answers = run(f, 1, Spawn(_identity @ small, Epsilon(0.5)), Spawn(null_extension(small, trust_asserted=True), Epsilon(0.5)),
                     Spawn(concurrent(quarter, quarter, trust_asserted=True), Epsilon(0.5)),
                     Query(0, Spawn(q, Epsilon(0.25))), Query(0, Spawn(q, Epsilon(0.25))),
                     Query(0, Spawn(q, Epsilon(0.25))),
                     Query(2, (1, Spawn(q, Epsilon(0.25)))), Query(2, (1, Spawn(q, Epsilon(0.25)))))
    assert answers[:5] == [Spawned(0), Spawned(1), Spawned(2), Spawned(0), Spawned(1)]
    assert isinstance(answers[5], Refusal) and answers[5].budget == Epsilon(0.5)  # 3 · 0.25 > 0.5
    assert answers[6] == Spawned(0) and isinstance(answers[7], Refusal)
    assert live(s).spent == Epsilon(1.5)


def test_a_wrapped_odometer_is_refused() -> None:
    g = odometer(PureDP(), "additive", trust_asserted=True)
    f = filtered(PureDP(), "additive", Epsilon(1.0), finite_communication=True, trust_asserted=True)
    s = f.machine.init(1)
    for child in (restated(_identity @ g), concurrent(restated(g), trust_asserted=True)):
        s2, a = step(f, s, Spawn(child, Epsilon(0.5)))
        assert isinstance(a, Invalid) and "odometer" in a.reason and s2 is s


def test_an_uncapped_filter_is_refused_through_a_wrapper_where_finite_communication_is_needed() -> None:
    """Under (ε, δ)-DP a nested filter has finite communication only with a cap; the parent's
    finite_communication=True cannot vouch for it, wrapped or not."""
    inner = filtered(ApproxDP(), "additive", EpsDelta(0.5, 0.0), finite_communication=True)
    f = filtered(ApproxDP(), "additive", EpsDelta(1.0, 0.0), finite_communication=True)
    s = f.machine.init(1)
    for child in (_identity @ inner, null_extension(inner)):
        s2, a = step(f, s, Spawn(child, EpsDelta(0.5, 0.0)))
        assert isinstance(a, Invalid) and "cap=K" in a.reason and s2 is s
    capped = filtered(ApproxDP(), "additive", EpsDelta(0.5, 0.0), cap=3)
    assert step(f, s, Spawn(_identity @ capped, EpsDelta(0.5, 0.0)))[1] == Spawned(0)


# ---------------------------------------------------------------------------------------------
# The rule gate decides by type
# ---------------------------------------------------------------------------------------------


@final
@attrs.frozen(eq=False)
class EqualsEverything:
    """An accumulator that admits everything and answers True to every ``==``."""

    count: int = 0

    def value(self) -> EpsDelta:
        return EpsDelta(0.0, 0.0)

    def add(self, level: EpsDelta, /) -> EqualsEverything:
        return EqualsEverything(self.count + 1)

    def within(self, budget: EpsDelta, /) -> bool:
        return True

    def admits(self, level: EpsDelta, budget: EpsDelta, /) -> bool:
        return True

    @override
    def __eq__(self, other: object) -> bool:
        return True

    @override
    def __hash__(self) -> int:
        return 0


class _PosesAsScalar(type):
    """A metaclass whose classes equal every class (so ``type(x) in (...)`` holds for any tuple):
    the ``==`` and ``hash`` of ``EqualsEverything``, one level up."""

    __eq__ = EqualsEverything.__eq__
    __hash__ = EqualsEverything.__hash__


class AlsoEqualsEverything(metaclass=_PosesAsScalar):
    """The same accumulator, whose *class* answers True to every ``==``."""

    count = 0

    def value(self) -> EpsDelta:
        return EpsDelta(0.0, 0.0)

    def add(self, level: EpsDelta, /) -> AlsoEqualsEverything:
        return self

    def within(self, budget: EpsDelta, /) -> bool:
        return True

    def admits(self, level: EpsDelta, budget: EpsDelta, /) -> bool:
        return True


@pytest.mark.parametrize("rule", [EqualsEverything(), AlsoEqualsEverything()], ids=type)
def test_an_accumulator_equal_to_everything_is_not_the_additive_rule(rule: Any) -> None:
    """The gate decides by type, not ``rule == "additive"``: this accumulator needs rule_is_valid=True
    (it would admit 100 spawns of (1, 1e-6) under a budget of (1, 1e-6))."""
    for build in (lambda: filtered(ApproxDP(), rule, EpsDelta(1.0, 1e-6), trust_asserted=True), lambda: odometer(ApproxDP(), rule, trust_asserted=True)):
        with pytest.raises(InvalidArgument, match="rule_is_valid=True"):
            build()
    with pytest.raises(InvalidArgument, match="rule_is_valid=True"):
        FiltCon(ApproxDP(), rule, EpsDelta(1.0, 1e-6))
    # asserted by the caller, it is taken as the caller's rule, and its theorem says so
    f = filtered(ApproxDP(), rule, EpsDelta(1.0, 1e-6), rule_is_valid=True, trust_asserted=True)
    assert "asserted valid by the caller" in live_theorem(f)


def test_hostile_strings_and_ints_are_not_the_library_values() -> None:
    class Additive(ClaimsEqual, str):
        pass

    big = compares_as(False)

    with pytest.raises(InvalidArgument, match="rule="):
        filtered(ApproxDP(), Additive("whitehouse"), EpsDelta(1.0, 1e-6), trust_asserted=True)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="on_exhaust="):
        filtered(PureDP(), "additive", Epsilon(1.0), on_exhaust=Additive("halt"), trust_asserted=True)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="on_exhaust="):
        filtered(PureDP(), "additive", Epsilon(1.0), on_exhaust=EqualsEverything(), trust_asserted=True)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="cap="):
        filtered(PureDP(), "additive", Epsilon(1.0), cap=big(1), trust_asserted=True)


# ---------------------------------------------------------------------------------------------
# Filters say where they stand
# ---------------------------------------------------------------------------------------------


def test_status_is_deterministic_state_preserving_and_free() -> None:
    f = filtered(PureDP(), "additive", Epsilon(1.0), cap=5, trust_asserted=True)
    s, answers = run(f, 1, Spawn(nim(PureDP(), Epsilon(0.25)), Epsilon(0.25)),
                     Spawn(nim(PureDP(), Epsilon(0.5)), Epsilon(0.5)), Query(0, None))
    s1, a1 = step(f, s, STATUS)
    s2, a2 = step(f, s1, STATUS)
    assert s1 is s and s2 is s and a1 == a2
    assert a1 == FilterStatus(Epsilon(0.75), Epsilon(0.25), Epsilon(1.0), 2, cap=5)  # dyadic: exact
    nested = filtered(PureDP(), "additive", Epsilon(2.0), trust_asserted=True)
    s, answers = run(nested, 1, Spawn(f, Epsilon(1.0)), Query(0, STATUS))
    assert answers[1] == FilterStatus(Epsilon(0.0), Epsilon(1.0), Epsilon(1.0), 0, cap=5)
    assert step(nested, s, STATUS)[1] == FilterStatus(Epsilon(1.0), Epsilon(1.0), Epsilon(2.0), 1)


def test_status_remaining_is_the_largest_level_the_rule_admits_next() -> None:
    """0.1 + 0.2 rounds above 0.3 in floats, so after 0.1 the largest next spend within 0.3 is the
    float just below 0.2 (its sum with 0.1 rounds to 0.3 exactly)."""
    f = filtered(PureDP(), "additive", Epsilon(0.3), trust_asserted=True)
    s, _ = run(f, 1, Spawn(nim(PureDP(), Epsilon(0.1)), Epsilon(0.1)))
    status = step(f, s, STATUS)[1]
    assert isinstance(status, FilterStatus) and status.remaining == Epsilon(math.nextafter(0.2, 0.0))
    r = status.remaining.epsilon
    assert step(f, s, Spawn(nim(PureDP(), Epsilon(r)), Epsilon(r)))[1] == Spawned(1)
    above = math.nextafter(r, 1.0)
    assert isinstance(step(f, s, Spawn(nim(PureDP(), Epsilon(above)), Epsilon(above)))[1], Refusal)


def test_status_remaining_of_a_whitehouse_filter_matches_the_root_of_its_rule() -> None:
    """Whitehouse et al. 2023 Thm 2: ε_next is the root of √(2·ln(1/δ')·(Σε² + ε²)) + (Σε² + ε²)/2 = ε,
    i.e. ε_next² = y* − Σε² with y* = (√(2L + 2ε) − √(2L))² (research/ERRATA.md A4), at 50 digits;
    δ_next = δ − δ' − Σδ_m."""
    f = filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(3.0, 1e-5), trust_asserted=True)
    s, _ = run(f, 1, Spawn(nim(ApproxDP(), EpsDelta(0.5, 1e-6)), EpsDelta(0.5, 1e-6)))
    status = step(f, s, STATUS)[1]
    assert isinstance(status, FilterStatus) and isinstance(status.remaining, EpsDelta)
    with reference_precision():
        two_l = 2 * mpmath.log(mpmath.mpf(10) ** 6)
        y_star = (mpmath.sqrt(two_l + 6) - mpmath.sqrt(two_l)) ** 2
        expected = mpmath.sqrt(y_star - mpmath.mpf(0.25))
        assert abs(status.remaining.epsilon - expected) < 1e-12 * expected
        assert abs(status.remaining.delta - (mpmath.mpf(1e-5) - mpmath.mpf(1e-6) - mpmath.mpf(1e-6))) < 1e-20
    level = status.remaining
    assert step(f, s, Spawn(nim(ApproxDP(), level), level))[1] == Spawned(1)


@pytest.mark.parametrize(("measure", "rule", "budget", "level", "expected"), [
    (ZCDP(), "additive", Rho(1.0), Rho(0.25), Rho(0.75)),
    (RenyiDP(3), "additive", RenyiEps(2.0), RenyiEps(0.5), RenyiEps(1.5)),
    (ApproxDP(), "additive", EpsDelta(1.0, 2.0**-10), EpsDelta(0.25, 2.0**-12), EpsDelta(0.75, 3 * 2.0**-12)),
    (FDP(), gaussian_accumulator(), gaussian_tradeoff(5.0), gaussian_tradeoff(3.0), gaussian_tradeoff(4.0)),
])
def test_status_under_every_measure(measure: Any, rule: Any, budget: Any, level: Any, expected: Any) -> None:
    """Exact in floats (dyadic levels; the 3-4-5 triangle for Gaussian DP, Dong–Roth–Su 2019 Cor 3.3)."""
    f = filtered(measure, rule, budget, trust_asserted=True)
    s, _ = run(f, 1, Spawn(nim(measure, level), level))
    assert step(f, s, STATUS)[1] == FilterStatus(level, expected, budget, 1)


def test_status_of_an_odometer_and_of_a_callers_rule() -> None:
    g = odometer(ZCDP(), "additive", trust_asserted=True)
    s = g.init(1)
    s, _ = g.step(s, Spawn(nim(ZCDP(), Rho(0.25)), Rho(0.25)), COINS)
    s2, a = g.step(s, STATUS, COINS)
    assert s2 is s and a == FilterStatus(Rho(0.25), None, None, 1)
    gdp: Accumulator[TradeOff] = GaussianDPAccumulator()
    f = filtered(FDP(), gdp, gaussian_tradeoff(1.0), rule_is_valid=True, trust_asserted=True)
    assert step(f, f.machine.init(1), STATUS)[1] == FilterStatus(gdp.value(), None, gaussian_tradeoff(1.0), 0)


def test_a_halted_filter_keeps_why_it_halted() -> None:
    refuse = filtered(PureDP(), "additive", Epsilon(1.0), cap=3, trust_asserted=True)
    halt = filtered(PureDP(), "additive", Epsilon(1.0), cap=3, on_exhaust="halt", trust_asserted=True)
    msgs = (Spawn(nim(PureDP(), Epsilon(0.75)), Epsilon(0.75)), Spawn(nim(PureDP(), Epsilon(0.5)), Epsilon(0.5)))
    _, answers = run(refuse, 1, *msgs)
    refusal = answers[1]
    assert isinstance(refusal, Refusal)
    s, answers = run(halt, 1, *msgs)
    assert answers[1] is HALT and isinstance(s, Exhausted)
    assert isinstance(halt.machine, FiltCon)
    assert halt.machine.halt_reason(s) == refusal.reason and "insufficient budget" in refusal.reason
    assert halt.machine.status(s) == FilterStatus(Epsilon(0.75), None, Epsilon(1.0), 1, cap=3, halted=True,
                                                  reason=refusal.reason)
    assert step(halt, s, STATUS) == (s, HALT)  # halting is absorbing (Alg 3), STATUS included
    assert halt.machine.halt_reason(halt.machine.init(1)) is None


def test_a_whitehouse_target_above_the_budgets_delta_is_refused_when_the_filter_is_built() -> None:
    """A filter whose rule's target δ = 1e-5 exceeds the budget's 1e-6 could admit nothing: it is
    refused when built, not at every spawn."""
    w = whitehouse_accumulator(1e-6, 1e-5)
    with pytest.raises(InvalidArgument, match=r"delta=1e-05.*delta=1e-06"):
        filtered(ApproxDP(), w, EpsDelta(1.0, 1e-6))
    with pytest.raises(InvalidArgument, match=r"delta=1e-05.*delta=1e-06"):
        filter_from_odometer(odometer(ApproxDP(), w), EpsDelta(1.0, 1e-6))
    looser = filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-6), EpsDelta(1.0, 1e-5))  # a smaller target is safe
    assert looser.level == EpsDelta(1.0, 1e-5)


# ---------------------------------------------------------------------------------------------
# Filters nested 10,000 deep
# ---------------------------------------------------------------------------------------------

DEEP = 10_000
RR3 = randomized_response(e_eps=3)  # keeps its bit with probability 3/4 (Warner 1965; seed 004 §5)


def _down(n: int, msg: object) -> Any:
    """``msg`` sent through ``n`` filters: ``Query(0, Query(0, … msg))``."""
    for _ in range(n):
        msg = Query(0, msg)
    return msg


def _nested(machine: Any, child: Any, n: int) -> Any:
    """The state of ``machine`` whose child 0 is ``child`` (a filter) whose child 0 is ``child`` …,
    ``n`` filters below the top, the innermost with no children, on the data 1. Built from the
    bottom: spawning each level through the ones above would take n²/2 steps."""
    coins = sampled_coins(0)
    inner = child.machine
    s = inner.init(1)
    for i in range(n):
        outer = machine if i == n - 1 else inner
        top, answer = outer.step(outer.init(1), Spawn(child, child.level), coins)
        assert answer == Spawned(0)
        s = _with_slot(top, 0, (inner, s))
    return s


def test_a_query_through_10000_nested_filters_is_answered_without_recursion() -> None:
    f = filtered(PureDP(), "additive", Epsilon(2.0))
    m: Any = f.machine
    start = _nested(m, f, DEEP)
    coins = sampled_coins(0)
    s, a = m.step(start, _down(DEEP, Spawn(RR3, RR3.level)), coins)
    assert a == Spawned(0) and s != start
    d = FiniteDist.from_branches(enumerate_step(lambda c: m.step(s, _down(DEEP + 1, None), c)[1]))
    assert d[1] == F(3, 4) and d[0] == F(1, 4)
    # refusals and invalid messages at the bottom leave every level's state as it was (the same object)
    again, a = m.step(s, _down(DEEP, Spawn(RR3, Epsilon(1.5))), coins)  # ln 3 + 1.5 > 2
    assert type(a) is Refusal and again is s
    again, a = m.step(s, _down(DEEP, Query(1, None)), coins)
    assert type(a) is Invalid and "no mechanism 1" in a.reason and again is s
    again, a = m.step(s, _down(DEEP, "nonsense"), coins)
    assert type(a) is Invalid and again is s
    assert m.step(s, _down(DEEP, STATUS), coins) == (s, FilterStatus(RR3.level, Epsilon(2.0 - RR3.level.epsilon),
                                                                     Epsilon(2.0), 1))
    # the release, then the child halts: ChildHalted(0) from the bottom filter comes up as its answer
    s2, a = m.step(s, _down(DEEP + 1, None), coins)
    assert a in (0, 1)
    s3, a = m.step(s2, _down(DEEP + 1, None), coins)
    assert a == ChildHalted(0)
    s4, a = m.step(s3, _down(DEEP + 1, None), coins)
    assert type(a) is Invalid and "has halted" in a.reason and s4 is s3
    # the old states are values: the start still has no grandchild at the bottom
    assert m.step(start, _down(DEEP, STATUS), coins)[1].children == 0


def test_a_nested_filter_that_halts_at_depth_10000_closes_as_a_child() -> None:
    f = filtered(PureDP(), "additive", Epsilon(2.0), on_exhaust="halt")
    m: Any = f.machine
    start = _nested(m, f, DEEP)
    coins = sampled_coins(0)
    s, a = m.step(start, _down(DEEP, Spawn(RR3, Epsilon(3.0))), coins)  # more than the budget 2
    assert a == ChildHalted(0)  # the bottom filter halted; its parent closed it and goes on
    s2, a = m.step(s, _down(DEEP, STATUS), coins)
    assert type(a) is Invalid and "has halted" in a.reason and s2 is s
    assert m.step(s, _down(DEEP - 1, STATUS), coins)[1].children == 1


def test_an_odometer_over_10000_nested_filters() -> None:
    f = filtered(PureDP(), "additive", Epsilon(2.0))
    o: Any = odometer(PureDP(), "additive")
    start = _nested(o, f, DEEP)
    coins = sampled_coins(0)
    s, a = o.step(start, _down(DEEP, Spawn(RR3, RR3.level)), coins)
    assert a == Spawned(0)
    assert o.step(s, PRIVACY_LOSS, coins)[1] == Epsilon(2.0)
    d = FiniteDist.from_branches(enumerate_step(lambda c: o.step(s, _down(DEEP + 1, None), c)[1]))
    assert d[1] == F(3, 4) and d[0] == F(1, 4)


def test_nesting_built_by_spawns_matches_and_runs_in_a_session() -> None:
    """600 filters spawned one inside the other through a session (recursion stopped at 495)."""
    f = filtered(PureDP(), "additive", Epsilon(2.0))
    s: Any = open_session(f, 1, seed=0)
    m: Any = f.machine
    coins = sampled_coins(0)
    state = m.init(1)
    for depth in range(600):
        assert s.ask(_down(depth, Spawn(f, Epsilon(2.0)))) == Spawned(0)
        if depth < 5:
            state, _ = m.step(state, _down(depth, Spawn(f, Epsilon(2.0))), coins)
    assert state == _nested(m, f, 5)
    assert s.ask(_down(600, Spawn(RR3, RR3.level))) == Spawned(0)
    assert s.ask(_down(601, None)) in (0, 1)
    with pytest.raises(BudgetExceeded):
        s.ask(_down(600, Spawn(RR3, Epsilon(1.5))))
    with pytest.raises(InvalidQuery, match=r"invalid query Query\(index=0, query=Query\(index=0, .*…: "):
        s.ask(_down(600, Query(3, _down(DEEP, None))))  # the message is shown cut short; the session goes on
    assert s.ask(_down(600, STATUS)).children == 1


def test_query_messages_nested_10000_deep_have_repr_eq_hash_and_pickle() -> None:
    q, same, other = _down(DEEP, "q"), _down(DEEP, "q"), _down(DEEP, "r")
    assert repr(q) == "Query(index=0, query=" * DEEP + "'q'" + ")" * DEEP
    assert repr(_down(2, None)) == "Query(index=0, query=Query(index=0, query=None))"
    assert q == same and q != other and not (q != same) and hash(q) == hash(same)
    assert Query(1, Query(0, "q")) != Query(0, Query(0, "q")) and Query(0, 1) == Query(0, 1.0)
    assert hash(Query(0, 1)) == hash(Query(0, 1.0))
    copy: Any = pickle.loads(pickle.dumps(q))
    inner: Any = copy.query
    assert copy == q and type(inner) is Query and type(inner.query) is Query and inner.query.index == 0
    assert Query(2, None) != (2, None) and Query(2, None).__eq__((2, None)) is NotImplemented


def test_states_nested_10000_deep_compare_hash_and_pickle() -> None:
    f = filtered(PureDP(), "additive", Epsilon(2.0))
    m: Any = f.machine
    a, b = _nested(m, f, DEEP), _nested(m, f, DEEP)
    assert a == b and not (a != b) and hash(a) == hash(b)
    c, _ = m.step(a, _down(DEEP, Spawn(RR3, RR3.level)), sampled_coins(0))  # differs at the bottom only
    assert c != a and not (c == a)
    copy = pickle.loads(pickle.dumps(c))
    assert copy == c and hash(copy) == hash(c)
    assert m.step(copy, _down(DEEP, STATUS), sampled_coins(0))[1].children == 1


@pytest.mark.parametrize("depth", [0, 1, 2, 40])
def test_a_deep_states_hash_is_the_tuple_hash_whichever_way_it_is_computed(depth: int) -> None:
    """The stack walk must give ``tuple.__hash__`` bit for bit: one state may be hashed from a
    shallow call (by C) and from a deep one (by the walk), and equal states must hash equal."""
    f = filtered(PureDP(), "additive", Epsilon(2.0))
    s: Any = _nested(f.machine, f, depth)
    s, _ = f.machine.step(s, _down(depth, Spawn(RR3, RR3.level)), sampled_coins(0))
    assert deep_hash(s, (tuple, FilterState)) == tuple.__hash__(s) == hash(s)
    assert deep_hash((), (tuple,)) == hash(()) and deep_hash((-1, (2, -2)), (tuple,)) == hash((-1, (2, -2)))
    assert deep_eq(s, pickle.loads(pickle.dumps(s)), (tuple, FilterState))


# ---------------------------------------------------------------------------------------------
# Messages and states refuse bad arguments when they are built. The
# engine still answers a message built around these checks ``Invalid`` (test_invalid_query,
# test_divergence_cannot_be_parsed), since a hostile analyst need not call the constructor.


@pytest.mark.parametrize(("mechanism", "level", "error", "match"), [
    (RR3.machine, Epsilon(1.1), InvalidArgument, "must be a certified Mechanism"),  # a raw machine
    (None, Epsilon(1.1), InvalidArgument, "mechanism=None must be a certified Mechanism"),
    (odometer(PureDP(), "additive"), Epsilon(1.1), InvalidArgument, "is an odometer: .*filter_from_odometer"),
    (RR3, Rho(1.2), IncompatibleMeasureError, "PureDP\\(\\) takes Epsilon levels"),  # another measure's level
    (RR3, 1.1, IncompatibleMeasureError, "takes Epsilon levels"),  # a number is no level
    (RR3, None, IncompatibleMeasureError, "takes Epsilon levels"),
    (to_zcdp(RR3), Epsilon(1.2), IncompatibleMeasureError, "ZCDP\\(\\) takes Rho levels"),
])
def test_spawn_refuses_what_no_filter_admits(mechanism: object, level: object, error: type[Exception],
                                             match: str) -> None:
    with pytest.raises(error, match=match):
        Spawn(mechanism, level)  # type: ignore[arg-type]  # misuse on purpose


def test_spawn_takes_a_level_of_the_childs_measure_of_another_type() -> None:
    """Under f-DP a Gaussian child may be charged a piecewise-linear curve: Spawn defers to the
    measure's check_level when the types differ."""
    child = to_tradeoff(randomized_response_delta(e_eps=3, delta=F(0)))
    assert Spawn(child, gaussian_tradeoff(1.0)).level == gaussian_tradeoff(1.0)


@pytest.mark.parametrize("cls", [Query, Spawned])
@pytest.mark.parametrize("bad", [-1, True, 0.0, math.nan, "0", None, ()], ids=repr)
def test_a_child_index_is_an_int_at_least_0(cls: Any, bad: object) -> None:
    with pytest.raises(InvalidArgument, match="index=.* must be an int >= 0"):
        cls(bad)


@pytest.mark.parametrize("cls", [Query, Spawned])
def test_a_child_index_may_be_a_numpy_integer(cls: Any) -> None:
    message = cls(np.int64(3))
    assert message == cls(3) and type(message.index) is int


@pytest.mark.parametrize(("fields", "match"), [
    ({"reason": None}, "reason=None must be a str"),
    ({"reason": 1.0}, "reason=1.0 must be a str"),
    ({"reason": "over", "children": -1}, "children=-1 must be an int >= 0"),
    ({"reason": "over", "children": True}, "children=True must be an int >= 0"),
    ({"reason": "over", "children": math.inf}, "children=inf must be an int >= 0"),
])
def test_exhausted_refuses_bad_fields(fields: dict[str, object], match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        Exhausted(**fields)  # type: ignore[arg-type]  # misuse on purpose


@pytest.mark.parametrize("bad", [None, 0.0, "1", PureDP()], ids=repr)
def test_a_filter_state_takes_an_accumulator_only(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="accumulator=.* must be an Accumulator"):
        FilterState(0, bad)  # type: ignore[arg-type]  # misuse on purpose


@pytest.mark.parametrize("bad", [None, 0.0, ()], ids=repr)
def test_a_filters_theorem_is_a_str(bad: object) -> None:
    """An empty tuple was taken and replaced by the table's statement; a number was kept."""
    acc = additive_accumulator(PureDP())
    with pytest.raises(InvalidArgument, match="theorem=.* must be a str"):
        FiltCon(PureDP(), acc, Epsilon(1.0), theorem=bad)  # type: ignore[arg-type]  # misuse on purpose


# Hand-built machines are checked like the factories' ones; a level the rule cannot take, a
# noninteractive child's HALT, a child certified below its budget, rules the library did not prove.

IRR = interactive_randomized_response(e_eps=3, delta=F(1, 10**6))


def test_a_hand_built_filter_derives_the_finite_communication_condition() -> None:
    """A raw FiltCon derives its conditions from the table: an interactive (ε, δ) child is refused
    where seed 000 Thm 1.8/3.4 needs finite communication."""
    raw = FiltCon(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(8.0, 1e-5))
    assert raw.needs_finite_communication
    assert raw == filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(8.0, 1e-5)).machine
    s = raw.init(1)
    s2, answer = raw.step(s, Spawn(IRR, EpsDelta(1.1, 2e-6)), COINS)
    assert isinstance(answer, Invalid) and "finite communication" in answer.reason and s2 is s
    evolved = attrs.evolve(raw, on_exhaust="halt")  # evolve rebuilds, so it is checked again
    assert evolved.needs_finite_communication and evolved.theorem == raw.theorem
    with pytest.raises(TypeError):
        attrs.evolve(raw, needs_finite_communication=False)  # type: ignore[call-arg]  # derived, not an argument


@pytest.mark.parametrize(
    ("build", "error", "match"),
    [
        (lambda: FiltCon(ZCDP(), additive_accumulator(PureDP()), Rho(1.0)), IncompatibleMeasureError,  # type: ignore[misc]  # the mismatch under test
         "adds levels of PureDP"),
        (lambda: FiltCon(PureDP(), additive_accumulator(PureDP()), Rho(1.0)), IncompatibleMeasureError, "Rho"),  # type: ignore[misc]  # the mismatch under test
        (lambda: FiltCon(RenyiDP(2), whitehouse_accumulator(1e-6, 1e-6), RenyiEps(1.0)), CompositionForbidden,  # type: ignore[misc]  # the mismatch under test
         "custom rule: forbidden"),
        (lambda: FiltCon(PureDP(), "additive", Epsilon(1.0)), InvalidArgument,  # type: ignore[arg-type]
         "takes the accumulator itself"),
        (lambda: FiltCon(PureDP(), additive_accumulator(PureDP()), Epsilon(1.0), cap=0), InvalidArgument, "cap=0"),
        (lambda: FiltCon(PureDP(), additive_accumulator(PureDP()), Epsilon(1.0), on_exhaust="stop"),  # type: ignore[arg-type]
         InvalidArgument, "on_exhaust='stop'"),
        (lambda: OdomCon(RenyiDP(2), whitehouse_accumulator(1e-6, 1e-6)), CompositionForbidden, "forbidden"),  # type: ignore[misc]  # the mismatch under test
        (lambda: OdomCon(ZCDP(), additive_accumulator(PureDP())), IncompatibleMeasureError, "adds levels of PureDP"),  # type: ignore[misc]  # the mismatch under test
        (lambda: OdomCon(PureDP(), additive_accumulator(PureDP()), sequential=1), InvalidArgument,  # type: ignore[arg-type]
         "sequential=1 must be True or False"),
    ],
    ids=["rule-of-other-measure", "budget-of-other-measure", "custom-rdp-rule", "string-rule", "cap", "on-exhaust",
         "odometer-custom-rdp", "odometer-rule-of-other-measure", "odometer-flag"],
)
def test_hand_built_machines_are_checked_like_the_factories(build: Any, error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        build()


def test_a_level_the_rule_cannot_take_is_invalid_and_changes_nothing() -> None:
    """A Gaussian-DP filter charges only Gaussian curves; a piecewise child's level is an Invalid
    answer, not an exception from inside the step."""
    child = to_tradeoff(randomized_response_delta(e_eps=3, delta=F(1, 10**6)))
    f = filtered(FDP(), gaussian_accumulator(), gaussian_tradeoff(2.0)).machine
    s = f.init(1)
    s2, answer = f.step(s, Spawn(child, child.level), COINS)
    assert isinstance(answer, Invalid) and answer.reason.startswith("divergence cannot be parsed: the rule")
    assert "must be a GaussianTradeOff" in answer.reason and s2 is s
    g = odometer(FDP(), gaussian_accumulator())
    t = g.init(1)
    t2, answer = g.step(t, Spawn(child, child.level), COINS)
    assert isinstance(answer, Invalid) and "cannot charge" in answer.reason and t2 is t


def test_a_noninteractive_childs_halt_closes_only_that_child() -> None:
    halts_on_one = (lambda b: HALT if b == 1 else b) @ RR3
    f = filtered(PureDP(), "additive", Epsilon(3.0)).machine
    s: Any = f.init(1)
    for msg, expected in ((Spawn(RR3, Epsilon(1.1)), Spawned(0)), (Spawn(halts_on_one, Epsilon(1.1)), Spawned(1))):
        s, answer = f.step(s, msg, COINS)
        assert answer == expected
    answers = set()
    for seed in range(40):  # RR3 keeps the bit 1 with probability 3/4: both branches occur
        s2, answer = f.step(s, Query(1, None), sampled_coins(seed))
        answers.add(type(answer))
        assert isinstance(s2, FilterState)
        if answer == ChildHalted(1):
            s3, again = f.step(s2, Query(1, None), COINS)
            assert isinstance(again, Invalid) and "has halted" in again.reason and s3 is s2
            assert f.step(s2, Query(0, None), COINS)[1] in (0, 1)  # the sibling goes on
    assert answers == {ChildHalted, int}


def test_a_filter_child_must_be_certified_at_its_budget() -> None:
    big = filtered(PureDP(), "additive", Epsilon(10.0))
    restated = Mechanism(big.machine, Certificate(PureDP(), Epsilon(0.1), BIT_FLIP))
    outer = filtered(PureDP(), "additive", Epsilon(1.0)).machine
    s = outer.init(1)
    s2, answer = outer.step(s, Spawn(restated, Epsilon(0.1)), COINS)
    assert isinstance(answer, Invalid) and "a filter is certified at its budget" in answer.reason and s2 is s


@final
class MaxOfLevels(ScalarAccumulator[RenyiEps]):  # type: ignore[misc]  # subclassing a final class on purpose
    """Not additive: keeps the largest level, which under Rényi DP has no theorem."""

    @override
    def add(self, level: RenyiEps, /) -> MaxOfLevels:
        return MaxOfLevels(self.measure, max(self.total, self.measure.loss(level)), self.count + 1)


def test_the_additive_rule_is_the_librarys_own_classes() -> None:
    with pytest.raises(CompositionForbidden, match="custom rule: forbidden"):
        filtered(RenyiDP(2), MaxOfLevels(RenyiDP(2), 0.0, 0), RenyiEps(1.0))


@final
@attrs.frozen
class NaturalFDP:
    """The natural f-DP filter, written as an accumulator: compose the curves, stop at the target.
    Invalid for adaptive levels (Tran et al. 2026)."""

    spent: Any = attrs.field(factory=lambda: FDP().zero())
    count: int = 0

    def value(self) -> Any:
        return self.spent

    def add(self, level: Any, /) -> NaturalFDP:
        return NaturalFDP(FDP().compose([self.spent, level]), self.count + 1)

    def within(self, budget: Any, /) -> bool:
        return FDP().leq(self.spent, budget)

    def admits(self, level: Any, budget: Any, /) -> bool:
        return self.add(level).within(budget)


def test_an_accumulator_of_your_own_needs_an_assertion() -> None:
    """An accumulator of the caller's own is not a proved "custom" rule: the natural f-DP filter,
    which the table forbids, is refused when written as a class too."""
    with pytest.raises(InvalidArgument, match="not one of the library's proved rules.*Tran et al. 2026"):
        filtered(FDP(), NaturalFDP(), gaussian_tradeoff(1.0), finite_communication=True)
    with pytest.raises(InvalidArgument, match="rule_is_valid=True"):
        odometer(FDP(), NaturalFDP())
    # the library's own non-additive rules need no assertion
    assert "asserted" not in filtered(FDP(), gaussian_accumulator(), gaussian_tradeoff(1.0)).machine.theorem  # type: ignore[attr-defined]


def test_a_nested_filter_under_approximate_dp_needs_a_cap_and_noninteractive_children() -> None:
    """With finite_communication=True on the parent, an uncapped nested filter is refused: seed 000
    Thm 1.8/3.4 need bounded communication (§5 item 4)."""
    outer = filtered(ApproxDP(), "additive", EpsDelta(2.0, 1e-4), finite_communication=True).machine
    s = outer.init(1)
    for inner in (filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(1.0, 1e-5)),
                  filtered(ApproxDP(), "additive", EpsDelta(1.0, 1e-5), cap=4, finite_communication=True)):
        s2, answer = outer.step(s, Spawn(inner, inner.level), COINS)
        assert isinstance(answer, Invalid) and "a nested filter has it only with a cap" in answer.reason and s2 is s
    capped = filtered(ApproxDP(), whitehouse_accumulator(1e-6, 1e-5), EpsDelta(1.0, 1e-5), cap=4)
    for parent_fc in (True, False):  # structural: the parent need not assert anything for it
        parent = filtered(ApproxDP(), "additive", EpsDelta(2.0, 1e-4), finite_communication=parent_fc).machine
        _, answer = parent.step(parent.init(1), Spawn(capped, capped.level), COINS)
        assert answer == Spawned(0)
    # pure DP needs no finite communication: an uncapped nested filter is fine there
    pure = filtered(PureDP(), "additive", Epsilon(2.0)).machine
    _, answer = pure.step(pure.init(1), Spawn(filtered(PureDP(), "additive", Epsilon(1.0)), Epsilon(1.0)), COINS)
    assert answer == Spawned(0)

"""Regressions for what an adversarial review of the engine found (2026-11-23): a hand-built
``FiltCon``/``OdomCon`` is checked like the factories' ones, a level the rule cannot take is an
``Invalid`` answer, a noninteractive child's ``HALT`` closes only that child, a filter child must be
certified at its budget, and the additive rule is the library's own classes only."""

from __future__ import annotations

import math
from fractions import Fraction as F
from typing import Any, final

import attrs
import pytest
from typing_extensions import override

from combinators.accounting import (
    AdditiveAccumulator,
    ScalarAccumulator,
    additive_accumulator,
    gaussian_accumulator,
    whitehouse_accumulator,
)
from combinators.accounting.filters import GaussianAccumulator
from combinators.certify import certify
from combinators.composition.capabilities import CompositionForbidden
from combinators.composition.concurrent import ChildHalted
from combinators.composition.concurrent import concurrent
from combinators.composition.filtered import FiltCon, FilterState, Query, Spawn, Spawned, filtered
from combinators.composition.odometer import OdomCon, odometer
from combinators.errors import IncompatibleMeasureError, InvalidArgument
from combinators.machines import BIT_FLIP, HALT, Certificate, Invalid, Mechanism, Refusal, to_tradeoff
from combinators.measures import (
    FDP,
    ZCDP,
    ApproxDP,
    ApproxZCDP,
    EpsDelta,
    Epsilon,
    PureDP,
    RenyiDP,
    RenyiEps,
    Rho,
    RhoDelta,
    gaussian_tradeoff,
)
from combinators.primitives import interactive_randomized_response, randomized_response, randomized_response_delta
from combinators.prob import sampled_coins

COINS = sampled_coins(0)
RR3 = randomized_response(e_eps=3)
IRR = interactive_randomized_response(e_eps=3, delta=F(1, 10**6))


def test_a_hand_built_filter_derives_the_finite_communication_condition() -> None:
    """A raw FiltCon once skipped the table, so an interactive (ε, δ) child was admitted where
    seed 000 Thm 1.8/3.4 needs finite communication."""
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


def test_certify_gets_the_same_tree_from_a_hand_built_filter() -> None:
    raw = FiltCon(PureDP(), additive_accumulator(PureDP()), Epsilon(2.0))
    tree = certify(raw)
    assert tree == certify(filtered(PureDP(), "additive", Epsilon(2.0)))
    assert (tree.kind, tree.level) == ("filter", (("epsilon", 2.0),))


def test_a_level_the_rule_cannot_take_is_invalid_and_changes_nothing() -> None:
    """A Gaussian-DP filter charges only Gaussian curves; a piecewise child's level was an
    exception from inside the step (found in review)."""
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


@pytest.mark.parametrize(
    ("build", "error", "match"),
    [
        (lambda: AdditiveAccumulator(ApproxDP(), Rho(0.0), 0), IncompatibleMeasureError, "Rho"),  # type: ignore[misc]  # the mismatch under test
        (lambda: AdditiveAccumulator(FDP(), gaussian_tradeoff(0.0), 0), InvalidArgument, "measure=FDP()"),
        (lambda: GaussianAccumulator(-1.0, 0), InvalidArgument, "sum_sq=-1.0"),
        (lambda: GaussianAccumulator(math.nan, 0), InvalidArgument, "sum_sq=nan"),
    ],
    ids=["additive-level-of-other-measure", "additive-fdp", "gaussian-negative", "gaussian-nan"],
)
def test_accumulators_check_their_fields(build: Any, error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        build()


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


@final
@attrs.frozen
class MaxRho:
    """A non-additive approximate-zCDP rule: charges max ρ_i instead of Σρ_i."""

    top: RhoDelta = RhoDelta(0.0, 0.0)
    count: int = 0

    def value(self) -> RhoDelta:
        return self.top

    def add(self, level: RhoDelta, /) -> MaxRho:
        return MaxRho(RhoDelta(max(self.top.rho, level.rho), max(self.top.delta, level.delta)), self.count + 1)

    def within(self, budget: RhoDelta, /) -> bool:
        return ApproxZCDP().leq(self.top, budget)

    def admits(self, level: RhoDelta, budget: RhoDelta, /) -> bool:
        return self.add(level).within(budget)


def test_an_accumulator_of_your_own_needs_an_assertion() -> None:
    """Found in review: any accumulator counted as a proved "custom" rule, so the natural f-DP
    filter the table forbids got through once written as a class."""
    with pytest.raises(InvalidArgument, match="not one of the library's proved rules.*Tran et al. 2026"):
        filtered(FDP(), NaturalFDP(), gaussian_tradeoff(1.0), finite_communication=True)
    with pytest.raises(InvalidArgument, match="rule_is_valid=True"):
        odometer(FDP(), NaturalFDP())
    # the library's own non-additive rules need no assertion
    assert "asserted" not in filtered(FDP(), gaussian_accumulator(), gaussian_tradeoff(1.0)).machine.theorem  # type: ignore[attr-defined]


def test_no_custom_rule_for_approximate_zcdp_even_sequentially() -> None:
    """Found in review: the cell read SEQUENTIAL_ONLY; seed 003 Thm 1 proves only (Σρ_i, Σδ_i)."""
    for asserted in (False, True):
        with pytest.raises(CompositionForbidden, match="no non-additive rule is proved for approximate zCDP"):
            filtered(ApproxZCDP(), MaxRho(), RhoDelta(0.5, 1e-6), sequential=True, rule_is_valid=asserted)


def test_wrapped_refusals_keep_the_state_value() -> None:
    """Found in review: P ∘* M and ConComp rebuilt an equal state on a refusal, so the session
    said the state had changed."""
    f = filtered(PureDP(), "additive", Epsilon(1.5))
    mapped: Any = (str @ f).machine
    s1, _ = mapped.step(mapped.init(1), Spawn(RR3, Epsilon(1.1)), COINS)
    s2, answer = mapped.step(s1, Spawn(RR3, Epsilon(1.1)), COINS)
    assert isinstance(answer, Refusal) and s2 is s1
    both: Any = concurrent(f, f).machine
    t1 = both.init(1)
    t2, answer = both.step(t1, (0, Spawn(RR3, Epsilon(2.0))), COINS)
    assert isinstance(answer, Refusal) and t2 is t1


def test_a_nested_filter_under_approximate_dp_needs_a_cap_and_noninteractive_children() -> None:
    """Found in review: with finite_communication=True on the parent, an uncapped nested filter was
    admitted, though seed 000 Thm 1.8/3.4 need bounded communication (§5 item 4)."""
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

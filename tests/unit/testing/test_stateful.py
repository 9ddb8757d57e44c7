"""The state-machine bases of combinators.testing.stateful: each passes on the library's own
compositors and FINDS a deliberately broken one — a user-written additive rule that forgets to
charge or rounds down, an odometer rule that forgets a level, a compositor that routes to the
wrong child or understates its level, a continual mechanism that answers after its verifier halts."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, final

import attrs
import pytest
from hypothesis import HealthCheck, settings
from typing_extensions import Self, override

from combinators.composition import concurrent, filtered, odometer
from combinators.continual import tree_counter
from combinators.errors import InvalidArgument
from combinators.machines import HALT, Halt, InteractiveMechanism, Mechanism, certify_machine, game
from combinators.measures import ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Epsilon, PureDP, Rho, RhoDelta
from combinators.prob import Coins
from combinators.testing.stateful import (
    ConcurrentMachine,
    ContinualMachine,
    CountingMachine,
    FilterMachine,
    OdometerMachine,
    Release,
    run_machine,
)

FAST = settings(max_examples=25, stateful_step_count=20, deadline=None, database=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])


# ---------------------------------------------------------------------------------------------
# A user-written additive rule for pure DP, and two broken ones
# ---------------------------------------------------------------------------------------------


@attrs.frozen
class SumRule:
    """An additive accumulator over ε written by a user: the running sum, rounded up."""

    total: float = 0.0
    count: int = 0

    def value(self) -> Epsilon:
        return Epsilon(self.total)

    def charge(self, epsilon: float | Fraction) -> float:
        """The new total after a spawn at ``epsilon`` (a float or an exact Fraction level)."""
        return math.nextafter(float(self.total + epsilon), math.inf)

    def add(self, level: Epsilon, /) -> Self:
        return type(self)(self.charge(level.epsilon), self.count + 1)

    def within(self, budget: Epsilon, /) -> bool:
        return self.total <= budget.epsilon

    def admits(self, level: Epsilon, budget: Epsilon, /) -> bool:
        return self.add(level).within(budget)


@final
class ForgetfulRule(SumRule):
    """Broken: counts the spawn but forgets to charge it."""

    @override
    def charge(self, epsilon: float | Fraction) -> float:
        return self.total


@final
class RoundingDownRule(SumRule):
    """Broken: keeps the sum to one decimal, rounding down (0.25 + 0.5 is charged 0.7)."""

    @override
    def charge(self, epsilon: float | Fraction) -> float:
        return math.floor((self.total + epsilon) * 10) / 10


class PureRuleMachine(FilterMachine):
    """The user's test: their rule under pure DP, budget 1, dyadic levels (sums exact)."""

    measure = PureDP()
    budget = Epsilon(1.0)
    levels = (Epsilon(0.125), Epsilon(0.25), Epsilon(0.5))
    rule_under_test: Any = SumRule()

    @override
    def make_filter(self) -> Mechanism[Any, Any, Any, Any, Any]:
        return filtered(self.measure, self.rule_under_test, self.budget, rule_is_valid=True, trust_asserted=True)


class ForgetfulMachine(PureRuleMachine):
    rule_under_test = ForgetfulRule()


class RoundingDownMachine(PureRuleMachine):
    rule_under_test = RoundingDownRule()


TestPureRuleMachine = PureRuleMachine.TestCase
TestPureRuleMachine.settings = FAST  # how a user bounds the run of a machine's TestCase


def test_a_correct_user_rule_passes() -> None:
    run_machine(PureRuleMachine, FAST)


@pytest.mark.parametrize("machine", [ForgetfulMachine, RoundingDownMachine], ids=["forgets to charge", "rounds down"])
def test_the_filter_machine_finds_a_broken_rule(machine: type[PureRuleMachine]) -> None:
    with pytest.raises(AssertionError, match="undercharges|not ⪯ the budget"):
        run_machine(machine, FAST)


class ExactAdditive(FilterMachine):
    """The library's additive rule under zCDP on dyadic levels: exactly the sum, and a spawn is
    admitted iff the sum fits; on exhaustion it halts for good."""

    measure = ZCDP()
    budget = Rho(1.0)
    levels = (Rho(0.125), Rho(0.25), Rho(0.5))
    exact = True

    @override
    def make_filter(self) -> Mechanism[Any, Any, Any, Any, Any]:
        return filtered(self.measure, "additive", self.budget, on_exhaust="halt", cap=5, trust_asserted=True)


def test_the_additive_filter_passes_exactly_and_halts_for_good() -> None:
    run_machine(ExactAdditive, FAST)


class OverchargingMachine(PureRuleMachine):
    """A rule that charges more than the reference is safe but not exact: against a reference that
    counts only half the spawns, the correct sum overcharges, and ``exact = True`` finds it."""

    exact = True
    rule_under_test = SumRule(0.0, 0)

    @override
    def reference(self, levels: Any) -> Any:
        return super().reference(levels[: len(levels) // 2])  # pretend half the spawns were free


def test_exact_finds_a_rule_that_charges_more_than_the_reference() -> None:
    with pytest.raises(AssertionError, match="above the exact|by the reference"):
        run_machine(OverchargingMachine, FAST)


# ---------------------------------------------------------------------------------------------
# Odometers
# ---------------------------------------------------------------------------------------------


class AdditiveOdometer(OdometerMachine):
    measure = PureDP()
    levels = (Epsilon(0.125), Epsilon(0.5))
    exact = True


class ForgetfulOdometer(OdometerMachine):
    measure = PureDP()
    levels = (Epsilon(0.125), Epsilon(0.5))

    @override
    def make_odometer(self) -> Any:
        return odometer(self.measure, ForgetfulRule(), rule_is_valid=True, trust_asserted=True)


def test_the_odometer_machine_passes_the_additive_odometer() -> None:
    run_machine(AdditiveOdometer, FAST)


def test_the_odometer_machine_finds_a_reading_below_the_reference() -> None:
    with pytest.raises(AssertionError, match="below the reference"):
        run_machine(ForgetfulOdometer, FAST)


# ---------------------------------------------------------------------------------------------
# Concurrent compositions
# ---------------------------------------------------------------------------------------------


class PureConcurrent(ConcurrentMachine):
    measure = PureDP()
    levels = (Epsilon(0.25), Epsilon(0.5), Epsilon(0.125))
    limit = 2


@final
@attrs.frozen
class Misrouted(InteractiveMechanism[Any, Any, Any, Any]):
    """Broken: sends every message ``(j, q)`` to child ``j`` of an inner composition, except that
    messages to child 1 go to child 0."""

    inner: InteractiveMechanism[Any, Any, Any, Any]

    @override
    def init(self, data: Any, /) -> Any:
        return self.inner.init(data)

    @override
    def step(self, state: Any, query: Any, coins: Coins, /) -> tuple[Any, Any | Halt]:
        if type(query) is tuple and len(query) == 2 and query[0] == 1:
            query = (0, query[1])
        return self.inner.step(state, query, coins)


class MisroutedConcurrent(PureConcurrent):
    @override
    def make_composition(self, children: Any) -> Mechanism[Any, Any, Any, Any, Any]:
        c = concurrent(*children, trust_asserted=True)
        return certify_machine(Misrouted(c.machine), c.measure, c.level, c.certificate.relation)


class UnderstatedConcurrent(PureConcurrent):
    @override
    def make_composition(self, children: Any) -> Mechanism[Any, Any, Any, Any, Any]:
        c = concurrent(*children, trust_asserted=True)
        return certify_machine(c.machine, c.measure, Epsilon(0.5), c.certificate.relation)  # the sum is 0.875


class ZCDPConcurrent(ConcurrentMachine):
    measure = ZCDP()
    levels = (Rho(0.125), Rho(0.5))


class ApproxConcurrent(ConcurrentMachine):
    """(ε, δ) children with finite communication: basic composition (Haney et al. 2023, Thm 1.8)."""

    measure = ApproxDP()
    levels = (EpsDelta(0.25, 2.0**-10), EpsDelta(0.5, 0.0), EpsDelta(0.125, 2.0**-12))


@pytest.mark.parametrize("machine", [PureConcurrent, ZCDPConcurrent, ApproxConcurrent], ids=["pure", "zcdp", "approx"])
def test_the_concurrent_machine_passes_concurrent(machine: type[ConcurrentMachine]) -> None:
    run_machine(machine, FAST)


def test_the_concurrent_machine_finds_a_misrouting_compositor() -> None:
    with pytest.raises(AssertionError, match="another child's queries|halted"):
        run_machine(MisroutedConcurrent, FAST)


def test_the_concurrent_machine_finds_an_understated_level() -> None:
    with pytest.raises(AssertionError, match="below"):
        run_machine(UnderstatedConcurrent, FAST)


# ---------------------------------------------------------------------------------------------
# Continual mechanisms
# ---------------------------------------------------------------------------------------------


class TreeCounterGame(ContinualMachine):
    """The binary-tree counter in its game under event-level neighbours of ±1 updates."""

    messages = (0, 1, 2)

    @override
    def make_mechanism(self) -> Mechanism[Any, Any, Any, Any, Any]:
        return tree_counter(r=Fraction(1, 2), horizon=4, window=(-3, 6))


def test_the_continual_machine_passes_the_tree_counter() -> None:
    run_machine(TreeCounterGame, FAST)


class NoVerifier(TreeCounterGame):
    """Broken: games whose verifier accepts everything, while the test's f is the real one."""

    @override
    def make_game(self, b: int) -> Any:
        return game(self.mechanism.machine, _accept_all, b)


def _accept_all(messages: tuple[Any, ...]) -> bool:
    return True


def test_the_continual_machine_finds_games_that_answer_after_f_rejects() -> None:
    with pytest.raises(AssertionError, match="f rejects"):
        run_machine(NoVerifier, FAST)


# ---------------------------------------------------------------------------------------------
# The helpers
# ---------------------------------------------------------------------------------------------


def test_release_and_counting_machines() -> None:
    assert Release(3).release(None, None) == 3  # type: ignore[arg-type]  # coins are not drawn
    m = CountingMachine(1)
    s, a = m.step(m.init(0), None, None)  # type: ignore[arg-type]
    assert a == 1 and m.step(s, None, None)[1] is HALT  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="limit"):
        CountingMachine(0)


def test_run_machine_refuses_what_is_not_a_state_machine() -> None:
    with pytest.raises(InvalidArgument, match="RuleBasedStateMachine"):
        run_machine(int)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="settings"):
        run_machine(PureRuleMachine, {"max_examples": 1})  # type: ignore[arg-type]


class InteractiveChildren(FilterMachine):
    """Children that answer twice before they halt, under the additive rule (the default filter):
    the model follows them through ``ChildHalted``."""

    measure = PureDP()
    budget = Epsilon(1.0)
    levels = (Epsilon(0.25), Epsilon(0.5))
    exact = True

    @override
    def make_child(self, level: Any) -> Mechanism[Any, Any, Any, Any, Any]:
        return certify_machine(CountingMachine(2), self.measure, level, self.relation)


class SequentialApproxZCDP(FilterMachine):
    """Approximate zCDP composes only sequentially: a spawn closes the previous child."""

    measure = ApproxZCDP()
    budget = RhoDelta(1.0, 2.0**-10)
    levels = (RhoDelta(0.25, 0.0), RhoDelta(0.5, 2.0**-12))
    exact = True

    @override
    def make_filter(self) -> Mechanism[Any, Any, Any, Any, Any]:
        return filtered(self.measure, "additive", self.budget, sequential=True, trust_asserted=True)


@pytest.mark.parametrize("machine", [InteractiveChildren, SequentialApproxZCDP], ids=["interactive", "sequential"])
def test_the_filter_machine_follows_interactive_children_and_sequential_filters(machine: type[FilterMachine]) -> None:
    run_machine(machine, FAST)


class NoMeasure(FilterMachine):
    levels = (Epsilon(0.5),)


def test_a_machine_without_a_measure_says_what_to_give() -> None:
    with pytest.raises(InvalidArgument, match="NoMeasure gives no measure"):
        run_machine(NoMeasure, FAST)


class NoLevels(FilterMachine):
    measure = PureDP()
    budget = Epsilon(1.0)


def test_a_machine_without_levels_says_what_to_give() -> None:
    with pytest.raises(InvalidArgument, match="levels is empty"):
        run_machine(NoLevels, FAST)

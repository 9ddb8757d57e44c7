"""Modular mechanisms (combinators.continual.modular; seed 002 §6: Thm 6.1, Def 6.2, Def 6.5,
Cor 6.6): a controller over sub-mechanism handles, run as Modular(controller) @ ext_concurrent(),
and the paired run 𝒫² that checks the f → f′ property.

The example is a small HSS (seed 002 Alg 4, §6.1 of the digest): a running sum with a noisy
alarm. An AboveThreshold child watches the interval sum since the last alarm; when it fires, a
discrete-Laplace child releases the interval sum, the released total grows by it, and a fresh
AboveThreshold starts. Event-level neighbours (one bit flipped) reach at most one AboveThreshold
instance (inputs differing by ≤ 1, same threshold) and at most one Laplace child (input differing
by ≤ 1): the f′ of the digest's HSS analysis, one differing child per kind.

The library's binary-tree counter and HSS histogram are certified with this harness: their
controllers' tests are in test_counters.py and test_hss.py (issue 12 part 7).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Final, final

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st
from typing_extensions import override

from combinators.audit import audit_game
from combinators.composition import Create
from combinators.continual import Continual, as_continual
from combinators.continual.modular import (
    Controller,
    Handle,
    Modular,
    ModularState,
    SubMechanisms,
    modular,
    paired_run,
)
from combinators.continual.taint import Tainted, taint, where
from combinators.continual.verification import CompositionRule, PairVerification, Suitable, im_style, suitable
from combinators.errors import ImpureStepError, InvalidArgument, SessionClosed, TaintError
from combinators.machines import (
    BIT_FLIP,
    HALT,
    INVALID,
    ChildHalted,
    ContinualMechanism,
    Invalid,
    NoninteractiveMechanism,
    Rejected,
    certify_machine,
    is_continual,
    open_session,
)
from combinators.measures import Epsilon, PureDP, Verdict
from combinators.primitives import BOT, TOP, randomized_response, sensitivity_relation
from combinators.prob import Coins, sampled_coins

# ---------------------------------------------------------------------------------------------
# the sub-mechanisms
# ---------------------------------------------------------------------------------------------


@final
@attrs.frozen(repr=False)
class OneSensitive(PairVerification[None]):
    """Pairs of ints that differ by at most 1: AboveThreshold's neighbouring query streams."""

    @override
    def __repr__(self) -> str:
        return "OneSensitive()"

    @override
    def start(self) -> None:
        return None

    @override
    def step_pair(self, state: None, m0: Any, m1: Any, /) -> None | Rejected:
        if type(m0) is int and type(m1) is int and abs(m0 - m1) <= 1:
            return None
        return INVALID

    @override
    def first_pair_consistent(self) -> bool:
        return False


_DONE: Final = "done"


@final
@attrs.frozen
class AboveThreshold(ContinualMechanism[Any, int, Any]):
    """AboveThreshold over 1-sensitive int queries with discrete-Laplace noise: threshold noise
    ratio 1/4 (scale 2/ε), query noise ratio 1/2 (scale 4/ε), so ε = 4 ln 2 (Lyu–Su–Li 2017,
    Alg 1 and Thm 2; the proof uses only the noise's pmf ratio bounds, which discrete Laplace
    has). Answers BOT until the first TOP, then halts."""

    threshold: int

    @override
    def initial(self) -> Any:
        return None

    @override
    def step(self, state: Any, query: int, coins: Coins, /) -> tuple[Any, Any]:
        if state == _DONE:
            return state, HALT
        if type(query) is not int:
            return state, Invalid("a query is an int")
        noisy_threshold = self.threshold + coins.discrete_laplace(Fraction(1, 4)) if state is None else state
        if query + coins.discrete_laplace(Fraction(1, 2)) >= noisy_threshold:
            return _DONE, TOP
        return noisy_threshold, BOT


FS: Final = OneSensitive()
ALARM_EPS: Final = 4 * math.log(2)
@final
@attrs.frozen
class DiscreteLaplace(NoninteractiveMechanism[int, int]):
    """x + Z with Z discrete Laplace of ratio 1/2: ln 2-DP for ints at distance ≤ 1 (Ghosh et al.
    2009; ``geometric`` without the clamp, whose exact window would make long runs slow)."""

    @override
    def release(self, data: int, coins: Coins, /) -> int:
        return data + coins.discrete_laplace(Fraction(1, 2))


FC: Final = im_style(sensitivity_relation(1))
COUNT: Final = certify_machine(Continual(DiscreteLaplace()), PureDP(), Epsilon(0.6932), FC.as_relation(),
                               justification="discrete Laplace of ratio 1/2, as_continual: ε = ln 2 < 0.6932")


def alarm(threshold: int) -> Any:
    return certify_machine(AboveThreshold(threshold), PureDP(), Epsilon(2.7726), FS.as_relation(),
                           justification="AboveThreshold, Lyu–Su–Li 2017 Thm 2: ε = 4 ln 2 < 2.7726")


def test_the_alarm_certificate_covers_4_ln_2() -> None:
    assert ALARM_EPS < 2.7726 and abs(ALARM_EPS - 2.772588722239781) < 1e-15


@final
@attrs.frozen(repr=False)
class OneDifferingPerKind(CompositionRule[frozenset[str]]):
    """f′ of the noisy alarm: suitability (Def 4.5) and at most one sub-mechanism of each kind
    (named by its verification function) receiving differing messages (Def 5.1 with k = 1 per
    kind; Cor 5.5 then bounds each kind by its children's ε)."""

    @override
    def __repr__(self) -> str:
        return "OneDifferingPerKind()"

    @override
    def start(self) -> frozenset[str]:
        return frozenset()

    @override
    def on_query(self, state: frozenset[str], create: Create, index: int, pair: tuple[Any, Any], differs: bool,
                 first_difference: bool, /) -> frozenset[str] | Rejected:
        if not first_difference:
            return state
        kind = repr(create.f)
        return INVALID if kind in state else state | {kind}


F_PRIME: Final = Suitable(OneDifferingPerKind())


def event_level(pairs: tuple[tuple[Any, Any], ...]) -> bool:
    """Bit streams that differ in at most one place."""
    bits = all(type(a) is int and type(b) is int and a in (0, 1) and b in (0, 1) for a, b in pairs)
    return bits and sum(a != b for a, b in pairs) <= 1


# ---------------------------------------------------------------------------------------------
# the controller and its mutants
# ---------------------------------------------------------------------------------------------

AlarmState = tuple[Tainted[int], int, Handle[int, Any]]


@attrs.frozen
class NoisyAlarm(Controller[AlarmState, int, int]):
    """A running sum with a noisy alarm (module docs)."""

    threshold: int
    sensor: Any = attrs.field(init=False, default=attrs.Factory(lambda self: alarm(self.threshold), takes_self=True))

    @override
    def start(self, subs: SubMechanisms, /) -> AlarmState:
        return taint(0), 0, subs.create(self.sensor, FS)

    @override
    def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
        c, released, sensor = state
        c = c + x
        if subs.ask(sensor, c) is TOP:                              # an untainted branch
            noisy = subs.ask(subs.create(COUNT, FC), c)
            assert type(noisy) is int
            released += noisy
            c = self.reset(c)
            sensor = subs.create(self.sensor, FS)
        return (c, released, sensor), released

    def reset(self, c: Tainted[int]) -> Tainted[int]:
        return taint(0)


@attrs.frozen
class BranchesOnTheSum(NoisyAlarm):
    """The mutant of the issue: it tests the tainted sum instead of asking the alarm."""

    @override
    def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
        c, released, sensor = state
        c = c + x
        if c >= self.threshold:  # the bug: a branch on a tainted value (mypy skips comparisons' truthiness)
            released += 1
        return (c, released, sensor), released


@attrs.frozen
class AnswersTheSum(NoisyAlarm):
    """Answers the tainted sum itself (the response property broken)."""

    @override
    def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
        c = state[0] + x
        return (c, state[1], state[2]), c  # type: ignore[return-value]  # the bug: a tainted answer


@attrs.frozen
class PicksTheChildByTheSum(NoisyAlarm):
    """Chooses which sub-mechanism to ask by the data (the destination property broken)."""

    @override
    def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
        c = state[0] + x
        chosen: Any = where(c > 1, state[2], Handle(1))
        subs.ask(chosen, c)
        return (c, state[1], state[2]), 0


@attrs.frozen
class CreatesByTheSum(NoisyAlarm):
    """Creation parameters from the data (the destination property broken)."""

    @override
    def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
        c = state[0] + x
        flag: Any = c > 1
        subs.create(COUNT, FC, finite_communication=flag)
        return (c, state[1], state[2]), 0


@attrs.frozen
class ForgetsTheReset(NoisyAlarm):
    """Keeps the sum across alarms: taint-clean, but a flipped bit then reaches every later
    Laplace child (the f → f′ property broken)."""

    @override
    def reset(self, c: Tainted[int]) -> Tainted[int]:
        return c


@attrs.frozen
class PeeksAtTheValue(NoisyAlarm):
    """Reads the private value and branches on it: the taint type cannot stop this, the paired
    run sees the two runs take different routes."""

    @override
    def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
        if x._value == 1:
            subs.create(COUNT, FC)
        return state, 0


def _neighbours(xs: list[int], i: int) -> list[int]:
    ys = list(xs)
    ys[i] ^= 1
    return ys


# ---------------------------------------------------------------------------------------------
# the paired run
# ---------------------------------------------------------------------------------------------

@given(st.lists(st.integers(0, 1), min_size=1, max_size=40), st.data(), st.integers(0, 2**32 - 1),
       st.integers(1, 4))
def test_neighbouring_streams_reach_one_alarm_and_one_laplace_child(xs: list[int], data: st.DataObject, seed: int,
                                                                     threshold: int) -> None:
    """Seed 002 §7.2 for the noisy alarm: with every sub-mechanism answer shared, a flipped bit
    reaches at most one AboveThreshold instance and at most one Laplace child, each with inputs
    differing by at most 1; every other child sees identical inputs."""
    i = data.draw(st.integers(0, len(xs) - 1), label="i")
    ys = _neighbours(xs, i)
    report = paired_run(NoisyAlarm(threshold), xs, ys, F_PRIME, f=event_level, coins=sampled_coins(seed))
    assert report.verdict, report.reason
    assert len(report.answers) == len(xs) and all(type(a) is int for a in report.answers)
    kinds = [repr(report.creations[j - 1].f) for j in report.differing]
    assert len(kinds) == len(set(kinds)) <= 2
    for j in report.differing:
        assert all(abs(a - b) <= 1 for a, b in report.inputs[j - 1])
    # the Laplace child that differs released an interval sum holding step i: its one input
    for j in report.differing:
        if report.creations[j - 1].f is FC:
            assert len(report.inputs[j - 1]) == 1


def test_the_report_records_pairs_as_the_composition_game_takes_them() -> None:
    report = paired_run(NoisyAlarm(1), [1, 1, 0, 1], [1, 0, 0, 1], F_PRIME, f=event_level, coins=sampled_coins(3))
    assert report.verdict and report.reason == ""
    first = report.messages[0]
    assert type(first[0]) is Create and first[0] is first[1] and first[0] is report.creations[0]
    queries = [m for m in report.messages if type(m[0]) is not Create]
    assert all(type(q0) is tuple and q0[1] == q1[1] for q0, q1 in queries)
    assert sum(len(p) for p in report.inputs) == len(queries)
    assert report.inputs[0][:2] == ((1, 1), (2, 1)) or report.creations[1].f is not FS


@pytest.mark.parametrize("how", ["controller", "post-processor", "machine"])
def test_paired_run_takes_the_controller_its_post_processor_or_its_machine(how: str) -> None:
    c = NoisyAlarm(2)
    given: Any = {"controller": c, "post-processor": Modular(c), "machine": modular(c)}[how]
    report = paired_run(given, [1, 0, 1], [1, 1, 1], F_PRIME, coins=sampled_coins(1))
    again = paired_run(c, [1, 0, 1], [1, 1, 1], F_PRIME, coins=sampled_coins(1))
    assert (report.answers, report.inputs, report.differing) == (again.answers, again.inputs, again.differing)
    assert report.verdict and report.differing


def test_a_branch_on_a_tainted_value_is_caught() -> None:
    """The issue's mutant: the controller tests the tainted sum."""
    with pytest.raises(TaintError, match="truth-tested.*destination property"):
        paired_run(BranchesOnTheSum(2), [1, 1, 1], [1, 0, 1], F_PRIME, f=event_level)
    m = modular(BranchesOnTheSum(2))
    with pytest.raises(TaintError):
        m.step(m.init(None), 1, sampled_coins(0))


def test_a_tainted_answer_is_refused() -> None:
    with pytest.raises(TaintError, match="response property"):
        paired_run(AnswersTheSum(2), [1], [0], F_PRIME)
    m = modular(AnswersTheSum(2))
    with pytest.raises(TaintError, match="response property"):
        m.step(m.init(None), 1, sampled_coins(0))


@attrs.frozen
class CreatesATaintedMechanism(NoisyAlarm):
    """A tainted mechanism (mypy refuses it too: fail_taint.py)."""

    @override
    def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
        mechanism: Any = taint(COUNT)
        subs.create(mechanism, FC)
        return state, 0


@attrs.frozen
class CreatesWithATaintedFunction(NoisyAlarm):
    """A verification function holding a tainted value."""

    @override
    def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
        f: Any = (FC, x)
        subs.create(COUNT, f)
        return state, 0


@pytest.mark.parametrize("mutant", [PicksTheChildByTheSum, CreatesByTheSum, CreatesATaintedMechanism,
                                    CreatesWithATaintedFunction])
def test_a_tainted_choice_of_sub_mechanism_or_creation_parameter_is_refused(mutant: type[NoisyAlarm]) -> None:
    with pytest.raises(TaintError, match="destination property"):
        paired_run(mutant(2), [1, 1], [1, 0], F_PRIME)


def test_forgetting_the_reset_breaks_f_to_f_prime_and_the_paired_run_sees_it() -> None:
    """Taint-clean but not f → f′: after the flipped first bit every later alarm and Laplace
    child gets a differing sum, so the first alarm after it puts a second child of a kind in the
    differing set, where the run stops."""
    xs = [1] * 30
    ys = _neighbours(xs, 0)
    reports = [paired_run(ForgetsTheReset(2), xs, ys, F_PRIME, f=event_level, coins=sampled_coins(s))
               for s in range(5)]
    assert not any(r.verdict for r in reports)
    for r in reports:
        assert "rejects message" in r.reason and "f → f′" in r.reason
        kinds = [repr(r.creations[j - 1].f) for j in r.differing]
        assert len(kinds) > len(set(kinds))
    assert all(paired_run(NoisyAlarm(2), xs, ys, F_PRIME, f=event_level, coins=sampled_coins(s)).verdict
               for s in range(5))


def test_a_controller_that_peeks_at_the_value_takes_two_routes() -> None:
    report = paired_run(PeeksAtTheValue(2), [0, 1], [0, 0], F_PRIME)
    assert not report.verdict
    assert "at input 2" in report.reason and "destination property" in report.reason


def test_an_exception_in_one_run_only_is_a_route_that_depends_on_the_input() -> None:
    @attrs.frozen
    class Divides(NoisyAlarm):
        @override
        def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
            _ = 1 / x                                   # raises only when x is 0
            return state, 0

    report = paired_run(Divides(2), [1, 1], [1, 0], F_PRIME)
    assert not report.verdict and "only the run on sigma1 raised ZeroDivisionError" in report.reason
    with pytest.raises(ZeroDivisionError):
        paired_run(Divides(2), [0], [0], F_PRIME)      # both runs fail: the controller's own error


def test_paired_run_refuses_streams_that_prove_nothing() -> None:
    c = NoisyAlarm(2)
    with pytest.raises(InvalidArgument, match="one length"):
        paired_run(c, [1, 0], [1], F_PRIME)
    with pytest.raises(InvalidArgument, match="not f-neighbours"):
        paired_run(c, [1, 0], [0, 1], F_PRIME, f=event_level)
    bad: Any = "suitable()"
    with pytest.raises(InvalidArgument, match="f_prime"):
        paired_run(c, [1], [1], bad)
    with pytest.raises(InvalidArgument, match="controller"):
        paired_run(bad, [1], [1], F_PRIME)
    with pytest.raises(InvalidArgument, match="sigma0"):
        paired_run(c, bad, [1], F_PRIME)
    with pytest.raises(InvalidArgument, match="f="):
        paired_run(c, [1], [1], F_PRIME, f=bad)


# ---------------------------------------------------------------------------------------------
# the machine
# ---------------------------------------------------------------------------------------------

def test_modular_is_a_continual_mechanism_over_ext_concurrent() -> None:
    m = modular(NoisyAlarm(2))
    assert is_continual(m)
    s, coins = m.init(None), sampled_coins(0)
    answers = []
    for x in [1, 0, 1, 1, 1, 0, 1, 1, 1, 1]:
        s, a = m.step(s, x, coins)
        answers.append(a)
    assert all(type(a) is int for a in answers)
    modular_state, children = s
    assert type(modular_state) is ModularState and modular_state.pending is None
    assert len(children) == modular_state.created >= 1


def test_a_session_runs_the_modular_mechanism_and_closes_on_a_taint_error() -> None:
    session = open_session(modular(NoisyAlarm(2)), None)
    assert all(type(session.ask(1)) is int for _ in range(10))
    broken = open_session(modular(BranchesOnTheSum(2)), None)
    with pytest.raises(SessionClosed, match="TaintError"):
        broken.ask(1)


def test_the_machine_answers_what_the_paired_run_answers() -> None:
    """Run alone on sigma0 with the same coins, the machine sees the same sub-mechanism answers
    as the paired run (which runs the children on sigma0's messages)."""
    xs = [1, 1, 0, 1, 1, 1, 0, 1]
    m = modular(NoisyAlarm(2))
    s, coins = m.init(None), sampled_coins(9)
    alone = []
    for x in xs:
        s, a = m.step(s, x, coins)
        alone.append(a)
    assert tuple(alone) == paired_run(NoisyAlarm(2), xs, xs, F_PRIME, coins=sampled_coins(9)).answers


def test_a_modular_state_compares_its_tainted_parts_by_value() -> None:
    a = ModularState((taint(3), 1, Handle(1)), 1)
    b = ModularState((taint(3), 1, Handle(1)), 1)
    c = ModularState((taint(4), 1, Handle(1)), 1)
    assert a == b and hash(a) == hash(b) and a != c
    assert len({a, b, c}) == 2


def test_a_modular_state_prints_without_the_data() -> None:
    m = modular(NoisyAlarm(2))
    s, coins = m.init(None), sampled_coins(0)
    s, _ = m.step(s, 1, coins)
    shown = repr(s[0])
    assert shown.startswith("ModularState((<tainted>, ") and "created=" in shown
    waiting = ModularState(s[0].controller, s[0].created, ("secret-17", (), 1))
    assert "secret-17" not in repr(waiting) and "waiting for a sub-mechanism" in repr(waiting)


def test_a_controller_cannot_swallow_the_wait_for_a_sub_mechanism() -> None:
    @attrs.frozen
    class Careless(NoisyAlarm):
        @override
        def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
            try:
                subs.ask(state[2], x)
            except Exception:  # noqa: BLE001 - the careless part
                return state, -1
            return state, 1

    m = modular(Careless(2))
    s, a = m.step(m.init(None), 1, sampled_coins(0))
    assert a == 1


def test_a_controller_that_is_not_deterministic_is_refused_on_replay() -> None:
    @attrs.define
    class Flips(Controller[tuple[Handle[Any, Any], Handle[Any, Any]], int, int]):
        n: int = 0

        @override
        def start(self, subs: SubMechanisms, /) -> tuple[Handle[Any, Any], Handle[Any, Any]]:
            return subs.create(COUNT, FC), subs.create(COUNT, FC)

        @override
        def step(self, state: tuple[Handle[Any, Any], Handle[Any, Any]], x: Tainted[int], subs: SubMechanisms, /
                 ) -> tuple[tuple[Handle[Any, Any], Handle[Any, Any]], int]:
            self.n += 1
            chosen: Handle[Any, Any] = state[self.n % 2]
            subs.ask(chosen, x)
            return state, 0

    m = modular(Flips())
    with pytest.raises(ImpureStepError, match="deterministic"):
        m.step(m.init(None), 1, sampled_coins(0))


def test_a_bad_handle_is_refused() -> None:
    @attrs.frozen
    class AsksNothingCreated(NoisyAlarm):
        @override
        def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
            never_created: Handle[int, Any] = Handle(5)
            subs.ask(never_created, x)
            return state, 0

    @attrs.frozen
    class AsksAnInt(NoisyAlarm):
        @override
        def step(self, state: AlarmState, x: Tainted[int], subs: SubMechanisms, /) -> tuple[AlarmState, int]:
            h: Any = 1
            subs.ask(h, x)
            return state, 0

    for controller, match in [(AsksNothingCreated(2), "names no sub-mechanism"), (AsksAnInt(2), "must be a Handle")]:
        m = modular(controller)
        with pytest.raises(InvalidArgument, match=match):
            m.step(m.init(None), 1, sampled_coins(0))
    for index in (0, -1, True, 1.0):
        with pytest.raises(InvalidArgument, match="index"):
            Handle(index)


def test_modular_refuses_what_is_not_a_controller() -> None:
    values: list[Any] = [5, NoisyAlarm, None]
    for value in values:
        with pytest.raises(InvalidArgument, match="controller"):
            modular(value)


# ---------------------------------------------------------------------------------------------
# Thm 6.1, exactly, on a small instance
# ---------------------------------------------------------------------------------------------

RR: Final = as_continual(randomized_response(e_eps=3))
FRR: Final = im_style(BIT_FLIP)


@attrs.frozen
class Forward(Controller[Tainted[int], int, Any]):
    """Each input bit (or, with ``running``, the parity of the bits so far) goes to a fresh
    RR_{ln 3} child, whose answer is the answer."""

    running: bool = False

    @override
    def start(self, subs: SubMechanisms, /) -> Tainted[int]:
        return taint(0)

    @override
    def step(self, state: Tainted[int], x: Tainted[int], subs: SubMechanisms, /) -> tuple[Tainted[int], Any]:
        bit = (state + x) % 2 if self.running else x
        return bit, subs.ask(subs.create(RR, FRR), bit)


PAIRS: Final = [(0, 0), (1, 1), (0, 1), (1, 0)]


def test_thm_6_1_exactly_a_forwarding_controller_is_ln3_private() -> None:
    """Seed 002 Thm 6.1: each flipped bit reaches one RR_{ln 3} child (the paired run checks the
    1-sparse f′), so the modular mechanism is ln 3-DP w.r.t. event-level neighbours (Cor 5.5);
    the exact audit of the game agrees at depth 3."""
    one_sparse = Suitable(OneDifferingPerKind())
    for xs in ([0, 1, 1], [1, 0, 0]):
        for i in range(3):
            assert paired_run(Forward(), xs, _neighbours(xs, i), one_sparse, f=event_level).verdict
    result = audit_game(modular(Forward()), event_level, None, PAIRS, 3, PureDP(), Epsilon(math.log(3) + 1e-9))
    assert result.verdict is Verdict.CERTIFIED


def test_thm_6_1_exactly_a_running_parity_fails_both_checks() -> None:
    """The running parity carries a flipped bit into every later child: the paired run rejects
    it under the 1-sparse f′, and the exact audit finds the leak (two RR_{ln 3} children with
    flipped inputs: ln 9 > ln 3)."""
    report = paired_run(Forward(running=True), [1, 0], [0, 0], Suitable(OneDifferingPerKind()), f=event_level)
    assert not report.verdict and report.differing == (1, 2)
    result = audit_game(modular(Forward(running=True)), event_level, None, PAIRS, 2, PureDP(), Epsilon(1.1))
    assert result.verdict is Verdict.VIOLATED
    assert paired_run(Forward(running=True), [1, 0], [0, 0], suitable()).verdict   # suitability alone allows it


def test_halted_children_answer_child_halted_to_the_controller() -> None:
    @attrs.frozen
    class AsksTwice(Controller[Handle[Any, Any], int, Any]):
        @override
        def start(self, subs: SubMechanisms, /) -> Handle[Any, Any]:
            return subs.create(RR, FRR)

        @override
        def step(self, state: Handle[Any, Any], x: Tainted[int], subs: SubMechanisms, /
                 ) -> tuple[Handle[Any, Any], Any]:
            return state, subs.ask(state, x)

    m = modular(AsksTwice())
    s, coins = m.init(None), sampled_coins(0)
    s, a1 = m.step(s, 1, coins)
    s, a2 = m.step(s, 1, coins)
    s, a3 = m.step(s, 1, coins)
    assert a1 in (0, 1)
    assert type(a2) is ChildHalted and a2.index == 1
    assert type(a3) is Invalid

"""The ex-post filter (seed 001 Lemma 5.2, intended form, digest §8) and the mixed filter (Thm 3):
checks before a round runs, the realised charge, refusals and halts that change nothing, the
zCDP side's numbers (seed 001 §6 / issue 13), bad inputs, a stateful test, and the tail bounds
Pr[Σ L > ε] ≤ δ measured on neighbouring data (with a mutant that skips the charge)."""

from __future__ import annotations

import math
from fractions import Fraction as F
from statistics import NormalDist
from typing import Any, final

import attrs
import mpmath
import numpy as np
import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule
from typing_extensions import override

from combinators.accounting import AdditiveAccumulator
from combinators.composition import STATUS, Exhausted, FilterStatus, OnExhaust
from combinators.errors import BudgetExceeded, InvalidArgument, InvalidQuery, MachineHalted, SessionClosed
from combinators.expost import (ConstantExPost, ExPostFilter, ExPostFilterState, ExPostFunction, ExPostMechanism,
                                MixedFilter, MixedStatus, Round, expost_filter, expost_mechanism, issue_expost,
                                mixed_filter)
from combinators.machines import BIT_FLIP, HALT, ChildHalted, Halt, Invalid, NoninteractiveMechanism, Refusal, open_session
from combinators.machines import certify_machine
from combinators.measures import ZCDP, ApproxZCDP, EpsDelta, Rho, RhoDelta
from combinators.prob import Coins, sampled_coins
from combinators.primitives import Gaussian, Laplace, gaussian, laplace, sensitivity_relation
from tests.unit.expost.test_certificates import Answers

REL = sensitivity_relation(1)


def laplace_round(scale: float) -> ExPostMechanism[Any, Any]:
    """Laplace with scale b on a Δ1 = 1 statistic: |L| ≤ 1/b at every release (Lemma 2.1), δ = 0."""
    return issue_expost(Laplace(scale), ConstantExPost(1 / scale), 0.0, REL, "Lemma 2.1 (test)")


def gaussian_round(sigma: float, delta: float) -> ExPostMechanism[Any, Any]:
    """Gaussian with variance σ² on a Δ2 = 1 statistic: L ~ N(μ, 2μ), μ = 1/(2σ²) (Def 2.3), so
    E = μ + √(2μ)·Φ⁻¹(1 − δ) fails with probability exactly δ (a fixed-time bound)."""
    mu = 1 / (2 * sigma**2)
    e = mu + math.sqrt(2 * mu) * NormalDist().inv_cdf(1 - delta)
    return issue_expost(Gaussian(sigma), ConstantExPost(math.nextafter(e, math.inf)), delta, REL, "Def 2.3 (test)")


@final
@attrs.frozen
class Abs(ExPostFunction[float]):
    """E(y) = min(|y|, cap): a release-dependent charge (for the unit tests of the charge only)."""

    cap: float

    @override
    def __call__(self, release: float, /) -> float:
        return min(abs(release), self.cap)

    @property
    @override
    def sup(self) -> float:
        return self.cap


@final
@attrs.frozen
class Fixed(NoninteractiveMechanism[Any, Any]):
    """Releases ``value`` whatever the data (draws nothing)."""

    value: Any

    @override
    def release(self, data: Any, coins: Coins, /) -> Any:
        return self.value


@final
@attrs.frozen
class Echo(NoninteractiveMechanism[Any, Any]):
    """Releases the data itself (to check that an error never shows a release)."""

    @override
    def release(self, data: Any, coins: Coins, /) -> Any:
        return data


def provenance(m: Any) -> Any:
    return m.certificate.provenance


def fixed(value: Any, e: ExPostFunction[Any], delta: float = 0.0) -> ExPostMechanism[Any, Any]:
    return issue_expost(Fixed(value), e, delta, REL, "test")


def machine_of(f: Any) -> Any:
    return f.machine


def run(f: Any, data: Any, *messages: object, seed: int = 0) -> tuple[Any, list[object]]:
    """Step the filter's machine through ``messages``; the last state and every answer."""
    machine = f.machine
    state = machine.init(data)
    coins = sampled_coins(seed)
    answers = []
    for msg in messages:
        state, a = machine.step(state, msg, coins)
        answers.append(a)
    return state, answers


# --- the ex-post filter: admission before the round, charge after -----------------------------


def test_a_round_is_charged_its_realised_loss_not_its_sup() -> None:
    f = expost_filter(1.0, 0.0, relation=REL)
    state, answers = run(f, 0.0, Round(fixed(0.25, Abs(0.75))), Round(fixed(0.5, Abs(0.75))))
    assert answers == [0.25, 0.5]
    assert state.expost.value() == EpsDelta(0.75, 0.0)
    # the third does not fit: 0.75 + sup 0.75 > 1, although its realised E would be 0.125
    state2, (a,) = run_from(f, state, Round(fixed(0.125, Abs(0.75))))
    assert type(a) is Refusal and state2 is state
    assert a.spent == EpsDelta(0.75, 0.0) and a.requested == EpsDelta(0.75, 0.0) and a.budget == EpsDelta(1.0, 0.0)
    state3, (b,) = run_from(f, state, Round(fixed(0.125, Abs(0.25))))
    assert b == 0.125 and state3.expost.value() == EpsDelta(0.875, 0.0)


def run_from(f: Any, state: Any, *messages: object) -> tuple[Any, list[object]]:
    coins = sampled_coins(1)
    answers = []
    for msg in messages:
        state, a = f.machine.step(state, msg, coins)
        answers.append(a)
    return state, answers


def test_spending_exactly_the_budget_is_allowed_and_nothing_more() -> None:
    f = expost_filter(1.0, 0.0, relation=REL)
    state, answers = run(f, 0.0, *[Round(fixed(0.25, ConstantExPost(0.25)))] * 5)
    assert answers[:4] == [0.25] * 4 and type(answers[4]) is Refusal
    assert state.expost.value() == EpsDelta(1.0, 0.0)
    # a round with sup E = 0 and δ = 0 still fits
    _, (a,) = run_from(f, state, Round(fixed(7, ConstantExPost(0.0))))
    assert a == 7


def test_the_charge_rounds_up_without_tolerance() -> None:
    tenth = fixed(0, ConstantExPost(0.1))
    f = expost_filter(0.3, 0.0, relation=REL)
    state, answers = run(f, 0.0, Round(tenth), Round(tenth), Round(tenth))
    # 0.1 + 0.1 + 0.1 exceeds 0.3 in exact arithmetic on these floats: the third is refused
    assert F(0.1) * 3 > F(0.3) and type(answers[2]) is Refusal
    assert F(state.expost.value().epsilon) >= F(0.1) * 2


def test_the_delta_budget_is_checked_before_the_round() -> None:
    f = expost_filter(10.0, F(1, 100), relation=REL)
    r = fixed(0, ConstantExPost(0.1), 0.004)
    state, answers = run(f, 0.0, Round(r), Round(r), Round(r))
    assert answers[:2] == [0, 0] and type(answers[2]) is Refusal
    assert "Σδ_i ≤ δ" in answers[2].reason


def test_halt_mode_halts_for_good_and_says_why() -> None:
    f = expost_filter(0.5, 0.0, relation=REL, on_exhaust="halt")
    big = fixed(0, ConstantExPost(0.75))
    small = fixed(0, ConstantExPost(0.0))
    state, answers = run(f, 0.0, Round(small), Round(big), Round(small), STATUS)
    assert answers == [0, HALT, HALT, HALT]
    assert isinstance(state, Exhausted) and state.children == 1 and state.spent == EpsDelta(0.0, 0.0)
    assert machine_of(f).halt_reason(state) is not None and "insufficient ex-post budget" in state.reason
    s = open_session(f, 0.0, seed=0)
    s.ask(Round(small))
    with pytest.raises(MachineHalted, match="insufficient ex-post budget"):
        s.ask(Round(big))
    with pytest.raises(MachineHalted):
        s.ask(Round(small))


def test_status_reports_spent_remaining_and_rounds() -> None:
    f = expost_filter(1.0, 0.5, relation=REL)
    state, answers = run(f, 0.0, Round(fixed(0.25, Abs(1.0), 0.125)), STATUS)
    st_ = answers[1]
    assert st_ == FilterStatus(EpsDelta(0.25, 0.125), EpsDelta(0.75, 0.375), EpsDelta(1.0, 0.5), 1)


def test_unparsable_and_uncovered_rounds_are_invalid_and_change_nothing() -> None:
    f = expost_filter(1.0, 0.0, relation=REL)
    asserted = expost_mechanism(Fixed(0), ConstantExPost(0.1), 0.0, REL)
    other_relation = issue_expost(Fixed(0), ConstantExPost(0.1), 0.0, BIT_FLIP, "t")
    forged = fixed(0, ConstantExPost(0.5))
    object.__setattr__(forged.expost, "sup", 0.0)  # below e.sup: it would pass the check
    zcdp = gaussian(2.0)
    for msg, match in [(None, "cannot be parsed"), (Round(asserted), "caller's word"),
                       (Round(other_relation), "relation"), (Round(forged), "forged"),
                       (Round(zcdp), "mixed_filter")]:
        state0 = f.machine.init(0.0)
        state, a = f.machine.step(state0, msg, sampled_coins(0))
        assert type(a) is Invalid and match in a.reason, (msg, a)
        assert state is state0
    trusting = expost_filter(1.0, 0.0, relation=REL, trust_asserted=True)
    assert run(trusting, 0.0, Round(asserted))[1] == [0]
    assert provenance(trusting).assumptions


def test_a_round_runs_on_the_filter_s_data_and_a_halt_release_is_a_child_halt() -> None:
    f = expost_filter(1.0, 0.0, relation=REL)
    _, answers = run(f, 0.0, Round(fixed(HALT, ConstantExPost(0.1))), Round(fixed(1, ConstantExPost(0.1))))
    assert answers == [ChildHalted(0), 1]


@pytest.mark.parametrize("value", [math.nan, -0.5, "1", 2.0])
def test_a_void_ex_post_value_closes_the_session_without_the_release(value: object) -> None:
    f = expost_filter(1.0, 0.0, relation=REL)
    s = open_session(f, "the release", seed=0)
    with pytest.raises(SessionClosed, match="CertificationError") as info:
        s.ask(Round(issue_expost(Echo(), Answers(value, 1.0), 0.0, REL, "test")))
    assert "the release" not in str(info.value)
    with pytest.raises(SessionClosed):
        s.ask(STATUS)


def test_a_session_over_the_filter_refuses_an_over_budget_round_and_keeps_its_state() -> None:
    f = expost_filter(1.0, 0.0, relation=REL)
    s = open_session(f, 0.0, seed=0)
    assert s.ask(Round(fixed(1, ConstantExPost(0.75)))) == 1
    with pytest.raises(BudgetExceeded, match="nothing changed"):
        s.ask(Round(fixed(2, ConstantExPost(0.5))))
    assert s.ask(STATUS).spent == EpsDelta(0.75, 0.0)  # type: ignore[attr-defined]  # a FilterStatus
    assert s.ask(Round(fixed(3, ConstantExPost(0.25)))) == 3
    with pytest.raises(InvalidQuery, match="cannot be parsed"):
        s.ask("spend")


def test_the_filter_is_certified_by_lemma_5_2() -> None:
    f = expost_filter(1.0, 1e-6, relation=REL)
    assert f.level == EpsDelta(1.0, 1e-6) and f.certificate.relation == REL
    assert provenance(f).theorem.startswith("Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.2")
    assert repr(f) == "expost_filter(1.0, 1e-06, relation=sensitivity_relation(1))"
    assert repr(f.machine) == "ExPostFilter(EpsDelta(1.0, 1e-06), relation=sensitivity_relation(1))"
    assert "data" not in repr(f.machine.init("secret")) and "secret" not in repr(f.machine.init("secret"))


# --- the mixed filter ---------------------------------------------------------------------------

with mpmath.workdps(60):
    RHO_STAR = (mpmath.sqrt(mpmath.log(10**6) + 1) - mpmath.sqrt(mpmath.log(10**6))) ** 2  # 0.01746890476912337782…


def gaussian_rho(rho: float) -> Any:
    """A Δ2 = 1 Gaussian certified at ρ (variance 1/(2ρ)); its certificate as given."""
    return gaussian(rho=rho)


def test_rho_star_is_the_issue_s_number_rounded_down() -> None:
    with mpmath.workdps(40):
        assert mpmath.nstr(RHO_STAR, 19) == "0.01746890476912337782"
        m = mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(1.0, 1e-6))
        budget = m.machine.zcdp.rho  # type: ignore[attr-defined]
        assert mpmath.mpf(budget) <= RHO_STAR
        assert (RHO_STAR - mpmath.mpf(budget)) / RHO_STAR < 1e-12


def test_the_zcdp_side_admits_0_017_then_refuses_0_0005() -> None:
    m = mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(1.0, 1e-6), relation=REL)
    assert gaussian_rho(0.017).level == Rho(0.017)
    state, answers = run(m, 0.0, Round(gaussian_rho(0.017)), Round(gaussian_rho(0.0005)))
    assert isinstance(answers[0], float) and type(answers[1]) is Refusal
    assert answers[1].requested == RhoDelta(0.0005, 0.0)
    assert state.zcdp.value() == RhoDelta(0.017, 0.0)


def test_the_double_closed_form_lies_above_rho_star_and_is_refused() -> None:
    closed = (math.sqrt(math.log(1e6) + 1) - math.sqrt(math.log(1e6))) ** 2
    assert closed == 0.017468904769123432 and mpmath.mpf(closed) > RHO_STAR  # 5.4e-17 above
    m = mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(1.0, 1e-6), relation=REL)
    _, (a,) = run(m, 0.0, Round(gaussian_rho(closed)))
    assert type(a) is Refusal
    budget = m.machine.zcdp.rho  # type: ignore[attr-defined]  # ρ*, rounded down: spending all of it is allowed
    _, (b,) = run(m, 0.0, Round(gaussian_rho(budget)))
    assert isinstance(b, float)


def test_one_query_spending_rho_star_has_the_issue_s_variance() -> None:
    sigma2 = 1 / (2 * RHO_STAR)
    assert abs(sigma2 - mpmath.mpf("28.622286663544")) < 1e-9


def test_a_zcdp_round_with_positive_delta_is_refused_as_uncovered() -> None:
    m = mixed_filter(zcdp=(1.0, 0.5, 1e-6), expost=(1.0, 1e-6), relation=REL)
    approx = certify_machine(Gaussian(10.0), ApproxZCDP(), RhoDelta(0.005, 1e-9), REL)
    zero = certify_machine(Gaussian(10.0), ApproxZCDP(), RhoDelta(0.005, 0.0), REL)
    state0 = m.machine.init(0.0)
    state, a = m.machine.step(state0, Round(approx), sampled_coins(0))
    assert type(a) is Invalid and "δ_n > 0 is not covered" in a.reason and state is state0
    _, a = m.machine.step(state0, Round(approx), sampled_coins(0))
    trusting = mixed_filter(zcdp=(1.0, 0.5, 1e-6), expost=(1.0, 1e-6), relation=REL, trust_asserted=True)
    _, (b,) = run(trusting, 0.0, Round(zero))
    assert isinstance(b, float)


def test_the_mixed_filter_refuses_other_rounds() -> None:
    m = mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(1.0, 1e-6), relation=REL)
    pure = laplace(scale=1.0)
    asserted = certify_machine(Gaussian(10.0), ZCDP(), Rho(0.005), REL)
    for msg, match in [(Round(pure), "ZCDP() or ApproxZCDP()"), (Round(asserted), "caller's word"),
                       (Round(gaussian(2.0, sensitivity=2)), "relation"), (3, "cannot be parsed")]:
        state0 = m.machine.init(0.0)
        state, a = m.machine.step(state0, msg, sampled_coins(0))
        assert type(a) is Invalid and match in a.reason, (msg, a)
        assert state is state0


def test_the_mixed_filter_halts_when_either_side_stops() -> None:
    for side in ("zcdp", "expost"):
        m = mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(0.5, 0.0), relation=REL, on_exhaust="halt")
        too_big = Round(gaussian_rho(0.02)) if side == "zcdp" else Round(fixed(0, ConstantExPost(0.75)))
        state, answers = run(m, 0.0, Round(gaussian_rho(0.01)), Round(fixed(0, ConstantExPost(0.25))), too_big,
                             Round(gaussian_rho(1e-6)), Round(fixed(0, ConstantExPost(0.0))))
        assert isinstance(answers[0], float) and answers[1] == 0
        assert answers[2:] == [HALT, HALT, HALT], side
        assert isinstance(state, Exhausted)


def test_interleaving_does_not_change_the_reported_guarantee_or_the_spent_budget() -> None:
    rounds = [Round(gaussian_rho(2**-8)), Round(fixed(0, ConstantExPost(0.25))), Round(gaussian_rho(2**-7)),
              Round(fixed(0, ConstantExPost(0.5), 1e-7))]
    m = mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(1.0, 1e-6), relation=REL)
    ends = []
    for order in ([0, 1, 2, 3], [1, 3, 0, 2], [3, 2, 1, 0]):
        state, answers = run(m, 0.0, *[rounds[i] for i in order], STATUS)
        st_ = answers[-1]
        assert type(st_) is MixedStatus
        ends.append((st_.zcdp.spent, st_.expost.spent))
    assert ends[0] == ends[1] == ends[2] == (RhoDelta(3 * 2**-8, 0.0), EpsDelta(0.75, 1e-7))
    assert m.level == EpsDelta(2.0, 2e-6)


def test_the_mixed_guarantee_is_the_derived_sum() -> None:
    m = mixed_filter(zcdp=(1.0, 1e-7, 1e-6), expost=(0.5, 1e-5), relation=REL)
    assert m.level.epsilon == 1.5
    assert F(m.level.delta) >= F(1e-7) + F(1e-5) + F(1e-6)
    assert provenance(m).theorem.startswith("[derived] Rogers–Samorodnitsky–Wu–Ramdas 2023, Thm 3")
    assert repr(m) == "mixed_filter(zcdp=(1.0, 1e-07, 1e-06), expost=(0.5, 1e-05), relation=sensitivity_relation(1))"
    assert type(m.machine) is MixedFilter


# --- bad inputs (one table) -----------------------------------------------------------------------

BAD: list[tuple[str, Any]] = [
    ("eps=0", lambda: expost_filter(0.0, 0.0)),
    ("eps<0", lambda: expost_filter(-1.0, 0.0)),
    ("eps=nan", lambda: expost_filter(math.nan, 0.0)),
    ("eps=inf", lambda: expost_filter(math.inf, 0.0)),
    ("eps=bool", lambda: expost_filter(True, 0.0)),
    ("delta<0", lambda: expost_filter(1.0, -1e-9)),
    ("delta>1", lambda: expost_filter(1.0, 1.5)),
    ("delta=nan", lambda: expost_filter(1.0, math.nan)),
    ("on_exhaust", lambda: expost_filter(1.0, 0.0, on_exhaust="stop")),  # type: ignore[arg-type]
    ("relation", lambda: expost_filter(1.0, 0.0, relation="bit flip")),  # type: ignore[arg-type]
    ("trust", lambda: expost_filter(1.0, 0.0, trust_asserted="yes")),  # type: ignore[arg-type]
    ("zcdp eps=0", lambda: mixed_filter(zcdp=(0.0, 0.0, 1e-6), expost=(1.0, 0.0))),
    ("zcdp eps=inf", lambda: mixed_filter(zcdp=(math.inf, 0.0, 1e-6), expost=(1.0, 0.0))),
    ("zcdp delta>1", lambda: mixed_filter(zcdp=(1.0, 2.0, 1e-6), expost=(1.0, 0.0))),
    ("delta''=0", lambda: mixed_filter(zcdp=(1.0, 0.0, 0.0), expost=(1.0, 0.0))),
    ("delta''=1", lambda: mixed_filter(zcdp=(1.0, 0.0, 1.0), expost=(1.0, 0.0))),
    ("delta''=nan", lambda: mixed_filter(zcdp=(1.0, 0.0, math.nan), expost=(1.0, 0.0))),
    ("expost eps=nan", lambda: mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(math.nan, 0.0))),
    ("expost delta<0", lambda: mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(1.0, -0.1))),
    ("zcdp not a triple", lambda: mixed_filter(zcdp=(1.0, 1e-6), expost=(1.0, 0.0))),  # type: ignore[arg-type]
    ("expost a list", lambda: mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=[1.0, 0.0])),  # type: ignore[arg-type]
    ("round of a raw machine", lambda: Round(Fixed(0))),  # type: ignore[arg-type]
]


@pytest.mark.parametrize("case", BAD, ids=[c[0] for c in BAD])
def test_bad_parameters_raise_when_built(case: tuple[str, Any]) -> None:
    with pytest.raises(InvalidArgument):
        case[1]()


def test_sup_above_the_remaining_budget_is_refused_not_halted() -> None:
    f = expost_filter(1.0, 0.0, relation=REL)
    state, answers = run(f, 0.0, Round(fixed(0, ConstantExPost(0.5))), Round(fixed(0, Abs(math.inf))),
                         Round(fixed(0, ConstantExPost(0.5))))
    assert type(answers[1]) is Refusal and answers[2] == 0
    assert not isinstance(state, Exhausted)


# --- stateful: spent ≤ ε; a refused round changes nothing; after a halt, HALT ---------------------


class FilterMachine(RuleBasedStateMachine):
    """Random rounds against an ex-post filter and a mixed one, each in a random mode."""

    @initialize(halt=st.booleans(), mixed=st.booleans())
    def start(self, halt: bool, mixed: bool) -> None:
        mode: OnExhaust = "halt" if halt else "refuse"
        self.f: Any = (mixed_filter(zcdp=(1.0, 0.0, 1e-6), expost=(1.0, 0.01), relation=REL, on_exhaust=mode) if mixed
                       else expost_filter(1.0, 0.01, relation=REL, on_exhaust=mode))
        self.state: Any = self.f.machine.init(0.0)
        self.coins = sampled_coins(0)
        self.halted = False

    @rule(cap=st.sampled_from([0.0, 0.1, 0.25, 0.3, 0.5, 1.0, math.inf]),
          delta=st.sampled_from([0.0, 0.001, 0.004, 0.01, 0.02]), value=st.floats(-2, 2))
    def expost_round(self, cap: float, delta: float, value: float) -> None:
        self.step(Round(fixed(value, Abs(cap), delta)))

    @rule(rho=st.sampled_from([1e-4, 0.001, 0.005, 0.01, 0.02]))
    def zcdp_round(self, rho: float) -> None:
        self.step(Round(gaussian_rho(rho)))

    def step(self, msg: object) -> None:
        before = self.state
        self.state, a = self.f.machine.step(before, msg, self.coins)
        if self.halted:
            assert a is HALT and self.state is before
        elif a is HALT:
            self.halted = True
            assert isinstance(self.state, Exhausted)
        elif type(a) is Refusal or type(a) is Invalid:
            assert self.state is before
        else:
            assert self.state.rounds == before.rounds + 1

    @invariant()
    def within_budget(self) -> None:
        s = getattr(self, "state", None)
        if isinstance(s, ExPostFilterState):
            spent = s.expost.value()
            assert spent.epsilon <= 1.0 and spent.delta <= 0.01
            if s.zcdp is not None:
                assert s.zcdp.value().rho <= self.f.machine.zcdp.rho


TestFilterMachine = FilterMachine.TestCase
TestFilterMachine.settings = settings(max_examples=60, stateful_step_count=25, deadline=None)


# --- statistical: Pr[Σ L_n > ε] ≤ δ on neighbours, adaptive rounds -------------------------------
#
# The analyst runs on x = 0 against x' = 1 (a Δ = 1 statistic). Ex-post side: one or two Laplace
# rounds (E = 1/b exactly, δ = 0), as many as the signs of the releases say, then a Gaussian round
# whose fixed-time bound at δ_n = δ fills exactly what remains (so the filter's tail bound is tight:
# Σ L > ε only if that round's L exceeds its E, probability δ), then Laplace rounds until refused.
# With zCDP, a zCDP Gaussian round (ρ from the last release) after every ex-post attempt.

RUNS = 4000
Z = NormalDist()


def filling_gaussian(remaining: float, delta: float) -> ExPostMechanism[Any, Any]:
    """A Gaussian round whose bound μ + √(2μ)·Φ⁻¹(1 − δ) (μ = 1/(2σ²)) is ``remaining`` or just below."""
    z = Z.inv_cdf(1 - delta)
    s = -z + math.sqrt(z * z + 2 * remaining)  # √(2μ): s²/2 + s·z = remaining
    sigma = 1 / s
    while True:
        m = gaussian_round(sigma, delta)
        if m.sup <= remaining:
            return m
        sigma = math.nextafter(sigma, math.inf)


def loss(m: Any, y: float) -> float:
    inner = m.machine
    if type(inner) is Laplace:
        return (abs(y - 1) - abs(y)) / inner.scale
    return float(((y - 1) ** 2 - y**2) / (2 * inner.sigma**2))


def total_loss(f: Any, runs: int, seed: int, *, eps: float, delta: float, zcdp: bool = False,
               attempts: int = 12) -> np.ndarray:
    """Σ L_n over the rounds the filter admitted, per run."""
    machine = f.machine
    coins = sampled_coins(seed)
    lap = [laplace_round(8.0), laplace_round(4.0)]  # E = 0.125, 0.25: sums exact in floats
    z_rounds = [gaussian_rho(0.03), gaussian_rho(0.01)]
    fill = {k: filling_gaussian(eps - 0.125 * k, delta) for k in (1, 2)}
    out = np.zeros(runs)
    for r in range(runs):
        state = machine.init(0.0)
        total, last, k = 0.0, 1.0, 0
        for n in range(attempts):
            if n < 2 and (n == 0 or last > 0):
                m: Any = lap[0]
                k += 1
            elif n == k:
                m = fill[k]
            else:
                m = lap[0 if last > 0 else 1]
            state, y = machine.step(state, Round(m), coins)
            if type(y) is float:
                total += loss(m, y)
                last = y
            elif y is HALT:
                break
            if zcdp:
                zm = z_rounds[0 if last > 0 else 1]
                state, y = machine.step(state, Round(zm), coins)
                if type(y) is float:
                    total += loss(zm, y)
                elif y is HALT:
                    break
        out[r] = total
    return out


def bound(p: float, n: int) -> float:
    return p + 3 * math.sqrt(p * (1 - p) / n)


def test_the_ex_post_filter_s_total_loss_exceeds_eps_with_probability_at_most_delta() -> None:
    f = expost_filter(1.0, 0.1, relation=REL)
    losses = total_loss(f, RUNS, 1, eps=1.0, delta=0.1)
    rate = (losses > 1.0).mean()
    assert rate <= bound(0.1, RUNS)
    assert rate > 0.04  # the bound is nearly reached here (≈ 0.06): the test can fail


def test_a_filter_that_skips_the_charge_fails_the_tail_test(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ExPostMechanism, "realised", lambda self, release: 0.0)
    f = expost_filter(1.0, 0.1, relation=REL)
    losses = total_loss(f, 1000, 2, eps=1.0, delta=0.1)
    assert (losses > 1.0).mean() > bound(0.1, 1000)


def test_the_mixed_filter_s_total_loss_exceeds_eps_plus_eps_prime_with_probability_at_most_delta_sum() -> None:
    m = mixed_filter(zcdp=(1.0, 0.0, 0.05), expost=(1.0, 0.05), relation=REL)
    losses = total_loss(m, RUNS, 3, eps=1.0, delta=0.05, zcdp=True)
    rate = (losses > 2.0).mean()
    assert rate <= bound(0.1, RUNS)
    assert losses.mean() > 0.1  # both sides spent


def test_a_mixed_filter_that_skips_the_zcdp_charge_fails_the_tail_test(monkeypatch: pytest.MonkeyPatch) -> None:
    real_add = AdditiveAccumulator.add
    monkeypatch.setattr(AdditiveAccumulator, "add",
                        lambda self, level: self if type(level) is RhoDelta else real_add(self, level))
    m = mixed_filter(zcdp=(1.0, 0.0, 0.05), expost=(1.0, 0.05), relation=REL)
    losses = total_loss(m, 1000, 4, eps=1.0, delta=0.05, zcdp=True, attempts=60)
    assert (losses > 2.0).mean() > bound(0.1, 1000)


def test_a_forged_relation_that_claims_equality_is_not_asked() -> None:
    from tests.hostile import ClaimsEqual

    f = expost_filter(1.0, 0.0, relation=REL)
    m = fixed(0, ConstantExPost(0.1))
    object.__setattr__(m, "relation", ClaimsEqual())
    state0 = machine_of(f).init(0.0)
    state, a = machine_of(f).step(state0, Round(m), sampled_coins(0))
    assert type(a) is Invalid and "relation" in a.reason and state is state0


def test_states_on_different_data_differ_and_never_print_it() -> None:
    f = machine_of(expost_filter(1.0, 0.0, relation=REL))
    a, b = f.init(0.0), f.init(1.0)
    assert a != b and a == f.init(0.0)
    assert repr(a) == repr(b) == "ExPostFilterState(spent=EpsDelta(0.0, 0.0), rounds=0)"


# --- the ex-post filter over noise-reduction rounds (seed 001 Def 4.4, Lemma 4.1; Laplace [derived]) ----
#
# Brownian rounds (times 64, 32, 16; the linear boundary tuned at t = 16, δ_n = 0.05) and Laplace
# rounds (ε = 0.1, 0.2, 0.4; E = ε_T, δ = 0), each stopped by a relative-error rule on the released
# pairs, chosen from the sign of the last release, on x = 0 against x' = 1 (statistic = the datum).
# By the noise-reduction property the loss of a round is the loss of its last pair (Lemma 4.1).


def nr_loss(release: tuple[tuple[float, float], ...], brownian: bool) -> float:
    p, y = release[-1]
    if brownian:
        return ((y - 1) ** 2 - y**2) / (2 * p)  # time t: N(f(x), t)
    return p * (abs(y - 1) - abs(y))  # Lap(1/ε)


def nr_total_loss(f: Any, runs: int, seed: int, attempts: int = 12) -> np.ndarray:
    from combinators.expost import (brownian_linear_boundary, brownian_noise_reduction, laplace_noise_reduction,
                                    relative_error_stop)

    bm = brownian_noise_reduction(None, (64.0, 32.0, 16.0), relative_error_stop(0.5, "brownian"),
                                  bound=brownian_linear_boundary(0.05, 16.0, target_time=16.0))
    lap = laplace_noise_reduction(None, (0.1, 0.2, 0.4), relative_error_stop(0.5, "laplace"))
    machine = f.machine
    coins = sampled_coins(seed)
    out = np.zeros(runs)
    for r in range(runs):
        state = machine.init(0.0)
        total, last = 0.0, 1.0
        for _ in range(attempts):
            brownian = last > 0
            state, y = machine.step(state, Round(bm if brownian else lap), coins)
            if type(y) is tuple:
                total += nr_loss(y, brownian)
                last = y[-1][1]
            else:
                last = -last
        out[r] = total
    return out


def test_the_ex_post_filter_over_noise_reduction_rounds_keeps_its_tail_bound() -> None:
    f = expost_filter(1.5, 0.1, relation=REL)
    losses = nr_total_loss(f, 2000, 5)
    assert (losses > 1.5).mean() <= bound(0.1, 2000)
    assert losses.mean() > 0.05  # rounds of both kinds ran


def test_over_noise_reduction_rounds_a_filter_that_skips_the_charge_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ExPostMechanism, "realised", lambda self, release: 0.0)
    f = expost_filter(1.5, 0.1, relation=REL)
    losses = nr_total_loss(f, 500, 6, attempts=60)
    assert (losses > 1.5).mean() > bound(0.1, 500)

"""Verdicts of the exact audit: tight claims, wrong claims, rounding, pDP, the privacy game."""

from __future__ import annotations

import math
import random
from fractions import Fraction as F
from typing import Any, Final, final

import attrs
import mpmath
import numpy as np
import pytest
from typing_extensions import override

from combinators.audit import AuditResult, HockeyStickTest, Adversary, audit, audit_game, describe_test
from combinators.audit import pdp_delta, view_distribution, worst_case
from combinators.errors import ImpureStepError, InvalidArgument, InvalidData
from combinators.machines import BIT_FLIP, HALT, Halt, InteractiveMechanism, NoninteractiveMechanism, certify_machine
from combinators.measures import ZCDP, ApproxDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps, Rho, Verdict
from combinators.measures.audit_plans import AuditPlan
from combinators.primitives import TOP, Flag, randomized_response, randomized_response_delta
from combinators.prob import Coins, FiniteDist, lower, upper
from combinators.testing.strategies import RRBits
from tests.reference_mp import mp, reference_precision
from tests.reference_machines import Answers, SampleOnly

X0, X1, QS = (0, 0, 0), (1, 0, 0), (0, 1, 2)
ONE_QUERY: Final = [None]


def _assert_witness_violates(r: AuditResult[Any, Any]) -> None:
    """The witness's event really breaks the hockey-stick claim: P(E) − e·Q(E) > δ surely."""
    w = r.witness
    assert r.verdict is Verdict.VIOLATED and w is not None
    test = w.test
    assert isinstance(test, HockeyStickTest)
    assert w.p_event is not None and w.q_event is not None and w.event
    assert lower(w.p_event) - upper(test.e) * upper(w.q_event) > test.delta
    assert lower(w.p_event) - upper(test.e) * upper(w.q_event) == w.lower


# ---- RR_{ε,δ}: tight at its own level ----------------------------------------------------

def test_rr_eps_delta_hockey_stick_is_exactly_delta() -> None:
    rr = randomized_response_delta(e_eps=3, delta=F(1, 100))
    for a, b in ((0, 1), (1, 0)):
        at = worst_case(rr, a, b, ONE_QUERY, 1, HockeyStickTest(F(3), F(0)))
        assert at.value == F(1, 100) and type(at.value) is F
        below = worst_case(rr, a, b, ONE_QUERY, 1, HockeyStickTest(F(29, 10), F(0)))
        assert below.lower == below.upper > F(1, 100)
    # more queries change nothing: a NIM answers once, then HALT
    assert worst_case(rr, 0, 1, ONE_QUERY, 3, HockeyStickTest(F(3), F(0))).value == F(1, 100)


def test_rr_eps_delta_certificate_is_not_violated() -> None:
    rr = randomized_response_delta(e_eps=3, delta=F(1, 100))
    r = audit(rr, 0, 1, ONE_QUERY, 2)
    assert r.verdict is not Verdict.VIOLATED
    assert r.scope.depth == 2 and r.scope.queries == (None,)
    claim = certify_machine(rr.machine, ApproxDP(), EpsDelta(1.1, 0.01), BIT_FLIP)  # ε above ln 3
    assert audit(claim, 0, 1, ONE_QUERY, 2).verdict is Verdict.CERTIFIED


# ---- seed 003 Appendix F -------------------------------------------------------------------

def b_of(a: int | Flag) -> int:
    """B(b) = 1 iff RR_{ε,δ}(b) ∈ {1, ⊤}."""
    return 1 if a in (1, TOP) else 0


def test_appendix_f_dp_but_not_pdp() -> None:
    B = b_of @ randomized_response_delta(epsilon=1.0, delta=0.01)
    r = audit(B, 1, 0, ONE_QUERY, 1, ApproxDP(), EpsDelta(1.0, 0.01))
    assert r.verdict is not Verdict.VIOLATED
    p1 = view_distribution(B, 1, {(): None}, 1)
    p0 = view_distribution(B, 0, {(): None}, 1)
    one = ((None, 1),)
    with reference_precision():  # independent reference values
        e, d = mpmath.e, mpmath.mpf(1) / 100
        ref_p = (1 - d) * e / (1 + e) + d
        ref_loss = mpmath.log((d + e) / (1 - d))
        assert mpmath.nstr(ref_p, 7) == "0.733748" and mpmath.nstr(ref_loss, 8) == "1.0137224"
        p, q = p1[one], p0[one]
        assert mp(lower(p)) <= ref_p <= mp(upper(p))
        loss_lo = mpmath.log(mp(lower(p)) / mp(upper(q)))
        loss_hi = mpmath.log(mp(upper(p)) / mp(lower(q)))
        assert loss_lo <= ref_loss <= loss_hi and loss_hi - loss_lo < mpmath.mpf(10) ** -14
        assert loss_lo > 1  # |L| > ε on B(1) = 1 ...
        zero = ((None, 0),)
        assert mpmath.log(mp(lower(p0[zero])) / mp(upper(p1[zero]))) > 1  # ... and on B(1) = 0
    # so the pDP δ at ε = 1 is 1 (ERRATA A2), not 0.73
    got = pdp_delta(p1, p0, 1.0)
    assert lower(got) > 1 - F(1, 10**14) and upper(got) == 1


def test_appendix_f_exact_rationals() -> None:
    """With e^ε = 27/10 and δ = 1/100 exact: DP δ is exactly 1/100, pDP δ exactly 1."""
    B = b_of @ randomized_response_delta(e_eps=F(27, 10), delta=F(1, 100))
    for a, b in ((1, 0), (0, 1)):
        assert worst_case(B, a, b, ONE_QUERY, 1, HockeyStickTest(F(27, 10), F(0))).value == F(1, 100)
    p1, p0 = (view_distribution(B, x, {(): None}, 1) for x in (1, 0))
    assert p1[((None, 1),)] == F(99, 100) * F(27, 37) + F(1, 100)
    assert pdp_delta(p1, p0, e_eps=F(27, 10)) == 1
    assert pdp_delta(p1, p0, e_eps=F(3)) == 0  # |L| = log(2.71/0.99) < ln 3


def test_pdp_delta_counts_infinite_loss_and_validates() -> None:
    p = FiniteDist.from_pairs([("a", F(1, 2)), ("b", F(1, 2))])
    q = FiniteDist.from_pairs([("a", F(1))])
    assert pdp_delta(p, q, e_eps=F(100)) == F(1, 2)  # L = +inf on "b"
    assert isinstance(pdp_delta(p, q, 0.5), F)
    with pytest.raises(ValueError, match="exactly one"):
        pdp_delta(p, q)


@pytest.mark.parametrize("bad", [None, 0.5, "1", (), {"a": F(1)}])
def test_pdp_delta_takes_two_finite_dists(bad: object) -> None:
    """Anything but two FiniteDists is refused by name."""
    p = FiniteDist.from_pairs([("a", F(1))])
    with pytest.raises(InvalidArgument, match="p=.* must be a FiniteDist"):
        pdp_delta(bad, p, 1.0)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="q=.* must be a FiniteDist"):
        pdp_delta(p, bad, 1.0)  # type: ignore[arg-type]


# ---- wrong claims are caught, with a real witness ----------------------------------------

def test_wrong_pure_claim_is_violated_with_witness() -> None:
    rr = randomized_response(e_eps=3)  # exactly ln 3 = 1.0986...-DP
    r = audit(rr, 0, 1, ONE_QUERY, 1, PureDP(), Epsilon(1.0))
    _assert_witness_violates(r)
    w = r.witness
    assert w is not None and w.event == (((None, 0),),)
    assert (w.p_event, w.q_event) == (F(3, 4), F(1, 4))
    assert w.strategy(()) is None  # the one query, None, is what a NIM takes
    assert "fails" in r.reason


def test_wrong_claim_over_interaction_has_adaptive_witness() -> None:
    """Three RR bits at depth 3 are 3·ln 3-DP; δ(2·ln 3) = 18/64, so a claim of (2·ln 3, 0.25)
    fails, and the witness really is an adversary of the machine: replaying it gives the
    event's masses."""
    m = RRBits(F(3, 4))
    eps = math.log(9)
    r = audit(m, X0, X1, QS, 3, ApproxDP(), EpsDelta(eps, 0.25))
    _assert_witness_violates(r)
    w = r.witness
    assert w is not None and w.event is not None and w.p_event is not None
    first, second = (X1, X0) if w.swapped else (X0, X1)
    p = view_distribution(m, first, w.strategy, 3)
    q = view_distribution(m, second, w.strategy, 3)
    assert sum((p[v] for v in w.event), start=F(0)) == w.p_event
    assert sum((q[v] for v in w.event), start=F(0)) == w.q_event
    assert all(h == () or h[0][0] == 0 for h, _ in w.strategy.moves)  # it asks the differing bit
    assert audit(m, X0, X1, QS, 3, ApproxDP(), EpsDelta(eps, 0.3)).verdict is Verdict.CERTIFIED


# ---- soundness with irrational parameters ------------------------------------------------

@pytest.mark.parametrize("measure_of", [lambda e: (PureDP(), Epsilon(e)), lambda e: (ApproxDP(), EpsDelta(e, 0))])
def test_float_rr_at_its_own_epsilon_is_never_violated(measure_of: object) -> None:
    rr = randomized_response(epsilon=1.0)
    for depth in (1, 2):
        measure, level = measure_of(1.0)  # type: ignore[operator]
        at = audit(rr, 0, 1, ONE_QUERY, depth, measure, level)
        assert at.verdict in (Verdict.CERTIFIED, Verdict.INCONCLUSIVE)
        measure, level = measure_of(1.0 + 1e-9)  # type: ignore[operator]
        assert audit(rr, 0, 1, ONE_QUERY, depth, measure, level).verdict is Verdict.CERTIFIED
        measure, level = measure_of(1.0 - 1e-9)  # type: ignore[operator]
        below = audit(rr, 0, 1, ONE_QUERY, depth, measure, level)
        _assert_witness_violates(below)
    assert audit(rr, 0, 1, ONE_QUERY, 1).verdict is Verdict.INCONCLUSIVE  # its own certificate: rounding


def test_renyi_and_zcdp() -> None:
    rr = randomized_response(e_eps=3)
    d2 = math.log(F(7, 3))  # D_2 of RR_{ln 3}
    assert audit(rr, 0, 1, ONE_QUERY, 1, RenyiDP(2), RenyiEps(d2 + 1e-9)).verdict is Verdict.CERTIFIED
    r = audit(rr, 0, 1, ONE_QUERY, 1, RenyiDP(2), RenyiEps(d2 - 1e-9))
    assert r.verdict is Verdict.VIOLATED and r.witness is not None
    assert r.witness.lower == F(7, 3) and r.witness.event is None
    m = RRBits(F(3, 4))  # Rényi composes additively: 3 queries give 3·D_2
    assert audit(m, X0, X1, QS, 3, RenyiDP(2), RenyiEps(3 * d2 + 1e-9)).verdict is Verdict.CERTIFIED
    assert audit(m, X0, X1, QS, 3, RenyiDP(2), RenyiEps(3 * d2 - 1e-9)).verdict is Verdict.VIOLATED
    eps = math.log(3)  # pure ε-DP ⇒ ε²/2-zCDP (Bun–Steinke); far below that is refuted
    assert audit(rr, 0, 1, ONE_QUERY, 1, ZCDP(), Rho(eps**2 / 2)).verdict is Verdict.CERTIFIED
    assert audit(rr, 0, 1, ONE_QUERY, 1, ZCDP(), Rho(0.05)).verdict is Verdict.VIOLATED


# ---- the privacy game (seed 002 Def 3.7, Cor 3.8) ----------------------------------------

def same_pairs(pairs: tuple[tuple[int, int], ...]) -> bool:
    return all(m0 == m1 for m0, m1 in pairs)


def any_pairs(pairs: tuple[tuple[int, int], ...]) -> bool:
    return True


def test_game_with_identical_pairs_gives_identical_views() -> None:
    m = RRBits(F(3, 4))
    pairs = [(0, 0), (1, 1), (0, 1)]
    r = audit_game(m, same_pairs, (0, 1), pairs, 3, ApproxDP(), EpsDelta(0, 0))
    assert r.verdict is Verdict.CERTIFIED
    assert "game(b=0)" in str(r.scope) and r.histories_visited > 0
    # and the views really are identical for a concrete adversary, HALT included
    from combinators.machines import game

    s: Adversary[tuple[int, int], int] = Adversary.from_mapping({(): (0, 0), (((0, 0), 0),): (0, 1), (((0, 0), 1),): (1, 1)})
    v0 = view_distribution(game(m, same_pairs, 0), (0, 1), s, 3)
    v1 = view_distribution(game(m, same_pairs, 1), (0, 1), s, 3)
    assert dict(v0.items) == dict(v1.items)
    assert any(v[-1][1] is HALT for v in v0.support)
    # admitting a differing pair lets the adversary tell b = 0 from b = 1
    bad = audit_game(m, any_pairs, (0, 1), pairs, 1, ApproxDP(), EpsDelta(0, 0))
    _assert_witness_violates(bad)
    assert bad.witness is not None and bad.witness.strategy(()) == (0, 1)


@pytest.mark.parametrize("data", [None, 5, "01", (), (0, 2), (0.5, 1)])
def test_game_on_data_the_machine_cannot_take_is_refused(data: Any) -> None:
    """RRBits took any data and failed inside the audit with a raw TypeError or IndexError (or
    read "01" as a string's characters); its data is a non-empty tuple of bits."""
    with pytest.raises(InvalidData, match="RRBits takes"):
        audit_game(RRBits(F(3, 4)), same_pairs, data, [(0, 0), (0, 1)], 1, ApproxDP(), EpsDelta(0, 0))


@pytest.mark.parametrize("bit", [np.int64, np.uint8, np.int32])
def test_numpy_bits_are_audited_like_ints(bit: type) -> None:
    """RR takes numpy ints as bits, and the bit-flip relation relates them as it relates ints:
    np.int64(0) against 1 is a neighbouring pair."""
    rr = randomized_response(e_eps=3)
    assert audit(rr, bit(0), 1, ONE_QUERY, 1).verdict is Verdict.CERTIFIED
    assert audit(rr, 1, bit(0), ONE_QUERY, 1).verdict is Verdict.CERTIFIED


@pytest.mark.parametrize("bad", [None, 1.0, "hockey", HockeyStickTest])
def test_a_test_is_a_hockey_stick_or_a_renyi_test(bad: object) -> None:
    """describe_test and worst_case refuse by name what is neither a HockeyStickTest nor a RenyiTest."""
    with pytest.raises(InvalidArgument, match="test=.* must be a HockeyStickTest or a RenyiTest"):
        describe_test(bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="test=.* must be a HockeyStickTest or a RenyiTest"):
        worst_case(randomized_response(e_eps=3), 0, 1, ONE_QUERY, 1, bad)  # type: ignore[arg-type]


# ---- inconclusive, with a reason --------------------------------------------------------

@attrs.frozen
class _NoPlanMeasure:
    def audit_plan(self, level: int, /) -> AuditPlan:
        return AuditPlan((), (), unsupported="it needs a δ-mixture decomposition")


def test_inconclusive_reasons() -> None:
    m = RRBits(F(3, 4))
    r = audit(m, X0, X1, QS, 2, _NoPlanMeasure(), 1)
    assert r.verdict is Verdict.INCONCLUSIVE and "δ-mixture" in r.reason
    r = audit(m, X0, X1, QS, 2, PureDP(), Epsilon(10.0), branch_budget=1)
    assert r.verdict is Verdict.INCONCLUSIVE and "more than 1 outcomes" in r.reason
    r = audit(m, X0, X1, QS, 6, PureDP(), Epsilon(10.0), history_budget=50)
    assert r.verdict is Verdict.INCONCLUSIVE and "histories" in r.reason
    trivial = audit(m, X0, X1, QS, 2, ApproxDP(), EpsDelta(0, 1))
    assert trivial.verdict is Verdict.CERTIFIED and "trivial" in trivial.reason
    with pytest.raises(ValueError, match="both measure= and level="):
        audit(m, X0, X1, QS, 2, measure=PureDP())  # type: ignore[call-overload]
    with pytest.raises(ValueError, match="raw machine"):
        audit(m, X0, X1, QS, 2)  # type: ignore[call-overload]


def test_sample_only_machine_is_inconclusive() -> None:
    r = audit(SampleOnly(), 0, 1, [0], 1, PureDP(), Epsilon(1.0))
    assert r.verdict is Verdict.INCONCLUSIVE
    assert "continuous draw" in r.reason and "sample-only" in r.reason


def test_result_is_frozen_and_scoped() -> None:
    r = audit(randomized_response(e_eps=3), 0, 1, ONE_QUERY, 1)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        r.reason = "changed"  # type: ignore[misc]
    assert r.scope.first == "x0=0" and r.scope.second == "x1=1"
    assert all(c.surely_passes for c in r.checks) and len(r.checks) == 2


# ---- observations are told apart by type and value ---------------------------------------

@attrs.frozen
class _Holder:
    value: object


@attrs.frozen
class _Reveal(InteractiveMechanism[int, object, object, object]):
    """Answers ``views[x]`` for input ``x`` (deterministically): the views differ only in type
    (``True`` vs ``1``), sign (``0.0`` vs ``-0.0``), or deeper inside a tuple or a frozen class."""

    views: tuple[object, object]

    @override
    def init(self, data: int, /) -> object:
        return self.views[data]

    @override
    def step(self, state: object, query: object, coins: Coins, /) -> tuple[object, object]:
        return state, state


@pytest.mark.parametrize("views", [(True, 1), (0.0, -0.0), (1, 1.0), ((True,), (1,)), (_Holder(True), _Holder(1)),
                                   (F(1), 1), (frozenset({True}), frozenset({1}))],
                         ids=["bool-int", "zero-sign", "int-float", "in-tuple", "in-attrs", "fraction-int", "frozenset"])
def test_answers_of_another_type_are_another_view(views: tuple[object, object]) -> None:
    """The adversary sees True or 1: P and Q are disjoint, no ε holds (was CERTIFIED at ε = 0)."""
    r = audit(_Reveal(views), 0, 1, ONE_QUERY, 1, PureDP(), Epsilon(0.0))
    assert r.verdict is Verdict.VIOLATED
    assert r.witness is not None and r.witness.p_event == 1 and r.witness.q_event == 0


@attrs.frozen
class _TypeName(InteractiveMechanism[int, object, object, str]):
    """Starts in ``True`` on 0 and ``1`` on 1, and answers the state's type name."""

    @override
    def init(self, data: int, /) -> object:
        return True if data == 0 else 1

    @override
    def step(self, state: object, query: object, coins: Coins, /) -> tuple[object, str]:
        return state, type(state).__name__


def test_states_of_another_type_are_another_state() -> None:
    """Merged as one state under ==, the two inputs gave one view distribution (CERTIFIED at 0)."""
    r = audit(_TypeName(), 0, 1, ONE_QUERY, 1, PureDP(), Epsilon(0.0))
    assert r.verdict is Verdict.VIOLATED


@attrs.frozen
class _CoinThenBit(InteractiveMechanism[int, tuple[int, int], object, object]):
    """First answer: True or 1 with probability 1/2 each (data-free); second: the data bit."""

    @override
    def init(self, data: int, /) -> tuple[int, int]:
        return (0, data)

    @override
    def step(self, state: tuple[int, int], query: object, coins: Coins, /) -> tuple[tuple[int, int], object]:
        n, b = state
        if n == 0:
            return (1, b), (True if coins.bernoulli(F(1, 2)) else 1)
        return (2, b), b


def test_a_witness_keeps_histories_of_another_type_apart() -> None:
    r = audit(_CoinThenBit(), 0, 1, ONE_QUERY, 2, PureDP(), Epsilon(1.0))
    assert r.verdict is Verdict.VIOLATED and r.witness is not None
    s: Adversary[Any, Any] = r.witness.strategy
    assert s(((None, True),)) is None and s(((None, 1),)) is None  # a move at both histories
    assert len(s) == 3
    with pytest.raises(InvalidArgument, match="equal under == but differ in type"):
        view_distribution(_CoinThenBit(), 0, s, 2)


def test_a_strategy_has_one_move_per_typed_history() -> None:
    s: Adversary[Any, Any] = Adversary(((((None, True),), "a"), (((None, 1),), "b")))
    assert s(((None, True),)) == "a" and s(((None, 1),)) == "b" and s(((None, 1.0),)) is HALT
    with pytest.raises(InvalidArgument, match="two moves"):
        Adversary(((((None, 1),), "a"), (((None, 1),), "b")))


# ---- the two inputs ---------------------------------------------------------------------

@pytest.mark.parametrize("pair", [(0, 0), ((0, 0, 0), (0, 0, 0)), ([1, 2], [1, 2]), ({"a": [1.5]}, {"a": [1.5]})])
def test_identical_inputs_are_refused(pair: tuple[Any, Any]) -> None:
    """Identical inputs give identical views: any claim would be CERTIFIED."""
    x0, x1 = pair
    with pytest.raises(InvalidArgument, match="x0 and x1 are the same input"):
        audit(randomized_response(e_eps=3), x0, x1, ONE_QUERY, 1)


@attrs.frozen
class _Constant(InteractiveMechanism[object, int, object, int]):
    """Ignores its data: 0-DP on every pair."""

    @override
    def init(self, data: object, /) -> int:
        return 0

    @override
    def step(self, state: int, query: object, coins: Coins, /) -> tuple[int, int]:
        return state, 0


@pytest.mark.parametrize("pair", [(True, 1), (0.0, -0.0), ([1], [True]), ((1,), [1])])
def test_inputs_of_another_type_are_not_identical(pair: tuple[Any, Any]) -> None:
    x0, x1 = pair
    assert audit(_Constant(), x0, x1, ONE_QUERY, 1, PureDP(), Epsilon(0.0)).verdict is Verdict.CERTIFIED


# ---- randomness outside coins -----------------------------------------------------------

# a hand-wrapped measurement: Laplace noise from numpy's global generator, not from coins
_OWN_SAMPLER: Answers[int, float] = Answers(lambda x, c: x + float(np.random.laplace(0.0, 1.0)))


# randomized response with a coin from the ``random`` module
_RANDOM_BIT: Answers[int, int] = Answers(lambda x, c: x if random.random() < 0.75 else 1 - x)


def test_randomness_outside_coins_is_inconclusive() -> None:
    """A step that draws outside ``coins`` gives a fresh value on every replay; the audit detects it
    and answers INCONCLUSIVE, never a verdict from the replays' disagreement (P = 1, Q = 0)."""
    r = audit(_OWN_SAMPLER, 0, 1, ONE_QUERY, 1, PureDP(), Epsilon(1.0))
    assert r.verdict is Verdict.INCONCLUSIVE
    assert "not pure" in r.reason and "outside coins" in r.reason
    random.seed(2026)
    r = audit(_RANDOM_BIT, 0, 1, ONE_QUERY, 2, PureDP(), Epsilon(math.log(3)))
    assert r.verdict is Verdict.INCONCLUSIVE and "outside coins" in r.reason
    with pytest.raises(ImpureStepError, match="outside coins"):
        worst_case(_OWN_SAMPLER, 0, 1, ONE_QUERY, 1, HockeyStickTest(F(1), F(0)))
    with pytest.raises(ImpureStepError, match="outside coins"):
        view_distribution(_OWN_SAMPLER, 0, {(): None}, 1)


@attrs.define
class _Mutable:
    value: int


def test_a_mutable_state_is_refused_though_its_fields_could_be_compared() -> None:
    with pytest.raises(InvalidArgument, match="state _Mutable.* is not hashable"):
        audit(_Reveal((_Mutable(0), _Mutable(1))), 0, 1, ONE_QUERY, 1, PureDP(), Epsilon(0.0))


def test_an_infinite_renyi_moment_beside_a_huge_one_is_violated_not_an_overflow() -> None:
    """RR_δ at e^ε = 1000: the ⊤ flag has P > 0 = Q (an infinite moment) while the other views'
    moments at order 200 are rationals above 1.8e308; their sum is infinite, not an OverflowError."""
    rrd = randomized_response_delta(e_eps=1000, delta=F(1, 100))
    result = audit(rrd, 0, 1, [None], 1, RenyiDP(200), RenyiEps(1.0))
    assert result.verdict is Verdict.VIOLATED


@final
@attrs.frozen
class ThreeWay(NoninteractiveMechanism[int, str]):
    """A release whose Rényi moment at a large fractional order is a rational of ~43,000 digits."""

    @override
    def release(self, data: int, coins: Coins, /) -> str:
        if data == 0:
            return coins.choice([("A", F(1, 2)), ("B", F(1, 2))])
        return coins.choice([("A", F(1, 10**27)), ("B", F(1, 5)), ("C", F(4, 5) - F(1, 10**27))])


def test_a_result_with_huge_rationals_has_a_repr() -> None:
    """The moment is past the float range and its rationals past Python's limit on digits in
    int → str: the verdict is reached and the result still prints."""
    result = audit(ThreeWay(), 0, 1, [None], 1, RenyiDP(2047.5), RenyiEps(1.0))
    assert result.verdict is Verdict.VIOLATED
    assert "<a Fraction of about 10^" in repr(result)

"""The compositions of ext_concurrent (combinators.continual.compositions; seed 002 Defs 4.9, 4.11,
12.2, §13–14): one test per clause, the bad-argument table, Observation 8.9 on examples, and an
exact audit of Thm 4.10 on two randomized responses."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from combinators.accounting import additive_accumulator, gaussian_accumulator, whitehouse_accumulator
from combinators.audit import audit_game
from combinators.composition import CompositionForbidden, Create, ext_concurrent
from combinators.continual import Continual, as_continual
from combinators.continual.compositions import filter_composition, fixed_levels, fixed_mechanisms
from combinators.continual.verification import Suitable, im_style
from combinators.errors import IncompatibleMeasureError, InvalidArgument
from combinators.machines import BIT_FLIP, INVALID, Mechanism, Proved, certify_machine
from combinators.machines.certificate import issue
from combinators.measures import (FDP, ZCDP, ApproxDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps, Rho, Verdict,
                                  gaussian_tradeoff)
from combinators.primitives import randomized_response

F = im_style(BIT_FLIP)
RR3 = as_continual(randomized_response(e_eps=3))      # ε = ln 3, rounded up
RR2 = as_continual(randomized_response(e_eps=2))      # ε = ln 2
C1, C2, C3 = Create(RR3, F), Create(RR3, F), Create(RR2, F)
L3, L2 = RR3.level, RR2.level


def _asserted(measure: Any, level: Any) -> Mechanism[Any, Any, Any, Any, Any]:
    """A continual randomized response certified under another measure, as if by a library theorem
    (these tests are about the levels the compositions admit, not about where certificates come
    from: an asserted creation is refused, see test_verification)."""
    return issue(Continual(randomized_response(e_eps=3).machine), measure, level, F.as_relation(),
                 Proved("a test fixture"))


def _first_refused(f: Suitable, messages: tuple[Any, ...]) -> int | None:
    """The 1-based position of the first message the verification function refuses."""
    state: Any = f.start()
    for i, m in enumerate(messages, 1):
        state = f.step(state, m)
        if state is INVALID:
            return i
    return None


def _q(i: int, q0: object = 0, q1: object = 1) -> tuple[tuple[object, int], tuple[object, int]]:
    return (q0, i), (q1, i)


# Def 4.9: fixed mechanisms ------------------------------------------------------------------

def test_fixed_mechanisms_accepts_the_creations_in_order_then_queries() -> None:
    f = fixed_mechanisms(C1, C2)
    assert f(((C1, C1), (C2, C2), _q(1), _q(2), _q(2, None, None)))
    assert f(((C1, C1),))                                  # a prefix of a valid sequence
    assert not f.first_pair_consistent()


@pytest.mark.parametrize(("messages", "refused_at"), [
    (((C2, C2), (C1, C1)), 1),                             # wrong order
    (((C1, C1), _q(1), (C2, C2)), 2),                      # a query before the k-th creation
    (((C1, C1), (C2, C2), (C1, C1)), 3),                   # no creation after the k-th
    (((C1, C1), (C2, C2), (C3, C3)), 3),
    (((C1, C1), (C2, C2), ((0, 1), (1, 2))), 3),           # mismatched indices (Def 4.5 (i))
    (((C1, C1), (C2, C2), _q(3)), 3),                      # a mechanism not created (Def 4.5 (ii))
    (((C1, C1), (C2, C2), _q(1), _q(1)), 4),               # RR's own function: one datum only (Def 4.5 (v))
])
def test_fixed_mechanisms_refuses_at_the_right_message(messages: tuple[Any, ...], refused_at: int) -> None:
    assert _first_refused(fixed_mechanisms(C1, C2), messages) == refused_at


def test_fixed_mechanisms_are_the_given_objects_not_look_alikes() -> None:
    twin = Create(RR3, F)                                  # equal fields, another message
    assert not fixed_mechanisms(C1)(((twin, twin),))
    assert fixed_mechanisms(C1, C1)(((C1, C1), (C1, C1)))  # one Create twice: two instances


def test_fixed_mechanisms_state_is_the_count() -> None:
    f = fixed_mechanisms(C1, C2)
    s: Any = f.step(f.start(), (C1, C1))
    assert s.rule == 1 and hash(s) == hash(f.step(f.start(), (C1, C1)))


# Def 4.11: a fixed multiset of levels --------------------------------------------------------

def test_fixed_levels_takes_creations_in_any_order_and_refuses_when_the_multiset_is_exceeded() -> None:
    f = fixed_levels(PureDP(), [L3, L2, L3])
    assert f(((C3, C3), _q(1), (C1, C1), (C2, C2), _q(3)))
    assert _first_refused(f, ((C1, C1), (C2, C2), _q(1), (C1, C1))) == 4    # a third ln 3
    assert _first_refused(f, ((C3, C3), (C3, C3))) == 2                      # a second ln 2
    assert f.start().rule == (2, 1)


def test_fixed_levels_compares_levels_exactly() -> None:
    """A mechanism certified at ln 2 is not counted at ln 3 (restate it to use that level)."""
    assert not fixed_levels(PureDP(), [L3])(((C3, C3),))
    below = Epsilon(math.log(3))                           # a hair below RR3's level, ln 3 rounded up
    assert below.epsilon < L3.epsilon and not fixed_levels(PureDP(), [below])(((C1, C1),))


def test_fixed_levels_refuses_a_creation_of_another_measure() -> None:
    approx = Create(_asserted(ApproxDP(), EpsDelta(L3.epsilon, 0.0)), F)
    assert not fixed_levels(PureDP(), [L3])(((approx, approx),))    # (ε, 0) is not Epsilon(ε): another measure
    assert fixed_levels(ApproxDP(), [EpsDelta(L3.epsilon, 0.0)])(((approx, approx),))


def test_fixed_levels_under_renyi_requires_every_order_alpha() -> None:
    """f_{RDP,α} (§13): all α_j = α."""
    at2 = Create(_asserted(RenyiDP(2), RenyiEps(0.5)), F)
    at3 = Create(_asserted(RenyiDP(3), RenyiEps(0.5)), F)
    f = fixed_levels(RenyiDP(2), [RenyiEps(0.5), RenyiEps(0.5)])
    assert f(((at2, at2), (at2, at2)))
    assert not f(((at3, at3),))
    assert not f(((at2, at2), (at2, at2), (at2, at2)))


def test_fdp_compositions_require_finite_communication() -> None:
    """§14, Def 14.4: every f-DP creation has finite communication."""
    g = gaussian_tradeoff(0.5)
    mech = _asserted(FDP(), g)
    finite, infinite = Create(mech, F, finite_communication=True), Create(mech, F)
    f = fixed_levels(FDP(), [g])
    assert f(((finite, finite),)) and not f(((infinite, infinite),))
    budget = filter_composition(FDP(), gaussian_accumulator(), gaussian_tradeoff(1.0))
    assert budget(((finite, finite),)) and not budget(((infinite, infinite),))
    assert fixed_mechanisms(finite)(((finite, finite),))
    with pytest.raises(InvalidArgument, match=r"^creations\[0\]"):
        fixed_mechanisms(infinite)


# Def 12.2: filters ------------------------------------------------------------------------------

def test_the_filter_refuses_at_the_first_prefix_over_budget() -> None:
    half = Create(_asserted(PureDP(), Epsilon(0.5)), F)
    quarter = Create(_asserted(PureDP(), Epsilon(0.25)), F)
    f = filter_composition(PureDP(), "additive", Epsilon(1.0))
    assert f(((half, half), (quarter, quarter), (quarter, quarter)))          # exactly the budget
    assert _first_refused(f, ((half, half), _q(1), (quarter, quarter), (half, half))) == 4
    state: Any = f.step(f.start(), (half, half))
    state = f.step(state, (quarter, quarter))
    assert state.rule == additive_accumulator(PureDP()).add(Epsilon(0.5)).add(Epsilon(0.25))


def test_the_renyi_filter_is_a_sum_of_epsilons() -> None:
    """Filt_{RDP,α,ε}: Σε_i ≤ ε (Cor 13.8)."""
    at2 = Create(_asserted(RenyiDP(2), RenyiEps(0.5)), F)
    at3 = Create(_asserted(RenyiDP(3), RenyiEps(0.5)), F)
    f = filter_composition(RenyiDP(2), "additive", RenyiEps(1.0))
    assert f(((at2, at2), (at2, at2)))
    assert _first_refused(f, ((at2, at2), (at2, at2), (at2, at2))) == 3
    assert not f(((at3, at3),))                            # another order


def test_the_filter_takes_the_librarys_proved_rules() -> None:
    w = whitehouse_accumulator(1e-6, 1e-5)
    f = filter_composition(ApproxDP(), w, EpsDelta(1.0, 1e-5))
    approx = Create(_asserted(ApproxDP(), EpsDelta(0.1, 0.0)), F)
    assert f(((approx, approx),))
    assert repr(f) == f"filter_composition(ApproxDP(), {w!r}, EpsDelta(1.0, 1e-05))"


# bad arguments, one table ---------------------------------------------------------------------

def _forged_eps(value: float) -> Epsilon:
    e = Epsilon(0.5)
    object.__setattr__(e, "epsilon", value)
    return e


def _forged_delta(value: float) -> EpsDelta:
    e = EpsDelta(1.0, 0.0)
    object.__setattr__(e, "delta", value)
    return e


class _OwnRule:
    """A caller's accumulator: not one of the library's proved rules."""

    count = 0

    def value(self) -> Epsilon:
        return Epsilon(0.0)

    def add(self, level: Epsilon) -> _OwnRule:
        return self

    def within(self, budget: Epsilon) -> bool:
        return True

    def admits(self, level: Epsilon, budget: Epsilon) -> bool:
        return True


@pytest.mark.parametrize(("build", "error", "name"), [
    (lambda: fixed_levels(PureDP(), [_forged_eps(-1.0)]), InvalidArgument, r"levels\[0\]"),
    (lambda: fixed_levels(PureDP(), [Epsilon(0.5), _forged_eps(math.nan)]), InvalidArgument, r"levels\[1\]"),
    (lambda: fixed_levels(PureDP(), [Epsilon(math.inf)]), InvalidArgument, r"levels\[0\]"),
    (lambda: fixed_levels(ApproxDP(), [_forged_delta(1.5)]), InvalidArgument, r"levels\[0\]"),
    (lambda: fixed_levels(ApproxDP(), [EpsDelta(math.inf, 0.0)]), InvalidArgument, r"levels\[0\]"),
    (lambda: fixed_levels(PureDP(), [RenyiEps(0.5)]), IncompatibleMeasureError, r"levels\[0\]"),
    (lambda: fixed_levels(PureDP(), [0.5]), IncompatibleMeasureError, r"levels\[0\]"),
    (lambda: fixed_levels(PureDP(), "0.5"), InvalidArgument, "levels"),
    (lambda: fixed_levels(ZCDP(), [Rho(0.5)]), InvalidArgument, "measure"),
    (lambda: fixed_levels("PureDP", [Epsilon(0.5)]), InvalidArgument, "measure"),  # type: ignore[arg-type]
    (lambda: fixed_mechanisms(), InvalidArgument, "creations"),
    (lambda: fixed_mechanisms(C1, RR3), InvalidArgument, r"creations\[1\]"),  # type: ignore[arg-type]
    (lambda: filter_composition(PureDP(), "additive", Epsilon(math.inf)), InvalidArgument, "budget"),
    (lambda: filter_composition(ApproxDP(), "additive", _forged_delta(1.5)), InvalidArgument, ""),
    (lambda: filter_composition(PureDP(), "additive", RenyiEps(1.0)), IncompatibleMeasureError, ""),
    (lambda: filter_composition(PureDP(), "sum", Epsilon(1.0)), InvalidArgument, "rule"),
    (lambda: filter_composition(PureDP(), _OwnRule(), Epsilon(1.0)), InvalidArgument, "rule"),
    (lambda: filter_composition(PureDP(), "additive", Epsilon(1.0), rule_is_valid=1),  # type: ignore[arg-type]
     InvalidArgument,
     "rule_is_valid"),
    (lambda: filter_composition(FDP(), "additive", gaussian_tradeoff(1.0)), CompositionForbidden, ""),
    (lambda: filter_composition(ZCDP(), "additive", Rho(1.0)), InvalidArgument, "measure"),
])
def test_bad_arguments_are_refused_when_the_composition_is_built(build: Any, error: type[Exception], name: str) -> None:
    with pytest.raises(error) as caught:
        build()
    if name:
        assert caught.value.args[0].startswith(name.replace("\\", "")), caught.value.args[0]


def test_a_callers_rule_is_taken_on_its_word() -> None:
    f = filter_composition(PureDP(), _OwnRule(), Epsilon(1.0), rule_is_valid=True)
    assert f(((C1, C1), (C1, C1), (C1, C1)))
    assert repr(f).endswith("rule_is_valid=True)")


def test_the_compositions_print_as_their_factory_calls_and_compare_as_values() -> None:
    assert repr(fixed_levels(PureDP(), (Epsilon(0.5),))) == "fixed_levels(PureDP(), (Epsilon(0.5),))"
    assert fixed_levels(PureDP(), [Epsilon(0.5)]) == fixed_levels(PureDP(), (Epsilon(0.5),))
    assert hash(filter_composition(PureDP(), "additive", Epsilon(1.0))) == hash(
        filter_composition(PureDP(), "additive", Epsilon(1.0)))
    assert repr(filter_composition(PureDP(), "additive", Epsilon(1.0))) == \
        "filter_composition(PureDP(), 'additive', Epsilon(1.0))"
    assert fixed_mechanisms(C1) != fixed_mechanisms(C2)  # by identity of the creations


# Observation 8.9: monotonicity in f --------------------------------------------------------------

ALPHABET: tuple[Any, ...] = ((C1, C1), (C2, C2), (C3, C3), _q(1), _q(2), _q(1, 1, 1))


def _valid(f: Suitable, depth: int) -> set[tuple[Any, ...]]:
    return {seq for n in range(depth + 1) for seq in itertools.product(ALPHABET, repeat=n) if f(seq)}


def test_observation_8_9_the_verification_functions_nest() -> None:
    """Every f^{α1,α2}-valid sequence is f^{ε1,ε2}-valid, and every such is f^Filt-valid for the
    additive filter at ε1 + ε2 (strictly: each admits sequences the previous refuses); so a
    guarantee for the larger function holds for the smaller (Obs 8.9)."""
    fixed = _valid(fixed_mechanisms(C1, C2), 4)
    multiset = _valid(fixed_levels(PureDP(), [L3, L3]), 4)
    budget = _valid(filter_composition(PureDP(), "additive", PureDP().compose([L3, L3])), 4)
    assert fixed < multiset < budget
    assert ((C2, C2), (C1, C1)) in multiset - fixed
    assert ((C3, C3), (C3, C3), (C3, C3)) in budget - multiset     # 3 ln 2 ≤ 2 ln 3


# Thm 4.10 and Obs 8.9 on an exact audit ----------------------------------------------------------

AUDIT_ALPHABET: tuple[Any, ...] = ((C1, C1), (C2, C2), _q(1), _q(2), _q(1, 1, 1))


def test_thm_4_10_two_randomized_responses_compose_to_the_sum_exactly() -> None:
    """Comp[RR_ln3, RR_ln3] is (2 ln 3)-DP and no better (the likelihood ratio 9 is reached), so
    the game of ext_concurrent under f^{α1,α2} is certified at 2 ln 3 (rounded up) and violated
    below; so under the smaller functions and violated under the larger ones (Obs 8.9)."""
    total = PureDP().compose([L3, L3])
    assert Fraction(math.exp(total.epsilon)) >= 9 > Fraction(math.exp(total.epsilon - 0.01))
    for f in (fixed_mechanisms(C1, C2), fixed_levels(PureDP(), [L3, L3]),
              filter_composition(PureDP(), "additive", total)):
        assert audit_game(ext_concurrent(), f, None, AUDIT_ALPHABET, 4, PureDP(), total).verdict is Verdict.CERTIFIED
        below = Epsilon(total.epsilon - 0.01)
        assert audit_game(ext_concurrent(), f, None, AUDIT_ALPHABET, 4, PureDP(), below).verdict is Verdict.VIOLATED
    one = fixed_levels(PureDP(), [L3])
    assert audit_game(ext_concurrent(), one, None, AUDIT_ALPHABET, 4, PureDP(), L3).verdict is Verdict.CERTIFIED


def test_fdp_levels_are_compared_by_value() -> None:
    """Two f_{ε,δ} curves built apart are one level (same_value): the multiset counts them alike."""
    from combinators.measures import f_eps_delta
    mech = _asserted(FDP(), f_eps_delta(1.0, 0.0))
    c = Create(mech, F, finite_communication=True)
    f = fixed_levels(FDP(), [f_eps_delta(1.0, 0.0)])
    assert f(((c, c),)) and not f(((c, c), (c, c)))
    assert not fixed_levels(FDP(), [f_eps_delta(0.5, 0.0)])(((c, c),))


# against independent definitions -----------------------------------------------------------------

DYADIC = (0.125, 0.25, 0.5)                                 # exact in floats: sums are exact
MADE = {e: Create(_asserted(PureDP(), Epsilon(e)), F) for e in DYADIC}


def _reference(levels: list[float], budget: Fraction | None, creations: list[float]) -> bool:
    """Def 4.11 (sub-multiset, by Counter) or Def 12.2 with Σε ≤ budget at every prefix (exact)."""
    from collections import Counter
    if budget is None:
        return not Counter(creations) - Counter(levels)
    return all(sum(map(Fraction, creations[:n]), Fraction(0)) <= budget for n in range(len(creations) + 1))


@given(st.lists(st.sampled_from(DYADIC), max_size=4), st.lists(st.sampled_from(DYADIC), max_size=5),
       st.sampled_from([Fraction(1, 2), Fraction(3, 4), Fraction(1)]))
@settings(max_examples=200, deadline=None)
def test_fixed_levels_and_the_additive_filter_match_their_definitions(levels: list[float], creations: list[float],
                                                                      budget: Fraction) -> None:
    messages = tuple((MADE[e], MADE[e]) for e in creations)
    multiset = fixed_levels(PureDP(), [Epsilon(e) for e in levels])
    additive = filter_composition(PureDP(), "additive", Epsilon(float(budget)))
    assert multiset(messages) is _reference(levels, None, creations)
    assert additive(messages) is _reference([], budget, creations)

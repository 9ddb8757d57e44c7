"""as_continual (combinators.continual.lift; seed 002 Def 3.1): a NIM answers its first message,
its data, then halts; an IM acknowledges its data and then answers as it would; a certificate
keeps its level, stated for im_style(∼)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from combinators.audit import audit_game
from combinators.continual import Continual, as_continual
from combinators.continual.verification import im_style
from combinators.errors import InvalidArgument
from combinators.machines import ACK, BIT_FLIP, HALT, Invalid, caller_assumptions_of, certify_machine, is_continual
from combinators.measures import Epsilon, PureDP, Verdict
from combinators.primitives import gaussian, laplace, randomized_response, round_to
from combinators.prob import sampled_coins
from combinators.testing.strategies import RRBits


def test_a_nim_answers_its_data_then_halts() -> None:
    rr = as_continual(randomized_response(e_eps=3))
    m = rr.machine
    s0 = m.init(None)
    s, a = m.step(s0, 1, sampled_coins(0))
    assert a in (0, 1)
    assert m.step(s, 0, sampled_coins(0))[1] is HALT
    assert is_continual(m) and type(m) is Continual


def test_an_im_acknowledges_its_data_then_answers_as_it_would() -> None:
    inner = RRBits(Fraction(1))            # keeps every bit: query j answers bit j of the data
    m = as_continual(inner)
    s, a = m.step(m.init(None), (0, 1, 1), sampled_coins(0))
    assert a is ACK
    assert [m.step(s, j, sampled_coins(0))[1] for j in (0, 1, 2)] == [0, 1, 1]


def test_data_the_mechanism_refuses_answer_invalid_without_the_data() -> None:
    m = as_continual(randomized_response(e_eps=3)).machine
    s0 = m.init(None)
    s, a = m.step(s0, "secret-17", sampled_coins(0))
    assert s is s0 and type(a) is Invalid and "secret-17" not in a.reason


def test_the_certificate_keeps_its_level_for_im_style() -> None:
    rr = randomized_response(e_eps=3)
    c = as_continual(rr)
    assert c.level == rr.level and c.measure == PureDP()
    assert c.certificate.relation == im_style(BIT_FLIP).as_relation()
    assert "Henzinger–Safavi–Vadhan 2024, Def 3.1" in c.certificate.provenance.theorem  # type: ignore[union-attr]


def test_the_game_of_the_continual_rr_is_exactly_ln3_private() -> None:
    """The game w.r.t. im_style(BIT_FLIP) with data pair (0, 1) is RR on neighbouring bits: ln 3
    and no less (seed 002 §3.1; RR_ε with e^ε = 3)."""
    m = as_continual(randomized_response(e_eps=3)).machine
    f = im_style(BIT_FLIP)
    pairs = [(0, 1), (1, 0), (0, 0)]
    ok = audit_game(m, f, None, pairs, 2, PureDP(), Epsilon(1.0986122886681102))
    assert ok.verdict is Verdict.CERTIFIED
    too_strong = audit_game(m, f, None, pairs, 2, PureDP(), Epsilon(1.09))
    assert too_strong.verdict is Verdict.VIOLATED


@pytest.mark.parametrize("bad", [None, 3, "rr", as_continual(RRBits(Fraction(1)))])
def test_as_continual_needs_a_mechanism_that_takes_data(bad: object) -> None:
    with pytest.raises(InvalidArgument, match="must be"):
        as_continual(bad)  # type: ignore[call-overload]


def test_a_continuous_release_must_be_rounded_first() -> None:
    """The composition theorems need discrete answers (seed 002 Def 4.6): Laplace is refused until
    it is rounded to a grid."""
    with pytest.raises(InvalidArgument, match=r"continuous draw.*Def 4\.6.*round_to"):
        as_continual(laplace(scale=2.0))
    with pytest.raises(InvalidArgument, match="continuous draw"):
        as_continual(abs @ gaussian(1.0))
    m = as_continual(round_to(Fraction(1, 4)) @ laplace(scale=2.0))
    _, a = m.machine.step(m.machine.init(None), 1.0, sampled_coins(0))
    assert type(a) is Fraction and (4 * a).denominator == 1


def test_a_certificate_on_the_callers_word_is_lifted_only_with_trust_asserted() -> None:
    asserted = certify_machine(randomized_response(e_eps=3).machine, PureDP(), Epsilon(1.0986122886681102), BIT_FLIP)
    with pytest.raises(InvalidArgument, match="rests on the caller's word"):
        as_continual(asserted)
    lifted = as_continual(asserted, trust_asserted=True)
    assert lifted.level == asserted.level and caller_assumptions_of(lifted)
    assert repr(lifted).endswith(", trust_asserted=True)")
    with pytest.raises(InvalidArgument, match="trust_asserted=1 must be True or False"):
        as_continual(asserted, trust_asserted=1)  # type: ignore[call-overload]

"""ExtConComp (combinators.composition.ext_concomp; seed 002 Def 4.1): creation messages are
acknowledged, (q, i) goes to the i-th created mechanism (1-based), and a message it cannot route
answers Invalid with the state unchanged."""

from __future__ import annotations

from typing import Any

import pytest

from combinators.composition import Create, ext_concurrent
from combinators.continual import as_continual
from combinators.continual.verification import im_style, suitable
from combinators.errors import InvalidArgument, InvalidQuery
from combinators.machines import ACK, ANY_TWO, BIT_FLIP, Certificate, ChildHalted, Invalid, Mechanism, open_session
from combinators.machines import prefix_predicate
from combinators.measures import Epsilon, PureDP
from combinators.primitives import interactive_randomized_response, randomized_response
from combinators.prob import sampled_coins

RR = as_continual(randomized_response(e_eps=3))
CREATE_RR = Create(RR, im_style(BIT_FLIP))


def test_a_creation_is_acknowledged_and_queries_go_to_the_ith_mechanism() -> None:
    m, coins = ext_concurrent(), sampled_coins(1)
    s = m.init(None)
    for _ in range(3):
        s, a = m.step(s, CREATE_RR, coins)
        assert a is ACK
    assert len(s) == 3
    s2, a = m.step(s, (1, 2), coins)       # data 1 to mechanism 2: its one answer
    assert a in (0, 1) and s2[0] == s[0] and s2[2] == s[2] and s2[1] != s[1]
    s3, a = m.step(s2, (1, 2), coins)      # mechanism 2 answered once: it halts, the others go on
    assert a == ChildHalted(2)
    s4, a = m.step(s3, (0, 2), coins)
    assert s4 is s3 and a == Invalid("mechanism 2 has halted; it answers no more messages (the others go on)")
    _, a = m.step(s3, (0, 3), coins)
    assert a in (0, 1)


@pytest.mark.parametrize("message", [
    (0, 0), (0, 4), (0, -1), (0, True), (0, 1.0), (0, "1"), (0,), (0, 1, 2), "create", None, [0, 1],
])
def test_a_message_it_cannot_route_answers_invalid_and_changes_nothing(message: Any) -> None:
    m, coins = ext_concurrent(), sampled_coins(0)
    s = m.init(None)
    for _ in range(3):
        s, _ = m.step(s, CREATE_RR, coins)
    s2, a = m.step(s, message, coins)
    assert s2 is s and type(a) is Invalid


def test_an_interactive_child_acknowledges_its_data_then_answers() -> None:
    irr = as_continual(interactive_randomized_response(e_eps=3, delta=0.5))
    m, coins = ext_concurrent(), sampled_coins(2)
    s, _ = m.step(m.init(None), Create(irr, im_style(BIT_FLIP)), coins)
    s, a = m.step(s, (1, 1), coins)
    assert a is ACK
    s, a = m.step(s, (None, 1), coins)
    assert a is not ACK and type(a) is not Invalid


def test_the_state_grows_by_one_slot_per_creation_and_creating_many_is_cheap() -> None:
    m, coins = ext_concurrent(), sampled_coins(0)
    s = m.init(None)
    for _ in range(5000):
        s, _ = m.step(s, CREATE_RR, coins)
    s, a = m.step(s, (1, 4321), coins)
    assert len(s) == 5000 and a in (0, 1)


def test_a_creation_must_carry_a_certified_continual_mechanism_and_its_verification_function() -> None:
    with pytest.raises(InvalidArgument, match="must be a certified Mechanism"):
        Create(RR.machine, im_style(BIT_FLIP))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="must be a continual mechanism"):
        Create(randomized_response(e_eps=3), im_style(BIT_FLIP))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="must be a Verification"):
        Create(RR, lambda pairs: True)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match=r"stated for im_style\(BIT_FLIP\), not for the verification function "
                                              r"im_style\(ANY_TWO\)"):
        Create(RR, im_style(ANY_TWO))
    with pytest.raises(InvalidArgument, match="finite_communication=1 must be True or False"):
        Create(RR, im_style(BIT_FLIP), finite_communication=1)  # type: ignore[arg-type]


def test_creations_are_equal_only_to_themselves() -> None:
    """A look-alike creation is a different message: the game's identical pairs are by identity."""
    twin = Create(RR, im_style(BIT_FLIP))
    assert twin != CREATE_RR and CREATE_RR == CREATE_RR


def test_ext_concurrent_is_continual() -> None:
    m = ext_concurrent()
    with pytest.raises(InvalidArgument, match="one initial state"):
        m.init(0)  # type: ignore[arg-type]
    assert len(m.init(None)) == 0 and m == ext_concurrent()


def test_a_creation_names_its_verification_function_by_value_not_by_how_it_prints() -> None:
    """Two caller functions that print alike are two claims: a mechanism certified for a strict
    one cannot be created with a lax look-alike (the verifier would then let pairs through that
    the certificate says nothing about)."""
    def only_identical(pairs: tuple[tuple[int, int], ...]) -> bool:
        return all(m0 == m1 for m0, m1 in pairs)

    def anything(pairs: tuple[tuple[int, int], ...]) -> bool:
        return True

    strict, lax = prefix_predicate(only_identical), prefix_predicate(anything)
    anything.__qualname__ = only_identical.__qualname__     # a look-alike: prints the same
    assert repr(strict) == repr(lax) and strict.as_relation().name == lax.as_relation().name
    m = Mechanism(RR.machine, Certificate(PureDP(), Epsilon(0.0), strict.as_relation()))
    Create(m, strict)
    with pytest.raises(InvalidArgument, match="not for the verification function"):
        Create(m, lax)
    # the library's own functions compare by value: two im_style(BIT_FLIP) are one claim
    assert im_style(BIT_FLIP).as_relation() == im_style(BIT_FLIP).as_relation() != im_style(ANY_TWO).as_relation()


def test_ext_concurrent_nests() -> None:
    """An ExtConComp certified for its verification function is a continual mechanism like any
    other: an outer one creates it and routes (m, i) to it (seed 002 Def 4.1, Lemma 5.11's structure)."""
    inner_f = suitable()
    inner = Mechanism(ext_concurrent(), Certificate(PureDP(), Epsilon(1.0), inner_f.as_relation()))
    outer, coins = ext_concurrent(), sampled_coins(4)
    s = outer.init(None)
    s, a = outer.step(s, Create(inner, inner_f), coins)
    assert a is ACK
    s, a = outer.step(s, (CREATE_RR, 1), coins)            # the inner one creates an RR
    assert a is ACK
    s, a = outer.step(s, ((1, 1), 1), coins)               # data 1 to the inner one's first mechanism
    assert a in (0, 1)
    s2, a = outer.step(s, ((1, 2), 1), coins)              # the inner one has no mechanism 2
    assert type(a) is Invalid and s2[0] == s[0]


def test_a_session_refuses_what_ext_concurrent_cannot_route_and_goes_on() -> None:
    session = open_session(Mechanism(ext_concurrent(), Certificate(PureDP(), Epsilon(1.0), suitable().as_relation())),
                           None, seed=0)
    assert session.ask(CREATE_RR) is ACK
    with pytest.raises(InvalidQuery, match="no mechanism 2"):
        session.ask((1, 2))
    assert session.ask((1, 1)) in (0, 1)

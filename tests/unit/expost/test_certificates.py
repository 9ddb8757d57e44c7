"""Ex-post certificates (seed 001 Def 4.1): validated fields, forged values refused, the realised
charge checked, basic composition (Lemma 5.1), and every engine compositor refusing an
ex-post mechanism (the text after Lemma 5.1: basic composition is tight)."""

from __future__ import annotations

import math
import pickle
from fractions import Fraction as F
from typing import Any, final

import attrs
import pytest
from typing_extensions import override

from combinators.certification import certify
from combinators.composition import Create, Spawn, concurrent, ext_concurrent, filtered, null_extension, odometer
from combinators.composition.filters import FiltCon
from combinators.errors import CertificationError, CompositionForbidden, InvalidArgument, InvalidQuery
from combinators.expost import (ConstantExPost, ExPost, ExPostFunction, ExPostMechanism, compose_expost, expost_assumptions,
                                expost_mechanism, issue_expost)
from combinators.machines import BIT_FLIP, Asserted, NoninteractiveMechanism, Proved, open_session
from combinators.measures import Epsilon, PureDP
from combinators.prob import Coins, sampled_coins
from combinators.primitives import RandomizedResponse, randomized_response, sensitivity_relation


@final
@attrs.frozen
class Answers(ExPostFunction[object]):
    """E answers whatever it is told (to check that the charge is checked)."""

    value: object
    top: float = math.inf

    @override
    def __call__(self, release: object, /) -> float:
        return self.value  # type: ignore[return-value]  # deliberately anything

    @property
    @override
    def sup(self) -> float:
        return self.top


@final
@attrs.frozen
class Raises(ExPostFunction[object]):
    @override
    def __call__(self, release: object, /) -> float:
        raise ZeroDivisionError(f"secret {release}")

    @property
    @override
    def sup(self) -> float:
        return 1.0


RR = randomized_response(e_eps=3)
RRM = RandomizedResponse(keep=F(3, 4))


def rr_expost(bound: float = 1.1, delta: float | F = 0.0) -> ExPostMechanism[Any, Any]:
    return issue_expost(RRM, ConstantExPost(bound), delta, BIT_FLIP, "ln 3 < 1.1 (RR with e^ε = 3)")


# --- ExPost ---------------------------------------------------------------------------------


def test_sup_defaults_to_the_function_s_and_may_only_be_larger() -> None:
    assert ExPost(ConstantExPost(0.5), 0.0).sup == 0.5
    assert ExPost(ConstantExPost(0.5), 0.0, 0.75).sup == 0.75
    assert ExPost(ConstantExPost(0.5), 0.0, 1).sup == 1.0
    with pytest.raises(InvalidArgument, match="below the ex-post function's own worst case"):
        ExPost(ConstantExPost(0.5), 0.0, 0.25)


@pytest.mark.parametrize("kwargs, match", [
    ({"e": 0.5, "delta": 0.0}, "must be an ExPostFunction"),
    ({"e": ConstantExPost(0.5), "delta": -0.1}, "probability"),
    ({"e": ConstantExPost(0.5), "delta": 1.5}, "probability"),
    ({"e": ConstantExPost(0.5), "delta": math.nan}, "probability"),
    ({"e": ConstantExPost(0.5), "delta": True}, "real number"),
    ({"e": ConstantExPost(0.5), "delta": 0.0, "sup": math.nan}, "nan"),
    ({"e": ConstantExPost(0.5), "delta": 0.0, "sup": -1.0}, ">= 0"),
    ({"e": ConstantExPost(0.5), "delta": 0.0, "sup": "1"}, "real number"),
    ({"e": Answers(0.0, top=math.nan), "delta": 0.0}, "nan"),
    ({"e": Answers(0.0, top=-1.0), "delta": 0.0}, ">= 0"),
    ({"e": ConstantExPost(0.5), "delta": 0.0, "provenance": "proved"}, "Proved"),
])
def test_bad_certificates_are_refused_when_built(kwargs: dict[str, Any], match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        ExPost(**kwargs)


def test_an_infinite_sup_is_allowed() -> None:
    assert ExPost(Answers(0.0), 0.0).sup == math.inf


def test_a_forged_certificate_is_refused_where_it_is_used() -> None:
    c = ExPost(ConstantExPost(0.5), 0.0)
    object.__setattr__(c, "sup", 0.1)  # below e.sup: a filter would admit too much
    with pytest.raises(InvalidArgument):
        c.checked()
    object.__setattr__(c, "sup", 0.5)
    object.__setattr__(c, "delta", -1.0)
    with pytest.raises(InvalidArgument):
        c.checked()
    m = rr_expost()
    object.__setattr__(m.expost, "delta", math.nan)
    with pytest.raises(InvalidArgument):
        compose_expost(m)


# --- ExPostMechanism -----------------------------------------------------------------------


def test_the_realised_charge_is_checked_and_rounded_up() -> None:
    m = rr_expost(1.1)
    assert m.realised(1) == 1.1
    exact = issue_expost(RRM, Answers(F(1, 3), 1.0), 0.0, BIT_FLIP, "t")
    assert exact.realised(1) >= F(1, 3) and exact.realised(1) == math.nextafter(1 / 3, 2)


@pytest.mark.parametrize("value, match", [
    (math.nan, "NaN"), (-0.5, "negative"), (True, "bool"), ("1", "str"), (None, "NoneType"), (2.0, "more than its sup"),
])
def test_a_bad_ex_post_value_voids_the_charge(value: object, match: str) -> None:
    m = issue_expost(RRM, Answers(value, 1.0), 0.0, BIT_FLIP, "t")
    with pytest.raises(CertificationError, match=match):
        m.realised(1)


def test_a_raising_ex_post_function_shows_no_release() -> None:
    m = issue_expost(RRM, Raises(), 0.0, BIT_FLIP, "t")
    with pytest.raises(CertificationError) as info:
        m.realised("the data")  # type: ignore[arg-type]  # any release
    assert "the data" not in str(info.value) and "secret" not in str(info.value)


def test_mechanism_fields_are_validated() -> None:
    cert = ExPost(ConstantExPost(1.0), 0.0)
    with pytest.raises(InvalidArgument, match="NoninteractiveMechanism"):
        ExPostMechanism(RR, cert, BIT_FLIP, "t")  # type: ignore[arg-type]  # a Mechanism, not its machine
    with pytest.raises(InvalidArgument, match="ExPost"):
        ExPostMechanism(RRM, ConstantExPost(1.0), BIT_FLIP, "t")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="Relation"):
        ExPostMechanism(RRM, cert, "bit flip", "t")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="theorem"):
        ExPostMechanism(RRM, cert, BIT_FLIP, 1)  # type: ignore[arg-type]


def test_who_vouches_issued_asserted_and_copied() -> None:
    issued = rr_expost()
    assert issued.expost.provenance == Proved("ln 3 < 1.1 (RR with e^ε = 3)")
    assert expost_assumptions(issued) == ()
    asserted = expost_mechanism(RRM, ConstantExPost(1.1), 0.0, BIT_FLIP, justification="mine")
    assert asserted.expost.provenance == Asserted("mine")
    assert expost_assumptions(asserted) == ("asserted by the caller: mine",)
    copied = attrs.evolve(issued, machine=RandomizedResponse(keep=F(2, 3)))
    assert "not issued by the library" in expost_assumptions(copied)[0]
    proved_by_hand: ExPostMechanism[Any, Any] = ExPostMechanism(RRM, ExPost(ConstantExPost(0.1), 0.0, provenance=Proved("my theorem")), BIT_FLIP, "t")
    assert "not issued by the library" in expost_assumptions(proved_by_hand)[0]


# --- compose_expost (Lemma 5.1) ---------------------------------------------------------------


def test_basic_composition_adds_the_functions_the_sups_and_the_deltas() -> None:
    a, b = rr_expost(0.25, F(1, 10**6)), rr_expost(0.5, F(2, 10**6))
    c = compose_expost(a, b)
    assert c.sup == 0.75 and c.delta == F(3, 10**6)
    assert c.realised((0, 1)) == 0.75
    assert c.theorem.startswith("Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.1")
    assert expost_assumptions(c) == ()
    y = c.machine.release(1, sampled_coins(0))
    assert type(y) is tuple and len(y) == 2 and set(y) <= {0, 1}


def test_basic_composition_rounds_up() -> None:
    c = compose_expost(rr_expost(0.1), rr_expost(0.2), rr_expost(1e-300, 1e-17))
    assert F(c.sup) >= F(0.1) + F(0.2) + F(1e-300)
    assert F(c.realised((0, 0, 0))) >= F(0.1) + F(0.2) + F(1e-300)
    assert F(c.delta) >= F(1e-17)


def test_basic_composition_checks_its_operands() -> None:
    with pytest.raises(InvalidArgument, match="at least one"):
        compose_expost()
    with pytest.raises(InvalidArgument, match="must be an ExPostMechanism"):
        compose_expost(RR)  # type: ignore[arg-type]
    other = issue_expost(RRM, ConstantExPost(1.0), 0.0, sensitivity_relation(1), "t")
    with pytest.raises(InvalidArgument, match="one relation"):
        compose_expost(rr_expost(), other)
    asserted = expost_mechanism(RRM, ConstantExPost(1.1), 0.0, BIT_FLIP)
    with pytest.raises(InvalidArgument, match="caller's word"):
        compose_expost(rr_expost(), asserted)
    c = compose_expost(rr_expost(), asserted, trust_asserted=True)
    assert c.expost.provenance.assumptions == ("mechanism 1: asserted by the caller",)  # type: ignore[union-attr]


# --- the engine refuses ex-post mechanisms (the text after Lemma 5.1) ----------------------------


CITATION = "Rogers–Samorodnitsky–Wu–Ramdas 2023, the text after Lemma 5.1"


def test_concurrent_refuses_an_ex_post_mechanism() -> None:
    with pytest.raises(CompositionForbidden, match=CITATION):
        concurrent(RR, rr_expost())  # type: ignore[arg-type]
    with pytest.raises(CompositionForbidden, match=CITATION):
        null_extension(rr_expost())  # type: ignore[arg-type]


def test_a_filter_and_an_odometer_refuse_an_ex_post_spawn() -> None:
    with pytest.raises(CompositionForbidden, match=CITATION):
        Spawn(rr_expost(), Epsilon(1.1))  # type: ignore[arg-type]
    # a message built past the constructor is answered Invalid, and nothing changes
    forged = object.__new__(Spawn)
    object.__setattr__(forged, "mechanism", rr_expost())
    object.__setattr__(forged, "level", Epsilon(1.1))
    for machine in (filtered(PureDP(), "additive", Epsilon(2.0)).machine, odometer(PureDP(), "additive")):
        s: Any = open_session(machine, 1, seed=0)  # type: ignore[misc]  # two machine kinds in one loop
        with pytest.raises(InvalidQuery, match=CITATION):
            s.ask(forged)


def test_ext_concurrent_refuses_an_ex_post_creation() -> None:
    with pytest.raises(CompositionForbidden, match=CITATION):
        Create(rr_expost(), None)  # type: ignore[arg-type]
    assert ext_concurrent() is not None


def test_certify_refuses_an_ex_post_mechanism() -> None:
    with pytest.raises(CompositionForbidden, match=CITATION):
        certify(rr_expost())  # type: ignore[arg-type]
    with pytest.raises(CompositionForbidden, match=CITATION):
        certify(RR, known=[rr_expost()])  # type: ignore[list-item]


# --- expost_of_pure ------------------------------------------------------------------------------


def test_a_pure_mechanism_is_ex_post_private_at_its_epsilon() -> None:
    from combinators.expost import expost_of_pure
    from combinators.primitives import gaussian, laplace

    m = expost_of_pure(laplace(scale=4.0))
    assert (m.sup, m.delta, m.realised(123.0), m.relation) == (0.25, 0.0, 0.25, sensitivity_relation(1))
    assert expost_assumptions(m) == () and repr(m) == "expost_of_pure(laplace(scale=4.0))"
    asserted = expost_of_pure(certify_machine_pure())
    assert expost_assumptions(asserted) == ("asserted by the caller: mine",)
    with pytest.raises(InvalidArgument, match="not PureDP"):
        expost_of_pure(gaussian(1.0))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="noninteractive"):
        expost_of_pure(concurrent(RR, RR))
    with pytest.raises(InvalidArgument, match="certified Mechanism"):
        expost_of_pure(RRM)  # type: ignore[arg-type]


def certify_machine_pure() -> Any:
    from combinators.machines import certify_machine

    return certify_machine(RRM, PureDP(), Epsilon(1.1), BIT_FLIP, justification="mine")

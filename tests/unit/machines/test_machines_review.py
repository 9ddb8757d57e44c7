"""Regressions for what an adversarial review of the machines layer found (2026-11-23): ``g @ M``
passes refusals on unchanged, ``@`` and the machine values check their operands when built, the
identifier's halt is absorbing, certificates check their parts, and reprs of right-nested ``@``
rebuild the expression."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from combinators.composition import Query, Spawn, concurrent, filtered
from combinators.errors import BudgetExceeded, InvalidArgument, InvalidQuery
from combinators.machines import (
    BIT_FLIP,
    HALT,
    Certificate,
    ChildHalted,
    Invalid,
    Left,
    MappedRelease,
    Mechanism,
    Post,
    Refusal,
    Right,
    Verifier,
    identifier,
    open_session,
)
from combinators.measures import Epsilon, PureDP
from combinators.primitives import randomized_response
from combinators.primitives.randomized_response import RandomizedResponse
from combinators.prob import sampled_coins

RR = randomized_response(e_eps=3)
COINS = sampled_coins(0)


def test_answer_maps_pass_refusals_through_unchanged() -> None:
    """A refusal must never come out of ``g`` looking like a release."""
    f = (lambda a: "released") @ filtered(PureDP(), "additive", Epsilon(2.5))
    s = open_session(f, 1, seed=0)
    assert s.ask(Spawn(RR, Epsilon(1.1))) == "released"
    assert s.ask(Spawn(RR, Epsilon(1.1))) == "released"
    with pytest.raises(BudgetExceeded, match="insufficient budget"):
        s.ask(Spawn(RR, Epsilon(1.1)))
    c = open_session((lambda b: 1 - b) @ concurrent(RR, RR), 1, seed=0)
    with pytest.raises(InvalidQuery, match="invalid query"):
        c.ask((7, None))  # g never sees the Invalid (it would raise on 1 - Invalid)
    assert c.ask((0, None)) in (0, 1)
    mapped: Any = ((lambda b: "mapped") @ concurrent(RR, RR)).machine
    ipm = mapped.outer  # the Post's MapAnswers
    for answer in (Invalid("x"), Refusal(Epsilon(0.0), Epsilon(1.0), Epsilon(0.5), "r"), ChildHalted(0), HALT):
        assert ipm.step(None, Right(answer), COINS) == (None, Left(answer))
    assert ipm.step(None, Right(1), COINS) == (None, Left("mapped"))


@pytest.mark.parametrize(
    ("build", "match"),
    [
        # mypy refuses these three already; at run time they are refused when built
        (lambda: 5 @ RR, "left operand of @ .* not callable"),  # type: ignore[operator]
        (lambda: None @ RR.machine, "left operand of @ .* not callable"),  # type: ignore[operator]
        (lambda: RR.machine @ RR, "interactive mechanism: compose two mechanisms with .*concurrent"),  # type: ignore[operator]
        (lambda: MappedRelease(str, concurrent(RR, RR).machine), "inner=.* must be a NoninteractiveMechanism"),  # type: ignore[arg-type]
        (lambda: Post(5, RR.machine), "outer=5 must be an InteractivePostprocessor"),  # type: ignore[arg-type]
        (lambda: Verifier(5), "f=5 must be a verification function"),  # type: ignore[arg-type]
        (lambda: Certificate(PureDP(), Epsilon(1.0), "bit flip"), "relation='bit flip' must be a Relation"),  # type: ignore[arg-type]
        (lambda: Certificate(object(), Epsilon(1.0), BIT_FLIP), "must be a distance measure"),  # type: ignore[arg-type]
        (lambda: Mechanism(RR.machine, Epsilon(1.0)), "must be a Certificate"),  # type: ignore[arg-type]
        (lambda: Mechanism("rr", RR.certificate), "must be an InteractiveMechanism"),  # type: ignore[arg-type]
    ],
    ids=["int-left", "none-left", "im-left", "mapped-non-nim", "post-non-ipm", "verifier-non-callable",
         "relation-str", "measure-object", "level-as-certificate", "machine-str"],
)
def test_bad_operands_raise_when_built(build: Any, match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        build()


def test_the_identifiers_halt_is_absorbing() -> None:
    ident: Any = identifier(1)
    s = ident.initial()
    s, out = ident.step(s, Left("not a pair"), COINS)
    assert out == Left(HALT)
    s, out = ident.step(s, Left((0, 1)), COINS)  # it once forwarded this pair
    assert out == Left(HALT)
    s, out = ident.step(s, Right(1), COINS)
    assert out == Left(HALT)


def test_reprs_of_right_nested_expressions_rebuild_them() -> None:
    machine: Any = RR.machine
    nested = str @ (abs @ machine)
    assert repr(nested) == "str @ (abs @ RandomizedResponse(keep=Fraction(3, 4)))"
    namespace = {"str": str, "abs": abs, "RandomizedResponse": RandomizedResponse, "Fraction": Fraction}
    assert eval(repr(nested), namespace) == nested
    assert nested == MappedRelease(str, MappedRelease(abs, machine))
    v: Any = Verifier(bool)
    i: Any = identifier(0)
    cc = concurrent(RR, RR).machine
    # ∘* is associative and the pipeline is held flat: both groupings are one value, which prints
    # without parentheses and evaluates back to itself (seed 002 Alg 1, Alg 2)
    assert v @ (i @ cc) == (v @ i) @ cc
    assert repr(v @ (i @ cc)) == repr((v @ i) @ cc) == f"verifier(bool) @ Identifier(b=0) @ {cc!r}"
    assert eval(repr(i @ (i @ cc)), {"Identifier": type(i), "ConComp": type(cc), **namespace}) == i @ (i @ cc)


def test_a_session_over_an_answer_map_keeps_working_after_a_refusal() -> None:
    s = open_session((lambda b: b) @ concurrent(RR, RR), 1, seed=0)
    with pytest.raises(InvalidQuery):
        s.ask(Query(0, None))  # type: ignore[arg-type]  # concurrent takes (j, q) pairs, not Query
    assert s.ask((1, None)) in (0, 1)

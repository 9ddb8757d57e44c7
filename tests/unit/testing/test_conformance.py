"""The conformance suite (combinators.testing.conformance) catches what it promises to catch: a
certificate stronger than its mechanism (finite, and for Laplace and Gaussian through the binned
views), a bad argument built silently, refused with a raw error or without its name, and a repr
that rebuilds another value; and a user's own primitive passes it through ``check_primitive``."""

from __future__ import annotations

import math
from fractions import Fraction as F
from typing import Any

import pytest

from combinators.errors import InvalidArgument
from combinators.machines import BIT_FLIP, certify_machine
from combinators.measures import ZCDP, Epsilon, PureDP, Rho
from combinators.primitives import Gaussian, Laplace, RandomizedResponse, laplace, randomized_response
from combinators.primitives import sensitivity_relation
from combinators.testing.conformance import AuditInstance, BadArgument, ConformanceFailure, PrimitiveSpec
from combinators.testing.conformance import call, check_bad_arguments, check_certificate, check_primitive
from combinators.testing.conformance import check_repr, primitive_spec


def rr_claiming(eps: float) -> Any:
    """RR with keep 3/4 (truly ln 3 ≈ 1.0986-DP), certified on the caller's word at ``eps``."""
    return certify_machine(RandomizedResponse(F(3, 4)), PureDP(), Epsilon(eps), BIT_FLIP)


def test_a_users_primitive_passes_the_whole_suite() -> None:
    def my_rr(e_eps: int) -> Any:
        if type(e_eps) is not int or e_eps < 1:
            raise InvalidArgument(f"e_eps={e_eps!r} must be an int >= 1")
        return randomized_response(e_eps=e_eps)

    check_primitive(PrimitiveSpec("my_rr", my_rr, call(3), instances=(AuditInstance(call(3), (0, 1), (None,), 2),),
                                  bad_arguments=(BadArgument(call(0), "e_eps"),)))


def test_a_certificate_below_the_mechanisms_loss_fails_the_audit() -> None:
    honest = PrimitiveSpec("rr", rr_claiming, call(1.1), instances=(AuditInstance(call(1.1), (0, 1), (None,), 1),))
    check_certificate(honest)
    lying = PrimitiveSpec("rr", rr_claiming, call(1.0), instances=(AuditInstance(call(1.0), (0, 1), (None,), 1),))
    with pytest.raises(ConformanceFailure, match="answers VIOLATED"):
        check_certificate(lying)


@pytest.mark.parametrize(("name", "machine", "claim", "honest", "lying"), [
    # Lap(scale 2) is exactly 1/2-DP; its tails (−∞, 0] have the ratio e^(1/2) on x = 0 vs 1, so a
    # claim of 1/4 is refuted by the binned views (Dwork–Roth 2014, Thm 3.6)
    ("laplace", Laplace(2.0), lambda e: (PureDP(), Epsilon(e)), 0.5, 0.25),
    # N(0, 1) vs N(1, 1) is exactly 1/2-zCDP (Bun–Steinke 2016, Prop 1.6); a claim of 1/8 is refuted
    ("gaussian", Gaussian(1.0), lambda r: (ZCDP(), Rho(r)), 0.5, 0.125),
], ids=["laplace", "gaussian"])
def test_binned_views_catch_a_continuous_certificate_below_its_loss(
        name: str, machine: Any, claim: Any, honest: float, lying: float) -> None:
    def certified(level: float) -> Any:
        measure, claimed = claim(level)
        return certify_machine(machine, measure, claimed, sensitivity_relation(1))

    views = primitive_spec(name).views
    check_certificate(PrimitiveSpec(name, certified, call(honest), views=views))
    with pytest.raises(ConformanceFailure, match="VIOLATED"):
        check_certificate(PrimitiveSpec(name, certified, call(lying), views=views))


@pytest.mark.parametrize(("factory", "match"), [
    (lambda e_eps: randomized_response(e_eps=3), "builds a mechanism"),
    (lambda e_eps: math.sqrt(-1), "raises ValueError"),
    (lambda e_eps: laplace(scale=-1.0), "without naming e_eps="),
], ids=["builds", "raw-error", "unnamed"])
def test_a_bad_argument_must_be_refused_by_name(factory: Any, match: str) -> None:
    spec = PrimitiveSpec("p", factory, call(3), bad_arguments=(BadArgument(call(-1), "e_eps"),))
    with pytest.raises(ConformanceFailure, match=match):
        check_bad_arguments(spec)


def test_a_repr_that_rebuilds_another_value_fails() -> None:
    def printed_as_e_eps_2() -> Any:
        """RR with e^ε = 3 whose repr says e^ε = 2: a subclass that only changes the repr."""
        m = randomized_response(e_eps=3)
        sub = type("Printed", (type(m),), {"__repr__": lambda self: "randomized_response(e_eps=2)", "__slots__": ()})
        return sub(m.machine, m.certificate)

    with pytest.raises(ConformanceFailure, match="another value"):
        check_repr(PrimitiveSpec("p", printed_as_e_eps_2, call()))


def test_a_spec_refuses_what_it_cannot_run() -> None:
    with pytest.raises(InvalidArgument, match="sample="):
        PrimitiveSpec("p", randomized_response, {"e_eps": 3})  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="domain has 1 datum"):
        AuditInstance(call(e_eps=3), (0,), (None,), 1)
    with pytest.raises(InvalidArgument, match="depth=0"):
        AuditInstance(call(e_eps=3), (0, 1), (None,), 0)
    with pytest.raises(InvalidArgument, match="factory="):
        PrimitiveSpec("p", 5, call())  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="spec="):
        check_primitive("rr")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="not a registered primitive"):
        primitive_spec("lapalce")

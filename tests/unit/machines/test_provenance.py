"""Certificate provenance (combinators.machines.provenance; DESIGN.md §3): where a certificate comes
from, who issued it, and the opt-in that compositors, filters and certify need before they take the
caller's word. A certificate copied, restated or pickled apart from its machine is the caller's
word."""

from __future__ import annotations

import pickle
from fractions import Fraction as F
from typing import Any, final

import attrs
import pytest

from combinators.accounting import additive_accumulator
from combinators.certification import CertificationError, certify
from combinators.composition import ConComp, FiltCon, Query, Spawn, Spawned, concurrent, filtered
from combinators.composition import null_extension, odometer, ordered_concurrent
from combinators.errors import IncompatibleMeasureError, InvalidArgument, InvalidQuery
from combinators.machines import BIT_FLIP, Asserted, Certificate, Converted, Invalid, Mechanism, Proved
from combinators.machines import caller_assumptions, caller_assumptions_of, certify_machine, convert
from combinators.machines import open_session, to_approx_dp, to_renyi, to_tradeoff, to_zcdp
from combinators.measures import ZCDP, ApproxDP, EpsDelta, Epsilon, PureDP, RenyiDP, Rho
from combinators.primitives import gaussian, gaussian_rdp, geometric, interactive_randomized_response, laplace
from combinators.primitives import randomized_response, randomized_response_delta
from combinators.testing.strategies import Leak


AnyMech = Mechanism[Any, Any, Any, Any, Any]


SECRET = "patient-record: HIV+"


def leak() -> AnyMech:
    return certify_machine(Leak(), PureDP(), Epsilon(0), BIT_FLIP)


def rr3() -> AnyMech:
    return randomized_response(e_eps=3)


def test_a_filter_refuses_an_asserted_child_and_changes_nothing() -> None:
    s = open_session(filtered(PureDP(), "additive", Epsilon(2.0)), SECRET, seed=0)
    with pytest.raises(InvalidQuery, match="rests on the caller's word.*trust_asserted=True"):
        s.ask(Spawn(leak(), Epsilon(0)))
    assert s.ask(Spawn(rr3(), Epsilon(1.1))) == Spawned(0)  # the refusal spawned nothing


def test_a_filter_built_with_trust_asserted_takes_the_callers_word() -> None:
    f = filtered(PureDP(), "additive", Epsilon(1.0), trust_asserted=True)
    s = open_session(f, SECRET, seed=0)
    assert s.ask(Spawn(leak(), Epsilon(0))) == Spawned(0)
    assert s.ask(Query(0, None)) == SECRET  # what the opt-in means
    assert repr(f.machine).endswith("trust_asserted=True)")
    assert any("trust_asserted=True" in a for a in caller_assumptions_of(f))


def test_the_filter_state_is_unchanged_by_the_refusal() -> None:
    f = filtered(PureDP(), "additive", Epsilon(1.0))
    state = f.machine.init(SECRET)
    from combinators.prob import sampled_coins
    s2, answer = f.machine.step(state, Spawn(leak(), Epsilon(0)), sampled_coins(0))
    assert s2 is state and isinstance(answer, Invalid)


def test_an_odometer_refuses_an_asserted_child_without_the_opt_in() -> None:
    s = open_session(odometer(PureDP(), "additive"), SECRET, seed=0)
    with pytest.raises(InvalidQuery, match="rests on the caller's word"):
        s.ask(Spawn(leak(), Epsilon(0)))
    t = open_session(odometer(PureDP(), "additive", trust_asserted=True), SECRET, seed=0)
    assert t.ask(Spawn(leak(), Epsilon(0))) == Spawned(0)


@pytest.mark.parametrize("compose", [concurrent, ordered_concurrent])
def test_concurrent_refuses_an_asserted_child_and_records_the_trust(compose: Any) -> None:
    with pytest.raises(InvalidArgument, match=r"mechanism 1 \(Leak\(\)\) rests on the caller's word"):
        compose(rr3(), leak())
    m = compose(rr3(), leak(), trust_asserted=True)
    p = m.certificate.provenance
    assert type(p) is Proved and p.assumptions == ("mechanism 1 (Leak()): asserted by the caller",)
    with pytest.raises(InvalidQuery, match="rests on the caller's word"):  # the trust is not laundered
        open_session(filtered(PureDP(), "additive", Epsilon(5.0)), SECRET, seed=0).ask(Spawn(m, m.level))


def test_null_extension_refuses_an_asserted_child_and_keeps_it_asserted() -> None:
    with pytest.raises(InvalidArgument, match="rests on the caller's word"):
        null_extension(leak())
    m = null_extension(leak(), trust_asserted=True)
    assert m.certificate.provenance == Asserted()
    assert null_extension(rr3()).certificate.provenance == rr3().certificate.provenance


def test_certify_refuses_an_asserted_leaf_without_the_opt_in() -> None:
    with pytest.raises(CertificationError, match="rests on the caller's word"):
        certify(leak())
    with pytest.raises(CertificationError, match="rests on the caller's word"):
        certify(str @ leak())
    tree = certify(str @ leak(), trust_asserted=True)
    assert tree.assumptions == ("asserted by the caller",)
    assert tree.children[0].to_dict()["provenance"] == {"kind": "asserted", "justification": ""}


def test_the_opt_in_must_be_a_bool() -> None:
    with pytest.raises(InvalidArgument, match="trust_asserted='yes' must be True or False"):
        concurrent(rr3(), trust_asserted="yes")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="trust_asserted='yes' must be True or False"):
        filtered(PureDP(), "additive", Epsilon(1.0), trust_asserted="yes")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="trust_asserted=1 must be True or False"):
        certify(rr3(), trust_asserted=1)  # type: ignore[arg-type]


def _refused(m: AnyMech) -> None:
    s = open_session(filtered(PureDP(), "additive", Epsilon(10.0)), SECRET, seed=0)
    with pytest.raises(InvalidQuery, match="not issued by the library|rests on the caller's word|does not cover"):
        s.ask(Spawn(m, m.level))
    with pytest.raises(InvalidArgument, match="rests on the caller's word"):
        concurrent(m)
    with pytest.raises(CertificationError, match="rests on the caller's word|stronger than"):
        certify(m)


def test_a_proved_certificate_copied_onto_another_machine_is_the_callers_word() -> None:
    _refused(Mechanism(Leak(), rr3().certificate))


def test_a_proved_provenance_copied_onto_another_certificate_is_the_callers_word() -> None:
    c = rr3().certificate
    _refused(Mechanism(rr3().machine, Certificate(PureDP(), Epsilon(0.0), BIT_FLIP, c.provenance)))
    _refused(Mechanism(Leak(), Certificate(PureDP(), Epsilon(0.0), BIT_FLIP, Proved("Dwork–Roth 2014, Thm 3.6"))))


def test_a_restated_certificate_is_the_callers_word() -> None:
    m = rr3()
    _refused(Mechanism(m.machine, attrs.evolve(m.certificate, level=Epsilon(0.0))))


def test_a_wrapped_filter_restated_below_its_budget_is_the_callers_word() -> None:
    big = filtered(PureDP(), "additive", Epsilon(100.0))
    wrapped = (lambda a: a) @ big
    _refused(Mechanism(wrapped.machine, Certificate(PureDP(), Epsilon(0.5), BIT_FLIP)))


def test_post_processing_keeps_an_issued_certificate() -> None:
    for m in (str @ rr3(), (lambda a: a) @ filtered(PureDP(), "additive", Epsilon(1.0))):
        assert caller_assumptions_of(m) == ()
        s = open_session(filtered(PureDP(), "additive", Epsilon(2.0)), 1, seed=0)
        assert s.ask(Spawn(m, m.level)) == Spawned(0)


def test_an_issued_certificate_survives_pickling_with_its_machine() -> None:
    m = pickle.loads(pickle.dumps(str @ rr3()))
    assert caller_assumptions_of(m) == ()
    alone = pickle.loads(pickle.dumps(rr3().certificate))  # without its machine it is sealed to a copy
    assert caller_assumptions_of(Mechanism(rr3().machine, alone)) != ()


@pytest.mark.parametrize(("mechanism", "cited"), [
    (laplace(scale=1.0), "Dwork"),
    (gaussian(1.0), "Bun–Steinke 2016"),
    (gaussian_rdp(sigma=2.0, alpha=3), "Mironov 2017"),
    (geometric(r=F(1, 2), lo=0, hi=3), "Ghosh–Roughgarden–Sundararajan"),
    (randomized_response(e_eps=3), "Warner 1965"),
    (randomized_response_delta(e_eps=3, delta=F(1, 100)), "Kairouz–Oh–Viswanath 2015"),
    (interactive_randomized_response(e_eps=3, delta=F(1, 100)), "Henzinger–Safavi–Vadhan 2024"),
], ids=["laplace", "gaussian", "gaussian_rdp", "geometric", "rr", "rr_delta", "irr"])
def test_every_factory_issues_a_proved_certificate_with_its_citation(mechanism: AnyMech, cited: str) -> None:
    p = mechanism.certificate.provenance
    assert type(p) is Proved and cited in p.theorem and "seed" not in p.theorem
    assert caller_assumptions_of(mechanism) == ()


def test_compositors_issue_proved_certificates() -> None:
    c = concurrent(rr3(), rr3())
    assert isinstance(c.machine, ConComp) and c.certificate.provenance == Proved(c.machine.theorem)
    f = filtered(PureDP(), "additive", Epsilon(1.0))
    assert isinstance(f.machine, FiltCon) and f.certificate.provenance == Proved(f.machine.theorem)
    custom = filtered(ApproxDP(), _Doubling(), EpsDelta(1.0, 1e-6), rule_is_valid=True)
    assert caller_assumptions_of(custom) == ("the rule is asserted valid by the caller (rule_is_valid=True)",)


@final
@attrs.frozen
class _Doubling:
    """A caller's accumulator: the additive one, with the caller's word that it is valid."""

    inner: Any = additive_accumulator(ApproxDP())

    @property
    def count(self) -> int:
        return self.inner.count  # type: ignore[no-any-return]

    def value(self) -> EpsDelta:
        return self.inner.value()  # type: ignore[no-any-return]

    def add(self, level: EpsDelta) -> _Doubling:
        return _Doubling(self.inner.add(level))

    def within(self, budget: EpsDelta) -> bool:
        return self.inner.within(budget)  # type: ignore[no-any-return]

    def admits(self, level: EpsDelta, budget: EpsDelta) -> bool:
        return self.inner.admits(level, budget)  # type: ignore[no-any-return]


def test_a_filter_with_a_callers_rule_is_refused_as_a_child_without_the_opt_in() -> None:
    inner = filtered(ApproxDP(), _Doubling(), EpsDelta(1.0, 1e-6), rule_is_valid=True, cap=2)
    s = open_session(filtered(ApproxDP(), "additive", EpsDelta(2.0, 1e-5)), 1, seed=0)
    with pytest.raises(InvalidQuery, match="rule_is_valid=True"):
        s.ask(Spawn(inner, inner.level))


def test_library_conversions_are_converted_and_keep_the_source() -> None:
    z = to_zcdp(rr3())
    p = z.certificate.provenance
    assert type(p) is Converted and p.conversion == "to_zcdp" and "Bun–Steinke 2016" in p.theorem
    assert p.source == rr3().certificate.provenance and caller_assumptions_of(z) == ()
    for m in (to_renyi(gaussian(1.0), RenyiDP(3)), to_approx_dp(gaussian(1.0), 1e-6),
              to_tradeoff(randomized_response_delta(e_eps=3, delta=F(1, 100)))):
        assert type(m.certificate.provenance) is Converted and caller_assumptions_of(m) == ()


def test_a_conversion_of_an_asserted_certificate_stays_asserted() -> None:
    z = to_zcdp(leak())
    p = z.certificate.provenance
    assert type(p) is Converted and p.source == Asserted()
    assert caller_assumptions_of(z) == ("asserted by the caller",)
    copied = to_zcdp(Mechanism(Leak(), rr3().certificate))  # conversion does not launder a copy
    assert caller_assumptions_of(copied) and "not issued" in caller_assumptions(copied.certificate.provenance)[0]


def test_convert_with_a_callers_function_is_asserted() -> None:
    m = convert(rr3(), ZCDP(), lambda e: Rho(e.epsilon ** 2 / 2), justification="Bun–Steinke Prop 1.4")
    p = m.certificate.provenance
    assert type(p) is Asserted and "from a proved certificate; Bun–Steinke Prop 1.4" in p.justification
    with pytest.raises(InvalidArgument, match="rests on the caller's word"):
        concurrent(m)
    with pytest.raises(CertificationError, match="rests on the caller's word"):
        certify(m)


@pytest.mark.parametrize("bad", [5, None, "m", laplace(1.0).machine, Epsilon(1.0)])
def test_the_conversions_refuse_what_is_not_a_certified_mechanism(bad: Any) -> None:
    for call in (lambda: to_zcdp(bad), lambda: to_renyi(bad, RenyiDP(2)), lambda: to_approx_dp(bad, 1e-6),
                 lambda: to_tradeoff(bad), lambda: convert(bad, ZCDP(), lambda e: Rho(0.5))):
        with pytest.raises(InvalidArgument, match="^m=.* must be a certified Mechanism"):
            call()
    with pytest.raises(InvalidArgument, match="^mechanism=.* must be a certified Mechanism"):
        caller_assumptions_of(bad)


def test_convert_refuses_a_function_that_is_not_one_and_a_justification_that_is_not_text() -> None:
    f: Any
    why: Any
    for f in (5, None, "lambda e: e", ()):
        with pytest.raises(InvalidArgument, match="^f=.* must be a function"):
            convert(rr3(), ZCDP(), f)
    for why in (None, 1.0, True, ()):
        with pytest.raises(InvalidArgument, match="^justification=.* must be a str"):
            convert(rr3(), ZCDP(), lambda e: Rho(e.epsilon ** 2 / 2), justification=why)
    with pytest.raises(InvalidArgument, match="raised AttributeError on the level Epsilon"):
        convert(rr3(), ZCDP(), lambda e: Rho(e.rho))  # a function for another measure's levels
    with pytest.raises(InvalidArgument, match="rho=-1.0"):  # the level's own refusal, as it is
        convert(rr3(), ZCDP(), lambda e: Rho(-1.0))


def test_check_compares_only_levels_of_the_certificates_measure() -> None:
    lap = laplace(1.0)  # 1.0-DP (Dwork–McSherry–Nissim–Smith 2006): covered by ε ≥ 1, not by ε < 1
    assert lap.check(Epsilon(1.0)) and lap.check(Epsilon(2.0)) and not lap.check(Epsilon(0.5))
    bad: Any
    for bad in (Rho(0.5), EpsDelta(2.0, 0.0), 2.0, None, "1"):
        with pytest.raises(IncompatibleMeasureError, match="PureDP\\(\\) takes Epsilon levels"):
            lap.check(bad)
    forged = Epsilon(2.0)
    object.__setattr__(forged, "epsilon", -1.0)
    with pytest.raises(InvalidArgument):
        lap.check(forged)


def test_a_certificate_the_caller_builds_is_asserted() -> None:
    assert Certificate(PureDP(), Epsilon(1.0), BIT_FLIP).provenance == Asserted()
    assert certify_machine(Leak(), PureDP(), Epsilon(0), BIT_FLIP, justification="mine").certificate.provenance \
        == Asserted("mine")
    with pytest.raises(InvalidArgument, match="provenance='proved' must be Proved"):
        Certificate(PureDP(), Epsilon(1.0), BIT_FLIP, "proved")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="justification=3 must be a str"):
        Asserted(3)  # type: ignore[arg-type]

"""certify(pipeline): the certificate tree, golden files, and the checks it makes (DESIGN.md §4)."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from combinators.certification import CertificateTree, CertificationError, certify, level_numbers
from combinators.accounting import additive_accumulator
from combinators.composition import ConComp, FiltCon, concurrent, concurrent_level, filtered, odometer
from combinators.errors import IncompatibleMeasureError, InvalidArgument
from combinators.machines import BIT_FLIP, Certificate, MapAnswers, Mechanism, Proved, certify_machine, convert, to_zcdp
from combinators.measures import ZCDP, ApproxDP, EpsDelta, Epsilon, PureDP, Rho
from combinators.primitives import laplace, randomized_response, randomized_response_delta

GOLDEN = Path(__file__).resolve().parents[1] / "golden"

AnyMech = Mechanism[Any, Any, Any, Any, Any]


def _rr3() -> AnyMech:
    return randomized_response(e_eps=3)


def _rrd() -> AnyMech:
    return randomized_response_delta(e_eps=3, delta=Fraction(1, 100))


def post_rr() -> CertificateTree:
    return certify(str @ randomized_response(e_eps=3))


def concurrent_pure() -> CertificateTree:
    return certify(concurrent(_rr3(), _rr3(), _rr3()))


def concurrent_approx_thm41() -> CertificateTree:
    m = concurrent(_rrd(), _rrd(), finite_communication=False)
    return certify(m, finite_communication=False)


def filter_pure() -> CertificateTree:
    return certify(filtered(PureDP(), "additive", Epsilon(1.0), cap=3))


def post_concurrent() -> CertificateTree:
    p: MapAnswers[Any, str, Any] = MapAnswers(str)
    return certify(p @ concurrent(_rr3(), randomized_response(e_eps=2)))


def provenance_mixed() -> CertificateTree:
    proved = to_zcdp(_rr3())
    mine = convert(_rr3(), ZCDP(), lambda e: Rho(e.epsilon ** 2 / 2), justification="Bun–Steinke 2016, Prop 1.4")
    return certify(concurrent(proved, mine, trust_asserted=True), trust_asserted=True)


PIPELINES: dict[str, Callable[[], CertificateTree]] = {
    f.__name__: f for f in (post_rr, concurrent_pure, concurrent_approx_thm41, filter_pure, post_concurrent,
                            provenance_mixed)
}


@pytest.mark.parametrize("name", sorted(PIPELINES))
def test_golden(name: str) -> None:
    got = PIPELINES[name]().to_json()
    want = (GOLDEN / f"{name}.json").read_text(encoding="utf-8")
    assert got == want


@pytest.mark.parametrize("name", sorted(PIPELINES))
def test_json_round_trip(name: str) -> None:
    t = PIPELINES[name]()
    assert CertificateTree.from_json(t.to_json()) == t
    assert CertificateTree.from_dict(t.to_dict()) == t


def test_levels_match_the_theorems() -> None:
    # Thm 3.1: 3·ln 3, rounded up; Thm 4.1 for two RR_{ln 3, 1/100}: δ = 1/100 + 3/100.
    pure = concurrent_pure()
    assert pure.level == level_numbers(concurrent(_rr3(), _rr3(), _rr3()).level)
    ((name, eps),) = pure.level or ()
    assert name == "epsilon" and math.isclose(float(eps), 3 * math.log(3))
    approx = concurrent_approx_thm41()
    assert "Thm 4.1" in approx.theorem
    lv = concurrent(_rrd(), _rrd(), finite_communication=False).level
    assert math.isclose(lv.delta, 0.04) and math.isclose(lv.epsilon, 2 * math.log(3))
    assert approx.level == level_numbers(lv) == (("delta", lv.delta), ("epsilon", lv.epsilon))


def test_claim_stronger_than_theorem_is_rejected() -> None:
    good = concurrent(_rr3(), _rr3())
    forged: AnyMech = Mechanism(good.machine, Certificate(PureDP(), Epsilon(1.0), BIT_FLIP))
    with pytest.raises(CertificationError, match=r"claims level Epsilon\(1.0\), which is stronger"):
        certify(forged)


def test_looser_claim_is_accepted_and_tree_states_the_theorem_level() -> None:
    good = concurrent(_rr3(), _rr3())
    loose: AnyMech = Mechanism(good.machine, Certificate(PureDP(), Epsilon(5.0), BIT_FLIP))
    assert certify(loose).level == level_numbers(good.level)


def test_post_processing_cannot_claim_more_than_the_inner_mechanism() -> None:
    m = str @ _rr3()
    forged: AnyMech = Mechanism(m.machine, Certificate(PureDP(), Epsilon(0.5), BIT_FLIP))
    with pytest.raises(CertificationError, match="stronger"):
        certify(forged, known=[_rr3()])


def test_claim_under_another_measure_is_rejected() -> None:
    good = concurrent(_rr3(), _rr3())
    other: AnyMech = Mechanism(good.machine, to_zcdp(good).certificate)
    with pytest.raises(CertificationError, match="under ZCDP"):
        certify(other)


def test_raw_machine_is_uncertified() -> None:
    t = certify(laplace(epsilon=1.0).machine)
    assert (t.kind, t.level, t.certified) == ("uncertified", None, False)
    assert "no certificate is known" in t.theorem


def test_raw_concurrent_child_needs_known() -> None:
    lap, lap2 = laplace(epsilon=1.0), laplace(epsilon=0.5)
    raw = ConComp((lap.machine, lap2.machine))
    with pytest.raises(CertificationError, match="child 0"):
        certify(raw)
    t = certify(raw, known=[lap, lap2])
    assert t.kind == "concurrent" and [c.kind for c in t.children] == ["primitive", "primitive"]
    assert t.level == level_numbers(concurrent(lap, lap2).level)
    with pytest.raises(InvalidArgument, match="one neighbouring relation"):  # edge check: relations differ
        certify(ConComp((lap.machine, _rr3().machine)), known=[lap, _rr3()])


def test_edge_incompatibility_is_reported() -> None:
    raw = ConComp((_rr3().machine, _rrd().machine))
    with pytest.raises(IncompatibleMeasureError):
        certify(raw, known=[_rr3(), _rrd()])


def test_nested_filter_in_concurrent() -> None:
    f = filtered(PureDP(), "additive", Epsilon(1.0))
    t = certify(concurrent(f, _rr3()))
    assert [c.kind for c in t.children] == ["filter", "primitive"]
    assert t.level == level_numbers(concurrent(f, _rr3()).level)


def test_odometer_has_no_level() -> None:
    o = odometer(PureDP(), "additive")
    t = certify(o)
    assert (t.kind, t.certified) == ("odometer", False)
    with pytest.raises(CertificationError, match="no certificate"):
        certify(ConComp((o, _rr3().machine)))
    with pytest.raises(CertificationError, match="odometer"):
        certify(certify_machine(o, PureDP(), Epsilon(1.0), BIT_FLIP))


def test_approx_children_inferred_finite_communication() -> None:
    t = certify(concurrent(_rrd(), _rrd()))
    assert "Thm 1.8" in t.theorem
    assert t.level == level_numbers(ApproxDP().compose([_rrd().level, _rrd().level]))
    assert isinstance(_rrd().level, EpsDelta)


def test_bad_inputs() -> None:
    with pytest.raises(InvalidArgument):
        certify(3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        CertificateTree.from_json("[]")
    with pytest.raises(InvalidArgument):
        CertificateTree.from_dict({"node": "x"})


def test_known_must_be_a_sequence_of_certified_mechanisms() -> None:
    lap = laplace(1.0)
    known: Any
    for known in (5, None, "x", math.nan):
        with pytest.raises(InvalidArgument, match="^known=.* must be a sequence of certified Mechanisms"):
            certify(lap, known=known)
    for known in (["x"], [lap.machine], (lap, None)):  # a raw machine has no certificate to lend
        with pytest.raises(InvalidArgument, match="^known\\[[01]\\]=.* must be a certified Mechanism"):
            certify(lap, known=known)
    assert certify(lap, known=iter([lap])).kind == "primitive"  # any iterable of mechanisms


def test_delta_g_must_be_none_or_a_probability() -> None:
    lap = laplace(1.0)  # no concurrent node reads delta_g here: it is checked all the same
    delta_g: Any
    for delta_g in (math.nan, -0.1, 1.5, math.inf, 10**400, True, "0.1", ()):
        with pytest.raises(InvalidArgument, match="^delta_g="):
            certify(lap, delta_g=delta_g)
    ok: Any
    for ok in (0, 0.0, 1e-6, Fraction(1, 10), np.float64(1e-6), np.float32(0.5), 1):
        assert certify(lap, delta_g=ok).kind == "primitive"


def test_from_json_refuses_what_is_not_json_text() -> None:
    text: Any
    for text in (5, None, 1.0, (), ["{}"]):
        with pytest.raises(InvalidArgument, match="^text must be the str that to_json wrote"):
            CertificateTree.from_json(text)
    for text in ("{", "", "not json", b"\xff\xfe\x00"):
        with pytest.raises(InvalidArgument, match="^text is not JSON"):
            CertificateTree.from_json(text)
    t = certify(laplace(1.0))
    assert CertificateTree.from_json(t.to_json().encode()) == t  # bytes, as json.loads takes them


def test_each_concurrent_node_is_certified_with_its_own_settings() -> None:
    """Each node keeps its own finite_communication/delta_g: one global setting would refuse a
    pipeline the library built, and could state a level stronger than the build-time one."""
    rd = _rrd()
    inner = concurrent(rd, rd, delta_g=0.05)  # optimal composition at δ_g = 0.05 (noninteractive)
    outer = concurrent(inner, rd)  # an interactive child: seed 004 Thm 4.1
    for kwargs in ({}, {"delta_g": 0.05}, {"finite_communication": True, "delta_g": 0.05}):
        tree = certify(outer, **kwargs)  # type: ignore[arg-type]
        assert tree.level == level_numbers(outer.level) and tree.children[0].level == level_numbers(inner.level)
    assert concurrent_level(inner.certificate, rd.certificate).level == outer.level  # Thm 4.1 by hand


def test_finite_communication_must_be_a_bool() -> None:
    rd = _rrd()
    with pytest.raises(InvalidArgument, match="finite_communication='no' must be True or False"):
        concurrent_level(rd.certificate, rd.certificate, finite_communication="no")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="finite_communication='False' must be True, False or None"):
        certify(concurrent(rd, rd), finite_communication="False")  # type: ignore[arg-type]


def test_the_json_states_the_provenance_of_every_node_and_levels_as_numbers() -> None:
    data = json.loads(provenance_mixed().to_json())
    assert data["provenance"]["kind"] == "proved" and "Lyu 2022" in data["provenance"]["theorem"]
    assert data["provenance"]["assumptions"] == [
        "asserted by the caller: converted by the caller's function provenance_mixed.<locals>.<lambda> from a "
        "proved certificate; Bun–Steinke 2016, Prop 1.4"]
    converted, asserted = (c["provenance"] for c in data["children"])
    assert converted["kind"] == "converted" and converted["conversion"] == "to_zcdp"
    source = _rr3().certificate.provenance
    assert isinstance(source, Proved)
    assert converted["source"] == {"kind": "proved", "assumptions": [], "theorem": source.theorem}
    assert asserted["kind"] == "asserted" and asserted["justification"].endswith("Bun–Steinke 2016, Prop 1.4")
    rho = math.log(3) ** 2 / 2  # (ln 3)²/2 each, summed (Bun–Steinke 2016, Prop 1.4 and Lemma 2.3)
    assert data["level"].keys() == {"rho"} and isinstance(data["level"]["rho"], float)
    assert math.isclose(data["level"]["rho"], 2 * rho, rel_tol=1e-12)
    assert json.loads(post_rr().to_json())["level"] == {"epsilon": _rr3().level.epsilon}


def test_an_infinite_level_is_a_string_in_the_json() -> None:
    from combinators.machines import caller_assumptions_of
    m = randomized_response_delta(e_eps=3, delta=Fraction(1, 100))
    assert caller_assumptions_of(m) == ()
    t = CertificateTree("x", "primitive", "ApproxDP()", level_numbers(EpsDelta(math.inf, 1.0)), "bit flip", "t")
    assert json.loads(t.to_json())["level"] == {"delta": 1.0, "epsilon": "inf"}


def test_certify_gets_the_same_tree_from_a_hand_built_filter() -> None:
    raw = FiltCon(PureDP(), additive_accumulator(PureDP()), Epsilon(2.0))
    tree = certify(raw)
    assert tree == certify(filtered(PureDP(), "additive", Epsilon(2.0)))
    assert (tree.kind, tree.level) == ("filter", (("epsilon", 2.0),))


# --- the ex-post filters (seed 001 Lemma 5.2, Thm 3) ------------------------------------------------


def test_certify_reports_the_ex_post_filter_by_lemma_5_2_and_the_mixed_filter_as_derived() -> None:
    from combinators.expost import expost_filter, mixed_filter
    from combinators.primitives import sensitivity_relation

    t = certify(str @ expost_filter(1.0, 1e-6, relation=sensitivity_relation(1)))
    node = t.children[0]
    assert node.kind == "filter" and dict(node.level or ()) == {"epsilon": 1.0, "delta": 1e-6}
    assert node.provenance.theorem.startswith("Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 5.2")  # type: ignore[union-attr]
    m = certify(mixed_filter(zcdp=(1.0, 1e-7, 1e-6), expost=(0.5, 1e-5)))
    assert m.kind == "filter" and m.theorem.startswith("[derived]")
    level = dict(m.level or ())
    assert level["epsilon"] == 1.5 and Fraction(level["delta"]) >= Fraction(1e-7) + Fraction(1e-5) + Fraction(1e-6)
    with pytest.raises(CertificationError, match="caller's word"):
        certify(expost_filter(1.0, 0.0, trust_asserted=True))


def test_certify_refuses_an_ex_post_filter_restated_below_its_guarantee() -> None:
    from combinators.expost import expost_filter

    f = expost_filter(1.0, 1e-6)
    restated = Mechanism(f.machine, Certificate(ApproxDP(), EpsDelta(0.5, 1e-6), BIT_FLIP))
    with pytest.raises(CertificationError, match="stronger than"):
        certify(restated, trust_asserted=True)

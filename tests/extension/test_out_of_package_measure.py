"""A measure defined outside the package (tests/extension/tcdp.py, truncated CDP) gets, by
registering, what the library's own measures have: level validation, the capability table, a
filter and an odometer with its additive rule, concurrent composition, the exact audit, level
strategies and the law suite; the registry refuses what would corrupt it, and a registration
does not outlive its ``with`` block."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import attrs
import pytest
from hypothesis import Phase, given, settings

from combinators import audit as audit_pkg
from combinators.audit import certify_by_audit
from combinators.certification import certify
from combinators.composition import (
    CAPABILITIES,
    MEASURE_NAMES,
    PRIVACY_LOSS,
    Adaptivity,
    Combinator,
    CompositionForbidden,
    Query,
    Rule,
    Spawn,
    Spawned,
    Status,
    concurrent,
    filter_from_odometer,
    filtered,
    lookup,
    odometer,
    render_markdown,
)
from combinators.errors import BudgetExceeded, IncompatibleMeasureError, InvalidArgument
from combinators.machines import BIT_FLIP, Mechanism, open_session
from combinators.measures import ApproxDP, PureDP, Rho, Verdict
from combinators.measures.registry import MeasureSpec, on_change, register, registered, registering, spec_of, unregister
from combinators.accounting import ScalarAccumulator
from combinators.primitives import randomized_response
from combinators.prob import sampled_coins
from combinators.testing.laws import check_conversion_laws, check_measure_laws
from combinators.testing.strategies import finite_pairs, levels
from tests.extension.tcdp import SPEC, TCDP, TRho
from tests.hostile import ClaimsEqual

RR = randomized_response(e_eps=3).machine
"""Randomized response with e^ε = 3: sup_{α>1} D_α/α = KL = ln(3)·tanh(ln(3)/2) = ln(3)/2 ≈ 0.5493
(its Rényi divergences grow with α slower than α), so it is ω-truncated 9/16-CDP for every ω and
not ω-truncated 1/2-CDP (Bun–Steinke 2016, Prop 3.3 gives the bound ε²/2 ≈ 0.6035)."""


@pytest.fixture
def tcdp() -> Iterator[MeasureSpec]:
    with registering(SPEC) as spec:
        yield spec


def _certified(level: float) -> Mechanism[int, Any, Any, Any, TRho]:
    return certify_by_audit(RR, TCDP(4), TRho(level), BIT_FLIP, [0, 1], [None], 1)


# ---- levels and the measure validate their arguments ----------------------------------------------

def test_bad_levels_and_orders_are_refused_naming_the_argument() -> None:
    for bad in (-1.0, math.nan, "1", None):
        with pytest.raises(InvalidArgument, match="rho="):
            TRho(bad)
    with pytest.raises(InvalidArgument, match="omega=1 must be"):
        TCDP(1)
    with pytest.raises(IncompatibleMeasureError, match="TRho"):
        TCDP(4).check_level(Rho(0.5))
    forged = TRho(0.5)
    object.__setattr__(forged, "rho", -1.0)
    with pytest.raises(InvalidArgument, match="forged|constructor"):
        TCDP(4).check_level(forged)


# ---- the table, the filter, the odometer, concurrent() ----------------------------------------------

def test_its_rows_are_in_the_table_only_while_registered(tcdp: MeasureSpec) -> None:
    assert "TCDP" in MEASURE_NAMES and spec_of(TCDP(4)) is tcdp
    assert lookup(TCDP(4), "filter", "adaptive levels").status is Status.THEOREM
    # cells it does not declare are forbidden: no custom rule, no parallel composition
    assert lookup(TCDP(4), Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM).status is Status.FORBIDDEN
    assert lookup(TCDP(4), Combinator.PARALLEL, Adaptivity.FIXED).status is Status.FORBIDDEN
    assert lookup(TCDP(4), Combinator.CONCURRENT, Adaptivity.ADAPTIVE).status is Status.FORBIDDEN
    assert sum(c.measure == "TCDP" for c in CAPABILITIES) == len(Combinator) * len(Adaptivity) * len(Rule)
    assert "| TCDP | filter | adaptive levels | additive | theorem |" in render_markdown()


def test_no_registration_leaks_out_of_its_block() -> None:
    with registering(SPEC):
        assert "TCDP" in MEASURE_NAMES
    assert "TCDP" not in MEASURE_NAMES
    assert all(s.name != "TCDP" for s in registered())
    with pytest.raises(CompositionForbidden, match="no entry for TCDP"):
        lookup(TCDP(4), "filter", "adaptive levels")
    with pytest.raises(CompositionForbidden, match="no entry for TCDP"):
        filtered(TCDP(4), "additive", TRho(1.0))


def test_a_filter_with_its_additive_rule_admits_up_to_the_budget(tcdp: MeasureSpec) -> None:
    child = _certified(0.5625)
    f = filtered(TCDP(4), "additive", TRho(1.0))
    assert "Haney et al. 2023, Thm 4.6" in str(f.certificate.provenance)
    s = open_session(f, 1, seed=0)
    assert s.ask(Spawn(child, TRho(0.5625))) == Spawned(0)
    assert s.ask(Query(0, None)) in (0, 1)
    with pytest.raises(BudgetExceeded):  # 0.5625 + 0.5625 > 1
        s.ask(Spawn(child, TRho(0.5625)))


def test_an_odometer_charges_the_sum_when_a_child_is_spawned(tcdp: MeasureSpec) -> None:
    child = _certified(0.5625)
    g = odometer(TCDP(4), "additive")
    coins = sampled_coins(0)
    s = g.init(1)
    for _ in range(3):
        s, answer = g.step(s, Spawn(child, TRho(0.5625)), coins)
        assert isinstance(answer, Spawned)
    assert g.step(s, PRIVACY_LOSS, coins)[1] == TRho(1.6875)  # 3 · 9/16, exact in floats
    capped = open_session(filter_from_odometer(g, TRho(1.0)), 1, seed=0)
    assert capped.ask(Spawn(child, TRho(0.5625))) == Spawned(0)
    with pytest.raises(BudgetExceeded):
        capped.ask(Spawn(child, TRho(0.5625)))


def test_concurrent_composition_cites_the_declared_theorem(tcdp: MeasureSpec) -> None:
    child = _certified(0.5625)
    both = concurrent(child, child)
    assert both.level == TRho(1.125)
    assert "Lyu 2022, Thm 4.3" in both.machine.theorem  # type: ignore[attr-defined]  # a ConComp
    tree = certify(both)
    assert tree.level == (("rho", 1.125),) and "Lyu 2022, Thm 4.3" in tree.theorem


# ---- the exact audit goes through its AuditPlan --------------------------------------------------

def test_the_exact_audit_certifies_and_refutes_through_its_plan(tcdp: MeasureSpec) -> None:
    rr = _certified(0.5625)
    assert audit_pkg.audit(rr, 0, 1, [None], 1).verdict is Verdict.CERTIFIED
    assert audit_pkg.audit(RR, 0, 1, [None], 1, TCDP(4), TRho(0.5)).verdict is Verdict.VIOLATED
    with pytest.raises(InvalidArgument):  # the audit does not certify 1/2 (ln(3)/2 > 1/2)
        _certified(0.5)


# ---- strategies and the law suite ------------------------------------------------------------------

def test_strategies_come_from_its_registration(tcdp: MeasureSpec) -> None:
    @given(levels(TCDP(4), max_value=1.0))
    @settings(max_examples=20)
    def drawn(level: TRho) -> None:
        assert TCDP(4).check_level(level) is level and level.rho <= 1.0 or math.isinf(level.rho)

    drawn()


@pytest.mark.parametrize("case", SPEC.laws, ids=[c.label for c in SPEC.laws])
def test_the_law_suite_holds(case: Any) -> None:
    quick = settings(max_examples=25, phases=[Phase.generate], deadline=None, database=None)
    check_measure_laws(case.measure(), case.levels(), finite_pairs(2), exact=case.exact,
                       close_levels=case.close_levels(), settings=quick)


@pytest.mark.parametrize("law", SPEC.conversion_laws, ids=[c.label for c in SPEC.conversion_laws])
def test_the_conversion_laws_hold(law: Any) -> None:
    quick = settings(max_examples=25, phases=[Phase.generate], deadline=None, database=None)
    check_conversion_laws(law.source(), law.target(), law.convert, law.levels(), finite_pairs(2), settings=quick)


# ---- the registry refuses what would corrupt it --------------------------------------------------------

def test_a_name_or_a_class_is_registered_once(tcdp: MeasureSpec) -> None:
    with pytest.raises(InvalidArgument, match="named 'TCDP' is registered already"):
        register(SPEC)
    with pytest.raises(InvalidArgument, match="class TCDP is registered already"):
        register(attrs.evolve(SPEC, name="TCDP2", capabilities=()))
    with pytest.raises(InvalidArgument, match="named 'PureDP' is registered already"):
        register(attrs.evolve(SPEC, name="PureDP", capabilities=()))


def test_the_library_measures_cannot_be_unregistered() -> None:
    with pytest.raises(InvalidArgument, match="one of the library's measures"):
        unregister("PureDP")
    with pytest.raises(InvalidArgument, match="no measure is registered as 'TCDP'"):
        unregister("TCDP")


def test_a_forged_or_duck_typed_spec_is_refused() -> None:
    forged = attrs.evolve(SPEC)
    object.__setattr__(forged, "name", "not a name")
    with pytest.raises(InvalidArgument, match="name='not a name'"):
        register(forged)
    stolen = attrs.evolve(SPEC)
    object.__setattr__(stolen, "capabilities", lookup(PureDP(), "filter", "adaptive levels"),)
    with pytest.raises(InvalidArgument, match="capabilities"):
        register(stolen)

    class Lookalike:
        def __getattr__(self, name: str) -> object:
            return getattr(SPEC, name)

    with pytest.raises(InvalidArgument, match="spec must be a MeasureSpec, not Lookalike"):
        register(Lookalike())  # type: ignore[arg-type]
    assert "TCDP" not in MEASURE_NAMES


def test_a_spec_is_checked_when_it_is_built() -> None:
    from tests.extension.tcdp import _rows

    with pytest.raises(InvalidArgument, match="capabilities\\[0\\] is a row of 'TCDP', not of 'Other'"):
        MeasureSpec("Other", TCDP, (TRho,), "s", _rows())
    with pytest.raises(InvalidArgument, match="needs the additive rule"):
        MeasureSpec("TCDP", TCDP, (TRho,), "s", _rows(), additive=None)
    with pytest.raises(InvalidArgument, match="lacks .*audit_plan"):
        MeasureSpec("Plain", int, (int,), "s")
    with pytest.raises(InvalidArgument, match="additive=AdditiveRule.SCALAR needs a ScalarMeasure"):
        MeasureSpec("TCDP", TCDP, (TRho,), "s", additive="scalar")
    with pytest.raises(InvalidArgument, match="level_types"):
        MeasureSpec("TCDP", TCDP, (), "s")


def test_the_how_to_shows_the_module_line_for_line() -> None:
    """docs/howto-new-measure.md walks through tcdp.py: its code blocks are that module's code."""
    root = Path(__file__).resolve().parents[2]
    page = (root / "docs" / "howto-new-measure.md").read_text(encoding="utf-8")
    module = (root / "tests" / "extension" / "tcdp.py").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", page, re.S)
    assert len(blocks) >= 4
    for block in blocks:
        assert block in module, f"this block of the how-to is not in tcdp.py:\n{block}"



def test_every_registry_change_is_announced() -> None:
    """``on_change`` listeners hear every register and unregister: the accumulators' memory of
    the last scalar measure they took is forgotten through it."""
    heard: list[int] = []
    on_change(lambda: heard.append(len(registered())))
    n = len(registered())
    with registering(SPEC):
        assert heard == [n + 1]
    assert heard == [n + 1, n]


def test_a_scalar_accumulator_remembers_only_the_measure_it_took() -> None:
    """The hot-path memory is of one measure object, by identity: another measure, or an object
    whose ``==`` answers True to everything, is checked afresh."""
    assert ScalarAccumulator(PureDP(), 0.0, 0).count == 0
    with pytest.raises(InvalidArgument, match="not a measure whose levels are one number"):
        ScalarAccumulator(ApproxDP(), 0.0, 0)  # type: ignore[arg-type]  # misuse on purpose
    with pytest.raises(InvalidArgument, match="not a measure whose levels are one number"):
        ScalarAccumulator(ClaimsEqual(), 0.0, 0)  # type: ignore[arg-type]  # misuse on purpose

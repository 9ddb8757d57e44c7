"""The capability table (DESIGN.md §3): complete, cited, consulted by concurrent(), rendered in the docs."""

from __future__ import annotations

import itertools
import json
import re
from fractions import Fraction as F
from pathlib import Path
from typing import Final, final

import attrs
import pytest

from combinators.composition import CAPABILITIES, CAPABILITY_TABLE, MEASURE_NAMES, Adaptivity, Capability
from combinators.composition import Combinator, CompositionForbidden, Condition, Rule, Status, concurrent
from combinators.composition import concurrent_level, filtered, lookup, measure_name, render_markdown, require
from combinators.composition.capabilities import conversion_hint, sharing_hint
from combinators.errors import InvalidArgument
from combinators.measures.registry import registered
from combinators.machines import BIT_FLIP, Certificate, certify_machine, to_renyi, to_zcdp
from combinators.measures import FDP, ZCDP, ApproxDP, ApproxZCDP, EpsDelta, PureDP, RenyiDP, RhoDelta
from combinators.measures import gaussian_tradeoff
from combinators.primitives import randomized_response

DOC: Final = Path(__file__).resolve().parents[3] / "docs" / "reference" / "composition.md"
FC: Final = [Condition.FINITE_COMMUNICATION]


def test_the_table_is_complete_and_has_one_entry_per_cell() -> None:
    cells = set(itertools.product(MEASURE_NAMES, Combinator, Adaptivity, Rule))
    assert len(CAPABILITIES) == len(cells) == len(MEASURE_NAMES) * len(Combinator) * len(Adaptivity) * len(Rule)
    assert set(CAPABILITY_TABLE) == cells
    assert all(CAPABILITY_TABLE[c.key] is c for c in CAPABILITIES)
    assert tuple(MEASURE_NAMES) == tuple(s.name for s in registered())


GOLDEN: Final = Path(__file__).resolve().parents[2] / "golden" / "capability_table_0_1.json"
_HSV: Final = "Henzinger–Safavi–Vadhan 2024, "
REWORDED: Final = {  # the parallel rows' citations of 0.1 named the digest (seed 002); now the paper, same theorems
    "seed 002 Cor 5.5 (Henzinger–Safavi–Vadhan)": _HSV + "Cor 5.5",
    "seed 002 Thm 5.14 and Cor 5.15 (Henzinger–Safavi–Vadhan)": _HSV + "Thm 5.14 and Cor 5.15",
    "seed 002 Thm 5.2 (Henzinger–Safavi–Vadhan): a (0,δ)-DP continual mechanism composed in 1-sparse parallel "
    "with unboundedly many copies reveals the secret bit with probability 1":
        _HSV + "Thm 5.2: a (0,δ)-DP continual mechanism composed in 1-sparse parallel with unboundedly many copies "
        "reveals the secret bit with probability 1",
    "seed 002 Thm 13.6 and Cor 13.7 (Henzinger–Safavi–Vadhan)": _HSV + "Thm 13.6 and Cor 13.7",
    "seed 002 Thm 13.6 and Cor 13.7 at every α (Henzinger–Safavi–Vadhan)": _HSV + "Thm 13.6 and Cor 13.7 at every α",
    "seed 002 Thm 13.5 (constants corrected in research/ERRATA.md A7)":
        _HSV + "Thm 13.5 (with corrected constants: combinators.continual.counterexamples.m_renyi)",
    "seed 002 Cor 13.4–13.8 (Henzinger–Safavi–Vadhan): only the additive bound is proved":
        _HSV + "Cor 13.4–13.8: only the additive bound is proved",
    "seed 002 Cor 14.8 and Cor 14.9 (Henzinger–Safavi–Vadhan)": _HSV + "Cor 14.8 and Cor 14.9",
    # and the texts of the parallel rows that cited the digest, the same claims
    "no theorem: concurrent composition of approximate zCDP is open, and unbounded parallel composition already "
    "fails for approximate DP (seed 002 Thm 5.2)":
        "no theorem: concurrent composition of approximate zCDP is open, and unbounded parallel composition already "
        "fails for approximate DP (" + _HSV + "Thm 5.2)",
    "unbounded parallel composition of approximate-DP continual mechanisms with updates (only first-pair-consistent "
    "children, seed 002 Thm 5.14, or a product δ′ budget, Thm 5.4, escape it)":
        "unbounded parallel composition of approximate-DP continual mechanisms with updates (only first-pair-consistent "
        "children, " + _HSV + "Thm 5.14, or a product δ′ budget, Thm 5.4, escape it)",
    "without first-pair consistency it fails (seed 002 Thm 13.5, constants corrected in research/ERRATA.md A7)":
        "without first-pair consistency it fails (" + _HSV + "Thm 13.5, with the corrected constants of "
        "combinators.continual.counterexamples.m_renyi)",
    "without first-pair consistency no theorem covers it (the Rényi analogue fails: seed 002 Thm 13.5)":
        "without first-pair consistency no theorem covers it (the Rényi analogue fails: " + _HSV + "Thm 13.5)",
    "without first-pair consistency the approximate-DP counterexample applies (seed 002 Thm 1.4, 5.2)":
        "without first-pair consistency the approximate-DP counterexample applies (" + _HSV + "Thm 1.4, 5.2)",
    "ℓ copies of a (0,δ)-DP continual mechanism leak 1−(1−δ)^ℓ (seed 002 Thm 1.4); charge the product budget "
    "1−Π(1−δ_j) ≤ δ′ instead (seed 002 Thm 5.4)":
        "ℓ copies of a (0,δ)-DP continual mechanism leak 1−(1−δ)^ℓ (" + _HSV + "Thm 1.4); charge the product "
        "budget 1−Π(1−δ_j) ≤ δ′ instead (Thm 5.4)",
}


# parts of 0.1 texts that cited the digests where the paper is meant (same claims)
CITED_AS_PAPERS: Final = (
    ("(seed 000 Thm 3.3)", "(Haney et al. 2023, Thm 3.3)"),
    ("seed 000 §4 (open problem) and §7 item 3; sequential: Bun–Steinke 2016, Whitehouse et al. 2023 (seed 003)",
     "Haney et al. 2023, §4 (an open problem); sequential: Bun–Steinke 2016, Whitehouse et al. 2023"),
)


def _reworded(text: str) -> str:
    text = REWORDED.get(text, text)
    for old, new in CITED_AS_PAPERS:
        text = text.replace(old, new)
    return text


def test_the_derived_table_is_the_table_of_release_0_1_row_for_row() -> None:
    """The table is derived from the measures' registrations; every row of the hand-written table
    of 0.1 (recorded in tests/golden, each row read against its paper when it was written) is
    there, word for word: deriving it made no bound more optimistic, and lost no citation."""
    old = json.loads(GOLDEN.read_text(encoding="utf-8"))
    builtin = ("PureDP", "ApproxDP", "RenyiDP", "ZCDP", "ApproxZCDP", "FDP")
    # the extended concurrent rows came after 0.1 (issue 12); every 0.1 row is still there, in order
    new = [c for c in CAPABILITIES if c.measure in builtin and c.combinator is not Combinator.EXT_CONCURRENT]
    assert len(new) == len(old) == 96
    for row, c in zip(old, new, strict=True):
        assert (c.measure, c.combinator.value, c.adaptivity.value, c.rule.value) == (
            row["measure"], row["combinator"], row["adaptivity"], row["rule"])
        assert c.status.value == row["status"], str(c)
        texts = tuple(_reworded(row[k]) for k in ("statement", "citation", "otherwise"))
        assert (c.statement, c.citation, c.otherwise) == texts, str(c)
        assert sorted(x.value for x in c.requires) == row["requires"], str(c)


@pytest.mark.parametrize("entry", CAPABILITIES, ids=str)
def test_every_entry_is_cited(entry: Capability) -> None:
    assert entry.statement and entry.citation
    assert re.search(r"seed 00\d|20\d\d", entry.citation), entry.citation
    if entry.requires:
        assert entry.status is Status.THEOREM and entry.otherwise


def test_the_table_is_read_only() -> None:
    with pytest.raises(TypeError):
        CAPABILITY_TABLE[("PureDP", Combinator.FILTER, Adaptivity.FIXED, Rule.ADDITIVE)] = CAPABILITIES[0]  # type: ignore[index]  # a read-only mapping


# the entries the design names ----------------------------------------------------------------


@pytest.mark.parametrize(("measure", "theorem"), [(ApproxDP(), "Thm 1.20"), (FDP(), "Thm 3.4")])
def test_any_nim_filter_transfers_for_approx_and_fdp(measure: object, theorem: str) -> None:
    entry = require(measure, Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM, conditions=FC)
    assert theorem in entry.citation and entry.requires == frozenset(FC)
    with pytest.raises(CompositionForbidden, match="only if the children have finite communication"):
        require(measure, Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM)


def test_any_nim_accumulator_transfers_for_approx_and_fdp() -> None:
    assert "Thm 1.20" in require(ApproxDP(), "odometer", "adaptive levels", "custom", conditions=FC).citation
    assert "Thm 3.6" in require(FDP(), "odometer", "adaptive levels", "custom", conditions=FC).citation


@pytest.mark.parametrize(("measure", "theorem"), [(RenyiDP(2), "Thm 1.22"), (ZCDP(), "Thm 4.10")])
def test_only_the_additive_rule_for_renyi_and_zcdp(measure: object, theorem: str) -> None:
    assert theorem in require(measure, Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE).citation
    with pytest.raises(CompositionForbidden, match=r"custom rule: forbidden: no non-additive rule is proved.*seed 000 §4"):
        require(measure, Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM)
    for c in (Combinator.CONCURRENT, Combinator.ODOMETER):
        assert lookup(measure, c, Adaptivity.FIXED, Rule.CUSTOM).status is Status.FORBIDDEN


def test_natural_fdp_filter_is_forbidden_and_the_gaussian_filter_is_valid() -> None:
    with pytest.raises(CompositionForbidden, match=r"natural f-DP filter .* \(Tran, Koskela, Räisä, Honkela 2026"):
        require(FDP(), Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE)
    assert lookup(FDP(), Combinator.ODOMETER, Adaptivity.ADAPTIVE, Rule.ADDITIVE).status is Status.FORBIDDEN
    gdp = lookup(FDP(), Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM)
    assert gdp.status is Status.THEOREM and "Smith–Thakurta 2022" in gdp.citation and "Gaussian-DP" in gdp.statement


@pytest.mark.parametrize("measure", [ApproxDP(), FDP()])
def test_unbounded_parallel_composition_fails_with_updates(measure: object) -> None:
    for rule in Rule:
        entry = lookup(measure, Combinator.PARALLEL, Adaptivity.ADAPTIVE, rule)
        assert entry.status is Status.FORBIDDEN and "Henzinger–Safavi–Vadhan 2024, Thm 5.2" in entry.citation
    with pytest.raises(CompositionForbidden, match="Henzinger–Safavi–Vadhan 2024, Thm 5.2"):
        require(measure, Combinator.PARALLEL, Adaptivity.ADAPTIVE, conditions=[Condition.FIRST_PAIR_CONSISTENT])


def test_pure_parallel_composition_is_unbounded() -> None:
    assert "Cor 5.5" in require(PureDP(), Combinator.PARALLEL, Adaptivity.ADAPTIVE).citation


def test_approx_zcdp_is_sequential_only() -> None:
    for c in (Combinator.CONCURRENT, Combinator.FILTER, Combinator.ODOMETER):
        assert lookup(ApproxZCDP(), c, Adaptivity.FIXED).status is Status.SEQUENTIAL_ONLY
    with pytest.raises(CompositionForbidden, match="sequential-only: .*open problem"):
        require(ApproxZCDP(), Combinator.FILTER, Adaptivity.ADAPTIVE)


def test_concurrent_with_adaptive_levels_points_to_filters() -> None:
    for m in MEASURE_NAMES:
        with pytest.raises(CompositionForbidden, match="use a filter or an odometer"):
            require(m, Combinator.CONCURRENT, Adaptivity.ADAPTIVE)


def test_concurrent_approx_dp_needs_finite_communication_for_other_bounds() -> None:
    additive = require(ApproxDP(), Combinator.CONCURRENT, Adaptivity.FIXED)
    assert not additive.requires and "seed 004 Thm 4.1" in additive.citation
    assert "seed 000 Thm 1.8" in require(ApproxDP(), "concurrent", "fixed levels", "custom", conditions=FC).citation
    with pytest.raises(CompositionForbidden, match="only seed 004 Thm 4.1 holds"):
        require(ApproxDP(), "concurrent", "fixed levels", "custom")


# lookups and errors --------------------------------------------------------------------------


def test_lookup_accepts_names_and_values() -> None:
    by_enum = lookup(RenyiDP(3), Combinator.ODOMETER, Adaptivity.ADAPTIVE, Rule.ADDITIVE)
    assert lookup("RenyiDP", "odometer", "adaptive levels", "additive") is by_enum
    assert measure_name(RenyiDP(5)) == "RenyiDP"
    with pytest.raises(InvalidArgument, match="combinator='sequential' must be a Combinator or one of 'concurrent'"):
        lookup(PureDP(), "sequential", Adaptivity.FIXED)
    with pytest.raises(InvalidArgument, match="adaptivity='fully' must be an Adaptivity"):
        lookup(PureDP(), Combinator.FILTER, "fully")
    with pytest.raises(CompositionForbidden, match="no entry for 'GaussianDP'"):
        lookup("GaussianDP", Combinator.FILTER, Adaptivity.FIXED)


def test_capability_validation() -> None:
    """A row names its measure by a Python identifier (the spec it goes into checks that it is its own)."""
    with pytest.raises(InvalidArgument, match="measure='Laplace DP' must be a measure's name"):
        Capability("Laplace DP", Combinator.FILTER, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM, "s", "c")
    with pytest.raises(InvalidArgument, match="status='proved' must be a Status"):
        Capability("LaplaceDP", Combinator.FILTER, Adaptivity.FIXED, Rule.ADDITIVE, "proved", "s", "c")


# concurrent() consults the table ---------------------------------------------------------------


def test_concurrent_records_the_entry_it_used() -> None:
    rr = randomized_response(e_eps=3)
    basis = concurrent_level(rr.certificate, rr.certificate)
    assert basis.capability is CAPABILITY_TABLE["PureDP", Combinator.CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE]
    assert basis.capability.citation in concurrent(rr, rr).machine.theorem  # type: ignore[attr-defined]  # a ConComp
    z = to_renyi(to_zcdp(rr), RenyiDP(2))
    assert concurrent_level(z.certificate).capability.citation == "seed 000 Thm 1.9/4.3 (Lyu 2022)"
    rd = Certificate(ApproxDP(), EpsDelta(1, F(1, 100)), BIT_FLIP)
    opt = concurrent_level(rd, rd, finite_communication=True, delta_g=0.1)
    assert opt.capability.rule is Rule.CUSTOM and opt.capability.requires == frozenset(FC)


def test_concurrent_refuses_with_the_citation() -> None:
    z = certify_machine(randomized_response(e_eps=3).machine, ApproxZCDP(), RhoDelta(0.1, 0.0), BIT_FLIP)
    with pytest.raises(CompositionForbidden, match=r"ApproxZCDP × concurrent × fixed levels × additive rule: sequential-only"):
        concurrent(z, z)
    g = Certificate(FDP(), gaussian_tradeoff(1.0), BIT_FLIP)
    with pytest.raises(CompositionForbidden, match=r"seed 000 Thm 1\.8 \(Vadhan–Zhang 2023\)"):
        concurrent_level(g, g)
    assert concurrent_level(g, g, finite_communication=True).level == gaussian_tradeoff(2**0.5)


# the docs render the table from the data ---------------------------------------------------


def test_docs_show_the_rendered_table() -> None:
    text = DOC.read_text(encoding="utf-8")
    found = re.search(r"<!-- capability-table:begin -->\n(.*?)\n<!-- capability-table:end -->", text, re.S)
    assert found is not None, "docs/reference/composition.md lost its capability-table markers"
    assert found.group(1) == render_markdown(), "regenerate the table in docs/reference/composition.md with render_markdown()"


def test_rendering_has_one_row_per_entry() -> None:
    lines = render_markdown().splitlines()
    assert len(lines) == 2 + len(CAPABILITIES)
    assert all(line.count(" | ") == 8 for line in lines[2:])


def test_conditions_must_be_a_collection_of_conditions() -> None:
    entry = lookup(ZCDP(), Combinator.CONCURRENT, Adaptivity.FIXED)
    for bad in (5, "finite communication", [5]):
        with pytest.raises(InvalidArgument, match="conditions"):
            entry.allows(bad)  # type: ignore[arg-type]
        with pytest.raises(InvalidArgument, match="conditions"):
            require(ZCDP(), Combinator.CONCURRENT, Adaptivity.FIXED, conditions=bad)  # type: ignore[arg-type]
    assert entry.allows([c.value for c in Condition])  # type: ignore[misc]  # the values name the conditions too


def test_a_capability_row_refuses_text_that_is_not_text() -> None:
    row = CAPABILITIES[0]
    fields = {f: getattr(row, f) for f in ("measure", "combinator", "adaptivity", "rule", "status", "statement",
                                           "citation", "requires", "otherwise")}
    for name, bad in (("statement", None), ("citation", 1.0), ("otherwise", b"x"), ("requires", 5)):
        with pytest.raises(InvalidArgument, match=name if name != "requires" else "conditions"):
            Capability(**{**fields, name: bad})


@final
@attrs.frozen
class MaxRho:
    """A non-additive approximate-zCDP rule: charges max ρ_i instead of Σρ_i."""

    top: RhoDelta = RhoDelta(0.0, 0.0)
    count: int = 0

    def value(self) -> RhoDelta:
        return self.top

    def add(self, level: RhoDelta, /) -> MaxRho:
        return MaxRho(RhoDelta(max(self.top.rho, level.rho), max(self.top.delta, level.delta)), self.count + 1)

    def within(self, budget: RhoDelta, /) -> bool:
        return ApproxZCDP().leq(self.top, budget)

    def admits(self, level: RhoDelta, budget: RhoDelta, /) -> bool:
        return self.add(level).within(budget)


def test_no_custom_rule_for_approximate_zcdp_even_sequentially() -> None:
    """Seed 003 Thm 1 proves only the additive rule (Σρ_i, Σδ_i) for approximate zCDP, sequential or not."""
    for asserted in (False, True):
        with pytest.raises(CompositionForbidden, match="no non-additive rule is proved for approximate zCDP"):
            filtered(ApproxZCDP(), MaxRho(), RhoDelta(0.5, 1e-6), sequential=True, rule_is_valid=asserted)


# the conversion hints come from the measures' registrations ------------------------------------


@pytest.mark.parametrize(("child", "target", "hint"), [
    (ZCDP(), RenyiDP(2), "to_renyi(child, RenyiDP(alpha=2)) (a ρ child counts ρα)"),
    (PureDP(), ZCDP(), "to_zcdp(child) (ε counts ε²/2)"),
    (ZCDP(), ApproxDP(), "to_approx_dp(child, delta)"),
    (ApproxDP(), FDP(), "to_tradeoff(child)"),
])
def test_the_conversion_hints_are_the_ones_of_release_0_1(child: object, target: object, hint: str) -> None:
    assert conversion_hint(child, target) == f"convert it explicitly with combinators.machines.{hint}"
    call = hint.partition("(")[0]
    assert sharing_hint(child, target) == sharing_hint(target, child) == f"convert explicitly with combinators.machines.{call}"


def test_no_hint_for_a_pair_without_a_conversion() -> None:
    assert conversion_hint(FDP(), PureDP()) == "convert it explicitly (combinators.machines.convert) to this measure"
    assert sharing_hint(PureDP(), PureDP()).startswith("convert explicitly (combinators.machines.convert)")

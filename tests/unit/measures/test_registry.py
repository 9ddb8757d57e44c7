"""combinators.measures.registry: one spec per measure, checked, and what the library derives from it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

import pytest
from typing_extensions import override

from combinators.accounting import AdditiveAccumulator, ScalarAccumulator, additive_accumulator
from combinators.errors import InvalidArgument
from combinators.measures import FDP, ZCDP, ApproxDP, ApproxZCDP, PureDP, RenyiDP
from combinators.measures.registry import (
    Adaptivity,
    AdditiveRule,
    Combinator,
    Condition,
    Rows,
    Rule,
    Status,
    cell,
    conditions,
    registered,
    render_markdown,
    spec_if_registered,
    spec_named,
    spec_of,
)

DOC: Final = Path(__file__).resolve().parents[3] / "docs" / "reference" / "measures.md"
BUILTIN: Final = ("PureDP", "ApproxDP", "RenyiDP", "ZCDP", "ApproxZCDP", "FDP")


def test_the_library_registers_its_six_measures_first() -> None:
    assert tuple(s.name for s in registered())[:6] == BUILTIN
    assert spec_of(RenyiDP(2)) is spec_named("RenyiDP")
    assert registered() is registered()  # one tuple until the registry changes


def test_a_measure_is_found_by_exact_type_and_name_only() -> None:
    with pytest.raises(InvalidArgument, match="int is not a registered measure"):
        spec_of(3)
    with pytest.raises(InvalidArgument, match="name='Laplace' is not a registered measure"):
        spec_named("Laplace")

    class Name(str):
        __hash__ = str.__hash__

        @override
        def __eq__(self, other: object) -> bool:
            return True

    with pytest.raises(InvalidArgument, match="is not a registered measure"):
        spec_named(Name("x"))


def test_the_additive_rules_are_the_ones_of_release_0_1() -> None:
    """Pure DP, Rényi DP and zCDP keep a float sum; approximate DP and approximate zCDP compose;
    f-DP has none (the natural f-DP filter is invalid, Tran et al. 2026)."""
    rules = {s.name: s.additive for s in registered() if s.name in BUILTIN}
    assert rules == {"PureDP": AdditiveRule.SCALAR, "RenyiDP": AdditiveRule.SCALAR, "ZCDP": AdditiveRule.SCALAR,
                     "ApproxDP": AdditiveRule.COMPOSE, "ApproxZCDP": AdditiveRule.COMPOSE, "FDP": None}
    assert type(additive_accumulator(ZCDP())) is ScalarAccumulator
    assert type(additive_accumulator(ApproxZCDP())) is AdditiveAccumulator
    with pytest.raises(InvalidArgument, match="takes PureDP, ApproxDP, RenyiDP, ZCDP, ApproxZCDP"):
        additive_accumulator(FDP())  # type: ignore[call-overload]


def test_cells_and_conditions_take_members_or_their_values_by_exact_type() -> None:
    assert cell("odometer", "fixed levels", Rule.CUSTOM) == (Combinator.ODOMETER, Adaptivity.FIXED, Rule.CUSTOM)
    assert conditions(["finite communication"]) == frozenset({Condition.FINITE_COMMUNICATION})  # type: ignore[list-item]

    class Sly(str):
        @override
        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = str.__hash__

    with pytest.raises(InvalidArgument, match="combinator=.* must be a Combinator"):
        cell(Sly("filter"), "fixed levels", "additive")
    with pytest.raises(InvalidArgument, match="conditions"):
        conditions(5)  # type: ignore[arg-type]


def test_rows_name_their_measure() -> None:
    rows = Rows("MyDP")
    rows.add(Combinator.FILTER, Adaptivity.FIXED, Rule.ADDITIVE, Status.FORBIDDEN, "s", "c")
    assert rows.rows[0].measure == "MyDP"
    with pytest.raises(InvalidArgument, match="measure='my dp'"):
        Rows("my dp")
    with pytest.raises(InvalidArgument, match="status="):
        rows.add(Combinator.FILTER, Adaptivity.FIXED, Rule.ADDITIVE, "maybe", "s", "c")  # type: ignore[arg-type]


def test_rows_give_their_conditions_to_theorems_only() -> None:
    fc = frozenset({Condition.FINITE_COMMUNICATION})
    rows = Rows("MyDP", requires=fc, otherwise="else")
    rows.add(Combinator.FILTER, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM, "s", "c")
    rows.add(Combinator.FILTER, Adaptivity.FIXED, Rule.CUSTOM, Status.THEOREM, "s", "c", (), "")
    rows.add(Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.FORBIDDEN, "s", "c")
    assert [(r.requires, r.otherwise) for r in rows.rows] == [(fc, "else"), (frozenset(), ""), (frozenset(), "")]
    with pytest.raises(InvalidArgument, match="otherwise="):
        Rows("MyDP", otherwise=3)  # type: ignore[arg-type]


def test_rows_build_the_standard_additive_and_parallel_rows() -> None:
    rows = Rows("MyDP")
    rows.additive("ρ", ("Σρ_i", "T1"), ("I(Σρ_i ≤ ρ)", "T2"), ("G = Σρ_i", "T3"))
    rows.parallel((Rule.ADDITIVE,), ("sparse", "T4"), (Condition.FIRST_PAIR_CONSISTENT,), "else", ("fails", "T5"))
    got = {(r.combinator, r.adaptivity, r.rule): (r.status, r.statement, r.citation) for r in rows.rows}
    fixed, adaptive, theorem = Adaptivity.FIXED, Adaptivity.ADAPTIVE, Status.THEOREM
    assert got == {
        (Combinator.CONCURRENT, fixed, Rule.ADDITIVE):
            (theorem, "Σρ_i, for interactive children queried in any interleaving", "T1"),
        (Combinator.FILTER, fixed, Rule.ADDITIVE): (theorem, "I(Σρ_i ≤ ρ) (levels fixed in advance)", "T2"),
        (Combinator.FILTER, adaptive, Rule.ADDITIVE): (theorem, "I(Σρ_i ≤ ρ), spending exactly ρ allowed", "T2"),
        (Combinator.ODOMETER, adaptive, Rule.ADDITIVE): (theorem, "G = Σρ_i, charged when a child is spawned", "T3"),
        (Combinator.ODOMETER, fixed, Rule.ADDITIVE): (theorem, "G = Σρ_i (levels fixed in advance)", "T3"),
        (Combinator.PARALLEL, fixed, Rule.ADDITIVE): (theorem, "sparse", "T4"),
        (Combinator.PARALLEL, adaptive, Rule.ADDITIVE): (Status.FORBIDDEN, "fails", "T5"),
    }
    assert rows.rows[-2].requires == {Condition.FIRST_PAIR_CONSISTENT} and rows.rows[-2].otherwise == "else"
    odometer = Rows("MyDP", requires=(Condition.FINITE_COMMUNICATION,))
    odometer.fixed_odometer("Σρ_i", "my ")
    lemma = "seed 000 Thm 1.8 and Lemma 2.19 (Haney et al. 2023)"
    assert [(r.rule, r.statement, r.citation, r.requires) for r in odometer.rows] == [
        (Rule.ADDITIVE, "G = Σρ_i for levels fixed in advance", lemma, frozenset({Condition.FINITE_COMMUNICATION})),
        (Rule.CUSTOM, "any non-interactive my composition bound, read at spawn time (levels fixed in advance)", lemma,
         frozenset({Condition.FINITE_COMMUNICATION}))]


def test_docs_show_the_rendered_measures_table() -> None:
    text = DOC.read_text(encoding="utf-8")
    found = re.search(r"<!-- measures-table:begin -->\n(.*?)\n<!-- measures-table:end -->", text, re.S)
    assert found is not None, "docs/reference/measures.md lost its measures-table markers"
    assert found.group(1) == render_markdown(), "regenerate the table in docs/reference/measures.md with render_markdown()"


def test_a_class_that_claims_to_equal_a_registered_one_is_not_it() -> None:
    """Found by identity: a caller's metaclass answers == and hash as it likes."""

    class Liar(type):
        @override
        def __eq__(cls, other: object) -> bool:
            return True

        @override
        def __hash__(cls) -> int:
            return hash(PureDP)

    class Fake(metaclass=Liar):
        pass

    assert spec_if_registered(Fake()) is None
    with pytest.raises(InvalidArgument, match="Fake is not a registered measure"):
        spec_of(Fake())
    with pytest.raises(InvalidArgument, match="no additive filter rule"):
        additive_accumulator(Fake())  # type: ignore[call-overload]

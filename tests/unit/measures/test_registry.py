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

"""The capability rows of ex-post privacy (seed 001 Lemma 5.1 and the text after it, Lemma 5.2,
Thm 3, §1 on the missing §6), beside the engine's table, which they leave as it was."""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Final

import pytest

from combinators.composition import CAPABILITIES, MEASURE_NAMES, Adaptivity, Combinator, Rule, Status
from combinators.expost import EXPOST_CAPABILITIES, EXPOST_KINDS, ExPostMechanism, expost_lookup, render_expost_markdown

DOC: Final = Path(__file__).resolve().parents[3] / "docs" / "reference" / "expost.md"


def test_one_row_per_cell_of_each_kind() -> None:
    cells = set(itertools.product(EXPOST_KINDS, Combinator, Adaptivity, Rule))
    assert {c.key for c in EXPOST_CAPABILITIES} == cells and len(EXPOST_CAPABILITIES) == len(cells)
    assert all(c.citation.startswith("Rogers–Samorodnitsky–Wu–Ramdas 2023") for c in EXPOST_CAPABILITIES)


def test_the_kinds_are_not_measures_of_the_engine_s_table() -> None:
    assert not set(EXPOST_KINDS) & set(MEASURE_NAMES)
    assert not {c.measure for c in CAPABILITIES} & set(EXPOST_KINDS)


@pytest.mark.parametrize("kind, combinator, adaptivity, rule, status, cited", [
    ("ExPost", Combinator.CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM, "Lemma 5.1"),
    ("ExPost", Combinator.CONCURRENT, Adaptivity.FIXED, Rule.CUSTOM, Status.FORBIDDEN, "the text after Lemma 5.1"),
    ("ExPost", Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.THEOREM, "Lemma 5.2"),
    ("ExPost", Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM, Status.FORBIDDEN, "the text after Lemma 5.1"),
    ("ExPostWithZCDP", Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.THEOREM, "Thm 3"),
    ("BrownianWithZCDP", Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM, Status.FORBIDDEN, "§6"),
    ("ExPost", Combinator.ODOMETER, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.FORBIDDEN, "Def 4.1"),
])
def test_the_declared_rows(kind: str, combinator: Combinator, adaptivity: Adaptivity, rule: Rule, status: Status,
                           cited: str) -> None:
    row = expost_lookup(kind, combinator, adaptivity, rule)
    assert row.status is status and cited in (row.citation + row.statement)


def test_the_mixed_row_is_marked_derived_and_the_brownian_row_unavailable() -> None:
    assert expost_lookup("ExPostWithZCDP", Combinator.FILTER, Adaptivity.ADAPTIVE).statement.startswith("[derived]")
    row = expost_lookup("BrownianWithZCDP", Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM)
    assert row.statement.startswith("unavailable")


def test_the_engine_s_refusal_quotes_the_forbidden_row() -> None:
    row = expost_lookup("ExPost", Combinator.CONCURRENT, Adaptivity.FIXED, Rule.CUSTOM)
    assert ExPostMechanism.REFUSAL.startswith(f"{row.statement} ({row.citation})")


def test_the_reference_page_shows_the_rows() -> None:
    text = DOC.read_text(encoding="utf-8")
    found = re.search(r"<!-- expost-capabilities -->\n(.*?)\n<!-- /expost-capabilities -->", text, re.S)
    assert found is not None, "docs/reference/expost.md must embed render_expost_markdown()"
    assert found.group(1) == render_expost_markdown(), "regenerate the table in docs/reference/expost.md"

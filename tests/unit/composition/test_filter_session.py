"""The typed filter session: spawn handles, status, and why a halted filter halted."""

from __future__ import annotations

import pytest

from combinators.composition import FilterChild, FilterStatus, filtered, open_filter_session
from combinators.errors import BudgetExceeded, InvalidArgument, MachineHalted
from combinators.measures import Epsilon, PureDP
from combinators.primitives import laplace, sensitivity_relation

REL = sensitivity_relation(1)


def test_status_reports_what_was_spent_and_what_is_left() -> None:
    f = open_filter_session(filtered(PureDP(), "additive", Epsilon(1.0), relation=REL), 3.0, seed=0)
    assert f.status().spent == Epsilon(0.0) and f.status().children == 0
    f.spawn(laplace(scale=4.0), Epsilon(0.25))
    f.spawn(laplace(scale=2.0), Epsilon(0.5))
    status = f.status()
    assert (status.spent, status.remaining, status.budget, status.children) == (
        Epsilon(0.75), Epsilon(0.25), Epsilon(1.0), 2)  # 0.25 + 0.5 are exact binary fractions
    assert f.status() == status  # asking costs nothing and changes nothing


def test_a_halted_filter_says_why_it_halted() -> None:
    f = open_filter_session(filtered(PureDP(), "additive", Epsilon(1.0), relation=REL, on_exhaust="halt"),
                            3.0, seed=0)
    f.spawn(laplace(scale=1.0), Epsilon(1.0))
    with pytest.raises(MachineHalted, match="insufficient budget") as first:
        f.spawn(laplace(scale=1.0), Epsilon(1.0))
    assert first.value.reason is not None and "insufficient budget" in first.value.reason
    with pytest.raises(MachineHalted, match="insufficient budget"):  # STATUS too: halting is absorbing
        f.status()


def test_a_refusing_filter_refuses_and_goes_on() -> None:
    f = open_filter_session(filtered(PureDP(), "additive", Epsilon(1.0), relation=REL), 3.0, seed=0)
    f.spawn(laplace(scale=1.0), Epsilon(1.0))
    with pytest.raises(BudgetExceeded):
        f.spawn(laplace(scale=2.0), Epsilon(0.5))
    assert f.status().children == 1


def test_open_filter_session_takes_only_a_filter() -> None:
    with pytest.raises(InvalidArgument, match="open_filter_session takes a filter"):
        open_filter_session(laplace(scale=1.0), 3.0)  # type: ignore[arg-type]


@pytest.mark.parametrize(("field", "value", "match"), [
    ("spent", 1.0, "spent=1.0 must be a privacy level"), ("remaining", "x", "remaining='x' must be a privacy level"),
    ("children", -1, "children=-1 must be an int >= 0"), ("cap", 0, "cap=0 must be a positive int"),
    ("halted", 1, "halted=1 must be True or False"), ("reason", 5, "reason=5 must be a str")])
def test_a_filter_status_checks_its_fields(field: str, value: object, match: str) -> None:
    fields: dict[str, object] = {"spent": Epsilon(0.25), "remaining": None, "budget": None, "children": 1}
    with pytest.raises(InvalidArgument, match=match):
        FilterStatus(**{**fields, field: value})  # type: ignore[arg-type]


def test_a_filter_child_handle_needs_a_session_and_an_index() -> None:
    from combinators.machines import open_session

    s = open_session(filtered(PureDP(), "additive", Epsilon(1.0), relation=REL), 3.0)
    with pytest.raises(InvalidArgument, match="index=-1 must be an int >= 0"):
        FilterChild(s, -1)
    with pytest.raises(InvalidArgument, match="session=None must be a Session"):
        FilterChild(None, 0)  # type: ignore[arg-type]


def test_a_filter_status_holds_levels_of_one_measure() -> None:
    from combinators.measures import Rho

    with pytest.raises(InvalidArgument, match="must be levels of one measure"):
        FilterStatus(Rho(0.5), Epsilon(0.5), Epsilon(1.0), 1)

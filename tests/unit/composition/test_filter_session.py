"""The typed filter session: spawn handles, status, and why a halted filter halted."""

from __future__ import annotations

import pytest

from combinators.composition import filtered, open_filter_session
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

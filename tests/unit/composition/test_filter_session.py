"""The typed filter session: spawn returns a typed child handle; refusals raise as in a session."""

from __future__ import annotations

import pytest

from combinators.composition import filtered, open_filter_session
from combinators.errors import BudgetExceeded, InvalidArgument, InvalidQuery, MachineHalted
from combinators.measures import Epsilon, PureDP
from combinators.primitives import randomized_response


def test_filter_session_spawns_and_queries_typed_children() -> None:
    f = open_filter_session(filtered(PureDP(), "additive", Epsilon(1.0)), 1, seed=0)
    rr = f.spawn(randomized_response(e_eps=2), Epsilon(0.7))
    assert rr.index == 0 and rr.ask(None) in (0, 1)
    with pytest.raises(MachineHalted, match="mechanism 0 has halted.*other children go on"):
        rr.ask(None)  # a noninteractive child answers once
    with pytest.raises(BudgetExceeded, match="insufficient budget"):
        f.spawn(randomized_response(e_eps=2), Epsilon(0.7))
    child = f.spawn(randomized_response(e_eps=1), Epsilon(0.0))
    assert child.index == 1 and f.query(1) in (0, 1)
    with pytest.raises(InvalidQuery, match="there is no mechanism 7"):
        f.query(7)


def test_filter_session_takes_filters_only() -> None:
    with pytest.raises(InvalidArgument, match="open_filter_session takes a filter"):
        open_filter_session(randomized_response(e_eps=2), 1)  # type: ignore[arg-type]

"""Messages between machines (combinators.machines.messages) refuse fields of the wrong type by name."""

from __future__ import annotations

import pytest

from combinators.errors import InvalidArgument
from combinators.machines import ChildHalted, Invalid, Refusal
from combinators.measures import Epsilon


def test_messages_refuse_fields_of_the_wrong_type() -> None:
    from combinators.machines import ChildHalted, Invalid, Refusal, View

    with pytest.raises(InvalidArgument, match="index=nan must be an int"):
        ChildHalted(float("nan"))  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="index=-1 must be an int >= 0"):
        ChildHalted(-1)
    with pytest.raises(InvalidArgument, match="reason=5 must be a str"):
        Invalid(5)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="reason=None must be a str"):
        Refusal(Epsilon(0), Epsilon(1), Epsilon(1), None)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="ended_by='halt'"):
        View((), (), "halt")
    with pytest.raises(InvalidArgument, match="transcript=.* must be a tuple"):
        View((), [1], "adversary")  # type: ignore[arg-type]

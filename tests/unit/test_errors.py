"""The library's exceptions (combinators.errors): one root, the standard bases callers catch, and
halts that keep their reason through pickling."""

from __future__ import annotations

import pickle

import pytest

from combinators import errors
from combinators.errors import BudgetExceeded, CombinatorsError, IncompatibleMeasureError, InvalidArgument
from combinators.errors import InvalidData, InvalidQuery, MachineHalted, SessionClosed, SessionReentered


@pytest.mark.parametrize("name", errors.__all__)
def test_every_library_error_has_one_root(name: str) -> None:
    """``except CombinatorsError`` catches every error the library raises on purpose."""
    cls = getattr(errors, name)
    assert isinstance(cls, type) and issubclass(cls, CombinatorsError)


@pytest.mark.parametrize(("cls", "base"), [
    (InvalidArgument, ValueError),  # a bad parameter is a ValueError, as Python's own checks raise
    (InvalidData, InvalidArgument),  # data outside a mechanism's domain is a bad argument of the run
    (IncompatibleMeasureError, TypeError),  # mixing measures is a type error, caught by mypy first
    (InvalidQuery, ValueError),
    (BudgetExceeded, RuntimeError),
    (SessionReentered, SessionClosed),
])
def test_errors_keep_the_standard_bases_callers_catch(cls: type[Exception], base: type[Exception]) -> None:
    assert issubclass(cls, base)


def test_a_halt_keeps_its_reason_through_pickling() -> None:
    halted = MachineHalted("the session halted", reason="budget spent")
    back = pickle.loads(pickle.dumps(halted))
    assert type(back) is MachineHalted and str(back) == "the session halted" and back.reason == "budget spent"
    assert MachineHalted("halted").reason is None

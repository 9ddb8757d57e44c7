"""The library's exceptions (combinators.errors): one root, the standard bases callers catch,
halts that keep their reason through pickling, and every exception class defined there and
importable (the same object) from the module that raises it."""

from __future__ import annotations

import importlib
import inspect
import pickle
import pkgutil

import pytest

import combinators
from combinators import errors
from combinators.errors import BudgetExceeded, CombinatorsError, IncompatibleMeasureError, InvalidArgument
from combinators.errors import InvalidData, InvalidQuery, MachineHalted, SessionClosed, SessionReentered


@pytest.mark.parametrize("name", errors.__all__)
def test_every_library_error_has_one_root(name: str) -> None:
    """``except CombinatorsError`` catches every error the library raises on purpose; the reports of
    a failed check (a law, a conformance suite) are ``AssertionError``s, as a failed test is."""
    cls = getattr(errors, name)
    assert isinstance(cls, type) and (issubclass(cls, CombinatorsError) != issubclass(cls, AssertionError))


@pytest.mark.parametrize(("cls", "base"), [
    (InvalidArgument, ValueError),  # a bad parameter is a ValueError, as Python's own checks raise
    (InvalidData, InvalidArgument),  # data outside a mechanism's domain is a bad argument of the run
    (IncompatibleMeasureError, TypeError),  # mixing measures is a type error, caught by mypy first
    (InvalidQuery, ValueError),
    (BudgetExceeded, RuntimeError),
    (SessionReentered, SessionClosed),
    (errors.MissingDependency, ImportError),  # an extra not installed, as a failed import raises
])
def test_errors_keep_the_standard_bases_callers_catch(cls: type[Exception], base: type[Exception]) -> None:
    assert issubclass(cls, base)


def test_a_halt_keeps_its_reason_through_pickling() -> None:
    halted = MachineHalted("the session halted", reason="budget spent")
    back = pickle.loads(pickle.dumps(halted))
    assert type(back) is MachineHalted and str(back) == "the session halted" and back.reason == "budget spent"
    assert MachineHalted("halted").reason is None


def _modules() -> list[str]:
    return [info.name for info in pkgutil.walk_packages(combinators.__path__, "combinators.")
            if not info.name.endswith("__main__")]


def test_every_public_exception_class_is_defined_in_errors() -> None:
    """A class that subclasses ``BaseException`` and is defined anywhere but errors.py is a second
    home for the hierarchy (private control-flow signals of one module, ``_Name``, excepted)."""
    elsewhere = []
    for name in _modules():
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            if (inspect.isclass(value) and issubclass(value, BaseException) and value.__module__ == name
                    and name != "combinators.errors" and not attr.startswith("_")):
                elsewhere.append(f"{name}.{attr}")
    assert not elsewhere


@pytest.mark.parametrize(
    ("module", "name"),
    [
        ("combinators.composition.capabilities", "CompositionForbidden"),
        ("combinators.composition", "CompositionForbidden"),
        ("combinators.certification", "CertificationError"),
        ("combinators.prob.interval", "ExponentTooLarge"),
        ("combinators.composition._children", "IndexOutOfRange"),
        ("combinators.testing.laws", "LawViolation"),
    ],
)
def test_a_moved_exception_is_the_same_object_where_it_was(module: str, name: str) -> None:
    """``except`` clauses and pickles that name the old place keep working."""
    cls = getattr(importlib.import_module(module), name)
    assert cls is getattr(errors, name) and name in errors.__all__
    assert type(pickle.loads(pickle.dumps(cls("why")))) is cls


def test_the_hierarchy_is_documented() -> None:
    """The module docstring draws every class of ``__all__``."""
    doc = errors.__doc__ or ""
    assert all(name in doc for name in errors.__all__)

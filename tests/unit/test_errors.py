"""errors.py: every exception class the library defines lives there, and stays importable (the
same object) from the module that raises it."""

from __future__ import annotations

import importlib
import inspect
import pickle
import pkgutil

import pytest

import combinators
from combinators import errors


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

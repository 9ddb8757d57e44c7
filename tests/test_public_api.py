"""Every public name is importable and documented (style rule 17)."""

from __future__ import annotations

import importlib
import inspect

import pytest

import combinators

SUBPACKAGES = ["combinators", "combinators.prob", "combinators.measures", "combinators.accounting", "combinators.machines",
               "combinators.primitives", "combinators.composition", "combinators.audit", "combinators.certification",
               "combinators.testing"]


def _names() -> list[tuple[str, str]]:
    out = []
    for modname in SUBPACKAGES:
        mod = importlib.import_module(modname)
        out += [(modname, n) for n in getattr(mod, "__all__", [])]
    return out


@pytest.mark.parametrize(("modname", "name"), _names())
def test_public_name_importable_and_documented(modname: str, name: str) -> None:
    mod = importlib.import_module(modname)
    obj = getattr(mod, name)
    if name.startswith("__") or not (inspect.isclass(obj) or inspect.isfunction(obj) or inspect.ismodule(obj)):
        return  # constants and aliases: documented where they are defined
    assert inspect.getdoc(obj), f"{modname}.{name} has no docstring"


def test_every_subpackage_has_all() -> None:
    for modname in SUBPACKAGES:
        mod = importlib.import_module(modname)
        assert mod.__doc__, modname
        assert hasattr(mod, "__all__"), f"{modname} has no __all__"


def test_version() -> None:
    assert isinstance(combinators.__version__, str)

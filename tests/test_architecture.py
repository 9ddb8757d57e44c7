"""The layer rule of DESIGN.md §5: a module imports only from layers below its own.

``errors, _typing, _arith, _validation, _json → prob → measures → accounting → machines → primitives →
composition → continual, expost → audit → certification → testing, cli``. Imports inside one
subpackage are free; the package's ``__init__`` (the curated API) may import anything.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "combinators"

LAYERS: dict[str, int] = {
    "errors": 0, "_deprecation": 0, "_renyi_to_dp": 0, "_typing": 0, "_arith": 0, "_validation": 0, "_json": 0, "_literal": 0,
    "prob": 1,
    "measures": 2,
    "accounting": 3,
    "machines": 4,
    "primitives": 5,
    "composition": 6,
    "continual": 7, "expost": 7,
    "audit": 8,
    "certification": 9,
    "testing": 10, "cli": 10,
    "__main__": 11,
}


def _unit(module_path: Path) -> str:
    rel = module_path.relative_to(SRC)
    return rel.parts[0].removesuffix(".py")


def _imported_units(module_path: Path) -> set[str]:
    tree = ast.parse(module_path.read_text(encoding="utf-8"))
    pkg_parts = list(module_path.relative_to(SRC).parent.parts)
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level == 0:
                mod = node.module or ""
                if mod == "combinators" or mod.startswith("combinators."):
                    parts = mod.split(".")[1:]
                    if parts:
                        out.add(parts[0])
                    else:
                        out.update(alias.name for alias in node.names)
                continue
            base = pkg_parts[: len(pkg_parts) - (node.level - 1)] if node.level > 1 else pkg_parts
            target = [*base, *(node.module.split(".") if node.module else [])]
            if target:
                out.add(target[0])
            else:
                out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "combinators" and len(parts) > 1:
                    out.add(parts[1])
    return out


MODULES = sorted(p for p in SRC.rglob("*.py") if p != SRC / "__init__.py")


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(SRC)))
def test_layer_rule(path: Path) -> None:
    unit = _unit(path)
    assert unit in LAYERS, f"{unit} is not in the layer table of DESIGN.md §5; add it to LAYERS"
    mine = LAYERS[unit]
    for other in _imported_units(path):
        if other == unit:
            continue
        assert other in LAYERS, f"{path.relative_to(SRC)} imports unknown unit {other!r}"
        if mine == 0 and LAYERS[other] == 0:
            continue
        assert LAYERS[other] < mine, (
            f"{path.relative_to(SRC)} (layer {mine}, {unit}) imports {other} (layer {LAYERS[other]}); "
            "a module may import only from layers below its own (DESIGN.md §5)"
        )


def test_the_rule_can_fail() -> None:
    """The checker sees a violating import (so the test above is not vacuous)."""
    assert "machines" in _imported_units(SRC / "primitives" / "_randomized_response.py")
    assert LAYERS["machines"] < LAYERS["primitives"]
    assert not LAYERS["audit"] < LAYERS["machines"]


def _private_imports_across(module_path: Path) -> list[str]:
    """``from <other subpackage>... import _name`` or ``from <other>._module import ...`` in one module."""
    tree = ast.parse(module_path.read_text(encoding="utf-8"))
    rel = module_path.relative_to(SRC)
    mine = rel.parts[0].removesuffix(".py")
    pkg_parts = list(rel.parent.parts)
    found: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom):
            continue
        if node.level == 0:
            if not (node.module or "").startswith("combinators."):
                continue
            target = (node.module or "").split(".")[1:]
        else:
            base = pkg_parts[: len(pkg_parts) - (node.level - 1)]
            target = [*base, *(node.module.split(".") if node.module else [])]
        if not target or target[0] == mine or LAYERS.get(target[0]) == 0:
            continue  # inside one subpackage, or the shared base modules (_arith, _validation, ...)
        private_module = any(part.startswith("_") for part in target[1:])
        private_names = [a.name for a in node.names if a.name.startswith("_")]
        if private_module or private_names:
            found.append(f"from {'.'.join(target)} import {', '.join(a.name for a in node.names)}")
    return found


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(SRC)))
def test_no_private_import_across_subpackages(path: Path) -> None:
    """What one subpackage needs from another is public there: private names stay inside."""
    found = _private_imports_across(path)
    assert not found, (f"{path.relative_to(SRC)} reaches into another subpackage's private code: {found}; "
                       "export what it needs from that subpackage's public API")


def _module_names() -> dict[str, list[str]]:
    names: dict[str, list[str]] = {}
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC)
        leaf = rel.parent.name if rel.name == "__init__.py" else rel.stem
        if leaf in {"", "__init__", "__main__"} or rel == Path("__init__.py"):
            continue
        names.setdefault(leaf.lstrip("_"), []).append(str(rel))
    return names


def test_no_two_modules_share_a_name() -> None:
    """A module's name says what is inside, once: no two modules or packages share one."""
    twice = {name: where for name, where in _module_names().items() if len(where) > 1}
    assert not twice, f"modules named twice (rename one for what it holds): {twice}"


def test_no_function_shadows_its_module() -> None:
    """``package.name`` is the submodule ``name``, never a function re-exported over it."""
    import importlib
    import pkgutil
    import types

    import combinators

    shadowed = []
    for info in pkgutil.walk_packages(combinators.__path__, "combinators."):
        module = importlib.import_module(info.name)
        parent, _, leaf = info.name.rpartition(".")
        if not isinstance(getattr(importlib.import_module(parent), leaf), types.ModuleType) or \
                getattr(importlib.import_module(parent), leaf) is not module:
            shadowed.append(info.name)
    assert not shadowed, f"these names are functions or classes, hiding their modules: {shadowed}"


def test_the_name_checks_can_fail() -> None:
    """The checkers see a private import, a shared name and a shadowed module when there is one."""
    fake = SRC / "primitives" / "_laplace.py"
    assert _private_imports_across(fake) == [] or all("import" in f for f in _private_imports_across(fake))
    assert "measures" in _module_names()
    tree = ast.parse("from ..measures.divergences import log_bounds")
    node = tree.body[0]
    assert isinstance(node, ast.ImportFrom) and node.level == 2 and node.module == "measures.divergences"


def _test_like_names(source: str) -> list[str]:
    """Top-level classes and functions pytest would collect if a test imported them by name."""
    tree = ast.parse(source)
    return [node.name for node in tree.body
            if (isinstance(node, ast.ClassDef) and (node.name.startswith("Test") or node.name == "Check"))
            or (isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"))]


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(SRC)))
def test_no_test_or_check_names_in_src(path: Path) -> None:
    """``src/`` holds no ``Test*``/``Check`` class and no ``test*`` function: a test importing one
    would have pytest collect it, and the name says a test lives where none does."""
    assert not _test_like_names(path.read_text(encoding="utf-8"))


def test_the_test_name_check_can_fail() -> None:
    assert _test_like_names("class Test:\n    pass\ndef test_pair(): pass\nclass Check: pass\n") == [
        "Test", "test_pair", "Check"]

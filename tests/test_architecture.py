"""The layer rule of DESIGN.md §5: a module imports only from layers below its own.

``errors, _typing, _arith, _validation, _json → prob → measures → accounting → machines → primitives →
composition → continual, expost → audit → certify → testing, cli``. Imports inside one
subpackage are free; the package's ``__init__`` (the curated API) may import anything.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src" / "combinators"

LAYERS: dict[str, int] = {
    "errors": 0, "_typing": 0, "_arith": 0, "_validation": 0, "_json": 0,
    "prob": 1,
    "measures": 2,
    "accounting": 3,
    "machines": 4,
    "primitives": 5,
    "composition": 6,
    "continual": 7, "expost": 7,
    "audit": 8,
    "certify": 9,
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
    assert "machines" in _imported_units(SRC / "primitives" / "randomized_response.py")
    assert LAYERS["machines"] < LAYERS["primitives"]
    assert not LAYERS["audit"] < LAYERS["machines"]

"""Tests by subject: every public module of ``src/combinators`` has its test module, named for it.

``combinators/<package>/<name>.py`` is tested in ``tests/unit/<package>/test_<name>.py`` and a
top-level ``combinators/<name>.py`` in ``tests/unit/test_<name>.py``; a public package whose modules
are private (``audit``, ``primitives``: the API is the package) has its folder ``tests/unit/<package>/``
with test modules. So a new public module without tests fails here, and a test file is found by
the name of what it tests. A module is public when no part of its path starts with ``_``.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def public_modules(src: Path) -> list[tuple[str, ...]]:
    """The public modules below ``src`` as path parts without ``.py`` (``("accounting", "bounds")``);
    a package stands for itself as its folder's parts."""
    out: list[tuple[str, ...]] = []
    for path in sorted(src.rglob("*.py")):
        parts = path.relative_to(src).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts and not any(p.startswith("_") for p in parts):
            out.append(parts)
    return out


def missing_test_modules(src: Path, unit: Path) -> list[str]:
    """The public modules of ``src`` without their test module under ``unit``."""
    missing = []
    for parts in public_modules(src):
        if (src.joinpath(*parts) / "__init__.py").exists():
            if not any(unit.joinpath(*parts).glob("test_*.py")):
                missing.append(f"{'.'.join(parts)}: no tests/unit/{'/'.join(parts)}/test_*.py")
        elif not unit.joinpath(*parts[:-1], f"test_{parts[-1]}.py").exists():
            missing.append(f"{'.'.join(parts)}: no tests/unit/{'/'.join((*parts[:-1], f'test_{parts[-1]}.py'))}")
    return missing


def test_every_public_module_has_its_test_module() -> None:
    assert missing_test_modules(ROOT / "src" / "combinators", ROOT / "tests" / "unit") == []


def test_the_layout_check_can_fail(tmp_path: Path) -> None:
    src, unit = tmp_path / "src", tmp_path / "unit"
    for f in ("errors.py", "_arith.py", "pkg/__init__.py", "pkg/mod.py", "pkg/_private.py", "api/__init__.py",
              "api/_impl.py", "__main__.py"):
        (src / f).parent.mkdir(parents=True, exist_ok=True)
        (src / f).write_text("")
    assert public_modules(src) == [("api",), ("errors",), ("pkg",), ("pkg", "mod")]
    assert missing_test_modules(src, unit) == [
        "api: no tests/unit/api/test_*.py", "errors: no tests/unit/test_errors.py",
        "pkg: no tests/unit/pkg/test_*.py", "pkg.mod: no tests/unit/pkg/test_mod.py"]
    for f in ("api/test_api.py", "test_errors.py", "pkg/test_mod.py"):
        (unit / f).parent.mkdir(parents=True, exist_ok=True)
        (unit / f).write_text("")
    assert missing_test_modules(src, unit) == []


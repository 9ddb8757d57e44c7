"""Tests by subject: every public module of ``src/combinators`` has its test module, named for it.

``combinators/<package>/<name>.py`` is tested in ``tests/unit/<package>/test_<name>.py`` and a
top-level ``combinators/<name>.py`` in ``tests/unit/test_<name>.py``; a public package whose modules
are private (``audit``, ``primitives``: the API is the package) has its folder ``tests/unit/<package>/``
with test modules. So a new public module without tests fails here, and a test file is found by
the name of what it tests. A module is public when no part of its path starts with ``_``.

The other way round, a test module is named for a module of its folder's package (leading
underscores dropped: ``test_children.py`` tests ``_children.py``), or for the package, optionally
followed by an aspect (``test_filters_stateful.py``); the few whose subject spans modules are listed
in ``ACROSS_MODULES`` with their subject. A test module named after a module that was renamed fails.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

ACROSS_MODULES: dict[str, str] = {
    "accounting/test_montecarlo.py": "Monte Carlo validity of the odometer boundaries and filter rules, seeded",
    "machines/test_depth.py": "pipelines nested 10,000 deep through machines, composition, certify and the audit",
    "measures/test_acceptance.py": "the papers' acceptance numbers across the measures and conversions",
    "primitives/test_conformance.py": "every registered primitive through combinators.testing.conformance",
    "primitives/test_continuous.py": "Laplace and Gaussian, with their shared bad-argument table and release checks",
}


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


def misnamed_test_modules(src: Path, unit: Path, across: dict[str, str]) -> list[str]:
    """The test modules under ``unit`` named for no module of their folder's package (module docs)."""
    out = []
    for test in sorted(unit.rglob("test_*.py")):
        rel = test.relative_to(unit)
        package = src.joinpath(*rel.parent.parts)
        names = {p.stem.lstrip("_") for p in package.glob("*.py")} | {p.name.lstrip("_") for p in package.glob("*/")}
        names |= set(rel.parent.parts[-1:])
        subject = test.stem.removeprefix("test_")
        if rel.as_posix() not in across and not any(subject == n or subject.startswith(n + "_") for n in names):
            out.append(rel.as_posix())
    return out


def test_every_test_module_is_named_for_its_subject() -> None:
    unit = ROOT / "tests" / "unit"
    assert misnamed_test_modules(ROOT / "src" / "combinators", unit, ACROSS_MODULES) == []
    assert all((unit / name).exists() for name in ACROSS_MODULES), "an exemption names a file that is gone"


def test_the_naming_check_can_fail(tmp_path: Path) -> None:
    src, unit = tmp_path / "src", tmp_path / "unit"
    for f in ("pkg/__init__.py", "pkg/filters.py", "pkg/_children.py"):
        (src / f).parent.mkdir(parents=True, exist_ok=True)
        (src / f).write_text("")
    for f in ("pkg/test_filters.py", "pkg/test_filters_stateful.py", "pkg/test_children.py", "pkg/test_pkg.py",
              "pkg/test_filtered.py", "pkg/test_engine.py"):
        (unit / f).parent.mkdir(parents=True, exist_ok=True)
        (unit / f).write_text("")
    assert misnamed_test_modules(src, unit, {}) == ["pkg/test_engine.py", "pkg/test_filtered.py"]
    assert misnamed_test_modules(src, unit, {"pkg/test_engine.py": "why"}) == ["pkg/test_filtered.py"]

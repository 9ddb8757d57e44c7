"""mypy --strict is clean on src/ and tests/, and tests/typing/ pins what must and must not type-check.

The ``fail_*.py`` files mark each misuse with ``# type: ignore[code]``; with
``warn_unused_ignores`` a misuse that stops being an error (or changes code) fails the run.
"""

from __future__ import annotations

from pathlib import Path

from mypy import api as mypy_api

ROOT = Path(__file__).resolve().parents[1]


def _mypy(*targets: str) -> tuple[str, int]:
    out, err, status = mypy_api.run(["--config-file", str(ROOT / "mypy.ini"), "--warn-unused-ignores", *targets])
    return out + err, status


def test_typing_pins() -> None:
    files = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests" / "typing").glob("*_*.py"))
    assert any("pass_" in f for f in files) and any("fail_" in f for f in files)
    report, status = _mypy(*files)
    assert status == 0, report


def test_mypy_strict_clean_on_src_and_tests() -> None:
    report, status = _mypy()
    assert status == 0, report

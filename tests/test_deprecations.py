"""The names 0.2 renamed keep working for one release, each with a warning naming its
replacement (docs/changes.md)."""

from __future__ import annotations

import importlib
import types

import pytest

import combinators
from combinators import audit as audit_package
from combinators.audit import Adversary, AdversaryLike, PlanTestResult
from combinators.measures import PlanTest
from combinators.primitives import randomized_response


@pytest.mark.parametrize(("old", "new", "obj"), [
    ("Strategy", "Adversary", Adversary),
    ("StrategyLike", "AdversaryLike", AdversaryLike),
    ("Test", "PlanTest", PlanTest),
    ("Check", "PlanTestResult", PlanTestResult),
])
def test_an_old_audit_name_warns_and_answers_the_new_object(old: str, new: str, obj: object) -> None:
    with pytest.warns(DeprecationWarning, match=f"renamed combinators.audit.{new}"):
        assert getattr(audit_package, old) is obj


def test_an_unknown_name_is_still_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'Strategi'"):
        getattr(audit_package, "Strategi")


def test_combinators_audit_is_the_subpackage() -> None:
    assert isinstance(combinators.audit, types.ModuleType)
    assert combinators.audit is importlib.import_module("combinators.audit")
    assert combinators.audit.pdp_delta is importlib.import_module("combinators.audit._pdp").pdp_delta


def test_calling_the_audit_subpackage_runs_the_audit_with_a_warning() -> None:
    rr = randomized_response(e_eps=3)
    with pytest.warns(DeprecationWarning, match=r"call combinators\.audit\.audit"):
        old = combinators.audit(rr, 0, 1, queries=[None], depth=1)  # type: ignore[operator]
    new = combinators.audit.audit(rr, 0, 1, queries=[None], depth=1)
    assert old.verdict is new.verdict

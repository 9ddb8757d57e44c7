"""Every registered primitive passes the conformance suite (combinators.testing.conformance): its
certificate checked by the exact audit on finite instances (Laplace and Gaussian, which cannot be
enumerated: their binned views on neighbouring data are not VIOLATED at the certified level), its
bad arguments refused by name when built, and ``eval(repr(m)) == m``. A primitive joins by adding
its spec to ``PRIMITIVES``."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

from combinators import primitives
from combinators.machines import Mechanism
from combinators.testing.conformance import PRIMITIVES, PrimitiveSpec, check_bad_arguments, check_certificate
from combinators.testing.conformance import check_repr

IDS = [spec.name for spec in PRIMITIVES]


@pytest.mark.parametrize("spec", PRIMITIVES, ids=IDS)
def test_the_certificate_passes_the_audit(spec: PrimitiveSpec) -> None:
    check_certificate(spec)


@pytest.mark.parametrize("spec", PRIMITIVES, ids=IDS)
def test_bad_arguments_are_refused_by_name(spec: PrimitiveSpec) -> None:
    assert spec.bad_arguments, "every primitive has bad-argument rows"
    check_bad_arguments(spec)


@pytest.mark.parametrize("spec", PRIMITIVES, ids=IDS)
def test_the_repr_rebuilds_the_mechanism(spec: PrimitiveSpec) -> None:
    check_repr(spec)


@pytest.mark.parametrize("spec", PRIMITIVES, ids=IDS)
def test_the_certificate_is_checked_somehow(spec: PrimitiveSpec) -> None:
    """A spec with neither finite instances nor views would pass the certificate check vacuously."""
    assert spec.instances or spec.views is not None


def _factories() -> set[str]:
    """The public functions of ``combinators.primitives`` that build a certified mechanism."""
    out = set()
    for name in primitives.__all__:
        obj: Any = getattr(primitives, name)
        if inspect.isfunction(obj) and inspect.signature(obj).return_annotation.startswith("Mechanism["):
            out.add(name)
    return out


def test_every_primitive_factory_is_registered() -> None:
    factories = _factories()
    assert {"laplace", "gaussian", "geometric", "randomized_response", "interactive_randomized_response"} <= factories
    assert factories == {spec.factory.__name__ for spec in PRIMITIVES}
    for spec in PRIMITIVES:
        assert isinstance(spec.build(spec.sample), Mechanism)

"""Certificates and certified mechanisms: a raw machine has no guarantee; a certified one does.

A ``Certificate[D]`` names a measure, the neighbouring relation the guarantee is stated for,
and the level there. ``Mechanism[X, S, Q, A, D]`` pairs a machine with one; compositors take
mechanisms typed by ``D``, so a filter over ``PureDP`` given a ``Rho`` mechanism does not
type-check (DESIGN.md §1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Generic, final, overload

import attrs
from typing_extensions import override

from typing import TypeVar

from .._typing import A, B, D, Q, S, S1, X
from ..errors import InvalidArgument
from ..measures import Measure
from ._core import (
    InteractiveMechanism,
    InteractivePostprocessor,
    MappedRelease,
    NIMState,
    NoninteractiveMechanism,
    PipelineState,
    check_answer_map,
    map_answers,
    postprocess,
)

Q2 = TypeVar("Q2")
A2 = TypeVar("A2")

__all__ = [
    "ADD_REMOVE_ONE",
    "ANY_TWO",
    "BIT_FLIP",
    "SUBSTITUTE_ONE",
    "Certificate",
    "Mechanism",
    "Relation",
    "certify_machine",
]


@final
@attrs.frozen
class Relation:
    """A named neighbouring relation on a machine's data; guarantees are stated for one.

    Example:
        >>> BIT_FLIP
        Relation(name='bit flip', meaning='data are single bits; 0 and 1 are neighbours')
    """

    name: str
    meaning: str


BIT_FLIP: Final = Relation("bit flip", "data are single bits; 0 and 1 are neighbours")
ADD_REMOVE_ONE: Final = Relation("add/remove one", "data sets that differ by adding or removing one record")
SUBSTITUTE_ONE: Final = Relation("substitute one", "data sets of equal size that differ in one record")
ANY_TWO: Final = Relation("any two", "every pair of initial states is a neighbouring pair (seed 002 Cor 3.8, ∼01)")


def _check_measure(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not all(callable(getattr(value, name, None)) for name in ("check_level", "leq", "compose")):
        msg = f"measure={value!r} must be a distance measure, e.g. combinators.measures.PureDP()"
        raise InvalidArgument(msg)


def _check_relation(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, Relation):
        msg = f"relation={value!r} must be a Relation, e.g. combinators.machines.BIT_FLIP"
        raise InvalidArgument(msg)


def _check_certificate(inst: Certificate[D], attribute: attrs.Attribute[D], value: D) -> None:
    try:
        inst.measure.check_level(value)
    except TypeError as e:
        msg = f"Certificate(measure={inst.measure!r}, level={value!r}): {e}"
        raise InvalidArgument(msg) from e


@final
@attrs.frozen
class Certificate(Generic[D]):
    """A guarantee: the machine is ``level``-𝒟-DP under ``measure`` for data related by ``relation``.

    Example:
        >>> from combinators.measures import PureDP, Epsilon
        >>> Certificate(PureDP(), Epsilon(1.0), BIT_FLIP).level
        Epsilon(1.0)
    """

    measure: Measure[D] = attrs.field(validator=_check_measure)
    level: D = attrs.field(validator=_check_certificate)
    relation: Relation = attrs.field(validator=_check_relation)


def _check_machine(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, InteractiveMechanism):
        msg = f"machine={value!r} must be an InteractiveMechanism (or a NoninteractiveMechanism)"
        raise InvalidArgument(msg)


def _check_is_certificate(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, Certificate):
        msg = (f"certificate={value!r} must be a Certificate(measure, level, relation), e.g. "
               "Certificate(PureDP(), Epsilon(1.0), BIT_FLIP)")
        raise InvalidArgument(msg)


@final
@attrs.frozen
class Mechanism(Generic[X, S, Q, A, D]):
    """A machine with its certificate.

    ``P @ mech`` and ``g @ mech`` keep the certificate: post-processing by an IPM with one
    initial state, or by a function, never increases the divergence (seed 000 Thm 2.17, seed
    002 Lemma 2.16).
    """

    machine: InteractiveMechanism[X, S, Q, A] = attrs.field(validator=_check_machine)
    certificate: Certificate[D] = attrs.field(validator=_check_is_certificate)

    @property
    def measure(self) -> Measure[D]:
        """The certificate's measure."""
        return self.certificate.measure

    @property
    def level(self) -> D:
        """The certificate's level."""
        return self.certificate.level

    def check(self, level: D) -> bool:
        """Whether this mechanism is ``level``-DP: derived from the certificate and ``leq``."""
        return self.measure.leq(self.level, level)

    def postprocessed_by(
        self, p: InteractivePostprocessor[S1, Q2, A2, Q, A]
    ) -> Mechanism[X, PipelineState, Q2, A2, D]:
        """``P ∘* M`` with the same certificate (P must be an IPM: one initial state)."""
        return Mechanism(postprocess(p, self.machine), self.certificate)  # Post checks p

    @overload
    def __rmatmul__(  # type: ignore[overload-overlap]  # NIM first: the narrower result wins
        self: Mechanism[X, NIMState[X], object, A, D], g: Callable[[A], B]
    ) -> Mechanism[X, NIMState[X], object, B, D]: ...
    @overload
    def __rmatmul__(self, g: Callable[[A], B]) -> Mechanism[X, PipelineState, Q, B, D]: ...
    def __rmatmul__(self, g: Callable[[A], B]) -> object:
        """``g @ M``: post-process every answer; the certificate is kept (a NIM stays a NIM)."""
        m = self.machine
        check_answer_map(g)
        if isinstance(m, NoninteractiveMechanism):
            return Mechanism(MappedRelease(g, m), self.certificate)
        return Mechanism(map_answers(g, m), self.certificate)


def certify_machine(machine: InteractiveMechanism[X, S, Q, A], measure: Measure[D], level: D,
                    relation: Relation) -> Mechanism[X, S, Q, A, D]:
    """Attach a certificate you have proved to a machine (the library does not check it;
    ``combinators.audit`` can, on finite instances)."""
    return Mechanism(machine, Certificate(measure, level, relation))

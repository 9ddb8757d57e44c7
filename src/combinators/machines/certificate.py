"""Certificates and certified mechanisms: a raw machine has no guarantee; a certified one does.

A ``Certificate[D]`` names a measure, the neighbouring relation the guarantee is stated for,
the level there, and its provenance (``provenance.py``: proved, converted, audited or asserted).
``Mechanism[X, S, Q, A, D]`` pairs a machine with one; compositors take mechanisms typed by
``D``, so a filter over ``PureDP`` given a ``Rho`` mechanism does not type-check (DESIGN.md §1).

**Who vouches for a certificate.** A certificate you build (``Certificate(...)``,
``certify_machine``) is ``Asserted``: your word. The library's factories, compositors,
conversions and ``certify_by_audit`` *issue* theirs: the certificate is sealed to the machine
it was issued for. ``caller_assumptions_of(mechanism)`` finds what a mechanism's certificate
takes on the caller's word: nothing for an issued certificate on its own machine (or on that
machine post-processed by ``@``); the assertion for an asserted one; and a proved certificate
copied onto another machine, or restated at another level, counts as asserted. Compositors,
filters and ``certify`` refuse a child with such assumptions unless told ``trust_asserted=True``
(``check_trusted``), and their own certificate then lists them.
"""

from __future__ import annotations

import collections
import math
from numbers import Integral, Real
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, ClassVar, Final, Generic, final, overload

import attrs
import numpy as np
from typing_extensions import override

from typing import TypeVar

from .._typing import A, B, D, Q, S, S1, X
from .._validation import check_flag, check_instance, check_real, same_value
from ..errors import CompositionForbidden, InvalidArgument
from ..measures import Measure
from .._literal import check_origin
from ._core import (
    InteractiveMechanism,
    InteractivePostprocessor,
    MappedRelease,
    NIMState,
    NoninteractiveMechanism,
    PipelineState,
    Post,
    _fname,
    map_answers,
    map_release,
    postprocess,
)
from .composite import Shown, literal
from .provenance import Asserted, Proved, Provenance, caller_assumptions, check_provenance

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
    "Uncomposable",
    "WithinDistance",
    "caller_assumptions_of",
    "compared_by_value",
    "value_key",
    "certify_machine",
    "check_related",
    "check_composable",
    "check_trusted",
    "composition_refusal",
    "relates",
]


_VALUE_TYPES: Final[set[type]] = set()
_C = TypeVar("_C", bound=type)


def compared_by_value(cls: _C) -> _C:
    """Class decorator for the library's own classes whose instances relations and verification
    functions hold: those are compared by their ``==``, which must itself compare a caller's
    objects with ``value_key``. Anything else is compared by identity (``value_key``).

    Only for frozen attrs classes (their ``==`` compares the fields, which declare
    ``eq=value_key`` where they hold a caller's object).
    """
    given: object = cls  # callers without mypy may pass anything
    if not (isinstance(given, type) and attrs.has(given) and given.__setattr__ is not object.__setattr__):
        msg = f"compared_by_value takes a frozen attrs class, got {cls!r}"
        raise InvalidArgument(msg)
    _VALUE_TYPES.add(given)
    return cls


def value_key(f: object) -> tuple[type, object]:
    """What a relation or a verification function compares a held object by: a library value by
    its exact type and ``==``, a caller's object (a predicate, a function, a verification
    function of its own) by identity, never through its ``__eq__``; two look-alike functions that
    print alike are two different claims."""
    return (type(f), f) if type(f) in _VALUE_TYPES else (type(f), id(f))


def _check_text(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not str:
        msg = f"{attribute.name}={value!r} must be a str"
        raise InvalidArgument(msg)


def _check_predicate(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and not callable(value):
        msg = f"related={value!r} must be None or a function related(x, y) -> bool"
        raise InvalidArgument(msg)


@final
@attrs.frozen(repr=False)
class Relation:
    """A named neighbouring relation on a machine's data; guarantees are stated for one.

    ``related(x, y)``, when given, decides whether two data are neighbours; the audit checks
    it (``audit`` refuses a pair it does not relate, ``audit_domain`` audits every pair it
    relates). It must be symmetric and answer a ``bool``.

    Example:
        >>> BIT_FLIP, BIT_FLIP.meaning
        (BIT_FLIP, 'data are single bits; 0 and 1 are neighbours')
        >>> BIT_FLIP.related(0, 1), BIT_FLIP.related(0, 2)
        (True, False)
        >>> Relation("one answer", "any two answers of one person")
        Relation(name='one answer', meaning='any two answers of one person')

    ``origin``, when given, is the expression that built it (``sensitivity_relation(2)``), shown
    as its ``repr``; it takes no part in ``==``.
    """

    name: str = attrs.field(validator=_check_text)
    meaning: str = attrs.field(validator=_check_text)
    related: Callable[[Any, Any], bool] | None = attrs.field(default=None, validator=_check_predicate,
                                                             eq=value_key)
    origin: str | None = attrs.field(default=None, kw_only=True, eq=False, hash=False, validator=check_origin)
    claim: object = attrs.field(default=None, kw_only=True, repr=False, eq=value_key)
    """For a continual mechanism's certificate, the verification function it is stated for
    (``Verification.as_relation``): two certificates are for one function only if they hold one
    (``value_key``), however they print."""

    @override
    def __repr__(self) -> str:
        for name, constant in _CONSTANTS:
            if self is constant:
                return name
        if self.origin is not None:
            return self.origin
        related = self.related
        if related is None:
            shown = ""
        else:  # a caller's predicate by its name (machines.composite: the printing rule)
            shown = f", related={related!r}" if type(related) in _VALUE_TYPES else f", related={_fname(related)}"
        return f"Relation(name={self.name!r}, meaning={self.meaning!r}{shown})"


@final
@attrs.frozen
class _BitFlip:
    """0 and 1 (ints, numpy's integers too, as the bit primitives take them) are neighbours."""

    def __call__(self, x: object, y: object) -> bool:
        a, b = _bit(x), _bit(y)
        return a is not None and b is not None and a != b


def _bit(x: object) -> int | None:
    """``x`` as 0 or 1 if it is one of them as an int, a bool or a numpy integer or bool (what
    randomized response takes; by exact type: a subclass's ``==`` is never consulted), else ``None``."""
    if type(x) is int or type(x) is bool or (isinstance(x, np.integer | np.bool_) and type(x).__module__ == "numpy"):
        v = int(x)
        return v if v in (0, 1) else None
    return None


@final
@attrs.frozen
class _AnyTwo:
    """Every two data are neighbours."""

    def __call__(self, x: object, y: object) -> bool:
        return True


def _records(value: object) -> collections.Counter[object]:
    if type(value) not in (tuple, list, frozenset):
        msg = f"a data set must be a tuple, list or frozenset of records, got a {type(value).__name__}"
        raise InvalidArgument(msg)
    try:
        records: collections.Counter[object] = collections.Counter(value)  # type: ignore[call-overload]  # one of the three, checked above
        return records
    except TypeError as e:
        msg = f"the records of a data set must be hashable ({e})"
        raise InvalidArgument(msg) from e


@final
@attrs.frozen
class _AddRemoveOne:
    """Data sets (as multisets of records) that differ by one record added or removed."""

    def __call__(self, x: object, y: object) -> bool:
        a, b = _records(x), _records(y)
        return (a - b).total() + (b - a).total() == 1


@final
@attrs.frozen
class _SubstituteOne:
    """Data sets of equal size (as multisets of records) that differ in one record."""

    def __call__(self, x: object, y: object) -> bool:
        a, b = _records(x), _records(y)
        return a.total() == b.total() and (a - b).total() == 1


def _real(value: object) -> Fraction:
    """A finite real (an int, a float, a Fraction or a numpy number, not a bool), exactly."""
    try:
        v = check_real("value", value)
    except InvalidArgument:
        v = math.nan  # refused below, without showing the value
    if isinstance(v, float) and not math.isfinite(v):
        msg = f"a query value must be a finite int, float or Fraction, got a {type(value).__name__}"
        raise InvalidArgument(msg)
    return Fraction(v)


@final
@attrs.frozen
class WithinDistance:
    """The predicate ``|x − y| ≤ bound`` on real numbers, decided exactly (``sensitivity_relation``).

    Example:
        >>> WithinDistance(Fraction(1))(2, 3.0), WithinDistance(Fraction(1))(2, 3.5)
        (True, False)
    """

    bound: Fraction = attrs.field(converter=_real)

    def __call__(self, x: object, y: object) -> bool:
        return abs(_real(x) - _real(y)) <= self.bound


for _cls in (_BitFlip, _AnyTwo, _AddRemoveOne, _SubstituteOne, WithinDistance):
    compared_by_value(_cls)

BIT_FLIP: Final = Relation("bit flip", "data are single bits; 0 and 1 are neighbours", _BitFlip())
ADD_REMOVE_ONE: Final = Relation("add/remove one", "data sets that differ by adding or removing one record",
                                 _AddRemoveOne())
SUBSTITUTE_ONE: Final = Relation("substitute one", "data sets of equal size that differ in one record",
                                 _SubstituteOne())
ANY_TWO: Final = Relation("any two", "every pair of initial states is a neighbouring pair "
                          "(Henzinger–Safavi–Vadhan 2024, Cor 3.8, ∼01)", _AnyTwo())
_CONSTANTS: Final = (("BIT_FLIP", BIT_FLIP), ("ADD_REMOVE_ONE", ADD_REMOVE_ONE), ("SUBSTITUTE_ONE", SUBSTITUTE_ONE),
                     ("ANY_TWO", ANY_TWO))


def relates(relation: Relation, x: object, y: object) -> bool:
    """Whether ``relation`` relates ``x`` and ``y`` (a relation without a predicate relates every
    pair: the caller vouches for it). The data are never shown in an error.

    Raises:
        InvalidArgument: the predicate fails, or answers something other than a bool.

    Example:
        >>> relates(BIT_FLIP, 0, 1), relates(BIT_FLIP, 0, 0)
        (True, False)
    """
    given: object = relation
    if type(given) is not Relation:  # Relation is final: the exact type is the cheap test
        check_instance("relation", given, Relation, "a Relation, e.g. combinators.machines.BIT_FLIP")
    related = relation.related
    if related is None:
        return True
    try:
        answer: object = related(x, y)
    except InvalidArgument as e:
        msg = f"the relation {relation.name!r} cannot decide the pair: {e}"
        raise InvalidArgument(msg) from None
    except Exception as e:  # a caller's predicate: say which kind of failure, never the data
        msg = f"the relation {relation.name!r} raised {type(e).__name__} on the pair; its predicate must answer a bool"
        raise InvalidArgument(msg) from None
    if type(answer) is not bool:
        msg = f"the relation {relation.name!r} answered a {type(answer).__name__}, not a bool"
        raise InvalidArgument(msg)
    return answer


def check_related(relation: Relation, x: object, y: object) -> None:
    """Raise ``InvalidArgument`` unless ``relation`` relates ``x`` and ``y`` (``relates``).

    Example:
        >>> check_related(BIT_FLIP, 0, 1)
        >>> check_related(BIT_FLIP, 0, 0)
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: the two inputs are not neighbours under the relation 'bit flip' (data are single bits; 0 and 1 are neighbours); audit a pair it relates
    """
    if not relates(relation, x, y):
        msg = (f"the two inputs are not neighbours under the relation {relation.name!r} ({relation.meaning}); "
               "audit a pair it relates")
        raise InvalidArgument(msg)


def _check_measure(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not all(callable(getattr(value, name, None)) for name in ("check_level", "leq", "compose")):
        msg = f"measure={value!r} must be a distance measure, e.g. combinators.measures.PureDP()"
        raise InvalidArgument(msg)


def _check_relation(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, Relation):
        msg = f"relation={value!r} must be a Relation, e.g. combinators.machines.BIT_FLIP"
        raise InvalidArgument(msg)


_LEVEL_ERRORS: Final = (InvalidArgument, TypeError, ValueError, ArithmeticError)


def _check_numbers(level: object) -> None:
    """Rebuild an attrs level through its constructor, so its converters and validators run on the
    numbers it holds: a level forged past them (``object.__setattr__``, a crafted pickle) with a
    negative, NaN or wrongly-typed number is refused, and so is one whose numbers change when rebuilt."""
    if not attrs.has(type(level)):
        return
    again = attrs.evolve(level)  # type: ignore[misc]  # an attrs instance, checked above
    kind: Any = type(level)  # an attrs class, checked above
    for field in attrs.fields(kind):
        if not (field.init and field.eq):
            continue
        a, b = getattr(level, field.name), getattr(again, field.name)
        if type(a) is not type(b) or a != b:
            msg = f"its field {field.name} holds a {type(a).__name__} its constructor would not make"
            raise InvalidArgument(msg)


def _check_certificate(inst: Certificate[D], attribute: attrs.Attribute[D], value: D) -> None:
    try:
        inst.measure.check_level(value)
        _check_numbers(value)
    except _LEVEL_ERRORS as e:
        msg = (f"Certificate(measure={inst.measure!r}, level={_shown(value)}): the level is not a valid level of "
               f"the measure ({type(e).__name__}: {e})")
        raise InvalidArgument(msg) from None


def _shown(level: object) -> str:
    """``repr(level)``, or its type when a forged level cannot even show itself."""
    try:
        return repr(level)
    except Exception:  # a forged level's repr may fail on the numbers it holds
        return f"<a forged {type(level).__name__}>"


def _check_provenance(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_provenance(value)


_ASSERTED: Final = Asserted()


@final
@attrs.frozen
class Certificate(Generic[D]):
    """A guarantee: the machine is ``level``-𝒟-DP under ``measure`` for data related by ``relation``.

    ``provenance`` says where the guarantee comes from (module docs); one you build is
    ``Asserted`` unless you say more. Equality is by the claim (measure, level, relation).

    Example:
        >>> from combinators.measures import PureDP, Epsilon
        >>> c = Certificate(PureDP(), Epsilon(1.0), BIT_FLIP)
        >>> c.level, c.provenance
        (Epsilon(1.0), Asserted(justification=''))
    """

    measure: Measure[D] = attrs.field(validator=_check_measure)
    level: D = attrs.field(validator=_check_certificate)
    relation: Relation = attrs.field(validator=_check_relation)
    provenance: Provenance = attrs.field(default=_ASSERTED, validator=_check_provenance, eq=False)
    _issued_for: object = attrs.field(init=False, default=None, eq=False, repr=False)
    """The machine the library issued this certificate for (None: not issued, the caller's word)."""

    @override
    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        """Unpickle through the validators (a crafted pickle cannot skip the level checks)."""
        return certificate_from_parts, (self.measure, self.level, self.relation, self.provenance, self._issued_for)


def check_same_claim(a: Certificate[Any], b: Certificate[Any], measures_differ: Callable[[], Exception],
                     relations_differ: Callable[[], Exception]) -> None:
    """Raise ``measures_differ()`` unless ``a`` and ``b`` are under one measure, then
    ``relations_differ()`` unless for one relation: decided by exact type first, never through a
    caller's ``==`` across types (a measure whose ``__ne__`` says False to everything would
    otherwise pass as any other)."""
    if not same_value(a.measure, b.measure):
        raise measures_differ()
    if not same_value(a.relation, b.relation):
        raise relations_differ()


def certificate_from_parts(measure: Measure[D], level: D, relation: Relation, provenance: Provenance,
             issued_for: object) -> Certificate[D]:
    cert = Certificate(measure, level, relation, provenance)
    object.__setattr__(cert, "_issued_for", issued_for)
    return cert


def _check_machine(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, InteractiveMechanism):
        msg = f"machine={value!r} must be an InteractiveMechanism (or a NoninteractiveMechanism)"
        raise InvalidArgument(msg)


def _check_is_certificate(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, Certificate):
        msg = (f"certificate={value!r} must be a Certificate(measure, level, relation), e.g. "
               "Certificate(PureDP(), Epsilon(1.0), BIT_FLIP)")
        raise InvalidArgument(msg)


def _check_mechanism_origin(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not Shown:
        check_origin(inst, attribute, value)  # type: ignore[arg-type]  # None or a str, checked there


@final
@attrs.frozen(repr=False)
class Mechanism(Generic[X, S, Q, A, D]):
    """A machine with its certificate.

    ``P @ mech`` and ``g @ mech`` keep the certificate: post-processing by an IPM with one
    initial state, or by a function, never increases the divergence (Haney et al. 2023, Thm 2.17;
    Henzinger–Safavi–Vadhan 2024, Lemma 2.16).

    ``origin`` is the expression that built it, its ``repr``: the factories, compositors and
    ``@`` set it (a string, or a ``Shown`` template over the mechanisms it was built from); it
    takes no part in ``==``. Without one, it prints as ``Mechanism(machine=…, certificate=…)``.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> rr = randomized_response(e_eps=3)
        >>> rr, abs @ rr
        (randomized_response(e_eps=3), abs @ randomized_response(e_eps=3))
        >>> Mechanism(rr.machine, rr.certificate) == rr
        True
    """

    machine: InteractiveMechanism[X, S, Q, A] = attrs.field(validator=_check_machine)
    certificate: Certificate[D] = attrs.field(validator=_check_is_certificate)
    origin: str | Shown | None = attrs.field(default=None, kw_only=True, eq=False, hash=False,
                                             validator=_check_mechanism_origin)

    def _shown(self) -> Shown:
        """What it prints as (``composite._repr`` writes nested mechanisms out on a stack)."""
        o = self.origin
        if type(o) is Shown:
            return o
        if type(o) is str:
            return Shown((o,), ())
        return Shown(("Mechanism(machine=", ", certificate=", ")"), (self.machine, self.certificate))

    @override
    def __repr__(self) -> str:
        return repr(self._shown())

    @override
    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        """Pickle the origin as its text (a deep composition pickles without recursion), keeping
        whether it is an ``@`` expression (``abs @ copy`` then parenthesises it)."""
        o = self.origin
        flat = Shown((repr(self),), (), infix=o.infix) if isinstance(o, Shown) else o
        return _unpickle_mechanism, (self.machine, self.certificate, flat)

    @property
    def measure(self) -> Measure[D]:
        """The certificate's measure."""
        return self.certificate.measure

    @property
    def level(self) -> D:
        """The certificate's level."""
        return self.certificate.level

    def check(self, level: D) -> bool:
        """Whether this mechanism is ``level``-DP: derived from the certificate and ``leq``.

        Raises:
            IncompatibleMeasureError: ``level`` is not a level of the certificate's measure.
            InvalidArgument: ``level`` is forged (its numbers never passed its constructor).
        """
        measure = self.measure
        return measure.leq(self.level, measure.check_level(level))

    def postprocessed_by(
        self, p: InteractivePostprocessor[S1, Q2, A2, Q, A]
    ) -> Mechanism[X, PipelineState, Q2, A2, D]:
        """``P ∘* M`` with the same certificate (P must be an IPM: one initial state)."""
        return Mechanism(postprocess(p, self.machine), self.certificate, origin=_at(p, self))  # Post checks p

    @overload
    def __rmatmul__(  # type: ignore[overload-overlap]  # NIM first: the narrower result wins
        self: Mechanism[X, NIMState[X], object, A, D], g: Callable[[A], B]
    ) -> Mechanism[X, NIMState[X], object, B, D]: ...
    @overload
    def __rmatmul__(self, g: Callable[[A], B]) -> Mechanism[X, PipelineState, Q, B, D]: ...
    def __rmatmul__(self, g: Callable[[A], B]) -> object:
        """``g @ M``: post-process every answer; the certificate is kept (a NIM stays a NIM)."""
        m = self.machine
        origin = _at(_FunctionName(_fname(g)), self)  # g is checked where it is kept (map_release, MapAnswers)
        if isinstance(m, NoninteractiveMechanism):
            return Mechanism(map_release(g, m), self.certificate, origin=origin)
        return Mechanism(map_answers(g, m), self.certificate, origin=origin)


def _unpickle_mechanism(machine: object, certificate: object, origin: object) -> Mechanism[Any, Any, Any, Any, Any]:
    return Mechanism(machine, certificate, origin=origin)  # type: ignore[arg-type]  # the validators check them


@final
class _FunctionName(str):
    """A user's function in an ``@`` expression, shown by its name (module docs of ``composite``)."""

    __slots__ = ()

    @override
    def __repr__(self) -> str:
        return str(self)


def _at(left: object, right: Mechanism[Any, Any, Any, Any, Any]) -> Shown:
    """``left @ right``, with the right operand in parentheses when it is itself an ``@``
    expression (``@`` groups to the left: ``g @ (h @ m)``)."""
    o = right.origin
    if type(o) is Shown and o.infix:
        return Shown(("", " @ (", ")"), (left, right), infix=True)
    return Shown(("", " @ ", ""), (left, right), infix=True)


def certify_machine(machine: InteractiveMechanism[X, S, Q, A], measure: Measure[D], level: D,
                    relation: Relation, *, justification: str = "") -> Mechanism[X, S, Q, A, D]:
    """Attach a certificate you have proved to a machine: its provenance is ``Asserted``.

    The library does not check it, so compositors, filters and ``certify`` refuse it unless
    told ``trust_asserted=True``. ``justification`` says where the proof is; it is shown
    wherever the certificate is. For a finite machine, ``combinators.audit.certify_by_audit``
    checks the level exactly instead, and issues an ``Audited`` certificate accepted like a
    proved one.

    Example:
        >>> from combinators.measures import PureDP, Epsilon
        >>> from combinators.primitives import randomized_response
        >>> m = certify_machine(randomized_response(e_eps=3).machine, PureDP(), Epsilon(1.1), BIT_FLIP,
        ...                     justification="ln 3 < 1.1")
        >>> m.certificate.provenance, caller_assumptions_of(m)
        (Asserted(justification='ln 3 < 1.1'), ('asserted by the caller: ln 3 < 1.1',))
    """
    shown = "" if justification == "" else f", justification={literal(justification)}"
    origin = Shown(("certify_machine(", ", ", ", ", ", ", f"{shown})"), (machine, measure, level, relation))
    return Mechanism(machine, Certificate(measure, level, relation, Asserted(justification)), origin=origin)


def issue(machine: InteractiveMechanism[X, S, Q, A], measure: Measure[D], level: D, relation: Relation,
           provenance: Provenance, *, origin: str | Shown | None = None) -> Mechanism[X, S, Q, A, D]:
    """The library's own certified mechanism: the certificate is sealed to ``machine``;
    ``origin`` is the factory call or composing expression it prints as.

    For the library's factories, compositors, conversions and audit only: a certificate sealed
    here is taken at its provenance's word.
    """
    cert = Certificate(measure, level, relation, provenance)
    object.__setattr__(cert, "_issued_for", machine)
    return Mechanism(machine, cert, origin=origin)


_NOT_ISSUED: Final = ("its certificate was not issued by the library for this machine and level (a "
                      "proved certificate copied onto another machine, or restated, is the caller's word)")


def _reaches(machine: object, target: object) -> bool:
    """Whether ``target`` is ``machine`` or the machine inside post-processing wrappers of it (a
    loop: pipelines may be deep)."""
    m = machine
    while True:
        if m is target:
            return True
        if type(m) is Post or type(m) is MappedRelease:
            m = m.inner
            continue
        return False


def caller_assumptions_of(mechanism: Mechanism[Any, Any, Any, Any, Any]) -> tuple[str, ...]:
    """What ``mechanism``'s certificate takes on the caller's word (empty: nothing).

    An issued certificate on its machine, or on that machine post-processed, takes what its
    provenance takes (``caller_assumptions``); any other is the caller's word.
    """
    given: object = mechanism
    if type(given) is not Mechanism:  # Mechanism is final: the exact type is the cheap test
        check_instance("mechanism", given, Mechanism, "a certified Mechanism")
    return assumptions_for(mechanism.machine, mechanism.certificate)


def assumptions_for(machine: object, certificate: Certificate[Any]) -> tuple[str, ...]:
    """``caller_assumptions_of`` for a machine and a certificate kept apart (a composition's
    children and the certificates it stores)."""
    given: object = certificate
    if type(given) is not Certificate:  # set past Mechanism's validator
        return ("the certificate is not a Certificate",)
    issued = certificate._issued_for
    p = certificate.provenance
    if issued is machine and type(p) is Proved:  # a library certificate on its own machine: the common case
        return p.assumptions
    if issued is None or not _reaches(machine, issued):
        own = caller_assumptions(certificate.provenance)
        return own if type(certificate.provenance) is Asserted else (_NOT_ISSUED,)
    return caller_assumptions(certificate.provenance)


def kept_provenance(machine: object, certificate: Certificate[Any]) -> Provenance:
    """The provenance to carry over when the library re-issues ``certificate`` for a wrapper of
    ``machine`` (a null extension, a conversion's source): its own if it was issued for
    ``machine``, else the caller's word, so re-issuing never launders a copied certificate."""
    p = certificate.provenance
    issued = certificate._issued_for
    if type(p) is Asserted or (issued is not None and _reaches(machine, issued)):
        return p
    return Asserted(_NOT_ISSUED)


_PROVE_IT: Final = ("Prove it with a library factory, certify a finite machine with "
                     "combinators.audit.certify_by_audit, or")


def check_trusted(mechanisms: Sequence[Any], labels: Sequence[str], trust_asserted: object, *,
                  assumptions_of: Callable[[Any], tuple[str, ...]] = caller_assumptions_of,
                  prove_it: str = _PROVE_IT) -> tuple[str, ...]:
    """The premises a composition of ``mechanisms`` takes on the caller's word, each labelled.

    Raises ``InvalidArgument`` naming the first child with such premises unless
    ``trust_asserted`` is True; with it, the returned premises go into the composition's
    ``Proved(..., assumptions)``, so the trust stays visible. ``assumptions_of`` reads a child's
    premises (``caller_assumptions_of`` for a ``Mechanism``); ``prove_it`` says how else to
    make the child trusted.
    """
    trust = check_flag("trust_asserted", trust_asserted)
    out: list[str] = []
    for m, label in zip(mechanisms, labels, strict=True):
        for why in assumptions_of(m):
            if not trust:
                msg = (f"{label} rests on the caller's word ({why}); the library does not check it. {prove_it} "
                       "pass trust_asserted=True to accept it (the resulting certificate will say so)")
                raise InvalidArgument(msg)
            out.append(f"{label}: {why}")
    return tuple(out)


def issue_composed(machine: InteractiveMechanism[X, S, Q, A], certificate: Certificate[D], theorem: str | None,
                   children: Sequence[Mechanism[Any, Any, Any, Any, Any]], labels: Sequence[str],
                   trust_asserted: object, *, origin: str | Shown | None = None) -> Mechanism[X, S, Q, A, D]:
    """A compositor's certified result: ``check_trusted`` on its children, then ``certificate``
    issued for ``machine`` as ``Proved(theorem, premises)``; with ``theorem=None`` (a
    post-processing wrapper of one child) the child's own provenance is kept instead."""
    premises = check_trusted(children, labels, trust_asserted)
    c = certificate
    if theorem is None:
        (child,) = children
        provenance: Provenance = kept_provenance(child.machine, child.certificate)
    else:
        provenance = Proved(theorem, premises)
    return issue(machine, c.measure, c.level, c.relation, provenance, origin=origin)


def opt_in_premises(*, rule_is_valid: bool, trust_asserted: bool) -> tuple[str, ...]:
    """The premises a filter or an odometer takes on the caller's word, from its opt-in flags."""
    out = []
    if rule_is_valid:
        out.append("the rule is asserted valid by the caller (rule_is_valid=True)")
    if trust_asserted:
        out.append("children whose certificates rest on the caller's word are admitted (trust_asserted=True)")
    return tuple(out)


class Uncomposable:
    """Marks a certified object that is not a ``Mechanism`` and that no compositor of the engine
    may take (an ex-post private mechanism, ``combinators.expost.ExPostMechanism``): its class
    says why in ``REFUSAL``, the text every compositor quotes (``check_composable``)."""

    __slots__ = ()
    REFUSAL: ClassVar[str]


def composition_refusal(value: object) -> str | None:
    """Why the engine's compositors refuse ``value`` (an ``Uncomposable``), or ``None``: the one
    place the refusal comes from, for ``concurrent``, ``filtered``'s spawns, ``odometer``,
    ``ext_concurrent``'s creations and ``certify``."""
    if isinstance(value, Uncomposable):
        return f"cannot be composed here ({type(value).__name__}): {type(value).REFUSAL}"
    return None


def check_composable(value: object, label: str) -> None:
    """Raise ``CompositionForbidden`` naming ``label`` if ``value`` is ``Uncomposable``."""
    why = composition_refusal(value)
    if why is not None:
        msg = f"{label} {why}"
        raise CompositionForbidden(msg)

"""Where a certificate comes from: proved, converted, audited, or asserted by the caller (DESIGN.md §3).

A certificate states a level; its *provenance* says why the level holds:

- ``Proved(theorem)``: a library factory or a composition theorem, cited (e.g. "Dwork,
  McSherry, Nissim, Smith 2006, Thm 1" for Laplace). ``assumptions`` lists what the proof takes
  on the caller's word (an asserted child admitted with ``trust_asserted=True``, a rule passed
  with ``rule_is_valid=True``); a proof with assumptions is only as good as they are.
- ``Converted(conversion, theorem, source)``: one of the library's conversions
  (``to_zcdp``, ``to_renyi``, ``to_approx_dp``, ``to_tradeoff``) applied to a certificate
  whose provenance is ``source``.
- ``Audited(scope)``: the exact audit certified the level on every neighbouring pair of a
  declared finite domain (``combinators.audit.certify_by_audit``); ``scope`` says which.
- ``Asserted(justification)``: the caller's word (``certify_machine``, a ``Certificate`` built
  by hand, ``convert`` with a function of one's own). The library does not check it, so
  compositors, filters and ``certify`` refuse it unless told ``trust_asserted=True``.

These are records. The library seals the certificates it issues to the machine they were
issued for, so a proved certificate copied onto another machine, or restated at another level,
counts as asserted (``combinators.machines.certificate``).

Example:
    >>> caller_assumptions(Proved("Dwork, McSherry, Nissim, Smith 2006, Thm 1"))
    ()
    >>> caller_assumptions(Converted("to_zcdp", "Bun–Steinke 2016, Prop 1.4", Asserted("my proof")))
    ('asserted by the caller: my proof',)
"""

from __future__ import annotations

from typing import Any, Final, TypeAlias, final

import attrs
from typing_extensions import override

from .._validation import check_positive_int
from ..errors import InvalidArgument

__all__ = [
    "Asserted",
    "AuditScope",
    "Audited",
    "Converted",
    "Proved",
    "Provenance",
    "caller_assumptions",
    "describe_provenance",
]


def _text(name: str) -> Any:
    def check(inst: object, attribute: object, value: object) -> None:
        if type(value) is not str:
            msg = f"{name}={value!r} must be a str"
            raise InvalidArgument(msg)
    return check


def _texts(name: str) -> Any:
    def check(inst: object, attribute: object, value: object) -> None:
        if type(value) is not tuple or any(type(v) is not str for v in value):
            msg = f"{name}={value!r} must be a tuple of str"
            raise InvalidArgument(msg)
    return check


def _tuple(value: object) -> object:
    if isinstance(value, list):
        return tuple(value)
    return value


def _count(name: str) -> Any:
    def check(inst: object, attribute: object, value: object) -> None:
        check_positive_int(name, value)
    return check


@final
@attrs.frozen
class Proved:
    """Proved by a library factory or a composition theorem, cited in ``theorem``.

    ``assumptions`` are the premises the proof takes on the caller's word (empty: none).

    Example:
        >>> Proved("Vadhan–Wang 2021, Thm 3.1")
        Proved(theorem='Vadhan–Wang 2021, Thm 3.1', assumptions=())
    """

    theorem: str = attrs.field(validator=_text("theorem"))
    assumptions: tuple[str, ...] = attrs.field(default=(), converter=_tuple, validator=_texts("assumptions"))


@final
@attrs.frozen
class Asserted:
    """The caller's word, with an optional ``justification`` (where the proof is, who checked it).

    Example:
        >>> Asserted("proof in docs/proofs/threeway.md")
        Asserted(justification='proof in docs/proofs/threeway.md')
    """

    justification: str = attrs.field(default="", validator=_text("justification"))


@final
@attrs.frozen
class AuditScope:
    """What an audit-issued certificate covers (``combinators.audit.certify_by_audit``).

    Every pair of ``domain`` that ``relation`` relates was audited exactly, against every
    adversary that sends at most ``depth`` queries from ``queries``; ``complete`` says why that
    covers every run of the machine (a noninteractive machine answers once; an interactive one
    halted within ``depth`` on every branch, and answers any other query ``Invalid``). Values
    are shown by ``repr``.
    """

    measure: str = attrs.field(validator=_text("measure"))
    level: str = attrs.field(validator=_text("level"))
    relation: str = attrs.field(validator=_text("relation"))
    domain: tuple[str, ...] = attrs.field(converter=_tuple, validator=_texts("domain"))
    queries: tuple[str, ...] = attrs.field(converter=_tuple, validator=_texts("queries"))
    depth: int = attrs.field(validator=_count("depth"))
    pairs: int = attrs.field(validator=_count("pairs"))
    complete: str = attrs.field(validator=_text("complete"))

    @override
    def __str__(self) -> str:
        return (f"{self.measure} at {self.level} for the relation {self.relation!r}, on all {self.pairs} "
                f"neighbouring pair(s) of the domain [{', '.join(self.domain)}], every adversary of at most "
                f"{self.depth} queries from [{', '.join(self.queries)}]; {self.complete}")


@final
@attrs.frozen
class Audited:
    """Certified by the exact audit over every neighbouring pair of a declared finite domain."""

    scope: AuditScope


def _check_source(inst: object, attribute: object, value: Provenance) -> None:
    given: object = value  # a caller may pass anything: check it
    if type(given) not in _KINDS:
        msg = f"source={value!r} must be a provenance (Proved, Converted, Audited or Asserted)"
        raise InvalidArgument(msg)


@final
@attrs.frozen
class Converted:
    """A library conversion (``conversion``, by ``theorem``) of a certificate with provenance ``source``.

    Example:
        >>> Converted("to_zcdp", "Bun–Steinke 2016, Prop 1.4", Proved("Dwork et al. 2006, Thm 1")).source.theorem
        'Dwork et al. 2006, Thm 1'
    """

    conversion: str = attrs.field(validator=_text("conversion"))
    theorem: str = attrs.field(validator=_text("theorem"))
    source: Provenance = attrs.field(validator=_check_source)


Provenance: TypeAlias = Proved | Converted | Audited | Asserted
"""Where a certificate comes from."""

_KINDS: Final = (Proved, Converted, Audited, Asserted)


def check_provenance(value: object) -> Provenance:
    """``value`` if it is a provenance, else ``InvalidArgument``."""
    if type(value) not in _KINDS:
        msg = (f"provenance={value!r} must be Proved, Converted, Audited or Asserted "
               "(a certificate you write yourself is Asserted(justification))")
        raise InvalidArgument(msg)
    return value  # type: ignore[return-value]  # one of the four, by exact type


def _asserted(p: Asserted) -> str:
    return f"asserted by the caller: {p.justification}" if p.justification else "asserted by the caller"


def caller_assumptions(provenance: Provenance) -> tuple[str, ...]:
    """What ``provenance`` takes on the caller's word: empty for a proof, a library conversion of
    one, or an audit; the justification for an assertion; the premises of a proof built on one."""
    p: object = provenance
    while type(p) is Converted:
        p = p.source
    if type(p) is Asserted:
        return (_asserted(p),)
    if type(p) is Proved:
        return p.assumptions
    return ()


def describe_provenance(provenance: Provenance) -> dict[str, Any]:
    """A JSON-ready dict: ``{"kind": "proved" | "converted" | "audited" | "asserted", …}``.

    Example:
        >>> describe_provenance(Converted("to_zcdp", "Bun–Steinke 2016, Prop 1.4", Asserted()))
        {'kind': 'converted', 'conversion': 'to_zcdp', 'theorem': 'Bun–Steinke 2016, Prop 1.4', 'source': {'kind': 'asserted', 'justification': ''}}
    """
    out: dict[str, Any] = {}
    inner = out
    p: object = provenance
    while type(p) is Converted:  # a loop, not recursion: a long chain of conversions stays flat
        inner.update(kind="converted", conversion=p.conversion, theorem=p.theorem)
        inner["source"] = inner = {}
        p = p.source
    if type(p) is Proved:
        inner.update(kind="proved", theorem=p.theorem, assumptions=list(p.assumptions))
    elif type(p) is Audited:
        s = p.scope
        inner.update(kind="audited", scope={
            "measure": s.measure, "level": s.level, "relation": s.relation, "domain": list(s.domain),
            "queries": list(s.queries), "depth": s.depth, "pairs": s.pairs, "complete": s.complete})
    elif type(p) is Asserted:
        inner.update(kind="asserted", justification=p.justification)
    return out

"""The structure under a certified machine: what each of its parts is claimed at, through every wrapper.

A certificate claims a level for a whole machine. When the machine is built by the library's
combinators, parts of that claim can be checked against the structure: a filter inside is
certified at its budget and no lower, an odometer inside has no level at all, and a concurrent
composition inside is certified at ``concurrent_level`` of its children's certificates. Which
wrappers keep a certificate unchanged is the same list ``certify`` walks:

- post-processing: ``Post`` (``P ∘* M``, and ``g @ M`` through ``map_answers``; ``Chain`` only
  ever stands on the left of a ``Post``), ``MappedRelease`` (``g ∘ N``) and ``NullExtension``:
  the inner machine is claimed at the same certificate (Haney et al. 2023, Thm 2.17;
  Henzinger–Safavi–Vadhan 2024, Lemma 2.16; Vadhan–Wang 2021, Lemma 2 for the null extension);
- concurrent: ``ConComp`` and ``OrderedConComp``: the claim must cover ``concurrent_level`` of the
  certificates ``concurrent()`` recorded on the node (with the settings it recorded), and child
  ``j`` is claimed at certificate ``j``. A composition built without ``concurrent()`` records no
  certificates: its children, and everything below them, are visited with no claim (``None``).

``walk`` visits every other part (the *cores*) with the certificate it is claimed at, and
returns the first problem a visitor reports. It is iterative, so a pipeline nested thousands
deep costs no recursion, and a bare primitive, the common child, is visited at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from ..errors import CombinatorsError
from ..machines import Certificate, InteractiveMechanism, MappedRelease, Post
from .concomp import ConComp, NullExtension, OrderedConComp, concurrent_level

__all__ = ["STRUCTURED", "kind_test", "same", "walk"]

AnyCert = Certificate[Any]
Visitor = Callable[[InteractiveMechanism[Any, Any, Any, Any], "AnyCert | None"], "str | None"]

_POST: Final = (Post, MappedRelease, NullExtension)
_CONCURRENT: Final = (ConComp, OrderedConComp)
STRUCTURED: Final = (*_POST, *_CONCURRENT)
"""The machines ``walk`` looks through."""


def kind_test(*kinds: type, also: Callable[[type], bool] | None = None) -> Callable[[object], bool]:
    """``isinstance(x, kinds)`` (or ``also(type(x))``), remembered per exact type of ``x``.

    The machines are abstract classes, and ``isinstance`` against them asks ``ABCMeta`` (about
    100 ns per class); a spawn asks this for every child, so the answer is kept per type, keyed
    by the type's identity (a caller's metaclass cannot answer ``==`` or ``hash`` for it).
    ``also`` must give one answer per type for good: it is asked once."""
    seen: dict[int, tuple[type, bool]] = {}

    def test(value: object) -> bool:
        t = type(value)
        hit = seen.get(id(t))
        if hit is not None and hit[0] is t:
            return hit[1]
        found = issubclass(t, kinds) or (also is not None and also(t))
        seen[id(t)] = (t, found)  # keeps t alive, so its id is never reused for another type
        return found

    return test


_is_structured: Final = kind_test(*STRUCTURED)
_is_post: Final = kind_test(*_POST)
_is_concurrent: Final = kind_test(*_CONCURRENT)


def same(ours: object, theirs: object) -> bool:
    """``ours == theirs`` decided by exact type first, so a caller's object whose ``__eq__``
    answers True to everything is never taken for one of the library's values."""
    return ours is theirs or (type(ours) is type(theirs) and bool(ours == theirs))


def walk(machine: InteractiveMechanism[Any, Any, Any, Any], claim: AnyCert | None, visit: Visitor) -> str | None:
    """Visit every core of ``machine`` with the certificate it is claimed at (module docs).

    Returns:
        The first problem ``visit`` reports, or one found at a concurrent node (a claim below
        what the composition theorem gives its recorded children), else ``None``.
    """
    if not _is_structured(machine):  # a primitive or a filter: no wrapper to look through
        return visit(machine, claim)
    stack: list[tuple[InteractiveMechanism[Any, Any, Any, Any], AnyCert | None]] = [(machine, claim)]
    while stack:
        m, c = stack.pop()
        while _is_post(m):
            m = m.inner  # type: ignore[attr-defined]  # Post, MappedRelease and NullExtension have one
        if isinstance(m, _CONCURRENT):
            if c is None or not _recorded(m):  # nothing to check the children's claims against
                stack.extend((child, None) for child in m.children)
                continue
            problem = _concurrent(m, c)
            if problem is not None:
                return problem
            stack.extend(zip(m.children, m.certificates, strict=True))
            continue
        problem = visit(m, c)
        if problem is not None:
            return problem
    return None


def _recorded(machine: ConComp[Any, Any, Any] | OrderedConComp[Any, Any, Any]) -> bool:
    """Whether ``concurrent()`` recorded the node's certificates and settings (one per child)."""
    return machine.settings is not None and len(machine.certificates) == len(machine.children)


def _concurrent(machine: ConComp[Any, Any, Any] | OrderedConComp[Any, Any, Any], claim: AnyCert) -> str | None:
    """Whether ``claim`` covers the level the composition theorem gives the recorded children.

    A claim under another measure is a conversion of that level, which the conversion's own
    certificate answers for; the children are still walked at their recorded certificates."""
    certs, settings = machine.certificates, machine.settings
    if settings is None:  # not reached: the walk checks _recorded first
        return None
    try:
        proved = concurrent_level(*certs, finite_communication=settings.finite_communication,
                                  delta_g=settings.delta_g)
    except (CombinatorsError, ArithmeticError, TypeError, ValueError) as e:
        return (f"divergence cannot be parsed: a concurrent composition inside the child cannot be "
                f"certified from its children's certificates ({type(e).__name__}: {e})")
    if not same(proved.measure, claim.measure):
        return None
    if not (same(proved.relation, claim.relation) and proved.measure.leq(proved.level, claim.level)):
        return (f"divergence cannot be parsed: a concurrent composition inside the child is certified at "
                f"{proved.level!r} by {proved.theorem}, which the claimed {claim.level!r} does not cover "
                "(spawn concurrent(...) itself, not a restated Mechanism)")
    return None

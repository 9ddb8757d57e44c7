"""Auditing every neighbouring pair of a finite domain, and certificates issued by the audit.

``audit`` decides a claim on one pair of inputs. ``audit_domain`` decides it on every pair of a
declared finite domain that the relation's predicate ``related(x, y)`` relates, so the answer
covers the relation on that domain, not one pair. ``certify_by_audit`` is the short honest path
for the author of a new finite primitive: when every pair is ``CERTIFIED`` it returns a
``Mechanism`` whose certificate is ``Audited`` (with the audit's scope), which compositors,
filters and ``certify`` accept like a proved one.

An audit covers adversaries that send at most ``depth`` queries from ``queries``. The issued
certificate covers *every* run of the machine it is attached to:

- a noninteractive machine answers its first query and then only ``HALT``, whatever the query,
  so any ``depth >= 1`` covers it;
- an interactive machine must surely answer ``HALT`` to every query of the alphabet once
  ``depth`` queries have been answered, from every input of the domain (checked exactly;
  otherwise ``certify_by_audit`` refuses: audit deeper), and it is wrapped in a
  ``QueryGuard`` that answers any query outside the alphabet ``Invalid`` without touching the
  machine. An ``Invalid`` answer is a function of the query alone, so the guard is
  post-processing (Haney et al. 2023, Thm 2.17) and the audited level holds for the guarded
  machine against every adversary.

The guarantee holds for data in the declared domain: that the data come from it is the
caller's premise, as a sensitivity bound is for a noise primitive.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, Generic, TypeVar, final

import attrs
from typing_extensions import override

from .._validation import check_instance, check_int, check_positive_int, check_str, check_tuple_of
from ..errors import InvalidArgument, InvalidData
from ..machines import HALT, Halt, InteractiveMechanism, Invalid, Mechanism, NoninteractiveMechanism, Relation, relates
from ..machines.certificate import issue
from ..machines.composite import Shown
from ..machines.provenance import AuditScope, Audited
from ..measures import Measure, Verdict
from ..prob import DEFAULT_BRANCH_BUDGET, Coins, enumerate_step
from ._exact import DEFAULT_HISTORY_BUDGET, AuditResult, audit
from ._observe import Interner, check_hashable, same_value
from ._views import check_depth

__all__ = ["DomainAudit", "DomainGuard", "PairAudit", "QueryGuard", "audit_domain", "certify_by_audit"]

X = TypeVar("X")
S = TypeVar("S")
Q = TypeVar("Q")
A = TypeVar("A")
D = TypeVar("D")


@final
@attrs.frozen
class PairAudit:
    """The audit of one neighbouring pair: positions ``i < j`` in the domain, and the result."""

    i: int = attrs.field(validator=lambda _i, a, v: _check_field(a.name, v))
    j: int = attrs.field(validator=lambda _i, a, v: _check_field(a.name, v))
    result: AuditResult[Any, Any] = attrs.field(validator=lambda _i, a, v: _check_field(a.name, v))


@final
@attrs.frozen
class DomainAudit:
    """The audit of every neighbouring pair of a finite domain.

    ``verdict`` is ``CERTIFIED`` iff every pair is, ``VIOLATED`` if some pair is, else
    ``INCONCLUSIVE``; ``pairs`` lists each pair audited (all of them, unless the audit stopped at
    the first pair that was not certified, as ``certify_by_audit`` does).
    """

    verdict: Verdict = attrs.field(validator=lambda _i, a, v: _check_field(a.name, v))
    pairs: tuple[PairAudit, ...] = attrs.field(
        validator=lambda _i, a, v: check_tuple_of(a.name, v, PairAudit, "a tuple of PairAudit"))
    reason: str = attrs.field(validator=lambda _i, a, v: _check_field(a.name, v))


def _check_field(name: str, value: object) -> None:
    """The plain fields of ``PairAudit`` and ``DomainAudit``."""
    if name in ("i", "j"):
        check_int(name, value, minimum=0)
    elif name == "result":
        check_instance(name, value, AuditResult, "an AuditResult")
    elif name == "verdict":
        check_instance(name, value, Verdict, "a Verdict")
    else:
        check_str(name, value)


def _check_domain(domain: object) -> tuple[object, ...]:
    if isinstance(domain, str | bytes) or not isinstance(domain, Sequence):
        msg = f"domain={domain!r} must be a sequence of the data the mechanism may be run on (at least two)"
        raise InvalidArgument(msg)
    items = tuple(domain)
    if len(items) < 2:
        msg = f"domain={domain!r} must list at least two data: a pair of neighbours is audited at a time"
        raise InvalidArgument(msg)
    seen: set[tuple[type, object]] = set()
    for i, x in enumerate(items):
        check_hashable(f"domain[{i}]", x)
        key = (type(x), x)
        if key in seen:
            msg = f"domain[{i}]={x!r} is listed twice; list each datum once"
            raise InvalidArgument(msg)
        seen.add(key)
    return items


def _pairs(relation: object, items: tuple[object, ...]) -> list[tuple[int, int]]:
    if not isinstance(relation, Relation) or relation.related is None:
        msg = (f"relation={relation!r} must be a Relation with a predicate related(x, y), which decides "
               "the neighbouring pairs of the domain (e.g. BIT_FLIP, ADD_REMOVE_ONE, sensitivity_relation(1))")
        raise InvalidArgument(msg)
    out = []
    for i in range(len(items)):
        for j in range(i + 1, len(items)):
            there, back = relates(relation, items[i], items[j]), relates(relation, items[j], items[i])
            if there != back:
                msg = (f"the relation {relation.name!r} relates domain[{i}] and domain[{j}] in one order only; "
                       "a neighbouring relation is symmetric")
                raise InvalidArgument(msg)
            if there:
                out.append((i, j))
    if not out:
        msg = (f"the relation {relation.name!r} relates no two data of the domain: there is nothing to audit, "
               "and an audit of nothing certifies nothing")
        raise InvalidArgument(msg)
    return out


def _audit_pairs(machine: InteractiveMechanism[Any, Any, Any, Any], measure: object, level: object,
                 relation: object, domain: object, queries: Sequence[object], depth: int, branch_budget: int,
                 history_budget: int, stop: bool) -> tuple[tuple[object, ...], DomainAudit]:
    depth = check_depth(depth)
    items = _check_domain(domain)
    found: list[PairAudit] = []
    for i, j in _pairs(relation, items):
        result = audit(machine, items[i], items[j], queries, depth, measure, level,  # type: ignore[call-overload]  # the claim is the caller's
                       branch_budget=branch_budget, history_budget=history_budget)
        found.append(PairAudit(i, j, result))
        if stop and result.verdict is not Verdict.CERTIFIED:
            break
    verdicts = [p.result.verdict for p in found]
    failed = next((p for p in found if p.result.verdict is not Verdict.CERTIFIED), None)
    if failed is None:
        verdict, reason = Verdict.CERTIFIED, f"all {len(found)} neighbouring pair(s) of the domain are certified"
    else:
        verdict = Verdict.VIOLATED if Verdict.VIOLATED in verdicts else Verdict.INCONCLUSIVE
        first = next(p for p in found if p.result.verdict is verdict)
        reason = (f"the pair domain[{first.i}], domain[{first.j}] is {verdict.value}: {first.result.reason}")
    return items, DomainAudit(verdict, tuple(found), reason)


def audit_domain(
    mechanism: Mechanism[X, S, Q, A, Any] | InteractiveMechanism[X, S, Q, A],
    domain: Sequence[X],
    queries: Sequence[Q],
    depth: int,
    measure: Measure[Any] | None = None,
    level: object = None,
    relation: Relation | None = None,
    *,
    branch_budget: int = DEFAULT_BRANCH_BUDGET,
    history_budget: int = DEFAULT_HISTORY_BUDGET,
) -> DomainAudit:
    """Audit a claim on every neighbouring pair of a finite domain (each pair as ``audit`` does).

    Args:
        mechanism: a finite machine, or a certified mechanism (its certificate gives the claim
            and the relation unless they are passed).
        domain: every datum the mechanism may be run on, each once.
        queries, depth: the adversaries' alphabet and most queries, as in ``audit``.
        measure, level: the claim (both, or neither for a certified mechanism).
        relation: the neighbouring relation; it must have a predicate ``related(x, y)``.

    Returns:
        ``DomainAudit``: ``CERTIFIED`` iff every related pair (``i < j``; the audit checks
        both directions) is certified.

    Raises:
        InvalidArgument: a domain of fewer than two data or with repeats, a relation without a
            predicate, one that is not symmetric on the domain or relates no pair, and what
            ``audit`` raises.

    Example:
        >>> from combinators.machines import BIT_FLIP
        >>> from combinators.primitives import randomized_response
        >>> audit_domain(randomized_response(e_eps=3), [0, 1], [None], 1).verdict
        Verdict.CERTIFIED
    """
    given: object = mechanism
    if isinstance(given, Mechanism):
        machine = given.machine
        if measure is None and level is None:
            measure, level = given.measure, given.level
        relation = given.certificate.relation if relation is None else relation
    elif isinstance(given, InteractiveMechanism):
        machine = given
    else:
        msg = f"mechanism={mechanism!r} must be an InteractiveMechanism or a certified Mechanism"
        raise InvalidArgument(msg)
    if measure is None or level is None:
        msg = "pass both measure= and level= for a raw machine (the claim to audit)"
        raise InvalidArgument(msg)
    return _audit_pairs(machine, measure, level, relation, domain, queries, depth, branch_budget, history_budget,
                        stop=False)[1]


def _check_machine(value: object) -> None:
    check_instance("inner", value, InteractiveMechanism, "an InteractiveMechanism")


def _in(alphabet: tuple[object, ...], query: object) -> bool:
    """Membership by exact type first: a query's own ``__eq__`` is never consulted."""
    return any(type(a) is type(query) and a == query for a in alphabet)


@final
@attrs.frozen(repr=False)
class QueryGuard(InteractiveMechanism[X, S, Q, "A | Invalid"], Generic[X, S, Q, A]):
    """``inner``, answering only the queries of ``queries`` (the audited alphabet); any other
    query gets ``Invalid`` and changes nothing (post-processing: the answer is a function of the
    query alone)."""

    inner: InteractiveMechanism[X, S, Q, A] = attrs.field(validator=lambda _i, a, v: _check_machine(v))
    queries: tuple[object, ...] = attrs.field(
        validator=lambda _i, a, v: check_tuple_of(a.name, v, None, "a non-empty tuple", nonempty=True))
    domain: tuple[object, ...] | None = attrs.field(default=None, validator=lambda _i, a, v: _check_domain_field(v))

    @override
    def __repr__(self) -> str:
        shown = "" if self.domain is None else f", domain={self.domain!r}"
        return f"QueryGuard({self.inner!r}, queries={self.queries!r}{shown})"

    @override
    def init(self, data: X, /) -> S:
        if self.domain is not None:
            _check_in_domain(self.domain, data)
        return self.inner.init(data)

    @override
    def step(self, state: S, query: Q, coins: Coins, /) -> tuple[S, A | Invalid | Halt]:
        if not _in(self.queries, query):
            return state, Invalid(f"invalid query: this mechanism was audited for the queries {list(self.queries)!r} "
                                  "only")
        return self.inner.step(state, query, coins)


@final
@attrs.frozen(repr=False)
class DomainGuard(NoninteractiveMechanism[X, A], Generic[X, A]):
    """A noninteractive ``inner`` that releases only on data of its audited ``domain``: its
    ``Audited`` certificate says nothing of other data, so other data are refused (``InvalidData``,
    naming only the type) instead of released."""

    inner: NoninteractiveMechanism[X, A] = attrs.field(validator=lambda _i, a, v: _check_release(v))
    domain: tuple[object, ...] = attrs.field(
        validator=lambda _i, a, v: check_tuple_of(a.name, v, None, "a non-empty tuple", nonempty=True))

    @override
    def __repr__(self) -> str:
        return f"DomainGuard({self.inner!r}, domain={self.domain!r})"

    @override
    def release(self, data: X, coins: Coins, /) -> A:
        _check_in_domain(self.domain, data)
        return self.inner.release(data, coins)


def _check_domain_field(value: object) -> None:
    if value is not None:
        check_tuple_of("domain", value, None, "a non-empty tuple", nonempty=True)


def _check_release(value: object) -> None:
    check_instance("inner", value, NoninteractiveMechanism, "a NoninteractiveMechanism")


def _check_in_domain(domain: tuple[object, ...], data: object) -> None:
    """Refuse data outside an audited domain (by type and value: a datum's own ``==`` is not
    consulted), naming only its type: the data are the curator's."""
    if not any(same_value(d, data) for d in domain):
        msg = (f"this mechanism was audited on a declared domain only (combinators.audit.certify_by_audit), and the "
               f"data (a {type(data).__name__}) are not in it")
        raise InvalidData(msg)


def _halts_within(machine: InteractiveMechanism[Any, Any, Any, Any], items: tuple[object, ...],
                  queries: Sequence[object], depth: int, branch_budget: int) -> str | None:
    """None if every run from the domain surely answers HALT to every query once ``depth`` queries
    are answered, else why not."""
    states = Interner()  # states merged by (type, value), as the audit merges them: True is not 1
    frontier: dict[int, object] = {}
    for x in items:
        s0 = machine.init(x)
        frontier.setdefault(states.code(s0, "state"), s0)
    for _ in range(depth):
        if not frontier:  # every run has halted
            return None
        nxt: dict[int, object] = {}
        for s in frontier.values():
            for q in queries:
                for (s2, a), _p in enumerate_step(machine.step, s, q, branch_budget=branch_budget):
                    if not isinstance(a, Halt):
                        nxt.setdefault(states.code(s2, "state"), s2)
        frontier = nxt
    for s in frontier.values():
        for q in queries:
            for (_s2, a), _p in enumerate_step(machine.step, s, q, branch_budget=branch_budget):
                if a is not HALT:
                    return (f"a run has not halted after depth={depth} queries (query {q!r} is answered after "
                            "that); audit deeper, or make the machine halt")
    return None


_NIM_COMPLETE: Final = "complete: a noninteractive machine answers one query, then only HALT"


def certify_by_audit(
    machine: InteractiveMechanism[X, S, Q, A],
    measure: Measure[D],
    level: D,
    relation: Relation,
    domain: Sequence[X],
    queries: Sequence[Q],
    depth: int,
    *,
    branch_budget: int = DEFAULT_BRANCH_BUDGET,
    history_budget: int = DEFAULT_HISTORY_BUDGET,
) -> Mechanism[X, Any, Q, Any, D]:
    """A certified mechanism whose certificate the exact audit proved on a declared finite domain.

    Every pair of ``domain`` that ``relation`` relates is audited (``audit_domain``); when all
    are ``CERTIFIED``, the result carries ``Audited(scope)`` and is accepted by compositors,
    filters and ``certify`` like a proved certificate. A noninteractive machine is returned as
    it is; an interactive one must halt within ``depth`` on every run (checked exactly) and is
    wrapped in a ``QueryGuard`` for the alphabet (module docs).

    Args:
        machine: a finite machine (its draws enumerable, its states hashable).
        measure, level: the claim.
        relation: the neighbouring relation, with a predicate ``related(x, y)``.
        domain: every datum the mechanism may be run on.
        queries, depth: the alphabet and the most queries of the audited adversaries.

    Returns:
        ``Mechanism`` with ``provenance = Audited(AuditScope(...))``.

    Raises:
        InvalidArgument: the audit does not certify some pair (the message says which and why;
            ``audit_domain`` gives the witnesses), a run of an interactive machine does not halt
            within ``depth``, and what ``audit_domain`` raises.

    Privacy: ``level`` under ``measure`` for data of ``domain`` related by ``relation``, against
        every adversary. The caller must ensure that the data come from ``domain``.

    Example:
        >>> from combinators.machines import BIT_FLIP
        >>> from combinators.measures import PureDP, Epsilon
        >>> from combinators.primitives import RandomizedResponse
        >>> from fractions import Fraction
        >>> m = certify_by_audit(RandomizedResponse(Fraction(3, 4)), PureDP(), Epsilon(1.1), BIT_FLIP, [0, 1], [None], 1)
        >>> print(m.certificate.provenance.scope)
        PureDP() at Epsilon(1.1) for the relation 'bit flip', on all 1 neighbouring pair(s) of the domain [0, 1], every adversary of at most 1 queries from [None]; complete: a noninteractive machine answers one query, then only HALT
    """
    given: object = machine
    if not isinstance(given, InteractiveMechanism):
        msg = (f"machine={machine!r} must be an InteractiveMechanism (a raw machine: certify_by_audit issues its "
               "certificate)")
        raise InvalidArgument(msg)
    depth = check_depth(depth)  # a numpy int as an int, in the scope too
    items, found = _audit_pairs(machine, measure, level, relation, domain, queries, depth, branch_budget,
                                history_budget, stop=True)
    if found.verdict is not Verdict.CERTIFIED:
        msg = f"the audit does not certify {level!r} under {measure!r}: {found.reason}"
        raise InvalidArgument(msg)
    alphabet = tuple(queries)
    certified: InteractiveMechanism[X, Any, Q, Any]
    if isinstance(machine, NoninteractiveMechanism):
        certified, complete = DomainGuard(machine, items), _NIM_COMPLETE
    else:
        why = _halts_within(machine, items, alphabet, depth, branch_budget)
        if why is not None:
            msg = f"certify_by_audit covers every run only if the machine halts within the audited depth: {why}"
            raise InvalidArgument(msg)
        certified = QueryGuard(machine, alphabet, items)
        complete = (f"complete: every run halts within {depth} queries from the alphabet, and any other query is "
                    "answered Invalid by the QueryGuard")
    scope = AuditScope(repr(measure), repr(level), relation.name, tuple(repr(x) for x in items),
                       tuple(repr(q) for q in alphabet), depth, len(found.pairs), complete)
    origin = Shown(("certify_by_audit(", ", ", ", ", ", ", f", {list(items)!r}, {list(alphabet)!r}, {depth})"),
                   (machine, measure, level, relation))
    return issue(certified, measure, level, relation, Audited(scope), origin=origin)

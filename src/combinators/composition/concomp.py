"""Concurrent composition ConComp, its ordered variant, and the null-query extension.

``concurrent(M_0, …, M_{k−1})`` runs ``k`` interactive mechanisms on the same data with
independent coins; the analyst interleaves messages ``(j, q)`` in any order, and child ``j``
sees only its own queries (seed 004 Def 6; seed 000 Alg 1). Three choices the papers leave open
or make differently, fixed here once:

- **Indices are 0-based**, as in seed 004 (``M_0, …, M_{k−1}``, ``j ∈ [k]``) and in Python;
  seed 000 counts from 1. A message is the pair ``(j, q)`` in seed 000's order.
- **An unparsable message, or an index out of range, gets an ``Invalid`` answer and changes
  nothing** (seed 000's "invalid query"). Seed 004 halts instead, which would end every child
  on a typo. The ``Invalid`` answer is a function of the message alone, so the adversary could
  have computed it without asking: answering it is post-processing (seed 000 Thm 2.17) and costs
  no privacy, and a ``Session`` turns it into ``InvalidQuery`` without committing anything.
- **When a child halts, only that child stops.** Its ``HALT`` reaches the analyst as
  ``ChildHalted(j)`` (the composition itself never answers ``HALT``), and later messages to it
  get ``Invalid``; the others go on. This is the composition, in the papers' sense, of the
  children ``P_j ∘* M_j`` where ``P_j`` (one initial state) turns ``HALT`` into ``ChildHalted(j)``
  and answers ``Invalid`` itself from then on: each ``P_j ∘* M_j`` keeps ``M_j``'s certificate
  (seed 000 Thm 2.17) and never halts, so the theorems apply unchanged.

The certified level comes from the capability table (``capabilities.py``): the sum for pure,
RDP_α and zCDP children; for (ε,δ) children seed 004's Thm 4.1, or, when every child has finite
communication, any non-interactive bound (basic, or optimal at a target ``δ_g``: seed 000
Thm 1.8); ⊗ of trade-off curves for f-DP children with finite communication. The statement and
the citation behind each certificate are kept in ``ConComp.theorem`` and ``ConcurrentLevel``.

``ordered_concurrent`` (seed 004 Def 7: the t-th message goes to child ``t mod k``) and
``null_extension`` (Def 8: a ``NULL`` message repeats the last answer) are the two halves of
Lemma 2, which reduces every interleaving to the ordered one; the tests check the reduction
exactly.

ConComp's state is the tuple of its children's states: ``k`` is fixed when it is built, so a
step copies ``k`` references, never a growing history (a filter, whose children accumulate,
keeps them in a persistent vector instead; DESIGN.md §1).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final, Generic, TypeVar, cast, final

import attrs
from typing_extensions import Self, override

from .._literal import NamedConstant
from .._typing import A, Q, S, X
from .._validation import check_instance, check_sequence_of, check_str
from ..accounting.concurrent_bounds import concurrent_approx
from ..accounting.optimal_composition import optimal
from ..errors import IncompatibleMeasureError, InvalidArgument
from ..machines import (
    HALT,
    Certificate,
    ChildHalted,
    Halt,
    InteractiveMechanism,
    Invalid,
    Mechanism,
    NoninteractiveMechanism,
    Relation,
)
from ..machines.composite import Composite, Shown, literal, short_repr
from ..machines.certificate import certificate_from_parts as _certificate_from, check_composable, check_same_claim, issue_composed
from ..measures import ZCDP, ApproxDP, EpsDelta, Measure
from ..prob import Coins
from .capabilities import Adaptivity, Capability, Combinator, Condition, Rule, Status, measure_name, require, sharing_hint

__all__ = [
    "NULL",
    "ChildHalted",
    "ConComp",
    "ConcurrentLevel",
    "ConcurrentSettings",
    "Null",
    "NullExtension",
    "OrderedConComp",
    "concurrent",
    "concurrent_level",
    "null_extension",
    "ordered_concurrent",
]

L = TypeVar("L")


class Null(NamedConstant, bare=True):
    """The null query of seed 004 Def 8 (a message "beginning with 0"), and the empty answer λ
    a null-extended machine gives before its first real answer."""

    NULL = "NULL"


NULL: Final = Null.NULL


class _Closed(NamedConstant, bare=True):
    """The state of a child that has halted (its own state is dropped: it holds no more data)."""

    CLOSED = "closed"


_CLOSED: Final = _Closed.CLOSED


def _children(value: Sequence[InteractiveMechanism[X, Any, Q, A]]) -> tuple[InteractiveMechanism[X, Any, Q, A], ...]:
    if type(value) is tuple:
        return value
    return tuple(check_sequence_of("children", value, lambda _, c: cast("InteractiveMechanism[X, Any, Q, A]", c),
                                   what="a sequence of machines"))


def _check_machine(name: str, value: object) -> None:
    if not isinstance(value, InteractiveMechanism):
        msg = (f"{name}={value!r} must be an InteractiveMechanism (for a certified mechanism "
               "pass its .machine, or use concurrent(...))")
        raise InvalidArgument(msg)


def _check_children(inst: object, attribute: object, value: tuple[object, ...]) -> None:
    if not value:
        msg = f"{type(inst).__name__} needs at least one child machine, got none"
        raise InvalidArgument(msg)
    for i, c in enumerate(value):
        _check_machine(f"children[{i}]", c)


def _check_inner(inst: object, attribute: object, value: InteractiveMechanism[Any, Any, Any, Any]) -> None:
    _check_machine("inner", value)


def check_theorem(inst: object, attribute: object, value: str) -> None:
    """The validator of a machine's ``theorem``: a str (the statement its certificate rests on)."""
    check_str("theorem", value)


def _certificates(value: object) -> tuple[Certificate[Any], ...]:
    return tuple(check_sequence_of("certificates", value, lambda name, c: check_instance(name, c, Certificate,
                                                                                        "a Certificate"),
                                   what="a sequence of the children's certificates"))


def _check_settings(inst: object, attribute: object, value: ConcurrentSettings | None) -> None:
    if value is not None:
        check_instance("settings", value, ConcurrentSettings, "None or a ConcurrentSettings")


def _replace(states: tuple[object, ...], j: int, new: object) -> tuple[object, ...]:
    return (*states[:j], new, *states[j + 1:])


@attrs.frozen(repr=False, eq=False)
class _Composition(Composite):
    """``repr``, ``==``, ``hash`` and ``pickle`` of ``ConComp`` and ``OrderedConComp``, walking
    compositions of compositions on a stack (``Composite``): ``Name((c0, c1, …))``, equal by the
    children alone (the theorem, certificates and settings are records, as they are for ``==``).

    The records are keyword-only fields here; each subclass declares ``children`` with its own
    type parameters, which the type checker needs to infer ``ConComp((m0, m1))``."""

    children: tuple[InteractiveMechanism[Any, Any, Any, Any], ...]
    theorem: str = attrs.field(kw_only=True, default="", eq=False, validator=check_theorem)
    certificates: tuple[Certificate[Any], ...] = attrs.field(kw_only=True, default=(), eq=False, repr=False,
                                                             converter=_certificates)
    """The children's certificates, in order (set by the factory; ``certify`` reads them)."""
    settings: ConcurrentSettings | None = attrs.field(kw_only=True, default=None, eq=False, repr=False,
                                                      validator=_check_settings)
    """The ``finite_communication`` and ``delta_g`` the factory certified with (``certify`` reads
    them node by node); ``None`` for a raw composition."""

    @override
    def _parts(self) -> tuple[Any, ...]:
        return self.children

    @override
    def _texts(self) -> tuple[str, ...]:
        k = len(self.children)
        return (f"{type(self).__name__}((", *([", "] * (k - 1)), ",))" if k == 1 else "))")

    @override
    def _fields(self) -> tuple[Any, ...]:
        # each certificate as its parts: its machine, a child, is then sent as a reference to the
        # child's node, not a copy (a hand-built composition may hold anything there)
        given: tuple[object, ...] = self.certificates
        return self.theorem, tuple(c.__reduce__()[1] if type(c) is Certificate else c for c in given), self.settings

    @override
    @classmethod
    def _build(cls, fields: tuple[Any, ...], parts: tuple[Any, ...]) -> Self:
        theorem, certificates, settings = fields
        certs = tuple(_certificate_from(*c) if type(c) is tuple else c for c in certificates)
        return cls(parts, theorem=theorem, certificates=certs, settings=settings)


@final
@attrs.frozen
class ConcurrentSettings:
    """What a concurrent composition was certified with, beyond its children's certificates."""

    finite_communication: bool
    delta_g: float | Fraction | None = None


@final
@attrs.frozen(repr=False, eq=False)
class ConComp(_Composition, InteractiveMechanism[X, tuple[object, ...], tuple[int, Q], "A | ChildHalted | Invalid"],
              Generic[X, Q, A]):
    """``ConComp(M_0, …, M_{k−1})`` (seed 004 Def 6; seed 000 Alg 1) as a raw machine.

    ``init(data)`` starts every child on ``data``; ``(j, q)`` is answered by child ``j`` (0-based)
    from its own state, with coins drawn independently. A message that is not such a pair, or
    names no live child, gets ``Invalid`` and leaves the state unchanged; a child's ``HALT``
    becomes ``ChildHalted(j)`` (module docs). ``concurrent(...)`` builds a certified one.

    ``theorem`` records why the certificate holds (set by ``concurrent``; empty for a raw
    machine); it takes no part in equality.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> from combinators.prob import sampled_coins
        >>> rr = randomized_response(e_eps=3).machine
        >>> m = ConComp((rr, rr))
        >>> s = m.init(1)
        >>> s2, a = m.step(s, (0, None), sampled_coins(0))
        >>> a in (0, 1), m.step(s2, (0, None), sampled_coins(0))[1]
        (True, ChildHalted(index=0))
        >>> s3, a = m.step(s, (2, None), sampled_coins(0))
        >>> s3 == s, a
        (True, Invalid(reason='mechanism index 2 is out of range: the messages are (j, q) with j in range(2) (0-based)'))
    """

    children: tuple[InteractiveMechanism[X, Any, Q, A], ...] = attrs.field(converter=_children,
                                                                          validator=_check_children)

    @override
    def init(self, data: X, /) -> tuple[object, ...]:
        return tuple(c.init(data) for c in self.children)

    @override
    def step(self, state: tuple[object, ...], query: tuple[int, Q], coins: Coins, /
             ) -> tuple[tuple[object, ...], A | ChildHalted | Invalid | Halt]:
        msg: object = query  # the analyst may send anything: parse it
        k = len(self.children)
        if not isinstance(msg, tuple) or len(msg) != 2:
            return state, Invalid(f"message {msg!r} is not a pair (j, q): j is the index of a mechanism "
                                  f"in range({k}) (0-based), q its query")
        j, q = msg
        if type(j) is not int:  # exactly an int: not a bool, nor a subclass that compares as it likes
            return state, Invalid(f"mechanism index {j!r} in message {msg!r} must be an int in range({k}) (0-based)")
        if not 0 <= j < k:
            return state, Invalid(f"mechanism index {j} is out of range: the messages are (j, q) with j "
                                  f"in range({k}) (0-based)")
        sj = state[j]
        if sj is _CLOSED:
            return state, Invalid(f"mechanism {j} has halted; it answers no more queries (the others go on)")
        s2, a = self.children[j].step(sj, cast(Q, q), coins)
        if isinstance(a, Halt):
            return _replace(state, j, _CLOSED), ChildHalted(j)
        if s2 is sj:  # the child refused or answered without changing: the same state value
            return state, a
        return _replace(state, j, s2), a


@final
@attrs.frozen(repr=False, eq=False)
class OrderedConComp(_Composition, InteractiveMechanism[X, tuple[int, tuple[object, ...]], Q, "A | ChildHalted"],
                     Generic[X, Q, A]):
    """``ConComp_ord(M_0, …, M_{k−1})`` (seed 004 Def 7): the t-th message (from 0) goes to
    child ``t mod k``, whatever it is.

    The state is ``(t mod k, children's states)``. A child's ``HALT`` becomes
    ``ChildHalted(j)``, and so does every later turn of that child (the turn still passes).

    Example:
        >>> from fractions import Fraction
        >>> from combinators.audit import view_distribution
        >>> from combinators.testing._machine_strategies import RRBits
        >>> m = OrderedConComp((RRBits(Fraction(1)), RRBits(Fraction(1))))
        >>> view_distribution(m, (0, 1), {(): 1, ((1, 1),): 0}, 2).support   # child 0 then child 1
        (((1, 1), (0, 0)),)
    """

    children: tuple[InteractiveMechanism[X, Any, Q, A], ...] = attrs.field(converter=_children,
                                                                          validator=_check_children)

    @override
    def init(self, data: X, /) -> tuple[int, tuple[object, ...]]:
        return 0, tuple(c.init(data) for c in self.children)

    @override
    def step(self, state: tuple[int, tuple[object, ...]], query: Q, coins: Coins, /
             ) -> tuple[tuple[int, tuple[object, ...]], A | ChildHalted | Halt]:
        j, states = state
        nxt = (j + 1) % len(self.children)
        sj = states[j]
        if sj is _CLOSED:
            return (nxt, states), ChildHalted(j)
        s2, a = self.children[j].step(sj, query, coins)
        if isinstance(a, Halt):
            return (nxt, _replace(states, j, _CLOSED)), ChildHalted(j)
        return (nxt, _replace(states, j, s2)), a


@final
@attrs.frozen(repr=False, eq=False)
class NullExtension(Composite, InteractiveMechanism[X, "tuple[S, A | Null | Halt]", "Q | Null", "A | Null"],
                    Generic[X, S, Q, A]):
    """``M̃`` (seed 004 Def 8): a real query goes to ``M``; a ``NULL`` query is ignored and
    answered with the last answer again (``NULL`` before the first, ``HALT`` after a halt).

    The state is ``(M's state, last answer)``.

    Example:
        >>> from fractions import Fraction
        >>> from combinators.prob import sampled_coins
        >>> from combinators.testing._machine_strategies import RRBits
        >>> m = NullExtension(RRBits(Fraction(1)))
        >>> s = m.init((1,))
        >>> m.step(s, NULL, sampled_coins(0))
        (((1,), NULL), NULL)
        >>> s, a = m.step(s, 0, sampled_coins(0))
        >>> a, m.step(s, NULL, sampled_coins(0))[1]
        (1, 1)
    """

    inner: InteractiveMechanism[X, S, Q, A] = attrs.field(validator=_check_inner)

    # repr, ==, hash and pickle walk nested wrappers on a stack (``Composite``)
    @override
    def _parts(self) -> tuple[Any, ...]:
        return (self.inner,)

    @override
    def _texts(self) -> tuple[str, ...]:
        return "NullExtension(", ")"

    @override
    @classmethod
    def _build(cls, fields: tuple[Any, ...], parts: tuple[Any, ...]) -> NullExtension[Any, Any, Any, Any]:
        return cls(parts[0])

    @override
    def init(self, data: X, /) -> tuple[S, A | Null | Halt]:
        return self.inner.init(data), NULL

    @override
    def step(self, state: tuple[S, A | Null | Halt], query: Q | Null, coins: Coins, /
             ) -> tuple[tuple[S, A | Null | Halt], A | Null | Halt]:
        s, last = state
        if isinstance(query, Null):
            return state, last
        if isinstance(last, Halt):
            return state, HALT
        s2, a = self.inner.step(s, query, coins)
        return (s2, a), a


# ---------------------------------------------------------------------------------------------
# The certified level
# ---------------------------------------------------------------------------------------------


def _check_theorem(inst: object, attribute: attrs.Attribute[str], value: object) -> None:
    if not check_str("theorem", value):
        msg = "theorem='' must say the statement and citation the level rests on"
        raise InvalidArgument(msg)


def _check_basis(inst: ConcurrentLevel[Any], attribute: attrs.Attribute[Capability], value: object) -> None:
    """The level is a certificate's (measure, level and relation checked as ``Certificate`` checks
    them) under a concurrent-composition theorem of the table for that measure."""
    Certificate(inst.measure, inst.level, inst.relation)
    row = check_instance("capability", value, Capability, "a row of the capability table (lookup(...))")
    if row.status is not Status.THEOREM or row.combinator is not Combinator.CONCURRENT or (
            row.measure != measure_name(inst.measure)):
        msg = (f"capability={row} must be a theorem of concurrent composition for {inst.measure!r} "
               "(the row concurrent_level used; look it up with lookup(...))")
        raise InvalidArgument(msg)


@final
@attrs.frozen
class ConcurrentLevel(Generic[L]):
    """The level a concurrent composition is certified at, and the theorem behind it.

    A report of ``concurrent_level``: it prints as the class call that rebuilds it, and one built
    by hand is held to the shape of a report (a level of its measure, a theorem of the table for
    it), not to the truth of its level, which only ``concurrent_level`` computes. Its
    ``certificate`` is not issued: as a certificate it is the caller's word.

    Example:
        >>> from combinators.machines import BIT_FLIP
        >>> from combinators.measures import Rho
        >>> basis = concurrent_level(Certificate(ZCDP(), Rho(0.25), BIT_FLIP), Certificate(ZCDP(), Rho(0.5), BIT_FLIP))
        >>> basis.level, basis.capability.citation
        (Rho(0.75), 'seed 000 Thm 4.5 (Lyu 2022); the additive filter Thm 4.10 (Haney et al. 2023)')
    """

    measure: Measure[L]
    level: L
    relation: Relation
    theorem: str = attrs.field(validator=_check_theorem)
    capability: Capability = attrs.field(validator=_check_basis)

    @property
    def certificate(self) -> Certificate[L]:
        """The certificate of the composition."""
        return Certificate(self.measure, self.level, self.relation)


def _check_shared(certs: Sequence[Certificate[L]], labels: Sequence[str]) -> None:
    first = certs[0]
    for i in range(1, len(certs)):
        c = certs[i]
        check_same_claim(c, first, lambda: IncompatibleMeasureError(
            f"{labels[i]} is under {c.measure!r} but {labels[0]} is under {first.measure!r}; "
            f"{sharing_hint(c.measure, first.measure)}"), lambda: InvalidArgument(
            f"{labels[i]} is certified for the relation {c.relation.name!r} but {labels[0]} for "
            f"{first.relation.name!r}; concurrent composition needs one neighbouring relation "
            "(restate one certificate, e.g. by group privacy, before composing)"))


def _theorem(what: str, citation: str) -> str:
    return f"{what} — {citation}"


_THM_4_1: Final = "seed 004 Thm 4.1 (Vadhan–Wang 2021)"
_THM_1_8: Final = "seed 000 Thm 1.8 (Lyu 2022; Vadhan–Zhang 2023)"


def _approx(certs: Sequence[Certificate[L]], finite_communication: bool,
            delta_g: float | Fraction | None) -> tuple[EpsDelta, str, Capability]:
    measure = certs[0].measure
    levels = [ApproxDP().check_level(c.level) for c in certs]
    conditions = (Condition.FINITE_COMMUNICATION,) if finite_communication else ()
    eps = [x.epsilon for x in levels]
    deltas = [x.delta for x in levels]
    cap = require(measure, Combinator.CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE, conditions=conditions)
    custom = None if delta_g is None else require(measure, Combinator.CONCURRENT, Adaptivity.FIXED, Rule.CUSTOM,
                                                  conditions=conditions)
    if any(math.isinf(e) for e in eps):
        return EpsDelta(math.inf, 1.0), _theorem("a child has ε = inf: only the trivial level holds", cap.citation), cap
    if not finite_communication:
        what = "(Σε_i, min_π Σ_i δ_π(i)·exp(Σ_{j<i} ε_π(j))) for any interactive children"
        return concurrent_approx(eps, deltas), _theorem(what, _THM_4_1), cap
    basic = ApproxDP().compose(levels)
    if custom is not None and delta_g is not None:
        best = optimal(eps, deltas, delta_g)
        if best.epsilon < basic.epsilon:
            what = (f"optimal composition at δ_g = {delta_g!r} (Kairouz–Oh–Viswanath 2015; Murtagh–Vadhan 2016), "
                    "valid concurrently for children with finite communication")
            return best, _theorem(what, _THM_1_8), custom
    what = "basic composition (Σε_i, Σδ_i), valid concurrently for children with finite communication"
    return basic, _theorem(what, _THM_1_8), cap


def _certified(certs: Sequence[Certificate[L]], labels: Sequence[str], finite_communication: bool,
               delta_g: float | Fraction | None) -> ConcurrentLevel[L]:
    check_finite_communication(finite_communication, allow_none=False)
    if not certs:
        msg = ("concurrent composition needs at least one mechanism, got none (there is no measure to "
               "certify an empty composition under)")
        raise InvalidArgument(msg)
    _check_shared(certs, labels)
    first = certs[0]
    measure = first.measure
    name = measure_name(measure)
    if delta_g is not None and name != "ApproxDP":
        msg = (f"delta_g={delta_g!r} is a target δ for (ε,δ) children, but the children are under {measure!r}; "
               "convert them to ApproxDP explicitly first, or omit delta_g")
        raise InvalidArgument(msg)
    if name == "ApproxDP":
        level, theorem, cap = _approx(certs, finite_communication, delta_g)
        return ConcurrentLevel(measure, cast(L, level), first.relation, theorem, cap)
    conditions = (Condition.FINITE_COMMUNICATION,) if finite_communication else ()
    cap = require(measure, Combinator.CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE, conditions=conditions)
    total = measure.compose([c.level for c in certs])
    return ConcurrentLevel(measure, total, first.relation, _theorem(cap.statement, cap.citation), cap)


def concurrent_level(*certificates: Certificate[L], finite_communication: bool = False,
                     delta_g: float | Fraction | None = None) -> ConcurrentLevel[L]:
    """The level at which ``ConComp`` of children with these certificates is certified.

    A pure function of the certificates (no machines, no data), so a static certifier can fold
    it; ``concurrent`` uses it.

    - pure, RDP_α, zCDP: the measure's basic composition, the sum (seed 004 Thm 3.1; seed 000
      Thm 1.9/4.3, 4.5);
    - (ε,δ): seed 004 Thm 4.1, ``(Σε_i, min_π Σ_i δ_π(i)·exp(Σ_{j<i} ε_π(j)))``; with
      ``finite_communication``, basic composition ``(Σε_i, Σδ_i)``, or the optimal composition
      at ``delta_g`` when that lowers ε (seed 000 Thm 1.8);
    - f-DP: ``⊗ f_i`` (``FDP().compose``), with ``finite_communication`` only (seed 000 Thm 1.8).

    Args:
        certificates: one per child, all under one measure and one relation.
        finite_communication: the caller asserts that every child exchanges a bounded number of
            messages.
        delta_g: a target δ for (ε,δ) children with finite communication: try the optimal bound.

    Returns:
        ``ConcurrentLevel`` with the level (rounded toward the weaker guarantee), the statement
        and citation used, and the capability-table entry.

    Raises:
        InvalidArgument: no certificates; different relations; ``delta_g`` for other children.
        IncompatibleMeasureError: different measures (names the positions and the conversion).
        CompositionForbidden: the capability table refuses (approximate zCDP, f-DP without
            finite communication, ``delta_g`` without it, a measure it does not cover).

    Example:
        >>> from combinators.machines import BIT_FLIP
        >>> two = [Certificate(ApproxDP(), EpsDelta(0.5, 1e-6), BIT_FLIP)] * 2
        >>> concurrent_level(*two).level                    # seed 004 §4.4: (1, (1 + e^0.5)·1e-6)
        EpsDelta(1.0, 2.64872127070012...e-06)
        >>> concurrent_level(*two, finite_communication=True).level
        EpsDelta(1.0, 2e-06)

    References: seed 004 Def 6, Thm 3.1, Thm 4.1; seed 000 Alg 1, Thm 1.8, 1.9, 4.5.
    """
    for i, c in enumerate(certificates):
        check_instance(f"certificates[{i}]", c, Certificate, "a Certificate (e.g. a mechanism's .certificate)")
    labels = [f"mechanism {i} ({c!r})" for i, c in enumerate(certificates)]
    return _certified(certificates, labels, finite_communication, delta_g)


def _labels(mechanisms: Sequence[Mechanism[Any, Any, Any, Any, Any]]) -> list[str]:
    """How error messages name each child: its index and its machine, cut short (``short_repr``),
    so a composition nested thousands deep is not written out to name a child."""
    return [f"mechanism {i} ({short_repr(m.machine)})" for i, m in enumerate(mechanisms)]


def _mechanisms(mechanisms: Sequence[object]) -> None:
    for i, m in enumerate(mechanisms):
        check_composable(m, f"mechanism {i}")
        if not isinstance(m, Mechanism):
            msg = (f"mechanism {i} ({m!r}) is not a certified Mechanism; certify it first "
                   "(combinators.machines.certify_machine), or compose raw machines with ConComp((m0, m1, …))")
            raise InvalidArgument(msg)


def check_finite_communication(value: object, *, allow_none: bool) -> None:
    """Raise unless ``value`` is a bool (or ``None`` where inferring it is allowed): a truthy
    string must not stand for an assertion about the children."""
    if not (isinstance(value, bool) or (allow_none and value is None)):
        msg = (f"finite_communication={value!r} must be True, False or None (infer it)" if allow_none
               else f"finite_communication={value!r} must be True or False")
        raise InvalidArgument(msg)


def _finite_communication(mechanisms: Sequence[Mechanism[X, Any, Q, A, L]], declared: bool | None) -> bool:
    check_finite_communication(declared, allow_none=True)
    if declared is not None:
        return declared
    return all(isinstance(m.machine, NoninteractiveMechanism) for m in mechanisms)


def concurrent(*mechanisms: Mechanism[X, Any, Q, A, L], finite_communication: bool | None = None,
               delta_g: float | Fraction | None = None, trust_asserted: bool = False
               ) -> Mechanism[X, tuple[object, ...], tuple[int, Q], A | ChildHalted | Invalid, L]:
    """``ConComp(M_0, …, M_{k−1})``: interleaved queries ``(j, q)`` to k mechanisms on the same data.

    Child ``j`` (0-based) sees only its own queries and draws its own coins. An unparsable
    message, or an index out of range, gets ``Invalid`` and changes nothing; when a child
    answers ``HALT`` the analyst gets ``ChildHalted(j)``, that child is closed, and the others go
    on (module docs: why these choices keep the theorems). With one mechanism the messages are
    still ``(0, q)``.

    Args:
        mechanisms: certified mechanisms under one measure and one neighbouring relation.
        finite_communication: whether every child exchanges a bounded number of messages.
            ``None`` infers it: True when every child is a noninteractive mechanism (one
            answer, then ``HALT``). Needed for f-DP children, and for (ε,δ) children to get
            basic or optimal composition instead of seed 004 Thm 4.1.
        delta_g: for (ε,δ) children with finite communication, a target δ at which the optimal
            composition is tried; it is used when it gives a smaller ε than basic composition.
        trust_asserted: accept children whose certificates rest on the caller's word
            (``certify_machine``, a hand-made ``Certificate``); their assertions are listed in
            the result's ``Proved(..., assumptions)``. Without it such a child is refused.

    Returns:
        A certified ``Mechanism`` whose machine is a ``ConComp``; ``machine.theorem`` names the
        theorem its certificate comes from (``concurrent_level``).

    Raises:
        InvalidArgument: no mechanisms; a raw machine; different relations; a bad keyword.
        IncompatibleMeasureError: children under different measures (it names both positions
            and the explicit conversion to use).
        CompositionForbidden: the capability table has no theorem for it (with the citation).

    Privacy: level-𝒟-DP for every adversary that interleaves its queries in any order, where
        the level is ``concurrent_level`` of the children's certificates. The caller must
        ensure that the certificates are true and, when passing ``finite_communication=True``,
        that every child exchanges a bounded number of messages.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> from combinators.machines import to_zcdp, open_session
        >>> m = concurrent(randomized_response(e_eps=3), randomized_response(e_eps=3))
        >>> m.level                                        # ln 3 + ln 3, rounded up
        Epsilon(2.1972245773362205)
        >>> m.machine.theorem
        'Σε_i for interactive children queried in any interleaving — seed 004 Thm 3.1 (Vadhan–Wang 2021)'
        >>> s = open_session(m, 1, seed=0)
        >>> s.ask((1, None)) in (0, 1), s.ask((1, None))
        (True, ChildHalted(index=1))
        >>> concurrent(randomized_response(e_eps=3), to_zcdp(randomized_response(e_eps=3)))
        Traceback (most recent call last):
        ...
        combinators.errors.IncompatibleMeasureError: mechanism 1 (RandomizedResponse(keep=Fraction(3, 4))) is under ZCDP() but mechanism 0 (RandomizedResponse(keep=Fraction(3, 4))) is under PureDP(); convert explicitly with combinators.machines.to_zcdp

    References: seed 004 Def 6, Thm 3.1, Thm 4.1; seed 000 Alg 1, Thm 1.8, Thm 2.17.
    """
    return _composed(ConComp, "concurrent", mechanisms, finite_communication, delta_g, trust_asserted)


def ordered_concurrent(*mechanisms: Mechanism[X, Any, Q, A, L], finite_communication: bool | None = None,
                       delta_g: float | Fraction | None = None, trust_asserted: bool = False
                       ) -> Mechanism[X, tuple[int, tuple[object, ...]], Q, A | ChildHalted, L]:
    """``ConComp_ord(M_0, …, M_{k−1})`` (seed 004 Def 7): the t-th message goes to child ``t mod k``.

    Certified at ``concurrent_level`` of the children, like ``concurrent``: it is ``concurrent``
    post-processed by the interactive post-processor that sends its t-th message as
    ``(t mod k, q)`` (seed 000 Thm 2.17). Arguments and errors as in ``concurrent``.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> ordered_concurrent(randomized_response(e_eps=3), randomized_response(e_eps=3)).machine
        OrderedConComp((RandomizedResponse(keep=Fraction(3, 4)), RandomizedResponse(keep=Fraction(3, 4))))

    References: seed 004 Def 7 and Lemma 2.
    """
    return _composed(OrderedConComp, "ordered_concurrent", mechanisms, finite_communication, delta_g,
                     trust_asserted)


def _composed(kind: type[ConComp[Any, Any, Any]] | type[OrderedConComp[Any, Any, Any]], name: str,
              mechanisms: Sequence[Mechanism[X, Any, Q, A, L]], finite_communication: bool | None,
              delta_g: float | Fraction | None, trust_asserted: bool) -> Mechanism[Any, Any, Any, Any, L]:
    """``kind`` of the mechanisms' machines, certified by the concurrent composition theorem that
    applies to their certificates (the body of ``concurrent`` and ``ordered_concurrent``)."""
    _mechanisms(mechanisms)
    fc = _finite_communication(mechanisms, finite_communication)
    labels = _labels(mechanisms)
    basis = _certified([m.certificate for m in mechanisms], labels, fc, delta_g)
    machine = kind(tuple(m.machine for m in mechanisms), theorem=basis.theorem,
                   certificates=tuple(m.certificate for m in mechanisms), settings=ConcurrentSettings(fc, delta_g))
    origin = _call(name, mechanisms, finite_communication=finite_communication, delta_g=delta_g,
                   trust_asserted=trust_asserted)
    return issue_composed(machine, basis.certificate, basis.theorem, mechanisms, labels, trust_asserted, origin=origin)


def null_extension(mechanism: Mechanism[X, S, Q, A, L], *, trust_asserted: bool = False) -> Mechanism[X, tuple[S, A | Null | Halt], Q | Null, A | Null, L]:
    """``M̃`` (seed 004 Def 8): ``NULL`` messages are ignored and answered with the last answer.

    Privacy: the same certificate as ``mechanism``. ``M̃`` is ``P ∘* M`` for the interactive
    post-processor ``P`` that remembers the last answer and answers ``NULL`` queries itself; it has
    one initial state, so the divergence cannot grow (Haney et al. 2023, Thm 2.17). A mechanism whose
    certificate rests on the caller's word is refused unless ``trust_asserted=True`` (and stays
    asserted).

    Example:
        >>> from combinators.primitives import randomized_response
        >>> m = null_extension(randomized_response(e_eps=3))
        >>> m.level == randomized_response(e_eps=3).level
        True

    References: seed 004 Def 8 and Lemma 2.
    """
    _mechanisms((mechanism,))
    machine: NullExtension[X, S, Q, A] = NullExtension(mechanism.machine)
    origin = _call("null_extension", (mechanism,), trust_asserted=trust_asserted)
    return issue_composed(machine, mechanism.certificate, None, (mechanism,), ("the mechanism",), trust_asserted,
                          origin=origin)


def _call(name: str, mechanisms: Sequence[Mechanism[Any, Any, Any, Any, Any]], **options: object) -> Shown:
    """``name(m_0, …, key=value, …)``: the mechanisms are kept (written out only when printed),
    the options other than their defaults (None, False) as literals."""
    shown = "".join(f", {k}={literal(v)}" for k, v in options.items() if v is not None and v is not False)
    if not mechanisms:
        return Shown((f"{name}({shown.removeprefix(', ')})",), ())
    return Shown((f"{name}(", *[", "] * (len(mechanisms) - 1), f"{shown})"), tuple(mechanisms))

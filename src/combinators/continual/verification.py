"""Verification functions (Henzinger–Safavi–Vadhan 2024, §3–§5, §8, §12–§14): which pairs of
message sequences an adversary may send in the privacy game of a continual mechanism.

Each is a ``Verification`` (``combinators.machines``): an incremental checker whose state
after each message pair says whether the sequence is still valid, so ``verifier(f)`` costs O(1)
per message however long the stream. Each declares whether it is first-pair consistent (Def
5.12).

- For one mechanism (§3.1 and the neighbouring notions listed after Def 3.7):

  - ``im_style(∼)``: an interactive mechanism's ∼-neighbouring data, then identical queries
    (first-pair consistent);
  - ``event_level(∼)``: streams of updates that differ in at most one position, there by ∼;
  - ``user_level(user_of)``: the positions where the streams differ all hold one user's records;
  - ``interleaved(f, is_query)``: queries mixed into the updates, every query pair identical and
    the updates checked by ``f``;
  - ``sequence_relation(∼)``: the two message sequences so far are ∼-related, for a relation on
    sequences of every length (Remark 7.1).

- For ``ext_concurrent()``: ``suitable()`` (Def 4.5) and the compositions built on it, each a
  ``CompositionRule`` that says what suitability does not (which creations, how many
  mechanisms may see differing messages); ``combinators.continual.compositions`` has the
  compositions of §4 and §12–§14.

Messages are compared the way the game needs: a pair is *identical* only if its two messages
are the same object or equal plain values (``identical``), never by a caller's ``==``, which
could call two different messages equal and hide a differing pair.
"""

from __future__ import annotations

import abc
from collections.abc import Callable
from fractions import Fraction
from typing import Any, ClassVar, Final, Generic, TypeAlias, TypeVar, final

import attrs
from typing_extensions import override

from .._validation import check_instance
from ..composition import Create, PVector, pvector
from ..errors import InvalidArgument
from ..machines import (ANY_TWO, INVALID, Mechanism, Rejected, Relation, Verification, caller_assumptions_of,
                        compared_by_value, relates, value_key)

__all__ = [
    "CompositionRule",
    "EventLevel",
    "IMStyle",
    "Interleaved",
    "Pair",
    "PairVerification",
    "SequenceRelation",
    "Suitable",
    "SuitableState",
    "UserLevel",
    "event_level",
    "identical",
    "im_style",
    "interleaved",
    "sequence_relation",
    "suitable",
    "user_level",
]

R = TypeVar("R")

Pair: TypeAlias = "tuple[Any, Any]"
"""A message of the game: the two messages ``(m0, m1)``, of which ℐ(b) forwards ``m_b``."""

_PLAIN: Final = (type(None), bool, int, str, bytes, Fraction)


def identical(m0: object, m1: object) -> bool:
    """Whether ``m0`` and ``m1`` are one message: the same object, or equal values of one plain
    type (None, bool, int, float, str, bytes, Fraction, and tuples and frozensets of them).

    A caller's class is never asked (its ``==`` could call different messages equal), so two
    distinct look-alike objects count as differing: the conservative answer, since a differing
    pair is the one that costs privacy. NaN differs from itself.

    Example:
        >>> identical((1, "a"), (1, "a")), identical(1, True), identical(0.0, -0.0)
        (True, False, False)
    """
    if m0 is m1:
        return True
    t = type(m0)
    if t is not type(m1):
        return False
    if t in _PLAIN:
        return (m0 == m1) is True
    if t is float:  # -0.0 == 0.0 but they are different messages (1/x tells them apart)
        return (m0 == m1) is True and str(m0) == str(m1)
    if t is tuple:
        a: tuple[object, ...] = m0  # type: ignore[assignment]  # t is tuple
        b: tuple[object, ...] = m1  # type: ignore[assignment]
        return len(a) == len(b) and all(identical(x, y) for x, y in zip(a, b))
    if t is frozenset:
        fa: frozenset[object] = m0  # type: ignore[assignment]  # t is frozenset
        fb: frozenset[object] = m1  # type: ignore[assignment]
        return len(fa) == len(fb) and all(type(x) in _PLAIN for x in fa) and (fa == fb) is True
    return False


def _pair(message: object) -> tuple[Any, Any] | None:
    """The two halves of a message, or None if it is not a pair (Remark 3.6: never valid)."""
    if type(message) is tuple and len(message) == 2:
        return message[0], message[1]
    return None


V = TypeVar("V")


class PairVerification(Verification[Pair, V]):
    """A verification function of a game: every message is a pair ``(m0, m1)``, and one that is
    not is never valid (Henzinger–Safavi–Vadhan 2024, Remark 3.6).

    Subclass requirements: ``start``, ``first_pair_consistent`` and ``step_pair``.
    """

    __slots__ = ()

    @abc.abstractmethod
    def step_pair(self, state: V, m0: Any, m1: Any, /) -> V | Rejected:
        """The state after the pair ``(m0, m1)``, or ``INVALID``."""

    @override
    @final
    def step(self, state: V, message: Pair, /) -> V | Rejected:
        pair = _pair(message)
        if pair is None:
            return INVALID
        return self.step_pair(state, pair[0], pair[1])


# ---------------------------------------------------------------------------------------------
# one mechanism
# ---------------------------------------------------------------------------------------------

def _check_relation(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not Relation:
        msg = f"{attribute.name}={value!r} must be a Relation, e.g. combinators.machines.BIT_FLIP"
        raise InvalidArgument(msg)


def _related(relation: Relation, m0: object, m1: object) -> bool:
    """Whether ``relation`` relates the two messages; a predicate that cannot decide (it raises or
    answers a non-bool) relates nothing, so the pair is not valid."""
    try:
        return relates(relation, m0, m1)
    except InvalidArgument:
        return False


@attrs.frozen(repr=False)
class _OneRelatedPair(PairVerification[bool]):
    """Every pair identical but one, which ``relation`` relates; ``first_only``: that one may
    only be the first message. Its state is whether the one pair has been used up: O(1)."""

    relation: Relation = attrs.field(validator=_check_relation)
    first_only: ClassVar[bool]

    @override
    def start(self) -> bool:
        return False

    @override
    def step_pair(self, state: bool, m0: Any, m1: Any, /) -> bool | Rejected:
        if identical(m0, m1):  # identical messages cost nothing: a mechanism may see no difference at all
            return True if self.first_only else state
        if state or not _related(self.relation, m0, m1):
            return INVALID
        return True

    @override
    def first_pair_consistent(self) -> bool:
        return self.first_only


@final
@compared_by_value
@attrs.frozen(repr=False)
class IMStyle(_OneRelatedPair):
    """f_∼ (Henzinger–Safavi–Vadhan 2024, §3.1 and §5.3): the first pair is two data related by
    ``relation``, or one datum twice (a continual mechanism built by ``as_continual`` takes its
    data as its first message), every later pair two identical queries. First-pair consistent
    (Def 5.12).

    Its state is whether the data pair has been seen.
    """

    first_only: ClassVar[bool] = True

    @override
    def __repr__(self) -> str:
        return f"im_style({self.relation!r})"


def im_style(relation: Relation) -> IMStyle:
    """f_∼ for the neighbouring relation ∼ of an interactive mechanism's data
    (Henzinger–Safavi–Vadhan 2024, §3.1): a pair of ∼-neighbours (or one datum twice) first, then
    identical pairs.

    Example:
        >>> from combinators.machines import BIT_FLIP
        >>> f = im_style(BIT_FLIP)
        >>> f(((0, 1), (None, None))), f(((1, 1),)), f(((0, 1), (None, 2))), f(((0, 2),))
        (True, True, False, False)
    """
    return IMStyle(relation)


def _asks(f: Callable[[Any], object], message: object) -> object:
    """A caller's function of one analyst message, guarded: what it answers, or ``INVALID`` if it
    raises (the message is then not valid; its content never reaches an error)."""
    try:
        return f(message)
    except Exception:  # noqa: BLE001 - a caller's function on the analyst's message: any failure means "not valid"
        return INVALID


def _shown(f: object) -> str:
    """A caller's function in a ``repr``: by its qualified name, as ``prefix_predicate`` shows it."""
    name = getattr(f, "__qualname__", None)
    return name if type(name) is str else repr(f)


def _check_callable(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not callable(value) or isinstance(value, (Relation, Verification)):
        msg = f"{attribute.name}={value!r} must be a function of one message"
        raise InvalidArgument(msg)


def _plain(value: object) -> bool:
    """A value ``identical`` compares by value (so it can stand in a state and be compared there
    without a caller's ``==``): a plain value, or a tuple of them; never NaN."""
    t = type(value)
    if t in _PLAIN:
        return True
    if t is float:
        return value == value  # NaN is not identical to itself
    if t is tuple:
        items: tuple[object, ...] = value  # type: ignore[assignment]  # t is tuple
        return all(_plain(x) for x in items)
    return False


@final
@compared_by_value
@attrs.frozen(repr=False)
class EventLevel(_OneRelatedPair):
    """Event-level neighbouring streams (Dwork–Naor–Pitassi–Rothblum 2010; Henzinger–Safavi–Vadhan
    2024, §3 after Def 3.7): every message is an update pair, all pairs are identical but at most
    one, and that one is two ``relation``-related updates (e.g. ``sensitivity_relation(1)``:
    values at most 1 apart; ``ANY_TWO``: one record replaced by any other). An empty record is
    whatever value the mechanism reads as one (``None``, 0): the relation says which records it
    may be exchanged with.

    Not first-pair consistent (Def 5.12): the differing pair may come at any position, after
    identical ones. Its state is whether the differing pair has been seen: O(1).
    """

    first_only: ClassVar[bool] = False

    @override
    def __repr__(self) -> str:
        return f"event_level({self.relation!r})"


def event_level(relation: Relation) -> EventLevel:
    """Event-level continual observation: update streams that differ in at most one position,
    where the two updates are ``relation``-neighbours (Henzinger–Safavi–Vadhan 2024, §3 after
    Def 3.7). For a stream that mixes in queries, wrap it: ``interleaved(event_level(∼), is_query)``.

    Example:
        >>> from combinators.primitives import sensitivity_relation
        >>> f = event_level(sensitivity_relation(1))
        >>> f(((0, 0), (3, 4), (1, 1))), f(((0, 1), (2, 3))), f(((0, 2),))
        (True, False, False)
    """
    return EventLevel(relation)


_NO_USER: Final = None
"""``user_of``'s answer for a record of no user (an empty record), and the state before a
differing pair."""


@final
@compared_by_value
@attrs.frozen(repr=False)
class UserLevel(PairVerification[Any]):
    """User-level neighbouring streams (Henzinger–Safavi–Vadhan 2024, §3 after Def 3.7): the
    positions where the two update streams differ all hold records of one user.

    ``user_of(record)`` names the user of a record (a plain value: an int, a str, a tuple of
    them), or ``None`` for an empty record, which belongs to no user. A differing pair is valid
    iff the users of its two records, ``None`` left out, are one user, the same user as in every
    earlier differing pair, and the two records are ``relation``-related (``ANY_TWO`` by default:
    the user's records may change arbitrarily). A user id that is not a plain value, or a
    ``user_of`` that raises, makes the pair invalid: ids are compared without a caller's ``==``.

    Not first-pair consistent (Def 5.12). Its state is the user of the differing pairs (``None``
    before the first): O(1).
    """

    user_of: Callable[[Any], object] = attrs.field(validator=_check_callable, eq=value_key)
    relation: Relation = attrs.field(default=ANY_TWO, kw_only=True, validator=_check_relation)

    @override
    def __repr__(self) -> str:
        shown = [_shown(self.user_of)] + ([] if self.relation is ANY_TWO else [f"relation={self.relation!r}"])
        return f"user_level({', '.join(shown)})"

    @override
    def start(self) -> Any:
        return _NO_USER

    @override
    def step_pair(self, state: Any, m0: Any, m1: Any, /) -> Any:
        if identical(m0, m1):
            return state
        users: list[object] = []
        for m in (m0, m1):
            u = _asks(self.user_of, m)
            if u is INVALID or not _plain(u):
                return INVALID
            if u is not _NO_USER and not any(identical(u, v) for v in users):
                users.append(u)
        if len(users) != 1 or (state is not _NO_USER and not identical(state, users[0])):
            return INVALID
        return users[0] if _related(self.relation, m0, m1) else INVALID

    @override
    def first_pair_consistent(self) -> bool:
        return False


def user_level(user_of: Callable[[Any], object], *, relation: Relation = ANY_TWO) -> UserLevel:
    """User-level continual observation: the update streams differ only in records of one user,
    ``user_of(record)`` (``None`` for an empty record); ``relation`` restricts how each of those
    records may change (Henzinger–Safavi–Vadhan 2024, §3 after Def 3.7).

    Example:
        >>> def owner(record): return None if record is None else record[0]
        >>> f = user_level(owner)
        >>> f(((("ann", 1), ("ann", 5)), (("bob", 2), ("bob", 2)), (None, ("ann", 7))))
        True
        >>> f(((("ann", 1), ("ann", 5)), (("bob", 2), ("bob", 3))))
        False
    """
    return UserLevel(user_of, relation=relation)


def _check_verification(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_instance(attribute.name, value, Verification, "a Verification, e.g. event_level(ANY_TWO)")


@final
@compared_by_value
@attrs.frozen(repr=False)
class Interleaved(PairVerification[Any]):
    """Updates interleaved with queries (Henzinger–Safavi–Vadhan 2024, §3 after Def 3.7): a pair
    in which either message is a query, ``is_query(message) is True``, must be an identical pair;
    the update pairs, in order, must be valid under ``updates`` (the queries are left out of
    what it sees). ``is_query`` must answer a bool for every message: one that raises or answers
    anything else makes the pair invalid.

    Not first-pair consistent (Def 5.12) whatever ``updates`` is: an identical query first may
    be followed by a differing update. Its state is ``updates``'s.
    """

    updates: Verification[Any, Any] = attrs.field(validator=_check_verification, eq=value_key)
    is_query: Callable[[Any], bool] = attrs.field(validator=_check_callable, eq=value_key)

    @override
    def __repr__(self) -> str:
        return f"interleaved({self.updates!r}, {_shown(self.is_query)})"

    @override
    def start(self) -> Any:
        return self.updates.start()

    @override
    def step_pair(self, state: Any, m0: Any, m1: Any, /) -> Any:
        same = identical(m0, m1)
        for m in ((m0,) if same else (m0, m1)):
            kind = _asks(self.is_query, m)
            if type(kind) is not bool:
                return INVALID
            if kind:
                return state if same else INVALID
        return self.updates.step(state, (m0, m1))

    @override
    def first_pair_consistent(self) -> bool:
        return False


def interleaved(updates: Verification[Any, Any], is_query: Callable[[Any], bool]) -> Interleaved:
    """A stream of updates and queries: query pairs identical (``is_query(m)`` tells a query
    from an update), the updates valid under ``updates`` (Henzinger–Safavi–Vadhan 2024, §3 after
    Def 3.7).

    Example:
        >>> from combinators.primitives import sensitivity_relation
        >>> def is_query(m): return m == "count"
        >>> f = interleaved(event_level(sensitivity_relation(1)), is_query)
        >>> f(((0, 1), ("count", "count"), (1, 1))), f(((0, 1), ("count", 0)))
        (True, False)
    """
    return Interleaved(updates, is_query)


def _fpc_flag(value: object) -> bool:
    if type(value) is not bool:
        msg = f"fpc={value!r} must be True or False"
        raise InvalidArgument(msg)
    return value


@final
@compared_by_value
@attrs.frozen(repr=False)
class SequenceRelation(PairVerification["tuple[tuple[Any, ...], tuple[Any, ...]]"]):
    """f_∼ from a relation ∼ on message sequences (Henzinger–Safavi–Vadhan 2024, Remark 7.1):
    every message is a pair and the two sequences of messages so far are ∼-related.

    ∼ (``relation``) must be defined on sequences of every length, since the verifier asks it of
    every prefix; it receives the two prefixes as tuples. A relation on whole sequences is not
    incremental in general, so the state is the two prefixes and every step re-reads them: O(t)
    at the t-th message. For long streams, write the notion as an incremental ``PairVerification``
    (``event_level`` and ``user_level`` are O(1)).

    ``fpc`` declares the result first-pair consistent (Def 5.12): the caller's word, ``False`` by
    default.
    """

    relation: Relation = attrs.field(validator=_check_relation)
    fpc: bool = attrs.field(default=False, kw_only=True, converter=_fpc_flag)

    @override
    def __repr__(self) -> str:
        tail = ", fpc=True" if self.fpc else ""
        return f"sequence_relation({self.relation!r}{tail})"

    @override
    def start(self) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
        return (), ()

    @override
    def step_pair(self, state: tuple[tuple[Any, ...], tuple[Any, ...]], m0: Any, m1: Any, /
                  ) -> tuple[tuple[Any, ...], tuple[Any, ...]] | Rejected:
        s0, s1 = (*state[0], m0), (*state[1], m1)
        return (s0, s1) if _related(self.relation, s0, s1) else INVALID

    @override
    def first_pair_consistent(self) -> bool:
        return self.fpc


def sequence_relation(relation: Relation, *, fpc: bool = False) -> SequenceRelation:
    """f_∼ for a relation ∼ on message sequences (Henzinger–Safavi–Vadhan 2024, Remark 7.1): the
    two sequences so far, as tuples, must be ∼-related at every length. Re-reads the prefixes
    at each message; ``fpc`` declares Def 5.12.

    Example:
        >>> from combinators.machines import Relation
        >>> def one_apart(s0, s1): return sum(a != b for a, b in zip(s0, s1)) <= 1
        >>> f = sequence_relation(Relation("one apart", "streams that differ in at most one position", one_apart))
        >>> f(((0, 0), (1, 2), (3, 3))), f(((0, 1), (1, 2)))
        (True, False)
    """
    return SequenceRelation(relation, fpc=fpc)


# ---------------------------------------------------------------------------------------------
# ext_concurrent: suitability and the rules built on it
# ---------------------------------------------------------------------------------------------

class CompositionRule(abc.ABC, Generic[R]):
    """What a verification function of ``ext_concurrent()`` requires beyond suitability
    (Henzinger–Safavi–Vadhan 2024, Def 4.5): which mechanisms may be created, and which may
    receive differing messages. Its state is a hashable value; each hook answers the state
    after the event, or ``INVALID``.

    Subclass requirements: ``start``, ``__repr__`` (the expression that builds it), and any
    of the hooks (each accepts by default).
    """

    __slots__ = ()

    @abc.abstractmethod
    def start(self) -> R:
        """The state before any message."""

    def on_create(self, state: R, create: Create, index: int, /) -> R | Rejected:
        """The state after the ``index``-th creation (from 1)."""
        return state

    def on_query(self, state: R, create: Create, index: int, pair: tuple[Any, Any], differs: bool,
                 first_difference: bool, /) -> R | Rejected:
        """The state after a query pair to mechanism ``index``: ``pair`` is the two messages it
        receives (already valid under its own verification function); ``differs``: they are
        not identical; ``first_difference``: it is the first such pair of that mechanism
        (the mechanism joins the exceptional set 𝒥 of Def 5.1)."""
        return state

    def first_pair_consistent(self) -> bool:
        """Whether the composed verification function is first-pair consistent (Def 5.12): a
        composition's first message is a creation, an identical pair, so this holds only if
        every later pair must be identical (no rule here requires that)."""
        return False


class _Stateless:
    """The ``start`` of a verification function or rule that needs no state: ``None``."""

    __slots__ = ()

    def start(self) -> None:
        return None


@final
@compared_by_value
@attrs.frozen(repr=False)
class _AnyCreations(_Stateless, CompositionRule[None]):
    """No requirement beyond suitability."""

    @override
    def __repr__(self) -> str:
        return "suitable()"


@final
@attrs.frozen
class SuitableState:
    """The state of a ``Suitable`` checker: per created mechanism (in order) its creation message,
    its verification function's state and whether it has received a differing pair; and the
    rule's state."""

    children: PVector[tuple[Create, Any, bool]]
    rule: Any


def _check_rule(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_instance("rule", value, CompositionRule, "a CompositionRule")


@final
@compared_by_value
@attrs.frozen(repr=False)
class Suitable(PairVerification[SuitableState]):
    """A verification function of ``ext_concurrent()``: suitability (Henzinger–Safavi–Vadhan
    2024, Def 4.5) plus a ``CompositionRule``. A sequence is suitable iff every pair is

    - (i) an identical creation pair ``(c, c)`` (one ``Create`` object twice), or a query pair
      ``((q0, ℓ), (q1, ℓ))`` with one index ℓ;
    - (ii) to a mechanism already created (ℓ from 1);
    - (iv) whose certificate is stated for its verification function (checked when the
      ``Create`` is built and again here: the certificate names ``c.f.as_relation()``);
    - (iii, v) and each mechanism's query pairs are valid under its own verification
      function (which rejects queries outside its query set, Remark 3.6).

    Clause (iv) is the paper's semantic condition "the created mechanism *is* DP", and the analyst
    writes the creations: so a creation is valid only if its certificate rests on a theorem, a
    conversion or an audit, not on anyone's word (``caller_assumptions_of`` is empty). A curator
    who vouches for asserted certificates says so with ``trusting_asserted()``; ``certify`` then
    lists it as an assumption.

    The state is a persistent vector of the created mechanisms' states: O(log n) a message.
    """

    rule: CompositionRule[Any] = attrs.field(validator=_check_rule, eq=value_key)
    trust_asserted: bool = attrs.field(default=False, kw_only=True, converter=_fpc_flag)

    @override
    def __repr__(self) -> str:
        return f"{self.rule!r}.trusting_asserted()" if self.trust_asserted else repr(self.rule)

    def trusting_asserted(self) -> Suitable:
        """The same verification function, also accepting creations whose certificates rest on
        the creator's word (asserted, or copied onto another machine)."""
        return Suitable(self.rule, trust_asserted=True)

    @override
    def start(self) -> SuitableState:
        return SuitableState(pvector(), self.rule.start())

    @override
    def step_pair(self, state: SuitableState, m0: Any, m1: Any, /) -> SuitableState | Rejected:
        children = state.children
        if type(m0) is Create or type(m1) is Create:
            if m0 is not m1 or not _declared_for(m0, self.trust_asserted):
                return INVALID
            create: Create = m0
            rule_state = self.rule.on_create(state.rule, create, len(children) + 1)
            if rule_state is INVALID:
                return INVALID
            started = _asks(lambda f: f.start(), create.f)
            if started is INVALID:
                return INVALID
            return SuitableState(children.append((create, started, False)), rule_state)
        q0, q1 = _pair(m0), _pair(m1)
        if q0 is None or q1 is None:
            return INVALID
        i0, i1 = q0[1], q1[1]
        if type(i0) is not int or type(i1) is not int or i1 != i0 or not 1 <= i0 <= len(children):
            return INVALID
        index: int = i0
        create, f_state, exceptional = children[index - 1]
        # the creator's verification function: if it raises, the pair is not valid (no crash mid-game)
        f_next = _asks(lambda pair: create.f.step(f_state, pair), (q0[0], q1[0]))
        if f_next is INVALID:
            return INVALID
        differs = not identical(q0[0], q1[0])
        first = differs and not exceptional
        rule_state = self.rule.on_query(state.rule, create, index, (q0[0], q1[0]), differs, first)
        if rule_state is INVALID:
            return INVALID
        return SuitableState(children.set(index - 1, (create, f_next, exceptional or differs)), rule_state)

    @override
    def first_pair_consistent(self) -> bool:
        return self.rule.first_pair_consistent()


def _declared_for(create: object, trust_asserted: bool) -> bool:
    """Clause (iv): the creation's certificate is stated for its verification function, and rests
    on more than the creator's word unless the curator trusts that."""
    if type(create) is not Create:
        return False
    mechanism: object = create.mechanism  # fields may be forged past the validators (object.__setattr__)
    f: object = create.f
    if type(mechanism) is not Mechanism or not isinstance(f, Verification):
        return False
    if mechanism.certificate.relation != f.as_relation():
        return False
    return trust_asserted or not caller_assumptions_of(mechanism)


_SUITABLE: Final = Suitable(_AnyCreations())


def suitable() -> Suitable:
    """Suitability alone (Henzinger–Safavi–Vadhan 2024, Def 4.5): any creations, each
    mechanism's pairs valid under its own verification function.

    No composition theorem covers it on its own (it allows unboundedly many mechanisms with
    differing messages); the compositions of this module add what the theorems need.
    """
    return _SUITABLE

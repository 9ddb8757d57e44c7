"""Verification functions (Henzinger–Safavi–Vadhan 2024, §3–§5, §8, §12–§14): which pairs of
message sequences an adversary may send in the privacy game of a continual mechanism.

Each is a ``Verification`` (``combinators.machines``): an incremental checker whose state
after each message pair says whether the sequence is still valid, so ``verifier(f)`` costs O(1)
per message however long the stream. Each declares whether it is first-pair consistent (Def
5.12).

- For one mechanism: ``im_style(∼)`` (an interactive mechanism's neighbouring data, then
  identical queries).
- For ``ext_concurrent()``: ``suitable()`` (Def 4.5) and the compositions built on it, each a
  ``CompositionRule`` that says what suitability does not (which creations, how many
  mechanisms may see differing messages).

Messages are compared the way the game needs: a pair is *identical* only if its two messages
are the same object or equal plain values (``identical``), never by a caller's ``==``, which
could call two different messages equal and hide a differing pair.
"""

from __future__ import annotations

import abc
from fractions import Fraction
from typing import Any, Final, Generic, TypeAlias, TypeVar, final

import attrs
from typing_extensions import override

from ..composition import PVector, pvector
from ..composition.ext_concomp import Create
from ..errors import InvalidArgument
from ..machines import INVALID, Rejected, Relation, Verification, relates

__all__ = [
    "CompositionRule",
    "IMStyle",
    "Pair",
    "PairVerification",
    "Suitable",
    "SuitableState",
    "identical",
    "im_style",
    "suitable",
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


@final
@attrs.frozen(repr=False)
class IMStyle(PairVerification[bool]):
    """f_∼ (Henzinger–Safavi–Vadhan 2024, §3.1 and §5.3): the first pair is two data related by
    ``relation``, or one datum twice (a continual mechanism built by ``as_continual`` takes its
    data as its first message), every later pair two identical queries. First-pair consistent
    (Def 5.12).

    Its state is whether the data pair has been seen.
    """

    relation: Relation = attrs.field(validator=_check_relation)

    @override
    def __repr__(self) -> str:
        return f"im_style({self.relation!r})"

    @override
    def start(self) -> bool:
        return False

    @override
    def step_pair(self, state: bool, m0: Any, m1: Any, /) -> bool | Rejected:
        if identical(m0, m1):  # identical data cost nothing: the mechanism may be one of the many unchanged
            return True
        if state:
            return INVALID
        try:
            ok = relates(self.relation, m0, m1)
        except InvalidArgument:  # the predicate cannot decide: not a valid pair
            return INVALID
        return True if ok else INVALID

    @override
    def first_pair_consistent(self) -> bool:
        return True


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

    def on_query(self, state: R, create: Create, index: int, differs: bool, first_difference: bool, /
                 ) -> R | Rejected:
        """The state after a query pair to mechanism ``index``; ``differs``: its two queries are
        not identical; ``first_difference``: it is the first such pair of that mechanism
        (the mechanism joins the exceptional set 𝒥 of Def 5.1)."""
        return state

    def first_pair_consistent(self) -> bool:
        """Whether the composed verification function is first-pair consistent (Def 5.12): a
        composition's first message is a creation, an identical pair, so this holds only if
        every later pair must be identical (no rule here requires that)."""
        return False


@final
@attrs.frozen(repr=False)
class _AnyCreations(CompositionRule[None]):
    """No requirement beyond suitability."""

    @override
    def __repr__(self) -> str:
        return "suitable()"

    @override
    def start(self) -> None:
        return None


@final
@attrs.frozen
class SuitableState:
    """The state of a ``Suitable`` checker: per created mechanism (in order) its creation message,
    its verification function's state and whether it has received a differing pair; and the
    rule's state."""

    children: PVector[tuple[Create, Any, bool]]
    rule: Any


def _check_rule(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, CompositionRule):
        msg = f"rule={value!r} must be a CompositionRule"
        raise InvalidArgument(msg)


@final
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

    The state is a persistent vector of the created mechanisms' states: O(log n) a message.
    """

    rule: CompositionRule[Any] = attrs.field(validator=_check_rule)

    @override
    def __repr__(self) -> str:
        return repr(self.rule)

    @override
    def start(self) -> SuitableState:
        return SuitableState(pvector(), self.rule.start())

    @override
    def step_pair(self, state: SuitableState, m0: Any, m1: Any, /) -> SuitableState | Rejected:
        children = state.children
        if type(m0) is Create or type(m1) is Create:
            if m0 is not m1 or not _declared_for(m0):
                return INVALID
            create: Create = m0
            rule_state = self.rule.on_create(state.rule, create, len(children) + 1)
            if rule_state is INVALID:
                return INVALID
            return SuitableState(children.append((create, create.f.start(), False)), rule_state)
        q0, q1 = _pair(m0), _pair(m1)
        if q0 is None or q1 is None:
            return INVALID
        i0, i1 = q0[1], q1[1]
        if type(i0) is not int or type(i1) is not int or i1 != i0 or not 1 <= i0 <= len(children):
            return INVALID
        index: int = i0
        create, f_state, exceptional = children[index - 1]
        f_next = create.f.step(f_state, (q0[0], q1[0]))
        if f_next is INVALID:
            return INVALID
        differs = not identical(q0[0], q1[0])
        first = differs and not exceptional
        rule_state = self.rule.on_query(state.rule, create, index, differs, first)
        if rule_state is INVALID:
            return INVALID
        return SuitableState(children.set(index - 1, (create, f_next, exceptional or differs)), rule_state)

    @override
    def first_pair_consistent(self) -> bool:
        return self.rule.first_pair_consistent()


def _declared_for(create: object) -> bool:
    """Clause (iv): the creation's certificate is stated for its verification function."""
    if type(create) is not Create:
        return False
    return create.mechanism.certificate.relation == create.f.as_relation()


_SUITABLE: Final = Suitable(_AnyCreations())


def suitable() -> Suitable:
    """Suitability alone (Henzinger–Safavi–Vadhan 2024, Def 4.5): any creations, each
    mechanism's pairs valid under its own verification function.

    No composition theorem covers it on its own (it allows unboundedly many mechanisms with
    differing messages); the compositions of this module add what the theorems need.
    """
    return _SUITABLE

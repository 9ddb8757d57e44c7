"""Identifiers, verifiers, verification functions and the privacy game of a continual mechanism
(Henzinger–Safavi–Vadhan 2024, §3).

The game of ``M`` w.r.t. a verification function ``f`` is ``verifier(f) @ identifier(b) @ M``;
``M`` is (ε,δ)-DP w.r.t. ``f`` iff the views for ``b = 0`` and ``b = 1`` are (ε,δ)-close for
every adversary (Def 3.7, Cor 3.8).

A verification function is a ``Verification``: an incremental checker whose state after each
message says whether the messages so far are still valid, so the verifier spends O(1) per
message instead of re-reading every prefix. A plain predicate on the tuple of messages so far is
accepted too (``prefix_predicate``), for small tests: it re-reads the prefix each time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Generic, TypeAlias, TypeVar, final

import abc
import attrs
from typing_extensions import override

from .._typing import A, Q, S, X
from .._validation import check_bool
from ..errors import InvalidArgument
from ..prob import Coins
from ._core import InteractiveMechanism, InteractivePostprocessor, PipelineState
from .certificate import Mechanism, Relation, compared_by_value, value_key
from .._literal import NamedConstant
from .messages import HALT, Halt, Left, Right

__all__ = ["INVALID", "Identifier", "PrefixPredicate", "Rejected", "Verification", "Verifier", "VerifierState", "game",
           "identifier", "prefix_predicate", "verifier"]

M = TypeVar("M")
V = TypeVar("V")


@final
@attrs.frozen
class Identifier(InteractivePostprocessor["int | Halt", tuple[Q, Q], A, Q, A], Generic[Q, A]):
    """ℐ(b) (seed 002 Def 3.2): takes pairs ``(m0, m1)`` from the left and forwards ``m_b``
    to the right; answers from the right go left unchanged. A left message that is not a pair
    halts for good (seed 002 Remark 3.6: such a message is never valid)."""

    b: int = attrs.field()

    @b.validator
    def _check_b(self, attribute: attrs.Attribute[int], value: int) -> None:
        if value not in (0, 1) or isinstance(value, bool):
            msg = f"b={value!r} must be the int 0 or 1 (which message of each pair to forward)"
            raise InvalidArgument(msg)

    @override
    def initial(self) -> int | Halt:
        return self.b

    @override
    def step(self, state: int | Halt, msg: Left[tuple[Q, Q]] | Right[A | Halt], coins: Coins, /
             ) -> tuple[int | Halt, Left[A | Halt] | Right[Q]]:
        if isinstance(state, Halt):  # absorbing: no pair after the halt is forwarded
            return state, Left(HALT)
        if isinstance(msg, Right):
            return state, Left(msg.msg)
        pair: object = msg.msg
        if not (isinstance(pair, tuple) and len(pair) == 2):
            return HALT, Left(HALT)
        return state, Right(msg.msg[state])


def identifier(b: int) -> Identifier[Q, A]:
    """ℐ(b): forwards the ``b``-th message of each pair (seed 002 Def 3.2).

    Its message types come from context: ``i: Identifier[int, int] = identifier(0)``.
    """
    return Identifier(b)


class Rejected(NamedConstant, bare=True):
    """What a verification function's step answers once the messages so far are not valid."""

    INVALID = "INVALID"


INVALID: Final = Rejected.INVALID


class Verification(abc.ABC, Generic[M, V]):
    """A verification function f (Henzinger–Safavi–Vadhan 2024, Def 3.3) as an incremental
    checker: ``start()`` is the state of the empty sequence and ``step(state, m)`` the state
    after one more message, or ``INVALID`` once the sequence is not f-valid (the verifier then
    halts, so validity is prefix-closed). States must be hashable values (the exact audit
    memoises on them) and ``step`` a pure function.

    ``first_pair_consistent()`` declares Def 5.12: f rejects every sequence whose first message
    is an identical pair and some later message is not. It is part of the claim a creation
    message makes, so it is declared by the class, never inferred.

    Calling it on a tuple of messages runs the checker over them: a ``Verification`` is also
    the prefix predicate it stands for.
    """

    __slots__ = ()

    @abc.abstractmethod
    def start(self) -> V:
        """The state of the empty sequence."""

    @abc.abstractmethod
    def step(self, state: V, message: M, /) -> V | Rejected:
        """The state after ``message``, or ``INVALID``."""

    @abc.abstractmethod
    def first_pair_consistent(self) -> bool:
        """Whether f is first-pair consistent (Def 5.12)."""

    def as_relation(self) -> Relation:
        """The relation a continual mechanism's certificate names when it is stated for this
        verification function: its name is the function's ``repr``, so two certificates are
        for one function exactly when they name it alike."""
        shown = repr(self)
        return Relation(shown, f"pairs of message sequences that {shown} accepts", claim=self)

    def __call__(self, messages: tuple[M, ...], /) -> bool:
        state: V | Rejected = self.start()
        for m in messages:
            state = self.step(state, m)  # type: ignore[arg-type]  # narrowed just below
            if state is INVALID:
                return False
        return True


def _check_predicate(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not callable(value) or isinstance(value, Verification):
        msg = (f"f={value!r} must be a function from the tuple of messages so far to bool "
               "(a Verification is used as it is)")
        raise InvalidArgument(msg)


def _fpc(value: object) -> bool:
    return check_bool("fpc", value)


@final
@compared_by_value
@attrs.frozen(repr=False)
class PrefixPredicate(Verification[M, "tuple[M, ...]"]):
    """A plain predicate on the messages so far as a ``Verification``: its state is the tuple of
    messages, and every step re-reads it (for small tests; a long stream wants an incremental
    checker). Whether it is first-pair consistent is the caller's word (``False`` by default)."""

    f: Callable[[tuple[M, ...]], bool] = attrs.field(validator=_check_predicate, eq=value_key)
    fpc: bool = attrs.field(default=False, kw_only=True, converter=_fpc)

    @override
    def __repr__(self) -> str:
        name = getattr(self.f, "__qualname__", None)
        shown = name if type(name) is str else repr(self.f)
        return f"prefix_predicate({shown}, fpc=True)" if self.fpc else f"prefix_predicate({shown})"

    @override
    def start(self) -> tuple[M, ...]:
        return ()

    @override
    def step(self, state: tuple[M, ...], message: M, /) -> tuple[M, ...] | Rejected:
        hist = (*state, message)
        return hist if self.f(hist) is True else INVALID

    @override
    def first_pair_consistent(self) -> bool:
        return self.fpc


def prefix_predicate(f: Callable[[tuple[M, ...]], bool], *, fpc: bool = False) -> PrefixPredicate[M]:
    """``f``, a predicate on the tuple of messages so far, as a ``Verification``; ``fpc``
    declares it first-pair consistent (Henzinger–Safavi–Vadhan 2024, Def 5.12)."""
    given: object = fpc  # callers without mypy may pass anything
    if type(given) is not bool:
        msg = f"fpc={given!r} must be True or False"
        raise InvalidArgument(msg)
    return PrefixPredicate(f, fpc=fpc)


def _as_verification(value: Verification[Any, Any] | Callable[[tuple[Any, ...]], bool]) -> object:
    """A ``Verification`` as it is; a plain callable through ``PrefixPredicate``."""
    given: object = value  # callers without mypy may pass anything
    if isinstance(given, Verification):
        return given
    if callable(given):
        return PrefixPredicate(given)
    return given


VerifierState: TypeAlias = "Any | Halt"


@final
@attrs.frozen(repr=False)
class Verifier(InteractivePostprocessor[Any, Q, A, Q, A], Generic[Q, A]):
    """𝒱[f] (Henzinger–Safavi–Vadhan 2024, Def 3.5): runs the verification function over the
    left messages, forwards a message right while the messages so far are valid and halts on the
    first invalid one. Halting is absorbing, so validity is prefix-closed whatever ``f`` does
    later. Its state is ``f``'s (O(1) per message for an incremental ``f``) or ``HALT``."""

    f: Verification[Q, Any] = attrs.field(converter=_as_verification)

    @f.validator
    def _check_f(self, attribute: attrs.Attribute[object], value: object) -> None:
        if not isinstance(value, Verification):
            msg = (f"f={value!r} must be a verification function: a Verification, or a callable from "
                   "the messages so far to bool")
            raise InvalidArgument(msg)

    @override
    def __repr__(self) -> str:
        f = self.f
        if type(f) is PrefixPredicate and not f.fpc:
            name = getattr(f.f, "__qualname__", None)
            return f"verifier({name if type(name) is str else repr(f.f)})"
        return f"verifier({f!r})"

    @override
    def initial(self) -> Any:
        return self.f.start()

    @override
    def step(self, state: Any, msg: Left[Q] | Right[A | Halt], coins: Coins, /) -> tuple[Any, Left[A | Halt] | Right[Q]]:
        if isinstance(msg, Right):
            return state, Left(msg.msg)
        if state is HALT:
            return state, Left(HALT)
        new = self.f.step(state, msg.msg)
        if new is INVALID:
            return HALT, Left(HALT)
        return new, Right(msg.msg)


def verifier(f: Verification[Q, Any] | Callable[[tuple[Q, ...]], bool]) -> Verifier[Q, A]:
    """𝒱[f] for a verification function ``f``: a ``Verification``, or a predicate on the tuple of
    left messages so far.

    Its answer type comes from context: ``v: Verifier[int, int] = verifier(f)``.
    """
    return Verifier(f)


def game(
    m: InteractiveMechanism[X, S, Q, A],
    f: Verification[tuple[Q, Q], Any] | Callable[[tuple[tuple[Q, Q], ...]], bool],
    b: int,
) -> InteractiveMechanism[X, PipelineState, tuple[Q, Q], A]:
    """The privacy game ``𝒱[f] ∘* ℐ(b) ∘* M`` (Henzinger–Safavi–Vadhan 2024, Def 3.7); its state is the verifier's, the
    identifier's, then M's (or, for a pipeline M, its stages' and its mechanism's) in one flat tuple.

    Privacy: M is d-DP w.r.t. f iff ``game(M, f, 0)`` and ``game(M, f, 1)`` give d-close
    views to every adversary; ``combinators.audit`` checks that on finite instances.
    """
    given: object = m  # callers without mypy may pass anything
    if not isinstance(given, (InteractiveMechanism, Mechanism)):
        msg = f"m={m!r} must be an InteractiveMechanism or a certified Mechanism"
        raise InvalidArgument(msg)
    v: Verifier[tuple[Q, Q], A] = Verifier(f)
    i: Identifier[Q, A] = Identifier(b)
    return (v @ i) @ m

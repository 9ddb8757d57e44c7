"""Interactive mechanisms, post-processors, ∘ and ∘*.

Everything in the papers is a randomized state machine ``(s', a) = M(s, q)`` (seed 000 Def 1.4,
seed 002 Def 2.6); we keep that literally. ``@`` reads right to left like ∘:

- ``P @ M`` (IPM ∘* IM) is an IM: seed 002 Alg 1; P may talk to M several times before it
  answers left.
- ``P1 @ P2`` (IPM ∘* IPM) is an IPM: seed 002 Alg 2 **with the direction labels flipped**
  (the printed algorithm passes P1's outgoing label on unchanged; research/seed-002.md §3.2).
- ``g @ M`` (function ∘ IM) post-processes every answer; ``g @ N`` of a NIM is a NIM.
"""

from __future__ import annotations

import abc
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, Generic, final, overload

import attrs
from typing_extensions import override

from .._typing import (
    A,
    A_co,
    B,
    D,
    MA,
    MQ,
    Q,
    Q_contra,
    RA,
    RA_contra,
    RQ,
    RQ_co,
    S,
    S1,
    S2,
    X,
    X_contra,
    Y,
    Z,
)
from ..prob import Coins
from ..errors import InvalidArgument
from .messages import HALT, ChildHalted, Halt, Invalid, Left, Refusal, Right

if TYPE_CHECKING:
    from .certificate import Mechanism

__all__ = [
    "Chain",
    "InteractiveMechanism",
    "InteractivePostprocessor",
    "MapAnswers",
    "MappedRelease",
    "NIMState",
    "NoninteractiveMechanism",
    "Post",
    "chain",
    "map_answers",
    "postprocess",
]


class InteractiveMechanism(abc.ABC, Generic[X_contra, S, Q_contra, A_co]):
    """An interactive mechanism (IM): ``init(data) -> state`` and
    ``step(state, query, coins) -> (state', answer)`` (seed 000 Def 1.4; seed 002 Def 2.6).

    Subclass requirements: be ``@final @attrs.frozen``; ``step`` is a pure function of its
    arguments that draws randomness only through ``coins``; states are immutable values; after
    answering ``HALT`` a machine answers ``HALT`` to every later query.
    """

    __slots__ = ()

    @abc.abstractmethod
    def init(self, data: X_contra, /) -> S:
        """The initial state on ``data`` (a continual mechanism ignores it: one initial state)."""

    @abc.abstractmethod
    def step(self, state: S, query: Q_contra, coins: Coins, /) -> tuple[S, A_co | Halt]:
        """Answer ``query`` in ``state``; the answer may be ``HALT``."""

    def __rmatmul__(self, g: Callable[[A_co], B]) -> InteractiveMechanism[X_contra, tuple[None, S], Q_contra, B]:
        """``g @ M``: post-process every answer with a plain function (∘)."""
        return map_answers(check_answer_map(g), self)


@final
@attrs.frozen
class NIMState(Generic[X]):
    """A noninteractive mechanism's state: the data until the release, ``None`` after it."""

    data: X | None
    released: bool = False


RELEASED: Final[NIMState[Any]] = NIMState(None, released=True)
"""Every NIM's state after its release (the data is dropped; a frozen value may be shared)."""


class NoninteractiveMechanism(InteractiveMechanism[X_contra, NIMState[X_contra], object, A_co]):
    """A noninteractive mechanism (NIM): it answers its first query with ``release(data)`` and
    halts on every later one (seed 002 §3, "a NIM is a CM that answers once").

    Subclass requirements: implement ``release(data, coins)`` as a pure function.
    """

    __slots__ = ()

    @abc.abstractmethod
    def release(self, data: X_contra, coins: Coins, /) -> A_co:
        """The one release on ``data``."""

    # init and step are final: engines may take a fresh NIM's first step as release(data)
    # without building its state (composition.filtered does).
    @override
    @final
    def init(self, data: X_contra, /) -> NIMState[X_contra]:
        return NIMState(data)

    @override
    @final
    def step(self, state: NIMState[X_contra], query: object, coins: Coins, /) -> tuple[NIMState[X_contra], A_co | Halt]:
        if state.released:
            return state, HALT
        return RELEASED, self.release(state.data, coins)  # type: ignore[arg-type]  # not released: the data is there

    @override
    def __rmatmul__(self, g: Callable[[A_co], B]) -> NoninteractiveMechanism[X_contra, B]:  # type: ignore[override]  # a NIM stays a NIM
        """``g @ N``: the NIM ``g ∘ N`` (post-processing keeps N's guarantee)."""
        return MappedRelease(check_answer_map(g), self)


@final
@attrs.frozen(repr=False)
class MappedRelease(NoninteractiveMechanism[X, Z], Generic[X, Y, Z]):
    """``g ∘ N`` for a NIM ``N``."""

    g: Callable[[Y], Z]
    inner: NoninteractiveMechanism[X, Y]

    def __attrs_post_init__(self) -> None:
        check_answer_map(self.g)
        _check_instance("inner", self.inner, NoninteractiveMechanism, "a NoninteractiveMechanism")

    @override
    def release(self, data: X, coins: Coins, /) -> Z:
        return self.g(self.inner.release(data, coins))

    @override
    def __repr__(self) -> str:
        return f"{_fname(self.g)} @ {_operand(self.inner)}"


class InteractivePostprocessor(abc.ABC, Generic[S, Q_contra, A_co, RQ_co, RA_contra]):
    """An interactive post-processor (IPM, "person in the middle"; seed 000 Def 2.15,
    seed 002 Def 2.14): ``step(state, Left(q) | Right(a), coins)`` returns ``Left(answer)``
    for the analyst or ``Right(query)`` for the wrapped machine.

    It has one initial state (``initial()``), as Lemma 2.16 of seed 002 requires for
    post-processing to preserve privacy.
    """

    __slots__ = ()

    @abc.abstractmethod
    def initial(self) -> S:
        """The single initial state."""

    @abc.abstractmethod
    def step(
        self, state: S, msg: Left[Q_contra] | Right[RA_contra | Halt], coins: Coins, /
    ) -> tuple[S, Left[A_co | Halt] | Right[RQ_co]]:
        """Handle one message from the left or the right."""

    @overload
    def __matmul__(self, other: Mechanism[X, S2, RQ_co, RA_contra, D]) -> Mechanism[X, tuple[S, S2], Q_contra, A_co, D]: ...
    @overload
    def __matmul__(
        self, other: InteractiveMechanism[X, S2, RQ_co, RA_contra]
    ) -> InteractiveMechanism[X, tuple[S, S2], Q_contra, A_co]: ...
    @overload
    def __matmul__(
        self, other: InteractivePostprocessor[S2, RQ_co, RA_contra, RQ, RA]
    ) -> InteractivePostprocessor[tuple[S, S2], Q_contra, A_co, RQ, RA]: ...
    def __matmul__(self, other: object) -> object:
        """``P @ M`` is ``postprocess(P, M)``; ``P1 @ P2`` is ``chain(P1, P2)``."""
        from .certificate import Mechanism

        if isinstance(other, Mechanism):
            return other.postprocessed_by(self)
        if isinstance(other, InteractiveMechanism):
            return postprocess(self, other)
        if isinstance(other, InteractivePostprocessor):
            return chain(self, other)
        return NotImplemented


def _fname(g: object) -> str:
    return getattr(g, "__qualname__", None) or repr(g)


def check_answer_map(g: Any) -> Any:
    """``g`` if it can stand on the left of ``@`` as a function of the answers, else raise (found
    in review: ``5 @ rr`` once built a certified mechanism that failed on its first query)."""
    if isinstance(g, InteractiveMechanism):
        what = "an interactive mechanism: compose two mechanisms with combinators.composition.concurrent"
    elif isinstance(g, InteractivePostprocessor):
        what = "an InteractivePostprocessor, which composes as P @ M (postprocess), not as a function"
    elif not callable(g):
        what = "not callable"
    else:
        return g
    msg = f"the left operand of @ ({g!r}) must be a function of the answers or an InteractivePostprocessor; it is {what}"
    raise InvalidArgument(msg)


def _operand(x: object) -> str:
    """The repr of the right operand of ``@``, parenthesised when it is an ``@`` expression itself
    (``@`` groups to the left, so ``P @ (Q @ M)`` needs them)."""
    r = repr(x)
    return f"({r})" if isinstance(x, (Post, Chain, MappedRelease)) else r


def _check_instance(name: str, value: object, kind: type, hint: str) -> None:
    if not isinstance(value, kind):
        msg = f"{name}={value!r} must be {hint}"
        raise InvalidArgument(msg)


@final
@attrs.frozen(repr=False)
class Post(InteractiveMechanism[X, tuple[S1, S2], Q, A], Generic[X, S1, S2, Q, A, MQ, MA]):
    """``P ∘* M`` (seed 002 Alg 1): P may talk to M several times before it answers left.

    The data initialises M; P starts from its single initial state.
    """

    outer: InteractivePostprocessor[S1, Q, A, MQ, MA]
    inner: InteractiveMechanism[X, S2, MQ, MA]

    def __attrs_post_init__(self) -> None:
        _check_instance("outer", self.outer, InteractivePostprocessor, "an InteractivePostprocessor")
        _check_instance("inner", self.inner, InteractiveMechanism, "an InteractiveMechanism")

    @override
    def __repr__(self) -> str:
        return f"{self.outer!r} @ {_operand(self.inner)}"

    @override
    def init(self, data: X, /) -> tuple[S1, S2]:
        return self.outer.initial(), self.inner.init(data)

    @override
    def step(self, state: tuple[S1, S2], query: Q, coins: Coins, /) -> tuple[tuple[S1, S2], A | Halt]:
        sp0, sm0 = state
        sp, out = self.outer.step(sp0, Left(query), coins)
        sm = sm0
        while isinstance(out, Right):
            sm, a = self.inner.step(sm, out.msg, coins)
            sp, out = self.outer.step(sp, Right(a), coins)
        if sp is sp0 and sm is sm0:  # nothing changed (a refusal passed on): the same state value
            return state, out.msg
        return (sp, sm), out.msg


@final
@attrs.frozen(repr=False)
class Chain(InteractivePostprocessor[tuple[S1, S2], Q, A, RQ, RA], Generic[S1, S2, Q, A, MQ, MA, RQ, RA]):
    """``P1 ∘* P2`` (seed 002 Alg 2 with the direction labels flipped between the two).

    A message P1 sends right arrives at P2 as a *left* message; one P2 sends left arrives at
    P1 as a *right* message. The printed algorithm keeps the outgoing label, which the
    ``Left``/``Right`` types turn into a type error.
    """

    left: InteractivePostprocessor[S1, Q, A, MQ, MA]
    right: InteractivePostprocessor[S2, MQ, MA, RQ, RA]

    def __attrs_post_init__(self) -> None:
        _check_instance("left", self.left, InteractivePostprocessor, "an InteractivePostprocessor")
        _check_instance("right", self.right, InteractivePostprocessor, "an InteractivePostprocessor")

    @override
    def __repr__(self) -> str:
        return f"{self.left!r} @ {_operand(self.right)}"

    @override
    def initial(self) -> tuple[S1, S2]:
        return self.left.initial(), self.right.initial()

    @override
    def step(
        self, state: tuple[S1, S2], msg: Left[Q] | Right[RA | Halt], coins: Coins, /
    ) -> tuple[tuple[S1, S2], Left[A | Halt] | Right[RQ]]:
        s1, s2 = state
        if isinstance(msg, Left):
            s1, out1 = self.left.step(s1, msg, coins)
        else:  # enters on P2's right
            s2, out2 = self.right.step(s2, msg, coins)
            if isinstance(out2, Right):
                return (s1, s2), out2
            s1, out1 = self.left.step(s1, Right(out2.msg), coins)  # P2's left output -> P1's RIGHT
        while True:
            if isinstance(out1, Left):
                return (s1, s2), out1  # leaves the chain on the left
            s2, out2 = self.right.step(s2, Left(out1.msg), coins)  # P1's right output -> P2's LEFT
            if isinstance(out2, Right):
                return (s1, s2), out2  # leaves the chain on the right
            s1, out1 = self.left.step(s1, Right(out2.msg), coins)


@final
@attrs.frozen(repr=False)
class MapAnswers(InteractivePostprocessor[None, Q, B, Q, A]):
    """The IPM of ``g ∘``: forwards queries right and maps answers coming back with ``g``.

    ``HALT`` and the typed non-answers (``Invalid``, ``Refusal``, ``ChildHalted``) pass through
    unchanged: ``g`` maps releases, and a refusal must never come out looking like one (found in
    review). Passing them on is still post-processing: they depend on the messages, not the data.
    """

    g: Callable[[A], B] = attrs.field(validator=lambda _i, _a, g: check_answer_map(g))

    @override
    def __repr__(self) -> str:
        return f"MapAnswers({_fname(self.g)})"

    @override
    def initial(self) -> None:
        return None

    @override
    def step(self, state: None, msg: Left[Q] | Right[A | Halt], coins: Coins, /) -> tuple[None, Left[B | Halt] | Right[Q]]:
        if isinstance(msg, Left):
            return None, Right(msg.msg)
        a = msg.msg
        if isinstance(a, _PASS_THROUGH):
            return None, Left(a)  # type: ignore[arg-type]  # a non-answer, not a B: passed on as is
        return None, Left(self.g(a))


_PASS_THROUGH: Final = (Halt, Invalid, Refusal, ChildHalted)


def postprocess(
    p: InteractivePostprocessor[S1, Q, A, MQ, MA], m: InteractiveMechanism[X, S2, MQ, MA]
) -> InteractiveMechanism[X, tuple[S1, S2], Q, A]:
    """``P ∘* M``: an IM whose state is ``(P's state, M's state)`` (seed 002 Alg 1).

    Privacy: if ``M`` is d-𝒟-DP then so is ``P ∘* M`` (seed 000 Thm 2.17; seed 002 Lemma 2.16).
    """
    return Post(p, m)


def chain(
    p1: InteractivePostprocessor[S1, Q, A, MQ, MA], p2: InteractivePostprocessor[S2, MQ, MA, RQ, RA]
) -> InteractivePostprocessor[tuple[S1, S2], Q, A, RQ, RA]:
    """``P1 ∘* P2``: an IPM whose state is ``(P1's state, P2's state)`` (seed 002 Alg 2, fixed)."""
    return Chain(p1, p2)


def map_answers(g: Callable[[A], B], m: InteractiveMechanism[X, S, Q, A]) -> InteractiveMechanism[X, tuple[None, S], Q, B]:
    """``g ∘ M``: every answer of ``M`` passed through ``g``."""
    return Post(MapAnswers(g), m)

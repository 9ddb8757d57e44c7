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
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, TypeAlias, final, overload

import attrs
from typing_extensions import Self, override

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
from .._validation import check_bool, check_instance
from ..prob import Coins
from ..errors import InvalidArgument
from .composite import Composite
from .messages import HALT, ChildHalted, Halt, Invalid, Left, Refusal, Right

if TYPE_CHECKING:
    from .certificate import Mechanism

__all__ = [
    "Chain",
    "ContinualMechanism",
    "InteractiveMechanism",
    "InteractivePostprocessor",
    "MapAnswers",
    "MappedRelease",
    "NIMState",
    "NoninteractiveMechanism",
    "PipelineState",
    "Post",
    "chain",
    "is_continual",
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

    def __rmatmul__(self, g: Callable[[A_co], B]) -> InteractiveMechanism[X_contra, PipelineState, Q_contra, B]:
        """``g @ M``: post-process every answer with a plain function (∘)."""
        return map_answers(check_answer_map(g), self)


class ContinualMechanism(InteractiveMechanism[None, S, Q_contra, A_co]):
    """A continual mechanism (Henzinger–Safavi–Vadhan 2024, Def 3.1): an interactive mechanism
    with one initial state, so its data arrive as messages (updates interleaved with queries).

    ``init(None)`` gives the initial state; any other data is refused, since a continual
    mechanism has none. ``P @ M`` of a continual ``M`` is continual too (its data is still
    ``None``); ``is_continual`` recognises both.

    Subclass requirements: implement ``initial()`` and ``step``.
    """

    __slots__ = ()

    @abc.abstractmethod
    def initial(self) -> S:
        """The one initial state."""

    @override
    @final
    def init(self, data: None, /) -> S:
        given: object = data  # callers without mypy may pass anything
        if given is not None:
            msg = ("a continual mechanism has one initial state and takes its data as messages: "
                   "start it with init(None) (wrap a mechanism that takes data with combinators.continual.as_continual)")
            raise InvalidArgument(msg)
        return self.initial()


def is_continual(machine: object) -> bool:
    """Whether ``machine`` is a continual mechanism: a ``ContinualMechanism``, or one post-processed
    (``P @ M``, ``g @ M``), whose data is ``None``."""
    while type(machine) is Post:
        machine = machine.inner
    return isinstance(machine, ContinualMechanism)


def _released_flag(value: object) -> bool:
    return value if type(value) is bool else check_bool("released", value)


@final
@attrs.frozen(repr=False)
class NIMState(Generic[X]):
    """A noninteractive mechanism's state: the data until the release, ``None`` after it.

    It prints without the data (``<NIMState holding the data>``; ``RELEASED`` after the release):
    a state reaches error messages and logs, and the curator's data must not.
    """

    data: X | None
    released: bool = attrs.field(default=False, converter=_released_flag)

    @override
    def __repr__(self) -> str:
        if self.released:
            return "RELEASED" if self.data is None else "<NIMState, released>"
        return "<NIMState holding the data>"


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
        return map_release(g, self)


class _Checked(tuple[Any, ...]):
    """A tuple whose items were each checked when it entered a pipeline (``_check_item``).

    A pipeline class takes a value of its kind as it is and checks any other tuple item by item;
    the factories (``postprocess``, ``chain``, ``@``) join the checked items of their operands
    into one (``tuple.__new__``), so a pipeline built ten thousand ``@`` deep checks each piece
    once, not once per ``@``.
    """

    __slots__ = ()
    _what: ClassVar[str]
    """What the items are, for error messages."""

    def __new__(cls, items: Iterable[Any] = (), /) -> Self:
        out = tuple.__new__(cls, items)
        for i, x in enumerate(out):
            cls._check_item(i, x)
        return out

    @staticmethod
    def _check_item(i: int, x: object) -> None:
        """Raise unless ``x``, the ``i``-th item, is one of this kind's (each kind says)."""
        msg = "a _Checked tuple is built as one of its kinds (_Maps, _Stages), which say what their items are"
        raise TypeError(msg)

    @classmethod
    def converted(cls, name: str, value: object, minimum: int, how: str) -> Self:
        """A field's value holding at least ``minimum`` items of this kind (an attrs converter's
        work): one of this kind is taken as it is, any other tuple or list is checked item by item."""
        if type(value) is cls:
            out: Self = value
        elif isinstance(value, (tuple, list)):
            out = cls(value)
        else:
            msg = f"{name}={value!r} must be a tuple of {cls._what}; {how}"
            raise InvalidArgument(msg)
        if len(out) < minimum:
            msg = f"{name}={value!r} must hold at least {minimum} of {cls._what}; {how}"
            raise InvalidArgument(msg)
        return out


def _check_map(i: int, x: object) -> None:
    check_answer_map(x)


@final
class _Maps(_Checked):
    """Functions of the answers, as ``@`` takes them."""

    __slots__ = ()
    _what = "functions of the answers"
    _check_item = staticmethod(_check_map)


def _maps(value: object) -> tuple[Callable[[Any], Any], ...]:
    if type(value) is _Maps and value:  # what the factories pass: checked when built
        return value
    return _Maps.converted("maps", value, 1, "build g ∘ N with g @ N")


def _check_release_inner(inst: object, attribute: object, value: object) -> None:
    if not isinstance(value, NoninteractiveMechanism) or type(value) is MappedRelease:
        msg = (f"inner={value!r} must be a NoninteractiveMechanism that is not a MappedRelease (held flat: "
               "build g @ (f @ N) as g @ f @ N, or with the @ operator)")
        raise InvalidArgument(msg)


@final
@attrs.frozen(repr=False)
class MappedRelease(NoninteractiveMechanism[X, Z], Generic[X, Y, Z]):
    """``g ∘ N`` for a NIM ``N``: ``maps`` applied to its release, first to last.

    Build it with ``g @ N``, which holds a chain of maps flat: ``g @ (f @ N)`` is one value with
    ``maps == (f, g)`` and ``inner == N``, and no operation on it recurses through the nesting.
    The class checks its own invariant: one map at least, each a function of the answers, and an
    ``inner`` that is a NIM but not a ``MappedRelease``.
    """

    maps: tuple[Callable[[Any], Any], ...] = attrs.field(converter=_maps)
    inner: NoninteractiveMechanism[X, Any] = attrs.field(validator=_check_release_inner)

    @override
    def release(self, data: X, coins: Coins, /) -> Z:
        a = self.inner.release(data, coins)
        for g in self.maps:
            a = g(a)
        return a  # type: ignore[no-any-return]  # the last map's result: a Z

    @override
    def __repr__(self) -> str:
        maps = self.maps  # g_n @ (… @ (g_1 @ N)): @ groups to the left, so the right operands need parentheses
        opened = "".join(f"{_fname(g)} @ (" for g in reversed(maps[1:]))
        return f"{opened}{_fname(maps[0])} @ {self.inner!r}{')' * (len(maps) - 1)}"


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
    def __matmul__(self, other: Mechanism[X, S2, RQ_co, RA_contra, D]) -> Mechanism[X, PipelineState, Q_contra, A_co, D]: ...
    @overload
    def __matmul__(
        self, other: InteractiveMechanism[X, S2, RQ_co, RA_contra]
    ) -> InteractiveMechanism[X, PipelineState, Q_contra, A_co]: ...
    @overload
    def __matmul__(
        self, other: InteractivePostprocessor[S2, RQ_co, RA_contra, RQ, RA]
    ) -> InteractivePostprocessor[PipelineState, Q_contra, A_co, RQ, RA]: ...
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
    """``g`` if it can stand on the left of ``@`` as a function of the answers, else raise: ``5 @ rr``
    must not build a certified mechanism that fails on its first query."""
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


def map_release(g: Callable[[Y], Z], inner: NoninteractiveMechanism[X, Y]) -> MappedRelease[X, Y, Z]:
    """``g @ N`` for a NIM ``N``, held flat (a ``MappedRelease`` inner gives its maps and its NIM)."""
    check_answer_map(g)
    if type(inner) is MappedRelease:
        return MappedRelease(tuple.__new__(_Maps, inner.maps + (g,)), inner.inner)
    return MappedRelease(tuple.__new__(_Maps, (g,)), inner)  # MappedRelease checks inner


PipelineState: TypeAlias = tuple[Any, ...]
"""The state of an ``@`` pipeline: one flat tuple, the post-processors' states from the outside in,
then (for ``P ∘* M``) the mechanism's. ``P1 @ (P2 @ M)`` and ``(P1 @ P2) @ M`` are one value with
one state shape, however deep the nesting."""

AnyIPM: TypeAlias = "InteractivePostprocessor[Any, Any, Any, Any, Any]"


def _check_stage(i: int, x: object) -> None:
    if not isinstance(x, InteractivePostprocessor) or type(x) is Chain:
        msg = (f"stages[{i}]={x!r} must be an InteractivePostprocessor that is not a Chain (held flat: "
               "a chain contributes its stages; build pipelines with postprocess, chain or @)")
        raise InvalidArgument(msg)


@final
class _Stages(_Checked):
    """Post-processors, none a ``Chain`` (a chain contributes its stages)."""

    __slots__ = ()
    _what = "InteractivePostprocessors, none a Chain"
    _check_item = staticmethod(_check_stage)


_HOW_POST: Final = "build P ∘* M with postprocess(P, M) or P @ M"
_HOW_CHAIN: Final = "build P1 ∘* P2 with chain(P1, P2) or P1 @ P2"


def _post_stages(value: object) -> tuple[AnyIPM, ...]:
    if type(value) is _Stages and value:  # what the factories pass: checked when built
        return value
    return _Stages.converted("stages", value, 1, _HOW_POST)


def _chain_stages(value: object) -> tuple[AnyIPM, ...]:
    if type(value) is _Stages and len(value) > 1:  # what the factories pass: checked when built
        return value
    return _Stages.converted("stages", value, 2, _HOW_CHAIN)


def _check_post_inner(inst: object, attribute: object, value: object) -> None:
    if InteractiveMechanism not in type(value).__mro__ or type(value) is Post:  # a subclass: the fast test
        msg = (f"inner={value!r} must be an InteractiveMechanism that is not a Post (held flat: a Post "
               f"contributes its stages and its mechanism; {_HOW_POST})")
        raise InvalidArgument(msg)


def _route(
    stages: tuple[AnyIPM, ...], st: list[Any], i: int, msg: Left[Any] | Right[Any], coins: Coins,
    inner: InteractiveMechanism[Any, Any, Any, Any] | None,
) -> Left[Any] | Right[Any]:
    """Route ``msg``, arriving at stage ``i``, through the stages until it leaves on the left
    (or, without ``inner``, on the right); ``st`` holds the stages' states (then ``inner``'s) and
    is updated in place.

    Henzinger, Safavi and Vadhan 2024, Alg 1 and Alg 2, with the direction labels flipped between
    neighbours: what stage ``i`` sends right arrives at stage ``i + 1`` as a *left* message, what
    it sends left arrives at stage ``i − 1`` as a *right* one; the last stage's right messages go
    to ``inner``, whose answer comes back to it as a right message. A stage may talk right several
    times before it answers left. The calls, and so the coins drawn, are those of the nested form,
    in order.
    """
    last = len(stages) - 1
    while True:
        st[i], out = stages[i].step(st[i], msg, coins)
        if type(out) is Left:
            if i == 0:
                return out
            i -= 1
            msg = Right(out.msg)
        elif i < last:
            i += 1
            msg = Left(out.msg)
        elif inner is None:
            return out
        else:
            st[-1], a = inner.step(st[-1], out.msg, coins)
            msg = Right(a)


@final
@attrs.frozen(repr=False, eq=False)
class Post(Composite, InteractiveMechanism[X, PipelineState, Q, A], Generic[X, Q, A]):
    """``P ∘* M`` (seed 002 Alg 1): P may talk to M several times before it answers left.

    Build it with ``postprocess(P, M)`` or ``P @ M``, which hold it flat: ``stages`` are the
    post-processors from the outside in (a chain contributes its stages, a ``Post`` inner its
    stages and its mechanism), ``inner`` the mechanism. The class checks its own invariant: one
    stage at least, none a ``Chain``, and an ``inner`` that is not a ``Post``. The data
    initialises M; every post-processor starts from its single initial state. The state is a
    flat tuple (``PipelineState``).
    """

    stages: tuple[AnyIPM, ...] = attrs.field(converter=_post_stages)
    inner: InteractiveMechanism[X, Any, Any, Any] = attrs.field(validator=_check_post_inner)

    @property
    def outer(self) -> InteractivePostprocessor[Any, Q, A, Any, Any]:
        """The post-processor as one IPM: the single stage, or the chain of the stages."""
        return self.stages[0] if len(self.stages) == 1 else Chain(self.stages)

    # repr, ==, hash and pickle walk nested wrappers on a stack (``Composite``): the stages,
    # then the inner machine, parenthesised when it is an ``@`` expression that does not group
    # to the left (``P @ (g @ N)``; ``P @ Q @ M`` is the same value however it is grouped)
    @override
    def _parts(self) -> tuple[Any, ...]:
        return (self.inner,)

    @override
    def _key(self) -> tuple[Any, ...]:
        return (self.stages,)

    @override
    def _texts(self) -> tuple[str, ...]:
        parens = type(self.inner) is MappedRelease
        return " @ ".join([*map(repr, self.stages), "(" if parens else ""]), ")" if parens else ""

    @override
    @classmethod
    def _build(cls, fields: tuple[Any, ...], parts: tuple[Any, ...]) -> Post[Any, Any, Any]:
        return cls(fields[0], parts[0])

    @override
    def init(self, data: X, /) -> PipelineState:
        return (*(p.initial() for p in self.stages), self.inner.init(data))

    @override
    def step(self, state: PipelineState, query: Q, coins: Coins, /) -> tuple[PipelineState, A | Halt]:
        stages = self.stages
        if len(stages) == 1:  # P ∘* M, the common case, without the general loop
            p, inner = stages[0], self.inner
            sp0, sm0 = state
            sp, out = p.step(sp0, Left(query), coins)
            sm = sm0
            while isinstance(out, Right):
                sm, a = inner.step(sm, out.msg, coins)
                sp, out = p.step(sp, Right(a), coins)
            if sp is sp0 and sm is sm0:  # nothing changed (a refusal passed on): the same state value
                return state, out.msg
            return (sp, sm), out.msg
        st = list(state)
        out = _route(stages, st, 0, Left(query), coins, self.inner)
        for new, old in zip(st, state):
            if new is not old:
                return tuple(st), out.msg
        return state, out.msg  # nothing changed (a refusal passed on): the same state value


@final
@attrs.frozen(repr=False)
class Chain(InteractivePostprocessor[PipelineState, Q, A, RQ, RA], Generic[Q, A, RQ, RA]):
    """``P1 ∘* P2`` (seed 002 Alg 2 with the direction labels flipped between the two).

    A message P1 sends right arrives at P2 as a *left* message; one P2 sends left arrives at
    P1 as a *right* message. The printed algorithm keeps the outgoing label, which the
    ``Left``/``Right`` types turn into a type error.

    Build it with ``chain(P1, P2)`` or ``P1 @ P2``, which hold it flat: ``stages`` from the
    left, however the chains nest (∘* of post-processors is associative), and the state is a flat
    tuple of theirs. The class checks its own invariant: two stages at least, none a ``Chain``.
    """

    stages: tuple[AnyIPM, ...] = attrs.field(converter=_chain_stages)

    @override
    def __repr__(self) -> str:
        return " @ ".join(map(repr, self.stages))

    @override
    def initial(self) -> PipelineState:
        return tuple(p.initial() for p in self.stages)

    @override
    def step(
        self, state: PipelineState, msg: Left[Q] | Right[RA | Halt], coins: Coins, /
    ) -> tuple[PipelineState, Left[A | Halt] | Right[RQ]]:
        st = list(state)
        i = 0 if isinstance(msg, Left) else len(st) - 1  # a right message enters at the last stage
        out = _route(self.stages, st, i, msg, coins, None)
        return tuple(st), out


@final
@attrs.frozen(repr=False)
class MapAnswers(InteractivePostprocessor[None, Q, B, Q, A]):
    """The IPM of ``g ∘``: forwards queries right and maps answers coming back with ``g``.

    ``HALT`` and the typed non-answers (``Invalid``, ``Refusal``, ``ChildHalted``) pass through
    unchanged: ``g`` maps releases, and a refusal must never come out looking like one. Passing
    them on is still post-processing: they depend on the messages, not the data.
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
) -> InteractiveMechanism[X, PipelineState, Q, A]:
    """``P ∘* M``: an IM whose state is P's state (or its stages' states), then M's, in one flat
    tuple (Henzinger, Safavi and Vadhan 2024, Alg 1; ``PipelineState``).

    Privacy: if ``M`` is d-𝒟-DP then so is ``P ∘* M`` (seed 000 Thm 2.17; seed 002 Lemma 2.16).
    """
    if InteractivePostprocessor not in type(p).__mro__:  # a subclass (the ABCs register no others): the fast test
        check_instance("p", p, InteractivePostprocessor, "an InteractivePostprocessor")
    # stages checked when they were built are joined as they are (``_Checked``): no rescan
    if type(m) is Post:
        outer = p.stages if type(p) is Chain else (p,)
        return Post(tuple.__new__(_Stages, outer + m.stages), m.inner)
    return Post(p.stages if type(p) is Chain else tuple.__new__(_Stages, (p,)), m)  # Post checks m


def chain(
    p1: InteractivePostprocessor[S1, Q, A, MQ, MA], p2: InteractivePostprocessor[S2, MQ, MA, RQ, RA]
) -> InteractivePostprocessor[PipelineState, Q, A, RQ, RA]:
    """``P1 ∘* P2``: an IPM whose state is the flat tuple of its stages' states (Henzinger, Safavi and
    Vadhan 2024, Alg 2, with the direction labels fixed)."""
    for name, p in (("p1", p1), ("p2", p2)):
        if InteractivePostprocessor not in type(p).__mro__:  # a subclass (the ABCs register no others): the fast test
            check_instance(name, p, InteractivePostprocessor, "an InteractivePostprocessor")
    left = p1.stages if type(p1) is Chain else (p1,)
    right = p2.stages if type(p2) is Chain else (p2,)
    return Chain(tuple.__new__(_Stages, left + right))  # checked stages, joined as they are


def map_answers(g: Callable[[A], B], m: InteractiveMechanism[X, S, Q, A]) -> InteractiveMechanism[X, PipelineState, Q, B]:
    """``g ∘ M``: every answer of ``M`` passed through ``g``."""
    return postprocess(MapAnswers(g), m)

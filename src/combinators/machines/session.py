"""The user-facing handle: the only mutable object, and the only place exceptions meet answers.

A session owns ``(machine, state, coins)`` and answers ``ask(query)``. It never shows the data
or the state (they live in a closure, not in an attribute), refuses ``copy``, ``deepcopy`` and
``pickle`` (forking a state would double-spend a budget), and makes check-and-commit atomic
under a lock, so many threads querying one filter can never overspend it (DESIGN.md §1).

Every step is committed, whatever it answers. A refusal of the library's machines returns the
state it was given, so committing it changes nothing; but a post-processor ``P ∘* M`` may spawn
and query inside one step and then pass a refusal on, and rolling that step back would let the
analyst redraw its noise for free. A step that *raises* closes the session for the same reason,
and so does a step that calls back into its own session (``SessionReentered``): waiting for the
lock it holds would deadlock it and every thread queued behind it.

Nothing the analyst sees carries the data. A step's exception (Python's messages quote values,
and its traceback's frames hold the data) is replaced by a ``SessionClosed`` that names its type
and the machine whose code raised it, raised without cause or context; the closed session drops
its state. When the machine halts, a machine that defines ``halt_reason(state)`` (the
``ExplainsHalt`` protocol) says why, in ``MachineHalted.reason``.

``combinators.composition.open_filter_session`` wraps a session over a filter with typed
``spawn`` and child handles, so ``mypy --strict`` users need no casts.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from numbers import Integral
from types import TracebackType
from typing import Any, Final, Generic, NoReturn, Protocol, cast, final, runtime_checkable

import attrs
from typing_extensions import override

from .._typing import A, D, Q, S, X
from .._validation import check_callable, check_str
from ..errors import (
    BudgetExceeded,
    CombinatorsError,
    InvalidArgument,
    InvalidData,
    InvalidQuery,
    MachineHalted,
    SessionClosed,
    SessionReentered,
)
from ..prob import Coins, sampled_coins
from ._core import InteractiveMechanism, InteractivePostprocessor
from .certificate import Mechanism
from .messages import Halt, Invalid, Refusal

__all__ = ["ExplainsHalt", "Session", "open_session"]

_SPECIAL: Final = (Halt, Invalid, Refusal)

_HALTED: Final = "the machine has halted{}; it answers HALT to every query"
_REENTERED: Final = ("the session is closed: a step called back into its own session (a post-processor or "
                     "machine asking the session it runs in); that call would wait forever for the step it "
                     "runs in, so it is refused, and the session answers nothing more (open a new session)")
_NO_COPY: Final = ("a Session cannot be copied or pickled: a copy would fork the privacy state and "
            "spend the same budget twice; open a new session on the data instead")
_REPR_LIMIT: Final = 200
_TOO_DEEP: Final = ("mechanism=<a {}> is nested too deep to start: starting it on the data recursed past Python's "
                    "limit. @ pipelines, nested filters and the structural operations (repr, ==, hash, pickle, "
                    "certify) have no depth limit, but wrappers of different kinds (null_extension over g @ …) "
                    "and compositions of compositions start and step each part by calling the next, a few "
                    "hundred deep at most; flatten the nesting (one concurrent(...) of many children, one @ chain)")


@runtime_checkable
class ExplainsHalt(Protocol):
    """A machine that can say why it halted: ``halt_reason(state)`` is a short sentence (no data in
    it), or ``None`` when the state gives no reason. A session calls it on the state after the
    machine answers ``HALT`` and puts the answer in ``MachineHalted.reason``."""

    def halt_reason(self, state: Any, /) -> str | None:
        """Why the machine halted in ``state``, or ``None``."""


@final
@attrs.frozen
class _Closure:
    """Why the session answers nothing more: the error class to raise, its message and reason."""

    error: type[MachineHalted] | type[SessionClosed]
    message: str
    reason: str | None = None

    def build(self) -> _Raise:
        if self.error is MachineHalted:
            return _Raise(MachineHalted(self.message, self.reason))
        return _Raise(self.error(self.message))


@final
@attrs.frozen
class _Raise:
    """An error for ``Session.ask`` to raise. It is raised there, not where it is found, so its
    traceback holds no frame whose locals reach the state (and the data in it)."""

    error: CombinatorsError


def safe_repr(x: object) -> str:
    """``repr(x)`` cut short, or a placeholder if it raises (an analyst's ``__repr__`` is code that
    must not replace the library's error, nor flood it)."""
    try:
        r = repr(x)
    except Exception:  # noqa: BLE001  # a raising repr must not replace the library's error
        return f"<a {type(x).__name__} whose repr raised>"
    if type(r) is not str:
        return f"<a {type(x).__name__}>"
    return r if len(r) <= _REPR_LIMIT else r[:_REPR_LIMIT] + "…"


def _where(tb: TracebackType | None) -> str:
    """The innermost machine or post-processor method on the traceback, as ``Class.method``.

    Only type and code names are read: a frame's other locals may be the data.
    """
    where = ""
    tb = tb.tb_next if tb is not None else None  # the first entry is the session's own running frame
    while tb is not None:
        frame = tb.tb_frame
        if frame.f_code.co_varnames[:1] == ("self",):
            this = frame.f_locals.get("self")
            if isinstance(this, (InteractiveMechanism, InteractivePostprocessor)):
                where = f" in {type(this).__name__}.{frame.f_code.co_name}"
        tb = tb.tb_next
    return where


def _failure(exc: BaseException) -> str:
    """What a step's exception says about where and how it failed, with no value in it."""
    how = type(exc).__name__
    detail = ""
    if type(exc) is InvalidData and exc.args and type(exc.args[0]) is str:
        detail = f" ({exc.args[0]})"  # the library's own data refusal: it names types, never values
    return f"a step raised {how}{_where(exc.__traceback__)}{detail}"


def _halt_reason(machine: object, state: object) -> str | None:
    hook = getattr(type(machine), "halt_reason", None)
    if hook is None:
        return None
    try:
        reason = hook(machine, state)
    except Exception:  # noqa: BLE001  # a reason is a courtesy: a failing hook gives none
        return None
    return reason if type(reason) is str else None


_COIN_DRAWS: Final = tuple(name for name in vars(Coins) if not name.startswith("_"))


def _checked_coins(machine: object, coins: object, seed: object) -> Coins:
    """The session's coins, after checking ``open_session``'s arguments."""
    if not isinstance(machine, InteractiveMechanism):
        msg = (f"mechanism={safe_repr(machine)} must be an InteractiveMechanism or a Mechanism (a machine "
               "with its certificate)")
        raise InvalidArgument(msg)
    if coins is not None:
        if seed is not None:
            msg = "pass coins= or seed=, not both (a seed only seeds the session's own coins)"
            raise InvalidArgument(msg)
        if not all(callable(getattr(coins, name, None)) for name in _COIN_DRAWS):
            msg = (f"coins={safe_repr(coins)} must be Coins (e.g. combinators.prob.sampled_coins(seed)), with "
                   f"the draws {', '.join(_COIN_DRAWS)}")
            raise InvalidArgument(msg)
        return coins  # type: ignore[return-value]  # it has every draw of the protocol
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, Integral) or int(seed) < 0):
        msg = f"seed={safe_repr(seed)} must be an int >= 0, or None for a fresh seed"
        raise InvalidArgument(msg)
    return sampled_coins(None if seed is None else int(seed))


@final
class Session(Generic[Q, A]):
    """A running machine on private data. Build one with ``open_session``.

    ``ask`` returns the machine's answer, or raises ``MachineHalted`` (the machine answered
    HALT, now and forever), ``InvalidQuery`` or ``BudgetExceeded`` (the machine refused; the
    message says whether its state changed), or ``SessionClosed`` (a step raised, or called
    back into this session: ``SessionReentered``; the session answers nothing more).
    """

    __slots__ = ("_ask", "_label")

    def __init__(self, ask: Callable[[Q], A | _Raise], label: str) -> None:
        self._ask = check_callable("ask", ask)
        self._label = check_str("label", label)

    def ask(self, query: Q) -> A:
        """Send ``query`` and return the answer (atomic: one step at a time)."""
        answer = self._ask(query)
        if type(answer) is _Raise:
            raise answer.error
        return answer

    @override
    def __repr__(self) -> str:
        return f"<Session over {self._label}>"

    def __copy__(self) -> NoReturn:
        raise TypeError(_NO_COPY)

    def __deepcopy__(self, memo: object) -> NoReturn:
        raise TypeError(_NO_COPY)

    @override
    def __reduce_ex__(self, protocol: object) -> NoReturn:
        raise TypeError(_NO_COPY)


def open_session(
    mechanism: InteractiveMechanism[X, S, Q, A] | Mechanism[X, S, Q, A, D],
    data: X,
    *,
    coins: Coins | None = None,
    seed: int | None = None,
) -> Session[Q, A]:
    """Start ``mechanism`` on ``data``; randomness from ``coins`` or a fresh seeded sampler.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> s = open_session(randomized_response(epsilon=1.0), 1, seed=3)
        >>> s.ask(None) in (0, 1)
        True
        >>> s.ask(None)
        Traceback (most recent call last):
        ...
        combinators.errors.MachineHalted: the machine has halted; it answers HALT to every query
    """
    machine = mechanism.machine if isinstance(mechanism, Mechanism) else mechanism
    the_coins = _checked_coins(machine, coins, seed)
    lock = threading.Lock()
    cell: list[S] = []  # the state; emptied when the session closes: it holds the data
    try:
        cell.append(machine.init(data))
    except RecursionError:
        pass
    if not cell:  # raised here, outside the except block: the RecursionError's frames hold the data
        raise InvalidArgument(_TOO_DEEP.format(type(machine).__name__))
    closed: list[_Closure | None] = [None]  # why the session answers nothing more, once it does not
    owner: list[int | None] = [None]  # the thread running a step, while one runs

    get_ident = threading.get_ident

    def ask(query: Q) -> A | _Raise:
        me = get_ident()
        if owner[0] == me:  # only this thread sets owner to its own id, so no lock is needed to see it
            closed[0] = _Closure(SessionReentered, _REENTERED)
            return _Raise(SessionReentered(_REENTERED))
        with lock:
            shut = closed[0]
            if shut is not None:
                return shut.build()
            owner[0] = me
            old = cell[0]
            try:
                new_state, answer = machine.step(old, query, the_coins)
            except BaseException as exc:  # noqa: BLE001  # whatever it is, it must not reach the analyst
                owner[0] = None
                # The error is built from a string and raised later by Session.ask, outside this
                # block: the step's exception is neither its cause nor its context.
                try:
                    failure = _failure(exc)
                except Exception:  # noqa: BLE001  # (a frame's ``self`` may be hostile) the type alone, then
                    failure = f"a step raised {type(exc).__name__}"
                del old
                return close(failure, query)
            owner[0] = None
            if closed[0] is not None:  # the step called back into this session, which closed it
                del old, new_state
                return close(None, query)
            cell[0] = new_state  # commit first: a refusal passed on by a post-processor may follow a spend
            if isinstance(answer, _SPECIAL):  # one test on the common path
                return special(answer, old, new_state, query)
            return answer

    def close(failure: str | None, query: Q) -> _Raise:
        """Close the session after a step that raised (``failure`` says how) or called back."""
        cell.clear()  # the state holds the data
        if closed[0] is not None:  # the step called back into this session, which closed it
            return _Raise(SessionReentered(_REENTERED))
        why = (f"the session is closed: {failure}; it may have drawn noise or spent budget before it "
               "failed, so it cannot be retried (open a new session)")
        closed[0] = _Closure(SessionClosed, why)
        return _Raise(SessionClosed(f"{why}; the query was {safe_repr(query)}"))

    def special(answer: Halt | Invalid | Refusal[Any], old: S, new_state: S, query: Q) -> _Raise:
        """The error a ``HALT``, ``Invalid`` or ``Refusal`` answer becomes (called under the lock)."""
        if isinstance(answer, Halt):
            reason = _halt_reason(machine, new_state)
            del old, new_state
            cell.clear()
            shut = _Closure(MachineHalted, _HALTED.format("" if reason is None else f": {reason}"), reason)
            closed[0] = shut
            return shut.build()
        after = ("nothing changed" if new_state is old else
                 "the machine's state did change in this step (an inner spawn or query) and is kept")
        if isinstance(answer, Invalid):
            return _Raise(InvalidQuery(f"invalid query {safe_repr(query)}: {answer.reason}; {after}"))
        msg = (f"refused: {answer.reason} (spent {safe_repr(answer.spent)}, requested "
               f"{safe_repr(answer.requested)}, budget {safe_repr(answer.budget)}); {after}")
        return _Raise(BudgetExceeded(msg))

    return Session(ask, repr(mechanism))  # what the caller opened: a mechanism by the expression that built it


"""The user-facing handle: the only mutable object, and the only place exceptions meet answers.

A session owns ``(machine, state, coins)`` and answers ``ask(query)``. It never shows the data
or the state (they live in a closure, not in an attribute), refuses ``copy``, ``deepcopy`` and
``pickle`` (forking a state would double-spend a budget), and makes check-and-commit atomic
under a lock, so many threads querying one filter can never overspend it (DESIGN.md §1).

Every step is committed, whatever it answers. A refusal of the library's machines returns the
state it was given, so committing it changes nothing; but a post-processor ``P ∘* M`` may spawn
and query inside one step and then pass a refusal on, and rolling that step back would let the
analyst redraw its noise for free. A step that *raises* closes the session for the same reason.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Final, Generic, NoReturn, final

from typing_extensions import override

from .._typing import A, D, Q, S, X
from ..errors import BudgetExceeded, InvalidQuery, MachineHalted, SessionClosed
from ..prob import Coins, sampled_coins
from ._core import InteractiveMechanism
from .certificate import Mechanism
from .messages import Halt, Invalid, Refusal

__all__ = ["Session", "open_session"]

_HALTED: Final = "the machine has halted; it answers HALT to every query"
_NO_COPY: Final = ("a Session cannot be copied or pickled: a copy would fork the privacy state and "
            "spend the same budget twice; open a new session on the data instead")


@final
class Session(Generic[Q, A]):
    """A running machine on private data. Build one with ``open_session``.

    ``ask`` returns the machine's answer, or raises ``MachineHalted`` (the machine answered
    HALT, now and forever), ``InvalidQuery`` or ``BudgetExceeded`` (the machine refused; the
    message says whether its state changed), or ``SessionClosed`` (a step raised; the session
    answers nothing more).
    """

    __slots__ = ("_ask", "_label")

    def __init__(self, ask: Callable[[Q], A], label: str) -> None:
        self._ask = ask
        self._label = label

    def ask(self, query: Q) -> A:
        """Send ``query`` and return the answer (atomic: one step at a time)."""
        return self._ask(query)

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
    the_coins = coins if coins is not None else sampled_coins(seed)
    lock = threading.Lock()
    cell: list[S] = [machine.init(data)]
    closed: list[str | None] = [None]  # why the session answers nothing more, once it does not

    def ask(query: Q) -> A:
        with lock:
            if closed[0] is not None:
                if closed[0] is _HALTED:
                    raise MachineHalted(_HALTED)
                raise SessionClosed(closed[0])
            old = cell[0]
            try:
                new_state, answer = machine.step(old, query, the_coins)
            except BaseException as exc:
                closed[0] = (f"the session is closed: a step raised {type(exc).__name__}; it may have drawn "
                             "noise or spent budget before it failed, so it cannot be retried (open a new "
                             "session)")
                msg = f"{closed[0]}; the query was {query!r}"
                raise SessionClosed(msg) from exc
            cell[0] = new_state  # commit first: a refusal passed on by a post-processor may follow a spend
            if isinstance(answer, Halt):
                closed[0] = _HALTED
                raise MachineHalted(_HALTED)
            after = ("nothing changed" if new_state is old else
                     "the machine's state did change in this step (an inner spawn or query) and is kept")
            if isinstance(answer, Invalid):
                msg = f"invalid query {query!r}: {answer.reason}; {after}"
                raise InvalidQuery(msg)
            if isinstance(answer, Refusal):
                msg = (f"refused: {answer.reason} (spent {answer.spent!r}, requested "
                       f"{answer.requested!r}, budget {answer.budget!r}); {after}")
                raise BudgetExceeded(msg)
            return answer

    return Session(ask, repr(machine))

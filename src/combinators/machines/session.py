"""The user-facing handle: the only mutable object, and the only place exceptions meet answers.

A session owns ``(machine, state, coins)`` and answers ``ask(query)``. It never shows the data
or the state (they live in a closure, not in an attribute), refuses ``copy``, ``deepcopy`` and
``pickle`` (forking a state would double-spend a budget), and makes check-and-commit atomic
under a lock, so many threads querying one filter can never overspend it (DESIGN.md §1).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, NoReturn, final

from typing_extensions import override

from .._typing import A, D, Q, S, X
from ..errors import BudgetExceeded, InvalidQuery, MachineHalted
from ..prob import Coins, sampled_coins
from ._core import InteractiveMechanism
from .certificate import Mechanism
from .messages import Halt, Invalid, Refusal

__all__ = ["Session", "open_session"]

_NO_COPY = ("a Session cannot be copied or pickled: a copy would fork the privacy state and "
            "spend the same budget twice; open a new session on the data instead")


@final
class Session(Generic[Q, A]):
    """A running machine on private data. Build one with ``open_session``.

    ``ask`` returns the machine's answer, or raises ``MachineHalted`` (the machine answered
    HALT, now and forever), ``InvalidQuery`` or ``BudgetExceeded`` (the machine refused; its
    state did not change).
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
    halted = [False]

    def ask(query: Q) -> A:
        with lock:
            if halted[0]:
                msg = "the machine has halted; it answers HALT to every query"
                raise MachineHalted(msg)
            new_state, answer = machine.step(cell[0], query, the_coins)
            if isinstance(answer, Halt):
                halted[0] = True
                msg = "the machine has halted; it answers HALT to every query"
                raise MachineHalted(msg)
            if isinstance(answer, Invalid):
                msg = f"invalid query {query!r}: {answer.reason}; nothing changed"
                raise InvalidQuery(msg)
            if isinstance(answer, Refusal):
                msg = (f"refused: {answer.reason} (spent {answer.spent!r}, requested "
                       f"{answer.requested!r}, budget {answer.budget!r}); nothing changed")
                raise BudgetExceeded(msg)
            cell[0] = new_state
            return answer

    return Session(ask, repr(machine))

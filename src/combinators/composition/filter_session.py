"""A typed session over a filter: ``open_filter_session(filter, data)``.

``Session.ask`` on a filter takes ``Spawn[D] | Query`` and answers ``object``, so a typed caller
must cast every answer. ``FilterSession[D]`` keeps the filter's level type (a child certified
under another measure does not type-check) and ``spawn`` returns a ``FilterChild[Q, A]`` handle
whose ``ask`` is typed as the child's own: ``mypy --strict`` users need no casts.
"""

from __future__ import annotations

from typing import Any, Final, Generic, cast, final

from typing_extensions import override

from .._typing import A, D, Q
from .._validation import check_instance, check_int
from ..errors import InvalidArgument, InvalidQuery, MachineHalted
from ..machines import ChildHalted, Mechanism, Session, open_session
from ..machines.session import safe_repr
from ..prob import Coins
from .filters import STATUS, Exhausted, FiltCon, FilterState, FilterStatus, Query, Spawn, Spawned

__all__ = ["FilterChild", "FilterSession", "open_filter_session"]


@final
class FilterChild(Generic[Q, A]):
    """A spawned child of a ``FilterSession``: ``ask(query)`` sends ``Query(index, query)`` to it
    and returns its answer, typed as the child's.

    ``ask`` raises as ``Session.ask`` does; when this child has halted (a noninteractive child
    asked a second time, say) it raises ``MachineHalted``, and the filter and its other children
    go on.
    """

    __slots__ = ("_session", "index")

    def __init__(self, session: Session[Any, object], index: int) -> None:
        self._session = check_instance("session", session, Session, "a Session (from open_session)")
        self.index: Final = check_int("index", index, minimum=0)

    def ask(self, query: Q) -> A:
        """The child's answer to ``query``."""
        answer = self._session.ask(Query(self.index, query))
        if isinstance(answer, ChildHalted):
            msg = (f"mechanism {self.index} has halted; it answers no more queries (the filter and its "
                   "other children go on)")
            raise MachineHalted(msg)
        return cast("A", answer)  # a filter passes its child's answers on unchanged

    @override
    def __repr__(self) -> str:
        return f"<FilterChild {self.index} of {self._session!r}>"


@final
class FilterSession(Generic[D]):
    """A session over a filter with typed messages; build one with ``open_filter_session``.

    ``spawn(mechanism, level)`` admits a child (or raises ``BudgetExceeded``, ``MachineHalted``
    or ``InvalidQuery`` as ``Session.ask`` does) and returns its handle; ``query(j, q)`` asks
    child ``j`` by index; ``ask`` sends any message, as ``Session.ask``. The level type ``D`` is
    the filter's, so a child certified under another measure does not type-check.
    """

    __slots__ = ("_session",)

    def __init__(self, session: Session[Any, object]) -> None:
        self._session = check_instance("session", session, Session, "a Session (from open_session)")

    def spawn(self, mechanism: Mechanism[Any, Any, Q, A, D], level: D) -> FilterChild[Q, A]:
        """Spawn ``mechanism`` charged ``level`` (``Spawn(mechanism, level)``); its handle."""
        answer = self._session.ask(Spawn(mechanism, level))
        if type(answer) is not Spawned:  # a FiltCon answers an admitted spawn with Spawned only
            msg = f"the filter answered a spawn with {safe_repr(answer)}, not Spawned(index)"
            raise InvalidQuery(msg)
        return FilterChild(self._session, answer.index)

    def query(self, index: int, query: object = None) -> object:
        """Child ``index``'s answer to ``query`` (``Query(index, query)``); untyped, as the index
        does not say which child it is: keep the handle ``spawn`` returns for a typed answer."""
        return FilterChild[object, object](self._session, index).ask(query)

    def status(self) -> FilterStatus[D]:
        """Where the filter stands (its answer to ``STATUS``): spent, remaining, budget, children.

        Deterministic and free: it is a function of the levels the analyst chose. A halted filter
        answers ``HALT`` to it too, so this raises ``MachineHalted`` with the reason it halted.
        """
        answer = self._session.ask(STATUS)
        if type(answer) is not FilterStatus:
            msg = f"the filter answered STATUS with {safe_repr(answer)}, not a FilterStatus"
            raise InvalidQuery(msg)
        return cast("FilterStatus[D]", answer)

    def ask(self, message: Spawn[D] | Query) -> object:
        """Send a raw message to the filter, as ``Session.ask``."""
        return self._session.ask(message)

    @override
    def __repr__(self) -> str:
        return repr(self._session)


def open_filter_session(
    mechanism: Mechanism[Any, FilterState[D] | Exhausted, Spawn[D] | Query, object, D],
    data: object,
    *,
    coins: Coins | None = None,
    seed: int | None = None,
) -> FilterSession[D]:
    """Start the filter ``mechanism`` (from ``filtered``) on ``data``, with typed spawns and queries.

    Example:
        >>> from fractions import Fraction
        >>> from combinators.composition import filtered
        >>> from combinators.measures import PureDP, Epsilon
        >>> from combinators.primitives import geometric, sensitivity_relation
        >>> f = open_filter_session(filtered(PureDP(), "additive", Epsilon(1.0), relation=sensitivity_relation(1)),
        ...                         7, seed=0)
        >>> child = f.spawn(geometric(r=Fraction(1, 2), lo=0, hi=10), Epsilon(0.7))
        >>> child.index, 0 <= child.ask(None) <= 10
        (0, True)
        >>> f.status().spent, f.status().children
        (Epsilon(0.7), 1)
        >>> f.spawn(geometric(r=Fraction(1, 2), lo=0, hi=10), Epsilon(0.7))
        Traceback (most recent call last):
        ...
        combinators.errors.BudgetExceeded: refused: insufficient budget: ...
    """
    given: object = mechanism  # callers without mypy may pass anything
    if not isinstance(given, Mechanism) or type(given.machine) is not FiltCon:
        msg = (f"open_filter_session takes a filter built with combinators.composition.filtered(...), not "
               f"{safe_repr(mechanism)}; use open_session for other machines")
        raise InvalidArgument(msg)
    return FilterSession(open_session(mechanism, data, coins=coins, seed=seed))

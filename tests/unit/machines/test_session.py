"""The session handle: typed refusals become exceptions, state never leaks, never forks."""

from __future__ import annotations

import copy
import pickle
import threading
import time
from typing import final

import attrs
import pytest
from typing_extensions import override

from combinators.errors import BudgetExceeded, CombinatorsError, InvalidQuery, MachineHalted, SessionClosed
from combinators.machines import HALT, Halt, InteractiveMechanism, Invalid, Refusal, open_session
from combinators.prob import Coins

SECRET = "patient-records-1234"


@final
@attrs.frozen
class Budgeted(InteractiveMechanism[str, tuple[str, int], object, int | Invalid | Refusal[int]]):
    """Spends integer units from a budget of ``budget``; ``"bad"`` is invalid; ``"stop"`` halts.

    A deliberate sleep between the check and the commit makes a race visible if the session
    were not atomic.
    """

    budget: int

    @override
    def init(self, data: str, /) -> tuple[str, int]:
        return (data, 0)

    @override
    def step(self, state: tuple[str, int], query: object, coins: Coins, /
             ) -> tuple[tuple[str, int], int | Invalid | Refusal[int] | Halt]:
        data, spent = state
        if query == "stop":
            return state, HALT
        if not isinstance(query, int):
            return state, Invalid(f"{query!r} is not a spend amount")
        if spent + query > self.budget:
            return state, Refusal(spent, query, self.budget, "insufficient budget")
        time.sleep(0.0005)
        return (data, spent + query), spent + query


def test_answers_and_refusals() -> None:
    s = open_session(Budgeted(3), SECRET, seed=0)
    assert s.ask(2) == 2
    with pytest.raises(BudgetExceeded, match="insufficient budget .*spent 2, requested 2, budget 3"):
        s.ask(2)
    assert s.ask(1) == 3  # the refusal changed nothing: 1 more still fits
    with pytest.raises(InvalidQuery, match="not a spend amount"):
        s.ask("bad")
    with pytest.raises(BudgetExceeded):
        s.ask(1)


def test_halt_is_absorbing() -> None:
    s = open_session(Budgeted(3), SECRET, seed=0)
    with pytest.raises(MachineHalted):
        s.ask("stop")
    with pytest.raises(MachineHalted):
        s.ask(1)


def test_errors_share_one_base() -> None:
    assert issubclass(BudgetExceeded, CombinatorsError)
    assert issubclass(InvalidQuery, CombinatorsError)
    assert issubclass(MachineHalted, CombinatorsError)
    assert issubclass(SessionClosed, CombinatorsError)


@final
@attrs.frozen
class SpendThenRefuse(InteractiveMechanism[str, int, object, int | Invalid | Refusal[int]]):
    """Spends one unit on every query and then answers a refusal (or an Invalid for "bad"), as a
    post-processor does that spawns inside one step and passes a refusal on; "raise" spends and
    then raises."""

    @override
    def init(self, data: str, /) -> int:
        return 0

    @override
    def step(self, state: int, query: object, coins: Coins, /) -> tuple[int, int | Invalid | Refusal[int]]:
        if query == "raise":
            coins.uniform_int(2)
            raise ZeroDivisionError("a bug after the draw")
        if query == "read":
            return state, state
        if query == "bad":
            return state + 1, Invalid("passed on")
        return state + 1, Refusal(state + 1, 1, 0, "passed on")


def test_a_refusal_after_a_state_change_is_committed() -> None:
    """Rolling such a step back would let the analyst redraw what the step spent, for free."""
    s = open_session(SpendThenRefuse(), SECRET, seed=0)
    with pytest.raises(BudgetExceeded, match="state did change in this step .* kept"):
        s.ask("spend")
    with pytest.raises(InvalidQuery, match="state did change"):
        s.ask("bad")
    assert s.ask("read") == 2


def test_a_refusal_that_changes_nothing_says_so() -> None:
    s = open_session(Budgeted(0), SECRET, seed=0)
    with pytest.raises(BudgetExceeded, match="nothing changed"):
        s.ask(1)


def test_a_step_that_raises_closes_the_session() -> None:
    s = open_session(SpendThenRefuse(), SECRET, seed=0)
    with pytest.raises(SessionClosed, match="a step raised ZeroDivisionError.*cannot be retried") as info:
        s.ask("raise")
    assert isinstance(info.value.__cause__, ZeroDivisionError)
    for query in ("read", "raise", "spend"):
        with pytest.raises(SessionClosed, match="the session is closed"):
            s.ask(query)


def test_no_leak_through_repr_or_attributes() -> None:
    s = open_session(Budgeted(3), SECRET, seed=0)
    s.ask(1)
    assert SECRET not in repr(s) and SECRET not in str(s)
    public = [name for name in dir(s) if not name.startswith("_")]
    assert public == ["ask"]


@pytest.mark.parametrize("fork", [copy.copy, copy.deepcopy, pickle.dumps])
def test_cannot_fork(fork: object) -> None:
    s = open_session(Budgeted(3), SECRET, seed=0)
    with pytest.raises(TypeError, match="double|twice"):
        fork(s)  # type: ignore[operator]


def test_sixteen_threads_never_overspend() -> None:
    budget = 40
    s = open_session(Budgeted(budget), SECRET, seed=0)
    admitted: list[int] = []
    lock = threading.Lock()

    def hammer() -> None:
        for _ in range(10):
            try:
                s.ask(1)
            except BudgetExceeded:
                continue
            with lock:
                admitted.append(1)

    threads = [threading.Thread(target=hammer) for _ in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sum(admitted) == budget

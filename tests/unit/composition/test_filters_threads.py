"""Sixteen threads spawning and querying one filter through one session never overspend it: the
session checks and commits each step atomically (DESIGN.md §1), and the filter's state is a value."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any, final

import attrs
import pytest
from typing_extensions import override

from combinators.accounting import admitted_prefix, whitehouse_accumulator
from combinators.composition.concomp import ChildHalted
from combinators.composition.filters import Query, Spawn, Spawned, filtered
from combinators.errors import BudgetExceeded, InvalidQuery, MachineHalted
from combinators.machines import BIT_FLIP, HALT, Halt, InteractiveMechanism, Session, certify_machine, open_session
from combinators.measures import ApproxDP, EpsDelta, Epsilon, PureDP
from combinators.prob import Coins

THREADS = 16


@final
@attrs.frozen
class SlowChild(InteractiveMechanism[int, int, object, int]):
    """A child whose start and answers take a little time, to widen any check-then-commit window."""

    @override
    def init(self, data: int, /) -> int:
        time.sleep(2e-5)
        return 0

    @override
    def step(self, state: int, query: object, coins: Coins, /) -> tuple[int, int | Halt]:
        time.sleep(1e-5)
        if state >= 3:
            return state, HALT
        return state + 1, state


@pytest.fixture(autouse=True)
def _switch_often() -> Iterator[None]:
    """Make the interpreter switch threads as often as it can while these tests run."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        yield
    finally:
        sys.setswitchinterval(old)


def hammer(session: Session[Any, object], spawn: Callable[[], object], rounds: int) -> tuple[list[int], int, int]:
    """THREADS threads each try ``rounds`` spawns, querying their own and others' children in between.

    Returns the indices answered ``Spawned`` (over all threads), and how many spawns were refused
    and how many queries reached a halted or absent child."""
    start = threading.Barrier(THREADS)
    spawned: list[int] = []
    counts = [0, 0]
    lock = threading.Lock()
    errors: list[BaseException] = []

    def worker(seed: int) -> None:
        try:
            start.wait()
            mine: list[int] = []
            refused = missing = 0
            for r in range(rounds):
                try:
                    a = session.ask(spawn())
                    assert isinstance(a, Spawned)
                    mine.append(a.index)
                except BudgetExceeded:
                    refused += 1
                for j in (mine[-1] if mine else 0, (seed * 7 + r) % 64):
                    try:
                        answer = session.ask(Query(j, None))
                        assert isinstance(answer, (int, ChildHalted))
                    except InvalidQuery:
                        missing += 1
            with lock:
                spawned.extend(mine)
                counts[0] += refused
                counts[1] += missing
        except BaseException as e:  # noqa: BLE001  # re-raised in the main thread
            errors.append(e)

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
    return spawned, counts[0], counts[1]


def test_sixteen_threads_never_overspend_a_pure_filter() -> None:
    child = certify_machine(SlowChild(), PureDP(), Epsilon(0.125), BIT_FLIP)
    f = filtered(PureDP(), "additive", Epsilon(10.0), trust_asserted=True)
    session = open_session(f, 1, seed=0)
    spawned, refused, _ = hammer(session, lambda: Spawn(child, Epsilon(0.125)), rounds=10)
    assert len(spawned) == 80  # 80 · 0.125 = 10 exactly: never more, and no admission lost
    assert sorted(spawned) == list(range(80))  # every index handed out exactly once
    assert refused == THREADS * 10 - 80
    with pytest.raises(BudgetExceeded, match=r"spent Epsilon\(10.0\)"):
        session.ask(Spawn(child, Epsilon(0.125)))


def test_sixteen_threads_and_a_whitehouse_filter_admit_what_one_thread_would() -> None:
    acc = whitehouse_accumulator(1e-6, 1e-5)
    budget = EpsDelta(1.0, 1e-5)
    child = certify_machine(SlowChild(), ApproxDP(), EpsDelta(0.01, 0.0), BIT_FLIP)
    f = filtered(ApproxDP(), acc, budget, finite_communication=True, trust_asserted=True)
    session = open_session(f, 1, seed=0)
    spawned, _, _ = hammer(session, lambda: Spawn(child, EpsDelta(0.01, 0.0)), rounds=30)
    expected = admitted_prefix(acc, [EpsDelta(0.01, 0.0)] * (THREADS * 30), budget)
    assert 0 < len(spawned) == expected and sorted(spawned) == list(range(expected))


def test_sixteen_threads_in_halt_mode_admit_at_most_the_budget_then_all_see_the_halt() -> None:
    child = certify_machine(SlowChild(), PureDP(), Epsilon(0.25), BIT_FLIP)
    f = filtered(PureDP(), "additive", Epsilon(5.0), on_exhaust="halt", trust_asserted=True)
    session = open_session(f, 1, seed=0)
    admitted: list[int] = []
    halted = [0]
    lock = threading.Lock()
    start = threading.Barrier(THREADS)

    def worker() -> None:
        start.wait()
        for _ in range(5):
            try:
                a = session.ask(Spawn(child, Epsilon(0.25)))
                assert isinstance(a, Spawned)
                with lock:
                    admitted.append(a.index)
            except MachineHalted:
                with lock:
                    halted[0] += 1

    threads = [threading.Thread(target=worker) for _ in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(admitted) == list(range(20))  # 20 · 0.25 = 5: the 21st spawn halted the filter
    assert halted[0] == THREADS * 5 - 20
    with pytest.raises(MachineHalted):
        session.ask(Query(0, None))


def test_sixteen_threads_spawning_inside_one_nested_filter() -> None:
    child = certify_machine(SlowChild(), PureDP(), Epsilon(0.125), BIT_FLIP)
    inner = filtered(PureDP(), "additive", Epsilon(2.0), trust_asserted=True)
    outer = filtered(PureDP(), "additive", Epsilon(3.0), trust_asserted=True)
    session = open_session(outer, 1, seed=0)
    assert session.ask(Spawn(inner, Epsilon(2.0))) == Spawned(0)
    spawned, refused, _ = hammer(session, lambda: Query(0, Spawn(child, Epsilon(0.125))), rounds=3)
    # the inner filter admits exactly 16 children of 0.125 (= 2.0); the queries (j, None) went to the
    # outer filter's children, of which only the inner filter exists (it answers them Invalid)
    assert len(spawned) == 16 and refused == THREADS * 3 - 16
    assert session.ask(Spawn(child, Epsilon(1.0))) == Spawned(1)  # the parent still has exactly 1.0 left
    with pytest.raises(BudgetExceeded):
        session.ask(Spawn(child, Epsilon(0.125)))

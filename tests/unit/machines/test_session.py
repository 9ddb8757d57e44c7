"""The session handle: typed refusals become exceptions, state never leaks, never forks."""

from __future__ import annotations

import copy
import pickle
import threading
import time
from typing import Any, final

from collections.abc import Callable

import attrs
import pytest
from typing_extensions import override

from combinators.composition import Query, Spawn, Spawned, concurrent, filtered
from combinators.errors import BudgetExceeded, CombinatorsError, InvalidArgument, InvalidQuery, MachineHalted
from combinators.errors import SessionClosed, SessionReentered
from combinators.machines import HALT, ExplainsHalt, Halt, InteractiveMechanism, InteractivePostprocessor
from combinators.machines import Invalid, Left, Mechanism, Refusal, Right, Session, open_session
from combinators.measures import Epsilon, PureDP
from combinators.primitives import laplace, randomized_response, sensitivity_relation
from combinators.prob import Coins, sampled_coins
from tests.reference_machines import Answers

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
    assert info.value.__cause__ is None and info.value.__context__ is None
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


# --- re-entry: a step that asks its own session ------------------------------------------------


@final
@attrs.frozen
class CallsBack(InteractiveMechanism[str, int, object, int]):
    """Asks the session in ``box[0]`` from inside its own step, as a hostile post-processor
    could; ``swallow`` catches what that call raises and answers normally anyway. The optional
    ``entered`` event is set when the step starts, and the step then waits ``pause`` seconds
    so that other threads queue on the session's lock."""

    box: list[object] = attrs.field(eq=False)
    swallow: bool = False
    entered: threading.Event | None = attrs.field(default=None, eq=False)
    pause: float = 0.0

    @override
    def init(self, data: str, /) -> int:
        return 0

    @override
    def step(self, state: int, query: object, coins: Coins, /) -> tuple[int, int]:
        if query == "plain":
            return state + 1, state + 1
        if self.entered is not None:
            self.entered.set()
            time.sleep(self.pause)
        session = self.box[0]
        assert isinstance(session, Session)
        try:
            session.ask("plain")
        except SessionReentered:
            if not self.swallow:
                raise
        return state + 1, state + 1


def _in_thread(f: Callable[[], object], timeout: float = 10.0) -> object:
    """``f()``'s result or exception, run in a daemon thread: a deadlock fails the test instead
    of hanging the suite."""
    out: list[object] = []

    def run() -> None:
        try:
            out.append(f())
        except BaseException as e:  # noqa: BLE001  # handed to the test
            out.append(e)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), "the call hung"
    return out[0]


@pytest.mark.parametrize("swallow", [False, True])
def test_a_step_that_calls_back_into_its_session_closes_it(swallow: bool) -> None:
    box: list[object] = []
    s = open_session(CallsBack(box, swallow=swallow), SECRET, seed=0)
    box.append(s)
    assert s.ask("plain") == 1
    err = _in_thread(lambda: s.ask("call back"))
    assert isinstance(err, SessionReentered) and isinstance(err, SessionClosed)
    assert "called back into its own session" in str(err)
    later = _in_thread(lambda: s.ask("plain"))  # closed for good, even for a plain query
    assert isinstance(later, SessionClosed)


def test_threads_waiting_on_a_reentered_session_get_session_closed() -> None:
    box: list[object] = []
    entered = threading.Event()
    s = open_session(CallsBack(box, entered=entered, pause=0.2), SECRET, seed=0)
    box.append(s)
    first = threading.Thread(target=lambda: _in_thread(lambda: s.ask("call back")), daemon=True)
    first.start()
    assert entered.wait(10)
    waiting = [_in_thread(lambda: s.ask("plain")) for _ in range(3)]  # queued behind the step
    first.join(10)
    assert all(isinstance(e, SessionClosed) for e in waiting)


@final
@attrs.frozen
class AskThrough(InteractivePostprocessor[None, object, object, object, int]):
    """A post-processor that asks the session in ``box[0]`` while it handles a message."""

    box: list[object] = attrs.field(eq=False)

    @override
    def initial(self) -> None:
        return None

    @override
    def step(self, state: None, msg: Left[object] | Right[int | Halt], coins: Coins, /
             ) -> tuple[None, Left[object] | Right[object]]:
        if isinstance(msg, Left):
            session = self.box[0]
            assert isinstance(session, Session)
            session.ask(msg.msg)
            return None, Right(msg.msg)
        return None, Left(msg.msg)


def test_a_post_processor_that_asks_its_own_session_gets_a_library_error() -> None:
    box: list[object] = []
    s = open_session(AskThrough(box) @ randomized_response(e_eps=3), 1, seed=0)
    box.append(s)
    err = _in_thread(lambda: s.ask(None))
    assert isinstance(err, SessionReentered)


# --- no data in what the analyst sees ------------------------------------------------------------

PATIENT = "patient-record: HIV+"


# reads its data as a number at the first query: Python's ValueError quotes the data
PARSES_DATA: Answers[str, float] = Answers(lambda x, c: float(x))


def _session_on_patient_data(mechanism: InteractiveMechanism[str, Any, Any, Any] | Mechanism[Any, Any, Any, Any, Any]
                             ) -> Session[Any, object]:
    data = "".join(["patient-record: ", "HIV+"])  # built here: only this frame and the session hold it
    return open_session(mechanism, data, seed=0)


def _everything_shown(err: BaseException) -> list[str]:
    """str and repr of ``err`` and of every exception chained to it, and the repr of every local
    of every frame on their tracebacks."""
    shown: list[str] = []
    todo: list[BaseException | None] = [err]
    seen: set[int] = set()
    while todo:
        e = todo.pop()
        if e is None or id(e) in seen:
            continue
        seen.add(id(e))
        shown += [str(e), repr(e)]
        todo += [e.__cause__, e.__context__]
        tb = e.__traceback__
        while tb is not None:
            shown += [repr(v) for v in tb.tb_frame.f_locals.values()]
            tb = tb.tb_next
    return shown


@pytest.mark.parametrize("mechanism", [PARSES_DATA, laplace(scale=1.0).machine],
                         ids=["a machine's ValueError", "Laplace"])
def test_a_failing_step_shows_no_data(mechanism: InteractiveMechanism[str, Any, Any, Any]) -> None:
    s = _session_on_patient_data(mechanism)
    with pytest.raises(SessionClosed) as info:
        s.ask(None)
    err = info.value
    assert err.__cause__ is None and err.__context__ is None
    assert not any(PATIENT in text for text in _everything_shown(err))
    assert not any("HIV" in text for text in _everything_shown(err))


def test_a_failing_step_says_which_machine_failed_and_how() -> None:
    s = _session_on_patient_data(PARSES_DATA)
    with pytest.raises(SessionClosed, match=r"a step raised ValueError in Answers\.step"):
        s.ask(None)


def test_a_filter_child_that_refuses_its_data_is_named() -> None:
    """The issue's case: a filter spawns Laplace on a string; the refusal names Laplace and the
    data's type, not the string."""
    s = _session_on_patient_data(filtered(PureDP(), "additive", Epsilon(1.0), relation=sensitivity_relation(1)))
    assert s.ask(Spawn(laplace(scale=1.0), Epsilon(1.0))) == Spawned(0)
    with pytest.raises(SessionClosed) as info:
        s.ask(Query(0))
    text = str(info.value)
    assert "InvalidData in Laplace.release" in text and "the data is a str" in text
    assert not any("HIV" in t for t in _everything_shown(info.value))


def test_refusals_and_halts_show_no_state() -> None:
    """Refusals, invalid queries and halts are raised where no frame holds the state."""
    s = _session_on_patient_data(Budgeted(1))
    errors: list[BaseException] = []
    for query in (2, "bad", "stop"):
        try:
            s.ask(query)
        except CombinatorsError as e:
            errors.append(e)
    assert [type(e) for e in errors] == [BudgetExceeded, InvalidQuery, MachineHalted]
    assert not any("HIV" in t for e in errors for t in _everything_shown(e))


# --- why a machine halted ---------------------------------------------------------------------


# hand-written: it says why it halted, which no kit machine does
@final
@attrs.frozen
class Countdown(InteractiveMechanism[object, int, object, int]):
    """Answers ``n``, ``n−1``, …, 1 and then halts; says why when asked."""

    n: int

    @override
    def init(self, data: object, /) -> int:
        return self.n

    @override
    def step(self, state: int, query: object, coins: Coins, /) -> tuple[int, int | Halt]:
        return (state, HALT) if state == 0 else (state - 1, state)

    def halt_reason(self, state: int, /) -> str | None:
        return f"it counted down from {self.n}" if state == 0 else None


def test_machine_halted_carries_the_machines_reason() -> None:
    assert isinstance(Countdown(1), ExplainsHalt)
    s = open_session(Countdown(1), None, seed=0)
    assert s.ask(None) == 1
    halts: list[MachineHalted] = []
    for _ in range(2):  # the first halt and every later one
        with pytest.raises(MachineHalted, match="halted: it counted down from 1; it answers HALT") as info:
            s.ask(None)
        halts.append(info.value)
    assert [e.reason for e in halts] == ["it counted down from 1"] * 2
    assert pickle.loads(pickle.dumps(halts[0])).reason == "it counted down from 1"


def test_machine_halted_without_a_reason() -> None:
    s = open_session(Budgeted(3), SECRET, seed=0)
    with pytest.raises(MachineHalted) as info:
        s.ask("stop")
    assert info.value.reason is None and str(info.value) == (
        "the machine has halted; it answers HALT to every query")


@final
@attrs.frozen
class Malformed(InteractiveMechanism[str, str, object, int]):
    """A broken machine whose step returns no (state, answer) pair."""

    @override
    def init(self, data: str, /) -> str:
        return data

    @override
    def step(self, state: str, query: object, coins: Coins, /) -> tuple[str, int]:
        return None  # type: ignore[return-value]  # the bug under test


def test_a_step_that_returns_no_pair_closes_the_session() -> None:
    s = _session_on_patient_data(Malformed())
    with pytest.raises(SessionClosed, match="a step raised TypeError") as info:
        s.ask(None)
    assert not any("HIV" in t for t in _everything_shown(info.value))


@pytest.mark.parametrize(("args", "kwargs", "match"), [
    ((5.0, 1), {}, "mechanism=5.0 must be an InteractiveMechanism or a Mechanism"),
    ((Budgeted(1), SECRET), {"coins": 5}, "coins=5 must be Coins"),
    ((Budgeted(1), SECRET), {"coins": sampled_coins(0), "seed": 1}, "not both"),
    ((Budgeted(1), SECRET), {"seed": "x"}, "seed='x' must be an int >= 0"),
    ((Budgeted(1), SECRET), {"seed": -1}, "seed=-1 must be an int >= 0"),
    ((Budgeted(1), SECRET), {"seed": True}, "seed=True must be an int >= 0"),
])
def test_open_session_refuses_bad_arguments(args: tuple[object, ...], kwargs: dict[str, object], match: str) -> None:
    """Refused when the session is opened with a library error, not AttributeError or numpy's TypeError,
    and not at the first query (coins=5)."""
    with pytest.raises(InvalidArgument, match=match):
        open_session(*args, **kwargs)  # type: ignore[arg-type]


def test_a_session_is_built_from_a_function_and_a_label() -> None:
    """Session(5, None) was built, and failed only at its first ask with a raw TypeError."""
    with pytest.raises(InvalidArgument, match="ask=5 must be a function"):
        Session(5, "s")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="label=None must be a str"):
        Session(lambda q: q, None)  # type: ignore[arg-type]
    def echo(q: int) -> int:
        return q

    assert Session(echo, "s").ask(3) == 3


RR = randomized_response(e_eps=3)


def test_a_session_over_an_answer_map_keeps_working_after_a_refusal() -> None:
    s = open_session((lambda b: b) @ concurrent(RR, RR), 1, seed=0)
    with pytest.raises(InvalidQuery):
        s.ask(Query(0, None))  # type: ignore[arg-type]  # concurrent takes (j, q) pairs, not Query
    assert s.ask((1, None)) in (0, 1)

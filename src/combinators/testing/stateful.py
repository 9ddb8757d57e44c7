"""Hypothesis state machines for filters, odometers, concurrent compositions and continual mechanisms.

Each base is a ``hypothesis.stateful.RuleBasedStateMachine`` that drives one machine with random
messages, keeps a model of what it must do, and checks the invariants every such machine owes
its analyst. Subclass one, say what to test (class attributes or the ``make_*`` methods), and
run ``YourMachine.TestCase`` under pytest; hypothesis shrinks a failure to a short sequence of
messages and prints it as a program.

- ``FilterMachine``: a filter (``filtered``, ``filter_from_odometer``, or a filter over your own
  rule, an ``Accumulator``). Invariants: what is spent is ⪯ the budget; it is never below the
  reference level of the admitted spawns (``reference``: basic composition by default, the sum
  for an additive rule), and that reference fits the budget; a ``Refusal`` or an ``Invalid``
  answer changes nothing; once the filter has halted every answer is ``HALT``; ``STATUS`` is
  deterministic and changes nothing; a child answers until it halts (a noninteractive one
  exactly once), then the analyst gets ``ChildHalted`` once, then ``Invalid``.
- ``OdometerMachine``: an odometer (``odometer``). Its reading (``PRIVACY_LOSS``) is
  deterministic, changes nothing, never decreases, and is never below the reference level of
  the spawns; every spawn of a covered child is admitted.
- ``ConcurrentMachine``: a concurrent composition over children that count their queries
  (``concurrent`` or your own compositor of the same messages ``(j, q)``). Child ``j`` sees
  only its own queries; a halted child answers ``ChildHalted(j)`` once and ``Invalid`` after;
  a bad index or message is ``Invalid`` and changes nothing; the composition never answers
  ``HALT``; its certified level is never below the reference level of its children.
- ``ContinualMachine``: a continual mechanism in its privacy game ``game(M, f, b)``, both
  ``b`` side by side (Henzinger–Safavi–Vadhan 2024, Def 3.7). Once the verification function
  ``f`` rejects the pairs sent so far both games answer ``HALT``; after a ``HALT`` a game answers
  ``HALT`` to everything; an ``Invalid`` answer changes nothing.

The default children are certified by hand (``certify_machine``: a certificate on the caller's
word), so the default filters and compositions are built with ``trust_asserted=True``; build
yours the same way, or override ``make_child``.

Example (a user-written additive rule under pure DP; ``TestMyRule`` is what pytest collects):
    >>> from hypothesis import settings
    >>> from combinators.composition import filtered
    >>> from combinators.measures import Epsilon, PureDP
    >>> class MyRule(FilterMachine):
    ...     measure, budget = PureDP(), Epsilon(1.0)
    ...     levels = (Epsilon(0.25), Epsilon(0.5))
    ...     def make_filter(self):
    ...         return filtered(self.measure, "additive", self.budget, trust_asserted=True)
    >>> TestMyRule = MyRule.TestCase
    >>> run_machine(MyRule, settings(max_examples=5, stateful_step_count=10, database=None))
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, cast, final

import attrs
from hypothesis import settings as Settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule, run_state_machine_as_test
from typing_extensions import override

from .._validation import check_instance, check_int, check_positive_int
from ..composition import (
    PRIVACY_LOSS,
    STATUS,
    ChildHalted,
    Exhausted,
    FiltCon,
    FilterState,
    FilterStatus,
    OdomCon,
    Query,
    Spawn,
    Spawned,
    concurrent,
    filtered,
    odometer,
)
from ..errors import InvalidArgument
from ..machines import (
    BIT_FLIP,
    HALT,
    InteractiveMechanism,
    Invalid,
    Mechanism,
    NoninteractiveMechanism,
    Refusal,
    Relation,
    certify_machine,
    game,
)
from ..prob import Coins, sampled_coins

__all__ = [
    "ConcurrentMachine",
    "ContinualMachine",
    "CountingMachine",
    "FilterMachine",
    "OdometerMachine",
    "Release",
    "run_machine",
]

_COINS: Final = sampled_coins(0)
_CLOSED: Final = -1
_GARBAGE: Final[tuple[object, ...]] = ("spawn", None, 3, (0, None), (None, None), -1.5)
"""Messages no filter, odometer or composition takes: each must be answered ``Invalid``."""

# typed here: hypothesis leaves it untyped in some versions and types it in others
_run_as_test: Final = cast("Callable[..., None]", run_state_machine_as_test)


@final
@attrs.frozen
class Release(NoninteractiveMechanism[object, int]):
    """A noninteractive mechanism that releases ``value`` whatever its data: 0-DP, so a
    certificate at any level is true. The default child of ``FilterMachine`` and ``OdometerMachine``.

    Example:
        >>> Release(7).release("data", None)
        7
    """

    value: int = attrs.field(default=0)

    @value.validator
    def _check_value(self, attribute: attrs.Attribute[int], value: object) -> None:
        check_int("value", value)

    @override
    def release(self, data: object, coins: Coins, /) -> int:
        return self.value


@final
@attrs.frozen
class CountingMachine(InteractiveMechanism[object, int, object, int]):
    """Answers its n-th query with n (from 1) whatever its data, and ``HALT`` after ``limit``
    answers: 0-DP, and its answers tell which queries reached it. The child of ``ConcurrentMachine``.

    Example:
        >>> m = CountingMachine(2)
        >>> s = m.init("data"); s, a = m.step(s, "q", None); s, b = m.step(s, "q", None); a, b, m.step(s, "q", None)[1]
        (1, 2, HALT)
    """

    limit: int = attrs.field()

    @limit.validator
    def _check_limit(self, attribute: attrs.Attribute[int], value: object) -> None:
        check_positive_int("limit", value)

    @override
    def init(self, data: object, /) -> int:
        return 0

    @override
    def step(self, state: int, query: object, coins: Coins, /) -> tuple[int, int | Any]:
        if state >= self.limit:
            return state, HALT
        return state + 1, state + 1


def _given(machine: object, *names: str) -> None:
    """Refuse a subclass that left out a class attribute the base needs, naming it."""
    for name in names:
        if getattr(machine, name, None) is None:
            msg = f"{type(machine).__name__} gives no {name}: set it as a class attribute of your subclass"
            raise InvalidArgument(msg)


def _pick(items: Sequence[Any], i: int, name: str) -> Any:
    if not items:
        msg = f"{name} is empty: give the machine at least one (a class attribute of your subclass)"
        raise InvalidArgument(msg)
    return items[i % len(items)]


def run_machine(machine: type[RuleBasedStateMachine], settings: Settings | None = None) -> None:
    """Run a state machine class once under hypothesis (what its ``TestCase`` does under pytest),
    for a doctest or a script; ``settings`` as ``hypothesis.settings(...)``."""
    given: object = machine  # callers without mypy may pass anything
    if not (isinstance(given, type) and issubclass(given, RuleBasedStateMachine)):
        msg = f"machine={machine!r} must be a RuleBasedStateMachine subclass, e.g. a subclass of FilterMachine"
        raise InvalidArgument(msg)
    if settings is not None:
        check_instance("settings", settings, Settings, "hypothesis.settings(...)")
    _run_as_test(machine, settings=settings)


class _Driven(RuleBasedStateMachine):
    """What the bases share: one machine, its state, and a step that checks the answers every
    machine owes (an ``Invalid`` or a ``Refusal`` changes nothing; after ``HALT``, ``HALT``)."""

    data: Any = 1
    """The data the machine is started on."""

    def __init__(self) -> None:
        super().__init__()
        self.machine: InteractiveMechanism[Any, Any, Any, Any] | None = None
        self.state: Any = None
        self.halted = False

    def start(self, machine: InteractiveMechanism[Any, Any, Any, Any]) -> None:
        """Start driving ``machine`` on ``self.data``."""
        self.machine = machine
        self.state = machine.init(self.data)
        self.halted = False

    def send(self, msg: object) -> object:
        """Send ``msg``, check what every answer owes, keep the new state, return the answer."""
        assert self.machine is not None, "start(machine) first"
        before = self.state
        after, answer = self.machine.step(before, msg, _COINS)
        if isinstance(answer, (Invalid, Refusal)):
            assert after is before or after == before, f"the answer {answer!r} changed the state"
        if self.halted:
            assert answer is HALT, f"after HALT the machine answered {answer!r}"
        self.state = after
        return answer


class _Spawning(_Driven):
    """Spawns of children at levels drawn from ``levels``, for filters and odometers."""

    measure: Any
    """The measure of the budget and of every child."""
    levels: tuple[Any, ...] = ()
    """The levels spawns are drawn from (dyadic ones keep sums exact)."""
    relation: Relation = BIT_FLIP
    """The neighbouring relation the children are certified for."""

    def __init__(self) -> None:
        super().__init__()
        self.admitted: list[Any] = []
        self.answered: list[int] = []  # per child: how many queries it answered, or _CLOSED
        self.noninteractive: list[bool] = []

    def make_child(self, level: Any) -> Mechanism[Any, Any, Any, Any, Any]:
        """The child spawned at ``level``: by default ``Release(0)`` certified by hand at ``level``."""
        return certify_machine(Release(0), self.measure, level, self.relation)

    def reference(self, levels: Sequence[Any]) -> Any:
        """The level the spawns so far must be charged at least: by default their basic composition
        ``measure.compose(levels)`` (exactly what an additive rule charges). Override it for a rule
        that charges less than the sum (e.g. the Whitehouse rule)."""
        return self.measure.compose(list(levels)) if levels else self.measure.zero()

    def level(self, i: int) -> Any:
        return _pick(self.levels, i, "levels")

    def spawned(self, answer: object, level: Any, child: object = None) -> bool:
        """Record an admitted spawn of ``child`` (``Spawned(n)`` with ``n`` the next index); False
        otherwise. Under sequential composition the previous child is closed."""
        if isinstance(answer, Spawned):
            assert answer == Spawned(len(self.admitted)), f"{answer!r}, but {len(self.admitted)} children were spawned"
            if self.answered and getattr(self.machine, "sequential", False):
                self.answered[-1] = _CLOSED
            self.admitted.append(level)
            self.answered.append(0)
            self.noninteractive.append(isinstance(getattr(child, "machine", None), NoninteractiveMechanism))
            return True
        return False

    @rule(j=st.integers(0, 9))
    def query(self, j: int) -> None:
        """Query child ``j``: it answers until it halts, which the analyst sees once as
        ``ChildHalted(j)``; then, and for a missing child, ``Invalid``. A noninteractive child
        answers exactly once before it halts."""
        answer = self.send(Query(j, None))
        if self.halted:
            return
        if j >= len(self.admitted) or self.answered[j] == _CLOSED:
            assert isinstance(answer, Invalid), f"a query to a missing or closed child answered {answer!r}"
            return
        self.answered[j] += 1
        if answer == ChildHalted(j):
            assert not (self.noninteractive[j] and self.answered[j] == 1), \
                f"noninteractive child {j} halted before its release"
            self.answered[j] = _CLOSED
            return
        assert not (self.noninteractive[j] and self.answered[j] > 1), \
            f"noninteractive child {j} answered {answer!r} to a second query, not ChildHalted({j})"
        assert answer is not HALT and not isinstance(answer, (Invalid, ChildHalted, Refusal)), \
            f"query {self.answered[j]} to child {j} answered {answer!r}"

    @rule(msg=st.sampled_from(_GARBAGE))
    def garbage(self, msg: object) -> None:
        """A message the machine does not take: ``Invalid`` (or ``HALT`` once halted), nothing changes."""
        answer = self.send(msg)
        assert answer is HALT if self.halted else isinstance(answer, Invalid), f"{msg!r} was answered {answer!r}"


class FilterMachine(_Spawning):
    """A filter driven by spawns, queries, ``STATUS`` and garbage, checked against a model.

    Give ``measure``, ``budget`` and ``levels`` (class attributes) and override ``make_filter``
    to build the filter under test (default: the additive rule, ``filtered(measure, "additive",
    budget, trust_asserted=True)``). Set ``exact = True`` when the rule must charge exactly
    ``reference`` (an additive rule on dyadic levels): then what is spent is the reference, and
    a spawn is admitted exactly when the reference of the admitted levels plus it fits.

    Invariants (module docs): spent ⪯ budget; ``reference(admitted) ⪯ spent`` and
    ``reference(admitted) ⪯ budget``; refusals and invalid messages change nothing; after a
    halt every answer is ``HALT``; ``STATUS`` is deterministic and changes nothing.
    """

    budget: Any
    """The filter's budget."""
    exact: bool = False

    def make_filter(self) -> Mechanism[Any, Any, Any, Any, Any]:
        """The filter under test, a certified mechanism whose machine is a ``FiltCon``."""
        return filtered(self.measure, "additive", self.budget, relation=self.relation, trust_asserted=True)

    @initialize()
    def setup(self) -> None:
        _given(self, "measure", "budget")
        _pick(self.levels, 0, "levels")
        self.begin(self.make_filter())

    def begin(self, f: Mechanism[Any, Any, Any, Any, Any]) -> None:
        """Start driving the filter ``f`` (``setup`` calls it with ``make_filter()``)."""
        check_instance("the filter", f, Mechanism, "a certified Mechanism (filtered(...))")
        machine = f.machine
        if not isinstance(machine, FiltCon):
            msg = f"the filter's machine is a {type(machine).__name__}, not a FiltCon: build it with filtered(...)"
            raise InvalidArgument(msg)
        self.filter: FiltCon[Any] = machine
        self.start(machine)

    @property
    def spent(self) -> Any:
        """What the filter's state says has been spent (``None`` once it is ``Exhausted``)."""
        return self.state.spent if isinstance(self.state, FilterState) else None

    def fits(self, levels: Sequence[Any]) -> bool:
        """Whether ``levels`` fit the budget by the reference (override it with your rule's own
        test when that is not ``reference(levels) ⪯ budget``)."""
        return bool(self.measure.leq(self.reference(levels), self.budget))

    @override
    def send(self, msg: object) -> object:
        was_exhausted = isinstance(self.state, Exhausted)
        answer = super().send(msg)
        if was_exhausted:
            assert answer is HALT and self.halted
        if isinstance(self.state, Exhausted):
            self.halted = True
        return answer

    @rule(i=st.integers(0, 63))
    def spawn(self, i: int) -> None:
        """Spawn a child at a level from ``levels``; the filter's rule decides."""
        level = self.level(i)
        self.try_spawn(self.make_child(level), level)

    def try_spawn(self, child: Mechanism[Any, Any, Any, Any, Any], level: Any) -> object:
        """Send ``Spawn(child, level)`` for a child whose certificate covers ``level``, check the
        answer against the model (admitted with the next index, or a ``Refusal`` that reports what
        is spent, or ``HALT`` on exhaustion; with ``exact``, admitted exactly when the reference
        fits) and record an admitted spawn. Returns the answer."""
        cap = self.filter.cap
        before, was_halted = self.spent, self.halted
        room = cap is None or len(self.admitted) < cap
        fits = self.fits([*self.admitted, level])
        answer = self.send(Spawn(child, level))
        if was_halted:
            return answer
        if self.spawned(answer, level, child):
            assert room, f"a spawn past cap={cap} was admitted"
        elif isinstance(answer, Refusal):
            assert answer.requested == level and answer.budget == self.budget and answer.spent == before, \
                f"the refusal {answer!r} misreports the spawn"
        else:
            assert answer is HALT and self.halted, f"a spawn was answered {answer!r}"
        if self.exact:
            assert isinstance(answer, Spawned) == (room and fits), (
                f"the rule {'admitted' if isinstance(answer, Spawned) else 'refused'} {level!r} after "
                f"{self.admitted[:-1] if isinstance(answer, Spawned) else self.admitted!r}, but by the reference "
                f"it {'fits' if fits else 'does not fit'}")
        return answer

    @rule()
    def status(self) -> None:
        """``STATUS``: deterministic, changes nothing, reports what is spent and the budget."""
        before = self.state
        answer = self.send(STATUS)
        assert self.state is before or self.state == before
        if self.halted:
            return
        assert isinstance(answer, FilterStatus), f"STATUS answered {answer!r}"
        assert answer.spent == self.spent and answer.budget == self.budget and answer.children == len(self.admitted)
        assert self.send(STATUS) == answer, "STATUS is not deterministic"

    @invariant()
    def spent_within_budget(self) -> None:
        spent = self.spent
        if spent is not None:
            assert self.measure.leq(spent, self.budget), f"spent {spent!r} is not ⪯ the budget {self.budget!r}"

    @invariant()
    def spent_is_never_below_the_reference(self) -> None:
        spent = self.spent
        if spent is None:
            return
        ref = self.reference(self.admitted)
        assert self.measure.leq(ref, spent), (
            f"the filter says {spent!r} is spent, below {ref!r}, the reference level of the admitted spawns "
            f"{self.admitted!r}: the rule undercharges")
        if self.exact:
            assert self.measure.leq(spent, ref), f"the filter charges {spent!r}, above the exact {ref!r}"

    @invariant()
    def admitted_levels_fit_the_budget(self) -> None:
        assert self.fits(self.admitted), (
            f"the filter admitted {self.admitted!r}, whose reference level {self.reference(self.admitted)!r} "
            f"is not ⪯ the budget {self.budget!r}")


class OdometerMachine(_Spawning):
    """An odometer driven by spawns, queries, readings and garbage, checked against a model.

    Give ``measure`` and ``levels`` and override ``make_odometer`` (default: the additive
    odometer, ``odometer(measure, "additive", trust_asserted=True)``); ``exact = True`` when the
    reading must be exactly ``reference`` of the spawned levels.

    Invariants: every spawn is admitted; ``PRIVACY_LOSS`` answers a level, deterministically,
    without changing the state; readings never decrease; a reading is never below
    ``reference(spawned levels)``.
    """

    exact: bool = False

    def make_odometer(self) -> OdomCon[Any]:
        """The odometer under test (an ``OdomCon``)."""
        return odometer(self.measure, "additive", relation=self.relation, trust_asserted=True)

    @initialize()
    def setup(self) -> None:
        _given(self, "measure")
        _pick(self.levels, 0, "levels")
        g = self.make_odometer()
        check_instance("the odometer", g, OdomCon, "an OdomCon (odometer(...))")
        self.start(g)
        self.last_reading: Any = self.measure.zero()

    def reading(self) -> Any:
        """``PRIVACY_LOSS``, checked to be deterministic and to change nothing."""
        before = self.state
        first = self.send(PRIVACY_LOSS)
        second = self.send(PRIVACY_LOSS)
        assert self.state is before, "PRIVACY_LOSS changed the state"
        assert first == second, f"PRIVACY_LOSS answered {first!r}, then {second!r}"
        return first

    @rule(i=st.integers(0, 63))
    def spawn(self, i: int) -> None:
        level = self.level(i)
        child = self.make_child(level)
        answer = self.send(Spawn(child, level))
        assert self.spawned(answer, level, child), f"an odometer answered {answer!r} to a covered spawn"

    @invariant()
    def reading_is_monotone_and_never_below_the_reference(self) -> None:
        if self.machine is None:
            return
        now = self.reading()
        assert self.measure.leq(self.last_reading, now), f"the reading fell from {self.last_reading!r} to {now!r}"
        ref = self.reference(self.admitted)
        assert self.measure.leq(ref, now), f"the reading {now!r} is below the reference {ref!r} of {self.admitted!r}"
        if self.exact:
            assert self.measure.leq(now, ref), f"the reading {now!r} is above the exact {ref!r}"
        self.last_reading = now


class ConcurrentMachine(_Driven):
    """A concurrent composition of children that count their queries (``CountingMachine``),
    driven by messages ``(j, q)`` and garbage, checked against a model.

    Give ``measure`` and ``levels`` (one child per level, certified by hand at it) and override
    ``make_composition(children)`` (default: ``concurrent(*children, trust_asserted=True)``);
    ``limit`` is how many queries each child answers before it halts.

    Invariants: child ``j`` answers its own count, so it sees only its own queries; when it
    halts the analyst gets ``ChildHalted(j)``, then ``Invalid``; a bad index or message is
    ``Invalid`` and changes nothing; the composition never answers ``HALT``; its certified
    level is never below ``reference`` of the children's levels.
    """

    measure: Any
    levels: tuple[Any, ...] = ()
    relation: Relation = BIT_FLIP
    limit: int = 3

    def make_composition(self, children: Sequence[Mechanism[Any, Any, Any, Any, Any]]
                         ) -> Mechanism[Any, Any, Any, Any, Any]:
        """The composition under test, of ``children`` in this order."""
        return concurrent(*children, finite_communication=True, trust_asserted=True)

    def reference(self, levels: Sequence[Any]) -> Any:
        """The least level the composition may be certified at: by default ``measure.compose(levels)``."""
        return self.measure.compose(list(levels)) if levels else self.measure.zero()

    @initialize()
    def setup(self) -> None:
        _given(self, "measure")
        if not self.levels:
            _pick(self.levels, 0, "levels")
        children = [certify_machine(CountingMachine(self.limit), self.measure, lv, self.relation) for lv in self.levels]
        composed = self.make_composition(children)
        check_instance("the composition", composed, Mechanism, "a certified Mechanism (concurrent(...))")
        ref = self.reference(self.levels)
        assert self.measure.leq(ref, composed.level), (
            f"the composition is certified at {composed.level!r}, below {ref!r}, the reference level of its "
            f"children {list(self.levels)!r}")
        self.counts = [0] * len(self.levels)
        self.start(composed.machine)

    @rule(j=st.integers(-1, 9), q=st.sampled_from([None, 0, "q"]))
    def ask(self, j: int, q: object) -> None:
        answer = self.send((j, q))
        assert answer is not HALT, "a concurrent composition answered HALT"
        if not 0 <= j < len(self.counts) or self.counts[j] > self.limit:
            assert isinstance(answer, Invalid), f"a message to a missing or closed child answered {answer!r}"
            return
        self.counts[j] += 1
        if self.counts[j] > self.limit:
            assert answer == ChildHalted(j), f"child {j} halted, but the composition answered {answer!r}"
        else:
            assert answer == self.counts[j], (
                f"child {j} answered {answer!r} to its query number {self.counts[j]}: it saw another child's queries")

    @rule(msg=st.sampled_from(_GARBAGE[:3]))
    def garbage(self, msg: object) -> None:
        answer = self.send(msg)
        assert isinstance(answer, Invalid), f"{msg!r} was answered {answer!r}"


class ContinualMachine(_Driven):
    """A continual mechanism in its privacy game, ``game(M, f, 0)`` and ``game(M, f, 1)`` driven
    side by side by the same pairs of messages (Henzinger–Safavi–Vadhan 2024, Def 3.7).

    Give ``messages`` (the messages pairs are drawn from: updates and queries) and override
    ``make_mechanism()`` and ``verification()`` (the function ``f`` the guarantee is stated for;
    default: the one the mechanism's certificate names). ``data`` defaults to ``None``.

    Invariants: once ``f`` rejects the pairs sent so far, both games answer ``HALT``; after a
    ``HALT`` a game answers ``HALT`` to everything; an ``Invalid`` answer changes nothing.
    """

    data: Any = None
    messages: tuple[Any, ...] = ()

    def make_mechanism(self) -> Mechanism[Any, Any, Any, Any, Any]:
        """The continual mechanism under test."""
        msg = "override make_mechanism() to return the continual mechanism under test"
        raise InvalidArgument(msg)

    def verification(self) -> Any:
        """``f``: by default the verification function the mechanism's certificate is stated for."""
        f = self.mechanism.certificate.relation.claim
        if f is None:
            msg = (f"the certificate of {self.mechanism!r} names no verification function; override "
                   "verification() to return the f its guarantee is stated for")
            raise InvalidArgument(msg)
        return f

    def make_game(self, b: int) -> InteractiveMechanism[Any, Any, Any, Any] | Mechanism[Any, Any, Any, Any, Any]:
        """The game under test for ``b``: ``game(mechanism, f, b)``."""
        return game(self.mechanism.machine, self.f, b)

    @initialize()
    def setup(self) -> None:
        self.mechanism = self.make_mechanism()
        check_instance("the mechanism", self.mechanism, Mechanism, "a certified Mechanism")
        self.f = self.verification()
        games = [self.make_game(b) for b in (0, 1)]
        self.games = [g.machine if isinstance(g, Mechanism) else g for g in games]
        self.states = [g.init(self.data) for g in self.games]
        self.sent: list[tuple[Any, Any]] = []
        self.rejected = False
        self.game_halted = [False, False]

    @rule(i=st.integers(0, 63), j=st.integers(0, 63), same=st.booleans())
    def send_pair(self, i: int, j: int, same: bool) -> None:
        """Send the pair ``(messages[i], messages[j])`` (or ``messages[i]`` twice) to both games."""
        m0 = _pick(self.messages, i, "messages")
        pair = (m0, m0 if same else _pick(self.messages, j, "messages"))
        self.sent.append(pair)
        if not self.rejected and not self.f(tuple(self.sent)):
            self.rejected = True
        for b, g in enumerate(self.games):
            before = self.states[b]
            after, answer = g.step(before, pair, _COINS)
            if isinstance(answer, Invalid):
                assert after is before or after == before, f"game {b}: {answer!r} changed the state"
            if self.game_halted[b] or self.rejected:
                assert answer is HALT, (f"game {b} answered {answer!r} after HALT" if self.game_halted[b] else
                                        f"f rejects the pairs sent so far, but game {b} answered {answer!r}")
            self.game_halted[b] = answer is HALT
            self.states[b] = after

"""Modular mechanisms: a deterministic controller over private sub-mechanisms
(Henzinger–Safavi–Vadhan 2024, §6: Thm 6.1, Def 6.2, Def 6.5, Cor 6.6).

A *controller* is the pseudocode of Cor 6.6: at each time step it receives one input, updates
its variables and answers. It talks to the data only through sub-mechanisms: it creates them
(``subs.create(mechanism, f)`` gives a ``Handle``) and passes them values
(``subs.ask(handle, x)`` gives the sub-mechanism's answer). Its inputs arrive as ``Tainted``
values (``combinators.continual.taint``), anything computed from them stays tainted, and
sub-mechanism answers are untainted. Thm 6.1 then says: if the controller satisfies

- the destination property (whether and which sub-mechanism to create or ask, and whether to
  answer, depend only on untainted values),
- the response property (its answers are untainted),
- the f → f′ property (fixing the untainted values, f-neighbouring input streams give an
  f′-valid pair of sub-mechanism message sequences),

and the f′-concurrent composition of the sub-mechanisms (``ext_concurrent()`` under f′) is
(ε,δ)-DP, then the modular mechanism is (ε,δ)-DP w.r.t. f, against adaptive adversaries.

The first two properties are enforced here: a tainted value cannot be truth-tested, converted
or hashed (``TaintError``; mypy's ``truthy-bool`` check flags a branch on a tainted name
before it runs, and a function that takes ``bool`` refuses a ``Tainted[bool]``), a
handle refuses tainted creation parameters or a tainted choice of sub-mechanism, and the machine
refuses a tainted answer. The third is a property of the controller's arithmetic, which
``paired_run`` tests: it runs the controller on two input streams with every sub-mechanism
answer shared (Def 6.2, 𝒫²), records each sub-mechanism's pair of input sequences and checks them
against f′.

Design (why the controller is an IPM over ``ext_concurrent()``). ``modular(controller)`` is
literally 𝒫 ∘* ExtConComp: ``Modular(controller)`` is an interactive post-processor with one
initial state whose right messages are ``Create`` messages and ``(q, i)`` pairs, so the machine
is a continual mechanism (``is_continual``), nests like any other and is exactly the object Thm
6.1 speaks about, and ``paired_run`` is Def 6.2's 𝒫² over the same post-processor. A controller
is written as straight-line Python (``x = subs.ask(h, q)``); to keep machine steps pure and states
immutable (the exact audit branches on states), a step is *replayed*: when the controller asks
a sub-mechanism for the k-th time in one step, the machine stops it, sends the message right,
and on the answer reruns the step from its start with the k answers recorded. So a step that
talks to k sub-mechanisms costs O(k²) controller work; the controller must be deterministic (a
replay that takes another route raises ``ImpureStepError``). A direct composition holding the
children itself would save the replays but would be a different machine from the theorem's,
with its own privacy argument.

How to certify a controller defined elsewhere (a counter, HSS):

1. subclass ``Controller``: ``start(subs)`` creates the sub-mechanisms present from the start
   and returns the initial state; ``step(state, x, subs)`` handles one input ``x: Tainted[Q]``
   and returns the new state and the answer. Keep the mechanisms it creates as attributes of the
   controller (one object), or build equal ones each time;
2. run ``paired_run(controller, σ0, σ1, f_prime, f=f)`` on neighbouring streams (hypothesis
   draws them), with ``f_prime`` the verification function of the composition whose theorem you
   rely on (e.g. a k-sparse parallel rule, Def 5.1, for Cor 5.5) and ``f`` the neighbouring
   notion the mechanism claims; assert ``report.verdict`` and inspect ``report.differing``;
3. state the mechanism's guarantee as the composition theorem's under f′ (Cor 6.6): the paired
   runs test the f → f′ property, they do not prove it, so the certificate is the caller's
   (``combinators.machines.certify_machine(modular(c), measure, level, relation,
   justification=...)``, naming Thm 6.1 and the composition theorem).

The library's own controllers follow these steps: the binary-tree counter
(``counters.TreeController``, f′ = f_∞ with L node children, Cor 5.5) and the HSS histogram
(``hss.HSSController``, f′ = f_∞ of its three parts' levels); their factories issue the
certificate, naming Thm 6.1 and the composition theorem and saying that the f → f′ property is
checked by the paired runs of their tests.

Example (prefix sums, each released through a fresh discrete-Laplace child: an input change at
step i reaches every child from i on, so the release is not a parallel composition):
    >>> from fractions import Fraction
    >>> from combinators.continual import as_continual
    >>> from combinators.continual.verification import im_style, suitable
    >>> from combinators.primitives import geometric
    >>> class PrefixSums(Controller[tuple[Any, ...], int, Any]):
    ...     noise = geometric(r=Fraction(1, 2), lo=-20, hi=20)
    ...     child, f = as_continual(noise), im_style(noise.certificate.relation)
    ...     def start(self, subs): return (taint(0),)
    ...     def step(self, state, x, subs):
    ...         total = state[0] + x
    ...         return (total,), subs.ask(subs.create(self.child, self.f), total)
    >>> report = paired_run(PrefixSums(), [1, 0, 1, 1], [1, 1, 1, 1], suitable())
    >>> report.verdict, report.differing
    (True, (2, 3, 4))
    >>> from combinators.machines import is_continual
    >>> is_continual(modular(PrefixSums()))
    True
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Sequence
from typing import Any, Final, Generic, NoReturn, TypeAlias, TypeVar, final

import attrs
from typing_extensions import override

from .._literal import NamedConstant
from .._typing import A, Q, S
from .._validation import check_instance, check_int
from ..composition import ExtConComp, ext_concurrent
from ..composition.ext_concomp import Create
from ..errors import ImpureStepError, InvalidArgument, TaintError
from ..machines import (
    INVALID,
    ChildHalted,
    InteractiveMechanism,
    InteractivePostprocessor,
    Invalid,
    Left,
    Mechanism,
    Post,
    Right,
    Verification,
)
from ..machines.messages import Halt
from ..prob import Coins, sampled_coins
from ..prob.coins import check_coins
from .taint import Tainted, _reveal, holds_tainted, taint
from .verification import Suitable, identical

__all__ = [
    "Controller",
    "Handle",
    "Modular",
    "ModularState",
    "PairedRun",
    "SubMechanisms",
    "modular",
    "paired_run",
]

Q2 = TypeVar("Q2")
A2 = TypeVar("A2")


def _index(value: object) -> int:
    return check_int("index", value, minimum=1)


@final
@attrs.frozen
class Handle(Generic[Q2, A2]):
    """A sub-mechanism of a modular mechanism: its place in creation order (from 1, as
    ``ext_concurrent()`` numbers its children). A controller gets one from ``subs.create`` and
    keeps it in its state; ``subs.ask(handle, x)`` passes ``x`` to that sub-mechanism.

    The type parameters are the sub-mechanism's query and answer types (for the type checker).
    """

    index: int = attrs.field(converter=_index)


class SubMechanisms(abc.ABC):
    """A controller's access to its sub-mechanisms during one step (Henzinger–Safavi–Vadhan
    2024, Def 6.5): the only way a tainted value leaves the controller, and the only source of
    untainted values other than constants. The machine builds it; a controller only calls it."""

    __slots__ = ()

    @abc.abstractmethod
    def create(self, mechanism: Mechanism[None, Any, Q2, A2, Any], f: Verification[tuple[Any, Any], Any], /, *,
               finite_communication: bool = False) -> Handle[Q2, A2]:
        """Create a sub-mechanism: the certified continual ``mechanism``, stated for the
        verification function ``f`` (a ``Create`` message of ``ext_concurrent()``).

        Raises:
            TaintError: an argument is or holds a tainted value (the choice of a new
                sub-mechanism must be untainted: destination property).
            InvalidArgument: what ``Create`` refuses (an uncertified or non-continual mechanism,
                a certificate stated for another function).
        """

    @abc.abstractmethod
    def ask(self, handle: Handle[Q2, A2], x: Q2 | Tainted[Q2], /) -> A2 | ChildHalted | Invalid:
        """Pass ``x`` (tainted or not; tainted parts of tuples, lists and dicts too) to the
        sub-mechanism ``handle`` and return its answer, which is untainted: ``ChildHalted`` once
        it halts, ``Invalid`` for a message to a halted one.

        Raises:
            TaintError: ``handle`` is tainted (which sub-mechanism to ask must be untainted).
            InvalidArgument: ``handle`` is not a ``Handle`` of a created sub-mechanism.
        """


class Controller(abc.ABC, Generic[S, Q, A]):
    """A modular mechanism's deterministic controller 𝒫 (Henzinger–Safavi–Vadhan 2024, Thm 6.1,
    in the pseudocode form of Cor 6.6): it sees each input as a ``Tainted`` value and reaches the
    data only through its sub-mechanisms.

    Subclass requirements: ``start`` and ``step``, deterministic (no randomness: a random draw is
    a sub-mechanism, a (0,0)-DP one if it ignores the data; §6.3), answering untainted values
    and branching only on untainted ones. The state may hold tainted values (a running sum),
    as tuples, lists, dicts or attrs instances of them; it is immutable.
    """

    __slots__ = ()

    @abc.abstractmethod
    def start(self, subs: SubMechanisms, /) -> S:
        """The state before the first input; create here the sub-mechanisms present from the
        start (it runs when the first input arrives, before ``step``)."""

    @abc.abstractmethod
    def step(self, state: S, x: Tainted[Q], subs: SubMechanisms, /) -> tuple[S, A]:
        """Handle the input ``x``: the new state and the (untainted) answer to the analyst."""


# ---------------------------------------------------------------------------------------------
# the machine: Modular(controller) @ ext_concurrent()
# ---------------------------------------------------------------------------------------------

class _NotStarted(NamedConstant, bare=True):
    """The controller's state before its first input (``start`` has not run)."""

    NOT_STARTED = "NOT_STARTED"


_NOT_STARTED: Final = _NotStarted.NOT_STARTED

Destination: TypeAlias = "Create | int"
"""Where a right message goes: a creation (its ``Create``) or the index of the sub-mechanism asked."""


class _Suspend(BaseException):
    """The controller wants an answer the replay has not got yet: the machine sends ``message``
    right. A ``BaseException``, so a controller's ``except Exception`` cannot swallow it."""

    def __init__(self, message: object, destination: Destination) -> None:
        super().__init__()
        self.message = message
        self.destination = destination


_TAINTED_KEY: Final = object()


def _key(value: object) -> object:
    """A hashable stand-in for a controller state that compares tainted values by value (the
    machine may look at the data; a controller may not): ``ModularState`` is a value the
    exact audit can memoise on, although ``==`` of a tainted value is tainted."""
    t = type(value)
    if t is Tainted:
        return (_TAINTED_KEY, _key(_reveal(value)))
    if t is tuple:
        return tuple(_key(v) for v in value)  # type: ignore[attr-defined]  # a tuple
    if t is list:
        return (list, tuple(_key(v) for v in value))  # type: ignore[attr-defined]  # a list
    if t is dict:
        return (dict, tuple((k, _key(v)) for k, v in value.items()))  # type: ignore[attr-defined]  # a dict
    if attrs.has(t) and holds_tainted(value):
        return (t, tuple(_key(getattr(value, a.name)) for a in attrs.fields(t)))
    return value


@final
@attrs.frozen(eq=False, repr=False)
class ModularState:
    """The state of ``Modular``: the controller's state (``NOT_STARTED`` before the first input),
    how many sub-mechanisms it has created, and, while a step waits for a sub-mechanism, the
    input and the destinations and answers of the step so far (the replay). Compared and hashed
    by value, tainted parts included."""

    controller: Any
    created: int
    pending: tuple[Any, tuple[tuple[Destination, Any], ...], Destination] | None = None

    @override
    def __repr__(self) -> str:
        # the waiting step's input is raw data: a state reaches error messages and logs, the data must not
        waiting = "" if self.pending is None else ", waiting for a sub-mechanism"
        return f"ModularState({self.controller!r}, created={self.created}{waiting})"

    def _compared(self) -> tuple[object, ...]:
        return (_key(self.controller), self.created, _key(self.pending))

    @override
    def __eq__(self, other: object) -> bool:
        if type(other) is not ModularState:
            return NotImplemented
        return self._compared() == other._compared()

    @override
    def __hash__(self) -> int:
        return hash(self._compared())


def _same_creation(c0: Create, c1: Create) -> bool:
    """Whether two creations choose one sub-mechanism: the same ``Create``, or equal mechanisms,
    functions and flags that print alike (a controller may build equal ones in each run)."""
    if c0 is c1:
        return True
    if c0.finite_communication is not c1.finite_communication:
        return False
    for a, b in ((c0.mechanism, c1.mechanism), (c0.f, c1.f)):
        if a is not b and not (type(a) is type(b) and repr(a) == repr(b) and (a == b) is True):
            return False
    return True


def _same_destination(d0: Destination, d1: Destination) -> bool:
    if type(d0) is int or type(d1) is int:
        return d0 == d1 if type(d0) is type(d1) else False
    return _same_creation(d0, d1)  # type: ignore[arg-type]  # both creations


@final
class _Replay(SubMechanisms):
    """The sub-mechanisms of one step of ``Modular``: the first answers come from the record of
    the step so far; the next call suspends the step (``_Suspend``)."""

    __slots__ = ("calls", "created", "used")

    def __init__(self, calls: tuple[tuple[Destination, Any], ...], created: int) -> None:
        self.calls = calls
        self.created = created
        self.used = 0

    def _next(self, message: object, destination: Destination) -> Any:
        k = self.used
        if k == len(self.calls):
            raise _Suspend(message, destination)
        recorded, answer = self.calls[k]
        if not _same_destination(recorded, destination):
            _impure()
        self.used = k + 1
        return answer

    @override
    def create(self, mechanism: Mechanism[None, Any, Q2, A2, Any], f: Verification[tuple[Any, Any], Any], /, *,
               finite_communication: bool = False) -> Handle[Q2, A2]:
        if holds_tainted((mechanism, f, finite_communication)):
            msg = ("a sub-mechanism's creation parameters must be untainted (which mechanism to create is "
                   "the destination property of Henzinger–Safavi–Vadhan 2024, Def 6.5)")
            raise TaintError(msg)
        c = Create(mechanism, f, finite_communication=finite_communication)
        self._next(c, c)
        self.created += 1
        return Handle(self.created)

    @override
    def ask(self, handle: Handle[Q2, A2], x: Q2 | Tainted[Q2], /) -> A2 | ChildHalted | Invalid:
        given: object = handle
        if holds_tainted(given):
            msg = ("which sub-mechanism to ask must be untainted (the destination property of "
                   "Henzinger–Safavi–Vadhan 2024, Def 6.5)")
            raise TaintError(msg)
        if type(given) is not Handle:
            msg = f"handle must be a Handle that subs.create returned, not a {type(given).__name__}"
            raise InvalidArgument(msg)
        if handle.index > self.created:
            msg = f"handle {handle.index} names no sub-mechanism: {self.created} created so far"
            raise InvalidArgument(msg)
        answer: A2 | ChildHalted | Invalid = self._next((_reveal(x), handle.index), handle.index)
        return answer

    def finish(self) -> None:
        if self.used != len(self.calls):
            _impure()


def _impure() -> NoReturn:
    msg = ("the controller took another route when its step was replayed: a controller must be deterministic "
           "(Henzinger–Safavi–Vadhan 2024, Thm 6.1); draw randomness through a sub-mechanism")
    raise ImpureStepError(msg)


def _check_controller(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_instance("controller", value, Controller, "a Controller (combinators.continual.modular)")


_RESPONSE: Final = ("the controller's answer to the analyst must be untainted (the response property of "
                    "Henzinger–Safavi–Vadhan 2024, Def 6.5): answer with sub-mechanism answers and constants")


@final
@attrs.frozen
class Modular(InteractivePostprocessor[ModularState, Q, A, Any, Any], Generic[Q, A]):
    """The interactive post-processor 𝒫 of a controller (Henzinger–Safavi–Vadhan 2024, Thm 6.1):
    ``Modular(controller) @ ext_concurrent()`` is the modular mechanism (``modular``). Its one
    initial state is ``ModularState(NOT_STARTED, 0)``; each input runs the controller's step,
    which sends ``Create`` messages and ``(q, i)`` pairs right (module docs: replay).

    Raises (from ``step``):
        TaintError: the controller branched on, converted or answered a tainted value, or gave
            a sub-mechanism a tainted choice or creation parameters.
        ImpureStepError: a replayed step took another route (the controller is not deterministic).
    """

    controller: Controller[Any, Q, A] = attrs.field(validator=_check_controller)

    @override
    def initial(self) -> ModularState:
        return _INITIAL

    @override
    def step(self, state: ModularState, msg: Left[Q] | Right[Any | Halt], coins: Coins, /
             ) -> tuple[ModularState, Left[A | Halt] | Right[Any]]:
        if isinstance(msg, Left):
            return self._attempt(state, msg.msg, ())
        if state.pending is None:  # an answer nobody asked for: ExtConComp never sends one
            msg_ = "Modular received a sub-mechanism answer while no step was waiting for one"
            raise InvalidArgument(msg_)
        x, calls, destination = state.pending
        return self._attempt(state, x, (*calls, (destination, msg.msg)))

    def _attempt(self, state: ModularState, x: Any, calls: tuple[tuple[Destination, Any], ...]
                 ) -> tuple[ModularState, Left[A | Halt] | Right[Any]]:
        subs = _Replay(calls, state.created)
        controller = self.controller
        try:
            c = state.controller
            if c is _NOT_STARTED:
                c = controller.start(subs)
            new, answer = controller.step(c, taint(x), subs)
        except _Suspend as wait:
            return ModularState(state.controller, state.created, (x, calls, wait.destination)), Right(wait.message)
        subs.finish()
        if holds_tainted(answer):
            raise TaintError(_RESPONSE)
        return ModularState(new, subs.created), Left(answer)


_INITIAL: Final = ModularState(_NOT_STARTED, 0)


def modular(controller: Controller[Any, Q, A]) -> InteractiveMechanism[None, Any, Q, A]:
    """The modular mechanism 𝒫 ∘* ExtConComp of ``controller`` (Henzinger–Safavi–Vadhan 2024,
    Thm 6.1): a continual mechanism whose sub-mechanisms are ``ext_concurrent()``'s children.

    It carries no certificate: the f → f′ property is the controller's (test it with
    ``paired_run``); the guarantee is then the f′-composition's (Cor 6.6).
    """
    return Modular(controller) @ ext_concurrent()


# ---------------------------------------------------------------------------------------------
# the paired run: 𝒫² of Def 6.2
# ---------------------------------------------------------------------------------------------

@final
@attrs.frozen
class PairedRun:
    """What ``paired_run`` saw (Henzinger–Safavi–Vadhan 2024, Def 6.2 and Def 6.5(3)).

    - ``answers``: the answers to the analyst, one per input, the same in both runs;
    - ``messages``: the pairs the two runs sent to ``ext_concurrent()``, as the composition's
      game takes them: ``(c, c)`` for a creation, ``((q0, i), (q1, i))`` for a query;
    - ``creations``: the ``Create`` messages, in order (sub-mechanism ``i`` is ``creations[i-1]``);
    - ``inputs``: per sub-mechanism (in creation order), its input pairs ``(q0, q1)``;
    - ``differing``: the sub-mechanisms (from 1) that received a pair of differing inputs;
    - ``verdict``: whether the sub-mechanism level was f′-valid and both runs took one route with
      equal answers; ``reason`` says why not ("" when it holds). The report holds the inputs:
      it is a test record, not a release.
    """

    answers: tuple[Any, ...]
    messages: tuple[tuple[Any, Any], ...]
    creations: tuple[Create, ...]
    inputs: tuple[tuple[tuple[Any, Any], ...], ...]
    differing: tuple[int, ...]
    verdict: bool
    reason: str


def _controller_of(value: object) -> Controller[Any, Any, Any]:
    """The controller of a ``Controller``, a ``Modular`` or a ``modular(...)`` machine."""
    if type(value) is Post and len(value.stages) == 1 and type(value.inner) is ExtConComp:
        value = value.stages[0]
    if type(value) is Modular:
        return value.controller
    return check_instance("controller", value, Controller,
                          "a Controller, or the Modular post-processor or modular(...) machine of one")


def _sequence(name: str, value: object) -> tuple[Any, ...]:
    if not isinstance(value, (tuple, list)):
        msg = f"{name} must be a tuple or list of inputs, not a {type(value).__name__}"
        raise InvalidArgument(msg)
    return tuple(value)


def _where(d: Destination) -> str:
    return f"asks sub-mechanism {d}" if type(d) is int else "creates a sub-mechanism"


@attrs.define
class _Pairing:
    """The record ``paired_run`` builds as it goes."""

    f_prime: Verification[tuple[Any, Any], Any]
    f_state: Any
    answers: list[Any] = attrs.Factory(list)
    messages: list[tuple[Any, Any]] = attrs.Factory(list)
    creations: list[Create] = attrs.Factory(list)
    inputs: list[list[tuple[Any, Any]]] = attrs.Factory(list)
    reason: str = ""

    def fail(self, reason: str) -> None:
        if not self.reason:
            self.reason = reason

    def send(self, m0: Any, m1: Any, destination: Destination) -> None:
        pair = (m0, m1)
        if type(destination) is int:
            self.inputs[destination - 1].append((m0[0], m1[0]))
        else:
            self.creations.append(m0)
            self.inputs.append([])
        self.messages.append(pair)
        if self.f_state is not INVALID:
            self.f_state = self.f_prime.step(self.f_state, pair)
            if self.f_state is INVALID:
                self.fail(f"f′ = {self.f_prime!r} rejects message {len(self.messages)} to the sub-mechanisms "
                          f"(the f → f′ property of Henzinger–Safavi–Vadhan 2024, Def 6.5)")

    def report(self) -> PairedRun:
        inputs = tuple(tuple(p) for p in self.inputs)
        differing = tuple(i for i, pairs in enumerate(inputs, 1) if not all(identical(a, b) for a, b in pairs))
        return PairedRun(tuple(self.answers), tuple(self.messages), tuple(self.creations), inputs, differing,
                         not self.reason, self.reason)


def _step_copy(ipm: Modular[Any, Any], state: ModularState, msg: Left[Any] | Right[Any], coins: Coins
               ) -> tuple[ModularState, Left[Any] | Right[Any]] | Exception:
    try:
        return ipm.step(state, msg, coins)
    except TaintError:
        raise
    except Exception as e:  # noqa: BLE001 - a failure in one run only is a data-dependent route
        return e


def paired_run(
    controller: Controller[Any, Q, Any] | Modular[Q, Any] | InteractiveMechanism[None, Any, Q, Any],
    sigma0: Sequence[Q],
    sigma1: Sequence[Q],
    f_prime: Verification[tuple[Any, Any], Any],
    *,
    f: Verification[tuple[Q, Q], Any] | Callable[[tuple[tuple[Q, Q], ...]], bool] | None = None,
    coins: Coins | None = None,
) -> PairedRun:
    """Run ``controller`` on the input streams ``sigma0`` and ``sigma1`` side by side with every
    sub-mechanism answer shared, and check the sub-mechanisms' input pairs against ``f_prime``
    (Henzinger–Safavi–Vadhan 2024, 𝒫² of Def 6.2; the f → f′ property of Def 6.5(3)).

    Each copy of the controller gets its own input of the pair (the printed Def 6.2 feeds m0 to
    both copies, a typo: Claim 6.3 needs m_b in copy b), and both get the one answer of the
    sub-mechanisms: ``ext_concurrent()``'s children, run on ``sigma0``'s messages with ``coins``
    (the untainted values "updated identically"). At each step both runs must take one route
    (destination property): create the same sub-mechanism, ask the same one, or answer the
    analyst with identical answers (response property: answers compared with ``identical``, so
    plain values, tuples and frozensets of them, or one shared object). The pairs they send go
    through ``f_prime`` as the composition's game would send them. The run stops at the first
    violation. One run is one draw of the sub-mechanisms' answers: draw many (hypothesis) to
    test the property, which quantifies over all of them.

    Args:
        controller: a ``Controller``, its ``Modular`` post-processor, or ``modular(controller)``.
        sigma0, sigma1: the two input streams, of one length.
        f_prime: the verification function of the composition of the sub-mechanisms (a
            ``Verification`` of ``ext_concurrent()``'s game, e.g. ``suitable()`` or a rule
            built on it).
        f: the neighbouring notion the mechanism claims (a ``Verification`` on input pairs, or a
            predicate on their tuple); the pair of streams must be f-valid.
        coins: the sub-mechanisms' randomness (``sampled_coins(0)`` by default).

    Returns:
        A ``PairedRun``: the answers, the pairs, per sub-mechanism its input pairs, which
        received differing inputs, and the verdict.

    Raises:
        TaintError: the controller branched on, converted or answered a tainted value (in
            either run), or gave a sub-mechanism a tainted choice or parameters.
        InvalidArgument: the streams differ in length, or are not f-valid.
    """
    ctrl = _controller_of(controller)
    s0, s1 = _sequence("sigma0", sigma0), _sequence("sigma1", sigma1)
    if len(s0) != len(s1):
        msg = f"sigma0 and sigma1 must have one length (Def 6.5 pairs them step by step): {len(s0)} and {len(s1)}"
        raise InvalidArgument(msg)
    fp: Verification[tuple[Any, Any], Any] = check_instance(
        "f_prime", f_prime, Verification, "a Verification of ext_concurrent()'s game (e.g. suitable())")
    if type(fp) is Suitable:  # the controller, not an analyst, creates here: its children's provenance is the
        fp = fp.trusting_asserted()  # certificate's business (certify lists it), not the f → f′ property's
    if f is not None:
        given: object = f  # callers without mypy may pass anything
        if not callable(given):
            msg = f"f={given!r} must be a Verification or a predicate on the tuple of input pairs"
            raise InvalidArgument(msg)
        if f(tuple(zip(s0, s1))) is not True:
            msg = "sigma0 and sigma1 are not f-neighbours: a paired run on them proves nothing about f"
            raise InvalidArgument(msg)
    draws = sampled_coins(0) if coins is None else check_coins("coins", coins)
    ipm: Modular[Any, Any] = Modular(ctrl)
    ext = ext_concurrent()
    ext_state = ext.initial()
    states = [ipm.initial(), ipm.initial()]
    rec = _Pairing(fp, fp.start())
    for t, inputs in enumerate(zip(s0, s1), 1):
        msgs: list[Left[Any] | Right[Any]] = [Left(inputs[0]), Left(inputs[1])]
        while not rec.reason:
            outs = [_step_copy(ipm, states[b], msgs[b], draws) for b in (0, 1)]
            failed = [isinstance(o, Exception) for o in outs]
            if failed[0] and failed[1]:
                raise outs[0]  # type: ignore[misc]  # an exception: the controller fails on both inputs
            if failed[0] or failed[1]:
                b = failed.index(True)
                rec.fail(f"at input {t} only the run on sigma{b} raised {type(outs[b]).__name__}: its route "
                         "depends on the input (destination property, Def 6.5)")
                break
            (states[0], out0), (states[1], out1) = outs  # type: ignore[misc]  # no exceptions left
            if type(out0) is Left and type(out1) is Left:
                if not identical(out0.msg, out1.msg):
                    rec.fail(f"the answers to input {t} differ between the runs (response property, Def 6.5)")
                rec.answers.append(out0.msg)
                break
            if type(out0) is Left or type(out1) is Left:
                rec.fail(f"at input {t} one run answers the analyst while the other talks to a sub-mechanism "
                         "(destination property, Def 6.5)")
                break
            d0, d1 = states[0].pending[2], states[1].pending[2]  # type: ignore[index]  # both wait
            if not _same_destination(d0, d1):
                rec.fail(f"at input {t} the run on sigma0 {_where(d0)}, the run on sigma1 {_where(d1)} "
                         "(destination property, Def 6.5)")
                break
            m0 = out0.msg
            m1 = m0 if type(d0) is not int else out1.msg  # one creation: the same Create in the pair
            rec.send(m0, m1, d0)
            ext_state, answer = ext.step(ext_state, m0, draws)
            msgs = [Right(answer), Right(answer)]
        if rec.reason:
            break
    return rec.report()

"""Extended concurrent composition: continual mechanisms created on the fly
(Henzinger–Safavi–Vadhan 2024, Def 4.1).

``ext_concurrent()`` is the continual mechanism ExtConComp. It starts with no children; a
``Create`` message carries a certified continual mechanism with the verification function its
certificate is stated for, starts it and is acknowledged with ``ACK`` (⊤); a message ``(q, i)``
goes to the i-th created mechanism (1-based, as in the paper) and comes back with its answer.

Choices where the paper leaves room (DESIGN.md §1):

- A message that is neither a ``Create`` nor a pair ``(q, i)`` with ``i`` an int, or names a
  mechanism not created yet, answers ``Invalid`` and changes nothing (the paper's ExtConComp
  halts; in the privacy game the verifier halts first, since such a sequence is not suitable).
- A child's ``HALT`` becomes ``ChildHalted(i)`` (``i`` 1-based); the others go on, and later
  messages to ``i`` answer ``Invalid``.
- The children live in a persistent vector (``combinators.composition.PVector``): creating the
  100,000th child or querying one costs O(log n), and a refused step keeps the old state.

Its privacy is stated for a game: ``verifier(f) @ identifier(b) @ ext_concurrent()`` for a
verification function ``f`` of ``combinators.continual.verification`` (the composition
theorems of §4, §5 and §12–14); ``ext_concurrent()`` alone carries no certificate.
"""

from __future__ import annotations

from typing import Any, Final, TypeAlias, final

import attrs
from typing_extensions import override

from .._literal import NamedConstant
from .._validation import check_flag, check_instance
from ..errors import InvalidArgument
from ..machines import (
    ACK,
    Ack,
    ContinualMechanism,
    InteractiveMechanism,
    Invalid,
    Mechanism,
    Verification,
    is_continual,
)
from ..machines.certificate import check_composable
from ..machines.messages import HALT, ChildHalted, Halt
from ..prob import Coins
from ._children import PVector, pvector

__all__ = ["Create", "ExtConComp", "ExtState", "ext_concurrent"]


def _check_mechanism(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    check_composable(value, "mechanism")
    if type(value) is not Mechanism:
        msg = (f"mechanism={value!r} must be a certified Mechanism (a machine with its certificate): "
               "a creation message asserts the guarantee its certificate states")
        raise InvalidArgument(msg)
    if not is_continual(value.machine):
        msg = (f"mechanism={value!r} must be a continual mechanism (one initial state, data as messages); "
               "wrap one that takes data with combinators.continual.as_continual")
        raise InvalidArgument(msg)


def _check_f(inst: Create, attribute: attrs.Attribute[Any], value: object) -> None:
    f: Verification[Any, Any] = check_instance(
        "f", value, Verification, "a Verification: the verification function the mechanism's certificate is "
        "stated for (combinators.continual.verification)")
    stated = inst.mechanism.certificate.relation
    if stated != f.as_relation():
        msg = (f"the mechanism's certificate is stated for {stated.name}, not for the verification function "
               f"{value!r}: a creation message asserts the certificate for the function it names")
        raise InvalidArgument(msg)


@final
@attrs.frozen(eq=False)
class Create:
    """A creation message α = (ℳ, s, ε, δ, f) (Henzinger–Safavi–Vadhan 2024, §4): the continual
    mechanism ``mechanism`` is ``mechanism.level``-DP under ``mechanism.measure`` w.r.t. the
    verification function ``f`` on pairs of its messages. The measure gives the form: (ε, δ)
    for pure and approximate DP, (α, ε) for Rényi DP, a trade-off function for f-DP.

    ``finite_communication`` declares Def 14.4 (finitely many queries and answers, then a
    halt), which the f-DP theorems need. Two creation messages are one message only if they are
    the same object: equality is identity, so a look-alike cannot pass as an identical pair.
    """

    mechanism: Mechanism[None, Any, Any, Any, Any] = attrs.field(validator=_check_mechanism)
    f: Verification[tuple[Any, Any], Any] = attrs.field(validator=_check_f)
    finite_communication: bool = attrs.field(default=False, kw_only=True,
                                             validator=lambda _i, a, v: check_flag(a.name, v))


class _Closed(NamedConstant, bare=True):
    """A halted child's slot: messages to it answer Invalid."""

    CLOSED = "CLOSED"


_CLOSED: Final = _Closed.CLOSED

ExtState: TypeAlias = "PVector[tuple[Any, Any] | _Closed]"
"""ExtConComp's state: per created mechanism (in order), its machine and state, or closed."""


@final
@attrs.frozen
class ExtConComp(ContinualMechanism["PVector[Any]", "Create | tuple[Any, int]",
                                    "Ack | ChildHalted | Invalid | Any"]):
    """ExtConComp (Henzinger–Safavi–Vadhan 2024, Def 4.1) as a machine; build it with
    ``ext_concurrent()``.

    Example:
        >>> from combinators.continual import as_continual
        >>> from combinators.continual.verification import im_style
        >>> from combinators.primitives import randomized_response
        >>> from combinators.machines import BIT_FLIP
        >>> from combinators.prob import sampled_coins
        >>> rr = as_continual(randomized_response(e_eps=3))      # answers its first message, then halts
        >>> m, coins = ext_concurrent(), sampled_coins(0)
        >>> s = m.init(None)
        >>> s, a = m.step(s, Create(rr, im_style(BIT_FLIP)), coins)
        >>> a, len(s)
        (ACK, 1)
        >>> s2, a = m.step(s, (1, 2), coins)                       # no mechanism 2
        >>> s2 is s, a
        (True, Invalid(reason='no mechanism 2: 1 created so far (indices from 1)'))
        >>> s, a = m.step(s, (1, 1), coins)                        # data 1 to mechanism 1
        >>> a in (0, 1)
        True
    """

    @override
    def initial(self) -> PVector[Any]:
        return pvector()

    @override
    def step(self, state: PVector[Any], query: Create | tuple[Any, int], coins: Coins, /
             ) -> tuple[PVector[Any], Ack | ChildHalted | Invalid | Any | Halt]:
        msg: object = query  # the analyst may send anything: parse it
        if type(msg) is Create:
            return self.start(state, msg.mechanism.machine), ACK
        if not (type(msg) is tuple and len(msg) == 2):
            return state, Invalid("a message is a Create or a pair (q, i): q a query to the i-th created "
                                  "mechanism (from 1)")
        q, i = msg
        return self.route(state, q, i, coins)

    def start(self, state: PVector[Any], machine: InteractiveMechanism[None, Any, Any, Any], /) -> PVector[Any]:
        """``state`` with ``machine`` started as the next mechanism (from its one initial state)."""
        return state.append((machine, machine.init(None)))

    def route(self, state: PVector[Any], q: Any, i: object, coins: Coins, /
              ) -> tuple[PVector[Any], ChildHalted | Invalid | Any | Halt]:
        """``q`` sent to the i-th mechanism (from 1): its answer, ``ChildHalted(i)`` when it halts,
        or ``Invalid`` (state unchanged) when there is no such mechanism or it has halted."""
        n = len(state)
        if type(i) is not int:  # exactly an int: not a bool, nor a subclass that compares as it likes
            return state, Invalid(f"the index of a message (q, i) must be an int from 1 to {n}")
        if not 1 <= i <= n:
            return state, Invalid(f"no mechanism {i}: {n} created so far (indices from 1)")
        slot = state[i - 1]
        if slot is _CLOSED:
            return state, Invalid(f"mechanism {i} has halted; it answers no more messages (the others go on)")
        machine, s = slot
        s2, a = machine.step(s, q, coins)
        if a is HALT:
            return state.set(i - 1, _CLOSED), ChildHalted(i)
        if s2 is s:  # the child refused or answered without changing: the same state value
            return state, a
        return state.set(i - 1, (machine, s2)), a


_EXT: Final = ExtConComp()


def ext_concurrent() -> ExtConComp:
    """ExtConComp (Henzinger–Safavi–Vadhan 2024, Def 4.1): the continual mechanism that creates
    the continual mechanisms of ``Create`` messages and routes ``(q, i)`` to the i-th (1-based).

    Its guarantee is the game's: ``verifier(f) @ identifier(b) @ ext_concurrent()`` for a
    verification function ``f`` that says which creations and queries are allowed (Thms 4.10,
    4.12, 5.4, 5.14 and 12.4; ``combinators.continual.verification``).
    """
    return _EXT

"""A mechanism that takes data, as a continual mechanism (Henzinger–Safavi–Vadhan 2024, Def 3.1
and the remarks after it).

A continual mechanism has one initial state and takes its data as messages. ``as_continual``
turns the others into one:

- a noninteractive mechanism 𝒩 answers its first message ``x`` with 𝒩(x), then halts;
- an interactive mechanism ℳ takes its data ``x`` as its first message, acknowledges it with
  ``ACK`` (⊤) and then behaves like ℳ started on ``x``.

A certified mechanism keeps its measure and level, now stated for ``im_style(∼)``, the
verification function of its neighbouring relation ∼: a pair of ∼-neighbouring data first, then
identical queries (§3.1). The game of the continual mechanism w.r.t. ``im_style(∼)`` is the
mechanism on the neighbouring data, so the guarantee carries over unchanged.

Example (the transcript of Fig. 4, Appendix A: data as updates, acknowledged, and queries
answered on the data so far):
    >>> from combinators.machines import ContinualMechanism
    >>> from combinators.prob import sampled_coins
    >>> class Running(ContinualMechanism[tuple[int, ...], object, object]):
    ...     '''Updates are ints (acknowledged); the query "sum" answers the sum of the data so far.'''
    ...     def initial(self): return ()
    ...     def step(self, data, m, coins):
    ...         return (data, sum(data)) if m == "sum" else ((*data, m), ACK)
    >>> m, s, coins = Running(), Running().init(None), sampled_coins(0)
    >>> for message in (2, 3, "sum", 4, "sum"):                 # u, u', q, u'', q*
    ...     s, answer = m.step(s, message, coins)
    ...     print(message, "->", answer)
    2 -> ACK
    3 -> ACK
    sum -> 5
    4 -> ACK
    sum -> 9
"""

from __future__ import annotations

from typing import Any, Final, final, overload

import attrs
from typing_extensions import override

from .._literal import NamedConstant
from .._validation import check_flag
from ..errors import InvalidArgument
from ..machines import (ACK, Ack, ContinualMechanism, Halt, InteractiveMechanism, Invalid, Mechanism,
                        NoninteractiveMechanism)
from ..machines.certificate import issue_composed
from ..machines.composite import Shown
from ..primitives import continuous_answers
from ..prob import Coins
from .verification import im_style

__all__ = ["Continual", "as_continual"]


class _Awaiting(NamedConstant, bare=True):
    """The initial state: the data have not arrived yet."""

    AWAITING = "AWAITING"


_AWAITING: Final = _Awaiting.AWAITING

_THEOREM: Final = ("a mechanism that takes data is a continual mechanism that takes them as its first message, "
                   "with the same guarantee w.r.t. im_style(∼): Henzinger–Safavi–Vadhan 2024, Def 3.1 and §3.1")


def _check_inner(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if not isinstance(value, InteractiveMechanism) or isinstance(value, ContinualMechanism):
        msg = (f"inner={value!r} must be an InteractiveMechanism that takes data (a continual mechanism "
               "already takes its data as messages)")
        raise InvalidArgument(msg)
    if continuous_answers(value):
        msg = (f"inner={value!r} answers with a continuous draw; the composition theorems of continual "
               "mechanisms need discrete answers (Henzinger–Safavi–Vadhan 2024, Def 4.6): round them, e.g. "
               "round_to(Fraction(1, 64)) @ laplace(scale=2.0)")
        raise InvalidArgument(msg)


@final
@attrs.frozen
class Continual(ContinualMechanism[Any, Any, Any]):
    """``inner`` as a continual mechanism; build it with ``as_continual``. Its state is
    ``AWAITING`` until the first message, then ``inner``'s state."""

    inner: InteractiveMechanism[Any, Any, Any, Any] = attrs.field(validator=_check_inner)

    @override
    def initial(self) -> Any:
        return _AWAITING

    @override
    def step(self, state: Any, query: Any, coins: Coins, /) -> tuple[Any, Any | Ack | Invalid | Halt]:
        if state is not _AWAITING:
            return self.inner.step(state, query, coins)
        inner = self.inner
        try:
            s = inner.init(query)
            if not isinstance(inner, NoninteractiveMechanism):
                return s, ACK
            return inner.step(s, None, coins)
        except InvalidArgument:  # the data do not fit: refused, nothing started (its text may quote them)
            return state, Invalid(f"the first message must be data {type(inner).__name__} takes; these were refused")


@overload
def as_continual(mechanism: Mechanism[Any, Any, Any, Any, Any], /, *,
                 trust_asserted: bool = False) -> Mechanism[None, Any, Any, Any, Any]: ...
@overload
def as_continual(mechanism: InteractiveMechanism[Any, Any, Any, Any], /, *, trust_asserted: bool = False) -> Continual: ...
def as_continual(mechanism: object, /, *, trust_asserted: bool = False) -> object:
    """The continual mechanism of a mechanism that takes data (Henzinger–Safavi–Vadhan 2024,
    Def 3.1): a noninteractive one answers its first message, its data, then halts; an
    interactive one acknowledges its data with ``ACK`` and then answers as it would.

    A certified mechanism keeps its measure and level, stated for ``im_style(relation)``. One
    whose certificate rests on the caller's word is refused unless ``trust_asserted=True``; the
    continual certificate then lists that premise.

    Example:
        >>> from combinators.primitives import randomized_response
        >>> from combinators.prob import sampled_coins
        >>> rr = as_continual(randomized_response(e_eps=3))
        >>> rr, rr.level, rr.certificate.relation.name
        (as_continual(randomized_response(e_eps=3)), Epsilon(1.0986122886681102), 'im_style(BIT_FLIP)')
        >>> m = rr.machine
        >>> s, a = m.step(m.init(None), 1, sampled_coins(0))          # the data, answered
        >>> a in (0, 1), m.step(s, 1, sampled_coins(0))[1]
        (True, HALT)
    """
    trust = check_flag("trust_asserted", trust_asserted)
    if type(mechanism) is Mechanism:
        machine = Continual(mechanism.machine)
        c = mechanism.certificate
        f = im_style(c.relation)
        cert = type(c)(c.measure, c.level, f.as_relation())
        origin = Shown(("as_continual(", ", trust_asserted=True)" if trust else ")"), (mechanism,))
        return issue_composed(machine, cert, _THEOREM, [mechanism], ["mechanism"], trust_asserted, origin=origin)
    if isinstance(mechanism, InteractiveMechanism):
        return Continual(mechanism)
    msg = f"mechanism={mechanism!r} must be a certified Mechanism or an InteractiveMechanism that takes data"
    raise InvalidArgument(msg)

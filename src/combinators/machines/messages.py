"""HALT, the direction tags of post-processor messages, and typed refusals.

Answers are values: a halt is ``HALT``; an unparsable or out-of-range message gets an
``Invalid`` answer; a refused spawn gets a ``Refusal``. None of them changes a machine's state
(DESIGN.md §1); a user's ``Session`` turns them into exceptions.
"""

from __future__ import annotations

from typing import Final, Generic, final

import attrs

from .._literal import NamedConstant as NamedConstant  # the one printing rule of every enum in the package
from .._typing import D, T_co
from .._validation import check_int, check_str

__all__ = ["ACK", "HALT", "Ack", "ChildHalted", "Halt", "Invalid", "Left", "NamedConstant", "Refusal", "Right"]


def _reason(inst: object, attribute: attrs.Attribute[str], value: object) -> None:
    check_str(attribute.name, value)


def _index(inst: object, attribute: attrs.Attribute[int], value: object) -> None:
    check_int(attribute.name, value, minimum=0)


class Halt(NamedConstant, bare=True):
    """The absorbing answer: after a machine answers ``HALT`` the interaction is over."""

    HALT = "HALT"


HALT: Final = Halt.HALT


class Ack(NamedConstant, bare=True):
    """⊤, the acknowledgement of a message that needs no other answer: a continual mechanism's
    initial state given as its first message, a creation in ``ext_concurrent``
    (Henzinger–Safavi–Vadhan 2024, Def 3.1, Def 4.1)."""

    ACK = "ACK"


ACK: Final = Ack.ACK


@final
@attrs.frozen
class Left(Generic[T_co]):
    """A message on a post-processor's left side: from the analyst, or an answer to it."""

    msg: T_co


@final
@attrs.frozen
class Right(Generic[T_co]):
    """A message on a post-processor's right side: to the wrapped machine, or its answer."""

    msg: T_co


@final
@attrs.frozen
class Invalid:
    """The answer to a message that does not parse or is out of range; the state is unchanged
    (seed 000 §2, "invalid query")."""

    reason: str = attrs.field(validator=_reason)


@final
@attrs.frozen
class Refusal(Generic[D]):
    """The answer to a spawn that the continuation rule refuses; the state is unchanged."""

    spent: D
    requested: D
    budget: D
    reason: str = attrs.field(validator=_reason)


@final
@attrs.frozen
class ChildHalted:
    """The answer of a composition when its child ``index`` answers ``HALT``: that child is
    closed, the others go on (``concurrent``, ``filtered``, ``odometer``).

    Example:
        >>> ChildHalted(1)
        ChildHalted(index=1)
    """

    index: int = attrs.field(validator=_index)

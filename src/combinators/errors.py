"""The library's exception hierarchy.

Construction errors subclass the builtin they refine, so ``except ValueError`` still works.
Run-time refusals inside machines are *values* (``Refusal``, ``Invalid``, ``HALT``); a user's
session turns them into the exceptions below (DESIGN.md §1).
"""

from __future__ import annotations

__all__ = [
    "BudgetExceeded",
    "CombinatorsError",
    "ImpureStepError",
    "IncompatibleMeasureError",
    "InvalidArgument",
    "InvalidQuery",
    "MachineHalted",
    "NotEnumerable",
    "SessionClosed",
]


class CombinatorsError(Exception):
    """Base class of every error this library raises on purpose."""


class InvalidArgument(CombinatorsError, ValueError):
    """A parameter is out of range, NaN, or of the wrong kind; raised when an object is built."""


class IncompatibleMeasureError(CombinatorsError, TypeError):
    """Two operands are stated under different distance measures and no conversion was asked for."""


class NotEnumerable(CombinatorsError, ValueError):
    """A machine cannot be enumerated exactly: it draws continuously or branches past the budget."""


class ImpureStepError(CombinatorsError, RuntimeError):
    """A step drew different coins when replayed with the same script: steps must be pure."""


class MachineHalted(CombinatorsError, RuntimeError):
    """A session's machine answered HALT; it answers HALT to every later query too."""


class InvalidQuery(CombinatorsError, ValueError):
    """A session's machine answered a message ``Invalid`` (unparsable or out of range). The message
    says whether the machine's state changed: a library machine's refusal changes nothing, but an
    interactive post-processor may have spawned or queried before it passed the answer on."""


class BudgetExceeded(CombinatorsError, RuntimeError):
    """A session's machine refused a spawn that would exceed its budget (the message says whether
    the state changed, as for ``InvalidQuery``)."""


class SessionClosed(CombinatorsError, RuntimeError):
    """A step raised an exception, so the session is closed for good: the step may have drawn noise
    or spent budget before it failed, and retrying it could reveal more than the levels allow."""

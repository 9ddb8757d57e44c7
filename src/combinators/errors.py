"""The library's exception hierarchy: every exception class the library defines lives here.

Construction errors subclass the builtin they refine, so ``except ValueError`` still works.
Run-time refusals inside machines are *values* (``Refusal``, ``Invalid``, ``HALT``); a user's
session turns them into the exceptions below (DESIGN.md §1). A class is also importable from the
module that raises it (``combinators.composition.CompositionForbidden``, …): the same object.

::

    CombinatorsError (Exception)
    ├── InvalidArgument (ValueError)          a bad parameter, raised when an object is built
    │   ├── InvalidData                       data a primitive does not take
    │   ├── CompositionForbidden              the capability table has no theorem for it
    │   ├── CertificationError                a certificate claims more than its theorem gives
    │   ├── ExponentTooLarge                  an exact bracket of e^x too large to build
    │   └── IndexOutOfRange (IndexError)      an index past either end of a vector
    ├── IncompatibleMeasureError (TypeError)  operands under different measures
    ├── TaintError (TypeError)                a tainted value used where an untainted one must be
    ├── NotEnumerable (ValueError)            a machine the exact audit cannot enumerate
    ├── MissingDependency (ImportError)       an optional extra is not installed
    ├── InvalidQuery (ValueError)             a session's machine answered Invalid
    ├── ImpureStepError (RuntimeError)        a step drew other coins when replayed
    ├── MachineHalted (RuntimeError)          a session's machine answered HALT
    ├── BudgetExceeded (RuntimeError)         a session's machine refused a spawn
    └── SessionClosed (RuntimeError)          a step raised: the session is closed for good
        └── SessionReentered                  a step called back into its own session
    LawViolation (AssertionError)             a measure broke a law (``combinators.testing``)
    ConformanceFailure (AssertionError)       a primitive failed its conformance suite
"""

from __future__ import annotations

from typing_extensions import override

__all__ = [
    "BudgetExceeded",
    "CertificationError",
    "CombinatorsError",
    "CompositionForbidden",
    "ConformanceFailure",
    "ExponentTooLarge",
    "ImpureStepError",
    "IncompatibleMeasureError",
    "IndexOutOfRange",
    "InvalidArgument",
    "InvalidData",
    "InvalidQuery",
    "LawViolation",
    "MachineHalted",
    "MissingDependency",
    "NotEnumerable",
    "SessionClosed",
    "SessionReentered",
    "TaintError",
]


class CombinatorsError(Exception):
    """Base class of every error this library raises on purpose."""


class InvalidArgument(CombinatorsError, ValueError):
    """A parameter is out of range, NaN, or of the wrong kind; raised when an object is built."""


class IncompatibleMeasureError(CombinatorsError, TypeError):
    """Two operands are stated under different distance measures and no conversion was asked for."""


class InvalidData(InvalidArgument):
    """The data given to a primitive is not of the kind it takes (a bit, a finite real, an int).

    Raised at the primitive's first use of the data (its release, or the initial state of an
    interactive one). The message names the data's type and what was expected, never its value:
    it may reach the analyst through a session (``SessionClosed`` repeats it).
    """


class CompositionForbidden(InvalidArgument):
    """A composition the capability table does not allow (forbidden, sequential-only, or a
    required condition missing); the message quotes the citation."""


class CertificationError(InvalidArgument):
    """A pipeline whose certificate cannot be justified: a claimed level below what the theorems
    give, a child without a certificate, or a combinator the capability table refuses."""


class ExponentTooLarge(InvalidArgument):
    """``exp_bounds(x)`` for ``x > EXP_LIMIT``: the bracket would not fit in memory. An audit
    plan that needs one answers ``INCONCLUSIVE`` instead (a level that large is no guarantee)."""


class IndexOutOfRange(InvalidArgument, IndexError):
    """An index past either end of a vector: an ``IndexError``, as a Python sequence raises, and an
    ``InvalidArgument``, as the library's public callables raise for a bad argument."""


class TaintError(CombinatorsError, TypeError):
    """A value computed from a modular mechanism's raw inputs (a ``Tainted`` value) was used where
    only untainted values may go: a branch, an answer to the analyst, a sub-mechanism's creation
    parameters or its choice (the destination and response properties of Henzinger–Safavi–Vadhan
    2024, Def 6.5). The message names the use, never the value."""


class NotEnumerable(CombinatorsError, ValueError):
    """A machine cannot be enumerated exactly: it draws continuously or branches past the budget."""


class MissingDependency(CombinatorsError, ImportError):
    """A function needs an optional dependency that is not installed; the message names the extra
    to install (e.g. ``pip install 'combinators[lp]'`` for scipy's linear programming)."""


class ImpureStepError(CombinatorsError, RuntimeError):
    """A step drew different coins when replayed with the same script: steps must be pure."""


class MachineHalted(CombinatorsError, RuntimeError):
    """A session's machine answered HALT; it answers HALT to every later query too.

    ``reason`` says why when the machine tells (e.g. a filter built with ``on_exhaust="halt"``
    that ran out of budget), else it is ``None``.
    """

    def __init__(self, message: str, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = reason

    @override
    def __reduce__(self) -> tuple[type[MachineHalted], tuple[str, str | None]]:
        return type(self), (str(self), self.reason)


class InvalidQuery(CombinatorsError, ValueError):
    """A session's machine answered a message ``Invalid`` (unparsable or out of range). The message
    says whether the machine's state changed: a library machine's refusal changes nothing, but an
    interactive post-processor may have spawned or queried before it passed the answer on."""


class BudgetExceeded(CombinatorsError, RuntimeError):
    """A session's machine refused a spawn that would exceed its budget (the message says whether
    the state changed, as for ``InvalidQuery``)."""


class SessionClosed(CombinatorsError, RuntimeError):
    """A step raised an exception, so the session is closed for good: the step may have drawn noise
    or spent budget before it failed, and retrying it could reveal more than the levels allow.

    The message names the exception's type and the machine whose code raised it, never the
    exception itself: it is raised without a cause or context, because the step's exception and
    its traceback's frames may hold the data."""


class SessionReentered(SessionClosed):
    """A step called back into its own session (a post-processor or machine asking the session
    it runs in). Waiting for the session's lock would deadlock, so the call is refused and the
    session is closed; the outer call that was running the step raises this error too."""


class LawViolation(AssertionError):
    """A measure broke a law (``combinators.testing.laws``); the message names the law and the
    operands. An ``AssertionError``, as a failed check in a test is."""


class ConformanceFailure(AssertionError):
    """A primitive fails its conformance suite (``combinators.testing.conformance``); the message
    says which check and why. An ``AssertionError``, as a failed check in a test is."""

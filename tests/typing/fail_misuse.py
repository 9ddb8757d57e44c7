"""Misuses mypy must reject, each with the error code it gives (checked with warn_unused_ignores)."""

from __future__ import annotations

from combinators.audit import audit
from combinators.machines import BIT_FLIP, Certificate, Halt
from combinators.measures import ZCDP, Epsilon, PureDP, Rho
from combinators.primitives import randomized_response
from tests.typing.pass_operators import ECHO, Parse, Twice, plus_one

rr = randomized_response(e_eps=3)

# A bare float where a distance is required.
rr.check(0.5)  # type: ignore[arg-type]
PureDP().leq(0.5, Epsilon(1.0))  # type: ignore[arg-type]

# Mixing measures: a zCDP level where a pure-DP one is required, in every direction.
rr.check(Rho(0.1))  # type: ignore[arg-type]
PureDP().compose([Epsilon(1.0), Rho(0.5)])  # type: ignore[list-item]
ZCDP().leq(Rho(0.5), Epsilon(1.0))  # type: ignore[arg-type]
Certificate(PureDP(), Rho(0.5), BIT_FLIP)  # type: ignore[misc]

# IPM @ function, IPM @ wrong mechanism, mechanism on the left of an IPM.
Parse() @ plus_one  # type: ignore[operator]
Twice() @ Parse()  # type: ignore[operator]
ECHO @ Twice()  # type: ignore[operator]


def halt_leak(a: int | Halt) -> int:
    return a + 1  # type: ignore[operator]


# The audit's budgets are AuditBudgets: a misspelt name or a float budget does not type-check.
audit(rr, 0, 1, [None], 1, history_budgt=10)  # type: ignore[call-overload]
audit(rr, 0, 1, [None], 1, replay_budget=1.5)  # type: ignore[call-overload]

"""Tainted-value misuses mypy must reject (checked with warn_unused_ignores): a tainted value as
an answer, a branch condition, a creation parameter or a handle, and its conversions."""

from __future__ import annotations

from typing import Any

from typing_extensions import override

from combinators.continual.modular import Controller, Handle, SubMechanisms
from combinators.continual.taint import Tainted, taint
from tests.typing.pass_taint import CHILD, F

t = taint(3)


def release(x: int) -> int:
    return x


def branch(condition: bool) -> None:
    return None


# A tainted value is not the untainted value it holds.
release(t)  # type: ignore[arg-type]
release(t + 1)  # type: ignore[arg-type]
plain: int = t  # type: ignore[assignment]

# Branch conditions: a function that takes bool refuses a tainted truth value, and truthy-bool
# flags a tainted name or call in a boolean context.
branch(t < 2)  # type: ignore[arg-type]
condition = t == 3
if condition:  # type: ignore[truthy-bool]
    pass
if t.map(bool):  # type: ignore[truthy-bool]
    pass
flag = not t  # type: ignore[truthy-bool]

# The ways out of the taint do not exist for the type checker.
int(t)  # type: ignore[call-overload]
len(t)  # type: ignore[arg-type]
float(t)  # type: ignore[arg-type]
found = 1 in taint((1, 2))  # type: ignore[operator]
for item in t:  # type: ignore[attr-defined]
    pass


class Leaks(Controller[Tainted[int], int, int]):
    """Answers and creates from tainted values."""

    @override
    def start(self, subs: SubMechanisms, /) -> Tainted[int]:
        return taint(0)

    @override
    def step(self, state: Tainted[int], x: Tainted[int], subs: SubMechanisms, /) -> tuple[Tainted[int], int]:
        total = state + x
        subs.create(taint(CHILD), F)  # type: ignore[arg-type]
        subs.create(CHILD, taint(F))  # type: ignore[arg-type]
        chosen: Tainted[Handle[Any, Any]] = taint(Handle(1))
        subs.ask(chosen, total)  # type: ignore[arg-type]
        return total, total  # type: ignore[return-value]

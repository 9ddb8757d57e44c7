"""What tainted values and controllers type as (checked by tests/test_typing.py): arithmetic and
comparisons stay ``Tainted``, ``map`` keeps the function's type, and a controller's handles
answer untainted values it may branch on and answer with."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from typing_extensions import assert_type, override

from combinators.composition import ChildHalted
from combinators.continual import as_continual
from combinators.continual.modular import Controller, Handle, SubMechanisms, modular, paired_run
from combinators.continual.taint import Tainted, apply, taint, where
from combinators.continual.verification import im_style, suitable
from combinators.machines import Invalid
from combinators.primitives import geometric

t = taint(3)
assert_type(t, Tainted[int])
assert_type(taint(t), Tainted[int])                      # one layer
assert_type(t + 1, Tainted[Any])
assert_type(1 - t, Tainted[Any])
assert_type(t * t, Tainted[Any])
assert_type(-t, Tainted[Any])
assert_type(t < 2, Tainted[bool])
assert_type(t == 2, Tainted[bool])
assert_type(t.map(str), Tainted[str])
assert_type(taint((1, 2))[0], Tainted[Any])
assert_type(apply(max, t, 5), Tainted[Any])
assert_type(apply(str, t), Tainted[str])
assert_type(where(t > 1, 1, t), Tainted[Any])

NOISE = geometric(r=Fraction(1, 2), lo=-9, hi=9)
CHILD = as_continual(NOISE)
F = im_style(NOISE.certificate.relation)


class Sums(Controller[tuple[Tainted[int], Handle[Any, Any]], int, int]):
    """A running sum released through one child per step; the released value is untainted."""

    @override
    def start(self, subs: SubMechanisms, /) -> tuple[Tainted[int], Handle[Any, Any]]:
        return taint(0), subs.create(CHILD, F)

    @override
    def step(self, state: tuple[Tainted[int], Handle[Any, Any]], x: Tainted[int], subs: SubMechanisms, /
             ) -> tuple[tuple[Tainted[int], Handle[Any, Any]], int]:
        total = state[0] + x
        answer = subs.ask(subs.create(CHILD, F), total)
        if isinstance(answer, (ChildHalted, Invalid)):       # an untainted answer: a branch is fine
            return (total, state[1]), 0
        released: int = answer
        return (total, state[1]), released


report = paired_run(Sums(), [1, 0], [1, 1], suitable())
assert_type(report.verdict, bool)
assert_type(report.differing, tuple[int, ...])
machine = modular(Sums())

"""Exact enumeration: replay a pure step and explore every branch of its finite draws.

The interpreter re-runs the step once per branch, replaying the scripted choices of earlier
draws and extending the script depth first, so a step needs no special form: any pure Python
function that draws through ``Coins`` can be enumerated. Probabilities are products of the
draws' ``Fraction``s (exact) or ``Interval``s (outward-rounded).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Final, TypeVar, TypeVarTuple

from .._validation import check_positive_int
from ..errors import ImpureStepError, InvalidArgument, NotEnumerable
from .coins import check_pmf
from .interval import Interval, Prob, upper

__all__ = ["DEFAULT_BRANCH_BUDGET", "DEFAULT_DRAW_BUDGET", "enumerate_step"]

T = TypeVar("T")
R = TypeVar("R")
Ts = TypeVarTuple("Ts")

DEFAULT_BRANCH_BUDGET: Final = 200_000
"""How many outcomes (leaves) one call may explore before it gives up."""
DEFAULT_DRAW_BUDGET: Final = 10_000
"""How many draws one branch may make before it is taken to branch without end."""

_ONE: Final = Fraction(1)


def _exact_p(p: object, what: str) -> Prob:
    if isinstance(p, (Fraction, Interval)):
        if upper(p) > 1 or (p.lo if isinstance(p, Interval) else p) < 0:
            msg = f"{what}: p={p!r} must lie in [0, 1]"
            raise InvalidArgument(msg)
        return p
    msg = (f"{what}: p={p!r} is a {type(p).__name__}; the exact interpreter takes a Fraction or an "
           "Interval (a bare float would make the enumeration unsound)")
    raise InvalidArgument(msg)


class _Replay:
    """Coins that replay ``script`` (branch indices) and extend it depth first."""

    __slots__ = ("draw_budget", "pos", "probs", "script", "weight")

    def __init__(self, script: list[int], probs: list[Sequence[Prob]], draw_budget: int) -> None:
        self.script = script
        self.probs = probs
        self.pos = 0
        self.weight: Prob = _ONE
        self.draw_budget = draw_budget

    def _draw(self, ps: Sequence[Prob]) -> int:
        if self.pos == len(self.script):
            if self.pos >= self.draw_budget:
                msg = (f"a branch made more than {self.draw_budget} draws: the step looks like it "
                       "branches without end; bound its loop or raise draw_budget")
                raise NotEnumerable(msg)
            first = next((i for i, p in enumerate(ps) if upper(p) != 0), None)
            if first is None:
                msg = "a draw has no outcome of positive probability"
                raise InvalidArgument(msg)
            self.script.append(first)
            self.probs.append(ps)
        elif len(self.probs[self.pos]) != len(ps):
            msg = f"draw {self.pos} changed on replay; steps must be pure functions of (state, message, coins)"
            raise ImpureStepError(msg)
        i = self.script[self.pos]
        self.pos += 1
        self.weight = self.weight * ps[i]
        return i

    def bernoulli(self, p: Prob, /) -> bool:
        p = _exact_p(p, "bernoulli")
        return self._draw((p, 1 - p)) == 0

    def uniform_int(self, n: int, /) -> int:
        n = check_positive_int("uniform_int: n", n)
        return self._draw([Fraction(1, n)] * n)

    def choice(self, pmf: Sequence[tuple[T, Prob]], /) -> T:
        check_pmf(pmf)
        return pmf[self._draw([p for _, p in pmf])][0]

    def geometric(self, p: Prob, /) -> int:
        p = _exact_p(p, "geometric")
        if upper(p) == 0:
            msg = "geometric(p) needs p > 0"
            raise InvalidArgument(msg)
        k = 0
        while not self.bernoulli(p):
            k += 1
        return k

    def discrete_laplace(self, r: Prob, /) -> int:
        r = _exact_p(r, "discrete_laplace")
        return self.geometric(1 - r) - self.geometric(1 - r)

    def laplace(self, scale: float, /) -> float:
        msg = (f"laplace(scale={scale!r}) is a continuous draw: this machine is sample-only and "
               "cannot be enumerated exactly (use a discrete mechanism, or the sampled audit)")
        raise NotEnumerable(msg)

    def gaussian(self, sigma: float, /) -> float:
        msg = (f"gaussian(sigma={sigma!r}) is a continuous draw: this machine is sample-only and "
               "cannot be enumerated exactly (use a discrete mechanism, or the sampled audit)")
        raise NotEnumerable(msg)


def enumerate_step(
    step: Callable[[*Ts, _Replay], R],
    *args: *Ts,
    branch_budget: int = DEFAULT_BRANCH_BUDGET,
    draw_budget: int = DEFAULT_DRAW_BUDGET,
) -> list[tuple[R, Prob]]:
    """Every branch of ``step(*args, coins)`` with its probability, depth first.

    Equal outcomes are *not* merged (use ``FiniteDist.from_branches``); outcomes need not be
    hashable. Branches of probability 0 are skipped.

    Raises:
        NotEnumerable: a continuous draw, more than ``branch_budget`` outcomes, or a branch
            with more than ``draw_budget`` draws.
        ImpureStepError: the step drew differently when replayed.

    Example:
        >>> from fractions import Fraction
        >>> def two_flips(coins):
        ...     return coins.bernoulli(Fraction(1, 3)) + coins.bernoulli(Fraction(1, 2))
        >>> enumerate_step(two_flips)
        [(2, Fraction(1, 6)), (1, Fraction(1, 6)), (1, Fraction(1, 3)), (0, Fraction(1, 3))]
    """
    out: list[tuple[R, Prob]] = []
    script: list[int] = []
    probs: list[Sequence[Prob]] = []
    while True:
        coins = _Replay(script, probs, draw_budget)
        result = step(*args, coins)
        if coins.pos != len(script):
            msg = "the step drew fewer coins on replay; steps must be pure"
            raise ImpureStepError(msg)
        out.append((result, coins.weight))
        if len(out) > branch_budget:
            msg = (f"the step has more than {branch_budget} outcomes: it branches without end or "
                   "too widely to enumerate; bound its draws or raise branch_budget")
            raise NotEnumerable(msg)
        while script:  # backtrack to the deepest draw with an untried branch of positive probability
            ps, i = probs[-1], script[-1] + 1
            while i < len(ps) and upper(ps[i]) == 0:
                i += 1
            if i < len(ps):
                script[-1] = i
                break
            script.pop()
            probs.pop()
        if not script:
            return out

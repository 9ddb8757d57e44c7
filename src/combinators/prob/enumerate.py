"""Exact enumeration: replay a pure step and explore every branch of its finite draws.

The interpreter re-runs the step once per branch, replaying the scripted choices of earlier
draws and extending the script depth first, so a step needs no special form: any pure Python
function that draws through ``Coins`` can be enumerated. Probabilities are products of the
draws' ``Fraction``s (exact) or ``Interval``s (outward-rounded).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Final, TypeVar, TypeVarTuple, final

from .._validation import check_callable, check_positive_int
from ..errors import ImpureStepError, InvalidArgument, NotEnumerable
from .coins import check_pmf
from .interval import Interval, Prob, upper

__all__ = ["DEFAULT_BRANCH_BUDGET", "DEFAULT_DRAW_BUDGET", "DEFAULT_REPLAY_BUDGET", "Limits", "enumerate_branches",
           "enumerate_step"]

T = TypeVar("T")
R = TypeVar("R")
Ts = TypeVarTuple("Ts")

DEFAULT_BRANCH_BUDGET: Final = 200_000
"""How many outcomes (leaves) one call may explore before it gives up."""
DEFAULT_DRAW_BUDGET: Final = 10_000
"""How many draws one branch may make before it is taken to branch without end."""
DEFAULT_REPLAY_BUDGET: Final = 1_000_000
"""How much work one enumeration (or one audit) may do in all: runs of a step plus draws replayed."""

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
    """Coins that replay ``script`` (branch indices) and, unless ``fixed``, extend it depth first.

    ``weights[j]`` is the probability of the script's first ``j + 1`` draws, kept between runs
    for the prefix the backtracking left unchanged, so a run multiplies only for its new draws
    (a long branch is replayed once per sibling: without this, ``geometric`` cost cubic time).
    A ``fixed`` replay computes no weight.
    """

    __slots__ = ("_pair", "_pair_p", "draw_budget", "fixed", "pos", "probs", "script", "weights")

    def __init__(self, script: list[int], probs: list[Sequence[Prob]], draw_budget: int, *,
                 weights: list[Prob] | None = None) -> None:
        self.script = script
        self.probs = probs
        self.pos = 0
        self.weights = weights
        self.draw_budget = draw_budget
        self.fixed = weights is None
        self._pair_p: object = None  # the last bernoulli p, checked, and its pair (p, 1 − p)
        self._pair: tuple[Prob, Prob] = (_ONE, _ONE)

    @property
    def weight(self) -> Prob:
        """The probability of the branch run so far."""
        return self.weights[self.pos - 1] if self.weights and self.pos else _ONE

    def _draw(self, ps: Sequence[Prob]) -> int:
        pos = self.pos
        if pos == len(self.script):
            if self.fixed:
                msg = "the step drew more coins when replayed on the same coins; steps must be pure"
                raise ImpureStepError(msg)
            if pos >= self.draw_budget:
                msg = (f"a branch made more than {self.draw_budget} draws: the step looks like it "
                       "branches without end; bound its loop or raise draw_budget")
                raise NotEnumerable(msg)
            first = next((i for i, p in enumerate(ps) if upper(p) != 0), None)
            if first is None:
                msg = "a draw has no outcome of positive probability"
                raise InvalidArgument(msg)
            self.script.append(first)
            self.probs.append(ps)
        elif len(self.probs[pos]) != len(ps):
            msg = f"draw {pos} changed on replay; steps must be pure functions of (state, message, coins)"
            raise ImpureStepError(msg)
        i = self.script[pos]
        self.pos = pos + 1
        weights = self.weights
        if weights is not None and pos == len(weights):
            weights.append(weights[pos - 1] * ps[i] if pos else ps[i])
        return i

    def bernoulli(self, p: Prob, /) -> bool:
        last = self._pair_p
        # a loop draws the same p again and again (often a new Fraction of the same value): check it once
        if p is not last and not (type(p) is Fraction and type(last) is Fraction
                                  and p.numerator == last.numerator and p.denominator == last.denominator):
            p = _exact_p(p, "bernoulli")
            self._pair_p, self._pair = p, (p, 1 - p)
        return self._draw(self._pair) == 0

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
               "cannot be enumerated exactly (use a discrete mechanism, or test it from samples with "
               "combinators.audit.sampled_audit)")
        raise NotEnumerable(msg)

    def gaussian(self, sigma: float, /) -> float:
        msg = (f"gaussian(sigma={sigma!r}) is a continuous draw: this machine is sample-only and "
               "cannot be enumerated exactly (use a discrete mechanism, or test it from samples with "
               "combinators.audit.sampled_audit)")
        raise NotEnumerable(msg)


@final
class Limits:
    """The exact interpreter's bounds, each a positive int: outcomes per step (``branch_budget``),
    draws per branch (``draw_budget``) and work in all (``replay_budget``: every run of a step
    counts one, and every draw it makes one more). The last is spent by every enumeration given
    the same ``Limits``, so one budget bounds a whole audit; a step that draws without bound (a
    loop until a coin succeeds, ``geometric``) exhausts it after a few seconds.
    """

    __slots__ = ("branch_budget", "draw_budget", "replay_budget", "replayed")

    def __init__(
        self,
        *,
        branch_budget: int = DEFAULT_BRANCH_BUDGET,
        draw_budget: int = DEFAULT_DRAW_BUDGET,
        replay_budget: int = DEFAULT_REPLAY_BUDGET,
    ) -> None:
        self.branch_budget = check_positive_int("branch_budget", branch_budget)
        self.draw_budget = check_positive_int("draw_budget", draw_budget)
        self.replay_budget = check_positive_int("replay_budget", replay_budget)
        self.replayed = 0

    def spend(self, work: int) -> None:
        """Count ``work`` more runs and draws; raise ``NotEnumerable`` past the budget."""
        self.replayed += work
        if self.replayed > self.replay_budget:
            msg = (f"enumerating the machine took more than {self.replay_budget} replayed draws and runs "
                   "of its steps in all: a step draws without bound (a loop until a coin succeeds, "
                   "geometric(...)) or branches too widely; bound its draws (e.g. a clamped or "
                   "truncated pmf drawn with choice) or raise replay_budget")
            raise NotEnumerable(msg)


_MIN_RUNS: Final = 4
"""With a purity check, a step of fewer branches is replayed until it ran this many times: a
step that draws a fair bit outside ``coins`` then goes unnoticed with probability 1/8."""


def enumerate_branches(
    step: Callable[..., R],
    args: tuple[object, ...],
    limits: Limits,
    same: Callable[[R, R], bool] | None = None,
) -> list[tuple[R, Prob]]:
    """``enumerate_step`` under shared ``limits``; with ``same``, every branch is run twice on
    the same coins (a step of few branches more often) and must give results that ``same``
    accepts, else ``ImpureStepError``: the step draws randomness outside ``coins``."""
    out: list[tuple[R, Prob]] = []
    script: list[int] = []
    probs: list[Sequence[Prob]] = []
    kept: list[tuple[list[int], list[Sequence[Prob]], R]] = []  # first branches, for more purity replays

    def replay(branch: list[int], branch_probs: list[Sequence[Prob]], first: R, check: Callable[[R, R], bool]) -> None:
        coins = _Replay(branch, branch_probs, limits.draw_budget)
        again = step(*args, coins)
        limits.spend(coins.pos + 1)
        if coins.pos != len(branch) or not check(first, again):
            msg = ("the step gave a different result when replayed on the same coins: it is not a pure "
                   "function of (state, message, coins), e.g. it draws randomness outside coins "
                   "(random, numpy's global generator, its own sampler)")
            raise ImpureStepError(msg)

    weights: list[Prob] = []
    while True:
        coins = _Replay(script, probs, limits.draw_budget, weights=weights)
        result = step(*args, coins)
        limits.spend(coins.pos + 1)
        if coins.pos != len(script):
            msg = "the step drew fewer coins on replay; steps must be pure"
            raise ImpureStepError(msg)
        if same is not None:
            replay(script, probs, result, same)
            if len(kept) < _MIN_RUNS:
                kept.append((list(script), list(probs), result))
        out.append((result, coins.weight))
        if len(out) > limits.branch_budget:
            msg = (f"the step has more than {limits.branch_budget} outcomes: it branches without end or "
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
        del weights[max(0, len(script) - 1):]  # the prefix before the changed draw stays valid
        if not script:
            break
    runs = 2 * len(kept)
    while same is not None and runs < _MIN_RUNS:
        for branch, branch_probs, first in kept:
            replay(branch, branch_probs, first, same)
            runs += 1
    return out


def enumerate_step(
    step: Callable[[*Ts, _Replay], R],
    *args: *Ts,
    branch_budget: int = DEFAULT_BRANCH_BUDGET,
    draw_budget: int = DEFAULT_DRAW_BUDGET,
    replay_budget: int = DEFAULT_REPLAY_BUDGET,
) -> list[tuple[R, Prob]]:
    """Every branch of ``step(*args, coins)`` with its probability, depth first.

    Equal outcomes are *not* merged (use ``FiniteDist.from_branches``); outcomes need not be
    hashable. Branches of probability 0 are skipped.

    Args:
        branch_budget: the most outcomes; draw_budget: the most draws on one branch;
            replay_budget: the most work in all (runs of the step plus draws replayed), so a
            step that draws without end gives up within seconds. Each a positive int.

    Raises:
        NotEnumerable: a continuous draw, more than ``branch_budget`` outcomes, a branch
            with more than ``draw_budget`` draws, or more than ``replay_budget`` work.
        ImpureStepError: the step drew differently when replayed.
        InvalidArgument: a budget that is not a positive int; a ``step`` that is not a function
            or cannot take ``(*args, coins)``.

    Example:
        >>> from fractions import Fraction
        >>> def two_flips(coins):
        ...     return coins.bernoulli(Fraction(1, 3)) + coins.bernoulli(Fraction(1, 2))
        >>> enumerate_step(two_flips)
        [(2, Fraction(1, 6)), (1, Fraction(1, 6)), (1, Fraction(1, 3)), (0, Fraction(1, 3))]
    """
    limits = Limits(branch_budget=branch_budget, draw_budget=draw_budget, replay_budget=replay_budget)
    _check_takes(check_callable("step", step), len(args))
    return enumerate_branches(step, args, limits)


def _check_takes(step: Callable[..., object], n_args: int) -> None:
    """Refuse a ``step`` whose signature cannot take ``n_args`` arguments and then the coins (a
    callable without a signature, e.g. a builtin, is taken on trust)."""
    try:
        sig = inspect.signature(step)
    except (TypeError, ValueError):
        return
    try:
        sig.bind(*range(n_args), None)
    except TypeError:
        msg = (f"step= takes the arguments {sig}, but enumerate_step calls step(*args, coins) with "
               f"{n_args} argument(s) in args= before the coins; pass the step's own arguments in args=")
        raise InvalidArgument(msg) from None

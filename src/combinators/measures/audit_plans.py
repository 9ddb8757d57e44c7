"""Audit plans: a level of any measure as finitely many additive tests on a pair of distributions.

Every built-in measure reduces "is the pair (P, Q) within level d?" to tests of two kinds, each
additive over outcomes (and therefore computable by the exact audit's recursion over
histories, DESIGN.md §4):

- ``HockeyStickTest(e, delta)``: ``sup_S P(S) − e·Q(S) = Σ_x max(0, P(x) − e·Q(x)) ≤ delta``.
  ``(ε,δ)``-DP is the test ``(e^ε, δ)``; pure ε-DP is ``(e^ε, 0)``; a line ``β ≥ a − bα`` of an
  f-DP trade-off curve is ``(b, 1 − a)`` (seed 000 §3, Dong–Roth–Su).
- ``RenyiTest(alpha, bound)``: ``Σ_x P(x)^α Q(x)^(1−α) ≤ bound``; ``D_α ≤ ε`` is the test
  ``(α, e^((α−1)ε))``.

A plan has a *certify* list (all pass in both directions ⇒ within the level) and a *refute*
list (any fails in either direction ⇒ not within the level). They coincide where the reduction
is exact (pure, approximate, Rényi DP, piecewise-linear f-DP); for zCDP and Gaussian-DP they
bracket the level on a grid, and a pair between them is ``INCONCLUSIVE``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from fractions import Fraction
from typing import Protocol, TypeAlias, TypeVar, final

import attrs

from .._validation import check_bool, check_instance, check_order, check_sequence_of
from ..prob import FiniteDist, Interval, Prob, lower, upper
from ..errors import InvalidArgument
from ..prob.interval import ExponentTooLarge, check_exact
from .divergences import check_dists, hockey_stick, renyi_moment
from ._protocol import Verdict

__all__ = ["AuditPlan", "Auditable", "HockeyStickTest", "RenyiTest", "PlanTest", "close_by_plan", "judge_pair"]

T = TypeVar("T", bound=Hashable)
D_contra = TypeVar("D_contra", contravariant=True)


def _check_e(inst: object, attribute: attrs.Attribute[Prob], value: object) -> None:
    if lower(check_exact("e", value)) < 0:
        msg = f"e={value!r} must be >= 0 (a slope or e^epsilon)"
        raise InvalidArgument(msg)


def _check_delta(inst: object, attribute: attrs.Attribute[Fraction], value: object) -> None:
    d = check_exact("delta", value)
    if isinstance(d, Interval) or not 0 <= d <= 1:
        msg = f"delta={value!r} must be an exact probability in [0, 1] (a Fraction)"
        raise InvalidArgument(msg)


def _check_alpha(inst: object, attribute: "attrs.Attribute[Fraction | float]", value: object) -> None:
    check_order("alpha", value)


def _check_bound(inst: object, attribute: attrs.Attribute[Interval], value: object) -> None:
    bound = check_instance("bound", value, Interval, "an Interval around e^((alpha - 1)·epsilon)")
    if bound.lo < 0:  # a bound on a sum of nonnegative terms
        msg = f"bound={bound!r} must be >= 0: it bounds Σ_x P(x)^α Q(x)^(1−α), a sum of nonnegative terms"
        raise InvalidArgument(msg)


@final
@attrs.frozen
class HockeyStickTest:
    """``Σ_x max(0, P(x) − e·Q(x)) ≤ delta``; ``e`` may be an interval around an irrational value."""

    e: Prob = attrs.field(validator=_check_e)
    delta: Fraction = attrs.field(validator=_check_delta)


@final
@attrs.frozen
class RenyiTest:
    """``Σ_x P(x)^α Q(x)^(1−α) ≤ bound`` (``bound`` an interval around ``e^((α−1)ε)``)."""

    alpha: Fraction | float = attrs.field(validator=_check_alpha)
    bound: Interval = attrs.field(validator=_check_bound)


PlanTest: TypeAlias = HockeyStickTest | RenyiTest


def _plan_test(name: str, value: object) -> PlanTest:
    if type(value) is not HockeyStickTest and type(value) is not RenyiTest:
        msg = f"{name} must be a HockeyStickTest or a RenyiTest, not {type(value).__name__}"
        raise InvalidArgument(msg)
    return value


def _plan_tests(name: str, value: object) -> tuple[PlanTest, ...]:
    return tuple(check_sequence_of(name, value, _plan_test, what="a sequence of tests"))


def _certify_tests(value: object) -> tuple[PlanTest, ...]:
    return _plan_tests("certify", value)


def _refute_tests(value: object) -> tuple[PlanTest, ...]:
    return _plan_tests("refute", value)


def _trivial(value: object) -> bool:
    return check_bool("trivial", value)


def _reason(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        msg = f"unsupported={value!r} must be None or a non-empty str saying why no plan exists"
        raise InvalidArgument(msg)
    return value


@final
@attrs.frozen
class AuditPlan:
    """``certify``: all pass ⇒ within the level; ``refute``: one fails ⇒ not within it.

    An empty ``certify`` list with ``trivial=True`` means every pair is within the level
    (e.g. ε = ∞); ``unsupported`` names why no plan exists (then both lists are empty).
    """

    certify: tuple[PlanTest, ...] = attrs.field(converter=_certify_tests)
    refute: tuple[PlanTest, ...] = attrs.field(converter=_refute_tests)
    trivial: bool = attrs.field(default=False, converter=_trivial)
    unsupported: str | None = attrs.field(default=None, converter=_reason)

    def __attrs_post_init__(self) -> None:
        # "all of no tests pass" would certify every pair: say trivial or unsupported instead
        if not self.certify and not self.trivial and self.unsupported is None:
            msg = "an AuditPlan with no certify test must be trivial=True or say why it is unsupported"
            raise InvalidArgument(msg)


class Auditable(Protocol[D_contra]):
    """A measure whose levels reduce to an ``AuditPlan`` (every built-in measure)."""

    def audit_plan(self, level: D_contra, /) -> AuditPlan:
        """The tests that decide whether a pair is within ``level``."""
        ...


def judge_pair(test: PlanTest, p: FiniteDist[T], q: FiniteDist[T]) -> tuple[bool, bool]:
    """``(surely passes, surely fails)`` of one test on ``(p, q)`` in the ``p``-vs-``q`` direction."""
    if isinstance(test, HockeyStickTest):
        hs = hockey_stick(p, q, test.e)
        return upper(hs) <= test.delta, lower(hs) > test.delta
    lo, hi = renyi_moment(p, q, test.alpha)
    surely_passes = hi is not None and hi <= test.bound.lo
    surely_fails = lo is None or lo > test.bound.hi
    return surely_passes, surely_fails


def close_by_plan(plan: AuditPlan, p: FiniteDist[T], q: FiniteDist[T]) -> Verdict:
    """The sound three-valued verdict of ``plan`` on ``(p, q)``, both directions."""
    check_dists(p, q)
    if plan.trivial:
        return Verdict.CERTIFIED
    if plan.unsupported is not None:
        return Verdict.INCONCLUSIVE
    for test in plan.refute:
        for a, b in ((p, q), (q, p)):
            if judge_pair(test, a, b)[1]:
                return Verdict.VIOLATED
    for test in plan.certify:
        for a, b in ((p, q), (q, p)):
            if not judge_pair(test, a, b)[0]:
                return Verdict.INCONCLUSIVE
    return Verdict.CERTIFIED


def guarded_plan(level: object, build: Callable[[], AuditPlan]) -> AuditPlan:
    """``build()``, or an unsupported plan when it needs ``e^x`` past ``EXP_LIMIT`` (a large level,
    e.g. ``ZCDP()`` at ρ ≥ 8.1, gets a plan, not an exception): the audit then answers INCONCLUSIVE."""
    try:
        return build()
    except ExponentTooLarge as e:
        return AuditPlan((), (), unsupported=f"the level {level!r} is too large for an exact audit ({e})")

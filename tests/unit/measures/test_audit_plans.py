"""Audit plans (combinators.measures.audit_plans): a level as additive tests on a pair of finite
distributions. The pair is randomized response with keep 3/4, P = (3/4, 1/4) and Q = (1/4, 3/4):
its hockey-stick divergence at e is Σ max(0, P − e·Q) = max(0, 3/4 − e/4) + max(0, 1/4 − 3e/4)
and its Rényi moment at α = 2 is Σ P²/Q = 9/4 + 1/12 = 7/3 (Mironov 2017, Def 3), by hand."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from combinators.errors import InvalidArgument
from combinators.measures import AuditPlan, HockeyStickTest, RenyiTest, Verdict
from combinators.measures.audit_plans import close_by_plan
from combinators.measures.audit_plans import judge_pair as decide
from combinators.prob import FiniteDist, Interval

P = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
Q = FiniteDist.from_pairs([(0, F(1, 4)), (1, F(3, 4))])


@pytest.mark.parametrize(("e", "delta", "passes"), [
    (F(3), F(0), True),  # ε = ln 3 is exactly RR's pure level
    (F(2), F(1, 4), True),  # 3/4 − 2/4 = 1/4
    (F(2), F(1, 5), False),
    (F(1), F(1, 2), True),  # e = 1: the total variation distance, 1/2
])
def test_a_hockey_stick_test_decides_rr_exactly(e: F, delta: F, passes: bool) -> None:
    assert decide(HockeyStickTest(e, delta), P, Q) == (passes, not passes)


def test_a_renyi_test_decides_rr_at_its_moment() -> None:
    seven_thirds = Interval(F(7, 3), F(7, 3))
    assert decide(RenyiTest(F(2), seven_thirds), P, Q) == (True, False)
    below = Interval(F(7, 3) - F(1, 10**9), F(7, 3) - F(1, 10**9))
    assert decide(RenyiTest(F(2), below), P, Q) == (False, True)


def test_a_plan_certifies_refutes_or_stays_inconclusive() -> None:
    exact = AuditPlan((HockeyStickTest(F(3), F(0)),), (HockeyStickTest(F(3), F(0)),))
    assert close_by_plan(exact, P, Q) is Verdict.CERTIFIED
    too_tight = AuditPlan((HockeyStickTest(F(2), F(0)),), (HockeyStickTest(F(2), F(0)),))
    assert close_by_plan(too_tight, P, Q) is Verdict.VIOLATED
    bracket = AuditPlan((HockeyStickTest(F(2), F(0)),), (HockeyStickTest(F(3), F(0)),))  # between the two
    assert close_by_plan(bracket, P, Q) is Verdict.INCONCLUSIVE
    assert close_by_plan(AuditPlan((), (), trivial=True), P, Q) is Verdict.CERTIFIED
    assert close_by_plan(AuditPlan((), (), unsupported="no plan"), P, Q) is Verdict.INCONCLUSIVE


def test_a_plan_that_would_certify_everything_must_say_so() -> None:
    """No certify test means "all of none pass": only ``trivial=True`` may claim that."""
    with pytest.raises(InvalidArgument, match="trivial=True or say why"):
        AuditPlan((), ())
    with pytest.raises(InvalidArgument, match="certify"):
        AuditPlan(("a test",), ())
    with pytest.raises(InvalidArgument, match="unsupported="):
        AuditPlan((), (), unsupported=" ")


def test_a_renyi_test_bounds_a_sum_of_nonnegative_terms() -> None:
    """``RenyiTest`` prints as its class call, so one built from a forged repr is checked: a bound
    below 0 on ``Σ P^α Q^(1−α)`` is refused; 0 and above are kept."""
    with pytest.raises(InvalidArgument, match="bound=.* must be >= 0"):
        RenyiTest(3, Interval(F(-1, 2), F(1)))
    kept = RenyiTest(F(3), Interval(F(0), F(1)))
    assert eval(repr(kept), {"RenyiTest": RenyiTest, "Interval": Interval, "Fraction": F}) == kept  # noqa: S307

"""Divergences of one finite pair (hockey-stick, Rényi moment) and the audit-plan tests built on
them: bad arguments are refused by name; huge orders answer soundly and fast."""

from __future__ import annotations

import time
from collections.abc import Callable
from fractions import Fraction as F
from typing import Any

import mpmath
import numpy as np
import pytest

from combinators.audit import HockeyStickTest, RenyiTest
from combinators.errors import IncompatibleMeasureError, InvalidArgument
from combinators.measures import ZCDP, ApproxZCDP, Epsilon, PureDP, RenyiDP, RenyiEps, Rho, RhoDelta, Verdict
from combinators.measures import hockey_stick, renyi_moment
from combinators.measures.audit_plans import AuditPlan
from combinators.prob import FiniteDist, Interval
from tests.reference_mp import mp

P = FiniteDist.from_pairs([(0, F(3, 4)), (1, F(1, 4))])
Q = FiniteDist.from_pairs([(0, F(1, 4)), (1, F(3, 4))])

BAD: list[tuple[str, Callable[[], object], type[Exception], str]] = [
    ("hockey_stick p a number", lambda: hockey_stick(0.5, Q, F(2)), InvalidArgument, "p=0.5 must be a FiniteDist"),  # type: ignore[arg-type]
    ("hockey_stick e_eps negative", lambda: hockey_stick(P, Q, F(-1)), InvalidArgument, "e_eps=.* must be >= 0"),
    ("hockey_stick e_eps zero", lambda: hockey_stick(P, Q, F(0)), InvalidArgument, "e_eps=.* must be > 0"),
    ("hockey_stick e_eps str", lambda: hockey_stick(P, Q, "2"), InvalidArgument, "e_eps='2'"),  # type: ignore[arg-type]
    ("renyi_moment q a number", lambda: renyi_moment(P, 1.0, 2), InvalidArgument, "q=1.0 must be a FiniteDist"),  # type: ignore[arg-type]
    ("renyi_moment alpha 1", lambda: renyi_moment(P, Q, 1), InvalidArgument, "alpha=1 must be a finite Rényi order > 1"),
    ("renyi_moment alpha 1/2", lambda: renyi_moment(P, Q, 0.5), InvalidArgument, "alpha=0.5"),
    ("renyi_moment alpha nan", lambda: renyi_moment(P, Q, float("nan")), InvalidArgument, "alpha=nan"),
    ("HockeyStickTest e nan", lambda: HockeyStickTest(float("nan"), F(0)), InvalidArgument, "e=nan must be exact"),  # type: ignore[arg-type]
    ("HockeyStickTest e str", lambda: HockeyStickTest("2", F(0)), InvalidArgument, "e='2'"),  # type: ignore[arg-type]
    ("HockeyStickTest delta > 1", lambda: HockeyStickTest(F(2), F(2)), InvalidArgument, "delta=.* in \\[0, 1\\]"),
    ("RenyiTest alpha 1", lambda: RenyiTest(1, Interval(F(1), F(2))), InvalidArgument, "alpha=1"),
    ("RenyiTest bound a number", lambda: RenyiTest(2, 3), InvalidArgument, "bound=3 must be an Interval"),  # type: ignore[arg-type]
    ("close p a number", lambda: PureDP().close(0.5, Q, PureDP().zero()), InvalidArgument, "p=0.5"),  # type: ignore[arg-type]
    ("ApproxZCDP leq of a Rho", lambda: ApproxZCDP().leq(Rho(0.5), RhoDelta(1, 0)), IncompatibleMeasureError,  # type: ignore[arg-type]
     "takes RhoDelta levels"),
    ("ApproxZCDP compose of a number", lambda: ApproxZCDP().compose(5), InvalidArgument, "levels=5"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "error", "match"), [(c, e, m) for _, c, e, m in BAD], ids=[b[0] for b in BAD])
def test_bad_arguments_are_refused_by_name(call: Callable[[], object], error: type[Exception], match: str) -> None:
    with pytest.raises(error, match=match):
        call()


def test_renyi_moment_at_an_order_past_the_float_range_is_trivial_and_fast() -> None:
    t = time.perf_counter()
    assert renyi_moment(P, Q, 10**400) == (F(0), None)  # 0 ≤ moment ≤ ∞: sound, and nothing more is claimed
    lo, hi = renyi_moment(P, Q, 10**5)  # past the exact-power limit: log space, still a bracket
    assert lo is not None and hi is not None and lo <= hi
    assert time.perf_counter() - t < 2


def test_renyi_moment_integer_order_stays_exact() -> None:
    assert renyi_moment(P, Q, 2) == (F(7, 3), F(7, 3))  # (3/4)²/(1/4) + (1/4)²/(3/4)


def test_numpy_orders_and_exponentials_are_numbers() -> None:
    assert renyi_moment(P, Q, np.int64(2)) == (F(7, 3), F(7, 3))  # type: ignore[arg-type]
    assert renyi_moment(P, Q, np.float32(2.0)) == (F(7, 3), F(7, 3))  # type: ignore[arg-type]
    assert hockey_stick(P, Q, np.float64(2.0)) == Interval(F(1, 4), F(1, 4))  # type: ignore[arg-type]  # 3/4 − 2·1/4


# Audit plans at the edges: a Fraction Rényi order near 1, levels whose tests need e^x past the exact
# limit, an empty plan, masses below the float range.

HALVES = FiniteDist.from_mapping({0: F(1, 2), 1: F(1, 2)})


def _renyi(alpha: F, p: dict[int, F], q: dict[int, F]) -> Any:
    """D_α(P‖Q) from the definition, in 120 digits (an independent computation)."""
    with mpmath.workdps(120):
        a = mp(alpha)
        m = sum(mp(p[x]) ** a * mp(q[x]) ** (1 - a) for x in p)
        return mpmath.log(m) / (a - 1)


def test_a_fraction_order_near_one_is_not_certified_below_the_truth() -> None:
    """α = 1001/1000 is not a float: the moment's exponent used float(α) with no margin for it,
    and a claim 4e-15 below the true D_α was CERTIFIED."""
    q = {0: F(1, 10**100), 1: 1 - F(1, 10**100)}
    alpha = F(1001, 1000)
    truth = _renyi(alpha, {0: F(1, 2), 1: F(1, 2)}, q)
    claim = float(truth) * (1 - 4e-15)
    assert mpmath.mpf(claim) < truth
    verdict = RenyiDP(alpha).close(HALVES, FiniteDist.from_mapping(q), RenyiEps(claim))
    assert verdict is not Verdict.CERTIFIED
    assert RenyiDP(alpha).close(HALVES, FiniteDist.from_mapping(q), RenyiEps(float(truth) * 1.001)) is Verdict.CERTIFIED


def test_an_order_just_above_one_is_never_violated_wrongly() -> None:
    q3 = {0: F(1, 10**300), 1: 1 - F(1, 10**300)}
    alpha = 1 + F(7, 10) / 2**52  # float(α) = 1 + 2^-52: 1.43× too far from 1
    assert _renyi(alpha, {0: F(1, 2), 1: F(1, 2)}, q3) < 400
    assert RenyiDP(alpha).close(HALVES, FiniteDist.from_mapping(q3), RenyiEps(400.0)) is not Verdict.VIOLATED


def test_large_levels_get_a_verdict_not_an_exception() -> None:
    """ZCDP at ρ ≥ 8.1 (refute tests needing e^x with x past 2^20) gets a verdict, not an exception."""
    thirds = FiniteDist.from_mapping({0: F(1, 3), 1: F(2, 3)})
    assert ZCDP().close(HALVES, thirds, Rho(10.0)) is Verdict.CERTIFIED  # D_∞ = ln 1.5 ≪ 10α
    assert ApproxZCDP().close(HALVES, thirds, RhoDelta(10.0, 1e-6)) is Verdict.CERTIFIED
    cases: list[tuple[Any, Any]] = [(ZCDP(), Rho(1e7)), (RenyiDP(2**21), RenyiEps(1.0)), (PureDP(), Epsilon(2e6)),
                                    (ApproxZCDP(), RhoDelta(1e7, 1e-6))]
    for measure, level in cases:
        assert measure.close(HALVES, thirds, level) is Verdict.INCONCLUSIVE
        plan = measure.audit_plan(level)
        assert plan.unsupported is not None and "too large for an exact audit" in plan.unsupported


def test_a_plan_without_certify_tests_must_say_why() -> None:
    with pytest.raises(InvalidArgument, match="must be trivial=True or say why"):
        AuditPlan((), ())


def test_divergences_of_masses_below_the_float_range() -> None:
    """A mass of 1e-400 gives a finite KL bound, and its Rényi moments at large orders pass e^(2^20),
    which reads as +inf for the upper bound."""
    tiny = F(1, 10**400)
    q = FiniteDist.from_mapping({0: tiny, 1: 1 - tiny})
    lo, hi = ZCDP().bounds(HALVES, q)
    assert 0 < lo <= hi
    kl = _kl({0: F(1, 2), 1: F(1, 2)}, {0: tiny, 1: 1 - tiny})
    assert lo >= float(kl) * (1 - 1e-12)  # sup_α D_α/α ≥ KL (α → 1)
    assert RenyiDP(2).divergence(HALVES, q).epsilon >= float(_renyi(F(2), {0: F(1, 2), 1: F(1, 2)},
                                                                      {0: tiny, 1: 1 - tiny}))


def _kl(p: dict[int, F], q: dict[int, F]) -> Any:
    with mpmath.workdps(120):
        return sum(mp(p[x]) * mpmath.log(mp(p[x]) / mp(q[x])) for x in p)

"""Approximate zCDP: order, composition with upward rounding, and the bracketing audit plan."""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction as F
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from combinators.errors import IncompatibleMeasureError, InvalidArgument
from combinators.measures import ZCDP, ApproxZCDP, Measure, Rho, RhoDelta, Verdict
from combinators.measures.audit_plans import Auditable
from combinators.prob import FiniteDist
from combinators.testing.strategies import invalid_rho_deltas, rho_deltas

m = ApproxZCDP()


def _rr(e: F, delta: F) -> tuple[FiniteDist[object], FiniteDist[object]]:
    """RR_{ε,δ}(0) and RR_{ε,δ}(1) with ``e^ε = e`` (seed 003 Def 7)."""
    keep, flip = (1 - delta) * e / (1 + e), (1 - delta) / (1 + e)
    return (FiniteDist.from_pairs([(0, keep), (1, flip), ("bot", delta)]),
            FiniteDist.from_pairs([(1, keep), (0, flip), ("top", delta)]))


def test_order_and_zero() -> None:
    assert m.leq(RhoDelta(0.5, 1e-6), RhoDelta(1, 1e-5))
    assert not m.leq(RhoDelta(0.5, 1e-4), RhoDelta(1, 1e-5))
    assert not m.leq(RhoDelta(1, 1e-5), RhoDelta(0.5, 1e-4))
    assert m.zero() == RhoDelta(0, 0)
    measure: Measure[RhoDelta] = m
    auditable: Auditable[RhoDelta] = m
    assert measure.leq(m.zero(), RhoDelta(math.inf, 1)) and auditable.audit_plan(m.zero()).certify


def test_compose_sums_caps_and_rounds_up() -> None:
    assert m.compose([RhoDelta(0.25, 1e-6), RhoDelta(0.25, 1e-6)]) == RhoDelta(0.5, 2e-6)
    assert m.compose([RhoDelta(1, 0.75), RhoDelta(1, 0.5)]) == RhoDelta(2, 1.0)
    assert m.compose([]) == m.zero()
    got = m.compose([RhoDelta(0.1, 0.1), RhoDelta(0.2, 0.2)])
    assert F(got.rho) >= F(0.1) + F(0.2) and F(got.delta) >= F(0.1) + F(0.2)
    assert got.rho == math.nextafter(0.1 + 0.2, 1) or got.rho == 0.1 + 0.2


@given(st.lists(rho_deltas(exact=False), max_size=5))
def test_compose_never_below_the_exact_sum(levels: list[RhoDelta]) -> None:
    got = m.compose(levels)
    rhos = [lv.rho for lv in levels]
    if not any(math.isinf(r) for r in rhos):
        assert F(got.rho) >= sum((F(r) for r in rhos), start=F(0))
    assert got.delta == 1.0 or F(got.delta) >= sum((F(lv.delta) for lv in levels), start=F(0))


def test_check_level() -> None:
    with pytest.raises(IncompatibleMeasureError, match=r"ApproxZCDP\(\) takes RhoDelta levels, got Rho\(0.5\)"):
        m.check_level(Rho(0.5))
    with pytest.raises(IncompatibleMeasureError):
        m.compose([Rho(0.5)])  # type: ignore[list-item]


@given(invalid_rho_deltas())
def test_invalid_levels_are_rejected(args: tuple[object, object]) -> None:
    ctor: Callable[..., Any] = RhoDelta
    with pytest.raises(InvalidArgument):
        ctor(*args)


def test_audit_plan_cases() -> None:
    assert m.audit_plan(RhoDelta(0.5, 0)) == ZCDP().audit_plan(Rho(0.5))
    assert m.audit_plan(RhoDelta(math.inf, 0.1)).trivial
    assert m.audit_plan(RhoDelta(0.5, 1)).trivial
    plan = m.audit_plan(RhoDelta(0.5, 1e-3))
    assert plan.certify == ZCDP().audit_plan(Rho(0.5)).certify
    assert plan.refute and plan.unsupported is None and not plan.trivial


def test_close_examples() -> None:
    p, q = _rr(F(3), F(0))  # pure ln 3-DP: ρ = (ln 3)²/2 = 0.6035 suffices
    assert m.close(p, q, RhoDelta(0.7, 1e-3)) is Verdict.CERTIFIED
    disjoint = FiniteDist.from_pairs([(0, F(1))]), FiniteDist.from_pairs([(1, F(1))])
    assert m.close(*disjoint, RhoDelta(1, 0.5)) is Verdict.VIOLATED
    assert m.close(*disjoint, RhoDelta(1, 1)) is Verdict.CERTIFIED
    # a pair that needs its δ: neither certified (no mixture search) nor refuted
    p, q = _rr(F(3), F(1, 100))
    assert m.close(p, q, RhoDelta(0.7, 0.01)) is Verdict.INCONCLUSIVE


@given(st.integers(2, 40), st.integers(0, 20))
def test_close_never_refutes_a_true_level(e4: int, d100: int) -> None:
    """RR_{ε,δ} is δ-approximately ½ε²-zCDP (seed 003 Lemma 1): never VIOLATED there."""
    e, delta = 1 + F(e4, 4), F(d100, 100)
    p, q = _rr(e, delta)
    eps_up = math.nextafter(math.nextafter(math.log(float(e)), math.inf), math.inf) * (1 + 2**-50)
    rho = eps_up * eps_up / 2 * (1 + 2**-50)
    assert m.close(p, q, RhoDelta(rho, float(delta) * (1 + 2**-50) if delta else 0.0)) is not Verdict.VIOLATED

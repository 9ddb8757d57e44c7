"""Regressions for what an adversarial review of the audit plans found (2026-11-23): a Fraction
Rényi order near 1, levels whose tests need e^x past the exact limit, and an empty plan."""

from __future__ import annotations

from fractions import Fraction as F
from typing import Any

import mpmath
import pytest

from combinators.errors import InvalidArgument
from combinators.measures import ZCDP, ApproxZCDP, Epsilon, PureDP, RenyiDP, RenyiEps, Rho, RhoDelta, Verdict
from combinators.measures._plan import AuditPlan
from combinators.prob import FiniteDist

HALVES = FiniteDist.from_mapping({0: F(1, 2), 1: F(1, 2)})


def _renyi(alpha: F, p: dict[int, F], q: dict[int, F]) -> Any:
    """D_α(P‖Q) from the definition, in 120 digits (an independent computation)."""
    with mpmath.workdps(120):
        a = mpmath.mpf(alpha.numerator) / alpha.denominator
        m = sum((mpmath.mpf(p[x].numerator) / p[x].denominator) ** a
                * (mpmath.mpf(q[x].numerator) / q[x].denominator) ** (1 - a) for x in p)
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
    """ZCDP raised for any ρ ≥ 8.1 (its refute tests needed e^x with x past 2^20)."""
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
    """Found in review: a mass of 1e-400 divided by zero in the KL bound; its Rényi moments at
    large orders pass e^(2^20), which now reads as +inf for the upper bound."""
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
        return sum((mpmath.mpf(p[x].numerator) / p[x].denominator)
                   * mpmath.log((mpmath.mpf(p[x].numerator) / p[x].denominator)
                                / (mpmath.mpf(q[x].numerator) / q[x].denominator)) for x in p)

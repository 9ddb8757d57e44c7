"""Exact audits of filters on small finite instances: adaptive adversaries (levels chosen from earlier
answers) never get a view divergence beyond the budget — seed 000 §6.4 (D_2 = 0.5705882620870697 ≤ 1),
seed 003 §5 (hockey-stick ≤ δ' for the Whitehouse filter), nesting, and every deterministic adversary
over a small menu of spawns and queries. The reference values are recomputed independently (mpmath)."""

from __future__ import annotations

import math
from fractions import Fraction as F
from typing import Any, TypeAlias

import mpmath
import pytest

from combinators.accounting import whitehouse_accumulator
from combinators.audit import History, audit, view_distribution
from combinators.composition.filters import Query, Spawn, Spawned, filtered
from combinators.composition.odometers import filter_from_odometer, odometer
from combinators.machines import HALT, Halt, Mechanism, Refusal, convert
from combinators.measures import ApproxDP, EpsDelta, Epsilon, PureDP, RenyiDP, RenyiEps, Verdict, hockey_stick
from combinators.measures.scalar import renyi_divergence_bounds
from combinators.primitives import randomized_response, randomized_response_delta
from combinators.prob import FiniteDist, exp_bounds, lower, upper
from tests.reference_mp import mpmath_reference_digits  # noqa: F401  # autouse: the references at the shared precision

R2 = RenyiDP(2)
Msg: TypeAlias = "Spawn[Any] | Query"


# ---------------------------------------------------------------------------------------------
# Seed 000 §6.4: an RDP_2 filter, budget 1.0, RR children at cost 0.4, then 0.6 or 0.1
# ---------------------------------------------------------------------------------------------


def _rdp2_of_rr(eps: float) -> float | F:
    """The library's upper bound of D_2 for RR_ε (its exact output pair, enumerated)."""
    rr = randomized_response(eps)
    p = view_distribution(rr, 0, {(): None}, 1)
    q = view_distribution(rr, 1, {(): None}, 1)
    return R2.divergence(p, q).epsilon


def rr_at_rdp2_cost(cost: float) -> tuple[Mechanism[int, Any, object, int, RenyiEps], float]:
    """RR_ε certified under RDP_2 at ``cost``: D_2(RR_ε) = log(2·cosh ε − 1), so ε = acosh((e^cost + 1)/2),
    stepped down until the enumerated D_2 bound is within ``cost`` (the certificate is then true)."""
    eps = math.acosh((math.exp(cost) + 1) / 2)
    while _rdp2_of_rr(eps) > cost:
        eps = math.nextafter(eps, 0.0)
    return convert(randomized_response(eps), R2, lambda _: RenyiEps(cost)), eps


RR04, EPS04 = rr_at_rdp2_cost(0.4)
RR06, EPS06 = rr_at_rdp2_cost(0.6)
RR01, EPS01 = rr_at_rdp2_cost(0.1)


def _reference_d2(eps_first: Any, eps_if_one: Any, eps_if_zero: Any) -> tuple[Any, Any]:
    """D_2(V(0) ‖ V(1)) and D_2(V(1) ‖ V(0)) of the 4 views (a1, a2), computed from the formulas alone."""

    def rr(eps: Any, x: int, a: int) -> Any:
        keep = mpmath.exp(eps) / (1 + mpmath.exp(eps))
        return keep if a == x else 1 - keep

    def view(x: int, a1: int, a2: int) -> Any:
        return rr(eps_first, x, a1) * rr(eps_if_one if a1 == 1 else eps_if_zero, x, a2)

    views = [(a1, a2) for a1 in (0, 1) for a2 in (0, 1)]
    fwd = mpmath.log(sum(view(0, *v) ** 2 / view(1, *v) for v in views))
    bwd = mpmath.log(sum(view(1, *v) ** 2 / view(0, *v) for v in views))
    return fwd, bwd


def _eps_of_cost(cost: str) -> Any:
    return mpmath.acosh((mpmath.exp(mpmath.mpf(cost)) + 1) / 2)


def test_section_6_4_reference_value_recomputed() -> None:
    fwd, _ = _reference_d2(_eps_of_cost("0.4"), _eps_of_cost("0.6"), _eps_of_cost("0.1"))
    assert abs(fwd - mpmath.mpf("0.5705882620870697")) < mpmath.mpf("1e-15")
    assert abs(_eps_of_cost("0.4") - mpmath.mpf("0.6876720")) < 1e-7  # the seed's e ≈ 0.6876720
    assert abs(_eps_of_cost("0.6") - mpmath.mpf("0.8782124")) < 1e-7
    assert abs(_eps_of_cost("0.1") - mpmath.mpf("0.3228961")) < 1e-7


def _adaptive_6_4(history: History[Msg, object]) -> Msg | Halt:
    """Spawn RR at 0.4; query it; spawn RR at 0.6 if it said 1, else at 0.1; query that; stop."""
    t = len(history)
    if t == 0:
        return Spawn(RR04, RenyiEps(0.4))
    if t == 1:
        return Query(0, None)
    if t == 2:
        return Spawn(RR06, RenyiEps(0.6)) if history[1][1] == 1 else Spawn(RR01, RenyiEps(0.1))
    if t == 3:
        return Query(1, None)
    return HALT


def test_section_6_4_filter_view_divergence_is_the_reference_and_within_budget() -> None:
    f = filtered(R2, "additive", RenyiEps(1.0), trust_asserted=True)
    p = view_distribution(f, 0, _adaptive_6_4, 4)
    q = view_distribution(f, 1, _adaptive_6_4, 4)
    assert len(p.support) == 4
    assert all(h[0][1] == Spawned(0) and h[2][1] == Spawned(1) for h in p.support)  # 0.4 + 0.6 = 1.0 fits exactly
    fwd, bwd = _reference_d2(mpmath.mpf(EPS04), mpmath.mpf(EPS06), mpmath.mpf(EPS01))
    for (a, b), ref in (((p, q), fwd), ((q, p), bwd)):
        lo, hi = renyi_divergence_bounds(a, b, 2)
        assert lo - 1e-12 <= ref <= hi + 1e-12 and hi - lo < 1e-9
    assert abs(fwd - mpmath.mpf("0.5705882620870697")) < 1e-12  # the seed's value, to rounding of the ε's
    assert float(bwd) < 1.0  # the other direction is closer to the budget: 0.9546…
    assert R2.close(p, q, RenyiEps(1.0)) is Verdict.CERTIFIED


SPAWN_MENU_6_4: list[Msg] = [Spawn(RR04, RenyiEps(0.4)), Spawn(RR06, RenyiEps(0.6)), Spawn(RR01, RenyiEps(0.1)),
                             Query(0, None), Query(1, None), Query(2, None)]


def test_every_adversary_over_the_6_4_menu_stays_within_the_rdp_budget() -> None:
    f = filtered(R2, "additive", RenyiEps(1.0), trust_asserted=True)
    result = audit(f, 0, 1, SPAWN_MENU_6_4, 5, R2, RenyiEps(1.0))
    assert result.verdict is Verdict.CERTIFIED, result
    wrong = audit(f, 0, 1, SPAWN_MENU_6_4, 4, R2, RenyiEps(0.9))  # the §6.4 adversary's D_2(V1‖V0) is 0.9546
    assert wrong.verdict is Verdict.VIOLATED
    over = filtered(R2, "additive", RenyiEps(1.2), trust_asserted=True)  # a filter whose budget is not its claim is caught
    assert audit(over, 0, 1, SPAWN_MENU_6_4, 5, R2, RenyiEps(1.0)).verdict is Verdict.VIOLATED


# ---------------------------------------------------------------------------------------------
# Exact (rational) pure-DP filters, odometer-made filters and nesting
# ---------------------------------------------------------------------------------------------

RR3 = randomized_response(e_eps=3)  # ln 3 = 1.0986…
RR2 = randomized_response(e_eps=2)  # ln 2 = 0.6931…
PURE_MENU: list[Msg] = [Spawn(RR3, RR3.level), Spawn(RR2, RR2.level), Query(0, None), Query(1, None), Query(2, None)]


@pytest.mark.parametrize("mode", ["refuse", "halt"])
def test_pure_filter_exact_audit(mode: Any) -> None:
    budget = Epsilon(1.8)  # ln 3 + ln 2 = 1.79 fits; ln 3 + ln 3 and ln 2 · 3 do not
    f = filtered(PureDP(), "additive", budget, on_exhaust=mode)
    assert audit(f, 0, 1, PURE_MENU, 5).verdict is Verdict.CERTIFIED  # the filter's own certificate
    assert audit(f, 0, 1, PURE_MENU, 4, PureDP(), Epsilon(1.7)).verdict is Verdict.VIOLATED
    g = filter_from_odometer(odometer(PureDP(), "additive"), budget, on_exhaust=mode)
    assert audit(g, 0, 1, PURE_MENU, 5).verdict is Verdict.CERTIFIED


def test_nested_filter_exact_audit() -> None:
    """A filter spawned as a child (charged its budget 0.6) inside an RDP_2 filter of budget 1.0 (Alg 12)."""
    inner = filtered(R2, "additive", RenyiEps(0.6), trust_asserted=True)
    outer = filtered(R2, "additive", RenyiEps(1.0), trust_asserted=True)
    menu: list[Msg] = [Spawn(inner, RenyiEps(0.6)), Spawn(RR04, RenyiEps(0.4)),
                       Query(0, Spawn(RR04, RenyiEps(0.4))), Query(0, Spawn(RR01, RenyiEps(0.1))),
                       Query(0, Query(0, None)), Query(0, Query(1, None)), Query(1, None)]
    assert audit(outer, 0, 1, menu, 5, R2, RenyiEps(1.0)).verdict is Verdict.CERTIFIED
    assert audit(outer, 0, 1, menu, 5, R2, RenyiEps(0.6)).verdict is Verdict.VIOLATED


# ---------------------------------------------------------------------------------------------
# Seed 003 §5: the Whitehouse (ε, δ) filter, adaptive RR children, exact hockey-stick ≤ δ'
# ---------------------------------------------------------------------------------------------

SMALL = randomized_response_delta(e_eps=F(5, 4))  # ε = ln 1.25 = 0.223
LARGE = randomized_response_delta(e_eps=F(3, 2))  # ε = ln 1.5 = 0.405


def _running_loss_policy(history: History[Msg, object]) -> Msg | Halt:
    """Spawn a child, query it, and choose the next child's ε from the answer (large after a 1): the
    levels depend on the running transcript, as in seed 003 §5; stop at the first refusal."""
    if history and isinstance(history[-1][1], Refusal):
        return HALT
    if len(history) % 2 == 1:
        answer = history[-1][1]
        assert isinstance(answer, Spawned)
        return Query(answer.index, None)
    child = LARGE if history and history[-1][1] == 1 else SMALL
    return Spawn(child, child.level)


def _mp_hockey(p: FiniteDist[Any], q: FiniteDist[Any], eps: float) -> Any:
    """Σ_v max(0, P(v) − e^ε Q(v)), from the exact view probabilities, in 50 digits."""
    e = mpmath.exp(mpmath.mpf(eps))
    total = mpmath.mpf(0)
    for v in p.support:
        pv, qv = p[v], q[v]
        assert isinstance(pv, F) and isinstance(qv, F)
        total += max(mpmath.mpf(0), mpmath.mpf(pv.numerator) / pv.denominator
                     - e * mpmath.mpf(qv.numerator) / qv.denominator)
    return total


@pytest.mark.parametrize(("eps", "delta_prime"), [(1.5, 0.1), (1.0, 0.1), (2.0, 0.05)])
def test_whitehouse_filter_exact_hockey_stick_is_within_delta_prime(eps: float, delta_prime: float) -> None:
    f = filtered(ApproxDP(), whitehouse_accumulator(delta_prime, delta_prime), EpsDelta(eps, delta_prime))
    p = view_distribution(f, 0, _running_loss_policy, 40)
    q = view_distribution(f, 1, _running_loss_policy, 40)
    spawned = max(sum(isinstance(a, Spawned) for _, a in h) for h in p.support)
    assert spawned >= 2  # the policy really composes several children before it is stopped
    assert all(isinstance(h[-1][1], Refusal) for h in p.support)  # every run ends at a refusal
    e = exp_bounds(eps)
    for a, b in ((p, q), (q, p)):
        exact = hockey_stick(a, b, e)
        ref = _mp_hockey(a, b, eps)
        assert float(lower(exact)) - 1e-15 <= ref <= float(upper(exact)) + 1e-15
        assert upper(exact) <= delta_prime
    assert ApproxDP().close(p, q, EpsDelta(eps, delta_prime)) is Verdict.CERTIFIED


def test_whitehouse_filter_exact_audit_over_every_adversary() -> None:
    f = filtered(ApproxDP(), whitehouse_accumulator(0.1, 0.1), EpsDelta(1.0, 0.1))
    menu: list[Msg] = [Spawn(SMALL, SMALL.level), Spawn(LARGE, LARGE.level), Query(0, None), Query(1, None)]
    assert audit(f, 0, 1, menu, 5).verdict is Verdict.CERTIFIED

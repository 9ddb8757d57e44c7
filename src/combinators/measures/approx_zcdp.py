"""Approximate zCDP: levels ``(ρ, δ)`` (Bun–Steinke 2016 §8; Whitehouse et al. 2023, Def 3, mixture form).

A pair is δ-approximately ρ-zCDP if ``P = (1−δ)P' + δP''`` and ``Q = (1−δ)Q' + δQ''`` with
``D_α(P'‖Q') ≤ ρα`` and ``D_α(Q'‖P') ≤ ρα`` for every α > 1. Deciding it for a finite pair
means searching over the δ-mixture decompositions, which the audit does not do
(DESIGN.md §2); ``close`` brackets it instead with two sound, one-sided checks (see
``ApproxZCDP.audit_plan``).
"""

from __future__ import annotations

from collections.abc import Hashable
from fractions import Fraction
from typing import Final, TypeVar, final

import attrs

from .._arith import add_up, float_up, log_inv_up, mul_up, sqrt_up
from ..prob import FiniteDist, exp_bounds
from ..prob.interval import EXP_LIMIT
from .audit_plans import AuditPlan, HockeyStickTest, close_by_plan
from ._protocol import Verdict
from .distances import Rho, RhoDelta
from .registry import (
    Adaptivity, AdditiveRule, Capability, Combinator, MeasureSpec, Rows, Rule, Status, _builtin_case,
    _builtin_conversion, _builtin_levels, _register_library,
)
from .scalar import ZCDP, ApproxDP, _LossAndDelta

__all__ = ["ApproxZCDP"]

T = TypeVar("T", bound=Hashable)

_REFUTE_DELTA_PRIMES: Final = tuple(2.0**-k for k in range(1, 41, 3))
"""δ' values of the necessary (ε, δ + (1−δ)δ')-DP conditions used to refute."""


@final
@attrs.frozen
class ApproxZCDP(_LossAndDelta[RhoDelta], level=RhoDelta, field="rho"):
    """δ-approximate ρ-zCDP: levels ``RhoDelta``, ordered component-wise (incomparable pairs
    exist), composed by adding ρ and δ (δ capped at 1, both rounded up).

    Example:
        >>> m = ApproxZCDP()
        >>> m.compose([RhoDelta(0.25, 1e-6), RhoDelta(0.25, 1e-6)])
        RhoDelta(0.5, 2e-06)
        >>> m.leq(RhoDelta(0.5, 1e-6), RhoDelta(1, 1e-7)), m.leq(RhoDelta(1, 1e-7), RhoDelta(0.5, 1e-6))
        (False, False)

    References:
        Bun–Steinke 2016 §8 (approximate zCDP and its composition); seed 003 Def 3, Lemma 1.
    """

    def audit_plan(self, level: RhoDelta, /) -> AuditPlan:
        """Sound bracketing tests for ``(ρ, δ)``.

        - ``δ = 0``: exactly the ``ZCDP`` plan at ρ.
        - ``ρ = ∞`` or ``δ = 1``: every pair is within the level (trivial).
        - ``0 < δ < 1``: *certify* with the zCDP certify tests at ρ (a ρ-zCDP pair is δ-approx
          ρ-zCDP with the trivial mixture ``P' = P``, ``Q' = Q``); *refute* with necessary
          conditions: δ-approx ρ-zCDP implies ``(ρ + 2√(ρ ln(1/δ')), δ + (1−δ)δ')``-DP for every
          ``δ' > 0`` (seed 003 Lemma 1), tested on a grid of δ' with ε and the δ bound rounded
          *up* (a larger claimed level can only miss violations, never invent one). A pair that
          passes both is ``INCONCLUSIVE``: the audit does not search mixture decompositions.

        Example:
            >>> plan = ApproxZCDP().audit_plan(RhoDelta(0.5, 1e-6))
            >>> len(plan.certify) > 0 and len(plan.refute) > 0 and plan.unsupported is None
            True
        """
        level = self.check_level(level)
        zplan = ZCDP().audit_plan(Rho(level.rho))
        if level.delta == 0 or zplan.trivial or zplan.unsupported is not None:
            return zplan
        if level.delta >= 1:
            return AuditPlan((), (), trivial=True)
        d = Fraction(level.delta)
        refute = []
        for dp in _REFUTE_DELTA_PRIMES:
            eps = add_up(level.rho, mul_up(2.0, sqrt_up(mul_up(level.rho, log_inv_up(dp)))))
            bound = float_up(d + (1 - d) * Fraction(dp))
            if eps <= EXP_LIMIT:  # a refute test may be left out (fewer refutations, never wrong)
                refute.append(HockeyStickTest(exp_bounds(eps), Fraction(bound)))
        return AuditPlan(zplan.certify, tuple(refute))

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: RhoDelta, /) -> Verdict:
        """Sound three-valued check (see ``audit_plan``; a pair can stay ``INCONCLUSIVE``)."""
        return close_by_plan(self.audit_plan(level), p, q)


# ---- the registry's entry (combinators.measures.registry) ---------------------------------------

_C: Final = Combinator
_A: Final = Adaptivity
_R: Final = Rule
_S: Final = Status
_APPROX_ZCDP_OPEN: Final = (
    "Haney et al. 2023, §4 (an open problem); sequential: Bun–Steinke 2016, Whitehouse et al. 2023"
)


def _approx_zcdp_rows() -> tuple[Capability, ...]:
    rows = Rows("ApproxZCDP")
    add = rows.add
    for c in (_C.CONCURRENT, _C.FILTER, _C.ODOMETER):
        for a in Adaptivity:
            if c is _C.CONCURRENT and a is _A.ADAPTIVE:
                continue
            add(c, a, _R.ADDITIVE, _S.SEQUENTIAL_ONLY,
                "(Σρ_i, Σδ_i), valid when the children are queried one after the other (the "
                "approximate-zCDP filter); concurrent composition of approximate zCDP is an open problem",
                _APPROX_ZCDP_OPEN)
            # forbidden even sequentially, unlike Rényi DP and zCDP: only the additive rule is proved
            add(c, a, _R.CUSTOM, _S.FORBIDDEN,
                "no non-additive rule is proved for approximate zCDP, even sequentially: only "
                "(Σρ_i, Σδ_i) (seed 003 Thm 1), and the concurrent case is open",
                "seed 003 Thm 1 (Whitehouse et al. 2023); " + _APPROX_ZCDP_OPEN)
    for a in Adaptivity:
        for r in Rule:
            add(_C.PARALLEL, a, r, _S.FORBIDDEN,
                "no theorem: concurrent composition of approximate zCDP is open, and unbounded parallel "
                "composition already fails for approximate DP (Henzinger–Safavi–Vadhan 2024, Thm 5.2)", _APPROX_ZCDP_OPEN)
            add(_C.EXT_CONCURRENT, a, r, _S.FORBIDDEN,
                "no theorem: concurrent composition of approximate zCDP is open, even of noninteractive mechanisms, "
                "to which Henzinger–Safavi–Vadhan 2024 (Thm 4.10, Thm 12.4) reduce continual ones", _APPROX_ZCDP_OPEN)

    return rows.rows


_register_library(MeasureSpec(
    "ApproxZCDP", ApproxZCDP, (RhoDelta,), "δ-approximate ρ-zCDP: levels RhoDelta, a δ-mixture of ρ-zCDP pairs "
    "(Bun–Steinke 2016, Def 8.1)",
    _approx_zcdp_rows(), AdditiveRule.COMPOSE,
    (),
    _builtin_levels("rho_deltas"), (_builtin_case("ApproxZCDP", ApproxZCDP, "rho_deltas", close_max=1),),
    (_builtin_conversion("azcdp->approx", ApproxZCDP, ApproxDP, "approx_zcdp_to_approx_dp",
                         _builtin_levels("rho_deltas", exact=False, max_value=2), 1e-3),)))

"""Truncated concentrated DP, defined outside the package: the measure of docs/howto-new-measure.md.

A pair is ω-truncated ρ-CDP if ``D_α(P‖Q) ≤ ρα`` and ``D_α(Q‖P) ≤ ρα`` for every order
α ∈ (1, ω) (Bun, Dwork, Rothblum, Steinke 2018, Def 1). The module uses only the library's
public API, and ``SPEC`` is everything the library needs to know about the measure; register
it (``combinators.measures.registry.register(SPEC)``, or ``registering(SPEC)`` for one block)
and the capability table, the filters and odometers, ``concurrent``, the exact audit, the level
strategies and the law suite all take it.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from fractions import Fraction
from typing import Any, Final, TypeVar, final

import attrs
from hypothesis import strategies as st

from combinators.errors import InvalidArgument
from combinators.measures import AuditPlan, RenyiDP, RenyiEps, RenyiTest, Verdict
from combinators.measures.audit_plans import close_by_plan
from combinators.measures.distances import loss_up
from combinators.measures.registry import AdditiveRule, ConversionLaw, LawCase, MeasureSpec, Rows
from combinators.measures.scalar import bad_level
from combinators.prob import FiniteDist, exp_bounds
from combinators.prob.interval import EXP_LIMIT

T = TypeVar("T", bound=Hashable)


# ---- the level: validated when it is built ------------------------------------------------------

def _rho(value: object) -> float:
    return loss_up("rho", value)  # a float >= 0 (inf allowed), rounded up; else InvalidArgument naming rho


@final
@attrs.frozen
class TRho:
    """A level of truncated CDP: the ρ of ``D_α ≤ ρα`` (the order bound ω is the measure's)."""

    rho: float = attrs.field(converter=_rho)


# ---- the measure ---------------------------------------------------------------------------------

def _omega(value: object) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)) or value <= 1:
        msg = f"omega={value!r} must be an int or a Fraction > 1, the order up to which D_α ≤ ρα holds"
        raise InvalidArgument(msg)
    return Fraction(value)


def _sum_up(xs: Sequence[float]) -> float:
    """``Σ xs`` rounded up to a float (the weaker guarantee)."""
    if any(math.isinf(x) for x in xs):
        return math.inf
    exact = sum((Fraction(x) for x in xs), Fraction(0))
    f = float(exact)
    return math.nextafter(f, math.inf) if Fraction(f) < exact else f


_STEPS: Final = (Fraction(1, 64), Fraction(3, 2), Fraction(1, 16))
"""The audit's orders: 1 + k/64 up to 3/2, then steps of 1/16 up to ω."""


@final
@attrs.frozen
class TCDP:
    """ω-truncated ρ-CDP: levels ``TRho``, ordered by ρ, composed by adding ρ (at one ω)."""

    omega: Fraction = attrs.field(converter=_omega)

    def check_level(self, level: object, /) -> TRho:
        if type(level) is TRho and type(level.rho) is float and level.rho >= 0:
            return level
        raise bad_level(self, level, TRho)  # another measure's level, a subclass, or a forged one

    def leq(self, a: TRho, b: TRho, /) -> bool:
        return self.check_level(a).rho <= self.check_level(b).rho

    def zero(self) -> TRho:
        return TRho(0.0)

    def compose(self, levels: Sequence[TRho], /) -> TRho:
        return TRho(_sum_up([self.check_level(x).rho for x in levels]))

    def _orders(self) -> list[Fraction]:
        fine, switch, coarse = _STEPS
        out, a = [], 1 + fine
        while a < self.omega:
            out.append(a)
            a += fine if a < switch else coarse
        return [*out, self.omega]

    def audit_plan(self, level: TRho, /) -> AuditPlan:
        """On orders ``1 < α_1 < … < α_n = ω``: certify ``D_{α_1} ≤ ρ`` (covers (1, α_1], as
        D_α is non-decreasing in α) and ``D_{α_{i+1}} ≤ ρα_i`` (covers [α_i, α_{i+1}]); refute
        with ``D_{α_i} > ρα_i`` at the orders below ω."""
        rho = self.check_level(level).rho
        if math.isinf(rho):
            return AuditPlan((), (), trivial=True)
        r, orders = Fraction(rho), self._orders()
        if (orders[-1] - 1) * r * orders[-1] > EXP_LIMIT:
            return AuditPlan((), (), unsupported="the level is too large for an exact audit")
        certify = [RenyiTest(orders[0], exp_bounds((orders[0] - 1) * r))]
        certify += [RenyiTest(b, exp_bounds((b - 1) * r * a)) for a, b in zip(orders, orders[1:], strict=False)]
        refute = [RenyiTest(a, exp_bounds((a - 1) * r * a)) for a in orders[:-1]]
        return AuditPlan(tuple(certify), tuple(refute))

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: TRho, /) -> Verdict:
        return close_by_plan(self.audit_plan(level), p, q)


# ---- what the library needs to know: the spec ------------------------------------------------------

_AT_EVERY_ORDER: Final = "at every order α in (1, ω), as Haney et al. 2023 prove Thm 4.10 for zCDP"


def _rows() -> tuple[Any, ...]:
    rows = Rows("TCDP")
    rows.additive("ρ", ("Σρ_i at the measure's ω", f"Lyu 2022, Thm 4.3 (Rényi DP) {_AT_EVERY_ORDER}"),
                  ("I(Σρ_i ≤ ρ) at the measure's ω", f"Haney et al. 2023, Thm 4.6 (the Rényi filter) {_AT_EVERY_ORDER}"),
                  ("G = Σρ_i at the measure's ω", f"Haney et al. 2023, Thm 4.9 (the Rényi odometer) {_AT_EVERY_ORDER}"))
    return rows.rows


def _levels(max_value: float = 4.0) -> st.SearchStrategy[TRho]:
    """Exact levels: multiples of 1/64 (so sums are exact floats), and ∞ now and then."""
    return st.one_of(st.integers(0, math.floor(max_value * 64)).map(lambda k: TRho(k / 64)), st.just(TRho(math.inf)))


def _to_renyi_2(level: TRho) -> RenyiEps:
    """ω-truncated ρ-CDP with ω > 2 gives D_2 ≤ 2ρ: the definition at α = 2 (doubling is exact)."""
    return RenyiEps(2 * level.rho)


SPEC: Final = MeasureSpec(
    name="TCDP",
    measure_type=TCDP,
    level_types=(TRho,),
    summary="ω-truncated ρ-CDP: levels TRho, D_α ≤ ρα for α in (1, ω) (Bun–Dwork–Rothblum–Steinke 2018, Def 1)",
    capabilities=_rows(),
    additive=AdditiveRule.COMPOSE,
    levels=_levels,
    laws=(LawCase("TCDP(4)", lambda: TCDP(4), _levels, lambda: _levels(max_value=1.0)),),
    conversion_laws=(ConversionLaw("TCDP(4)->RenyiDP(2)", lambda: TCDP(4), lambda: RenyiDP(2), _to_renyi_2,
                                   lambda: _levels(max_value=1.0)),),
)

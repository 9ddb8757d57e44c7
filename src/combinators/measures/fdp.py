"""f-DP, the measure: trade-off functions as privacy levels (Dong–Roth–Su 2019).

Levels are the curves of ``measures.tradeoffs`` (``PiecewiseTradeOff``, ``GaussianTradeOff``),
ordered by ``f ⪯ g`` iff ``f(α) ≥ g(α)`` for every α (a larger curve means less privacy loss).
This module holds what the measure does with them: the order (exact between piecewise-linear
curves, sound between a piecewise-linear curve and a Gaussian), composition, the audit plans,
and the privacy profiles ``ε ↦ δ(ε)`` a level implies. Every rounding goes toward the weaker
guarantee, and comparisons that cannot be decided soundly answer False.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Hashable, Sequence
from fractions import Fraction
from typing import Final, TypeVar, final

import attrs
from typing_extensions import override

from .._arith import float_down, float_up, fsum_up, mul_up, sqrt_up
from .._validation import check_nonneg, check_sequence_of
from ..errors import IncompatibleMeasureError, InvalidArgument
from ..prob import FiniteDist, exp_bounds
from ..prob.interval import EXP_LIMIT
from ._normal import phi_inv_bounds
from ._protocol import Verdict
from .audit_plans import AuditPlan, HockeyStickTest, PlanTest, close_by_plan, guarded_plan
from .distances import forged
from .tradeoffs import (GaussianTradeOff, PiecewiseTradeOff, Point, TradeOff, _as_piecewise, _cross,
                        _gauss_delta_at_eps, _gauss_delta_at_slope, _gauss_delta_bounds, _identity,
                        _is_identity, _named, _np_points, intact_mu, pair_masses)
from .tradeoffs import f_eps_delta as f_eps_delta  # the examples below build their levels with these
from .tradeoffs import gaussian_tradeoff as gaussian_tradeoff

__all__ = [
    "FDP",
    "PrivacyProfile",
    "tradeoff_to_profile",
]

T = TypeVar("T", bound=Hashable)

_ZERO: Final = Fraction(0)
_ONE: Final = Fraction(1)


# ---------------------------------------------------------------------------------------------
# Order
# ---------------------------------------------------------------------------------------------


def _pw_leq(f: PiecewiseTradeOff, g: PiecewiseTradeOff) -> bool:
    """``f ≥ g`` everywhere: both are linear between the union of their breakpoints."""
    xs = sorted(set(f._xs) | set(g._xs))
    return all(f.exact(x) >= g.exact(x) for x in xs)


def _pw_above_gaussian(f: PiecewiseTradeOff, mu: float) -> bool:
    """``f ≥ G_μ`` (μ > 0), decided at f's breakpoints.

    ``G_μ`` is convex, so it lies below its chords; where f is linear it is above G if it is
    above G at both ends. ``G_μ(x) ≤ y`` iff ``−Φ⁻¹(x) − Φ⁻¹(y) ≤ μ``, checked with lower
    bounds of Φ⁻¹ (False when the bounds cannot decide).
    """
    for x, y in f.points:
        if x == 0:
            if y < 1:
                return False
            continue
        if x == 1 or y >= 1 - x:
            continue
        if y == 0:
            return False
        lx, ly = phi_inv_bounds(x)[0], phi_inv_bounds(y)[0]
        if not (math.isfinite(lx) and math.isfinite(ly)):
            return False
        if -Fraction(lx) - Fraction(ly) > Fraction(mu):
            return False
    return True


def _gaussian_above_pw(mu: float, f: PiecewiseTradeOff) -> bool:
    """``G_μ ≥ f`` (μ > 0): f is the max of its segment lines ``a − b·α``, and
    ``G_μ ≥ a − b·α`` on [0, 1] iff ``δ_μ(b) ≤ 1 − a`` (convex conjugate), with δ rounded up."""
    for a, b in f.lines():
        if a <= 0:
            continue
        if b <= 0 or _gauss_delta_at_slope(mu, b)[1] > 1 - a:
            return False
    return True


# ---------------------------------------------------------------------------------------------
# Composition
# ---------------------------------------------------------------------------------------------


def _compose_pw(levels: Sequence[PiecewiseTradeOff]) -> PiecewiseTradeOff:
    acc = levels[0].masses()
    result = levels[0]
    for t in levels[1:]:
        prod = [(p1 * p2, q1 * q2) for p1, q1 in acc for p2, q2 in t.masses()]
        result = PiecewiseTradeOff(_np_points(m for m in prod if m[0] or m[1]))
        acc = result.masses()
    return result


# ---------------------------------------------------------------------------------------------
# Audit plans
# ---------------------------------------------------------------------------------------------

_GAUSS_CELLS: Final = 160
"""Cells of the Gaussian audit grid ``ε_i = ε_max·(i/n)²``: dense near ε = 0, where most pairs bind."""


def _pw_plan(f: PiecewiseTradeOff) -> AuditPlan:
    found: dict[tuple[Fraction, Fraction], None] = {}
    for a, b in f.lines():
        if a <= 0:
            continue  # the line is ≤ 0 on [0, 1]: every pair is above it
        # A slope b < 1 becomes, by complement (mass 1), the slope 1/b of the other direction:
        # HS_b(A‖B) = 1 − b + b·HS_{1/b}(B‖A), so HS_b ≤ 1 − a iff HS_{1/b} ≤ 1 − a/b. The
        # plan runs both directions either way; this form keeps interval inputs decisive.
        found[(b, 1 - a) if b >= 1 else (1 / b, 1 - a / b)] = None
    tests = tuple(HockeyStickTest(e, d) for e, d in found)
    if not tests:
        return AuditPlan((), (), trivial=True)
    return AuditPlan(tests, tests)


@functools.lru_cache(maxsize=256)
def _gaussian_plan(mu: float) -> AuditPlan:
    """Bracketing plan for ``G_μ``, μ > 0 (see ``FDP.audit_plan``), on rational slopes."""
    e_max = min(700.0, mu * (10 + mu / 2))  # δ_μ(e_max) = Φ(−10) − … < 1e−23
    n = _GAUSS_CELLS
    slopes = [_ONE] + [Fraction(math.exp(e_max * (i / n) ** 2)) for i in range(1, n + 1)]
    bounds = [_gauss_delta_at_slope(mu, b) for b in slopes]
    certify: list[PlanTest] = [
        HockeyStickTest(slopes[i], Fraction(float_down(bounds[i + 1][0]))) for i in range(n)
    ]
    certify.append(HockeyStickTest(slopes[-1], _ZERO))
    refute = tuple(HockeyStickTest(b, Fraction(float_up(hi))) for b, (_, hi) in zip(slopes, bounds, strict=True))
    return AuditPlan(tuple(certify), refute)


# ---------------------------------------------------------------------------------------------
# The measure
# ---------------------------------------------------------------------------------------------

_LEVEL_KINDS: Final = "PiecewiseTradeOff or GaussianTradeOff"


@final
@attrs.frozen
class FDP:
    """f-DP: levels are trade-off functions, ordered by ``f ⪯ g`` iff ``f ≥ g`` pointwise.

    - ``leq`` is exact for two piecewise-linear curves (compared at the union of their
      breakpoints) and for two Gaussians (``G_μ1 ⪯ G_μ2`` iff ``μ1 ≤ μ2``); between a
      piecewise-linear curve and a Gaussian it is sound (rigorous bounds of Φ) and answers
      False when the bounds cannot decide, never a wrong True.
    - ``zero()`` is the identity ``1 − α`` (perfect privacy).
    - ``compose`` is exact: Gaussians compose to ``G_{√Σμ²}`` (μ rounded up), piecewise-linear
      curves to the trade-off of the product of their canonical pairs (exact rationals);
      identity curves are dropped. A mix of the two kinds raises: convert the Gaussians first
      with ``gaussian_to_piecewise``.
    - ``close`` follows ``audit_plan``; ``divergence`` is the tightest piecewise-linear level
      of an exact pair.

    Example:
        >>> fdp = FDP()
        >>> fdp.leq(f_eps_delta(1.0, 0), f_eps_delta(2.0, 0)), fdp.leq(f_eps_delta(2.0, 0), f_eps_delta(1.0, 0))
        (True, False)
        >>> fdp.compose([gaussian_tradeoff(3), gaussian_tradeoff(4)])
        gaussian_tradeoff(5.0)
        >>> fdp.compose([f_eps_delta(e_eps=3), f_eps_delta(e_eps=3)]).points[1]
        (Fraction(1, 16), Fraction(7, 16))

    References:
        seed 000 Def 3.2 and Thm 3.4/3.6 (f-DP filters); Dong–Roth–Su 2019, Thm 3.2
        (composition is the tensor product ``T(P×P', Q×Q')``), Cor 3.3 (``G_μ1 ⊗ G_μ2 =
        G_{√(μ1²+μ2²)}``).
    """

    def leq(self, a: TradeOff, b: TradeOff, /) -> bool:
        a, b = self.check_level(a), self.check_level(b)
        pa, pb = _as_piecewise(a), _as_piecewise(b)
        if pa is not None and pb is not None:
            return _pw_leq(pa, pb)
        if pa is None and pb is None:
            assert isinstance(a, GaussianTradeOff) and isinstance(b, GaussianTradeOff)
            return a.mu <= b.mu
        if pa is not None:
            assert isinstance(b, GaussianTradeOff)
            return _pw_above_gaussian(pa, b.mu)
        assert isinstance(a, GaussianTradeOff) and pb is not None
        return _gaussian_above_pw(a.mu, pb)

    def zero(self) -> PiecewiseTradeOff:
        """The identity ``1 − α``: the two distributions are equal."""
        return _named(_identity(), "FDP().zero()")

    def compose(self, levels: Sequence[TradeOff], /) -> TradeOff:
        """Composition: exact for all-Gaussian or all-piecewise-linear ``levels``.

        Raises:
            InvalidArgument: if Gaussian and (non-identity) piecewise-linear levels are mixed.
        """
        checked = check_sequence_of("levels", levels, lambda _, x: self.check_level(x),
                                    what="a sequence of trade-off functions")
        kept = [(i, x) for i, x in enumerate(checked) if not _is_identity(x)]
        if not kept:
            return self.zero()
        if len(kept) == 1:
            return kept[0][1]
        gauss = [(i, x) for i, x in kept if isinstance(x, GaussianTradeOff)]
        pws = [x for _, x in kept if isinstance(x, PiecewiseTradeOff)]
        if not pws:
            mus = [x.mu for _, x in gauss]
            return GaussianTradeOff(sqrt_up(fsum_up(mul_up(m, m) for m in mus)))
        if not gauss:
            origin = f"FDP().compose([{', '.join(repr(x) for x in checked)}])"
            return _named(_compose_pw(pws), origin)
        i, g = gauss[0]
        j = next(j for j, x in kept if isinstance(x, PiecewiseTradeOff))
        msg = (f"FDP().compose: levels[{i}] ({g!r}) is Gaussian and levels[{j}] ({checked[j]!r}) is "
               "piecewise-linear; their composition has no exact closed form here. Convert the "
               "Gaussian levels first: gaussian_to_piecewise(level) is a sound piecewise-linear "
               "lower bound of G_mu")
        raise InvalidArgument(msg)

    def check_level(self, level: object, /) -> TradeOff:
        if type(level) is GaussianTradeOff and not intact_mu(level):
            raise forged("the level", level)  # μ set around the constructor: negative, NaN or not a float
        if not isinstance(level, (PiecewiseTradeOff, GaussianTradeOff)):
            msg = (f"{self!r} takes trade-off functions ({_LEVEL_KINDS}), got {level!r}; convert "
                   "explicitly (combinators.measures.conversions, e.g. approx_dp_to_tradeoff) "
                   "instead of mixing measures")
            raise IncompatibleMeasureError(msg)
        return level

    def audit_plan(self, level: TradeOff, /) -> AuditPlan:
        """``level`` as hockey-stick tests, applied to ``(P, Q)`` and to ``(Q, P)``.

        ``T(P, Q) ≥ a − b·α`` for all α iff ``sup_S Q(S) − b·P(S) ≤ 1 − a``, the test
        ``(e=b, delta=1−a)``. A piecewise-linear curve is the max of its segment lines, so its
        plan is exact (certify = refute, exact rationals). A line with ``b < 1`` is tested in
        its complement form ``(e=1/b, delta=1−a/b)``, which the other direction covers (equal
        for distributions of mass 1); so ``f_{ε,δ}`` is the single test ``(e^ε, δ)``, as in
        ``ApproxDP``.

        For ``G_μ`` the lines are all ``b = e^ε``, with ``1 − a = δ_μ(ε)``, the Gaussian
        privacy profile; for ``b ≥ 1`` it suffices (the lines with ``b < 1`` are the ``1/b``
        lines of the other direction, by complement, for distributions of mass 1). On a grid
        of rational slopes ``1 = b_0 < … < b_n`` (``b_i ≈ e^{ε_max·(i/n)²}``,
        ``ε_max = μ(10 + μ/2)``):
        *certify* needs ``HS(b_i) ≤ δ_μ(b_{i+1})`` on each cell (the hockey-stick and δ_μ are
        both non-increasing in b, so this covers every b in the cell) and ``HS(b_n) = 0``
        beyond, with δ rounded *down*; *refute* is ``HS(b_i) > δ_μ(b_i)`` with δ rounded *up*.
        A pair between the two is ``INCONCLUSIVE``.

        Example:
            >>> FDP().audit_plan(f_eps_delta(e_eps=3, delta=Fraction(1, 10))).certify
            (HockeyStickTest(e=Fraction(3, 1), delta=Fraction(1, 10)),)
        """
        level = self.check_level(level)
        pw = _as_piecewise(level)
        if pw is not None:
            return guarded_plan(level, lambda: _pw_plan(pw))
        assert isinstance(level, GaussianTradeOff)
        return guarded_plan(level, lambda: _gaussian_plan(level.mu))

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: TradeOff, /) -> Verdict:
        """Whether ``T(P, Q) ≥ level`` and ``T(Q, P) ≥ level`` (sound, three-valued).

        ``p`` and ``q`` are probability distributions (mass 1), as a trade-off function needs.

        Example:
            >>> p = FiniteDist.from_pairs([(0, Fraction(3, 4)), (1, Fraction(1, 4))])
            >>> q = FiniteDist.from_pairs([(0, Fraction(1, 4)), (1, Fraction(3, 4))])
            >>> FDP().close(p, q, f_eps_delta(e_eps=3)), FDP().close(p, q, f_eps_delta(e_eps=2))
            (Verdict.CERTIFIED, Verdict.VIOLATED)
        """
        return close_by_plan(self.audit_plan(level), p, q)

    def divergence(self, p: FiniteDist[T], q: FiniteDist[T], /) -> PiecewiseTradeOff:
        """The tightest level of an exact pair: the lower convex envelope of
        ``min(T(P, Q), T(Q, P))`` (the largest trade-off function below both).

        Raises:
            InvalidArgument: for interval probabilities or a mass other than 1.
        """
        m = pair_masses(p, q)
        pts = _np_points(m) + _np_points((b, a) for a, b in m)
        best: dict[Fraction, Fraction] = {}
        for x, y in pts:
            best[x] = min(y, best.get(x, y))
        hull: list[Point] = []
        for pt in sorted(best.items()):
            while len(hull) >= 2 and _cross(hull[-2], hull[-1], pt) <= 0:
                hull.pop()
            hull.append(pt)
        return _named(PiecewiseTradeOff(hull), f"FDP().divergence({p!r}, {q!r})")


# ---------------------------------------------------------------------------------------------
# Privacy profiles
# ---------------------------------------------------------------------------------------------


@final
@attrs.frozen(repr=False)
class PrivacyProfile:
    """The (ε, δ(ε))-DP guarantees implied by an f-DP level.

    ``δ(ε) = sup_α (1 − e^ε·α − f(α)) = 1 + f*(−e^ε)``: f-DP implies (ε, δ(ε))-DP for every
    ε ≥ 0 (and the f-DP level is the envelope of all of them). For a piecewise-linear f the sup
    is attained at a breakpoint; for ``G_μ`` it is ``Φ(−ε/μ + μ/2) − e^ε·Φ(−ε/μ − μ/2)``.
    ``delta`` rounds up.

    Example:
        >>> prof = tradeoff_to_profile(f_eps_delta(e_eps=3, delta=Fraction(1, 100)))
        >>> prof.delta(0.0), prof.breakpoints()
        (0.505, ((Fraction(3, 1), Fraction(1, 100)), (Fraction(1, 3), Fraction(67, 100))))

    References:
        Dong–Roth–Su 2019, Prop 2.12 (primal–dual), Cor 2.13 (the Gaussian profile).
    """

    tradeoff: TradeOff = attrs.field(validator=lambda _, __, v: _profile_tradeoff(v))

    @override
    def __repr__(self) -> str:
        return f"tradeoff_to_profile({self.tradeoff!r})"

    def delta(self, epsilon: float | Fraction) -> float:
        """An upper bound of ``δ(ε)`` (``ε = inf`` gives 0: the (∞, δ) condition is vacuous)."""
        eps = check_nonneg("epsilon", epsilon, allow_inf=True)
        if isinstance(eps, float) and math.isinf(eps):
            return 0.0
        eps = min(eps, EXP_LIMIT)  # δ is non-increasing in ε: δ at the cap is an upper bound past it
        pw = _as_piecewise(self.tradeoff)
        if pw is not None:
            b = exp_bounds(eps).lo  # δ is non-increasing in e^ε: a smaller slope gives an upper bound
            worst = max(1 - y - b * x for x, y in pw.points)
            return float_up(min(_ONE, max(_ZERO, worst)))
        assert isinstance(self.tradeoff, GaussianTradeOff)
        e = float(eps)
        ef = Fraction(e)
        if ef == eps:
            return float_up(_gauss_delta_at_eps(self.tradeoff.mu, e)[1])
        return float_up(_gauss_delta_bounds(self.tradeoff.mu, float_down(Fraction(eps)), float_up(Fraction(eps)),
                                             exp_bounds(eps))[1])

    __call__ = delta

    def breakpoints(self) -> tuple[tuple[Fraction, Fraction], ...]:
        """Exact ``(e^ε, δ)`` at the slopes ``e^ε`` of the curve's segments, where the profile
        changes form (piecewise-linear curves; empty for a Gaussian, whose profile is smooth)."""
        pw = _as_piecewise(self.tradeoff)
        if pw is None:
            return ()
        return tuple((b, 1 - a) for a, b in pw.lines() if a > 0)


def _profile_tradeoff(value: object) -> None:
    if not isinstance(value, (PiecewiseTradeOff, GaussianTradeOff)):
        msg = f"tradeoff={value!r} must be a trade-off function ({_LEVEL_KINDS}), e.g. gaussian_tradeoff(1.0)"
        raise InvalidArgument(msg)
    FDP().check_level(value)  # refuses a forged μ


def tradeoff_to_profile(level: TradeOff) -> PrivacyProfile:
    """The privacy profile ``ε ↦ δ(ε)`` of an f-DP level (see ``PrivacyProfile``).

    Example:
        >>> tradeoff_to_profile(gaussian_tradeoff(1.0)).delta(0.0) >= 0.3829249225480262
        True
    """
    return PrivacyProfile(FDP().check_level(level))


# ---- the registry's entry (combinators.measures.registry) ---------------------------------------
# Imported here, not at the top, so that the curve types above do not depend on the registry.
from .registry import (  # noqa: E402
    _FC, _FPC, _PAR_FAILS, WITHOUT_FINITE_COMMUNICATION, Adaptivity, Capability, Combinator, Conversion,
    MeasureSpec, Rows, Rule, Status, _builtin_case, _builtin_conversion, _builtin_levels, _register_library,
)
from .scalar import ApproxDP  # noqa: E402

def _fdp_rows() -> tuple[Capability, ...]:
    rows = Rows("FDP", requires=_FC, otherwise=WITHOUT_FINITE_COMMUNICATION)
    add = rows.add
    for c, additive, custom in (  # fixed levels: the composition theorem holds concurrently (finite communication)
            (Combinator.CONCURRENT, "⊗ f_i, the trade-off function of the product of the children's canonical pairs "
             "(Dong–Roth–Su 2019, Thm 3.2)", "any non-interactive f-DP composition bound"),
            (Combinator.FILTER, "I(⊗ f_i ⪯ f) for levels fixed in advance",
             "any non-interactive f-DP composition bound for levels fixed in advance")):
        add(c, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM, additive, "seed 000 Thm 1.8 (Vadhan–Zhang 2023)")
        add(c, Adaptivity.FIXED, Rule.CUSTOM, Status.THEOREM, custom, "seed 000 Thm 1.8 (Vadhan–Zhang 2023)")
    rows.fixed_odometer("⊗ f_i", "f-DP ")
    tran = "Tran, Koskela, Räisä, Honkela 2026 (arXiv 2602.06756)"
    for c, natural, refuted, valid, proved in (  # adaptive levels: the natural rule fails, the filters of Haney et al. hold
            (Combinator.FILTER, "the natural f-DP filter (compose the curves, stop when the target curve is crossed) is "
             "invalid for adaptively chosen levels; with Gaussian levels use the Gaussian-DP filter (rule=custom)", tran,
             "any valid f-DP filter for noninteractive mechanisms, e.g. the Gaussian-DP filter I(Σμ_i² ≤ μ²)",
             "seed 000 Thm 1.21 and Thm 3.4 (Haney et al. 2023); Smith–Thakurta 2022 (arXiv 2210.17520)"),
            (Combinator.ODOMETER, "the natural accumulator ⊗ f_i would make the natural f-DP filter valid (Lemma 2.19), "
             "and that filter is invalid", f"{tran}; seed 000 Lemma 2.19",
             "any valid f-DP accumulator for noninteractive mechanisms, e.g. Gaussian-DP μ = (Σμ_i²)^½",
             "seed 000 Thm 1.21 and Thm 3.6 (Haney et al. 2023); Smith–Thakurta 2022 (arXiv 2210.17520)")):
        add(c, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.FORBIDDEN, natural, refuted)
        add(c, Adaptivity.ADAPTIVE, Rule.CUSTOM, Status.THEOREM, valid, proved)
    rows.parallel(Rule, ("k-sparse parallel composition: as private as the composition of the k largest-loss children",
                         "Henzinger–Safavi–Vadhan 2024, Cor 14.8 and Cor 14.9"), _FC | _FPC,
                  "without first-pair consistency the approximate-DP counterexample applies "
                  "(Henzinger–Safavi–Vadhan 2024, Thm 1.4, 5.2)",
                  ("unbounded parallel composition of f-DP continual mechanisms with updates", _PAR_FAILS))
    add(Combinator.EXT_CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM,
        "⊗ f_i for fixed continual mechanisms, or adaptively chosen ones of a fixed multiset of trade-off functions",
        "Henzinger–Safavi–Vadhan 2024, Cor 14.7")
    add(Combinator.EXT_CONCURRENT, Adaptivity.FIXED, Rule.CUSTOM, Status.THEOREM,
        "any non-interactive f-DP composition bound, for fixed continual mechanisms or a fixed multiset",
        "Henzinger–Safavi–Vadhan 2024, Cor 14.7")
    add(Combinator.EXT_CONCURRENT, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.FORBIDDEN,
        "the natural f-DP filter is invalid for noninteractive mechanisms already, so Thm 12.4 does not apply",
        "Henzinger–Safavi–Vadhan 2024, Cor 14.10; Tran, Koskela, Räisä, Honkela 2026 (arXiv 2602.06756)")
    add(Combinator.EXT_CONCURRENT, Adaptivity.ADAPTIVE, Rule.CUSTOM, Status.THEOREM,
        "any valid f-DP filter for noninteractive mechanisms (e.g. the Gaussian-DP filter I(Σμ_i² ≤ μ²)), on the "
        "created continual mechanisms' trade-off functions", "Henzinger–Safavi–Vadhan 2024, Cor 14.10")
    return rows.rows


_register_library(MeasureSpec(
    "FDP", FDP, (PiecewiseTradeOff, GaussianTradeOff), "f-DP: levels trade-off functions, ordered pointwise "
    "(Dong–Roth–Su 2019, Def 2.3)",
    _fdp_rows(), None,
    (Conversion(ApproxDP, FDP, "to_tradeoff(child)", "Dong–Roth–Su 2019, Prop 2.5 (f_{ε,δ})"),),
    _builtin_levels("tradeoffs"),
    (_builtin_case("FDP piecewise", FDP, "tradeoffs", kind="piecewise"),
     _builtin_case("FDP Gaussian", FDP, "tradeoffs", exact=False, kind="gaussian")),
    (_builtin_conversion("fdp->approx", FDP, ApproxDP, "tradeoff_to_approx_dp", _builtin_levels("tradeoffs"), 0.5),)))

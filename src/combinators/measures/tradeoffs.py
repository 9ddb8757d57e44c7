"""Trade-off functions, the levels of f-DP (seed 000 Def 3.1/3.2, after Dong–Roth–Su 2019).

A trade-off function ``g: [0, 1] → [0, 1]`` is convex, continuous, non-increasing and satisfies
``g(α) ≤ 1 − α``. ``T(P, Q)(α)`` is the smallest type-II error ``1 − E_Q[φ]`` of a (randomised)
test ``φ`` of ``P`` against ``Q`` with type-I error ``E_P[φ] ≤ α``. A pair is ``g``-close when
``T(P, Q) ≥ g`` and ``T(Q, P) ≥ g``; levels are ordered by ``f ⪯ g`` iff ``f(α) ≥ g(α)`` for
every α (a larger curve means less privacy loss).

Two representations, both frozen values:

- ``PiecewiseTradeOff``: the curve through finitely many rational breakpoints. Every such
  curve is exactly ``T(P, Q)`` of a finite pair (the *canonical pair*: one outcome per segment,
  with ``P``-mass the segment's width and ``Q``-mass its drop, plus one outcome of ``P``-mass 0
  and ``Q``-mass ``1 − g(0)``), so composition, order and audits are exact.
  ``f_eps_delta(ε, δ)`` is ``T(RR_{ε,δ}(0), RR_{ε,δ}(1))``; ``tradeoff_of_pair(p, q)`` is the
  Neyman–Pearson curve of a finite pair.
- ``GaussianTradeOff``: ``G_μ(α) = Φ(Φ⁻¹(1 − α) − μ)`` (Gaussian DP), the trade-off between
  ``N(0, 1)`` and ``N(μ, 1)``.

Irrational quantities (``e^ε`` for float ε, ``Φ``) are bounded, and every rounding goes toward
the weaker guarantee: ``f_eps_delta`` with a float ε gives a curve slightly *below* the exact
``f_{ε,δ}``, profiles round δ up, and comparisons that cannot be decided soundly answer False.

``Φ`` and its rigorous bounds live in ``measures._normal``; the measure ``FDP`` (order,
composition, audit plans) and the privacy profiles live in ``measures.fdp``.
"""
from __future__ import annotations

import bisect
import math
from collections.abc import Hashable, Iterable, Sequence
from fractions import Fraction
from typing import Final, TypeAlias, TypeVar, final

import attrs
from typing_extensions import override

from .._arith import approx_text, exact_text, float_down, float_up
from .._literal import call_text, check_origin, plain
from .._validation import check_instance, check_nonneg, check_pairs, check_positive_int, check_probability, check_real
from ..errors import InvalidArgument
from ..prob import FiniteDist, Interval, exp_bounds
from ._normal import normal_tail_bounds, phi, phi_bounds, phi_inv
from .distances import Rebuilt, loss_up
from .divergences import log_bounds

__all__ = [
    "GaussianTradeOff",
    "PiecewiseTradeOff",
    "TradeOff",
    "f_eps_delta",
    "gaussian_to_piecewise",
    "gaussian_tradeoff",
    "tradeoff_of_pair",
]

T = TypeVar("T", bound=Hashable)
Point: TypeAlias = tuple[Fraction, Fraction]

_ZERO: Final = Fraction(0)
_ONE: Final = Fraction(1)


# ---------------------------------------------------------------------------------------------
# Exact rational helpers
# ---------------------------------------------------------------------------------------------


def _coordinate(name: str, value: object) -> Fraction:
    v = check_real(name, value)
    if isinstance(v, float) and not math.isfinite(v):
        msg = f"{name}={value!r} must be a finite number in [0, 1]"
        raise InvalidArgument(msg)
    return Fraction(v)


_ACCEPTED: Final[dict[int, tuple[Point, ...]]] = {}
"""Breakpoint tuples the converter and the validators accepted, by id (each kept alive here, so
no other object takes its id while it is listed): a curve rebuilt from another's points (a new
origin, a copy, a pickle) is not checked twice. Tuples of exact Fractions are immutable."""
_ACCEPTED_KEPT: Final = 1024


def _accepted(pts: object) -> bool:
    return type(pts) is tuple and _ACCEPTED.get(id(pts)) is pts


def _to_points(value: Iterable[tuple[float | Fraction, float | Fraction]]) -> tuple[Point, ...]:
    """Breakpoints as exact rationals, with collinear interior points dropped (same curve)."""
    if _accepted(value):
        return value  # type: ignore[return-value]  # the very tuple the checks accepted
    pts: list[Point] = [(_coordinate(f"points[{i}][0]", a), _coordinate(f"points[{i}][1]", b))
                        for i, (a, b) in enumerate(check_pairs("points", value, "(alpha, beta)"))]
    if any(b[0] <= a[0] for a, b in zip(pts, pts[1:], strict=False)):
        return tuple(pts)  # not strictly increasing: the validator says so
    out: list[Point] = []
    for p in pts:
        while len(out) >= 2 and _cross(out[-2], out[-1], p) == 0:
            out.pop()
        out.append(p)
    return tuple(out)


def _cross(o: Point, a: Point, b: Point) -> Fraction:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _check_points(inst: object, attribute: object, pts: tuple[Point, ...]) -> None:
    if _accepted(pts):
        return
    _check_curve(pts)
    if len(_ACCEPTED) >= _ACCEPTED_KEPT:
        _ACCEPTED.clear()
    _ACCEPTED[id(pts)] = pts


def _check_curve(pts: tuple[Point, ...]) -> None:
    def show(i: int) -> str:
        return f"points[{i}]=({approx_text(pts[i][0])}, {approx_text(pts[i][1])})"

    if len(pts) < 2:
        msg = f"points={pts!r} needs at least two breakpoints, (0, g(0)) and (1, 0)"
        raise InvalidArgument(msg)
    if pts[0][0] != 0 or pts[-1][0] != 1:
        msg = (f"points must start at alpha = 0 and end at alpha = 1, got alpha from {approx_text(pts[0][0])} "
               f"to {approx_text(pts[-1][0])}; a trade-off function is defined on all of [0, 1]")
        raise InvalidArgument(msg)
    for i in range(1, len(pts)):
        if pts[i][0] <= pts[i - 1][0]:
            msg = f"points must have strictly increasing alpha, but {show(i)} follows {show(i - 1)}"
            raise InvalidArgument(msg)
    for i, (x, y) in enumerate(pts):
        if y < 0:
            msg = f"{show(i)} is below 0; an error probability is never negative"
            raise InvalidArgument(msg)
        if y > 1 - x:
            msg = (f"{show(i)} lies above 1 - alpha = {approx_text(1 - x)}; a trade-off function satisfies "
                   "g(alpha) <= 1 - alpha (no test does worse than random guessing)")
            raise InvalidArgument(msg)
        if i and y > pts[i - 1][1]:
            msg = f"points must be non-increasing, but {show(i)} rises above {show(i - 1)}"
            raise InvalidArgument(msg)
    for i in range(1, len(pts) - 1):
        s0 = (pts[i][1] - pts[i - 1][1]) / (pts[i][0] - pts[i - 1][0])
        s1 = (pts[i + 1][1] - pts[i][1]) / (pts[i + 1][0] - pts[i][0])
        if s1 < s0:
            msg = (f"points is not convex at {show(i)}: the slope falls from {approx_text(s0)} to {approx_text(s1)}; "
                   "a trade-off function is convex (take the lower convex envelope, e.g. the "
                   "Neyman-Pearson curve tradeoff_of_pair(p, q))")
            raise InvalidArgument(msg)


# ---------------------------------------------------------------------------------------------
# Piecewise-linear trade-off functions
# ---------------------------------------------------------------------------------------------


@final
@attrs.frozen(repr=False, getstate_setstate=False)  # Rebuilt's: unpickling validates the points again
class PiecewiseTradeOff(Rebuilt):
    """A piecewise-linear trade-off function, given by its breakpoints ``(α, g(α))``.

    The curve is the linear interpolation of ``points``; coordinates are stored as exact
    rationals (a float is converted exactly), and collinear interior points are dropped, so two
    values are equal iff they are the same curve. The validators check ``g(0) ≤ 1``,
    ``g(1) = 0``, ``0 ≤ g ≤ 1 − α``, monotonicity and convexity.

    Args:
        points: breakpoints ``(α, β)`` with α strictly increasing from 0 to 1.
        origin: the expression that built the curve (``f_eps_delta(e_eps=3)``), shown as its
            ``repr``; the factories set it. It is not part of the value: two curves with the same
            points are equal whatever their origins.

    Raises:
        InvalidArgument: naming the offending breakpoint, if the curve is not a trade-off
            function, or for an origin that is not a one-line string.

    Example:
        >>> g = PiecewiseTradeOff([(0, 1), (0.25, 0.25), (0.5, 0.125), (1, 0)])
        >>> g(0.125), g.exact(Fraction(1, 2))
        (0.625, Fraction(1, 8))
        >>> PiecewiseTradeOff([(0, 1), (0.5, 0.4), (0.75, 0), (1, 0)])
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: points is not convex at points[1]=(0.5, 0.4): the slope falls from -1.2 to -1.6; ...

    References:
        seed 000 Def 3.1/3.2; Dong–Roth–Su 2019, Def 2.1, Prop 2.2.
    """

    points: tuple[Point, ...] = attrs.field(converter=_to_points, validator=_check_points)
    origin: str | None = attrs.field(default=None, eq=False, hash=False, validator=check_origin)
    _xs: tuple[Fraction, ...] = attrs.field(init=False, eq=False, hash=False, repr=False,
                                            default=attrs.Factory(lambda t: tuple(x for x, _ in t.points),
                                                                  takes_self=True))

    @override
    def __repr__(self) -> str:
        if self.origin is not None:
            return self.origin
        body = ", ".join(f"({exact_text(x, literal=True)}, {exact_text(y, literal=True)})" for x, y in self.points)
        return f"PiecewiseTradeOff([{body}])"

    def exact(self, alpha: Fraction | int) -> Fraction:
        """``g(alpha)`` exactly, for a rational ``alpha`` in ``[0, 1]``."""
        a = Fraction(check_probability("alpha", alpha))
        i = bisect.bisect_left(self._xs, a)
        if self._xs[i] == a:
            return self.points[i][1]
        (x0, y0), (x1, y1) = self.points[i - 1], self.points[i]
        return y0 + (y1 - y0) * (a - x0) / (x1 - x0)

    def __call__(self, alpha: float | Fraction) -> float:
        """``g(alpha)`` as a float, rounded down (toward the weaker guarantee)."""
        return float_down(self.exact(Fraction(check_probability("alpha", alpha))))

    def lines(self) -> tuple[tuple[Fraction, Fraction], ...]:
        """The segments as lines ``β = a − b·α``, pairs ``(a, b)``: ``g = max`` of them on [0, 1]."""
        out = []
        for (x0, y0), (x1, y1) in zip(self.points, self.points[1:], strict=False):
            b = (y0 - y1) / (x1 - x0)
            out.append((y0 + b * x0, b))
        return tuple(out)

    def masses(self) -> tuple[tuple[Fraction, Fraction], ...]:
        """The canonical pair as ``(P-mass, Q-mass)`` per outcome: ``T(P, Q)`` is this curve."""
        out: list[tuple[Fraction, Fraction]] = []
        if self.points[0][1] < 1:
            out.append((_ZERO, 1 - self.points[0][1]))
        for (x0, y0), (x1, y1) in zip(self.points, self.points[1:], strict=False):
            out.append((x1 - x0, y0 - y1))
        return tuple(out)

    def pair(self) -> tuple[FiniteDist[int], FiniteDist[int]]:
        """A finite pair ``(P, Q)`` with ``T(P, Q)`` equal to this curve (outcomes ``0, 1, …``).

        Example:
            >>> p, q = f_eps_delta(e_eps=3).pair()
            >>> tradeoff_of_pair(p, q) == f_eps_delta(e_eps=3)
            True
        """
        ms = self.masses()
        return (FiniteDist.from_pairs((i, p) for i, (p, _) in enumerate(ms) if p),
                FiniteDist.from_pairs((i, q) for i, (_, q) in enumerate(ms) if q))


def _named(t: PiecewiseTradeOff, origin: str) -> PiecewiseTradeOff:
    """``t`` built again with ``origin`` (through the constructor: the value is never renamed)."""
    return attrs.evolve(t, origin=origin)


_IDENTITY_POINTS: Final = ((_ZERO, _ONE), (_ONE, _ZERO))


def _identity() -> PiecewiseTradeOff:
    return PiecewiseTradeOff(_IDENTITY_POINTS)


def _np_points(masses: Iterable[tuple[Fraction, Fraction]]) -> list[Point]:
    """The Neyman–Pearson curve of ``(P-mass, Q-mass)`` outcomes, sorted by likelihood ratio."""
    q_null = _ZERO
    groups: dict[Fraction, list[Fraction]] = {}
    for p, q in masses:
        if p == 0:
            q_null += q
            continue
        g = groups.setdefault(q / p, [_ZERO, _ZERO])
        g[0] += p
        g[1] += q
    a, b = _ZERO, 1 - q_null
    pts = [(a, b)]
    for r in sorted(groups, reverse=True):
        p, q = groups[r]
        a, b = a + p, b - q
        pts.append((a, b))
    return pts


def _exact_masses(name: str, d: FiniteDist[T], what: str) -> dict[T, Fraction]:
    d = check_instance(name, d, FiniteDist, "a FiniteDist with exact Fraction probabilities")
    out: dict[T, Fraction] = {}
    for x, px in d.items:
        if not isinstance(px, Fraction):
            msg = (f"{name} holds the interval probability {px!r} at {x!r}; {what} is "
                   "computed from exact Fraction probabilities (build the pair from rational parameters)")
            raise InvalidArgument(msg)
        out[x] = px
    total = sum(out.values(), start=_ZERO)
    if total != 1:
        msg = f"{name} has total probability {total}; {what} compares two distributions of mass 1"
        raise InvalidArgument(msg)
    return out


def pair_masses(p: FiniteDist[T], q: FiniteDist[T], what: str = "a trade-off curve") -> list[tuple[Fraction, Fraction]]:
    """``(P(x), Q(x))`` over the union of the supports, exact; ``what`` names the object being
    built in the error for interval probabilities or a mass other than 1."""
    pm, qm = _exact_masses("p", p, what), _exact_masses("q", q, what)
    keys = list(pm) + [x for x in qm if x not in pm]
    return [(pm.get(x, _ZERO), qm.get(x, _ZERO)) for x in keys]


def tradeoff_of_pair(p: FiniteDist[T], q: FiniteDist[T]) -> PiecewiseTradeOff:
    """``T(P, Q)``: the Neyman–Pearson (lower convex) curve of testing ``P`` against ``Q``.

    Sort the outcomes by likelihood ratio ``Q(x)/P(x)``, largest first (``P(x) = 0`` first of
    all); the curve interpolates the cumulative points ``(P(S_k), 1 − Q(S_k))``.

    Args:
        p, q: distributions with exact ``Fraction`` probabilities, each of mass 1.

    Raises:
        InvalidArgument: for interval probabilities or a mass other than 1.

    Example:
        >>> p = FiniteDist.from_pairs([(0, Fraction(3, 4)), (1, Fraction(1, 4))])
        >>> q = FiniteDist.from_pairs([(0, Fraction(1, 4)), (1, Fraction(3, 4))])
        >>> tradeoff_of_pair(p, q).points == f_eps_delta(e_eps=3).points
        True

    References:
        seed 000 Def 3.1; Dong–Roth–Su 2019, Def 2.1 (Neyman–Pearson lemma).
    """
    return PiecewiseTradeOff(_np_points(pair_masses(p, q)), f"tradeoff_of_pair({p!r}, {q!r})")


def _e_eps(value: object) -> Fraction:
    v = check_real("e_eps", value)
    if not v >= 1 or (isinstance(v, float) and math.isinf(v)):  # NaN fails the first test
        msg = (f"e_eps={value!r} must be a finite number >= 1 (it is e^epsilon, taken exactly); "
               "for an irrational e^epsilon pass f_eps_delta(epsilon, delta)")
        raise InvalidArgument(msg)
    return Fraction(v)


def f_eps_delta(epsilon: float | Fraction | None = None, delta: float | Fraction = 0, *,
                e_eps: float | Fraction | None = None) -> PiecewiseTradeOff:
    """``f_{ε,δ}(α) = max{0, 1 − δ − e^ε·α, e^{−ε}(1 − δ − α)}``: (ε,δ)-DP as f-DP.

    The curve has breakpoints ``(0, 1 − δ)``, ``(c, c)``, ``(1 − δ, 0)``, ``(1, 0)`` with
    ``c = (1 − δ)/(1 + e^ε)``; it is ``T(RR_{ε,δ}(0), RR_{ε,δ}(1))``. Give ``e_eps`` (``e^ε``
    itself, a rational or a float taken exactly) for an exact curve; a float ``epsilon`` makes
    ``c`` irrational, and it is
    rounded *down*, which gives a curve that is pointwise below the exact one (a weaker
    guarantee, never a stronger one).

    Args:
        epsilon: ε ≥ 0 (``inf``: no guarantee, the curve ``g = 0``), or None with ``e_eps``.
        delta: δ in [0, 1].
        e_eps: ``e^ε ≥ 1``, taken exactly, instead of ``epsilon``.

    Privacy:
        A mechanism is (ε,δ)-DP iff it is ``f_{ε,δ}``-DP (Dong–Roth–Su Prop 2.5, and seed 000
        §3); with a float ε this curve is a sound lower bound of ``f_{ε,δ}``.

    Example:
        >>> f_eps_delta(e_eps=3, delta=Fraction(1, 10))
        f_eps_delta(e_eps=3, delta=Fraction(1, 10))
        >>> f_eps_delta(e_eps=3).points
        ((Fraction(0, 1), Fraction(1, 1)), (Fraction(1, 4), Fraction(1, 4)), (Fraction(1, 1), Fraction(0, 1)))
        >>> f_eps_delta(1.0, 0.01)(0.1)   # seed 000 §6.2: 0.71817181715409546…, rounded down
        0.7181718171540953

    References:
        seed 000 Def 3.2 and §6.2; seed 003 Def 7 (RR_{ε,δ}).
    """
    d = Fraction(check_probability("delta", delta))
    if (epsilon is None) == (e_eps is None):
        msg = "f_eps_delta needs exactly one of epsilon (a float) or e_eps (an exact rational e^epsilon)"
        raise InvalidArgument(msg)
    if e_eps is not None:
        e = _e_eps(e_eps)
        origin = f"f_eps_delta(e_eps={exact_text(e, literal=True)}, delta={exact_text(d, literal=True)})" if d else f"f_eps_delta(e_eps={exact_text(e, literal=True)})"
        c = (1 - d) / (1 + e)
    else:
        eps = check_nonneg("epsilon", epsilon, allow_inf=True)
        origin = call_text("f_eps_delta", plain(eps), plain(check_probability("delta", delta)))
        if (isinstance(eps, float) and math.isinf(eps)) or d == 1:  # a Fraction past the float range is not inf
            return PiecewiseTradeOff([(0, 0), (1, 0)], origin)
        b = exp_bounds(eps)
        exact = (1 - d) / (1 + b.hi)  # a lower bound of (1 − δ)/(1 + e^ε)
        c_float = Fraction(float_down(exact))
        # An exact e^ε (ε = 0) keeps c exact: the two segments then have reciprocal slopes
        # e^{±ε} exactly, so the PLD's loss-0 atom stays whole under composition.
        c = exact if b.lo == b.hi or c_float == 0 else c_float
    if d == 1:
        return PiecewiseTradeOff([(0, 0), (1, 0)], origin)
    pts: list[Point] = [(_ZERO, 1 - d), (c, c), (1 - d, _ZERO)]
    if d:
        pts.append((_ONE, _ZERO))
    return PiecewiseTradeOff(pts, origin)


def _gauss_delta_bounds(mu: float, eps_lo: float, eps_hi: float, b: Interval) -> tuple[Fraction, Fraction]:
    """Bounds of ``δ_μ(ε) = Φ(−ε/μ + μ/2) − e^ε·Φ(−ε/μ − μ/2)`` for ``ε ∈ [eps_lo, eps_hi]``
    and ``e^ε ∈ b`` (the same ε): the hockey-stick of ``N(μ,1)`` over ``N(0,1)`` at ``e^ε``.

    Both Φ terms are non-increasing in ε, so each end takes the argument that pushes it outward.
    """
    half = mu / 2  # exact
    q_lo, q_hi = -eps_hi / mu, -eps_lo / mu
    if eps_lo == eps_hi and -math.inf < q_hi + half < -37.0:
        # Far tail: the arguments exactly, no slack (δ is a small difference of the two terms
        # there, and a slack of 1e-14 in them would cost a relative 1e-9 in δ).
        e, m = Fraction(eps_lo), Fraction(mu)
        lo1, hi1 = normal_tail_bounds(e / m - m / 2)
        lo2, hi2 = normal_tail_bounds(e / m + m / 2)
        return max(_ZERO, lo1 - b.hi * hi2), min(_ONE, max(_ZERO, hi1 - b.lo * lo2))
    # two roundings (the division, the sum), each within 2⁻⁵³ of its result: 2⁻⁵⁰ covers both
    # (a quotient past the float range is -inf: then Φ of it is 0 and no slack is needed)
    slack = (sum(abs(q) for q in (q_lo, q_hi) if math.isfinite(q)) + half) * 2.0**-50 + 2.0**-1070
    a1_up, a1_dn = q_hi + half + slack, q_lo + half - slack
    a2_up, a2_dn = q_hi - half + slack, q_lo - half - slack
    hi = phi_bounds(a1_up)[1] - b.lo * phi_bounds(a2_dn)[0]
    lo = phi_bounds(a1_dn)[0] - b.hi * phi_bounds(a2_up)[1]
    return min(_ONE, max(_ZERO, lo)), min(_ONE, max(_ZERO, hi))


def _gauss_delta_at_eps(mu: float, eps: float) -> tuple[Fraction, Fraction]:
    return _gauss_delta_bounds(mu, eps, eps, exp_bounds(eps))


def _gauss_delta_at_slope(mu: float, b: Fraction) -> tuple[Fraction, Fraction]:
    """Bounds of ``δ_μ`` at the slope ``b = e^ε > 0`` (exact rational)."""
    # ε = log b exactly 0 at b = 1: a bracket around it would be divided by a tiny μ
    lo, hi = (0.0, 0.0) if b == 1 else log_bounds(Interval(b, b))
    return _gauss_delta_bounds(mu, lo, hi, Interval(b, b))


# ---------------------------------------------------------------------------------------------
# Gaussian trade-off functions
# ---------------------------------------------------------------------------------------------


def _mu(value: object) -> float:
    return loss_up("mu", value, allow_inf=False)


def intact_mu(level: GaussianTradeOff) -> bool:
    """Whether ``level.mu`` is what the constructor makes: a finite float ``>= 0``."""
    mu = getattr(level, "mu", None)
    return type(mu) is float and 0.0 <= mu < math.inf


@final
@attrs.frozen(repr=False, getstate_setstate=False)  # Rebuilt's: unpickling validates μ again
class GaussianTradeOff(Rebuilt):
    """Gaussian DP: ``G_μ(α) = Φ(Φ⁻¹(1 − α) − μ)``, the trade-off of ``N(0,1)`` vs ``N(μ,1)``.

    Build it with ``gaussian_tradeoff(mu)``. ``μ`` is a finite float ≥ 0 (a ``Fraction`` is
    rounded up: a weaker guarantee). Evaluation (``__call__``) is a float approximation for
    display and plots; the order, the audit and the conversions use rigorous bounds instead.

    Example:
        >>> g = gaussian_tradeoff(1.0)
        >>> round(g(0.05), 6)   # Φ(1.644854 − 1)
        0.740489

    References:
        Dong–Roth–Su 2019, Def 2.7 (Gaussian DP); seed 000 §3.
    """

    mu: float = attrs.field(converter=_mu)

    @override
    def __repr__(self) -> str:
        return f"gaussian_tradeoff({self.mu!r})"

    def __call__(self, alpha: float | Fraction) -> float:
        """``G_μ(alpha)`` (float approximation, within a few ulps of ``math.erfc``)."""
        a = float(check_probability("alpha", alpha))
        if a == 0:
            return 1.0
        if a == 1:
            return 0.0
        return phi(-phi_inv(a) - self.mu)


def gaussian_tradeoff(mu: float | Fraction) -> GaussianTradeOff:
    """``G_μ``: μ-Gaussian DP (``μ = Δ/σ`` for the Gaussian mechanism).

    Example:
        >>> gaussian_tradeoff(0.5)
        gaussian_tradeoff(0.5)
        >>> gaussian_tradeoff(-1)
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: mu=-1 must be >= 0; privacy losses are never negative

    References:
        Dong–Roth–Su 2019, Def 2.7, Thm 2.7 (the Gaussian mechanism is Δ/σ-GDP).
    """
    return GaussianTradeOff(mu)


def require_gaussian(name: str, level: object) -> GaussianTradeOff:
    """``level`` if it is a ``GaussianTradeOff``, else raise ``InvalidArgument`` naming ``name``."""
    return check_instance(name, level, GaussianTradeOff, "a GaussianTradeOff, e.g. gaussian_tradeoff(1.0)")


TradeOff: TypeAlias = PiecewiseTradeOff | GaussianTradeOff
"""An f-DP level: a piecewise-linear or a Gaussian trade-off function."""


def _as_piecewise(t: TradeOff) -> PiecewiseTradeOff | None:
    """``t`` as a piecewise-linear curve when it is one (``G_0`` is the identity ``1 − α``)."""
    if isinstance(t, PiecewiseTradeOff):
        return t
    return _identity() if t.mu == 0 else None


def _is_identity(t: TradeOff) -> bool:
    return t.mu == 0 if isinstance(t, GaussianTradeOff) else t.points == _IDENTITY_POINTS


def _max_of_lines(lines: Sequence[tuple[Fraction, Fraction]]) -> list[Point]:
    """Breakpoints of ``α ↦ max(0, max_i (a_i − b_i·α))`` on [0, 1] (upper envelope of lines)."""
    cand = sorted(set(lines) | {(_ZERO, _ZERO)}, key=lambda ab: (-ab[1], -ab[0]))
    hull: list[tuple[Fraction, Fraction]] = []
    for a, b in cand:  # slopes −b increase along cand
        if hull and hull[-1][1] == b:
            continue  # same slope, smaller intercept: dominated
        while len(hull) >= 2:
            (a1, b1), (a2, b2) = hull[-2], hull[-1]
            # line 2 is useless if line 3 overtakes line 1 before line 2 does
            if (a - a1) * (b1 - b2) >= (a2 - a1) * (b1 - b):
                hull.pop()
            else:
                break
        hull.append((a, b))
    pts: list[Point] = []
    xs: list[Fraction] = [_ZERO]
    for (a1, b1), (a2, b2) in zip(hull, hull[1:], strict=False):
        xs.append((a1 - a2) / (b1 - b2))
    xs.append(_ONE)
    j = 0  # the hull line that is the max at x: its index only grows with x (upper envelope)
    for x in sorted({min(_ONE, max(_ZERO, x)) for x in xs}):
        while j + 1 < len(hull) and hull[j + 1][0] - hull[j + 1][1] * x >= hull[j][0] - hull[j][1] * x:
            j += 1
        pts.append((x, max(hull[j][0] - hull[j][1] * x, _ZERO)))
    return pts


_MAX_SLOPES: Final = 10**5


_PW_GAP: Final = 5e-6
"""The gap that ``gaussian_to_piecewise`` aims for between ``G_μ`` and its adjacent supporting lines
(estimated in floats, so the default is within 1e-5 of ``G_μ`` with room to spare)."""


def _gauss_intercept_float(mu: float, eps: float) -> float:
    """``1 − δ_μ(ε) = Φ(ε/μ − μ/2) + e^ε·Φ(−ε/μ − μ/2)``, the intercept of the supporting line of
    slope ``−e^ε``, in floats (to place lines, not to bound anything): a sum of two positive
    terms, so it keeps its relative precision where ``1 − δ_μ(ε)`` would cancel to 0."""
    return phi(eps / mu - mu / 2) + math.exp(eps) * phi(-eps / mu - mu / 2)


def _tangent_gap(mu: float, e1: float, e2: float) -> float:
    """How far ``G_μ`` rises above the max of its supporting lines of slopes ``−e^{e1}`` and
    ``−e^{e2}`` (``e1 < e2``) between their points of contact: ``G_μ`` minus the lines is convex
    there, so the largest gap is where the two lines cross (floats)."""
    a1, b1 = _gauss_intercept_float(mu, e1), math.exp(e1)
    a2, b2 = _gauss_intercept_float(mu, e2), math.exp(e2)
    if not b2 > b1:
        return 0.0  # the same float slope: no room between the lines
    x = min(1.0, max(0.0, (a2 - a1) / (b2 - b1)))
    g = 1.0 if x == 0 else (0.0 if x == 1 else phi(-phi_inv(x) - mu))
    return g - max(a1 - b1 * x, 0.0)


def _adaptive_exponents(mu: float, e_max: float) -> list[float]:
    """Exponents ``ε`` of supporting lines from ``−e_max`` to ``e_max``: each next one is the
    farthest (to a relative 2^-20 of the step) whose gap to the last is at most ``_PW_GAP``.
    Where even a step of ``e_max·2^-16`` leaves a larger gap (``G_μ`` rising to 1 at slopes
    beyond the float range, μ > 30), the target is out of reach and steps of ``e_max/256`` move on."""
    out = [-e_max]
    min_step = e_max * 2.0**-16
    step = e_max / 64
    while out[-1] < e_max:
        e = out[-1]
        hi = min(step, e_max - e)
        if _tangent_gap(mu, e, e + hi) <= _PW_GAP:
            while hi < e_max - e and _tangent_gap(mu, e, min(e_max, e + 2 * hi)) <= _PW_GAP:
                hi = min(e_max - e, 2 * hi)
            lo = hi
        elif _tangent_gap(mu, e, e + min(min_step, hi)) > _PW_GAP:
            lo = hi = e_max / 256
        else:
            lo = 0.0
            for _ in range(40):
                mid = (lo + hi) / 2
                if hi - lo <= hi * 2.0**-20 or not lo < mid < hi:
                    break
                if _tangent_gap(mu, e, e + mid) <= _PW_GAP:
                    lo = mid
                else:
                    hi = mid
        step = max(lo, min_step)
        out.append(min(e_max, e + step))
    return out


def gaussian_to_piecewise(level: GaussianTradeOff, *, slopes: int | None = None) -> PiecewiseTradeOff:
    """A piecewise-linear curve pointwise *below* ``G_μ`` (a weaker, sound f-DP level).

    The curve is the maximum of supporting lines ``a − b·α`` of ``G_μ`` with rational slopes
    ``b ≈ e^ε`` for ``ε`` in ``[−ε_max, ε_max]``, ``ε_max = μ(8 + μ/2)`` (at most 700), and
    intercepts ``a = 1 − δ_μ(ε)`` where ``δ_μ(ε)`` is rounded *up*. By default the slopes are
    placed adaptively so that the curve is within 1e-5 of ``G_μ`` everywhere (for μ up to 30;
    a few hundred segments at μ = 1); ``slopes=n`` instead takes the ``2n + 1`` slopes of the
    grid ``ε = ±ε_max·(i/n)²``. Use it to compose Gaussian with piecewise-linear levels, or to
    audit with exact hockey-stick tests.

    Example:
        >>> from combinators.measures import FDP
        >>> g = gaussian_tradeoff(1.0)
        >>> low = gaussian_to_piecewise(g)
        >>> FDP().leq(g, low), 0 <= g(0.3) - low(0.3) < 1e-5
        (True, True)

    References:
        Dong–Roth–Su 2019, Prop 2.12 (the dual: a trade-off function is the envelope of its
        supporting lines, ``δ(ε) = 1 + f*(−e^ε)``).
    """
    level = require_gaussian("level", level)
    n = None if slopes is None else check_positive_int("slopes", slopes)
    origin = f"gaussian_to_piecewise({level!r})" if n is None else f"gaussian_to_piecewise({level!r}, slopes={n})"
    if n is not None and n > _MAX_SLOPES:  # bounded work: each slope is one Gaussian δ evaluation
        msg = f"slopes={n} is more than {_MAX_SLOPES} lines; pass fewer"
        raise InvalidArgument(msg)
    mu = level.mu
    if mu == 0:
        return PiecewiseTradeOff(_IDENTITY_POINTS, origin)
    e_max = min(700.0, mu * (8 + mu / 2))
    if n is None:
        exponents = _adaptive_exponents(mu, e_max)
    else:  # ε_i = ±ε_max·(i/n)²: dense near ε = 0
        exponents = [math.copysign(e_max * (i / n) ** 2, i) for i in range(-n, n + 1)]
    lines: list[tuple[Fraction, Fraction]] = []
    for e in exponents:
        b = Fraction(math.exp(e))
        hi = _gauss_delta_at_slope(mu, b)[1]
        a = 1 - Fraction(float_up(hi))
        if a > 0:
            lines.append((a, b))
    return PiecewiseTradeOff(_max_of_lines(lines), origin)



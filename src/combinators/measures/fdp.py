"""f-DP: trade-off functions as privacy levels (seed 000 Def 3.1/3.2, after Dong–Roth–Su 2019).

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

``Φ`` is computed with ``math.erfc``; the rigorous bounds below assume that ``math.erfc`` is
within a relative error of ``2⁻⁴⁴`` (about 500 ulps) wherever its value is a normal float. The
test-suite checks it against mpmath at 50 digits (the measured error is below 6 ulps).
"""

from __future__ import annotations

import bisect
import functools
import math
from collections.abc import Hashable, Iterable, Sequence
from decimal import Decimal
from fractions import Fraction
from typing import Any, Final, TypeAlias, TypeVar, final

import attrs
from typing_extensions import override

from .._arith import exact_text, float_down, float_up, fsum_up, mul_up, sqrt_up, up
from .._validation import (check_instance, check_nonneg, check_pairs, check_positive_int, check_probability,
                           check_real, check_sequence_of, check_str)
from ..errors import IncompatibleMeasureError, InvalidArgument
from ..prob import FiniteDist, Interval, exp_bounds
from ..prob.interval import EXP_LIMIT
from .divergences import log_bounds
from .audit_plans import AuditPlan, HockeyStickTest, PlanTest, close_by_plan, guarded_plan
from ._protocol import Verdict
from .distances import Rebuilt, forged, loss_up

__all__ = [
    "FDP",
    "GaussianTradeOff",
    "PiecewiseTradeOff",
    "PrivacyProfile",
    "TradeOff",
    "f_eps_delta",
    "gaussian_to_piecewise",
    "gaussian_tradeoff",
    "tradeoff_of_pair",
    "tradeoff_to_profile",
]

T = TypeVar("T", bound=Hashable)
Point: TypeAlias = tuple[Fraction, Fraction]

_ZERO: Final = Fraction(0)
_ONE: Final = Fraction(1)


# ---------------------------------------------------------------------------------------------
# Exact rational helpers
# ---------------------------------------------------------------------------------------------


def _num(x: Fraction) -> str:
    """A number for an error message (readable, not exact)."""
    try:
        return f"{float(x):.6g}"
    except OverflowError:  # a coordinate past the float range
        return f"{(Decimal(x.numerator) / Decimal(x.denominator)).normalize():.6g}"


def _coordinate(name: str, value: object) -> Fraction:
    v = check_real(name, value)
    if isinstance(v, float) and not math.isfinite(v):
        msg = f"{name}={value!r} must be a finite number in [0, 1]"
        raise InvalidArgument(msg)
    return Fraction(v)


def _to_points(value: Iterable[tuple[float | Fraction, float | Fraction]]) -> tuple[Point, ...]:
    """Breakpoints as exact rationals, with collinear interior points dropped (same curve)."""
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
    def show(i: int) -> str:
        return f"points[{i}]=({_num(pts[i][0])}, {_num(pts[i][1])})"

    if len(pts) < 2:
        msg = f"points={pts!r} needs at least two breakpoints, (0, g(0)) and (1, 0)"
        raise InvalidArgument(msg)
    if pts[0][0] != 0 or pts[-1][0] != 1:
        msg = (f"points must start at alpha = 0 and end at alpha = 1, got alpha from {_num(pts[0][0])} "
               f"to {_num(pts[-1][0])}; a trade-off function is defined on all of [0, 1]")
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
            msg = (f"{show(i)} lies above 1 - alpha = {_num(1 - x)}; a trade-off function satisfies "
                   "g(alpha) <= 1 - alpha (no test does worse than random guessing)")
            raise InvalidArgument(msg)
        if i and y > pts[i - 1][1]:
            msg = f"points must be non-increasing, but {show(i)} rises above {show(i - 1)}"
            raise InvalidArgument(msg)
    for i in range(1, len(pts) - 1):
        s0 = (pts[i][1] - pts[i - 1][1]) / (pts[i][0] - pts[i - 1][0])
        s1 = (pts[i + 1][1] - pts[i][1]) / (pts[i + 1][0] - pts[i][0])
        if s1 < s0:
            msg = (f"points is not convex at {show(i)}: the slope falls from {_num(s0)} to {_num(s1)}; "
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

    Raises:
        InvalidArgument: naming the offending breakpoint, if the curve is not a trade-off
            function.

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
    _xs: tuple[Fraction, ...] = attrs.field(init=False, eq=False, hash=False, repr=False)
    _origin: str | None = attrs.field(init=False, default=None, eq=False, hash=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_xs", tuple(x for x, _ in self.points))

    @override
    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return _rebuild_piecewise, (self.points, self._origin)

    @override
    def __repr__(self) -> str:
        if self._origin is not None:
            return self._origin
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


def _rebuild_piecewise(points: object, origin: object) -> PiecewiseTradeOff:
    """A pickled ``PiecewiseTradeOff`` through its validators, with the name it was built by."""
    t = PiecewiseTradeOff(points)  # type: ignore[arg-type]  # the converter checks it
    return t if origin is None else _named(t, check_str("origin", origin))


def _named(t: PiecewiseTradeOff, origin: str) -> PiecewiseTradeOff:
    object.__setattr__(t, "_origin", origin)
    return t


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
    t = PiecewiseTradeOff(_np_points(pair_masses(p, q)))
    return _named(t, f"tradeoff_of_pair({p!r}, {q!r})")


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
        origin = f"f_eps_delta({epsilon!r}, {delta!r})"
        if (isinstance(eps, float) and math.isinf(eps)) or d == 1:  # a Fraction past the float range is not inf
            return _named(PiecewiseTradeOff([(0, 0), (1, 0)]), origin)
        b = exp_bounds(eps)
        exact = (1 - d) / (1 + b.hi)  # a lower bound of (1 − δ)/(1 + e^ε)
        c_float = Fraction(float_down(exact))
        # An exact e^ε (ε = 0) keeps c exact: the two segments then have reciprocal slopes
        # e^{±ε} exactly, so the PLD's loss-0 atom stays whole under composition.
        c = exact if b.lo == b.hi or c_float == 0 else c_float
    if d == 1:
        return _named(PiecewiseTradeOff([(0, 0), (1, 0)]), origin)
    pts: list[Point] = [(_ZERO, 1 - d), (c, c), (1 - d, _ZERO)]
    if d:
        pts.append((_ONE, _ZERO))
    return _named(PiecewiseTradeOff(pts), origin)


# ---------------------------------------------------------------------------------------------
# The standard normal distribution, with rigorous bounds
# ---------------------------------------------------------------------------------------------

_INV_SQRT2: Final = 0.7071067811865476
_SQRT_2PI: Final = 2.5066282746310002
_ERFC_REL: Final = 2.0**-44

_A: Final = (-3.969683028665376e01, 2.209460984245205e02, -2.759285104469687e02,
             1.383577518672690e02, -3.066479806614716e01, 2.506628277459239e00)
_B: Final = (-5.447609879822406e01, 1.615858368580409e02, -1.556989798598866e02,
             6.680131188771972e01, -1.328068155288572e01)
_C: Final = (-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e00,
             -2.549732539343734e00, 4.374664141464968e00, 2.938163982698783e00)
_D: Final = (7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e00, 3.754408661907416e00)


def _phi(x: float) -> float:
    """``Φ(x)``, the standard normal CDF (float; accurate to a few ulps)."""
    return 0.5 * math.erfc(-x * _INV_SQRT2)


def _phi_inv(p: float) -> float:
    """``Φ⁻¹(p)`` for ``0 < p < 1``: Acklam's rational approximation plus Halley steps on erfc."""
    if p <= 0:
        return -math.inf
    if p >= 1:
        return math.inf
    if p > 0.5:
        return -_phi_inv(1.0 - p)  # 1 − p is exact for p ≥ 1/2
    if p < 0.02425:
        r = math.sqrt(-2 * math.log(p))
        x = ((((((_C[0] * r + _C[1]) * r + _C[2]) * r + _C[3]) * r + _C[4]) * r + _C[5])
             / ((((_D[0] * r + _D[1]) * r + _D[2]) * r + _D[3]) * r + 1))
    else:
        s = p - 0.5
        r = s * s
        x = ((((((_A[0] * r + _A[1]) * r + _A[2]) * r + _A[3]) * r + _A[4]) * r + _A[5]) * s
             / (((((_B[0] * r + _B[1]) * r + _B[2]) * r + _B[3]) * r + _B[4]) * r + 1))
    for _ in range(2):
        if x * x / 2 > 700:
            break
        e = _phi(x) - p
        u = e * _SQRT_2PI * math.exp(x * x / 2)
        x = x - u / (1 + x * u / 2)
    return x


_INV_SQRT_2PI_LO: Final = Fraction(3989422804014326779, 10**19)  # 1/√(2π) = 0.398942280401432677939…
_INV_SQRT_2PI_HI: Final = Fraction(3989422804014326780, 10**19)
_TAIL_TERMS: Final = 8


def _normal_tail_bounds(u: float | Fraction) -> tuple[Fraction, Fraction]:
    """Rational bounds of ``Φ(−u)`` for a rational ``u ≥ 36``, far below the float range if need be.

    ``Φ(−u) = φ(u)/u · R(u)`` with ``R(u) = 1 − 1/u² + 1·3/u⁴ − 1·3·5/u⁶ + …``: for real u the
    remainder after any term has the sign of the first omitted one and is smaller in absolute
    value (Abramowitz–Stegun 1964, 7.1.24), so two consecutive partial sums bracket R. At
    u ≥ 36 eight terms pin R to a relative 1e-18. ``e^{−u²/2}`` is the fourth power of a
    bracket of ``e^{−u²/8}`` (a normal float up to u = 56), taken at the float nearest ``u²/8``
    and corrected by the exact remainder; past u = 56, ``Φ(−u) < 2^-2300``.
    """
    if u > 56:
        return _ZERO, Fraction(1, 2**2300)  # Φ(−u) ≤ e^{−u²/2} < e^{−1568} < 2^-2262
    uf = Fraction(u)
    t = uf * uf / 8
    tf = float(t)
    r = t - Fraction(tf)  # |r| ≤ half an ulp of t: e^{−r} ∈ [1 − r, 1 − r + r²]
    e0 = exp_bounds(-tf)  # a float argument: bracketed within two ulps
    e = Interval(e0.lo * (1 - r), e0.hi * (1 - r + r * r))
    inv_u2 = 1 / (uf * uf)
    term, total, sums = _ONE, _ONE, []
    for j in range(1, _TAIL_TERMS + 1):
        term = -term * (2 * j - 1) * inv_u2
        total += term
        sums.append(total)
    r_lo, r_hi = min(sums[-2:]), max(sums[-2:])
    return _INV_SQRT_2PI_LO * e.lo**4 * r_lo / uf, _INV_SQRT_2PI_HI * e.hi**4 * r_hi / uf


def _phi_bounds(x: float) -> tuple[Fraction, Fraction]:
    """Rational bounds ``lo ≤ Φ(x) ≤ hi``.

    ``z = −x/√2`` is computed with a relative error below ``2⁻⁵¹``, and
    ``|d log erfc(z)/dz| ≤ 2|z| + 2``, so the computed ``erfc(z)/2`` is within a relative
    ``2⁻⁴⁴ + (2|z| + 2)|z|·2⁻⁵⁰`` of ``Φ(x)`` (module docstring).
    """
    if x == math.inf:
        return _ONE, _ONE
    if x == -math.inf:
        return _ZERO, _ZERO
    z = -x * _INV_SQRT2
    if z > 26.0:  # erfc(z) leaves the normal floats: the asymptotic series, exactly
        return _normal_tail_bounds(-x)
    if z < -26.0:  # Φ(x) = 1 − Φ(−x)
        lo, hi = _normal_tail_bounds(x)
        return 1 - hi, 1 - lo
    v = math.erfc(z) / 2  # exact halving: erfc(z) is a normal float here
    # 2⁻⁴⁸ more than the margin (and the factor 1.01) absorb the float rounding of these lines
    rel = _ERFC_REL + (2 * abs(z) + 2) * abs(z) * 2.0**-50 * 1.01 + 2.0**-48
    return max(_ZERO, Fraction(v * (1 - rel))), min(_ONE, Fraction(v * (1 + rel)))


def _phi_inv_bounds(p: Fraction) -> tuple[float, float]:
    """Floats ``lo ≤ Φ⁻¹(p) ≤ hi`` for ``0 < p < 1``, verified through ``_phi_bounds``.

    Above 1/2 it uses ``Φ⁻¹(p) = −Φ⁻¹(1 − p)``: ``1 − p`` is exact, and Φ is more precise in
    its lower tail than near 1.
    """
    if p > Fraction(1, 2):
        lo, hi = _phi_inv_bounds(1 - p)
        return -hi, -lo
    pf = float(p)
    if not 0.0 < pf < 1.0:
        return -math.inf, math.inf
    z = _phi_inv(pf)
    lo, hi = -math.inf, math.inf
    step = 4e-12 * (1 + abs(z))
    for _ in range(64):
        if _phi_bounds(z - step)[1] <= p:
            lo = z - step
            break
        step *= 4
    step = 4e-12 * (1 + abs(z))
    for _ in range(64):
        if _phi_bounds(z + step)[0] >= p:
            hi = z + step
            break
        step *= 4
    return lo, hi


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
        lo1, hi1 = _normal_tail_bounds(e / m - m / 2)
        lo2, hi2 = _normal_tail_bounds(e / m + m / 2)
        return max(_ZERO, lo1 - b.hi * hi2), min(_ONE, max(_ZERO, hi1 - b.lo * lo2))
    # two roundings (the division, the sum), each within 2⁻⁵³ of its result: 2⁻⁵⁰ covers both
    # (a quotient past the float range is -inf: then Φ of it is 0 and no slack is needed)
    slack = (sum(abs(q) for q in (q_lo, q_hi) if math.isfinite(q)) + half) * 2.0**-50 + 2.0**-1070
    a1_up, a1_dn = q_hi + half + slack, q_lo + half - slack
    a2_up, a2_dn = q_hi - half + slack, q_lo - half - slack
    hi = _phi_bounds(a1_up)[1] - b.lo * _phi_bounds(a2_dn)[0]
    lo = _phi_bounds(a1_dn)[0] - b.hi * _phi_bounds(a2_up)[1]
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
        return _phi(-_phi_inv(a) - self.mu)


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
    return _phi(eps / mu - mu / 2) + math.exp(eps) * _phi(-eps / mu - mu / 2)


def _tangent_gap(mu: float, e1: float, e2: float) -> float:
    """How far ``G_μ`` rises above the max of its supporting lines of slopes ``−e^{e1}`` and
    ``−e^{e2}`` (``e1 < e2``) between their points of contact: ``G_μ`` minus the lines is convex
    there, so the largest gap is where the two lines cross (floats)."""
    a1, b1 = _gauss_intercept_float(mu, e1), math.exp(e1)
    a2, b2 = _gauss_intercept_float(mu, e2), math.exp(e2)
    if not b2 > b1:
        return 0.0  # the same float slope: no room between the lines
    x = min(1.0, max(0.0, (a2 - a1) / (b2 - b1)))
    g = 1.0 if x == 0 else (0.0 if x == 1 else _phi(-_phi_inv(x) - mu))
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
        return _named(_identity(), origin)
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
    return _named(PiecewiseTradeOff(_max_of_lines(lines)), origin)


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
        lx, ly = _phi_inv_bounds(x)[0], _phi_inv_bounds(y)[0]
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
            (<Verdict.CERTIFIED: 'certified'>, <Verdict.VIOLATED: 'violated'>)
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
    _FC,
    _FPC,
    _PAR_FAILS,
    WITHOUT_FINITE_COMMUNICATION,
    Adaptivity,
    AdditiveRule,
    Capability,
    Combinator,
    Conversion,
    MeasureSpec,
    Rows,
    Rule,
    Status,
    _builtin_case,
    _builtin_conversion,
    _builtin_levels,
    _register_library,
)
from .scalar import ApproxDP  # noqa: E402

def _fdp_rows() -> tuple[Capability, ...]:
    rows = Rows("FDP")
    add = rows.add
    add(Combinator.CONCURRENT, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM,
        "⊗ f_i, the trade-off function of the product of the children's canonical pairs (Dong–Roth–Su 2019, Thm 3.2)",
        "seed 000 Thm 1.8 (Vadhan–Zhang 2023)", _FC, WITHOUT_FINITE_COMMUNICATION)
    add(Combinator.CONCURRENT, Adaptivity.FIXED, Rule.CUSTOM, Status.THEOREM,
        "any non-interactive f-DP composition bound",
        "seed 000 Thm 1.8 (Vadhan–Zhang 2023)", _FC, WITHOUT_FINITE_COMMUNICATION)
    add(Combinator.FILTER, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM,
        "I(⊗ f_i ⪯ f) for levels fixed in advance",
        "seed 000 Thm 1.8 (Vadhan–Zhang 2023)", _FC, WITHOUT_FINITE_COMMUNICATION)
    add(Combinator.FILTER, Adaptivity.FIXED, Rule.CUSTOM, Status.THEOREM,
        "any non-interactive f-DP composition bound for levels fixed in advance",
        "seed 000 Thm 1.8 (Vadhan–Zhang 2023)", _FC, WITHOUT_FINITE_COMMUNICATION)
    add(Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.FORBIDDEN,
        "the natural f-DP filter (compose the curves, stop when the target curve is crossed) is "
        "invalid for adaptively chosen levels; with Gaussian levels use the Gaussian-DP filter (rule=custom)",
        "Tran, Koskela, Räisä, Honkela 2026 (arXiv 2602.06756)")
    add(Combinator.FILTER, Adaptivity.ADAPTIVE, Rule.CUSTOM, Status.THEOREM,
        "any valid f-DP filter for noninteractive mechanisms, e.g. the Gaussian-DP filter I(Σμ_i² ≤ μ²)",
        "seed 000 Thm 1.21 and Thm 3.4 (Haney et al. 2023); Smith–Thakurta 2022 (arXiv 2210.17520)", _FC, WITHOUT_FINITE_COMMUNICATION)
    add(Combinator.ODOMETER, Adaptivity.FIXED, Rule.ADDITIVE, Status.THEOREM,
        "G = ⊗ f_i for levels fixed in advance",
        "seed 000 Thm 1.8 and Lemma 2.19 (Haney et al. 2023)", _FC, WITHOUT_FINITE_COMMUNICATION)
    add(Combinator.ODOMETER, Adaptivity.FIXED, Rule.CUSTOM, Status.THEOREM,
        "any non-interactive f-DP composition bound, read at spawn time (levels fixed in advance)",
        "seed 000 Thm 1.8 and Lemma 2.19 (Haney et al. 2023)", _FC, WITHOUT_FINITE_COMMUNICATION)
    add(Combinator.ODOMETER, Adaptivity.ADAPTIVE, Rule.ADDITIVE, Status.FORBIDDEN,
        "the natural accumulator ⊗ f_i would make the natural f-DP filter valid (Lemma 2.19), and that filter is invalid",
        "Tran, Koskela, Räisä, Honkela 2026 (arXiv 2602.06756); seed 000 Lemma 2.19")
    add(Combinator.ODOMETER, Adaptivity.ADAPTIVE, Rule.CUSTOM, Status.THEOREM,
        "any valid f-DP accumulator for noninteractive mechanisms, e.g. Gaussian-DP μ = (Σμ_i²)^½",
        "seed 000 Thm 1.21 and Thm 3.6 (Haney et al. 2023); Smith–Thakurta 2022 (arXiv 2210.17520)", _FC, WITHOUT_FINITE_COMMUNICATION)
    for r in Rule:
        add(Combinator.PARALLEL, Adaptivity.FIXED, r, Status.THEOREM,
            "k-sparse parallel composition: as private as the composition of the k largest-loss children",
            "seed 002 Cor 14.8 and Cor 14.9 (Henzinger–Safavi–Vadhan)", _FC | _FPC,
            "without first-pair consistency the approximate-DP counterexample applies (seed 002 Thm 1.4, 5.2)")
        add(Combinator.PARALLEL, Adaptivity.ADAPTIVE, r, Status.FORBIDDEN,
            "unbounded parallel composition of f-DP continual mechanisms with updates", _PAR_FAILS)
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

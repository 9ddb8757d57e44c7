"""Ex-post functions of the noise-reduction mechanisms, and the privacy-loss functions behind them.

An ex-post function ``E`` bounds the privacy loss at the realised release (Rogers–Samorodnitsky–
Wu–Ramdas 2023, Def 4.1). Two are here, each computed from the release and public parameters only,
and rounded *up* (a bound below the exact value would be optimistic):

- ``laplace_expost``: ``E = Δ1·ε_T`` for Laplace noise reduction stopped at level T, with δ = 0
  [derived: docs/reference/expost-proofs.md, "Laplace noise reduction"];
- ``brownian_linear_boundary``: ``E_a(t) = Δ²/(2t) + a + Δ²·ln(1/δ)/(2at)`` at the last released time t of
  Brownian noise reduction, valid with probability ``1 − δ`` under every stopping function
  [derived: docs/reference/expost-proofs.md, "The linear boundary"]. The paper's own ex-post
  function for Brownian noise reduction (its §6 and appendix) is not used here.

The privacy-loss functions of Def 2.3 (``laplace_loss``, ``gaussian_loss``, ``brownian_loss``) are
plain float formulas for tests and for users who check a bound by simulation; they make no
rounding promise.
"""

from __future__ import annotations

import abc
import math
import sys
from collections.abc import Sequence
from fractions import Fraction
from typing import ClassVar, TypeAlias, final

import attrs
import numpy as np
from typing_extensions import override

from .._arith import float_up, log_inv_up, positive_delta_down
from .._literal import call_text, plain
from .._validation import check_positive_real, check_real
from ..errors import InvalidArgument
from .certificates import ExPostFunction

__all__ = [
    "BrownianLinearBoundary",
    "LaplaceExPost",
    "brownian_loss",
    "gaussian_loss",
    "laplace_expost",
    "laplace_loss",
    "brownian_linear_boundary",
]

Value: TypeAlias = float | tuple[float, ...]
"""One released value: a float for a real statistic, a tuple of floats for a vector one."""

Release: TypeAlias = tuple[tuple[float, Value], ...]
"""What a noise-reduction mechanism releases: ``(parameter, value)`` pairs in the order released,
the parameter being the time ``t_k`` (Brownian) or the level ``ε_k`` (Laplace)."""


def _last_parameter(release: object, what: str, grid_end: float, *, end_is_largest: bool) -> float:
    """The parameter (time or ε) of the last pair of a release, checked by exact type and against
    the end of the grid the bound was built for (``grid_end``, the grid's largest ε or smallest
    time): a parameter past it is not a release of that mechanism."""
    if type(release) is not tuple or not release:
        msg = (f"the release must be a non-empty tuple of ({what}, value) pairs, as a noise-reduction "
               f"mechanism releases it; got a {type(release).__name__}")
        raise InvalidArgument(msg)
    last = release[-1]
    if type(last) is not tuple or len(last) != 2 or type(last[0]) is not float:
        msg = f"the release's last item must be a ({what}, value) pair with a float {what}; got a {type(last).__name__}"
        raise InvalidArgument(msg)
    p: float = last[0]
    if not (math.isfinite(p) and p > 0):
        msg = f"the release's last {what} is {p!r}; a noise-reduction mechanism releases finite {what}s > 0"
        raise InvalidArgument(msg)
    if (p > grid_end) if end_is_largest else (p < grid_end):
        side = "above the grid's largest" if end_is_largest else "below the grid's smallest"
        msg = (f"the release's last {what} {p!r} is {side} {what} {grid_end!r}; it is not a release of the "
               "mechanism this bound was built for")
        raise InvalidArgument(msg)
    return p


def as_float(value: object) -> object:
    """A numpy float as the Python float of the same value (an attrs converter); anything else as is."""
    return float(value) if isinstance(value, np.floating) else value


def _sensitivity(value: object) -> Fraction | float:
    return check_positive_real("sensitivity", value, "a constant statistic needs no noise")


def float_parameter(name: str, value: object, what: str) -> float:
    """A finite positive real as the float the mechanisms use (nearest), refusing what a float cannot hold
    (the grids of ``noise_reduction`` too; not exported)."""
    v = check_positive_real(name, value, what)
    try:
        f = float(v)
    except OverflowError:
        f = math.inf
    if not (math.isfinite(f) and f > 0):
        msg = f"{name}={value!r} is beyond the float range; pass a number between 5e-324 and 1.8e308"
        raise InvalidArgument(msg)
    return f


class _GridBound(ExPostFunction[Release]):
    """An ex-post function of a noise-reduction release that depends on its last parameter only
    (ε or time), up to the grid's end, where its worst case ``sup`` is."""

    __slots__ = ()
    _what: ClassVar[str]
    _end_field: ClassVar[str]
    """The field holding the grid's end: its largest ε, or its smallest time."""
    _end_is_largest: ClassVar[bool]
    sensitivity: Fraction | float

    @abc.abstractmethod
    def _at(self, parameter: float) -> float:
        """E at a last parameter of the grid, rounded up."""

    @override
    def __call__(self, release: Release, /) -> float:
        end: float = getattr(self, self._end_field)
        return self._at(_last_parameter(release, self._what, end, end_is_largest=self._end_is_largest))

    @property
    @override
    def sup(self) -> float:
        end: float = getattr(self, self._end_field)
        return self._at(end)

    def _shown_sensitivity(self) -> dict[str, object]:
        return {} if self.sensitivity == 1 else {"sensitivity": plain(self.sensitivity)}


# --------------------------------------------------------------------------------------------
# Laplace noise reduction: E = Δ1·ε_T, δ = 0
# --------------------------------------------------------------------------------------------

@final
@attrs.frozen(repr=False)
class LaplaceExPost(_GridBound):
    """``E(release) = Δ1·ε_T``: Δ1 times the ε of the last released level, rounded up; build it with
    ``laplace_expost``.

    ``sup`` is ``Δ1·ε_K`` at the largest ε of the grid; a release past it is refused (it is not one
    of the mechanism's releases).
    """

    largest_epsilon: float = attrs.field(converter=as_float)
    sensitivity: Fraction | float = attrs.field(default=1)

    def __attrs_post_init__(self) -> None:
        float_parameter("largest_epsilon", self.largest_epsilon, "the finest level of the grid")
        if type(self.largest_epsilon) is not float:
            msg = f"largest_epsilon={self.largest_epsilon!r} must be a float (build it with laplace_expost(...))"
            raise InvalidArgument(msg)
        _sensitivity(self.sensitivity)

    _what: ClassVar[str] = "epsilon"
    _end_field: ClassVar[str] = "largest_epsilon"
    _end_is_largest: ClassVar[bool] = True

    @override
    def _at(self, parameter: float) -> float:
        return float_up(Fraction(self.sensitivity) * Fraction(parameter))

    @override
    def __repr__(self) -> str:
        return call_text("laplace_expost", self.largest_epsilon, **self._shown_sensitivity())


def laplace_expost(largest_epsilon: float | Fraction, *, sensitivity: float | Fraction = 1) -> LaplaceExPost:
    """The ex-post function ``E = Δ1·ε_T`` of Laplace noise reduction (δ = 0) [derived].

    Laplace noise reduction stopped at level T has privacy loss ``|L| ≤ Δ1·ε_T`` on every path,
    whatever the stopping function (the loss of the whole prefix is that of the last release,
    which is ``Lap(1/ε_T)`` noise: Rogers–Samorodnitsky–Wu–Ramdas 2023, Lemma 2.1 and Def 4.2).

    Args:
        largest_epsilon: ε_K, the finest level of the grid (``sup`` is ``Δ1·ε_K``).
        sensitivity: Δ1 > 0, the statistic's L1 sensitivity.

    Returns:
        A ``LaplaceExPost``; its value on a release is ``Δ1·ε_T`` rounded up.

    Raises:
        InvalidArgument: a value that is not a finite real ``> 0`` (NaN, ±inf, a bool).

    Privacy: ``(E, 0)``-ex-post privacy of ``laplace_noise_reduction`` with the same grid and
        sensitivity. Proof: docs/reference/expost-proofs.md, "Laplace noise reduction".

    Example:
        >>> e = laplace_expost(2.0, sensitivity=0.5)
        >>> e(((0.5, 3.1), (1.0, 2.9))), e.sup
        (0.5, 1.0)
        >>> e
        laplace_expost(2.0, sensitivity=0.5)
    """
    eps = float_parameter("largest_epsilon", largest_epsilon, "the finest level of the grid")
    return LaplaceExPost(eps, plain(_sensitivity(sensitivity)))  # type: ignore[arg-type]  # plain keeps the checked number


# --------------------------------------------------------------------------------------------
# Brownian noise reduction: the linear boundary
# --------------------------------------------------------------------------------------------

@final
@attrs.frozen(repr=False)
class BrownianLinearBoundary(_GridBound):
    """``E_a(t) = Δ²/(2t) + a + Δ²·ln(1/δ)/(2at)`` at the last released time t, rounded up; build it
    with ``brownian_linear_boundary``.

    ``sup`` is the value at ``smallest_time``, the end of the grid (E decreases in t); a release
    whose last time is below it is refused (it is not one of the mechanism's releases).
    """

    delta: float | Fraction = attrs.field()
    smallest_time: float = attrs.field(converter=as_float)
    a: float = attrs.field(converter=as_float)
    sensitivity: Fraction | float = attrs.field(default=1)
    _slope: Fraction = attrs.field(init=False, repr=False, eq=False)
    """``Δ²/2 + Δ²·ln(1/δ)/(2a)``, exactly, with ln(1/δ) rounded up: ``E_a(t) = slope/t + a``."""

    def __attrs_post_init__(self) -> None:
        d = positive_delta_down("delta", self.delta)
        if type(self.smallest_time) is not float or type(self.a) is not float:
            msg = "smallest_time and a must be floats (build a BrownianLinearBoundary with brownian_linear_boundary(...))"
            raise InvalidArgument(msg)
        float_parameter("smallest_time", self.smallest_time, "the last time of the grid")
        float_parameter("a", self.a, "the boundary's intercept")
        d2 = Fraction(_sensitivity(self.sensitivity)) ** 2
        object.__setattr__(self, "_slope", d2 / 2 + d2 * Fraction(log_inv_up(d)) / (2 * Fraction(self.a)))

    def at_time(self, t: float) -> float:
        """``E_a(t)``, an upper bound of the exact value: the only rounded quantity is ``ln(1/δ)``
        (rounded up, from δ rounded down to a float), the rest is exact rational arithmetic on the
        floats, and the sum is rounded up once."""
        tt = t if type(t) is float and 0 < t < math.inf else float_parameter("t", t, "a time of the grid")
        return float_up(self._slope / Fraction(tt) + Fraction(self.a))

    _what: ClassVar[str] = "time"
    _end_field: ClassVar[str] = "smallest_time"
    _end_is_largest: ClassVar[bool] = False

    @override
    def _at(self, parameter: float) -> float:
        return self.at_time(parameter)

    @override
    def __repr__(self) -> str:
        return call_text("brownian_linear_boundary", plain(self.delta), self.smallest_time,
                         **self._shown_sensitivity(), a=self.a)


def brownian_linear_boundary(
    delta: float | Fraction,
    smallest_time: float | Fraction,
    *,
    sensitivity: float | Fraction = 1,
    a: float | Fraction | None = None,
    target_time: float | Fraction | None = None,
) -> BrownianLinearBoundary:
    """The linear-boundary ex-post function of Brownian noise reduction [derived].

    ``E_a(t) = Δ²/(2t) + a + Δ²·ln(1/δ)/(2at)``, evaluated at the last released time t. With
    ``s = 1/t`` the privacy loss of Brownian noise reduction is a Brownian motion with drift in s,
    and a standard Brownian motion crosses the line ``a + bs`` with probability ``e^(−2ab)``; so
    ``Pr[L > E_a(t_T)] ≤ δ`` for *every* stopping function T (time-uniform).

    ``a`` sets where the bound is tight: ``a = ln(1/δ)`` (the default) gives
    ``E(t) = ln(1/δ) + Δ²/t``; ``target_time=t*`` takes ``a = Δ·√(ln(1/δ)/(2t*))``, which
    minimises ``E(t*) = Δ²/(2t*) + Δ·√(2 ln(1/δ)/t*)``, the zCDP→DP conversion (Bun–Steinke 2016,
    Prop 1.3) at ρ = Δ²/(2t*). Any a > 0 gives a valid bound; only the value of E is rounded (up).

    Args:
        delta: δ in (0, 1), the probability that the bound fails.
        smallest_time: the last (smallest) time of the grid; ``sup`` is ``E_a`` there.
        sensitivity: Δ2 > 0, the statistic's L2 sensitivity.
        a: the boundary's intercept a > 0 (default ``ln(1/δ)``); not with ``target_time``.
        target_time: t* > 0, to take the a that minimises ``E(t*)``.

    Returns:
        A ``BrownianLinearBoundary`` (its repr shows the a it uses).

    Raises:
        InvalidArgument: δ not in (0, 1); a time, Δ or a not a finite real ``> 0`` (NaN, ±inf, a
            bool); both ``a`` and ``target_time``.

    Privacy: ``(E_a, δ)``-ex-post privacy of ``brownian_noise_reduction`` for a statistic of L2
        sensitivity Δ, under every stopping function that sees only the releases. Proof:
        docs/reference/expost-proofs.md, "The linear boundary".

    Example:
        >>> e = brownian_linear_boundary(1e-6, 0.01, target_time=1.0)
        >>> e.at_time(1.0)   # 1/2 + √(2 ln 10⁶) = 5.75652176975693198…, rounded up
        5.75652176975693...
        >>> d = brownian_linear_boundary(0.05, 0.01)
        >>> d(((100.0, 3.0), (1.0, 0.2))) >= math.log(20) + 1, d.sup >= math.log(20) + 100
        (True, True)
    """
    if a is not None and target_time is not None:
        msg = "pass at most one of a= (the intercept) or target_time= (to choose the a that is tightest there)"
        raise InvalidArgument(msg)
    d = positive_delta_down("delta", delta)
    sens = _sensitivity(sensitivity)
    t_min = float_parameter("smallest_time", smallest_time, "the last time of the grid")
    if a is not None:
        a_f = float_parameter("a", a, "the boundary's intercept")
    elif target_time is not None:
        t_star = float_parameter("target_time", target_time, "the time where the bound is to be tightest")
        a_f = float_up(Fraction(sens)) * math.sqrt(log_inv_up(d) / (2 * t_star))
        if not (math.isfinite(a_f) and a_f > 0):
            msg = f"target_time={target_time!r} gives an intercept a = {a_f!r} outside the float range; pass a= instead"
            raise InvalidArgument(msg)
    else:
        a_f = log_inv_up(d)
    return BrownianLinearBoundary(plain(check_real("delta", delta)), t_min, a_f, plain(sens))  # type: ignore[arg-type]  # plain keeps the checked numbers


# --------------------------------------------------------------------------------------------
# Privacy-loss functions (Def 2.3), in plain floats
# --------------------------------------------------------------------------------------------

def _coordinates(name: str, value: object) -> tuple[float, ...]:
    items: Sequence[object] = value if isinstance(value, (tuple, list)) else (value,)
    if not items:
        msg = f"{name}=() has no coordinates; pass a real number or a non-empty tuple of them"
        raise InvalidArgument(msg)
    out = []
    for i, v in enumerate(items):
        n = f"{name}[{i}]" if len(items) > 1 else name
        r = check_real(n, v)
        if not -sys.float_info.max <= r <= sys.float_info.max:  # NaN, ±inf, or past the float range (10**400)
            msg = f"{n}={v!r} must be a finite real a float holds"
            raise InvalidArgument(msg)
        out.append(float(r))
    return tuple(out)


def _three(y: object, fx: object, fx_neighbour: object) -> tuple[tuple[float, ...], ...]:
    vs = (_coordinates("y", y), _coordinates("fx", fx), _coordinates("fx_neighbour", fx_neighbour))
    if len({len(v) for v in vs}) != 1:
        msg = f"y, fx and fx_neighbour must have one dimension; they have {[len(v) for v in vs]}"
        raise InvalidArgument(msg)
    return vs


def laplace_loss(y: Value, fx: Value, fx_neighbour: Value, *, epsilon: float) -> float:
    """The privacy loss ``ε·(‖y − f(x′)‖₁ − ‖y − f(x)‖₁)`` of ``f(x) + Lap(1/ε)`` at the output y
    (Rogers–Samorodnitsky–Wu–Ramdas 2023, Def 2.2, Def 2.3), i.i.d. noise per coordinate.

    ``|L| ≤ ε·‖f(x) − f(x′)‖₁`` by the triangle inequality (their Lemma 2.1). Plain floats.

    Example:
        >>> laplace_loss(0.2, 0.0, 1.0, epsilon=2.0)   # 2·(0.8 − 0.2)
        1.2000000000000002
    """
    ys, a, b = _three(y, fx, fx_neighbour)
    eps = float_parameter("epsilon", epsilon, "the Laplace level")
    return eps * (math.fsum(abs(yi - bi) for yi, bi in zip(ys, b, strict=True))
                  - math.fsum(abs(yi - ai) for yi, ai in zip(ys, a, strict=True)))


def gaussian_loss(y: Value, fx: Value, fx_neighbour: Value, *, rho: float) -> float:
    """The privacy loss ``(ρ/2)·(‖y − f(x′)‖² − ‖y − f(x)‖²)`` of the Gaussian mechanism with
    parameter ρ, ``N(f(x), I/ρ)`` (Rogers–Samorodnitsky–Wu–Ramdas 2023, Def 2.5, Def 2.3).

    Under x it is ``N(ρ‖u‖²/2, ρ‖u‖²)`` with ``u = f(x) − f(x′)``. Plain floats.

    Example:
        >>> gaussian_loss(0.0, 0.0, 1.0, rho=1.0)     # at y = f(x): ρ‖u‖²/2
        0.5
    """
    ys, a, b = _three(y, fx, fx_neighbour)
    r = float_parameter("rho", rho, "the Gaussian parameter (the noise variance is 1/rho)")
    far = math.fsum((yi - bi) ** 2 for yi, bi in zip(ys, b, strict=True))
    near = math.fsum((yi - ai) ** 2 for yi, ai in zip(ys, a, strict=True))
    return r / 2 * (far - near)


def brownian_loss(y: Value, fx: Value, fx_neighbour: Value, *, time: float) -> float:
    """The privacy loss of Brownian noise reduction at a release ``(t, y)``, ``y = f(x) + B(t)``:
    ``(‖y − f(x′)‖² − ‖y − f(x)‖²)/(2t) = ‖u‖²/(2t) + ⟨u, B(t)⟩/t``.

    By Lemma 4.1 of Rogers–Samorodnitsky–Wu–Ramdas 2023 it is also the loss of the whole released
    prefix ending at ``(t, y)``. It is ``gaussian_loss`` with ρ = 1/t. Plain floats.

    Example:
        >>> brownian_loss(0.7, 0.7, -0.3, time=2.0)   # B(t) = 0: ‖u‖²/(2t)
        0.25
    """
    t = float_parameter("time", time, "the release's time, the noise variance")
    return gaussian_loss(y, fx, fx_neighbour, rho=1 / t)


"""The standard normal distribution ``Φ``, with rigorous rational bounds.

``Φ`` is computed with ``math.erfc``; the rigorous bounds assume that ``math.erfc`` is within a
relative error of ``2⁻⁴⁴`` (about 500 ulps) wherever its value is a normal float. The test-suite
checks it against mpmath at 50 digits (the measured error is below 6 ulps). ``phi`` and
``phi_inv`` are float approximations (for display and for placing grid points); the bounds
(``phi_bounds``, ``phi_inv_bounds``, ``normal_tail_bounds``) are what a guarantee may rest on.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Final

from ..prob import Interval, exp_bounds

_ZERO: Final = Fraction(0)
_ONE: Final = Fraction(1)

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


def phi(x: float) -> float:
    """``Φ(x)``, the standard normal CDF (float; accurate to a few ulps)."""
    return 0.5 * math.erfc(-x * _INV_SQRT2)


def phi_inv(p: float) -> float:
    """``Φ⁻¹(p)`` for ``0 < p < 1``: Acklam's rational approximation plus Halley steps on erfc."""
    if p <= 0:
        return -math.inf
    if p >= 1:
        return math.inf
    if p > 0.5:
        return -phi_inv(1.0 - p)  # 1 − p is exact for p ≥ 1/2
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
        e = phi(x) - p
        u = e * _SQRT_2PI * math.exp(x * x / 2)
        x = x - u / (1 + x * u / 2)
    return x


_INV_SQRT_2PI_LO: Final = Fraction(3989422804014326779, 10**19)  # 1/√(2π) = 0.398942280401432677939…
_INV_SQRT_2PI_HI: Final = Fraction(3989422804014326780, 10**19)
_TAIL_TERMS: Final = 8


def normal_tail_bounds(u: float | Fraction) -> tuple[Fraction, Fraction]:
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


def phi_bounds(x: float) -> tuple[Fraction, Fraction]:
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
        return normal_tail_bounds(-x)
    if z < -26.0:  # Φ(x) = 1 − Φ(−x)
        lo, hi = normal_tail_bounds(x)
        return 1 - hi, 1 - lo
    v = math.erfc(z) / 2  # exact halving: erfc(z) is a normal float here
    # 2⁻⁴⁸ more than the margin (and the factor 1.01) absorb the float rounding of these lines
    rel = _ERFC_REL + (2 * abs(z) + 2) * abs(z) * 2.0**-50 * 1.01 + 2.0**-48
    return max(_ZERO, Fraction(v * (1 - rel))), min(_ONE, Fraction(v * (1 + rel)))


def phi_inv_bounds(p: Fraction) -> tuple[float, float]:
    """Floats ``lo ≤ Φ⁻¹(p) ≤ hi`` for ``0 < p < 1``, verified through ``phi_bounds``.

    Above 1/2 it uses ``Φ⁻¹(p) = −Φ⁻¹(1 − p)``: ``1 − p`` is exact, and Φ is more precise in
    its lower tail than near 1.
    """
    if p > Fraction(1, 2):
        lo, hi = phi_inv_bounds(1 - p)
        return -hi, -lo
    pf = float(p)
    if not 0.0 < pf < 1.0:
        return -math.inf, math.inf
    z = phi_inv(pf)
    lo, hi = -math.inf, math.inf
    step = 4e-12 * (1 + abs(z))
    for _ in range(64):
        if phi_bounds(z - step)[1] <= p:
            lo = z - step
            break
        step *= 4
    step = 4e-12 * (1 + abs(z))
    for _ in range(64):
        if phi_bounds(z + step)[0] >= p:
            hi = z + step
            break
        step *= 4
    return lo, hi


"""Privacy odometers of Whitehouse et al. 2023 (seed 003 Thm 3), the Rogers et al. baseline, and the
time-uniform martingale boundaries they are built from (seed 003 App. B, Thms 4–6).

An odometer is a sequence of running upper bounds ``U_n`` on the realised privacy loss
``L_{1:n}(x, x')``. They are valid at every step at once: ``P(∃n: L_{1:n} > U_n) ≤ δ' + δ''``.
They are functions of the "intrinsic time" ``V_n = Σ_{m≤n} ε_m²``. The bound at step ``n`` uses
``ε_{1:n}``, including the n-th mechanism, whose level is known before it runs (seed 003 §2.9,
flag on Def. 6). After the children's δ_m sum past δ'' (step ``n > N``), every bound is ∞.

These are accounting functions over parameters, not accumulators. Their guarantee is a
high-probability bound on the loss, not a level ``G(d_1, …, d_k)``. To budget with one, fix a
level and use it as a filter (DESIGN.md §3).

**They assume pDP children.** Each mechanism must be ``(ε_n, δ_n)``-*probabilistically* DP given
the past, ``P(|L_n| > ε_n) ≤ δ_n``. That is strictly stronger than (ε_n, δ_n)-DP (seed 003 App. F
has a mechanism that is DP but not pDP). Pure ε-DP mechanisms are (ε, 0)-pDP. Seed 003 Lemma 2's
DP → pDP conversion is false as printed (research/ERRATA.md A1), so none is offered.

Every value is rounded up, and every ∞ region is decided in exact arithmetic.

Example:
    >>> y = y_star(1.0, 1e-6)
    >>> round(filter_odometer(y, 1e-6, y), 9), round(mixture_odometer(1.0, 1e-6, 0.01), 6)
    (1.0, 6.206891)
    >>> stitched_odometer(5e-5, 1e-6, 1e-4)   # V < v0
    inf
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Final

from .._arith import add_up, exp_up, float_down, float_up, log_down, log_inv_up, log_up, mul_up, positive_delta_down, sqrt_up, up
from .._validation import check_callable, check_nonneg, check_positive, check_positive_int, check_probability
from ..errors import InvalidArgument
from ..measures import EpsDelta, Epsilon
from .bounds import _levels
from .filter_rules import y_star  # noqa: F401  (doctests)

__all__ = [
    "filter_odometer",
    "linear_boundary",
    "linear_boundary_delta",
    "mixture_boundary",
    "mixture_odometer",
    "odometer_path",
    "rogers_baseline_odometer",
    "stitched_boundary",
    "stitched_odometer",
]


_C_STITCH: Final = float_up(Fraction(17, 10))
_C_LOG: Final = float_up(Fraction(72, 100))
_C_INSIDE: Final = Fraction(52, 10)
"""Seed 003 Thm 6: 1.7, 0.72 and 5.2 (§4 prints "5·2", a conversion artifact; ERRATA A6)."""


def _inv_e_below() -> Fraction:
    """A rational within 1/40! below 1/e: the partial sum of ``Σ (−1)^k / k!`` up to k = 39.

    The series alternates with decreasing terms, so a partial sum ending on a negative term is
    below the limit. No float lies between it and 1/e.
    """
    s, term = Fraction(0), Fraction(1)
    for k in range(40):
        s += term if k % 2 == 0 else -term
        term /= k + 1
    return s


_INV_E_LO: Final = _inv_e_below()


def _v(value: object, name: str = "v") -> Fraction:
    """A finite ``V ≥ 0`` as an exact ``Fraction``."""
    return Fraction(check_nonneg(name, value))


def _positive(name: str, value: object) -> Fraction:
    return Fraction(check_positive(name, value))


def _log1p_up(x: float) -> float:
    """An upper bound of ``ln(1 + x)`` for ``x ≥ 0`` (libm's log1p is within an ulp)."""
    return 0.0 if x == 0 else up(up(math.log1p(x)))


def _half_v_up(v: Fraction) -> float:
    return float_up(v / 2)


def linear_boundary(v: float | Fraction, a: float | Fraction, b: float | Fraction) -> float:
    """Seed 003 Thm 4: the line ``b/2 + (b/(2a))·V``, rounded up.

    If each increment of ``M_n`` (with ``M_0 = 0``) is ``σ_n²``-subGaussian given the past, ``σ_n``
    is predictable and ``V_n = Σ σ_m²``, then
    ``P(∃n: M_n ≥ b/2 + (b/(2a))·V_n) ≤ exp(−b²/(2a))`` (``linear_boundary_delta``).

    Args:
        v: intrinsic time ``V ≥ 0``.
        a: ``a > 0``, where the line crosses ``√(2·ln(1/δ)·V)`` tangentially (``V = a``).
        b: ``b > 0``.

    Returns:
        An upper bound of ``b/2 + b·V/(2a)``.

    Raises:
        InvalidArgument: for a negative, NaN or infinite ``v``, or ``a``, ``b`` not in ``(0, ∞)``.

    Example:
        >>> linear_boundary(1, 2, 4)
        3.0

    References:
        seed 003 App. B Thm 4 (Ville's inequality on ``exp((b/a)M_n − (b²/(2a²))V_n)``).
    """
    vv, aa, bb = _v(v), _positive("a", a), _positive("b", b)
    return float_up(bb / 2 + bb * vv / (2 * aa))


def linear_boundary_delta(a: float | Fraction, b: float | Fraction) -> float:
    """Seed 003 Thm 4's crossing probability ``exp(−b²/(2a))``, rounded up.

    With ``a = y*`` and ``b = √(2·ln(1/δ')·y*)`` it is δ'. The source's Lemma 9 prints
    ``exp(−b²/a)``, which would be δ'² (research/ERRATA.md A5).

    Example:
        >>> linear_boundary_delta(1, 2)   # e^-2 = 0.135335283236612691…, rounded up
        0.13533528323661276

    References:
        seed 003 App. B Thm 4.
    """
    aa, bb = _positive("a", a), _positive("b", b)
    return min(1.0, exp_up(-float_down(bb * bb / (2 * aa))))


def mixture_boundary(v: float | Fraction, delta: float | Fraction, gamma: float | Fraction) -> float:
    """Seed 003 Thm 5: ``√(2(V + γ)·ln((1/δ)·√((V + γ)/γ)))``, rounded up.

    Under the assumptions of Thm 4,
    ``P(∃n: M_n ≥ √(2(V_n + γ)·ln((1/δ)·√((V_n + γ)/γ)))) ≤ δ``.

    Args:
        v: intrinsic time ``V ≥ 0``.
        delta: δ in ``(0, 1)``.
        gamma: the mixture's precision ``γ > 0``: a tuning parameter (smaller γ is tighter at small
            V). The bound is not monotone in γ.

    Example:
        >>> round(mixture_boundary(1.0, 1e-6, 0.01), 6)   # u^M(1) − 1/2, seed 003 §5
        5.706891

    References:
        seed 003 App. B Thm 5 (Howard et al. 2021, Gaussian mixture).
    """
    return _mixture(_v(v), positive_delta_down("delta", delta), _positive("gamma", gamma))


def _mixture(vv: Fraction, dp: float, gg: Fraction) -> float:
    inner = add_up(log_inv_up(dp), mul_up(0.5, _log1p_up(float_up(vv / gg))))
    return sqrt_up(mul_up(2.0, mul_up(float_up(vv + gg), inner)))


def stitched_boundary(v: float | Fraction, delta: float | Fraction, v0: float | Fraction) -> float:
    """Seed 003 Thm 6: ``1.7·√(V·(ln ln(2V/v0) + 0.72·ln(5.2/δ)))`` for ``V ≥ v0``, else ∞.

    If both ``ΔM_n`` and ``−ΔM_n`` are ``σ_n²``-subGaussian given the past, then
    ``P(∃n: V_n ≥ v0 and M_n ≥ 1.7·√(V_n·(ln ln(2V_n/v0) + 0.72·ln(5.2/δ)))) ≤ δ``.
    It says nothing before ``V`` reaches ``v0``, hence ∞ there (decided exactly).

    Args:
        v: intrinsic time ``V ≥ 0``.
        delta: δ in ``(0, 1)``.
        v0: ``v0 > 0``, where the boundary starts. Larger v0 is tighter later, and the bound is
            not monotone in v0.

    Example:
        >>> round(stitched_boundary(1e-4, 1e-6, 1e-4), 6)   # u^S(1e-4) − 5e-5, seed 003 §5
        0.055784

    References:
        seed 003 App. B Thm 6 (Howard et al. 2021, stitching); constant 5.2 per research/ERRATA.md A6.
    """
    return _stitched(_v(v), positive_delta_down("delta", delta), _positive("v0", v0))


def _stitched(vv: Fraction, dp: float, v00: Fraction) -> float:
    if vv < v00:
        return math.inf
    loglog = log_up(log_up(float_up(2 * vv / v00)))
    inner = add_up(loglog, mul_up(_C_LOG, log_up(float_up(_C_INSIDE / Fraction(dp)))))
    return mul_up(_C_STITCH, sqrt_up(mul_up(float_up(vv), inner)))


def filter_odometer(v: float | Fraction, delta_prime: float | Fraction, tangent_at: float | Fraction) -> float:
    """Seed 003 Thm 3(1), the filter odometer: ``√(2y·L)/2 + √(2L)/(2√y)·V + V/2``, rounded up.

    Here ``L = ln(1/δ')`` and ``y = tangent_at``. It is Thm 4's line with ``a = y`` and ``b = √(2L·y)``
    (so ``exp(−b²/(2a)) = δ'``), plus the compensator bound ``V/2`` (seed 003 Lemma 10). It is tangent at
    ``V = y`` to the advanced-composition curve ``g(V) = √(2L·V) + V/2`` (``whitehouse_epsilon``), and
    above it everywhere else, since g is concave. With ``tangent_at = y_star(ε, δ')`` it touches g
    where ``g = ε``.

    Privacy: assumes ``(ε_n, δ_n)``-pDP children (module docstring). Then
    ``odometer_path(levels, δ'', lambda v: filter_odometer(v, δ', y))`` bounds the realised loss at
    all steps with probability ``≥ 1 − δ' − δ''``.

    Args:
        v: ``V_n = Σ_{m≤n} ε_m² ≥ 0``.
        delta_prime: δ' in ``(0, 1)``.
        tangent_at: the tangent point ``y > 0`` (seed 003's ``y*``). The theorem holds for every ``y``,
            and the bound is not monotone in it.
            The printed formula for y* solves ``g = ε/2`` (research/ERRATA.md A4), so pass
            ``y_star(ε, δ')`` for the true root.

    Example:
        >>> round(filter_odometer(1.0, 1e-6, y_star(1.0, 1e-6)), 5)   # seed 003 §5: 15.052409
        15.05241

    References:
        seed 003 Thm 3(1), App. B Thm 4, App. E.
    """
    vv = _v(v)
    dp = positive_delta_down("delta_prime", delta_prime)
    y = _positive("tangent_at", tangent_at)
    log_inv = log_inv_up(dp)
    y_up = float_up(y)
    b = sqrt_up(mul_up(mul_up(2.0, log_inv), y_up))
    return add_up(linear_boundary(vv, y, b), _half_v_up(vv))


def mixture_odometer(v: float | Fraction, delta_prime: float | Fraction, gamma: float | Fraction) -> float:
    """Seed 003 Thm 3(2), the mixture odometer: ``√(2·ln((1/δ')·√((V+γ)/γ))·(γ + V)) + V/2``.

    Thm 5's boundary at ``δ = δ'``, plus ``V/2``, rounded up. Its rate is ``O(√(V log V))``. It is
    never below ``g(V) = √(2·ln(1/δ')·V) + V/2``.

    Privacy: assumes pDP children (module docstring).

    Args:
        v: ``V_n ≥ 0``.
        delta_prime: δ' in ``(0, 1)``.
        gamma: ``γ > 0``, a tuning parameter. Seed 003 suggests optimising it for a target V.
            Its "in terms of ρ" means γ.

    Example:
        >>> round(mixture_odometer(0.1, 1e-6, 0.01), 6)   # seed 003 §5
        1.867465

    References:
        seed 003 Thm 3(2), App. B Thm 5.
    """
    vv = _v(v)
    boundary = _mixture(vv, positive_delta_down("delta_prime", delta_prime), _positive("gamma", gamma))
    return add_up(boundary, _half_v_up(vv))


def stitched_odometer(v: float | Fraction, delta_prime: float | Fraction, v0: float | Fraction) -> float:
    """Seed 003 Thm 3(3), the stitched odometer: ∞ while ``V < v0``, then
    ``1.7·√(V·(ln ln(2V/v0) + 0.72·ln(5.2/δ'))) + V/2``, rounded up.

    Its rate is ``O(√(V log log V))``, the rate of the law of the iterated logarithm.

    Privacy: assumes pDP children (module docstring). Thm 6 needs two-sided subGaussian
    increments, and bounded privacy-loss increments are two-sided subGaussian.

    Args:
        v: ``V_n ≥ 0``.
        delta_prime: δ' in ``(0, 1)``.
        v0: ``v0 > 0``.

    Example:
        >>> round(stitched_odometer(10, 1e-6, 1e-4), 6)   # seed 003 §5
        24.851557

    References:
        seed 003 Thm 3(3), App. B Thm 6 (constant 5.2, research/ERRATA.md A6).
    """
    vv = _v(v)
    b = _stitched(vv, positive_delta_down("delta_prime", delta_prime), _positive("v0", v0))
    return math.inf if math.isinf(b) else add_up(b, _half_v_up(vv))


def _check_rogers_delta(value: object) -> float:
    d = check_probability("delta_prime", value)
    if Fraction(d) > _INV_E_LO:
        msg = f"delta_prime={value!r} must be <= 1/e = 0.36787944… (Rogers et al. 2016, Thm 6.5)"
        raise InvalidArgument(msg)
    return positive_delta_down("delta_prime", d)




def rogers_baseline_odometer(v: float | Fraction, delta_prime: float | Fraction, dataset_size: int) -> float:
    """BASELINE: the Rogers–Roth–Ullman–Vadhan 2016 odometer, transcribed as seed 003 Lemma 3
    prints it. Use it only for comparison with the Thm 3 odometers.

    With ``|x| = dataset_size`` and ``L_2 = log₂|x|``:

    - if ``1/|x|² ≤ V ≤ 1``: ``√(2V·(ln(110e) + 2·ln(ln|x|/δ'))) + V/2``;
    - otherwise: ``√(2·(1/|x|² + V)·(1 + ½·ln(1 + |x|²·V))·ln ln((4/δ')·L_2)) + V/2``.

    Rounded up, with the case split decided exactly. Seed 003 doubts the transcription (its
    conversion may have swapped the cases, or garbled the ``log log`` argument), and Rogers et
    al.'s original was not available to check it. As printed, the bound is **not monotone in V**:
    it drops when V passes 1 (at ``|x| = 1000``, ``δ' = 1e-6``, from 9.1 to 7.2). Seed 003
    criticises it for depending on ``|x|`` and for loosening outside ``[1/|x|², 1]``.

    Privacy: assumes pDP children (module docstring), ``δ' ≤ 1/e``, and ``|x|`` the size of the
    dataset.

    Args:
        v: ``V_n ≥ 0``.
        delta_prime: δ' in ``(0, 1/e]``.
        dataset_size: ``|x| ≥ 2``, an int (``ln ln |x|`` needs it).

    Raises:
        InvalidArgument: for ``δ' > 1/e``, ``|x| < 2``, or a bad ``v``.

    Example:
        >>> round(rogers_baseline_odometer(0.01, 1e-6, 1000), 6)
        0.867517
        >>> round(rogers_baseline_odometer(1.0, 1e-6, 1000), 2), round(rogers_baseline_odometer(1.01, 1e-6, 1000), 2)
        (9.13, 7.27)

    References:
        seed 003 Lemma 3 (Rogers–Roth–Ullman–Vadhan 2016, Thm 6.5), as printed.
    """
    vv = _v(v)
    dp = _check_rogers_delta(delta_prime)
    n = check_positive_int("dataset_size", dataset_size)
    if n < 2:
        msg = f"dataset_size={dataset_size!r} must be an int >= 2 (the bound takes ln ln |x|)"
        raise InvalidArgument(msg)
    half_v = _half_v_up(vv)
    log_n = up(up(math.log(n)))  # math.log takes an int of any size; float(n) would overflow
    if Fraction(1, n * n) <= vv <= 1:
        inside = add_up(add_up(1.0, log_up(110.0)), mul_up(2.0, log_up(float_up(Fraction(log_n) / Fraction(dp)))))
        return add_up(sqrt_up(mul_up(mul_up(2.0, float_up(vv)), inside)), half_v)
    log2_n = float_up(Fraction(log_n) / Fraction(log_down(2.0)))
    loglog = log_up(log_up(float_up(4 * Fraction(log2_n) / Fraction(dp))))
    growth = add_up(1.0, mul_up(0.5, log_up(float_up(1 + n * n * vv))))
    total = mul_up(mul_up(mul_up(2.0, float_up(Fraction(1, n * n) + vv)), growth), loglog)
    return add_up(sqrt_up(total), half_v)


def odometer_path(levels: Sequence[EpsDelta | Epsilon], delta_pp: float | Fraction,
                  odometer: Callable[[Fraction], float]) -> tuple[float, ...]:
    """The running bounds ``U_1, …, U_n`` of an odometer over the children's levels.

    ``U_n = odometer(V_n)`` with ``V_n = Σ_{m≤n} ε_m²`` (exact, including the n-th child). ``U_n = ∞``
    once ``Σ_{m≤n} δ_m > δ''``, i.e. for ``n > N = inf{n: δ'' < Σ_{m≤n+1} δ_m}`` (seed 003 Thm 3).

    Privacy: if child ``n`` is ``(ε_n, δ_n)``-pDP given the past, with its parameters chosen before
    it runs, then ``P(∃n: L_{1:n} > U_n) ≤ δ' + δ''``. Here δ' is the one the odometer function was
    built with. DP children are not enough (module docstring).

    Args:
        levels: the children's pDP levels ``(ε_n, δ_n)``. An ``Epsilon`` counts as ``(ε, 0)``.
        delta_pp: δ'' in ``[0, 1]``, the budget for ``Σ δ_n``.
        odometer: a function of ``V``, e.g. ``lambda v: mixture_odometer(v, 1e-6, 0.01)``.

    Returns:
        A tuple of ``len(levels)`` bounds.

    Example:
        >>> path = odometer_path([EpsDelta(0.1, 0.0), EpsDelta(0.1, 1e-7), EpsDelta(0.1, 1e-7)], 1e-7,
        ...                      lambda v: filter_odometer(v, 1e-6, 0.02))
        >>> [round(u, 6) for u in path]
        [0.562538, 0.753384, inf]
        >>> odometer_path([EpsDelta(0.1, 1e-7)] * 2, 1e-7, lambda v: stitched_odometer(v, 1e-6, 0.015))
        (inf, inf)

    References:
        seed 003 Thm 3, Def. 6 (with ``U_n = u_n(ε_{1:n}, δ_{1:n})``, §2.9).
    """
    checked = _levels(levels)
    dpp = Fraction(check_probability("delta_pp", delta_pp))
    check_callable("odometer", odometer)
    v: Fraction | None = Fraction(0)  # None once some ε_m = ∞: every later bound is ∞
    d = Fraction(0)
    out: list[float] = []
    for lv in checked:
        v = None if v is None or math.isinf(lv.epsilon) else v + Fraction(lv.epsilon) ** 2
        d += Fraction(lv.delta)
        out.append(math.inf if v is None or d > dpp else odometer(v))
    return tuple(out)

"""Optimal composition of (ε_i, δ_i)-DP mechanisms: the exact Kairouz–Oh–Viswanath bound.

The composition of ``k`` mechanisms, the i-th ``(ε_i, δ_i)``-DP, is ``(ε_g, δ_g)``-DP for the least
``ε_g ≥ 0`` with (Murtagh–Vadhan 2016, Thm 1.5; seed 004 Thm 1.3 / 5.3)::

    Σ_{S ⊆ [k]} max(0, e^{Σ_{i∈S} ε_i} − e^{ε_g}·e^{Σ_{i∉S} ε_i}) / Π_i (1 + e^{ε_i})  ≤  1 − (1 − δ_g)/Π_i (1 − δ_i)

and no smaller ``ε_g`` holds for every choice of such mechanisms. With all ``(ε_i, δ_i)`` equal it is
Kairouz–Oh–Viswanath 2015, Thm 3.3 (a binomial sum). When the right side is negative no ``ε_g``
exists: the functions then return ``ε = inf`` (no guarantee), never raise.

How it is computed. The left side is the hockey-stick divergence at ``ε_g`` of two product
distributions (k randomized responses), so with the atoms of the privacy loss ``L`` sorted from
the largest value down, and ``P_m``, ``Q_m`` the two masses of the first ``m`` atoms, it equals
``max_m (P_m − e^{ε_g} Q_m)``; hence ``ε_g = max(0, max_{m: P_m > R} log((P_m − R)/Q_m))`` with ``R``
the right side. No bisection is needed. The atoms are, for equal ``ε`` (grouped binomially), the
``k + 1`` values of a binomial law; for distinct ``ε`` the sums over subsets (the exact path,
used while the grouped count ``Π(c_g + 1)`` of atoms is at most 2²¹, i.e. always for ``k ≤ 21``).

Rounding: the result is never below the exact value. Each atom's ``ln P`` is computed with
Loader's (2000) saddle-point form ``½·ln(k/(2π·n·m)) + δ(k) − δ(n) − δ(m) − bd0(n, kp) − bd0(m, kq)``
(``δ`` the Stirling remainder: 40-digit decimals below 64, its series with a bounded remainder
above; ``bd0`` by a positive series near the mode), so no two terms of size ``k`` cancel, and
with an a-priori bound of its rounding error under the model that ``+ − × /`` are correctly
rounded and ``exp``, ``log``, ``log1p``, ``expm1`` (libm or NumPy) are within 4 ulps; each bound
is then doubled (measured errors stay below 5% of the undoubled bounds). Prefix sums are taken
in linear scale on segments whose running maximum varies by less than ``e^{500}`` (no
underflow), joined in log space with errors weighted by each part's share. Each prefix's root
is bounded twice, as ``ln(P_m − R) − ln Q_m`` and as ``ln(1 − R/P_m) − ln(1 − B_m/P_m)`` with
``B_m/P_m`` a weighted mean of ``1 − e^{−L} ≥ 0`` (accurate when ``ε_g`` is small), always with
``P`` rounded up and ``Q``, ``R`` down, and the smaller bound kept; the float rounding of the
atoms' ``L`` is added as a shift. Measured against mpmath at 50 digits, the relative excess is
below 1e-11 on the seed-004 rows, at ``k = 10⁴``, ``k·ε = 700`` and ``ε = 10⁻⁶``, and on thousands of
random inputs. It can exceed 1e-9 only where ``ε_g`` itself is ill-conditioned (``δ_g`` within a
relative ~1e-6 of the total variation distance, so ``ε_g ≈ 0``): there the excess stays below a
few times the change that one ulp of ``δ_g`` makes. An ``ε_g`` above ``Σε_i`` is never returned
(``Σε_i`` always satisfies the condition when ``R ≥ 0``), and any numerical failure (a NaN
anywhere) falls back to it.

Beyond 2²¹ grouped atoms (many distinct ``ε_i``) the exact problem is #P-hard (Murtagh–Vadhan
2016, Thm 1.7) and :func:`optimal` returns the upper end of a certified interval computed on a
grid of the privacy loss (:mod:`combinators.accounting.heterogeneous`), refined until the interval
is at most 0.01 wide; :func:`optimal_interval` returns both ends. With ``grid=h`` it composes
instead each ``ε_i`` rounded *up* to ``h·ℕ``, an exact computation for larger ``ε``'s and therefore
an upper bound, whose error is stated in :func:`optimal`.

Bounded work. For ``k`` equal mechanisms only a window of atoms is kept: the tails beyond it
(each at most ``R·e^{−40}``, bounded by geometric series) are taken off ``R``. A window wider than
2¹⁷ atoms is grouped into blocks that are upper bounds of their atoms (:func:`_block_atoms`), and
refined where the loss is near the root; past ``k = 2⁵³`` a closed form is used
(:func:`optimal_homogeneous`). A caller's ``grid`` is bounded in steps and additions.
"""

from __future__ import annotations

import math
import sys
from collections import Counter
from collections.abc import Iterable
from decimal import Decimal, localcontext
from fractions import Fraction
from typing import Final

import numpy as np
import numpy.typing as npt

from .._arith import (add_up, down, float_down, float_up, fsum_up, log_down, log_up, mul_up, probability_down,
                      probability_up, up)
from .._validation import check_finite_nonneg, check_positive_int, check_real, check_sequence_of
from ..errors import InvalidArgument
from ..measures.distances import EpsDelta, loss_up
from .bounds import _homogeneous_up, _times_k_up
from .heterogeneous import lower_root, upper_atoms, window, work

__all__ = ["optimal", "optimal_admitted_count", "optimal_homogeneous", "optimal_interval"]

FArr = npt.NDArray[np.float64]

_U: Final = 2.0**-53
"""Unit roundoff of binary64."""
_K: Final = 8.0
"""Relative error allowed for each elementary function, in units of ``u``: 4 ulps (an ulp is at
most ``2u`` relative). libm's are within 1 ulp; NumPy's SIMD loops within a few."""
_SAFETY: Final = 2.0
"""Every a-priori error bound is multiplied by this (second-order terms, slack in the model);
measured rounding errors stay below 5% of the bounds before this factor."""
_LEVEL: Final = 500.0
"""Prefix sums are taken in linear scale on segments whose running maximum varies by < e^500."""
_STIRLING_FROM: Final = 64
_MAX_EXACT_ATOMS: Final = 1 << 21
_GRID_WORK: Final = 4e7
_MAX_COUNT: Final = 1 << 24
_EXACT_RHS_COUNT: Final = 1 << 12
"""Above this many mechanisms with δ_i > 0, a right side within rounding of 0 is taken as
negative (ε = inf) rather than decided by rational powers."""
_MAX_GRID: Final = 1 << 26
_MAX_USER_GRID: Final = 1 << 21
"""A caller's grid: at most this many grid steps (about 250 MB and a few seconds)..."""
_MAX_USER_GRID_WORK: Final = 1 << 27
"""... and this many additions in the convolution."""
_TOLERANCE: Final = 0.01
"""The default path for many distinct ε_i refines its loss grid until its certified interval is this narrow."""
_BRACKET_WORK: Final = 1 << 26
"""At most this many additions for each bound of the interval (about half a second)."""
_INF: Final = math.inf
_FLOAT_MAX: Final = sys.float_info.max
_TINIEST: Final = math.ulp(0.0)  # the smallest positive float


# ----------------------------------------------------------------------------------------------
# the law of k randomized responses, in log space with error bounds (Loader's decomposition)

_LN_2PI: Final = "1.837877066409345483560659472811235279723"
"""ln(2π) to 40 digits."""


def _stirlerr_table() -> FArr:
    """``δ(j) = ln j! − (j + ½)·ln j + j − ½·ln(2π)`` for ``1 ≤ j < 64``, from 40-digit decimals."""
    with localcontext() as ctx:
        ctx.prec = 40
        half_ln_2pi = Decimal(_LN_2PI) / 2
        out = [0.0]  # index 0 is never read
        lf = Decimal(0)
        for j in range(1, _STIRLING_FROM):
            lf += Decimal(j).ln()
            out.append(float(lf - (j + Decimal("0.5")) * Decimal(j).ln() + j - half_ln_2pi))
    return np.array(out)


_STIRLERR: Final = _stirlerr_table()


def _stirlerr(j: FArr) -> tuple[FArr, FArr]:
    """``δ(j)`` for ``j ≥ 1`` and an absolute error bound.

    From the table below 64, else Stirling's series ``1/(12j) − 1/(360j³) + 1/(1260j⁵) − 1/(1680j⁷)``,
    whose remainder is below ``1/(1188 j⁹) < 2e-20``.
    """
    small = j < _STIRLING_FROM
    jj = np.where(small, float(_STIRLING_FROM), j)
    inv = 1 / jj
    inv2 = inv * inv
    big = inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 / 1680)))
    val = np.where(small, _STIRLERR[np.where(small, j, 1.0).astype(np.int64)], big)
    return val, 8 * _U * np.abs(val) + 1e-19


_ATANH_TERMS: Final = [1.0 / (2 * j + 1) for j in range(1, 12)]


def _bd0(x: FArr, mean: float, mean_rel: float) -> tuple[FArr, FArr]:
    """``x·ln(x/M) + M − x ≥ 0`` (Loader 2000) for ``x ≥ 1`` and a bound of its absolute error.

    ``M`` is given with a relative error ``≤ mean_rel``; as ``∂/∂M = −(x − M)/M`` this costs
    ``mean_rel·|x − M|``, small for the atoms that matter. With ``v = (x − M)/(x + M)``, for
    ``|v| < 0.1`` the series ``(x − M)·v + 2x·Σ_j v^{2j+1}/(2j + 1)`` (remainder below
    ``1e-23`` relative) is used; beyond, ``x·ln(x/M) − (x − M)``, whose cancellation the bound
    accounts for from the two terms' sizes.
    """
    dev = x - mean
    v = dev / (x + mean)
    v2 = v * v
    acc = np.full(x.shape, _ATANH_TERMS[-1])
    for c in reversed(_ATANH_TERMS[:-1]):
        acc = c + v2 * acc
    series = dev * v + 2 * x * (v * v2 * acc)
    series_err = 12 * _U * (dev * v + 2 * x * np.abs(v * v2 * acc))
    xl = x * np.log(x / mean)
    direct = xl - dev
    direct_err = (_K + 3) * _U * (np.abs(xl) + np.abs(dev) + x)
    small = np.abs(v) < 0.1
    val = np.where(small, series, direct)
    err = np.where(small, series_err, direct_err) + (mean_rel + 2 * _U) * np.abs(dev)
    return val, err


def _binom_logpmf(k: int, eps: float, n: FArr) -> tuple[FArr, FArr]:
    """``ln P(n)`` for ``n`` of ``k`` randomized responses RR_ε answering "+", and an error bound.

    With ``p = e^ε/(1 + e^ε)``, ``q = 1 − p`` and ``m = k − n`` (Loader 2000, "Fast and accurate
    computation of binomial probabilities"):
    ``ln P(n) = ½·ln(k/(2π·n·m)) + δ(k) − δ(n) − δ(m) − bd0(n, kp) − bd0(m, kq)``, and
    ``ln P(k) = −k·ln(1 + e^{−ε})``, ``ln P(0) = −k·(ε + ln(1 + e^{−ε}))``. Every term is of the
    size of ``ln P(n)`` itself, so no two terms of size ``k`` cancel, for any ``ε``.
    """
    kf = float(k)
    m = kf - n
    em = math.exp(-eps)
    p = 1 / (1 + em)
    q = em / (1 + em)
    inner = (n >= 1) & (m >= 1)
    ni = np.where(inner, n, 1.0)
    mi = np.where(inner, m, 1.0)
    b1, e1 = _bd0(ni, kf * p, (_K + 3) * _U)
    b2, e2 = _bd0(mi, kf * q, (2 * _K + 5) * _U)
    dk, edk = _stirlerr(np.array([kf]))
    dn, edn = _stirlerr(ni)
    dm, edm = _stirlerr(mi)
    arg = kf / ((2 * math.pi) * (ni * mi))
    half_log = 0.5 * np.log(arg)
    lp = ((half_log + (dk[0] - dn - dm)) - b1) - b2
    err = (e1 + e2 + edk[0] + edn + edm + (_K * np.abs(half_log) + 4) * _U
           + 3 * _U * (np.abs(lp) + np.abs(half_log) + np.abs(dk[0]) + np.abs(dn) + np.abs(dm) + b1 + b2))
    s = math.log1p(em)
    top = -kf * s
    bottom = -kf * (eps + s)
    lp = np.where(inner, lp, np.where(n >= kf, top, bottom))
    edge = np.where(n >= kf, (2 * _K + 2) * _U * kf * s, (2 * _K + 3) * _U * kf * (eps + s)) + kf * 2.0**-1074
    err = np.where(inner, err, edge)
    return lp, _SAFETY * err


# ----------------------------------------------------------------------------------------------
# directed rounding on arrays


def _bump_up(x: FArr) -> FArr:
    """An array ``≥ x`` element by element, covering one rounding of each entry."""
    out: FArr = np.where(np.isfinite(x), x + 4 * _U * np.abs(x) + 1e-300, x)
    return out


def _bump_down(x: FArr) -> FArr:
    out: FArr = np.where(np.isfinite(x), x - 4 * _U * np.abs(x) - 1e-300, x)
    return out


# ----------------------------------------------------------------------------------------------
# the root formula


def _log_prefix(lx: FArr) -> tuple[FArr, FArr]:
    """``S_m = ln Σ_{a ≤ m} e^{lx_a}`` for every prefix, and an absolute error bound ``E_m``.

    Segments of constant ``⌊running max / 500⌋`` are summed in linear scale, shifted by their
    maximum: every prefix sum in a segment is then ``≥ e^{−500}``, so underflow costs a relative
    ``≤ n·2^{−1074}·e^{500} < 1e-90``; a term ``e^{z}``, ``z = x − max``, has relative error
    ``≤ (|z| + 4)·u`` (weighted by the terms: near-maximal terms carry almost none), the
    cumulative sum ``≤ 1.01·n·u``. Segments are joined with ``logaddexp``, the errors weighted by
    each part's share of the total (the gradient of ``logaddexp``).
    """
    n = lx.size
    out = np.full(n, -_INF)
    err = np.zeros(n)
    run = np.maximum.accumulate(lx)
    finite = np.flatnonzero(run > -_INF)
    if finite.size == 0:
        return out, err
    first = int(finite[0])
    lev = np.floor(run[first:] / _LEVEL)
    cuts = (np.flatnonzero(np.diff(lev)) + 1 + first).tolist()
    if len(cuts) > _MAX_SEGMENTS and len(cuts) > n // 8:  # mostly one-term segments
        return _log_prefix_steps(lx)
    prev, prev_err = -_INF, 0.0
    for s, e in zip([first, *cuts], [*cuts, n], strict=True):
        seg = lx[s:e]
        c = float(seg.max())
        z = seg - c
        t = np.exp(z)
        cs = np.cumsum(t)
        lcs = np.log(cs)
        loc = c + lcs
        # the rounding of z costs t_a·u·|z_a| (|z_a| ≤ 750 unless t_a underflows): weighted mean
        zerr = np.cumsum(t * np.minimum(-z, 750.0)) / cs
        rel = (zerr * (1 + 1.01 * (e - s) * _U) + _K + 1.01 * (e - s)) * _U + 1e-90
        eloc = rel + _K * _U * np.abs(lcs) + _U * np.abs(loc)
        if prev == -_INF:
            total, etotal = loc, eloc
        else:
            total = np.logaddexp(prev, loc)
            w_prev = np.exp(prev - total)
            w_loc = np.exp(loc - total)
            etotal = ((w_prev * prev_err + w_loc * eloc) * (1 + 4 * _K * _U) + 1e-300
                      + _U * np.abs(total) + (2 * _K + 2) * _U)
        out[s:e] = total
        err[s:e] = etotal
        prev, prev_err = float(total[-1]), float(etotal[-1])
    return out, _SAFETY * err


_MAX_SEGMENTS: Final = 1024


def _log_prefix_steps(lx: FArr) -> tuple[FArr, FArr]:
    """:func:`_log_prefix` one ``logaddexp`` at a time, for terms that grow too fast for segments
    (each a new segment: blocks of atoms whose losses are thousands apart).

    ``S_m = max + log1p(e^{−|d|})`` with ``d = S_{m−1} − lx_m``: the rounding of ``d`` moves the
    result by at most ``0.28·u`` (``t·e^{−t}/(1 + e^{−t}) ≤ 0.28``), ``exp`` and ``log1p`` by
    ``2K·u``, the sum by ``u·|S_m|``; an earlier error passes on with weight ``≤ 1``, so the errors
    add up.
    """
    out: FArr = np.logaddexp.accumulate(lx)
    step = np.where(np.isfinite(out), (2 * _K + 2) * _U + _U * np.abs(out), 0.0)
    err: FArr = np.cumsum(step)
    return out, _SAFETY * err


def _log1mexp(z: FArr) -> tuple[FArr, FArr]:
    """``ln(1 − e^z)`` for ``z ≤ 0`` and an absolute error bound (``z`` taken exactly)."""
    ez = np.exp(z)
    val = np.log1p(-ez)
    amp = ez / -np.expm1(z)  # |d/dz ln(1 − e^z)|
    err = np.where(np.isfinite(z), (_U * np.abs(z) + 2 * _K * _U) * amp + _K * _U * np.abs(val), 0.0)
    return val, err


def _least_root(lv: FArr, lp_hi: FArr, lp_lo: FArr, lr: float) -> float:
    """An upper bound of ``max_{m: P_m > R} ln((P_m − R)/Q_m)`` (``-inf`` if no ``P_m`` exceeds R).

    ``lv ≥ 0`` holds the atoms' privacy losses in decreasing order, ``lp_hi``/``lp_lo`` bounds of
    ``ln P`` of each atom, ``Q = P·e^{−lv}``, and ``lr`` a lower bound of ``ln R``. Two bounds of each prefix's root are taken, and the
    smaller kept: ``ln(P_m − R) − ln Q_m`` (accurate when the root is large) and
    ``ln(1 − R/P_m) − ln(1 − B_m/P_m)`` with ``B_m = P_m − Q_m = Σ P_a·(1 − e^{−lv_a})``, whose ratio
    ``B_m/P_m`` is a weighted mean of non-negative terms, so its relative error stays tiny
    (accurate when the root is small).
    """
    if np.isnan(lv).any() or np.isnan(lp_hi).any() or np.isnan(lp_lo).any() or math.isnan(lr):
        return math.nan  # never read a failed computation as "no prefix exceeds R"
    sp, ep = _log_prefix(lp_hi)
    hi = _bump_up(sp + ep)
    mask = hi > lr
    if not mask.any():
        return -_INF
    sq, eq = _log_prefix(_bump_down(lp_lo - lv))
    lo = _bump_down(sq - eq)
    lb = np.log(-np.expm1(-lv))  # -inf at lv = 0: that atom adds nothing to B
    lb = np.where(np.isfinite(lb), lb + (_K + 1) * _U * (1 + np.abs(lb)), lb)
    sn, en = _log_prefix(_bump_up(lp_hi + lb))
    sd, ed = _log_prefix(lp_lo)
    h = hi[mask]
    q = lo[mask]
    g = np.log(-np.expm1(lr - h))
    v1 = h + g - q
    e1 = (_K + 2) * _U + _K * _U * np.abs(g) + 2 * _U * (np.abs(h) + np.abs(g) + np.abs(q) + np.abs(v1))
    zr = _bump_down(lr - h)
    zb = _bump_up(np.minimum((sn + en)[mask] - (sd - ed)[mask], 0.0))
    a, ea = _log1mexp(zr)
    b, eb = _log1mexp(zb)
    v2 = a - b
    e2 = ea + eb + _U * np.abs(v2)
    best = np.minimum(v1 + _SAFETY * e1, v2 + _SAFETY * e2)
    return float(np.max(best))


# ----------------------------------------------------------------------------------------------
# the same, in scalar Python, for few atoms (NumPy's per-call cost dominates there)

_SMALL_ATOMS: Final = 64


def _bump_up_1(x: float) -> float:
    return x + 4 * _U * abs(x) + 1e-300 if math.isfinite(x) else x


def _bump_down_1(x: float) -> float:
    return x - 4 * _U * abs(x) - 1e-300 if math.isfinite(x) else x


def _log_prefix_1(xs: list[float]) -> list[tuple[float, float]]:
    """:func:`_log_prefix` for a short list: a running shift ``M`` and ``σ = Σ e^{x − M}``.

    Each rescale ``σ·e^{M − x} + 1`` adds ``(|M − x| + 4 + 2)·u`` to the relative error of ``σ``,
    each plain term ``max(err, (|x − M| + 4)·u) + u``; the output adds the rounding of ``ln σ``
    and of ``M + ln σ``.
    """
    out: list[tuple[float, float]] = []
    big_m, sigma, rel = -_INF, 0.0, 0.0
    for x in xs:
        if x > big_m:
            if big_m == -_INF:
                sigma, rel = 1.0, 0.0
            else:
                sigma = sigma * math.exp(big_m - x) + 1
                rel += (x - big_m + _K + 2) * _U
            big_m = x
        elif x > -_INF:
            sigma += math.exp(x - big_m)
            rel = max(rel, (min(big_m - x, 750.0) + _K) * _U) + _U + 1e-300
        if big_m == -_INF:
            out.append((-_INF, 0.0))
            continue
        ls = math.log(sigma)
        total = big_m + ls
        out.append((total, _SAFETY * (1.01 * rel + _K * _U * abs(ls) + _U * abs(total))))
    return out


def _log1mexp_1(z: float) -> tuple[float, float]:
    if z == -_INF:
        return 0.0, 0.0
    ez = math.exp(z)
    val = math.log1p(-ez) if ez < 1 else -_INF
    amp = ez / -math.expm1(z) if z < 0 else _INF
    return val, (_U * abs(z) + 2 * _K * _U) * amp + _K * _U * abs(val)


def _least_root_small(lv: list[float], lp_hi: list[float], lp_lo: list[float], lr: float) -> float:
    """:func:`_least_root` for a short list of atoms, with the same formulas and bounds."""
    if any(math.isnan(x) for x in (*lv, *lp_hi, *lp_lo, lr)):
        return math.nan
    sp = _log_prefix_1(lp_hi)
    his = [_bump_up_1(s + e) for s, e in sp]
    if not any(h > lr for h in his):
        return -_INF
    sq = _log_prefix_1([_bump_down_1(p - v) for p, v in zip(lp_lo, lv, strict=True)])
    lbs = [math.log(-math.expm1(-v)) if v > 0 else -_INF for v in lv]
    sn = _log_prefix_1([_bump_up_1(p + b + (_K + 1) * _U * (1 + abs(b))) if b > -_INF else -_INF
                        for p, b in zip(lp_hi, lbs, strict=True)])
    sd = _log_prefix_1(lp_lo)
    best = -_INF
    for h, (s_q, e_q), (s_n, e_n), (s_d, e_d) in zip(his, sq, sn, sd, strict=True):
        if not h > lr:
            continue
        q = _bump_down_1(s_q - e_q)
        g = math.log(-math.expm1(lr - h))
        v1 = h + g - q
        e1 = (_K + 2) * _U + _K * _U * abs(g) + 2 * _U * (abs(h) + abs(g) + abs(q) + abs(v1))
        a, ea = _log1mexp_1(_bump_down_1(lr - h))
        b, eb = _log1mexp_1(_bump_up_1(min((s_n + e_n) - (s_d - e_d), 0.0)))
        v2 = a - b
        e2 = ea + eb + _U * abs(v2)
        best = max(best, min(v1 + _SAFETY * e1, v2 + _SAFETY * e2))
    return best


def _small_atoms(groups: list[tuple[float, int]]) -> tuple[list[float], list[float], list[float], float]:
    """:func:`_exact_atoms` in scalar Python for at most 64 atoms; groups of one use the two edges."""
    atoms = [(0.0, 0.0, 0.0)]  # (loss, ln P, error)
    total = math.fsum(eps * c for eps, c in groups)
    for eps, c in groups:
        if c == 1:
            s = math.log1p(math.exp(-eps))
            part = [(-eps, -(eps + s), _SAFETY * (2 * _K + 3) * _U * (eps + s)),
                    (eps, -s, _SAFETY * ((2 * _K + 2) * _U * s + 2.0**-1074))]
        else:
            n = np.arange(c + 1, dtype=np.float64)
            lpg, eg = _binom_logpmf(c, eps, n)
            part = [(float(2 * j - c) * eps, float(lpg[j]), float(eg[j])) for j in range(c + 1)]
        atoms = [(v0 + v1, p0 + p1, e0 + e1 + 2 * _U * abs(p0 + p1))
                 for v0, p0, e0 in atoms for v1, p1, e1 in part]
    tau = 2 * (len(groups) + 2) * _U * total
    kept = sorted(((max(v, 0.0), p, e) for v, p, e in atoms if v > -2 * tau), key=lambda a: -a[0])
    return ([a[0] for a in kept], [_bump_up_1(a[1] + a[2]) for a in kept],
            [_bump_down_1(a[1] - a[2]) for a in kept], 3 * tau)


# ----------------------------------------------------------------------------------------------
# atoms: (losses decreasing and >= 0, ln P upper, ln P lower, rounding tau of the losses)

Atoms = tuple[FArr, FArr, FArr, float]


def _binomial_atoms(k: int, eps: float, n_lo: int, n_hi: int) -> Atoms:
    """The atoms ``n_hi ≥ n ≥ n_lo`` of ``k`` RR_ε (loss ``(2n − k)ε ≥ 0``)."""
    n = np.arange(n_hi, n_lo - 1, -1, dtype=np.float64)
    lp, e = _binom_logpmf(k, eps, n)
    lv = (2 * n - k) * eps
    return lv, _bump_up(lp + e), _bump_down(lp - e), 2 * _U * k * eps


_WINDOW_ATOMS: Final = 1 << 17
"""Beyond this many atoms of loss ``≥ 0`` in the window, atoms are grouped into blocks."""
_FINE_ATOMS: Final = 1 << 19
"""At most this many atoms (or blocks) where the loss is near the root, on the second pass."""
_MAX_BINOMIAL: Final = 1 << 53
"""Up to here every count is a float; beyond, :func:`optimal_homogeneous` takes a closed form."""


def _binom_log_point(k: int, eps: float, n: int) -> float:
    """An upper bound of ``ln P(n)`` for one atom of ``k`` RR_ε."""
    lp, e = _binom_logpmf(k, eps, np.array([float(n)]))
    return float(_bump_up(lp + e)[0])


def _upper_tail(k: int, eps: float, n: int) -> float:
    """An upper bound of ``ln Σ_{j ≥ n} P(j)`` for ``n`` above the mode, or ``inf``.

    The ratio ``P(j + 1)/P(j) = (k − j)e^ε/(j + 1)`` decreases in ``j``, so the tail is at most a
    geometric series from ``P(n)``.
    """
    ratio = up(up((k - n) * math.exp(eps)) / (n + 1))
    if not ratio < 1:
        return _INF
    return up(up(_binom_log_point(k, eps, n) - _log1p_lo(-ratio)))


def _lower_tail(k: int, eps: float, n: int) -> float:
    """An upper bound of ``ln Σ_{j < n} P(j)`` for ``n`` below the mode, or ``inf``.

    The ratio ``P(j − 1)/P(j) = j·e^{−ε}/(k − j + 1)`` increases in ``j``, so the mass below ``n``
    is at most ``P(n)·ρ/(1 − ρ)`` with ``ρ`` the ratio at ``n``.
    """
    rho = up(up(n * math.exp(-eps)) / (k - n + 1))
    if not rho < 1:
        return _INF
    return up(up(_binom_log_point(k, eps, n) + log_up(rho) - _log1p_lo(-rho)))


def _take_off(lr: float, tail: float) -> float | None:
    """A lower bound of ``ln(R − T)`` from ``lr ≤ ln R`` and ``tail ≥ ln T``, if ``T ≤ R·e^{−40}``
    (``ln(x − t) ≥ ln x − 2t/x`` for ``t ≤ x/2``); else ``None``."""
    if tail > lr - 40:
        return None
    return down(down(lr - 2 * math.exp(tail - lr)))


def _binomial_root(k: int, eps: float, lr: float) -> tuple[float, float]:
    """``(y, τ)`` of :func:`_least_root` for ``k`` RR_ε, on a window of ``O(√k)`` atoms when k is large.

    Atoms above the window (far in the upper tail) and below it (far in the lower tail, when the
    mode is far above ``k/2``) are dropped, each tail's mass at most ``R·e^{−40}``, bounded by a
    geometric series, and taken off ``R``: a prefix contributes at most the mass of the atoms it
    shares with a tail, so the left side is at most those masses plus the maximum over the
    window's prefixes. A window wider than ``2¹⁷`` atoms is grouped into blocks
    (:func:`_block_atoms`), so memory and time stay bounded for every ``k ≤ 2⁵³``.
    """
    half = (k + 1) // 2  # the least n with (2n − k)·ε ≥ 0
    n_lo, n_hi = half, k
    lrc = lr
    if k > 4096:
        p = 1 / (1 + math.exp(-eps))
        sd = math.sqrt(k * p * (1 - p))
        mode = min(k, max(half, math.floor((k + 1) * p)))
        # at least one atom (sd underflows to 0 when e^{−ε} does), doubled after each miss
        step = max(1, math.ceil((math.sqrt(2 * max(60.0, 60 - lr)) + 2) * sd))
        n_hi, grow = min(k, mode + step), step
        while n_hi < k:
            cut = _take_off(lrc, _upper_tail(k, eps, n_hi + 1))
            if cut is not None:
                lrc = cut
                break
            n_hi, grow = min(k, n_hi + grow), 2 * grow
        n_lo, grow = max(half, mode - step), step
        while n_lo > half:
            cut = _take_off(lrc, _lower_tail(k, eps, n_lo))
            if cut is not None:
                lrc = cut
                break
            n_lo, grow = max(half, n_lo - grow), 2 * grow
    width = n_hi - n_lo + 1
    if width <= _WINDOW_ATOMS:
        return _root_of(_binomial_atoms(k, eps, n_lo, n_hi), lrc)
    b = -(-width // _WINDOW_ATOMS)
    y, tau = _root_of(_block_atoms(k, eps, [(n_lo, n_hi, b)]), lrc)
    if not math.isfinite(y):
        return y, tau
    # Again, with fine blocks where the loss is within [y − 2bε − 1, y + 40]: only there does a
    # block's coarse loss move the root (above, each term P·(1 − e^{y−L}) is within e^{−40} of P).
    lo_f, hi_f = (k + (y - 2 * b * eps - 1) / eps) / 2, (k + (y + 40) / eps) / 2
    a = n_lo if not lo_f > n_lo else min(n_hi + 1, math.floor(lo_f))
    c = n_hi if not hi_f < n_hi else max(n_lo - 1, math.ceil(hi_f))
    if a > c:
        return y, tau
    fine = -(-(c - a + 1) // _FINE_ATOMS)
    y2, _ = _root_of(_block_atoms(k, eps, [(c + 1, n_hi, b), (a, c, fine), (n_lo, a - 1, b)]), lrc)
    return min(y, y2), tau  # each is an upper bound


def _log_geometric(x: FArr, b: FArr) -> tuple[FArr, FArr]:
    """``G = ln Σ_{t<b} e^{t·x}`` (``x`` taken exactly, ``b ≥ 1``) and an absolute error bound.

    ``G = ln((1 − e^{bx})/(1 − e^x))`` for ``x < 0``, ``(b − 1)x + ln((1 − e^{−bx})/(1 − e^{−x}))``
    for ``x > 0``, ``ln b`` at 0. Each ``ln(−expm1(z))`` changes by at most ``|δz/z|`` under a
    relative change of ``z`` (``|z·d/dz ln(1 − e^z)| ≤ 1`` for ``z < 0``), so every rounding costs
    a few ``u`` times the size of the terms.
    """
    ax = -np.abs(x)
    top = np.log(-np.expm1(b * ax))
    bot = np.log(-np.expm1(ax))
    lin = np.where(x > 0, (b - 1) * x, 0.0)
    val = np.where(x == 0, np.log(b), lin + top - bot)
    err = (2 * _K + 6) * _U * (2 + np.abs(top) + np.abs(bot) + np.abs(lin) + np.abs(val))
    return val, err


def _block_atoms(k: int, eps: float, segments: list[tuple[int, int, int]]) -> Atoms:
    """Upper-bound atoms for the segments ``(n_lo, n_hi, b)`` (from the top down, adjacent), each
    ``n_lo ≤ n ≤ n_hi`` grouped in blocks of ``b`` consecutive atoms (``b = 1``: exact atoms).

    Block ``[u, t]`` becomes one atom of loss ``L(t) = (2t − k)ε`` (its largest) and mass
    ``P' ≥ Σ_{u≤n≤t} P(n)``, from ``P(n) ≤ P(u)·r(u)^{n−u}`` (the ratio ``r(n) = P(n+1)/P(n)``
    decreases). Then ``Q' = P'·e^{−L(t)}``, and every prefix sum ``Σ P − e^y·Q`` over atoms is at
    most the block prefix sum ending at the block of the prefix's last atom with loss ``> y``
    (term by term, ``P_n(1 − e^{y−L_n}) ≤ P_n(1 − e^{y−L(t)})`` when ``L(t) ≥ L_n > y``): the root
    of the blocks is an upper bound of the root. Its excess is at most ``2bε`` from the loss plus
    the masses' relative excess ``≤ b²/(2kpq)``, both small since ``b ≈ width/2¹⁷``.
    """
    parts = [(np.arange(hi, lo - 1, -b, dtype=np.float64), lo, b) for lo, hi, b in segments if hi >= lo]
    tops = np.concatenate([t for t, _, _ in parts])
    bottoms = np.concatenate([np.maximum(t - (b - 1), float(lo)) for t, lo, b in parts])
    lp, e = _binom_logpmf(k, eps, bottoms)
    kf = float(k)
    ln_ratio = np.log((kf - bottoms) / (bottoms + 1))
    x = ln_ratio + eps
    x_hi = x + (_K + 4) * _U * (1 + np.abs(ln_ratio) + eps)
    g, eg = _log_geometric(x_hi, tops - bottoms + 1)
    mass = _bump_up(lp + e + g + _SAFETY * eg)
    lv = (2 * tops - kf) * eps
    return lv, mass, mass, 2 * _U * kf * eps


def _root_of(atoms: Atoms, lr: float) -> tuple[float, float]:
    """:func:`_least_root` of the atoms (scalar for few of them) and their ``τ``."""
    lv, lp_hi, lp_lo, tau = atoms
    if lv.size <= _SMALL_ATOMS:
        return _least_root_small(lv.tolist(), lp_hi.tolist(), lp_lo.tolist(), lr), tau
    return _least_root(lv, lp_hi, lp_lo, lr), tau


def _exact_atoms(groups: list[tuple[float, int]]) -> Atoms:
    """All atoms of distinct-ε groups (outer sums of binomial atoms), with ``L > −2τ``, sorted.

    Losses in ``(−2τ, 0]`` (zero up to rounding) are set to 0, which widens ``τ`` to ``3τ``.
    """
    lv = np.zeros(1)
    lp = np.zeros(1)
    e = np.zeros(1)
    total = math.fsum(eps * c for eps, c in groups)
    for eps, c in groups:
        n = np.arange(c + 1, dtype=np.float64)
        lpg, eg = _binom_logpmf(c, eps, n)
        lvg = (2 * n - c) * eps
        lv = (lv[:, None] + lvg[None, :]).ravel()
        lp = (lp[:, None] + lpg[None, :]).ravel()
        e = (e[:, None] + eg[None, :]).ravel() + 2 * _U * np.abs(lp)
    tau = 2 * (len(groups) + 2) * _U * total
    keep = lv > -2 * tau
    lv, lp, e = np.maximum(lv[keep], 0.0), lp[keep], e[keep]
    order = np.argsort(-lv, kind="stable")
    lv, lp, e = lv[order], lp[order], e[order]
    return lv, _bump_up(lp + e), _bump_down(lp - e), 3 * tau


def _grid_exponent(eps: list[float], k: int) -> int:
    target = max(4096.0, _GRID_WORK / (2.0 * (k + 1)))
    return math.ceil(math.log2(math.fsum(eps) / target))


def _too_fine(h: float) -> str:
    return (f"grid={h!r} is too fine for these epsilons (more than {_MAX_USER_GRID} grid steps or "
            f"{_MAX_USER_GRID_WORK} additions); pass a larger grid, or None to choose one")


def _grid_atoms(eps: list[float], h: float, *, chosen: bool = True) -> Atoms:
    """Atoms of the composition with each ``ε_i`` rounded up to ``⌈ε_i/h⌉·h`` (h a power of two).

    The law of ``L/h`` lives on ``{2i − C : 0 ≤ i ≤ C}``; it is built by convolving one binomial
    per distinct rounded value, carrying an upper and a lower bound of every probability (all
    terms are positive, so each step has relative error ``≤ (m + 3)·u``, plus ``2^{−1074}`` per
    operation of underflow). ``L`` is exact (``τ = 0``); probabilities are absolute (``C = 0``).
    """
    if not chosen and math.fsum(eps) / h > _MAX_USER_GRID:  # Σ⌈ε_i/h⌉ ≥ Σε_i/h: too many steps
        raise InvalidArgument(_too_fine(h))  # (and ⌈ε_i/h⌉ may not even be a float)
    counts = Counter(math.ceil(x / h) for x in eps if x > 0)
    # A grid chosen here keeps the work near _GRID_WORK; a caller's grid is bounded explicitly:
    # the atoms (memory) and the convolution's additions (time).
    steps, work, size = 0, 0, 1
    for c, m in sorted(counts.items()):
        work += (m + 1) * size
        size += m * c
        steps += m * c
    if steps > (_MAX_GRID if chosen else _MAX_USER_GRID) or (not chosen and work > _MAX_USER_GRID_WORK):
        raise InvalidArgument(_too_fine(h))
    hi = np.ones(1)
    lo = np.ones(1)
    for c, m in sorted(counts.items()):
        n = np.arange(m + 1, dtype=np.float64)
        lp, e = _binom_logpmf(m, c * h, n)
        w_hi = np.exp(_bump_up(lp + e)) * (1 + 4 * _K * _U)
        w_lo = np.exp(_bump_down(lp - e)) * (1 - 4 * _K * _U)
        new_hi = np.zeros(hi.size + m * c)
        new_lo = np.zeros(hi.size + m * c)
        for j in range(m + 1):
            new_hi[j * c: j * c + hi.size] += w_hi[j] * hi
            new_lo[j * c: j * c + lo.size] += w_lo[j] * lo
        g = 2.02 * (m + 3) * _U
        hi = new_hi * (1 + g) + (m + 3) * 2.0**-1074
        lo = np.maximum(new_lo * (1 - g) - (m + 3) * 2.0**-1074, 0.0)
    size = hi.size - 1  # C
    i = np.arange(size, -1, -1, dtype=np.float64)
    lv = (2 * i - size) * h
    keep = lv >= 0
    lh = np.log(hi[::-1][keep])
    ll = np.log(lo[::-1][keep])
    lp_hi = np.where(np.isfinite(lh), lh + (_K + 2) * _U * np.abs(lh) + 1e-300, lh)
    lp_lo = np.where(np.isfinite(ll), ll - (_K + 2) * _U * np.abs(ll) - 1e-300, ll)
    return lv[keep], lp_hi, lp_lo, 0.0


# ----------------------------------------------------------------------------------------------
# the right side R = 1 − (1 − δ_g)/Π(1 − δ_i)


def _log1p_hi(x: float) -> float:
    return up(up(math.log1p(x)))


def _log1p_lo(x: float) -> float:
    return down(down(math.log1p(x))) if x > -1 else -_INF


def _log_rhs(deltas: list[tuple[float, int]], delta_g: float) -> float | None:
    """A lower bound of ``ln R``; ``-inf`` when ``R = 0``; ``None`` when ``R < 0``. Needs ``δ_g < 1``."""
    nonzero = [(d, c) for d, c in deltas if d > 0]
    if not nonzero:
        return log_down(delta_g) if delta_g > 0 else -_INF
    if any(d >= 1 for d, _ in nonzero):
        return None
    # D = −Σ c·ln(1 − δ) ≥ 0;  ln R = ln(−expm1(A)) with A = ln(1 − δ_g) + D.
    # a count past 2**53 is rounded outward (up for the upper bound of D, down for the lower)
    d_hi = fsum_up(mul_up(float_up(c), -_log1p_lo(-d)) for d, c in nonzero)
    a_hi = add_up(_log1p_hi(-delta_g), d_hi)
    if a_hi < 0:
        r_lo = down(down(-math.expm1(a_hi)))
        if r_lo > 0:
            return log_down(r_lo)
    d_lo = -fsum_up(-down(float_down(c) * -_log1p_hi(-d)) for d, c in nonzero)
    a_lo = -fsum_up([-_log1p_lo(-delta_g), -d_lo])
    if a_lo > 0:
        return None
    if sum(c for _, c in nonzero) > _EXACT_RHS_COUNT:
        return None  # undecided within rounding; the exact powers would have millions of digits
    prod = Fraction(1)
    for d, c in nonzero:
        prod *= (1 - Fraction(d)) ** c
    keep = 1 - Fraction(delta_g)
    if prod < keep:
        return None
    if prod == keep:
        return -_INF
    r = 1 - keep / prod
    f = float(r)
    f = f if Fraction(f) <= r else down(f)
    return log_down(f) if f > 0 else -_INF


def _rhs_up(deltas: list[tuple[float, int]], delta_g: float) -> float:
    """An upper bound of ``R = 1 − (1 − δ_g)/Π(1 − δ_i)`` (when ``R ≥ 0``): ``−expm1(A)`` at a lower
    bound of ``A = ln(1 − δ_g) − Σ c·ln(1 − δ)``."""
    nonzero = [(d, c) for d, c in deltas if d > 0]
    if not nonzero:
        return delta_g
    if any(d >= 1 for d, _ in nonzero):
        return 1.0  # R < 0 then; only an upper bound is asked
    d_lo = -fsum_up(-down(float_down(c) * -_log1p_hi(-d)) for d, c in nonzero)
    a_lo = -fsum_up([-_log1p_lo(-delta_g), -d_lo])
    return min(1.0, up(up(-math.expm1(a_lo))))


# ----------------------------------------------------------------------------------------------
# the core


def _core(groups: list[tuple[float, int]], lr: float | None, basic: float, grid: float | None,
          rhs_hi: float = 1.0) -> float:
    """The optimal ε_g (an upper bound) for ε-groups ``(ε, count)`` with ``ε > 0``; ``rhs_hi ≥ R``."""
    if lr is None:
        return _INF
    if not groups:
        return 0.0
    if lr == -_INF:  # R = 0: every prefix needs P_m ≤ e^ε·Q_m, so ε_g is the largest loss, Σε_i
        return basic
    k = sum(c for _, c in groups)
    atoms_count = math.prod(c + 1 for _, c in groups)
    with np.errstate(all="ignore"):
        if grid is None and len(groups) == 1:
            y, tau = _binomial_root(k, groups[0][0], lr)
        elif grid is None and atoms_count <= _SMALL_ATOMS:
            lvs, hi_s, lo_s, tau = _small_atoms(groups)
            y = _least_root_small(lvs, hi_s, lo_s, lr)
        else:
            if grid is not None:
                atoms = _grid_atoms([e for e, c in groups for _ in range(c)], grid, chosen=False)
            elif atoms_count <= _MAX_EXACT_ATOMS:
                atoms = _exact_atoms(groups)
            else:
                return _bracket(groups, lr, rhs_hi, basic, _TOLERANCE)[1]
            lv, lp_hi, lp_lo, tau = atoms
            y = _least_root(lv, lp_hi, lp_lo, lr)
    if math.isnan(y):
        return basic
    if y + tau <= 0:
        return 0.0
    return min(up(add_up(y, up(tau))), basic)


def _grid_upper(eps: list[float], h: float, w: int, lr: float) -> float:
    """The upper end from the dominating mixtures on the grid ``h`` (``inf`` if the mass above the
    window is not below ``R``)."""
    lv, lp, above = upper_atoms(eps, h, w)
    # ln(R − above) ≥ lr + ln(1 − above·e^{−lr}), in log space (R may be below the float range)
    ratio = up(math.exp(up(log_up(above) - lr))) if above > 0 else 0.0
    if not ratio < 1:
        return _INF
    y = _least_root(lv, lp, lp, down(lr + _log1p_lo(-ratio)))
    if math.isnan(y):
        return _INF
    return max(0.0, up(y))


def _bracket(groups: list[tuple[float, int]], lr: float | None, rhs_hi: float, basic: float, tol: float,
             exact: float | None = None) -> tuple[float, float]:
    """``(lower, upper)`` around the optimal ε_g: the loss-grid bounds of
    :mod:`combinators.accounting.heterogeneous`, the grid made finer until ``upper − lower ≤ tol``
    or the work bound is reached; ``exact`` (an upper bound from the exact path) replaces the grid's
    upper end. Past the work bound at any grid, the upper end is the ε-grid of :func:`optimal`."""
    if lr is None:
        return _INF, _INF
    if not groups:
        return 0.0, 0.0
    if lr == -_INF:  # R = 0: ε_g is the largest loss, Σε_i
        return -fsum_up(-down(e * c) for e, c in groups), basic
    eps = [e for e, c in groups for _ in range(c)]
    k = len(eps)
    upper, lower = _INF if exact is None else exact, 0.0
    with np.errstate(all="ignore"):
        if work(k, 1) <= _BRACKET_WORK:
            # the gap is about 2k·h² on the rows measured: start there, never wider than the largest ε_i
            h = 2.0 ** min(math.floor(math.log2(math.sqrt(tol / (2 * k)))), math.frexp(max(eps))[1] - 1)
            w = window(eps, h, lr)
            while work(k, w) > _BRACKET_WORK:  # a coarser grid until it fits
                h *= 2
                w = window(eps, h, lr)
            while True:
                if exact is None:
                    upper = min(upper, _grid_upper(eps, h, w, lr))
                lower = max(lower, lower_root(eps, h, w, rhs_hi))
                gap = upper - lower
                if gap <= tol:
                    break
                # the gap shrinks like h²: aim at 0.8·tol at once (at least a halving), within the work bound
                aim = math.sqrt(0.8 * tol / gap) if math.isfinite(gap) else 0.5
                step = min(-1, math.floor(math.log2(aim)))
                while step < -1 and work(k, window(eps, math.ldexp(h, step), lr)) > _BRACKET_WORK:
                    step += 1
                finer = window(eps, math.ldexp(h, step), lr)
                if work(k, finer) > _BRACKET_WORK:
                    break
                h, w = math.ldexp(h, step), finer
        if upper - lower > tol and exact is None:
            lv, lp_hi, lp_lo, _ = _grid_atoms(eps, 2.0 ** _grid_exponent(eps, k))
            y = _least_root(lv, lp_hi, lp_lo, lr)
            if not math.isnan(y):
                upper = min(upper, max(0.0, up(y)))
    upper = min(upper, basic)
    return max(0.0, min(lower, upper)), upper


def _eps_list(values: object) -> list[float]:
    """The ``ε_i`` of a composition: a non-empty sequence of finite losses, each rounded up."""
    return check_sequence_of("epsilons", values, lambda name, v: loss_up(name, v, allow_inf=False),
                             what="a sequence of numbers >= 0, e.g. [0.1, 0.2]", nonempty=True, item="epsilon")


def _delta_list(values: object, k: int) -> list[float]:
    """The ``δ_i``, one per ``ε_i``, each rounded up (a larger δ_i is the weaker guarantee)."""
    vals = check_sequence_of("deltas", values, probability_up, what="a sequence of probabilities, e.g. [0.0, 1e-6]")
    if len(vals) != k:
        msg = f"deltas has {len(vals)} entries but epsilons has {k}; pass one delta per epsilon"
        raise InvalidArgument(msg)
    return vals


def _grid_arg(grid: object) -> float | None:
    if grid is None:
        return None
    g = check_real("grid", grid)
    if not (0 < g < _INF):
        msg = f"grid={grid!r} must be a finite width > 0 (or None to choose one)"
        raise InvalidArgument(msg)
    # Any width is sound (each ε_i is rounded up to a multiple of it): one past the float range is
    # taken as the widest float, one below the smallest float as that float (_grid_atoms then
    # refuses it as too fine). frexp finds the power of two exactly, where log2 may round up.
    x = max(float_down(min(g, _FLOAT_MAX)), _TINIEST)
    return math.ldexp(1.0, math.frexp(x)[1] - 1)


def optimal(epsilons: Iterable[float | Fraction], deltas: Iterable[float | Fraction] | None,
            delta_g: float | Fraction, *, grid: float | Fraction | None = None) -> EpsDelta:
    """The optimal composition of ``(ε_i, δ_i)``-DP mechanisms at the target ``δ_g``.

    The least ``ε_g ≥ 0`` with
    ``Σ_S max(0, e^{Σ_{i∈S}ε_i} − e^{ε_g}·e^{Σ_{i∉S}ε_i}) / Π(1 + e^{ε_i}) ≤ 1 − (1 − δ_g)/Π(1 − δ_i)``.
    Equal ``ε_i`` are grouped binomially, so ``k`` equal mechanisms cost ``O(k)``, and the result
    is exact (see the module docstring for the rounding argument) whenever the grouped number of
    atoms ``Π(c_g + 1)`` is at most 2²¹, in particular for every ``k ≤ 21``.

    Beyond that (many distinct ``ε_i``), the value is the upper end of :func:`optimal_interval`: a
    certified interval ``[lower, upper]`` around the exact value, from a grid of the privacy loss,
    refined until it is at most 0.01 wide (or a work bound of about half a second is reached), so
    the value is never below the exact one and, on the rows measured, within 0.01 above it (1,000
    distinct ``ε_i`` around 0.01: 0.0047 above, in about 20 ms). Call :func:`optimal_interval` for
    the lower end, i.e. the value's own error.

    When ``grid`` is given, each ``ε_i`` is rounded up to ``ε'_i = ⌈ε_i/h⌉·h`` (``h`` the largest
    power of two ``≤ grid``) and the composition of the ``ε'_i`` is computed exactly. Composing
    larger ε's is an upper bound
    (RR_ε is a post-processing of RR_ε' for ε ≤ ε'), so the value is never optimistic. Its error
    is bounded: with ``H = Σ(ε'_i − ε_i) < k·h``, the likelihoods of the two compositions differ by
    a factor in ``[e^{−H}, e^{H}]``, so the returned ``ε`` is at most ``2H`` above the exact value of
    the same problem with right side ``R·e^{−H}`` (i.e. ``δ_g`` lowered accordingly in the pure case).

    Args:
        epsilons: the ``ε_i ≥ 0``, finite; at least one.
        deltas: the ``δ_i ∈ [0, 1]``, one per ``ε_i``, or ``None`` for pure mechanisms.
        delta_g: the target ``δ_g ∈ [0, 1]``.
        grid: force the ε-grid path with this width (see above); ``None`` chooses automatically.

    Returns:
        ``EpsDelta(ε_g, δ_g)``: ``ε_g`` is rounded up, never above ``Σε_i``, and ``inf`` when
        ``1 − (1 − δ_g)/Π(1 − δ_i) < 0`` (no ε can reach that ``δ_g``).

    Raises:
        InvalidArgument: a NaN, negative or infinite ``ε_i``; a ``δ`` outside ``[0, 1]``; no
            ``ε_i``; ``deltas`` of another length; a ``grid`` that is not a positive width, or
            so fine that the composition would need more than 2²¹ grid steps or 2²⁷ additions.

    Privacy:
        The composition of any ``(ε_i, δ_i)``-DP mechanisms, adaptively chosen or not, is
        ``(ε_g, δ_g)``-DP. Pure components (``δ_i = 0``) compose concurrently with the same bound
        (seed 004 Thm 5.4; :func:`combinators.accounting.concurrent_bounds.concurrent_pure`).

    Example:
        >>> round(optimal([0.1, 0.2, 0.3, 0.5], None, 1e-3).epsilon, 7)  # seed 004 §5.4
        1.090264
        >>> round(optimal([0.1, 0.2, 0.3, 0.5], [1e-4] * 4, 1e-3).epsilon, 7)
        1.0941668
        >>> optimal([0.1, 0.2], [0.01, 0.01], 0.01)
        EpsDelta(math.inf, 0.01)

    References:
        Kairouz, Oh, Viswanath 2015, "The composition theorem for differential privacy", Thm 3.3;
        Murtagh, Vadhan 2016, "The complexity of computing the optimal composition of
        differential privacy", Thm 1.5 (formula) and Thm 1.7 (#P-hardness); seed 004 Thm 1.3/5.3.
    """
    eps = _eps_list(epsilons)
    dels = [0.0] * len(eps) if deltas is None else _delta_list(deltas, len(eps))
    dg = probability_down("delta_g", delta_g)
    h = _grid_arg(grid)
    if dg == 1:
        return EpsDelta(0.0, dg)
    basic = fsum_up(eps)
    groups = sorted(Counter(e for e in eps if e > 0).items())
    counted = sorted(Counter(dels).items())
    lr = _log_rhs(counted, dg)
    return EpsDelta(_core(groups, lr, basic, h, _rhs_up(counted, dg)), dg)


def optimal_interval(epsilons: Iterable[float | Fraction], deltas: Iterable[float | Fraction] | None,
                     delta_g: float | Fraction, *, tolerance: float | Fraction = _TOLERANCE) -> tuple[float, float]:
    """A certified interval ``(lower, upper)`` holding the exact optimal composition at ``δ_g``.

    ``upper`` is :func:`optimal`'s value at ``tolerance=0.01`` (the same computation), so it states
    that value's own error: the exact ``ε_g`` (the least one satisfying the condition of
    :func:`optimal`) lies in ``[lower, upper]``. For many distinct ``ε_i`` both ends come from a grid
    ``h·ℤ`` of the privacy loss (:mod:`combinators.accounting.heterogeneous`): ``upper`` from a pair
    that dominates every ``RR_{ε_i}`` (each a mixture of ``RR_{⌊ε_i/h⌋h}`` and ``RR_{⌈ε_i/h⌉h}``;
    Doroshenko et al. 2022, "Connect the dots"), ``lower`` from a post-processing of the outputs,
    so both are sound for any ``h``; their gap shrinks like ``k·h²``, and ``h`` is made finer (by
    the factor that gap asks for, at least 2) until ``upper − lower ≤ tolerance`` or a work bound
    (about ``2²⁶`` additions per end, half a second) is reached — then the interval is wider than ``tolerance``, and says so. Where :func:`optimal` is
    exact (at most 2²¹ grouped atoms), ``upper`` is its exact value and ``lower`` still comes from
    the grid.

    Args:
        epsilons: the ``ε_i ≥ 0``, finite; at least one.
        deltas: the ``δ_i ∈ [0, 1]``, one per ``ε_i``, or ``None`` for pure mechanisms.
        delta_g: the target ``δ_g ∈ [0, 1]``.
        tolerance: the width ``> 0`` to refine the interval to.

    Returns:
        ``(lower, upper)`` with ``lower ≤ ε_g ≤ upper`` for the exact ``ε_g``; ``(inf, inf)`` when
        no ε reaches ``δ_g``.

    Raises:
        InvalidArgument: as :func:`optimal`; a ``tolerance`` that is not a finite number ``> 0``.

    Example:
        >>> import random
        >>> rng = random.Random(4)
        >>> eps = [rng.uniform(0.005, 0.015) for _ in range(1000)]
        >>> lower, upper = optimal_interval(eps, None, 1e-6)
        >>> upper == optimal(eps, None, 1e-6).epsilon, upper - lower <= 0.01
        (True, True)
        >>> 1.437 < lower <= 1.43998 and 1.44041 <= upper < 1.447   # the truth: in [1.43998, 1.44041] at tolerance=5e-4
        True

    References:
        Murtagh, Vadhan 2016, Thm 1.5 and Thm 1.7; Doroshenko, Ghazi, Kamath, Kumar, Manurangsi
        2022, "Connect the dots: tighter discrete approximations of privacy loss distributions";
        Dong, Roth, Su 2019, Thm 3.2 (composition is monotone in the trade-off order).
    """
    eps = _eps_list(epsilons)
    dels = [0.0] * len(eps) if deltas is None else _delta_list(deltas, len(eps))
    dg = probability_down("delta_g", delta_g)
    tol = check_real("tolerance", tolerance)
    if not (0 < tol < _INF):
        msg = f"tolerance={tolerance!r} must be a finite width > 0, e.g. 0.01"
        raise InvalidArgument(msg)
    if dg == 1:
        return 0.0, 0.0
    basic = fsum_up(eps)
    groups = sorted(Counter(e for e in eps if e > 0).items())
    counted = sorted(Counter(dels).items())
    lr = _log_rhs(counted, dg)
    rhs_hi = _rhs_up(counted, dg)
    exact = None
    if lr is not None and groups and (len(groups) == 1 or math.prod(c + 1 for _, c in groups) <= _MAX_EXACT_ATOMS):
        exact = _core(groups, lr, basic, None, rhs_hi)
    return _bracket(groups, lr, rhs_hi, basic, float(min(tol, _FLOAT_MAX)), exact)


def optimal_homogeneous(k: int, epsilon: float | Fraction, delta: float | Fraction,
                        delta_g: float | Fraction) -> EpsDelta:
    """The optimal composition of ``k`` mechanisms, each ``(ε, δ)``-DP, at the target ``δ_g``.

    Kairouz–Oh–Viswanath's binomial form of :func:`optimal`: the least ``ε_g ≥ 0`` with
    ``(1 + e^ε)^{−k} Σ_i C(k, i)·max(0, e^{iε} − e^{ε_g}·e^{(k−i)ε}) ≤ 1 − (1 − δ_g)/(1 − δ)^k``,
    computed from the atoms with loss ``≥ 0`` (for ``k > 4096`` only the ``O(√k)`` of them that
    carry the tail, the rest bounded), in log space (no overflow at ``k·ε`` in the thousands),
    rounded up: under a millisecond at ``k = 10⁴``. Work is bounded for every ``k``: a window of
    more than 2¹⁷ atoms is grouped into blocks, each an upper bound (its mass by a geometric
    series, its loss the block's largest), with exact atoms (at most 2¹⁹) again where the loss
    is near the root; at ``k = 10⁹`` it takes under a second and some tens of MB, and the
    excess stays below 1e-9 relative on the rows checked. Past ``k = 2⁵³``, where counts are no
    longer floats, the value is Kairouz–Oh–Viswanath 2015, Thm 3.4 (third form, with
    ``δ̃ = 1 − (1 − δ_g)/(1 − δ)^k``): ``kε·tanh(ε/2) + ε·√(2k·ln(1/δ̃))``, an upper bound of
    the optimal value (a few percent above it there), never above ``kε``.

    Args:
        k: the number of mechanisms, a positive int of any size.
        epsilon: each mechanism's ``ε ≥ 0``, finite.
        delta: each mechanism's ``δ ∈ [0, 1]``.
        delta_g: the target ``δ_g ∈ [0, 1]``.

    Returns:
        ``EpsDelta(ε_g, δ_g)``, ``ε_g ≤ k·ε`` rounded up; ``ε_g = inf`` when
        ``1 − (1 − δ_g)/(1 − δ)^k < 0``.

    Raises:
        InvalidArgument: ``k`` not a positive int; ``epsilon`` NaN, negative or infinite; a
            ``δ`` outside ``[0, 1]``.

    Privacy:
        The (adaptive) composition of ``k`` ``(ε, δ)``-DP mechanisms is ``(ε_g, δ_g)``-DP, and no
        smaller ``ε_g`` holds for all of them.

    Example:
        >>> round(optimal_homogeneous(50, 0.1, 0.0, 1e-5).epsilon, 6)  # seed 004 §5.4
        2.844667
        >>> round(optimal_homogeneous(10_000, 0.01, 0.0, 1e-6).epsilon, 6)
        4.885516
        >>> optimal_homogeneous(10, 0.1, 1e-3, 1e-3).epsilon
        inf

    References:
        Kairouz, Oh, Viswanath 2015, Thm 3.3; seed 004 Thm 1.3 (homogeneous form).
    """
    kk = check_positive_int("k", k)
    eps = loss_up("epsilon", epsilon, allow_inf=False)
    d = probability_up("delta", delta)
    dg = probability_down("delta_g", delta_g)
    if dg == 1:
        return EpsDelta(0.0, dg)
    return EpsDelta(_homogeneous(kk, eps, d, dg), dg)


def _homogeneous(k: int, eps: float, delta: float, delta_g: float) -> float:
    lr = _log_rhs([(delta, k)], delta_g)
    basic = _times_k_up(k, eps)
    if eps == 0 or k <= _MAX_BINOMIAL:
        return _core([(eps, k)] if eps > 0 else [], lr, basic, None)
    # Past 2**53 counts are no longer floats: Kairouz–Oh–Viswanath 2015, Thm 3.4 (third form)
    # with δ̃ = R, i.e. kε·tanh(ε/2) + ε·√(2k·ln(1/R)), an upper bound of the optimal ε_g.
    if lr is None or lr == -_INF:
        return _INF if lr is None else basic
    return min(basic, _homogeneous_up(k, eps, -lr, "kairouz"))


def optimal_admitted_count(epsilon: float | Fraction, budget_epsilon: float | Fraction,
                           delta_g: float | Fraction) -> int:
    """The largest ``k`` such that ``k`` pure ``ε``-DP mechanisms compose optimally within budget.

    That is, the largest ``k`` with :func:`optimal_homogeneous` ``(k, ε, 0, δ_g).epsilon ≤
    budget_epsilon``: the non-adaptive ceiling against which adaptive filters are measured. The
    optimal ε grows with ``k``; the search doubles, then bisects. Because each value is an upper
    bound, the count never exceeds the exact one.

    Args:
        epsilon: each mechanism's ``ε > 0``, finite.
        budget_epsilon: the budget's ``ε ≥ 0``, finite.
        delta_g: the budget's ``δ ∈ [0, 1)``.

    Returns:
        The count, ``0`` when not even one mechanism fits.

    Raises:
        InvalidArgument: ``epsilon`` zero (every count fits), NaN, negative or infinite;
            ``budget_epsilon`` NaN, negative or infinite; ``delta_g`` outside ``[0, 1)``; a count
            of 2²⁵ or more (use :func:`optimal_homogeneous` at the counts you need instead).

    Example:
        >>> optimal_admitted_count(0.01, 1.0, 1e-6)  # research/ERRATA.md C: 562, not 563
        562

    References:
        Kairouz, Oh, Viswanath 2015, Thm 3.3; seed 004 Thm 1.3; research/ERRATA.md C.
    """
    eps = loss_up("epsilon", epsilon, allow_inf=False)
    if eps == 0:
        msg = "epsilon=0 admits every count; pass an epsilon > 0"
        raise InvalidArgument(msg)
    exact_budget = check_finite_nonneg("budget_epsilon", budget_epsilon)
    # a budget rounds *down* (a level rounds up): 3 × 0.1 > 3/10, so Fraction(3, 10) admits 2, not 3
    budget = float_down(exact_budget) if isinstance(exact_budget, Fraction) else exact_budget
    dg = probability_down("delta_g", delta_g)
    if dg == 1:
        msg = "delta_g=1 admits every count; pass a delta_g < 1"
        raise InvalidArgument(msg)

    def fits(k: int) -> bool:
        return _homogeneous(k, eps, 0.0, dg) <= budget

    if not fits(1):
        return 0
    lo, hi = 1, 2
    while fits(hi):
        lo, hi = hi, 2 * hi
        if lo > _MAX_COUNT:
            msg = (f"epsilon={epsilon!r} admits more than {_MAX_COUNT} mechanisms under "
                   f"budget_epsilon={budget_epsilon!r}; evaluate optimal_homogeneous at the counts you need")
            raise InvalidArgument(msg)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo

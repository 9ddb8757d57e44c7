"""A certified bracket of the optimal composition of many distinct ``ε_i``, on a loss grid.

The optimal composition of pure ``ε_i``-DP mechanisms is the privacy profile of the product of
randomized responses ``RR_{ε_i}`` (Kairouz–Oh–Viswanath 2015; Murtagh–Vadhan 2016, Thm 1.5):
``ε_g`` is the least ``t ≥ 0`` with ``δ(t) = sup_S P(S) − e^t·Q(S) ≤ R`` (``R = 1 − (1 − δ_g)/Π(1 − δ_i)``,
the right side of :func:`~combinators.accounting.optimal_composition.optimal`). Exact evaluation is
#P-hard for distinct ``ε_i`` (Murtagh–Vadhan 2016, Thm 1.7); here both sides are bounded on a
grid ``h·ℤ`` of the privacy loss (``h`` a power of two, so every grid loss is an exact float).

Upper bound (a dominating pair, "connect the dots": Doroshenko, Ghazi, Kamath, Kumar, Manurangsi
2022). For ``a = jh ≤ ε ≤ b = a + h``, the mixture that runs ``RR_b`` with probability ``λ`` and
``RR_a`` otherwise, and reveals which, has hockey-stick curve ``λ·δ_b(x) + (1 − λ)·δ_a(x)``.
Both curves are piecewise linear in ``x = e^t`` and symmetric (``δ(x) = 1 − x + x·δ(1/x)``),
and ``δ_ε`` is convex, so the mixture's curve is above ``δ_ε`` everywhere as soon as it is at
``x = 1`` and ``x = e^a``, which holds for
``λ = (tanh(ε/2) − tanh(a/2))/(tanh(b/2) − tanh(a/2))`` (both points give this weight). Then
``RR_ε`` is a post-processing of the mixture (Blackwell 1953; Dong–Roth–Su 2019, §2),
so the product of the ``RR_{ε_i}`` is a post-processing of the product of the mixtures, whose
hockey-stick divergence — computed from the law of its loss (atoms ``±a``, ``±b``, exact grid
values) — bounds ``δ`` from above (data processing). The error is of second
order in ``h``: the mixture adds a variance below ``h²/4`` per mechanism to the loss.

Lower bound (data processing). The statistic ``T = Σ_i r_i·σ_i`` of the outputs (``σ_i = ±1``
the i-th answer, ``r_i = round(ε_i/h)``) is a post-processing, so the hockey-stick divergence of
the laws of ``T`` under ``P`` and ``Q`` is at most ``δ``; every set ``S`` of its largest values
gives ``δ(t) ≥ P(S) − e^t·Q(S)``, hence ``ε_g ≥ ln((P(S) − R)/Q(S))``. ``Q``'s law of ``T`` is
``P``'s reflected (``σ ↦ −σ``).

Both laws are built by adding one mechanism at a time on a window ``[−W, W]`` of the grid, with
non-negative terms only (so every entry has a relative rounding error of a few units per
mechanism, bounded by :func:`_relative` and applied outward): in the upper bound, mass leaving
the window from below is clamped to its bottom (a larger loss) and mass leaving from above
counts as loss ``+∞``; in the lower bound both are dropped, and the dropped mass is added back
to the ``Q``-side. ``W`` is chosen by Hoeffding's inequality so that what leaves is negligible
next to ``R``.
"""

from __future__ import annotations

import math
from typing import Final

import numpy as np
import numpy.typing as npt

from .._arith import down, log_down, up

FArr = npt.NDArray[np.float64]

_U: Final = 2.0**-53
_TINY: Final = 2.0**-1074
_MARGIN: Final = 1e-12
"""Relative margin added to each computed mixture weight λ (its float error is a few ulps)."""


def _lambda_up(eps: float, a: float, h: float) -> float:
    """The least mixture weight of ``RR_{a+h}`` (rounded up) that dominates ``RR_ε``, ``a ≤ ε ≤ a + h``.

    Both conditions of the module docstring give the same weight, ``(tanh(ε/2) − tanh(a/2))/
    (tanh(b/2) − tanh(a/2)) = (1 − e^{−(ε−a)})/(1 − e^{−h})·(1 + e^{−b})/(1 + e^{−ε})``, written so
    that nothing overflows; its float error (a few ulps) is covered by a relative margin.
    """
    if eps <= a:
        return 0.0
    b = a + h
    lam = math.expm1(a - eps) / math.expm1(-h) * (1 + math.exp(-b)) / (1 + math.exp(-eps))
    return min(1.0, lam * (1 + _MARGIN) + 1e-300)


def _rr_masses(eps: float) -> tuple[float, float]:
    """``(e^ε/(1 + e^ε), 1/(1 + e^ε))`` as floats (each within a few ulps)."""
    em = math.exp(-eps)
    return 1 / (1 + em), em / (1 + em)


_FOLD: Final = 16
"""Mass is moved out of the guard zones on both sides of the window every this many mechanisms."""


def _convolve(kernels: list[list[tuple[int, float]]], w: int, *, clamp: bool) -> tuple[FArr, float, float, float]:
    """The law of a sum of independent grid variables on ``|v| ≤ w``, non-negative terms only.

    ``kernels`` lists, for each mechanism, its atoms ``(v, mass)``. Guard zones beyond the
    window hold mass that leaves it; every ``_FOLD`` mechanisms (before any could leave the
    array) the upper zone's mass is returned as the second value (loss above the window) and the
    lower zone's is added to the bottom entry (``clamp=True``: a larger loss) or returned as the
    third value (``clamp=False``: dropped). The fourth is the relative rounding error bound of
    every entry and of both masses (:func:`_relative`).
    """
    reach = max((abs(v) for ks in kernels for v, _ in ks), default=0)
    g = (_FOLD + 1) * reach
    n = 2 * (w + g) + 1
    lo, hi = g, g + 2 * w  # the window
    cur, nxt, tmp = np.zeros(n), np.zeros(n), np.zeros(n)
    cur[g + w] = 1.0
    above, below = 0.0, 0.0

    def fold() -> None:
        nonlocal above, below
        above += float(cur[hi + 1:].sum())
        cur[hi + 1:] = 0.0
        out = float(cur[:lo].sum())
        cur[:lo] = 0.0
        if clamp:
            cur[lo] += out
        else:
            below += out

    for i, ks in enumerate(kernels):
        first = True
        for s, m in ks:
            if first:
                if s >= 0:
                    np.multiply(cur[:n - s], m, out=nxt[s:])
                    nxt[:s] = 0.0
                else:
                    np.multiply(cur[-s:], m, out=nxt[:n + s])
                    nxt[n + s:] = 0.0
                first = False
            elif s >= 0:
                np.multiply(cur[:n - s], m, out=tmp[:n - s])
                np.add(nxt[s:], tmp[:n - s], out=nxt[s:])
            else:
                np.multiply(cur[-s:], m, out=tmp[:n + s])
                np.add(nxt[:n + s], tmp[:n + s], out=nxt[:n + s])
        cur, nxt = nxt, cur
        if (i + 1) % _FOLD == 0:
            fold()
    fold()
    return cur[lo:hi + 1].copy(), above, below, _relative(len(kernels), n)


def _upper_kernels(eps: list[float], h: float) -> list[list[tuple[int, float]]]:
    """Each ``ε_i`` as the mixture of ``RR_a`` and ``RR_{a+h}`` (``a = ⌊ε_i/h⌋·h``) that dominates it."""
    out = []
    for e in eps:
        j = math.floor(e / h)
        a = j * h
        lam = _lambda_up(e, a, h)
        pa, qa = _rr_masses(a)
        ks = [(j, (1 - lam) * pa), (-j, (1 - lam) * qa)] if lam < 1 else []
        if lam > 0:
            pb, qb = _rr_masses(a + h)
            ks += [(j + 1, lam * pb), (-j - 1, lam * qb)]
        out.append(ks)
    return out


def _lower_kernels(eps: list[float], h: float) -> list[list[tuple[int, float]]]:
    """Each ``ε_i`` as its answer ``±1`` scaled to ``round(ε_i/h)`` (a post-processing of it)."""
    out = []
    for e in eps:
        r = round(e / h)
        if r > 0:
            p, q = _rr_masses(e)
            out.append([(r, p), (-r, q)])
    return out


def window(eps: list[float], h: float, lr: float) -> int:
    """Half-width ``w`` (in steps) of the window: by Hoeffding, the P-mass of a loss (or a partial
    sum of losses) beyond ``W = w·h`` is below ``R·10⁻¹⁰`` (``lr ≤ ln R``); never past the largest loss."""
    total = math.fsum(e + h for e in eps)
    spread = math.sqrt(2 * math.fsum((e + h) ** 2 for e in eps) * (math.log(1e10) - lr))
    mean = math.fsum(e * math.tanh(e / 2) for e in eps)
    return math.ceil(min(total, mean + spread) / h) + 1


def work(k: int, w: int) -> int:
    """The cost of one bound in additions: four per mechanism and grid point, and the NumPy calls
    of each mechanism counted as 4,096 more."""
    return k * (4 * (2 * w + 1) + 4096)


def _relative(k: int, n: int) -> float:
    """A bound of the relative rounding error of every entry after ``k`` mechanisms on ``n`` grid
    points: each step is at most four products and three sums of non-negative terms, each mass
    within twelve rounding units; a fold sums at most ``n`` entries; doubled."""
    return 2 * (16 * k + n + 16) * _U


def upper_atoms(eps: list[float], h: float, w: int) -> tuple[FArr, FArr, float]:
    """Atoms of the dominating mixtures' composition with loss ``≥ 0``: losses ``v·h`` decreasing
    (exact), upper bounds of ``ln P``, and an upper bound of ``P(L = +∞)`` (mass above the window)."""
    law, above, _, g = _convolve(_upper_kernels(eps, h), w, clamp=True)
    tiny = 8 * len(eps) * (2 * w + 1) * _TINY  # underflow: at most one tiny per operation
    pos = law[w:][::-1] * (1 + g) + tiny
    lv = np.arange(w, -1, -1, dtype=np.float64) * h
    with np.errstate(divide="ignore"):
        lp = np.log(pos)
    lp = lp + 4 * _U * np.abs(lp) + 1e-300
    return lv, lp, up(above * (1 + g) + tiny)


def lower_root(eps: list[float], h: float, w: int, r_hi: float) -> float:
    """A lower bound of the optimal ``ε_g`` (``-inf`` if no prefix certifies one) from the law of
    the post-processing ``T = Σ round(ε_i/h)·σ_i``; ``r_hi ≥ R`` (the right side)."""
    law, above, below, g = _convolve(_lower_kernels(eps, h), w, clamp=False)
    tiny = 8 * len(eps) * (2 * w + 1) * _TINY
    p_lo = np.maximum(law[w:][::-1] * (1 - g) - tiny, 0.0)  # v = w, …, 0
    q_hi = law[:w + 1] * (1 + g) + tiny + (above + below) * (1 + g)  # P(T = −v) for the same v
    n = w + 1
    a = np.cumsum(p_lo) * (1 - 2 * n * _U)
    b = np.cumsum(q_hi) * (1 + 2 * n * _U)
    x = (a - r_hi) * (1 - 4 * _U) / b * (1 - 4 * _U)
    x = x[x > 0]
    if x.size == 0:
        return -math.inf
    return down(log_down(float(x.max())))

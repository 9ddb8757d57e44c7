"""Concurrent composition bounds of seed 004 (Vadhan–Wang 2021, "Concurrent composition of DP").

In concurrent composition an adversary interleaves its queries to ``k`` interactive mechanisms
that run on the same data. Seed 004 proves:

- pure components (Thm 3.1, Thm 5.4 / Cor 1): ``Σε_i`` at ``δ_g = 0``, and for ``δ_g > 0`` exactly the
  optimal *non-interactive* composition of randomized responses ``RR_{ε_i}``
  (:func:`concurrent_pure`), because every interactive ε-DP mechanism is an interactive
  post-processing of ``RR_ε`` (Thm 5.2);
- approximate components (Thm 1.4 / 4.1): ``(Σε_i, δ_g)`` with
  ``δ_g = Σ_i δ_{π(i)}·exp(Σ_{j<i} ε_{π(j)})`` for any order ``π`` (:func:`concurrent_approx`, which
  takes the best order), ``δ·(e^{kε} − 1)/(e^ε − 1)`` when all are equal
  (:func:`concurrent_approx_homogeneous`). This is weaker than even basic non-interactive
  composition: the δ factor is ``(e^{kε} − 1)/(k(e^ε − 1))``, 1281.8 at ``k = 10, ε = 1``.

Scope (seed 004 §7 item 12): the optimal bound is proved here only for pure components, so
:func:`concurrent_pure` refuses any ``δ_i > 0``. Later work (Vadhan–Zhang 2022, Lyu 2022) proves
optimal concurrent composition for approximate DP too; this module does not use it. Rényi and
zCDP concurrent composition is not covered by seed 004.

All results round toward the weaker guarantee: ``ε`` and ``δ_g`` are upper bounds of the exact
values of their formulas (``δ_g`` capped at 1, which every mechanism satisfies).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from fractions import Fraction

from .._arith import add_up, down, exp_up, fsum_up, mul_up, probability_up, up
from .._validation import check_positive_int, check_probability
from ..errors import InvalidArgument
from ..measures.distances import EpsDelta, loss_up
from .bounds import _expm1_up, _times_k_up
from .optimal_composition import _delta_list, _eps_list, optimal

__all__ = ["concurrent_approx", "concurrent_approx_homogeneous", "concurrent_order", "concurrent_pure"]


def _cap(delta: float) -> float:
    return delta if delta <= 1 else 1.0


def concurrent_pure(epsilons: Iterable[float | Fraction], delta_g: float | Fraction = 0.0, *,
                    deltas: Iterable[float | Fraction] | None = None) -> EpsDelta:
    """The concurrent composition of pure ``ε_i``-DP interactive mechanisms.

    At ``δ_g = 0`` it is ``Σε_i`` (seed 004 Thm 3.1). At ``δ_g > 0`` it is the optimal composition
    of ``RR_{ε_1}, …, RR_{ε_k}`` (seed 004 Thm 5.4 / Cor 1), computed by
    :func:`combinators.accounting.optimal_composition.optimal`, so interleaving queries costs nothing over
    sequential composition.

    Args:
        epsilons: the ``ε_i ≥ 0``, finite; at least one.
        delta_g: the target ``δ_g ∈ [0, 1]``.
        deltas: the components' ``δ_i``, if the caller has them: any ``δ_i > 0`` is refused,
            because the theorem covers only pure components.

    Returns:
        ``EpsDelta(ε_g, δ_g)`` with ``ε_g`` rounded up.

    Raises:
        InvalidArgument: a NaN, negative or infinite ``ε_i``; ``delta_g`` outside ``[0, 1]``; no
            ``ε_i``; ``deltas`` of another length or with an entry ``> 0`` (use
            :func:`concurrent_approx`, Thm 4.1, for approximate components).

    Privacy:
        The concurrent composition of interactive mechanisms, the i-th ``ε_i``-DP, is
        ``(ε_g, δ_g)``-DP for every adversary interleaving its queries.

    Example:
        >>> concurrent_pure([0.1] * 50)
        EpsDelta(5.000000000000001, 0.0)
        >>> round(concurrent_pure([0.1] * 50, 1e-5).epsilon, 6)   # seed 004 §7 item 7
        2.844667
        >>> concurrent_pure([0.1, 0.2], 1e-5, deltas=[0.0, 1e-6])
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: deltas[1]=1e-06 > 0: ...

    References:
        Vadhan, Wang 2021, "Concurrent composition of differential privacy", Thm 3.1 and
        Thm 5.4 (Cor 1); seed 004 §4.6.
    """
    eps = _eps_list(epsilons)
    if deltas is not None:
        for i, d in enumerate(_delta_list(deltas, len(eps))):
            if d > 0:
                msg = (f"deltas[{i}]={d!r} > 0: seed 004 proves the optimal concurrent bound (Thm 5.4) "
                       "only for pure components; use concurrent_approx (Thm 4.1) for approximate ones")
                raise InvalidArgument(msg)
    dg = check_probability("delta_g", delta_g)
    if dg == 0:
        return EpsDelta(fsum_up(eps), 0.0)
    return optimal(eps, None, delta_g)


def concurrent_order(epsilons: Iterable[float | Fraction], deltas: Iterable[float | Fraction]) -> tuple[int, ...]:
    """The order ``π`` that minimises seed 004 Thm 4.1's ``δ_g`` (indices into the arguments).

    Exchange argument: swapping neighbours ``i, j`` at the same prefix changes
    ``δ_i + δ_j·e^{ε_i}`` into ``δ_j + δ_i·e^{ε_j}``, so ``i`` goes first iff
    ``(e^{ε_i} − 1)/δ_i ≤ (e^{ε_j} − 1)/δ_j``; mechanisms with ``δ_i = 0`` cost nothing and go last.
    Ties keep the given order.

    Example:
        >>> concurrent_order([1.0, 0.1, 0.5], [1e-6, 1e-6, 0.0])
        (1, 0, 2)
    """
    eps = _eps_list(epsilons)
    dels = _delta_list(deltas, len(eps))
    return tuple(sorted(range(len(eps)), key=lambda i: _order_key(eps[i], dels[i])))


def _order_key(eps: float, delta: float) -> float:
    """``log((e^ε − 1)/δ)``, which orders like ``(e^ε − 1)/δ`` and stays finite for ε past 709."""
    if delta <= 0:
        return math.inf
    if eps == 0:
        return -math.inf
    return (math.log(math.expm1(eps)) if eps < 700.0 else eps) - math.log(delta)


def concurrent_approx(epsilons: Iterable[float | Fraction], deltas: Iterable[float | Fraction]) -> EpsDelta:
    """The concurrent composition of ``(ε_i, δ_i)``-DP interactive mechanisms (seed 004 Thm 4.1).

    ``(Σε_i, δ_g)`` with ``δ_g = min_π Σ_i δ_{π(i)}·exp(Σ_{j<i} ε_{π(j)})``, taken at the order of
    :func:`concurrent_order` (optimal by the exchange argument). Every order gives a valid bound,
    so a float tie broken the wrong way can only cost the last digits, never soundness.

    Args:
        epsilons: the ``ε_i ≥ 0``, finite; at least one.
        deltas: the ``δ_i ∈ [0, 1]``, one per ``ε_i``.

    Returns:
        ``EpsDelta(Σε_i, δ_g)``, both rounded up, ``δ_g`` capped at 1.

    Raises:
        InvalidArgument: a NaN, negative or infinite ``ε_i``; a ``δ_i`` outside ``[0, 1]``; no
            ``ε_i``; ``deltas`` of another length.

    Privacy:
        Holds for every adversary interleaving its queries, with any interactive mechanisms of
        these parameters (a hybrid argument; Lemma 3's triangle inequality). It is weaker than
        basic non-interactive composition; for pure components use :func:`concurrent_pure`.

    Example:
        >>> concurrent_approx([0.5, 0.5], [1e-6, 1e-6])   # (2ε, (1 + e^ε)·δ) = (1, 2.6487e-06)
        EpsDelta(1.0, 2.64872127070012...e-06)

    References:
        Vadhan, Wang 2021, Thm 1.4 / 4.1; seed 004 §3.6 and §4.4.
    """
    eps = _eps_list(epsilons)
    dels = _delta_list(deltas, len(eps))
    prefix = 0.0
    terms: list[float] = []
    for i in concurrent_order(eps, dels):
        if dels[i] > 0:
            terms.append(mul_up(dels[i], exp_up(prefix)))
        prefix = add_up(prefix, eps[i])
    return EpsDelta(fsum_up(eps), _cap(fsum_up(terms)))


def _div_up(a: float, b: float) -> float:
    q = a / b
    if math.isinf(q):
        return q
    return q if Fraction(q) * Fraction(b) >= Fraction(a) else up(q)


def concurrent_approx_homogeneous(k: int, epsilon: float | Fraction, delta: float | Fraction) -> EpsDelta:
    """``k`` concurrent ``(ε, δ)``-DP interactive mechanisms: ``(kε, δ·(e^{kε} − 1)/(e^ε − 1))``.

    The closed form of :func:`concurrent_approx` with equal parameters, ``δ·Σ_{i<k} e^{iε}``
    (``kδ`` at ``ε = 0``); the bound of group privacy for ``(ε, δ)``-DP.

    Args:
        k: the number of mechanisms, a positive int.
        epsilon: each ``ε ≥ 0``, finite.
        delta: each ``δ ∈ [0, 1]``.

    Returns:
        ``EpsDelta(kε, δ_g)``, both rounded up, ``δ_g`` capped at 1.

    Raises:
        InvalidArgument: ``k`` not a positive int; ``epsilon`` NaN, negative or infinite;
            ``delta`` outside ``[0, 1]``.

    Example:
        >>> level = concurrent_approx_homogeneous(10, 0.1, 1e-6)   # seed 004 §4.4
        >>> level.epsilon, f"{level.delta:.4e}"
        (1.0000000000000002, '1.6338e-05')

    References:
        Vadhan, Wang 2021, Thm 1.4; seed 004 §4.4.
    """
    kk = check_positive_int("k", k)
    eps = loss_up("epsilon", epsilon, allow_inf=False)
    d = probability_up("delta", delta)
    total = _times_k_up(kk, eps)  # a k past 2**53 must not round down to a float
    if d == 0:
        return EpsDelta(total, 0.0)
    if eps == 0:
        return EpsDelta(0.0, _cap(_times_k_up(kk, d)))
    if total > 700.0:  # e^{kε} leaves the float range: δ·Σ_{i<k} e^{iε} ≤ δ·e^{(k−1)ε}/(1 − e^{−ε})
        tail = _div_up(exp_up(_times_k_up(kk - 1, eps)), down(down(-math.expm1(-eps))))
        return EpsDelta(total, _cap(mul_up(d, tail)))
    den = down(down(math.expm1(eps)))
    if den < 1e-300:  # subnormal ε: Σ_{i<k} e^{iε} ≤ k·e^{kε}
        return EpsDelta(total, _cap(mul_up(_times_k_up(kk, d), exp_up(total))))
    ratio = _div_up(_expm1_up(total), den)
    return EpsDelta(total, _cap(mul_up(d, ratio)))

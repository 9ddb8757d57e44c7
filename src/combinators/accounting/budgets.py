"""Seed 002's product budget and its Thm 5.4 bound for concurrent parallel composition.

Seed 002 (Haney et al., arXiv 2411.03299v4) lets an adversary open any number of concurrent
mechanisms under the verification function ``f_{∞,δ'}``. The ``(0, δ_j)``-DP mechanisms among
them are charged against a **product budget**: they may continue while
``1 − Π_j (1 − δ_j) ≤ δ'`` (§2.7; Lemma 5.9 shows that this budget is exactly what ``(0, δ')``-DP
allows, and it is tighter than the ``Σ δ_j ≤ δ'`` filter of Whitehouse et al., footnote 11).

Thm 5.4 then combines the budget with the pure part. If ``Comp[RR_{ε_1,0}, …, RR_{ε_k,0}]`` is
``(ε, δ)``-DP, the ``f^{ε_1…ε_k}_{∞,δ'}``-concurrent composition is

- ``(ε, 1 − (1 − δ)(1 − δ'))``-DP: what the proof gives (Lemma 5.11) and what the informal
  Thm 1.5 states (``form="tight"``, the default);
- ``(ε, δ + δ')``-DP: what Thm 5.4 prints (``form="printed"``), valid but weaker.

At ``(δ, δ') = (0.01, 0.02)`` the two are 0.0298 and 0.03 (research/ERRATA.md A8, confirmed by
exact enumeration of ``Comp(RR_{0.7,0.01}, RR_{0,0.02})``).

Every δ returned is rounded *up* (toward the weaker guarantee, DESIGN.md §2).

Example:
    >>> product_budget([0.01, 0.02])   # 1 − 0.99·0.98 = 0.0298 (the floats are a hair above 1/100, 2/100)
    0.029800000000000004
    >>> product_budget_bound(EpsDelta(0.7, 0.01), 0.02)
    EpsDelta(0.7, 0.029800000000000004)
    >>> product_budget_bound(EpsDelta(0.7, 0.01), 0.02, form="printed")
    EpsDelta(0.7, 0.030000000000000002)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Final, Literal, TypeAlias

from .._arith import down, float_up, fsum_up, up
from .._validation import check_choice, check_instance, check_probability, check_sequence_of
from ..errors import InvalidArgument
from ..measures import EpsDelta

__all__ = ["ProductBudgetForm", "product_budget", "product_budget_bound"]

ProductBudgetForm: TypeAlias = Literal["tight", "printed"]
"""Which form of seed 002 Thm 5.4: ``1 − (1−δ)(1−δ')`` (``"tight"``) or ``δ + δ'`` (``"printed"``)."""

_FORMS: Final[tuple[ProductBudgetForm, ...]] = ("tight", "printed")
_EXACT_TERMS: Final = 64
"""Up to this many δ_j the product is computed exactly in rationals; beyond, in log space."""


def _deltas(deltas: object) -> list[Fraction]:
    return check_sequence_of("deltas", deltas, lambda name, d: Fraction(check_probability(name, d)),
                             what="a sequence of probabilities, e.g. [0.01, 0.02]")


def _log_space_up(ds: Sequence[Fraction]) -> float:
    """``−expm1(Σ log1p(−δ_j))`` with every step rounded toward a larger result.

    Each δ_j is rounded up to a float (a larger δ_j gives a larger budget), each ``log1p`` term
    down by two ulps (libm is within one), the correctly rounded ``fsum`` down by one more, and
    the final ``−expm1`` up by two.
    """
    terms: list[float] = []
    for d in ds:
        df = float_up(d)
        if df >= 1.0:
            return 1.0
        terms.append(down(down(math.log1p(-df))) if df > 0 else 0.0)
    if not any(terms):
        return 0.0
    s = math.nextafter(math.fsum(terms), -math.inf)
    return up(up(-math.expm1(s)))


def product_budget(deltas: Sequence[float | Fraction]) -> float:
    """``1 − Π_j (1 − δ_j)``: the δ that ``(0, δ_j)``-DP mechanisms jointly spend, rounded up.

    Up to 64 terms the product is exact (rationals; a float δ_j is taken exactly) and rounded up
    once. With more terms it is computed in log space, ``−expm1(Σ_j log1p(−δ_j))``, which keeps
    full relative precision for tiny δ_j (no ``1 − δ`` rounding to 1), and every step is rounded
    toward a larger result. The result is also capped by the union bound ``Σ δ_j`` (rounded up),
    which is never smaller than the product budget.

    Args:
        deltas: the δ_j, each in ``[0, 1]``. The empty sequence spends 0.

    Returns:
        An upper bound of ``1 − Π_j (1 − δ_j)``, in ``[0, 1]``.

    Raises:
        InvalidArgument: for a NaN, negative, infinite or above-1 ``deltas[i]``, naming ``i``.

    Privacy:
        Seed 002 Lemma 5.9: adaptively chosen ``RR_{0,δ_j}`` (hence ``(0, δ_j)``-DP mechanisms,
        Thm 4.12) whose product budget stays ``≤ δ`` compose concurrently to ``(0, δ)``-DP.

    Example:
        >>> product_budget([]), product_budget([0.5, 0.5])
        (0.0, 0.75)
        >>> product_budget([1e-12] * 1000) <= 1e-9   # 1 − (1 − 1e-12)^1000 < Σ δ_j
        True

    References:
        seed 002 §2.7 (``f_{∞,δ'}``), Lemma 5.9, Thm 5.4; research/ERRATA.md A8.
    """
    ds = _deltas(deltas)
    if not ds:
        return 0.0
    union = min(1.0, fsum_up(float_up(d) for d in ds))
    if len(ds) <= _EXACT_TERMS:
        keep = Fraction(1)
        for d in ds:
            keep *= 1 - d
        return min(union, float_up(1 - keep))
    return min(union, _log_space_up(ds))


def _level(level: object) -> EpsDelta:
    return check_instance("level", level, EpsDelta, "an EpsDelta: the (ε, δ) of Comp[RR_{ε_1,0}, …, RR_{ε_k,0}]")


def product_budget_bound(level: EpsDelta, delta_prime: float | Fraction, *,
                         form: ProductBudgetForm = "tight") -> EpsDelta:
    """Seed 002 Thm 5.4: the level of a concurrent composition with a product budget ``δ'``.

    If ``Comp[RR_{ε_1,0}, …, RR_{ε_k,0}]`` is ``level = (ε, δ)``-DP (computed by any accountant,
    e.g. the optimal composition), the ``f^{ε_1…ε_k}_{∞,δ'}``-concurrent composition (at most
    ``k`` pure mechanisms of the given ε_i, plus unboundedly many ``(0, δ_j)`` ones within the
    product budget ``δ'``) is

    - ``(ε, 1 − (1 − δ)(1 − δ'))``-DP for ``form="tight"`` (proof of Thm 5.4 via Lemma 5.11;
      informal Thm 1.5);
    - ``(ε, δ + δ')``-DP for ``form="printed"`` (the statement of Thm 5.4), never smaller.

    Args:
        level: the ``(ε, δ)`` of the composition of the pure randomized responses.
        delta_prime: the product budget δ' in ``[0, 1]``.
        form: ``"tight"`` or ``"printed"``.

    Returns:
        The composed level; ε is ``level.epsilon`` unchanged, δ is rounded up and capped at 1.

    Raises:
        InvalidArgument: for a ``level`` that is not an ``EpsDelta``, a δ' outside ``[0, 1]`` or
            NaN, or an unknown ``form``.

    Privacy:
        The theorem needs every ε_i > 0 and discrete answer distributions (seed 002 §4 side
        conditions); a mechanism with ε_i = 0 may be declared with any positive ε_i instead.

    Example:
        >>> product_budget_bound(EpsDelta(1.0, 0.0), 1e-6)   # pure part: no loss in δ
        EpsDelta(1.0, 1e-06)

    References:
        seed 002 Thm 5.4, Lemma 5.11, Thm 1.5; research/ERRATA.md A8.
    """
    lv = _level(level)
    dp = Fraction(check_probability("delta_prime", delta_prime))
    f = check_choice("form", form, _FORMS)
    d = Fraction(lv.delta)
    exact = d + dp if f == "printed" else 1 - (1 - d) * (1 - dp)
    return EpsDelta(lv.epsilon, min(1.0, float_up(exact)))

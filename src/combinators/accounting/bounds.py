"""Basic and advanced composition of (ε, δ)-DP mechanisms whose parameters are fixed in advance.

Pure functions of privacy levels, rounded toward the weaker guarantee: every ε and δ returned
is an upper bound of the exact value of its formula, and an admitted count never exceeds what
exact arithmetic admits (DESIGN.md §2).

Two printed forms of advanced composition exist, and they differ in the lower-order term:

- ``form="kairouz"`` (the default) is seed 003 eq. (2), Kairouz–Oh–Viswanath 2015's tightening:
  ``ε = √(2·ln(1/δ')·Σε_m²) + Σ ε_m·(e^{ε_m} − 1)/(e^{ε_m} + 1)``, i.e. ``Σ ε_m·tanh(ε_m/2)``;
- ``form="drv"`` is Dwork–Rothblum–Vadhan 2010, Thm III.3:
  ``ε = √(2·ln(1/δ')·Σε_m²) + Σ ε_m·(e^{ε_m} − 1)``, i.e. ``√(2k·ln(1/δ'))·ε + kε(e^ε − 1)`` when
  the ``k`` levels are equal.

Both give ``δ = δ' + Σδ_m`` (seed 003 eq. (2) prints ``Σ_{m<n}``; the sum runs over every
mechanism, research/ERRATA.md A10). The thresholds are not interchangeable: 349 mechanisms of
ε_m = 0.01 compose to ``ε ≤ 1`` at ``δ' = 10⁻⁶`` in the tanh form (0.99944916…) but to 1.01707…
in the DRV form, which admits only 337 (research/ERRATA.md A3).

Example:
    >>> basic([EpsDelta(0.5, 1e-6), Epsilon(0.25)])
    EpsDelta(0.75, 1e-06)
    >>> round(advanced([Epsilon(0.01)] * 349, 1e-6).epsilon, 9)
    0.999449161
    >>> advanced_admitted_count(Epsilon(0.01), EpsDelta(1.0, 1e-6)), advanced_admitted_count(
    ...     Epsilon(0.01), EpsDelta(1.0, 1e-6), form="drv")
    (349, 337)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Final, Literal, TypeAlias

from .._arith import add_up, float_up, fsum_up, log_inv_up, mul_up, positive_delta_down, sqrt_up, up
from .._validation import check_choice, check_instance, check_sequence_of
from ..errors import InvalidArgument
from ..measures import ApproxDP, EpsDelta, Epsilon
from ..measures.distances import loss_float

__all__ = ["AdvancedForm", "advanced", "advanced_admitted_count", "basic"]

AdvancedForm: TypeAlias = Literal["kairouz", "drv"]
"""Which printed form of advanced composition: seed 003 eq. (2) (``"kairouz"``) or DRV 2010."""

_FORMS: Final[tuple[AdvancedForm, ...]] = ("kairouz", "drv")
_MAX_COUNT: Final = 2**53
"""Counts are computed with float arithmetic; beyond 2**53 they would not be exact."""


def _as_eps_delta(name: str, level: object) -> EpsDelta:
    if isinstance(level, EpsDelta):
        return level
    if isinstance(level, Epsilon):
        return EpsDelta(level.epsilon, 0.0)
    msg = f"{name}={level!r} must be an EpsDelta or an Epsilon"
    raise InvalidArgument(msg)


def _levels(levels: object) -> list[EpsDelta]:
    return check_sequence_of("levels", levels, _as_eps_delta, what="a sequence of EpsDelta or Epsilon levels")


def _tanh_half_up(eps: float) -> float:
    """An upper bound of ``tanh(ε/2) = (e^ε − 1)/(e^ε + 1)`` (libm's tanh is within an ulp)."""
    return 0.0 if eps == 0 else min(1.0, up(up(math.tanh(eps / 2))))


def _expm1_up(eps: float) -> float:
    """An upper bound of ``e^ε − 1`` (``inf`` past the float range)."""
    if eps == 0:
        return 0.0
    try:
        return up(up(math.expm1(eps)))
    except OverflowError:
        return math.inf


def _lower_term(eps: float, form: AdvancedForm) -> float:
    """``ε·tanh(ε/2)`` or ``ε·(e^ε − 1)``, rounded up."""
    if math.isinf(eps):
        return math.inf
    return mul_up(eps, _tanh_half_up(eps) if form == "kairouz" else _expm1_up(eps))


def basic(levels: Sequence[EpsDelta | Epsilon]) -> EpsDelta:
    """Basic composition: ``(Σ ε_m, min(1, Σ δ_m))``, both rounded up.

    An ``Epsilon`` counts as ``(ε, 0)``. The empty sequence composes to ``(0, 0)``. For a pure
    result (an ``Epsilon``), use ``PureDP().compose``.

    Args:
        levels: the (ε_m, δ_m)-DP levels of the mechanisms, in any order.

    Returns:
        The composed level. It holds under fully adaptive choice of the parameters too
        (Rogers–Roth–Ullman–Vadhan 2016), though this function only computes it.

    Raises:
        InvalidArgument: when an element is not an ``EpsDelta`` or ``Epsilon``.

    Example:
        >>> basic([EpsDelta(0.25, 0.5), EpsDelta(0.5, 0.75)])
        EpsDelta(0.75, 1.0)
        >>> basic([Epsilon(0.01)] * 100).epsilon > 1.0   # the float 0.01 is slightly above 1/100
        True

    References:
        Dwork–Roth 2014, Thm 3.16; seed 004 Thm 1.1.
    """
    return ApproxDP().compose(_levels(levels))


def advanced(levels: Sequence[EpsDelta | Epsilon], delta_prime: float | Fraction, *,
             form: AdvancedForm = "kairouz") -> EpsDelta:
    """Advanced composition of (ε_m, δ_m)-DP mechanisms with parameters fixed in advance.

    With ``L = ln(1/δ')`` and ``V = Σ ε_m²``:

    - ``form="kairouz"``: ``ε = √(2·L·V) + Σ ε_m·(e^{ε_m} − 1)/(e^{ε_m} + 1)`` (seed 003 eq. (2),
      after Kairouz–Oh–Viswanath 2015);
    - ``form="drv"``: ``ε = √(2·L·V) + Σ ε_m·(e^{ε_m} − 1)`` (Dwork–Rothblum–Vadhan 2010,
      Thm III.3; for k equal levels ``√(2k·L)·ε + kε(e^ε − 1)``);

    and in both ``δ = δ' + Σ δ_m`` (capped at 1). ε and δ are rounded up. Advanced composition
    can be worse than ``basic`` (e.g. for one mechanism); this function does not take the minimum.

    Args:
        levels: the levels of the mechanisms; an ``Epsilon`` counts as ``(ε, 0)``.
        delta_prime: δ' in ``(0, 1)``, the extra failure probability traded for a smaller ε.
        form: ``"kairouz"`` (tanh form, the tighter one) or ``"drv"``.

    Returns:
        The composed ``EpsDelta``; ``(0, δ')`` for no mechanisms.

    Raises:
        InvalidArgument: for δ' outside ``(0, 1)``, an unknown form, or an element that is not a
            level.

    Example:
        >>> advanced([Epsilon(0.01)] * 350, 1e-6).epsilon > 1      # 1.00090502960
        True
        >>> round(advanced([Epsilon(0.01)] * 349, 1e-6, form="drv").epsilon, 8)
        1.01707439

    References:
        seed 003 eq. (2); Dwork–Rothblum–Vadhan 2010, Thm III.3; research/ERRATA.md A3, A10.
    """
    checked = _levels(levels)
    dp = positive_delta_down("delta_prime", delta_prime)
    f = check_choice("form", form, _FORMS)
    log_inv = log_inv_up(dp)
    sum_sq = fsum_up(mul_up(loss_float(x.epsilon), loss_float(x.epsilon)) for x in checked)
    root = sqrt_up(mul_up(mul_up(2.0, log_inv), sum_sq))
    eps = add_up(root, fsum_up(_lower_term(loss_float(x.epsilon), f) for x in checked))
    delta = min(1.0, fsum_up([dp, *(loss_float(x.delta) for x in checked)]))
    return EpsDelta(eps, delta)


def _homogeneous_up(k: int, eps: float, log_inv: float, form: AdvancedForm) -> float:
    """``√(2·L·k·ε²) + k·lower(ε)``, rounded up: ``advanced`` of ``k`` equal levels in O(1).

    Any count is taken: past 2**53, where ``float(k)`` would round ``k`` (sometimes down), the
    products with ``k`` are exact rationals rounded up, and ``ε²`` is not rounded to a float first
    (it may underflow while ``k·ε²`` is of order 1).
    """
    if k <= _MAX_COUNT:
        sum_sq = mul_up(float(k), mul_up(eps, eps))
        lower = mul_up(float(k), _lower_term(eps, form))
    else:
        factor = _tanh_half_up(eps) if form == "kairouz" else _expm1_up(eps)
        e = Fraction(eps)
        sum_sq = float_up(k * e * e)
        lower = math.inf if math.isinf(factor) else float_up(k * e * Fraction(factor))
    root = sqrt_up(mul_up(mul_up(2.0, log_inv), sum_sq)) if log_inv > 0 else 0.0
    return add_up(root, lower)


def _times_k_up(k: int, x: float) -> float:
    """``k·x`` rounded up for an int ``k ≥ 0`` of any size and a float ``x ≥ 0`` (``inf`` past the
    float range); ``float(k)`` would round a ``k`` past 2**53 to nearest, sometimes down."""
    if x == 0:
        return 0.0
    if k <= _MAX_COUNT or math.isinf(x):
        return mul_up(float(k), x)
    return float_up(k * Fraction(x))


def _child_epsilon(child: object) -> float:
    child = check_instance("child", child, Epsilon, "an Epsilon: the ε_m-DP level of each (pure) mechanism")
    if child.epsilon == 0 or math.isinf(child.epsilon):
        msg = f"child={child!r} must have 0 < epsilon < inf: otherwise the count is unbounded or 0"
        raise InvalidArgument(msg)
    return loss_float(child.epsilon)


def _budget(budget: object) -> EpsDelta:
    return check_instance("budget", budget, EpsDelta, "an EpsDelta, e.g. EpsDelta(1.0, 1e-6)")


def _count_budget(budget: object) -> EpsDelta:
    """The budget of an admitted count: an ``EpsDelta`` with a finite ε (at ε = inf every count fits)."""
    target = _budget(budget)
    if math.isinf(target.epsilon):
        msg = f"budget={target!r} has epsilon = inf: every count is admitted"
        raise InvalidArgument(msg)
    return target


def _largest_admitted(estimate: float, admits: Callable[[int], bool]) -> int:
    """The largest ``k ≥ 0`` with ``admits(k)``, for a predicate that is monotone (true up to some
    ``k`` and false after), starting from a float ``estimate`` that is off by a few units."""
    if not estimate < _MAX_COUNT:
        msg = f"the budget admits more than 2**53 mechanisms (about {estimate:.3g}); counts are not exact there"
        raise InvalidArgument(msg)
    k = max(0, int(estimate))
    while k > 0 and not admits(k):
        k -= 1
    while admits(k + 1):
        k += 1
    return k


def advanced_admitted_count(child: Epsilon, budget: EpsDelta, *, form: AdvancedForm = "kairouz") -> int:
    """The largest ``k`` such that ``k`` pure ``child``-DP mechanisms compose, by ``advanced``
    with ``δ' = budget.delta``, to at most ``budget.epsilon``.

    The whole δ budget goes to δ' (the children are pure). Computed in O(1) from the closed form
    and checked against the upward-rounded ``advanced`` value, so the count never exceeds what
    exact arithmetic admits.

    Args:
        child: each mechanism's level ``Epsilon(ε_m)``, with ``0 < ε_m < ∞``.
        budget: the target ``(ε, δ)``; ``δ`` must be in ``(0, 1)``.
        form: ``"kairouz"`` (seed 003 eq. (2)) or ``"drv"`` (DRV 2010).

    Returns:
        The admitted count (0 if even one mechanism exceeds the budget).

    Raises:
        InvalidArgument: for a bad child, budget or form, or a count beyond 2**53.

    Example:
        >>> advanced_admitted_count(Epsilon(0.001), EpsDelta(1.0, 1e-6), form="drv")
        33785
        >>> advanced_admitted_count(Epsilon(0.01), EpsDelta(0.5, 1e-5), form="drv")
        104

    References:
        seed 003 eq. (2) and §4.4; Dwork–Rothblum–Vadhan 2010, Thm III.3; research/ERRATA.md A3.
    """
    eps = _child_epsilon(child)
    target = _count_budget(budget)
    dp = positive_delta_down("budget.delta", target.delta)
    f = check_choice("form", form, _FORMS)
    log_inv = log_inv_up(dp)
    b = target.epsilon
    # ε·c·t² + ε·√(2L)·t − b = 0 with t = √k.
    c = _lower_term(eps, f) / eps
    s = eps * math.sqrt(2 * log_inv)
    t = 2 * b / (s + math.sqrt(s * s + 4 * eps * c * b)) if b > 0 else 0.0
    return _largest_admitted(t * t, lambda k: _homogeneous_up(k, eps, log_inv, f) <= b)

"""Continuation rules and incremental accumulators for fully adaptive composition.

The analyst chooses each mechanism's level after seeing the earlier outputs. A *filter* decides,
**before** the next mechanism runs, whether the whole interaction stays within a budget fixed in
advance. An *accumulator* ``G`` maps the levels so far to a level of the whole interaction
(seed 000 Thm 3.8). A filter is ``F(d_1, …, d_k; d) = 𝕀(G(d_1, …, d_k) ⪯ d)`` (seed 000
Lemma 2.19), so one shape serves both.

The shape: an ``Accumulator[D]`` is a frozen value, generic in the distance type ``D``.

- ``count`` is the number of levels added so far.
- ``value() -> D`` is ``G(d_1, …, d_k)``, rounded toward the weaker guarantee.
- ``add(d) -> Self`` returns a new accumulator for ``d_1, …, d_k, d`` in O(1). It keeps running
  sums and never the history, and ``self`` is unchanged.
- ``within(budget) -> bool`` is ``value() ⪯ budget`` in the measure's order.
- ``admits(d, budget) -> bool`` is ``add(d).within(budget)``, computed without keeping the new
  value. It is the continuation rule, checked *before* adding (check before commit).

``Filter[D]`` (built by ``privacy_filter``) pairs an accumulator with its budget. These two types
are what the composition engine (``combinators.composition``) is to build its filter and odometer
machines from, for every measure. Refusing, halting, and what a refusal does to later requests
are the machine's business, not this module's.

Instances:

- ``additive_accumulator(measure)``: ``G = Σ d_m``, rounded up (a ``ScalarAccumulator`` keeping a
  float sum for pure DP, Rényi DP and zCDP; an ``AdditiveAccumulator`` over the measure's own
  ``compose`` for the pair-valued measures). It is valid
  for pure DP, Rényi DP at a fixed order and zCDP (seed 000 Thm 1.22, 4.6, 4.10: valid for
  concurrent interactive mechanisms too), for approximate zCDP (seed 003 Thm 1: sequential fully
  adaptive composition; concurrent composition of approximate zCDP is open, seed 000 §4), and for
  approximate DP (basic composition, Rogers–Roth–Ullman–Vadhan 2016; concurrent by seed 000
  Cor 3.5).
- ``whitehouse_accumulator(delta_prime, delta)``: the (ε, δ) accumulator of Whitehouse et al. 2023
  (seed 003 Thm 2; seed 000 Thm 3.7/3.8 with the printed inequality corrected, research/ERRATA.md
  A9). It gives ``G = (√(2·ln(1/δ')·Σε_m²) + ½·Σε_m², δ)`` while ``δ' + Σδ_m ≤ δ``, and
  ``(∞, ∞)`` after that. ``(∞, ∞)`` is written ``EpsDelta(inf, 1.0)``, since δ = 1 is the top of
  δ's range: every pair of distributions is (ε, 1)-close.

Conservative arithmetic: every running sum is an upper bound (``_arith.add_up`` on each add),
so a filter never admits more than exact arithmetic would. The float ``0.01`` is slightly
above ``1/100``, so a pure filter with budget ``1.0`` admits 99 spends of ``0.01``, which is also
what exact arithmetic on those floats admits. Exactly representable values (0.25, 0.5) spend
the budget exactly, and spending exactly the budget is allowed (the rules use ≤). A ``Fraction``
level is summed exactly by the additive rules (a sum with one in it is a ``Fraction``), so 100
spends of ``Fraction(1, 100)`` fit a budget of ``Fraction(1)`` or ``1.0`` and the 101st does not.

Example:
    >>> f = privacy_filter(additive_accumulator(PureDP()), Epsilon(1.0))
    >>> f = f.add(Epsilon(0.5)).add(Epsilon(0.25)).add(Epsilon(0.25))
    >>> f.spent(), f.admits(Epsilon(1e-300))
    (Epsilon(1.0), False)
    >>> w = whitehouse_accumulator(delta_prime=1e-6, delta=1e-6)
    >>> admitted_prefix(w, [EpsDelta(0.01, 0.0)] * 1000, EpsDelta(1.0, 1e-6))
    349
"""

from __future__ import annotations

import functools
import math
import struct
import sys
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any, Final, Generic, Protocol, Self, cast, final, overload

import attrs
from typing_extensions import override

from .._arith import add_exact_up, add_up, float_down, float_up, log_inv_up, mul_up, positive_delta_down, sqrt_up
from .._typing import D
from .._validation import check_instance, check_int, check_nonneg, check_positive, check_probability
from ..errors import BudgetExceeded, CombinatorsError, InvalidArgument
from ..measures import (ZCDP, ApproxDP, ApproxZCDP, EpsDelta, Epsilon, Measure, PureDP, RenyiDP, RenyiEps, Rho, RhoDelta,
                        ScalarMeasure, TradeOff, gaussian_tradeoff)
from ..measures.distances import exact_ok, forged, loss_float, loss_up, loss_value
from ..measures.tradeoffs import intact_mu, require_gaussian
from ..measures.conversions import bun_steinke_epsilon
from ..measures.registry import AdditiveRule, on_change, registered, spec_if_registered
from .bounds import _child_epsilon, _largest_admitted

__all__ = [
    "Accumulator",
    "remaining",
    "ADDITIVE_ACCUMULATORS",
    "AdditiveAccumulator",
    "Filter",
    "GaussianAccumulator",
    "ScalarAccumulator",
    "WhitehouseAccumulator",
    "additive_accumulator",
    "admitted_prefix",
    "continues",
    "gaussian_accumulator",
    "privacy_filter",
    "rho_star",
    "whitehouse_accumulator",
    "whitehouse_admitted_count",
    "whitehouse_epsilon",
    "y_star",
]


def _additive_rule(measure: object) -> AdditiveRule | None:
    """The additive rule the measure's registration declares (by exact type), or None."""
    spec = spec_if_registered(measure)
    return None if spec is None else spec.additive


_scalar_ok: list[object] = [None]
"""The last measure object found to declare the scalar rule: every ``add`` rebuilds an
accumulator, whose validator asks again for the same object (compared by identity, so no
caller's ``==``); forgotten whenever the registry changes."""


def _forget_scalar() -> None:
    _scalar_ok[0] = None


on_change(_forget_scalar)


def _additive_names() -> str:
    return ", ".join(s.name for s in registered() if s.additive is not None)


class Accumulator(Protocol[D]):
    """An incremental accumulator ``G`` over levels of type ``D`` (see the module docstring).

    Subclass requirements (checked by the tests, not at run time): values are immutable;
    ``add`` is O(1) and leaves ``self`` unchanged; ``admits(d, b) == add(d).within(b)``;
    ``G`` is monotone in the sequence, so a rule that admits ``d_1..d_{n+1}`` admits ``d_1..d_n``
    for ``n ≥ 1``;
    every float in ``value()`` rounds toward the weaker guarantee.
    """

    @property
    def count(self) -> int:
        """How many levels have been added."""
        ...

    def value(self) -> D:
        """``G(d_1, …, d_k)``: the level of the interaction so far."""
        ...

    def add(self, level: D, /) -> Self:
        """The accumulator after one more level (O(1); ``self`` is unchanged)."""
        ...

    def within(self, budget: D, /) -> bool:
        """``value() ⪯ budget``."""
        ...

    def admits(self, level: D, budget: D, /) -> bool:
        """``add(level).within(budget)``: the continuation rule, checked before adding."""
        ...


# The field converters below take an ordinary int or float in one test (each ``add`` builds a new
# accumulator) and pass anything else through the general check, which takes numpy scalars too
# and stores the Python number: an upward-rounded float for a sum, an int for a count.
def _count(value: object) -> int:
    if type(value) is int and value >= 0:
        return value
    return check_int("count", value, minimum=0)


def _total(value: object) -> float | Fraction:
    return loss_value("total", value)  # its own fast path is a float >= 0; inf is allowed; a Fraction stays exact


def _sum_sq(value: object) -> float:
    return loss_up("sum_sq", value)


def _sum_delta(value: object) -> float:
    return loss_up("sum_delta", value)


def _additive_measure(inst: object, attr: attrs.Attribute[Any], value: Any) -> None:
    if _additive_rule(value) is None:
        msg = (f"measure={value!r} has no additive filter rule here; the additive accumulator takes a measure "
               f"whose registration declares one: {_additive_names()}")
        raise InvalidArgument(msg)


def _level_of_measure(inst: AdditiveAccumulator[Any], attr: attrs.Attribute[Any], value: Any) -> None:
    inst.measure.check_level(value)  # raises IncompatibleMeasureError for another measure's level


@final
@attrs.frozen
class AdditiveAccumulator(Generic[D]):
    """``G(d_1, …, d_k) = d_1 + … + d_k`` by the measure's own (upward-rounded) ``compose``.

    Build it with ``additive_accumulator(measure)``, which admits only the measures for which
    the additive rule is a valid fully adaptive filter.

    Example:
        >>> acc = additive_accumulator(ZCDP()).add(Rho(0.25))
        >>> acc.value(), acc.admits(Rho(0.25), Rho(0.5)), acc.admits(Rho(0.26), Rho(0.5))
        (Rho(0.25), True, False)
    """

    measure: Measure[D] = attrs.field(validator=_additive_measure)
    spent: D = attrs.field(validator=_level_of_measure)
    count: int = attrs.field(converter=_count)

    def value(self) -> D:
        """The sum of the levels added so far, rounded up."""
        return self.spent

    def add(self, level: D, /) -> AdditiveAccumulator[D]:
        """The accumulator after ``level``: one upward-rounded addition."""
        measure = self.measure
        return AdditiveAccumulator(measure, measure.compose((self.spent, level)), self.count + 1)

    def within(self, budget: D, /) -> bool:
        """``Σ d_m ≤ budget`` (component-wise for pairs)."""
        return self.measure.leq(self.spent, self.measure.check_level(budget))

    def admits(self, level: D, budget: D, /) -> bool:
        """``Σ d_m + level ≤ budget``; spending exactly the budget is allowed."""
        measure = self.measure
        return measure.leq(measure.compose((self.spent, level)), measure.check_level(budget))


_new_object: Final = object.__new__
_set: Final = object.__setattr__


def _scalar_measure(inst: object, attr: attrs.Attribute[Any], value: object) -> None:
    if value is _scalar_ok[0]:  # the hot path of every add: the same measure as last time
        return
    if _additive_rule(value) is not AdditiveRule.SCALAR:
        names = ", ".join(s.name for s in registered() if s.additive is AdditiveRule.SCALAR)
        msg = (f"measure={value!r} is not a measure whose levels are one number; ScalarAccumulator takes "
               f"{names} (build it with additive_accumulator(measure))")
        raise InvalidArgument(msg)
    _scalar_ok[0] = value


@final
@attrs.frozen
class ScalarAccumulator(Generic[D]):
    """``G(d_1, …, d_k) = d_1 + … + d_k`` for a measure whose levels are one number (pure DP,
    Rényi DP at a fixed order, zCDP), with the running sum kept as a number: an upward-rounded
    float while every level is a float, an exact ``Fraction`` once one is (``add_exact_up``).

    It is ``AdditiveAccumulator`` with the sum kept as a number rather than a level: each ``add``
    is one ``add_up`` and builds no level, which is what a filter does on every spawn. Build it
    with ``additive_accumulator(PureDP())``, ``(RenyiDP(α))`` or ``(ZCDP())``.

    Example:
        >>> acc = additive_accumulator(PureDP()).add(Epsilon(0.25))
        >>> acc, acc.value(), acc.admits(Epsilon(0.75), Epsilon(1.0)), acc.admits(Epsilon(0.76), Epsilon(1.0))
        (ScalarAccumulator(measure=PureDP(), total=0.25, count=1), Epsilon(0.25), True, False)
    """

    measure: ScalarMeasure[D] = attrs.field(validator=_scalar_measure)
    total: float | Fraction = attrs.field(converter=_total)
    count: int = attrs.field(converter=_count)

    @property
    def spent(self) -> D:
        """The sum of the levels added so far, as a level (same as ``value()``)."""
        return self.measure.of_loss(self.total)

    def value(self) -> D:
        """The sum of the levels added so far, rounded up."""
        return self.measure.of_loss(self.total)

    def add(self, level: D, /) -> ScalarAccumulator[D]:
        """The accumulator after ``level``: one upward-rounded addition."""
        measure = self.measure
        return ScalarAccumulator(measure, add_exact_up(self.total, measure.loss(level)), self.count + 1)

    def _charged(self, number: float | Fraction, /) -> ScalarAccumulator[D]:
        """``add`` of a level whose number ``measure.loss`` has just read and checked (the
        composition engine's spawn check does): one addition, the sum and the count checked by
        the fields' own converters, and the measure this one's (checked when it was built)."""
        after: ScalarAccumulator[D] = _new_object(ScalarAccumulator)
        _set(after, "measure", self.measure)
        total = self.total
        if type(total) is float and type(number) is float:  # ``add_exact_up`` of two floats
            s = add_up(total, number)
            _set(after, "total", s if 0.0 <= s <= math.inf else _total(s))  # ``_total``'s own fast test
        else:
            _set(after, "total", _total(add_exact_up(total, number)))
        count = self.count + 1
        _set(after, "count", count if type(count) is int and count >= 0 else _count(count))
        return after

    def within(self, budget: D, /) -> bool:
        """``Σ d_m ≤ budget``."""
        return self.total <= self.measure.loss(budget)

    def admits(self, level: D, budget: D, /) -> bool:
        """``Σ d_m + level ≤ budget``; spending exactly the budget is allowed."""
        measure = self.measure
        return add_exact_up(self.total, measure.loss(level)) <= measure.loss(budget)


@final
@attrs.frozen(repr=False)
class GaussianAccumulator:
    """The Gaussian-DP accumulator: ``G(G_μ1, …, G_μk) = G_√(Σμ_m²)``, with a running ``Σμ²``.

    Build it with ``gaussian_accumulator()``; its levels and budgets are Gaussian trade-off
    curves (``combinators.measures.gaussian_tradeoff``). ``add`` and ``admits`` are O(1).

    Privacy: the filter ``I(Σ_{m≤n+1} μ_m² ≤ μ²)`` is a valid fully adaptive Gaussian-DP filter
    (Smith–Thakurta 2022, arXiv 2210.17520), and transfers to concurrent interactive mechanisms
    with finite communication (seed 000 Thm 1.21, 3.4). Unlike the natural f-DP filter, which
    is invalid for adaptive levels (Tran et al. 2026), it only composes Gaussian curves. For an
    (ε,δ) target use the budget ``gaussian_tradeoff(tight.gdp_mu_budget(ε, δ))``.

    Example:
        >>> from combinators.measures import gaussian_tradeoff
        >>> acc = gaussian_accumulator().add(gaussian_tradeoff(0.375))   # 3-4-5, exact in floats
        >>> acc.value(), acc.admits(gaussian_tradeoff(0.5), gaussian_tradeoff(0.625))
        (gaussian_tradeoff(0.375), True)
        >>> acc.admits(gaussian_tradeoff(0.5001), gaussian_tradeoff(0.625))
        False
        >>> gaussian_accumulator(), acc
        (gaussian_accumulator(), GaussianAccumulator(sum_sq=0.140625, count=1))
    """

    sum_sq: float = attrs.field(converter=_sum_sq)
    count: int = attrs.field(converter=_count)

    @override
    def __repr__(self) -> str:
        """The call that rebuilds it: the factory's while nothing is added, else the class's."""
        if self.count == 0 and self.sum_sq == 0:
            return "gaussian_accumulator()"
        return f"GaussianAccumulator(sum_sq={self.sum_sq!r}, count={self.count!r})"

    def value(self) -> TradeOff:
        """``G_μ`` with ``μ = √(Σμ_m²)``, rounded up."""
        return gaussian_tradeoff(sqrt_up(self.sum_sq))

    def add(self, level: TradeOff, /) -> GaussianAccumulator:
        """The accumulator after one more Gaussian child."""
        mu = _gaussian_mu("level", level)
        return GaussianAccumulator(add_up(self.sum_sq, mul_up(mu, mu)), self.count + 1)

    def within(self, budget: TradeOff, /) -> bool:
        """``√(Σμ_m²) ≤ μ_budget``, i.e. ``G_√Σμ² ⪯ budget``."""
        return sqrt_up(self.sum_sq) <= _gaussian_mu("budget", budget)

    def admits(self, level: TradeOff, budget: TradeOff, /) -> bool:
        """``√(Σμ_m² + μ²) ≤ μ_budget``: checked before the child is created."""
        return self.add(level).within(budget)


def _gaussian_mu(name: str, level: object) -> float:
    """The μ of a Gaussian level as its constructor made it (a finite float ``>= 0``), else raise."""
    g = require_gaussian(name, level)
    if intact_mu(g):
        return g.mu
    raise forged(name, level)


def gaussian_accumulator() -> GaussianAccumulator:
    """An empty Gaussian-DP accumulator (see ``GaussianAccumulator``)."""
    return GaussianAccumulator(0.0, 0)


@overload
def additive_accumulator(measure: PureDP) -> ScalarAccumulator[Epsilon]: ...
@overload
def additive_accumulator(measure: ApproxDP) -> AdditiveAccumulator[EpsDelta]: ...
@overload
def additive_accumulator(measure: RenyiDP) -> ScalarAccumulator[RenyiEps]: ...
@overload
def additive_accumulator(measure: ZCDP) -> ScalarAccumulator[Rho]: ...
@overload
def additive_accumulator(measure: ApproxZCDP) -> AdditiveAccumulator[RhoDelta]: ...
def additive_accumulator(measure: Measure[Any]) -> AdditiveAccumulator[Any] | ScalarAccumulator[Any]:
    """The additive accumulator of ``measure``, starting from its zero level.

    The measure's registration (``combinators.measures.registry``) says whether it has an
    additive rule and how the sum is kept (``AdditiveRule``). The rule ``Σ d_m ⪯ budget`` is a
    valid fully adaptive filter for the library's measures:

    - ``PureDP()``, ``RenyiDP(α)`` and ``ZCDP()``: seed 000 Thm 1.22 / 4.6 (RDP at one order fixed in
      advance) and Thm 4.10 (zCDP). It is also valid for concurrent interactive mechanisms.
      Sequentially it is Feldman–Zrnic 2021.
    - ``ApproxZCDP()``: continue iff ``Σρ_m ≤ ρ`` and ``Σδ_m ≤ δ`` (seed 003 Thm 1). This is
      sequential fully adaptive composition. The concurrent case is open (seed 000 §4). For an
      (ε, δ) target, budget ``RhoDelta(rho_star(ε, δ''), δ)`` gives seed 001 Thm 2, with the
      result ``(ε, δ + (1 − δ)·δ'')``-DP (seed 003 Lemma 1).
    - ``ApproxDP()``: basic composition, ``Σε_m ≤ ε`` and ``Σδ_m ≤ δ`` (Rogers–Roth–Ullman–Vadhan
      2016). It is also valid for concurrent interactive mechanisms (seed 000 Cor 3.5).

    A measure registered outside the package with ``additive=AdditiveRule.COMPOSE`` gets an
    ``AdditiveAccumulator`` over its own ``compose``; its capability rows cite the theorem.

    Args:
        measure: a registered measure with an additive rule (the overloads give the level type to mypy).

    Returns:
        ``ScalarAccumulator(measure, 0.0, 0)`` for the one-number measures (pure DP, Rényi DP,
        zCDP: the sum kept as a float), ``AdditiveAccumulator(measure, measure.zero(), 0)`` for
        the pairs (approximate DP and approximate zCDP).

    Raises:
        InvalidArgument: for any other measure, e.g. ``FDP()`` (the natural f-DP filter is
            invalid, Tran et al. 2026), or one that is not registered.

    Example:
        >>> acc = additive_accumulator(RenyiDP(2))
        >>> acc.add(RenyiEps(0.5)).add(RenyiEps(0.5)).within(RenyiEps(1.0))
        True
    """
    rule = _additive_rule(measure)
    if rule is None:
        msg = (f"measure={measure!r} has no additive filter rule here; additive_accumulator takes "
               f"{_additive_names()} (write an Accumulator for others)")
        raise InvalidArgument(msg)
    if rule is AdditiveRule.SCALAR:
        return ScalarAccumulator(cast("ScalarMeasure[Any]", measure), 0.0, 0)
    return AdditiveAccumulator(measure, measure.zero(), 0)


ADDITIVE_ACCUMULATORS: Final = (AdditiveAccumulator, ScalarAccumulator)
"""The classes ``additive_accumulator`` builds: what the capability table calls the additive rule."""


def whitehouse_epsilon(sum_sq: float | Fraction, delta_prime: float | Fraction) -> float:
    """``√(2·ln(1/δ')·V) + V/2`` for ``V = Σ ε_m²``, rounded up.

    This is the ε part of the Whitehouse accumulator: the advanced-composition curve ``f`` / ``g``
    of seed 003 (App. D; Fig. 3b). It equals the Bun–Steinke zCDP → (ε, δ) bound at ``ρ = V/2``.
    That is how Thm 2 is proved, and how it is computed here.

    Args:
        sum_sq: ``V = Σ ε_m² ≥ 0``.
        delta_prime: δ' in ``(0, 1)``.

    Returns:
        An upper bound of ``√(2·ln(1/δ')·V) + V/2``.

    Raises:
        InvalidArgument: for a negative, NaN or infinite ``sum_sq``, or δ' outside ``(0, 1)``.

    Example:
        >>> whitehouse_epsilon(0.1, 1e-6)   # seed 000 §6.1: ten mechanisms of 0.1 → 1.71225813626911003
        1.7122581362691103

    References:
        seed 003 Thm 2 and Lemma 1; Bun–Steinke 2016, Prop 1.3.
    """
    v = check_nonneg("sum_sq", sum_sq)
    dp = positive_delta_down("delta_prime", delta_prime)
    return bun_steinke_epsilon(_half_up(v), log_inv_up(dp))  # the accumulator runs the same float code


def _half_up(v: float | Fraction) -> float:
    """``V/2`` (the ρ of the zCDP view), rounded up: exact for a normal float."""
    if isinstance(v, float):
        h = v * 0.5
        if h + h == v:
            return h
    return float_up(Fraction(v) / 2)


_STEPS: Final = 64
_MAX_FLOAT: Final = sys.float_info.max


def _step_down(x: float, too_big: Callable[[float], bool]) -> float:
    """The largest float ``≤ x`` for which ``too_big`` (monotone: false up to a point, true after)
    is false, or 0.

    A few ulps down first (the usual case: ``x`` is the rounded root); if that is not enough (the
    check itself overflowed, say), bisection on the floats' bit patterns, which order the
    non-negative floats, so the cost is bounded by 64 more checks.
    """
    for _ in range(_STEPS):
        if not (x > 0 and too_big(x)):
            return x
        x = math.nextafter(x, 0.0)
    lo, hi = 0, struct.unpack("<q", struct.pack("<d", x))[0]  # too_big(0) is taken as false
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if too_big(struct.unpack("<d", struct.pack("<q", mid))[0]):
            hi = mid
        else:
            lo = mid
    return float(struct.unpack("<d", struct.pack("<q", lo))[0])


def y_star(epsilon: float | Fraction, delta_prime: float | Fraction) -> float:
    """The root ``y*`` of ``√(2·ln(1/δ')·y) + y/2 = ε``, rounded down.

    ``y* = (√(2L + 2ε) − √(2L))²`` with ``L = ln(1/δ')``. It is computed as
    ``(2ε / (√(2L + 2ε) + √(2L)))²``, which has no cancellation. Then it is stepped down until
    ``whitehouse_epsilon(y*, δ') ≤ ε``, so ``V ≤ y_star(ε, δ')`` implies the Whitehouse rule holds.

    Seed 003 Thm 3(1) and eq. (15) print ``(√(2L + ε) − √(2L))²``. That solves ``f(y) = ε/2``, not
    ``f(y) = ε`` (research/ERRATA.md A4), and it is not offered here. The filter odometer is valid for
    any tangent point, but the filter proof (Lemma 9) needs the true root.

    Args:
        epsilon: the target ε, ``0 < ε < ∞``.
        delta_prime: δ' in ``(0, 1)``.

    Returns:
        y*, with relative error below 1e-15 and never above the true root.

    Raises:
        InvalidArgument: for ε ≤ 0, ε infinite or NaN, or δ' outside ``(0, 1)``.

    Example:
        >>> y_star(1.0, 1e-6)   # research/ERRATA.md A4: 0.034937809538246756 (rounded down here)
        0.03493780953824674

    References:
        seed 003 Thm 2, Lemma 9, App. D eq. (15) (corrected).
    """
    eps = float_down(check_positive("epsilon", epsilon))  # a smaller target: a smaller root
    dp = positive_delta_down("delta_prime", delta_prime)
    log_inv = -math.log(dp)
    # = (2ε / (√(2L + 2ε) + √(2L)))², written so that no intermediate leaves the float range
    t = eps / (math.sqrt(log_inv + eps) + math.sqrt(log_inv))
    y = min(2 * (t * t), _MAX_FLOAT)
    return _step_down(y, lambda v: whitehouse_epsilon(v, dp) > epsilon)


def rho_star(epsilon: float | Fraction, delta_prime: float | Fraction) -> float:
    """The largest ρ with ``ρ + 2·√(ρ·ln(1/δ')) ≤ ε``, rounded down: the ρ budget of a zCDP filter
    with an ε target.

    ``ρ* = (√(L + ε) − √L)² = y*/2`` with ``L = ln(1/δ')`` (seed 001 §4.2, Thm 2). It is stepped
    down until its Bun–Steinke ε, ``ρ* + 2·√(ρ*·L)`` rounded up, is ``≤ ε``.

    Args:
        epsilon: the target ε, ``0 < ε < ∞``.
        delta_prime: δ' (seed 001's δ'') in ``(0, 1)``.

    Returns:
        ρ*, never above the true root.

    Raises:
        InvalidArgument: for ε ≤ 0, ε infinite or NaN, or δ' outside ``(0, 1)``.

    Example:
        >>> rho_star(1.0, 1e-6)   # seed 001 §6: 0.017468904769123432, whose ε is 1.0000000000000016
        0.01746890476912337

    References:
        seed 001 Thm 2 (after Whitehouse et al. 2023 Thm 1) and §6; Bun–Steinke 2016, Prop 1.3.
    """
    eps = float_down(check_positive("epsilon", epsilon))  # a smaller target: a smaller root
    dp = positive_delta_down("delta_prime", delta_prime)
    log_inv = -math.log(dp)
    t = eps / (math.sqrt(log_inv + eps) + math.sqrt(log_inv))
    r = min(t * t, _MAX_FLOAT)  # float ** raises past the float range
    return _step_down(r, lambda v: bun_steinke_epsilon(v, log_inv_up(dp)) > epsilon)  # Bun–Steinke, as the theorem states


# The three checks below decide an ordinary float in one comparison (each ``add`` builds a new
# accumulator) and fall back to the general validation, with its messages, otherwise.
def _delta_target(inst: WhitehouseAccumulator, attr: attrs.Attribute[float], value: float) -> None:
    if type(value) is float and inst.delta_prime <= value <= 1.0:
        return
    check_probability("delta", value)
    if not value >= inst.delta_prime:
        msg = f"delta={value!r} must be >= delta_prime={inst.delta_prime!r} (delta = delta_prime + delta'')"
        raise InvalidArgument(msg)


def _delta_prime_field(value: object) -> float:
    if type(value) is float and 0.0 < value < 1.0:
        return value
    return positive_delta_down("delta_prime", value)


def _whitehouse_value(acc: WhitehouseAccumulator, sum_sq: float, sum_delta: float) -> tuple[float, float]:
    """``G`` as ``(ε, δ)`` floats for the sums given, with ``acc``'s δ', ``ln(1/δ')`` and target δ."""
    if add_up(acc.delta_prime, sum_delta) > acc.delta:
        return math.inf, 1.0
    if math.isinf(sum_sq):
        return math.inf, acc.delta
    return bun_steinke_epsilon(_half_up(sum_sq), acc._log_inv), acc.delta


def _eps_delta(name: str, level: object) -> EpsDelta:
    if type(level) is EpsDelta:
        try:  # as its constructor made it: plain floats or intact Fractions
            if (((type(e := level.epsilon) is float and e >= 0.0) or exact_ok(e))
                    and ((type(d := level.delta) is float and 0.0 <= d <= 1.0) or (exact_ok(d) and d <= 1))):
                return level
        except AttributeError:  # made without its constructor: no number at all
            pass
        raise forged(name, level)  # a negative δ would refund the δ budget
    msg = f"{name}={level!r} must be an EpsDelta (the Whitehouse accumulator is for (ε, δ)-DP levels)"
    raise InvalidArgument(msg)


@final
@attrs.frozen(repr=False)
class WhitehouseAccumulator:
    """The fully adaptive (ε, δ) accumulator of Whitehouse et al. 2023, with running sums.

    ``G((ε_1, δ_1), …, (ε_k, δ_k)) = (√(2·ln(1/δ')·Σε_m²) + ½·Σε_m², δ)`` if ``δ' + Σδ_m ≤ δ``,
    else ``(∞, ∞)``, written ``EpsDelta(inf, 1.0)``. The δ reported is the **target** δ, not
    ``δ' + Σδ_m``. The state is ``Σε_m²`` and ``Σδ_m`` (both rounded up) and the count, so
    ``add`` and ``admits`` are O(1).

    Build it with ``whitehouse_accumulator(delta_prime, delta)``.

    Privacy: with budget ``(ε, δ)`` the filter ``admits`` is seed 003 Thm 2 with ``δ'' = δ − δ'``.
    Continue iff ``√(2·ln(1/δ')·Σ_{m≤n+1} ε_m²) + ½·Σ_{m≤n+1} ε_m² ≤ ε`` and
    ``δ' + Σ_{m≤n+1} δ_m ≤ δ``. The stopped interaction is then (ε, δ)-DP. Children need only be
    (ε_m, δ_m)-DP conditioned on the past (not pDP). The rule holds for concurrent interactive
    mechanisms too (seed 000 Thm 3.7/3.8).

    Example:
        >>> w = whitehouse_accumulator(delta_prime=1e-6, delta=1e-5)
        >>> w.add(EpsDelta(0.1, 0.0)).add(EpsDelta(0.2, 0.0)).add(EpsDelta(0.3, 0.0)).value()
        EpsDelta(2.036810350854906, 1e-05)
        >>> w.add(EpsDelta(0.1, 9.0000001e-6)).value()
        EpsDelta(math.inf, 1.0)
        >>> w, w.add(EpsDelta(0.5, 0.0))
        (whitehouse_accumulator(1e-06, 1e-05), WhitehouseAccumulator(delta_prime=1e-06, delta=1e-05, sum_sq=0.25, sum_delta=0.0, count=1))
    """

    delta_prime: float = attrs.field(converter=_delta_prime_field)
    delta: float = attrs.field(validator=_delta_target)
    sum_sq: float = attrs.field(default=0.0, converter=_sum_sq)
    sum_delta: float = attrs.field(default=0.0, converter=_sum_delta)
    count: int = attrs.field(default=0, converter=_count)
    # ln(1/δ') rounded up, derived once per value: the rule then costs a few float operations.
    _log_inv: float = attrs.field(init=False, repr=False, eq=False)

    @_log_inv.default
    def _log_inv_default(self) -> float:
        return _log_inv_of(self.delta_prime)

    @override
    def __repr__(self) -> str:
        """The call that rebuilds it: the factory's while nothing is added, else the class's."""
        if self.count == 0 and self.sum_sq == 0 and self.sum_delta == 0:
            return f"whitehouse_accumulator({self.delta_prime!r}, {self.delta!r})"
        return (f"WhitehouseAccumulator(delta_prime={self.delta_prime!r}, delta={self.delta!r}, "
                f"sum_sq={self.sum_sq!r}, sum_delta={self.sum_delta!r}, count={self.count!r})")

    def value(self) -> EpsDelta:
        """``G`` of the levels added so far."""
        return EpsDelta(*_whitehouse_value(self, self.sum_sq, self.sum_delta))

    def _sums_after(self, level: object) -> tuple[float, float]:
        lv = _eps_delta("level", level)
        e = loss_float(lv.epsilon)
        return add_up(self.sum_sq, mul_up(e, e)), add_up(self.sum_delta, loss_float(lv.delta))

    def add(self, level: EpsDelta, /) -> WhitehouseAccumulator:
        """The accumulator after one more (ε_m, δ_m)-DP mechanism."""
        sum_sq, sum_delta = self._sums_after(level)
        dp, d, count = self.delta_prime, self.delta, self.count + 1
        # The fields' own fast tests (``_delta_prime_field``, ``_delta_target``, ``loss_up``,
        # ``_count``), inline: a value that passes them is what the constructor would keep, so it
        # is built without the constructor; anything else (a forged or pickled field) goes through it.
        if (type(dp) is float and 0.0 < dp < 1.0 and type(d) is float and dp <= d <= 1.0
                and type(sum_sq) is float and 0.0 <= sum_sq <= math.inf
                and type(sum_delta) is float and 0.0 <= sum_delta <= math.inf
                and type(count) is int and count > 0):
            return _whitehouse_unchecked(dp, d, sum_sq, sum_delta, count)
        return WhitehouseAccumulator(dp, d, sum_sq, sum_delta, count)

    def within(self, budget: EpsDelta, /) -> bool:
        """``G ⪯ budget`` component-wise."""
        return _fits(_whitehouse_value(self, self.sum_sq, self.sum_delta), budget)

    def admits(self, level: EpsDelta, budget: EpsDelta, /) -> bool:
        """The Thm 2 continuation rule for one more mechanism, checked before adding it."""
        return _fits(_whitehouse_value(self, *self._sums_after(level)), budget)


_log_inv_of: Final = functools.lru_cache(maxsize=64)(log_inv_up)
"""``log_inv_up`` remembered for the few δ' in use: ``ln(1/δ')`` is derived from ``δ'`` on every
``add`` (never copied from the accumulator added to), without a logarithm each time."""
_new_whitehouse: Final = object.__new__
_set_field: Final = object.__setattr__


def _whitehouse_unchecked(delta_prime: float, delta: float, sum_sq: float, sum_delta: float, count: int
                          ) -> WhitehouseAccumulator:
    """``WhitehouseAccumulator(delta_prime, delta, sum_sq, sum_delta, count)`` for fields already known
    to pass its converters and validators unchanged (``add`` checks them), without running them again."""
    acc: WhitehouseAccumulator = _new_whitehouse(WhitehouseAccumulator)
    _set_field(acc, "delta_prime", delta_prime)
    _set_field(acc, "delta", delta)
    _set_field(acc, "sum_sq", sum_sq)
    _set_field(acc, "sum_delta", sum_delta)
    _set_field(acc, "count", count)
    _set_field(acc, "_log_inv", _log_inv_of(delta_prime))
    return acc


def _fits(value: tuple[float, float], budget: object) -> bool:
    """``ApproxDP().leq(EpsDelta(*value), budget)`` without building the level."""
    b = _eps_delta("budget", budget)
    return value[0] <= b.epsilon and value[1] <= b.delta


def whitehouse_accumulator(delta_prime: float | Fraction, delta: float | Fraction) -> WhitehouseAccumulator:
    """The empty Whitehouse (ε, δ) accumulator for ``δ = δ' + δ''``.

    Args:
        delta_prime: δ' in ``(0, 1)``, the failure probability of the martingale bound.
        delta: the target δ, with ``δ' ≤ δ ≤ 1``. ``δ'' = δ − δ'`` is what the children's δ_m may
            sum to.

    Returns:
        A ``WhitehouseAccumulator`` with no levels added.

    Raises:
        InvalidArgument: for δ' outside ``(0, 1)``, or δ outside ``[δ', 1]``.

    Example:
        >>> whitehouse_accumulator(1e-6, 1e-5).add(EpsDelta(1.0, 0.0)).value()   # seed 000 §6.1
        EpsDelta(5.756521769756933, 1e-05)

    References:
        Whitehouse–Ramdas–Rogers–Wu 2023, Thm 2 (seed 003); seed 000 Thm 3.7 / 3.8, Example B.2
        (corrected, research/ERRATA.md A9).
    """
    dp = positive_delta_down("delta_prime", delta_prime)
    d = check_probability("delta", delta)
    if isinstance(d, Fraction):
        d = float_down(d)  # a smaller target is the safe side
    return WhitehouseAccumulator(dp, float(d))


def whitehouse_admitted_count(child: Epsilon, budget: EpsDelta) -> int:
    """The largest ``n`` such that ``n`` pure ``child``-DP mechanisms pass the Whitehouse rule
    under ``budget``, with ``δ' = budget.delta`` (the children are pure, so ``δ'' = 0``).

    It is computed in O(1): the largest ``n`` with ``whitehouse_epsilon(n·ε_m², δ') ≤ ε``, where
    ``n·ε_m²`` is rounded up. It is never more than exact arithmetic admits. Adding ``child`` one at a
    time to a ``whitehouse_accumulator`` rounds at every step, and can stop one earlier only when
    ``n·ε_m²`` is within rounding error of ``y*``.

    Args:
        child: ``Epsilon(ε_m)`` with ``0 < ε_m < ∞``.
        budget: the target ``(ε, δ)`` with ``δ`` in ``(0, 1)``.

    Returns:
        The admitted count. For (1, 1e-6) it is 349 at ε_m = 0.01, 3 at 0.1 and 34937 at 0.001.
        For (0.5, 1e-5) it is 106 at ε_m = 0.01 (seed 003 §4.4).

    Raises:
        InvalidArgument: for a bad child or budget, or a count beyond 2**53.

    Example:
        >>> whitehouse_admitted_count(Epsilon(0.001), EpsDelta(1.0, 1e-6))
        34937

    References:
        seed 003 Thm 2 and §4.4; seed 000 §6.1.
    """
    eps = _child_epsilon(child)
    target = _eps_delta("budget", budget)
    dp = positive_delta_down("budget.delta", target.delta)
    b = target.epsilon
    if math.isinf(b):
        msg = f"budget={target!r} has epsilon = inf: every count is admitted"
        raise InvalidArgument(msg)
    sq = mul_up(eps, eps)
    estimate = y_star(b, dp) / sq if b > 0 else 0.0
    return _largest_admitted(estimate, lambda n: whitehouse_epsilon(mul_up(float(n), sq), dp) <= b)


_ACCUMULATOR_METHODS: Final = ("value", "add", "within", "admits")


def has_accumulator_methods(value: object) -> bool:
    """Whether ``value`` has the ``Accumulator`` methods (a protocol: any class with them is one)."""
    return all(callable(getattr(value, m, None)) for m in _ACCUMULATOR_METHODS)


def _check_accumulator(name: str, value: object) -> None:
    """``value`` must have the ``Accumulator`` methods."""
    if not has_accumulator_methods(value):
        msg = (f"{name}={value!r} must be an Accumulator (with value, add, within and admits), e.g. "
               "additive_accumulator(PureDP()) or whitehouse_accumulator(1e-6, 1e-5)")
        raise InvalidArgument(msg)


_BUDGET_ERRORS: Final = (TypeError, ValueError, ArithmeticError, AttributeError)
"""What an accumulator of the caller's may raise for a budget it cannot compare (the library's
own raise ``InvalidArgument`` or ``IncompatibleMeasureError``)."""


def _check_budget(accumulator: Accumulator[D], budget: object) -> None:
    """``budget`` must be a level ``accumulator`` compares its value with."""
    try:
        accumulator.within(budget)  # type: ignore[arg-type]  # checked right here
    except CombinatorsError:
        raise  # the library's own answer, which says what is wrong
    except _BUDGET_ERRORS as e:
        msg = (f"budget={budget!r} cannot be compared by the accumulator {type(accumulator).__name__} "
               f"({type(e).__name__}); pass a level of its measure")
        raise InvalidArgument(msg) from None


def _accumulator_field(inst: object, attr: attrs.Attribute[Any], value: object) -> None:
    _check_accumulator("accumulator", value)


def _budget_field(inst: Filter[Any], attr: attrs.Attribute[Any], value: object) -> None:
    _check_budget(inst.accumulator, value)


@final
@attrs.frozen
class Filter(Generic[D]):
    """A privacy filter's state: an accumulator and the budget fixed in advance.

    It checks before it commits (style rule 16): ``admits(level)`` has no side effects, and
    ``add(level)`` returns the next state, or raises ``BudgetExceeded`` and changes nothing.
    Build it with ``privacy_filter(accumulator, budget)``.

    Example:
        >>> f = privacy_filter(additive_accumulator(ApproxZCDP()), RhoDelta(0.5, 1e-6))
        >>> f.add(RhoDelta(0.25, 0.0)).add(RhoDelta(0.25, 1e-6)).spent()
        RhoDelta(0.5, 1e-06)
    """

    accumulator: Accumulator[D] = attrs.field(validator=_accumulator_field)
    budget: D = attrs.field(validator=_budget_field)

    @property
    def count(self) -> int:
        """How many levels have been admitted."""
        return self.accumulator.count

    def spent(self) -> D:
        """The accumulator's value: the level of everything admitted so far."""
        return self.accumulator.value()

    def admits(self, level: D) -> bool:
        """Whether ``level`` may run next: ``G(d_1, …, d_k, level) ⪯ budget``."""
        return self.accumulator.admits(level, self.budget)

    def add(self, level: D) -> Filter[D]:
        """The filter after admitting ``level``.

        Raises:
            BudgetExceeded: when ``admits(level)`` is false (``self`` is unchanged).
        """
        if not self.accumulator.admits(level, self.budget):
            msg = (f"level={level!r} does not fit: spent {self.spent()!r} after {self.count} "
                   f"admitted, budget {self.budget!r}")
            raise BudgetExceeded(msg)
        return Filter(self.accumulator.add(level), self.budget)


def privacy_filter(accumulator: Accumulator[D], budget: D) -> Filter[D]:
    """A filter that admits levels while ``accumulator``'s value stays within ``budget``.

    Args:
        accumulator: e.g. ``additive_accumulator(ZCDP())`` or ``whitehouse_accumulator(1e-6, 1e-5)``.
        budget: the level the whole interaction must satisfy, fixed in advance.

    Returns:
        ``Filter(accumulator, budget)``. Its first ``admits`` may already be false, e.g. a
        Whitehouse accumulator whose δ' exceeds the budget's δ.

    Raises:
        InvalidArgument: ``accumulator`` is not an ``Accumulator``.
        InvalidArgument / IncompatibleMeasureError: for a budget the accumulator cannot compare.

    Example:
        >>> privacy_filter(additive_accumulator(PureDP()), Epsilon(1.0)).admits(Epsilon(1.0))
        True

    References:
        seed 000 Lemma 2.19 (filter ⇔ accumulator), Alg 2 / Alg 3.
    """
    return Filter(accumulator, budget)  # its validators check both


def _rule_inputs(accumulator: Accumulator[D], levels: object, budget: object) -> Accumulator[D]:
    """The checks of ``continues`` and ``admitted_prefix`` before the first level: ``levels`` is
    only tested for being iterable (it is consumed lazily, and may be a generator)."""
    _check_accumulator("accumulator", accumulator)
    if isinstance(levels, (str, bytes, dict)) or not isinstance(levels, Iterable):
        msg = f"levels={levels!r} must be an iterable of levels (a list, a tuple, a generator)"
        raise InvalidArgument(msg)
    _check_budget(accumulator, budget)
    return accumulator


def continues(accumulator: Accumulator[D], levels: Iterable[D], budget: D) -> bool:
    """The continuation rule ``F(d_1, …, d_k; budget) = 𝕀(G(d_1, …, d_k) ⪯ budget)``.

    Args:
        accumulator: the starting accumulator (usually empty).
        levels: ``d_1, …, d_k``.
        budget: the target level.

    Returns:
        Whether ``G`` of all the levels is within ``budget``. It says nothing about prefixes.
        Use ``admitted_prefix`` to run the filter.

    Example:
        >>> continues(whitehouse_accumulator(1e-6, 1e-6), [EpsDelta(0.1, 0.0)] * 4, EpsDelta(1.0, 1e-6))
        False

    Raises:
        InvalidArgument: ``accumulator`` is not an ``Accumulator``, ``levels`` not an iterable of
            levels, or ``budget`` not a level it compares.

    References:
        seed 000 Lemma 2.19, Thm 3.7.
    """
    acc = _rule_inputs(accumulator, levels, budget)
    for level in levels:
        acc = acc.add(level)
    return acc.within(budget)


def admitted_prefix(accumulator: Accumulator[D], levels: Iterable[D], budget: D) -> int:
    """How many of ``levels`` a filter admits, in order, before its first refusal.

    Args:
        accumulator: the starting accumulator.
        levels: the requests ``d_1, d_2, …`` (consumed lazily).
        budget: the target level.

    Returns:
        ``N``: the filter admits ``d_1..d_N`` and refuses ``d_{N+1}`` (or the levels run out).

    Example:
        >>> admitted_prefix(additive_accumulator(PureDP()), [Epsilon(0.01)] * 200, Epsilon(1.0))
        99

    Raises:
        InvalidArgument: as ``continues``.

    References:
        seed 003 §2.8 (N as a stopping time); seed 000 Alg 2.
    """
    acc = _rule_inputs(accumulator, levels, budget)
    n = 0
    for level in levels:
        if not acc.admits(level, budget):
            break
        acc = acc.add(level)
        n += 1
    return n


def remaining(accumulator: Accumulator[D], budget: D) -> D | None:
    """The largest level one more spawn may be charged under the rule ``𝕀(G ⪯ budget)``, for the
    library's accumulators; ``None`` when not even the zero level fits, or for an accumulator of
    your own, whose remainder need not be one level.

    The search is exact in floats: each number is the largest float (found by bisection over the
    floats, ≤ 64 ``admits`` calls) for which the rule admits the level with that number and zeros
    elsewhere. The library's rules treat the parts of a pair independently (additive:
    component-wise sums; Whitehouse: Σε_m² and Σδ_m), so the pair of the largest parts is admitted
    too, and so is every level ``⪯`` it: the rules are monotone. A function of the levels and the
    budget only, so telling it to the analyst costs nothing.

    Example:
        >>> acc = additive_accumulator(PureDP()).add(Epsilon(0.25))
        >>> remaining(acc, Epsilon(1.0))
        Epsilon(0.75)
        >>> remaining(additive_accumulator(ApproxDP()).add(EpsDelta(0.5, 1e-6)), EpsDelta(1.0, 1e-5))
        EpsDelta(0.5, 9e-06)
    """
    acc: Any = accumulator  # the exact type decides which level D is, below
    t = type(acc)
    level: Any = None
    if t is ScalarAccumulator:
        m = acc.measure
        top = m.loss(budget)
        if type(top) is Fraction or type(acc.total) is Fraction:  # exact: the remainder itself
            if top == math.inf or acc.total == math.inf:  # inf - x is inf; x - inf fits nothing (< 0)
                rest: float | Fraction = math.inf if top == math.inf else -1
            else:
                rest = Fraction(top) - Fraction(acc.total)
            level = m.of_loss(rest) if rest >= 0 and acc.admits(m.of_loss(rest), budget) else None
        else:
            found = _largest_float(lambda v: bool(acc.admits(m.of_loss(v), budget)), top)
            level = None if found is None else m.of_loss(found)
    elif t is GaussianAccumulator:
        found = _largest_float(lambda v: acc.admits(gaussian_tradeoff(v), budget), _gaussian_mu("budget", budget))
        level = None if found is None else gaussian_tradeoff(found)
    elif t is WhitehouseAccumulator or (t is AdditiveAccumulator and type(acc.measure) in (ApproxDP, ApproxZCDP)):
        level = _remaining_pair(acc, budget)
    return level  # type: ignore[no-any-return]  # a level of the accumulator's measure, D


def _remaining_pair(acc: Any, budget: Any) -> Any:
    """``remaining`` for a rule over ``(ε, δ)`` or ``(ρ, δ)`` pairs whose parts are independent."""
    make = type(budget)
    if make is not EpsDelta and make is not RhoDelta:
        return None
    top = loss_float(budget.epsilon if make is EpsDelta else budget.rho)  # a ceiling: `admits` decides
    first = _largest_float(lambda v: bool(acc.admits(make(v, 0.0), budget)), top)
    delta = _largest_float(lambda v: bool(acc.admits(make(0.0, v), budget)), loss_float(budget.delta))
    if first is None or delta is None:
        return None
    level = make(first, delta)
    return level if acc.admits(level, budget) else None


def _bits(x: float) -> int:
    i: int = struct.unpack("<q", struct.pack("<d", x))[0]
    return i


def _from_bits(i: int) -> float:
    x: float = struct.unpack("<d", struct.pack("<q", i))[0]
    return x


def _largest_float(fits: Callable[[float], bool], top: float) -> float | None:
    """The largest float ``x`` in ``[0, top]`` with ``fits(x)``, for ``fits`` true up to a point
    and false after it; ``None`` if ``fits(0.0)`` is false. Non-negative floats are ordered as
    their bit patterns, so this bisects integers (at most 64 steps)."""
    if fits(top):
        return top
    if not fits(0.0):
        return None
    lo, hi = 0, _bits(top)  # fits(lo), not fits(hi)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits(_from_bits(mid)):
            lo = mid
        else:
            hi = mid
    return _from_bits(lo)

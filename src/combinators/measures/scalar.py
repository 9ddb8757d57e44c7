"""The measures whose levels are numbers: pure DP, approximate DP, Rényi DP at a fixed order, zCDP.

Each is a frozen value; its ``compose`` is basic composition, with upward rounding on floats and
exact on ``Fraction`` levels (a sum with any ``Fraction`` in it is exact), and its
``close`` is a sound three-valued check on a finite pair (seed 000 §3; DESIGN.md §2).
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable, Hashable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, TypeVar, cast, final

import attrs
from typing_extensions import override

from .._arith import add_exact_up, fsum_exact_up, up
from .._validation import check_order, check_sequence_of
from ..errors import CombinatorsError, IncompatibleMeasureError, InvalidArgument
from ..prob import FiniteDist, Interval, exp_bounds, upper
from ..prob.interval import EXP_LIMIT
from .divergences import check_dists, hockey_stick, kl_bounds, likelihood_ratio_bounds, log_bounds, renyi_moment
from .audit_plans import AuditPlan, HockeyStickTest, RenyiTest, PlanTest, close_by_plan, guarded_plan
from ._protocol import Verdict
from .distances import EpsDelta, Epsilon, RenyiEps, Rho, exact_ok, forged, intact
from .registry import (
    _FC, _FPC, _NO_COUPLING, _PAR_FAILS, WITHOUT_FINITE_COMMUNICATION, Adaptivity, AdditiveRule, Capability,
    Combinator, Conversion, MeasureSpec, Rows, Rule, Status, _builtin_case as _cases,
    _builtin_conversion as _conversion, _builtin_levels as _levels, _register_library,
)

__all__ = ["ApproxDP", "PureDP", "RenyiDP", "ZCDP", "bad_level", "incompatible", "renyi_divergence_bounds"]

T = TypeVar("T", bound=Hashable)
L = TypeVar("L")


def incompatible(measure: object, level: object, expected: type[L]) -> IncompatibleMeasureError:
    """The error for a level of the wrong measure, naming both."""
    msg = (f"{measure!r} takes {expected.__name__} levels, got {level!r}; convert explicitly "
           "(combinators.measures.conversions) instead of mixing measures")
    return IncompatibleMeasureError(msg)


def bad_level(measure: object, level: object, expected: type[L]) -> CombinatorsError:
    """Why ``level`` is not a level ``check_level`` takes: another measure's (or no level at all),
    a subclass of ``expected``, or one whose numbers its constructor never checked (forged)."""
    if not isinstance(level, expected):
        return incompatible(measure, level, expected)
    if type(level) is not expected:
        msg = (f"the level is a {type(level).__name__}, a subclass of {expected.__name__}; {measure!r} takes "
               f"{expected.__name__} itself (build it with {expected.__name__}(...))")
        return InvalidArgument(msg)
    return forged("the level", level)


def as_levels(levels: object) -> list[object] | tuple[object, ...]:
    """``levels`` as a list or a tuple, each item still to be checked by the measure: a list or a
    tuple as it is (the accumulators' hot path), any other iterable but a string copied, and
    anything else refused with ``InvalidArgument``."""
    if type(levels) is tuple or type(levels) is list:
        return levels
    return check_sequence_of("levels", levels, lambda _, x: x, what="a sequence of levels")


class _Levels:
    """A measure class that names, in its bases, the class of its levels and the level's loss
    field: ``class ZCDP(_OneNumber[Rho], level=Rho, field="rho")``."""

    __slots__ = ()
    _level: ClassVar[type[Any]]
    _number: ClassVar[operator.attrgetter[Any]]

    @override
    def __init_subclass__(cls, *, level: type | None = None, field: str = "", **options: Any) -> None:
        super().__init_subclass__(**options)
        if level is not None:  # attrs rebuilds a slotted class without the keywords: keep what was set
            cls._level = level
            cls._number = operator.attrgetter(field)
            if issubclass(cls, _OneNumber):
                loss, check_level = _one_number_readers(level, field)
                setattr(cls, "loss", loss)  # noqa: B010 - the class's own copy, specialised to its level
                setattr(cls, "check_level", check_level)  # noqa: B010


def _one_number_readers(level_type: type, field: str) -> tuple[Callable[..., float | Fraction], Callable[..., object]]:
    """``loss`` and ``check_level`` of one ``_OneNumber`` class, specialised to its level class
    and field: the filters call them on every spawn and every add, so each is one call deep."""

    get = operator.attrgetter(field)

    def loss(self: object, level: object, /) -> float | Fraction:
        """The number in ``level`` (checked like ``check_level``): what a running sum adds, a
        float or an exact ``Fraction``."""
        try:  # as the converter makes it; a forged level has no number (AttributeError) or another one
            if type(level) is level_type and ((type(x := get(level)) is float and x >= 0.0) or exact_ok(x)):
                return x  # type: ignore[no-any-return]  # a float or a Fraction, just tested (no cast() call: every spawn reads three)
        except AttributeError:
            pass
        raise bad_level(self, level, level_type)

    def check_level(self: object, level: object, /) -> object:
        """``level`` if it is a level of this measure as its constructor built it, else raise
        (``IncompatibleMeasureError`` for another measure's level, ``InvalidArgument`` for a
        forged one: it is where a level enters, so a forged one never refunds budget)."""
        try:
            if type(level) is level_type and ((type(x := get(level)) is float and x >= 0.0) or exact_ok(x)):
                return level
        except AttributeError:
            pass
        raise bad_level(self, level, level_type)

    return loss, check_level


class _OneNumber(_Levels, Generic[L]):
    """What ``PureDP``, ``RenyiDP`` and ``ZCDP`` share: a level holds one loss (its ``field``),
    levels are ordered by ≤ and composed by a sum (upward-rounded on floats, exact with a
    ``Fraction``), and ``loss``/``of_loss`` make the measure a ``ScalarMeasure`` (the additive
    filter keeps its running sum as a number).
    """

    __slots__ = ()

    def leq(self, a: L, b: L, /) -> bool:
        return self.loss(a) <= self.loss(b)  # each checked like check_level (a number is no level)

    def zero(self) -> L:
        return cast(L, self._level(0.0))

    def compose(self, levels: Sequence[L], /) -> L:
        seq = as_levels(levels)
        if len(seq) == 2:  # the accumulators' hot path: one addition
            return cast(L, self._level(add_exact_up(self.loss(seq[0]), self.loss(seq[1]))))
        return cast(L, self._level(fsum_exact_up([self.loss(x) for x in seq])))

    if TYPE_CHECKING:  # made for each class by _one_number_readers, specialised to its level class
        def check_level(self, level: object, /) -> L: ...
        def loss(self, level: object, /) -> float | Fraction: ...

    def of_loss(self, loss: float | Fraction, /) -> L:
        """The level of a loss ``>= 0`` (validated like any level)."""
        return cast(L, self._level(loss))


@final
@attrs.frozen
class PureDP(_OneNumber[Epsilon], level=Epsilon, field="epsilon"):
    """Pure ε-DP: levels ``Epsilon``, ordered by ≤; divergence ``max |log P/Q|``.

    Example:
        >>> PureDP().compose([Epsilon(0.25), Epsilon(0.5)])
        Epsilon(0.75)
        >>> PureDP().leq(Epsilon(0.5), Epsilon(1.0))
        True
    """

    def audit_plan(self, level: Epsilon, /) -> AuditPlan:
        """ε-DP is the hockey-stick test ``(e^ε, 0)``: ``P ≤ e^ε·Q`` pointwise."""
        level = self.check_level(level)
        if math.isinf(level.epsilon):
            return AuditPlan((), (), trivial=True)
        return guarded_plan(level, lambda: _both((HockeyStickTest(exp_bounds(level.epsilon), Fraction(0)),)))

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: Epsilon, /) -> Verdict:
        return close_by_plan(self.audit_plan(level), p, q)

    def divergence(self, p: FiniteDist[T], q: FiniteDist[T], /) -> Epsilon:
        """The smallest ε for which the pair is ε-close, rounded up."""
        check_dists(p, q)
        worst = 0.0
        for a, b in ((p, q), (q, p)):
            _, hi = likelihood_ratio_bounds(a, b)
            if hi is None:
                return Epsilon(math.inf)
            if hi > 1:
                worst = max(worst, log_bounds(_interval(hi))[1])
        return Epsilon(worst)


def _interval(x: Fraction) -> Interval:
    return Interval(x, x)


class _LossAndDelta(_Levels, Generic[L]):
    """What ``ApproxDP`` and ``ApproxZCDP`` share: a level holds a loss (its ``field``) and a δ,
    ordered component-wise (incomparable pairs exist) and composed by adding both, rounded up,
    with δ capped at 1. A subclass names its level class and field.
    """

    __slots__ = ()

    def check_level(self, level: object, /) -> L:
        """``level`` if it is a level of this measure as its constructor built it (``intact``),
        else raise (as ``PureDP.check_level``)."""
        if type(level) is self._level and intact(level):
            return cast(L, level)
        raise bad_level(self, level, self._level)

    def leq(self, a: L, b: L, /) -> bool:
        x: Any = self.check_level(a)
        y: Any = self.check_level(b)
        return bool(self._number(x) <= self._number(y) and x.delta <= y.delta)

    def zero(self) -> L:
        return cast(L, self._level(0.0, 0.0))

    def compose(self, levels: Sequence[L], /) -> L:
        checked: list[Any] = [self.check_level(x) for x in as_levels(levels)]
        total = fsum_exact_up([x.delta for x in checked])
        delta = total if total <= 1 else 1.0  # δ capped at 1 (the top of its range)
        return cast(L, self._level(fsum_exact_up([self._number(x) for x in checked]), delta))


@final
@attrs.frozen
class ApproxDP(_LossAndDelta[EpsDelta], level=EpsDelta, field="epsilon"):
    """Approximate (ε,δ)-DP: levels ``EpsDelta``, ordered component-wise (incomparable pairs
    exist); divergence the hockey-stick ``δ(ε)`` in both directions.

    Example:
        >>> ApproxDP().leq(EpsDelta(0.5, 1e-6), EpsDelta(1, 1e-5))
        True
        >>> ApproxDP().leq(EpsDelta(0.5, 1e-4), EpsDelta(1, 1e-5)), ApproxDP().leq(EpsDelta(1, 1e-5), EpsDelta(0.5, 1e-4))
        (False, False)
    """

    @override
    def check_level(self, level: object, /) -> EpsDelta:
        """``level`` if it is an ``EpsDelta`` as its constructor built it, else raise (as
        ``PureDP.check_level``)."""
        try:
            if (type(level) is EpsDelta and ((type(e := level.epsilon) is float and e >= 0.0) or exact_ok(e))
                    and ((type(d := level.delta) is float and 0.0 <= d <= 1.0) or (exact_ok(d) and d <= 1))):
                return level
        except AttributeError:  # made without its constructor: no number at all
            pass
        raise bad_level(self, level, EpsDelta)

    def audit_plan(self, level: EpsDelta, /) -> AuditPlan:
        """(ε,δ)-DP is the hockey-stick test ``(e^ε, δ)`` in both directions."""
        level = self.check_level(level)
        if math.isinf(level.epsilon) or level.delta >= 1:
            return AuditPlan((), (), trivial=True)
        return guarded_plan(level, lambda: _both((HockeyStickTest(exp_bounds(level.epsilon), Fraction(level.delta)),)))

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: EpsDelta, /) -> Verdict:
        return close_by_plan(self.audit_plan(level), p, q)


def _alpha(a: object) -> Fraction | float:
    return check_order("alpha", a)


_LN_GRID_RATIO: Final = 1.08
_ALPHA_MAX: Final = 2048.0


@final
@attrs.frozen(repr=False)
class RenyiDP(_OneNumber[RenyiEps], level=RenyiEps, field="epsilon"):
    """Rényi DP at one order α > 1 fixed in advance: levels ``RenyiEps``, ordered by ≤,
    divergence ``max(D_α(P‖Q), D_α(Q‖P))`` (seed 000 §4).

    Example:
        >>> RenyiDP(2)
        RenyiDP(alpha=2)
        >>> RenyiDP(1)
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: alpha=1 must be a finite Rényi order > 1 (for alpha = inf use PureDP)
    """

    alpha: Fraction | float = attrs.field(converter=_alpha)

    @override
    def __repr__(self) -> str:
        a = self.alpha
        shown = str(a.numerator) if isinstance(a, Fraction) and a.denominator == 1 else repr(a)
        return f"RenyiDP(alpha={shown})"

    def audit_plan(self, level: RenyiEps, /) -> AuditPlan:
        """``D_α ≤ ε`` is the moment test ``Σ P^α Q^(1−α) ≤ e^((α−1)ε)``."""
        level = self.check_level(level)
        if math.isinf(level.epsilon):
            return AuditPlan((), (), trivial=True)
        exponent = Fraction(self.alpha - 1) * Fraction(level.epsilon)
        return guarded_plan(level, lambda: _both((RenyiTest(self.alpha, exp_bounds(exponent)),)))

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: RenyiEps, /) -> Verdict:
        return close_by_plan(self.audit_plan(level), p, q)

    def divergence(self, p: FiniteDist[T], q: FiniteDist[T], /) -> RenyiEps:
        """``max(D_α(P‖Q), D_α(Q‖P))``, rounded up."""
        return RenyiEps(max(renyi_divergence_bounds(p, q, self.alpha)[1],
                            renyi_divergence_bounds(q, p, self.alpha)[1]))


def renyi_divergence_bounds(p: FiniteDist[T], q: FiniteDist[T], alpha: Fraction | float) -> tuple[float, float]:
    """Bounds of ``D_α(P‖Q)`` (one direction; ``inf`` where the moment is infinite)."""
    m_lo, m_hi = renyi_moment(p, q, alpha)
    if m_lo is None:
        return math.inf, math.inf
    am1 = float(alpha) - 1
    lo = log_bounds(Interval(m_lo, m_lo))[0]
    d_lo = max(0.0, lo / up(am1)) if math.isfinite(lo) else 0.0
    if m_hi is None:
        return d_lo, math.inf
    hi = log_bounds(Interval(m_hi, m_hi))[1]
    return d_lo, up(max(0.0, hi) / am1)


def _grid() -> tuple[float, ...]:
    out = [1.0]
    a = 1.0
    while a < _ALPHA_MAX:
        a = 1.0 + (a - 1.0) * _LN_GRID_RATIO if a > 1.01 else a + 0.01
        out.append(a)
    return tuple(out)


_GRID: Final = _grid()
_PLAN_GRID: Final = tuple(1 + Fraction(1, 64) * Fraction(5, 4) ** k for k in range(46))
"""Orders 1 + 2^-6·1.25^k, from 1.016 to about 360.7: a coarse grid that keeps audits cheap."""


@final
@attrs.frozen
class ZCDP(_OneNumber[Rho], level=Rho, field="rho"):
    """ρ-zCDP: levels ``Rho``; divergence ``sup_α D_α/α`` (seed 000 Def 4.4), bounded on a grid.

    The upper bound uses that ``D_α`` is non-decreasing in α: on ``[α_i, α_{i+1}]``,
    ``D_α/α ≤ D_{α_{i+1}}/α_i``, and beyond the grid ``D_α/α ≤ D_∞/α_max``.
    """

    def bounds(self, p: FiniteDist[T], q: FiniteDist[T]) -> tuple[float, float]:
        """Lower and upper bounds of ``sup_α max(D_α(P‖Q), D_α(Q‖P))/α``."""
        check_dists(p, q)
        lo_all, hi_all = 0.0, 0.0
        for a, b in ((p, q), (q, p)):
            kl_lo = kl_bounds(a, b)[0]
            if math.isinf(kl_lo):
                return math.inf, math.inf
            lo_all = max(lo_all, kl_lo)
            d_prev = 1.0
            for alpha in _GRID[1:]:  # on [α_i, α_{i+1}]: D_α/α ≤ D_{α_{i+1}}/α_i
                d_lo, d_hi = renyi_divergence_bounds(a, b, alpha)
                lo_all = max(lo_all, d_lo / up(alpha))
                hi_all = max(hi_all, up(d_hi / d_prev))
                d_prev = alpha
            lr = likelihood_ratio_bounds(a, b)[1]
            d_inf = math.inf if lr is None else log_bounds(_interval(max(lr, Fraction(1))))[1]
            hi_all = max(hi_all, up(d_inf / _ALPHA_MAX))
        return lo_all, hi_all

    def audit_plan(self, level: Rho, /) -> AuditPlan:
        """ρ-zCDP on a grid ``α_0 < … < α_n`` of orders.

        Certify: ``D_{α_1} ≤ ρ`` (covers α ∈ (1, α_1]), ``D_{α_{i+1}} ≤ ρα_i`` for each i
        (covers [α_i, α_{i+1}] since ``D_α`` is non-decreasing), and ``D_∞ ≤ ρα_n`` (the
        rest). Refute: ``D_{α_i} > ρα_i`` for some grid order.
        """
        level = self.check_level(level)
        if math.isinf(level.rho):
            return AuditPlan((), (), trivial=True)
        rho = Fraction(level.rho)
        # only the orders whose tests fit exp_bounds, so a large ρ gets a plan, not an exception.
        # Truncating is sound: the last test, D_∞ ≤ ρ·α_n, covers every order above the last one kept.
        grid = [a for a in (Fraction(a) for a in _PLAN_GRID) if (a - 1) * rho * a <= EXP_LIMIT and rho * a <= EXP_LIMIT]
        if not grid:
            return AuditPlan((), (), unsupported=f"the level {level!r} is too large for an exact audit "
                                                 f"(its tests need e^x past x = {EXP_LIMIT})")
        certify: list[PlanTest] = [RenyiTest(grid[0], exp_bounds((grid[0] - 1) * rho))]
        certify += [RenyiTest(b, exp_bounds((b - 1) * rho * a)) for a, b in zip(grid, grid[1:], strict=False)]
        certify.append(HockeyStickTest(exp_bounds(rho * grid[-1]), Fraction(0)))
        refute = tuple(RenyiTest(a, exp_bounds((a - 1) * rho * a)) for a in grid)
        return AuditPlan(tuple(certify), refute)

    def close(self, p: FiniteDist[T], q: FiniteDist[T], level: Rho, /) -> Verdict:
        return close_by_plan(self.audit_plan(level), p, q)

    def divergence(self, p: FiniteDist[T], q: FiniteDist[T], /) -> Rho:
        """A sound upper bound of ``sup_α D_α/α`` (both directions)."""
        return Rho(self.bounds(p, q)[1])


def _both(tests: tuple[PlanTest, ...]) -> AuditPlan:
    """A plan whose tests certify and refute alike (an exact one)."""
    return AuditPlan(tests, tests)


# ---- the registry's entries (combinators.measures.registry) -------------------------------------
# What the library knows about each measure, declared here once: the capability table, the additive
# rule, the conversion hints, the level strategies and the law suite are derived from it.

_C: Final = Combinator
_A: Final = Adaptivity
_R: Final = Rule
_S: Final = Status


def _fdp() -> object:
    from .fdp import FDP  # defined after this module, which it imports
    return FDP()


def _approx_zcdp() -> object:
    from .approx_zcdp import ApproxZCDP  # defined after this module, which it imports
    return ApproxZCDP()


def _pure_dp_rows() -> tuple[Capability, ...]:
    rows = Rows("PureDP")
    add = rows.add
    for c, additive, custom, custom_citation in (  # fixed levels: the composition of randomized responses
            (_C.CONCURRENT, "Σε_i for interactive children queried in any interleaving",
             "any bound for the non-interactive composition of RR_{ε_1}, …, RR_{ε_k}, e.g. the optimal "
             "(ε_g, δ_g) at a target δ_g", "seed 004 Thm 5.2 and Thm 5.4 / Cor 1 (Vadhan–Wang 2021)"),
            (_C.FILTER, "I(Σε_i ≤ ε) for levels fixed in advance",
             "any bound for the composition of RR_{ε_1}, …, RR_{ε_k} (levels fixed in advance)",
             "seed 004 Thm 5.4 / Cor 1 (Vadhan–Wang 2021)")):
        add(c, _A.FIXED, _R.ADDITIVE, _S.THEOREM, additive, "seed 004 Thm 3.1 (Vadhan–Wang 2021)")
        add(c, _A.FIXED, _R.CUSTOM, _S.THEOREM, custom, custom_citation)
    add(_C.FILTER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
        "I(Σε_i ≤ ε), spending exactly ε allowed: ε-DP children are ε-RDP_α at every α, the "
        "additive RDP_α filter holds at every α, and D_∞ = lim_{α→∞} D_α",
        "seed 000 Thm 1.22/4.6 at every α > 1 (Haney et al. 2023); van Erven–Harremoës 2014, Thm 6")
    add(_C.FILTER, _A.ADAPTIVE, _R.CUSTOM, _S.THEOREM,
        "any valid (ε, 0)-DP filter for noninteractive mechanisms",
        "seed 000 Thm 1.20 (Haney et al. 2023)", _FC, WITHOUT_FINITE_COMMUNICATION)
    for a, when in ((_A.FIXED, " (levels fixed in advance)"), (_A.ADAPTIVE, ", charged when a child is spawned")):
        add(_C.ODOMETER, a, _R.ADDITIVE, _S.THEOREM, "G = Σε_i" + when,
            "seed 000 Thm 4.9 at every α > 1 (Haney et al. 2023); van Erven–Harremoës 2014, Thm 6")
        add(_C.ODOMETER, a, _R.CUSTOM, _S.THEOREM, "any valid (ε, 0)-DP accumulator for noninteractive mechanisms",
            "seed 000 Thm 1.20 (Haney et al. 2023)", _FC, WITHOUT_FINITE_COMMUNICATION)
    for a in Adaptivity:
        add(_C.PARALLEL, a, _R.ADDITIVE, _S.THEOREM,
            "k-sparse parallel composition of pure-DP continual mechanisms, even unboundedly many: "
            "as private as Comp(RR_{ε_1}, …, RR_{ε_k}), e.g. Σ_{i≤k} ε_i",
            "Henzinger–Safavi–Vadhan 2024, Cor 5.5")
        add(_C.PARALLEL, a, _R.CUSTOM, _S.THEOREM,
            "any bound for Comp(RR_{ε_1}, …, RR_{ε_k}) over the k children a neighbouring pair touches",
            "Henzinger–Safavi–Vadhan 2024, Cor 5.5")
    _continual_rows(rows, "Σε_i", "Comp(RR_{ε_1}, …, RR_{ε_k})", "I(Σε_i ≤ ε)",
                    "any valid (ε, 0)-DP filter for noninteractive mechanisms")
    return rows.rows


_HSV_FIXED: Final = "Henzinger–Safavi–Vadhan 2024, Thm 4.10 and Thm 4.12"
_HSV_FILTER: Final = "Henzinger–Safavi–Vadhan 2024, Thm 12.4"
_CONTINUAL_SIDE: Final = (" (discrete answers; the theorems' ε_i > 0 holds for a child of ε_i = 0 at every positive ε_i, "
                           "and the bound is taken in the limit)")


def _continual_rows(rows: Rows, additive: str, comp: str, filter_additive: str, filter_custom: str) -> None:
    """The ``ext_concurrent()`` rows of a measure whose continual compositions reduce to composing
    randomized responses (Henzinger–Safavi–Vadhan 2024, Thm 4.10, 4.12 and 12.4)."""
    rows.add(_C.EXT_CONCURRENT, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
             f"{additive} for fixed continual mechanisms, or adaptively chosen ones of a fixed multiset of levels"
             + _CONTINUAL_SIDE, _HSV_FIXED, (), "")
    rows.add(_C.EXT_CONCURRENT, _A.FIXED, _R.CUSTOM, _S.THEOREM,
             f"any bound for {comp}, e.g. the optimal one (Kairouz–Oh–Viswanath 2015; Murtagh–Vadhan 2016)"
             + _CONTINUAL_SIDE, _HSV_FIXED, (), "")
    rows.add(_C.EXT_CONCURRENT, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
             f"the filter {filter_additive} on the created continual mechanisms' levels" + _CONTINUAL_SIDE,
             _HSV_FILTER, (), "")
    rows.add(_C.EXT_CONCURRENT, _A.ADAPTIVE, _R.CUSTOM, _S.THEOREM,
             f"{filter_custom}, on the created continual mechanisms' levels" + _CONTINUAL_SIDE, _HSV_FILTER, (), "")


def _approx_dp_rows() -> tuple[Capability, ...]:
    rows = Rows("ApproxDP", requires=_FC, otherwise=WITHOUT_FINITE_COMMUNICATION)
    add = rows.add
    add(_C.CONCURRENT, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
        "(Σε_i, δ_g) with δ_g = min over orders π of Σ_i δ_π(i)·exp(Σ_{j<i} ε_π(j)) for any "
        "interactive children; with finite communication, basic composition (Σε_i, Σδ_i)",
        "seed 004 Thm 4.1 (Vadhan–Wang 2021); seed 000 Thm 1.8 (Lyu 2022; Vadhan–Zhang 2023)", (), "")
    add(_C.CONCURRENT, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any non-interactive composition bound: advanced, optimal (Kairouz–Oh–Viswanath 2015)", _LYU_VZ,
        otherwise="without finite communication only seed 004 Thm 4.1 holds (the additive rule)")
    add(_C.FILTER, _A.FIXED, _R.ADDITIVE, _S.THEOREM, "I(Σε_i ≤ ε)·I(Σδ_i ≤ δ) for levels fixed in advance", _LYU_VZ)
    add(_C.FILTER, _A.FIXED, _R.CUSTOM, _S.THEOREM,
        "any non-interactive composition bound (advanced, optimal) for levels fixed in advance", _LYU_VZ)
    add(_C.FILTER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM, "the basic filter I(Σε_i ≤ ε)·I(Σδ_i ≤ δ)",
        "seed 000 Thm 1.20 (Haney et al. 2023); Rogers, Roth, Ullman, Vadhan 2016")
    add(_C.FILTER, _A.ADAPTIVE, _R.CUSTOM, _S.THEOREM,
        "any valid filter for noninteractive mechanisms, e.g. Whitehouse et al. 2023 "
        "(advanced and optimal composition are not filters)", "seed 000 Thm 1.20 and Thm 3.7 (Haney et al. 2023)")
    rows.fixed_odometer("(Σε_i, Σδ_i)")
    add(_C.ODOMETER, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM, "G = (Σε_i, Σδ_i), charged when a child is spawned",
        "seed 000 Thm 1.20(2) and Lemma 2.19 (Haney et al. 2023)")
    add(_C.ODOMETER, _A.ADAPTIVE, _R.CUSTOM, _S.THEOREM,
        "any valid accumulator for noninteractive mechanisms, e.g. Whitehouse et al. 2023",
        "seed 000 Thm 1.20(2) and Thm 3.8 (Haney et al. 2023)")
    rows.parallel(Rule, ("k-sparse parallel composition: as private as Comp(RR_{ε_1,δ_1}, …, RR_{ε_k,δ_k})",
                         "Henzinger–Safavi–Vadhan 2024, Thm 5.14 and Cor 5.15"), _FPC,
                  "ℓ copies of a (0,δ)-DP continual mechanism leak 1−(1−δ)^ℓ (Henzinger–Safavi–Vadhan 2024, "
                  "Thm 1.4); charge the product budget 1−Π(1−δ_j) ≤ δ′ instead (Thm 5.4)",
                  ("unbounded parallel composition of approximate-DP continual mechanisms with updates "
                   "(only first-pair-consistent children, Henzinger–Safavi–Vadhan 2024, Thm 5.14, or a product δ′ budget, Thm 5.4, escape it)",
                   _PAR_FAILS))
    _continual_rows(rows, "(Σε_i, 1 − Π(1 − δ_i))", "Comp(RR_{ε_1,δ_1}, …, RR_{ε_k,δ_k})",
                    "I(Σε_i ≤ ε)·I(Σδ_i ≤ δ)", "any valid filter for noninteractive mechanisms, e.g. Whitehouse et al. 2023")
    return rows.rows


_LYU_VZ: Final = "seed 000 Thm 1.8 (Lyu 2022; Vadhan–Zhang 2023)"
_ONLY_ADDITIVE: Final = "seed 000 §4 and §7 item 1 (Haney et al. 2023): only Thm 1.22/4.6 (additive) is proved for Rényi DP"
_A7: Final = "Henzinger–Safavi–Vadhan 2024, Thm 13.5 (with corrected constants: combinators.continual.counterexamples.m_renyi)"
_ONLY_ADDITIVE_Z: Final = "seed 000 §4 and §7 item 1 (Haney et al. 2023): only Thm 4.10/4.11 (additive) is proved for zCDP"


def _no_custom_rule(add: Callable[..., None], only: str) -> None:
    """Rényi DP and zCDP: no rule but the additive one is proved, for any combinator."""
    for c in (_C.CONCURRENT, _C.FILTER, _C.ODOMETER):
        for a in Adaptivity:
            if c is _C.CONCURRENT and a is _A.ADAPTIVE:
                continue
            add(c, a, _R.CUSTOM, _S.FORBIDDEN, _NO_COUPLING, only)
    for a in Adaptivity:
        add(_C.PARALLEL, a, _R.CUSTOM, _S.FORBIDDEN, _NO_COUPLING,
            "Henzinger–Safavi–Vadhan 2024, Cor 13.4–13.8: only the additive bound is proved")


def _renyi_dp_rows() -> tuple[Capability, ...]:
    rows = Rows("RenyiDP")
    rows.additive("ε", ("Σε_i at the order α", "seed 000 Thm 1.9/4.3 (Lyu 2022)"),
                  ("I(Σε_i ≤ ε) at the order α", "seed 000 Thm 1.22/4.6 (Haney et al. 2023)"),
                  ("G = Σε_i at the order α", "seed 000 Thm 4.9 (Haney et al. 2023)"))
    rows.parallel((_R.ADDITIVE,), ("k-sparse parallel composition: (α, Σ_{i≤k} ε_i)",
                                   "Henzinger–Safavi–Vadhan 2024, Thm 13.6 and Cor 13.7"), _FPC,
                  "without first-pair consistency it fails (Henzinger–Safavi–Vadhan 2024, Thm 13.5, with the "
                  "corrected constants of combinators.continual.counterexamples.m_renyi)",
                  ("unbounded parallel composition of Rényi-DP continual mechanisms is not (α, ε′)-RDP for any ε′", _A7))
    _renyi_continual_rows(rows, "(α, Σε_i)", "Filt_{RDP,α,ε}: I(Σε_i ≤ ε)", "")
    _no_custom_rule(rows.add, _ONLY_ADDITIVE)
    return rows.rows


def _renyi_continual_rows(rows: Rows, total: str, filt: str, every: str) -> None:
    """The ``ext_concurrent()`` rows of Rényi DP (``every=""``) or of zCDP (Rényi DP at every order)."""
    rows.add(_C.EXT_CONCURRENT, _A.FIXED, _R.ADDITIVE, _S.THEOREM,
             f"{total} for fixed continual mechanisms, or adaptively chosen ones of a fixed multiset of levels",
             f"Henzinger–Safavi–Vadhan 2024, Cor 13.4{every}")
    rows.add(_C.EXT_CONCURRENT, _A.ADAPTIVE, _R.ADDITIVE, _S.THEOREM,
             f"the filter {filt} on the created continual mechanisms' levels", f"Henzinger–Safavi–Vadhan 2024, Cor 13.8{every}")
    for a in Adaptivity:
        rows.add(_C.EXT_CONCURRENT, a, _R.CUSTOM, _S.FORBIDDEN, _NO_COUPLING,
                 "Henzinger–Safavi–Vadhan 2024, Cor 13.4 and Cor 13.8: only the additive bound is proved")


def _zcdp_rows() -> tuple[Capability, ...]:
    rows = Rows("ZCDP")
    rows.additive("ρ", ("Σρ_i", "seed 000 Thm 4.5 (Lyu 2022); the additive filter Thm 4.10 (Haney et al. 2023)"),
                  ("I(Σρ_i ≤ ρ)", "seed 000 Thm 4.10 (Haney et al. 2023)"), ("G = Σρ_i", "seed 000 Thm 4.11 (Haney et al. 2023)"))
    rows.parallel((_R.ADDITIVE,), ("k-sparse parallel composition: Σ_{i≤k} ρ_i (the Rényi theorem at every order α)",
                                   "Henzinger–Safavi–Vadhan 2024, Thm 13.6 and Cor 13.7 at every α"), _FPC,
                  "without first-pair consistency no theorem covers it (the Rényi analogue fails: "
                  "Henzinger–Safavi–Vadhan 2024, Thm 13.5)",
                  ("no theorem for unbounded parallel composition of zCDP continual mechanisms; the Rényi analogue fails",
                   _A7))
    _renyi_continual_rows(rows, "Σρ_i", "I(Σρ_i ≤ ρ)", " at every order α")
    _no_custom_rule(rows.add, _ONLY_ADDITIVE_Z)
    return rows.rows


_register_library(MeasureSpec(
    "PureDP", PureDP, (Epsilon,), "pure ε-DP: levels Epsilon, divergence max |log P/Q| (Dwork–McSherry–Nissim–Smith 2006)",
    _pure_dp_rows(), AdditiveRule.SCALAR,
    (), _levels("epsilons"), (_cases("PureDP", PureDP, "epsilons"),),
    (_conversion("pure->approx", PureDP, ApproxDP, "pure_to_approx_dp", _levels("epsilons")),
     _conversion("pure->zcdp", PureDP, ZCDP, "pure_to_zcdp", _levels("epsilons", max_value=2)),
     _conversion("pure->fdp", PureDP, _fdp, "pure_to_tradeoff", _levels("epsilons", exact=False)))))
_register_library(MeasureSpec(
    "ApproxDP", ApproxDP, (EpsDelta,), "approximate (ε,δ)-DP: levels EpsDelta, the "
    "hockey-stick divergence δ(ε) (Dwork–Kenthapadi–McSherry–Mironov–Naor 2006)",
    _approx_dp_rows(), AdditiveRule.COMPOSE,
    (Conversion(ZCDP, ApproxDP, "to_approx_dp(child, delta)", "Bun–Steinke 2016, Prop 1.3"),),
    _levels("eps_deltas"), (_cases("ApproxDP", ApproxDP, "eps_deltas"),),
    (_conversion("approx->azcdp", ApproxDP, _approx_zcdp, "approx_dp_to_approx_zcdp", _levels("eps_deltas", max_value=2)),
     _conversion("approx->fdp", ApproxDP, _fdp, "approx_dp_to_tradeoff", _levels("eps_deltas", exact=False)))))
_register_library(MeasureSpec(
    "RenyiDP", RenyiDP, (RenyiEps,), "Rényi DP at a fixed order α > 1: levels RenyiEps, divergence "
    "max(D_α(P‖Q), D_α(Q‖P)) (Mironov 2017)",
    _renyi_dp_rows(), AdditiveRule.SCALAR,
    (Conversion(ZCDP, RenyiDP, "to_renyi(child, {m!r})", "Bun–Steinke 2016, Def 1.1", " (a ρ child counts ρα)"),),
    _levels("renyi_eps"),
    (_cases("RenyiDP(2)", lambda: RenyiDP(2), "renyi_eps"),
     _cases("RenyiDP(3/2)", lambda: RenyiDP(Fraction(3, 2)), "renyi_eps")),
    (_conversion("rdp2->approx", lambda: RenyiDP(2), ApproxDP, "renyi_to_approx_dp", _levels("renyi_eps", exact=False),
                 RenyiDP(2), 1e-3),)))
_register_library(MeasureSpec(
    "ZCDP", ZCDP, (Rho,), "ρ-zCDP: levels Rho, divergence sup_α D_α/α (Bun–Steinke 2016, Def 1.1)",
    _zcdp_rows(), AdditiveRule.SCALAR,
    (Conversion(PureDP, ZCDP, "to_zcdp(child)", "Bun–Steinke 2016, Prop 1.4", " (ε counts ε²/2)"),),
    _levels("rhos"), (_cases("ZCDP", ZCDP, "rhos", close_max=1),),
    (_conversion("zcdp->azcdp", ZCDP, _approx_zcdp, "zcdp_to_approx_zcdp", _levels("rhos", max_value=2)),
     _conversion("zcdp->rdp3", ZCDP, lambda: RenyiDP(3), "zcdp_to_renyi", _levels("rhos", max_value=2), RenyiDP(3)),
     _conversion("zcdp->approx", ZCDP, ApproxDP, "zcdp_to_approx_dp", _levels("rhos", exact=False, max_value=2),
                 1e-3))))

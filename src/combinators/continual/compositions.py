"""The compositions of ``ext_concurrent()`` that fix what may be created
(Henzinger–Safavi–Vadhan 2024, §4, §12–§14): verification functions of the game
``verifier(f) @ identifier(b) @ ext_concurrent()``.

Each factory returns ``Suitable(rule)`` (``combinators.continual.verification``): suitability
(Def 4.5) plus a ``CompositionRule`` on the creations, whose state is O(1) (a count, a tuple of
k counts, an accumulator) and hashable, and which prints as the factory call.

- ``fixed_mechanisms(α1, …, αk)``: the fixed mechanisms of Def 4.9, created first and in order
  (Thm 4.10).
- ``fixed_levels(measure, levels)``: at most k mechanisms chosen adaptively, their levels a
  sub-multiset of ``levels`` (Def 4.11, Thm 4.12); under ``RenyiDP(α)`` it is f_{RDP,α} (§13,
  Cor 13.4), under ``FDP()`` g_FDP (§14, Cor 14.7).
- ``filter_composition(measure, rule, budget)``: the levels of the creations so far pass a
  filter at every prefix (Def 12.2, Thm 12.4); with ``RenyiDP(α)`` and the additive rule it is
  Filt_{RDP,α,ε} (Cor 13.8), under ``FDP()`` g^Filt_FDP (Cor 14.10).

Which level a creation has: its mechanism's certificate, ``create.mechanism.level`` under
``create.mechanism.measure``. A creation under another measure than the composition's (RDP at
another order included) is not valid; so is an f-DP creation without
``finite_communication=True`` (Def 14.4, which §14 requires of every created mechanism). Levels
are compared as values (``same_value``: exact type, then the library's own ``==``), never by a
caller's ``==``.

Not checked here, since they are the theorems' premises rather than properties of a message
sequence: that each created game has discrete answer distributions (Thms 4.10, 4.12, 12.4) and
that the ε_i are positive; ``certify`` states the guarantee (issue 12, part 4).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any, Final, final

import attrs
from typing_extensions import override

from .._validation import same_value
from ..composition import Create, FiltCon, filtered
from ..errors import CombinatorsError, IncompatibleMeasureError, InvalidArgument
from ..machines import INVALID, Mechanism, Rejected, compared_by_value
from ..measures import FDP, ApproxDP, Measure, PureDP, RenyiDP
from .verification import CompositionRule, Suitable

__all__ = [
    "FilterRule",
    "FixedLevels",
    "FixedMechanisms",
    "filter_composition",
    "fixed_levels",
    "fixed_mechanisms",
]

_MEASURES: Final = (PureDP, ApproxDP, RenyiDP, FDP)
"""The measures Henzinger–Safavi–Vadhan 2024 states these compositions for: (ε,δ)-DP (§4, §12),
Rényi DP at one order (§13) and f-DP (§14)."""

_LEVEL_ERRORS: Final = (CombinatorsError, ArithmeticError, TypeError, ValueError)
"""What a measure or an accumulator raises for a level it cannot take: such a creation is not
valid, and the state is unchanged."""


def _check_measure(value: object) -> Measure[Any]:
    if not any(type(value) is m for m in _MEASURES):
        msg = (f"measure={value!r} must be PureDP(), ApproxDP(), RenyiDP(alpha) or FDP(): the measures "
               "Henzinger–Safavi–Vadhan 2024 composes continual mechanisms under (§4, §12–§14)")
        raise InvalidArgument(msg)
    measure: Measure[Any] = value  # type: ignore[assignment]  # one of the measures, checked above
    return measure


def _finite(level: object) -> bool:
    """Whether a level's loss is finite (an infinite ε promises nothing to compose)."""
    eps = getattr(level, "epsilon", 0.0)
    return type(eps) is not float or math.isfinite(eps)


def _creation_level(measure: Measure[Any], create: Create) -> Any:
    """The level a creation asserts under ``measure``, or ``INVALID``: another measure, a level
    that is not the measure's, or an f-DP creation without finite communication."""
    mechanism: Mechanism[Any, Any, Any, Any, Any] = create.mechanism
    if not same_value(mechanism.measure, measure):
        return INVALID
    if type(measure) is FDP and create.finite_communication is not True:
        return INVALID  # Def 14.4: §14's compositions need finite communication
    try:
        return measure.check_level(mechanism.level)
    except _LEVEL_ERRORS:
        return INVALID


# ---------------------------------------------------------------------------------------------
# Def 4.9: fixed mechanisms
# ---------------------------------------------------------------------------------------------

def _check_creations(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not tuple or not value:
        msg = f"creations={value!r} must be a non-empty tuple of Create messages"
        raise InvalidArgument(msg)
    for i, c in enumerate(value):
        if type(c) is not Create:
            msg = f"creations[{i}]={c!r} must be a Create message (combinators.composition.Create)"
            raise InvalidArgument(msg)
        if type(c.mechanism.measure) is FDP and c.finite_communication is not True:
            msg = (f"creations[{i}] is an f-DP mechanism without finite_communication=True: the f-DP "
                   "compositions need finite communication (Henzinger–Safavi–Vadhan 2024, Def 14.4, Cor 14.7)")
            raise InvalidArgument(msg)


@final
@compared_by_value
@attrs.frozen(repr=False)
class FixedMechanisms(CompositionRule[int]):
    """f^{α1,…,αk} (Henzinger–Safavi–Vadhan 2024, Def 4.9): the first k messages are the
    creations α_1, …, α_k, in this order, each the very ``Create`` object given (a look-alike is
    another message); then only queries.

    Def 4.9 as printed says only that the first k messages are α_1..α_k; its prose (§4.3) says the
    adversary "creates the k mechanisms in its first k messages and then only sends messages
    containing pairs of queries", and Thm 4.10 composes k mechanisms: so a creation after the
    k-th is not valid here, and neither is a query before the k-th creation.

    Its state is the number of creations so far.
    """

    creations: tuple[Create, ...] = attrs.field(validator=_check_creations)

    @override
    def __repr__(self) -> str:
        return f"fixed_mechanisms({', '.join(map(repr, self.creations))})"

    @override
    def start(self) -> int:
        return 0

    @override
    def on_create(self, state: int, create: Create, index: int, /) -> int | Rejected:
        fixed = self.creations
        if index > len(fixed) or create is not fixed[index - 1]:
            return INVALID
        return index

    @override
    def on_query(self, state: int, create: Create, index: int, pair: tuple[Any, Any], differs: bool,
                 first_difference: bool, /) -> int | Rejected:
        return state if state == len(self.creations) else INVALID


def fixed_mechanisms(*creations: Create) -> Suitable:
    """The concurrent composition of the fixed continual mechanisms of ``creations``
    (Henzinger–Safavi–Vadhan 2024, Def 4.9): the game's first messages are ``(α_1, α_1)``, …,
    ``(α_k, α_k)`` in order, then query pairs, each mechanism's valid under its own verification
    function. Thm 4.10: if Comp[RR_{ε1,δ1}, …, RR_{εk,δk}] is (ε,δ)-DP (ε_i > 0, discrete answers),
    so is this composition.

    Raises:
        InvalidArgument: no creation, or one that is not a ``Create``, or an f-DP one without
            ``finite_communication=True``.

    Example:
        >>> from combinators.composition import Create
        >>> from combinators.continual import as_continual
        >>> from combinators.continual.verification import im_style
        >>> from combinators.machines import BIT_FLIP
        >>> from combinators.primitives import randomized_response
        >>> c1 = c2 = Create(as_continual(randomized_response(e_eps=3)), im_style(BIT_FLIP))
        >>> f = fixed_mechanisms(c1, c2)
        >>> f(((c1, c1), (c2, c2), ((0, 1), (1, 1)))), f(((c1, c1), ((0, 1), (1, 1))))
        (True, False)
        >>> f(((c1, c1), (c2, c2), (c1, c1)))                    # no third creation
        False
    """
    return Suitable(FixedMechanisms(creations))


# ---------------------------------------------------------------------------------------------
# Def 4.11: a fixed multiset of levels
# ---------------------------------------------------------------------------------------------

def _checked_levels(measure: Measure[Any], levels: object) -> tuple[Any, ...]:
    if isinstance(levels, (str, bytes)) or not isinstance(levels, Iterable):
        msg = f"levels={levels!r} must be a sequence of levels of {measure!r}"
        raise InvalidArgument(msg)
    out = []
    for i, level in enumerate(levels):
        try:
            checked = measure.check_level(level)
        except IncompatibleMeasureError:
            msg = f"levels[{i}]={level!r} is not a level of {measure!r}; every level must be of the composition's measure"
            raise IncompatibleMeasureError(msg) from None
        except _LEVEL_ERRORS:
            msg = f"levels[{i}]={level!r} is not a valid level of {measure!r}"
            raise InvalidArgument(msg) from None
        if not _finite(checked):
            msg = f"levels[{i}]={level!r} must be finite: an infinite loss promises nothing to compose"
            raise InvalidArgument(msg)
        out.append(checked)
    return tuple(out)


def _distinct(levels: tuple[Any, ...]) -> tuple[tuple[Any, ...], tuple[int, ...]]:
    """The distinct levels (by ``same_value``) and how often each occurs."""
    distinct: list[Any] = []
    counts: list[int] = []
    for level in levels:
        for j, d in enumerate(distinct):
            if same_value(d, level):
                counts[j] += 1
                break
        else:
            distinct.append(level)
            counts.append(1)
    return tuple(distinct), tuple(counts)


@final
@compared_by_value
@attrs.frozen(repr=False)
class FixedLevels(CompositionRule["tuple[int, ...]"]):
    """f^{ε1,δ1,…,εk,δk} (Henzinger–Safavi–Vadhan 2024, Def 4.11): mechanisms chosen adaptively,
    at most k of them, the multiset of their levels a sub-multiset of ``levels``. Under
    ``RenyiDP(α)`` it is f^{ε1..εk}_{RDP,α} (§13: every α_j = α), under ``FDP()``
    g^{f1..fk}_FDP (§14, finite communication required).

    A creation's level must equal one of the unused levels exactly (``same_value``); a mechanism
    certified at a smaller level is not counted at a larger one, so restate its certificate at the
    level it is to use. Its state is the number of unused copies of each distinct level: O(k).
    """

    measure: Measure[Any] = attrs.field(converter=_check_measure)
    levels: tuple[Any, ...] = attrs.field()
    _distinct: tuple[tuple[Any, ...], tuple[int, ...]] = attrs.field(init=False, eq=False, hash=False, repr=False)

    @levels.validator
    def _check_levels(self, attribute: attrs.Attribute[Any], value: object) -> None:
        checked = _checked_levels(self.measure, value)
        object.__setattr__(self, "levels", checked)
        object.__setattr__(self, "_distinct", _distinct(checked))

    @override
    def __repr__(self) -> str:
        return f"fixed_levels({self.measure!r}, {self.levels!r})"

    @override
    def start(self) -> tuple[int, ...]:
        return self._distinct[1]

    @override
    def on_create(self, state: tuple[int, ...], create: Create, index: int, /) -> tuple[int, ...] | Rejected:
        level: object = _creation_level(self.measure, create)
        if level is INVALID:
            return INVALID
        for j, d in enumerate(self._distinct[0]):
            if same_value(d, level):
                left = state[j]
                return INVALID if left == 0 else (*state[:j], left - 1, *state[j + 1:])
        return INVALID


def fixed_levels(measure: Measure[Any], levels: Iterable[Any]) -> Suitable:
    """The concurrent composition of continual mechanisms with the fixed levels ``levels``
    (Henzinger–Safavi–Vadhan 2024, Def 4.11): the adversary creates up to ``len(levels)``
    mechanisms of its choice, when it likes, whose levels under ``measure`` form a sub-multiset of
    ``levels``. Thm 4.12 (ε_i > 0, discrete answers); Cor 13.4 under ``RenyiDP(α)`` (the sum of
    the ε_i); Cor 14.7 under ``FDP()``.

    Raises:
        InvalidArgument: ``measure`` is not one of ``PureDP()``, ``ApproxDP()``, ``RenyiDP(α)``,
            ``FDP()``; a level is not valid (negative, NaN) or has an infinite loss.
        IncompatibleMeasureError: a level of another measure.

    Example:
        >>> from combinators.measures import Epsilon
        >>> f = fixed_levels(PureDP(), [Epsilon(0.5), Epsilon(0.5), Epsilon(1.0)])
        >>> f
        fixed_levels(PureDP(), (Epsilon(0.5), Epsilon(0.5), Epsilon(1.0)))
        >>> f.start().rule
        (2, 1)
    """
    return Suitable(FixedLevels(measure, levels))  # type: ignore[arg-type]  # the validator makes it a tuple


# ---------------------------------------------------------------------------------------------
# Def 12.2: a filter on the creations' levels
# ---------------------------------------------------------------------------------------------

def _checked_filter(rule: FilterRule) -> tuple[FiltCon[Any], str]:
    """The library's filter machine for the same measure, rule and budget: it checks that the rule
    is a valid filter for noninteractive mechanisms under the measure (the capability table, the
    proved rules, ``rule_is_valid``) and that the budget is a level of the measure, as
    ``filtered`` does for a filter of interactive mechanisms; with the call that prints it."""
    _check_measure(rule.measure)
    flag: object = rule.rule_is_valid  # callers without mypy may pass anything
    if type(flag) is not bool:
        msg = f"rule_is_valid={flag!r} must be True or False"
        raise InvalidArgument(msg)
    made = filtered(rule.measure, rule.rule, rule.budget, rule_is_valid=rule.rule_is_valid)
    machine: FiltCon[Any] = made.machine  # type: ignore[assignment]  # filtered builds a FiltCon
    accumulator = machine.accumulator
    try:
        hash(accumulator)
    except TypeError:
        msg = (f"rule={rule.rule!r} must be hashable (a frozen value): the states of a verification function "
               "are values, which the exact audit memoises on")
        raise InvalidArgument(msg) from None
    if not _finite(machine.budget):
        msg = f"budget={rule.budget!r} must be finite: an infinite budget is no filter"
        raise InvalidArgument(msg)
    return machine, repr(made)


@final
@compared_by_value
@attrs.frozen(repr=False)
class FilterRule(CompositionRule[Any]):
    """f^Filt (Henzinger–Safavi–Vadhan 2024, Def 12.2): the levels of the creations so far, in
    order, pass the filter ``𝕀(G(d_1, …, d_ℓ) ⪯ budget)`` of the accumulator ``G`` of ``rule``
    (``combinators.accounting``) after every creation; the verifier checks every prefix, so a
    creation the filter refuses ends the game there.

    ``rule`` is ``"additive"`` or an accumulator, taken under the conditions of ``filtered``
    (``combinators.composition``): the measure's capability-table entry for filters, the
    library's proved rules (additive; ``whitehouse_accumulator`` under ``ApproxDP()``;
    ``gaussian_accumulator`` under ``FDP()``), or a rule of your own with ``rule_is_valid=True``,
    your word that it is a valid filter for noninteractive mechanisms, which is what Thm 12.4
    needs. Under ``RenyiDP(α)`` with ``"additive"`` it is Filt_{RDP,α,ε}: Σε_i ≤ ε (§13,
    Cor 13.8); under ``FDP()`` g^Filt_FDP (§14, Cor 14.10; finite communication required).

    Its state is the accumulator (an O(1) frozen value, rounded toward the weaker guarantee).
    """

    measure: Measure[Any]
    rule: Any
    budget: Any
    rule_is_valid: bool = attrs.field(default=False, kw_only=True)
    _filter: tuple[FiltCon[Any], str] = attrs.field(
        init=False, eq=False, hash=False, repr=False, default=attrs.Factory(_checked_filter, takes_self=True))

    @override
    def __repr__(self) -> str:
        shown = self._filter[1]  # filtered(measure, rule, budget[, rule_is_valid=True])
        return f"filter_composition({shown.removeprefix('filtered(')}"

    @override
    def start(self) -> Any:
        return self._filter[0].accumulator

    @override
    def on_create(self, state: Any, create: Create, index: int, /) -> Any:
        level = _creation_level(self.measure, create)
        if level is INVALID:
            return INVALID
        try:
            after = state.add(level)
            ok = after.within(self._filter[0].budget)
        except _LEVEL_ERRORS:
            return INVALID
        return after if ok is True else INVALID


def filter_composition(measure: Measure[Any], rule: Any, budget: Any, *, rule_is_valid: bool = False) -> Suitable:
    """The concurrent filter composition of continual mechanisms (Henzinger–Safavi–Vadhan 2024,
    Def 12.2): any number of mechanisms, chosen adaptively, while the filter of ``rule`` admits
    the sequence of their levels under ``measure`` at ``budget``. Thm 12.4: it is as private as
    the filter composition of randomized responses at those levels; Cor 13.8 under
    ``RenyiDP(α)`` with ``"additive"`` ((α, ε)-RDP at the budget ε); Cor 14.10 under ``FDP()``.

    Raises:
        InvalidArgument: ``measure`` is not one of ``PureDP()``, ``ApproxDP()``, ``RenyiDP(α)``,
            ``FDP()``; a bad or unhashable ``rule``, a caller's rule without ``rule_is_valid=True``,
            an infinite budget.
        CompositionForbidden: the measure has no valid filter with this rule (e.g. the additive
            rule under ``FDP()``), with the citation.
        IncompatibleMeasureError: the budget or the accumulator is of another measure.

    Example:
        >>> from combinators.measures import RenyiEps
        >>> filter_composition(RenyiDP(2), "additive", RenyiEps(1.0))
        filter_composition(RenyiDP(alpha=2), 'additive', RenyiEps(1.0))
    """
    return Suitable(FilterRule(measure, rule, budget, rule_is_valid=rule_is_valid))

"""Guarantees by theorem: the level of ``verifier(spec) @ identifier(b) @ ext_concurrent()``
(Henzinger–Safavi–Vadhan 2024, §4, §5, §12–§14), computed from the composition's
verification function ``spec`` without running anything.

Every composition theorem of the paper has the same shape: *if the composition of randomized
responses at the children's levels is d-DP, so is the concurrent composition of the continual
mechanisms*. ``continual_guarantee(spec)`` reads which theorem applies from the spec's rule
(decided by exact type), checks it against the capability table (``combinators.composition``:
the ``EXT_CONCURRENT`` and ``PARALLEL`` rows, so the table and this module cannot disagree) and
evaluates the composition of randomized responses with the accounting library:

==========================================  ==============================================
spec                                        theorem, level
==========================================  ==============================================
``fixed_mechanisms(α1..αk)``                Thm 4.10: Comp(RR_{ε1,δ1}, …, RR_{εk,δk})
``fixed_levels(measure, levels)``           Thm 4.12; Cor 13.4 (Rényi: Σε_i); Cor 14.7 (⊗ f_i)
``filter_composition(measure, rule, b)``    Thm 12.4; Cor 13.8; Cor 14.10: the budget b
``sparse_parallel(pure levels)``            Cor 5.5: Comp(RR_{ε1}, …, RR_{εk})
``sparse_parallel_fpc(levels)``             Thm 5.14 (Cor 5.15 for ``im_style`` children)
``sparse_parallel_fpc(ls, measure=…)``      Thm 13.6, Cor 13.7 (Rényi: Σε_i); Cor 14.8, 14.9 (⊗ f_i)
``product_budget_parallel(εs, δ′)``         Thm 5.4: (ε, 1 − (1 − δ)(1 − δ′)) (Lemma 5.11)
``rr_parallel(εs, δ′)``, ``rr_budget(δ)``   Lemma 5.11, Lemma 5.9
==========================================  ==============================================

Refused, with the citation: ``sparse_parallel`` with an approximate-DP level (unbounded parallel
composition without first-pair consistency, Thm 5.2; ``combinators.continual.counterexamples``),
with Rényi-DP levels (Thm 13.5) or with trade-off functions (§14, by Thm 5.2); a bare
``suitable()``, which names no composition theorem; a rule the library does not know.

**(ε, δ) levels.** ``Comp(RR_{ε1,δ1}, …, RR_{εk,δk})`` is evaluated exactly (Murtagh–Vadhan
2016, Thm 1.5), rounded toward the weaker guarantee: at a target ``epsilon_g`` it is the δ of
the composed trade-off function (``accounting.tradeoff_product``, ``profile_delta``); at a
target ``delta_g`` the optimal ε (``accounting.optimal``); with neither, Σε_i (pure children) or
(Σε_i, 1 − Π(1 − δ_i)) (``accounting.product_budget``), which the composition meets exactly.

**ε_i > 0.** Thms 4.10, 4.12, 5.4 and 5.14 assume every ε_i > 0. A (0, δ) child is (η, δ)-DP
for every η > 0, so the theorem gives the level L(η) of the composition with ε_i = η for every
η > 0. L(η) is monotone and continuous in η (the Murtagh–Vadhan formula is), and a DP
inequality ``Pr[V0 ∈ S] ≤ e^ε Pr[V1 ∈ S] + δ_η`` that holds for every η > 0 holds at
``inf_η δ_η``: so the level reported is the limit η → 0, the composition with ε_i = 0 itself
(Comp(RR_{0.7,0.01}, RR_{0,0.02}) at ε = 0.7: δ = 1 − 0.99·0.98 = 0.0298, not the sum 0.03).

**Discrete answers.** The theorems also need every created game to have discrete answer
distributions (Def 4.6). ``as_continual`` refuses a continuous release; for fixed mechanisms
each creation is checked here (``primitives.continuous_answers``); for adaptively created
mechanisms it is the creator's obligation (round a real release with ``round_to``).

Example (Thm 4.10, two fixed randomized responses RR_{ln 3} each):
    >>> import math
    >>> from combinators.composition import Create
    >>> from combinators.continual import as_continual
    >>> from combinators.continual.compositions import fixed_mechanisms
    >>> from combinators.continual.verification import im_style
    >>> from combinators.machines import BIT_FLIP
    >>> from combinators.primitives import randomized_response
    >>> c = Create(as_continual(randomized_response(e_eps=3)), im_style(BIT_FLIP))
    >>> g = continual_guarantee(fixed_mechanisms(c, c))
    >>> g.level, g.capability.citation
    (Epsilon(2.1972245773362205), 'Henzinger–Safavi–Vadhan 2024, Thm 4.10 and Thm 4.12')
    >>> d = continual_guarantee(fixed_mechanisms(c, c), epsilon_g=1.5).level.delta
    >>> abs(d - (9 - math.exp(1.5)) / 16) < 1e-15     # Comp(RR_ln3, RR_ln3) at ε = 1.5: (9 − e^1.5)/16
    True
"""

from __future__ import annotations

import math
import sys
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final, final

import attrs

from .._arith import float_up, fsum_up
from .._validation import check_bool, check_finite_nonneg, check_probability, check_sequence_of, same_value
from ..accounting import optimal, product_budget, product_budget_bound, profile_delta, tradeoff_product
from ..composition import Adaptivity, Capability, Combinator, Condition, Create, Rule, require
from ..composition.filters import rule_kind
from ..errors import CertificationError, CombinatorsError, InvalidArgument
from ..machines import caller_assumptions_of
from ..measures import FDP, ApproxDP, EpsDelta, Epsilon, Measure, PureDP, RenyiDP
from ..measures.distances import loss_float
from ..measures.tradeoffs import f_eps_delta
from ..primitives import continuous_answers
from .compositions import FilterRule, FixedLevels, FixedMechanisms, _check_measure
from .parallel import ProductBudgetParallel, SparseParallel
from .verification import Suitable, _AnyCreations

__all__ = ["ContinualGuarantee", "continual_guarantee", "parallel_guarantee", "rr_composition"]

_HSV: Final = "Henzinger–Safavi–Vadhan 2024"
_FC: Final = (Condition.FINITE_COMMUNICATION,)
_FLOAT_MAX: Final = Fraction(sys.float_info.max)
_SHOWN: Final = 6
"""How many randomized responses a theorem's text names (a composition may have thousands)."""


@final
@attrs.frozen
class ContinualGuarantee:
    """What a composition theorem gives ``verifier(spec) @ identifier(b) @ ext_concurrent()``:
    the level under ``measure``, the theorem (what was evaluated, with the citation), the
    capability-table entry it rests on, what it takes on the caller's word (``assumptions``:
    the creations' certificates that are the caller's, a filter rule asserted valid), and, for
    Thm 5.4, the level as printed in the paper beside the one its proof gives (``printed``)."""

    measure: Measure[Any]
    level: Any
    theorem: str
    capability: Capability
    assumptions: tuple[str, ...] = ()
    printed: Any = None


# ---------------------------------------------------------------------------------------------
# the composition of randomized responses
# ---------------------------------------------------------------------------------------------

def _target(name: str, value: object) -> float | None:
    if value is None:
        return None
    checked = check_finite_nonneg(name, value)
    if checked > _FLOAT_MAX:
        msg = f"{name} must be at most the largest float (a finite ε the accountant can evaluate)"
        raise InvalidArgument(msg)
    return float_up(checked)


def _pair(name: str, value: object) -> tuple[float, float]:
    """One (ε, δ): ε a finite number ≥ 0, δ a probability, as floats (a Fraction rounded toward
    the weaker guarantee: ε and δ up)."""
    if type(value) is not tuple or len(value) != 2:
        msg = f"{name} must be a pair (ε, δ) of numbers"
        raise InvalidArgument(msg)
    e = check_finite_nonneg(f"{name}[0]", value[0])
    d = check_probability(f"{name}[1]", value[1])
    return float_up(e), float_up(d)


def rr_composition(levels: Sequence[tuple[float, float]], *, epsilon_g: float | Fraction | None = None,
                   delta_g: float | Fraction | None = None) -> tuple[Measure[Any], Epsilon | EpsDelta, str]:
    """The level of Comp(RR_{ε1,δ1}, …, RR_{εk,δk}), exact and rounded toward the weaker
    guarantee (Murtagh–Vadhan 2016, Thm 1.5), with what was computed.

    Args:
        levels: the (ε_i, δ_i), each ε_i ≥ 0 finite and δ_i in [0, 1]; ε_i = 0 is the limit of
            the theorems' ε_i > 0 (module docs).
        epsilon_g: report (ε_g, δ(ε_g)): the δ of the composed trade-off function at ε_g.
        delta_g: report (ε(δ_g), δ_g): the optimal composition (Kairouz–Oh–Viswanath 2015).

    With neither: Σε_i for pure levels, else (Σε_i, 1 − Π(1 − δ_i)), both exact bounds of the
    composition.

    Raises:
        InvalidArgument: both targets, a target that is not a finite number ≥ 0 (``delta_g`` a
            probability), a bad level; a composition too large for the exact δ at ``epsilon_g``
            (use ``delta_g``).

    Example:
        >>> rr_composition([(0.7, 0.01), (0.0, 0.02)], epsilon_g=0.7)[1]   # 1 − 0.99·0.98 = 0.0298
        EpsDelta(0.7, 0.0298000000000006)
    """
    eg = _target("epsilon_g", epsilon_g)
    dg = None if delta_g is None else check_probability("delta_g", delta_g)
    if eg is not None and dg is not None:
        msg = "give epsilon_g or delta_g, not both: the level is reported at one target"
        raise InvalidArgument(msg)
    pairs = check_sequence_of("levels", levels, _pair, what="a sequence of (ε, δ) pairs")
    eps = [e for e, _ in pairs]
    dels = [d for _, d in pairs]
    if not eps:
        zero = EpsDelta(eg, 0.0) if eg is not None else (EpsDelta(0.0, dg) if dg is not None else Epsilon(0.0))
        return (PureDP() if type(zero) is Epsilon else ApproxDP()), zero, "no mechanism: nothing is spent"
    shown = [f"RR_{{{e!r},{d!r}}}" if d else f"RR_{{{e!r}}}" for e, d in zip(eps[:_SHOWN], dels[:_SHOWN])]
    rr = ", ".join(shown) + (f", … ({len(eps)} in all)" if len(eps) > _SHOWN else "")
    if eg is not None:
        curve = tradeoff_product([f_eps_delta(e, d) for e, d in zip(eps, dels)])
        level: Epsilon | EpsDelta = EpsDelta(eg, profile_delta(curve, eg))
        how = f"Comp({rr}) at ε = {eg!r}: δ of the composed trade-off function (Murtagh–Vadhan 2016, Thm 1.5)"
    elif dg is not None:
        level = optimal(eps, dels, dg)
        how = f"Comp({rr}) at δ = {dg!r}: the optimal composition (Kairouz–Oh–Viswanath 2015; Murtagh–Vadhan 2016)"
    elif not any(dels):
        level = Epsilon(fsum_up(eps))
        return PureDP(), level, f"Comp({rr}): Σε_i"
    else:
        level = EpsDelta(fsum_up(eps), product_budget(dels))
        how = f"Comp({rr}) at Σε_i: δ = 1 − Π(1 − δ_i) (Murtagh–Vadhan 2016, Thm 1.5)"
    return ApproxDP(), level, how


# ---------------------------------------------------------------------------------------------
# the theorems
# ---------------------------------------------------------------------------------------------

def _eps_delta(i: int, level: object) -> tuple[float, float]:
    """An ``Epsilon`` as (ε, 0), an ``EpsDelta`` as (ε, δ) (decided by exact type)."""
    if type(level) is Epsilon:
        return (loss_float(level.epsilon), 0.0)
    if type(level) is EpsDelta:
        return (loss_float(level.epsilon), loss_float(level.delta))
    msg = f"level {i} is not an Epsilon or EpsDelta level"
    raise CertificationError(msg)


def _family(measures: Sequence[Measure[Any]]) -> Measure[Any]:
    """The one measure the children share: pure and (ε, δ) children together count as (ε, δ)."""
    if measures and all(type(m) in (PureDP, ApproxDP) for m in measures):
        return ApproxDP() if any(type(m) is ApproxDP for m in measures) else PureDP()
    first = measures[0]
    if all(same_value(m, first) for m in measures):
        return first
    msg = (f"the composed continual mechanisms are certified under different measures ({first!r}, …); the "
           f"theorems compose one measure ({_HSV}, Thm 4.10, Cor 13.4, Cor 14.7): convert them first")
    raise CertificationError(msg)


def _compose(measure: Measure[Any], levels: Sequence[Any], cell: tuple[Combinator, Adaptivity],
             epsilon_g: float | Fraction | None, delta_g: float | Fraction | None,
             theorem: str) -> tuple[Measure[Any], Any, str, Capability]:
    """The level of the composition of ``levels`` under ``measure`` by the table's row."""
    targeted = epsilon_g is not None or delta_g is not None
    if type(measure) in (PureDP, ApproxDP):
        pairs = [_eps_delta(i, x) for i, x in enumerate(levels)]
        entry = require(measure, *cell, Rule.CUSTOM if targeted else Rule.ADDITIVE)
        out, level, how = rr_composition(pairs, epsilon_g=epsilon_g, delta_g=delta_g)
        return out, level, f"{theorem}: {how}", entry
    if targeted:
        msg = f"epsilon_g and delta_g are targets for (ε, δ) levels, not for {measure!r}"
        raise InvalidArgument(msg)
    entry = require(measure, *cell, Rule.ADDITIVE, conditions=_FC)
    composed = measure.compose(tuple(levels)) if levels else measure.zero()
    return measure, composed, f"{theorem}: {entry.statement}", entry


def _discrete(creations: Sequence[Create], theorem: str) -> None:
    for i, c in enumerate(creations):
        if continuous_answers(c.mechanism.machine):
            msg = (f"creation {i + 1} releases a continuous value; {theorem} needs discrete answers ({_HSV}, "
                   "Def 4.6): round its release with combinators.primitives.round_to")
            raise CertificationError(msg)


def _fixed_mechanisms(rule: FixedMechanisms, eg: Any, dg: Any) -> ContinualGuarantee:
    creations = rule.creations
    theorem = f"{_HSV}, Thm 4.10 (fixed continual mechanisms)"
    _discrete(creations, theorem)
    measure = _family([c.mechanism.measure for c in creations])
    measure, level, text, entry = _compose(
        measure, [c.mechanism.level for c in creations], (Combinator.EXT_CONCURRENT, Adaptivity.FIXED), eg, dg,
        _named(measure, theorem, "Cor 13.4", "Cor 14.7"))
    assumptions = tuple(why for c in creations for why in caller_assumptions_of(c.mechanism))
    return ContinualGuarantee(measure, level, text, entry, assumptions)


def _named(measure: Measure[Any], theorem: str, renyi: str, fdp: str) -> str:
    if type(measure) is RenyiDP:
        return f"{_HSV}, {renyi}"
    if type(measure) is FDP:
        return f"{_HSV}, {fdp}"
    return theorem


def _fixed_levels(rule: FixedLevels, eg: Any, dg: Any) -> ContinualGuarantee:
    theorem = _named(rule.measure, f"{_HSV}, Thm 4.12 (a fixed multiset of levels)", "Cor 13.4", "Cor 14.7")
    measure, level, text, entry = _compose(rule.measure, rule.levels, (Combinator.EXT_CONCURRENT, Adaptivity.FIXED),
                                           eg, dg, theorem)
    return ContinualGuarantee(measure, level, text, entry)


def _filter(rule: FilterRule, eg: Any, dg: Any) -> ContinualGuarantee:
    if eg is not None or dg is not None:
        msg = "a filter composition is certified at its budget; epsilon_g and delta_g do not apply"
        raise InvalidArgument(msg)
    machine = rule._filter[0]
    measure = rule.measure
    fc = _FC if type(measure) is FDP else ()
    entry = require(measure, Combinator.EXT_CONCURRENT, Adaptivity.ADAPTIVE, rule_kind(machine.accumulator),
                    conditions=fc)
    theorem = _named(measure, f"{_HSV}, Thm 12.4", "Cor 13.8", "Cor 14.10")
    assumptions = ("the filter rule is asserted valid by the caller (rule_is_valid=True)",) if rule.rule_is_valid else ()
    return ContinualGuarantee(measure, machine.budget, f"{theorem}: {entry.statement}; the budget {machine.budget!r}",
                              entry, assumptions)


def parallel_guarantee(measure: Measure[Any], levels: Sequence[Any], *, fpc: bool,
                       finite_communication: bool = False, epsilon_g: float | Fraction | None = None,
                       delta_g: float | Fraction | None = None) -> ContinualGuarantee:
    """The level of concurrent k-sparse parallel composition of continual mechanisms, unboundedly
    many of them, at most k (of ``levels``) receiving differing messages (Henzinger–Safavi–Vadhan
    2024, §5, §13, §14), read from the capability table's ``PARALLEL`` rows.

    - pure levels: Cor 5.5 (no first-pair consistency needed);
    - (ε, δ), Rényi or f-DP levels with ``fpc`` (every created mechanism's verification function
      first-pair consistent, Def 5.12): Thm 5.14 (Cor 5.15: interactive mechanisms are), Thm 13.6
      and Cor 13.7 (α, Σε_i), Cor 14.8 and 14.9 (⊗ f_i);
    - without ``fpc``: refused, the composition is not private at any level (Thm 5.2; Thm 13.5;
      §14, after Thm 5.2).

    ``fpc`` and ``finite_communication`` (every created mechanism exchanges a bounded number of
    messages, Def 14.4, which the f-DP corollaries need) are the caller's assertions about the
    mechanisms that may be created.

    Raises:
        CompositionForbidden: the cases refused above, with the citation.
        InvalidArgument: bad levels or targets (as ``rr_composition``).

    Example:
        >>> from combinators.measures import RenyiEps
        >>> parallel_guarantee(RenyiDP(2), [RenyiEps(0.5)], fpc=False)
        Traceback (most recent call last):
        ...
        combinators.errors.CompositionForbidden: RenyiDP × parallel × adaptive levels × additive rule: forbidden: ...Thm 13.5...
    """
    measure = _check_measure(measure)
    levels = check_sequence_of("levels", levels, lambda name, x: _level_of(measure, name, x),
                               what=f"a sequence of levels of {measure!r}")
    fpc = check_bool("fpc", fpc)
    fc = _FC if check_bool("finite_communication", finite_communication) else ()
    targeted = epsilon_g is not None or delta_g is not None
    rule = Rule.CUSTOM if targeted and type(measure) in (PureDP, ApproxDP) else Rule.ADDITIVE
    pure = type(measure) is PureDP or (type(measure) is ApproxDP and all(
        type(x) is EpsDelta and x.delta == 0 for x in levels))
    if pure:
        entry = require(PureDP(), Combinator.PARALLEL, Adaptivity.ADAPTIVE, rule)
        theorem = f"{_HSV}, Cor 5.5 (pure continual mechanisms, unboundedly many)"
        pairs = [(float(getattr(x, "epsilon", 0.0)), 0.0) for x in levels]
        out, level, how = rr_composition(pairs, epsilon_g=epsilon_g, delta_g=delta_g)
        return ContinualGuarantee(out, level, f"{theorem}: {how}", entry)
    if not fpc:
        require(measure, Combinator.PARALLEL, Adaptivity.ADAPTIVE, rule)  # forbidden: raises with the citation
    conditions = (Condition.FIRST_PAIR_CONSISTENT, *fc)
    entry = require(measure, Combinator.PARALLEL, Adaptivity.FIXED, rule, conditions=conditions)
    theorem = _named(measure, f"{_HSV}, Thm 5.14 (first-pair consistent; Cor 5.15 for interactive mechanisms)",
                     "Thm 13.6 and Cor 13.7", "Cor 14.8 and Cor 14.9")
    out, composed, text, _ = _compose(measure, levels, (Combinator.EXT_CONCURRENT, Adaptivity.FIXED),
                                      epsilon_g, delta_g, theorem)
    if type(measure) not in (PureDP, ApproxDP):  # say the parallel row's statement, not the fixed one's
        text = f"{theorem}: {entry.statement}"
    return ContinualGuarantee(out, composed, text, entry)


def _level_of(measure: Measure[Any], name: str, level: object) -> Any:
    try:
        return measure.check_level(level)
    except (CombinatorsError, ArithmeticError, TypeError, ValueError):
        msg = f"{name} is not a level of {measure!r}"
        raise InvalidArgument(msg) from None


def _sparse(rule: SparseParallel, eg: Any, dg: Any) -> ContinualGuarantee:
    levels = rule.levels
    if rule.measure is not None:  # the rule admits f-DP creations only with finite communication (Def 14.4)
        return parallel_guarantee(rule.measure, levels, fpc=rule.fpc, finite_communication=type(rule.measure) is FDP,
                                  epsilon_g=eg, delta_g=dg)
    approx = any(type(x) is EpsDelta for x in levels)
    measure: Measure[Any] = ApproxDP() if approx else PureDP()
    as_measure = [x if not approx or type(x) is EpsDelta else EpsDelta(x.epsilon, 0.0) for x in levels]
    return parallel_guarantee(measure, as_measure, fpc=rule.fpc, epsilon_g=eg, delta_g=dg)


def _product(rule: ProductBudgetParallel, eg: Any, dg: Any) -> ContinualGuarantee:
    targeted = eg is not None or dg is not None
    entry = require(PureDP(), Combinator.PARALLEL, Adaptivity.ADAPTIVE, Rule.CUSTOM if targeted else Rule.ADDITIVE)
    _, pure, how = rr_composition([(e, 0.0) for e in rule.epsilons], epsilon_g=eg, delta_g=dg)
    base = EpsDelta(pure.epsilon, 0.0) if type(pure) is Epsilon else pure
    tight = product_budget_bound(base, rule.delta_prime, form="tight")
    printed = product_budget_bound(base, rule.delta_prime, form="printed")
    dp = rule.delta_prime
    if not rule.randomized_response:
        name = f"{_HSV}, Thm 5.4 (product budget δ′ = {dp}), in the form its proof gives (Lemma 5.11)"
    elif rule.epsilons:
        name = f"{_HSV}, Lemma 5.11 (randomized responses, product budget δ′ = {dp})"
    else:
        name = f"{_HSV}, Lemma 5.9 (RR_{{0,δ_j}} with 1 − Π(1 − δ_j) ≤ δ = {dp})"
    text = (f"{name}: {how}, then (ε, 1 − (1 − δ)(1 − δ′)) = {tight!r}; Thm 5.4 as printed states "
            f"(ε, δ + δ′) = {printed!r}")
    return ContinualGuarantee(ApproxDP(), tight, text, entry, (), printed)


def continual_guarantee(spec: object, *, epsilon_g: float | Fraction | None = None,
                        delta_g: float | Fraction | None = None) -> ContinualGuarantee:
    """The level the paper's theorem gives ``verifier(spec) @ identifier(b) @ ext_concurrent()``,
    i.e. the level at which ``ext_concurrent()`` is private w.r.t. ``spec`` (Cor 3.8); see the
    module docs for which theorem serves which spec.

    Args:
        spec: the composition's verification function: ``Suitable(rule)`` from
            ``combinators.continual.compositions`` or ``combinators.continual.parallel``.
        epsilon_g, delta_g: for (ε, δ) levels, report the level at this ε or this δ (at most
            one); with neither, Σε_i or (Σε_i, 1 − Π(1 − δ_i)).

    Raises:
        CertificationError: ``spec`` names no composition theorem (a bare ``suitable()``, a rule
            the library does not know, not a ``Suitable``); fixed mechanisms with a continuous
            release or under different measures.
        CompositionForbidden: the theorem is refuted (unbounded parallel composition of
            approximate-DP mechanisms, Thm 5.2) or the table has no theorem for the measure.
        InvalidArgument: bad targets.
    """
    if type(spec) is not Suitable:
        msg = (f"{type(spec).__name__} is not the verification function of a concurrent composition; build one "
               "with combinators.continual.compositions or combinators.continual.parallel")
        raise CertificationError(msg)
    g = _guarantee(spec, epsilon_g, delta_g)
    if spec.trust_asserted:  # the curator vouches for creations that rest on the creator's word
        g = attrs.evolve(g, assumptions=(*g.assumptions, "mechanisms created under trusting_asserted() may be "
                                         "certified on the creator's word"))
    return g


def _guarantee(spec: Suitable, epsilon_g: float | Fraction | None, delta_g: float | Fraction | None
               ) -> ContinualGuarantee:
    rule = spec.rule
    kind = type(rule)
    if kind is FixedMechanisms:
        return _fixed_mechanisms(rule, epsilon_g, delta_g)  # type: ignore[arg-type]  # decided by exact type
    if kind is FixedLevels:
        return _fixed_levels(rule, epsilon_g, delta_g)  # type: ignore[arg-type]  # decided by exact type
    if kind is FilterRule:
        return _filter(rule, epsilon_g, delta_g)  # type: ignore[arg-type]  # decided by exact type
    if kind is SparseParallel:
        return _sparse(rule, epsilon_g, delta_g)  # type: ignore[arg-type]  # decided by exact type
    if kind is ProductBudgetParallel:
        return _product(rule, epsilon_g, delta_g)  # type: ignore[arg-type]  # decided by exact type
    if kind is _AnyCreations:
        msg = (f"suitable() alone lets the adversary create any mechanisms, as many as it likes: no theorem of "
               f"{_HSV} bounds it (Thm 5.2 shows unboundedly many (0,δ)-DP mechanisms leak everything). Fix what "
               "may be created: fixed_mechanisms, fixed_levels, filter_composition, or a parallel rule")
        raise CertificationError(msg)
    msg = (f"no composition theorem is known for the rule {kind.__name__}; the library certifies fixed_mechanisms, "
           "fixed_levels, filter_composition, sparse_parallel(_fpc), product_budget_parallel, rr_parallel, rr_budget")
    raise CertificationError(msg)

"""Concurrent k-sparse parallel composition of continual mechanisms (Henzinger–Safavi–Vadhan
2024, §5): verification functions of ``ext_concurrent()`` that let the adversary create
unboundedly many mechanisms and say which of them may receive differing messages.

A mechanism is *exceptional* once it has received a pair of differing messages (the set 𝒥 of
Def 5.1). Each factory returns ``Suitable(rule)`` (``combinators.continual.verification``):
suitability (Def 4.5) plus the rule below.

- ``sparse_parallel(levels)``, f_∞ (Def 5.1): the levels of the exceptional mechanisms form a
  sub-multiset of ``levels`` (so at most k of them), whatever the others are.
- ``sparse_parallel_fpc(levels)``, f_{∞,FPC} (Def 5.13): f_∞, and every created mechanism's
  verification function is first-pair consistent (Def 5.12).
- ``product_budget_parallel(epsilons, δ′)``, f_{∞,δ′} (Def 5.3): the ε's of the
  exceptional mechanisms form a sub-multiset of ``epsilons`` and the δ's of **all** created
  mechanisms satisfy 1 − Π_j (1 − δ_j) ≤ δ′.
- ``rr_parallel(epsilons, δ′)``, f_{∞,δ′,RR} (Def 5.10), and ``rr_budget(δ)``,
  f^δ_RR (Def 5.8): every created mechanism is randomized response RR_{ε_j,δ_j} on one bit with
  ε_j = 0 or δ_j = 0, its positive ε's a sub-multiset of ``epsilons`` (none for ``rr_budget``)
  and 1 − Π_j (1 − δ_j) ≤ δ′.

Which guarantee each gives is a theorem (Cor 5.5, Thm 5.4, Lemma 5.9, Thm 5.14); f_∞ alone
with approximate-DP levels gives none (Thm 5.2, ``combinators.continual.counterexamples``).

Levels are compared by value: a creation's level is its certificate's (Epsilon ε counts as
(ε, 0)), matched against the given levels number by number, never through a caller's ``==``.
A creation under another measure (Rényi DP, f-DP) is refused: these functions are stated for
(ε, δ) creation messages.

``sparse_parallel`` and ``sparse_parallel_fpc`` also take Rényi-DP levels at one order
(``measure=RenyiDP(α)``: f^{ε1..εk}_{∞,RDP,α} and f^{ε1..εk}_{∞,FPC,RDP,α}, §13) and
trade-off functions (``measure=FDP()``: g^{f1..fk}_{FDP,∞} and g^{f1..fk}_{FDP,∞,FPC}, §14).
Then a creation counts only if it is certified under that very measure (another order is
another measure), at a level equal by value to one of the given ones, and, under ``FDP()``,
sent with ``Create(..., finite_communication=True)`` (Def 14.4), as ``fixed_levels`` reads it.

The product 1 − Π(1 − δ_j) is kept exactly in rationals; once its denominator grows past 2^256
the product Π(1 − δ_j) is rounded *down* on that grid, so the budget can only be overstated
(refusing a set of mechanisms whose exact product would fit, never admitting one that does not).
A creation's δ is its certificate's, or, for a machine the library built whose δ it holds
exactly (randomized response, ℳ_δ of ``counterexamples``) with the certificate the library
issued for it, that exact δ (the certificate rounds it up to a float).

Example (Thm 5.4 is tight with a product, not a sum: δ_j = 1/2, 1/2 fit δ′ = 3/4):
    >>> from fractions import Fraction
    >>> from combinators.composition import Create
    >>> from combinators.continual import as_continual
    >>> from combinators.continual.verification import im_style
    >>> from combinators.machines import BIT_FLIP
    >>> from combinators.primitives import randomized_response_delta
    >>> rr = as_continual(randomized_response_delta(e_eps=1, delta=Fraction(1, 2)))   # RR_{0,1/2}
    >>> f = rr_budget(Fraction(3, 4))
    >>> a, b = Create(rr, im_style(BIT_FLIP)), Create(rr, im_style(BIT_FLIP))
    >>> f(((a, a), (b, b))), f(((a, a), (b, b), ((0, 1), (1, 1))))
    (True, True)
    >>> c = Create(as_continual(randomized_response_delta(e_eps=1, delta=Fraction(1, 10))), im_style(BIT_FLIP))
    >>> f(((a, a), (b, b), (c, c)))          # 1 − 1/2·1/2·9/10 = 31/40 > 3/4
    False
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Final, final

import attrs
from typing_extensions import override

from .._literal import literal, plain
from .._validation import check_probability, check_sequence_of, same_value
from ..composition.ext_concomp import Create
from ..errors import InvalidArgument
from ..machines import BIT_FLIP, INVALID, Rejected, caller_assumptions_of, compared_by_value
from ..measures import FDP, ApproxDP, EpsDelta, Epsilon, Measure, PureDP, RenyiDP, RenyiEps, TradeOff
from ..measures.distances import intact, loss_float
from ..primitives import RandomizedResponse, RandomizedResponseDelta
from .compositions import _checked_levels, _creation_level
from .counterexamples import Exposure
from .lift import Continual
from .verification import CompositionRule, IMStyle, Suitable

__all__ = [
    "ProductBudgetParallel",
    "SparseParallel",
    "product_budget_parallel",
    "rr_budget",
    "rr_parallel",
    "sparse_parallel",
    "sparse_parallel_fpc",
]

Level = tuple[float, float]
"""An (ε, δ) level as two plain floats."""

ParallelLevel = Epsilon | EpsDelta | RenyiEps | TradeOff
"""A level ``sparse_parallel`` takes: (ε, δ), or of its ``measure``."""

ParallelMeasure = PureDP | ApproxDP | RenyiDP | FDP
"""The measures k-sparse parallel composition is stated for (§5, §13, §14)."""

_GRID_BITS: Final = 256
"""Past this many bits of denominator, the running product Π(1 − δ_j) is rounded down to a
multiple of 2^-256: it stays small however many mechanisms are created."""

_ONE: Final = Fraction(1)


# ---------------------------------------------------------------------------------------------
# reading a creation message
# ---------------------------------------------------------------------------------------------

def _level_of(create: Create) -> Level | None:
    """The (ε, δ) level a creation's certificate states, or None if it is not in (ε, δ) form."""
    cert = create.mechanism.certificate
    measure, level = cert.measure, cert.level
    if not intact(level):  # a forged level: its numbers are not to be read
        return None
    if type(measure) is PureDP and type(level) is Epsilon:
        return (loss_float(level.epsilon), 0.0)
    if type(measure) is ApproxDP and type(level) is EpsDelta:
        return (loss_float(level.epsilon), loss_float(level.delta))
    return None


def _exact_delta(create: Create, stated: float) -> Fraction:
    """The δ a creation is charged: the machine's exact δ when the library built the machine,
    holds its δ exactly and issued the certificate for it (the certificate states that δ rounded
    up to a float); otherwise the certificate's δ."""
    mechanism = create.mechanism
    exact = _held_delta(mechanism.machine)
    if exact is not None and exact <= Fraction(stated) and not caller_assumptions_of(mechanism):
        return exact
    return Fraction(stated)


def _held_delta(machine: object) -> Fraction | None:
    """The exact δ of a library machine that holds it, decided by exact type."""
    if type(machine) is Exposure:
        return machine.delta()
    inner = _rr_machine(machine)
    if type(inner) is RandomizedResponseDelta:
        d = inner.delta
        return d if type(d) is Fraction else None
    if type(inner) is RandomizedResponse:
        return Fraction(0)
    return None


def _rr_machine(machine: object) -> object:
    """The randomized-response machine inside ``as_continual(RR)``, or None."""
    if type(machine) is Continual:
        inner = machine.inner
        if type(inner) in (RandomizedResponse, RandomizedResponseDelta):
            return inner
    return None


def _times_down(product: Fraction, delta: Fraction) -> Fraction:
    """``product · (1 − δ)``, rounded down onto the 2^-256 grid once its denominator is large."""
    p = product * (_ONE - delta)
    if p.denominator.bit_length() > _GRID_BITS:
        p = Fraction(math.floor(p * (1 << _GRID_BITS)), 1 << _GRID_BITS)
    return p


def _take(remaining: tuple[Any, ...], wanted: object) -> tuple[Any, ...] | None:
    """``remaining`` without one item of the same value as ``wanted``, or None if there is none."""
    for i, item in enumerate(remaining):
        if _same_number(item, wanted):
            return remaining[:i] + remaining[i + 1:]
    return None


def _same_number(a: object, b: object) -> bool:
    """Two floats, or two tuples of floats, of one value (plain numbers only)."""
    if type(a) is tuple and type(b) is tuple:
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b))
    return same_value(a, b)


# ---------------------------------------------------------------------------------------------
# checking the factories' arguments
# ---------------------------------------------------------------------------------------------

def _check_level(name: str, value: object) -> Level:
    if type(value) is Epsilon and intact(value):
        return (loss_float(value.epsilon), 0.0)
    if type(value) is EpsDelta and intact(value):
        return (loss_float(value.epsilon), loss_float(value.delta))
    msg = (f"{name} must be an Epsilon or an EpsDelta level (built by its constructor), e.g. EpsDelta(0.5, 1e-6); "
           "for Rényi-DP or f-DP levels pass measure=RenyiDP(alpha) or measure=FDP()")
    raise InvalidArgument(msg)


def _level_item(name: str, value: object) -> Epsilon | EpsDelta:
    _check_level(name, value)
    return value  # type: ignore[return-value]  # an Epsilon or an EpsDelta, checked just above


def _levels(value: object) -> tuple[Epsilon | EpsDelta, ...]:
    """The levels, checked, as a tuple (read once: an iterator is taken too)."""
    return tuple(check_sequence_of("levels", value, _level_item, what="a sequence of Epsilon or EpsDelta levels"))


def _check_levels(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not tuple:
        msg = f"{attribute.name} must be a tuple of Epsilon or EpsDelta levels"
        raise InvalidArgument(msg)
    for i, level in enumerate(value):
        _check_level(f"{attribute.name}[{i}]", level)


def _check_epsilons(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not tuple or not all(type(e) is float and 0.0 <= e < math.inf for e in value):
        msg = f"{attribute.name} must be a tuple of finite floats >= 0"
        raise InvalidArgument(msg)


def _epsilon(name: str, e: object) -> float:
    """One ε as a float, rounded up (Epsilon's rule): a Fraction ε matches the float ε a
    certificate states for it."""
    if type(e) is Epsilon and intact(e):
        eps = loss_float(e.epsilon)
    else:
        try:
            eps = loss_float(Epsilon(e).epsilon)  # type: ignore[arg-type]  # checked by Epsilon, which raises
        except InvalidArgument:
            msg = f"{name} must be a finite number >= 0 (a float, an int, a Fraction or an Epsilon level)"
            raise InvalidArgument(msg) from None
    if eps == math.inf:
        msg = f"{name} must be finite"
        raise InvalidArgument(msg)
    return eps


def _epsilons(values: object) -> tuple[float, ...]:
    return tuple(check_sequence_of("epsilons", values, _epsilon, what="a sequence of numbers >= 0"))


def _check_delta_prime(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not Fraction or not 0 <= value <= 1:
        msg = f"{attribute.name}={value!r} must be a Fraction in [0, 1] (the factories convert a float exactly)"
        raise InvalidArgument(msg)


def _delta_prime(name: str, value: object) -> Fraction:
    """δ′ exactly: a float is taken at its binary value (so no rounding widens the budget)."""
    return Fraction(check_probability(name, value))


def _check_flag(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if type(value) is not bool:
        msg = f"{attribute.name}={value!r} must be True or False"
        raise InvalidArgument(msg)


def _shown_epsilons(epsilons: tuple[float, ...], delta_prime: Fraction) -> str:
    return f"[{', '.join(literal(e) for e in epsilons)}], {literal(plain(delta_prime))}"


# ---------------------------------------------------------------------------------------------
# f_∞ and f_{∞,FPC}
# ---------------------------------------------------------------------------------------------

def _check_other_measure(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
    if value is not None and type(value) is not FDP and type(value) is not RenyiDP:
        msg = (f"measure={value!r} must be RenyiDP(alpha) or FDP() (or left out for Epsilon and EpsDelta levels): "
               "Henzinger–Safavi–Vadhan 2024 states k-sparse parallel composition for (ε, δ)-DP (§5), "
               "Rényi DP at one order (§13) and f-DP (§14)")
        raise InvalidArgument(msg)


def _measure(value: object) -> Measure[Any] | None:
    """The factories' ``measure``: None for (ε, δ) levels (``PureDP()``/``ApproxDP()`` say the
    same), else ``RenyiDP(α)`` or ``FDP()``."""
    if type(value) is PureDP or type(value) is ApproxDP:
        return None
    _check_other_measure(None, attrs.fields(SparseParallel).measure, value)
    return value  # type: ignore[return-value]  # None, RenyiDP or FDP, checked above


@final
@compared_by_value
@attrs.frozen(repr=False)
class SparseParallel(CompositionRule[tuple[Any, ...]]):
    """The rule of f_∞ (Henzinger–Safavi–Vadhan 2024, Def 5.1) or, with ``fpc``, of f_{∞,FPC}
    (Def 5.13); with ``measure`` ``RenyiDP(α)`` or ``FDP()``, their Rényi-DP (§13) and f-DP
    (§14) forms. Build it with ``sparse_parallel`` or ``sparse_parallel_fpc``.

    Its state is the multiset of levels not yet taken by an exceptional mechanism.
    """

    levels: tuple[Any, ...] = attrs.field()
    fpc: bool = attrs.field(default=False, validator=_check_flag)
    measure: Measure[Any] | None = attrs.field(default=None, kw_only=True, validator=_check_other_measure)

    @levels.validator
    def _valid_levels(self, attribute: attrs.Attribute[Any], value: object) -> None:
        _check_other_measure(self, attribute, self.measure)  # validators run in field order: measure's first
        if self.measure is None:
            _check_levels(self, attribute, value)
        elif type(value) is not tuple:
            msg = f"{attribute.name} must be a tuple of levels of {self.measure!r}"
            raise InvalidArgument(msg)
        else:
            object.__setattr__(self, "levels", _checked_levels(self.measure, value))

    @override
    def __repr__(self) -> str:
        name = "sparse_parallel_fpc" if self.fpc else "sparse_parallel"
        shown = "" if self.measure is None else f", measure={self.measure!r}"
        return f"{name}([{', '.join(repr(level) for level in self.levels)}]{shown})"

    @override
    def start(self) -> tuple[Any, ...]:
        if self.measure is not None:
            return self.levels
        return tuple(_check_level("level", level) for level in self.levels)

    def _level(self, create: Create) -> object:
        """The creation's level as the state holds levels, or None if it cannot count."""
        if self.measure is None:
            return _level_of(create)
        level = _creation_level(self.measure, create)
        return None if level is INVALID else level

    @override
    def on_create(self, state: tuple[Any, ...], create: Create, index: int, /) -> tuple[Any, ...] | Rejected:
        if self._level(create) is None:
            return INVALID
        if self.fpc and create.f.first_pair_consistent() is not True:
            return INVALID
        return state

    @override
    def on_query(self, state: tuple[Any, ...], create: Create, index: int, pair: tuple[Any, Any], differs: bool,
                 first_difference: bool, /) -> tuple[Any, ...] | Rejected:
        if not first_difference:
            return state
        level = self._level(create)
        rest = None if level is None else _take(state, level)
        return INVALID if rest is None else rest


def sparse_parallel(levels: Sequence[ParallelLevel], *, measure: ParallelMeasure | None = None) -> Suitable:
    """f_∞, concurrent k-sparse parallel composition (Henzinger–Safavi–Vadhan 2024, Def 5.1):
    any number of mechanisms may be created, and those that receive a differing pair (the
    exceptional ones) must have levels forming a sub-multiset of ``levels``.

    For pure levels it is ε-DP as Comp(RR_{ε_1}, …, RR_{ε_k}) is (Cor 5.5). For approximate
    levels no bound holds: ℓ copies of a (0, δ)-DP mechanism leak 1 − (1 − δ)^ℓ (Thm 5.2); use
    ``sparse_parallel_fpc`` or ``product_budget_parallel``. No bound holds either for Rényi-DP
    levels (``measure=RenyiDP(α)``, f_{∞,RDP,α}: Thm 13.5) or for trade-off functions
    (``measure=FDP()``, g_{FDP,∞}: §14, by Thm 5.2).

    Args:
        levels: Epsilon or EpsDelta levels; with ``measure``, levels of that measure.
        measure: ``RenyiDP(α)`` or ``FDP()`` for the §13 and §14 forms.

    Example:
        >>> sparse_parallel([Epsilon(1.0)])
        sparse_parallel([Epsilon(1.0)])
    """
    m = _measure(measure)
    return Suitable(SparseParallel(_levels(levels) if m is None else _checked_levels(m, levels), measure=m))


def sparse_parallel_fpc(levels: Sequence[ParallelLevel], *, measure: ParallelMeasure | None = None) -> Suitable:
    """f_{∞,FPC}, first-pair-consistent concurrent k-sparse parallel composition
    (Henzinger–Safavi–Vadhan 2024, Def 5.13): ``sparse_parallel(levels)``, and every created
    mechanism's verification function is first-pair consistent (Def 5.12), so a mechanism whose
    first pair is identical never receives a differing one. As private as
    Comp(RR_{ε_1,δ_1}, …, RR_{ε_k,δ_k}) (Thm 5.14); with ``measure=RenyiDP(α)``,
    (α, Σε_i)-RDP over the given levels (Thm 13.6, Cor 13.7); with ``measure=FDP()``, f-DP for the
    composition ⊗ f_i of the given trade-off functions, every creation with finite
    communication (Def 14.4; Cor 14.8, Cor 14.9).

    Example:
        >>> from combinators.measures import RenyiEps
        >>> sparse_parallel_fpc([RenyiEps(0.5), RenyiEps(0.5)], measure=RenyiDP(2))
        sparse_parallel_fpc([RenyiEps(0.5), RenyiEps(0.5)], measure=RenyiDP(alpha=2))
    """
    m = _measure(measure)
    return Suitable(SparseParallel(_levels(levels) if m is None else _checked_levels(m, levels), fpc=True, measure=m))


def _rr_level(create: Create) -> tuple[float, Fraction] | None:
    """(ε, exact δ) of a creation of randomized response on one bit, with the certificate the
    library issued for it and the verification function ``im_style(BIT_FLIP)`` (a pair of bits,
    Def 5.8); None for any other creation."""
    mechanism = create.mechanism
    inner = _rr_machine(mechanism.machine)
    f = create.f
    if inner is None or type(f) is not IMStyle or not same_value(f.relation, BIT_FLIP):
        return None
    level = _level_of(create)
    if level is None or caller_assumptions_of(mechanism):
        return None
    return (level[0], _exact_delta(create, level[1]))


# ---------------------------------------------------------------------------------------------
# f_{∞,δ′}, f_{∞,δ′,RR} and f^δ_RR
# ---------------------------------------------------------------------------------------------

ProductState = tuple[tuple[float, ...], Fraction]
"""The ε's still free, and a lower bound of Π_j (1 − δ_j) over the created mechanisms."""


@final
@compared_by_value
@attrs.frozen(repr=False)
class ProductBudgetParallel(CompositionRule[ProductState]):
    """The rule of f_{∞,δ′} (Henzinger–Safavi–Vadhan 2024, Def 5.3) or, with
    ``randomized_response``, of f_{∞,δ′,RR} (Def 5.10; f^δ_RR of Def 5.8 when ``epsilons`` is
    empty). Build it with ``product_budget_parallel``, ``rr_parallel`` or ``rr_budget``.

    Its state is the multiset of ε's not yet taken (by an exceptional mechanism; with
    ``randomized_response``, by a created RR_{ε,0}) and a lower bound of Π_j (1 − δ_j) over the
    created mechanisms (exact while its denominator is small).
    """

    epsilons: tuple[float, ...] = attrs.field(validator=_check_epsilons)
    delta_prime: Fraction = attrs.field(validator=_check_delta_prime)
    randomized_response: bool = attrs.field(default=False, validator=_check_flag)

    @override
    def __repr__(self) -> str:
        if not self.randomized_response:
            return f"product_budget_parallel({_shown_epsilons(self.epsilons, self.delta_prime)})"
        if not self.epsilons:
            return f"rr_budget({literal(plain(self.delta_prime))})"
        return f"rr_parallel({_shown_epsilons(self.epsilons, self.delta_prime)})"

    @override
    def start(self) -> ProductState:
        return (self.epsilons, _ONE)

    @override
    def on_create(self, state: ProductState, create: Create, index: int, /) -> ProductState | Rejected:
        remaining = state[0]
        if self.randomized_response:
            rr = _rr_level(create)
            if rr is None:
                return INVALID
            eps, delta = rr
            if eps != 0.0:
                if delta != 0:  # Def 5.10: ε_j = 0 or δ_j = 0
                    return INVALID
                rest = _take(remaining, eps)
                if rest is None:
                    return INVALID
                remaining = rest
        else:
            level = _level_of(create)
            if level is None:
                return INVALID
            delta = _exact_delta(create, level[1])
        product = _times_down(state[1], delta)
        if product < _ONE - self.delta_prime:
            return INVALID
        return (remaining, product)

    @override
    def on_query(self, state: ProductState, create: Create, index: int, pair: tuple[Any, Any], differs: bool,
                 first_difference: bool, /) -> ProductState | Rejected:
        if self.randomized_response or not first_difference:
            return state
        level = _level_of(create)
        rest = None if level is None else _take(state[0], level[0])
        return INVALID if rest is None else (rest, state[1])


def product_budget_parallel(epsilons: Sequence[float | Fraction | Epsilon], delta_prime: float | Fraction) -> Suitable:
    """f_{∞,δ′}, parallel composition with a product δ budget (Henzinger–Safavi–Vadhan 2024,
    Def 5.3): the ε's of the exceptional mechanisms form a sub-multiset of ``epsilons``, and
    1 − Π_j (1 − δ_j) ≤ ``delta_prime`` over every created mechanism.

    If Comp(RR_{ε_1,0}, …, RR_{ε_k,0}) is (ε, δ)-DP, the composition is
    (ε, 1 − (1 − δ)(1 − δ′))-DP (Lemma 5.11; Thm 5.4 prints the weaker (ε, δ + δ′)), and the
    budget is tight (Thm 5.2's adversary leaks exactly δ′).

    Args:
        epsilons: the ε's the exceptional mechanisms may have (numbers ≥ 0 or Epsilon levels).
        delta_prime: δ′ in [0, 1]; a float is taken at its exact binary value.

    Example:
        >>> product_budget_parallel([0.5], Fraction(3, 4))
        product_budget_parallel([0.5], Fraction(3, 4))
    """
    return Suitable(ProductBudgetParallel(_epsilons(epsilons), _delta_prime("delta_prime", delta_prime)))


def rr_parallel(epsilons: Sequence[float | Fraction | Epsilon], delta_prime: float | Fraction) -> Suitable:
    """f_{∞,δ′,RR} (Henzinger–Safavi–Vadhan 2024, Def 5.10): every created mechanism is
    randomized response on one bit (``as_continual`` of ``randomized_response`` or
    ``randomized_response_delta``, with the library's certificate) with ε_j = 0 or δ_j = 0; the
    positive ε_j form a sub-multiset of ``epsilons``, and 1 − Π_j (1 − δ_j) ≤ ``delta_prime``.

    If Comp(RR_{ε_1,0}, …, RR_{ε_k,0}) is (ε, δ)-DP the composition is
    (ε, 1 − (1 − δ)(1 − δ′))-DP (Lemma 5.11).
    """
    return Suitable(ProductBudgetParallel(_epsilons(epsilons), _delta_prime("delta_prime", delta_prime),
                                          randomized_response=True))


def rr_budget(delta: float | Fraction) -> Suitable:
    """f^δ_RR (Henzinger–Safavi–Vadhan 2024, Def 5.8): adaptively created RR_{0,δ_j} on one bit
    each, with 1 − Π_j (1 − δ_j) ≤ ``delta``. It is (0, δ)-DP (Lemma 5.9): a product budget,
    tighter than the Σ δ_j ≤ δ filter (Whitehouse et al. 2023).

    Example:
        >>> rr_budget(Fraction(3, 4))
        rr_budget(Fraction(3, 4))
    """
    return Suitable(ProductBudgetParallel((), _delta_prime("delta", delta), randomized_response=True))

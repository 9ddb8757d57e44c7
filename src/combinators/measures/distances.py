"""Nominal privacy-level types: never bare floats, so mixing measures is a type error.

Every value is validated when it is built (negative, NaN, infinite where not allowed, δ > 1
raise ``InvalidArgument`` naming the argument). A ``Fraction`` stays exact (a fresh plain
``Fraction``), so additive filters spend it exactly; any other number (an int, a numpy scalar)
becomes a float, rounded *up* when it is not one already, the weaker guarantee (DESIGN.md §2).

A level holds exactly the numbers its constructor gives: plain floats or plain ``Fraction`` s, a
loss ``>= 0`` (``inf`` allowed, as a float) and ``δ ∈ [0, 1]``. Copies and pickles go through the constructor (``Rebuilt``), so an
unpickled level is validated again. A level forged around the constructor (numbers set with
``object.__setattr__``, or a hand-written pickle state) is not trusted anywhere a level is
charged: the measures' ``check_level`` and ``loss`` refuse it (``intact`` is the test), and the
accumulators and the composition engine take levels only through them.
"""

from __future__ import annotations

import math
import sys
from fractions import Fraction
from typing import Any, Final, cast, final

import attrs
from typing_extensions import override

from .._arith import float_down, float_up, probability_up
from .._validation import check_nonneg, check_probability
from ..errors import InvalidArgument


__all__ = ["EpsDelta", "Epsilon", "Rebuilt", "RenyiEps", "Rho", "RhoDelta", "budget_float", "exact_ok", "forged", "intact",
           "loss_float", "loss_up", "loss_value"]

_FLOAT_MAX: Final = sys.float_info.max


def exact_ok(x: object) -> bool:
    """Whether ``x`` is a plain ``Fraction`` ``>= 0`` whose parts are plain ints (a ``Fraction`` is
    not frozen: one whose parts were reassigned after it was built is not a number to charge)."""
    if type(x) is not Fraction:
        return False
    n = getattr(x, "_numerator", None)
    d = getattr(x, "_denominator", None)
    return type(n) is int and type(d) is int and n >= 0 and d > 0


def _own_fraction(name: str, value: Fraction) -> Fraction:
    """A fresh plain ``Fraction`` equal to ``value`` (a Fraction subclass's parts are read once,
    as plain ints, so no caller's arithmetic runs later)."""
    n, d = value.numerator, value.denominator
    if type(n) is not int or type(d) is not int or d <= 0:
        msg = f"{name} is a Fraction whose parts are not plain ints; pass Fraction(numerator, denominator)"
        raise InvalidArgument(msg)
    return Fraction(n, d)


def loss_float(x: float | Fraction) -> float:
    """A loss (or δ) as a float for float arithmetic: a ``Fraction`` rounded up (a charged loss
    may only grow)."""
    return x if type(x) is float else float_up(x)


def budget_float(x: float | Fraction) -> float:
    """A budget's number as a float for float arithmetic: a ``Fraction`` rounded down (a budget
    may only shrink)."""
    return x if type(x) is float else float_down(x)


def loss_value(name: str, value: object, *, allow_inf: bool = True) -> float | Fraction:
    """A validated privacy loss: a ``Fraction`` exactly (a fresh one), any other number as a
    float, rounded up when it is not a float already."""
    if type(value) is float and (0.0 <= value < math.inf or (allow_inf and value == math.inf)):
        return value
    if isinstance(value, Fraction):
        f = _own_fraction(name, value)
        check_nonneg(name, f)  # raises for a negative one
        if f > _FLOAT_MAX:  # beyond the float range: inf (no guarantee), as a float would be
            return loss_up(name, f, allow_inf=allow_inf)
        return f
    return loss_up(name, value, allow_inf=allow_inf)


def probability_value(name: str, value: object) -> float | Fraction:
    """A validated probability: a ``Fraction`` exactly, any other number as a float, rounded up."""
    if type(value) is float and 0.0 <= value <= 1.0:
        return value
    if isinstance(value, Fraction):
        f = _own_fraction(name, value)
        check_probability(name, f)
        return f
    return probability_up(name, value)


def loss_up(name: str, value: object, *, allow_inf: bool = True) -> float:
    """A validated privacy loss as a float, rounded up when it is not a float already."""
    if type(value) is float and (0.0 <= value < math.inf or (allow_inf and value == math.inf)):
        return value  # the common case, decided without the general checks (NaN fails both tests)
    v = check_nonneg(name, value, allow_inf=allow_inf)
    if isinstance(v, Fraction):
        f = float_up(v)
        if math.isinf(f) and not allow_inf:
            msg = f"{name}={value!r} is beyond the float range; pass a finite number below 1.8e308"
            raise InvalidArgument(msg)
        return f
    return v


def _eps(value: float | Fraction) -> float | Fraction:
    return loss_value("epsilon", value)


def _delta(value: float | Fraction) -> float | Fraction:
    return probability_value("delta", value)


def _rho(value: float | Fraction) -> float | Fraction:
    return loss_value("rho", value)


def _rho_up(value: float | Fraction) -> float:
    return loss_up("rho", value)


def _delta_up(value: float | Fraction) -> float:
    return probability_up("delta", value)


def _renyi(value: float | Fraction) -> float | Fraction:
    return loss_value("epsilon", value)


def _fmt(x: float | Fraction) -> str:
    if type(x) is Fraction:
        return f"Fraction({x.numerator}, {x.denominator})"
    return "math.inf" if x == math.inf else repr(x)


class Rebuilt:
    """Copies and pickles a frozen attrs value by calling its class again, so its converters and
    validators check the numbers on the way back in (attrs' default pickles the bare state and
    skips them). A pickle that carries a bare state instead (one written by hand, or by an
    older version) is rebuilt through the class too, and refused if the class refuses it.

    A subclass is decorated ``@attrs.frozen(getstate_setstate=False)``, so attrs keeps these.

    Example:
        >>> import pickle
        >>> pickle.loads(pickle.dumps(EpsDelta(1.0, 1e-6)))
        EpsDelta(1.0, 1e-06)
    """

    __slots__ = ()

    @override
    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        cls: Any = type(self)  # an attrs class (the subclass requirement above)
        return cls, tuple(getattr(self, a.name) for a in attrs.fields(cls) if a.init)

    def __setstate__(self, state: object) -> None:
        cls: Any = type(self)
        names = [a.name for a in attrs.fields(cls) if a.init]
        if not (isinstance(state, dict) and set(names) <= state.keys()):
            msg = f"a pickled {cls.__name__} must hold its fields {tuple(names)!r}; pickle it with the library"
            raise InvalidArgument(msg)
        fresh = cls(*(state[n] for n in names))  # the constructor validates (and may raise)
        for a in attrs.fields(cls):
            object.__setattr__(self, a.name, getattr(fresh, a.name))


class _Level(Rebuilt):
    """A level: rebuilt through its constructor (``Rebuilt``), shown as the call that builds it,
    ``Name(n1, n2)``, with ``math.inf`` for an infinite loss."""

    __slots__ = ()

    @override
    def __repr__(self) -> str:
        cls: Any = type(self)  # an attrs class (Rebuilt's requirement)
        return f"{cls.__name__}({', '.join(_fmt(getattr(self, a.name)) for a in attrs.fields(cls))})"


def _loss_ok(x: object) -> bool:
    """What a level's loss is after its converter: a plain float ``>= 0`` (``inf`` allowed) or an
    intact plain ``Fraction >= 0``."""
    if type(x) is float:
        return x >= 0.0  # NaN fails the comparison
    return exact_ok(x)


def _prob_ok(x: object) -> bool:
    """What a level's δ is after its converter: a plain float or an intact ``Fraction`` in ``[0, 1]``."""
    if type(x) is float:
        return 0.0 <= x <= 1.0
    return exact_ok(x) and cast(Fraction, x) <= 1


def intact(level: object) -> bool:
    """Whether ``level`` is one of the level types above, exactly (not a subclass), holding the
    numbers its constructor would have given it.

    A level built around its constructor (``object.__setattr__``, a crafted pickle state) may
    hold a negative, NaN or non-float loss, which would refund budget where it is charged.

    Example:
        >>> e = Epsilon(1.0)
        >>> intact(e)
        True
        >>> object.__setattr__(e, "epsilon", -1.0)
        >>> intact(e)
        False
    """
    t = type(level)
    if t is Epsilon or t is RenyiEps:
        return _loss_ok(getattr(level, "epsilon", None))
    if t is Rho:
        return _loss_ok(getattr(level, "rho", None))
    if t is EpsDelta:
        return _loss_ok(getattr(level, "epsilon", None)) and _prob_ok(getattr(level, "delta", None))
    if t is RhoDelta:  # floats only: its converters round a Fraction up
        rho, delta = getattr(level, "rho", None), getattr(level, "delta", None)
        return type(rho) is float and type(delta) is float and _loss_ok(rho) and _prob_ok(delta)
    return False


def forged(name: str, level: object) -> InvalidArgument:
    """The error for a level of the right type whose numbers its constructor never checked.

    Its ``repr`` is not shown: a forged level may hold anything."""
    kind = type(level).__name__
    msg = (f"{name} is a {kind} whose numbers its constructor refuses (a negative, NaN or non-float loss, "
           f"or a δ outside [0, 1]): it was not built by {kind}(...) but forged around it (object.__setattr__, "
           f"a crafted pickle); build it with {kind}(...)")
    return InvalidArgument(msg)


@final
@attrs.frozen(repr=False, getstate_setstate=False)  # Rebuilt's, which validate
class Epsilon(_Level):
    """A pure-DP level ``ε`` (``inf`` allowed: no guarantee); a ``Fraction`` stays exact.

    Example:
        >>> Epsilon(0.5), Epsilon(Fraction(1, 3))
        (Epsilon(0.5), Epsilon(Fraction(1, 3)))
        >>> Epsilon(-1)
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: epsilon=-1 must be >= 0; privacy losses are never negative
    """

    epsilon: float | Fraction = attrs.field(converter=_eps)


@final
@attrs.frozen(repr=False, getstate_setstate=False)  # Rebuilt's, which validate
class EpsDelta(_Level):
    """An approximate-DP level ``(ε, δ)`` with ``δ ∈ [0, 1]``.

    Example:
        >>> EpsDelta(1.0, 1e-6)
        EpsDelta(1.0, 1e-06)
        >>> EpsDelta(1.0, 2)
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: delta=2 must be a probability in [0, 1]
    """

    epsilon: float | Fraction = attrs.field(converter=_eps)
    delta: float | Fraction = attrs.field(converter=_delta)


@final
@attrs.frozen(repr=False, getstate_setstate=False)  # Rebuilt's, which validate
class RenyiEps(_Level):
    """A Rényi-DP level ``ε`` at the order fixed by its measure ``RenyiDP(alpha)``."""

    epsilon: float | Fraction = attrs.field(converter=_renyi)


@final
@attrs.frozen(repr=False, getstate_setstate=False)  # Rebuilt's, which validate
class Rho(_Level):
    """A zCDP level ``ρ``: ``D_α ≤ ρα`` for every ``α > 1`` (Bun–Steinke 2016)."""

    rho: float | Fraction = attrs.field(converter=_rho)


@final
@attrs.frozen(repr=False, getstate_setstate=False)  # Rebuilt's, which validate
class RhoDelta(_Level):
    """An approximate-zCDP level ``(ρ, δ)`` (Whitehouse et al. 2023, Def 3, mixture form); a ``Fraction`` is rounded up."""

    rho: float = attrs.field(converter=_rho_up)
    delta: float = attrs.field(converter=_delta_up)



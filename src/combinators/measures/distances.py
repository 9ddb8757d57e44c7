"""Nominal privacy-level types: never bare floats, so mixing measures is a type error.

Every value is validated when it is built (negative, NaN, infinite where not allowed, δ > 1
raise ``InvalidArgument`` naming the argument); a ``Fraction`` is rounded *up* to a float, the
weaker guarantee (DESIGN.md §2).

A level holds exactly the numbers its constructor gives: plain floats, a loss ``>= 0`` (``inf``
allowed) and ``δ ∈ [0, 1]``. Copies and pickles go through the constructor (``Rebuilt``), so an
unpickled level is validated again. A level forged around the constructor (numbers set with
``object.__setattr__``, or a hand-written pickle state) is not trusted anywhere a level is
charged: the measures' ``check_level`` and ``loss`` refuse it (``intact`` is the test), and the
accumulators and the composition engine take levels only through them.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, final

import attrs
from typing_extensions import override

from .._arith import float_up, probability_up
from .._validation import check_nonneg
from ..errors import InvalidArgument


__all__ = ["EpsDelta", "Epsilon", "Rebuilt", "RenyiEps", "Rho", "RhoDelta", "forged", "intact", "loss_up"]


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


def _eps(value: float | Fraction) -> float:
    return loss_up("epsilon", value)


def _delta(value: float | Fraction) -> float:
    return probability_up("delta", value)


def _rho(value: float | Fraction) -> float:
    return loss_up("rho", value)


def _renyi(value: float | Fraction) -> float:
    return loss_up("epsilon", value)


def _fmt(x: float) -> str:
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
    """What a level's loss is after its converter: a plain float ``>= 0`` (``inf`` allowed)."""
    return type(x) is float and x >= 0.0  # NaN fails the comparison


def _prob_ok(x: object) -> bool:
    """What a level's δ is after its converter: a plain float in ``[0, 1]``."""
    return type(x) is float and 0.0 <= x <= 1.0


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
    if t is RhoDelta:
        return _loss_ok(getattr(level, "rho", None)) and _prob_ok(getattr(level, "delta", None))
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
    """A pure-DP level ``ε`` (``inf`` allowed: no guarantee); a ``Fraction`` is rounded up.

    Example:
        >>> Epsilon(0.5), Epsilon(Fraction(1, 3))
        (Epsilon(0.5), Epsilon(0.33333333333333337))
        >>> Epsilon(-1)
        Traceback (most recent call last):
        ...
        combinators.errors.InvalidArgument: epsilon=-1 must be >= 0; privacy losses are never negative
    """

    epsilon: float = attrs.field(converter=_eps)


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

    epsilon: float = attrs.field(converter=_eps)
    delta: float = attrs.field(converter=_delta)


@final
@attrs.frozen(repr=False, getstate_setstate=False)  # Rebuilt's, which validate
class RenyiEps(_Level):
    """A Rényi-DP level ``ε`` at the order fixed by its measure ``RenyiDP(alpha)``."""

    epsilon: float = attrs.field(converter=_renyi)


@final
@attrs.frozen(repr=False, getstate_setstate=False)  # Rebuilt's, which validate
class Rho(_Level):
    """A zCDP level ``ρ``: ``D_α ≤ ρα`` for every ``α > 1`` (Bun–Steinke 2016)."""

    rho: float = attrs.field(converter=_rho)


@final
@attrs.frozen(repr=False, getstate_setstate=False)  # Rebuilt's, which validate
class RhoDelta(_Level):
    """An approximate-zCDP level ``(ρ, δ)`` (seed 003 Def 3, mixture form)."""

    rho: float = attrs.field(converter=_rho)
    delta: float = attrs.field(converter=_delta)



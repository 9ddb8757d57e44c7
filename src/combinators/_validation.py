"""Argument checks that name the argument in the user's words and say what to do (style rule 19)."""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterable
from fractions import Fraction
from numbers import Integral, Real
from typing import Any, TypeVar

import attrs
import numpy as np

from .errors import InvalidArgument, InvalidData

__all__ = ["bit_datum", "check_bool", "check_callable", "check_choice", "check_finite_nonneg", "check_float_scale",
           "check_instance", "check_int", "check_nonneg", "check_order", "check_pairs", "check_positive",
           "check_positive_int", "check_positive_real", "check_probability", "check_real", "check_sequence_of",
           "check_str", "check_tuple_of", "int_datum", "real_datum", "same_value"]

T = TypeVar("T")
C = TypeVar("C")
S = TypeVar("S", bound=str)


def check_real(name: str, value: object) -> float | Fraction:
    """Return ``value`` if it is a real number (not bool, not complex), else raise."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Fraction, Real)):
        msg = f"{name}={value!r} must be a real number (int, float or Fraction), not {type(value).__name__}"
        raise InvalidArgument(msg)
    if isinstance(value, (Fraction, int)):
        return Fraction(value)
    if isinstance(value, float):
        return float(value)  # a plain float (numpy's float64 is a float subclass)
    # another Real (numpy's longdouble, int64, float32, ...): exactly, so the caller rounds it the
    # safe way; float() would round to nearest, sometimes down
    if isinstance(value, Integral):
        return Fraction(int(value))
    as_ratio = getattr(value, "as_integer_ratio", None)
    if callable(as_ratio):
        try:
            num, den = as_ratio()
            return Fraction(num, den)
        except (OverflowError, ValueError, TypeError):  # inf and nan have no ratio
            pass
    return float(value)  # a Real without a ratio: the nearest float


def check_nonneg(name: str, value: object, *, allow_inf: bool = False) -> float | Fraction:
    """A real ``>= 0``; NaN is refused; ``inf`` only where ``allow_inf``."""
    v = check_real(name, value)
    if isinstance(v, float) and math.isnan(v):
        msg = f"{name}=nan is not a privacy parameter; pass a number >= 0"
        raise InvalidArgument(msg)
    if v < 0:
        msg = f"{name}={value!r} must be >= 0; privacy losses are never negative"
        raise InvalidArgument(msg)
    if not allow_inf and isinstance(v, float) and math.isinf(v):
        msg = f"{name}=inf is not a usable privacy level here; pass a finite number >= 0"
        raise InvalidArgument(msg)
    return v


def check_finite_nonneg(name: str, value: object) -> float | Fraction:
    """A finite real ``>= 0``."""
    return check_nonneg(name, value, allow_inf=False)


def check_probability(name: str, value: object) -> float | Fraction:
    """A real in ``[0, 1]``."""
    v = check_real(name, value)
    if not 0 <= v <= 1:  # NaN fails this too
        msg = f"{name}={value!r} must be a probability in [0, 1]"
        raise InvalidArgument(msg)
    return v


def check_positive_delta(name: str, value: object, *, below_one: bool = False) -> float | Fraction:
    """A δ in ``(0, 1]`` (``(0, 1)`` when ``below_one``), exactly as given.

    δ = 0 gives no finite ε; δ = 1 makes a bound that needs ``ln(1/δ) > 0`` vacuous.
    """
    v = check_probability(name, value)
    interval = "(0, 1)" if below_one else "(0, 1]"
    if v == 0:
        msg = f"{name}={value!r} must be in {interval}: {name}=0 gives no finite epsilon"
        raise InvalidArgument(msg)
    if below_one and v == 1:
        msg = f"{name}={value!r} must be in {interval}: a bound with {name}=1 is vacuous"
        raise InvalidArgument(msg)
    return v


def check_order(name: str, value: object) -> float | Fraction:
    """A Rényi order ``alpha``: finite and ``> 1``."""
    v = check_real(name, value)
    if not (v > 1) or (isinstance(v, float) and math.isinf(v)):
        msg = f"{name}={value!r} must be a finite Rényi order > 1 (for alpha = inf use PureDP)"
        raise InvalidArgument(msg)
    return v


def check_int(name: str, value: object, *, minimum: int | None = None, maximum: int | None = None,
              why: str = "") -> int:
    """An integer (``int`` or a numpy integer, not bool) ``>= minimum`` and ``<= maximum``, as a
    Python ``int``; ``why`` says why the maximum (e.g. ``"every user is held in memory"``)."""
    what = "an int" if minimum is None else "a positive int" if minimum == 1 else f"an int >= {minimum}"
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, Integral):
        msg = f"{name}={value!r} must be {what}, not {type(value).__name__}"
        raise InvalidArgument(msg)
    v = int(value)
    if minimum is not None and v < minimum:
        msg = f"{name}={value!r} must be {what}"
        raise InvalidArgument(msg)
    if maximum is not None and v > maximum:
        msg = f"{name}={value!r} must be at most {maximum}" + (f" ({why})" if why else "")
        raise InvalidArgument(msg)
    return v


def check_positive_int(name: str, value: object) -> int:
    """An integer ``>= 1`` (``int`` or a numpy integer, not bool), as a Python ``int``."""
    return check_int(name, value, minimum=1)


def check_positive(name: str, value: object, *, allow_inf: bool = False) -> float | Fraction:
    """A real ``> 0`` (a scale, a standard deviation); NaN refused, ``inf`` only where ``allow_inf``."""
    v = check_nonneg(name, value, allow_inf=allow_inf)
    if v == 0:
        msg = f"{name}={value!r} must be > 0"
        raise InvalidArgument(msg)
    return v


def check_positive_real(name: str, value: object, what: str) -> Fraction | float:
    """A finite real ``> 0`` (not bool, not NaN); ``what`` says why it must be positive."""
    v = check_real(name, value)
    if isinstance(v, float) and not math.isfinite(v):
        msg = f"{name}={value!r} must be a finite number > 0 ({what})"
        raise InvalidArgument(msg)
    if not v > 0:
        msg = f"{name}={value!r} must be > 0 ({what})"
        raise InvalidArgument(msg)
    return v


def same_value(a: object, b: object) -> bool:
    """``a`` and ``b`` are one value: of one exact type, and equal by that type's ``==`` (so a
    caller's class is asked only about its own instances, and only a plain ``True`` counts)."""
    return type(a) is type(b) and (a is b or (a == b) is True)


def check_float_scale(name: str, value: object) -> float:
    """A scale for a float draw: a real > 0 that a float holds (not bool, NaN, inf or 10**400)."""
    v = check_positive(name, value)
    f = float(v) if isinstance(v, float) or v <= sys.float_info.max else math.inf
    if not math.isfinite(f):
        msg = f"{name}={value!r} must be a finite number > 0 (at most {sys.float_info.max!r})"
        raise InvalidArgument(msg)
    return f


def check_tuple_of(name: str, value: object, cls: type | None, what: str, *, nonempty: bool = False) -> None:
    """A tuple (of exactly ``cls`` items, unless ``cls`` is None; not empty where ``nonempty``)."""
    if type(value) is not tuple or (nonempty and not value) or (
            cls is not None and not all(type(x) is cls for x in value)):
        msg = f"{name}={value!r} must be {what}"
        raise InvalidArgument(msg)


def check_bool(name: str, value: object) -> bool:
    """``True`` or ``False`` (or a numpy bool): a flag, never a truthy number or string."""
    if not isinstance(value, (bool, np.bool_)):
        msg = f"{name}={value!r} must be True or False, not {type(value).__name__}"
        raise InvalidArgument(msg)
    return bool(value)


def check_flag(name: str, value: object) -> bool:
    """``value`` if it is exactly a bool, else ``InvalidArgument``: an opt-in or a declared
    property, where a truthy string or number must not pass for ``True``."""
    if type(value) is not bool:
        msg = f"{name}={value!r} must be True or False"
        raise InvalidArgument(msg)
    return value


def check_str(name: str, value: object) -> str:
    """A ``str``."""
    if not isinstance(value, str):
        msg = f"{name}={value!r} must be a str, not {type(value).__name__}"
        raise InvalidArgument(msg)
    return value


def finite_positive_float(factory: str) -> Callable[[object, attrs.Attribute[float], object], None]:
    """An attrs validator: the field holds a finite float ``> 0`` (not a bool).

    A machine class checks only its own invariant; its factory (named in the message) is where
    a user's number is converted and rounded, so the message sends the user there.
    """
    def check(inst: object, attribute: attrs.Attribute[float], value: object) -> None:
        if isinstance(value, bool) or not isinstance(value, float) or not (math.isfinite(value) and value > 0):
            msg = f"{attribute.name}={value!r} must be a finite float > 0 (build it with {factory}(...))"
            raise InvalidArgument(msg)
    return check


def of_type(*types: type, what: str, exact: bool = True) -> Callable[[object, attrs.Attribute[Any], object], None]:
    """An attrs validator: the field holds a value of one of ``types`` — by exact type (never a
    look-alike subclass), or with ``exact=False`` by ``isinstance``; ``what`` says what it must
    be in the user's words (``"an ExPost(e, delta) certificate"``)."""
    def check(inst: object, attribute: attrs.Attribute[Any], value: object) -> None:
        ok = type(value) in types if exact else isinstance(value, types)
        if not ok:
            msg = f"{attribute.name}={value!r} must be {what}"
            raise InvalidArgument(msg)
    return check


def check_callable(name: str, value: C) -> C:
    """A callable (a function, a lambda, a class with ``__call__``)."""
    if not callable(value):
        msg = f"{name}={value!r} must be a function, not {type(value).__name__}"
        raise InvalidArgument(msg)
    return value


def check_instance(name: str, value: object, cls: type[T] | tuple[type, ...], what: str) -> T:
    """``value`` if it is an instance of ``cls`` (decided by type, never by ``==``); ``what`` names it
    in the user's words, e.g. ``"a FiniteDist"``."""
    if not isinstance(value, cls):
        msg = f"{name}={value!r} must be {what}, not {type(value).__name__}"
        raise InvalidArgument(msg)
    return value  # type: ignore[return-value]  # cls is type[T] or a tuple the caller types


def check_sequence_of(name: str, value: object, check_item: Callable[[str, object], T], *,
                      what: str = "a sequence", nonempty: bool = False, item: str = "item") -> list[T]:
    """``value`` as a list, each item passed through ``check_item(f"{name}[i]", item)``.

    Any iterable but a string or a mapping is taken (strings iterate as characters, which is never
    what a caller means); ``nonempty`` refuses ``[]`` (the message asks for one ``item``).
    """
    if isinstance(value, (str, bytes, dict)) or not isinstance(value, Iterable):
        msg = f"{name}={value!r} must be {what} (a list or a tuple), not {type(value).__name__}"
        raise InvalidArgument(msg)
    out = [check_item(f"{name}[{i}]", item) for i, item in enumerate(value)]
    if nonempty and not out:
        msg = f"{name}={value!r} is empty; pass at least one {item}"
        raise InvalidArgument(msg)
    return out


def check_choice(name: str, value: object, choices: tuple[S, ...]) -> S:
    """One of the strings ``choices`` (e.g. a ``Literal`` option), decided by exact type, so a
    caller's object whose ``__eq__`` answers True to everything is not taken for one.

    Example:
        >>> check_choice("form", "drv", ("kairouz", "drv"))
        'drv'
    """
    if type(value) is str:
        for choice in choices:
            if value == choice:
                return choice
    shown = " or ".join(repr(c) for c in choices)
    msg = f"{name}={value!r} must be {shown}"
    raise InvalidArgument(msg)


def check_pairs(name: str, value: object, meaning: str) -> list[tuple[object, object]]:
    """``value`` as a list of 2-item pairs, each still to be checked by the caller.

    ``meaning`` names the pair's parts in the user's words, e.g. ``"(alpha, beta)"``.
    """
    try:
        raw = list(value)  # type: ignore[call-overload]  # any iterable; checked right here
    except TypeError:
        msg = f"{name}={value!r} must be a sequence of {meaning} pairs"
        raise InvalidArgument(msg) from None
    out: list[tuple[object, object]] = []
    for i, item in enumerate(raw):
        if not isinstance(item, (tuple, list)) or len(item) != 2:
            msg = f"{name}[{i}]={item!r} must be a pair {meaning}"
            raise InvalidArgument(msg)
        out.append((item[0], item[1]))
    return out

# ---------------------------------------------------------------------------------------------
# The data a primitive takes, checked at its first use of it. A refusal names the data's type,
# never its value: it may reach the analyst through a session.
# ---------------------------------------------------------------------------------------------


def bit_datum(mechanism: str, data: object) -> int:
    """The secret bit of ``mechanism``: ``0`` or ``1`` as an int (numpy's ints too) or a bool.

    A bool is taken because it *is* a bit (``int(True) == 1``, exactly); anything else that is
    merely truthy (``"0"``, NaN, ``2``, ``0.5``) is refused rather than read as 1.
    """
    if type(data) is int and (data == 0 or data == 1):  # the common case, without the ABC checks
        return data
    if isinstance(data, (bool, np.bool_)):
        return 1 if data else 0
    if isinstance(data, Integral):
        b = int(data)
        if b in (0, 1):
            return b
        msg = f"{mechanism} takes a bit, 0 or 1; the data is an {type(data).__name__} that is neither"
        raise InvalidData(msg)
    msg = f"{mechanism} takes a bit, 0 or 1 (an int or a bool); the data is a {type(data).__name__}"
    raise InvalidData(msg)


def real_datum(mechanism: str, data: object) -> float:
    """The query value of a real-valued noise ``mechanism`` as a finite float: an int, float or
    Fraction (numpy's real scalars too), not a bool, not a string, not NaN or ±inf."""
    if type(data) is float and math.isfinite(data):  # the common case, without the ABC checks
        return data
    if isinstance(data, (bool, np.bool_)) or not isinstance(data, Real):
        msg = (f"{mechanism} takes a real number (int, float or Fraction) as the query's value; the data "
               f"is a {type(data).__name__}")
        raise InvalidData(msg)
    try:
        x = float(data)
    except (OverflowError, ValueError, TypeError, ZeroDivisionError):
        x = math.inf
    if not math.isfinite(x):
        msg = (f"{mechanism} takes a finite real number as the query's value; the data is a "
               f"{type(data).__name__} that is NaN, infinite or beyond the float range")
        raise InvalidData(msg)
    return x


def int_datum(mechanism: str, data: object) -> int:
    """The query value of an integer-valued noise ``mechanism``: an int (numpy's ints too), not a
    bool, not a float."""
    if type(data) is int:  # the common case, without the ABC checks
        return data
    if isinstance(data, (bool, np.bool_)) or not isinstance(data, Integral):
        msg = f"{mechanism} takes an int as the query's value; the data is a {type(data).__name__}"
        raise InvalidData(msg)
    return int(data)

"""Python expressions of plain values, for the reprs that rebuild a value (``machines.composite``
states the rule: ``eval(repr(x)) == x`` in a namespace of the package's public names, with
``Fraction`` and ``math``)."""

from __future__ import annotations

import enum
import math
from fractions import Fraction
from typing import Any, ClassVar

import attrs
from typing_extensions import override

from .errors import InvalidArgument

__all__ = ["NamedConstant", "call_text", "check_origin", "literal", "plain"]


def plain(x: object) -> object:
    """A checked number as a repr should show it where ints and Fractions mean the same: an
    integral ``Fraction`` as an int (``3``, not ``Fraction(3, 1)``); anything else as it is."""
    return x.numerator if type(x) is Fraction and x.denominator == 1 else x


def literal(x: object) -> str:
    """The expression of a plain value that evaluates back to it: ints, floats (``math.inf``
    for an infinity, as the levels print it), ``Fraction(n, d)``, and ``repr`` for anything else.

    Example:
        >>> literal(3), literal(0.5), literal(Fraction(1, 3)), literal(math.inf), literal("a")
        ('3', '0.5', 'Fraction(1, 3)', 'math.inf', "'a'")
    """
    if type(x) is float and math.isinf(x):
        return "math.inf" if x > 0 else "-math.inf"
    if type(x) is Fraction:
        return f"Fraction({x.numerator}, {x.denominator})"
    return repr(x)


def call_text(name: str, *args: object, **kwargs: object) -> str:
    """``name(arg, …, key=value, …)`` with each value written by ``literal``.

    Example:
        >>> call_text("laplace", scale=2.0, sensitivity=Fraction(1, 2))
        'laplace(scale=2.0, sensitivity=Fraction(1, 2))'
    """
    shown = [literal(a) for a in args] + [f"{k}={literal(v)}" for k, v in kwargs.items()]
    return f"{name}({', '.join(shown)})"


def check_origin(inst: object, attribute: attrs.Attribute[str | None], value: str | None) -> None:
    """attrs validator of an ``origin`` field: None, or the one-line expression that built the
    value (its ``repr``). It is checked, not trusted to be true: the factories set it."""
    if value is not None and not (type(value) is str and value and value.isprintable()):
        msg = (f"{attribute.name} must be None or a non-empty one-line string, the expression that built "
               f"the value (e.g. 'f_eps_delta(e_eps=3)'); got a {type(value).__name__} that is not")
        raise InvalidArgument(msg)


class NamedConstant(enum.Enum):
    """An enum whose members print as the public expression that gives them back:
    ``Verdict.CERTIFIED``, its class and name; or, for a class declared with ``bare=True``, whose
    members are bound under their own names where the class is exported (``HALT``, ``STATUS``,
    ``TOP``), the name alone. ``eval(repr(member)) is member`` where those names are bound.

    Example:
        >>> class Answer(NamedConstant):
        ...     YES = "yes"
        >>> class Signal(NamedConstant, bare=True):
        ...     STOP = "stop"
        >>> Answer.YES, Signal.STOP
        (Answer.YES, STOP)
    """

    _bare: ClassVar[bool]

    @override
    def __init_subclass__(cls, *, bare: bool = False, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._bare = bare

    @override
    def __repr__(self) -> str:
        return self.name if type(self)._bare else f"{type(self).__name__}.{self.name}"

    @override
    def __str__(self) -> str:  # print() shows the same expression (enum's own str is Class.NAME)
        return repr(self)

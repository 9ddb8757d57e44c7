"""Tainted values: what a modular mechanism's controller computes from its raw inputs
(Henzinger–Safavi–Vadhan 2024, §6.3 and Def 6.5).

A controller (``combinators.continual.modular``) receives every input as a ``Tainted`` value.
Anything computed from a tainted value is tainted: arithmetic, comparisons (which answer
``Tainted[bool]``), indexing, ``map`` and ``apply``. What a controller may branch on, answer the
analyst with, or create sub-mechanisms from must be *untainted*: the answers of its
sub-mechanisms, constants, and functions of those (the destination and response properties of
Def 6.5). So a tainted value refuses every way out:

- ``bool(t)``, ``if t:``, ``while t:``, ``t and …``, chained comparisons: ``TaintError`` (a
  branch on the data is the leak Thm 6.1 forbids). mypy's ``truthy-bool`` check flags a
  tainted name or call in a boolean context before it runs (the type has no ``__bool__``), and
  a function that takes ``bool`` refuses a ``Tainted[bool]``; mypy does not check the
  truthiness of an inline comparison (``if t < 2:``), which raises at run time;
- ``int(t)``, ``float(t)``, ``len(t)``, ``iter(t)``, ``x in t``, ``hash(t)``, ``str(t)``,
  ``format(t)``: ``TaintError``; the first five are type errors under mypy too (the type offers
  none of them), the last three are not (every object has them to the type checker);
- ``repr(t)`` hides the value (``<tainted>``): a tainted value may reach a log.

The only way to an untainted value is through a sub-mechanism: the controller passes a tainted
value to a sub-mechanism's handle and gets its (private) answer back.

A failure inside an operation (``1 / t`` with ``t`` zero) is still a data-dependent event:
write total functions (``t.map(lambda v: 1 / v if v else 0)``). ``paired_run`` reports a run
where only one of two neighbouring inputs raised.

Example:
    >>> t = taint(3)
    >>> u = (t + 1) * 2
    >>> u, (u > 7), u.map(str)
    (<tainted>, <tainted>, <tainted>)
    >>> bool(u > 7)
    Traceback (most recent call last):
    ...
    combinators.errors.TaintError: a tainted value cannot be truth-tested: a branch must depend only on untainted values (sub-mechanism answers and constants; Henzinger–Safavi–Vadhan 2024, Def 6.5, destination property)
"""

from __future__ import annotations

import collections
import functools
import math
import operator
import types
from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final, Generic, NoReturn, TypeVar, final, overload

import attrs
import numpy as np
from typing_extensions import override

from .._typing import T_co
from .._validation import check_callable
from ..errors import TaintError

__all__ = ["Tainted", "apply", "holds_tainted", "taint", "where"]

T = TypeVar("T")
U = TypeVar("U")

_CITE: Final = "Henzinger–Safavi–Vadhan 2024, Def 6.5"


def _refuse(use: str, why: str) -> NoReturn:
    msg = f"a tainted value cannot be {use}: {why}"
    raise TaintError(msg)


_BRANCH: Final = ("a branch must depend only on untainted values (sub-mechanism answers and constants; "
                  f"{_CITE}, destination property)")
_LEAVE: Final = ("a value computed from the raw inputs leaves the controller only through a sub-mechanism "
                 f"({_CITE}); compute on it with arithmetic, map or apply, which keep it tainted")


def _raw(x: object) -> Any:
    return x._value if type(x) is Tainted else x


def _binary(op: Callable[[Any, Any], Any], name: str) -> tuple[Callable[..., Any], Callable[..., Any]]:
    def forward(self: Tainted[Any], other: object) -> Tainted[Any]:
        return Tainted(op(self._value, _raw(other)))

    def reflected(self: Tainted[Any], other: object) -> Tainted[Any]:
        return Tainted(op(_raw(other), self._value))

    forward.__name__, reflected.__name__ = f"__{name}__", f"__r{name}__"
    return forward, reflected


@final
@attrs.frozen(eq=False, repr=False)
class Tainted(Generic[T_co]):
    """A value computed from a modular mechanism's raw inputs (Henzinger–Safavi–Vadhan 2024, §6.3):
    immutable, and it stays tainted through every operation on it.

    ``Tainted(x)`` (or ``taint(x)``) taints ``x``; tainting a tainted value keeps one layer.
    Arithmetic (``+ - * / // % ** & | ^ << >>``, unary ``- + ~ abs``, ``round``), comparisons
    (``== != < <= > >=``, answering ``Tainted[bool]``) and indexing (``t[i]``, ``i`` tainted or
    not) answer tainted values; ``map(f)`` applies any function. Truth tests, conversions to
    ``int``/``float``/``str``, ``len``, iteration, hashing and membership raise ``TaintError``
    (module docs). The value is private: the only reader is the modular machine, which passes it
    to a sub-mechanism.
    """

    _value: T_co

    def __attrs_post_init__(self) -> None:
        inner: object = self._value
        if type(inner) is Tainted:  # one layer: tainting is idempotent
            object.__setattr__(self, "_value", inner._value)

    @override
    def __repr__(self) -> str:
        return "<tainted>"

    def map(self, f: Callable[[T_co], U], /) -> Tainted[U]:
        """``f`` of the value, tainted (any function of a tainted value is tainted)."""
        return Tainted(check_callable("f", f)(self._value))

    def __getitem__(self, key: object) -> Tainted[Any]:
        k = _raw(key)
        if type(k) is slice:
            k = slice(_raw(k.start), _raw(k.stop), _raw(k.step))
        return Tainted(self._value[k])  # type: ignore[index]  # the value's own indexing

    # comparisons answer tainted truth values: a branch on them raises
    @override
    def __eq__(self, other: object) -> Tainted[bool]:  # type: ignore[override]  # a tainted truth value
        return Tainted(self._value == _raw(other))

    @override
    def __ne__(self, other: object) -> Tainted[bool]:  # type: ignore[override]  # a tainted truth value
        return Tainted(self._value != _raw(other))

    def __lt__(self, other: object) -> Tainted[bool]:
        return Tainted(self._value < _raw(other))

    def __le__(self, other: object) -> Tainted[bool]:
        return Tainted(self._value <= _raw(other))

    def __gt__(self, other: object) -> Tainted[bool]:
        return Tainted(self._value > _raw(other))

    def __ge__(self, other: object) -> Tainted[bool]:
        return Tainted(self._value >= _raw(other))

    if TYPE_CHECKING:
        def __add__(self, other: object) -> Tainted[Any]: ...
        def __radd__(self, other: object) -> Tainted[Any]: ...
        def __sub__(self, other: object) -> Tainted[Any]: ...
        def __rsub__(self, other: object) -> Tainted[Any]: ...
        def __mul__(self, other: object) -> Tainted[Any]: ...
        def __rmul__(self, other: object) -> Tainted[Any]: ...
        def __truediv__(self, other: object) -> Tainted[Any]: ...
        def __rtruediv__(self, other: object) -> Tainted[Any]: ...
        def __floordiv__(self, other: object) -> Tainted[Any]: ...
        def __rfloordiv__(self, other: object) -> Tainted[Any]: ...
        def __mod__(self, other: object) -> Tainted[Any]: ...
        def __rmod__(self, other: object) -> Tainted[Any]: ...
        def __pow__(self, other: object) -> Tainted[Any]: ...
        def __rpow__(self, other: object) -> Tainted[Any]: ...
        def __and__(self, other: object) -> Tainted[Any]: ...
        def __rand__(self, other: object) -> Tainted[Any]: ...
        def __or__(self, other: object) -> Tainted[Any]: ...
        def __ror__(self, other: object) -> Tainted[Any]: ...
        def __xor__(self, other: object) -> Tainted[Any]: ...
        def __rxor__(self, other: object) -> Tainted[Any]: ...
        def __lshift__(self, other: object) -> Tainted[Any]: ...
        def __rlshift__(self, other: object) -> Tainted[Any]: ...
        def __rshift__(self, other: object) -> Tainted[Any]: ...
        def __rrshift__(self, other: object) -> Tainted[Any]: ...
        def __divmod__(self, other: object) -> Tainted[Any]: ...
        def __rdivmod__(self, other: object) -> Tainted[Any]: ...

    def __neg__(self) -> Tainted[Any]:
        return Tainted(-self._value)  # type: ignore[operator]  # the value's own negation

    def __pos__(self) -> Tainted[Any]:
        return Tainted(+self._value)  # type: ignore[operator]  # the value's own unary plus

    def __abs__(self) -> Tainted[Any]:
        return Tainted(abs(self._value))  # type: ignore[arg-type]  # the value's own abs

    def __invert__(self) -> Tainted[Any]:
        return Tainted(~self._value)  # type: ignore[operator]  # the value's own inversion

    def __round__(self, ndigits: int | None = None) -> Tainted[Any]:
        return Tainted(round(self._value, ndigits))  # type: ignore[call-overload]  # the value's own rounding

    def __floor__(self) -> Tainted[Any]:
        return Tainted(math.floor(self._value))  # type: ignore[call-overload]  # the value's own floor

    def __ceil__(self) -> Tainted[Any]:
        return Tainted(math.ceil(self._value))  # type: ignore[call-overload]  # the value's own ceiling

    def __trunc__(self) -> Tainted[Any]:
        return Tainted(math.trunc(self._value))  # type: ignore[arg-type]  # the value's own truncation

    __array_ufunc__ = None  # not annotated: attrs would take it for a field
    """NumPy defers to the reflected operators, so ``array + t`` is one tainted array, never an
    untainted array of tainted items."""

    # Every way out of the taint raises. They exist only at run time: to mypy the type has no
    # __bool__, __len__, __int__, __iter__, so a branch on it is a truthy-bool error and a
    # conversion a type error before the code runs.
    if not TYPE_CHECKING:
        def __bool__(self) -> NoReturn:
            _refuse("truth-tested", _BRANCH)

        def __len__(self) -> NoReturn:
            _refuse("measured with len()", f"{_LEAVE} (len() answers an untainted int)")

        def __iter__(self) -> NoReturn:
            _refuse("iterated", f"how many items it has is data; {_LEAVE} (index it with t[i])")

        def __contains__(self, item: object) -> NoReturn:
            _refuse("searched with 'in'", f"{_LEAVE} (t.map(lambda v: x in v) is tainted)")

        def __hash__(self) -> NoReturn:
            _refuse("hashed", f"a dict or set lookup branches on it; {_LEAVE}")

        def __index__(self) -> NoReturn:
            _refuse("used as an index", _LEAVE)

        def __int__(self) -> NoReturn:
            _refuse("converted to int", _LEAVE)

        def __float__(self) -> NoReturn:
            _refuse("converted to float", _LEAVE)

        def __complex__(self) -> NoReturn:
            _refuse("converted to complex", _LEAVE)

        def __str__(self) -> NoReturn:
            _refuse("converted to str", _LEAVE)

        def __format__(self, spec: str) -> NoReturn:
            _refuse("formatted", _LEAVE)


# Arithmetic keeps the taint, forward and reflected (``Tainted.__add__``, ``__radd__``, …): one
# row per operator, installed on the class (the type checker reads the declarations above).
_ARITHMETIC: Final = (("add", operator.add), ("sub", operator.sub), ("mul", operator.mul),
                      ("truediv", operator.truediv), ("floordiv", operator.floordiv), ("mod", operator.mod),
                      ("pow", operator.pow), ("and", operator.and_), ("or", operator.or_), ("xor", operator.xor),
                      ("lshift", operator.lshift), ("rshift", operator.rshift), ("divmod", divmod))
for _name, _op in _ARITHMETIC:
    for _method in _binary(_op, _name):
        setattr(Tainted, _method.__name__, _method)



@overload
def taint(value: Tainted[T], /) -> Tainted[T]: ...
@overload
def taint(value: T, /) -> Tainted[T]: ...
def taint(value: object, /) -> Tainted[Any]:
    """``value`` as a tainted value (tainting is always safe: it only forbids uses). A tainted
    ``value`` is answered as it is.

    Example:
        >>> taint(taint(1)) + 1
        <tainted>
    """
    return value if type(value) is Tainted else Tainted(value)


def apply(f: Callable[..., U], /, *args: object) -> Tainted[U]:
    """``f(*args)`` with every tainted argument replaced by its value, tainted: a function of
    tainted and untainted values is tainted.

    Example:
        >>> apply(max, taint(3), 5)
        <tainted>
    """
    return Tainted(check_callable("f", f)(*map(_raw, args)))


def where(condition: object, if_true: object, if_false: object, /) -> Tainted[Any]:
    """``if_true`` when ``condition`` holds, else ``if_false``, tainted: a choice of value made by
    the data without a branch of the controller (both operands are computed either way).

    Example:
        >>> where(taint(3) > 2, 1, 0)
        <tainted>
    """
    return Tainted(_raw(if_true) if _raw(condition) else _raw(if_false))


_ATOMS: Final = frozenset({type(None), bool, int, float, complex, str, bytes, Fraction})


def _parts(x: object) -> Iterable[object]:
    """What ``x`` holds, for ``holds_tainted``: items, fields, attributes, closure cells."""
    t = type(x)
    if isinstance(x, (tuple, list, set, frozenset, collections.deque)):
        return x
    if isinstance(x, Mapping):
        return [*x.keys(), *x.values()]
    if isinstance(x, np.ndarray):
        return x.ravel().tolist() if x.dtype == object else ()
    if attrs.has(t):
        return [getattr(x, a.name) for a in attrs.fields(t)]
    if isinstance(x, (type, types.ModuleType)):
        return ()
    parts: list[object] = []
    if isinstance(x, functools.partial):
        parts += [x.func, *x.args, *x.keywords.values()]
    closure = getattr(x, "__closure__", None)
    if type(closure) is tuple:
        parts += [cell.cell_contents for cell in closure if cell.cell_contents is not cell]
    if isinstance(x, types.MethodType):
        parts += [x.__self__, x.__func__]
    fields = getattr(x, "__dict__", None)
    if type(fields) is dict:
        parts += fields.values()
    for klass in t.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        for name in (slots,) if type(slots) is str else slots:
            parts.append(getattr(x, name, None))
    return parts


def holds_tainted(value: object) -> bool:
    """Whether ``value`` is tainted or holds a tainted value at any depth: in a container
    (tuple, list, set, deque, mapping, NumPy object array), a field or attribute (attrs,
    dataclasses, ``__dict__``, ``__slots__``), or a function's closure, partial arguments or
    bound object (a walk over the object graph, each object once; classes and modules are not
    entered).

    Example:
        >>> holds_tainted((1, [2, {"a": taint(3)}])), holds_tainted((1, "two"))
        (True, False)
        >>> def later(x): return lambda: x + 1
        >>> holds_tainted(later(taint(7)))              # a closure keeps what it captured
        True
    """
    stack: list[object] = [value]
    seen: set[int] = set()
    while stack:
        x = stack.pop()
        if id(x) in seen:
            continue
        seen.add(id(x))
        t = type(x)
        if t is Tainted:
            return True
        if t not in _ATOMS:
            stack.extend(_parts(x))
    return False


def _reveal(value: Any) -> Any:
    """``value`` with every tainted value replaced by its value, in tuples, lists and dict values
    at any depth: what a sub-mechanism receives. For the modular machine only: a controller that
    calls it has stepped outside the taint discipline (not exported)."""
    t = type(value)
    if t is Tainted:
        return value._value
    if t is tuple:
        return tuple(_reveal(v) for v in value)
    if t is list:
        return [_reveal(v) for v in value]
    if t is dict:
        return {k: _reveal(v) for k, v in value.items()}
    return value

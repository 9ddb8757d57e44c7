"""Observations by type and value: the keys under which the exact audit merges states, answers
and views.

Python's ``==`` merges values an adversary tells apart: ``True == 1 == 1.0`` and
``0.0 == -0.0``, and a frozen attrs class compares its fields with ``==``, so a machine that
answers ``True`` on one input and ``1`` on the other would look like a 0-DP one. The audit
merges two observations only when they have the same type and the same value, recursively
through tuples, frozensets, frozen attrs classes and dataclasses, and through enum members by
name; a float is its exact bits (``-0.0`` is not ``0.0``; every NaN is one observation), a
numpy scalar its bytes, a ``Fraction`` its numerator and denominator. Other hashable values (a
caller's own class, a function) are compared by their type and their own ``==``.

An ``Interner`` gives each distinct observation a small int, bottom-up (hash-consing), so a
key is a flat tuple of ints whatever the nesting depth: no recursion, and the same object
seen again costs one dict lookup.
"""

from __future__ import annotations

import dataclasses
import decimal
import enum
from collections.abc import Callable
from fractions import Fraction
from typing import Any, Final, cast, final

import attrs
import numpy as np

from ..errors import InvalidArgument
from ..machines import Halt

__all__ = ["Interner", "check_hashable", "same_step", "same_value"]

_ATOMS: Final = frozenset({int, str, bytes, bool, type(None)})
_TUPLE: Final = (tuple, "tuple")


@final
class _Node:
    """A composite waiting for its children's codes: ``tag`` and how many children."""

    __slots__ = ("n", "obj", "tag")

    def __init__(self, obj: object, tag: tuple[object, ...], n: int) -> None:
        self.obj = obj
        self.tag = tag
        self.n = n


class _Unkeyable(Exception):
    """A value with no key: unhashable, or (in ``same_value``) a kind of data it cannot compare."""

    def __init__(self, value: object) -> None:
        super().__init__()
        self.value = value


def _fields(t: type) -> tuple[str, ...] | None:
    """The compared fields of an attrs class or a dataclass, else ``None``."""
    if attrs.has(t):
        return tuple(f.name for f in attrs.fields(t) if f.eq)
    if dataclasses.is_dataclass(t):
        return tuple(f.name for f in dataclasses.fields(t) if f.compare)
    return None


_FIELDS: dict[type, tuple[str, ...] | None] = {}


def _leaf(x: object, t: type) -> object | None:
    """The key of a value that has no parts, or ``None`` if ``x`` is a composite."""
    if t in _ATOMS:
        return (t, x)
    if isinstance(x, float):  # numpy's float64 too
        return (t, float.hex(x))
    if isinstance(x, np.generic):
        return (t, x.tobytes())
    if isinstance(x, enum.Enum):
        return (t, x.name)
    if isinstance(x, complex):
        return (t, float.hex(x.real), float.hex(x.imag))
    if isinstance(x, Fraction):
        return (t, x.numerator, x.denominator)
    if isinstance(x, decimal.Decimal):
        return (t, x.as_tuple())
    if isinstance(x, int):  # a subclass: its int value, not its own == or hash
        return (t, int.__index__(x))
    if isinstance(x, str):
        return (t, str.__str__(x))
    return None


def _parts(x: object, t: type, mutable: bool) -> tuple[tuple[object, ...], tuple[object, ...]] | None:
    """``(tag, children)`` of a composite, or ``None`` for a value compared by its own ``==``."""
    if isinstance(x, tuple):
        return (t, "tuple"), tuple(tuple.__iter__(x))
    if isinstance(x, frozenset):
        return (t, "set"), tuple(frozenset.__iter__(x))
    if t not in _FIELDS:
        _FIELDS[t] = _fields(t)
    names = _FIELDS[t]
    if names is not None:
        if getattr(t, "__hash__", None) is None and not mutable:  # a mutable class: no state or answer, it may change
            raise _Unkeyable(x)
        return (t, "fields", names), tuple(getattr(x, n) for n in names)
    if mutable:
        if isinstance(x, list):
            return (t, "tuple"), tuple(x)
        if isinstance(x, (set, dict)):
            items = x.items() if isinstance(x, dict) else x
            return (t, "set"), tuple(items)
    return None


class _Unseen(Exception):
    """``find`` met a value that was never interned."""


_UNHASHABLE: Final = (
    "{what} {value!r} is not hashable ({err}); the exact audit merges equal {what}s and memoises on "
    "them, so they must be immutable values (tuples, frozensets, enums, frozen attrs classes), not "
    "lists, dicts or sets"
)


def check_hashable(what: str, value: object) -> None:
    """Raise ``InvalidArgument`` naming ``what`` if ``value`` cannot be hashed."""
    try:
        hash(value)
    except TypeError as e:
        msg = _UNHASHABLE.format(what=what, value=value, err=e)
        raise InvalidArgument(msg) from e


@final
class Interner:
    """Small ints for observations, equal iff the observations have the same type and value.

    ``code(x, what)`` interns ``x`` (``what`` names it in errors: "state", "answer"). With
    ``by_identity`` (for one audit, which holds its objects anyway) the objects seen are kept
    alive and a repeated object is found by its id; ``mutable`` also takes lists, sets, dicts
    and numpy arrays (for a one-off comparison of data, never with ``by_identity``).
    """

    __slots__ = ("_by_id", "_codes", "_mutable")

    def __init__(self, *, by_identity: bool = True, mutable: bool = False) -> None:
        self._codes: dict[object, int] = {}
        self._by_id: dict[int, tuple[object, int]] | None = {} if by_identity and not mutable else None
        self._mutable = mutable

    def code(self, x: object, what: str) -> int:
        """The code of ``x``; ``InvalidArgument`` naming ``what`` if it is not a hashable value."""
        try:
            return self._code(x, insert=True)
        except _Unkeyable as e:
            check_hashable(what, x)  # raises, naming the whole value when it is unhashable
            check_hashable(what, e.value)
            raise  # not reached: an unkeyable part is unhashable

    def find(self, x: object) -> int | None:
        """The code of ``x`` if it was interned, else ``None`` (nothing is added)."""
        try:
            return self._code(x, insert=False)
        except (_Unseen, _Unkeyable):
            return None

    def _code(self, x: object, *, insert: bool) -> int:
        codes = self._codes
        t = type(x)
        if t in _ATOMS:  # the common case, without the walk
            c = codes.get((t, x))
            if c is None:
                if not insert:
                    raise _Unseen
                c = codes[t, x] = len(codes)
            return c
        by_id, mutable = self._by_id, self._mutable
        out: list[int] = []
        todo: list[object] = [x]
        while todo:
            o = todo.pop()
            if isinstance(o, _Node):
                n = o.n
                kids = tuple(out[len(out) - n:])
                del out[len(out) - n:]
                self._add(o.obj, (o.tag, frozenset(kids) if o.tag[1] == "set" else kids), out, insert)
                continue
            t = type(o)
            if t in _ATOMS:
                self._add(None, (t, o), out, insert)
                continue
            if by_id is not None:
                hit = by_id.get(id(o))
                if hit is not None:
                    out.append(hit[1])
                    continue
            parts: tuple[tuple[object, ...], tuple[object, ...]] | None
            if t is tuple:
                parts = (_TUPLE, cast(tuple[object, ...], o))
            else:
                leaf = _leaf(o, t)
                if leaf is None and mutable and isinstance(o, np.ndarray) and o.dtype != object:
                    leaf = (t, o.dtype.str, o.shape, o.tobytes())
                if leaf is not None:
                    self._add(o, leaf, out, insert)
                    continue
                parts = _parts(o, t, mutable)
            if parts is None:
                try:
                    hash(o)
                except TypeError:
                    raise _Unkeyable(o) from None
                self._add(o, (t, "value", o), out, insert)
                continue
            tag, parts_of_o = parts
            todo.append(_Node(o, tag, len(parts_of_o)))
            todo.extend(reversed(parts_of_o))
        return out[0]

    def _add(self, obj: object, key: object, out: list[int], insert: bool) -> None:
        """Append the code of ``key``; remember ``obj`` by identity (``None``: an atom, not kept)."""
        c = self._codes.get(key)
        if c is None:
            if not insert:
                raise _Unseen
            c = self._codes[key] = len(self._codes)
        if obj is not None and self._by_id is not None and insert:
            self._by_id[id(obj)] = (obj, c)
        out.append(c)


def same_value(a: object, b: object) -> bool:
    """``a`` and ``b`` have the same type and value all through (lists, dicts, sets and numpy
    arrays included); ``False`` when they hold a kind of data this cannot compare."""
    if a is b:
        return True
    if type(a) is not type(b):
        return False
    interner = Interner(mutable=True)
    try:
        return interner._code(a, insert=True) == interner._code(b, insert=True)
    except _Unkeyable:
        return False


def same_step(keys: Interner) -> Callable[[object, object], bool]:
    """Whether two results ``(state, answer)`` of one step on the same coins are the same: the
    same answer, and the same next state unless the answer is ``HALT`` (the state is then unused).
    The first result is interned; the replay's is only looked up (a part never seen: different)."""

    def same(r1: object, r2: object) -> bool:
        if r1 is r2:
            return True
        if not (isinstance(r1, tuple) and len(r1) == 2 and isinstance(r2, tuple) and len(r2) == 2):
            msg = "a step must return a (state, answer) pair"
            raise InvalidArgument(msg)
        s1, a1 = r1
        s2, a2 = r2
        if keys.code(a1, "answer") != keys.find(a2):
            return False
        return isinstance(a1, Halt) or keys.code(s1, "state") == keys.find(s2)

    return same

"""``repr``, ``==``, ``hash`` and ``pickle`` of machines built from machines, without recursion.

A wrapper machine holds the machines it wraps (``Post`` and ``MappedRelease`` their ``inner``,
``NullExtension`` its ``inner``, ``ConComp`` its ``children``). Wrappers of different kinds do not
flatten into one another, so ``null_extension(abs @ null_extension(abs @ …))`` nests as deep as it
is built, and the methods ``attrs`` generates recurse once per level. ``Composite`` gives such a
class the same four methods walking the tree on an explicit stack; a class says what it is made of:

- ``_parts()``: the machines it holds (walked into when they are ``Composite`` too) and
  ``_key()``: its other fields that take part in ``==`` (what ``attrs`` would compare);
- ``_texts()``: the strings its ``repr`` puts around its parts' reprs (one more than the parts);
- ``_fields()`` and ``_build(fields, parts)``: every other field, and how to rebuild one from
  them (for ``pickle``, which sends the tree as a flat list of nodes).

``==`` compares the ``_key`` first, then the parts left to right, each pair by identity first
(as tuples compare); ``hash`` is consistent with it.

**One way to print.** Every public value's ``repr`` is the expression that rebuilds it, so that
``eval(repr(x)) == x`` in a namespace holding the package's public names (``from combinators
import *`` and the subpackages' ``__all__``, with ``Fraction`` and ``math``): a value a factory built prints as
that factory call (``randomized_response(e_eps=3)``, ``laplace(scale=2.0, sensitivity=1)``), a
composed one as the composing expression (``concurrent(rr, rr)``, ``abs @ rr``,
``null_extension(…)``), a level, measure or relation as its constructor call (``Epsilon(1.0)``,
``PureDP()``), a machine as its class call (``RandomizedResponse(keep=Fraction(3, 4))``), and an
enumeration member as its class and name (``Verdict.CERTIFIED``) or, where the member is bound
under its own name, that name (``HALT``, ``STATUS``); ``NamedConstant`` prints them.
Two exceptions, by rule:

- a value holding a user's function prints the function by its name (``abs @ rr``,
  ``MapAnswers(my_map)``): the expression reads right but rebuilds only where that name is bound
  (a lambda prints as ``<lambda>`` and rebuilds nowhere);
- a value that cannot be rebuilt from an expression at all (a ``Coins`` stream, a live session,
  a state holding the curator's data) prints in the ``<...>`` form and never shows the data.

A certified ``Mechanism`` keeps the expression that built it in its ``origin`` field (a string,
or a ``Shown`` template over the mechanisms it was composed from, written out only when
printed, on a stack, so that nesting ten thousand deep prints in linear time); the factories,
compositors and ``@`` set it, and it takes no part in ``==``.
"""

from __future__ import annotations

import abc
from fractions import Fraction
from typing import Any, final

import attrs
from typing_extensions import Self, override

from .._literal import call_text as call_text
from .._literal import literal as literal
from ..errors import InvalidArgument

__all__ = ["Composite", "Shown", "call_text", "literal", "short_repr"]

SHORT: int = 200
"""How many characters ``short_repr`` keeps."""


class Composite:
    """A machine made of machines (module docs). Subclasses are ``attrs`` classes built with
    ``eq=False, repr=False``, so that these methods are the ones used."""

    __slots__ = ()

    @abc.abstractmethod
    def _parts(self) -> tuple[Any, ...]:
        """The machines it holds, in field order."""

    def _key(self) -> tuple[Any, ...]:
        return ()

    @abc.abstractmethod
    def _texts(self) -> tuple[str, ...]:
        """The strings its repr puts before, between and after its parts' reprs."""

    def _fields(self) -> tuple[Any, ...]:
        return self._key()

    @classmethod
    @abc.abstractmethod
    def _build(cls, fields: tuple[Any, ...], parts: tuple[Any, ...]) -> Self:
        """The one whose ``_fields()`` are ``fields`` and ``_parts()`` are ``parts``."""

    @override
    def __repr__(self) -> str:
        return _repr(self, None)

    @override
    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        todo: list[tuple[object, object]] = [(self, other)]
        while todo:
            x, y = todo.pop()
            if x is y:
                continue
            if type(x) is type(y) and isinstance(x, Composite):
                px, py = x._parts(), y._parts()  # type: ignore[attr-defined]  # the same type as x
                if len(px) != len(py) or not x._key() == y._key():  # type: ignore[attr-defined]  # the same type
                    return False
                todo.extend(zip(reversed(px), reversed(py)))  # left to right
                continue
            if not x == y:
                return False
        return True

    @override
    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    @override
    def __hash__(self) -> int:
        # post order: each frame is a node, its parts, the index of the next part and the hashes so far
        todo: list[list[Any]] = [[self, self._parts(), 0, []]]
        while True:
            frame = todo[-1]
            node, parts, i, hashes = frame
            while i < len(parts) and not isinstance(parts[i], Composite):
                hashes.append(hash(parts[i]))
                i += 1
            if i < len(parts):
                frame[2] = i + 1
                todo.append([parts[i], parts[i]._parts(), 0, []])
                continue
            h = hash((type(node).__qualname__, node._key(), *hashes))
            todo.pop()
            if not todo:
                return h
            todo[-1][3].append(h)

    @override
    def __reduce__(self) -> tuple[object, tuple[tuple[tuple[Any, ...], ...]]]:
        """Pickle and copy as a flat list of nodes ``(class, fields, parts)``, every ``Composite``
        in the parts or in the fields' tuples replaced by the index of its own node (one node per
        object, so shared parts stay shared: a certificate's machine is still the child)."""
        nodes: list[tuple[Any, ...]] = []
        index: dict[int, int] = {}
        todo: list[Composite] = [self]  # keeps every node alive, so no id is reused
        index[id(self)] = 0

        def cut(x: object) -> object:  # tuples inside one node's fields are shallow
            if isinstance(x, Composite):
                k = index.get(id(x))
                if k is None:
                    k = index[id(x)] = len(todo)
                    todo.append(x)
                return _Ref(k)
            if type(x) is tuple:
                return tuple(cut(y) for y in x)
            return x

        while len(nodes) < len(todo):
            node = todo[len(nodes)]
            nodes.append((type(node), cut(node._fields()), cut(node._parts())))
        return _rebuild, (tuple(nodes),)


def _check_texts(inst: Shown, attribute: attrs.Attribute[tuple[str, ...]], value: tuple[str, ...]) -> None:
    if type(value) is not tuple or not all(type(t) is str for t in value):
        msg = f"texts must be a tuple of str, got a {type(value).__name__}"
        raise InvalidArgument(msg)


def _check_parts(inst: Shown, attribute: attrs.Attribute[tuple[Any, ...]], value: tuple[Any, ...]) -> None:
    if type(value) is not tuple or len(inst.texts) != len(value) + 1:
        msg = "parts must be a tuple with one element fewer than texts (the texts go around the parts)"
        raise InvalidArgument(msg)


@final
@attrs.frozen(repr=False, eq=False)
class Shown:
    """An expression to print: ``texts[0] + repr(parts[0]) + texts[1] + … + texts[-1]``.

    A composed value keeps one as its ``origin`` instead of the string, so that printing a
    composition nested ten thousand deep walks it on a stack (``repr`` writes it out, in linear
    time) and building it costs nothing. ``infix`` marks an ``@`` expression, which needs
    parentheses as the right operand of another ``@`` (``abs @ (abs @ rr)``: ``@`` groups to the
    left).

    Example:
        >>> Shown(("concurrent(", ", ", ")"), (1, Fraction(1, 2)))
        concurrent(1, Fraction(1, 2))
    """

    texts: tuple[str, ...] = attrs.field(validator=_check_texts)
    parts: tuple[Any, ...] = attrs.field(validator=_check_parts)
    infix: bool = False

    @override
    def __repr__(self) -> str:
        return _repr(self, None)


def _expression(item: object) -> tuple[tuple[str, ...], tuple[Any, ...]] | None:
    """The texts and parts ``item`` prints as when it is made of other values, else None."""
    if isinstance(item, Composite):
        return item._texts(), item._parts()
    if type(item) is Shown:
        return item.texts, item.parts
    shown = getattr(type(item), "_shown", None)  # a library value printed through its origin
    if shown is not None:
        s = shown(item)
        if type(s) is Shown:
            return s.texts, s.parts
    return None


def _repr(x: object, limit: int | None) -> str:
    """``repr(x)`` with the ``Composite`` nodes and ``Shown`` expressions in it expanded on a stack;
    with ``limit``, cut short (ending in ``…``) once it is longer, without building the rest."""
    out: list[str] = []
    size = 0
    todo: list[tuple[bool, object]] = [(False, x)]  # (is text, item), last first
    while todo:
        is_text, item = todo.pop()
        if is_text:
            text: str = item  # type: ignore[assignment]  # a str
        elif (expanded := _expression(item)) is not None:
            texts, parts = expanded
            todo.append((True, texts[-1]))
            for i in range(len(parts) - 1, -1, -1):
                todo.append((False, parts[i]))
                todo.append((True, texts[i]))
            continue
        else:
            text = repr(item)
        out.append(text)
        size += len(text)
        if limit is not None and size > limit:
            return "".join(out)[:limit] + "…"
    return "".join(out)


def short_repr(x: object) -> str:
    """``repr(x)`` cut to ``SHORT`` characters (``…`` marks the cut), for error messages: a
    machine nested thousands deep is not written out in full to be cut."""
    return _repr(x, SHORT)


class _Ref(int):
    """The index of a part's own node in a pickled ``Composite``."""

    __slots__ = ()


def _refs(x: object, out: list[int]) -> list[int]:
    if type(x) is _Ref:
        out.append(x)
    elif type(x) is tuple:
        for y in x:
            _refs(y, out)
    return out


def _rebuild(nodes: tuple[tuple[Any, ...], ...]) -> Composite:
    """The ``Composite`` that ``__reduce__`` took apart: each node is built once every node it
    refers to is (depth first, on a stack)."""
    built: list[Any] = [None] * len(nodes)
    done = [False] * len(nodes)

    def paste(x: object) -> object:
        if type(x) is _Ref:
            return built[x]
        if type(x) is tuple:
            return tuple(paste(y) for y in x)
        return x

    todo = [0]
    while todo:
        i = todo[-1]
        if done[i]:
            todo.pop()
            continue
        cls, fields, parts = nodes[i]
        waiting = [r for r in _refs((fields, parts), []) if not done[r]]
        if waiting:
            todo.extend(waiting)
            continue
        built[i] = cls._build(paste(fields), paste(parts))
        done[i] = True
        todo.pop()
    root: Composite = built[0]
    return root

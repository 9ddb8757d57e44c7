"""``==``, ``hash`` and ``pickle`` of states nested through tuples, without recursion.

A filter's state holds its children's states, and a child that is a filter holds its own
(``Query(0, Query(0, …))`` nests them as deep as the analyst likes). ``tuple.__eq__`` and
``tuple.__hash__`` recurse in C, and the pickler does too, so a state nested a few hundred deep
raises ``RecursionError``. The functions here walk the tuples on an explicit stack and mean
exactly what the recursive ones do:

- ``deep_eq(a, b)`` is ``a == b`` for tuples of the given exact types compared element by
  element, left to right, each pair by identity first and then ``==`` (CPython's
  ``tuple_richcompare``);
- ``deep_hash(x)`` is ``tuple.__hash__(x)`` bit for bit (CPython's xxHash-based ``tuplehash``),
  so a state hashes the same whichever way its hash was computed;
- ``flatten`` and ``unflatten`` turn a state into a list of one-level nodes whose nested states are
  replaced by their indices, for ``__reduce__``.

The state types call these only when the C recursion fails (``==``, ``hash``) or always
(``pickle``, which is not on a hot path).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, Final, final

__all__ = ["deep_eq", "deep_hash", "flatten", "negated", "unflatten"]

# CPython's tuplehash constants (Objects/tupleobject.c) for 64-bit and 32-bit hashes
_P1, _P2, _P5, _ROT, _BITS = ((11400714785074694791, 14029467366897019727, 2870177450012600261, 31, 64)
                              if sys.hash_info.width > 32 else (2654435761, 2246822519, 374761393, 13, 32))
_MASK: Final = (1 << _BITS) - 1
_LEN_SALT: Final = _P5 ^ 3527539


def negated(equal: bool) -> bool:
    """``__ne__`` from ``__eq__``'s answer (``NotImplemented`` passes through)."""
    return equal if equal is NotImplemented else not equal


def _is(kinds: tuple[type, ...], t: type) -> bool:
    return any(t is k for k in kinds)  # by identity: a caller's metaclass cannot answer ==


def deep_eq(a: tuple[Any, ...], b: tuple[Any, ...], kinds: tuple[type, ...]) -> bool:
    """``a == b`` where ``a`` and ``b`` are tuples of one of ``kinds`` (exact types), walking the
    pairs of the same kind on a stack instead of recursing."""
    stack: list[tuple[object, object]] = [(a, b)]
    while stack:
        x, y = stack.pop()
        if x is y:
            continue
        t = type(x)
        if t is type(y) and _is(kinds, t):
            if len(x) != len(y):  # type: ignore[arg-type]  # a tuple
                return False
            stack.extend(zip(reversed(x), reversed(y)))  # type: ignore[call-overload]  # tuples; left to right, as tuple == compares
            continue
        if not x == y:
            return False
    return True


def _mix(acc: int, item_hash: int) -> int:
    acc = (acc + (item_hash & _MASK) * _P2) & _MASK
    acc = ((acc << _ROT) | (acc >> (_BITS - _ROT))) & _MASK
    return (acc * _P1) & _MASK


def _finish(acc: int, n: int) -> int:
    acc = (acc + (n ^ _LEN_SALT)) & _MASK
    if acc == _MASK:  # -1 is no hash
        return 1546275796
    return acc - (1 << _BITS) if acc >> (_BITS - 1) else acc  # as a signed Py_hash_t


def deep_hash(x: tuple[Any, ...], kinds: tuple[type, ...]) -> int:
    """``tuple.__hash__(x)``, with tuples of ``kinds`` (exact types) inside hashed the same way
    on a stack instead of recursing."""
    # each frame: the tuple, the index of the next item, the accumulator so far
    stack: list[list[Any]] = [[x, 0, _P5]]
    while True:
        frame = stack[-1]
        t, i, acc = frame
        n = len(t)
        while i < n:
            item = t[i]
            if _is(kinds, type(item)):
                break
            acc = _mix(acc, hash(item))
            i += 1
        if i < n:  # a nested tuple: hash it first, then come back to item i + 1
            frame[1], frame[2] = i, acc
            stack.append([t[i], 0, _P5])
            continue
        h = _finish(acc, n)
        stack.pop()
        if not stack:
            return h
        parent = stack[-1]
        parent[2] = _mix(parent[2], h)
        parent[1] += 1


@final
class _Ref(int):
    """Where a nested state stood in a flattened node: the index of its own node."""

    __slots__ = ()


def flatten(state: tuple[Any, ...], nested: type) -> tuple[tuple[Any, ...], ...]:
    """The nodes of ``state``: node 0 is its parts with every state of type ``nested`` found
    inside its plain tuples replaced by a ``_Ref`` to that state's own node, and so on (each
    nested state gets a node of its own, numbered after its parent's)."""
    nodes: list[tuple[Any, ...]] = []
    todo: list[tuple[Any, ...]] = [state]

    def cut(x: object) -> object:  # plain tuples inside one state (slots, the vector's nodes): shallow
        t = type(x)
        if t is nested:
            todo.append(x)  # type: ignore[arg-type]  # a state
            return _Ref(len(todo) - 1)
        if t is tuple:
            parts = tuple(cut(y) for y in x)  # type: ignore[attr-defined]  # a tuple
            return x if all(p is y for p, y in zip(parts, x)) else parts  # type: ignore[call-overload]  # a tuple
        return x

    while len(nodes) < len(todo):
        nodes.append(tuple(cut(y) for y in todo[len(nodes)]))
    return tuple(nodes)


def unflatten(nodes: tuple[tuple[Any, ...], ...], build: Callable[[tuple[Any, ...]], Any]) -> Any:
    """The state ``flatten`` took apart; ``build(parts)`` makes one state from its parts."""
    built: list[Any] = [None] * len(nodes)

    def paste(x: object) -> object:
        t = type(x)
        if t is _Ref:
            return built[x]  # type: ignore[call-overload]  # an index
        if t is tuple:
            parts = tuple(paste(y) for y in x)  # type: ignore[attr-defined]  # a tuple
            return x if all(p is y for p, y in zip(parts, x)) else parts  # type: ignore[call-overload]  # a tuple
        return x

    for i in range(len(nodes) - 1, -1, -1):  # a node's nested states have larger indices: built first
        built[i] = build(tuple(paste(y) for y in nodes[i]))
    return built[0]

"""A persistent vector: the children store of filters and odometers (DESIGN.md §1, "Users hold handles").

A filter's state is a value, and it must stay cheap to update: spawning the 100,000th child must
cost what the first did, so a step may not copy the list of children (a tuple append costs
~19 µs at 20,000 children and grows linearly). ``PVector`` is the classic persistent vector
(Bagwell 2000; Hickey's Clojure ``PersistentVector``): a 32-way trie of tuples plus a *tail*
tuple of up to 32 trailing elements.

- ``append`` adds to the tail (a copy of at most 32 references), and every 32nd append moves
  the full tail into the trie along one path: amortised O(1).
- ``set(i, v)`` copies the tail, or the ``⌈log₃₂ n⌉`` nodes on the path to ``i`` (3 at 32,768
  elements, 4 at a million): O(log n), about 32·depth references copied, never the whole list.
- ``v[i]`` walks the same path: O(log n).

Old versions are never changed: every update returns a new vector that shares all untouched
nodes with the old one, so a refused step simply keeps the old state, and the exact audit can
replay a state as often as it likes. Equality and hashing are by value (the elements in order);
the hash is computed once and cached. No third-party dependency is needed for this
(``pyrsistent.pvector`` is the same structure; see docs/reference/engine.md for the timings).

Example:
    >>> v = pvector(range(40))
    >>> w = v.set(3, "three").append(40)
    >>> v[3], w[3], len(v), len(w), w[40]
    (3, 'three', 40, 41, 40)
    >>> w == pvector([*range(3), "three", *range(4, 41)])
    True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, Final, Generic, TypeVar, final, overload

from typing_extensions import override

__all__ = ["PVector", "pvector"]

T = TypeVar("T")

_BITS: Final = 5
_WIDTH: Final = 1 << _BITS
_MASK: Final = _WIDTH - 1

Node = tuple[Any, ...]
"""A trie node: a tuple of up to 32 child nodes (inner levels) or elements (leaves)."""


def _new_path(level: int, node: Node) -> Node:
    """``node`` wrapped in single-child nodes until it sits at ``level``."""
    while level > 0:
        node = (node,)
        level -= _BITS
    return node


def _replace(node: Node, k: int, value: object) -> Node:
    """``node`` with position ``k`` replaced (``k == len(node)``: appended): one copy of ≤ 32 references."""
    if k == len(node):
        return (*node, value)
    copy = list(node)
    copy[k] = value
    return tuple(copy)


@final
class PVector(Generic[T]):
    """An immutable sequence with O(log n) ``set``, amortised O(1) ``append`` and value equality.

    Build one with ``pvector(iterable)``. Updates return a new vector and leave this one as it
    was (structural sharing, module docs).

    Example:
        >>> v = pvector("ab")
        >>> v.append("c"), v
        (pvector(['a', 'b', 'c']), pvector(['a', 'b']))
    """

    __slots__ = ("_count", "_hash", "_root", "_shift", "_tail")

    _count: int
    _shift: int
    _root: Node
    _tail: Node
    _hash: int | None

    def __init__(self, count: int, shift: int, root: Node, tail: Node) -> None:
        """Internal: use ``pvector``. ``tail`` holds the last ``len(tail)`` elements."""
        self._count = count
        self._shift = shift
        self._root = root
        self._tail = tail
        self._hash = None

    def _tail_offset(self) -> int:
        return self._count - len(self._tail)

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int, /) -> T: ...
    @overload
    def __getitem__(self, index: slice, /) -> tuple[T, ...]: ...
    def __getitem__(self, index: int | slice, /) -> T | tuple[T, ...]:
        """The element at ``index`` (negative indices count from the end), or a slice as a tuple."""
        if isinstance(index, slice):
            return tuple(self)[index]
        n = self._count
        i = index + n if index < 0 else index
        if not 0 <= i < n:
            msg = f"index {index} is out of range for a vector of length {n}"
            raise IndexError(msg)
        off = n - len(self._tail)
        if i >= off:
            return self._tail[i - off]  # type: ignore[no-any-return]  # nodes hold T at the leaves
        node = self._root
        level = self._shift
        while level > 0:
            node = node[(i >> level) & _MASK]
            level -= _BITS
        return node[i & _MASK]  # type: ignore[no-any-return]  # a leaf

    def append(self, value: T, /) -> PVector[T]:
        """A vector one longer, with ``value`` last (amortised O(1))."""
        tail = self._tail
        count = self._count
        if len(tail) < _WIDTH:
            return PVector(count + 1, self._shift, self._root, (*tail, value))
        # the tail is full: move it into the trie, start a new tail
        shift = self._shift
        if (count >> _BITS) > (1 << shift):  # the root is full: grow a level
            root: Node = (self._root, _new_path(shift, tail))
            shift += _BITS
        else:
            root = self._push_tail(shift, self._root, tail, count)
        return PVector(count + 1, shift, root, (value,))

    @staticmethod
    def _push_tail(level: int, parent: Node, tail: Node, count: int) -> Node:
        sub = ((count - 1) >> level) & _MASK
        if level == _BITS:
            return _replace(parent, sub, tail)
        if sub < len(parent):
            child = PVector._push_tail(level - _BITS, parent[sub], tail, count)
        else:
            child = _new_path(level - _BITS, tail)
        return _replace(parent, sub, child)

    def set(self, index: int, value: T, /) -> PVector[T]:
        """A vector with the element at ``index`` replaced by ``value`` (O(log n) copies).

        Raises:
            IndexError: ``index`` is out of range.
        """
        n = self._count
        i = index + n if index < 0 else index
        if not 0 <= i < n:
            msg = f"index {index} is out of range for a vector of length {n}"
            raise IndexError(msg)
        tail = self._tail
        off = n - len(tail)
        if i >= off:
            return PVector(n, self._shift, self._root, _replace(tail, i - off, value))
        level = self._shift
        node = self._root
        path: list[tuple[Node, int]] = []
        while level > 0:  # walk down, remembering the path
            k = (i >> level) & _MASK
            path.append((node, k))
            node = node[k]
            level -= _BITS
        new = _replace(node, i & _MASK, value)
        for parent, k in reversed(path):  # copy the path back up
            new = _replace(parent, k, new)
        return PVector(n, self._shift, new, tail)

    def _leaves(self, node: Node, level: int) -> Iterator[T]:
        if level == 0:
            yield from node
            return
        for child in node:
            yield from self._leaves(child, level - _BITS)

    def __iter__(self) -> Iterator[T]:
        """The elements in order."""
        if self._tail_offset() > 0:
            yield from self._leaves(self._root, self._shift)
        yield from self._tail

    @override
    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, PVector):
            return NotImplemented
        if self._count != other._count:
            return False
        if self._root is other._root and self._tail is other._tail:
            return True
        return all(a == b for a, b in zip(self, other, strict=True))

    @override
    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = self._hash = hash((PVector, tuple(self)))
        return h

    @override
    def __repr__(self) -> str:
        return f"pvector({list(self)!r})"

    @override
    def __reduce__(self) -> tuple[object, tuple[list[T]]]:
        """Pickle as ``pvector(list)`` (the trie is rebuilt)."""
        return pvector, (list(self),)


_EMPTY: Final[PVector[Any]] = PVector(0, _BITS, (), ())


def pvector(items: Iterable[T] = (), /) -> PVector[T]:
    """A persistent vector of ``items`` (empty by default).

    Example:
        >>> pvector(), len(pvector(range(1000)))
        (pvector([]), 1000)
    """
    v: PVector[T] = _EMPTY
    for x in items:
        v = v.append(x)
    return v

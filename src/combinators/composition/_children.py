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
from typing import Any, Final, Generic, TypeVar, cast, final, overload

from typing_extensions import override

from .._validation import check_int, check_sequence_of
from ..errors import InvalidArgument
from ..errors import IndexOutOfRange as IndexOutOfRange  # defined in errors.py with every library error

__all__ = ["EMPTY_PARTS", "WIDTH", "IndexOutOfRange", "PVector", "append", "get", "leaves", "pvector", "set_"]

T = TypeVar("T")

_BITS: Final = 5
WIDTH: Final = 1 << _BITS
"""How many elements a trie node or the tail holds."""
_WIDTH: Final = WIDTH
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


# The trie as plain parts ``(count, shift, root, tail)``: PVector wraps them, and a filter's state
# (composition.filtered.FilterState) carries them inline, so a step allocates one object, not two.


def _index(count: int, index: int) -> int:
    i = index + count if index < 0 else index
    if not 0 <= i < count:
        msg = f"the index is out of range for a vector of length {count}"  # (an int may be too long to print)
        raise IndexOutOfRange(msg)
    return i


def get(count: int, shift: int, root: Node, tail: Node, index: int) -> Any:
    """The element at ``index`` (negative indices count from the end).

    Raises:
        IndexOutOfRange: ``index`` is out of range (an ``IndexError``).
    """
    i = _index(count, index)
    off = count - len(tail)
    if i >= off:
        return tail[i - off]
    node = root
    level = shift
    while level > 0:
        node = node[(i >> level) & _MASK]
        level -= _BITS
    return node[i & _MASK]


def _push_tail(level: int, parent: Node, tail: Node, count: int) -> Node:
    sub = ((count - 1) >> level) & _MASK
    if level == _BITS:
        return _replace(parent, sub, tail)
    if sub < len(parent):
        child = _push_tail(level - _BITS, parent[sub], tail, count)
    else:
        child = _new_path(level - _BITS, tail)
    return _replace(parent, sub, child)


def append(count: int, shift: int, root: Node, tail: Node, value: object) -> tuple[int, Node, Node]:
    """``(shift, root, tail)`` of the vector one longer, with ``value`` last (amortised O(1))."""
    if len(tail) < _WIDTH:
        return shift, root, (*tail, value)
    # the tail is full: move it into the trie, start a new tail
    if (count >> _BITS) > (1 << shift):  # the root is full: grow a level
        return shift + _BITS, (root, _new_path(shift, tail)), (value,)
    return shift, _push_tail(shift, root, tail, count), (value,)


def set_(count: int, shift: int, root: Node, tail: Node, index: int, value: object) -> tuple[Node, Node]:
    """``(root, tail)`` of the vector with the element at ``index`` replaced (O(log n) copies).

    Raises:
        IndexOutOfRange: ``index`` is out of range (an ``IndexError``).
    """
    i = _index(count, index)
    off = count - len(tail)
    if i >= off:
        return root, _replace(tail, i - off, value)
    level = shift
    node = root
    path: list[tuple[Node, int]] = []
    while level > 0:  # walk down, remembering the path
        k = (i >> level) & _MASK
        path.append((node, k))
        node = node[k]
        level -= _BITS
    new = _replace(node, i & _MASK, value)
    for parent, k in reversed(path):  # copy the path back up
        new = _replace(parent, k, new)
    return new, tail


def leaves(shift: int, root: Node, tail: Node, count: int) -> Iterator[Any]:
    """The elements in order."""
    if count > len(tail):
        yield from _leaves(root, shift)
    yield from tail


def _leaves(node: Node, level: int) -> Iterator[Any]:
    if level == 0:
        yield from node
        return
    for child in node:
        yield from _leaves(child, level - _BITS)


@final
class PVector(Generic[T]):
    """An immutable sequence with O(log n) ``set``, amortised O(1) ``append`` and value equality.

    Build one with ``pvector(iterable)``. Updates return a new vector and leave this one as it
    was (structural sharing, module docs).

    Example:
        >>> v = pvector(["a", "b"])
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
        return get(self._count, self._shift, self._root, self._tail, index)  # type: ignore[no-any-return]  # nodes hold T at the leaves

    def append(self, value: T, /) -> PVector[T]:
        """A vector one longer, with ``value`` last (amortised O(1))."""
        count = self._count
        shift, root, tail = append(count, self._shift, self._root, self._tail, value)
        return PVector(count + 1, shift, root, tail)

    def set(self, index: int, value: T, /) -> PVector[T]:
        """A vector with the element at ``index`` replaced by ``value`` (O(log n) copies).

        Raises:
            InvalidArgument: ``index`` is not an int; ``IndexOutOfRange`` (an ``InvalidArgument``
                and an ``IndexError``) if it is out of range.
        """
        i = index if type(index) is int else check_int("index", index)
        root, tail = set_(self._count, self._shift, self._root, self._tail, i, value)
        return PVector(self._count, self._shift, root, tail)

    def __iter__(self) -> Iterator[T]:
        """The elements in order."""
        return leaves(self._shift, self._root, self._tail, self._count)

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


EMPTY_PARTS: Final[tuple[int, int, Node, Node]] = (0, _BITS, (), ())
"""``(count, shift, root, tail)`` of the empty vector."""

_EMPTY: Final[PVector[Any]] = PVector(*EMPTY_PARTS)


def pvector(items: Iterable[T] = (), /) -> PVector[T]:
    """A persistent vector of ``items`` (empty by default): any iterable but a string or a mapping
    (a string would iterate as its characters, which is never what a caller means).

    Example:
        >>> pvector(), len(pvector(range(1000)))
        (pvector([]), 1000)
    """
    if type(items) is not list and type(items) is not tuple:
        items = check_sequence_of("items", items, lambda _, x: cast("T", x), what="an iterable")
    v: PVector[T] = _EMPTY
    for x in items:
        v = v.append(x)
    return v

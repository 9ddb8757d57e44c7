"""Exact finite distributions: a pmf with support, mass, pushforward and product."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from fractions import Fraction
from typing import Generic, TypeVar, cast, final

import attrs
from typing_extensions import override

from .._validation import check_callable, check_instance
from ..errors import InvalidArgument
from .interval import Interval, Prob, check_exact, lower, upper

__all__ = ["FiniteDist"]

T = TypeVar("T", bound=Hashable)
U = TypeVar("U", bound=Hashable)

_ZERO = Fraction(0)


def _add(a: Prob, b: Prob) -> Prob:
    return a + b


def _hashable(name: str, x: object) -> object:
    try:
        hash(x)
    except TypeError:
        msg = f"{name} is a {type(x).__name__}, which cannot be hashed; outcomes must be hashable (use a tuple, not a list)"
        raise InvalidArgument(msg) from None
    return x


def _pair(name: str, item: object) -> tuple[object, object]:
    if not isinstance(item, tuple) or len(item) != 2:
        msg = f"{name}={item!r} must be an (outcome, probability) pair"
        raise InvalidArgument(msg)
    return (_hashable(f"the outcome of {name}", item[0]), item[1])


def _check_items(inst: object, attribute: object, value: object) -> None:
    if not isinstance(value, tuple):
        msg = f"items={value!r} must be a tuple of (outcome, probability) pairs; use FiniteDist.from_pairs"
        raise InvalidArgument(msg)
    seen: set[object] = set()
    for i, item in enumerate(value):
        x, p = item if type(item) is tuple and len(item) == 2 else _pair(f"items[{i}]", item)
        if not isinstance(p, (Fraction, Interval)):
            msg = (f"the probability of {x!r} is {p!r} ({type(p).__name__}); a FiniteDist holds "
                   "Fractions or Intervals, never bare floats")
            raise InvalidArgument(msg)
        if lower(p) < 0:
            msg = f"the probability of {x!r} is {p!r}, which reaches below 0"
            raise InvalidArgument(msg)
        try:
            repeated = x in seen
        except TypeError:  # x cannot be hashed (a list, a dict)
            _hashable(f"the outcome of items[{i}]", x)
            raise
        if repeated:
            msg = f"outcome {x!r} appears twice; build the pmf with FiniteDist.from_branches to merge"
            raise InvalidArgument(msg)
        seen.add(x)


def _index_of(items: tuple[tuple[T, Prob], ...]) -> dict[T, Prob]:
    """The outcome → probability table (derived before the validator runs: items it cannot
    read give an empty table, and the validator then says what is wrong)."""
    try:
        return dict(items)
    except (TypeError, ValueError):
        return {}


@final
@attrs.frozen(repr=False)
class FiniteDist(Generic[T]):
    """A finite (sub-)probability mass function with exact or interval probabilities.

    Mass may be below 1 (a sub-distribution, e.g. the part of a view distribution under one
    history), never above it. Outcomes of probability 0 are dropped.

    Example:
        >>> d = FiniteDist.from_pairs([("a", Fraction(1, 4)), ("b", Fraction(3, 4))])
        >>> d["b"], d.mass, d.support
        (Fraction(3, 4), Fraction(1, 1), ('a', 'b'))
        >>> d.pushforward(lambda x: "same")
        FiniteDist.from_pairs([('same', Fraction(1, 1))])
    """

    items: tuple[tuple[T, Prob], ...] = attrs.field(validator=_check_items)
    _index: dict[T, Prob] = attrs.field(init=False, eq=False, hash=False,
                                        default=attrs.Factory(lambda d: _index_of(d.items), takes_self=True))

    @staticmethod
    def from_pairs(pairs: Iterable[tuple[U, Prob]]) -> FiniteDist[U]:
        """A distribution from ``(outcome, probability)`` pairs, merging equal outcomes."""
        given: object = pairs  # callers without mypy may pass anything
        if isinstance(given, (str, bytes, Mapping)) or not isinstance(given, Iterable):
            msg = f"pairs={given!r} must be a sequence of (outcome, probability) pairs"
            raise InvalidArgument(msg)
        acc: dict[U, Prob] = {}
        for i, item in enumerate(pairs):
            pair: object = item  # callers without mypy may pass anything
            if type(pair) is not tuple or len(pair) != 2:
                pair = _pair(f"pairs[{i}]", pair)  # raises unless a 2-item tuple subclass
            x, mass = cast("tuple[U, object]", pair)
            p = mass if isinstance(mass, (Fraction, Interval)) else check_exact(f"the probability of pairs[{i}]", mass)
            try:
                acc[x] = _add(acc[x], p) if x in acc else p
            except TypeError:  # x cannot be hashed (a list, a dict)
                _hashable(f"the outcome of pairs[{i}]", x)
                raise
        return FiniteDist(tuple((x, p) for x, p in acc.items() if upper(p) != 0))

    from_branches = from_pairs

    @staticmethod
    def point(x: U) -> FiniteDist[U]:
        """The distribution that puts all its mass on ``x``."""
        return FiniteDist(((_hashable("x", x), Fraction(1)),))  # type: ignore[arg-type]  # x itself, checked

    @staticmethod
    def from_mapping(pmf: Mapping[U, Prob]) -> FiniteDist[U]:
        """A distribution from a mapping ``outcome -> probability``."""
        given: object = pmf  # callers without mypy may pass anything
        if not isinstance(given, Mapping):
            msg = f"pmf={pmf!r} must be a mapping outcome -> probability (a dict), not {type(pmf).__name__}"
            raise InvalidArgument(msg)
        return FiniteDist.from_pairs(pmf.items())

    @override
    def __repr__(self) -> str:
        return f"FiniteDist.from_pairs({list(self.items)!r})"

    def __getitem__(self, x: T) -> Prob:
        """The probability of ``x`` (0 outside the support)."""
        return self._index.get(x, _ZERO)

    def __iter__(self) -> Iterator[T]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self.items)

    @property
    def support(self) -> tuple[T, ...]:
        """The outcomes of positive probability, in insertion order."""
        return tuple(x for x, _ in self.items)

    @property
    def mass(self) -> Prob:
        """The total probability (1 for a distribution, less for a sub-distribution)."""
        total: Prob = _ZERO
        for _, p in self.items:
            total = total + p
        return total

    @property
    def is_exact(self) -> bool:
        """True when every probability is a ``Fraction``."""
        return all(isinstance(p, Fraction) for _, p in self.items)

    def pushforward(self, g: Callable[[T], U]) -> FiniteDist[U]:
        """The distribution of ``g(X)`` for ``X ~ self`` (post-processing)."""
        check_callable("g", g)
        return FiniteDist.from_pairs([(g(x), p) for x, p in self.items])

    def product(self, other: FiniteDist[U]) -> FiniteDist[tuple[T, U]]:
        """The joint distribution of independent ``(X, Y)``."""
        check_instance("other", other, FiniteDist, "a FiniteDist")
        return FiniteDist.from_pairs([((x, y), p * q) for x, p in self.items for y, q in other.items])

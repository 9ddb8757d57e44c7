"""Exact finite distributions: a pmf with support, mass, pushforward and product."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from fractions import Fraction
from typing import Generic, TypeVar, final

import attrs
from typing_extensions import override

from ..errors import InvalidArgument
from .interval import Interval, Prob, lower, upper

__all__ = ["FiniteDist"]

T = TypeVar("T", bound=Hashable)
U = TypeVar("U", bound=Hashable)

_ZERO = Fraction(0)


def _add(a: Prob, b: Prob) -> Prob:
    return a + b


def _check_items(inst: object, attribute: object, value: tuple[tuple[object, object], ...]) -> None:
    seen: set[object] = set()
    for x, p in value:
        if not isinstance(p, (Fraction, Interval)):
            msg = (f"the probability of {x!r} is {p!r} ({type(p).__name__}); a FiniteDist holds "
                   "Fractions or Intervals, never bare floats")
            raise InvalidArgument(msg)
        if lower(p) < 0:
            msg = f"the probability of {x!r} is {p!r}, which reaches below 0"
            raise InvalidArgument(msg)
        if x in seen:
            msg = f"outcome {x!r} appears twice; build the pmf with FiniteDist.from_branches to merge"
            raise InvalidArgument(msg)
        seen.add(x)


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
    _index: dict[T, Prob] = attrs.field(init=False, eq=False, hash=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "_index", dict(self.items))

    @staticmethod
    def from_pairs(pairs: Iterable[tuple[U, Prob]]) -> FiniteDist[U]:
        """A distribution from ``(outcome, probability)`` pairs, merging equal outcomes."""
        acc: dict[U, Prob] = {}
        for x, p in pairs:
            acc[x] = _add(acc[x], p) if x in acc else p
        return FiniteDist(tuple((x, p) for x, p in acc.items() if upper(p) != 0))

    from_branches = from_pairs

    @staticmethod
    def point(x: U) -> FiniteDist[U]:
        """The distribution that puts all its mass on ``x``."""
        return FiniteDist(((x, Fraction(1)),))

    @staticmethod
    def from_mapping(pmf: Mapping[U, Prob]) -> FiniteDist[U]:
        """A distribution from a mapping ``outcome -> probability``."""
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
        return FiniteDist.from_pairs((g(x), p) for x, p in self.items)

    def product(self, other: FiniteDist[U]) -> FiniteDist[tuple[T, U]]:
        """The joint distribution of independent ``(X, Y)``."""
        return FiniteDist.from_pairs(((x, y), p * q) for x, p in self.items for y, q in other.items)

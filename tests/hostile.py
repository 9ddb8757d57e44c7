"""Hostile values the tests hand to the library: an ``int`` whose order comparisons answer what
the caller likes, an object that claims to equal everything. The library must decide by exact
type, never by a caller's ``__lt__``/``__ge__``/``__eq__``/``__ne__``."""

from __future__ import annotations

from typing_extensions import override

__all__ = ["ClaimsEqual", "compares_as"]


def compares_as(answer: bool) -> type[int]:
    """An ``int`` subclass whose ``<``, ``<=``, ``>`` and ``>=`` all answer ``answer``."""

    def always(self: int, other: object) -> bool:
        return answer

    return type(f"Compares{answer}", (int,), {"__lt__": always, "__le__": always, "__gt__": always,
                                               "__ge__": always})


class ClaimsEqual:
    """A base whose instances say they equal everything (``==`` True, ``!=`` False), hashed by identity."""

    @override
    def __eq__(self, other: object) -> bool:
        return True

    @override
    def __ne__(self, other: object) -> bool:
        return False

    __hash__ = object.__hash__

"""Hostile numbers the tests hand to the library: an ``int`` whose order comparisons answer what
the caller likes. The library must decide by exact type, never by a caller's ``__lt__``/``__ge__``."""

from __future__ import annotations

__all__ = ["compares_as"]


def compares_as(answer: bool) -> type[int]:
    """An ``int`` subclass whose ``<``, ``<=``, ``>`` and ``>=`` all answer ``answer``."""

    def always(self: int, other: object) -> bool:
        return answer

    return type(f"Compares{answer}", (int,), {"__lt__": always, "__le__": always, "__gt__": always,
                                               "__ge__": always})

"""What a hostile analyst can build around the constructors, for tests of the places that must not
trust it: a level whose numbers were set with ``object.__setattr__``, and the bytes of a pickle
that builds an object from a bare state without calling its class.
"""

from __future__ import annotations

import pickle
from typing import TypeVar

__all__ = ["crafted_pickle", "forge"]

T = TypeVar("T")


def forge(value: T, **numbers: object) -> T:
    """``value`` with its fields set to ``numbers`` around its validators (it is changed in place
    and returned): what ``object.__setattr__`` does to a frozen value.

    Example:
        >>> from combinators.measures import Epsilon
        >>> forge(Epsilon(1.0), epsilon=-1.0).epsilon
        -1.0
    """
    for name, number in numbers.items():
        object.__setattr__(value, name, number)
    return value


def crafted_pickle(cls: type, **state: object) -> bytes:
    """The bytes of a pickle that makes a ``cls`` and hands it ``state`` (``NEWOBJ``, then
    ``BUILD``): the form attrs' default pickling writes, here with whatever numbers ``state`` holds.

    Example:
        >>> import pickle
        >>> from combinators.measures import Epsilon
        >>> pickle.loads(crafted_pickle(Epsilon, epsilon=0.5))
        Epsilon(0.5)
    """
    body = pickle.dumps(state, protocol=2)[2:-1]  # the dict alone: no PROTO header, no STOP
    cls_ref = f"{cls.__module__}\n{cls.__qualname__}\n".encode()
    return b"\x80\x02c" + cls_ref + b")\x81" + body + b"b."

"""Names renamed in 0.2 keep working for one release, with a ``DeprecationWarning``.

``renamed_names`` builds a module-level ``__getattr__`` (PEP 562) that answers an old name with
the new object and a warning that names the replacement; the table of every rename is in
``docs/changes.md``.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping

__all__ = ["renamed_names"]


def renamed_names(module: str, renames: Mapping[str, tuple[str, Callable[[], object]]]) -> Callable[[str], object]:
    """A module ``__getattr__`` answering each old name with ``(new name, loader)``'s object."""

    def __getattr__(name: str) -> object:
        if name in renames:
            new, load = renames[name]
            warnings.warn(f"{module}.{name} was renamed {module}.{new} in combinators 0.2; "
                          f"use {new} (the old name goes in 0.3)", DeprecationWarning, stacklevel=2)
            return load()
        msg = f"module {module!r} has no attribute {name!r}"
        raise AttributeError(msg)

    return __getattr__

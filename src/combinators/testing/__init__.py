"""Public test kit: hypothesis strategies (``strategies``), law checks (``laws``).

It imports every layer and is imported by none (DESIGN.md §5); import its submodules
directly: ``from combinators.testing import strategies, laws``.
"""

from . import laws as laws
from . import strategies as strategies

__all__ = ["laws", "strategies"]

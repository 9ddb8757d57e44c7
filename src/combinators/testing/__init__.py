"""Public test kit: hypothesis strategies (``strategies``), law checks (``laws``), the
conformance suite of primitives (``conformance``).

It imports every layer and is imported by none (DESIGN.md §5); import its submodules
directly: ``from combinators.testing import strategies, laws, conformance``.
"""

from . import conformance as conformance
from . import laws as laws
from . import strategies as strategies

__all__ = ["conformance", "laws", "strategies"]

"""Public test kit: hypothesis strategies (``strategies``), law checks (``laws``), the
conformance suite of primitives (``conformance``), state machines for filters, odometers,
concurrent compositions and continual mechanisms (``stateful``).

It imports every layer and is imported by none (DESIGN.md §5); import its submodules
directly: ``from combinators.testing import strategies, laws, conformance, stateful``.
"""

from . import conformance as conformance
from . import laws as laws
from . import stateful as stateful
from . import strategies as strategies

__all__ = ["conformance", "laws", "stateful", "strategies"]

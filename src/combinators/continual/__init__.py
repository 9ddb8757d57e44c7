"""Continual mechanisms (Henzinger–Safavi–Vadhan 2024): mechanisms whose data arrive as messages,
interleaved with queries, both chosen adaptively.

- ``as_continual``: a mechanism that takes data, as a continual mechanism (Def 3.1).
- ``combinators.continual.verification``: verification functions, the neighbouring notions of
  the privacy game ``verifier(f) @ identifier(b) @ M`` (Def 3.3–3.7), and the compositions of
  ``combinators.composition.ext_concurrent()`` (§4–§5, §12–§14).
"""

from .lift import Continual as Continual
from .lift import as_continual as as_continual

__all__ = ["Continual", "as_continual"]

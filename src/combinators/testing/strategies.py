"""Hypothesis strategies for every measure's levels (valid and invalid), neighbouring inputs
under every relation (``neighbours``), valid streams of a continual mechanism's game
(``valid_streams``), small finite mechanisms and post-processors with exact pmfs
(``table_machines``, ``table_ipms``, ``finite_mechanisms``), and deterministic adversaries
(``adversary_trees``).

Public, for this project's tests and for users writing their own primitives or measures. The
level strategies of every measure, the library's and any registered later, come from its
registration (``combinators.measures.registry``): ``levels(measure)``.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from ..errors import InvalidArgument
from ..measures.registry import spec_of

from ..measures import level_strategies as _level_strategies
from ..measures.level_strategies import *  # noqa: F403  (re-exported as they are: one definition)
from . import _machine_strategies, _neighbours
from ._machine_strategies import *  # noqa: F403  (re-exported as they are: one definition)
from ._neighbours import *  # noqa: F403  (re-exported as they are: one definition)

__all__ = ["levels"]
__all__ += _machine_strategies.__all__
__all__ += _neighbours.__all__
__all__ += _level_strategies.__all__


def levels(measure: object, **options: Any) -> st.SearchStrategy[Any]:
    """Valid levels of ``measure``, as its registration declares them (``MeasureSpec.levels``);
    ``options`` go to that strategy (e.g. ``max_value=1`` for the library's measures).

    Raises:
        InvalidArgument: the measure is not registered, or its registration declares no strategy.

    Example:
        >>> from hypothesis import given
        >>> from combinators.measures import ZCDP
        >>> @given(levels(ZCDP(), max_value=1))
        ... def test_zero_is_the_bottom(level):
        ...     assert ZCDP().leq(ZCDP().zero(), level)
        >>> test_zero_is_the_bottom()
    """
    spec = spec_of(measure)
    if spec.levels is None:
        msg = f"measure={measure!r} declares no level strategy in its registration (MeasureSpec.levels)"
        raise InvalidArgument(msg)
    made = spec.levels(**options)
    if not isinstance(made, st.SearchStrategy):
        msg = f"the level strategy of {spec.name} built {type(made).__name__}, not a hypothesis strategy"
        raise InvalidArgument(msg)
    return made

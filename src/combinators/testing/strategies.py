"""Hypothesis strategies for every measure's levels (valid and invalid), small finite
mechanisms and post-processors with exact pmfs, and deterministic adversaries.

Public, for this project's tests and for users writing their own primitives or measures. The
level strategies of every measure, the library's and any registered later, come from its
registration (``combinators.measures.registry``): ``levels(measure)``.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from ..errors import InvalidArgument
from ..measures.registry import spec_of

from ..measures.level_strategies import eps_deltas as eps_deltas
from ..measures.level_strategies import epsilons as epsilons
from ..measures.level_strategies import finite_pairs as finite_pairs
from ..measures.level_strategies import invalid_deltas as invalid_deltas
from ..measures.level_strategies import invalid_eps_deltas as invalid_eps_deltas
from ..measures.level_strategies import invalid_epsilons as invalid_epsilons
from ..measures.level_strategies import invalid_mus as invalid_mus
from ..measures.level_strategies import invalid_renyi_eps as invalid_renyi_eps
from ..measures.level_strategies import invalid_rho_deltas as invalid_rho_deltas
from ..measures.level_strategies import invalid_rhos as invalid_rhos
from ..measures.level_strategies import invalid_tradeoff_points as invalid_tradeoff_points
from ..measures.level_strategies import losses as losses
from ..measures.level_strategies import probabilities as probabilities
from ..measures.level_strategies import renyi_eps as renyi_eps
from ..measures.level_strategies import rho_deltas as rho_deltas
from ..measures.level_strategies import rhos as rhos
from ..measures.level_strategies import tradeoffs as tradeoffs
from ._machine_strategies import HALTED as HALTED
from ._machine_strategies import HiddenBit as HiddenBit
from ._machine_strategies import RRBits as RRBits
from ._machine_strategies import TableIPM as TableIPM
from ._machine_strategies import TableMachine as TableMachine
from ._machine_strategies import adversary_trees as adversary_trees
from ._machine_strategies import identity_ipm as identity_ipm
from ._machine_strategies import pmfs as pmfs
from ._machine_strategies import table_ipms as table_ipms
from ._machine_strategies import table_machines as table_machines

__all__ = [
    "levels",
    "HALTED",
    "HiddenBit",
    "RRBits",
    "TableIPM",
    "TableMachine",
    "adversary_trees",
    "eps_deltas",
    "epsilons",
    "finite_pairs",
    "identity_ipm",
    "invalid_deltas",
    "invalid_eps_deltas",
    "invalid_epsilons",
    "invalid_mus",
    "invalid_renyi_eps",
    "invalid_rho_deltas",
    "invalid_rhos",
    "invalid_tradeoff_points",
    "losses",
    "pmfs",
    "probabilities",
    "renyi_eps",
    "rho_deltas",
    "rhos",
    "table_ipms",
    "table_machines",
    "tradeoffs",
]


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

"""Hypothesis strategies for every measure's levels (valid and invalid), small finite
mechanisms and post-processors with exact pmfs, and deterministic adversaries.

Public, for this project's tests and for users writing their own primitives or measures.
"""

from __future__ import annotations

from ._level_strategies import eps_deltas as eps_deltas
from ._level_strategies import epsilons as epsilons
from ._level_strategies import finite_pairs as finite_pairs
from ._level_strategies import invalid_deltas as invalid_deltas
from ._level_strategies import invalid_eps_deltas as invalid_eps_deltas
from ._level_strategies import invalid_epsilons as invalid_epsilons
from ._level_strategies import invalid_mus as invalid_mus
from ._level_strategies import invalid_renyi_eps as invalid_renyi_eps
from ._level_strategies import invalid_rho_deltas as invalid_rho_deltas
from ._level_strategies import invalid_rhos as invalid_rhos
from ._level_strategies import invalid_tradeoff_points as invalid_tradeoff_points
from ._level_strategies import losses as losses
from ._level_strategies import probabilities as probabilities
from ._level_strategies import renyi_eps as renyi_eps
from ._level_strategies import rho_deltas as rho_deltas
from ._level_strategies import rhos as rhos
from ._level_strategies import tradeoffs as tradeoffs
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

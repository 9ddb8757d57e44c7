"""Hypothesis strategies for every measure's levels (valid and invalid), small finite
mechanisms and post-processors with exact pmfs, and deterministic adversaries.

Public, for this project's tests and for users writing their own primitives or measures.
"""

from __future__ import annotations

from ._distances import eps_deltas as eps_deltas
from ._distances import epsilons as epsilons
from ._distances import finite_pairs as finite_pairs
from ._distances import invalid_deltas as invalid_deltas
from ._distances import invalid_eps_deltas as invalid_eps_deltas
from ._distances import invalid_epsilons as invalid_epsilons
from ._distances import invalid_mus as invalid_mus
from ._distances import invalid_renyi_eps as invalid_renyi_eps
from ._distances import invalid_rho_deltas as invalid_rho_deltas
from ._distances import invalid_rhos as invalid_rhos
from ._distances import invalid_tradeoff_points as invalid_tradeoff_points
from ._distances import losses as losses
from ._distances import probabilities as probabilities
from ._distances import renyi_eps as renyi_eps
from ._distances import rho_deltas as rho_deltas
from ._distances import rhos as rhos
from ._distances import tradeoffs as tradeoffs
from ._machines import HALTED as HALTED
from ._machines import HiddenBit as HiddenBit
from ._machines import RRBits as RRBits
from ._machines import TableIPM as TableIPM
from ._machines import TableMachine as TableMachine
from ._machines import adversary_trees as adversary_trees
from ._machines import identity_ipm as identity_ipm
from ._machines import pmfs as pmfs
from ._machines import table_ipms as table_ipms
from ._machines import table_machines as table_machines

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

"""Distance measures: the poset-plus-divergence protocol and its instances (seed 000 Def 2.1)."""

from ._pairs import hockey_stick as hockey_stick
from ._pairs import renyi_moment as renyi_moment
from ._protocol import Measure as Measure
from ._protocol import SingleValued as SingleValued
from ._protocol import Verdict as Verdict
from .distances import EpsDelta as EpsDelta
from .distances import Epsilon as Epsilon
from .distances import RenyiEps as RenyiEps
from .distances import Rho as Rho
from .distances import RhoDelta as RhoDelta
from .scalar import ZCDP as ZCDP
from .scalar import ApproxDP as ApproxDP
from .scalar import PureDP as PureDP
from .scalar import RenyiDP as RenyiDP

__all__ = [
    "ZCDP",
    "ApproxDP",
    "EpsDelta",
    "Epsilon",
    "Measure",
    "PureDP",
    "RenyiDP",
    "RenyiEps",
    "Rho",
    "RhoDelta",
    "SingleValued",
    "Verdict",
    "hockey_stick",
    "renyi_moment",
]

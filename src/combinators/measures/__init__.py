"""Distance measures: the poset-plus-divergence protocol, its instances, and the registry that
holds what the library knows about each (Haney et al. 2023, Def 2.1; docs/reference/measures.md)."""

from .audit_plans import AuditPlan as AuditPlan
from .audit_plans import Auditable as Auditable
from .audit_plans import HockeyStickTest as HockeyStickTest
from .audit_plans import PlanTest as PlanTest
from .audit_plans import RenyiTest as RenyiTest
from .divergences import hockey_stick as hockey_stick
from .divergences import renyi_moment as renyi_moment
from ._protocol import Measure as Measure
from ._protocol import ScalarMeasure as ScalarMeasure
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
from . import conversions as conversions
from . import registry as registry
from .approx_zcdp import ApproxZCDP as ApproxZCDP
from .fdp import FDP as FDP
from .tradeoffs import GaussianTradeOff as GaussianTradeOff
from .tradeoffs import PiecewiseTradeOff as PiecewiseTradeOff
from .fdp import PrivacyProfile as PrivacyProfile
from .tradeoffs import TradeOff as TradeOff
from .tradeoffs import f_eps_delta as f_eps_delta
from .tradeoffs import gaussian_to_piecewise as gaussian_to_piecewise
from .tradeoffs import gaussian_tradeoff as gaussian_tradeoff
from .tradeoffs import tradeoff_of_pair as tradeoff_of_pair
from .fdp import tradeoff_to_profile as tradeoff_to_profile

__all__ = [
    "AuditPlan",
    "Auditable",
    "HockeyStickTest",
    "PlanTest",
    "RenyiTest",
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
    "ScalarMeasure",
    "SingleValued",
    "Verdict",
    "hockey_stick",
    "renyi_moment",
    "ApproxZCDP",
    "FDP",
    "GaussianTradeOff",
    "PiecewiseTradeOff",
    "PrivacyProfile",
    "TradeOff",
    "conversions",
    "registry",
    "f_eps_delta",
    "gaussian_to_piecewise",
    "gaussian_tradeoff",
    "tradeoff_of_pair",
    "tradeoff_to_profile",
]

"""Accounting: pure functions over privacy parameters — composition bounds, filters and their
incremental accumulators, odometers, conversions and admitted counts (no machines).

Each function cites its paper and theorem; every bound is exact where the theory is exact and
rounded toward the weaker guarantee where it must round.
"""

from .composition import AdvancedForm as AdvancedForm
from .composition import advanced as advanced
from .composition import advanced_admitted_count as advanced_admitted_count
from .composition import basic as basic
from .concurrent import concurrent_approx as concurrent_approx
from .concurrent import concurrent_approx_homogeneous as concurrent_approx_homogeneous
from .concurrent import concurrent_order as concurrent_order
from .concurrent import concurrent_pure as concurrent_pure
from .optimal import optimal as optimal
from .optimal import optimal_admitted_count as optimal_admitted_count
from .optimal import optimal_homogeneous as optimal_homogeneous
from .filters import Accumulator as Accumulator
from .filters import ADDITIVE_ACCUMULATORS as ADDITIVE_ACCUMULATORS
from .filters import AdditiveAccumulator as AdditiveAccumulator
from .filters import Filter as Filter
from .filters import GaussianAccumulator as GaussianAccumulator
from .filters import ScalarAccumulator as ScalarAccumulator
from .filters import gaussian_accumulator as gaussian_accumulator
from .filters import WhitehouseAccumulator as WhitehouseAccumulator
from .filters import additive_accumulator as additive_accumulator
from .filters import admitted_prefix as admitted_prefix
from .filters import continues as continues
from .filters import privacy_filter as privacy_filter
from .filters import rho_star as rho_star
from .filters import whitehouse_accumulator as whitehouse_accumulator
from .filters import whitehouse_admitted_count as whitehouse_admitted_count
from .filters import whitehouse_epsilon as whitehouse_epsilon
from .filters import y_star as y_star
from .odometers import filter_odometer as filter_odometer
from .odometers import linear_boundary as linear_boundary
from .odometers import linear_boundary_delta as linear_boundary_delta
from .odometers import mixture_boundary as mixture_boundary
from .odometers import mixture_odometer as mixture_odometer
from .odometers import odometer_path as odometer_path
from .odometers import rogers_baseline_odometer as rogers_baseline_odometer
from .odometers import stitched_boundary as stitched_boundary
from .odometers import stitched_odometer as stitched_odometer
from .budgets import ProductBudgetForm as ProductBudgetForm
from .budgets import product_budget as product_budget
from .budgets import product_budget_bound as product_budget_bound
from .tight import RenyiCharge as RenyiCharge
from .tight import ZCDPConversion as ZCDPConversion
from .tight import best_renyi_order as best_renyi_order
from .tight import gdp_admitted_count as gdp_admitted_count
from .tight import gdp_delta as gdp_delta
from .tight import gdp_epsilon as gdp_epsilon
from .tight import gdp_mu_budget as gdp_mu_budget
from .tight import pure_renyi as pure_renyi
from .tight import renyi_admitted_count as renyi_admitted_count
from .tight import renyi_delta as renyi_delta
from .tight import renyi_epsilon as renyi_epsilon
from .tight import zcdp_admitted_count as zcdp_admitted_count
from .tight import zcdp_delta as zcdp_delta
from .tight import zcdp_epsilon as zcdp_epsilon
from .tight import zcdp_rho_budget as zcdp_rho_budget
from .fdp import DEFAULT_MAX_SUPPORT as DEFAULT_MAX_SUPPORT
from .fdp import PrivacyLossDistribution as PrivacyLossDistribution
from .fdp import compose_eps_delta as compose_eps_delta
from .fdp import compose_gdp as compose_gdp
from .fdp import compose_plds as compose_plds
from .fdp import pld_of_pair as pld_of_pair
from .fdp import pld_of_tradeoff as pld_of_tradeoff
from .fdp import profile_delta as profile_delta
from .fdp import profile_epsilon as profile_epsilon
from .fdp import tradeoff_product as tradeoff_product

__all__ = [
    "DEFAULT_MAX_SUPPORT",
    "Accumulator",
    "ADDITIVE_ACCUMULATORS",
    "AdditiveAccumulator",
    "AdvancedForm",
    "Filter",
    "GaussianAccumulator",
    "ScalarAccumulator",
    "PrivacyLossDistribution",
    "ProductBudgetForm",
    "RenyiCharge",
    "WhitehouseAccumulator",
    "ZCDPConversion",
    "additive_accumulator",
    "admitted_prefix",
    "advanced",
    "advanced_admitted_count",
    "basic",
    "best_renyi_order",
    "compose_eps_delta",
    "compose_gdp",
    "compose_plds",
    "concurrent_approx",
    "concurrent_approx_homogeneous",
    "concurrent_order",
    "concurrent_pure",
    "continues",
    "filter_odometer",
    "gaussian_accumulator",
    "gdp_admitted_count",
    "gdp_delta",
    "gdp_epsilon",
    "gdp_mu_budget",
    "linear_boundary",
    "linear_boundary_delta",
    "mixture_boundary",
    "mixture_odometer",
    "odometer_path",
    "optimal",
    "optimal_admitted_count",
    "optimal_homogeneous",
    "pld_of_pair",
    "pld_of_tradeoff",
    "privacy_filter",
    "product_budget",
    "product_budget_bound",
    "profile_delta",
    "profile_epsilon",
    "pure_renyi",
    "renyi_admitted_count",
    "renyi_delta",
    "renyi_epsilon",
    "rho_star",
    "rogers_baseline_odometer",
    "stitched_boundary",
    "stitched_odometer",
    "tradeoff_product",
    "whitehouse_accumulator",
    "whitehouse_admitted_count",
    "whitehouse_epsilon",
    "y_star",
    "zcdp_admitted_count",
    "zcdp_delta",
    "zcdp_epsilon",
    "zcdp_rho_budget",
]

"""Accounting: pure functions over privacy parameters — composition bounds, filters and their
incremental accumulators, odometers, conversions and admitted counts (no machines).

Each function cites its paper and theorem; every bound is exact where the theory is exact and
rounded toward the weaker guarantee where it must round.
"""

from .bounds import AdvancedForm as AdvancedForm
from .bounds import advanced as advanced
from .bounds import advanced_admitted_count as advanced_admitted_count
from .bounds import basic as basic
from .concurrent_bounds import concurrent_approx as concurrent_approx
from .concurrent_bounds import concurrent_approx_homogeneous as concurrent_approx_homogeneous
from .concurrent_bounds import concurrent_order as concurrent_order
from .concurrent_bounds import concurrent_pure as concurrent_pure
from .optimal_composition import optimal as optimal
from .optimal_composition import optimal_admitted_count as optimal_admitted_count
from .optimal_composition import optimal_homogeneous as optimal_homogeneous
from .optimal_composition import optimal_interval as optimal_interval
from .filter_rules import Accumulator as Accumulator
from .filter_rules import ADDITIVE_ACCUMULATORS as ADDITIVE_ACCUMULATORS
from .filter_rules import AdditiveAccumulator as AdditiveAccumulator
from .filter_rules import Filter as Filter
from .filter_rules import GaussianAccumulator as GaussianAccumulator
from .filter_rules import ScalarAccumulator as ScalarAccumulator
from .filter_rules import gaussian_accumulator as gaussian_accumulator
from .filter_rules import WhitehouseAccumulator as WhitehouseAccumulator
from .filter_rules import additive_accumulator as additive_accumulator
from .filter_rules import admitted_prefix as admitted_prefix
from .filter_rules import continues as continues
from .filter_rules import privacy_filter as privacy_filter
from .filter_rules import rho_star as rho_star
from .filter_rules import whitehouse_accumulator as whitehouse_accumulator
from .filter_rules import whitehouse_admitted_count as whitehouse_admitted_count
from .filter_rules import whitehouse_epsilon as whitehouse_epsilon
from .filter_rules import y_star as y_star
from .time_uniform import filter_odometer as filter_odometer
from .time_uniform import linear_boundary as linear_boundary
from .time_uniform import linear_boundary_delta as linear_boundary_delta
from .time_uniform import mixture_boundary as mixture_boundary
from .time_uniform import mixture_odometer as mixture_odometer
from .time_uniform import odometer_path as odometer_path
from .time_uniform import rogers_baseline_odometer as rogers_baseline_odometer
from .time_uniform import stitched_boundary as stitched_boundary
from .time_uniform import stitched_odometer as stitched_odometer
from .budgets import ProductBudgetForm as ProductBudgetForm
from .budgets import product_budget as product_budget
from .budgets import product_budget_bound as product_budget_bound
from .dp_conversions import RenyiCharge as RenyiCharge
from .dp_conversions import ZCDPConversion as ZCDPConversion
from .dp_conversions import best_renyi_order as best_renyi_order
from .dp_conversions import gdp_admitted_count as gdp_admitted_count
from .dp_conversions import gdp_delta as gdp_delta
from .dp_conversions import gdp_epsilon as gdp_epsilon
from .dp_conversions import gdp_mu_budget as gdp_mu_budget
from .dp_conversions import pure_renyi as pure_renyi
from .dp_conversions import renyi_admitted_count as renyi_admitted_count
from .dp_conversions import renyi_delta as renyi_delta
from .dp_conversions import renyi_epsilon as renyi_epsilon
from .dp_conversions import zcdp_admitted_count as zcdp_admitted_count
from .dp_conversions import zcdp_delta as zcdp_delta
from .dp_conversions import zcdp_epsilon as zcdp_epsilon
from .dp_conversions import zcdp_rho_budget as zcdp_rho_budget
from .pld import DEFAULT_MAX_SUPPORT as DEFAULT_MAX_SUPPORT
from .pld import PrivacyLossDistribution as PrivacyLossDistribution
from .pld import compose_eps_delta as compose_eps_delta
from .pld import compose_gdp as compose_gdp
from .pld import compose_plds as compose_plds
from .pld import pld_of_pair as pld_of_pair
from .pld import pld_of_tradeoff as pld_of_tradeoff
from .pld import profile_delta as profile_delta
from .pld import profile_epsilon as profile_epsilon
from .pld import tradeoff_product as tradeoff_product

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
    "optimal_interval",
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

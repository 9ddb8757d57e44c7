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
from .filters import AdditiveAccumulator as AdditiveAccumulator
from .filters import Filter as Filter
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

__all__ = [
    "Accumulator",
    "AdditiveAccumulator",
    "AdvancedForm",
    "Filter",
    "WhitehouseAccumulator",
    "additive_accumulator",
    "admitted_prefix",
    "advanced",
    "advanced_admitted_count",
    "basic",
    "concurrent_approx",
    "concurrent_approx_homogeneous",
    "concurrent_order",
    "concurrent_pure",
    "continues",
    "filter_odometer",
    "linear_boundary",
    "linear_boundary_delta",
    "mixture_boundary",
    "mixture_odometer",
    "odometer_path",
    "optimal",
    "optimal_admitted_count",
    "optimal_homogeneous",
    "privacy_filter",
    "rho_star",
    "rogers_baseline_odometer",
    "stitched_boundary",
    "stitched_odometer",
    "whitehouse_accumulator",
    "whitehouse_admitted_count",
    "whitehouse_epsilon",
    "y_star",
]

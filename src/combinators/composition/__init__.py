"""Composition: concurrent composition (ConComp), its ordered variant and null-query extension,
and the capability table that says which composition is proved for which measure.

Indices are 0-based; a message to a composition is ``(j, q)``. See
``combinators.composition.concurrent`` for the choices (invalid messages, halting children)
and ``combinators.composition.capabilities`` for the table.
"""

from .capabilities import CAPABILITIES as CAPABILITIES
from .capabilities import CAPABILITY_TABLE as CAPABILITY_TABLE
from .capabilities import MEASURE_NAMES as MEASURE_NAMES
from .capabilities import Adaptivity as Adaptivity
from .capabilities import Capability as Capability
from .capabilities import Combinator as Combinator
from .capabilities import CompositionForbidden as CompositionForbidden
from .capabilities import Condition as Condition
from .capabilities import Rule as Rule
from .capabilities import Status as Status
from .capabilities import lookup as lookup
from .capabilities import measure_name as measure_name
from .capabilities import render_markdown as render_markdown
from .capabilities import require as require
from .concurrent import NULL as NULL
from .concurrent import ChildHalted as ChildHalted
from .concurrent import ConComp as ConComp
from .concurrent import ConcurrentLevel as ConcurrentLevel
from .concurrent import Null as Null
from .concurrent import NullExtension as NullExtension
from .concurrent import OrderedConComp as OrderedConComp
from .concurrent import concurrent as concurrent
from .concurrent import concurrent_level as concurrent_level
from .concurrent import null_extension as null_extension
from .concurrent import ordered_concurrent as ordered_concurrent
from .filtered import PRIVACY_LOSS as PRIVACY_LOSS
from .filtered import STATUS as STATUS
from .filtered import Exhausted as Exhausted
from .filtered import FiltCon as FiltCon
from .filtered import FilterMessage as FilterMessage
from .filtered import FilterState as FilterState
from .filtered import FilterStatus as FilterStatus
from .filtered import OnExhaust as OnExhaust
from .filtered import PrivacyLoss as PrivacyLoss
from .filtered import Query as Query
from .filtered import Spawn as Spawn
from .filtered import Spawned as Spawned
from .filtered import StatusQuery as StatusQuery
from .filtered import filtered as filtered
from .filter_session import FilterChild as FilterChild
from .filter_session import FilterSession as FilterSession
from .filter_session import open_filter_session as open_filter_session
from .odometer import OdomCon as OdomCon
from .odometer import OdometerMessage as OdometerMessage
from .odometer import filter_from_odometer as filter_from_odometer
from .odometer import odometer as odometer
from .odometer import odometer_from_filter as odometer_from_filter
from ._children import PVector as PVector
from ._children import pvector as pvector

__all__ = [
    "CAPABILITIES",
    "CAPABILITY_TABLE",
    "MEASURE_NAMES",
    "NULL",
    "PRIVACY_LOSS",
    "STATUS",
    "Adaptivity",
    "Capability",
    "ChildHalted",
    "Combinator",
    "CompositionForbidden",
    "ConComp",
    "ConcurrentLevel",
    "Condition",
    "Exhausted",
    "FiltCon",
    "FilterChild",
    "FilterMessage",
    "FilterSession",
    "FilterState",
    "FilterStatus",
    "Null",
    "NullExtension",
    "OdomCon",
    "OdometerMessage",
    "OnExhaust",
    "OrderedConComp",
    "PVector",
    "PrivacyLoss",
    "Query",
    "Rule",
    "Spawn",
    "Spawned",
    "Status",
    "StatusQuery",
    "concurrent",
    "concurrent_level",
    "filter_from_odometer",
    "filtered",
    "lookup",
    "measure_name",
    "null_extension",
    "odometer",
    "odometer_from_filter",
    "open_filter_session",
    "ordered_concurrent",
    "pvector",
    "render_markdown",
    "require",
]

"""Composition: concurrent composition (ConComp), its ordered variant and null-query extension,
and the capability table that says which composition is proved for which measure.

Indices are 0-based; a message to a composition is ``(j, q)``. See
``combinators.composition.concomp`` for the choices (invalid messages, halting children)
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
from .concomp import NULL as NULL
from .ext_concomp import Create as Create
from .ext_concomp import ExtConComp as ExtConComp
from .ext_concomp import ExtState as ExtState
from .ext_concomp import ext_concurrent as ext_concurrent
from .concomp import ChildHalted as ChildHalted
from .concomp import ConComp as ConComp
from .concomp import ConcurrentLevel as ConcurrentLevel
from .concomp import Null as Null
from .concomp import NullExtension as NullExtension
from .concomp import OrderedConComp as OrderedConComp
from .concomp import concurrent as concurrent
from .concomp import concurrent_level as concurrent_level
from .concomp import null_extension as null_extension
from .concomp import ordered_concurrent as ordered_concurrent
from .filters import PRIVACY_LOSS as PRIVACY_LOSS
from .filters import STATUS as STATUS
from .filters import Exhausted as Exhausted
from .filters import FiltCon as FiltCon
from .filters import FilterMessage as FilterMessage
from .filters import FilterState as FilterState
from .filters import FilterStatus as FilterStatus
from .filters import OnExhaust as OnExhaust
from .filters import PrivacyLoss as PrivacyLoss
from .filters import Query as Query
from .filters import Spawn as Spawn
from .filters import Spawned as Spawned
from .filters import StatusQuery as StatusQuery
from .filters import filtered as filtered
from .filter_session import FilterChild as FilterChild
from .filter_session import FilterSession as FilterSession
from .filter_session import open_filter_session as open_filter_session
from .odometers import OdomCon as OdomCon
from .odometers import OdometerMessage as OdometerMessage
from .odometers import filter_from_odometer as filter_from_odometer
from .odometers import odometer as odometer
from .odometers import odometer_from_filter as odometer_from_filter
from ._children import PVector as PVector
from ._children import pvector as pvector

__all__ = [
    "Create",
    "ExtConComp",
    "ExtState",
    "ext_concurrent",
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

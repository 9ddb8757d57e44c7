"""combinators: differential-privacy composition as composition of typed, immutable values.

The headline API is re-exported here: the measures and their levels, the primitives, the
compositors (``concurrent``, ``filtered``, ``odometer``), ``certify``, sessions and the ``audit``
subpackage (``combinators.audit.audit(...)`` runs the exact audit). Every subpackage has its own
curated API: ``prob`` (randomness), ``measures`` (distance measures and conversions),
``accounting`` (pure functions over privacy parameters), ``machines`` (mechanisms, ∘ and ∘*,
games, sessions), ``primitives`` (certified mechanisms), ``composition`` (concurrent
composition, filters, odometers), ``audit`` (exact audits), ``certification`` (certificate
trees) and ``testing`` (strategies and laws).
"""

from . import audit as audit
from .audit import audit_domain as audit_domain
from .audit import audit_game as audit_game
from .audit import certify_by_audit as certify_by_audit
from .certification import certify as certify
from .composition import concurrent as concurrent
from .composition import filtered as filtered
from .composition import odometer as odometer
from .composition import open_filter_session as open_filter_session
from .errors import BudgetExceeded as BudgetExceeded
from .errors import CombinatorsError as CombinatorsError
from .errors import InvalidArgument as InvalidArgument
from .errors import InvalidQuery as InvalidQuery
from .errors import MachineHalted as MachineHalted
from .errors import SessionClosed as SessionClosed
from .machines import HALT as HALT
from .machines import Certificate as Certificate
from .machines import InteractiveMechanism as InteractiveMechanism
from .machines import InteractivePostprocessor as InteractivePostprocessor
from .machines import Mechanism as Mechanism
from .machines import NoninteractiveMechanism as NoninteractiveMechanism
from .machines import certify_machine as certify_machine
from .machines import game as game
from .machines import identifier as identifier
from .machines import interact as interact
from .machines import open_session as open_session
from .machines import verifier as verifier
from .measures import FDP as FDP
from .measures import ZCDP as ZCDP
from .measures import ApproxDP as ApproxDP
from .measures import ApproxZCDP as ApproxZCDP
from .measures import EpsDelta as EpsDelta
from .measures import Epsilon as Epsilon
from .measures import PureDP as PureDP
from .measures import RenyiDP as RenyiDP
from .measures import RenyiEps as RenyiEps
from .measures import Rho as Rho
from .measures import RhoDelta as RhoDelta
from .measures import Verdict as Verdict
from .primitives import gaussian as gaussian
from .primitives import geometric as geometric
from .primitives import interactive_randomized_response as interactive_randomized_response
from .primitives import laplace as laplace
from .primitives import randomized_response as randomized_response

__version__ = "0.1.0"

__all__ = [
    "FDP",
    "HALT",
    "ZCDP",
    "ApproxDP",
    "ApproxZCDP",
    "BudgetExceeded",
    "Certificate",
    "CombinatorsError",
    "EpsDelta",
    "Epsilon",
    "InteractiveMechanism",
    "InteractivePostprocessor",
    "InvalidArgument",
    "InvalidQuery",
    "MachineHalted",
    "Mechanism",
    "NoninteractiveMechanism",
    "PureDP",
    "RenyiDP",
    "RenyiEps",
    "Rho",
    "RhoDelta",
    "SessionClosed",
    "Verdict",
    "__version__",
    "audit",
    "audit_domain",
    "audit_game",
    "certify",
    "certify_by_audit",
    "certify_machine",
    "concurrent",
    "filtered",
    "game",
    "gaussian",
    "geometric",
    "identifier",
    "interact",
    "interactive_randomized_response",
    "laplace",
    "odometer",
    "open_filter_session",
    "open_session",
    "randomized_response",
    "verifier",
]

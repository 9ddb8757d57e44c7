"""combinators: differential-privacy composition as composition of typed, immutable values.

The most used names are re-exported here; every subpackage has its own curated API:
``prob`` (randomness), ``measures`` (distance measures and conversions), ``machines``
(mechanisms, ∘ and ∘*, games, sessions), ``primitives`` (certified mechanisms), ``audit``
(exact audits), ``testing`` (strategies and laws).
"""

from .audit import audit as audit
from .audit import audit_game as audit_game
from .audit import certify_by_audit as certify_by_audit
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
    "audit_game",
    "certify_by_audit",
    "certify_machine",
    "game",
    "identifier",
    "interact",
    "open_session",
    "verifier",
]

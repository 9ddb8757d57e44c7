"""Machines: interactive mechanisms, post-processors, ∘ and ∘*, games, interaction, sessions."""

from ._core import Chain as Chain
from ._core import ContinualMechanism as ContinualMechanism
from ._core import is_continual as is_continual
from ._core import InteractiveMechanism as InteractiveMechanism
from ._core import InteractivePostprocessor as InteractivePostprocessor
from ._core import MapAnswers as MapAnswers
from ._core import MappedRelease as MappedRelease
from ._core import NIMState as NIMState
from ._core import RELEASED as RELEASED
from ._core import NoninteractiveMechanism as NoninteractiveMechanism
from ._core import PipelineState as PipelineState
from ._core import Post as Post
from ._core import chain as chain
from ._core import map_answers as map_answers
from ._core import postprocess as postprocess
from .certificate import ADD_REMOVE_ONE as ADD_REMOVE_ONE
from .certificate import ANY_TWO as ANY_TWO
from .certificate import BIT_FLIP as BIT_FLIP
from .certificate import SUBSTITUTE_ONE as SUBSTITUTE_ONE
from .certificate import Certificate as Certificate
from .certificate import Mechanism as Mechanism
from .certificate import Relation as Relation
from .certificate import WithinDistance as WithinDistance
from .certificate import caller_assumptions_of as caller_assumptions_of
from .certificate import certify_machine as certify_machine
from .certificate import compared_by_value as compared_by_value
from .certificate import value_key as value_key
from .certificate import check_related as check_related
from .certificate import relates as relates
from . import provenance as _provenance
from .provenance import *  # noqa: F403  (its __all__, re-exported as it is)
from .games import INVALID as INVALID
from .games import Identifier as Identifier
from .games import PrefixPredicate as PrefixPredicate
from .games import Rejected as Rejected
from .games import Verification as Verification
from .games import prefix_predicate as prefix_predicate
from .games import Verifier as Verifier
from .games import game as game
from .games import identifier as identifier
from .games import verifier as verifier
from .interaction import View as View
from .interaction import interact as interact
from .messages import ACK as ACK
from .messages import Ack as Ack
from .messages import HALT as HALT
from .messages import Halt as Halt
from .messages import ChildHalted as ChildHalted
from .messages import Invalid as Invalid
from .messages import Left as Left
from .messages import Refusal as Refusal
from .messages import Right as Right
from .session import ExplainsHalt as ExplainsHalt
from .session import Session as Session
from .session import open_session as open_session

__all__ = [
    "INVALID",
    "PrefixPredicate",
    "Rejected",
    "Verification",
    "prefix_predicate",
    "ACK",
    "Ack",
    "ContinualMechanism",
    "is_continual",
    "ADD_REMOVE_ONE",
    "WithinDistance",
    "caller_assumptions_of",
    "compared_by_value",
    "value_key",
    "check_related",
    "relates",
    "ANY_TWO",
    "BIT_FLIP",
    "HALT",
    "RELEASED",
    "SUBSTITUTE_ONE",
    "Certificate",
    "Chain",
    "ChildHalted",
    "ExplainsHalt",
    "Halt",
    "Identifier",
    "InteractiveMechanism",
    "InteractivePostprocessor",
    "Invalid",
    "Left",
    "MapAnswers",
    "MappedRelease",
    "Mechanism",
    "NIMState",
    "NoninteractiveMechanism",
    "PipelineState",
    "Post",
    "Refusal",
    "Relation",
    "Right",
    "Session",
    "Verifier",
    "View",
    "certify_machine",
    "chain",
    "game",
    "identifier",
    "interact",
    "map_answers",
    "open_session",
    "postprocess",
    "verifier",
]
from .recertify import convert as convert
from .recertify import to_approx_dp as to_approx_dp
from .recertify import to_renyi as to_renyi
from .recertify import to_tradeoff as to_tradeoff
from .recertify import to_zcdp as to_zcdp

__all__ += _provenance.__all__
__all__ += ["convert", "to_approx_dp", "to_renyi", "to_tradeoff", "to_zcdp"]

"""Primitives: certified mechanisms to build pipelines from (randomized response, IRR, Laplace,
geometric, Gaussian, …)."""

from ._randomized_response import BOT as BOT
from ._randomized_response import TOP as TOP
from ._randomized_response import Flag as Flag
from ._randomized_response import RandomizedResponse as RandomizedResponse
from ._randomized_response import RandomizedResponseDelta as RandomizedResponseDelta
from ._randomized_response import randomized_response as randomized_response
from ._randomized_response import randomized_response_delta as randomized_response_delta
from ._sensitivity import sensitivity_relation as sensitivity_relation
from ._gaussian import Gaussian as Gaussian
from ._gaussian import gaussian as gaussian
from ._gaussian import gaussian_rdp as gaussian_rdp
from ._geometric import ClampedGeometric as ClampedGeometric
from ._geometric import geometric as geometric
from ._irr import IRRAnswer as IRRAnswer
from ._irr import IRRFlag as IRRFlag
from ._irr import IRRState as IRRState
from ._irr import InteractiveRandomizedResponse as InteractiveRandomizedResponse
from ._irr import interactive_randomized_response as interactive_randomized_response
from ._irr import irr_to_rr as irr_to_rr
from ._irr import rr_to_irr as rr_to_irr
from ._laplace import Laplace as Laplace
from ._laplace import laplace as laplace
from ._rounding import RoundTo as RoundTo
from ._rounding import continuous_answers as continuous_answers
from ._rounding import round_to as round_to

__all__ = [
    "BOT",
    "TOP",
    "Flag",
    "RandomizedResponse",
    "RandomizedResponseDelta",
    "randomized_response",
    "randomized_response_delta",
    "ClampedGeometric",
    "Gaussian",
    "IRRAnswer",
    "IRRFlag",
    "IRRState",
    "InteractiveRandomizedResponse",
    "Laplace",
    "gaussian",
    "gaussian_rdp",
    "geometric",
    "interactive_randomized_response",
    "irr_to_rr",
    "laplace",
    "rr_to_irr",
    "RoundTo",
    "continuous_answers",
    "round_to",
    "sensitivity_relation",
]

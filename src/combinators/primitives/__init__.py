"""Primitives: certified mechanisms to build pipelines from (randomized response, IRR, Laplace,
geometric, Gaussian, …)."""

from .randomized_response import BOT as BOT
from .randomized_response import TOP as TOP
from .randomized_response import Flag as Flag
from .randomized_response import RandomizedResponse as RandomizedResponse
from .randomized_response import RandomizedResponseDelta as RandomizedResponseDelta
from .randomized_response import randomized_response as randomized_response
from .randomized_response import randomized_response_delta as randomized_response_delta
from ._sensitivity import sensitivity_relation as sensitivity_relation
from .gaussian import Gaussian as Gaussian
from .gaussian import gaussian as gaussian
from .gaussian import gaussian_rdp as gaussian_rdp
from .geometric import ClampedGeometric as ClampedGeometric
from .geometric import geometric as geometric
from .irr import IRRAnswer as IRRAnswer
from .irr import IRRFlag as IRRFlag
from .irr import IRRState as IRRState
from .irr import InteractiveRandomizedResponse as InteractiveRandomizedResponse
from .irr import interactive_randomized_response as interactive_randomized_response
from .irr import irr_to_rr as irr_to_rr
from .irr import rr_to_irr as rr_to_irr
from .laplace import Laplace as Laplace
from .laplace import laplace as laplace

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
    "sensitivity_relation",
]

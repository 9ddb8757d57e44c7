"""Primitives: certified mechanisms to build pipelines from (randomized response, …)."""

from .randomized_response import BOT as BOT
from .randomized_response import TOP as TOP
from .randomized_response import Flag as Flag
from .randomized_response import RandomizedResponse as RandomizedResponse
from .randomized_response import RandomizedResponseDelta as RandomizedResponseDelta
from .randomized_response import randomized_response as randomized_response
from .randomized_response import randomized_response_delta as randomized_response_delta

__all__ = [
    "BOT",
    "TOP",
    "Flag",
    "RandomizedResponse",
    "RandomizedResponseDelta",
    "randomized_response",
    "randomized_response_delta",
]

"""What the Laplace and Gaussian machines share: a real-valued query released with one
continuous draw added (``x ↦ x + noise``)."""

from __future__ import annotations

import abc
from typing_extensions import override

from .._validation import real_datum
from ..machines import NoninteractiveMechanism
from ..prob import Coins

__all__ = ["AdditiveNoise"]


class AdditiveNoise(NoninteractiveMechanism[float, float]):
    """``x ↦ x + noise``: the data must be a finite real (a bool, a string or NaN is refused
    without its value in the message, which names the mechanism by its class: "the Laplace
    mechanism"); a subclass draws its noise."""

    __slots__ = ()

    @abc.abstractmethod
    def noise(self, coins: Coins, /) -> float:
        """One draw of the noise."""

    @override
    def release(self, data: float, coins: Coins, /) -> float:
        return real_datum(f"the {type(self).__name__} mechanism", data) + self.noise(coins)

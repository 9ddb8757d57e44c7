"""Stopping functions mypy accepts: functions of the released pairs, with public information bound in."""

from __future__ import annotations

import attrs
from typing_extensions import assert_type

from combinators.expost import ExPostMechanism
from combinators.expost.loss_bounds import Release, brownian_linear_boundary
from combinators.expost.noise_reduction import StoppingFunction, brownian_noise_reduction, laplace_noise_reduction


def three_levels(released: Release) -> bool:
    return len(released) >= 3


@attrs.frozen
class RelativeError:
    """Public information (the target) bound into the stopping function as a field."""

    target: float

    def __call__(self, released: Release, /) -> bool:
        t, y = released[-1]
        return isinstance(y, float) and 1.96 * t**0.5 <= self.target * abs(y)


stop: StoppingFunction = RelativeError(0.1)
m = brownian_noise_reduction(None, [4.0, 1.0], stop, bound=brownian_linear_boundary(1e-6, 1.0))
assert_type(m, ExPostMechanism[object, Release])
assert_type(laplace_noise_reduction(None, [0.5, 1.0], three_levels), ExPostMechanism[object, Release])
laplace_noise_reduction(lambda x: (1.0, 2.0), [0.5, 1.0], lambda released: len(released) > 1)

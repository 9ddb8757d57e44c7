"""Stopping functions mypy must refuse: one that takes the data (or anything but the released pairs)."""

from __future__ import annotations

from combinators.expost.loss_bounds import Release, brownian_linear_boundary
from combinators.expost.noise_reduction import brownian_noise_reduction, laplace_noise_reduction


def needs_the_data(released: Release, data: list[float]) -> bool:
    return abs(released[-1][1] - sum(data)) < 1  # type: ignore[operator]  # a tuple value minus a float


def needs_the_truth(released: Release, *, true_value: float) -> bool:
    return true_value > 0


def answers_a_number(released: Release) -> float:
    return 1.0


laplace_noise_reduction(None, [0.5, 1.0], needs_the_data)  # type: ignore[arg-type]
brownian_noise_reduction(None, [4.0, 1.0], needs_the_data, bound=brownian_linear_boundary(1e-6, 1.0))  # type: ignore[arg-type]
laplace_noise_reduction(None, [0.5, 1.0], needs_the_truth)  # type: ignore[arg-type]
laplace_noise_reduction(None, [0.5, 1.0], answers_a_number)  # type: ignore[arg-type]
laplace_noise_reduction(None, [0.5, 1.0], lambda released, data: False)  # type: ignore[arg-type]

"""Randomness: the ``Coins`` protocol, the numpy sampler, exact enumeration, finite distributions."""

from .coins import Coins as Coins
from .coins import SampledCoins as SampledCoins
from .coins import sampled_coins as sampled_coins
from .dist import FiniteDist as FiniteDist
from .enumerate import DEFAULT_BRANCH_BUDGET as DEFAULT_BRANCH_BUDGET
from .enumerate import DEFAULT_DRAW_BUDGET as DEFAULT_DRAW_BUDGET
from .enumerate import DEFAULT_REPLAY_BUDGET as DEFAULT_REPLAY_BUDGET
from .enumerate import enumerate_step as enumerate_step
from .interval import Interval as Interval
from .interval import Prob as Prob
from .interval import as_interval as as_interval
from .interval import exp_bounds as exp_bounds
from .interval import lower as lower
from .interval import upper as upper

__all__ = [
    "DEFAULT_BRANCH_BUDGET",
    "DEFAULT_DRAW_BUDGET",
    "DEFAULT_REPLAY_BUDGET",
    "Coins",
    "FiniteDist",
    "Interval",
    "Prob",
    "SampledCoins",
    "as_interval",
    "enumerate_step",
    "exp_bounds",
    "lower",
    "sampled_coins",
    "upper",
]

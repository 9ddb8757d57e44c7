"""The one interface through which every machine draws randomness, and its sampler.

Two interpreters implement ``Coins``: ``SampledCoins`` draws from a numpy ``Generator`` for
production runs; the exact enumerator (``enumerate_step``) replays a step and explores every
branch of its finite draws with its exact probability (DESIGN.md §1).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Final, Protocol, TypeVar, final

import attrs
import numpy as np

from .._validation import check_positive_int
from ..errors import InvalidArgument
from .interval import Interval, Prob

__all__ = ["Coins", "SampledCoins", "check_pmf", "sampled_coins"]

T = TypeVar("T")


class Coins(Protocol):
    """The only source of randomness a machine may use.

    Finite draws (``bernoulli``, ``uniform_int``, ``choice``) take exact or interval
    probabilities, so a machine built from them can be enumerated exactly. ``geometric`` and
    ``discrete_laplace`` have infinite support (the enumerator explores them up to its branch
    budget); ``laplace`` and ``gaussian`` are continuous and make a machine sample-only.
    """

    def bernoulli(self, p: Prob, /) -> bool:
        """``True`` with probability ``p``."""
        ...

    def uniform_int(self, n: int, /) -> int:
        """A uniform integer in ``range(n)``."""
        ...

    def choice(self, pmf: Sequence[tuple[T, Prob]], /) -> T:
        """An outcome drawn from a finite pmf given as ``(outcome, probability)`` pairs."""
        ...

    def geometric(self, p: Prob, /) -> int:
        """The number of failures before the first success of a ``p``-coin (support 0, 1, 2, …)."""
        ...

    def discrete_laplace(self, r: Prob, /) -> int:
        """An integer ``k`` with probability ``(1-r)/(1+r) · r^|k|`` (two-sided geometric)."""
        ...

    def laplace(self, scale: float, /) -> float:
        """A continuous Laplace draw with mean 0 and the given scale (sample-only)."""
        ...

    def gaussian(self, sigma: float, /) -> float:
        """A continuous normal draw with mean 0 and standard deviation ``sigma`` (sample-only)."""
        ...


def check_pmf(pmf: Sequence[tuple[object, object]]) -> None:
    """Refuse an empty pmf, a float or negative probability, or masses that cannot sum to 1."""
    if not pmf:
        msg = "choice() needs a non-empty pmf"
        raise InvalidArgument(msg)
    lo = Fraction(0)
    hi = Fraction(0)
    for x, p in pmf:
        if isinstance(p, Interval):
            lo, hi = lo + p.lo, hi + p.hi
            if p.lo < 0:
                msg = f"probability of {x!r} is {p!r}, which reaches below 0"
                raise InvalidArgument(msg)
        elif isinstance(p, Fraction):
            if p < 0:
                msg = f"probability of {x!r} is {p}, which is negative"
                raise InvalidArgument(msg)
            lo, hi = lo + p, hi + p
        else:
            msg = (f"probability of {x!r} is {p!r} ({type(p).__name__}); pass a Fraction or an "
                   "Interval so that exact enumeration stays exact")
            raise InvalidArgument(msg)
    if not lo <= 1 <= hi:
        msg = f"the pmf's masses sum to [{lo}, {hi}], which does not contain 1"
        raise InvalidArgument(msg)


def _check_p(p: object) -> None:
    if isinstance(p, Interval):
        if p.lo < 0 or p.hi > 1:
            msg = f"p={p!r} must lie inside [0, 1]"
            raise InvalidArgument(msg)
        return
    if not isinstance(p, Fraction):
        msg = f"p={p!r} must be a Fraction or an Interval (a bare float would make exact audits unsound)"
        raise InvalidArgument(msg)
    if not 0 <= p <= 1:
        msg = f"p={p} must be a probability in [0, 1]"
        raise InvalidArgument(msg)


def _point(p: object) -> float:
    """The float a sampler uses: the midpoint of an interval (its width is a few ulps)."""
    if isinstance(p, Interval):
        return float((p.lo + p.hi) / 2)
    if isinstance(p, Fraction):
        return float(p)
    msg = f"p={p!r} must be a Fraction or an Interval"
    raise InvalidArgument(msg)


_CHUNK: Final = 256
"""Continuous draws are taken from numpy this many at a time (one scalar call costs ~0.5 µs)."""


@final
class _Draws:
    """Standard Laplace and normal draws taken from the generator ahead of use (mutable, private)."""

    __slots__ = ("laplace", "laplace_next", "normal", "normal_next")

    def __init__(self) -> None:
        self.laplace: list[float] = []
        self.laplace_next = 0
        self.normal: list[float] = []
        self.normal_next = 0


@final
@attrs.frozen
class SampledCoins:
    """Production interpreter: draws from a numpy ``Generator``.

    The same seed and the same sequence of draws give the same results, so the same seed and
    the same messages give the same transcript. Laplace and Gaussian draws are taken from the
    generator 256 at a time and scaled (``scale·L`` for a standard Laplace ``L`` is what numpy's
    ``laplace(0, scale)`` computes, bit for bit; likewise ``σ·Z``), so a noise draw costs a list
    lookup rather than a numpy call. Like the generator, a ``SampledCoins`` is not safe to share
    between threads without a lock (a session holds one).

    Example:
        >>> c = sampled_coins(7)
        >>> [c.bernoulli(Fraction(1, 2)) for _ in range(4)] == [
        ...     d.bernoulli(Fraction(1, 2)) for d in [sampled_coins(7)] for _ in range(4)]
        True
    """

    rng: np.random.Generator = attrs.field(repr=False)
    _draws: _Draws = attrs.field(init=False, factory=_Draws, repr=False, eq=False)

    def bernoulli(self, p: Prob, /) -> bool:
        _check_p(p)
        return bool(self.rng.random() < _point(p))

    def uniform_int(self, n: int, /) -> int:
        return int(self.rng.integers(check_positive_int("n", n)))

    def choice(self, pmf: Sequence[tuple[T, Prob]], /) -> T:
        # Floats only: the exact mass check (check_pmf) is the enumerator's job, and costs
        # milliseconds on a pmf of thousands of outcomes; here a cheap float check suffices.
        if not pmf:
            msg = "choice() needs a non-empty pmf"
            raise InvalidArgument(msg)
        weights = [_point(p) for _, p in pmf]
        total = math.fsum(weights)
        if min(weights) < 0 or abs(total - 1.0) > 1e-9:
            msg = f"the pmf's masses sum to {total!r} (or one is negative); they must sum to 1"
            raise InvalidArgument(msg)
        u = self.rng.random() * total
        acc = 0.0
        for (x, _), w in zip(pmf, weights, strict=True):
            acc += w
            if u < acc:
                return x
        return next(x for (x, _), w in zip(reversed(pmf), reversed(weights), strict=True) if w > 0)

    def geometric(self, p: Prob, /) -> int:
        _check_p(p)
        pf = _point(p)
        if pf <= 0:
            msg = "geometric(p) needs p > 0"
            raise InvalidArgument(msg)
        return int(self.rng.geometric(pf)) - 1

    def discrete_laplace(self, r: Prob, /) -> int:
        _check_p(r)
        rf = _point(r)
        if rf >= 1:
            msg = "discrete_laplace(r) needs r < 1"
            raise InvalidArgument(msg)
        # The difference of two i.i.d. geometrics is two-sided geometric with ratio r.
        return int(self.rng.geometric(1 - rf)) - int(self.rng.geometric(1 - rf))

    def laplace(self, scale: float, /) -> float:
        if not (math.isfinite(scale) and scale > 0):
            msg = f"scale={scale!r} must be a finite number > 0"
            raise InvalidArgument(msg)
        d = self._draws
        i = d.laplace_next
        if i == len(d.laplace):
            d.laplace = self.rng.laplace(0.0, 1.0, _CHUNK).tolist()
            i = 0
        d.laplace_next = i + 1
        return scale * d.laplace[i]

    def gaussian(self, sigma: float, /) -> float:
        if not (math.isfinite(sigma) and sigma > 0):
            msg = f"sigma={sigma!r} must be a finite number > 0"
            raise InvalidArgument(msg)
        d = self._draws
        i = d.normal_next
        if i == len(d.normal):
            d.normal = self.rng.standard_normal(_CHUNK).tolist()
            i = 0
        d.normal_next = i + 1
        return sigma * d.normal[i]


def sampled_coins(seed: int | None = None) -> SampledCoins:
    """Coins from ``numpy.random.default_rng(seed)``."""
    return SampledCoins(np.random.default_rng(seed))
